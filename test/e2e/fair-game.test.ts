// Issue 21 end to end (and issue 42: the record is signed, and its verdict says whose it is):
// a game played to the end through the real client shows its commitment
// at the start and its seed at the end, /kogge game verify says it holds, /kogge game export attaches a
// record that `npm run verify` and `/kogge game verify record:` accept (and a changed copy they do
// not); while the game runs,
// both are refused and the seed shows in no message and no log line.
import { createHash } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { runVerify } from '../../src/verify/cli-run';
import { playerView, publicView, type GameState } from '../../src/engine/index';
import { KeyvSigningKeyStore } from '../../src/store/index';
import { openBotStore } from '../../src/verify/cli-store';
import {
  commitmentOf,
  describeGame,
  makeSigningKey,
  signerOf,
  type GameExport,
  type GameViewExport,
} from '../../src/verify/index';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';
import { TablePlayers } from './players';
import { gameIdIn, seedFindings, statesOf } from './secret-scan';

describe('a fair game, end to end (issue 21)', () => {
  let table: BotTable;
  let thread: string;
  let players: TablePlayers;
  let commitment: string;
  const seed = createHash('sha256').update('fair game e2e').digest('hex');
  const logLines: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void logLines.push(line) });

  const ask = async (name: string, line: string, where = thread): Promise<SeenMessage> =>
    (await table.user(name).slash(line, { in: where })).reply(WAIT);
  const publicPosts = () =>
    table
      .user('eve')
      .sees(thread)
      .filter((m) => !m.ephemeralFor && m.author.bot);

  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'eve'], ['tavern'], 1, { seeds: () => seed, logger });
    ({ thread } = await openGame(table, 'alice', ['bob']));
    players = new TablePlayers(table, thread, ['alice', 'bob'], 3);
    const { record } = await statesOf(table.databaseFile, gameIdIn(table.user('eve').sees(thread)));
    commitment = commitmentOf(describeGame(record));
  }, 120_000);
  afterAll(() => table.stop());

  it('the first post of the game shows the commitment to the seed', () => {
    const first = publicPosts().find((m) => m.attachments.length > 0);
    expect(first?.content).toContain(`Commitment to this game’s secret seed (SHA-256): \`${commitment}\``);
  });

  it('while the game runs, /kogge game verify is refused with a sentence', async () => {
    expect((await ask('eve', '/kogge game verify')).content).toMatch(
      /has not ended: its seed is still secret/,
    );
  });

  it('while the game runs, /kogge game export gives a player their own view and anyone else the public view, never the seed', async () => {
    const { record } = await statesOf(table.databaseFile, gameIdIn(table.user('eve').sees(thread)));
    const state = record.state as GameState;
    const fileOf = (reply: SeenMessage) => {
      const file = reply.attachments.find((a) => a.filename.endsWith('.json'));
      if (!file) throw new Error(`no file in: ${reply.content}`);
      return {
        text: file.data.toString('utf8'),
        doc: JSON.parse(file.data.toString('utf8')) as GameViewExport,
      };
    };
    const alice = await ask('alice', '/kogge game export');
    expect(alice.ephemeralFor).toBe(table.user('alice').id);
    expect(alice.content).toMatch(/^What you can see of game/);
    const own = fileOf(alice);
    expect(own.doc).toMatchObject({ format: 'kogge-game-view', viewer: 0, commitment });
    expect(own.doc.view).toEqual(JSON.parse(JSON.stringify(playerView(state, 0))));
    const eve = fileOf(await ask('eve', '/kogge game export'));
    expect(eve.doc.viewer).toBeNull();
    expect(eve.doc.view).toEqual(JSON.parse(JSON.stringify(publicView(state))));
    // Neither carries the seed or the generator (control: the stored record does, so the scan can see it).
    for (const text of [own.text, eve.text]) {
      expect(text).not.toContain(seed);
      expect(text).not.toContain('"rng"');
    }
    expect(JSON.stringify(record)).toContain(seed);
  });

  it('while the game runs, /kogge game replay is refused: its hidden pieces are still secret', async () => {
    const reply = await ask('alice', '/kogge game replay');
    expect(reply.content).toBe('The replay opens once the game is over.');
    expect(reply.attachments).toEqual([]);
  });

  it('/kogge game verify where no game was played says so', async () => {
    expect((await ask('eve', '/kogge game verify', 'tavern')).content).toMatch(
      /^There is no game here to check/,
    );
  });

  it('the game ends with the seed revealed beside the commitment, which shows nowhere before', async () => {
    const before = seedFindings(
      table,
      [thread, table.discord.store.channelByRef('tavern').id],
      seed,
      logLines,
    );
    expect(before).toEqual([]);
    const final = await players.playToEnd();
    expect(final.content).toMatch(/Game over/);
    expect(final.content).toContain(`The seed, revealed: \`${seed}\``);
    expect(final.content).toContain(commitment);
    // The chart of each player's VP and DP by round follows the board, with its alt text.
    expect(final.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^kogge-board/),
      'kogge-rounds.png',
    ]);
    expect(final.attachments[1].description).toMatch(/victory points \(VP\)/);
    // Only the final post shows it; never a log line, even after the end.
    const after = seedFindings(table, [thread], seed, logLines).map((f) => f.messageId);
    expect(after).toEqual([final.id]);
  }, 300_000);

  it('/kogge game verify in the finished game’s thread says the game checks out, signed by this bot', async () => {
    const reply = await ask('eve', '/kogge game verify');
    expect(reply.content).toMatch(
      /^Game `[a-z0-9]+`, signed by this bot\. The game checks out: its seed matches the commitment/,
    );
    expect(reply.content).toContain(commitment);
  });

  it('/kogge game export attaches the signed record, which npm run verify accepts as this bot’s and a changed copy of which it refuses', async () => {
    const reply = await ask('eve', '/kogge game export');
    expect(reply.ephemeralFor).toBeDefined();
    const file = reply.attachments.find((a) => a.filename.endsWith('.json'));
    expect(file).toBeDefined();
    const record = JSON.parse(file!.data.toString('utf8')) as GameExport;
    expect(record).toMatchObject({ format: 'kogge-game-record', exportVersion: 1, seed, commitment });
    expect(record.signature).toMatchObject({ algorithm: 'ed25519' });
    const read = (text: string) => () => text;
    // With the bot's store (as DATABASE_FILE names it) the signer is known to be this bot.
    const botStore = () => openBotStore({ DATABASE_FILE: table.databaseFile });
    const checked = await runVerify(['record.json'], read(JSON.stringify(record)), botStore);
    expect(checked).toMatchObject({
      code: 0,
      line: expect.stringMatching(/^Game \w+, signed by this bot\./),
    });
    // Without it, nothing to compare the signer with: it says so.
    expect((await runVerify(['record.json'], read(JSON.stringify(record)))).line).toMatch(
      /signed by the key [\w-]{43}, which this check has no bot key to compare with/,
    );
    record.actions[3] = {
      ...record.actions[3],
      player: 1 - record.actions[3].player,
    } as GameExport['actions'][number];
    const changed = await runVerify(['record.json'], read(JSON.stringify(record)), botStore);
    expect(changed.code).toBe(1);
    expect(changed.line).toMatch(/^The record of game \w+ was changed after it was signed/);
    delete record.signature;
    const unsigned = await runVerify(['record.json'], read(JSON.stringify(record)), botStore);
    expect(unsigned.line).toMatch(/^The record was changed at step 4/);
  });

  it('⏯ Replay on the final post steps through the game by action and by round, every hidden piece shown', async () => {
    const eve = table.user('eve');
    // The final post: with live boards (issue 38) the live board, edited into it, up the thread.
    const final = publicPosts().findLast((m) => customIds(m).some((c) => c.label === '⏯ Replay'))!;
    const opened = await (await eve.click(final, '⏯ Replay')).reply(WAIT);
    const steps = Number(/step (\d+) \(last: \1\)/.exec(opened.content)?.[1]);
    expect(steps).toBeGreaterThan(20);
    expect(opened.ephemeralFor).toBe(eve.id);
    expect(opened.attachments).toHaveLength(1);
    const at = async (label: string, step: number) => {
      const shown = eve.sees(thread).find((m) => m.id === opened.id)!;
      await (await eve.click(shown, label)).response(WAIT);
      return eve.waitForMessage((m) => m.id === opened.id && m.content.includes(`step ${step} (`), {
        ...WAIT,
        in: thread,
      });
    };
    expect((await at('◀ Step', steps - 1)).content).toMatch(/round \d+: every hidden piece is shown/);
    const start = await at('⏮ Start', 0);
    expect(start.content).toContain('The game as it was set up.');
    // At the start there is nothing to go back to: those buttons are disabled.
    await expect(eve.click(start, '◀ Step')).rejects.toThrow(/disabled/);
    const next = await at('Step ▶', 1);
    expect(next.attachments).toHaveLength(1);
    expect((await at('End ⏭', steps)).content).toContain(`step ${steps} (last: ${steps})`);
  });

  it('/kogge game replay in the finished game’s thread opens the same step viewer, at the last step', async () => {
    const eve = table.user('eve');
    const opened = await ask('eve', '/kogge game replay');
    expect(opened.ephemeralFor).toBe(eve.id);
    const steps = Number(/step (\d+) \(last: \1\)/.exec(opened.content)?.[1]);
    expect(steps).toBeGreaterThan(20);
    expect(opened.attachments).toHaveLength(1);
    await (await eve.click(opened, '⏮ Start')).response(WAIT);
    const start = await eve.waitForMessage((m) => m.id === opened.id && m.content.includes('step 0 ('), {
      ...WAIT,
      in: thread,
    });
    expect(start.content).toContain('The game as it was set up.');
    // Where no game was played, it says so; nothing is drawn.
    const none = await ask('eve', '/kogge game replay', 'tavern');
    expect(none.content).toMatch(/^There is no finished game here to replay/);
    expect(none.attachments).toEqual([]);
  });

  it('the bot’s private signing key shows in no message of the game or the tavern and no log line (issue 42)', async () => {
    const keys = KeyvSigningKeyStore.open(table.databaseFile);
    const stored = await keys.read();
    await keys.close();
    expect(stored).not.toBeNull();
    // The key's own bytes (after PKCS #8's fixed prefix, which every Ed25519 key shares).
    const secret = stored!.privateKey.slice(24);
    const channels = [thread, table.discord.store.channelByRef('tavern').id];
    expect(seedFindings(table, channels, secret, logLines)).toEqual([]);
    // Control: the same scan finds the public key, which server status and every export show.
    const exported = await ask('eve', '/kogge game export');
    const file = exported.attachments.find((a) => a.filename.endsWith('.json'))!;
    expect(file.data.toString('utf8')).not.toContain(secret);
    const status = await ask('alice', '/kogge server status', 'tavern');
    expect(status.content).toContain(stored!.publicKey);
    expect(seedFindings(table, channels, stored!.publicKey, logLines)).not.toEqual([]);
  });

  it('/kogge game verify with the exported record attached, anywhere, checks that record', async () => {
    // Alice exports: Eve has had her five expensive clicks of these ten seconds (issue 42).
    const reply = await ask('alice', '/kogge game export');
    const file = reply.attachments.find((a) => a.filename.endsWith('.json'))!;
    const attach = async (data: Buffer) =>
      (
        await table.user('bob').slash('/kogge game verify', {
          in: 'tavern',
          files: { record: { name: 'record.json', data, contentType: 'application/json' } },
        })
      ).reply(WAIT);
    expect((await attach(file.data)).content).toMatch(
      /^Game `\w+`, signed by this bot\. The game checks out/,
    );
    const record = JSON.parse(file.data.toString('utf8')) as GameExport;
    // Issue 42: the same record signed again with a key of anyone's making is not this bot's.
    const { signature: _own, ...bare } = record;
    const forged = signerOf(makeSigningKey()).sign(bare);
    expect((await attach(Buffer.from(JSON.stringify(forged)))).content).toMatch(
      /^Game `\w+`, signed by another key \(`[\w-]{43}`\), not by this bot\./,
    );
    record.results.scores[0].vp += 1;
    expect((await attach(Buffer.from(JSON.stringify(record)))).content).toMatch(
      /^The record of game `\w+` was changed after it was signed/,
    );
    delete record.signature;
    expect((await attach(Buffer.from(JSON.stringify(record)))).content).toMatch(
      /^The record was changed: its final scores differ/,
    );
    expect((await attach(Buffer.from('not json'))).content).toMatch(/^The record is not JSON/);
  });
});
