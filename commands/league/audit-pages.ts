// Issue 37: /league audit as text, page by page. A message holds at most 2,000 characters, so
// the answer shows the newest entries that fit and, where older ones are left, an "Older
// entries" button (`audit|<league id>|<entries already shown>`); each click answers the next
// page to the clicker alone, read from the log as stored at the click.
import { ActionRowBuilder, ButtonBuilder, ButtonStyle, type ButtonInteraction } from 'discord.js';
import type { AuditEntry, EditableSetting } from '../../src/league/index';
import { joinNames, t, userText } from '../../src/i18n/index';
import {
  type BotContext,
  MESSAGE_LIMIT,
  commandButtonId,
  mentionOnly,
  linesAndMore,
  mostThatFit,
  serverLanguage,
  tell,
} from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { clickedLeague } from './clicked-league';

/** The version of the Older entries button's id. */
const OLDER_VERSION = 1;

/** One line of the log: what changed, by whom and why, never pinging anyone named. */
export function auditLine(entry: AuditEntry, locale: string): string {
  const c = entry.change;
  const params = {
    seq: entry.seq,
    by: `<@${entry.by}>`,
    // The admin typed it: text, never markdown (issue 42).
    reason: userText(entry.reason),
    game: 'gameId' in c ? c.gameId : '',
    player: 'userId' in c ? `<@${c.userId}>` : c.kind === 'replace' ? `<@${c.from}>` : '',
    substitute: c.kind === 'replace' ? `<@${c.to}>` : '',
    from: c.kind === 'rename' ? userText(c.from) : '',
    to: c.kind === 'rename' ? userText(c.to) : '',
    settings: c.kind === 'edit' ? settingNames(c.settings, locale) : '',
    undone: c.kind === 'undo' ? c.seq : '',
  };
  return t(`league.audit.line.${c.kind}`, params, locale);
}

/** The settings an edit changed, by their names in the catalogue. */
export function settingNames(settings: readonly EditableSetting[], locale: string): string {
  return joinNames(
    settings.map((s) => t(`league.setting.${s}`, {}, locale)),
    locale,
  );
}

/** Every entry's line, newest first; an entry undone later says by which. */
function auditLines(audit: readonly AuditEntry[], locale: string): string[] {
  const undoneBy = new Map(
    audit.flatMap((e) => (e.change.kind === 'undo' ? [[e.change.seq, e.seq] as const] : [])),
  );
  return [...audit]
    .sort((a, b) => b.seq - a.seq)
    .map((e) => {
      const line = auditLine(e, locale);
      const by = undoneBy.get(e.seq);
      return by === undefined ? line : t('league.audit.undone', { line, seq: by }, locale);
    });
}

/** A page of the log: its text, and how many entries the next page skips (null: none left). */
export type AuditPage = { content: string; next: number | null };

/** The entries after the newest `from`, as many as fit within `limit`, and how many are left. */
export function auditPage(
  record: Pick<LeagueRecord, 'league' | 'audit'>,
  locale: string,
  from: number,
  limit = MESSAGE_LIMIT,
): AuditPage {
  const name = userText(record.league.name);
  const lines = auditLines(record.audit, locale);
  if (lines.length === 0) return { content: t('league.audit.empty', { name }, locale), next: null };
  const title = t('league.audit.title', { name }, locale);
  const rest = lines.slice(from);
  const build = (shown: number) => linesAndMore(title, rest, shown, locale);
  // At least one entry a page, so paging always moves on (an entry is far below the limit).
  const shown = Math.max(1, mostThatFit(rest.length, build, limit));
  const next = from + shown < lines.length ? from + shown : null;
  return { content: build(shown).slice(0, limit), next };
}

/** The page as a message, with the Older entries button where entries are left. */
export function withOlderButton(page: AuditPage, leagueId: string, locale: string) {
  if (page.next === null) return { content: page.content, components: [] };
  const button = new ButtonBuilder()
    .setCustomId(commandButtonId('league', OLDER_VERSION, ['audit', leagueId, String(page.next)]))
    .setStyle(ButtonStyle.Secondary)
    .setLabel(t('league.audit.older', {}, locale));
  return { content: page.content, components: [new ActionRowBuilder<ButtonBuilder>().addComponents(button)] };
}

/** The Older entries button: the next page, to the clicker alone. */
export async function olderAuditClick(
  ctx: BotContext,
  interaction: ButtonInteraction,
  _version: number,
  [leagueId, skip]: readonly string[],
): Promise<void> {
  const from = Number(skip);
  if (!Number.isSafeInteger(from) || from < 0) return tell(interaction, 'reply.notUnderstood');
  const record = await clickedLeague(ctx, interaction, leagueId);
  if (!record) return;
  const locale = await serverLanguage(ctx, interaction);
  // A number past the end (a forged id): the oldest page.
  const page = auditPage(record, locale, Math.min(from, Math.max(0, record.audit.length - 1)));
  await interaction.reply({
    ...withOlderButton(page, leagueId, locale),
    flags: 'Ephemeral',
    allowedMentions: mentionOnly(),
  });
}
