import type { UserSpec } from '../local-discord';

/** The four seats of the local table; display names can be changed in the page. */
export const TABLE_PLAYERS: UserSpec[] = [
  { name: 'anna', globalName: 'Anna' },
  { name: 'bernd', globalName: 'Bernd' },
  { name: 'clara', globalName: 'Clara' },
  { name: 'dirk', globalName: 'Dirk' },
];

/** The one channel of the local server, where games are started. */
export const TABLE_CHANNEL = 'general';
