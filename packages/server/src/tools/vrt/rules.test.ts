import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

let offer = 0;
let headline = 'Spring sale';
const dynamicPage = () => `<!doctype html><html><body style="font-family:sans-serif;margin:0;padding:20px">
<h1 id="headline">${headline}</h1>
<div id="banner" style="background:#fde68a;padding:12px">Offer #${++offer}: ${Math.floor(Math.random() * 90 + 10)}% off</div>
<p>Content that stays the same.</p></body></html>`;

async function runAndWait(h: Harness, key: string, tool: string, args: object) {
  const { body } = await h.invoke(tool, args, key);
  return (await waitForRun(h, key, body.data.runId)).data;
}

describe('comparison rules and branch baselines', () => {
  let h: Harness;
  let site: TestSite;
  let t: Tenant;

  beforeAll(async () => {
    site = await startSite({ '/promo': dynamicPage });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    await h.invoke(
      'create_scenario',
      { label: 'Promo', url: '/promo', viewports: ['desktop'], captureBaseline: false, confirm: true },
      t.fullKey,
    );
    await runAndWait(h, t.fullKey, 'run_baseline', {});
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('a banner that changes on every load fails without a rule and passes with a dynamic rule', async () => {
    const without = await runAndWait(h, t.fullKey, 'run_vrt', {});
    expect(without.summary.failed).toBe(1);

    const rule = await h.invoke(
      'create_comparison_rule',
      {
        scenarioLabel: 'Promo',
        selector: '#banner',
        mode: 'dynamic',
        reason: 'rotating offer',
        confirm: true,
      },
      t.fullKey,
    );
    expect(rule.status).toBe(200);
    // The baseline was captured before the rule: its banner box is masked from the new capture's boxes.
    const withRule = await runAndWait(h, t.fullKey, 'run_vrt', {});
    expect(withRule.summary).toEqual({ total: 1, passed: 1, failed: 0 });
  });

  it('a real change elsewhere on the same page still fails with the rule in place', async () => {
    headline = 'Summer sale';
    const run = await runAndWait(h, t.fullKey, 'run_vrt', {});
    expect(run.summary.failed).toBe(1);
    const explain = await h.invoke('explain_vrt_failure', { scenarioLabel: 'Promo' }, t.fullKey);
    expect(explain.body.data.hypotheses[0].evidence).toMatch(/Spring.*Summer/);
  });

  it('an approval on a branch leaves main alone; the branch compares against its own baseline', async () => {
    const branchRun = await runAndWait(h, t.fullKey, 'run_vrt', { branch: 'feature/summer' });
    expect(branchRun.summary.failed).toBe(1);
    await h.invoke(
      'approve_vrt_results',
      { runId: branchRun.runId, scenarios: ['Promo'], confirm: true },
      t.fullKey,
    );
    const branchAgain = await runAndWait(h, t.fullKey, 'run_vrt', { branch: 'feature/summer' });
    expect(branchAgain.summary.failed).toBe(0);
    const main = await runAndWait(h, t.fullKey, 'run_vrt', {});
    expect(main.summary.failed).toBe(1);
  });
});
