import PgBoss from 'pg-boss';
import type { JobStore } from './job-store.js';
import type { JobQueue, QueueOptions } from './queue.js';
import { JobRunner } from './runner.js';

const QUEUE = 'visualq-jobs';
const UNDELIVERED_AFTER_MS = 60_000;

/**
 * pg-boss delivers job ids to any number of processes; the jobs table decides who runs them.
 * A sweeper in every process requeues jobs whose worker died and re-sends jobs never delivered.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly runner: JobRunner;
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly jobs: JobStore,
    private readonly options: QueueOptions & { databaseUrl: string },
  ) {
    this.boss = new PgBoss({ connectionString: options.databaseUrl, max: 4, schedule: false });
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
        await this.boss.work<{ jobId: string }>(
          QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            const claimed = await this.jobs.claim(job.data.jobId, this.options.workerId);
            if (claimed) await this.runner.run(claimed);
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
    const requeued = await this.jobs.requeueStale(new Date(now - this.options.staleMs));
    // A row inserted by a process that died before send() is queued but was never delivered.
    const undelivered = await this.jobs.queuedBefore(new Date(now - UNDELIVERED_AFTER_MS));
    const ids = [...requeued, ...undelivered];
    for (const id of new Set(ids)) await this.enqueued(id);
  }

  async enqueued(jobId: string): Promise<void> {
    await this.boss.send(QUEUE, { jobId }, { retryLimit: 0, expireInSeconds: 3600 });
  }

  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    await this.boss.offWork(QUEUE).catch(() => {});
    await this.runner.stop(5_000);
    await this.boss.stop({ graceful: false, wait: true }).catch(() => {});
  }
}
