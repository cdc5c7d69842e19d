import { z } from 'zod';
import type { ScenarioSuggestion } from '../../services/vrt/suggest.js';
import { defineTool } from '../define-tool.js';

/** Pages a crawl visits to find a site's templates. */
const CRAWL_LIMIT = 50;

const createAction = (s: ScenarioSuggestion) => ({
  label: `Create the scenario “${s.label}”`,
  tool: 'create_scenario',
  args: { label: s.label, url: s.url, confirm: true },
});

export const getPageGroups = defineTool({
  name: 'get_page_groups',
  title: 'Page groups of the site',
  description: `Crawls the environment (up to ${CRAWL_LIMIT} pages, same origin) and groups its pages by the template that renders them (/product/:slug, /orders/:id): each group with its page count, examples, and the scenarios that already show one of its pages.`,
  access: 'read',
  feature: 'vrt',
  project: 'required',
  openWorld: true,
  args: z.object({}),
  async run(ctx) {
    const { crawled, groups } = await ctx.services.scenarioSuggestions.groups(
      ctx.org.id,
      ctx.target,
      CRAWL_LIMIT,
    );
    const uncovered = groups.filter((g) => g.coveredBy.length === 0);
    return {
      summary: `${crawled} page(s) in ${groups.length} group(s); ${uncovered.length} group(s) without a scenario.`,
      data: { crawled, groups },
      warnings:
        crawled >= CRAWL_LIMIT ? [`stopped at ${CRAWL_LIMIT} pages: larger groups may have more`] : [],
      nextActions: uncovered.length
        ? [{ label: 'Get a scenario for each uncovered group', tool: 'suggest_quick_scenarios', args: {} }]
        : [],
    };
  },
});

export const suggestQuickScenarios = defineTool({
  name: 'suggest_quick_scenarios',
  title: 'Scenarios for the uncovered pages',
  description:
    'One VRT scenario per page group no scenario shows yet (biggest groups first): a label, the path of a page that stands for the group, and a create_scenario call for each. Creates nothing.',
  access: 'read',
  feature: 'vrt',
  project: 'required',
  openWorld: true,
  args: z.object({}),
  async run(ctx) {
    const { crawled, groups, suggestions } = await ctx.services.scenarioSuggestions.suggest(
      ctx.org.id,
      ctx.target,
      CRAWL_LIMIT,
    );
    return {
      summary: suggestions.length
        ? `${suggestions.length} scenario(s) would cover the page groups without one (${groups.length} group(s), ${crawled} page(s) crawled).`
        : `Every one of the ${groups.length} page group(s) already has a scenario.`,
      data: { crawled, suggestions },
      nextActions: suggestions.slice(0, 5).map(createAction),
    };
  },
});

export const suggestScenario = defineTool({
  name: 'suggest_scenario',
  title: 'Suggest a scenario for a page',
  description:
    'For one page of the project (a path or URL; the base URL by default): whether a scenario already shows it, else a label and path for create_scenario. Creates nothing.',
  access: 'read',
  feature: 'vrt',
  project: 'required',
  openWorld: true,
  args: z.object({ url: z.string().min(1).optional() }),
  async run(ctx, args) {
    const [answer] = await ctx.services.scenarioSuggestions.forPages(ctx.org.id, ctx.target, [
      args.url ?? '/',
    ]);
    return {
      summary: answer.suggestion
        ? `Suggested scenario “${answer.suggestion.label}” for ${answer.page.url}.`
        : answer.existing.length
          ? `${answer.page.url} is already shown by ${answer.existing.join(', ')}.`
          : `No scenario for ${answer.page.url}: ${answer.problem}.`,
      data: answer,
      nextActions: answer.suggestion ? [createAction(answer.suggestion)] : [],
    };
  },
});

export const generateScenarios = defineTool({
  name: 'generate_scenarios',
  title: 'Scenarios for a list of pages',
  description:
    'For each page named (paths or URLs on the project’s hosts): the scenario that already shows it, or a label and path to create one. Creates nothing; each suggestion comes with its create_scenario call.',
  access: 'read',
  feature: 'vrt',
  project: 'required',
  openWorld: true,
  args: z.object({ urls: z.array(z.string().min(1)).min(1).max(50) }),
  async run(ctx, args) {
    const answers = await ctx.services.scenarioSuggestions.forPages(ctx.org.id, ctx.target, args.urls);
    const suggestions = answers.flatMap((a) => (a.suggestion ? [a.suggestion] : []));
    return {
      summary: `${suggestions.length} new scenario(s) for ${answers.length} page(s); ${answers.filter((a) => a.existing.length).length} already shown.`,
      data: { pages: answers, suggestions },
      warnings: answers.filter((a) => a.problem).map((a) => `${a.page.url}: ${a.problem}`),
      nextActions: suggestions.slice(0, 5).map(createAction),
    };
  },
});
