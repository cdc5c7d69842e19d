import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { type Finding, privacyFindings, securityFindings } from '../../engines/page-checks/findings.js';
import type { PageToLoad } from '../../engines/page-checks/load-page.js';
import { observePage } from '../../engines/page-checks/observe.js';
import { runLighthouse } from '../../engines/perf/lighthouse.js';
import { lighthouseSeoFindings, seoFindings } from '../../engines/seo/findings.js';
import { inspectSeo } from '../../engines/seo/inspect.js';
import type { Lease } from '../../jobs/job-store.js';
import type { Store } from '../../store/db.js';
import { newId, nowIso } from '../../store/ids.js';
import { fromJson, toJson } from '../../store/json.js';
import { runResults } from '../../store/run-results.js';
import type { PageCheckResultTable } from '../../store/schema.js';
import type { Target } from '../projects.js';
import { pillarHistory } from '../runs/history.js';
import { forEachPage, pagesVerdict } from '../runs/pages.js';
import type { Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import type { ScenarioService } from '../scenarios.js';
import type { SiteService } from '../site.js';
import type { RunRequest } from '../vrt/runs.js';

export type PageCheckPillar = 'security' | 'privacy' | 'seo';
export type PageCheckResult = PageCheckResultTable;

type Checked = { findings: Finding[]; score: number | null };

/** A page fails on a finding of medium severity or worse. */
export const isFailing = (f: Finding) => f.severity === 'high' || f.severity === 'medium';

/** Security, privacy and SEO runs: each scenario page loaded once, and what it shows judged. */
export class PageCheckRunService {
  constructor(
    private readonly deps: {
      store: Store;
      runs: RunService;
      scenarios: ScenarioService;
      site: SiteService;
      browsers: () => BrowserPool;
      chromePath: string;
      auditTimeoutMs: number;
    },
  ) {}

  private check(pillar: PageCheckPillar, page: PageToLoad): Promise<Checked> {
    if (pillar === 'seo') return this.checkSeo(page);
    const judge = pillar === 'security' ? securityFindings : privacyFindings;
    return observePage(this.deps.browsers(), page).then((o) => ({ findings: judge(o), score: null }));
  }

  /** The page's own checks, and Lighthouse's SEO category for the score and what only it sees. */
  private async checkSeo(page: PageToLoad): Promise<Checked> {
    // Lighthouse's own Chromium loads the page while the pool's reads it: neither is timed.
    const [facts, audit] = await Promise.all([
      inspectSeo(this.deps.browsers(), page),
      runLighthouse({
        url: page.url,
        preset: page.width < 800 ? 'mobile' : 'desktop',
        policy: page.policy,
        chromePath: this.deps.chromePath,
        timeoutMs: this.deps.auditTimeoutMs,
        categories: ['seo'],
      }).catch((error: Error) => error),
    ]);
    const findings = seoFindings(facts);
    if (audit instanceof Error) {
      findings.push({
        id: 'lighthouse-unavailable',
        severity: 'info',
        title: 'No Lighthouse SEO score for this page',
        evidence: audit.message,
        fix: 'The checks above still apply; run again for the score.',
      });
      return { findings, score: null };
    }
    const score = audit.lhr.categories?.seo?.score;
    return {
      findings: [...findings, ...lighthouseSeoFindings(audit.lhr)],
      score: typeof score === 'number' ? Math.round(score * 100) : null,
    };
  }

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

  results(runId: string): Promise<PageCheckResult[]> {
    return runResults(this.deps.store.db, 'page_check_results', runId);
  }

  async execute(runId: string, lease: Lease): Promise<Run> {
    return this.deps.runs.lifecycle(runId, lease, {
      clear: (trx) => trx.deleteFrom('page_check_results').where('run_id', '=', runId).execute(),
      work: async (run, fenced, target) => {
        const { scenarioIds } = fromJson<{ scenarioIds: string[] }>(run.request, { scenarioIds: [] });
        const policy = await this.deps.site.browserPolicy(run.org_id);
        await forEachPage(this.deps.scenarios, run, target, scenarioIds, async (scenario, url) => {
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
            const { findings, score } = await this.check(run.type as PageCheckPillar, {
              url,
              width: viewport.width,
              height: viewport.height,
              policy,
            });
            row = {
              ...base,
              status: findings.some(isFailing) ? 'fail' : 'pass',
              findings: toJson(findings),
              score,
              error: null,
            };
          } catch (error) {
            row = {
              ...base,
              status: 'error',
              findings: '[]',
              score: null,
              error: (error as Error).message.split('\n')[0],
            };
          }
          await fenced((trx) => trx.insertInto('page_check_results').values(row).execute());
        });
        return pagesVerdict(await this.results(runId), 'no page could be checked');
      },
    });
  }

  /** What the published GitHub Action reads of an SEO run: the mean score and pages passed / failed. */
  async ciFields(run: Run) {
    if (run.type !== 'seo') return {};
    const results = await this.results(run.id);
    const scores = results.map((r) => r.score).filter((v): v is number => v !== null);
    return {
      seoScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
      seoPassed: results.filter((r) => r.status === 'pass').length,
      seoFailed: results.filter((r) => r.status !== 'pass').length,
    };
  }

  /** Each page's score and findings by severity across the environment's recent runs of a pillar. */
  history(target: Target, pillar: PageCheckPillar, limit = 20) {
    return pillarHistory(this.deps.runs, target, pillar, limit, async (runId) =>
      (await this.results(runId)).map((r) => {
        const { findings, score } = this.view(r);
        const count = (s: string) => findings.filter((f) => f.severity === s).length;
        return {
          page: r.scenario_label,
          point: {
            status: r.status,
            score: score ?? null,
            high: count('high'),
            medium: count('medium'),
            low: count('low'),
          },
        };
      }),
    );
  }

  view(r: PageCheckResult) {
    return {
      scenarioLabel: r.scenario_label,
      url: r.url,
      status: r.status,
      error: r.error,
      ...(r.score !== null ? { score: r.score } : {}),
      findings: fromJson<Finding[]>(r.findings, []),
    };
  }
}
