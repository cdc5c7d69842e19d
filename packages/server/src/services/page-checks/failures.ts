import { evidence, type PillarFailures, pillarReport } from '../runs/failures.js';
import type { Run } from '../runs/run.js';
import { isFailing, type PageCheckRunService } from './runs.js';

/** A security, privacy or SEO run's pages that failed: the findings of medium severity or worse. */
export async function pageCheckFailures(
  services: { pageChecks: PageCheckRunService },
  _orgId: string,
  run: Run,
): Promise<PillarFailures> {
  const results = await services.pageChecks.results(run.id);
  const failures = results
    .filter((r) => r.status !== 'pass')
    .map((r) => {
      const view = services.pageChecks.view(r);
      return {
        ...view,
        pillar: run.type,
        runId: run.id,
        what: r.scenario_label,
        why:
          r.error ??
          view.findings
            .filter(isFailing)
            .map((f) => `${f.title} (${f.severity})`)
            .join('; '),
        evidence: evidence([['the page checked', r.url]]),
        nextAction: pillarReport(run.type, run.id),
      };
    });
  return { total: results.length, failures, approved: [] };
}
