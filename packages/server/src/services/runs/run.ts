import type { CiRunStatus } from '@visualq/contract';
import type { Transaction } from 'kysely';
import type { Database, RunTable } from '../../store/schema.js';

/** One run of any pillar: a test or baseline VRT run, an FRT, tracking, perf, a11y… run, a full audit. */
export type Run = RunTable;

/** Runs a write in a transaction that holds only while the job's lease does. */
export type Fenced = <T>(write: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
/** The branch runs compare against when they name none, and approvals land on by default. */
export const MAIN_BRANCH = 'main';

/** The job that carries a queued run of any type out. */
export const RUN_JOB = 'runs.execute';

/** What any run may say about where its code comes from (CI sends it). */
export interface RunMeta {
  branch?: string;
  commitSha?: string;
  prNumber?: number;
  prUrl?: string;
  ciProvider?: string;
  jiraKey?: string;
}

/** What a run's CI status reads: queued counts as running, as published clients poll. */
export function ciStatus(run: Run): CiRunStatus {
  return run.status === 'queued' || run.status === 'running' ? 'running' : (run.status as CiRunStatus);
}

export function runView(run: Run) {
  return {
    runId: run.id,
    projectId: run.project_id,
    type: run.type,
    status: run.status,
    branch: run.branch,
    commitSha: run.commit_sha,
    prNumber: run.pr_number,
    prUrl: run.pr_url,
    ciProvider: run.ci_provider,
    jiraKey: run.jira_key,
    jobId: run.job_id,
    summary: { total: run.total, passed: run.passed, failed: run.failed },
    error: run.error,
    createdAt: run.created_at,
    startedAt: run.started_at,
    finishedAt: run.finished_at,
    durationMs:
      run.started_at && run.finished_at ? Date.parse(run.finished_at) - Date.parse(run.started_at) : null,
  };
}

/**
 * A run's counts from its results (`failing` says which statuses count as failed); a run whose
 * every result is an error is itself an error, named by the first one (after `nothingDone`).
 */
export function verdictOf(
  results: Array<{ status: string; error: string | null }>,
  failing: (status: string) => boolean,
  nothingDone?: string,
) {
  const allError = results.length > 0 && results.every((r) => r.status === 'error');
  return {
    total: results.length,
    failed: results.filter((r) => failing(r.status)).length,
    error: allError ? [nothingDone, results[0].error ?? 'no result'].filter(Boolean).join(': ') : null,
  };
}
