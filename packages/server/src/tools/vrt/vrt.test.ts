import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const page = (title: string, body: string) => `<!doctype html><html><head><title>${title}</title>
<style>body{font-family:sans-serif;margin:0;padding:24px} .cta{padding:10px 16px;border:0;color:#fff}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;

const pricing = (express: string) =>
  page(
    'Pricing',
    `<table><tr><td>Standard</td><td>Free</td></tr><tr><td>Express</td><td>${express}</td></tr></table>
  <p style="height:1400px">Long page so that a one-word change is a tiny share of it.</p><footer>© Demo</footer>`,
  );
const product = (colour: string) =>
  page('Product', `<p>A lamp.</p><button class="cta" style="background:${colour}">Buy</button>`);
const about = page('About', '<p>We sell lamps since 1990.</p><img src="/pixel.svg" width="40" height="40">');
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#3a6"/></svg>';

describe('VRT end to end through HTTP, in real Chromium', () => {
  let h: Harness;
  let site: TestSite;
  let t: Tenant;

  beforeAll(async () => {
    site = await startSite({
      '/pricing': pricing('€4.90'),
      '/product': product('#2563eb'),
      '/about': about,
      '/pixel.svg': { body: svg, type: 'image/svg+xml' },
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    for (const [label, url] of [
      ['Pricing', '/pricing'],
      ['Product', '/product'],
      ['About', '/about'],
    ]) {
      const { status, body } = await h.invoke(
        'create_scenario',
        { label, url, captureBaseline: false, confirm: true },
        t.fullKey,
      );
      expect(status, JSON.stringify(body)).toBe(200);
    }
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('captures baselines, then an unchanged site passes everywhere with 0 mismatch', async () => {
    const started = await h.invoke('run_baseline', {}, t.fullKey);
    expect(started.body.data).toMatchObject({ status: 'queued', runId: expect.stringMatching(/^run_/) });
    const baseline = await waitForRun(h, t.fullKey, started.body.data.runId);
    expect(baseline.data).toMatchObject({ status: 'completed', summary: { total: 9, passed: 9, failed: 0 } });
    // A baseline run compares nothing: its analysis says so and points to run_vrt.
    const analysis = await h.invoke('analyze_results', { runId: started.body.data.runId }, t.fullKey);
    expect(analysis.body.summary).toMatch(/is a baseline run/);
    expect(analysis.body.nextActions).toEqual([expect.objectContaining({ tool: 'run_vrt' })]);

    const test = await waitForRun(h, t.fullKey, (await h.invoke('run_vrt', {}, t.fullKey)).body.data.runId);
    const report = await h.invoke('get_run_report', { runId: test.data.runId }, t.fullKey);
    const notPassing = report.body.data.results
      .filter((r: { status: string }) => r.status !== 'pass')
      .map(
        (r: any) =>
          `${r.scenarioLabel} ${r.viewport}: ${r.status} ${r.mismatchPercent ?? ''} ${r.error ?? ''}`,
      );
    expect(test.data.summary, notPassing.join('\n')).toEqual({ total: 9, passed: 9, failed: 0 });
    for (const r of report.body.data.results) {
      expect(r, `${r.scenarioLabel} ${r.viewport}`).toMatchObject({
        status: 'pass',
        mismatchPercent: 0,
        changedPixels: 0,
      });
    }
  });

  it('fails exactly the changed scenario × viewports, worst first, with five nextActions', async () => {
    site.setPage('/pricing', pricing('€5.90'));
    site.setPage('/product', product('#dc2626'));
    const run = await waitForRun(h, t.fullKey, (await h.invoke('run_vrt', {}, t.fullKey)).body.data.runId);
    expect(run.data).toMatchObject({ status: 'failed', summary: { total: 9, passed: 3, failed: 6 } });

    const { body } = await h.invoke('get_run_failures', {}, t.fullKey);
    expect(body.summary).toBe('6 of 9 checks failed.');
    const failures = body.data.failures;
    expect(new Set(failures.map((f: any) => f.scenarioLabel))).toEqual(new Set(['Pricing', 'Product']));
    const mismatches = failures.map((f: any) => f.mismatchPercent);
    const seen = failures.map((f: any) => `${f.scenarioLabel} ${f.viewport}: ${f.status} ${f.error ?? ''}`);
    expect(mismatches, seen.join('\n')).toEqual([...mismatches].sort((a, b) => b - a));
    // The one-word change is a tiny share of a long page and still fails.
    const pricingDesktop = failures.find(
      (f: any) => f.scenarioLabel === 'Pricing' && f.viewport === 'desktop',
    );
    expect(pricingDesktop.mismatchPercent).toBeLessThan(0.1);
    expect(pricingDesktop.regions.length).toBeGreaterThan(0);
    expect(body.nextActions).toHaveLength(5);
    expect(body.nextActions[0]).toEqual({
      label: `Inspect ${failures[0].scenarioLabel} ${failures[0].viewport}`,
      tool: 'get_diff_stats',
      args: {
        scenarioLabel: failures[0].scenarioLabel,
        viewport: failures[0].viewport,
        runId: body.data.runId,
      },
    });

    const report = await h.invoke('get_run_report', {}, t.fullKey);
    for (const r of report.body.data.results.filter((x: any) => x.scenarioLabel === 'About')) {
      expect(r).toMatchObject({ status: 'pass', mismatchPercent: 0 });
    }

    const stats = await h.invoke(
      'get_diff_stats',
      { scenarioLabel: 'Product', viewport: 'phone' },
      t.fullKey,
    );
    expect(stats.body.data).toMatchObject({ status: 'fail', dimensions: { test: { width: 375 } } });
    const diff = new URL(stats.body.data.images.diff);
    const image = await h.vq.app.inject({ method: 'GET', url: diff.pathname + diff.search });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const explain = await h.invoke(
      'explain_vrt_failure',
      { scenarioLabel: 'Pricing', viewport: 'desktop' },
      t.fullKey,
    );
    expect(explain.body.data.hypotheses[0]).toMatchObject({ kind: 'text-change' });
    expect(explain.body.data.hypotheses[0].evidence).toMatch(/€4\.90.*€5\.90/);
    const colour = await h.invoke(
      'explain_vrt_failure',
      { scenarioLabel: 'Product', viewport: 'desktop' },
      t.fullKey,
    );
    expect(colour.body.data.hypotheses[0].kind).toBe('colour-change');
    // The resultId get_run_failures lists names the same result.
    const byId = await h.invoke('explain_vrt_failure', { resultId: pricingDesktop.resultId }, t.fullKey);
    expect(byId.body.data.result).toMatchObject({ scenarioLabel: 'Pricing', viewport: 'desktop' });
    expect(byId.body.data.hypotheses[0]).toMatchObject({ kind: 'text-change' });
    const stranger = await h.invoke('explain_vrt_failure', { resultId: 'res_nope' }, t.fullKey);
    expect(stranger.body.error.message).toBe(`resultId: no result res_nope in ${t.projectSlug}`);
    expect(stranger.body.nextActions[0].tool).toBe('get_run_failures');

    // The run as a whole: two pages changed at every viewport, the third did not.
    const analysis = await h.invoke('analyze_results', {}, t.fullKey);
    expect(analysis.body.data).toMatchObject({ total: 9, passed: 3 });
    expect(analysis.body.data.patterns.map((p: any) => p.evidence).sort()).toEqual([
      'Pricing changed at each of its 3 viewports',
      'Product changed at each of its 3 viewports',
    ]);
    const likely = Object.fromEntries(
      analysis.body.data.failures
        .filter((f: any) => f.viewport === 'desktop')
        .map((f: any) => [f.scenarioLabel, f.likely.kind]),
    );
    expect(likely).toEqual({ Pricing: 'text-change', Product: 'colour-change' });
    expect(analysis.body.nextActions[0].tool).toBe('explain_vrt_failure');
    const one = await h.invoke('analyze_results', { scenarioLabel: 'About' }, t.fullKey);
    expect(one.body.data).toMatchObject({ total: 3, failures: [], patterns: [] });
  });

  it('approval makes the next run pass, and records who approved', async () => {
    const refused = await h.invoke('approve_vrt_results', { scenarios: ['Pricing', 'Product'] }, t.fullKey);
    expect(refused.body.error.code).toBe('confirm_required');
    const approved = await h.invoke(
      'approve_vrt_results',
      { scenarios: ['Pricing', 'Product'], confirm: true },
      t.fullKey,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data.approved).toHaveLength(6);
    const run = await waitForRun(h, t.fullKey, (await h.invoke('run_vrt', {}, t.fullKey)).body.data.runId);
    expect(run.data).toMatchObject({ status: 'completed', summary: { total: 9, passed: 9, failed: 0 } });
  });

  it('refuses what cannot work: foreign URL, duplicate label, nothing to approve', async () => {
    const foreign = await h.invoke(
      'create_scenario',
      { label: 'Elsewhere', url: 'https://203.0.113.9/', captureBaseline: false, confirm: true },
      t.fullKey,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toMatch(/not a host of this org's projects/);
    const dup = await h.invoke(
      'create_scenario',
      { label: 'pricing', url: '/pricing', captureBaseline: false, confirm: true },
      t.fullKey,
    );
    expect(dup.body.error.message).toMatch(/already exists/);
    const none = await h.invoke('approve_vrt_results', { scenarios: ['Nope'], confirm: true }, t.fullKey);
    expect(none.status).toBe(422);
    expect(none.body.error.message).toMatch(/results with a capture: .*Pricing\/desktop/);
  });

  it('a page that does not load is an error result with the HTTP status, not a hung run', async () => {
    await h.invoke(
      'create_scenario',
      { label: 'Gone', url: '/gone', viewports: ['desktop'], captureBaseline: false, confirm: true },
      t.fullKey,
    );
    const run = await waitForRun(
      h,
      t.fullKey,
      (await h.invoke('run_vrt', { scenarios: ['Gone'] }, t.fullKey)).body.data.runId,
    );
    expect(run.data.status).toBe('error');
    const failures = await h.invoke('get_run_failures', { runId: run.data.runId }, t.fullKey);
    expect(failures.body.data.failures[0]).toMatchObject({
      status: 'error',
      error: 'page answered HTTP 404',
    });
  });

  it('CI: /api/ci/run starts a run and /api/ci/status reports running until terminal', async () => {
    const started = await h.vq.app.inject({
      method: 'POST',
      url: '/api/ci/run',
      headers: { 'x-api-key': t.ciKey },
      payload: {
        type: 'test',
        project: t.projectSlug,
        scenarios: ['About'],
        branch: 'feature/x',
        commitSha: 'abc123',
        ciProvider: 'github',
      },
    });
    expect(started.statusCode, started.body).toBe(202);
    const body = started.json();
    expect(body).toMatchObject({
      success: true,
      type: 'test',
      environmentName: 'Production',
      projectId: t.projectId,
    });
    let status: any;
    for (let i = 0; i < 300; i++) {
      status = (
        await h.vq.app.inject({
          method: 'GET',
          url: `/api/ci/status/${body.runId}`,
          headers: { 'x-api-key': t.ciKey },
        })
      ).json();
      if (status.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toMatchObject({
      runId: body.runId,
      status: 'completed',
      summary: { total: 3, passed: 3, failed: 0 },
    });
    const history = await h.invoke('get_run_history', { limit: 1 }, t.fullKey);
    expect(history.body.data.runs[0]).toMatchObject({
      branch: 'feature/x',
      commitSha: 'abc123',
      ciProvider: 'github',
    });

    const bad = await h.vq.app.inject({
      method: 'POST',
      url: '/api/ci/run',
      headers: { 'x-api-key': t.ciKey },
      payload: { type: 'screenshots' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, error: { code: 'validation_error' } });
  });
});
