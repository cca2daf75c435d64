import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { DiscordHttpError, forbiddenHost, methodNotAllowed, notFound, unauthorized } from '../errors';
import { isLoopbackHost } from './host';
import { sameSecret } from '../same-secret';
import { readBody } from './body';
import { CallLog } from './call-log';
import { RateLimits, rateLimitedBody, type RateDecision } from './rate-limit';
import type { RouteMatch, RouteResponse, Router } from './router';

export const API_PREFIX = '/api/v10';

/** The HTTP side: Discord's REST API under /api/v10, and attachment bytes beside it. */
export class HttpServer {
  readonly server: Server;
  readonly log: CallLog;
  readonly #limits: RateLimits;

  constructor(
    private readonly api: Router,
    private readonly files: Router,
    private readonly token: string,
    rateLimits: boolean,
    /** Runs before each request: time-driven state (idle threads) catches up first. */
    private readonly beforeRequest: () => void = () => undefined,
    callLogLimit?: number,
  ) {
    this.log = new CallLog(callLogLimit);
    this.#limits = new RateLimits(rateLimits);
    this.server = createServer((req, res) => void this.#handle(req, res));
    // discord.js keeps connections alive; let them go when the server stops.
    this.server.keepAliveTimeout = 5_000;
  }

  async listen(port: number): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    return typeof address === 'object' && address ? address.port : port;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    let template = url.pathname;
    let response: RouteResponse;
    let headers: Record<string, string> = {};
    let json: Record<string, unknown> | undefined;
    let files: string[] | undefined;
    try {
      if (!isLoopbackHost(req.headers.host)) throw forbiddenHost();
      this.beforeRequest();
      const { match, path } = this.#route(method, url.pathname);
      template = match.route.template;
      this.#authorize(req, match);
      if (path.api) {
        const decision = this.#rateLimit(method, match);
        headers = decision.headers;
        if (decision.limited) {
          const { retryAfterS, global } = decision.limited;
          headers['Retry-After'] = String(Math.ceil(retryAfterS));
          throw new RateLimited(rateLimitedBody(retryAfterS, global));
        }
      }
      const body = await readBody(req);
      json = body.json;
      files = body.files.length > 0 ? body.files.map((f) => f.filename) : undefined;
      const auth = req.headers.authorization;
      response = await match.route.handler({
        method,
        params: match.params,
        query: url.searchParams,
        body,
        authorization: auth,
      });
    } catch (error) {
      response = errorResponse(error);
    }
    this.#write(res, response, headers);
    this.log.record({
      method,
      route: template,
      path: url.pathname,
      status: response.status,
      latencyMs: performance.now() - started,
      at: Date.now(),
      requestBytes: Number(req.headers['content-length'] ?? 0),
      json,
      files,
      resultId: resultId(response),
    });
  }

  #route(method: string, pathname: string): { match: RouteMatch; path: { api: boolean } } {
    const api = pathname.startsWith(`${API_PREFIX}/`);
    const router = api ? this.api : this.files;
    const found = router.match(method, api ? pathname.slice(API_PREFIX.length) : pathname);
    if (found === 'pathOnly') throw methodNotAllowed();
    if (!found) throw notFound(api ? `${method} ${pathname.slice(API_PREFIX.length)}` : undefined);
    return { match: found, path: { api } };
  }

  #authorize(req: IncomingMessage, match: RouteMatch): void {
    if (match.route.options.auth === false) return;
    if (!sameSecret(req.headers.authorization, `Bot ${this.token}`)) throw unauthorized();
  }

  #rateLimit(method: string, match: RouteMatch): RateDecision {
    const { options } = match.route;
    if (options.rateLimit === 'exempt') return { headers: {} };
    const major = options.major ? (match.params[options.major] ?? '') : '';
    return this.#limits.take(method, match.route.template, major, {
      global: options.rateLimit !== 'noGlobal',
    });
  }

  #write(res: ServerResponse, response: RouteResponse, headers: Record<string, string>): void {
    if (response.raw) {
      res.writeHead(response.status, { ...headers, 'Content-Type': response.raw.contentType });
      res.end(response.raw.data);
      return;
    }
    if (response.json === undefined) {
      res.writeHead(response.status, headers);
      res.end();
      return;
    }
    res.writeHead(response.status, { ...headers, 'Content-Type': 'application/json' });
    res.end(JSON.stringify(response.json));
  }
}

/** A 429: the request was not carried out; the body says how long to wait. */
class RateLimited extends Error {
  constructor(readonly body: Record<string, unknown>) {
    super('rate limited');
  }
}

function errorResponse(error: unknown): RouteResponse {
  if (error instanceof RateLimited) return { status: 429, json: error.body };
  if (error instanceof DiscordHttpError) return { status: error.status, json: error.body() };
  // A bug in the stand-in must be loud: tests should fail on it, not retry around it.
  console.error('local-discord: internal error', error);
  return { status: 500, json: { message: '500: Internal Server Error', code: 0 } };
}

/** The id in a successful JSON answer: which message a POST created, for audits of the log. */
function resultId(response: RouteResponse): string | undefined {
  if (response.status >= 300 || typeof response.json !== 'object' || response.json === null) return undefined;
  const id = (response.json as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}
