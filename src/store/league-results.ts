// A league's recorded results, each a key of its own in the `league-results` namespace,
// written once and never rewritten (issue 23: recording a result writes that one key, not the
// league's whole history). The league store joins them to their league on load and writes
// the new ones on save; this file keeps which keys each league has, so an unchanged count on
// disk means nothing needs reading again.
import type Keyv from 'keyv';
import type { Database } from './database';
import { RecordedResultSchema, type RecordedResult } from '../league/index';
import { LeagueRecordSchema, type LeagueRecord } from './league-record';

/** The namespace of the recorded results, one key each. */
export const RESULTS = 'league-results';

type KeyedResult = { key: string; result: RecordedResult };
type Invalid = { ok: false; reason: 'invalid'; problem: string };

export class LeagueResults {
  /**
   * Each league's keyed results as last read or written, in key order: results are never
   * rewritten, so while their count on disk matches, reading them again would change nothing.
   */
  private readonly known = new Map<string, KeyedResult[]>();

  constructor(
    private readonly db: Database,
    private readonly results: Keyv<unknown>,
  ) {}

  /** The league `key` was moved aside: what is known of its results no longer holds. */
  forget(key: string): void {
    this.known.delete(key);
  }

  /**
   * The stored league with its results: those kept inside an older record, then those under
   * their own keys, in the order they finished. One failing its schema fails the league.
   */
  async join(key: string, record: LeagueRecord): Promise<{ ok: true; record: LeagueRecord } | Invalid> {
    const keyed = await this.keyed(key);
    if (!keyed.ok) return keyed;
    const results: RecordedResult[] = [...record.results];
    const inside = new Set(results.map((r) => r.gameId));
    for (const { result } of keyed.results) if (!inside.has(result.gameId)) results.push(result);
    return { ok: true, record: { ...record, results } };
  }

  /**
   * Writes the results `save` adds, each under its own key (written again alike if the change
   * is recomputed), and gives the league itself without them to store, or null where it did
   * not change (a recorded result alone leaves it as it is). A league stored with its results
   * inside has them moved out now.
   */
  async write(
    key: string,
    stored: LeagueRecord | null,
    before: LeagueRecord | null,
    save: LeagueRecord,
  ): Promise<LeagueRecord | null> {
    const inside = stored?.results.length ?? 0;
    const known = new Set(inside > 0 ? [] : (before?.results ?? []).map((r) => r.gameId));
    const cached = this.known.get(key);
    for (const result of save.results) {
      if (known.has(result.gameId)) continue;
      const checked = RecordedResultSchema.parse(result);
      await this.results.set(resultKey(key, checked), checked);
      cached?.push({ key: `${RESULTS}:${resultKey(key, checked)}`, result: checked });
    }
    cached?.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const league = LeagueRecordSchema.parse({ ...save, results: [] });
    if (stored && inside === 0 && JSON.stringify(league) === JSON.stringify(stored)) return null;
    return league;
  }

  /** The league's results under their own keys, read from disk only when their count moved. */
  private async keyed(key: string): Promise<{ ok: true; results: KeyedResult[] } | Invalid> {
    const prefix = `${RESULTS}:${key}:`;
    // Keys from the prefix up to the same with its last ':' made ';' (the next character).
    const end = `${prefix.slice(0, -1)};`;
    const cached = this.known.get(key);
    if (cached && (await this.db.count(prefix, end)) === cached.length) return { ok: true, results: cached };
    const rows: { key: string; value: string }[] = [];
    for await (const row of this.db.rowsBetween(prefix, end)) rows.push({ key: row.key, value: row.text });
    const results: KeyedResult[] = [];
    for (const row of rows) {
      const parsed = RecordedResultSchema.safeParse(storedValue(row.value));
      if (!parsed.success) {
        this.known.delete(key);
        const problem = `results.${row.key.slice(prefix.length)}: ${parsed.error.issues[0].code}`;
        return { ok: false, reason: 'invalid', problem };
      }
      results.push({ key: row.key, result: parsed.data });
    }
    this.known.set(key, results);
    return { ok: true, results };
  }
}

/** A result's key: its league's, then when it finished (ISO, so keys sort in play order) and its game. */
function resultKey(league: string, result: RecordedResult): string {
  return `${league}:${result.finishedAt}:${result.gameId}`;
}

/** Keyv's stored envelope, read back; anything else reads as undefined (and fails the schema). */
function storedValue(text: string): unknown {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && 'value' in data ? data.value : undefined;
  } catch {
    return undefined;
  }
}
