// Issue 42: Discord keeps offering a command as it was registered until the next deploy
// reaches the person's client (global commands take up to an hour), so a subcommand the bot has
// moved or dropped still arrives. Each is answered: a moved one with a sentence naming where it
// went (RENAMED, from the history of commands/: the 'game' group's regroup), any other with a
// sentence that it is gone. Never silence, which Discord shows as "The application did not respond".
import type { AutocompleteInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { SlashCommand } from './command';
import { tell } from './handlers/reply';
import { localName } from './slash/command-names';

/** Old path → the path that replaced it. 097888b moved the host's and finished games' tools into 'game'. */
export const RENAMED: Readonly<Record<string, string>> = {
  'kogge abandon': 'kogge game abandon',
  'kogge seat': 'kogge game seat',
  'kogge deadline': 'kogge game deadline',
  'kogge export': 'kogge game export',
  'kogge verify': 'kogge game verify',
};

interface OptionJson {
  type: number;
  name: string;
  options?: OptionJson[];
}

const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;
const known = new WeakMap<readonly SlashCommand[], ReadonlySet<string>>();

/** Every path the bot answers, as registered: `kogge new`, `kogge game seat`, `league create`. */
export function registeredPaths(commands: readonly SlashCommand[]): ReadonlySet<string> {
  const cached = known.get(commands);
  if (cached) return cached;
  const paths = new Set<string>();
  for (const command of commands) {
    const json = command.data.toJSON() as { name: string; options?: OptionJson[] };
    const subs = (json.options ?? []).filter((o) => o.type === SUBCOMMAND || o.type === SUBCOMMAND_GROUP);
    if (subs.length === 0) paths.add(json.name);
    for (const sub of subs) {
      if (sub.type === SUBCOMMAND) paths.add(`${json.name} ${sub.name}`);
      for (const inner of sub.options ?? [])
        if (inner.type === SUBCOMMAND) paths.add(`${json.name} ${sub.name} ${inner.name}`);
    }
  }
  known.set(commands, paths);
  return paths;
}

/** The command as typed: `kogge game seat`. */
export function pathOf(interaction: ChatInputCommandInteraction | AutocompleteInteraction): string {
  const { options } = interaction;
  return [interaction.commandName, options.getSubcommandGroup(false), options.getSubcommand(false)]
    .filter(Boolean)
    .join(' ');
}

/** Answers a command the bot does not know: where it went, or that it is gone. */
export function answerUnknown(interaction: ChatInputCommandInteraction, path: string): Promise<void> {
  const replaced = RENAMED[path];
  if (!replaced) return tell(interaction, 'reply.commandUnknown');
  const shown = (p: string) =>
    `\`/${p
      .split(' ')
      .map((word) => localName(word, interaction.locale))
      .join(' ')}\``;
  return tell(interaction, 'reply.commandMoved', { command: shown(path), replacement: shown(replaced) });
}
