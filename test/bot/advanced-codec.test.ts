// The advanced game's actions (K-70 … K-73) survive the trip through a component id: every
// action listed in games with all four rules decodes to itself, and fits Discord's 100 characters.
import { describe, expect, it } from 'vitest';
import { concreteActions, type GameState } from '../../src/engine/index';
import { playRandomGame } from '../../src/ai/index';
import { decodeMove, encodeMove, type Move } from '../../src/bot/action-codec';
import { game } from '../engine/advanced/helpers';
import { advancedActionTypes } from '../support/advanced-actions';

const ALL = { taxes: true, officeTrading: true, conflicts: true, memory: true };

describe('action codes for the advanced game', () => {
  it('every listed action, the advanced ones included, decodes to itself', () => {
    const kinds = new Set<string>();
    for (const seed of [41, 42]) {
      const states: GameState[] = [];
      playRandomGame({ seed, players: 3, options: ALL, check: false, onState: (s) => states.push(s) });
      for (const state of states.filter((s, i) => i % 3 === 0 || s.phase.kind !== 'turn')) {
        for (let p = 0; p < 3; p++) {
          for (const action of concreteActions(state, p, 12)) {
            const { player, ...move } = action;
            const code = encodeMove(move as Move);
            expect(code.length).toBeLessThanOrEqual(90);
            expect(decodeMove(code, player)).toEqual(action);
            kinds.add(action.type);
          }
        }
      }
    }
    // Every advanced action, read off the rule table (test/engine/action-types.test.ts pins the eight).
    for (const type of advancedActionTypes(game({}))) expect(kinds).toContain(type);
  });

  it('an office offer keeps the office it names (K-71)', () => {
    const action = {
      type: 'offerTrade' as const,
      player: 1,
      to: 2,
      office: { city: 6, slot: 1 as const },
      give: { goods: { ore: 1, fur: 0, amber: 0, salt: 0 }, markers: [3] },
      receive: { goods: { ore: 0, fur: 0, amber: 2, salt: 0 }, markers: [] },
    };
    const { player, ...move } = action;
    expect(decodeMove(encodeMove(move), player)).toEqual(action);
  });
});
