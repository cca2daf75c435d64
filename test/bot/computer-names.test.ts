// Issue 24: computer players get short distinct names ("Com…" told no seat apart), each of
// its own first letter, never a name a person at the table already has; their level is
// said once, in the lobby's seat list.
import { describe, expect, it } from 'vitest';
import { computerSeat, seatLabel } from '../../src/bot/computer-seats';
import type { Seat } from '../../src/store/index';

function seated(people: string[], computers: number): Seat[] {
  const seats: Seat[] = people.map((name, i) => ({ kind: 'human', userId: `u${i}`, name }));
  for (let i = 0; i < computers; i++) seats.push(computerSeat(seats, 'normal', 'en'));
  return seats;
}

describe('computer players’ names (issue 24)', () => {
  it('three computer players are Hinrik, Tideke and Wolter: short, of distinct first letters', () => {
    const names = seated(['Anna'], 3)
      .slice(1)
      .map((s) => s.name);
    expect(names).toEqual(['Hinrik', 'Tideke', 'Wolter']);
    expect(new Set(names.map((n) => n[0])).size).toBe(3);
    expect(Math.max(...names.map((n) => n.length))).toBeLessThanOrEqual(6);
  });

  it('a name a person has already is skipped, whatever its case', () => {
    expect(seated(['hinrik'], 1)[1].name).toBe('Tideke');
  });

  it('when every short name is taken, a numbered one', () => {
    expect(seated(['Hinrik', 'Tideke', 'Wolter', 'Gesa'], 1)[4].name).toBe('Computer 1');
  });

  it('the lobby lists the level once, beside the name; a person by name alone', () => {
    const [anna, hinrik] = seated(['Anna'], 1);
    expect(seatLabel(hinrik, 'en')).toBe('Hinrik (computer, normal)');
    expect(seatLabel(anna, 'en')).toBe('Anna');
  });
});
