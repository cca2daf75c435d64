import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  InteractionResponseType,
  MessageFlags,
  ModalBuilder,
  Routes,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type TextChannel,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/local-discord';
import { expectDiscordError, openTable, type Table, textChannel } from './harness';

const commands = [
  {
    name: 'kogge',
    description: 'Play Kogge',
    options: [
      {
        type: 1,
        name: 'new',
        description: 'Open a new game',
        options: [
          { type: 4, name: 'players', description: 'How many', required: true },
          { type: 3, name: 'name', description: 'Game name' },
          { type: 5, name: 'fast', description: 'Short game' },
          { type: 6, name: 'rival', description: 'Invite someone' },
        ],
      },
      {
        type: 1,
        name: 'join',
        description: 'Join a game',
        options: [{ type: 3, name: 'game', description: 'Which game', required: true, autocomplete: true }],
      },
      {
        type: 2,
        name: 'admin',
        description: 'Admin',
        options: [{ type: 1, name: 'end', description: 'End a game' }],
      },
    ],
  },
  { name: 'ping', description: 'Ping' },
];

const joinRow = () =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('game:1:join').setLabel('Join').setStyle(ButtonStyle.Primary),
    new ButtonBuilder().setCustomId('game:1:name').setLabel('Name').setStyle(ButtonStyle.Secondary),
  );

describe('interactions: every kind in, every response type out', () => {
  const clock = new ManualClock();
  let table: Table;
  let tavern: TextChannel;
  beforeAll(async () => {
    table = await openTable({ clock });
    await table.client.application!.commands.set(commands);
    tavern = await textChannel(table, 'tavern');
  });
  afterAll(() => table.stop());

  it('delivers a slash command with subcommand, typed options, member and locale', async () => {
    const seen = table.answer(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('not a command');
      await i.reply(`new game for ${i.options.getInteger('players')}`);
      return {
        sub: i.options.getSubcommand(),
        players: i.options.getInteger('players'),
        name: i.options.getString('name'),
        fast: i.options.getBoolean('fast'),
        rival: i.options.getUser('rival')?.username,
        rivalMember: i.options.getMember('rival') !== null,
        locale: i.locale,
        user: i.user.username,
        roles: i.inCachedGuild() ? i.member.roles.cache.map((r) => r.name) : [],
        channel: i.channelId,
      };
    });
    const handle = await table.discord
      .user('carol')
      .slash('/kogge new players:3 name:"Lübeck run" fast:true rival:bob');
    expect(await seen).toEqual({
      sub: 'new',
      players: 3,
      name: 'Lübeck run',
      fast: true,
      rival: 'bob',
      rivalMember: true,
      locale: 'de',
      user: 'carol',
      roles: expect.arrayContaining(['Captain']),
      channel: table.discord.channel('tavern'),
    });
    const reply = await handle.reply();
    expect(reply).toMatchObject({
      content: 'new game for 3',
      ephemeralFor: undefined,
      interactionUserId: table.discord.user('carol').id,
    });
    expect(
      table.discord
        .user('alice')
        .sees('tavern')
        .map((m) => m.id),
    ).toContain(reply.id);
  });

  it('delivers subcommand groups', async () => {
    const seen = table.answer(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('not a command');
      await i.reply('ended');
      return [i.options.getSubcommandGroup(), i.options.getSubcommand()];
    });
    await table.discord.user('alice').slash('/kogge admin end', { in: 'harbour' });
    expect(await seen).toEqual(['admin', 'end']);
  });

  it('shows an ephemeral reply only to its user, never in channel history', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply({ content: 'your route markers', flags: MessageFlags.Ephemeral });
    });
    const handle = await table.discord.user('alice').slash('/ping');
    await done;
    const reply = await handle.reply();
    expect(reply.ephemeralFor).toBe(table.discord.user('alice').id);
    expect(
      table.discord
        .user('alice')
        .sees('tavern')
        .map((m) => m.id),
    ).toContain(reply.id);
    expect(
      table.discord
        .user('bob')
        .sees('tavern')
        .map((m) => m.id),
    ).not.toContain(reply.id);
    const history = await tavern.messages.fetch({ limit: 100 });
    expect(history.has(reply.id)).toBe(false);
  });

  it('defers, edits the original, follows up, fetches and deletes the original', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.deferReply();
      const thinking = table.discord.user('bob').sees('tavern').at(-1)!;
      const edited = await i.editReply('board drawn');
      const follow = await i.followUp('your turn, alice');
      const fetched = await i.fetchReply();
      await i.deleteReply();
      return { thinking, edited: edited.content, follow: follow.id, fetched: fetched.content };
    });
    const handle = await table.discord.user('alice').slash('/ping');
    const result = await done;
    expect(result.thinking.loading).toBe(true);
    expect(result.edited).toBe('board drawn');
    expect(result.fetched).toBe('board drawn');
    const follow = await handle.followUp(1);
    expect(follow.content).toBe('your turn, alice');
    const visible = table.discord
      .user('bob')
      .sees('tavern')
      .map((m) => m.id);
    expect(visible).toContain(follow.id);
    expect(visible).not.toContain(handle.record.originalMessageId);
  });

  it('turns the first follow-up after a deferral into the reply itself', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.followUp({ content: 'secret goods' });
    });
    const handle = await table.discord.user('alice').slash('/ping');
    await done;
    const reply = await handle.reply();
    expect(reply).toMatchObject({
      content: 'secret goods',
      loading: false,
      ephemeralFor: table.discord.user('alice').id,
    });
    expect(handle.record.followUpIds).toEqual([]);
  });

  it('replies with a file and updates it with another, byte for byte', async () => {
    const first = Buffer.from([1, 2, 3, 4]);
    const second = Buffer.from([9, 8, 7]);
    const replied = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.reply({
        content: 'board',
        files: [{ attachment: first, name: 'board.bin' }],
        components: [joinRow()],
      });
    });
    const slash = await table.discord.user('alice').slash('/ping');
    await replied;
    const board = await slash.reply();
    expect(board.attachments[0].data.equals(first)).toBe(true);
    const updated = table.answer(async (i) => {
      if (!i.isButton()) throw new Error('not a button');
      await i.update({ files: [{ attachment: second, name: 'board.bin' }], attachments: [] });
    });
    await table.discord.user('bob').click(board, 'Join');
    await updated;
    const after = table.discord
      .user('bob')
      .sees('tavern')
      .find((m) => m.id === board.id)!;
    expect(after.attachments.map((a) => [...a.data])).toEqual([[9, 8, 7]]);
  });

  it('answers a button click with an update of its message', async () => {
    const board = await tavern.send({ content: 'Game 1: waiting', components: [joinRow()] });
    const done = table.answer(async (i) => {
      if (!i.isButton()) throw new Error('not a button');
      await i.update({ content: `Game 1: ${i.user.username} joined` });
      return i.customId;
    });
    const handle = await table.discord.user('bob').click(board.id, 'Join');
    expect(await done).toBe('game:1:join');
    expect(await handle.response()).toBe(InteractionResponseType.UpdateMessage);
    const updated = table.discord
      .user('alice')
      .sees('tavern')
      .find((m) => m.id === board.id)!;
    expect(updated.content).toBe('Game 1: bob joined');
  });

  it('defers an update and then edits the clicked message', async () => {
    const board = await tavern.send({ content: 'Game 2: waiting', components: [joinRow()] });
    const done = table.answer(async (i) => {
      if (!i.isButton()) throw new Error('not a button');
      await i.deferUpdate();
      await i.editReply({ content: 'Game 2: started', components: [] });
    });
    await table.discord.user('alice').click(board.id, 'Join');
    await done;
    const after = await table.discord
      .user('bob')
      .waitForMessage((m) => m.id === board.id && m.content === 'Game 2: started');
    expect(after.components).toEqual([]);
  });

  it('delivers string-select choices', async () => {
    const menu = new StringSelectMenuBuilder()
      .setCustomId('goods')
      .setMinValues(1)
      .setMaxValues(2)
      .addOptions(
        { label: 'Cloth', value: 'cloth' },
        { label: 'Salt', value: 'salt' },
        { label: 'Furs', value: 'furs' },
      );
    const message = await tavern.send({
      content: 'Load',
      components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
    });
    const done = table.answer(async (i) => {
      if (!i.isStringSelectMenu()) throw new Error('not a select');
      await i.reply({ content: `loaded ${i.values.join('+')}`, flags: MessageFlags.Ephemeral });
      return i.values;
    });
    const handle = await table.discord.user('alice').select(message.id, 'goods', ['salt', 'furs']);
    expect(await done).toEqual(['salt', 'furs']);
    expect((await handle.reply()).content).toBe('loaded salt+furs');
  });

  it('answers autocomplete with the focused option and offered choices', async () => {
    const done = table.answer(async (i) => {
      if (!i.isAutocomplete()) throw new Error('not autocomplete');
      const focused = i.options.getFocused(true);
      await i.respond([{ name: `Game ${focused.value}1`, value: `${focused.value}1` }]);
      return focused.name;
    });
    const handle = await table.discord.user('alice').autocomplete('/kogge join game:lu');
    expect(await done).toBe('game');
    expect(await handle.choices()).toEqual([{ name: 'Game lu1', value: 'lu1' }]);
  });

  it('rejects more than 25 autocomplete choices', async () => {
    const done = table.answer(async (i) => {
      if (!i.isAutocomplete()) throw new Error('not autocomplete');
      await i.respond(Array.from({ length: 26 }, (_, n) => ({ name: `g${n}`, value: `g${n}` })));
    });
    await table.discord.user('alice').autocomplete('/kogge join game:g');
    await expectDiscordError(
      done,
      400,
      50035,
      'Invalid Form Body\ndata.choices[BASE_TYPE_MAX_LENGTH]: Must be 25 or fewer in length.',
    );
  });

  it('opens a modal and receives its submission', async () => {
    const board = await tavern.send({ content: 'Game 3', components: [joinRow()] });
    const opened = table.answer(async (i) => {
      if (!i.isButton()) throw new Error('not a button');
      const input = new TextInputBuilder()
        .setCustomId('title')
        .setLabel('Game name')
        .setStyle(TextInputStyle.Short);
      await i.showModal(
        new ModalBuilder()
          .setCustomId('rename')
          .setTitle('Rename')
          .addComponents(new ActionRowBuilder<TextInputBuilder>().addComponents(input)),
      );
    });
    const click = await table.discord.user('alice').click(board.id, 'Name');
    await opened;
    expect((await click.modal()).title).toBe('Rename');
    const submitted = table.answer(async (i) => {
      if (!i.isModalSubmit()) throw new Error('not a modal');
      await i.reply(`renamed to ${i.fields.getTextInputValue('title')}`);
      return i.customId;
    });
    const submit = await table.discord.user('alice').modal(click, { title: 'Hanse' });
    expect(await submitted).toBe('rename');
    expect((await submit.reply()).content).toBe('renamed to Hanse');
  });

  it('returns the callback resource when asked withResponse', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      const response = await i.reply({ content: 'with response', withResponse: true });
      return response.resource?.message?.content;
    });
    await table.discord.user('alice').slash('/ping');
    expect(await done).toBe('with response');
  });

  it('rejects a second initial response (40060)', async () => {
    const done = table.answer(async (i) => {
      if (!i.isChatInputCommand()) throw new Error('not a command');
      await i.reply('first');
      // Bypasses discord.js's own "already replied" guard to reach the server.
      await table.client.rest.post(Routes.interactionCallback(i.id, i.token), {
        body: { type: InteractionResponseType.ChannelMessageWithSource, data: { content: 'second' } },
        auth: false,
      });
    });
    await table.discord.user('alice').slash('/ping');
    await expectDiscordError(done, 400, 40060, 'Interaction has already been acknowledged.');
  });

  it('rejects an initial response after 3 seconds (10062)', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      clock.advance(3_001);
      await i.reply('too late');
    });
    await table.discord.user('alice').slash('/ping');
    await expectDiscordError(done, 404, 10062, 'Unknown interaction');
  });

  it('accepts follow-ups for 15 minutes, then rejects them (50027)', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      await i.deferReply();
      clock.advance(14 * 60_000);
      await i.editReply('still in time');
      clock.advance(60_001);
      await i.followUp('too late');
    });
    await table.discord.user('alice').slash('/ping');
    await expectDiscordError(done, 401, 50027, 'Invalid Webhook Token');
  });

  it('has no webhook before the interaction is acknowledged (10015)', async () => {
    const done = table.answer(async (i) => {
      if (!i.isRepliable()) throw new Error('not repliable');
      const early = table.client.rest.post(Routes.webhook(i.applicationId, i.token), {
        body: { content: 'early' },
        auth: false,
      });
      await early.finally(() => i.reply('now'));
    });
    await table.discord.user('alice').slash('/ping');
    await expectDiscordError(done, 404, 10015, 'Unknown Webhook');
  });

  it('refuses what a person could not do in Discord', async () => {
    const alice = table.discord.user('alice');
    await expect(alice.slash('/kogge new')).rejects.toThrow('option "players" is required');
    await expect(alice.slash('/kogge new players:three')).rejects.toThrow('needs a number');
    await expect(alice.slash('/nothing')).rejects.toThrow('no slash command /nothing');
    const board = await tavern.send({ content: 'x', components: [joinRow()] });
    await expect(alice.click(board.id, 'Leave')).rejects.toThrow('no button "Leave"');
  });
});
