import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  startHarness,
  type Tenant,
  waitForJob,
  waitForRun,
} from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

describe('VRT scenarios: what a URL may be, baselines at creation, change and removal', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;

  beforeAll(async () => {
    const page = (title: string) =>
      `<!doctype html><title>${title}</title><h1>${title}</h1><a href="/b">b</a>`;
    site = await startSite({
      '/': `${page('Home')}<a href="/old-b">old b</a>`,
      '/a': page('A'),
      '/b': page('B'),
      '/old-b': { body: '', status: 301, headers: { location: '/b' } },
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('refuses file:, javascript:, data:, protocol-relative and other-host URLs; nothing is stored', async () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example/x',
      'pricing',
      'http://127.0.0.1:9/elsewhere',
    ]) {
      const { status, body } = await h.invoke(
        'create_scenario',
        { label: `Bad ${url}`, url, confirm: true },
        t.fullKey,
      );
      expect(status, url).toBe(400);
      expect(body.error.code).toBe('validation_error');
      expect(body.error.message).toMatch(/^url: /);
    }
    const list = await h.invoke('list_scenarios', {}, t.fullKey);
    expect(list.body.data.scenarios).toEqual([]);
  });

  it('captures a baseline at creation by default, and list_scenarios shows it per viewport', async () => {
    const { body } = await h.invoke(
      'create_scenario',
      { label: 'A', url: '/a', viewports: ['phone', 'desktop'], confirm: true },
      t.fullKey,
    );
    expect(body.data.baselineRun.runId).toMatch(/^run_/);
    await waitForRun(h, t.fullKey, body.data.baselineRun.runId);
    await h.invoke(
      'create_scenario',
      { label: 'B', url: `${site.url}/b`, captureBaseline: false, confirm: true },
      t.fullKey,
    );
    const list = await h.invoke('list_scenarios', {}, t.fullKey);
    const [a, b] = list.body.data.scenarios;
    expect(a.baselines.phone.approvedAt).toBeTruthy();
    expect(a.baselines.desktop.approvedAt).toBeTruthy();
    expect(a.missingBaselines).toEqual([]);
    expect(b.missingBaselines).toEqual(['phone', 'tablet', 'desktop']);
    expect(list.body.nextActions[0]).toMatchObject({ tool: 'run_baseline', args: { scenarios: ['B'] } });
  });

  it('update_scenario changes only what it is given; a bad URL changes nothing', async () => {
    const bad = await h.invoke(
      'update_scenario',
      { scenarioLabel: 'A', url: 'file:///etc/passwd', delay: 50, confirm: true },
      t.fullKey,
    );
    expect(bad.body.error.code).toBe('validation_error');
    const { body } = await h.invoke(
      'update_scenario',
      { scenarioLabel: 'A', label: 'Page A', delay: 100, confirm: true },
      t.fullKey,
    );
    expect(body.ok, JSON.stringify(body)).toBe(true);
    expect(body.data.scenario).toMatchObject({ label: 'Page A', url: '/a', delay: 100 });
    expect(body.data.scenario.viewports.map((v: any) => v.label)).toEqual(['phone', 'desktop']);
    const unconfirmed = await h.invoke('update_scenario', { scenarioLabel: 'Page A', delay: 1 }, t.fullKey);
    expect(unconfirmed.body.error.code).toBe('confirm_required');
  });

  it('delete_scenario takes it out of future runs and keeps its past results', async () => {
    const before = await h.invoke('get_run_history', {}, t.fullKey);
    const pastRun = before.body.data.runs[0].runId;
    const { body } = await h.invoke('delete_scenario', { scenarioLabel: 'Page A', confirm: true }, t.fullKey);
    expect(body.ok, JSON.stringify(body)).toBe(true);
    const list = await h.invoke('list_scenarios', {}, t.fullKey);
    expect(list.body.data.scenarios.map((s: any) => s.label)).toEqual(['B']);
    const report = await h.invoke('get_run_report', { runId: pastRun }, t.fullKey);
    expect(report.body.data.results.map((r: any) => r.scenarioLabel)).toEqual(['A', 'A']);
    // The label is free again.
    const again = await h.invoke(
      'create_scenario',
      { label: 'Page A', url: '/a', captureBaseline: false, confirm: true },
      t.fullKey,
    );
    expect(again.body.ok).toBe(true);
    const audit = await h.invoke('get_org_audit_logs', { limit: 3 }, t.fullKey);
    expect(audit.body.data.entries.map((e: any) => e.tool)).toContain('delete_scenario');
  });

  it('create_environment adds a named environment on a project host; runs can target it', async () => {
    const { body } = await h.invoke(
      'create_environment',
      { name: 'staging', baseUrl: `${site.url}/`, confirm: true },
      t.fullKey,
    );
    expect(body.ok, JSON.stringify(body)).toBe(true);
    expect(body.data.environment).toMatchObject({ name: 'staging', isDefault: false });
    const dup = await h.invoke('create_environment', { name: 'Staging', confirm: true }, t.fullKey);
    expect(dup.body.error.message).toMatch(/already has an environment/);
    const envs = await h.invoke('list_environments', {}, t.fullKey);
    expect(envs.body.data.environments.map((e: any) => e.name)).toEqual(['Production', 'staging']);
    const run = await h.invoke('run_vrt', { environment: 'staging', scenarios: ['B'] }, t.fullKey);
    expect(run.body.ok, JSON.stringify(run.body)).toBe(true);
    await waitForRun(h, t.fullKey, run.body.data.runId);
  });

  it('crawl_site without baseUrl crawls the project; a redirect to a page it has is not another page', async () => {
    const { body } = await h.invoke('crawl_site', { project: t.projectSlug, limit: 5 }, t.fullKey);
    const done = await waitForJob(h, t.fullKey, body.data.jobId);
    expect(done.data.result.pages.map((p: any) => new URL(p.url).pathname).sort()).toEqual(['/', '/b']);
  });
});
