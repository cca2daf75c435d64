// Starting a game: the engine's first state from the record's settings and seats (the same
// spec a verifier rebuilds), then the board, the computer players and the deadlines told. The
// lobby's Start does it (handlers/lobby.ts); so does the welcome's "Play against computer
// players", which seats three of them and starts at once (issue 38: one click to the first
// decision).
import { newGame } from '../engine/index';
import type { GameRecord } from '../store/index';
import { describeGame, gameSpec } from '../verify/index';
import type { BotContext } from './context';

/** The record playing from its first state, or null (logged) where the engine refuses it. */
export function begun(ctx: BotContext, record: GameRecord): GameRecord | null {
  // K-70 … K-73: the advanced rules chosen at /kogge new; the same spec a verifier rebuilds.
  const created = newGame(gameSpec(describeGame(record)));
  if (!created.ok) {
    ctx.logger.error({ game: record.id, code: created.error.code }, 'the engine refused the lobby');
    return null;
  }
  return { ...record, status: 'playing', state: created.state };
}

/** After a started game's save: its first board, its computer players, its deadlines. */
export function announceStart(ctx: BotContext, saved: GameRecord): void {
  void ctx.publisher.request(saved);
  ctx.computers.nudge(saved);
  ctx.deadlines.arm(saved.id, saved);
}
