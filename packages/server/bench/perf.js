// Perf: seconds per audited page (Lighthouse mobile preset) through VisualQ — a run_perf of one
// page, queued, audited and stored — next to the lighthouse CLI run directly on the same page, in
// the same process run, alternating; then how much the performance score of one page moves over
// 5 audits (run_perf runs: 5).
// Usage: node bench/perf.js   (VISUALQ_BENCH_RUNS=3 audits each way)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchServer } from './visualq.js';

const RUNS = Number(process.env.VISUALQ_BENCH_RUNS ?? 3);
const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIGHTHOUSE = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../../node_modules/.bin/lighthouse',
);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const html = `<!doctype html><html lang="en"><head><title>Bench page</title><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A page to audit"></head>
<body><header><nav><a href="/">Home</a> <a href="/">Shop</a></nav></header><main><h1>Green tea</h1>
${'<p>Loose leaf green tea from the first spring harvest, rolled by hand and dried in the shade.</p>'.repeat(30)}
<script>setTimeout(() => { const end = Date.now() + 150; while (Date.now() < end) {} }, 100);</script></main></body></html>`;
const server = http.createServer((_req, res) => {
  res.setHeader('content-type', 'text/html');
  res.end(html);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const site = `http://127.0.0.1:${server.address().port}`;

const { invoke, close } = await benchServer(site, 'Bench perf');
await invoke('create_scenario', { label: 'Page', url: '/', viewports: ['desktop'], confirm: true });

async function visualq(runs = 1) {
  const t = performance.now();
  const { data } = await invoke('run_perf', { runs });
  for (;;) {
    const status = await invoke('get_run_status', { runId: data.runId });
    if (!['queued', 'running'].includes(status.data.status)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const report = await invoke('get_pillar_report', { pillar: 'perf', runId: data.runId });
  if (report.data.pages[0].status === 'error') throw new Error(report.data.pages[0].error);
  return { ms: performance.now() - t, page: report.data.pages[0] };
}

const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-lh-')), 'report.json');
async function cli() {
  const t = performance.now();
  await promisify(execFile)(
    LIGHTHOUSE,
    [
      `${site}/`,
      `--chrome-path=${CHROMIUM}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  return performance.now() - t;
}

await visualq(); // warm both paths once
await cli();
const ours = [];
const theirs = [];
for (let i = 0; i < RUNS; i++) {
  ours.push((await visualq()).ms);
  theirs.push(await cli());
}
const five = await visualq(5);
await close();
server.close();

const a = median(ours) / 1000;
const b = median(theirs) / 1000;
const spread = five.page.spread.performance;
console.log('\nPerf (Lighthouse 12.2.3, mobile preset, one page)');
console.log(
  `  VisualQ run_perf: ${a.toFixed(2)} s per page | lighthouse CLI: ${b.toFixed(2)} s per page (median of ${RUNS}) — ${(a / b).toFixed(2)}× (goal ≤ 1.2×)`,
);
console.log(
  `  performance score over 5 audits of one page: median ${five.page.scores.performance}, min ${spread.min}, max ${spread.max} (moved ${spread.max - spread.min} points); LCP ${five.page.spread.lcpMs.min}–${five.page.spread.lcpMs.max} ms`,
);
