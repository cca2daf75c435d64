// One short English line per public event, with names and city names filled in.
import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '../../../src/engine/index';
import { formatEvent } from '../../../src/render/index';

const names = ['Red', 'Blue', 'Green'];
const line = (event: PublicEvent) => formatEvent(event, (i) => names[i]);

describe('render: log lines', () => {
  it('writes bids high first, as the rules do (K-23)', () => {
    expect(line({ type: 'bid', player: 0, markers: [0, 4] })).toBe('Red bid 4+0');
  });

  it('writes a voyage with both cities and what it cost', () => {
    expect(line({ type: 'sailed', player: 1, from: 6, route: 0, leadsTo: 3, revealed: false, blocked: false, paid: 0 })).toBe('Blue sailed Stralsund → Reval');
    expect(line({ type: 'sailed', player: 1, from: 6, route: 1, leadsTo: 3, revealed: true, blocked: false, paid: 1 })).toBe('Blue sailed Stralsund → Reval, paid 1');
    expect(line({ type: 'sailed', player: 1, from: 6, route: 1, leadsTo: 6, revealed: true, blocked: true, paid: 1 })).toBe('Blue: route Stralsund → Stralsund blocked, paid 1');
  });

  it('counts production to the city and to offices together (K-24)', () => {
    expect(line({ type: 'produced', city: 4, good: 'fur', toCity: 2, toOffices: [{ owner: 2, count: 1 }] })).toBe('Riga produced 3 fur (1 to Green)');
  });

  it('names the winners at the end', () => {
    expect(line({ type: 'gameEnded', reason: 'guildMaster', winners: [0, 2], scores: [] })).toBe('Game over: Red and Green share the win');
  });

  it('says a route changed, never what now lies face down there (K-43)', () => {
    expect(line({ type: 'routeChanged', player: 0, city: 5, square: 1, taken: 7 })).toBe('Red changed a route in Danzig');
  });
});
