// Page pillars: seconds per page for a11y, SEO, security and privacy runs through VisualQ (queued,
// checked, stored, read back) next to what a user would run by hand on the same pages in the same
// run: axe-core injected with playwright-core, the lighthouse CLI with --only-categories=seo, and a
// bare playwright-core page load (the floor under any check that loads the page).
// Usage: node bench/pillars.js   (VISUALQ_BENCH_PAGES=3 pages, VISUALQ_BENCH_RUNS=2 runs each way)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../dist/engines/capture/browser-pool.js';
import { benchPage } from './pages.js';
import { benchServer } from './visualq.js';

const PAGES = Number(process.env.VISUALQ_BENCH_PAGES ?? 3);
const RUNS = Number(process.env.VISUALQ_BENCH_RUNS ?? 2);
const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = path.dirname(new URL(import.meta.url).pathname);
const LIGHTHOUSE = path.resolve(here, '../../../node_modules/.bin/lighthouse');
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = http.createServer((req, res) => {
  const i = Number((req.url ?? '').match(/^\/p(\d+)$/)?.[1]);
  res.setHeader('content-type', 'text/html');
  if (Number.isNaN(i)) res.writeHead(404).end('missing');
  else res.end(benchPage(i));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const site = `http://127.0.0.1:${server.address().port}`;
const urls = Array.from({ length: PAGES }, (_, i) => `${site}/p${i}`);

const { invoke, close } = await benchServer(site, 'Bench pillars');
for (let i = 0; i < PAGES; i++) {
  await invoke('create_scenario', {
    label: `Page ${i}`,
    url: `/p${i}`,
    viewports: ['desktop'],
    confirm: true,
  });
}

/** One run of a pillar through VisualQ, from the call to the report read back. */
async function visualq(pillar) {
  const t = performance.now();
  const { data } = await invoke(`run_${pillar}`, {});
  for (;;) {
    const status = await invoke('get_run_status', { runId: data.runId });
    if (!['queued', 'running'].includes(status.data.status)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const report = await invoke('get_pillar_report', { pillar, runId: data.runId });
  const errors = report.data.pages.filter((p) => p.status === 'error');
  if (errors.length) throw new Error(`${pillar}: ${errors[0].error}`);
  return performance.now() - t;
}

/** A hand-written script: a browser, then for each page a fresh context, a load, and `check`. */
async function byHand(check) {
  const t = performance.now();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  for (const url of urls) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await check(page);
    await context.close();
  }
  await browser.close();
  return performance.now() - t;
}

const axeByHand = () =>
  byHand(async (page) => {
    await page.addScriptTag({ content: AXE });
    await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  });
const loadByHand = () => byHand(async () => {});

const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-lh-')), 'seo.json');
async function lighthouseSeo() {
  const t = performance.now();
  for (const url of urls) {
    await promisify(execFile)(
      LIGHTHOUSE,
      [
        url,
        '--only-categories=seo',
        '--preset=desktop',
        `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM } },
    );
  }
  return performance.now() - t;
}

const rows = [
  ['a11y', 'run_a11y', 'axe-core in playwright-core', axeByHand],
  ['seo', 'run_seo', 'lighthouse CLI --only-categories=seo', lighthouseSeo],
  ['security', 'run_security', 'bare playwright-core load', loadByHand],
  ['privacy', 'run_privacy', 'bare playwright-core load', loadByHand],
];
const results = [];
for (const [pillar, tool, other, direct] of rows) {
  await visualq(pillar); // warm both paths once
  await direct();
  const ours = [];
  const theirs = [];
  for (let i = 0; i < RUNS; i++) {
    ours.push(await visualq(pillar));
    theirs.push(await direct());
  }
  results.push({ tool, other, a: median(ours) / PAGES / 1000, b: median(theirs) / PAGES / 1000 });
}
await close();
server.close();

console.log(`\nPage pillars (${PAGES} pages per run, median of ${RUNS} runs, seconds per page)`);
for (const { tool, other, a, b } of results) {
  console.log(
    `  VisualQ ${tool.padEnd(12)} ${a.toFixed(2)} s | ${other}: ${b.toFixed(2)} s — ${(a / b).toFixed(2)}×`,
  );
}
