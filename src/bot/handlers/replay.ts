// The replay of a finished game (issue 21): "⏯ Replay" on the final post opens it for the
// one who clicked, ephemeral; its buttons step through the game by action and by round. Each
// step shows the board with every holding and face-down route marker revealed (the game is
// over, nothing is secret any more) and what happened in that step.
import { AttachmentBuilder, type ButtonInteraction, type RepliableInteraction } from 'discord.js';
import { formatLog, t, type PlainKey } from '../../i18n/index';
import { publicView, type GameState } from '../../engine/index';
import type { GameRecord } from '../../store/index';
import { describeGame } from '../../verify/index';
import { revealed, type ReplayStep, type StepTargets } from '../../verify/replay-steps';
import { gameLabel } from '../board-image';
import { mentionOnly, type BotContext } from '../context';
import type { ComponentId } from '../custom-id';
import { button, buttonRows, type Button } from '../panel/components';
import { storedGame } from '../preconditions';
import { namesOf } from '../text';
import { refuse, tell } from './reply';
import { deferNoted } from '../noted-defer';
import { recordChecks } from '../record-checks';
import { withinClickCap } from './click-cap';

/** The step buttons in their order, each with its label's key. */
const STEP_BUTTONS: readonly [keyof StepTargets, PlainKey][] = [
  ['first', 'replay.first'],
  ['roundBack', 'replay.roundBack'],
  ['back', 'replay.back'],
  ['forward', 'replay.forward'],
  ['roundForward', 'replay.roundForward'],
  ['last', 'replay.last'],
];

export async function showReplay(
  ctx: BotContext,
  interaction: ButtonInteraction,
  id: ComponentId,
): Promise<void> {
  // The final post's button opens a new ephemeral; the replay's own buttons change it in place.
  const opening = id.args.length === 0;
  // Opening a replay is a whole replay and a picture: an expensive click (issue 42).
  if (opening && !(await withinClickCap(ctx, interaction))) return;
  await deferNoted(ctx, interaction, opening ? 'ephemeral' : 'update', { kind: 'command', gameId: id.game });
  const loaded = await storedGame(ctx, id.game);
  if (!loaded.ok) return refuse(interaction, loaded.refusal);
  const wanted = opening ? Number.MAX_SAFE_INTEGER : Number(id.args[0]);
  const shown = await recordChecks().oneAtATime(interaction.user.id, () =>
    showStep(ctx, interaction, loaded.value, Number.isFinite(wanted) ? wanted : 0).then(() => true),
  );
  // A step button clicked again while the last step is still being drawn: that step's answer
  // is on its way and updates the same message, so this click only acknowledges.
  if (shown === null && opening) await tell(interaction, 'verify.busy');
}

/**
 * Fills the deferred answer with the replay of a finished game at `wanted` (clamped to the
 * game's steps): `/kogge game replay` (issue 21) opens it as the final post's button does.
 */
export async function showStep(
  ctx: BotContext,
  interaction: RepliableInteraction,
  record: GameRecord,
  wanted: number,
): Promise<void> {
  if (record.status !== 'ended' || !record.state) return tell(interaction, 'replay.notEnded');
  // Issue 42: the game is rebuilt up to the step on the record worker, with its time budget,
  // never on the loop that answers everyone's clicks.
  const pool = recordChecks().pool;
  const replayed = await pool.step(describeGame(record), record.actions, wanted);
  if ('tooSlow' in replayed) return tell(interaction, 'replay.tooSlow', { seconds: pool.budgetMs / 1000 });
  const shown = replayed.done;
  if (!shown) return tell(interaction, 'reply.gameBroken');
  const locale = interaction.locale;
  const image = await ctx.renders.board(publicView(revealed(shown.state)), locale, {
    label: gameLabel(record),
  });
  await interaction.editReply({
    content: replayText(record, shown, locale),
    files: [new AttachmentBuilder(image.data, { name: image.fileName, description: image.description })],
    attachments: [],
    components: buttonRows(stepButtons(record, shown, locale)),
    allowedMentions: mentionOnly(),
  });
}

function replayText(record: GameRecord, shown: ReplayStep, locale: string): string {
  const head = t(
    'replay.step',
    { game: record.id, step: shown.step, steps: shown.steps, round: shown.state.round },
    locale,
  );
  const lines = formatLog(shown.events, namesOf(shown.state as GameState), locale);
  const happened =
    lines.length > 0 ? lines : [t(shown.step === 0 ? 'replay.setUp' : 'replay.quiet', {}, locale)];
  return [head, ...happened.map((line) => t('post.logLine', { line }, locale))].join('\n').slice(0, 2000);
}

/** Each button names its target step; one that would not move is shown disabled. */
function stepButtons(record: GameRecord, shown: ReplayStep, locale: string): Button[] {
  const src = { gameId: record.id, version: (record.state as GameState).version };
  return STEP_BUTTONS.map(([target, key]) => {
    const to = shown.targets[target];
    // The target's name keeps the ids apart when two buttons lead to the same step.
    const b = button(src, t(key, {}, locale), 'replay', [String(to ?? shown.step), target]);
    return to === null ? { ...b, disabled: true } : b;
  });
}
