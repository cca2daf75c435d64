// The action phase (K-40 … K-43): build an office, trade with the guild master, buy
// markers, trade with the city, change a route. Each at most once per turn; the raid is in
// raid.ts.
import { GOODS, cityGood, markerGood, type Good } from './constants';
import { demand } from './errors';
import { checkDevelopmentWin } from './flow';
import { hasGoods, moveGoods, noGoods, type Goods } from './goods';
import { isLegalCityTrade } from './city-trade';
import type { Play } from './play';
import type { ActionOf, GmTrade } from './actions';
import type { GameState, Turn } from './state';

/** K-40: the three goods a city does not produce, and its markers: 1, or 2 with an office there. */
export function officeCost(state: GameState, city: number): { goods: Goods; markers: number } {
  const goods = noGoods();
  for (const g of GOODS) if (g !== cityGood(city)) goods[g] = 1;
  return { goods, markers: state.cities[city].offices.length === 0 ? 1 : 2 };
}

/** K-40: whether the city has room and the player could pay for an office there now. */
export function canBuildOffice(state: GameState, player: number, city: number): boolean {
  const cost = officeCost(state, city);
  const p = state.players[player];
  return (
    state.cities[city].offices.length < 2 && hasGoods(p.goods, cost.goods) && p.markers[city] >= cost.markers
  );
}

export function buildOffice(play: Play, action: ActionOf<'buildOffice'>): void {
  const { state } = play;
  const p = state.players[action.player];
  const city = p.cog as number;
  demand(state.cities[city].offices.length < 2, 'OFFICES_FULL', { city });
  const cost = officeCost(state, city);
  demand(hasGoods(p.goods, cost.goods) && p.markers[city] >= cost.markers, 'CANNOT_AFFORD', {
    goods: cost.goods,
    marker: city,
    markers: cost.markers,
  });
  moveGoods(p.goods, state.reserve.goods, cost.goods);
  p.markers[city] -= cost.markers;
  state.reserve.markers[city] += cost.markers;
  play.city(city).offices.push({ owner: action.player, goods: noGoods() });
  play.emit({ type: 'officeBuilt', player: action.player, city });
  checkDevelopmentWin(play, action.player);
}

/** K-41: exactly one trade with the guild master, in his city. */
export function tradeWithGuildMaster(play: Play, action: ActionOf<'gmTrade'>): void {
  const { state } = play;
  const p = state.players[action.player];
  demand(p.cog === state.guildMaster.city, 'NOT_AT_GUILD_MASTER', { city: state.guildMaster.city });
  const trade = action.trade;
  const secret = [{ player: action.player, detail: { trade } }];
  switch (trade.kind) {
    case 'raidMarker':
      demand(p.raidSetAside > 0, 'NO_RAID_MARKER_LEFT');
      demand(p.markers[trade.value] >= 3, 'NOT_IDENTICAL', { value: trade.value, needed: 3 });
      p.markers[trade.value] -= 3;
      state.reserve.markers[trade.value] += 3;
      p.raidSetAside -= 1;
      p.raidsInHand += 1;
      return play.emit({ type: 'gmTraded', player: action.player, kind: trade.kind }, secret);
    case 'bonusChit':
      demand(p.goods[trade.good] >= 6, 'NOT_IDENTICAL', { good: trade.good, needed: 6 });
      demand(state.chitSupply[trade.chit] > 0, 'CHIT_GONE', { chit: trade.chit });
      p.goods[trade.good] -= 6;
      state.reserve.goods[trade.good] += 6;
      state.chitSupply[trade.chit] -= 1;
      p.chits.push(trade.chit);
      play.emit(
        { type: 'gmTraded', player: action.player, kind: trade.kind, chit: trade.chit, good: trade.good },
        secret,
      );
      return void checkDevelopmentWin(play, action.player);
    case 'goodForMarker':
      return goodForMarker(play, action.player, trade);
    case 'markerForGood':
      return markerForGood(play, action.player, trade);
  }
}

function goodForMarker(play: Play, player: number, trade: Extract<GmTrade, { kind: 'goodForMarker' }>): void {
  const { state } = play;
  const p = state.players[player];
  demand(p.goods[trade.good] > 0, 'CANNOT_AFFORD', { good: trade.good });
  demand(markerGood(trade.value) === trade.good, 'WRONG_COLOUR', { good: trade.good, value: trade.value });
  demand(state.reserve.markers[trade.value] > 0, 'RESERVE_EMPTY', { value: trade.value });
  p.goods[trade.good] -= 1;
  state.reserve.goods[trade.good] += 1;
  state.reserve.markers[trade.value] -= 1;
  p.markers[trade.value] += 1;
  // K-60, K-60a: the good is seen by its kind, the marker taken from the cup is not.
  play.emit({ type: 'gmTraded', player, kind: trade.kind, good: trade.good }, [
    { player, detail: { trade } },
  ]);
}

function markerForGood(play: Play, player: number, trade: Extract<GmTrade, { kind: 'markerForGood' }>): void {
  const { state } = play;
  const p = state.players[player];
  const good: Good = markerGood(trade.value);
  demand(p.markers[trade.value] > 0, 'MARKER_NOT_HELD', { marker: trade.value });
  demand(state.reserve.goods[good] > 0, 'RESERVE_EMPTY', { good });
  p.markers[trade.value] -= 1;
  state.reserve.markers[trade.value] += 1;
  state.reserve.goods[good] -= 1;
  p.goods[good] += 1;
  // K-60, K-60a: the marker paid into the cup stays hidden; the good taken is seen by its kind.
  play.emit({ type: 'gmTraded', player, kind: trade.kind, good }, [{ player, detail: { trade } }]);
}

/** K-42: one good to the reserve for a whole market pair. */
export function buyMarkers(play: Play, action: ActionOf<'buyMarkers'>): void {
  const { state } = play;
  const p = state.players[action.player];
  const pair = state.market[action.pair];
  demand(pair !== undefined && pair !== null, 'PAIR_GONE', { pair: action.pair });
  demand(p.goods[action.good] > 0, 'CANNOT_AFFORD', { good: action.good });
  p.goods[action.good] -= 1;
  state.reserve.goods[action.good] += 1;
  for (const v of pair) p.markers[v] += 1;
  state.market[action.pair] = null;
  play.emit({
    type: 'markersBought',
    player: action.player,
    pair: action.pair,
    markers: [pair[0], pair[1]],
    good: action.good,
  });
}

/** K-44: only after the cog moved to another city; one batch with the city's own pile. */
export function tradeWithCity(play: Play, action: ActionOf<'cityTrade'>, turn: Turn): void {
  const { state } = play;
  const p = state.players[action.player];
  const city = p.cog as number;
  demand(city !== turn.startCity, 'COG_DID_NOT_MOVE');
  demand(hasGoods(p.goods, action.give), 'CANNOT_AFFORD', { goods: action.give });
  demand(hasGoods(state.cities[city].goods, action.receive), 'GOODS_NOT_IN_CITY', { goods: action.receive });
  const ratio = p.chits.includes('threeToOne') ? 3 : 2;
  demand(isLegalCityTrade(action.give, action.receive, ratio), 'ILLEGAL_TRADE', { ratio });
  const pile = play.city(city).goods;
  moveGoods(p.goods, pile, action.give);
  moveGoods(pile, p.goods, action.receive);
  play.emit({
    type: 'cityTraded',
    player: action.player,
    city,
    give: { ...action.give },
    receive: { ...action.receive },
  });
}

/** K-43: swap a face-up marker of the city for one of the player's own, laid face down. */
export function changeRoute(play: Play, action: ActionOf<'changeRoute'>): void {
  const { state } = play;
  const p = state.players[action.player];
  const city = p.cog as number;
  const square = state.cities[city].squares[action.square];
  // Memory (K-73): face-down markers may be swapped too.
  demand(square.faceUp || state.options.memory, 'SQUARE_FACE_DOWN', { square: action.square });
  demand(p.markers[action.marker] > 0, 'MARKER_NOT_HELD', { marker: action.marker });
  demand(action.marker !== city, 'CITY_NUMBER_ON_ROUTE', { city });
  const taken = square.value;
  const takenWasPublic = square.faceUp;
  p.markers[action.marker] -= 1;
  p.markers[taken] += 1;
  play.city(city).squares[action.square] = { value: action.marker, faceUp: false, knownBy: [action.player] };
  play.emit(
    {
      type: 'routeChanged',
      player: action.player,
      city,
      square: action.square,
      taken: takenWasPublic ? taken : null,
    },
    [{ player: action.player, detail: { placed: action.marker, taken } }],
  );
}
