// /kogge game review through the local Discord (issue 26): refused while the game runs; once
// it is over, the player who asks alone gets the coach's look back at their decisions, on the
// real worker threads; a spectator is told they did not play.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/index';
import { REVIEW_LIMITS } from '../../src/ai/index';
import { openBotTable, WAIT, type BotTable } from './harness';
import { playWithComputers, startWithComputers } from './computer-table';

// The two answers share their opening words ("The coach looked again at "), so each is told
// by its whole first line, the placeholders read as numbers.
const firstLine = (key: 'review.title.other' | 'review.none.other') =>
  new RegExp(
    `^${en[key]
      .split('\n')[0]!
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\w+\}/g, '\\d+')}$`,
    'm',
  );
const TITLED = firstLine('review.title.other');
const NONE = firstLine('review.none.other');
const isTitled = (content: string) => TITLED.test(content.split('\n')[0] ?? '');
const isNone = (content: string) => NONE.test(content.split('\n')[0] ?? '');

describe('/kogge game review (issue 26)', () => {
  let table: BotTable;
  let thread: string;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'eve']);
    thread = await startWithComputers(table, 'alice', 'computers:1 level:heuristic');
  }, 60_000);
  afterAll(() => table.stop());

  it('is refused while the game runs, with a sentence', async () => {
    const refused = await (await table.user('alice').slash('/kogge game review', { in: thread })).reply(WAIT);
    expect(refused.content).toBe(en['review.notEnded']);
    expect(refused.ephemeralFor).toBe(table.user('alice').id);
  });

  it('after the game, answers the player alone with at most three differences, each with its round', async () => {
    await playWithComputers(table, thread, ['alice'], 26);
    const review = await (await table.user('alice').slash('/kogge game review', { in: thread })).reply(WAIT);
    expect(review.ephemeralFor).toBe(table.user('alice').id);
    expect(table.discord.visibleTo('eve', review.id)).toBe(false);
    expect(isTitled(review.content) !== isNone(review.content)).toBe(true);
    const rounds = review.content.match(/\*\*Round \d+\.\*\* You: /g) ?? [];
    expect(rounds.length).toBeLessThanOrEqual(REVIEW_LIMITS.shown);
    expect(rounds.length > 0).toBe(isTitled(review.content));
    expect(review.content).toMatch(new RegExp(`at (\\d+) of your (\\d+) decisions`));
    const [, examined] = /at (\d+) of your/.exec(review.content) ?? [];
    expect(Number(examined)).toBeLessThanOrEqual(REVIEW_LIMITS.decisions);
  }, 600_000);

  it('asked ten times at once, each gets an answer: a review or the sentence that one is on its way', async () => {
    const asked = await Promise.all(
      Array.from({ length: 10 }, () => table.user('alice').slash('/kogge game review', { in: thread })),
    );
    const replies = await Promise.all(asked.map((a) => a.reply(WAIT)));
    const busy = replies.filter((r) => r.content === en['review.busy']).length;
    const reviews = replies.filter((r) => isTitled(r.content) || isNone(r.content)).length;
    expect(busy + reviews).toBe(10);
    expect(reviews).toBeGreaterThan(0);
  }, 300_000);

  it('a spectator of the finished game is told they did not play in it', async () => {
    const refused = await (await table.user('eve').slash('/kogge game review', { in: thread })).reply(WAIT);
    expect(refused.content).toBe(en['reply.notPlayer']);
  }, 60_000);
});
