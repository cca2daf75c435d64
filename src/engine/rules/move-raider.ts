// K-45: another player pushes the raider's cog one step along one of the raided city's
// routes (K-35), and the raider's turn ends. Two face-up squares of one number are not asked
// about (N-9).
import { raidDecider, raidOf } from './common/raid-decision';
import { finishRaid } from './common/raid-steps';
import { turnOf } from './common/turn';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, square }: ShapeKit) =>
  z.object({ type: z.literal('moveRaider'), player, square });

/** What legalActions lists for it. */
type Choices = { type: 'moveRaider'; squares: { square: 0 | 1; leadsTo: number | null }[] };

export const moveRaider = rule(shape)<Choices>({
  phases: ['turn'],
  takeBack: false,
  who: raidDecider('destination'),
  check: () => null,
  apply: (draft, { square }) => finishRaid(draft, turnOf(draft.state), square),
  options: (state, player) => ({
    type: 'moveRaider',
    squares: state.cities[raidOf(state).city].squares.map((s, i) => ({
      square: i as 0 | 1,
      leadsTo: s.faceUp || s.knownBy.includes(player) ? s.value : null,
    })),
  }),
  expand: (legal, player) => legal.squares.map((s) => ({ type: 'moveRaider', player, square: s.square })),
});
