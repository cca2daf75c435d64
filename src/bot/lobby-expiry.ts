// Issue 20: a lobby nobody starts does not hold its channel's place, its host's cap and a
// seat in the index for ever. It closes `lobbyHours` after it was opened: the record is
// abandoned, the lobby loses its buttons and the thread hears why. The timer is one of the
// deadlines (deadlines.ts), armed again from the record at every start, so a restart
// neither forgets nor doubles it.
import { plural } from '../i18n/index';
import type { GameRecord } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { lobbyMessage } from './lobby-message';
import { edit, send } from './channel-posts';
import { saveRecord, savedMeanwhile } from './records';

const HOUR_MS = 3_600_000;

/** When the lobby closes, or null for a game that is not a lobby. */
export function lobbyClosesAt(record: GameRecord, hours: number): number | null {
  return record.status === 'lobby' ? record.createdAt + hours * HOUR_MS : null;
}

/** In the game's queue: closes the lobby if its time has come; the record saved, or null. */
export async function closeDueLobby(
  ctx: BotContext,
  record: GameRecord,
  now: number,
): Promise<GameRecord | null> {
  const closesAt = lobbyClosesAt(record, ctx.limits.lobbyHours);
  if (closesAt === null || now < closesAt) return null;
  const saved = await saveRecord(ctx, { ...record, status: 'abandoned' });
  // Another process saved it meanwhile: its timer is set again from the newer record.
  if (!saved.ok) return savedMeanwhile(ctx, record.id);
  ctx.logger.info({ game: record.id }, 'lobby expired');
  return saved.value;
}

/** The lobby shows it was closed (no buttons left to press), and the thread hears why. */
export async function tellLobbyClosed(ctx: BotContext, record: GameRecord): Promise<void> {
  const warn = (what: string) => (error: unknown) =>
    ctx.logger.warn({ game: record.id, err: String(error) }, what);
  if (record.messages.lobby)
    await edit(ctx, record.channelId, record.messages.lobby, lobbyMessage(record)).catch(
      warn('could not close the lobby message'),
    );
  const content = plural('lobby.expired', ctx.limits.lobbyHours, {}, record.locale);
  await send(ctx, record.channelId, { content, allowedMentions: mentionOnly() }).catch(
    warn('could not announce an expired lobby'),
  );
}
