import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors.js';

export const nextActionSchema = z.object({
  label: z.string(),
  tool: z.string(),
  args: z.record(z.string(), z.unknown()).optional(),
});
export type NextAction = z.infer<typeof nextActionSchema>;

const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

const common = {
  tool: z.string(),
  summary: z.string(),
  data: z.unknown().nullable(),
  warnings: z.array(z.string()),
  nextActions: z.array(nextActionSchema),
};

export const toolSuccessSchema = z.object({ ok: z.literal(true), ...common });
export const toolErrorSchema = z.object({
  ok: z.literal(false),
  ...common,
  error: z.object({ code: errorCodeSchema, message: z.string() }),
  recoverable: z.boolean(),
  retryAfterMs: z.number().int().nonnegative().optional(),
});
export const toolResponseSchema = z.discriminatedUnion('ok', [toolSuccessSchema, toolErrorSchema]);

export type ToolSuccess = z.infer<typeof toolSuccessSchema>;
export type ToolFailure = z.infer<typeof toolErrorSchema>;
export type ToolResponse = z.infer<typeof toolResponseSchema>;

/** Data of every async tool's first answer; the result comes from get_job_status. */
export interface QueuedJob {
  jobId: string;
  status: 'queued';
}

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed';
