// Each image comes with a description for Discord's alt text, so a player using a screen
// reader hears what the picture shows. The board's tells nothing private (K-60).
import { afterAll, describe, expect, it } from 'vitest';
import { playerView, publicView, type GameState } from '../../src/engine/index';
import { playRandomGame } from '../../src/ai/index';
import { PSEUDO_LOCALE } from '../../src/i18n/index';
import {
  DESCRIPTION_MAX,
  RenderPool,
  describeBoard,
  describeHand,
  renderBoard,
  renderHand,
} from '../../src/render/index';
import { advancedState, endState, midGameState, offersState, otherSecrets, startState } from './fixtures';

describe('render: image descriptions (alt text)', () => {
  it('describes the board: round, phase, who must decide, the guild master, DP in turn order, an absent seat (K-80)', () => {
    expect(describeBoard(publicView(midGameState()))).toBe(
      "Kogge board, Round 6: Ada's turn: 2 moves made. Waiting for Ada: sail and act. " +
        'The guild master is in Stralsund, 7/18 to the end. In turn order: Cleo 4 DP, Ada 3 DP, Dirk 2 DP (absent), Bert 1 DP.',
    );
    expect(describeBoard(publicView(startState()))).toContain(
      'Auction for the order. Waiting for Bert: bid.',
    );
  });

  it('K-70 … K-73: names the advanced rules in play, as the lobby does; the base game says none', () => {
    expect(describeBoard(publicView(advancedState()))).toContain(
      'Advanced rules: taxes, trading with offices, conflicts and memory.',
    );
    const two = midGameState();
    Object.assign(two.options, { taxes: true, memory: true });
    expect(describeBoard(publicView(two))).toMatch(
      /^Kogge board, Round 6: [^.]*\. Advanced rules: taxes and memory\. /,
    );
    expect(describeBoard(publicView(midGameState()))).not.toMatch(/Advanced/);
  });

  it("names the game by the label it is given, never by the state's version", () => {
    const view = publicView(midGameState());
    expect(describeBoard(view, 'en', { label: 'Game 12' })).toMatch(/^Kogge board, Game 12, Round 6: /);
    expect(describeBoard(view)).not.toContain(String(view.version));
  });

  it('K-50: a win by 5 DP puts the winner first in the final score, though another has more VP', () => {
    const state = endState();
    if (state.phase.kind === 'ended') {
      state.phase.reason = 'developmentPoints';
      state.phase.winners = [3];
    }
    expect(describeBoard(publicView(state))).toContain(
      'Final score: Dirk 38 VP, Cleo 92 VP, Ada 83 VP, Bert 41 VP. Winner: Dirk.',
    );
  });

  it('at game end gives the final score, best first, and the winners (K-51)', () => {
    expect(describeBoard(publicView(endState()))).toBe(
      'Kogge board, Round 11: Game over. The guild master is in Reval, 18/18 to the end. ' +
        'Final score: Cleo 92 VP, Ada 83 VP, Bert 41 VP, Dirk 38 VP. Winner: Cleo.',
    );
    const shared = endState();
    if (shared.phase.kind === 'ended') shared.phase.winners = [2, 0];
    expect(describeBoard(publicView(shared))).toContain('Winners: Cleo and Ada.');
  });

  it('the board description is the same whatever the hidden holdings, face-down values and offer terms (K-60)', () => {
    for (const state of [midGameState(), offersState()]) {
      expect(describeBoard(publicView(otherSecrets(state)))).toBe(describeBoard(publicView(state)));
    }
  });

  it('describes a hand for its player: route markers, goods on the cog, VP now', () => {
    expect(describeHand(playerView(midGameState(), 2))).toBe(
      "Cleo's hand: route markers 4, 7, 7; goods on the cog: 1 fur, 2 amber, 2 salt; 108 VP if the game ended now.",
    );
    const empty = midGameState();
    empty.players[1].markers = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    empty.players[1].goods = { ore: 0, fur: 0, amber: 0, salt: 0 };
    expect(describeHand(playerView(empty, 1))).toMatch(
      /^Bert's hand: no route markers; goods on the cog: nothing; \d+ VP/,
    );
  });

  it('speaks the locale asked for', () => {
    expect(describeBoard(publicView(midGameState()), PSEUDO_LOCALE)).toMatch(/^⟦Kogge board, ⟦Round 6⟧/);
    expect(describeHand(playerView(midGameState(), 2), PSEUDO_LOCALE)).toMatch(
      /^⟦Cleo's hand: ⟦route markers 4, 7, 7⟧/,
    );
  });

  it('stays within Discord’s 1024 characters, even with long names', () => {
    const state: GameState = midGameState();
    state.players.forEach((p, i) => (p.name = `${'Hanseatic merchant '.repeat(4)}${i}`.slice(0, 32)));
    const text = describeBoard(publicView(state));
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    const states: string[] = [];
    playRandomGame({
      seed: 301,
      players: 4,
      check: false,
      onState: (s) => states.push(describeBoard(publicView(s))),
    });
    expect(Math.max(...states.map((d) => d.length))).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(states.every((d) => !/undefined|NaN|\{/.test(d))).toBe(true);
  });

  describe('comes with every image', () => {
    const pool = RenderPool.start(1);
    afterAll(() => pool.close());

    it('from renderBoard, renderHand and the pool alike', async () => {
      const state = midGameState();
      expect((await renderBoard(publicView(state))).description).toBe(describeBoard(publicView(state)));
      expect((await renderHand(playerView(state, 0), { locale: PSEUDO_LOCALE })).description).toBe(
        describeHand(playerView(state, 0), PSEUDO_LOCALE),
      );
      expect((await pool.board(publicView(state))).description).toBe(describeBoard(publicView(state)));
      expect((await pool.hand(playerView(state, 3))).description).toBe(describeHand(playerView(state, 3)));
    });
  });
});
