// One game's interactions run one at a time, in arrival order: each job waits for the one
// before it on the same game, while other games run alongside. The store's keyed queue,
// keyed by game id (one queue implementation for games and shared records alike).
import { KeyedQueue } from '../store/index';

export class GameQueue extends KeyedQueue {}
