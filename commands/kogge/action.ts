// The action subcommands (/kogge bid, move, build, guild, buy, trade, route, raid, offer,
// end) for keyboard players: one `choice` option, autocompleted from legalActions with the
// panel's words; the chosen code goes through the same game service as a panel click.
import { MessageFlags, type AutocompleteInteraction, type ChatInputCommandInteraction } from 'discord.js';
import type { ActionType, GameState } from '../../src/engine/index';
import { errorText, t } from '../../src/i18n/index';
import { decodeMove } from '../../src/bot/action-codec';
import { mentionOnly, type BotContext } from '../../src/bot/context';
import { play, seatOf } from '../../src/bot/game-service';
import { gameHere } from '../../src/bot/game-here';
import { tell } from '../../src/bot/handlers/reply';
import { labelledMoves } from '../../src/bot/move-label';
import { loadRecord } from '../../src/bot/records';
import { namesOf } from '../../src/bot/text';

/** Which engine actions each subcommand offers. */
export const ACTION_SUBCOMMANDS: Record<string, readonly ActionType[]> = {
  bid: ['bid', 'chooseStart'],
  move: ['sail', 'moveRaider'],
  build: ['buildOffice', 'collectOffice'],
  guild: ['moveGuildMaster', 'gmTrade'],
  buy: ['buyMarkers'],
  trade: ['cityTrade'],
  route: ['changeRoute'],
  raid: ['raid', 'splitGoods', 'takePile'],
  offer: ['offerTrade', 'acceptTrade', 'declineTrade', 'withdrawTrade'],
  end: ['endTurn'],
};

async function seated(ctx: BotContext, guildId: string | null, channelId: string, userId: string) {
  const gameId = await gameHere(ctx, guildId, channelId);
  if (!gameId) return null;
  const loaded = await loadRecord(ctx, gameId);
  if (!loaded.ok || !loaded.record.state) return null;
  return { record: loaded.record, state: loaded.record.state, player: seatOf(loaded.record, userId) };
}

export async function actionAutocomplete(
  ctx: BotContext,
  interaction: AutocompleteInteraction,
): Promise<void> {
  const types = ACTION_SUBCOMMANDS[interaction.options.getSubcommand()] ?? [];
  const found = await seated(ctx, interaction.guildId, interaction.channelId, interaction.user.id);
  if (!found || found.player < 0) return interaction.respond([]);
  const typed = String(interaction.options.getFocused()).toLowerCase();
  const moves = labelledMoves(found.state, found.player, types, interaction.locale);
  const matching = moves.filter((m) => m.label.toLowerCase().includes(typed));
  await interaction.respond(matching.slice(0, 25).map((m) => ({ name: m.label, value: m.code })));
}

export async function actionCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const sub = interaction.options.getSubcommand();
  const types = ACTION_SUBCOMMANDS[sub] ?? [];
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  const code = sub === 'end' ? 'et' : (interaction.options.getString('choice') ?? '');
  const found = await seated(ctx, interaction.guildId, interaction.channelId, interaction.user.id);
  let label = t('act.endTurn', {}, interaction.locale);
  // Typed text that is not one of the listed moves: refused before it reaches the engine.
  if (found && found.player >= 0 && sub !== 'end') {
    const offered = labelledMoves(found.state, found.player, types, interaction.locale, 1000);
    const chosen = offered.find((m) => m.code === code);
    if (!chosen) return tell(interaction, 'reply.noChoice');
    label = chosen.label;
  }
  if (ctx.queue.isBusy(gameId)) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const locale = interaction.locale;
  await play(ctx, {
    gameId,
    userId: interaction.user.id,
    version: null,
    action: (player) => decodeMove(code, player),
    answer: async (outcome) => {
      if (outcome.kind === 'refused') return tell(interaction, outcome.key);
      if (outcome.kind === 'rejected') {
        const content = errorText(outcome.error, namesOf(outcome.record.state as GameState), locale);
        return reply(interaction, content);
      }
      if (outcome.kind === 'applied') return reply(interaction, t('reply.done', { move: label }, locale));
    },
    warn: (key) => tell(interaction, key),
  });
}

async function reply(interaction: ChatInputCommandInteraction, content: string): Promise<void> {
  const payload = { content, allowedMentions: mentionOnly() };
  if (interaction.deferred) await interaction.editReply(payload);
  else await interaction.reply({ ...payload, flags: MessageFlags.Ephemeral });
}
