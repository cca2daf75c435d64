// Computer players and the simulator that pits them against each other. Everything outside
// src/ai comes through here.
export { randomAction, nextActor } from './random-player';
export { playRandomGame, seatNames, type GameRecord, type PlayOptions } from './sim/run';
export { invariantBreaks } from './sim/invariants';
export { simulateRandomGames, summaryLine, type SimSummary, type SimRequest } from './sim/summary';
