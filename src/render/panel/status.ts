// Top of the side panel: round, phase, who must decide, and the guild master's progress.
import { GAME_END_STEPS, type SharedView } from '../../engine/view';
import { fit, fitNames, textAt, textEnd, textRight, type Ctx, fillAndStroke } from '../draw/context';
import { fitTwoLinesWithNames } from '../draw/names';
import { playerBadge } from '../draw/players';
import { PANEL } from '../layout';
import type { BoardOptions } from '../options';
import { THEME } from '../theme';
import { advancedRules, blockingWaits, decisionLabel, phaseLabel, roundLabel } from './labels';
import { cityWord, localeFor, say } from '../draw/words';

export const PAD = 16;

export function drawStatus(ctx: Ctx, view: SharedView, y: number, options: BoardOptions): number {
  const x = PANEL.x + PAD;
  // The game's name or number as players know it (the state version would mean nothing to them).
  const title = options.label
    ? say(ctx, 'board.title.game', { game: options.label })
    : say(ctx, 'board.title');
  textAt(ctx, fit(ctx, title, 230, 16, true), x, y + 14, 16, THEME.panelMuted, true);
  textRight(
    ctx,
    roundLabel(localeFor(ctx), view),
    PANEL.x + PANEL.w - PAD,
    y + 14,
    22,
    THEME.panelText,
    true,
  );
  y = rulesLine(ctx, view, y);
  textAt(
    ctx,
    fitNames(ctx, (cut) => phaseLabel(localeFor(ctx), view, cut), PANEL.w - 2 * PAD, 20, true),
    x,
    y + 44,
    20,
    THEME.panelText,
    true,
  );
  y = waiting(ctx, view, y + 72);
  y = offers(ctx, view, y);
  return progress(ctx, view, y + 4);
}

/** K-70 … K-73: under the title, the advanced rules in play; the base game has no such line. */
function rulesLine(ctx: Ctx, view: SharedView, y: number): number {
  const rules = advancedRules(localeFor(ctx), view, true);
  if (rules.length === 0) return y;
  const text = say(ctx, 'board.rules', { rules: rules.join(' · ') });
  textAt(ctx, fit(ctx, text, PANEL.w - 2 * PAD, 15, false), PANEL.x + PAD, y + 36, 15, THEME.highlight);
  return y + 20;
}

/**
 * Who the game waits for and on what. German and French say "move the raider's cog" in far
 * more room than the panel's width beside the label: the line shrinks a little, then wraps
 * onto a second line, and only then are names cut; the decision itself is never cut.
 */
function waiting(ctx: Ctx, view: SharedView, y: number): number {
  const blocking = blockingWaits(view);
  if (blocking.length === 0) return y - 10;
  let x = PANEL.x + PAD;
  x = textEnd(ctx, say(ctx, 'board.waiting'), x, y, 16, THEME.panelMuted) + 8;
  // Several players only while start cities are chosen in secret; then names would not fit.
  for (const a of blocking) {
    playerBadge(ctx, view.players[a.player].color, x + 11, y, 22);
    x += 27;
  }
  const decision = decisionLabel(localeFor(ctx), blocking[0].decision, view);
  const name = view.players[blocking[0].player].name;
  const { lines, size } = fitTwoLinesWithNames(
    ctx,
    (cut) => (blocking.length > 1 ? decision : say(ctx, 'board.waitingFor', { player: cut(name), decision })),
    PANEL.x + PANEL.w - PAD - (x + 2),
    17,
    true,
    WAITING_MIN_SCALE,
  );
  lines.forEach((line, i) => textAt(ctx, line, x + 2, y + i * WAITING_LINE, size, THEME.highlight, true));
  return y + 26 + (lines.length - 1) * WAITING_LINE;
}

/** The waiting line shrinks at most to 15 px (the panel's smallest words) before it wraps. */
const WAITING_MIN_SCALE = 15 / 17;
const WAITING_LINE = 21;

/** Open trade offers (K-46): who offered whom; the terms are private to the two. */
function offers(ctx: Ctx, view: SharedView, y: number): number {
  if (view.offers.length === 0) return y;
  const name = (i: number) => view.players[i].name;
  const list = view.offers
    .map((o) => say(ctx, 'board.offer', { from: name(o.from), to: name(o.to) }))
    .join(', ');
  textAt(
    ctx,
    fit(ctx, say(ctx, 'board.offers', { offers: list }), PANEL.w - 2 * PAD, 15, false),
    PANEL.x + PAD,
    y,
    15,
    THEME.panelMuted,
  );
  return y + 22;
}

/** K-26: 18 pips, one per city the guild master passes; the game ends at the last. */
function progress(ctx: Ctx, view: SharedView, y: number): number {
  const x = PANEL.x + PAD;
  const steps = Math.min(view.guildMaster.steps, GAME_END_STEPS);
  // Where he stands, named: the ring on the map shows it, the panel says it.
  const where = say(ctx, 'board.guildMasterIn', { city: cityWord(ctx, view.guildMaster.city) });
  textAt(ctx, fit(ctx, where, 240, 16, false), x, y + 8, 16, THEME.panelMuted);
  textRight(
    ctx,
    say(ctx, 'board.progress', { steps, end: GAME_END_STEPS }),
    PANEL.x + PANEL.w - PAD,
    y + 8,
    16,
    THEME.panelText,
    true,
  );
  const pip = (PANEL.w - 2 * PAD) / GAME_END_STEPS;
  for (let i = 0; i < GAME_END_STEPS; i++) {
    const cx = x + pip * i + pip / 2 + (i >= GAME_END_STEPS / 2 ? 1 : -1);
    ctx.beginPath();
    ctx.arc(cx, y + 30, pip * 0.36, 0, Math.PI * 2);
    fillAndStroke(
      ctx,
      i < steps ? THEME.guildMaster : 'rgba(255,255,255,0.12)',
      i < steps ? '#f5dc9a' : 'rgba(255,255,255,0.35)',
      1,
    );
  }
  return y + 48;
}
