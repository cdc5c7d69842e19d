import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashBytes } from '../store/artifacts.js';
import { TEST_DB } from '../test-support/database.js';
import { type Harness, startHarness, type Tenant, waitForRun } from '../test-support/harness.js';
import { invokeOver, type ServerProcess, spawnVisualQ, until } from '../test-support/process.js';
import { S3RVER_CREDENTIALS, startBucketServer, type TestBucketServer } from '../test-support/s3.js';
import { startSite, type TestSite } from '../test-support/site.js';

const PAGES = 8;
const STALE_MS = 2_000;
const page = (n: number, color: string) => ({
  body: `<!doctype html><body style="margin:0;font:24px sans-serif"><h1>Page ${n}</h1><div style="height:120px;background:${color}"></div></body>`,
  delayMs: 250,
});

// kill -9 of a server in the middle of a VRT run on PostgreSQL and a bucket: another server takes the
// orphaned run over, every scenario ends with exactly one result whose images open, and the bucket
// holds only whole objects (each one's bytes hash to its key).
describe.runIf(TEST_DB === 'postgres')('a server killed mid-run, another one finishing it', () => {
  let s3: TestBucketServer;
  let site: TestSite;
  let b: Harness;
  let a: ServerProcess | undefined;
  let t: Tenant;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-killed-'));

  beforeAll(async () => {
    s3 = await startBucketServer();
    site = await startSite(
      Object.fromEntries(Array.from({ length: PAGES }, (_, n) => [`/p${n}`, page(n, '#2563eb')])),
    );
    b = await startHarness(
      { artifacts: { kind: 's3', s3: s3.settings({ prefix: 'vq/' }) } },
      { jobStaleMs: STALE_MS },
    );
    t = await b.tenant({ baseUrl: site.url });
    await b.listen();
  });
  afterAll(async () => {
    await a?.kill();
    await b?.close();
    await site?.close();
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no result and leaves no half-written object', async () => {
    for (let n = 0; n < PAGES; n++) {
      const made = await b.invoke(
        'create_scenario',
        { label: `Page ${n}`, url: `/p${n}`, viewports: ['desktop'], confirm: true },
        t.fullKey,
      );
      expect(made.body.ok, JSON.stringify(made.body)).toBe(true);
      await waitForRun(b, t.fullKey, made.body.data.baselineRun.runId, 60_000);
    }
    // B stops taking jobs, so the run goes to A; A is killed part-way, then B comes back.
    await b.stop();
    a = await spawnVisualQ('serve', {
      DATABASE_URL: b.databaseUrl,
      VISUALQ_DATA_DIR: dataDir,
      VISUALQ_ALLOW_PRIVATE_NETWORK: '1',
      VISUALQ_JOB_STALE_MS: String(STALE_MS),
      VISUALQ_ARTIFACTS: 's3',
      VISUALQ_S3_BUCKET: 'visualq',
      VISUALQ_S3_PREFIX: 'vq/',
      VISUALQ_S3_FORCE_PATH_STYLE: '1',
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    });
    for (let n = 0; n < PAGES; n++) site.setPage(`/p${n}`, page(n, n % 2 ? '#dc2626' : '#2563eb'));
    const before = [...site.hits.values()].reduce((x, y) => x + y, 0);
    // Every page captured (none reused as unchanged), so the kill lands part-way through captures.
    const started = await invokeOver(a.url, t.fullKey, 'run_vrt', { changeAware: false });
    expect(started.body.ok, JSON.stringify(started.body)).toBe(true);
    const runId = started.body.data.runId;
    await until('A to be part-way through the run', async () => {
      const served = [...site.hits.values()].reduce((x, y) => x + y, 0) - before;
      return served >= 3 && served < PAGES;
    });
    await a.kill('SIGKILL');
    // Killed part-way: the run is still "running", held by a server that is gone.
    const db = new pg.Client({ connectionString: b.databaseUrl });
    await db.connect();
    const { rows } = await db.query('SELECT status FROM runs WHERE id = $1', [runId]);
    await db.end();
    expect(rows[0].status).toBe('running');

    await b.restart({});
    await b.listen();
    const done = await waitForRun(b, t.fullKey, runId, 90_000);
    expect(done.data.status, JSON.stringify(done.data)).toBe('failed');
    expect(done.data.summary).toMatchObject({ total: PAGES, failed: PAGES / 2 });

    const report = await b.invoke('get_run_report', { runId }, t.fullKey);
    const results = report.body.data.results as Array<{ scenarioLabel: string; images: object }>;
    expect(new Set(results.map((r) => r.scenarioLabel)).size).toBe(PAGES);
    expect(results).toHaveLength(PAGES);
    for (const result of results) {
      for (const link of Object.values(result.images).filter(Boolean) as string[]) {
        const image = await fetch(link);
        expect(image.status, link).toBe(200);
        expect(
          Buffer.from(await image.arrayBuffer())
            .subarray(1, 4)
            .toString(),
        ).toBe('PNG');
      }
    }

    // Every object the bucket shows is whole: its bytes are the content its key names.
    const objects = s3.objectFiles();
    expect(objects.length).toBeGreaterThan(PAGES);
    for (const file of objects) {
      const key = file
        .split(path.sep)
        .join('/')
        .replace(/^vq\//, '')
        .replace(/\._S3rver_object$/, '');
      expect(hashBytes(s3.readObject(file)), file).toBe(key.replace('/', ''));
    }
  }, 180_000);
});
