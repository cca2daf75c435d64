// Issue 23 end to end: a league run through /league in the local Discord, the way members
// would: a non-admin refused, a roster, a rated game opened for roster members only, played
// to its end, its result recorded with no one typing anything and the standings message
// edited in place (no new post, no ping); after a restart, a deleted standings message is
// posted again with the next result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { LeagueStore, type LeagueRecord } from '../../src/store/index';
import { isFinalPost, threadOf, WAIT, openBotTable, type BotTable } from './harness';
import { gameIdIn, statesOf } from './secret-scan';

const LEAGUE_TIMEOUT = 600_000;

async function storedLeague(table: BotTable, id = 'baltic-cup'): Promise<LeagueRecord> {
  const store = LeagueStore.open(table.databaseFile);
  try {
    const { leagues } = await store.scan();
    const found = leagues.find((r) => r.league.id === id);
    if (!found) throw new Error(`no league ${id} stored`);
    return found;
  } finally {
    await store.close();
  }
}

async function leagueCount(table: BotTable): Promise<number> {
  const store = LeagueStore.open(table.databaseFile);
  try {
    return (await store.scan()).leagues.length;
  } finally {
    await store.close();
  }
}

/** The bot's messages in the standings channel, as a member sees them. */
function boardMessages(table: BotTable): SeenMessage[] {
  return table
    .user('alice')
    .sees('standings')
    .filter((m) => m.author.bot);
}

/** Opens a league game for two members and hands both seats to computer players to finish it. */
async function playLeagueGame(table: BotTable, a: string, b: string): Promise<string> {
  const opened = await table.user('olga').slash(`/league game p1:@${a} p2:@${b}`, { in: 'tavern' });
  const thread = threadOf(await opened.reply(WAIT));
  for (const name of [a, b]) {
    const handed = await table
      .user('olga')
      .slash(`/kogge game seat player:@${name} to:heuristic`, { in: thread });
    await handed.reply(WAIT);
  }
  await table.discord.waitForMessage(
    (m) => m.channelId === thread && m.author.bot && isFinalPost(m) && m.attachments.length > 0,
    {
      ...WAIT,
      timeoutMs: LEAGUE_TIMEOUT,
      in: thread,
    },
  );
  return thread;
}

describe('a league run through /league', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(
      ['olga', 'alice', 'bob', 'carol', 'dave', { name: 'erin', roles: ['Captain'] }],
      ['tavern', 'standings'],
    );
  });
  afterAll(() => table.stop());

  it('refuses a member without Manage Server a new league, with a sentence, and stores none', async () => {
    const asked = await table.user('alice').slash('/league create name:"Baltic Cup"', { in: 'tavern' });
    const reply = await asked.reply(WAIT);
    expect(reply.ephemeralFor).toBe(table.user('alice').id);
    expect(reply.content).toBe(
      'Only members who may manage the server, or who hold the league’s admin role, can do that.',
    );
    expect(await leagueCount(table)).toBe(0);
    // Control: the same command from the owner (Manage Server) is not refused.
    const owner = await table
      .user('olga')
      .slash('/league create name:"Baltic Cup" min:2 deadline:60 assisted:rated', { in: 'tavern' });
    expect((await owner.reply(WAIT)).content).toBe(
      '🏆 League open: Baltic Cup. Members join with /league join.',
    );
    const stored = await storedLeague(table);
    expect(stored.league).toMatchObject({
      id: 'baltic-cup',
      name: 'Baltic Cup',
      roster: [],
      adminRoleId: null,
    });
    expect(stored.league.options).toMatchObject({
      players: { min: 2, max: 4 },
      deadlineMinutes: 60,
      // Issue 37: this league's games are finished by computer players, so it rates them.
      assisted: 'rated',
    });
  });

  it('explains places, points and ratings with /league help, to the asker alone', async () => {
    const help = await (await table.user('dave').slash('/league help', { in: 'tavern' })).reply(WAIT);
    expect(help.ephemeralFor).toBe(table.user('dave').id);
    expect(help.content).toMatch(/5-DP win puts the winner first/);
    expect(help.content).toMatch(/starts at 1500/);
    // Issue 37: the assistance rule, in plain words.
    expect(help.content).toMatch(/Assistance: in a league game only the league’s admins/);
  });

  it('keeps a roster: join, a second join refused, leave, roster', async () => {
    for (const name of ['alice', 'bob', 'carol']) {
      const joined = await table.user(name).slash('/league join', { in: 'tavern' });
      expect((await joined.reply(WAIT)).content).toBe('You are on the roster of Baltic Cup.');
    }
    const again = await table.user('bob').slash('/league join', { in: 'tavern' });
    expect((await again.reply(WAIT)).content).toBe('You are on the roster of Baltic Cup already.');
    const left = await table.user('carol').slash('/league leave', { in: 'tavern' });
    expect((await left.reply(WAIT)).content).toMatch(/^You left the roster of Baltic Cup\./);
    const roster = await (await table.user('dave').slash('/league roster', { in: 'tavern' })).reply(WAIT);
    expect(roster.content).toBe(
      `Baltic Cup: 2 players. <@${table.user('alice').id}>, <@${table.user('bob').id}>`,
    );
    expect(roster.pinged).toEqual([]);
    expect((await storedLeague(table)).league.roster).toEqual([table.user('alice').id, table.user('bob').id]);
  });

  it('refuses a league game to a non-admin and to a member not on the roster', async () => {
    const byMember = await table.user('alice').slash('/league game p1:@alice p2:@bob', { in: 'tavern' });
    expect((await byMember.reply(WAIT)).content).toMatch(/^Only members who may manage the server/);
    const outsider = await table.user('olga').slash('/league game p1:@alice p2:@dave', { in: 'tavern' });
    expect((await outsider.reply(WAIT)).content).toBe(
      'dave not on the roster of Baltic Cup: only its players can be seated.',
    );
    const twice = await table.user('olga').slash('/league game p1:@alice p2:@alice', { in: 'tavern' });
    expect((await twice.reply(WAIT)).content).toBe(
      'A game of Baltic Cup needs different players: at least 2, at most 4.',
    );
  });

  it('posts a standings message with /league board, listing the roster without pinging', async () => {
    const set = await table.user('olga').slash('/league board channel:#standings', { in: 'tavern' });
    expect((await set.reply(WAIT)).content).toMatch(/^The standings of Baltic Cup now stand in <#\d+>/);
    const [board] = boardMessages(table);
    expect(boardMessages(table)).toHaveLength(1);
    expect(board.embeds[0].title).toBe('🏆 Baltic Cup: standings, season 1');
    expect(board.embeds[0].footer?.text).toBe('0 games counted');
    expect(board.pinged).toEqual([]);
    expect((await storedLeague(table)).board).toEqual({ channelId: board.channelId, messageId: board.id });
  });

  it(
    'records a rated game when it ends, with no one typing, and edits the standings message',
    async () => {
      const thread = await playLeagueGame(table, 'alice', 'bob');
      const lobby = table
        .user('carol')
        .sees(thread)
        .find((m) => m.content.includes('Rated game'));
      expect(lobby?.content).toMatch(/^🏆 Rated game of Baltic Cup, opened by <@\d+> \(season 1\)\./);
      const posts = table
        .user('carol')
        .sees(thread)
        .filter((m) => m.attachments.some((a) => a.filename.startsWith('kogge-board-')));
      expect(posts.length).toBeGreaterThan(0);
      for (const post of posts) expect(post.content.split('\n')[1]).toBe('🏆 Rated league game · Baltic Cup');
      // Issue 24: first-game hints are off by default in a league game (stored so).
      const { record } = await statesOf(table.databaseFile, gameIdIn(table.user('carol').sees(thread)));
      expect(record.settings.hints).toBe(false);
      const board = await table.discord.waitForMessage(
        (m) =>
          m.channelId === boardMessages(table)[0].channelId && m.embeds[0]?.footer?.text === '1 game counted',
        { ...WAIT, in: 'standings' },
      );
      expect(boardMessages(table)).toHaveLength(1);
      expect(board.edited).toBe(true);
      expect(board.pinged).toEqual([]);
      const stored = await storedLeague(table);
      expect(stored.results).toHaveLength(1);
      expect(stored.results[0]).toMatchObject({ channelId: thread, season: 1, rated: true });
      const places = stored.results[0].seats.map((s) => s.place).sort();
      expect(places[0]).toBe(1);
      expect(board.embeds[0].description).toMatch(/^1\. <@\d+>: \d+ pts · rating -?\d+ · games 1 · wins \d/);
    },
    LEAGUE_TIMEOUT,
  );

  it(
    'posts the standings again after a restart where the message was deleted',
    async () => {
      await table.restart();
      const [old] = boardMessages(table);
      const channel = await table.bot.client.channels.fetch(old.channelId);
      if (!channel?.isTextBased()) throw new Error('no standings channel');
      await channel.messages.delete(old.id);
      await playLeagueGame(table, 'bob', 'alice');
      const board = await table.discord.waitForMessage(
        (m) => m.channelId === old.channelId && m.embeds[0]?.footer?.text === '2 games counted',
        { ...WAIT, in: 'standings' },
      );
      expect(board.id).not.toBe(old.id);
      expect(boardMessages(table).map((m) => m.id)).toEqual([board.id]);
      expect((await storedLeague(table)).board?.messageId).toBe(board.id);
    },
    LEAGUE_TIMEOUT,
  );

  it('shows a member’s season with /league player: figures, recent games with links, a rating chart', async () => {
    const stored = await storedLeague(table);
    const alice = table.user('alice').id;
    const player = await (
      await table.user('dave').slash('/league player player:@alice', { in: 'tavern' })
    ).reply(WAIT);
    const [summary, ...games] = player.content.split('\n');
    expect(summary).toMatch(
      new RegExp(
        `^🏆 <@${alice}> in Baltic Cup, season 1: place \\d · games 2 · wins [0-2] · average [\\d.]+ VP · rating -?\\d+$`,
      ),
    );
    expect(games).toHaveLength(2);
    for (const result of stored.results)
      expect(player.content).toContain(`<#${result.channelId}> \`${result.gameId}\`: place `);
    expect(player.pinged).toEqual([]);
    const [chart] = player.attachments;
    expect(chart.filename).toBe('kogge-rating.png');
    expect(chart.description).toMatch(
      /^alice in Baltic Cup: rating over time: from 1500 to -?\d+ over 2 rated games\.$/,
    );
    const nobody = await (
      await table.user('dave').slash('/league player player:@dave', { in: 'tavern' })
    ).reply(WAIT);
    expect(nobody.content).toBe(
      `<@${table.user('dave').id}> has no recorded game in season 1 of Baltic Cup.`,
    );
    expect(nobody.attachments).toEqual([]);
  });

  it('lists the finished games with links to their threads', async () => {
    const stored = await storedLeague(table);
    const history = await (await table.user('dave').slash('/league history', { in: 'tavern' })).reply(WAIT);
    expect(history.content.split('\n')[0]).toBe('🏆 Baltic Cup, season 1: finished games, newest first');
    for (const result of stored.results)
      expect(history.content).toContain(`<#${result.channelId}> \`${result.gameId}\``);
    expect(history.pinged).toEqual([]);
  });

  it('voids a game only for an admin, keeps who and why in the audit, and edits the standings', async () => {
    const [first] = (await storedLeague(table)).results;
    const line = `/league void game:${first.gameId} reason:"seated the wrong players"`;
    const refused = await (await table.user('alice').slash(line, { in: 'tavern' })).reply(WAIT);
    expect(refused.content).toMatch(/^Only members who may manage the server/);
    expect((await storedLeague(table)).audit).toEqual([]);
    const voided = await (await table.user('olga').slash(line, { in: 'tavern' })).reply(WAIT);
    expect(voided.content).toBe(
      `#1 <@${table.user('olga').id}> voided \`${first.gameId}\`: seated the wrong players`,
    );
    const again = await (await table.user('olga').slash(line, { in: 'tavern' })).reply(WAIT);
    expect(again.content).toBe(`The game \`${first.gameId}\` is void already.`);
    const stored = await storedLeague(table);
    expect(stored.audit).toHaveLength(1);
    expect(stored.audit[0]).toMatchObject({ seq: 1, by: table.user('olga').id, change: { kind: 'void' } });
    // The recorded result stays; the table counts one game per player now.
    expect(stored.results).toHaveLength(2);
    const board = await table.discord.waitForMessage(
      (m) => m.id === stored.board?.messageId && /games 1 ·/.test(m.embeds[0]?.description ?? ''),
      { ...WAIT, in: 'standings' },
    );
    expect(board.embeds[0].description).not.toMatch(/games 2/);
    const audit = await (await table.user('dave').slash('/league audit', { in: 'tavern' })).reply(WAIT);
    expect(audit.content).toContain('voided `' + first.gameId + '`: seated the wrong players');
  });

  it('exports every seat of every recorded game as a CSV attachment', async () => {
    const exported = await (await table.user('bob').slash('/league export', { in: 'tavern' })).reply(WAIT);
    expect(exported.ephemeralFor).toBe(table.user('bob').id);
    const [file] = exported.attachments;
    expect(file.filename).toBe('baltic-cup.csv');
    // Issue 37: the audit log comes as a second file.
    expect(exported.attachments.map((f) => f.filename)).toEqual(['baltic-cup.csv', 'baltic-cup-audit.csv']);
    const lines = file.data.toString('utf8').trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 4);
    const [header, ...rows] = lines.map((l) => l.split(','));
    const counted = header.indexOf('counted');
    const [voided] = (await storedLeague(table)).audit.map((e) =>
      'gameId' in e.change ? e.change.gameId : '',
    );
    // Ids are written as the text formula ="…" (issue 37), so spreadsheets keep every digit.
    const asText = `"=""${voided}"""`;
    expect(rows.filter((r) => r[counted] === 'false').map((r) => r[0])).toEqual([asText, asText]);
    expect(rows.map((r) => r[header.indexOf('player')]).sort()).toEqual(['alice', 'alice', 'bob', 'bob']);
    const log = exported.attachments[1].data.toString('utf8').trim().split('\r\n');
    expect(log).toHaveLength(2);
    expect(log[1].split(',')[4]).toBe('void');
  });

  it('seats the roster into a table with /league round', async () => {
    const round = await (await table.user('olga').slash('/league round', { in: 'tavern' })).reply(WAIT);
    expect(round.content.split('\n')[0]).toBe('🏆 Round 1 of Baltic Cup:');
    expect(round.content.split('\n')[1]).toMatch(/^<#\d+>: (alice and bob|bob and alice)$/);
    expect(round.pinged).toEqual([]);
  });

  it('closes the season: final standings kept, the next season starts with ratings reset', async () => {
    const line = '/league season close carry:false';
    const refused = await (await table.user('bob').slash(line, { in: 'tavern' })).reply(WAIT);
    expect(refused.content).toMatch(/^Only members who may manage the server/);
    // Issue 37: the close asks first; the button closes.
    const ask = await (await table.user('olga').slash(line, { in: 'tavern' })).reply(WAIT);
    expect(ask.content).toMatch(/^\*\*Close season 1 of Baltic Cup\?\*\*/);
    await (await table.user('olga').click(ask, 'Close season 1')).response(WAIT);
    const closed = await table
      .user('olga')
      .waitForMessage((m) => m.id === ask.id && m.content.startsWith('Closed:'), { ...WAIT, in: 'tavern' });
    expect(closed.content).toBe(
      'Closed: season 1 of Baltic Cup, its final standings kept. Season 2 starts with every rating reset.',
    );
    const stored = await storedLeague(table);
    expect(stored.seasons.map((s) => s.number)).toEqual([1, 2]);
    expect(stored.seasons[0].finalStandings?.map((r) => r.games)).toEqual([1, 1]);
    expect(stored.seasons[1].initialSkills).toEqual({});
    const standings = await (
      await table.user('dave').slash('/league standings', { in: 'tavern' })
    ).reply(WAIT);
    expect(standings.embeds[0].title).toBe('🏆 Baltic Cup: standings, season 2');
  });

  it(
    'lets computer players fill seats only where the league allows, and its admin role open games; such a game is unrated',
    async () => {
      const refused = await table.user('olga').slash('/league game p1:@alice computers:1', { in: 'tavern' });
      expect((await refused.reply(WAIT)).content).toBe(
        'The league Baltic Cup does not let computer players fill seats.',
      );
      const created = await table
        .user('olga')
        .slash('/league create name:"Sea Dogs" min:2 computers:true role:@Captain', { in: 'tavern' });
      await created.reply(WAIT);
      await (await table.user('alice').slash('/league join league:"Sea Dogs"', { in: 'tavern' })).reply(WAIT);
      // The league's admin role: erin may open its games, though not Baltic Cup's.
      const notHere = await table
        .user('erin')
        .slash('/league game league:"Baltic Cup" p1:@alice p2:@bob', { in: 'tavern' });
      expect((await notHere.reply(WAIT)).content).toMatch(/^Only members who may manage the server/);
      const opened = await table
        .user('erin')
        .slash('/league game league:"Sea Dogs" p1:@alice computers:1', { in: 'tavern' });
      const thread = threadOf(await opened.reply(WAIT));
      await (
        await table.user('olga').slash('/kogge game seat player:@alice to:heuristic', { in: thread })
      ).reply(WAIT);
      // The final board post, not the hand-over note (no Act button either, but no image).
      const final = (m: SeenMessage) => m.channelId === thread && m.author.bot && isFinalPost(m);
      await table.discord.waitForMessage((m) => final(m) && m.attachments.length > 0, {
        ...WAIT,
        timeoutMs: LEAGUE_TIMEOUT,
        in: thread,
      });
      const until = Date.now() + WAIT.timeoutMs;
      let stored = await storedLeague(table, 'sea-dogs');
      while (stored.results.length === 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        stored = await storedLeague(table, 'sea-dogs');
      }
      expect(stored.results).toHaveLength(1);
      expect(stored.results[0].rated).toBe(false);
      expect(stored.results[0].seats.map((s) => s.holder.kind).sort()).toEqual(['computer', 'member']);
      // The other league is untouched.
      expect((await storedLeague(table)).results).toHaveLength(2);
    },
    LEAGUE_TIMEOUT,
  );
});
