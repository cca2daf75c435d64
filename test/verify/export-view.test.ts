// /kogge game export during a game (issue 21): a player takes away only what they can see, a
// non-player the public view. A leak scan over states of simulated games (hidden holdings, the
// memory rule's face-down markers known to some, conflicts) looks for the seed, the generator,
// other players' holdings and face-down markers the viewer does not know; controls plant each
// kind of leak and show the scan catches it.
import { describe, expect, it } from 'vitest';
import { playerView, replay, type GameState } from '../../src/engine/index';
import type { GameRecord } from '../../src/store/index';
import {
  describeGame,
  exportView,
  gameSpec,
  GameViewExportSchema,
  type GameViewExport,
} from '../../src/verify/index';
import { finishedRecord } from './finished-game';

/** The record as it stood after its first `n` actions, still being played. */
function running(record: GameRecord, n: number): GameRecord {
  const replayed = replay(gameSpec(describeGame(record)), record.actions.slice(0, n));
  if (!replayed.ok) throw new Error('does not replay');
  return { ...record, status: 'playing', state: replayed.state, actions: record.actions.slice(0, n) };
}

interface ViewLike {
  hand?: { goods: unknown; markers: unknown };
  players: { goods: unknown; markers: unknown }[];
  cities: { squares: { value: number | null }[] }[];
  known?: { city: number; square: number; value: number }[];
  startPick?: number | null;
}

/** What of `state` the export for `viewer` shows that the viewer may not see. */
function leaks(doc: GameViewExport, record: GameRecord, viewer: number | null): string[] {
  const state = record.state as GameState;
  const text = JSON.stringify(doc);
  const found: string[] = [];
  if (text.includes(String(record.settings.seed))) found.push('the seed');
  if (text.includes('"rng"')) found.push('the generator');
  const view = doc.view as unknown as ViewLike;
  const hidden = state.options.holdings === 'hidden' || state.options.conflicts;
  state.players.forEach((p, q) => {
    if (q === viewer || !hidden) return;
    if (view.players[q].goods !== null || view.players[q].markers !== null) found.push(`holdings of ${q}`);
  });
  if (viewer === null && view.hand !== undefined) found.push('a hand in the public view');
  if (viewer !== null && JSON.stringify(view.hand?.markers) !== JSON.stringify(state.players[viewer].markers))
    found.push('another hand');
  state.cities.forEach((city, c) =>
    city.squares.forEach((square, s) => {
      const mayKnow = square.faceUp || (viewer !== null && square.knownBy.includes(viewer));
      if (mayKnow) return;
      if (view.cities[c].squares[s].value !== null) found.push(`face-down ${c}.${s}`);
      if (view.known?.some((k) => k.city === c && k.square === s)) found.push(`known ${c}.${s}`);
    }),
  );
  return found;
}

const RECORDS = [
  finishedRecord(61, 3, ['memory']),
  finishedRecord(62, 4, ['conflicts', 'memory']),
  finishedRecord(63, 2, []),
];

/** Running games at a spread of points, with at least one face-down marker known to someone. */
const CASES = RECORDS.flatMap((record) =>
  [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => running(record, Math.floor(record.actions.length * f))),
);

describe('exporting a running game: only what the asker can see (issue 21)', () => {
  it('a player’s export is their own view; everyone else’s is the public view; none leaks', () => {
    for (const record of CASES) {
      const players = (record.state as GameState).players.length;
      for (const viewer of [...Array.from({ length: players }, (_, i) => i), null]) {
        const doc = exportView(record, viewer);
        if (!doc) throw new Error('no export');
        expect(GameViewExportSchema.safeParse(doc).success).toBe(true);
        expect(doc.viewer).toBe(viewer);
        expect(
          leaks(doc, record, viewer),
          `${record.id} at ${record.actions.length}, viewer ${viewer}`,
        ).toEqual([]);
      }
    }
  });

  it('the scan is not vacuous: some exported states hold face-down markers known to one player only', () => {
    const partlyKnown = CASES.filter((r) =>
      (r.state as GameState).cities.some((c) =>
        c.squares.some((s) => !s.faceUp && s.knownBy.length > 0 && s.knownBy.length < r.seats.length),
      ),
    );
    expect(partlyKnown.length).toBeGreaterThan(0);
  });

  describe('controls: each planted leak is caught', () => {
    const record = CASES.find((r) =>
      (r.state as GameState).cities.some((c) => c.squares.some((s) => !s.faceUp && s.knownBy.length === 1)),
    );
    if (!record) throw new Error('no face-down marker known to one player');
    const state = record.state as GameState;
    const knower = state.cities.flatMap((c) => c.squares.flatMap((s) => (!s.faceUp ? s.knownBy : [])))[0];
    const other = (knower + 1) % state.players.length;
    const honest = exportView(record, other) as GameViewExport;

    it('the raw state in place of the view (the generator and the seed)', () => {
      const planted = { ...honest, view: state as unknown as Record<string, unknown> };
      expect(leaks(planted, record, other)).toContain('the generator');
    });

    it('the view of the player who knows a face-down marker, exported for another', () => {
      const planted = { ...honest, view: { ...playerView(state, knower) } };
      const found = leaks(planted, record, other);
      expect(found.some((f) => f.startsWith('face-down') || f.startsWith('known'))).toBe(true);
      expect(found).toContain('another hand');
    });

    it('another player’s holdings shown', () => {
      const view = playerView(state, other);
      const players = view.players.map((p, i) =>
        i === knower ? { ...p, goods: state.players[i].goods } : p,
      );
      expect(leaks({ ...honest, view: { ...view, players } }, record, other)).toContain(
        `holdings of ${knower}`,
      );
    });

    it('a hand in the public view', () => {
      const planted = { ...honest, viewer: null, view: { ...playerView(state, other) } };
      expect(leaks(planted, record, null)).toContain('a hand in the public view');
    });

    it('the seed written anywhere', () => {
      const planted = { ...honest, game: String(record.settings.seed) } as GameViewExport;
      expect(leaks(planted, record, other)).toContain('the seed');
    });
  });
});
