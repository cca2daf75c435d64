// Piscina's worker threads start as plain Node, without the TypeScript loader the main thread
// has: register tsx here, then hand piscina the record worker's tasks by name.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./record-worker.ts');
export default worker.verifyTask;
export const claimTask = worker.claimTask;
export const verifyTask = worker.verifyTask;
export const replayTask = worker.replayTask;
export const exportTask = worker.exportTask;
export const stepTask = worker.stepTask;
export const readyTask = worker.readyTask;
