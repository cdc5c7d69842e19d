import { z } from 'zod';
import type { PageCheckPillar } from '../../services/page-checks/runs.js';
import { defineTool } from '../define-tool.js';
import { ciMeta, queuedRun } from '../pillar-run.js';

const args = z.object({
  scenarios: z.array(z.string().min(1)).optional().describe('Scenario labels or ids; all by default'),
  ...ciMeta,
});

function pageCheckTool(pillar: PageCheckPillar, title: string, description: string) {
  return defineTool({
    name: `run_${pillar}`,
    title,
    description,
    access: 'write',
    confirm: false,
    feature: 'quality',
    project: 'required',
    openWorld: true,
    ci: pillar,
    args,
    async run(ctx, a) {
      const run = await ctx.services.pageChecks.start(ctx.org.id, ctx.key.id, ctx.target, pillar, a);
      return queuedRun(ctx, run, `${title} run ${run.id} queued.`, {
        label: 'Read the findings',
        tool: 'get_pillar_report',
        args: { pillar, runId: run.id },
      });
    },
  });
}

export const runSecurity = pageCheckTool(
  'security',
  'Security checks',
  'Loads each scenario page behind the host policy and checks what it sends: Content-Security-Policy, HSTS on https, X-Content-Type-Options, framing protection, Referrer-Policy, Permissions-Policy, cookie flags (HttpOnly, Secure, SameSite), mixed content, version banners, forms posting over http. Each finding has a severity and the fix; a page fails on high or medium findings. Answers runId.',
);

export const runPrivacy = pageCheckTool(
  'privacy',
  'Privacy checks',
  'Loads each scenario page without any consent interaction and reports the cookies already set (first or third party) and the requests already made to other sites, each with the fix. A page fails when it sets cookies or calls other sites before consent. Answers runId.',
);

export const runSeo = pageCheckTool(
  'seo',
  'SEO checks',
  'Loads each scenario page behind the host policy and checks what search engines read: title, meta description, canonical, hreflang, robots meta and X-Robots-Tag, robots.txt rules, the sitemap, headings, image alt text, JSON-LD that parses, and every linked page of the project answering 4xx/5xx; then Lighthouse’s SEO category for the score (0–100). A page fails on high or medium findings. Answers runId; the CI status carries seoScore, seoPassed, seoFailed.',
);
