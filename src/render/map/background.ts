// The cached background layer: sea, coasts and a faint graticule, drawn once per process.
// Every board starts as a copy of this canvas, so per state only the pieces are drawn.
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { geoGraticule, geoPath } from 'd3-geo';
import { boardCanvas } from '../board/board-canvas';
import { MAP } from '../layout';
import { THEME } from '../theme';
import { compassRose, seaName } from './decoration';
import { balticLand } from './land';
import { mapProjection } from './projection';

let cached: Canvas | null = null;

export function mapBackground(): Canvas {
  return (cached ??= drawMapBackground());
}

/** The layer drawn afresh, uncached: the goldens record its words (the sea's name). */
export function drawMapBackground(): Canvas {
  const { canvas, ctx } = boardCanvas();
  drawSea(ctx);
  drawGraticule(ctx);
  drawLand(ctx);
  seaName(ctx);
  // South-east, on land below Riga: the key has the top left.
  compassRose(ctx, 660, 640, 36);
  return canvas;
}

function clipToMap(ctx: SKRSContext2D): void {
  ctx.beginPath();
  ctx.rect(MAP.x, MAP.y, MAP.w, MAP.h);
  ctx.clip();
}

function drawSea(ctx: SKRSContext2D): void {
  const sea = ctx.createLinearGradient(MAP.x, MAP.y, MAP.x + MAP.w, MAP.y + MAP.h);
  sea.addColorStop(0, THEME.seaLight);
  sea.addColorStop(1, THEME.seaDark);
  ctx.fillStyle = sea;
  ctx.fillRect(MAP.x, MAP.y, MAP.w, MAP.h);
}

function drawGraticule(ctx: SKRSContext2D): void {
  ctx.save();
  clipToMap(ctx);
  const path = geoPath(mapProjection(), ctx as unknown as CanvasRenderingContext2D);
  ctx.beginPath();
  // Only the lines near the map: a whole-world graticule costs most of a second to project.
  path(
    geoGraticule()
      .extent([
        [0, 48],
        [40, 68.01],
      ])
      .step([2, 1])(),
  );
  ctx.strokeStyle = THEME.graticule;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.restore();
}

/** Land with a soft coastal shading: wide pale strokes under the coast read as shallows. */
function drawLand(ctx: SKRSContext2D): void {
  ctx.save();
  clipToMap(ctx);
  const path = geoPath(mapProjection(), ctx as unknown as CanvasRenderingContext2D);
  ctx.beginPath();
  path(balticLand());
  ctx.lineJoin = 'round';
  for (const [width, colour] of THEME.shallows) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke();
  }
  ctx.fillStyle = THEME.land;
  ctx.fill();
  ctx.strokeStyle = THEME.coast;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.restore();
}
