// whyNot(state, player): for each action of the turn that legalActions does not list, the
// refusal apply would give. It asks the rule table's own checks (refusalOf) about a few
// probe actions of that type, so no rule is written twice: the panel's "why not" line and
// apply's refusal are the same code with the same data.
import { CHITS, GOODS, MARKER_VALUES, type Good } from '../vocabulary/constants';
import type { Action, ActionOf } from '../rules/action-types';
import type { GmTrade, Payment } from '../vocabulary/actions';
import type { EngineError } from '../vocabulary/errors';
import { noGoods } from '../vocabulary/goods';
import { ACTION_KINDS } from '../vocabulary/action-kinds';
import type { GameState } from '../vocabulary/state';
import { refusalOf } from '../round/apply';
import { moveCost } from '../rules/common/movement';
import { turnPlayer } from '../rules/common/turn';
import { legalActions } from './legal';

/** The actions of a turn a panel offers, in the order it shows them (K-30 … K-45). */
export const TURN_ACTIONS = ['sail', 'collectOffice', ...ACTION_KINDS] as const;
export type TurnAction = (typeof TURN_ACTIONS)[number];

export interface Blocked {
  type: TurnAction;
  /** The refusal apply gives the probes of this type; the most common one where they differ. */
  error: EngineError;
}

/** Why each of the turn's actions not open to `player` now is refused; [] outside their turn. */
export function whyNot(state: GameState, player: number): Blocked[] {
  if (state.phase.kind !== 'turn' || player < 0 || player >= state.players.length) return [];
  if (turnPlayer(state, player) !== null) return [];
  const listed = new Set(legalActions(state, player).map((l) => l.type));
  const out: Blocked[] = [];
  for (const type of TURN_ACTIONS) {
    if (listed.has(type)) continue;
    const error = commonest(probes(state, player, type).map((a) => refusalOf(state, a)));
    if (error) out.push({ type, error });
  }
  return out;
}

/** The refusal most probes share, the first met on a tie; null when one probe is accepted. */
function commonest(results: (EngineError | null)[]): EngineError | null {
  if (results.some((r) => r === null)) return null;
  const count = new Map<string, number>();
  let best: EngineError | null = null;
  for (const r of results as EngineError[]) {
    const n = (count.get(r.code) ?? 0) + 1;
    count.set(r.code, n);
    if (best === null || n > (count.get(best.code) ?? 0)) best = r;
  }
  return best;
}

/**
 * Actions of `type` a player might try. Where the player holds something (goods, markers,
 * a market pair), the probes use what they hold, so the refusal names what blocks them and
 * not a choice nobody would make.
 */
export function probes(state: GameState, player: number, type: TurnAction): Action[] {
  const p = state.players[player];
  const heldGoods = GOODS.filter((g) => p.goods[g] > 0);
  const goods: readonly Good[] = heldGoods.length > 0 ? heldGoods : GOODS;
  switch (type) {
    case 'sail':
      return ([0, 1, 'secret'] as const).map((route) => ({
        type,
        player,
        route,
        payment: probePayment(state, player, route),
      }));
    case 'collectOffice':
    case 'buildOffice':
      return [{ type, player }];
    case 'gmTrade':
      return gmTrades().map((trade) => ({ type, player, trade }));
    case 'buyMarkers': {
      const open = [0, 1, 2, 3].filter((i) => state.market[i]);
      return (open.length > 0 ? open : [0]).flatMap((pair) =>
        goods.map((good) => ({ type, player, pair, good })),
      );
    }
    case 'cityTrade':
      return goods.flatMap((g) =>
        GOODS.filter((r) => r !== g).map((r) => ({
          type,
          player,
          give: { ...noGoods(), [g]: 1 },
          receive: { ...noGoods(), [r]: 1 },
        })),
      );
    case 'changeRoute': {
      const held = MARKER_VALUES.filter((v) => p.markers[v] > 0);
      const markers = held.length > 0 ? held : MARKER_VALUES;
      return ([0, 1] as const).flatMap((square) =>
        markers.map((marker) => ({ type, player, square, marker })),
      );
    }
    case 'raid':
      return [
        { type, player, target: { kind: 'city' } },
        ...state.players.flatMap((_, victim) =>
          victim === player ? [] : [{ type, player, target: { kind: 'cog' as const, victim } }],
        ),
      ];
  }
}

/** Every guild master's trade there is (K-41); which are open is the rule's to say. */
export function gmTrades(): GmTrade[] {
  return [
    ...MARKER_VALUES.map((value) => ({ kind: 'raidMarker' as const, value })),
    ...GOODS.flatMap((good) => CHITS.map((chit) => ({ kind: 'bonusChit' as const, good, chit }))),
    ...GOODS.flatMap((good) =>
      MARKER_VALUES.map((value) => ({ kind: 'goodForMarker' as const, good, value })),
    ),
    ...MARKER_VALUES.map((value) => ({ kind: 'markerForGood' as const, value })),
  ];
}

/**
 * The route's cost in what the player holds, goods first; short of units, it is padded
 * with goods they lack, so the check names the want (CANNOT_AFFORD), not a miscount.
 */
function probePayment(state: GameState, player: number, route: ActionOf<'sail'>['route']): Payment[] {
  if (state.phase.kind !== 'turn') return [];
  const cost = moveCost(state, state.phase.turn, route);
  const p = state.players[player];
  const units: Payment[] = [];
  for (const good of GOODS) for (let i = 0; i < p.goods[good]; i++) units.push({ good });
  for (const marker of MARKER_VALUES) for (let i = 0; i < p.markers[marker]; i++) units.push({ marker });
  const payment = units.slice(0, cost);
  while (payment.length < cost) payment.push({ good: 'salt' });
  return payment;
}
