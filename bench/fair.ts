// Issue 20: shared pools served by turns. Printed, never asserted.
// - Computer players: one game's hard move time on its own, then beside 8 busy hard games of
//   another server (each asking again the moment it is answered): the bot's pool now (by
//   turns, a spare thread kept from any one server), by turns alone, and as the control
//   first come first served as before. Goal: beside ≤ 1.5× alone.
// - Boards: one game's board latency on its own, then beside a burst of 40 phone boards of
//   another game, fair and first come.
// - The verify flood (issue 42, verify-flood.ts): other members' answers p99 with and without
//   four uploads of the largest refused record. `-- fair --verify-flood` runs only that.
// `npm run bench -- fair` (about five minutes: the first-come control waits long, as it did).
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { AiPool, computerTurn, playRandomGame, playSeatedGame, type DecideRequest } from '../src/ai/index';
import { FairGate } from '../src/bot/fair/fair-gate';
import { FairRenderer } from '../src/bot/fair/fair-renderer';
import { FifoQueue } from '../src/bot/fair/fifo-queue';
import { computerGate, computerThreads } from '../src/bot/computer-turns';
import { renderWorkers } from '../src/bot/start';
import { publicView, type PublicView } from '../src/engine/index';
import { RenderPool } from '../src/render/pool/render-pool';
import { verifyFlood } from './verify-flood';

type Waiting = { start: () => void };
const BUSY_GAMES = 8;
const LONE_MOVES = 6;
const BURST = 40;
const LONE_BOARDS = 10;

export async function run(): Promise<void> {
  console.log(`load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`);
  if (!process.argv.includes('--verify-flood')) {
    await computerPlayers();
    await boards();
  }
  await verifyFlood();
}

async function computerPlayers(): Promise<void> {
  const requests = hardRequests(BUSY_GAMES + LONE_MOVES);
  const lone = requests.slice(BUSY_GAMES);
  // The bot's pool now (a spare thread kept from any one server) and as it was before.
  const now = new AiPool({ threads: computerThreads() });
  const before = new AiPool();
  try {
    // Every thread warm before timing (a fresh one searches a short game first).
    for (const pool of [now, before])
      await Promise.all(Array.from({ length: pool.capacity }, (_, i) => pool.decide(requests[i])));
    const alone = await loneGame(computerGate(now.capacity), now, lone);
    const fair = await besideBusy(now, lone, requests, computerGate(now.capacity));
    const turnsOnly = await besideBusy(before, lone, requests, new FairGate(before.capacity));
    const fifo = await besideBusy(
      before,
      lone,
      requests,
      new FairGate(before.capacity, { queue: new FifoQueue<Waiting>() }),
    );
    const line = (label: string, ms: number) =>
      console.log(`${label.padEnd(64)}${ms.toFixed(0).padStart(6)} ms  ${(ms / alone).toFixed(2)}×`);
    console.log(
      `hard computer move, mean of ${LONE_MOVES}, beside ${BUSY_GAMES} busy hard games of another server:`,
    );
    line('  alone', alone);
    line(`  by turns, ${now.capacity} threads, one kept from any one server (goal ≤ 1.5×)`, fair);
    line(`  by turns, ${before.capacity} thread(s), none kept`, turnsOnly);
    line(`  first come, ${before.capacity} thread(s) (before issue 20)`, fifo);
  } finally {
    await Promise.all([now.close(), before.close()]);
  }
}

/** Positions where a hard player searches (several choices, past the start). */
function hardRequests(count: number): DecideRequest[] {
  const out: DecideRequest[] = [];
  for (let seed = 1; out.length < count; seed++)
    playSeatedGame({
      seed,
      seats: ['heuristic', 'heuristic'],
      maxActions: 80,
      onState: (state) => {
        const turn = computerTurn(state, ['hard', 'hard'], seed);
        if (turn && state.phase.kind !== 'startChoice' && turn.request.legal.length > 4 && out.length < count)
          out.push(turn.request);
      },
    });
  return out;
}

/** The lone game's moves one after another, a random short pause before each (as a table's pause puts it at any moment of the others' work); the mean wall time a move. */
async function loneGame(gate: FairGate, pool: AiPool, moves: DecideRequest[]): Promise<number> {
  let total = 0;
  for (const request of moves) {
    await sleep(Math.random() * 300);
    const t0 = performance.now();
    await gate.run({ server: 'quiet', game: 'lone' }, () => pool.decide(request));
    total += performance.now() - t0;
  }
  return total / moves.length;
}

async function besideBusy(
  pool: AiPool,
  lone: DecideRequest[],
  requests: DecideRequest[],
  gate: FairGate,
): Promise<number> {
  let done = false;
  const busy = Array.from({ length: BUSY_GAMES }, async (_, g) => {
    while (!done) await gate.run({ server: 'busy', game: `g${g}` }, () => pool.decide(requests[g]));
  });
  // The busy games fill the queue first.
  await sleep(50);
  const mean = await loneGame(gate, pool, lone);
  done = true;
  await Promise.all(busy);
  return mean;
}

async function boards(): Promise<void> {
  const views = sampleViews();
  const pool = RenderPool.start(renderWorkers());
  try {
    await Promise.all(views.slice(0, 4).map((v) => pool.board(v)));
    const alone = await loneBoards(new FairRenderer(pool, pool.capacity), views, false);
    const fair = await loneBoards(new FairRenderer(pool, pool.capacity), views, true);
    const fifo = await loneBoards(
      new FairRenderer(pool, pool.capacity, new FifoQueue<Waiting>()),
      views,
      true,
    );
    const line = (label: string, ms: number) =>
      console.log(`${label.padEnd(52)}${ms.toFixed(0).padStart(6)} ms  ${(ms / alone).toFixed(2)}×`);
    console.log(`a game's board, mean of ${LONE_BOARDS}, ${pool.capacity} render worker(s):`);
    line('  alone', alone);
    line(`  beside a burst of ${BURST} phone boards, served by turns`, fair);
    line(`  beside a burst of ${BURST} phone boards, first come (before)`, fifo);
  } finally {
    await pool.close();
  }
}

/** One game's boards, each asked for just after another game's burst of phone boards (or alone). */
async function loneBoards(renders: FairRenderer, views: PublicView[], burst: boolean): Promise<number> {
  let total = 0;
  for (let i = 0; i < LONE_BOARDS; i++) {
    const clicks = burst
      ? Array.from({ length: BURST }, (_, k) =>
          renders.board(views[k % views.length], 'en', {
            layout: 'phone',
            owner: { server: 'clicky', game: 'burst' },
          }),
        )
      : [];
    const t0 = performance.now();
    await renders.board(views[i % views.length], 'en', { owner: { server: 'calm', game: 'own' } });
    total += performance.now() - t0;
    await Promise.all(clicks);
  }
  return total / LONE_BOARDS;
}

function sampleViews(): PublicView[] {
  const views: PublicView[] = [];
  playRandomGame({ players: 4, seed: 11, check: false, onState: (s) => views.push(publicView(s)) });
  return views.filter((_, i) => i % 10 === 0);
}
