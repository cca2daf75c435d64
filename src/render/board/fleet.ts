// The pieces in a city — the game-end marker, the guild master, the cogs and the raid markers
// lying there — side by side on a harbour plate tied to the city's pin, so none floats in open
// sea and none stacks on another. The guild master's city has a gold ring on its pin, and the
// cities 1 and 2 steps would take him to (raided ones skipped, K-25) carry a gold "1" and "2".
import type { PublicView } from '../../engine/index';
import { centredText, fillAndStroke, roundRect, type Ctx } from '../draw/context';
import { endMarkerIcon, guildMasterIcon } from '../draw/guild-master';
import { cogIcon, raidFlag } from '../draw/players';
import { cityPoint } from '../map/projection';
import { THEME } from '../theme';
import { PIN_RADIUS } from './city-frame';
import { guildMasterTargets } from './guild-master-path';
import { harbourRect, harbourSide } from './places';

const COG = 36;
const GM = 40;
const FLAG = 32;

type Item = { width: number; draw: (x: number, y: number) => void };

export function fleets(ctx: Ctx, view: PublicView): void {
  guildMasterRing(ctx, view);
  for (const city of view.cities) {
    const items = cityItems(ctx, view, city.id);
    if (items.length === 0) continue;
    const width = items.reduce((w, item) => w + item.width, 0);
    const plate = harbourRect(city.id, width);
    harbour(ctx, city.id, plate);
    let x = plate.x + 4;
    for (const item of items) {
      item.draw(x + item.width / 2, plate.y + plate.h / 2 + 1);
      x += item.width;
    }
  }
}

function cityItems(ctx: Ctx, view: PublicView, city: number): Item[] {
  const items: Item[] = [];
  if (view.guildMaster.startCity === city)
    items.push({ width: 40, draw: (x, y) => endMarkerIcon(ctx, x, y, 24) });
  if (view.guildMaster.city === city)
    items.push({ width: 34, draw: (x, y) => guildMasterIcon(ctx, x, y - 2, GM) });
  const moving = view.phase.kind === 'turn' ? view.phase.player : null;
  for (const player of view.cities[city].cogs) {
    const draw = (x: number, y: number) => {
      if (player === moving) halo(ctx, x, y);
      cogIcon(ctx, view.players[player].color, x, y, COG);
    };
    items.push({ width: COG + 6, draw });
  }
  // Raid markers stay in the city for good (K-45).
  for (const owner of view.cities[city].raids)
    items.push({ width: 26, draw: (x, y) => raidFlag(ctx, view.players[owner].color, x + 4, y, FLAG) });
  return items;
}

/** A light plate under the city's pieces, tied to the pin by a short line. */
function harbour(ctx: Ctx, city: number, plate: { x: number; y: number; w: number; h: number }): void {
  const pin = cityPoint(city);
  const nearX = Math.min(Math.max(pin.x, plate.x), plate.x + plate.w);
  const nearY = Math.min(Math.max(pin.y, plate.y), plate.y + plate.h);
  // From the pin's edge, so the city's number stays clear.
  const d = Math.hypot(nearX - pin.x, nearY - pin.y) || 1;
  ctx.beginPath();
  ctx.moveTo(pin.x + ((nearX - pin.x) / d) * PIN_RADIUS, pin.y + ((nearY - pin.y) / d) * PIN_RADIUS);
  ctx.lineTo(nearX, nearY);
  ctx.lineWidth = 4;
  ctx.strokeStyle = THEME.ink;
  ctx.stroke();
  roundRect(ctx, plate.x, plate.y, plate.w, plate.h, 10);
  fillAndStroke(ctx, 'rgba(253,250,242,0.85)', THEME.ink, 1.5);
}

/** K-25: the guild master's ring, and where 1 or 2 steps would take him. */
function guildMasterRing(ctx: Ctx, view: PublicView): void {
  const here = cityPoint(view.guildMaster.city);
  ctx.beginPath();
  ctx.arc(here.x, here.y, PIN_RADIUS + 5, 0, Math.PI * 2);
  ctx.lineWidth = 5;
  ctx.strokeStyle = THEME.guildMaster;
  ctx.stroke();
  if (view.phase.kind === 'ended') return;
  guildMasterTargets(view).forEach((city, i) => {
    const p = cityPoint(city);
    // Right above the pin, clear of the card beside it; left of it where the plate is above.
    const above = harbourSide(city) !== 'above';
    const x = above ? p.x : p.x - PIN_RADIUS - 8;
    const y = above ? p.y - PIN_RADIUS - 9 : p.y - 6;
    ctx.beginPath();
    ctx.arc(x, y, 10, 0, Math.PI * 2);
    fillAndStroke(ctx, THEME.guildMaster, THEME.ink, 1.5);
    centredText(ctx, String(i + 1), x, y, 14, THEME.ink);
  });
}

function halo(ctx: Ctx, x: number, y: number): void {
  ctx.beginPath();
  ctx.arc(x, y - 2, COG * 0.62, 0, Math.PI * 2);
  fillAndStroke(ctx, 'rgba(255,216,103,0.7)', THEME.highlight, 2);
}
