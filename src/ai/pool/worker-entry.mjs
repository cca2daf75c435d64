// Piscina's worker threads start as plain Node, without the TypeScript loader the main thread
// has: register tsx here, then hand piscina the worker's task function.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');
export default worker.decideTask;
// The coach's hints (issue 26), asked by name: piscina.run(request, { name: 'coachTask' }).
export const coachTask = worker.coachTask;
export const reviewTask = worker.reviewTask;
export const readyTask = worker.readyTask;
