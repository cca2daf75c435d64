// Renderer figures (printed, never asserted): board render+encode time against encode alone,
// boards per second with encoding off the event loop on both cores, and image sizes.

import { playRandomGame, publicView, type PublicView } from '../src/engine/index';
import { DEFAULT_FORMAT, drawBoard, encodeCanvas } from '../src/render/index';

const ROUNDS = 40;
const BATCH = 300;

export async function run(): Promise<void> {
  const views = sampleViews();
  drawBoard(views[0]); // builds the cached sea and city layers once, as a running bot has
  const canvases = views.slice(0, ROUNDS).map(drawBoard);
  const renderMs = median(views.slice(0, ROUNDS).map((v) => timed(() => drawBoard(v))));
  const encodeMs = median(await timedEach(canvases, (c) => encodeCanvas(c, 'bench')));
  const pngMs = median(await timedEach(canvases, (c) => encodeCanvas(c, 'bench', 'skia-png')));
  const webpMs = median(await timedEach(canvases, (c) => encodeCanvas(c, 'bench', 'webp')));
  const bothMs = median(await timedEach(views.slice(0, ROUNDS), (v) => encodeCanvas(drawBoard(v), 'bench')));
  const sizes = await Promise.all(canvases.map(async (c) => (await encodeCanvas(c, 'bench')).data.length));
  const perSecond = await throughput(views);
  console.log(`board ${canvases[0].width}×${canvases[0].height}, format ${DEFAULT_FORMAT} (lossless; deflate level 1 in the thread pool)`);
  console.log(`render only (draw from view)       ${renderMs.toFixed(1)} ms median`);
  console.log(`encode only (${DEFAULT_FORMAT})               ${encodeMs.toFixed(1)} ms median`);
  console.log(`render + encode                    ${bothMs.toFixed(1)} ms median (${(bothMs / encodeMs).toFixed(2)}× encode alone; goal ≤ 1.2×)`);
  console.log(`PNG encode only (canvas.encode)    ${pngMs.toFixed(1)} ms median, same canvases, for comparison (render+encode is ${(bothMs / pngMs).toFixed(2)}× this)`);
  console.log(`WebP lossless encode only          ${webpMs.toFixed(1)} ms median, same canvases, for comparison`);
  console.log(`boards per second, async, 2 cores  ${perSecond.toFixed(1)} (goal ≥ 50)`);
  console.log(`image size                         ${kb(median(sizes))} KB median, ${kb(Math.max(...sizes))} KB max (limit 1024 KB)`);
}

function sampleViews(): PublicView[] {
  const views: PublicView[] = [];
  for (const seed of [11, 12, 13]) {
    const states: PublicView[] = [];
    playRandomGame({ players: 4, seed, check: false, onState: (s) => states.push(publicView(s)) });
    const step = Math.max(1, Math.floor(states.length / 30));
    for (let i = 0; i < states.length; i += step) views.push(states[i]);
  }
  return views;
}

/** Renders on the main thread, encodes in the thread pool, a few boards in flight at once. */
async function throughput(views: PublicView[]): Promise<number> {
  const inFlight = new Set<Promise<unknown>>();
  const start = performance.now();
  for (let i = 0; i < BATCH; i++) {
    const job: Promise<unknown> = encodeCanvas(drawBoard(views[i % views.length]), 'bench').then(() => inFlight.delete(job));
    inFlight.add(job);
    if (inFlight.size >= 3) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return BATCH / ((performance.now() - start) / 1000);
}

function timed(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

async function timedEach<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (const item of items) {
    const start = performance.now();
    await work(item);
    times.push(performance.now() - start);
  }
  return times;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(0);

