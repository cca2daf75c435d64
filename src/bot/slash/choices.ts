// The choices a slash subcommand offers: every concrete action legalActions lists for the
// player, of the subcommand's kinds, each with a label in the player's words and its short
// code (action-codec) as the value. Built from legalActions only, so a listed choice is
// always one the engine accepts.
import {
  expand,
  legalActions,
  markerGood,
  type Action,
  type GameState,
  type LegalAction,
  type Payment,
} from '../../engine/index';
import { chitName, cityName, goodName, goodsText, markerLabel, plural, t } from '../../i18n/index';
import { encodeMove, type Move } from '../action-codec';
import { labelNamesOf, officeCostText } from '../text';

export interface SlashChoice {
  label: string;
  code: string;
  action: Action;
}

/** How many concrete actions of one kind are listed at most (bids and city trades multiply). */
const PER_KIND = 400;

export function slashChoices(
  state: GameState,
  player: number,
  types: readonly LegalAction['type'][],
  locale: string,
): SlashChoice[] {
  const out: SlashChoice[] = [];
  for (const legal of legalOf(state, player, types)) {
    for (const action of expand(legal, player, PER_KIND)) {
      const move = withoutPlayer(action);
      out.push({ label: labelOf(state, legal, action, locale), code: encodeMove(move), action });
    }
  }
  return out;
}

function legalOf(state: GameState, player: number, types: readonly LegalAction['type'][]) {
  return legalActions(state, player).filter((l) => types.includes(l.type));
}

function withoutPlayer(action: Action): Move {
  const { player: _player, ...move } = action;
  return move as Move;
}

function labelOf(state: GameState, legal: LegalAction, action: Action, locale: string): string {
  const say = (key: Parameters<typeof t>[0], params = {}) => t(key, params, locale);
  const name = labelNamesOf(state);
  switch (action.type) {
    case 'chooseStart':
      return say('option.city', { value: action.marker, city: cityName(action.marker, locale) });
    case 'bid':
      return say('slash.label.bid', { markers: markerLabel(action.markers) });
    case 'moveGuildMaster': {
      const to =
        legal.type === 'moveGuildMaster' ? legal.options.find((o) => o.steps === action.steps) : null;
      return say('button.guildMaster', { steps: action.steps, city: cityName(to?.to ?? 0, locale) });
    }
    case 'sail':
      return sailLabel(legal, action, locale);
    case 'collectOffice':
      return say('act.collectOffice');
    case 'buildOffice':
      return legal.type === 'buildOffice'
        ? say('act.buildOffice', {
            cost: officeCostText(legal, locale),
          })
        : say('act.buildOffice', { cost: '' });
    case 'gmTrade':
      return gmLabel(action.trade, locale);
    case 'buyMarkers':
      return say('option.buy', {
        markers: markerLabel(state.market[action.pair] ?? []),
        good: goodName(action.good, locale),
      });
    case 'cityTrade':
      return say('slash.label.cityTrade', {
        give: goodsText(action.give, locale),
        receive: goodsText(action.receive, locale),
      });
    case 'changeRoute':
      return routeLabel(state, action.square, action.marker, locale);
    case 'raid':
      return action.target.kind === 'city'
        ? say('button.raid.city', { city: cityName(state.players[action.player].cog ?? 0, locale) })
        : say('button.raid.cog', { player: name(action.target.victim) });
    case 'endTurn':
      return say('act.endTurn');
    case 'splitGoods':
      return splitLabel(state, action, locale);
    case 'takePile':
      return legal.type === 'takePile'
        ? say('button.pile', { number: action.pile + 1, goods: goodsText(legal.piles[action.pile], locale) })
        : String(action.pile + 1);
    case 'moveRaider':
      return raiderLabel(state, legal, action.square, locale);
    default:
      return advancedLabel(state, legal, action, locale) ?? encodeMove(withoutPlayer(action));
  }
}

/** The advanced game's actions (K-70, K-72, K-73) in the player's words. */
function advancedLabel(state: GameState, legal: LegalAction, action: Action, locale: string): string | null {
  const say = (key: Parameters<typeof t>[0], params = {}) => t(key, params, locale);
  switch (action.type) {
    case 'payTax':
      return say('slash.label.tax', { good: goodName(action.good, locale) });
    case 'startSwap':
      return action.swap === null
        ? say('option.keepRoutes')
        : say('option.swapRoute', { side: say(`side.${action.swap.square}`), value: action.swap.marker });
    case 'lookAtRoutes':
      return say('slash.label.look', { payment: paymentText(action.payment, locale) });
    case 'challenge':
      return say('button.challenge', { player: labelNamesOf(state)(action.opponent) });
    case 'declineConflict':
      return say('button.noConflict');
    case 'conflictBid':
      return action.markers.length === 0
        ? say('button.emptyBid')
        : say('slash.label.bid', { markers: markerLabel(action.markers) });
    case 'demandGoods':
      return say('slash.label.demand', { goods: goodsText(action.goods, locale) });
    case 'pushLoser': {
      if (action.square === null) return say('button.noPush');
      const option =
        legal.type === 'pushLoser' ? legal.squares.find((s) => s.square === action.square) : undefined;
      const side = say(`side.${action.square}`);
      return option?.leadsTo === null || option?.leadsTo === undefined
        ? say('button.square.hidden', { side })
        : say('button.square.open', { side, city: cityName(option.leadsTo, locale) });
    }
    default:
      return null;
  }
}

function sailLabel(legal: LegalAction, action: Extract<Action, { type: 'sail' }>, locale: string): string {
  const option = legal.type === 'sail' ? legal.routes.find((r) => r.route === action.route) : undefined;
  const cost = option?.cost ?? action.payment.length;
  const to = option?.leadsTo;
  const route =
    action.route === 'secret'
      ? t('button.route.secret', { city: cityName(to ?? 0, locale), cost }, locale)
      : to === null || to === undefined
        ? t('button.route.hidden', { cost }, locale)
        : t('button.route.open', { city: cityName(to, locale), cost }, locale);
  const payment =
    action.payment.length === 0 ? t('slash.label.free', {}, locale) : paymentText(action.payment, locale);
  return t('slash.label.sail', { route, payment }, locale);
}

function paymentText(payment: readonly Payment[], locale: string): string {
  return payment
    .map((p) =>
      'good' in p
        ? plural('goods.count', 1, { good: goodName(p.good, locale) }, locale)
        : t('pay.marker', { value: p.marker }, locale),
    )
    .join(', ');
}

function gmLabel(trade: Extract<Action, { type: 'gmTrade' }>['trade'], locale: string): string {
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

function routeLabel(state: GameState, square: 0 | 1, marker: number, locale: string): string {
  const turn = state.phase.kind === 'turn' ? state.phase.turn : null;
  const city = turn ? (state.players[turn.player].cog ?? 0) : 0;
  const s = state.cities[city].squares[square];
  const current = s.faceUp ? String(s.value) : t('option.faceDown', {}, locale);
  return t('option.changeRoute', { side: t(`side.${square}`, {}, locale), current, value: marker }, locale);
}

/** K-45a: the victim's two piles, the named one and the rest of the cog's goods. */
function splitLabel(state: GameState, action: Extract<Action, { type: 'splitGoods' }>, locale: string) {
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

function raiderLabel(state: GameState, legal: LegalAction, square: 0 | 1, locale: string): string {
  const option = legal.type === 'moveRaider' ? legal.squares.find((s) => s.square === square) : undefined;
  const side = t(`side.${square}`, {}, locale);
  const text =
    option?.leadsTo === null || option?.leadsTo === undefined
      ? t('button.square.hidden', { side }, locale)
      : t('button.square.open', { side, city: cityName(option.leadsTo, locale) }, locale);
  const raid = state.phase.kind === 'turn' ? state.phase.turn.raid : null;
  return raid
    ? t('slash.label.raider', { raider: labelNamesOf(state)(raid.raider), square: text }, locale)
    : text;
}
