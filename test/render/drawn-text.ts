// Records every piece of text the renderer draws, with its size and box in pixels of the
// finished image, by wrapping the canvas context's fillText for the duration of one drawing.
import { Canvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface DrawnText {
  text: string;
  /** The font's size in pixels of the finished image (the context's scale applied). */
  px: number;
  /** Width of the image it was drawn on. */
  imageWidth: number;
  /** The text's box in image pixels: left, top, right, bottom (height taken as the font size). */
  box: [number, number, number, number];
}

export function recordText(draw: () => unknown): DrawnText[] {
  const proto = Object.getPrototypeOf(new Canvas(1, 1).getContext('2d')) as SKRSContext2D;
  const original = proto.fillText;
  const drawn: DrawnText[] = [];
  proto.fillText = function (this: SKRSContext2D, text: string, x: number, y: number, maxWidth?: number) {
    drawn.push(describe(this, text, x, y));
    return maxWidth === undefined
      ? original.call(this, text, x, y)
      : original.call(this, text, x, y, maxWidth);
  };
  try {
    draw();
  } finally {
    proto.fillText = original;
  }
  return drawn;
}

function describe(ctx: SKRSContext2D, text: string, x: number, y: number): DrawnText {
  const size = Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? NaN);
  const m = ctx.getTransform();
  const scale = Math.hypot(m.a, m.b);
  const width = ctx.measureText(text).width;
  const left =
    ctx.textAlign === 'center'
      ? x - width / 2
      : ctx.textAlign === 'right' || ctx.textAlign === 'end'
        ? x - width
        : x;
  const top = ctx.textBaseline === 'middle' ? y - size / 2 : ctx.textBaseline === 'top' ? y : y - size;
  const at = (px: number, py: number) => [m.a * px + m.c * py + m.e, m.b * px + m.d * py + m.f];
  const [l, t] = at(left, top);
  const [r, b] = at(left + width, top + size);
  return {
    text,
    px: size * scale,
    imageWidth: ctx.canvas.width,
    box: [Math.min(l, r), Math.min(t, b), Math.max(l, r), Math.max(t, b)],
  };
}

/** Pairs of texts whose boxes overlap by more than `slack` pixels each way. */
export function overlaps(drawn: DrawnText[], slack = 1): string[] {
  const found: string[] = [];
  for (let i = 0; i < drawn.length; i++) {
    for (let j = i + 1; j < drawn.length; j++) {
      const [a, b] = [drawn[i].box, drawn[j].box];
      const across = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
      const down = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
      if (across > slack && down > slack) found.push(`"${drawn[i].text}" × "${drawn[j].text}"`);
    }
  }
  return found;
}
