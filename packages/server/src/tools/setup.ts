import type { NextAction } from '@visualq/contract';
import { z } from 'zod';
import type { HealthCheck } from '../services/health.js';
import { defineTool } from './define-tool.js';

export const checkSetupHealth = defineTool({
  name: 'check_setup_health',
  qa: true,
  openWorld: true,
  title: 'Check setup health',
  description:
    'Checks that VisualQ can do real work for you: database and migrations, job workers, the browser engines (Chromium, Firefox) with their versions, artifact storage, your key, and (with a project) that the site answers.',
  access: 'read',
  project: 'optional',
  args: z.object({}),
  async run(ctx) {
    const checks: HealthCheck[] = await ctx.services.health.platform();
    checks.push({
      name: 'key',
      status: 'ok',
      detail: `${ctx.key.kind} key "${ctx.key.name}" with ${ctx.key.scopes.join(', ')} on the ${ctx.org.plan} plan`,
    });
    const warnings: string[] = [];
    const nextActions: NextAction[] = [];
    if (ctx.target) {
      checks.push(await ctx.services.health.site(ctx.target));
    } else {
      warnings.push('no project resolved: pass `project` to also check that the site answers');
      nextActions.push({ label: 'List projects', tool: 'list_projects', args: {} });
    }
    const failed = checks.filter((c) => c.status === 'fail');
    const warned = checks.filter((c) => c.status === 'warn');
    for (const c of warned) warnings.push(`${c.name}: ${c.detail}`);
    const summary = failed.length
      ? `${failed.length} of ${checks.length} checks failed: ${failed.map((c) => `${c.name} (${c.detail})`).join('; ')}.`
      : `All ${checks.length} checks passed${warned.length ? ` (${warned.length} warning(s))` : ''}.`;
    return {
      summary,
      data: { healthy: failed.length === 0, checks, project: ctx.target?.project.slug ?? null },
      warnings,
      nextActions,
    };
  },
});

export const listMyTools = defineTool({
  name: 'list_my_tools',
  title: 'List my tools',
  description:
    'Lists every tool with whether this key can call it, and if not, why (scope or plan). Use it when a call answers scope_denied or plan_gate.',
  access: 'read',
  args: z.object({}),
  async run(ctx) {
    const tools = ctx.toolAccess();
    const open = tools.filter((t) => t.deniedBecause === null);
    return {
      summary: `${open.length} of ${tools.length} tools are open to this key (scopes ${ctx.key.scopes.join(', ')}, plan ${ctx.org.plan}).`,
      data: {
        plan: ctx.org.plan,
        scopes: ctx.key.scopes,
        tools: open.map(({ deniedBecause: _, ...t }) => t),
        unavailable: tools
          .filter((t) => t.deniedBecause !== null)
          .map((t) => ({ name: t.name, reason: t.deniedBecause })),
      },
    };
  },
});
