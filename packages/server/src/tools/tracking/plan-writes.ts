import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { requireEvent, requirePage } from '../../services/tracking/plan.js';
import { expectedSchema, type PlanVariable, planFieldsSchema } from '../../services/tracking/plan-schema.js';
import { defineTool } from '../define-tool.js';

const planWrite = { access: 'write', feature: 'tracking', project: 'required' } as const;
const id = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[\w.:-]+$/, 'letters, digits, _ . : - only');

const attributeArgs = {
  name: z
    .string()
    .min(1)
    .max(200)
    .describe('The variable, as the plan names it (rail_name, ecommerce.currency)'),
  expected: expectedSchema.describe(
    '{value: 49.9} | {oneOf: ["EUR","USD"]} | {pattern: "^SKU-"} | {present: true} | {type: "number"}',
  ),
  type: z
    .enum(['string', 'number', 'boolean', 'object', 'array'])
    .optional()
    .describe('The type the value must have'),
  mandatory: z.boolean().optional().describe('Default true: a missing mandatory variable fails the audit'),
  description: z.string().max(2000).optional(),
  trackingMapping: z
    .string()
    .max(200)
    .optional()
    .describe('The hit parameter that carries it (ep.rail_name, eVar12), when not its name'),
  trackingDimension: z.string().max(200).optional().describe('The analytics dimension it feeds'),
};

/** The variable as the plan stores it: its own fields only, mandatory spelled out. */
function variableOf(args: PlanVariable & Record<string, unknown>): PlanVariable {
  const { name, expected, type, mandatory, description, trackingMapping, trackingDimension } = args;
  return {
    name,
    expected,
    ...(type ? { type } : {}),
    mandatory: mandatory ?? true,
    ...(description ? { description } : {}),
    ...(trackingMapping ? { trackingMapping } : {}),
    ...(trackingDimension ? { trackingDimension } : {}),
  };
}

function upsertVariable(list: PlanVariable[], variable: PlanVariable): 'added' | 'updated' {
  const at = list.findIndex((v) => v.name === variable.name);
  if (at >= 0) list[at] = variable;
  else list.push(variable);
  return at >= 0 ? 'updated' : 'added';
}

function dropVariable(list: PlanVariable[], name: string, owner: string): void {
  const at = list.findIndex((v) => v.name === name);
  if (at < 0) {
    throw new ToolError(
      'validation_error',
      `name: ${owner} has no variable "${name}"; variables: ${list.map((v) => v.name).join(', ') || 'none'}`,
    );
  }
  list.splice(at, 1);
}

export const trackingUpsertPage = defineTool({
  ...planWrite,
  name: 'tracking_upsert_page',
  title: 'Add or update a plan page',
  description:
    'Adds a page to the tracking plan, or updates it (same id): label, page type and the VRT scenarios that show it (pageIds: scenario ids or labels). Its variables are kept.',
  qa: true,
  args: z.object({
    id,
    label: z.string().min(1).max(300),
    pageType: z.string().min(1).max(100).describe('home, product, category, cart, checkout…'),
    pageIds: z.array(z.string()).optional().describe('The VRT scenarios (ids or labels) that show this page'),
  }),
  async run(ctx, args) {
    const scenarioIds: string[] = [];
    for (const ref of args.pageIds ?? [])
      scenarioIds.push((await ctx.services.trackingLinks.scenario(ctx.target.project.id, ref)).id);
    const { result, version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      const existing = plan.pages.find((p) => p.id === args.id);
      const page = {
        id: args.id,
        label: args.label,
        pageType: args.pageType,
        scenarioIds: args.pageIds ? scenarioIds : (existing?.scenarioIds ?? []),
        variables: existing?.variables ?? [],
      };
      if (existing) Object.assign(existing, page);
      else plan.pages.push(page);
      return { page, created: !existing };
    });
    return {
      summary: `Page ${args.id} ${result.created ? 'added' : 'updated'} (plan v${version}).`,
      data: { page: result.page, version },
      nextActions: [
        {
          label: 'Say what its dataLayer must hold',
          tool: 'tracking_set_page_attribute',
          args: { pageId: args.id, name: '', expected: { present: true }, confirm: true },
        },
      ],
    };
  },
});

export const trackingDeletePage = defineTool({
  ...planWrite,
  name: 'tracking_delete_page',
  title: 'Delete a plan page',
  description: 'Removes a page and its variables from the tracking plan; events that listed it forget it.',
  destructive: true,
  args: z.object({ pageId: z.string().min(1) }),
  async run(ctx, args) {
    const { version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      requirePage(plan, args.pageId);
      plan.pages = plan.pages.filter((p) => p.id !== args.pageId);
      for (const e of plan.events) e.pages = e.pages.filter((p) => p !== args.pageId);
    });
    return {
      summary: `Page ${args.pageId} deleted (plan v${version}).`,
      data: { pageId: args.pageId, version },
    };
  },
});

export const trackingUpsertEvent = defineTool({
  ...planWrite,
  name: 'tracking_upsert_event',
  title: 'Add or update a plan event',
  description:
    'Adds an event to the tracking plan, or updates it (same id): label (often the team’s French wording), type, the pages it fires on, the name its hits carry when not its id, and its spreadsheet column key. Variables and FRT links are kept.',
  qa: true,
  args: z.object({
    id,
    label: z.string().min(1).max(300),
    eventType: z.string().min(1).max(100).describe('click, ecommerce, form, page…'),
    pages: z.array(z.string()).optional().describe('Plan page ids it fires on'),
    eventName: z.string().max(200).optional().describe('The name its hits carry when not the id (cart.add)'),
    eventColumnKey: z.string().max(200).optional().describe('Its column in the team’s tracking spreadsheet'),
  }),
  async run(ctx, args) {
    const { result, version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      const unknown = (args.pages ?? []).filter((p) => !plan.pages.some((page) => page.id === p));
      if (unknown.length) {
        throw new ToolError(
          'validation_error',
          `pages: ${unknown.join(', ')} not in the plan; pages: ${plan.pages.map((p) => p.id).join(', ') || 'none yet (tracking_upsert_page)'}`,
          {
            nextActions: unknown.map((page) => ({
              label: `Add the page ${page}`,
              tool: 'tracking_upsert_page',
              args: { id: page, label: page, confirm: true },
            })),
          },
        );
      }
      const existing = plan.events.find((e) => e.id === args.id);
      const event = {
        id: args.id,
        label: args.label,
        eventType: args.eventType,
        ...((args.eventName ?? existing?.eventName)
          ? { eventName: args.eventName ?? existing?.eventName }
          : {}),
        ...((args.eventColumnKey ?? existing?.eventColumnKey)
          ? { eventColumnKey: args.eventColumnKey ?? existing?.eventColumnKey }
          : {}),
        pages: args.pages ?? existing?.pages ?? [],
        variables: existing?.variables ?? [],
        frtRefs: existing?.frtRefs ?? [],
      };
      if (existing) Object.assign(existing, event);
      else plan.events.push(event);
      return { event, created: !existing };
    });
    return {
      summary: `Event ${args.id} ${result.created ? 'added' : 'updated'} (plan v${version}).`,
      data: { event: result.event, version },
      nextActions: [
        {
          label: 'Say what its hits must carry',
          tool: 'tracking_set_event_attribute',
          args: { eventId: args.id, name: '', expected: { present: true }, confirm: true },
        },
        {
          label: 'Link it to the FRT step that fires it',
          tool: 'tracking_link_event_frt',
          args: { eventId: args.id, featureId: '', stepIndex: 0, stepText: '', confirm: true },
        },
      ],
    };
  },
});

export const trackingDeleteEvent = defineTool({
  ...planWrite,
  name: 'tracking_delete_event',
  title: 'Delete a plan event',
  description: 'Removes an event, its variables and its FRT links from the tracking plan.',
  destructive: true,
  args: z.object({ eventId: z.string().min(1) }),
  async run(ctx, args) {
    const { version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      const event = requireEvent(plan, args.eventId);
      plan.events = plan.events.filter((e) => e !== event);
    });
    return {
      summary: `Event ${args.eventId} deleted (plan v${version}).`,
      data: { eventId: args.eventId, version },
    };
  },
});

/** A plan page or event, as the attribute tools name and find it. */
const OWNERS = {
  page: { idArg: 'pageId', label: 'Page', find: requirePage },
  event: { idArg: 'eventId', label: 'Event', find: requireEvent },
} as const;

/** tracking_set_page_attribute and tracking_set_event_attribute: one variable added or replaced by name. */
function setAttributeTool(kind: keyof typeof OWNERS, what: string) {
  const owner = OWNERS[kind];
  return defineTool({
    ...planWrite,
    name: `tracking_set_${kind}_attribute`,
    title: `Set ${kind === 'page' ? 'a page' : 'an event'} variable`,
    description: `Says what ${what} must ${kind === 'page' ? 'hold' : 'carry'} for one variable (added, or replaced by name).`,
    qa: true,
    args: z.object({ [owner.idArg]: z.string().min(1), ...attributeArgs }),
    async run(ctx, args) {
      const ownerId = String((args as Record<string, unknown>)[owner.idArg]);
      const variable = variableOf(args as PlanVariable & Record<string, unknown>);
      const { result, version } = await ctx.services.plans.edit(ctx.target, (plan) =>
        upsertVariable(owner.find(plan, ownerId).variables, variable),
      );
      return {
        summary: `${owner.label} ${ownerId}: variable ${variable.name} ${result} (plan v${version}).`,
        data: { [owner.idArg]: ownerId, variable, version },
      };
    },
  });
}

/** tracking_delete_page_attribute and tracking_delete_event_attribute: one expected variable removed. */
function deleteAttributeTool(kind: keyof typeof OWNERS) {
  const owner = OWNERS[kind];
  return defineTool({
    ...planWrite,
    name: `tracking_delete_${kind}_attribute`,
    title: `Delete ${kind === 'page' ? 'a page' : 'an event'} variable`,
    description: `Removes one expected variable from ${kind === 'page' ? 'a page' : 'an event'} of the plan.`,
    destructive: true,
    args: z.object({ [owner.idArg]: z.string().min(1), name: z.string().min(1) }),
    async run(ctx, args) {
      const ownerId = String((args as Record<string, unknown>)[owner.idArg]);
      const name = String(args.name);
      const { version } = await ctx.services.plans.edit(ctx.target, (plan) =>
        dropVariable(owner.find(plan, ownerId).variables, name, `${kind} ${ownerId}`),
      );
      return {
        summary: `${owner.label} ${ownerId}: variable ${name} deleted (plan v${version}).`,
        data: { [owner.idArg]: ownerId, name, version },
      };
    },
  });
}

export const trackingSetPageAttribute = setAttributeTool('page', 'a page’s dataLayer');
export const trackingDeletePageAttribute = deleteAttributeTool('page');
export const trackingSetEventAttribute = setAttributeTool('event', 'an event’s hits');
export const trackingDeleteEventAttribute = deleteAttributeTool('event');

export const trackingLinkPageScenario = defineTool({
  ...planWrite,
  name: 'tracking_link_page_scenario',
  title: 'Link a plan page to a scenario',
  description:
    'Says which VRT scenario (id or label) shows a plan page: tracking runs visit it and check its dataLayer.',
  qa: true,
  args: z.object({ pageId: z.string().min(1), scenarioId: z.string().min(1) }),
  async run(ctx, args) {
    const scenario = await ctx.services.trackingLinks.scenario(ctx.target.project.id, args.scenarioId);
    const { version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      const page = requirePage(plan, args.pageId);
      if (!page.scenarioIds.includes(scenario.id)) page.scenarioIds.push(scenario.id);
    });
    return {
      summary: `Page ${args.pageId} linked to scenario ${scenario.label} (plan v${version}).`,
      data: { pageId: args.pageId, scenarioId: scenario.id, version },
    };
  },
});

export const trackingUnlinkPageScenario = defineTool({
  ...planWrite,
  name: 'tracking_unlink_page_scenario',
  title: 'Unlink a plan page from a scenario',
  description: 'Removes the link between a plan page and a VRT scenario.',
  destructive: true,
  args: z.object({ pageId: z.string().min(1), scenarioId: z.string().min(1) }),
  async run(ctx, args) {
    const { version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      const page = requirePage(plan, args.pageId);
      const before = page.scenarioIds.length;
      page.scenarioIds = page.scenarioIds.filter((s) => s !== args.scenarioId);
      if (page.scenarioIds.length === before) {
        throw new ToolError(
          'validation_error',
          `scenarioId: page ${args.pageId} is not linked to ${args.scenarioId}; linked: ${page.scenarioIds.join(', ') || 'none'}`,
        );
      }
    });
    return {
      summary: `Page ${args.pageId} unlinked from ${args.scenarioId} (plan v${version}).`,
      data: { ...args, version },
    };
  },
});

export const trackingLinkEventFrt = defineTool({
  ...planWrite,
  name: 'tracking_link_event_frt',
  title: 'Link an event to an FRT step',
  description:
    'Says which FRT step fires an event (stepIndex counts the scenario’s steps from 0, Background excluded). Tracking runs audit the event on that step’s hits only. A step the feature does not have is refused.',
  qa: true,
  args: z.object({
    eventId: z.string().min(1),
    featureId: z.string().min(1),
    stepIndex: z.number().int().min(0),
    stepText: z.string().describe('The step’s text, as frt_get_feature shows it'),
  }),
  async run(ctx, args) {
    const step = await ctx.services.trackingLinks.step(ctx.target.project.id, args.featureId, args.stepIndex);
    const warnings =
      args.stepText.trim() && args.stepText.trim() !== step.text
        ? [
            `stepText "${args.stepText}" is not step ${args.stepIndex}'s text; stored the feature's own: "${step.text}"`,
          ]
        : [];
    const { version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      const event = requireEvent(plan, args.eventId);
      event.frtRefs = event.frtRefs.filter(
        (r) => !(r.featureId === args.featureId && r.stepIndex === args.stepIndex),
      );
      event.frtRefs.push({ featureId: args.featureId, stepIndex: args.stepIndex, stepText: step.text });
    });
    return {
      summary: `Event ${args.eventId} linked to step ${args.stepIndex} "${step.text}" of ${step.featureName} (plan v${version}).`,
      data: {
        eventId: args.eventId,
        frtRef: { featureId: args.featureId, stepIndex: args.stepIndex, stepText: step.text },
        version,
      },
      warnings,
      nextActions: [{ label: 'Audit it', tool: 'run_tracking', args: {} }],
    };
  },
});

export const trackingUnlinkEventFrt = defineTool({
  ...planWrite,
  name: 'tracking_unlink_event_frt',
  title: 'Unlink an event from an FRT feature',
  description: 'Removes every link between an event and a feature’s steps.',
  destructive: true,
  args: z.object({ eventId: z.string().min(1), featureId: z.string().min(1) }),
  async run(ctx, args) {
    const { version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      const event = requireEvent(plan, args.eventId);
      const before = event.frtRefs.length;
      event.frtRefs = event.frtRefs.filter((r) => r.featureId !== args.featureId);
      if (event.frtRefs.length === before) {
        throw new ToolError(
          'validation_error',
          `featureId: event ${args.eventId} is not linked to ${args.featureId}; linked: ${event.frtRefs.map((r) => r.featureId).join(', ') || 'none'}`,
        );
      }
    });
    return {
      summary: `Event ${args.eventId} unlinked from ${args.featureId} (plan v${version}).`,
      data: { ...args, version },
    };
  },
});

export const trackingUpdatePlan = defineTool({
  ...planWrite,
  name: 'tracking_update_plan',
  title: 'Update the tracking plan',
  description:
    'Sets plan-wide fields: name, description, collectors (a project’s own analytics endpoints: name, host, path, eventField, variablesField), or pages / events whole (a JSON import). The reason is kept in the audit log.',
  destructive: true,
  args: z.object({
    fields: planFieldsSchema.describe('name, description, collectors, pages, events'),
    reason: z.string().min(1).max(1000).describe('Why: kept in the audit log'),
  }),
  async run(ctx, args) {
    const keys = Object.keys(args.fields);
    if (keys.length === 0)
      throw new ToolError(
        'validation_error',
        'fields: nothing to set; fields: name, description, collectors, pages, events',
      );
    const { version } = await ctx.services.plans.edit(ctx.target, (plan) => {
      Object.assign(plan, args.fields);
    });
    return {
      summary: `Plan updated (${keys.join(', ')}), now v${version}.`,
      data: { updated: keys, version, reason: args.reason },
    };
  },
});
