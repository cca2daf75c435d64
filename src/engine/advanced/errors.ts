// The advanced rules' refusal codes (K-70 … K-73), merged into the engine's ERROR_CODES.
export const ADVANCED_ERROR_CODES = [
  /** The action belongs to an advanced rule this game does not use. */
  'RULE_NOT_IN_GAME',
  /** K-71: no office of another player at that city and slot. */
  'NO_SUCH_OFFICE',
  /** K-71, N-74: the office does not hold the goods asked. */
  'OFFICE_LACKS_GOODS',
  /** K-73.8, N-82: the look would teach nothing. */
  'ALREADY_KNOWN',
  /** K-73.8: a look only before the first move. */
  'ALREADY_MOVED',
  /** K-72.10: more than three goods named. */
  'DEMAND_TOO_LARGE',
] as const;
