// The images in French (issue 25): French words run longer than English ones, so the board,
// the phone companion and every hand are drawn in 'fr' and held to what English meets: no
// two words overlap, none leaves the image, none is cut short with "…" (one known exception),
// and the phone and hand words stay readable at 360 px.
import { afterAll, describe, expect, it } from 'vitest';
import { playerView, publicView } from '../../src/engine/index';
import { addCatalogue } from '../../src/i18n/index';
import {
  RenderPool,
  drawBoard,
  drawHand,
  drawPhoneBoard,
  drawScoreChart,
  renderBoard,
} from '../../src/render/index';
import { scoreChartOf } from '../../src/bot/score-chart';
import { finishedRecord } from '../verify/finished-game';
import { writeFileSync } from 'node:fs';
import { overlaps, recordText, type DrawnText } from './drawn-text';
import { BOARD_FIXTURES, startState } from './fixtures';

const PHONE_WIDTH = 360;
const MIN_PX = 7;

/**
 * The start board's key sets each good in a column 60 px wide at 14 px: "fourrure 3" needs 63,
 * so it is fitted to "fourrur…". The word is the rulebook's; the column is the renderer's to
 * widen (reported with the catalogue).
 */
const KNOWN_CUTS = new Set(['fourrur…']);

const cut = (drawn: DrawnText[]) => drawn.filter((d) => d.text.endsWith('…')).map((d) => d.text);
const outside = (drawn: DrawnText[]) =>
  drawn.filter((d) => d.box[0] < -1 || d.box[2] > d.imageWidth + 1).map((d) => d.text);
const tooSmall = (drawn: DrawnText[]) =>
  drawn.filter((d) => (d.px * PHONE_WIDTH) / d.imageWidth < MIN_PX).map((d) => d.text);

/** Every fault of one image's words, by kind. */
function faults(drawn: DrawnText[], phone: boolean): string[] {
  return [
    ...overlaps(drawn).map((o) => `overlap: ${o}`),
    ...outside(drawn).map((t) => `outside: ${t}`),
    ...cut(drawn)
      .filter((t) => !KNOWN_CUTS.has(t))
      .map((t) => `cut: ${t}`),
    ...(phone ? tooSmall(drawn).map((t) => `small: ${t}`) : []),
  ];
}

describe('render: the images in French', () => {
  for (const [name, fixture] of Object.entries(BOARD_FIXTURES)) {
    it(`${name}: the board, the phone board and every hand fit their French words`, () => {
      const state = fixture();
      expect(
        faults(
          recordText(() => drawBoard(publicView(state), 'fr')),
          false,
        ),
      ).toEqual([]);
      expect(
        faults(
          recordText(() => drawPhoneBoard(publicView(state), 'fr')),
          true,
        ),
      ).toEqual([]);
      state.players.forEach((_, seat) =>
        expect(
          faults(
            recordText(() => drawHand(playerView(state, seat), 'fr')),
            true,
          ),
        ).toEqual([]),
      );
    });
  }

  it('the final VP and DP chart of a four-player game fits its French words', () => {
    const chart = scoreChartOf(finishedRecord(14, 4));
    if (!chart) throw new Error('no chart');
    let png: Buffer | undefined;
    const drawn = recordText(() => (png = drawScoreChart(chart, 'fr').toBuffer('image/png')));
    if (process.env.FR_PREVIEW && png) writeFileSync(process.env.FR_PREVIEW, png);
    expect(drawn.map((d) => d.text)).toContain('Points de victoire (PV)');
    expect(faults(drawn, true)).toEqual([]);
  });

  it('draws French words indeed: the board says « Manche » and « Marché »', () => {
    const texts = recordText(() => drawBoard(publicView(BOARD_FIXTURES.midGameState()), 'fr')).map(
      (d) => d.text,
    );
    expect(texts).toContain('Marché');
    expect(texts.some((t) => t.startsWith('Manche'))).toBe(true);
  });

  it('the checks catch a word too long for its room (control)', () => {
    addCatalogue('fr-XX', {
      'board.chitsLeft': 'Tuiles bonus restantes encore disponibles',
      'phone.market': 'M',
    });
    const drawn = recordText(() => drawBoard(publicView(startState()), 'fr-XX'));
    expect(faults(drawn, false).length).toBeGreaterThan(0);
    const phone = recordText(() => drawPhoneBoard(publicView(startState()), 'fr-XX'));
    expect(faults(phone, true)).toEqual([]);
  });

  describe('through the worker pool', () => {
    const pool = RenderPool.start(1);
    afterAll(() => pool.close());

    it('a render worker thread knows the French catalogue too (catalogues.ts from index.ts)', async () => {
      const view = publicView(BOARD_FIXTURES.midGameState());
      const [french, english] = await Promise.all([pool.board(view, 'fr'), pool.board(view)]);
      expect(french.data.equals((await renderBoard(view, { locale: 'fr' })).data)).toBe(true);
      expect(french.data.equals(english.data)).toBe(false);
      expect(french.description).toMatch(/^Plateau de Kogge/);
    });
  });
});
