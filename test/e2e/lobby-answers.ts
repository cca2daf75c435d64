// Issue 27: a lobby click may be acknowledged at once (deferred as an update of the lobby)
// when its answer may be slow: its game's queue busy, or the test machine loaded. Its answer
// then comes later: the lobby edited in place, or a sentence as an ephemeral follow-up. These
// wait for the answer itself rather than for the first response.
import { InteractionResponseType } from 'discord-api-types/v10';
import type { InteractionHandle, SeenMessage } from '../../src/local-discord/index';
import { WAIT, type BotTable } from './harness';

/** The lobby once its content matches `shows` (an edit after a defer comes later). */
export function lobbyShowing(table: BotTable, lobby: SeenMessage, shows: RegExp): Promise<SeenMessage> {
  return table.discord.waitForMessage((m) => m.id === lobby.id && shows.test(m.content), {
    ...WAIT,
    in: lobby.channelId,
  });
}

/** The sentence a lobby click was answered with: its reply, or after a defer its follow-up. */
export async function lobbySentence(
  table: BotTable,
  user: string,
  click: InteractionHandle,
): Promise<SeenMessage> {
  if ((await click.response(WAIT)) !== InteractionResponseType.DeferredMessageUpdate)
    return click.reply(WAIT);
  // Found by who sees it and when: the local Discord files a follow-up under its click only
  // just after announcing the message, so a wait on `click.followUp` could miss it.
  const userId = table.user(user).id;
  return table
    .user(user)
    .waitForMessage((m) => m.ephemeralFor === userId && BigInt(m.id) > BigInt(click.id), {
      ...WAIT,
      in: click.record.channelId,
    });
}
