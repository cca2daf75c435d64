// Issue 42 item 4, issue 37: a league whose name, members' names and an admin's reason were
// typed to post a heading, a masked link, a role pill and @everyone shows every one of them as
// text in /league's answers: create, roster, round post, /league game's public answer, the
// standings embed's title, history, the audit line and the audit log; and none of them pings
// anyone. `role:@everyone` is refused. The control: the same check catches a sentence filled
// with the raw name, as a message that forgot the escaping would be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeUserText, t } from '../../src/i18n/index';
import { LeagueStore } from '../../src/store/index';
import type { SeenMessage } from '../../src/local-discord';
import { recordedResult } from '../support/league-record';
import { renders } from '../support/markdown-model';
import { openBotTable, WAIT, type BotTable } from './harness';

// No double quote: the local Discord's slash line ends a quoted option at one.
const LEAGUE = '# **Hansa** [free nitro](https://evil.example) <@&123456789012345678> @everyone `x`';
const MEMBER = '## Mallory [claim](https://evil.example) @here ||x||';
const REASON = '> **void** [appeal](https://evil.example) @everyone <t:99999999999:R>';

/**
 * What the hostile texts show in `content` beyond the message's own words (its thread links and
 * member pills): nothing, when each is shown as text, escaped by the one function.
 */
function faults(content: string, ...hostiles: string[]): string[] {
  let own = content;
  for (const hostile of hostiles) own = own.replaceAll(escapeUserText(hostile), 'X').replaceAll(hostile, 'X');
  const constructs = renders(content).filter((kind) => !renders(own).includes(kind));
  return [
    ...constructs,
    ...hostiles.flatMap((hostile) => [
      ...(content.includes(hostile) ? ['raw text'] : []),
      ...(content.includes(escapeUserText(hostile)) ? [] : ['not shown']),
    ]),
  ];
}

/** A public message that pings no one and mentions no role or @everyone. */
function pingsNoOne(message: SeenMessage): void {
  expect(message.ephemeralFor).toBeUndefined();
  expect(message.pinged).toEqual([]);
  expect(message.mentionsEveryone).toBe(false);
  expect(message.mentionedRoleIds).toEqual([]);
}

describe('hostile names in /league’s answers (issue 42, issue 37)', () => {
  let table: BotTable;
  const say = async (who: string, line: string) =>
    (await table.user(who).slash(line, { in: 'tavern' })).reply(WAIT);

  beforeAll(async () => {
    table = await openBotTable(['olga', { name: 'mallory', globalName: 'placeholder' }, 'bert', 'clara']);
    table.discord.store.users.get(table.user('mallory').id)!.globalName = MEMBER;
  }, 60_000);
  afterAll(() => table.stop());

  it('refuses role:@everyone with a sentence, and creates no league', async () => {
    // @everyone's id is the server's own.
    const everyone = `<@&${table.discord.store.guild.id}>`;
    const refused = await say('olga', `/league create name:"${LEAGUE}" role:${everyone}`);
    expect(refused.content).toBe(t('league.role.everyone'));
    expect(refused.ephemeralFor).toBe(table.user('olga').id);
    const roster = await say('olga', '/league roster');
    expect(roster.content).toBe(t('league.none'));
  });

  it('creates the league and answers with its name as text', async () => {
    const created = await say('olga', `/league create name:"${LEAGUE}" min:2 max:4`);
    expect(faults(created.content, LEAGUE)).toEqual([]);
    for (const who of ['mallory', 'bert', 'clara'])
      expect(faults((await say(who, '/league join')).content, LEAGUE)).toEqual([]);
  });

  it('shows the league’s name as text in the public roster', async () => {
    const roster = await say('bert', '/league roster');
    expect(faults(roster.content, LEAGUE)).toEqual([]);
    pingsNoOne(roster);
  });

  it('shows the league’s and the members’ names as text in /league round’s post', async () => {
    const round = await say('olga', '/league round');
    expect(faults(round.content, LEAGUE, MEMBER)).toEqual([]);
    pingsNoOne(round);
  });

  it('shows the league’s and the members’ names as text in /league game’s public answer', async () => {
    const game = await say('olga', '/league game p1:@mallory p2:@bert');
    expect(faults(game.content, LEAGUE, MEMBER)).toEqual([]);
    pingsNoOne(game);
  });

  it('shows the league’s name as text in the standings embed’s title', async () => {
    const standings = await say('clara', '/league standings');
    expect(faults(standings.embeds[0].title ?? '', LEAGUE)).toEqual([]);
    pingsNoOne(standings);
  });

  it('shows the league’s name and the admin’s reason as text in history, the audit line and the log', async () => {
    const audit = await say('clara', '/league audit');
    expect(faults(audit.content, LEAGUE)).toEqual([]);
    // A recorded game to void: as the bot records one, written beside the running bot.
    const ids = ['mallory', 'bert'].map((n) => table.user(n).id);
    const store = LeagueStore.open(table.databaseFile);
    try {
      const [league] = await store.list(table.discord.store.guild.id);
      const done = await store.change(league.league.guildId, league.league.id, async (record) => ({
        save: record && { ...record, results: [recordedResult('abc1234567', 1, ids)] },
        answer: true,
      }));
      expect(done.ok).toBe(true);
    } finally {
      await store.close();
    }
    const history = await say('clara', '/league history');
    expect(faults(history.content, LEAGUE)).toEqual([]);
    pingsNoOne(history);
    const voided = await say('olga', `/league void game:abc1234567 reason:"${REASON}"`);
    expect(faults(voided.content, REASON)).toEqual([]);
    pingsNoOne(voided);
    const log = await say('clara', '/league audit');
    expect(faults(log.content, LEAGUE, REASON)).toEqual([]);
    pingsNoOne(log);
  });

  it('control: the same check catches a sentence given the raw names', () => {
    const forgot = t('league.game.opened', { name: LEAGUE, players: MEMBER, thread: '<#1>' });
    expect(faults(forgot, LEAGUE, MEMBER)).toEqual(
      expect.arrayContaining(['raw text', 'not shown', 'masked link', 'link', 'everyone', 'formatting']),
    );
    // Only the member's name forgotten: still caught.
    const half = t('league.game.opened', { name: escapeUserText(LEAGUE), players: MEMBER, thread: '<#1>' });
    expect(faults(half, LEAGUE, MEMBER)).toEqual([
      'masked link',
      'link',
      'everyone',
      'formatting',
      'raw text',
      'not shown',
    ]);
    const reason = t('league.audit.line.void', { seq: 1, by: '<@1>', game: 'abc1234567', reason: REASON });
    expect(faults(reason, REASON)).toEqual(
      expect.arrayContaining(['raw text', 'not shown', 'masked link', 'timestamp', 'everyone']),
    );
  });
});
