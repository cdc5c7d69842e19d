import type { NextAction } from '@visualq/contract';
import { z } from 'zod';
import type { GroundedClause } from '../../engines/frt/ground.js';
import { defineTool } from '../define-tool.js';

const goalArgs = {
  goal: z
    .string()
    .max(2_000)
    .describe(
      'User actions in plain English or French: "open /catalog, search for \'red shoes\', click the first product"',
    ),
  name: z.string().max(200).optional(),
  startPath: z
    .string()
    .optional()
    .describe('Where the journey starts, when the goal does not begin with "open /path"'),
  baseUrl: z.string().optional(),
  requiresAuth: z.boolean().optional().describe('Start logged in: the project login feature runs first'),
  walk: z
    .boolean()
    .optional()
    .describe(
      'Default true: the goal is walked on the live site, its values go to the fields of the forms met and those forms are submitted. false: each clause is bound as written, nothing is submitted unless a clause says so',
    ),
};

export const createFrtScenario = defineTool({
  name: 'create_frt_scenario',
  title: 'Create an FRT scenario from a goal',
  description:
    'Turns a plain-language goal (English or French; user actions only) into a Gherkin feature by walking the site in Chromium: each clause is bound on the page the journey is on and carried out; the values the goal gives (emails, codes, dates, names, option words…) go to the fields of the form in view by constraints and the form is submitted (data.values lists value → field; a value no field takes is refused naming it; data.unmetWords and a warning name the words of the goal that no page of the walk showed). The walk is recorded as the feature\'s first run (data.runId). Resolves first: a feature with the same ticket id or a match of 0.85 or more is answered (data.resolved: "existing") instead of a duplicate. A clause about checking a tracking payload is set aside for the tracking tools.',
  access: 'write',
  qa: true,
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: z.object({
    ...goalArgs,
    featureId: z.string().optional().describe('Rewrite this feature from the goal'),
    compile: z
      .boolean()
      .optional()
      .describe('Compile the feature after saving (always done; kept for clients that send it)'),
    forceCreate: z.boolean().optional().describe('Create even when a matching feature exists'),
  }),
  async run(ctx, args) {
    const outcome = await ctx.services.authoring.create(ctx.org.id, ctx.target, { ...args, save: true });
    if (outcome.resolved === 'existing') {
      return {
        summary: `Found "${outcome.feature.name}" (${outcome.match.featureId}, match ${outcome.match.matchScore}: ${outcome.match.why}); nothing created.`,
        data: {
          resolved: 'existing',
          featureId: outcome.feature.id,
          match: outcome.match,
          gherkin: outcome.feature.gherkin,
        },
        nextActions: [
          {
            label: 'Run it',
            tool: 'run_frt_feature',
            args: { featureId: outcome.feature.id, confirm: true },
          },
          {
            label: 'Create anyway',
            tool: 'create_frt_scenario',
            args: { goal: args.goal, forceCreate: true, confirm: true },
          },
        ],
      };
    }
    if (outcome.resolved === 'proposed') throw new Error('unreachable');
    // The walk carried the journey out on the live site: it is the feature's first run.
    const firstRun = await ctx.services.frtRuns.recordWalk(
      ctx.org.id,
      ctx.key.id,
      ctx.target,
      outcome.feature,
      {
        durationMs: outcome.walkMs,
        finalUrl: outcome.walk.finalUrl,
        screenshot: outcome.walk.screenshot,
      },
    );
    const nextActions: NextAction[] = [
      { label: 'Read the first run', tool: 'get_run_report', args: { runId: firstRun.id } },
      {
        label: 'Run it again',
        tool: 'run_frt_feature',
        args: { featureId: outcome.feature.id, confirm: true },
      },
    ];
    const warnings: string[] = [];
    if (outcome.tracking.length) {
      warnings.push(
        `set aside for tracking: ${outcome.tracking.map((t) => `"${t}"`).join(', ')}; this feature performs the clicks, the tracking tools check what they send`,
      );
      nextActions.push(
        { label: 'Read the tracking plan', tool: 'tracking_get_plan', args: {} },
        { label: 'Check the payloads', tool: 'run_tracking', args: { featureIds: [outcome.feature.id] } },
      );
    }
    if (outcome.walk.unmet.length) {
      warnings.push(
        `no page the walk went through shows ${outcome.walk.unmet.map((w) => `"${w}"`).join(', ')}: if the goal asks for something by that word, the site may not offer it, and this feature does not do it`,
      );
    }
    const sent = outcome.walk.grounded.filter((g) => g.submitted);
    const values = outcome.walk.grounded.flatMap((g) => g.values ?? []);
    if (sent.length)
      warnings.push(
        `the walk submitted ${sent.length} form(s) on the site while reading the goal (${sent.map((g) => `"${g.submitted}"`).join(', ')})`,
      );
    return {
      summary: `Feature "${outcome.name}" ${outcome.resolved} and passed while reading (${outcome.feature.id}; run ${firstRun.id}): ${outcome.walk.grounded.length} step group(s) carried out on the live pages${pagesNamed(outcome.walk.grounded)}${values.length ? `; values: ${values.map((v) => `"${v.value}" → "${v.field}"`).join(', ')}` : ''}${sent.length ? `; the walk submitted ${sent.length} form(s)` : ''}.`,
      data: {
        resolved: outcome.resolved,
        featureId: outcome.feature.id,
        runId: firstRun.id,
        name: outcome.name,
        gherkin: outcome.gherkin,
        startPath: outcome.walk.startPath,
        clauses: outcome.walk.grounded.map((g) => ({
          clause: g.clause,
          action: g.action,
          element: g.element,
          ...(g.page ? { page: g.page } : {}),
          steps: g.steps,
          url: g.url,
          ...(g.values ? { values: g.values } : {}),
          ...(g.submitted ? { submitted: g.submitted } : {}),
        })),
        values,
        submittedForms: sent.map((g) => ({ control: g.submitted, url: g.url })),
        unmetWords: outcome.walk.unmet,
        trackingClauses: outcome.tracking,
      },
      warnings,
      nextActions,
    };
  },
});

export const frtProposeJourney = defineTool({
  name: 'frt_propose_journey',
  title: 'Propose an FRT journey',
  description:
    'The create_frt_scenario pipeline without saving: the grounded Gherkin a goal would become. Async: answers a jobId.',
  access: 'read',
  async: true,
  feature: 'frt',
  project: 'required',
  openWorld: true,
  args: z.object({ ...goalArgs, startUrl: z.string().optional().describe('Same as startPath') }),
  async run(ctx, args) {
    const outcome = await ctx.services.authoring.create(ctx.org.id, ctx.target, {
      ...args,
      startPath: args.startPath ?? args.startUrl,
      forceCreate: true,
      save: false,
    });
    if (outcome.resolved !== 'proposed') throw new Error('unreachable');
    return {
      summary: `Proposed "${outcome.name}": ${outcome.walk.grounded.length} clause(s) grounded.`,
      data: { gherkin: outcome.gherkin, clauses: outcome.walk.grounded, trackingClauses: outcome.tracking },
      nextActions: [
        { label: 'Save it', tool: 'create_frt_scenario', args: { goal: args.goal, confirm: true } },
      ],
    };
  },
});

export const frtFindScenarios = defineTool({
  name: 'frt_find_scenarios',
  title: 'Find FRT scenarios',
  description:
    'Finds existing features for a goal or ticket before one is created: ranked matches with matchScore in [0, 1] and why each matched. 0.85 or more, or the same ticket id, is the same journey.',
  access: 'read',
  qa: true,
  feature: 'frt',
  project: 'required',
  args: z.object({
    query: z.string().min(1).max(2_000),
    ticketId: z.string().optional(),
    limit: z.number().int().min(1).max(50).default(5),
  }),
  async run(ctx, args) {
    const matches = await ctx.services.authoring.find(ctx.target.project.id, args, args.limit);
    if (matches.length === 0 || matches[0].matchScore < 0.5) {
      return {
        summary: `NOT FOUND: no feature of ${ctx.target.project.slug} matches "${args.query}".`,
        data: { matches },
        nextActions: [
          {
            label: 'Create it from the goal',
            tool: 'create_frt_scenario',
            args: { goal: args.query, confirm: true },
          },
        ],
      };
    }
    return {
      summary: `${matches.length} match(es); best "${matches[0].name}" at ${matches[0].matchScore} (${matches[0].why}).`,
      data: { matches },
      nextActions: [
        { label: 'Read the best match', tool: 'frt_get_feature', args: { featureId: matches[0].featureId } },
      ],
    };
  },
});

/** "; "the account page" is /account (its link "My account")": which page each named page was taken to be. */
function pagesNamed(grounded: GroundedClause[]): string {
  const named = grounded
    .filter((g) => g.page)
    .map((g) => `"${g.clause}" is ${g.page!.path} (${g.page!.why})`);
  return named.length ? `; ${named.join('; ')}` : '';
}
