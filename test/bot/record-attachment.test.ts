// /kogge game verify with an exported record attached (issue 21): the file is fetched from a real
// HTTP server here (Discord's CDN stands in) and checked. A record that holds, a changed one,
// a file that is not JSON, one that cannot be fetched and one too large each get their sentence.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_BYTES, verdictOfAttachment } from '../../src/bot/record-attachment';
import { tStored } from '../../src/i18n/index';
import { exportGame, type GameExport } from '../../src/verify/index';
import { finishedRecord } from '../verify/finished-game';

const exported = exportGame(finishedRecord(51, 2)) as GameExport;
const changed = { ...exported, seed: 'ab'.repeat(32) };
const FILES: Record<string, string> = {
  '/good.json': JSON.stringify(exported),
  '/changed.json': JSON.stringify(changed),
  '/broken.json': '{"format":',
};

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = FILES[req.url ?? ''];
    res.statusCode = body === undefined ? 404 : 200;
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sentence = async (path: string, size = 1000) => {
  const verdict = await verdictOfAttachment({ url: base + path, size });
  return tStored(verdict.key, verdict.params, 'en');
};

describe('/kogge game verify with an attached record (issue 21)', () => {
  it('an exported record that checks out says so, naming its game (unsigned: no trust given)', async () => {
    expect(await sentence('/good.json')).toMatch(/^Game `g51`, unsigned, consistent in itself/);
  });

  it('a record with another seed is caught by the commitment', async () => {
    expect(await sentence('/changed.json')).toMatch(
      /^The record was changed: its seed, game id, options or seats/,
    );
  });

  it('a file that is not JSON, one that is missing and one too large each get a sentence', async () => {
    expect(await sentence('/broken.json')).toMatch(/^The record is not JSON/);
    expect(await sentence('/missing.json')).toBe('The attached record could not be read: HTTP 404');
    expect(await sentence('/good.json', MAX_RECORD_BYTES + 1)).toMatch(/could not be read: \d+ bytes$/);
  });
});
