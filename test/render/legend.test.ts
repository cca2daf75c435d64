// The board's key (issue 13): its words lie in a cached layer that the board goldens leave
// out, so here its every figure is read from the drawing and checked against the rules'
// own numbers in the engine (VP of goods, offices, chits and raid markers, DP, the office's
// cost, the 18-step track, 5 DP), its chit abbreviations against the panel's tiles, and the
// faded "set aside" flag it explains against the player rows. A changed figure fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHITS,
  GAME_END_STEPS,
  GOODS,
  GOOD_VP,
  VP,
  WINNING_DP,
  cityGood,
  developmentPoints,
  officeCost,
  publicView,
  totalGoods,
} from '../../src/engine/index';
import { addCatalogue, goodName, t } from '../../src/i18n/index';
import { drawBoard } from '../../src/render/index';
import { boardCanvas } from '../../src/render/board/board-canvas';
import { legend } from '../../src/render/board/legend';
import { useLocale } from '../../src/render/draw/words';
import { PLAYER_STYLE } from '../../src/render/theme';
import { recordShapes } from './drawn-shapes';
import { recordText } from './drawn-text';
import { midGameState } from './fixtures';
import { GOLDEN_DIR, boardLayers, drawnTextRecord } from './golden';

/** The key's words as drawn, in drawing order. */
function keyTexts(locale = 'en'): string[] {
  return recordText(() => {
    const { ctx } = boardCanvas();
    useLocale(ctx, locale);
    legend(ctx);
  }).map((d) => d.text);
}

/** The DP one more office, or one more bonus chit, gives: from the engine's scoring (K-50). */
function dpOfOne(add: 'office' | 'chit'): number {
  const state = midGameState();
  const before = developmentPoints(state, 1);
  if (add === 'office')
    state.cities[3].offices.push({ owner: 1, goods: { ore: 0, fur: 0, amber: 0, salt: 0 } });
  else state.players[1].chits.push('secretPassage');
  return developmentPoints(state, 1) - before;
}

/** What the key must say, line by line, with every figure taken from the engine. */
function expectedKey(): string[] {
  const state = midGameState();
  // Reval (3) has no office in the fixture, Åbo (2) has two; Riga (4) one.
  const first = officeCost(state, 3);
  const second = officeCost(state, 4);
  return [
    ...GOODS.map((good) => `${goodName(good)} ${GOOD_VP[good]}`),
    `office: ${VP.office} VP, ${dpOfOne('office')} DP`,
    `${totalGoods(first.goods)} goods it lacks + ${first.markers}–${second.markers} of its markers`,
    `raid marker: ${VP.raidInHand} VP in hand`,
    `bonus chit: ${VP.chit} VP, ${dpOfOne('chit')} DP`,
    `track: ${GAME_END_STEPS} steps`,
  ];
}

/** The lines of the expected key the drawing lacks (a wrong figure, a cut word), and the track rule's figures. */
function keyFaults(drawn: string[]): string[] {
  const faults = expectedKey().filter((line) => !drawn.includes(line));
  const rule = drawn.slice(drawn.findIndex((d) => d.startsWith('track:')) + 1).join(' ');
  if (!rule.includes(`reaches ${GAME_END_STEPS}/${GAME_END_STEPS},`))
    faults.push(`track rule without ${GAME_END_STEPS}/${GAME_END_STEPS}: ${rule}`);
  if (!rule.includes(`${WINNING_DP} DP in your turn wins`))
    faults.push(`track rule without ${WINNING_DP} DP: ${rule}`);
  return faults;
}

describe('render: the key says the rules’ figures (issue 13)', () => {
  it('K-51, K-50, K-40: goods, office, raid marker and chit VP and DP, and the office cost, as the engine counts them', () => {
    expect(keyFaults(keyTexts())).toEqual([]);
  });

  it('K-40: the office cost the key names is one good of each kind the city does not produce', () => {
    const state = midGameState();
    for (const city of [3, 4]) {
      const { goods } = officeCost(state, city);
      expect(GOODS.filter((g) => goods[g] === 1)).toEqual(GOODS.filter((g) => g !== cityGood(city)));
    }
    expect(keyTexts()).toContain('3 goods it lacks + 1–2 of its markers');
  });

  it('K-26, K-50: the END track says 18 steps, 18/18 and 5 DP', () => {
    const drawn = keyTexts();
    expect(drawn).toContain('END');
    expect(drawn).toContain(`track: ${GAME_END_STEPS} steps`);
  });

  it('K-5: the chit abbreviations are the panel’s tiles, each beside its name, in the order of the chits', () => {
    const drawn = keyTexts();
    const pairs = CHITS.map((chit) => [t(`chit.tile.${chit}`), t(`board.legend.chit.${chit}`)]);
    expect(pairs.map(([tile]) => tile)).toEqual(['3:1', '+1', '2×', 'SP']);
    const at = drawn.indexOf(pairs[0][0], drawn.indexOf(pairs[0][0]) + 1);
    expect(drawn.slice(at, at + 8)).toEqual(pairs.flat());
  });

  it('K-27, K-25: an order square "1" beside "order of play", the guild master’s 1 and 2 steps', () => {
    const drawn = keyTexts();
    const order = drawn.indexOf('order of play');
    expect(drawn[order - 1]).toBe('1');
    expect(drawn.slice(order + 1, order + 4)).toEqual(['1', '2', 'GM: 1 or 2 steps']);
    expect(drawn[drawn.indexOf('face-down route') - 1]).toBe('?');
  });

  it('raid markers: the key explains the faded flag, and the panel draws the set-aside flag faded, the one in hand not', () => {
    expect(keyTexts()).toContain('GM skips · faded: set aside');
    // Mid-game: Bert has one raid marker in hand and one set aside (the fixture's default).
    const state = midGameState();
    const bert = publicView(state).players[1];
    expect([bert.raidsInHand, bert.raidSetAside]).toEqual([1, 1]);
    const flags = recordShapes(() => drawBoard(publicView(state)))
      .filter((s) => s.op === 'fill' && s.colour === PLAYER_STYLE[bert.color].fill && s.points.length === 3)
      .map((s) => s.alpha);
    // Bert's pennants: none lie on the map, so the two are the panel's, in hand then set aside.
    expect(flags).toEqual([1, 0.35]);
  });
});

describe('render: a wrong figure in the key is caught', () => {
  const WRONG = 'en-x-wrong-key';
  addCatalogue(WRONG, { 'board.legend.office': 'office: 11 VP, 1 DP' });

  it('an office worth 11 VP in the key fails the check against the engine', () => {
    expect(keyFaults(keyTexts(WRONG))).toEqual([`office: ${VP.office} VP, 1 DP`]);
  });

  it('a track of 20 steps fails it too', () => {
    const drawn = keyTexts().map((d) => d.replace(`${GAME_END_STEPS}/`, '20/'));
    expect(keyFaults(drawn)).toHaveLength(1);
  });

  it('and no longer matches the cached layers’ golden text, which the right key does', () => {
    const golden = readFileSync(new URL('board-layers.txt', GOLDEN_DIR), 'utf8');
    expect(drawnTextRecord(() => boardLayers(WRONG)).text).not.toBe(golden);
    expect(drawnTextRecord(() => boardLayers('en')).text).toBe(golden);
  });
});
