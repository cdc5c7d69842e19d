import { MIN_INTENT_SCORE, type ResolvedEvent } from '../../engines/tracking/intent.js';

/** What a proof has found, as the facts its verdict rests on. */
export interface ProofFacts {
  ticketId: string;
  event: { id: string; label: string };
  /** The feature whose step the plan links to the event for this ticket. */
  featureId: string;
  /** The audit of the event in the run, on that step if it was audited there. */
  audit?: {
    featureId: string;
    stepIndex: number;
    stepStatus: string | null;
    status: string;
    reason: string | null;
  };
  /** Why the event has no audit in the run, when it has none. */
  unaudited?: string | null;
  run: { id: string; startedAt: string | null };
  /** The latest moment the event or its scenario changed: evidence must be newer. */
  since: string;
  /** The caller named the event (eventColumnKey), rather than the ticket's words. */
  eventNamed: boolean;
  /** The event the ticket's words point to best. */
  bestByMeaning?: ResolvedEvent;
}

export interface ProofVerdict {
  proven: boolean;
  eventStatus: string;
  matchesTicketIntent: boolean;
  /** The run began after the event and its scenario last changed. */
  current: boolean;
  headline: string;
  reasons: string[];
}

/**
 * OUI only when all hold: the event passes, on the step of the ticket's scenario, in a run newer
 * than the event and that scenario, and the ticket is about that event (named, or by meaning).
 */
export function judgeProof(f: ProofFacts): ProofVerdict {
  const { audit, event, run } = f;
  const eventStatus = audit?.status ?? 'skipped';
  const aboutEvent =
    f.eventNamed || (f.bestByMeaning?.eventId === event.id && f.bestByMeaning.score >= MIN_INTENT_SCORE);
  const matchesTicketIntent = !!audit && audit.stepStatus === 'passed' && aboutEvent;
  const current = !!run.startedAt && run.startedAt > f.since;
  const onTicketScenario = audit?.featureId === f.featureId;
  const proven = eventStatus === 'pass' && matchesTicketIntent && current && onTicketScenario;
  if (proven) {
    return {
      proven,
      eventStatus,
      matchesTicketIntent,
      current,
      headline: `OUI — ${f.ticketId} is fixed: ${event.id} (${event.label}) sends what the plan expects`,
      reasons: [
        `${event.id} was sent during step ${audit!.stepIndex} with every planned variable as expected`,
        `evidence: tracking run ${run.id}, started ${run.startedAt}, after ${event.id} and its scenario last changed (${f.since})`,
      ],
    };
  }
  const reasons = [
    ...(eventStatus !== 'pass'
      ? [`event status ${eventStatus}: ${audit?.reason ?? f.unaudited ?? 'not audited'}`]
      : []),
    ...(!matchesTicketIntent ? ['the scenario does not demonstrably perform the ticket’s action'] : []),
    ...(!current
      ? [
          `run ${run.id} started ${run.startedAt ?? 'never'}, before ${event.id} or its scenario last changed (${f.since})`,
        ]
      : []),
    ...(audit && !onTicketScenario
      ? [`run ${run.id} audited ${event.id} on another scenario (${audit.featureId})`]
      : []),
  ];
  const state =
    eventStatus === 'pass'
      ? 'passes, but not on current evidence of a scenario that matches the ticket'
      : `is ${eventStatus}${audit?.reason ? ` (${audit.reason})` : ''}`;
  return {
    proven,
    eventStatus,
    matchesTicketIntent,
    current,
    headline: `NON — ${f.ticketId} is not shown fixed: ${event.id} (${event.label}) ${state}`,
    reasons,
  };
}
