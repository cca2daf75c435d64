// The round's automatic steps and the hand-overs between decisions: round start (K-20,
// K-21), the close of bidding with production and the new order (K-23, K-24), turns (K-27)
// and the game's end (K-26, K-50, K-51).
import { CITY_COUNT, MARKET_PAIRS, cityGood } from './constants';
import { bidsSoFar, canBid, orderFromBids } from './bidding';
import { collectOfficeGoods } from './offices';
import type { Play } from './play';
import { drawMarker, returnMarkers } from './reserve';
import { hasWon, scoreOf, vpWinners } from './scoring';
import type { GameState } from './state';
import { afterTurn } from './advanced/round';

export function startRound(play: Play): void {
  const { state } = play;
  state.round += 1;
  state.bids = [];
  play.emit({ type: 'roundStarted', round: state.round });
  returnUnsoldPairs(play);
  drawExtraMarkers(play);
  drawMarket(play);
  state.phase = { kind: 'bidding', next: 0 };
  skipPlayersWhoCannotBid(play);
}

/** K-21: last round's unsold pairs go back to the reserve. */
function returnUnsoldPairs(play: Play): void {
  const unsold = play.state.market.flatMap((pair) => pair ?? []);
  if (unsold.length > 0) {
    returnMarkers(play, unsold);
    play.emit({ type: 'marketReturned', markers: unsold });
  }
  play.state.market = [];
}

/**
 * K-20: a player holding the +1 route marker chit draws one random marker, in turn order.
 * N-7: a second chit of the kind gives no second ability, so it draws once all the same.
 */
function drawExtraMarkers(play: Play): void {
  for (const index of play.state.order) {
    const player = play.player(index);
    if (!player.chits.includes('extraMarker')) continue;
    const value = drawMarker(play);
    if (value === null) continue;
    player.markers[value] += 1;
    play.emit({ type: 'extraMarkerDrawn', player: index }, [{ player: index, detail: { value } }]);
  }
}

/** K-21: eight markers as four pairs; fewer if the reserve runs short, never a lone one. */
function drawMarket(play: Play): void {
  const pairs: [number, number][] = [];
  for (let i = 0; i < MARKET_PAIRS; i++) {
    const a = drawMarker(play);
    if (a === null) break;
    const b = drawMarker(play);
    if (b === null) {
      returnMarkers(play, [a]);
      break;
    }
    pairs.push([a, b]);
  }
  play.state.market = pairs;
  play.emit({ type: 'marketDrawn', pairs });
}

/** K-22: players who cannot bid pass automatically; when all have bid, bidding closes. */
export function skipPlayersWhoCannotBid(play: Play): void {
  const { state } = play;
  if (state.phase.kind !== 'bidding') return;
  while (state.phase.kind === 'bidding' && state.phase.next < state.order.length) {
    const index = state.order[state.phase.next];
    const hand = state.players[index].markers;
    if (canBid(hand, bidsSoFar(state.bids))) return;
    const reason = hand.every((c) => c === 0) ? 'noMarkers' : 'onlyRepeats';
    state.bids.push({ player: index, markers: null });
    play.emit({ type: 'passed', player: index, reason });
    state.phase.next += 1;
  }
  if (state.phase.kind === 'bidding') closeBidding(play);
}

function closeBidding(play: Play): void {
  const { state } = play;
  produceGoods(play);
  state.order = orderFromBids(state.order, state.bids);
  play.emit({ type: 'orderSet', order: [...state.order] });
  returnMarkers(
    play,
    state.bids.flatMap((b) => b.markers ?? []),
  );
  state.phase = { kind: 'guildMaster' };
}

/**
 * K-24: for each city, highest number first, 2 goods per marker of its number played, as
 * far as the reserve goes; one to each office first when there is one for each.
 */
function produceGoods(play: Play): void {
  const { state } = play;
  const played = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const bid of state.bids) for (const v of bid.markers ?? []) played[v] += 1;
  for (let city = CITY_COUNT - 1; city >= 0; city--) {
    if (played[city] === 0) continue;
    const good = cityGood(city);
    const n = Math.min(2 * played[city], state.reserve.goods[good]);
    state.reserve.goods[good] -= n;
    const target = play.city(city);
    // One to each office only when there is one for each; otherwise all go to the city.
    const supplied = n >= target.offices.length ? target.offices : [];
    for (const office of supplied) office.goods[good] += 1;
    const toOffices = supplied.map((o) => ({ owner: o.owner, count: 1 }));
    const toCity = n - supplied.length;
    target.goods[good] += toCity;
    play.emit({ type: 'produced', city, good, toCity, toOffices });
  }
}

/** K-27: the turn of the player at `index` in the order, or the next round after the last. */
export function startTurn(play: Play, index: number): void {
  const { state } = play;
  if (index >= state.order.length) return startRound(play);
  const player = state.order[index];
  const city = state.players[player].cog as number;
  state.phase = {
    kind: 'turn',
    index,
    turn: { player, startCity: city, moves: 0, acting: false, actionsUsed: [], raid: null },
  };
  play.emit({ type: 'turnStarted', player, city });
  // K-34: the start city's office goods too.
  if (state.players[player].autoCollect) collectOfficeGoods(play, player, city);
}

export function endTurn(play: Play): void {
  const { phase } = play.state;
  if (phase.kind !== 'turn') return;
  play.emit({ type: 'turnEnded', player: phase.turn.player });
  afterTurn(play, phase.index, phase.turn.player, phase.turn.actionsUsed.includes('raid'));
}

/** K-50: a player with 5 DP wins at once, alone. Returns true when the game ended. */
export function checkDevelopmentWin(play: Play, player: number): boolean {
  if (!hasWon(play.state, player)) return false;
  endGame(play, 'developmentPoints', [player]);
  return true;
}

/** K-26, K-51: the guild master ended the game; VP decide, equal VP share the win. */
export function endByGuildMaster(play: Play): void {
  endGame(play, 'guildMaster', vpWinners(allScores(play.state)));
}

function endGame(play: Play, reason: 'developmentPoints' | 'guildMaster', winners: number[]): void {
  const scores = allScores(play.state);
  play.state.phase = { kind: 'ended', reason, winners, scores };
  play.state.offers = [];
  play.emit({ type: 'gameEnded', reason, winners, scores });
}

function allScores(state: GameState) {
  return state.players.map((_, i) => scoreOf(state, i));
}
