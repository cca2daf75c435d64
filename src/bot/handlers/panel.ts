// The action panel's clicks: "Act" opens it (ephemeral), "nav" and "pick" move between its
// sections without changing the game, "do" applies an action through the game service. Each
// answer carries the seat's own board with the panel's choices lettered (issue 38,
// panel-board.ts), drawn anew only where it changed.
import { MessageFlags, type ButtonInteraction, type StringSelectMenuInteraction } from 'discord.js';
import { GOODS, type GameState } from '../../engine/index';
import { refusalText } from '../actions/rule-help';
import { t } from '../../i18n/index';
import { decodeMove } from '../action-codec';
import { mentionOnly, type BotContext } from '../context';
import type { ComponentId } from '../custom-id';
import { play, type Outcome } from '../game-service';
import { buildPanel, type Panel } from '../panel/panel';
import { addToDraft, draftArgs, offerDraft } from '../panel/offer-sections';
import { countsText, tradeState } from '../panel/turn-sections';
import { forgetAnswered, notedDefer } from '../noted-defer';
import { notForfeited, seatInPlay } from '../preconditions';
import { coachOn } from '../coach/coach-on';
import type { GameRecord } from '../../store/index';
import { hintsOf } from '../user-hints';
import { namesOf } from '../text';
import { deferAfterMs, guardLateAnswer, type LateGuard } from './late-answer';
import { refuse, tell } from './reply';
import { withTakeBack } from './take-back';
import { withPanelBoard, type PanelWithBoard } from './panel-board';

type Click = ButtonInteraction | StringSelectMenuInteraction;

/** The clicker's panel; `hints`: whether it carries a first-game hint (user-hints.ts). */
export function panelFor(
  record: GameRecord,
  hints: boolean,
  gameId: string,
  player: number,
  locale: string,
  section?: string[],
  note?: string,
): Panel {
  const state = record.state as GameState;
  const coach = coachOn(record);
  const tutorial = record.settings.tutorial ? record : undefined;
  return buildPanel(
    { gameId, version: state.version, state, player, locale, hints, coach, tutorial },
    section,
    note,
  );
}

const ephemeralPanel = (panel: PanelWithBoard) => ({
  ...panel,
  flags: MessageFlags.Ephemeral as const,
  allowedMentions: mentionOnly(),
});
const updatedPanel = (panel: PanelWithBoard) => ({ ...panel, allowedMentions: mentionOnly() });

/** What a panel shows, for the bot to keep it current while the game moves on (issue 38). */
interface Showing {
  record: GameRecord;
  player: number;
  section: string[];
  hints: boolean;
  panel: Panel;
  lead?: string;
}

/** Issue 38: the panel just written by this click, held to be edited when the game moves on. */
function hold(ctx: BotContext, interaction: Click, messageId: string | undefined, showing: Showing): void {
  const state = showing.record.state as GameState | null;
  if (!ctx.panels || !messageId || !state) return;
  ctx.panels.shown(
    {
      applicationId: interaction.applicationId,
      token: interaction.token,
      createdTimestamp: interaction.createdTimestamp,
      locale: interaction.locale,
      user: { id: interaction.user.id },
    },
    {
      messageId,
      gameId: showing.record.id,
      player: showing.player,
      state,
      section: showing.section,
      hints: showing.hints,
      panel: showing.panel,
      lead: showing.lead,
    },
  );
}

/**
 * The clicked panel updated in place with its seat's board (issue 38, panel-board.ts; none
 * where the message shows this board already), once `late` has settled and an edit of it
 * under way has landed; then held (without the image) to be kept current.
 */
async function updateClicked(
  ctx: BotContext,
  interaction: Click,
  showing: Showing,
  late: LateGuard,
): Promise<void> {
  const { record, player, panel } = showing;
  const { locale, message } = interaction;
  const sent = await withPanelBoard(ctx, record, player, interaction.user.id, locale, panel, message);
  await late.settle();
  await ctx.panels?.settled(interaction.message.id);
  if (interaction.deferred) await interaction.editReply(updatedPanel(sent));
  else await interaction.update(updatedPanel(sent));
  hold(ctx, interaction, interaction.message.id, showing);
}

/**
 * Loads the game for a read-only click and finds the clicker's seat. `late` acknowledges the
 * click if the load turns out slow; a refusal waits for that acknowledgement first.
 */
async function seated(ctx: BotContext, interaction: Click, gameId: string, late: LateGuard) {
  const found = await seatInPlay(ctx, gameId, interaction.user.id);
  // Issue 23: no panel to act with for a seat forfeited under the league's missed-deadline rule.
  const seat = found.ok ? notForfeited(found.value) : found;
  if (!seat.ok) {
    await late.settle();
    await refuse(interaction, seat.refusal);
    return null;
  }
  return seat.value;
}

/**
 * Issue 27: a read-only click is acknowledged at once when the bot is behind, else only if
 * it turns out slow (it never waits for its game's queue). `defer` is Discord's acknowledgement
 * that the answer later edits: a new ephemeral message for "Act", the panel for the others.
 */
function guardPanel(ctx: BotContext, interaction: Click, defer: () => Promise<unknown>): LateGuard {
  return guardLateAnswer(defer, deferAfterMs(ctx, interaction, null));
}

/** "Act" on the public post: a fresh panel, always for the current state. */
export async function openPanel(ctx: BotContext, interaction: Click, id: ComponentId): Promise<void> {
  const late = guardPanel(
    ctx,
    interaction,
    notedDefer(ctx, interaction, 'ephemeral', { kind: 'act', gameId: id.game }),
  );
  try {
    const found = await seated(ctx, interaction, id.game, late);
    if (!found) return;
    await replyWithPanel(ctx, interaction, found.record, found.player, late);
  } finally {
    // Whatever happens, no defer after this: the router's own answer to a failure comes next.
    await late.settle();
  }
}

/**
 * The clicker's panel as a new ephemeral message (or the deferred reply it fills), held to be
 * kept current (issue 38); `lead` goes above it (the welcome's line naming the game's thread).
 */
export async function replyWithPanel(
  ctx: BotContext,
  interaction: Click,
  record: GameRecord,
  player: number,
  late?: LateGuard,
  lead?: string,
): Promise<void> {
  const hints = await hintsOf(ctx, record, interaction.user.id);
  const built = panelFor(record, hints, record.id, player, interaction.locale);
  const panel = lead ? { ...built, content: `${lead}\n${built.content}`.slice(0, 2000) } : built;
  const boarded = await withPanelBoard(ctx, record, player, interaction.user.id, interaction.locale, panel);
  await late?.settle();
  const messageId = interaction.deferred
    ? (await interaction.editReply(updatedPanel(boarded))).id
    : (await interaction.reply({ ...ephemeralPanel(boarded), withResponse: true })).resource?.message?.id;
  hold(ctx, interaction, messageId, { record, player, section: ['main'], hints, panel, lead });
}

/** Moves within the panel; an outdated panel is replaced by a fresh one. */
export async function navigate(ctx: BotContext, interaction: Click, id: ComponentId): Promise<void> {
  const late = guardPanel(
    ctx,
    interaction,
    notedDefer(ctx, interaction, 'update', { kind: 'act', gameId: id.game }),
  );
  try {
    const found = await seated(ctx, interaction, id.game, late);
    if (!found) return;
    const { record, state, player } = found;
    const locale = interaction.locale;
    const hints = await hintsOf(ctx, record, interaction.user.id);
    const stale = id.version !== state.version;
    const section =
      id.kind === 'pick' && interaction.isStringSelectMenu() ? picked(id.args, interaction.values) : id.args;
    const shown = stale ? ['main'] : section;
    const panel = stale
      ? panelFor(record, hints, id.game, player, locale, shown, t('reply.stale', {}, locale))
      : panelFor(record, hints, id.game, player, locale, shown);
    await updateClicked(ctx, interaction, { record, player, section: shown, hints, panel }, late);
  } finally {
    await late.settle();
  }
}

/** A builder's select: the next section with the choice folded into its state. */
export function picked(args: string[], values: string[]): string[] {
  const [builder, ...rest] = args;
  const value = values[0] ?? '';
  switch (builder) {
    case 'bid': {
      const markers = values
        .map((v) => Number(v.split('.')[0]))
        .filter((n) => Number.isInteger(n) && n >= 0 && n <= 8);
      return ['bid', markers.sort((a, b) => b - a).join('')];
    }
    case 'give':
      return ['trade', rest[0] ?? '', rest[1] ?? '', value];
    case 'take': {
      const { give, receive, pending } = tradeState(rest);
      const bundle = tradeState([value]).give;
      if (!pending) return ['trade', ...rest.slice(0, 2)];
      const nextGive = { ...give, [pending]: give[pending] + 1 };
      const nextReceive = Object.fromEntries(GOODS.map((g) => [g, receive[g] + bundle[g]])) as typeof receive;
      return ['trade', countsText(nextGive), countsText(nextReceive)];
    }
    case 'partner':
      return ['offer', value, ...rest.slice(1)];
    case 'ogive':
    case 'oask': {
      const draft = offerDraft(rest);
      return ['offer', ...draftArgs(addToDraft(draft, builder === 'ogive' ? 'give' : 'receive', value))];
    }
    default:
      return ['main'];
  }
}

/** Applies the clicked action; the panel itself becomes the answer, refreshed. */
export async function act(ctx: BotContext, interaction: Click, id: ComponentId): Promise<Outcome> {
  const code = interaction.isStringSelectMenu() ? (interaction.values[0] ?? '') : (id.args[0] ?? '');
  const locale = interaction.locale;
  // Behind another click of the same game, or the bot behind (issue 27): acknowledge now, so
  // the 3 s deadline cannot pass; otherwise only if the work turns out slow.
  const late = guardLateAnswer(
    notedDefer(ctx, interaction, 'update', { kind: 'do', gameId: id.game }),
    deferAfterMs(ctx, interaction, id.game),
  );
  const respond = async (panel: Panel, record: GameRecord, player: number, hints: boolean) => {
    await updateClicked(ctx, interaction, { record, player, section: ['main'], hints, panel }, late);
  };
  // Whatever happens, no defer after this: the router's own answer to a failure comes next.
  return play(ctx, {
    gameId: id.game,
    userId: interaction.user.id,
    interactionId: interaction.id,
    version: id.version,
    action: (player) => decodeMove(code, player),
    answer: async (outcome) => {
      if (outcome.kind === 'refused') return late.settle().then(() => refuse(interaction, outcome.refusal));
      const state = outcome.record.state as GameState;
      const hints = await hintsOf(ctx, outcome.record, interaction.user.id);
      const panel = (section?: string[], note?: string) =>
        panelFor(outcome.record, hints, id.game, outcome.player, locale, section, note);
      const answer = (shown: Panel) => respond(shown, outcome.record, outcome.player, hints);
      if (outcome.kind === 'stale') return answer(panel(['main'], t('reply.stale', {}, locale)));
      if (outcome.kind === 'rejected')
        return answer(
          panel(['main'], refusalText(outcome.action, state, outcome.error, namesOf(state), locale)),
        );
      // Issue 21: right after a safe action, its take-back may be asked.
      return answer(await withTakeBack(ctx, panel(), outcome, locale));
    },
    warn: (key) => tell(interaction, key),
  }).finally(async () => {
    await late.settle();
    await forgetAnswered(ctx, interaction);
  });
}
