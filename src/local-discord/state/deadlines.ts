import { realTime, type Clock } from '../clock';
import { InitialResponseDeadlineMs, InteractionTokenLifetimeMs } from '../limits';
import type { InteractionRecord } from './records';
import type { Store } from './store';

/**
 * How old an interaction is: the larger of the test clock's and real time's view. Discord
 * measures real time, so real work that takes too long is late under any injected clock;
 * a test clock moved ahead makes it late sooner, never on time again.
 */
export function interactionAge(
  clock: Clock,
  interaction: Pick<InteractionRecord, 'createdAt' | 'createdReal'>,
  realNow = realTime.now(),
): number {
  return Math.max(clock.now() - interaction.createdAt, realNow - interaction.createdReal);
}

/** Past Discord's 3 seconds for the initial response ("Receiving and Responding"). */
export function missedInitialDeadline(store: Store, interaction: InteractionRecord): boolean {
  return interactionAge(store.clock, interaction) > InitialResponseDeadlineMs;
}

/** Interaction tokens live 15 minutes ("Receiving and Responding", Followup Messages). */
export function tokenExpired(store: Store, interaction: InteractionRecord): boolean {
  return interactionAge(store.clock, interaction) > InteractionTokenLifetimeMs;
}
