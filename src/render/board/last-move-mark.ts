// Issue 38: the last move marked on the map, in its player's colour, from the public log only
// (lastMoveOf): the city a voyage ended in, the office built, the city traded with, the square
// a marker was laid on, the raided city or cog, the guild master's new city. The voyage itself
// is the dashed line routes.ts draws. Nothing at the game's end: the banner and the final
// table say how it ended.
import { lastMoveOf, type SharedView, type Step } from '../../engine/view';
import type { Ctx } from '../draw/context';
import { cityPoint } from '../map/projection';
import { PLAYER_STYLE } from '../theme';
import { PIN_RADIUS } from './city-frame';
import type { FleetSpots } from './fleet';
import { officeRect, outline, ring, squareRect, type Outline } from './marks';
import { cardRect } from './places';

export function lastMoveMark(ctx: Ctx, view: SharedView, spots: FleetSpots): void {
  if (view.phase.kind === 'ended') return;
  const move = lastMoveOf(view.log);
  if (!move) return;
  const line: Outline = { colour: PLAYER_STYLE[view.players[move.player].color].fill, width: 4.5 };
  const pin = (city: number, room = 9) => {
    const p = cityPoint(city);
    ring(ctx, p.x, p.y, PIN_RADIUS + room, line);
  };
  // A move in a city rings its pin, as a voyage's end is, and outlines what changed on its card.
  const card = (city: number) => (outline(ctx, cardRect(city), 4, line, 8), pin(city));
  const arrived = (step: Step) => pin(step.blocked ? step.from : step.to);
  switch (move.kind) {
    case 'sail':
      return arrived(move.legs[move.legs.length - 1]);
    case 'office': {
      // The office the player built last there: their last one in the city's row.
      const slot = view.cities[move.city].offices.map((o) => o.owner).lastIndexOf(move.player);
      if (slot < 0 || slot > 1) return card(move.city);
      outline(ctx, officeRect(move.city, slot), 4, line, 5);
      return pin(move.city);
    }
    case 'route':
      outline(ctx, squareRect(move.city, move.square), 3, line, 4);
      return pin(move.city);
    case 'raid': {
      card(move.city);
      const cog = move.victim === null ? undefined : spots.cogs.get(move.victim);
      if (cog && !move.step) ring(ctx, cog.x, cog.y - 2, cog.size * 0.62, line);
      if (move.step) arrived(move.step);
      return;
    }
    case 'push':
      return arrived(move.step);
    case 'guildMaster':
      // Outside the guild master's own gold ring.
      return pin(move.to, 12);
    case 'cityTrade':
    case 'collect':
    case 'tax':
    case 'look':
    case 'swap':
      return card(move.city);
  }
}
