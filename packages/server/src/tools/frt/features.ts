import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { parseOrRefuse } from '../../services/frt/features.js';
import { defineTool } from '../define-tool.js';

export const frtSaveFeatureDraft = defineTool({
  name: 'frt_save_feature_draft',
  title: 'Save an FRT feature',
  description:
    'Stores a Gherkin feature (new, or replacing featureId). Gherkin that does not parse is refused with its line and column; steps that bind to no step definition are saved but reported, so the draft can be fixed before it runs.',
  access: 'write',
  feature: 'frt',
  project: 'required',
  args: z.object({
    featureId: z.string().optional().describe('Replace this feature instead of creating one'),
    name: z.string().trim().min(1).max(200),
    gherkin: z
      .string()
      .min(1)
      .max(200_000)
      .describe('A Gherkin document: Feature, optional Background, Scenarios'),
    baseUrl: z
      .string()
      .optional()
      .describe('Run against this URL (on a project host) instead of the environment'),
    startPath: z.string().optional(),
    requiresAuth: z.boolean().optional().describe('Run the project login feature first'),
    isLogin: z.boolean().optional().describe('This feature is the project login preamble'),
  }),
  async run(ctx, args) {
    if (args.baseUrl) await ctx.services.site.assertAllowed(ctx.org.id, args.baseUrl, 'baseUrl');
    const { feature, parsed } = await ctx.services.features.save(ctx.target, args);
    const library = await ctx.services.features.library(ctx.target.project.id);
    const unbound = ctx.services.features.compile(parsed, library);
    return {
      summary: `Feature "${feature.name}" saved (${parsed.scenarios.length} scenario(s))${unbound.length ? `; ${unbound.length} step(s) bind to no definition` : '; every step binds'}.`,
      data: { feature: ctx.services.features.view(feature, parsed, library), unbound },
      warnings: unbound.map(
        (u) =>
          `unbound step ${u.stepIndex ?? '(background)'} "${u.text}"; closest: ${u.closest.map((c) => c.expression).join(' | ')}`,
      ),
      nextActions: unbound.length
        ? [
            {
              label: 'Search the step library',
              tool: 'frt_search_step_library',
              args: { query: unbound[0].text },
            },
          ]
        : [{ label: 'Run it', tool: 'run_frt_feature', args: { featureId: feature.id } }],
    };
  },
});

export const frtGetFeature = defineTool({
  name: 'frt_get_feature',
  title: 'Get an FRT feature',
  description:
    'One feature: its Gherkin, and each scenario step with its index (from 0, Background excluded) and the step definition it binds to. With ticketId or reproGoal, also which steps carry out the ticket’s actions and which actions no step covers.',
  access: 'read',
  qa: true,
  feature: 'frt',
  project: 'required',
  args: z.object({
    featureId: z.string().min(1),
    ticketId: z.string().optional(),
    reproGoal: z.string().optional().describe('The user actions of the ticket, to compare with the steps'),
  }),
  async run(ctx, args) {
    const feature = await ctx.services.features.require(ctx.target.project.id, args.featureId);
    const parsed = parseOrRefuse(feature.gherkin);
    const library = await ctx.services.features.library(ctx.target.project.id);
    const view = ctx.services.features.view(feature, parsed, library);
    const coverage =
      args.ticketId || args.reproGoal
        ? ctx.services.authoring.coverage(view, { ticketId: args.ticketId, reproGoal: args.reproGoal })
        : undefined;
    return {
      summary: `${feature.name}: ${parsed.scenarios.length} scenario(s), ${parsed.scenarios.reduce((n, s) => n + s.steps.length, 0)} step(s)${coverage ? `; ${coverage.summary}` : ''}.`,
      data: { ...view, ...(coverage ? { scenarioCoverageAnalysis: coverage } : {}) },
      nextActions: [
        { label: 'Run it', tool: 'run_frt_feature', args: { featureId: feature.id, confirm: true } },
      ],
    };
  },
});

export const frtCompileFeature = defineTool({
  name: 'frt_compile_feature',
  title: 'Compile an FRT feature',
  description:
    'Binds every step of a feature to a step definition. Answers the bound steps, or fails naming each unbound step with its index and the closest phrasings of the library.',
  access: 'read',
  feature: 'frt',
  project: 'required',
  args: z.object({ featureId: z.string().min(1) }),
  async run(ctx, args) {
    const feature = await ctx.services.features.require(ctx.target.project.id, args.featureId);
    const parsed = parseOrRefuse(feature.gherkin);
    const library = await ctx.services.features.library(ctx.target.project.id);
    const unbound = ctx.services.features.compile(parsed, library);
    if (unbound.length) {
      const first = unbound[0];
      throw new ToolError(
        'validation_error',
        `step ${first.stepIndex ?? '(background)'} of "${first.scenario}" binds to no step definition: "${first.text}"; closest: ${first.closest.map((c) => c.expression).join(' | ')}`,
        {
          data: { featureId: feature.id, unbound },
          nextActions: [
            {
              label: 'Search the step library',
              tool: 'frt_search_step_library',
              args: { query: first.text },
            },
          ],
        },
      );
    }
    const view = ctx.services.features.view(feature, parsed, library);
    return {
      summary: `${feature.name} compiles: every step of ${parsed.pickles.length} scenario run(s) binds.`,
      data: { featureId: feature.id, scenarios: view.scenarios, runs: parsed.pickles.length },
      nextActions: [
        { label: 'Run it', tool: 'run_frt_feature', args: { featureId: feature.id, confirm: true } },
      ],
    };
  },
});

export const frtGetFeatureGroups = defineTool({
  name: 'frt_get_feature_groups',
  title: 'FRT feature groups',
  description:
    'The project’s features by group, with their ticket ids, so an agent sees what journeys exist.',
  access: 'read',
  qa: true,
  feature: 'frt',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const features = await ctx.services.features.list(ctx.target.project.id);
    const groups = new Map<string, Array<{ featureId: string; name: string; ticketIds: string[] }>>();
    for (const f of features) {
      const group = f.is_login === 1 ? 'Login' : (f.group_name ?? 'Ungrouped');
      groups.set(group, [
        ...(groups.get(group) ?? []),
        { featureId: f.id, name: f.name, ticketIds: JSON.parse(f.ticket_ids) },
      ]);
    }
    return {
      summary: `${features.length} feature(s) in ${groups.size} group(s).`,
      data: { groups: [...groups].map(([name, items]) => ({ name, features: items })) },
    };
  },
});

export const frtOrganizeFeatureGroups = defineTool({
  name: 'frt_organize_feature_groups',
  title: 'Organize FRT feature groups',
  description:
    'Puts features into named groups ({group: [featureId…]}); with replaceExistingGroups, features not named lose their group.',
  access: 'write',
  feature: 'frt',
  project: 'required',
  args: z.object({
    groups: z.record(z.string().min(1), z.array(z.string().min(1))),
    replaceExistingGroups: z.boolean().optional(),
  }),
  async run(ctx, args) {
    const known = new Set((await ctx.services.features.list(ctx.target.project.id)).map((f) => f.id));
    const unknown = Object.values(args.groups)
      .flat()
      .filter((id) => !known.has(id));
    if (unknown.length)
      throw new ToolError('validation_error', `groups: unknown feature(s) ${unknown.join(', ')}`);
    const moved = await ctx.services.features.setGroups(
      ctx.target.project.id,
      args.groups,
      args.replaceExistingGroups ?? false,
    );
    return { summary: `${moved} feature(s) grouped.`, data: { moved } };
  },
});
