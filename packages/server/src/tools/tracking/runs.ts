import { z } from 'zod';
import { requireEvent } from '../../services/tracking/plan.js';
import { auditFacts, proofMarkdown } from '../../services/tracking/proof-markdown.js';
import { defineTool } from '../define-tool.js';
import { ciMeta, queuedRun } from '../pillar-run.js';

export const runTracking = defineTool({
  name: 'run_tracking',
  title: 'Run a tracking audit',
  description:
    'Runs the FRT features the tracking plan links events to, recording every analytics hit and dataLayer push with the step it happened in, and visits the pages linked to scenarios; then audits each event on its linked step only and each page’s dataLayer. Hits are answered locally: nothing reaches the vendors. Answers runId (the auditId); poll get_run_status.',
  access: 'write',
  confirm: false,
  feature: 'tracking',
  ci: 'tracking',
  project: 'required',
  openWorld: true,
  args: z.object({
    eventIds: z.array(z.string().min(1)).optional().describe('Audit only these events'),
    featureIds: z
      .array(z.string().min(1))
      .optional()
      .describe('Audit only the events linked to these features'),
    browsers: z
      .array(z.string().min(1).max(40))
      .max(1)
      .optional()
      .describe(
        'The engine to run the journeys and pages in: ["chromium"] or ["firefox"]; default the project’s first',
      ),
    ...ciMeta,
  }),
  async run(ctx, args) {
    const run = await ctx.services.trackingRuns.start(ctx.org.id, ctx.key.id, ctx.target, args);
    const engine = ctx.services.trackingRuns.engineOf(run);
    const inEngine = engine === 'chromium' ? '' : ` in ${engine}`;
    const answer = queuedRun(ctx, run, `Tracking audit ${run.id} queued${inEngine}.`, {
      label: 'Read the audit when it is done',
      tool: 'tracking_get_audit_report',
      args: { auditId: run.id },
    });
    return { ...answer, data: { ...answer.data, auditId: run.id } };
  },
});

export const trackingGetAuditReport = defineTool({
  name: 'tracking_get_audit_report',
  title: 'Get a tracking audit report',
  description:
    'A tracking audit (the latest by default): its score, then a table per suite — events (status pass / fail / missing / skipped per FRT link, with each variable’s plan definition, expected and received values) and pages (dataLayer checks) — worst first, and the journeys that ran.',
  access: 'read',
  qa: true,
  feature: 'tracking',
  project: 'required',
  args: z.object({
    auditId: z.string().optional().describe('A tracking run id; the latest finished one by default'),
  }),
  async run(ctx, args) {
    const run = await ctx.services.trackingReports.audit(ctx.org.id, ctx.target, args.auditId);
    const report = await ctx.services.trackingReports.report(ctx.org.id, run);
    const bad = report.suites.events.filter((e) => e.status === 'fail' || e.status === 'missing');
    return {
      summary: `Tracking audit ${run.id}: score ${report.score ?? '–'}; ${report.counts.pass} pass, ${report.counts.fail} fail, ${report.counts.missing} missing, ${report.counts.skipped} skipped.`,
      data: report,
      nextActions: bad.length
        ? [
            {
              label: `Inspect ${bad[0].eventId}`,
              tool: 'tracking_get_audit_event_proof',
              args: { auditId: run.id, eventColumnKey: bad[0].eventId },
            },
          ]
        : [
            {
              label: 'Export it',
              tool: 'tracking_export_audit_report',
              args: { auditId: run.id, format: 'html' },
            },
          ],
    };
  },
});

export const trackingGetAuditEventProof = defineTool({
  name: 'tracking_get_audit_event_proof',
  title: 'Get the proof of one audited event',
  description:
    'One event of a tracking audit (by id or spreadsheet column key, or the first one linked to featureId): the hit that proves it, the step it was sent in with its screenshot, and each variable planned / expected / received. With ticketId, a Markdown comment for that ticket.',
  access: 'read',
  qa: true,
  feature: 'tracking',
  project: 'required',
  args: z.object({
    auditId: z.string().optional(),
    eventColumnKey: z.string().optional().describe('The event id or its spreadsheet column key'),
    featureId: z.string().optional(),
    ticketId: z.string().optional(),
    includeSkipped: z.boolean().optional().describe('List skipped events too when no event is named'),
  }),
  async run(ctx, args) {
    const run = await ctx.services.trackingReports.audit(ctx.org.id, ctx.target, args.auditId);
    const report = await ctx.services.trackingReports.report(ctx.org.id, run);
    const { plan } = await ctx.services.plans.get(ctx.target);
    const eventId = args.eventColumnKey ? requireEvent(plan, args.eventColumnKey).id : undefined;
    const rows = report.suites.events.filter(
      (e) =>
        (!eventId || e.eventId === eventId) &&
        (!args.featureId || e.audits.some((a) => a.featureId === args.featureId)) &&
        (args.includeSkipped || eventId || e.status !== 'skipped'),
    );
    const row = rows[0];
    if (!row) {
      return {
        summary: `Audit ${run.id} has no ${eventId ? `audit of ${eventId}` : 'matching event'}.`,
        data: { auditId: run.id, event: null, events: [] },
        nextActions: [
          { label: 'Audit it', tool: 'run_tracking', args: eventId ? { eventIds: [eventId] } : {} },
        ],
      };
    }
    const audit = row.audits.find((a) => !args.featureId || a.featureId === args.featureId) ?? null;
    const headline = `${row.status === 'pass' ? 'OUI' : 'NON'} — ${row.eventId} (${row.label}) is ${row.status}${row.reason ? `: ${row.reason}` : ''}`;
    return {
      summary: headline,
      data: {
        auditId: run.id,
        event: row,
        audit,
        otherEvents: rows.slice(1).map((e) => ({ eventId: e.eventId, status: e.status })),
        jiraMarkdown: args.ticketId
          ? proofMarkdown({
              ticketId: args.ticketId,
              headline,
              eventId: row.eventId,
              eventLabel: row.label,
              ...auditFacts(audit),
              status: row.status,
              reason: audit?.reason ?? row.reason,
              runAt: run.finished_at,
              auditId: run.id,
              reportUrl: null,
            })
          : null,
      },
    };
  },
});

export const trackingExportAuditReport = defineTool({
  name: 'tracking_export_audit_report',
  title: 'Export a tracking audit',
  description:
    'A tracking audit as a file behind a signed link: html (self-contained page with step screenshots), xlsx (a row per variable checked) or pdf (printed by Chromium).',
  access: 'read',
  feature: 'tracking',
  project: 'required',
  args: z.object({
    auditId: z.string().optional(),
    format: z.enum(['xlsx', 'html', 'pdf']).optional().describe('Default html'),
  }),
  async run(ctx, args) {
    const format = args.format ?? 'html';
    const run = await ctx.services.trackingReports.audit(ctx.org.id, ctx.target, args.auditId);
    const file = await ctx.services.trackingReports.export(ctx.org.id, run, ctx.target.project.name, format);
    return {
      summary: `Audit ${run.id} exported as ${format} (${file.bytes} bytes).`,
      data: { auditId: run.id, format, ...file },
    };
  },
});
