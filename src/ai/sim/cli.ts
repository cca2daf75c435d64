// `npm run sim -- --games N --players P --seed S [--variants taxes,offices,conflicts,memory]`:
// N random legal games, one summary line.
import { parseArgs } from 'node:util';
import { parseVariants } from '../../engine/index';
import { simulateRandomGames, summaryLine } from './summary';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    players: { type: 'string', default: '4' },
    seed: { type: 'string', default: '1' },
    verbose: { type: 'boolean', default: false },
    variants: { type: 'string', default: '' },
  },
});

const games = Number(values.games);
const players = Number(values.players);
const seed = Number(values.seed);
// K-70 … K-73: the advanced rules to play with, by their short names.
const options = parseVariants(values.variants);
if (options === null) {
  console.error('--variants takes a comma-separated list of: taxes, offices, conflicts, memory');
  process.exit(2);
}
if (!Number.isInteger(games) || games < 1 || ![2, 3, 4].includes(players) || !Number.isInteger(seed)) {
  console.error('usage: npm run sim -- --games N (≥ 1) --players 2|3|4 --seed S (integer)');
  process.exit(2);
}

const summary = simulateRandomGames({ games, players, seed, options });
for (const v of summary.violations) console.error(v);
console.log(summaryLine(summary));
process.exitCode = summary.violations.length === 0 ? 0 : 1;
