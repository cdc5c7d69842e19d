import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';
import { startSite, type TestSite } from '../test-support/site.js';

describe('check_setup_health and list_my_tools', () => {
  let h: Harness;
  let site: TestSite;
  let t: Tenant;

  beforeAll(async () => {
    site = await startSite({ '/': '<h1>home</h1>' });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url, plan: 'free' });
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('reports each platform check and that the project site answers', async () => {
    const { status, body } = await h.invoke('check_setup_health', {}, t.fullKey);
    expect(status).toBe(200);
    const names = body.data.checks.map((c: any) => c.name);
    expect(names).toEqual(['database', 'jobs', 'browser', 'artifacts', 'key', 'site']);
    const byName = Object.fromEntries(body.data.checks.map((c: any) => [c.name, c]));
    expect(byName.database.status).toBe('ok');
    expect(byName.site).toMatchObject({ status: 'ok' });
    expect(byName.site.detail).toMatch(/HTTP 200/);
    expect(site.hits.get('/')).toBe(1);
  });

  it('fails the site check when the site is down, and says so in the summary', async () => {
    site.setPage('/', { body: 'down', status: 503 });
    const { body } = await h.invoke('check_setup_health', {}, t.fullKey);
    expect(body.data.healthy).toBe(false);
    expect(body.summary).toMatch(/site \(.*HTTP 503/);
  });

  it('list_my_tools shows what a read key on the free plan may call, and why the rest is closed', async () => {
    const { body } = await h.invoke('list_my_tools', {}, t.readKey);
    const open = body.data.tools.map((x: any) => x.name);
    expect(open).toContain('get_project');
    expect(open).not.toContain('create_project');
    const closed = Object.fromEntries(body.data.unavailable.map((x: any) => [x.name, x.reason]));
    expect(closed.create_project).toMatch(/mcp_full/);
    expect(closed.get_org_audit_logs).toMatch(/business plan/);
  });
});
