import { z } from 'zod';
import { defaultEngines, environmentView, projectView } from '../services/projects.js';
import { defineTool } from './define-tool.js';

export const listProjects = defineTool({
  name: 'list_projects',
  qa: true,
  title: 'List projects',
  description:
    'Lists the projects of your organisation with their base URL and environments. Start here to learn which `project` values other tools accept.',
  access: 'read',
  args: z.object({}),
  async run(ctx) {
    // A project key sees its own project only.
    const projects = (await ctx.services.projects.list(ctx.org.id)).filter(
      (p) => ctx.key.kind !== 'project' || p.id === ctx.key.projectId,
    );
    const data = await Promise.all(
      projects.map(async (p) => ({
        ...projectView(p),
        environments: (await ctx.services.projects.environments(p.id)).map((e) => e.name),
        scenarioCount: await ctx.services.scenarios.count(p.id),
        isDefault: p.id === ctx.key.projectId,
      })),
    );
    return {
      summary: data.length
        ? `${data.length} project(s): ${data.map((p) => p.slug).join(', ')}.`
        : 'No project yet: create one with create_project.',
      data: { projects: data },
      nextActions: data.length
        ? [
            {
              label: `Check setup of ${data[0].slug}`,
              tool: 'check_setup_health',
              args: { project: data[0].slug },
            },
          ]
        : [{ label: 'Create a project', tool: 'create_project', args: {} }],
    };
  },
});

const browsersArg = z
  .array(z.string().min(1))
  .min(1)
  .max(3)
  .describe(
    'Engines (chromium, firefox) its scenarios and journeys use when they name none; default chromium',
  );

export const createProject = defineTool({
  name: 'create_project',
  qa: true,
  title: 'Create a project',
  description:
    'Creates a project for a site (name and base URL) with a default Production environment. Pages that VisualQ visits for this project must be on its hosts.',
  access: 'write',
  args: z.object({
    name: z.string().trim().min(1).max(120).describe('Display name; the slug is derived from it'),
    baseUrl: z.string().min(1).describe('Absolute http(s) URL of the site, e.g. https://shop.example.com'),
    description: z.string().max(2000).optional().describe('What the site is, for people and agents'),
    browsers: browsersArg.optional(),
  }),
  async run(ctx, args) {
    const browsers = args.browsers && ctx.services.scenarios.engines(args.browsers);
    const { project, environment } = await ctx.services.projects.create(ctx.org.id, { ...args, browsers });
    return {
      summary: `Project ${project.slug} created for ${project.base_url}.`,
      data: { project: { ...projectView(project), environments: [environmentView(environment, project)] } },
      nextActions: [
        { label: 'Check the setup', tool: 'check_setup_health', args: { project: project.slug } },
        { label: 'Discover its pages', tool: 'crawl_site', args: { baseUrl: project.base_url, limit: 20 } },
      ],
    };
  },
});

export const getProject = defineTool({
  name: 'get_project',
  qa: true,
  title: 'Get a project',
  description: 'Returns one project: base URL, environments and the environment this call resolved to.',
  access: 'read',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const { project, environment, baseUrl } = ctx.target;
    const environments = await ctx.services.projects.environments(project.id);
    return {
      summary: `${project.name} (${project.slug}), ${environment.name} at ${baseUrl}.`,
      data: {
        project: projectView(project),
        environment: environmentView(environment, project),
        environments: environments.map((e) => environmentView(e, project)),
      },
    };
  },
});

export const listEnvironments = defineTool({
  name: 'list_environments',
  qa: true,
  title: 'List environments',
  description: 'Lists the environments of a project (name, effective base URL, which one is the default).',
  access: 'read',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const { project } = ctx.target;
    const environments = (await ctx.services.projects.environments(project.id)).map((e) =>
      environmentView(e, project),
    );
    return {
      summary: `${environments.length} environment(s) in ${project.slug}: ${environments.map((e) => e.name).join(', ')}.`,
      data: { project: projectView(project), environments },
    };
  },
});

export const createEnvironment = defineTool({
  name: 'create_environment',
  title: 'Create an environment',
  description:
    'Adds an environment (staging, preview…) to a project, optionally on its own base URL; its host becomes one the project may visit. Runs and baselines are kept per environment.',
  access: 'write',
  project: 'required',
  args: z.object({
    name: z.string().trim().min(1).max(60).describe('Environment name, e.g. staging'),
    baseUrl: z
      .string()
      .min(1)
      .optional()
      .describe('Absolute http(s) URL of this environment; defaults to the project base URL'),
  }),
  async run(ctx, args) {
    const { project } = ctx.target;
    const environment = await ctx.services.projects.createEnvironment(project, args);
    const view = environmentView(environment, project);
    return {
      summary: `Environment ${view.name} created in ${project.slug} at ${view.baseUrl}.`,
      data: { project: projectView(project), environment: view },
      nextActions: [
        {
          label: `Capture baselines in ${view.name}`,
          tool: 'run_baseline',
          args: { project: project.slug, environment: view.name },
        },
      ],
    };
  },
});

export const setProjectBrowsers = defineTool({
  name: 'set_project_browsers',
  title: 'Set the project’s default engines',
  description:
    'Sets the engines (chromium, firefox) the project’s scenarios and journeys use when they name none. Scenarios that followed the old default follow the new one; a scenario given engines of its own keeps them. An engine a scenario did not use before has no baseline in it yet.',
  access: 'write',
  project: 'required',
  args: z.object({ browsers: browsersArg }),
  async run(ctx, args) {
    const { scenarios, projects } = ctx.services;
    const engines = scenarios.engines(args.browsers);
    const before = defaultEngines(ctx.target.project);
    await projects.setBrowsers(ctx.org.id, ctx.target.project.id, engines);
    const followed: string[] = [];
    const kept: string[] = [];
    for (const scenario of await scenarios.list(ctx.target.project.id)) {
      if (scenario.options.browsers.join() !== before.join()) {
        kept.push(`${scenario.label} (${scenario.options.browsers.join(', ')})`);
        continue;
      }
      await scenarios.update(ctx.org.id, ctx.target, scenario, { options: { browsers: engines } });
      followed.push(scenario.label);
    }
    const added = engines.filter((e) => !before.includes(e));
    return {
      summary: `${ctx.target.project.slug} now uses ${engines.join(', ')} by default: ${followed.length} scenario(s) follow it${kept.length ? `, ${kept.length} keep their own engines` : ''}.`,
      data: {
        browsers: engines,
        previous: before,
        scenariosFollowing: followed,
        scenariosKeepingTheirOwn: kept,
      },
      nextActions:
        added.length && followed.length
          ? [
              {
                label: `Capture their baselines in ${added.join(', ')}`,
                tool: 'run_baseline',
                args: { scenarios: followed, browsers: added },
              },
            ]
          : [],
    };
  },
});
