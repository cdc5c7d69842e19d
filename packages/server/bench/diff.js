// Diff engine figures, ms per image pair, VisualQ next to pixelmatch 7 and (when
// VISUALQ_BENCH_BLAZEDIFF names an installed @blazediff/bin, a native Rust engine) blazediff in the
// same run, on real Chromium screenshots of generated pages. Two stages:
//   pixels:   decoded RGBA in, diff RGBA image out (each side allocates its output, as per pair)
//   pipeline: two PNG files on disk in, counts and a diff PNG file out (pixelmatch with pngjs, the
//             usual pairing; VisualQ's own PNG codec). VisualQ keeps a baseline it has decoded for
//             its next comparison, as at every run after a baseline's first: "cold" is a baseline it
//             has never seen, "vq" one it has.
// Usage: node bench/diff.js
//   PUPPETEER_SKIP_DOWNLOAD=1 npm install --prefix /tmp/blazediff @blazediff/bin@3.5.0
//   VISUALQ_BENCH_BLAZEDIFF=/tmp/blazediff/node_modules/@blazediff/bin node bench/diff.js
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM_FLAGS } from '../dist/engines/capture/browser-pool.js';
import { compareImages, renderDiff } from '../dist/engines/diff/compare.js';
import { diffPngs } from '../dist/engines/diff/diff-pngs.js';
import { decodePng } from '../dist/engines/diff/png.js';
import { benchPage } from './pages.js';

// small: one word of the heading; shift: a wider table cell moves every column; large: a new
// header colour on top of the shift.
const variants = {
  base: {},
  small: { heading: 'Page 7' },
  shift: { word: 'Expresso' },
  large: { colour: '#dc2626', word: 'Changed' },
};
const server = http.createServer((req, res) => {
  const [, variant, long] = req.url.split('/');
  res.setHeader('content-type', 'text/html');
  res.end(benchPage(1, { ...variants[variant], long: long === 'long' }));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});

async function shot(width, height, variant, long) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`${origin}/${variant}/${long ? 'long' : 'short'}`);
  const png = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height } });
  await page.close();
  return png;
}

async function median(fn, runs = 9) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const blaze = process.env.VISUALQ_BENCH_BLAZEDIFF
  ? await import(path.join(process.env.VISUALQ_BENCH_BLAZEDIFF, 'dist/index.mjs'))
  : null;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-diff-bench-'));
const file = (name) => path.join(dir, name);

/** The same image with a text chunk that makes its file new: a baseline VisualQ has never seen. */
function unseen(png, n) {
  const body = Buffer.from(`Comment\0run ${n} ${Math.random()}`, 'latin1');
  const chunk = Buffer.alloc(12 + body.length);
  chunk.writeUInt32BE(body.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  body.copy(chunk, 8);
  chunk.writeUInt32BE(zlib.crc32(chunk.subarray(4, 8 + body.length)), 8 + body.length);
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

function visualqFiles(baseFile, testFile) {
  const out = diffPngs({ baseline: fs.readFileSync(baseFile), test: fs.readFileSync(testFile) });
  if (out.diffPng) fs.writeFileSync(file('vq-diff.png'), out.diffPng);
  return out;
}

function pixelmatchPipeline(baseFile, testFile) {
  const a = PNG.sync.read(fs.readFileSync(baseFile));
  const b = PNG.sync.read(fs.readFileSync(testFile));
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  if (changed > 0) fs.writeFileSync(file('pm-diff.png'), PNG.sync.write(diff));
  return changed;
}

const sizes = [
  [1280, 800, false],
  [1920, 1080, false],
  [1280, 8000, true],
];
const ratio = (slow, fast) => (slow / fast >= 100 ? '>100x' : `${(slow / fast).toFixed(1)}x`);
const col = (v, w = 9) => (typeof v === 'number' ? v.toFixed(v < 10 ? 2 : 1) : v).padStart(w);
console.log('ms per pair, median of 9 (pipeline: of 15, of 5 for long pages); speed-up = peer / VisualQ');
console.log(
  `${'size'.padEnd(10)} ${'case'.padEnd(9)} ${'changed px'.padStart(10)} |${col('pixels:vq')}${col('pm')}${col('x', 8)} |${col('pipe:vq')}${col('cold')}${col('pm')}${col('x', 8)} |${col('blaze')}${col('blaze/vq', 10)}${col('/cold', 8)} | same verdict`,
);
for (const [w, h, long] of sizes) {
  // Pipelines of a few ms are timed more often: one page fault storm or GC otherwise sets the median.
  const pipeRuns = h > 2000 ? 5 : 15;
  const base = await shot(w, h, 'base', long);
  const pngs = { identical: Buffer.from(base) };
  for (const name of ['small', 'shift', 'large']) pngs[name] = await shot(w, h, name, long);
  fs.writeFileSync(file('base.png'), base);
  const a = decodePng(base);
  for (const [name, png] of Object.entries(pngs)) {
    fs.writeFileSync(file('test.png'), png);
    const b = decodePng(png);
    let changed = 0;
    const ours = await median(() => {
      const r = compareImages(a, b);
      changed = r.changedPixels;
      if (r.rows) renderDiff(b, r);
    });
    const pm = await median(() =>
      pixelmatch(a.data, b.data, new Uint8Array(w * h * 4), w, h, { threshold: 0.1 }),
    );
    const pipeOurs = await median(() => visualqFiles(file('base.png'), file('test.png')), pipeRuns);
    const coldTimes = [];
    for (let n = 0; n < 5; n++) {
      fs.writeFileSync(file(`cold-${n}.png`), unseen(base, n));
      const t = performance.now();
      visualqFiles(file(`cold-${n}.png`), file('test.png'));
      coldTimes.push(performance.now() - t);
    }
    const pipeCold = coldTimes.sort((x, y) => x - y)[2];
    const pipePm = await median(() => pixelmatchPipeline(file('base.png'), file('test.png')), 5);
    let blazeMs = NaN;
    let agree = '';
    if (blaze) {
      blazeMs = await median(
        () => blaze.compare(file('base.png'), file('test.png'), file('blaze-diff.png')),
        pipeRuns,
      );
      const verdict = await blaze.compare(file('base.png'), file('test.png'));
      agree =
        (verdict.match === true) ===
        (visualqFiles(file('base.png'), file('test.png')).stats.changedPixels === 0)
          ? 'yes'
          : 'NO';
    }
    console.log(
      `${`${w}x${h}`.padEnd(10)} ${name.padEnd(9)} ${String(changed).padStart(10)} |${col(ours)}${col(pm)}${col(ratio(pm, ours), 8)} |${col(pipeOurs)}${col(pipeCold)}${col(pipePm)}${col(ratio(pipePm, pipeOurs), 8)} |${Number.isNaN(blazeMs) ? col('-') : col(blazeMs)}${Number.isNaN(blazeMs) ? col('-', 10) : col(ratio(blazeMs, pipeOurs), 10)}${Number.isNaN(blazeMs) ? col('-', 8) : col(ratio(blazeMs, pipeCold), 8)} | ${agree || '-'}`,
    );
  }
}
console.log('pipeline for identical files: byte-equal PNGs are never decoded.');
if (!blaze) console.log('blazediff: skipped (set VISUALQ_BENCH_BLAZEDIFF to an installed @blazediff/bin)');
await browser.close();
server.close();
fs.rmSync(dir, { recursive: true, force: true });
