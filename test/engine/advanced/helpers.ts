// Builders for the advanced rules' tests (K-70 … K-73): a game with some of the rules on, at
// the guild master's move, or at a turn's end with cogs placed; all edits keep the box's
// totals (goods 66, markers 90) by trading with the reserve.
import type { GameOptions, GameState } from '../../../src/engine';
import { atTurn, ok, startedGame } from '../helpers';

export type Rules = Partial<
  Pick<GameOptions, 'taxes' | 'officeTrading' | 'conflicts' | 'memory' | 'holdings'>
>;

/** Every player keeps both start routes (K-73.4), so a Memory game reaches its first auction. */
export function pastStartSwaps(state: GameState): GameState {
  let s = state;
  while (s.phase.kind === 'startSwap')
    s = ok(s, { type: 'startSwap', player: s.order[s.phase.next], swap: null });
  return s;
}

/** A game in its first auction with `rules` on; start offices in `picks`. */
export function game(rules: Rules, count = 4, seed = 1, picks = [1, 3, 5, 7]): GameState {
  return pastStartSwaps(startedGame(count, seed, picks, rules));
}

/** The guild master's phase, the guild master in `from`: one step takes him to from + 1. */
export function atGuildMaster(state: GameState, from: number): GameState {
  const s = structuredClone(state);
  s.phase = { kind: 'guildMaster' };
  s.guildMaster.city = from;
  s.guildMaster.startCity = from;
  s.guildMaster.steps = 0;
  return s;
}

/** `player`'s turn with every cog of `cogs` (player → city) placed. */
export function turnWithCogs(state: GameState, player: number, cogs: Record<number, number>): GameState {
  const s = structuredClone(state);
  for (const [p, city] of Object.entries(cogs)) s.players[Number(p)].cog = city;
  return atTurn(s, player);
}
