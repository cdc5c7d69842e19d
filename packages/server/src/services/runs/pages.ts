import type { Target } from '../projects.js';
import type { Scenario, ScenarioService } from '../scenarios.js';
import { type Run, verdictOf } from './run.js';

/**
 * The scenario pages a run of a page pillar was asked to judge, in order, each with its URL in the
 * run's environment: `judge` checks one page and writes its rows.
 */
export async function forEachPage(
  scenarios: ScenarioService,
  run: Run,
  target: Target,
  scenarioIds: string[],
  judge: (scenario: Scenario, url: string) => Promise<void>,
): Promise<void> {
  const chosen = (await scenarios.list(run.project_id)).filter((s) => scenarioIds.includes(s.id));
  for (const scenario of chosen) await judge(scenario, scenarios.urlFor(scenario, target));
}

/** A page pillar's run verdict: a page fails unless it passes; a run whose every page is an error is one. */
export function pagesVerdict(results: Array<{ status: string; error: string | null }>, nothingDone: string) {
  return verdictOf(results, (status) => status !== 'pass', nothingDone);
}
