// Conflicts (K-72, N-75 … N-79): the window after a turn, secret bids, the bid order, the
// exchange, the demand and the push.
import { describe, expect, it } from 'vitest';
import {
  apply,
  applyTimeout,
  legalActions,
  newGame,
  playerView,
  publicView,
  type GameState,
  type EngineError,
} from '../../../src/engine';
import { conflictWinner, demandedGoods } from '../../../src/engine';
import { errorText } from '../../../src/i18n';
import {
  BLUE,
  GREEN,
  NAMES,
  RED,
  YELLOW,
  addOffice,
  goods,
  ok,
  refused,
  seats,
  setGoods,
  setHand,
  setSquares,
  turnOf,
} from '../helpers';
import { game, turnWithCogs, type Rules } from './helpers';

/** Red's turn in Stralsund (6) with Blue there too, Green and Yellow elsewhere; order R G B Y. */
function duel(): GameState {
  let s = game({ conflicts: true });
  s.order = [RED, GREEN, BLUE, YELLOW];
  s = turnWithCogs(s, RED, { [RED]: 6, [GREEN]: 1, [BLUE]: 6, [YELLOW]: 2 });
  s = setSquares(s, 6, [3, 7]);
  return s;
}

const endTurn = (s: GameState, player = RED) => ok(s, { type: 'endTurn', player });

/** Red challenges Blue; both bids are still to be chosen. */
function bidding(): GameState {
  let s = endTurn(duel());
  s = ok(s, { type: 'challenge', player: RED, opponent: BLUE });
  return s;
}

function conflictOf(s: GameState) {
  if (s.phase.kind !== 'conflict') throw new Error(`not a conflict: ${s.phase.kind}`);
  return s.phase.conflict;
}

describe('Conflicts (K-72)', () => {
  it('K-72.1 goods and markers are hidden for the whole game, even when open holdings were asked', () => {
    const game = newGame({ seed: 3, players: seats(3), options: { conflicts: true, holdings: 'open' } });
    if (!game.ok) throw new Error(game.error.code);
    const state = game.state;
    expect(state.options.holdings).toBe('hidden');
    const forced = { ...state, options: { ...state.options, holdings: 'open' as const } };
    for (const view of [publicView(forced), playerView(forced, 1)]) {
      expect(view.players[0].goods).toBeNull();
      expect(view.players[0].markers).toBeNull();
    }
  });

  it("K-72.2 the window opens when the active player's turn ends with another cog in the city", () => {
    const s = endTurn(duel());
    expect(s.phase.kind).toBe('conflict');
    expect(publicView(s).awaiting).toContainEqual({ player: RED, decision: 'challenge' });
  });

  it('K-72.2 control: a cog alone in its city ends the turn with no window', () => {
    let s = duel();
    s.players[BLUE].cog = 4;
    s = endTurn(s);
    expect(s.phase.kind).toBe('turn');
    expect(turnOf(s).player).toBe(GREEN);
  });

  it('K-72.3 the active player may challenge one other cog in the city, not one elsewhere', () => {
    const s = endTurn(duel());
    expect(legalActions(s, RED)).toContainEqual({ type: 'challenge', opponents: [BLUE] });
    refused(s, { type: 'challenge', player: RED, opponent: GREEN }, 'NOT_IN_SAME_CITY');
    const after = ok(s, { type: 'challenge', player: RED, opponent: BLUE });
    expect(conflictOf(after)).toMatchObject({ challenger: RED, defender: BLUE, stage: 'bids' });
  });

  it('K-72.4 if the active player does not, each other player there may challenge the active player, in turn order', () => {
    let s = duel();
    s.players[YELLOW].cog = 6;
    s = endTurn(s);
    refused(s, { type: 'challenge', player: BLUE, opponent: RED }, 'NOT_YOUR_DECISION');
    s = ok(s, { type: 'declineConflict', player: RED });
    expect(publicView(s).awaiting).toContainEqual({ player: BLUE, decision: 'challenge' });
    refused(s, { type: 'challenge', player: BLUE, opponent: YELLOW }, 'NOT_IN_SAME_CITY');
    s = ok(s, { type: 'declineConflict', player: BLUE });
    s = ok(s, { type: 'challenge', player: YELLOW, opponent: RED });
    expect(conflictOf(s)).toMatchObject({ challenger: YELLOW, defender: RED });
  });

  it('K-72.5 at most one conflict a turn: after it the next turn begins', () => {
    let s = duel();
    s.players[YELLOW].cog = 6;
    s = endTurn(s);
    s = ok(s, { type: 'challenge', player: RED, opponent: BLUE });
    s = ok(s, { type: 'conflictBid', player: RED, markers: [] });
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [] });
    expect(s.phase.kind).toBe('turn');
    expect(turnOf(s).player).toBe(GREEN);
  });

  it('K-72.6 bids are secret and chosen by both; the empty bid is allowed', () => {
    let s = bidding();
    expect(publicView(s).awaiting.map((a) => [a.player, a.decision])).toEqual([
      [RED, 'conflictBid'],
      [BLUE, 'conflictBid'],
    ]);
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [] });
    expect(publicView(s).awaiting.map((a) => a.player)).toEqual([RED]);
    refused(s, { type: 'conflictBid', player: BLUE, markers: [] }, 'ALREADY_CHOSEN');
  });

  it('K-72.6 a bid with markers not held is refused with a sentence, and nothing changes', () => {
    let s = bidding();
    s = setHand(s, RED, [1, 2]);
    const data = refused(s, { type: 'conflictBid', player: RED, markers: [2, 2] }, 'MARKER_NOT_HELD');
    expect(errorText({ code: 'MARKER_NOT_HELD', data } as EngineError, (i) => `P${i}`)).toBe(
      'You do not hold the route markers 2+2.',
    );
    refused(s, { type: 'conflictBid', player: GREEN, markers: [] }, 'NOT_YOUR_DECISION');
  });

  it("K-72.7 bids compare by K-23: the rulebook's pair of 5s beats 8 and 4", () => {
    expect(conflictWinner([8, 4], [5, 5])).toBe(1);
    expect(conflictWinner([7], [4, 3])).toBe(0);
    expect(conflictWinner([0], [])).toBe(0);
    expect(conflictWinner([4, 0], [4])).toBe(0);
    let s = bidding();
    s = setHand(setHand(s, BLUE, [8, 4, 1]), RED, [5, 5, 2]);
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [8, 4] });
    const r = apply(s, { type: 'conflictBid', player: RED, markers: [5, 5] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.map((e) => e.event)).toContainEqual({
      type: 'conflictResolved',
      challenger: RED,
      defender: BLUE,
      winner: RED,
    });
  });

  it('K-72.8 identical bids, two empty ones too, have no winner', () => {
    expect(conflictWinner([3, 4], [4, 3])).toBeNull();
    expect(conflictWinner([], [])).toBeNull();
    let s = bidding();
    s = setHand(setHand(s, BLUE, [4, 3]), RED, [3, 4]);
    const before = { red: { ...s.players[RED].goods }, blue: { ...s.players[BLUE].goods } };
    s = ok(s, { type: 'conflictBid', player: RED, markers: [4, 3] });
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [3, 4] });
    expect(s.phase.kind).toBe('turn');
    expect(s.players[RED].goods).toEqual(before.red);
    expect(s.players[BLUE].goods).toEqual(before.blue);
  });

  it('K-72.9 each side keeps the markers the other bid', () => {
    let s = bidding();
    s = setHand(setHand(s, RED, [8, 1]), BLUE, [2, 2, 0]);
    s = ok(s, { type: 'conflictBid', player: RED, markers: [8] });
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [2, 2] });
    expect(s.players[RED].markers).toEqual([0, 1, 2, 0, 0, 0, 0, 0, 0]);
    expect(s.players[BLUE].markers).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it("K-72.10 the winner gets those named goods the loser has, no others (the rulebook's example)", () => {
    expect(demandedGoods(goods({ amber: 2, ore: 1 }), goods({ amber: 2, fur: 4 }))).toEqual(
      goods({ amber: 2 }),
    );
    let s = bidding();
    s = setGoods(setGoods(s, BLUE, { amber: 2, fur: 4, salt: 1 }), RED, { ore: 1 });
    s = setHand(setHand(s, RED, [5, 5]), BLUE, [8, 4]);
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [8, 4] });
    s = ok(s, { type: 'conflictBid', player: RED, markers: [5, 5] });
    expect(conflictOf(s).stage).toBe('demand');
    refused(s, { type: 'demandGoods', player: RED, goods: goods({ salt: 2, amber: 2 }) }, 'DEMAND_TOO_LARGE');
    refused(s, { type: 'demandGoods', player: BLUE, goods: goods({ ore: 1 }) }, 'NOT_YOUR_DECISION');
    s = ok(s, { type: 'demandGoods', player: RED, goods: goods({ amber: 2, ore: 1 }) });
    expect(s.players[RED].goods).toEqual(goods({ ore: 1, amber: 2 }));
    expect(s.players[BLUE].goods).toEqual(goods({ fur: 4, salt: 1 }));
  });

  it('K-72.11 the winner may push the loser one step along a route of its city', () => {
    let s = bidding();
    s = setHand(setHand(s, RED, [8]), BLUE, [1]);
    s = ok(s, { type: 'conflictBid', player: RED, markers: [8] });
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [1] });
    s = ok(s, { type: 'demandGoods', player: RED, goods: goods({}) });
    expect(legalActions(s, RED)).toContainEqual({
      type: 'pushLoser',
      squares: [
        { square: 0, leadsTo: 3 },
        { square: 1, leadsTo: 7 },
      ],
    });
    s = ok(s, { type: 'pushLoser', player: RED, square: 1 });
    expect(s.players[BLUE].cog).toBe(7);
    expect(turnOf(s).player).toBe(GREEN);
  });

  it("K-72.11 with K-35 a push into the loser's raid city leaves the cog; the push may be declined", () => {
    let s = bidding();
    s = setHand(setHand(s, RED, [8]), BLUE, [1]);
    s.cities[3].raids.push(BLUE);
    s.players[BLUE].raidsInHand -= 1;
    s = ok(s, { type: 'conflictBid', player: RED, markers: [8] });
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [1] });
    s = ok(s, { type: 'demandGoods', player: RED, goods: goods({}) });
    const blocked = ok(s, { type: 'pushLoser', player: RED, square: 0 });
    expect(blocked.players[BLUE].cog).toBe(6);
    const declined = ok(s, { type: 'pushLoser', player: RED, square: null });
    expect(declined.players[BLUE].cog).toBe(6);
  });

  it('N-75 no window after a raid', () => {
    let s = duel();
    s = ok(s, { type: 'raid', player: RED, target: { kind: 'city' } });
    while (s.phase.kind === 'turn' && s.phase.turn.raid) {
      const mover = s.phase.turn.raid.mover;
      s = ok(s, { type: 'moveRaider', player: mover, square: 0 });
    }
    expect(s.phase.kind).toBe('turn');
    expect(turnOf(s).player).toBe(GREEN);
  });

  it('N-77 the public and the opponent see only that a bid was chosen, never its markers', () => {
    // Two positions that differ only in the bid lying face down: Red bid 8 or 2 out of hands
    // that were otherwise the same.
    const a = ok(setHand(bidding(), RED, [8, 5]), { type: 'conflictBid', player: RED, markers: [8] });
    const b = ok(setHand(bidding(), RED, [2, 5]), { type: 'conflictBid', player: RED, markers: [2] });
    expect(publicView(a)).toEqual(publicView(b));
    expect(playerView(a, BLUE)).toEqual(playerView(b, BLUE));
    expect(playerView(a, GREEN)).toEqual(playerView(b, GREEN));
    expect(playerView(a, RED).conflictBid).toEqual([8]);
    expect(playerView(b, RED).conflictBid).toEqual([2]);
  });

  it('N-77 control: a view that lets the face-down bid through is caught by the same comparison', () => {
    const a = ok(setHand(bidding(), RED, [8, 5]), { type: 'conflictBid', player: RED, markers: [8] });
    const b = ok(setHand(bidding(), RED, [2, 5]), { type: 'conflictBid', player: RED, markers: [2] });
    const leaky = (s: GameState) => ({ ...publicView(s), planted: structuredClone(s.phase) });
    expect(leaky(a)).not.toEqual(leaky(b));
  });

  it('N-77 after the bids, the public learns who won and how many goods moved, never the markers or kinds', () => {
    let s = bidding();
    s = setGoods(setHand(setHand(s, RED, [6]), BLUE, [3]), BLUE, { salt: 1 });
    s = ok(s, { type: 'conflictBid', player: RED, markers: [6] });
    const r = apply(s, { type: 'conflictBid', player: BLUE, markers: [3] });
    if (!r.ok) throw new Error(r.error.code);
    const resolved = r.events.find((e) => e.event.type === 'conflictResolved');
    expect(resolved?.event).toEqual({
      type: 'conflictResolved',
      challenger: RED,
      defender: BLUE,
      winner: RED,
    });
    expect(resolved?.secrets).toEqual([
      { player: RED, detail: { own: [6], received: [3] } },
      { player: BLUE, detail: { own: [3], received: [6] } },
    ]);
    const d = apply(r.state, { type: 'demandGoods', player: RED, goods: goods({ salt: 1 }) });
    if (!d.ok) throw new Error(d.error.code);
    expect(d.events[0].event).toEqual({ type: 'goodsDemanded', player: RED, loser: BLUE, count: 1 });
    expect(JSON.stringify(publicView(d.state).log)).not.toContain('salt');
  });

  it('N-79 deadline defaults: no challenge, the empty bid, the three most valuable kinds, no push', () => {
    let s = endTurn(duel());
    s = applyTimeoutOk(s);
    expect(s.phase.kind).toBe('conflict');
    s = applyTimeoutOk(s); // Blue, asked next, passes too: the window closes.
    expect(s.phase.kind).toBe('turn');
    let b = setGoods(setHand(setHand(bidding(), RED, [6]), BLUE, [3]), BLUE, { salt: 2, ore: 2, fur: 1 });
    b = ok(b, { type: 'conflictBid', player: RED, markers: [6] });
    b = applyTimeoutOk(b); // Blue's bid: empty.
    expect(b.players[RED].markers[3]).toBe(0);
    b = applyTimeoutOk(b); // Red's demand: salt, amber, fur.
    expect(b.players[BLUE].goods).toEqual(goods({ salt: 1, ore: 2 }));
    b = applyTimeoutOk(b); // Red's push: none.
    expect(b.players[BLUE].cog).toBe(6);
    expect(b.phase.kind).toBe('turn');
  });

  it('refuses conflict actions in a game without conflicts', () => {
    const s = endTurn(duel());
    const off = { ...s, options: { ...s.options, conflicts: false } };
    refused(off, { type: 'declineConflict', player: RED }, 'RULE_NOT_IN_GAME');
    refused(game({}), { type: 'declineConflict', player: RED }, 'WRONG_PHASE');
  });
});

/**
 * K-72a: Red's turn in Stralsund (6) ends with Blue and Green there too; Blue holds 2 amber and
 * 1 fur, Green nothing; Red challenges Blue unless `challenge` is false.
 */
function crowdedDuel(rules: Rules = { conflicts: true }, challenge = true): GameState {
  let s = game(rules);
  s.order = [RED, GREEN, BLUE, YELLOW];
  s = turnWithCogs(s, RED, { [RED]: 6, [GREEN]: 6, [BLUE]: 6, [YELLOW]: 2 });
  s = setSquares(s, 6, [3, 7]);
  s = setGoods(setGoods(setGoods(s, BLUE, { amber: 2, fur: 1 }), GREEN, {}), RED, { ore: 1 });
  s = setHand(setHand(s, RED, [8]), BLUE, [1]);
  s = endTurn(s);
  return challenge ? ok(s, { type: 'challenge', player: RED, opponent: BLUE }) : s;
}

const gift = (from: number, to: number, given: Parameters<typeof goods>[0], markers: number[] = []) => ({
  type: 'offerTrade' as const,
  player: from,
  to,
  give: { goods: goods(given), markers },
  receive: { goods: goods({}), markers: [] },
});

describe('K-72a from the challenge until the demand, both sides are frozen', () => {
  it('K-72a the challenged cog cannot be emptied into a third cog: FROZEN_BY_CONFLICT, nothing changes', () => {
    const s = crowdedDuel();
    const data = refused(s, gift(BLUE, GREEN, { amber: 2, fur: 1 }), 'FROZEN_BY_CONFLICT');
    expect(data).toEqual({ player: BLUE });
    expect(errorText({ code: 'FROZEN_BY_CONFLICT', data } as EngineError, (i) => NAMES[i])).toBe(
      'Blue is in a conflict: their goods and route markers cannot change hands until the demand is settled.',
    );
    refused(
      s,
      { ...gift(GREEN, BLUE, {}), receive: { goods: goods({ amber: 2 }), markers: [] } },
      'FROZEN_BY_CONFLICT',
    );
  });

  it("K-72a the challenger's goods and markers are frozen too", () => {
    const s = crowdedDuel();
    expect(refused(s, gift(RED, GREEN, { ore: 1 }), 'FROZEN_BY_CONFLICT')).toEqual({ player: RED });
    expect(refused(s, gift(RED, GREEN, {}, [8]), 'FROZEN_BY_CONFLICT')).toEqual({ player: RED });
  });

  it('K-72a the freeze lasts through the bids to the demand; the demand takes the goods, then trade opens', () => {
    let s = crowdedDuel();
    s = ok(s, { type: 'conflictBid', player: RED, markers: [8] });
    refused(s, gift(BLUE, GREEN, { amber: 2 }), 'FROZEN_BY_CONFLICT');
    s = ok(s, { type: 'conflictBid', player: BLUE, markers: [1] });
    expect(conflictOf(s).stage).toBe('demand');
    refused(s, gift(BLUE, GREEN, { amber: 2 }), 'FROZEN_BY_CONFLICT');
    s = ok(s, { type: 'demandGoods', player: RED, goods: goods({ amber: 2, fur: 1 }) });
    expect(s.players[RED].goods).toEqual(goods({ ore: 1, amber: 2, fur: 1 }));
    expect(conflictOf(s).stage).toBe('push');
    // Control: once the demand is settled the same gift is accepted.
    s = ok(s, gift(RED, GREEN, { ore: 1 }));
    expect(s.offers).toHaveLength(1);
  });

  it('K-72a an offer to a third cog made before the challenge lapses at it and cannot be accepted', () => {
    // The dodge: in the window Blue offers everything to Green; Red challenges; Green accepts.
    let s = crowdedDuel({ conflicts: true }, false);
    s = ok(s, gift(BLUE, GREEN, { amber: 2, fur: 1 }));
    const id = s.offers[0].id;
    const r = apply(s, { type: 'challenge', player: RED, opponent: BLUE });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.offers).toEqual([]);
    expect(r.events.map((e) => e.event)).toContainEqual({
      type: 'tradeCancelled',
      offer: id,
      from: BLUE,
      to: GREEN,
    });
    refused(r.state, { type: 'acceptTrade', player: GREEN, offer: id }, 'OFFER_UNKNOWN');
    expect(r.state.players[BLUE].goods).toEqual(goods({ amber: 2, fur: 1 }));
    // Control: without the challenge the same offer is accepted and the cog is emptied.
    const accepted = ok(s, { type: 'acceptTrade', player: GREEN, offer: id });
    expect(accepted.players[BLUE].goods).toEqual(goods({}));
  });

  it('K-72a control: before any challenge the window does not freeze anyone', () => {
    const s = crowdedDuel({ conflicts: true }, false);
    expect(conflictOf(s).stage).toBe('challenge');
    const r = apply(s, gift(BLUE, GREEN, { amber: 2, fur: 1 }));
    expect(r.ok).toBe(true);
  });

  it('K-72a with K-71 no office deposit, and no office trade with a side of the conflict', () => {
    let s = game({ conflicts: true, officeTrading: true });
    s = addOffice(addOffice(s, 6, YELLOW, {}), 4, BLUE, { salt: 1 });
    s.order = [RED, GREEN, BLUE, YELLOW];
    s = turnWithCogs(s, RED, { [RED]: 6, [GREEN]: 4, [BLUE]: 6, [YELLOW]: 2 });
    s = setSquares(s, 6, [3, 7]);
    s = setGoods(setGoods(s, BLUE, { amber: 2 }), GREEN, { ore: 1 });
    s = setHand(s, BLUE, [1, 2]);
    const officesOf = (state: GameState) => {
      const l = legalActions(state, GREEN).find((a) => a.type === 'offerTrade');
      return l?.type === 'offerTrade' ? l.offices.map((o) => o.owner) : [];
    };
    s = endTurn(s);
    expect(officesOf(s)).toEqual([BLUE]); // control: before the challenge Blue's office is offered
    s = ok(s, { type: 'challenge', player: RED, opponent: BLUE });
    const yellowOffice = { city: 6, slot: s.cities[6].offices.findIndex((o) => o.owner === YELLOW) as 0 | 1 };
    const blueOffice = { city: 4, slot: s.cities[4].offices.findIndex((o) => o.owner === BLUE) as 0 | 1 };
    // Blue cannot put the goods into Yellow's office.
    refused(s, { ...gift(BLUE, YELLOW, { amber: 2 }), office: yellowOffice }, 'FROZEN_BY_CONFLICT');
    // Green's cog cannot take Blue's markers through Blue's office elsewhere.
    const markersFromBlue = {
      ...gift(GREEN, BLUE, { ore: 1 }),
      receive: { goods: goods({}), markers: [2] },
      office: blueOffice,
    };
    expect(refused(s, markersFromBlue, 'FROZEN_BY_CONFLICT')).toEqual({ player: BLUE });
    expect(officesOf(s)).toEqual([]);
  });

  it('K-72a frozen goods are not offered: neither side is given a trade, nor is offered as a partner', () => {
    const s = crowdedDuel();
    expect(legalActions(s, BLUE).map((l) => l.type)).not.toContain('offerTrade');
    expect(legalActions(s, RED).map((l) => l.type)).not.toContain('offerTrade');
    const partners = (state: GameState) => {
      const l = legalActions(state, GREEN).find((a) => a.type === 'offerTrade');
      return l?.type === 'offerTrade' ? l.partners : [];
    };
    expect(partners(s)).toEqual([]);
    // Control: in the window before the challenge both are Green's partners.
    expect(partners(crowdedDuel({ conflicts: true }, false))).toEqual([RED, BLUE]);
  });
});

function applyTimeoutOk(s: GameState): GameState {
  const r = applyTimeout(s);
  if (!r?.ok) throw new Error('no default applied');
  return r.state;
}
