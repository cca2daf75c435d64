// Issue 37: the buttons of /league's answers (`k|league|<version>|slash|<what>|<args>`), each
// handled by its subcommand's file. A button this list does not know is answered, not guessed.
import type { ButtonInteraction } from 'discord.js';
import { type BotContext, type ComponentId, tell } from '../../src/bot/index';
import { closeSeasonClick } from './season';
import { checkinClick } from './round-checkin';
import { deleteClick } from './delete';
import { joinClick } from './join-button';
import { olderAuditClick } from './audit-pages';

const BUTTONS: Record<
  string,
  (ctx: BotContext, interaction: ButtonInteraction, version: number, args: readonly string[]) => Promise<void>
> = {
  close: closeSeasonClick,
  checkin: checkinClick,
  delete: deleteClick,
  join: joinClick,
  audit: olderAuditClick,
};

export async function leagueButton(
  ctx: BotContext,
  interaction: ButtonInteraction,
  id: ComponentId,
): Promise<void> {
  const [what, ...args] = id.args;
  const handler = what === undefined ? undefined : BUTTONS[what];
  if (!handler) return tell(interaction, 'reply.notUnderstood');
  await handler(ctx, interaction, id.version, args);
}
