// The databases the store's tests run against (issue 27): SQLite always, PostgreSQL where
// PG_TEST_URL names one (`eval "$(bash scripts/test-postgres.sh start)"` starts a throwaway
// one; .ci/run does). Each PostgreSQL test gets a schema of its own, dropped afterwards, so
// test files running at once never see each other's rows.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import KeyvPostgres from '@keyv/postgres';
import type { StoreTarget } from '../../src/store/index';

export interface TestDatabase {
  name: 'SQLite' | 'PostgreSQL';
  /** A fresh, empty store target. */
  fresh(): StoreTarget;
  /** Drops what `fresh` made (call after every store on it is closed). */
  cleanup(): Promise<void>;
}

const sqlite: TestDatabase = {
  name: 'SQLite',
  fresh: () => ({ kind: 'sqlite', file: join(mkdtempSync(join(tmpdir(), 'kogge-db-')), 'kogge.sqlite') }),
  cleanup: async () => undefined,
};

function postgres(url: string): TestDatabase {
  const schemas: string[] = [];
  return {
    name: 'PostgreSQL',
    fresh() {
      const schema = `t_${process.pid}_${schemas.length}_${Math.random().toString(36).slice(2, 8)}`;
      schemas.push(schema);
      return { kind: 'postgres', url, schema };
    },
    async cleanup() {
      if (schemas.length === 0) return;
      const admin = new KeyvPostgres({ uri: url });
      for (const schema of schemas.splice(0)) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.disconnect();
    },
  };
}

/** SQLite, and PostgreSQL where PG_TEST_URL is set (test/store/postgres-enabled.test.ts says how). */
export function testDatabases(): TestDatabase[] {
  const url = process.env.PG_TEST_URL;
  return url ? [sqlite, postgres(url)] : [sqlite];
}
