import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { runView } from '../../services/runs/run.js';
import { runNotFound } from '../../services/runs/run-service.js';
import type { RunRequest } from '../../services/vrt/runs.js';
import type { ToolContext } from '../define-tool.js';
import { defineTool } from '../define-tool.js';
import { ciMeta } from '../pillar-run.js';

const runArgs = {
  scenarios: z.array(z.string().min(1)).optional().describe('Scenario labels; default every scenario'),
  browsers: z
    .array(z.string().min(1).max(40))
    .max(5)
    .optional()
    .describe(
      'Engines to capture in (chromium, firefox), each against its own baselines; default each scenario’s browsers',
    ),
};

async function startRun(ctx: ToolContext<'required'>, request: RunRequest) {
  const run = await ctx.services.vrtRuns.start(ctx.org.id, ctx.key.id, ctx.target, request);
  const ahead = request.type === 'test' ? await ctx.services.runs.baselinesAhead(run) : [];
  return {
    warnings: ahead.map(
      (b) =>
        `baseline run ${b.id} (branch ${b.branch}) is still ${b.status === 'queued' ? 'queued' : 'capturing'}: this test run waits for it, then compares against what it captured`,
    ),
    summary: `${request.type === 'baseline' ? 'Baseline' : 'Test'} run ${run.id} queued for ${ctx.target.project.slug} (${ctx.target.environment.name}, branch ${run.branch}).`,
    data: {
      runId: run.id,
      jobId: run.job_id,
      status: 'queued',
      statusUrl: `${ctx.config.publicUrl}/api/ci/status/${run.id}`,
      branch: run.branch,
    },
    nextActions: [{ label: 'Follow the run', tool: 'get_run_status', args: { runId: run.id } }],
  };
}

export const runBaseline = defineTool({
  name: 'run_baseline',
  title: 'Capture baselines',
  description:
    'Captures every scenario × viewport (or the ones named) and stores the captures as the approved baselines. Answers at once with a runId; follow it with get_run_status.',
  access: 'write',
  confirm: false,
  destructive: true,
  openWorld: true,
  qa: true,
  feature: 'vrt',
  project: 'required',
  ci: 'baseline',
  args: z.object({ ...runArgs, ...ciMeta }),
  run: (ctx, args) => startRun(ctx, { type: 'baseline', ...args }),
});

export const runVrt = defineTool({
  name: 'run_vrt',
  title: 'Run visual tests',
  description:
    'Captures the scenarios and diffs each against its approved baseline (the branch’s, else main’s). Answers at once with a runId; then get_run_status and get_run_failures.',
  access: 'write',
  confirm: false,
  openWorld: true,
  qa: true,
  feature: 'vrt',
  project: 'required',
  ci: 'test',
  args: z.object({
    ...runArgs,
    changeAware: z
      .boolean()
      .optional()
      .describe(
        'Default true: a page whose every response (document, CSS, scripts, images, fonts, data) is byte-identical to its baseline capture’s is not captured again and passes. false captures every page.',
      ),
    ...ciMeta,
  }),
  run: (ctx, args) => startRun(ctx, { type: 'test', ...args }),
});

export const getRunStatus = defineTool({
  name: 'get_run_status',
  title: 'Get run status',
  description: 'Status of a run (queued, running, completed, failed, error) with its pass/fail counts.',
  access: 'read',
  qa: true,
  feature: 'vrt',
  args: z.object({ runId: z.string().min(1) }),
  async run(ctx, args) {
    const stored = await ctx.services.runs.require(ctx.org.id, args.runId);
    if (ctx.key.kind === 'project' && stored.project_id !== ctx.key.projectId) {
      throw runNotFound(args.runId);
    }
    const run = await ctx.services.fullAudits.current(stored);
    const own =
      run.type === 'full-audit'
        ? await ctx.services.fullAudits.view(run)
        : await ctx.services.pillars.ofRun(run.type)?.statusFields?.(ctx.services, run);
    const view = { ...runView(run), ...own };
    const done = !['queued', 'running'].includes(run.status);
    return {
      summary: done
        ? `Run ${run.id} ${run.status}: ${run.passed} of ${run.total} passed, ${run.failed} failed.${run.error ? ` ${run.error}` : ''}`
        : `Run ${run.id} is ${run.status}; poll again in a few seconds.`,
      data: view,
      nextActions: !done
        ? [{ label: 'Poll again', tool: 'get_run_status', args: { runId: run.id } }]
        : run.failed > 0
          ? [{ label: 'Read the failures', tool: 'get_run_failures', args: { runId: run.id } }]
          : [],
    };
  },
});

export const getRunHistory = defineTool({
  name: 'get_run_history',
  title: 'Run history',
  description: 'The latest runs of an environment, newest first, with their counts and branches.',
  access: 'read',
  feature: 'vrt',
  project: 'required',
  args: z.object({ limit: z.number().int().min(1).max(100).default(20) }),
  async run(ctx, args) {
    const runs = await ctx.services.runs.history(ctx.target, args.limit);
    return {
      summary: `${runs.length} run(s) in ${ctx.target.project.slug}.`,
      data: { runs: runs.map(runView) },
    };
  },
});

export const compareRuns = defineTool({
  name: 'compare_runs',
  title: 'Compare two runs',
  description:
    'What changed between two runs: per scenario × viewport, the status and mismatch in each, and which got worse or better.',
  access: 'read',
  feature: 'vrt',
  project: 'required',
  args: z.object({
    runIdA: z.string().min(1),
    runIdB: z.string().min(1),
    pillar: z
      .enum(['vrt', 'perf'])
      .optional()
      .describe('Default vrt; perf compares Lighthouse metrics per page'),
  }),
  async run(ctx, args) {
    const [a, b] = await Promise.all([
      ctx.services.results.runFor(ctx.org.id, ctx.target, args.runIdA),
      ctx.services.results.runFor(ctx.org.id, ctx.target, args.runIdB),
    ]);
    if (args.pillar === 'perf') {
      for (const run of [a, b]) {
        if (run.type !== 'perf')
          throw new ToolError('validation_error', `run ${run.id} is a ${run.type} run, not a perf run`);
      }
      const changes = await ctx.services.perfRuns.compare(a, b);
      const regressed = changes.filter((c) => c.change === 'regressed');
      return {
        summary: `${regressed.length} page(s) regressed, ${changes.filter((c) => c.change === 'improved').length} improved between ${a.id} and ${b.id}.`,
        data: { pillar: 'perf', runA: runView(a), runB: runView(b), changes },
      };
    }
    const [ra, rb] = await Promise.all([
      ctx.services.vrtRuns.results(a.id),
      ctx.services.vrtRuns.results(b.id),
    ]);
    const key = (r: { scenario_label: string; viewport: string; browser: string }) =>
      `${r.scenario_label}|${r.viewport}|${r.browser}`;
    const byA = new Map(ra.map((r) => [key(r), r]));
    const byB = new Map(rb.map((r) => [key(r), r]));
    const rank: Record<string, number> = { pass: 0, new: 1, fail: 2, error: 3 };
    const rows = [...new Set([...byA.keys(), ...byB.keys()])].map((k) => {
      const [scenarioLabel, viewport, browser] = k.split('|');
      const x = byA.get(k);
      const y = byB.get(k);
      const change = !x
        ? 'added'
        : !y
          ? 'removed'
          : rank[y.status] > rank[x.status]
            ? 'worse'
            : rank[y.status] < rank[x.status]
              ? 'better'
              : 'same';
      return {
        scenarioLabel,
        viewport,
        browser,
        a: x ? { status: x.status, mismatchPercent: x.mismatch_percent } : null,
        b: y ? { status: y.status, mismatchPercent: y.mismatch_percent } : null,
        change,
      };
    });
    const worse = rows.filter((r) => r.change === 'worse');
    return {
      summary: `${worse.length} got worse, ${rows.filter((r) => r.change === 'better').length} better between ${a.id} and ${b.id}.`,
      data: { runA: runView(a), runB: runView(b), changes: rows },
    };
  },
});
