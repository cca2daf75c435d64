import { performance } from 'node:perf_hooks';
import { InteractionResponseType, type APIApplicationCommand } from 'discord-api-types/v10';
import { Actor } from './actor/actor';
import { canSee, canSeeChannel, oncePerChannel, type SeenMessage } from './actor/view';
import { waitForSeen, type MessageWaitOptions } from './actor/wait';
import { ManualClock, systemClock, type Clock } from './clock';
import { GatewayServer } from './gateway/server';
import type { RestCall } from './http/call-log';
import { Router } from './http/router';
import { HttpServer } from './http/server';
import { attachmentRoutes, registerApiRoutes, type RouteContext } from './routes';
import { botRoleId, maybeRoleId, setOverwrite, setRolePermissions, type Overwrite } from './server-admin';
import { createStore, type TableSpec } from './setup';
import { rebaseAttachmentUrls, restoreStore, type SavedTable } from './persist';
import { Messaging } from './state/messaging';
import { channelPermissions } from './state/permissions';
import type { MessageRecord } from './state/records';
import { archiveIdleThreads } from './state/thread-time';
import type { Store } from './state/store';

export interface LocalDiscordOptions extends Partial<TableSpec> {
  /** Drives Discord's deadlines (3 s, 15 min) and timestamps; defaults to the real clock. */
  clock?: Clock;
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /**
   * Discord's rate limits (per-route buckets, global 50/s, real 429s). On by default; turn
   * off only in a unit test that must send faster than Discord allows.
   */
  rateLimits?: boolean;
  /** REST calls kept in `calls` (default MAX_CALLS); an audit of a whole long run keeps more. */
  callLogLimit?: number;
  /** A table saved by `saveTable` to go on from (same ids); `users`/`channels` are then unused. */
  restore?: SavedTable;
  /**
   * The shards Discord asks this bot for (issue 27): GET /gateway/bot says so, and a session
   * identifying with fewer is closed with 4011. Default 1 (no sharding needed).
   */
  requiredShards?: number;
}

/** A local Discord: REST + gateway on 127.0.0.1 for discord.js, and people to act in it. */
export class LocalDiscord {
  readonly #actors = new Map<string, Actor>();
  #port = 0;
  #catchUp: () => void = () => undefined;
  #stopWatching: () => void = () => undefined;

  private constructor(
    readonly store: Store,
    readonly token: string,
    private readonly http: HttpServer,
    private readonly gateway: GatewayServer,
    private readonly messaging: Messaging,
    /** Milliseconds from `start()` being called to listening. */
    readonly startupMs: number,
  ) {}

  static async start(options: LocalDiscordOptions = {}): Promise<LocalDiscord> {
    const started = performance.now();
    const clock = options.clock ?? systemClock;
    const { store, token } = options.restore
      ? restoreStore(options.restore, clock)
      : createStore({ ...options, users: options.users ?? [], channels: options.channels ?? [] }, clock);
    let base = '';
    const gateway = new GatewayServer(
      store,
      token,
      () => base.replace(/^http/, 'ws'),
      options.requiredShards,
    );
    const messaging = new Messaging(store, gateway, () => base);
    const api = new Router();
    const files = new Router();
    const ctx: RouteContext = {
      store,
      gateway,
      messaging,
      router: api,
      baseUrl: () => base,
      gatewayUrl: () => base.replace(/^http/, 'ws'),
    };
    registerApiRoutes(ctx);
    attachmentRoutes({ ...ctx, router: files });
    // Threads archive by the clock: caught up before each request and actor action, and at
    // once when a ManualClock jumps ahead.
    const catchUp = () => archiveIdleThreads(store, gateway);
    const http = new HttpServer(api, files, token, options.rateLimits ?? true, catchUp, options.callLogLimit);
    const stopWatching = clock instanceof ManualClock ? clock.onAdvance(catchUp) : () => undefined;
    gateway.attach(http.server);
    const port = await http.listen(options.port ?? 0);
    base = `http://127.0.0.1:${port}`;
    if (options.restore) rebaseAttachmentUrls(store, base);
    const discord = new LocalDiscord(store, token, http, gateway, messaging, performance.now() - started);
    discord.#port = port;
    discord.#catchUp = catchUp;
    discord.#stopWatching = stopWatching;
    return discord;
  }

  get port(): number {
    return this.#port;
  }

  /** The REST base to give discord.js: `new Client({ rest: { api: discord.apiUrl } })`. */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.#port}/api`;
  }

  /** Spread into discord.js `ClientOptions` to point the client here. */
  clientOptions(): { rest: { api: string } } {
    return { rest: { api: this.apiUrl } };
  }

  get botId(): string {
    return this.store.botId;
  }

  get applicationId(): string {
    return this.store.application.id;
  }

  get guildId(): string {
    return this.store.guild.id;
  }

  /** Every guild's id, the first (`guildId`) first (TableSpec `guilds`). */
  get guildIds(): string[] {
    return [...this.store.guilds.keys()];
  }

  /** The guild a channel (by id or name) belongs to. */
  guildOf(channel: string): string {
    return this.store.guildOf(this.store.channelByRef(channel)) ?? this.store.guild.id;
  }

  /** The person named `name`, to act and look as them. */
  user(name: string): Actor {
    let actor = this.#actors.get(name);
    if (!actor) {
      const ctx = {
        store: this.store,
        gateway: this.gateway,
        messaging: this.messaging,
        defaultChannel: () => this.#firstChannel(),
        catchUp: () => this.#catchUp(),
        baseUrl: () => `http://127.0.0.1:${this.#port}`,
      };
      actor = new Actor(ctx, this.store.userByName(name));
      this.#actors.set(name, actor);
    }
    return actor;
  }

  /** A channel's (or thread's) id by name. */
  channel(name: string): string {
    return this.store.channelByRef(name).id;
  }

  /** The bot's own managed role, created when it was invited. */
  get botRoleId(): string {
    return botRoleId(this.store);
  }

  /**
   * Sets a role's guild-level permissions, as a server admin would in Server Settings; the
   * bot hears GUILD_ROLE_UPDATE. `role`: a role name, `@everyone`, or `bot` for the bot's role.
   */
  setRolePermissions(role: string, permissions: bigint): void {
    setRolePermissions(this.store, this.gateway, role, permissions);
  }

  /**
   * Sets (or with `undefined`, removes) a channel permission overwrite for a role (`@everyone`,
   * `bot`, a role name) or a member (a user name), as a server admin would; the bot hears
   * CHANNEL_UPDATE. The bot itself sets them through Edit Channel Permissions.
   */
  setOverwrite(channel: string, target: string, overwrite: Overwrite | undefined): void {
    setOverwrite(this.store, this.gateway, channel, target, overwrite);
  }

  /** What a person (by name, or `bot`) may do in a channel, as Discord computes it. */
  permissionsIn(name: string, channel: string): bigint {
    const userId = name === 'bot' ? this.store.botId : this.store.userByName(name).id;
    return channelPermissions(this.store, userId, this.store.channelByRef(channel));
  }

  /** A role's id by name (`@everyone`, `bot` for the bot's managed role). */
  role(role: string): string {
    const id = maybeRoleId(this.store, role);
    if (!id) throw new Error(`local-discord: no role "${role}"`);
    return id;
  }

  /** Registered commands: global, or the guild's with `{ guild: true }`. */
  commands(scope: { guild?: boolean } = {}): APIApplicationCommand[] {
    return [...(scope.guild ? this.store.guildCommands : this.store.globalCommands).values()];
  }

  /**
   * Issue 42: interactions acknowledged by a defer ("thinking…", or a click's deferred update)
   * and never answered after it, by edit or follow-up: what a person sees stuck until Discord
   * gives up. Those whose token expired are forgotten (state/prune.ts) and not counted.
   */
  unfilledDeferrals(): { id: string; commandName?: string; response: InteractionResponseType }[] {
    const deferrals = [
      InteractionResponseType.DeferredChannelMessageWithSource,
      InteractionResponseType.DeferredMessageUpdate,
    ];
    return [...this.store.interactions.values()]
      .filter((i) => i.response !== undefined && deferrals.includes(i.response) && !i.filled)
      .map((i) => ({
        id: i.id,
        commandName: i.commandName,
        response: i.response as InteractionResponseType,
      }));
  }

  /** REST calls let go from `calls` to bound memory: an audit of every call needs 0. */
  get droppedCalls(): number {
    return this.http.log.dropped;
  }

  /** Every REST call so far (the newest `callLogLimit`), with its server-side latency. */
  get calls(): readonly RestCall[] {
    return this.http.log.calls;
  }

  clearCalls(): void {
    this.http.log.clear();
  }

  /**
   * The first message everyone at the table can see that matches, now or later: never an
   * ephemeral, a DM, or a message in a channel someone cannot see. Secrets are waited for
   * through the person they are for: `discord.user(name).waitForMessage(...)`.
   */
  waitForMessage(
    predicate: (message: SeenMessage) => boolean,
    options: MessageWaitOptions = {},
  ): Promise<SeenMessage> {
    const everyoneSees = () => this.#publicSight();
    return waitForSeen(this.store, everyoneSees, predicate, options, 'a matching message');
  }

  /** Whether a given user may see a message (ephemeral, DM and private-thread rules). */
  visibleTo(name: string, messageId: string): boolean {
    const record = this.store.messages.get(messageId);
    return record ? canSee(this.store, this.store.userByName(name), record) : false;
  }

  /** Cuts the bot's gateway sockets as a network failure would; the client should resume. */
  dropGatewayConnections(): void {
    this.gateway.dropConnections();
  }

  /** Sends op 7 (Reconnect): the client should close and resume. */
  requestGatewayReconnect(): void {
    this.gateway.requestReconnect();
  }

  /** Sends op 9 (Invalid Session, not resumable): the client should identify again. */
  invalidateGatewaySessions(): void {
    this.gateway.invalidateSessions();
  }

  get connectedSessions(): number {
    return this.gateway.connectedSessions;
  }

  async stop(): Promise<void> {
    this.#stopWatching();
    this.gateway.close();
    await this.http.close();
  }

  /** Whether every person can see a message: worked out once per channel, for one look. */
  #publicSight(): (record: MessageRecord) => boolean {
    const people = [...this.store.users.values()].filter((user) => !user.bot);
    const everyone = oncePerChannel((channelId) =>
      people.every((user) => canSeeChannel(this.store, user, channelId)),
    );
    return (record) => !record.ephemeralFor && everyone(record.data.channel_id);
  }

  #firstChannel(): string {
    const first = [...this.store.channels.values()].find((c) => c.kind === 'text');
    if (!first) throw new Error('local-discord: no text channel');
    return first.id;
  }
}
