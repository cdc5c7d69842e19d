import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../test-support/database.js';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';
import { PgBossQueue, QUEUE } from './pgboss-queue.js';
import type { JobOutcome } from './queue.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(TEST_DB === 'postgres')('pg-boss queue under a backlog', () => {
  let h: Harness;
  let t: Tenant;
  let db: pg.Client;
  const queues: PgBossQueue[] = [];

  const waitingMessages = async () =>
    Number(
      (
        await db.query(
          `select count(*) as n from pgboss.job where name = $1 and state in ('created', 'retry')`,
          [QUEUE],
        )
      ).rows[0].n,
    );

  const queue = async (workerId: string, workers: number) => {
    const q = new PgBossQueue(h.vq.services.jobs, {
      workerId,
      workers,
      execute: async (): Promise<JobOutcome> => done,
      heartbeatMs: 500,
      staleMs: 1_000,
      databaseUrl: h.databaseUrl!,
      dbTimeoutMs: 5_000,
      undeliveredAfterMs: 200,
    });
    queues.push(q);
    await q.start();
    return q;
  };
  const done: JobOutcome = { status: 'completed', outcome: { summary: 'done' } };

  beforeAll(async () => {
    // The server itself runs no job: the queues of this test are the only workers.
    h = await startHarness({ inProcessWorkers: 0 });
    t = await h.tenant();
    db = new pg.Client({ connectionString: h.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    for (const q of queues) await q.stop();
    await db.end();
    await h.close();
  });

  it('sends each queued job once, re-sends only a lost message, and a new job starts as soon as a worker is free', async () => {
    const idle = await queue('idle', 0);
    const ids: string[] = [];
    for (let i = 0; i < 500; i++) {
      const job = await h.vq.services.jobs.create({ orgId: t.orgId, keyId: null, tool: 'noop', args: {} });
      await idle.enqueued(job.id);
      ids.push(job.id);
    }
    // Well past the age at which a queued job counts as undelivered, over several sweeps.
    await sleep(2_500);
    expect(await waitingMessages()).toBe(500);

    // Messages lost (a process died between insert and send, or pg-boss dropped them): sent once more.
    await db.query(
      `delete from pgboss.job where id in (select id from pgboss.job where name = $1 and state = 'created' limit 100)`,
      [QUEUE],
    );
    expect(await waitingMessages()).toBe(400);
    await sleep(2_000);
    expect(await waitingMessages()).toBe(500);

    await queue('worker', 2);
    const drainStart = Date.now();
    for (;;) {
      const counts = await h.vq.services.jobs.counts();
      if ((counts.queued ?? 0) === 0 && (counts.running ?? 0) === 0) break;
      if (Date.now() - drainStart > 60_000) throw new Error(`backlog not drained: ${JSON.stringify(counts)}`);
      await sleep(100);
    }
    // A worker that is free takes the next message at once, not after its polling interval.
    expect(Date.now() - drainStart).toBeLessThan(30_000);

    const job = await h.vq.services.jobs.create({ orgId: t.orgId, keyId: null, tool: 'noop', args: {} });
    const queuedAt = Date.now();
    await queues[1].enqueued(job.id);
    while (!(await h.vq.services.jobs.byId(job.id))?.finished_at && Date.now() - queuedAt < 10_000)
      await sleep(50);
    const row = await h.vq.services.jobs.byId(job.id);
    expect(row?.status).toBe('completed');
    expect(Date.parse(row!.started_at!) - queuedAt).toBeLessThan(1_000);
    expect(await waitingMessages()).toBe(0);
  });
});
