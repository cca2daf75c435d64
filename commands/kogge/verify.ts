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
  type BotContext,
  gameOfThread,
  onRecordWorker,
  signedExport,
  tell,
  tellStored,
  trustOf,
  verdictOfAttachment,
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
  // The bot's own game is exported and replayed on the record worker too (issue 42).
  const ran = await onRecordWorker(ctx, interaction, (pool) => verdictOfStored(ctx, game.record, pool));
  if (ran) await tellStored(interaction, ran.value.key, ran.value.params);
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
  // Fetching and replaying a long game may take longer than Discord's 3 seconds.
  const ran = await onRecordWorker(ctx, interaction, (pool) =>
    verdictOfAttachment(attached, fetch, (json) => trustOf(ctx, json), pool),
  );
  if (ran) await tellStored(interaction, ran.value.key, ran.value.params);
}
