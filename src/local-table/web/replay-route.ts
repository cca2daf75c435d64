// POST /table/replay (issue 21): the page's "Open a game record". It passes the guard like
// every change (Origin, JSON, the per-start secret), reads at most REPLAY_MAX_BYTES, and
// replays one request at a time, so a burst of them cannot crowd out the table.
import type { IncomingMessage } from 'node:http';
import { t } from '../../i18n/index';
import { REPLAY_MAX_BYTES, ReplayRefused, replayAnswer } from '../bridge/replay';

interface JsonReply {
  status: number;
  json: unknown;
}

let queue: Promise<unknown> = Promise.resolve();

export async function replayRoute(req: IncomingMessage, locale: string): Promise<JsonReply> {
  const refused = (status: number, message: string): JsonReply => ({ status, json: { message, code: 0 } });
  if (Number(req.headers['content-length'] ?? 0) > REPLAY_MAX_BYTES) {
    req.resume();
    return refused(413, t('table.replay.tooBig', { max: REPLAY_MAX_BYTES / 1024 / 1024 }, locale));
  }
  const text = await readCapped(req);
  if (text === null)
    return refused(413, t('table.replay.tooBig', { max: REPLAY_MAX_BYTES / 1024 / 1024 }, locale));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return refused(400, t('verify.notJson', { reason: (error as Error).message.slice(0, 200) }, locale));
  }
  const run = queue.then(() => replayAnswer(body, locale));
  queue = run.catch(() => undefined);
  try {
    return { status: 200, json: await run };
  } catch (error) {
    if (error instanceof ReplayRefused) return refused(400, error.message);
    throw error;
  }
}

/** The body as text, or null once it passes the cap (the rest is drained, not kept). */
async function readCapped(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > REPLAY_MAX_BYTES) {
      req.resume();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
