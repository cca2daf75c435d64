// Issue 24: the main panel says, for each action of the turn it does not offer, why not, in
// one short line from the engine's refusal (whyNot); an office's cost as K-40 has it.
import { describe, expect, it } from 'vitest';
import { cityGood, type GameState } from '../../src/engine/index';
import { playRandomGame } from '../../src/ai/index';
import { buildPanel } from '../../src/bot/panel/panel';

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

function panelOf(state: GameState): string {
  if (state.phase.kind !== 'turn') throw new Error('no turn');
  return buildPanel({
    gameId: 'g',
    version: state.version,
    state,
    player: state.phase.turn.player,
    locale: 'en',
  }).content;
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
});
