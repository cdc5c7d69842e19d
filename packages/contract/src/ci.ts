/** Shapes of /api/ci/*: these are not ToolResponses (seed: "CI tools"). */

export interface CiProject {
  id: string;
  name: string;
  slug: string;
  baseUrl: string;
  scenarioCount: number;
}

export interface CiProjectsResponse {
  projects: CiProject[];
}

export const CI_RUN_TYPES = [
  'test',
  'baseline',
  'frt',
  'tracking',
  'perf',
  'a11y',
  'security',
  'privacy',
  'seo',
  'full-audit',
] as const;
export type CiRunType = (typeof CI_RUN_TYPES)[number];

export interface CiRunRequest {
  type: CiRunType;
  project: string;
  environment?: string;
  scenarios?: string[];
  browsers?: string[];
  featureIds?: string[];
  pillars?: string[];
  commitSha?: string;
  branch?: string;
  prNumber?: number;
  prUrl?: string;
  ciProvider?: string;
  jiraKey?: string;
}

export interface CiRunResponse {
  success: boolean;
  runId: string;
  projectId: string;
  type: CiRunType;
  environmentName: string;
  environmentId: string;
  statusUrl: string;
  message: string;
}

/** `running` until terminal (queued counts as running): clients poll while it is `running`. */
export type CiRunStatus = 'running' | 'completed' | 'failed' | 'error';

/** The type a status reports: perf and SEO runs report `perf-test` and `seo-test`, the values the published GitHub Action compares. */
export type CiStatusType = Exclude<CiRunType, 'perf' | 'seo'> | 'perf-test' | 'seo-test';

export interface CiStatusResponse {
  runId: string;
  projectId: string;
  status: CiRunStatus;
  type: CiStatusType;
  duration: number | null;
  /** In results: captures (VRT), scenarios (FRT), events and pages (tracking), pages (perf). */
  summary: { total: number; passed: number; failed: number };
  error: string | null;
  /** Perf runs: mean performance score (0–100) of the audited pages. */
  perfScore?: number | null;
  perfAvgLcp?: number | null;
  perfAvgCls?: number | null;
  /** Perf runs with budgets: the verdict and each missed budget, e.g. "/pricing mobile: LCP 3120 ms > 2500 ms". */
  perfBudgetResult?: { pass: boolean; violations: string[] };
  /** SEO runs: mean Lighthouse SEO score (0–100) and the pages that passed and failed the checks. */
  seoScore?: number | null;
  seoPassed?: number;
  seoFailed?: number;
  /** Full audits: the child runs, and each pillar's run, status and summary (or why it was skipped). */
  pageBatchRunId?: string | null;
  frtBatchRunId?: string | null;
  trackingRunId?: string | null;
  pillars?: Record<string, unknown>;
}

export interface CiErrorResponse {
  success: false;
  error: { code: string; message: string };
}
