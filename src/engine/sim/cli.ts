// `npm run sim -- --games N --players P --seed S [--variants taxes,offices,conflicts,memory]`:
// N random legal games, one summary line.
import { parseArgs } from 'node:util';
import { playRandomGame } from './run';
import { parseVariants } from '../advanced/variants';

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
const variants = parseVariants(values.variants);
if (variants === null) {
  console.error('--variants takes a comma-separated list of: taxes, offices, conflicts, memory');
  process.exit(2);
}
if (!Number.isInteger(games) || games < 1 || ![2, 3, 4].includes(players) || !Number.isInteger(seed)) {
  console.error('usage: npm run sim -- --games N (≥ 1) --players 2|3|4 --seed S (integer)');
  process.exit(2);
}

let rounds = 0;
let actions = 0;
let byDp = 0;
let byGm = 0;
let violations = 0;
for (let i = 0; i < games; i++) {
  const record = playRandomGame({ players, seed: seed + i, options: variants });
  const phase = record.final.phase;
  rounds += record.final.round;
  actions += record.actions.length;
  if (phase.kind === 'ended' && phase.reason === 'developmentPoints') byDp += 1;
  if (phase.kind === 'ended' && phase.reason === 'guildMaster') byGm += 1;
  violations += record.violations.length;
  if (values.verbose || record.violations.length > 0) {
    for (const v of record.violations) console.error(`seed ${record.seed}: ${v}`);
  }
}
console.log(
  `games=${games} rounds_avg=${(rounds / games).toFixed(2)} actions_avg=${(actions / games).toFixed(1)} ended_by_dp=${byDp} ended_by_gm=${byGm} violations=${violations}`,
);
process.exitCode = violations === 0 ? 0 : 1;
