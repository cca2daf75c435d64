// The table of test/e2e/league-season-of-eight.test.ts: a community's server on the local
// Discord (an organiser who manages the server, a moderator whose role runs the league, eight
// members, four of them with hostile display names, and an outsider) and the bot in a process
// of its own (test/support/bot-process.ts), as production runs it: stopped with SIGTERM,
// killed with SIGKILL, started again on the same SQLite file, its deadlines on a manual clock.
//
// Test device: members' seats are played for them by computer players written into the stored
// game as stand-ins while the bot is down (as league-assisted.test.ts does with setSeat), so a
// season's games end in seconds; such a seat is the member's own, neither marked assisted nor
// handed over. Only the admin's hand-overs and the missed-deadline rule go through the bot.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiscord, type SeenMessage, type UserSpec } from '../../src/local-discord';
import { KeyvGameStore, LeagueStore, type GameRecord, type LeagueRecord } from '../../src/store/index';
import { BotProcess, type PausePoint } from '../support/bot-process';
import { deployTo } from '../support/deploy-to';
import { isFinalPost, WAIT } from './harness';

export const LEAGUE = 'hansa-cup';
export const LONG = 900_000;

/** Display names built to break a message: mentions, Markdown, length, right-to-left and zalgo. */
export const HOSTILE: Record<string, string> = {
  every: '@everyone @here <@&1> look',
  mark: '# **Bold** _it_ ~~s~~ `c` ||x|| [nitro](https://evil.example)',
  long: 'Maximiliane Wilhelmina Friederike von Hohenzollern-Sigmaringen'.slice(0, 32),
  rtl: '\u202Eإيمان Z̷̡̛̖͙a̸̧͎l̵̟͝g̶̰͌o̷̩͑',
};

/** In the order they join: the last to join sit out first. */
export const MEMBERS = ['anna', 'bert', 'clara', 'dirk', 'every', 'mark', 'long', 'rtl'];

const USERS: UserSpec[] = [
  { name: 'olga' },
  { name: 'mia', roles: ['Moderator'] },
  ...MEMBERS.map((name) => ({ name, ...(HOSTILE[name] ? { globalName: HOSTILE[name] } : {}) })),
  { name: 'otto' },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `test` until it answers something other than undefined or false. */
export async function until<T>(test: () => Promise<T | undefined | false>, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await test();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error('condition never reached');
    await sleep(100);
  }
}

export class SeasonTable {
  bot: BotProcess | undefined;
  /** How far the manual clock has been moved on, over every process. */
  private offsetMs = 0;

  private constructor(
    readonly discord: LocalDiscord,
    readonly databaseFile: string,
    private readonly dir: string,
  ) {}

  static async open(): Promise<SeasonTable> {
    const discord = await LocalDiscord.start({ users: USERS, channels: ['tavern', 'standings'] });
    await deployTo(discord);
    const dir = mkdtempSync(join(tmpdir(), 'kogge-season-of-eight-'));
    const table = new SeasonTable(discord, join(dir, 'kogge.sqlite'), dir);
    await table.start();
    return table;
  }

  async close(): Promise<void> {
    await this.bot?.kill();
    await this.discord.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  user(name: string) {
    return this.discord.user(name);
  }

  id(name: string): string {
    return this.discord.user(name).id;
  }

  async say(who: string, line: string, where = 'tavern'): Promise<SeenMessage> {
    return (await this.user(who).slash(line, { in: where })).reply(WAIT);
  }

  async start(): Promise<void> {
    this.bot = await BotProcess.start({
      token: this.discord.token,
      api: this.discord.apiUrl,
      databaseFile: this.databaseFile,
      firstSeed: 808,
      clockOffsetMs: this.offsetMs,
      quick: true,
    });
  }

  /** SIGTERM: answers the process's exit code once it has stopped. */
  async sigterm(): Promise<number | null> {
    const code = await this.bot!.terminate();
    this.bot = undefined;
    return code;
  }

  async sigkill(): Promise<void> {
    await this.bot!.kill();
    this.bot = undefined;
  }

  /** The bot stops dead right after the `skip + 1`-th time it passes `at`; resolves with its game. */
  async stopAt(at: PausePoint, skip = 0): Promise<() => Promise<{ game: string; version: number }>> {
    await this.bot!.pauseAt(at, skip);
    return () => this.bot!.paused(LONG);
  }

  /** Moves the bot's clock on by `ms`, firing what falls due. */
  async advance(ms: number): Promise<void> {
    this.offsetMs += ms;
    await this.bot!.clock({ advanceMs: ms });
  }

  async league(): Promise<LeagueRecord> {
    const store = LeagueStore.open(this.databaseFile);
    try {
      const found = (await store.scan()).leagues.find((r) => r.league.id === LEAGUE);
      if (!found) throw new Error('no league stored');
      return found;
    } finally {
      await store.close();
    }
  }

  async game(id: string): Promise<GameRecord> {
    const store = KeyvGameStore.open(this.databaseFile);
    try {
      const loaded = await store.load(id);
      if (!loaded.ok) throw new Error(`no stored game ${id}`);
      return loaded.record;
    } finally {
      await store.close();
    }
  }

  /** Every stored game of the league, by its thread (ended ones too). */
  async gameIn(thread: string): Promise<GameRecord> {
    const store = KeyvGameStore.open(this.databaseFile);
    try {
      for (const { id } of await store.scan()) {
        const loaded = await store.load(id);
        if (loaded.ok && loaded.record.channelId === thread) return loaded.record;
      }
    } finally {
      await store.close();
    }
    throw new Error(`no stored game in thread ${thread}`);
  }

  /**
   * Test device: the seats of `userIds` in game `id` are played by stand-in computer players
   * from here on (written to the store, as a crash-free hand-over leaves it, but unmarked).
   * Call it while the bot is down: the next start-up wakes them.
   */
  async standIns(id: string, userIds: readonly string[]): Promise<void> {
    if (this.bot) throw new Error('stand-ins are written while the bot is down');
    const store = KeyvGameStore.open(this.databaseFile);
    try {
      const loaded = await store.load(id);
      if (!loaded.ok) throw new Error(`no stored game ${id}`);
      const seats = loaded.record.seats.map((s) =>
        s.kind === 'human' && userIds.includes(s.userId) ? { ...s, standIn: 'heuristic' as const } : s,
      );
      if (!(await store.saveIfVersion({ ...loaded.record, seats }, loaded.record.version)))
        throw new Error('the game moved on meanwhile');
    } finally {
      await store.close();
    }
  }

  /** The members seated in a game, in seat order. */
  static members(game: GameRecord): string[] {
    return game.seats.flatMap((s) => (s.kind === 'human' ? [s.userId] : []));
  }

  /** Waits for the game's final post (a board post without Act). */
  finalPost(thread: string): Promise<SeenMessage> {
    return this.discord.waitForMessage(
      (m) =>
        m.channelId === thread &&
        m.author.bot &&
        !m.ephemeralFor &&
        isFinalPost(m) &&
        m.attachments.length > 0,
      { ...WAIT, timeoutMs: LONG, in: thread },
    );
  }

  /** The league once it holds `count` results. */
  recorded(count: number): Promise<LeagueRecord> {
    return until(async () => {
      const league = await this.league();
      return league.results.length >= count && league;
    }, LONG);
  }

  /** What anyone (the outsider) sees the bot post publicly in `channel`. */
  posts(channel: string): SeenMessage[] {
    return this.user('otto')
      .sees(channel)
      .filter((m) => m.author.bot && !m.ephemeralFor);
  }

  /** The standings message in #standings (the first the bot posted there), as it is now. */
  board(): SeenMessage {
    const [board] = this.posts('standings');
    if (!board) throw new Error('no standings message');
    return board;
  }
}

/** The thread links of a round post's table lines, in order. */
export function roundThreads(post: SeenMessage): string[] {
  return [...post.content.matchAll(/^<#(\d+)>: /gm)].map((m) => m[1]);
}
