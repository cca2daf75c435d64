// Issue 38: /kogge tutorial and the welcome's "Learn to play" button. One click to the first
// decision: the thread is opened, the game (the person and three computer players on the
// script's seed) is saved already started, its board posted, and the answer is the person's
// own panel at step 1. It is a game like any other (the game service, the computer players,
// the publisher), under the same caps as a game alone against computer players; only its
// record names the script (`settings.tutorial`). Asked again while one is still on its script,
// the answer is that game's panel where it stands.
import { randomBytes } from 'node:crypto';
import { ChannelType, type ButtonInteraction, type ChatInputCommandInteraction } from 'discord.js';
import { generatorOf, newGame } from '../../engine/index';
import { t } from '../../i18n/index';
import { RECORD_VERSION, type GameRecord, type Seat } from '../../store/index';
import { describeGame, gameSpec } from '../../verify/index';
import { computerSeat } from '../computer-seats';
import { mentionOnly, type BotContext } from '../context';
import { displayName } from '../handlers/lobby';
import { panelFor } from '../handlers/panel';
import { refuse, tell } from '../handlers/reply';
import { deferNoted, noteGame } from '../noted-defer';
import { openThread, POST, THREAD } from '../open-game';
import { loadRecord, saveRecord } from '../records';
import { serverLanguage } from '../server-language';
import { hintsOf } from '../user-hints';
import { nextStep, tutorialPlace } from './place';
import { PERSON, TUTORIALS } from './script';

type Asking = ChatInputCommandInteraction | ButtonInteraction;

/** Opens the first-round tutorial for the asker, or shows the one they have on its script. */
export async function openTutorial(ctx: BotContext, interaction: Asking): Promise<void> {
  if (!interaction.inGuild() || !interaction.channel) return tell(interaction, 'new.guildOnly');
  const can = interaction.appPermissions;
  if (!can.has(POST)) return tell(interaction, 'new.cannotPost');
  await deferNoted(ctx, interaction, 'ephemeral', { kind: 'new' });
  const running = await runningTutorial(ctx, interaction.guildId, interaction.user.id);
  if (running) {
    await noteGame(ctx, interaction, running.id, 'act');
    return answer(ctx, interaction, running, 'tutorial.resumed');
  }
  const claim = await ctx.openings.claim({
    guildId: interaction.guildId,
    channelId: interaction.channelId,
    hostId: interaction.user.id,
    computersOnly: true,
    inChannel: !can.has(THREAD) || interaction.channel.type !== ChannelType.GuildText,
  });
  if (!claim.ok) return refuse(interaction, claim.refusal);
  try {
    const opened = await open(ctx, interaction, claim.value.name);
    if (opened) await answer(ctx, interaction, opened, 'tutorial.opened');
  } finally {
    claim.value.release();
  }
}

/** Saves the started game, posts its board and lets the computer players in; null when it failed. */
async function open(
  ctx: BotContext,
  interaction: Asking & { guildId: string },
  name: (gameId: string) => void,
): Promise<GameRecord | null> {
  const script = TUTORIALS.firstRound;
  const id = randomBytes(5).toString('hex');
  const locale = await serverLanguage(ctx, interaction);
  const canThread = interaction.appPermissions?.has(THREAD) ?? false;
  const thread = canThread
    ? await openThread(ctx, interaction, id, locale, t('tutorial.thread', { id }, locale))
    : null;
  const person: Seat = {
    kind: 'human',
    userId: interaction.user.id,
    name: displayName(interaction).slice(0, 100),
  };
  const seats: Seat[] = [person];
  while (seats.length < script.seats) seats.push(computerSeat(seats, script.level, locale));
  const settings = {
    players: script.seats,
    holdings: 'hidden' as const,
    rules: [],
    computerLevel: script.level,
    seed: script.seed,
    generator: generatorOf(script.seed),
    tutorial: 'firstRound' as const,
  };
  const created = newGame(gameSpec(describeGame({ id, settings, seats })));
  if (!created.ok) {
    ctx.logger.error({ game: id, code: created.error.code }, 'the engine refused the tutorial');
    await tell(interaction, 'reply.failed');
    return null;
  }
  const draft: GameRecord = {
    recordVersion: RECORD_VERSION,
    id,
    version: -1,
    guildId: interaction.guildId,
    channelId: thread ?? interaction.channelId,
    hostId: person.userId,
    locale,
    status: 'playing',
    settings,
    seats,
    state: created.state,
    actions: [],
    messages: { lobby: null, post: null },
    createdAt: Date.now(),
    updatedAt: Date.now(),
  };
  name(id);
  const saved = await ctx.queue.run(id, () => saveRecord(ctx, draft));
  if (!saved.ok) {
    await refuse(interaction, saved.refusal);
    return null;
  }
  // Noted with its game: a restart answers this interaction with the panel (pending-answers.ts).
  await noteGame(ctx, interaction, id, 'act');
  void ctx.publisher.request(saved.value);
  ctx.computers.nudge(saved.value);
  ctx.deadlines.arm(id, saved.value);
  return saved.value;
}

/** The person's panel in the tutorial game, under a line saying where the game is. */
async function answer(
  ctx: BotContext,
  interaction: Asking,
  record: GameRecord,
  key: 'tutorial.opened' | 'tutorial.resumed',
): Promise<void> {
  const hints = await hintsOf(ctx, record, interaction.user.id);
  const note = t(key, { thread: `<#${record.channelId}>` }, interaction.locale);
  const panel = panelFor(record, hints, record.id, PERSON, interaction.locale, ['main'], note);
  await interaction.editReply({ ...panel, allowedMentions: mentionOnly() });
}

/** The person's tutorial game in this server that is still on its script, if any. */
async function runningTutorial(ctx: BotContext, guildId: string, userId: string): Promise<GameRecord | null> {
  const hosted = (await ctx.store.listRunning(guildId)).filter((game) => game.hostId === userId);
  for (const { id } of hosted) {
    const loaded = await loadRecord(ctx, id);
    if (!loaded.ok) continue;
    const record = loaded.value;
    if (record.status === 'playing' && nextStep(tutorialPlace(record))) return record;
  }
  return null;
}
