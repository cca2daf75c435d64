// Records every piece of text the renderer draws, with its size in image pixels, by wrapping
// the canvas context's fillText for the duration of one drawing.
import { Canvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface DrawnText {
  text: string;
  /** The font's size in pixels of the finished image (the context's scale applied). */
  px: number;
  /** Width of the image it was drawn on. */
  imageWidth: number;
}

export function recordText(draw: () => unknown): DrawnText[] {
  const proto = Object.getPrototypeOf(new Canvas(1, 1).getContext('2d')) as SKRSContext2D;
  const original = proto.fillText;
  const drawn: DrawnText[] = [];
  proto.fillText = function (this: SKRSContext2D, text: string, x: number, y: number, maxWidth?: number) {
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? NaN);
    const { a, b } = this.getTransform();
    drawn.push({ text, px: size * Math.hypot(a, b), imageWidth: this.canvas.width });
    return maxWidth === undefined ? original.call(this, text, x, y) : original.call(this, text, x, y, maxWidth);
  };
  try {
    draw();
  } finally {
    proto.fillText = original;
  }
  return drawn;
}
