import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, startHarness, type Tenant, uiPage, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const page = (price: string) =>
  `<body style="margin:0;font:20px sans-serif"><h1>Plans</h1><p>Team: ${price}</p></body>`;

// Browser behaviour, not storage: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('a difference is captured twice before it is reported', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;
  /** How many of the next requests get the odd rendering; then the page is itself again. */
  let glitches = 0;
  let price = '29 €';

  const run = async (tool: 'run_baseline' | 'run_vrt') => {
    const started = await h.invoke(tool, tool === 'run_vrt' ? { changeAware: false } : {}, t.fullKey);
    expect(started.body.ok, JSON.stringify(started.body)).toBe(true);
    const status = await waitForRun(h, t.fullKey, started.body.data.runId, 60_000);
    const report = await h.invoke('get_run_report', { runId: started.body.data.runId }, t.fullKey);
    return {
      runId: started.body.data.runId as string,
      status: status.data,
      result: report.body.data.results[0],
    };
  };

  beforeAll(async () => {
    site = await startSite({
      '/plans': () => {
        if (glitches > 0) {
          glitches--;
          return page('99 €');
        }
        return page(price);
      },
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    await h.listen();
    const made = await h.invoke(
      'create_scenario',
      { label: 'Plans', url: '/plans', viewports: ['desktop'], captureBaseline: false, confirm: true },
      t.fullKey,
    );
    expect(made.body.ok, JSON.stringify(made.body)).toBe(true);
    expect((await run('run_baseline')).status.summary).toMatchObject({ total: 1, failed: 0 });
  }, 90_000);
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('a page that rendered differently once passes, and the result shows what the first capture saw', async () => {
    glitches = 1;
    const before = site.hits.get('/plans') ?? 0;
    const { runId, status, result } = await run('run_vrt');
    expect(site.hits.get('/plans')).toBe(before + 2);
    expect(status.status).toBe('completed');
    expect(result.status).toBe('pass');
    expect(result.firstTry).toMatchObject({ status: 'fail', error: null });
    expect(result.firstTry.mismatchPercent).toBeGreaterThan(0);
    // A person sees it on the result page too.
    const ui = await uiPage(
      h,
      t.fullKey,
      `/projects/${t.projectSlug}/runs/${runId}/results/${result.resultId}`,
    );
    expect(ui.text).toMatch(/Captured twice: the first capture differed by \d+\.\d{3}%/);
  }, 90_000);

  it('a change both captures show fails, and an unchanged page is captured once', async () => {
    price = '39 €';
    const changed = await run('run_vrt');
    expect(changed.status.status).toBe('failed');
    expect(changed.result).toMatchObject({ status: 'fail', firstTry: { status: 'fail' } });

    price = '29 €';
    const before = site.hits.get('/plans') ?? 0;
    const same = await run('run_vrt');
    expect(same.result).toMatchObject({ status: 'pass', firstTry: null });
    expect(site.hits.get('/plans')).toBe(before + 1);
  }, 90_000);
});
