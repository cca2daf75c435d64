// A fresh thread's (or process's) first searches run on cold, unoptimised code, several times
// slower than the next ones (measured: a hard decision's first run 3.4 s of CPU, the same
// decision again 1.1 s). So a thread searches a few positions of a short game between
// heuristic players as it starts, before a table waits on it; the bench does the same, so its
// figures are those of a warm thread.
import { decide, type DecideRequest } from '../decide';
import { computerTurn } from '../seats';
import { playSeatedGame } from '../sim/seated';

export function warmUp(): void {
  const turns: DecideRequest[] = [];
  playSeatedGame({
    seed: 1,
    seats: ['heuristic', 'heuristic'],
    maxActions: 60,
    onState: (state) => {
      const turn = turns.length < 3 ? computerTurn(state, ['normal', 'normal'], 1) : null;
      if (turn && state.phase.kind !== 'startChoice') turns.push(turn.request);
    },
  });
  for (const request of turns) decide({ ...request, iterations: 300 });
}
