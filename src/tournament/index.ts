// src/tournament: a community event's pairings, schedule and standings (issue 41). Pure, as
// src/league is: no discord.js, no store, no clock, no randomness. Built on the league's
// seating and points.
export { roundShape, type RoundShape, type TableSize } from './round-shape';
export { chooseByes, type ByeInput } from './byes';
export { pairSwiss, type RoundSeating, type SwissInput } from './swiss';
export { roundRobinRounds, roundRobinSchedule } from './round-robin';
export {
  tournamentStandings,
  type ByeRecord,
  type TableResult,
  type TableSeat,
  type TournamentRow,
  type TournamentStandingsInput,
} from './standings';
export { finalOrder, finalists, type FinalPlace } from './final-table';
