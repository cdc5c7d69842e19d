import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { requireEvent } from '../../services/tracking/plan.js';
import { defineTool } from '../define-tool.js';

export const trackingProveJiraTicket = defineTool({
  name: 'tracking_prove_jira_ticket',
  title: 'Prove a tracking ticket fixed',
  description:
    'Proves or refutes, with evidence, that a tracking ticket is fixed. Reads the ticket (from JIRA when the server is connected to it, else reproGoal), resolves by meaning — English or French — which plan event it is about, picks the FRT step linked to that event (or writes one from reproGoal), runs a tracking audit of it, and answers proofVerdict (proven only when the event passes on a scenario that matches the ticket), proofOutcome.headline (OUI / NON: quote it), the variable table and jiraMarkdown (paste it verbatim). Async: answers a jobId; when not proven the job fails with proof_failed and the full proof as data.',
  access: 'write',
  async: true,
  qa: true,
  feature: 'proof',
  project: 'required',
  openWorld: true,
  args: z.object({
    ticketId: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9]{0,9}-\d{1,7}$/, 'a ticket key such as BN-470')
      .describe('The ticket key, e.g. BN-470'),
    reproGoal: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .describe('What a user does to reproduce it, plain English or French (user actions only)'),
    eventColumnKey: z
      .string()
      .optional()
      .describe('The plan event (id or spreadsheet column key), when known'),
    eventId: z.string().optional().describe('Same as eventColumnKey: the plan event the ticket is about'),
    startPath: z.string().optional().describe('Where a scenario written from reproGoal starts'),
    createIfMissing: z
      .boolean()
      .optional()
      .describe('Default true: write the scenario from reproGoal when no step is linked to the event'),
    runTracking: z.boolean().optional().describe('Default true; false reuses the latest audit of the event'),
    allowGenericFallback: z
      .boolean()
      .optional()
      .describe('Default true: a scenario not written for this ticket but linked to the event may prove it'),
    jiraUrl: z.string().url().optional().describe('The ticket’s link, shown in the proof (never fetched)'),
  }),
  async precheck(ctx, args) {
    const event = args.eventColumnKey ?? args.eventId;
    if (event) requireEvent((await ctx.services.plans.get(ctx.target)).plan, event);
  },
  async run(ctx, args) {
    if (!ctx.job) throw new ToolError('tool_error', 'the proof runs as a job only');
    const proof = await ctx.services.proofs.prove(
      { orgId: ctx.org.id, keyId: ctx.key.id, target: ctx.target, job: ctx.job },
      { ...args, eventColumnKey: args.eventColumnKey ?? args.eventId },
    );
    return {
      summary: proof.headline,
      data: proof.data,
      warnings: proof.warnings,
      nextActions: [
        {
          label: 'Paste jiraMarkdown on the ticket',
          tool: 'tracking_get_audit_event_proof',
          args: {
            auditId: proof.data.auditId,
            eventColumnKey: proof.data.event.eventId,
            ticketId: args.ticketId,
          },
        },
      ],
    };
  },
});
