// The key, on the empty Scandinavian land at top left (no city card there): goods and their
// VP, a face-down route, the order squares and the guild master's next cities in one column;
// offices, raid markers and bonus chits (VP, DP, cost, the tiles' abbreviations) in the other.
// Below it, on the land left of Stockholm, the END track: how the game ends.
// Static, so it lives in the cached layer; at game end the banner takes the key's place.
import { CHITS, WINNING_DP, GAME_END_STEPS, GOODS, GOOD_VP } from '../../engine/view';
import {
  centredText,
  fit,
  roundRect,
  textAt,
  textEnd,
  textWidth,
  wrap,
  type Ctx,
  fillAndStroke,
} from '../draw/context';
import { goodIcon } from '../draw/goods';
import { endMarkerIcon } from '../draw/guild-master';
import { markerSquare } from '../draw/markers';
import { officeIcon, raidFlag } from '../draw/players';
import { chitTileWord, goodWord, say, sayCount } from '../draw/words';
import type { PlainKey } from '../../i18n/index';
import { chitTile } from '../panel/players';
import { THEME } from '../theme';

export const LEGEND_BOX = { x: 8, y: 8, w: 394, h: 140 } as const;
const A = LEGEND_BOX.x + 10;
const B = LEGEND_BOX.x + 170;
const B_END = LEGEND_BOX.x + LEGEND_BOX.w - 8;
const ROW = 19;
const TOP = LEGEND_BOX.y + 14;
/** Under the key's left column only: Stockholm's card starts right of it. */
export const TRACK_BOX = { x: LEGEND_BOX.x, y: LEGEND_BOX.y + LEGEND_BOX.h + 6, w: 162 } as const;
const TRACK_ROW = 16;
/** The most the box may take (harbour plates keep clear of it): lines beyond are dropped. */
export const TRACK_BOX_MAX_H = 150;

export function legend(ctx: Ctx): void {
  roundRect(ctx, LEGEND_BOX.x, LEGEND_BOX.y, LEGEND_BOX.w, LEGEND_BOX.h, 8);
  fillAndStroke(ctx, 'rgba(253,250,242,0.88)', THEME.cardEdge, 1);
  goodsColumn(ctx);
  piecesColumn(ctx);
  endTrack(ctx);
}

/** The 18-step track: the END tag, then the rule wrapped to the box (its height follows the words). */
function endTrack(ctx: Ctx): void {
  const { x, y, w } = TRACK_BOX;
  const rule = say(ctx, 'board.legend.trackRule', { end: GAME_END_STEPS, dp: WINNING_DP });
  const room = Math.floor((TRACK_BOX_MAX_H - 14 - ROW) / TRACK_ROW);
  const lines = wrap(ctx, rule, w - 18, 13).slice(0, room);
  const h = 14 + ROW + lines.length * TRACK_ROW;
  roundRect(ctx, x, y, w, h, 8);
  fillAndStroke(ctx, 'rgba(253,250,242,0.88)', THEME.cardEdge, 1);
  endMarkerIcon(ctx, A + 14, y + 16, 18);
  const title = sayCount(ctx, 'board.legend.track', GAME_END_STEPS);
  textAt(ctx, fit(ctx, title, w - 50, 13, true), A + 32, y + 16, 13, THEME.ink, true);
  lines.forEach((text, i) => textAt(ctx, text, A, y + 16 + ROW + i * TRACK_ROW, 13, THEME.muted));
}

function goodsColumn(ctx: Ctx): void {
  textAt(ctx, say(ctx, 'board.legend.title'), A, TOP, 13, THEME.muted, true);
  const labels = GOODS.map((good) =>
    say(ctx, 'board.legend.good', { good: goodWord(ctx, good), vp: GOOD_VP[good] }),
  );
  const { size, column } = goodsLayout(ctx, labels);
  // English's step where both columns fit at it; else the second column moves right past the
  // first's widest label, or left to make room for its own.
  const [left, right] = [0, 1].map((c) => columnWidth(ctx, labels, c, size, column)) as [number, number];
  const step = Math.max(
    left + GOODS_TEXT + GOODS_GAP,
    Math.min(GOODS_STEP, GOODS_END - (A + 6) - GOODS_TEXT - right),
  );
  GOODS.forEach((good, i) => {
    const x = A + 6 + column(i) * step;
    const y = TOP + ROW + 2 + (column === byRows ? Math.floor(i / 2) : i % 2) * ROW;
    goodIcon(ctx, good, x, y, 13);
    const room = column(i) ? GOODS_END - x - GOODS_TEXT : step - GOODS_TEXT - GOODS_GAP;
    textAt(ctx, fit(ctx, labels[i] ?? '', room, size, false), x + GOODS_TEXT, y, size, THEME.ink);
  });
  let y = TOP + 3 * ROW + 8;
  // 19 units: its "?" stays 6.5 px at the 550 px a channel shows, like every word.
  markerSquare(ctx, null, A - 0.5, y - 9.5, 19);
  line(ctx, 'board.legend.faceDown', A + 24, y, B - A - 30);
  y += ROW + 3;
  roundRect(ctx, A, y - 9, 18, 18, 3);
  ctx.fillStyle = THEME.ink;
  ctx.fill();
  centredText(ctx, '1', A + 9, y, 13, THEME.paper);
  line(ctx, 'board.legend.order', A + 24, y, B - A - 30);
  y += ROW + 3;
  for (const [i, x] of [A + 8, A + 26].entries()) {
    ctx.beginPath();
    ctx.arc(x, y, 8.5, 0, Math.PI * 2);
    fillAndStroke(ctx, THEME.guildMaster, THEME.ink, 1.2);
    centredText(ctx, String(i + 1), x, y, 13, THEME.ink);
  }
  line(ctx, 'board.legend.guildMaster', A + 40, y, B - A - 46);
}

/**
 * Where a good's label starts right of its icon; the least gap from a label to the next icon's
 * centre (half the 13-unit icon and some air); English's column step.
 */
const GOODS_TEXT = 11;
const GOODS_GAP = 11;
const GOODS_STEP = 76;
/** The goods' two columns end where the left column's other rows do. */
const GOODS_END = B - 6;

/** Which column (0: left, 1: right) a good stands in: two by two along the rows, or down the columns. */
type Column = (i: number) => number;
const byRows: Column = (i) => i % 2;
const byColumns: Column = (i) => Math.floor(i / 2);

/**
 * The largest size, from 14 down to 12, at which both columns of goods fit whole: longer
 * words ("Bernstein 5", "fourrure 3") shrink a little rather than lose letters. Before a size
 * under 13 (6.5 px at the 550 px a channel shows), the goods go down the columns instead, which
 * puts Italian's two longest ("minerale 1", "pelliccia 3") in one column.
 */
function goodsLayout(ctx: Ctx, labels: readonly string[]): { size: number; column: Column } {
  const room = GOODS_END - (A + 6) - 2 * GOODS_TEXT - GOODS_GAP;
  const fits = (size: number, column: Column) =>
    columnWidth(ctx, labels, 0, size, column) + columnWidth(ctx, labels, 1, size, column) <= room;
  for (const size of [14, 13.5, 13]) if (fits(size, byRows)) return { size, column: byRows };
  for (const size of [14, 13.5, 13]) if (fits(size, byColumns)) return { size, column: byColumns };
  return { size: fits(12.5, byRows) ? 12.5 : 12, column: byRows };
}

/** The widest label of one column (0: left, 1: right) at a size. */
function columnWidth(ctx: Ctx, labels: readonly string[], c: number, size: number, column: Column): number {
  return Math.max(...labels.filter((_, i) => column(i) === c).map((text) => textWidth(ctx, text, size)));
}

function piecesColumn(ctx: Ctx): void {
  let y = TOP;
  officeIcon(ctx, 'red', B + 8, y, 16);
  line(ctx, 'board.legend.office', B + 22, y, B_END - B - 22, true);
  // From under the icon: K-40's cost needs the room ("3 goods it lacks + 1–2 of its markers").
  line(ctx, 'board.legend.officeCost', B + 2, (y += ROW), B_END - B - 2);
  raidFlag(ctx, 'red', B + 8, (y += ROW + 2), 20);
  line(ctx, 'board.legend.raid', B + 22, y, B_END - B - 22, true);
  line(ctx, 'board.legend.raidNote', B + 22, (y += ROW), B_END - B - 22);
  const tileEnd = chitTile(ctx, chitTileWord(ctx, 'threeToOne'), B, (y += ROW + 2)) + 6;
  line(ctx, 'board.legend.chit', tileEnd, y, B_END - tileEnd, true);
  // The tiles' abbreviations, two to a line, as the panel shows them.
  CHITS.forEach((chit, i) => {
    const x = B + (i % 2) * 96;
    const cy = y + ROW + Math.floor(i / 2) * ROW;
    const end = chitTile(ctx, chitTileWord(ctx, chit), x, cy) + 4;
    const room = (i % 2 ? B_END : x + 92) - end;
    textEnd(ctx, fit(ctx, say(ctx, `board.legend.chit.${chit}`), room, 13, false), end, cy, 13, THEME.ink);
  });
}

function line(ctx: Ctx, key: PlainKey, x: number, y: number, room: number, bold = false): void {
  textAt(ctx, fit(ctx, say(ctx, key), room, 13, bold), x, y, 13, bold ? THEME.ink : THEME.muted, bold);
}
