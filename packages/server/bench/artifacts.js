// Artifacts on disk next to an S3-compatible bucket (s3rver on loopback, the suite's test server):
// upload and download throughput of the store itself, then the time of a VRT test run (8 pages x
// 3 viewports) with each store, in the same process and run.
// Usage: node bench/artifacts.js   (VISUALQ_BENCH_RUNS=3 test runs each, median reported)
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { FileArtifactStore } from '../dist/store/artifacts.js';
import { S3ArtifactStore } from '../dist/store/s3-artifacts.js';
import { benchPage } from './pages.js';
import { benchServer } from './visualq.js';

const RUNS = Number(process.env.VISUALQ_BENCH_RUNS ?? 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-bench-s3-'));
const s3server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3dir,
  configureBuckets: [{ name: 'bench', configs: [] }],
});
const { port } = await s3server.run();
const settings = (prefix) => ({
  bucket: 'bench',
  prefix,
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

// 1. The stores alone: 60 artifacts of 300 KB (about a desktop capture), up then down.
const blobs = Array.from({ length: 60 }, () => crypto.randomBytes(300 * 1024));
const mb = (blobs.length * 300) / 1024;
async function throughput(store) {
  let t = performance.now();
  const hashes = await Promise.all(blobs.map((b) => store.put(b)));
  const up = mb / ((performance.now() - t) / 1000);
  t = performance.now();
  await Promise.all(hashes.map((h) => store.get(h)));
  return { up, down: mb / ((performance.now() - t) / 1000) };
}
const diskDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-bench-disk-'));
const disk = await throughput(new FileArtifactStore(diskDir));
const bucketStore = new S3ArtifactStore(settings('throughput/'));
const bucket = await throughput(bucketStore);
bucketStore.close();

// 2. A VRT test run of 8 pages x 3 viewports with each store.
const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'text/html');
  res.end(benchPage(Number(req.url.split('/')[2] ?? 0)));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const site = `http://127.0.0.1:${server.address().port}`;

async function vrtRuns(overrides) {
  const vq = await benchServer(site, 'Artifacts bench', overrides);
  for (let i = 0; i < 8; i++) {
    await vq.invoke('create_scenario', {
      label: `Page ${i}`,
      url: `/p/${i}`,
      captureBaseline: false,
      confirm: true,
    });
  }
  const run = async (tool) => {
    const t = performance.now();
    const started = await vq.invoke(tool, {});
    for (;;) {
      const s = await vq.invoke('get_run_status', { runId: started.data.runId });
      if (!['queued', 'running'].includes(s.data.status)) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return performance.now() - t;
  };
  await run('run_baseline');
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await run('run_vrt'));
  await vq.close();
  return median(times);
}
// Alternated, so neither store always runs on a warmer machine.
const onDisk = [];
const inBucket = [];
for (let i = 0; i < 2; i++) {
  onDisk.push(await vrtRuns({}));
  inBucket.push(await vrtRuns({ artifacts: { kind: 's3', s3: settings(`vrt-${i}/`) } }));
}
const d = median(onDisk);
const b = median(inBucket);

console.log('\nArtifacts: disk and an S3-compatible bucket (s3rver on loopback)');
console.log(
  `  store alone, 60 x 300 KB: disk ${disk.up.toFixed(0)} MB/s up, ${disk.down.toFixed(0)} MB/s down | bucket ${bucket.up.toFixed(0)} MB/s up, ${bucket.down.toFixed(0)} MB/s down`,
);
console.log(
  `  VRT test run, 8 pages x 3 viewports (median): disk ${(d / 1000).toFixed(2)} s | bucket ${(b / 1000).toFixed(2)} s — ${(((b - d) / d) * 100).toFixed(1)} % added (goal < 10 %)`,
);
server.close();
await s3server.close();
fs.rmSync(s3dir, { recursive: true, force: true });
fs.rmSync(diskDir, { recursive: true, force: true });
