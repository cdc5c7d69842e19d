/** What one Lighthouse audit says about a page, in the units budgets use. */
export interface PageMetrics {
  /** Category scores, 0–100. */
  scores: Record<'performance' | 'accessibility' | 'bestPractices' | 'seo', number | null>;
  metrics: Record<
    'lcpMs' | 'fcpMs' | 'cls' | 'tbtMs' | 'siMs' | 'ttiMs' | 'totalBytes' | 'requests',
    number | null
  >;
  opportunities: Array<{ id: string; title: string; savingsMs: number; savingsBytes: number }>;
}

export type ScoreKey = keyof PageMetrics['scores'];
export type MetricKey = keyof PageMetrics['metrics'];
export type BudgetKey = ScoreKey | MetricKey;

/** Scores must reach their budget; every other metric must stay under it. */
export const BUDGET_KEYS: Record<BudgetKey, { label: string; unit: string; atLeast: boolean }> = {
  performance: { label: 'performance', unit: '', atLeast: true },
  accessibility: { label: 'accessibility', unit: '', atLeast: true },
  bestPractices: { label: 'best practices', unit: '', atLeast: true },
  seo: { label: 'SEO', unit: '', atLeast: true },
  lcpMs: { label: 'LCP', unit: ' ms', atLeast: false },
  fcpMs: { label: 'FCP', unit: ' ms', atLeast: false },
  cls: { label: 'CLS', unit: '', atLeast: false },
  tbtMs: { label: 'TBT', unit: ' ms', atLeast: false },
  siMs: { label: 'Speed Index', unit: ' ms', atLeast: false },
  ttiMs: { label: 'TTI', unit: ' ms', atLeast: false },
  totalBytes: { label: 'total bytes', unit: ' B', atLeast: false },
  requests: { label: 'requests', unit: '', atLeast: false },
};

const METRIC_AUDITS: Record<MetricKey, string> = {
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbtMs: 'total-blocking-time',
  siMs: 'speed-index',
  ttiMs: 'interactive',
  totalBytes: 'total-byte-weight',
  requests: 'network-requests',
};

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

export function readLhr(lhr: Record<string, any>): PageMetrics {
  const category = (id: string) => {
    const score = lhr.categories?.[id]?.score;
    return typeof score === 'number' ? Math.round(score * 100) : null;
  };
  const metrics = {} as PageMetrics['metrics'];
  for (const [key, audit] of Object.entries(METRIC_AUDITS) as Array<[MetricKey, string]>) {
    const a = lhr.audits?.[audit];
    const value = audit === 'network-requests' ? a?.details?.items?.length : a?.numericValue;
    metrics[key] = typeof value === 'number' ? round(value, key === 'cls' ? 3 : 0) : null;
  }
  const opportunities = Object.values(lhr.audits ?? {})
    .filter(
      (a: any) =>
        a?.details?.type === 'opportunity' &&
        (a.details.overallSavingsMs > 0 || a.details.overallSavingsBytes > 0),
    )
    .map((a: any) => ({
      id: a.id,
      title: a.title,
      savingsMs: round(a.details.overallSavingsMs ?? 0),
      savingsBytes: round(a.details.overallSavingsBytes ?? 0),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, 5);
  return {
    scores: {
      performance: category('performance'),
      accessibility: category('accessibility'),
      bestPractices: category('best-practices'),
      seo: category('seo'),
    },
    metrics,
    opportunities,
  };
}

export interface Spread {
  min: number;
  max: number;
}

const middle = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * The median audit of N, and how far each value moved between them: the sample whose performance
 * score is the median is kept whole (its opportunities and report belong together).
 */
export function medianOf(samples: PageMetrics[]): {
  index: number;
  median: PageMetrics;
  spread: Partial<Record<BudgetKey, Spread>>;
} {
  const spread: Partial<Record<BudgetKey, Spread>> = {};
  for (const key of Object.keys(BUDGET_KEYS) as BudgetKey[]) {
    const values = samples.map((s) => metricValue(s, key)).filter((v): v is number => v !== null);
    if (values.length) spread[key] = { min: Math.min(...values), max: Math.max(...values) };
  }
  const perf = samples.map((s) => s.scores.performance ?? 0);
  const target = middle(perf);
  const index = perf.reduce(
    (best, v, i) => (Math.abs(v - target) < Math.abs(perf[best] - target) ? i : best),
    0,
  );
  return { index, median: samples[index], spread };
}

export function metricValue(m: PageMetrics, key: BudgetKey): number | null {
  return key in m.scores ? m.scores[key as ScoreKey] : m.metrics[key as MetricKey];
}

export interface BudgetCheck {
  metric: BudgetKey;
  budget: number;
  value: number | null;
  pass: boolean;
  /** The N audits fell on both sides of the line: the verdict could flip on another run. */
  uncertain: boolean;
  message: string;
}

const show = (key: BudgetKey, n: number | null) =>
  n === null ? 'n/a' : `${key === 'cls' ? n : Math.round(n)}${BUDGET_KEYS[key].unit}`;

/** Each budget against the median value; a budget the samples straddle is marked uncertain. */
export function checkBudgets(
  budgets: Partial<Record<BudgetKey, number>>,
  median: PageMetrics,
  spread: Partial<Record<BudgetKey, Spread>>,
): BudgetCheck[] {
  return (Object.entries(budgets) as Array<[BudgetKey, number]>).map(([metric, budget]) => {
    const { label, atLeast } = BUDGET_KEYS[metric];
    const value = metricValue(median, metric);
    const meets = (v: number) => (atLeast ? v >= budget : v <= budget);
    const pass = value !== null && meets(value);
    const range = spread[metric];
    const uncertain = !!range && meets(range.min) !== meets(range.max);
    return {
      metric,
      budget,
      value,
      pass,
      uncertain,
      message: `${label} ${show(metric, value)} ${pass ? (atLeast ? '≥' : '≤') : atLeast ? '<' : '>'} ${show(metric, budget)}${uncertain ? ` (uncertain: ${show(metric, range!.min)}–${show(metric, range!.max)} over the runs)` : ''}`,
    };
  });
}
