// Issue 26: what one computer player's thread costs the bot's process. The bot's bundle is
// built into a temporary folder; scripts/worker-rss.mjs then starts, in a plain Node process
// with the flags and malloc settings `npm start` gives the bot, an empty worker, and a worker
// that imports the AI worker's bundle (its modules, and the warm-up its thread does as it
// starts), the latter also once its garbage is collected: the RSS each adds, median of 3 runs.
// test/build/worker-graph.test.ts checks what that bundle reaches; this prints what it costs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOT_MALLOC_ENV, BOT_NODE_FLAGS, DIST, buildBot } from '../scripts/build-bot';
import { bundleGraph } from '../scripts/bundle-graph';

const RUNS = 3;
const RSS_SCRIPT = fileURLToPath(new URL('../scripts/worker-rss.mjs', import.meta.url));

function medianCost(folder: string, args: string[]): number {
  const costs = Array.from({ length: RUNS }, () => {
    const printed = execFileSync(process.execPath, [...BOT_NODE_FLAGS, RSS_SCRIPT, ...args], {
      cwd: folder,
      // The AI pool gives its threads no limits of their own: they inherit the bot's flags.
      env: { ...process.env, ...BOT_MALLOC_ENV, WORKER_YOUNG_MB: 'inherit' },
      encoding: 'utf8',
    });
    return (JSON.parse(printed) as { costMb: number }).costMb;
  }).sort((a, b) => a - b);
  return costs[Math.floor(RUNS / 2)];
}

export async function benchAiMemory(): Promise<void> {
  const folder = mkdtempSync(join(DIST, 'ai-memory-'));
  try {
    await buildBot(folder, { index: 'src/index.ts' });
    const graph = bundleGraph(join(folder, 'ai-worker.mjs'));
    console.log(
      `AI worker: ${graph.files.length} files, packages ${graph.packages.join(', ')},` +
        ` ${graph.sources.length} source modules (engine and AI only: test/build/worker-graph.test.ts)`,
    );
    const bare = medianCost(folder, ['bare']);
    const ready = medianCost(folder, ['--import', 'ai-worker.mjs']);
    const settled = medianCost(folder, ['--settled', 'ai-worker.mjs']);
    console.log(`RSS a thread adds to the bot's process (median of ${RUNS} runs):`);
    console.log(`  empty worker:                          ${bare.toFixed(1)} MB`);
    console.log(`  AI worker, modules and warm-up done:   ${ready.toFixed(1)} MB`);
    console.log(`  the same, its garbage collected:       ${settled.toFixed(1)} MB`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
