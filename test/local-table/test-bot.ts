// A tiny bot for the page tests, standing in until the real one is on main: a slash command
// with choices and live autocomplete, a thread with a public image, buttons, a select menu,
// a modal, ephemeral replies with a private image, mentions, and a deferred reply.
import { createCanvas } from '@napi-rs/canvas';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  EmbedBuilder,
  GatewayIntentBits,
  MessageFlags,
  ModalBuilder,
  REST,
  Routes,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import type { TableBot } from '../../src/local-table';

export const PORTS = ['Lübeck', 'Visby', 'Riga', 'Reval', 'Danzig', 'Stockholm'];
export const GOODS = ['salt', 'fur', 'grain', 'cloth'];

const commands = [
  new SlashCommandBuilder()
    .setName('voyage')
    .setDescription('Open a voyage thread')
    .addStringOption((o) =>
      o.setName('port').setDescription('Home port').setRequired(true).setAutocomplete(true),
    )
    .addIntegerOption((o) =>
      o
        .setName('cogs')
        .setDescription('How many cogs')
        .addChoices({ name: 'two', value: 2 }, { name: 'three', value: 3 }),
    ),
  new SlashCommandBuilder().setName('secret').setDescription('A secret only you can see'),
  new SlashCommandBuilder().setName('silent').setDescription('A command the bot never answers'),
].map((c) => c.toJSON());

/** A PNG with a word on it, standing for a board or a hand. */
export function picture(text: string): Buffer {
  const canvas = createCanvas(240, 120);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1d4e89';
  ctx.fillRect(0, 0, 240, 120);
  ctx.fillStyle = '#fff';
  ctx.font = '20px sans-serif';
  ctx.fillText(text, 16, 64);
  return canvas.toBuffer('image/png');
}

function voyageButtons() {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId('join').setLabel('Join').setStyle(ButtonStyle.Primary),
    new ButtonBuilder().setCustomId('hand').setLabel('My hold').setStyle(ButtonStyle.Secondary),
    new ButtonBuilder().setCustomId('name').setLabel('Name the cog').setStyle(ButtonStyle.Success),
    new ButtonBuilder().setCustomId('never').setLabel('Sink').setStyle(ButtonStyle.Danger).setDisabled(true),
  );
}

function goodsSelect() {
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
    new StringSelectMenuBuilder()
      .setCustomId('load')
      .setPlaceholder('Load a good')
      .addOptions(GOODS.map((g) => ({ label: g, value: g, description: `a hold of ${g}` }))),
  );
}

async function answer(interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) {
    const typed = String(interaction.options.getFocused()).toLowerCase();
    const found = PORTS.filter((p) => p.toLowerCase().startsWith(typed));
    await interaction.respond(found.map((p) => ({ name: p, value: p.toLowerCase() })));
  } else if (interaction.isChatInputCommand()) {
    if (interaction.commandName === 'secret') {
      await interaction.reply({
        content: `Only <@${interaction.user.id}> reads this.`,
        flags: MessageFlags.Ephemeral,
      });
    } else if (interaction.commandName === 'voyage') {
      await interaction.deferReply();
      const port = interaction.options.getString('port', true);
      const cogs = interaction.options.getInteger('cogs') ?? 2;
      const channel = interaction.channel as TextChannel;
      const thread = await channel.threads.create({
        name: `Voyage from ${port}`,
        type: ChannelType.PublicThread,
      });
      await thread.send({
        content: `**Voyage** from ${port} with ${cogs} cogs. <@${interaction.user.id}> sails first.`,
        embeds: [
          new EmbedBuilder()
            .setTitle('The Baltic')
            .setDescription('Round 1')
            .setImage('attachment://board.png'),
        ],
        files: [
          new AttachmentBuilder(picture(`board: ${port}`), {
            name: 'board.png',
            description: `Board: cogs at ${port}`,
          }),
        ],
        components: [voyageButtons(), goodsSelect()],
      });
      await interaction.editReply(`Voyage opened in <#${thread.id}>`);
    } // `silent` is never answered: the page shows that the interaction failed.
  } else if (interaction.isButton()) {
    if (interaction.customId === 'join') {
      await interaction.update({
        content: `${interaction.message.content}\n<@${interaction.user.id}> joined.`,
      });
    } else if (interaction.customId === 'hand') {
      const name = interaction.user.displayName;
      await interaction.reply({
        content: `Your hold, ${name}: secret salt`,
        files: [
          new AttachmentBuilder(picture(`hold of ${name}`), {
            name: 'hand.png',
            description: `Hold of ${name}: secret salt`,
          }),
        ],
        flags: MessageFlags.Ephemeral,
      });
    } else if (interaction.customId === 'name') {
      await interaction.showModal(
        new ModalBuilder()
          .setCustomId('naming')
          .setTitle('Name your cog')
          .addComponents(
            new ActionRowBuilder<TextInputBuilder>().addComponents(
              new TextInputBuilder()
                .setCustomId('cog')
                .setLabel('Cog name')
                .setStyle(TextInputStyle.Short)
                .setMaxLength(20),
            ),
          ),
      );
    }
  } else if (interaction.isStringSelectMenu()) {
    await interaction.reply(`<@${interaction.user.id}> loaded ${interaction.values.join(', ')}.`);
  } else if (interaction.isModalSubmit()) {
    await interaction.reply(
      `${interaction.user.displayName} named a cog "${interaction.fields.getTextInputValue('cog')}".`,
    );
  }
}

/** Logs the test bot in through the given connection, as the real bot would log in. */
export const testBot: TableBot = async (connection) => {
  const rest = new REST({ api: connection.api }).setToken(connection.token);
  await rest.put(Routes.applicationGuildCommands(connection.applicationId, connection.guildId), {
    body: commands,
  });
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: connection.api } });
  client.on('interactionCreate', (interaction) => {
    answer(interaction).catch((error: unknown) => console.error('test bot:', error));
  });
  const ready = new Promise((resolve) => client.once('clientReady', resolve));
  await client.login(connection.token);
  await ready;
  return { stop: () => client.destroy() };
};
