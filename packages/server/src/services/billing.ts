/** Billing plans and the features each unlocks, cheapest first. */
export const PLANS = {
  free: ['core', 'vrt'],
  pro: ['core', 'vrt', 'frt', 'perf'],
  business: ['core', 'vrt', 'frt', 'perf', 'tracking', 'proof', 'quality', 'audit-log'],
} as const;

export type Plan = keyof typeof PLANS;
export type Feature = (typeof PLANS)[Plan][number];

export function isPlan(value: string): value is Plan {
  return Object.hasOwn(PLANS, value);
}

export function planAllows(plan: string, feature: Feature): boolean {
  return isPlan(plan) && (PLANS[plan] as readonly string[]).includes(feature);
}

export function cheapestPlanFor(feature: Feature): Plan {
  return (Object.keys(PLANS) as Plan[]).find((p) => planAllows(p, feature)) ?? 'business';
}
