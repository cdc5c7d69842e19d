import type { NextAction } from '@visualq/contract';
import { explainResult, type Hypothesis } from './explain.js';
import type { Result } from './runs.js';

export interface RunPattern {
  kind: 'site-wide' | 'one-page' | 'one-viewport' | 'same-error';
  evidence: string;
  results: number;
}

/** A result that did not pass, with what most likely happened to it. */
export interface ReadFailure {
  scenarioLabel: string;
  viewport: string;
  status: string;
  mismatchPercent: number | null;
  likely: Hypothesis | null;
}

const FAILED = ['fail', 'error'];

/**
 * Reads a visual run as a whole: each failure's most likely cause, and the patterns several
 * failures share — the whole site changed (a shared header, a font), one page changed at every
 * viewport, one viewport broke across pages (a responsive rule), or one error everywhere.
 */
export function analyzeRun(results: Result[], earlier: Result[]) {
  const failed = results.filter((r) => FAILED.includes(r.status) && !r.approved_at);
  const failures: ReadFailure[] = failed
    .map((r) => {
      const past = earlier.filter(
        (e) => e.scenario_id === r.scenario_id && e.viewport === r.viewport && e.browser === r.browser,
      );
      return {
        scenarioLabel: r.scenario_label,
        viewport: r.viewport,
        status: r.status,
        mismatchPercent: r.mismatch_percent,
        likely: explainResult(r, past).hypotheses[0] ?? null,
      };
    })
    .sort((a, b) => (b.mismatchPercent ?? 0) - (a.mismatchPercent ?? 0));

  const patterns: RunPattern[] = [];
  const scenarios = new Set(results.map((r) => r.scenario_label));
  const failedScenarios = new Set(failed.map((r) => r.scenario_label));
  const viewports = new Set(results.map((r) => r.viewport));
  const failedViewports = new Set(failed.map((r) => r.viewport));
  if (
    scenarios.size > 1 &&
    failedScenarios.size === scenarios.size &&
    failedViewports.size === viewports.size
  ) {
    patterns.push({
      kind: 'site-wide',
      evidence: `every one of the ${scenarios.size} scenarios changed: something they share (header, footer, fonts, styles)`,
      results: failed.length,
    });
  }
  for (const label of failedScenarios) {
    const all = results.filter((r) => r.scenario_label === label);
    if (
      all.length > 1 &&
      all.every((r) => FAILED.includes(r.status) && !r.approved_at) &&
      !patterns.some((p) => p.kind === 'site-wide')
    ) {
      patterns.push({
        kind: 'one-page',
        evidence: `${label} changed at each of its ${all.length} viewports`,
        results: all.length,
      });
    }
  }
  for (const viewport of viewports) {
    const at = results.filter((r) => r.viewport === viewport);
    const broken = at.filter((r) => failed.includes(r));
    const elsewhere = failed.filter((r) => r.viewport !== viewport);
    if (viewports.size > 1 && broken.length > 1 && elsewhere.length === 0) {
      patterns.push({
        kind: 'one-viewport',
        evidence: `only ${viewport} failed (${broken.length} of ${at.length}): a rule for that width`,
        results: broken.length,
      });
    }
  }
  const errors = new Map<string, number>();
  for (const r of failed.filter((x) => x.status === 'error'))
    errors.set(r.error ?? 'error', (errors.get(r.error ?? 'error') ?? 0) + 1);
  for (const [message, count] of errors) {
    if (count > 1)
      patterns.push({
        kind: 'same-error',
        evidence: `${count} captures failed with: ${message}`,
        results: count,
      });
  }
  return { failures, patterns };
}

/** What to do about a run's failures: approve them together when one change explains them all. */
export function analysisActions(runId: string, analysis: ReturnType<typeof analyzeRun>): NextAction[] {
  const actions: NextAction[] = [];
  const siteWide = analysis.patterns.find((p) => p.kind === 'site-wide');
  if (siteWide) {
    actions.push({
      label: 'Approve every change of the run if the shared change is intended',
      tool: 'approve_vrt_results',
      args: { runId, scenarios: ['*'], confirm: true },
    });
  }
  for (const f of analysis.failures.slice(0, 3)) {
    actions.push({
      label: `Explain ${f.scenarioLabel} ${f.viewport}`,
      tool: 'explain_vrt_failure',
      args: { runId, scenarioLabel: f.scenarioLabel, viewport: f.viewport },
    });
  }
  return actions.slice(0, 5);
}
