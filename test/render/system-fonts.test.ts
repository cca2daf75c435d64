// Issue 42: the renderer's text does not depend on the machine's fonts. legend.test.ts once
// failed 3 tests on a machine whose only system fonts were DejaVu: it drew the key before any
// board had registered "Kogge Sans", so Skia measured the system's default sans and cut
// words short ("move t…"). Now font() registers the shipped fonts before any text is set.
//
// Each golden's text record (and the key's words, drawn first of all) is computed in a child
// process with no system fonts, with DejaVu only, and with the machine's own, and must be the
// same in all three and equal to the committed goldens.
//
// How the fonts are taken away: @napi-rs/canvas's Skia does not ask fontconfig; it scans
// /usr/share/fonts/ itself (the path is compiled in), so FONTCONFIG_FILE alone changes nothing
// it sees. The child therefore runs in its own user and mount namespace (`unshare -rm`, no
// root needed) with another directory mounted over /usr/share/fonts, and FONTCONFIG_FILE
// pointing to a matching config for anything that does ask fontconfig. Each child reports the
// system families it found, so a mount that did not take is caught, not passed.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('./system-fonts/text-records.ts', import.meta.url));
const GOLDEN_DIR = new URL('./goldens/', import.meta.url);
const DEJAVU = '/usr/share/fonts/truetype/dejavu';

type Report = {
  systemFamilies: string[];
  unregisteredWidth: number;
  registeredWidth: number;
  key: Record<string, string[]>;
  records: Record<string, string>;
};

/** Whether this machine lets a process mount in a namespace of its own (most Linux kernels do). */
function canUnshare(): boolean {
  try {
    execFileSync('unshare', ['-rm', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let work = '';

/** A fontconfig file reading only `dirs` (none: no fonts at all). */
function fontconfig(name: string, dirs: string[]): string {
  const file = join(work, `${name}.conf`);
  const entries = dirs.map((d) => `<dir>${d}</dir>`).join('');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n` +
      `<fontconfig>${entries}<cachedir>${join(work, `cache-${name}`)}</cachedir></fontconfig>\n`,
  );
  return file;
}

/** The child's report with `fonts` mounted over /usr/share/fonts (null: the machine's own). */
async function report(fonts: string | null, config: string | undefined): Promise<Report> {
  const env = { ...process.env, ...(config ? { FONTCONFIG_FILE: config } : {}) };
  const node = [process.execPath, '--import', 'tsx', SCRIPT];
  const [file, args] =
    fonts === null
      ? [node[0], node.slice(1)]
      : ['unshare', ['-rm', 'sh', '-c', 'mount --bind "$0" /usr/share/fonts && exec "$@"', fonts, ...node]];
  const { stdout } = await run(file, args, { env, maxBuffer: 64 << 20, timeout: 150_000 });
  return JSON.parse(stdout) as Report;
}

const reports: Partial<Record<'none' | 'dejavu' | 'full', Report>> = {};
const usable = process.platform === 'linux' && canUnshare() && existsSync(DEJAVU);

describe.skipIf(!usable)('render: the same text whatever the system fonts (issue 42)', () => {
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'kogge-fonts-'));
    const empty = join(work, 'empty');
    mkdirSync(empty);
    const [none, dejavu, full] = await Promise.all([
      report(empty, fontconfig('none', [])),
      report(DEJAVU, fontconfig('dejavu', [DEJAVU])),
      report(null, undefined),
    ]);
    Object.assign(reports, { none, dejavu, full });
  }, 300_000);

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('control: each child saw the fonts it was given (none; DejaVu only; more than DejaVu)', () => {
    expect(reports.none?.systemFamilies).toEqual([]);
    expect(reports.dejavu?.systemFamilies.length).toBeGreaterThan(0);
    expect(reports.dejavu?.systemFamilies.every((f) => f.startsWith('DejaVu'))).toBe(true);
    expect(reports.full?.systemFamilies.length).toBeGreaterThan(0);
  });

  it('control: before registration "Kogge Sans" is measured in the system font, so order mattered', () => {
    // No system fonts: nothing to measure with. DejaVu only: DejaVu Sans, wider than the
    // shipped condensed face, which is what cut the key's words short.
    expect(reports.none?.unregisteredWidth).toBe(0);
    expect(reports.dejavu?.unregisteredWidth).not.toBe(reports.dejavu?.registeredWidth);
    expect(reports.dejavu?.registeredWidth).toBe(reports.none?.registeredWidth);
  });

  it('the board key, drawn before any board, has the same words and widths in all three', () => {
    expect(reports.dejavu?.key).toEqual(reports.none?.key);
    expect(reports.full?.key).toEqual(reports.none?.key);
  });

  it('every golden’s text record is the committed one, with no system fonts, DejaVu only and all', () => {
    const names = Object.keys(reports.full?.records ?? {});
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) {
      const golden = readFileSync(new URL(`${name}.txt`, GOLDEN_DIR), 'utf8');
      for (const env of ['none', 'dejavu', 'full'] as const)
        expect(reports[env]?.records[name], `${name} (${env})`).toBe(golden);
    }
  });
});
