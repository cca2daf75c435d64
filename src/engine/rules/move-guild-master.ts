// K-25: the new first player moves the guild master one or two cities clockwise; raided
// cities are skipped and do not count. What follows (the game's end at 18 steps, K-26, or his
// city's two goods and the first turn) is the round's.
import { refusal } from '../vocabulary/errors';
import { guildMasterPath } from './common/guild-master-path';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player }: ShapeKit) =>
  z.object({ type: z.literal('moveGuildMaster'), player, steps: z.union([z.literal(1), z.literal(2)]) });

/** What legalActions lists for it. */
type Choices = { type: 'moveGuildMaster'; options: { steps: 1 | 2; to: number }[] };

export const moveGuildMaster = rule(shape)<Choices>({
  phases: ['guildMaster'],
  takeBack: true,
  who: (state, player) =>
    state.order[0] === player ? null : refusal('NOT_YOUR_DECISION', { owners: [state.order[0]] }),
  check: () => null,
  apply: (draft, action) => {
    const { state } = draft;
    const from = state.guildMaster.city;
    const { to, passed } = guildMasterPath(state, action.steps);
    state.guildMaster.city = to;
    state.guildMaster.steps += passed;
    draft.emit({
      type: 'guildMasterMoved',
      player: action.player,
      from,
      to,
      steps: action.steps,
      passed,
      total: state.guildMaster.steps,
    });
    draft.endPhase();
  },
  options: (state) => ({
    type: 'moveGuildMaster',
    options: ([1, 2] as const).map((steps) => ({ steps, to: guildMasterPath(state, steps).to })),
  }),
  expand: (legal, player) => legal.options.map((o) => ({ type: 'moveGuildMaster', player, steps: o.steps })),
});
