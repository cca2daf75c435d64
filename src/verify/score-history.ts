// Each player's VP and DP round by round, for the chart on a finished game's final post
// (issue 21). Rebuilt from the seed and the action log, like the replay: the game is over, so
// the positions it passes through hide nothing any more. Pure.
import { applyAction, newGame, scoreOf, type Action, type GameState } from '../engine/index';
import { gameSpec, type GameDescription } from './game';

export interface ScoreHistory {
  /** The round each column of points was taken at the end of (the last: the final scores). */
  rounds: number[];
  /** In seat order: VP and DP after each of `rounds`. */
  players: { vp: number[]; dp: number[] }[];
}

/** null when the log does not replay (a damaged record): the final post goes without its chart. */
export function scoreHistory(game: GameDescription, actions: readonly Action[]): ScoreHistory | null {
  const created = newGame(gameSpec(game));
  if (!created.ok) return null;
  const states = [created.state];
  for (const action of actions) {
    const result = applyAction(states[states.length - 1], action);
    if (!result.ok) return null;
    states.push(result.state);
  }
  return scoreHistoryOf(states);
}

/** The history from the game's positions in order, from its setup to its end. */
export function scoreHistoryOf(states: readonly GameState[]): ScoreHistory {
  const history: ScoreHistory = { rounds: [], players: states[0].players.map(() => ({ vp: [], dp: [] })) };
  states.forEach((state, i) => {
    const next = states[i + 1];
    // A round's points are what it ended with: the last position before the next round began.
    if (next ? next.round !== state.round && state.round > 0 : true) note(history, state);
  });
  return history;
}

function note(history: ScoreHistory, state: GameState): void {
  // At the end the engine's own final scores (K-51), the very figures the post's table shows.
  const scores =
    state.phase.kind === 'ended' ? state.phase.scores : state.players.map((_, p) => scoreOf(state, p));
  history.rounds.push(state.round);
  for (const s of scores) {
    history.players[s.player].vp.push(s.vp);
    history.players[s.player].dp.push(s.dp);
  }
}
