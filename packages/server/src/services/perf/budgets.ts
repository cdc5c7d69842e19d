import { z } from 'zod';
import { BUDGET_KEYS, type BudgetKey } from '../../engines/perf/metrics.js';
import { ToolError } from '../../errors.js';

const score = z.number().min(0).max(100);
const amount = z.number().min(0);

/** Budgets by name: scores (0–100) a page must reach, metrics it must stay under. Unknown names are refused. */
export const perfBudgetsSchema = z.strictObject(
  Object.fromEntries(
    (Object.keys(BUDGET_KEYS) as BudgetKey[]).map((k) => [
      k,
      (BUDGET_KEYS[k].atLeast ? score : amount).optional(),
    ]),
  ) as Record<BudgetKey, z.ZodOptional<z.ZodNumber>>,
);

export type PerfBudgets = Partial<Record<BudgetKey, number>>;

export const BUDGET_NAMES = Object.keys(BUDGET_KEYS).join(', ');

/** Budgets from an untyped body (the CI door), or a validation error naming the bad key. */
export function parseBudgets(value: unknown): PerfBudgets | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = perfBudgetsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
  throw new ToolError(
    'validation_error',
    `perfBudgets.${where}: ${issue.code === 'unrecognized_keys' ? 'not a budget' : issue.message}; budgets: ${BUDGET_NAMES}`,
  );
}
