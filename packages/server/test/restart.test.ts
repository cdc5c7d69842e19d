import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../src/test-support/database.js';
import { cli, invokeOver, type ServerProcess, spawnVisualQ, until } from '../src/test-support/process.js';
import { S3RVER_CREDENTIALS, startBucketServer } from '../src/test-support/s3.js';
import { startSite, type TestSite } from '../src/test-support/site.js';

/** Kill -9 the server while a job runs; after a restart the job still completes. */
describe('restart safety', () => {
  let site: TestSite;
  let env: Record<string, string | undefined>;
  let removeEnv: () => Promise<void>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    site = await startSite({
      '/': '<a href="/slow/1">1</a><a href="/slow/2">2</a><a href="/slow/3">3</a>',
      '/slow/1': { body: '<title>one</title>', delayMs: 1500 },
      '/slow/2': { body: '<title>two</title>', delayMs: 1500 },
      '/slow/3': { body: '<title>three</title>', delayMs: 1500 },
      ...Object.fromEntries(
        [1, 2, 3, 4].map((n) => [
          `/page/${n}`,
          { body: `<title>Page ${n}</title><h1>Page ${n}</h1>`, delayMs: 700 },
        ]),
      ),
    });
    ({ env, remove: removeEnv } = await processEnv('visualq-restart-', { VISUALQ_JOB_STALE_MS: '2000' }));
  });
  afterAll(async () => {
    for (const s of servers) await s.kill();
    await site.close();
    await removeEnv();
  });

  it('requeues the interrupted job and completes it after restart', async () => {
    await cli(['orgs', 'create', '--name', 'Restart', '--plan', 'business'], env);
    await cli(['projects', 'create', '--org', 'restart', '--name', 'Slow', '--base-url', site.url], env);
    const key = /key \(shown once.*\): (\S+)/.exec(
      await cli(['keys', 'create', '--org', 'restart'], env),
    )![1];

    const first = await spawnVisualQ('serve', env);
    servers.push(first);
    const queued = await invokeOver(first.url, key, 'crawl_site', { baseUrl: site.url });
    expect(queued.body.data.status).toBe('queued');
    const jobId = queued.body.data.jobId;
    await until('the job to be mid-crawl', async () => site.hits.get('/slow/1'));
    expect((await invokeOver(first.url, key, 'get_job_status', { jobId })).body.data.status).toBe('running');
    await first.kill('SIGKILL');

    const second = await spawnVisualQ('serve', env);
    servers.push(second);
    const done = await until('the job to complete', async () => {
      const { body } = await invokeOver(second.url, key, 'get_job_status', { jobId });
      return body.data.status === 'completed' ? body : undefined;
    });
    expect(done.data.attempts).toBe(2);
    expect(done.data.result.pages.map((p: any) => p.title)).toEqual([null, 'one', 'two', 'three']);
  });

  it('with artifacts in a bucket, a VRT run cut by kill -9 completes after restart, every image whole', async () => {
    const bucket = await startBucketServer();
    const s3env = {
      ...env,
      VISUALQ_ARTIFACTS: 's3',
      VISUALQ_S3_BUCKET: 'visualq',
      VISUALQ_S3_FORCE_PATH_STYLE: '1',
      AWS_ENDPOINT_URL_S3: bucket.endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    };
    try {
      await cli(['orgs', 'create', '--name', 'Bucket', '--plan', 'business'], s3env);
      await cli(['projects', 'create', '--org', 'bucket', '--name', 'Pages', '--base-url', site.url], s3env);
      const key = /key \(shown once.*\): (\S+)/.exec(
        await cli(['keys', 'create', '--org', 'bucket'], s3env),
      )![1];
      const first = await spawnVisualQ('serve', s3env);
      servers.push(first);
      for (const n of [1, 2, 3, 4]) {
        const made = await invokeOver(first.url, key, 'create_scenario', {
          label: `Page ${n}`,
          url: `/page/${n}`,
          viewports: ['desktop'],
          captureBaseline: false,
          confirm: true,
        });
        expect(made.body.ok, JSON.stringify(made.body)).toBe(true);
      }
      const started = await invokeOver(first.url, key, 'run_baseline', {});
      const runId = started.body.data.runId;
      await until('the run to be mid-capture', async () => site.hits.get('/page/1'));
      await first.kill('SIGKILL');

      const second = await spawnVisualQ('serve', s3env);
      servers.push(second);
      const done = await until('the run to end', async () => {
        const { body } = await invokeOver(second.url, key, 'get_run_status', { runId });
        return ['completed', 'failed', 'error'].includes(body.data?.status) ? body : undefined;
      });
      expect(done.data.status).toBe('completed');
      expect(done.data.summary).toMatchObject({ total: 4 });
      const report = await invokeOver(second.url, key, 'get_run_report', { runId });
      const links = [
        ...JSON.stringify(report.body.data).matchAll(/https?:\/\/[^"]+\/api\/artifacts\/[a-f0-9]{64}[^"]*/g),
      ].map((m) => m[0]);
      expect(links.length).toBeGreaterThanOrEqual(4);
      for (const link of links) {
        const image = await fetch(link);
        expect(image.status).toBe(200);
        expect(
          Buffer.from(await image.arrayBuffer())
            .subarray(1, 4)
            .toString(),
        ).toBe('PNG');
      }
    } finally {
      await bucket.close();
    }
  }, 120_000);
});
