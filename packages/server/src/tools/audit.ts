import { z } from 'zod';
import { defineTool } from './define-tool.js';

export const getOrgAuditLogs = defineTool({
  name: 'get_org_audit_logs',
  title: 'Read the audit log',
  description:
    'Lists the latest write-tool calls of your organisation: which key, which tool, arguments (secrets redacted) and outcome.',
  access: 'read',
  feature: 'audit-log',
  args: z.object({
    limit: z.number().int().min(1).max(500).default(50).describe('How many entries, newest first'),
    source: z.string().min(1).optional().describe('Only calls of this tool'),
  }),
  async run(ctx, args) {
    const entries = await ctx.services.audit.list(ctx.org.id, { limit: args.limit, tool: args.source });
    return {
      summary: `${entries.length} audit entr${entries.length === 1 ? 'y' : 'ies'}.`,
      data: { entries },
    };
  },
});
