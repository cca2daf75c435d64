// Colour-blind safety (issue: "goods and players differ by shape or letter, not only
// colour"): each good's piece has a silhouette of its own, and every player piece carries
// the player's letter, distinct for the four colours.
import { describe, expect, it } from 'vitest';
import { Canvas } from '@napi-rs/canvas';
import { COLORS, GOODS, type Good } from '../../src/engine/index';
import { PSEUDO_LOCALE, t } from '../../src/i18n/index';
import { goodIcon } from '../../src/render/draw/goods';
import { cogIcon, officeIcon, playerBadge, raidFlag } from '../../src/render/draw/players';
import { useLocale } from '../../src/render/draw/words';
import { registerFonts } from '../../src/render/fonts';
import { recordText } from './drawn-text';

/** Which pixels a good's piece covers, whatever their colour: its silhouette. */
function silhouette(good: Good): string {
  const canvas = new Canvas(40, 40);
  goodIcon(canvas.getContext('2d'), good, 20, 20, 28);
  const pixels = canvas.data();
  let mask = '';
  for (let i = 3; i < pixels.length; i += 4) mask += pixels[i] > 127 ? '#' : '.';
  return mask;
}

const PIECES = { badge: playerBadge, cog: cogIcon, 'raid marker': raidFlag, office: officeIcon };

describe('render: colour-blind safety', () => {
  it('the four goods have four different silhouettes (K-2: ore square, fur circle, amber diamond, salt triangle)', () => {
    const shapes = GOODS.map(silhouette);
    expect(new Set(shapes).size).toBe(GOODS.length);
    // The comparison can fail: the same good twice has the same silhouette.
    expect(silhouette('ore')).toBe(shapes[0]);
  });

  for (const [piece, draw] of Object.entries(PIECES)) {
    it(`every ${piece} carries its player's letter, and the four letters differ`, () => {
      registerFonts();
      for (const locale of ['en', PSEUDO_LOCALE]) {
        const letters = COLORS.map((color) => {
          const drawn = recordText(() => {
            const ctx = new Canvas(60, 60).getContext('2d');
            useLocale(ctx, locale);
            draw(ctx, color, 30, 30, 32);
          });
          expect(drawn.map((d) => d.text)).toEqual([t(`color.letter.${color}`, {}, locale)]);
          return drawn[0].text;
        });
        expect(new Set(letters).size).toBe(COLORS.length);
      }
    });
  }
});
