// The last public log lines, newest at the bottom, filling what room the panel has left. A
// long line wraps onto a second, indented, rather than losing its end ("moved the guild master
// to Copenhagen (…"); only what would need a third line is cut.
import type { PublicView } from '../../engine/view';
import { fit, textAt, wrap, type Ctx } from '../draw/context';
import { PANEL } from '../layout';
import { formatLog } from '../../i18n/index';
import { THEME } from '../theme';
import { PAD } from './status';
import { localeFor, say } from '../draw/words';

const LINE = 20;
const SIZE = 16;
const INDENT = 14;

export function drawLog(ctx: Ctx, view: PublicView, y: number): void {
  const room = Math.floor((PANEL.y + PANEL.h - 10 - y - 24) / LINE);
  if (room < 1) return;
  const x = PANEL.x + PAD;
  const width = PANEL.w - 2 * PAD;
  ctx.fillStyle = 'rgba(255,255,255,0.15)';
  ctx.fillRect(x, y, width, 1);
  textAt(ctx, say(ctx, 'board.log'), x, y + 14, 15, THEME.panelMuted);
  const name = (i: number) => view.players[i]?.name ?? `#${i}`;
  // A cog's consecutive moves read as one voyage line.
  const entries = formatLog(view.log, name, localeFor(ctx));
  const rows: { text: string; indent: boolean; newest: boolean }[] = [];
  for (let i = entries.length - 1; i >= 0 && rows.length < room; i--) {
    const lines = twoLines(ctx, entries[i], width);
    // An older entry that would need more room than is left is left out, not cut short.
    if (rows.length + lines.length > room) break;
    const newest = i === entries.length - 1;
    rows.unshift(...lines.map((text, j) => ({ text, indent: j > 0, newest })));
  }
  rows.forEach((row, i) => {
    const colour = row.newest ? THEME.panelText : THEME.panelMuted;
    textAt(ctx, row.text, x + (row.indent ? INDENT : 0), y + 36 + i * LINE, SIZE, colour);
  });
}

/** One entry on at most two lines, the second indented. */
function twoLines(ctx: Ctx, text: string, width: number): string[] {
  const [first, ...rest] = wrap(ctx, text, width, SIZE);
  if (rest.length === 0) return [first];
  return [first, fit(ctx, rest.join(' '), width - INDENT, SIZE, false)];
}
