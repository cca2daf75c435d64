// Records the shapes the renderer paints, as drawn-text.ts records its words: every fill and
// stroke with its colour, alpha, line width and dash, and the points of the path it paints
// (in image pixels), by wrapping the canvas context's path and paint calls for one drawing.
import { Canvas, type SKRSContext2D } from '@napi-rs/canvas';

export interface DrawnShape {
  op: 'fill' | 'stroke';
  colour: string;
  alpha: number;
  lineWidth: number;
  dashed: boolean;
  /** The path's points in image pixels: moveTo, lineTo and curve ends, arc centres. */
  points: [number, number][];
}

type Proto = SKRSContext2D & Record<string, unknown>;

export function recordShapes(draw: () => unknown): DrawnShape[] {
  const proto = Object.getPrototypeOf(new Canvas(1, 1).getContext('2d')) as Proto;
  const paths = new WeakMap<object, [number, number][]>();
  const drawn: DrawnShape[] = [];
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  const wrap = (name: string, before: (ctx: SKRSContext2D, args: number[]) => void) => {
    const original = proto[name] as (...args: unknown[]) => unknown;
    originals.set(name, original);
    proto[name] = function (this: SKRSContext2D, ...args: unknown[]) {
      before(this, args as number[]);
      return original.apply(this, args);
    };
  };
  const add = (ctx: SKRSContext2D, x: number, y: number) => {
    const m = ctx.getTransform();
    const list = paths.get(ctx) ?? [];
    list.push([m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f]);
    paths.set(ctx, list);
  };
  wrap('beginPath', (ctx) => paths.set(ctx, []));
  wrap('moveTo', (ctx, [x, y]) => add(ctx, x, y));
  wrap('lineTo', (ctx, [x, y]) => add(ctx, x, y));
  wrap('quadraticCurveTo', (ctx, [, , x, y]) => add(ctx, x, y));
  wrap('bezierCurveTo', (ctx, [, , , , x, y]) => add(ctx, x, y));
  wrap('arc', (ctx, [x, y]) => add(ctx, x, y));
  const paint = (op: DrawnShape['op']) => (ctx: SKRSContext2D) =>
    drawn.push({
      op,
      colour: String(op === 'fill' ? ctx.fillStyle : ctx.strokeStyle),
      alpha: ctx.globalAlpha,
      lineWidth: ctx.lineWidth,
      dashed: ctx.getLineDash().length > 0,
      points: [...(paths.get(ctx) ?? [])],
    });
  wrap('fill', paint('fill'));
  wrap('stroke', paint('stroke'));
  try {
    draw();
  } finally {
    for (const [name, original] of originals) proto[name] = original;
  }
  return drawn;
}
