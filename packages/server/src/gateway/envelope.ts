import { ERROR_CODES, type ErrorCode, type ToolFailure, type ToolSuccess } from '@visualq/contract';
import type { ToolError } from '../errors.js';
import type { ToolResult } from '../tools/define-tool.js';

export interface Answer {
  status: number;
  body: ToolSuccess | ToolFailure;
  headers?: Record<string, string>;
}

export function successAnswer(tool: string, result: ToolResult): Answer {
  return {
    status: 200,
    body: {
      ok: true,
      tool,
      summary: result.summary,
      data: result.data ?? null,
      warnings: result.warnings ?? [],
      nextActions: result.nextActions ?? [],
    },
  };
}

export function errorAnswer(
  tool: string,
  error: Pick<ToolError, 'code' | 'message' | 'recoverable' | 'data' | 'retryAfterMs'> & {
    warnings?: string[];
    nextActions?: ToolResult['nextActions'];
  },
): Answer {
  const code: ErrorCode = error.code;
  const body: ToolFailure = {
    ok: false,
    tool,
    summary: error.message,
    data: error.data ?? null,
    warnings: error.warnings ?? [],
    nextActions: error.nextActions ?? [],
    error: { code, message: error.message },
    recoverable: error.recoverable,
  };
  const headers: Record<string, string> = {};
  if (error.retryAfterMs !== undefined) {
    body.retryAfterMs = error.retryAfterMs;
    headers['retry-after'] = String(Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
  }
  return { status: ERROR_CODES[code].status, body, headers };
}
