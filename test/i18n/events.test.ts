// One short English line per public event, with names and city names filled in.
import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '../../src/engine/index';
import { cityName, formatEvent, formatLog } from '../../src/i18n/index';

const names = ['Red', 'Blue', 'Green'];
const line = (event: PublicEvent) => formatEvent(event, (i) => names[i]);

describe('i18n: log lines', () => {
  it('K-1 names the cities 0–8 clockwise from Visby to Copenhagen', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((city) => cityName(city))).toEqual([
      'Visby',
      'Stockholm',
      'Åbo',
      'Reval',
      'Riga',
      'Danzig',
      'Stralsund',
      'Lübeck',
      'Copenhagen',
    ]);
  });

  it('writes bids high first, as the rules do (K-23)', () => {
    expect(line({ type: 'bid', player: 0, markers: [0, 4] })).toBe('Red bid 4+0');
  });

  it('writes a voyage with both cities and what it cost', () => {
    expect(
      line({
        type: 'sailed',
        player: 1,
        from: 6,
        route: 0,
        leadsTo: 3,
        revealed: false,
        blocked: false,
        paid: 0,
      }),
    ).toBe('Blue sailed Stralsund → Reval');
    expect(
      line({
        type: 'sailed',
        player: 1,
        from: 6,
        route: 0,
        leadsTo: 3,
        revealed: false,
        blocked: false,
        paid: 1,
      }),
    ).toBe('Blue sailed Stralsund → Reval, paid 1');
    expect(
      line({
        type: 'sailed',
        player: 1,
        from: 6,
        route: 'secret',
        leadsTo: 2,
        revealed: false,
        blocked: false,
        paid: 1,
      }),
    ).toBe('Blue sailed Stralsund → Åbo (secret passage), paid 1');
  });

  it('K-32 shows a face-down route as "?" with what it turned out to be, blocked or not', () => {
    expect(
      line({
        type: 'sailed',
        player: 1,
        from: 3,
        route: 1,
        leadsTo: 6,
        revealed: true,
        blocked: false,
        paid: 1,
      }),
    ).toBe('Blue sailed Reval → ? (revealed Stralsund), paid 1');
    expect(
      line({
        type: 'sailed',
        player: 1,
        from: 3,
        route: 1,
        leadsTo: 4,
        revealed: true,
        blocked: true,
        paid: 1,
      }),
    ).toBe('Blue sailed Reval → ? (revealed Riga: blocked, stays), paid 1');
  });

  it("joins one cog's consecutive moves into one voyage line, as the rulebook's movement example reads", () => {
    const sail = (from: number, leadsTo: number, paid: number, revealed = false): PublicEvent => ({
      type: 'sailed',
      player: 0,
      from,
      route: 0,
      leadsTo,
      revealed,
      blocked: false,
      paid,
    });
    const lines = formatLog(
      [sail(6, 3, 0), sail(3, 6, 1, true), sail(6, 7, 1), { type: 'turnEnded', player: 0 }],
      (i) => names[i],
    );
    expect(lines).toEqual([
      'Red sailed Stralsund → Reval → ? (revealed Stralsund) → Lübeck, paid 2',
      'Red ended the turn',
    ]);
  });

  it('counts production to the city and to offices together (K-24)', () => {
    expect(
      line({ type: 'produced', city: 4, good: 'fur', toCity: 2, toOffices: [{ owner: 2, count: 1 }] }),
    ).toBe('Riga produced 3 fur (1 to Green)');
  });

  it('names the winners at the end', () => {
    expect(line({ type: 'gameEnded', reason: 'guildMaster', winners: [0, 2], scores: [] })).toBe(
      'Game over: Red and Green share the win',
    );
  });

  it('says a route changed, never what now lies face down there (K-43)', () => {
    expect(line({ type: 'routeChanged', player: 0, city: 5, square: 1, taken: 7 })).toBe(
      'Red changed a route in Danzig',
    );
  });

  it('K-60a names the goods paid into the reserve by kind, never a marker paid or taken by value', () => {
    const voyage = formatLog(
      [
        {
          type: 'sailed',
          player: 1,
          from: 6,
          route: 0,
          leadsTo: 3,
          revealed: false,
          blocked: false,
          paid: 0,
        },
        {
          type: 'sailed',
          player: 1,
          from: 3,
          route: 0,
          leadsTo: 4,
          revealed: false,
          blocked: false,
          paid: 2,
          paidGoods: { ore: 1, fur: 0, amber: 0, salt: 0 },
        },
      ],
      (i) => names[i],
    );
    expect(voyage).toEqual(['Blue sailed Stralsund → Reval → Riga, paid 2 (1 ore)']);
    expect(line({ type: 'markersBought', player: 0, pair: 1, markers: [3, 8], good: 'fur' })).toBe(
      'Red bought route markers 8+3 for 1 fur',
    );
    expect(line({ type: 'gmTraded', player: 0, kind: 'goodForMarker', good: 'salt' })).toBe(
      'Red traded salt for a route marker',
    );
    expect(line({ type: 'gmTraded', player: 0, kind: 'markerForGood', good: 'ore' })).toBe(
      'Red traded a route marker for ore',
    );
    expect(line({ type: 'gmTraded', player: 0, kind: 'bonusChit', chit: 'moveTwo', good: 'amber' })).toBe(
      'Red got the move two chit for 6 amber',
    );
  });
});
