// Take-backs (issue 21): the engine says which actions may be taken back: those that drew
// nothing random and revealed nothing hidden. Checked per action type over every action of
// simulated games (basic and advanced), with controls that plant a draw, a reveal and a
// secret note and show each is caught.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  canTakeBack,
  newGame,
  TAKE_BACK_ALLOWED,
  type Action,
  type ActionType,
  type GameEvent,
  type GameState,
} from '../../src/engine/index';
import { describeGame, gameSpec } from '../../src/verify/index';
import { finishedRecord } from '../verify/finished-game';

interface Step {
  before: GameState;
  action: Action;
  type: ActionType;
  after: GameState;
  events: GameEvent[];
}

function stepsOf(run: number, players: number, rules: Parameters<typeof finishedRecord>[2]): Step[] {
  const record = finishedRecord(run, players, rules);
  const created = newGame(gameSpec(describeGame(record)));
  if (!created.ok) throw new Error('no game');
  let state = created.state;
  const steps: Step[] = [];
  for (const action of record.actions) {
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(result.error.code);
    steps.push({ before: state, action, type: action.type, after: result.state, events: result.events });
    state = result.state;
  }
  return steps;
}

const STEPS: Step[] = [
  ...stepsOf(31, 2, []),
  ...stepsOf(32, 3, ['taxes', 'offices']),
  ...stepsOf(33, 4, ['conflicts', 'memory']),
  ...stepsOf(34, 4, ['memory']),
];

/** Face-down squares and who knows them: what a take-back must not have changed. */
const hidden = (s: GameState) =>
  JSON.stringify(s.cities.map((c) => c.squares.map((q) => (q.faceUp ? 'up' : q.knownBy))));

describe('which actions may be taken back (issue 21)', () => {
  const types = Object.keys(TAKE_BACK_ALLOWED) as ActionType[];

  it('each rule says itself whether it may be taken back: exactly these ten kinds, every type listed', () => {
    // Pinned here, as the list stood in take-back.ts before the flag moved into each rule file.
    const allowed = types.filter((type) => TAKE_BACK_ALLOWED[type]).sort();
    expect(allowed).toEqual(
      [
        'bid',
        'buildOffice',
        'buyMarkers',
        'changeRoute',
        'cityTrade',
        'collectOffice',
        'gmTrade',
        'moveGuildMaster',
        'sail',
        'setAutoCollect',
      ].sort(),
    );
    expect(types).toHaveLength(28);
  });

  for (const type of types) {
    const mine = STEPS.filter((s) => s.type === type);
    const safe = mine.filter((s) => canTakeBack(s.before, s.action, s.after, s.events));
    if (!TAKE_BACK_ALLOWED[type]) {
      it(`${type}: never (its kind shows or decides something hidden or shared; seen ${mine.length} times)`, () => {
        expect(safe).toEqual([]);
      });
      continue;
    }
    it(`${type}: only when nothing random was drawn and nothing hidden revealed`, () => {
      for (const s of safe) {
        expect(s.after.rng).toEqual(s.before.rng);
        expect(hidden(s.after)).toBe(hidden(s.before));
        expect(s.events.flatMap((e) => e.secrets)).toEqual([]);
        expect(s.after.round).toBe(s.before.round);
      }
      // And the other way: each refusal has one of those reasons.
      for (const s of mine.filter((m) => !safe.includes(m))) {
        const drew = JSON.stringify(s.after.rng) !== JSON.stringify(s.before.rng);
        const told = s.events.some((e) => e.secrets.length > 0) || hidden(s.after) !== hidden(s.before);
        const moved = s.after.round !== s.before.round || s.after.phase.kind === 'ended';
        // Issue 42: or it caused what the others saw (a step naming another player, or none).
        const caused = s.events.some((e) => {
          const named = e.event as { player?: number };
          return named.player === undefined
            ? e.event.type !== 'guildMasterSupplied'
            : named.player !== s.action.player;
        });
        expect(drew || told || moved || caused).toBe(true);
      }
    });
  }

  it('the common actions are offered a take-back somewhere in these games (not vacuous)', () => {
    for (const type of ['bid', 'sail', 'buyMarkers', 'cityTrade', 'moveGuildMaster'] as const) {
      const safe = STEPS.filter((s) => s.type === type && canTakeBack(s.before, s.action, s.after, s.events));
      expect(safe.length, type).toBeGreaterThan(0);
    }
  });

  describe('controls: a planted draw, reveal or secret is caught', () => {
    const s = STEPS.find((x) => x.type === 'sail' && canTakeBack(x.before, x.action, x.after, x.events));
    if (!s) throw new Error('no safe sail');

    it('a step of the generator (something random drawn)', () => {
      const rng = JSON.parse(JSON.stringify(s.after.rng)) as Record<string, unknown>;
      const key = Object.keys(rng).find((k) => typeof rng[k] === 'number');
      if (!key) throw new Error('no counter in the generator state');
      rng[key] = (rng[key] as number) + 1;
      expect(canTakeBack(s.before, s.action, { ...s.after, rng } as GameState, s.events)).toBe(false);
    });

    it('a face-down route marker turned up, or made known to a player', () => {
      const down = s.before.cities.findIndex((c) => c.squares.some((q) => !q.faceUp));
      if (down < 0) return; // every marker face up in this game: nothing to plant
      const square = s.before.cities[down].squares.findIndex((q) => !q.faceUp);
      const plant = (change: object) => ({
        ...s.after,
        cities: s.after.cities.map((c, i) =>
          i !== down
            ? c
            : { ...c, squares: c.squares.map((q, j) => (j === square ? { ...q, ...change } : q)) },
        ),
      });
      expect(canTakeBack(s.before, s.action, plant({ faceUp: true }) as GameState, s.events)).toBe(false);
      expect(canTakeBack(s.before, s.action, plant({ knownBy: [0, 1] }) as GameState, s.events)).toBe(false);
    });

    it('a secret note to one player', () => {
      const events = [...s.events, { event: s.events[0].event, secrets: [{ player: 1, detail: {} }] }];
      expect(canTakeBack(s.before, s.action, s.after, events)).toBe(false);
    });
  });
});
