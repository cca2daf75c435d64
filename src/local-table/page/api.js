// Requests to the table's server, as the seat this page holds. Refusals carry Discord's
// error (status, code, message and the nested field errors) and are shown as such.
import { h, requestedSeat, s, state } from './state.js';

export class Refused extends Error {
  constructor(status, body) {
    super(body?.message ?? `HTTP ${status}`);
    this.status = status;
    this.code = body?.code ?? 0;
    this.details = fieldErrors(body?.errors);
  }
}

// The table's per-start secret, given with the page: the server takes no change without it.
let secret = secretIn(document);

function secretIn(doc) {
  return doc.querySelector('meta[name="table-secret"]')?.getAttribute('content') ?? '';
}

/** After the table restarted, the new start's secret, from the page as it is served now. */
export async function refreshSecret() {
  const html = await (await fetch('/', { cache: 'no-store' })).text();
  secret = secretIn(new DOMParser().parseFromString(html, 'text/html'));
}

/** A request as this page's seat (or as `seat`, for renaming another local player). */
export async function call(method, path, body, seat = state.me?.username ?? requestedSeat()) {
  const url = `${path}${path.includes('?') ? '&' : '?'}user=${encodeURIComponent(seat)}`;
  const response = await fetch(url, {
    method,
    // Every change says it is JSON and carries the secret; reads need neither.
    headers: method === 'GET' ? {} : { 'content-type': 'application/json', 'x-table-secret': secret },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Refused(response.status, data);
  return data;
}

/** An attachment's address for this seat: the server checks who may see it. */
export function attachmentUrl(url) {
  return `${url}?user=${encodeURIComponent(state.me?.username ?? '')}`;
}

export function refusalText(error) {
  if (!(error instanceof Refused)) return String(error?.message ?? error);
  const message = [error.message, ...error.details].join(' — ');
  return s('refused', { code: error.code, message });
}

/** Shows a refusal as a toast for a few seconds. */
export function showError(error) {
  const toast = h('div', { class: 'toast error', role: 'alert' }, refusalText(error));
  document.getElementById('toasts').append(toast);
  setTimeout(() => toast.remove(), 8000);
}

// Discord nests field errors: { data: { options: { 0: { _errors: [{ code, message }] } } } }.
function fieldErrors(errors, path = []) {
  if (!errors || typeof errors !== 'object') return [];
  const found = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === '_errors') {
      for (const e of value) found.push(`${path.join('.') || 'body'}: ${e.message}`);
    } else {
      found.push(...fieldErrors(value, [...path, key]));
    }
  }
  return found;
}
