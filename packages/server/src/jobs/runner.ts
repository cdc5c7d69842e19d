import type { JobRow, JobStore } from './job-store.js';
import type { QueueOptions } from './queue.js';

/** Runs claimed jobs with a heartbeat, and remembers what is in flight for a graceful stop. */
export class JobRunner {
  private readonly inFlight = new Map<string, Promise<void>>();
  private beat?: NodeJS.Timeout;

  constructor(
    private readonly jobs: JobStore,
    private readonly options: QueueOptions,
  ) {}

  get busy(): number {
    return this.inFlight.size;
  }

  start(): void {
    this.beat = setInterval(() => {
      void this.jobs.heartbeat([...this.inFlight.keys()], this.options.workerId).catch(() => {});
    }, this.options.heartbeatMs);
    this.beat.unref();
  }

  run(job: JobRow): Promise<void> {
    const done = this.execute(job).finally(() => this.inFlight.delete(job.id));
    this.inFlight.set(job.id, done);
    return done;
  }

  private async execute(job: JobRow): Promise<void> {
    const result = await this.options.execute(job).catch((error: unknown) => ({
      status: 'failed' as const,
      outcome: { error: { code: 'internal_error', message: String((error as Error)?.message ?? error) } },
    }));
    await this.jobs.finish(job.id, this.options.workerId, result.status, result.outcome);
  }

  async stop(graceMs: number): Promise<void> {
    const pending = Promise.allSettled([...this.inFlight.values()]);
    await Promise.race([pending, new Promise((r) => setTimeout(r, graceMs).unref())]);
    clearInterval(this.beat);
  }
}
