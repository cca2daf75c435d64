// The local table replays an exported record (issue 21): the page sends the file's JSON and the
// step it wants; the answer is that step as the bot's replay viewer shows it (every hidden
// piece revealed, the game being over), the verifier's sentence on the record, and the board
// image. Stateless: each step sends the record again, so nothing of it stays on the server.
// A file that is not a record (malformed, huge, too long to replay) is refused with a sentence.
// Issue 42: the record is checked and replayed on a worker thread with a time budget
// (verify/pool/record-pool.ts), so the server that serves the page never stalls on one.
import { z } from 'zod';
import { publicView, type GameState } from '../../engine/index';
import { formatLog, t, tStored } from '../../i18n/index';
import { RenderPool } from '../../render/pool/render-pool';
import { namesOf } from '../../bot/text';
import { RecordPool } from '../../verify/pool/record-pool';
import { revealed, type StepTargets } from '../../verify/replay-steps';
import { MAX_STEPS } from '../../verify/step-bound';

/**
 * The board is drawn in a render worker, as the bot draws its own: the process that serves
 * the page loads no canvas or map code (test/build/worker-graph.test.ts). One worker, started
 * with the first replay and ended when idle.
 */
let pool: RenderPool | null = null;
const renders = (): RenderPool => (pool ??= RenderPool.start(1, { lazy: true }));
/** The record's check and replay: one worker thread, started with the first replay. */
let records: RecordPool | null = null;
const replays = (): RecordPool => (records ??= new RecordPool());

/** The largest record the page may send: a long four-player game is well under 1 MB. */
export const REPLAY_MAX_BYTES = 2 * 1024 * 1024;
export const PageReplay = z.object({
  record: z.unknown(),
  // More steps than any game has (verify/step-bound.ts) are refused with the record.
  step: z.number().int().min(0).max(MAX_STEPS),
});

export interface ReplayAnswer {
  /** The verifier's sentence: the record holds, or where it was changed. */
  verdict: string;
  holds: boolean;
  game: string;
  step: number;
  steps: number;
  round: number;
  /** What everyone saw happen in this step, as log lines. */
  lines: string[];
  targets: StepTargets;
  image: { src: string; description: string };
}

/** A record the table will not replay: the sentence says why. */
export class ReplayRefused extends Error {}

export async function replayAnswer(
  body: unknown,
  locale: string,
  pool: RecordPool = replays(),
): Promise<ReplayAnswer> {
  const request = PageReplay.safeParse(body);
  if (!request.success) throw new ReplayRefused(t('table.replay.request', {}, locale));
  const { verdict, shown, game } = await pool.replay(request.data.record, request.data.step);
  // A record the engine refuses somewhere (or that is too long) cannot be stepped through: the verdict says why.
  if (!shown || game === null) throw new ReplayRefused(tStored(verdict.key, verdict.params, locale));
  const image = await renders().board(publicView(revealed(shown.state)), locale, { label: game });
  return {
    verdict: tStored(verdict.key, verdict.params, locale),
    holds: verdict.holds,
    game,
    step: shown.step,
    steps: shown.steps,
    round: shown.state.round,
    lines: formatLog(shown.events, namesOf(shown.state as GameState), locale),
    targets: shown.targets,
    image: {
      src: `data:${image.mime};base64,${image.data.toString('base64')}`,
      description: image.description,
    },
  };
}
