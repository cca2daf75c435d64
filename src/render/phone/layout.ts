// The phone board's measures: its width, its rows' heights and the city table's columns.
export const PHONE = { w: 820 } as const;
export const PAD = 12;
export const HEADER_H = 150;
export const PLAYER_H = 44;
export const CITY_H = 52;
export const TABLE_HEAD_H = 30;
export const MARKET_H = 50;
/** Two lines saying how the game ends (the END track), under the market. */
export const END_RULE_H = 58;
/** A line more, for the advanced rules in play (K-70 … K-73). */
export const RULES_H = 32;
/** Left edges of the city table's columns, and the room each has. */
export const COL = {
  city: { x: PAD, w: 156 },
  routes: { x: 176, w: 66 },
  goods: { x: 252, w: 176 },
  offices: { x: 436, w: 216 },
  pieces: { x: 660, w: 148 },
} as const;
