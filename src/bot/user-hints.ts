// Issue 24: whether a person's panel carries first-game hints, from what the store knows of
// them (their finished games, their own /kogge settings hints) and the table's setting.
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { hintsFor } from './panel/hint-lines';

/** The hints decision for this user's panel in this game (hint-lines.ts, `hintsFor`). */
export async function hintsOf(
  ctx: BotContext,
  record: Pick<GameRecord, 'settings'>,
  userId: string,
): Promise<boolean> {
  const [finished, user] = await Promise.all([ctx.firstGames.finished(userId), ownWord(ctx, userId)]);
  return hintsFor({ table: record.settings.hints, user, finished });
}

/** The person's /kogge settings hints; a store that cannot say leaves it unsaid (the default). */
async function ownWord(ctx: BotContext, userId: string): Promise<boolean | undefined> {
  try {
    return (await ctx.userSettings.get(userId)).hints;
  } catch (error) {
    ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'settings unread');
    return undefined;
  }
}
