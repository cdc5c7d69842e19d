import type { JobStore } from './job-store.js';
import type { JobQueue, QueueOptions } from './queue.js';
import { JobRunner } from './runner.js';

const POLL_MS = 500;

/**
 * In-process workers over the jobs table. With SQLite this process is the only worker, so a job
 * still marked running at start was orphaned by a crash and is queued again.
 */
export class EmbeddedQueue implements JobQueue {
  readonly kind = 'embedded' as const;
  private readonly runner: JobRunner;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private pumping = false;

  constructor(
    private readonly jobs: JobStore,
    private readonly options: QueueOptions & { soleWorker: boolean },
  ) {
    this.runner = new JobRunner(jobs, options);
  }

  get workers(): number {
    return this.options.workers;
  }

  async start(): Promise<void> {
    if (this.options.workers <= 0) return;
    if (this.options.soleWorker) await this.jobs.requeueAllRunning();
    this.runner.start();
    this.schedule(0);
  }

  async enqueued(): Promise<void> {
    if (this.options.workers > 0) this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pump(), delay);
    this.timer.unref();
  }

  private async pump(): Promise<void> {
    if (this.pumping || this.stopped) return;
    this.pumping = true;
    try {
      if (!this.options.soleWorker) {
        await this.jobs.requeueStale(new Date(Date.now() - this.options.staleMs));
      }
      while (!this.stopped && this.runner.busy < this.options.workers) {
        const job = await this.jobs.claimNext(this.options.workerId);
        if (!job) break;
        void this.runner.run(job).then(() => this.schedule(0));
      }
    } catch {
      // The database may be briefly unavailable; the next poll tries again.
    } finally {
      this.pumping = false;
      this.schedule(POLL_MS);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.runner.stop(5_000);
  }
}
