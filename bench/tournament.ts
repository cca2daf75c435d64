// Issue 41: a tournament's pairing and standings at a big event's size. Figures printed only.
// The goal: a 200-player Swiss round seated in under 1 s.
import { DEFAULT_POINTS } from '../src/league/points-scheme-schema';
import {
  pairSwiss,
  roundRobinSchedule,
  tournamentStandings,
  type ByeRecord,
  type SwissInput,
  type TableResult,
} from '../src/tournament/index';

const PLAYERS = 200;
const ROUNDS = 7;

export async function run(): Promise<void> {
  const players = Array.from({ length: PLAYERS }, (_, i) => `p${i}`);
  const ratings = new Map(players.map((p, i) => [p, 1300 + ((i * 37) % 400)]));
  const results: TableResult[] = [];
  const byes: ByeRecord[] = [];
  const history: string[][] = [];
  const byesSoFar = new Map<string, number>();
  const timings: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const scores = new Map(
      tournamentStandings({ players, results, byes, scheme: DEFAULT_POINTS, byePoints: 2 }).map((r) => [
        r.player,
        r.score,
      ]),
    );
    const input: SwissInput = { players, table: 4, scores, ratings, history, byesSoFar };
    const start = performance.now();
    const seating = pairSwiss(input);
    timings.push(performance.now() - start);
    seating.tables.forEach((table, t) => {
      history.push(table);
      // Places by rating with a twist per round, so score groups form.
      const order = [...table].sort(
        (a, b) =>
          (((ratings.get(b) ?? 0) + round * 13 * b.length) % 97) -
          (((ratings.get(a) ?? 0) + round * 13 * a.length) % 97),
      );
      results.push({
        round,
        table: t + 1,
        seats: table.map((player) => ({
          player,
          place: order.indexOf(player) + 1,
          vp: 30 - 5 * order.indexOf(player),
          forfeited: false,
        })),
      });
    });
    for (const player of seating.byes) {
      byes.push({ round, player });
      byesSoFar.set(player, (byesSoFar.get(player) ?? 0) + 1);
    }
  }
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `Swiss round of ${PLAYERS} at tables of 4 (rounds 1-${ROUNDS}): median ${sorted[ROUNDS >> 1].toFixed(1)} ms, slowest ${sorted.at(-1)?.toFixed(1)} ms (goal < 1000 ms)`,
  );
  let start = performance.now();
  tournamentStandings({ players, results, byes, scheme: DEFAULT_POINTS, byePoints: 2 });
  console.log(
    `standings of ${PLAYERS} after ${ROUNDS} rounds (${results.length} games): ${(performance.now() - start).toFixed(1)} ms`,
  );
  start = performance.now();
  roundRobinSchedule(players.slice(0, 16), 4);
  console.log(`round-robin schedule of 16 at tables of 4: ${(performance.now() - start).toFixed(1)} ms`);
  start = performance.now();
  roundRobinSchedule(players.slice(0, 12), 3);
  console.log(`round-robin schedule of 12 at tables of 3: ${(performance.now() - start).toFixed(1)} ms`);
}
