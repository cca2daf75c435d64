// Every word on an image comes from the i18n catalogue (DESIGN: no user-facing literals), in
// the language the image is asked for, and every word stays readable at the size Discord
// shows an image in a channel.
import { afterAll, describe, expect, it } from 'vitest';
import { Canvas } from '@napi-rs/canvas';
import { mkdirSync, writeFileSync } from 'node:fs';
import { playerView, publicView, type GameOptions, type GameState } from '../../src/engine/index';
import { nextActor } from '../../src/ai/index';
import { eachState, randomStates } from './random-states';
import { PSEUDO_LOCALE, en } from '../../src/i18n/index';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { RenderPool, drawBoard, drawHand, drawPhoneBoard, renderBoard } from '../../src/render/index';
import { overlaps, recordText, type DrawnText } from './drawn-text';
import { GOLDENS } from './golden';
import { BOARD_FIXTURES, midGameState } from './fixtures';

/** A whole random game drawn state by state: a minute or more on a busy two-core machine. */
const RANDOM_GAME_TIMEOUT = 180_000;

/** Figures, symbols and marks that read the same in every language. */
const NOT_A_WORD = /^[\d\s?–+×/·:()#.…★→-]*$/;
/** Chart furniture in the cached sea layer: the Latin sea name and the compass's north. */
const CHART = new Set(['MARE BALTICUM', 'N']);

/**
 * Texts drawn outside the catalogue: neither bracketed by the pseudo-language nor a name or a
 * figure. A wrapped sentence opens its bracket on its first line and closes it on its last:
 * the lines drawn between those two belong to it. A sentence that never closes (lines lost to
 * a cut) is itself a stray, so it cannot hide the texts drawn after it; a line fitted with
 * "…" is cut on purpose and opens nothing.
 */
function strays(drawn: DrawnText[], names: string[]): string[] {
  const isName = (text: string) =>
    names.some((n) => text === n || (text.endsWith('…') && n.startsWith(text.slice(0, -1))));
  const found: string[] = [];
  // How many brackets are open: above 0, the line is inside a wrapped sentence.
  let depth = 0;
  let opener = '';
  for (const { text } of drawn) {
    const within = depth > 0;
    if (!within) opener = text;
    depth += [...text].filter((c) => c === '⟦').length - [...text].filter((c) => c === '⟧').length;
    // A line cut short with "…" (fitted to its room) ends there: it opens no wrapped sentence.
    if (depth < 0 || text.endsWith('…')) depth = 0;
    if (within || text.includes('⟦') || text.includes('⟧')) continue;
    if (!NOT_A_WORD.test(text) && !isName(text) && !CHART.has(text)) found.push(text);
  }
  if (depth > 0) found.push(`unclosed: ${opener}`);
  return found;
}

function drawEverything(state: GameState, locale: string): DrawnText[] {
  const names = state.players.map((p) => p.name);
  return recordText(() => {
    drawBoard(publicView(state), locale);
    drawPhoneBoard(publicView(state), locale);
    names.forEach((_, seat) => drawHand(playerView(state, seat), locale));
  });
}

describe('render: words come from the catalogue', () => {
  for (const [name, fixture] of Object.entries(BOARD_FIXTURES)) {
    it(`${name}: in the pseudo-language every word on the board, the phone companion and each hand is bracketed`, () => {
      const state = fixture();
      const drawn = drawEverything(state, PSEUDO_LOCALE);
      expect(drawn.length).toBeGreaterThan(40);
      expect(
        strays(
          drawn,
          state.players.map((p) => p.name),
        ),
      ).toEqual([]);
    });
  }

  const GAMES: { seed: number; players: number; options: Partial<GameOptions> }[] = [
    { seed: 201, players: 4, options: {} }, // reaches a raid with piles, trade offers and the end
    { seed: 202, players: 2, options: { holdings: 'open', memory: true } },
  ];
  for (const game of GAMES) {
    it(
      `every state of random game ${game.seed} (${game.players} players, ${JSON.stringify(game.options)}) draws only catalogue words`,
      async () => {
        const found = new Set<string>();
        const onState = (state: GameState) => {
          const names = state.players.map((p) => p.name);
          const drawn = recordText(() => {
            drawBoard(publicView(state), PSEUDO_LOCALE);
            drawPhoneBoard(publicView(state), PSEUDO_LOCALE);
            drawHand(playerView(state, nextActor(state) ?? 0), PSEUDO_LOCALE);
          });
          for (const stray of strays(drawn, names)) found.add(stray);
        };
        const states = randomStates({
          seed: game.seed,
          players: game.players,
          options: game.options,
          check: false,
        });
        await eachState(states, onState);
        expect([...found]).toEqual([]);
      },
      RANDOM_GAME_TIMEOUT,
    );
  }

  it('the same state in English has no bracket: the pseudo-language is what the check sees', () => {
    const drawn = drawEverything(midGameState(), 'en');
    expect(drawn.some((d) => d.text.includes('⟦'))).toBe(false);
    expect(strays(drawn, ['Ada', 'Bert', 'Cleo', 'Dirk']).length).toBeGreaterThan(30);
  });

  it('a wrapped sentence passes line by line, and a literal drawn after its closing bracket is still caught', () => {
    const texts = [
      '⟦Every guild master',
      'step moves it on. At',
      '18/18 it ends.⟧',
      'hard-coded',
      '⟦one line⟧',
    ];
    const drawn = texts.map((text) => ({
      text,
      px: 13,
      imageWidth: 880,
      box: [0, 0, 1, 1] as DrawnText['box'],
    }));
    expect(strays(drawn, [])).toEqual(['hard-coded']);
    const cut = ['⟦Every guild master', 'step moves it on.', 'hard-coded', '⟦one line⟧'];
    const cutDrawn = cut.map((text) => ({
      text,
      px: 13,
      imageWidth: 880,
      box: [0, 0, 1, 1] as DrawnText['box'],
    }));
    expect(strays(cutDrawn, [])).toEqual(['unclosed: ⟦Every guild master']);
  });

  it('a locale without a catalogue, or a malformed one, draws the English board, pixel for pixel', () => {
    const view = publicView(midGameState());
    const english = drawBoard(view).data();
    expect(drawBoard(view, 'zz').data().equals(english)).toBe(true);
    expect(drawBoard(view, 'not a locale!').data().equals(english)).toBe(true);
    expect(
      drawHand(playerView(midGameState(), 0), 'xx_YY')
        .data()
        .equals(drawHand(playerView(midGameState(), 0)).data()),
    ).toBe(true);
  });

  describe('through the worker pool', () => {
    const pool = RenderPool.start(1);
    afterAll(() => pool.close());

    it('draws the board in the language it is asked for', async () => {
      const view = publicView(midGameState());
      const [pseudo, english] = await Promise.all([pool.board(view, PSEUDO_LOCALE), pool.board(view)]);
      expect(pseudo.data.equals((await renderBoard(view, { locale: PSEUDO_LOCALE })).data)).toBe(true);
      expect(pseudo.data.equals(english.data)).toBe(false);
    });
  });
});

// No word runs into another: in English, and in the pseudo-language whose bracketed words are
// longer, as another language's often are.
describe('render: no two words overlap', () => {
  for (const locale of ['en', PSEUDO_LOCALE]) {
    for (const [name, fixture] of Object.entries(BOARD_FIXTURES)) {
      it(`${name} in ${locale}: the board and every hand`, () => {
        const state = fixture();
        expect(overlaps(recordText(() => drawBoard(publicView(state), locale)))).toEqual([]);
        state.players.forEach((_, seat) =>
          expect(overlaps(recordText(() => drawHand(playerView(state, seat), locale)))).toEqual([]),
        );
      });
    }

    it(
      `every state of random game 201 in ${locale}: the board and every hand`,
      async () => {
        const found = new Set<string>();
        const onState = (state: GameState) => {
          for (const overlap of overlaps(recordText(() => drawBoard(publicView(state), locale))))
            found.add(`board: ${overlap}`);
          state.players.forEach((_, seat) => {
            for (const overlap of overlaps(recordText(() => drawHand(playerView(state, seat), locale))))
              found.add(`hand: ${overlap}`);
          });
        };
        await eachState(randomStates({ seed: 201, players: 4, check: false }), onState);
        expect([...found]).toEqual([]);
      },
      RANDOM_GAME_TIMEOUT,
    );
  }

  it('the check finds an overlap when there is one', () => {
    const drawn = recordText(() => {
      const ctx = new Canvas(200, 50).getContext('2d');
      ctx.font = '20px sans-serif';
      ctx.fillText('Kogge', 10, 30);
      ctx.fillText('Hanse', 40, 30);
    });
    expect(overlaps(drawn)).toEqual(['"Kogge" × "Hanse"']);
  });
});

// Discord shows an image in a channel about 550 px wide; a word must still read there. Words
// get at least 6.5 px (DejaVu Sans Condensed stays legible down to about that); the single
// letters on pieces (R, G, B, Y; GM, END) mark pieces whose colour and shape already say whose
// they are, so they get 4 px there and full size when the image is opened.
const CHANNEL_WIDTH = 550;
const WORD_MIN_PX = 6.5;
const PIECE_MARK_MIN_PX = 4;
/** A letter, or the guild master's and the END marker's words in any language (ENDE, FIN, MG …). */
const PIECE_MARK = new RegExp(
  `^(?:[A-Z]|${[en, ...Object.values(CATALOGUES)]
    .flatMap((c) => [c['board.piece.guildMaster'], c['board.piece.end']])
    .filter((word): word is string => !!word)
    .join('|')})$`,
);

describe('render: readable at the size a channel shows', () => {
  for (const [name, draw] of Object.entries(GOLDENS)) {
    it(`${name}: every word is at least ${WORD_MIN_PX} px, every piece mark at least ${PIECE_MARK_MIN_PX} px, at ${CHANNEL_WIDTH} px wide`, () => {
      let canvas: Canvas | undefined;
      const drawn = recordText(() => (canvas = draw()));
      const tooSmall = drawn
        .map((d) => ({ text: d.text, px: (d.px * CHANNEL_WIDTH) / d.imageWidth }))
        .filter((d) => d.px < (PIECE_MARK.test(d.text) ? PIECE_MARK_MIN_PX : WORD_MIN_PX))
        .map((d) => `${d.text} (${d.px.toFixed(1)} px)`);
      expect(tooSmall).toEqual([]);
      writeChannelPreview(name, canvas!);
    });
  }
});

/** The image as a channel shows it, for a person to look at: test/render/__output__/channel-*.png. */
function writeChannelPreview(name: string, image: Canvas): void {
  const width = Math.min(CHANNEL_WIDTH, image.width);
  const small = new Canvas(width, Math.round((image.height * width) / image.width));
  const ctx = small.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, small.width, small.height);
  const dir = new URL('./__output__/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL(`channel-${name}.png`, dir), small.toBuffer('image/png'));
}
