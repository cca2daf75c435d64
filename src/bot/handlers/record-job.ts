// Issue 42: a command that replays a record (an upload, or the bot's own finished game) runs it
// on the record worker: one record per person at a time (a second one is told "still being
// checked" at once), counted as an expensive click, and deferred first, since the answer may
// wait behind others' records past Discord's 3 seconds. Null: the person was already told why not.
import type { ChatInputCommandInteraction } from 'discord.js';
import type { RecordPool } from '../../verify/pool/record-pool';
import type { BotContext } from '../context';
import { deferNoted } from '../noted-defer';
import { recordChecks } from '../record-checks';
import { withinClickCap } from './click-cap';
import { tell } from './reply';

export async function onRecordWorker<R>(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  job: (pool: RecordPool) => Promise<R>,
): Promise<{ value: R; pool: RecordPool } | null> {
  const checks = recordChecks();
  if (checks.busy(interaction.user.id)) return tell(interaction, 'verify.busy').then(() => null);
  if (!(await withinClickCap(ctx, interaction))) return null;
  await deferNoted(ctx, interaction, 'ephemeral');
  const value = await checks.oneAtATime(interaction.user.id, job);
  if (value === null) return tell(interaction, 'verify.busy').then(() => null);
  return { value, pool: checks.pool };
}
