// Issue 40: deploy/kogge.service, the systemd unit docs/operations.md hands the operator. Its
// sections and keys are parsed and its ExecStart must run `npm start` (a script package.json
// has); where the machine has systemd-analyze, `systemd-analyze verify` must pass it without a
// word, with a planted control (a misspelt key) that it refuses.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const UNIT = readFileSync(join(ROOT, 'deploy/kogge.service'), 'utf8');

/** The unit's sections, each its keys and values (a key set twice keeps both). */
function parseUnit(text: string): Map<string, [string, string][]> {
  const sections = new Map<string, [string, string][]>();
  let current: [string, string][] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const section = /^\[(\w+)\]$/.exec(line);
    if (section) {
      current = [];
      sections.set(section[1], current);
      continue;
    }
    const pair = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (!pair || !current) throw new Error(`not a unit line: ${line}`);
    current.push([pair[1], pair[2]]);
  }
  return sections;
}

const value = (unit: Map<string, [string, string][]>, section: string, key: string) =>
  unit.get(section)?.find(([k]) => k === key)?.[1];

const canVerify = (() => {
  try {
    execFileSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
    return existsSync('/usr/bin/npm');
  } catch {
    return false;
  }
})();

describe('deploy/kogge.service (issue 40)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kogge-unit-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has [Unit], [Service] and [Install]; ExecStart runs an npm script package.json has; stops with SIGTERM', () => {
    const unit = parseUnit(UNIT);
    expect([...unit.keys()]).toEqual(['Unit', 'Service', 'Install']);
    const exec = value(unit, 'Service', 'ExecStart') ?? '';
    const [program, verb, script] = exec.split(/\s+/);
    expect(program).toMatch(/\/npm$/);
    expect(verb).toBe('start');
    expect(script).toBeUndefined();
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object })
      .scripts;
    expect(Object.keys(scripts)).toContain('start');
    expect(value(unit, 'Service', 'KillSignal')).toBe('SIGTERM');
    expect(value(unit, 'Service', 'Restart')).toBe('on-failure');
    expect(value(unit, 'Install', 'WantedBy')).toBe('multi-user.target');
  });

  it('control: the parser refuses a line that is no key=value', () => {
    expect(() => parseUnit(`${UNIT}\nExecStart /usr/bin/npm start\n`)).toThrow('not a unit line');
  });

  it.runIf(canVerify)('systemd-analyze verify passes it without a word, and refuses a misspelt key', () => {
    const good = join(dir, 'kogge.service');
    writeFileSync(good, UNIT);
    const ok = spawnSync('systemd-analyze', ['verify', good], { encoding: 'utf8' });
    expect({ status: ok.status, stderr: ok.stderr }).toEqual({ status: 0, stderr: '' });
    const bad = join(dir, 'kogge-bad.service');
    writeFileSync(bad, UNIT.replace('ExecStart=', 'ExecStrat='));
    const refused = spawnSync('systemd-analyze', ['verify', bad], { encoding: 'utf8' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("Unknown key 'ExecStrat'");
  });
});
