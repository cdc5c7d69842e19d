import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv } from '../src/test-support/database.js';
import { cli, invokeOver, type ServerProcess, spawnVisualQ, until } from '../src/test-support/process.js';
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
});
