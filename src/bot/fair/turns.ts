// Who was served when: the one served longest ago (or never) goes first. A key that has
// nothing waiting is still remembered, so a game that asks again the moment it was served
// (a computer player's next move) goes behind those already waiting, not before them. The
// memory keeps the most recently served keys only: one forgotten was served longest ago of
// them all, and treating it as never served puts it first, where it would be anyway.
const REMEMBERED = 4096;

export class Turns {
  private readonly served = new Map<string, number>();
  private tick = 0;

  /** When `key` was last served: 0 if never (or so long ago that it is forgotten). */
  stamp(key: string): number {
    return this.served.get(key) ?? 0;
  }

  serve(key: string): void {
    this.served.delete(key);
    this.served.set(key, ++this.tick);
    if (this.served.size > REMEMBERED) this.served.delete(this.served.keys().next().value as string);
  }

  /** Of `keys`, the one served longest ago; the first of them on a tie (the earliest to arrive). */
  next<K extends string>(keys: Iterable<K>): K | undefined {
    let best: K | undefined;
    let bestStamp = Infinity;
    for (const key of keys) {
      const stamp = this.stamp(key);
      if (stamp < bestStamp) [best, bestStamp] = [key, stamp];
    }
    return best;
  }

  /** Keys remembered (for tests: the memory stays bounded). */
  get size(): number {
    return this.served.size;
  }
}
