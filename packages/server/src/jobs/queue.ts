import type { JobRow } from './job-store.js';

export interface JobOutcome {
  status: 'completed' | 'failed';
  outcome: unknown;
}

/** Runs one claimed job; supplied by the application, so the queue knows nothing of tools. */
export type JobExecutor = (job: JobRow) => Promise<JobOutcome>;

export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss';
  readonly workers: number;
  start(): Promise<void>;
  /** A job row was inserted: deliver it to a worker. */
  enqueued(jobId: string): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  workerId: string;
  workers: number;
  execute: JobExecutor;
  heartbeatMs: number;
  /** A running job whose heartbeat is older than this is presumed orphaned and requeued. */
  staleMs: number;
}
