// K-25, K-26: the new first player moves the guild master; two laps end the game.
import { CITY_COUNT, GAME_END_STEPS, cityGood } from './constants';
import { demand } from './errors';
import { endByGuildMaster } from './flow';
import { afterGuildMaster } from './advanced/round';
import type { Play } from './play';
import type { ActionOf } from './actions';
import type { GameState } from './state';

/** Where `steps` (1 or 2) counted cities take the guild master, and how many cities he passes. */
export function guildMasterPath(state: GameState, steps: number): { to: number; passed: number } {
  let city = state.guildMaster.city;
  let passed = 0;
  let counted = 0;
  // Raided cities are skipped and do not count (K-25); there are fewer raid markers than cities.
  while (counted < steps && passed < 2 * CITY_COUNT) {
    city = (city + 1) % CITY_COUNT;
    passed += 1;
    if (state.cities[city].raids.length === 0) counted += 1;
  }
  return { to: city, passed };
}

export function moveGuildMaster(play: Play, action: ActionOf<'moveGuildMaster'>): void {
  const { state } = play;
  demand(action.player === state.order[0], 'NOT_YOUR_DECISION', { owner: state.order[0] });
  const from = state.guildMaster.city;
  const { to, passed } = guildMasterPath(state, action.steps);
  state.guildMaster.city = to;
  state.guildMaster.steps += passed;
  play.emit({
    type: 'guildMasterMoved',
    player: action.player,
    from,
    to,
    steps: action.steps,
    passed,
    total: state.guildMaster.steps,
  });
  if (state.guildMaster.steps >= GAME_END_STEPS) return endByGuildMaster(play);
  supplyGuildMasterCity(play, to);
  afterGuildMaster(play, to);
}

/** K-25: two goods of the city's kind, as the reserve allows, onto the city, never offices. */
function supplyGuildMasterCity(play: Play, city: number): void {
  const { state } = play;
  const good = cityGood(city);
  const count = Math.min(2, state.reserve.goods[good]);
  state.reserve.goods[good] -= count;
  play.city(city).goods[good] += count;
  play.emit({ type: 'guildMasterSupplied', city, good, count });
}
