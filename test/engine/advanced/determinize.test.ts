// determinize(view) with the advanced rules (K-70 … K-73): a sample shows its viewer exactly
// the view it came from, in the start swaps, the tax prompts and every stage of a conflict,
// a face-down bid of the other duellist included (N-77).
import { describe, expect, it } from 'vitest';
import { Dice, determinize, legalActions, playerView, seedRng, type GameState } from '../../../src/engine';
import { invariantBreaks, playRandomGame } from '../../../src/ai';

const ALL = { taxes: true, officeTrading: true, conflicts: true, memory: true };

function advancedStates(): GameState[] {
  const out: GameState[] = [];
  for (let seed = 21; seed <= 26; seed++) {
    let n = 0;
    playRandomGame({
      players: 2 + (seed % 3),
      seed,
      check: false,
      options: ALL,
      onState: (s) => {
        const advanced =
          s.phase.kind === 'startSwap' || s.phase.kind === 'taxes' || s.phase.kind === 'conflict';
        if (advanced || n++ % 9 === 0) out.push(s);
      },
    });
  }
  return out;
}

describe('determinize with the advanced rules', () => {
  it('every sample shows its viewer the view it came from, keeps the invariants and offers the same kinds of action', () => {
    const dice = new Dice(seedRng(5));
    const stages = new Set<string>();
    for (const state of advancedStates()) {
      for (let viewer = 0; viewer < state.players.length; viewer++) {
        const view = playerView(state, viewer);
        const sample = determinize(view, dice);
        expect(playerView(sample, viewer)).toEqual(view);
        expect(invariantBreaks(sample)).toEqual([]);
        expect(legalActions(sample, viewer).map((l) => l.type)).toEqual(
          legalActions(state, viewer).map((l) => l.type),
        );
        const phase = state.phase;
        const hiddenBid =
          phase.kind === 'conflict' &&
          phase.conflict.bids.some(
            (b, side) => b !== null && [phase.conflict.challenger, phase.conflict.defender][side] !== viewer,
          );
        stages.add(
          phase.kind === 'conflict'
            ? `conflict-${phase.conflict.stage}${hiddenBid ? '-hidden' : ''}`
            : phase.kind,
        );
      }
    }
    for (const stage of [
      'startSwap',
      'taxes',
      'conflict-challenge',
      'conflict-bids',
      'conflict-bids-hidden',
      'conflict-demand',
      'conflict-push',
    ])
      expect(stages).toContain(stage);
  });
});
