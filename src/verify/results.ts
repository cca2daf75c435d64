// The results part of an exported record, from a finished game's state: winners and each
// seat's VP and DP in the engine's order (best first).
import type { GameState } from '../engine/index';
import type { GameExport } from './export-schema';

export function resultsOf(state: GameState): GameExport['results'] {
  if (state.phase.kind !== 'ended') return { winners: [], scores: [] };
  return {
    winners: [...state.phase.winners],
    scores: state.phase.scores.map((s) => ({ player: s.player, vp: s.vp, dp: s.dp })),
  };
}
