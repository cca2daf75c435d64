// /kogge game verify [record]: checks a finished game (issue 21): replays it from the revealed seed
// and the action log, and checks the commitment, every step and the final scores. In a
// finished game's thread it checks that game; with an exported record attached, that record.
// The verdict is one sentence, ephemeral like every answer to a command of one person; it names
// the game the record claims to be and whose it is (signed by this bot or not, issue 42).
// Issue 42: every replay runs on the record worker with a time budget, one record at a time
// per person, an upload counting as an expensive click (src/bot/record-checks.ts).
import {
  type Attachment,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t } from '../../src/i18n/index';
import {
  deferNoted,
  type BotContext,
  gameOfThread,
  recordChecks,
  signedExport,
  tell,
  tellStored,
  trustOf,
  verdictOfAttachment,
  withinClickCap,
} from '../../src/bot/index';
import type { GameRecord } from '../../src/store/index';
import type { Verdict } from '../../src/verify/index';
import type { RecordPool } from '../../src/verify/pool/record-pool';

export function buildVerify(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .setName('verify')
    .setDescription(t('slash.verify'))
    .addAttachmentOption((o) => o.setName('record').setDescription(t('slash.verify.record')));
}

export async function verifyCommand(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const attached = interaction.options.getAttachment('record');
  if (attached) return verifyAttachment(ctx, interaction, attached);
  const game = await gameOfThread(ctx, interaction);
  if (game.kind === 'running') return tell(interaction, 'verify.notEnded.here');
  if (game.kind === 'none') return tell(interaction, 'verify.noRecord');
  const checks = recordChecks();
  if (checks.busy(interaction.user.id)) return tell(interaction, 'verify.busy');
  if (!(await withinClickCap(ctx, interaction))) return;
  // The bot's own game is exported and replayed on the record worker too (issue 42): the
  // answer may wait there behind others' records, past Discord's 3 seconds.
  await deferNoted(ctx, interaction, 'ephemeral');
  const verdict = await checks.oneAtATime(interaction.user.id, (pool) =>
    verdictOfStored(ctx, game.record, pool),
  );
  return verdict ? tellStored(interaction, verdict.key, verdict.params) : tell(interaction, 'verify.busy');
}

/** The verdict on the bot's own stored game: exported, signed and replayed as any record. */
async function verdictOfStored(ctx: BotContext, record: GameRecord, pool: RecordPool): Promise<Verdict> {
  const exported = await signedExport(ctx, record, pool);
  if ('tooSlow' in exported) return pool.tooSlow();
  // A stored game the engine no longer replays is a changed record as far as anyone can tell.
  if (exported.done === null) return { holds: false, key: 'verify.malformed', params: { issue: record.id } };
  return pool.verify({ json: exported.done }, await trustOf(ctx, exported.done));
}

async function verifyAttachment(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  attached: Attachment,
): Promise<void> {
  const checks = recordChecks();
  if (checks.busy(interaction.user.id)) return tell(interaction, 'verify.busy');
  if (!(await withinClickCap(ctx, interaction))) return;
  // Fetching and replaying a long game may take longer than Discord's 3 seconds.
  await deferNoted(ctx, interaction, 'ephemeral');
  const verdict = await checks.oneAtATime(interaction.user.id, (pool) =>
    verdictOfAttachment(attached, fetch, (json) => trustOf(ctx, json), pool),
  );
  return verdict ? tellStored(interaction, verdict.key, verdict.params) : tell(interaction, 'verify.busy');
}
