// Join, Leave, Start and Add computer player on the lobby message; each edits the lobby in place as its answer.
// Issue 27: a lobby click waits behind its game's queue and a save like an action, so it is
// acknowledged at once when its answer may be slow (deferAfterMs), else if it turns out slow.
import type { ButtonInteraction, GuildMember, InteractionUpdateOptions } from 'discord.js';
import { hostName, seatOfUser, userIdOf, type GameRecord } from '../../store/index';
import { announceStart, begun } from '../begin-game';
import type { BotContext } from '../context';
import { computerSeat, DEFAULT_LEVEL } from '../computer-seats';
import { lobbyMessage } from '../lobby-message';
import { saveRecord } from '../records';
import { inLobby, storedGame, theHost } from '../preconditions';
import { plural, type MessageKey, type ParamsArg, type PlainKey } from '../../i18n/index';
import { refuse, tell } from './reply';
import type { Refusal } from '../result';
import { nameText } from '../name-text';
import { deferAfterMs, guardLateAnswer, type LateGuard } from './late-answer';
import { notedDefer } from '../noted-defer';
import { offerTutorial } from '../tutorial/offer';

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

/**
 * The lobby's answers: the lobby message edited in place, or an ephemeral sentence (reply.ts
 * sends it as a follow-up once the click was deferred, so the lobby itself stays). Each waits
 * first for a defer already on its way.
 */
interface LobbyAnswer {
  update(message: InteractionUpdateOptions): Promise<void>;
  late: LateGuard;
}

/**
 * A deferred lobby click is noted as an update (noted-defer.ts): a restart answers it with a
 * sentence beside the lobby, never over '@original', which here is the public lobby itself.
 */
export async function lobbyClick(
  ctx: BotContext,
  interaction: ButtonInteraction,
  gameId: string,
  kind: LobbyKind,
) {
  const late = guardLateAnswer(
    notedDefer(ctx, interaction, 'update', { kind: 'command', gameId }),
    deferAfterMs(ctx, interaction, gameId),
  );
  const answer: LobbyAnswer = {
    late,
    async update(message) {
      await late.settle();
      if (interaction.deferred) await interaction.editReply(message);
      else await interaction.update(message);
    },
  };
  let joined = false;
  try {
    await ctx.queue.run(gameId, async () => {
      const stored = await storedGame(ctx, gameId);
      const lobby = stored.ok ? inLobby(stored.value) : stored;
      if (!lobby.ok) return sayRefusal(answer, interaction, lobby.refusal);
      const record = lobby.value;
      if (kind === 'join') {
        joined = await join(ctx, interaction, record, answer);
        return;
      }
      if (kind === 'leave') return leave(ctx, interaction, record, answer);
      if (kind === 'computer') return addComputer(ctx, interaction, record, answer);
      return start(ctx, interaction, record, answer);
    });
  } finally {
    // Whatever happens, no defer after this: the router's own answer to a failure comes next.
    await late.settle();
  }
  // Issue 38: a newcomer's first game offers the tutorial, to them alone (outside the game's queue).
  if (joined) await offerTutorial(ctx, interaction);
}

/** A sentence instead of the lobby, once any defer on its way has landed. */
async function say<K extends MessageKey>(
  answer: LobbyAnswer,
  interaction: ButtonInteraction,
  key: K,
  ...params: ParamsArg<K>
) {
  await answer.late.settle();
  return tell(interaction, key, ...params);
}

/** A precondition's refusal instead of the lobby, once any defer on its way has landed. */
async function sayRefusal(answer: LobbyAnswer, interaction: ButtonInteraction, refusal: Refusal) {
  await answer.late.settle();
  return refuse(interaction, refusal);
}

/** Seats the clicker; true once they sit (the lobby shows them). */
async function join(
  ctx: BotContext,
  interaction: ButtonInteraction,
  record: GameRecord,
  answer: LobbyAnswer,
): Promise<boolean> {
  const userId = interaction.user.id;
  const no = (key: PlainKey) => say(answer, interaction, key).then(() => false);
  if (seatOfUser(record.seats, userId) >= 0) return no('reply.alreadySeated');
  if (record.seats.length >= record.settings.players) return no('reply.full');
  const seat = { kind: 'human' as const, userId, name: displayName(interaction).slice(0, 100) };
  const saved = await saveRecord(ctx, { ...record, seats: [...record.seats, seat] });
  if (!saved.ok) return no(saved.refusal.key);
  await answer.update(lobbyMessage(saved.value));
  return true;
}

async function leave(
  ctx: BotContext,
  interaction: ButtonInteraction,
  record: GameRecord,
  answer: LobbyAnswer,
) {
  const userId = interaction.user.id;
  if (seatOfUser(record.seats, userId) < 0) return say(answer, interaction, 'reply.notSeated');
  if (userId === record.hostId) return say(answer, interaction, 'reply.hostCannotLeave');
  const saved = await saveRecord(ctx, {
    ...record,
    seats: record.seats.filter((s) => userIdOf(s) !== userId),
  });
  if (!saved.ok) return say(answer, interaction, saved.refusal.key);
  await answer.update(lobbyMessage(saved.value));
}

/** The host fills a free seat with a computer player of the game's level (issue 14). */
async function addComputer(
  ctx: BotContext,
  interaction: ButtonInteraction,
  record: GameRecord,
  answer: LobbyAnswer,
) {
  const host = theHost(record, interaction.user.id, 'reply.hostOnlyComputer', {
    host: nameText(hostName(record)),
  });
  if (!host.ok) return sayRefusal(answer, interaction, host.refusal);
  if (record.seats.length >= record.settings.players) return say(answer, interaction, 'reply.full');
  const level = record.settings.computerLevel ?? DEFAULT_LEVEL;
  const seat = computerSeat(record.seats, level, record.locale);
  // Issue 20: the host's cap on games alone against computer players holds here too.
  const result = await ctx.openings.fillWithComputer(record, () =>
    saveRecord(ctx, { ...record, seats: [...record.seats, seat] }),
  );
  if (!result.ok) return say(answer, interaction, result.refusal.key, result.refusal.params);
  const saved = result.value;
  if (!saved.ok) return say(answer, interaction, saved.refusal.key);
  await answer.update(lobbyMessage(saved.value));
}

async function start(
  ctx: BotContext,
  interaction: ButtonInteraction,
  record: GameRecord,
  answer: LobbyAnswer,
) {
  const host = theHost(record, interaction.user.id, 'reply.hostOnly', { host: nameText(hostName(record)) });
  if (!host.ok) return sayRefusal(answer, interaction, host.refusal);
  if (record.seats.length !== record.settings.players)
    return say(answer, interaction, 'reply.notEnough', {
      needed: plural('reply.notEnough.needed', record.settings.players, {}, interaction.locale),
      joined: plural('reply.notEnough.joined', record.seats.length, {}, interaction.locale),
    });
  const playing = begun(ctx, record);
  if (!playing) return say(answer, interaction, 'reply.failed');
  const stored = await saveRecord(ctx, playing);
  if (!stored.ok) return say(answer, interaction, stored.refusal.key);
  const saved = stored.value;
  await answer.update(lobbyMessage(saved));
  announceStart(ctx, saved);
}
