// At game end a ribbon across the sea names the winner(s) and why the game ended.
import type { PublicView } from '../../engine/index';
import { centredText, fit, roundRect, type Ctx, fillAndStroke } from '../draw/context';
import { localeFor, say } from '../draw/words';
import { joinNames } from '../../i18n/index';
import { MAP } from '../layout';
import { THEME } from '../theme';

export function gameOverBanner(ctx: Ctx, view: PublicView): void {
  if (view.phase.kind !== 'ended') return;
  const names = view.phase.winners.map((w) => view.players[w].name);
  const title =
    names.length > 1
      ? say(ctx, 'board.banner.shared', { players: joinNames(names, localeFor(ctx)) })
      : say(ctx, 'board.banner.wins', { player: names[0] });
  const why = say(
    ctx,
    view.phase.reason === 'developmentPoints' ? 'board.banner.developmentPoints' : 'board.banner.guildMaster',
  );
  // Top left is Scandinavian land with no city card on it, so the banner hides nothing.
  const box = { x: MAP.x + 12, y: MAP.y + 12, w: 360, h: 92 };
  roundRect(ctx, box.x, box.y, box.w, box.h, 10);
  fillAndStroke(ctx, 'rgba(29,39,51,0.92)', THEME.highlight, 3);
  const cx = box.x + box.w / 2;
  centredText(ctx, fit(ctx, title, box.w - 24, 30, true), cx, box.y + 34, 30, THEME.highlight);
  centredText(ctx, why, cx, box.y + 68, 16, THEME.panelText, false);
}
