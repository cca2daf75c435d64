// /league void, /league forfeit, /league replace: an admin's change to a recorded game, kept in
// the audit log with who and why; nothing rewrites a result, the table is recomputed from the
// results and the log. /league audit lists the log.
import type { ChatInputCommandInteraction } from 'discord.js';
import {
  AUDIT_SCHEMA_VERSION,
  AuditChangeSchema,
  AuditEntrySchema,
  auditRefusal,
  type AuditChange,
  type AuditRefusal,
  type AuditEntry,
} from '../../src/league/index';
import { t, userText, type MessageKey } from '../../src/i18n/index';
import {
  type BotContext,
  fitLines,
  mentionOnly,
  serverLanguage,
  tell,
  withAuditEntry,
} from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { isLeagueAdmin } from './admin';
import { whichLeague } from './which-league';

export type AuditKind = AuditChange['kind'];
type Outcome = 'gone' | AuditRefusal | AuditEntry;

const REFUSAL_KEYS = {
  GAME_NOT_RECORDED: 'league.audit.notRecorded',
  GAME_VOID: 'league.audit.void',
  NOT_IN_GAME: 'league.audit.notInGame',
  ALREADY_FORFEITED: 'league.audit.alreadyForfeited',
  ALREADY_IN_GAME: 'league.audit.alreadyInGame',
} as const satisfies Record<string, MessageKey>;

function changeOf(interaction: ChatInputCommandInteraction, kind: AuditKind): AuditChange | null {
  const gameId = interaction.options.getString('game', true).trim();
  const parsed = AuditChangeSchema.safeParse({
    kind,
    gameId,
    userId: interaction.options.getUser('player')?.id,
    from: interaction.options.getUser('player')?.id,
    to: interaction.options.getUser('substitute')?.id,
  });
  return parsed.success ? parsed.data : null;
}

export function auditChange(kind: AuditKind) {
  return async (ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> => {
    const found = await whichLeague(ctx, interaction);
    if (!found) return;
    if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
    const change = changeOf(interaction, kind);
    const reason = AuditEntrySchema.shape.reason.safeParse(interaction.options.getString('reason', true));
    if (!change || !reason.success) return tell(interaction, 'reply.notUnderstood');
    const { guildId, id, name } = found.league;
    const at = new Date().toISOString();
    const done = await ctx.leagues.store.change<Outcome>(guildId, id, async (record) => {
      if (!record) return { save: null, answer: 'gone' };
      const refusal = auditRefusal(record.results, record.audit, change);
      if (refusal) return { save: null, answer: refusal };
      const seq = Math.max(0, ...record.audit.map((e) => e.seq)) + 1;
      const entry: AuditEntry = {
        schemaVersion: AUDIT_SCHEMA_VERSION,
        seq,
        at,
        by: interaction.user.id,
        reason: reason.data,
        change,
      };
      // Issue 37: an entry about a closed season's game revises that season's archive.
      return { save: withAuditEntry(record, entry), answer: entry };
    });
    if (!done.ok) return tell(interaction, 'league.damaged');
    if (done.answer === 'gone') return tell(interaction, 'league.unknown', { name: userText(name) });
    if (typeof done.answer === 'string')
      return tell(interaction, REFUSAL_KEYS[done.answer], { game: change.gameId });
    await ctx.leagues.refreshBoard(guildId, id);
    await interaction.reply({
      content: auditLine(done.answer, await serverLanguage(ctx, interaction)),
      allowedMentions: mentionOnly(),
    });
  };
}

/** One line of the log: what changed, by whom and why, never pinging anyone named. */
export function auditLine(entry: AuditEntry, locale: string): string {
  const c = entry.change;
  const params = {
    seq: entry.seq,
    by: `<@${entry.by}>`,
    // The admin typed it: text, never markdown (issue 42).
    reason: userText(entry.reason),
    game: c.gameId,
    player: c.kind === 'forfeit' ? `<@${c.userId}>` : c.kind === 'replace' ? `<@${c.from}>` : '',
    substitute: c.kind === 'replace' ? `<@${c.to}>` : '',
  };
  return t(`league.audit.line.${c.kind}`, params, locale);
}

export async function showAudit(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const content = auditText(found, await serverLanguage(ctx, interaction));
  await interaction.reply({ content, allowedMentions: mentionOnly() });
}

/** The audit log, newest first, as many entries as fit in one message (issue 42: 2,000 characters). */
export function auditText(
  record: Pick<LeagueRecord, 'league' | 'audit'>,
  locale: string,
  limit?: number,
): string {
  const name = userText(record.league.name);
  const lines = [...record.audit].sort((a, b) => b.seq - a.seq).map((e) => auditLine(e, locale));
  return lines.length > 0
    ? fitLines(t('league.audit.title', { name }, locale), lines, locale, limit)
    : t('league.audit.empty', { name }, locale);
}
