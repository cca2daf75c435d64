// Worker threads start as plain Node, without the TypeScript loader the main thread has:
// register tsx here, then load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
