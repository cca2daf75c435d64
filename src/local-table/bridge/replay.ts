// The local table replays an exported record (issue 21): the page sends the file's JSON and the
// step it wants; the answer is that step as the bot's replay viewer shows it (every hidden
// piece revealed, the game being over), the verifier's sentence on the record, and the board
// image. Stateless: each step sends the record again, so nothing of it stays on the server.
// A file that is not a record (malformed, huge, too long to replay) is refused with a sentence.
import { z } from 'zod';
import { publicView, type GameState } from '../../engine/index';
import { formatLog, t } from '../../i18n/index';
import { RenderPool } from '../../render/pool/render-pool';
import { namesOf } from '../../bot/text';
import { descriptionOf, GameExportSchema, verifyRecord } from '../../verify/index';
import { replayStep, revealed, type StepTargets } from '../../verify/replay-steps';

/**
 * The board is drawn in a render worker, as the bot draws its own: the process that serves
 * the page loads no canvas or map code (test/build/worker-graph.test.ts). One worker, started
 * with the first replay and ended when idle.
 */
let pool: RenderPool | null = null;
const renders = (): RenderPool => (pool ??= RenderPool.start(1, { lazy: true }));

/** The largest record the page may send: a long four-player game is well under 1 MB. */
export const REPLAY_MAX_BYTES = 2 * 1024 * 1024;
/** More actions than any game takes: a record beyond it is refused before it is replayed. */
export const REPLAY_MAX_ACTIONS = 10_000;

export const PageReplay = z.object({
  record: z.unknown(),
  step: z.number().int().min(0).max(REPLAY_MAX_ACTIONS),
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

export async function replayAnswer(body: unknown, locale: string): Promise<ReplayAnswer> {
  const request = PageReplay.safeParse(body);
  if (!request.success) throw new ReplayRefused(t('table.replay.request', {}, locale));
  const parsed = GameExportSchema.safeParse(request.data.record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = `${issue.path.join('.') || 'record'}: ${issue.message}`;
    throw new ReplayRefused(t('verify.malformed', { issue: where.slice(0, 200) }, locale));
  }
  const record = parsed.data;
  if (record.actions.length > REPLAY_MAX_ACTIONS)
    throw new ReplayRefused(t('table.replay.tooLong', { max: REPLAY_MAX_ACTIONS }, locale));
  const verdict = verifyRecord(record);
  const shown = replayStep(descriptionOf(record), record.actions, request.data.step);
  // A record the engine refuses somewhere cannot be stepped through: the verdict says where.
  if (!shown) throw new ReplayRefused(t(verdict.key, verdict.params, locale));
  const image = await renders().board(publicView(revealed(shown.state)), locale, { label: record.game });
  return {
    verdict: t(verdict.key, verdict.params, locale),
    holds: verdict.holds,
    game: record.game,
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
