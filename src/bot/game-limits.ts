// Issue 20, "no one can hurt other people's games": how much of the bot one channel or one
// person may hold at once, and how long a lobby nobody starts stays open. Defaults here;
// startBot takes others (tests, a server with other needs).

export interface GameLimits {
  /** Running games (lobbies included) opened from one channel: its threads and itself. */
  perChannel: number;
  /**
   * Running games one person hosts at once. A league's games are the league's, not its
   * admin's (issue 37): they count against their channel's cap alone.
   */
  hostedPerPerson: number;
  /** Of those, games where the host plays alone against computer players (shared work). */
  computerGamesPerPerson: number;
  /** Hours a lobby may wait for its Start before it closes. */
  lobbyHours: number;
}

export const DEFAULT_LIMITS: GameLimits = {
  perChannel: 25,
  hostedPerPerson: 5,
  computerGamesPerPerson: 2,
  lobbyHours: 24,
};
