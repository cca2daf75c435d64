import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTableEnv, startLocalTable } from '../../src/local-table';
import { LOCK_FILE } from '../../src/local-table/data-lock';
import { freshDataDir } from './harness';
import { testBot } from './test-bot';

describe('local table start-up', () => {
  it('listens on 127.0.0.1:3000 unless LOCAL_TABLE_HOST / LOCAL_TABLE_PORT say otherwise', () => {
    expect(loadTableEnv({})).toEqual({
      LOCAL_TABLE_HOST: '127.0.0.1',
      LOCAL_TABLE_PORT: 3000,
      LOCAL_TABLE_DATA: 'data',
    });
    expect(loadTableEnv({ LOCAL_TABLE_HOST: '::1', LOCAL_TABLE_PORT: '8080' })).toMatchObject({
      LOCAL_TABLE_HOST: '::1',
      LOCAL_TABLE_PORT: 8080,
    });
    // A blank line in .env means the default, as for the bot's own variables.
    expect(loadTableEnv({ LOCAL_TABLE_HOST: '', LOCAL_TABLE_PORT: '' }).LOCAL_TABLE_PORT).toBe(3000);
  });

  it('keeps its files in LOCAL_TABLE_DATA when set (issue 38), else in data', async () => {
    expect(loadTableEnv({ LOCAL_TABLE_DATA: ' /tmp/kogge-x ' }).LOCAL_TABLE_DATA).toBe('/tmp/kogge-x');
    expect(loadTableEnv({ LOCAL_TABLE_DATA: '' }).LOCAL_TABLE_DATA).toBe('data');
    const dataDir = freshDataDir();
    const before = process.env.LOCAL_TABLE_DATA;
    process.env.LOCAL_TABLE_DATA = dataDir;
    try {
      const table = await startLocalTable({ bot: testBot, port: 0, print: () => undefined });
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
      await table.stop();
      expect(existsSync(join(dataDir, 'local-table.json'))).toBe(true);
    } finally {
      if (before === undefined) delete process.env.LOCAL_TABLE_DATA;
      else process.env.LOCAL_TABLE_DATA = before;
    }
  });

  it('refuses to listen beyond this machine, or on a port that is no port, in one sentence', () => {
    expect(() => loadTableEnv({ LOCAL_TABLE_HOST: '0.0.0.0' })).toThrow(
      'The environment variable LOCAL_TABLE_HOST is "0.0.0.0": it must be a loopback address (127.0.0.1, ::1 or localhost).',
    );
    expect(() => loadTableEnv({ LOCAL_TABLE_PORT: '70000' })).toThrow('LOCAL_TABLE_PORT');
    expect(() => loadTableEnv({ LOCAL_TABLE_PORT: 'three' })).toThrow('LOCAL_TABLE_PORT');
  });

  it('prints one line with the address and how to stop', async () => {
    const lines: string[] = [];
    const table = await startLocalTable({
      bot: testBot,
      port: 0,
      dataDir: freshDataDir(),
      print: (l) => lines.push(l),
    });
    await table.stop();
    expect(lines).toEqual([
      `Kogge local table: ${table.url} (no DISCORD_TOKEN, so the bot plays here). Press Ctrl+C to stop.`,
    ]);
    expect(table.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('says so when the port is taken before the bot starts, and leaves nothing running behind', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    let started = 0;
    const bot = async (...args: Parameters<typeof testBot>) => ((started += 1), testBot(...args));
    const dataDir = freshDataDir();
    try {
      await expect(startLocalTable({ bot, port, dataDir, print: () => undefined })).rejects.toThrow(
        `127.0.0.1:${port} is already in use: stop the other program, or set LOCAL_TABLE_PORT.`,
      );
      expect(started).toBe(0);
      // Nothing held: the data folder's lock is released too.
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('refuses a second copy on the same data folder, naming the first one’s pid, and touches none of its files', async () => {
    const dataDir = freshDataDir();
    const first = await startLocalTable({ bot: testBot, port: 0, dataDir, print: () => undefined });
    let started = 0;
    const bot = async (...args: Parameters<typeof testBot>) => ((started += 1), testBot(...args));
    try {
      const saved = join(dataDir, 'local-table.json');
      const before = { text: readFileSync(saved, 'utf8'), mtime: statSync(saved).mtimeMs };
      await expect(startLocalTable({ bot, port: 0, dataDir, print: () => undefined })).rejects.toThrow(
        `Kogge is already running on the data folder ${dataDir} (pid ${process.pid}): stop that copy first, or start this one with another folder.`,
      );
      expect(started).toBe(0);
      expect({ text: readFileSync(saved, 'utf8'), mtime: statSync(saved).mtimeMs }).toEqual(before);
    } finally {
      await first.stop();
    }
    // Control: once the first copy stops, the same folder starts again.
    const again = await startLocalTable({ bot, port: 0, dataDir, print: () => undefined });
    await again.stop();
    expect(started).toBe(1);
  });

  it('refuses while another process holds the lock, and takes over a lock its dead holder left', async () => {
    const dataDir = freshDataDir();
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dataDir, LOCK_FILE), String(other.pid));
      await expect(
        startLocalTable({ bot: testBot, port: 0, dataDir, print: () => undefined }),
      ).rejects.toThrow(`(pid ${other.pid})`);
    } finally {
      other.kill();
      await once(other, 'exit');
    }
    const table = await startLocalTable({ bot: testBot, port: 0, dataDir, print: () => undefined });
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await table.stop();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it.each([
    ['garbage', 'not JSON at all \u0000', 'it is not JSON'],
    ['a TypeError in waiting', '{"version":1,"users":null}', 'parts of it are missing or of the wrong kind'],
    ['null', 'null', 'it was saved by another version of the table'],
  ])(
    'a damaged data/local-table.json (%s) is named, moved aside with its images, and the table starts clean',
    async (_, text, reason) => {
      const dataDir = freshDataDir();
      const file = join(dataDir, 'local-table.json');
      writeFileSync(file, text);
      mkdirSync(`${file}.files`);
      writeFileSync(join(`${file}.files`, '1'), 'image bytes');
      const lines: string[] = [];
      const table = await startLocalTable({ bot: testBot, port: 0, dataDir, print: (l) => lines.push(l) });
      try {
        const aside = readdirSync(dataDir).find((name) => /^local-table\.json\.damaged-[\dT-]+Z$/.test(name));
        expect(aside).toBeDefined();
        expect(lines[0]).toBe(
          `The saved table ${file} could not be read (${reason}). It was moved aside to ${join(dataDir, aside!)}; the table starts with a fresh server.`,
        );
        // Kept as it was, never deleted; the images beside it too.
        expect(readFileSync(join(dataDir, aside!), 'utf8')).toBe(text);
        expect(readFileSync(join(dataDir, `${aside!}.files`, '1'), 'utf8')).toBe('image bytes');
        // A fresh server that plays, saved again under the usual name.
        expect(table.discord.channel('general')).toMatch(/^\d+$/);
        expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1 });
      } finally {
        await table.stop();
      }
    },
  );

  it('control: an intact saved table is restored, not moved aside, and nothing is printed about it', async () => {
    const dataDir = freshDataDir();
    const first = await startLocalTable({ bot: testBot, port: 0, dataDir, print: () => undefined });
    const general = first.discord.channel('general');
    await first.stop();
    const lines: string[] = [];
    const second = await startLocalTable({ bot: testBot, port: 0, dataDir, print: (l) => lines.push(l) });
    try {
      expect(second.discord.channel('general')).toBe(general);
      expect(readdirSync(dataDir).filter((name) => name.includes('damaged'))).toEqual([]);
      expect(lines).toHaveLength(1); // the listening line only
    } finally {
      await second.stop();
    }
  });
});
