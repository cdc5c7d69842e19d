import { viewportIn } from '../browser-engines.js';
import { PAGE_PILLARS, type PagePillar } from '../pillars.js';
import type { Target } from '../projects.js';
import { MAIN_BRANCH } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { Scenario, ScenarioService } from '../scenarios.js';
import type { VrtRunService } from '../vrt/runs.js';
import type { SiteHealthService } from './site-health.js';

const FINISHED = ['completed', 'failed', 'error'];

export interface PillarOnPage {
  pillar: 'vrt' | PagePillar;
  runId: string;
  finishedAt: string | null;
  /** pass, or fail / error; one entry per viewport or preset the run checked. */
  checks: Array<{ page: string; status: 'pass' | 'fail'; failure: string | null }>;
}

/** One page's health: what the latest run of each pillar on main said about it. */
export class PageHealthService {
  constructor(
    private readonly deps: {
      runs: RunService;
      vrtRuns: VrtRunService;
      scenarios: ScenarioService;
      health: SiteHealthService;
    },
  ) {}

  async pages(target: Target, scenarios: Scenario[]) {
    const history = (await this.deps.runs.history(target, 300)).filter(
      (r) => FINISHED.includes(r.status) && r.branch === MAIN_BRANCH,
    );
    const latestVrt = history.find((r) => r.type === 'test');
    const perScenario = new Map<string, PillarOnPage[]>(scenarios.map((s) => [s.id, []]));
    const add = (
      pillar: PillarOnPage['pillar'],
      run: { id: string; finished_at: string | null },
      rows: Array<{ scenarioId: string; page: string; failure: string | null }>,
    ) => {
      for (const s of scenarios) {
        const checks = rows
          .filter((r) => r.scenarioId === s.id)
          .map((r) => ({
            page: r.page,
            status: r.failure === null ? ('pass' as const) : ('fail' as const),
            failure: r.failure,
          }));
        if (checks.length)
          perScenario.get(s.id)!.push({ pillar, runId: run.id, finishedAt: run.finished_at, checks });
      }
    };
    if (latestVrt) {
      const rows = (await this.deps.vrtRuns.results(latestVrt.id)).map((r) => ({
        scenarioId: r.scenario_id,
        page: `${r.scenario_label} ${viewportIn(r.viewport, r.browser)}`,
        failure:
          r.status === 'pass' || r.approved_at
            ? null
            : r.status === 'fail'
              ? `${(r.mismatch_percent ?? 0).toFixed(2)}% changed`
              : (r.error ?? r.status),
      }));
      add('vrt', latestVrt, rows);
    }
    for (const pillar of PAGE_PILLARS) {
      const run = history.find((r) => r.type === pillar);
      if (run) add(pillar, run, await this.deps.health.pageFailures(pillar, run.id));
    }
    return scenarios.map((s) => {
      const pillars = perScenario.get(s.id)!;
      const failing = pillars.filter((p) => p.checks.some((c) => c.status === 'fail')).map((p) => p.pillar);
      return {
        scenarioId: s.id,
        scenarioLabel: s.label,
        url: s.url,
        healthy: pillars.length > 0 && failing.length === 0,
        failing,
        notChecked: ['vrt', ...PAGE_PILLARS].filter((p) => !pillars.some((x) => x.pillar === p)),
        pillars,
      };
    });
  }
}
