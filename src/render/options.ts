// What a caller may say about a board image beyond the view itself.
export type BoardLayout = 'board' | 'phone';

export interface BoardOptions {
  /**
   * The game's name or number as players know it (e.g. "Game 12" or "Friday league"), shown
   * in the title and said in the alt text. Without it the title is just the game's name.
   */
  label?: string;
}

/**
 * Issue 38: a choice the action panel offers, lettered on the seat's board as on its button
 * ("A · Lübeck · cost 0"). Every place is one the seat may see: a route's `to` is null where
 * it lies face down and the seat does not know it.
 */
export type MapChoice =
  /** A route out of `city` by one of its two squares: a move (K-30) or a forced move (K-45, K-72.11). */
  | { letter: string; kind: 'route'; city: number; square: 0 | 1; to: number | null }
  /** K-33: the secret passage from `city` to the guild master's city `to`. */
  | { letter: string; kind: 'passage'; city: number; to: number }
  /** A square of `city` to lay a marker on (K-43, K-73.3). */
  | { letter: string; kind: 'square'; city: number; square: 0 | 1 }
  /** A city: the start city (K-12), the guild master's next city (K-25), a raid on the city (K-45). */
  | { letter: string; kind: 'city'; city: number }
  /** K-45: a raid on `player`'s cog, lying in `city`. */
  | { letter: string; kind: 'cog'; city: number; player: number };

/** What the seat's board (the action panel's image) says beyond the seat's own view. */
export interface SeatBoardOptions extends BoardOptions {
  /** The panel's lettered choices; none: the board as the seat sees it, unlettered. */
  choices?: readonly MapChoice[];
}
