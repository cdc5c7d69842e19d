import { z } from 'zod';
import { requireEvent, requirePage } from '../../services/tracking/plan.js';
import { defineTool } from '../define-tool.js';

export const trackingGetPlan = defineTool({
  name: 'tracking_get_plan',
  title: 'Get the tracking plan',
  description:
    'The tracking plan of the environment: pages with their expected dataLayer variables and linked scenarios, events with their expected variables and the FRT steps that fire them, collectors. Also which events no step is linked to, with the feature steps that look like they fire them (linking hints).',
  access: 'read',
  qa: true,
  feature: 'tracking',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const { plan, version, updatedAt } = await ctx.services.plans.get(ctx.target);
    const hints = await ctx.services.trackingLinks.hints(ctx.target, plan);
    const uncovered = plan.events.filter((e) => e.frtRefs.length === 0).map((e) => e.id);
    return {
      summary: `Tracking plan "${plan.name}" v${version}: ${plan.pages.length} page(s), ${plan.events.length} event(s), ${uncovered.length} not linked to an FRT step.`,
      data: { plan, version, updatedAt, uncoveredEvents: uncovered, linkingHints: hints },
      nextActions: hints.length
        ? [
            {
              label: `Link ${hints[0].eventId} to the step that fires it`,
              tool: 'tracking_link_event_frt',
              args: {
                eventId: hints[0].eventId,
                featureId: hints[0].featureId,
                stepIndex: hints[0].stepIndex,
                stepText: hints[0].stepText,
                confirm: true,
              },
            },
          ]
        : plan.events.length === 0
          ? [{ label: 'Draft a plan from the pages', tool: 'tracking_discover_from_pages', args: {} }]
          : [{ label: 'Audit the plan', tool: 'run_tracking', args: {} }],
    };
  },
});

export const trackingListPages = defineTool({
  name: 'tracking_list_pages',
  title: 'List tracking plan pages',
  description:
    'The pages of the tracking plan: id, label, page type, linked scenarios and how many variables each expects.',
  access: 'read',
  feature: 'tracking',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const { plan } = await ctx.services.plans.get(ctx.target);
    const pages = plan.pages.map((p) => ({
      id: p.id,
      label: p.label,
      pageType: p.pageType,
      scenarioIds: p.scenarioIds,
      variables: p.variables.length,
    }));
    return { summary: `${pages.length} page(s) in the plan.`, data: { pages } };
  },
});

export const trackingListEvents = defineTool({
  name: 'tracking_list_events',
  title: 'List tracking plan events',
  description:
    'The events of the tracking plan: id, label, type, hit name, spreadsheet column, pages, variable count and FRT links.',
  access: 'read',
  feature: 'tracking',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const { plan } = await ctx.services.plans.get(ctx.target);
    const events = plan.events.map((e) => ({
      id: e.id,
      label: e.label,
      eventType: e.eventType,
      eventName: e.eventName ?? e.id,
      eventColumnKey: e.eventColumnKey ?? null,
      pages: e.pages,
      variables: e.variables.length,
      frtRefs: e.frtRefs,
    }));
    return { summary: `${events.length} event(s) in the plan.`, data: { events } };
  },
});

export const trackingGetPage = defineTool({
  name: 'tracking_get_page',
  title: 'Get a tracking plan page',
  description: 'One page of the plan with its expected dataLayer variables and linked scenarios.',
  access: 'read',
  feature: 'tracking',
  project: 'required',
  args: z.object({ pageId: z.string().min(1) }),
  async run(ctx, args) {
    const { plan } = await ctx.services.plans.get(ctx.target);
    const page = requirePage(plan, args.pageId);
    return {
      summary: `Page ${page.id} (${page.label}): ${page.variables.length} variable(s).`,
      data: { page },
    };
  },
});

export const trackingGetEvent = defineTool({
  name: 'tracking_get_event',
  title: 'Get a tracking plan event',
  description:
    'One event of the plan (by id or spreadsheet column key) with its expected variables and the FRT steps linked to it.',
  access: 'read',
  feature: 'tracking',
  project: 'required',
  args: z.object({ eventId: z.string().min(1) }),
  async run(ctx, args) {
    const { plan } = await ctx.services.plans.get(ctx.target);
    const event = requireEvent(plan, args.eventId);
    return {
      summary: `Event ${event.id} (${event.label}): ${event.variables.length} variable(s), ${event.frtRefs.length} FRT link(s).`,
      data: { event },
    };
  },
});

export const trackingListPageAttributes = defineTool({
  name: 'tracking_list_page_attributes',
  title: 'List page variables',
  description: 'The expected dataLayer variables of one page, or of every page when pageId is left out.',
  access: 'read',
  feature: 'tracking',
  project: 'required',
  args: z.object({ pageId: z.string().optional() }),
  async run(ctx, args) {
    const { plan } = await ctx.services.plans.get(ctx.target);
    const pages = args.pageId ? [requirePage(plan, args.pageId)] : plan.pages;
    const attributes = pages.flatMap((p) => p.variables.map((v) => ({ pageId: p.id, ...v })));
    return { summary: `${attributes.length} page variable(s).`, data: { attributes } };
  },
});

export const trackingListEventAttributes = defineTool({
  name: 'tracking_list_event_attributes',
  title: 'List event variables',
  description: 'The expected variables of one event, or of every event when eventId is left out.',
  access: 'read',
  feature: 'tracking',
  project: 'required',
  args: z.object({ eventId: z.string().optional() }),
  async run(ctx, args) {
    const { plan } = await ctx.services.plans.get(ctx.target);
    const events = args.eventId ? [requireEvent(plan, args.eventId)] : plan.events;
    const attributes = events.flatMap((e) => e.variables.map((v) => ({ eventId: e.id, ...v })));
    return { summary: `${attributes.length} event variable(s).`, data: { attributes } };
  },
});
