// The coach's reasons said in words (issue 26): every reason the coach gives in whole games
// reads as a full sentence that names the move's city, goods and markers, and every reason key
// has its sentence.
import { describe, expect, it } from 'vitest';
import { blockingDecisions, legalActions, playerView, type GameState } from '../../src/engine';
import { COACH_SEARCH, coachHint, playSeatedGame, REASON_KEYS } from '../../src/ai';
import { cityName, en, goodsText } from '../../src/i18n/index';
import { reasonText } from '../../src/bot/coach/reason-text';

const NAMES = ['Ada', 'Bert', 'Cleo', 'Dirk'];

describe('the coach’s reasons in words (issue 26)', () => {
  it('every reason key has a sentence', () => {
    expect(REASON_KEYS.filter((k) => !(`coach.reason.${k}` in en))).toEqual([]);
  });

  it('every hint of a whole game reads whole and names the city and goods its move is about', () => {
    const states: GameState[] = [];
    playSeatedGame({ seed: 9, seats: ['heuristic', 'heuristic'], onState: (s) => states.push(s) });
    let said = 0;
    for (const state of states.filter((_, i) => i % 2 === 0))
      for (const d of blockingDecisions(state)) {
        const request = { view: playerView(state, d.player), legal: legalActions(state, d.player), seed: 4 };
        const hint = coachHint(request, { ...COACH_SEARCH, iterations: 16 });
        if (!hint.reason) continue;
        const text = reasonText(hint.reason, (p) => NAMES[p], 'en');
        expect(text).not.toMatch(/[{}]/);
        expect(text).toMatch(/[.]$/);
        const p = hint.reason.params;
        if (p.city !== undefined) expect(text).toContain(cityName(p.city));
        if (p.give) expect(text).toContain(goodsText(p.give));
        if (p.receive) expect(text).toContain(goodsText(p.receive));
        said += 1;
      }
    expect(said).toBeGreaterThan(40);
  }, 60_000);

  it('control: a sentence with a parameter left unfilled is caught by the same check', () => {
    const text = reasonText({ key: 'sail.trade', params: { city: 4 } }, (p) => NAMES[p], 'en');
    expect(text).toMatch(/[{}]/);
  });
});
