// What the next process says to an interaction a killed one deferred and never answered
// (issue 42), by the note's kind (store/game-record.ts DEFER_KINDS): a fresh panel for an action
// or "Act", the lobby for `/kogge new` (or that it did not open), else one sentence asking to
// try again. Pure: pending-clicks.ts loads the record and sends the answer.
import type { GameState } from '../engine/index';
import { t } from '../i18n/index';
import type { GameRecord, PendingClick } from '../store/index';
import { seatOf } from './game-service';
import { buildPanel } from './panel/panel';
import { coachOn } from './coach/coach-on';
import { openedLine } from './opened-line';

export type PendingBody = { content: string; components: ReturnType<typeof buildPanel>['components'] };

/** What the note's kind needs from the store: the game's record, whether it applied the click. */
export interface PendingFacts {
  record: GameRecord | null;
  applied: boolean;
  /** Whether a panel carries a first-game hint (user-hints.ts). */
  hints: boolean;
}

export function pendingBody(click: PendingClick, facts: PendingFacts): PendingBody {
  switch (click.kind ?? 'do') {
    case 'do':
      return answerBody(facts.record, click, facts.applied, facts.hints);
    case 'act':
      return answerBody(facts.record, click, true, facts.hints);
    case 'new':
      // Issue 38: the welcome's game against computer players starts as it opens: its panel.
      if (facts.record?.status === 'playing' && click.gameId)
        return answerBody(facts.record, click, true, facts.hints);
      return { content: lobbyAnswer(facts.record, click), components: [] };
    case 'round':
      return { content: t('league.round.restarted', {}, click.locale), components: [] };
    default:
      return { content: t('reply.restarted', {}, click.locale), components: [] };
  }
}

/** `/kogge new`: where its lobby is, as the first process would have said; or that it did not open. */
function lobbyAnswer(record: GameRecord | null, click: PendingClick): string {
  if (!record) return t('new.restartedNotOpened', {}, click.locale);
  const locale = record.locale ?? click.locale;
  if (record.channelId === click.channelId) return t('new.inChannel', {}, locale);
  return openedLine(record, record.seats[0]?.name ?? '', record.channelId, locale);
}

/** The fresh panel, noted "not applied" when it was not; a plain sentence when no panel can be. */
export function answerBody(
  record: GameRecord | null,
  click: PendingClick,
  applied: boolean,
  /** Whether the panel carries a first-game hint (user-hints.ts). */
  hints = false,
): PendingBody {
  const note = applied ? undefined : t('reply.notApplied', {}, click.locale);
  const state = record?.state as GameState | null | undefined;
  const player = record ? seatOf(record, click.userId) : -1;
  const playable = record?.status === 'playing' && state && state.phase.kind !== 'ended' && player >= 0;
  if (!playable || !click.gameId)
    return { content: note ?? t('reply.gameOver', {}, click.locale), components: [] };
  const panel = buildPanel(
    {
      gameId: click.gameId,
      version: state.version,
      state,
      player,
      locale: click.locale,
      hints,
      coach: coachOn(record),
      tutorial: record.settings.tutorial ? record : undefined,
    },
    ['main'],
    note,
  );
  return panel;
}
