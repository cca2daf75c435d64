// Issue 38: the panel's choices are lettered on its board as on its buttons: for every kind of
// choice of a place (route, square, city, cog), over the states of random games, the letters
// the buttons and menu options start with are the panel's choices' letters, in order, the
// board draws each of them, and /kogge's autocomplete gives the same action the same letter.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import { expand, legalActions, playerView, type GameState, type LegalAction } from '../../src/engine/index';
import { buildPanel, type Panel } from '../../src/bot/panel/panel';
import { entryOf } from '../../src/bot/actions/table';
import type { ActionEntry } from '../../src/bot/actions/entry';
import { drawSeatBoard } from '../../src/render/index';
import { advancedStates } from './advanced-states';

/** Each kind of choice of a place, and the panel section that offers it. */
const KINDS: Partial<Record<LegalAction['type'], string>> = {
  sail: 'sail',
  changeRoute: 'route',
  raid: 'raid',
  moveRaider: 'main',
  moveGuildMaster: 'main',
  chooseStart: 'main',
  startSwap: 'main',
  pushLoser: 'main',
};

const LETTERED = /^([A-Z]) · /;
/** In an autocomplete label the letter may follow whose move it is ("Ada: A · Åbo"). */
const SLASH_LETTERED = /(?:^|: )([A-Z]) · /;

/** The letters the panel's buttons and menu options start with, in order of first showing. */
function shownLetters(panel: Panel): string[] {
  const labels = panel.components.flatMap((row) =>
    (row.components as unknown as { label?: string; options?: { label: string }[] }[]).flatMap((c) =>
      c.options ? c.options.map((o) => o.label) : [c.label ?? ''],
    ),
  );
  const letters = labels.flatMap((l) => LETTERED.exec(l)?.[1] ?? []);
  return letters.filter((l, i) => letters.indexOf(l) === i);
}

function statesOf(): GameState[] {
  const out: GameState[] = [];
  for (const seed of [21, 22, 23])
    playRandomGame({ seed, players: 3, check: false, onState: (s) => void out.push(s) });
  out.push(...advancedStates([31, 32, 33, 34], () => true));
  return out;
}

describe('issue 38: a choice has one letter on the panel’s board, its button and its autocomplete', () => {
  const seen = new Map<string, number>();
  const states = statesOf();

  it('every kind of choice of a place: buttons, board and slash labels agree, letter for letter', () => {
    const wrong: string[] = [];
    for (const state of states.filter((_, i) => i % 2 === 0))
      for (let player = 0; player < state.players.length; player++)
        for (const legal of legalActions(state, player)) {
          const section = KINDS[legal.type];
          if (!section) continue;
          const panel = buildPanel({ gameId: 'g', version: state.version, state, player, locale: 'en' }, [
            section,
          ]);
          const letters = (panel.choices ?? []).map((c) => c.letter);
          if (letters.length === 0) continue;
          seen.set(legal.type, (seen.get(legal.type) ?? 0) + 1);
          const where = `${legal.type} v${state.version} p${player}`;
          if (shownLetters(panel).join() !== letters.join())
            wrong.push(`${where}: buttons ${shownLetters(panel)}`);
          // The slash labels of the same listing carry the same letters.
          const entry = entryOf(legal.type) as ActionEntry<LegalAction['type']>;
          const slash = expand(legal as never, player).map((a) =>
            entry.slash?.label(state, legal as never, a as never, 'en'),
          );
          const slashLetters = [...new Set(slash.flatMap((l) => SLASH_LETTERED.exec(l ?? '')?.[1] ?? []))];
          if (slashLetters.join() !== letters.join()) wrong.push(`${where}: slash ${slashLetters}`);
          // Only a sample is drawn: drawing takes a moment.
          if ((seen.get(legal.type) ?? 0) <= 2) {
            const { drawn } = drawSeatBoard(playerView(state, player), 'en', { choices: panel.choices });
            const drawnLetters = [...new Set(drawn.map((d) => d.letter))].sort();
            if (drawnLetters.join() !== [...letters].sort().join())
              wrong.push(`${where}: drawn ${drawnLetters}`);
          }
        }
    expect(wrong).toEqual([]);
    // Every kind met at least once, so the agreement above is not vacuous.
    expect([...seen.keys()].sort()).toEqual(
      expect.arrayContaining(['chooseStart', 'moveGuildMaster', 'moveRaider', 'raid', 'sail', 'changeRoute']),
    );
  }, 120_000);

  it('control: a button whose letter is not the choice’s is caught', () => {
    const state = states.find((s) => s.phase.kind === 'startChoice') as GameState;
    const panel = buildPanel({ gameId: 'g', version: state.version, state, player: 0, locale: 'en' });
    const letters = (panel.choices ?? []).map((c) => c.letter);
    expect(shownLetters(panel)).toEqual(letters);
    const row = panel.components[0].components[0] as unknown as { options: { label: string }[] };
    row.options[0].label = row.options[0].label.replace(/^A/, 'Z');
    expect(shownLetters(panel)).not.toEqual(letters);
  });
});
