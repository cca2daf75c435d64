// The bot's side of leagues: the store, results recorded when a league game ends (with no one
// typing anything), and the standings message kept up to date. Every change to a league runs
// in its queue (LeagueStore.change): a result is recorded once, and none is lost to another.
import { assistedRule, recordResult } from '../../league/index';
import type { GameRecord, LeagueRecord, LeagueStore } from '../../store/index';
import type { BotContext } from '../context';
import type { LeagueDesk, Recorded } from '../services';
import { isUnknownMessage } from '../discord-errors';
import { edit, send } from '../channel-posts';
import { standingsMessage } from './standings-message';
import { resultPost } from './result-post';
import { withResult } from './season-revision';
import { announceRevisions } from './season-podium';
import { serverLanguageOf } from '../server-language';
import { ownsGuild } from '../shard-owner';

/** How many ended games `Leagues` remembers having recorded; the oldest are forgotten first. */
const REMEMBERED_ENDS = 10_000;

export class Leagues implements LeagueDesk {
  /** Results being recorded, so stopping the bot waits for them before closing the store. */
  private readonly pending = new Set<Promise<unknown>>();
  /**
   * League games whose end this process has recorded (or is recording): the saves that follow
   * an end (its notices sent, its final post's intent and id) do not record it again. A game
   * forgotten (after many others) or a restart asks once more, and is answered 'already'.
   */
  private readonly ended = new Set<string>();

  constructor(
    private readonly ctx: () => BotContext,
    readonly store: LeagueStore,
    /** The bot's clock (the deadlines' one), for when a game finished. */
    private readonly now: () => number,
  ) {}

  /**
   * After every save of a game (records.ts): records it if it is a league game that ended,
   * once per game (its first ended save); a failure lets the game's next save try again.
   */
  noteSaved(record: GameRecord): void {
    if (!record.league || record.status !== 'ended' || this.ended.has(record.id)) return;
    this.remember(record.id);
    const job = this.record(record).catch((error: unknown) => {
      this.ended.delete(record.id);
      this.ctx().logger.error(
        { game: record.id, err: error instanceof Error ? error.message : String(error) },
        'league result not recorded',
      );
    });
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  private remember(gameId: string): void {
    this.ended.add(gameId);
    // A Set iterates in insertion order: the first is the oldest.
    if (this.ended.size > REMEMBERED_ENDS) this.ended.delete(this.ended.values().next().value as string);
  }

  /** Records the ended game's result in its league, once; then the standings message follows. */
  async record(game: GameRecord): Promise<Recorded> {
    const link = game.league;
    if (!link) return 'notLeague';
    const state = game.state;
    if (game.status !== 'ended' || !state) return 'notEnded';
    type Done =
      | { answer: 'noLeague' | 'already' | 'notEnded' }
      | { answer: 'recorded'; before: LeagueRecord; after: LeagueRecord };
    const changed = await this.store.change<Done>(game.guildId, link.id, async (record) => {
      if (!record) return { save: null, answer: { answer: 'noLeague' } };
      if (record.results.some((r) => r.gameId === game.id))
        return { save: null, answer: { answer: 'already' } };
      const result = recordResult({
        state,
        gameId: game.id,
        channelId: game.channelId,
        season: link.season,
        finishedAt: new Date(this.now()).toISOString(),
        computers: game.seats.map((s) => (s.kind === 'computer' ? s.level : null)),
        // The league's missed-deadline rule forfeited these seats: placed last (missed-deadlines.ts).
        forfeits: new Set(game.forfeits ?? []),
        // Issue 37: which seats' people moved; a game kept from before it is not known.
        moved: game.moved ? new Set(game.moved) : undefined,
        // Issue 37: seats a computer played for their person, rated as the league says.
        assisted: new Set(game.assisted ?? []),
        assistedRule: assistedRule(record.league.options),
      });
      if (!result) return { save: null, answer: { answer: 'notEnded' } };
      // Issue 37: a result late for a closed season revises that season (season-revision.ts).
      const after = withResult(record, result);
      return { save: after, answer: { answer: 'recorded', before: record, after } };
    });
    if (!changed.ok) {
      this.ctx().logger.warn({ league: link.id, problem: changed.problem }, 'stored league fails its schema');
      return 'noLeague';
    }
    const done = changed.answer;
    if (done.answer === 'recorded') {
      this.ctx().logger.info({ game: game.id, league: link.id }, 'league result recorded');
      await this.refreshBoard(game.guildId, link.id);
      await this.postResult(game);
      // Issue 37: a closed season whose champion or top 3 the late result changed says so.
      await announceRevisions(this.ctx(), done.before, done.after, { thread: game.channelId }, () =>
        this.locale(done.after),
      );
    }
    return done.answer;
  }

  /** Issue 37: the game's thread is told what the result did to each rating; a failure is logged. */
  private async postResult(game: GameRecord): Promise<void> {
    const link = game.league;
    const loaded = link ? await this.store.load(game.guildId, link.id) : null;
    const result = loaded?.ok ? loaded.record?.results.find((r) => r.gameId === game.id) : undefined;
    if (!loaded?.ok || !loaded.record || !result) return;
    try {
      await send(
        this.ctx(),
        game.channelId,
        resultPost(loaded.record, result, await this.locale(loaded.record)),
      );
    } catch (error) {
      this.ctx().logger.warn({ game: game.id, err: String(error) }, 'league result post not sent');
    }
  }

  /**
   * Edits the league's standings message in its queue, or posts it again where it was deleted
   * (or never posted); a new message's id is saved with the league.
   */
  async refreshBoard(guildId: string, leagueId: string): Promise<void> {
    await this.store.change(guildId, leagueId, async (record) => {
      const board = record?.board;
      if (!record || !board) return { save: null, answer: undefined };
      const messageId = await this.showBoard(record, board);
      if (messageId === board.messageId) return { save: null, answer: undefined };
      return { save: { ...record, board: { ...board, messageId } }, answer: undefined };
    });
  }

  private async showBoard(record: LeagueRecord, board: NonNullable<LeagueRecord['board']>): Promise<string> {
    const ctx = this.ctx();
    const locale = await this.locale(record);
    const payload = standingsMessage(record, locale);
    if (board.messageId) {
      try {
        await edit(ctx, board.channelId, board.messageId, payload);
        return board.messageId;
      } catch (error) {
        if (!isUnknownMessage(error)) throw error;
        ctx.logger.info({ league: record.league.id }, 'standings message gone; posting it again');
      }
    }
    return (await send(ctx, board.channelId, payload)).id;
  }

  /** The server's language (/kogge server language), as a game's public posts take it. */
  private locale(record: LeagueRecord): Promise<string> {
    const guildId = record.league.guildId;
    return serverLanguageOf(
      this.ctx(),
      guildId,
      this.ctx().client.guilds.cache.get(guildId)?.preferredLocale,
    );
  }

  /**
   * Start-up: records every ended league game whose result is not recorded yet (the bot
   * stopped between the game's last save and its result); a recorded one is left as it is.
   */
  async catchUp(): Promise<number> {
    let recorded = 0;
    // Only the games no league holds a result for are read in full: cheap with 5,000 recorded.
    const { leagues } = await this.store.scan();
    const known = new Set(leagues.flatMap((r) => r.results.map((result) => result.gameId)));
    for (const id of await this.store.endedLeagueGames()) {
      if (known.has(id)) continue;
      const loaded = await this.ctx().store.load(id);
      // Issue 27: another shard's league games (and standings) are that shard's to record.
      if (!loaded.ok || !ownsGuild(this.ctx().client, loaded.record.guildId)) continue;
      const job = this.record(loaded.record);
      this.pending.add(job);
      void job.finally(() => this.pending.delete(job)).catch(() => undefined);
      if ((await job) === 'recorded') recorded += 1;
    }
    return recorded;
  }

  /**
   * Start-up (issue 20): a league that cannot be read is moved aside with its results (kept,
   * never deleted) and reported once: the next start no longer finds it. Never stops the bot.
   */
  async check(): Promise<void> {
    const logger = this.ctx().logger;
    const owns = (guildId: string) => ownsGuild(this.ctx().client, guildId);
    const moved = await this.store.setAsideDamaged(this.now(), owns).catch((error: unknown) => {
      logger.warn({ err: String(error) }, 'stored leagues not checked');
      return [];
    });
    for (const league of moved)
      logger.warn(
        { league: league.key, problem: league.problem, aside: league.aside, results: league.results },
        'stored league moved aside',
      );
  }

  /** Waits for the results being recorded (and their standings messages) to be done. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  async close(): Promise<void> {
    await this.idle();
    await this.store.close();
  }
}
