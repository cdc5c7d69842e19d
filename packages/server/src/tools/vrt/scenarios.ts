import { z } from 'zod';
import { ToolError } from '../../errors.js';
import {
  DEFAULT_VIEWPORTS,
  parseRect,
  scenarioOptions,
  scenarioView,
  type Viewport,
} from '../../services/vrt/scenarios.js';
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

function resolveViewports(input: Array<string | Viewport> | undefined): Viewport[] {
  if (!input?.length) return DEFAULT_VIEWPORTS;
  return input.map((v) => {
    if (typeof v !== 'string') return v;
    const known = DEFAULT_VIEWPORTS.find((d) => d.label === v.toLowerCase());
    const custom = /^(\d{3,4})x(\d{3,4})$/.exec(v);
    if (known) return known;
    if (custom) return { label: v, width: Number(custom[1]), height: Number(custom[2]) };
    throw new Error(v);
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
    captureBaseline: z.boolean().optional().describe('Start a baseline run for this scenario now'),
    viewports: z
      .array(viewportArg)
      .max(10)
      .optional()
      .describe('phone, tablet, desktop, "WIDTHxHEIGHT" or {label, width, height}; default all three'),
    browsers: z.array(z.string()).optional().describe('Default ["chromium"]'),
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
    requireSameDimensions: z
      .boolean()
      .optional()
      .describe('Fail when the capture size changes (default true)'),
    fullPage: z.boolean().optional().describe('Capture the whole page, not just the viewport (default true)'),
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
    let viewports: Viewport[];
    try {
      viewports = resolveViewports(args.viewports);
    } catch (error) {
      throw new ToolError(
        'validation_error',
        `viewports: "${(error as Error).message}" is not phone, tablet, desktop or WIDTHxHEIGHT`,
      );
    }
    const options = scenarioOptions({
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
    });
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
      run = await ctx.services.runs.start(ctx.org.id, ctx.key.id, ctx.target, {
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
    const scenarios = await ctx.services.scenarios.list(ctx.target.project.id);
    const rules = await ctx.services.scenarios.rules(scenarios.map((s) => s.id));
    return {
      summary: scenarios.length
        ? `${scenarios.length} scenario(s) in ${ctx.target.project.slug}: ${scenarios.map((s) => s.label).join(', ')}.`
        : `No scenario in ${ctx.target.project.slug} yet.`,
      data: {
        scenarios: scenarios.map((s) =>
          scenarioView(
            s,
            rules.filter((r) => r.scenario_id === s.id),
          ),
        ),
      },
      nextActions: scenarios.length
        ? []
        : [{ label: 'Create a scenario', tool: 'create_scenario', args: { label: 'Home', url: '/' } }],
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
