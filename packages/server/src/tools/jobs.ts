import type { NextAction } from '@visualq/contract';
import { z } from 'zod';
import { ToolError } from '../errors.js';
import { fromJson } from '../store/json.js';
import { defineTool } from './define-tool.js';

interface StoredOutcome {
  summary?: string;
  data?: unknown;
  warnings?: string[];
  nextActions?: NextAction[];
  error?: { code: string; message: string };
}

export const getJobStatus = defineTool({
  name: 'get_job_status',
  qa: true,
  title: 'Get job status',
  description:
    'Status of an async tool call: queued, running, completed (with `result`) or failed (with `error`). Poll every few seconds until it is completed or failed.',
  access: 'read',
  args: z.object({ jobId: z.string().min(1).describe('The jobId an async tool answered with') }),
  async run(ctx, args) {
    const job = await ctx.services.jobs.get(ctx.org.id, args.jobId);
    if (!job)
      throw new ToolError('tool_error', `job ${args.jobId} not found in this org`, { recoverable: true });
    const outcome = fromJson<StoredOutcome>(job.outcome, {});
    const finished = job.status === 'completed' || job.status === 'failed';
    const data = {
      jobId: job.id,
      tool: job.tool,
      status: job.status,
      result: finished ? (outcome.data ?? null) : null,
      error: job.status === 'failed' ? (outcome.error ?? null) : null,
      attempts: job.attempts,
      createdAt: job.created_at,
      startedAt: job.started_at,
      finishedAt: job.finished_at,
    };
    const summary = !finished
      ? `Job ${job.id} (${job.tool}) is ${job.status}; poll again in a few seconds.`
      : job.status === 'completed'
        ? `Job ${job.id} completed: ${outcome.summary ?? ''}`.trim()
        : `Job ${job.id} failed: ${outcome.error?.message ?? 'unknown error'}`;
    return {
      summary,
      data,
      warnings: outcome.warnings ?? [],
      nextActions: finished
        ? (outcome.nextActions ?? [])
        : [{ label: 'Poll again', tool: 'get_job_status', args: { jobId: job.id } }],
    };
  },
});
