// Every state reached in a batch of random simulated games draws without error: the board
// from the public view, and the hand of whoever must decide next.
import { describe, expect, it } from 'vitest';
import { playerView, publicView, type GameOptions, type GameState } from '../../src/engine/index';
import { nextActor, playRandomGame } from '../../src/ai/index';
import { formatEvent } from '../../src/i18n/index';
import { BOARD, BOARD_SCALE, drawBoard, drawHand } from '../../src/render/index';

const GAMES: { seed: number; players: number; options: Partial<GameOptions> }[] = [
  { seed: 101, players: 2, options: {} },
  { seed: 102, players: 3, options: { holdings: 'open' } },
  { seed: 103, players: 4, options: { memory: true } },
];

describe('render: random simulated games', () => {
  for (const game of GAMES) {
    it(`draws every state of game ${game.seed} (${game.players} players, ${JSON.stringify(game.options)})`, () => {
      let drawn = 0;
      const onState = (state: GameState) => {
        const board = drawBoard(publicView(state));
        expect(board.width).toBe(Math.round(BOARD.w * BOARD_SCALE));
        const actor = nextActor(state) ?? 0;
        drawHand(playerView(state, actor));
        drawn++;
      };
      const record = playRandomGame({
        seed: game.seed,
        players: game.players,
        options: game.options,
        check: false,
        onState,
      });
      expect(record.final.phase.kind).toBe('ended');
      expect(drawn).toBeGreaterThan(20);
    });
  }

  it('formats every public event of a game as a plain English line', () => {
    const record = playRandomGame({ seed: 105, players: 4, check: false });
    const view = publicView(record.final);
    const name = (i: number) => view.players[i].name;
    for (const event of collectEvents(105)) {
      const line = formatEvent(event, name);
      expect(line.length).toBeGreaterThan(3);
      expect(line).not.toMatch(/undefined|NaN|\[object|[{}]/);
    }
  });
});

function collectEvents(seed: number) {
  const seen = new Map<string, ReturnType<typeof publicView>['log'][number]>();
  playRandomGame({
    seed,
    players: 4,
    check: false,
    onState: (s) => {
      for (const e of publicView(s).log) seen.set(JSON.stringify(e), e);
    },
  });
  return [...seen.values()];
}
