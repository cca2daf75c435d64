// `npm run sim -- --games N --players P --seed S [--seats mcts,heuristic,random,random]`:
// N games, one summary line. --variants taxes,offices,conflicts,memory plays with those
// advanced rules (K-70 … K-73). Without --seats every seat is the random player; with it, the
// seats are those kinds (mcts means the normal search level), rotated a place each game.
import { parseArgs } from 'node:util';
import { parseVariants } from '../../engine';
import { LEVELS, type Level } from '../decide';
import { simulateRandomGames, simulateSeatedGames, summaryLine } from './summary';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    players: { type: 'string' },
    seed: { type: 'string', default: '1' },
    seats: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    variants: { type: 'string', default: '' },
  },
});

const USAGE =
  'usage: npm run sim -- --games N (≥ 1) --players 2|3|4 --seed S (integer) ' +
  `[--seats kind,kind,… with kinds ${[...LEVELS, 'mcts'].join('|')}, one per player]`;

function seatKinds(list: string | undefined): Level[] | null | 'bad' {
  if (list === undefined) return null;
  const kinds = list.split(',').map((k) => (k.trim() === 'mcts' ? 'normal' : k.trim()));
  return kinds.every((k): k is Level => (LEVELS as readonly string[]).includes(k)) ? kinds : 'bad';
}

const games = Number(values.games);
const seed = Number(values.seed);
const seats = seatKinds(values.seats);
// K-70 … K-73: the advanced rules to play with, by their short names.
const options = parseVariants(values.variants);
if (options === null) {
  console.error('--variants takes a comma-separated list of: taxes, offices, conflicts, memory');
  process.exit(2);
}
const players =
  values.players !== undefined ? Number(values.players) : seats && seats !== 'bad' ? seats.length : 4;
if (
  !Number.isInteger(games) ||
  games < 1 ||
  ![2, 3, 4].includes(players) ||
  !Number.isInteger(seed) ||
  seats === 'bad' ||
  (seats !== null && seats.length !== players)
) {
  console.error(USAGE);
  process.exit(2);
}

const summary =
  seats === null
    ? simulateRandomGames({ games, players, seed, options })
    : simulateSeatedGames({
        games,
        players,
        seed,
        seats,
        options,
        onGame: (done) => values.verbose && console.error(`${done}/${games} games`),
      });
for (const v of summary.violations) console.error(v);
console.log(summaryLine(summary));
process.exitCode = summary.violations.length === 0 ? 0 : 1;
