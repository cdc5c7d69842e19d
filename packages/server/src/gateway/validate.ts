import type { z } from 'zod';
import { ToolError } from '../errors.js';

function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  const path = issue.path.map(String).join('.');
  const name = path || 'args';
  let value: unknown = input;
  for (const p of issue.path) value = (value as Record<PropertyKey, unknown> | undefined)?.[p as PropertyKey];
  if (value === undefined && issue.code === 'invalid_type') return `${name} is required (${issue.expected})`;
  return `${name}: ${issue.message}`;
}

/** Parses args against a tool's schema; the error message names every argument that is wrong. */
export function parseArgs(
  schema: z.ZodObject,
  input: unknown,
): { args: Record<string, unknown>; unknown: string[] } {
  const raw = input ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ToolError('validation_error', 'args must be a JSON object');
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new ToolError('validation_error', result.error.issues.map((i) => describeIssue(i, raw)).join('; '));
  }
  const known = new Set(Object.keys(schema.shape));
  return {
    args: result.data as Record<string, unknown>,
    unknown: Object.keys(raw).filter((k) => !known.has(k)),
  };
}
