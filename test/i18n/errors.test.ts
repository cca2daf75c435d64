// Every refusal the engine can give has a sentence, with names and cities filled in from the
// code's typed data (ErrorData).
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, apply, newGame, type EngineError, type ErrorData } from '../../src/engine/index';
import { errorText } from '../../src/i18n/index';
import type { ErrorFormats } from '../../src/i18n/errors';

const names = ['Ada', 'Bert', 'Cleo', 'Dirk'];
const name = (i: number) => names[i];
const none = {} as Record<string, never>;

/** One sample of each code's data: the compiler checks that every code has one, of its shape. */
const SAMPLES: { [C in keyof ErrorData]: ErrorData[C] } = {
  MALFORMED_ACTION: { issues: ['type: Invalid input'] },
  MALFORMED_GAME: { issues: ['players: Too small'] },
  PLAYER_COUNT: { count: 5, min: 2, max: 4 },
  RULE_NOT_AVAILABLE: { rules: ['taxes', 'conflicts'] },
  UNKNOWN_PLAYER: { player: 3 },
  GAME_OVER: none,
  WRONG_PHASE: { phase: 'bidding' },
  NOT_YOUR_TURN: { player: 1 },
  NOT_YOUR_DECISION: { owners: [1, 2] },
  ALREADY_CHOSEN: none,
  MARKER_NOT_HELD: { markers: [4, 8] },
  MARKER_PICKED_BEFORE: { marker: 3 },
  CITY_FULL: { city: 4 },
  BID_REPEATED: { markers: [4, 0] },
  MOVEMENT_OVER: none,
  ROUTE_UNUSABLE: { city: 4 },
  ROUTE_BLOCKED_BY_RAID: { city: 4 },
  NO_SECRET_PASSAGE: none,
  WRONG_PAYMENT: { cost: 1, paid: 0 },
  CANNOT_AFFORD: none,
  PARTNER_CANNOT_PAY: { player: 1 },
  ACTION_USED: { action: 'buyMarkers' },
  OFFICES_FULL: { city: 4 },
  NOT_AT_GUILD_MASTER: { city: 4 },
  NO_RAID_MARKER_LEFT: none,
  NOT_IDENTICAL: { needed: 3 },
  CHIT_GONE: { chit: 'moveTwo' },
  WRONG_COLOUR: { good: 'ore', value: 5 },
  RESERVE_EMPTY: { good: 'salt' },
  PAIR_GONE: { pair: 2 },
  COG_DID_NOT_MOVE: none,
  GOODS_NOT_IN_CITY: { goods: { ore: 2, fur: 0, amber: 0, salt: 1 } },
  ILLEGAL_TRADE: { ratio: 2 },
  SQUARE_FACE_DOWN: { square: 1 },
  CITY_NUMBER_ON_ROUTE: { city: 4 },
  NO_RAID_MARKER: none,
  NOT_IN_SAME_CITY: { player: 1 },
  UNEVEN_SPLIT: { sizes: [3, 1] },
  NO_OFFICE_GOODS: { city: 4 },
  OFFER_UNKNOWN: { offer: 7 },
  EMPTY_OFFER: none,
  DECISION_PENDING: { owner: 2 },
  // The advanced game (K-70 … K-73).
  RULE_NOT_IN_GAME: { rule: 'taxes' },
  NO_SUCH_OFFICE: { city: 4 },
  OFFICE_LACKS_GOODS: { city: 4 },
  ALREADY_KNOWN: { city: 4 },
  ALREADY_MOVED: none,
  DEMAND_TOO_LARGE: { limit: 3 },
  FROZEN_BY_TAX: { player: 1 },
  FROZEN_BY_CONFLICT: { player: 2 },
  SIDE_ACTIONS_IN_A_ROW: { limit: 10 },
};

const sample = (code: keyof ErrorData) => ({ code, data: SAMPLES[code] }) as EngineError;

describe('i18n: refusals', () => {
  it.each(ERROR_CODES)('%s has an English sentence with every parameter filled', (code) => {
    const text = errorText(sample(code), name);
    expect(text.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/[{}]|undefined|\[object/);
  });

  it('names the player whose turn it is, from a real refusal', () => {
    const game = newGame({
      seed: 1,
      players: [
        { id: 'a', name: 'Ada' },
        { id: 'b', name: 'Bert' },
      ],
    });
    if (!game.ok) throw new Error(game.error.code);
    const result = apply(game.state, { type: 'moveGuildMaster', player: 0, steps: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(errorText(result.error, name)).toBe('That cannot be done now.');
  });

  it('K-13 a player whose start office is founded and who picks again is told who still picks, not themselves', () => {
    const game = newGame({ seed: 1, players: names.map((n, i) => ({ id: `p${i}`, name: n })) });
    if (!game.ok) throw new Error(game.error.code);
    let state = game.state;
    // Ada, Bert and Cleo crowd Riga (K-13, N-2) and pick again; Dirk's office in Danzig is founded.
    for (const [player, marker] of [
      [0, 4],
      [1, 4],
      [2, 4],
      [3, 5],
    ] as const) {
      const result = apply(state, { type: 'chooseStart', player, marker });
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    const again = apply(state, { type: 'chooseStart', player: 3, marker: 6 });
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(again.error).toEqual({ code: 'NOT_YOUR_DECISION', data: { owners: [0, 1, 2] } });
    expect(errorText(again.error, name)).toBe('That decision belongs to Ada, Bert and Cleo.');
  });

  it('turns a city number into its name, and markers and goods into words', () => {
    expect(errorText(sample('ROUTE_BLOCKED_BY_RAID'), name)).toBe(
      'Your raid marker lies in Riga: your cog may not enter it.',
    );
    expect(errorText(sample('NOT_YOUR_TURN'), name)).toBe("It is Bert's turn, not yours.");
    expect(errorText(sample('MARKER_NOT_HELD'), name)).toBe('You do not hold the route markers 8+4.');
    expect(errorText(sample('RULE_NOT_AVAILABLE'), name)).toBe(
      'These rules cannot be played yet: taxes and conflicts.',
    );
  });

  it('each code has its own entry reading its own data: a missing or mistyped entry does not compile (tsc checks)', () => {
    const byPlayer = (data: { readonly player: number }) => ({ player: data.player });
    // @ts-expect-error: RULE_NOT_IN_GAME has no entry (an unused directive here fails tsc)
    const missing: Pick<ErrorFormats, 'NOT_YOUR_TURN' | 'RULE_NOT_IN_GAME'> = { NOT_YOUR_TURN: byPlayer };
    // @ts-expect-error: CITY_FULL's data has no player to read
    const misread: Pick<ErrorFormats, 'CITY_FULL'> = { CITY_FULL: byPlayer };
    const right: Pick<ErrorFormats, 'NOT_YOUR_TURN'> = { NOT_YOUR_TURN: byPlayer };
    expect(right.NOT_YOUR_TURN({ player: 1 }, { name, locale: 'en' })).toEqual({ player: 1 });
    expect([missing, misread]).toHaveLength(2);
  });
});
