// Turns over servers, then over each server's games, then first come within a game. Of the
// servers with work waiting, the one served longest ago goes next, and within it the game
// served longest ago. A server with eight games flooding the queue then gets one turn in
// two against a server with one game, not eight in nine: each server waits for at most one
// job of every other server.
import type { JobQueue, Owner } from './owner';
import { Turns } from './turns';

export class FairQueue<T> implements JobQueue<T> {
  /** Per server, per game, the jobs waiting (Map order: arrival, the tie-break). */
  private readonly waiting = new Map<string, Map<string, T[]>>();
  private readonly servers = new Turns();
  /** Games keyed by server and game together: they are only compared within a server. */
  private readonly games = new Turns();
  private count = 0;

  push(owner: Owner, item: T): void {
    let games = this.waiting.get(owner.server);
    if (!games) this.waiting.set(owner.server, (games = new Map()));
    let jobs = games.get(owner.game);
    if (!jobs) games.set(owner.game, (jobs = []));
    jobs.push(item);
    this.count += 1;
  }

  shift(may: (server: string) => boolean = () => true): T | undefined {
    const server = this.servers.next([...this.waiting.keys()].filter(may));
    if (server === undefined) return undefined;
    const games = this.waiting.get(server) as Map<string, T[]>;
    const key = this.games.next([...games.keys()].map((game) => gameKey(server, game))) as string;
    const game = key.slice(server.length + 1);
    const jobs = games.get(game) as T[];
    const item = jobs.shift() as T;
    this.count -= 1;
    this.servers.serve(server);
    this.games.serve(key);
    if (jobs.length === 0) games.delete(game);
    if (games.size === 0) this.waiting.delete(server);
    return item;
  }

  get size(): number {
    return this.count;
  }
}

function gameKey(server: string, game: string): string {
  return `${server}\u0000${game}`;
}
