// An interaction acknowledged by a defer is answered later by an edit; a process killed in
// between would leave it "thinking" for good. So every defer is noted in the store as it goes
// out (noted-defer.ts) and forgotten once answered, and at start-up each one still noted is
// answered through its interaction token while Discord keeps it (15 minutes), by its kind
// (pending-answers.ts): a `do` click with a fresh panel, and one sentence saying the action was
// not applied when the record does not list the click among those it applied (game-service.ts
// saves them with the action); "Act" with a fresh panel; `/kogge new` with its lobby; any
// other with a sentence asking to try again. Older notes are dropped.
import { InteractionWebhook, MessageFlags, type Client } from 'discord.js';
import type { PendingClick } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { hintsOf } from './user-hints';
import { loadRecord } from './records';
import { ownsGuild } from './shard-owner';
import { pendingBody } from './pending-answers';

export { answerBody } from './pending-answers';

/** Discord's life of an interaction token (docs "Receiving and Responding"), less a margin. */
export const TOKEN_LIFE_MS = 15 * 60_000 - 30_000;

/**
 * Answers every interaction a killed process deferred and left unanswered; returns how many.
 * Under shards (issue 27) only this shard's: another shard's are its own, perhaps deferred
 * this moment by a process that is running fine.
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
  if (click.guildId !== undefined || click.gameId === undefined) return ownsGuild(ctx.client, click.guildId);
  const loaded = await loadRecord(ctx, click.gameId);
  return ownsGuild(ctx.client, loaded.ok ? loaded.value.guildId : undefined);
}

async function answerOne(ctx: BotContext, click: PendingClick): Promise<void> {
  const loaded = click.gameId === undefined ? null : await loadRecord(ctx, click.gameId);
  const record = loaded?.ok ? loaded.value : null;
  const applied = record?.clicks?.includes(click.id) ?? false;
  const hints = record ? await hintsOf(ctx, record, click.userId) : false;
  const body = pendingBody(click, { record, applied, hints });
  const webhook = new InteractionWebhook(ctx.client as Client<true>, click.applicationId, click.token);
  // A defer of the clicked message (a lobby's Join) is answered beside it: '@original' is the
  // public lobby there. Panels are ephemeral messages of their own, edited in place.
  if (click.update && click.kind === 'command')
    await webhook.send({ ...body, flags: MessageFlags.Ephemeral, allowedMentions: mentionOnly() });
  else await webhook.editMessage('@original', { ...body, allowedMentions: mentionOnly() });
  ctx.logger.info(
    { game: click.gameId, kind: click.kind ?? 'do', applied },
    'pending click answered after a restart',
  );
}
