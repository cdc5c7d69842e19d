import type { ErrorCode } from '@visualq/contract';
import { ERROR_CODES } from '@visualq/contract';

/**
 * A failure the caller can act on. Thrown anywhere below the gateway; the gateway turns it into
 * the contract's error envelope. `data` is still returned (proof_failed carries the full proof).
 */
export class ToolError extends Error {
  readonly code: ErrorCode;
  readonly recoverable: boolean;
  readonly data: unknown;
  readonly retryAfterMs?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: { recoverable?: boolean; data?: unknown; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'ToolError';
    this.code = code;
    this.recoverable = options.recoverable ?? ERROR_CODES[code].recoverable;
    this.data = options.data ?? null;
    this.retryAfterMs = options.retryAfterMs;
  }
}
