// Placings of whole games played to their end by random legal play, not built by hand.
// Random play ends by the guild master (K-26) in all of these (4 players, seed 2342 with a
// shared win); the 5-DP win (K-50) is built move by move in placings.test.ts.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai';
import { RecordedResultSchema, recordResult } from '../../src/league';
import { withMembers } from './helpers';

const games = [2, 3, 4].flatMap((players) =>
  [1, 2, 3, 4, 5, 6].map((seed) => ({ players, seed: 2300 + 10 * players + seed })),
);

describe('placings of random games played to their end', () => {
  it.each(games)(
    'K-26 K-51 $players players, seed $seed: 1st place is exactly the engine’s winners; the rest follow VP',
    ({ players, seed }) => {
      const { final } = playRandomGame({ players, seed, check: false });
      if (final.phase.kind !== 'ended') throw new Error('the game did not end');
      const result = recordResult({
        state: withMembers(final),
        gameId: `g${seed}`,
        channelId: '5555',
        season: 1,
        finishedAt: '2026-11-25T13:00:00.000Z',
        computers: [],
      })!;
      expect(RecordedResultSchema.safeParse(result).success).toBe(true);
      const firsts = result.seats.flatMap((s, seat) => (s.place === 1 ? [seat] : []));
      expect(firsts).toEqual(final.phase.winners);
      const rest = result.seats.filter((s) => s.place > 1);
      for (const a of rest) for (const b of rest) if (a.vp > b.vp) expect(a.place).toBeLessThan(b.place);
      for (const a of rest) for (const b of rest) if (a.vp === b.vp) expect(a.place).toBe(b.place);
    },
  );
});
