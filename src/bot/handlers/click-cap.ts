// An expensive click over the person's cap is answered, ephemerally, and goes no further.
import type { RepliableInteraction } from 'discord.js';
import type { BotContext } from '../context';
import { tell } from './reply';

/** False (and answered) when `interaction`'s user has made their expensive clicks for now. */
export async function withinClickCap(ctx: BotContext, interaction: RepliableInteraction): Promise<boolean> {
  if (ctx.clicks.allow(interaction.user.id)) return true;
  await tell(interaction, 'reply.slowDown', {
    count: ctx.clicks.limit,
    seconds: Math.round(ctx.clicks.windowMs / 1000),
  });
  return false;
}
