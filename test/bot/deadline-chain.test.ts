// Issue 23 (K-80): a chain of deadlines missed while the bot was down. Each deadline applied
// at start-up starts the next decision's deadline at its own due time, not at the save that
// applied it ("now"), so every deadline that passed meanwhile is applied, in turn, and the
// one still to come runs from when the last fell due.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import { dueAt } from '../../src/bot/deadline-due';
import { Deadlines, type DeadlineClock } from '../../src/bot/deadlines';
import { blockingDecisions, type GameState } from '../../src/engine/index';
import type { GameRecord, LoadResult } from '../../src/store/index';
import { recordOf } from './post-fixtures';
import { stubContext } from './stub-context';

const MINUTE = 60_000;
const SAVED_AT = 1_000_000_000;

/** A state awaiting one person's decision at a time (bids and turns, past the start choice). */
function oneAtATime(): GameState {
  let found: GameState | null = null;
  playRandomGame({
    seed: 5,
    players: 2,
    check: false,
    onState: (s) => {
      if (!found && s.phase.kind === 'bidding' && blockingDecisions(s).length === 1) found = s;
    },
  });
  if (!found) throw new Error('no bidding state');
  return found;
}

/** The store as the game's one record; a save is stamped with the clock's time, as saves are. */
class OneRecordStore {
  readonly saved: GameRecord[] = [];
  constructor(
    private record: GameRecord,
    private readonly clock: DeadlineClock,
    /** A planted fault: the save drops `reminded`, so the next deadline runs from the save. */
    private readonly forgetSince = false,
  ) {}
  load(id: string): Promise<LoadResult> {
    return Promise.resolve(
      id === this.record.id
        ? { ok: true, record: structuredClone(this.record) }
        : { ok: false, reason: 'missing' },
    );
  }
  saveIfVersion(record: GameRecord, expected: number): Promise<GameRecord | null> {
    if (expected !== this.record.version) return Promise.resolve(null);
    const saved = { ...record, version: expected + 1, updatedAt: this.clock.now() };
    if (this.forgetSince) delete saved.reminded;
    this.record = saved;
    this.saved.push(saved);
    return Promise.resolve(structuredClone(saved));
  }
}

/** Starts the bot `downFor` after the game's last save; what catch-up applied, step by step. */
async function catchUpAfter(downFor: number, forgetSince = false) {
  const clock: DeadlineClock = { now: () => SAVED_AT + downFor, after: () => () => undefined };
  const record = recordOf(oneAtATime(), {
    id: 'gchain',
    updatedAt: SAVED_AT,
    settings: { players: 2, holdings: 'hidden', seed: 5, deadlineMinutes: 60 },
  });
  const store = new OneRecordStore(record, clock, forgetSince);
  const said: string[] = [];
  const channel = {
    isSendable: () => true,
    isThread: () => false,
    send: (payload: { content: string }) => Promise.resolve(void said.push(payload.content)),
  };
  const ctx = stubContext(store, channel, {
    publisher: { request: () => Promise.resolve() },
    computers: { nudge: () => undefined },
    limits: { lobbyHours: 24 },
  });
  const deadlines = new Deadlines(() => ctx, clock);
  await deadlines.catchUp(['gchain']);
  deadlines.stop();
  const steps = store.saved.filter(
    (r, i) => r.actions.length > (store.saved[i - 1] ?? record).actions.length,
  );
  const last = store.saved.at(-1) ?? record;
  // Issue 28: the lines are owed in the record's outbox; this stand-in publisher sends nothing.
  const owed = (last.messages.notices ?? []).flatMap((n) => (n.kind === 'line' ? [n.content] : []));
  return { steps, said: [...said, ...owed], last };
}

describe('K-80 deadlines missed in a chain while the bot was down (issue 23)', () => {
  it('each applied deadline starts the next at its own due time: down 150 min, the 60-min deadlines at 60 and 120 are both applied', async () => {
    const { steps, said, last } = await catchUpAfter(150 * MINUTE);
    expect(steps.map((r) => r.reminded?.since)).toEqual([SAVED_AT + 60 * MINUTE, SAVED_AT + 120 * MINUTE]);
    expect(said.filter((s) => /let the 60-minute deadline pass/.test(s))).toHaveLength(2);
    // The third falls due an hour after the second did, not an hour after the bot came back.
    expect(dueAt(last)).toBe(SAVED_AT + 180 * MINUTE);
  });

  it('down less than one deadline: nothing is applied, and the deadline stays where it was', async () => {
    const { steps, last } = await catchUpAfter(59 * MINUTE);
    expect(steps).toEqual([]);
    expect(dueAt(last)).toBe(SAVED_AT + 60 * MINUTE);
  });

  it('control: were the next deadline to run from the save (now), only the first of the chain would be applied', async () => {
    const { steps, last } = await catchUpAfter(150 * MINUTE, true);
    expect(steps).toHaveLength(1);
    expect(dueAt(last)).toBe(SAVED_AT + 210 * MINUTE);
  });
});
