import { defineConfig } from 'vitest/config';

const shared = {
  include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

/** Lighthouse measures CPU time: its audits run on their own, after everything else. */
const LIGHTHOUSE = ['packages/server/src/tools/perf/perf.test.ts', 'packages/server/src/tools/page-checks/seo.test.ts'];

/** The same suite, once on the embedded SQLite default and once on PostgreSQL. */
export default defineConfig({
  test: {
    // The suite is CPU-bound on a 2-core machine (Chromium renders, Lighthouse, PNG diffs): a third
    // file at once only made each slower (load average 16) and pushed captures past their timeouts.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'sqlite',
          env: { VISUALQ_TEST_DB: 'sqlite' },
          exclude: LIGHTHOUSE,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'postgres',
          env: { VISUALQ_TEST_DB: 'postgres' },
          // What does not depend on the database runs once: engines, the client package, and the
          // browser-side behaviour of captures and page checks (whose results the full-audit,
          // VRT and UI tests read back from PostgreSQL).
          exclude: [
            ...LIGHTHOUSE,
            'packages/contract/**',
            'packages/mcp/**',
            'packages/server/src/engines/**',
            'packages/server/src/gateway/next-actions.test.ts',
            'packages/server/src/services/tracking/proof-verdict.test.ts',
            'packages/server/src/store/s3-artifacts.test.ts',
            'packages/server/src/services/network-policy.test.ts',
            'packages/server/src/tools/vrt/capture.test.ts',
            'packages/server/src/tools/vrt/host-policy.test.ts',
            'packages/server/src/tools/a11y/a11y.test.ts',
            'packages/server/src/tools/page-checks/page-checks.test.ts',
          ],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          include: LIGHTHOUSE,
          name: 'lighthouse',
          env: { VISUALQ_TEST_DB: 'sqlite' },
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
