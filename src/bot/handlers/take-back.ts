// Take-backs, the fair way (issue 21): "↩ Take back" in the acting player's panel asks; the
// request in the thread (owed in the record's outbox with the ask, take-back-notice.ts)
// carries "Accept" and "Refuse" for every other player. Each click runs
// in the game's queue, so twenty at once are settled one after another, and a click that no
// longer fits (the request settled, the game gone on, a non-player) gets a sentence and
// changes nothing. The record's state version moves on with a take-back, so every panel shown
// for the undone position is out of date.
import { MessageFlags, type ButtonInteraction } from 'discord.js';
import type { GameEvent, GameState } from '../../engine/index';
import { joinNames, t } from '../../i18n/index';
import type { GameRecord } from '../../store/index';
import { mentionOnly, type BotContext } from '../context';
import type { ComponentId } from '../custom-id';
import { seatOf } from '../game-service';
import { nameText } from '../name-text';
import { button, buttonRows } from '../panel/components';
import type { Panel } from '../panel/panel';
import { send } from '../channel-posts';
import { saveRecord } from '../records';
import { notFinished, seatInPlay } from '../preconditions';
import type { Refusal } from '../result';
import { answer, ask, mayOffer, type TakeBackStep } from '../take-back-request';
import { kindName } from '../take-back-notice';
import { refuse, tell } from './reply';

const VERBS = ['ask', 'yes', 'no'] as const;
type Verb = (typeof VERBS)[number];

export async function takeBackClick(
  ctx: BotContext,
  interaction: ButtonInteraction,
  id: ComponentId,
): Promise<void> {
  const verb = VERBS.find((v) => v === id.args[0]);
  if (!verb || id.args.length !== 1) return tell(interaction, 'reply.notUnderstood');
  const saved = await ctx.queue.run(id.game, () => decideAndAnswer(ctx, interaction, id, verb));
  // An ask owes the thread its request (take-back-notice.ts), sent by the publication.
  if (saved?.kind === 'asked') void ctx.publisher.request(saved.record);
  if (saved?.kind !== 'takenBack') return;
  // The board goes back to the earlier position; whoever decides next may owe a move.
  void ctx.publisher.request(saved.record);
  ctx.panels?.moved(saved.record);
  ctx.computers.nudge(saved.record);
  ctx.deadlines.arm(id.game, saved.record);
}

async function decideAndAnswer(
  ctx: BotContext,
  interaction: ButtonInteraction,
  id: ComponentId,
  verb: Verb,
): Promise<TakeBackStep | null> {
  const seat = await seatInPlay(ctx, id.game, interaction.user.id);
  if (!seat.ok) return turnDown(interaction, seat.refusal);
  const open = notFinished(seat.value.record);
  if (!open.ok) return turnDown(interaction, open.refusal);
  const { record, player } = seat.value;
  const step =
    verb === 'ask'
      ? ask(record, player, id.version, await leagueAllows(ctx, record))
      : answer(record, player, id.version, verb === 'yes');
  if (step.kind === 'refused') return turnDown(interaction, step.refusal);
  const stored = await saveRecord(ctx, step.record);
  if (!stored.ok) return turnDown(interaction, stored.refusal);
  const saved = { ...step, record: stored.value };
  await say(ctx, interaction, saved, record);
  return saved;
}

async function turnDown(interaction: ButtonInteraction, refusal: Refusal): Promise<null> {
  await refuse(interaction, refusal);
  return null;
}

/** In a league game the league decides (issue 23's `takeBacksAllowed`); a casual game allows. */
export async function leagueAllows(ctx: BotContext, record: GameRecord): Promise<boolean> {
  if (!record.league) return true;
  // Issue 37: the rule the game opened with; a game from before kept none, so the league's.
  if (record.league.rules) return record.league.rules.takeBacksAllowed;
  const loaded = await ctx.leagues.store.load(record.guildId, record.league.id);
  return loaded.ok && loaded.record.league.options.takeBacksAllowed;
}

/** Answers the click, then says in the thread what changed. */
async function say(
  ctx: BotContext,
  interaction: ButtonInteraction,
  step: Exclude<TakeBackStep, { kind: 'refused' }>,
  before: GameRecord,
): Promise<void> {
  const state = before.state as GameState;
  const locale = before.locale;
  const name = (seat: number) => nameText(state.players[seat].name);
  const asker = step.asker;
  const kind = kindText(before, locale);
  switch (step.kind) {
    case 'asked':
      // The request itself is owed in the record (saved with the ask): the publication sends it.
      return tell(interaction, 'takeBack.askedYou');
    case 'accepted': {
      const awaited = joinNames(step.awaited.map(name), locale);
      await interaction.update({
        content: t('takeBack.waiting', { asker: name(asker), kind, awaited }, locale),
        allowedMentions: mentionOnly(),
      });
      return;
    }
    case 'refusedBy':
      await interaction.update({
        content: t(
          'takeBack.refused',
          { player: name(seatOf(before, interaction.user.id)), asker: name(asker), kind },
          locale,
        ),
        components: [],
        allowedMentions: mentionOnly(),
      });
      return;
    case 'takenBack': {
      const content = t('takeBack.done', { asker: name(asker), kind }, locale);
      // Asked with nobody to ask (computer players accept at once): the asker's click is answered
      // in private and the thread is told; otherwise the request itself says it is done.
      if (interaction.message.flags.has(MessageFlags.Ephemeral)) {
        await tell(interaction, 'takeBack.doneYou', { kind });
        await send(ctx, before.channelId, { content, allowedMentions: mentionOnly() });
      } else await interaction.update({ content, components: [], allowedMentions: mentionOnly() });
    }
  }
}

/** The kind of the game's last action, in words: only its kind, never what was chosen. */
export function kindText(record: GameRecord, locale: string): string {
  const type = record.actions.at(-1)?.type ?? 'any';
  return kindName(type, locale);
}

/**
 * The panel answering `player`'s action, with "↩ Take back" when the engine says the action
 * drew and showed nothing (and the league allows): in a row of its own, if Discord's five
 * rows leave room, else not offered.
 */
export async function withTakeBack(
  ctx: BotContext,
  panel: Panel,
  applied: { record: GameRecord; player: number; before: GameState; events: readonly GameEvent[] },
  locale: string,
): Promise<Panel> {
  const { record, player } = applied;
  if (panel.components.length >= 5 || !mayOffer(record, player, applied, true)) return panel;
  if (!(await leagueAllows(ctx, record))) return panel;
  const src = { gameId: record.id, version: (record.state as GameState).version };
  const take = button(src, t('takeBack.button', {}, locale), 'tb', ['ask']);
  return { ...panel, components: [...panel.components, ...buttonRows([take])] };
}
