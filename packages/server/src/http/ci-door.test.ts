import { CI_RUN_TYPES } from '@visualq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';

/**
 * POST /api/ci/run is a door onto the pillars' run tools through the gateway: the same scopes, plan
 * gates, validation, audit row and rate limit as invoke, answered in the shape CI clients read.
 * Runs stay queued here (no worker): what is checked is who may start what, and what is recorded.
 */
describe('one door for runs: /api/ci/run calls the run tool through the gateway', () => {
  let h: Harness;
  let paid: Tenant;
  let free: Tenant;
  let other: Tenant;

  const ciRun = async (key: string, body: Record<string, unknown>) => {
    const response = await h.vq.app.inject({
      method: 'POST',
      url: '/api/ci/run',
      headers: { 'x-api-key': key },
      payload: body,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  beforeAll(async () => {
    h = await startHarness({ inProcessWorkers: 0 });
    paid = await h.tenant({ plan: 'business', baseUrl: 'http://127.0.0.1:9/shop' });
    free = await h.tenant({ plan: 'free', baseUrl: 'http://127.0.0.1:9/free' });
    other = await h.tenant({ plan: 'business', baseUrl: 'http://127.0.0.1:9/other' });
    for (const t of [paid, free]) {
      const made = await h.invoke(
        'create_scenario',
        { label: 'Home', url: '/', captureBaseline: false, confirm: true },
        t.fullKey,
      );
      expect(made.body.ok, JSON.stringify(made.body)).toBe(true);
    }
  });
  afterAll(() => h.close());

  it('every CI run type is one run tool of the catalog, which names it for clients to route', async () => {
    const catalog = (await h.vq.app.inject({ method: 'GET', url: '/api/mcp' })).json().tools as Array<{
      name: string;
      ciRunType: string | null;
    }>;
    const routed = Object.fromEntries(catalog.filter((t) => t.ciRunType).map((t) => [t.ciRunType, t.name]));
    expect(Object.keys(routed).sort()).toEqual([...CI_RUN_TYPES].sort());
    expect(routed).toMatchObject({ test: 'run_vrt', baseline: 'run_baseline', privacy: 'run_privacy' });
  });

  it('a free-plan key is refused the same way through invoke and /api/ci/run', async () => {
    for (const [tool, type] of [
      ['run_seo', 'seo'],
      ['run_security', 'security'],
      ['run_privacy', 'privacy'],
      ['run_full_audit', 'full-audit'],
      ['run_perf', 'perf'],
    ]) {
      const invoked = await h.invoke(tool, {}, free.fullKey);
      const ci = await ciRun(free.fullKey, { type, project: free.projectSlug });
      expect(ci.status, `${type}: ${JSON.stringify(ci.body)}`).toBe(invoked.status);
      expect(ci.status).toBe(403);
      expect(ci.body).toEqual({ success: false, error: invoked.body.error });
      expect(ci.body.error.code).toBe('plan_gate');
    }
    // VRT is on every plan, through either door.
    const vrt = await ciRun(free.ciKey, { type: 'test' });
    expect(vrt.status, JSON.stringify(vrt.body)).toBe(202);
  });

  it('bad input answers the contract’s status and code through both doors', async () => {
    const unknownProject = await ciRun(paid.fullKey, { type: 'test', project: 'nope' });
    const invoked = await h.invoke('run_vrt', { project: 'nope' }, paid.fullKey);
    expect(unknownProject.status).toBe(422);
    expect(invoked.status).toBe(422);
    expect(unknownProject.body.error.code).toBe('project_resolution_error');
    const badBudget = await ciRun(paid.fullKey, { type: 'perf', perfBudgets: { speed: 3 } });
    expect(badBudget.status).toBe(400);
    expect(badBudget.body.error).toMatchObject({ code: 'validation_error' });
    expect(badBudget.body.error.message).toMatch(/perfBudgets/);
    const badType = await ciRun(paid.fullKey, { type: 'lint' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toMatch(/types: .*full-audit/);
    const noKey = await h.vq.app.inject({ method: 'POST', url: '/api/ci/run', payload: { type: 'test' } });
    expect(noKey.statusCode).toBe(401);
  });

  it('a project key starts runs of its own project through CI only; a read key starts none', async () => {
    const own = await ciRun(paid.ciKey, { type: 'a11y', failOn: 'critical', branch: 'feature/x' });
    expect(own.status, JSON.stringify(own.body)).toBe(202);
    expect(own.body).toMatchObject({ success: true, type: 'a11y', projectId: paid.projectId });
    expect(own.body.statusUrl).toMatch(new RegExp(`/api/ci/status/${own.body.runId}$`));
    const elsewhere = await ciRun(paid.ciKey, { type: 'test', project: other.projectSlug });
    expect(elsewhere.status).toBe(422);
    const otherOrgProject = await h.vq.services.projects.create(paid.orgId, {
      name: 'Second',
      baseUrl: 'http://127.0.0.1:9/second',
    });
    const sibling = await ciRun(paid.ciKey, { type: 'test', project: otherOrgProject.project.slug });
    expect(sibling.status).toBe(403);
    expect(sibling.body.error.code).toBe('scope_denied');
    const viaInvoke = await h.invoke('run_vrt', {}, paid.ciKey);
    expect(viaInvoke.body.error.code).toBe('scope_denied');
    const readOnly = await ciRun(paid.readKey, { type: 'test' });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error.code).toBe('scope_denied');
  });

  it('every CI run is in the audit log, with the key, the tool and what it asked', async () => {
    const started = await ciRun(paid.fullKey, {
      type: 'perf',
      presets: ['desktop'],
      runs: 2,
      prUrl: 'https://pr/1',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const { body } = await h.invoke('get_org_audit_logs', { limit: 20 }, paid.fullKey);
    const entry = body.data.entries.find(
      (e: { tool: string; args: { runs?: number } }) => e.tool === 'run_perf',
    );
    expect(entry).toMatchObject({ outcome: 'ok', args: { presets: ['desktop'], runs: 2 } });
    const ciKeyRun = body.data.entries.find((e: { tool: string }) => e.tool === 'run_a11y');
    expect(ciKeyRun).toMatchObject({ outcome: 'ok', args: { failOn: 'critical' } });
    // The run carries what was asked, as a run started through invoke would.
    const run = await h.vq.services.runs.get(paid.orgId, started.body.runId);
    expect(JSON.parse(run!.request)).toMatchObject({ presets: ['desktop'], runs: 2 });
    expect(run!.pr_url).toBe('https://pr/1');
  });
});
