// K-30 … K-33: sailing along one of the city's two routes, or by the secret passage to the
// guild master's city; every move after the first is paid (K-31); a face-down route is
// committed to and paid for before it is turned up (K-32).
import { refusal } from '../vocabulary/errors';
import type { GameState } from '../vocabulary/state';
import { arrive, canEnter, enterRefusal, moveCost, turnFaceUp } from './common/movement';
import { pay, paymentRefusal, unitsHeld } from './common/payment';
import { turnOf, turnPlayer } from './common/turn';
import { rule, type RouteOption, type ShapeOf } from './rule';
import { payments } from './common/payment-ways';
import type { ShapeKit } from '../vocabulary/actions';
import type { Goods } from '../vocabulary/goods';

function destinationRefusal(state: GameState, { player, route }: ShapeOf<typeof shape>) {
  const from = state.players[player].cog as number;
  if (route === 'secret') {
    if (!state.players[player].chits.includes('secretPassage')) return refusal('NO_SECRET_PASSAGE');
    return enterRefusal(state, player, from, state.guildMaster.city);
  }
  const square = state.cities[from].squares[route];
  return square.faceUp ? enterRefusal(state, player, from, square.value) : null;
}

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, payment, routeChoice }: ShapeKit) =>
  z.object({
    type: z.literal('sail'),
    player,
    route: routeChoice,
    payment: z.array(payment).max(3),
  });

/** What legalActions lists for it. */
type Choices = { type: 'sail'; routes: RouteOption[]; payWith: { goods: Goods; markers: number[] } };

export const sail = rule(shape)<Choices>({
  phases: ['turn'],
  takeBack: true,
  who: turnPlayer,
  check: (state, action) => {
    const turn = turnOf(state);
    if (turn.acting) return refusal('MOVEMENT_OVER');
    return (
      destinationRefusal(state, action) ??
      paymentRefusal(state.players[action.player], action.payment, moveCost(state, turn, action.route))
    );
  },
  apply: (draft, { player, route, payment }) => {
    const { state } = draft;
    const turn = turnOf(state);
    const from = state.players[player].cog as number;
    pay(draft, player, payment);
    turn.moves += 1;
    if (route === 'secret') {
      const leadsTo = state.guildMaster.city;
      return arrive(draft, { player, from, route, leadsTo, revealed: false, paid: payment });
    }
    const square = state.cities[from].squares[route];
    const revealed = !square.faceUp;
    if (revealed) turnFaceUp(draft, from, route);
    arrive(draft, { player, from, route, leadsTo: square.value, revealed, paid: payment });
  },
  options: (state) => {
    const turn = turnOf(state);
    if (turn.acting) return null;
    const p = turn.player;
    const player = state.players[p];
    const from = player.cog as number;
    const units = unitsHeld(player);
    const affordable: RouteOption[] = [];
    for (const route of [0, 1] as const) {
      const square = state.cities[from].squares[route];
      if (square.faceUp && !canEnter(state, p, from, square.value)) continue;
      const leadsTo = square.faceUp || square.knownBy.includes(p) ? square.value : null;
      const cost = moveCost(state, turn, route);
      if (cost <= units) affordable.push({ route, leadsTo, cost });
    }
    const gm = state.guildMaster.city;
    const secretCost = moveCost(state, turn, 'secret');
    if (player.chits.includes('secretPassage') && canEnter(state, p, from, gm) && secretCost <= units)
      affordable.push({ route: 'secret', leadsTo: gm, cost: secretCost });
    if (affordable.length === 0) return null;
    return {
      type: 'sail',
      routes: affordable,
      payWith: { goods: { ...player.goods }, markers: [...player.markers] },
    };
  },
  expand: (legal, player) =>
    legal.routes.flatMap((r) =>
      payments(legal.payWith, r.cost).map((payment) => ({
        type: 'sail' as const,
        player,
        route: r.route,
        payment,
      })),
    ),
});
