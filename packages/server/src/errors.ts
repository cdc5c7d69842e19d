import type { ErrorCode, NextAction } from '@visualq/contract';
import { ERROR_CODES } from '@visualq/contract';

/** What a caller can do about an error of this kind, whichever tool answered it. */
const REMEDIES: Partial<Record<ErrorCode, NextAction[]>> = {
  plan_gate: [{ label: 'See which tools this key and plan open', tool: 'list_my_tools', args: {} }],
  scope_denied: [{ label: 'See which tools this key may call', tool: 'list_my_tools', args: {} }],
};

/**
 * A failure the caller can act on. Thrown anywhere below the gateway; the gateway turns it into
 * the contract's error envelope. `data` is still returned (proof_failed carries the full proof).
 */
export class ToolError extends Error {
  readonly code: ErrorCode;
  readonly recoverable: boolean;
  readonly data: unknown;
  readonly retryAfterMs?: number;
  /** What the caller can do next; shown as the answer's nextActions. */
  readonly nextActions: NextAction[];

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      recoverable?: boolean;
      data?: unknown;
      retryAfterMs?: number;
      nextActions?: NextAction[];
    } = {},
  ) {
    super(message);
    this.name = 'ToolError';
    this.code = code;
    this.recoverable = options.recoverable ?? ERROR_CODES[code].recoverable;
    this.data = options.data ?? null;
    this.retryAfterMs = options.retryAfterMs;
    this.nextActions = options.nextActions ?? REMEDIES[code] ?? [];
  }
}
