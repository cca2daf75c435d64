// The pieces in a city — the game-end marker, the guild master, the cogs and the raid markers
// lying there — side by side on a harbour plate tied to the city's pin, so none floats in open
// sea and none stacks on another. The guild master's city has a gold ring on its pin, and the
// cities 1 and 2 steps would take him to (raided ones skipped, K-25) carry a gold "1" and "2".
import type { SharedView } from '../../engine/view';
import { centredText, fillAndStroke, roundRect, type Ctx } from '../draw/context';
import { endMarkerIcon, guildMasterIcon } from '../draw/guild-master';
import { cogIcon, raidFlag } from '../draw/players';
import { cityPoint } from '../map/projection';
import { THEME } from '../theme';
import { PIN_RADIUS } from './city-frame';
import { guildMasterTargets } from './guild-master-path';
import { placePlates, stepBadgeCentre, STEP_BADGE_RADIUS, type Plate, type Rect } from './harbour-layout';
import { HARBOUR_H } from './places';

const COG = 36;
const GM = 40;
const FLAG = 32;

type Item = { width: number; cog?: number; draw: (x: number, y: number) => void };

/** Where a cog stands on its plate, in board units: what a mark on it (a choice, the last move) needs. */
export interface CogSpot {
  x: number;
  y: number;
  /** Its drawn size: COG, times the plate's scale where the plate had to shrink. */
  size: number;
}

/** Where the pieces went: each cog by player, and every plate (a mark beside a pin keeps off them). */
export interface FleetSpots {
  cogs: Map<number, CogSpot>;
  plates: Rect[];
}

/** Draws every city's plate and pieces; gives back where they went. */
export function fleets(ctx: Ctx, view: SharedView): FleetSpots {
  const cogs = new Map<number, CogSpot>();
  guildMasterRing(ctx, view);
  const rows = new Map<number, Item[][]>();
  for (const city of view.cities) {
    const items = cityItems(ctx, view, city.id);
    if (items.length > 0) rows.set(city.id, plateRows(items));
  }
  const requests = [...rows].map(([city, r]) => ({
    city,
    w: Math.max(...r.map(rowWidth)) + 8,
    h: HARBOUR_H + (r.length - 1) * ROW_H,
  }));
  const plates = placePlates(requests);
  for (const [city, r] of rows) {
    const plate = plates.get(city) as Plate;
    harbour(ctx, city, plate);
    // Drawn at full size in the plate's own units, shrunk as a whole where it had to be.
    ctx.save();
    ctx.translate(plate.x, plate.y);
    ctx.scale(plate.scale, plate.scale);
    const width = plate.w / plate.scale;
    r.forEach((row, i) => {
      // Each row centred on the plate, so a short row does not hang to one side.
      let x = (width - rowWidth(row)) / 2;
      for (const item of row) {
        const cx = x + item.width / 2;
        const cy = HARBOUR_H / 2 + 1 + i * ROW_H;
        item.draw(cx, cy);
        if (item.cog !== undefined)
          cogs.set(item.cog, {
            x: plate.x + cx * plate.scale,
            y: plate.y + cy * plate.scale,
            size: COG * plate.scale,
          });
        x += item.width;
      }
    });
    ctx.restore();
  }
  return { cogs, plates: [...plates.values()] };
}

/** A row's height on a plate of two or more rows. */
const ROW_H = 40;
/** The widest a row may grow (four cogs side by side). */
const ROW_MAX = 4 * (COG + 6);

const rowWidth = (row: Item[]) => row.reduce((w, item) => w + item.width, 0);

/**
 * Up to four pieces stand in one row. More go in two: the city's markers (END, guild master,
 * raid markers) above, the cogs below, each row wrapped at the width of four cogs.
 */
function plateRows(items: Item[]): Item[][] {
  if (items.length <= 4 && rowWidth(items) <= ROW_MAX) return [items];
  const rows: Item[][] = [];
  for (const group of [items.filter((i) => i.cog === undefined), items.filter((i) => i.cog !== undefined)]) {
    let row: Item[] = [];
    for (const item of group) {
      if (row.length > 0 && rowWidth([...row, item]) > ROW_MAX) {
        rows.push(row);
        row = [];
      }
      row.push(item);
    }
    if (row.length > 0) rows.push(row);
  }
  return rows;
}

function cityItems(ctx: Ctx, view: SharedView, city: number): Item[] {
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
    items.push({ width: COG + 6, cog: player, draw });
  }
  // Raid markers stay in the city for good (K-45).
  for (const owner of view.cities[city].raids)
    // The pennant reaches 14 units right of the pole: centred so that two flags never touch.
    items.push({ width: 28, draw: (x, y) => raidFlag(ctx, view.players[owner].color, x - 1, y, FLAG) });
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
function guildMasterRing(ctx: Ctx, view: SharedView): void {
  const here = cityPoint(view.guildMaster.city);
  ctx.beginPath();
  ctx.arc(here.x, here.y, PIN_RADIUS + 5, 0, Math.PI * 2);
  ctx.lineWidth = 5;
  ctx.strokeStyle = THEME.guildMaster;
  ctx.stroke();
  if (view.phase.kind === 'ended') return;
  guildMasterTargets(view).forEach((city, i) => {
    // Right above the pin, clear of the card beside it; left of it where the plate is above.
    const { x, y } = stepBadgeCentre(city);
    ctx.beginPath();
    ctx.arc(x, y, STEP_BADGE_RADIUS, 0, Math.PI * 2);
    fillAndStroke(ctx, THEME.guildMaster, THEME.ink, 1.5);
    centredText(ctx, String(i + 1), x, y, 14, THEME.ink);
  });
}

function halo(ctx: Ctx, x: number, y: number): void {
  ctx.beginPath();
  ctx.arc(x, y - 2, COG * 0.62, 0, Math.PI * 2);
  fillAndStroke(ctx, 'rgba(255,216,103,0.7)', THEME.highlight, 2);
}
