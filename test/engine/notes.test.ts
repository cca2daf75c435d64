// The project's own decisions where the texts are silent (docs/rules-notes.md, N-…).
import { describe, expect, it } from 'vitest';
import { apply, legalActions, publicView, playerView, type GameState } from '../../src/engine';
import {
  BLUE,
  GREEN,
  RED,
  addOffice,
  arrived,
  atTurn,
  goods,
  ok,
  placeCog,
  refused,
  setCityGoods,
  setGoods,
  setHand,
  setSquares,
  startedGame,
  turnOf,
} from './helpers';

/** Every player bids one marker of their own, all different, so the auction closes. */
function closeBidding(state: GameState): GameState {
  let s = state;
  for (const [i, p] of [...s.order].entries()) s = ok(s, { type: 'bid', player: p, markers: [8 - i] });
  return s;
}

function events(state: GameState, action: Parameters<typeof apply>[1]) {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.error.code);
  return { state: result.state, events: result.events };
}

describe('rules notes', () => {
  it('N-1 a round opens: unsold pairs back, then +1 marker draws, then the market', () => {
    let s = startedGame(2, 3, [1, 3]);
    s = closeBidding(s);
    s = ok(s, { type: 'moveGuildMaster', player: s.order[0], steps: 1 });
    s.players[s.order[0]].chits.push('extraMarker');
    s.chitSupply.extraMarker -= 1;
    const first = s.order[0];
    s = ok(s, { type: 'endTurn', player: first });
    const { events: evs } = events(s, { type: 'endTurn', player: s.order[1] });
    const types = evs.map((e) => e.event.type);
    expect(types.indexOf('roundStarted')).toBeLessThan(types.indexOf('marketReturned'));
    expect(types.indexOf('marketReturned')).toBeLessThan(types.indexOf('extraMarkerDrawn'));
    expect(types.indexOf('extraMarkerDrawn')).toBeLessThan(types.indexOf('marketDrawn'));
  });

  it("N-3 the round's bids stay on show after the auction closes", () => {
    let s = startedGame(2, 3, [1, 3]);
    s = closeBidding(s);
    expect(s.phase.kind).toBe('guildMaster');
    expect(publicView(s).bids).toHaveLength(2);
  });

  it('N-4 a face-down route is offered even to its placer, who knows where it leads', () => {
    let s = startedGame(2, 1, [1, 3]);
    s = setSquares(s, 1, [2, 4], [false, true], [[RED], []]);
    s = atTurn(placeCog(s, RED, 1), RED);
    const sail = legalActions(s, RED).find((l) => l.type === 'sail');
    expect(sail?.type === 'sail' && sail.routes.map((r) => [r.route, r.leadsTo])).toEqual([
      [0, 2],
      [1, 4],
    ]);
    const other = playerView(s, GREEN).cities[1].squares[0];
    expect(other.value).toBeNull();
  });

  it('N-5 a raider pushed into a city with an office of theirs does not pick up its goods', () => {
    let s = startedGame(2, 1, [1, 3]);
    s = setSquares(s, 5, [6, 6]);
    s = addOffice(s, 6, RED, { amber: 2 });
    s = atTurn(placeCog(s, RED, 5), RED);
    s = ok(s, { type: 'raid', player: RED, target: { kind: 'city' } });
    expect(s.players[RED].cog).toBe(6);
    expect(s.cities[6].offices.find((o) => o.owner === RED)?.goods.amber).toBe(2);
  });

  it('N-6 an empty city trade is refused', () => {
    let s = startedGame(2, 1, [1, 3]);
    s = arrived(setCityGoods(setGoods(s, RED, { ore: 2 }), 4, { fur: 4 }), RED, 4, 1);
    refused(s, { type: 'cityTrade', player: RED, give: goods({}), receive: goods({}) }, 'ILLEGAL_TRADE');
  });

  it('N-7 a second bonus chit of a kind already held may be taken while the supply lasts', () => {
    let s = startedGame(2, 1, [1, 3]);
    s.players[RED].chits.push('moveTwo');
    s.chitSupply.moveTwo -= 1;
    s = atTurn(placeCog(setGoods(s, RED, { ore: 6 }), RED, s.guildMaster.city), RED);
    s = ok(s, { type: 'gmTrade', player: RED, trade: { kind: 'bonusChit', good: 'ore', chit: 'moveTwo' } });
    expect(s.players[RED].chits).toEqual(['moveTwo', 'moveTwo']);
    expect(s.chitSupply.moveTwo).toBe(0);
  });

  it('N-8 raiding an empty cog spends the raid marker all the same', () => {
    let s = startedGame(2, 1, [1, 3]);
    s = setSquares(s, 4, [5, 2]);
    s = atTurn(placeCog(placeCog(setGoods(s, GREEN, {}), RED, 4), GREEN, 4), RED);
    s = ok(s, { type: 'raid', player: RED, target: { kind: 'cog', victim: GREEN } });
    expect(s.players[RED].raidsInHand).toBe(0);
    expect(s.cities[4].raids).toEqual([RED]);
    // Nothing to split or pick: the victim is asked only where the raider goes.
    expect(publicView(s).awaiting[0]).toMatchObject({ player: GREEN, decision: 'raidDestination' });
  });

  it('N-9 a victim with only one possible split is not asked; two equal piles are not picked', () => {
    let s = startedGame(2, 1, [1, 3]);
    s = setSquares(s, 4, [5, 2]);
    s = atTurn(placeCog(placeCog(setGoods(setGoods(s, RED, {}), GREEN, { ore: 4 }), RED, 4), GREEN, 4), RED);
    s = ok(s, { type: 'raid', player: RED, target: { kind: 'cog', victim: GREEN } });
    expect(s.players[RED].goods.ore).toBe(2);
    expect(s.players[GREEN].goods.ore).toBe(2);
    expect(turnOf(s).raid?.stage).toBe('destination');
  });

  it('N-10 the game ends at 18 steps before the guild master supplies his city', () => {
    let s = startedGame(2, 1, [1, 3]);
    s = closeBidding(s);
    s.guildMaster.steps = 17;
    const to = (s.guildMaster.city + 1) % 9;
    const before = s.cities[to].goods;
    s = ok(s, { type: 'moveGuildMaster', player: s.order[0], steps: 1 });
    expect(s.phase.kind).toBe('ended');
    expect(s.cities[to].goods).toEqual(before);
  });

  it('N-7 two +1 route marker chits draw one marker a round, not two; both count for DP', () => {
    let s = startedGame(2, 3, [1, 3]);
    s = closeBidding(s);
    s = ok(s, { type: 'moveGuildMaster', player: s.order[0], steps: 1 });
    const holder = s.order[0];
    s.players[holder].chits.push('extraMarker', 'extraMarker');
    s.chitSupply.extraMarker = 0;
    s = ok(s, { type: 'endTurn', player: holder });
    const before = s.players[holder].markers.reduce((a, b) => a + b, 0);
    const { state, events: evs } = events(s, { type: 'endTurn', player: s.order[1] });
    expect(state.round).toBe(s.round + 1);
    expect(evs.filter((e) => e.event.type === 'extraMarkerDrawn')).toHaveLength(1);
    expect(state.players[holder].markers.reduce((a, b) => a + b, 0)).toBe(before + 1);
    expect(publicView(state).players[holder].dp).toBe(3);
  });

  it('N-11 K-60a a move paid with a good shows the good by kind; one paid with a marker shows only that one was paid', () => {
    let s = startedGame(2, 1, [1, 3]);
    s = setSquares(s, 1, [4, 5]);
    s = setSquares(s, 4, [6, 3]);
    s = atTurn(placeCog(setHand(setGoods(s, RED, { salt: 1 }), RED, [8]), RED, 1), RED);
    s = ok(s, { type: 'sail', player: RED, route: 0, payment: [] });
    const salt = events(s, { type: 'sail', player: RED, route: 0, payment: [{ good: 'salt' }] });
    const bySalt = salt.events.find((e) => e.event.type === 'sailed');
    expect(bySalt?.event).toMatchObject({ paid: 1, paidGoods: goods({ salt: 1 }) });
    expect(bySalt?.secrets).toEqual([{ player: RED, detail: { payment: [{ good: 'salt' }] } }]);
    const marker = events(s, { type: 'sail', player: RED, route: 0, payment: [{ marker: 8 }] });
    const byMarker = marker.events.find((e) => e.event.type === 'sailed');
    expect(byMarker?.event).toMatchObject({ paid: 1 });
    expect(byMarker?.event).not.toHaveProperty('paidGoods');
    expect(JSON.stringify(byMarker?.event)).not.toContain('8');
    expect(byMarker?.secrets).toEqual([{ player: RED, detail: { payment: [{ marker: 8 }] } }]);
  });

  it("N-12 an offer's terms are seen by its two players only, and it lapses when the cogs part", () => {
    let s = startedGame(3, 1, [1, 3, 5]);
    s = placeCog(placeCog(setGoods(s, RED, { salt: 1 }), RED, 4), GREEN, 4);
    s = ok(s, {
      type: 'offerTrade',
      player: RED,
      to: GREEN,
      give: { goods: goods({ salt: 1 }), markers: [] },
      receive: { goods: goods({}), markers: [8] },
    });
    expect(JSON.stringify(publicView(s).offers)).not.toContain('salt');
    expect(playerView(s, BLUE).myOffers).toEqual([]);
    expect(playerView(s, GREEN).myOffers[0].give.goods.salt).toBe(1);
    s = setSquares(s, 4, [5, 2]);
    s = atTurn(s, GREEN);
    s = ok(s, { type: 'sail', player: GREEN, route: 0, payment: [] });
    expect(s.offers).toEqual([]);
  });

  it('N-15 turning office pick-up to the setting it already has is answered, not applied', () => {
    const s = startedGame(2, 1, [1, 3]);
    refused(s, { type: 'setAutoCollect', player: RED, on: true }, 'ALREADY_CHOSEN');
    const off = ok(s, { type: 'setAutoCollect', player: RED, on: false });
    expect(legalActions(off, RED)).toContainEqual({ type: 'setAutoCollect', on: true });
  });

  it('N-16 a cog that could not leave the city it raided may still act there', () => {
    let s = startedGame(2, 1, [1, 3]);
    // Both routes lead to Danzig, where Red's first raid marker lies (K-35).
    s = setSquares(s, 4, [5, 5]);
    s.cities[5].raids.push(RED);
    s.players[RED].raidSetAside = 0;
    s.players[RED].raidsInHand = 1;
    s = atTurn(placeCog(s, RED, 4), RED);
    s = ok(s, { type: 'raid', player: RED, target: { kind: 'city' } });
    expect(s.players[RED].cog).toBe(4);
    s = atTurn(s, RED);
    expect(legalActions(s, RED).map((l) => l.type)).toContain('buyMarkers');
  });

  it('N-11 the marker cup shows only its size: two hands of equal size look the same in public', () => {
    const s = startedGame(2, 1, [1, 3]);
    // Same number of markers for Green, different values; the reserve takes up the difference.
    const a = setHand(s, GREEN, [0, 0, 8]);
    const b = setHand(s, GREEN, [2, 5, 7]);
    expect(a.reserve.markers).not.toEqual(b.reserve.markers);
    expect(JSON.stringify(publicView(a))).toBe(JSON.stringify(publicView(b)));
    expect(JSON.stringify(playerView(a, RED))).toBe(JSON.stringify(playerView(b, RED)));
    expect(publicView(a).reserve.markerCount).toBe(a.reserve.markers.reduce((x, y) => x + y, 0));
  });
});
