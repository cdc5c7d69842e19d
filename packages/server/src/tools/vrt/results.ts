import type { NextAction } from '@visualq/contract';
import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { viewportIn } from '../../services/browser-engines.js';
import { runFailures } from '../../services/run-failures.js';
import type { RunFailure } from '../../services/runs/failures.js';
import { runView } from '../../services/runs/run.js';
import { analysisActions, analyzeRun } from '../../services/vrt/analyze.js';
import { explainResult } from '../../services/vrt/explain.js';
import { worstFirst } from '../../services/vrt/results.js';
import { defineTool } from '../define-tool.js';

export const getRunFailures = defineTool({
  name: 'get_run_failures',
  title: 'Get run failures',
  description:
    'What a run found wrong, whatever its pillar (VRT, FRT, tracking, perf, a11y, SEO, security, privacy, or a full audit’s child runs); the latest finished visual test run when runId is omitted. Each failure says what failed, why, links to its evidence and the tool that looks closer; VRT failures come worst first with mismatch, regions and image links, and nextActions point at get_diff_stats for the first five. Failures approved since are counted apart.',
  access: 'read',
  qa: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({ runId: z.string().optional() }),
  async run(ctx, args) {
    const { results: service, runs } = ctx.services;
    const run = await service.runFor(ctx.org.id, ctx.target, args.runId);
    const found = await runFailures(ctx.services, ctx.org.id, run);
    const failed = found.failures.length;
    const approved = found.approved.length;
    const finished = !['queued', 'running'].includes(run.status);
    const newest = args.runId ? undefined : await runs.latest(ctx.target, { type: 'test' });
    const pending = newest && newest.id !== run.id && ['queued', 'running'].includes(newest.status);
    const warnings = [
      ...(finished ? [] : [`run ${run.id} is still ${run.status}`]),
      ...(pending
        ? [`run ${newest.id} is still ${newest.status}; these are the results of the previous finished run`]
        : []),
    ];
    const approvedToo = approved ? ` ${approved} more failed and were approved.` : '';
    const summary = !finished
      ? `Run ${run.id} is ${run.status}: ${failed} of ${found.total} checks failed so far.`
      : failed
        ? `${failed} of ${found.total} checks failed.${approvedToo}`
        : run.status === 'error'
          ? `Run ${run.id} could not run: ${run.error ?? 'no reason recorded'}.`
          : approved
            ? `No open failure: the ${approved} of ${found.total} checks that failed were approved.`
            : `All ${found.total} checks passed${found.fresh ? ` (${found.fresh} new without baseline)` : ''}.`;
    const follow = (id: string) => ({
      label: 'Follow the run in progress',
      tool: 'get_run_status',
      args: { runId: id },
    });
    return {
      summary,
      data: {
        runId: run.id,
        run: runView(run),
        failed,
        approved,
        total: found.total,
        failures: found.failures,
        approvedFailures: found.approved,
      },
      warnings,
      nextActions: pending
        ? [follow(newest.id)]
        : [...(finished ? [] : [follow(run.id)]), ...firstActions(found.failures)],
    };
  },
});

/** The contract's rule: up to five nextActions, one per failure (the same call once). */
function firstActions(failures: RunFailure[]): NextAction[] {
  const seen = new Map<string, NextAction>();
  for (const f of failures) seen.set(JSON.stringify([f.nextAction.tool, f.nextAction.args]), f.nextAction);
  return [...seen.values()].slice(0, 5);
}

export const getDiffStats = defineTool({
  name: 'get_diff_stats',
  title: 'Get diff stats',
  description:
    'One scenario × viewport in a run (default the latest test run that has it): mismatch, changed pixels, regions, both dimensions, and links to the baseline, test and diff images.',
  access: 'read',
  qa: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({
    scenarioLabel: z.string().min(1),
    viewport: z.string().min(1).optional(),
    runId: z.string().min(1).optional().describe('The run to read; default the latest test run that has it'),
  }),
  async run(ctx, args) {
    const { run, result } = await ctx.services.results.resultFor(
      ctx.org.id,
      ctx.target,
      args.scenarioLabel,
      args.viewport,
      args.runId,
    );
    const view = ctx.services.results.resultView(ctx.org.id, result);
    const shown = viewportIn(result.viewport, result.browser);
    return {
      summary: `${result.scenario_label} ${shown}: ${result.status}${result.mismatch_percent !== null ? `, ${result.mismatch_percent}% mismatch in ${view.regions.length} region(s)` : ''}${result.error ? ` (${result.error})` : ''}.`,
      data: { runId: run.id, ...view },
      nextActions:
        result.status === 'fail' || result.status === 'error'
          ? [
              {
                label: `Explain ${result.scenario_label} ${shown}`,
                tool: 'explain_vrt_failure',
                args: { scenarioLabel: result.scenario_label, viewport: shown, runId: run.id },
              },
            ]
          : [],
    };
  },
});

export const explainVrtFailure = defineTool({
  name: 'explain_vrt_failure',
  title: 'Explain a VRT failure',
  description:
    'Reads the evidence of a failed result (text of both captures, sizes, regions, earlier runs) and answers ranked hypotheses — text change, colour change, layout shift, size change, content that changes on every load — each with the recommended fix, rule or approval.',
  access: 'read',
  qa: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({
    scenarioLabel: z.string().min(1).optional().describe('The scenario; or give resultId'),
    viewport: z.string().optional(),
    runId: z.string().optional(),
    resultId: z.string().min(1).optional().describe('A result id as get_run_failures lists it'),
  }),
  async run(ctx, args) {
    if (!args.resultId && !args.scenarioLabel) {
      throw new ToolError('validation_error', 'scenarioLabel or resultId is required', {
        nextActions: [{ label: 'List the failing results', tool: 'get_run_failures', args: {} }],
      });
    }
    const { run, result } = args.resultId
      ? await ctx.services.results.resultById(ctx.org.id, ctx.target, args.resultId)
      : await ctx.services.results.resultFor(
          ctx.org.id,
          ctx.target,
          args.scenarioLabel!,
          args.viewport,
          args.runId,
        );
    const earlier = [];
    for (const past of await ctx.services.runs.history(ctx.target, 10)) {
      if (past.id === run.id || past.type !== 'test' || past.created_at > run.created_at) continue;
      earlier.push(
        ...(await ctx.services.vrtRuns.results(past.id)).filter(
          (r) =>
            r.scenario_id === result.scenario_id &&
            r.viewport === result.viewport &&
            r.browser === result.browser,
        ),
      );
    }
    const { hypotheses, nextActions } = explainResult(result, earlier);
    const top = hypotheses[0];
    return {
      summary:
        result.status === 'pass' || result.status === 'new'
          ? `${result.scenario_label} ${viewportIn(result.viewport, result.browser)} did not fail (${result.status}).`
          : `${result.scenario_label} ${viewportIn(result.viewport, result.browser)}: most likely ${top?.kind ?? 'an unexplained change'}${top ? ` — ${top.evidence}` : ''}.`,
      data: { runId: run.id, result: ctx.services.results.resultView(ctx.org.id, result), hypotheses },
      nextActions: result.status === 'pass' ? [] : nextActions,
    };
  },
});

export const getRunReport = defineTool({
  name: 'get_run_report',
  title: 'Get run report',
  description:
    'Every result of a run (latest when runId is omitted) with status, mismatch and signed image links that expire in an hour; for a journey, tracking or page-audit run, its totals and failures and the tool that reads its steps or findings.',
  access: 'read',
  feature: 'vrt',
  project: 'required',
  args: z.object({ runId: z.string().optional() }),
  async run(ctx, args) {
    const run = await ctx.services.results.runFor(ctx.org.id, ctx.target, args.runId);
    // A journey's, a plan's or an audit's run has no screenshots: its own totals and failures, and
    // the tool that reads its steps or findings (never "0 pass, 0 fail" for a run that passed).
    const pillar = ctx.services.pillars.ofRun(run.type);
    if (run.type === 'full-audit' || (pillar && pillar.name !== 'vrt')) {
      const { total, passed, failed } = runView(run).summary;
      const found = await runFailures(ctx.services, ctx.org.id, run);
      return {
        summary: `Run ${run.id} (${run.type}, ${run.status}): ${passed} of ${total} passed, ${failed} failed.`,
        data: {
          run: runView(run),
          counts: { pass: passed, fail: failed },
          failures: found.failures,
          results: [],
        },
        nextActions: found.failures.length && pillar ? [pillar.inspect(run.id)] : [],
      };
    }
    const results = (await ctx.services.vrtRuns.results(run.id)).sort(worstFirst);
    const counts = Object.fromEntries(
      ['pass', 'fail', 'new', 'error'].map((s) => [s, results.filter((r) => r.status === s).length]),
    );
    return {
      summary: `Run ${run.id} (${run.type}, ${run.status}): ${counts.pass} pass, ${counts.fail} fail, ${counts.new} new, ${counts.error} error.`,
      data: {
        run: runView(run),
        counts,
        results: results.map((r) => ctx.services.results.resultView(ctx.org.id, r)),
      },
    };
  },
});

export const analyzeResults = defineTool({
  name: 'analyze_results',
  title: 'Analyze a run’s results',
  description:
    'Reads a visual run as a whole (the latest test run by default; one scenario with scenarioLabel): each unapproved failure with its most likely cause, and what several share — the whole site changed, one page at every viewport, one viewport across pages, one error everywhere — with the approval or explanation to go on with.',
  access: 'read',
  feature: 'vrt',
  project: 'required',
  args: z.object({ runId: z.string().optional(), scenarioLabel: z.string().optional() }),
  async run(ctx, args) {
    const run = await ctx.services.results.runFor(ctx.org.id, ctx.target, args.runId);
    if (run.type !== 'baseline' && run.type !== 'test') {
      throw new ToolError('validation_error', `runId: ${run.id} is a ${run.type} run, not a visual one`, {
        nextActions: [{ label: `Read the ${run.type} run`, tool: 'get_run_status', args: { runId: run.id } }],
      });
    }
    if (run.type === 'baseline') {
      return {
        summary: `${run.id} is a baseline run: its captures became the baselines, and run_vrt compares against them.`,
        data: { runId: run.id, status: run.status, failures: [], patterns: [] },
        nextActions: [{ label: 'Compare the site with its baselines', tool: 'run_vrt', args: {} }],
      };
    }
    let results = await ctx.services.vrtRuns.results(run.id);
    if (args.scenarioLabel) {
      const scenario = await ctx.services.scenarios.require(ctx.target.project.id, args.scenarioLabel);
      results = results.filter((r) => r.scenario_id === scenario.id);
    }
    const earlier = [];
    for (const past of await ctx.services.runs.history(ctx.target, 10)) {
      if (past.id !== run.id && past.type === 'test' && past.created_at < run.created_at)
        earlier.push(...(await ctx.services.vrtRuns.results(past.id)));
    }
    const analysis = analyzeRun(results, earlier);
    const passed = results.filter((r) => r.status === 'pass').length;
    return {
      summary: analysis.failures.length
        ? `${analysis.failures.length} of ${results.length} result(s) fail in ${run.id}${analysis.patterns.length ? `; ${analysis.patterns[0].evidence}` : ''}.`
        : `Nothing to analyze in ${run.id}: ${passed} of ${results.length} pass, the others are approved or new.`,
      data: { runId: run.id, status: run.status, total: results.length, passed, ...analysis },
      nextActions: analysisActions(run.id, analysis),
    };
  },
});
