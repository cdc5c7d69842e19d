import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../test-support/database.js';
import { startHarness, waitForRun } from '../test-support/harness.js';
import { cli, until } from '../test-support/process.js';
import {
  S3RVER_CREDENTIALS,
  startBucketServer,
  startFlakyProxy,
  type TestBucketServer,
} from '../test-support/s3.js';
import { startSite } from '../test-support/site.js';
import { startTrackedShop } from '../test-support/tracked-shop.js';
import { hashBytes } from './artifacts.js';
import { ArtifactStoreUnusable, S3ArtifactStore } from './s3-artifacts.js';

// The artifact store against a real S3-compatible server (s3rver) on loopback; the database plays
// no part, so this runs once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('artifacts in an S3-compatible bucket', () => {
  let s3: TestBucketServer;
  beforeAll(async () => {
    s3 = await startBucketServer();
  });
  afterAll(() => s3.close());

  it('stores content-addressed objects under the prefix, once, and reads them back', async () => {
    const store = new S3ArtifactStore(s3.settings({ prefix: 'team-a/' }));
    await store.check();
    const bytes = crypto.randomBytes(4096);
    const hash = await store.put(bytes);
    expect(hash).toBe(hashBytes(bytes));
    expect(await store.put(bytes)).toBe(hash);
    expect((await store.get(hash))!.equals(bytes)).toBe(true);
    const objects = s3.objectFiles().filter((f) => f.includes(hash.slice(2)));
    expect(objects).toHaveLength(1);
    expect(objects[0]).toContain(path.join('team-a', hash.slice(0, 2)));
    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.get('../etc/passwd')).toBeNull();
    store.close();
  });

  it('sends a large artifact in parts and reads it back whole', async () => {
    const store = new S3ArtifactStore(s3.settings());
    const big = crypto.randomBytes(12 * 1024 * 1024);
    const hash = await store.put(big);
    expect((await store.get(hash))!.equals(big)).toBe(true);
    store.close();
  }, 30_000);

  it('retries a throttled or failing store with backoff instead of losing the artifact', async () => {
    const flaky = await startFlakyProxy(s3.endpoint, 2, 503);
    const store = new S3ArtifactStore(s3.settings({ endpoint: flaky.endpoint }));
    const bytes = crypto.randomBytes(1024);
    const hash = await store.put(bytes);
    expect(flaky.failed()).toBe(2);
    expect((await store.get(hash))!.equals(bytes)).toBe(true);
    store.close();
    await flaky.close();
  }, 30_000);

  it('refuses to start on a store it cannot use, saying what is wrong', async () => {
    const why = async (settings: ReturnType<TestBucketServer['settings']>) => {
      const store = new S3ArtifactStore(settings);
      try {
        await store.check();
        return 'usable';
      } catch (error) {
        expect(error).toBeInstanceOf(ArtifactStoreUnusable);
        return (error as Error).message;
      } finally {
        store.close();
      }
    };
    expect(await why(s3.settings({ bucket: 'missing' }))).toMatch(/bucket "missing" .* does not exist/);
    expect(await why(s3.settings({ credentials: { accessKeyId: 'nobody', secretAccessKey: 'x' } }))).toMatch(
      /refused these credentials \(HTTP 403\)/,
    );
    expect(await why(s3.settings({ endpoint: 'http://127.0.0.1:9' }))).toMatch(/cannot be reached/);
    expect(await why(s3.settings({ bucket: '' }))).toMatch(/needs VISUALQ_S3_BUCKET/);
  }, 60_000);

  it('a server on the bucket keeps nothing under its data directory and serves every image (VRT, FRT)', async () => {
    const site = await startSite({ '/': '<title>Home</title><h1 style="font:40px sans-serif">Hello</h1>' });
    const h = await startHarness({ artifacts: { kind: 's3', s3: s3.settings({ prefix: 'server/' }) } });
    try {
      const t = await h.tenant({ baseUrl: site.url });
      await h.listen();
      const made = await h.invoke(
        'create_scenario',
        { label: 'Home', url: '/', viewports: ['desktop'], confirm: true },
        t.fullKey,
      );
      expect(made.body.ok, JSON.stringify(made.body)).toBe(true);
      const baseline = made.body.data.baselineRun.runId;
      for (let i = 0; i < 300; i++) {
        const status = await h.invoke('get_run_status', { runId: baseline }, t.fullKey);
        if (!['queued', 'running'].includes(status.body.data.status)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const report = await h.invoke('get_run_report', { runId: baseline }, t.fullKey);
      const image = JSON.stringify(report.body.data).match(
        /https?:\/\/[^"]+\/api\/artifacts\/[a-f0-9]{64}[^"]*/,
      )?.[0];
      expect(image, JSON.stringify(report.body)).toBeDefined();
      const served = await fetch(image!);
      expect(served.status).toBe(200);
      expect(
        Buffer.from(await served.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
      // An FRT run's step screenshots and trace go to the bucket too.
      const draft = await h.invoke(
        'frt_save_feature_draft',
        {
          name: 'Home',
          gherkin: 'Feature: Home\n  Scenario: Open\n    Given I open "/"\n    Then I should see "Hello"\n',
          confirm: true,
        },
        t.fullKey,
      );
      expect(draft.body.ok, JSON.stringify(draft.body)).toBe(true);
      const frt = await h.invoke(
        'run_frt_feature',
        { featureId: draft.body.data.feature.featureId, screenshots: 'on', trace: 'on', confirm: true },
        t.fullKey,
      );
      for (let i = 0; i < 300; i++) {
        const status = await h.invoke('get_run_status', { runId: frt.body.data.runId }, t.fullKey);
        if (!['queued', 'running'].includes(status.body.data.status)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const explained = await h.invoke('frt_explain_failure', { runId: frt.body.data.runId }, t.fullKey);
      const shot = await fetch(explained.body.data.result.steps.at(-1).screenshot);
      expect(shot.status).toBe(200);
      expect((await shot.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
      // Asked for, a passing run keeps its trace too.
      expect((await fetch(explained.body.data.result.trace)).status).toBe(200);
      expect(fs.existsSync(path.join(h.dataDir, 'artifacts'))).toBe(false);
      expect(s3.objectFiles().some((f) => f.startsWith('server'))).toBe(true);
    } finally {
      await h.close();
      await site.close();
    }
  }, 90_000);

  it('a tracking audit on the bucket keeps its step screenshots there and serves them', async () => {
    const site = await startTrackedShop({ currency: 'EUR', dropRailName: false });
    const h = await startHarness({ artifacts: { kind: 's3', s3: s3.settings({ prefix: 'tracking/' }) } });
    try {
      const t = await h.tenant({ baseUrl: site.url });
      await h.listen();
      const ok = async (tool: string, args: object) => {
        const r = await h.invoke(tool, { ...args, confirm: true }, t.fullKey);
        expect(r.body.ok, `${tool}: ${JSON.stringify(r.body)}`).toBe(true);
        return r.body.data;
      };
      const gherkin =
        'Feature: Cart\n  Scenario: Add\n    Given I open "/"\n    When I click "Red shoes"\n    And I click "Ajouter au panier"\n    Then I should see "Ajouté au panier"\n';
      const { feature } = await ok('frt_save_feature_draft', { name: 'Cart', gherkin });
      await ok('tracking_upsert_event', {
        id: 'add_to_cart',
        label: 'Ajout au panier',
        eventType: 'ecommerce',
      });
      await ok('tracking_set_event_attribute', {
        eventId: 'add_to_cart',
        name: 'currency',
        expected: { value: 'EUR' },
      });
      await ok('tracking_link_event_frt', {
        eventId: 'add_to_cart',
        featureId: feature.featureId,
        stepIndex: 2,
        stepText: '',
      });
      const run = await ok('run_tracking', {});
      await waitForRun(h, t.fullKey, run.runId, 90_000);
      const report = await ok('tracking_get_audit_report', { auditId: run.runId });
      const cart = report.suites.events.find((e: { eventId: string }) => e.eventId === 'add_to_cart');
      expect(cart.status).toBe('pass');
      const shot = cart.audits[0].stepScreenshot as string;
      expect((await fetch(shot)).status).toBe(200);
      expect(fs.existsSync(path.join(h.dataDir, 'artifacts'))).toBe(false);
      expect(s3.objectFiles().some((f) => f.startsWith('tracking'))).toBe(true);
    } finally {
      await h.close();
      await site.close();
    }
  }, 120_000);

  it('a bucket server restarted in the middle of a run delays it and loses nothing', async () => {
    const page = (color: string) => ({
      body: `<!doctype html><body style="margin:0"><div style="height:200px;background:${color}"></div></body>`,
      delayMs: 200,
    });
    const site = await startSite(
      Object.fromEntries([0, 1, 2, 3, 4, 5].map((n) => [`/p${n}`, page('#2563eb')])),
    );
    const h = await startHarness({ artifacts: { kind: 's3', s3: s3.settings({ prefix: 'restart/' }) } });
    try {
      const t = await h.tenant({ baseUrl: site.url });
      await h.listen();
      for (let n = 0; n < 6; n++) {
        const made = await h.invoke(
          'create_scenario',
          { label: `P${n}`, url: `/p${n}`, viewports: ['desktop'], confirm: true },
          t.fullKey,
        );
        await waitForRun(h, t.fullKey, made.body.data.baselineRun.runId, 60_000);
      }
      for (let n = 0; n < 6; n++) site.setPage(`/p${n}`, page(n % 2 ? '#dc2626' : '#2563eb'));
      const served = () => [...site.hits.values()].reduce((a, b) => a + b, 0);
      const before = served();
      // Every page captured, so the bucket goes down while captures are being stored.
      const runId = (await h.invoke('run_vrt', { changeAware: false }, t.fullKey)).body.data.runId;
      await until('the run to be under way', async () => served() - before >= 1);
      await s3.restart(5_000);
      const done = await waitForRun(h, t.fullKey, runId, 90_000);
      expect(done.data.summary).toMatchObject({ total: 6, failed: 3 });
      const report = await h.invoke('get_run_report', { runId }, t.fullKey);
      expect(report.body.data.counts.error).toBe(0);
      for (const result of report.body.data.results) {
        for (const link of Object.values(result.images).filter(Boolean) as string[]) {
          expect((await fetch(link)).status, link).toBe(200);
        }
      }
    } finally {
      await h.close();
      await site.close();
    }
  }, 120_000);

  it('visualq artifacts migrate copies every artifact to the bucket, checked against its hash; a damaged one stops it, named', async () => {
    const h = await startHarness();
    const t = await h.tenant();
    const hashes: string[] = [];
    for (let i = 0; i < 3; i++)
      hashes.push(await h.vq.services.artifacts.put(t.orgId, crypto.randomBytes(2048 + i), 'image/png'));
    await h.vq.close();
    const env = {
      VISUALQ_DATA_DIR: h.dataDir,
      DATABASE_URL: '',
      VISUALQ_S3_BUCKET: 'visualq',
      VISUALQ_S3_PREFIX: 'migrated/',
      VISUALQ_S3_FORCE_PATH_STYLE: '1',
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    };
    try {
      const out = await cli(['artifacts', 'migrate', '--to', 's3'], env);
      expect(out).toMatch(/3\/3 artifacts/);
      expect(out).toMatch(/Copied 3 artifact\(s\) to bucket visualq/);
      const bucket = new S3ArtifactStore(s3.settings({ prefix: 'migrated/' }));
      for (const hash of hashes) expect(await bucket.get(hash)).not.toBeNull();
      bucket.close();
      // A file on disk that no longer matches its hash stops the copy, naming it; nothing is removed.
      const damaged = path.join(h.dataDir, 'artifacts', hashes[1].slice(0, 2), hashes[1].slice(2));
      fs.writeFileSync(damaged, 'not the same bytes');
      const refused = await cli(['artifacts', 'migrate', '--to', 's3'], env).catch(
        (e: { stderr: string }) => e.stderr,
      );
      expect(refused).toMatch(new RegExp(`artifact ${hashes[1]} does not match its hash`));
      expect(
        fs.existsSync(path.join(h.dataDir, 'artifacts', hashes[0].slice(0, 2), hashes[0].slice(2))),
      ).toBe(true);
    } finally {
      fs.rmSync(h.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
