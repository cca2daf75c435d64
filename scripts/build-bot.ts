// The bot as plain JavaScript, for `npm start` (and the bot process of the tests and the
// bench, test/support/bot-process.ts). Issue 8, the bot's resident memory: run under tsx, the
// bot pays for a TypeScript loader on a thread of its own, in the process and in every worker,
// plus the transpiled sources it keeps (measured: the bot's modules loaded take 168 MB of RSS
// under tsx, 108 MB prebuilt). esbuild (which tsx itself runs on) bundles the sources in about
// a second, leaving the packages in node_modules as they are.
//
// Two things change in a bundle and are put back here:
// - `import.meta.url` is the bundle's, not the source file's, so each source file gets its
//   own URL back (fonts and the local table's page are found beside their source files).
// - The worker threads start from bundles of their own (render and AI workers), named by
//   KOGGE_RENDER_WORKER and KOGGE_AI_WORKER; under tsx these are undefined and the pools start
//   their TypeScript entries.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The worker threads' bundles, beside the entries': output name → source. */
const WORKERS = {
  'render-worker': 'src/render/pool/worker.ts',
  'ai-worker': 'src/ai/pool/task.ts',
  // Issue 42: uploaded records are read and replayed off the bot's event loop.
  'record-worker': 'src/verify/pool/task.ts',
};

/**
 * Node's flags for the bot (package.json's start script passes the same; test/build checks).
 * - The young generation's semi-spaces at 2 MB instead of V8's 16: loading the modules and a
 *   burst of clicks grow the young generation to its largest, and those pages stay committed
 *   (measured with 20 games at 4 MB: RSS at rest 131 -> 115 MB, heap 70 -> 42-56 MB committed
 *   at the peak; the bot's CPU time unchanged within noise). At 2 MB the young generation
 *   commits 4 MB instead of 8 (50 games, `npm run bench -- bot`); what it promotes early goes
 *   with the render pool's regular full collections, and the bot's CPU time stayed the same.
 * - `gc` exposed, so the render pool can collect the images it has handed over once they add up
 *   (src/render/pool/image-memory.ts says why).
 * - V8 told to favour memory over speed (issue 27, RSS under 200 MB flat out): its heap grows
 *   by less after each full collection, which compacts and gives pages back more eagerly, and
 *   code not run lately is dropped sooner. Flat out (`BENCH_BOT_ROUNDS=flat npx tsx
 *   bench/index.ts bot`, a shared machine at load 8-13, two runs each): peak RSS 209.9, 212.1
 *   -> 198.3, 193.7 MB; at rest 120.7, 108.5 -> 103.4, 106.6 MB; the bot's CPU time 22.4, 23.7
 *   -> 25.5, 24.1 s (about 7% more); p99 850, 931 -> 874, 1,105 ms; none over 3 s either way.
 *   The flags are the process's, so the render and AI threads run with it too.
 */
export const BOT_NODE_FLAGS = ['--max-semi-space-size=2', '--expose-gc', '--optimize-for-size'];

/**
 * glibc's malloc settings for the bot's process (Linux; other C libraries ignore them). They
 * must be in the environment before Node starts, so `npm start` sets them in front of node.
 * - Allocations over 128 KB are mapped on their own and given back to the system when freed.
 *   By default glibc raises that threshold after the first large free, up to 32 MB, after which
 *   the canvases, pixel rows and PNGs (0.3–2 MB each, many a second) come from the heap, and
 *   the heap's freed gaps stay resident.
 * - One arena, not eight per core: each worker thread (render, AI, libuv's pool) would
 *   otherwise get an arena of its own, and every arena keeps its freed memory. The threads
 *   that allocate much (the render worker, the bot's own) rarely do so at the same moment.
 * Measured with 50 games (`npm run bench -- bot`, 12 actions), with two arenas: peak RSS at
 * people's pace 331 -> 300 MB, flat out 405 -> 319 MB, the answer times unchanged within
 * noise. One arena instead of two (with the render worker's young generation at 2 MB, the
 * full bench): 193 -> 187 MB at people's pace, 211 -> 202 MB flat out, the bot's CPU time
 * and answer times the same.
 */
export const BOT_MALLOC_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** The malloc settings as a shell line's leading assignments: `NAME=value NAME=value`. */
export function mallocAssignments(): string {
  return Object.entries(BOT_MALLOC_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
}

/**
 * package.json's start script: the malloc settings, then `exec` so that node takes the shell's
 * place and a SIGTERM sent by npm (or a process manager) reaches the bot itself.
 */
export function startScript(): string {
  return `${mallocAssignments()} exec node ${BOT_NODE_FLAGS.join(' ')} dist/index.mjs`;
}

/** `npm start`'s bundle: dist/index.mjs. */
export const DIST = join(ROOT, 'dist');

/**
 * Bundles `entries` (output name → source path from the repository's root) and the workers
 * into `outdir` (inside the repository, so the bundles find node_modules). Each entry becomes
 * `<outdir>/<name>.mjs`.
 */
export async function buildBot(outdir: string, entries: Record<string, string>): Promise<void> {
  const workerUrl = (name: string) => JSON.stringify(pathToFileURL(join(outdir, `${name}.mjs`)).href);
  await build({
    absWorkingDir: ROOT,
    entryPoints: { ...entries, ...WORKERS },
    outdir: resolve(outdir),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    define: {
      KOGGE_RENDER_WORKER: workerUrl('render-worker'),
      KOGGE_AI_WORKER: workerUrl('ai-worker'),
      KOGGE_RECORD_WORKER: workerUrl('record-worker'),
    },
    plugins: [sourceFileUrls],
    logLevel: 'warning',
  });
}

/** Every source file keeps its own `import.meta.url` inside the bundle. */
const sourceFileUrls: Plugin = {
  name: 'source-file-urls',
  setup(on) {
    on.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildBot(DIST, { index: 'src/index.ts' });
}
