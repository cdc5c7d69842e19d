import type { CiRunType } from '@visualq/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Harness, startHarness, type Tenant, uiPage, waitForRun } from '../test-support/harness.js';
import { startSite, type TestSite } from '../test-support/site.js';
import { defineTool } from '../tools/define-tool.js';
import type { Pillar } from './pillars.js';
import type { RunFailure } from './runs/failures.js';

/**
 * A ninth pillar written in this file alone, as an operator or a new developer would: broken links.
 * It checks every link of the project's scenario pages and fails a run for each that answers an
 * HTTP error. It is handed to the server beside its run tool: the registry line.
 */
type Broken = { page: string; link: string; status: number };
const reportName = (runId: string) => `links-${runId}.json`;

const links: Pillar = {
  name: 'links',
  label: 'Broken links',
  runTypes: ['links'],
  feature: 'quality',
  runTool: 'run_links',
  severity: 'medium',
  perPage: true,
  inspect: (runId) => ({ label: 'See the broken links', tool: 'get_run_failures', args: { runId } }),
  start: (s, orgId, keyId, target, request) =>
    s.runs.queue(orgId, keyId, target, { ...request, type: 'links' }, {}),
  execute: (s, runId, lease) =>
    s.runs.lifecycle(runId, lease, {
      clear: async () => {},
      work: async (run, _fenced, target) => {
        const broken: Broken[] = [];
        let total = 0;
        for (const scenario of await s.scenarios.list(run.project_id)) {
          const page = new URL(scenario.url, target.baseUrl).toString();
          const text = await (await fetch(page)).text();
          for (const [, href] of text.matchAll(/href="([^"]+)"/g)) {
            const link = new URL(href, page).toString();
            const { status } = await fetch(link);
            total++;
            if (status >= 400) broken.push({ page, link, status });
          }
        }
        await s.files.put(
          run.org_id,
          run.project_id,
          reportName(run.id),
          Buffer.from(JSON.stringify(broken)),
          'application/json',
        );
        return { total, failed: broken.length, error: null };
      },
    }),
  async failures(s, orgId, run) {
    const file = await s.files.open(orgId, run.project_id, reportName(run.id));
    const broken: Broken[] = file ? JSON.parse(file.bytes.toString()) : [];
    const failure = (b: Broken): RunFailure => ({
      pillar: 'links',
      runId: run.id,
      what: `${new URL(b.link).pathname} on ${new URL(b.page).pathname}`,
      why: `answers HTTP ${b.status}`,
      status: 'fail',
      evidence: [{ label: 'page', url: b.page }],
      nextAction: { label: 'Check the links again', tool: 'run_links', args: {} },
    });
    return { total: run.total, failures: broken.map(failure), approved: [] };
  },
};

const runLinks = defineTool({
  name: 'run_links',
  title: 'Check links',
  description: 'Checks every link of the scenario pages; a link answering an HTTP error fails the run.',
  access: 'write',
  confirm: false,
  feature: 'quality',
  project: 'required',
  ci: 'links' as CiRunType,
  args: z.object({ branch: z.string().optional() }),
  async run(ctx, args) {
    const run = await ctx.services.pillars
      .named('links')!
      .start(ctx.services, ctx.org.id, ctx.key.id, ctx.target, args);
    return {
      summary: `Link check ${run.id} queued.`,
      data: { runId: run.id, status: 'queued' },
      nextActions: [{ label: 'Follow the run', tool: 'get_run_status', args: { runId: run.id } }],
    };
  },
});

describe('a pillar added in one file and one registry line', () => {
  let site: TestSite;
  let h: Harness;
  let t: Tenant;

  beforeAll(async () => {
    site = await startSite({
      '/': '<a href="/about">About</a> <a href="/gone">Old offer</a>',
      '/about': '<p>About us</p>',
    });
    h = await startHarness({}, { pillars: [{ pillar: links, tools: [runLinks] }] });
    t = await h.tenant({ baseUrl: site.url });
    await h.invoke(
      'create_scenario',
      { label: 'Home', url: '/', captureBaseline: false, confirm: true },
      t.fullKey,
    );
    await h.listen();
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('runs through the tool, and its failed run leads to its failures', async () => {
    const started = await h.invoke('run_links', {}, t.fullKey);
    expect(started.body.ok, JSON.stringify(started.body)).toBe(true);
    const status = await waitForRun(h, t.fullKey, started.body.data.runId);
    expect(status.data).toMatchObject({ status: 'failed', summary: { total: 2, passed: 1, failed: 1 } });
    const next = status.nextActions[0];
    expect(next.tool).toBe('get_run_failures');
    const failures = await h.invoke(next.tool, next.args, t.fullKey);
    expect(failures.body.data.failures).toEqual([
      expect.objectContaining({ pillar: 'links', what: '/gone on /', why: 'answers HTTP 404' }),
    ]);
  });

  it('runs through CI and MCP, and shows in the web UI', async () => {
    const ci = await h.vq.app.inject({
      method: 'POST',
      url: '/api/ci/run',
      headers: { 'x-api-key': t.ciKey },
      payload: { type: 'links', project: t.projectSlug },
    });
    expect(ci.statusCode, ci.body).toBe(202);
    const { runId } = ci.json();
    await waitForRun(h, t.fullKey, runId);
    const ciStatus = await h.vq.app.inject({
      method: 'GET',
      url: `/api/ci/status/${runId}`,
      headers: { 'x-api-key': t.ciKey },
    });
    expect(ciStatus.json()).toMatchObject({ runId, status: 'failed', type: 'links', summary: { failed: 1 } });

    const mcp = (method: string, params: unknown) =>
      h.vq.app.inject({
        method: 'POST',
        url: '/api/mcp',
        headers: {
          'x-api-key': t.fullKey,
          accept: 'application/json, text/event-stream',
          'content-type': 'application/json',
        },
        payload: { jsonrpc: '2.0', id: 1, method, params },
      });
    const tools = (await mcp('tools/list', {}))
      .json()
      .result.tools.map((tool: { name: string }) => tool.name);
    expect(tools).toContain('run_links');
    const called = (await mcp('tools/call', { name: 'run_links', arguments: {} })).json().result;
    expect(called.structuredContent).toMatchObject({ ok: true, tool: 'run_links' });

    const page = await uiPage(h, t.fullKey, `/projects/${t.projectSlug}/runs/${runId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('/gone on /');
    expect(page.text).toContain('answers HTTP 404');
  });
});
