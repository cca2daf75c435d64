// The caps on /kogge new (game-limits.ts), checked before anything is opened. Counted from
// the indexes of running games (the channel's server for a channel's caps, every server for
// a person's) plus the games being opened at this moment, in one queue: a burst of /kogge
// new cannot slip past a cap between check and save.
import { KeyedQueue, type GameRecord } from '../store/index';
import type { BotContext } from './context';
import { ok, refusedWith, type Result } from './result';
import type { CapRefusal, Claim, Opening, OpeningCaps } from './services';

interface Held extends Opening {
  gameId?: string;
}

interface Counts {
  inChannel: number;
  hosted: number;
  computerGames: number;
  channelBusy: boolean;
}

/** One queue for every server: a person's caps count their games in all of them. */
const ALL_SERVERS = 'all servers';

export class Openings implements OpeningCaps {
  private readonly pending = new Set<Held>();
  /** Each game channel's home (homeOf), once known. */
  private readonly homes = new Map<string, string>();
  private readonly queue = new KeyedQueue();

  constructor(private readonly context: () => BotContext) {}

  /** Holds a place for the game, or names the cap it would pass; release once it is saved or failed. */
  claim(opening: Opening): Promise<Claim> {
    return this.queue.run(ALL_SERVERS, async () => {
      const refusal = this.refusal(opening, await this.count(opening));
      if (refusal) return refusedWith(refusal);
      const held: Held = { ...opening };
      this.pending.add(held);
      return ok({
        name: (gameId: string) => void (held.gameId = gameId),
        release: () => void this.pending.delete(held),
      });
    });
  }

  /**
   * A lobby's last free seat going to a computer player makes a game alone against computer
   * players, under the same cap: checked and saved (`fill`) in the server's queue, so two
   * lobbies filled at once cannot both pass it.
   */
  fillWithComputer<T>(record: GameRecord, fill: () => Promise<T>): Promise<Result<T, CapRefusal>> {
    const people = record.seats.filter((seat) => seat.kind === 'human').length;
    const lastSeat = record.seats.length + 1 === record.settings.players;
    return this.underComputerCap(record, people === 1 && lastSeat, fill);
  }

  /**
   * K-80's hand-over (/kogge game seat) that leaves the host alone against computer players, or
   * no one against them, makes such a game as well: under the same cap, or two people could
   * open any number of them and hand one seat over.
   */
  handOverToComputer<T>(
    before: GameRecord,
    after: GameRecord,
    save: () => Promise<T>,
  ): Promise<Result<T, CapRefusal>> {
    return this.underComputerCap(before, computersOnly(after) && !computersOnly(before), save);
  }

  private underComputerCap<T>(
    record: GameRecord,
    becomesComputersOnly: boolean,
    save: () => Promise<T>,
  ): Promise<Result<T, CapRefusal>> {
    return this.queue.run(ALL_SERVERS, async () => {
      // Issue 37: a league's game is no person's: its opener's computer-games cap does not count it.
      if (becomesComputersOnly && !record.league) {
        const { guildId, hostId } = record;
        const counts = await this.count({
          guildId,
          hostId,
          channelId: '',
          computersOnly: true,
          inChannel: false,
        });
        const cap = this.context().limits.computerGamesPerPerson;
        if (counts.computerGames >= cap)
          return refusedWith({ key: 'new.tooManyComputerGames' as const, params: { count: cap } });
      }
      return ok(await save());
    });
  }

  private refusal(opening: Opening, counts: Counts): CapRefusal | null {
    const limits = this.context().limits;
    const cap = (key: Exclude<CapRefusal['key'], 'new.channelBusy'>, count: number): CapRefusal => ({
      key,
      params: { count },
    });
    if (opening.inChannel && counts.channelBusy) return { key: 'new.channelBusy', params: { count: 1 } };
    if (counts.inChannel >= limits.perChannel) return cap('new.channelFull', limits.perChannel);
    if (opening.league) return null;
    if (counts.hosted >= limits.hostedPerPerson) return cap('new.tooManyHosted', limits.hostedPerPerson);
    if (opening.computersOnly && counts.computerGames >= limits.computerGamesPerPerson)
      return cap('new.tooManyComputerGames', limits.computerGamesPerPerson);
    return null;
  }

  /**
   * The channel a game was opened from: its thread's parent, or the channel it is played in.
   * A thread archived after a week of quiet is not in the cache after a restart (Discord's
   * GUILD_CREATE names active threads only): it is fetched once, and remembered, as a
   * thread's parent never changes.
   */
  private async homeOf(channelId: string): Promise<string> {
    const known = this.homes.get(channelId);
    if (known) return known;
    const { channels } = this.context().client;
    const channel = channels.cache.get(channelId) ?? (await channels.fetch(channelId).catch(() => null));
    if (!channel) return channelId;
    const home = channel.isThread() ? (channel.parentId ?? channelId) : channelId;
    this.homes.set(channelId, home);
    return home;
  }

  private async count(opening: Opening): Promise<Counts> {
    const ctx = this.context();
    const counts: Counts = { inChannel: 0, hosted: 0, computerGames: 0, channelBusy: false };
    // A person's caps guard the pools that every server shares: their games everywhere count.
    const everywhere = await ctx.store.allRunning();
    for (const game of everywhere.find((s) => s.guildId === opening.guildId)?.games ?? []) {
      if (game.channelId === opening.channelId) counts.channelBusy = true;
      if ((await this.homeOf(game.channelId)) === opening.channelId) counts.inChannel += 1;
    }
    const listed = new Set(everywhere.flatMap(({ games }) => games.map((g) => g.id)));
    for (const { games } of everywhere) {
      for (const game of games) {
        // Issue 37: a league's games are the league's, not its admin's.
        if (game.league || game.hostId !== opening.hostId) continue;
        counts.hosted += 1;
        // Only the person's own games are read, and only when the cap on them matters.
        if (opening.computersOnly && (await isComputersOnly(ctx, game.id))) counts.computerGames += 1;
      }
    }
    for (const other of this.pending) {
      if (other.gameId && listed.has(other.gameId)) continue;
      if (other.guildId === opening.guildId && other.channelId === opening.channelId) {
        counts.inChannel += 1;
        if (other.inChannel) counts.channelBusy = true;
      }
      if (other.league || other.hostId !== opening.hostId) continue;
      counts.hosted += 1;
      if (other.computersOnly) counts.computerGames += 1;
    }
    return counts;
  }
}

async function isComputersOnly(ctx: BotContext, gameId: string): Promise<boolean> {
  const loaded = await ctx.store.load(gameId);
  return loaded.ok && computersOnly(loaded.record);
}

/**
 * Every seat taken, and all but one (or all) played by computer players: a person's seat
 * handed to one (K-80, `standIn`) is a computer player's too.
 */
export function computersOnly(record: Pick<GameRecord, 'seats' | 'settings'>): boolean {
  const people = record.seats.filter((s) => s.kind === 'human' && s.standIn === undefined).length;
  return people <= 1 && record.seats.length === record.settings.players;
}
