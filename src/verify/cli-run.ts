// What `npm run verify -- <record.json>` says and its exit code, given the arguments and a
// way to read a file: 0 the game holds, 1 the record was changed, 2 no record to check.
import { t } from '../i18n/index';
import { verifyRecord } from './verify';

export interface CliAnswer {
  code: 0 | 1 | 2;
  line: string;
}

export function runVerify(args: readonly string[], readFile: (path: string) => string): CliAnswer {
  const file = args.find((a) => a !== '--');
  if (file === undefined) return { code: 2, line: t('verify.usage', {}, 'en') };
  let text: string;
  try {
    text = readFile(file);
  } catch (error) {
    return { code: 2, line: t('verify.unreadable', { file, reason: reasonOf(error) }, 'en') };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { code: 2, line: t('verify.notJson', { reason: reasonOf(error) }, 'en') };
  }
  const verdict = verifyRecord(json);
  return { code: verdict.holds ? 0 : 1, line: t(verdict.key, verdict.params, 'en') };
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.message : String(error);
}
