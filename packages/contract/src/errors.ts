/**
 * Every error code an invoke answer can carry, with the HTTP status it maps to and whether a
 * retry with different arguments may succeed. Declared once; the gateway and clients read it.
 */
export const ERROR_CODES = {
  validation_error: { status: 400, recoverable: true },
  confirm_required: { status: 400, recoverable: true },
  unauthorized: { status: 401, recoverable: false },
  scope_denied: { status: 403, recoverable: false },
  plan_gate: { status: 403, recoverable: false },
  not_found: { status: 404, recoverable: false },
  project_resolution_error: { status: 422, recoverable: true },
  tool_error: { status: 422, recoverable: false },
  pipeline_blocked: { status: 422, recoverable: true },
  save_failed: { status: 422, recoverable: true },
  proof_failed: { status: 422, recoverable: true },
  rate_limit: { status: 429, recoverable: true },
  internal_error: { status: 500, recoverable: false },
  // Produced by MCP clients, never by the server: the HTTP answer was not JSON.
  http_error: { status: 502, recoverable: true },
} as const satisfies Record<string, { status: number; recoverable: boolean }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function statusForError(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}
