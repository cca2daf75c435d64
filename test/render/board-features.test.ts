// Board features the goldens covered only as pixels (issue 13), read from the drawing's own
// records (its shapes and words) and compared with the public view: the last voyage dashed in
// its player's colour, leg by leg; the moving cog's routes in gold; each player's offices
// still to build as outlines in their panel row; the round's bids beside the names until
// production. Each check has a control showing it can fail.
import { describe, expect, it } from 'vitest';
import { publicView, type GameState, type PublicView } from '../../src/engine/index';
import { t } from '../../src/i18n/index';
import { BOARD_SCALE, drawBoard } from '../../src/render/index';
import { cityPoint } from '../../src/render/map/projection';
import { OFFICE_PIECES } from '../../src/render/draw/players';
import { PLAYER_STYLE, THEME } from '../../src/render/theme';
import { recordShapes, type DrawnShape } from './drawn-shapes';
import { recordText, type DrawnText } from './drawn-text';
import { midGameState, startState } from './fixtures';
import { eachState, randomStates } from './random-states';

/** The board's shapes and words from one drawing. */
function drawn(state: GameState): { shapes: DrawnShape[]; texts: DrawnText[] } {
  let texts: DrawnText[] = [];
  const shapes = recordShapes(() => (texts = recordText(() => drawBoard(publicView(state)))));
  return { shapes, texts };
}

/** The city whose pin is nearest an image point. */
function nearestCity([x, y]: [number, number]): number {
  const distance = (city: number) => {
    const p = cityPoint(city);
    return Math.hypot(p.x * BOARD_SCALE - x, p.y * BOARD_SCALE - y);
  };
  return [...Array(9).keys()].reduce((best, city) => (distance(city) < distance(best) ? city : best));
}

/** Route lines (a start and an end point) painted by `match`: the cities each leaves and reaches. */
function routesDrawn(shapes: DrawnShape[], match: (s: DrawnShape) => boolean): [number, number][] {
  return shapes
    .filter((s) => s.op === 'stroke' && s.points.length === 2 && match(s))
    .map((s) => [nearestCity(s.points[0]), nearestCity(s.points[1])]);
}

const voyageOf = (shapes: DrawnShape[], view: PublicView, player: number) =>
  routesDrawn(shapes, (s) => s.dashed && s.colour === PLAYER_STYLE[view.players[player].color].fill);

describe('render: the last voyage on the map (board/last-move.ts, routes.ts)', () => {
  it("mid-game: Ada's voyage Reval → Copenhagen → Riga, dashed in her colour, leg by leg", () => {
    const state = midGameState();
    expect(voyageOf(drawn(state).shapes, publicView(state), 0)).toEqual([
      [3, 8],
      [8, 4],
    ]);
  });

  it('follows the log: without the last leg only Reval → Copenhagen; a blocked leg is not drawn', () => {
    const shorter = midGameState();
    shorter.log.pop();
    expect(voyageOf(drawn(shorter).shapes, publicView(shorter), 0)).toEqual([[3, 8]]);
    const blocked = midGameState();
    const last = blocked.log[blocked.log.length - 1];
    if (last.type === 'sailed') last.blocked = true;
    expect(voyageOf(drawn(blocked).shapes, publicView(blocked), 0)).toEqual([[3, 8]]);
  });

  it('before anyone sails nothing is dashed in a player colour', () => {
    const state = startState();
    const view = publicView(state);
    const { shapes } = drawn(state);
    expect(view.players.flatMap((_, p) => voyageOf(shapes, view, p))).toEqual([]);
  });
});

describe("render: the moving cog's routes in gold", () => {
  /** Where the view says the cog that may still sail can go: its city's face-up routes. */
  function options(view: PublicView): [number, number][] {
    if (view.phase.kind !== 'turn' || view.phase.acting || view.phase.raid) return [];
    const from = view.players[view.phase.player].cog as number;
    return view.cities[from].squares
      .filter((sq) => sq.faceUp && sq.value !== null && sq.value !== from)
      .map((sq) => [from, sq.value as number]);
  }
  const gold = (shapes: DrawnShape[]) =>
    routesDrawn(shapes, (s) => s.colour === THEME.highlight && s.lineWidth === 4 && !s.dashed);

  it("mid-game: Ada's cog in Riga, its two routes drawn gold, nothing else", () => {
    const state = midGameState();
    const view = publicView(state);
    expect(options(view)).toHaveLength(2);
    expect(gold(drawn(state).shapes)).toEqual(options(view));
  });

  it('once sailing is over no route is gold; a cog elsewhere has its own routes gold', () => {
    const acting = midGameState();
    if (acting.phase.kind === 'turn') acting.phase.turn.acting = true;
    expect(gold(drawn(acting).shapes)).toEqual([]);
    const moved = midGameState();
    moved.players[0].cog = 1;
    const view = publicView(moved);
    expect(gold(drawn(moved).shapes)).toEqual(options(view));
    expect(options(view)).not.toEqual(options(publicView(midGameState())));
  });
});

describe('render: offices left to build in each player row (panel/players.ts)', () => {
  /** Per player (by the name heading the row above them), the office outlines drawn. */
  function outlinesPerPlayer(state: GameState): Record<string, number> {
    const view = publicView(state);
    const { shapes, texts } = drawn(state);
    const names = texts.filter((d) => view.players.some((p) => p.name === d.text && d.box[0] > 500));
    const result: Record<string, number> = Object.fromEntries(view.players.map((p) => [p.name, 0]));
    for (const s of shapes) {
      if (
        s.op !== 'stroke' ||
        s.colour !== THEME.panelMuted ||
        Math.abs(s.lineWidth - 1.3) > 0.01 ||
        s.points.length !== 5
      )
        continue;
      const y = s.points[0][1];
      const row = names.filter((n) => n.box[1] < y).sort((a, b) => b.box[1] - a.box[1])[0];
      result[row.text] += 1;
    }
    return result;
  }
  const expected = (view: PublicView) =>
    Object.fromEntries(view.players.map((p) => [p.name, Math.max(0, OFFICE_PIECES - p.offices)]));

  it('K-5: four pieces each, so mid-game Ada 2, Bert 3, Cleo 2, Dirk 2 outlines, as the view counts offices', () => {
    const state = midGameState();
    expect(outlinesPerPlayer(state)).toEqual({ Ada: 2, Bert: 3, Cleo: 2, Dirk: 2 });
    expect(outlinesPerPlayer(state)).toEqual(expected(publicView(state)));
  });

  it('an office built takes an outline away (and the old count no longer matches)', () => {
    const state = midGameState();
    state.cities[3].offices.push({ owner: 1, goods: { ore: 0, fur: 0, amber: 0, salt: 0 } });
    expect(outlinesPerPlayer(state)).toEqual(expected(publicView(state)));
    expect(outlinesPerPlayer(state)).not.toEqual(expected(publicView(midGameState())));
  });
});

describe("render: the round's bids beside the names until production (K-22, bidText)", () => {
  /** The note after each player's name in the panel ("bid 6+3", "passed", "done" …), or null. */
  function notes(state: GameState): Record<string, string | null> {
    const view = publicView(state);
    const texts = recordText(() => drawBoard(view)).map((d) => d.text);
    return Object.fromEntries(
      view.players.map((p) => {
        const at = texts.indexOf(p.name);
        const next = texts[at + 1] ?? '';
        return [p.name, /^(?:[^\s]+ · )?(?:bid |passed|done|absent|picked)/.test(next) ? next : null];
      }),
    );
  }
  const bidOf = (view: PublicView, player: number): string | null => {
    const bid = view.bids.find((b) => b.player === player);
    if (!bid) return null;
    return bid.markers
      ? t('board.bid', { markers: [...bid.markers].sort((a, b) => b - a).join('+') })
      : t('board.passed');
  };

  it('every state of random game 31: in bidding and while the guild master moves each bid is shown, in the turns none', async () => {
    const seen = { bids: 0, guildMaster: 0, turns: 0 };
    const faults: string[] = [];
    const states = randomStates({ seed: 31, players: 4, check: false }).filter((s) =>
      ['bidding', 'guildMaster', 'turn'].includes(s.phase.kind),
    );
    await eachState(states, (state) => {
      const view = publicView(state);
      const shown = notes(state);
      const kind = view.phase.kind;
      for (const p of view.players) {
        const note = shown[p.name] ?? '';
        const bid = bidOf(view, p.index);
        const showing = /(?:^| · )(?:bid \d|passed)/.test(note);
        if (kind === 'turn' && showing) faults.push(`v${view.version} turn: ${p.name} "${note}"`);
        if (kind !== 'turn' && bid && !note.includes(bid))
          faults.push(`v${view.version} ${kind}: ${p.name} "${note}" lacks "${bid}"`);
        if (kind !== 'turn' && !bid && showing)
          faults.push(`v${view.version} ${kind}: ${p.name} "${note}" without a bid`);
        if (bid && kind === 'bidding') seen.bids++;
        if (bid && kind === 'guildMaster') seen.guildMaster++;
      }
      if (kind === 'turn' && view.bids.length > 0) seen.turns++;
    });
    expect(faults.slice(0, 10)).toEqual([]);
    // Not vacuous: bids were there to show in bidding, during the guild master's move, and
    // still in the state (not shown) during the turns.
    expect(seen.bids).toBeGreaterThan(0);
    expect(seen.guildMaster).toBeGreaterThan(0);
    expect(seen.turns).toBeGreaterThan(0);
  }, 180_000);

  it('the reading finds a bid when one is shown (a guild-master state with bids), so the check can fail', () => {
    const state = midGameState();
    state.bids = [
      { player: 2, markers: [3, 7] },
      { player: 0, markers: null },
      // Dirk, absent, his cog in Copenhagen: a bid of three once came out "bid 6+1…".
      { player: 3, markers: [6, 1, 0] },
    ];
    state.phase = { kind: 'guildMaster', player: 2 } as GameState['phase'];
    const shown = notes(state);
    expect(shown.Cleo).toContain('bid 7+3');
    expect(shown.Ada).toContain('passed');
    expect(shown.Bert).toBeNull();
    expect(shown.Dirk).toBe('absent · bid 6+1+0');
  });
});
