// src/league is pure like the engine (DESIGN.md): no discord.js, no Keyv, no I/O, no clock,
// no randomness, so the same results and audit always give the same table.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { purityFaults } from '../support/purity-scan';

const DIR = join(import.meta.dirname, '../../src/league');
// node:module for createRequire alone: ratings.ts loads openskill at its first use (memory).
const ALLOWED = [/^zod$/, /^openskill$/, /^node:module$/, /^\.\.\/engine$/, /^\.\/[a-z-]+$/];
const faults = (text: string) => purityFaults(text, ALLOWED);

describe('src/league is pure', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));

  it('imports only zod, openskill, the engine’s public API and its own files; reads no clock and no chance', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((f) => faults(readFileSync(join(DIR, f), 'utf8')).map((x) => `${f}: ${x}`))).toEqual(
      [],
    );
  });

  it('control: the scan catches discord.js, Keyv, an engine internal, fs and the clock', () => {
    const planted = [
      "import { Client } from 'discord.js';",
      "import Keyv from 'keyv';",
      "import { scoreOf } from '../engine/rules/common/scoring';",
      "import { readFileSync } from 'node:fs';",
      'const now = Date.now();',
    ].join('\n');
    expect(faults(planted)).toEqual([
      'discord.js',
      'keyv',
      '../engine/rules/common/scoring',
      'node:fs',
      String(/\bDate\.now\b/),
    ]);
  });
});
