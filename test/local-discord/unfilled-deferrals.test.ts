// Issue 42: the local Discord tells which deferred interactions were never answered after the
// defer (a reply left "thinking…", a click's deferred update never followed by an edit). The
// kill loop counts them; each shape is shown counted when planted, and not once answered.
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  InteractionResponseType,
  MessageFlags,
  type TextChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTable, textChannel, type Table } from './harness';

const row = () =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('g:join').setLabel('Join').setStyle(ButtonStyle.Primary),
  );

describe('issue 42: deferred interactions never filled', () => {
  let table: Table;
  let tavern: TextChannel;
  beforeAll(async () => {
    table = await openTable();
    await table.client.application!.commands.set([{ name: 'ping', description: 'Ping' }]);
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());

  const unfilled = () => table.discord.unfilledDeferrals().map((d) => d.id);

  it('a deferred reply never filled is counted (planted), and no longer once edited', async () => {
    let finish: () => Promise<unknown> = () => Promise.resolve();
    const deferred = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      finish = () => i.editReply('done');
    });
    const handle = await table.discord.user('alice').slash('/ping');
    await deferred;
    expect(await handle.response()).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    expect(unfilled()).toEqual([handle.id]);
    await finish();
    expect(unfilled()).toEqual([]);
  });

  it('a click deferred as an update is counted until a follow-up answers it', async () => {
    const lobby = await tavern.send({ content: 'lobby', components: [row()] });
    let finish: () => Promise<unknown> = () => Promise.resolve();
    const deferred = table.answer(async (i) => {
      if (!i.isButton()) throw new Error('not a button');
      await i.deferUpdate();
      finish = () => i.followUp({ content: 'try again', flags: MessageFlags.Ephemeral });
    });
    const handle = await table.discord.user('bob').click(lobby.id, 'Join');
    await deferred;
    expect(await handle.response()).toBe(InteractionResponseType.DeferredMessageUpdate);
    expect(unfilled()).toEqual([handle.id]);
    await finish();
    expect(unfilled()).toEqual([]);
  });

  it('control: a reply answered at once is never counted', async () => {
    const answered = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply('pong');
    });
    await table.discord.user('alice').slash('/ping');
    await answered;
    expect(unfilled()).toEqual([]);
  });
});
