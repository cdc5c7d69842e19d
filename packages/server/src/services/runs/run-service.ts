import type { Transaction } from 'kysely';
import { ToolError } from '../../errors.js';
import { type JobStore, type Lease, LeaseLost } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { toJson } from '../../store/json.js';
import type { Database } from '../../store/schema.js';
import type { ProjectService, Target } from '../projects.js';
import { type Fenced, MAIN_BRANCH, RUN_JOB, type Run, type RunMeta } from './run.js';

export interface RunServiceDeps {
  store: Store;
  projects: ProjectService;
  jobs: JobStore;
  enqueue: (jobId: string) => Promise<void>;
}

/**
 * The run lifecycle every pillar shares: queueing a run and its job, the fenced claim, the
 * verdict, and reading runs back (latest, history). Each pillar supplies only its work.
 */
export class RunService {
  constructor(private readonly deps: RunServiceDeps) {}

  private get db() {
    return this.deps.store.db;
  }

  async queue(
    orgId: string,
    keyId: string | null,
    target: Target,
    request: RunMeta & { type: string },
    work: unknown,
    inJob?: string | null,
  ): Promise<Run> {
    const run: Run = {
      id: newId('run'),
      org_id: orgId,
      project_id: target.project.id,
      environment_id: target.environment.id,
      type: request.type,
      status: 'queued',
      branch: request.branch?.trim() || MAIN_BRANCH,
      commit_sha: request.commitSha ?? null,
      pr_number: request.prNumber ?? null,
      pr_url: request.prUrl ?? null,
      ci_provider: request.ciProvider ?? null,
      jira_key: request.jiraKey ?? null,
      request: toJson(work),
      job_id: null,
      total: 0,
      passed: 0,
      failed: 0,
      error: null,
      created_at: nowIso(),
      started_at: null,
      finished_at: null,
    };
    if (inJob !== undefined) {
      run.job_id = inJob;
      if (inJob === null) Object.assign(run, { status: 'running', started_at: run.created_at });
      await this.db.insertInto('runs').values(run).execute();
      return run;
    }
    const job = await this.deps.jobs.create({ orgId, keyId, tool: RUN_JOB, args: { runId: run.id } });
    run.job_id = job.id;
    await this.db.insertInto('runs').values(run).execute();
    await this.deps.enqueue(job.id);
    return run;
  }

  /** The project's runs of a type that are still going. */
  async running(projectId: string, type: string): Promise<Run[]> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('type', '=', type)
      .where('status', 'in', ['queued', 'running'])
      .execute();
  }

  /**
   * Baseline runs a test run must wait for: of its project and environment, on its branch or the
   * main branch (whose baselines it falls back to), queued or running, and started before it.
   */
  async baselinesAhead(
    run: Pick<Run, 'id' | 'project_id' | 'environment_id' | 'branch' | 'created_at'>,
  ): Promise<Run[]> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('project_id', '=', run.project_id)
      .where('environment_id', '=', run.environment_id)
      .where('type', '=', 'baseline')
      .where('branch', 'in', [...new Set([run.branch, MAIN_BRANCH])])
      .where('status', 'in', ['queued', 'running'])
      .where('created_at', '<=', run.created_at)
      .where('id', '!=', run.id)
      .orderBy('created_at')
      .execute();
  }

  /** A parent run's verdict, once (a second call finds it no longer running and changes nothing). */
  async settleParent(runId: string, verdict: Partial<Run>): Promise<void> {
    await this.db
      .updateTable('runs')
      .set(verdict)
      .where('id', '=', runId)
      .where('status', '=', 'running')
      .execute();
  }

  async byId(runId: string): Promise<Run | undefined> {
    return this.db.selectFrom('runs').selectAll().where('id', '=', runId).executeTakeFirst();
  }

  async get(orgId: string, runId: string): Promise<Run | undefined> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', runId)
      .executeTakeFirst();
  }

  async require(orgId: string, runId: string): Promise<Run> {
    const run = await this.get(orgId, runId);
    if (!run) throw runNotFound(runId);
    return run;
  }

  /** The newest run of an environment, optionally of one type and only finished ones. */
  async latest(
    target: Target,
    options: { type?: string; finished?: boolean } = {},
  ): Promise<Run | undefined> {
    let q = this.db
      .selectFrom('runs')
      .selectAll()
      .where('project_id', '=', target.project.id)
      .where('environment_id', '=', target.environment.id);
    if (options.type) q = q.where('type', '=', options.type);
    if (options.finished) q = q.where('status', 'in', ['completed', 'failed', 'error']);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  /** Finished runs of one type that started after a moment, newest first. */
  async finishedSince(target: Target, type: string, since: string, limit = 20): Promise<Run[]> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('project_id', '=', target.project.id)
      .where('environment_id', '=', target.environment.id)
      .where('type', '=', type)
      .where('status', 'in', ['completed', 'failed', 'error'])
      .where('started_at', '>', since)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async history(target: Target, limit: number): Promise<Run[]> {
    return this.db
      .selectFrom('runs')
      .selectAll()
      .where('project_id', '=', target.project.id)
      .where('environment_id', '=', target.environment.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * The lifecycle every run type shares. Safe to call again after a crash: the pillar's partial
   * results are cleared and redone. Every write is fenced by the job's lease, so a worker that was
   * presumed dead (paused, cut off) and whose job now runs elsewhere cannot add a result or change
   * the run. The pillar's work answers its counts; its `error` makes the run an error.
   */
  async lifecycle(
    runId: string,
    lease: Lease,
    pillar: {
      clear(trx: Transaction<Database>): Promise<unknown>;
      work(
        run: Run,
        fenced: Fenced,
        target: Target,
      ): Promise<{ total: number; failed: number; error: string | null }>;
    },
  ): Promise<Run> {
    const run = await this.byId(runId);
    if (!run) throw new Error(`run ${runId} does not exist`);
    if (['completed', 'failed', 'error'].includes(run.status)) return run;
    const fenced: Fenced = (write) => this.deps.jobs.fenced(lease, write);
    await fenced(async (trx) => {
      await pillar.clear(trx);
      await trx
        .updateTable('runs')
        .set({ status: 'running', started_at: nowIso() })
        .where('id', '=', runId)
        .execute();
    });
    let verdict: Partial<Run>;
    try {
      const target = await this.deps.projects.resolve(run.org_id, {
        project: run.project_id,
        environment: run.environment_id,
      });
      const { total, failed, error } = await pillar.work(run, fenced, target);
      verdict = {
        status: error ? 'error' : failed > 0 ? 'failed' : 'completed',
        total,
        passed: total - failed,
        failed,
        error,
      };
    } catch (error) {
      // A lost lease means another worker owns the run now: leave it alone.
      if (error instanceof LeaseLost) throw error;
      verdict = { status: 'error', error: (error as Error).message };
    }
    await fenced((trx) =>
      trx
        .updateTable('runs')
        .set({ ...verdict, finished_at: nowIso() })
        .where('id', '=', runId)
        .execute(),
    );
    return (await this.byId(runId))!;
  }
}

/** A run id the caller cannot see: recoverable by listing the runs it can. */
export function runNotFound(runId: string): ToolError {
  return new ToolError('tool_error', `run ${runId} not found in this org`, {
    recoverable: true,
    nextActions: [{ label: 'List the recent runs', tool: 'get_run_history', args: {} }],
  });
}
