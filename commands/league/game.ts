// /league game p1:@a p2:@b …: an admin opens a rated league game for members of the roster.
// It is an ordinary game (its own thread, the same play and deadlines), started at once with
// the league's options; its record names the league, so its end is recorded there.
import { randomBytes } from 'node:crypto';
import {
  ChannelType,
  PermissionFlagsBits,
  ThreadAutoArchiveDuration,
  type ChatInputCommandInteraction,
} from 'discord.js';
import { newGame, VARIANT_OPTIONS, type Variant } from '../../src/engine/index';
import { joinNames, t, userText } from '../../src/i18n/index';
import {
  deferNoted,
  type BotContext,
  computerSeat,
  currentSeason,
  DEFAULT_LEVEL,
  lobbyMessage,
  mentionOnly,
  refuse,
  saveRecord,
  send,
  serverLanguage,
  tell,
  type Result,
} from '../../src/bot/index';
import { enginePlayers, RECORD_VERSION, type GameRecord, type Seat } from '../../src/store/index';
import type { LeagueRecord } from '../../src/store/index';
import { isLeagueAdmin } from './admin';
import { whichLeague } from './which-league';

export const SEAT_OPTIONS = ['p1', 'p2', 'p3', 'p4'] as const;
const NEEDS = [
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.AttachFiles,
  PermissionFlagsBits.CreatePublicThreads,
  PermissionFlagsBits.SendMessagesInThreads,
];

export async function leagueGame(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const found = await whichLeague(ctx, interaction, 'change');
  if (!found) return;
  if (!isLeagueAdmin(interaction, found.league)) return tell(interaction, 'league.notAdmin');
  const users = SEAT_OPTIONS.flatMap((o) => interaction.options.getUser(o) ?? []);
  const players = [...new Map(users.map((u) => [u.id, u])).values()];
  const { min, max } = found.league.options.players;
  // The league's and the members' names are typed by people: text, never markdown (issue 42).
  const name = userText(found.league.name);
  const computers = interaction.options.getInteger('computers') ?? 0;
  if (computers > 0 && !found.league.options.computersAllowed)
    return tell(interaction, 'league.game.noComputers', { name });
  const seatCount = players.length + computers;
  if (players.length !== users.length || seatCount < min || seatCount > max)
    return tell(interaction, 'league.game.count', { name, min, max });
  const outside = players.filter((u) => !found.league.roster.includes(u.id));
  if (outside.length > 0)
    return tell(interaction, 'league.game.notOnRoster', {
      name,
      players: joinNames(
        outside.map((u) => userText(u.displayName)),
        interaction.locale,
      ),
    });
  if (!canOpenHere(interaction)) return tell(interaction, 'league.game.cannotPost');
  await deferNoted(ctx, interaction, 'reply');
  // Issue 25: the public answer and the computers' names in the server's language.
  const locale = await serverLanguage(ctx, interaction);
  const people = players.map((u): Seat => ({
    kind: 'human',
    userId: u.id,
    name: seatName(interaction, u.id, u.displayName),
  }));
  // A computer player makes the game unrated (src/league): it counts for points only.
  const seats = [...people];
  for (let i = 0; i < computers; i++) seats.push(computerSeat(seats, DEFAULT_LEVEL, locale));
  const opened = await openLeagueGame(ctx, interaction, found, seats);
  if (!opened.ok) return refuse(interaction, opened.refusal);
  const saved = opened.value;
  await interaction.editReply({
    content: t(
      'league.game.opened',
      {
        name,
        players: joinNames(
          seats.map((s) => userText(s.name)),
          locale,
        ),
        thread: `<#${saved.channelId}>`,
      },
      locale,
    ),
    allowedMentions: mentionOnly(),
  });
}

/** League games are played in threads of a text channel where the bot may post. */
export function canOpenHere(interaction: ChatInputCommandInteraction): boolean {
  const channel = interaction.channel;
  return channel?.type === ChannelType.GuildText && interaction.appPermissions.has(NEEDS);
}

/**
 * Opens the thread, saves the started game, posts its lobby and board; answers the saved
 * record, or the refusal of a save another process overtook. `round`: the number of the round
 * (of the running season) that opens it.
 */
export async function openLeagueGame(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  found: LeagueRecord,
  seats: Seat[],
  round?: number,
): Promise<Result<GameRecord>> {
  // Issue 37: the league's game counts against its channel's cap, and against no person's.
  const claim = await ctx.openings.claim({
    guildId: found.league.guildId,
    channelId: interaction.channelId,
    hostId: interaction.user.id,
    computersOnly: false,
    inChannel: false,
    league: true,
  });
  if (!claim.ok) return claim;
  const place = claim.value;
  try {
    return await openClaimed(ctx, interaction, found, seats, place.name, round);
  } finally {
    place.release();
  }
}

async function openClaimed(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  found: LeagueRecord,
  seats: Seat[],
  name: (gameId: string) => void,
  round: number | undefined,
): Promise<Result<GameRecord>> {
  const league = found.league;
  const id = randomBytes(5).toString('hex');
  name(id);
  // Issue 25: the game's public posts in the language /kogge server language chose.
  const locale = await serverLanguage(ctx, interaction);
  const channel = interaction.channel;
  if (!channel || channel.type !== ChannelType.GuildText)
    throw new Error('league games open in a text channel');
  const thread = await channel.threads.create({
    name: t('thread.name', { id }, locale),
    type: ChannelType.PublicThread,
    autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
  });
  const seed = ctx.seeds();
  const options = league.options.game;
  const created = newGame({ seed, players: enginePlayers(seats), options });
  if (!created.ok) throw new Error(`the engine refused a league game: ${created.error.code}`);
  const rules = (Object.keys(VARIANT_OPTIONS) as Variant[]).filter((rule) => options[VARIANT_OPTIONS[rule]]);
  const draft: GameRecord = {
    recordVersion: RECORD_VERSION,
    id,
    version: -1,
    guildId: league.guildId,
    channelId: thread.id,
    hostId: interaction.user.id,
    locale,
    status: 'playing',
    settings: {
      players: seats.length,
      holdings: options.holdings,
      rules,
      seed,
      deadlineMinutes: league.options.deadlineMinutes,
      // Issue 24: first-game hints are off in league games.
      hints: false,
    },
    seats,
    state: created.state,
    actions: [],
    messages: { lobby: null, post: null },
    createdAt: Date.now(),
    updatedAt: Date.now(),
    league: {
      id: league.id,
      name: league.name,
      season: currentSeason(found).number,
      // Issue 37: a later /league edit applies to games opened afterwards.
      rules: {
        takeBacksAllowed: league.options.takeBacksAllowed,
        missedDeadlines: league.options.missedDeadlines,
      },
      ...(round === undefined ? {} : { round }),
    },
    // Issue 37: kept from the first move, so a game where no seat made one counts for nobody.
    moved: [],
  };
  const drafted = await saveRecord(ctx, draft);
  if (!drafted.ok) return drafted;
  const first = drafted.value;
  const lobby = await send(ctx, first.channelId, lobbyMessage(first));
  const stored = await saveRecord(ctx, { ...first, messages: { ...first.messages, lobby: lobby.id } });
  if (!stored.ok) return stored;
  const saved = stored.value;
  void ctx.publisher.request(saved.id);
  ctx.computers.nudge(saved.id);
  ctx.deadlines.arm(saved.id, saved);
  return stored;
}

/** The member's name on this server where the interaction carries it, else their own. */
function seatName(interaction: ChatInputCommandInteraction, userId: string, fallback: string): string {
  const member = interaction.options.getMember(
    SEAT_OPTIONS.find((o) => interaction.options.getUser(o)?.id === userId) ?? 'p1',
  );
  const nick = member && 'displayName' in member ? member.displayName : null;
  return (nick ?? fallback).slice(0, 100);
}
