// Issue 27: `npm run store:copy -- <from-url> <to-url>` copies every game, index, league,
// welcome and user-settings record between stores (SQLite → PostgreSQL where PG_TEST_URL is
// set, SQLite → SQLite always), each checked against its schema; a record that fails it is
// left behind and named, and nothing in the target is written over.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import {
  Database,
  KeyvGameStore,
  KeyvServerSettingsStore,
  KeyvUserSettingsStore,
  KeyvWelcomeStore,
  LeagueStore,
  type StoreTarget,
} from '../../src/store/index';
import { runCopy } from '../../src/store/copy-cli-run';
import { testDatabases } from './databases';
import { storedGame } from './stored-game';

const [sqlite] = testDatabases();

/** The targets the copies below name by address, so their PostgreSQL schema is kept. */
const named = new Map<string, StoreTarget>();

function url(target: StoreTarget): string {
  const address = target.kind === 'sqlite' ? `sqlite://${target.file}` : target.url;
  named.set(address, target);
  return address;
}

function copy(args: string[]) {
  return runCopy(args, (target) =>
    Database.open(named.get(target.kind === 'sqlite' ? `sqlite://${target.file}` : target.url) ?? target),
  );
}

/** A bot's worth of records: two servers' games (one ended), a league, a welcome, settings. */
async function seed(target: StoreTarget): Promise<void> {
  const games = KeyvGameStore.open(target);
  await games.saveIfVersion(storedGame('a1', '700'), -1);
  const b2 = (await games.saveIfVersion(storedGame('b2', '800'), -1))!;
  await games.saveIfVersion({ ...b2, status: 'ended' }, b2.version);
  await games.notePending({
    id: 'i1',
    applicationId: 'app',
    token: 'tok',
    gameId: 'a1',
    userId: 'u1',
    locale: 'en-US',
    at: 1,
  });
  await games.close();
  const leagues = LeagueStore.open(target);
  const db = Database.open(target);
  // A league as an old bot stored it is planted raw; a valid one needs the league fixtures,
  // so the league namespace is checked with one record that fails and is named.
  await db.keyv('leagues').set('700:broken', { recordVersion: 1, league: { id: 'broken' } });
  await db.keyv('games').set('torn', 'not a record');
  await db.close();
  await leagues.close();
  const welcomes = KeyvWelcomeStore.open(target);
  await welcomes.noteWelcomed('700');
  await welcomes.close();
  const users = KeyvUserSettingsStore.open(target);
  await users.update('u1', { hints: false, dmReminders: true });
  await users.close();
  const servers = KeyvServerSettingsStore.open(target);
  await servers.set('700', { locale: 'de' });
  await servers.close();
}

describe.each(testDatabases())('store:copy from SQLite to $name', (database) => {
  afterAll(() => database.cleanup());

  it('copies every record that holds, names the two that fail their schema, and the games load there', async () => {
    const from = sqlite.fresh();
    const to = database.fresh();
    await seed(from);
    const answer = await copy(['--', url(from), url(to)]);
    expect(answer.code).toBe(1);
    expect(answer.lines).toContain('games: 2 copied');
    expect(answer.lines).toContain('running: 2 copied');
    expect(answer.lines).toContain('clicks: 1 copied');
    expect(answer.lines).toContain('welcomed: 1 copied');
    expect(answer.lines).toContain('users: 1 copied');
    expect(answer.lines).toContain('servers: 1 copied');
    expect(answer.lines.filter((l) => l.startsWith('left behind'))).toEqual([
      'left behind games:torn: : invalid_type',
      expect.stringMatching(/^left behind leagues:700:broken: /) as string,
    ]);
    const games = KeyvGameStore.open(to);
    expect((await games.load('a1')).ok).toBe(true);
    expect(await games.load('b2')).toMatchObject({ ok: true, record: { status: 'ended' } });
    expect(await games.load('torn')).toEqual({ ok: false, reason: 'missing' });
    expect((await games.listRunning('700')).map((g) => g.id)).toEqual(['a1']);
    expect((await games.listPending()).map((c) => c.id)).toEqual(['i1']);
    await games.close();
    const users = KeyvUserSettingsStore.open(to);
    expect(await users.get('u1')).toEqual({ hints: false, dmReminders: true });
    await users.close();
    const welcomes = KeyvWelcomeStore.open(to);
    expect(await welcomes.welcomed('700')).toBe(true);
    await welcomes.close();
    const servers = KeyvServerSettingsStore.open(to);
    expect(await servers.get('700')).toEqual({ locale: 'de' });
    await servers.close();
  });

  it('a second run counts what is there as copied and writes nothing over a changed record', async () => {
    const from = sqlite.fresh();
    const to = database.fresh();
    await seed(from);
    expect((await copy([url(from), url(to)])).lines).toContain('games: 2 copied');
    const games = KeyvGameStore.open(to);
    const a1 = await games.load('a1');
    if (!a1.ok) throw new Error('a1 not copied');
    await games.saveIfVersion({ ...a1.record, hostId: 'moved-on' }, a1.record.version);
    await games.close();
    const again = await copy([url(from), url(to)]);
    expect(again.lines).toContain(
      'left behind games:a1: a different record is stored under this key in the target',
    );
    expect(again.lines).toContain('users: 1 copied');
    const after = KeyvGameStore.open(to);
    expect(await after.load('a1')).toMatchObject({ ok: true, record: { hostId: 'moved-on' } });
    await after.close();
  });
});

describe('store:copy refuses, in one sentence, what it cannot do', () => {
  it('without two addresses, with a wrong one (never repeated), with one store twice, or a missing file', async () => {
    expect((await runCopy([])).lines).toEqual([
      'Usage: npm run store:copy -- <from-url> <to-url>, each sqlite://<file> or postgresql://…, with the bot stopped.',
    ]);
    const redis = await runCopy(['sqlite:///tmp/x.sqlite', 'redis://:hunter2@cache']);
    expect(redis.code).toBe(2);
    expect(redis.lines).toHaveLength(1);
    expect(redis.lines[0]).toMatch(/^The target address is not valid: Redis is not supported/);
    expect(redis.lines[0]).not.toMatch(/hunter2/);
    expect((await runCopy(['sqlite:///tmp/x.sqlite', 'sqlite:///tmp/x.sqlite'])).lines).toEqual([
      'The two addresses name the same store; nothing was copied.',
    ]);
    const missing = await runCopy(['sqlite:///nonexistent/kogge.sqlite', 'sqlite:///tmp/y.sqlite']);
    expect(missing).toEqual({
      code: 2,
      lines: ['There is no SQLite file at the source address; nothing was copied.'],
    });
  });

  it('runs as `npm run store:copy` and exits 2 on a wrong address', () => {
    const run = spawnSync(
      'npm',
      ['run', '--silent', 'store:copy', '--', 'mysql://x', 'sqlite:///tmp/y.sqlite'],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toMatch(/^The source address is not valid: it must start with sqlite:\/\//);
  }, 30_000);
});
