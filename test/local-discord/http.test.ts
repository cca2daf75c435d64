import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiscord } from '../../src/local-discord';

// The HTTP layer seen with plain fetch: auth, routing errors, bodies, rate-limit headers.
describe('http: the REST surface below discord.js', () => {
  let discord: LocalDiscord;
  let api: string;
  let tavern: string;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });
    api = `${discord.apiUrl}/v10`;
    tavern = discord.channel('tavern');
  });
  afterAll(() => discord.stop());

  const auth = () => ({ Authorization: `Bot ${discord.token}` });

  it('sends rate-limit headers on API responses', async () => {
    const res = await fetch(`${api}/users/@me`, { headers: auth() });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('x-ratelimit-reset-after'))).toBeGreaterThan(0);
    expect(res.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]+$/);
  });

  it('answers a missing token with 401 and code 0', async () => {
    const res = await fetch(`${api}/users/@me`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: '401: Unauthorized', code: 0 });
  });

  it('answers unknown paths with 404 and wrong methods with 405', async () => {
    expect((await fetch(`${api}/nowhere`, { headers: auth() })).status).toBe(404);
    expect((await fetch(`${api}/gateway/bot`, { method: 'DELETE', headers: auth() })).status).toBe(405);
  });

  it('answers malformed JSON with 50035', async () => {
    const res = await fetch(`${api}/channels/${tavern}/messages`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: '{"content": ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(50035);
  });

  it('answers a broken multipart body with 50035, not a crash', async () => {
    const res = await fetch(`${api}/channels/${tavern}/messages`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: 'not multipart at all',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(50035);
  });

  it('reads multipart payload_json with files[n] and the attachments metadata', async () => {
    const form = new FormData();
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    form.append(
      'payload_json',
      JSON.stringify({
        content: 'map',
        attachments: [{ id: 0, filename: 'renamed.bin', description: 'raw' }],
      }),
    );
    form.append('files[0]', new Blob([bytes], { type: 'application/octet-stream' }), 'original.bin');
    const res = await fetch(`${api}/channels/${tavern}/messages`, {
      method: 'POST',
      headers: auth(),
      body: form,
    });
    const message = await res.json();
    expect(message.attachments[0]).toMatchObject({ filename: 'renamed.bin', description: 'raw', size: 5 });
    const download = new Uint8Array(await (await fetch(message.attachments[0].url)).arrayBuffer());
    expect([...download]).toEqual([...bytes]);
  });

  it('logs each call with its route template and status', async () => {
    discord.clearCalls();
    await fetch(`${api}/channels/${tavern}/messages/1`, { headers: auth() });
    expect(discord.calls).toEqual([
      expect.objectContaining({ method: 'GET', route: '/channels/:channel/messages/:message', status: 404 }),
    ]);
  });
});
