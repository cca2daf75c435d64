// Load and save through the store, as values the handlers can answer with. Each load and save
// notes the game's version it saw, so a record handed along a click (the publisher, the
// computer players, the post's note) is used as it is when nothing newer was saved since, and
// loaded again only when something was: one load per click, and never an outdated record.
import type { GameRecord, GameStore } from '../store/index';
import type { BotContext } from './context';
import { ok, refused, type Refusal, type Result } from './result';

/**
 * Thrown only where a save has no one to answer and must not be lost quietly: a post's note
 * (note-messages.ts, offer-outbox.ts), whose callers' contract is the saved record and whose
 * catch (the publisher, start-up repair) logs it. Every other caller answers the refusal.
 */
export class RecordConflict extends Error {
  constructor(id: string) {
    super(`game ${id} was saved by someone else meanwhile`);
  }
}

/** Another process (a second shard, a restarted one) saved the game since it was read. */
export type SavedMeanwhile = Refusal<'reply.savedMeanwhile'>;

/** For a save with no one to tell (a deadline, a lobby's end): logged, and nothing done. */
export function savedMeanwhile(ctx: BotContext, gameId: string): null {
  ctx.logger.warn({ game: gameId }, 'game saved by another process meanwhile; left as it is');
  return null;
}

/**
 * The newest version of each game this process has read or written, per store. A process owns
 * its games (one shard, one queue per game), so a record at that version is the stored one; a
 * save by another process meanwhile is still caught by the store's version check.
 */
const newest = new WeakMap<GameStore, Map<string, number>>();

function noteVersion(ctx: BotContext, record: GameRecord): void {
  let versions = newest.get(ctx.store);
  if (!versions) newest.set(ctx.store, (versions = new Map()));
  // Versions only grow: a slow load finishing after a save must not lower the mark.
  if ((versions.get(record.id) ?? -1) < record.version) versions.set(record.id, record.version);
}

/** Whether no save or load in this process has seen a newer version of the game than `record`'s. */
export function isNewest(ctx: BotContext, record: GameRecord): boolean {
  return newest.get(ctx.store)?.get(record.id) === record.version;
}

/**
 * Saves a record read at `record.version`: the saved record (carrying the new version), or
 * `reply.savedMeanwhile` when the stored one moved on meanwhile (the store's version check).
 */
export async function saveRecord(
  ctx: BotContext,
  record: GameRecord,
): Promise<Result<GameRecord, SavedMeanwhile>> {
  const saved = await ctx.store.saveIfVersion(record, record.version);
  if (!saved) return refused('reply.savedMeanwhile');
  noteVersion(ctx, saved);
  // Issue 23: a league game that ended here is recorded in its league (once; in its queue).
  ctx.leagues.noteSaved(saved);
  // Issue 24: an ended game counts toward each player's first games (the hints' end).
  ctx.firstGames.noteSaved(saved);
  return ok(saved);
}

/** A record loaded, or why not: gone from the store, or failing its schema (logged). */
export type Loaded = Result<GameRecord, Refusal<'reply.gameGone' | 'reply.gameBroken'>>;

export async function loadRecord(ctx: BotContext, id: string): Promise<Loaded> {
  const result = await ctx.store.load(id);
  if (result.ok) {
    noteVersion(ctx, result.record);
    return ok(result.record);
  }
  if (result.reason === 'invalid')
    ctx.logger.warn({ game: id, problem: result.problem }, 'stored game fails its schema');
  return refused(result.reason === 'missing' ? 'reply.gameGone' : 'reply.gameBroken');
}

/** The first of `inHand` that is the newest known, else the game loaded again. */
export async function currentRecord(
  ctx: BotContext,
  id: string,
  ...inHand: (GameRecord | null | undefined)[]
): Promise<Loaded> {
  const record = inHand.find((r) => r?.id === id && isNewest(ctx, r));
  return record ? ok(record) : loadRecord(ctx, id);
}
