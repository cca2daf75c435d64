// K-13a with K-80 (issue 29): a game whose seats all let their deadlines pass still ends. From
// random reachable states, base game and advanced, playing only the deadline defaults for every
// seat reaches the game's end within a bound; the start choice with every seat absent included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTimeout,
  blockingDecisions,
  legalActions,
  type DecisionKind,
  type GameOptions,
  type GameState,
} from '../../src/engine';
import { fresh, ok, randomPlay } from './helpers';

/**
 * The bound: the guild master moves at least one city a round (K-80's default is one step) and
 * the game ends by 18 (K-26), so at most 18 rounds; a round asks at most about 60 decisions of
 * 4 players (bids, the guild master, taxes, turns, a raid's three, a conflict's six), and the
 * start asks at most 3 picks of each and one swap each (K-13a, N-80).
 */
const BOUND = 18 * 60 + 4 * 3 + 4;

type Step = (state: GameState) => GameState;

/** K-80: the default for the first decision awaited, the seat marked absent. */
const timeout: Step = (state) => {
  const r = applyTimeout(state);
  if (!r) throw new Error(`nothing awaited in phase ${state.phase.kind}`);
  if (!r.ok) throw new Error(`default refused: ${r.error.code}`);
  return r.state;
};

/** How many steps `step` takes from `state` to the game's end; Infinity past the bound. */
function stepsToEnd(state: GameState, step: Step, bound = BOUND): number {
  let s = state;
  for (let n = 0; n <= bound; n++) {
    if (s.phase.kind === 'ended') return n;
    s = step(s);
  }
  return Infinity;
}

/** A state reached by `steps` random legal actions (with trades), or the last before the end. */
function reached(seed: number, players: number, steps: number, options: Partial<GameOptions>): GameState {
  let last: GameState | null = null;
  randomPlay({ seed, players, steps, trades: true, options }, (s) => {
    if (s.phase.kind !== 'ended') last = s;
  });
  if (last === null) throw new Error('no state reached');
  return last;
}

const OPTIONS = fc.record({
  taxes: fc.boolean(),
  officeTrading: fc.boolean(),
  conflicts: fc.boolean(),
  memory: fc.boolean(),
});

const ALL_RULES: Partial<GameOptions> = { taxes: true, officeTrading: true, conflicts: true, memory: true };

/**
 * Every decision that stops the game (an open trade offer does not: isBlocking). A record, so
 * a new kind of decision fails to compile here until it is listed.
 */
const BLOCKING_KINDS: Record<Exclude<DecisionKind, 'tradeOffer'>, true> = {
  startChoice: true,
  startSwap: true,
  bid: true,
  guildMaster: true,
  tax: true,
  turn: true,
  raidSplit: true,
  raidPickPile: true,
  raidDestination: true,
  challenge: true,
  conflictBid: true,
  conflictDemand: true,
  conflictPush: true,
};
const BLOCKING = Object.keys(BLOCKING_KINDS) as DecisionKind[];

describe('K-13a K-80 only deadline defaults always end the game', () => {
  it('K-13a K-80 from random reachable states, 2–4 players, base and advanced, the defaults end the game within the bound', () => {
    const phases = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 0, max: 300 }),
        OPTIONS,
        (seed, players, steps, options) => {
          const state = reached(seed, players, steps, options);
          phases.add(state.phase.kind);
          expect(stepsToEnd(state, timeout)).toBeLessThanOrEqual(BOUND);
        },
      ),
      { numRuns: 60 },
    );
    // The runs began in many phases, not only at the start.
    expect(phases.size).toBeGreaterThan(3);
  });

  it('K-13a K-80 every seat absent from the very start, every option set: the game ends', () => {
    const sets: Partial<GameOptions>[] = [
      {},
      { taxes: true },
      { officeTrading: true },
      { conflicts: true },
      { memory: true },
      { taxes: true, officeTrading: true, conflicts: true, memory: true },
    ];
    for (const options of sets)
      for (const players of [2, 3, 4])
        for (const seed of [1, 2, 3]) {
          const state = fresh(players, seed, options);
          expect(state.phase.kind).toBe('startChoice');
          expect(stepsToEnd(state, timeout)).toBeLessThanOrEqual(BOUND);
        }
  });

  it('K-13a K-80 from a state awaiting each kind of decision (every phase, base and advanced), the defaults end the game', () => {
    // The property above starts where random play happens to stop; here every blocking
    // decision the engine knows is a starting point, the rare ones (a raid's destination, a
    // conflict's push) included, each from up to three states of different games.
    const found = new Map<DecisionKind, GameState[]>(BLOCKING.map((kind) => [kind, []]));
    for (let seed = 1; seed <= 40 && [...found.values()].some((s) => s.length < 3); seed++) {
      const players = 2 + (seed % 3);
      const options = seed % 4 === 0 ? {} : ALL_RULES;
      // One state per kind and game, so the three come from different games.
      const taken = new Set<DecisionKind>();
      randomPlay({ seed, players, steps: 700, trades: true, options }, (s) => {
        const kind = blockingDecisions(s)[0]?.decision;
        const list = kind ? found.get(kind) : undefined;
        if (!kind || !list || list.length >= 3 || taken.has(kind)) return;
        list.push(s);
        taken.add(kind);
      });
    }
    for (const [kind, states] of found) {
      expect(states.length, `no reachable state awaits ${kind}`).toBeGreaterThan(0);
      for (const state of states) expect(stepsToEnd(state, timeout), kind).toBeLessThanOrEqual(BOUND);
    }
  });

  it('K-13a control: the same runner catches a game that cannot end (the old start default, no settlement)', () => {
    const oldStart: Step = (state) => {
      if (state.phase.kind !== 'startChoice') return timeout(state);
      const s = structuredClone(state);
      if (s.phase.kind !== 'startChoice') return s;
      s.phase.repicks = 0; // planted: K-13a's settlement never comes
      const phase = s.phase;
      const player = phase.choosing.findIndex((c, i) => c && phase.picks[i] === null);
      const legal = legalActions(s, player).find((l) => l.type === 'chooseStart');
      if (legal?.type !== 'chooseStart') throw new Error('no pick');
      return ok(s, { type: 'chooseStart', player, marker: legal.markers[0] });
    };
    expect(stepsToEnd(fresh(3, 1), oldStart)).toBe(Infinity);
    expect(stepsToEnd(fresh(3, 1), timeout)).toBeLessThanOrEqual(BOUND);
  });
});
