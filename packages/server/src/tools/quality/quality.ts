import { z } from 'zod';
import { ToolError } from '../../errors.js';
import { pillar } from '../../services/pillars.js';
import { GitHubError, setCommitStatus, upsertPrComment } from '../../services/quality/github.js';
import { defineTool, type ToolContext } from '../define-tool.js';
import { ciMeta } from '../pillar-run.js';

export const getSiteHealth = defineTool({
  name: 'get_site_health',
  title: 'Get site health',
  description:
    'Rolling health of the environment per pillar (VRT, FRT, tracking, perf, a11y, SEO, security, privacy) over its recent runs on main, not the latest run alone: a score with how it was computed, coverage (scenarios with a baseline, features run, events linked to a step, pages audited), staleness of the last run, and the open failures with their age.',
  access: 'read',
  qa: true,
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const health = await ctx.services.siteHealth.health(ctx.target);
    const open = health.pillars.reduce((n, p) => n + p.openFailures.length, 0);
    return {
      summary: `Site health ${health.score ?? '–'}: ${health.pillars.map((p) => `${p.pillar} ${p.score ?? 'never ran'}${p.stale && p.score !== null ? ' (stale)' : ''}`).join(', ')}; ${open} open failure(s).`,
      data: health,
      nextActions: health.pillars
        .filter((p) => p.score === null || p.stale)
        .slice(0, 2)
        .map((p) => ({
          label: `Run ${p.pillar}`,
          tool: pillar(p.pillar).runTool,
          args: {},
        })),
    };
  },
});

export const getQualityScore = defineTool({
  name: 'get_quality_score',
  title: 'Get the quality score',
  description:
    'One number for the environment’s quality (0–100) with each pillar’s share and how it was computed; get_site_health has the detail.',
  access: 'read',
  project: 'required',
  args: z.object({}),
  async run(ctx) {
    const health = await ctx.services.siteHealth.health(ctx.target);
    return {
      summary: `Quality score ${health.score ?? '–'}.`,
      data: {
        score: health.score,
        howComputed: health.howComputed,
        pillars: Object.fromEntries(health.pillars.map((p) => [p.pillar, p.score])),
      },
    };
  },
});

const gateArgs = {
  threshold: z
    .enum(['balanced', 'strict'])
    .optional()
    .describe(
      'balanced (default): unapproved VRT failures and failed FRT scenarios block; strict: also regressions against main',
    ),
  includeVrt: z.boolean().optional().describe('Default true'),
  includeFrt: z.boolean().optional().describe('Default true'),
  includeHealth: z.boolean().optional().describe('Default true: add the site health and its warnings'),
  branch: z
    .string()
    .optional()
    .describe('The branch to judge; the latest visual test run’s branch by default'),
};

async function gate(
  ctx: ToolContext<'required'>,
  args: {
    threshold?: 'balanced' | 'strict';
    includeVrt?: boolean;
    includeFrt?: boolean;
    includeHealth?: boolean;
    branch?: string;
  },
) {
  return ctx.services.gates.gate(ctx.org.id, ctx.target, {
    threshold: args.threshold ?? 'balanced',
    includeVrt: args.includeVrt ?? true,
    includeFrt: args.includeFrt ?? true,
    includeHealth: args.includeHealth ?? true,
    branch: args.branch,
  });
}

export const gatePrQuality = defineTool({
  name: 'gate_pr_quality',
  title: 'Gate a PR on quality',
  description:
    'A merge verdict for a branch: blockMerge, each blocker with its evidence and the next action that clears it (an approval, a rule, an FRT fix), what was not checked and why. Balanced blocks on unapproved VRT failures and failed FRT scenarios; strict also on pillar regressions against main.',
  access: 'read',
  qa: true,
  project: 'required',
  args: z.object(gateArgs),
  async run(ctx, args) {
    const verdict = await gate(ctx, args);
    return {
      summary: verdict.verdict,
      data: verdict,
      warnings: verdict.warnings,
      nextActions: verdict.blockers.length
        ? verdict.blockers.slice(0, 5).map((b) => b.nextAction)
        : Object.values(verdict.checked).every((id) => id === null)
          ? [
              {
                label: 'Run the visual tests on this branch',
                tool: 'run_vrt',
                args: { branch: verdict.branch },
              },
            ]
          : [],
    };
  },
});

export const setProjectGithub = defineTool({
  name: 'set_project_github',
  title: 'Set the project’s GitHub repository',
  description:
    'The GitHub repository ("owner/name") whose pull requests post_pr_comment comments on; null forgets it.',
  access: 'write',
  project: 'required',
  args: z.object({
    repository: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'owner/name')
      .nullable(),
  }),
  async run(ctx, args) {
    await ctx.services.projects.setGithubRepo(ctx.org.id, ctx.target.project.id, args.repository);
    return {
      summary: args.repository ? `PR comments go to ${args.repository}.` : 'GitHub repository forgotten.',
      data: { repository: args.repository },
    };
  },
});

export const postPrComment = defineTool({
  name: 'post_pr_comment',
  title: 'Comment on a pull request',
  description:
    'Posts VisualQ’s comment on a GitHub pull request, or updates it when there is one already (never a second one): the gate’s verdict on the run’s branch, a table of blockers and links to the run in the web UI — or your own body. When the run has a commit, also sets a VisualQ commit status. Needs VISUALQ_GITHUB_TOKEN on the server and the project’s repository (set_project_github).',
  access: 'write',
  qa: true,
  openWorld: true,
  project: 'required',
  args: z.object({
    prNumber: z.number().int().positive(),
    runId: z
      .string()
      .optional()
      .describe('The run the comment is about; the latest visual test run by default'),
    body: z.string().max(60_000).optional().describe('Markdown to post instead of the generated verdict'),
  }),
  async run(ctx, args) {
    const repo = ctx.target.project.github_repo;
    if (!repo) {
      throw new ToolError(
        'validation_error',
        `project ${ctx.target.project.slug} has no GitHub repository yet`,
        {
          nextActions: [
            {
              label: 'Set it',
              tool: 'set_project_github',
              args: { repository: 'owner/name', confirm: true },
            },
          ],
        },
      );
    }
    const config = ctx.config.github;
    if (!config.token)
      throw new ToolError(
        'tool_error',
        'the server has no GitHub token: set VISUALQ_GITHUB_TOKEN and restart it',
        { recoverable: false },
      );
    const run = args.runId
      ? await ctx.services.runs.require(ctx.org.id, args.runId)
      : await ctx.services.runs.latest(ctx.target, { type: 'test', finished: true });
    if (run && run.project_id !== ctx.target.project.id)
      throw new ToolError('validation_error', `runId: ${run.id} is not a run of ${ctx.target.project.slug}`);
    const verdict = await gate(ctx, { branch: run?.branch });
    const ui = ctx.services.publicUrl();
    const runUrl = run
      ? `${ui}/projects/${ctx.target.project.slug}/runs/${run.id}`
      : `${ui}/projects/${ctx.target.project.slug}/tests`;
    const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
    const body =
      args.body ??
      [
        `### VisualQ — ${verdict.blockMerge ? '❌' : '✅'} ${verdict.verdict}`,
        '',
        verdict.blockers.length
          ? [
              '| Pillar | What | To clear it |',
              '|---|---|---|',
              ...verdict.blockers.map(
                (b) => `| ${b.pillar} | ${cell(b.reason)} | \`${b.nextAction.tool}\` |`,
              ),
            ].join('\n')
          : 'Nothing blocks this branch.',
        '',
        verdict.notChecked.length ? `Not checked: ${verdict.notChecked.join('; ')}.` : '',
        `[See the run](${runUrl})${verdict.health?.score !== null && verdict.health ? ` · site health ${verdict.health.score}` : ''}`,
      ]
        .filter((line) => line !== '')
        .join('\n');
    try {
      const comment = await upsertPrComment(config, repo, args.prNumber, body);
      let status: string | null = null;
      if (run?.commit_sha) {
        await setCommitStatus(
          config,
          repo,
          run.commit_sha,
          verdict.blockMerge ? 'failure' : 'success',
          verdict.verdict,
          runUrl,
        );
        status = verdict.blockMerge ? 'failure' : 'success';
      }
      return {
        summary: `Comment ${comment.action} on ${repo}#${args.prNumber}${status ? `; commit status ${status}` : ''}.`,
        data: {
          repository: repo,
          prNumber: args.prNumber,
          ...comment,
          commitStatus: status,
          blockMerge: verdict.blockMerge,
          body,
        },
      };
    } catch (error) {
      if (error instanceof GitHubError) throw new ToolError('tool_error', error.message);
      throw error;
    }
  },
});

export const runFullAudit = defineTool({
  name: 'run_full_audit',
  title: 'Run a full audit',
  description:
    'Starts a run of every pillar asked for (vrt, frt, tracking, perf, a11y, seo, security, privacy; all by default) under one parent run: each child runs on its own, and the parent is terminal when they all are, with their counts summed. A pillar that cannot start (no feature, no plan links) is skipped with the reason. Answers the parent runId and the child run ids; poll get_run_status.',
  access: 'write',
  confirm: false,
  qa: true,
  feature: 'quality',
  project: 'required',
  openWorld: true,
  ci: 'full-audit',
  args: z.object({
    pillars: z
      .array(z.string().min(1))
      .optional()
      .describe('vrt, frt, tracking, perf, a11y, seo, security, privacy (all by default)'),
    scenarios: z.array(z.string().min(1)).optional(),
    browsers: z.array(z.string().min(1)).optional(),
    ...ciMeta,
  }),
  async run(ctx, args) {
    const { run, work } = await ctx.services.fullAudits.start(ctx.org.id, ctx.key.id, ctx.target, args);
    const view = await ctx.services.fullAudits.view(run);
    return {
      summary: `Full audit ${run.id} started: ${Object.keys(work.children).join(', ')}${Object.keys(work.skipped).length ? `; skipped ${Object.keys(work.skipped).join(', ')}` : ''}.`,
      data: { runId: run.id, statusUrl: `${ctx.services.publicUrl()}/api/ci/status/${run.id}`, ...view },
      warnings: Object.entries(work.skipped).map(([p, why]) => `${p} skipped: ${why}`),
      nextActions: [{ label: 'Follow the audit', tool: 'get_run_status', args: { runId: run.id } }],
    };
  },
});
