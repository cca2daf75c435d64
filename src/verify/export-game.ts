// A finished game's record as the exported document: what the game is, its revealed seed,
// its actions with a fingerprint of each step, and its results. Null for a game that has not
// ended, whose seed and hidden moves are still secret.
import { applyAction, generatorOf, newGame } from '../engine/index';
import type { GameRecord } from '../store/index';
import { standInCounts } from '../store/stand-ins';
import { commitmentOf } from './commitment';
import { EXPORT_FORMAT, EXPORT_VERSION, type GameExport } from './export-schema';
import { resultsOf } from './results';
import { describeGame, gameSpec } from './game';
import { stepHash } from './step-hash';

export function exportGame(record: GameRecord, budget?: { deadline: number }): GameExport | null {
  const final = record.state;
  if (record.status !== 'ended' || !final || final.phase.kind !== 'ended') return null;
  const game = describeGame(record);
  const steps = stepHashes(record, game, budget);
  if (steps === null) return null;
  return {
    format: EXPORT_FORMAT,
    exportVersion: EXPORT_VERSION,
    game: record.id,
    holdings: game.holdings,
    rules: game.rules,
    seats: exportedSeats(record, game),
    generator: generatorOf(game.seed),
    seed: game.seed,
    commitment: commitmentOf(game),
    actions: record.actions,
    steps,
    results: resultsOf(final),
  };
}

/**
 * The fingerprints of the states the record's actions lead to; null if the record does not
 * replay, or (issue 42) where `budget`'s deadline passes first.
 */
function stepHashes(
  record: GameRecord,
  game: ReturnType<typeof describeGame>,
  budget?: { deadline: number },
): string[] | null {
  const created = newGame(gameSpec(game));
  if (!created.ok) return null;
  let state = created.state;
  const steps: string[] = [];
  for (const [i, action] of record.actions.entries()) {
    if (budget && i % 64 === 0 && performance.now() > budget.deadline) return null;
    const result = applyAction(state, action);
    if (!result.ok) return null;
    state = result.state;
    steps.push(stepHash(state));
  }
  return steps;
}

/** The seats as both exports write them: engine id, display name, a computer's level. */
export function exportedSeats(record: GameRecord, game: ReturnType<typeof describeGame>) {
  const played = new Map(standInCounts(record).map((c) => [c.seat, c]));
  return record.seats.map((seat, i) => {
    const stood = played.get(i);
    return {
      id: game.seats[i].id,
      name: seat.name,
      ...(seat.kind === 'computer' ? { computer: seat.level } : {}),
      ...(stood ? { computerPlayed: { decisions: stood.decisions, of: stood.of } } : {}),
    };
  });
}
