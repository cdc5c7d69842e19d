import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

// Browser behaviour, not storage: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('a page too tall for the capture budget', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;
  beforeAll(async () => {
    site = await startSite({
      '/tall':
        '<body style="margin:0"><div style="height:6000px;background:linear-gradient(#fff,#000)">Tall</div></body>',
      '/short': '<body style="margin:0"><h1>Short</h1></body>',
    });
    // 1280 × 6000 is 7.7 Mpx: over a 4 Mpx budget; the short page (1280 × 800) is within it.
    h = await startHarness({ maxCapturePixels: 4_000_000 });
    t = await h.tenant({ baseUrl: site.url });
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('is an error result naming its size and the budget, and the pages within it are captured', async () => {
    for (const [label, url] of [
      ['Tall', '/tall'],
      ['Short', '/short'],
    ]) {
      const made = await h.invoke(
        'create_scenario',
        { label, url, viewports: ['desktop'], captureBaseline: false, confirm: true },
        t.fullKey,
      );
      expect(made.body.ok, JSON.stringify(made.body)).toBe(true);
    }
    const started = await h.invoke('run_baseline', {}, t.fullKey);
    const done = await waitForRun(h, t.fullKey, started.body.data.runId, 60_000);
    expect(done.data.summary).toMatchObject({ total: 2, failed: 1 });
    const report = await h.invoke('get_run_report', { runId: started.body.data.runId }, t.fullKey);
    const text = JSON.stringify(report.body.data);
    expect(text).toMatch(
      /1280×6000 px \(7\.7 Mpx\), over the budget of 4 Mpx \(VISUALQ_MAX_CAPTURE_PIXELS\)/,
    );
  }, 90_000);
});
