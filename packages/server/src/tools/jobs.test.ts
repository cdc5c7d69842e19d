import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForJob } from '../test-support/harness.js';
import { startSite, type TestSite } from '../test-support/site.js';

describe('async tools: crawl_site and get_job_status', () => {
  let h: Harness;
  let site: TestSite;
  let other: TestSite;
  let t: Tenant;

  beforeAll(async () => {
    site = await startSite({
      '/': '<title>Home</title><a href="/a">A</a> <a href="/b#x">B</a> <a href="https://elsewhere.example/">out</a>',
      '/a': { body: '<title>A</title><a href="/">home</a><a href="/gone">gone</a>' },
      '/b': { body: '<title>B</title>', delayMs: 50 },
      '/redirect': { body: '', status: 302, headers: { location: 'http://127.0.0.1:1/' } },
    });
    other = await startSite({ '/': '<h1>not yours</h1>' });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
  });
  afterAll(async () => {
    await h.close();
    await site.close();
    await other.close();
  });

  it('answers {jobId, status: queued} at once, then completes with the crawled pages', async () => {
    const queued = await h.invoke('crawl_site', { baseUrl: `${site.url}/` }, t.readKey);
    expect(queued.status).toBe(200);
    expect(queued.body.data).toEqual({ jobId: expect.stringMatching(/^job_/), status: 'queued' });
    expect(queued.body.nextActions[0]).toMatchObject({
      tool: 'get_job_status',
      args: { jobId: queued.body.data.jobId },
    });

    const done = await waitForJob(h, t.readKey, queued.body.data.jobId);
    expect(done.data.status).toBe('completed');
    const pages = done.data.result.pages;
    expect(pages.map((p: any) => new URL(p.url).pathname).sort()).toEqual(['/', '/a', '/b', '/gone']);
    expect(done.data.result.broken).toEqual([`${site.url}/gone`]);
    expect(pages.find((p: any) => p.url.endsWith('/a')).title).toBe('A');
    expect(done.data.attempts).toBe(1);
    expect(site.hits.get('/a')).toBe(1);
  });

  it('refuses a host that is not one of the org projects', async () => {
    const { status, body } = await h.invoke('crawl_site', { baseUrl: other.url }, t.readKey);
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/not a host of this org's projects/);
    expect(other.hits.size).toBe(0);
  });

  it('does not follow a redirect off the project hosts', async () => {
    const queued = await h.invoke('crawl_site', { baseUrl: `${site.url}/redirect`, limit: 1 }, t.readKey);
    const done = await waitForJob(h, t.readKey, queued.body.data.jobId);
    expect(done.data.result.pages[0].error).toMatch(/refused: not a project host/);
  });

  it('a run id the caller cannot see is a recoverable error that offers the runs it can', async () => {
    for (const tool of ['get_run_status', 'get_run_failures']) {
      const { body } = await h.invoke(tool, { runId: 'run_nope' }, t.readKey);
      expect(body, JSON.stringify(body)).toMatchObject({ error: { code: 'tool_error' }, recoverable: true });
      expect(
        body.nextActions.map((a: any) => a.tool),
        tool,
      ).toEqual(['get_run_history']);
    }
  });
});
