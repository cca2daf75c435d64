// Issue 24: the main panel says, for each action of the turn it does not offer, why not, in
// one short line from the engine's refusal (whyNot); an office's cost as K-40 has it. Issue
// 22: a reason by the rules is followed by the line naming its /kogge rules topic.
import { describe, expect, it } from 'vitest';
import { cityGood, type GameState } from '../../src/engine/index';
import { playRandomGame } from '../../src/ai/index';
import { buildPanel } from '../../src/bot/panel/panel';
import { rulesLine, typeHelpTopic } from '../../src/bot/actions/rule-help';
import { ACTION_ENTRIES } from '../../src/bot/actions/table';
import type { RuleTopic } from '../../src/bot/rule-topics';

/** A turn at its start, the turn's player's cog moved to `city` with these holdings. */
function turnAt(city: number, goods: GameState['players'][number]['goods'], cityMarkers: number): GameState {
  const states: GameState[] = [];
  playRandomGame({ seed: 5, players: 2, check: false, onState: (s) => states.push(s) });
  const found = states.find(
    (s) => s.phase.kind === 'turn' && s.phase.turn.moves === 0 && !s.phase.turn.acting,
  );
  if (!found || found.phase.kind !== 'turn') throw new Error('no turn');
  const state = structuredClone(found);
  if (state.phase.kind !== 'turn') throw new Error('no turn');
  const me = state.players[state.phase.turn.player];
  me.cog = city;
  state.phase.turn.startCity = city;
  me.goods = goods;
  me.markers = me.markers.map((n, v) => (v === city ? cityMarkers : n));
  state.cities[city].offices = [];
  return state;
}

function panelOf(state: GameState, locale = 'en'): string {
  if (state.phase.kind !== 'turn') throw new Error('no turn');
  return buildPanel({
    gameId: 'g',
    version: state.version,
    state,
    player: state.phase.turn.player,
    locale,
  }).content;
}

/** The line right after the "why not" line starting `start` is exactly `next`. */
function expectAfter(text: string, start: string, next: string): void {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith(start));
  expect(at, `no line starting ${start}`).toBeGreaterThanOrEqual(0);
  expect(lines[at + 1]).toBe(next);
}

describe('the panel says why an action of the turn is not offered (issue 24)', () => {
  it('K-40: Build an office in Riga names the three goods Riga lacks, a 4-marker, and what is missing', () => {
    expect(cityGood(4)).toBe('fur');
    const state = turnAt(4, { ore: 1, fur: 3, amber: 0, salt: 1 }, 1);
    expect(panelOf(state)).toContain(
      '· Build an office in Riga: needs 1 ore, 1 amber, 1 salt and a 4-marker; you have no amber.',
    );
  });

  it('K-40: a second office needs two markers, and one held is named as only one', () => {
    const state = turnAt(4, { ore: 1, fur: 0, amber: 1, salt: 1 }, 1);
    state.cities[4].offices = [
      {
        owner: 1 - (state.phase.kind === 'turn' ? state.phase.turn.player : 0),
        goods: { ore: 0, fur: 0, amber: 0, salt: 0 },
      },
    ];
    expect(panelOf(state)).toContain(
      'needs 1 ore, 1 amber, 1 salt and two 4-markers; you have only one 4-marker.',
    );
  });

  it('K-44: a city trade before sailing says the cog must move first; one line for both trades it shares', () => {
    const state = turnAt(4, { ore: 1, fur: 0, amber: 1, salt: 1 }, 1);
    const text = panelOf(state);
    expect(text).toContain('Not possible now:');
    expect(text).toContain(
      'Trade with Riga: You can trade with a city only after sailing to another city this turn.',
    );
  });

  it('control: an office the player can pay for is offered as a button, with no "why not" line', () => {
    const state = turnAt(4, { ore: 1, fur: 0, amber: 1, salt: 1 }, 1);
    expect(panelOf(state)).not.toContain('Build an office in Riga:');
  });

  it('K-44: the city trade’s reason is followed by its rules topic line, in English', () => {
    const text = panelOf(turnAt(4, { ore: 1, fur: 0, amber: 1, salt: 1 }, 1));
    expectAfter(text, '· Trade with Riga:', 'Rules: `/kogge rules topic:Trading with a city`');
    expectAfter(text, '· Trade with the guild master:', 'Rules: `/kogge rules topic:Guild master`');
  });

  it('K-44: in German the line names /kogge regeln thema and the German title', () => {
    const text = panelOf(turnAt(4, { ore: 1, fur: 0, amber: 1, salt: 1 }, 1), 'de');
    expectAfter(text, '· Handel mit Riga:', 'Regeln: `/kogge regeln thema:Handel mit einer Stadt`');
  });

  it('control: another topic planted on the city trade’s entry changes the line, and the check catches it', () => {
    const entry = ACTION_ENTRIES.cityTrade as { help: RuleTopic };
    const state = turnAt(4, { ore: 1, fur: 0, amber: 1, salt: 1 }, 1);
    entry.help = 'raid';
    let text: string;
    try {
      text = panelOf(state);
    } finally {
      entry.help = 'cityTrade';
    }
    expectAfter(text, '· Trade with Riga:', rulesLine('raid', 'en'));
    expect(() =>
      expectAfter(text, '· Trade with Riga:', 'Rules: `/kogge rules topic:Trading with a city`'),
    ).toThrow();
  });

  it('a reason about who or when (not your turn, a rule not in this game) gets no rules line', () => {
    expect(typeHelpTopic('sail', { code: 'NOT_YOUR_TURN', data: { player: 1 } })).toBeNull();
    expect(typeHelpTopic('raid', { code: 'RULE_NOT_IN_GAME', data: { rule: 'taxes' } })).toBeNull();
    // The same function names the entry's topic for a reason by the rule, and a code's own rule first.
    expect(typeHelpTopic('cityTrade', { code: 'COG_DID_NOT_MOVE', data: {} })).toBe('cityTrade');
    expect(typeHelpTopic('sail', { code: 'FROZEN_BY_TAX', data: { player: 1 } })).toBe('taxes');
  });
});
