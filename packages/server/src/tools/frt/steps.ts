import { z } from 'zod';
import { similarity } from '../../engines/frt/match-text.js';
import { actionsFromPlaywrightCode, UnsafeCodeError } from '../../engines/frt/playwright-code.js';
import { checkExpression } from '../../engines/frt/step-library.js';
import { ToolError } from '../../errors.js';
import { defineTool } from '../define-tool.js';

export const frtSearchStepLibrary = defineTool({
  name: 'frt_search_step_library',
  title: 'Search the FRT step library',
  description:
    'Finds step definitions (system and project) by meaning, in English or French: each with its phrasings, to write steps that bind.',
  access: 'read',
  qa: true,
  feature: 'frt',
  project: 'optional',
  args: z.object({ query: z.string().max(500).optional(), language: z.string().optional() }),
  async run(ctx, args) {
    const library = await ctx.services.features.library(ctx.target?.project.id ?? '');
    const defs = library.definitions
      .map((d) => ({
        d,
        score: args.query
          ? Math.max(
              ...[...d.expressions, d.description, d.keywordsFr ?? ''].map((t) => similarity(args.query!, t)),
            )
          : 1,
      }))
      .filter((m) => m.score >= 0.3)
      .sort((a, b) => b.score - a.score)
      .slice(0, 15);
    return {
      summary: `${defs.length} step definition(s)${args.query ? ` for "${args.query}"` : ''}.`,
      data: {
        steps: defs.map(({ d, score }) => ({
          stepDefId: d.id,
          expression: d.expressions[0],
          aliases: d.expressions.slice(1),
          description: d.description,
          readOnly: d.id.startsWith('system.'),
          score: Math.round(score * 100) / 100,
        })),
      },
    };
  },
});

export const frtGetStepDef = defineTool({
  name: 'frt_get_step_def',
  title: 'Get an FRT step definition',
  description: 'One step definition: its phrasings and the declarative actions it runs.',
  access: 'read',
  feature: 'frt',
  project: 'optional',
  args: z.object({ stepDefId: z.string().min(1) }),
  async run(ctx, args) {
    const def = await ctx.services.stepDefs.get(ctx.target?.project.id ?? '', args.stepDefId);
    return {
      summary: `${def.id}: "${def.expressions[0]}" (${def.actions.length} action(s)).`,
      data: {
        stepDefId: def.id,
        expressions: def.expressions,
        description: def.description,
        actions: def.actions,
        readOnly: def.readOnly,
      },
    };
  },
});

function actionsOf(code: string) {
  try {
    return actionsFromPlaywrightCode(code);
  } catch (error) {
    if (error instanceof UnsafeCodeError)
      throw new ToolError('validation_error', `playwrightCode: ${error.message}`);
    throw error;
  }
}

export const frtCreateStepDef = defineTool({
  name: 'frt_create_step_def',
  title: 'Create an FRT step definition',
  description:
    'Adds a project step: a Cucumber Expression (gherkinPattern) and what it does, given as Playwright statements (page.getByRole(…).click(), page.getByLabel(…).fill(…), page.goto(…), expect(…).toBeVisible()…). The code is parsed into declarative actions and never run; anything outside that grammar is refused naming the construct. Parameters are $1…$9 (or arg1…arg9).',
  access: 'write',
  feature: 'frt',
  project: 'required',
  args: z.object({
    intent: z.string().max(500).optional().describe('What the step does, in words'),
    playwrightCode: z.string().min(1).max(20_000),
    gherkinPattern: z
      .string()
      .min(1)
      .max(300)
      .optional()
      .describe('Cucumber Expression, e.g. I pay with {string}'),
  }),
  async run(ctx, args) {
    const actions = actionsOf(args.playwrightCode);
    const expression = args.gherkinPattern ?? args.intent;
    if (!expression)
      throw new ToolError(
        'validation_error',
        'gherkinPattern is required (or an intent to use as the phrasing)',
      );
    const row = await ctx.services.stepDefs.create(ctx.target.project.id, {
      expression,
      description: args.intent ?? expression,
      actions,
      source: args.playwrightCode,
    });
    return {
      summary: `Step "${row.expression}" (${row.id}) added with ${actions.length} action(s).`,
      data: { stepDefId: row.id, expression: row.expression, actions },
      nextActions: [{ label: 'Validate it', tool: 'frt_validate_step_def', args: { stepDefId: row.id } }],
    };
  },
});

export const frtUpdateStepDef = defineTool({
  name: 'frt_update_step_def',
  title: 'Update an FRT step definition',
  description:
    'Replaces what a project step does with new Playwright statements (the same safe grammar as frt_create_step_def). System steps are read-only: fork them first.',
  access: 'write',
  feature: 'frt',
  project: 'required',
  args: z.object({ stepDefId: z.string().min(1), playwrightCode: z.string().min(1).max(20_000) }),
  async run(ctx, args) {
    const actions = actionsOf(args.playwrightCode);
    const row = await ctx.services.stepDefs.update(ctx.target.project.id, args.stepDefId, {
      actions,
      source: args.playwrightCode,
    });
    return {
      summary: `Step ${row.id} now runs ${actions.length} action(s).`,
      data: { stepDefId: row.id, expression: row.expression, actions },
    };
  },
});

export const frtForkStepDef = defineTool({
  name: 'frt_fork_step_def',
  title: 'Fork an FRT step definition',
  description:
    'Copies a step (a read-only system step, say) into the project as an editable one; the copy binds before the original.',
  access: 'write',
  feature: 'frt',
  project: 'required',
  args: z.object({ stepDefId: z.string().min(1) }),
  async run(ctx, args) {
    const original = await ctx.services.stepDefs.get(ctx.target.project.id, args.stepDefId);
    const row = await ctx.services.stepDefs.create(ctx.target.project.id, {
      expression: original.expressions[0],
      description: original.description,
      actions: original.actions,
      forkedFrom: original.id,
    });
    return {
      summary: `Forked ${original.id} as ${row.id} ("${row.expression}").`,
      data: {
        stepDefId: row.id,
        forkedFrom: original.id,
        expression: row.expression,
        actions: original.actions,
      },
      nextActions: [{ label: 'Change it', tool: 'frt_update_step_def', args: { stepDefId: row.id } }],
    };
  },
});

export const frtValidateStepDef = defineTool({
  name: 'frt_validate_step_def',
  title: 'Validate an FRT step definition',
  description:
    'Checks a step definition: its expression parses, its actions are well formed, and which other definitions also match its phrasing (the first listed wins).',
  access: 'read',
  feature: 'frt',
  project: 'required',
  args: z.object({ stepDefId: z.string().min(1) }),
  async run(ctx, args) {
    const def = await ctx.services.stepDefs.get(ctx.target.project.id, args.stepDefId);
    const library = await ctx.services.features.library(ctx.target.project.id);
    const problems = def.expressions.map(checkExpression).filter((p): p is string => p !== null);
    const sample = def.expressions[0]
      .replace(/\{string\}/g, '"x"')
      .replace(/\{int\}/g, '1')
      .replace(/\{[^}]*\}/g, 'x');
    const winner = library.bind(sample);
    const shadowed = winner && winner.stepDefId !== def.id ? [winner.stepDefId] : [];
    return {
      summary: problems.length
        ? `${def.id} has ${problems.length} problem(s): ${problems.join('; ')}`
        : `${def.id} is valid${shadowed.length ? `, but "${sample}" binds to ${shadowed[0]} first` : ''}.`,
      data: {
        stepDefId: def.id,
        valid: problems.length === 0,
        problems,
        shadowedBy: shadowed,
        actions: def.actions,
        readOnly: def.readOnly,
      },
    };
  },
});
