import { z } from 'zod';
import { BUDGET_KEYS, type BudgetKey } from '../../engines/perf/metrics.js';

const score = z.number().min(0).max(100);
const amount = z.number().min(0);

export const BUDGET_NAMES = Object.keys(BUDGET_KEYS).join(', ');

/** Budgets by name: scores (0–100) a page must reach, metrics it must stay under. Unknown names are refused. */
export const perfBudgetsSchema = z.strictObject(
  Object.fromEntries(
    (Object.keys(BUDGET_KEYS) as BudgetKey[]).map((k) => [
      k,
      (BUDGET_KEYS[k].atLeast ? score : amount).optional(),
    ]),
  ) as Record<BudgetKey, z.ZodOptional<z.ZodNumber>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `not a budget; budgets: ${BUDGET_NAMES}` : undefined,
  },
);

export type PerfBudgets = Partial<Record<BudgetKey, number>>;
