import { describe, expect, it } from 'vitest';
import { developmentPoints, goodsValue, scoreOf, type GameState } from '../../src/engine';
import {
  BLUE,
  GREEN,
  RED,
  addOffice,
  atTurn,
  goods,
  ok,
  refused,
  setGoods,
  setHand,
  startedGame,
} from './helpers';

function gmPhaseAtEnd(state: GameState): GameState {
  const s = structuredClone(state);
  s.phase = { kind: 'guildMaster' };
  s.guildMaster = { city: 3, startCity: 4, steps: 17 };
  return s;
}

describe('winning by development points (K-50)', () => {
  it('K-50 a bonus chit that makes 5 DP (4 offices + 1 chit) wins at once, alone; later players do not play', () => {
    let state = startedGame(3, 130, [2, 1, 7]);
    for (const city of [0, 5, 6]) state = addOffice(state, city, RED);
    state = setGoods(state, RED, { salt: 6 });
    state.guildMaster.city = 2;
    state = atTurn(state, RED);
    expect(developmentPoints(state, RED)).toBe(4);
    state = ok(state, {
      type: 'gmTrade',
      player: RED,
      trade: { kind: 'bonusChit', good: 'salt', chit: 'threeToOne' },
    });
    expect(state.phase).toMatchObject({ kind: 'ended', reason: 'developmentPoints', winners: [RED] });
    if (state.phase.kind === 'ended') expect(state.phase.scores[RED].dp).toBe(5);
    refused(state, { type: 'endTurn', player: RED }, 'GAME_OVER');
  });

  it('K-50 3 offices + 2 chits is 5 DP as well', () => {
    let state = startedGame(2, 131, [4, 1]);
    for (const city of [0, 6]) state = addOffice(state, city, RED);
    state.players[RED].chits = ['moveTwo'];
    state.chitSupply.moveTwo = 1;
    state = setGoods(state, RED, { ore: 6 });
    state.guildMaster.city = 4;
    state = ok(atTurn(state, RED), {
      type: 'gmTrade',
      player: RED,
      trade: { kind: 'bonusChit', good: 'ore', chit: 'moveTwo' },
    });
    expect(state.phase).toMatchObject({ kind: 'ended', reason: 'developmentPoints', winners: [RED] });
  });

  it('K-50 4 DP does not end the game', () => {
    let state = startedGame(2, 132, [4, 1]);
    state = setHand(setGoods(addOffice(state, 0, RED), RED, { ore: 1, fur: 1, salt: 1 }), RED, [6]);
    state.players[RED].cog = 6;
    state = ok(atTurn(state, RED), { type: 'buildOffice', player: RED });
    expect(developmentPoints(state, RED)).toBe(3);
    expect(state.phase.kind).toBe('turn');
  });
});

describe('victory points (K-51)', () => {
  it('K-51 office 10, chit 20, raid marker in hand 10, goods on the cog and in own offices at salt 7, amber 5, fur 3, ore 1; markers score nothing', () => {
    let state = startedGame(3, 133, [2, 1, 7]);
    state = addOffice(state, 5, RED, { amber: 1, fur: 1 });
    state = setGoods(state, RED, { salt: 1, ore: 2 });
    state.players[RED].chits = ['extraMarker'];
    state.players[RED].raidsInHand = 2;
    state.players[RED].raidSetAside = 0;
    state = setHand(state, RED, [8, 8, 8, 7]);
    const score = scoreOf(state, RED);
    expect(score).toEqual({
      player: RED,
      dp: 3,
      vp: 2 * 10 + 20 + 2 * 10 + (7 + 2 + 5 + 3),
      offices: 2,
      chits: 1,
      raidsInHand: 2,
      goodsVp: 17,
    });
    expect(goodsValue(goods({ salt: 1, amber: 1, fur: 1, ore: 1 }))).toBe(16);
    // Other players' offices' goods are not counted for red.
    expect(scoreOf(addOffice(state, 6, GREEN, { salt: 2 }), RED).vp).toBe(score.vp);
  });

  it('K-51 at the guild master’s end the most VP wins', () => {
    let state = setGoods(startedGame(3, 134, [2, 1, 7]), BLUE, { ore: 2, fur: 1, amber: 1 });
    state = ok(gmPhaseAtEnd(state), { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
    expect(state.phase).toMatchObject({ kind: 'ended', reason: 'guildMaster', winners: [BLUE] });
    if (state.phase.kind === 'ended')
      expect(state.phase.scores.map((s) => s.vp)).toEqual([10 + 10 + 5, 10 + 10 + 5, 10 + 10 + 5 + 5]);
  });

  it('K-51 equal VP share the win', () => {
    let state = startedGame(3, 135, [2, 1, 7]);
    state = setGoods(setGoods(state, RED, { salt: 1 }), GREEN, { amber: 1, ore: 2 });
    state = ok(gmPhaseAtEnd(state), { type: 'moveGuildMaster', player: state.order[0], steps: 1 });
    expect(state.phase).toMatchObject({ kind: 'ended', reason: 'guildMaster', winners: [RED, GREEN] });
  });

  it('K-51 a used raid marker scores nothing; one set aside scores nothing', () => {
    const state = startedGame(2, 136, [2, 1]);
    const before = scoreOf(state, RED).vp;
    state.players[RED].raidsInHand = 0;
    state.cities[4].raids = [RED];
    expect(scoreOf(state, RED).vp).toBe(before - 10);
  });
});
