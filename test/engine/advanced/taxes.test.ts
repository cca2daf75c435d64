// Taxes (K-70, N-70 … N-72): the guild master's city pays.
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyTimeout,
  legalActions,
  publicView,
  type EngineError,
  type GameState,
} from '../../../src/engine';
import { errorText } from '../../../src/i18n';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  goods,
  ok,
  placeCog,
  refused,
  setCityGoods,
  setGoods,
  setSquares,
  turnOf,
} from '../helpers';
import { atGuildMaster, game } from './helpers';

/** Taxes on, the guild master one step before Reval (3, fur), Red moving him. */
function beforeReval(rules = { taxes: true }): GameState {
  let s = atGuildMaster(game(rules), 2);
  s.order = [RED, GREEN, BLUE, YELLOW];
  s = setCityGoods(s, 3, { fur: 2, ore: 3, salt: 1 });
  for (const p of [RED, GREEN, BLUE, YELLOW]) s = placeCog(s, p, 0);
  return s;
}

const moveGm = (s: GameState) => apply(s, { type: 'moveGuildMaster', player: RED, steps: 1 });

function moved(s: GameState): GameState {
  const r = moveGm(s);
  if (!r.ok) throw new Error(r.error.code);
  return r.state;
}

describe('Taxes (K-70)', () => {
  it('K-70.1 taxes are levied after the guild master moves, in his city, before the first turn', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = moved(s);
    expect(s.phase).toEqual({ kind: 'taxes', city: 3, owing: [GREEN] });
    s = ok(s, { type: 'payTax', player: GREEN, good: 'fur' });
    expect(s.phase.kind).toBe('turn');
    expect(turnOf(s).player).toBe(RED);
  });

  it('K-70.1 control: without the rule the turns begin at once and nobody pays', () => {
    let s = beforeReval({ taxes: false });
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = moved(s);
    expect(s.phase.kind).toBe('turn');
    expect(s.players[GREEN].goods).toEqual(goods({ ore: 1, fur: 1 }));
    expect(s.cities[3].goods).toEqual(goods({ fur: 4, ore: 3, salt: 1 }));
  });

  it("K-70.2 every cog in the city pays one good of its owner's choice, the first player's own too", () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, RED, { amber: 2, salt: 1 }), RED, 3);
    s = placeCog(setGoods(s, BLUE, { ore: 1, fur: 2 }), BLUE, 3);
    s = moved(s);
    expect(s.phase.kind === 'taxes' && s.phase.owing).toEqual([RED, BLUE]);
    expect(legalActions(s, BLUE)).toContainEqual({ type: 'payTax', goods: ['ore', 'fur'] });
    const reserveSalt = s.reserve.goods.salt;
    s = ok(s, { type: 'payTax', player: RED, good: 'salt' });
    s = ok(s, { type: 'payTax', player: BLUE, good: 'fur' });
    expect(s.players[RED].goods).toEqual(goods({ amber: 2 }));
    expect(s.players[BLUE].goods).toEqual(goods({ ore: 1, fur: 1 }));
    expect(s.reserve.goods.salt).toBe(reserveSalt + 1);
    expect(s.phase.kind).toBe('turn');
  });

  it('K-70.3 a cog with no goods pays nothing and is not asked', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, {}), GREEN, 3);
    s = moved(s);
    expect(s.phase.kind).toBe('turn');
    expect(legalActions(s, GREEN).some((l) => l.type === 'payTax')).toBe(false);
  });

  it("K-70.4 the city's goods of other kinds go to the reserve; its own kind stays", () => {
    const s0 = beforeReval();
    const reserve = { ...s0.reserve.goods };
    const s = moved(s0);
    // Reval (fur) had 2 fur, 3 ore, 1 salt; the guild master's 2 fur came on top (K-25).
    expect(s.cities[3].goods).toEqual(goods({ fur: 4 }));
    expect(s.reserve.goods).toEqual({
      ...reserve,
      fur: reserve.fur - 2,
      ore: reserve.ore + 3,
      salt: reserve.salt + 1,
    });
  });

  it('K-70.5 a cog that arrives later in the round pays nothing', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, RED, { ore: 1, fur: 1 }), RED, 6);
    s = setSquares(s, 6, [3, 7]);
    s = moved(s);
    expect(s.phase.kind).toBe('turn');
    const r = apply(s, { type: 'sail', player: RED, route: 0, payment: [] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.players[RED].cog).toBe(3);
    expect(r.state.players[RED].goods).toEqual(goods({ ore: 1, fur: 1 }));
    expect(r.events.some((e) => e.event.type === 'taxPaid')).toBe(false);
  });

  it("N-70 the guild master's goods come first, then the confiscation, then the cogs pay", () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { ore: 1 }), GREEN, 3);
    const r = moveGm(s);
    if (!r.ok) throw new Error(r.error.code);
    const types = r.events.map((e) => e.event.type);
    expect(types.indexOf('guildMasterSupplied')).toBeLessThan(types.indexOf('taxesLevied'));
    expect(types.indexOf('taxesLevied')).toBeLessThan(types.indexOf('taxPaid'));
    expect(types.indexOf('taxPaid')).toBeLessThan(types.indexOf('turnStarted'));
  });

  it("N-70 no tax when the guild master's move ends the game", () => {
    let s = beforeReval();
    s.guildMaster.steps = 17;
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = moved(s);
    expect(s.phase.kind).toBe('ended');
    expect(s.players[GREEN].goods).toEqual(goods({ ore: 1, fur: 1 }));
  });

  it('N-71 goods all of one kind are paid without asking, and the paid kind is public (K-60a)', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { amber: 3 }), GREEN, 3);
    const r = moveGm(s);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.players[GREEN].goods).toEqual(goods({ amber: 2 }));
    expect(r.state.phase.kind).toBe('turn');
    expect(r.events.map((e) => e.event)).toContainEqual({
      type: 'taxPaid',
      player: GREEN,
      city: 3,
      good: 'amber',
    });
  });

  it('N-71 the asked players answer in any order; the turns begin after the last', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = placeCog(setGoods(s, YELLOW, { ore: 1, salt: 1 }), YELLOW, 3);
    s = moved(s);
    s = ok(s, { type: 'payTax', player: YELLOW, good: 'ore' });
    expect(s.phase.kind === 'taxes' && s.phase.owing).toEqual([GREEN]);
    expect(publicView(s).awaiting.map((a) => [a.player, a.decision])).toEqual([[GREEN, 'tax']]);
    s = ok(s, { type: 'payTax', player: GREEN, good: 'ore' });
    expect(s.phase.kind).toBe('turn');
  });

  it('N-71 a taxed player who gives all goods away before answering owes nothing', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = placeCog(setGoods(s, BLUE, {}), BLUE, 3);
    s = moved(s);
    expect(s.phase.kind).toBe('taxes');
    s = ok(s, {
      type: 'offerTrade',
      player: GREEN,
      to: BLUE,
      give: { goods: goods({ ore: 1, fur: 1 }), markers: [] },
      receive: { goods: goods({}), markers: [] },
    });
    s = ok(s, { type: 'acceptTrade', player: BLUE, offer: s.offers[0].id });
    expect(s.phase.kind).toBe('turn');
    expect(s.players[BLUE].goods).toEqual(goods({ ore: 1, fur: 1 }));
  });

  it('N-71 the deadline pays the held good of least VP', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { salt: 1, fur: 1, amber: 1 }), GREEN, 3);
    s = moved(s);
    const r = applyTimeout(s);
    expect(r?.ok).toBe(true);
    if (!r?.ok) return;
    expect(r.state.players[GREEN].goods).toEqual(goods({ salt: 1, amber: 1 }));
    expect(r.state.players[GREEN].absent).toBe(true);
  });

  it('N-72 goods in offices stay, whatever their kind', () => {
    let s = beforeReval();
    s.cities[3].offices.push({ owner: BLUE, goods: goods({ salt: 1 }) });
    s.reserve.goods.salt -= 1;
    s = moved(s);
    expect(s.cities[3].offices.at(-1)?.goods).toEqual(goods({ salt: 1 }));
  });

  it('refuses a tax from a player who owes none, a good not held, and a tax in a game without taxes', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = moved(s);
    refused(s, { type: 'payTax', player: BLUE, good: 'ore' }, 'NOT_YOUR_DECISION');
    refused(s, { type: 'payTax', player: GREEN, good: 'salt' }, 'CANNOT_AFFORD');
    const plain = { ...s, options: { ...s.options, taxes: false } };
    const data = refused(plain, { type: 'payTax', player: GREEN, good: 'ore' }, 'RULE_NOT_IN_GAME');
    expect(errorText({ code: 'RULE_NOT_IN_GAME', data } as EngineError, (i) => `P${i}`)).toBe(
      'This game is played without that rule.',
    );
  });
});
