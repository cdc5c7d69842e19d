import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { type Finding, privacyFindings, securityFindings } from '../../engines/page-checks/findings.js';
import { observePage } from '../../engines/page-checks/observe.js';
import type { Lease } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import type { PageCheckResultTable } from '../../store/schema.js';
import type { ProjectService, Target } from '../projects.js';
import type { SiteService } from '../site.js';
import type { Run, RunRequest, RunService } from '../vrt/runs.js';
import type { ScenarioService } from '../vrt/scenarios.js';

export type PageCheckPillar = 'security' | 'privacy';
export type PageCheckResult = PageCheckResultTable;

const FINDINGS: Record<PageCheckPillar, (o: Parameters<typeof securityFindings>[0]) => Finding[]> = {
  security: securityFindings,
  privacy: privacyFindings,
};
/** A page fails on a finding of this severity or worse. */
const FAILING = ['high', 'medium'];

/** Security and privacy runs: each scenario page loaded once, and what it shows judged. */
export class PageCheckRunService {
  constructor(
    private readonly deps: {
      store: Store;
      runs: RunService;
      scenarios: ScenarioService;
      projects: ProjectService;
      site: SiteService;
      browsers: () => BrowserPool;
    },
  ) {}

  async start(
    orgId: string,
    keyId: string | null,
    target: Target,
    pillar: PageCheckPillar,
    request: Omit<RunRequest, 'type' | 'browsers'>,
  ): Promise<Run> {
    const chosen = await this.deps.scenarios.choose(target, request.scenarios, 'page to check');
    return this.deps.runs.queue(
      orgId,
      keyId,
      target,
      { ...request, type: pillar },
      { scenarioIds: chosen.map((s) => s.id) },
    );
  }

  async results(runId: string): Promise<PageCheckResult[]> {
    return this.deps.store.db
      .selectFrom('page_check_results')
      .selectAll()
      .where('run_id', '=', runId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async execute(runId: string, lease: Lease): Promise<Run> {
    return this.deps.runs.lifecycle(runId, lease, {
      clear: (trx) => trx.deleteFrom('page_check_results').where('run_id', '=', runId).execute(),
      work: async (run, fenced) => {
        const target = await this.deps.projects.resolve(run.org_id, {
          project: run.project_id,
          environment: run.environment_id,
        });
        const { scenarioIds } = fromJson<{ scenarioIds: string[] }>(run.request, { scenarioIds: [] });
        const judge = FINDINGS[run.type as PageCheckPillar];
        const policy = await this.deps.site.browserPolicy(run.org_id);
        for (const scenario of (await this.deps.scenarios.list(run.project_id)).filter((s) =>
          scenarioIds.includes(s.id),
        )) {
          const url = this.deps.scenarios.urlFor(scenario, target);
          const viewport = scenario.options.viewports[0] ?? { width: 1280, height: 800 };
          const base = {
            id: newId('pck'),
            run_id: run.id,
            scenario_id: scenario.id,
            scenario_label: scenario.label,
            url,
            created_at: nowIso(),
          };
          let row: PageCheckResult;
          try {
            const findings = judge(
              await observePage(this.deps.browsers(), {
                url,
                width: viewport.width,
                height: viewport.height,
                policy,
              }),
            );
            row = {
              ...base,
              status: findings.some((f) => FAILING.includes(f.severity)) ? 'fail' : 'pass',
              findings: toJson(findings),
              error: null,
            };
          } catch (error) {
            row = {
              ...base,
              status: 'error',
              findings: '[]',
              error: (error as Error).message.split('\n')[0],
            };
          }
          await fenced((trx) => trx.insertInto('page_check_results').values(row).execute());
        }
        const results = await this.results(runId);
        const failed = results.filter((r) => r.status !== 'pass').length;
        const allError = results.length > 0 && results.every((r) => r.status === 'error');
        return {
          total: results.length,
          failed,
          error: allError ? `no page could be checked: ${results[0].error}` : null,
        };
      },
    });
  }

  view(r: PageCheckResult) {
    return {
      scenarioLabel: r.scenario_label,
      url: r.url,
      status: r.status,
      error: r.error,
      findings: fromJson<Finding[]>(r.findings, []),
    };
  }
}
