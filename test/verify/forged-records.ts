// Forged records for issue 42: what an attacker builds offline. `toggleFlood` is the review's
// record: a real game's start and then tens of thousands of pick-up toggles, each with the step
// fingerprint the engine of before N-85 computed (the state changed by hand exactly as that
// engine did: the setting flipped, the event logged, the version bumped), so nothing but the
// rules' bounds can refuse it.
import { applyAction, newGame, type Action, type GameState } from '../../src/engine/index';
import { LOG_LENGTH } from '../../src/engine/rules/draft';
import { commitmentOf, exportGame, gameSpec, type GameExport } from '../../src/verify/index';
import { stepHash } from '../../src/verify/step-hash';
import { finishedRecord } from './finished-game';

export function toggleFlood(count: number): GameExport {
  const base = exportGame(finishedRecord(51, 2)) as GameExport;
  const game = {
    game: base.game,
    seed: base.seed,
    holdings: base.holdings,
    rules: base.rules,
    seats: base.seats.map((s) => ({ id: s.id, name: s.name })),
  };
  const created = newGame(gameSpec(game));
  if (!created.ok) throw new Error('no game');
  let state: GameState = created.state;
  const actions: Action[] = [];
  const steps: string[] = [];
  for (let i = 0; i < count; i++) {
    const on = !state.players[0].autoCollect;
    // The first toggle by the engine itself: its copy of the state is the key order hashed.
    state = i === 0 ? engineToggle(state, on) : toggled(state, on);
    actions.push({ type: 'setAutoCollect', player: 0, on });
    steps.push(stepHash(state));
  }
  return { ...base, commitment: commitmentOf(game), actions, steps, signature: undefined };
}

function engineToggle(state: GameState, on: boolean): GameState {
  const result = applyAction(state, { type: 'setAutoCollect', player: 0, on });
  if (!result.ok) throw new Error(result.error.code);
  return result.state;
}

/** What applyAction of before N-85 made of a toggle: the setting, the log, the version. */
function toggled(state: GameState, on: boolean): GameState {
  const players = state.players.map((p, i) => (i === 0 ? { ...p, autoCollect: on, absent: false } : p));
  const log = [...state.log, { type: 'autoCollectSet' as const, player: 0, on }].slice(-LOG_LENGTH);
  return { ...state, players, log, version: state.version + 1 };
}
