// First come, first served, whoever asks: how the pools queued before issue 20. Kept as the
// control that shows what the fair queue prevents (its tests and `npm run bench -- fair`).
import type { JobQueue, Owner } from './owner';

export class FifoQueue<T> implements JobQueue<T> {
  private readonly items: { server: string; item: T }[] = [];

  push(owner: Owner, item: T): void {
    this.items.push({ server: owner.server, item });
  }

  shift(may: (server: string) => boolean = () => true): T | undefined {
    const at = this.items.findIndex((waiting) => may(waiting.server));
    return at < 0 ? undefined : this.items.splice(at, 1)[0].item;
  }

  get size(): number {
    return this.items.length;
  }
}
