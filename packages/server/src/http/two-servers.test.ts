import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../test-support/database.js';
import { type Harness, startHarness, type Tenant, waitForRun } from '../test-support/harness.js';
import { startBucketServer, type TestBucketServer } from '../test-support/s3.js';
import { startSite, type TestSite } from '../test-support/site.js';

const page = (title: string, color: string) =>
  `<!doctype html><body style="margin:0;font:24px sans-serif"><h1>${title}</h1><div style="height:80px;background:${color}"></div></body>`;

// Two servers on one PostgreSQL database and one bucket, as behind a load balancer: what one wrote,
// the other shows, serves and approves. PostgreSQL only: that is what several servers share.
describe.runIf(TEST_DB === 'postgres')('two servers, one database, one bucket', () => {
  let s3: TestBucketServer;
  let site: TestSite;
  let a: Harness;
  let b: Harness;
  let t: Tenant;
  let bOrigin: string;

  beforeAll(async () => {
    s3 = await startBucketServer();
    site = await startSite({ '/': page('Home', '#2563eb'), '/pricing': page('Pricing', '#16a34a') });
    const artifacts = { kind: 's3' as const, s3: s3.settings({ prefix: 'shared/' }) };
    a = await startHarness({ artifacts });
    b = await startHarness({ artifacts, databaseUrl: a.databaseUrl });
    t = await a.tenant({ baseUrl: site.url });
    await a.listen();
    bOrigin = await b.listen();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await site?.close();
    await s3?.close();
  });

  it('a run started through the first is followed, reviewed, downloaded and approved through the second', async () => {
    for (const [label, url] of [
      ['Home', '/'],
      ['Pricing', '/pricing'],
    ]) {
      const made = await a.invoke(
        'create_scenario',
        { label, url, viewports: ['desktop'], confirm: true },
        t.fullKey,
      );
      expect(made.body.ok, JSON.stringify(made.body)).toBe(true);
      await waitForRun(b, t.fullKey, made.body.data.baselineRun.runId, 60_000);
    }
    site.setPage('/', page('Home, new', '#dc2626'));
    site.setPage('/pricing', page('Pricing, new', '#7c3aed'));
    const started = await a.invoke('run_vrt', {}, t.fullKey);
    const runId = started.body.data.runId;
    const done = await waitForRun(b, t.fullKey, runId, 60_000);
    expect(done.data.status).toBe('failed');

    // Reviewed through the second server: its image links serve the bytes the first stored.
    const failures = await b.invoke('get_run_failures', { runId }, t.fullKey);
    expect(failures.body.data.failures).toHaveLength(2);
    for (const link of Object.values(failures.body.data.failures[0].images) as string[]) {
      expect(link.startsWith(bOrigin)).toBe(true);
      const image = await fetch(link);
      expect(image.status, link).toBe(200);
      expect(
        Buffer.from(await image.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }

    // A link the first server signed opens on the second: both sign with the key the database keeps.
    const fromA = await a.invoke('get_run_failures', { runId }, t.fullKey);
    const signedByA = fromA.body.data.failures[0].images.test as string;
    const onB = `${bOrigin}${new URL(signedByA).pathname}${new URL(signedByA).search}`;
    expect((await fetch(onB)).status).toBe(200);

    // Approved through the second: one scenario by a tool call, the other in the web UI, signed in
    // with a one-time link the first server made.
    const byTool = await b.invoke(
      'approve_vrt_results',
      { runId, scenarios: ['Home'], confirm: true },
      t.fullKey,
    );
    expect(byTool.body.ok, JSON.stringify(byTool.body)).toBe(true);
    const keyId = (await a.vq.services.keys.authenticate(t.fullKey))!.id;
    const token = await a.vq.services.sessions.signInLink(keyId);
    const signedIn = await fetch(`${bOrigin}/signin?token=${token}`, { redirect: 'manual' });
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0];
    const runPage = await fetch(`${bOrigin}/projects/${t.projectSlug}/runs/${runId}`, {
      headers: { cookie },
    });
    expect(runPage.status).toBe(200);
    const html = await runPage.text();
    expect(html).toContain('Pricing');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(html)![1];
    const approved = await fetch(`${bOrigin}/projects/${t.projectSlug}/runs/${runId}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: bOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: `_csrf=${encodeURIComponent(csrf)}&scenario=Pricing`,
    });
    expect(approved.status).toBe(303);

    // Both approvals hold for the first server's next run.
    const next = await a.invoke('run_vrt', {}, t.fullKey);
    const after = await waitForRun(a, t.fullKey, next.body.data.runId, 60_000);
    expect(after.data).toMatchObject({ status: 'completed', summary: { total: 2, passed: 2 } });
  }, 180_000);
});

describe.runIf(TEST_DB === 'postgres')('two servers share each key’s rate limit', () => {
  it('calls through either server draw on one bucket, and the refusal says when to retry', async () => {
    const limits = { rateLimit: { perMinute: 1, burst: 3 } };
    const a = await startHarness(limits);
    const b = await startHarness({ ...limits, databaseUrl: a.databaseUrl });
    try {
      const t = await a.tenant();
      const statuses = [];
      for (const server of [a, a, b, b])
        statuses.push((await server.invoke('get_project', {}, t.fullKey)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await a.invoke('get_project', {}, t.fullKey);
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limit');
      expect(refused.body.retryAfterMs).toBeGreaterThan(30_000);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(30);
    } finally {
      await b.close();
      await a.close();
    }
  }, 60_000);
});
