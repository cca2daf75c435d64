// A child process of `npm run bench -- ai --ai-jobs N`: plays the games the parent sends,
// one at a time, and sends each result back. It warms up first, as the pool's threads do.
import { warmUp } from '../src/ai/pool/warm-up';
import { playGame, type JobGame } from './ai';

warmUp();
process.on('message', (game: JobGame) => {
  process.send?.(playGame(game, game.i, game.seedBase));
});
