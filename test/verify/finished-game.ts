// A finished game as the bot stores it, played by the simulator: the records the verifier and
// the export are tested on.
import { playRandomGame, seatNames } from '../../src/ai';
import type { GameOptions } from '../../src/engine/index';
import { RECORD_VERSION, type GameRecord } from '../../src/store/index';
import type { RuleName } from '../../src/verify/game';

const RULE_OPTION: Record<RuleName, keyof GameOptions> = {
  taxes: 'taxes',
  offices: 'officeTrading',
  conflicts: 'conflicts',
  memory: 'memory',
};

export function finishedRecord(
  run: number,
  players: number,
  rules: RuleName[] = [],
  crypto = true,
): GameRecord {
  const options: Partial<GameOptions> = { holdings: 'hidden' };
  for (const rule of rules) options[RULE_OPTION[rule]] = true as never;
  const game = playRandomGame({ seed: run, crypto, players, check: false, options });
  if (game.final.phase.kind !== 'ended') throw new Error(`run ${run} did not end`);
  return {
    recordVersion: RECORD_VERSION,
    id: `g${run}`,
    version: game.actions.length,
    guildId: 'guild',
    channelId: `thread-${run}`,
    hostId: 'p0',
    locale: 'en-US',
    status: 'ended',
    settings: { players, holdings: 'hidden', seed: game.gameSeed, rules },
    seats: seatNames(players).map((p) => ({ kind: 'human', userId: p.id, name: p.name })),
    state: game.final,
    actions: game.actions,
    messages: { lobby: null, post: null },
    createdAt: 0,
    updatedAt: 0,
  };
}
