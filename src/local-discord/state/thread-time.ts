import {
  GatewayDispatchEvents,
  GatewayIntentBits,
  PermissionFlagsBits,
  RESTJSONErrorCodes,
} from 'discord-api-types/v10';
import { discordError, invalidFormBody } from '../errors';
import type { Dispatcher } from '../gateway/server';
import { channelPermissions } from './permissions';
import type { ChannelRecord, ThreadRecord } from './records';
import { apiChannel } from './serialize';
import type { Store } from './store';

// Discord docs, Topics › Threads: "Threads automatically archive after a period of
// inactivity"; "Activity is defined as sending a message, unarchiving a thread, or changing
// the auto-archive time"; only active threads can be manipulated; locked threads only by
// members with Manage Threads.

/** The only `auto_archive_duration` values Discord accepts, in minutes. */
export const AUTO_ARCHIVE_DURATIONS = [60, 1440, 4320, 10080];

export function checkedArchiveDuration(value: unknown): number {
  const minutes = Number(value);
  if (!AUTO_ARCHIVE_DURATIONS.includes(minutes)) {
    throw invalidFormBody([
      {
        path: ['auto_archive_duration'],
        code: 'BASE_TYPE_CHOICES',
        message: `Value must be one of (${AUTO_ARCHIVE_DURATIONS.join(', ')}).`,
      },
    ]);
  }
  return minutes;
}

/** Marks activity: the idle timer starts again. */
export function touchThread(store: Store, thread: ThreadRecord): void {
  thread.lastActiveAt = store.clock.now();
}

/** Archives every active thread idle for its whole auto_archive_duration, with THREAD_UPDATE. */
export function archiveIdleThreads(store: Store, gateway: Dispatcher): void {
  const now = store.clock.now();
  for (const channel of store.channels.values()) {
    if (channel.kind !== 'thread' || channel.archived) continue;
    const due = channel.lastActiveAt + channel.autoArchiveDuration * 60_000;
    if (now < due) continue;
    channel.archived = true;
    channel.archivedAt = new Date(due).toISOString();
    gateway.dispatch(GatewayDispatchEvents.ThreadUpdate, apiChannel(store, channel), {
      intent: GatewayIntentBits.Guilds,
    });
  }
}

export function setArchived(store: Store, thread: ThreadRecord, archived: boolean): void {
  if (thread.archived === archived) return;
  thread.archived = archived;
  thread.archivedAt = store.nowIso();
  if (!archived) touchThread(store, thread);
}

/**
 * May `userId` post in this channel as far as archiving and locking go? Sending reopens an
 * archived thread unless it is locked; a locked thread takes Manage Threads.
 */
export function checkThreadOpenForSending(store: Store, userId: string, channel: ChannelRecord): void {
  if (channel.kind !== 'thread') return;
  const manages = (channelPermissions(store, userId, channel) & PermissionFlagsBits.ManageThreads) !== 0n;
  if (channel.locked && !manages) {
    throw discordError(
      channel.archived ? RESTJSONErrorCodes.InvalidActionOnArchivedThread : RESTJSONErrorCodes.ThreadLocked,
    );
  }
}

/** Editing a message needs an active thread ("Users cannot edit messages ... in archived threads"). */
export function checkThreadOpenForEditing(store: Store, userId: string, channelId: string): void {
  const thread = store.thread(channelId);
  if (!thread) return;
  if (thread.archived) throw discordError(RESTJSONErrorCodes.InvalidActionOnArchivedThread);
  checkThreadOpenForSending(store, userId, thread);
}

/** Reopens an archived, unlocked thread a message was just sent to. */
export function reopenForMessage(store: Store, gateway: Dispatcher, channelId: string): void {
  const thread = store.thread(channelId);
  if (!thread) return;
  if (thread.archived) {
    setArchived(store, thread, false);
    gateway.dispatch(GatewayDispatchEvents.ThreadUpdate, apiChannel(store, thread), {
      intent: GatewayIntentBits.Guilds,
    });
  }
  touchThread(store, thread);
}
