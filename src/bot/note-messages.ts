// The record's note of which messages show the game, changed in the game's queue.
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { loadRecord, saveRecord } from './records';

/** Notes messages' ids on the newest record (the game may have moved on meanwhile), in the queue. */
export function noteMessages(
  ctx: BotContext,
  record: GameRecord,
  notes: Partial<GameRecord['messages']>,
): Promise<GameRecord> {
  return ctx.queue.run(record.id, async () => {
    const latest = await loadRecord(ctx, record.id);
    const base = latest.ok ? latest.record : record;
    return saveRecord(ctx, { ...base, messages: { ...base.messages, ...notes } });
  });
}
