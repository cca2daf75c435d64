// Chart furniture drawn once into the background: the sea's name and a compass rose on the
// empty Scandinavian land at top left.
import { fillAndStroke } from '../draw/context';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../fonts';

export function seaName(ctx: SKRSContext2D): void {
  ctx.save();
  ctx.font = font(21, true);
  ctx.letterSpacing = '8px';
  ctx.fillStyle = 'rgba(60,100,130,0.30)';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.translate(352, 468);
  ctx.rotate(-0.1);
  ctx.fillText('MARE BALTICUM', 0, 0);
  ctx.restore();
}

/** An eight-point compass rose; north is up in the projection's centre. */
export function compassRose(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.save();
  ctx.translate(x, y);
  for (let i = 0; i < 8; i++) {
    const long = i % 2 === 0;
    const len = long ? r : r * 0.55;
    ctx.save();
    ctx.rotate((i * Math.PI) / 4);
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(0, -len);
      ctx.lineTo(side * len * 0.18, -len * 0.3);
      ctx.closePath();
      fillAndStroke(
        ctx,
        side < 0 ? 'rgba(90,75,50,0.55)' : 'rgba(250,246,235,0.9)',
        'rgba(90,75,50,0.7)',
        0.8,
      );
    }
    ctx.restore();
  }
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.62, 0, Math.PI * 2);
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(90,75,50,0.45)';
  ctx.stroke();
  ctx.font = font(15, true);
  ctx.fillStyle = 'rgba(90,75,50,0.85)';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('N', 0, -r - 11);
  ctx.restore();
}
