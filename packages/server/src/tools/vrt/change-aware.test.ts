import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

interface ResultView {
  scenarioLabel: string;
  viewport: string;
  status: string;
  unchangedInputs: number | null;
  images: { test: string | null; baseline: string | null };
}

/**
 * Change-aware capture: a test finds a page's every response byte-identical to its baseline
 * capture's and reuses the baseline; any changed file (CSS, data a script fetches) means a real
 * capture, and a page whose inputs cannot be fetched again is always captured.
 */
describe('change-aware capture through HTTP, in real Chromium', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;
  let forbidden: http.Server;
  let forbiddenConnections = 0;

  const css = (colour: string) => ({
    body: `h1{color:${colour}} .box{width:80px;height:40px;background:${colour}}`,
    type: 'text/css',
  });
  const data = (text: string) => ({ body: JSON.stringify({ text }), type: 'application/json' });

  beforeAll(async () => {
    forbidden = http.createServer((_req, res) => res.end('reached'));
    forbidden.on('connection', () => forbiddenConnections++);
    await new Promise<void>((resolve) => forbidden.listen(0, '127.0.0.1', resolve));
    const outside = `http://127.0.0.1:${(forbidden.address() as AddressInfo).port}`;
    site = await startSite({
      '/styled': `<!doctype html><html><head><link rel="stylesheet" href="/site.css"></head><body>
        <h1>Lamps</h1><div class="box"></div><p id="stock">…</p><img src="${outside}/pixel.png" width="10" height="10">
        <script>fetch('/stock.json').then((r) => r.json()).then((d) => { document.getElementById('stock').textContent = d.text; });</script>
        </body></html>`,
      '/site.css': css('#2563eb'),
      '/stock.json': data('3 in stock'),
      '/contact': `<!doctype html><html><body><h1>Contact</h1><p id="sent">…</p>
        <script>fetch('/api/visit', { method: 'POST', body: 'x' }).then(() => { document.getElementById('sent').textContent = 'ok'; });</script>
        </body></html>`,
      '/api/visit': '{}',
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    for (const [label, url] of [
      ['Styled', '/styled'],
      ['Contact', '/contact'],
    ]) {
      const created = await h.invoke(
        'create_scenario',
        { label, url, viewports: ['phone', 'desktop'], captureBaseline: false, confirm: true },
        t.fullKey,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
    }
    const baseline = await waitForRun(
      h,
      t.fullKey,
      (await h.invoke('run_baseline', {}, t.fullKey)).body.data.runId,
    );
    expect(baseline.data.summary).toMatchObject({ total: 4, failed: 0 });
  });
  afterAll(async () => {
    await h.close();
    await site.close();
    forbidden.closeAllConnections();
    await new Promise((resolve) => forbidden.close(resolve));
  });

  async function testRun(args: Record<string, unknown> = {}) {
    const started = await h.invoke('run_vrt', args, t.fullKey);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await waitForRun(h, t.fullKey, started.body.data.runId);
    const report = await h.invoke('get_run_report', { runId: started.body.data.runId }, t.fullKey);
    const results = report.body.data.results as ResultView[];
    return Object.fromEntries(results.map((r) => [`${r.scenarioLabel}/${r.viewport}`, r]));
  }

  it('reuses the baseline of a page whose every response is unchanged, and captures one that posts', async () => {
    const stylesAt = site.hits.get('/site.css') ?? 0;
    const r = await testRun();
    for (const viewport of ['phone', 'desktop']) {
      // The document, its stylesheet and the data its script fetched: all fetched again, all the same.
      expect(r[`Styled/${viewport}`]).toMatchObject({ status: 'pass', unchangedInputs: 4 });
      expect(r[`Contact/${viewport}`]).toMatchObject({ status: 'pass', unchangedInputs: null });
    }
    expect(site.hits.get('/site.css')).toBe(stylesAt + 2);
    // The refused image was asked for again through the same policy: refused again, never reached.
    expect(forbiddenConnections).toBe(0);
  });

  it('captures again when a stylesheet alone changed, and fails the page', async () => {
    site.setPage('/site.css', css('#dc2626'));
    const r = await testRun();
    for (const viewport of ['phone', 'desktop']) {
      expect(r[`Styled/${viewport}`]).toMatchObject({ status: 'fail', unchangedInputs: null });
      expect(r[`Styled/${viewport}`].images.test).not.toBe(r[`Styled/${viewport}`].images.baseline);
    }
    site.setPage('/site.css', css('#2563eb'));
  });

  it('captures again when only the data a script fetches changed, and fails the page', async () => {
    site.setPage('/stock.json', data('Sold out'));
    const r = await testRun();
    expect(r['Styled/desktop']).toMatchObject({ status: 'fail', unchangedInputs: null });
    site.setPage('/stock.json', data('3 in stock'));
  });

  it('captures every page with changeAware: false', async () => {
    const r = await testRun({ changeAware: false });
    for (const result of Object.values(r))
      expect(result).toMatchObject({ status: 'pass', unchangedInputs: null });
    expect(forbiddenConnections).toBe(0);
  });
});
