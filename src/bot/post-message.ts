// The public post of a game: the board image (alt text from the renderer's description), a
// short status in text (round, phase, who is awaited for what, the last events, the last move
// under them) and the buttons "My hand", "Act" and "📱 Phone board" (the final post: the phone
// board and the replay).
// Built from the public view only, so it cannot tell a secret.
import { AttachmentBuilder, ButtonStyle } from 'discord.js';
import { blockingDecisions, publicView, type GameState, type PublicView } from '../engine/index';
import { formatLog, t } from '../i18n/index';
import type { DescribedImage } from '../render/index';
import { seatLevels, type GameRecord } from '../store/index';
import { commitmentOf, describeGame } from '../verify/index';
import { mentionOnly } from './context';
import { dueAt } from './deadline-due';
import { endLines } from './end-lines';
import { button, buttonRows } from './panel/components';
import { decisionText, headerLine, namesOf } from './text';
import { nameText } from './name-text';
import { takeBackLines } from './take-back-log';
import { lastMoveLines } from './last-move';

const LOG_LINES = 6;

/**
 * Whose post this is: one key per player deciding, so the steps of one turn edit the post
 * and a decision passing to another player starts a new one (which pings them).
 */
export function postOwner(state: GameState): { key: string; players: number[] } {
  const phase = state.phase;
  if (phase.kind === 'ended') return { key: 'end', players: [] };
  if (phase.kind === 'startChoice') {
    const choosing = phase.choosing.flatMap((c, i) => (c ? [i] : []));
    return { key: `start-${phase.previous.join('.')}`, players: choosing };
  }
  const owners = [...new Set(blockingDecisions(state).map((d) => d.player))];
  return { key: `p${owners.join('.')}`, players: owners };
}

/** The people the awaited decision is theirs: nobody is pinged for a seat a computer player decides for. */
export function awaitedPings(record: GameRecord): string[] {
  const state = record.state as GameState;
  const levels = seatLevels(record.seats);
  return postOwner(state)
    .players.filter((p) => !levels[p])
    .map((p) => state.players[p].id);
}

/**
 * `chart`: the finished game's VP and DP chart (issue 21), attached after the board. `ping`:
 * whom the message may notify (default: the awaited people); a new message pings them, an
 * edit only shows them mentioned (bot/live-board.ts).
 */
export function postPayload(
  record: GameRecord,
  image: DescribedImage,
  chart: DescribedImage | null = null,
  ping: readonly string[] = awaitedPings(record),
) {
  const state = record.state as GameState;
  const view = publicView(state);
  const lines = [
    headerLine(state, record.locale),
    // Issue 23: a league game's every post says it is rated.
    ...(record.league ? [t('league.post.rated', { name: nameText(record.league.name) }, record.locale)] : []),
    ...statusLines(record, view),
    ...deadlineLine(record),
    // Before the log, so the 2000-character cut never takes them.
    ...fairnessLines(record, state),
    ...logLines(record, view),
  ];
  const files = [image, ...(chart ? [chart] : [])].map(
    (i) => new AttachmentBuilder(i.data, { name: i.fileName, description: i.description }),
  );
  return {
    // Issue 38: what just happened, last, right above the board, whatever the cut takes.
    content: withLastLines(lines, lastMoveLines(state, record.locale)),
    files,
    components: postButtons(record, view, state.version),
    allowedMentions: mentionOnly(ping),
  };
}

/**
 * "My hand", "Act" and "📱 Phone board" while the game runs. The final post keeps only the
 * phone board: no action is legal any more and the VP table says what the hands came to, but
 * a player on a phone still wants to read the final board (read-only, so a click on it never
 * goes out of date).
 */
function postButtons(record: GameRecord, view: PublicView, version: number) {
  const src = { gameId: record.id, version };
  // The board's small print is too small on a phone: its companion image, on demand.
  const phone = button(src, t('button.phoneBoard', {}, record.locale), 'phone');
  // Issue 21: the finished game's replay, every hidden piece shown.
  if (view.phase.kind === 'ended')
    return buttonRows([phone, button(src, t('button.replay', {}, record.locale), 'replay')]);
  return buttonRows([
    button(src, t('button.hand', {}, record.locale), 'hand'),
    button(src, t('button.act', {}, record.locale), 'act', [], ButtonStyle.Primary),
    phone,
  ]);
}

/** `lines` cut to Discord's 2,000 characters, `last` kept whole after them. */
export function withLastLines(lines: readonly string[], last: readonly string[]): string {
  const tail = last.join('\n');
  if (!tail) return lines.join('\n').slice(0, 2000);
  return `${lines.join('\n').slice(0, 2000 - tail.length - 1)}\n${tail}`;
}

/** Who is awaited for what: people mentioned, computer players' seats named. */
export function statusLines(record: GameRecord, view: PublicView): string[] {
  const locale = record.locale;
  const phase = view.phase;
  const player = (p: number) => view.players[p];
  // A person is mentioned; a seat a computer player decides for is named.
  const levels = seatLevels(record.seats);
  const who = (p: number) => (levels[p] ? nameText(player(p).name) : `<@${player(p).id}>`);
  if (phase.kind === 'ended') return endLines(record, record.state as GameState, view);
  if (phase.kind === 'startChoice') {
    return phase.choosing.map((p) =>
      t(
        phase.picked.includes(p) ? 'post.startChoice.chosen' : 'post.startChoice.choosing',
        { player: phase.picked.includes(p) ? nameText(player(p).name) : who(p) },
        locale,
      ),
    );
  }
  const acting = phase.kind === 'turn' && phase.acting;
  return view.awaiting
    .filter((a) => a.decision !== 'tradeOffer')
    .map((a) =>
      t('post.awaiting', { who: who(a.player), decision: decisionText(a, locale, acting) }, locale),
    );
}

function logLines(record: GameRecord, view: PublicView): string[] {
  const lines = [
    ...formatLog(view.log, namesOf(record.state as GameState), record.locale),
    // Issue 21: a take-back since the last action says so, where the undone action was.
    ...takeBackLines(record, record.locale, true),
  ].slice(-LOG_LINES);
  if (lines.length === 0) return [];
  return [
    t('post.log', {}, record.locale),
    ...lines.map((line) => t('post.logLine', { line }, record.locale)),
  ];
}

/**
 * Issue 21: the commitment to the secret seed while the game starts (before any player acts on
 * a draw), and the seed beside it once the game is over, so anyone can check the two.
 */
function fairnessLines(record: GameRecord, state: GameState): string[] {
  const commitment = commitmentOf(describeGame(record));
  if (state.phase.kind === 'ended')
    return [t('post.seed', { seed: String(record.settings.seed), commitment }, record.locale)];
  if (state.round === 0) return [t('post.commitment', { commitment }, record.locale)];
  return [];
}

/** K-80: when the awaited decision is due, as a Discord timestamp each reader sees in their own time. */
export function deadlineLine(record: GameRecord): string[] {
  const due = dueAt(record);
  return due === null ? [] : [t('deadline.due', { time: `<t:${Math.ceil(due / 1000)}:R>` }, record.locale)];
}
