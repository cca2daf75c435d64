// The rounds' scores behind the final post's chart (issue 21): replayed from the seed and the
// action log, ending on the engine's final scores (K-51), and only for a game that is over.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index';
import { scoreChartOf } from '../../src/bot/score-chart';
import { describeGame } from '../../src/verify/index';
import { scoreHistory } from '../../src/verify/score-history';
import { finishedRecord } from './finished-game';

describe('score history of a finished game (issue 21)', () => {
  for (const [run, players, rules] of [
    [21, 2, []],
    [22, 3, ['taxes', 'offices']],
    [23, 4, ['conflicts', 'memory']],
  ] as const) {
    it(`${players} players ${rules.join(', ') || 'basic'}: one column per round, the last the final scores (K-51)`, () => {
      const record = finishedRecord(run, players, [...rules]);
      const history = scoreHistory(describeGame(record), record.actions);
      const state = record.state as GameState;
      if (!history || state.phase.kind !== 'ended') throw new Error('no history');
      expect(history.rounds[0]).toBe(1);
      expect(history.rounds.at(-1)).toBe(state.round);
      history.rounds.forEach((r, i) => i > 0 && expect(r).toBeGreaterThan(history.rounds[i - 1]));
      for (const s of state.phase.scores) {
        expect(history.players[s.player].vp.at(-1)).toBe(s.vp);
        expect(history.players[s.player].dp.at(-1)).toBe(s.dp);
        expect(history.players[s.player].vp).toHaveLength(history.rounds.length);
      }
    });
  }

  it('a log that does not replay gives no history, so no chart', () => {
    const record = finishedRecord(21, 2);
    expect(scoreHistory(describeGame(record), record.actions)).not.toBeNull();
    const middle = Math.floor(record.actions.length / 2);
    // The same action twice in a row: the second is refused.
    const damaged = [...record.actions.slice(0, middle + 1), ...record.actions.slice(middle)];
    expect(scoreHistory(describeGame(record), damaged)).toBeNull();
  });

  it('a running game has no chart, an ended one has (control)', () => {
    const record = finishedRecord(22, 3);
    expect(scoreChartOf(record)?.players.map((p) => p.name)).toEqual(
      (record.state as GameState).players.map((p) => p.name),
    );
    const running = { ...record, state: { ...(record.state as GameState), phase: { kind: 'bidding' } } };
    expect(scoreChartOf(running as typeof record)).toBeNull();
  });
});
