import type { MessageRecord } from '../state/records';
import type { Store } from '../state/store';
import { seen, type SeenMessage } from './view';

export interface WaitOptions {
  /** Real milliseconds before giving up; a guard against hung tests, not a timing check. */
  timeoutMs?: number;
}

export interface MessageWaitOptions extends WaitOptions {
  /** A channel id or name: only that channel's messages are looked at (cheap on a busy guild). */
  in?: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Resolves with the first non-undefined result of `check`: called once with nothing, then
 * again with each message that changes and after each interaction response.
 */
export function waitUntil<T>(
  store: Store,
  check: (changed?: MessageRecord) => T | undefined,
  what: string,
  options: WaitOptions = {},
): Promise<T> {
  let first: T | undefined;
  try {
    first = check();
  } catch (error) {
    return Promise.reject(error);
  }
  if (first !== undefined) return Promise.resolve(first);
  return new Promise<T>((resolve, reject) => {
    const recheck = (changed?: MessageRecord) => {
      let value: T | undefined;
      try {
        value = check(changed);
      } catch (error) {
        finish();
        reject(error);
        return;
      }
      if (value === undefined) return;
      finish();
      resolve(value);
    };
    const onResponse = () => recheck();
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`local-discord: timed out waiting for ${what}`));
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      store.events.off('message', recheck);
      store.events.off('interactionResponse', onResponse);
    };
    store.events.on('message', recheck);
    store.events.on('interactionResponse', onResponse);
  });
}

/**
 * A `check` for message waiters: scans every message the first time (or only `channelId`'s),
 * then looks only at the message that changed (skipping deleted ones), so waiting stays cheap
 * on a long table. `picker` is called once per look, so what a pick works out about a
 * channel (who may see it) is worked out once per look and never goes stale.
 */
export function messageCheck<T>(
  store: Store,
  picker: () => (record: MessageRecord) => T | undefined,
  channelId?: string,
): (changed?: MessageRecord) => T | undefined {
  return (changed) => {
    if (changed) {
      if (channelId !== undefined && changed.data.channel_id !== channelId) return undefined;
      return store.messages.has(changed.data.id) ? picker()(changed) : undefined;
    }
    const pick = picker();
    const records = channelId === undefined ? store.messages.values() : store.messages.inChannel(channelId);
    for (const record of records) {
      const found = pick(record);
      if (found !== undefined) return found;
    }
    return undefined;
  };
}

/**
 * The first message `sight` lets through that matches `predicate`, as seen, now or when it
 * appears or changes. `sight` is made afresh for each look (see messageCheck); `options.in`
 * narrows the look to one channel.
 */
export function waitForSeen(
  store: Store,
  sight: () => (record: MessageRecord) => boolean,
  predicate: (message: SeenMessage) => boolean,
  options: MessageWaitOptions,
  what: string,
): Promise<SeenMessage> {
  const picker = () => {
    const sees = sight();
    return (record: MessageRecord) => {
      if (!sees(record)) return undefined;
      const view = seen(record);
      return predicate(view) ? view : undefined;
    };
  };
  const channelId = options.in === undefined ? undefined : store.channelByRef(options.in).id;
  return waitUntil(store, messageCheck(store, picker, channelId), what, options);
}
