// Load and save through the store, as values the handlers can answer with.
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';

export class RecordConflict extends Error {
  constructor(id: string) {
    super(`game ${id} was saved by someone else meanwhile`);
  }
}

/** Saves a record read at `record.version`; the returned record carries the new version. */
export async function saveRecord(ctx: BotContext, record: GameRecord): Promise<GameRecord> {
  const saved = await ctx.store.saveIfVersion(record, record.version);
  if (!saved) throw new RecordConflict(record.id);
  // Issue 23: a league game that ended here is recorded in its league (once; in its queue).
  ctx.leagues.noteSaved(saved);
  // Issue 24: an ended game counts toward each player's first games (the hints' end).
  ctx.firstGames.noteSaved(saved);
  return saved;
}

export type Loaded =
  { ok: true; record: GameRecord } | { ok: false; key: 'reply.gameGone' | 'reply.gameBroken' };

export async function loadRecord(ctx: BotContext, id: string): Promise<Loaded> {
  const result = await ctx.store.load(id);
  if (result.ok) return result;
  if (result.reason === 'invalid')
    ctx.logger.warn({ game: id, problem: result.problem }, 'stored game fails its schema');
  return { ok: false, key: result.reason === 'missing' ? 'reply.gameGone' : 'reply.gameBroken' };
}
