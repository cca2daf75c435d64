// Before the bot starts, one request tells a wrong DISCORD_TOKEN from an unreachable Discord,
// so the person starting it reads one sentence within seconds rather than discord.js's
// "getaddrinfo ENOTFOUND discord.com" or a login that waits on retries (issue 24).
import { t } from '../i18n/index';

/** The REST base discord.js uses; tests point it at a local server (clientOptions.rest.api). */
export const DISCORD_API = 'https://discord.com/api';

/** A login that cannot succeed, said in one sentence (never the token). */
export class LoginError extends Error {
  override readonly name = 'LoginError';
}

export interface LoginCheckOptions {
  api?: string;
  /** How long a silent server is waited for. */
  timeoutMs?: number;
}

/** Resolves when Discord accepts the token; otherwise throws a LoginError saying why. */
export async function checkLogin(token: string, options: LoginCheckOptions = {}): Promise<void> {
  const api = options.api ?? DISCORD_API;
  const timeoutMs = options.timeoutMs ?? 5000;
  const host = new URL(api).host;
  let response: Response;
  try {
    response = await fetch(`${api}/v10/users/@me`, {
      headers: { authorization: `Bot ${token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw unreachable(networkReason(error, host, timeoutMs));
  }
  await response.body?.cancel();
  if (response.status === 401 || response.status === 403) throw new LoginError(t('config.login.refused'));
  if (!response.ok) throw unreachable(t('config.login.status', { host, status: response.status }));
}

function unreachable(reason: string): LoginError {
  return new LoginError(t('config.login.unreachable', { reason }));
}

function networkReason(error: unknown, host: string, timeoutMs: number): string {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return t('config.login.no-answer', { host, seconds: timeoutMs / 1000 });
  // undici wraps the socket's error as `cause` (ENOTFOUND, ECONNREFUSED, ECONNRESET …).
  const code = String((error as { cause?: { code?: string } }).cause?.code ?? 'unknown');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return t('config.login.no-address', { host });
  return t('config.login.connection', { host, code });
}
