// Player names are Discord display names: emoji and Chinese, Japanese or Korean letters must
// be drawn as themselves, not as the empty box a font shows for a glyph it lacks.
import { describe, expect, it } from 'vitest';
import { Canvas } from '@napi-rs/canvas';
import { textAt } from '../../src/render/draw/context';
import { needsFallbacks, registerFonts } from '../../src/render/fonts';

/** The pixels of one piece of text, drawn alone in the board's font. */
function glyphs(text: string, bold = false): Buffer {
  registerFonts();
  const canvas = new Canvas(120, 40);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 120, 40);
  textAt(ctx, text, 4, 20, 24, '#000000', bold);
  return canvas.data();
}

describe('render: fonts for every name', () => {
  // U+10FFFD is a private-use code point no font here has: what a missing glyph looks like.
  const missing = glyphs('\u{10FFFD}');
  const blank = glyphs('');
  const samples = {
    Chinese: '李',
    Japanese: 'さ',
    Korean: '민',
    emoji: '🐟',
    'another emoji': '🎲',
    Cyrillic: 'Ж',
    Latin: 'Ä',
  };

  for (const [script, char] of Object.entries(samples)) {
    it(`draws ${script} (${char}) as a glyph of its own, in regular and bold`, () => {
      for (const bold of [false, true]) {
        const drawn = glyphs(char, bold);
        expect(drawn.equals(blank)).toBe(false);
        expect(drawn.equals(glyphs('\u{10FFFD}', bold))).toBe(false);
      }
    });
  }

  it('tells different characters of one script apart (boxes would all look alike)', () => {
    const drawn = ['李', '雷', 'さ', 'く', '민', '수', '🐟', '🎲'].map((c) => glyphs(c));
    for (let i = 0; i < drawn.length; i++)
      for (let j = i + 1; j < drawn.length; j++) expect(drawn[i].equals(drawn[j])).toBe(false);
    // The check itself can fail: two code points without a glyph draw the same box.
    expect(glyphs('\u{10FFFD}').equals(glyphs('\u{10FFFC}'))).toBe(true);
    expect(missing.equals(blank)).toBe(false);
  });

  it('asks for the fallback fonts only for text that needs them (they make text about three times as costly)', () => {
    for (const text of ['Ada', 'Zoë', 'Ольга', 'أحمد', '3:1 ×2 – → ★ ⟦Round⟧ …'])
      expect(needsFallbacks(text)).toBe(false);
    for (const text of ['李雷', 'さくら', '민수', 'Zoë 🐟', '🎲']) expect(needsFallbacks(text)).toBe(true);
  });
});
