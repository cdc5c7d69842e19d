import type { ScenarioRun } from '../../engines/frt/runner.js';
import type { AuditOutcome } from '../../engines/tracking/audit.js';
import { auditEvent } from '../../engines/tracking/audit.js';
import type { RecordedHit } from '../../engines/tracking/recorder.js';
import { hitNames } from './plan.js';
import type { PlanEvent } from './plan-schema.js';

/** The worst status among audits: fail, then missing, then skipped, then pass. */
export const worst = (statuses: string[]) =>
  (['fail', 'missing', 'skipped', 'pass'] as const).find((s) => statuses.includes(s)) ?? 'skipped';

/** One link of an event to an FRT step, audited. */
export interface LinkAudit extends AuditOutcome {
  featureId: string;
  featureName: string;
  stepIndex: number;
  stepText: string;
  scenario: string | null;
  stepStatus: string | null;
  stepScreenshot: string | null;
}

/** The journeys a tracking run ran, by feature: what each scenario did and sent, or why it could not run. */
export type Journeys = Map<
  string,
  | { name: string; scenarios: ScenarioRun[]; hits: RecordedHit[]; shots: Map<string, string> }
  | { error: string }
>;

/**
 * An event judged on each FRT step the plan links it to: the hits of that step only, against the
 * plan's variables; a step that did not run, or a journey that could not, leaves the link skipped.
 */
export function auditEventLinks(event: PlanEvent, journeys: Journeys) {
  const base = {
    eventId: event.id,
    label: event.label,
    eventType: event.eventType,
    eventColumnKey: event.eventColumnKey ?? null,
  };
  if (event.frtRefs.length === 0) {
    return {
      status: 'skipped',
      ...base,
      audits: [],
      reason: 'not linked to an FRT step (tracking_link_event_frt)',
    };
  }
  const audits: LinkAudit[] = event.frtRefs.map((ref) => {
    const journey = journeys.get(ref.featureId);
    const link = { featureId: ref.featureId, stepIndex: ref.stepIndex, stepText: ref.stepText };
    if (!journey || 'error' in journey) {
      return {
        ...link,
        featureName: '',
        scenario: null,
        stepStatus: null,
        stepScreenshot: null,
        status: 'skipped',
        reason: journey && 'error' in journey ? journey.error : 'not run',
        hit: null,
        variables: [],
      };
    }
    // The first scenario that has the linked step (by index) is the one that proves the event.
    const n = journey.scenarios.findIndex((s) => s.steps.some((st) => st.index === ref.stepIndex));
    const scenario = journey.scenarios[n];
    const step = scenario?.steps.find((st) => st.index === ref.stepIndex);
    const common = {
      ...link,
      featureName: journey.name,
      scenario: scenario?.scenario ?? null,
      stepStatus: step?.status ?? null,
      stepScreenshot: journey.shots.get(`${n}:${ref.stepIndex}`) ?? null,
    };
    if (!step)
      return {
        ...common,
        status: 'skipped',
        reason: `the feature has no step ${ref.stepIndex}`,
        hit: null,
        variables: [],
      };
    if (step.status !== 'passed') {
      return {
        ...common,
        status: 'skipped',
        reason: `step ${ref.stepIndex} "${step.text}" did not run to the end: ${step.error ?? step.status}`,
        hit: null,
        variables: [],
      };
    }
    const hits = journey.hits.filter((h) => h.scenario === n);
    const outcome = auditEvent(
      { names: hitNames(event), variables: event.variables },
      hits.filter((h) => h.step === ref.stepIndex),
      hits.filter((h) => h.step !== ref.stepIndex),
      `step ${ref.stepIndex} "${step.text}"`,
    );
    return { ...common, ...outcome };
  });
  const status = worst(audits.map((a) => a.status));
  return { status, ...base, audits, reason: audits.find((a) => a.status === status)?.reason ?? null };
}
