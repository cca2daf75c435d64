import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LocalDiscord } from '../../src/local-discord';
import { sameSecret } from '../../src/local-discord/same-secret';

// Issue 20: the bot's token and interaction tokens are compared in constant time. Timing
// is not asserted (no timing in tests): the compare's answers are checked, and a scan of the
// sources shows no token or secret is compared with `===` / `!==` any more.
describe('tokens compared in constant time (issue 20)', () => {
  it('sameSecret takes only the exact secret: not a prefix, a longer text, one changed character, nothing', () => {
    const secret = 'Bot abc.DEF-123';
    expect(sameSecret(secret, secret)).toBe(true);
    for (const guess of [
      'Bot abc.DEF-12',
      'Bot abc.DEF-1234',
      'Bot abc.DEF-124',
      'bot abc.DEF-123',
      '',
      undefined,
    ]) {
      expect(sameSecret(guess, secret), String(guess)).toBe(false);
    }
  });

  describe('on the wire', () => {
    let discord: LocalDiscord;
    beforeAll(async () => {
      discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });
    });
    afterAll(() => discord.stop());

    const me = (authorization: string) =>
      fetch(`${discord.apiUrl}/v10/users/@me`, { headers: { authorization } }).then((r) => r.status);
    const identify = (token: string) =>
      new Promise<number | 'READY'>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${discord.port}/?v=10&encoding=json`);
        socket.on('message', (data: Buffer) => {
          const frame = JSON.parse(data.toString()) as { op: number; t?: string };
          if (frame.op === 10)
            socket.send(JSON.stringify({ op: 2, d: { token, intents: 1, properties: {} } }));
          if (frame.t === 'READY') {
            resolve('READY');
            socket.close(1000);
          }
        });
        socket.on('close', (code) => resolve(code));
      });

    it('REST: 401 for the token with its last character changed, cut short or lengthened (control: the token is taken)', async () => {
      const token = discord.token;
      expect(await me(`Bot ${token}`)).toBe(200);
      const last = token.at(-1) === 'a' ? 'b' : 'a';
      for (const guess of [token.slice(0, -1) + last, token.slice(0, -1), `${token}a`]) {
        expect(await me(`Bot ${guess}`)).toBe(401);
      }
    });

    it('gateway: IDENTIFY with the token one character off closes 4004 (control: the token gets READY)', async () => {
      expect(await identify(discord.token)).toBe('READY');
      expect(await identify(discord.token.slice(0, -1))).toBe(4004);
      expect(await identify(`${discord.token}x`)).toBe(4004);
    });
  });

  describe('the sources', () => {
    /** Lines comparing something named token or secret with === or !== (not with undefined). */
    const plainCompares = (text: string) =>
      text.split('\n').filter((line) => {
        const code = line.replace(/^\s*(\/\/|\*|\/\*).*$|\s\/\/\s.*$/, '');
        return /token|secret/i.test(code) && /[!=]==/.test(code) && !/[!=]==\s*(undefined|null)\b/.test(code);
      });
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(join(dir, entry.name))
          : entry.name.endsWith('.ts')
            ? [join(dir, entry.name)]
            : [],
      );

    it('compare no token or secret with === or !== in the local Discord or the local table', () => {
      const found = [...sources('src/local-discord'), ...sources('src/local-table')].flatMap((file) =>
        plainCompares(readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`),
      );
      expect(found).toEqual([]);
    });

    it('control: the scan finds the compares the local Discord had before (7cef986)', () => {
      const before = [
        "    if (token.replace(/^Bot\\s+/i, '') !== this.token) {",
        "    if (!session || !missed || d.token.replace(/^Bot\\s+/i, '') !== this.token) {",
        '    if (req.headers.authorization !== `Bot ${this.token}`) throw unauthorized();',
        '  if (!interaction || interaction.token !== token) throw discordError(RESTJSONErrorCodes.UnknownInteraction);',
      ];
      expect(plainCompares(before.join('\n'))).toEqual(before);
    });
  });
});
