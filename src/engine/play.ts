// The working copy of one apply() call: the state being changed, the events it emits and the
// seeded generator, whose advanced state is written back when the call is done.
import { Dice } from './random';
import type { GameEvent, PublicEvent, SecretNote } from './events';
import type { GameState, Player } from './state';

/** How many public events the state keeps for a board's log panel. */
export const LOG_LENGTH = 12;

export class Play {
  readonly events: GameEvent[] = [];
  private dice: Dice | null = null;

  constructor(readonly state: GameState) {}

  get rng(): Dice {
    this.dice ??= new Dice(this.state.rng);
    return this.dice;
  }

  player(index: number): Player {
    return this.state.players[index];
  }

  emit(event: PublicEvent, secrets: SecretNote[] = []): void {
    this.events.push({ event, secrets });
    const log = this.state.log;
    log.push(event);
    if (log.length > LOG_LENGTH) log.splice(0, log.length - LOG_LENGTH);
  }

  /** Writes the generator's state back into the game state. */
  finish(): void {
    if (this.dice) this.state.rng = this.dice.save();
  }
}
