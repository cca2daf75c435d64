// Issue 8, the render worker's memory: each render worker is an isolate of its own that
// evaluates every module its bundle reaches, so the renderer imports from src/engine/view.ts,
// not the engine's whole API. These checks read the bundle `npm start` runs: the imports of the
// worker's file and of every chunk it reaches, transitively (scripts/bundle-graph.ts).
// Issue 26: the computer players' worker (ai-worker.mjs) likewise reaches the engine and the AI only,
// and of the engine only what plays the rules (src/engine/play.ts): no zod, no schema.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBot } from '../../scripts/build-bot';
import { bundleGraph, importsOf } from '../../scripts/bundle-graph';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'dist', `test-graph-${process.pid}`);

/** Packages a render worker has no use for: input checking, the rules' dice, the bot's own. */
const NOT_FOR_DRAWING = ['zod', 'pure-rand', 'discord.js', 'keyv', '@keyv/sqlite', 'pino'];

/** The engine's source files that import zod (its schemas), found afresh from the sources. */
function schemaModules(): string[] {
  return readdirSync(join(ROOT, 'src/engine'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => relative(ROOT, join(ROOT, 'src/engine', file)).replaceAll('\\', '/'))
    .filter((file) => importsOf(valueImports(readFileSync(join(ROOT, file), 'utf8'))).includes('zod'));
}

/**
 * A module's source without its `import type` statements: those are erased when it is built,
 * so a rule that names zod's types for its action's shape (rules/rule.ts) evaluates no zod.
 */
function valueImports(source: string): string {
  return source.replace(/^import type [^;]+;/gm, '');
}

beforeAll(async () => {
  await buildBot(OUT, { index: 'src/index.ts' });
}, 120_000);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe("the render worker's bundle", () => {
  it('imports no zod, no pure-rand and none of the bot’s packages, through any chunk', () => {
    const graph = bundleGraph(join(OUT, 'render-worker.mjs'));
    expect(graph.files.length).toBeGreaterThan(1); // the worker's code sits in shared chunks
    expect(graph.packages).toContain('@napi-rs/canvas');
    for (const name of NOT_FOR_DRAWING) expect(graph.packages).not.toContain(name);
  });

  it('evaluates the engine’s words and constants but none of its schemas, rules or rounds', () => {
    const engine = bundleGraph(join(OUT, 'render-worker.mjs')).sources.filter((s) =>
      s.startsWith('src/engine/'),
    );
    expect(engine).toContain('src/engine/vocabulary/constants.ts');
    const schemas = schemaModules();
    expect(schemas).toContain('src/engine/vocabulary/state.ts');
    for (const module of engine) {
      expect(schemas).not.toContain(module);
      expect(module).not.toMatch(/^src\/engine\/(rules|round)\//);
    }
  });

  it('control: the same reading finds zod, the schemas and the rules in the bot’s own graph', () => {
    const graph = bundleGraph(join(OUT, 'index.mjs'));
    expect(graph.packages).toEqual(expect.arrayContaining(['zod', 'pure-rand', 'discord.js']));
    expect(graph.sources).toEqual(expect.arrayContaining([...schemaModules(), 'src/engine/rules/table.ts']));
  });

  it('the bot’s own thread loads no canvas, map or drawing code: only its render workers draw', () => {
    const graph = bundleGraph(join(OUT, 'index.mjs'));
    expect(graph.packages).not.toContain('@napi-rs/canvas');
    // Issue 27: nor the PNG encoder.
    expect(graph.packages).not.toContain('@napi-rs/image');
    expect(graph.packages).not.toContain('d3-geo');
    const render = graph.sources.filter((s) => s.startsWith('src/render/'));
    // The pool, its memory, and (issue 38) the seat board's file name: no drawing.
    expect(render).toEqual([
      'src/render/pool/image-memory.ts',
      'src/render/pool/render-pool.ts',
      'src/render/pool/seat-board-name.ts',
    ]);
    // control: the worker's graph, read the same way, has them
    const worker = bundleGraph(join(OUT, 'render-worker.mjs')).packages;
    expect(worker).toContain('@napi-rs/canvas');
    expect(worker).toContain('@napi-rs/image');
  });

  it('control: zod two chunks away, behind a multi-line import, is found', () => {
    const folder = join(OUT, 'planted');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'entry.mjs'),
      'import {\n  a,\n  b\n} from "./chunk-A.mjs";\nconsole.log(a, b);\n',
    );
    writeFileSync(join(folder, 'chunk-A.mjs'), 'import "./chunk-B.mjs";\nexport const a = 1, b = 2;\n');
    writeFileSync(
      join(folder, 'chunk-B.mjs'),
      '// src/engine/vocabulary/state.ts\nimport { z as z2 } from "zod";\nz2.object({});\n',
    );
    const graph = bundleGraph(join(folder, 'entry.mjs'));
    expect(graph.files).toEqual(['entry.mjs', 'chunk-A.mjs', 'chunk-B.mjs']);
    expect(graph.packages).toEqual(['zod']);
    expect(graph.sources).toEqual(['src/engine/vocabulary/state.ts']);
  });
});

/** What a computer player's thread never needs: drawing, Discord, the stores, the logger. */
const NOT_FOR_THINKING = [
  '@napi-rs/canvas',
  'd3-geo',
  'topojson-client',
  'discord.js',
  'keyv',
  '@keyv/sqlite',
  '@keyv/postgres',
  'pino',
  'openskill',
];

describe("the AI worker's bundle (issue 26)", () => {
  it('imports no canvas, map, Discord, store or logger package, through any chunk', () => {
    const graph = bundleGraph(join(OUT, 'ai-worker.mjs'));
    expect(graph.sources).toContain('src/ai/mcts/search.ts');
    for (const name of NOT_FOR_THINKING) expect(graph.packages).not.toContain(name);
  });

  it('evaluates the engine and the AI only: no bot, render, store, league or local table code', () => {
    const sources = bundleGraph(join(OUT, 'ai-worker.mjs')).sources;
    expect(sources.length).toBeGreaterThan(50);
    for (const source of sources) expect(source).toMatch(/^src\/(engine|ai)\//);
  });

  it('imports no zod and evaluates none of the engine’s schemas: it plays the rules, checks no input', () => {
    const graph = bundleGraph(join(OUT, 'ai-worker.mjs'));
    expect(graph.packages).not.toContain('zod');
    const schemas = schemaModules();
    expect(schemas).toContain('src/engine/vocabulary/actions.ts');
    for (const module of graph.sources) expect(schemas).not.toContain(module);
    // It still plays: the rule table, the rounds and the engine's own generator are there.
    expect(graph.sources).toEqual(
      expect.arrayContaining(['src/engine/rules/table.ts', 'src/engine/round/create-game.ts']),
    );
    expect(graph.packages).toContain('pure-rand');
  });

  it('control: read the same way, the bot’s graph has zod and the schemas the AI worker lacks', () => {
    const graph = bundleGraph(join(OUT, 'index.mjs'));
    expect(graph.packages).toContain('zod');
    expect(graph.sources).toEqual(
      expect.arrayContaining(['src/engine/vocabulary/actions.ts', 'src/engine/round/setup.ts']),
    );
  });

  it('control: read the same way, the bot’s graph has Discord and the render worker’s canvas', () => {
    expect(bundleGraph(join(OUT, 'index.mjs')).packages).toContain('discord.js');
    expect(bundleGraph(join(OUT, 'render-worker.mjs')).packages).toContain('@napi-rs/canvas');
    expect(bundleGraph(join(OUT, 'index.mjs')).sources.some((s) => s.startsWith('src/bot/'))).toBe(true);
  });
});
