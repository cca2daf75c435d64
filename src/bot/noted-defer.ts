// The one place the bot defers an interaction (issue 42). A process killed between a defer and
// its answer would leave the person's reply "thinking…" until Discord gives up, so every defer
// is noted in the store first (its kind, token and time) and forgotten once answered; at
// start-up the next process answers each note still there in kind (pending-clicks.ts). A test
// (test/bot/noted-defer-scan.test.ts) checks that no other file calls deferReply or deferUpdate.
import { setTimeout as sleep } from 'node:timers/promises';
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import type { DeferKind, PendingClick } from '../store/index';
import type { BotContext } from './context';
import { countDeferred } from '../metrics/index';

/** How a defer acknowledges: a public reply to come, an ephemeral one, or the clicked message. */
export type DeferHow = 'reply' | 'ephemeral' | 'update';

/** What the next process needs to answer it: its kind and, where there is one, its game. */
export interface DeferNote {
  kind: DeferKind;
  gameId?: string;
}

/** How long a defer waits for its note at least: a SQLite write takes a few ms at rest. */
export const NOTE_WAIT_MS = 250;

/**
 * How old an interaction may grow while its defer waits for the note: the defer then still
 * reaches Discord well inside its 3 s (docs "Receiving and Responding"), and a note queued
 * behind a busy store's saves has that long to land before a kill could find it unnoted.
 */
export const NOTE_WAIT_UNTIL_AGE_MS = 1_500;

/** Interactions noted by this process and not yet forgotten: only those cost a delete. */
const noted = new Set<string>();

/**
 * Notes the interaction, then defers it; resolves once both are done. Issue 28: noted first,
 * a kill right after the defer still finds it. Issue 27: a store write queued behind every
 * other game's saves must not make the defer miss Discord's 3 s, so the defer waits for the
 * note only until the interaction is NOTE_WAIT_UNTIL_AGE_MS old (NOTE_WAIT_MS at least).
 * Commands call it as `await deferNoted(ctx, interaction, 'ephemeral')`.
 */
export async function deferNoted(
  ctx: BotContext,
  interaction: RepliableInteraction,
  how: DeferHow,
  note: DeferNote = { kind: 'command' },
): Promise<void> {
  noted.add(interaction.id);
  // A store that cannot note it must not cost the interaction its defer (and so its answer).
  const writing = notePending(ctx, pendingOf(interaction, how, note));
  await Promise.race([writing, sleep(noteWait(interaction.createdTimestamp))]);
  await deferNow(interaction, how);
  countDeferred();
  await writing;
}

/** The same as a thunk, for the late-answer guard (handlers/late-answer.ts) to call when slow. */
export function notedDefer(
  ctx: BotContext,
  interaction: RepliableInteraction,
  how: DeferHow,
  note: DeferNote,
): () => Promise<void> {
  return () => deferNoted(ctx, interaction, how, note);
}

/**
 * `/kogge new` noted again once its game's id is drawn: the next process can find the lobby.
 * `/kogge tutorial` notes its game as `act` once saved: the next process answers its panel.
 */
export async function noteGame(
  ctx: BotContext,
  interaction: RepliableInteraction,
  gameId: string,
  kind: 'new' | 'act' = 'new',
) {
  if (!noted.has(interaction.id)) return;
  await notePending(ctx, pendingOf(interaction, 'reply', { kind, gameId }));
}

/** Forgets a noted interaction once its answer has gone out (or failed for good). */
export async function forgetAnswered(ctx: BotContext, interaction: { id: string }): Promise<void> {
  if (!noted.delete(interaction.id)) return;
  await ctx.store
    .forgetPending(interaction.id)
    .catch((error: unknown) => ctx.logger.warn({ err: String(error) }, 'pending click not forgotten'));
}

/** How long a defer waits for its note: at least NOTE_WAIT_MS, longer while it is young. */
export function noteWait(createdAt: number, now = Date.now()): number {
  return Math.max(NOTE_WAIT_MS, createdAt + NOTE_WAIT_UNTIL_AGE_MS - now);
}

async function deferNow(interaction: RepliableInteraction, how: DeferHow): Promise<void> {
  if (how === 'update') {
    if (!interaction.isMessageComponent()) throw new Error('only a click defers as an update');
    await interaction.deferUpdate();
  } else if (how === 'ephemeral') await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  else await interaction.deferReply();
}

function notePending(ctx: BotContext, click: PendingClick): Promise<void> {
  return ctx.store
    .notePending(click)
    .catch((error: unknown) =>
      ctx.logger.warn({ game: click.gameId, err: String(error) }, 'click not noted'),
    );
}

function pendingOf(interaction: RepliableInteraction, how: DeferHow, note: DeferNote): PendingClick {
  return {
    id: interaction.id,
    applicationId: interaction.applicationId,
    token: interaction.token,
    kind: note.kind,
    ...(how === 'update' ? { update: true } : {}),
    ...(note.gameId !== undefined ? { gameId: note.gameId } : {}),
    ...(interaction.channelId ? { channelId: interaction.channelId } : {}),
    guildId: interaction.guildId ?? undefined,
    userId: interaction.user.id,
    locale: interaction.locale,
    at: interaction.createdTimestamp,
  };
}
