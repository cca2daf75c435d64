// The canvas context type every drawing function takes, and small helpers they share.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font, needsFallbacks } from '../fonts';

export type Ctx = SKRSContext2D;

// Setting ctx.font parses the font string every time; a board sets it some 150 times, mostly
// to the value it already has. Remember the last one per context. Code that sets a font
// between save() and restore() must call forgetFont afterwards (restore brings back the old).
const currentFont = new WeakMap<Ctx, string>();

/** The font for `text`: the fallback fonts join only when it has characters DejaVu lacks. */
export function setFont(ctx: Ctx, size: number, bold = false, text = ''): void {
  const wanted = font(size, bold, needsFallbacks(text));
  if (currentFont.get(ctx) === wanted) return;
  ctx.font = wanted;
  currentFont.set(ctx, wanted);
}

export function forgetFont(ctx: Ctx): void {
  currentFont.delete(ctx);
}

export function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** One line of text, vertically centred on y, aligned at x. */
function text(
  ctx: Ctx,
  line: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  bold: boolean,
  align: CanvasTextAlign,
): void {
  setFont(ctx, size, bold, line);
  ctx.fillStyle = colour;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  // DejaVu's middle sits a little high: nudge it onto the optical centre.
  ctx.fillText(line, x, y + size * 0.04);
}

/** Text centred on (x, y), both ways. */
export function centredText(
  ctx: Ctx,
  line: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  bold = true,
): void {
  text(ctx, line, x, y, size, colour, bold, 'center');
}

/** Text starting at x, vertically centred on y. */
export function textAt(
  ctx: Ctx,
  line: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  bold = false,
): void {
  text(ctx, line, x, y, size, colour, bold, 'left');
}

/** As textAt, and returns the x just after the text (measuring costs as much as drawing). */
export function textEnd(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  bold = false,
): number {
  textAt(ctx, text, x, y, size, colour, bold);
  return x + ctx.measureText(text).width;
}

/** As textRight, and returns the x where the text starts (measuring costs as much as drawing). */
export function textStart(
  ctx: Ctx,
  text: string,
  right: number,
  y: number,
  size: number,
  colour: string,
  bold = false,
): number {
  textRight(ctx, text, right, y, size, colour, bold);
  return right - ctx.measureText(text).width;
}

/** Text ending at x, vertically centred on y. */
export function textRight(
  ctx: Ctx,
  line: string,
  x: number,
  y: number,
  size: number,
  colour: string,
  bold = false,
): void {
  text(ctx, line, x, y, size, colour, bold, 'right');
}

export function textWidth(ctx: Ctx, text: string, size: number, bold = false): number {
  setFont(ctx, size, bold, text);
  return ctx.measureText(text).width;
}

/** Cuts text to a width, with an ellipsis. */
export function fit(ctx: Ctx, text: string, max: number, size: number, bold: boolean): string {
  if (textWidth(ctx, text, size, bold) <= max) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(ctx, `${cut}…`, size, bold) > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Fills the current path, then outlines it: how most pieces on the board are painted. */
export function fillAndStroke(ctx: Ctx, fill: string, stroke: string, lineWidth: number): void {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = lineWidth;
  ctx.strokeStyle = stroke;
  ctx.stroke();
}

/** Shortens a name to at most `max` characters, with an ellipsis. */
export type NameCut = (name: string) => string;
const cutAt =
  (max: number): NameCut =>
  (name) =>
    [...name].length <= max ? name : `${[...name].slice(0, Math.max(1, max - 1)).join('')}…`;

/**
 * A line with players' names in it, fitted to a width by shortening the names first, so the
 * verb and the decision survive ("Maximilian…'s turn: acting" rather than "Maximilian the …").
 * `make` builds the line with names passed through the cut it is given.
 */
export function fitNames(
  ctx: Ctx,
  make: (cut: NameCut) => string,
  max: number,
  size: number,
  bold: boolean,
): string {
  for (const limit of [Infinity, 16, 12, 9, 6, 4]) {
    const line = make(cutAt(limit));
    if (textWidth(ctx, line, size, bold) <= max) return line;
  }
  return fit(ctx, make(cutAt(3)), max, size, bold);
}

/** Words wrapped to a width: as many lines as they need (a single long word is cut). */
export function wrap(ctx: Ctx, text: string, max: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(ctx, next, size, bold) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.map((l) => fit(ctx, l, max, size, bold));
}
