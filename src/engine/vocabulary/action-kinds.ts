// The actions a turn may take once each (K-30), apart from the state's schema so that what only
// plays the rules loads no zod.
export const ACTION_KINDS = [
  'buildOffice',
  'gmTrade',
  'buyMarkers',
  'cityTrade',
  'changeRoute',
  'raid',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];
