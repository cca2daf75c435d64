// Issue 24, first-game hints: in a person's first games at a table that has them (the
// default; /kogge new hints:False and league games do not), or while the person has asked for
// them, each panel carries one line on what its choice means; otherwise none.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import { legalActions, type GameState } from '../../src/engine/index';
import { buildPanel } from '../../src/bot/panel/panel';
import { hintsFor } from '../../src/bot/panel/hint-lines';
import { FIRST_GAMES } from '../../src/store/index';
import { en } from '../../src/i18n/index';

const states = (() => {
  const out: GameState[] = [];
  playRandomGame({ seed: 9, players: 3, check: false, onState: (s) => out.push(s) });
  return out;
})();

/** The first state in which `player` may take an action of `type`, and that player. */
function whereOpen(type: string): { state: GameState; player: number } {
  for (const state of states)
    for (let player = 0; player < 3; player++)
      if (legalActions(state, player).some((l) => l.type === type)) return { state, player };
  throw new Error(`no state with ${type}`);
}

function panel(type: string, hints: boolean | undefined, section: string[] = ['main']): string {
  const { state, player } = whereOpen(type);
  return buildPanel({ gameId: 'g', version: state.version, state, player, locale: 'en', hints }, section)
    .content;
}

describe('first-game hints in the panels (issue 24)', () => {
  it.each([
    ['chooseStart', 'Hint: your start city gets your first office'],
    ['bid', 'Hint: a bid spends the route markers you put in'],
    ['moveGuildMaster', 'Hint: the guild master brings 2 goods'],
    ['endTurn', 'Hint: offices and bonus chits are DP: 5 DP in your turn win at once'],
  ])('K-13 … K-51: the %s panel explains its choice', (type, hint) => {
    expect(panel(type, true)).toContain(hint);
  });

  it('K-31, K-32: the sail section explains what a move costs, or what a face-down route means', () => {
    expect(panel('sail', true, ['sail'])).toMatch(
      /Hint: (the first move of a turn is free|a face-down route)/,
    );
  });

  it('with hints off, or not asked for, no panel carries one', () => {
    for (const type of ['chooseStart', 'bid', 'moveGuildMaster', 'endTurn']) {
      expect(panel(type, false)).not.toContain('Hint:');
      expect(panel(type, undefined)).not.toContain('Hint:');
    }
  });

  it('a person has hints in their first 3 finished games at a table that has them, not after', () => {
    expect(FIRST_GAMES).toBe(3);
    for (const table of [undefined, true]) {
      expect([0, 1, 2, 3].map((finished) => hintsFor({ table, user: undefined, finished }))).toEqual([
        true,
        true,
        true,
        false,
      ]);
    }
  });

  it('a table with hints off (the host said so, or a league game) has none for a newcomer', () => {
    expect(hintsFor({ table: false, user: undefined, finished: 0 })).toBe(false);
  });

  it("a person's hints:false turns them off even in their first game; hints:true on at any table", () => {
    expect(hintsFor({ table: undefined, user: false, finished: 0 })).toBe(false);
    expect(hintsFor({ table: undefined, user: true, finished: 3 })).toBe(true);
    expect(hintsFor({ table: false, user: true, finished: 50 })).toBe(true);
  });

  it('K-60: a hint is a fixed sentence: no parameter could carry a secret into it', () => {
    const hints = Object.entries(en).filter(([key]) => key.startsWith('hint.'));
    expect(hints.length).toBe(6);
    expect(hints.filter(([, text]) => text.includes('{'))).toEqual([]);
  });
});
