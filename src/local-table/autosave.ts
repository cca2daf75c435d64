// Keeps the local server's history on disk while people play: after each change settles,
// and once more on stop. A crash loses at most the last moment, never the whole file.
import { saveTable, type LocalDiscord } from '../local-discord';

const SETTLE_MS = 250;

export class Autosave {
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly discord: LocalDiscord,
    private readonly file: string,
  ) {
    discord.store.events.on('message', this.#schedule);
  }

  /** Saves now if anything is waiting, and stops listening. */
  stop(): void {
    this.discord.store.events.off('message', this.#schedule);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.save();
  }

  save(): void {
    saveTable(this.discord.store, this.file);
  }

  readonly #schedule = (): void => {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.save();
    }, SETTLE_MS);
  };
}
