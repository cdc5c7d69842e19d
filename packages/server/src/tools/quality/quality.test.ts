import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

/** GitHub's issue comments and commit statuses REST API for one repository, on loopback. */
async function startFakeGitHub(repo: string, token: string) {
  const calls: string[] = [];
  const comments: Array<{ id: number; issue: number; body: string }> = [];
  const statuses: Array<{ sha: string; state: string; context: string }> = [];
  let nextId = 1000;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : null;
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, data: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Bad credentials' });
    const m = /^\/repos\/([^/]+\/[^/]+)\/(.*)$/.exec(url.pathname);
    if (!m || m[1] !== repo) return send(404, { message: 'Not Found' });
    const rest = m[2];
    const list = /^issues\/(\d+)\/comments$/.exec(rest);
    const one = /^issues\/comments\/(\d+)$/.exec(rest);
    const status = /^statuses\/(\w+)$/.exec(rest);
    if (list) {
      const issue = Number(list[1]);
      if (req.method === 'GET') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const per = Number(url.searchParams.get('per_page') ?? 30);
        return send(200, comments.filter((c) => c.issue === issue).slice((page - 1) * per, page * per));
      }
      const comment = { id: nextId++, issue, body: body.body };
      comments.push(comment);
      return send(201, {
        ...comment,
        html_url: `https://github.example/${repo}/pull/${issue}#issuecomment-${comment.id}`,
      });
    }
    if (one && req.method === 'PATCH') {
      const comment = comments.find((c) => c.id === Number(one[1]));
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = body.body;
      return send(200, {
        ...comment,
        html_url: `https://github.example/${repo}/pull/${comment.issue}#issuecomment-${comment.id}`,
      });
    }
    if (status && req.method === 'POST') {
      statuses.push({ sha: status[1], state: body.state, context: body.context });
      return send(201, { id: nextId++, ...body });
    }
    return send(404, { message: 'Not Found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    comments,
    statuses,
    close: () => new Promise((r) => server.close(r)),
  };
}

const page = (heading: string) =>
  `<!doctype html><html lang="en"><head><title>Shop</title></head><body style="margin:0;font-family:sans-serif"><h1 style="padding:20px">${heading}</h1></body></html>`;

describe('quality gates: site health, PR gate and PR comment', () => {
  let site: TestSite;
  let github: Awaited<ReturnType<typeof startFakeGitHub>>;
  let h: Harness;
  let t: Tenant;
  const invoke = async (tool: string, args: object) => (await h.invoke(tool, args, t.fullKey)).body;
  const run = async (tool: string, args: object) => {
    const started = await invoke(tool, args);
    return (await waitForRun(h, t.fullKey, started.data.runId, 90_000)).data;
  };

  beforeAll(async () => {
    site = await startSite({ '/': page('Welcome'), '/pricing': page('Pricing') });
    github = await startFakeGitHub('acme/shop', 'gh-test-token');
    h = await startHarness({ github: { apiUrl: github.url, token: 'gh-test-token' } });
    t = await h.tenant({ baseUrl: site.url });
    await h.listen();
    for (const [label, url] of [
      ['Home', '/'],
      ['Pricing', '/pricing'],
    ]) {
      await invoke('create_scenario', { label, url, viewports: ['desktop'], confirm: true });
    }
    expect((await run('run_baseline', {})).status).toBe('completed');
    const unchanged = await run('run_vrt', {});
    const failures = (await invoke('get_run_failures', { runId: unchanged.runId })).data.failures;
    expect(unchanged.status, JSON.stringify(failures)).toBe('completed');
  }, 120_000);
  afterAll(async () => {
    await h.close();
    await site.close();
    await github.close();
  });

  it('site health scores each pillar from its recent runs on main and says how', async () => {
    const health = await invoke('get_site_health', {});
    const vrt = health.data.pillars.find((p: { pillar: string }) => p.pillar === 'vrt');
    expect(vrt).toMatchObject({
      score: 100,
      stale: false,
      runsConsidered: 1,
      coverage: { covered: 2, total: 2 },
      openFailures: [],
    });
    expect(vrt.howComputed).toMatch(/pass rate of the last 1 run/);
    expect(health.data.pillars.find((p: { pillar: string }) => p.pillar === 'perf')).toMatchObject({
      score: null,
      howComputed: 'never ran on main',
    });
    expect(health.data.score).toBe(100);
    expect((await invoke('get_quality_score', {})).data.score).toBe(100);
    // A branch nothing ran on is no evidence: not a pass, and strict refuses it.
    const unknown = await invoke('gate_pr_quality', { branch: 'feature/none', includeFrt: false });
    expect(unknown.data).toMatchObject({
      blockMerge: false,
      verdict: 'NO EVIDENCE — no finished run to judge feature/none by',
    });
    expect(unknown.nextActions[0]).toMatchObject({ tool: 'run_vrt', args: { branch: 'feature/none' } });
    expect(
      (await invoke('gate_pr_quality', { branch: 'feature/none', threshold: 'strict' })).data.blockMerge,
    ).toBe(true);
  });

  it('blocks a branch with an unapproved VRT failure, and clears after the approval it names', async () => {
    site.setPage('/pricing', page('Pricing for teams'));
    expect((await run('run_vrt', { branch: 'feature/pricing', commitSha: 'abc1234' })).status).toBe('failed');
    const blocked = await invoke('gate_pr_quality', {});
    expect(blocked.data).toMatchObject({ branch: 'feature/pricing', blockMerge: true });
    expect(blocked.data.blockers).toHaveLength(1);
    expect(blocked.data.blockers[0]).toMatchObject({
      pillar: 'vrt',
      evidence: { scenarioLabel: 'Pricing', viewport: 'desktop' },
    });
    expect(blocked.data.notChecked.join(' ')).toMatch(/frt: no finished FRT run/);
    const fix = blocked.nextActions[0];
    expect(fix.tool).toBe('approve_vrt_results');

    // The PR comment: created once, then updated in place; the commit gets a status.
    const missingRepo = await h.invoke('post_pr_comment', { prNumber: 7, confirm: true }, t.fullKey);
    expect(missingRepo.body.error.code).toBe('validation_error');
    await invoke('set_project_github', { repository: 'acme/shop', confirm: true });
    const first = await invoke('post_pr_comment', { prNumber: 7, confirm: true });
    expect(first.data).toMatchObject({ action: 'created', commitStatus: 'failure', blockMerge: true });
    expect(github.comments[0].body).toContain('<!-- visualq:pr-comment -->');
    expect(github.comments[0].body).toMatch(
      /\| vrt \| Pricing desktop: [\d.]+% changed, not approved \| `approve_vrt_results` \|/,
    );

    expect((await invoke(fix.tool, fix.args)).ok).toBe(true);
    const cleared = await invoke('gate_pr_quality', {});
    expect(cleared.data).toMatchObject({ blockMerge: false, blockers: [] });
    const second = await invoke('post_pr_comment', { prNumber: 7, confirm: true });
    expect(second.data).toMatchObject({
      action: 'updated',
      commentId: first.data.commentId,
      commitStatus: 'success',
    });
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0].body).toMatch(/✅ PASS — nothing blocks feature\/pricing/);
    expect(github.calls.filter((c) => c.startsWith('POST /repos/acme/shop/issues/7/comments'))).toHaveLength(
      1,
    );
    expect(github.calls.filter((c) => c.startsWith('PATCH /repos/acme/shop/issues/comments/'))).toHaveLength(
      1,
    );
    expect(github.statuses.map((s) => `${s.sha} ${s.state} ${s.context}`)).toEqual([
      'abc1234 failure VisualQ',
      'abc1234 success VisualQ',
    ]);
  }, 120_000);

  it('a full audit runs each pillar as a child run, ends when they all have, and site health reflects it', async () => {
    await invoke('frt_save_feature_draft', {
      name: 'Home greets',
      gherkin: 'Feature: Home\n  Scenario: Greeting\n    Given I open "/"\n    Then I should see "Welcome"\n',
      confirm: true,
    });
    const started = await fetch(`${h.config.publicUrl}/api/ci/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': t.ciKey },
      body: JSON.stringify({ type: 'full-audit', pillars: ['vrt', 'frt', 'a11y', 'tracking', 'privacy'] }),
    });
    expect(started.status).toBe(202);
    const { runId } = (await started.json()) as { runId: string };
    let status: any;
    for (let i = 0; i < 600; i++) {
      status = await (
        await fetch(`${h.config.publicUrl}/api/ci/status/${runId}`, { headers: { 'x-api-key': t.ciKey } })
      ).json();
      if (status.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status.type).toBe('full-audit');
    expect(status.pageBatchRunId).toMatch(/^run_/);
    expect(status.frtBatchRunId).toMatch(/^run_/);
    expect(status.trackingRunId).toBeNull();
    expect(status.pillars.tracking).toMatchObject({
      status: 'skipped',
      reason: expect.stringMatching(/links no event/),
    });
    expect(status.pillars.privacy).toMatchObject({ runId: expect.stringMatching(/^run_/) });
    expect(status.pillars.frt).toMatchObject({ status: 'completed', summary: { total: 1, passed: 1 } });
    // The main page changed since its baseline (approved on the branch only): the VRT child fails, so does the parent.
    expect(status.pillars.vrt.status).toBe('failed');
    expect(status.status).toBe('failed');
    const children = ['vrt', 'frt', 'a11y', 'privacy'].map((p) => status.pillars[p]);
    expect(status.summary.total).toBe(children.reduce((n, c) => n + c.summary.total, 0));
    const health = (await invoke('get_site_health', {})).data;
    const byPillar = Object.fromEntries(health.pillars.map((p: { pillar: string }) => [p.pillar, p]));
    expect(byPillar.frt).toMatchObject({ score: 100, runsConsidered: 1 });
    expect(byPillar.a11y.runsConsidered).toBe(1);
    expect(byPillar.privacy.runsConsidered).toBe(1);
    expect(byPillar.seo).toMatchObject({ score: null, lastRun: null });
    expect(byPillar.vrt.runsConsidered).toBe(2);
  }, 180_000);

  it('advice read off the health: issues by urgency, what to do next, a plan, and the release verdict', async () => {
    // Main now has an unapproved visual change, no tracking plan, and pillars that never ran.
    const issues = await invoke('prioritize_issues', {});
    expect(issues.data.issues[0]).toMatchObject({
      pillar: 'vrt',
      severity: 'high',
      what: expect.stringMatching(/^Pricing desktop: fail/),
      nextAction: { tool: 'get_run_failures' },
    });
    expect((await invoke('prioritize_issues', { pillar: 'frt' })).data.total).toBe(0);

    const next = await invoke('recommend_next_action', { maxActions: 20 });
    const kinds = next.data.recommendations.map((r: any) => `${r.kind} ${r.action.tool}`);
    expect(kinds[0]).toBe('cover tracking_discover_from_pages');
    expect(kinds).toEqual(expect.arrayContaining(['fix get_run_failures', 'run run_seo', 'run run_perf']));
    // Covering comes before fixing, fixing before running.
    const order = next.data.recommendations.map((r: any) => ['cover', 'fix', 'run'].indexOf(r.kind));
    expect(order).toEqual([...order].sort());
    const perf = await invoke('recommend_next_action', { goal: 'Is the site fast enough on mobile?' });
    expect(perf.data.focus).toBe('the goal speaks of perf');
    expect(perf.nextActions).toEqual([{ label: 'Run perf', tool: 'run_perf', args: {} }]);

    const plan = await invoke('generate_action_plan', {});
    expect(plan.data.steps.map((s: any) => s.step)).toEqual(
      plan.data.steps.map((_: any, i: number) => i + 1),
    );
    expect(plan.data.steps[0]).toMatchObject({ phase: 'Cover what nothing checks yet', pillar: 'tracking' });

    const release = await invoke('identify_blockers_for_release', {});
    expect(release.data.releaseBlocked).toBe(true);
    expect(release.data.blockers[0]).toMatchObject({
      pillar: 'vrt',
      nextAction: { tool: 'approve_vrt_results' },
    });

    // One page across pillars: what each latest run on main said about it.
    const pricing = await invoke('get_page_health', { scenarioLabel: 'Pricing' });
    const [page] = pricing.data.pages;
    expect(page).toMatchObject({ scenarioLabel: 'Pricing', healthy: false, failing: ['vrt'] });
    expect(page.pillars.map((p: any) => p.pillar)).toEqual(
      expect.arrayContaining(['vrt', 'a11y', 'privacy']),
    );
    expect(page.notChecked).toEqual(['perf', 'seo', 'security']);
    expect(pricing.nextActions[0]).toMatchObject({ tool: 'get_run_failures' });
    expect((await invoke('get_page_health', {})).data.pages).toHaveLength(2);
    const unknown = await h.invoke('get_page_health', { scenarioLabel: 'Checkout' }, t.fullKey);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(
      /not a scenario of .*; scenarios: (Home, Pricing|Pricing, Home)$/,
    );

    // A request in French leads to the same verdict through the call it names.
    const read = await invoke('analyze_user_intent', {
      message: 'Peut-on livrer la nouvelle version ce soir ?',
    });
    expect(read.data).toMatchObject({ intent: 'release_readiness', language: 'fr' });
    const followed = await invoke(read.nextActions[0].tool, read.nextActions[0].args);
    expect(followed.data.releaseBlocked).toBe(true);
  });
});
