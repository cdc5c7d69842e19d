import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

/**
 * A loopback server on another port stands for every place a page must not reach: it counts each
 * TCP connection made to it, so a refusal is proven by a count of zero.
 */
async function startForbidden() {
  let connections = 0;
  const server = http.createServer((_req, res) => res.end('reached'));
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('browsers only reach the project’s hosts, checked on every connection', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;
  let forbidden: Awaited<ReturnType<typeof startForbidden>>;

  beforeAll(async () => {
    forbidden = await startForbidden();
    const page = (body: string) => `<!doctype html><html><body><h1>Shop</h1>${body}</body></html>`;
    site = await startSite({
      '/home': page('<p>Welcome</p>'),
      '/leave': { body: '', status: 302, headers: { location: `${forbidden.origin}/landing` } },
      '/img-redirect': { body: '', status: 302, headers: { location: `${forbidden.origin}/pixel.png` } },
      '/data-redirect': { body: '', status: 302, headers: { location: `${forbidden.origin}/data` } },
      '/assets': page(`<img src="/img-redirect" width="20" height="20">
        <img src="${forbidden.origin}/direct.png" width="20" height="20">
        <script>
          fetch('/data-redirect').catch(() => {});
          fetch('${forbidden.origin}/cors', { mode: 'no-cors' }).catch(() => {});
          navigator.sendBeacon('${forbidden.origin}/beacon', 'x');
          try { new WebSocket('ws://127.0.0.1:${forbidden.port}/socket'); } catch {}
        </script>`),
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    for (const [label, url] of [
      ['Home', '/home'],
      ['Leave', '/leave'],
      ['Assets', '/assets'],
    ]) {
      const { body } = await h.invoke(
        'create_scenario',
        { label, url, viewports: ['desktop'], captureBaseline: false, confirm: true },
        t.fullKey,
      );
      expect(body.ok, JSON.stringify(body)).toBe(true);
    }
  });
  afterAll(async () => {
    await h.close();
    await site.close();
    await forbidden.close();
  });

  it('refuses document redirects, subresource redirects, direct requests, beacons and WebSockets to another port', async () => {
    const started = await h.invoke('run_baseline', {}, t.fullKey);
    const status = await waitForRun(h, t.fullKey, started.body.data.runId);
    expect(status.data.summary.total).toBe(3);
    const { body } = await h.invoke('get_run_report', { runId: started.body.data.runId }, t.fullKey);
    const results = body.data.results as any[];
    const leave = results.find((r) => r.scenarioLabel === 'Leave');
    expect(leave.status).toBe('error');
    expect(leave.error).toMatch(
      new RegExp(`navigation blocked: 127\\.0\\.0\\.1:${forbidden.port}: not a host`),
    );
    // The page itself is captured; only what it tried to reach elsewhere was refused.
    expect(results.find((r) => r.scenarioLabel === 'Assets').status).toBe('new');
    expect(results.find((r) => r.scenarioLabel === 'Home').status).toBe('new');
    expect(forbidden.connections()).toBe(0);
    expect(site.hits.get('/img-redirect')).toBe(1);
    expect(site.hits.get('/data-redirect')).toBe(1);
  });

  it('re-checks stored project hosts against the policy in force: after a restart beyond loopback nothing is reached', async () => {
    const before = site.hits.get('/home') ?? 0;
    await h.restart({ allowPrivateNetwork: false });
    const started = await h.invoke('run_vrt', { scenarios: ['Home'] }, t.fullKey);
    const status = await waitForRun(h, t.fullKey, started.body.data.runId);
    expect(status.data.status).toBe('error');
    const { body } = await h.invoke('get_run_failures', { runId: started.body.data.runId }, t.fullKey);
    expect(body.data.failures[0].error).toMatch(/private or loopback/);
    expect(site.hits.get('/home') ?? 0).toBe(before);
    await h.restart({ allowPrivateNetwork: true });
  });
});
