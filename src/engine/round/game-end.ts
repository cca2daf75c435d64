// The game's end, checked after every action: a player with 5 DP wins at once, alone (K-50);
// two laps of the guild master end it at once, before his city is supplied (K-26, N-10), and
// VP decide, equal VP sharing the win (K-51).
import { GAME_END_STEPS, WINNING_DP } from '../vocabulary/constants';
import { scoreOf, vpWinners } from '../rules/common/scoring';
import type { GameState } from '../vocabulary/state';
import type { Draft } from '../rules/draft';

type Ending = { reason: 'developmentPoints' | 'guildMaster'; winners: number[] };

/** How the game ends now, or null while it goes on. */
export function ending(state: GameState): Ending | null {
  const winner = developmentWinner(state);
  if (winner !== null) return { reason: 'developmentPoints', winners: [winner] };
  if (state.guildMaster.steps >= GAME_END_STEPS)
    return { reason: 'guildMaster', winners: vpWinners(state.players.map((_, i) => scoreOf(state, i))) };
  return null;
}

/** Scratch counts for developmentWinner: it runs after every action, so it allocates nothing. */
const dp = [0, 0, 0, 0];

/** K-50: the player with 5 DP (offices and chits), or null. */
function developmentWinner(state: GameState): number | null {
  const players = state.players;
  for (let p = 0; p < players.length; p++) dp[p] = players[p].chits.length;
  for (const city of state.cities) for (const office of city.offices) dp[office.owner] += 1;
  for (let p = 0; p < players.length; p++) if (dp[p] >= WINNING_DP) return p;
  return null;
}

/** Ends the game when it is over; true when it did. */
export function endIfOver(draft: Draft): boolean {
  const end = ending(draft.state);
  if (end === null) return false;
  const { state } = draft;
  const scores = state.players.map((_, i) => scoreOf(state, i));
  state.phase = { kind: 'ended', reason: end.reason, winners: end.winners, scores };
  state.offers = [];
  draft.emit({ type: 'gameEnded', reason: end.reason, winners: end.winners, scores });
  return true;
}
