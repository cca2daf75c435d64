// Issue 25: the league's public answers follow the server's language (/kogge server language),
// as a game's public posts do, not the server's preferred locale nor the asker's client. fanny's
// client is French: before the server chooses German her public /league roster is English (the
// server's preferred locale; a control that the clicker's locale does not leak into a public
// answer), after it German; the standings, the standings message, the history and the audit log
// follow, while her own ephemeral answers stay French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/index';
import { deCatalogue } from '../../src/i18n/de/index';
import { frCatalogue } from '../../src/i18n/fr/index';
import { openBotTable, type BotTable, WAIT } from './harness';

const de = deCatalogue as Readonly<Record<string, string>>;
const fr = frCatalogue as Readonly<Record<string, string>>;
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

describe('the league speaks the server’s language (issue 25)', () => {
  let table: BotTable;
  const say = async (name: string, line: string, channel = 'tavern') =>
    (await table.user(name).slash(line, { in: channel })).reply(WAIT);

  beforeAll(async () => {
    table = await openBotTable(['olga', { name: 'fanny', locale: 'fr' }, 'alice'], ['tavern', 'standings']);
    await say('olga', '/league create name:Hanse min:2');
    await say('alice', '/league join');
  }, 60_000);
  afterAll(() => table.stop());

  const roster = () =>
    say('fanny', '/league roster').then((reply) => {
      expect(reply.ephemeralFor).toBeUndefined();
      return reply.content;
    });
  const players = () => `<@${table.user('alice').id}>`;

  it('answers /league roster in the server’s preferred locale, not in the asker’s French', async () => {
    expect(await roster()).toBe(
      fill(en['league.roster.one'], { name: 'Hanse', count: 1, players: players() }),
    );
  });

  it('answers /league roster, standings, history and audit in German once the server chose German', async () => {
    const set = await say('olga', '/kogge server language language:de');
    expect(set.content).toBe(fill(en['server.language.set'], { language: 'Deutsch' }));

    expect(await roster()).toBe(
      fill(de['league.roster.one'], { name: 'Hanse', count: 1, players: players() }),
    );
    const standings = await say('fanny', '/league standings');
    expect(standings.embeds[0].title).toBe(fill(de['league.standings.title'], { name: 'Hanse', season: 1 }));
    expect(standings.embeds[0].title).not.toBe(
      fill(fr['league.standings.title'], { name: 'Hanse', season: 1 }),
    );
    expect((await say('fanny', '/league history')).content).toBe(
      fill(de['league.history.emptySeason'], { name: 'Hanse', season: 1 }),
    );
    expect((await say('fanny', '/league audit')).content).toBe(
      fill(de['league.audit.empty'], { name: 'Hanse' }),
    );
  });

  it('posts the standings message in German, while fanny’s own answer to /league board stays French', async () => {
    // fanny may not set the board; the refusal is hers alone, in French.
    const refused = await say('fanny', '/league board channel:#standings');
    expect(refused.ephemeralFor).toBe(table.user('fanny').id);
    expect(refused.content).toBe(fr['league.notAdmin']);
    await say('olga', '/league board channel:#standings');
    const board = table
      .user('alice')
      .sees('standings')
      .find((m) => m.author.bot);
    expect(board?.embeds[0].title).toBe(fill(de['league.standings.title'], { name: 'Hanse', season: 1 }));
    expect(board?.embeds[0].footer?.text).toBe(fill(de['league.standings.footer.other'], { count: 0 }));
  });
});
