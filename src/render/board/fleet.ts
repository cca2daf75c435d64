// What floats beside a city, in one row so nothing overlaps: the game-end marker, the guild
// master and the cogs in it.
import { fillAndStroke } from '../draw/context';
import type { PublicView } from '../../engine/index';
import type { Ctx } from '../draw/context';
import { endMarkerIcon, guildMasterIcon } from '../draw/guild-master';
import { cogIcon } from '../draw/players';
import { THEME } from '../theme';
import { fleetCentre } from './places';

const COG = 36;
const GM = 40;
const END = 36;

type Item = { width: number; draw: (x: number, y: number) => void };

export function fleets(ctx: Ctx, view: PublicView): void {
  for (const city of view.cities) {
    const items: Item[] = [];
    if (view.guildMaster.startCity === city.id)
      items.push({ width: END + 4, draw: (x, y) => endMarkerIcon(ctx, x, y, 24) });
    if (view.guildMaster.city === city.id)
      items.push({ width: COG, draw: (x, y) => guildMasterIcon(ctx, x, y - 2, GM) });
    for (const player of city.cogs) {
      const active = player === activePlayer(view);
      const draw = (x: number, y: number) => {
        if (active) halo(ctx, x, y);
        cogIcon(ctx, view.players[player].color, x, y, COG);
      };
      items.push({ width: COG, draw });
    }
    if (items.length === 0) continue;
    const centre = fleetCentre(city.id);
    let x = centre.x - items.reduce((w, item) => w + item.width, 0) / 2;
    for (const item of items) {
      item.draw(x + item.width / 2, centre.y);
      x += item.width;
    }
  }
}

/** Whose cog is moving now, so the board shows where the action is. */
function activePlayer(view: PublicView): number | null {
  return view.phase.kind === 'turn' ? view.phase.player : null;
}

function halo(ctx: Ctx, x: number, y: number): void {
  ctx.beginPath();
  ctx.arc(x, y - 2, COG * 0.62, 0, Math.PI * 2);
  fillAndStroke(ctx, 'rgba(255,216,103,0.7)', THEME.highlight, 2);
}
