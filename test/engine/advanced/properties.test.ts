// The base game's properties (issue 2) with each advanced rule on, and all four together
// (K-70 … K-73): goods 66 and markers 90 after every action, every game ends, every listed
// action is accepted, a replay reproduces the state, and every state is valid stored JSON.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GameStateSchema,
  applyAction,
  blockingDecisions,
  concreteActions,
  replay,
  type GameOptions,
  type GameState,
} from '../../../src/engine';
import { playRandomGame, seatNames } from '../../../src/ai';

const RULE_SETS: Record<string, Partial<GameOptions>> = {
  taxes: { taxes: true },
  offices: { officeTrading: true },
  conflicts: { conflicts: true },
  memory: { memory: true },
  all: { taxes: true, officeTrading: true, conflicts: true, memory: true },
};

const spec = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  players: fc.integer({ min: 2, max: 4 }),
});

describe.each(Object.entries(RULE_SETS))('random legal play with %s', (_, options) => {
  it('K-2, K-4: goods total 66 and markers 90 after every action, and the game ends (K-26)', () => {
    fc.assert(
      fc.property(spec, ({ seed, players }) => {
        const record = playRandomGame({ seed, players, options });
        expect(record.violations).toEqual([]);
        expect(record.final.phase.kind).toBe('ended');
        expect(record.final.round).toBeLessThanOrEqual(18);
      }),
      { numRuns: 12 },
    );
  });

  it('every action legalActions lists is accepted by apply', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 0, max: 10_000 }), ({ seed, players }, pick) => {
        const states: GameState[] = [];
        playRandomGame({ seed, players, options, check: false, onState: (s) => states.push(s) });
        for (const state of [states[pick % states.length], states[(pick * 7 + 3) % states.length]]) {
          for (let p = 0; p < players; p++) {
            for (const action of concreteActions(state, p, 25)) {
              const result = applyAction(state, action);
              expect(result.ok ? 'accepted' : `${JSON.stringify(action)} → ${result.error.code}`).toBe(
                'accepted',
              );
            }
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  it('a replay of the same seed and actions reproduces the state exactly, and every state is valid stored JSON', () => {
    fc.assert(
      fc.property(spec, ({ seed, players }) => {
        const states: GameState[] = [];
        const record = playRandomGame({
          seed,
          players,
          options,
          check: false,
          onState: (s) => states.push(s),
        });
        const again = replay({ seed, players: seatNames(players), options }, record.actions);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.state).toEqual(record.final);
        for (const state of states.filter((_, i) => i % 11 === 0)) {
          const parsed = GameStateSchema.safeParse(JSON.parse(JSON.stringify(state)));
          expect(parsed.success ? 'valid' : parsed.error.message).toBe('valid');
        }
      }),
      { numRuns: 6 },
    );
  });
});

/** Actions open at any time, which answer no prompt. */
const ANY_TIME: readonly string[] = [
  'offerTrade',
  'acceptTrade',
  'declineTrade',
  'withdrawTrade',
  'setAutoCollect',
];

describe('the advanced prompts themselves', () => {
  it('in every start swap, tax and conflict state reached, each listed action is accepted and its owner has one', () => {
    const seen = { startSwap: 0, taxes: 0, conflict: 0 };
    for (const seed of [11, 12, 13]) {
      const states: GameState[] = [];
      playRandomGame({
        seed,
        players: 3,
        options: RULE_SETS.all,
        check: false,
        onState: (s) => states.push(s),
      });
      for (const state of states) {
        const kind = state.phase.kind;
        if (kind !== 'startSwap' && kind !== 'taxes' && kind !== 'conflict') continue;
        seen[kind] += 1;
        for (let p = 0; p < 3; p++) {
          for (const action of concreteActions(state, p, 40)) {
            const result = applyAction(state, action);
            expect(result.ok ? 'accepted' : `${JSON.stringify(action)} → ${result.error.code}`).toBe(
              'accepted',
            );
          }
        }
        for (const { player } of blockingDecisions(state)) {
          const answers = concreteActions(state, player, 40).filter((a) => !ANY_TIME.includes(a.type));
          expect(answers.length).toBeGreaterThan(0);
        }
      }
    }
    expect(seen.startSwap).toBeGreaterThan(0);
    expect(seen.taxes).toBeGreaterThan(0);
    expect(seen.conflict).toBeGreaterThan(0);
  });
});
