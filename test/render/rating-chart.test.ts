// Issue 23: a member's rating over time, for /league player: readable at a phone's 360 px,
// nothing drawn over anything else, the axis around the ratings shown, words from the
// catalogue, and an alt text saying where the rating went.
import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE } from '../../src/i18n/index';
import { drawRatingChart, renderRatingChart } from '../../src/render/index';
import { overlaps, recordText } from './drawn-text';

const chart = { title: 'alice in Baltic Cup: rating over time', ratings: [1500, 1532, 1561, 1549, 1588] };

describe('render: the rating-over-time chart (issue 23)', () => {
  it('820 px wide; every text at least 7 px at 360 px wide; none overlap', () => {
    const drawn = recordText(() => expect(drawRatingChart(chart).width).toBe(820));
    expect(Math.min(...drawn.map((d) => (d.px * 360) / d.imageWidth))).toBeGreaterThanOrEqual(7);
    expect(overlaps(drawn)).toEqual([]);
  });

  it('the axis spans the ratings: its ends below the lowest and above the highest', () => {
    const labels = recordText(() => drawRatingChart(chart))
      .map((d) => Number(d.text))
      .filter((n) => Number.isFinite(n) && n > 100);
    expect(Math.min(...labels)).toBeLessThanOrEqual(1500);
    expect(Math.max(...labels)).toBeGreaterThanOrEqual(1588);
  });

  it('a flat rating still gets an axis of some height (no division by zero)', () => {
    const drawn = recordText(() => drawRatingChart({ title: 'x', ratings: [1500, 1500] }));
    const labels = drawn.map((d) => Number(d.text)).filter((n) => Number.isFinite(n) && n > 100);
    expect(Math.max(...labels) - Math.min(...labels)).toBeGreaterThanOrEqual(40);
  });

  it('its words come from the catalogue: none of the English ones in the pseudo-locale', () => {
    const english = recordText(() => drawRatingChart(chart)).map((d) => d.text);
    expect(english).toContain('after 4 rated games');
    const pseudo = recordText(() => drawRatingChart(chart, PSEUDO_LOCALE)).map((d) => d.text);
    expect(pseudo).not.toContain('after 4 rated games');
    expect(pseudo).not.toContain('start');
  });

  it('one rated game is "1 rated game", not "1 rated games"', () => {
    const drawn = recordText(() => drawRatingChart({ title: 'x', ratings: [1500, 1520] })).map((d) => d.text);
    expect(drawn).toContain('after 1 rated game');
  });

  it('the alt text says where the rating started and ended', async () => {
    const image = await renderRatingChart(chart);
    expect(image.fileName).toBe('kogge-rating.png');
    expect(image.description).toBe(
      'alice in Baltic Cup: rating over time: from 1500 to 1588 over 4 rated games.',
    );
  });
});
