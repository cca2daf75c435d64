import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBotTable, openGame, type BotTable } from './harness';

describe('smoke', () => {
  let table: BotTable;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob']);
  });
  afterAll(() => table.stop());

  it('opens a game and shows a start-choice post', async () => {
    const { thread } = await openGame(table, 'alice', ['bob']);
    const post = await table
      .user('alice')
      .waitForMessage((m) => m.channelId === thread && m.attachments.length > 0);
    console.log(post.content, post.attachments[0].filename, post.attachments[0].description, post.pinged);
    const act = await table.user('alice').click(post, 'Act');
    const panel = await act.reply();
    console.log(panel.content, JSON.stringify(panel.components).slice(0, 500));
    expect(panel.ephemeralFor).toBeDefined();
  });
});
