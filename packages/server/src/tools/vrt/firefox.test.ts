import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, startHarness, type Tenant, uiPage, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

/** A small site whose pages hold what makes captures flaky: motion, a caret, scroll boxes, images. */
const page = (title: string, body: string) => `<!doctype html><html><head><title>${title}</title><style>
  body { margin: 0; font: 16px/1.4 sans-serif; color: #222; }
  header { display: flex; gap: 16px; padding: 12px 16px; background: #0b3d91; color: #fff; }
  main { padding: 16px; }
  .pulse { width: 24px; height: 24px; border-radius: 50%; background: #e33; animation: pulse 1s infinite alternate; }
  @keyframes pulse { to { transform: scale(1.6); opacity: .3; } }
  .btn { display: inline-block; padding: 8px 14px; border-radius: 6px; background: #0b3d91; color: #fff; transition: background .4s; }
  .scroll { height: 80px; overflow: auto; border: 1px solid #ccc; }
  .bar { height: 24px; background: #2a7; margin: 8px 0; }
</style></head><body><header><strong>Acme</strong><span>Pricing</span><span>About</span><div class="pulse"></div></header>
<main>${body}</main></body></html>`;

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" rx="8" fill="${fill}"/></svg>`;

const PAGES = {
  '/home': page(
    'Home',
    `<h1>Welcome to Acme</h1><p>Tools for people who build things.</p><img src="/logo.svg" alt="logo">
     <p><input autofocus value="search the catalog" style="width: 220px"></p><a class="btn">Start</a>`,
  ),
  '/pricing': page(
    'Pricing',
    `<h1>Pricing</h1><ul><li>Starter: 9 € a month</li><li>Team: 29 € a month</li></ul>
     <div class="scroll">${'<p>Every plan includes support.</p>'.repeat(8)}</div>`,
  ),
  '/about': page(
    'About',
    `<h1>About us</h1><p>${'We have made tools since 1999. '.repeat(12)}</p><img src="/team.svg" alt="team">`,
  ),
  // Fixed widths today; the change below writes them with typed attr(), which Firefox ESR lacks.
  '/cards': page(
    'Cards',
    `<h1>Plans</h1><div class="bar" style="width: 240px" data-w="240px"></div><div class="bar" style="width: 160px" data-w="160px"></div>`,
  ),
  '/logo.svg': { body: svg('#0b3d91'), type: 'image/svg+xml' },
  '/team.svg': { body: svg('#2a7'), type: 'image/svg+xml' },
};

/** A loopback server on another port: every TCP connection made to it is counted. */
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

// Capture runs take a few seconds each here, longer while the machine is busy.
describe(
  'VRT in Firefox: the same scenarios in two engines, each against its own baselines',
  { timeout: 300_000 },
  () => {
    let h: Harness;
    let t: Tenant;
    let site: TestSite;
    let forbidden: Awaited<ReturnType<typeof startForbidden>>;

    const results = async (runId: string) =>
      (await h.invoke('get_run_report', { runId }, t.fullKey)).body.data.results as any[];
    const run = async (tool: 'run_vrt' | 'run_baseline', args: Record<string, unknown> = {}) => {
      const started = await h.invoke(tool, args, t.fullKey);
      expect(started.body.ok, JSON.stringify(started.body)).toBe(true);
      const status = await waitForRun(h, t.fullKey, started.body.data.runId, 240_000);
      return {
        runId: started.body.data.runId as string,
        status: status.data,
        results: await results(started.body.data.runId),
      };
    };
    const statuses = (rows: any[]) =>
      rows
        .map(
          (r) => `${r.scenarioLabel} ${r.viewport} ${r.browser} ${r.status}${r.error ? `: ${r.error}` : ''}`,
        )
        .sort();

    beforeAll(async () => {
      forbidden = await startForbidden();
      site = await startSite({
        ...PAGES,
        '/leave': { body: '', status: 302, headers: { location: `${forbidden.origin}/landing` } },
      });
      // Runs are followed by polling get_run_status ten times a second.
      h = await startHarness({ rateLimit: { perMinute: 6_000, burst: 600 } });
      t = await h.tenant({ baseUrl: site.url });
    });
    afterAll(async () => {
      await h.close();
      await site.close();
      await forbidden.close();
    });

    it('create_scenario takes browsers, names the engines it drives, and says how to install a missing one', async () => {
      const unknown = await h.invoke(
        'create_scenario',
        { label: 'X', url: '/home', browsers: ['safari'], captureBaseline: false, confirm: true },
        t.fullKey,
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toMatchObject({ code: 'validation_error' });
      expect(unknown.body.error.message).toBe(
        'browsers: "safari" is not an engine VisualQ drives; engines: chromium, firefox',
      );

      await h.restart({ firefoxPath: '/opt/nowhere/firefox-esr' });
      const missing = await h.invoke(
        'create_scenario',
        { label: 'X', url: '/home', browsers: ['firefox'], captureBaseline: false, confirm: true },
        t.fullKey,
      );
      expect(missing.body.error.message).toBe(
        'browsers: "firefox" is not installed here (apt-get install -y firefox-esr); available: chromium',
      );
      expect(JSON.stringify(missing.body)).not.toContain('/opt/nowhere');
      await h.restart({ firefoxPath: '/usr/bin/firefox-esr' });

      for (const [label, url] of [
        ['Home', '/home'],
        ['Pricing', '/pricing'],
        ['About', '/about'],
        ['Cards', '/cards'],
      ]) {
        const { body } = await h.invoke(
          'create_scenario',
          {
            label,
            url,
            viewports: ['phone', 'desktop'],
            browsers: ['chromium', 'Firefox'],
            captureBaseline: false,
            confirm: true,
          },
          t.fullKey,
        );
        expect(body.ok, JSON.stringify(body)).toBe(true);
        expect(body.data.scenario.browsers).toEqual(['chromium', 'firefox']);
      }
    });

    it('a baseline run captures every page in each engine, and list_scenarios shows the baselines per engine', async () => {
      const baseline = await run('run_baseline');
      expect(baseline.status.summary).toMatchObject({ total: 16, failed: 0 });
      expect(baseline.results.filter((r) => r.browser === 'firefox' && r.status === 'new')).toHaveLength(8);
      const { body } = await h.invoke('list_scenarios', {}, t.fullKey);
      const home = body.data.scenarios.find((s: any) => s.label === 'Home');
      expect(Object.keys(home.baselines).sort()).toEqual([
        'desktop',
        'desktop (firefox)',
        'phone',
        'phone (firefox)',
      ]);
      expect(home.missingBaselines).toEqual([]);
    });

    // How Firefox renders, not where results are kept: once, on the embedded default.
    it.runIf(TEST_DB === 'sqlite')(
      'three unchanged runs in Firefox, every page captured again, all pass: no false positive',
      async () => {
        for (let i = 0; i < 3; i++) {
          const { status, results: rows } = await run('run_vrt', {
            browsers: ['firefox'],
            changeAware: false,
          });
          expect(
            rows
              .filter((r) => r.status !== 'pass')
              .map((r) => `${r.scenarioLabel} ${r.viewport} ${r.browser}: ${r.error ?? r.status}`),
          ).toEqual([]);
          expect(status.summary).toMatchObject({ total: 8, passed: 8 });
          expect(rows.every((r) => r.unchangedInputs === null)).toBe(true);
        }
      },
    );

    it('change-aware reuse stays within each engine: a page passes on its own engine’s baseline', async () => {
      const { results: rows } = await run('run_vrt', { scenarios: ['Home'] });
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => r.status === 'pass' && r.unchangedInputs > 0)).toBe(true);
      const image = (browser: string) =>
        new URL(rows.find((r) => r.viewport === 'phone' && r.browser === browser).images.baseline).pathname;
      // Each engine renders text its own way: the baselines are two images, and each result shows its own.
      expect(image('firefox')).not.toBe(image('chromium'));
    });

    it('a real regression is caught in Firefox as in Chromium', async () => {
      site.setPage('/pricing', PAGES['/pricing'].replace('Team: 29 €', 'Team: 39 €'));
      const { status, results: rows } = await run('run_vrt', { scenarios: ['Pricing'] });
      expect(status.status).toBe('failed');
      expect(statuses(rows)).toEqual([
        'Pricing desktop chromium fail',
        'Pricing desktop firefox fail',
        'Pricing phone chromium fail',
        'Pricing phone firefox fail',
      ]);
      site.setPage('/pricing', PAGES['/pricing']);
    });

    it('a page that breaks only in Firefox (typed attr(), which Firefox ESR lacks) fails there and passes in Chromium', async () => {
      site.setPage(
        '/cards',
        PAGES['/cards'].replaceAll(
          /style="width: \d+px" (data-w="\d+px")/g,
          '$1 style="width: attr(data-w type(<length>))"',
        ),
      );
      const { runId, results: rows } = await run('run_vrt', { scenarios: ['Cards'] });
      expect(statuses(rows)).toEqual([
        'Cards desktop chromium pass',
        'Cards desktop firefox fail',
        'Cards phone chromium pass',
        'Cards phone firefox fail',
      ]);
      const failures = await h.invoke('get_run_failures', { runId }, t.fullKey);
      expect(
        failures.body.data.failures.map((f: any) => f.what ?? `${f.scenarioLabel} ${f.viewport}`).sort(),
      ).toEqual(['Cards desktop (firefox)', 'Cards phone (firefox)']);
      // Each failure's next actions stay in its engine: the diff, the explanation, the approval.
      const desktop = failures.body.data.failures.find((f: any) => f.what === 'Cards desktop (firefox)');
      const stats = await h.invoke(desktop.nextAction.tool, desktop.nextAction.args, t.fullKey);
      expect(stats.body.data).toMatchObject({ browser: 'firefox', status: 'fail' });
      expect(stats.body.summary).toMatch(/^Cards desktop \(firefox\): fail/);
      const [explain] = stats.body.nextActions;
      const explained = await h.invoke(explain.tool, explain.args, t.fullKey);
      expect(explained.body.data.result.browser).toBe('firefox');
      expect(
        explained.body.nextActions.find((a: any) => a.tool === 'approve_vrt_results')?.args,
      ).toMatchObject({
        runId,
        browsers: ['firefox'],
      });
      // The run page names each capture's engine and filters by it.
      const page = `/projects/${t.projectSlug}/runs/${runId}`;
      await h.listen();
      const all = (await uiPage(h, t.fullKey, page)).text;
      expect(all).toContain('Cards · desktop (firefox)</a>');
      expect(all).toContain('Cards · desktop</a>');
      const firefoxOnly = (await uiPage(h, t.fullKey, `${page}?browser=firefox`)).text;
      expect(firefoxOnly).toContain('Cards · desktop (firefox)</a>');
      expect(firefoxOnly).not.toContain('Cards · desktop</a>');

      // Approving one engine's captures leaves the other's baselines as they were.
      const badEngine = await h.invoke(
        'approve_vrt_results',
        { runId, scenarios: ['Cards'], browsers: ['safari'], confirm: true },
        t.fullKey,
      );
      expect(badEngine.body.error.code).toBe('validation_error');
      const approved = await h.invoke(
        'approve_vrt_results',
        { runId, scenarios: ['Cards'], browsers: ['firefox'], confirm: true },
        t.fullKey,
      );
      expect(approved.body.ok, JSON.stringify(approved.body)).toBe(true);
      expect(approved.body.data.approved.map((a: any) => `${a.viewport} ${a.browser}`).sort()).toEqual([
        'desktop firefox',
        'phone firefox',
      ]);
      const again = await run('run_vrt', { scenarios: ['Cards'], browsers: ['firefox'], changeAware: false });
      expect(statuses(again.results)).toEqual(['Cards desktop firefox pass', 'Cards phone firefox pass']);
    });

    it('in Firefox a page leaving for a host outside the project is refused, and nothing reaches it', async () => {
      const { body } = await h.invoke(
        'create_scenario',
        {
          label: 'Leave',
          url: '/leave',
          viewports: ['desktop'],
          browsers: ['firefox'],
          captureBaseline: false,
          confirm: true,
        },
        t.fullKey,
      );
      expect(body.ok, JSON.stringify(body)).toBe(true);
      const { results: rows } = await run('run_baseline', { scenarios: ['Leave'] });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ browser: 'firefox', status: 'error' });
      expect(rows[0].error).toMatch(
        new RegExp(`navigation blocked: 127\\.0\\.0\\.1:${forbidden.port}: not a host`),
      );
      expect(forbidden.connections()).toBe(0);
    });
  },
);
