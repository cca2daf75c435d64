// The options a game has unless its host chose others (state.ts's GameOptionsSchema checks them);
// apart from the schema so that what only plays the rules loads no zod.
import type { GameOptions } from './state';

export const DEFAULT_OPTIONS: GameOptions = {
  holdings: 'hidden',
  taxes: false,
  officeTrading: false,
  conflicts: false,
  memory: false,
};
