// Who may ask the table anything: the person at this machine, through the table's own page.
// Any other web page open in the same browser can send requests to 127.0.0.1 too, so every
// request is checked here before a route sees it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { t } from '../../i18n';

/** The header in which the page sends the secret it was given when it loaded. */
export const SECRET_HEADER = 'x-table-secret';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The headers every answer carries: no other site may frame the page (clickjacking). */
export const FRAME_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
} as const;

/** A request the guard turned away: 403 and a sentence saying why. */
export class Forbidden extends Error {
  readonly status = 403;
  body(): { message: string; code: number } {
    return { message: this.message, code: 0 };
  }
}

/** A fresh secret for each start: a page loaded before a restart must load again. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Refuses what did not come from the table's own page. `secret` undefined switches the
 * guard off: tests only, to show that the attacks they try would otherwise work.
 */
export function guardRequest(req: IncomingMessage, pathname: string, secret: string | undefined): void {
  const host = header(req, 'host') ?? '';
  // A foreign Host means a name that resolves to 127.0.0.1 (DNS rebinding): another site.
  if (!LOOPBACK_HOSTS.has(host.replace(/:\d+$/, ''))) throw new Forbidden(t('table.guard.host'));
  if (secret === undefined) return;
  if (SAFE_METHODS.has(req.method ?? 'GET')) return guardRead(req, pathname);
  const origin = header(req, 'origin');
  if (origin !== `http://${host}`) throw new Forbidden(t('table.guard.origin'));
  if (!isJson(header(req, 'content-type'))) throw new Forbidden(t('table.guard.contentType'));
  if (!sameSecret(header(req, SECRET_HEADER), secret)) throw new Forbidden(t('table.guard.secret'));
}

/**
 * Another site may link to the page (a navigation), but may not embed the table's data,
 * images or event stream in itself. Browsers say where a request comes from in
 * Sec-Fetch-Site; a request without it is not from a browser's page.
 */
function guardRead(req: IncomingMessage, pathname: string): void {
  const site = header(req, 'sec-fetch-site');
  if (site === undefined || site === 'same-origin' || site === 'none') return;
  if (pathname === '/' && header(req, 'sec-fetch-mode') === 'navigate') return;
  throw new Forbidden(t('table.guard.origin'));
}

function isJson(type: string | undefined): boolean {
  return type?.split(';')[0].trim().toLowerCase() === 'application/json';
}

function sameSecret(sent: string | undefined, secret: string): boolean {
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
