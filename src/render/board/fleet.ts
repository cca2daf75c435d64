// What floats beside a city: the cogs in it, the guild master, the game-end marker.
import type { PublicView } from '../../engine/index';
import type { Ctx } from '../draw/context';
import { endMarkerIcon, guildMasterIcon } from '../draw/guild-master';
import { cogIcon } from '../draw/players';
import { cityPoint } from '../map/projection';
import { fleetCentre } from './places';
import { PIN_RADIUS } from './city-frame';

const COG = 36;
const GM = 40;

export function fleets(ctx: Ctx, view: PublicView): void {
  const end = cityPoint(view.guildMaster.startCity);
  endMarkerIcon(ctx, end.x - PIN_RADIUS - 18, end.y - PIN_RADIUS - 2, 20);
  for (const city of view.cities) {
    const hasGm = view.guildMaster.city === city.id;
    const items = city.cogs.length + (hasGm ? 1 : 0);
    if (items === 0) continue;
    const centre = fleetCentre(city.id);
    let x = centre.x - ((items - 1) * COG) / 2;
    if (hasGm) {
      guildMasterIcon(ctx, x, centre.y - 2, GM);
      x += COG;
    }
    for (const player of city.cogs) {
      cogIcon(ctx, view.players[player].color, x, centre.y, COG);
      x += COG;
    }
  }
}
