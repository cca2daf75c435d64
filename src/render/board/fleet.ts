// What floats beside a city, in one row so nothing overlaps: the game-end marker, the guild
// master and the cogs in it.
import type { PublicView } from '../../engine/index';
import type { Ctx } from '../draw/context';
import { endMarkerIcon, guildMasterIcon } from '../draw/guild-master';
import { cogIcon } from '../draw/players';
import { fleetCentre } from './places';

const COG = 36;
const GM = 40;
const END = 30;

type Item = { width: number; draw: (x: number, y: number) => void };

export function fleets(ctx: Ctx, view: PublicView): void {
  for (const city of view.cities) {
    const items: Item[] = [];
    if (view.guildMaster.startCity === city.id) items.push({ width: END + 4, draw: (x, y) => endMarkerIcon(ctx, x, y, 20) });
    if (view.guildMaster.city === city.id) items.push({ width: COG, draw: (x, y) => guildMasterIcon(ctx, x, y - 2, GM) });
    for (const player of city.cogs) items.push({ width: COG, draw: (x, y) => cogIcon(ctx, view.players[player].color, x, y, COG) });
    if (items.length === 0) continue;
    const centre = fleetCentre(city.id);
    let x = centre.x - items.reduce((w, item) => w + item.width, 0) / 2;
    for (const item of items) {
      item.draw(x + item.width / 2, centre.y);
      x += item.width;
    }
  }
}
