import { toolResponseSchema } from '@visualq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';

/** One test per error code and status of the seed's tables, through POST /api/mcp/v1/invoke. */
describe('invoke: the contract envelope', () => {
  let h: Harness;
  let t: Tenant;
  let free: Tenant;

  beforeAll(async () => {
    h = await startHarness({ rateLimit: { perMinute: 600, burst: 1000 } });
    t = await h.tenant();
    free = await h.tenant({ plan: 'free' });
  });
  afterAll(() => h.close());

  function expectShape(body: unknown) {
    expect(toolResponseSchema.safeParse(body).success).toBe(true);
  }

  it('200 ok with the full success shape', async () => {
    const { status, body } = await h.invoke('list_projects', {}, t.fullKey);
    expect(status).toBe(200);
    expectShape(body);
    expect(body).toMatchObject({ ok: true, tool: 'list_projects', warnings: [] });
    expect(body.data.projects.map((p: any) => p.slug)).toEqual([t.projectSlug]);
    expect(Array.isArray(body.nextActions)).toBe(true);
  });

  it('accepts Authorization: Bearer as well as X-API-Key', async () => {
    const response = await h.vq.app.inject({
      method: 'POST',
      url: '/api/mcp/v1/invoke',
      headers: { authorization: `Bearer ${t.readKey}` },
      payload: { tool: 'list_projects', args: {} },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().ok).toBe(true);
  });

  it('401 unauthorized without a key and with an unknown key', async () => {
    for (const key of [undefined, 'vq_org_live_doesnotexist000000000000000']) {
      const { status, body } = await h.invoke('list_projects', {}, key);
      expect(status).toBe(401);
      expectShape(body);
      expect(body).toMatchObject({
        ok: false,
        error: { code: 'unauthorized' },
        recoverable: false,
        data: null,
      });
    }
  });

  it('401 for a revoked key', async () => {
    const created = await h.vq.services.keys.create({ orgId: t.orgId, kind: 'org', scopes: ['mcp_read'] });
    expect((await h.invoke('list_projects', {}, created.key)).status).toBe(200);
    await h.vq.services.keys.revoke(created.record.id);
    expect((await h.invoke('list_projects', {}, created.key)).body.error.code).toBe('unauthorized');
  });

  it('404 not_found for an unknown tool', async () => {
    const { status, body } = await h.invoke('make_coffee', {}, t.fullKey);
    expect(status).toBe(404);
    expectShape(body);
    expect(body).toMatchObject({ ok: false, tool: 'make_coffee', error: { code: 'not_found' } });
  });

  it('400 validation_error naming the argument and what is wrong', async () => {
    const missing = await h.invoke(
      'create_project',
      { baseUrl: 'https://a.example', confirm: true },
      t.fullKey,
    );
    expect(missing.status).toBe(400);
    expectShape(missing.body);
    expect(missing.body.error.code).toBe('validation_error');
    expect(missing.body.error.message).toMatch(/name is required/);
    expect(missing.body.recoverable).toBe(true);

    const wrongType = await h.invoke('crawl_site', { baseUrl: 'http://x', limit: 'ten' }, t.fullKey);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toMatch(/limit/);

    const notObject = await h.invoke('list_projects', [1, 2], t.fullKey);
    expect(notObject.status).toBe(400);
    expect(notObject.body.error.message).toMatch(/args must be a JSON object/);
  });

  it('400 validation_error for a malformed JSON body, a body that is not an object, a missing tool', async () => {
    const malformed = await h.vq.app.inject({
      method: 'POST',
      url: '/api/mcp/v1/invoke',
      headers: { 'content-type': 'application/json', 'x-api-key': t.fullKey },
      payload: '{"tool": "list_projects", ',
    });
    expect(malformed.statusCode).toBe(400);
    expectShape(malformed.json());
    expect(malformed.json().error.code).toBe('validation_error');
    expect(malformed.body).not.toMatch(/at .*\.js/);

    const noTool = await h.invoke(undefined as unknown as string, {}, t.fullKey);
    expect(noTool.status).toBe(400);
    expect(noTool.body.error.message).toMatch(/tool is required/);
  });

  it('400 confirm_required for a write tool without confirm: true, and nothing is written', async () => {
    for (const confirm of [undefined, false]) {
      const { status, body } = await h.invoke(
        'create_project',
        { name: 'Shop', baseUrl: 'https://shop.example', confirm },
        t.fullKey,
      );
      expect(status).toBe(400);
      expectShape(body);
      expect(body.error).toEqual({
        code: 'confirm_required',
        message: 'confirm must be true to execute write tool create_project',
      });
      expect(body.summary).toBe(body.error.message);
      expect(body.recoverable).toBe(true);
    }
    const { body } = await h.invoke('list_projects', {}, t.fullKey);
    expect(body.data.projects).toHaveLength(1);
  });

  it('403 scope_denied for a write tool with an mcp_read key and for a project (ci) key', async () => {
    const read = await h.invoke(
      'create_project',
      { name: 'X', baseUrl: 'https://x.example', confirm: true },
      t.readKey,
    );
    expect(read.status).toBe(403);
    expectShape(read.body);
    expect(read.body).toMatchObject({ error: { code: 'scope_denied' }, recoverable: false });
    expect(read.body.error.message).toMatch(/mcp_full/);

    const ci = await h.invoke('list_projects', {}, t.ciKey);
    expect(ci.status).toBe(403);
    expect(ci.body.error.code).toBe('scope_denied');
    expect(ci.body.error.message).toMatch(/\/api\/ci/);
  });

  it('403 plan_gate naming the plan that unlocks the feature', async () => {
    const { status, body } = await h.invoke('get_org_audit_logs', {}, free.fullKey);
    expect(status).toBe(403);
    expectShape(body);
    expect(body.error.code).toBe('plan_gate');
    expect(body.error.message).toMatch(/business plan/);
    expect((await h.invoke('get_org_audit_logs', {}, t.fullKey)).status).toBe(200);
  });

  it('422 project_resolution_error listing the projects that exist', async () => {
    const { status, body } = await h.invoke('get_project', { project: 'nope' }, t.fullKey);
    expect(status).toBe(422);
    expectShape(body);
    expect(body.error.code).toBe('project_resolution_error');
    expect(body.error.message).toContain(t.projectSlug);
    expect(body.recoverable).toBe(true);

    const env = await h.invoke('get_project', { environment: 'Staging' }, t.fullKey);
    expect(env.status).toBe(422);
    expect(env.body.error.message).toMatch(/Production/);
  });

  it('422 tool_error for a business failure (unknown job)', async () => {
    const { status, body } = await h.invoke('get_job_status', { jobId: 'job_missing' }, t.fullKey);
    expect(status).toBe(422);
    expectShape(body);
    expect(body.error.code).toBe('tool_error');
  });

  it('warns about each argument it ignored, naming the closest known one', async () => {
    const { body } = await h.invoke('list_projects', { colour: 'blue' }, t.fullKey);
    expect(body.ok).toBe(true);
    expect(body.warnings).toEqual(['unknown argument "colour" was ignored; known arguments: none']);
    const typo = await h.invoke('get_project', { projet: t.projectSlug }, t.fullKey);
    expect(typo.body.warnings).toEqual(['unknown argument "projet" was ignored; did you mean "project"?']);
    const runs = await h.invoke('get_run_history', { limt: 3, projectt: 'x' }, t.fullKey);
    expect(runs.body.warnings).toEqual([
      'unknown argument "limt" was ignored; did you mean "limit"?',
      'unknown argument "projectt" was ignored; did you mean "project"?',
    ]);
  });

  it('GET, a trailing slash and other /api/mcp paths answer in the contract shape', async () => {
    const get = await h.vq.app.inject({ method: 'GET', url: '/api/mcp/v1/invoke' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ ok: false, error: { code: 'not_found' }, recoverable: false });
    expect(get.json().error.message).toMatch(/POST a JSON body \{tool, args\}/);
    const slash = await h.vq.app.inject({
      method: 'POST',
      url: '/api/mcp/v1/invoke/',
      headers: { 'x-api-key': t.fullKey },
      payload: { tool: 'list_projects', args: {} },
    });
    expect(slash.statusCode).toBe(200);
    expect(slash.json().ok).toBe(true);
    const other = await h.vq.app.inject({ method: 'POST', url: '/api/mcp/v2/invoke', payload: {} });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('a body over the limit answers validation_error stating the limit', async () => {
    const response = await h.vq.app.inject({
      method: 'POST',
      url: '/api/mcp/v1/invoke',
      headers: { 'x-api-key': t.fullKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ tool: 'list_projects', args: { x: 'y'.repeat(11 * 1024 * 1024) } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ok: false, error: { code: 'validation_error' } });
    expect(response.json().error.message).toMatch(/larger than the 10 MiB limit \(10485760 bytes\)/);
  });

  it('accepts project quietly on every tool, as published clients send it on every call', async () => {
    for (const tool of ['list_projects', 'list_my_tools', 'get_job_status']) {
      const { body } = await h.invoke(tool, { project: t.projectSlug, jobId: 'job_none' }, t.fullKey);
      expect(body.warnings.filter((w: string) => w.includes('"project"'))).toEqual([]);
    }
  });

  it('an unknown tool answers 404 naming the closest tools, as nextActions too', async () => {
    const { status, body } = await h.invoke('list_scenario', {}, t.fullKey);
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain('list_scenarios');
    expect(body.nextActions[0].tool).toBe('list_scenarios');
    const run = await h.invoke('run_visual_tests', {}, t.fullKey);
    expect(run.body.data.closestTools).toContain('run_vrt');
  });
});

describe('invoke: rate limit', () => {
  let h: Harness;
  afterAll(() => h.close());

  it('429 rate_limit with retryAfterMs in the body and a Retry-After header, per key', async () => {
    h = await startHarness({ rateLimit: { perMinute: 60, burst: 3 } });
    const t = await h.tenant();
    for (let i = 0; i < 3; i++) expect((await h.invoke('list_projects', {}, t.fullKey)).status).toBe(200);
    const limited = await h.invoke('list_projects', {}, t.fullKey);
    expect(limited.status).toBe(429);
    expect(toolResponseSchema.safeParse(limited.body).success).toBe(true);
    expect(limited.body.error.code).toBe('rate_limit');
    expect(limited.body.recoverable).toBe(true);
    expect(limited.body.retryAfterMs).toBeGreaterThan(0);
    expect(limited.body.retryAfterMs).toBeLessThanOrEqual(1000);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another key of the same org has its own bucket.
    expect((await h.invoke('list_projects', {}, t.readKey)).status).toBe(200);
  });
});

describe('invoke: unexpected failure', () => {
  it('500 internal_error in the contract shape when the database is gone, without internals', async () => {
    const h = await startHarness();
    const t = await h.tenant();
    await h.vq.store.close();
    const { status, body } = await h.invoke('list_projects', {}, t.fullKey);
    expect(status).toBe(500);
    expect(toolResponseSchema.safeParse(body).success).toBe(true);
    expect(body.error.code).toBe('internal_error');
    expect(JSON.stringify(body)).not.toMatch(/node_modules|\.js:\d+/);
    await h.close();
  });
});
