import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiscord } from '../../../src/local-discord';

// The actor API on its own, without a bot: what people see and how waiting works.
describe('actors: seeing and waiting', () => {
  let discord: LocalDiscord;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice', 'bob'], channels: ['tavern', 'harbour'] });
  });
  afterAll(() => discord.stop());

  it('sees messages said in a channel, oldest first', () => {
    discord.user('alice').say('tavern', 'ahoy');
    discord.user('bob').say('#tavern', 'ahoy yourself');
    expect(
      discord
        .user('bob')
        .sees('tavern')
        .map((m) => [m.author.username, m.content]),
    ).toEqual([
      ['alice', 'ahoy'],
      ['bob', 'ahoy yourself'],
    ]);
    expect(discord.user('bob').sees('harbour')).toEqual([]);
  });

  it('waits for a message that appears later, and finds one already there', async () => {
    const later = discord.waitForMessage((m) => m.content === 'later');
    setTimeout(() => discord.user('alice').say('harbour', 'later'), 5);
    expect((await later).channelId).toBe(discord.channel('harbour'));
    expect((await discord.user('bob').waitForMessage((m) => m.content === 'later')).author.username).toBe(
      'alice',
    );
  });

  it('waits in one channel only when told `in`: a match elsewhere neither resolves nor stops it', async () => {
    discord.user('alice').say('tavern', 'twin');
    const inHarbour = discord.waitForMessage((m) => m.content === 'twin', { in: 'harbour', timeoutMs: 2000 });
    const bobInHarbour = discord
      .user('bob')
      .waitForMessage((m) => m.content === 'twin', { in: 'harbour', timeoutMs: 2000 });
    setTimeout(() => {
      discord.user('bob').say('tavern', 'twin');
      discord.user('bob').say('harbour', 'twin');
    }, 5);
    for (const found of [await inHarbour, await bobInHarbour]) {
      expect(found.channelId).toBe(discord.channel('harbour'));
      expect(found.author.username).toBe('bob');
    }
    // Without `in`, the first match anywhere: alice's, in the tavern.
    expect((await discord.waitForMessage((m) => m.content === 'twin')).channelId).toBe(
      discord.channel('tavern'),
    );
  });

  it('gives up with a clear error when nothing matches', async () => {
    await expect(discord.waitForMessage((m) => m.content === 'never', { timeoutMs: 20 })).rejects.toThrow(
      'timed out',
    );
  });

  it('refuses unknown people and channels loudly', () => {
    expect(() => discord.user('mallory')).toThrow('no user named "mallory"');
    expect(() => discord.user('alice').sees('nowhere')).toThrow('no channel "nowhere"');
  });
});
