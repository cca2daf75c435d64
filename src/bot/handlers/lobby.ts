// Join, Leave, Start and Add computer player on the lobby message; each edits the lobby in place as its answer.
import type { ButtonInteraction, GuildMember } from 'discord.js';
import { newGame } from '../../engine/index';
import { hostName, seatOfUser, userIdOf, type GameRecord } from '../../store/index';
import { describeGame, gameSpec } from '../../verify/index';
import type { BotContext } from '../context';
import { computerSeat, DEFAULT_LEVEL } from '../computer-seats';
import { lobbyMessage } from '../lobby-message';
import { saveRecord } from '../records';
import { inLobby, storedGame, theHost } from '../preconditions';
import { plural } from '../../i18n/index';
import { refuse, tell } from './reply';
import { nameText } from '../name-text';

type LobbyKind = 'join' | 'leave' | 'start' | 'computer';

/** The name a player goes by in this server, from the interaction (the member cache may be empty). */
export function displayName(
  interaction: ButtonInteraction | { member: unknown; user: { displayName: string } },
): string {
  const member = interaction.member as GuildMember | { nick?: string | null } | null;
  if (member && 'displayName' in member && typeof member.displayName === 'string') return member.displayName;
  if (member && 'nick' in member && member.nick) return member.nick;
  return interaction.user.displayName;
}

export function lobbyClick(ctx: BotContext, interaction: ButtonInteraction, gameId: string, kind: LobbyKind) {
  return ctx.queue.run(gameId, async () => {
    const stored = await storedGame(ctx, gameId);
    const lobby = stored.ok ? inLobby(stored.value) : stored;
    if (!lobby.ok) return refuse(interaction, lobby.refusal);
    const record = lobby.value;
    if (kind === 'join') return join(ctx, interaction, record);
    if (kind === 'leave') return leave(ctx, interaction, record);
    if (kind === 'computer') return addComputer(ctx, interaction, record);
    return start(ctx, interaction, record);
  });
}

async function join(ctx: BotContext, interaction: ButtonInteraction, record: GameRecord) {
  const userId = interaction.user.id;
  if (seatOfUser(record.seats, userId) >= 0) return tell(interaction, 'reply.alreadySeated');
  if (record.seats.length >= record.settings.players) return tell(interaction, 'reply.full');
  const seat = { kind: 'human' as const, userId, name: displayName(interaction).slice(0, 100) };
  const saved = await saveRecord(ctx, { ...record, seats: [...record.seats, seat] });
  await interaction.update(lobbyMessage(saved));
}

async function leave(ctx: BotContext, interaction: ButtonInteraction, record: GameRecord) {
  const userId = interaction.user.id;
  if (seatOfUser(record.seats, userId) < 0) return tell(interaction, 'reply.notSeated');
  if (userId === record.hostId) return tell(interaction, 'reply.hostCannotLeave');
  const saved = await saveRecord(ctx, {
    ...record,
    seats: record.seats.filter((s) => userIdOf(s) !== userId),
  });
  await interaction.update(lobbyMessage(saved));
}

/** The host fills a free seat with a computer player of the game's level (issue 14). */
async function addComputer(ctx: BotContext, interaction: ButtonInteraction, record: GameRecord) {
  const host = theHost(record, interaction.user.id, 'reply.hostOnlyComputer', {
    host: nameText(hostName(record)),
  });
  if (!host.ok) return refuse(interaction, host.refusal);
  if (record.seats.length >= record.settings.players) return tell(interaction, 'reply.full');
  const level = record.settings.computerLevel ?? DEFAULT_LEVEL;
  const seat = computerSeat(record.seats, level, record.locale);
  // Issue 20: the host's cap on games alone against computer players holds here too.
  const result = await ctx.openings.fillWithComputer(record, () =>
    saveRecord(ctx, { ...record, seats: [...record.seats, seat] }),
  );
  if ('key' in result) return tell(interaction, result.key, { count: result.count });
  await interaction.update(lobbyMessage(result.filled));
}

async function start(ctx: BotContext, interaction: ButtonInteraction, record: GameRecord) {
  const host = theHost(record, interaction.user.id, 'reply.hostOnly', { host: nameText(hostName(record)) });
  if (!host.ok) return refuse(interaction, host.refusal);
  if (record.seats.length !== record.settings.players)
    return tell(interaction, 'reply.notEnough', {
      needed: plural('reply.notEnough.needed', record.settings.players, {}, interaction.locale),
      joined: plural('reply.notEnough.joined', record.seats.length, {}, interaction.locale),
    });
  // K-70 … K-73: the advanced rules chosen at /kogge new; the same spec a verifier rebuilds.
  const created = newGame(gameSpec(describeGame(record)));
  if (!created.ok) {
    ctx.logger.error({ game: record.id, code: created.error.code }, 'the engine refused the lobby');
    return tell(interaction, 'reply.failed');
  }
  const saved = await saveRecord(ctx, { ...record, status: 'playing', state: created.state });
  await interaction.update(lobbyMessage(saved));
  void ctx.publisher.request(saved);
  ctx.computers.nudge(saved);
  ctx.deadlines.arm(saved.id, saved);
}
