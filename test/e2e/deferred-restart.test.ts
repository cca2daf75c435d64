// Issue 42: every interaction the bot defers is answered, by whichever process comes next. The
// bot runs in a child process (test/support/bot-process.ts), is stopped dead right after
// deferring an "Act" and a `/kogge new`, killed with SIGKILL, and started again on the same
// file: each deferred reply is filled in kind (a fresh panel; where the lobby is, or that the
// game did not open). And a subcommand from an old registration (`/kogge abandon`, now
// `/kogge game abandon`) is answered naming its replacement, the way Discord still sends it
// until a new registration reaches the person's client.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InteractionResponseType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index';
import type { SlashCommand } from '../../src/bot/index';
import { deployCommands } from '../../src/bot/deploy';
import { t } from '../../src/i18n/index';
import { LocalDiscord } from '../../src/local-discord';
import { KeyvGameStore } from '../../src/store/index';
import { BotProcess } from '../support/bot-process';
import { deployTo } from '../support/deploy-to';
import { customIds, openGame, WAIT, type BotTable } from './harness';
import { gameIdIn } from './secret-scan';
import { versionOf } from './players';

const PLAYERS = ['alice', 'bob', 'carol'];

describe('issue 42: deferred replies answered after a SIGKILL, and old commands answered', () => {
  let discord: LocalDiscord;
  let dir: string;
  let databaseFile: string;
  let bot: BotProcess | undefined;
  let thread: string;
  let gameId: string;

  const startBot = async () => {
    bot = await BotProcess.start({ token: discord.token, api: discord.apiUrl, databaseFile, firstSeed: 42 });
  };
  const restart = async () => {
    await bot?.kill();
    await startBot();
  };

  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: PLAYERS, channels: ['tavern'] });
    await deployTo(discord);
    dir = mkdtempSync(join(tmpdir(), 'kogge-deferred-'));
    databaseFile = join(dir, 'kogge.sqlite');
    await startBot();
    const table = { discord, user: (name: string) => discord.user(name) } as unknown as BotTable;
    thread = (await openGame(table, 'alice', ['bob'])).thread;
    gameId = gameIdIn(discord.user('alice').sees(thread));
  }, 300_000);

  afterAll(async () => {
    await bot?.kill();
    await discord?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Waits until the store file notes the deferred interaction `id`, as the next process reads it. */
  async function untilNoted(id: string): Promise<void> {
    const deadline = Date.now() + WAIT.timeoutMs;
    for (;;) {
      const store = KeyvGameStore.open(databaseFile);
      const noted = await store.listPending().finally(() => store.close());
      if (noted.some((c) => c.id === id)) return;
      if (Date.now() > deadline) throw new Error(`interaction ${id} was never noted`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const latestPost = () =>
    discord
      .user('alice')
      .sees(thread)
      .filter(
        (m) =>
          m.author.bot && !m.ephemeralFor && m.attachments.some((a) => a.filename.startsWith('kogge-board-')),
      )
      .at(-1)!;

  it('"Act" deferred (its game slow to load) and killed: the next process fills it with a fresh panel', async () => {
    const post = latestPost();
    const awaited = PLAYERS.find((n) => post.mentions.includes(discord.user(n).id)) ?? 'alice';
    await bot?.pauseAt('load');
    const act = await discord.user(awaited).click(post, 'Act');
    await bot?.paused();
    expect(await act.response(WAIT)).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    await untilNoted(act.id);
    await restart();
    const panel = await act.reply(WAIT);
    expect(panel.ephemeralFor).toBe(discord.user(awaited).id);
    expect(customIds(panel).length).toBeGreaterThan(0);
    expect(customIds(panel).every((c) => c.id.includes(gameId))).toBe(true);
    expect(panel.content).not.toContain(t('reply.notApplied', {}, 'en-US'));
    expect(customIds(panel).map((c) => versionOf(c.id))).not.toContain(-1);
  }, 300_000);

  it('control: without the restart the same deferred "Act" stays "thinking"', async () => {
    const post = latestPost();
    const awaited = PLAYERS.find((n) => post.mentions.includes(discord.user(n).id)) ?? 'alice';
    await bot?.pauseAt('load');
    const act = await discord.user(awaited).click(post, 'Act');
    await bot?.paused();
    expect(await act.response(WAIT)).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    await untilNoted(act.id);
    expect(discord.unfilledDeferrals().map((d) => d.id)).toContain(act.id);
    await expect(act.reply({ timeoutMs: 3_000 })).rejects.toThrow();
    // Answered once the next process comes, so the next test starts clean.
    await restart();
    await act.reply(WAIT);
  }, 300_000);

  it('`/kogge new` deferred and killed before its game was saved: "it did not open"', async () => {
    await bot?.pauseAt('noted');
    const opened = await discord.user('carol').slash('/kogge new players:2', { in: 'tavern' });
    await bot?.paused();
    expect(await opened.response(WAIT)).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    await restart();
    const reply = await opened.reply(WAIT);
    expect(reply.content).toBe(t('new.restartedNotOpened', {}, 'en-US'));
  }, 300_000);

  it('`/kogge new` killed after its lobby was posted: the next process points to the lobby’s thread', async () => {
    await bot?.pauseAt('after-lobby');
    const opened = await discord.user('carol').slash('/kogge new players:2', { in: 'tavern' });
    const paused = await bot?.paused();
    expect(await opened.response(WAIT)).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    await restart();
    const reply = await opened.reply(WAIT);
    const lobbyThread = /<#(\d+)>/.exec(reply.content)?.[1];
    expect(lobbyThread).toBeDefined();
    const lobby = await discord
      .user('carol')
      .waitForMessage((m) => m.channelId === lobbyThread && m.components.length > 0, {
        ...WAIT,
        in: lobbyThread,
      });
    expect(customIds(lobby).some((c) => c.id.includes(paused?.game ?? '?'))).toBe(true);
    expect(discord.unfilledDeferrals()).toEqual([]);
  }, 300_000);

  it('`/kogge abandon` from an old registration names `/kogge game abandon`; a command gone for good gets a sentence', async () => {
    // As Discord still has it before the new registration reaches a client: the old subcommand
    // at the top of /kogge, and a command since removed.
    const old = (command: SlashCommand): SlashCommand => {
      if (command.data.name !== 'kogge') return command;
      const json = command.data.toJSON();
      const abandon = { type: 1, name: 'abandon', description: 'Abandon the game' };
      return {
        ...command,
        // An old registration had no /kogge tutorial (issue 38), which keeps it within 25.
        data: {
          name: 'kogge',
          toJSON: () => ({
            ...json,
            options: [...(json.options ?? []).filter((o) => o.name !== 'tutorial'), abandon],
          }),
        },
      } as SlashCommand;
    };
    const gone = {
      data: { name: 'harbour', toJSON: () => ({ name: 'harbour', description: 'Old' }) },
    } as SlashCommand;
    await deployCommands({
      token: discord.token,
      applicationId: discord.applicationId,
      guildId: discord.guildId,
      rest: { api: discord.apiUrl },
      commands: [...commands.map(old), gone],
    });
    const moved = await (await discord.user('bob').slash('/kogge abandon', { in: thread })).reply(WAIT);
    expect(moved.content).toBe(
      t('reply.commandMoved', { command: '`/kogge abandon`', replacement: '`/kogge game abandon`' }, 'en-US'),
    );
    expect(moved.ephemeralFor).toBe(discord.user('bob').id);
    const unknown = await (await discord.user('bob').slash('/harbour', { in: 'tavern' })).reply(WAIT);
    expect(unknown.content).toBe(t('reply.commandUnknown', {}, 'en-US'));
    // Nothing was abandoned: the game still runs.
    const store = KeyvGameStore.open(databaseFile);
    const record = await store.load(gameId).finally(() => store.close());
    expect(record.ok && record.record.status).toBe('playing');
  }, 300_000);
});
