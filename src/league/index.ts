// The league's public API: pure, like the engine. Results in; placings, ratings, points,
// standings, pairings and exports out. The bot records, stores and posts; it never
// computes a rating (DESIGN.md, "Leagues").
export { SnowflakeSchema, InstantSchema, SkillSchema, type Skill } from './common-schemas';
export {
  LeagueSchema,
  LeagueOptionsSchema,
  LEAGUE_SCHEMA_VERSION,
  MAX_LEAGUE_DEADLINE_MINUTES,
  MISSED_DEADLINE_RULES,
  type League,
  type LeagueOptions,
  type MissedDeadlineRule,
} from './league-schema';
export {
  ASSISTED_RULES,
  DEFAULT_ASSISTED_RULE,
  assistedRule,
  parseAssistedRule,
  seatRated,
  type AssistedRule,
} from './assistance';
export { PointsSchemeSchema, DEFAULT_POINTS, type PointsScheme } from './points-scheme-schema';
export {
  RecordedResultSchema,
  SeatHolderSchema,
  SeatResultSchema,
  RESULT_SCHEMA_VERSION,
  END_REASONS,
  type RecordedResult,
  type SeatHolder,
  type SeatResult,
  type EndReason,
} from './result-schema';
export {
  AuditEntrySchema,
  AuditChangeSchema,
  AUDIT_SCHEMA_VERSION,
  EDITABLE_SETTINGS,
  GameChangeSchema,
  auditGameId,
  isGameChange,
  undoneSeqs,
  type AuditEntry,
  type AuditChange,
  type GameChange,
  type EditableSetting,
} from './audit-schema';
export { SeasonSchema, StandingRowSchema, SEASON_SCHEMA_VERSION, type Season } from './season-schema';
export { placesByScore, placesWithLast } from './places';
export { placingsFromEnd, placingsFromForfeit, type Placing } from './placings';
export { recordResult, type GameFacts } from './record-result';
export { effectiveResults, playOrder, seatedMembers, someonePlayed } from './effective-results';
export { newSkill, displayRating, rateGame, rateAll, type RatingChange } from './ratings';
export { gamePoints, type PointsInput } from './points';
export { standings, type Bye, type StandingRow, type Standings, type StandingsInput } from './standings';
export {
  RoundSchema,
  SitOutSchema,
  ByePointsSchema,
  DEFAULT_BYE_POINTS,
  type Round,
  type SitOut,
} from './round-schema';
export { chooseSitOuts, seatingSizes } from './sit-outs';
export { tableSizes } from './table-sizes';
export { pairRound, repeatCount, type PairingInput } from './pairing';
export { csvCell, csvFile, csvId, toCsv, UTF8_BOM, type CsvId, type CsvValue } from './csv';
export { exportCsv, EXPORT_HEADER, type ExportLeague } from './export-csv';
export { exportAuditCsv, auditMembers, AUDIT_EXPORT_HEADER } from './export-audit-csv';
export { closeSeason, newSeason, sortedSkills, type SeasonClose } from './season-close';
export {
  auditRefusal,
  undoRefusal,
  AUDIT_REFUSALS,
  UNDO_REFUSALS,
  type AuditRefusal,
  type UndoRefusal,
} from './audit-refusal';
export { leagueId, nameKey, plainId, sameLeagueName } from './league-id';
export { ratingHistory, type RatingPoint } from './rating-history';
export {
  seasonSlice,
  seasonStandings,
  seasonByes,
  reviseSeasons,
  carriedInto,
  podium,
  type LeagueSeasons,
} from './seasons';
