// The record worker's tasks as piscina wants them (a default export), for the bundled bot
// (scripts/build-bot.ts); under tsx, worker-entry.mjs does the same.
export {
  verifyTask as default,
  claimTask,
  verifyTask,
  replayTask,
  exportTask,
  stepTask,
  readyTask,
} from './record-worker';
