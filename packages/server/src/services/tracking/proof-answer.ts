import type { NextAction } from '@visualq/contract';
import { ToolError } from '../../errors.js';
import type { PlanEvent } from './plan-schema.js';
import { auditFacts, proofMarkdown } from './proof-markdown.js';

/** What the caller asked to prove (the tool's arguments). */
export interface ProofRequest {
  ticketId: string;
  reproGoal: string;
  eventColumnKey?: string;
  startPath?: string;
  createIfMissing?: boolean;
  runTracking?: boolean;
  allowGenericFallback?: boolean;
  jiraUrl?: string;
}

/** A proof that ends before any audit: NON, with why, the JIRA comment saying so, and what to do next. */
export function refusal(
  base: object,
  warnings: string[],
  f: { headline: string; reasons: string[]; req: ProofRequest; event?: PlanEvent; first?: NextAction[] },
): ToolError {
  const data = {
    ...base,
    eventStatus: 'skipped',
    proofVerdict: 'failed' as const,
    proofOutcome: { proven: false, headline: f.headline, reasons: f.reasons },
    matchesTicketIntent: false,
    proofContract: {
      mayClaimTicketFixed: false,
      basis: 'no audit of a matching scenario',
      quoteHeadline: true,
      pasteJiraMarkdownVerbatim: true,
    },
    scenario: null,
    variables: [],
    auditId: null,
    reportUrl: null,
    warnings,
    jiraMarkdown: proofMarkdown({
      ticketId: f.req.ticketId.toUpperCase(),
      headline: f.headline,
      eventId: f.event?.id ?? '—',
      eventLabel: f.event?.label ?? 'unresolved',
      ...auditFacts(null),
      status: 'skipped',
      reason: f.reasons.join('; '),
      runAt: null,
      auditId: null,
      reportUrl: null,
    }),
    investigationLadder: ladder(f.req, f.event ?? null, null),
  };
  return new ToolError('proof_failed', f.headline, {
    data,
    nextActions: [...(f.first ?? []), ...failureActions(f.req, f.event ?? null, null)],
  });
}

export function ladder(req: ProofRequest, event: PlanEvent | null, scenario: { featureId: string } | null) {
  return [
    {
      step: 1,
      action: 'identify_scenario',
      tool: 'frt_find_scenarios',
      args: { query: req.reproGoal, ticketId: req.ticketId },
    },
    {
      step: 2,
      action: 'check_scenario_covers_ticket',
      tool: 'frt_get_feature',
      args: { featureId: scenario?.featureId ?? '', ticketId: req.ticketId, reproGoal: req.reproGoal },
    },
    {
      step: 3,
      action: 'human_handoff',
      instructions: `On the site, ${req.reproGoal}; in the browser's network panel, check that the ${event ? `"${event.eventName ?? event.id}"` : 'expected'} hit is sent at that moment with the variables of the plan.`,
    },
  ];
}

export function failureActions(
  req: ProofRequest,
  event: PlanEvent | null,
  auditId: string | null,
): NextAction[] {
  return [
    {
      label: 'Write the FRT scenario for the ticket',
      tool: 'create_frt_scenario',
      args: {
        goal: req.reproGoal,
        name: `${req.ticketId.toUpperCase()}: ${req.reproGoal.slice(0, 80)}`,
        startPath: req.startPath ?? '/',
        confirm: true,
      },
    },
    {
      label: 'Prove again once fixed',
      tool: 'tracking_prove_jira_ticket',
      args: { ticketId: req.ticketId, reproGoal: req.reproGoal, confirm: true },
    },
    ...(event && auditId
      ? [
          {
            label: 'Inspect the proof',
            tool: 'tracking_get_audit_event_proof',
            args: { auditId, eventColumnKey: event.eventColumnKey ?? event.id, ticketId: req.ticketId },
          },
        ]
      : []),
  ];
}
