// Issue 27: SHARDS=auto starts as many shards as Discord recommends (GET /gateway/bot,
// `shards`), asked with the bot's REST client so a test can point it at the local Discord;
// a refusal is one sentence saying to set a number instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendedShards, ShardsError } from '../../src/bot/shard-manager';
import { LocalDiscord } from '../../src/local-discord';

describe("SHARDS=auto: Discord's recommended number of shards", () => {
  let discord: LocalDiscord;
  beforeAll(async () => {
    discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'], requiredShards: 3 });
  });
  afterAll(() => discord.stop());

  it('is the `shards` of GET /gateway/bot', async () => {
    expect(await recommendedShards(discord.token, discord.apiUrl)).toBe(3);
  });

  it('a refused token: one sentence telling to set a number, never the token', async () => {
    const token = `${discord.token.slice(0, -4)}AAAA`;
    const attempt = recommendedShards(token, discord.apiUrl);
    await expect(attempt).rejects.toBeInstanceOf(ShardsError);
    await expect(recommendedShards(token, discord.apiUrl)).rejects.toThrow(
      /^Discord did not say how many shards to start \(.+\); set SHARDS to a number of shards instead of auto\.$/,
    );
    await expect(recommendedShards(token, discord.apiUrl)).rejects.not.toThrow(token);
  });
});
