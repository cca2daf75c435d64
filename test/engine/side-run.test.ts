// N-85 (issue 42): at most SIDE_RUN side actions (offers, answers, the pick-up setting) follow
// each other; then the game waits for a move. A forged record of endless pick-up toggles is
// refused at the first toggle beyond the run, and legalActions lists no side action meanwhile.
import { describe, expect, it } from 'vitest';
import { blockingDecisions, concreteActions, legalActions, type GameState } from '../../src/engine';
import { SIDE_RUN, sideRun } from '../../src/engine/rules/common/side-run';
import { ok, RED, refused, startedGame } from './helpers';

function toggles(state: GameState, count: number): GameState {
  let s = state;
  for (let i = 0; i < count; i++) s = ok(s, { type: 'setAutoCollect', player: RED, on: i % 2 === 1 });
  return s;
}

/** The first move the game waits for: a player's action of a rule that is not a side action. */
function aMove(state: GameState): GameState {
  const { player } = blockingDecisions(state)[0];
  const move = concreteActions(state, player).find(
    (a) => !['setAutoCollect', 'offerTrade', 'acceptTrade', 'declineTrade', 'withdrawTrade'].includes(a.type),
  );
  if (!move) throw new Error('no move');
  return ok(state, move);
}

describe('N-85 side actions in a row (issue 42)', () => {
  it('N-85 the pick-up setting toggles SIDE_RUN times, and the next toggle is refused with SIDE_ACTIONS_IN_A_ROW', () => {
    const s = toggles(startedGame(2, 1, [1, 3]), SIDE_RUN);
    expect(sideRun(s)).toBe(SIDE_RUN);
    const data = refused(
      s,
      { type: 'setAutoCollect', player: RED, on: !s.players[RED].autoCollect },
      'SIDE_ACTIONS_IN_A_ROW',
    );
    expect(data).toEqual({ limit: SIDE_RUN });
  });

  it('N-85 legalActions lists no side action while the game waits for a move, and lists them again after one', () => {
    const s = toggles(startedGame(2, 1, [1, 3]), SIDE_RUN);
    for (const p of [0, 1]) expect(legalActions(s, p).map((l) => l.type)).not.toContain('setAutoCollect');
    expect(blockingDecisions(s).length).toBeGreaterThan(0);
    const moved = aMove(s);
    expect(sideRun(moved)).toBe(0);
    expect(legalActions(moved, RED).map((l) => l.type)).toContain('setAutoCollect');
    ok(moved, { type: 'setAutoCollect', player: RED, on: !moved.players[RED].autoCollect });
  });

  it('N-85 control: SIDE_RUN - 1 toggles leave the next one open (the limit is not off by one)', () => {
    const s = toggles(startedGame(2, 1, [1, 3]), SIDE_RUN - 1);
    expect(legalActions(s, RED).map((l) => l.type)).toContain('setAutoCollect');
    ok(s, { type: 'setAutoCollect', player: RED, on: !s.players[RED].autoCollect });
  });
});
