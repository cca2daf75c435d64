// A running game as one person may take it away (issue 21): built from the engine's views
// only, never from the state, so no seed, generator, other player's holdings or face-down
// marker can get into it (test/verify/export-view.test.ts scans for them).
import { playerView, publicView } from '../engine/index';
import type { GameRecord } from '../store/index';
import { commitmentOf } from './commitment';
import { exportedSeats } from './export-game';
import { describeGame } from './game';
import { VIEW_EXPORT_FORMAT, VIEW_EXPORT_VERSION, type GameViewExport } from './view-export-schema';

/** `viewer`: the asker's seat, or null for someone not playing. Null while there is no game yet. */
export function exportView(record: GameRecord, viewer: number | null): GameViewExport | null {
  const state = record.state;
  if (!state) return null;
  const game = describeGame(record);
  const seen = viewer !== null && viewer >= 0 && viewer < state.players.length ? viewer : null;
  return {
    format: VIEW_EXPORT_FORMAT,
    exportVersion: VIEW_EXPORT_VERSION,
    game: record.id,
    holdings: game.holdings,
    rules: game.rules,
    seats: exportedSeats(record, game),
    commitment: commitmentOf(game),
    viewer: seen,
    view: { ...(seen === null ? publicView(state) : playerView(state, seen)) },
  };
}
