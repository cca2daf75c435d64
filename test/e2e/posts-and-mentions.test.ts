// Issue 8's audit over a whole 2-player game, read from every REST call the bot made: the
// steps of one player's turn edit the post in place (one post per turn, not per click), and
// every message sets allowed_mentions, never @everyone or roles, pinging only the awaited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/engine/index';
import type { RestCall, SeenMessage } from '../../src/local-discord';
import { PHONE } from '../../src/render/index';
import { customIds, openBotTable, openGame, WAIT, type BotTable } from './harness';
import {
  awaitedIn,
  boardCalls,
  changesOfAwaited,
  mentionFindings,
  messagePayload,
  postFindings,
  type BoardCall,
} from './post-audit';
import { TablePlayers } from './players';
import { gameIdIn, statesOf } from './secret-scan';

describe('one post per turn, and explicit allowed_mentions, over a whole 2-player game', () => {
  let table: BotTable;
  let thread: string;
  let calls: RestCall[];
  let states: GameState[];
  let board: BoardCall[];
  let postIds: string[];
  let final: SeenMessage;

  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'eve']);
    ({ thread } = await openGame(table, 'alice', ['bob']));
    final = await new TablePlayers(table, thread, ['alice', 'bob'], 7).playToEnd();
    expect(final.content).toMatch(/Game over/);
    calls = [...table.discord.calls];
    const seen = table.user('eve').sees(thread);
    ({ states } = await statesOf(table.databaseFile, gameIdIn(seen)));
    board = boardCalls(calls, thread);
    // The board posts' ids, in the order they were created (snowflakes grow).
    postIds = table.discord.store
      .channelMessages(thread)
      .filter((m) => !m.ephemeralFor && m.data.attachments.some((a) => a.filename.startsWith('kogge-board-')))
      .map((m) => m.data.id)
      .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
  }, 300_000);
  afterAll(() => table.stop());

  it('edits the post in place through one player turn of several actions, same id, newer board', () => {
    const edits = new Map<string, number[]>();
    for (const b of board)
      if (b.kind === 'edit')
        edits.set(b.messageId ?? '', [...(edits.get(b.messageId ?? '') ?? []), b.version]);
    const longest = [...edits.values()].sort((a, b) => b.length - a.length)[0] ?? [];
    // Move, buy, end …: at least three applied steps shown on one message.
    expect(longest.length).toBeGreaterThanOrEqual(3);
    expect([...longest].sort((a, b) => a - b)).toEqual(longest);
    expect(new Set(longest).size).toBe(longest.length);
  });

  it('posts anew only when the decision passes to another player, and edits otherwise', () => {
    expect(board.filter((b) => b.kind === 'post')).toHaveLength(postIds.length);
    expect(postFindings(board, postIds, states)).toEqual([]);
  });

  it('takes at most one board post per change of the awaited player, plus the first', () => {
    const posts = board.filter((b) => b.kind === 'post').length;
    const changes = changesOfAwaited(states);
    console.log(
      `board posts ${posts}, changes of the awaited player ${changes}, edits ${board.length - posts}`,
    );
    expect(posts).toBeGreaterThan(2);
    expect(posts).toBeLessThanOrEqual(changes + 1);
    // Beside the board posts, the thread holds only the lobby (no post per click).
    const others = table.discord.store
      .channelMessages(thread)
      .filter((m) => !m.ephemeralFor && !postIds.includes(m.data.id));
    expect(others).toHaveLength(1);
  });

  it('control: an extra board post for the same player, or an edit after the turn passed, is caught', () => {
    const firstEdit = board.findIndex((b) => b.kind === 'edit');
    expect(firstEdit).toBeGreaterThan(0);
    const extra: BoardCall = { ...board[firstEdit], kind: 'post', messageId: undefined };
    const planted = [...board.slice(0, firstEdit), extra, ...board.slice(firstEdit)];
    const ids = [...postIds];
    const postsBefore = board.slice(0, firstEdit).filter((b) => b.kind === 'post').length;
    ids.splice(postsBefore, 0, 'planted');
    expect(postFindings(planted, ids, states).map((f) => f.what)).toContainEqual(
      expect.stringMatching(/a new post at version \d+ while the same players decide/),
    );
    // The second post's first board edited onto the first post instead.
    const second = board.findIndex(
      (b, i) => b.kind === 'post' && i > board.findIndex((c) => c.kind === 'post'),
    );
    const onFirst: BoardCall = { ...board[second], kind: 'edit', messageId: postIds[0] };
    const merged = [...board.slice(0, second), onFirst, ...board.slice(second + 1)];
    expect(
      postFindings(
        merged,
        postIds.filter((_, i) => i !== 1),
        states,
      ).length,
    ).toBeGreaterThan(0);
  });

  it('sets allowed_mentions on every message it sent or edited, never @everyone or roles', () => {
    const sent = calls.filter((c) => messagePayload(c));
    // Posts, edits, interaction replies and updates, ephemeral follow-ups and their edits.
    const kinds = new Set(sent.map((c) => `${c.method} ${c.route}`));
    expect(kinds).toContain('POST /channels/:channel/messages');
    expect(kinds).toContain('PATCH /channels/:channel/messages/:message');
    expect(kinds).toContain('POST /interactions/:interaction/:token/callback');
    expect(kinds).toContain('PATCH /webhooks/:app/:token/messages/:message');
    expect(sent.some((c) => (Number((messagePayload(c) ?? {}).flags) & 64) === 64)).toBe(true);
    expect(mentionFindings(calls)).toEqual([]);
  });

  it('pings exactly the awaited player on each turn post, and no one on the final one', () => {
    for (const b of board.filter((c) => c.kind === 'post')) {
      const state = states[b.version];
      const awaited = awaitedIn(state).map((p) => state.players[p].id);
      const allowed = b.payload.allowed_mentions as { parse: string[]; users: string[] };
      expect(allowed.parse).toEqual([]);
      expect([...allowed.users].sort()).toEqual([...awaited].sort());
      for (const id of awaited) expect(String(b.payload.content)).toContain(`<@${id}>`);
    }
    const pinged = [table.user('alice'), table.user('bob')].map(
      (u) => u.pings().filter((m) => m.channelId === thread).length,
    );
    expect(pinged.every((n) => n > 0)).toBe(true);
    expect(table.user('eve').pings()).toEqual([]);
  });

  it('control: a planted message without allowed_mentions, or allowing @everyone or roles, is caught', () => {
    const post = calls.find((c) => c.method === 'POST' && c.route === '/channels/:channel/messages');
    const reply = calls.find(
      (c) => c.route === '/interactions/:interaction/:token/callback' && messagePayload(c) !== undefined,
    );
    if (!post?.json || !reply?.json) throw new Error('no post or reply to plant on');
    const { allowed_mentions: _dropped, ...bare } = post.json;
    const data = reply.json.data as Record<string, unknown>;
    const planted: RestCall[] = [
      { ...post, json: bare },
      { ...post, json: { ...post.json, allowed_mentions: { parse: ['everyone'] } } },
      { ...reply, json: { ...reply.json, data: { ...data, allowed_mentions: { parse: [], roles: ['1'] } } } },
      { ...reply, json: { ...reply.json, data: { ...data, allowed_mentions: undefined } } },
    ];
    expect(mentionFindings(planted).map((f) => f.call)).toEqual([0, 1, 2, 3]);
  });

  it('the final post keeps only "📱 Phone board" and "⏯ Replay": a player, a spectator and a stale click get the final board', async () => {
    expect(customIds(final).map((c) => c.label)).toEqual(['📱 Phone board', '⏯ Replay']);
    const finalBoard = final.attachments[0];
    // The first turn post's button carries a long-gone state version: the board is read-only,
    // so it still answers, with the board as it is now (the final one).
    const first = table
      .user('bob')
      .sees(thread)
      .find((m) => m.id === postIds[0]);
    if (!first) throw new Error('the first turn post is gone');
    expect(customIds(first).map((c) => c.label)).toContain('📱 Phone board');
    const clicks: [string, SeenMessage][] = [
      ['alice', final],
      ['eve', final],
      ['bob', first],
    ];
    for (const [name, post] of clicks) {
      const reply = await (await table.user(name).click(post, '📱 Phone board')).reply(WAIT);
      expect(reply.ephemeralFor).toBe(table.user(name).id);
      expect(reply.content).toMatch(/Game over/);
      expect(reply.attachments).toHaveLength(1);
      expect(reply.attachments[0].filename).toMatch(/^kogge-phone-\d+\.png$/);
      expect(reply.attachments[0].width).toBe(PHONE.w);
      expect(reply.attachments[0].description).toBe(finalBoard.description);
    }
  });
});
