// legalActions: everything it lists (expanded by concreteActions) is accepted by apply.
import { describe, expect, it } from 'vitest';
import {
  ActionSchema,
  CHITS,
  GOODS,
  apply,
  concreteActions,
  legalActions,
  type Action,
  type GameState,
  type Goods,
} from '../../src/engine';
import { invariantBreaks, playRandomGame } from '../../src/ai';
import { advancedActionTypes } from '../support/advanced-actions';
import { atGuildMaster, game, turnWithCogs, type Rules } from './advanced/helpers';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  addOffice,
  arrived,
  atTurn,
  fresh,
  goods,
  ok,
  setCityGoods,
  setGoods,
  placeCog,
  setHand,
  setSquares,
  startedGame,
} from './helpers';

function expectAllAccepted(state: GameState): number {
  let checked = 0;
  for (let p = 0; p < state.players.length; p++) {
    for (const action of concreteActions(state, p, 60)) {
      const result = apply(state, action);
      if (!result.ok) throw new Error(`listed but refused: ${JSON.stringify(action)} → ${result.error.code}`);
      expect(invariantBreaks(result.state)).toEqual([]);
      checked += 1;
    }
  }
  return checked;
}

describe('legalActions ⊆ accepted', () => {
  it('start choice, bidding and the guild master phase', () => {
    expect(expectAllAccepted(fresh(4, 150))).toBeGreaterThan(30);
    const bidding = startedGame(4, 150, [1, 3, 5, 7]);
    expect(expectAllAccepted(bidding)).toBeGreaterThan(50);
    const gm = structuredClone(bidding);
    gm.phase = { kind: 'guildMaster' };
    expect(expectAllAccepted(gm)).toBeGreaterThan(2);
  });

  it('a rich turn: face-down and blocked routes, secret passage, GM trades, city trade, raid, offers', () => {
    let state = startedGame(4, 151, [5, 1, 5, 7]);
    state = setSquares(state, 5, [6, 8], [true, false], [[], [GREEN]]);
    state = setSquares(state, 3, [6, 2]);
    // Red raided Copenhagen before (and got a second raid marker): the face-down route there is blocked.
    state.cities[8].raids = [RED];
    state.players[RED].raidSetAside = 0;
    state.players[YELLOW].cog = 5;
    state.players[RED].chits = ['secretPassage', 'threeToOne'];
    state.chitSupply.secretPassage = 1;
    state.chitSupply.threeToOne = 1;
    state.guildMaster.city = 5;
    state = setGoods(setGoods(state, RED, { ore: 6, fur: 1, salt: 1 }), BLUE, { amber: 2, fur: 1 });
    state = setHand(state, RED, [4, 4, 4, 5, 5, 7]);
    state = arrived(state, RED, 5, 3);
    state = ok(state, {
      type: 'offerTrade',
      player: BLUE,
      to: RED,
      give: { goods: goods({ amber: 1 }), markers: [] },
      receive: { goods: goods({ ore: 1 }), markers: [] },
    });
    expect(expectAllAccepted(state)).toBeGreaterThan(100);
  });

  it('raid decisions: every split, both piles, both destinations', () => {
    let state = startedGame(3, 152, [5, 5, 7]);
    state = setGoods(state, GREEN, { ore: 2, fur: 2, salt: 1 });
    state = atTurn(state, RED);
    state = ok(state, { type: 'raid', player: RED, target: { kind: 'cog', victim: GREEN } });
    expect(expectAllAccepted(state)).toBeGreaterThan(5);
    state = ok(state, { type: 'splitGoods', player: GREEN, pile: goods({ ore: 2, salt: 1 }) });
    expectAllAccepted(state);
    state = ok(state, { type: 'takePile', player: RED, pile: 0 });
    expectAllAccepted(state);
  });

  it('the rulebook Reval position: every listed city trade is accepted', () => {
    let state = startedGame(2, 153, [0, 1]);
    state = setCityGoods(setCityGoods(state, 7, {}), 3, { ore: 6, salt: 2 });
    state = setGoods(state, GREEN, { salt: 4, fur: 2, amber: 1 });
    state = arrived(state, GREEN, 3, 1);
    const trades = concreteActions(state, GREEN, 1000).filter((a) => a.type === 'cityTrade');
    expect(trades.length).toBeGreaterThan(50);
    for (const t of trades) expect(apply(state, t).ok).toBe(true);
  });

  it('states sampled from random games, 2 to 4 players', () => {
    let checked = 0;
    for (const players of [2, 3, 4]) {
      const states: GameState[] = [];
      playRandomGame({ players, seed: 160 + players, check: false, onState: (s) => states.push(s) });
      for (let i = 5; i < states.length; i += Math.ceil(states.length / 8))
        checked += expectAllAccepted(states[i]);
    }
    expect(checked).toBeGreaterThan(200);
  });
});

it('K-22 K-23 bids listed are exactly the legal ones for a small hand', () => {
  let state = startedGame(2, 154, [1, 3]);
  state = setHand(setHand(state, RED, [2, 2]), GREEN, [2, 5]);
  state = ok(state, { type: 'bid', player: state.order[0], markers: [2] });
  const next = state.order[1];
  const bids = concreteActions(state, next).filter((a) => a.type === 'bid');
  const expected = next === RED ? [[2, 2]] : [[5], [5, 2]];
  expect(bids.map((b) => (b.type === 'bid' ? b.markers : []))).toEqual(expected);
});

// The converse: whatever apply accepts is listed. Together with the above, listed iff accepted:
// the rule table's own guard that each rule's `options` and `check` say the same.
const UNITS = [
  ...(['ore', 'fur', 'amber', 'salt'] as const).map((good) => ({ good })),
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((marker) => ({ marker })),
];
const PAYMENTS: object[][] = [[]];
UNITS.forEach((a, i) => {
  PAYMENTS.push([a]);
  for (const b of UNITS.slice(i)) PAYMENTS.push([a, b]);
});

function subsetsOf(g: Goods): Goods[] {
  const out: Goods[] = [];
  for (let ore = 0; ore <= g.ore; ore++)
    for (let fur = 0; fur <= g.fur; fur++)
      for (let amber = 0; amber <= g.amber; amber++)
        for (let salt = 0; salt <= g.salt; salt++) out.push({ ore, fur, amber, salt });
  return out;
}

/** Every action of the complete kinds a player could try, legal or not. */
function candidates(state: GameState, p: number): Action[] {
  const out: object[] = [];
  const add = (type: string, fields: object = {}) => out.push({ type, player: p, ...fields });
  for (let v = 0; v < 9; v++) {
    add('chooseStart', { marker: v });
    add('gmTrade', { trade: { kind: 'raidMarker', value: v } });
    add('gmTrade', { trade: { kind: 'markerForGood', value: v } });
    for (const good of GOODS) add('gmTrade', { trade: { kind: 'goodForMarker', good, value: v } });
    for (const square of [0, 1]) add('changeRoute', { square, marker: v });
  }
  for (const good of GOODS)
    for (const chit of CHITS) add('gmTrade', { trade: { kind: 'bonusChit', good, chit } });
  for (const steps of [1, 2]) add('moveGuildMaster', { steps });
  for (const route of [0, 1, 'secret']) for (const payment of PAYMENTS) add('sail', { route, payment });
  for (const type of ['collectOffice', 'buildOffice', 'endTurn']) add(type);
  for (let pair = 0; pair < 4; pair++) for (const good of GOODS) add('buyMarkers', { pair, good });
  for (let victim = 0; victim < 4; victim++) add('raid', { target: { kind: 'cog', victim } });
  add('raid', { target: { kind: 'city' } });
  for (const i of [0, 1]) {
    add('takePile', { pile: i });
    add('moveRaider', { square: i });
  }
  for (const pile of subsetsOf(state.players[p].goods)) add('splitGoods', { pile });
  const cog = state.players[p].cog;
  const gives = subsetsOf(state.players[p].goods);
  const receives = cog === null ? [] : subsetsOf(state.cities[cog].goods);
  // Every city trade when they are few enough to try them all quickly.
  if (gives.length * receives.length <= 1500)
    for (const give of gives) for (const receive of receives) add('cityTrade', { give, receive });
  for (const o of state.offers)
    for (const type of ['acceptTrade', 'declineTrade', 'withdrawTrade']) add(type, { offer: o.id });
  for (const on of [true, false]) add('setAutoCollect', { on });
  advancedCandidates(state, p, add);
  offerCandidates(state, p, add);
  // Every bid when the hand allows few enough selections to try them all.
  const hand = state.players[p].markers;
  if (hand.reduce((n, c) => n * (c + 1), 1) <= 600)
    for (const markers of selections(hand)) add('bid', { markers });
  return out as Action[];
}

/** Every non-empty selection of a hand of markers, high first. */
function selections(hand: number[]): number[][] {
  let out: number[][] = [[]];
  for (let v = 8; v >= 0; v--) {
    const next: number[][] = [];
    for (const base of out)
      for (let n = 0; n <= hand[v]; n++) next.push([...base, ...Array<number>(n).fill(v)]);
    out = next;
  }
  return out.filter((m) => m.length > 0);
}

/** The advanced game's actions (K-70 … K-73), legal or not. */
function advancedCandidates(state: GameState, p: number, add: (type: string, fields?: object) => void) {
  add('startSwap', { swap: null });
  for (const square of [0, 1])
    for (let marker = 0; marker < 9; marker++) add('startSwap', { swap: { square, marker } });
  for (const good of GOODS) add('payTax', { good });
  for (const payment of PAYMENTS) add('lookAtRoutes', { payment });
  for (let opponent = 0; opponent < 4; opponent++) add('challenge', { opponent });
  add('declineConflict');
  const hand = state.players[p].markers;
  if (hand.reduce((n, c) => n * (c + 1), 1) <= 600)
    for (const markers of [[], ...selections(hand)]) add('conflictBid', { markers });
  // Demands of up to four goods: the fourth good is over K-72.10's limit.
  for (const goods of subsetsOf({ ore: 4, fur: 4, amber: 4, salt: 4 }))
    if (goods.ore + goods.fur + goods.amber + goods.salt <= 4) add('demandGoods', { goods });
  for (const square of [null, 0, 1]) add('pushLoser', { square });
}

/**
 * Trade offers (K-46) and offers to offices (K-71): one unit given or asked for, to every
 * player and every office of the cog's city. Their terms are open-ended, so the listing
 * bounds them (partners, offices, what may be given) rather than naming each.
 */
function offerCandidates(state: GameState, p: number, add: (type: string, fields?: object) => void) {
  const none = { goods: goods({}), markers: [] as number[] };
  const units = [
    ...GOODS.map((g) => ({ goods: goods({ [g]: 1 }), markers: [] as number[] })),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((v) => ({ goods: goods({}), markers: [v] })),
  ];
  const sides = [
    { give: none, receive: none },
    ...units.map((u) => ({ give: u, receive: none })),
    ...units.map((u) => ({ give: none, receive: u })),
  ];
  const cog = state.players[p].cog;
  for (let to = 0; to < 4; to++) {
    for (const side of sides) add('offerTrade', { to, ...side });
    if (cog === null) continue;
    for (const slot of [0, 1])
      for (const side of sides) add('offerTrade', { to, ...side, office: { city: cog, slot } });
  }
}

/** Whether the offer listing (partners, offices, holdings) admits an offer. */
function offerAdmitted(state: GameState, action: Extract<Action, { type: 'offerTrade' }>): boolean {
  const listed = legalActions(state, action.player).find((l) => l.type === 'offerTrade');
  if (!listed || listed.type !== 'offerTrade') return false;
  const held = (h: { goods: Goods; markers: number[] }) =>
    GOODS.every((g) => h.goods[g] <= listed.goods[g]) &&
    h.markers.every((v) => h.markers.filter((x) => x === v).length <= listed.markers[v]);
  if (!held(action.give)) return false;
  if (!action.office) return listed.partners.includes(action.to);
  const { city, slot } = action.office;
  const office = listed.offices.find((o) => o.city === city && o.slot === slot);
  return (
    office !== undefined &&
    office.owner === action.to &&
    GOODS.every((g) => action.receive.goods[g] <= office.goods[g])
  );
}

function canonical(action: Action, state: GameState): string[] {
  if (action.type === 'sail' || action.type === 'lookAtRoutes')
    return [JSON.stringify({ ...action, payment: action.payment.map((u) => JSON.stringify(u)).sort() })];
  if (action.type === 'splitGoods') {
    // A split and its mirror are the same split; legalActions lists one of them.
    const rest = subtract(state.players[action.player].goods, action.pile);
    return [JSON.stringify(action.pile), JSON.stringify(rest)].sort();
  }
  return [JSON.stringify(action)];
}

function subtract(a: Goods, b: Goods): Goods {
  return { ore: a.ore - b.ore, fur: a.fur - b.fur, amber: a.amber - b.amber, salt: a.salt - b.salt };
}

type Lister = (state: GameState, player: number) => Action[];
const listAll: Lister = (state, player) => concreteActions(state, player, 100_000);

function expectExact(state: GameState, list: Lister = listAll): number {
  let accepted = 0;
  for (let p = 0; p < state.players.length; p++) {
    const listed = new Set(list(state, p).flatMap((a) => canonical(a, state)));
    for (const action of candidates(state, p)) {
      const result = apply(state, action);
      if (action.type === 'offerTrade') {
        // Offers are bounded, not enumerated: whatever is accepted must be admitted.
        if (result.ok && !offerAdmitted(state, action))
          throw new Error(`${JSON.stringify(action)}: accepted but not admitted by the listing`);
        if (result.ok) accepted += 1;
        continue;
      }
      const keys = canonical(action, state);
      const isListed = keys.some((k) => listed.has(k));
      if (result.ok !== isListed)
        throw new Error(`${JSON.stringify(action)}: accepted=${result.ok} listed=${isListed}`);
      if (result.ok) accepted += 1;
    }
  }
  return accepted;
}

/** Hand-made positions for the exact check: every kind of decision, and open offers. */
function exactPositions(): Record<string, GameState> {
  let reval = startedGame(2, 153, [0, 1]);
  reval = setCityGoods(setCityGoods(reval, 7, {}), 3, { ore: 6, salt: 2 });
  reval = arrived(setGoods(reval, GREEN, { salt: 4, fur: 2, amber: 1 }), GREEN, 3, 1);
  let raid = setGoods(startedGame(3, 152, [5, 5, 7]), GREEN, { ore: 2, fur: 2, salt: 1 });
  raid = ok(atTurn(raid, RED), { type: 'raid', player: RED, target: { kind: 'cog', victim: GREEN } });
  let chits = setSquares(startedGame(4, 151, [5, 1, 5, 7]), 5, [6, 8], [true, false], [[], [GREEN]]);
  chits.players[RED].chits = ['secretPassage', 'moveTwo'];
  chits.guildMaster.city = 2;
  chits = ok(atTurn(chits, RED), { type: 'sail', player: RED, route: 0, payment: [] });
  // K-46: one offer the receiver can pay for, one they cannot.
  let offers = setGoods(setGoods(startedGame(3, 155, [5, 5, 7]), RED, { ore: 2 }), GREEN, { salt: 1 });
  const ore = { goods: goods({ ore: 1 }), markers: [] };
  const none = { goods: goods({}), markers: [] };
  offers = ok(offers, { type: 'offerTrade', player: RED, to: GREEN, give: ore, receive: none });
  const amber = { goods: goods({ amber: 1 }), markers: [] };
  offers = ok(offers, { type: 'offerTrade', player: RED, to: GREEN, give: ore, receive: amber });
  const gm = structuredClone(startedGame(2, 154, [1, 3]));
  gm.phase = { kind: 'guildMaster' };
  return { reval, raid, chits, offers, start: fresh(3, 170), auction: startedGame(2, 154, [1, 3]), gm };
}

describe('accepted ⊆ legalActions', () => {
  it('hand-made positions: the start choice, an auction, the guild master, a rich turn, the Reval position, a raid, open offers', () => {
    const positions = exactPositions();
    expect(positions.offers.offers).toHaveLength(2);
    for (const [name, state] of Object.entries(positions))
      expect([name, expectExact(state)]).toEqual([name, expect.any(Number)]);
    expect(expectExact(positions.reval)).toBeGreaterThan(100);
    expect(expectExact(positions.chits)).toBeGreaterThan(30);
  });

  it('states sampled from a random game', () => {
    const states: GameState[] = [];
    playRandomGame({ players: 3, seed: 170, check: false, onState: (s) => states.push(s) });
    let accepted = 0;
    for (let i = 0; i < states.length; i += Math.ceil(states.length / 12)) accepted += expectExact(states[i]);
    expect(accepted).toBeGreaterThan(50);
  });

  it('the guard covers every rule of the table, the advanced game included; trade offers by their listing bounds', () => {
    const covered = new Set<string>();
    for (const state of Object.values(exactPositions()))
      for (let p = 0; p < state.players.length; p++)
        for (const a of candidates(state, p)) covered.add(a.type);
    // Each advanced decision is met in a position where some of its candidates are accepted,
    // offers to offices among them (K-71).
    const accepted = new Set<string>();
    for (const state of Object.values(advancedPositions(ALL_FOUR)))
      for (let p = 0; p < state.players.length; p++)
        for (const a of candidates(state, p))
          if (apply(state, a).ok) accepted.add(a.type === 'offerTrade' && a.office ? 'officeOffer' : a.type);
    const advanced: string[] = advancedActionTypes(game({}));
    const types = ActionSchema.options.map((o) => o.shape.type.value);
    expect(types.filter((t) => !covered.has(t) && !advanced.includes(t))).toEqual([]);
    expect([...advanced, 'officeOffer'].filter((t) => !accepted.has(t))).toEqual([]);
  });
});

// The advanced game (K-70 … K-73): the same exact guard, with each rule on and all four on.
const ALL_FOUR: Rules = { taxes: true, officeTrading: true, conflicts: true, memory: true };
const EACH: Record<string, Rules> = {
  taxes: { taxes: true },
  officeTrading: { officeTrading: true },
  conflicts: { conflicts: true },
  memory: { memory: true },
  'all four': ALL_FOUR,
};

/** Hand-made positions for every advanced decision, with `rules` on (those a rule needs are added). */
function advancedPositions(rules: Rules): Record<string, GameState> {
  const small = (s: GameState) => setHand(setHand(setHand(s, RED, [6, 2]), GREEN, [5, 3]), BLUE, [4]);
  // Memory (K-73.4): the start swap, then a turn before and after the first move.
  const swap = small(startedGame(3, 171, [1, 3, 5], { ...rules, memory: true }));
  let look = small(game({ ...rules, memory: true }, 3, 172, [1, 3, 5]));
  look = setSquares(turnWithCogs(look, RED, { [RED]: 4 }), 4, [6, 2], [false, false]);
  look = setGoods(look, RED, { ore: 1, fur: 1 });
  const moved = structuredClone(look);
  if (moved.phase.kind === 'turn') moved.phase.turn.moves = 1;
  // Taxes (K-70): two cogs in Reval with goods of several kinds.
  let taxes = atGuildMaster(small(game({ ...rules, taxes: true }, 3, 173, [1, 3, 5])), 2);
  taxes.order = [RED, GREEN, BLUE];
  taxes = placeCog(setGoods(taxes, GREEN, { ore: 1, amber: 2 }), GREEN, 3);
  taxes = placeCog(setGoods(taxes, BLUE, { fur: 1, salt: 1 }), BLUE, 3);
  taxes = ok(taxes, { type: 'moveGuildMaster', player: RED, steps: 1 });
  // Trading with offices (K-71): Red's cog where Blue and Green own offices.
  let offices = small(game({ ...rules, officeTrading: true }, 3, 174, [1, 3, 5]));
  offices.order = [RED, GREEN, BLUE];
  offices = turnWithCogs(offices, RED, { [RED]: 6, [GREEN]: 0, [BLUE]: 2 });
  offices = addOffice(addOffice(offices, 6, BLUE, { amber: 2 }), 6, GREEN, {});
  offices = setGoods(offices, RED, { salt: 1, fur: 1 });
  // Two open offers to Blue's office: one Blue can accept, one asking a marker Blue lacks.
  const slot = offices.cities[6].offices.findIndex((o) => o.owner === BLUE) as 0 | 1;
  const salt = { goods: goods({ salt: 1 }), markers: [] };
  let officeOffers = ok(offices, {
    type: 'offerTrade',
    player: RED,
    to: BLUE,
    office: { city: 6, slot },
    give: salt,
    receive: { goods: goods({ amber: 1 }), markers: [] },
  });
  officeOffers = ok(officeOffers, {
    type: 'offerTrade',
    player: RED,
    to: BLUE,
    office: { city: 6, slot },
    give: salt,
    receive: { goods: goods({}), markers: [7] },
  });
  // Conflicts (K-72): the window, the bids, the demand and the push.
  let window = small(game({ ...rules, conflicts: true }, 3, 175, [1, 3, 5]));
  window.order = [RED, GREEN, BLUE];
  window = turnWithCogs(window, RED, { [RED]: 6, [GREEN]: 6, [BLUE]: 6 });
  window = setGoods(setGoods(window, GREEN, { ore: 2, salt: 1 }), RED, { fur: 1 });
  window = ok(window, { type: 'endTurn', player: RED });
  const bids = ok(window, { type: 'challenge', player: RED, opponent: GREEN });
  const oneBid = ok(bids, { type: 'conflictBid', player: GREEN, markers: [3] });
  const demand = ok(oneBid, { type: 'conflictBid', player: RED, markers: [6] });
  const push = ok(demand, { type: 'demandGoods', player: RED, goods: goods({ ore: 1, fur: 1 }) });
  return { swap, look, moved, taxes, offices, officeOffers, window, bids, oneBid, demand, push };
}

describe('accepted ⊆ legalActions in the advanced game', () => {
  for (const [name, rules] of Object.entries(EACH))
    it(`hand-made positions of every advanced decision, ${name} on (K-70 … K-73)`, () => {
      const positions = advancedPositions(rules);
      expect(positions.taxes.phase.kind).toBe('taxes');
      expect(positions.push.phase.kind === 'conflict' && positions.push.phase.conflict.stage).toBe('push');
      for (const [position, state] of Object.entries(positions))
        expect([position, expectExact(state)]).toEqual([position, expect.any(Number)]);
    });

  for (const [name, rules] of Object.entries(EACH))
    it(`states sampled from a random game, ${name} on`, () => {
      const states: GameState[] = [];
      playRandomGame({ players: 3, seed: 180, options: rules, check: false, onState: (s) => states.push(s) });
      let accepted = 0;
      for (let i = 0; i < states.length; i += Math.ceil(states.length / 10))
        accepted += expectExact(states[i]);
      expect(accepted).toBeGreaterThan(30);
    });

  it('control: a listing that leaves out one advanced action is caught', () => {
    const positions = advancedPositions(ALL_FOUR);
    const dropping =
      (type: Action['type']): Lister =>
      (state, player) => {
        const all = listAll(state, player);
        const at = all.findIndex((a) => a.type === type);
        return all.filter((_, i) => i !== at);
      };
    expect(() => expectExact(positions.taxes, dropping('payTax'))).toThrow(
      /payTax.*accepted=true listed=false/,
    );
    expect(() => expectExact(positions.bids, dropping('conflictBid'))).toThrow(/conflictBid/);
    expect(() => expectExact(positions.look, dropping('lookAtRoutes'))).toThrow(/lookAtRoutes/);
    expect(() => expectExact(positions.swap, dropping('startSwap'))).toThrow(/startSwap/);
  });
});
