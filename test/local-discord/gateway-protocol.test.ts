import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LocalDiscord } from '../../src/local-discord';

// The raw gateway protocol, below discord.js: opcodes and close codes.
describe('gateway protocol', () => {
  let discord: LocalDiscord;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });
  });
  afterAll(() => discord.stop());

  const url = (query = '?v=10&encoding=json') => `ws://127.0.0.1:${discord.port}/${query}`;

  function connect(query?: string) {
    const socket = new WebSocket(url(query));
    const frames: unknown[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data) => {
      frames.push(JSON.parse(data.toString()));
      waiters.splice(0).forEach((w) => w());
    });
    const next = async (op: number) => {
      for (;;) {
        const found = frames.find((f) => (f as { op: number }).op === op);
        if (found) {
          frames.splice(frames.indexOf(found), 1);
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw gateway frames, read loosely
          return found as { op: number; d: any; t?: string; s?: number };
        }
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
    return { socket, next, closed, opened };
  }

  it('says HELLO with a heartbeat interval and ACKs heartbeats', async () => {
    const c = connect();
    const hello = await c.next(10);
    expect(hello.d.heartbeat_interval).toBeGreaterThan(0);
    c.socket.send(JSON.stringify({ op: 1, d: null }));
    expect((await c.next(11)).op).toBe(11);
    c.socket.close(1000);
  });

  it('answers IDENTIFY with READY then GUILD_CREATE', async () => {
    const c = connect();
    await c.next(10);
    c.socket.send(JSON.stringify({ op: 2, d: { token: discord.token, intents: 1, properties: {} } }));
    const ready = await c.next(0);
    expect(ready.t).toBe('READY');
    expect(ready.d.guilds).toEqual([{ id: discord.guildId, unavailable: true }]);
    expect(ready.d.resume_gateway_url).toBe(`ws://127.0.0.1:${discord.port}`);
    const guild = await c.next(0);
    expect(guild.t).toBe('GUILD_CREATE');
    expect(guild.s).toBe(2);
    c.socket.close(1000);
  });

  it('closes 4004 on a wrong token, 4001 on an unknown opcode, 4003 before identify', async () => {
    const bad = connect();
    await bad.next(10);
    bad.socket.send(JSON.stringify({ op: 2, d: { token: 'nope', intents: 1, properties: {} } }));
    expect(await bad.closed).toBe(4004);
    const unknown = connect();
    await unknown.next(10);
    unknown.socket.send(JSON.stringify({ op: 99, d: null }));
    expect(await unknown.closed).toBe(4001);
    const early = connect();
    await early.next(10);
    early.socket.send(JSON.stringify({ op: 3, d: { status: 'online' } }));
    expect(await early.closed).toBe(4003);
  });

  it('closes 4012 for another API version', async () => {
    expect(await connect('?v=9&encoding=json').closed).toBe(4012);
  });

  it('answers an unknown session RESUME with INVALID_SESSION (d: false)', async () => {
    const c = connect();
    await c.next(10);
    c.socket.send(JSON.stringify({ op: 6, d: { token: discord.token, session_id: 'gone', seq: 3 } }));
    expect((await c.next(9)).d).toBe(false);
    c.socket.close(1000);
  });

  it('speaks zlib-stream when asked (compress=zlib-stream)', async () => {
    const socket = new WebSocket(url('?v=10&encoding=json&compress=zlib-stream'));
    const first = await new Promise<Buffer>((resolve) =>
      socket.once('message', (data) => resolve(data as Buffer)),
    );
    expect(first.subarray(-4).toString('hex')).toBe('0000ffff');
    const hello = JSON.parse(inflateSync(first, { finishFlush: 2 }).toString());
    expect(hello.op).toBe(10);
    socket.close(1000);
  });
});
