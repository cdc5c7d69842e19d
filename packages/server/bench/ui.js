// Web UI: a run page with 300 results — time to first render and bytes transferred in Chromium
// (thumbnails made by the server, lazily) — next to the same run's JSON report (get_run_report).
// Usage: node bench/ui.js
import http from 'node:http';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { scenarioOptions } from '../dist/services/scenarios.js';
import { newId, nowIso } from '../dist/store/ids.js';
import { benchServer } from './visualq.js';

const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';
const RESULTS = 300;

const site = http.createServer((_req, res) => res.end('<h1>bench</h1>'));
await new Promise((r) => site.listen(0, '127.0.0.1', r));
const { vq, org, project, key, close } = await benchServer(
  `http://127.0.0.1:${site.address().port}`,
  'Bench UI',
);
const origin = await vq.app.listen({ port: 0, host: '127.0.0.1' });
vq.config.publicUrl = origin;
const { services, store } = vq;
const orgId = org.id;
const target = await services.projects.resolve(orgId, { project: project.id });

/** A full-page capture: 1280 × 2400 with blocks of colour, as a real page compresses. */
function capture(seed) {
  const png = new PNG({ width: 1280, height: 2400 });
  for (let y = 0; y < 2400; y++)
    for (let x = 0; x < 1280; x++) {
      const i = (y * 1280 + x) * 4;
      const band = Math.floor(y / 120) + seed;
      png.data[i] = (band * 37) % 256;
      png.data[i + 1] = (band * 91 + (x > 640 ? 40 : 0)) % 256;
      png.data[i + 2] = (band * 53) % 256;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}
const images = [];
for (let i = 0; i < 20; i++) images.push(await services.artifacts.put(orgId, capture(i), 'image/png'));

const scenarios = [];
for (let i = 0; i < RESULTS / 3; i++) {
  scenarios.push(
    await services.scenarios.create(orgId, target, {
      label: `Page ${i}`,
      url: `/p${i}`,
      options: scenarioOptions(),
    }),
  );
}
const runId = newId('run');
await store.db
  .insertInto('runs')
  .values({
    id: runId,
    org_id: orgId,
    project_id: project.id,
    environment_id: target.environment.id,
    type: 'test',
    status: 'failed',
    branch: 'main',
    commit_sha: null,
    pr_number: null,
    pr_url: null,
    ci_provider: null,
    jira_key: null,
    request: '{}',
    job_id: null,
    total: RESULTS,
    passed: RESULTS - 60,
    failed: 60,
    error: null,
    created_at: nowIso(),
    started_at: nowIso(),
    finished_at: nowIso(),
  })
  .execute();
const rows = Array.from({ length: RESULTS }, (_, i) => ({
  id: newId('res'),
  run_id: runId,
  scenario_id: scenarios[Math.floor(i / 3)].id,
  scenario_label: `Page ${Math.floor(i / 3)}`,
  viewport: ['phone', 'tablet', 'desktop'][i % 3],
  browser: 'chromium',
  status: i < 60 ? 'fail' : 'pass',
  mismatch_percent: i < 60 ? 1.5 : 0,
  changed_pixels: i < 60 ? 4000 : 0,
  test_hash: images[i % 20],
  baseline_hash: images[(i + 1) % 20],
  diff_hash: i < 60 ? images[(i + 2) % 20] : null,
  baseline_id: null,
  details: '{}',
  error: null,
  approved_at: null,
  approved_by: null,
  created_at: nowIso(),
}));
await store.db.insertInto('results').values(rows).execute();

const { id: session } = await services.sessions.open((await services.keys.authenticate(key)).id);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });

async function visit(cold) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'vq_session', value: session, url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  const t = performance.now();
  await page.goto(`${origin}/projects/${project.slug}/runs/${runId}`, { waitUntil: 'load' });
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  const loaded = performance.now() - t;
  await context.close();
  return { fcp, loaded, bytes };
}
const first = await visit(true); // thumbnails made on this visit
const again = await visit(true); // thumbnails served from the cache
const t = performance.now();
const report = await fetch(`${origin}/api/mcp/v1/invoke`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-api-key': key },
  body: JSON.stringify({ tool: 'get_run_report', args: { runId } }),
});
const json = await report.text();
const jsonMs = performance.now() - t;
await browser.close();
await close();
site.close();

const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
console.log(`\nWeb UI (a run page with ${RESULTS} results, 60 failing)`);
console.log(
  `  first visit (thumbnails made): first render ${Math.round(first.fcp)} ms, load ${Math.round(first.loaded)} ms, ${mb(first.bytes)} transferred`,
);
console.log(
  `  next visit (thumbnails cached): first render ${Math.round(again.fcp)} ms, load ${Math.round(again.loaded)} ms, ${mb(again.bytes)} transferred (goal: < 1 s, < 3 MB)`,
);
console.log(`  the same run as JSON (get_run_report): ${Math.round(jsonMs)} ms, ${mb(json.length)}`);
