// The record's note of which messages show the game, changed in the game's queue.
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import { currentRecord, RecordConflict, saveRecord } from './records';

/**
 * Notes messages' ids on the newest record (the game may have moved on meanwhile), in the
 * queue: on `record` itself while nothing newer was saved, else on the record loaded again.
 */
export function noteMessages(
  ctx: BotContext,
  record: GameRecord,
  notes: Partial<GameRecord['messages']>,
): Promise<GameRecord> {
  const noted = (base: GameRecord) => ({ ...base, messages: { ...base.messages, ...notes } });
  return ctx.queue.run(record.id, async () => {
    const latest = await currentRecord(ctx, record.id, record);
    const base = latest.ok ? latest.value : record;
    // Another process's save since (the store's version check says so): read it and note there.
    const saved = await saveRecord(ctx, noted(base));
    if (saved.ok) return saved.value;
    const reloaded = await currentRecord(ctx, record.id);
    const again = await saveRecord(ctx, noted(reloaded.ok ? reloaded.value : record));
    // Twice moved on under us: no one to answer here, so the publication's catch logs it.
    if (!again.ok) throw new RecordConflict(record.id);
    return again.value;
  });
}
