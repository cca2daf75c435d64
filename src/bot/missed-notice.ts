// K-80 and issue 23: the thread's notice saying who let a deadline pass (and, in a league,
// what the missed-deadline rule did to them). It is built when the default moves are saved
// and kept in the record's outbox with them (offer-outbox.ts), so a kill before it is sent
// leaves it for the next publication rather than losing it.
// Issue 37: one notice per deadline, however many let it pass; it offers a hand-over only for
// seats still their people's, and names who may make it (the host, or in a league game the
// league's admins), so it never offers what /kogge game seat would then refuse.
import { joinNames, plural } from '../i18n/index';
import type { GameRecord } from '../store/index';
import type { Counted } from './league/missed-deadlines';
import { nameText } from './name-text';
import { isForfeited, isHandedOver } from './seat-handover';

/**
 * The notice for one deadline, in the record's language (the record as saved with the rule
 * applied): `seats` are those who let it pass. None when no one did.
 */
export function missedLines(
  record: GameRecord,
  seats: readonly number[],
  applied: Counted['applied'],
): string[] {
  if (seats.length === 0) return [];
  const locale = record.locale;
  const players = joinNames(
    seats.map((seat) => nameOf(record, seat)),
    locale,
  );
  const minutes = record.settings.deadlineMinutes ?? 0;
  const late = plural(
    seats.length === 1 ? 'deadline.late.single' : 'deadline.late.several',
    minutes,
    { players },
    locale,
  );
  const open = seats.filter((seat) => !isHandedOver(record, seat) && !isForfeited(record, seat));
  const offerKey = record.league ? 'deadline.offer.league' : 'deadline.offer.host';
  const offer = open.length > 0 ? [plural(offerKey, open.length, {}, locale)] : [];
  const rules = applied.map(({ seat, rule }) =>
    plural(`league.rule.${rule}`, record.missed?.[seat] ?? 0, { player: nameOf(record, seat) }, locale),
  );
  return [[[late, ...offer].join(' '), ...rules].join('\n')];
}

function nameOf(record: GameRecord, seat: number): string {
  return nameText(record.seats[seat]?.name ?? '?');
}
