// Issue 37: /league help grew (rounds, assistance) past one message in some languages; it is
// sent as few messages as hold it, each part whole and each message within Discord's 2,000.
import { describe, expect, it } from 'vitest';
import { packed } from '../../../commands/league/help';
import { MESSAGE_LIMIT } from '../../../src/bot/index';
import { t } from '../../../src/i18n/index';

const PARTS = ['league.help', 'league.help.assisted', 'league.help.rounds'] as const;

describe('/league help in messages within 2,000 characters (issue 37)', () => {
  it.each(['en', 'de', 'fr', 'it'])(
    '%s: every message fits, and together they hold every part in order',
    (locale) => {
      const parts = PARTS.map((key) => t(key, {}, locale));
      const messages = packed(parts);
      for (const message of messages) expect(message.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
      expect(messages.join('\n')).toBe(parts.join('\n'));
    },
  );

  it('puts parts together while they fit; control: parts too long for one message are split', () => {
    expect(packed(['a', 'b', 'c'])).toEqual(['a\nb\nc']);
    const long = 'x'.repeat(1500);
    expect(packed([long, 'b', long])).toEqual([`${long}\nb`, long]);
  });
});
