// Where the guild master could go next (K-25): 1 or 2 counted cities clockwise, raided cities
// skipped and not counted. The engine's guildMasterPath works on the full state; the board
// has only the public view, which holds every raid marker, so the same walk is done here.
import { CITY_COUNT, type SharedView } from '../../engine/view';

/** The city 1 step and the city 2 steps would take him to. */
export function guildMasterTargets(view: SharedView): [number, number] {
  const raided = (city: number) => view.cities[city].raids.length > 0;
  const targets: number[] = [];
  let city = view.guildMaster.city;
  // At most 2 laps: there are fewer raid markers than cities, so this always finds two.
  for (let passed = 0; targets.length < 2 && passed < 2 * CITY_COUNT; passed++) {
    city = (city + 1) % CITY_COUNT;
    if (!raided(city)) targets.push(city);
  }
  return [targets[0] ?? city, targets[1] ?? city];
}
