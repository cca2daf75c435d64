// Issue 27: a person plays on servers of several shards, so two processes may note their
// finished games at the same moment. Each note is a compare-and-set in the database: both
// count. Two stores stand for the two processes (each with its own queue, so only the
// database orders them), each read held a moment so that the other process writes in between
// (as it would under load); the control plants a blind write and shows notes are then lost.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { Database, KeyvFinishedGamesStore, type StoreTarget } from '../../src/store/index';
import { BlindWrites } from './blind-writes';
import { testDatabases } from './databases';

/** Every read answered 20 ms late: the other process's write lands in between. */
class SlowReads extends Database {
  override async text(key: string): Promise<string | undefined> {
    const text = await super.text(key);
    await sleep(20);
    return text;
  }
}

/** The same late reads, and the write blind (the fault). */
class SlowBlindWrites extends BlindWrites {
  override async text(key: string): Promise<string | undefined> {
    const text = await super.text(key);
    await sleep(20);
    return text;
  }
}

const USERS = Array.from({ length: 20 }, (_, i) => `user${i}`);

/** Each user finishes one game in each "process" at once; answers how many each has. */
async function noteInTwoProcesses(open: () => KeyvFinishedGamesStore): Promise<number[]> {
  const [one, two] = [open(), open()];
  try {
    await Promise.all(USERS.flatMap((user) => [one.note(user, 'on-shard-0'), two.note(user, 'on-shard-1')]));
    return await Promise.all(USERS.map((user) => one.count(user)));
  } finally {
    await one.close();
    await two.close();
  }
}

describe.each(testDatabases())('first-game counts noted by two processes at once ($name)', (database) => {
  afterAll(() => database.cleanup());

  it('counts both games of each of 20 people, one ended on each shard', async () => {
    const target: StoreTarget = database.fresh();
    const counts = await noteInTwoProcesses(() => KeyvFinishedGamesStore.open(new SlowReads(target)));
    expect(counts).toEqual(USERS.map(() => 2));
  });

  it('control: with a blind write instead of the compare-and-set, some of those games are lost', async () => {
    const target: StoreTarget = database.fresh();
    const counts = await noteInTwoProcesses(() => KeyvFinishedGamesStore.open(new SlowBlindWrites(target)));
    expect(counts.some((count) => count < 2)).toBe(true);
  });
});
