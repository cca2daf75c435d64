// Issue 42, item 2: a take-back after a reveal. A bid that makes the next bidder pass with
// only repeats left (K-22, reason `onlyRepeats`) tells everyone that player's hidden markers;
// the bid was still offered a take-back. The engine now refuses a take-back whenever the action
// caused a step of anyone else or changed another player's view beyond the actor's own move.
// A property over random games says so, and a control with the old rule shows it is caught.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  playerView,
  takeBackBlock,
  type GameOptions,
  type GameState,
  type PlayerView,
} from '../../src/engine/index';
import { passedOnlyRepeats, revealingBid, stepsOf, type Step } from './revealing-bid';

type Rule = (s: Step) => boolean;
/** The rule now: nothing stands in the way. */
const offered: Rule = (s) => takeBackBlock(s.before, s.action, s.after, s.events) === null;
/** The control: issue 21's rule, blind to what the others saw (only `seen` ignored). */
const oldRule: Rule = (s) => [null, 'seen'].includes(takeBackBlock(s.before, s.action, s.after, s.events));

/**
 * What `seat` sees of a position apart from the actor's own move: the whole view less the
 * board's shared parts the move itself changes (version, phase and who is awaited, log,
 * reserve, market, guild master, cities' goods, cogs and route squares) and the actor's own
 * summary, bid and offices. Hidden squares and secrets are issue 21's test (take-back.test.ts).
 */
function apartFromTheMove(view: PlayerView, actor: number): unknown {
  const {
    version: _v,
    phase: _p,
    awaiting: _a,
    log: _l,
    reserve: _r,
    market: _m,
    guildMaster: _g,
    ...rest
  } = view;
  return {
    ...rest,
    players: view.players.filter((p) => p.index !== actor),
    bids: view.bids.filter((b) => b.player !== actor),
    cities: view.cities.map((c) => c.offices.filter((o) => o.owner !== actor)),
  };
}

/** The log lines the move added, each as every other player read it: naming the actor only. */
function othersInLog(s: Step): unknown[] {
  const added = s.events.map((e) => e.event as { type: string; player?: number; victim?: number | null });
  const actor = s.action.player;
  return added.filter((e) => {
    if (e.victim !== undefined && e.victim !== null && e.victim !== actor) return true;
    // K-25: the guild master's supply is placed by the player who moves him.
    return e.player === undefined ? e.type !== 'guildMasterSupplied' : e.player !== actor;
  });
}

/** The steps a rule offers whose take-back would undo something another player has seen. */
function violations(steps: Step[], rule: Rule): Step[] {
  return steps.filter((s) => {
    if (!rule(s)) return false;
    if (othersInLog(s).length > 0) return true;
    return s.before.players.some((_, seat) => {
      if (seat === s.action.player) return false;
      const was = apartFromTheMove(playerView(s.before, seat), s.action.player);
      const is = apartFromTheMove(playerView(s.after, seat), s.action.player);
      return JSON.stringify(was) !== JSON.stringify(is);
    });
  });
}

describe('a take-back after a reveal (issue 42, K-22)', () => {
  const { run, step } = revealingBid();

  it(`the bid that makes the next player pass with only repeats (run ${run}) is not offered: "seen"`, () => {
    expect(step.action.type).toBe('bid');
    expect(passedOnlyRepeats(step)).toBe(true);
    expect(takeBackBlock(step.before, step.action, step.after, step.events)).toBe('seen');
    // The old rule offered it: nothing was drawn and no hidden marker turned face up.
    expect(oldRule(step)).toBe(true);
  });

  it('the same bid without the pass it caused is offered again (the refusal is for the pass)', () => {
    // The pass and what follows it removed: the bid alone, as if the next player still bid.
    const cut = step.events.findIndex((e) => e.event.type === 'passed');
    const events = step.events.slice(0, cut);
    const phase = { ...(step.after.phase as object), next: (step.before.phase as { next: number }).next + 1 };
    const after = {
      ...step.after,
      bids: step.after.bids.slice(0, step.before.bids.length + 1),
      phase,
    } as GameState;
    expect(takeBackBlock(step.before, step.action, after, events)).toBeNull();
  });

  it('property: every take-back offered in random games leaves every other player’s view, apart from the move, unchanged', () => {
    const variants: Partial<GameOptions>[] = [{}, { memory: true }, { taxes: true, officeTrading: true }];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom(...variants),
        (seed, players, options) => {
          const steps = stepsOf(seed, players, options);
          expect(violations(steps, offered)).toEqual([]);
          // Not vacuous: the game offered some take-backs at all.
          expect(steps.filter(offered).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 8, seed: 42 },
    );
  });

  it('control: the old rule planted, the property finds the revealing bid and more', () => {
    const steps = stepsOf(run, 4);
    const caught = violations(steps, oldRule);
    expect(caught.map((s) => s.before.version)).toContain(step.before.version);
    expect(caught.some(passedOnlyRepeats)).toBe(true);
    expect(violations(steps, offered)).toEqual([]);
  });
});
