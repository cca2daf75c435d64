import { ChannelType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import type { ChannelRecord } from '../../src/local-discord/state/records';
import { upgradeChannel } from '../../src/local-discord/state/upgrade';

// Tables saved before overwrites, topics and the thread idle timer existed still restore.
describe('saved tables from before round two', () => {
  it('a text channel without overwrites or topic gets none', () => {
    const old = { kind: 'text', id: '1', type: ChannelType.GuildText, name: 'tavern', position: 0 };
    expect(upgradeChannel(old as unknown as ChannelRecord)).toMatchObject({ overwrites: [], topic: null });
  });

  it('a thread without an idle timer counts from its archive timestamp, not from 1970', () => {
    const archivedAt = '2026-11-23T12:00:00.000Z';
    const old = { kind: 'thread', id: '2', archivedAt, archived: false } as unknown as ChannelRecord;
    expect(upgradeChannel(old)).toMatchObject({ lastActiveAt: Date.parse(archivedAt) });
  });

  it('keeps what a new snapshot already has', () => {
    const current = { kind: 'thread', id: '3', archivedAt: '2026-11-23T12:00:00.000Z', lastActiveAt: 5 };
    expect(upgradeChannel(current as unknown as ChannelRecord)).toMatchObject({ lastActiveAt: 5 });
  });
});
