// The panel's "why not" lines (issue 24) come from whyNot, which asks the rule table's own
// checks. These tests hold it to apply on random states: an action type it calls blocked is
// refused by apply in every form, with whyNot's refusal among apply's; one it leaves out is
// listed by legalActions and accepted in some form.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GOODS,
  MARKER_VALUES,
  TURN_ACTIONS,
  gmTrades,
  applyAction,
  legalActions,
  moveCost,
  noGoods,
  payments,
  probes,
  whyNot,
  type Action,
  type GameState,
  type TurnAction,
} from '../../src/engine';
import { playRandomGame } from '../../src/ai';

/** Every form of a turn action worth trying, far wider than any panel offers. */
function universe(state: GameState, player: number, type: TurnAction): Action[] {
  const p = state.players[player];
  const single = (g: string, n = 1) => ({ ...noGoods(), [g]: n });
  switch (type) {
    case 'sail': {
      if (state.phase.kind !== 'turn') return [];
      const turn = state.phase.turn;
      const payWith = { goods: { ...p.goods }, markers: [...p.markers] };
      return ([0, 1, 'secret'] as const).flatMap((route) =>
        payments(payWith, moveCost(state, turn, route)).map((payment) => ({ type, player, route, payment })),
      );
    }
    case 'collectOffice':
    case 'buildOffice':
      return [{ type, player }];
    case 'gmTrade':
      return gmTrades().map((trade) => ({ type, player, trade }));
    case 'buyMarkers':
      return [0, 1, 2, 3].flatMap((pair) => GOODS.map((good) => ({ type, player, pair, good })));
    case 'cityTrade':
      return GOODS.flatMap((g) =>
        GOODS.filter((r) => r !== g).flatMap((r) =>
          [1, 2, 3].map((n) => ({ type, player, give: single(g), receive: single(r, n) })),
        ),
      );
    case 'changeRoute':
      return ([0, 1] as const).flatMap((square) =>
        MARKER_VALUES.map((marker) => ({ type, player, square, marker })),
      );
    case 'raid':
      return [
        { type, player, target: { kind: 'city' as const } },
        ...state.players.map((_, victim) => ({ type, player, target: { kind: 'cog' as const, victim } })),
      ];
  }
}

const gameSpec = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  players: fc.integer({ min: 2, max: 4 }),
  memory: fc.boolean(),
  pick: fc.integer({ min: 0, max: 10_000 }),
});

function turnStates(seed: number, players: number, memory: boolean): GameState[] {
  const states: GameState[] = [];
  playRandomGame({ seed, players, options: { memory }, check: false, onState: (s) => states.push(s) });
  return states.filter((s) => s.phase.kind === 'turn' && s.phase.turn.raid === null);
}

describe('whyNot agrees with apply (issue 24, K-30 … K-45)', () => {
  it('a blocked action is refused by apply in every form, and its reason is one apply gives', () => {
    fc.assert(
      fc.property(gameSpec, ({ seed, players, memory, pick }) => {
        const states = turnStates(seed, players, memory);
        const state = states[pick % states.length];
        if (state.phase.kind !== 'turn') return;
        const player = state.phase.turn.player;
        for (const { type, error } of whyNot(state, player)) {
          for (const action of universe(state, player, type)) {
            const result = applyAction(state, action);
            expect(result.ok ? `${JSON.stringify(action)} accepted` : 'refused').toBe('refused');
          }
          const given = probes(state, player, type).map((a) => {
            const r = applyAction(state, a);
            return r.ok ? null : r.error;
          });
          expect(given).toContainEqual(error);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('every turn action has a reason or is listed, and a listed one is accepted in some form', () => {
    fc.assert(
      fc.property(gameSpec, ({ seed, players, memory, pick }) => {
        const states = turnStates(seed, players, memory);
        const state = states[pick % states.length];
        if (state.phase.kind !== 'turn') return;
        const player = state.phase.turn.player;
        const blocked = new Set(whyNot(state, player).map((b) => b.type));
        const listed = new Set(legalActions(state, player).map((l) => l.type));
        for (const type of TURN_ACTIONS) {
          expect(blocked.has(type) !== listed.has(type), type).toBe(true);
          if (listed.has(type))
            expect(universe(state, player, type).some((a) => applyAction(state, a).ok)).toBe(true);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('says nothing to a player whose turn it is not', () => {
    const states = turnStates(7, 3, false);
    const state = states[5];
    if (state.phase.kind !== 'turn') throw new Error('no turn');
    const other = (state.phase.turn.player + 1) % 3;
    expect(whyNot(state, other)).toEqual([]);
  });

  it("control: a turn action made impossible by hand shows up blocked with apply's refusal", () => {
    const state = structuredClone(turnStates(11, 2, false)[0]);
    if (state.phase.kind !== 'turn') throw new Error('no turn');
    const player = state.phase.turn.player;
    state.players[player].raidsInHand = 0;
    const raid = whyNot(state, player).find((b) => b.type === 'raid');
    expect(raid?.error.code).toBe('NO_RAID_MARKER');
    const result = applyAction(state, { type: 'raid', player, target: { kind: 'city' } });
    expect(result.ok ? null : result.error).toEqual(raid?.error);
  });
});
