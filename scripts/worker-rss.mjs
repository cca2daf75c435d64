// One render worker's cost in the bot's process (issue 8), measured under plain Node with the
// flags `npm start` gives the bot (scripts/worker-memory.ts runs it so, and passes the render
// pool's YOUNG_GENERATION_MB in WORKER_YOUNG_MB):
//   WORKER_YOUNG_MB=2 node --max-semi-space-size=2 --expose-gc scripts/worker-rss.mjs <worker.mjs>
// starts the bundled worker with the young generation the render pool gives it, waits for its
// 'ready' (fonts registered, sea and city layers built) and prints the process's RSS before and
// after as one JSON line. `bare` starts an empty worker instead (a thread and its V8 isolate
// alone); `--import <file.mjs>…` one that only imports those files (their modules' evaluation);
// `--settled <worker.mjs>` (needs --expose-gc) one that imports the worker, lets it get
// ready, then collects its garbage: what the worker keeps at rest, without its start's garbage;
// `--second <worker.mjs>` a second worker beside a first, ready one (what the pool's next worker
// adds, once the process holds what all threads share: canvas's library, the registered fonts).
// scripts/worker-memory.ts runs it and sums up.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const [target, ...files] = process.argv.slice(2);
if (!target) {
  throw new Error(
    'usage: worker-rss.mjs <worker file> | bare | --import <file.mjs>… | --settled <file> | --second <file>',
  );
}
// `inherit`: no limits of its own, as the AI pool starts its threads (bench/ai-memory.ts).
const inherit = process.env.WORKER_YOUNG_MB === 'inherit';
const young = Number(process.env.WORKER_YOUNG_MB);
if (!inherit && !(young > 0))
  throw new Error('set WORKER_YOUNG_MB to the render pool’s young generation (MB), or to inherit');
const resourceLimits = inherit ? undefined : { maxYoungGenerationSizeMb: young };
/** Megabytes of a million bytes, as bench/bot.ts prints them. */
const MB = 1e6;

/** A worker that imports `urls`, then (after full collections, with `collect`) says `done`. */
function importer(urls, done = 'ready', collect = false) {
  const imports = urls.map((url) => `await import(${JSON.stringify(url)});`).join('\n');
  const gc = collect ? 'for (let i = 0; i < 3; i++) globalThis.gc();' : '';
  const reply = `const { parentPort } = await import('node:worker_threads');\nparentPort.postMessage('${done}');`;
  const code = `${imports}\n${gc}\n${reply}`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { resourceLimits });
}

/** Resolves once `worker` has posted `awaited`. */
function reply(worker, awaited) {
  return new Promise((ready, fail) => {
    worker.once('error', fail);
    worker.on('message', (message) => message === awaited && ready(undefined));
  });
}

const settled = target === '--settled';
if (settled && typeof globalThis.gc !== 'function') throw new Error('--settled needs node --expose-gc');
const urls = files.map((file) => pathToFileURL(resolve(file)).href);
const first = target === '--second' ? new Worker(new URL(urls[0]), { resourceLimits }) : undefined;
if (first) await reply(first, 'ready');
const before = process.memoryUsage().rss;
const worker =
  target === 'bare'
    ? importer([])
    : target === '--import'
      ? importer(urls)
      : settled
        ? importer(urls, 'settled', true)
        : new Worker(first ? new URL(urls[0]) : pathToFileURL(resolve(target)), { resourceLimits });
// A settled worker's own 'ready' (the render worker's, once its caches are built) comes first.
await reply(worker, settled ? 'settled' : 'ready');
const after = process.memoryUsage().rss;
await Promise.all([worker.terminate(), first?.terminate()]);
console.log(JSON.stringify({ beforeMb: before / MB, afterMb: after / MB, costMb: (after - before) / MB }));
