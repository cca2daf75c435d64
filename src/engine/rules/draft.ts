// The draft: the working copy one apply() call changes. It holds the copied state, the events
// emitted so far and the seeded generator, whose advanced state is written back when the call
// is done. A refused action never gets a draft, so nothing half-done can escape.
import { Dice } from '../vocabulary/random';
import type { GameEvent, PublicEvent, SecretNote } from '../vocabulary/events';
import { cloneCity } from './clone';
import type { City, GameState, Player } from '../vocabulary/state';

/** How many public events the state keeps for a board's log panel. */
export const LOG_LENGTH = 12;

export class Draft {
  readonly events: GameEvent[] = [];
  /**
   * Set by a rule whose action completes the phase's decision (the guild master moved, a turn
   * ended); the round (round.ts) then moves on. Phases whose end shows in the state (every
   * start pick made, every bid in) do not need it.
   */
  phaseDone = false;
  private dice: Dice | null = null;
  private readonly ownCities = new Set<number>();

  /** `state` is the copy to change; `before` the state it was copied from, never changed. */
  constructor(
    readonly state: GameState,
    readonly before: GameState = state,
  ) {}

  get rng(): Dice {
    this.dice ??= new Dice(this.state.rng);
    return this.dice;
  }

  player(index: number): Player {
    return this.state.players[index];
  }

  /**
   * City `id`, to change. The draft shares its cities with the state it was copied from (most
   * actions touch one or two of nine); the first change copies the city. Every write to a city
   * goes through here; reads may use state.cities directly.
   */
  city(id: number): City {
    if (!this.ownCities.has(id)) {
      this.state.cities[id] = cloneCity(this.state.cities[id]);
      this.ownCities.add(id);
    }
    return this.state.cities[id];
  }

  emit(event: PublicEvent, secrets: SecretNote[] = []): void {
    this.events.push({ event, secrets });
    const log = this.state.log;
    log.push(event);
    if (log.length > LOG_LENGTH) log.splice(0, log.length - LOG_LENGTH);
  }

  /** Whether any city was changed (through city()): offices are only ever built there. */
  get citiesChanged(): boolean {
    return this.ownCities.size > 0;
  }

  /** The rule's action completes the phase's decision; the round moves on after it. */
  endPhase(): void {
    this.phaseDone = true;
  }

  /** Writes the generator's state back into the game state. */
  finish(): void {
    if (this.dice) this.state.rng = this.dice.save();
  }
}
