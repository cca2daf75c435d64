// Each person's own settings, whatever game or server they play in: first-game hint lines,
// league reminders by direct message, and (issue 25) their language. One record per Discord
// user id in its own Keyv namespace; a record that fails its schema reads as no settings
// (the person sets them again) rather than failing the command that asked.
import Keyv from 'keyv';
import { z } from 'zod';
import { updateAtomically } from './atomic';
import { Database } from './database';
import type { StoreTarget } from './target';

export const UserSettingsSchema = z
  .object({
    /** First-game hint lines in panels: unset follows the default (a player's first games). */
    hints: z.boolean().optional(),
    /** League reminders also by direct message (issue 23); off unless asked for. */
    dmReminders: z.boolean().optional(),
    /**
     * Discord refused a reminder DM to this person (50007, issue 23): not tried again, even
     * after a restart, until they ask for DM reminders again.
     */
    dmRefused: z.boolean().optional(),
    /** A Discord locale code (issue 25); unset follows the client's own locale. */
    locale: z.string().max(16).optional(),
  })
  .strict();

export type UserSettings = z.infer<typeof UserSettingsSchema>;

export interface UserSettingsStore {
  get(userId: string): Promise<UserSettings>;
  /** Sets the given fields and keeps the others; returns the settings as stored. */
  update(userId: string, patch: UserSettings): Promise<UserSettings>;
  close(): Promise<void>;
}

export class KeyvUserSettingsStore implements UserSettingsStore {
  /** Updates of one person's settings one after another (two clicks at once keep both). */
  readonly #pending = new Map<string, Promise<unknown>>();

  private constructor(
    private readonly records: Keyv<unknown>,
    private readonly db: Database | null,
  ) {}

  /** The games' database (a string: an SQLite file), its own connection and namespace. */
  static open(target: StoreTarget | string): KeyvUserSettingsStore {
    const db = Database.open(target);
    return new KeyvUserSettingsStore(db.keyv('users'), db);
  }

  /** In memory, for tests and the local table's throwaway runs. */
  static inMemory(): KeyvUserSettingsStore {
    return new KeyvUserSettingsStore(new Keyv<unknown>({ namespace: 'users' }), null);
  }

  async get(userId: string): Promise<UserSettings> {
    const parsed = UserSettingsSchema.safeParse(await this.records.get(userId));
    return parsed.success ? parsed.data : {};
  }

  update(userId: string, patch: UserSettings): Promise<UserSettings> {
    const previous = this.#pending.get(userId) ?? Promise.resolve();
    const next = previous.then(() => this.write(userId, patch));
    const settled = next.catch(() => undefined);
    this.#pending.set(userId, settled);
    void settled.then(() => {
      if (this.#pending.get(userId) === settled) this.#pending.delete(userId);
    });
    return next;
  }

  async close(): Promise<void> {
    await Promise.all(this.#pending.values());
    await this.db?.close();
  }

  /** Read, patched and written back; in a database, as a compare-and-set (another shard may write too). */
  private async write(userId: string, patch: UserSettings): Promise<UserSettings> {
    const patched = (current: unknown) => {
      const parsed = UserSettingsSchema.safeParse(current);
      return UserSettingsSchema.parse({ ...(parsed.success ? parsed.data : {}), ...defined(patch) });
    };
    if (!this.db) {
      const settings = patched(await this.records.get(userId));
      await this.records.set(userId, settings);
      return settings;
    }
    await this.db.ready;
    return updateAtomically(this.db, this.records, userId, async (current) => {
      const settings = patched(current);
      return { next: settings, answer: settings };
    });
  }
}

/** The fields a patch sets: an option left out of /kogge settings changes nothing. */
function defined(patch: UserSettings): UserSettings {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as UserSettings;
}
