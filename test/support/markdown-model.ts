// What Discord's markdown makes of a message, for the constructs a user-typed text could smuggle
// into the bot's own message (a model, not Discord): shared by the hostile-name tests.

/** The constructs `text` shows, after taking out escaped characters (a backslash shows the next as it is). */
export function renders(text: string): string[] {
  const seen: string[] = [];
  const plain = text.replace(/\\[^\w\s]/g, '·');
  if (/^#{1,3} /m.test(plain)) seen.push('heading');
  if (/^-# /m.test(plain)) seen.push('small text');
  if (/^>{1,3} /m.test(plain)) seen.push('quote');
  if (/\[[^\]]+\]\([^)]+\)/.test(plain)) seen.push('masked link');
  if (/https?:\/\//.test(plain)) seen.push('link');
  if (/<@[!&]?\d+>|<#\d+>/.test(plain)) seen.push('mention');
  if (/@(everyone|here)/.test(plain)) seen.push('everyone');
  if (/<t:\d+(:[a-zA-Z])?>/.test(plain)) seen.push('timestamp');
  if (/\*\*.+\*\*|__.+__|\|\|.+\|\||~~.+~~|`.+`/.test(plain)) seen.push('formatting');
  if (/^\s*(?:[-*+]|\d+\.) /m.test(plain)) seen.push('list');
  // Issue 37: a direction override or embedding (U+202A–U+202E) or isolate (U+2066–U+2069)
  // turns the text after it around, up to the end of its line: the bot's own words too.
  if (/[\u202A-\u202E\u2066-\u2069]/.test(plain)) seen.push('turned text');
  return seen;
}

/** Each hostile name with the construct it shows unescaped. */
export const HOSTILE_NAMES: readonly (readonly [string, string])[] = [
  ['# Winner', 'heading'],
  ['### The bot says', 'heading'],
  ['-# tiny', 'small text'],
  ['> quoted', 'quote'],
  ['[free nitro](https://evil.example)', 'masked link'],
  ['see https://evil.example now', 'link'],
  ['<@123456789012345678>', 'mention'],
  ['<@&123456789012345678>', 'mention'],
  ['<#123456789012345678>', 'mention'],
  ['@everyone', 'everyone'],
  ['@here', 'everyone'],
  ['<t:99999999999999:R>', 'timestamp'],
  ['**bold** ||spoiler||', 'formatting'],
  ['`code`', 'formatting'],
  ['- listed', 'list'],
  ['1. first', 'list'],
  ['\u202Eevil\u202C', 'turned text'],
  ['\u2067إيمان', 'turned text'],
];

/** One name that tries all of it at once. */
export const HOSTILE = '# **Hansa** [free nitro](https://evil.example) <@&123456789012345678> @everyone `x`';
