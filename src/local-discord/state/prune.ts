// Issue 20: the local Discord's memory stays bounded in a long run. An interaction's token
// lives 15 minutes ("Receiving and Responding"); after that nothing can answer, edit or
// follow up on it, and Discord's client drops its ephemeral messages on the next reload. So
// an expired interaction's record is forgotten, and with it the ephemeral messages (hand
// images, phone boards, panels) that no interaction still alive can edit. At most
// MAX_INTERACTIONS are kept even within 15 minutes: under a flood, the oldest go first, as
// if expired (a click thousands of clicks ago has long been answered).
import { tokenExpired } from './deadlines';
import type { InteractionRecord } from './records';
import type { Store } from './store';

export const MAX_INTERACTIONS = 2_000;

/** A token as Discord makes them: base64 of "interaction:<id>:<random>". */
export function interactionToken(id: string, random: string): string {
  return Buffer.from(`interaction:${id}:${random}`).toString('base64url');
}

/** The interaction id a token names, or undefined for a token not made as ours are. */
export function tokenId(token: string): string | undefined {
  const match = /^interaction:(\d{1,20}):/.exec(Buffer.from(token, 'base64url').toString('latin1'));
  return match?.[1];
}

/** Whether `token` named an interaction forgotten here: it expired (or was pushed out), so it is invalid, not unknown. */
export function forgottenToken(store: Store, token: string): boolean {
  const id = tokenId(token);
  return id !== undefined && store.prunedThrough !== null && BigInt(id) <= store.prunedThrough;
}

/** Files a new interaction, forgetting those whose token has expired. */
export function fileInteraction(store: Store, record: InteractionRecord): void {
  store.interactions.set(record.id, record);
  store.interactionsByToken.set(record.token, record);
  if (record.sourceMessageId) store.clickedFrom.set(record.sourceMessageId, record.id);
  pruneInteractions(store);
}

/** Forgets interactions past their token's life (oldest first) and their ephemeral messages. */
export function pruneInteractions(store: Store): void {
  for (const record of store.interactions.values()) {
    if (store.interactions.size <= MAX_INTERACTIONS && !tokenExpired(store, record)) return;
    forget(store, record);
  }
}

function forget(store: Store, record: InteractionRecord): void {
  store.interactions.delete(record.id);
  store.interactionsByToken.delete(record.token);
  store.prunedThrough = BigInt(record.id);
  const touched = [record.sourceMessageId, record.originalMessageId, ...record.followUpIds];
  for (const messageId of new Set(touched)) {
    if (!messageId) continue;
    const lastUser = store.clickedFrom.get(messageId);
    // A later interaction clicked on this message: it may still edit it (an update response).
    if (lastUser !== undefined && lastUser !== record.id && store.interactions.has(lastUser)) continue;
    store.clickedFrom.delete(messageId);
    if (store.messages.get(messageId)?.ephemeralFor) store.messages.delete(messageId);
  }
}
