// Computer players only ever send actions the engine accepts (issue 14), in every phase,
// with hidden and with open holdings: whole games between them, seats and seeds drawn by
// fast-check. A refused action or a stuck game is a violation of playSeatedGame.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  blockingDecisions,
  legalActions,
  playerView,
  type Action,
  type GameState,
} from '../../src/engine';
import { decide, playRandomGame, playSeatedGame, type Level } from '../../src/ai';

const COMPUTER: Level[] = ['heuristic', 'easy', 'random'];

function decisionsSeen(seats: Level[], into: Set<string>) {
  return (state: GameState) => {
    const d = blockingDecisions(state)[0];
    if (d && seats[d.player] !== 'random') into.add(`${state.options.holdings}:${d.decision}`);
  };
}

describe('computer players send only actions the engine accepts', () => {
  it('in whole games of 2–4 seats of every level, hidden and open holdings (property)', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.constantFrom(...COMPUTER), { minLength: 2, maxLength: 4 }),
        fc.constantFrom('hidden' as const, 'open' as const),
        (seed, seats, holdings) => {
          const game = playSeatedGame({
            seed,
            seats,
            options: { holdings },
            check: true,
            iterations: 6,
            onState: decisionsSeen(seats, seen),
          });
          expect(game.violations).toEqual([]);
          expect(game.final.phase.kind).toBe('ended');
        },
      ),
      { numRuns: 14, seed: 14 },
    );
    for (const holdings of ['hidden', 'open'])
      for (const decision of ['startChoice', 'bid', 'guildMaster', 'turn'])
        expect(seen).toContain(`${holdings}:${decision}`);
  }, 240_000);

  it('decides every raid step (split, pick, push) and every other decision found in random games', () => {
    const states: GameState[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      let n = 0;
      playRandomGame({
        players: 2 + (seed % 3),
        seed,
        check: false,
        options: { holdings: seed % 2 === 0 ? 'open' : 'hidden' },
        onState: (s) => {
          if (s.phase.kind === 'turn' && s.phase.turn.raid) states.push(s);
          else if (n++ % 40 === 0) states.push(s);
        },
      });
    }
    const decided = new Set<string>();
    for (const state of states) {
      const owner = blockingDecisions(state)[0];
      if (!owner) continue;
      for (const level of ['heuristic', 'easy'] as const) {
        const { action } = decide({
          view: playerView(state, owner.player),
          legal: legalActions(state, owner.player),
          level,
          seed: state.version,
          iterations: 4,
        });
        expect(action).not.toBeNull();
        const result = applyAction(state, action as Action);
        expect(result.ok, JSON.stringify(action)).toBe(true);
        decided.add(owner.decision);
      }
    }
    for (const decision of [
      'raidSplit',
      'raidPickPile',
      'raidDestination',
      'bid',
      'turn',
      'guildMaster',
      'startChoice',
    ])
      expect(decided).toContain(decision);
  }, 120_000);

  it('answers trade offers addressed to it, accepting or declining (random players offer)', () => {
    let answered = 0;
    for (let seed = 1; seed <= 30 && answered === 0; seed++) {
      const seats: Level[] = ['heuristic', 'random'];
      let offersBefore = 0;
      const game = playSeatedGame({
        seed,
        seats,
        check: true,
        onState: (s) => {
          const toMe = s.offers.filter((o) => o.to === 0).length;
          if (toMe < offersBefore) answered += 1;
          offersBefore = toMe;
        },
      });
      expect(game.violations).toEqual([]);
    }
    expect(answered).toBeGreaterThan(0);
  }, 120_000);
});
