import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  startHarness,
  type Tenant,
  uiPage,
  waitForRun,
} from '../../../test-support/harness.js';
import { startSite, type TestSite } from '../../../test-support/site.js';

const page = (price: string) =>
  `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><h1>Pricing</h1><p>Express: ${price}</p></body></html>`;

describe('web UI result page: what changed', () => {
  let site: TestSite;
  let h: Harness;
  let t: Tenant;

  beforeAll(async () => {
    site = await startSite({ '/pricing': page('€4.90') });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    await h.listen();
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('names each hypothesis with its confidence in words', async () => {
    const created = await h.invoke(
      'create_scenario',
      { label: 'Pricing', url: '/pricing', viewports: ['desktop'], confirm: true },
      t.fullKey,
    );
    await waitForRun(h, t.fullKey, created.body.data.baselineRun.runId);
    site.setPage('/pricing', page('€5.90'));
    const runId = (await h.invoke('run_vrt', {}, t.fullKey)).body.data.runId;
    expect((await waitForRun(h, t.fullKey, runId)).data.status).toBe('failed');
    const [failure] = (await h.invoke('get_run_failures', { runId }, t.fullKey)).body.data.failures;
    const ui = await uiPage(
      h,
      t.fullKey,
      `/projects/${t.projectSlug}/runs/${runId}/results/${failure.resultId}`,
    );
    expect(ui.status).toBe(200);
    expect(ui.text).toMatch(/<strong>text-change<\/strong> <small>\(high confidence\)<\/small>/);
    expect(ui.text).not.toContain('NaN');
  });
});
