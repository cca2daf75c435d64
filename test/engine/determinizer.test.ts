// determinizer(view): the search's way to take many samples of one view (issue 14). Each
// sample must be what determinize would deal with the same dice, and samples must share no
// part the engine changes, or one playout would leak into the next.
import { describe, expect, it } from 'vitest';
import {
  Dice,
  applyAction,
  determinize,
  determinizer,
  playerView,
  seedRng,
  type GameState,
} from '../../src/engine';
import { playRandomGame, randomAction } from '../../src/ai';

function someStates(): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; seed <= 3; seed++) {
    let n = 0;
    playRandomGame({
      players: 2 + (seed % 3),
      seed,
      check: false,
      options: { memory: seed === 3 },
      onState: (s) => {
        if (n++ % 11 === 0) out.push(s);
      },
    });
  }
  return out;
}

describe('determinizer', () => {
  it('deals, sample after sample, exactly what determinize deals with the same dice', () => {
    let compared = 0;
    for (const state of someStates()) {
      for (let viewer = 0; viewer < state.players.length; viewer++) {
        const view = playerView(state, viewer);
        const sampler = determinizer(view);
        const a = new Dice(seedRng(state.version * 31 + viewer));
        const b = new Dice(seedRng(state.version * 31 + viewer));
        for (let k = 0; k < 3; k++) {
          expect(sampler(a)).toEqual(determinize(view, b));
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('a sample played on and changed by hand leaves the next sample of the same view untouched', () => {
    const state = someStates()[5];
    const viewer = 0;
    const view = playerView(state, viewer);
    const sampler = determinizer(view);
    const first = sampler(new Dice(seedRng(1)));
    const expected = structuredClone(sampler(new Dice(seedRng(2))));
    // Play the first sample on, then scribble over what it holds.
    const dice = new Dice(seedRng(3));
    let s = first;
    for (let i = 0; i < 20 && s.phase.kind !== 'ended'; i++) {
      const actor = s.players.findIndex((_, p) => randomAction(s, p, new Dice(seedRng(i))) !== null);
      const action = actor >= 0 ? randomAction(s, actor, dice) : null;
      const result = action && applyAction(s, action);
      if (!result || !result.ok) break;
      s = result.state;
    }
    for (const p of first.players) {
      p.goods.ore += 5;
      p.markers[0] += 5;
      p.chits.push('moveTwo');
    }
    for (const c of first.cities) {
      c.goods.salt += 5;
      c.raids.push(9);
      for (const o of c.offices) o.goods.fur += 3;
    }
    expect(sampler(new Dice(seedRng(2)))).toEqual(expected);
  });
});
