import { z } from 'zod';
import { ToolError } from '../errors.js';
import type { Target } from '../services/projects.js';
import { defineTool } from './define-tool.js';

/** Where a crawl starts: the URL given, else the resolved project's base URL. */
function startUrl(target: Target | null, baseUrl: string | undefined): string {
  if (baseUrl) return baseUrl;
  if (target) return target.baseUrl;
  throw new ToolError('validation_error', 'baseUrl is required when no project is given or resolvable', {
    nextActions: [{ label: 'List projects', tool: 'list_projects', args: {} }],
  });
}

export const crawlSite = defineTool({
  name: 'crawl_site',
  qa: true,
  openWorld: true,
  title: 'Crawl a site',
  description:
    'Discovers the pages of one of your project sites by following links from baseUrl (same origin, HTML only). Async: answers a jobId; the result lists each page with its HTTP status and title.',
  access: 'read',
  async: true,
  project: 'optional',
  args: z.object({
    baseUrl: z
      .string()
      .min(1)
      .optional()
      .describe("Where to start, on a host of one of your projects; defaults to the project's base URL"),
    limit: z.number().int().min(1).max(500).default(50).describe('Most pages to visit (default 50)'),
  }),
  async precheck(ctx, args) {
    await ctx.services.site.assertAllowed(ctx.org.id, startUrl(ctx.target, args.baseUrl), 'baseUrl');
  },
  async run(ctx, args) {
    const baseUrl = startUrl(ctx.target, args.baseUrl);
    const pages = await ctx.services.site.crawl(ctx.org.id, baseUrl, args.limit);
    const broken = pages.filter((p) => p.status === null || p.status >= 400);
    return {
      summary: `Crawled ${pages.length} page(s) from ${baseUrl}; ${broken.length} broken.`,
      data: { baseUrl, pages, broken: broken.map((p) => p.url) },
      warnings: pages.length >= args.limit ? [`stopped at the limit of ${args.limit} pages`] : [],
    };
  },
});
