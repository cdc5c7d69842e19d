import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

/**
 * A product page whose "Add to cart" button a browser without sibling-index() hides (a fallback
 * layout that forgot the button): Firefox ESR lacks it, Chromium has it.
 */
const product = (fallbackHidesButton: boolean) => `<!doctype html><html><head><title>Mug</title><style>
  body { font: 16px sans-serif; margin: 16px; }
  ${fallbackHidesButton ? '@supports not (width: calc(sibling-index() * 1px)) { #add { display: none; } }' : ''}
</style></head><body><h1>Blue mug</h1>
<button id="add" type="button" onclick="document.getElementById('cart').textContent = '1 item in the cart'">Add to cart</button>
<p id="cart">Your cart is empty</p></body></html>`;

const GHERKIN = [
  'Feature: Buy a mug',
  '  Scenario: Add the mug to the cart',
  '    Given I open "/mug"',
  '    When I click "Add to cart"',
  '    Then I should see "1 item in the cart"',
  '',
].join('\n');

// Each run waits out the step timeout when a step fails (4 s here); Firefox starts in a few seconds.
describe('FRT in Firefox: the same journey in two engines', { timeout: 120_000 }, () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;
  let featureId: string;

  const run = async (args: Record<string, unknown>) => {
    const started = await h.invoke('run_frt_feature', { featureId, confirm: true, ...args }, t.fullKey);
    expect(started.body.ok, JSON.stringify(started.body)).toBe(true);
    const status = await waitForRun(h, t.fullKey, started.body.data.runId, 90_000);
    return { runId: started.body.data.runId as string, started: started.body, status: status.data };
  };

  beforeAll(async () => {
    site = await startSite({ '/mug': product(false) });
    h = await startHarness({ frtStepTimeoutMs: 4_000, rateLimit: { perMinute: 6_000, burst: 600 } });
    t = await h.tenant({ baseUrl: site.url, plan: 'business' });
    const saved = await h.invoke(
      'frt_save_feature_draft',
      { name: 'Buy a mug', gherkin: GHERKIN, confirm: true },
      t.fullKey,
    );
    expect(saved.body.ok, JSON.stringify(saved.body)).toBe(true);
    featureId = saved.body.data.feature.featureId;
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('a journey passes in Chromium and in Firefox', async () => {
    const chromium = await run({});
    expect(chromium.status).toMatchObject({ status: 'completed', summary: { total: 1, passed: 1 } });
    const firefox = await run({ browsers: ['firefox'] });
    expect(firefox.started.summary).toMatch(/ in firefox\.$/);
    expect(firefox.status).toMatchObject({ status: 'completed', summary: { total: 1, passed: 1 } });
  });

  it('a journey that breaks only in Firefox fails there, and its explanation says it passed in Chromium', async () => {
    site.setPage('/mug', product(true));
    const chromium = await run({});
    expect(chromium.status.status).toBe('completed');
    const firefox = await run({ browsers: ['firefox'], trace: 'off' });
    expect(firefox.status.status).toBe('failed');
    const { body } = await h.invoke('frt_explain_failure', { runId: firefox.runId }, t.fullKey);
    expect(body.data).toMatchObject({
      browser: 'firefox',
      step: { index: 1, status: 'failed', text: 'I click "Add to cart"' },
      otherEngines: [{ browser: 'chromium', runId: chromium.runId, status: 'passed' }],
    });
    expect(body.summary).toMatch(/in firefox: step 1 "I click "Add to cart"" failed/);
    expect(body.summary).toMatch(
      new RegExp(`It passed in chromium \\(run ${chromium.runId}\\): it fails in firefox only\\.$`),
    );
    // The failing step's screenshot, taken in Firefox.
    const link = new URL(body.data.step.screenshot);
    const shot = await h.vq.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(shot.statusCode).toBe(200);
    expect(shot.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('runs in one engine per run, and names the engines it drives', async () => {
    const both = await h.invoke(
      'run_frt_feature',
      { featureId, browsers: ['chromium', 'firefox'], confirm: true },
      t.fullKey,
    );
    expect(both.body.error).toMatchObject({ code: 'validation_error' });
    expect(both.body.error.message).toMatch(/one engine; start one run per engine/);
    const unknown = await h.invoke('run_frt', { browsers: ['safari'] }, t.fullKey);
    expect(unknown.body.error.message).toBe(
      'browsers: "safari" is not an engine VisualQ drives; engines: chromium, firefox',
    );
  });
});
