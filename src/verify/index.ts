// Fair and verifiable games (issue 21): the commitment, the exported record and its verifier;
// the bot's signature on a record and whose a record is (issue 42).
export { commitmentOf } from './commitment';
export { describeGame, gameSpec, type GameDescription } from './game';
export { exportGame } from './export-game';
export { GameExportSchema, EXPORT_VERSION, type GameExport } from './export-schema';
export { descriptionOf, verifyRecord, type Verdict, type VerdictKey } from './verify';
export { exportView } from './export-view';
export { claimedGame, NO_TRUST, type Origin, type Trust } from './origin';
export {
  makeSigningKey,
  signedBytes,
  signerOf,
  PUBLIC_KEY,
  type RecordSigner,
  type Signature,
  type SigningKeyPair,
} from './signature';
export { GameViewExportSchema, type GameViewExport } from './view-export-schema';
