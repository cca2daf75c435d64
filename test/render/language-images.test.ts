// Issue 25: the images of the language goldens (golden.ts: the key, a board waiting on the
// raider's cog, the phone board, a hand), drawn whole in German, French, Italian and the
// pseudo-locale's bracketed words: every label fits, uncut, inside the image, over no other,
// and every word reads at 6.5 px at least once the board is shown 550 px wide, and at 7 px
// once the phone board and the hand are shown 360 px wide. A planted over-long label shows the checks catch it.
import type { Canvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { playerView, publicView } from '../../src/engine/index';
import { PSEUDO_LOCALE, addCatalogue } from '../../src/i18n/index';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { drawBoard, drawHand, drawPhoneBoard } from '../../src/render/index';
import { overlaps, recordText, type DrawnText } from './drawn-text';
import { midGameState, raidDestinationState } from './fixtures';
import { boardLayers } from './golden';

/** Each image, and the width Discord shows it at: a board in a channel, the others on a phone. */
const IMAGES: Record<string, { draw: (locale: string) => Canvas; shown: number }> = {
  key: { draw: (locale) => boardLayers(locale), shown: 550 },
  board: { draw: (locale) => drawBoard(publicView(raidDestinationState()), locale), shown: 550 },
  phone: {
    draw: (locale) => drawPhoneBoard(publicView(midGameState()), locale, { label: 'Game 12' }),
    shown: 360,
  },
  hand: { draw: (locale) => drawHand(playerView(midGameState(), 2), locale), shown: 360 },
};
/** The least size of a word at the width its image is shown (words.test.ts, phone.test.ts). */
const PHONE_MIN_PX = 7;
const CHANNEL_MIN_PX = 6.5;
/** Marks on pieces (a letter, GM, END and their words in each language): words.test.ts holds them to 4 px. */
const PIECE_MARK = /^⟦?\p{Lu}{1,4}⟧?$/u;

function drawn(image: string, locale: string): DrawnText[] {
  const { draw } = IMAGES[image];
  draw(locale); // the cached layers first, as golden.ts does: the board's words then are its own
  return recordText(() => draw(locale));
}

/** Every fault of one image's words: cut, outside, over another, too small at its shown width. */
function faults(image: string, locale: string): string[] {
  const texts = drawn(image, locale);
  const { shown } = IMAGES[image];
  const least = shown === 360 ? PHONE_MIN_PX : CHANNEL_MIN_PX;
  return [
    ...texts.filter((d) => d.text.endsWith('…')).map((d) => `cut: ${d.text}`),
    ...texts.filter((d) => d.box[0] < -1 || d.box[2] > d.imageWidth + 1).map((d) => `outside: ${d.text}`),
    ...overlaps(texts).map((o) => `overlap: ${o}`),
    ...texts
      .filter((d) => !PIECE_MARK.test(d.text) && (d.px * shown) / d.imageWidth < least - 0.01)
      .map((d) => `small at ${shown} px: ${d.text}`),
  ];
}

describe.each(Object.keys(CATALOGUES))('the language images in %s (issue 25)', (locale) => {
  it.each(Object.keys(IMAGES))('%s: every label fits, uncut, and reads at its shown width', (image) => {
    expect(faults(image, locale)).toEqual([]);
  });
});

/**
 * The pseudo-locale wraps every sentence and every name within it in ⟦brackets⟧, up to four
 * more characters a label: the images cut or shrink many of those (words.test.ts holds it to
 * no overlap alone), so here it is held to no overlap and to staying inside the image. Its bonus chit row also runs past the board's
 * right edge ("⟦SP⟧ ⟦×2⟧"): no real language's words are that long, but it is a place to
 * watch if one comes.
 */
const PSEUDO_ALLOWED = /^(cut: |small at |outside: ⟦(×\d|SP)⟧$)/;

describe('the language images in the pseudo-locale (issue 25)', () => {
  it.each(Object.keys(IMAGES))(
    '%s: no label over another, none too small, none outside but the chits row',
    (image) => {
      expect(faults(image, PSEUDO_LOCALE).filter((f) => !PSEUDO_ALLOWED.test(f))).toEqual([]);
    },
  );
});

describe('the language images’ checks', () => {
  afterAll(() => addCatalogue('x-images-control', {}));

  it('control: English passes, and a planted over-long label is caught on the key and the hand', () => {
    for (const image of Object.keys(IMAGES)) expect(faults(image, 'en')).toEqual([]);
    addCatalogue('x-images-control', {
      'board.legend.raid': 'Überfallmarkierungsplättchen: zehn Siegpunkte auf der Hand',
      'hand.chits': 'Bonusplättchen, die du in dieser Partie schon bekommen hast und noch nutzen kannst',
    });
    expect(faults('key', 'x-images-control')).not.toEqual([]);
    expect(faults('hand', 'x-images-control')).not.toEqual([]);
  });
});
