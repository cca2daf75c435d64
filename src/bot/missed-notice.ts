// K-80 and issue 23: the thread's lines saying who let a deadline pass (and, in a league, what
// the missed-deadline rule did to them). They are built when the default moves are saved and
// kept in the record's outbox with them (offer-outbox.ts), so a kill before they are sent
// leaves them for the next publication rather than losing them.
import { plural, t } from '../i18n/index';
import type { GameRecord } from '../store/index';
import type { Counted } from './league/missed-deadlines';
import { nameText } from './name-text';

/** The lines in the record's language; `missed` are the names of those who missed it. */
export function missedLines(
  record: GameRecord,
  missed: readonly string[],
  applied: Counted['applied'],
): string[] {
  const minutes = record.settings.deadlineMinutes ?? 0;
  return [
    ...missed.map((player) => plural('deadline.missed', minutes, { player }, record.locale)),
    ...applied.map(({ seat, rule }) =>
      t(
        `league.missed.${rule}`,
        { player: nameText(record.seats[seat]?.name ?? '?'), count: record.missed?.[seat] ?? 0 },
        record.locale,
      ),
    ),
  ];
}
