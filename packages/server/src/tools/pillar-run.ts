import type { NextAction } from '@visualq/contract';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import type { PagePillar } from '../services/pillars.js';
import { type Run, runView } from '../services/runs/run.js';
import type { ToolContext } from './define-tool.js';

/** What CI sends with any run: the code under test and where it comes from. */
export const ciMeta = {
  commitSha: z.string().optional(),
  branch: z.string().optional().describe('Compares against this branch’s baselines, falling back to main'),
  prNumber: z.number().int().optional(),
  prUrl: z.string().optional(),
  ciProvider: z.string().optional(),
  jiraKey: z.string().optional(),
};

/** A pillar's run: the one named, or the environment's latest finished one of that type. */
export async function pillarRun(
  ctx: ToolContext<'required'>,
  type: PagePillar,
  runId?: string,
): Promise<Run> {
  const run = runId
    ? await ctx.services.runs.require(ctx.org.id, runId)
    : await ctx.services.runs.latest(ctx.target, { type, finished: true });
  if (!run || run.type !== type || run.project_id !== ctx.target.project.id) {
    throw new ToolError(
      'validation_error',
      runId
        ? `runId: ${runId} is not a ${type} run of ${ctx.target.project.slug}`
        : `no finished ${type} run in ${ctx.target.project.slug} yet`,
      { nextActions: [{ label: 'Start one', tool: `run_${type}`, args: {} }] },
    );
  }
  return run;
}

/** What a run_* tool answers: the queued run, where to follow it, and what to read once it ends. */
export function queuedRun(ctx: ToolContext<'required'>, run: Run, summary: string, read?: NextAction) {
  return {
    summary,
    data: {
      runId: run.id,
      statusUrl: `${ctx.services.publicUrl()}/api/ci/status/${run.id}`,
      run: runView(run),
    },
    nextActions: [
      { label: 'Follow the run', tool: 'get_run_status', args: { runId: run.id } },
      ...(read ? [read] : []),
    ],
  };
}
