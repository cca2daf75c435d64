// Issue 24: whether a person's panel carries first-game hints, from what the store knows of
// them (their finished games; later their own /kogge settings) and the table's setting.
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { hintsFor } from './panel/hint-lines';

/** The hints decision for this user's panel in this game (hint-lines.ts, `hintsFor`). */
export async function hintsOf(
  ctx: BotContext,
  record: Pick<GameRecord, 'settings'>,
  userId: string,
): Promise<boolean> {
  const finished = await ctx.firstGames.finished(userId);
  return hintsFor({ table: record.settings.hints, user: undefined, finished });
}
