import { evidence, type PillarFailures } from '../runs/failures.js';
import type { Run } from '../runs/run.js';
import type { FrtRunService } from './runs.js';

/** An FRT run's scenarios that did not pass, each with its failing step and what it recorded. */
export async function frtFailures(
  services: { frtRuns: FrtRunService },
  orgId: string,
  run: Run,
): Promise<PillarFailures> {
  const results = await services.frtRuns.results(run.id);
  const several = services.frtRuns.enginesOf(run).length > 1;
  const failures = results
    .filter((r) => r.status !== 'passed')
    .map((r) => {
      // Every step is in frt_explain_failure: here only the one that failed.
      const { steps, ...view } = services.frtRuns.resultView(orgId, r);
      const step = steps.find((s) => s.index === view.failedStep?.index && s.text === view.failedStep?.text);
      const example = view.example === null ? '' : ` (example ${view.example + 1})`;
      const engine = several || view.browser !== 'chromium' ? ` [${view.browser}]` : '';
      const what = `${view.featureName} › ${view.scenario}${example}${engine}`;
      return {
        ...view,
        pillar: 'frt',
        runId: run.id,
        what,
        why: view.error ?? view.status,
        evidence: evidence([
          [`screenshot of step ${step?.index ?? ''} "${step?.text ?? ''}"`, step?.screenshot],
          ['Playwright trace', view.trace],
        ]),
        nextAction: {
          label: `Explain ${what}`,
          tool: 'frt_explain_failure',
          args: { runId: run.id, scenarioName: view.scenario, browser: view.browser },
        },
      };
    });
  return { total: results.length, failures, approved: [] };
}
