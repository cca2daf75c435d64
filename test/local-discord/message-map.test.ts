import { describe, expect, it } from 'vitest';
import { MessageMap } from '../../src/local-discord/state/store';
import type { MessageRecord } from '../../src/local-discord/state/records';

const message = (id: string, channelId: string) =>
  ({ data: { id, channel_id: channelId }, files: new Map(), pinged: [] }) as unknown as MessageRecord;
const ids = (records: Iterable<MessageRecord>) => [...records].map((r) => r.data.id);

// The store files messages by channel too, so a look at one thread costs that thread only.
describe('messages filed by channel', () => {
  it('lists a channel’s messages oldest first, and forgets deleted ones in both places', () => {
    const messages = new MessageMap();
    for (const [id, channel] of [
      ['1', 'tavern'],
      ['2', 'harbour'],
      ['3', 'tavern'],
      ['4', 'tavern'],
    ])
      messages.set(id, message(id, channel));
    expect(ids(messages.inChannel('tavern'))).toEqual(['1', '3', '4']);
    expect(ids(messages.inChannel('harbour'))).toEqual(['2']);
    expect(messages.delete('3')).toBe(true);
    expect(messages.delete('3')).toBe(false);
    expect(ids(messages.inChannel('tavern'))).toEqual(['1', '4']);
    expect(messages.has('3')).toBe(false);
    expect(ids(messages.inChannel('nowhere'))).toEqual([]);
    messages.clear();
    expect(ids(messages.inChannel('tavern'))).toEqual([]);
    expect(messages.size).toBe(0);
  });
});
