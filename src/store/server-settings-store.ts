// Each server's own settings (issue 25): the language of its public posts and board images
// in new games. One record per Discord guild id in its own Keyv namespace; a record that
// fails its schema reads as no settings (the server's preferred locale then applies) rather
// than failing the game that asked.
import Keyv from 'keyv';
import { z } from 'zod';
import { Database } from './database';
import type { StoreTarget } from './target';

export const ServerSettingsSchema = z
  .object({
    /** A Discord locale code with a catalogue; unset follows the server's preferred locale. */
    locale: z.string().max(16).optional(),
  })
  .strict();

export type ServerSettings = z.infer<typeof ServerSettingsSchema>;

export interface ServerSettingsStore {
  get(guildId: string): Promise<ServerSettings>;
  /** Replaces the server's settings; returns them as stored. */
  set(guildId: string, settings: ServerSettings): Promise<ServerSettings>;
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

  async close(): Promise<void> {
    await this.db?.close();
  }
}
