// `npm run verify -- <record.json>` (issues 21 and 42): a finished game's record checks out
// (exit 0) and the sentence says whose it is, a changed one is named by its step (exit 1), and a
// missing or broken file gets a sentence (exit 2). `--key` prints the bot's public key from its
// store; the store also tells the stored game's commitment. The last tests run the real script.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runVerify } from '../../src/verify/cli-run';
import { terminalText, tStored } from '../../src/i18n/index';
import type { BotStoreView, StoreOpening } from '../../src/verify/cli-store';
import { KeyvSigningKeyStore } from '../../src/store/index';
import { exportGame, makeSigningKey, signerOf, verifyRecord, type GameExport } from '../../src/verify/index';
import { finishedRecord } from './finished-game';

const exported = exportGame(finishedRecord(41, 2)) as GameExport;
const botKey = makeSigningKey();
const signed = signerOf(botKey).sign(exported);
const files: Record<string, string> = {
  'good.json': JSON.stringify(exported),
  'signed.json': JSON.stringify(signed),
  'broken.json': '{ "format": ',
};
const read = (path: string) => {
  if (!(path in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
  return files[path];
};

/** A bot store holding `key` and the games `commitments` (id → commitment). */
function storeOf(key: string | null, commitments: Record<string, string> = {}): () => StoreOpening {
  const store: BotStoreView = {
    key: () => Promise.resolve(key),
    commitment: (id) => Promise.resolve(commitments[id] ?? null),
    close: () => Promise.resolve(),
  };
  return () => ({ kind: 'open', store });
}

const dir = mkdtempSync(join(tmpdir(), 'kogge-verify-'));

describe('npm run verify (issue 21)', () => {
  it('a finished game’s unsigned record checks out in itself: exit 0, naming its game', async () => {
    const answer = await runVerify(['--', 'good.json'], read);
    expect(answer.code).toBe(0);
    expect(answer.line).toMatch(/^Game g41, unsigned, consistent in itself/);
  });

  it('issue 38: the terminal shows no Markdown back-ticks (control: the Discord sentence has them)', async () => {
    const answer = await runVerify(['good.json'], read);
    expect(answer.line).not.toContain('`');
    const discord = tStored('verify.holds.unsigned', verifyRecord(exported).params, 'en');
    expect(discord).toContain('`g41`');
    expect(terminalText(discord)).toBe(answer.line);
  });

  it('a changed record: exit 1 and the sentence naming what differs', async () => {
    const winners = exported.results.winners;
    files['changed.json'] = JSON.stringify({
      ...exported,
      results: { ...exported.results, winners: [1 - winners[0]] },
    });
    const answer = await runVerify(['changed.json'], read);
    expect(answer).toMatchObject({ code: 1 });
    expect(answer.line).toMatch(/^The record was changed/);
  });

  it('no file, a missing file or a file that is not JSON: exit 2 with a sentence', async () => {
    expect(await runVerify([], read)).toMatchObject({
      code: 2,
      line: expect.stringMatching(/^usage: npm run verify/),
    });
    expect(await runVerify(['none.json'], read)).toMatchObject({
      code: 2,
      line: 'Cannot read none.json: ENOENT',
    });
    expect(await runVerify(['broken.json'], read)).toMatchObject({
      code: 2,
      line: expect.stringMatching(/^The record is not JSON/),
    });
  });
});

describe('npm run verify and the bot’s store (issue 42)', () => {
  it('a record signed with the key in the store is this bot’s; with another key in the store, it is not', async () => {
    expect(await runVerify(['signed.json'], read, storeOf(botKey.publicKey))).toMatchObject({
      code: 0,
      line: expect.stringMatching(/^Game g41, signed by this bot\. The game checks out/),
    });
    // Control: the same record against a store whose key is another.
    const other = makeSigningKey().publicKey;
    expect((await runVerify(['signed.json'], read, storeOf(other))).line).toMatch(
      /^Game g41, signed by another key \([\w-]{43}\), not by this bot\./,
    );
  });

  it('without a store, a signed record names its key and says there is none to compare; --signer gives one', async () => {
    expect((await runVerify(['signed.json'], read)).line).toContain(
      `signed by the key ${botKey.publicKey}, which this check has no bot key to compare with`,
    );
    const given = await runVerify(['--signer', botKey.publicKey, 'signed.json'], read);
    expect(given).toMatchObject({ code: 0, line: expect.stringMatching(/signed by this bot/) });
    expect(await runVerify(['signed.json', '--signer', 'nonsense'], read)).toMatchObject({
      code: 2,
      line: expect.stringMatching(/^That is not a public key/),
    });
  });

  it('a record claiming a game stored here with another commitment is refused: exit 1', async () => {
    const stored = storeOf(botKey.publicKey, { g41: 'ab'.repeat(32) });
    const answer = await runVerify(['good.json'], read, stored);
    expect(answer).toMatchObject({ code: 1 });
    expect(answer.line).toBe(
      `This is not the record of game g41 played here: its commitment ${exported.commitment} differs from the one stored for that game (${'ab'.repeat(32)}).`,
    );
    // Control: the stored commitment the record's own.
    const same = storeOf(botKey.publicKey, { g41: exported.commitment });
    expect((await runVerify(['good.json'], read, same)).code).toBe(0);
  });

  it('--key prints the key the store holds, or why there is none', async () => {
    expect(await runVerify(['--', '--key'], read, storeOf(botKey.publicKey))).toEqual({
      code: 0,
      line: `This bot’s public key (Ed25519): ${botKey.publicKey}`,
    });
    expect(await runVerify(['--key'], read, storeOf(null))).toMatchObject({
      code: 2,
      line: expect.stringMatching(/^This store holds no bot key yet/),
    });
    expect(await runVerify(['--key'], read)).toMatchObject({
      code: 2,
      line: expect.stringMatching(/^There is no bot store at/),
    });
  });
});

describe('the script (issues 21 and 42)', () => {
  const run = (args: string[], env: Record<string, string>) =>
    execFileSync('npx', ['tsx', 'src/verify/cli.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', ...env },
    });

  it('checks a record file on disk, with no bot store where DATABASE_FILE points', () => {
    const file = join(dir, 'record.json');
    writeFileSync(file, JSON.stringify(exported));
    const out = run([file], { DATABASE_FILE: join(dir, 'none.sqlite') });
    expect(out).toMatch(/^Game g41, unsigned, consistent in itself/);
  });

  it('--key reads the key from the SQLite file DATABASE_FILE names', async () => {
    const database = join(dir, 'bot.sqlite');
    const keys = KeyvSigningKeyStore.open(database);
    const made = await keys.ensure(makeSigningKey);
    await keys.close();
    expect(run(['--key'], { DATABASE_FILE: database }).trim()).toBe(
      `This bot’s public key (Ed25519): ${made.publicKey}`,
    );
  });
});
