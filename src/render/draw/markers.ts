// Route markers: a square in the colour of the city of its number (K-3), with the number
// itself large, so the colour is never the only cue. Face-down markers show "?".
import { markerGood } from '../../engine/view';
import { GOOD_STYLE, THEME } from '../theme';
import { centredText, roundRect, type Ctx, fillAndStroke } from './context';

export function markerSquare(ctx: Ctx, value: number | null, x: number, y: number, size: number): void {
  roundRect(ctx, x, y, size, size, size * 0.16);
  if (value === null) {
    fillAndStroke(ctx, THEME.faceDown, THEME.ink, 1.5);
    centredText(ctx, '?', x + size / 2, y + size / 2, size * 0.72, '#ffffff');
    return;
  }
  const style = GOOD_STYLE[markerGood(value)];
  fillAndStroke(ctx, style.fill, style.edge, 1.5);
  centredText(ctx, String(value), x + size / 2, y + size / 2, size * 0.72, style.text);
}

/** A face-down marker that this viewer knows (hand image): the value, marked as hidden. */
export function knownMarkerSquare(ctx: Ctx, value: number, x: number, y: number, size: number): void {
  markerSquare(ctx, value, x, y, size);
  roundRect(ctx, x - 2, y - 2, size + 4, size + 4, size * 0.2);
  ctx.setLineDash([4, 3]);
  ctx.lineWidth = 2;
  ctx.strokeStyle = THEME.faceDown;
  ctx.stroke();
  ctx.setLineDash([]);
}
