import type { Dispatcher } from '../gateway/server';
import type { Router } from '../http/router';
import type { Messaging } from '../state/messaging';
import type { Store } from '../state/store';

/** What every route module needs: the state, the gateway, and the server's address. */
export interface RouteContext {
  store: Store;
  gateway: Dispatcher & { readonly requiredShards: number };
  messaging: Messaging;
  router: Router;
  baseUrl: () => string;
  gatewayUrl: () => string;
}

export const json = (value: unknown, status = 200) => ({ status, json: value });
export const noContent = () => ({ status: 204 });
