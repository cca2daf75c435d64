// A stored record is checked before it is trusted: the state schema refuses malformed ones
// with a message naming the field, and actions from outside are checked the same way.
import { describe, expect, it } from 'vitest';
import { GameStateSchema, SCHEMA_VERSION, apply } from '../../src/engine';
import { fresh, startedGame } from './helpers';

describe('stored state schema', () => {
  it('accepts a new game and a started one', () => {
    expect(GameStateSchema.safeParse(fresh(3)).success).toBe(true);
    expect(GameStateSchema.safeParse(startedGame(4)).success).toBe(true);
  });

  it('carries the schema version, and refuses another', () => {
    const state = fresh(2);
    expect(state.schemaVersion).toBe(SCHEMA_VERSION);
    const result = GameStateSchema.safeParse({ ...state, schemaVersion: SCHEMA_VERSION + 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['schemaVersion']);
  });

  /* eslint-disable @typescript-eslint/no-explicit-any -- these spoil stored JSON on purpose, outside any type */
  it.each([
    ['a negative goods count', (s: any) => (s.players[0].goods.ore = -1), ['players', 0, 'goods', 'ore']],
    ['a tenth city', (s: any) => s.cities.push(s.cities[0]), ['cities']],
    [
      'a marker value of 9 on a square',
      (s: any) => (s.cities[2].squares[0].value = 9),
      ['cities', 2, 'squares', 0, 'value'],
    ],
    ['an unknown phase', (s: any) => (s.phase = { kind: 'dancing' }), ['phase', 'kind']],
    ['a fifth player', (s: any) => s.players.push(s.players[0], s.players[0], s.players[0]), ['players']],
  ])('refuses %s, naming the field', (_, spoil, path) => {
    const state = structuredClone(startedGame(2)) as any;
    spoil(state);
    const result = GameStateSchema.safeParse(state);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path)).toContainEqual(path);
  });
});

describe('actions from outside', () => {
  it.each([
    ['no type', { player: 0 }],
    ['an unknown type', { type: 'castFireball', player: 0 }],
    ['a player index out of range', { type: 'endTurn', player: 7 }],
    ['a marker value out of range', { type: 'bid', player: 0, markers: [12] }],
    ['an empty bid', { type: 'bid', player: 0, markers: [] }],
    ['a string where a number goes', { type: 'moveGuildMaster', player: 0, steps: 'two' }],
    ['three guild-master steps', { type: 'moveGuildMaster', player: 0, steps: 3 }],
    ['not an object at all', 'sail to Riga'],
  ])('%s is MALFORMED_ACTION and changes nothing', (_, action) => {
    const state = startedGame(2);
    const before = structuredClone(state);
    const result = apply(state, action);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('MALFORMED_ACTION');
    expect(state).toEqual(before);
  });
});
