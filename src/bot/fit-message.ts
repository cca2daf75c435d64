// Issue 42 item 6, issue 37: a list answer (the audit log, history, the roster, seasons, games)
// fits in one Discord message, at most 2,000 characters, whatever the names and however many
// entries: it shows as many as fit, in the order given (newest first where that matters), and
// says how many more there are, rather than failing to send.
import { plural } from '../i18n/index';

/** Discord's limit on a message's content (docs "Create Message": up to 2000 characters). */
export const MESSAGE_LIMIT = 2000;

/**
 * How many entries (of `total`) `build(shown)` may show and stay within `limit`. `build` gets
 * how many entries to show and says the rest itself (`moreText`). A binary search: a roster
 * may hold thousands of members.
 */
export function mostThatFit(total: number, build: (shown: number) => string, limit = MESSAGE_LIMIT): number {
  let fits = 0;
  let over = total + 1;
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2);
    if (build(middle).length <= limit) fits = middle;
    else over = middle;
  }
  return fits;
}

/** `build(shown)` for the most entries that fit (`mostThatFit`), never over `limit`. */
export function fitCount(total: number, build: (shown: number) => string, limit = MESSAGE_LIMIT): string {
  return build(mostThatFit(total, build, limit)).slice(0, limit);
}

/** "… and 3 more not shown here.", or nothing when none are left out. */
export function moreText(rest: number, locale: string): string | null {
  return rest > 0 ? plural('list.more', rest, {}, locale) : null;
}

/** `head` over as many of `lines` as fit, one a line, and a last line saying how many more. */
export function fitLines(
  head: string | null,
  lines: readonly string[],
  locale: string,
  limit = MESSAGE_LIMIT,
): string {
  return fitCount(lines.length, (shown) => linesAndMore(head, lines, shown, locale), limit);
}

/** `head` over the first `shown` of `lines`, one a line, and a last line saying how many more. */
export function linesAndMore(
  head: string | null,
  lines: readonly string[],
  shown: number,
  locale: string,
): string {
  return [head, ...lines.slice(0, shown), moreText(lines.length - shown, locale)]
    .filter((line) => line !== null)
    .join('\n');
}
