// computerTurn: which computer player owes an answer and what to ask it; and games with
// computer players replay exactly from their seed.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, playerView, type GameState } from '../../src/engine';
import { computerTurn, decisionSeed, playSeatedGame, type SeatKinds } from '../../src/ai';

function states(): GameState[] {
  const out: GameState[] = [];
  playSeatedGame({ seed: 31, seats: ['heuristic', 'heuristic', 'heuristic'], onState: (s) => out.push(s) });
  return out;
}

describe('computerTurn', () => {
  const all = states();

  it('asks nobody while every pending decision belongs to a person', () => {
    for (const s of all.slice(0, 60)) expect(computerTurn(s, [null, null, null], 1)).toBeNull();
  });

  it('asks the computer seat that owes the blocking decision, with its own view and legal actions', () => {
    let asked = 0;
    for (const s of all.slice(0, 80)) {
      const seats: SeatKinds = [null, 'normal', null];
      const turn = computerTurn(s, seats, 9);
      const owesIt =
        s.phase.kind !== 'ended' &&
        legalActions(s, 1).some((l) => !['offerTrade', 'setAutoCollect'].includes(l.type));
      if (!turn) continue;
      asked += 1;
      expect(turn.player).toBe(1);
      expect(owesIt).toBe(true);
      expect(turn.request.view).toEqual(playerView(s, 1));
      expect(turn.request.legal).toEqual(legalActions(s, 1));
      expect(turn.request.level).toBe('normal');
      expect(turn.request.seed).toBe(decisionSeed(9, s.version, 1));
    }
    expect(asked).toBeGreaterThan(10);
  });

  it('answers an offer addressed to a computer player before the game goes on (K-46)', () => {
    const s = all.find(
      (x) => x.phase.kind === 'turn' && x.players[0].cog === x.players[1].cog && x.phase.turn.player === 0,
    );
    expect(s).toBeDefined();
    const state = s as GameState;
    const offered = applyAction(state, {
      type: 'offerTrade',
      player: 0,
      to: 1,
      give: { goods: { ore: 0, fur: 0, amber: 0, salt: 0 }, markers: [] },
      receive: {
        goods: { ore: 0, fur: 0, amber: 0, salt: 0 },
        markers: [state.players[1].markers.findIndex((n) => n > 0)],
      },
    });
    expect(offered.ok).toBe(true);
    if (!offered.ok) return;
    const turn = computerTurn(offered.state, [null, 'heuristic', null], 2);
    expect(turn?.player).toBe(1);
    expect(turn?.request.legal.some((l) => l.type === 'declineTrade')).toBe(true);
  });
});

describe('a game with computer players replays exactly from its seed', () => {
  it('heuristic and search seats: the same seed gives the same game, another seed another', () => {
    const play = (seed: number) =>
      playSeatedGame({ seed, seats: ['easy', 'heuristic', 'random'], iterations: 12 }).final;
    const a = play(5);
    expect(play(5)).toEqual(a);
    expect(play(6)).not.toEqual(a);
  }, 120_000);
});
