import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import {
  CaptureError,
  type CaptureRequest,
  type CaptureResult,
  captureAsked,
  capturePage,
} from '../../engines/capture/capture.js';
import type { Engine } from '../../engines/capture/engines.js';
import { captureFingerprint, type RenderInputs, sameInputs } from '../../engines/capture/inputs.js';
import type { Rect } from '../../engines/diff/compare.js';
import type { DiffOutcome } from '../../engines/diff/diff-pngs.js';
import type { DiffPool } from '../../engines/diff/pool.js';
import type { ConnectPolicy } from '../../engines/network/filtering-proxy.js';
import type { Lease } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import { runResults } from '../../store/run-results.js';
import type { ResultTable } from '../../store/schema.js';
import type { ArtifactService } from '../artifacts.js';
import type { Target } from '../projects.js';
import { type Run, type RunMeta, verdictOf } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import {
  parseRect,
  type Scenario,
  type ScenarioRule,
  type ScenarioService,
  type Viewport,
} from '../scenarios.js';
import type { SiteService } from '../site.js';
import type { BaselineKey, BaselineService } from './baselines.js';

export type Result = ResultTable;
export type RunType = 'test' | 'baseline';

/** A changed area smaller than this many pixels is noise, not a change a person would see. */
export const MIN_REGION_PIXELS = 3;
const RUN_TIMEOUT_MS = 15 * 60_000;
const BASELINE_POLL_MS = 250;

export interface RunRequest extends RunMeta {
  type: RunType;
  scenarios?: string[];
  browsers?: string[];
  /** false: capture every page, even one whose every response is the same as at its baseline. */
  changeAware?: boolean;
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
  /** What the capture rendered from; a later test that finds it all unchanged reuses the baseline. */
  inputs?: RenderInputs;
  /** Set when the page was not captured again: its responses were all the baseline's. */
  unchangedInputs?: { responses: number };
  /** What the first try gave when the page was captured again before reporting (see confirmed). */
  firstTry?: FirstTry;
}

/** A capture's first outcome, when a second capture replaced it. */
export interface FirstTry {
  status: 'fail' | 'error';
  mismatchPercent: number | null;
  error: string | null;
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

/** An error result whose capture ran out of time or lost its browser: another try may succeed. */
function isTransient(result: Result): boolean {
  return fromJson<{ transient?: boolean }>(result.details, {}).transient === true;
}

function sameRects(a: Rect[], b: Rect[]): boolean {
  return (
    a.length === b.length &&
    a.every((r, i) => r.x === b[i].x && r.y === b[i].y && r.width === b[i].width && r.height === b[i].height)
  );
}

/** What a baseline keeps of its capture besides the image. */
interface BaselineInfo {
  masks?: Rect[];
  layout?: Record<string, Rect[]>;
  text?: string;
  inputs?: RenderInputs;
}

/** What one capture produced: its result row, and for a baseline run the baseline to save with it. */
interface Outcome {
  result: Result;
  baseline?: { key: BaselineKey; input: Parameters<BaselineService['save']>[1] };
}

export interface VrtRunDeps {
  store: Store;
  runs: RunService;
  scenarios: ScenarioService;
  baselines: BaselineService;
  artifacts: ArtifactService;
  site: SiteService;
  browsers: () => BrowserPool;
  diffs: () => DiffPool;
  /** The most pixels one capture may have. */
  maxCapturePixels: number;
}

/** VRT runs (baseline and test): captures, diffs against baselines, one result per scenario × viewport × browser. */
export class VrtRunService {
  constructor(private readonly deps: VrtRunDeps) {}

  private get db() {
    return this.deps.store.db;
  }

  async start(orgId: string, keyId: string | null, target: Target, request: RunRequest): Promise<Run> {
    const chosen = await this.deps.scenarios.choose(target, request.scenarios, 'to capture');
    const browsers = request.browsers?.length ? this.deps.scenarios.engines(request.browsers) : null;
    return this.deps.runs.queue(orgId, keyId, target, request, {
      scenarioIds: chosen.map((s) => s.id),
      browsers,
      changeAware: request.changeAware ?? true,
    });
  }

  /**
   * Records a run of any type and queues its job; `work` is what its executor needs to know. One
   * lifecycle for every pillar: the same row, job, status and CI shape. With `inJob`, the run
   * belongs to a job already running (a tool that runs it inline, under that job's lease); with
   * `inJob: null` it has no job at all (a parent run whose status its children make).
   */
  results(runId: string): Promise<Result[]> {
    return runResults(this.db, 'results', runId);
  }

  /** Runs a queued VRT run (baseline or test) to its end. */
  async execute(runId: string, lease: Lease): Promise<Run> {
    return this.deps.runs.lifecycle(runId, lease, {
      clear: (trx) => trx.deleteFrom('results').where('run_id', '=', runId).execute(),
      work: async (run, fenced, target) => {
        if (run.type === 'test') await this.afterBaselines(run);
        const request = fromJson<{ scenarioIds: string[]; browsers: string[] | null; changeAware?: boolean }>(
          run.request,
          { scenarioIds: [], browsers: null },
        );
        const scenarios = (await this.deps.scenarios.list(run.project_id)).filter((s) =>
          request.scenarioIds.includes(s.id),
        );
        const rules = await this.deps.scenarios.rules(scenarios.map((s) => s.id));
        const policy = await this.deps.site.browserPolicy(run.org_id);
        // One engine, then one viewport size after another: a warm page keeps its size from one
        // capture to the next instead of laying out and painting the page it last showed again at
        // another size, and an engine's browser can go idle once its captures are done.
        const tasks = scenarios
          .flatMap((scenario) =>
            scenario.options.viewports.flatMap((viewport) =>
              (request.browsers ?? scenario.options.browsers).map((browser) => ({
                scenario,
                viewport,
                browser: browser as Engine,
              })),
            ),
          )
          .sort(
            (a, b) =>
              a.browser.localeCompare(b.browser) ||
              a.viewport.width - b.viewport.width ||
              a.viewport.height - b.viewport.height,
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
              : await this.confirmed(() =>
                  this.executeOne(run, target, scenario, scenarioRules, viewport, browser, policy, {
                    changeAware: request.changeAware ?? true,
                  }),
                );
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

  /**
   * A difference, or a capture the machine could not finish in time, is captured once more before
   * it is reported, as Playwright retries a screenshot assertion: a difference both captures show is
   * the site's; one only the first showed was the machine's, and the result says so (firstTry).
   */
  private async confirmed(attempt: () => Promise<Outcome>): Promise<Outcome> {
    const first = await attempt();
    const { result } = first;
    if (result.status !== 'fail' && !(result.status === 'error' && isTransient(result))) return first;
    const second = await attempt();
    if (second.result.status === 'error' && result.status === 'fail') return first;
    const firstTry: FirstTry = {
      status: result.status as FirstTry['status'],
      mismatchPercent: result.mismatch_percent,
      error: result.error,
    };
    const details = { ...fromJson<object>(second.result.details, {}), firstTry };
    return { ...second, result: { ...second.result, details: toJson(details) } };
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

  /**
   * A test run compares against baselines: a baseline run of the same project and branch that was
   * queued before it is still capturing is waited for, not raced (its captures would land mid-run).
   */
  private async afterBaselines(run: Run): Promise<void> {
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    while (Date.now() < deadline && (await this.deps.runs.baselinesAhead(run)).length > 0) {
      await new Promise((resolve) => setTimeout(resolve, BASELINE_POLL_MS));
    }
  }

  private async executeOne(
    run: Run,
    target: Target,
    scenario: Scenario,
    rules: ScenarioRule[],
    viewport: Viewport,
    browser: Engine,
    policy: ConnectPolicy,
    { changeAware }: { changeAware: boolean },
  ): Promise<Outcome> {
    const url = this.deps.scenarios.urlFor(scenario, target);
    const key: BaselineKey = {
      scenarioId: scenario.id,
      environmentId: target.environment.id,
      viewport: viewport.label,
      browser,
    };
    const request = {
      ...this.captureRequest(url, scenario, rules, viewport, policy, browser),
      confirmShot: run.type === 'baseline',
    };
    const current = run.type === 'test' ? await this.deps.baselines.current(key, run.branch) : undefined;
    if (current && changeAware) {
      const unchanged = await this.unchanged(run, scenario, viewport, browser, request, current);
      if (unchanged) return { result: unchanged };
    }
    const captured = await this.capture(request);
    if ('error' in captured) {
      return {
        result: this.resultRow(run, scenario, viewport, browser, {
          error: captured.error,
          details: toJson({ url, httpStatus: captured.httpStatus, transient: captured.transient }),
        }),
      };
    }
    const { capture } = captured;
    const o = scenario.options;
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
      inputs: capture.inputs,
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
    const baselineDetails = toJson({
      masks: capture.masks,
      layout: capture.layout,
      text: capture.text,
      url,
      inputs: capture.inputs,
    });
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
    const baseline = current;
    if (!baseline) return { result: { ...base, status: 'new', details: toJson(details) } };
    const baselineBytes = (await this.deps.artifacts.get(run.org_id, baseline.image_hash))?.bytes;
    if (!baselineBytes) {
      return {
        result: { ...base, status: 'error', error: 'baseline image is missing from the artifact store' },
      };
    }

    return { result: await this.compare(run, base, details, capture, o, baseline, baselineBytes) };
  }

  /**
   * A test result without a capture, when the baseline recorded what its page rendered from and
   * every response is byte-identical now: the render is the baseline's. Undefined when anything
   * differs, or cannot be told.
   */
  private async unchanged(
    run: Run,
    scenario: Scenario,
    viewport: Viewport,
    browser: string,
    request: CaptureRequest,
    baseline: NonNullable<Awaited<ReturnType<BaselineService['current']>>>,
  ): Promise<Result | undefined> {
    const started = performance.now();
    const recorded = fromJson<BaselineInfo>(baseline.details, {});
    const inputs = recorded.inputs;
    if (!inputs?.replayable) return undefined;
    const pool = this.deps.browsers();
    if (inputs.fingerprint !== captureFingerprint(captureAsked(request), await pool.version(request.engine)))
      return undefined;
    const same = await sameInputs(pool, request, inputs.responses).catch(() => false);
    if (!same) return undefined;
    const details: ResultDetails = {
      url: request.url,
      width: baseline.width,
      height: baseline.height,
      baselineSize: { width: baseline.width, height: baseline.height },
      regions: [],
      layoutChanges: [],
      masks: recorded.masks ?? [],
      layout: recorded.layout ?? {},
      text: recorded.text,
      captureMs: Math.round(performance.now() - started),
      shots: 0,
      inputs,
      unchangedInputs: { responses: inputs.responses.length },
    };
    return this.resultRow(run, scenario, viewport, browser, {
      status: 'pass',
      mismatch_percent: 0,
      changed_pixels: 0,
      test_hash: baseline.image_hash,
      baseline_hash: baseline.image_hash,
      baseline_id: baseline.id,
      details: toJson(details),
    });
  }

  /** What capturing a scenario page at a viewport asks of the browser, its rules applied. */
  private captureRequest(
    url: string,
    scenario: Scenario,
    rules: ScenarioRule[],
    viewport: Viewport,
    policy: ConnectPolicy,
    engine: Engine,
  ): CaptureRequest {
    const comparison = rules.filter((r) => r.kind === 'comparison');
    const maskRules = comparison.filter((r) => r.mode === 'ignore' || r.mode === 'dynamic');
    const maskRects = maskRules.map((r) => parseRect(r.selector)).filter((r): r is Rect => r !== null);
    const o = scenario.options;
    return {
      url,
      engine,
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
      maxPixels: this.deps.maxCapturePixels,
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
    };
  }

  /** A page captured; a page that cannot be captured says why. */
  private async capture(
    request: CaptureRequest,
  ): Promise<{ capture: CaptureResult } | { error: string; httpStatus: number | null; transient: boolean }> {
    try {
      return { capture: await capturePage(this.deps.browsers(), request) };
    } catch (error) {
      if (error instanceof CaptureError) {
        return { error: error.message, httpStatus: error.httpStatus, transient: error.transient };
      }
      // Not the page's answer: the browser went away or failed under it.
      return { error: `capture failed: ${(error as Error).message}`, httpStatus: null, transient: true };
    }
  }

  /** A test capture judged against its baseline: what changed, where, and whether that fails. */
  private async compare(
    run: Run,
    base: Result,
    details: ResultDetails,
    capture: CaptureResult,
    o: Scenario['options'],
    baseline: NonNullable<Awaited<ReturnType<BaselineService['current']>>>,
    baselineBytes: Buffer,
  ): Promise<Result> {
    const baselineInfo = fromJson<BaselineInfo>(baseline.details, {});
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
    return result;
  }
}
