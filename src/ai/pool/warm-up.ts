// A fresh thread's (or process's) first searches run on cold, unoptimised code, several times
// slower than the next ones (measured: a hard decision's first run 3.4 s of CPU, the same
// decision again 1.1 s). So a thread searches positions from the whole of a game between
// heuristic players as it starts, before a table waits on it (AiPool.warm starts one as soon as
// the bot sees a game with a computer seat); the bench does the same, so its figures are those
// of a warm thread. Three early positions were not enough: a mid-game decision right after
// them still took 5 to 9 times its warm time, since voyages, city trades and the wider hard
// search had not run yet.
import { decide, type DecideRequest } from '../decide';
import { computerTurn } from '../seats';
import { playSeatedGame } from '../sim/seated';
import { keepSearchGarbageYoung } from './search-heap';

/** Searched positions and the iterations each: a few seconds of CPU at most, once per thread. */
const POSITIONS = 8;
const ITERATIONS = 400;

export function warmUp(): void {
  keepSearchGarbageYoung();
  const turns: DecideRequest[] = [];
  playSeatedGame({
    seed: 1,
    seats: ['heuristic', 'heuristic'],
    onState: (state) => {
      const turn = state.phase.kind === 'startChoice' ? null : computerTurn(state, ['hard', 'normal'], 1);
      if (turn) turns.push(turn.request);
    },
  });
  const step = Math.max(1, Math.floor(turns.length / POSITIONS));
  for (let i = 0; i < turns.length; i += step) decide({ ...turns[i], iterations: ITERATIONS });
}
