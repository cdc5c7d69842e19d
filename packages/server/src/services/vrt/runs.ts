import type { CiRunStatus } from '@visualq/contract';
import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { CaptureError, type CaptureResult, capturePage } from '../../engines/capture/capture.js';
import type { Rect } from '../../engines/diff/compare.js';
import type { DiffOutcome } from '../../engines/diff/diff-pngs.js';
import type { DiffPool } from '../../engines/diff/pool.js';
import { ToolError } from '../../errors.js';
import type { JobStore } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import type { ResultTable, RunTable } from '../../store/schema.js';
import type { ArtifactService } from '../artifacts.js';
import { assertNetworkAllowed } from '../network-policy.js';
import type { ProjectService, Target } from '../projects.js';
import type { SiteService } from '../site.js';
import { type BaselineKey, type BaselineService, MAIN_BRANCH } from './baselines.js';
import {
  parseRect,
  type Scenario,
  type ScenarioRule,
  type ScenarioService,
  SUPPORTED_BROWSERS,
  type Viewport,
} from './scenarios.js';

export type Run = RunTable;
export type Result = ResultTable;
export type RunType = 'test' | 'baseline';

/** A changed area smaller than this many pixels is noise, not a change a person would see. */
export const MIN_REGION_PIXELS = 3;
const RUN_TIMEOUT_MS = 15 * 60_000;
export const RUN_JOB = 'vrt.run';

export interface RunRequest {
  type: RunType;
  scenarios?: string[];
  browsers?: string[];
  branch?: string;
  commitSha?: string;
  prNumber?: number;
  prUrl?: string;
  ciProvider?: string;
  jiraKey?: string;
}

export interface ResultDetails {
  url: string;
  width: number;
  height: number;
  baselineSize?: { width: number; height: number };
  regions?: Array<Rect & { pixels: number }>;
  layoutChanges?: Array<{ selector: string; baseline: Rect[]; test: Rect[] }>;
  masks: Rect[];
  layout: Record<string, Rect[]>;
  text?: string;
  antialiasedPixels?: number;
  ignoredPixels?: number;
  captureMs?: number;
  diffMs?: number;
  shots?: number;
  httpStatus?: number | null;
}

export function ciStatus(run: Run): CiRunStatus {
  return run.status === 'queued' || run.status === 'running' ? 'running' : (run.status as CiRunStatus);
}

export function runView(run: Run) {
  return {
    runId: run.id,
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

async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

function sameRects(a: Rect[], b: Rect[]): boolean {
  return (
    a.length === b.length &&
    a.every((r, i) => r.x === b[i].x && r.y === b[i].y && r.width === b[i].width && r.height === b[i].height)
  );
}

export interface RunDeps {
  store: Store;
  scenarios: ScenarioService;
  baselines: BaselineService;
  artifacts: ArtifactService;
  projects: ProjectService;
  site: SiteService;
  jobs: JobStore;
  enqueue: (jobId: string) => Promise<void>;
  browsers: () => BrowserPool;
  diffs: () => DiffPool;
  allowPrivateNetwork: boolean;
}

/** VRT runs: one code path behind /api/ci/run and the run_* tools. */
export class RunService {
  constructor(private readonly deps: RunDeps) {}

  private get db() {
    return this.deps.store.db;
  }

  async start(orgId: string, keyId: string | null, target: Target, request: RunRequest): Promise<Run> {
    const all = await this.deps.scenarios.list(target.project.id);
    if (all.length === 0) {
      throw new ToolError(
        'validation_error',
        `project ${target.project.slug} has no scenario yet: create_scenario first`,
      );
    }
    let chosen = all;
    if (request.scenarios?.length) {
      const wanted = new Set(request.scenarios.map((s) => s.toLowerCase()));
      chosen = all.filter((s) => wanted.has(s.label.toLowerCase()) || wanted.has(s.id));
      const missing = request.scenarios.filter(
        (w) => !all.some((s) => s.label.toLowerCase() === w.toLowerCase() || s.id === w),
      );
      if (missing.length) {
        throw new ToolError(
          'validation_error',
          `scenarios: unknown ${missing.join(', ')}; scenarios: ${all.map((s) => s.label).join(', ')}`,
        );
      }
    }
    for (const browser of request.browsers ?? []) {
      if (!SUPPORTED_BROWSERS.includes(browser)) {
        throw new ToolError(
          'validation_error',
          `browsers: "${browser}" is not installed here; available: ${SUPPORTED_BROWSERS.join(', ')}`,
        );
      }
    }
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
      request: toJson({ scenarioIds: chosen.map((s) => s.id), browsers: request.browsers ?? null }),
      job_id: null,
      total: 0,
      passed: 0,
      failed: 0,
      error: null,
      created_at: nowIso(),
      started_at: null,
      finished_at: null,
    };
    const job = await this.deps.jobs.create({ orgId, keyId, tool: RUN_JOB, args: { runId: run.id } });
    run.job_id = job.id;
    await this.db.insertInto('runs').values(run).execute();
    await this.deps.enqueue(job.id);
    return run;
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
    if (!run) throw new ToolError('tool_error', `run ${runId} not found in this org`, { recoverable: true });
    return run;
  }

  /** The newest run of an environment, optionally of one type and only finished ones. */
  async latest(
    target: Target,
    options: { type?: RunType; finished?: boolean } = {},
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

  async results(runId: string): Promise<Result[]> {
    return this.db
      .selectFrom('results')
      .selectAll()
      .where('run_id', '=', runId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Runs a queued run to its end. Safe to call again after a crash: partial results are redone. */
  async execute(runId: string): Promise<Run> {
    const run = await this.db
      .selectFrom('runs')
      .selectAll()
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    if (['completed', 'failed', 'error'].includes(run.status)) return run;
    await this.db.deleteFrom('results').where('run_id', '=', runId).execute();
    await this.db
      .updateTable('runs')
      .set({ status: 'running', started_at: nowIso() })
      .where('id', '=', runId)
      .execute();
    try {
      const target = await this.deps.projects.resolve(run.org_id, {
        project: run.project_id,
        environment: run.environment_id,
      });
      const request = fromJson<{ scenarioIds: string[]; browsers: string[] | null }>(run.request, {
        scenarioIds: [],
        browsers: null,
      });
      const scenarios = (await this.deps.scenarios.list(run.project_id)).filter((s) =>
        request.scenarioIds.includes(s.id),
      );
      const rules = await this.deps.scenarios.rules(scenarios.map((s) => s.id));
      const guard = this.requestGuard(run.org_id);
      const tasks = scenarios.flatMap((scenario) =>
        scenario.options.viewports.flatMap((viewport) =>
          (request.browsers ?? scenario.options.browsers).map((browser) => ({ scenario, viewport, browser })),
        ),
      );
      const deadline = Date.now() + RUN_TIMEOUT_MS;
      await mapLimit(tasks, this.deps.browsers().size, async ({ scenario, viewport, browser }) => {
        const scenarioRules = rules.filter(
          (r) => r.scenario_id === scenario.id && (!r.viewport || r.viewport === viewport.label),
        );
        const result =
          Date.now() > deadline
            ? this.resultRow(run, scenario, viewport, browser, {
                error: 'run time limit reached before this capture',
              })
            : await this.executeOne(run, target, scenario, scenarioRules, viewport, browser, guard);
        await this.db.insertInto('results').values(result).execute();
      });
      const results = await this.results(runId);
      const failed = results.filter((r) => r.status === 'fail' || r.status === 'error').length;
      const status =
        results.length > 0 && results.every((r) => r.status === 'error')
          ? 'error'
          : failed > 0
            ? 'failed'
            : 'completed';
      await this.db
        .updateTable('runs')
        .set({
          status,
          total: results.length,
          passed: results.length - failed,
          failed,
          error: status === 'error' ? (results[0]?.error ?? 'no result') : null,
          finished_at: nowIso(),
        })
        .where('id', '=', runId)
        .execute();
    } catch (error) {
      await this.db
        .updateTable('runs')
        .set({ status: 'error', error: (error as Error).message, finished_at: nowIso() })
        .where('id', '=', runId)
        .execute();
    }
    return this.db.selectFrom('runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
  }

  /** Pages may load from the org's project hosts and public hosts, never from the server's own network. */
  private requestGuard(orgId: string) {
    let hosts: Promise<Set<string>> | undefined;
    const verdicts = new Map<string, Promise<boolean>>();
    return async (url: URL, navigation: boolean): Promise<boolean> => {
      hosts ??= this.deps.site.allowedHosts(orgId);
      if ((await hosts).has(url.host)) return true;
      if (navigation) return false;
      let verdict = verdicts.get(url.hostname);
      if (!verdict) {
        verdict = assertNetworkAllowed(url, this.deps.allowPrivateNetwork).then(
          () => true,
          () => false,
        );
        verdicts.set(url.hostname, verdict);
      }
      return verdict;
    };
  }

  /** A result row of this run; an error until `fields` say otherwise. */
  private resultRow(
    run: Run,
    scenario: Scenario,
    viewport: Viewport,
    browser: string,
    fields: Partial<Result>,
  ): Result {
    return {
      id: newId('res'),
      run_id: run.id,
      scenario_id: scenario.id,
      scenario_label: scenario.label,
      viewport: viewport.label,
      browser,
      status: 'error',
      mismatch_percent: null,
      changed_pixels: null,
      test_hash: null,
      baseline_hash: null,
      diff_hash: null,
      baseline_id: null,
      details: toJson({}),
      error: null,
      approved_at: null,
      approved_by: null,
      created_at: nowIso(),
      ...fields,
    };
  }

  private async executeOne(
    run: Run,
    target: Target,
    scenario: Scenario,
    rules: ScenarioRule[],
    viewport: Viewport,
    browser: string,
    guard: (url: URL, navigation: boolean) => Promise<boolean>,
  ): Promise<Result> {
    const url = this.deps.scenarios.urlFor(scenario, target);
    const comparison = rules.filter((r) => r.kind === 'comparison');
    const maskRules = comparison.filter((r) => r.mode === 'ignore' || r.mode === 'dynamic');
    const maskRects = maskRules.map((r) => parseRect(r.selector)).filter((r): r is Rect => r !== null);
    const o = scenario.options;
    let capture: CaptureResult;
    try {
      capture = await capturePage(this.deps.browsers(), {
        url,
        width: viewport.width,
        height: viewport.height,
        fullPage: o.fullPage,
        delayMs: o.delay,
        readySelector: o.readySelector,
        selectors: o.selectors,
        removeSelectors: o.removeSelectors,
        hideSelectors: o.hideSelectors,
        clickSelectors: o.clickSelectors,
        contentRules: rules
          .filter((r) => r.kind === 'content')
          .map((r) => ({ selector: r.selector, normalize: r.mode as never })),
        maskSelectors: maskRules.filter((r) => !parseRect(r.selector)).map((r) => r.selector),
        maskRects,
        layoutSelectors: comparison.filter((r) => r.mode === 'layout-only').map((r) => r.selector),
        allowRequest: guard,
        // Shots agree when no pixel changed beyond anti-aliasing outside the masks: under load,
        // Chromium may rasterise a rounded corner one shade apart between two identical frames.
        sameShot: async (a, b, masks) =>
          a.equals(b) ||
          (await this.deps.diffs().diff({ baseline: a, test: b, ignore: masks, image: false })).stats
            .changedPixels === 0,
      });
    } catch (error) {
      const message =
        error instanceof CaptureError ? error.message : `capture failed: ${(error as Error).message}`;
      return this.resultRow(run, scenario, viewport, browser, {
        error: message,
        details: toJson({ url, httpStatus: error instanceof CaptureError ? error.httpStatus : null }),
      });
    }
    const testHash = await this.deps.artifacts.put(run.org_id, capture.png, 'image/png');
    const details: ResultDetails = {
      url,
      width: capture.width,
      height: capture.height,
      masks: capture.masks,
      layout: capture.layout,
      text: capture.text,
      captureMs: capture.durationMs,
      shots: capture.shots,
      httpStatus: capture.httpStatus,
    };
    const base = this.resultRow(run, scenario, viewport, browser, { test_hash: testHash });
    if (!capture.stable) {
      return {
        ...base,
        status: 'error',
        error: `unstable: the page kept changing across ${capture.shots} screenshots; mask the moving part with a dynamic comparison rule`,
        details: toJson(details),
      };
    }
    const key: BaselineKey = {
      scenarioId: scenario.id,
      environmentId: target.environment.id,
      viewport: viewport.label,
      browser,
    };
    const baselineDetails = toJson({ masks: capture.masks, layout: capture.layout, text: capture.text, url });
    if (run.type === 'baseline') {
      const saved = await this.deps.baselines.save(key, {
        branch: run.branch,
        imageHash: testHash,
        width: capture.width,
        height: capture.height,
        details: baselineDetails,
        sourceResultId: base.id,
        approvedBy: null,
      });
      return {
        ...base,
        status: 'new',
        baseline_id: saved.id,
        baseline_hash: testHash,
        details: toJson(details),
      };
    }
    const baseline = await this.deps.baselines.current(key, run.branch);
    if (!baseline) return { ...base, status: 'new', details: toJson(details) };
    const baselineBytes = (await this.deps.artifacts.get(run.org_id, baseline.image_hash))?.bytes;
    if (!baselineBytes)
      return { ...base, status: 'error', error: 'baseline image is missing from the artifact store' };

    const baselineInfo = fromJson<{ masks?: Rect[]; layout?: Record<string, Rect[]>; text?: string }>(
      baseline.details,
      {},
    );
    const ignore = [...(baselineInfo.masks ?? []), ...capture.masks];
    for (const [selector, boxes] of Object.entries(capture.layout))
      ignore.push(...boxes, ...(baselineInfo.layout?.[selector] ?? []));
    if (!o.requireSameDimensions) {
      // Compare the common area only: what only one image has is not counted.
      const w = Math.min(baseline.width, capture.width);
      const h = Math.min(baseline.height, capture.height);
      ignore.push({ x: w, y: 0, width: 1e6, height: 1e6 }, { x: 0, y: h, width: 1e6, height: 1e6 });
    }
    const started = performance.now();
    const outcome: DiffOutcome = await this.deps
      .diffs()
      .diff({ baseline: baselineBytes, test: capture.png, ignore });
    const layoutChanges = Object.entries(capture.layout)
      .filter(([selector, boxes]) => !sameRects(boxes, baselineInfo.layout?.[selector] ?? boxes))
      .map(([selector, boxes]) => ({
        selector,
        baseline: baselineInfo.layout?.[selector] ?? [],
        test: boxes,
      }));
    const stats = outcome.stats;
    const realRegions = stats.regions.filter((r) => r.pixels >= MIN_REGION_PIXELS);
    const sizeFails = stats.sizeChanged && o.requireSameDimensions;
    const fails =
      layoutChanges.length > 0 ||
      sizeFails ||
      (o.misMatchThreshold !== undefined
        ? stats.mismatchPercent > o.misMatchThreshold
        : realRegions.length > 0);
    const diffHash = outcome.diffPng
      ? await this.deps.artifacts.put(run.org_id, Buffer.from(outcome.diffPng), 'image/png')
      : null;
    return {
      ...base,
      status: fails ? 'fail' : 'pass',
      mismatch_percent: Math.round(stats.mismatchPercent * 10_000) / 10_000,
      changed_pixels: stats.changedPixels,
      baseline_hash: baseline.image_hash,
      baseline_id: baseline.id,
      diff_hash: diffHash,
      details: toJson({
        ...details,
        baselineSize: outcome.baselineSize,
        regions: stats.regions.slice(0, 50),
        layoutChanges,
        antialiasedPixels: stats.antialiasedPixels,
        ignoredPixels: stats.ignoredPixels,
        baselineText: baselineInfo.text,
        diffMs: Math.round(performance.now() - started),
      }),
    };
  }
}
