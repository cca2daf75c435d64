// Runs of eight words, hashed: how the /kogge rules test tells a copied sentence from our own
// words without keeping the rulebook's text in the repository (scripts/rulebook-runs.ts).
import { createHash } from 'node:crypto';

export const RUN = 8;

export const words = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

/**
 * Words of any script, accents kept: « échevin » is one word, not « chevin ». For the French
 * rulebook, whose words `words` would break at every accent (issue 25).
 */
export const letterWords = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

const hash = (run: string) => createHash('sha256').update(run).digest('hex').slice(0, 12);

/** The hash of every run of eight words in `text`, in order. */
export function runHashes(text: string, split: (text: string) => string[] = words): string[] {
  const w = split(text);
  const out: string[] = [];
  for (let i = 0; i + RUN <= w.length; i++) out.push(hash(w.slice(i, i + RUN).join(' ')));
  return out;
}
