// At game end a ribbon across the sea names the winner(s) and why the game ended.
import type { SharedView } from '../../engine/view';
import { centredText, fit, roundRect, type Ctx, fillAndStroke } from '../draw/context';
import { localeFor, say } from '../draw/words';
import { joinNames } from '../../i18n/index';
import { LEGEND_BOX } from './legend';
import { fitTwoLinesWithNames } from '../draw/names';
import { THEME } from '../theme';

export function gameOverBanner(ctx: Ctx, view: SharedView): void {
  if (view.phase.kind !== 'ended') return;
  const names = view.phase.winners.map((w) => view.players[w].name);
  const title = (cut: (name: string) => string) =>
    names.length > 1
      ? say(ctx, 'board.banner.shared', { players: joinNames(names.map(cut), localeFor(ctx)) })
      : say(ctx, 'board.banner.wins', { player: cut(names[0]) });
  const why = say(
    ctx,
    view.phase.reason === 'developmentPoints' ? 'board.banner.developmentPoints' : 'board.banner.guildMaster',
  );
  // Over the key at top left: at game end the result matters more than the key.
  const box = LEGEND_BOX;
  roundRect(ctx, box.x, box.y, box.w, box.h, 10);
  fillAndStroke(ctx, THEME.ink, THEME.highlight, 3);
  const cx = box.x + box.w / 2;
  // Long names shrink, wrap onto a second line, then lose their middle: the winners stay
  // told apart (issue 24).
  const fitted = fitTwoLinesWithNames(ctx, title, box.w - 24, 32, true, 0.55);
  const step = fitted.size + 6;
  const top = box.y + 48 - ((fitted.lines.length - 1) * step) / 2;
  fitted.lines.forEach((line, i) => centredText(ctx, line, cx, top + i * step, fitted.size, THEME.highlight));
  centredText(ctx, fit(ctx, why, box.w - 24, 17, false), cx, box.y + 96, 17, THEME.panelText, false);
}
