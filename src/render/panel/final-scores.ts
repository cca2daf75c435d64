// At game end the player rows give way to the final table (K-51), best first.
import type { SharedView, Score } from '../../engine/view';
import { fit, textAt, textRight, type Ctx } from '../draw/context';
import { playerBadge } from '../draw/players';
import { PANEL } from '../layout';
import { THEME } from '../theme';
import { placing } from './placing';
import { PAD } from './status';
import { say } from '../draw/words';
import type { PlainKey } from '../../i18n/index';
import { fitWithNames } from '../draw/names';

/** Right edges relative to the panel; goods is their VP, the rest are counts (K-51). */
const COLUMNS: { title: PlainKey; right: number; get: (s: Score) => number }[] = [
  { title: 'board.column.vp', right: 162, get: (s) => s.vp },
  { title: 'board.column.dp', right: 190, get: (s) => s.dp },
  { title: 'board.column.offices', right: 236, get: (s) => s.offices },
  { title: 'board.column.chits', right: 272, get: (s) => s.chits },
  { title: 'board.column.raids', right: 306, get: (s) => s.raidsInHand },
  { title: 'board.column.goods', right: 366, get: (s) => s.goodsVp },
];

export function drawFinalScores(ctx: Ctx, view: SharedView, y: number): number {
  if (view.phase.kind !== 'ended') return y;
  const x = PANEL.x + PAD;
  textAt(ctx, say(ctx, 'board.finalScore'), x, y + 10, 16, THEME.panelMuted);
  // A heading longer than its column (another language's word) is cut, never run into the next.
  COLUMNS.forEach((c, i) => {
    const room = c.right - (i === 0 ? c.right - 40 : COLUMNS[i - 1].right) - 4;
    textRight(
      ctx,
      fit(ctx, say(ctx, c.title), room, 13, false),
      PANEL.x + c.right,
      y + 10,
      13,
      THEME.panelMuted,
    );
  });
  y += 42;
  const rows = placing(view);
  // Issue 24: a name that would be cut to a few letters in its column ("Maxi…rst") gets a line
  // of its own across the panel, the numbers below it; every row then does, so they line up.
  const tall = rows.some((score) => !fitsInColumn(ctx, view, score));
  for (const score of rows) y = tall ? drawTallRow(ctx, view, score, y) : drawRow(ctx, view, score, y);
  textAt(
    ctx,
    fit(ctx, say(ctx, 'board.finalNote'), PANEL.w - 2 * PAD, 13, false),
    x,
    y,
    13,
    THEME.panelMuted,
  );
  return y + 22;
}

type Placed = ReturnType<typeof placing>[number];

/** Room for a name between the badge and the VP column; the panel's width on a row of its own. */
const NAME_COLUMN = 76;
const NAME_LINE = PANEL.w - 2 * PAD - 42;

/** The name as its row says it: the winner's with its star, cut as `cut` says. */
function nameLine(ctx: Ctx, view: SharedView, score: Placed) {
  const name = view.players[score.player].name;
  return (cut: (name: string) => string) =>
    score.won ? say(ctx, 'board.winner', { player: cut(name) }) : cut(name);
}

function fitsInColumn(ctx: Ctx, view: SharedView, score: Placed): boolean {
  const make = nameLine(ctx, view, score);
  return fitWithNames(ctx, make, NAME_COLUMN, 17, true).text === make((n) => n);
}

/** Place, badge and name on one line from `y`, the name in `room`. */
function drawName(ctx: Ctx, view: SharedView, score: Placed, y: number, room: number): void {
  const x = PANEL.x + PAD;
  textRight(ctx, say(ctx, 'board.place', { place: score.place }), x + 14, y, 16, THEME.panelMuted, true);
  playerBadge(ctx, view.players[score.player].color, x + 28, y, 22);
  const name = fitWithNames(ctx, nameLine(ctx, view, score), room, 17, true);
  textAt(ctx, name.text, x + 42, y, name.size, score.won ? THEME.highlight : THEME.panelText, true);
}

function drawNumbers(ctx: Ctx, score: Score, y: number): void {
  for (const c of COLUMNS) {
    const vp = c.title === 'board.column.vp';
    textRight(ctx, String(c.get(score)), PANEL.x + c.right, y, vp ? 18 : 16, THEME.panelText, vp);
  }
}

function highlight(ctx: Ctx, score: Placed, top: number, height: number): void {
  if (!score.won) return;
  ctx.fillStyle = THEME.rowActive;
  ctx.fillRect(PANEL.x + 8, top, PANEL.w - 16, height);
}

/** One player's row: name and numbers on one line. */
function drawRow(ctx: Ctx, view: SharedView, score: Placed, y: number): number {
  highlight(ctx, score, y - 16, 32);
  drawName(ctx, view, score, y, NAME_COLUMN);
  drawNumbers(ctx, score, y);
  return y + 32;
}

/** One player's row on two lines: the name across the panel, the numbers under it. */
function drawTallRow(ctx: Ctx, view: SharedView, score: Placed, y: number): number {
  highlight(ctx, score, y - 14, 48);
  drawName(ctx, view, score, y, NAME_LINE);
  drawNumbers(ctx, score, y + 21);
  return y + 50;
}
