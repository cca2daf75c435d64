// Each server's own settings (issue 25): the language of its public posts and board images
// in new games; issue 38: how its game threads show the board. One record per Discord guild id
// in its own Keyv namespace; a record that fails its schema reads as no settings (the server's
// preferred locale and the live board then apply) rather than failing the game that asked.
import Keyv from 'keyv';
import { z } from 'zod';
import { updateAtomically } from './atomic';
import { Database } from './database';
import type { StoreTarget } from './target';

/**
 * Issue 38, how a game's thread shows the board: `live`, one board message edited in place and
 * a short line pinging whoever is next (bot/live-board.ts); `every-move`, a new board image
 * each time the decision passes on (bot/publish.ts), as before.
 */
export const BOARDS_MODES = ['live', 'every-move'] as const;
export type BoardsMode = (typeof BOARDS_MODES)[number];

export const ServerSettingsSchema = z
  .object({
    /** A Discord locale code with a catalogue; unset follows the server's preferred locale. */
    locale: z.string().max(16).optional(),
    /** Issue 38: how game threads show the board; unset: `live`. */
    boards: z.enum(BOARDS_MODES).optional(),
  })
  .strict();

export type ServerSettings = z.infer<typeof ServerSettingsSchema>;

export interface ServerSettingsStore {
  get(guildId: string): Promise<ServerSettings>;
  /** Replaces the server's settings; returns them as stored. */
  set(guildId: string, settings: ServerSettings): Promise<ServerSettings>;
  /**
   * Changes one server's settings from what is stored (`change` may drop a field), keeping the
   * rest: two admins choosing the language and the boards at once keep both.
   */
  update(guildId: string, change: (current: ServerSettings) => ServerSettings): Promise<ServerSettings>;
  close(): Promise<void>;
}

export class KeyvServerSettingsStore implements ServerSettingsStore {
  private constructor(
    private readonly records: Keyv<unknown>,
    private readonly db: Database | null,
  ) {}

  /** The games' database, its own connection and namespace. */
  static open(target: StoreTarget | string): KeyvServerSettingsStore {
    const db = Database.open(target);
    return new KeyvServerSettingsStore(db.keyv('servers'), db);
  }

  /** In memory, for tests. */
  static inMemory(): KeyvServerSettingsStore {
    return new KeyvServerSettingsStore(new Keyv<unknown>({ namespace: 'servers' }), null);
  }

  async get(guildId: string): Promise<ServerSettings> {
    await this.db?.ready;
    const parsed = ServerSettingsSchema.safeParse(await this.records.get(guildId));
    return parsed.success ? parsed.data : {};
  }

  /** The whole record is written (no read first), so two admins at once leave one choice, whole. */
  async set(guildId: string, settings: ServerSettings): Promise<ServerSettings> {
    const checked = ServerSettingsSchema.parse(settings);
    await this.db?.ready;
    await this.records.set(guildId, checked);
    return checked;
  }

  /** In a database, as a compare-and-set (another shard may write too); in memory, in one go. */
  async update(
    guildId: string,
    change: (current: ServerSettings) => ServerSettings,
  ): Promise<ServerSettings> {
    const changed = (current: unknown) => {
      const parsed = ServerSettingsSchema.safeParse(current);
      return ServerSettingsSchema.parse(change(parsed.success ? parsed.data : {}));
    };
    if (!this.db) {
      const settings = changed(await this.records.get(guildId));
      await this.records.set(guildId, settings);
      return settings;
    }
    await this.db.ready;
    return updateAtomically(this.db, this.records, guildId, (current) => {
      const settings = changed(current);
      return Promise.resolve({ next: settings, answer: settings });
    });
  }

  async close(): Promise<void> {
    await this.db?.close();
  }
}
