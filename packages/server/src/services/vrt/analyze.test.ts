import { describe, expect, it } from 'vitest';
import { analyzeRun } from './analyze.js';
import type { Result } from './runs.js';

const result = (label: string, viewport: string, status: string, error: string | null = null): Result => ({
  id: `${label}-${viewport}`,
  run_id: 'run_1',
  scenario_id: label,
  scenario_label: label,
  viewport,
  browser: 'chromium',
  status,
  mismatch_percent: status === 'fail' ? 2.5 : 0,
  changed_pixels: null,
  test_hash: null,
  baseline_hash: null,
  diff_hash: null,
  baseline_id: null,
  details: '{}',
  error,
  approved_at: null,
  approved_by: null,
  created_at: '2026-12-03T10:00:00.000Z',
});

const grid = (statusOf: (label: string, viewport: string) => string) =>
  ['Home', 'Pricing', 'Contact'].flatMap((l) =>
    ['phone', 'desktop'].map((v) =>
      result(l, v, statusOf(l, v), statusOf(l, v) === 'error' ? 'net::ERR_TIMED_OUT' : null),
    ),
  );

describe('reading a visual run as a whole', () => {
  it('every scenario changed: something they share', () => {
    const { patterns } = analyzeRun(
      grid((l) => (l === 'Contact' ? 'fail' : 'fail')),
      [],
    );
    expect(patterns.map((p) => p.kind)).toEqual(['site-wide']);
  });

  it('one viewport broke across pages: a rule for that width', () => {
    const { patterns } = analyzeRun(
      grid((_, v) => (v === 'phone' ? 'fail' : 'pass')),
      [],
    );
    expect(patterns).toEqual([
      { kind: 'one-viewport', evidence: 'only phone failed (3 of 3): a rule for that width', results: 3 },
    ]);
  });

  it('one error everywhere it happened, and approved failures are left out', () => {
    const rows = grid((l) => (l === 'Home' ? 'error' : 'pass'));
    const { patterns, failures } = analyzeRun(rows, []);
    expect(patterns.map((p) => p.kind)).toEqual(['one-page', 'same-error']);
    expect(failures.every((f) => f.likely?.kind === 'capture-error')).toBe(true);
    rows[0].approved_at = '2026-12-03T11:00:00.000Z';
    expect(analyzeRun(rows, []).failures).toHaveLength(1);
  });
});
