// Issue 42: a subcommand Discord still offers from an old registration is answered, naming the
// one that replaced it. The table of moves must point at registered paths only, and no old
// path may still be registered (it would never reach the table).
import type { ChatInputCommandInteraction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index';
import { answerUnknown, registeredPaths, RENAMED } from '../../src/bot/unknown-command';
import { t } from '../../src/i18n/index';

function asked(path: string, locale = 'en-US') {
  const said: string[] = [];
  const interaction = {
    locale,
    deferred: false,
    replied: false,
    reply: (payload: { content: string }) => Promise.resolve(void said.push(payload.content)),
  } as unknown as ChatInputCommandInteraction;
  return { said, done: answerUnknown(interaction, path) };
}

describe('issue 42: commands the bot no longer knows', () => {
  const paths = registeredPaths(commands);

  it('reads the registered paths from the commands, groups included', () => {
    expect(paths.has('kogge new')).toBe(true);
    expect(paths.has('kogge game abandon')).toBe(true);
    expect(paths.has('league create')).toBe(true);
    expect(paths.has('kogge game')).toBe(false);
  });

  it('every move points from a path no longer registered to one that is', () => {
    expect(Object.keys(RENAMED).length).toBeGreaterThan(0);
    for (const [old, replaced] of Object.entries(RENAMED)) {
      expect(paths.has(old), old).toBe(false);
      expect(paths.has(replaced), replaced).toBe(true);
    }
  });

  it('`/kogge abandon` is answered naming `/kogge game abandon`', async () => {
    const { said, done } = asked('kogge abandon');
    await done;
    expect(said).toEqual([
      t('reply.commandMoved', { command: '`/kogge abandon`', replacement: '`/kogge game abandon`' }, 'en-US'),
    ]);
  });

  it('names the replacement as a French member sees the commands', async () => {
    const { said, done } = asked('kogge abandon', 'fr');
    await done;
    expect(said[0]).toContain('/kogge partie');
  });

  it('a path never registered and not in the table gets the generic sentence', async () => {
    const { said, done } = asked('kogge frobnicate');
    await done;
    expect(said).toEqual([t('reply.commandUnknown', {}, 'en-US')]);
  });
});
