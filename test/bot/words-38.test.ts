// Issue 38's wordings and the coach's named moves, each with a control: the own seat handed over
// is said as such, a full table is not asked to join, the start pick says what it costs, the
// welcome follows the server's language, `npm install` says what takes minutes, the coach names
// every move concretely and never gives a start city a worth it does not have.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { MOVE_NAMES, REASON_KEYS } from '../../src/ai/index';
import { reasonFor } from '../../src/ai/coach/reason';
import { CATALOGUES, en, t } from '../../src/i18n/index';
import { openedLine } from '../../src/bot/opened-line';
import { welcomeServers } from '../../src/bot/welcome';
import type { BotContext } from '../../src/bot/context';
import type { GameState, LegalAction } from '../../src/engine/index';
import type { WelcomeStore } from '../../src/store/index';

describe('issue 38: wordings', () => {
  it('one’s own seat handed over is "their seat", never the name twice (control: another’s names both)', () => {
    const own = t('seat.handed.public.own', { player: 'Anna', level: 'normal' });
    expect(own).toBe('Anna handed their seat to a computer player (normal) until they return.');
    expect(own.match(/Anna/g)).toHaveLength(1);
    const other = t('seat.handed.public', { who: 'Bernd', player: 'Anna', level: 'normal' });
    expect(other.match(/Anna/g)).toHaveLength(2);
  });

  it('a table the computers filled is not asked to join (control: one with a free seat is)', () => {
    const seats = (n: number) => Array.from({ length: n }, () => ({}) as never);
    const full = openedLine({ seats: seats(4), settings: { players: 4 } as never }, 'Anna', '1', 'en');
    const open = openedLine({ seats: seats(1), settings: { players: 4 } as never }, 'Anna', '1', 'en');
    expect(full).not.toMatch(/join/i);
    expect(full).toContain('every seat is taken');
    expect(open).toMatch(/join it/);
  });

  it('the start city’s texts say it costs the route marker of its number, in every language', () => {
    expect(en['panel.chooseStart']).toMatch(/costs you your route marker/);
    expect(en['hint.start']).toMatch(/costs you your route marker/);
    for (const catalogue of Object.values(CATALOGUES))
      expect(catalogue['panel.chooseStart']).not.toBe(en['panel.chooseStart']);
  });

  it('the French ore is « minerai »', () => {
    expect(t('good.ore', {}, 'fr')).toBe('minerai');
  });
});

describe('issue 38: the welcome in the server’s language', () => {
  async function welcomed(chosen: string | undefined, preferred: string): Promise<string> {
    const send = vi.fn((_message: { content: string }) => Promise.resolve());
    const channel = { permissionsFor: () => ({ has: () => true }), send };
    const guild = { id: 'g1', preferredLocale: preferred, members: { me: {} }, systemChannel: channel };
    const ctx = {
      client: { on: vi.fn(), guilds: { cache: new Map([['g1', guild]]) } },
      serverSettings: { get: () => Promise.resolve(chosen ? { locale: chosen } : {}) },
      logger: { info: vi.fn(), warn: vi.fn() },
    } as unknown as BotContext;
    const flags = { welcomed: () => Promise.resolve(false), noteWelcomed: () => Promise.resolve() };
    await welcomeServers(ctx, flags as unknown as WelcomeStore);
    return send.mock.calls[0]?.[0].content ?? '';
  }

  it('follows /kogge server language over the server’s preferred locale (control: without it, the preferred one)', async () => {
    expect(await welcomed('de', 'en-US')).toBe(t('welcome.text', {}, 'de'));
    expect(await welcomed(undefined, 'fr')).toBe(t('welcome.text', {}, 'fr'));
    expect(t('welcome.text', {}, 'de')).not.toBe(t('welcome.text', {}, 'fr'));
  });
});

describe('issue 38: npm install says what may take minutes', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };

  it('the preinstall prints one line about building SQLite from source', () => {
    expect(pkg.scripts.preinstall).toBe('node scripts/install-note.mjs');
    const out = execFileSync(process.execPath, ['scripts/install-note.mjs'], { encoding: 'utf8' });
    expect(out.trimEnd().split('\n')).toHaveLength(1);
    expect(out).toMatch(/SQLite.*from source.*minutes/);
  });

  it('it downloads nothing: no network or process module (control: the check finds a planted fetch)', () => {
    const reaches = (source: string) => /\b(fetch|require|import)\b|https?:|child_process/.test(source);
    const source = readFileSync('scripts/install-note.mjs', 'utf8').replace(/^\/\/.*$/gm, '');
    expect(reaches(source)).toBe(false);
    expect(reaches(`${source}\nawait fetch('https://example.org');`)).toBe(true);
  });
});

describe('issue 38: the coach names its move', () => {
  it('every reason and every named move has its sentence in every language', () => {
    for (const catalogue of [en, ...Object.values(CATALOGUES)]) {
      expect(REASON_KEYS.filter((k) => !(`coach.reason.${k}` in catalogue))).toEqual([]);
      expect(MOVE_NAMES.filter((k) => !(`coach.move.${k}` in catalogue))).toEqual([]);
    }
  });

  it('a start city whose good is not the most valuable open is given no worth (control: the best one is)', () => {
    const legal = [{ type: 'chooseStart', markers: [0, 7] }] as LegalAction[];
    const state = {} as GameState;
    const visby = reasonFor(state, 0, { type: 'chooseStart', player: 0, marker: 0 }, legal);
    const lubeck = reasonFor(state, 0, { type: 'chooseStart', player: 0, marker: 7 }, legal);
    expect(visby).toEqual({ key: 'chooseStart', params: { city: 0 } });
    expect(lubeck.key).toBe('chooseStart.worth');
    expect(en['coach.reason.chooseStart']).not.toMatch(/VP|worth/);
  });
});
