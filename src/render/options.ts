// What a caller may say about a board image beyond the view itself.
export type BoardLayout = 'board' | 'phone';

export interface BoardOptions {
  /**
   * The game's name or number as players know it (e.g. "Game 12" or "Friday league"), shown
   * in the title and said in the alt text. Without it the title is just the game's name.
   */
  label?: string;
}
