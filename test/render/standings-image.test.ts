// Issue 23: the standings image of /league standings: every figure readable at a phone's
// 360 px, nothing drawn over anything else, long names cut to their column, every word from
// the catalogue, and the alt text saying the same rows.
import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE } from '../../src/i18n/index';
import { drawStandings, renderStandings, type StandingsImage } from '../../src/render/index';
import { overlaps, recordText } from './drawn-text';

function table(rows: number, name = (i: number) => `Player ${i + 1}`): StandingsImage {
  return {
    title: '🏆 Baltic Cup: standings, season 2',
    rows: Array.from({ length: rows }, (_, i) => ({
      place: i + 1,
      name: name(i),
      points: 40 - i * 1.5,
      rating: 1600 - i * 7,
      games: 20 - (i % 5),
      wins: 9 - (i % 9),
    })),
    footer: '41 games recorded',
  };
}

const smallestAt = (width: number, rows: number) => {
  const drawn = recordText(() => drawStandings(table(rows)));
  return Math.min(...drawn.map((d) => (d.px * width) / d.imageWidth));
};

describe('render: the standings image (issue 23)', () => {
  it('820 px wide; every text at least 7 px at 360 px wide', () => {
    expect(drawStandings(table(8)).width).toBe(820);
    expect(smallestAt(360, 8)).toBeGreaterThanOrEqual(7);
  });

  it('nothing overlaps, with 25 rows and names far too long for their column', () => {
    const long = (i: number) => `${'Captain of the Hanseatic League of Lübeck '.repeat(3)}${i}`;
    const drawn = recordText(() => drawStandings(table(25, long)));
    expect(overlaps(drawn)).toEqual([]);
    const names = drawn.filter((d) => d.text.startsWith('Captain'));
    expect(names).toHaveLength(25);
    for (const name of names) expect(name.text.endsWith('…')).toBe(true);
  });

  it('control: the overlap check finds two texts drawn on one spot', () => {
    const drawn = recordText(() => {
      const canvas = drawStandings(table(1));
      const ctx = canvas.getContext('2d');
      ctx.font = '23px sans-serif';
      ctx.fillText('Points', 470, 130);
      ctx.fillText('Points', 470, 130);
    });
    expect(overlaps(drawn).length).toBeGreaterThan(0);
  });

  it('an empty table says so instead of drawing no rows', () => {
    const drawn = recordText(() => drawStandings(table(0)));
    expect(drawn.map((d) => d.text)).toContain('No one on the roster yet.');
  });

  it('every word comes from the catalogue: in the pseudo-locale no English head is left', () => {
    const heads = ['Player', 'Points', 'Rating', 'Games', 'Wins'];
    const english = recordText(() => drawStandings(table(2))).map((d) => d.text);
    expect(heads.every((h) => english.includes(h))).toBe(true);
    const pseudo = recordText(() => drawStandings(table(2), PSEUDO_LOCALE)).map((d) => d.text);
    expect(pseudo.filter((text) => heads.includes(text))).toEqual([]);
  });

  it('the alt text names every row with its figures', async () => {
    const image = await renderStandings(table(2));
    expect(image.fileName).toBe('kogge-standings.png');
    expect(image.description).toBe(
      '🏆 Baltic Cup: standings, season 2. 1. Player 1: 40 points, rating 1600, games 20, wins 9; 2. Player 2: 38.5 points, rating 1593, games 19, wins 8',
    );
  });
});
