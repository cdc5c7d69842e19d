import { evidence, type PillarFailures, pillarReport } from '../runs/failures.js';
import type { Run } from '../runs/run.js';
import type { PerfRunService } from './runs.js';

/** A perf run's pages that missed a budget or could not be audited, with their Lighthouse reports. */
export async function perfFailures(
  services: { perfRuns: PerfRunService },
  orgId: string,
  run: Run,
): Promise<PillarFailures> {
  const results = await services.perfRuns.results(run.id);
  const failures = results
    .filter((r) => r.status !== 'pass')
    .map((r) => {
      const view = services.perfRuns.pageView(orgId, r);
      return {
        ...view,
        pillar: 'perf',
        runId: run.id,
        what: `${r.scenario_label} ${r.preset}`,
        why:
          r.error ??
          view.budgets
            .filter((b) => !b.pass)
            .map((b) => `${b.message}${b.uncertain ? ' (uncertain)' : ''}`)
            .join('; '),
        evidence: evidence([
          ['Lighthouse report', view.report.html],
          ['Lighthouse JSON', view.report.json],
        ]),
        nextAction: pillarReport('perf', run.id),
      };
    });
  return { total: results.length, failures, approved: [] };
}
