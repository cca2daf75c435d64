import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type RESTPostAPIApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { invalidFormBody, type FieldError } from '../errors';
import { ApplicationCommandLimits, ApplicationCommandOptionLimits, CommandNamePattern } from '../limits';
import { badLength, maxLength } from './field-errors';

type Path = (string | number)[];
type CommandBody = RESTPostAPIApplicationCommandsJSONBody;

/**
 * docs "Application Commands › Slash Commands": "a maximum of 8000 characters for combined
 * name, description, and value properties" of a command, its options and choices.
 * (sapphire's ApplicationCommandLimits still says 4000, stricter than Discord.)
 */
const MaximumCommandCharacters = 8000;

/** Per scope: 100 slash commands (and 15 of each context-menu kind, not modelled apart). */
export const MaximumCommands = 100;
interface LooseOption {
  type: number;
  name?: string;
  name_localizations?: Record<string, unknown> | null;
  description?: string;
  required?: boolean;
  autocomplete?: boolean;
  choices?: { name: string; value: unknown }[];
  options?: LooseOption[];
  min_length?: unknown;
  max_length?: unknown;
  min_value?: unknown;
  max_value?: unknown;
}

// docs "Application Commands › Application Command Option Structure": min_length is
// 0–6000, max_length 1–6000, both for STRING options only; min_value and max_value are
// for INTEGER and NUMBER options only.
const OPTION_LENGTH_MAX = 6000;
const NUMERIC_TYPES = new Set<number>([
  ApplicationCommandOptionType.Integer,
  ApplicationCommandOptionType.Number,
]);

const SUBCOMMAND_TYPES = new Set<number>([
  ApplicationCommandOptionType.Subcommand,
  ApplicationCommandOptionType.SubcommandGroup,
]);

/** Validates a bulk overwrite (PUT) the way Discord does: per command, then across them. */
export function validateCommandList(commands: CommandBody[]): void {
  const errors: FieldError[] = [];
  if (commands.length > MaximumCommands) {
    // "You can have up to 100 ... commands" (Application Commands › Registering a Command).
    throw invalidFormBody([maxLength([], MaximumCommands)]);
  }
  commands.forEach((command, index) => collectCommandErrors(command, [index], errors));
  const names = new Set<string>();
  commands.forEach((command, index) => {
    const key = `${command.type ?? ApplicationCommandType.ChatInput}:${command.name}`;
    if (names.has(key)) {
      errors.push({
        path: [index],
        code: 'APPLICATION_COMMANDS_DUPLICATE_NAME',
        message: 'Application command names must be unique',
      });
    }
    names.add(key);
  });
  if (errors.length > 0) throw invalidFormBody(errors);
}

export function validateCommand(command: CommandBody): void {
  const errors: FieldError[] = [];
  collectCommandErrors(command, [], errors);
  if (errors.length > 0) throw invalidFormBody(errors);
}

function collectCommandErrors(command: CommandBody, path: Path, errors: FieldError[]): void {
  const chatInput = (command.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput;
  checkName(command.name, [...path, 'name'], chatInput, errors);
  checkLocalizedNames(command as unknown as LooseOption, path, chatInput, errors);
  if (chatInput) {
    checkDescription((command as { description?: string }).description, [...path, 'description'], errors);
    const options = (command as { options?: LooseOption[] }).options ?? [];
    checkOptions(options, [...path, 'options'], errors);
    checkContexts((command as { contexts?: unknown }).contexts, [...path, 'contexts'], errors);
    if (commandSize(command) > MaximumCommandCharacters) {
      errors.push({
        path,
        code: 'APPLICATION_COMMAND_TOO_LARGE',
        message: `Command exceeds maximum size (${MaximumCommandCharacters})`,
      });
    }
  }
}

// docs "Application Command Structure": `contexts` is a list of interaction context types,
// and "Receiving and Responding › Interaction Context Types" names them GUILD (0), BOT_DM (1)
// and PRIVATE_CHANNEL (2); it replaces the deprecated `dm_permission`.
const INTERACTION_CONTEXTS = [0, 1, 2] as const;

function checkContexts(contexts: unknown, path: Path, errors: FieldError[]): void {
  if (contexts === undefined || contexts === null) return;
  if (!Array.isArray(contexts)) {
    errors.push({ path, code: 'BASE_TYPE_LIST', message: 'Must be a list.' });
    return;
  }
  contexts.forEach((value: unknown, index) => {
    if (!INTERACTION_CONTEXTS.includes(value as 0)) {
      errors.push({
        path: [...path, index],
        code: 'BASE_TYPE_CHOICES',
        message: `Value must be one of (${INTERACTION_CONTEXTS.join(', ')}).`,
      });
    }
  });
}

// docs "Application Commands › Application Command Naming": 1–32 characters of the
// pattern, lower case for slash commands and their options.
function checkName(name: unknown, path: Path, lowercase: boolean, errors: FieldError[]): void {
  const ok =
    typeof name === 'string' && CommandNamePattern.test(name) && (!lowercase || name === name.toLowerCase());
  if (!ok) {
    errors.push({ path, code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' });
  }
}

// docs "Application Commands › Application Command Naming" and "Localization": each of
// name_localizations follows the same rule as the name (issue 25 registers de, fr, it).
function checkLocalizedNames(node: LooseOption, path: Path, lowercase: boolean, errors: FieldError[]): void {
  const names = node.name_localizations;
  if (names === undefined || names === null) return;
  for (const [locale, name] of Object.entries(names))
    checkName(name, [...path, 'name_localizations', locale], lowercase, errors);
}

// docs "Application Command Object › Application Command Structure": description 1–100.
function checkDescription(description: unknown, path: Path, errors: FieldError[]): void {
  const length = typeof description === 'string' ? description.length : 0;
  const max = ApplicationCommandLimits.MaximumDescriptionCharacters;
  if (length < 1 || length > max) errors.push(badLength(path, 1, max));
}

// docs "Application Command Structure": up to 25 options (and per subcommand).
function checkOptions(options: LooseOption[], path: Path, errors: FieldError[]): void {
  if (options.length > ApplicationCommandLimits.MaximumOptionsLength) {
    errors.push(maxLength(path, ApplicationCommandLimits.MaximumOptionsLength));
    return;
  }
  checkRequiredFirst(options, path, errors);
  checkUniqueNames(options, path, errors);
  options.forEach((option, index) => checkOption(option, [...path, index], errors));
}

// docs "Application Command Option Structure": "Required `options` must be listed before
// optional options".
function checkRequiredFirst(options: LooseOption[], path: Path, errors: FieldError[]): void {
  const firstOptional = options.findIndex((option) => !option.required);
  if (firstOptional < 0) return;
  options.forEach((option, i) => {
    // Discord flags each required option that comes after an optional one.
    if (i > firstOptional && option.required) {
      errors.push({
        path: [...path, i],
        code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
        message: 'Required options must be placed before non-required options',
      });
    }
  });
}

// docs "Application Command Option Structure": name "must be unique within an array"; a
// client in another locale sees the localised names, so they must be unique in each locale too.
function checkUniqueNames(options: LooseOption[], path: Path, errors: FieldError[]): void {
  const locales = new Set(options.flatMap((option) => Object.keys(option.name_localizations ?? {})));
  for (const locale of [undefined, ...locales]) {
    const names = new Set<unknown>();
    options.forEach((option, index) => {
      const name = (locale && option.name_localizations?.[locale]) || option.name;
      if (name !== undefined && names.has(name)) {
        errors.push({
          path: [...path, index, ...(locale ? ['name_localizations', locale] : ['name'])],
          code: 'APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME',
          message: 'Option names must be unique',
        });
      }
      if (name !== undefined) names.add(name);
    });
  }
}

// docs "Application Command Option Structure": description 1–100, up to 25 choices;
// "Application Command Option Choice Structure": a string value 1–100 characters.
function checkOption(option: LooseOption, path: Path, errors: FieldError[]): void {
  checkName(option.name, [...path, 'name'], true, errors);
  checkLocalizedNames(option, path, true, errors);
  const max = ApplicationCommandOptionLimits.MaximumDescriptionCharacters;
  const length = option.description?.length ?? 0;
  if (length < 1 || length > max) errors.push(badLength([...path, 'description'], 1, max));
  const choices = option.choices ?? [];
  if (choices.length > ApplicationCommandOptionLimits.MaximumChoicesLength) {
    errors.push(maxLength([...path, 'choices'], ApplicationCommandOptionLimits.MaximumChoicesLength));
  }
  // "autocomplete may not be set to true if choices are present" (Application Command Option Structure).
  if (option.autocomplete === true && choices.length > 0) {
    errors.push({
      path: [...path, 'autocomplete'],
      code: 'APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_WITH_CHOICES',
      message: 'Autocomplete cannot be enabled on an option with choices',
    });
  }
  choices.forEach((choice, c) => {
    if (typeof choice.value === 'string' && (choice.value.length < 1 || choice.value.length > 100)) {
      errors.push(badLength([...path, 'choices', c, 'value'], 1, 100));
    }
  });
  checkBounds(option, path, errors);
  if (SUBCOMMAND_TYPES.has(option.type)) checkOptions(option.options ?? [], [...path, 'options'], errors);
}

/** min_length / max_length and min_value / max_value: their range, and on which types. */
function checkBounds(option: LooseOption, path: Path, errors: FieldError[]): void {
  const string = option.type === ApplicationCommandOptionType.String;
  for (const [field, min] of [
    ['min_length', 0],
    ['max_length', 1],
  ] as const) {
    const value = option[field];
    if (value === undefined || value === null) continue;
    if (!string) errors.push(notForType([...path, field]));
    else if (!Number.isInteger(value)) errors.push(notInt([...path, field], value));
    else if ((value as number) < min) errors.push(numberRange([...path, field], 'MIN', min));
    else if ((value as number) > OPTION_LENGTH_MAX)
      errors.push(numberRange([...path, field], 'MAX', OPTION_LENGTH_MAX));
  }
  for (const field of ['min_value', 'max_value'] as const) {
    const value = option[field];
    if (value === undefined || value === null) continue;
    if (!NUMERIC_TYPES.has(option.type)) errors.push(notForType([...path, field]));
    else if (typeof value !== 'number' || !Number.isFinite(value))
      errors.push(notInt([...path, field], value));
  }
}

function notForType(path: Path): FieldError {
  return {
    path,
    code: 'APPLICATION_COMMAND_OPTION_INVALID_FIELD_FOR_TYPE',
    message: 'This field is not allowed for this option type',
  };
}

function notInt(path: Path, value: unknown): FieldError {
  return { path, code: 'NUMBER_TYPE_COERCE', message: `Value "${String(value)}" is not int.` };
}

function numberRange(path: Path, bound: 'MIN' | 'MAX', limit: number): FieldError {
  const words = bound === 'MIN' ? 'greater than or equal to' : 'less than or equal to';
  return { path, code: `NUMBER_TYPE_${bound}`, message: `int value should be ${words} ${limit}.` };
}

// Discord counts names, descriptions and choice values of the whole tree against one budget.
function commandSize(command: CommandBody): number {
  const walk = (option: LooseOption): number =>
    (option.name?.length ?? 0) +
    (option.description?.length ?? 0) +
    (option.choices ?? []).reduce((s, c) => s + c.name.length + String(c.value).length, 0) +
    (option.options ?? []).reduce((s, o) => s + walk(o), 0);
  return walk(command as unknown as LooseOption);
}
