// Which servers the bot has welcomed: one flag per server in its own Keyv namespace, so the
// welcome is posted once per server and never again after a restart.
import Keyv from 'keyv';
import KeyvSqlite from '@keyv/sqlite';

export interface WelcomeStore {
  welcomed(guildId: string): Promise<boolean>;
  noteWelcomed(guildId: string): Promise<void>;
  close(): Promise<void>;
}

export class KeyvWelcomeStore implements WelcomeStore {
  private constructor(
    private readonly flags: Keyv<unknown>,
    private readonly adapter: KeyvSqlite,
  ) {}

  /**
   * The games' SQLite file, its own connection. Opened once the game store is ready: that
   * store switches the file's journal first, which needs the file to itself.
   */
  static open(file: string): KeyvWelcomeStore {
    const adapter = new KeyvSqlite({ uri: `sqlite://${file}`, busyTimeout: 10_000 });
    return new KeyvWelcomeStore(new Keyv<unknown>({ store: adapter, namespace: 'welcomed' }), adapter);
  }

  async welcomed(guildId: string): Promise<boolean> {
    return (await this.flags.get(guildId)) === true;
  }

  async noteWelcomed(guildId: string): Promise<void> {
    await this.flags.set(guildId, true);
  }

  async close(): Promise<void> {
    await this.adapter.disconnect();
  }
}
