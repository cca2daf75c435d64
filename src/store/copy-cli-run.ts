// What `npm run store:copy -- <from-url> <to-url>` says and its exit code: 0 every record
// copied, 1 some left behind (each named), 2 nothing copied (a wrong address, a failure).
import { existsSync } from 'node:fs';
import { t } from '../i18n/index';
import { copyStore } from './copy';
import { Database } from './database';
import { parseTarget, type StoreTarget } from './target';

export interface CopyAnswer {
  code: 0 | 1 | 2;
  lines: string[];
}

/** `open`: how a store is opened (tests put each PostgreSQL test in a schema of its own). */
export async function runCopy(
  args: readonly string[],
  open: (target: StoreTarget) => Database = (target) => Database.open(target),
): Promise<CopyAnswer> {
  const [fromUrl, toUrl] = args.filter((a) => a !== '--');
  if (fromUrl === undefined || toUrl === undefined) return refuse(t('store.copy.usage', {}, 'en'));
  const from = address(fromUrl, 'source');
  const to = address(toUrl, 'target');
  if (!from.ok) return refuse(from.line);
  if (!to.ok) return refuse(to.line);
  if (JSON.stringify(from.target) === JSON.stringify(to.target))
    return refuse(t('store.copy.same', {}, 'en'));
  // Opening a missing SQLite file would create an empty one and "copy" nothing.
  if (from.target.kind === 'sqlite' && !existsSync(from.target.file))
    return refuse(t('store.copy.missingFile', {}, 'en'));
  const source = open(from.target);
  const target = open(to.target);
  try {
    const report = await copyStore(source, target);
    const lines = Object.entries(report.copied).map(([namespace, count]) =>
      t('store.copy.namespace', { namespace, count }, 'en'),
    );
    for (const { key, problem } of report.refused)
      lines.push(t('store.copy.refused', { key, problem }, 'en'));
    const count = Object.values(report.copied).reduce((a, b) => a + b, 0);
    if (report.refused.length === 0)
      return { code: 0, lines: [...lines, t('store.copy.done', { count }, 'en')] };
    const refused = report.refused.length;
    return { code: 1, lines: [...lines, t('store.copy.partly', { count, refused }, 'en')] };
  } catch (error) {
    // The driver's message (a refused connection, a missing table), never an address.
    return refuse(
      t('store.copy.failed', { reason: error instanceof Error ? error.message : String(error) }, 'en'),
    );
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

function address(
  url: string,
  which: 'source' | 'target',
): { ok: true; target: StoreTarget } | { ok: false; line: string } {
  // Unlike DATABASE_URL there is no default here: an empty address is a mistake.
  const parsed = parseTarget(url.trim() === '' ? 'none' : url, '');
  if (parsed.ok) return parsed;
  return {
    ok: false,
    line: t('store.copy.badUrl', { which, reason: t(`config.database.${parsed.problem}`, {}, 'en') }, 'en'),
  };
}

function refuse(line: string): CopyAnswer {
  return { code: 2, lines: [line] };
}
