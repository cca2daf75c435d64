import {
  ApplicationCommandOptionType as T,
  ApplicationCommandType,
  PermissionFlagsBits,
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
} from 'discord-api-types/v10';
import { basePermissions, channelPermissions, permissionNames } from '../state/permissions';
import type { ChannelRecord, UserRecord } from '../state/records';
import { apiChannel, apiMember, apiRole, apiUser } from '../state/serialize';
import type { Store } from '../state/store';
import type { SlashLine } from './slash-line';

interface SentOption {
  name: string;
  type: number;
  value?: string | number | boolean;
  options?: SentOption[];
  focused?: boolean;
}

export interface CommandData {
  id: string;
  name: string;
  type: ApplicationCommandType.ChatInput;
  guild_id?: string;
  options?: SentOption[];
  resolved?: APIInteractionDataResolved;
}

type Definition = { options?: APIApplicationCommandOption[] };

/**
 * Turns a typed line into the `data` Discord would send, using the registered definition:
 * Discord's client types and checks options before the bot ever sees them.
 */
export function commandData(
  store: Store,
  line: SlashLine,
  focused?: string,
  /** Where it is typed: that guild's commands and the global ones are offered. */
  guildId?: string,
  /** The typing user's client language: its name_localizations may be typed too. */
  locale?: string,
): CommandData {
  const [name, ...words] = line.path;
  const command = findCommand(store, name, guildId);
  const resolved: APIInteractionDataResolved = {};
  const leaf = walkPath(command, words, line, locale);
  const given = defaultNames(leaf.definition, line.options, locale);
  const typing = focused === undefined ? undefined : defaultName(leaf.definition, focused, locale);
  const options = leafOptions(store, leaf.definition, given, resolved, typing);
  const data: CommandData = { id: command.id, name: command.name, type: ApplicationCommandType.ChatInput };
  if (command.guild_id) data.guild_id = command.guild_id;
  data.options = leaf.wrap(options);
  if (Object.keys(resolved).length > 0) data.resolved = resolved;
  return data;
}

/**
 * Discord's client offers a command only to members holding all of its
 * `default_member_permissions` in that channel ("0": administrators only); docs
 * "Application Commands › Permissions". DMs are not gated by it.
 */
export function checkMemberMayUse(
  store: Store,
  commandId: string,
  user: UserRecord,
  channel: ChannelRecord,
): void {
  const guild = store.guildOf(channel);
  const command =
    (guild ? store.commandsFor(guild).get(commandId) : undefined) ?? store.globalCommands.get(commandId);
  const needed = command?.default_member_permissions;
  if (!command || needed === null || needed === undefined || !guild) return;
  const has = channelPermissions(store, user.id, channel);
  const owner = store.guildInfo(guild).ownerId;
  const administrator = (has & PermissionFlagsBits.Administrator) !== 0n || user.id === owner;
  const bits = BigInt(needed);
  if (administrator || (bits !== 0n && (has & bits) === bits)) return;
  const names = bits === 0n ? 'Administrator' : permissionNames(bits).join(', ');
  throw new Error(
    `local-discord: ${user.username} cannot use /${command.name}: it needs ${names} (default_member_permissions)`,
  );
}

function findCommand(store: Store, name: string, guildId = store.guild.id): APIApplicationCommand {
  const all = [...store.commandsFor(guildId).values(), ...store.globalCommands.values()];
  const found = all.find((c) => c.name === name && c.type === ApplicationCommandType.ChatInput);
  if (!found) throw new Error(`local-discord: no slash command /${name} is registered`);
  return found;
}

/**
 * Whether `word` names the option as a client in `locale` shows it. Discord's client lists the
 * localised name, yet the interaction carries the default one (docs "Application Commands ›
 * Localization"), so the data built here always uses `o.name`.
 */
function names(
  o: { name: string; name_localizations?: Partial<Record<string, string | null>> | null },
  word: string,
  locale?: string,
): boolean {
  return o.name === word || (locale !== undefined && o.name_localizations?.[locale] === word);
}

function defaultName(definition: Definition, word: string, locale?: string): string {
  return definition.options?.find((o) => names(o, word, locale))?.name ?? word;
}

/** The typed options keyed by their default names. */
function defaultNames(
  definition: Definition,
  given: Map<string, string>,
  locale?: string,
): Map<string, string> {
  return new Map([...given].map(([word, value]) => [defaultName(definition, word, locale), value]));
}

function walkPath(command: APIApplicationCommand, words: string[], line: SlashLine, locale?: string) {
  let definition: Definition = command;
  const chain: APIApplicationCommandOption[] = [];
  for (const word of words) {
    const next = definition.options?.find(
      (o) => names(o, word, locale) && (o.type === T.Subcommand || o.type === T.SubcommandGroup),
    );
    if (!next) throw new Error(`local-discord: /${line.path.join(' ')} has no subcommand "${word}"`);
    chain.push(next);
    definition = next as Definition;
  }
  if (definition.options?.some((o) => o.type === T.Subcommand || o.type === T.SubcommandGroup)) {
    throw new Error(`local-discord: /${line.path.join(' ')} needs a subcommand`);
  }
  const wrap = (options: SentOption[]): SentOption[] =>
    chain.reduceRight<SentOption[]>(
      (inner, sub) => [{ name: sub.name, type: sub.type, options: inner }],
      options,
    );
  return { definition, wrap };
}

function leafOptions(
  store: Store,
  definition: Definition,
  given: Map<string, string>,
  resolved: APIInteractionDataResolved,
  focused: string | undefined,
): SentOption[] {
  const defs = definition.options ?? [];
  for (const name of given.keys()) {
    if (!defs.some((d) => d.name === name)) throw new Error(`local-discord: unknown option "${name}"`);
  }
  const sent: SentOption[] = [];
  for (const def of defs) {
    const raw = given.get(def.name);
    if (raw === undefined) {
      if ((def as { required?: boolean }).required && focused === undefined) {
        throw new Error(`local-discord: option "${def.name}" is required`);
      }
      continue;
    }
    if (def.name === focused) {
      // The focused option carries what the user has typed so far, unchecked.
      sent.push({ name: def.name, type: def.type, value: raw, focused: true });
    } else {
      sent.push({ name: def.name, type: def.type, value: typedValue(store, def, raw, resolved) });
    }
  }
  return sent;
}

function typedValue(
  store: Store,
  def: APIApplicationCommandOption,
  raw: string,
  resolved: APIInteractionDataResolved,
): string | number | boolean {
  switch (def.type) {
    case T.String:
      return choiceValue(def, raw);
    case T.Integer:
    case T.Number: {
      const value = def.type === T.Integer ? Number.parseInt(raw, 10) : Number(raw);
      if (!Number.isFinite(value) || (def.type === T.Integer && String(value) !== raw.trim())) {
        throw new Error(`local-discord: option "${def.name}" needs a number, got "${raw}"`);
      }
      checkRange(def, value);
      return choiceValue(def, value);
    }
    case T.Boolean:
      if (raw !== 'true' && raw !== 'false')
        throw new Error(`local-discord: option "${def.name}" is true or false`);
      return raw === 'true';
    case T.User:
      return resolveUser(store, raw, resolved);
    case T.Channel:
      return resolveChannel(store, raw, resolved);
    case T.Role:
      return resolveRole(store, raw, resolved);
    case T.Attachment:
      return resolveAttachment(store, raw, resolved);
    default:
      throw new Error(`local-discord: option type ${def.type} is not typed by the actor API`);
  }
}

function choiceValue<V extends string | number>(def: APIApplicationCommandOption, value: V): V {
  const choices = (def as { choices?: { name: string; value: V }[] }).choices;
  if (!choices?.length) return value;
  const chosen = choices.find((c) => c.value === value || c.name === String(value));
  if (!chosen) throw new Error(`local-discord: "${value}" is not a choice of "${def.name}"`);
  return chosen.value;
}

function checkRange(def: APIApplicationCommandOption, value: number): void {
  const { min_value: min, max_value: max } = def as { min_value?: number; max_value?: number };
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    throw new Error(`local-discord: option "${def.name}" is out of range: ${value}`);
  }
}

function resolveUser(store: Store, raw: string, resolved: APIInteractionDataResolved): string {
  const ref = raw.replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, '');
  const user = store.users.get(ref) ?? store.userByName(ref);
  resolved.users = { ...resolved.users, [user.id]: apiUser(user) };
  const { user: _user, ...rest } = apiMember(user);
  const member = { ...rest, permissions: basePermissions(store, user.id).toString() };
  resolved.members = { ...resolved.members, [user.id]: member as never };
  return user.id;
}

/** An attachment option's value is the id of a file the person attached (Actor.slash's `files`). */
function resolveAttachment(store: Store, raw: string, resolved: APIInteractionDataResolved): string {
  const upload = store.commandUploads.get(raw);
  if (!upload) throw new Error(`local-discord: no file attached as "${raw}"`);
  resolved.attachments = { ...resolved.attachments, [raw]: upload.attachment };
  return raw;
}

function resolveChannel(store: Store, raw: string, resolved: APIInteractionDataResolved): string {
  const channel = store.channelByRef(raw.replace(/^<#(\d+)>$/, '$1'));
  resolved.channels = {
    ...resolved.channels,
    [channel.id]: { ...(apiChannel(store, channel) as object), permissions: '0' } as never,
  };
  return channel.id;
}

function resolveRole(store: Store, raw: string, resolved: APIInteractionDataResolved): string {
  const ref = raw.replace(/^<@&(\d+)>$/, '$1').replace(/^@/, '');
  const role = store.roles.get(ref) ?? [...store.roles.values()].find((r) => r.name === ref);
  if (!role) throw new Error(`local-discord: no role "${raw}"`);
  resolved.roles = { ...resolved.roles, [role.id]: apiRole(role) };
  return role.id;
}
