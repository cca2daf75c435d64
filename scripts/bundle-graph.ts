// What a bundled entry loads (issue 8, the render worker's memory): the files of the bundle it
// reaches through its imports, transitively, the packages and Node modules those import, and
// the source modules esbuild put in them (it marks each with a `// src/….ts` line). Used by
// scripts/worker-memory.ts and test/build/worker-graph.test.ts.
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, join } from 'node:path';

export type BundleGraph = {
  /** The bundle's files the entry loads, itself first (names inside the bundle's folder). */
  files: string[];
  /** Packages imported anywhere in those files, by package name (`zod`, `@napi-rs/canvas`). */
  packages: string[];
  /** Node's own modules imported (`node:fs`). */
  builtins: string[];
  /** The source modules bundled into those files (`src/engine/vocabulary/constants.ts`). */
  sources: string[];
};

// esbuild's output puts each static import or re-export at a line's start; the specifier list
// between braces may span lines but never holds a quote or a semicolon.
const STATIC_IMPORT = /^(?:import|export)\b[^;"'`]*?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const SOURCE_MARK = /^\/\/ (src\/\S+\.ts)$/gm;

/** Every module specifier a bundle file imports, statically or by a literal `import()`. */
export function importsOf(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]);
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The graph of `entry` (a bundle file's path), following relative imports to other files. */
export function bundleGraph(entry: string): BundleGraph {
  const folder = dirname(entry);
  const files: string[] = [];
  const packages = new Set<string>();
  const builtins = new Set<string>();
  const sources = new Set<string>();
  const queue = [basename(entry)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (files.includes(file)) continue;
    files.push(file);
    const code = readFileSync(join(folder, file), 'utf8');
    for (const [, source] of code.matchAll(SOURCE_MARK)) sources.add(source);
    for (const specifier of importsOf(code)) {
      if (specifier.startsWith('./')) queue.push(specifier.slice(2));
      else if (specifier.startsWith('.') || specifier.startsWith('/')) {
        throw new Error(`${file}: unexpected import ${specifier} (the bundle's files sit side by side)`);
      } else if (isBuiltin(specifier)) builtins.add(specifier);
      else packages.add(packageName(specifier));
    }
  }
  return {
    files,
    packages: [...packages].sort(),
    builtins: [...builtins].sort(),
    sources: [...sources].sort(),
  };
}
