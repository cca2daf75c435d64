import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/local-discord';
import { interactionAge } from '../../src/local-discord/state/deadlines';
import { expectDiscordError, openTable, type Table } from './harness';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Discord docs, Interactions › Receiving and Responding: "you must send an initial response
// within 3 seconds"; "Interaction tokens are valid for 15 minutes".
describe('time that passes (Receiving and Responding: 3 s, 15 min)', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
  });
  afterAll(() => table.stop());

  it('in the default set-up, a handler that spends 3.5 s before its first answer gets 10062', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await sleep(3_500);
      await i.reply('too late');
    });
    await table.discord.user('alice').slash('/ping');
    await expectDiscordError(done, 404, 10062, 'Unknown interaction');
  });

  it('in the default set-up, a prompt answer is on time', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply('on time');
    });
    const handle = await table.discord.user('alice').slash('/ping');
    await done;
    expect((await handle.reply()).content).toBe('on time');
  });
});

describe('the manual clock cannot make a slow answer on time', () => {
  it('counts real time too: a stopped test clock and 3.5 real seconds make an interaction 3.5 s old', () => {
    const clock = new ManualClock(1_000_000);
    const interaction = { createdAt: clock.now(), createdReal: 500 };
    expect(interactionAge(clock, interaction, 500 + 3_500)).toBe(3_500);
  });

  it('counts the test clock when it runs ahead of real time', () => {
    const clock = new ManualClock(1_000_000);
    const interaction = { createdAt: clock.now(), createdReal: 500 };
    clock.advance(15 * 60_000 + 1);
    expect(interactionAge(clock, interaction, 501)).toBe(15 * 60_000 + 1);
  });

  it('only moves forward', () => {
    const clock = new ManualClock(1_000);
    expect(() => clock.advance(-1)).toThrow('only moves forward');
    expect(() => clock.advance(Number.NaN)).toThrow('only moves forward');
    expect(clock.now()).toBe(1_000);
  });
});
