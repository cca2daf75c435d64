// /kogge game seat player:@someone to:<level|player>: K-80, an absent player's seat handed to a
// computer player, and given back. The host or a member who may manage the server decides
// (the player may for their own seat); in a league game only the league's admins hand a seat
// over (issue 37: a rated game is its people's own). The thread hears of it, the store keeps
// it across a restart. Registered beside the action subcommands (slash.ts) in their shape,
// with no choices.
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../../src/i18n/index';
import {
  type ActionSubcommand,
  announce,
  type BotContext,
  DEFAULT_LEVEL,
  displayName,
  gameInChannel,
  handedOver,
  hostOrAdmin,
  isForfeited,
  isHandedOver,
  levelName,
  ok,
  refuse,
  refused,
  type Result,
  storedGame,
  nameText,
  saveRecord,
  tell,
  givenBack,
} from '../../src/bot/index';
import { isLeagueAdmin } from '../league/admin';
import { hostName, SEAT_LEVELS, seatOfUser, type GameRecord, type SeatLevel } from '../../src/store/index';

const BACK = 'player';

function build(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .setName('seat')
    .setDescription(t('cmd.seat'))
    .addUserOption((o) => o.setName('player').setDescription(t('cmd.seat.player')).setRequired(true))
    .addStringOption((o) =>
      o
        .setName('to')
        .setDescription(t('cmd.seat.to'))
        .addChoices(...SEAT_LEVELS.map((level) => ({ name: t(`seat.level.${level}`), value: level })), {
          name: t('cmd.seat.to.player'),
          value: BACK,
        }),
    );
}

async function execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const here = await gameInChannel(ctx, interaction);
  if (!here.ok) return refuse(interaction, here.refusal);
  const gameId = here.value;
  const target = interaction.options.getUser('player', true);
  const to = interaction.options.getString('to');
  if (to !== null && to !== BACK && !(SEAT_LEVELS as readonly string[]).includes(to))
    return tell(interaction, 'reply.notUnderstood');
  await ctx.queue.run(gameId, async () => {
    const loaded = await storedGame(ctx, gameId);
    if (!loaded.ok) return refuse(interaction, loaded.refusal);
    const record = loaded.value;
    if (record.status !== 'playing' || !record.state) return tell(interaction, 'seat.notPlaying');
    const index = seatOfUser(record.seats, target.id);
    if (index < 0) return tell(interaction, 'seat.notSeated', { player: nameText(target.displayName) });
    const allowed = await mayDecide(ctx, interaction, record, target.id === interaction.user.id, to === BACK);
    if (!allowed.ok) return refuse(interaction, allowed.refusal);
    const player = nameText(record.seats[index].name);
    if (to === BACK) return giveBack(ctx, interaction, record, index, player);
    const level = (to as SeatLevel | null) ?? record.settings.computerLevel ?? DEFAULT_LEVEL;
    return handOver(ctx, interaction, record, index, player, level);
  });
  ctx.computers.nudge(gameId);
}

/**
 * Who may decide. Anyone may hand over their own seat and take it back; another's is the
 * host's or an admin's. In a league game (issue 37) only the league's admins hand a seat to a
 * computer player, their own included, and they may give any seat back too.
 */
async function mayDecide(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  record: GameRecord,
  self: boolean,
  back: boolean,
): Promise<Result<string>> {
  const league = record.league;
  const admin = league ? await leagueAdmin(ctx, interaction, record) : false;
  if (league && !back)
    return admin ? ok(interaction.user.id) : refused('seat.leagueDenied', { name: nameText(league.name) });
  if (self || admin) return ok(interaction.user.id);
  const host = { host: nameText(hostName(record)) };
  return hostOrAdmin(record, interaction.user.id, interaction.memberPermissions, 'seat.denied', host);
}

/**
 * Issue 37: whether the asker runs the game's league (a league no longer stored is run by
 * those who may manage the server, as isLeagueAdmin reads a missing league).
 */
async function leagueAdmin(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  record: GameRecord,
): Promise<boolean> {
  const link = record.league;
  if (!link) return false;
  const loaded = await ctx.leagues.store.load(record.guildId, link.id);
  return isLeagueAdmin(interaction, loaded.ok ? loaded.record.league : null);
}

async function handOver(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  record: GameRecord,
  index: number,
  player: string,
  level: SeatLevel,
): Promise<void> {
  const named = { player, level: levelName(level, record.locale) };
  const seat = record.seats[index];
  if (seat.kind === 'human' && seat.standIn === level)
    return tell(interaction, 'seat.already', { ...named, level: levelName(level, interaction.locale) });
  const after = handedOver(record, index, level);
  // Issue 20: the host's cap on games against computer players holds here too.
  const result = await ctx.openings.handOverToComputer(record, after, () => saveRecord(ctx, after));
  if (!result.ok) {
    const { count } = result.refusal.params;
    return tell(interaction, 'seat.tooManyComputerGames', { host: hostName(record), count });
  }
  if (!result.value.ok) return refuse(interaction, result.value.refusal);
  const saved = result.value.value;
  await tell(interaction, 'seat.handed.done', { player, level: levelName(level, interaction.locale) });
  // Issue 38: one's own seat is said as such ("Anna handed her seat"), not by name twice.
  if (seat.kind === 'human' && seat.userId === interaction.user.id)
    await announce(ctx, saved, 'seat.handed.public.own', named);
  else
    await announce(ctx, saved, 'seat.handed.public', { ...named, who: nameText(displayName(interaction)) });
  // The post stops pinging the seat's person (and names the seat instead).
  void ctx.publisher.request(saved.id);
}

async function giveBack(
  ctx: BotContext,
  interaction: ChatInputCommandInteraction,
  record: GameRecord,
  index: number,
  player: string,
): Promise<void> {
  if (isForfeited(record, index)) return tell(interaction, 'seat.forfeited', { player });
  if (!isHandedOver(record, index)) return tell(interaction, 'seat.notHanded', { player });
  const stored = await saveRecord(ctx, givenBack(record, index));
  if (!stored.ok) return refuse(interaction, stored.refusal);
  const saved = stored.value;
  await tell(interaction, 'seat.back.done', { player });
  await announce(ctx, saved, 'seat.back.public', { player });
  void ctx.publisher.request(saved.id);
}

export const seatCommand: ActionSubcommand = {
  name: 'seat',
  option: null,
  types: [],
  build,
  execute,
  autocomplete: (_ctx, interaction) => interaction.respond([]),
};
