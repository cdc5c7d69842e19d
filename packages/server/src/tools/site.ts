import { z } from 'zod';
import { defineTool } from './define-tool.js';

export const crawlSite = defineTool({
  name: 'crawl_site',
  qa: true,
  openWorld: true,
  title: 'Crawl a site',
  description:
    'Discovers the pages of one of your project sites by following links from baseUrl (same origin, HTML only). Async: answers a jobId; the result lists each page with its HTTP status and title.',
  access: 'read',
  async: true,
  args: z.object({
    baseUrl: z.string().min(1).describe('Where to start; must be on a host of one of your projects'),
    limit: z.number().int().min(1).max(500).default(50).describe('Most pages to visit (default 50)'),
  }),
  async precheck(ctx, args) {
    await ctx.services.site.assertAllowed(ctx.org.id, args.baseUrl, 'baseUrl');
  },
  async run(ctx, args) {
    const pages = await ctx.services.site.crawl(ctx.org.id, args.baseUrl, args.limit);
    const broken = pages.filter((p) => p.status === null || p.status >= 400);
    return {
      summary: `Crawled ${pages.length} page(s) from ${args.baseUrl}; ${broken.length} broken.`,
      data: { baseUrl: args.baseUrl, pages, broken: broken.map((p) => p.url) },
      warnings: pages.length >= args.limit ? [`stopped at the limit of ${args.limit} pages`] : [],
    };
  },
});
