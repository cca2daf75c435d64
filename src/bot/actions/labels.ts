// Words for the entries' autocomplete labels that more than one entry uses, or that need
// more than a line: a route and its payment, a payment, a guild master's trade, a route
// change, a raid's split and the squares of a forced move. A choice of a place on the map
// carries the letter the panel's board gives it (issue 38, panel/map-choices.ts): the same
// listing, so the same letter.
import { markerGood, type Action, type GameState, type Payment } from '../../engine/index';
import { chitName, cityName, goodName, goodsText, plural, t } from '../../i18n/index';
import { labelNamesOf } from '../text';
import { forcedText, letterAt, maybeLettered, routeText } from '../panel/map-choices';
import type { LegalOf } from './entry';

type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

export function sailLabel(legal: LegalOf<'sail'>, action: ActionOf<'sail'>, locale: string): string {
  const at = legal.routes.findIndex((r) => r.route === action.route);
  const option = legal.routes[at] ?? {
    route: action.route,
    leadsTo: null,
    cost: action.payment.length,
  };
  const route = maybeLettered(letterAt(at), routeText(option, locale), locale);
  const payment =
    action.payment.length === 0 ? t('slash.label.free', {}, locale) : paymentText(action.payment, locale);
  return t('slash.label.sail', { route, payment }, locale);
}

export function paymentText(payment: readonly Payment[], locale: string): string {
  return payment
    .map((p) =>
      'good' in p
        ? plural('goods.count', 1, { good: goodName(p.good, locale) }, locale)
        : t('pay.marker', { value: p.marker }, locale),
    )
    .join(', ');
}

export function gmLabel(trade: ActionOf<'gmTrade'>['trade'], locale: string): string {
  if (trade.kind === 'raidMarker') return t('gm.raidMarker', { value: trade.value }, locale);
  if (trade.kind === 'bonusChit')
    return t(
      'gm.bonusChit',
      { good: goodName(trade.good, locale), chit: chitName(trade.chit, locale) },
      locale,
    );
  if (trade.kind === 'goodForMarker')
    return t('gm.goodForMarker', { good: goodName(trade.good, locale), value: trade.value }, locale);
  return t(
    'gm.markerForGood',
    { value: trade.value, good: goodName(markerGood(trade.value), locale) },
    locale,
  );
}

export function routeLabel(
  state: GameState,
  legal: LegalOf<'changeRoute'>,
  square: 0 | 1,
  marker: number,
  locale: string,
): string {
  const turn = state.phase.kind === 'turn' ? state.phase.turn : null;
  const city = turn ? (state.players[turn.player].cog ?? 0) : 0;
  const s = state.cities[city].squares[square];
  const current = s.faceUp ? String(s.value) : t('option.faceDown', {}, locale);
  const text = t('option.changeRoute', { current, value: marker }, locale);
  return maybeLettered(letterAt(legal.squares.indexOf(square)), text, locale);
}

/** K-73.3: a start route swapped for one's marker, or both kept. */
export function swapLabel(
  legal: LegalOf<'startSwap'>,
  action: ActionOf<'startSwap'>,
  locale: string,
): string {
  if (action.swap === null) return t('option.keepRoutes', {}, locale);
  const text = t('option.swapRoute', { value: action.swap.marker }, locale);
  return maybeLettered(letterAt(legal.squares.indexOf(action.swap.square)), text, locale);
}

/** K-25: the guild master's next city, one or two steps on. */
export function guildMasterLabel(
  legal: LegalOf<'moveGuildMaster'>,
  action: ActionOf<'moveGuildMaster'>,
  locale: string,
): string {
  const at = legal.options.findIndex((o) => o.steps === action.steps);
  const city = cityName(legal.options[at]?.to ?? 0, locale);
  return maybeLettered(letterAt(at), t('button.guildMaster', { steps: action.steps, city }, locale), locale);
}

/** K-12: a start city, by its marker. */
export function startLabel(legal: LegalOf<'chooseStart'>, marker: number, locale: string): string {
  const text = t('option.city', { value: marker, city: cityName(marker, locale) }, locale);
  return maybeLettered(letterAt(legal.markers.indexOf(marker)), text, locale);
}

/** K-45: a raid on the city or on a cog there. */
export function raidLabel(
  state: GameState,
  legal: LegalOf<'raid'>,
  action: ActionOf<'raid'>,
  locale: string,
): string {
  const target = action.target;
  const at = legal.targets.findIndex((x) =>
    x.kind === 'city' ? target.kind === 'city' : target.kind === 'cog' && target.victim === x.victim,
  );
  const text =
    target.kind === 'city'
      ? t('button.raid.city', { city: cityName(state.players[action.player].cog ?? 0, locale) }, locale)
      : t('button.raid.cog', { player: labelNamesOf(state)(target.victim) }, locale);
  return maybeLettered(letterAt(at), text, locale);
}

/** K-45a: the victim's two piles, the named one and the rest of the cog's goods. */
export function splitLabel(state: GameState, action: ActionOf<'splitGoods'>, locale: string): string {
  const held = state.players[action.player].goods;
  const pile = action.pile;
  const rest = {
    ore: held.ore - pile.ore,
    fur: held.fur - pile.fur,
    amber: held.amber - pile.amber,
    salt: held.salt - pile.salt,
  };
  return t('option.split', { first: goodsText(pile, locale), second: goodsText(rest, locale) }, locale);
}

/** A square of a forced move (K-45d, K-72): its side, and its city when the route lies open. */
export function squareLabel(
  squares: readonly { square: 0 | 1; leadsTo: number | null }[],
  square: 0 | 1,
  locale: string,
): string {
  const at = squares.findIndex((s) => s.square === square);
  return maybeLettered(letterAt(at), forcedText(squares[at]?.leadsTo ?? null, locale), locale);
}

export function raiderLabel(
  state: GameState,
  legal: LegalOf<'moveRaider'>,
  square: 0 | 1,
  locale: string,
): string {
  const text = squareLabel(legal.squares, square, locale);
  const raid = state.phase.kind === 'turn' ? state.phase.turn.raid : null;
  return raid
    ? t('slash.label.raider', { raider: labelNamesOf(state)(raid.raider), square: text }, locale)
    : text;
}
