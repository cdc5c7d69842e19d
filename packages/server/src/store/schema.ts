/**
 * Table types, portable across SQLite and PostgreSQL: ids and timestamps are text (ISO 8601),
 * JSON is stored as text, booleans as 0/1 integers.
 */
export interface OrgTable {
  id: string;
  name: string;
  slug: string;
  plan: string;
  created_at: string;
}

export interface ProjectTable {
  id: string;
  org_id: string;
  name: string;
  slug: string;
  base_url: string;
  description: string | null;
  /** JSON budgets a perf run uses when it names none. */
  perf_budgets: string | null;
  /** owner/name of the GitHub repository whose PRs get VisualQ's comment. */
  github_repo: string | null;
  /** JSON list of the engines a scenario or journey uses when it names none; null: Chromium. */
  browsers: string | null;
  created_at: string;
}

export interface EnvironmentTable {
  id: string;
  project_id: string;
  name: string;
  base_url: string | null;
  is_default: number;
  created_at: string;
}

export interface ApiKeyTable {
  id: string;
  org_id: string;
  /** Default project (org keys) or the bound project (project keys). */
  project_id: string | null;
  kind: string;
  name: string;
  /** The first characters of the key, enough to recognise it in a list. */
  prefix: string;
  hash: string;
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface JobTable {
  id: string;
  org_id: string;
  key_id: string | null;
  tool: string;
  args: string;
  status: string;
  /** The tool's outcome once finished: {summary, data, warnings, nextActions} or {error, data}. */
  outcome: string | null;
  attempts: number;
  worker_id: string | null;
  heartbeat_at: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface AuditLogTable {
  id: string;
  org_id: string;
  key_id: string | null;
  tool: string;
  args: string;
  outcome: string;
  error_code: string | null;
  created_at: string;
}

export interface ArtifactTable {
  org_id: string;
  hash: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface ProjectFileTable {
  project_id: string;
  /** The name upload steps use: `I upload "cv.pdf" to "CV"`. */
  name: string;
  hash: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface ScenarioTable {
  id: string;
  project_id: string;
  label: string;
  /** A path on the environment's base URL, or an absolute URL on a project host. */
  url: string;
  /** ScenarioOptions as JSON. */
  options: string;
  created_at: string;
  updated_at: string;
  /** Set when deleted: the scenario leaves every run, its past results and baselines stay. */
  deleted_at: string | null;
}

export interface ScenarioRuleTable {
  id: string;
  scenario_id: string;
  /** comparison (ignore, dynamic, layout-only) or content (text, images, all-content). */
  kind: string;
  selector: string;
  mode: string;
  viewport: string | null;
  reason: string | null;
  created_at: string;
}

export interface RunTable {
  id: string;
  org_id: string;
  project_id: string;
  environment_id: string;
  type: string;
  /** queued | running | completed | failed | error */
  status: string;
  branch: string;
  commit_sha: string | null;
  pr_number: number | null;
  pr_url: string | null;
  ci_provider: string | null;
  jira_key: string | null;
  /** What was asked: scenario labels, browsers. */
  request: string;
  job_id: string | null;
  total: number;
  passed: number;
  failed: number;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface ResultTable {
  id: string;
  run_id: string;
  scenario_id: string;
  scenario_label: string;
  viewport: string;
  browser: string;
  /** pass | fail | new | error */
  status: string;
  mismatch_percent: number | null;
  changed_pixels: number | null;
  test_hash: string | null;
  baseline_hash: string | null;
  diff_hash: string | null;
  baseline_id: string | null;
  /** Regions, sizes, masks, layout boxes, timings, as JSON. */
  details: string;
  error: string | null;
  approved_at: string | null;
  approved_by: string | null;
  created_at: string;
}

export interface BaselineTable {
  id: string;
  scenario_id: string;
  environment_id: string;
  viewport: string;
  browser: string;
  branch: string;
  image_hash: string;
  width: number;
  height: number;
  /** Masks and layout boxes of the capture, as JSON. */
  details: string;
  source_result_id: string | null;
  approved_by: string | null;
  is_current: number;
  created_at: string;
}

export interface FrtFeatureTable {
  id: string;
  project_id: string;
  name: string;
  description: string;
  gherkin: string;
  start_path: string | null;
  base_url: string | null;
  /** JSON list of ticket ids (BN-470) found in the name, description and tags. */
  ticket_ids: string;
  requires_auth: number;
  /** The project's login feature: the preamble of every requiresAuth feature. */
  is_login: number;
  group_name: string | null;
  /** The plain-language goal it was written from, if any. */
  goal: string | null;
  created_at: string;
  updated_at: string;
}

export interface FrtStepDefTable {
  id: string;
  project_id: string;
  expression: string;
  description: string;
  /** JSON Action[] with $1… placeholders. */
  actions: string;
  /** The playwrightCode it was made from, kept for people to read; never run. */
  source: string | null;
  forked_from: string | null;
  created_at: string;
  updated_at: string;
}

export interface A11yResultTable {
  id: string;
  run_id: string;
  scenario_id: string;
  scenario_label: string;
  viewport: string;
  url: string;
  /** pass | fail | error */
  status: string;
  /** JSON: violations by impact with their nodes (crops as artifact hashes), the threshold. */
  detail: string;
  error: string | null;
  created_at: string;
}

export interface PageCheckResultTable {
  id: string;
  run_id: string;
  scenario_id: string;
  scenario_label: string;
  url: string;
  /** pass | fail | error */
  status: string;
  /** JSON list of findings (id, severity, title, evidence, fix). */
  findings: string;
  /** SEO: Lighthouse's SEO score of the page (0–100); null for other pillars or when it failed. */
  score: number | null;
  error: string | null;
  created_at: string;
}

export interface UiSessionTable {
  id_hash: string;
  key_id: string;
  csrf: string;
  created_at: string;
  expires_at: string;
}

export interface UiSignInLinkTable {
  token_hash: string;
  key_id: string;
  expires_at: string;
}

export interface ThumbnailTable {
  source_hash: string;
  width: number;
  thumb_hash: string;
}

export interface PerfResultTable {
  id: string;
  run_id: string;
  scenario_id: string;
  scenario_label: string;
  url: string;
  /** mobile | desktop */
  preset: string;
  /** pass | fail | error */
  status: string;
  /** JSON: scores, metrics, spread over the runs, budget checks, opportunities. */
  detail: string;
  lhr_hash: string | null;
  html_hash: string | null;
  error: string | null;
  created_at: string;
}

export interface TrackingPlanTable {
  id: string;
  project_id: string;
  environment_id: string;
  /** The plan as JSON (pages, events, their variables and links, collectors). */
  doc: string;
  version: number;
  updated_at: string;
}

export interface TrackingResultTable {
  id: string;
  run_id: string;
  /** event | page | journey */
  kind: string;
  subject_id: string;
  status: string;
  detail: string;
  created_at: string;
}

export interface FrtResultTable {
  id: string;
  run_id: string;
  feature_id: string;
  feature_name: string;
  scenario: string;
  /** Examples row of an outline, -1 for a plain scenario. */
  example: number;
  status: string;
  /** JSON list of step records (status, duration, error, url, screenshot hash…). */
  steps: string;
  error: string | null;
  trace_hash: string | null;
  duration_ms: number;
  /** 1 when the login preamble was not run again: its cookies from earlier in the run were restored. */
  login_reused: number;
  /** A failed scenario run once more with a trace: 'passed' (flaky) or 'failed'; null when not retried. */
  retry: string | null;
  /** The engine the scenario ran in. */
  browser: string;
  created_at: string;
}

export interface RateLimitTable {
  key_id: string;
  tokens: number;
  at_ms: number;
  allowed: boolean;
}

export interface ServerSettingTable {
  name: string;
  value: string;
}

export interface RecordingSessionTable {
  id: string;
  org_id: string;
  project_id: string;
  environment_id: string;
  objective: string;
  start_path: string;
  /** JSON list of the objective's clauses still to carry out after the start page. */
  clauses: string;
  /** JSON list of the clauses carried out so far, each with its steps and URL. */
  grounded: string;
  max_turns: number;
  /** recording | complete | blocked | finished */
  status: string;
  feature_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  orgs: OrgTable;
  projects: ProjectTable;
  frt_features: FrtFeatureTable;
  frt_step_defs: FrtStepDefTable;
  frt_results: FrtResultTable;
  tracking_plans: TrackingPlanTable;
  tracking_results: TrackingResultTable;
  perf_results: PerfResultTable;
  a11y_results: A11yResultTable;
  page_check_results: PageCheckResultTable;
  ui_sessions: UiSessionTable;
  ui_sign_in_links: UiSignInLinkTable;
  thumbnails: ThumbnailTable;
  environments: EnvironmentTable;
  api_keys: ApiKeyTable;
  jobs: JobTable;
  audit_logs: AuditLogTable;
  artifacts: ArtifactTable;
  project_files: ProjectFileTable;
  recording_sessions: RecordingSessionTable;
  server_settings: ServerSettingTable;
  rate_limits: RateLimitTable;
  scenarios: ScenarioTable;
  scenario_rules: ScenarioRuleTable;
  runs: RunTable;
  results: ResultTable;
  baselines: BaselineTable;
}
