import type { IncomingMessage, Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import {
  GatewayCloseCodes,
  GatewayDispatchEvents,
  GatewayIntentBits,
  GatewayOpcodes,
} from 'discord-api-types/v10';
import { WebSocketServer, type WebSocket } from 'ws';
import { GatewaySession } from './session';
import { plainTransport, zlibTransport, type Transport } from './transport';
import type { Store } from '../state/store';
import { guildCreate } from '../state/serialize-guild';
import { membersChunk, readyPayload } from './payloads';
import { CLOSE, EVENTS_PER_MINUTE, MAX_FRAME_BYTES, isClose, readFrame, type Close } from './frames';
import { isLoopbackHost } from '../http/host';
import { sameSecret } from '../same-secret';

export const HEARTBEAT_INTERVAL_MS = 41_250;

/**
 * The shard a guild's events go to (docs "Gateway › Sharding": `shard_id = (guild_id >> 22) %
 * num_shards`); events of no guild (direct messages) go to shard 0 only.
 */
export function shardOf(guildId: string | undefined, shards: number): number {
  return guildId === undefined ? 0 : Number((BigInt(guildId) >> 22n) % BigInt(shards));
}

/** The guild an event belongs to: its `guild_id`, or the guild itself for GUILD_* events. */
function guildOf(event: GatewayDispatchEvents, data: unknown): string | undefined {
  const fields = (typeof data === 'object' && data !== null ? data : {}) as {
    guild_id?: unknown;
    id?: unknown;
  };
  if (typeof fields.guild_id === 'string') return fields.guild_id;
  const guildEvent =
    event === GatewayDispatchEvents.GuildCreate || event === GatewayDispatchEvents.GuildUpdate;
  return guildEvent && typeof fields.id === 'string' ? fields.id : undefined;
}

export interface DispatchOptions {
  /** The intent a session needs to receive this event; none means always sent. */
  intent?: GatewayIntentBits;
  /** For events that carry user-written content: hidden without the MessageContent intent. */
  redact?: (data: unknown) => unknown;
}

/** Dispatches events to every bot session that asked for them. */
export interface Dispatcher {
  dispatch(event: GatewayDispatchEvents, data: unknown, options?: DispatchOptions): void;
}

interface Connection {
  socket: WebSocket;
  transport: Transport;
  session?: GatewaySession;
  /** When each event of the last minute arrived, for the gateway's send limit. */
  sent: number[];
}

export class GatewayServer implements Dispatcher {
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  readonly #sessions = new Map<string, GatewaySession>();
  readonly #connections = new Set<Connection>();

  constructor(
    private readonly store: Store,
    private readonly token: string,
    private readonly url: () => string,
    /**
     * How many shards Discord asks for (GET /gateway/bot `shards`): a session identifying with
     * fewer is closed with 4011, as Discord does once a bot has too many guilds for its shards.
     * 1 unless a test sets it higher (the local Discord has one guild, not 2,500).
     */
    readonly requiredShards = 1,
  ) {}

  attach(http: Server): void {
    http.on('upgrade', (req, socket, head) => {
      // A web page could reach 127.0.0.1 under a name of its own (DNS rebinding).
      // Browsers apply no same-origin rule to WebSockets, so any page the user has open could
      // connect here under the real Host; a browser always names the page's Origin, the bot's
      // client (ws) none. Only the bot connects to this gateway.
      if (!isLoopbackHost(req.headers.host) || req.headers.origin !== undefined) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      this.#wss.handleUpgrade(req, socket, head, (ws) => this.#open(ws, req));
    });
  }

  dispatch(event: GatewayDispatchEvents, data: unknown, options: DispatchOptions = {}): void {
    const guild = guildOf(event, data);
    for (const session of this.#sessions.values()) {
      if (options.intent !== undefined && (session.intents & options.intent) === 0) continue;
      if (shardOf(guild, session.shard[1]) !== session.shard[0]) continue;
      const hidden = (session.intents & GatewayIntentBits.MessageContent) === 0;
      session.dispatch(event, hidden && options.redact ? options.redact(data) : data);
    }
  }

  /** Cuts every socket without a close frame, as a network failure would; sessions stay. */
  dropConnections(): void {
    for (const client of this.#wss.clients) client.terminate();
  }

  /** Asks every connected client to reconnect and resume (op 7), as Discord does on deploys. */
  requestReconnect(): void {
    for (const connection of this.#connections) {
      connection.transport.send({ op: GatewayOpcodes.Reconnect, d: null });
    }
  }

  /** Ends every session and tells clients so (op 9, not resumable): they must identify anew. */
  invalidateSessions(): void {
    for (const connection of this.#connections) {
      if (connection.session) this.#sessions.delete(connection.session.id);
      connection.session = undefined;
      connection.transport.send({ op: GatewayOpcodes.InvalidSession, d: false });
    }
  }

  get connectedSessions(): number {
    return [...this.#sessions.values()].filter((s) => s.transport).length;
  }

  close(): void {
    for (const client of this.#wss.clients) client.terminate();
    this.#wss.close();
    this.#sessions.clear();
  }

  #open(socket: WebSocket, req: IncomingMessage): void {
    const query = new URL(req.url ?? '/', 'ws://local').searchParams;
    if (query.get('v') !== '10')
      return socket.close(GatewayCloseCodes.InvalidAPIVersion, 'Invalid API version');
    if ((query.get('encoding') ?? 'json') !== 'json')
      return socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
    const compressed = query.get('compress') === 'zlib-stream';
    const connection: Connection = {
      socket,
      transport: compressed ? zlibTransport(socket) : plainTransport(socket),
      sent: [],
    };
    this.#connections.add(connection);
    socket.on('message', (raw: Buffer | ArrayBuffer | Buffer[]) =>
      this.#receiveSafely(connection, toBuffer(raw)),
    );
    socket.on('close', (code) => this.#closed(connection, code));
    socket.on('error', () => socket.terminate());
    connection.transport.send({ op: GatewayOpcodes.Hello, d: { heartbeat_interval: HEARTBEAT_INTERVAL_MS } });
  }

  #closed(connection: Connection, code: number): void {
    this.#connections.delete(connection);
    const session = connection.session;
    if (!session) return;
    if (session.transport === connection.transport) session.transport = undefined;
    // A clean close (1000/1001) ends the session on Discord; anything else may resume.
    if (code === 1000 || code === 1001) this.#sessions.delete(session.id);
  }

  /** Whatever a frame holds, only its own connection may end: never the process. */
  #receiveSafely(connection: Connection, raw: Buffer): void {
    try {
      this.#receive(connection, raw);
    } catch (error) {
      console.error('local-discord: gateway frame failed', error);
      this.#close(connection, { code: GatewayCloseCodes.UnknownError, reason: 'Unknown error.' });
    }
  }

  #receive(connection: Connection, raw: Buffer): void {
    if (this.#overLimit(connection)) return this.#close(connection, CLOSE.rateLimited);
    const frame = readFrame(raw);
    if (isClose(frame)) return this.#close(connection, frame);
    switch (frame.op) {
      case GatewayOpcodes.Heartbeat:
        return connection.transport.send({ op: GatewayOpcodes.HeartbeatAck });
      case GatewayOpcodes.Identify:
        return this.#identify(connection, frame.d.token, frame.d.intents, frame.d.shard);
      case GatewayOpcodes.Resume:
        return this.#resume(connection, frame.d);
      case GatewayOpcodes.RequestGuildMembers:
        if (this.#requireSession(connection) && connection.session) {
          connection.session.dispatch(
            GatewayDispatchEvents.GuildMembersChunk,
            membersChunk(this.store, frame.d),
          );
        }
        return;
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.VoiceStateUpdate:
        this.#requireSession(connection);
        return;
    }
  }

  #overLimit(connection: Connection): boolean {
    const now = Date.now();
    connection.sent = connection.sent.filter((at) => now - at < 60_000);
    connection.sent.push(now);
    return connection.sent.length > EVENTS_PER_MINUTE;
  }

  #close(connection: Connection, { code, reason }: Close): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(code, reason);
  }

  #requireSession(connection: Connection): boolean {
    if (connection.session) return true;
    this.#close(connection, CLOSE.notAuthenticated);
    return false;
  }

  #identify(connection: Connection, token: string, intents: number, shard: [number, number] = [0, 1]): void {
    if (connection.session)
      return connection.socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
    if (!sameSecret(token.replace(/^Bot\s+/i, ''), this.token)) {
      return connection.socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
    }
    const [id, count] = shard;
    if (count < 1 || id < 0 || id >= count) return this.#close(connection, CLOSE.invalidShard);
    if (count < this.requiredShards) return this.#close(connection, CLOSE.shardingRequired);
    const session = new GatewaySession(randomBytes(16).toString('hex'), intents, [id, count]);
    session.transport = connection.transport;
    connection.session = session;
    this.#sessions.set(session.id, session);
    const ours = [...this.store.guilds.keys()].filter((guild) => shardOf(guild, count) === id);
    session.dispatch(
      GatewayDispatchEvents.Ready,
      readyPayload(this.store, session.id, this.url(), session.shard, ours),
    );
    // GUILD_CREATE needs the Guilds intent; without it a guild simply stays unavailable.
    // Only a guild's own shard hears of it.
    if (intents & GatewayIntentBits.Guilds)
      for (const guild of ours)
        session.dispatch(GatewayDispatchEvents.GuildCreate, guildCreate(this.store, intents, guild));
  }

  #resume(connection: Connection, d: { token: string; session_id: string; seq: number }): void {
    const session = this.#sessions.get(d.session_id);
    const missed = session?.missedSince(d.seq);
    if (!session || !missed || !sameSecret(d.token.replace(/^Bot\s+/i, ''), this.token)) {
      // d:false tells the client to identify afresh.
      return connection.transport.send({ op: GatewayOpcodes.InvalidSession, d: false });
    }
    session.transport = connection.transport;
    connection.session = session;
    for (const payload of missed) connection.transport.send(payload);
    session.dispatch(GatewayDispatchEvents.Resumed, {});
  }
}

function toBuffer(raw: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(raw)) return Buffer.concat(raw);
  return Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
}
