// The phone companion (issue 13: "a phone shows almost nothing"): at the 360 px a phone shows
// an image, every word and figure on it is at least 7 px tall, it says only what the public
// board says (K-60), and every word comes from the catalogue.
import { afterAll, describe, expect, it } from 'vitest';
import { Canvas } from '@napi-rs/canvas';
import { mkdirSync, writeFileSync } from 'node:fs';
import { playerView, publicView, type GameState } from '../../src/engine/index';
import { eachState, randomStates } from './random-states';
import { PSEUDO_LOCALE } from '../../src/i18n/index';
import {
  RenderPool,
  drawHand,
  drawPhoneBoard,
  renderBoard,
  type DescribedImage,
} from '../../src/render/index';
import { overlaps, recordText, type DrawnText } from './drawn-text';
import {
  BOARD_FIXTURES,
  crowdedCityState,
  memoryState,
  midGameState,
  offersState,
  otherSecrets,
} from './fixtures';

const PHONE_WIDTH = 360;
const MIN_PX = 7;

/** Texts smaller than 7 px once the image is shown 360 px wide. */
function tooSmall(drawn: DrawnText[]): string[] {
  return drawn
    .map((d) => ({ text: d.text, px: (d.px * PHONE_WIDTH) / d.imageWidth }))
    .filter((d) => d.px < MIN_PX)
    .map((d) => `${d.text} (${d.px.toFixed(1)} px)`);
}

describe('render: the phone companion reads at 360 px', () => {
  for (const [name, fixture] of Object.entries(BOARD_FIXTURES)) {
    it(`${name}: every word and figure is at least ${MIN_PX} px at ${PHONE_WIDTH} px wide, and none overlap`, () => {
      let canvas: Canvas | undefined;
      const drawn = recordText(() => (canvas = drawPhoneBoard(publicView(fixture()))));
      expect(drawn.length).toBeGreaterThan(60);
      expect(tooSmall(drawn)).toEqual([]);
      expect(overlaps(drawn)).toEqual([]);
      writePhonePreview(name, canvas as Canvas);
    });
  }

  it('every state of random game 201, in English and the pseudo-language', async () => {
    const found = new Set<string>();
    const onState = (state: GameState) => {
      for (const locale of ['en', PSEUDO_LOCALE]) {
        const drawn = recordText(() => drawPhoneBoard(publicView(state), locale));
        for (const small of tooSmall(drawn)) found.add(`small: ${small}`);
        for (const overlap of overlaps(drawn)) found.add(`overlap: ${overlap}`);
      }
    };
    await eachState(randomStates({ seed: 201, players: 4, check: false }), onState);
    expect([...found]).toEqual([]);
  }, 180_000);

  // The hand is a reply to one player, often on a phone: its words and figures read there too.
  for (const [name, fixture] of Object.entries(BOARD_FIXTURES)) {
    it(`${name}: every hand's words and figures are at least ${MIN_PX} px at ${PHONE_WIDTH} px wide`, () => {
      const state = fixture();
      state.players.forEach((_, seat) => {
        let canvas: Canvas | undefined;
        const drawn = recordText(() => (canvas = drawHand(playerView(state, seat))));
        expect(tooSmall(drawn)).toEqual([]);
        if (seat === 0) writePhonePreview(`hand-${name}`, canvas as Canvas);
      });
    });
  }

  it('the check finds text too small for a phone (it can fail)', () => {
    const drawn = recordText(() => {
      const ctx = new Canvas(820, 100).getContext('2d');
      ctx.font = '14px sans-serif';
      ctx.fillText('3', 10, 30);
    });
    expect(tooSmall(drawn)).toEqual(['3 (6.1 px)']);
  });
});

/** Piece marks (a player's letter, GM) closer than a piece's width in one line: pieces squeezed onto each other. */
function squeezed(drawn: DrawnText[], fromX: number): string[] {
  const marks = drawn.filter((d) => d.box[0] >= fromX && /^(?:[A-Z]|GM)$/.test(d.text));
  const centre = (d: DrawnText) => [(d.box[0] + d.box[2]) / 2, (d.box[1] + d.box[3]) / 2];
  const found: string[] = [];
  marks.forEach((a, i) =>
    marks.slice(i + 1).forEach((b) => {
      const [ax, ay] = centre(a);
      const [bx, by] = centre(b);
      if (Math.abs(ay - by) < 20 && Math.abs(ax - bx) < 28) found.push(`${a.text} × ${b.text}`);
    }),
  );
  return found;
}

describe('render: a crowded city on the phone', () => {
  it('every cog, the guild master and three raid markers in Reval take two lines, no piece on another', () => {
    const drawn = recordText(() => drawPhoneBoard(publicView(crowdedCityState())));
    const marks = drawn.filter((d) => d.box[0] >= 650 && /^(?:[RGBY]|GM)$/.test(d.text));
    // GM, four cogs, three raid markers in Reval; one raid marker each in Stralsund and Copenhagen.
    expect(marks).toHaveLength(10);
    expect(squeezed(drawn, 650)).toEqual([]);
    expect(tooSmall(drawn)).toEqual([]);
  });

  it('the check finds pieces squeezed together (it can fail)', () => {
    const mark = (text: string, x: number): DrawnText => ({
      text,
      px: 17,
      imageWidth: 820,
      box: [x, 100, x + 10, 117],
    });
    expect(squeezed([mark('R', 700), mark('G', 716), mark('B', 760)], 650)).toEqual(['R × G']);
  });
});

describe('render: the phone companion tells no secret (K-60)', () => {
  for (const [name, make] of [
    ['mid-game', midGameState],
    ['memory', memoryState],
    ['trade offers', offersState],
  ] as const) {
    it(`the ${name} phone image is identical whatever the hidden holdings and face-down values`, () => {
      const state = make();
      const a = drawPhoneBoard(publicView(state)).data();
      const b = drawPhoneBoard(publicView(otherSecrets(state))).data();
      expect(Buffer.compare(a, b)).toBe(0);
    });
  }

  it('a public change does move pixels (the comparison above can fail)', () => {
    const other = midGameState();
    other.cities[0].goods.ore += 1;
    const a = drawPhoneBoard(publicView(midGameState())).data();
    expect(Buffer.compare(a, drawPhoneBoard(publicView(other)).data())).not.toBe(0);
  });

  it('refuses a player view', () => {
    const view = playerView(midGameState(), 0) as unknown as Parameters<typeof drawPhoneBoard>[0];
    expect(() => drawPhoneBoard(view)).toThrow(TypeError);
  });
});

describe('render: the phone companion through renderBoard and the pool', () => {
  const pool = RenderPool.start(1);
  afterAll(() => pool.close());

  it("renderBoard({ layout: 'phone' }) and pool.board(view, locale, { layout: 'phone' }) give the same PNG, with the board's description", async () => {
    const view = publicView(midGameState());
    const direct: DescribedImage = await renderBoard(view, { layout: 'phone', label: 'Game 12' });
    const pooled = await pool.board(view, 'en', { layout: 'phone', label: 'Game 12' });
    expect(direct.width).toBe(820);
    expect(direct.fileName).toMatch(/^kogge-phone-.*\.png$/);
    expect(pooled.data.equals(direct.data)).toBe(true);
    expect(pooled.description).toBe((await renderBoard(view, { label: 'Game 12' })).description);
  });
});

/** The phone image at 360 px, for a person to look at: test/render/__output__/phone-*.png. */
function writePhonePreview(name: string, image: Canvas): void {
  const small = new Canvas(PHONE_WIDTH, Math.round((image.height * PHONE_WIDTH) / image.width));
  const ctx = small.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, small.width, small.height);
  const dir = new URL('./__output__/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL(`phone-${name}.png`, dir), small.toBuffer('image/png'));
}
