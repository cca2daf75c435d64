// The last public log lines, newest at the bottom, filling what room the panel has left. A
// long line wraps onto a second, indented, rather than losing its end ("moved the guild master
// to Copenhagen (…"). An entry that two lines cannot hold has its players' names cut in the
// middle (issue 24: "Maximilian … the First" and "… the Second" stay apart), and only what
// would still need a third line is cut at its end.
import type { SharedView } from '../../engine/view';
import { fit, textAt, textWidth, wrap, type Ctx } from '../draw/context';
import { PANEL } from '../layout';
import { formatLog } from '../../i18n/index';
import { THEME } from '../theme';
import { PAD } from './status';
import { localeFor, say } from '../draw/words';
import { middleCut } from '../draw/names';

const LINE = 20;
const SIZE = 16;
const INDENT = 14;
/** How many characters of each name are kept, longest first, before an entry is cut at its end. */
const KEEPS = [40, 32, 24, 16, 12, 8];

export function drawLog(ctx: Ctx, view: SharedView, y: number): void {
  const room = Math.floor((PANEL.y + PANEL.h - 10 - y - 24) / LINE);
  if (room < 1) return;
  const x = PANEL.x + PAD;
  const width = PANEL.w - 2 * PAD;
  ctx.fillStyle = 'rgba(255,255,255,0.15)';
  ctx.fillRect(x, y, width, 1);
  textAt(ctx, say(ctx, 'board.log'), x, y + 14, 15, THEME.panelMuted);
  const entries = logEntries(view, localeFor(ctx));
  const rows: { text: string; indent: boolean; newest: boolean }[] = [];
  for (let i = entries().length - 1; i >= 0 && rows.length < room; i--) {
    const lines = twoLines(ctx, entryThatFits(ctx, entries, i, width), width);
    // An older entry that would need more room than is left is left out, not cut short.
    if (rows.length + lines.length > room) break;
    const newest = i === entries().length - 1;
    rows.unshift(...lines.map((text, j) => ({ text, indent: j > 0, newest })));
  }
  rows.forEach((row, i) => {
    const colour = row.newest ? THEME.panelText : THEME.panelMuted;
    textAt(ctx, row.text, x + (row.indent ? INDENT : 0), y + 36 + i * LINE, SIZE, colour);
  });
}

/** The log's entries with the names cut to `keep` characters (whole without `keep`), cached. */
function logEntries(view: SharedView, locale: string): (keep?: number) => string[] {
  const cache = new Map<number, string[]>();
  const name = (i: number) => view.players[i]?.name ?? `#${i}`;
  return (keep = Infinity) => {
    let entries = cache.get(keep);
    if (!entries) {
      const cut = keep === Infinity ? name : (i: number) => middleCut(name(i), keep);
      // A cog's consecutive moves read as one voyage line.
      entries = formatLog(view.log, cut, locale);
      cache.set(keep, entries);
    }
    return entries;
  };
}

/** Entry `i` with whole names if two lines hold it, else with the longest names cut that fit. */
function entryThatFits(ctx: Ctx, entries: (keep?: number) => string[], i: number, width: number): string {
  const whole = entries()[i];
  if (fitsTwoLines(ctx, whole, width)) return whole;
  for (const keep of KEEPS) {
    const cut = entries(keep)[i];
    if (cut !== undefined && fitsTwoLines(ctx, cut, width)) return cut;
  }
  return entries(KEEPS[KEEPS.length - 1])[i] ?? whole;
}

/** Whether `twoLines` shows the entry whole: no word cut on the first line, the rest fits the second. */
function fitsTwoLines(ctx: Ctx, text: string, width: number): boolean {
  const [first = '', ...rest] = wrap(ctx, text, width, SIZE);
  if (!text.startsWith(first)) return false;
  return rest.length === 0 || textWidth(ctx, rest.join(' '), SIZE, false) <= width - INDENT;
}

/** One entry on at most two lines, the second indented. */
function twoLines(ctx: Ctx, text: string, width: number): string[] {
  const [first, ...rest] = wrap(ctx, text, width, SIZE);
  if (rest.length === 0) return [first];
  return [first, fit(ctx, rest.join(' '), width - INDENT, SIZE, false)];
}
