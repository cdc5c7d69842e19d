import { defineConfig } from 'vitest/config';

const shared = {
  include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

/** The same suite, once on the embedded SQLite default and once on PostgreSQL. */
export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'sqlite', env: { VISUALQ_TEST_DB: 'sqlite' } } },
      { test: { ...shared, name: 'postgres', env: { VISUALQ_TEST_DB: 'postgres' } } },
    ],
  },
});
