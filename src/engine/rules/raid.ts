// K-45: a raid with the raid marker in hand, on another cog in the city (K-45a) or on the city
// itself (K-45b). The marker stays in the city. What follows (split, pick, push) waits on other
// players: split-goods, take-pile, move-raider, and the round's automatic steps.
import { refusal } from '../vocabulary/errors';
import { moveAllGoods, subtractGoods, type Goods } from '../vocabulary/goods';
import type { Draft } from './draft';
import { onceATurn, turnOf } from './common/turn';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

/** K-45b: everything in the city's pile and in its offices goes onto the raider's cog. */
function raidCity(draft: Draft, raider: number, city: number): Goods {
  const cog = draft.state.players[raider].goods;
  const before = { ...cog };
  const raided = draft.city(city);
  moveAllGoods(raided.goods, cog);
  for (const office of raided.offices) moveAllGoods(office.goods, cog);
  return subtractGoods(cog, before);
}

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player }: ShapeKit) =>
  z.object({
    type: z.literal('raid'),
    player,
    target: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('cog'), victim: player }),
      z.object({ kind: z.literal('city') }),
    ]),
  });

/** What legalActions lists for it. */
type Choices = { type: 'raid'; targets: ({ kind: 'cog'; victim: number } | { kind: 'city' })[] };

export const raid = rule(shape)<Choices>(
  onceATurn('raid', {
    takeBack: false,
    check: (state, { player, target }) => {
      const p = state.players[player];
      if (p.raidsInHand === 0) return refusal('NO_RAID_MARKER');
      if (target.kind === 'cog') {
        const victim = target.victim;
        if (victim === player || victim >= state.players.length)
          return refusal('UNKNOWN_PLAYER', { player: victim });
        if (state.players[victim].cog !== p.cog) return refusal('NOT_IN_SAME_CITY', { player: victim });
      }
      return null;
    },
    apply: (draft, { player: raider, target }) => {
      const { state } = draft;
      const turn = turnOf(state);
      const p = state.players[raider];
      const city = p.cog as number;
      p.raidsInHand -= 1;
      draft.city(city).raids.push(raider);
      if (target.kind === 'cog') {
        const victim = target.victim;
        draft.emit({ type: 'raided', player: raider, city, victim, taken: null });
        turn.raid = {
          raider,
          city,
          target: { kind: 'cog', victim },
          stage: 'split',
          piles: null,
          mover: victim,
        };
      } else {
        const taken = raidCity(draft, raider, city);
        draft.emit({ type: 'raided', player: raider, city, victim: null, taken });
        const mover = (raider + 1) % state.players.length;
        turn.raid = { raider, city, target: { kind: 'city' }, stage: 'destination', piles: null, mover };
      }
    },
    options: (state, p) => {
      if (state.players[p].raidsInHand === 0) return null;
      const city = state.players[p].cog;
      const targets: ({ kind: 'cog'; victim: number } | { kind: 'city' })[] = [];
      for (let i = 0; i < state.players.length; i++)
        if (i !== p && state.players[i].cog === city) targets.push({ kind: 'cog', victim: i });
      targets.push({ kind: 'city' });
      return { type: 'raid', targets };
    },
    expand: (legal, player) => legal.targets.map((target) => ({ type: 'raid', player, target })),
  }),
);
