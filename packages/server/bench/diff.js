// Diff engine figures, ms per image pair, VisualQ next to pixelmatch 7 in the same run, on real
// Chromium screenshots of generated pages. Two stages:
//   pixels:   decoded RGBA in, diff RGBA image out (each side allocates its output, as per pair)
//   pipeline: two PNG files in, counts and an encoded diff PNG out (pixelmatch with pngjs, the
//             usual pairing; VisualQ's own PNG codec)
// Usage: node bench/diff.js
import http from 'node:http';
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

function median(fn, runs = 9) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

function pixelmatchPipeline(basePng, testPng) {
  const a = PNG.sync.read(basePng);
  const b = PNG.sync.read(testPng);
  const diff = new PNG({ width: a.width, height: a.height });
  const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  return changed > 0 ? PNG.sync.write(diff) : null;
}

const sizes = [
  [1280, 800, false],
  [1920, 1080, false],
  [1280, 8000, true],
];
const ratio = (slow, fast) => (slow / fast >= 100 ? '>100x' : `${(slow / fast).toFixed(1)}x`);
const col = (v, w = 9) => (typeof v === 'number' ? v.toFixed(v < 10 ? 2 : 1) : v).padStart(w);
console.log('ms per pair, median of 9; speed-up = pixelmatch / VisualQ');
console.log(
  `${'size'.padEnd(10)} ${'case'.padEnd(9)} ${'changed px'.padStart(10)} |${col('pixels:vq')}${col('pm')}${col('x', 8)} |${col('pipe:vq')}${col('pm')}${col('x', 8)} |${col('memcmp')}`,
);
for (const [w, h, long] of sizes) {
  const base = await shot(w, h, 'base', long);
  const pngs = { identical: Buffer.from(base) };
  for (const name of ['small', 'shift', 'large']) pngs[name] = await shot(w, h, name, long);
  const a = decodePng(base);
  for (const [name, png] of Object.entries(pngs)) {
    const b = decodePng(png);
    let changed = 0;
    const ours = median(() => {
      const r = compareImages(a, b);
      changed = r.changedPixels;
      if (r.rows) renderDiff(b, r);
    });
    const pm = median(() => pixelmatch(a.data, b.data, new Uint8Array(w * h * 4), w, h, { threshold: 0.1 }));
    const pipeOurs = median(() => diffPngs({ baseline: base, test: png }), 5);
    const pipePm = median(() => pixelmatchPipeline(base, png), 5);
    const memcmp =
      name === 'identical'
        ? median(() => Buffer.from(a.data.buffer).equals(Buffer.from(b.data.buffer)))
        : NaN;
    console.log(
      `${`${w}x${h}`.padEnd(10)} ${name.padEnd(9)} ${String(changed).padStart(10)} |${col(ours)}${col(pm)}${col(ratio(pm, ours), 8)} |${col(pipeOurs)}${col(pipePm)}${col(ratio(pipePm, pipeOurs), 8)} |${Number.isNaN(memcmp) ? col('-') : col(memcmp)}`,
    );
  }
}
console.log('pipeline for identical files: byte-equal PNGs are never decoded.');
await browser.close();
server.close();
