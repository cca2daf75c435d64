import type { Store } from '../state/store';

export interface WaitOptions {
  /** Real milliseconds before giving up; a guard against hung tests, not a timing check. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Resolves with the first non-undefined result of `check`, re-checked after every message
 * change and interaction response in the store.
 */
export function waitUntil<T>(
  store: Store,
  check: () => T | undefined,
  what: string,
  options: WaitOptions = {},
): Promise<T> {
  const first = check();
  if (first !== undefined) return Promise.resolve(first);
  return new Promise<T>((resolve, reject) => {
    const recheck = () => {
      let value: T | undefined;
      try {
        value = check();
      } catch (error) {
        finish();
        reject(error);
        return;
      }
      if (value === undefined) return;
      finish();
      resolve(value);
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`local-discord: timed out waiting for ${what}`));
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const finish = () => {
      clearTimeout(timer);
      store.events.off('message', recheck);
      store.events.off('interactionResponse', recheck);
    };
    store.events.on('message', recheck);
    store.events.on('interactionResponse', recheck);
  });
}
