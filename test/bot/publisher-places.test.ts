// Issue 27, memory flat out: the publisher runs at most `atOnce` publications at once (each
// holds a board image until its upload ends), and a game waiting for a place publishes only
// its newest record when its turn comes. No publication is lost. The publication itself is
// the test's: it counts how many run at once and finishes when the test says.
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context';
import { Publisher, PUBLISH_AT_ONCE, type PublishStep } from '../../src/bot/publisher';
import type { GameRecord } from '../../src/store/index';

/** A record as far as the publisher reads it: its id, server and version. */
const record = (id: string, version: number) => ({ id, guildId: 'g', version }) as unknown as GameRecord;

/** Publications that wait until released, noting what ran and how many at once. */
function heldSteps() {
  let running = 0;
  const seen = { most: 0, published: [] as string[] };
  const waiting: (() => void)[] = [];
  const step: PublishStep = async (_ctx, gameId, inHand) => {
    running += 1;
    seen.most = Math.max(seen.most, running);
    await new Promise<void>((resolve) => waiting.push(resolve));
    seen.published.push(`${gameId}@${inHand?.version}`);
    running -= 1;
    return inHand;
  };
  /** Lets every publication under way finish, and the next ones start. */
  const release = async () => {
    for (const go of waiting.splice(0)) go();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { step, seen, release, held: () => waiting.length };
}

const ctx = { logger: { warn: () => undefined } } as unknown as BotContext;

async function publishAll(atOnce: number, games: number) {
  const steps = heldSteps();
  const publisher = new Publisher(() => ctx, { atOnce, step: steps.step });
  const done = Array.from({ length: games }, (_, i) => publisher.request(record(`game${i}`, 1)));
  await new Promise((resolve) => setImmediate(resolve));
  const atFirst = { held: steps.held(), backlog: publisher.backlog };
  while (steps.seen.published.length < games) await steps.release();
  await Promise.all(done);
  return { ...steps.seen, atFirst };
}

describe('the publisher’s places (issue 27)', () => {
  it('runs at most PUBLISH_AT_ONCE publications at once, the rest waiting; none is lost', async () => {
    const seen = await publishAll(PUBLISH_AT_ONCE, 12);
    expect(seen.most).toBe(PUBLISH_AT_ONCE);
    expect(seen.atFirst).toEqual({ held: PUBLISH_AT_ONCE, backlog: 12 - PUBLISH_AT_ONCE });
    expect(new Set(seen.published)).toEqual(new Set(Array.from({ length: 12 }, (_, i) => `game${i}@1`)));
  });

  it('control: with places for all, the same twelve publications all run at once', async () => {
    const seen = await publishAll(100, 12);
    expect(seen.most).toBe(12);
    expect(seen.published).toHaveLength(12);
  });

  it('a game waiting for a place publishes its newest record once, the ones before skipped', async () => {
    const steps = heldSteps();
    const publisher = new Publisher(() => ctx, { atOnce: 1, step: steps.step });
    const first = publisher.request(record('a', 1));
    await new Promise((resolve) => setImmediate(resolve));
    const waited = [2, 3, 4].map((version) => publisher.request(record('b', version)));
    while (steps.seen.published.length < 2) await steps.release();
    await Promise.all([first, ...waited]);
    expect(steps.seen.published).toEqual(['a@1', 'b@4']);
  });
});
