// Issue 37: a league's rule for an assisted seat, one a computer player played for its person
// for any part of a game (handed over by the league's admin or by the missed-deadline rule).
// Kept apart from the other options so /league create and /league edit set it alike.
import { z } from 'zod';

export const ASSISTED_RULES = ['unrated', 'rated'] as const;
export type AssistedRule = (typeof ASSISTED_RULES)[number];

/** Absent in a league's options (every league made before the rule): the default. */
export const AssistedRuleSchema = z.enum(ASSISTED_RULES).optional();

/** The default: the seat's rating stays as it was; its place and points count. */
export const DEFAULT_ASSISTED_RULE: AssistedRule = 'unrated';

export function assistedRule(options: { assisted?: AssistedRule }): AssistedRule {
  return options.assisted ?? DEFAULT_ASSISTED_RULE;
}

/** The chosen rule; anything not offered (a forged option) reads as the default. */
export function parseAssistedRule(chosen: string | null): AssistedRule {
  return ASSISTED_RULES.find((rule) => rule === chosen) ?? DEFAULT_ASSISTED_RULE;
}

/**
 * Whether a seat's rating moves with the game. An assisted seat is rated only where the league
 * says so; a forfeited one always is: it is placed last whoever played it, so the computer's
 * play cannot have helped it, and a forfeit must not spare anyone a rated loss.
 */
export function seatRated(seat: { assisted: boolean; forfeited: boolean }, rule: AssistedRule): boolean {
  return !seat.assisted || seat.forfeited || rule === 'rated';
}
