import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LocalDiscord } from '../../src/local-discord';

// Raw frames a broken or hostile client might send. Each closes its own connection with
// the close code discord-api-docs give ("Opcodes and Status Codes › Gateway Close Event
// Codes"; the 4096-byte cap is "Gateway › Sending Events", the 120 a minute "Gateway ›
// Rate Limiting"), and the server and every other session go on.
describe('gateway: malformed frames close one connection, never the server', () => {
  let discord: LocalDiscord;
  let bystander: Client;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });
    bystander = await identified();
  });
  afterAll(async () => {
    bystander?.socket.close(1000);
    await discord.stop();
  });

  interface Client {
    socket: WebSocket;
    closed: Promise<{ code: number; reason: string }>;
    acks: () => number;
  }
  async function open(): Promise<Client> {
    const socket = new WebSocket(`ws://127.0.0.1:${discord.port}/?v=10&encoding=json`);
    let acks = 0;
    const hello = new Promise<void>((resolve) =>
      socket.on('message', (data: Buffer) => {
        const op = (JSON.parse(data.toString()) as { op: number }).op;
        if (op === 10) resolve();
        if (op === 11) acks += 1;
      }),
    );
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.on('error', () => undefined);
    await hello;
    return { socket, closed, acks: () => acks };
  }
  async function identified(): Promise<Client> {
    const client = await open();
    client.socket.send(JSON.stringify({ op: 2, d: { token: discord.token, intents: 1, properties: {} } }));
    return client;
  }
  /** The close a frame earns: a fresh connection, the frame, its close code. */
  async function closeFor(frame: string | Buffer, identify = false): Promise<number> {
    const client = identify ? await identified() : await open();
    client.socket.send(frame);
    return (await client.closed).code;
  }
  /** The bystander's session still answers: a heartbeat is acknowledged. */
  async function bystanderAlive(): Promise<void> {
    const before = bystander.acks();
    bystander.socket.send(JSON.stringify({ op: 1, d: null }));
    await expect.poll(() => bystander.acks()).toBe(before + 1);
  }

  it.each([
    ['null', 'null', 4002],
    ['an array', '[1,2]', 4002],
    ['not JSON', '{"op": 1,', 4002],
    ['a number', '42', 4002],
    ['a payload without op', '{"d": null}', 4002],
    ['an op that is a string', '{"op": "1", "d": null}', 4002],
    ['an unknown opcode', '{"op": 99, "d": null}', 4001],
    ['a receive-only opcode (HELLO)', '{"op": 10, "d": {}}', 4001],
    ['IDENTIFY without d', '{"op": 2}', 4001],
    ['IDENTIFY with d null', '{"op": 2, "d": null}', 4001],
    ['IDENTIFY with a numeric token', '{"op": 2, "d": {"token": 1, "intents": 1, "properties": {}}}', 4001],
    [
      'IDENTIFY with intents as text',
      '{"op": 2, "d": {"token": "x", "intents": "all", "properties": {}}}',
      4013,
    ],
    [
      'IDENTIFY with an unknown intent bit',
      `{"op": 2, "d": {"token": "x", "intents": ${2 ** 30}, "properties": {}}}`,
      4013,
    ],
    ['RESUME without a seq', '{"op": 6, "d": {"token": "x", "session_id": "y"}}', 4001],
    ['a HEARTBEAT whose d is text', '{"op": 1, "d": "now"}', 4001],
    [
      'REQUEST_GUILD_MEMBERS before IDENTIFY',
      '{"op": 8, "d": {"guild_id": "1", "query": "", "limit": 0}}',
      4003,
    ],
    ['PRESENCE_UPDATE before IDENTIFY', '{"op": 3, "d": {"status": "online"}}', 4003],
  ])('%s: closes %i, and the other session goes on', async (_, frame, code) => {
    expect(await closeFor(frame)).toBe(code);
    await bystanderAlive();
  });

  it('REQUEST_GUILD_MEMBERS without a guild id, after IDENTIFY: 4001, not the 4003 of a stranger', async () => {
    expect(await closeFor('{"op": 8, "d": {"user_ids": [null]}}', true)).toBe(4001);
    await bystanderAlive();
  });

  it('a payload over 4,096 bytes closes 4002; one far too large for memory closes 1009 unread', async () => {
    const padded = JSON.stringify({ op: 1, d: null, pad: 'x'.repeat(4100) });
    expect(await closeFor(padded)).toBe(4002);
    expect(await closeFor(Buffer.alloc(2 * 1024 * 1024, 0x20))).toBe(1009);
    await bystanderAlive();
  });

  it('control: the same payloads well formed are taken (heartbeat ACKed, identify READY)', async () => {
    const client = await open();
    client.socket.send(JSON.stringify({ op: 1, d: 4 }));
    client.socket.send(JSON.stringify({ op: 1, d: null, pad: 'x'.repeat(3900) }));
    await expect.poll(() => client.acks()).toBe(2);
    const ready = new Promise<string>((resolve) =>
      client.socket.on('message', (data: Buffer) => {
        const payload = JSON.parse(data.toString()) as { t?: string };
        if (payload.t === 'READY') resolve(payload.t);
      }),
    );
    client.socket.send(JSON.stringify({ op: 2, d: { token: discord.token, intents: 1, properties: {} } }));
    expect(await ready).toBe('READY');
    client.socket.close(1000);
  });

  it('more than 120 events in a minute on one connection closes 4008; 120 do not', async () => {
    const calm = await open();
    for (let i = 0; i < 120; i += 1) calm.socket.send(JSON.stringify({ op: 1, d: null }));
    await expect.poll(() => calm.acks()).toBe(120);
    calm.socket.close(1000);
    const flood = await open();
    for (let i = 0; i < 121; i += 1) flood.socket.send(JSON.stringify({ op: 1, d: null }));
    expect((await flood.closed).code).toBe(4008);
    await bystanderAlive();
  });
});

describe('the local Discord refuses a foreign Host (DNS rebinding)', () => {
  let discord: LocalDiscord;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });
  });
  afterAll(() => discord.stop());

  const status = (host: string, path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: discord.port,
          path,
          headers: { host, authorization: `Bot ${discord.token}` },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
  const upgrade = (host: string) =>
    new Promise<string>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${discord.port}/?v=10&encoding=json`, {
        headers: { host },
      });
      socket.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      socket.on('open', () => {
        resolve('open');
        socket.close(1000);
      });
      socket.on('error', () => undefined);
    });

  it('on REST, on attachment bytes and on the gateway; the same requests from 127.0.0.1 go through', async () => {
    expect(await status(`rebind.example:${discord.port}`, '/api/v10/gateway/bot')).toBe(403);
    expect(await status(`rebind.example:${discord.port}`, '/attachments/1/2/board.png')).toBe(403);
    expect(await upgrade(`rebind.example:${discord.port}`)).toBe('refused 403');
    // Control: a loopback Host is served.
    expect(await status(`127.0.0.1:${discord.port}`, '/api/v10/gateway/bot')).toBe(200);
    expect(await status(`localhost:${discord.port}`, '/api/v10/gateway/bot')).toBe(200);
    expect(await upgrade(`127.0.0.1:${discord.port}`)).toBe('open');
  });
});

// Browsers apply no same-origin rule to WebSockets: any web page open in the user's browser
// could connect to the gateway at 127.0.0.1 under its real Host and hold connections open.
// A browser always names the page's Origin on the upgrade; the bot's client (ws) names none.
describe('the local Discord refuses a gateway connection from a web page', () => {
  let discord: LocalDiscord;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });
  });
  afterAll(() => discord.stop());

  const upgrade = (headers: Record<string, string>) =>
    new Promise<string>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${discord.port}/?v=10&encoding=json`, { headers });
      socket.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
      socket.on('open', () => {
        resolve('open');
        socket.close(1000);
      });
      socket.on('error', () => undefined);
    });

  it('refuses an upgrade that names a page Origin (403), a foreign or a loopback one', async () => {
    expect(await upgrade({ origin: 'https://evil.example' })).toBe('refused 403');
    expect(await upgrade({ origin: `http://127.0.0.1:${discord.port + 1}` })).toBe('refused 403');
    expect(await upgrade({ origin: 'null' })).toBe('refused 403');
    // Control: the same upgrade without an Origin, as the bot's client makes it, opens.
    expect(await upgrade({})).toBe('open');
  });
});
