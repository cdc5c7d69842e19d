import { z } from 'zod';
import { defineTool } from '../define-tool.js';

export const frtExploreSite = defineTool({
  name: 'frt_explore_site',
  title: 'Explore a site for FRT journeys',
  description:
    'Crawls the project site (baseUrl, else the environment’s; same origin, up to maxPages) and opens each page in Chromium behind the host policy: what it offers (fields, buttons, links), whether a feature already starts there, and up to three goals per page in the words create_frt_scenario grounds (a form filled and sent, a tab opened, a button pressed). Pages without a journey come first. Async: answers a jobId.',
  access: 'read',
  async: true,
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: z.object({
    baseUrl: z.string().min(1).optional().describe('Where to start; the environment’s base URL by default'),
    maxPages: z.number().int().min(1).max(30).optional().describe('Most pages to open (default 10)'),
  }),
  async precheck(ctx, args) {
    await ctx.services.site.assertAllowed(ctx.org.id, args.baseUrl ?? ctx.target.baseUrl, 'baseUrl');
  },
  async run(ctx, args) {
    const pages = await ctx.services.explore.explore(
      ctx.org.id,
      ctx.target.project.id,
      args.baseUrl ?? ctx.target.baseUrl,
      args.maxPages ?? 10,
    );
    const goals = pages.filter((p) => !p.hasJourney).flatMap((p) => p.suggestedGoals);
    return {
      summary: `${pages.length} page(s) explored, ${pages.filter((p) => !p.hasJourney).length} without a journey; ${goals.length} goal(s) suggested.`,
      data: { pages, suggestedGoals: goals },
      nextActions: goals.slice(0, 2).map((goal) => ({
        label: `Create a journey: ${goal}`,
        tool: 'create_frt_scenario',
        args: { goal, confirm: true },
      })),
    };
  },
});
