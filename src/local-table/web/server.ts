// The local table's web server: the page, its JSON routes, live updates and attachment
// bytes. Bound to loopback; every request passes the guard (guard.ts) first: other web
// pages in the same browser may not use the table.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { MessageLimits } from '@sapphire/discord-utilities';
import { RESTJSONErrorCodes } from 'discord-api-types/v10';
import {
  DiscordHttpError,
  discordError,
  readBody,
  type LocalDiscord,
  type UserRecord,
} from '../../local-discord';
import type { TableBridge } from '../bridge/act';
import { pageMessages, pageState } from '../bridge/page-view';
import {
  PageInteraction,
  PageLanguage,
  PageMessageBody,
  PageNewSeat,
  PageRename,
  parseBody,
} from '../bridge/requests';
import { addSeat, tableSeats } from '../bridge/seats';
import { FRAME_HEADERS, Forbidden, guardRequest } from './guard';
import type { LiveHub } from './live';
import { pageFile } from './static';
import { replayRoute } from './replay-route';

interface Reply {
  status: number;
  json?: unknown;
  raw?: { data: Buffer; type: string; cache?: string };
}

type Handler = (
  req: IncomingMessage,
  url: URL,
  params: string[],
) => Promise<Reply | undefined> | Reply | undefined;

export interface TableServerOptions {
  /** The per-start secret the page is given and must send back (guard.ts). */
  secret: string;
  /** Tests only: false lets requests through unchecked, to show an attack would work. */
  guard?: boolean;
  /** Told when the page changed the server outside a message (a new name). */
  saved?: () => void;
}

export function createTableServer(
  discord: LocalDiscord,
  bridge: TableBridge,
  live: LiveHub,
  { secret, guard = true, saved = () => undefined }: TableServerOptions,
): Server {
  const seat = (req: IncomingMessage, url: URL): UserRecord =>
    bridge.user(url.searchParams.get('user') ?? headerOf(req, 'x-table-user'));
  const routes: [string, RegExp, Handler][] = [
    ['GET', /^\/$/, () => indexPage(secret)],
    ['GET', /^\/page\/([^/]+)$/, (_req, _url, [name]) => page(name)],
    ['GET', /^\/table\/state$/, (req, url) => ok(pageState(discord, seat(req, url)))],
    // Issue 42: the seats' names, for a page that holds none yet (its ?user= was refused).
    ['GET', /^\/table\/seats$/, () => ok({ seats: tableSeats(discord).map(seatName) })],
    [
      'POST',
      /^\/table\/seats$/,
      async (req) => {
        const body = parseBody(PageNewSeat, (await readBody(req)).json);
        const user = addSeat(discord, body.username);
        live.usersChanged();
        saved();
        return ok(seatName(user));
      },
    ],
    [
      'GET',
      /^\/table\/channels\/(\d+)\/messages$/,
      (req, url, [channel]) => {
        const user = seat(req, url);
        if (!discord.store.channels.has(channel)) throw discordError(RESTJSONErrorCodes.UnknownChannel);
        return ok(pageMessages(discord, user, channel));
      },
    ],
    [
      'GET',
      /^\/table\/attachments\/(\d+)\/(\d+)\/[^/]+$/,
      (req, url, [message, attachment]) => attachmentBytes(discord, seat(req, url), message, attachment),
    ],
    [
      'POST',
      /^\/table\/interactions$/,
      async (req, url) => {
        const user = seat(req, url);
        const body = parseBody(PageInteraction, (await readBody(req)).json);
        return ok(await bridge.interact(user, body));
      },
    ],
    [
      'POST',
      /^\/table\/messages$/,
      async (req, url) => {
        const user = seat(req, url);
        const body = parseBody(PageMessageBody, (await readBody(req)).json);
        return ok({ id: bridge.say(user, body.channel_id, body.content) });
      },
    ],
    // Issue 21: an exported game record, replayed step by step (replay-route.ts).
    ['POST', /^\/table\/replay$/, (req, url) => replayRoute(req, seat(req, url).locale)],
    [
      'PATCH',
      /^\/table\/me$/,
      async (req, url) => {
        const user = seat(req, url);
        const body = parseBody(PageRename, (await readBody(req)).json);
        bridge.rename(user, body.display_name);
        live.usersChanged();
        saved();
        return ok({ displayName: user.globalName });
      },
    ],
    [
      'PATCH',
      /^\/table\/me\/locale$/,
      async (req, url) => {
        const user = seat(req, url);
        const body = parseBody(PageLanguage, (await readBody(req)).json);
        bridge.setLocale(user, body.locale);
        saved();
        return ok({ locale: user.locale });
      },
    ],
  ];
  const framing: Record<string, string> = guard ? FRAME_HEADERS : {};
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      req.resume(); // a refused body is drained, so the browser reads the answer, not a reset
      send(res, errorReply(error), framing);
    });
  });
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://table');
    guardRequest(req, url.pathname, guard ? secret : undefined);
    if (req.method === 'GET' && url.pathname === '/table/events') {
      return live.listen(seat(req, url), res);
    }
    refuseHugeBody(req);
    for (const [method, pattern, handler] of routes) {
      const match = pattern.exec(url.pathname);
      if (!match || method !== req.method) continue;
      const reply = await handler(req, url, match.slice(1));
      if (reply) return send(res, reply, framing);
    }
    send(res, { status: 404, json: { message: '404: Not Found', code: 0 } }, framing);
  }
  return server;
}

function seatName(user: UserRecord): { username: string; displayName: string } {
  return { username: user.username, displayName: user.globalName ?? user.username };
}

/**
 * Discord's edge refuses a request above its size cap from its declared length, before
 * reading it; the body is drained so the browser receives the answer, not a reset.
 */
function refuseHugeBody(req: IncomingMessage): void {
  if (Number(req.headers['content-length'] ?? 0) <= MessageLimits.MaximumRequestSize) return;
  req.resume();
  throw discordError(RESTJSONErrorCodes.RequestEntityTooLarge);
}

function ok(json: unknown): Reply {
  return { status: 200, json };
}

async function page(name: string): Promise<Reply | undefined> {
  if (name === 'index.html') return undefined; // only at `/`, where it carries the secret
  const file = await pageFile(name);
  return file && { status: 200, raw: { ...file, cache: 'no-cache' } };
}

/** The page with this start's secret in it; never cached, as the next start has another. */
async function indexPage(secret: string): Promise<Reply> {
  const file = await pageFile('index.html');
  if (!file) throw new Error('local-table: the page file index.html is missing');
  const html = file.data.toString('utf8').replace('__TABLE_SECRET__', secret);
  return { status: 200, raw: { data: Buffer.from(html), type: file.type } };
}

/** An image as the user may see it: never another user's ephemeral. */
function attachmentBytes(
  discord: LocalDiscord,
  user: UserRecord,
  messageId: string,
  attachmentId: string,
): Reply {
  const record = discord.store.messages.get(messageId);
  const bytes = record?.files.get(attachmentId);
  if (!record || !bytes || !discord.visibleTo(user.username, messageId)) {
    return { status: 404, json: { message: '404: Not Found', code: 0 } };
  }
  const meta = record.data.attachments.find((a) => a.id === attachmentId);
  const type = meta?.content_type ?? 'application/octet-stream';
  // An attachment id never gets other bytes, so the browser may keep it.
  return { status: 200, raw: { data: bytes, type, cache: 'private, max-age=31536000, immutable' } };
}

function errorReply(error: unknown): Reply {
  if (error instanceof DiscordHttpError || error instanceof Forbidden) {
    return { status: error.status, json: error.body() };
  }
  console.error('local-table: internal error', error);
  return { status: 500, json: { message: '500: Internal Server Error', code: 0 } };
}

function send(res: ServerResponse, reply: Reply, framing: Record<string, string>): void {
  if (res.headersSent) return void res.end();
  if (reply.raw) {
    res.writeHead(reply.status, {
      ...framing,
      'Content-Type': reply.raw.type,
      'Cache-Control': reply.raw.cache ?? 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(reply.raw.data);
    return;
  }
  res.writeHead(reply.status, {
    ...framing,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(reply.json ?? null));
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
