// Issue 20: a display name goes into the bot's messages as text. Each hostile name below
// would, unescaped, post a heading, a masked link, a mention pill, a quote or a timestamp.
import { describe, expect, it } from 'vitest';
import { nameText } from '../../src/bot/name-text';
import { HOSTILE_NAMES as HOSTILE, renders } from '../support/markdown-model';

describe('names in messages are text, not markdown (issue 20)', () => {
  it.each(HOSTILE.map(([n, k]) => [n, k]))('"%s" shows literally: no %s', (name) => {
    expect(renders(nameText(name))).toEqual([]);
    // In a line of the log, where a name starts the line.
    expect(renders(`${nameText(name)} sails to Lübeck.`)).toEqual([]);
  });

  it.each(HOSTILE.map(([n, k]) => [n, k]))('control: "%s" unescaped is a %s', (name, kind) => {
    expect(renders(name)).toContain(kind);
  });

  it('leaves a plain name as it is', () => {
    expect(nameText('Anna Lübeck')).toBe('Anna Lübeck');
    expect(nameText('Jean-Luc')).toBe('Jean-Luc');
  });
});
