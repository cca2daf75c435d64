// `npx tsx scripts/worker-memory.ts [bundle folder]`: what one render worker costs the bot's
// process (issue 8) and what its bundle loads. Builds the bot's bundle into a temporary folder
// (or reads the one given, e.g. dist after `npm run prestart`), prints the files, packages and
// engine modules the render worker's graph reaches, then the RSS each of these adds to a plain
// Node process with the flags and malloc settings `npm start` gives the bot (scripts/
// worker-rss.mjs, median of a few runs): an empty worker; a worker importing only the render
// worker's chunks; the render worker up to its 'ready'; the same once its start's garbage is
// collected (what it keeps at rest); a second render worker beside a first (what each further
// worker adds). RSS figures move by a megabyte or so from run to run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { YOUNG_GENERATION_MB } from '../src/render/pool/render-pool';
import { BOT_MALLOC_ENV, BOT_NODE_FLAGS, DIST, buildBot, mallocAssignments } from './build-bot';
import { bundleGraph } from './bundle-graph';

const RUNS = 5;
const RSS_SCRIPT = fileURLToPath(new URL('worker-rss.mjs', import.meta.url));

/** The median RSS growth (MB) of `node worker-rss.mjs …args` over RUNS runs. */
function medianCost(folder: string, args: string[], flags: string[] = []): number {
  const costs = Array.from({ length: RUNS }, () => {
    const printed = execFileSync(
      process.execPath,
      [...new Set([...BOT_NODE_FLAGS, ...flags]), RSS_SCRIPT, ...args],
      {
        cwd: folder,
        env: { ...process.env, ...BOT_MALLOC_ENV, WORKER_YOUNG_MB: String(YOUNG_GENERATION_MB) },
        encoding: 'utf8',
      },
    );
    return (JSON.parse(printed) as { costMb: number }).costMb;
  }).sort((a, b) => a - b);
  return costs[Math.floor(RUNS / 2)];
}

const given = process.argv[2];
const folder = given ?? mkdtempSync(join(DIST, 'worker-memory-'));
try {
  if (!given) await buildBot(folder, { index: 'src/index.ts' });
  const graph = bundleGraph(join(folder, 'render-worker.mjs'));
  const kb = (file: string) => (statSync(join(folder, file)).size / 1024).toFixed(0);
  console.log(`render worker's files: ${graph.files.map((file) => `${file} (${kb(file)} kB)`).join(', ')}`);
  console.log(`packages: ${graph.packages.join(', ')}`);
  console.log(`Node modules: ${graph.builtins.join(', ')}`);
  const engine = graph.sources.filter((source) => source.startsWith('src/engine/'));
  console.log(`engine modules (${engine.length}): ${engine.join(', ')}`);
  console.log(`all source modules: ${graph.sources.length}`);

  const bare = medianCost(folder, ['bare']);
  const chunks = medianCost(folder, ['--import', ...graph.files.slice(1)]);
  const ready = medianCost(folder, ['render-worker.mjs']);
  const settled = medianCost(folder, ['--settled', 'render-worker.mjs'], ['--expose-gc']);
  const second = medianCost(folder, ['--second', 'render-worker.mjs']);
  console.log(
    `\nRSS added to \`${mallocAssignments()} node ${BOT_NODE_FLAGS.join(' ')}\` (median of ${RUNS} runs):`,
  );
  console.log(`  empty worker:                    ${bare.toFixed(1)} MB`);
  console.log(`  worker importing the chunks:     ${chunks.toFixed(1)} MB`);
  console.log(`  render worker up to its 'ready': ${ready.toFixed(1)} MB`);
  console.log(`  the same, its garbage collected: ${settled.toFixed(1)} MB`);
  console.log(`  a second one up to its 'ready':  ${second.toFixed(1)} MB`);
} finally {
  if (!given) rmSync(folder, { recursive: true, force: true });
}
