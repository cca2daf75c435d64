// Movement (K-30 … K-35): sailing along a city's routes, paying for every move after the
// first, hidden routes, raid-blocked cities and the secret passage.
import { demand } from './errors';
import { noGoods, type Goods } from './goods';
import { collectOfficeGoods, hasOfficeGoods } from './offices';
import { pay } from './payment';
import type { Play } from './play';
import type { ActionOf, RouteChoice } from './actions';
import type { GameState, Turn } from './state';
import { afterUse } from './advanced/memory';

/** K-30, K-35: a cog may not stay put by sailing, nor enter a city holding its own raid marker. */
export function canEnter(state: GameState, player: number, from: number, to: number): boolean {
  return to !== from && !state.cities[to].raids.includes(player);
}

/** K-31: the first move is free, the second too with "move two spaces"; the secret passage costs one more. */
export function moveCost(state: GameState, turn: Turn, route: RouteChoice): number {
  const player = state.players[turn.player];
  const free = turn.moves === 0 || (turn.moves === 1 && player.chits.includes('moveTwo'));
  return (free ? 0 : 1) + (route === 'secret' ? 1 : 0);
}

export function sail(play: Play, action: ActionOf<'sail'>, turn: Turn): void {
  const { state } = play;
  demand(!turn.acting, 'MOVEMENT_OVER');
  const p = action.player;
  const from = state.players[p].cog as number;
  if (action.route === 'secret') {
    demand(state.players[p].chits.includes('secretPassage'), 'NO_SECRET_PASSAGE');
    checkEnterable(state, p, from, state.guildMaster.city);
    pay(play, p, action.payment, moveCost(state, turn, 'secret'));
    turn.moves += 1;
    return arrive(play, {
      player: p,
      from,
      route: 'secret',
      leadsTo: state.guildMaster.city,
      revealed: false,
      paid: action.payment,
    });
  }
  const square = state.cities[from].squares[action.route];
  // K-32: a face-down route is committed to and paid for before it is turned up.
  if (square.faceUp) checkEnterable(state, p, from, square.value);
  pay(play, p, action.payment, moveCost(state, turn, action.route));
  turn.moves += 1;
  const revealed = !square.faceUp;
  if (revealed) turnFaceUp(play, from, action.route);
  arrive(play, {
    player: p,
    from,
    route: action.route,
    leadsTo: square.value,
    revealed,
    paid: action.payment,
  });
}

/**
 * K-32: a used face-down marker stays face up for good. The square is replaced, not changed
 * in place: squares are shared between a state and the copy apply() works on (clone.ts).
 */
function turnFaceUp(play: Play, city: number, square: 0 | 1): void {
  const squares = play.city(city).squares;
  // K-73.5: in Memory it is shown to all and lies face down again.
  squares[square] = afterUse(play.state, squares[square]);
}

function checkEnterable(state: GameState, player: number, from: number, to: number): void {
  demand(to !== from, 'ROUTE_UNUSABLE', { city: to });
  demand(!state.cities[to].raids.includes(player), 'ROUTE_BLOCKED_BY_RAID', { city: to });
}

interface Voyage {
  player: number;
  from: number;
  route: RouteChoice;
  leadsTo: number;
  revealed: boolean;
  paid: ActionOf<'sail'>['payment'];
}

function arrive(play: Play, v: Voyage): void {
  const { state } = play;
  const blocked = !canEnter(state, v.player, v.from, v.leadsTo);
  play.emit(
    {
      type: 'sailed',
      player: v.player,
      from: v.from,
      route: v.route,
      leadsTo: v.leadsTo,
      revealed: v.revealed,
      blocked,
      paid: v.paid.length,
      ...paidGoods(v.paid),
    },
    v.paid.length > 0 ? [{ player: v.player, detail: { payment: v.paid } }] : [],
  );
  if (blocked) return;
  state.players[v.player].cog = v.leadsTo;
  // K-34: office goods in every city entered (digital default: automatically).
  if (state.players[v.player].autoCollect) collectOfficeGoods(play, v.player, v.leadsTo);
}

/** K-60a: goods paid into the reserve are seen by their kind; markers paid are not. */
function paidGoods(payment: ActionOf<'sail'>['payment']): { paidGoods?: Goods } {
  if (!payment.some((unit) => 'good' in unit)) return {};
  const goods = noGoods();
  for (const unit of payment) if ('good' in unit) goods[unit.good] += 1;
  return { paidGoods: goods };
}

/** K-34 with automatic pick-up turned off: the player takes their office goods by hand. */
export function collectOffice(play: Play, action: ActionOf<'collectOffice'>, turn: Turn): void {
  demand(!turn.acting, 'MOVEMENT_OVER');
  const city = play.state.players[action.player].cog as number;
  demand(hasOfficeGoods(play.state, action.player, city), 'NO_OFFICE_GOODS', { city });
  collectOfficeGoods(play, action.player, city);
}

/**
 * A forced move (K-35, K-45): one step along square `square` of the cog's city; a face-down
 * marker is turned up; into a city with the cog's own raid marker the cog stays.
 */
export function forceMove(play: Play, player: number, by: number, square: 0 | 1): void {
  const { state } = play;
  const from = state.players[player].cog as number;
  const marker = state.cities[from].squares[square];
  const revealed = !marker.faceUp;
  if (revealed) turnFaceUp(play, from, square);
  const blocked = !canEnter(state, player, from, marker.value);
  if (!blocked) state.players[player].cog = marker.value;
  play.emit({ type: 'raiderMoved', player, by, from, leadsTo: marker.value, revealed, blocked });
}
