// The data of a finished game's VP and DP chart (issue 21): the rounds' scores, replayed from
// the seed and the action log, with each seat's name and colour. Only for an ended game, when
// nothing is hidden any more; null for a running game, so no chart can be drawn from one.
import type { GameState } from '../engine/index';
import type { ScoreChart } from '../render/index';
import type { GameRecord } from '../store/index';
import { describeGame } from '../verify/index';
import { scoreHistory, type ScoreHistory } from '../verify/score-history';

export function scoreChartOf(record: GameRecord): ScoreChart | null {
  const state = record.state as GameState;
  if (state.phase.kind !== 'ended') return null;
  const history = scoreHistory(describeGame(record), record.actions);
  return history && chartOf(state, history);
}

/** The chart of a history, named and coloured as the final position's players. */
export function chartOf(final: GameState, history: ScoreHistory): ScoreChart {
  return {
    rounds: history.rounds,
    players: final.players.map((p, seat) => ({ name: p.name, color: p.color, ...history.players[seat] })),
  };
}
