import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, startHarness, type Tenant, uiPage, waitForRun } from '../../test-support/harness.js';
import { startBucketServer, type TestBucketServer } from '../../test-support/s3.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="${title}"></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** Random pixels do not compress: a large image that costs real bytes and paint time. */
function noisePng(size: number): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < png.data.length; i++) png.data[i] = (i * 2654435761) >>> 24;
  return PNG.sync.write(png);
}

const LIGHT = page('Light', '<p>A short page with nothing to wait for.</p>');
// A large image as the largest paint, and a script that blocks the main thread for 1.2 s once the
// page has painted (blocking time counts from the first paint).
const HEAVY = page(
  'Heavy',
  `<img src="/big.png" width="1000" height="1000" alt="noise"><script>setTimeout(() => { const end = Date.now() + 1200; while (Date.now() < end) {} }, 50);</script>`,
);
const BUDGETS = { performance: 80, lcpMs: 4000, tbtMs: 600 };

describe.runIf(TEST_DB === 'sqlite')('perf: Lighthouse audits with budgets, history and comparison', () => {
  let site: TestSite;
  let h: Harness;
  let s3: TestBucketServer;
  let t: Tenant;
  const invoke = async (tool: string, args: object) => (await h.invoke(tool, args, t.fullKey)).body;
  const ci = async (path: string, body?: object) => {
    const response = await fetch(`${h.config.publicUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', 'x-api-key': t.ciKey },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const runs: string[] = [];

  beforeAll(async () => {
    const big = noisePng(1000);
    site = await startSite({
      '/light': LIGHT,
      '/heavy': HEAVY,
      '/big.png': { body: big as unknown as string, type: 'image/png' },
      '/broken': { body: page('Down', '<p>Internal error</p>'), status: 500 },
      '/slow': { body: LIGHT, delayMs: 60_000 },
    });
    // Reports go to an S3-compatible bucket here: the perf flow on the store several servers share.
    s3 = await startBucketServer();
    h = await startHarness({ artifacts: { kind: 's3', s3: s3.settings({ prefix: 'perf/' }) } });
    t = await h.tenant({ baseUrl: site.url });
    await h.listen();
    for (const [label, url] of [
      ['Light', '/light'],
      ['Heavy', '/heavy'],
      ['Broken', '/broken'],
      ['Slow', '/slow'],
    ]) {
      expect(
        (await invoke('create_scenario', { label, url, viewports: ['desktop'], confirm: true })).ok,
      ).toBe(true);
    }
  });
  afterAll(async () => {
    await h.close();
    await site.close();
    await s3.close();
  });

  it('refuses an unknown or negative budget, naming it', async () => {
    const unknown = await ci('/api/ci/run', { type: 'perf', perfBudgets: { speedScore: 3 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/perfBudgets\.speedScore: not a budget; budgets: performance/);
    const negative = await h.invoke('run_perf', { perfBudgets: { lcpMs: -1 } }, t.fullKey);
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatchObject({
      code: 'validation_error',
      message: expect.stringMatching(/lcpMs/),
    });
  });

  it('a light page meets the budgets a heavy page misses, a page that does not load is an error with its reason; the CI status names the missed metrics', async () => {
    const started = await ci('/api/ci/run', {
      type: 'perf',
      scenarios: ['Light', 'Heavy', 'Broken'],
      perfBudgets: BUDGETS,
    });
    expect(started.status).toBe(202);
    runs.push(started.body.runId);
    const done = await waitForRun(h, t.fullKey, started.body.runId, 120_000);
    // As an agent reads it: the run's next action lists each failing page, why, and its report.
    const next = done.nextActions.find((a: { tool: string }) => a.tool === 'get_run_failures');
    const failures = await invoke(next.tool, next.args);
    expect(failures.summary).toBe('2 of 3 checks failed.');
    expect(failures.data.failures).toEqual([
      expect.objectContaining({
        pillar: 'perf',
        what: 'Heavy mobile',
        why: expect.stringMatching(/TBT \d+ ms > 600 ms/),
        evidence: expect.arrayContaining([expect.objectContaining({ label: 'Lighthouse report' })]),
        nextAction: expect.objectContaining({ tool: 'get_pillar_report' }),
      }),
      expect.objectContaining({
        what: 'Broken mobile',
        status: 'error',
        why: expect.stringMatching(/500|load/i),
      }),
    ]);
    expect(failures.nextActions).toEqual([
      {
        label: 'Read the perf report',
        tool: 'get_pillar_report',
        args: { pillar: 'perf', runId: started.body.runId },
      },
    ]);
    const status = await ci(`/api/ci/status/${started.body.runId}`);
    expect(status.body).toMatchObject({
      type: 'perf-test',
      status: 'failed',
      summary: { total: 3, passed: 1, failed: 2 },
    });
    expect(status.body.perfScore).toBeGreaterThan(0);
    expect(status.body.perfAvgLcp).toBeGreaterThan(0);
    expect(typeof status.body.perfAvgCls).toBe('number');
    expect(status.body.perfBudgetResult.pass).toBe(false);
    const violations: string[] = status.body.perfBudgetResult.violations;
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => v.startsWith('/heavy mobile: '))).toBe(true);
    expect(violations.join(' ')).toMatch(/TBT \d+ ms > 600 ms/);
    const report = await invoke('perf_get_latest_report', {});
    const heavy = report.data.pages.find((p: { scenarioLabel: string }) => p.scenarioLabel === 'Heavy');
    expect(heavy).toMatchObject({ status: 'fail', preset: 'mobile' });
    expect(heavy.metrics.tbtMs).toBeGreaterThan(600);
    expect(heavy.scores.performance).toBeLessThan(
      report.data.pages.find((p: any) => p.scenarioLabel === 'Light').scores.performance,
    );
    expect(heavy.opportunities.length).toBeGreaterThan(0);
    const html = await fetch(heavy.report.html);
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(fs.existsSync(path.join(h.dataDir, 'artifacts'))).toBe(false);
    expect(s3.objectFiles().some((f) => f.startsWith('perf'))).toBe(true);
    expect(
      report.data.pages.find((p: { scenarioLabel: string }) => p.scenarioLabel === 'Broken'),
    ).toMatchObject({
      status: 'error',
      error: expect.stringMatching(/500|unable to reliably load/i),
    });
  }, 150_000);

  it('after the heavy page is made lighter: two runs in the history, the comparison shows the gain', async () => {
    site.setPage('/heavy', page('Heavy', '<p>Now light too.</p>'));
    // The budget the heavy page missed: scores and paint times of simulated throttling move with
    // the load of the machine that runs the audit, blocking time of a page without scripts does not.
    const started = await invoke('run_perf', { scenarios: ['Heavy'], perfBudgets: { tbtMs: 600 } });
    runs.push(started.data.runId);
    const done = await waitForRun(h, t.fullKey, started.data.runId, 120_000);
    const { pages } = (await invoke('get_pillar_report', { pillar: 'perf', runId: started.data.runId })).data;
    expect(done.data.status, JSON.stringify(pages)).toBe('completed');
    const history = await invoke('perf_list_history', {});
    expect(history.data.runs).toEqual(runs);
    expect(history.data.pages.find((p: { page: string }) => p.page === 'Heavy (mobile)').points).toHaveLength(
      2,
    );
    const compared = await invoke('compare_runs', { runIdA: runs[0], runIdB: runs[1], pillar: 'perf' });
    const heavy = compared.data.changes.find((c: { scenarioLabel: string }) => c.scenarioLabel === 'Heavy');
    expect(heavy.change, JSON.stringify(heavy)).toBe('improved');
    expect(heavy.deltas.tbtMs).toBeLessThan(0);
    const pillar = await invoke('get_pillar_report', { pillar: 'perf', runId: runs[1] });
    expect(pillar.data.perfBudgetResult).toEqual({ pass: true, violations: [] });
    // The web UI's perf run page: scores, budgets, the trend and the Lighthouse report.
    const ui = await uiPage(h, t.fullKey, `/projects/${t.projectSlug}/runs/${runs[1]}`);
    expect(ui.status).toBe(200);
    expect(ui.text).toMatch(/Heavy \(mobile\)/);
    expect(ui.text).toMatch(/Performance over recent runs: \d+ → \d+/);
    expect(ui.text).toContain('Lighthouse report');
  }, 150_000);

  it('a hung audit is stopped at the time limit and the run ends', async () => {
    await h.restart({ perfAuditTimeoutMs: 3_000 });
    const hung = await invoke('run_perf', { scenarios: ['Slow'] });
    const stopped = await waitForRun(h, t.fullKey, hung.data.runId, 60_000);
    expect(stopped.data.status).toBe('error');
    const slow = (await invoke('get_pillar_report', { pillar: 'perf', runId: hung.data.runId })).data
      .pages[0];
    expect(slow).toMatchObject({
      status: 'error',
      error: expect.stringMatching(/did not finish within 3 s/),
    });
  }, 150_000);
});
