// What `npm run verify` says and its exit code, given the arguments, a way to read a file and
// the bot's store (cli-store.ts). `-- <record.json> [--signer <key>]`: 0 the game checks out
// (and whose it is), 1 the record was changed, 2 no record to check. `-- --key`: the bot's
// public key, as /kogge server status shows it (0), or why there is none (2).
import { t, terminalText, tStored } from '../i18n/index';
import { claimedGame, NO_TRUST, type Trust } from './origin';
import { PUBLIC_KEY } from './signature';
import { verifyRecord } from './verify';
import type { StoreOpening } from './cli-store';

export interface CliAnswer {
  code: 0 | 1 | 2;
  line: string;
}

const refuse = (line: string): CliAnswer => ({ code: 2, line });

export async function runVerify(
  args: readonly string[],
  readFile: (path: string) => string,
  openStore: () => StoreOpening = () => ({ kind: 'none', file: '' }),
): Promise<CliAnswer> {
  const answer = await verifyAnswer(args, readFile, openStore);
  // Issue 38: the terminal shows no Markdown (the verdicts write ids as `code` for Discord).
  return { ...answer, line: terminalText(answer.line) };
}

async function verifyAnswer(
  args: readonly string[],
  readFile: (path: string) => string,
  openStore: () => StoreOpening,
): Promise<CliAnswer> {
  const words = args.filter((a) => a !== '--');
  if (words.includes('--key')) return printKey(openStore);
  const signerAt = words.indexOf('--signer');
  const signer = signerAt >= 0 ? (words[signerAt + 1] ?? '') : null;
  if (signer !== null && !PUBLIC_KEY.test(signer))
    return refuse(t('verify.badSigner', { key: signer }, 'en'));
  const file = words.find((w, i) => !w.startsWith('--') && (signerAt < 0 || i !== signerAt + 1));
  if (file === undefined) return refuse(t('verify.usage', {}, 'en'));
  let json: unknown;
  try {
    json = JSON.parse(readFile(file));
  } catch (error) {
    const reason = reasonOf(error);
    if (error instanceof SyntaxError) return refuse(t('verify.notJson', { reason }, 'en'));
    return refuse(t('verify.unreadable', { file, reason }, 'en'));
  }
  const trust = await storeTrust(openStore, json);
  if ('line' in trust) return trust;
  const verdict = verifyRecord(json, signer === null ? trust : { ...trust, botKey: signer });
  return { code: verdict.holds ? 0 : 1, line: tStored(verdict.key, verdict.params, 'en') };
}

async function printKey(openStore: () => StoreOpening): Promise<CliAnswer> {
  const opened = openStore();
  if (opened.kind === 'none') return refuse(t('verify.noStore', { file: opened.file }, 'en'));
  if (opened.kind === 'failed') return refuse(t('verify.storeFailed', { reason: opened.reason }, 'en'));
  try {
    const key = await opened.store.key();
    return key === null
      ? refuse(t('verify.noKey', {}, 'en'))
      : { code: 0, line: t('verify.key', { key }, 'en') };
  } catch (error) {
    return refuse(t('verify.storeFailed', { reason: reasonOf(error) }, 'en'));
  } finally {
    await opened.store.close();
  }
}

/** What the bot's store tells of the record; nothing where there is no store here. */
async function storeTrust(openStore: () => StoreOpening, json: unknown): Promise<Trust | CliAnswer> {
  const opened = openStore();
  if (opened.kind === 'none') return NO_TRUST;
  if (opened.kind === 'failed') return refuse(t('verify.storeFailed', { reason: opened.reason }, 'en'));
  try {
    const game = claimedGame(json);
    return {
      botKey: await opened.store.key(),
      storedCommitment: game === null ? null : await opened.store.commitment(game),
    };
  } catch (error) {
    return refuse(t('verify.storeFailed', { reason: reasonOf(error) }, 'en'));
  } finally {
    await opened.store.close();
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') return error.code;
  return error instanceof Error ? error.message : String(error);
}
