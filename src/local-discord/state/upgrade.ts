import type { ChannelRecord } from './records';

/**
 * Fills fields a saved table from before they existed lacks (channel overwrites and topic,
 * a thread's idle timer), so an old snapshot restores with Discord's defaults instead of
 * crashing on a missing list or archiving every thread at once.
 */
export function upgradeChannel(saved: ChannelRecord): ChannelRecord {
  const loose = saved as Partial<Record<string, unknown>> & ChannelRecord;
  if (saved.kind === 'text') {
    return { ...saved, overwrites: (loose.overwrites as never) ?? [], topic: (loose.topic as never) ?? null };
  }
  if (saved.kind === 'thread') {
    const lastActiveAt = (loose.lastActiveAt as number | undefined) ?? Date.parse(saved.archivedAt);
    return { ...saved, lastActiveAt };
  }
  return saved;
}
