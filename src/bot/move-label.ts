// Concrete legal moves with a label each, for slash-command autocomplete: the same words as
// the panel's buttons, from the same legalActions listing, so a choice offered is legal.
import {
  expand,
  guildMasterPath,
  legalActions,
  markerGood,
  markerLabel,
  type Action,
  type GameState,
  type LegalAction,
} from '../engine/index';
import { chitName, cityName, goodName, goodsText, t } from '../i18n/index';
import { encodeMove, type Move } from './action-codec';
import { holdingsText, namesOf } from './text';

export interface LabelledMove {
  label: string;
  code: string;
}

/** Every concrete move of the given kinds open to `player` now (at most `limit` per kind). */
export function labelledMoves(
  state: GameState,
  player: number,
  types: readonly string[],
  locale: string,
  limit = 100,
): LabelledMove[] {
  return legalActions(state, player)
    .filter((l) => types.includes(l.type))
    .flatMap((l) =>
      expand(l, player, limit).map((action) => ({
        label: moveLabel(state, l, action, locale).slice(0, 100),
        code: encodeMove(withoutPlayer(action)),
      })),
    );
}

function withoutPlayer(action: Action): Move {
  const { player: _player, ...move } = action;
  return move as Move;
}

export function moveLabel(state: GameState, legal: LegalAction, action: Action, locale: string): string {
  const say = (key: Parameters<typeof t>[0], params = {}) => t(key, params, locale);
  const name = namesOf(state);
  switch (action.type) {
    case 'chooseStart':
      return say('option.city', { value: action.marker, city: cityName(action.marker, locale) });
    case 'bid':
      return say('button.bid', { markers: markerLabel(action.markers) });
    case 'moveGuildMaster':
      return say('button.guildMaster', {
        steps: action.steps,
        city: cityName(guildMasterPath(state, action.steps).to, locale),
      });
    case 'sail': {
      const route = legal.type === 'sail' ? legal.routes.find((r) => r.route === action.route) : undefined;
      const city = route?.leadsTo == null ? '?' : cityName(route.leadsTo, locale);
      const key =
        action.route === 'secret'
          ? 'button.route.secret'
          : route?.leadsTo == null
            ? 'button.route.hidden'
            : 'button.route.open';
      const paid = action.payment
        .map((u) => ('good' in u ? goodName(u.good, locale) : say('pay.marker', { value: u.marker })))
        .join(' + ');
      return `${say(key, { city, cost: action.payment.length })}${paid ? `: ${paid}` : ''}`;
    }
    case 'collectOffice':
    case 'endTurn':
      return say(`act.${action.type}`);
    case 'buildOffice':
      return legal.type === 'buildOffice'
        ? say('act.buildOffice', {
            cost: say('cost.office', {
              goods: goodsText(legal.goods, locale),
              markers: legal.markers,
              marker: legal.marker,
            }),
          })
        : say('act.buildOffice', { cost: '' });
    case 'gmTrade': {
      const trade = action.trade;
      if (trade.kind === 'raidMarker') return say('gm.raidMarker', { value: trade.value });
      if (trade.kind === 'bonusChit')
        return say('gm.bonusChit', {
          good: goodName(trade.good, locale),
          chit: chitName(trade.chit, locale),
        });
      if (trade.kind === 'goodForMarker')
        return say('gm.goodForMarker', { good: goodName(trade.good, locale), value: trade.value });
      return say('gm.markerForGood', { value: trade.value, good: goodName(markerGood(trade.value), locale) });
    }
    case 'buyMarkers':
      return say('option.buy', {
        markers: markerLabel(state.market[action.pair] ?? []),
        good: goodName(action.good, locale),
      });
    case 'cityTrade':
      return say('option.cityTrade', {
        give: goodsText(action.give, locale),
        receive: goodsText(action.receive, locale),
      });
    case 'changeRoute': {
      const square = state.cities[state.players[action.player].cog ?? 0].squares[action.square];
      const current = square.faceUp ? String(square.value) : say('option.faceDown');
      return say('option.changeRoute', { side: say(`side.${action.square}`), current, value: action.marker });
    }
    case 'raid':
      return action.target.kind === 'city'
        ? say('button.raid.city', { city: cityName(state.players[action.player].cog ?? 0, locale) })
        : say('button.raid.cog', { player: name(action.target.victim) });
    case 'splitGoods': {
      const mine = state.players[action.player].goods;
      const rest = {
        ore: mine.ore - action.pile.ore,
        fur: mine.fur - action.pile.fur,
        amber: mine.amber - action.pile.amber,
        salt: mine.salt - action.pile.salt,
      };
      return say('option.split', { first: goodsText(action.pile, locale), second: goodsText(rest, locale) });
    }
    case 'takePile':
      return say('button.pile', {
        number: action.pile + 1,
        goods: legal.type === 'takePile' ? goodsText(legal.piles[action.pile], locale) : '',
      });
    case 'moveRaider': {
      const square =
        legal.type === 'moveRaider' ? legal.squares.find((s) => s.square === action.square) : undefined;
      const side = say(`side.${action.square}`);
      return square?.leadsTo == null
        ? say('button.square.hidden', { side })
        : say('button.square.open', { side, city: cityName(square.leadsTo, locale) });
    }
    case 'offerTrade':
      return say('panel.offer.terms', {
        partner: name(action.to),
        give: holdingsText(action.give, locale),
        receive: holdingsText(action.receive, locale),
      });
    case 'acceptTrade':
      return say('button.accept', { id: action.offer });
    case 'declineTrade':
      return say('button.decline', { id: action.offer });
    case 'withdrawTrade':
      return say('button.withdraw', { id: action.offer });
    case 'setAutoCollect':
      return say(action.on ? 'act.autoCollect.on' : 'act.autoCollect.off');
  }
}
