import type { Config } from '../../config.js';
import {
  decideEvent,
  type Intent,
  type ResolvedEvent,
  resolveIntent,
} from '../../engines/tracking/intent.js';
import { ToolError } from '../../errors.js';
import type { Lease } from '../../jobs/job-store.js';
import { fromJson } from '../../store/json.js';
import type { AuthoringService } from '../frt/authoring.js';
import { type FeatureService, parseOrRefuse } from '../frt/features.js';
import type { Target } from '../projects.js';
import type { Run } from '../runs/run.js';
import type { RunService } from '../runs/run-service.js';
import { readTicket } from './jira.js';
import { eventText } from './links.js';
import { type PlanService, requireEvent } from './plan.js';
import type { FrtRef, PlanEvent, TrackingPlan } from './plan-schema.js';
import { failureActions, ladder, type ProofRequest, refusal } from './proof-answer.js';
import { auditFacts, proofMarkdown } from './proof-markdown.js';
import { judgeProof } from './proof-verdict.js';
import type { TrackingReportService } from './report.js';
import type { TrackingRunService } from './runs.js';

export type { ProofRequest } from './proof-answer.js';

const REPORT_LINK_TTL_S = 30 * 24 * 3600;

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

/** Who the ticket is, as read: its words (JIRA's, else reproGoal) and how it is shown in the answer. */
interface Ticket {
  ticketId: string;
  text: string;
  base: {
    ticketId: string;
    ticket: { source: string; summary: string; url: string | null };
    intent?: Intent;
  };
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
    const warnings: string[] = [];
    const ticket = await this.readTicket(req, warnings);
    const { plan } = await this.deps.plans.get(caller.target);
    const texts = plan.events.map((e) => eventText(plan, e));
    const intent = resolveIntent(ticket.text, texts);
    const base = { ...ticket.base, intent };
    const event = this.chooseEvent(plan, intent, req, base, warnings);
    const withEvent = { ...base, event: { eventId: event.id, label: event.label } };
    const ref = await this.scenarioFor(caller, req, event, texts, withEvent, warnings);
    const { run, since } = await this.evidence(caller, req, event, ref, withEvent, warnings);

    const report = await this.deps.reports.report(caller.orgId, run);
    const row = report.suites.events.find((e) => e.eventId === event.id);
    const audit =
      row?.audits.find((a) => a.featureId === ref.featureId && a.stepIndex === ref.stepIndex) ??
      row?.audits[0];
    const verdict = judgeProof({
      ticketId: ticket.ticketId,
      event,
      featureId: ref.featureId,
      audit,
      unaudited: row?.reason,
      run: { id: run.id, startedAt: run.started_at },
      since,
      eventNamed: !!req.eventColumnKey,
      bestByMeaning: intent.events[0],
    });
    const { url: reportUrl } = await this.deps.reports.export(
      caller.orgId,
      run,
      caller.target.project.name,
      'html',
      REPORT_LINK_TTL_S,
    );
    const scenario = audit
      ? {
          featureId: audit.featureId,
          name: audit.featureName,
          scenario: audit.scenario,
          stepIndex: audit.stepIndex,
          stepText: audit.stepText,
          matchesTicketIntent: verdict.matchesTicketIntent,
        }
      : null;
    const data = {
      ...base,
      event: { eventId: event.id, label: event.label, eventColumnKey: event.eventColumnKey ?? null },
      eventStatus: verdict.eventStatus,
      proofVerdict: verdict.proven ? ('proven' as const) : ('failed' as const),
      proofOutcome: { proven: verdict.proven, headline: verdict.headline, reasons: verdict.reasons },
      matchesTicketIntent: verdict.matchesTicketIntent,
      proofContract: {
        mayClaimTicketFixed: verdict.proven,
        basis:
          'the event passed on its linked FRT step in a run newer than the event and the scenario, and the ticket resolved to that event',
        quoteHeadline: true,
        pasteJiraMarkdownVerbatim: true,
      },
      scenario,
      variables: audit?.variables ?? [],
      hit: audit?.hit ?? null,
      auditId: run.id,
      reportUrl,
      runAt: run.finished_at,
      evidence: {
        runId: run.id,
        startedAt: run.started_at,
        finishedAt: run.finished_at,
        currentSince: since,
        current: verdict.current,
      },
      warnings,
      jiraMarkdown: proofMarkdown({
        ticketId: ticket.ticketId,
        headline: verdict.headline,
        eventId: event.id,
        eventLabel: event.label,
        ...auditFacts(audit),
        status: verdict.eventStatus,
        reason: audit?.reason ?? null,
        runAt: run.finished_at,
        auditId: run.id,
        reportUrl,
      }),
      investigationLadder: verdict.proven ? null : ladder(req, event, scenario),
    };
    if (!verdict.proven)
      throw new ToolError('proof_failed', verdict.headline, {
        data,
        nextActions: failureActions(req, event, run.id),
      });
    return { data, warnings, headline: verdict.headline };
  }

  /** The ticket's words: JIRA's when it is configured, the caller's reproGoal in any case. */
  private async readTicket(req: ProofRequest, warnings: string[]): Promise<Ticket> {
    const ticketId = req.ticketId.trim().toUpperCase();
    const read = await readTicket(this.deps.config.jira, ticketId);
    const ticket = 'ticket' in read ? read.ticket : null;
    if ('problem' in read && this.deps.config.jira.url)
      warnings.push(`ticket text not read from JIRA: ${read.problem}; used reproGoal`);
    return {
      ticketId,
      text: [ticket?.summary, ticket?.description, req.reproGoal].filter(Boolean).join('\n'),
      base: {
        ticketId,
        ticket: ticket
          ? { source: 'jira', summary: ticket.summary, url: ticket.url }
          : { source: 'reproGoal', summary: req.reproGoal, url: req.jiraUrl ?? null },
      },
    };
  }

  /** The plan event the ticket is about: the one named, or the one its words clearly point to. */
  private chooseEvent(
    plan: TrackingPlan,
    intent: Intent,
    req: ProofRequest,
    base: object,
    warnings: string[],
  ): PlanEvent {
    if (req.eventColumnKey) return requireEvent(plan, req.eventColumnKey);
    const decision = decideEvent(intent);
    if ('event' in decision) return plan.events.find((e) => e.id === decision.event.eventId)!;
    if ('rivals' in decision) throw ambiguous(base, warnings, decision.rivals, plan.events, req);
    throw refusal(base, warnings, {
      headline: `NON — no event of the tracking plan matches ${req.ticketId.toUpperCase()}`,
      reasons: plan.events.length
        ? [
            `the ticket's words match no plan event well enough (best: ${intent.events[0] ? `${intent.events[0].eventId} ${intent.events[0].score}` : 'none'}); pass eventColumnKey to name it`,
          ]
        : ['the tracking plan has no event yet'],
      req,
    });
  }

  /** The step that fires the event: a linked one (the ticket's own feature first), or one made from reproGoal. */
  private async scenarioFor(
    caller: Caller,
    req: ProofRequest,
    event: PlanEvent,
    texts: ReturnType<typeof eventText>[],
    base: object,
    warnings: string[],
  ): Promise<FrtRef> {
    const ticketId = req.ticketId.trim().toUpperCase();
    const features = await this.deps.features.list(caller.target.project.id);
    const ticketFeatures = new Set(
      features.filter((f) => fromJson<string[]>(f.ticket_ids, []).includes(ticketId)).map((f) => f.id),
    );
    let ref =
      event.frtRefs.find((r) => ticketFeatures.has(r.featureId)) ??
      (req.allowGenericFallback === false
        ? undefined
        : event.frtRefs.find((r) => features.some((f) => f.id === r.featureId)));
    if (!ref && req.createIfMissing !== false)
      ref = await this.createScenario(caller, req, event, texts, warnings);
    if (!ref) {
      throw refusal(base, warnings, {
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
    return ref;
  }

  /**
   * An audit of the event that started after the event and its scenario last changed: a fresh one,
   * or (runTracking: false) the newest such audit. An older one proves nothing of today's plan.
   */
  private async evidence(
    caller: Caller,
    req: ProofRequest,
    event: PlanEvent,
    ref: FrtRef,
    base: object,
    warnings: string[],
  ): Promise<{ run: Run; since: string }> {
    const { target } = caller;
    const feature = (await this.deps.features.list(target.project.id)).find((f) => f.id === ref.featureId);
    const changedAt = (await this.deps.plans.get(target)).eventChangedAt(event.id);
    const since = [changedAt, feature?.updated_at].filter(Boolean).sort().at(-1) ?? '';
    if (req.runTracking !== false) {
      const run = await this.deps.trackingRuns.start(
        caller.orgId,
        caller.keyId,
        target,
        { eventIds: [event.id], featureIds: [ref.featureId], jiraKey: req.ticketId.toUpperCase() },
        caller.job.id,
      );
      return { run: await this.deps.trackingRuns.execute(run.id, caller.job.lease), since };
    }
    const fresh = await this.freshAudit(target, event.id, since);
    if (!fresh) {
      throw refusal(base, warnings, {
        headline: `NON — ${req.ticketId.toUpperCase()} is not proven: no tracking run of ${event.id} since it last changed`,
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
    warnings.push(
      `reused audit ${fresh.id} started ${fresh.started_at}, after ${event.id} and its scenario last changed (runTracking: false)`,
    );
    return { run: fresh, since };
  }

  /** The newest finished tracking run that audited the event and began after `since`. */
  private async freshAudit(target: Target, eventId: string, since: string) {
    for (const run of await this.deps.runs.finishedSince(target, 'tracking', since)) {
      const rows = await this.deps.trackingRuns.results(run.id);
      if (rows.some((r) => r.kind === 'event' && r.subject_id === eventId)) return run;
    }
    return null;
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
}

/** A ticket two events fit about as well: neither is proven; the caller names the one meant. */
function ambiguous(
  base: object,
  warnings: string[],
  rivals: [ResolvedEvent, ResolvedEvent],
  events: PlanEvent[],
  req: ProofRequest,
) {
  const named = rivals.map((r) => {
    const e = events.find((x) => x.id === r.eventId)!;
    return { eventId: e.id, label: e.label, score: r.score, why: r.why };
  });
  const [a, b] = named;
  return refusal({ ...base, candidates: named }, warnings, {
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
