import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeaseLost, leaseOf } from '../../jobs/job-store.js';
import { type Harness, startHarness, type Tenant } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

/**
 * A worker presumed dead (paused past the stale timeout) whose job was claimed again must not add
 * a result or change the run: its writes are fenced by the claim it held.
 */
describe('a run’s writes are fenced by the job claim', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;

  beforeAll(async () => {
    site = await startSite({ '/': '<h1>One</h1>', '/two': '<h1>Two</h1>' });
    // No worker in the process: the test plays both workers by hand.
    h = await startHarness({ inProcessWorkers: 0 });
    t = await h.tenant({ baseUrl: site.url });
    for (const [label, url] of [
      ['One', '/'],
      ['Two', '/two'],
    ]) {
      await h.invoke('create_scenario', { label, url, captureBaseline: false, confirm: true }, t.fullKey);
    }
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('the stale worker’s writes are refused; the new holder’s run has exactly one result per capture', async () => {
    const started = await h.invoke('run_baseline', {}, t.fullKey);
    const { runId, jobId } = started.body.data;
    const jobs = h.vq.services.jobs;
    const first = await jobs.claim(jobId, 'worker-a');
    expect(first).not.toBeNull();
    // Worker A stops beating; the sweeper gives its job to worker B.
    expect(await jobs.requeueStale(new Date(Date.now() + 60_000))).toEqual([jobId]);
    const second = await jobs.claim(jobId, 'worker-b');
    expect(second!.attempts).toBe(first!.attempts + 1);

    await expect(h.vq.services.vrtRuns.execute(runId, leaseOf(first!))).rejects.toBeInstanceOf(LeaseLost);
    const done = await h.vq.services.vrtRuns.execute(runId, leaseOf(second!));
    expect(done).toMatchObject({ status: 'completed', total: 6, passed: 6 });

    // A wakes up again mid-run: still refused, and nothing it did shows.
    await expect(h.vq.services.vrtRuns.execute(runId, leaseOf(first!))).resolves.toMatchObject({ total: 6 });
    const results = await h.vq.services.vrtRuns.results(runId);
    expect(results).toHaveLength(6);
    expect(new Set(results.map((r) => `${r.scenario_label}/${r.viewport}`)).size).toBe(6);
    const baselines = await h.vq.store.db
      .selectFrom('baselines')
      .select('id')
      .where('is_current', '=', 1)
      .execute();
    expect(baselines).toHaveLength(6);
  });

  it('a stale worker that resumes in the middle of its captures adds nothing', async () => {
    // Every page captured again (none found unchanged), so the run is still capturing when A stalls.
    const started = await h.invoke('run_vrt', { changeAware: false }, t.fullKey);
    const { runId, jobId } = started.body.data;
    const jobs = h.vq.services.jobs;
    const stale = await jobs.claim(jobId, 'worker-a');
    const execution = h.vq.services.vrtRuns.execute(runId, leaseOf(stale!));
    // A is still capturing when its claim passes to B.
    await new Promise((r) => setTimeout(r, 150));
    await jobs.requeueStale(new Date(Date.now() + 60_000));
    const fresh = await jobs.claim(jobId, 'worker-b');
    await expect(execution).rejects.toBeInstanceOf(LeaseLost);
    const done = await h.vq.services.vrtRuns.execute(runId, leaseOf(fresh!));
    expect(done).toMatchObject({ status: 'completed', total: 6 });
    expect(await h.vq.services.vrtRuns.results(runId)).toHaveLength(6);
  });
});
