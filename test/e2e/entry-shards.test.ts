// Issue 27: the real entry (src/index.ts, as `npm start` runs it) with SHARDS=2 against a
// local Discord (DISCORD_API): runShards starts two shard processes through discord.js's
// ShardingManager, each serves its own servers (/kogge server status names the shard), and
// SIGTERM stops the manager and both shards cleanly. On one SQLite file, which the manager
// locks for its shards, so it runs without PostgreSQL too. And a bad SHARDS stops the entry
// with one sentence and a non-zero exit, before anything starts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/index';
import { LocalDiscord } from '../../src/local-discord';
import { shardOf } from '../../src/local-discord/gateway/server';
import { deployTo } from '../support/deploy-to';
import { WAIT } from './harness';
import { freePort, get, sample } from './metrics-support';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVERS = [
  { channel: 'luebeck', shard: 0 },
  { channel: 'bergen', shard: 1 },
] as const;

/** `node --import tsx src/index.ts` with only the variables given (and PATH, HOME). */
function startEntry(env: Record<string, string>): { child: ChildProcess; out: string[]; err: string[] } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  return { child, out, err };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function until(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The shard processes a manager started: its children running the entry (tsx's esbuild is one too). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('src/index.ts'))
      .map((line) => Number(line.trim().split(' ')[0]));
  } catch {
    return []; // ps exits 1 when there are none
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the real entry with SHARDS=2 (issue 27: runShards)', () => {
  let discord: LocalDiscord;
  let entry: ReturnType<typeof startEntry>;
  const dir = mkdtempSync(join(tmpdir(), 'kogge-entry-shards-'));
  let metricsPort: number;

  beforeAll(async () => {
    discord = await LocalDiscord.start({
      users: ['alice'],
      channels: ['tavern'],
      guilds: SERVERS.map((s) => ({ name: s.channel, channels: [s.channel], shard: [s.shard, 2] })),
    });
    await deployTo(discord, { global: true });
    metricsPort = await freePort();
    entry = startEntry({
      METRICS_PORT: String(metricsPort),
      DISCORD_TOKEN: discord.token,
      DISCORD_API: discord.apiUrl,
      SHARDS: '2',
      DATABASE_FILE: join(dir, 'kogge.sqlite'),
      LOG_LEVEL: 'info',
    });
    await until(
      'the manager logs "every shard ready"',
      () => entry.out.join('').includes('every shard ready') || entry.child.exitCode !== null,
      180_000,
    );
    if (entry.child.exitCode !== null) throw new Error(`the entry exited: ${entry.err.join('')}`);
  }, 240_000);

  afterAll(async () => {
    if (entry && entry.child.exitCode === null) {
      entry.child.kill('SIGKILL');
      for (const pid of childrenOf(entry.child.pid ?? 0)) process.kill(pid, 'SIGKILL');
    }
    await discord?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts two shard processes, each answering its own servers (/kogge server status), both signing with one key', async () => {
    expect(childrenOf(entry.child.pid!)).toHaveLength(2);
    const keys = new Set<string | undefined>();
    for (const server of SERVERS) {
      expect(shardOf(discord.guildOf(server.channel), 2)).toBe(server.shard);
      const status = await (
        await discord.user('alice').slash('/kogge server status', { in: server.channel })
      ).reply(WAIT);
      expect(status.content).toMatch(new RegExp(`: shard ${server.shard} of 2; .*store: SQLite`));
      keys.add(/public key `([\w-]{43})`/.exec(status.content)?.[1]);
    }
    // Issue 42: two shards started at once made one key between them (store/signing-key-store.ts).
    expect([...keys]).toEqual([expect.stringMatching(/^[\w-]{43}$/)]);
  }, 120_000);

  it("issue 40: the manager's /metrics adds up both shards' figures, each shard's gateway by its label", async () => {
    const { status, text } = await get(metricsPort, '/metrics');
    expect(status).toBe(200);
    expect(sample(text, 'kogge_shards_reporting')).toBe(2);
    expect(sample(text, 'kogge_shards')).toBe(2);
    expect(sample(text, 'kogge_gateway_ready', { shard: '0' })).toBe(1);
    expect(sample(text, 'kogge_gateway_ready', { shard: '1' })).toBe(1);
    // The status command above, once in each shard's server: both shards' counts in one sum.
    expect(sample(text, 'kogge_interactions_total', { kind: 'command' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'kogge_store_seconds_count', { store: 'sqlite' })).toBeGreaterThan(0);
    expect(await get(metricsPort, '/readyz')).toEqual({ status: 200, text: 'ready\n' });
  }, 60_000);

  it('SIGTERM stops the manager with exit code 0 and both shard processes with it', async () => {
    const shards = childrenOf(entry.child.pid!);
    expect(shards).toHaveLength(2);
    entry.child.kill('SIGTERM');
    expect(await exited(entry.child)).toBe(0);
    await until('both shard processes gone', () => shards.every((pid) => !alive(pid)), 30_000);
    expect(entry.err.join('')).toBe('');
    // Issue 40: a clean stop is logged as one, at info, not as a death at warn.
    const log = entry.out.join('');
    expect(log.match(/"msg":"shard stopped"/g)).toHaveLength(2);
    expect(log).not.toContain('shard died');
  }, 60_000);
});

describe('the real entry refuses a bad SHARDS (issue 27)', () => {
  for (const SHARDS of ['0', 'many', '65']) {
    it(`SHARDS=${SHARDS}: one sentence on stderr naming SHARDS, exit code 1, nothing started`, async () => {
      const { child, out, err } = startEntry({ DISCORD_TOKEN: 'not-a-token', SHARDS });
      expect(await exited(child)).toBe(1);
      const sentence = t('config.invalid', { variable: 'SHARDS', reason: t('config.shards') });
      expect(err.join('')).toBe(`${sentence}\n`);
      expect(out.join('')).toBe('');
    }, 60_000);
  }
});
