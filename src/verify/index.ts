// Fair and verifiable games (issue 21): the commitment, the exported record and its verifier.
export { commitmentOf } from './commitment';
export { describeGame, gameSpec, type GameDescription } from './game';
export { exportGame } from './export-game';
export { GameExportSchema, EXPORT_VERSION, type GameExport } from './export-schema';
export { descriptionOf, verifyRecord, type Verdict, type VerdictKey } from './verify';
export { exportView } from './export-view';
export { GameViewExportSchema, type GameViewExport } from './view-export-schema';
