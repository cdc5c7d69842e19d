import { type LighthouseOutcome, runLighthouse } from '../../engines/perf/lighthouse.js';
import {
  type BudgetCheck,
  type BudgetKey,
  checkBudgets,
  medianOf,
  type PageMetrics,
  readLhr,
  type Spread,
} from '../../engines/perf/metrics.js';
import type { Lease } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import { runResults } from '../../store/run-results.js';
import type { PerfResultTable } from '../../store/schema.js';
import type { ArtifactService } from '../artifacts.js';
import type { Target } from '../projects.js';
import { pillarHistory } from '../runs/history.js';
import { forEachPage, pagesVerdict } from '../runs/pages.js';
import type { Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { ScenarioService } from '../scenarios.js';
import type { SiteService } from '../site.js';
import type { RunRequest } from '../vrt/runs.js';
import type { PerfBudgets } from './budgets.js';

export type PerfResult = PerfResultTable;
export type Preset = 'mobile' | 'desktop';

interface PerfWork {
  scenarioIds: string[];
  presets: Preset[];
  runs: number;
  budgets: PerfBudgets;
  /** Budgets came with the run or from the project: the CI status then carries a verdict. */
  budgeted: boolean;
}

export interface PerfDetail extends PageMetrics {
  runs: number;
  spread: Partial<Record<BudgetKey, Spread>>;
  budgets: BudgetCheck[];
}

export interface PerfRunDeps {
  store: Store;
  runs: RunService;
  scenarios: ScenarioService;
  site: SiteService;
  artifacts: ArtifactService;
  chromePath: string;
  auditTimeoutMs: number;
}

const mean = (xs: Array<number | null>) => {
  const v = xs.filter((x): x is number => typeof x === 'number');
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};

/** Perf runs: Lighthouse audits of the scenario pages, one at a time per process, with budgets. */
export class PerfRunService {
  constructor(private readonly deps: PerfRunDeps) {}

  private get db() {
    return this.deps.store.db;
  }

  async start(
    orgId: string,
    keyId: string | null,
    target: Target,
    request: Omit<RunRequest, 'type' | 'browsers'> & {
      perfBudgets?: PerfBudgets;
      presets?: Preset[];
      runs?: number;
    },
  ): Promise<Run> {
    const chosen = await this.deps.scenarios.choose(target, request.scenarios, 'page to audit');
    const stored = fromJson<PerfBudgets | null>(target.project.perf_budgets ?? 'null', null);
    const budgets = request.perfBudgets ?? stored ?? {};
    const work: PerfWork = {
      scenarioIds: chosen.map((s) => s.id),
      presets: request.presets?.length ? request.presets : ['mobile'],
      runs: request.runs ?? 1,
      budgets,
      budgeted: Object.keys(budgets).length > 0,
    };
    return this.deps.runs.queue(orgId, keyId, target, { ...request, type: 'perf' }, work);
  }

  results(runId: string): Promise<PerfResult[]> {
    return runResults(this.db, 'perf_results', runId);
  }

  async execute(runId: string, lease: Lease): Promise<Run> {
    return this.deps.runs.lifecycle(runId, lease, {
      clear: (trx) => trx.deleteFrom('perf_results').where('run_id', '=', runId).execute(),
      work: async (run, fenced, target) => {
        const work = fromJson<PerfWork>(run.request, {
          scenarioIds: [],
          presets: ['mobile'],
          runs: 1,
          budgets: {},
          budgeted: false,
        });
        const policy = await this.deps.site.browserPolicy(run.org_id);
        await forEachPage(this.deps.scenarios, run, target, work.scenarioIds, async (scenario, url) => {
          for (const preset of work.presets) {
            const row = await this.auditPage(run, url, preset, work, policy);
            await fenced((trx) =>
              trx
                .insertInto('perf_results')
                .values({
                  id: newId('prf'),
                  run_id: run.id,
                  scenario_id: scenario.id,
                  scenario_label: scenario.label,
                  url,
                  preset,
                  created_at: nowIso(),
                  ...row,
                })
                .execute(),
            );
          }
        });
        return pagesVerdict(await this.results(runId), 'no page could be audited');
      },
    });
  }

  /** N audits of one page, kept as the median one with how much the values moved. */
  private async auditPage(
    run: Run,
    url: string,
    preset: Preset,
    work: PerfWork,
    policy: Parameters<typeof runLighthouse>[0]['policy'],
  ) {
    const samples: Array<{ metrics: PageMetrics; outcome: LighthouseOutcome }> = [];
    let error: string | null = null;
    for (let i = 0; i < work.runs && !error; i++) {
      try {
        const outcome = await runLighthouse({
          url,
          preset,
          policy,
          chromePath: this.deps.chromePath,
          timeoutMs: this.deps.auditTimeoutMs,
        });
        samples.push({ metrics: readLhr(outcome.lhr), outcome });
      } catch (e) {
        error = (e as Error).message;
      }
    }
    if (samples.length === 0) {
      return {
        status: 'error',
        detail: toJson({}),
        lhr_hash: null,
        html_hash: null,
        error: `the page could not be audited: ${error}`,
      };
    }
    const { index, median, spread } = medianOf(samples.map((s) => s.metrics));
    const kept = samples[index].outcome;
    const budgets = checkBudgets(work.budgets, median, spread);
    const detail: PerfDetail = { ...median, runs: samples.length, spread, budgets };
    return {
      status: budgets.some((b) => !b.pass) ? 'fail' : 'pass',
      detail: toJson(detail),
      lhr_hash: await this.deps.artifacts.put(run.org_id, Buffer.from(kept.lhrJson), 'application/json'),
      html_hash: await this.deps.artifacts.put(
        run.org_id,
        Buffer.from(kept.html),
        'text/html; charset=utf-8',
      ),
      error:
        samples.length < work.runs
          ? `only ${samples.length} of ${work.runs} audits finished: ${error}`
          : null,
    };
  }

  pageView(orgId: string, r: PerfResult) {
    const detail = fromJson<Partial<PerfDetail>>(r.detail, {});
    const link = (hash: string | null) => (hash ? this.deps.artifacts.signedUrl(orgId, hash) : null);
    return {
      scenarioId: r.scenario_id,
      scenarioLabel: r.scenario_label,
      url: r.url,
      preset: r.preset,
      status: r.status,
      error: r.error,
      scores: detail.scores ?? null,
      metrics: detail.metrics ?? null,
      budgets: detail.budgets ?? [],
      opportunities: detail.opportunities ?? [],
      runs: detail.runs ?? 0,
      spread: detail.spread ?? {},
      report: { html: link(r.html_hash), json: link(r.lhr_hash) },
    };
  }

  /** What the published GitHub Action reads from a perf run's CI status. */
  async ciFields(run: Run) {
    const pages = (await this.results(run.id)).map((r) => ({
      r,
      d: fromJson<Partial<PerfDetail>>(r.detail, {}),
    }));
    const audited = pages.filter((p) => p.r.status !== 'error');
    const work = fromJson<Partial<PerfWork>>(run.request, {});
    const round = (n: number | null, digits = 0) =>
      n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits;
    const violations = pages.flatMap(({ r, d }) =>
      (d.budgets ?? [])
        .filter((b) => !b.pass)
        .map((b) => `${new URL(r.url).pathname} ${r.preset}: ${b.message}`),
    );
    return {
      perfScore: round(mean(audited.map((p) => p.d.scores?.performance ?? null))),
      perfAvgLcp: round(mean(audited.map((p) => p.d.metrics?.lcpMs ?? null))),
      perfAvgCls: round(mean(audited.map((p) => p.d.metrics?.cls ?? null)), 3),
      ...(work.budgeted ? { perfBudgetResult: { pass: violations.length === 0, violations } } : {}),
    };
  }

  /** A metric's trend per page across the environment's recent perf runs, oldest first. */
  history(target: Target, limit = 20) {
    return pillarHistory(this.deps.runs, target, 'perf', limit, async (runId) =>
      (await this.results(runId)).map((r) => {
        const d = fromJson<Partial<PerfDetail>>(r.detail, {});
        return {
          page: `${r.scenario_label} (${r.preset})`,
          point: {
            status: r.status,
            performance: d.scores?.performance ?? null,
            lcpMs: d.metrics?.lcpMs ?? null,
            cls: d.metrics?.cls ?? null,
            tbtMs: d.metrics?.tbtMs ?? null,
            totalBytes: d.metrics?.totalBytes ?? null,
          },
        };
      }),
    );
  }

  /** Metric deltas per page from run A to run B, regressions first. */
  async compare(a: Run, b: Run) {
    const [ra, rb] = await Promise.all([this.results(a.id), this.results(b.id)]);
    const key = (r: PerfResult) => `${r.scenario_label}|${r.preset}`;
    const byA = new Map(ra.map((r) => [key(r), fromJson<Partial<PerfDetail>>(r.detail, {})]));
    const rows = rb.map((r) => {
      const before = byA.get(key(r));
      const after = fromJson<Partial<PerfDetail>>(r.detail, {});
      const delta = (x: number | null | undefined, y: number | null | undefined) =>
        typeof x === 'number' && typeof y === 'number' ? Math.round((y - x) * 1000) / 1000 : null;
      const deltas = {
        performance: delta(before?.scores?.performance, after.scores?.performance),
        lcpMs: delta(before?.metrics?.lcpMs, after.metrics?.lcpMs),
        cls: delta(before?.metrics?.cls, after.metrics?.cls),
        tbtMs: delta(before?.metrics?.tbtMs, after.metrics?.tbtMs),
        fcpMs: delta(before?.metrics?.fcpMs, after.metrics?.fcpMs),
        totalBytes: delta(before?.metrics?.totalBytes, after.metrics?.totalBytes),
        requests: delta(before?.metrics?.requests, after.metrics?.requests),
      };
      // The score weighs every metric: when it moves 5 points, it is the verdict. Otherwise a
      // large move of paint or blocking time decides.
      const score = deltas.performance ?? 0;
      const change = !before
        ? 'added'
        : Math.abs(score) >= 5
          ? score > 0
            ? 'improved'
            : 'regressed'
          : (deltas.lcpMs ?? 0) > 250 || (deltas.tbtMs ?? 0) > 100
            ? 'regressed'
            : (deltas.lcpMs ?? 0) < -250 || (deltas.tbtMs ?? 0) < -100
              ? 'improved'
              : 'same';
      return {
        scenarioLabel: r.scenario_label,
        preset: r.preset,
        a: before
          ? {
              performance: before.scores?.performance ?? null,
              lcpMs: before.metrics?.lcpMs ?? null,
              tbtMs: before.metrics?.tbtMs ?? null,
            }
          : null,
        b: {
          performance: after.scores?.performance ?? null,
          lcpMs: after.metrics?.lcpMs ?? null,
          tbtMs: after.metrics?.tbtMs ?? null,
        },
        deltas,
        change,
      };
    });
    const order: Record<string, number> = { regressed: 0, added: 1, same: 2, improved: 3 };
    return rows.sort(
      (x, y) =>
        order[x.change] - order[y.change] || (x.deltas.performance ?? 0) - (y.deltas.performance ?? 0),
    );
  }
}
