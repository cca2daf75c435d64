// Writes test/bot/slash/rulebook-runs.txt: a hash of every run of eight words in the rulebook,
// so the "in our own words" test of /kogge rules runs in a fresh clone without the rulebook's
// text (which is not ours to ship). Run again if the rulebook changes:
//   npx tsx scripts/rulebook-runs.ts path/to/kogge-rules-en.txt
import { readFileSync, writeFileSync } from 'node:fs';
import { runHashes } from '../test/bot/slash/word-runs';

const source = process.argv[2];
if (!source) {
  console.error('usage: npx tsx scripts/rulebook-runs.ts <rulebook.txt>');
  process.exit(1);
}
const hashes = [...new Set(runHashes(readFileSync(source, 'utf8')))].sort();
writeFileSync('test/bot/slash/rulebook-runs.txt', `${hashes.join('\n')}\n`);
console.log(`${hashes.length} runs of eight words hashed`);
