// store:copy (issue 27): every record from one store to another (SQLite → PostgreSQL for a
// growing bot), namespace by namespace. Each record is checked against its schema first; one
// that fails is left behind and named, never copied half-understood. A key the target already
// holds is never written over: the same text there counts as copied (a second run after an
// interrupted one is safe), other text is a conflict, named too. Run it with the bot stopped.
import type { z } from 'zod';
import type { Database } from './database';
import { NAMESPACES } from './namespaces';
import { Unreadable } from './unreadable';

export interface CopyProblem {
  key: string;
  /** The schema's path and kind of fault (never zod's message: it may quote a secret), or why not written. */
  problem: string;
}

export interface CopyReport {
  /** Records written or found already there, per namespace. */
  copied: Record<string, number>;
  /** Records left behind: failing their schema, or a different record under the key there. */
  refused: CopyProblem[];
}

export async function copyStore(from: Database, to: Database): Promise<CopyReport> {
  const report: CopyReport = { copied: {}, refused: [] };
  for (const [namespace, check] of Object.entries(NAMESPACES)) {
    report.copied[namespace] = 0;
    const decoder = from.keyv(namespace);
    for await (const { key, text } of from.rows(namespace)) {
      const problem = await schemaProblem(check, await decoder.deserialize?.(text));
      if (problem) {
        report.refused.push({ key, problem });
        continue;
      }
      // The stored text as it is: the bot reads and migrates it as it would have on the source.
      if ((await to.swap(key, undefined, text)) || (await to.text(key)) === text) report.copied[namespace]++;
      else report.refused.push({ key, problem: 'a different record is stored under this key in the target' });
    }
  }
  return report;
}

async function schemaProblem(
  check: (value: unknown) => z.ZodSafeParseResult<unknown>,
  data: { value?: unknown } | undefined,
): Promise<string | null> {
  const value = data?.value;
  if (value instanceof Unreadable) return value.problem;
  const parsed = check(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `${issue.path.join('.')}: ${issue.code}`;
}
