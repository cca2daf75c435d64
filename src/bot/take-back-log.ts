// Take-backs in the log (issue 21): an undone action leaves the engine's log with the action
// log it came from, so the record says what was taken back (`takenBack`), and the public post
// and /kogge log show it. Only the kind of action, never what was chosen.
import type { GameState } from '../engine/index';
import { t } from '../i18n/index';
import type { GameRecord } from '../store/index';
import { kindName } from './take-back-notice';
import { nameText } from './name-text';

/** Every take-back of the game, oldest first; `latest`: only one made since the last action. */
export function takeBackLines(record: GameRecord, locale: string, latest = false): string[] {
  const state = record.state as GameState | null;
  if (!state) return [];
  const notes = (record.takenBack ?? []).filter((n) => !latest || n.step === record.actions.length + 1);
  return notes.map((n) =>
    t(
      'takeBack.log',
      {
        player: nameText(state.players[n.player]?.name ?? '?'),
        kind: kindName(n.type, locale),
      },
      locale,
    ),
  );
}
