// Issue 24: a DISCORD_TOKEN that cannot log in is said in one sentence within seconds, why
// included (refused, or Discord unreachable), also when Discord's address resolves but never
// answers; the token itself is never in it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLogin, LoginError } from '../../src/bot/login-check';
import { LocalDiscord } from '../../src/local-discord';

const TOKEN = 'MTAwMDAwMDAwMDAwMDAwMDAw.wrong.token-value';

function serve(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; api: string }> {
  const server = createServer(handler);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, api: `http://127.0.0.1:${port}/api` });
    }),
  );
}

async function refusal(promise: Promise<void>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LoginError);
  const message = (error as LoginError).message;
  expect(message).not.toContain(TOKEN);
  expect(message.split('\n')).toHaveLength(1);
  return message;
}

describe('checkLogin: why DISCORD_TOKEN cannot log in', () => {
  let discord: LocalDiscord;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['anna'], channels: ['general'] });
  });
  afterAll(() => discord.stop());

  it('accepts the token the local Discord issued, and says a wrong one was refused', async () => {
    await expect(checkLogin(discord.token, { api: discord.apiUrl })).resolves.toBeUndefined();
    const message = await refusal(checkLogin(TOKEN, { api: discord.apiUrl }));
    expect(message).toBe(
      'The bot could not log in with DISCORD_TOKEN: Discord refused the token (check it in the Developer Portal, Bot › Token).',
    );
  });

  it('says Discord is unreachable when the address resolves but never answers', async () => {
    const open: import('node:http').ServerResponse[] = [];
    const { server, api } = await serve((_req, res) => void open.push(res));
    try {
      const message = await refusal(checkLogin(TOKEN, { api, timeoutMs: 300 }));
      expect(message).toMatch(
        /^The bot could not log in with DISCORD_TOKEN: Discord is unreachable \(no answer from 127\.0\.0\.1:\d+ within 0\.3 seconds\)\.$/,
      );
    } finally {
      open.forEach((res) => res.destroy());
      server.close();
    }
  });

  it('says Discord is unreachable when nothing listens, or when its address cannot be found', async () => {
    const { server, api } = await serve(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    expect(await refusal(checkLogin(TOKEN, { api }))).toMatch(
      /Discord is unreachable \(the connection to 127\.0\.0\.1:\d+ failed: ECONNREFUSED\)\.$/,
    );
    // .invalid never resolves (RFC 2606).
    expect(await refusal(checkLogin(TOKEN, { api: 'http://discord.invalid/api' }))).toBe(
      'The bot could not log in with DISCORD_TOKEN: Discord is unreachable (the address discord.invalid could not be found).',
    );
  });

  it('reports an error answer with its status, not as a refused token', async () => {
    const { server, api } = await serve((_req, res) => res.writeHead(502).end());
    try {
      expect(await refusal(checkLogin(TOKEN, { api }))).toMatch(
        /Discord is unreachable \(127\.0\.0\.1:\d+ answered HTTP 502\)\.$/,
      );
    } finally {
      server.close();
    }
  });
});
