// Renderer figures (printed, never asserted): board render+encode time against encode alone,
// boards per second with encoding off the event loop on both cores, image sizes, and (issue 40)
// boards per CPU second and bytes with today's lossless PNG against the palette PNG, in one run.
import { availableParallelism, loadavg } from 'node:os';
import { playerView, publicView, type PlayerView, type PublicView } from '../src/engine/index';
import { playRandomGame } from '../src/ai/index';
import {
  DEFAULT_FORMAT,
  RenderPool,
  drawBoard,
  drawHand,
  drawPhoneBoard,
  encodeBoard,
  encodeCanvas,
} from '../src/render/index';

const ROUNDS = 40;
const BATCH = 300;

export async function run(): Promise<void> {
  const views = sampleViews();
  drawBoard(views[0]); // builds the cached sea and city layers once, as a running bot has
  if (process.env.BENCH_RENDER === 'cpu') return printPerCpu(await boardsPerCpuSecond(views));
  const some = views.slice(0, ROUNDS);
  const canvases = some.map((v) => drawBoard(v));
  const renderMs = median(some.map((v) => timed(() => drawBoard(v))));
  // Skia records drawing commands and rasterises them at the first pixel read, inside the
  // encode: so encode a drawn canvas once (that is "encode only"), then again (no raster left).
  const encodeMs = median(await timedEach(canvases, (c) => encodeCanvas(c, 'bench')));
  const rasterisedMs = median(await timedEach(canvases, (c) => encodeCanvas(c, 'bench')));
  const bothMs = median(await timedEach(some, (v) => encodeCanvas(drawBoard(v), 'bench')));
  const skiaPngMs = median(await timedEach(canvases, (c) => encodeCanvas(c, 'bench', 'skia-png')));
  const webpMs = median(await timedEach(canvases, (c) => encodeCanvas(c, 'bench', 'webp')));
  const sizes = await Promise.all(canvases.map(async (c) => (await encodeCanvas(c, 'bench')).data.length));
  const phoneMs = median(await timedEach(some, (v) => encodeCanvas(drawPhoneBoard(v), 'bench')));
  const phoneSizes = await Promise.all(
    some.map(async (v) => (await encodeCanvas(drawPhoneBoard(v), 'bench')).data.length),
  );
  const handSizes = await Promise.all(
    some.map(
      async (v, i) => (await encodeCanvas(drawHand(handViews[i % handViews.length]), 'bench')).data.length,
    ),
  );
  const batch = await throughput(views);
  const pooled = await poolThroughput(views);
  const pooledPhone = await poolThroughput(views, 'phone');
  const perCpu = await boardsPerCpuSecond(views);
  const line = (label: string, value: string) => console.log(`${label.padEnd(38)}${value}`);
  console.log(
    `board ${canvases[0].width}×${canvases[0].height}, ${DEFAULT_FORMAT}: the palette PNG (deflate level 1: in libuv's pool from the main thread, on the worker itself in the render pool)`,
  );
  console.log(
    `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores: other work on the machine slows every figure`,
  );
  line(
    'render only',
    `${renderMs.toFixed(1)} ms median (JS drawing; Skia rasterises at the first pixel read)`,
  );
  line('encode only (palette PNG)', `${encodeMs.toFixed(1)} ms median, of a drawn canvas`);
  line(
    '  of which Skia rasterising',
    `${(encodeMs - rasterisedMs).toFixed(1)} ms (the same canvases encoded again: ${rasterisedMs.toFixed(1)} ms)`,
  );
  line(
    'render + encode',
    `${bothMs.toFixed(1)} ms median, ${(bothMs / encodeMs).toFixed(2)}× encode alone (goal ≤ 1.2×)`,
  );
  line(
    'PNG encode only (canvas.encode)',
    `${skiaPngMs.toFixed(1)} ms median, same canvases: render + encode is ${(bothMs / skiaPngMs).toFixed(2)}× this`,
  );
  line(
    'WebP lossless encode (canvas.encode)',
    `${webpMs.toFixed(1)} ms median, same canvases, for comparison`,
  );
  line('boards per second, main thread', `${batch.perSecond.toFixed(1)} measured (goal ≥ 50)`);
  line('boards per second, worker pool', `${pooled.toFixed(1)} measured, one worker per core (goal ≥ 50)`);
  line(
    'phone companion render + encode',
    `${phoneMs.toFixed(1)} ms median, ${kb(median(phoneSizes))} KB median, ${kb(Math.max(...phoneSizes))} KB max (goal ≤ 60 KB)`,
  );
  line(
    'hand image size',
    `${kb(median(handSizes))} KB median, ${kb(Math.max(...handSizes))} KB max (goal ≤ 60 KB)`,
  );
  line('phone companions per second, pool', `${pooledPhone.toFixed(1)} measured, one worker per core`);
  line(
    'CPU time per board (all threads)',
    `${batch.cpuMs.toFixed(1)} ms, so about ${(2000 / batch.cpuMs).toFixed(0)} boards/s on two idle cores`,
  );
  printPerCpu(perCpu);
  line(
    'board image size',
    `${kb(median(sizes))} KB median, ${kb(Math.max(...sizes))} KB max (goal ≤ 120 KB)`,
  );
}

const CPU_ROUNDS = 7;

/** BENCH_RENDER=cpu npm run bench -- render: this figure alone, in about a minute. */
function printPerCpu(perCpu: Awaited<ReturnType<typeof boardsPerCpuSecond>>): void {
  const line = (label: string, value: string) => console.log(`${label.padEnd(38)}${value}`);
  console.log(`load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
  line(
    'boards per CPU second (issue 40)',
    `${perCpu.lossless.toFixed(1)} before (lossless PNG), ${perCpu.palette.toFixed(1)} now (palette PNG): ` +
      `${(perCpu.palette / perCpu.lossless).toFixed(2)}× (goal ≥ 1.00×; draw + encode on the kept canvas, medians of ${CPU_ROUNDS} interleaved rounds)`,
  );
  line(
    '  bytes per board, before and now',
    `${kb(perCpu.losslessBytes.median)} KB and ${kb(perCpu.paletteBytes.median)} KB median, ` +
      `${kb(perCpu.losslessBytes.max)} KB and ${kb(perCpu.paletteBytes.max)} KB max (goal ≤ 120 KB median)`,
  );
}

/**
 * Issue 40: the board's CPU cost with today's lossless writer (fast-png.ts) against the
 * palette PNG (palette-png.ts), both on the kept canvas as the bot draws, side by side in one
 * run: rounds alternate, so a machine that slows down mid-run weighs on both alike. CPU time of
 * the whole process (an encode's thread in libuv's pool included), so other processes' load
 * does not count. (Issue 27's comparison, zlib writer on a new canvas, is in git history.)
 */
async function boardsPerCpuSecond(views: PublicView[]) {
  const some = views.slice(0, ROUNDS);
  const rate = async (format: 'lossless-png' | 'png') => {
    const cpu = process.cpuUsage();
    const bytes: number[] = [];
    for (const view of some) bytes.push((await encodeBoard(view, { format })).data.length);
    const used = process.cpuUsage(cpu);
    return { perSecond: some.length / ((used.user + used.system) / 1e6), bytes };
  };
  const lossless: number[] = [];
  const palette: number[] = [];
  let losslessBytes: number[] = [];
  let paletteBytes: number[] = [];
  for (let round = 0; round < CPU_ROUNDS; round++) {
    const before = await rate('lossless-png');
    const now = await rate('png');
    lossless.push(before.perSecond);
    palette.push(now.perSecond);
    [losslessBytes, paletteBytes] = [before.bytes, now.bytes];
  }
  const spread = (b: number[]) => ({ median: median(b), max: Math.max(...b) });
  return {
    lossless: median(lossless),
    palette: median(palette),
    losslessBytes: spread(losslessBytes),
    paletteBytes: spread(paletteBytes),
  };
}

/** Each sampled state's hand of its second player, for the hand images' sizes. */
const handViews: PlayerView[] = [];

function sampleViews(): PublicView[] {
  const views: PublicView[] = [];
  for (const seed of [11, 12, 13]) {
    const states: PublicView[] = [];
    playRandomGame({
      players: 4,
      seed,
      check: false,
      onState: (s) => {
        states.push(publicView(s));
        if (states.length % 7 === 0) handViews.push(playerView(s, 1));
      },
    });
    const step = Math.max(1, Math.floor(states.length / 30));
    for (let i = 0; i < states.length; i += step) views.push(states[i]);
  }
  return views;
}

/** Renders on the main thread, deflates in libuv's thread pool, a few boards in flight at once. */
async function throughput(views: PublicView[]): Promise<{ perSecond: number; cpuMs: number }> {
  const inFlight = new Set<Promise<unknown>>();
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < BATCH; i++) {
    const job: Promise<unknown> = encodeCanvas(drawBoard(views[i % views.length]), 'bench').then(() =>
      inFlight.delete(job),
    );
    inFlight.add(job);
    if (inFlight.size >= 3) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return { perSecond: BATCH / seconds, cpuMs: (used.user + used.system) / 1000 / BATCH };
}

/** What the bot uses: drawing and encoding on worker threads, one per core. */
async function poolThroughput(views: PublicView[], layout: 'board' | 'phone' = 'board'): Promise<number> {
  const pool = RenderPool.start();
  const board = (v: PublicView) => pool.board(v, 'en', { layout, label: 'Game 12' });
  await Promise.all([board(views[0]), board(views[1])]); // workers loaded and warm
  const start = performance.now();
  await Promise.all(Array.from({ length: BATCH }, (_, i) => board(views[i % views.length])));
  const perSecond = BATCH / ((performance.now() - start) / 1000);
  await pool.close();
  return perSecond;
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
