// Players' names fitted to their room without losing what tells seats apart (issue 24): a
// long name first shrinks (by default down to 3/4 of its size), and only then is cut, in the middle, so
// "Maximilian … the First" and "… the Second" keep both their starts and their ends.
import { textWidth, wrap, type Ctx } from './context';

export interface Fitted {
  text: string;
  size: number;
}

/** The name cut to `keep` characters in all, its middle replaced by an ellipsis. */
export function middleCut(name: string, keep: number): string {
  const chars = [...name];
  if (chars.length <= keep) return name;
  const head = Math.ceil((keep - 1) / 2);
  const tail = Math.max(1, keep - 1 - head);
  return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - tail).join('')}`;
}

/**
 * A line with names in it (`make` puts them in, cut as asked) at the largest size from `size`
 * down to 3/4 of it at which it fits; failing that, at the smallest, the names cut shorter
 * in the middle until it does.
 */
export function fitWithNames(
  ctx: Ctx,
  make: (cut: (name: string) => string) => string,
  max: number,
  size: number,
  bold: boolean,
  minScale = 0.75,
): Fitted {
  const whole = make((n) => n);
  const smallest = Math.ceil(size * minScale);
  for (let s = size; s >= smallest; s -= 1)
    if (textWidth(ctx, whole, s, bold) <= max) return { text: whole, size: s };
  for (let keep = 40; keep >= 3; keep -= 1) {
    const text = make((n) => middleCut(n, keep));
    if (textWidth(ctx, text, smallest, bold) <= max) return { text, size: smallest };
  }
  return { text: make((n) => middleCut(n, 3)), size: smallest };
}

/** One player's name in its room. */
export function fitName(
  ctx: Ctx,
  name: string,
  max: number,
  size: number,
  bold: boolean,
  minScale = 0.75,
): Fitted {
  return fitWithNames(ctx, (cut) => cut(name), max, size, bold, minScale);
}

export interface FittedLines {
  lines: string[];
  size: number;
}

/**
 * Like `fitWithNames`, for a place with room for two lines: the line shrinks to its smallest
 * size, then wraps onto two whole lines, and only then are the names cut in the middle.
 */
export function fitTwoLinesWithNames(
  ctx: Ctx,
  make: (cut: (name: string) => string) => string,
  max: number,
  size: number,
  bold: boolean,
  minScale = 0.75,
): FittedLines {
  const one = fitWithNames(ctx, make, max, size, bold, minScale);
  if (one.text === make((n) => n)) return { lines: [one.text], size: one.size };
  const whole = (text: string) => {
    const lines = wrap(ctx, text, max, one.size, bold);
    return lines.length <= 2 && lines.join(' ') === text ? lines : null;
  };
  const uncut = whole(make((n) => n));
  if (uncut) return { lines: uncut, size: one.size };
  for (let keep = 60; keep >= 3; keep -= 1) {
    const lines = whole(make((n) => middleCut(n, keep)));
    if (lines) return { lines, size: one.size };
  }
  return { lines: [one.text], size: one.size };
}
