// The final post's chart (issue 21): each player's VP and DP round by round, readable where
// Discord shows it (550 px in a channel, 360 px on a phone), saying the same figures as the
// final scores, every word from the catalogue.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Canvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index';
import { PSEUDO_LOCALE } from '../../src/i18n/index';
import { RenderPool, drawScoreChart, type ScoreChart } from '../../src/render/index';
import { spread } from '../../src/render/chart/draw-score-chart';
import { scoreChartOf } from '../../src/bot/score-chart';
import { finishedRecord } from '../verify/finished-game';
import { overlaps, recordText, type DrawnText } from './drawn-text';

/** The smallest text once the image is shown `width` px wide. */
function smallest(drawn: DrawnText[], width: number): number {
  return Math.min(...drawn.map((d) => (d.px * width) / d.imageWidth));
}

function chartOf(run: number, players: number): ScoreChart {
  const chart = scoreChartOf(finishedRecord(run, players));
  if (!chart) throw new Error(`game ${run} gave no chart`);
  return chart;
}

/** The image at full size and at a channel's and a phone's width: test/render/__output__/chart-*.png. */
function writePreviews(name: string, image: Canvas): void {
  const dir = new URL('./__output__/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL(`chart-${name}.png`, dir), image.toBuffer('image/png'));
  for (const width of [550, 360]) {
    const small = new Canvas(width, Math.round((image.height * width) / image.width));
    const ctx = small.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, 0, 0, small.width, small.height);
    writeFileSync(new URL(`chart-${name}-${width}.png`, dir), small.toBuffer('image/png'));
  }
}

describe('render: the VP and DP chart of a finished game (issue 21)', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: every text is at least 7 px at 360 px wide and none overlap`, () => {
      const chart = chartOf(10 + players, players);
      let canvas: Canvas | undefined;
      const drawn = recordText(() => (canvas = drawScoreChart(chart)));
      expect(smallest(drawn, 360)).toBeGreaterThanOrEqual(7);
      expect(overlaps(drawn)).toEqual([]);
      writePreviews(`${players}p`, canvas as Canvas);
    });
  }

  it('says each player’s name and final VP and DP, as the final scores do', () => {
    const record = finishedRecord(14, 4);
    const chart = chartOf(14, 4);
    const texts = recordText(() => drawScoreChart(chart)).map((d) => d.text);
    const ended = (record.state as GameState).phase;
    if (ended.kind !== 'ended') throw new Error('not ended');
    for (const s of ended.scores) {
      expect(texts).toContain(chart.players[s.player].name);
      expect(texts).toContain(`${s.vp} VP · ${s.dp} DP`);
    }
    // Control: a chart whose last round says other figures is told apart by the same check.
    const planted: ScoreChart = {
      ...chart,
      players: chart.players.map((p) => ({ ...p, vp: [...p.vp.slice(0, -1), (p.vp.at(-1) ?? 0) + 7] })),
    };
    const plantedTexts = recordText(() => drawScoreChart(planted)).map((d) => d.text);
    expect(plantedTexts).not.toContain(`${ended.scores[0].vp} VP · ${ended.scores[0].dp} DP`);
  });

  it('the readability check catches a text too small (control)', () => {
    const drawn = recordText(() => drawScoreChart(chartOf(13, 3)));
    expect(smallest([...drawn, { ...drawn[0], px: 10 }], 360)).toBeLessThan(7);
  });

  it('every word comes from the catalogue: in the pseudo-language each is bracketed', () => {
    const chart = chartOf(13, 3);
    const names = new Set(chart.players.map((p) => p.name));
    const drawn = recordText(() => drawScoreChart(chart, PSEUDO_LOCALE));
    const words = drawn.map((d) => d.text).filter((t) => !names.has(t) && /\p{L}/u.test(t) && t.length > 1);
    expect(words.length).toBeGreaterThan(3);
    expect(words.filter((t) => !t.includes('⟦'))).toEqual([]);
  });

  it('badges ending on the same figure are pushed apart, within the plot', () => {
    expect(spread([100, 100, 100], 24, 400)).toEqual([100, 124, 148]);
    expect(spread([400, 400], 24, 400)).toEqual([376, 400]);
    expect(spread([50, 300], 24, 400)).toEqual([50, 300]);
  });
});

describe('render: the chart through the render pool', () => {
  const pool = RenderPool.start(1, { lazy: true });
  afterAll(() => pool.close());

  it('is a PNG with its alt text naming every player’s final VP', async () => {
    const chart = chartOf(12, 2);
    const image = await pool.chart(chart);
    expect(image.mime).toBe('image/png');
    expect(image.fileName).toBe('kogge-rounds.png');
    expect(image.width).toBe(820);
    for (const p of chart.players) expect(image.description).toContain(`${p.name} ${p.vp.at(-1)} VP`);
  });
});
