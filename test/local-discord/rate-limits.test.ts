import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiscord } from '../../src/local-discord';
import { expectDiscordError, openTable, textChannel, type Table } from './harness';

// Discord docs, Topics › Rate Limits: per-route buckets with X-RateLimit-* headers, a 429
// with `retry_after` and X-RateLimit-Scope when one is exhausted, a global 50 requests per
// second, and "Interaction endpoints are not bound to the bot's Global Rate Limit".
describe('rate limits (Topics › Rate Limits) seen with plain fetch', () => {
  let discord: LocalDiscord;
  let api: string;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern', 'harbour', 'quay'] });
    api = `${discord.apiUrl}/v10`;
  });
  afterAll(() => discord.stop());

  const post = (path: string, body: unknown, method = 'POST') =>
    fetch(`${api}${path}`, {
      method,
      headers: { Authorization: `Bot ${discord.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('Header Format / Exceeding A Rate Limit: the 6th message to one channel in 5 s gets a 429 with retry_after and scope user', async () => {
    const tavern = discord.channel('tavern');
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(`/channels/${tavern}/messages`, { content: `move ${i}` });
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('x-ratelimit-remaining')!);
      expect(res.headers.get('x-ratelimit-limit')).toBe('5');
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const refused = await post(`/channels/${tavern}/messages`, { content: 'one too many' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-scope')).toBe('user');
    expect(refused.headers.get('x-ratelimit-global')).toBeNull();
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]+$/);
    const body = (await refused.json()) as { message: string; retry_after: number; global: boolean };
    expect(body).toMatchObject({ message: 'You are being rate limited.', global: false });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(5);
    // The refused message was not sent; another channel has its own bucket.
    expect(
      discord
        .user('alice')
        .sees('tavern')
        .map((m) => m.content),
    ).not.toContain('one too many');
    expect((await post(`/channels/${discord.channel('harbour')}/messages`, { content: 'hi' })).status).toBe(
      200,
    );
  });

  it('limits message edits per channel in their own bucket', async () => {
    const quay = discord.channel('quay');
    const sent = (await (await post(`/channels/${quay}/messages`, { content: 'v0' })).json()) as {
      id: string;
    };
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      statuses.push(
        (await post(`/channels/${quay}/messages/${sent.id}`, { content: `v${i}` }, 'PATCH')).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('Global Rate Limit: past 50 requests in a second, a 429 with X-RateLimit-Global and scope global', async () => {
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        fetch(`${api}/users/${i % 2 ? '@me' : discord.botId}`, {
          headers: { Authorization: `Bot ${discord.token}` },
        }),
      ),
    );
    const limited = responses.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const res of limited) {
      expect(res.headers.get('x-ratelimit-global')).toBe('true');
      expect(res.headers.get('x-ratelimit-scope')).toBe('global');
      expect(await res.json()).toMatchObject({ global: true, message: 'You are being rate limited.' });
    }
  });

  it('a switch turns limits off for a unit test that needs it (never the default)', async () => {
    const free = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'], rateLimits: false });
    try {
      const channel = free.channel('tavern');
      const statuses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          fetch(`${free.apiUrl}/v10/channels/${channel}/messages`, {
            method: 'POST',
            headers: { Authorization: `Bot ${free.token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ content: `m${i}` }),
          }).then((r) => r.status),
        ),
      );
      expect(statuses.every((s) => s === 200)).toBe(true);
    } finally {
      await free.stop();
    }
  });
});

describe('rate limits through the real discord.js client', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
  });
  afterAll(() => table.stop());

  it('Interaction endpoints are outside the global limit: a reply sent amid a global 429 storm is never limited', async () => {
    const api = `${table.discord.apiUrl}/v10`;
    const auth = { Authorization: `Bot ${table.discord.token}` };
    // A storm of bursts runs the whole time, from before the interaction to after its reply,
    // so the global limit is hit around the reply however busy the machine (a single burst
    // may spread over more than a second there). The server's own log then says whether the
    // reply was ever refused (discord.js would retry it unseen), and whether the storm was
    // really limited within a second of it.
    const limitedAt: number[] = [];
    let storming = true;
    const storm = (async () => {
      while (storming) {
        const burst = await Promise.all(
          Array.from({ length: 120 }, () => fetch(`${api}/users/@me`, { headers: auth })),
        );
        for (const r of burst) if (r.headers.get('x-ratelimit-global') === 'true') limitedAt.push(Date.now());
      }
    })();
    while (limitedAt.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply('still answered');
    });
    const handle = await table.discord.user('alice').slash('/ping');
    await done;
    storming = false;
    await storm;
    const callbacks = table.discord.calls.filter((c) => c.route.includes('/interactions/'));
    expect(callbacks.length).toBeGreaterThan(0);
    expect(callbacks.every((c) => c.status !== 429)).toBe(true);
    const replied = callbacks[callbacks.length - 1].at;
    expect(limitedAt.some((at) => Math.abs(at - replied) < 1_000)).toBe(true);
    expect((await handle.reply()).content).toBe('still answered');
  });

  it('discord.js queues on an exhausted bucket, so six sends before answering miss the 3 seconds (10062)', async () => {
    const harbour = await textChannel(table, 'harbour');
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      for (let n = 1; n <= 6; n++) await harbour.send(`cargo ${n}`);
      await i.reply('done loading');
    });
    await table.discord.user('alice').slash('/ping', { in: 'harbour' });
    await expectDiscordError(done, 404, 10062, 'Unknown interaction');
    // Queued, not lost: all six arrived.
    const contents = table.discord
      .user('alice')
      .sees('harbour')
      .map((m) => m.content);
    expect(contents.filter((c) => c.startsWith('cargo '))).toHaveLength(6);
  });
});
