import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, startHarness, type Tenant, uiPage, waitForRun } from '../../test-support/harness.js';
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
    await h.listen();
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

  // How each engine runs a journey, not where its runs are kept: once, on the embedded default.
  it.runIf(TEST_DB === 'sqlite')('a journey passes in Chromium and in Firefox', async () => {
    const chromium = await run({});
    expect(chromium.status).toMatchObject({ status: 'completed', summary: { total: 1, passed: 1 } });
    const firefox = await run({ browsers: ['firefox'] });
    expect(firefox.started.summary).toMatch(/ in firefox\.$/);
    expect(firefox.status).toMatchObject({ status: 'completed', summary: { total: 1, passed: 1 } });
  });

  it.runIf(TEST_DB === 'sqlite')(
    'a journey that breaks only in Firefox fails there, and its explanation says it passed in Chromium',
    async () => {
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
    },
  );

  it('runs a feature in both engines in one run, and a scenario failing in Firefox only says so', async () => {
    // The page breaks in Firefox only (set here too: the test before runs on SQLite only).
    site.setPage('/mug', product(true));
    const both = await run({ browsers: ['chromium', 'firefox'], trace: 'off' });
    expect(both.started.summary).toMatch(/ in chromium and firefox\.$/);
    expect(both.status, JSON.stringify(both.status)).toMatchObject({
      status: 'failed',
      summary: { total: 2, passed: 1, failed: 1 },
    });
    const { body } = await h.invoke('get_run_failures', { runId: both.runId }, t.fullKey);
    expect(body.data.failures).toHaveLength(1);
    const [failure] = body.data.failures;
    expect(failure.what).toBe('Buy a mug › Add the mug to the cart [firefox]');
    expect(failure.why).toMatch(
      /^step 1 "I click "Add to cart"": .+ \(in firefox only: it passed in chromium\)$/s,
    );
    expect(failure.nextAction).toMatchObject({ tool: 'frt_explain_failure', args: { browser: 'firefox' } });
    // The run page names each result's engine and filters by it.
    const page = `/projects/${t.projectSlug}/runs/${both.runId}`;
    const ui = (await uiPage(h, t.fullKey, page)).text;
    expect(ui).toContain('Add the mug to the cart in chromium');
    expect(ui).toContain('Add the mug to the cart in firefox');
    const onlyFirefox = (await uiPage(h, t.fullKey, `${page}?browser=firefox`)).text;
    expect(onlyFirefox).toContain('in firefox only: it passed in chromium');
    expect(onlyFirefox).not.toContain('Add the mug to the cart in chromium');
    const explained = await h.invoke('frt_explain_failure', failure.nextAction.args, t.fullKey);
    expect(explained.body.data).toMatchObject({
      browser: 'firefox',
      otherEngines: [{ browser: 'chromium', runId: both.runId, status: 'passed' }],
    });
  });

  it('runs in the project’s default engines when a run names none', async () => {
    const set = await h.invoke('set_project_browsers', { browsers: ['Firefox'], confirm: true }, t.fullKey);
    expect(set.body.ok, JSON.stringify(set.body)).toBe(true);
    expect(set.body.data).toMatchObject({ browsers: ['firefox'], previous: ['chromium'] });
    const project = await h.invoke('get_project', {}, t.fullKey);
    expect(project.body.data.project.browsers).toEqual(['firefox']);
    site.setPage('/mug', product(false));
    const firefox = await run({});
    expect(firefox.started.summary).toMatch(/ in firefox\.$/);
    expect(firefox.status).toMatchObject({ status: 'completed', summary: { total: 1, passed: 1 } });
    const unknown = await h.invoke('run_frt', { browsers: ['safari'] }, t.fullKey);
    expect(unknown.body.error.message).toBe(
      'browsers: "safari" is not an engine VisualQ drives; engines: chromium, firefox',
    );
  });
});
