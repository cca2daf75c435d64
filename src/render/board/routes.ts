// The route network: an arrow from each city to the target of each face-up route marker.
// Arrows bend to their left, so a route A→B and its return B→A never lie on one line.
import type { CityView } from '../../engine/index';
import type { Ctx } from '../draw/context';
import { cityPoint } from '../map/projection';
import { THEME } from '../theme';
import { PIN_RADIUS } from './city-frame';

const BEND = 0.16;
const HEAD = 13;

export function routeArrows(ctx: Ctx, cities: CityView[]): void {
  for (const city of cities) {
    for (const square of city.squares) {
      // A face-down square has no public target; a value equal to the city leads nowhere.
      if (square.value === null || !square.faceUp || square.value === city.id) continue;
      routeArrow(ctx, city.id, square.value);
    }
  }
}

function routeArrow(ctx: Ctx, from: number, to: number): void {
  const a = cityPoint(from);
  const b = cityPoint(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  // Control point off the midpoint, to the left of the direction of travel.
  const cx = (a.x + b.x) / 2 + dy * BEND;
  const cy = (a.y + b.y) / 2 - dx * BEND;
  const end = pointBefore(b, cx, cy, PIN_RADIUS + 2);
  const start = pointBefore(a, cx, cy, PIN_RADIUS);
  ctx.beginPath();
  ctx.moveTo(start.x, start.y);
  ctx.quadraticCurveTo(cx, cy, end.x, end.y);
  ctx.lineCap = 'round';
  // A pale casing under each line keeps crossing routes apart.
  ctx.lineWidth = 6;
  ctx.strokeStyle = THEME.routeCasing;
  ctx.stroke();
  ctx.lineWidth = len > 150 ? 2.6 : 2.2;
  ctx.strokeStyle = THEME.route;
  ctx.stroke();
  arrowHead(ctx, end, Math.atan2(end.y - cy, end.x - cx));
}

/** The point `gap` px from `p` towards the control point: where the curve leaves the pin. */
function pointBefore(p: { x: number; y: number }, cx: number, cy: number, gap: number) {
  const d = Math.hypot(cx - p.x, cy - p.y) || 1;
  return { x: p.x + ((cx - p.x) / d) * gap, y: p.y + ((cy - p.y) / d) * gap };
}

function arrowHead(ctx: Ctx, tip: { x: number; y: number }, angle: number): void {
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(tip.x - HEAD * Math.cos(angle - 0.42), tip.y - HEAD * Math.sin(angle - 0.42));
  ctx.lineTo(tip.x - HEAD * Math.cos(angle + 0.42), tip.y - HEAD * Math.sin(angle + 0.42));
  ctx.closePath();
  ctx.fillStyle = THEME.route;
  ctx.fill();
}
