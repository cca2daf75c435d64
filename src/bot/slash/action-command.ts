// An action as a slash subcommand for keyboard players: one option, filled by autocomplete
// from legalActions, and applied through the game service like any click. What the player
// typed is read as a listed choice's code, as one of its labels, or (for bids) as marker
// numbers; anything else gets a plain sentence and changes nothing.
import {
  MessageFlags,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import type { Action, GameState, LegalAction } from '../../engine/index';
import type { ActionSubcommandName } from '../actions/entry';
import { t, type MessageKey } from '../../i18n/index';
import { decodeMove, readMove } from '../action-codec';
import { refusalText } from '../actions/rule-help';
import { mentionOnly, type BotContext } from '../context';
import { play, type Outcome } from '../game-service';
import { gameHere } from '../game-here';
import { refuse, tell } from '../handlers/reply';
import { withTakeBack } from '../handlers/take-back';
import { deferAfterMs, guardLateAnswer } from '../handlers/late-answer';
import { forgetAnswered, notedDefer } from '../noted-defer';
import { seatInPlay } from '../preconditions';
import { namesOf } from '../text';
import { slashChoices } from './choices';
import { localName } from './command-names';
import type { Panel } from '../panel/panel';

/** Discord's limits for autocomplete: 25 choices, names and values of at most 100 characters. */
export const AUTOCOMPLETE_MAX = 25;
export const CHOICE_MAX = 100;

export interface ActionSubcommand {
  name: string;
  /** The string option the choice goes in, or null for a subcommand without one (end). */
  option: string | null;
  types: readonly LegalAction['type'][];
  build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder;
  execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void>;
  autocomplete(ctx: BotContext, interaction: AutocompleteInteraction): Promise<void>;
}

/** The action subcommands, one list with the action table's (src/bot/actions/entry.ts). */
type Named = ActionSubcommandName;

export function actionSubcommand(
  name: Named,
  option: string | null,
  types: readonly LegalAction['type'][],
): ActionSubcommand {
  return {
    name,
    option,
    types,
    build: (sub) => {
      sub.setName(name).setDescription(t(`slash.${name}`));
      if (option)
        sub.addStringOption((o) =>
          o
            .setName(option)
            .setDescription(t(`slash.${name}.choice` as Extract<MessageKey, `slash.${string}.choice`>))
            .setRequired(true)
            .setAutocomplete(true)
            .setMaxLength(CHOICE_MAX),
        );
      return sub;
    },
    execute: (ctx, interaction) => runAction(ctx, interaction, name, option, types),
    autocomplete: (ctx, interaction) => offerChoices(ctx, interaction, types),
  };
}

async function offerChoices(
  ctx: BotContext,
  interaction: AutocompleteInteraction,
  types: readonly LegalAction['type'][],
): Promise<void> {
  const typed = interaction.options.getFocused().toLowerCase().trim();
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  // Anything but a seat in a game being played: nothing to offer.
  const found = gameId ? await seatInPlay(ctx, gameId, interaction.user.id) : null;
  if (!found?.ok) return interaction.respond([]);
  const { state, player } = found.value;
  const choices = slashChoices(state, player, types, interaction.locale)
    .filter((c) => typed === '' || c.label.toLowerCase().includes(typed) || c.code === typed)
    .slice(0, AUTOCOMPLETE_MAX)
    .map((c) => ({ name: cut(c.label), value: c.code }));
  await interaction.respond(choices);
}

const cut = (text: string) => (text.length > CHOICE_MAX ? `${text.slice(0, CHOICE_MAX - 1)}…` : text);

async function runAction(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  name: Named,
  option: string | null,
  types: readonly LegalAction['type'][],
): Promise<void> {
  const gameId = await gameHere(ctx, interaction.guildId, interaction.channelId);
  if (!gameId) return tell(interaction, 'reply.noGame');
  const text = option ? (interaction.options.getString(option) ?? '').trim() : '';
  const locale = interaction.locale;
  // Behind another action of the same game, or the bot behind (issue 27): acknowledge now, so
  // the 3 s deadline cannot pass; otherwise only if the work turns out slow.
  const late = guardLateAnswer(
    notedDefer(ctx, interaction, 'ephemeral', { kind: 'do', gameId }),
    deferAfterMs(ctx, interaction, gameId),
  );
  let understood: { label: string } | null = null;
  let available = true;
  // Whatever happens, no defer after this: the router's own answer to a failure comes next.
  await play(ctx, {
    gameId,
    userId: interaction.user.id,
    interactionId: interaction.id,
    version: null,
    action: (player, state) => {
      const read = readChoice(state, player, types, text, locale);
      available = read.available;
      understood = read.choice;
      return read.choice?.action ?? null;
    },
    answer: async (outcome) => {
      await late.settle();
      return answer(ctx, interaction, outcome, { name, text, understood, available });
    },
    warn: (key) => tell(interaction, key),
  }).finally(async () => {
    await late.settle();
    await forgetAnswered(ctx, interaction);
  });
}

interface Reading {
  name: Named;
  text: string;
  understood: { label: string } | null;
  available: boolean;
}

async function answer(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  outcome: Outcome,
  reading: Reading,
): Promise<void> {
  const locale = interaction.locale;
  if (outcome.kind === 'refused') return refuse(interaction, outcome.refusal);
  if (outcome.kind === 'rejected' && !reading.available)
    return tell(interaction, 'slash.nothingNow', { command: localName(reading.name, locale) });
  if (outcome.kind === 'rejected' && !reading.understood)
    return tell(interaction, 'slash.notUnderstood', {
      text: reading.text.slice(0, 100),
      // The name the user typed in their client's language (issue 25).
      command: localName(reading.name, locale),
    });
  if (outcome.kind === 'rejected') {
    const state = outcome.record.state as GameState;
    return say(interaction, refusalText(outcome.action, state, outcome.error, namesOf(state), locale));
  }
  // A slash command carries no panel version, so 'stale' cannot happen; answer it plainly anyway.
  if (outcome.kind === 'stale') return tell(interaction, 'reply.stale');
  const done = reading.understood as { label: string } | null;
  const content = done ? t('slash.done', { action: done.label }, locale) : t('slash.doneAny', {}, locale);
  // Issue 21: a keyboard player may take back a safe action too, from this answer.
  const { components } = await withTakeBack(ctx, { content, components: [] }, outcome, locale);
  return say(interaction, content, components);
}

/** An ephemeral sentence already in the player's words (an engine refusal, a confirmation). */
async function say(
  interaction: ChatInputCommandInteraction,
  content: string,
  components: Panel['components'] = [],
): Promise<void> {
  const payload = { content, components, allowedMentions: mentionOnly() };
  if (interaction.deferred) await interaction.editReply(payload);
  else await interaction.reply({ ...payload, flags: MessageFlags.Ephemeral });
}

interface Read {
  /** Its action, or null where the text reads as this command's kind but is malformed. */
  choice: { label: string; action: Action | null } | null;
  /** Whether the subcommand has anything to offer the player now. */
  available: boolean;
}

/** What the typed text means: a listed choice's code or label, or (bids) marker numbers. */
export function readChoice(
  state: GameState,
  player: number,
  types: readonly LegalAction['type'][],
  text: string,
  locale: string,
): Read {
  const choices = slashChoices(state, player, types, locale);
  if (choices.length === 0) return { choice: null, available: false };
  const lower = text.toLowerCase();
  const exact = choices.find((c) => c.code === text || c.label.toLowerCase() === lower);
  if (exact) return { choice: exact, available: true };
  if (!types.includes('bid') && choices.length === 1 && text === '')
    return { choice: choices[0], available: true };
  const code = readMove(text, player);
  // A code of this subcommand's kind that the list left out (bids and city trades are listed
  // up to a limit): the engine decides, and a malformed one is answered as malformed.
  if (code && (types as readonly string[]).includes(String(code.type)))
    return { choice: { label: text, action: decodeMove(text, player) }, available: true };
  if (types.includes('bid') && /^[0-8](?:[\s,+]*[0-8])*$/.test(text)) {
    const markers = (text.match(/[0-8]/g) ?? []).map(Number).sort((a, b) => b - a);
    // K-72.6: in a conflict the same numbers are the secret bid; the engine checks the hand.
    const conflict = choices.some((c) => c.action.type === 'conflictBid');
    return {
      choice: {
        label: t('slash.label.bid', { markers: markers.join('+') }, locale),
        action: conflict ? { type: 'conflictBid', player, markers } : { type: 'bid', player, markers },
      },
      available: true,
    };
  }
  const partial = choices.filter((c) => lower !== '' && c.label.toLowerCase().includes(lower));
  if (partial.length === 1) return { choice: partial[0], available: true };
  return { choice: null, available: true };
}
