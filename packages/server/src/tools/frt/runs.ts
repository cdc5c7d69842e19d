import { z } from 'zod';
import { SCREENSHOT_MODES, TRACE_MODES } from '../../engines/frt/runner.js';
import { ToolError } from '../../errors.js';
import { defineTool } from '../define-tool.js';
import { ciMeta, queuedRun } from '../pillar-run.js';

/** The engines the journeys run in, each feature in each. */
const browsersArg = z
  .array(z.string().min(1).max(40))
  .max(5)
  .optional()
  .describe(
    'Engines to run in, each feature in each: ["chromium"], ["firefox"] or both; default the project’s engines (set_project_browsers)',
  );

/** " in firefox" for a run in other engines than Chromium alone. */
const inEngines = (engines: string[]) =>
  engines.join() === 'chromium' ? '' : ` in ${engines.join(' and ')}`;

/** What a run records, as Playwright's options say it. */
const recording = {
  trace: z
    .enum(TRACE_MODES)
    .optional()
    .describe(
      'Playwright trace: on-first-retry (default: a failed scenario runs once more, traced), retain-on-failure, on, off',
    ),
  screenshots: z
    .enum(SCREENSHOT_MODES)
    .optional()
    .describe('only-on-failure (default: the failing step) or on (every step)'),
};

export const runFrtFeature = defineTool({
  name: 'run_frt_feature',
  title: 'Run an FRT feature',
  description:
    'Runs one feature in the project’s engines (Chromium unless set; browsers names others: firefox) as a run of type frt: every scenario (each Examples row of an outline) on a fresh page, each step recorded with its status, time, URL, console errors and failed requests, and a screenshot of a failing step; a failed scenario is run once more with a Playwright trace (trace and screenshots say otherwise). Answers runId; poll get_run_status.',
  access: 'write',
  qa: true,
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: z.object({
    featureId: z.string().min(1),
    scenarioFilter: z.string().optional().describe('Only scenarios whose name contains this'),
    browsers: browsersArg,
    ...recording,
  }),
  async run(ctx, args) {
    await ctx.services.features.require(ctx.target.project.id, args.featureId);
    const run = await ctx.services.frtRuns.start(ctx.org.id, ctx.key.id, ctx.target, {
      featureIds: [args.featureId],
      scenarioFilter: args.scenarioFilter,
      trace: args.trace,
      screenshots: args.screenshots,
      browsers: args.browsers,
    });
    const engines = ctx.services.frtRuns.enginesOf(run);
    return queuedRun(ctx, run, `FRT run ${run.id} queued for ${args.featureId}${inEngines(engines)}.`);
  },
});

export const runFrt = defineTool({
  name: 'run_frt',
  title: 'Run FRT features',
  description:
    'Runs every feature of the project (or featureIds) as one run of type frt, in each of the project’s engines (Chromium unless set) or those browsers names; a scenario failing in one engine only says so. Answers runId and statusUrl.',
  access: 'write',
  confirm: false,
  feature: 'frt',
  project: 'required',
  openWorld: true,
  ci: 'frt',
  args: z.object({
    featureIds: z.array(z.string().min(1)).optional(),
    browsers: browsersArg,
    ...recording,
    ...ciMeta,
  }),
  async run(ctx, args) {
    const run = await ctx.services.frtRuns.start(ctx.org.id, ctx.key.id, ctx.target, args);
    return queuedRun(ctx, run, `FRT run ${run.id} queued${inEngines(ctx.services.frtRuns.enginesOf(run))}.`);
  },
});

export const frtExplainFailure = defineTool({
  name: 'frt_explain_failure',
  title: 'Explain an FRT failure',
  description:
    'The failing step of an FRT run (the latest FRT run by default): its error, the page URL and screenshot at that step, and every step before it; with stepIndex, that step.',
  access: 'read',
  qa: true,
  feature: 'frt',
  project: 'required',
  args: z.object({
    runId: z.string().optional(),
    scenarioName: z.string().optional(),
    browser: z.string().optional().describe('The engine whose result to explain, in a run of several'),
    stepIndex: z.number().int().min(0).optional(),
  }),
  async run(ctx, args) {
    const run = args.runId
      ? await ctx.services.runs.require(ctx.org.id, args.runId)
      : await ctx.services.runs.latest(ctx.target, { type: 'frt' as never, finished: true });
    if (!run || run.type !== 'frt') {
      throw new ToolError('tool_error', `no FRT run ${args.runId ?? 'yet'} in ${ctx.target.project.slug}`, {
        recoverable: true,
      });
    }
    const results = (await ctx.services.frtRuns.results(run.id)).map((r) =>
      ctx.services.frtRuns.resultView(ctx.org.id, r),
    );
    const inBrowser = results.filter((r) => !args.browser || r.browser === args.browser.toLowerCase());
    const chosen =
      inBrowser.find((r) => (args.scenarioName ? r.scenario === args.scenarioName : r.status !== 'passed')) ??
      inBrowser[0];
    if (!chosen)
      throw new ToolError('tool_error', `run ${run.id} has no scenario result`, { recoverable: true });
    const step =
      args.stepIndex !== undefined
        ? chosen.steps.find((s) => s.index === args.stepIndex)
        : chosen.steps.find((s) => s.status === 'failed' || s.status === 'undefined');
    if (args.stepIndex !== undefined && !step) {
      throw new ToolError(
        'validation_error',
        `stepIndex: "${chosen.scenario}" has steps 0 to ${Math.max(...chosen.steps.map((s) => s.index ?? -1))}`,
      );
    }
    // The element the step acted on when it last passed: what it was meant to find.
    const intended =
      step && step.status !== 'passed'
        ? await ctx.services.frtRuns.lastActedOn(ctx.target.project.id, step.text)
        : null;
    const engine = chosen.browser;
    const elsewhere =
      step && step.status === 'failed'
        ? await ctx.services.frtRuns.sameStepElsewhere(
            ctx.target,
            run,
            {
              feature_id: chosen.featureId,
              scenario: chosen.scenario,
              example: chosen.example ?? -1,
              browser: engine,
            },
            step,
          )
        : [];
    const passedElsewhere = elsewhere.filter((e) => e.status === 'passed');
    const onlyHere = passedElsewhere.length
      ? ` It passed in ${passedElsewhere.map((e) => `${e.browser} (run ${e.runId})`).join(', ')}: it fails in ${engine} only.`
      : '';
    return {
      summary: step
        ? `${chosen.featureName} / ${chosen.scenario}${inEngines([engine])}: step ${step.index} "${step.text}" ${step.status}${step.error ? `: ${step.error}` : ''}${intended ? ` (it last acted on ${intended.role} "${intended.name}" at ${intended.selector})` : ''}.${onlyHere}`
        : `${chosen.featureName} / ${chosen.scenario}${inEngines([engine])} ${chosen.status}.`,
      data: {
        runId: run.id,
        browser: engine,
        result: chosen,
        step: step ?? null,
        intendedElement: intended,
        otherEngines: elsewhere,
      },
      nextActions:
        step && step.status === 'failed'
          ? [
              {
                label: 'Propose a better locator',
                tool: 'frt_heal_step_def',
                args: { stepText: step.text, url: step.url },
              },
              { label: 'Look at the page of that step', tool: 'frt_inspect_page', args: { url: step.url } },
            ]
          : [],
    };
  },
});
