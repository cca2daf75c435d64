// Issue 38: the panel's choices that concern a place on the map, lettered A, B, C … in the
// order the engine lists them, so one choice has one letter on the panel's board (drawn from
// these MapChoices), on its button or menu option, and in /kogge's autocomplete: "A · Lübeck
// · cost 0" where the board shows A on the route to Lübeck. Every place comes from the
// player's own legal actions, so a face-down route the player does not know leads nowhere here.
import type { GameState, LegalAction, RouteOption } from '../../engine/index';
import { cityName, t } from '../../i18n/index';
import type { MapChoice } from '../../render/index';

type Of<T extends LegalAction['type']> = Extract<LegalAction, { type: T }>;

/** The i-th choice's letter: A, B, C … (no listing offers more than 26 places). */
export const letterOf = (i: number): string => String.fromCharCode(65 + i);

/** A choice's words after its letter: "A · Lübeck · cost 0". */
export function lettered(letter: string, choice: string, locale: string): string {
  return t('choice.letter', { letter, choice }, locale);
}

/** The city of the player's cog (the panel's turn sections are about it). */
const cogCity = (state: GameState, player: number): number => state.players[player].cog ?? 0;

/** K-30, K-33: the routes out of the cog's city, the secret passage among them. */
export function sailChoices(state: GameState, player: number, l: Of<'sail'>): MapChoice[] {
  const city = cogCity(state, player);
  return l.routes.map((r, i): MapChoice => {
    const letter = letterOf(i);
    if (r.route === 'secret') return { letter, kind: 'passage', city, to: r.leadsTo ?? city };
    return { letter, kind: 'route', city, square: r.route, to: r.leadsTo };
  });
}

/** A route's words: where it leads (or that it lies face down) and its cost. */
export function routeText(r: RouteOption, locale: string): string {
  const city = r.leadsTo === null ? '' : cityName(r.leadsTo, locale);
  if (r.route === 'secret') return t('button.route.secret', { city, cost: r.cost }, locale);
  return r.leadsTo === null
    ? t('button.route.hidden', { cost: r.cost }, locale)
    : t('button.route.open', { city, cost: r.cost }, locale);
}

/** K-43 (change a route), K-73.3 (the start swap): the squares of `city` a marker may go on. */
export function squareChoices(city: number, squares: readonly (0 | 1)[]): MapChoice[] {
  return squares.map((square, i) => ({ letter: letterOf(i), kind: 'square', city, square }));
}

/** K-45, K-72.11: the routes a forced move may take out of `city`. */
export function forcedChoices(
  city: number,
  squares: readonly { square: 0 | 1; leadsTo: number | null }[],
): MapChoice[] {
  return squares.map((s, i) => ({
    letter: letterOf(i),
    kind: 'route',
    city,
    square: s.square,
    to: s.leadsTo,
  }));
}

/** A forced move's words: the city it leads to, or that it lies face down. */
export function forcedText(leadsTo: number | null, locale: string): string {
  return leadsTo === null ? t('button.square.hidden', {}, locale) : cityName(leadsTo, locale);
}

/** Where a forced move starts: the raid's city (K-45), the conflict's (K-72.11). */
export function forcedCity(state: GameState): number {
  const phase = state.phase;
  if (phase.kind === 'turn' && phase.turn.raid) return phase.turn.raid.city;
  if (phase.kind === 'conflict') return phase.conflict.city;
  return 0;
}

/** K-25: the cities one and two steps take the guild master to. */
export function guildMasterChoices(l: Of<'moveGuildMaster'>): MapChoice[] {
  return l.options.map((o, i) => ({ letter: letterOf(i), kind: 'city', city: o.to }));
}

/** K-12: the start cities, by their marker (a city's number is its marker's value). */
export function startChoices(l: Of<'chooseStart'>): MapChoice[] {
  return l.markers.map((city, i) => ({ letter: letterOf(i), kind: 'city', city }));
}

/** K-45: the raid's targets, the cogs in the raider's city and the city itself. */
export function raidChoices(state: GameState, player: number, l: Of<'raid'>): MapChoice[] {
  const city = cogCity(state, player);
  return l.targets.map((target, i): MapChoice =>
    target.kind === 'city'
      ? { letter: letterOf(i), kind: 'city', city }
      : { letter: letterOf(i), kind: 'cog', city, player: target.victim },
  );
}

/** The letter of the listing's i-th entry, or none where the action is not among them. */
export const letterAt = (i: number): string | null => (i >= 0 ? letterOf(i) : null);

/** `choice` after its letter, or alone where it has none. */
export function maybeLettered(letter: string | null, choice: string, locale: string): string {
  return letter === null ? choice : lettered(letter, choice, locale);
}
