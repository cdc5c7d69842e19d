import type { CiRunStatus } from '@visualq/contract';
import type { Transaction } from 'kysely';
import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { CaptureError, type CaptureResult, capturePage } from '../../engines/capture/capture.js';
import type { Rect } from '../../engines/diff/compare.js';
import type { DiffOutcome } from '../../engines/diff/diff-pngs.js';
import type { DiffPool } from '../../engines/diff/pool.js';
import type { ConnectPolicy } from '../../engines/network/filtering-proxy.js';
import { ToolError } from '../../errors.js';
import { type JobStore, type Lease, LeaseLost } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import { runResults } from '../../store/run-results.js';
import type { Database, ResultTable, RunTable } from '../../store/schema.js';
import type { ArtifactService } from '../artifacts.js';
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

/** Runs a write in a transaction that holds only while the job's lease does. */
export type Fenced = <T>(write: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
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

/** Runs fn over items, `limit` at a time; after a failure no further item is started. */
async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length && !failed) {
        await fn(items[next++]).catch((error) => {
          failed = true;
          throw error;
        });
      }
    }),
  );
}

function sameRects(a: Rect[], b: Rect[]): boolean {
  return (
    a.length === b.length &&
    a.every((r, i) => r.x === b[i].x && r.y === b[i].y && r.width === b[i].width && r.height === b[i].height)
  );
}

/** What one capture produced: its result row, and for a baseline run the baseline to save with it. */
interface Outcome {
  result: Result;
  baseline?: { key: BaselineKey; input: Parameters<BaselineService['save']>[1] };
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
}

/** VRT runs: one code path behind /api/ci/run and the run_* tools. */
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

export class RunService {
  constructor(private readonly deps: RunDeps) {}

  private get db() {
    return this.deps.store.db;
  }

  async start(orgId: string, keyId: string | null, target: Target, request: RunRequest): Promise<Run> {
    const chosen = await this.deps.scenarios.choose(target, request.scenarios, 'to capture');
    for (const browser of request.browsers ?? []) {
      if (!SUPPORTED_BROWSERS.includes(browser)) {
        throw new ToolError(
          'validation_error',
          `browsers: "${browser}" is not installed here; available: ${SUPPORTED_BROWSERS.join(', ')}`,
        );
      }
    }
    return this.queue(orgId, keyId, target, request, {
      scenarioIds: chosen.map((s) => s.id),
      browsers: request.browsers ?? null,
    });
  }

  /**
   * Records a run of any type and queues its job; `work` is what its executor needs to know. One
   * lifecycle for every pillar: the same row, job, status and CI shape. With `inJob`, the run
   * belongs to a job already running (a tool that runs it inline, under that job's lease); with
   * `inJob: null` it has no job at all (a parent run whose status its children make).
   */
  async queue(
    orgId: string,
    keyId: string | null,
    target: Target,
    request: Omit<RunRequest, 'type'> & { type: string },
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
    if (!run) throw new ToolError('tool_error', `run ${runId} not found in this org`, { recoverable: true });
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

  results(runId: string): Promise<Result[]> {
    return runResults(this.db, 'results', runId);
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

  /** Runs a queued VRT run (baseline or test) to its end. */
  async execute(runId: string, lease: Lease): Promise<Run> {
    return this.lifecycle(runId, lease, {
      clear: (trx) => trx.deleteFrom('results').where('run_id', '=', runId).execute(),
      work: async (run, fenced, target) => {
        const request = fromJson<{ scenarioIds: string[]; browsers: string[] | null }>(run.request, {
          scenarioIds: [],
          browsers: null,
        });
        const scenarios = (await this.deps.scenarios.list(run.project_id)).filter((s) =>
          request.scenarioIds.includes(s.id),
        );
        const rules = await this.deps.scenarios.rules(scenarios.map((s) => s.id));
        const policy = await this.deps.site.browserPolicy(run.org_id);
        const tasks = scenarios.flatMap((scenario) =>
          scenario.options.viewports.flatMap((viewport) =>
            (request.browsers ?? scenario.options.browsers).map((browser) => ({
              scenario,
              viewport,
              browser,
            })),
          ),
        );
        const deadline = Date.now() + RUN_TIMEOUT_MS;
        await mapLimit(tasks, this.deps.browsers().size, async ({ scenario, viewport, browser }) => {
          const scenarioRules = rules.filter(
            (r) => r.scenario_id === scenario.id && (!r.viewport || r.viewport === viewport.label),
          );
          const outcome: Outcome =
            Date.now() > deadline
              ? {
                  result: this.resultRow(run, scenario, viewport, browser, {
                    error: 'run time limit reached before this capture',
                  }),
                }
              : await this.executeOne(run, target, scenario, scenarioRules, viewport, browser, policy);
          await fenced(async (trx) => {
            if (outcome.baseline) {
              const saved = await this.deps.baselines.save(outcome.baseline.key, outcome.baseline.input, trx);
              outcome.result.baseline_id = saved.id;
            }
            await trx.insertInto('results').values(outcome.result).execute();
          });
        });
        return verdictOf(await this.results(runId), (status) => status === 'fail' || status === 'error');
      },
    });
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
    policy: ConnectPolicy,
  ): Promise<Outcome> {
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
        cookies: o.cookies,
        contentRules: rules
          .filter((r) => r.kind === 'content')
          .map((r) => ({ selector: r.selector, normalize: r.mode as never })),
        maskSelectors: maskRules.filter((r) => !parseRect(r.selector)).map((r) => r.selector),
        maskRects,
        layoutSelectors: comparison.filter((r) => r.mode === 'layout-only').map((r) => r.selector),
        policy,
        // Shots agree when no pixel changed beyond anti-aliasing outside the masks: under load,
        // Chromium may rasterise a rounded corner one shade apart between two identical frames.
        changedAreas: async (a, b, masks) =>
          a.equals(b)
            ? []
            : (
                await this.deps.diffs().diff({ baseline: a, test: b, ignore: masks, image: false })
              ).stats.regions
                .filter((r) => r.pixels > 0)
                .sort((x, y) => y.pixels - x.pixels),
      });
    } catch (error) {
      const message =
        error instanceof CaptureError ? error.message : `capture failed: ${(error as Error).message}`;
      return {
        result: this.resultRow(run, scenario, viewport, browser, {
          error: message,
          details: toJson({ url, httpStatus: error instanceof CaptureError ? error.httpStatus : null }),
        }),
      };
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
      const moving = capture.moving ?? [];
      const named = moving.length
        ? `mask ${moving
            .slice(0, 3)
            .map((m) => `${m.selector} (${m.box.width}×${m.box.height} at ${m.box.x},${m.box.y})`)
            .join(', ')} with a dynamic comparison rule`
        : 'mask the moving part with a dynamic comparison rule';
      return {
        result: {
          ...base,
          status: 'error',
          error: `unstable: the page kept changing across ${capture.shots} screenshots; ${named}`,
          details: toJson({ ...details, moving }),
        },
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
      return {
        result: { ...base, status: 'new', baseline_hash: testHash, details: toJson(details) },
        baseline: {
          key,
          input: {
            branch: run.branch,
            imageHash: testHash,
            width: capture.width,
            height: capture.height,
            details: baselineDetails,
            sourceResultId: base.id,
            approvedBy: null,
          },
        },
      };
    }
    const baseline = await this.deps.baselines.current(key, run.branch);
    if (!baseline) return { result: { ...base, status: 'new', details: toJson(details) } };
    const baselineBytes = (await this.deps.artifacts.get(run.org_id, baseline.image_hash))?.bytes;
    if (!baselineBytes) {
      return {
        result: { ...base, status: 'error', error: 'baseline image is missing from the artifact store' },
      };
    }

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
    const result: Result = {
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
    return { result };
  }
}
