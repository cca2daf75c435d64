// The route network. Eighteen arrows of one weight were a tangle, so most are drawn faint
// (the city cards carry both route values anyway), each starting from a dot at the city it
// leaves; what a player follows is drawn strong: the moving cog's two routes in gold, and the
// last voyage in its player's colour, dashed, leg by leg.
// Arrows bend to their left, so a route A→B and its return B→A never lie on one line.
import type { CityView, SharedView } from '../../engine/view';
import type { Ctx } from '../draw/context';
import { cityPoint } from '../map/projection';
import { PLAYER_STYLE, THEME } from '../theme';
import { PIN_RADIUS } from './city-frame';
import { lastVoyage } from './last-move';

const BEND = 0.16;

interface Style {
  width: number;
  colour: string;
  casing: number;
  casingColour: string;
  head: number;
  dash?: number[];
}

const FAINT: Style = {
  width: 1.6,
  colour: 'rgba(29,39,51,0.42)',
  casing: 0,
  casingColour: '',
  head: 10,
};
const OPTION: Style = {
  width: 4,
  colour: THEME.highlight,
  casing: 7.5,
  casingColour: THEME.ink,
  head: 17,
};

export function routeArrows(ctx: Ctx, view: SharedView): void {
  const moving = movingCity(view);
  for (const city of view.cities) {
    if (city.id === moving) continue;
    for (const to of targets(city)) routeArrow(ctx, city.id, to, FAINT);
  }
  voyage(ctx, view);
  if (moving !== null) for (const to of targets(view.cities[moving])) routeArrow(ctx, moving, to, OPTION);
}

/** Where a city's face-up routes lead; a face-down square has no public target (K-60). */
function targets(city: CityView): number[] {
  return city.squares.flatMap((sq) =>
    sq.faceUp && sq.value !== null && sq.value !== city.id ? [sq.value] : [],
  );
}

/** The city of the cog that may still sail this turn, if any. */
function movingCity(view: SharedView): number | null {
  const phase = view.phase;
  if (phase.kind !== 'turn' || phase.acting || phase.raid) return null;
  return view.players[phase.player].cog;
}

/** The most recent voyage, leg by leg, in its player's colour (a blocked leg stayed put). */
function voyage(ctx: Ctx, view: SharedView): void {
  const last = lastVoyage(view);
  if (!last) return;
  const colour = PLAYER_STYLE[view.players[last.player].color].fill;
  const style: Style = { width: 4, colour, casing: 7, casingColour: '#ffffff', head: 15, dash: [9, 6] };
  for (const leg of last.legs) routeArrow(ctx, leg.from, leg.to, style);
}

/** The route's curve from city to city: its ends and its control point off the midpoint. */
function curve(from: number, to: number) {
  const a = cityPoint(from);
  const b = cityPoint(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  // Control point off the midpoint, to the left of the direction of travel.
  return { a, b, cx: (a.x + b.x) / 2 + dy * BEND, cy: (a.y + b.y) / 2 - dx * BEND };
}

/** The point `t` of the way along the route's arrow from `from` to `to` (0.5: its middle). */
export function routePoint(from: number, to: number, t: number): { x: number; y: number } {
  const { a, b, cx, cy } = curve(from, to);
  const u = 1 - t;
  return { x: u * u * a.x + 2 * u * t * cx + t * t * b.x, y: u * u * a.y + 2 * u * t * cy + t * t * b.y };
}

/** A route offered to the seat (issue 38): drawn as the moving cog's routes are, strong and gold. */
export function optionArrow(ctx: Ctx, from: number, to: number, dashed = false): void {
  routeArrow(ctx, from, to, dashed ? { ...OPTION, dash: [10, 6] } : OPTION);
}

function routeArrow(ctx: Ctx, from: number, to: number, style: Style): void {
  const { a, b, cx, cy } = curve(from, to);
  const end = pointBefore(b, cx, cy, PIN_RADIUS + 3);
  const start = pointBefore(a, cx, cy, PIN_RADIUS + 1);
  const headBase = pointBefore(end, cx, cy, style.head * 0.8);
  ctx.beginPath();
  ctx.moveTo(start.x, start.y);
  ctx.quadraticCurveTo(cx, cy, headBase.x, headBase.y);
  ctx.lineCap = 'round';
  ctx.setLineDash(style.dash ?? []);
  if (style.casing > 0) {
    ctx.lineWidth = style.casing;
    ctx.strokeStyle = style.casingColour;
    ctx.stroke();
  }
  ctx.lineWidth = style.width;
  ctx.strokeStyle = style.colour;
  ctx.stroke();
  ctx.setLineDash([]);
  // A dot where the route leaves its city, so a faint line says which end it starts from.
  ctx.beginPath();
  ctx.arc(start.x, start.y, style.width * 1.3, 0, Math.PI * 2);
  ctx.fillStyle = style.colour;
  ctx.fill();
  arrowHead(ctx, end, Math.atan2(end.y - cy, end.x - cx), style);
}

/** The point `gap` px from `p` towards the control point: where the curve leaves the pin. */
function pointBefore(p: { x: number; y: number }, cx: number, cy: number, gap: number) {
  const d = Math.hypot(cx - p.x, cy - p.y) || 1;
  return { x: p.x + ((cx - p.x) / d) * gap, y: p.y + ((cy - p.y) / d) * gap };
}

function arrowHead(ctx: Ctx, tip: { x: number; y: number }, angle: number, style: Style): void {
  const h = style.head;
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(tip.x - h * Math.cos(angle - 0.42), tip.y - h * Math.sin(angle - 0.42));
  ctx.lineTo(tip.x - h * Math.cos(angle + 0.42), tip.y - h * Math.sin(angle + 0.42));
  ctx.closePath();
  ctx.fillStyle = style.colour;
  ctx.fill();
  if (style.casing > 0) {
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = style.casingColour;
    ctx.stroke();
  }
}
