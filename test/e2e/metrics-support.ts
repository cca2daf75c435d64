// Helpers of the metrics end-to-end tests (issue 40): the real entry bundled as `npm start`
// runs it, a free port, a scrape, a sample's value, and the scan for ids and names in labels.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOT_NODE_FLAGS, buildBot } from '../../scripts/build-bot';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The entry bundled (as `npm start` does) into a folder of the test's own; its remover. */
export async function builtEntry(name: string): Promise<{ entry: string; remove(): void }> {
  const outdir = join(ROOT, `.e2e-${name}-dist`);
  await buildBot(outdir, { index: 'src/index.ts' });
  return { entry: join(outdir, 'index.mjs'), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

export interface Entry {
  child: ChildProcess;
  out: string[];
  err: string[];
}

/** `node <flags> <entry>` with only the variables given (and PATH, HOME). */
export function startBuilt(entry: string, env: Record<string, string>): Entry {
  const child = spawn(process.execPath, [...BOT_NODE_FLAGS, entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: string[] = [];
  const err: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk.toString()));
  return { child, out, err };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function get(port: number, path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, text: await response.text() };
}

export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The sum of a metric's samples whose labels include every one given (0 when none). */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) =>
      (match[2] ?? '').includes(`${key}="${value}"`),
    );
    if (has) sum += Number(match[3]);
  }
  return sum;
}

/** Every label value in a scrape. */
export function labelValues(text: string): string[] {
  return [...text.matchAll(/\w+="((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);
}

/** Which of `secrets` (ids, names, tokens) appear anywhere in the scrape, help text included. */
export function leaked(text: string, secrets: readonly string[]): string[] {
  return secrets.filter((secret) => secret.length > 0 && text.includes(secret));
}
