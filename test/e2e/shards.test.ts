// Issue 27: the bot as two shard processes, started by discord.js's ShardingManager
// (src/bot/shard-manager.ts) on one PostgreSQL, logged into a local Discord with four servers,
// two routed to each shard, a game in each. One shard is killed with SIGKILL right after it
// saved an action it had not answered yet; while it is down the other shard's games go on
// taking commands; it is started again and nothing is lost: every answered action and the
// saved one are in the store, and every game plays on from where it was.
// Runs where PG_TEST_URL names a PostgreSQL (CI always; locally
// `eval "$(bash scripts/test-postgres.sh start)"`), else says so in one line.
import type { Shard } from 'discord.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployTo } from '../support/deploy-to';
import { startShards } from '../../src/bot/shard-manager';
import { LocalDiscord } from '../../src/local-discord';
import { shardOf } from '../../src/local-discord/gateway/server';
import { KeyvGameStore, type StoreTarget } from '../../src/store/index';
import { builtChild, type BotProcessSettings } from '../support/bot-process';
import { testDatabases } from '../store/databases';
import { openGame, WAIT, type BotTable } from './harness';
import { ACTION_OPTIONS, SlashPlayers } from './slash-players';
import { gameIdIn } from './secret-scan';

const postgres = testDatabases().find((d) => d.name === 'PostgreSQL');

/** The four servers: their one channel, their shard of 2, and who plays there. */
const SERVERS = [
  { channel: 'luebeck', shard: 0, players: ['alice', 'bob'] },
  { channel: 'danzig', shard: 0, players: ['carol', 'dave'] },
  { channel: 'bergen', shard: 1, players: ['alice', 'bob'] },
  { channel: 'visby', shard: 1, players: ['carol', 'dave'] },
] as const;
const VICTIM = 1;

interface Game {
  channel: string;
  shard: number;
  thread: string;
  id: string;
  players: SlashPlayers;
  names: Map<string, string>;
  /** Actions answered "Done" (and the one saved before the kill), from the version at start. */
  acknowledged: number;
  startVersion: number;
}

/** The messages each shard's process sends its manager (bot-process.ts's ToParent). */
class ShardMessages {
  private readonly seen = new Map<number, { kind: string }[]>();

  watch(shard: Shard): void {
    this.seen.set(shard.id, []);
    shard.on('message', (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'kind' in message)
        this.seen.get(shard.id)?.push(message as { kind: string });
    });
  }

  async next(shard: number, kind: string, timeoutMs = 120_000): Promise<{ kind: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const list = this.seen.get(shard) ?? [];
      const index = list.findIndex((m) => m.kind === kind);
      if (index >= 0) return list.splice(index, 1)[0];
      const failed = list.find((m) => m.kind === 'failed');
      if (failed) throw new Error(`shard ${shard} failed: ${JSON.stringify(failed)}`);
      if (Date.now() > deadline) throw new Error(`shard ${shard}: no "${kind}" within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** `count` actions by whoever the game awaits, each answered "Done" and its board posted. */
async function play(game: Game, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const post = game.players.latestPost();
    const awaited = post.mentions.map((id) => game.names.get(id)).filter((n) => n !== undefined);
    if (awaited.length === 0) throw new Error(`nobody awaited in ${game.channel}: ${post.content}`);
    await game.players.step(awaited[0], SlashPlayers.versionOf(post));
    game.acknowledged += 1;
  }
}

describe.runIf(postgres)('two shard processes on one PostgreSQL, one killed with SIGKILL mid-game', () => {
  let discord: LocalDiscord;
  let target: StoreTarget;
  let shards: Awaited<ReturnType<typeof startShards>>;
  const messages = new ShardMessages();
  const games: Game[] = [];
  const envBefore = { ...process.env };

  /** The stored record of a game, read as a restarted process reads it. */
  async function stored(id: string) {
    const store = KeyvGameStore.open(target);
    try {
      const loaded = await store.load(id);
      if (!loaded.ok || !loaded.record.state) throw new Error(`game ${id} is not stored`);
      return { version: loaded.record.state.version, actions: loaded.record.actions.length };
    } finally {
      await store.close();
    }
  }

  beforeAll(async () => {
    target = postgres!.fresh();
    discord = await LocalDiscord.start({
      users: ['alice', 'bob', 'carol', 'dave'],
      channels: ['tavern'],
      guilds: SERVERS.map((s) => ({ name: s.channel, channels: [s.channel], shard: [s.shard, 2] })),
    });
    // Global commands: every server has them, as for a bot in many servers.
    await deployTo(discord, { global: true });
    const { entry, flags } = await builtChild();
    const settings: BotProcessSettings = {
      token: discord.token,
      api: discord.apiUrl,
      databaseFile: target,
      firstSeed: 11,
    };
    shards = await startShards({
      file: entry,
      token: discord.token,
      count: 2,
      execArgv: flags,
      shardArgs: [JSON.stringify(settings)],
      logger: pino({ level: 'silent' }),
      spawnDelayMs: 0,
      readyTimeoutMs: 120_000,
    });
    for (const shard of shards.manager.shards.values()) messages.watch(shard);
    // Watched after the spawn: a shard's "ready" may have come first, so it is not awaited.
    const table = { discord, user: (name: string) => discord.user(name) } as unknown as BotTable;
    for (const server of SERVERS) {
      const { thread } = await openGame(table, server.players[0], [server.players[1]], '', server.channel);
      const names = new Map(server.players.map((n) => [discord.user(n).id, n]));
      const players = new SlashPlayers(table, thread, [...server.players], 5);
      const id = gameIdIn(discord.user(server.players[0]).sees(thread));
      const startVersion = SlashPlayers.versionOf(players.latestPost());
      games.push({ ...server, thread, id, players, names, acknowledged: 0, startVersion });
    }
  }, 240_000);

  afterAll(async () => {
    await shards?.stop();
    await discord?.stop();
    await postgres?.cleanup();
    // The manager marks this process as its own (discord.js sets these); put them back.
    for (const key of ['SHARDING_MANAGER', 'SHARDING_MANAGER_MODE', 'DISCORD_TOKEN']) {
      const before = envBefore[key];
      if (before === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = before;
    }
  });

  it("serves each server from its own shard's process, which /kogge server status names", async () => {
    expect(games.map((g) => shardOf(discord.guildOf(g.channel), 2))).toEqual(SERVERS.map((s) => s.shard));
    expect(shards.manager.shards.size).toBe(2);
    // alice owns every server (Manage Server); each answer comes from that server's shard.
    const keys = new Set<string>();
    for (const game of games) {
      const status = await (
        await discord.user('alice').slash('/kogge server status', { in: game.channel })
      ).reply(WAIT);
      const shown = new RegExp(
        `: shard ${game.shard} of 2; .*; running games: 1; store: PostgreSQL; boards: [^.]+\\. ` +
          'Its game records are signed with the public key `([\\w-]{43})`\\.$',
      ).exec(status.content);
      expect(shown, status.content).not.toBeNull();
      keys.add(shown![1]!);
    }
    // Both shards read one key from the shared store: a record signed by either checks out.
    expect(keys.size).toBe(1);
  }, 60_000);

  it('plays every game on both shards, one shared store holding each answered action', async () => {
    for (const game of games) await play(game, 2);
    for (const game of games) {
      const record = await stored(game.id);
      expect(record.version).toBe(game.startVersion + game.acknowledged);
    }
  }, 120_000);

  it('keeps the action saved when its shard was killed, while the other shard keeps taking commands', async () => {
    const victim = shards.manager.shards.get(VICTIM)!;
    const game = games.find((g) => g.shard === VICTIM)!;
    const before = await stored(game.id);
    // The next action stops right after its save, before its answer; then SIGKILL.
    shards.manager.respawn = false;
    await victim.send({ kind: 'pause', at: 'after-save' });
    await messages.next(VICTIM, 'armed');
    const post = game.players.latestPost();
    const name = post.mentions.map((id) => game.names.get(id)).find((n) => n !== undefined)!;
    const offered = await game.players.offered(name);
    const pick = offered.find((o) => !o.value.startsWith('rd')) ?? offered[0];
    const line = pick ? `/kogge ${pick.sub} ${ACTION_OPTIONS[pick.sub]}:${pick.value}` : '/kogge end';
    await discord.user(name).slash(line, { in: game.thread });
    await messages.next(VICTIM, 'paused');
    const dead = new Promise<void>((resolve) => victim.once('death', () => resolve()));
    victim.process?.kill('SIGKILL');
    await dead;
    const saved = await stored(game.id);
    expect(saved.actions).toBe(before.actions + 1);
    expect(saved.version).toBe(before.version + 1);
    game.acknowledged += 1;

    // The outage: the other shard's servers play on, each command answered.
    for (const other of games.filter((g) => g.shard !== VICTIM)) await play(other, 2);
    // The victim's servers have no one to answer them now.
    const unanswered = games.find((g) => g.shard === VICTIM && g !== game)!;
    const asker = [...unanswered.names.values()][0];
    const handle = await discord.user(asker).slash('/kogge games', { in: unanswered.channel });
    await expect(handle.reply({ timeoutMs: 4_000 })).rejects.toThrow();

    // Started again by its manager, as after a crash.
    await victim.spawn(120_000);
    shards.manager.respawn = true;
    await messages.next(VICTIM, 'ready');
  }, 180_000);

  it('loses nothing: every answered action is stored, and every game resumes on both shards', async () => {
    for (const game of games) {
      const record = await stored(game.id);
      expect(record.version, game.channel).toBe(game.startVersion + game.acknowledged);
      // The board catches up with the action saved before the kill (start-up repair).
      await game.players.boardAt(record.version);
    }
    for (const game of games) await play(game, 2);
    for (const game of games) {
      const record = await stored(game.id);
      expect(record.version, game.channel).toBe(game.startVersion + game.acknowledged);
      expect(SlashPlayers.versionOf(game.players.latestPost())).toBe(record.version);
    }
  }, 180_000);
});

describe.runIf(!postgres)('two shard processes on one PostgreSQL', () => {
  it('are skipped here: PG_TEST_URL is unset', () => {
    console.info(
      'Shard end-to-end test skipped: run it with eval "$(bash scripts/test-postgres.sh start)" before vitest.',
    );
  });
});
