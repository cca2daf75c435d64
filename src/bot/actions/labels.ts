// Words for the entries' autocomplete labels that more than one entry uses, or that need
// more than a line: a route and its payment, a payment, a guild master's trade, a route
// change, a raid's split and the squares of a forced move.
import { markerGood, type Action, type GameState, type Payment } from '../../engine/index';
import { chitName, cityName, goodName, goodsText, plural, t } from '../../i18n/index';
import { labelNamesOf } from '../text';
import type { LegalOf } from './entry';

type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

export function sailLabel(legal: LegalOf<'sail'>, action: ActionOf<'sail'>, locale: string): string {
  const option = legal.routes.find((r) => r.route === action.route);
  const cost = option?.cost ?? action.payment.length;
  const to = option?.leadsTo;
  const side = action.route === 'secret' ? '' : t(`side.${action.route}`, {}, locale);
  const route =
    action.route === 'secret'
      ? t('button.route.secret', { city: cityName(to ?? 0, locale), cost }, locale)
      : to === null || to === undefined
        ? t('button.route.hidden', { cost, side }, locale)
        : t('button.route.open', { city: cityName(to, locale), cost, side }, locale);
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

export function routeLabel(state: GameState, square: 0 | 1, marker: number, locale: string): string {
  const turn = state.phase.kind === 'turn' ? state.phase.turn : null;
  const city = turn ? (state.players[turn.player].cog ?? 0) : 0;
  const s = state.cities[city].squares[square];
  const current = s.faceUp ? String(s.value) : t('option.faceDown', {}, locale);
  return t('option.changeRoute', { side: t(`side.${square}`, {}, locale), current, value: marker }, locale);
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
  const option = squares.find((s) => s.square === square);
  const side = t(`side.${square}`, {}, locale);
  return option?.leadsTo === null || option?.leadsTo === undefined
    ? t('button.square.hidden', { side }, locale)
    : t('button.square.open', { side, city: cityName(option.leadsTo, locale) }, locale);
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
