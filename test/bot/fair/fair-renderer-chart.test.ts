// Issue 21: the fair renderer passes the final post's chart on to a renderer that draws one,
// and offers none where the renderer below draws none (the final post then goes without it).
import { describe, expect, it } from 'vitest';
import type { Renderer } from '../../../src/bot/context';
import { FairRenderer } from '../../../src/bot/fair/fair-renderer';
import type { DescribedImage, ScoreChart } from '../../../src/render/index';

const IMAGE: DescribedImage = {
  data: Buffer.from('png'),
  mime: 'image/png',
  fileName: 'kogge-rounds.png',
  width: 1,
  height: 1,
  description: 'chart',
};
const CHART: ScoreChart = { rounds: [1], players: [{ name: 'Ada', color: 'red', vp: [10], dp: [1] }] };
const boardAndHand = {
  board: () => Promise.resolve(IMAGE),
  hand: () => Promise.resolve(IMAGE),
};

describe('the fair renderer and the chart (issue 21)', () => {
  it('passes the chart on, in its language', async () => {
    const asked: [ScoreChart, string | undefined][] = [];
    const inner: Renderer = {
      ...boardAndHand,
      chart: (chart, locale) => (asked.push([chart, locale]), Promise.resolve(IMAGE)),
    };
    const fair = new FairRenderer(inner, 1);
    expect(await fair.chart?.(CHART, 'de', { server: 's', game: 'g' })).toBe(IMAGE);
    expect(asked).toEqual([[CHART, 'de']]);
  });

  it('offers no chart where the renderer below draws none (control)', () => {
    expect(new FairRenderer(boardAndHand, 1).chart).toBeUndefined();
  });
});
