import { defineConfig } from 'vitest/config';

const shared = {
  include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

/** The same suite, once on the embedded SQLite default and once on PostgreSQL. */
export default defineConfig({
  test: {
    // Most test time is spent waiting on Chromium, child processes and the database, not on this
    // process: three files at once keep a 2-core machine busy (the default, cores - 1, runs one).
    maxWorkers: 3,
    projects: [
      { test: { ...shared, name: 'sqlite', env: { VISUALQ_TEST_DB: 'sqlite' } } },
      { test: { ...shared, name: 'postgres', env: { VISUALQ_TEST_DB: 'postgres' } } },
    ],
  },
});
