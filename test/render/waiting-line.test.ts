// Issue 25: the board's "Waiting" line cut German's and French's "move the raider's cog"
// (K-45: the raid's victim moves the raider's cog) to "Angreiferkogge zie…". In every
// language the line now says the whole decision, on one line or wrapped onto two, and every
// piece of it ends inside the side panel, measured against the panel's right edge.
import { afterAll, describe, expect, it } from 'vitest';
import { publicView, type GameState } from '../../src/engine/index';
import { PSEUDO_LOCALE, addCatalogue, t } from '../../src/i18n/index';
import { CATALOGUES } from '../../src/i18n/catalogues';
import { BOARD_SCALE, drawBoard } from '../../src/render/index';
import { PANEL } from '../../src/render/layout';
import { recordText, type DrawnText } from './drawn-text';
import { raidDestinationState } from './fixtures';

/** The panel's text ends 16 px (PAD) inside its right edge, in the finished image's pixels. */
const RIGHT_EDGE = (PANEL.x + PANEL.w - 16) * BOARD_SCALE;
const VICTIM = 2;

/** The two texts drawn after the label, past the players' badges (a letter each). */
const afterLabel = (drawn: DrawnText[], label: number): DrawnText[] =>
  drawn
    .slice(label + 1)
    .filter((d) => [...d.text.replace(/[⟦⟧]/g, '')].length > 1)
    .slice(0, 2);

/** What is wrong with the waiting line in this language: [] when it is whole and inside. */
function waitingLineProblems(locale: string, state: GameState = raidDestinationState()): string[] {
  const drawn = recordText(() => drawBoard(publicView(state), locale));
  const label = drawn.findIndex((d) => d.text === t('board.waiting', {}, locale));
  if (label < 0) return ['no waiting label'];
  const decision = t('decision.raidDestination', {}, locale);
  const whole = t('board.waitingFor', { player: state.players[VICTIM].name, decision }, locale);
  const after = afterLabel(drawn, label);
  for (const count of [1, 2]) {
    const pieces = after.slice(0, count);
    if (pieces.map((d) => d.text).join(' ') !== whole) continue;
    return pieces
      .filter((d) => d.box[2] > RIGHT_EDGE + 0.5)
      .map((d) => `"${d.text}" ends at ${d.box[2].toFixed(1)} px, past ${RIGHT_EDGE.toFixed(1)}`);
  }
  return [`not whole: ${JSON.stringify(after.map((d) => d.text))} for "${whole}"`];
}

describe('render: the waiting line says the whole decision (issue 25, K-45)', () => {
  it('the fixture waits for the victim to move the raider’s cog', () => {
    const phase = raidDestinationState().phase;
    expect(phase.kind === 'turn' && phase.turn.raid?.stage).toBe('destination');
  });

  it.each(['en', ...Object.keys(CATALOGUES), PSEUDO_LOCALE])(
    '%s: the line is whole and ends inside the panel',
    (locale) => {
      expect(waitingLineProblems(locale)).toEqual([]);
    },
  );

  it('wraps French onto two lines and keeps German on one, a size smaller', () => {
    const pieces = (locale: string) => {
      const drawn = recordText(() => drawBoard(publicView(raidDestinationState()), locale));
      return afterLabel(
        drawn,
        drawn.findIndex((d) => d.text === t('board.waiting', {}, locale)),
      );
    };
    const [frFirst, frSecond] = pieces('fr');
    expect(frSecond.box[1]).toBeGreaterThan(frFirst.box[1]);
    expect(frSecond.box[0]).toBeCloseTo(frFirst.box[0], 1);
    expect(pieces('de')[0].text).toContain(t('decision.raidDestination', {}, 'de'));
  });

  describe('control', () => {
    afterAll(() => addCatalogue('x-waiting-control', {}));

    it('a decision too long for two lines is reported, not passed', () => {
      addCatalogue('x-waiting-control', {
        'decision.raidDestination':
          'die Kogge des angreifenden Überfallkapitäns über die ganze Ostsee in den nächsten freien Hafen ziehen',
      });
      expect(waitingLineProblems('x-waiting-control')).not.toEqual([]);
    });

    it('a line drawn past the panel’s edge is reported', () => {
      // A name with no room to wrap: one unbreakable word wider than the panel.
      const state = raidDestinationState();
      state.players[VICTIM].name = 'W'.repeat(60);
      addCatalogue('x-waiting-control', { 'board.waitingFor': '{player}{decision}' });
      expect(waitingLineProblems('x-waiting-control', state)).not.toEqual([]);
    });
  });
});
