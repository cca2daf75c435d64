// After a crash between a save and its public post, the post shows an older state than the
// store. At start-up every running game's post is checked (its board file carries the state
// version) and brought up to date where it lags or is missing. The update goes through the
// publisher, as a click's does: it publishes the newest record, one publication per game at
// a time, so a click arriving meanwhile is folded in rather than raced. (Publishing from
// inside the game's queue would deadlock: a new post notes its id through that queue.)
import type { GameState } from '../engine/index';
import type { BotContext } from './context';
import { isUnknownMessage } from './discord-errors';
import { gameChannel } from './publish';
import { loadRecord } from './records';

export async function repairPosts(ctx: BotContext): Promise<number> {
  let repaired = 0;
  for (const { games } of await ctx.store.allRunning()) {
    for (const game of games) {
      const fixed = await repairOne(ctx, game.id).catch((error: unknown) => {
        ctx.logger.warn({ game: game.id, err: String(error) }, 'could not repair the post');
        return false;
      });
      if (fixed) repaired += 1;
    }
  }
  ctx.logger.info({ repaired }, 'posts checked');
  return repaired;
}

async function repairOne(ctx: BotContext, id: string): Promise<boolean> {
  const loaded = await loadRecord(ctx, id);
  if (!loaded.ok || loaded.record.status !== 'playing' || !loaded.record.state) return false;
  const record = loaded.record;
  const state = record.state as GameState;
  if (await postShows(ctx, record.channelId, record.messages.post?.messageId, state)) return false;
  ctx.logger.info({ game: id, version: state.version }, 'post behind the state: publishing');
  await ctx.publisher.request(id);
  return true;
}

/** Whether the post exists and its board image is of the stored state's version. */
async function postShows(
  ctx: BotContext,
  channelId: string,
  messageId: string | undefined,
  state: GameState,
): Promise<boolean> {
  if (!messageId) return false;
  try {
    const channel = await gameChannel(ctx, channelId);
    const message = await channel.messages.fetch({ message: messageId, force: true });
    return message.attachments.some((a) => a.name === `kogge-board-${state.version}.png`);
  } catch (error) {
    if (isUnknownMessage(error)) return false;
    throw error;
  }
}
