// A render worker: draws and encodes boards and hands off the bot's event loop, one job at a
// time. Jobs come from RenderPool (render-pool.ts); views arrive as structured clones.
import { parentPort } from 'node:worker_threads';
import type { PlayerView, PublicView } from '../../engine/index';
import {
  renderBoard,
  renderSeatBoard,
  renderHand,
  renderScoreChart,
  renderStandings,
  renderRatingChart,
  type RenderOptions,
} from '../render-image';
import type { ScoreChart } from '../chart/draw-score-chart';
import type { SeatBoardOptions } from '../options';
import type { StandingsImage } from '../league/draw-standings';
import type { RatingChartImage } from '../league/draw-rating-chart';
import { cityFrames } from '../board/city-frame';
import { registerFonts } from '../fonts';
import { mapBackground } from '../map/background';
import { exposedGc } from './image-memory';

/** What a board job may carry beyond the view and the locale. */
export type BoardJobOptions = Pick<RenderOptions, 'layout' | 'label'>;

/** What a seat's board job may carry (issue 38): the game's label and the panel's lettered choices. */
export type SeatJobOptions = Pick<SeatBoardOptions, 'label' | 'choices'>;

export type RenderJob = { id: number; locale: string } & (
  | ({ kind: 'board'; view: PublicView } & BoardJobOptions)
  | { kind: 'hand'; view: PlayerView }
  | ({ kind: 'seat'; view: PlayerView } & SeatJobOptions)
  | { kind: 'chart'; chart: ScoreChart }
  | { kind: 'standings'; table: StandingsImage }
  | { kind: 'rating'; chart: RatingChartImage }
);

if (!parentPort) throw new Error('render worker started outside a worker thread');
const port = parentPort;

// Fonts and the cached sea and city layers take about half a second to build: build them as
// the worker starts, not on the first board a player is waiting for.
registerFonts();
mapBackground();
cityFrames('en');

/**
 * After each job, a collection of the young generation (about a millisecond): the job's
 * canvases and pixel copies are freed by the collector only, and their memory (Skia's and
 * @napi-rs/canvas's own allocator) lies outside V8's heap, so this thread, which allocates
 * little JavaScript, would otherwise keep tens of MB of them until V8 gets round to it.
 * Measured over 300 boards and 50 hands on one worker: peak RSS 208–213 -> 184–186 MB, the
 * canvas allocator's share 36 -> 22 MB, CPU unchanged within noise. Only where gc is exposed:
 * the bot runs with --expose-gc (scripts/build-bot.ts).
 */
const collectYoung = exposedGc('minor');

// answer() catches whatever fails: the job's answer is then its error.
port.on('message', (job: RenderJob) => void answer(job));

async function answer(job: RenderJob): Promise<void> {
  try {
    const image = await render(job);
    // The PNG's memory moves to the bot's thread instead of being copied: no second copy
    // waits here for this thread's next garbage collection.
    const { buffer, byteOffset, byteLength } = image.data;
    const own = byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer;
    port.postMessage({ id: job.id, image }, own ? [buffer] : []);
    // After the answer is on its way; the pool sends a worker its next job only once answered.
    if (collectYoung) setImmediate(collectYoung);
  } catch (error) {
    port.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
}

function render(job: RenderJob) {
  if (job.kind === 'board')
    return renderBoard(job.view, { locale: job.locale, layout: job.layout, label: job.label });
  if (job.kind === 'seat')
    return renderSeatBoard(job.view, { locale: job.locale, label: job.label, choices: job.choices });
  if (job.kind === 'chart') return renderScoreChart(job.chart, { locale: job.locale });
  if (job.kind === 'standings') return renderStandings(job.table, { locale: job.locale });
  if (job.kind === 'rating') return renderRatingChart(job.chart, { locale: job.locale });
  return renderHand(job.view, { locale: job.locale });
}

// The pool hands out jobs only from here on (render-pool.ts starts workers on demand).
port.postMessage('ready');
