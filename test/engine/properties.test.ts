// Property tests over random seeds and random legal play (issue 2): the invariants of
// src/ai/sim/invariants.ts hold after every action, games end within 18 rounds, every
// listed action is accepted, and a replay reproduces the state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameStateSchema, applyAction, concreteActions, replay, type GameState } from '../../src/engine';
import { playRandomGame, seatNames } from '../../src/ai';

const gameSpec = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  players: fc.integer({ min: 2, max: 4 }),
  holdings: fc.constantFrom('hidden' as const, 'open' as const),
  memory: fc.boolean(),
});

describe('random legal play', () => {
  it('K-2, K-4: goods always total 66 and markers 90, no count goes negative, DP = offices + chits', () => {
    fc.assert(
      fc.property(gameSpec, ({ seed, players, holdings, memory }) => {
        const record = playRandomGame({ seed, players, options: { holdings, memory } });
        expect(record.violations).toEqual([]);
        expect(record.final.phase.kind).toBe('ended');
      }),
      { numRuns: 40 },
    );
  });

  it('K-26: every game ends within 18 rounds', () => {
    fc.assert(
      fc.property(gameSpec, ({ seed, players }) => {
        const { final } = playRandomGame({ seed, players, check: false });
        expect(final.phase.kind).toBe('ended');
        expect(final.round).toBeLessThanOrEqual(18);
        expect(
          final.guildMaster.steps >= 18 ||
            (final.phase.kind === 'ended' && final.phase.reason === 'developmentPoints'),
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('every action legalActions lists is accepted by apply', () => {
    fc.assert(
      fc.property(gameSpec, fc.integer({ min: 0, max: 10_000 }), ({ seed, players, memory }, pick) => {
        const states: GameState[] = [];
        playRandomGame({ seed, players, options: { memory }, check: false, onState: (s) => states.push(s) });
        const state = states[pick % states.length];
        for (let p = 0; p < players; p++) {
          for (const action of concreteActions(state, p, 25)) {
            const result = applyAction(state, action);
            expect(result.ok ? 'accepted' : `${JSON.stringify(action)} → ${result.error.code}`).toBe(
              'accepted',
            );
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a replay of the same seed and actions reproduces the state exactly', () => {
    fc.assert(
      fc.property(gameSpec, ({ seed, players, holdings, memory }) => {
        const options = { holdings, memory };
        const record = playRandomGame({ seed, players, options, check: false });
        const again = replay({ seed, players: seatNames(players), options }, record.actions);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.state).toEqual(record.final);
      }),
      { numRuns: 25 },
    );
  });

  it('every state reached is plain JSON that the stored-state schema accepts as it is', () => {
    fc.assert(
      fc.property(gameSpec, ({ seed, players, holdings, memory }) => {
        const states: GameState[] = [];
        playRandomGame({
          seed,
          players,
          options: { holdings, memory },
          check: false,
          onState: (s) => states.push(s),
        });
        for (const state of states.filter((_, i) => i % 7 === 0 || i === states.length - 1)) {
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
          const parsed = GameStateSchema.safeParse(state);
          expect(parsed.success ? 'valid' : parsed.error.message).toBe('valid');
        }
      }),
      { numRuns: 15 },
    );
  });

  it('no state is ever changed after it was returned: later actions leave every earlier state as it was', () => {
    fc.assert(
      fc.property(gameSpec, ({ seed, players, holdings, memory }) => {
        const seen: { state: GameState; json: string }[] = [];
        playRandomGame({
          seed,
          players,
          options: { holdings, memory },
          check: false,
          onState: (state) => seen.push({ state, json: JSON.stringify(state) }),
        });
        const changed = seen.filter(({ state, json }) => JSON.stringify(state) !== json).length;
        expect(changed).toBe(0);
      }),
      { numRuns: 20 },
    );
  });
});
