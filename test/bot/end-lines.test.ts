// Issue 37: the final post numbers the scores by place, so tied winners are numbered alike
// (1, 1, 3; K-51), a 5-DP winner first whatever their VP (K-50); in a league game whose
// missed-deadline rule forfeited a seat, the post says how the league ranked the game when
// that changed the order.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import { postPayload } from '../../src/bot/post-message';
import type { GameState, Score } from '../../src/engine/index';
import type { GameRecord } from '../../src/store/index';
import { recordOf, STAND_IN_IMAGE } from './post-fixtures';

/** A finished three-player game, its end set to these VP (and a DP winner, if named). */
function ended(vps: readonly number[], dpWinner: number | null = null): GameState {
  let last: GameState | null = null;
  playRandomGame({ seed: 9, players: 3, check: false, onState: (s) => (last = s) });
  const state = structuredClone(last as unknown as GameState);
  state.players.forEach((p, i) => (p.name = ['Anna', 'Bert', 'Carl'][i]));
  const scores: Score[] = vps.map((vp, player) => ({
    player,
    vp,
    dp: player === dpWinner ? 5 : 1,
    offices: 1,
    chits: 0,
    raidsInHand: 0,
    goodsVp: 0,
  }));
  const top = Math.max(...vps);
  state.phase =
    dpWinner === null
      ? {
          kind: 'ended',
          reason: 'guildMaster',
          winners: vps.flatMap((v, i) => (v === top ? [i] : [])),
          scores,
        }
      : { kind: 'ended', reason: 'developmentPoints', winners: [dpWinner], scores };
  return state;
}

const league = { league: { id: 'hansa', name: 'Hansa Cup', season: 1 } };

function scoreLines(record: GameRecord): string[] {
  return postPayload(record, STAND_IN_IMAGE)
    .content.split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => line.replace(/:.*$/, ''));
}

const content = (record: GameRecord) => postPayload(record, STAND_IN_IMAGE).content;

describe('the final post’s places (issue 37)', () => {
  it('K-51 tied winners are numbered alike and the next place is skipped: 1. Anna, 1. Bert, 3. Carl', () => {
    expect(scoreLines(recordOf(ended([40, 40, 20])))).toEqual(['1. Anna', '1. Bert', '3. Carl']);
  });

  it('control: without a tie the places run 1, 2, 3 by VP', () => {
    expect(scoreLines(recordOf(ended([20, 40, 30])))).toEqual(['1. Bert', '2. Carl', '3. Anna']);
  });

  it('K-50 the 5-DP winner is first with fewer VP; the others follow by VP, a tie among them shared', () => {
    expect(scoreLines(recordOf(ended([10, 30, 30], 0)))).toEqual(['1. Anna', '2. Bert', '2. Carl']);
  });
});

describe('the league’s order in the final post (issue 37)', () => {
  it('a forfeit that changed the order: the post says how the league ranked the game', () => {
    const record = recordOf(ended([40, 30, 20]), { ...league, forfeits: [0] });
    expect(content(record)).toContain(
      '🏆 The league ranks this game otherwise: its missed-deadline rule places the forfeited last. 1. Bert, 2. Carl, 3. Anna (forfeited)',
    );
    // The game's own order stays as it was played.
    expect(scoreLines(record)).toEqual(['1. Anna', '2. Bert', '3. Carl']);
  });

  it('control: a forfeit that left the order as it was adds no line', () => {
    const record = recordOf(ended([40, 30, 20]), { ...league, forfeits: [2] });
    expect(content(record)).not.toContain('ranks this game otherwise');
  });

  it('control: a casual game (no league) with a forfeit noted adds no line', () => {
    const record = recordOf(ended([40, 30, 20]), { forfeits: [0] });
    expect(content(record)).not.toContain('ranks this game otherwise');
  });

  it('two forfeited seats share the last place in the league’s order', () => {
    const record = recordOf(ended([40, 30, 20]), { ...league, forfeits: [0, 1] });
    expect(content(record)).toContain('1. Carl, 2. Anna (forfeited), 2. Bert (forfeited)');
  });
});
