import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../test-support/harness.js';
import { startSite, type TestSite } from '../test-support/site.js';

// One page fails accessibility (an unlabelled field), security (no CSP) and privacy (a cookie set
// before consent) at once; a second page is the one VRT and tracking look at.
const SIGNUP = `<!doctype html><html lang="en"><head><title>Sign up</title></head><body><main><h1>Sign up</h1>
<form><input type="email" name="email"><button>Join</button></form>
<script>document.cookie = 'ab_test=b; path=/';</script></main></body></html>`;
const home = (heading: string) =>
  `<!doctype html><html lang="en"><head><title>Home</title></head><body><main><h1>${heading}</h1><p>Lamps since 1990.</p></main></body></html>`;
const FEATURE = `Feature: Join the club
  Scenario: Sign up with an email
    Given I open "/signup"
    Then I should see "Welcome aboard"
`;

interface Action {
  label: string;
  tool: string;
  args: Record<string, unknown>;
}

/**
 * A failed run of every pillar, read as an agent reads it: get_run_status until the run ends, then
 * its next action, which must list what failed, why, with evidence and the pillar's own next tool.
 */
describe('get_run_failures lists the failures of a failed run of any pillar', () => {
  let site: TestSite;
  let h: Harness;
  let t: Tenant;
  const invoke = async (tool: string, args: object) => (await h.invoke(tool, args, t.fullKey)).body;
  const ok = async (tool: string, args: object) => {
    const body = await invoke(tool, { ...args, confirm: true });
    expect(body.ok, `${tool}: ${JSON.stringify(body.error ?? body)}`).toBe(true);
    return body;
  };

  /** Follows get_run_status's next action to the failures, as an agent would. */
  const failuresOf = async (runId: string) => {
    const status = await waitForRun(h, t.fullKey, runId, 90_000);
    expect(status.data.status, status.summary).toBe('failed');
    const next = (status.nextActions as Action[]).find((a) => a.tool === 'get_run_failures');
    expect(next, JSON.stringify(status.nextActions)).toBeDefined();
    const body = await invoke(next!.tool, next!.args);
    expect(body.ok, JSON.stringify(body)).toBe(true);
    expect(body.data.failed).toBe(status.data.summary.failed);
    expect(body.summary).toBe(`${status.data.summary.failed} of ${status.data.summary.total} checks failed.`);
    return body;
  };
  /** The failure's own next action answers (it names a tool and arguments that work). */
  const follow = async (action: Action) => {
    const body = await invoke(action.tool, action.args);
    expect(body.ok, `${action.tool}: ${JSON.stringify(body.error ?? body.summary)}`).toBe(true);
    return body;
  };
  const fetched = async (url: string) => (await fetch(url)).status;

  beforeAll(async () => {
    site = await startSite({ '/signup': SIGNUP, '/': home('Welcome') });
    // Failing FRT steps wait out the step timeout (and once more on the retry): 1 s here.
    h = await startHarness({ frtStepTimeoutMs: 1_000 });
    t = await h.tenant({ baseUrl: site.url });
    await h.listen();
    await ok('create_scenario', {
      label: 'Sign up',
      url: '/signup',
      viewports: ['desktop'],
      captureBaseline: false,
    });
    const created = await ok('create_scenario', { label: 'Home', url: '/', viewports: ['phone', 'desktop'] });
    await waitForRun(h, t.fullKey, created.data.baselineRun.runId);
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('VRT: the changed captures, worst first, with their images and get_diff_stats', async () => {
    site.setPage('/', home('Welcome back'));
    const run = await ok('run_vrt', { scenarios: ['Home'] });
    const body = await failuresOf(run.data.runId);
    expect(body.data.failures.map((f: any) => f.what).sort()).toEqual(['Home desktop', 'Home phone']);
    const [first] = body.data.failures;
    expect(first).toMatchObject({
      pillar: 'vrt',
      status: 'fail',
      scenarioLabel: 'Home',
      why: expect.stringMatching(/% of the pixels changed in \d+ region/),
      nextAction: { tool: 'get_diff_stats', args: { scenarioLabel: 'Home', viewport: first.viewport } },
    });
    expect(first.evidence.map((e: any) => e.label)).toEqual(['baseline image', 'test image', 'diff image']);
    expect(await fetched(first.evidence[2].url)).toBe(200);
    expect(body.nextActions.map((a: Action) => a.tool)).toEqual(['get_diff_stats', 'get_diff_stats']);
    await follow(first.nextAction);
  });

  it('VRT: approved captures are no longer failures, and are counted apart', async () => {
    const runId = (await invoke('get_run_history', { limit: 1 })).data.runs[0].runId;
    await ok('approve_vrt_results', { runId, scenarios: ['Home'], viewports: ['desktop'] });
    const partly = await invoke('get_run_failures', { runId });
    expect(partly.summary).toBe('1 of 2 checks failed. 1 more failed and were approved.');
    expect(partly.data).toMatchObject({ failed: 1, approved: 1, total: 2 });
    expect(partly.data.failures.map((f: any) => f.what)).toEqual(['Home phone']);
    expect(partly.data.approvedFailures.map((f: any) => f.what)).toEqual(['Home desktop']);
    expect(partly.nextActions).toEqual([
      {
        label: 'Inspect Home phone',
        tool: 'get_diff_stats',
        args: { scenarioLabel: 'Home', viewport: 'phone', runId },
      },
    ]);
    await ok('approve_vrt_results', { runId, scenarios: ['Home'] });
    const all = await invoke('get_run_failures', { runId });
    expect(all.summary).toBe('No open failure: the 2 of 2 checks that failed were approved.');
    expect(all.data).toMatchObject({ failed: 0, approved: 2, failures: [] });
    expect(all.nextActions).toEqual([]);
  });

  it('accessibility: the violations of each failing page view, their crops, and the a11y report', async () => {
    const run = await ok('run_a11y', { scenarios: ['Sign up'] });
    const body = await failuresOf(run.data.runId);
    expect(body.data.failures).toHaveLength(1);
    const [failure] = body.data.failures;
    expect(failure).toMatchObject({
      pillar: 'a11y',
      what: 'Sign up desktop',
      why: expect.stringMatching(/label \(critical, 1 element\(s\)\)/),
      nextAction: { tool: 'get_pillar_report', args: { pillar: 'a11y', runId: run.data.runId } },
    });
    expect(failure.evidence[0].label).toBe('label: input');
    expect(await fetched(failure.evidence[0].url)).toBe(200);
    await follow(failure.nextAction);
  });

  it('security and privacy: the findings that fail each page, and their reports', async () => {
    for (const [pillar, why] of [
      ['security', /No Content-Security-Policy \(medium\)/],
      ['privacy', /First-party cookie ab_test set before consent \(medium\)/],
    ] as const) {
      const run = await ok(`run_${pillar}`, { scenarios: ['Sign up'] });
      const body = await failuresOf(run.data.runId);
      expect(body.data.failures).toEqual([
        expect.objectContaining({
          pillar,
          what: 'Sign up',
          why: expect.stringMatching(why),
          evidence: [{ label: 'the page checked', url: `${site.url}/signup` }],
          nextAction: expect.objectContaining({ tool: 'get_pillar_report' }),
        }),
      ]);
      await follow(body.data.failures[0].nextAction);
    }
  });

  it('FRT: the scenario that failed, at which step and why, with its screenshot and frt_explain_failure', async () => {
    const saved = await ok('frt_save_feature_draft', { name: 'Join the club', gherkin: FEATURE });
    const run = await ok('run_frt', { featureIds: [saved.data.feature.featureId] });
    const body = await failuresOf(run.data.runId);
    const [failure] = body.data.failures;
    expect(failure).toMatchObject({
      pillar: 'frt',
      what: 'Join the club › Sign up with an email',
      why: expect.stringMatching(/^step 1 "I should see "Welcome aboard"": /),
      failedStep: { index: 1 },
      nextAction: {
        tool: 'frt_explain_failure',
        args: { runId: run.data.runId, scenarioName: 'Sign up with an email' },
      },
    });
    expect(failure.evidence[0].label).toBe('screenshot of step 1 "I should see "Welcome aboard""');
    expect(await fetched(failure.evidence[0].url)).toBe(200);
    const explained = await follow(failure.nextAction);
    expect(explained.data.step).toMatchObject({ index: 1, status: 'failed' });
  });

  it('tracking: the plan page whose dataLayer lacks what the plan expects, and the audit report', async () => {
    await ok('tracking_upsert_page', { id: 'home', label: 'Accueil', pageType: 'home', pageIds: ['Home'] });
    await ok('tracking_set_page_attribute', {
      pageId: 'home',
      name: 'pageType',
      expected: { value: 'home' },
    });
    const run = await ok('run_tracking', {});
    const body = await failuresOf(run.data.runId);
    expect(body.data.failures).toEqual([
      expect.objectContaining({
        pillar: 'tracking',
        what: 'page home (Accueil)',
        why: expect.stringMatching(/pageType/),
        evidence: [expect.objectContaining({ url: `${site.url}/` })],
        nextAction: expect.objectContaining({ tool: 'tracking_get_audit_report' }),
      }),
    ]);
    await follow(body.data.failures[0].nextAction);
  });

  it('full audit: the failures of each child run, each naming its pillar', async () => {
    const run = await ok('run_full_audit', { pillars: ['a11y', 'security'], scenarios: ['Sign up'] });
    const body = await failuresOf(run.data.runId);
    expect(body.data.failures.map((f: any) => `${f.pillar} ${f.what}`)).toEqual([
      'a11y Sign up desktop',
      'security Sign up',
    ]);
    expect(body.nextActions.map((a: Action) => a.args.pillar)).toEqual(['a11y', 'security']);
  });

  it('a run that could not run says so instead of "all passed"', async () => {
    // A page that redirects to itself never loads: the run's only check is an error.
    site.setPage('/signup', { body: '', status: 302, headers: { location: '/signup' } });
    try {
      const run = await ok('run_security', { scenarios: ['Sign up'] });
      const status = await waitForRun(h, t.fullKey, run.data.runId);
      expect(status.data.status).toBe('error');
      const body = await invoke('get_run_failures', { runId: run.data.runId });
      expect(body.summary).toBe('1 of 1 checks failed.');
      expect(body.data.failures[0]).toMatchObject({ pillar: 'security', status: 'error' });
    } finally {
      site.setPage('/signup', SIGNUP);
    }
  });
});
