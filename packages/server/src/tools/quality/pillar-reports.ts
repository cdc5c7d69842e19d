import { z } from 'zod';
import type { PageCheckPillar } from '../../services/page-checks/runs.js';
import { PAGE_PILLARS, type PagePillar } from '../../services/pillars.js';
import type { Run } from '../../services/runs/run.js';
import { runView } from '../../services/runs/run.js';
import { defineTool, type ToolContext } from '../define-tool.js';
import { perfReport } from '../perf/perf.js';
import { pillarRun } from '../pillar-run.js';

/** One pillar run's report, with a one-line summary of what it found. */
async function pillarReport(ctx: ToolContext<'required'>, pillar: PagePillar, run: Run, raw = false) {
  if (pillar === 'perf') {
    const report = await perfReport(ctx, run, raw);
    return {
      summary: `Perf report of ${run.id}: score ${report.perfScore ?? '–'}, ${run.failed} of ${run.total} page(s) failing.`,
      data: { pillar, ...report },
    };
  }
  if (pillar === 'a11y') {
    const results = await ctx.services.a11yRuns.results(run.id);
    const pages = results.map((r) => ctx.services.a11yRuns.resultView(ctx.org.id, r));
    const rules = [...new Set(pages.flatMap((p) => p.violations.map((v) => `${v.rule} (${v.impact})`)))];
    return {
      summary: `Accessibility report of ${run.id}: ${run.failed} of ${run.total} page view(s) failing${rules.length ? `; rules: ${rules.join(', ')}` : ''}.`,
      data: { pillar, run: runView(run), pages, ...(raw ? { rawResults: results } : {}) },
    };
  }
  return pageCheckReport(ctx, pillar, run, raw);
}

async function pageCheckReport(
  ctx: ToolContext<'required'>,
  pillar: PageCheckPillar,
  run: Run,
  raw: boolean,
) {
  const results = await ctx.services.pageChecks.results(run.id);
  const pages = results.map((r) => ctx.services.pageChecks.view(r));
  const findings = pages.flatMap((p) => p.findings);
  const count = (s: string) => findings.filter((f) => f.severity === s).length;
  const seo = pillar === 'seo' ? await ctx.services.pageChecks.ciFields(run) : {};
  const score = 'seoScore' in seo ? `score ${seo.seoScore ?? '–'}, ` : '';
  return {
    summary: `${pillar} report of ${run.id}: ${score}${run.failed} of ${run.total} page(s) failing; ${count('high')} high, ${count('medium')} medium, ${count('low')} low finding(s).`,
    data: { pillar, run: runView(run), ...seo, pages, ...(raw ? { rawResults: results } : {}) },
  };
}

export const getPillarReport = defineTool({
  name: 'get_pillar_report',
  title: 'Get a pillar report',
  description:
    'The report of one page pillar’s run (the latest finished by default): perf (Lighthouse scores, metrics, budgets), a11y (axe-core violations with nodes), seo (Lighthouse SEO score and page checks), security and privacy (findings with severity and fix).',
  access: 'read',
  qa: true,
  project: 'required',
  args: z.object({
    pillar: z.enum(PAGE_PILLARS as [PagePillar, ...PagePillar[]]),
    runId: z.string().optional(),
    includeRawResults: z.boolean().optional(),
  }),
  async run(ctx, args) {
    const run = await pillarRun(ctx, args.pillar, args.runId);
    return pillarReport(ctx, args.pillar, run, args.includeRawResults);
  },
});

const TITLES = { a11y: 'accessibility', seo: 'SEO', security: 'security' } as const;

function latestReportTool(pillar: keyof typeof TITLES) {
  return defineTool({
    name: `${pillar}_get_report`,
    title: `Get the latest ${TITLES[pillar]} report`,
    description: `The environment's latest finished ${pillar} run: each page's status and what was found (get_pillar_report with pillar "${pillar}" reads any run).`,
    access: 'read',
    feature: 'quality',
    project: 'required',
    args: z.object({}),
    async run(ctx) {
      return pillarReport(ctx, pillar, await pillarRun(ctx, pillar));
    },
  });
}

function historyTool(pillar: keyof typeof TITLES) {
  return defineTool({
    name: `${pillar}_list_history`,
    title: `${TITLES[pillar][0].toUpperCase()}${TITLES[pillar].slice(1)} history`,
    description: `Each page's ${pillar === 'a11y' ? 'violations by impact' : `${pillar === 'seo' ? 'SEO score and ' : ''}findings by severity`} across the environment's recent ${pillar} runs, oldest first: the trend.`,
    access: 'read',
    feature: 'quality',
    project: 'required',
    args: z.object({}),
    async run(ctx) {
      const history =
        pillar === 'a11y'
          ? await ctx.services.a11yRuns.history(ctx.target)
          : await ctx.services.pageChecks.history(ctx.target, pillar);
      return {
        summary: `${history.runs.length} ${pillar} run(s), ${history.pages.length} page(s).`,
        data: history,
      };
    },
  });
}

export const a11yGetReport = latestReportTool('a11y');
export const a11yListHistory = historyTool('a11y');
export const seoGetReport = latestReportTool('seo');
export const seoListHistory = historyTool('seo');
export const securityGetReport = latestReportTool('security');
export const securityListHistory = historyTool('security');
