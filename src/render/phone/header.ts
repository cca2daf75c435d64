// The phone board's header: the round, the phase, whom the game waits for, the guild master.
import { GAME_END_STEPS, type PublicView } from '../../engine/view';
import { centredText, fitNames, fit, roundRect, textAt, textEnd, textRight, type Ctx } from '../draw/context';
import { playerBadge } from '../draw/players';
import { cityWord, localeFor, say } from '../draw/words';
import type { BoardOptions } from '../options';
import { blockingWaits, decisionLabel, phaseLabel, roundLabel } from '../panel/labels';
import { endTitle } from '../panel/labels';
import { guildMasterTargets } from '../board/guild-master-path';
import { THEME } from '../theme';
import { fitTwoLinesWithNames } from '../draw/names';
import { HEADER_H, PAD, PHONE } from './layout';

export function header(ctx: Ctx, view: PublicView, options: BoardOptions): void {
  const locale = localeFor(ctx);
  const right = PHONE.w - PAD;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, PHONE.w, HEADER_H);
  const title = options.label
    ? say(ctx, 'board.title.game', { game: options.label })
    : say(ctx, 'board.title');
  textAt(ctx, fit(ctx, title, 460, 18, true), PAD, 20, 18, THEME.panelMuted, true);
  textRight(ctx, roundLabel(locale, view), right, 20, 24, THEME.panelText, true);
  if (view.phase.kind === 'ended') {
    // The winners' names shrink, then wrap onto the line nobody is awaited on any more, then
    // lose their middle, never their ends (issue 24).
    const end = fitTwoLinesWithNames(ctx, (cut) => endTitle(locale, view, cut), PHONE.w - 2 * PAD, 24, true);
    end.lines.forEach((text, i) => textAt(ctx, text, PAD, 52 + i * 34, end.size, THEME.panelText, true));
  } else {
    const text = fitNames(ctx, (cut) => phaseLabel(locale, view, cut), PHONE.w - 2 * PAD, 24, true);
    textAt(ctx, text, PAD, 52, 24, THEME.panelText, true);
  }
  waitingLine(ctx, view, 86);
  guildMasterLine(ctx, view, 122);
}

function waitingLine(ctx: Ctx, view: PublicView, y: number): void {
  const blocking = blockingWaits(view);
  if (blocking.length === 0) return;
  let x = textEnd(ctx, say(ctx, 'board.waiting'), PAD, y, 20, THEME.panelMuted) + 8;
  for (const a of blocking) {
    playerBadge(ctx, view.players[a.player].color, x + 13, y, 26);
    x += 30;
  }
  const decision = decisionLabel(localeFor(ctx), blocking[0].decision, view);
  const text = fitNames(
    ctx,
    (cut) =>
      blocking.length === 1
        ? say(ctx, 'board.waitingFor', { player: cut(view.players[blocking[0].player].name), decision })
        : decision,
    PHONE.w - PAD - x - 4,
    22,
    true,
  );
  textAt(ctx, text, x + 4, y, 22, THEME.highlight, true);
}

function guildMasterLine(ctx: Ctx, view: PublicView, y: number): void {
  gmBadge(ctx, PAD + 21, y, 30);
  const steps = Math.min(view.guildMaster.steps, GAME_END_STEPS);
  const here = say(ctx, 'board.guildMasterIn', { city: cityWord(ctx, view.guildMaster.city) });
  let x = textEnd(ctx, here, PAD + 48, y, 20, THEME.panelText, true) + 12;
  x = textEnd(
    ctx,
    say(ctx, 'board.progress', { steps, end: GAME_END_STEPS }),
    x,
    y,
    20,
    THEME.highlight,
    true,
  );
  if (view.phase.kind === 'ended') return;
  const [one, two] = guildMasterTargets(view);
  const next = say(ctx, 'board.guildMasterNext', { one: cityWord(ctx, one), two: cityWord(ctx, two) });
  textRight(ctx, fit(ctx, next, PHONE.w - PAD - x - 14, 18, false), PHONE.w - PAD, y, 18, THEME.panelMuted);
}

/** The guild master as a gold tag reading GM: large enough to read on a phone. */
export function gmBadge(ctx: Ctx, x: number, y: number, size: number): void {
  roundRect(ctx, x - size * 0.7, y - size / 2, size * 1.4, size, size / 2);
  ctx.fillStyle = THEME.guildMaster;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = THEME.ink;
  ctx.stroke();
  centredText(ctx, say(ctx, 'board.piece.guildMaster'), x, y, size * 0.6, THEME.ink);
}
