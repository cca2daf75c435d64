// Issue 22: a new game's lobby is saved once and its message's id noted in the store's post
// note after the send (open-game.ts), not by a second save. A kill between the two leaves a
// lobby whose message id is not known. At start-up the bot's own message carrying the game's
// buttons is looked for in the channel and noted (a kill after the send); found none (a kill
// before it), the lobby is sent now. Either way the lobby has one message. Issue 37: a league
// game starts at once, so its lobby (the thread's header: the league, who opened it, the seats)
// has no buttons; a kill between its first save and its lobby's leaves it playing without one,
// found by its first line or sent the same way.
import type { Message } from 'discord.js';
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { gameChannel, send } from './channel-posts';
import { parseComponentId } from './custom-id';
import { lobbyMessage } from './lobby-message';
import { loadRecord } from './records';

/** Discord's most per fetch; the lobby is among a new thread's first messages. */
const LOOK_BACK = 100;

/** Whether `record` is a lobby (or a league game: issue 37) whose message id a kill left unnoted. */
export function lobbyUnnoted(record: GameRecord): boolean {
  if (record.messages.lobby !== null) return false;
  return record.status === 'lobby' || (record.league !== undefined && record.status === 'playing');
}

/** Finds or sends the lobby message of a lobby left unnoted, and notes its id; true if it did. */
export function repairLobby(ctx: BotContext, id: string): Promise<boolean> {
  // In the game's queue: a Join clicked meanwhile waits until the id is noted.
  return ctx.queue.run(id, async () => {
    const loaded = await loadRecord(ctx, id);
    if (!loaded.ok || !lobbyUnnoted(loaded.value)) return false;
    const record = loaded.value;
    const found = await sentLobby(ctx, record);
    const message = found ?? (await send(ctx, record.channelId, lobbyMessage(record)));
    ctx.logger.info({ game: id, adopted: found !== null }, 'lobby message repaired');
    // The post's note kept as it is (a league game's board may be posted by now).
    const { post, shown, sending } = record.messages;
    await ctx.store.notePost(record, { post, shown, sending, lobby: message.id });
    return true;
  });
}

/** The bot's own message in the game's channel whose buttons name the game: its lobby. */
async function sentLobby(ctx: BotContext, record: GameRecord): Promise<Message | null> {
  const channel = await gameChannel(ctx, record.channelId);
  const fetched = await channel.messages.fetch({ limit: LOOK_BACK, cache: false });
  const header = record.league ? firstLine(lobbyMessage(record).content) : null;
  const own = [...fetched.values()].filter(
    (m) =>
      m.author.id === ctx.client.user?.id &&
      (namesGame(m, record.id) || (header !== null && firstLine(m.content) === header)),
  );
  return own[0] ?? null;
}

function firstLine(text: string): string {
  return text.split('\n')[0];
}

function namesGame(message: Message, gameId: string): boolean {
  return message.components.some(
    (row) =>
      'components' in row &&
      row.components.some(
        (c) =>
          'customId' in c && typeof c.customId === 'string' && parseComponentId(c.customId)?.game === gameId,
      ),
  );
}
