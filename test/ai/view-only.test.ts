// A computer player is given its playerView and its legal actions only (issue 14, K-60): it
// cannot reach the full state, by type and at run time.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  Dice,
  determinize,
  legalActions,
  playerView,
  seedRng,
  type GameState,
  type LegalAction,
  type PlayerView,
} from '../../src/engine';
import { decide, playSeatedGame, type DecideRequest, type Level } from '../../src/ai';

describe('a computer player sees only its view (by type)', () => {
  it('its request holds a view, the legal listing, a level and a seed, nothing else', () => {
    expectTypeOf<keyof DecideRequest>().toEqualTypeOf<'view' | 'legal' | 'level' | 'seed' | 'iterations'>();
    expectTypeOf<DecideRequest['view']>().toEqualTypeOf<PlayerView>();
    expectTypeOf<DecideRequest['legal']>().toEqualTypeOf<LegalAction[]>();
    // A full state is not a view: it lacks the viewer and carries what views leave out.
    expectTypeOf<GameState>().not.toMatchTypeOf<PlayerView>();
  });

  it('a full state cannot be passed where the view goes', () => {
    const state = statesOfOneGame()[20];
    const request: DecideRequest = {
      // @ts-expect-error: a GameState is not a PlayerView (tsc checks this line)
      view: state,
      legal: legalActions(state, 0),
      level: 'heuristic',
      seed: 1,
    };
    expect(request.view).toBe(state);
  });
});

function statesOfOneGame(): GameState[] {
  const out: GameState[] = [];
  playSeatedGame({ seed: 77, seats: ['heuristic', 'heuristic', 'heuristic'], onState: (s) => out.push(s) });
  return out;
}

/** Another full state with the same view for `viewer`: the hidden parts dealt again. */
function twinOf(state: GameState, viewer: number, seed: number): GameState {
  return determinize(playerView(state, viewer), new Dice(seedRng(seed)));
}

/** Hidden parts that differ between two states with one view: other hands, the cup. */
function hiddenDiffers(a: GameState, b: GameState, viewer: number): boolean {
  const hidden = (s: GameState) =>
    JSON.stringify([
      s.players.filter((_, i) => i !== viewer).map((p) => [p.goods, p.markers]),
      s.reserve.markers,
    ]);
  return hidden(a) !== hidden(b);
}

describe('a computer player sees only its view (at run time)', () => {
  const states = statesOfOneGame().filter((_, i) => i % 9 === 0);

  it('two full states it cannot tell apart get the same decision, at every level', () => {
    let compared = 0;
    for (const state of states) {
      for (let viewer = 0; viewer < state.players.length; viewer++) {
        const legal = legalActions(state, viewer);
        if (legal.length === 0) continue;
        const twin = twinOf(state, viewer, state.version);
        if (!hiddenDiffers(state, twin, viewer)) continue;
        expect(playerView(twin, viewer)).toEqual(playerView(state, viewer));
        for (const level of ['random', 'heuristic', 'easy'] as Level[]) {
          const ask = (s: GameState) =>
            decide({
              view: playerView(s, viewer),
              legal: legalActions(s, viewer),
              level,
              seed: 5,
              iterations: 8,
            }).action;
          expect(ask(twin)).toEqual(ask(state));
        }
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  }, 120_000);

  it('control: a player that peeks at the full state is told apart by the same twins', () => {
    const peek = (s: GameState, viewer: number) =>
      s.players[(viewer + 1) % s.players.length].markers.indexOf(1);
    const told = states.some((state) => {
      const twin = twinOf(state, 0, state.version);
      return hiddenDiffers(state, twin, 0) && peek(state, 0) !== peek(twin, 0);
    });
    expect(told).toBe(true);
  });

  it('its request is plain data: it survives a structured clone (as to a worker thread) and decides the same', () => {
    const state = states[5];
    const viewer = 0;
    const request: DecideRequest = {
      view: playerView(state, viewer),
      legal: legalActions(state, viewer),
      level: 'easy',
      seed: 9,
      iterations: 10,
    };
    const copy = structuredClone(request);
    expect(copy).toEqual(request);
    expect(decide(copy)).toEqual(decide(request));
    // Nothing in the view reaches the generator or another player's hand.
    const text = JSON.stringify(request.view);
    expect(text).not.toContain('"rng"');
    expect(
      request.view.players
        .filter((p) => p.index !== viewer)
        .every((p) => p.markers === null && p.goods === null),
    ).toBe(true);
  });
});
