import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import type { Engine } from '../../engines/capture/engines.js';
import {
  type LoginState,
  type PlannedStep,
  runFeature,
  type ScreenshotMode,
  type StepRun,
  type TraceMode,
} from '../../engines/frt/runner.js';
import type { StepLibrary } from '../../engines/frt/step-library.js';
import { ToolError } from '../../errors.js';
import type { Lease } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import { runResults } from '../../store/run-results.js';
import type { FrtResultTable } from '../../store/schema.js';
import type { ArtifactService } from '../artifacts.js';
import { chosenEngines } from '../browser-engines.js';
import { defaultEngines, type Target } from '../projects.js';
import type { Fenced, Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { SiteService } from '../site.js';
import type { RunRequest } from '../vrt/runs.js';
import { type FeatureRow, type FeatureService, parseOrRefuse, plan } from './features.js';
import type { ProjectFileService } from './files.js';

export type FrtResult = FrtResultTable;

/** A step as stored: the run record with its screenshot as an artifact hash. */
export type StoredStep = Omit<StepRun, 'screenshot'> & { screenshotHash: string | null };

interface FrtWork {
  featureIds: string[];
  /** The engines the journeys run in, each feature in each. */
  browsers?: Engine[];
  /** The one engine of runs queued before a run could have several (chromium before that). */
  browser?: Engine;
  scenarioFilter: string | null;
  trace?: TraceMode;
  screenshots?: ScreenshotMode;
}

/** How long what a step acted on is trusted before a run reads it again. */
const REMEMBER_MS = 24 * 3600_000;

/** What an FRT run records unless asked: a screenshot of a failing step, a trace of a failure's retry. */
export const FRT_RECORDING = { trace: 'on-first-retry', screenshots: 'only-on-failure' } as const;

export interface FrtRunDeps {
  store: Store;
  features: FeatureService;
  runs: RunService;
  artifacts: ArtifactService;
  site: SiteService;
  files: ProjectFileService;
  browsers: () => BrowserPool;
  /** How long each step waits for its element or text. */
  stepTimeoutMs: number;
}

/** FRT runs: features run in one or more browser engines as runs of type `frt`, on the one run lifecycle. */
export class FrtRunService {
  constructor(private readonly deps: FrtRunDeps) {}

  private get db() {
    return this.deps.store.db;
  }

  async start(
    orgId: string,
    keyId: string | null,
    target: Target,
    request: Omit<RunRequest, 'type' | 'scenarios'> & {
      featureIds?: string[];
      scenarioFilter?: string;
      trace?: TraceMode;
      screenshots?: ScreenshotMode;
    },
  ): Promise<Run> {
    const engines = chosenEngines(
      request.browsers?.length ? request.browsers : defaultEngines(target.project),
      this.deps.browsers().installed(),
    );
    const all = (await this.deps.features.list(target.project.id)).filter((f) => f.is_login !== 1);
    let chosen = all;
    if (request.featureIds?.length) {
      const missing = request.featureIds.filter((id) => !all.some((f) => f.id === id));
      if (missing.length) {
        throw new ToolError(
          'validation_error',
          `featureIds: no feature ${missing.join(', ')} in ${target.project.slug}; features: ${all.map((f) => f.id).join(', ') || 'none yet'}`,
        );
      }
      chosen = all.filter((f) => request.featureIds!.includes(f.id));
    }
    if (chosen.length === 0) {
      throw new ToolError('validation_error', `project ${target.project.slug} has no FRT feature yet`, {
        nextActions: [{ label: 'Write one from a goal', tool: 'create_frt_scenario', args: { goal: '' } }],
      });
    }
    const work: FrtWork = {
      featureIds: chosen.map((f) => f.id),
      browsers: engines,
      scenarioFilter: request.scenarioFilter ?? null,
      trace: request.trace ?? FRT_RECORDING.trace,
      screenshots: request.screenshots ?? FRT_RECORDING.screenshots,
    };
    return this.deps.runs.queue(orgId, keyId, target, { ...request, type: 'frt' }, work);
  }

  /**
   * The walk that wrote a feature, recorded as the feature's first run: one passed result whose
   * steps are the saved feature's, the last with the page the walk ended on (its URL and a
   * screenshot). A run like any other: get_run_status, get_run_report and the web UI read it.
   */
  async recordWalk(
    orgId: string,
    keyId: string | null,
    target: Target,
    feature: FeatureRow,
    walk: { durationMs: number; finalUrl: string; screenshot: Buffer | null },
  ): Promise<Run> {
    const work: FrtWork & { walk: true } = {
      featureIds: [feature.id],
      browsers: ['chromium'],
      scenarioFilter: null,
      walk: true,
    };
    const run = await this.deps.runs.queue(orgId, keyId, target, { type: 'frt' }, work, null);
    const shot = walk.screenshot ? await this.deps.artifacts.put(orgId, walk.screenshot, 'image/jpeg') : null;
    const [scenario] = plan(
      parseOrRefuse(feature.gherkin),
      await this.deps.features.library(target.project.id),
      null,
    );
    const steps: StoredStep[] = (scenario?.steps ?? []).map((step, i, all) => ({
      index: step.index,
      element: null,
      keyword: step.keyword,
      text: step.text,
      stepDefId: step.bound?.stepDefId ?? null,
      status: 'passed',
      durationMs: 0,
      error: null,
      url: i === all.length - 1 ? walk.finalUrl : null,
      screenshotHash: i === all.length - 1 ? shot : null,
      consoleErrors: [],
      failedRequests: [],
    }));
    await this.db
      .insertInto('frt_results')
      .values({
        id: newId('frs'),
        run_id: run.id,
        feature_id: feature.id,
        feature_name: feature.name,
        scenario: scenario?.scenario ?? feature.name,
        example: scenario?.example ?? -1,
        status: 'passed',
        steps: toJson(steps),
        error: null,
        trace_hash: null,
        duration_ms: walk.durationMs,
        login_reused: 0,
        retry: null,
        browser: 'chromium',
        created_at: nowIso(),
      })
      .execute();
    await this.deps.runs.settleParent(run.id, {
      status: 'completed',
      total: 1,
      passed: 1,
      failed: 0,
      finished_at: nowIso(),
    });
    return (await this.deps.runs.byId(run.id)) ?? run;
  }

  /** The engines a run's journeys run in. */
  enginesOf(run: Run): Engine[] {
    const work = fromJson<FrtWork>(run.request, { featureIds: [], scenarioFilter: null });
    return work.browsers ?? [work.browser ?? 'chromium'];
  }

  /**
   * The same step of the same scenario in each other engine: in this run if it ran there too, else
   * in the latest finished FRT run that did. Whether a step that failed here fails everywhere, or
   * in this engine only.
   */
  async sameStepElsewhere(
    target: Target,
    run: Run,
    result: Pick<FrtResult, 'feature_id' | 'scenario' | 'example' | 'browser'>,
    step: { index: number | null; text: string },
  ): Promise<Array<{ browser: Engine; runId: string; status: StoredStep['status'] }>> {
    const found: Array<{ browser: Engine; runId: string; status: StoredStep['status'] }> = [];
    const seen = new Set<string>([result.browser]);
    const finished = (await this.deps.runs.history(target, 50)).filter(
      (other) => other.type === 'frt' && other.id !== run.id && !['queued', 'running'].includes(other.status),
    );
    for (const other of [run, ...finished]) {
      for (const r of await this.results(other.id)) {
        if (seen.has(r.browser) || r.feature_id !== result.feature_id || r.scenario !== result.scenario)
          continue;
        if (r.example !== result.example) continue;
        const same = fromJson<StoredStep[]>(r.steps, []).find(
          (s) => s.index === step.index && s.text === step.text,
        );
        if (!same) continue;
        seen.add(r.browser);
        found.push({ browser: r.browser as Engine, runId: other.id, status: same.status });
      }
    }
    return found;
  }

  results(runId: string): Promise<FrtResult[]> {
    return runResults(this.db, 'frt_results', runId);
  }

  /** Runs a queued FRT run to its end, on the shared run lifecycle. */
  async execute(runId: string, lease: Lease): Promise<Run> {
    return this.deps.runs.lifecycle(runId, lease, {
      clear: (trx) => trx.deleteFrom('frt_results').where('run_id', '=', runId).execute(),
      work: async (run, fenced, target) => {
        const work = fromJson<FrtWork>(run.request, { featureIds: [], scenarioFilter: null });
        const features = (await this.deps.features.list(run.project_id)).filter((f) =>
          work.featureIds.includes(f.id),
        );
        const library = await this.deps.features.library(run.project_id);
        const policy = await this.deps.site.browserPolicy(run.org_id);
        const preamble = await this.deps.features.preamble(run.project_id, library);
        for (const engine of this.enginesOf(run)) {
          // Logged in once per engine: later requiresAuth features restore the login's cookies.
          let signedIn: LoginState | null = null;
          for (const feature of features) {
            signedIn = await this.runOne(
              run,
              target,
              feature,
              library,
              policy,
              { preamble, signedIn },
              { ...work, engine },
              fenced,
            );
          }
        }
        await this.markEngineOnly(runId, fenced);
        const results = await this.results(runId);
        const failed = results.filter((r) => r.status !== 'passed').length;
        return { total: results.length, failed, error: results.length === 0 ? 'no scenario matched' : null };
      },
    });
  }

  private async runOne(
    run: Run,
    target: Target,
    feature: FeatureRow,
    library: StepLibrary,
    policy: Parameters<typeof runFeature>[1]['policy'],
    login: { preamble: PlannedStep[]; signedIn: LoginState | null },
    work: FrtWork & { engine: Engine },
    fenced: Fenced,
  ): Promise<LoginState | null> {
    const row = (scenario: string, example: number | null, fields: Partial<FrtResult>): FrtResult => ({
      id: newId('frs'),
      run_id: run.id,
      feature_id: feature.id,
      feature_name: feature.name,
      scenario,
      example: example ?? -1,
      status: 'error',
      steps: '[]',
      error: null,
      trace_hash: null,
      duration_ms: 0,
      login_reused: 0,
      retry: null,
      browser: work.engine,
      created_at: nowIso(),
      ...fields,
    });
    let planned: ReturnType<typeof plan>;
    try {
      planned = plan(parseOrRefuse(feature.gherkin), library, work.scenarioFilter);
    } catch (error) {
      await fenced((trx) =>
        trx
          .insertInto('frt_results')
          .values(row('(feature)', null, { error: (error as Error).message }))
          .execute(),
      );
      return login.signedIn;
    }
    if (planned.length === 0) return login.signedIn;
    const remembered = await this.remembered(
      run.project_id,
      new Date(Date.now() - REMEMBER_MS).toISOString(),
    );
    const outcome = await runFeature(this.deps.browsers(), {
      engine: work.engine,
      remembered,
      baseUrl: (feature.base_url ?? target.baseUrl).replace(/\/+$/, ''),
      policy,
      openFile: (name) => this.deps.files.open(run.org_id, run.project_id, name),
      preamble: feature.requires_auth === 1 ? login.preamble : [],
      signedIn: login.signedIn,
      scenarios: planned,
      stepTimeoutMs: this.deps.stepTimeoutMs,
      // Runs queued before these options existed recorded everything.
      trace: work.trace ?? 'on',
      screenshots: work.screenshots ?? 'on',
    }).catch((error: Error) => ({ error }));
    if ('error' in outcome) {
      const rows = planned.map((p) =>
        row(p.scenario, p.example, { error: `the browser failed: ${outcome.error.message.split('\n')[0]}` }),
      );
      await fenced((trx) => trx.insertInto('frt_results').values(rows).execute());
      return login.signedIn;
    }
    const traceHash = outcome.trace
      ? await this.deps.artifacts.put(run.org_id, outcome.trace, 'application/zip')
      : null;
    for (const scenario of outcome.scenarios) {
      const steps: StoredStep[] = [];
      for (const { screenshot, ...step } of scenario.steps) {
        steps.push({
          ...step,
          screenshotHash: screenshot
            ? await this.deps.artifacts.put(run.org_id, screenshot, 'image/jpeg')
            : null,
        });
      }
      const failing = steps.find((s) => s.status === 'failed' || s.status === 'undefined');
      const result = row(scenario.scenario, scenario.example, {
        status: scenario.status,
        steps: toJson(steps),
        error: failing ? `step ${failing.index ?? '(preamble)'} "${failing.text}": ${failing.error}` : null,
        // A retry's trace is the failed scenarios' only.
        trace_hash: work.trace === 'on-first-retry' && !scenario.retry ? null : traceHash,
        duration_ms: scenario.durationMs,
        login_reused: scenario.loginReused ? 1 : 0,
        retry: scenario.retry ?? null,
      });
      await fenced((trx) => trx.insertInto('frt_results').values(result).execute());
    }
    return outcome.signedIn ?? login.signedIn;
  }

  /**
   * A scenario that failed in one engine of the run and passed in another says so in its error:
   * the cause is that engine's, not the site's journey.
   */
  private async markEngineOnly(runId: string, fenced: Fenced): Promise<void> {
    const results = await this.results(runId);
    const key = (r: FrtResult) => `${r.feature_id}\u0000${r.scenario}\u0000${r.example}`;
    for (const failed of results.filter((r) => r.status !== 'passed')) {
      const passedIn = results
        .filter((r) => r.status === 'passed' && key(r) === key(failed))
        .map((r) => r.browser);
      if (passedIn.length === 0) continue;
      const error = `${failed.error ?? failed.status} (in ${failed.browser} only: it passed in ${passedIn.join(', ')})`;
      await fenced((trx) =>
        trx.updateTable('frt_results').set({ error }).where('id', '=', failed.id).execute(),
      );
    }
  }

  /**
   * The steps of the project's latest passing results (200 at most, newest first, since `since`
   * when given): where what a step acted on is remembered, for remembered and lastActedOn alike.
   */
  private async passedSteps(projectId: string, since?: string): Promise<StoredStep[][]> {
    let query = this.db
      .selectFrom('frt_results')
      .innerJoin('runs', 'runs.id', 'frt_results.run_id')
      .select(['frt_results.steps'])
      .where('runs.project_id', '=', projectId)
      .where('frt_results.status', '=', 'passed');
    if (since) query = query.where('frt_results.created_at', '>=', since);
    const rows = await query.orderBy('frt_results.created_at', 'desc').limit(200).execute();
    return rows.map((row) => fromJson<StoredStep[]>(row.steps, []));
  }

  /**
   * Steps whose element a passing run of the project recorded since `since`: a run need not read
   * them again (reading an element's facts costs the browser a script world per page).
   */
  async remembered(projectId: string, since: string): Promise<Set<string>> {
    const results = await this.passedSteps(projectId, since);
    return new Set(results.flatMap((steps) => steps.filter((s) => s.element).map((s) => s.text)));
  }

  /** The element a step last acted on in a passing run of this project, if any run remembers it. */
  async lastActedOn(projectId: string, stepText: string) {
    for (const steps of await this.passedSteps(projectId)) {
      const step = steps.find((s) => s.text === stepText && s.element);
      if (step?.element) return step.element;
    }
    return null;
  }

  resultView(orgId: string, r: FrtResult) {
    const steps = fromJson<StoredStep[]>(r.steps, []);
    const link = (hash: string | null) => (hash ? this.deps.artifacts.signedUrl(orgId, hash) : null);
    const failing = steps.find((s) => s.status === 'failed' || s.status === 'undefined');
    return {
      resultId: r.id,
      browser: r.browser,
      featureId: r.feature_id,
      featureName: r.feature_name,
      scenario: r.scenario,
      example: r.example < 0 ? null : r.example,
      status: r.status,
      durationMs: r.duration_ms,
      loginReused: r.login_reused === 1,
      retry: r.retry,
      flaky: r.retry === 'passed',
      error: r.error,
      failedStep: failing ? { index: failing.index, text: failing.text, error: failing.error } : null,
      steps: steps.map(({ screenshotHash, ...s }) => ({ ...s, screenshot: link(screenshotHash) })),
      trace: link(r.trace_hash),
    };
  }
}
