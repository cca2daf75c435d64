// Piscina's worker threads start as plain Node, without the TypeScript loader the main thread
// has: register tsx here, then hand piscina the worker's task function.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./worker.ts');
export default worker.decideTask;
