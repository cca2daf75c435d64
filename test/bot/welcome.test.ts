// The welcome's message and its buttons' handler (src/bot/welcome-message.ts, handlers/welcome.ts):
// ids the router and the click-target check take, and an unknown choice refused with a sentence
// before anything is opened. The buttons' games themselves: test/e2e/welcome.test.ts.
import { MessageFlags, type ButtonInteraction } from 'discord.js';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOM_ID_MAX, parseComponentId } from '../../src/bot/custom-id';
import type { BotContext } from '../../src/bot/context';
import { welcomeClick } from '../../src/bot/handlers/welcome';
import { welcomeMessage } from '../../src/bot/welcome-message';
import { t } from '../../src/i18n/index';

const ids = () =>
  welcomeMessage('en').components.flatMap((row) =>
    row.components.map((c) => ('custom_id' in c ? c.custom_id : '')),
  );

describe('the welcome message', () => {
  it('carries three buttons whose ids parse as kind "welcome", one per choice (issue 38: the tutorial)', () => {
    const parsed = ids().map((id) => parseComponentId(id));
    expect(parsed.map((p) => [p?.kind, p?.args])).toEqual([
      ['welcome', ['solo']],
      ['welcome', ['friends']],
      ['welcome', ['tutorial']],
    ]);
    for (const id of ids()) expect(id.length).toBeLessThanOrEqual(CUSTOM_ID_MAX);
  });

  it('pings no one and names the one-line slash command', () => {
    const message = welcomeMessage('en');
    expect(message.allowedMentions).toEqual({ parse: [], users: [] });
    expect(message.content).toContain('`/kogge new computers:3`');
  });
});

describe('a click on the welcome', () => {
  function click() {
    const reply = vi.fn(() => Promise.resolve());
    const interaction = {
      deferred: false,
      replied: false,
      locale: 'en-US',
      reply,
    } as unknown as ButtonInteraction;
    const claim = vi.fn();
    const ctx = { openings: { claim } } as unknown as BotContext;
    return { interaction, reply, claim, ctx };
  }

  it('with an unknown choice is answered "not understood", for the clicker alone, and opens nothing', async () => {
    const { interaction, reply, claim, ctx } = click();
    await welcomeClick(ctx, interaction, 'tournament');
    expect(reply).toHaveBeenCalledWith(
      expect.objectContaining({ content: t('reply.notUnderstood'), flags: MessageFlags.Ephemeral }),
    );
    expect(claim).not.toHaveBeenCalled();
  });

  it('control: a known choice goes on to open a game (here it stops at the server check)', async () => {
    const { interaction, reply, claim, ctx } = click();
    Object.assign(interaction, { inGuild: () => false, channel: null });
    await welcomeClick(ctx, interaction, 'solo');
    expect(reply).toHaveBeenCalledWith(expect.objectContaining({ content: t('new.guildOnly') }));
    expect(claim).not.toHaveBeenCalled();
  });
});
