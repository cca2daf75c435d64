// Issue 27: the store's tests run against PostgreSQL too where PG_TEST_URL is set. Locally
// without it they say in one line how to enable them; CI (CI=true) requires them.
import { describe, expect, it } from 'vitest';

const url = process.env.PG_TEST_URL;

describe('the store tests against PostgreSQL', () => {
  it.runIf(process.env.CI === 'true')('run in CI (.ci/run sets PG_TEST_URL)', () => {
    expect(url, 'CI must run the store tests against PostgreSQL: PG_TEST_URL is unset').toMatch(
      /^postgres(ql)?:\/\//,
    );
  });

  it.runIf(!url && process.env.CI !== 'true')('are skipped here: PG_TEST_URL is unset', () => {
    console.info(
      'PostgreSQL store tests skipped: run them with eval "$(bash scripts/test-postgres.sh start)" before vitest.',
    );
  });
});
