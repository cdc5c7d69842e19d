import type pg from 'pg';
import PgBoss from 'pg-boss';
import { boundedPool, pgBossDatabase } from '../store/pg-pool.js';
import type { JobStore } from './job-store.js';
import type { JobQueue, QueueOptions } from './queue.js';
import { JobRunner } from './runner.js';

export const QUEUE = 'visualq-jobs';
/** A queued job older than this with no live message is sent again. */
const UNDELIVERED_AFTER_MS = 10_000;

/**
 * pg-boss delivers job ids to any number of processes; the jobs table decides who runs them.
 * A sweeper in every process requeues jobs whose worker died, and re-sends a queued job only when
 * no message for it waits any more: a backlog never multiplies its own messages.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly runner: JobRunner;
  private sweeper?: NodeJS.Timeout;

  private readonly pool: pg.Pool;

  constructor(
    private readonly jobs: JobStore,
    private readonly options: QueueOptions & {
      databaseUrl: string;
      dbTimeoutMs: number;
      undeliveredAfterMs?: number;
    },
  ) {
    this.pool = boundedPool(options.databaseUrl, options.dbTimeoutMs, { max: 4 });
    this.boss = new PgBoss({ db: pgBossDatabase(this.pool), schedule: false });
    this.boss.on('error', () => {});
    this.runner = new JobRunner(jobs, options);
  }

  get workers(): number {
    return this.options.workers;
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(QUEUE);
    if (this.options.workers > 0) {
      this.runner.start();
      for (let i = 0; i < this.options.workers; i++) {
        const workerId = await this.boss.work<{ jobId: string }>(
          QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            const claimed = await this.jobs.claim(job.data.jobId, this.options.workerId);
            if (claimed) await this.runner.run(claimed);
            // pg-boss waits out its polling interval after every message; a worker that just got
            // free (or a message whose job was already taken) fetches the next one at once.
            setImmediate(() => this.boss.notifyWorker(workerId));
          },
        );
      }
    }
    const sweepMs = Math.max(1_000, Math.floor(this.options.staleMs / 2));
    this.sweeper = setInterval(() => void this.sweep().catch(() => {}), sweepMs);
    this.sweeper.unref();
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    // A job whose worker died: its old message is gone with the worker, so it is sent once more.
    const requeued = await this.jobs.requeueStale(new Date(now - this.options.staleMs));
    for (const id of requeued) await this.enqueued(id);
    // A row inserted by a process that died before send() is queued but has no message.
    const undeliveredAfterMs = this.options.undeliveredAfterMs ?? UNDELIVERED_AFTER_MS;
    const old = await this.jobs.queuedBefore(new Date(now - undeliveredAfterMs));
    const waiting = await this.waitingMessages(old);
    for (const id of old) if (!waiting.has(id) && !requeued.includes(id)) await this.enqueued(id);
  }

  /**
   * The jobs among `ids` that still have a live message: one waiting for a worker, or one a worker
   * took moments ago. A message taken long ago whose job is still queued was lost on its way (its
   * worker died, or the answer to its fetch never arrived): it no longer counts.
   */
  async waitingMessages(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const takenWithinS = Math.ceil((this.options.undeliveredAfterMs ?? UNDELIVERED_AFTER_MS) / 1000);
    const rows = (await this.boss.getDb().executeSql(
      `select data->>'jobId' as id from pgboss.job
        where name = $1 and data->>'jobId' = any($2::text[])
          and (state in ('created', 'retry')
               or (state = 'active' and started_on > now() - make_interval(secs => $3)))`,
      [QUEUE, ids, takenWithinS],
    )) as { rows: { id: string }[] };
    return new Set(rows.rows.map((r) => r.id));
  }

  async enqueued(jobId: string): Promise<void> {
    await this.boss.send(QUEUE, { jobId }, { retryLimit: 0, expireInSeconds: 3600 });
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.boss.offWork(QUEUE).catch(() => {});
    await this.runner.stop(5_000);
    await this.boss.stop({ graceful: false, wait: true }).catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
