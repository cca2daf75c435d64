// K-25: the guild master's path clockwise, raided cities skipped.
import { CITY_COUNT } from '../../vocabulary/constants';
import type { GameState } from '../../vocabulary/state';

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
