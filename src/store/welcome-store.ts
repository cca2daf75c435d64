// Which servers the bot has welcomed: one flag per server in its own Keyv namespace, so the
// welcome is posted once per server and never again after a restart.
import type Keyv from 'keyv';
import { Database } from './database';
import type { StoreTarget } from './target';

export interface WelcomeStore {
  welcomed(guildId: string): Promise<boolean>;
  noteWelcomed(guildId: string): Promise<void>;
  close(): Promise<void>;
}

export class KeyvWelcomeStore implements WelcomeStore {
  private constructor(
    private readonly db: Database,
    private readonly flags: Keyv<unknown>,
  ) {}

  /**
   * The games' database, its own connection. Opened once the game store is ready: on SQLite
   * that store switches the file's journal first, which needs the file to itself. A flag is
   * only ever set to true, so several processes setting it at once need no compare-and-set.
   */
  static open(target: StoreTarget | string): KeyvWelcomeStore {
    const db = Database.open(target);
    return new KeyvWelcomeStore(db, db.keyv('welcomed'));
  }

  async welcomed(guildId: string): Promise<boolean> {
    await this.db.ready;
    return (await this.flags.get(guildId)) === true;
  }

  async noteWelcomed(guildId: string): Promise<void> {
    await this.flags.set(guildId, true);
  }

  async close(): Promise<void> {
    await this.db.close();
  }
}
