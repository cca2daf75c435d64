// Issue 37: /league kick, rename, archive and undo: an admin's change to the league, each kept
// in the audit log with who and why (log-entry.ts). Recorded games always stay: a kicked
// member's results count on, an archived league's table still shows, an undo is a new entry.
import type { ChatInputCommandInteraction } from 'discord.js';
import { sameLeagueName, undoRefusal, type UndoRefusal } from '../../src/league/index';
import type { KeysWithin, MessageKey } from '../../src/i18n/index';
import { type BotContext, nameText, tell } from '../../src/bot/index';
import type { LeagueRecord } from '../../src/store/index';
import { isLeagueAdmin } from './admin';
import { auditLine } from './audit';
import { logChange, type Change } from './log-entry';
import { whichLeague } from './which-league';

/** The league an admin may change, or null once the asker was told why not. */
async function adminsLeague(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<LeagueRecord | null> {
  const found = await whichLeague(ctx, interaction, 'change');
  if (!found) return null;
  if (isLeagueAdmin(interaction, found.league)) return found;
  await tell(interaction, 'league.notAdmin');
  return null;
}

/** Logs `decide`'s change, refreshes the standings message and answers with its log line. */
async function manage(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  decide: (record: LeagueRecord) => Change,
  answer: KeysWithin<'name' | 'line'>,
): Promise<void> {
  const found = await adminsLeague(ctx, interaction);
  if (!found) return;
  const done = await logChange(ctx, interaction, found, decide);
  if (!done) return;
  await ctx.leagues.refreshBoard(done.record.league.guildId, done.record.league.id);
  const name = nameText(done.record.league.name);
  const line = auditLine(done.entry, interaction.locale);
  await tell(interaction, answer, { name, line });
}

export async function kickMember(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const userId = interaction.options.getUser('player', true).id;
  await manage(
    ctx,
    interaction,
    ({ league }) => {
      if (!league.roster.includes(userId))
        return {
          refusal: 'league.kick.notOnRoster',
          params: { player: `<@${userId}>`, name: nameText(league.name) },
        };
      const roster = league.roster.filter((u) => u !== userId);
      return { change: { kind: 'kick', userId }, league: { ...league, roster } };
    },
    'league.kick.done',
  );
}

export async function renameLeague(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const to = interaction.options.getString('name', true).trim();
  if (!to) return tell(interaction, 'league.badName');
  const others = interaction.guildId ? await ctx.leagues.store.list(interaction.guildId) : [];
  await manage(
    ctx,
    interaction,
    ({ league }) => {
      // A name another league has (or whose id would be another's) would make `league:` ambiguous.
      const taken = others.find(
        (r) =>
          r.league.id !== league.id &&
          (sameLeagueName(r.league.name, to) || r.league.id === to.toLowerCase()),
      );
      if (taken) return { refusal: 'league.exists', params: { name: nameText(taken.league.name) } };
      if (league.name === to) return { refusal: 'league.rename.same', params: { name: nameText(to) } };
      return { change: { kind: 'rename', from: league.name, to }, league: { ...league, name: to } };
    },
    'league.rename.done',
  );
}

export async function archiveLeague(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  await manage(
    ctx,
    interaction,
    ({ league }) => ({ change: { kind: 'archive' }, league: { ...league, archived: true } }),
    'league.archive.done',
  );
}

const UNDO_KEYS = {
  NO_ENTRY: 'league.undo.noEntry',
  ALREADY_UNDONE: 'league.undo.already',
  NOT_UNDOABLE: 'league.undo.notUndoable',
} as const satisfies Record<UndoRefusal, MessageKey>;

/** The undone entry's change reverted: a game change stops applying; a kicked member is back. */
export async function undoEntry(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const seq = interaction.options.getInteger('entry', true);
  await manage(
    ctx,
    interaction,
    ({ league, audit }) => {
      const refusal = undoRefusal(audit, seq);
      if (refusal) return { refusal: UNDO_KEYS[refusal], params: { seq } };
      const undone = audit.find((e) => e.seq === seq)?.change;
      const back = undone?.kind === 'kick' && !league.roster.includes(undone.userId);
      const roster = back ? [...league.roster, undone.userId] : league.roster;
      return { change: { kind: 'undo', seq }, league: { ...league, roster } };
    },
    'league.undo.done',
  );
}
