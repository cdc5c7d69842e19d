import { z } from 'zod';
import { readRequest } from '../../engines/text/request-intent.js';
import { ToolError } from '../../errors.js';
import { PILLAR_NAMES, type PillarName as Pillar } from '../../services/pillars.js';
import { defineTool } from '../define-tool.js';

const pillarArg = z.enum(PILLAR_NAMES).optional();

/** The pillars a call is about: the one named, else the one its goal speaks of, else all. */
function focus(pillar: Pillar | undefined, goal: string | undefined): { pillars: Pillar[]; from: string } {
  if (pillar) return { pillars: [pillar], from: `pillar ${pillar}` };
  const read = goal ? readRequest(goal) : null;
  if (read?.pillar) return { pillars: [read.pillar as Pillar], from: `the goal speaks of ${read.pillar}` };
  return { pillars: [...PILLAR_NAMES], from: 'every pillar' };
}

export const prioritizeIssues = defineTool({
  name: 'prioritize_issues',
  title: 'Prioritize open issues',
  description:
    'Every open failure of the environment’s latest runs on main (or of one pillar), most urgent first: high-severity pillars (visual, journeys, tracking, accessibility, security) before the others, oldest first; each with where to read it.',
  access: 'read',
  project: 'required',
  args: z.object({ pillar: pillarArg, limit: z.number().int().min(1).max(100).default(20) }),
  async run(ctx, args) {
    const issues = await ctx.services.advice.issues(ctx.target, args.pillar);
    const shown = issues.slice(0, args.limit);
    return {
      summary: issues.length
        ? `${issues.length} open issue(s); first: ${shown[0].pillar} — ${shown[0].what}.`
        : 'No open issue in the latest runs on main.',
      data: { total: issues.length, issues: shown },
      nextActions: shown.slice(0, 3).map((i) => i.nextAction),
    };
  },
});

export const recommendNextAction = defineTool({
  name: 'recommend_next_action',
  title: 'Recommend the next action',
  description:
    'What to do next on the environment, most valuable first: cover what nothing checks yet (scenarios, features, a tracking plan), look at open failures, then run the pillars that never ran or are stale. A pillar, or a goal in words, narrows it.',
  access: 'read',
  project: 'required',
  args: z.object({
    pillar: pillarArg,
    goal: z.string().optional().describe('What you are after, in words (English or French)'),
    maxActions: z.number().int().min(1).max(20).default(3),
  }),
  async run(ctx, args) {
    const { pillars, from } = focus(args.pillar, args.goal);
    const advice = (await ctx.services.advice.advise(ctx.target, pillars)).slice(0, args.maxActions);
    return {
      summary: advice.length
        ? `Next: ${advice[0].action.label} (${advice[0].why}).`
        : `Nothing to do on ${from}: covered, passing and fresh.`,
      data: { focus: from, recommendations: advice },
      nextActions: advice.map((a) => a.action),
    };
  },
});

const PHASE_TITLES = {
  cover: 'Cover what nothing checks yet',
  fix: 'Look at what fails',
  run: 'Get fresh evidence',
} as const;

export const generateActionPlan = defineTool({
  name: 'generate_action_plan',
  title: 'Generate an action plan',
  description:
    'An ordered plan to bring the environment to health (or one pillar, or the pillar a goal speaks of): numbered steps in three phases — cover, fix, run — each with why and the tool call, and when the plan is done.',
  access: 'read',
  project: 'required',
  args: z.object({
    goal: z.string().optional().describe('What you are after, in words (English or French)'),
    pillar: pillarArg,
  }),
  async run(ctx, args) {
    const { pillars, from } = focus(args.pillar, args.goal);
    const advice = await ctx.services.advice.advise(ctx.target, pillars);
    const steps = advice.map((a, i) => ({
      step: i + 1,
      phase: PHASE_TITLES[a.kind],
      pillar: a.pillar,
      why: a.why,
      tool: a.action.tool,
      args: a.action.args,
    }));
    return {
      summary: steps.length
        ? `${steps.length} step(s) for ${from}, starting with ${steps[0].tool}.`
        : `Nothing to plan for ${from}: covered, passing and fresh.`,
      data: {
        goal: args.goal ?? null,
        focus: from,
        steps,
        doneWhen: `get_site_health shows ${pillars.length === 1 ? pillars[0] : 'every pillar'} covered, run within 7 days on main and without open failures`,
      },
      nextActions: advice.slice(0, 3).map((a) => a.action),
    };
  },
});

export const identifyBlockersForRelease = defineTool({
  name: 'identify_blockers_for_release',
  title: 'Identify release blockers',
  description:
    'Whether main can be released: the strict gate on main (unapproved visual changes, failed journeys, regressions) and every open high-severity failure (tracking, accessibility, security), each with the action that clears it, and what could not be checked.',
  access: 'read',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const release = await ctx.services.advice.releaseBlockers(ctx.org.id, ctx.target);
    return {
      summary: release.releaseBlocked
        ? `Release blocked: ${release.blockers.length} blocker(s)${release.blockers.length ? `, first: ${release.blockers[0].pillar} — ${release.blockers[0].reason}` : ' (no evidence on main)'}.`
        : 'Nothing blocks a release of main.',
      data: release,
      warnings: release.warnings,
      nextActions: release.blockers.length
        ? release.blockers.slice(0, 5).map((b) => b.nextAction)
        : release.releaseBlocked
          ? [{ label: 'Run the visual tests on main', tool: 'run_vrt', args: { branch: 'main' } }]
          : [],
    };
  },
});

export const analyzeUserIntent = defineTool({
  name: 'analyze_user_intent',
  title: 'Analyze a request',
  description:
    'Reads a plain-language request (English or French) and answers what it asks: the intent, its pillar, the tool to call first with the arguments found in the message (a ticket key, the goal of a journey), how sure it is, and the alternatives.',
  access: 'read',
  project: 'optional',
  args: z.object({ message: z.string().trim().min(1).max(2000) }),
  async run(_ctx, args) {
    const read = readRequest(args.message);
    if (!read) {
      return {
        summary: 'The request names nothing VisualQ checks; list the tools to choose one.',
        data: { intent: null },
        nextActions: [{ label: 'List the tools', tool: 'list_my_tools', args: {} }],
      };
    }
    return {
      summary: `${read.intent} (${Math.round(read.confidence * 100)}%): call ${read.tool}.`,
      data: read,
      nextActions: [{ label: `Call ${read.tool}`, tool: read.tool, args: read.args }],
    };
  },
});

export const getPageHealth = defineTool({
  name: 'get_page_health',
  title: 'Health of a page',
  description:
    'What the latest run of each page pillar on main (visual, accessibility, perf, SEO, security, privacy) said about one scenario’s page (scenarioLabel or pageId, the scenario id), or about every scenario: pass or fail per viewport or preset, why, and what never checked it.',
  access: 'read',
  project: 'required',
  args: z.object({
    scenarioLabel: z.string().optional(),
    pageId: z.string().optional().describe('A scenario id'),
  }),
  async run(ctx, args) {
    const all = await ctx.services.scenarios.list(ctx.target.project.id);
    const wanted = all.filter(
      (s) =>
        (!args.scenarioLabel || s.label === args.scenarioLabel) && (!args.pageId || s.id === args.pageId),
    );
    if ((args.scenarioLabel || args.pageId) && wanted.length === 0) {
      throw new ToolError(
        'validation_error',
        `${args.pageId ? `pageId: ${args.pageId}` : `scenarioLabel: "${args.scenarioLabel}"`} is not a scenario of ${ctx.target.project.slug}; scenarios: ${all.map((s) => s.label).join(', ') || 'none'}`,
        { nextActions: [{ label: 'List the scenarios', tool: 'list_scenarios', args: {} }] },
      );
    }
    const pages = await ctx.services.pageHealth.pages(ctx.target, wanted);
    const failing = pages.filter((p) => p.failing.length);
    return {
      summary:
        pages.length === 1
          ? `${pages[0].scenarioLabel}: ${pages[0].failing.length ? `fails ${pages[0].failing.join(', ')}` : pages[0].healthy ? 'healthy' : 'not checked yet'}${pages[0].notChecked.length ? `; never checked by ${pages[0].notChecked.join(', ')}` : ''}.`
          : `${pages.length} page(s); ${failing.length} failing: ${failing.map((p) => p.scenarioLabel).join(', ') || 'none'}.`,
      data: { pages },
      nextActions: failing
        .flatMap((p) => p.pillars.filter((x) => p.failing.includes(x.pillar)))
        .slice(0, 3)
        .map((x) => ({
          label: `Read the ${x.pillar} result`,
          tool: x.pillar === 'vrt' ? 'get_run_failures' : 'get_pillar_report',
          args: x.pillar === 'vrt' ? { runId: x.runId } : { pillar: x.pillar, runId: x.runId },
        })),
    };
  },
});
