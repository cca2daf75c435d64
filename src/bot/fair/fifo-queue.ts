// First come, first served, whoever asks: how the pools queued before issue 20. Kept as the
// control that shows what the fair queue prevents (its tests and `npm run bench -- bot`).
import type { JobQueue, Owner } from './owner';

export class FifoQueue<T> implements JobQueue<T> {
  private readonly items: T[] = [];

  push(_owner: Owner, item: T): void {
    this.items.push(item);
  }

  shift(): T | undefined {
    return this.items.shift();
  }

  get size(): number {
    return this.items.length;
  }
}
