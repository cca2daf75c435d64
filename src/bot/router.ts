// Every interaction comes here: slash commands to commands/, components by their id's kind.
// One catch answers anything unexpected ephemerally, and one log line per interaction
// records the game, the action and the time taken (never a token or a payload).
import { performance } from 'node:perf_hooks';
import type {
  ButtonInteraction,
  Interaction,
  RepliableInteraction,
  StringSelectMenuInteraction,
} from 'discord.js';
import { COMMAND_BUTTON, type SlashCommand } from './command';
import type { BotContext } from './context';
import { rightKindOfMessage } from './preconditions';
import { parseComponentId } from './custom-id';
import { isUnknownInteraction } from './discord-errors';
import { RecordConflict } from './records';
import { showBoard } from './handlers/board';
import { showHand } from './handlers/hand';
import { showHint } from './handlers/hint';
import { lobbyClick } from './handlers/lobby';
import { act, navigate, openPanel } from './handlers/panel';
import { showReplay } from './handlers/replay';
import { refuse, tell } from './handlers/reply';
import { takeBackClick } from './handlers/take-back';
import { welcomeClick } from './handlers/welcome';
import { forgetAnswered } from './noted-defer';
import { answerUnknown, pathOf, registeredPaths } from './unknown-command';
import { closed, countInteraction } from '../metrics/index';
import { INTERACTION_KINDS, OUTCOMES } from '../metrics/names';

interface LogFields {
  interaction: string;
  kind: string;
  game?: string;
  action?: string;
  /** The kind of move (`bd`, a bid), never its code: the code would tell a secret choice. */
  move?: string;
  outcome?: string;
  /** Issue 27: how old the click was when it reached the bot, in ms (Discord gives 3 s in all). */
  age?: number;
}

export function routeInteractions(ctx: BotContext, commands: readonly SlashCommand[]): void {
  ctx.client.on('interactionCreate', (interaction) => void handle(ctx, commands, interaction));
}

export async function handle(
  ctx: BotContext,
  commands: readonly SlashCommand[],
  interaction: Interaction,
): Promise<void> {
  const started = performance.now();
  const fields: LogFields = {
    interaction: interaction.id,
    kind: 'unknown',
    age: Date.now() - interaction.createdTimestamp,
  };
  try {
    await dispatch(ctx, commands, interaction, fields);
  } catch (error) {
    fields.outcome = 'error';
    ctx.logger.error(
      { ...fields, err: error instanceof Error ? error.message : String(error) },
      'interaction failed',
    );
    // Issue 27: another process (a second shard, a restarted one) saved this game first. The
    // saves answer it as a value (records.ts); only a post's note still throws it (note-messages.ts).
    const key = error instanceof RecordConflict ? 'reply.savedMeanwhile' : 'reply.failed';
    if (interaction.isRepliable() && !isUnknownInteraction(error))
      await tell(interaction as RepliableInteraction, key).catch(() => undefined);
  } finally {
    // Issue 42: answered now, or never by this process: its note is no longer needed.
    await forgetAnswered(ctx, interaction);
    // Issue 40: labels from closed lists only (never the game, the action's code or a name).
    countInteraction(
      closed(INTERACTION_KINDS, fields.kind, 'other'),
      closed(OUTCOMES, fields.outcome ?? 'ok', 'other'),
      acknowledged(interaction),
    );
    ctx.logger.info({ ...fields, ms: Math.round(performance.now() - started) }, 'interaction');
  }
}

/** Whether Discord heard back about it: a reply, a defer, an update or autocomplete's choices. */
function acknowledged(interaction: Interaction): boolean {
  if (interaction.isAutocomplete()) return interaction.responded;
  if (!interaction.isRepliable()) return true;
  return interaction.deferred || interaction.replied;
}

async function dispatch(
  ctx: BotContext,
  commands: readonly SlashCommand[],
  interaction: Interaction,
  fields: LogFields,
): Promise<void> {
  await reopenThread(interaction);
  if (interaction.isChatInputCommand()) {
    fields.kind = 'command';
    fields.action = pathOf(interaction);
    const command = commands.find((c) => c.data.name === interaction.commandName);
    // Issue 42: a registration older than the bot (a moved subcommand) still gets an answer.
    if (!command || !registeredPaths(commands).has(fields.action)) {
      fields.outcome = 'unknownCommand';
      return answerUnknown(interaction, fields.action);
    }
    return command.execute(ctx, interaction);
  }
  if (interaction.isAutocomplete()) {
    fields.kind = 'autocomplete';
    fields.action = pathOf(interaction);
    const command = commands.find((c) => c.data.name === interaction.commandName);
    return command?.autocomplete ? command.autocomplete(ctx, interaction) : interaction.respond([]);
  }
  if (!interaction.isButton() && !interaction.isStringSelectMenu()) return;
  fields.kind = 'component';
  const id = parseComponentId(interaction.customId);
  if (!id) return tell(interaction, 'reply.notUnderstood');
  fields.game = id.game;
  fields.action = id.kind;
  if (id.kind === 'do') noteMove(ctx, interaction, id.args[0], fields);
  const target = rightKindOfMessage(interaction, id.kind, id.args);
  if (!target.ok) {
    fields.outcome = 'wrongMessage';
    return refuse(interaction, target.refusal);
  }
  switch (id.kind) {
    case 'join':
    case 'leave':
    case 'start':
    case 'computer':
      if (!interaction.isButton()) return tell(interaction, 'reply.notUnderstood');
      return lobbyClick(ctx, interaction, id.game, id.kind);
    case 'act':
      return openPanel(ctx, interaction, id);
    case 'hand':
      return showHand(ctx, interaction, id.game);
    case 'hint':
      return showHint(ctx, interaction, id.game);
    case 'phone':
      return showBoard(ctx, interaction, id.game, 'phone');
    case 'nav':
    case 'pick':
      return navigate(ctx, interaction, id);
    case 'replay':
      if (!interaction.isButton()) return tell(interaction, 'reply.notUnderstood');
      return showReplay(ctx, interaction, id);
    case 'tb':
      if (!interaction.isButton()) return tell(interaction, 'reply.notUnderstood');
      return takeBackClick(ctx, interaction, id);
    case 'welcome':
      if (!interaction.isButton()) return tell(interaction, 'reply.notUnderstood');
      return welcomeClick(ctx, interaction, id.args[0]);
    case COMMAND_BUTTON: {
      // Issue 37: a command's own button (a confirmation), answered by that command.
      const command = commands.find((c) => c.data.name === id.game);
      if (!interaction.isButton() || !command?.button) return tell(interaction, 'reply.notUnderstood');
      return command.button(ctx, interaction, id);
    }
    case 'do': {
      const outcome = await act(ctx, interaction, id);
      fields.outcome = outcome.kind;
      return;
    }
    default:
      return tell(interaction, 'reply.notUnderstood');
  }
}

/**
 * A move's code says what was chosen (`bd.31`: a bid of markers 3 and 1; `cs.2`: a start
 * pick; `cb.761`: a conflict bid), secrets of the game while it runs. The info line keeps
 * only the kind of move (`bd`); the code goes to debug, for whoever debugs a game of theirs.
 */
function noteMove(
  ctx: BotContext,
  interaction: ButtonInteraction | StringSelectMenuInteraction,
  arg: string | undefined,
  fields: LogFields,
): void {
  const code = (interaction.isStringSelectMenu() ? interaction.values[0] : arg) ?? '';
  const kind = code.split('.')[0];
  fields.move = /^[a-z]{1,3}$/.test(kind) ? kind : '?';
  ctx.logger.debug({ interaction: interaction.id, game: fields.game, code }, 'move code');
}

/**
 * A game's thread archives itself after a quiet week; Discord then refuses answers and edits
 * in it (50083). A click in it means the game goes on: reopen it first (Send Messages in
 * Threads is enough for a thread that is not locked).
 */
async function reopenThread(interaction: Interaction): Promise<void> {
  const channel = interaction.channel;
  if (interaction.isAutocomplete() || !channel?.isThread() || !channel.archived || channel.locked) return;
  await channel.setArchived(false);
}
