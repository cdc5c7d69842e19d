import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const html = (body: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body style="font-family:sans-serif;margin:0;padding:20px">${body}</body></html>`;

// Reports what it finds from earlier visits (a cookie, localStorage), then leaves both behind.
const visit = (request: http.IncomingMessage) => ({
  // The report is an image added while the page parses: the load event, and so the capture, waits for it.
  // Each visit's address is its own, so that no capture's report is served from the image cache.
  body: html(`<h1>Visit</h1><script>
    document.body.appendChild(Object.assign(new Image(), { alt: '', src: '/report?cookie=' +
      encodeURIComponent(document.cookie || 'none') + '&storage=' + (localStorage.getItem('seen') || 'none') +
      '&visit=' + Math.random() }));
    document.cookie = 'seen=yes; path=/';
    localStorage.setItem('seen', 'yes');
  </script>`),
  headers: request.headers.cookie ? { 'x-had-cookie': '1' } : {},
});

// Motion everywhere: a keyframe spinner, a transition, a focused field with a caret.
const motion = html(
  `<style>@keyframes spin{to{transform:rotate(360deg)}} .spin{width:40px;height:40px;background:#2563eb;animation:spin 1s linear infinite}
  .fade{transition:opacity 3s;opacity:1} .fade.go{opacity:.1}</style>
  <div class="spin"></div><p class="fade" id="f">Fading</p><input id="i" value="caret here" autofocus>
  <script>requestAnimationFrame(() => document.getElementById('f').classList.add('go'))</script>`,
);

// Content that appears only once a sentinel far down the page has been scrolled into view.
const lazy = html(
  `<div style="height:2600px">Top</div><div id="sentinel">more below</div><script>
  new IntersectionObserver((entries, observer) => {
    if (!entries[0].isIntersecting) return;
    observer.disconnect();
    fetch('/lazy-loaded');
    const block = document.createElement('div');
    block.style.cssText = 'height:120px;background:#16a34a';
    document.body.appendChild(block);
  }).observe(document.getElementById('sentinel'));
  </script>`,
);

// An element far down, a button that loads content, and an ad to remove.
const widget = html(`<div id="ad" style="height:200px;background:#f43f5e">Ad</div>
  <button id="open" onclick="setTimeout(() => { const d = document.createElement('p'); d.id = 'loaded'; d.textContent = 'Loaded'; document.body.appendChild(d); }, 100)">Open</button>
  <div id="card" style="width:300px;height:120px;margin-top:900px;background:#e5e7eb">Card</div>`);

// Changes itself from a timer forever: no two screenshots agree.
const restless = html(`<h1>Opening hours</h1><p class="clock"><span>Now:</span> <b>0</b></p><script>
  let n = 0; setInterval(() => { document.querySelector('.clock b').textContent = String(++n); }, 30);
</script>`);

async function runAndWait(h: Harness, key: string, tool: string, args: object = {}) {
  const { body } = await h.invoke(tool, args, key);
  expect(body.ok, JSON.stringify(body)).toBe(true);
  return (await waitForRun(h, key, body.data.runId)).data;
}

describe('captures on pooled browser pages', () => {
  let h: Harness;
  let site: TestSite;
  let t: Tenant;
  const reports: string[] = [];

  beforeAll(async () => {
    site = await startSite({
      '/visit': visit,
      '/visit-again': visit,
      '/report': (request) => {
        const said = new URL(request.url ?? '', 'http://x').searchParams;
        reports.push(`?cookie=${said.get('cookie')}&storage=${said.get('storage')}`);
        return { body: 'ok', type: 'text/plain' };
      },
      '/lazy-loaded': { body: 'ok', type: 'text/plain' },
      '/motion': motion,
      '/lazy': lazy,
      '/restless': restless,
      '/widget': widget,
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    for (const [label, url] of [
      ['Visit', '/visit'],
      ['Visit again', '/visit-again'],
      ['Motion', '/motion'],
      ['Lazy', '/lazy'],
    ]) {
      const { body } = await h.invoke(
        'create_scenario',
        { label, url, captureBaseline: false, confirm: true },
        t.fullKey,
      );
      expect(body.ok, JSON.stringify(body)).toBe(true);
    }
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('every capture starts with no cookie or storage left by an earlier one', async () => {
    // The six captures render alike: their image is stored six times at once, and each store succeeds.
    const baseline = await runAndWait(h, t.fullKey, 'run_baseline', { scenarios: ['Visit', 'Visit again'] });
    expect(baseline.status, JSON.stringify(baseline)).toBe('completed');
    const test = await runAndWait(h, t.fullKey, 'run_vrt', { scenarios: ['Visit', 'Visit again'] });
    expect(test.status, JSON.stringify(test)).toBe('completed');
    // 2 scenarios × 3 viewports × 2 runs, on a pool smaller than that: pages were reused.
    expect(reports).toHaveLength(12);
    expect(new Set(reports)).toEqual(new Set(['?cookie=none&storage=none']));
  });

  it('captures animated pages identically twice, and scrolls lazy content into view', async () => {
    const baseline = await runAndWait(h, t.fullKey, 'run_baseline', { scenarios: ['Motion', 'Lazy'] });
    expect(baseline.summary).toEqual({ total: 6, passed: 6, failed: 0 });
    expect(site.hits.get('/lazy-loaded')).toBe(3);
    const test = await runAndWait(h, t.fullKey, 'run_vrt', { scenarios: ['Motion', 'Lazy'] });
    expect(test.summary).toEqual({ total: 6, passed: 6, failed: 0 });
    const report = await h.invoke('get_run_report', { runId: test.runId }, t.fullKey);
    for (const r of report.body.data.results) expect(r).toMatchObject({ status: 'pass', changedPixels: 0 });
    const lazyDesktop = await h.invoke(
      'get_diff_stats',
      { scenarioLabel: 'Lazy', viewport: 'desktop' },
      t.fullKey,
    );
    // 2600 px of filler, the sentinel line, then the 120 px block loaded on scroll.
    expect(lazyDesktop.body.data.dimensions.test.height).toBeGreaterThan(2600 + 120);
  });

  it('captures an element, a viewport only, and a page after a click, a wait and a removal', async () => {
    const scenarios = [
      { label: 'Card', url: '/widget', selectors: ['#card'], viewports: ['desktop'] },
      { label: 'Above the fold', url: '/widget', fullPage: false, viewports: ['1000x500'] },
      {
        label: 'Opened',
        url: '/widget',
        clickSelectors: ['#open'],
        readySelector: '#loaded',
        removeSelectors: ['#ad'],
        viewports: ['desktop'],
      },
    ];
    for (const scenario of scenarios) {
      const { body } = await h.invoke(
        'create_scenario',
        { ...scenario, captureBaseline: false, confirm: true },
        t.fullKey,
      );
      expect(body.ok, JSON.stringify(body)).toBe(true);
    }
    const labels = scenarios.map((s) => s.label);
    expect((await runAndWait(h, t.fullKey, 'run_baseline', { scenarios: labels })).status).toBe('completed');
    const test = await runAndWait(h, t.fullKey, 'run_vrt', { scenarios: labels });
    expect(test.summary).toEqual({ total: 3, passed: 3, failed: 0 });
    const size = async (scenarioLabel: string, viewport: string) =>
      (await h.invoke('get_diff_stats', { scenarioLabel, viewport }, t.fullKey)).body.data.dimensions.test;
    expect(await size('Card', 'desktop')).toEqual({ width: 300, height: 120 });
    expect(await size('Above the fold', '1000x500')).toEqual({ width: 1000, height: 500 });
    // Full page without the 200 px ad: button, card (900 px margin) and the loaded paragraph.
    const opened = await size('Opened', 'desktop');
    expect(opened.height).toBeGreaterThan(900 + 120);
    expect(opened.height).toBeLessThan(200 + 900 + 120);
  });

  it('a page that never stops changing is an unstable error, and the pool keeps working after it', async () => {
    await h.invoke(
      'create_scenario',
      { label: 'Restless', url: '/restless', viewports: ['desktop'], captureBaseline: false, confirm: true },
      t.fullKey,
    );
    const run = await runAndWait(h, t.fullKey, 'run_baseline', { scenarios: ['Restless'] });
    expect(run.status).toBe('error');
    const { body } = await h.invoke('get_run_failures', { runId: run.runId }, t.fullKey);
    expect(body.data.failures[0]).toMatchObject({
      status: 'error',
      error: expect.stringMatching(/^unstable/),
    });
    // The error names the element that moves and where it is, not just "the moving part".
    expect(body.data.failures[0].error).toMatch(/mask body > p > b \(\d+×\d+ at \d+,\d+\)/);
    const explained = await h.invoke(
      'explain_vrt_failure',
      { scenarioLabel: 'Restless', viewport: 'desktop', runId: run.runId },
      t.fullKey,
    );
    expect(explained.body.data.hypotheses[0]).toMatchObject({ kind: 'unstable', recommendation: 'rule' });
    expect(explained.body.nextActions[0]).toMatchObject({
      tool: 'create_comparison_rule',
      args: { scenarioLabel: 'Restless', selector: 'body > p > b', mode: 'dynamic' },
    });
    // Following that next action makes the page capture cleanly.
    const rule = await h.invoke('create_comparison_rule', explained.body.nextActions[0].args, t.fullKey);
    expect(rule.body.ok).toBe(true);
    const masked = await runAndWait(h, t.fullKey, 'run_baseline', { scenarios: ['Restless'] });
    expect(masked.status).toBe('completed');

    const after = await runAndWait(h, t.fullKey, 'run_vrt', { scenarios: ['Motion'] });
    expect(after.summary).toEqual({ total: 3, passed: 3, failed: 0 });
  });
});
