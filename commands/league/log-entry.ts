// Issue 37: an admin's change to a league, made in its queue and kept in its audit log with
// who and why; a refusal (a catalogue key) changes nothing and logs nothing.
import type { ChatInputCommandInteraction } from 'discord.js';
import {
  AUDIT_SCHEMA_VERSION,
  AuditEntrySchema,
  type AuditChange,
  type AuditEntry,
} from '../../src/league/index';
import type { MessageKey, Params } from '../../src/i18n/index';
import {
  announceRevisions,
  type BotContext,
  nameText,
  serverLanguage,
  tellStored,
  toldWhyNot,
  withAuditEntry,
} from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';

/** A refusal, or the change to log with the league as it is after it. */
export type Change =
  { refusal: MessageKey; params?: Params } | { change: AuditChange; league?: LeagueRecord['league'] };

/** The next entry's number: one past the highest, as the queue gives them out one at a time. */
export function nextSeq(audit: readonly AuditEntry[]): number {
  return Math.max(0, ...audit.map((e) => e.seq)) + 1;
}

/**
 * Runs `decide` on the stored league and logs its change by the asker, with the `reason`
 * option; answers the entry and the league after it, or null once the asker was told why not.
 */
export async function logChange(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  found: LeagueRecord,
  decide: (record: LeagueRecord) => Change,
): Promise<{ entry: AuditEntry; record: LeagueRecord } | null> {
  const reason = AuditEntrySchema.shape.reason.safeParse(interaction.options.getString('reason', true));
  if (!reason.success) return toldWhyNot(interaction, 'reply.notUnderstood');
  const { guildId, id, name } = found.league;
  const at = new Date().toISOString();
  type Answer =
    | 'gone'
    | Extract<Change, { refusal: MessageKey }>
    | { entry: AuditEntry; record: LeagueRecord; before: LeagueRecord };
  const done = await ctx.leagues.store.change<Answer>(guildId, id, async (record) => {
    if (!record) return { save: null, answer: 'gone' };
    const decided = decide(record);
    if ('refusal' in decided) return { save: null, answer: decided };
    const entry: AuditEntry = {
      schemaVersion: AUDIT_SCHEMA_VERSION,
      seq: nextSeq(record.audit),
      at,
      by: interaction.user.id,
      reason: reason.data,
      change: decided.change,
    };
    // An entry about a closed season's game revises that season's archive (season-revision.ts).
    const saved = withAuditEntry({ ...record, league: decided.league ?? record.league }, entry);
    return { save: saved, answer: { entry, record: saved, before: record } };
  });
  if (!done.ok) return toldWhyNot(interaction, 'league.damaged');
  if (done.answer === 'gone') return toldWhyNot(interaction, 'league.unknown', { name: nameText(name) });
  if ('refusal' in done.answer) {
    await tellStored(interaction, done.answer.refusal, done.answer.params);
    return null;
  }
  const { entry, record, before } = done.answer;
  // Issue 37: where the change moved a closed season's champion or top 3, its channel hears it.
  await announceRevisions(ctx, before, record, { seq: entry.seq }, () => serverLanguage(ctx, interaction));
  return { entry, record };
}
