// End-to-end VRT, 8 pages x 3 viewports (captures + diffs + storage): VisualQ through its invoke
// API, next to BackstopJS 6 (when VISUALQ_BENCH_BACKSTOP names its `backstop` binary) and a plain
// playwright-core + pixelmatch script, all on the same pages served here. Then one heading word
// changes on one page: how many of its three results each tool fails.
// VisualQ is measured twice: as it runs by default (change-aware: a page whose every response is
// byte-identical to its baseline capture's is not captured again) and with changeAware: false
// (every page captured), the work BackstopJS and the plain script do on every run.
// Also timed: Chromium alone loading each page and taking one screenshot, the floor of any tool
// that captures every page; and VisualQ capturing every page in Firefox ESR, then in both engines in
// one run (peak RSS per engine).
// Usage: node bench/vrt-e2e.js   (VISUALQ_BENCH_RUNS=3 test runs each, median reported)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM_FLAGS } from '../dist/engines/capture/browser-pool.js';
import { benchPage } from './pages.js';
import { benchServer } from './visualq.js';

const PAGES = 8;
const VIEWPORTS = [
  ['phone', 375, 667],
  ['tablet', 768, 1024],
  ['desktop', 1280, 800],
];
/** Every page at every viewport: what a test run captures when it captures everything. */
const TASKS = Array.from({ length: PAGES }, (_, i) => VIEWPORTS.map(([, w, h]) => ({ i, w, h }))).flat();
const RUNS = Number(process.env.VISUALQ_BENCH_RUNS ?? 3);
const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';
const BACKSTOP = process.env.VISUALQ_BENCH_BACKSTOP;
const CHANGED_PAGE = 5;

let changed = false;
const server = http.createServer((req, res) => {
  const i = Number(req.url.split('/')[2] ?? 0);
  res.setHeader('content-type', 'text/html');
  res.end(benchPage(i, changed && i === CHANGED_PAGE ? { heading: `Page ${i}!` } : {}));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const site = `http://127.0.0.1:${server.address().port}`;

// Peak resident memory of one process and, apart, of the Chromium and the Firefox processes this
// bench started (its descendants: other work on the machine is not counted), sampled every 250 ms
// without blocking the event loop of the server under test.
async function rssOf(pid) {
  const status = await fs.promises.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
async function browserRss() {
  const total = { chromium: 0, firefox: 0 };
  const parent = new Map();
  const cmd = new Map();
  for (const pid of await fs.promises.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await fs.promises.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    parent.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    cmd.set(pid, await fs.promises.readFile(`/proc/${pid}/cmdline`, 'latin1').catch(() => ''));
  }
  for (const pid of parent.keys()) {
    let engine = null;
    for (let p = pid; p && p !== '0' && p !== '1'; p = parent.get(p)) {
      engine ??= cmd.get(p)?.includes('chromium')
        ? 'chromium'
        : cmd.get(p)?.includes('firefox')
          ? 'firefox'
          : null;
      if (p === String(process.pid)) {
        if (engine) total[engine] += await rssOf(pid);
        break;
      }
    }
  }
  return total;
}
async function measure(fn, pidOf = () => process.pid) {
  const peak = { tool: 0, chromium: 0, firefox: 0 };
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    peak.tool = Math.max(peak.tool, await rssOf(pidOf()));
    const browsers = await browserRss();
    peak.chromium = Math.max(peak.chromium, browsers.chromium);
    peak.firefox = Math.max(peak.firefox, browsers.firefox);
    busy = false;
  }, 250);
  try {
    return { ...(await fn()), peak };
  } finally {
    clearInterval(timer);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (n) => `${Math.round(n / 1024 / 1024)} MB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function visualq(testArgs = {}, browsers = ['chromium']) {
  const { invoke, close } = await benchServer(site, 'Bench VRT');
  for (let i = 0; i < PAGES; i++)
    await invoke('create_scenario', {
      label: `Page ${i}`,
      url: `/p/${i}`,
      browsers,
      captureBaseline: false,
      confirm: true,
    });
  const run = async (tool) => {
    const t = performance.now();
    const { data } = await invoke(tool, tool === 'run_vrt' ? testArgs : {});
    for (;;) {
      const s = await invoke('get_run_status', { runId: data.runId });
      if (!['queued', 'running'].includes(s.data.status))
        return { ms: performance.now() - t, failed: s.data.summary.failed };
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const result = await measure(async () => {
    const baseline = await run('run_baseline');
    const tests = [];
    for (let i = 0; i < RUNS; i++) tests.push(await run('run_vrt'));
    return { baseline, tests };
  });
  changed = true;
  result.changed = await run('run_vrt');
  changed = false;
  await close();
  return { ...result, engines: browsers.length };
}

async function backstop() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-bench-backstop-'));
  const config = {
    id: 'bench',
    viewports: VIEWPORTS.map(([label, width, height]) => ({ label, width, height })),
    scenarios: Array.from({ length: PAGES }, (_, i) => ({ label: `Page ${i}`, url: `${site}/p/${i}` })),
    paths: {
      bitmaps_reference: `${dir}/reference`,
      bitmaps_test: `${dir}/test`,
      html_report: `${dir}/html`,
      ci_report: `${dir}/ci`,
      engine_scripts: `${dir}/scripts`,
    },
    report: ['CI'],
    engine: 'playwright',
    engineOptions: { browser: 'chromium', executablePath: CHROMIUM, args: CHROMIUM_FLAGS },
  };
  fs.writeFileSync(`${dir}/backstop.json`, JSON.stringify(config));
  let backstopPid;
  const command = (name) =>
    new Promise((resolve) => {
      const t = performance.now();
      const child = spawn(BACKSTOP, [name, `--config=${dir}/backstop.json`], { cwd: dir });
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
      backstopPid = child.pid;
      child.on('exit', () =>
        resolve({ ms: performance.now() - t, failed: Number(/(\d+) Failed/.exec(out)?.[1] ?? NaN) }),
      );
    });
  const result = await measure(
    async () => {
      const baseline = await command('reference');
      const tests = [];
      for (let i = 0; i < RUNS; i++) tests.push(await command('test'));
      return { baseline, tests };
    },
    () => backstopPid,
  );
  changed = true;
  result.changed = await command('test');
  changed = false;
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

async function plainScript() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const baselines = new Map();
  const pass = async (compare) => {
    let failed = 0;
    let next = 0;
    const t = performance.now();
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        while (next < TASKS.length) {
          const { i, w, h } = TASKS[next++];
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
  const result = await measure(async () => {
    const baseline = await pass(false);
    const tests = [];
    for (let i = 0; i < RUNS; i++) tests.push(await pass(true));
    return { baseline, tests };
  });
  changed = true;
  result.changed = await pass(true);
  changed = false;
  await browser.close();
  return result;
}

/**
 * What Chromium alone costs for the same work: 3 warm pages load each page and take one full-page
 * CDP screenshot, with no stabilising, comparing or storing. No tool capturing every page can go
 * below this on the machine.
 */
async function chromiumFloor() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const pages = await Promise.all(
    Array.from({ length: 3 }, async () => {
      const context = await browser.newContext({ deviceScaleFactor: 1 });
      const page = await context.newPage();
      return { page, cdp: await context.newCDPSession(page) };
    }),
  );
  const pass = async () => {
    let next = 0;
    const t = performance.now();
    await Promise.all(
      pages.map(async ({ page, cdp }) => {
        while (next < TASKS.length) {
          const { i, w, h } = TASKS[next++];
          await page.setViewportSize({ width: w, height: h });
          await page.goto(`${site}/p/${i}`, { waitUntil: 'load' });
          const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
          const clip = { x: 0, y: 0, width: cssContentSize.width, height: cssContentSize.height, scale: 1 };
          await cdp.send('Page.captureScreenshot', {
            format: 'png',
            optimizeForSpeed: true,
            captureBeyondViewport: true,
            clip,
          });
        }
      }),
    );
    return performance.now() - t;
  };
  await pass();
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await pass());
  await browser.close();
  return times;
}

function report(name, r) {
  const tests = r.tests.map((t) => t.ms);
  const falsePositives = Math.max(...r.tests.map((t) => t.failed));
  const engines = [
    r.peak.chromium ? `Chromium ${mb(r.peak.chromium)}` : '',
    r.peak.firefox ? `Firefox ${mb(r.peak.firefox)}` : '',
  ].filter(Boolean);
  console.log(
    `${name.padEnd(15)} baseline ${seconds(r.baseline.ms).padStart(6)}  test median ${seconds(median(tests)).padStart(6)} (${tests.map(seconds).join(', ')})  false positives ${falsePositives}/${PAGES * VIEWPORTS.length * (r.engines ?? 1)}  changed heading caught ${r.changed.failed}/${3 * (r.engines ?? 1)}  peak: process ${mb(r.peak.tool)}, ${engines.join(', ')}`,
  );
  return median(tests);
}

console.log(
  `end-to-end VRT, ${PAGES} pages x ${VIEWPORTS.length} viewports, ${os.cpus().length} cores, ${RUNS} test runs each`,
);
const ours = report('visualq', await visualq());
const full = report('visualq full', await visualq({ changeAware: false }));
report('visualq firefox', await visualq({ changeAware: false }, ['firefox']));
report('visualq both', await visualq({ changeAware: false }, ['chromium', 'firefox']));
if (BACKSTOP) {
  const theirs = report('backstopjs', await backstop());
  console.log(
    `visualq test run is ${(theirs / ours).toFixed(1)}x faster than BackstopJS (${(theirs / full).toFixed(1)}x capturing every page)`,
  );
} else console.log('backstopjs    skipped (set VISUALQ_BENCH_BACKSTOP to its backstop binary)');
const floor = await chromiumFloor();
console.log(
  `chromium only  test median ${seconds(median(floor)).padStart(6)} (${floor.map(seconds).join(', ')})  load + one CDP screenshot per page, nothing else: visualq capturing every page takes ${(full / median(floor)).toFixed(2)}x this floor`,
);
report('plain script', await plainScript());
console.log(
  'VisualQ stabilises each page and takes one screenshot of a page that was still (two or more, until two agree, of one that was not); the plain script takes one. By default VisualQ first fetches again what each page loaded at its baseline (through the same browser context) and captures only the pages where something differs.',
);
server.close();
