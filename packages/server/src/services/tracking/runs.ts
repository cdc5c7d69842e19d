import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import type { Engine } from '../../engines/capture/engines.js';
import { runFeature } from '../../engines/frt/runner.js';
import { type AuditOutcome, checkVariables, eventVerdict } from '../../engines/tracking/audit.js';
import { BeaconRecorder, type RecordedHit } from '../../engines/tracking/recorder.js';
import { dataLayerState, decodersFor } from '../../engines/tracking/vendors/index.js';
import { ToolError } from '../../errors.js';
import type { Lease } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import { runResults } from '../../store/run-results.js';
import type { TrackingResultTable } from '../../store/schema.js';
import type { ArtifactService } from '../artifacts.js';
import type { FeatureService } from '../frt/features.js';
import { parseOrRefuse, plan as planFeature } from '../frt/features.js';
import type { ProjectFileService } from '../frt/files.js';
import { defaultEngines, type Target } from '../projects.js';
import type { Fenced, Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { ScenarioService } from '../scenarios.js';
import type { SiteService } from '../site.js';
import type { RunRequest } from '../vrt/runs.js';
import { auditEventLinks, type Journeys, type LinkAudit, worst } from './event-audit.js';
import type { PlanService } from './plan.js';
import type { PlanEvent, TrackingPlan } from './plan-schema.js';

export type TrackingResult = TrackingResultTable;

interface TrackingWork {
  eventIds: string[] | null;
  pageIds: string[] | null;
  featureIds: string[] | null;
  /** The engine journeys and pages run in (chromium for runs queued before this was a choice). */
  browser?: Engine;
}

export interface EventDetail {
  eventId: string;
  label: string;
  eventType: string;
  eventColumnKey: string | null;
  audits: LinkAudit[];
  reason: string | null;
}

export interface PageDetail {
  pageId: string;
  label: string;
  audits: Array<{ scenarioId: string; url: string } & AuditOutcome>;
  reason: string | null;
}

export interface JourneyDetail {
  featureId: string;
  featureName: string;
  scenarios: Array<{
    scenario: string;
    status: string;
    steps: Array<{ index: number | null; text: string; status: string; error: string | null; hits: number }>;
  }>;
  hits: Array<Omit<RecordedHit, 'raw'>>;
}

export interface TrackingRunDeps {
  store: Store;
  plans: PlanService;
  features: FeatureService;
  scenarios: ScenarioService;
  runs: RunService;
  artifacts: ArtifactService;
  site: SiteService;
  files: ProjectFileService;
  browsers: () => BrowserPool;
  /** How long each journey step waits for its element or text. */
  stepTimeoutMs: number;
  /** Let hits reach the vendors instead of answering them locally. */
  forwardHits: boolean;
}

/** Tracking runs: the plan's linked journeys run with every hit recorded, then audited against the plan. */
export class TrackingRunService {
  constructor(private readonly deps: TrackingRunDeps) {}

  private get db() {
    return this.deps.store.db;
  }

  /** What a run of this plan would audit, or a validation error saying what to link first. */
  private scope(plan: TrackingPlan, request: { eventIds?: string[]; featureIds?: string[] }): TrackingWork {
    for (const id of request.eventIds ?? []) {
      if (!plan.events.some((e) => e.id === id)) {
        throw new ToolError(
          'validation_error',
          `eventIds: no event "${id}" in the plan; events: ${plan.events.map((e) => e.id).join(', ') || 'none yet'}`,
        );
      }
    }
    const linked =
      plan.events.some((e) => e.frtRefs.length > 0) || plan.pages.some((p) => p.scenarioIds.length > 0);
    if (!linked) {
      throw new ToolError(
        'validation_error',
        'the tracking plan links no event to an FRT step and no page to a scenario: nothing to audit yet',
        {
          nextActions: [
            { label: 'See the plan and its linking hints', tool: 'tracking_get_plan', args: {} },
            {
              label: 'Link an event to the step that fires it',
              tool: 'tracking_link_event_frt',
              args: { eventId: '', featureId: '', stepIndex: 0, stepText: '', confirm: true },
            },
          ],
        },
      );
    }
    return {
      eventIds: request.eventIds?.length ? request.eventIds : null,
      pageIds: request.eventIds?.length || request.featureIds?.length ? [] : null,
      featureIds: request.featureIds?.length ? request.featureIds : null,
    };
  }

  async start(
    orgId: string,
    keyId: string | null,
    target: Target,
    request: Omit<RunRequest, 'type' | 'scenarios'> & {
      eventIds?: string[];
      featureIds?: string[];
    },
    inJob?: string,
  ): Promise<Run> {
    // One engine: the one named, else the project's first (analytics hits do not differ by engine).
    const [engine] = this.deps.scenarios.engines(
      request.browsers?.length ? request.browsers.slice(0, 1) : defaultEngines(target.project),
    );
    const { plan } = await this.deps.plans.get(target);
    const work: TrackingWork = { ...this.scope(plan, request), browser: engine };
    return this.deps.runs.queue(orgId, keyId, target, { ...request, type: 'tracking' }, work, inJob);
  }

  /** The engine a tracking run's journeys and pages run in. */
  engineOf(run: Run): Engine {
    return fromJson<Partial<TrackingWork>>(run.request, {}).browser ?? 'chromium';
  }

  results(runId: string): Promise<TrackingResult[]> {
    return runResults(this.db, 'tracking_results', runId);
  }

  async execute(runId: string, lease: Lease): Promise<Run> {
    return this.deps.runs.lifecycle(runId, lease, {
      clear: (trx) => trx.deleteFrom('tracking_results').where('run_id', '=', runId).execute(),
      work: async (run, fenced, target) => {
        const { plan } = await this.deps.plans.get(target);
        const work = fromJson<TrackingWork>(run.request, { eventIds: null, pageIds: null, featureIds: null });
        const events = plan.events.filter(
          (e) =>
            (!work.eventIds || work.eventIds.includes(e.id)) &&
            (!work.featureIds || e.frtRefs.some((r) => work.featureIds!.includes(r.featureId))),
        );
        const pages = plan.pages.filter((p) => !work.pageIds || work.pageIds.includes(p.id));
        const engine = work.browser ?? 'chromium';
        const journeys = await this.runJourneys(run, target, plan, events, fenced, engine);
        for (const event of events)
          await this.store(run, fenced, 'event', event.id, auditEventLinks(event, journeys));
        for (const page of pages)
          await this.store(
            run,
            fenced,
            'page',
            page.id,
            await this.auditPage(run, target, plan, page.id, engine),
          );
        const audited = (await this.results(runId)).filter((r) => r.kind !== 'journey');
        const judged = audited.filter((r) => r.status !== 'skipped');
        const failed = judged.filter((r) => r.status !== 'pass').length;
        return {
          total: judged.length,
          failed,
          error: audited.length === 0 ? 'nothing in the plan to audit' : null,
        };
      },
    });
  }

  private async store(
    run: Run,
    fenced: Fenced,
    kind: string,
    subject: string,
    detail: { status: string } & object,
  ) {
    const { status, ...rest } = detail;
    await fenced((trx) =>
      trx
        .insertInto('tracking_results')
        .values({
          id: newId('trr'),
          run_id: run.id,
          kind,
          subject_id: subject,
          status,
          detail: toJson(rest),
          created_at: nowIso(),
        })
        .execute(),
    );
  }

  /** Runs each feature an audited event links to, once, with the recorder on. */
  private async runJourneys(
    run: Run,
    target: Target,
    plan: TrackingPlan,
    events: PlanEvent[],
    fenced: Fenced,
    engine: Engine,
  ) {
    const featureIds = [...new Set(events.flatMap((e) => e.frtRefs.map((r) => r.featureId)))];
    const library = await this.deps.features.library(run.project_id);
    const policy = await this.deps.site.browserPolicy(run.org_id);
    const preamble = await this.deps.features.preamble(run.project_id, library);
    const journeys: Journeys = new Map();
    for (const featureId of featureIds) {
      const feature = await this.deps.features.require(run.project_id, featureId).catch(() => null);
      if (!feature) {
        journeys.set(featureId, { error: `feature ${featureId} no longer exists` });
        continue;
      }
      const recorder = new BeaconRecorder(decodersFor(plan.collectors), this.deps.forwardHits);
      try {
        const outcome = await runFeature(this.deps.browsers(), {
          engine,
          baseUrl: (feature.base_url ?? target.baseUrl).replace(/\/+$/, ''),
          policy,
          openFile: (name) => this.deps.files.open(run.org_id, run.project_id, name),
          preamble: feature.requires_auth === 1 ? preamble : [],
          scenarios: planFeature(parseOrRefuse(feature.gherkin), library, null),
          observer: recorder,
          stepTimeoutMs: this.deps.stepTimeoutMs,
        });
        const shots = new Map<string, string>();
        for (const [n, scenario] of outcome.scenarios.entries()) {
          for (const step of scenario.steps) {
            if (step.screenshot && step.index !== null) {
              shots.set(
                `${n}:${step.index}`,
                await this.deps.artifacts.put(run.org_id, step.screenshot, 'image/png'),
              );
            }
          }
        }
        journeys.set(featureId, {
          name: feature.name,
          scenarios: outcome.scenarios,
          hits: recorder.hits,
          shots,
        });
        const detail: JourneyDetail & { status: string } = {
          status: outcome.scenarios.every((s) => s.status === 'passed') ? 'pass' : 'fail',
          featureId,
          featureName: feature.name,
          scenarios: outcome.scenarios.map((s, n) => ({
            scenario: s.scenario,
            status: s.status,
            steps: s.steps.map((step) => ({
              index: step.index,
              text: step.text,
              status: step.status,
              error: step.error,
              hits: recorder.hits.filter((h) => h.scenario === n && h.step === step.index).length,
            })),
          })),
          hits: recorder.hits.map(({ raw, ...h }) => h),
        };
        await this.store(run, fenced, 'journey', featureId, detail);
      } catch (error) {
        journeys.set(featureId, {
          error: `the journey could not run: ${(error as Error).message.split('\n')[0]}`,
        });
      }
    }
    return journeys;
  }

  /** Visits each scenario page linked to a plan page and checks its dataLayer against the plan. */
  private async auditPage(run: Run, target: Target, plan: TrackingPlan, pageId: string, engine: Engine) {
    const page = plan.pages.find((p) => p.id === pageId)!;
    const base = { pageId: page.id, label: page.label };
    if (page.scenarioIds.length === 0) {
      return {
        status: 'skipped',
        ...base,
        audits: [],
        reason: 'not linked to a scenario page (tracking_link_page_scenario)',
      };
    }
    const scenarios = await this.deps.scenarios.list(run.project_id);
    const policy = await this.deps.site.browserPolicy(run.org_id);
    const audits: PageDetail['audits'] = [];
    for (const scenarioId of page.scenarioIds) {
      const scenario = scenarios.find((s) => s.id === scenarioId);
      if (!scenario) {
        audits.push({
          scenarioId,
          url: '',
          status: 'skipped',
          reason: `scenario ${scenarioId} no longer exists`,
          hit: null,
          variables: [],
        });
        continue;
      }
      const url = this.deps.scenarios.urlFor(scenario, target);
      const viewport = scenario.options.viewports[0] ?? { width: 1280, height: 800 };
      const recorder = new BeaconRecorder(decodersFor(plan.collectors), this.deps.forwardHits);
      try {
        const state = await this.deps
          .browsers()
          .withContext(
            { width: viewport.width, height: viewport.height, policy, engine },
            async (context) => {
              await recorder.attach(context);
              const tab = await context.newPage();
              const response = await tab.goto(url, { waitUntil: 'load', timeout: 30_000 });
              if (response && response.status() >= 400) throw new Error(`HTTP ${response.status()}`);
              if (response?.headers()['x-visualq-refused']) throw new Error('refused by the host policy');
              await recorder.settle(tab);
              return dataLayerState(recorder.pushesOf(tab));
            },
          );
        const variables = checkVariables(page.variables, state);
        const status = eventVerdict(variables);
        audits.push({
          scenarioId,
          url,
          status,
          reason:
            status === 'pass'
              ? null
              : variables
                  .filter((v) => v.status !== 'pass' && (v.status === 'fail' || v.plan.mandatory))
                  .map((v) => `${v.name}: ${v.reason}`)
                  .join('; '),
          hit: null,
          variables,
        });
      } catch (error) {
        audits.push({
          scenarioId,
          url,
          status: 'fail',
          reason: `the page did not load: ${(error as Error).message.split('\n')[0]}`,
          hit: null,
          variables: [],
        });
      }
    }
    const status = worst(audits.map((a) => a.status));
    return { status, ...base, audits, reason: audits.find((a) => a.status === status)?.reason ?? null };
  }
}
