import { sql, type Transaction } from 'kysely';
import type { Store } from '../store/db.js';
import { newId, nowIso } from '../store/ids.js';
import { toJson } from '../store/json.js';
import type { Database, JobTable } from '../store/schema.js';

export type JobRow = JobTable;

/** A worker's claim on a job; `epoch` (the claim count) changes whenever the job is claimed again. */
export interface Lease {
  jobId: string;
  workerId: string;
  epoch: number;
}

export function leaseOf(job: JobRow): Lease {
  return { jobId: job.id, workerId: job.worker_id ?? '', epoch: job.attempts };
}

/** Thrown when a worker writes for a job it no longer holds (it was presumed dead and requeued). */
export class LeaseLost extends Error {
  constructor(lease: Lease) {
    super(`job ${lease.jobId} is no longer held by ${lease.workerId} (epoch ${lease.epoch})`);
    this.name = 'LeaseLost';
  }
}

/**
 * The jobs table is the source of truth for every queue: a job runs only after an atomic claim
 * (status queued → running), so a duplicate delivery or a second worker never runs it twice.
 */
export class JobStore {
  constructor(private readonly store: Store) {}

  private get db() {
    return this.store.db;
  }

  async create(input: { orgId: string; keyId: string | null; tool: string; args: unknown }): Promise<JobRow> {
    const row: JobRow = {
      id: newId('job'),
      org_id: input.orgId,
      key_id: input.keyId,
      tool: input.tool,
      args: toJson(input.args),
      status: 'queued',
      outcome: null,
      attempts: 0,
      worker_id: null,
      heartbeat_at: null,
      created_at: nowIso(),
      started_at: null,
      finished_at: null,
    };
    await this.db.insertInto('jobs').values(row).execute();
    return row;
  }

  /**
   * Runs `write` in a transaction that first checks the lease still holds. On PostgreSQL the job row
   * stays locked until commit, so a requeue cannot slip in between the check and the write.
   */
  async fenced<T>(lease: Lease, write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      let check = trx
        .selectFrom('jobs')
        .select('id')
        .where('id', '=', lease.jobId)
        .where('worker_id', '=', lease.workerId)
        .where('attempts', '=', lease.epoch)
        .where('status', '=', 'running');
      if (this.store.dialect === 'postgres') check = check.forUpdate();
      if (!(await check.executeTakeFirst())) throw new LeaseLost(lease);
      return write(trx);
    });
  }

  async get(orgId: string, id: string): Promise<JobRow | undefined> {
    return this.db
      .selectFrom('jobs')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async byId(id: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async claim(id: string, workerId: string): Promise<JobRow | null> {
    const now = nowIso();
    const claimed = await this.db
      .updateTable('jobs')
      .set({
        status: 'running',
        worker_id: workerId,
        heartbeat_at: now,
        started_at: now,
        attempts: sql<number>`attempts + 1`,
      })
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
    return claimed ?? null;
  }

  /** Oldest queued job, claimed; losing a race to another worker just tries the next one. */
  async claimNext(workerId: string): Promise<JobRow | null> {
    for (let tries = 0; tries < 5; tries++) {
      const next = await this.db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .orderBy('created_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const claimed = await this.claim(next.id, workerId);
      if (claimed) return claimed;
    }
    return null;
  }

  async heartbeat(ids: string[], workerId: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('jobs')
      .set({ heartbeat_at: nowIso() })
      .where('id', 'in', ids)
      .where('worker_id', '=', workerId)
      .where('status', '=', 'running')
      .execute();
  }

  /** Only the worker that holds the claim can finish a job; a worker presumed dead cannot. */
  async finish(
    id: string,
    workerId: string,
    status: 'completed' | 'failed',
    outcome: unknown,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ status, outcome: toJson(outcome), finished_at: nowIso(), heartbeat_at: null })
      .where('id', '=', id)
      .where('worker_id', '=', workerId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Running jobs whose worker stopped beating before `cutoff` go back to the queue. */
  async requeueStale(cutoff: Date): Promise<string[]> {
    const stale = await this.db
      .selectFrom('jobs')
      .select(['id', 'heartbeat_at'])
      .where('status', '=', 'running')
      .where('heartbeat_at', '<', cutoff.toISOString())
      .execute();
    const requeued: string[] = [];
    for (const job of stale) {
      const result = await this.db
        .updateTable('jobs')
        .set({ status: 'queued', worker_id: null, heartbeat_at: null })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('heartbeat_at', '=', job.heartbeat_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) requeued.push(job.id);
    }
    return requeued;
  }

  /** Every running job goes back to the queue: for a process that is the only worker (SQLite). */
  async requeueAllRunning(): Promise<number> {
    const result = await this.db
      .updateTable('jobs')
      .set({ status: 'queued', worker_id: null, heartbeat_at: null })
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async queuedBefore(cutoff: Date): Promise<string[]> {
    const rows = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'queued')
      .where('created_at', '<', cutoff.toISOString())
      .execute();
    return rows.map((r) => r.id);
  }

  async counts(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }
}
