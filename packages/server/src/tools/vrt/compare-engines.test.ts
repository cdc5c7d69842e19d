import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const STYLE = `body { margin: 0; font: 16px/1.4 sans-serif; color: #1d2433; }
  header { display: flex; gap: 16px; padding: 12px 16px; background: #0b3d91; color: #fff; }
  main { padding: 16px; max-width: 1100px; margin: auto; }
  .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 16px; }
  .card { border: 1px solid #d6dae3; border-radius: 8px; padding: 16px; }
  table { border-collapse: collapse; width: 100%; } td { border: 1px solid #ccd; padding: 8px; }
  .bar { height: 24px; background: #2a7; margin: 8px 0; }
  .fallback { display: none; background: #fd0; padding: 8px; }
  @supports not (width: calc(sibling-index() * 1px)) { .fallback { display: block; } }`;

const page = (body: string) =>
  `<!doctype html><html><head><style>${STYLE}</style></head><body><header><strong>Acme</strong><span>Pricing</span><span>About</span></header><main>${body}</main></body></html>`;

const cards = Array.from(
  { length: 6 },
  (_, c) =>
    `<div class="card"><h3>Card ${c + 1}</h3><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p></div>`,
).join('');
const rows = Array.from(
  { length: 8 },
  (_, r) => `<tr><td>Item ${r + 1}</td><td>Standard</td><td>€${r}.50</td></tr>`,
).join('');

// Each call renders the page in two engines: seconds here, longer while the machine is busy.
describe('compare_engines: one page in two engines, compared by layout', { timeout: 120_000 }, () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;

  beforeAll(async () => {
    site = await startSite({
      '/shop': page(
        `<h1>Shop</h1><div class="grid">${cards}</div><table>${rows}</table><p>${'Free delivery over 50 €. '.repeat(10)}</p>`,
      ),
      // Typed attr(): Chromium sizes the bars, Firefox ESR drops the declaration (full width).
      '/plans': page(
        `<h1>Plans</h1><div class="bar" data-w="240px" style="width: attr(data-w type(<length>))"></div><div class="bar" data-w="160px" style="width: attr(data-w type(<length>))"></div>`,
      ),
      // A fallback notice for browsers without sibling-index(): shown in Firefox only.
      '/notice': page(
        `<h1>Notice</h1><div class="fallback">Your browser shows a simpler layout.</div><p>Welcome.</p>`,
      ),
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('finds nothing on an ordinary page: fonts, grid, table and wrapped text lay out alike', async () => {
    for (const viewport of ['desktop', 'phone']) {
      const { status, body } = await h.invoke('compare_engines', { url: '/shop', viewport }, t.readKey);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.differences).toEqual([]);
      expect(body.data.compared).toBeGreaterThan(50);
      expect(body.data.engines.map((e: any) => e.engine)).toEqual(['chromium', 'firefox']);
      expect(body.summary).toMatch(/lays out alike in chromium and firefox/);
    }
  });

  it('names the elements a CSS feature Firefox ESR lacks resizes, with both captures outlined', async () => {
    const { body } = await h.invoke('compare_engines', { url: '/plans' }, t.readKey);
    expect(body.data.differences.map((d: any) => [d.selector, d.kind])).toEqual([
      ['body > main > div:nth-of-type(1)', 'size'],
      ['body > main > div:nth-of-type(2)', 'size'],
    ]);
    const [first] = body.data.differences;
    expect(first.boxes[0]).toMatchObject({ width: 240, height: 24 });
    expect(first.boxes[1].width).toBeGreaterThan(1000);
    expect(body.summary).toMatch(/^2 layout difference\(s\) between chromium and firefox/);
    // The evidence: Firefox's capture with the full-width bar outlined in magenta.
    const image = await h.vq.app.inject({
      method: 'GET',
      url: new URL(body.data.images.firefox).pathname + new URL(body.data.images.firefox).search,
    });
    expect(image.statusCode).toBe(200);
    const png = PNG.sync.read(image.rawPayload);
    const at = (x: number, y: number) => [
      ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3),
    ];
    expect(at(first.boxes[1].x + 1, first.boxes[1].y + 1)).toEqual([230, 0, 126]);
    expect(at(first.boxes[1].x + 100, first.boxes[1].y + 12)).not.toEqual([230, 0, 126]);
  });

  it('names an element shown in one engine only, and leaves out what a dynamic rule masks', async () => {
    const { body } = await h.invoke('compare_engines', { url: '/notice', viewport: 'phone' }, t.readKey);
    expect(body.data.differences).toMatchObject([
      {
        selector: 'body > main > div',
        kind: 'missing',
        detail: 'shown in firefox only',
        text: 'Your browser shows a simpler layout.',
      },
    ]);
    await h.invoke(
      'create_scenario',
      { label: 'Notice', url: '/notice', captureBaseline: false, confirm: true },
      t.fullKey,
    );
    await h.invoke(
      'create_comparison_rule',
      { scenarioLabel: 'Notice', selector: '.fallback', mode: 'dynamic', confirm: true },
      t.fullKey,
    );
    const masked = await h.invoke(
      'compare_engines',
      { scenarioLabel: 'Notice', viewport: 'phone' },
      t.readKey,
    );
    expect(masked.body.data.masked).toEqual(['.fallback']);
    expect(masked.body.data.differences).toEqual([]);
  });

  it('asks for two installed engines and a page on a project host', async () => {
    const one = await h.invoke(
      'compare_engines',
      { url: '/shop', browsers: ['chromium', 'Chromium'] },
      t.readKey,
    );
    expect(one.body.error).toMatchObject({ code: 'validation_error' });
    expect(one.body.error.message).toMatch(/two different engines/);
    const elsewhere = await h.invoke('compare_engines', { url: 'http://203.0.113.9/' }, t.readKey);
    expect(elsewhere.body.ok).toBe(false);
    expect(elsewhere.body.error.message).toMatch(/url/);
  });
});
