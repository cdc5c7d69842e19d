import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const page = (title: string) =>
  `<!doctype html><html><body style="margin:0;font-family:sans-serif"><h1>${title}</h1><p>Text.</p></body></html>`;

describe('a test run queued while a baseline run is capturing', () => {
  let site: TestSite;
  let h: Harness;
  let t: Tenant;

  beforeAll(async () => {
    site = await startSite({ '/': page('Home'), '/plans': { body: page('Plans'), delayMs: 300 } });
    // Two workers: the two runs could capture side by side.
    h = await startHarness({ inProcessWorkers: 2 });
    t = await h.tenant({ baseUrl: site.url });
    for (const [label, url] of [
      ['Home', '/'],
      ['Plans', '/plans'],
    ]) {
      await h.invoke('create_scenario', { label, url, captureBaseline: false, confirm: true }, t.fullKey);
    }
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('waits for it, says so, and compares against what it captured', async () => {
    const baseline = await h.invoke('run_baseline', {}, t.fullKey);
    const test = await h.invoke('run_vrt', { changeAware: false }, t.fullKey);
    expect(test.body.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^baseline run ${baseline.body.data.runId} \\(branch main\\) is still (queued|capturing): this test run waits for it`,
        ),
      ),
    ]);
    const done = await waitForRun(h, t.fullKey, test.body.data.runId, 90_000);
    expect(done.data).toMatchObject({ status: 'completed', summary: { total: 6, passed: 6, failed: 0 } });
    const baselineRun = await h.vq.services.runs.byId(baseline.body.data.runId);
    const testRun = await h.vq.services.runs.byId(test.body.data.runId);
    expect(baselineRun?.status).toBe('completed');
    // The test run's captures began only once the baseline run had ended.
    expect(Date.parse(testRun!.finished_at!)).toBeGreaterThan(Date.parse(baselineRun!.finished_at!));
    const report = await h.invoke('get_run_report', { runId: test.body.data.runId }, t.fullKey);
    expect(report.body.data.results.map((r: { status: string }) => r.status)).toEqual(Array(6).fill('pass'));
  });
});
