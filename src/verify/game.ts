// What a game is, for a commitment and a replay: its id, seed, options and seats in order.
// Made the same way from a stored record and from an exported one, so the bot that started
// the game and anyone checking it later build the very same engine spec.
import { parseVariants, type NewGame, type Seed } from '../engine/index';
import { enginePlayers, type GameRecord } from '../store/index';

export const RULE_NAMES = ['taxes', 'offices', 'conflicts', 'memory'] as const;
export type RuleName = (typeof RULE_NAMES)[number];

export interface GameDescription {
  game: string;
  seed: Seed;
  holdings: 'open' | 'hidden';
  /** The advanced rules switched on (K-70 … K-73). */
  rules: RuleName[];
  /** In seat order: a Discord user's id, or `computer-N` for a computer player's seat. */
  seats: { id: string; name: string }[];
}

export function describeGame(record: Pick<GameRecord, 'id' | 'settings' | 'seats'>): GameDescription {
  return {
    game: record.id,
    seed: record.settings.seed,
    holdings: record.settings.holdings,
    rules: record.settings.rules ?? [],
    seats: enginePlayers(record.seats),
  };
}

/** The engine's spec of the game, as the lobby starts it. */
export function gameSpec(game: GameDescription): NewGame {
  return {
    seed: game.seed,
    players: game.seats,
    // The advanced rules the game was opened with (K-70 … K-73).
    options: { holdings: game.holdings, ...parseVariants(game.rules.join(',')) },
  };
}
