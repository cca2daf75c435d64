// Writes test/bot/slash/rulebook-runs.txt: a hash of every run of eight words in the rulebook,
// so the "in our own words" test of /kogge rules runs in a fresh clone without the rulebook's
// text (which is not ours to ship). Run again if the rulebook changes:
//   npx tsx scripts/rulebook-runs.ts path/to/kogge-rules-en.txt
// Another language's rulebook, its words split by letters of any script (issue 25):
//   npx tsx scripts/rulebook-runs.ts path/to/kogge-rules-fr.txt fr
import { readFileSync, writeFileSync } from 'node:fs';
import { letterWords, runHashes } from '../test/bot/slash/word-runs';

const [source, language] = process.argv.slice(2);
if (!source) {
  console.error('usage: npx tsx scripts/rulebook-runs.ts <rulebook.txt> [language]');
  process.exit(1);
}
const text = readFileSync(source, 'utf8');
const hashes = [...new Set(language ? runHashes(text, letterWords) : runHashes(text))].sort();
const out = language ? `test/bot/slash/rulebook-runs-${language}.txt` : 'test/bot/slash/rulebook-runs.txt';
writeFileSync(out, `${hashes.join('\n')}\n`);
console.log(`${hashes.length} runs of eight words hashed`);
