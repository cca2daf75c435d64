// Issue 37: a league's games not ended yet (lobbies and games being played), read from the
// server's index of running games: a round waits for its last round's, and pairing counts
// them as meetings.
import type { BotContext } from '../../src/bot/index';
import type { GameRecord, LeagueRecord } from '../../src/store/index';

export async function runningLeagueGames(ctx: BotContext, record: LeagueRecord): Promise<GameRecord[]> {
  const index = await ctx.store.listRunning(record.league.guildId);
  const games: GameRecord[] = [];
  for (const entry of index) {
    if (!entry.league) continue;
    const loaded = await ctx.store.load(entry.id);
    if (!loaded.ok) continue;
    const game = loaded.record;
    if (game.league?.id === record.league.id && (game.status === 'lobby' || game.status === 'playing'))
      games.push(game);
  }
  return games;
}

/** The members at a game's table, for counting who met whom. */
export function membersAt(game: Pick<GameRecord, 'seats'>): string[] {
  return game.seats.flatMap((s) => (s.kind === 'human' ? [s.userId] : []));
}
