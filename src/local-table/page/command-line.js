// A typed slash command read the way Discord's client reads it: the command's words pick a
// command or subcommand, then `name:value` (or `name:"two words"`) fills its options. Pure
// functions of the text and the registered commands, so the page and the tests share them.

export const OPTION = {
  subcommand: 1,
  group: 2,
  string: 3,
  integer: 4,
  boolean: 5,
  user: 6,
  channel: 7,
  role: 8,
  number: 10,
};

/**
 * Every command and subcommand as one entry: `/kogge new`, `/kogge join` … `path` holds the
 * default names, which the interaction carries whatever the client's language (Discord's docs,
 * "Application Commands › Localization"); `words`, the names as a client in `locale` lists
 * them from the deploy's name_localizations (issue 38: `/kogge règles`, `/kogge partie prüfen`,
 * the names the bot's own sentences quote). Each option likewise keeps its `name` and gets a
 * `label`; descriptions and choice names are the locale's where it has them.
 */
export function leaves(commands, locale) {
  const found = [];
  const walk = (path, words, node) => {
    const subs = (node.options ?? []).filter((o) => o.type === OPTION.subcommand || o.type === OPTION.group);
    if (!subs.length)
      found.push({
        path,
        words,
        description: described(node, locale),
        options: (node.options ?? []).map((o) => localOption(o, locale)),
      });
    for (const sub of subs) walk([...path, sub.name], [...words, localName(sub, locale)], sub);
  };
  for (const command of commands.filter((c) => (c.type ?? 1) === 1))
    walk([command.name], [localName(command, locale)], command);
  return found;
}

/** A name as a client in `locale` shows it: its localisation, else the default. */
function localName(node, locale) {
  return (locale && node.name_localizations?.[locale]) || node.name;
}

function described(node, locale) {
  return (locale && node.description_localizations?.[locale]) || node.description;
}

/** An option with its `label` and description in the locale; choices shown by their local names. */
function localOption(option, locale) {
  return {
    ...option,
    label: localName(option, locale),
    description: described(option, locale),
    ...(option.choices
      ? {
          choices: option.choices.map((c) => ({ ...c, defaultName: c.name, name: localName(c, locale) })),
        }
      : {}),
  };
}

/** The option a typed name stands for: its label (the client's language) or its default name. */
export function optionNamed(options, typed) {
  const wanted = typed.toLowerCase();
  return options.find((o) => (o.label ?? o.name).toLowerCase() === wanted || o.name === wanted);
}

/**
 * The command a typed line names, once its words are complete (followed by a space or by
 * nothing more), and the text after them: `/kogge new computers:3` → kogge new, "computers:3".
 * `complete` says a space follows the words, so the person has moved on to the options. Each
 * word may be typed by its local name or its default one.
 */
export function matchLeaf(text, all) {
  if (!text.startsWith('/')) return null;
  const body = text.slice(1);
  let best = null;
  for (const leaf of all) {
    const words = leaf.path.map((name, i) => {
      const local = leaf.words?.[i];
      return local && local !== name ? `(?:${escape(name)}|${escape(local)})` : escape(name);
    });
    const head = new RegExp(`^${words.join('\\s+')}(?=\\s|$)`, 'iu').exec(body);
    // The longest path wins: `/kogge new` over a command named `kogge` alone.
    if (head && (!best || leaf.path.length > best.leaf.path.length)) best = { leaf, end: head[0].length };
  }
  if (!best) return null;
  const after = body.slice(best.end);
  return { leaf: best.leaf, rest: after.replace(/^\s+/u, ''), complete: after.length > 0 };
}

function escape(word) {
  return word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

// `name:"value with spaces"`, `name:value`, or a bare word (an option name being typed).
const TOKEN = /([\p{L}\p{N}_-]+):"([^"]*)"?|([\p{L}\p{N}_-]+):(\S*)|(\S+)/gu;

/**
 * The options typed after the command. `last` is the token the cursor sits in (no space after
 * it yet), which the page completes; bare words are kept to be marked.
 */
export function parseOptions(rest) {
  const tokens = [];
  for (const m of rest.matchAll(TOKEN)) {
    const end = m.index + m[0].length;
    const open = end === rest.length;
    if (m[5] !== undefined) tokens.push({ word: m[5], open });
    else tokens.push({ name: m[1] ?? m[3], value: m[2] ?? m[4], open });
  }
  return tokens;
}

/**
 * A typed value checked against its option as Discord would, before sending:
 * `{ value }` (what the field takes: a choice's value, an id) or `{ error: [key, params] }`.
 * `lookup` gives the server's users, channels and roles by what a person types.
 */
export function readValue(option, typed, lookup) {
  const text = typed.trim();
  if (!text) return { value: '' };
  if (option.autocomplete) return { value: text, free: true };
  if (option.choices?.length) return readChoice(option, text);
  switch (option.type) {
    case OPTION.integer:
    case OPTION.number:
      return readNumber(option, text);
    case OPTION.boolean:
      if (/^(true|false)$/iu.test(text)) return { value: text.toLowerCase() };
      return bad('badChoice', option, text, 'true, false');
    case OPTION.user:
    case OPTION.channel:
    case OPTION.role: {
      const found = lookup(option.type, text.replace(/^[@#]/u, ''));
      return found ? { value: found } : bad('unknownName', option, text);
    }
    default:
      if (option.min_length != null && text.length < option.min_length)
        return bad('tooShort', option, text, option.min_length);
      if (option.max_length != null && text.length > option.max_length)
        return bad('tooLong', option, text, option.max_length);
      return { value: text };
  }
}

function readChoice(option, text) {
  const wanted = text.toLowerCase();
  const choice = option.choices.find((c) =>
    [String(c.value), c.name, c.defaultName ?? c.name].some((name) => name.toLowerCase() === wanted),
  );
  if (choice) return { value: String(choice.value) };
  return bad('badChoice', option, text, option.choices.map((c) => c.value).join(', '));
}

function readNumber(option, text) {
  const integer = option.type === OPTION.integer;
  const number = Number(text);
  if (!/^-?\d+(\.\d+)?$/u.test(text) || (integer && !Number.isInteger(number)))
    return bad(integer ? 'notInteger' : 'notNumber', option, text);
  if (option.min_value != null && number < option.min_value)
    return bad('tooSmall', option, text, option.min_value);
  if (option.max_value != null && number > option.max_value)
    return bad('tooLarge', option, text, option.max_value);
  return { value: text };
}

function bad(key, option, typed, limit) {
  return { error: [`option.${key}`, { option: option.label ?? option.name, value: typed, limit }] };
}

/** Choices for the value being typed (the options that list them), best matches first. */
export function choicesFor(option, typed) {
  const wanted = typed.trim().toLowerCase();
  const all =
    option.choices?.map((c) => ({ name: c.name, value: String(c.value) })) ??
    (option.type === OPTION.boolean
      ? [
          { name: 'true', value: 'true' },
          { name: 'false', value: 'false' },
        ]
      : []);
  return all.filter((c) => c.name.toLowerCase().includes(wanted) || c.value.toLowerCase().includes(wanted));
}
