// Opening a game for whoever typed /kogge new or pressed a welcome's button that stands for
// it (handlers/welcome.ts): the same checks, caps and lobby either way. A thread is opened
// where the bot may make one; otherwise the game is played in the channel.
import { randomBytes } from 'node:crypto';
import {
  ChannelType,
  PermissionFlagsBits,
  ThreadAutoArchiveDuration,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { z } from 'zod';
import { generatorOf } from '../engine/index';
import { t } from '../i18n/index';
import { RECORD_VERSION, SEAT_LEVELS, type GameRecord, type Seat, type SeatLevel } from '../store/index';
import { send } from './channel-posts';
import { computerSeat } from './computer-seats';
import { mentionOnly, type BotContext } from './context';
import { isMissingPermissions } from './discord-errors';
import { displayName } from './handlers/lobby';
import { refuse, tell } from './handlers/reply';
import { lobbyMessage } from './lobby-message';
import { openedLine } from './opened-line';
import { saveRecord } from './records';
import { serverLanguage } from './server-language';
import { deferNoted, noteGame } from './noted-defer';
import { offerTutorial } from './tutorial/offer';
import { announceStart, begun } from './begin-game';

export const NEW_GAME_RULES = ['taxes', 'offices', 'conflicts', 'memory'] as const;

/** What /kogge new asks for, checked: its slash options, or a welcome button's fixed ones. */
export const NewGameOptionsSchema = z.object({
  /** People; with `computers`, two to four seats in all. */
  players: z.number().int().min(1).max(4),
  computers: z.number().int().min(0).max(3),
  level: z.enum(SEAT_LEVELS),
  holdings: z.enum(['open', 'hidden']),
  rules: z.array(z.enum(NEW_GAME_RULES)),
  hints: z.boolean(),
  /** Issue 26: the coach's Hint button for every player. */
  coach: z.boolean(),
});

/** What the bot needs where a game is opened, to post it there; and to open its thread. */
export const POST = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.AttachFiles,
  PermissionFlagsBits.ReadMessageHistory,
];
export const THREAD = [PermissionFlagsBits.CreatePublicThreads, PermissionFlagsBits.SendMessagesInThreads];

/** What /kogge new asks for: the defaults are those of the command without options. */
export type NewGameOptions = z.infer<typeof NewGameOptionsSchema>;

/**
 * Issue 38: a game whose every other seat is a computer player's may start as it opens (the
 * welcome's "Play against computer players"): the answer is then the host's first decision,
 * given by `started` with the saved record and its thread, instead of the lobby's line.
 */
export type StartedAnswer = (saved: GameRecord, thread: string | null) => Promise<void>;

/**
 * Opens a game for whoever typed /kogge new or pressed a button that stands for it (the
 * welcome's, welcome.ts): the same checks, caps and lobby either way.
 */
export async function openGameFor(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  { players, computers, level, holdings, rules, hints, coach }: NewGameOptions,
  started?: StartedAnswer,
): Promise<void> {
  if (!interaction.inGuild() || !interaction.channel) return tell(interaction, 'new.guildOnly');
  const seatCount = players + computers;
  if (seatCount < 2 || seatCount > 4) return tell(interaction, 'new.seatsOutOfRange');
  const can = interaction.appPermissions;
  if (!can.has(POST)) return tell(interaction, 'new.cannotPost');
  const claim = await ctx.openings.claim({
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    hostId: interaction.user.id,
    computersOnly: players === 1,
    // Typed in a thread (a game's, say), the game would be played in that thread itself.
    inChannel: !can.has(THREAD) || interaction.channel.type !== ChannelType.GuildText,
  });
  if (!claim.ok) return refuse(interaction, claim.refusal);
  const place = claim.value;
  try {
    const chosen = { seatCount, holdings, rules, level, computers, hints, coach };
    // Only a game with no seat left for anyone else starts at once.
    await open(ctx, interaction, chosen, place.name, players === 1 ? started : undefined);
  } finally {
    place.release();
  }
}

interface Chosen {
  seatCount: number;
  holdings: 'open' | 'hidden';
  rules: (typeof NEW_GAME_RULES)[number][];
  level: SeatLevel;
  computers: number;
  hints: boolean;
  coach: boolean;
}

/** Opens the thread (or not), saves the lobby and posts it; the caps were checked before. */
async function open(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction<'cached' | 'raw'> | ButtonInteraction<'cached' | 'raw'>,
  { seatCount, holdings, rules, level, computers, hints, coach }: Chosen,
  /** Names the game to the place held for it (openings.ts), before it enters the index. */
  name: (gameId: string) => void,
  /** Set: the game starts as it opens, and this answers (ephemerally: the host's panel). */
  started?: StartedAnswer,
): Promise<void> {
  const can = interaction.appPermissions;
  await deferNoted(ctx, interaction, started ? 'ephemeral' : 'reply', { kind: 'new' });
  const id = randomBytes(5).toString('hex');
  // Noted with the game it opens: a restart finds the lobby and points to it (noted-defer.ts).
  await noteGame(ctx, interaction, id);
  const host = {
    kind: 'human' as const,
    userId: interaction.user.id,
    name: displayName(interaction).slice(0, 100),
  };
  const locale = await serverLanguage(ctx, interaction);
  const thread = can.has(THREAD) ? await openThread(ctx, interaction, id, locale) : null;
  const seed = ctx.seeds();
  const draft: GameRecord = {
    recordVersion: RECORD_VERSION,
    id,
    version: -1,
    guildId: interaction.guildId,
    channelId: thread ?? interaction.channelId,
    hostId: host.userId,
    locale,
    status: 'lobby',
    settings: {
      players: seatCount,
      holdings,
      rules,
      computerLevel: level,
      seed,
      generator: generatorOf(seed),
      // Off is stored; on is the default a record without the field means.
      ...(hints ? {} : { hints: false }),
      ...(coach ? {} : { coach: false }),
    },
    seats: withComputers([host], computers, level, locale),
    state: null,
    actions: [],
    messages: { lobby: null, post: null },
    createdAt: Date.now(),
    updatedAt: Date.now(),
  };
  name(id);
  // Issue 38: started as it opens, in the same first save (its lobby then says so).
  const first = (started && begun(ctx, draft)) || draft;
  // In the game's queue, as every change to a record: a Join clicked the moment the lobby
  // shows waits until its id is noted, instead of saving first and failing this save.
  // Issue 22: saved once; the lobby message's id is noted in the store's post note, not by a
  // second save. A kill between the save and the send leaves a lobby without its message,
  // which start-up sends (lobby-repair.ts); a kill after the send, one it finds and notes.
  const opened = await ctx.queue.run(id, async () => {
    const created = await saveRecord(ctx, first);
    if (!created.ok) return created;
    const lobby = await send(ctx, created.value.channelId, lobbyMessage(created.value));
    const noted = await ctx.store.notePost(created.value, { post: null, lobby: lobby.id });
    // Issue 20: a lobby nobody starts closes after a while; its timer lives with the deadlines.
    ctx.deadlines.arm(noted.id, noted);
    return created;
  });
  if (!opened.ok) return refuse(interaction, opened.refusal);
  if (started && opened.value.status === 'playing') {
    announceStart(ctx, opened.value);
    return started(opened.value, thread);
  }
  const content = thread
    ? openedLine(opened.value, host.name, thread, locale)
    : t('new.inChannel', {}, locale);
  await interaction.editReply({ content, allowedMentions: mentionOnly() });
  // Issue 38: a newcomer's first game offers the tutorial, to them alone.
  await offerTutorial(ctx, interaction);
}

/** The host's seat, then the computer players asked for (people join the seats left). */
function withComputers(seats: Seat[], computers: number, level: SeatLevel, locale: string): Seat[] {
  const out = [...seats];
  for (let i = 0; i < computers; i++) out.push(computerSeat(out, level, locale));
  return out;
}

/** The thread's id, or null where the bot may not make one here (it says so and plays in the channel). */
export async function openThread(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  id: string,
  locale: string,
  name = t('thread.name', { id }, locale),
): Promise<string | null> {
  const channel = interaction.channel;
  if (!channel || channel.type !== ChannelType.GuildText) return null;
  try {
    const thread = await channel.threads.create({
      name,
      type: ChannelType.PublicThread,
      autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
    });
    return thread.id;
  } catch (error) {
    if (!isMissingPermissions(error)) throw error;
    ctx.logger.info({ channel: interaction.channelId }, 'no thread allowed; playing in the channel');
    return null;
  }
}
