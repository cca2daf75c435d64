// The game's end, checked after every action: a player with 5 DP wins at once, alone (K-50);
// two laps of the guild master end it at once, before his city is supplied (K-26, N-10), and
// VP decide, equal VP sharing the win (K-51).
import { GAME_END_STEPS, WINNING_DP } from '../vocabulary/constants';
import { scoreOf, vpWinners } from '../rules/common/scoring';
import type { GameState } from '../vocabulary/state';
import type { Draft } from '../rules/draft';

type Ending = { reason: 'developmentPoints' | 'guildMaster'; winners: number[] };

/** How the game ends after the draft's action, or null while it goes on. */
export function ending(draft: Draft): Ending | null {
  const { state } = draft;
  const winner = dpMayHaveChanged(draft) ? developmentWinner(state) : null;
  if (winner !== null) return { reason: 'developmentPoints', winners: [winner] };
  if (state.guildMaster.steps >= GAME_END_STEPS)
    return { reason: 'guildMaster', winners: vpWinners(state.players.map((_, i) => scoreOf(state, i))) };
  return null;
}

/**
 * DP (K-50) move only with offices, which are only built in a city the draft changed, and
 * with bonus chits. Checked first because counting every city's offices after every action
 * cost apply a tenth of its speed.
 */
function dpMayHaveChanged(draft: Draft): boolean {
  if (draft.citiesChanged || draft.before === draft.state) return true;
  const now = draft.state.players;
  const before = draft.before.players;
  for (let p = 0; p < now.length; p++) if (now[p].chits.length !== before[p].chits.length) return true;
  return false;
}

/** Scratch counts for developmentWinner: it runs after every action, so it allocates nothing. */
const dp = [0, 0, 0, 0];

/** K-50: the player with 5 DP (offices and chits), or null. Plain loops: it runs after every action. */
function developmentWinner(state: GameState): number | null {
  const players = state.players;
  const cities = state.cities;
  for (let p = 0; p < players.length; p++) dp[p] = players[p].chits.length;
  for (let c = 0; c < cities.length; c++) {
    const offices = cities[c].offices;
    for (let o = 0; o < offices.length; o++) dp[offices[o].owner] += 1;
  }
  for (let p = 0; p < players.length; p++) if (dp[p] >= WINNING_DP) return p;
  return null;
}

/** Ends the game when it is over; true when it did. */
export function endIfOver(draft: Draft): boolean {
  const end = ending(draft);
  if (end === null) return false;
  const { state } = draft;
  const scores = state.players.map((_, i) => scoreOf(state, i));
  state.phase = { kind: 'ended', reason: end.reason, winners: end.winners, scores };
  state.offers = [];
  draft.emit({ type: 'gameEnded', reason: end.reason, winners: end.winners, scores });
  return true;
}
