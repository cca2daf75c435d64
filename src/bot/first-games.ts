// Issue 24, first-game hints: a person's finished games are counted when a game ends (after
// every save, as a league's result is), so their panels carry hints in their first games and
// not after. Counting runs in the background: a store that fails costs a hint, never a click.
import type { FinishedGamesStore, GameRecord } from '../store/index';
import { userIdOf } from '../store/index';
import type { BotContext } from './context';
import type { FinishedGames } from './services';

export class FirstGames implements FinishedGames {
  /** Counts being noted, so stopping the bot waits for them before closing the store. */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly ctx: () => BotContext,
    readonly store: FinishedGamesStore,
  ) {}

  /** After every save of a game (records.ts): an ended game counts for each person seated. */
  noteSaved(record: GameRecord): void {
    if (record.status !== 'ended' || record.state?.phase.kind !== 'ended') return;
    for (const userId of record.seats.map(userIdOf)) {
      if (!userId) continue;
      const job = this.store
        .note(userId, record.id)
        .catch((error: unknown) =>
          this.ctx().logger.warn(
            { game: record.id, err: error instanceof Error ? error.message : String(error) },
            'finished game not counted',
          ),
        );
      this.pending.add(job);
      void job.finally(() => this.pending.delete(job));
    }
  }

  /** How many games the user finished (up to FIRST_GAMES); none when the store cannot say. */
  async finished(userId: string): Promise<number> {
    return this.store.count(userId).catch((error: unknown) => {
      this.ctx().logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'count unread');
      return 0;
    });
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
