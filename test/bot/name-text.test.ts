// Issue 20: a display name goes into the bot's messages as text. Each hostile name below
// would, unescaped, post a heading, a masked link, a mention pill, a quote or a timestamp.
import { describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/name-text';

/** What Discord's markdown makes of a line, for the constructs a name could smuggle in (a model, not Discord). */
function renders(text: string): string[] {
  const seen: string[] = [];
  // A backslash shows the character after it literally: take escaped characters out first.
  const plain = text.replace(/\\[^\w\s]/g, '·');
  if (/^#{1,3} /m.test(plain)) seen.push('heading');
  if (/^-# /m.test(plain)) seen.push('small text');
  if (/^>{1,3} /m.test(plain)) seen.push('quote');
  if (/\[[^\]]+\]\([^)]+\)/.test(plain)) seen.push('masked link');
  if (/<@[!&]?\d+>|<#\d+>/.test(plain)) seen.push('mention');
  if (/@(everyone|here)/.test(plain)) seen.push('everyone');
  if (/<t:\d+(:[a-zA-Z])?>/.test(plain)) seen.push('timestamp');
  if (/\*\*.+\*\*|__.+__|\|\|.+\|\||~~.+~~|`.+`/.test(plain)) seen.push('formatting');
  if (/^\s*(?:[-*]|\d+\.) /m.test(plain)) seen.push('list');
  return seen;
}

const HOSTILE: [string, string][] = [
  ['# Winner', 'heading'],
  ['### The bot says', 'heading'],
  ['-# tiny', 'small text'],
  ['> quoted', 'quote'],
  ['[free nitro](https://evil.example)', 'masked link'],
  ['<@123456789012345678>', 'mention'],
  ['<@&123456789012345678>', 'mention'],
  ['<#123456789012345678>', 'mention'],
  ['@everyone', 'everyone'],
  ['<t:99999999999999:R>', 'timestamp'],
  ['**bold** ||spoiler||', 'formatting'],
  ['`code`', 'formatting'],
  ['- listed', 'list'],
  ['1. first', 'list'],
];

describe('names in messages are text, not markdown (issue 20)', () => {
  it.each(HOSTILE)('"%s" shows literally: no %s', (name) => {
    expect(renders(nameText(name))).toEqual([]);
    // In a line of the log, where a name starts the line.
    expect(renders(`${nameText(name)} sails to Lübeck.`)).toEqual([]);
  });

  it.each(HOSTILE)('control: "%s" unescaped is a %s', (name, kind) => {
    expect(renders(name)).toContain(kind);
  });

  it('leaves a plain name as it is', () => {
    expect(nameText('Anna Lübeck')).toBe('Anna Lübeck');
    expect(nameText('Jean-Luc')).toBe('Jean-Luc');
  });
});
