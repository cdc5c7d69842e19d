import { z } from 'zod';
import type { Engine } from '../../engines/capture/engines.js';
import { ToolError } from '../../errors.js';
import { viewportNamed } from '../../services/scenarios.js';
import { defineTool } from '../define-tool.js';

export const compareEngines = defineTool({
  name: 'compare_engines',
  title: 'Compare a page across browser engines',
  description:
    'Renders one page (a scenario, or a path on a project host) in two browser engines (chromium and firefox by default) and lists what a person would call a cross-browser bug: elements shown in one engine only, boxes resized or moved beyond a tolerance scaled to their font size, text wrapping on another number of lines. Read from the DOM layout, not pixels; dynamic and ignored elements of the scenario are left out. Evidence: each engine’s capture with the differing boxes outlined.',
  access: 'read',
  openWorld: true,
  feature: 'vrt',
  project: 'required',
  args: z.object({
    scenarioLabel: z.string().min(1).max(120).optional().describe('A scenario of the project'),
    url: z
      .string()
      .min(1)
      .max(2_000)
      .optional()
      .describe('Or a path on the environment base URL (/pricing), or an absolute URL on a project host'),
    viewport: z.string().min(1).max(20).default('desktop').describe('phone, tablet, desktop or WIDTHxHEIGHT'),
    browsers: z
      .array(z.string().min(1).max(40))
      .length(2)
      .default(['chromium', 'firefox'])
      .describe('The two engines to compare; default ["chromium", "firefox"]'),
  }),
  async run(ctx, args) {
    const viewport = viewportNamed(args.viewport);
    if (!viewport)
      throw new ToolError(
        'validation_error',
        `viewport: "${args.viewport}" is not phone, tablet, desktop or WIDTHxHEIGHT`,
      );
    const engines = ctx.services.scenarios.engines(args.browsers);
    if (engines.length !== 2)
      throw new ToolError(
        'validation_error',
        'browsers: name two different engines, e.g. ["chromium", "firefox"]',
      );
    const parity = await ctx.services.engineParity.compare(ctx.org.id, ctx.target, {
      scenarioLabel: args.scenarioLabel,
      url: args.url,
      viewport,
      engines: engines as [Engine, Engine],
    });
    const [a, b] = engines;
    const found = parity.differences;
    const named = found
      .slice(0, 3)
      .map((d) => `${d.selector} (${d.kind}: ${d.detail})`)
      .join('; ');
    return {
      summary: found.length
        ? `${found.length} layout difference(s) between ${a} and ${b} on ${parity.url} at ${viewport.label}: ${named}${found.length > 3 ? '; …' : ''}.`
        : `${parity.url} lays out alike in ${a} and ${b} at ${viewport.label} (${parity.compared} elements compared).`,
      data: parity,
      nextActions:
        found.length && parity.scenario
          ? [
              {
                label: `Capture ${parity.scenario} in both engines`,
                tool: 'run_vrt',
                args: { scenarios: [parity.scenario], browsers: engines },
              },
            ]
          : [],
    };
  },
});
