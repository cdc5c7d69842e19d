import { IMPACTS } from '../../engines/a11y/axe.js';
import { evidence, type PillarFailures, pillarReport } from '../runs/failures.js';
import type { Run } from '../runs/run.js';
import type { A11yRunService } from './runs.js';

/** An a11y run's page views that failed: the violations at or above the run's line, with crops. */
export async function a11yFailures(
  services: { a11yRuns: A11yRunService },
  orgId: string,
  run: Run,
): Promise<PillarFailures> {
  const results = await services.a11yRuns.results(run.id);
  const failures = results
    .filter((r) => r.status !== 'pass')
    .map((r) => {
      const view = services.a11yRuns.resultView(orgId, r);
      const line = IMPACTS.indexOf(view.failOn ?? 'serious');
      const failing = view.violations.filter((v) => IMPACTS.indexOf(v.impact) >= line);
      return {
        ...view,
        pillar: 'a11y',
        runId: run.id,
        what: `${r.scenario_label} ${r.viewport}`,
        why:
          r.error ??
          failing
            .map((v) => `${v.rule} (${v.impact}, ${v.nodes.length + v.moreNodes} element(s))`)
            .join('; '),
        evidence: evidence(
          failing.flatMap((v) =>
            v.nodes.map((n) => [`${v.rule}: ${n.selector}`, n.crop] as [string, string]),
          ),
        ).slice(0, 5),
        nextAction: pillarReport('a11y', run.id),
      };
    });
  return { total: results.length, failures, approved: [] };
}
