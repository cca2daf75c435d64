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
};

/**
 * Node's flags for the bot (package.json's start script passes the same; test/build checks).
 * The young generation's semi-spaces at 4 MB instead of V8's 16: loading the modules and a
 * burst of clicks grow the young generation to its largest, and those pages stay committed
 * (measured with 20 games: RSS at rest 131 -> 115 MB, heap 70 -> 42-56 MB committed at the
 * peak; the bot's CPU time unchanged within noise).
 */
export const BOT_NODE_FLAGS = ['--max-semi-space-size=4'];

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
