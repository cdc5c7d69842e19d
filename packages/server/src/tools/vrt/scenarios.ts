import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { viewportIn } from '../../services/browser-engines.js';
import { defaultEngines } from '../../services/projects.js';
import {
  DEFAULT_VIEWPORTS,
  parseRect,
  type ScenarioOptions,
  scenarioOptions,
  scenarioView,
  type Viewport,
  viewportNamed,
} from '../../services/scenarios.js';
import { defineTool } from '../define-tool.js';

const viewportArg = z.union([
  z.string().min(1),
  z.object({
    label: z.string().min(1),
    width: z.number().int().min(100).max(4000),
    height: z.number().int().min(100).max(4000),
  }),
]);

const selectorList = z.array(z.string().min(1)).max(50);

export const COMPARISON_MODES = ['ignore', 'dynamic', 'layout-only'] as const;
export const CONTENT_MODES = ['text', 'images', 'all-content'] as const;

/** Capture options shared by create_scenario and update_scenario. */
const captureOptionArgs = {
  viewports: z
    .array(viewportArg)
    .max(10)
    .optional()
    .describe('phone, tablet, desktop, "WIDTHxHEIGHT" or {label, width, height}; default all three'),
  browsers: z
    .array(z.string().min(1).max(40))
    .max(5)
    .optional()
    .describe(
      'Engines to capture in, each with its own baselines: chromium, firefox (Firefox ESR); default ["chromium"]',
    ),
  delay: z.number().int().min(0).max(30_000).optional().describe('Extra wait in ms before the screenshot'),
  readySelector: z.string().min(1).optional().describe('Wait for this element before capturing'),
  selectors: selectorList.optional().describe('Capture the box around these elements instead of the page'),
  removeSelectors: selectorList.optional().describe('Elements removed before capture'),
  hideSelectors: selectorList.optional().describe('Elements made invisible (space kept) before capture'),
  clickSelectors: selectorList.optional().describe('Elements clicked in order before capture'),
  misMatchThreshold: z
    .number()
    .min(0)
    .max(100)
    .optional()
    .describe('Opt-in tolerance in percent; by default any real changed region fails'),
  requireSameDimensions: z.boolean().optional().describe('Fail when the capture size changes (default true)'),
  fullPage: z.boolean().optional().describe('Capture the whole page, not just the viewport (default true)'),
  cookies: z
    .array(
      z.strictObject({
        name: z.string().regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/, 'a cookie name'),
        value: z
          .string()
          .max(4096)
          .regex(/^[^;\s]*$/, 'no spaces or semicolons'),
      }),
    )
    .max(20)
    .optional()
    .describe(
      'Cookies set for the page before it loads (a page behind a login); their values are never shown back',
    ),
};

type CaptureOptionArgs = {
  [K in keyof typeof captureOptionArgs]?: z.infer<(typeof captureOptionArgs)[K]>;
};

/** The options given in a call, checked, without the ones it left out. */
function givenOptions(args: CaptureOptionArgs): Partial<ScenarioOptions> {
  let viewports: Viewport[] | undefined;
  try {
    viewports = args.viewports?.length ? resolveViewports(args.viewports) : undefined;
  } catch (error) {
    throw new ToolError(
      'validation_error',
      `viewports: "${(error as Error).message}" is not phone, tablet, desktop or WIDTHxHEIGHT`,
    );
  }
  const given: Partial<ScenarioOptions> = {
    viewports,
    browsers: args.browsers?.length ? args.browsers : undefined,
    delay: args.delay,
    readySelector: args.readySelector,
    selectors: args.selectors,
    removeSelectors: args.removeSelectors,
    hideSelectors: args.hideSelectors,
    clickSelectors: args.clickSelectors,
    misMatchThreshold: args.misMatchThreshold,
    requireSameDimensions: args.requireSameDimensions,
    fullPage: args.fullPage,
    cookies: args.cookies,
  };
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
}

function resolveViewports(input: Array<string | Viewport> | undefined): Viewport[] {
  if (!input?.length) return DEFAULT_VIEWPORTS;
  return input.map((v) => {
    if (typeof v !== 'string') return v;
    const named = viewportNamed(v);
    if (!named) throw new Error(v);
    return named;
  });
}

export const createScenario = defineTool({
  name: 'create_scenario',
  title: 'Create a VRT scenario',
  description:
    'Adds a page to visual testing: a label, a path (or URL on a project host), viewports (phone, tablet, desktop by default) and capture options. With captureBaseline: true a baseline run starts at once.',
  access: 'write',
  qa: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({
    label: z.string().trim().min(1).max(120).describe('Unique name of the scenario in the project'),
    url: z
      .string()
      .min(1)
      .describe('Path on the environment base URL (/pricing) or an absolute URL on a project host'),
    captureBaseline: z
      .boolean()
      .default(true)
      .describe('Start a baseline run for this scenario now (default true)'),
    ...captureOptionArgs,
    requiresAuth: z.boolean().optional(),
    authFeatureId: z.string().optional(),
    authScenarioName: z.string().optional(),
    contentRules: z
      .array(
        z.object({
          selector: z.string().min(1),
          normalize: z.enum(CONTENT_MODES),
          viewport: z.string().optional(),
        }),
      )
      .optional()
      .describe('Normalise text or images of elements before capture'),
    comparisonRules: z
      .array(
        z.object({
          selector: z.string().min(1),
          mode: z.enum(COMPARISON_MODES),
          viewport: z.string().optional(),
        }),
      )
      .optional()
      .describe(
        'Leave elements out of the comparison (ignore, dynamic) or compare only their box (layout-only)',
      ),
  }),
  async run(ctx, args) {
    const given = givenOptions(args);
    const options = scenarioOptions({ browsers: defaultEngines(ctx.target.project), ...given });
    const viewports = options.viewports;
    const { scenarios } = ctx.services;
    const scenario = await scenarios.create(ctx.org.id, ctx.target, {
      label: args.label,
      url: args.url,
      options,
    });
    for (const r of args.comparisonRules ?? []) {
      await scenarios.addRule(scenario.id, {
        kind: 'comparison',
        selector: r.selector,
        mode: r.mode,
        viewport: r.viewport,
      });
    }
    for (const r of args.contentRules ?? []) {
      await scenarios.addRule(scenario.id, {
        kind: 'content',
        selector: r.selector,
        mode: r.normalize,
        viewport: r.viewport,
      });
    }
    const warnings = args.requiresAuth
      ? ['requiresAuth is stored but not applied yet: login journeys come with FRT; capture runs logged out']
      : [];
    const rules = await scenarios.rules([scenario.id]);
    let run = null;
    if (args.captureBaseline) {
      run = await ctx.services.vrtRuns.start(ctx.org.id, ctx.key.id, ctx.target, {
        type: 'baseline',
        scenarios: [scenario.id],
      });
    }
    return {
      summary: `Scenario "${scenario.label}" created at ${scenarios.urlFor(scenario, ctx.target)} for ${viewports.map((v) => v.label).join(', ')}${run ? `; baseline run ${run.id} queued` : ''}.`,
      data: {
        scenario: scenarioView(scenario, rules),
        baselineRun: run ? { runId: run.id, jobId: run.job_id, status: run.status } : null,
      },
      warnings,
      nextActions: run
        ? [{ label: 'Follow the baseline run', tool: 'get_run_status', args: { runId: run.id } }]
        : [{ label: 'Capture its baseline', tool: 'run_baseline', args: { scenarios: [scenario.label] } }],
    };
  },
});

export const listScenarios = defineTool({
  name: 'list_scenarios',
  title: 'List VRT scenarios',
  description: 'Lists the visual scenarios of a project: label, URL, viewports and rules.',
  access: 'read',
  qa: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const { project, environment } = ctx.target;
    const scenarios = await ctx.services.scenarios.list(project.id);
    const rules = await ctx.services.scenarios.rules(scenarios.map((s) => s.id));
    const approved = await ctx.services.baselines.currentOnMain(
      environment.id,
      scenarios.map((s) => s.id),
    );
    const views = scenarios.map((s) => {
      const baselines = Object.fromEntries(
        s.options.browsers.flatMap((engine) =>
          s.options.viewports.map((v) => {
            const b = approved.find(
              (a) => a.scenario_id === s.id && a.viewport === v.label && a.browser === engine,
            );
            return [
              viewportIn(v.label, engine),
              b ? { approvedAt: b.created_at, approvedBy: b.approved_by } : null,
            ];
          }),
        ),
      );
      const missing = Object.keys(baselines).filter((v) => baselines[v] === null);
      return {
        ...scenarioView(
          s,
          rules.filter((r) => r.scenario_id === s.id),
        ),
        baselines,
        missingBaselines: missing,
      };
    });
    const incomplete = views.filter((v) => v.missingBaselines.length > 0);
    return {
      summary: scenarios.length
        ? `${scenarios.length} scenario(s) in ${project.slug} (${environment.name}): ${scenarios.map((s) => s.label).join(', ')}${incomplete.length ? `; ${incomplete.length} without a baseline on every viewport` : '; every viewport has a baseline'}.`
        : `No scenario in ${project.slug} yet.`,
      data: { environment: environment.name, scenarios: views },
      nextActions: !scenarios.length
        ? [{ label: 'Create a scenario', tool: 'create_scenario', args: { label: 'Home', url: '/' } }]
        : incomplete.length
          ? [
              {
                label: 'Capture the missing baselines',
                tool: 'run_baseline',
                args: { scenarios: incomplete.map((v) => v.label) },
              },
            ]
          : [],
    };
  },
});

export const getScenarioDetails = defineTool({
  name: 'get_scenario_details',
  title: 'Get a VRT scenario',
  description:
    'One scenario with its capture options, its rules and the URL it captures in this environment.',
  access: 'read',
  feature: 'vrt',
  project: 'required',
  args: z.object({ scenarioLabel: z.string().min(1) }),
  async run(ctx, args) {
    const scenario = await ctx.services.scenarios.require(ctx.target.project.id, args.scenarioLabel);
    const rules = await ctx.services.scenarios.rules([scenario.id]);
    return {
      summary: `${scenario.label}: ${ctx.services.scenarios.urlFor(scenario, ctx.target)}, ${scenario.options.viewports.length} viewport(s), ${rules.length} rule(s).`,
      data: {
        scenario: scenarioView(scenario, rules),
        captureUrl: ctx.services.scenarios.urlFor(scenario, ctx.target),
        regionRules: rules.filter((r) => parseRect(r.selector)).length,
      },
    };
  },
});

export const updateScenario = defineTool({
  name: 'update_scenario',
  title: 'Update a VRT scenario',
  description:
    'Changes a scenario: its label, its URL or any capture option (the others stay as they are). A change to what is captured is compared against the old baselines until run_baseline refreshes them.',
  access: 'write',
  feature: 'vrt',
  project: 'required',
  args: z.object({
    scenarioLabel: z.string().min(1).describe('The scenario to change'),
    label: z.string().trim().min(1).max(120).optional().describe('A new label'),
    url: z.string().min(1).optional().describe('A new path or absolute URL on a project host'),
    ...captureOptionArgs,
  }),
  async run(ctx, args) {
    const { scenarios } = ctx.services;
    const { scenarioLabel, label, url, ...rest } = args;
    const before = await scenarios.require(ctx.target.project.id, scenarioLabel);
    const changes = givenOptions(rest);
    const scenario = await scenarios.update(ctx.org.id, ctx.target, before, { label, url, options: changes });
    const captureChanged = url !== undefined || Object.keys(changes).length > 0;
    return {
      summary: `Scenario "${scenario.label}" updated (${[label && 'label', url && 'url', ...Object.keys(changes)].filter(Boolean).join(', ') || 'nothing changed'}).`,
      data: { scenario: scenarioView(scenario, await scenarios.rules([scenario.id])) },
      warnings: captureChanged
        ? ['what is captured changed: refresh the baselines with run_baseline before judging a test run']
        : [],
      nextActions: captureChanged
        ? [{ label: 'Refresh its baselines', tool: 'run_baseline', args: { scenarios: [scenario.label] } }]
        : [],
    };
  },
});

export const deleteScenario = defineTool({
  name: 'delete_scenario',
  title: 'Delete a VRT scenario',
  description:
    'Removes a scenario from future runs. Its past results and baselines are kept, so earlier reports still show it.',
  access: 'write',
  destructive: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({ scenarioLabel: z.string().min(1).describe('The scenario to delete') }),
  async run(ctx, args) {
    const scenario = await ctx.services.scenarios.require(ctx.target.project.id, args.scenarioLabel);
    await ctx.services.scenarios.remove(scenario);
    const left = await ctx.services.scenarios.count(ctx.target.project.id);
    return {
      summary: `Scenario "${scenario.label}" deleted; ${left} scenario(s) left in ${ctx.target.project.slug}. Past results are kept.`,
      data: { deleted: { id: scenario.id, label: scenario.label }, remaining: left },
      nextActions: [{ label: 'List scenarios', tool: 'list_scenarios', args: {} }],
    };
  },
});
