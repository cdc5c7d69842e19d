import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForJob } from '../test-support/harness.js';
import { startSite, type TestSite } from '../test-support/site.js';

/** A key of org A can neither see, resolve nor change anything of org B. */
describe('cross-org isolation', () => {
  let h: Harness;
  let site: TestSite;
  let a: Tenant;
  let b: Tenant;
  let bJob: string;

  beforeAll(async () => {
    site = await startSite({ '/': '<title>B</title>' });
    h = await startHarness();
    a = await h.tenant({ name: 'Org A' });
    b = await h.tenant({ name: 'Org B', baseUrl: site.url });
    bJob = (await h.invoke('crawl_site', { baseUrl: site.url }, b.fullKey)).body.data.jobId;
    await waitForJob(h, b.fullKey, bJob);
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('lists only its own projects, over invoke and CI', async () => {
    const { body } = await h.invoke('list_projects', {}, a.fullKey);
    expect(body.data.projects.map((p: any) => p.id)).toEqual([a.projectId]);
    const ci = await h.vq.app.inject({
      method: 'GET',
      url: '/api/ci/projects',
      headers: { 'x-api-key': a.ciKey },
    });
    expect(ci.json().projects.map((p: any) => p.id)).toEqual([a.projectId]);
  });

  it('cannot resolve the other org project by slug or by id, and the error lists only its own', async () => {
    for (const ref of [b.projectSlug, b.projectId]) {
      const { status, body } = await h.invoke('get_project', { project: ref }, a.fullKey);
      expect(status).toBe(422);
      expect(body.error.code).toBe('project_resolution_error');
      const known = body.error.message.split('projects of this org:')[1];
      expect(known.trim()).toBe(a.projectSlug);
    }
  });

  it('cannot read the other org job', async () => {
    const { status, body } = await h.invoke('get_job_status', { jobId: bJob }, a.fullKey);
    expect(status).toBe(422);
    expect(JSON.stringify(body)).not.toContain(site.url);
  });

  it('cannot reach the other org hosts', async () => {
    const { status } = await h.invoke('crawl_site', { baseUrl: site.url }, a.fullKey);
    expect(status).toBe(400);
  });

  it('cannot read the other org audit log or artifacts', async () => {
    await h
      .invoke('create_project', { name: 'B2', baseUrl: 'https://b2.example', confirm: true }, b.fullKey)
      .catch(() => {});
    const logs = await h.invoke('get_org_audit_logs', {}, a.fullKey);
    expect(
      logs.body.data.entries.every(
        (e: any) => e.tool !== 'create_project' || !JSON.stringify(e).includes('B2'),
      ),
    ).toBe(true);

    const hash = await h.vq.services.artifacts.put(b.orgId, Buffer.from('org b secret image'), 'image/png');
    const own = await h.vq.app.inject({
      method: 'GET',
      url: `/api/artifacts/${hash}`,
      headers: { 'x-api-key': b.fullKey },
    });
    expect(own.statusCode).toBe(200);
    const theirs = await h.vq.app.inject({
      method: 'GET',
      url: `/api/artifacts/${hash}`,
      headers: { 'x-api-key': a.fullKey },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('cannot modify the other org: a project created by A lands in A only', async () => {
    await h.invoke(
      'create_project',
      { name: 'Shared name', baseUrl: 'https://a2.example', confirm: true },
      a.fullKey,
    );
    const same = await h.invoke(
      'create_project',
      { name: 'Shared name', baseUrl: 'https://b3.example', confirm: true },
      b.fullKey,
    );
    expect(same.status).toBe(200);
    const listB = await h.invoke('list_projects', {}, b.fullKey);
    expect(listB.body.data.projects.find((p: any) => p.slug === 'shared-name').baseUrl).toBe(
      'https://b3.example',
    );
  });
});
