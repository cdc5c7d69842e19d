import { z } from 'zod';
import { IMPACTS } from '../../engines/a11y/axe.js';
import { defineTool } from '../define-tool.js';
import { ciMeta, queuedRun } from '../pillar-run.js';

export const runA11y = defineTool({
  name: 'run_a11y',
  title: 'Run accessibility checks',
  description:
    'Runs axe-core (WCAG 2 A/AA rules and best practices) in each scenario page at each of its viewports, in Chromium behind the host policy: violations by impact, each with its WCAG tags and nodes (selector, HTML, a crop of the screenshot). A page fails on serious or critical violations unless failOn says otherwise. Answers runId; poll get_run_status.',
  access: 'write',
  confirm: false,
  feature: 'quality',
  project: 'required',
  openWorld: true,
  ci: 'a11y',
  args: z.object({
    scenarios: z.array(z.string().min(1)).optional().describe('Scenario labels or ids; all by default'),
    browsers: z
      .array(z.enum(['chromium']))
      .optional()
      .describe('Only chromium is installed here'),
    failOn: z.enum(IMPACTS).optional().describe('The least impact that fails a page (default serious)'),
    ...ciMeta,
  }),
  async run(ctx, args) {
    const run = await ctx.services.a11yRuns.start(ctx.org.id, ctx.key.id, ctx.target, args);
    return queuedRun(ctx, run, `Accessibility run ${run.id} queued.`, {
      label: 'Read the report',
      tool: 'get_pillar_report',
      args: { pillar: 'a11y', runId: run.id },
    });
  },
});
