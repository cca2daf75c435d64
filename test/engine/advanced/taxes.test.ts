// Taxes (K-70, N-70 … N-72): the guild master's city pays.
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyTimeout,
  blockingDecisions,
  legalActions,
  publicView,
  type EngineError,
  type GameState,
  type Goods,
} from '../../../src/engine';
import { errorText } from '../../../src/i18n';
import {
  BLUE,
  GREEN,
  NAMES,
  addOffice,
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
import { atGuildMaster, game, type Rules } from './helpers';

/** Taxes on, the guild master one step before Reval (3, fur), Red moving him. */
function beforeReval(rules: Rules = { taxes: true }): GameState {
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
    // Open holdings, so that the cog of one kind pays at once (N-71) within the move.
    let s = beforeReval({ taxes: true, holdings: 'open' });
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

  it('N-71 with open holdings goods all of one kind are paid without asking, the kind public (K-60a)', () => {
    let s = beforeReval({ taxes: true, holdings: 'open' });
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

/** Green's cog in Reval holding `held`, Blue's with nothing there, and Green taxed (K-70a). */
function taxedGreen(held: Partial<Goods> = { ore: 1, fur: 1 }, rules: Rules = { taxes: true }): GameState {
  let s = beforeReval(rules);
  s = placeCog(setGoods(s, GREEN, held), GREEN, 3);
  s = placeCog(setGoods(s, BLUE, {}), BLUE, 3);
  return moved(s);
}

const gift = (from: number, to: number, given: Partial<Goods>) => ({
  type: 'offerTrade' as const,
  player: from,
  to,
  give: { goods: goods(given), markers: [] },
  receive: { goods: goods({}), markers: [] },
});

const name = (i: number) => NAMES[i];

describe('K-70a the tax is owed at the stop; the goods stay until it is paid', () => {
  it('K-70a a taxed player cannot give the goods away before paying: FROZEN_BY_TAX, and nothing changes', () => {
    const s = taxedGreen();
    expect(s.phase).toEqual({ kind: 'taxes', city: 3, owing: [GREEN] });
    const data = refused(s, gift(GREEN, BLUE, { ore: 1, fur: 1 }), 'FROZEN_BY_TAX');
    expect(data).toEqual({ player: GREEN });
    expect(errorText({ code: 'FROZEN_BY_TAX', data } as EngineError, name)).toBe(
      "Green owes the guild master's tax: their cog's goods cannot change hands until it is paid.",
    );
  });

  it('K-70a nor take goods from another cog, nor be offered a trade by one', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = placeCog(setGoods(s, BLUE, { salt: 1 }), BLUE, 3);
    s = moved(s);
    refused(s, gift(BLUE, GREEN, { salt: 1 }), 'FROZEN_BY_TAX');
    const swap = { ...gift(GREEN, BLUE, {}), receive: { goods: goods({ salt: 1 }), markers: [] } };
    refused(s, swap, 'FROZEN_BY_TAX');
  });

  it('K-70a nor deposit the goods in an office there (K-71)', () => {
    let s = beforeReval({ taxes: true, officeTrading: true });
    s = addOffice(s, 3, BLUE, {});
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = moved(s);
    expect(s.phase.kind).toBe('taxes');
    const office = { city: 3, slot: s.cities[3].offices.findIndex((o) => o.owner === BLUE) as 0 | 1 };
    const deposit = { ...gift(GREEN, BLUE, { ore: 1, fur: 1 }), office };
    refused(s, deposit, 'FROZEN_BY_TAX');
    // Control: once the tax is paid the same office takes the remaining good.
    s = ok(s, { type: 'payTax', player: GREEN, good: 'ore' });
    const after = { ...gift(GREEN, BLUE, { fur: 1 }), office };
    expect(apply(s, after).ok).toBe(true);
  });

  it('K-70a frozen goods are not offered: no trade partner, no office, only the tax', () => {
    let s = beforeReval({ taxes: true, officeTrading: true });
    s = addOffice(s, 3, YELLOW, { fur: 1 });
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = placeCog(setGoods(s, BLUE, { salt: 1 }), BLUE, 3);
    s = moved(s);
    const types = (p: number) => legalActions(s, p).map((l) => l.type);
    expect(types(GREEN)).toEqual(expect.arrayContaining(['payTax']));
    expect(types(GREEN)).not.toContain('offerTrade');
    const blue = legalActions(s, BLUE).find((l) => l.type === 'offerTrade');
    expect(blue?.type === 'offerTrade' && blue.partners).not.toContain(GREEN);
  });

  it('K-70a an offer made before the stop lapses when its side is taxed, and cannot be accepted', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = placeCog(setGoods(s, BLUE, {}), BLUE, 3);
    s = ok(s, gift(GREEN, BLUE, { ore: 1, fur: 1 }));
    const id = s.offers[0].id;
    const r = moveGm(s);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.offers).toEqual([]);
    expect(r.events.map((e) => e.event)).toContainEqual({
      type: 'tradeCancelled',
      offer: id,
      from: GREEN,
      to: BLUE,
    });
    refused(r.state, { type: 'acceptTrade', player: BLUE, offer: id }, 'OFFER_UNKNOWN');
  });

  it('K-70a after paying, trading is open again (control for the freeze)', () => {
    let s = taxedGreen();
    s = ok(s, { type: 'payTax', player: GREEN, good: 'fur' });
    s = ok(s, gift(GREEN, BLUE, { ore: 1 }));
    s = ok(s, { type: 'acceptTrade', player: BLUE, offer: s.offers[0].id });
    expect(s.players[BLUE].goods).toEqual(goods({ ore: 1 }));
  });

  it('K-70a the others in the city still trade among themselves while one owes', () => {
    let s = beforeReval();
    s = placeCog(setGoods(s, GREEN, { ore: 1, fur: 1 }), GREEN, 3);
    s = placeCog(setGoods(s, BLUE, { ore: 2 }), BLUE, 3);
    s = placeCog(setGoods(s, YELLOW, { salt: 1 }), YELLOW, 3);
    s = moved(s);
    s = ok(s, { type: 'payTax', player: BLUE, good: 'ore' });
    s = ok(s, { type: 'payTax', player: YELLOW, good: 'salt' });
    expect(s.phase.kind === 'taxes' && s.phase.owing).toEqual([GREEN]);
    s = ok(s, gift(BLUE, YELLOW, { ore: 1 }));
    s = ok(s, { type: 'acceptTrade', player: YELLOW, offer: s.offers[0].id });
    expect(s.players[YELLOW].goods).toEqual(goods({ ore: 1 }));
  });
});

/** What everyone sees from the guild master's stop: the events, the board, whom the game waits for. */
function publicTrace(before: GameState): unknown {
  const r = moveGm(before);
  if (!r.ok) throw new Error(r.error.code);
  return {
    events: r.events.map((e) => e.event),
    phase: publicView(r.state).phase,
    awaiting: blockingDecisions(r.state),
  };
}

/** Green holds `green` in Reval; Blue, elsewhere, holds the rest of the same goods. */
function twoHoldings(green: Partial<Goods>, blue: Partial<Goods>, rules: Rules): GameState {
  let s = beforeReval(rules);
  s = placeCog(setGoods(s, GREEN, green), GREEN, 3);
  return placeCog(setGoods(s, BLUE, blue), BLUE, 8);
}

describe('K-70a with hidden holdings the owner is always asked (K-60)', () => {
  it('K-70a a cog of one kind is asked too, and the prompt lists just that kind', () => {
    const s = taxedGreen({ ore: 3 });
    expect(s.phase).toEqual({ kind: 'taxes', city: 3, owing: [GREEN] });
    expect(s.players[GREEN].goods).toEqual(goods({ ore: 3 }));
    expect(legalActions(s, GREEN)).toContainEqual({ type: 'payTax', goods: ['ore'] });
    const paid = ok(s, { type: 'payTax', player: GREEN, good: 'ore' });
    expect(paid.players[GREEN].goods).toEqual(goods({ ore: 2 }));
    expect(paid.phase.kind).toBe('turn');
  });

  it('K-70a the public trace is the same for 3 ore as for 2 ore and 1 fur', () => {
    const rules: Rules = { taxes: true };
    const oneKind = twoHoldings({ ore: 3 }, { fur: 1 }, rules);
    const twoKinds = twoHoldings({ ore: 2, fur: 1 }, { ore: 1 }, rules);
    expect(publicView(oneKind)).toEqual(publicView(twoKinds));
    expect(publicTrace(oneKind)).toEqual(publicTrace(twoKinds));
    const after = (s: GameState) => {
      const r = moveGm(s);
      if (!r.ok) throw new Error(r.error.code);
      return publicView(r.state);
    };
    expect(after(oneKind)).toEqual(after(twoKinds));
  });

  it('K-70a control: the old payment without asking (still right for open holdings) would tell them apart', () => {
    const rules: Rules = { taxes: true, holdings: 'open' };
    const oneKind = twoHoldings({ ore: 3 }, { fur: 1 }, rules);
    const twoKinds = twoHoldings({ ore: 2, fur: 1 }, { ore: 1 }, rules);
    expect(publicTrace(oneKind)).not.toEqual(publicTrace(twoKinds));
    // And the difference is the unasked payment itself: paid at once for one kind, asked for two.
    const awaited = (s: GameState) => (publicTrace(s) as { awaiting: unknown[] }).awaiting;
    const paid = (s: GameState) =>
      (publicTrace(s) as { events: { type: string }[] }).events.filter((e) => e.type === 'taxPaid');
    expect(paid(oneKind)).toEqual([{ type: 'taxPaid', player: GREEN, city: 3, good: 'ore' }]);
    expect(awaited(oneKind)).not.toContainEqual({ player: GREEN, decision: 'tax' });
    expect(paid(twoKinds)).toEqual([]);
    expect(awaited(twoKinds)).toContainEqual({ player: GREEN, decision: 'tax' });
  });

  it('K-70a K-80 a late answer pays the cheapest held good for a cog of one kind too', () => {
    const s = taxedGreen({ amber: 2 });
    const r = applyTimeout(s);
    expect(r?.ok).toBe(true);
    if (!r?.ok) return;
    expect(r.state.players[GREEN].goods).toEqual(goods({ amber: 1 }));
    expect(r.state.phase.kind).toBe('turn');
  });
});
