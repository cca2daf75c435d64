// A child process of `npm run bench -- ai --ai-jobs N`: plays the games the parent sends,
// one at a time, and sends each result back.
import type { Level } from '../src/ai';
import { playGame } from './ai';

process.on('message', (game: { a: Level; b: Level; i: number }) => {
  process.send?.(playGame(game, game.i));
});
