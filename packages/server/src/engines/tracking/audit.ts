import { describeExpected, type Expected, lookup, mismatch } from './expect.js';
import type { RecordedHit } from './recorder.js';

/** A variable as a tracking plan defines it. */
export interface ExpectedVariable {
  name: string;
  expected: Expected;
  type?: string;
  mandatory?: boolean;
  description?: string;
  trackingMapping?: string;
  trackingDimension?: string;
}

export type CheckStatus = 'pass' | 'fail' | 'missing';

export interface VariableCheck {
  name: string;
  /** The plan's definition: what a reader of the report needs to judge the row. */
  plan: {
    type: string | null;
    mandatory: boolean;
    trackingMapping: string | null;
    description: string | null;
  };
  expected: string;
  received: unknown;
  /** Where the value was read: the hit's key. */
  receivedFrom: string | null;
  status: CheckStatus;
  reason: string | null;
}

export interface HitEvidence {
  vendor: string;
  eventName: string;
  step: number | null;
  pageUrl: string;
  raw: string;
}

export type AuditStatus = 'pass' | 'fail' | 'missing' | 'skipped';

export interface AuditOutcome {
  status: AuditStatus;
  reason: string | null;
  hit: HitEvidence | null;
  variables: VariableCheck[];
}

export function checkVariables(
  plan: ExpectedVariable[],
  variables: Record<string, unknown>,
): VariableCheck[] {
  return plan.map((v) => {
    const mandatory = v.mandatory !== false;
    const got = lookup(variables, [v.trackingMapping, v.name]);
    const base = {
      name: v.name,
      plan: {
        type: v.type ?? null,
        mandatory,
        trackingMapping: v.trackingMapping ?? null,
        description: v.description ?? null,
      },
      expected: describeExpected(v.expected),
      received: got.found ? got.value : null,
      receivedFrom: got.key,
    };
    if (!got.found)
      return { ...base, status: 'missing', reason: mandatory ? 'not sent' : 'not sent (optional)' };
    const why = mismatch(v.expected, got.value, v.type);
    return { ...base, status: why ? 'fail' : 'pass', reason: why };
  });
}

/** Failing mandatory checks make the audit fail; a missing optional variable does not. */
export function eventVerdict(checks: VariableCheck[]): 'pass' | 'fail' {
  return checks.some((c) => c.status === 'fail' || (c.status === 'missing' && c.plan.mandatory))
    ? 'fail'
    : 'pass';
}

function evidence(hit: RecordedHit): HitEvidence {
  return { vendor: hit.vendor, eventName: hit.eventName, step: hit.step, pageUrl: hit.pageUrl, raw: hit.raw };
}

function score(checks: VariableCheck[]): number {
  return (
    checks.filter((c) => c.status === 'pass').length * 2 - checks.filter((c) => c.status === 'fail').length
  );
}

/**
 * Audits one event on the hits of its linked step only: among the hits named like the event, the one
 * that meets the plan best is the evidence. Hits of the same name at other steps are reported, never
 * credited.
 */
export function auditEvent(
  event: { names: string[]; variables: ExpectedVariable[] },
  atStep: RecordedHit[],
  elsewhere: RecordedHit[],
  stepLabel: string,
): AuditOutcome {
  const named = (h: RecordedHit) => event.names.some((n) => n.toLowerCase() === h.eventName.toLowerCase());
  const candidates = atStep.filter(named);
  if (candidates.length === 0) {
    const other = elsewhere.filter(named);
    const where = [...new Set(other.map((h) => (h.step === null ? 'the preamble' : `step ${h.step}`)))];
    return {
      status: 'missing',
      reason: `no hit named ${event.names.map((n) => `"${n}"`).join(' or ')} during ${stepLabel}${
        where.length ? `; one was sent during ${where.join(', ')}, which is not the linked step` : ''
      }`,
      hit: other[0] ? evidence(other[0]) : null,
      variables: [],
    };
  }
  const ranked = candidates
    .map((hit) => ({ hit, checks: checkVariables(event.variables, hit.variables) }))
    .sort((a, b) => score(b.checks) - score(a.checks));
  const best = ranked[0];
  const status = eventVerdict(best.checks);
  const failing = best.checks.filter(
    (c) => c.status === 'fail' || (c.status === 'missing' && c.plan.mandatory),
  );
  return {
    status,
    reason: status === 'pass' ? null : failing.map((c) => `${c.name}: ${c.reason}`).join('; '),
    hit: evidence(best.hit),
    variables: best.checks,
  };
}
