import { fromJson } from '../../store/json.js';
import type { A11yRunService } from '../a11y/runs.js';
import { viewportIn } from '../browser-engines.js';
import type { FeatureService } from '../frt/features.js';
import type { FrtRunService } from '../frt/runs.js';
import { isFailing, type PageCheckRunService } from '../page-checks/runs.js';
import type { PerfDetail, PerfRunService } from '../perf/runs.js';
import { type PagePillar, PILLAR_NAMES, type PillarName, pillar as pillarNamed } from '../pillars.js';
import type { Target } from '../projects.js';
import type { Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { ScenarioService } from '../scenarios.js';
import type { PlanService } from '../tracking/plan.js';
import type { TrackingRunService } from '../tracking/runs.js';
import type { BaselineService } from '../vrt/baselines.js';
import type { VrtRunService } from '../vrt/runs.js';

/** Runs per pillar the rolling score looks at. */
const WINDOW = 5;
/** A pillar whose last run is older than this is stale: its score is worth less. */
const STALE_DAYS = 7;

export interface PillarHealth {
  pillar: PillarName;
  /** 0–100, or null when the pillar never ran. */
  score: number | null;
  howComputed: string;
  runsConsidered: number;
  lastRun: { runId: string; status: string; finishedAt: string | null; ageDays: number } | null;
  stale: boolean;
  coverage: { covered: number; total: number; what: string };
  openFailures: Array<{ what: string; since: string }>;
}

const days = (iso: string | null) =>
  iso ? (Date.now() - Date.parse(iso)) / 86_400_000 : Number.POSITIVE_INFINITY;
const round = (n: number) => Math.round(n * 10) / 10;

/** Rolling health per pillar over recent runs: coverage, staleness, open failures, and a score. */
export class SiteHealthService {
  constructor(
    private readonly deps: {
      runs: RunService;
      vrtRuns: VrtRunService;
      scenarios: ScenarioService;
      baselines: BaselineService;
      features: FeatureService;
      frtRuns: FrtRunService;
      plans: PlanService;
      trackingRuns: TrackingRunService;
      perfRuns: PerfRunService;
      a11yRuns: A11yRunService;
      pageChecks: PageCheckRunService;
    },
  ) {}

  async health(
    target: Target,
  ): Promise<{ score: number | null; howComputed: string; pillars: PillarHealth[] }> {
    const history = (await this.deps.runs.history(target, 300)).filter((r) =>
      ['completed', 'failed', 'error'].includes(r.status),
    );
    const pillars: PillarHealth[] = [];
    for (const pillar of PILLAR_NAMES) {
      const runs = history
        .filter((r) => r.type === pillarNamed(pillar).runTypes[0] && r.branch === 'main')
        .slice(0, WINDOW);
      pillars.push(await this.pillar(target, pillar, runs));
    }
    const scored = pillars.filter((p) => p.score !== null);
    const score = scored.length ? Math.round(scored.reduce((s, p) => s + p.score!, 0) / scored.length) : null;
    return {
      score,
      howComputed: scored.length
        ? `mean of the scores of the ${scored.length} pillar(s) that ran (${scored.map((p) => `${p.pillar} ${p.score}`).join(', ')}); pillars that never ran are left out, not counted as 0`
        : 'no pillar has run on main yet',
      pillars,
    };
  }

  private async pillar(target: Target, pillar: PillarHealth['pillar'], runs: Run[]): Promise<PillarHealth> {
    const last = runs[0];
    // Pass rate of each run (errors count as failures), newest weighted most: 5, 4, 3, 2, 1.
    const weights = runs.map((_, i) => WINDOW - i);
    const rates = runs.map((r) => (r.total ? r.passed / r.total : 0));
    const rolling = runs.length
      ? rates.reduce((s, rate, i) => s + rate * weights[i], 0) / weights.reduce((a, b) => a + b, 0)
      : null;
    const ageDays = last ? days(last.finished_at) : Number.POSITIVE_INFINITY;
    const stale = !last || ageDays > STALE_DAYS;
    const score = rolling === null ? null : Math.round(100 * rolling * (stale ? 0.8 : 1));
    const { coverage, openFailures } = await this.details(target, pillar, last);
    return {
      pillar,
      score,
      howComputed:
        rolling === null
          ? 'never ran on main'
          : `pass rate of the last ${runs.length} run(s) on main, newest weighted most (${rates.map((r) => `${Math.round(100 * r)}%`).join(', ')})${stale ? `, × 0.8 because the last run is older than ${STALE_DAYS} days` : ''}`,
      runsConsidered: runs.length,
      lastRun: last
        ? { runId: last.id, status: last.status, finishedAt: last.finished_at, ageDays: round(ageDays) }
        : null,
      stale,
      coverage,
      openFailures,
    };
  }

  private async details(target: Target, pillar: PillarHealth['pillar'], last: Run | undefined) {
    const since = last?.finished_at ?? '';
    if (pillar === 'vrt') {
      const scenarios = await this.deps.scenarios.list(target.project.id);
      const baselines = await this.deps.baselines.currentOnMain(
        target.environment.id,
        scenarios.map((s) => s.id),
      );
      const results = last ? await this.deps.vrtRuns.results(last.id) : [];
      return {
        coverage: {
          covered: new Set(baselines.map((b) => b.scenario_id)).size,
          total: scenarios.length,
          what: 'scenarios with an approved baseline',
        },
        openFailures: results
          .filter((r) => (r.status === 'fail' || r.status === 'error') && !r.approved_at)
          .map((r) => ({
            what: `${r.scenario_label} ${viewportIn(r.viewport, r.browser)}: ${r.status}${r.mismatch_percent ? ` (${r.mismatch_percent.toFixed(2)}%)` : ''}`,
            since,
          })),
      };
    }
    if (pillar === 'frt') {
      const features = (await this.deps.features.list(target.project.id)).filter((f) => f.is_login !== 1);
      const results = last ? await this.deps.frtRuns.results(last.id) : [];
      const ran = new Set(results.map((r) => r.feature_id));
      return {
        coverage: {
          covered: features.filter((f) => ran.has(f.id)).length,
          total: features.length,
          what: 'features run by the last FRT run',
        },
        openFailures: results
          .filter((r) => r.status !== 'passed')
          .map((r) => ({ what: `${r.feature_name} › ${r.scenario}: ${r.error ?? r.status}`, since })),
      };
    }
    if (pillar === 'tracking') {
      const { plan } = await this.deps.plans.get(target);
      const results = last ? await this.deps.trackingRuns.results(last.id) : [];
      return {
        coverage: {
          covered: plan.events.filter((e) => e.frtRefs.length > 0).length,
          total: plan.events.length,
          what: 'plan events linked to an FRT step',
        },
        openFailures: results
          .filter((r) => r.kind !== 'journey' && (r.status === 'fail' || r.status === 'missing'))
          .map((r) => ({ what: `${r.kind} ${r.subject_id}: ${r.status}`, since })),
      };
    }
    const scenarios = await this.deps.scenarios.list(target.project.id);
    const results = last ? await this.pageFailures(pillar, last.id) : [];
    return {
      coverage: {
        covered: new Set(results.map((r) => r.scenarioId)).size,
        total: scenarios.length,
        what: `scenario pages checked by the last ${pillar} run`,
      },
      openFailures: results
        .filter((r) => r.failure !== null)
        .map((r) => ({ what: `${r.page}: ${r.failure}`, since })),
    };
  }

  /** Each page a page pillar's run judged, with why it failed (null when it passed). */
  async pageFailures(
    pillar: PagePillar,
    runId: string,
  ): Promise<Array<{ scenarioId: string; page: string; failure: string | null }>> {
    if (pillar === 'a11y') {
      return (await this.deps.a11yRuns.results(runId)).map((r) => ({
        scenarioId: r.scenario_id,
        page: `${r.scenario_label} ${r.viewport}`,
        failure: r.status === 'pass' ? null : (r.error ?? 'accessibility violations'),
      }));
    }
    if (pillar === 'perf') {
      return (await this.deps.perfRuns.results(runId)).map((r) => {
        const missed = (fromJson<Partial<PerfDetail>>(r.detail, {}).budgets ?? []).filter((b) => !b.pass);
        return {
          scenarioId: r.scenario_id,
          page: `${r.scenario_label} ${r.preset}`,
          failure:
            r.status === 'pass' ? null : (r.error ?? (missed.map((b) => b.message).join('; ') || r.status)),
        };
      });
    }
    return (await this.deps.pageChecks.results(runId)).map((r) => {
      const { findings } = this.deps.pageChecks.view(r);
      const failing = findings.filter(isFailing);
      return {
        scenarioId: r.scenario_id,
        page: r.scenario_label,
        failure: r.status === 'pass' ? null : (r.error ?? failing.map((f) => f.title).join('; ')),
      };
    });
  }
}
