import type { NextAction } from '@visualq/contract';
import type { Config } from '../../config.js';
import {
  decideEvent,
  type Intent,
  MIN_INTENT_SCORE,
  type ResolvedEvent,
  resolveIntent,
} from '../../engines/tracking/intent.js';
import { ToolError } from '../../errors.js';
import type { Lease } from '../../jobs/job-store.js';
import { fromJson } from '../../store/json.js';
import type { AuthoringService } from '../frt/authoring.js';
import { type FeatureService, parseOrRefuse } from '../frt/features.js';
import type { Target } from '../projects.js';
import type { RunService } from '../runs/run-service.js';
import { readTicket } from './jira.js';
import { eventText } from './links.js';
import { type PlanService, requireEvent } from './plan.js';
import type { FrtRef, PlanEvent } from './plan-schema.js';
import { auditFacts, proofMarkdown } from './proof-markdown.js';
import type { TrackingReportService } from './report.js';
import type { TrackingRunService } from './runs.js';

const REPORT_LINK_TTL_S = 30 * 24 * 3600;

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

export interface ProofDeps {
  config: Config;
  plans: PlanService;
  features: FeatureService;
  authoring: AuthoringService;
  runs: RunService;
  trackingRuns: TrackingRunService;
  reports: TrackingReportService;
}

interface Caller {
  orgId: string;
  keyId: string | null;
  target: Target;
  /** The job this proof runs in: its tracking run is recorded under it and written under its lease. */
  job: { id: string; lease: Lease };
}

/** The step of a feature that fires an event: the one whose text is about it, else the last action. */
function firingStep(gherkin: string, event: PlanEvent, events: ReturnType<typeof eventText>[]): FrtRef {
  const steps = parseOrRefuse(gherkin).pickles[0]?.steps.filter((s) => s.index !== null) ?? [];
  const about = steps.find((s) => resolveIntent(s.text, events).events[0]?.eventId === event.id);
  const action = [...steps]
    .reverse()
    .find((s) => !/^then$/i.test(s.keyword) && !/\b(should|see|voir)\b/i.test(s.text));
  const chosen = about ?? action ?? steps.at(-1)!;
  return { featureId: '', stepIndex: chosen.index!, stepText: chosen.text };
}

/** Proves or refutes that a tracking ticket is fixed: its event, a scenario that fires it, a fresh audit. */
export class ProofService {
  constructor(private readonly deps: ProofDeps) {}

  async prove(caller: Caller, req: ProofRequest) {
    const { target } = caller;
    const warnings: string[] = [];
    const ticketId = req.ticketId.trim().toUpperCase();
    // 1. The ticket's words: JIRA's when it is configured, the caller's reproGoal in any case.
    const read = await readTicket(this.deps.config.jira, ticketId);
    const ticket = 'ticket' in read ? read.ticket : null;
    if ('problem' in read && this.deps.config.jira.url)
      warnings.push(`ticket text not read from JIRA: ${read.problem}; used reproGoal`);
    const ticketText = [ticket?.summary, ticket?.description, req.reproGoal].filter(Boolean).join('\n');
    const ticketUrl = ticket?.url ?? req.jiraUrl ?? null;

    // 2. Which plan event the ticket is about, by meaning; two close candidates prove nothing.
    const { plan } = await this.deps.plans.get(target);
    const texts = plan.events.map((e) => eventText(plan, e));
    const intent: Intent = resolveIntent(ticketText, texts);
    const decision = decideEvent(intent);
    let event: PlanEvent | null = null;
    if (req.eventColumnKey) event = requireEvent(plan, req.eventColumnKey);
    else if ('event' in decision) event = plan.events.find((e) => e.id === decision.event.eventId)!;
    const base = {
      ticketId,
      ticket: ticket
        ? { source: 'jira', summary: ticket.summary, url: ticket.url }
        : { source: 'reproGoal', summary: req.reproGoal, url: ticketUrl },
      intent,
    };
    if (!event && 'rivals' in decision)
      return this.ambiguous(base, warnings, decision.rivals, plan.events, req);
    if (!event) {
      return this.refuse(base, warnings, {
        headline: `NON — no event of the tracking plan matches ${ticketId}`,
        reasons: plan.events.length
          ? [
              `the ticket's words match no plan event well enough (best: ${intent.events[0] ? `${intent.events[0].eventId} ${intent.events[0].score}` : 'none'}); pass eventColumnKey to name it`,
            ]
          : ['the tracking plan has no event yet'],
        req,
      });
    }

    // 3. The scenario that fires it: a linked step (the ticket's own feature first), or one made from reproGoal.
    const features = await this.deps.features.list(target.project.id);
    const ticketFeatures = new Set(
      features.filter((f) => fromJson<string[]>(f.ticket_ids, []).includes(ticketId)).map((f) => f.id),
    );
    let ref =
      event.frtRefs.find((r) => ticketFeatures.has(r.featureId)) ??
      (req.allowGenericFallback === false
        ? undefined
        : event.frtRefs.find((r) => features.some((f) => f.id === r.featureId)));
    if (!ref && req.createIfMissing !== false) {
      ref = await this.createScenario(caller, req, event, texts, warnings);
    }
    if (!ref) {
      return this.refuse({ ...base, event: { eventId: event.id, label: event.label } }, warnings, {
        headline: `NON — no scenario performs the action behind ${event.id}, so ${ticketId} cannot be shown fixed`,
        reasons: [
          req.createIfMissing === false
            ? 'no FRT step is linked to this event and createIfMissing is false'
            : 'no FRT step is linked to this event and none could be written from reproGoal',
        ],
        req,
        event,
      });
    }
    if (!ticketFeatures.has(ref.featureId)) {
      warnings.push(
        `intent-only proof: the scenario is not written for ${ticketId}; it performs the action linked to ${event.id} in the plan`,
      );
    }

    // 4. An audit of that event that started after the event and the scenario last changed: a fresh
    // one, or (runTracking: false) the newest such audit; an older one proves nothing of today's plan.
    const feature = (await this.deps.features.list(target.project.id)).find((f) => f.id === ref!.featureId);
    const changedAt = (await this.deps.plans.get(target)).eventChangedAt(event.id);
    const since = [changedAt, feature?.updated_at].filter(Boolean).sort().at(-1) ?? '';
    let auditId: string;
    if (req.runTracking === false) {
      const fresh = await this.freshAudit(target, event.id, since);
      if (!fresh) {
        return this.refuse({ ...base, event: { eventId: event.id, label: event.label } }, warnings, {
          headline: `NON — ${ticketId} is not proven: no tracking run of ${event.id} since it last changed`,
          reasons: [
            `runTracking is false and no finished tracking run audited ${event.id} after ${since || 'its last change'} (the plan's event and the scenario as they are now)`,
          ],
          req,
          event,
          first: [
            { label: `Audit ${event.id} now`, tool: 'run_tracking', args: { eventIds: [event.id] } },
            {
              label: 'Prove it on a fresh run',
              tool: 'tracking_prove_jira_ticket',
              args: {
                ticketId: req.ticketId,
                reproGoal: req.reproGoal,
                eventColumnKey: event.id,
                runTracking: true,
                confirm: true,
              },
            },
          ],
        });
      }
      auditId = fresh.id;
      warnings.push(
        `reused audit ${fresh.id} started ${fresh.started_at}, after ${event.id} and its scenario last changed (runTracking: false)`,
      );
    } else {
      const run = await this.deps.trackingRuns.start(
        caller.orgId,
        caller.keyId,
        target,
        { eventIds: [event.id], featureIds: [ref.featureId], jiraKey: ticketId },
        caller.job.id,
      );
      await this.deps.trackingRuns.execute(run.id, caller.job.lease);
      auditId = run.id;
    }
    const run = (await this.deps.runs.byId(auditId))!;
    const report = await this.deps.reports.report(caller.orgId, run);
    const row = report.suites.events.find((e) => e.eventId === event!.id);
    const audit =
      row?.audits.find((a) => a.featureId === ref!.featureId && a.stepIndex === ref!.stepIndex) ??
      row?.audits[0];
    // Evidence counts only when its run began after what it proves last changed.
    const current = !!run.started_at && run.started_at > since;
    const onTicketScenario = audit?.featureId === ref.featureId;
    const { url: reportUrl } = await this.deps.reports.export(
      caller.orgId,
      run,
      target.project.name,
      'html',
      REPORT_LINK_TTL_S,
    );

    // 5. The verdict: proven only when the event passes on a step that does what the ticket describes.
    const eventStatus = audit?.status ?? 'skipped';
    const matchesTicketIntent =
      !!audit &&
      audit.stepStatus === 'passed' &&
      (!!req.eventColumnKey ||
        (intent.events[0]?.eventId === event.id && intent.events[0].score >= MIN_INTENT_SCORE));
    const proven = eventStatus === 'pass' && matchesTicketIntent && current && onTicketScenario;
    const reasons = proven
      ? [
          `${event.id} was sent during step ${audit!.stepIndex} with every planned variable as expected`,
          `evidence: tracking run ${run.id}, started ${run.started_at}, after ${event.id} and its scenario last changed (${since})`,
        ]
      : [
          ...(eventStatus !== 'pass'
            ? [`event status ${eventStatus}: ${audit?.reason ?? row?.reason ?? 'not audited'}`]
            : []),
          ...(!matchesTicketIntent ? ['the scenario does not demonstrably perform the ticket’s action'] : []),
          ...(!current
            ? [
                `run ${run.id} started ${run.started_at ?? 'never'}, before ${event.id} or its scenario last changed (${since})`,
              ]
            : []),
          ...(audit && !onTicketScenario
            ? [`run ${run.id} audited ${event.id} on another scenario (${audit.featureId})`]
            : []),
        ];
    const headline = proven
      ? `OUI — ${ticketId} is fixed: ${event.id} (${event.label}) sends what the plan expects`
      : `NON — ${ticketId} is not shown fixed: ${event.id} (${event.label}) ${eventStatus === 'pass' ? 'passes, but not on a scenario that matches the ticket' : `is ${eventStatus}${audit?.reason ? ` (${audit.reason})` : ''}`}`;
    const scenario = audit
      ? {
          featureId: audit.featureId,
          name: audit.featureName,
          scenario: audit.scenario,
          stepIndex: audit.stepIndex,
          stepText: audit.stepText,
          matchesTicketIntent,
        }
      : null;
    const data = {
      ...base,
      event: { eventId: event.id, label: event.label, eventColumnKey: event.eventColumnKey ?? null },
      eventStatus,
      proofVerdict: proven ? ('proven' as const) : ('failed' as const),
      proofOutcome: { proven, headline, reasons },
      matchesTicketIntent,
      proofContract: {
        mayClaimTicketFixed: proven,
        basis: 'the event passed on its linked FRT step, and the ticket resolved to that event by meaning',
        quoteHeadline: true,
        pasteJiraMarkdownVerbatim: true,
      },
      scenario,
      variables: audit?.variables ?? [],
      hit: audit?.hit ?? null,
      auditId,
      reportUrl,
      runAt: run.finished_at,
      evidence: {
        runId: run.id,
        startedAt: run.started_at,
        finishedAt: run.finished_at,
        currentSince: since,
        current,
      },
      warnings,
      jiraMarkdown: proofMarkdown({
        ticketId,
        headline,
        eventId: event.id,
        eventLabel: event.label,
        ...auditFacts(audit),
        status: eventStatus,
        reason: audit?.reason ?? null,
        runAt: run.finished_at,
        auditId,
        reportUrl,
      }),
      investigationLadder: proven ? null : ladder(req, event, scenario),
    };
    if (!proven)
      throw new ToolError('proof_failed', headline, {
        data,
        nextActions: failureActions(req, event, auditId),
      });
    return { data, warnings, headline };
  }

  /** The newest finished tracking run that audited the event and began after `since`. */
  private async freshAudit(target: Target, eventId: string, since: string) {
    for (const run of await this.deps.runs.finishedSince(target, 'tracking', since)) {
      const rows = await this.deps.trackingRuns.results(run.id);
      if (rows.some((r) => r.kind === 'event' && r.subject_id === eventId)) return run;
    }
    return null;
  }

  /** A ticket two events fit about as well: neither is proven; the caller names the one meant. */
  private ambiguous(
    base: object,
    warnings: string[],
    rivals: [ResolvedEvent, ResolvedEvent],
    events: PlanEvent[],
    req: ProofRequest,
  ): never {
    const named = rivals.map((r) => {
      const e = events.find((x) => x.id === r.eventId)!;
      return { eventId: e.id, label: e.label, score: r.score, why: r.why };
    });
    const [a, b] = named;
    return this.refuse({ ...base, candidates: named }, warnings, {
      headline: `NON — ${req.ticketId.toUpperCase()} is not proven: it reads as much like ${a.eventId} (${a.label}) as ${b.eventId} (${b.label}); say which event it is about`,
      reasons: named.map((n) => `${n.eventId} scores ${n.score}: ${n.why.join(', ') || 'no shared words'}`),
      req,
      first: named.map((n) => ({
        label: `Prove it about ${n.eventId} (${n.label})`,
        tool: 'tracking_prove_jira_ticket',
        args: { ticketId: req.ticketId, reproGoal: req.reproGoal, eventColumnKey: n.eventId, confirm: true },
      })),
    });
  }

  /** A feature from reproGoal through the FRT pipeline, its firing step linked to the event. */
  private async createScenario(
    caller: Caller,
    req: ProofRequest,
    event: PlanEvent,
    texts: ReturnType<typeof eventText>[],
    warnings: string[],
  ) {
    let outcome: Awaited<ReturnType<AuthoringService['create']>>;
    try {
      outcome = await this.deps.authoring.create(caller.orgId, caller.target, {
        goal: req.reproGoal,
        name: `${req.ticketId.toUpperCase()}: ${req.reproGoal.slice(0, 80)}`,
        startPath: req.startPath,
        save: true,
      });
    } catch (error) {
      warnings.push(`no scenario could be written from reproGoal: ${(error as Error).message}`);
      return undefined;
    }
    if (outcome.resolved === 'proposed') return undefined;
    const feature = outcome.feature;
    const ref = { ...firingStep(feature.gherkin, event, texts), featureId: feature.id };
    await this.deps.plans.edit(caller.target, (plan) => {
      requireEvent(plan, event.id).frtRefs.push(ref);
    });
    warnings.push(
      `${outcome.resolved === 'existing' ? 'reused' : 'created'} feature ${feature.id} from reproGoal and linked its step ${ref.stepIndex} "${ref.stepText}" to ${event.id}`,
    );
    return ref;
  }

  private refuse(
    base: object,
    warnings: string[],
    f: { headline: string; reasons: string[]; req: ProofRequest; event?: PlanEvent; first?: NextAction[] },
  ): never {
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
    throw new ToolError('proof_failed', f.headline, {
      data,
      nextActions: [...(f.first ?? []), ...failureActions(f.req, f.event ?? null, null)],
    });
  }
}

function ladder(req: ProofRequest, event: PlanEvent | null, scenario: { featureId: string } | null) {
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

function failureActions(req: ProofRequest, event: PlanEvent | null, auditId: string | null): NextAction[] {
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
