// /kogge offer @player give get: a K-46 trade offer between two cogs in one city, through
// the game service. The player offered it is pinged (bot/publish) and answers with the
// Accept or Decline buttons of their panel's trade offers.
import {
  MessageFlags,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { GOODS, MARKER_VALUES, legalActions, type GameState, type OfficeRef } from '../../src/engine/index';
import { cityName, t } from '../../src/i18n/index';
import {
  AUTOCOMPLETE_MAX,
  type BotContext,
  CHOICE_MAX,
  forgetAnswered,
  gameHere,
  holdingItems,
  holdingsText,
  markerValues,
  mentionOnly,
  namesOf,
  nameText,
  notedDefer,
  type Outcome,
  parseHoldings,
  play,
  refusalText,
  refuse,
  seatInPlay,
  tell,
} from '../../src/bot/index';

export function buildOffer(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return (
    sub
      .setName('offer')
      .setDescription(t('slash.offer'))
      .addUserOption((o) => o.setName('player').setDescription(t('slash.offer.player')).setRequired(true))
      .addStringOption((o) =>
        o
          .setName('give')
          .setDescription(t('slash.offer.give'))
          .setAutocomplete(true)
          .setMaxLength(CHOICE_MAX),
      )
      .addStringOption((o) =>
        o.setName('get').setDescription(t('slash.offer.get')).setAutocomplete(true).setMaxLength(CHOICE_MAX),
      )
      // K-71: the same terms with the player's office in the offerer's city.
      .addBooleanOption((o) => o.setName('office').setDescription(t('slash.offer.office')))
  );
}

export async function offerCommand(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  const locale = interaction.locale;
  const partner = interaction.options.getUser('player', true);
  const texts = {
    give: interaction.options.getString('give') ?? '',
    get: interaction.options.getString('get') ?? '',
  };
  const give = parseHoldings(texts.give, locale);
  const receive = parseHoldings(texts.get, locale);
  if (!give) return tell(interaction, 'slash.offer.bad', { text: texts.give.slice(0, 100) });
  if (!receive) return tell(interaction, 'slash.offer.bad', { text: texts.get.slice(0, 100) });
  // Issue 28: noted before the defer, so a kill before the answer is answered after the restart.
  const defer = notedDefer(ctx, interaction, 'ephemeral', { kind: 'do', gameId });
  if (ctx.queue.isBusy(gameId)) await defer();
  const toOffice = interaction.options.getBoolean('office') ?? false;
  let seated = true;
  let officeFound = true;
  await play(ctx, {
    gameId,
    userId: interaction.user.id,
    interactionId: interaction.id,
    version: null,
    action: (player, state) => {
      const to = state.players.findIndex((p) => p.id === partner.id);
      seated = to >= 0;
      if (!seated) return null;
      if (!toOffice) return { type: 'offerTrade', player, to, give, receive };
      const office = officeOf(state, player, to);
      officeFound = office !== null;
      return office ? { type: 'offerTrade', player, to, give, receive, office } : null;
    },
    answer: (outcome) =>
      !officeFound && outcome.kind === 'rejected'
        ? tell(interaction, 'slash.offer.noOffice', { player: nameText(partner.displayName) })
        : answer(interaction, outcome, seated, nameText(partner.displayName)),
    warn: (key) => tell(interaction, key),
  }).finally(() => forgetAnswered(ctx, interaction));
}

/** K-71: `owner`'s office in the city where `player`'s cog lies, or null. */
function officeOf(state: GameState, player: number, owner: number): OfficeRef | null {
  const city = state.players[player].cog;
  if (city === null || owner === player) return null;
  const slot = state.cities[city].offices.findIndex((o) => o.owner === owner);
  return slot < 0 ? null : { city, slot: slot as 0 | 1 };
}

async function answer(
  interaction: ChatInputCommandInteraction,
  outcome: Outcome,
  seated: boolean,
  partnerName: string,
): Promise<void> {
  const locale = interaction.locale;
  if (outcome.kind === 'refused') return refuse(interaction, outcome.refusal);
  if (!seated) return tell(interaction, 'slash.offer.notPlayer', { player: partnerName });
  const state = outcome.record.state as GameState;
  if (outcome.kind === 'rejected')
    return say(interaction, refusalText(outcome.action, state, outcome.error, namesOf(state), locale));
  if (outcome.kind === 'stale') return tell(interaction, 'reply.stale');
  const offer = state.offers[state.offers.length - 1];
  const terms = offer && {
    id: offer.id,
    player: namesOf(state)(offer.to),
    give: holdingsText(offer.give, locale),
    receive: holdingsText(offer.receive, locale),
  };
  const content = !offer
    ? t('slash.doneAny', {}, locale)
    : offer.office
      ? t('panel.offer.officeOut', { ...terms, city: cityName(offer.office.city, locale) }, locale)
      : t('panel.offer.out', terms, locale);
  return say(interaction, content);
}

async function say(interaction: ChatInputCommandInteraction, content: string): Promise<void> {
  if (interaction.deferred) await interaction.editReply({ content, allowedMentions: mentionOnly() });
  else await interaction.reply({ content, flags: MessageFlags.Ephemeral, allowedMentions: mentionOnly() });
}

/** Suggests one more good or marker to add: from one's own holdings to give, anything to ask. */
export async function offerAutocomplete(
  ctx: BotContext,
  interaction: AutocompleteInteraction,
): Promise<void> {
  const focused = interaction.options.getFocused(true);
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  // Anything but a seat in a game being played: nothing to suggest.
  const found = gameId ? await seatInPlay(ctx, gameId, interaction.user.id) : null;
  if (!found?.ok) return interaction.respond([]);
  const { state, player } = found.value;
  const legal = legalActions(state, player).find((l) => l.type === 'offerTrade');
  if (!legal) return interaction.respond([]);
  const locale = interaction.locale;
  const items =
    focused.name === 'give'
      ? holdingItems(
          GOODS.filter((g) => legal.goods[g] > 0),
          [...new Set(markerValues(legal.markers))],
          locale,
        )
      : holdingItems(GOODS, MARKER_VALUES, locale);
  const typed = String(focused.value);
  const cut = typed.lastIndexOf(',');
  const before = cut >= 0 ? `${typed.slice(0, cut + 1).trim()} ` : '';
  const partial = typed
    .slice(cut + 1)
    .trim()
    .toLowerCase();
  const choices = items
    .filter((item) => item.toLowerCase().includes(partial))
    .map((item) => `${before}${item}`)
    .filter((value) => value.length <= CHOICE_MAX)
    .slice(0, AUTOCOMPLETE_MAX)
    .map((value) => ({ name: value, value }));
  await interaction.respond(choices);
}
