import { type A11yViolation, auditA11y, IMPACTS, type Impact } from '../../engines/a11y/axe.js';
import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import type { Lease } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import { runResults } from '../../store/run-results.js';
import type { A11yResultTable } from '../../store/schema.js';
import type { ArtifactService } from '../artifacts.js';
import type { Target } from '../projects.js';
import { pillarHistory } from '../runs/history.js';
import { forEachPage, pagesVerdict } from '../runs/pages.js';
import type { Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { ScenarioService } from '../scenarios.js';
import type { SiteService } from '../site.js';
import type { RunRequest } from '../vrt/runs.js';

export type A11yResult = A11yResultTable;

interface A11yWork {
  scenarioIds: string[];
  /** The least impact that fails a result. */
  failOn: Impact;
}

type StoredViolation = Omit<A11yViolation, 'nodes'> & {
  nodes: Array<Omit<A11yViolation['nodes'][number], 'crop'> & { cropHash: string | null }>;
};

export interface A11yDetail {
  failOn: Impact;
  counts: Record<Impact, number>;
  violations: StoredViolation[];
  passes: number;
}

/** Accessibility runs: axe-core in each scenario page at each of its viewports. */
export class A11yRunService {
  constructor(
    private readonly deps: {
      store: Store;
      runs: RunService;
      scenarios: ScenarioService;
      site: SiteService;
      artifacts: ArtifactService;
      browsers: () => BrowserPool;
    },
  ) {}

  async start(
    orgId: string,
    keyId: string | null,
    target: Target,
    request: Omit<RunRequest, 'type' | 'browsers'> & { failOn?: Impact },
  ): Promise<Run> {
    const chosen = await this.deps.scenarios.choose(target, request.scenarios, 'page to check');
    const work: A11yWork = { scenarioIds: chosen.map((s) => s.id), failOn: request.failOn ?? 'serious' };
    return this.deps.runs.queue(orgId, keyId, target, { ...request, type: 'a11y' }, work);
  }

  results(runId: string): Promise<A11yResult[]> {
    return runResults(this.deps.store.db, 'a11y_results', runId);
  }

  async execute(runId: string, lease: Lease): Promise<Run> {
    return this.deps.runs.lifecycle(runId, lease, {
      clear: (trx) => trx.deleteFrom('a11y_results').where('run_id', '=', runId).execute(),
      work: async (run, fenced, target) => {
        const work = fromJson<A11yWork>(run.request, { scenarioIds: [], failOn: 'serious' });
        const policy = await this.deps.site.browserPolicy(run.org_id);
        await forEachPage(this.deps.scenarios, run, target, work.scenarioIds, async (scenario, url) => {
          for (const viewport of scenario.options.viewports) {
            const base = {
              id: newId('a1y'),
              run_id: run.id,
              scenario_id: scenario.id,
              scenario_label: scenario.label,
              viewport: viewport.label,
              url,
              created_at: nowIso(),
            };
            let row: A11yResult;
            try {
              const outcome = await auditA11y(this.deps.browsers(), {
                url,
                width: viewport.width,
                height: viewport.height,
                policy,
              });
              const violations: StoredViolation[] = [];
              for (const v of outcome.violations) {
                const nodes = [];
                for (const { crop, ...node } of v.nodes) {
                  nodes.push({
                    ...node,
                    cropHash: crop ? await this.deps.artifacts.put(run.org_id, crop, 'image/png') : null,
                  });
                }
                violations.push({ ...v, nodes });
              }
              const counts = Object.fromEntries(
                IMPACTS.map((i) => [i, violations.filter((v) => v.impact === i).length]),
              ) as Record<Impact, number>;
              const failing = violations.some(
                (v) => IMPACTS.indexOf(v.impact) >= IMPACTS.indexOf(work.failOn),
              );
              const detail: A11yDetail = { failOn: work.failOn, counts, violations, passes: outcome.passes };
              row = { ...base, status: failing ? 'fail' : 'pass', detail: toJson(detail), error: null };
            } catch (error) {
              row = {
                ...base,
                status: 'error',
                detail: toJson({}),
                error: (error as Error).message.split('\n')[0],
              };
            }
            await fenced((trx) => trx.insertInto('a11y_results').values(row).execute());
          }
        });
        return pagesVerdict(await this.results(runId), 'no page could be checked');
      },
    });
  }

  /** Each page view's violations by impact across the environment's recent a11y runs, oldest first. */
  history(target: Target, limit = 20) {
    return pillarHistory(this.deps.runs, target, 'a11y', limit, async (runId) =>
      (await this.results(runId)).map((r) => ({
        page: `${r.scenario_label} ${r.viewport}`,
        point: { status: r.status, counts: fromJson<Partial<A11yDetail>>(r.detail, {}).counts ?? null },
      })),
    );
  }

  resultView(orgId: string, r: A11yResult) {
    const d = fromJson<Partial<A11yDetail>>(r.detail, {});
    return {
      scenarioLabel: r.scenario_label,
      viewport: r.viewport,
      url: r.url,
      status: r.status,
      error: r.error,
      failOn: d.failOn ?? null,
      counts: d.counts ?? null,
      violations: (d.violations ?? []).map((v) => ({
        ...v,
        nodes: v.nodes.map(({ cropHash, ...n }) => ({
          ...n,
          crop: cropHash ? this.deps.artifacts.signedUrl(orgId, cropHash) : null,
        })),
      })),
    };
  }
}
