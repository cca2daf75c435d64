// /league void, /league forfeit, /league replace: an admin's change to a recorded game, kept in
// the audit log with who and why; nothing rewrites a result, the table is recomputed from the
// results and the log. /league audit lists the log.
import type { ChatInputCommandInteraction } from 'discord.js';
import { GameChangeSchema, auditRefusal, type GameChange } from '../../src/league/index';
import type { MessageKey } from '../../src/i18n/index';
import { type BotContext, mentionOnly, serverLanguage, tell } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { isLeagueAdmin } from './admin';
import { logChange, type Change } from './log-entry';
import { whichLeague } from './which-league';
import { auditLine, auditPage, withOlderButton } from './audit-pages';

export { auditLine, settingNames } from './audit-pages';

export type AuditKind = GameChange['kind'];

const REFUSAL_KEYS = {
  GAME_NOT_RECORDED: 'league.audit.notRecorded',
  GAME_VOID: 'league.audit.void',
  NOT_IN_GAME: 'league.audit.notInGame',
  ALREADY_FORFEITED: 'league.audit.alreadyForfeited',
  ALREADY_IN_GAME: 'league.audit.alreadyInGame',
} as const satisfies Record<string, MessageKey>;

function changeOf(interaction: ChatInputCommandInteraction, kind: AuditKind): GameChange | null {
  const gameId = interaction.options.getString('game', true).trim();
  const parsed = GameChangeSchema.safeParse({
    kind,
    gameId,
    userId: interaction.options.getUser('player')?.id,
    from: interaction.options.getUser('player')?.id,
    to: interaction.options.getUser('substitute')?.id,
  });
  return parsed.success ? parsed.data : null;
}

/** The change to log, or why not: the game's refusals, and (issue 37) a replaced player off the roster. */
function decideChange(record: LeagueRecord, change: GameChange): Change {
  if (change.kind === 'replace' && !record.league.roster.includes(change.from))
    return { refusal: 'league.audit.replaceOffRoster', params: { player: `<@${change.from}>` } };
  const refusal = auditRefusal(record.results, record.audit, change);
  return refusal ? { refusal: REFUSAL_KEYS[refusal], params: { game: change.gameId } } : { change };
}

export function auditChange(kind: AuditKind) {
  return async (ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> => {
    const found = await whichLeague(ctx, interaction, 'change');
    if (!found) return;
    if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
    const change = changeOf(interaction, kind);
    if (!change) return tell(interaction, 'reply.notUnderstood');
    const done = await logChange(ctx, interaction, found, (record) => decideChange(record, change));
    if (!done) return;
    await ctx.leagues.refreshBoard(found.league.guildId, found.league.id);
    await interaction.reply({
      content: auditLine(done.entry, await serverLanguage(ctx, interaction)),
      allowedMentions: mentionOnly(),
    });
  };
}

export async function showAudit(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction);
  if (!found) return;
  const locale = await serverLanguage(ctx, interaction);
  const page = auditPage(found, locale, 0);
  await interaction.reply({
    ...withOlderButton(page, found.league.id, locale),
    allowedMentions: mentionOnly(),
  });
}

/** The audit log, newest first, as many entries as fit in one message (issue 42: 2,000 characters). */
export function auditText(
  record: Pick<LeagueRecord, 'league' | 'audit'>,
  locale: string,
  limit?: number,
): string {
  return auditPage(record, locale, 0, limit).content;
}
