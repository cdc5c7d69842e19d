import { z } from 'zod';
import { similarity } from '../../engines/frt/match-text.js';
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
    const library = ctx.target
      ? await ctx.services.features.library(ctx.target.project.id)
      : await ctx.services.features.library('');
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
    const library = await ctx.services.features.library(ctx.target?.project.id ?? '');
    const def = library.definitions.find((d) => d.id === args.stepDefId);
    if (!def) {
      throw new ToolError('validation_error', `stepDefId: no step definition ${args.stepDefId}`, {
        nextActions: [
          { label: 'Search the library', tool: 'frt_search_step_library', args: { query: args.stepDefId } },
        ],
      });
    }
    return {
      summary: `${def.id}: "${def.expressions[0]}" (${def.actions.length} action(s)).`,
      data: {
        stepDefId: def.id,
        expressions: def.expressions,
        description: def.description,
        actions: def.actions,
        readOnly: def.id.startsWith('system.'),
      },
    };
  },
});
