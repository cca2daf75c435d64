// The store's public API: game records in Keyv (SQLite or PostgreSQL), with their schema.
export { indexEntry, KeyvGameStore, type GameStore, type LoadResult, type ScannedGame } from './game-store';
export { KeyedQueue, type KeyedMutex } from './keyed-queue';
export {
  GameRecordSchema,
  RECORD_VERSION,
  SeatSchema,
  SEAT_LEVELS,
  TUTORIAL_IDS,
  type TutorialId,
  type HumanSeat,
  type SeatLevel,
  type GameRecord,
  type GameStatus,
  type PendingClick,
  type DeferKind,
  APPLIED_CLICKS,
  PENDING_NOTICES,
  type OfferNotice,
  type ThreadNotes,
  type Seat,
  type RunningIndex,
} from './game-record';
export { computerId, enginePlayers, hostName, seatLevels, seatOfUser, userIdOf } from './seats';
export {
  clippedTo,
  madeBy,
  notThePersons,
  standInClosed,
  standInCounts,
  standInOpened,
  type MadeBy,
  type StandInCount,
} from './stand-ins';
export { LeagueStore, type DamagedLeague, type LeagueLoad, type LeagueSetAside } from './league-store';
export { moveRowAside, sweepUnreadable, type SetAside } from './set-aside';
export { ASIDE, NAMESPACES, SWEPT, type AsideRecord, type LeagueAsideNotice } from './namespaces';
export { LeagueRecordSchema, LEAGUE_RECORD_VERSION, type Board, type LeagueRecord } from './league-record';
export { KeyvWelcomeStore, type WelcomeStore } from './welcome-store';
export { FIRST_GAMES, KeyvFinishedGamesStore, type FinishedGamesStore } from './finished-games-store';
export { Database } from './database';
export {
  KeyvSigningKeyStore,
  SigningKeyDamaged,
  SIGNING_KEY_NAMESPACE,
  type StoredSigningKey,
} from './signing-key-store';
export { parseTarget, targetName, type StoreTarget, type TargetProblem } from './target';
export {
  KeyvUserSettingsStore,
  UserSettingsSchema,
  type UserSettings,
  type UserSettingsStore,
} from './user-settings-store';
export {
  BOARDS_MODES,
  KeyvServerSettingsStore,
  ServerSettingsSchema,
  type BoardsMode,
  type ServerSettings,
  type ServerSettingsStore,
} from './server-settings-store';
