// What `npm run verify` reads of the bot's own store (issue 42): the store DATABASE_URL or
// DATABASE_FILE names, as the bot reads them (.env included), for the bot's public key and
// the commitment of the game a record claims to be. Only read: a missing SQLite file is no
// store (opening it would make an empty one), and nothing is ever written.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { Database, KeyvGameStore, KeyvSigningKeyStore, parseTarget } from '../store/index';
import { commitmentOf } from './commitment';
import { describeGame } from './game';

/** The bot's store as the verifier asks it. */
export interface BotStoreView {
  /** The bot's public key; null where it has made none yet. */
  key(): Promise<string | null>;
  /** The commitment of game `id` as stored; null where no such game is stored. */
  commitment(id: string): Promise<string | null>;
  close(): Promise<void>;
}

/** No store where the configuration names one (a checker without the bot's files). */
export type StoreOpening =
  { kind: 'open'; store: BotStoreView } | { kind: 'none'; file: string } | { kind: 'failed'; reason: string };

export function openBotStore(env: NodeJS.ProcessEnv = process.env): StoreOpening {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  const parsed = parseTarget(config.DATABASE_URL, config.DATABASE_FILE);
  if (!parsed.ok) return { kind: 'failed', reason: parsed.problem };
  const target = parsed.target;
  if (target.kind === 'sqlite' && !existsSync(resolve(target.file)))
    return { kind: 'none', file: target.file };
  const db = Database.open(
    target.kind === 'sqlite' ? { kind: 'sqlite', file: resolve(target.file) } : target,
  );
  const games = KeyvGameStore.open(db);
  return {
    kind: 'open',
    store: {
      key: async () => (await KeyvSigningKeyStore.open(db).read())?.publicKey ?? null,
      commitment: async (id) => {
        const loaded = await games.load(id);
        return loaded.ok ? commitmentOf(describeGame(loaded.record)) : null;
      },
      close: () => db.close(),
    },
  };
}
