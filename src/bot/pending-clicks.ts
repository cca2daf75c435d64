// A click acknowledged by a defer is answered later by an edit; a process killed in between
// would leave its panel "thinking" for good. So the deferred click is noted in the store
// as the defer goes out (and before the action's save) and forgotten once answered, and at start-up each one still
// noted is answered through its interaction token while Discord keeps it (15 minutes): with a
// fresh panel, and one sentence saying the action was not applied when the record does not
// list the click among those it applied (game-service.ts saves them with the action).
import { setTimeout as sleep } from 'node:timers/promises';
import { InteractionWebhook, type Client, type RepliableInteraction } from 'discord.js';
import type { GameState } from '../engine/index';
import { t } from '../i18n/index';
import type { GameRecord, PendingClick } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { seatOf } from './game-service';
import { buildPanel } from './panel/panel';
import { hintsOf } from './user-hints';
import { coachOn } from './coach/coach-on';
import { loadRecord } from './records';
import { ownsGuild } from './shard-owner';

/** Discord's life of an interaction token (docs "Receiving and Responding"), less a margin. */
export const TOKEN_LIFE_MS = 15 * 60_000 - 30_000;

/** How long a defer waits for its click's note at least: a SQLite write takes a few ms at rest. */
export const NOTE_WAIT_MS = 250;

/**
 * How old a click may grow while its defer waits for the note: the defer then still reaches
 * Discord well inside its 3 s (docs "Receiving and Responding"), and a note queued behind a
 * busy store's saves has that long to land before a kill could find the click unnoted.
 */
export const NOTE_WAIT_UNTIL_AGE_MS = 1_500;

/**
 * Returns the defer to use: it notes the click in the store, then defers, and resolves once
 * both are done. Issue 28: noted first, a kill right after the defer still finds the click and
 * answers it after the restart. Issue 27: a store write queued behind every other game's saves
 * must not make the defer miss Discord's 3 s (flat out, awaiting it lost 28 clicks), so the
 * defer waits for the note only until the click is NOTE_WAIT_UNTIL_AGE_MS old (NOTE_WAIT_MS
 * at least); only a store that slow leaves a window where
 * a kill finds a deferred click unnoted ("thinking"), where a late defer would lose it for certain.
 */
export function notedDefer(
  ctx: BotContext,
  interaction: RepliableInteraction,
  gameId: string,
  defer: () => Promise<unknown>,
): () => Promise<unknown> {
  return async () => {
    // A store that cannot note it must not cost the click its defer (and so its answer).
    const noted = ctx.store
      .notePending(pendingOf(interaction, gameId))
      .catch((error: unknown) => ctx.logger.warn({ game: gameId, err: String(error) }, 'click not noted'));
    await Promise.race([noted, sleep(noteWait(interaction.createdTimestamp))]);
    const deferred = await defer();
    await noted;
    return deferred;
  };
}

/** How long a defer waits for its note: at least NOTE_WAIT_MS, longer while the click is young. */
export function noteWait(createdAt: number, now = Date.now()): number {
  return Math.max(NOTE_WAIT_MS, createdAt + NOTE_WAIT_UNTIL_AGE_MS - now);
}

/** Forgets a deferred click once its answer has gone out (or failed for good). */
export async function forgetAnswered(ctx: BotContext, interaction: RepliableInteraction): Promise<void> {
  if (!interaction.deferred) return;
  await ctx.store
    .forgetPending(interaction.id)
    .catch((error: unknown) => ctx.logger.warn({ err: String(error) }, 'pending click not forgotten'));
}

function pendingOf(interaction: RepliableInteraction, gameId: string): PendingClick {
  return {
    id: interaction.id,
    applicationId: interaction.applicationId,
    token: interaction.token,
    gameId,
    guildId: interaction.guildId ?? undefined,
    userId: interaction.user.id,
    locale: interaction.locale,
    at: interaction.createdTimestamp,
  };
}

/**
 * Answers every click a killed process deferred and left unanswered; returns how many. Under
 * shards (issue 27) only this shard's: another shard's are its own, perhaps deferred this
 * moment by a process that is running fine.
 */
export async function answerPendingClicks(ctx: BotContext, now = Date.now()): Promise<number> {
  let answered = 0;
  for (const click of await ctx.store.listPending()) {
    try {
      if (now - click.at < TOKEN_LIFE_MS) {
        // Left noted: its own shard answers it (an expired one anyone may forget).
        if (!(await ownsClick(ctx, click))) continue;
        await answerOne(ctx, click);
        answered += 1;
      }
    } catch (error) {
      // Never the token: it would let anyone reading the log answer as the bot.
      ctx.logger.warn({ game: click.gameId, err: String(error) }, 'could not answer a pending click');
    }
    await ctx.store.forgetPending(click.id);
  }
  ctx.logger.info({ answered }, 'pending clicks answered');
  return answered;
}

/** A click noted before its server was kept is placed by its game's record. */
async function ownsClick(ctx: BotContext, click: PendingClick): Promise<boolean> {
  if (click.guildId !== undefined) return ownsGuild(ctx.client, click.guildId);
  const loaded = await loadRecord(ctx, click.gameId);
  return ownsGuild(ctx.client, loaded.ok ? loaded.value.guildId : undefined);
}

async function answerOne(ctx: BotContext, click: PendingClick): Promise<void> {
  const loaded = await loadRecord(ctx, click.gameId);
  const record = loaded.ok ? loaded.value : null;
  const applied = record?.clicks?.includes(click.id) ?? false;
  const hints = record ? await hintsOf(ctx, record, click.userId) : false;
  const body = answerBody(record, click, applied, hints);
  const webhook = new InteractionWebhook(ctx.client as Client<true>, click.applicationId, click.token);
  await webhook.editMessage('@original', { ...body, allowedMentions: mentionOnly() });
  ctx.logger.info({ game: click.gameId, applied }, 'pending click answered after a restart');
}

/** The fresh panel, noted "not applied" when it was not; a plain sentence when no panel can be. */
export function answerBody(
  record: GameRecord | null,
  click: PendingClick,
  applied: boolean,
  /** Whether the panel carries a first-game hint (user-hints.ts). */
  hints = false,
): { content: string; components: ReturnType<typeof buildPanel>['components'] } {
  const note = applied ? undefined : t('reply.notApplied', {}, click.locale);
  const state = record?.state as GameState | null | undefined;
  const player = record ? seatOf(record, click.userId) : -1;
  const playable = record?.status === 'playing' && state && state.phase.kind !== 'ended' && player >= 0;
  if (!playable) return { content: note ?? t('reply.gameOver', {}, click.locale), components: [] };
  const panel = buildPanel(
    {
      gameId: click.gameId,
      version: state.version,
      state,
      player,
      locale: click.locale,
      hints,
      coach: coachOn(record),
    },
    ['main'],
    note,
  );
  return panel;
}
