// Issue 25: the other languages' words are longer than English's (German most of all). On
// every board fixture, in every registered catalogue: no two words of the board, the phone
// board or a hand run into each other, and no text is cut short with "…" (English cuts none)
// beyond the few listed here, each with why.
import { afterAll, describe, expect, it } from 'vitest';
import { playerView, publicView, type GameState } from '../../src/engine/index';
import { addCatalogue, type Catalogue } from '../../src/i18n/index';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { RenderPool, drawBoard, drawHand, drawPhoneBoard, renderBoard } from '../../src/render/index';
import { drawCityFrames } from '../../src/render/board/city-frame';
import { overlaps, recordText, type DrawnText } from './drawn-text';
import { BOARD_FIXTURES, midGameState } from './fixtures';

/**
 * Texts a language's words may cut, each with why: none today. The board key's goods column
 * was sized for "amber 5" and cut German "Bernstein 5" and French "fourrure 3" until it made
 * room (legend.ts: the second column after the first's widest label, a size smaller if need be).
 */
const KNOWN_CUTS: Readonly<Record<string, readonly string[]>> = {};

function drawAll(state: GameState, locale: string): [string, DrawnText[]][] {
  return [
    // The city cards and the key are drawn once per language into a cached layer: afresh here.
    ['frames', recordText(() => drawCityFrames(locale))],
    ['board', recordText(() => drawBoard(publicView(state), locale))],
    ['phone', recordText(() => drawPhoneBoard(publicView(state), locale))],
    ...state.players.map((_, seat): [string, DrawnText[]] => [
      'hand',
      recordText(() => drawHand(playerView(state, seat), locale)),
    ]),
  ];
}

/** Every text drawn cut short ("…") on any image of any fixture. */
function cutTexts(locale: string): string[] {
  const cut = new Set<string>();
  for (const fixture of Object.values(BOARD_FIXTURES))
    for (const [, drawn] of drawAll(fixture(), locale))
      for (const { text } of drawn) if (text.endsWith('…')) cut.add(text);
  return [...cut].sort();
}

describe.each(Object.keys(CATALOGUES))('render in %s', (locale) => {
  for (const [name, fixture] of Object.entries(BOARD_FIXTURES)) {
    it(`${name}: no two words overlap on the board, the phone board or any hand`, () => {
      for (const [image, drawn] of drawAll(fixture(), locale))
        expect([image, overlaps(drawn)]).toEqual([image, []]);
    });
  }

  it('cuts no text short but the known ones', () => {
    expect(cutTexts(locale)).toEqual(KNOWN_CUTS[locale] ?? []);
  });
});

describe('the cut check', () => {
  it('control: English cuts nothing, and a planted over-long key line is found cut', () => {
    expect(cutTexts('en')).toEqual([]);
    const planted: Catalogue = {
      'board.legend.raid': 'Überfallmarkierungsplättchen: zehn Siegpunkte auf der Hand',
    };
    addCatalogue('x-cut-control', planted);
    expect(cutTexts('x-cut-control')).toEqual([expect.stringMatching(/^Überfallmarkierungs.*…$/)]);
  });
});

// The worker threads import the catalogue themselves: each language must be registered there too.
describe('through the worker pool', () => {
  const pool = RenderPool.start(1);
  afterAll(() => pool.close());

  it.each(Object.keys(CATALOGUES))(
    'draws the board in %s, as this thread draws it, not in English',
    async (locale) => {
      const view = publicView(midGameState());
      const [drawn, english] = await Promise.all([pool.board(view, locale), pool.board(view)]);
      expect(drawn.data.equals((await renderBoard(view, { locale })).data)).toBe(true);
      expect(drawn.data.equals(english.data)).toBe(false);
    },
  );
});
