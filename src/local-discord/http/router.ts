import type { ParsedBody } from './body';

export interface RouteRequest {
  method: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: ParsedBody;
  /** The bot token from `Authorization: Bot …`, if one was sent. */
  authorization: string | undefined;
}

export interface RouteResponse {
  status: number;
  json?: unknown;
  raw?: { data: Buffer; contentType: string };
}

export type RouteHandler = (req: RouteRequest) => RouteResponse | Promise<RouteResponse>;

export interface RouteOptions {
  /** Routes Discord serves without a bot token (interaction callbacks, webhooks). */
  auth?: boolean;
  /** The major parameter Discord buckets rate limits by. */
  major?: string;
  /**
   * Interaction callbacks are outside every rate limit (`exempt`); the other interaction
   * endpoints, token webhooks, are outside the global one only (`noGlobal`).
   */
  rateLimit?: 'exempt' | 'noGlobal';
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  names: string[];
  handler: RouteHandler;
  options: RouteOptions;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** A method + path-template table (`/channels/:channel/messages/:message`). */
export class Router {
  readonly #routes: Route[] = [];

  add(method: string, template: string, handler: RouteHandler, options: RouteOptions = {}): void {
    const names: string[] = [];
    const source = template.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const pattern = new RegExp(`^${source}$`);
    this.#routes.push({ method, template, pattern, names, handler, options });
  }

  /** Matches a path; `pathOnly` tells 404 (no such path) from 405 (wrong method). */
  match(method: string, path: string): RouteMatch | 'pathOnly' | undefined {
    let pathOnly = false;
    for (const route of this.#routes) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      if (route.method !== method) {
        pathOnly = true;
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1])));
      return { route, params };
    }
    return pathOnly ? 'pathOnly' : undefined;
  }
}
