// src/tournament is pure like src/league (issue 41): no discord.js, no store, no I/O, no clock,
// no randomness, so the same sign-ups and results always give the same rounds and standings.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { purityFaults } from '../support/purity-scan';

const DIR = join(import.meta.dirname, '../../src/tournament');
const ALLOWED = [/^\.\.\/league\/index$/, /^\.\/[a-z-]+$/];
const faults = (text: string) => purityFaults(text, ALLOWED);

describe('src/tournament is pure', () => {
  it('imports only the league’s public API and its own files; reads no clock and no chance', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap((f) => faults(readFileSync(join(DIR, f), 'utf8')).map((x) => `${f}: ${x}`))).toEqual(
      [],
    );
  });

  it('control: the scan catches discord.js, a league internal and chance', () => {
    const planted = [
      "import { Client } from 'discord.js';",
      "import { byPlace } from '../league/points';",
      'Math.random();',
    ];
    expect(faults(planted.join('\n'))).toEqual([
      'discord.js',
      '../league/points',
      String(/\bMath\.random\b/),
    ]);
  });
});
