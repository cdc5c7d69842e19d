// End-to-end VRT run, 8 pages x 3 viewports: VisualQ (captures + diffs + storage, through the
// invoke API) next to a plain playwright-core + pixelmatch script on the same pages.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { startVisualQ } from '../dist/app.js';
import { loadConfig } from '../dist/config.js';
import { CHROMIUM_FLAGS } from '../dist/engines/capture/browser-pool.js';
import { benchPage } from './pages.js';

const PAGES = 8;
const VIEWPORTS = [
  [375, 667],
  [768, 1024],
  [1280, 800],
];
const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';

const server = http.createServer((req, res) => {
  const i = Number(req.url.split('/')[2] ?? 0);
  res.setHeader('content-type', 'text/html');
  res.end(benchPage(i));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const site = `http://127.0.0.1:${server.address().port}`;

// Memory is sampled without blocking the event loop (a synchronous pgrep every 100 ms stalled the
// server under test by about a third).
let peak = { server: 0, browser: 0 };
const isChromium = new Map();
async function browserRss() {
  let total = 0;
  for (const pid of await fs.promises.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!isChromium.has(pid))
        isChromium.set(
          pid,
          (await fs.promises.readFile(`/proc/${pid}/cmdline`, 'latin1')).includes('chromium'),
        );
      if (!isChromium.get(pid)) continue;
      const status = await fs.promises.readFile(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {}
  }
  return total;
}
let sampling = false;
const sampler = setInterval(async () => {
  if (sampling) return;
  sampling = true;
  const browser = await browserRss();
  peak = {
    server: Math.max(peak.server, process.memoryUsage().rss),
    browser: Math.max(peak.browser, browser),
  };
  sampling = false;
}, 250);
const mb = (n) => `${Math.round(n / 1024 / 1024)} MB`;

async function visualq() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-bench-vrt-'));
  const vq = await startVisualQ(
    loadConfig(
      { ...process.env, VISUALQ_DATA_DIR: dataDir },
      { logLevel: 'silent', rateLimit: { perMinute: 0, burst: 1 } },
    ),
    {
      logger: false,
    },
  );
  const org = await vq.services.orgs.create({ name: 'Bench VRT', plan: 'business' });
  const { project } = await vq.services.projects.create(org.id, { name: 'Bench', baseUrl: site });
  const key = (await vq.services.keys.create({ orgId: org.id, kind: 'org', projectId: project.id })).key;
  const invoke = async (tool, args) =>
    (
      await vq.app.inject({
        method: 'POST',
        url: '/api/mcp/v1/invoke',
        headers: { 'x-api-key': key },
        payload: { tool, args },
      })
    ).json();
  for (let i = 0; i < PAGES; i++)
    await invoke('create_scenario', { label: `Page ${i}`, url: `/p/${i}`, confirm: true });
  const run = async (tool) => {
    const t = performance.now();
    const { data } = await invoke(tool, {});
    for (;;) {
      const s = await invoke('get_run_status', { runId: data.runId });
      if (!['queued', 'running'].includes(s.data.status))
        return { ms: performance.now() - t, summary: s.data.summary };
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const baseline = await run('run_baseline');
  const test = await run('run_vrt');
  await vq.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { baseline, test };
}

async function plainScript() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  const baselines = new Map();
  const tasks = [];
  for (let i = 0; i < PAGES; i++) for (const [w, h] of VIEWPORTS) tasks.push({ i, w, h });
  const pass = async (compare) => {
    let failed = 0;
    let next = 0;
    const t = performance.now();
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        while (next < tasks.length) {
          const { i, w, h } = tasks[next++];
          const context = await browser.newContext({
            viewport: { width: w, height: h },
            deviceScaleFactor: 1,
          });
          const page = await context.newPage();
          await page.goto(`${site}/p/${i}`, { waitUntil: 'networkidle' });
          const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
          await context.close();
          const key = `${i}:${w}`;
          if (!compare) baselines.set(key, png);
          else {
            const a = PNG.sync.read(baselines.get(key));
            const b = PNG.sync.read(png);
            const out = new PNG({ width: a.width, height: a.height });
            if (a.width !== b.width || a.height !== b.height) failed++;
            else if (pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold: 0.1 }) > 0)
              failed++;
            PNG.sync.write(out);
          }
        }
      }),
    );
    return { ms: performance.now() - t, failed };
  };
  const baseline = await pass(false);
  const test = await pass(true);
  await browser.close();
  return { baseline, test };
}

console.log(`end-to-end VRT, ${PAGES} pages x ${VIEWPORTS.length} viewports, ${os.cpus().length} cores`);
const ours = await visualq();
const oursPeak = peak;
peak = { server: 0, browser: 0 };
const plain = await plainScript();
const plainPeak = peak;
clearInterval(sampler);
server.close();
console.log(
  `visualq       baseline ${(ours.baseline.ms / 1000).toFixed(1)} s, test ${(ours.test.ms / 1000).toFixed(1)} s, test failures ${ours.test.summary.failed}/${ours.test.summary.total} (false positives), peak server ${mb(oursPeak.server)}, browser ${mb(oursPeak.browser)}`,
);
console.log(
  `plain script  baseline ${(plain.baseline.ms / 1000).toFixed(1)} s, test ${(plain.test.ms / 1000).toFixed(1)} s, test failures ${plain.test.failed}/${PAGES * VIEWPORTS.length}, peak node ${mb(plainPeak.server)}, browser ${mb(plainPeak.browser)}`,
);
console.log(
  'note: VisualQ takes two screenshots per capture (stability check) and stabilises each page; the plain script takes one.',
);
