// FRT: a 10-step feature run by VisualQ (cold: first run after start, Chromium launched; warm:
// median of the next runs; by default a screenshot and a trace only for failures, then with both
// asked for on every step) next to a plain playwright-core script doing the same steps on the
// same pages, in the same process, and that script again recording what VisualQ records (a trace
// with DOM snapshots, a screenshot per step); then the time from a 4-clause goal to a saved,
// compiled feature.
// Usage: node bench/frt.js   (VISUALQ_BENCH_RUNS=5 warm runs each)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../dist/engines/capture/browser-pool.js';
import { benchServer } from './visualq.js';

const RUNS = Number(process.env.VISUALQ_BENCH_RUNS ?? 5);
const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';

const shell = (title, body) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/contact">Contact</a></nav><main>${body}</main></body></html>`;
const pages = {
  '/': shell('Home', '<h1>Bench shop</h1>'),
  '/shop': shell(
    'Shop',
    '<h1>Shop</h1><ul><li><a href="/item">Green tea</a></li><li><a href="/item">Black tea</a></li></ul>',
  ),
  '/item': shell(
    'Item',
    `<h1>Green tea</h1><label>Size <select><option>100 g</option><option>250 g</option></select></label>
    <button onclick="document.getElementById('m').textContent='Added'">Add to cart</button><p id="m"></p>`,
  ),
  '/contact': shell(
    'Contact',
    `<h1>Contact</h1><form onsubmit="event.preventDefault();document.getElementById('d').textContent='Thanks'">
    <label for="e">Email</label><input id="e"><label><input type="checkbox"> I agree</label><button>Send</button></form><p id="d"></p>`,
  ),
};
const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'text/html');
  res.end(pages[req.url.split('?')[0]] ?? 'missing');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const site = `http://127.0.0.1:${server.address().port}`;

const GHERKIN = `Feature: Bench journey
  Scenario: Buy then write
    Given I open "/shop"
    When I click "Green tea"
    And I select "250 g" from "Size"
    And I click "Add to cart"
    And I should see "Added"
    And I click "Contact"
    And I fill "Email" with "ada@example.com"
    And I check "I agree"
    And I click "Send"
    Then I should see "Thanks"
`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function plainScript(browser) {
  const t = performance.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${site}/shop`);
  await page.getByRole('link', { name: 'Green tea' }).click();
  await page.getByLabel('Size').selectOption({ label: '250 g' });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added').waitFor();
  await page.getByRole('link', { name: 'Contact' }).click();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('I agree').check();
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText('Thanks').waitFor();
  await context.close();
  return performance.now() - t;
}

/** The same steps recording what VisualQ records: a trace with DOM snapshots, a screenshot per step. */
async function recordedScript(browser) {
  const t = performance.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.tracing.start({ snapshots: true });
  const page = await context.newPage();
  const shots = [];
  const step = async (act) => {
    await act();
    shots.push(await page.screenshot({ type: 'jpeg', quality: 80 }));
  };
  await step(() => page.goto(`${site}/shop`));
  await step(() => page.getByRole('link', { name: 'Green tea' }).click());
  await step(() => page.getByLabel('Size').selectOption({ label: '250 g' }));
  await step(() => page.getByRole('button', { name: 'Add to cart' }).click());
  await step(() => page.getByText('Added').waitFor());
  await step(() => page.getByRole('link', { name: 'Contact' }).click());
  await step(() => page.getByLabel('Email').fill('ada@example.com'));
  await step(() => page.getByLabel('I agree').check());
  await step(() => page.getByRole('button', { name: 'Send' }).click());
  await step(() => page.getByText('Thanks').waitFor());
  await context.tracing.stop({ path: tracePath });
  await context.close();
  return performance.now() - t;
}
const tracePath = path.join(os.tmpdir(), `visualq-bench-trace-${process.pid}.zip`);

const { invoke, close } = await benchServer(site, 'Bench FRT');
const saved = await invoke('frt_save_feature_draft', {
  name: 'Bench journey',
  gherkin: GHERKIN,
  confirm: true,
});
const featureId = saved.data.feature.featureId;

const inRun = [];
async function visualqRun(recording = {}) {
  const t = performance.now();
  const { data } = await invoke('run_frt_feature', { featureId, confirm: true, ...recording });
  for (;;) {
    const s = await invoke('get_run_status', { runId: data.runId });
    if (!['queued', 'running'].includes(s.data.status)) {
      if (s.data.status !== 'completed') throw new Error(`bench run ${s.data.status}: ${s.summary}`);
      inRun.push(s.data.durationMs);
      return performance.now() - t;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const vqCold = await visualqRun();
const vqWarm = [];
for (let i = 0; i < RUNS; i++) vqWarm.push(await visualqRun());
const vqInRun = median(inRun.slice(1));
// Recording what the recording script records: a trace and a screenshot per step.
const vqRecording = [];
for (let i = 0; i < RUNS; i++) vqRecording.push(await visualqRun({ trace: 'on', screenshots: 'on' }));

let t = performance.now();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
await plainScript(browser);
const plainCold = performance.now() - t;
const plainWarm = [];
for (let i = 0; i < RUNS; i++) plainWarm.push(await plainScript(browser));
await recordedScript(browser);
const recordedWarm = [];
for (let i = 0; i < RUNS; i++) recordedWarm.push(await recordedScript(browser));
await browser.close();
fs.rmSync(tracePath, { force: true });

const goalTimes = [];
for (let i = 0; i < 3; i++) {
  t = performance.now();
  const made = await invoke('create_frt_scenario', {
    goal: 'open /shop, click Green tea, choose 250 g in Size, click Add to cart',
    forceCreate: true,
    confirm: true,
  });
  if (!made.ok) throw new Error(made.summary);
  goalTimes.push(performance.now() - t);
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`frt bench: a 10-step feature, ${RUNS} warm runs each (median), ${os.cpus().length} cores`);
console.log(
  `  VisualQ run_frt_feature   cold ${s(vqCold)}   warm ${s(median(vqWarm))}   (per step: status, console, requests; screenshot and trace on failure; ${s(vqInRun)} of it inside the run)`,
);
console.log(
  `  VisualQ, trace and screenshots on  warm ${s(median(vqRecording))}   (trace: "on", screenshots: "on")`,
);
console.log(
  `  plain playwright-core     cold ${s(plainCold)}   warm ${s(median(plainWarm))}   (the same steps, nothing recorded)`,
);
console.log(
  `  playwright-core recording  warm ${s(median(recordedWarm))}   (the same steps with a trace of DOM snapshots and a screenshot per step)`,
);
console.log(
  `  warm ratio VisualQ / plain: ${(median(vqWarm) / median(plainWarm)).toFixed(2)}× (goal 1.3×); VisualQ recording / recording script: ${(median(vqRecording) / median(recordedWarm)).toFixed(2)}×`,
);
console.log(
  `  4-clause goal to a saved, compiled feature (create_frt_scenario): median ${s(median(goalTimes))} of 3`,
);
await close();
server.close();
