// Issue 37 end to end: a season closed while a league game runs. The close asks first, to the
// admin alone, naming the running game; the click closes it, posts the champion and the top
// 3 publicly and the standings message shows the new season. The running game, ended after
// the close, counts once, in the season it started in: the archived table, `season:` views,
// the hall of fame and the export show it there, and the new season does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { LeagueStore, type LeagueRecord } from '../../src/store/index';
import { customIds, isFinalPost, threadOf, WAIT, openBotTable, type BotTable } from './harness';

const LONG = 600_000;

async function storedLeague(table: BotTable): Promise<LeagueRecord> {
  const store = LeagueStore.open(table.databaseFile);
  try {
    const found = (await store.scan()).leagues.find((r) => r.league.id === 'hansa-cup');
    if (!found) throw new Error('no league stored');
    return found;
  } finally {
    await store.close();
  }
}

describe('a season closed while a league game runs (issue 37)', () => {
  let table: BotTable;
  let running = '';
  const say = async (who: string, line: string, where = 'tavern') =>
    (await table.user(who).slash(line, { in: where })).reply(WAIT);
  const id = (name: string) => table.user(name).id;
  const board = () =>
    table
      .user('alice')
      .sees('standings')
      .filter((m) => m.author.bot);

  /** Hands both seats of the game in `thread` to computer players and waits for its end. */
  async function finish(thread: string, players: readonly string[]): Promise<void> {
    for (const name of players) await say('olga', `/kogge game seat player:@${name} to:heuristic`, thread);
    await table.discord.waitForMessage(
      (m) => m.channelId === thread && m.author.bot && isFinalPost(m) && m.attachments.length > 0,
      { ...WAIT, timeoutMs: LONG, in: thread },
    );
  }

  /** Waits for the league's recorded results to reach `count`. */
  async function recorded(count: number): Promise<LeagueRecord> {
    for (let i = 0; i < 600; i++) {
      const stored = await storedLeague(table);
      if (stored.results.length >= count) return stored;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the league never recorded ${count} results`);
  }

  beforeAll(async () => {
    table = await openBotTable(['olga', 'alice', 'bob', 'carol'], ['tavern', 'standings'], 37);
  });
  afterAll(() => table.stop());

  it(
    'season 1: one game played out, a second still running',
    async () => {
      await say('olga', '/league create name:"Hansa Cup" min:2 max:4 assisted:rated');
      for (const name of ['alice', 'bob', 'carol']) await say(name, '/league join');
      await say('olga', '/league board channel:#standings');
      const first = threadOf(await say('olga', '/league game p1:@alice p2:@bob'));
      await finish(first, ['alice', 'bob']);
      await recorded(1);
      running = threadOf(await say('olga', '/league game p1:@bob p2:@carol'));
      // The thread is told what the result did to each rating.
      const told = await table.discord.waitForMessage(
        (m) => m.channelId === first && m.content.startsWith('🏆 Recorded in Hansa Cup, season 1. Ratings:'),
        { ...WAIT, in: first },
      );
      expect(told.content).toMatch(/<@\d+> 1500 → \d+ \([+−±]\d+\)/);
      expect(told.pinged).toEqual([]);
    },
    LONG,
  );

  it('refuses the close to a member who does not run the league, and closes nothing', async () => {
    const refused = await say('alice', '/league season close');
    expect(refused.content).toMatch(/^Only members who may manage the server/);
    expect((await storedLeague(table)).seasons).toHaveLength(1);
  });

  it(
    'asks the admin alone first, naming the running game, and closes only on the click',
    async () => {
      const ask = await say('olga', '/league season close');
      expect(ask.ephemeralFor).toBe(id('olga'));
      expect(ask.content).toContain('**Close season 1 of Hansa Cup?**');
      expect(ask.content).toContain(`1 game of the league is still running: <#${running}>.`);
      expect(ask.content).toContain('it counts for season 1 when it ends');
      expect(customIds(ask).map((c) => c.label)).toEqual(['Close season 1']);
      // Control: nothing is closed until the button is clicked.
      expect((await storedLeague(table)).seasons).toHaveLength(1);
      const second = await say('olga', '/league season close');
      await (await table.user('olga').click(ask, 'Close season 1')).response(WAIT);
      const post = await table.discord.waitForMessage(
        (m) => m.channelId === ask.channelId && m.content.startsWith('🏆 **End of season 1 of Hansa Cup!**'),
        { ...WAIT, in: 'tavern' },
      );
      expect(post.ephemeralFor).toBeUndefined();
      const stored = await storedLeague(table);
      const champion = stored.seasons[0].finalStandings?.find((r) => r.place === 1);
      expect(champion?.games).toBe(1);
      expect(post.content).toContain(`👑 Champion: <@${champion?.userId}>, with 4 points.`);
      expect(post.content).toContain(`1. <@${champion?.userId}>: 4 pts · wins 1 · rating`);
      expect(post.content).toContain('Season 2 starts now, with the ratings carried over.');
      expect(post.pinged).toEqual([champion?.userId]);
      expect(stored.seasons.map((s) => s.number)).toEqual([1, 2]);
      await table.discord.waitForMessage(
        (m) => m.id === board()[0].id && m.embeds[0]?.title === '🏆 Hansa Cup: standings, season 2',
        { ...WAIT, in: 'standings' },
      );
      // A second confirmation, clicked after the close, changes nothing.
      const stale = await table.user('olga').click(second, 'Close season 1');
      expect((await stale.reply(WAIT)).content).toBe(
        'Season 1 of Hansa Cup: already closed; nothing was changed.',
      );
      expect((await storedLeague(table)).seasons).toHaveLength(2);
    },
    LONG,
  );

  it(
    'the game running across the close counts once, in season 1: archive, views, hall of fame, export',
    async () => {
      await finish(running, ['bob', 'carol']);
      const stored = await recorded(2);
      expect(stored.results.map((r) => r.season)).toEqual([1, 1]);
      const archived = stored.seasons[0].finalStandings ?? [];
      expect(archived.find((r) => r.userId === id('carol'))?.games).toBe(1);
      expect(archived.find((r) => r.userId === id('bob'))?.games).toBe(2);
      // Carried into season 2: bob's rating there is his final one of season 1.
      const now = await say('alice', '/league standings');
      expect(now.embeds[0].title).toBe('🏆 Hansa Cup: standings, season 2');
      expect(now.embeds[0].description).not.toMatch(/games [1-9]/);
      const bobFinal = archived.find((r) => r.userId === id('bob'))?.rating;
      expect(now.embeds[0].description).toContain(`<@${id('bob')}>: 0 pts · rating ${bobFinal} · games 0`);

      const final = await say('alice', '/league standings season:1');
      expect(final.embeds[0].title).toBe('🏆 Hansa Cup: final standings, season 1');
      expect(final.embeds[0].description).toContain(`<@${id('carol')}>`);
      expect(final.embeds[0].footer?.text).toBe('2 games counted');
      const lines = (final.embeds[0].description ?? '').split('\n');
      expect(lines.find((l) => l.includes(`<@${id('carol')}>`))).toMatch(/games 1 ·/);

      const history = await say('alice', '/league history season:1');
      expect(history.content.split('\n')[0]).toBe('🏆 Hansa Cup, season 1: finished games, newest first');
      expect(history.content).toContain(`<#${running}>`);
      // Computer players finished its seats for their members (assisted; this league rates them).
      expect(history.content).toMatch(/<@\d+> \d+ VP \(assisted, [+−±]\d+\)/);
      const empty = await say('alice', '/league history');
      expect(empty.content).toBe('Season 2 of Hansa Cup: no finished game.');

      const player = await say('alice', '/league player player:@carol season:1');
      expect(player.content).toMatch(/^🏆 <@\d+> in Hansa Cup, season 1: place \d · games 1/);
      expect(player.content).toMatch(
        new RegExp(
          `<#${running}> \`\\w+\`: place \\d, \\d+ VP, assisted by a computer player, rating [+−±]\\d+`,
        ),
      );
      const none = await say('alice', '/league player player:@carol');
      expect(none.content).toBe(`<@${id('carol')}> has no recorded game in season 2 of Hansa Cup.`);

      const fame = await say('carol', '/league seasons');
      const [title, one, two] = fame.content.split('\n');
      expect(title).toBe('🏆 Hansa Cup: seasons and champions');
      expect(one).toMatch(
        /^Season 1 \(<t:\d+:d> – <t:\d+:d>\): 👑 <@\d+>(, <@\d+>)*( and <@\d+>)?, \d+ pts · games: 2$/,
      );
      expect(two).toMatch(/^Season 2 \(running since <t:\d+:d>\): no game counted yet$/);
      expect(fame.pinged).toEqual([]);
    },
    LONG,
  );

  it('season: of a season the league does not have is answered, not guessed', async () => {
    const answer = await say('alice', '/league standings season:9');
    expect(answer.content).toBe('There is no season 9 in the league Hansa Cup: its seasons run from 1 to 2.');
    expect(answer.ephemeralFor).toBe(id('alice'));
  });

  it('the export of season 1 holds both games, each with season 1', async () => {
    const asked = await table.user('olga').slash('/league export season:1', { in: 'tavern' });
    const reply: SeenMessage = await asked.reply(WAIT);
    expect(reply.content).toBe('The games and results of Hansa Cup, season 1, as CSV.');
    const file = reply.attachments[0];
    expect(file.filename).toBe('hansa-cup-season-1.csv');
    const csv = file.data.toString('utf8');
    const rows = csv.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.split(',')[2]))).toEqual(new Set(['1']));
  });
});
