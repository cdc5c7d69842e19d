import { z } from 'zod';
import { BUDGET_NAMES, perfBudgetsSchema } from '../../services/perf/budgets.js';
import type { Run } from '../../services/runs/run.js';
import { runView } from '../../services/runs/run.js';
import { defineTool, type ToolContext } from '../define-tool.js';
import { ciMeta, pillarRun, queuedRun } from '../pillar-run.js';

export const runPerf = defineTool({
  name: 'run_perf',
  title: 'Run performance audits',
  description: `Audits the scenario pages (all, or scenarios) with Lighthouse 12 in Chromium, mobile preset by default, one audit at a time, behind the host policy: category scores, LCP, CLS, TBT, FCP, Speed Index, TTI, bytes, requests, top opportunities, and a verdict per budget (perfBudgets, else the project's). runs: N takes the median of N audits per page and flags a verdict the N audits straddle as uncertain. Budgets: ${BUDGET_NAMES}. Answers runId; poll get_run_status.`,
  access: 'write',
  confirm: false,
  feature: 'perf',
  project: 'required',
  openWorld: true,
  ci: 'perf',
  args: z.object({
    scenarios: z.array(z.string().min(1)).optional().describe('Scenario labels or ids; all by default'),
    perfBudgets: perfBudgetsSchema
      .optional()
      .describe('e.g. {performance: 90, lcpMs: 2500, cls: 0.1, tbtMs: 200}'),
    presets: z
      .array(z.enum(['mobile', 'desktop']))
      .min(1)
      .optional()
      .describe('Default ["mobile"]'),
    runs: z.number().int().min(1).max(5).optional().describe('Audits per page, the median kept (default 1)'),
    ...ciMeta,
  }),
  async run(ctx, args) {
    const run = await ctx.services.perfRuns.start(ctx.org.id, ctx.key.id, ctx.target, args);
    return queuedRun(ctx, run, `Perf run ${run.id} queued.`, {
      label: 'Read the report when it is done',
      tool: 'perf_get_latest_report',
      args: {},
    });
  },
});

export const setPerfBudgets = defineTool({
  name: 'set_perf_budgets',
  title: 'Set the project’s perf budgets',
  description: `Stores the budgets perf runs of this project use when they name none (an empty object forgets them). Budgets: ${BUDGET_NAMES}.`,
  access: 'write',
  feature: 'perf',
  project: 'required',
  args: z.object({ perfBudgets: perfBudgetsSchema }),
  async run(ctx, args) {
    const empty = Object.keys(args.perfBudgets).length === 0;
    await ctx.services.projects.setPerfBudgets(
      ctx.org.id,
      ctx.target.project.id,
      empty ? null : args.perfBudgets,
    );
    return {
      summary: empty
        ? 'Perf budgets forgotten.'
        : `Perf budgets set: ${Object.entries(args.perfBudgets)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}.`,
      data: { perfBudgets: empty ? null : args.perfBudgets },
    };
  },
});

/** A perf run's report: summary figures as CI reads them, then each page. */
export async function perfReport(ctx: ToolContext<'required'>, run: Run, includeRawResults = false) {
  const results = await ctx.services.perfRuns.results(run.id);
  const pages = results.map((r) => ctx.services.perfRuns.pageView(ctx.org.id, r));
  const ci = await ctx.services.perfRuns.ciFields(run);
  return {
    run: runView(run),
    ...ci,
    pages: pages.sort(
      (a, b) => ['error', 'fail', 'pass'].indexOf(a.status) - ['error', 'fail', 'pass'].indexOf(b.status),
    ),
    ...(includeRawResults ? { rawResults: results } : {}),
  };
}

export const perfGetLatestReport = defineTool({
  name: 'perf_get_latest_report',
  title: 'Get the latest perf report',
  description:
    'The latest finished perf run: mean performance score, mean LCP and CLS, the budget verdict, and per page its scores, lab metrics, budget checks, top opportunities and links to the full Lighthouse HTML and JSON reports.',
  access: 'read',
  feature: 'perf',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const run = await pillarRun(ctx, 'perf');
    const report = await perfReport(ctx, run);
    return {
      summary: `Perf run ${run.id}: score ${report.perfScore ?? '–'}, LCP ${report.perfAvgLcp ?? '–'} ms, ${run.failed} of ${run.total} page(s) failing.`,
      data: report,
    };
  },
});

export const perfListHistory = defineTool({
  name: 'perf_list_history',
  title: 'Perf history',
  description:
    'Each page’s performance score, LCP, CLS, TBT and bytes across the environment’s recent perf runs, oldest first: the trend.',
  access: 'read',
  feature: 'perf',
  project: 'required',
  args: z.object({
    limit: z.number().int().min(1).max(100).optional().describe('Runs to include (default 20)'),
  }),
  async run(ctx, args) {
    const history = await ctx.services.perfRuns.history(ctx.target, args.limit ?? 20);
    return { summary: `${history.runs.length} perf run(s), ${history.pages.length} page(s).`, data: history };
  },
});
