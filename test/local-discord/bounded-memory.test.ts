// Issue 20: the local Discord's memory stays bounded in a long run. Interaction records are
// forgotten once their token has expired (15 minutes), with the ephemeral messages and
// images only they could edit; at most MAX_INTERACTIONS are kept under a flood; the call
// log keeps the newest calls. Each bound has a control that shows the count would grow.
import { InteractionType } from 'discord-api-types/v10';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalDiscord, ManualClock, type InteractionHandle, type SeenMessage } from '../../src/local-discord';
import { InteractionTokenLifetimeMs } from '../../src/local-discord/limits';
import { CallLog, MAX_CALLS } from '../../src/local-discord/http/call-log';
import { MAX_INTERACTIONS, interactionToken, tokenId } from '../../src/local-discord/state/prune';
import type { InteractionRecord } from '../../src/local-discord/state/records';

let discord: LocalDiscord | undefined;
afterEach(async () => {
  await discord?.stop();
  discord = undefined;
});

/** A table with one message carrying a button, posted by the bot. */
async function table(clock?: ManualClock) {
  discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'], clock, rateLimits: false });
  const d = discord;
  const api = `${d.apiUrl}/v10`;
  const auth = { Authorization: `Bot ${d.token}` };
  const res = await fetch(`${api}/channels/${d.channel('tavern')}/messages`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      content: 'board',
      components: [{ type: 1, components: [{ type: 2, style: 2, custom_id: 'hand', label: 'My hand' }] }],
    }),
  });
  const post = (await res.json()) as { id: string };
  /** alice clicks "My hand"; the bot answers with an ephemeral image. */
  const clickForImage = async (bytes = 50_000, waitForReply = true) => {
    const click = await d.user('alice').click(post.id, 'My hand');
    const form = new FormData();
    form.append(
      'payload_json',
      JSON.stringify({
        type: 4,
        data: { content: 'your hand', flags: 64, attachments: [{ id: 0, filename: 'hand.png' }] },
      }),
    );
    form.append('files[0]', new Blob([new Uint8Array(bytes)]), 'hand.png');
    const answered = await fetch(`${api}/interactions/${click.id}/${click.record.token}/callback`, {
      method: 'POST',
      body: form,
    });
    expect(answered.status).toBe(204);
    return { click, reply: waitForReply ? await click.reply() : undefined };
  };
  const editOriginal = (token: string) =>
    fetch(`${api}/webhooks/${d.applicationId}/${token}/messages/@original`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'edited' }),
    });
  return { d, post, clickForImage, editOriginal };
}

describe('the local Discord forgets what Discord lets go (issue 20: bounded memory)', () => {
  it('makes tokens as Discord does, naming their interaction', () => {
    const token = interactionToken('123456789012345678', 'secret');
    expect(token.startsWith('aW50ZXJhY3Rpb246')).toBe(true);
    expect(tokenId(token)).toBe('123456789012345678');
    expect(tokenId('garbage')).toBeUndefined();
  });

  it('drops an interaction 15 minutes on, with its ephemeral image; its token is then invalid, as on Discord', async () => {
    const clock = new ManualClock();
    const { d, clickForImage, editOriginal } = await table(clock);
    const { click, reply } = (await clickForImage()) as { click: InteractionHandle; reply: SeenMessage };
    const url = d.store.messages.get(reply.id)!.data.attachments[0].url;
    // Control: within the 15 minutes all is still there.
    clock.advance(InteractionTokenLifetimeMs - 60_000);
    await clickForImage();
    expect(d.store.interactions.has(click.id)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
    expect((await editOriginal(click.record.token)).status).toBe(200);
    // Past them, the next click sweeps it away.
    clock.advance(120_000);
    await clickForImage();
    expect(d.store.interactions.has(click.id)).toBe(false);
    expect(d.store.interactionsByToken.has(click.record.token)).toBe(false);
    expect(d.store.messages.has(reply.id)).toBe(false);
    expect((await fetch(url)).status).toBe(404);
    const late = await editOriginal(click.record.token);
    expect(late.status).toBe(401);
    expect(((await late.json()) as { code: number }).code).toBe(50027);
    // The public message it was clicked on stays.
    expect(
      d
        .user('alice')
        .sees('tavern')
        .some((m) => m.content === 'board'),
    ).toBe(true);
  });

  it('keeps an ephemeral panel that a newer, live interaction may still edit', async () => {
    const clock = new ManualClock();
    const { d, clickForImage } = await table(clock);
    const panel = (await clickForImage()).reply!;
    // A click on the ephemeral message itself (a panel's button), answered by updating it.
    const stored = d.store.messages.get(panel.id)!;
    stored.data.components = [
      { type: 1, components: [{ type: 2, style: 2, custom_id: 'nav', label: 'Next' }] },
    ] as typeof stored.data.components;
    clock.advance(InteractionTokenLifetimeMs - 60_000);
    const nav = await d.user('alice').click(panel.id, 'Next');
    expect(nav.record.sourceMessageId).toBe(panel.id);
    clock.advance(120_000);
    await clickForImage();
    expect(d.store.messages.has(panel.id)).toBe(true);
    clock.advance(InteractionTokenLifetimeMs);
    await clickForImage();
    expect(d.store.messages.has(panel.id)).toBe(false);
  });

  it(`keeps at most ${MAX_INTERACTIONS} interaction records through 10,000 clicks within 15 minutes`, async () => {
    const { d, post } = await table();
    for (let i = 0; i < 10_000; i++) await d.user('alice').click(post.id, 'My hand');
    expect(d.store.interactions.size).toBeLessThanOrEqual(MAX_INTERACTIONS);
    expect(d.store.interactionsByToken.size).toBeLessThanOrEqual(MAX_INTERACTIONS);
    expect(d.store.clickedFrom.size).toBeLessThanOrEqual(MAX_INTERACTIONS + 1);
  });

  it(`keeps at most ${MAX_INTERACTIONS} ephemeral images through a flood of answered clicks`, async () => {
    const { d, clickForImage } = await table();
    for (let i = 0; i < MAX_INTERACTIONS + 300; i++) await clickForImage(1_000, false);
    const ephemerals = [...d.store.messages.values()].filter((m) => m.ephemeralFor);
    expect(ephemerals.length).toBeLessThanOrEqual(MAX_INTERACTIONS);
    expect(ephemerals.length).toBeGreaterThan(MAX_INTERACTIONS - 10);
  });

  it('control: records filed without the pruning grow with every click', async () => {
    const { d } = await table();
    const base = { type: InteractionType.MessageComponent, userId: '1', channelId: '1', followUpIds: [] };
    for (let i = 0; i < MAX_INTERACTIONS + 500; i++) {
      const record: InteractionRecord = {
        ...base,
        id: String(i),
        token: `t${i}`,
        createdAt: 0,
        createdReal: 0,
      };
      d.store.interactions.set(record.id, record);
    }
    expect(d.store.interactions.size).toBeGreaterThan(MAX_INTERACTIONS);
  });

  const call = (i: number) => ({
    method: 'GET',
    route: '/users/@me',
    path: `/${i}`,
    status: 200,
    latencyMs: 1,
    at: i,
    requestBytes: 0,
  });

  it(`keeps the newest ${MAX_CALLS} REST calls in its call log`, () => {
    const log = new CallLog();
    for (let i = 0; i < 3 * MAX_CALLS; i++) log.record(call(i));
    expect(log.calls.length).toBeLessThanOrEqual(MAX_CALLS);
    expect(log.calls.at(-1)?.path).toBe(`/${3 * MAX_CALLS - 1}`);
    // Control: the newest calls are all there, in order.
    expect(log.calls.map((c) => c.at)).toEqual([...log.calls.map((c) => c.at)].sort((a, b) => a - b));
    // What was let go is counted, so an audit of a whole run knows it is not whole.
    expect(log.dropped + log.calls.length).toBe(3 * MAX_CALLS);
  });

  it('keeps every call up to a larger limit asked for (an audit of a long run), and counts none dropped', () => {
    const log = new CallLog(5 * MAX_CALLS);
    for (let i = 0; i < 3 * MAX_CALLS; i++) log.record(call(i));
    expect(log.calls.length).toBe(3 * MAX_CALLS);
    expect(log.dropped).toBe(0);
  });
});
