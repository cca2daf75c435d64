// Issue 38: the tutorial offered to a newcomer (src/bot/tutorial/offer.ts): to someone with no
// finished game, once their own answer is out, for them alone, with the button that opens it;
// not to someone with a finished game, nor to someone who switched hint lines off; a store
// that cannot say costs the offer, never the game.
import { MessageFlags, type ChatInputCommandInteraction } from 'discord.js';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { BotContext } from '../../src/bot/context';
import { parseComponentId } from '../../src/bot/custom-id';
import { offerTutorial } from '../../src/bot/tutorial/offer';
import { t } from '../../src/i18n/index';

function asked(finished: number | Error, hints?: boolean) {
  const followUp = vi.fn(() => Promise.resolve());
  const interaction = {
    user: { id: 'u1' },
    locale: 'de',
    followUp,
  } as unknown as ChatInputCommandInteraction;
  const ctx = {
    logger: pino({ level: 'silent' }),
    firstGames: {
      finished: () => (finished instanceof Error ? Promise.reject(finished) : Promise.resolve(finished)),
    },
    userSettings: { get: () => Promise.resolve({ hints }) },
  } as unknown as BotContext;
  return { ctx, interaction, followUp };
}

describe('the tutorial offered to a newcomer', () => {
  it('comes to someone with no finished game, for them alone, in their language, with the button', async () => {
    const { ctx, interaction, followUp } = asked(0);
    await offerTutorial(ctx, interaction);
    expect(followUp).toHaveBeenCalledTimes(1);
    const [message] = followUp.mock.calls[0] as unknown as [
      {
        content: string;
        flags: number;
        components: { components: { custom_id: string; label: string }[] }[];
      },
    ];
    expect(message.content).toBe(t('tutorial.offer', {}, 'de'));
    expect(message.content).toContain('`/kogge einführung`');
    expect(message.flags).toBe(MessageFlags.Ephemeral);
    const button = message.components[0].components[0];
    expect(button.label).toBe(t('tutorial.offer.button', {}, 'de'));
    expect(parseComponentId(button.custom_id)).toMatchObject({ kind: 'welcome', args: ['tutorial'] });
  });

  it('control: not to someone with a finished game, nor to someone who switched hint lines off', async () => {
    for (const [finished, hints] of [
      [1, undefined],
      [0, false],
    ] as const) {
      const { ctx, interaction, followUp } = asked(finished, hints);
      await offerTutorial(ctx, interaction);
      expect(followUp).not.toHaveBeenCalled();
    }
  });

  it('a store that fails costs the offer and throws nothing', async () => {
    const { ctx, interaction, followUp } = asked(new Error('store down'));
    await expect(offerTutorial(ctx, interaction)).resolves.toBeUndefined();
    expect(followUp).not.toHaveBeenCalled();
  });
});
