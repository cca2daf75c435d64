// Whose work a job is: the server (guild) and the game it serves. Shared work (the computer
// players' threads, the render workers) is handed out by these, so one server's many games
// cannot crowd out another server's one.
export interface Owner {
  server: string;
  game: string;
}

/** The queue a gate takes its waiting jobs from: round-robin (fair) or first come (FIFO). */
export interface JobQueue<T> {
  push(owner: Owner, item: T): void;
  /** The next job to serve (of a server `may` allows, if given), or undefined when none waits. */
  shift(may?: (server: string) => boolean): T | undefined;
  readonly size: number;
}
