import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { parseRect } from '../../services/scenarios.js';
import { defineTool } from '../define-tool.js';
import { COMPARISON_MODES, CONTENT_MODES } from './scenarios.js';

export const approveVrtResults = defineTool({
  name: 'approve_vrt_results',
  title: 'Approve VRT results',
  description:
    'Promotes the test captures of the named scenarios (optionally only some viewports or browsers) of a run — the latest finished one by default — to baselines on that run’s branch, and records who approved them.',
  access: 'write',
  destructive: true,
  qa: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({
    runId: z.string().optional(),
    scenarios: z.array(z.string().min(1)).min(1).describe('Scenario labels to approve ("*" for all)'),
    viewports: z.array(z.string().min(1)).optional(),
    browsers: z
      .array(z.string().min(1).max(40))
      .max(5)
      .optional()
      .describe('Only the captures of these engines (chromium, firefox); default every engine of the run'),
  }),
  async run(ctx, args) {
    const { run, approved, skipped } = await ctx.services.results.approve(ctx.org.id, ctx.target, {
      ...args,
      approvedBy: `${ctx.key.name} (${ctx.key.id})`,
    });
    return {
      summary: `Approved ${approved.length} capture(s) of run ${run.id} as baselines on branch ${run.branch}.`,
      data: { runId: run.id, branch: run.branch, approved },
      warnings: skipped.map((s) => `not approved (no usable capture): ${s}`),
      nextActions: [{ label: 'Run the visual tests again', tool: 'run_vrt', args: { branch: run.branch } }],
    };
  },
});

export const createComparisonRule = defineTool({
  name: 'create_comparison_rule',
  title: 'Create a comparison rule',
  description:
    'Changes how a scenario is compared from the next run: ignore or dynamic leave an element (or rect(x,y,w,h)) out of the comparison while it stays visible in the images; layout-only compares only its position and size.',
  access: 'write',
  qa: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({
    scenarioLabel: z.string().min(1),
    selector: z.string().min(1).describe('CSS selector, or rect(x,y,width,height) in capture pixels'),
    mode: z.enum(COMPARISON_MODES),
    reason: z.string().max(500).optional(),
  }),
  async run(ctx, args) {
    const scenario = await ctx.services.scenarios.require(ctx.target.project.id, args.scenarioLabel);
    if (args.mode === 'layout-only' && parseRect(args.selector)) {
      throw new ToolError('validation_error', 'selector: layout-only needs a CSS selector, not a rect');
    }
    const rule = await ctx.services.scenarios.addRule(scenario.id, {
      kind: 'comparison',
      selector: args.selector,
      mode: args.mode,
      reason: args.reason,
    });
    return {
      summary: `${args.mode} rule on ${args.selector} added to ${scenario.label}; it applies from the next run.`,
      data: {
        rule: {
          id: rule.id,
          scenarioLabel: scenario.label,
          selector: rule.selector,
          mode: rule.mode,
          reason: rule.reason,
        },
      },
      nextActions: [
        { label: 'Run the scenario again', tool: 'run_vrt', args: { scenarios: [scenario.label] } },
      ],
    };
  },
});

export const createContentRule = defineTool({
  name: 'create_content_rule',
  title: 'Create a content rule',
  description:
    'Normalises the text, the images or all content of an element before every capture of a scenario (optionally one viewport), so changing copy or pictures stop failing. It changes what is captured: refresh the baseline with run_baseline afterwards.',
  access: 'write',
  qa: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({
    scenarioLabel: z.string().min(1),
    selector: z.string().min(1),
    normalize: z.enum(CONTENT_MODES),
    viewport: z.string().optional(),
    reason: z.string().max(500).optional(),
  }),
  async run(ctx, args) {
    const scenario = await ctx.services.scenarios.require(ctx.target.project.id, args.scenarioLabel);
    const rule = await ctx.services.scenarios.addRule(scenario.id, {
      kind: 'content',
      selector: args.selector,
      mode: args.normalize,
      viewport: args.viewport,
      reason: args.reason,
    });
    return {
      summary: `Content rule (${args.normalize}) on ${args.selector} added to ${scenario.label}.`,
      data: {
        rule: {
          id: rule.id,
          scenarioLabel: scenario.label,
          selector: rule.selector,
          normalize: rule.mode,
          viewport: rule.viewport,
        },
      },
      warnings: [
        'content rules change the capture itself: refresh the baseline (run_baseline) before the next run_vrt',
      ],
      nextActions: [
        { label: 'Refresh the baseline', tool: 'run_baseline', args: { scenarios: [scenario.label] } },
      ],
    };
  },
});
