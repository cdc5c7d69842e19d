// Diff engine figures: ms per image pair, VisualQ's engine next to pixelmatch in the same run.
// Images are real Chromium screenshots of generated pages. Usage: node bench/diff.js
import http from 'node:http';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../dist/engines/capture/browser-pool.js';
import { compareImages, renderDiff } from '../dist/engines/diff/compare.js';
import { diffPngs } from '../dist/engines/diff/diff-pngs.js';
import { decodePng } from '../dist/engines/diff/png.js';
import { benchPage } from './pages.js';

const variants = { base: {}, small: { word: 'Expresso' }, large: { colour: '#dc2626', word: 'Changed' } };
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
  const clip = { x: 0, y: 0, width, height };
  const png = await page.screenshot({ fullPage: true, clip });
  await page.close();
  return png;
}

function median(fn, runs = 7) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const sizes = [
  [1280, 800, false],
  [1920, 1080, false],
  [1280, 8000, true],
];
console.log('diff engine, ms per pair (median of 7), decoded RGBA in, diff image buffer out');
console.log(
  'size        case       visualq  pixelmatch  speed-up   buffer.equals  png-bytes-equal  changed px',
);
for (const [w, h, long] of sizes) {
  const base = await shot(w, h, 'base', long);
  const pngs = {
    identical: base,
    small: await shot(w, h, 'small', long),
    large: await shot(w, h, 'large', long),
  };
  const a = decodePng(base);
  for (const [name, png] of Object.entries(pngs)) {
    const b = name === 'identical' ? decodePng(Buffer.from(base)) : decodePng(png);
    let changed = 0;
    const ours = median(() => {
      // As the engine does: a diff image only when something differs.
      const r = compareImages(a, b);
      changed = r.changedPixels;
      if (r.rows) renderDiff(b, r);
    });
    const out = new Uint8Array(w * h * 4);
    const pm = median(() => pixelmatch(a.data, b.data, out, w, h, { threshold: 0.1 }));
    const eq = median(() => Buffer.from(a.data.buffer).equals(Buffer.from(b.data.buffer)));
    const fast =
      name === 'identical' ? median(() => diffPngs({ baseline: base, test: Buffer.from(base) })) : NaN;
    console.log(
      `${`${w}x${h}`.padEnd(11)} ${name.padEnd(10)} ${ours.toFixed(1).padStart(7)}  ${pm.toFixed(1).padStart(10)}  ${(pm / ours).toFixed(1).padStart(7)}x  ${eq.toFixed(2).padStart(13)}  ${Number.isNaN(fast) ? '-'.padStart(15) : fast.toFixed(3).padStart(15)}  ${String(changed).padStart(10)}`,
    );
  }
}
await browser.close();
server.close();
