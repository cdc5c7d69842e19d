import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, TEST_DB } from '../test-support/database.js';
import { startFreezableProxy } from '../test-support/freezable-proxy.js';
import { type Harness, startHarness, type Tenant, waitForRun } from '../test-support/harness.js';
import { startSite, type TestSite } from '../test-support/site.js';

const TIMEOUT_MS = 1_000;
const page = '<!doctype html><html><body style="margin:0"><h1>Still here</h1></body></html>';

describe.runIf(TEST_DB === 'postgres')('a frozen database', () => {
  let proxy: Awaited<ReturnType<typeof startFreezableProxy>>;
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let site: TestSite;
  let h: Harness;
  let t: Tenant;

  beforeAll(async () => {
    database = await createPgDatabase();
    const url = new URL(database.url);
    proxy = await startFreezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    site = await startSite({ '/': page });
    // A job whose heartbeat the freeze stopped is taken up again within seconds, not half a minute.
    h = await startHarness({ databaseUrl: url.toString(), dbTimeoutMs: TIMEOUT_MS }, { jobStaleMs: 4_000 });
    t = await h.tenant({ baseUrl: site.url });
    await h.invoke(
      'create_scenario',
      { label: 'Home', url: '/', viewports: ['desktop'], captureBaseline: false, confirm: true },
      t.fullKey,
    );
  });
  afterAll(async () => {
    proxy.thaw();
    await h.close();
    await proxy.close();
    await database.drop();
    await site.close();
  });

  it(
    'answers errors within its timeout, turns unready, and loses nothing when it thaws',
    { timeout: 150_000 },
    async () => {
      const baseline = await h.invoke('run_baseline', {}, t.fullKey);
      expect(baseline.body.ok).toBe(true);
      const before = await h.invoke('list_scenarios', {}, t.fullKey);
      expect(before.body.ok).toBe(true);

      proxy.freeze();
      const started = Date.now();
      const frozen = await h.invoke('list_scenarios', {}, t.fullKey);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
      expect(frozen.status).toBe(500);
      expect(frozen.body.error.code).toBe('internal_error');
      expect(frozen.body.recoverable).toBe(true);
      expect(frozen.body.error.message).toMatch(/database did not answer within 1000 ms/);

      const ready = await h.vq.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toMatch(/no answer/);
      expect((await h.vq.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 2_000));

      proxy.thaw();
      for (let i = 0; (await h.vq.app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200; i++) {
        expect(i).toBeLessThan(50);
        await new Promise((r) => setTimeout(r, 200));
      }
      const after = await h.invoke('list_scenarios', {}, t.fullKey);
      expect(after.body.data).toEqual(before.body.data);
      // The run in flight during the freeze still ends, with its baseline.
      const run = await waitForRun(h, t.fullKey, baseline.body.data.runId, 90_000);
      expect(run.data.status).toBe('completed');
      const test = await h.invoke('run_vrt', {}, t.fullKey);
      expect((await waitForRun(h, t.fullKey, test.body.data.runId, 60_000)).data.status).toBe('completed');
    },
  );
});
