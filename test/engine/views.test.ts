import { describe, expect, it } from 'vitest';
import { apply, playerView, publicView, type GameState } from '../../src/engine';
import {
  BLUE,
  GREEN,
  RED,
  atTurn,
  fresh,
  goods,
  ok,
  setGoods,
  setHand,
  setSquares,
  startedGame,
} from './helpers';

/** Mid-game: red's turn in Danzig; a face-down 8 placed by red in Riga. */
function secretTable(): GameState {
  let state = startedGame(3, 120, [5, 1, 7]);
  state = setSquares(state, 4, [8, 2], [false, true], [[RED], []]);
  state = setSquares(state, 6, [1, 3], [false, true], [[BLUE], []]);
  state = setGoods(setGoods(state, RED, { salt: 3, amber: 2 }), BLUE, { ore: 4, fur: 1 });
  state = setHand(setHand(state, RED, [8, 8, 6]), BLUE, [0, 2, 2]);
  return atTurn(state, RED);
}

/** The same table with every secret changed, every public fact and every count kept. */
function otherSecrets(state: GameState): GameState {
  const s = structuredClone(state);
  // Red and blue swap hands and goods; the two face-down markers swap values; the generator differs.
  [s.players[RED].markers, s.players[BLUE].markers] = [s.players[BLUE].markers, s.players[RED].markers];
  // Five goods each before and after; the box's totals per kind stay as they were.
  [s.players[RED].goods, s.players[BLUE].goods] = [
    goods({ ore: 4, amber: 1 }),
    goods({ salt: 3, amber: 1, fur: 1 }),
  ];
  const a = s.cities[4].squares[0];
  const b = s.cities[6].squares[0];
  [a.value, b.value] = [b.value, a.value];
  s.rng = Array.isArray(s.rng) ? s.rng.map((n) => n ^ 0x55) : { key: 'f'.repeat(64), at: s.rng.at + 1 };
  s.seed = typeof state.seed === 'number' ? state.seed + 1 : 'f'.repeat(64);
  return s;
}

describe('hidden information (K-60)', () => {
  it('K-60 publicView shows counts, not hand contents; no face-down value; no generator state or seed', () => {
    const state = secretTable();
    const view = publicView(state);
    for (const p of view.players) {
      expect(p.goods).toBeNull();
      expect(p.markers).toBeNull();
    }
    expect(view.players[RED].goodsCount).toBe(5);
    expect(view.players[RED].markerCount).toBe(3);
    expect(view.cities[4].squares[0]).toEqual({ value: null, faceUp: false });
    expect(view.cities[4].squares[1]).toEqual({ value: 2, faceUp: true });
    const json = JSON.stringify(view);
    expect(json).not.toMatch(/"rng"|"seed"|"knownBy"|"hand"|"startPick"/);
  });

  it('K-60 JSON.stringify(publicView) holds no secret: not a distinctive hand, not its goods, not a face-down 8', () => {
    let state = setHand(setGoods(secretTable(), RED, { amber: 3, salt: 4 }), RED, [8, 8, 8, 8, 8]);
    state = setSquares(state, 2, [8, 5], [false, true], [[RED], []]);
    const json = JSON.stringify(publicView(state));
    expect(json).not.toContain('[0,0,0,0,0,0,0,0,5]');
    expect(json).not.toContain('"goods":{"ore":0,"fur":0,"amber":3,"salt":4}');
    expect(json).not.toContain('"value":8,"faceUp":false');
    // The same view for red herself does show them.
    const own = JSON.stringify(playerView(state, RED));
    expect(own).toContain('[0,0,0,0,0,0,0,0,5]');
    expect(own).toContain('"goods":{"ore":0,"fur":0,"amber":3,"salt":4}');
    expect(own).toContain('"value":8,"faceUp":false');
  });

  it('K-60 publicView is the same whatever the secrets are (hands, goods, face-down values, generator)', () => {
    const state = secretTable();
    const same = otherSecrets(state);
    // Goods counts per player stay equal, so only the contents differ.
    expect(same.players[RED].goods).not.toEqual(state.players[RED].goods);
    expect(JSON.stringify(publicView(same))).toBe(JSON.stringify(publicView(state)));
  });

  it('K-60 a secret move leaves no trace in the public view or log: laying a 6 or an 8 face down looks the same', () => {
    const state = setSquares(secretTable(), 5, [6, 8]);
    state.players[RED].cog = 5;
    const a = ok(state, { type: 'changeRoute', player: RED, square: 0, marker: 8 });
    const b = ok(state, { type: 'changeRoute', player: RED, square: 0, marker: 6 });
    expect(a.cities[5].squares[0].value).toBe(8);
    expect(b.cities[5].squares[0].value).toBe(6);
    expect(JSON.stringify(publicView(b))).toBe(JSON.stringify(publicView(a)));
    expect(JSON.stringify(playerView(b, BLUE))).toBe(JSON.stringify(playerView(a, BLUE)));
  });

  it('K-60 the start picks are secret until all are revealed', () => {
    const a = ok(fresh(3, 121), { type: 'chooseStart', player: 0, marker: 7 });
    const b = ok(fresh(3, 121), { type: 'chooseStart', player: 0, marker: 2 });
    expect(JSON.stringify(publicView(b))).toBe(JSON.stringify(publicView(a)));
    expect(publicView(a).phase).toEqual({ kind: 'startChoice', choosing: [0, 1, 2], picked: [0] });
    expect(playerView(a, 0).startPick).toBe(7);
    expect(playerView(a, 1).startPick).toBeNull();
  });

  it('K-60 playerView shows the viewer’s own hand and the face-down markers they placed or know, nobody else’s', () => {
    const state = secretTable();
    const red = playerView(state, RED);
    expect(red.hand).toEqual({ goods: goods({ salt: 3, amber: 2 }), markers: [0, 0, 0, 0, 0, 0, 1, 0, 2] });
    expect(red.players[RED].goods).toEqual(goods({ salt: 3, amber: 2 }));
    expect(red.players[BLUE].goods).toBeNull();
    expect(red.players[BLUE].markers).toBeNull();
    expect(red.known).toEqual([{ city: 4, square: 0, value: 8 }]);
    expect(red.cities[4].squares[0]).toEqual({ value: 8, faceUp: false });
    expect(red.cities[6].squares[0]).toEqual({ value: null, faceUp: false });
    const blue = playerView(state, BLUE);
    expect(blue.known).toEqual([{ city: 6, square: 0, value: 1 }]);
    expect(blue.cities[4].squares[0].value).toBeNull();
    expect(playerView(state, GREEN).known).toEqual([]);
  });

  it('K-60 "open holdings" shows every player’s goods and markers to all; face-down markers stay hidden', () => {
    const state = secretTable();
    state.options.holdings = 'open';
    const view = publicView(state);
    expect(view.players[BLUE].goods).toEqual(goods({ ore: 4, fur: 1 }));
    expect(view.players[BLUE].markers).toEqual([1, 0, 2, 0, 0, 0, 0, 0, 0]);
    expect(view.cities[4].squares[0].value).toBeNull();
  });

  it('K-60 bids, market pairs, city and office goods, the GM, raid markers and scores are public', () => {
    let state = startedGame(3, 122, [5, 1, 7]);
    state = setHand(state, state.order[0], [4, 0]);
    state = ok(state, { type: 'bid', player: state.order[0], markers: [4, 0] });
    state.cities[3].raids = [GREEN];
    const view = publicView(state);
    expect(view.bids).toEqual([{ player: state.order[0], markers: [4, 0] }]);
    expect(view.market).toEqual(state.market);
    expect(view.cities[5].goods).toEqual(state.cities[5].goods);
    expect(view.cities[5].offices).toEqual(state.cities[5].offices);
    expect(view.guildMaster).toEqual(state.guildMaster);
    expect(view.cities[3].raids).toEqual([GREEN]);
    expect(view.players.map((p) => p.dp)).toEqual([1, 1, 1]);
    expect(view.players[GREEN].raidsInHand).toBe(1);
  });

  it('K-60 raid piles: everyone sees the sizes, only the victim and the raider see the contents', () => {
    let state = startedGame(3, 123, [5, 5, 7]);
    state = setGoods(state, 1, { ore: 2, salt: 1 });
    state = atTurn(state, RED);
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'cog', victim: 1 } });
    state = ok(state, { type: 'splitGoods', player: 1, pile: goods({ salt: 1, ore: 1 }) });
    expect(publicView(state).phase).toMatchObject({
      kind: 'turn',
      raid: { pileSizes: [2, 1], stage: 'pick' },
    });
    expect(playerView(state, RED).raidPiles).toEqual([goods({ salt: 1, ore: 1 }), goods({ ore: 1 })]);
    expect(playerView(state, 1).raidPiles).toEqual([goods({ salt: 1, ore: 1 }), goods({ ore: 1 })]);
    expect(playerView(state, 2).raidPiles).toBeNull();
    expect(JSON.stringify(publicView(state))).not.toContain('"piles"');
  });
});

describe('K-60 a guild-master trade shows that a marker was traded, not which', () => {
  /** Red at the guild master with markers 5, 7 and 8 and one ore; the reserve holds every value. */
  function atGuildMaster(): GameState {
    let state = setGoods(setHand(secretTable(), RED, [5, 7, 8]), RED, { ore: 1 });
    state.guildMaster.city = state.players[RED].cog as number;
    state = atTurn(state, RED);
    return state;
  }

  /** What everyone may see after the action: the public view (with its log) and the public events. */
  function seenByAll(state: GameState, action: Parameters<typeof ok>[1]) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.code);
    return JSON.stringify({ view: publicView(result.state), events: result.events.map((e) => e.event) });
  }

  it('K-60 K-41d trading a 7 or an 8 for salt looks the same to everyone; the trader sees which', () => {
    const a = { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 7 } } as const;
    const b = { type: 'gmTrade', player: RED, trade: { kind: 'markerForGood', value: 8 } } as const;
    expect(seenByAll(atGuildMaster(), b)).toBe(seenByAll(atGuildMaster(), a));
    const own = (s: GameState, action: typeof a | typeof b) => {
      const result = apply(s, action);
      return result.ok ? playerView(result.state, RED).hand : null;
    };
    expect(own(atGuildMaster(), a)).not.toEqual(own(atGuildMaster(), b));
  });

  it('K-60 K-41c trading ore for a 0 or a 2 looks the same to everyone', () => {
    const state = atGuildMaster();
    const take = (value: number) =>
      ({ type: 'gmTrade', player: RED, trade: { kind: 'goodForMarker', good: 'ore', value } }) as const;
    expect(seenByAll(state, take(2))).toBe(seenByAll(state, take(0)));
  });

  it('the comparison catches a marker value in the public log (control)', () => {
    const state = atGuildMaster();
    const take = (value: number) =>
      ({ type: 'gmTrade', player: RED, trade: { kind: 'goodForMarker', good: 'ore', value } }) as const;
    const planted = (value: number) => {
      const result = apply(state, take(value));
      if (!result.ok) throw new Error(result.error.code);
      result.state.log.push({ type: 'bid', player: RED, markers: [value] });
      return JSON.stringify(publicView(result.state));
    };
    expect(planted(2)).not.toBe(planted(0));
  });
});
