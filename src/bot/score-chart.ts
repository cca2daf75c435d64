// The data of a finished game's VP and DP chart (issue 21): the rounds' scores, replayed from
// the seed and the action log, with each seat's name and colour. Only for an ended game, when
// nothing is hidden any more; null for a running game, so no chart can be drawn from one.
import type { GameState } from '../engine/index';
import type { ScoreChart } from '../render/index';
import type { GameRecord } from '../store/index';
import { describeGame } from '../verify/index';
import { scoreHistory } from '../verify/score-history';

export function scoreChartOf(record: GameRecord): ScoreChart | null {
  const state = record.state as GameState;
  if (state.phase.kind !== 'ended') return null;
  const history = scoreHistory(describeGame(record), record.actions);
  if (!history) return null;
  return {
    rounds: history.rounds,
    players: state.players.map((p, seat) => ({ name: p.name, color: p.color, ...history.players[seat] })),
  };
}
