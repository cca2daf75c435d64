// The bot as `npm start` runs it: bundled by scripts/build-bot.ts and run by plain Node, its
// worker threads started from the bundle's own files (issue 8: no tsx loader in the bot).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { decide } from '../../src/ai/index';
import { legalActions, playerView, publicView } from '../../src/engine/index';
import { renderBoard } from '../../src/render/index';
import { BOT_MALLOC_ENV, BOT_NODE_FLAGS, buildBot, startScript } from '../../scripts/build-bot';
import { midGameState } from '../render/fixtures';
import { positionInPlay } from '../support/position-in-play';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'dist', `test-build-${process.pid}`);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('the bundled bot', () => {
  it('is what npm start runs, with the Node flags and malloc settings the tests’ bot process uses', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.prestart).toBe('tsx scripts/build-bot.ts');
    expect(pkg.scripts.start).toBe(startScript());
  });

  it('gets its malloc settings, gc and Node flags from the start script through sh, as npm runs it', () => {
    // npm runs a script with sh -c; `exec` hands the shell's process (and npm's signals) to node.
    const script = startScript().replace(
      'dist/index.mjs',
      '-e "console.log(JSON.stringify([process.env.MALLOC_ARENA_MAX, process.env.MALLOC_MMAP_THRESHOLD_, typeof gc, process.pid === Number(process.argv[1]), process.execArgv.filter((a) => /^--/.test(a))]))"',
    );
    const printed = execFileSync('sh', ['-c', `${script} $$`], {
      encoding: 'utf8',
      env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
    });
    expect(JSON.parse(printed)).toEqual([
      BOT_MALLOC_ENV.MALLOC_ARENA_MAX,
      BOT_MALLOC_ENV.MALLOC_MMAP_THRESHOLD_,
      'function',
      true,
      BOT_NODE_FLAGS,
    ]);
  });

  it('starts its AI and render workers from the bundle, deciding and drawing as the sources do', async () => {
    await buildBot(OUT, { probe: 'test/build/bundle-probe.ts' });
    const printed = execFileSync(process.execPath, [join(OUT, 'probe.mjs')], { encoding: 'utf8' });
    const result = JSON.parse(printed.trim().split('\n').at(-1) as string) as {
      warmed: boolean;
      decision: unknown;
      hint: { player?: number } | null;
      board: string;
      record: string | null;
    };

    const played = positionInPlay();
    const player = played.phase.kind === 'turn' ? played.phase.turn.player : 0;
    const request = {
      view: playerView(played, player),
      legal: legalActions(played, player),
      level: 'easy' as const,
      seed: 3,
      iterations: 30,
    };
    expect(result.warmed).toBe(true);
    // Issue 42: the bundled record worker reads a record.
    expect(result.record).toBe('g42');
    expect(result.decision).toEqual(decide(request).action);
    // The coach's task is found in the bundled worker by its name (issue 26).
    expect(result.hint?.player).toBe(player);
    const board = await renderBoard(publicView(midGameState()));
    expect(result.board).toBe(createHash('sha256').update(board.data).digest('hex'));
  }, 120_000);

  it('runs no TypeScript loader: the pools name the bundled workers, which import no tsx', () => {
    const bundle = readdirSync(OUT)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(join(OUT, f), 'utf8'))
      .join('\n');
    for (const name of ['render-worker.mjs', 'ai-worker.mjs', 'record-worker.mjs']) {
      expect(bundle).toContain(pathToFileURL(join(OUT, name)).href);
      expect(readFileSync(join(OUT, name), 'utf8')).not.toMatch(/tsx/);
    }
    // control: the worker entry used under tsx does load it
    expect(readFileSync(join(ROOT, 'src/render/pool/worker-entry.mjs'), 'utf8')).toMatch(/tsx\/esm\/api/);
  });
});
