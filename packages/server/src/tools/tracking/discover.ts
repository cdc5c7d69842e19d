import { z } from 'zod';
import { defineTool } from '../define-tool.js';

export const trackingDiscoverFromPages = defineTool({
  name: 'tracking_discover_from_pages',
  title: 'Draft a tracking plan from the pages',
  description:
    'Visits the VRT scenario pages (all, or scenarioIds; at most 20) and drafts a plan from what they really do: a page per scenario with the dataLayer variables it holds (by type), an event per hit or dataLayer event seen. Without confirm it only answers the draft; with confirm: true it adds the pages and events the plan does not have yet (existing ones are left as they are).',
  access: 'write',
  confirm: false,
  qa: true,
  feature: 'tracking',
  project: 'required',
  openWorld: true,
  args: z.object({
    scenarioIds: z.array(z.string().min(1)).optional(),
    confirm: z.boolean().optional().describe('true: add the draft to the plan; otherwise only answer it'),
  }),
  async run(ctx, args) {
    const draft = await ctx.services.discovery.draft(ctx.org.id, ctx.target, args.scenarioIds);
    if (!args.confirm) {
      return {
        summary: `Draft: ${draft.pages.length} page(s), ${draft.events.length} event(s) from ${draft.visited.length} page visit(s); nothing saved.`,
        data: { ...draft, saved: false },
        nextActions: [
          {
            label: 'Add the draft to the plan',
            tool: 'tracking_discover_from_pages',
            args: { scenarioIds: args.scenarioIds, confirm: true },
          },
        ],
      };
    }
    const { result, version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      const pages = draft.pages.filter((p) => !plan.pages.some((q) => q.id === p.id));
      const events = draft.events.filter((e) => !plan.events.some((f) => f.id === e.id));
      plan.pages.push(...pages);
      plan.events.push(...events);
      return { pages: pages.map((p) => p.id), events: events.map((e) => e.id) };
    });
    return {
      summary: `Added ${result.pages.length} page(s) and ${result.events.length} event(s) to the plan (v${version}).`,
      data: { ...draft, saved: true, added: result, version },
      nextActions: [
        { label: 'Link events to the FRT steps that fire them', tool: 'tracking_get_plan', args: {} },
      ],
    };
  },
});
