import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, TEST_DB } from '../src/test-support/database.js';
import { cli, invokeOver, type ServerProcess, spawnVisualQ, until } from '../src/test-support/process.js';
import { startSite, type TestSite } from '../src/test-support/site.js';

const JOBS = 12;

/** On PostgreSQL, `visualq worker` processes share the queue (pg-boss) and never run a job twice. */
describe.runIf(TEST_DB === 'postgres')('two workers on PostgreSQL', () => {
  let site: TestSite;
  let db: Awaited<ReturnType<typeof createPgDatabase>>;
  let dataDir: string;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    const pages = Object.fromEntries(
      Array.from({ length: JOBS }, (_, i) => [`/p/${i}`, { body: `<title>page ${i}</title>`, delayMs: 400 }]),
    );
    site = await startSite(pages);
    db = await createPgDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-workers-'));
  });
  afterAll(async () => {
    // Also the processes of a test that timed out: a paused worker would otherwise outlive the suite.
    for (const p of processes) {
      p.child.kill('SIGCONT');
      await p.kill('SIGKILL');
    }
    await site.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('spreads jobs over both workers and runs each exactly once', async () => {
    const env = { VISUALQ_DATA_DIR: dataDir, DATABASE_URL: db.url, VISUALQ_RATE_LIMIT_BURST: '100000' };
    await cli(['orgs', 'create', '--name', 'Workers', '--plan', 'business'], env);
    await cli(['projects', 'create', '--org', 'workers', '--name', 'Site', '--base-url', site.url], env);
    const key = /key \(shown once.*\): (\S+)/.exec(
      await cli(['keys', 'create', '--org', 'workers'], env),
    )![1];

    const server = await spawnVisualQ('serve', { ...env, VISUALQ_WORKERS: '0' });
    processes.push(server);
    processes.push(await spawnVisualQ('worker', { ...env, VISUALQ_WORKERS: '2' }));
    processes.push(await spawnVisualQ('worker', { ...env, VISUALQ_WORKERS: '2' }));

    const jobIds: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      const { body } = await invokeOver(server.url, key, 'crawl_site', {
        baseUrl: `${site.url}/p/${i}`,
        limit: 1,
      });
      jobIds.push(body.data.jobId);
    }
    await until(
      'every job to complete',
      async () => {
        const states = await Promise.all(
          jobIds.map(
            async (jobId) =>
              (await invokeOver(server.url, key, 'get_job_status', { jobId })).body.data.status,
          ),
        );
        return states.every((s) => s === 'completed');
      },
      60_000,
    );

    for (let i = 0; i < JOBS; i++) expect(site.hits.get(`/p/${i}`), `page ${i} fetched once`).toBe(1);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query('SELECT attempts, worker_id FROM jobs');
    await client.end();
    expect(rows).toHaveLength(JOBS);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    const workers = new Set(rows.map((r) => r.worker_id.split(':').slice(0, 2).join(':')));
    expect(workers.size).toBe(2);
  }, 150_000);

  it('a worker paused past the stale timeout cannot add results next to its replacement', async () => {
    const pausedDb = await createPgDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-paused-'));
    const env = {
      VISUALQ_DATA_DIR: dir,
      DATABASE_URL: pausedDb.url,
      VISUALQ_JOB_STALE_MS: '1500',
      VISUALQ_CAPTURE_CONCURRENCY: '1',
    };
    const own: ServerProcess[] = [];
    const spawnOwn = async (...args: Parameters<typeof spawnVisualQ>) => {
      const started = await spawnVisualQ(...args);
      own.push(started);
      processes.push(started);
      return started;
    };
    try {
      await cli(['orgs', 'create', '--name', 'Paused', '--plan', 'business'], env);
      await cli(['projects', 'create', '--org', 'paused', '--name', 'Site', '--base-url', site.url], env);
      const key = /key \(shown once.*\): (\S+)/.exec(
        await cli(['keys', 'create', '--org', 'paused'], env),
      )![1];
      const server = await spawnOwn('serve', { ...env, VISUALQ_WORKERS: '0' });
      for (let i = 0; i < 4; i++) {
        await invokeOver(server.url, key, 'create_scenario', {
          label: `Page ${i}`,
          url: `/p/${i}`,
          viewports: ['phone', 'desktop'],
          captureBaseline: false,
          confirm: true,
        });
      }
      const first = await spawnOwn('worker', { ...env, VISUALQ_WORKERS: '1' });
      const { runId } = (await invokeOver(server.url, key, 'run_baseline', {})).body.data;

      const client = new pg.Client({ connectionString: pausedDb.url });
      await client.connect();
      const resultCount = async () =>
        Number(
          (await client.query('SELECT count(*) AS n FROM results WHERE run_id = $1', [runId])).rows[0].n,
        );
      await until('the first worker to write results', async () => (await resultCount()) >= 2, 60_000);
      first.child.kill('SIGSTOP');
      await spawnOwn('worker', { ...env, VISUALQ_WORKERS: '1' });
      const finished = await until(
        'the replacement to finish the run',
        async () => {
          const { body } = await invokeOver(server.url, key, 'get_run_status', { runId });
          return ['queued', 'running'].includes(body.data.status) ? undefined : body.data;
        },
        90_000,
      );
      first.child.kill('SIGCONT');
      // The paused worker wakes up in the middle of a capture and tries to write it.
      await new Promise((r) => setTimeout(r, 4_000));
      expect(finished.summary).toEqual({ total: 8, passed: 8, failed: 0 });
      expect(await resultCount()).toBe(8);
      const { rows } = await client.query(
        'SELECT count(DISTINCT scenario_id || viewport) AS n, max(attempts) AS attempts FROM results, jobs WHERE run_id = $1 AND jobs.id = (SELECT job_id FROM runs WHERE id = $1)',
        [runId],
      );
      expect(Number(rows[0].n)).toBe(8);
      expect(Number(rows[0].attempts)).toBeGreaterThanOrEqual(2);
      const run = (await invokeOver(server.url, key, 'get_run_status', { runId })).body.data;
      expect(run.summary.total).toBe(8);
      await client.end();
    } finally {
      for (const p of own) {
        p.child.kill('SIGCONT');
        await p.kill('SIGKILL');
      }
      await pausedDb.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Its own waits (60 s for the first results, 90 s for the replacement) bound it, not the default.
  }, 240_000);
});
