import { viewportIn } from '../browser-engines.js';
import { evidence, type PillarFailures, type RunFailure } from '../runs/failures.js';
import type { Run } from '../runs/run.js';
import { type ResultService, worstFirst } from './results.js';
import type { Result, VrtRunService } from './runs.js';

/** A VRT run's failed and errored captures, worst first; those approved since are apart. */
export async function vrtFailures(
  services: { vrtRuns: VrtRunService; results: ResultService },
  orgId: string,
  run: Run,
): Promise<PillarFailures> {
  const all = await services.vrtRuns.results(run.id);
  const failing = all.filter((r) => r.status === 'fail' || r.status === 'error').sort(worstFirst);
  const failure = (r: Result): RunFailure => {
    const view = services.results.resultView(orgId, r);
    const { test, baseline } = view.dimensions;
    const resized = test && baseline && (test.width !== baseline.width || test.height !== baseline.height);
    return {
      ...view,
      pillar: 'vrt',
      runId: run.id,
      what: `${r.scenario_label} ${viewportIn(r.viewport, r.browser)}`,
      why:
        r.status === 'error'
          ? (r.error ?? 'the capture failed')
          : `${r.mismatch_percent ?? 0}% of the pixels changed in ${view.regions.length} region(s)${resized ? `; size ${baseline.width}×${baseline.height} → ${test.width}×${test.height}` : ''}`,
      evidence: evidence([
        ['baseline image', view.images.baseline],
        ['test image', view.images.test],
        ['diff image', view.images.diff],
      ]),
      // The contract's rule: a failed scenario × viewport is inspected with get_diff_stats.
      nextAction: {
        label: `Inspect ${r.scenario_label} ${viewportIn(r.viewport, r.browser)}`,
        tool: 'get_diff_stats',
        // The run named too: read later, the latest run may be another one.
        args: { scenarioLabel: r.scenario_label, viewport: viewportIn(r.viewport, r.browser), runId: run.id },
      },
    };
  };
  return {
    total: all.length,
    failures: failing.filter((r) => !r.approved_at).map(failure),
    approved: failing.filter((r) => r.approved_at).map(failure),
    fresh: all.filter((r) => r.status === 'new').length,
  };
}
