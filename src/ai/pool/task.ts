// The AI worker's task as piscina wants it (a default export), for the bundled bot
// (scripts/build-bot.ts); under tsx, worker-entry.mjs does the same.
export { decideTask as default, coachTask, reviewTask, readyTask } from './worker';
