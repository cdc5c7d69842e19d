import {
  CI_RUN_TYPES,
  type CiErrorResponse,
  type CiProjectsResponse,
  type CiRunResponse,
  type CiRunType,
  type CiStatusResponse,
} from '@visualq/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ToolError } from '../errors.js';
import type { Caller, Gateway } from '../gateway/invoke.js';
import type { Services } from '../services/index.js';
import type { Scope } from '../services/keys.js';
import { parseBudgets as budgetsOf } from '../services/perf/budgets.js';
import { cheapestPlanFor, planAllows } from '../services/plans.js';
import { ciStatus } from '../services/vrt/runs.js';
import { apiKeyOf } from './credentials.js';

/** Run types whose status reports another name, as the published GitHub Action expects. */
const STATUS_TYPE: Record<string, string> = { perf: 'perf-test', seo: 'seo-test' };

const isRunType = (type: string): type is CiRunType => (CI_RUN_TYPES as readonly string[]).includes(type);

export function ciError(reply: FastifyReply, status: number, code: string, message: string) {
  const body: CiErrorResponse = { success: false, error: { code, message } };
  return reply.code(status).send(body);
}

/** CI accepts project keys (ci) and org keys (mcp_read to read, mcp_full to start runs). */
export async function ciCaller(
  gateway: Gateway,
  request: FastifyRequest,
  reply: FastifyReply,
  need: 'read' | 'run',
): Promise<Caller | null> {
  let caller: Caller;
  try {
    caller = await gateway.authenticate(apiKeyOf(request));
  } catch (error) {
    ciError(reply, 401, 'unauthorized', (error as ToolError).message);
    return null;
  }
  const accepted: Scope[] = need === 'read' ? ['ci', 'mcp_read', 'mcp_full'] : ['ci', 'mcp_full'];
  if (!caller.key.scopes.some((s) => accepted.includes(s))) {
    ciError(reply, 403, 'scope_denied', `this key needs one of ${accepted.join(', ')}`);
    return null;
  }
  return caller;
}

export function ciRoutes(app: FastifyInstance, gateway: Gateway, services: Services): void {
  app.get('/api/ci/projects', async (request, reply) => {
    const caller = await ciCaller(gateway, request, reply, 'read');
    if (!caller) return reply;
    let projects = await services.projects.list(caller.org.id);
    // A project key sees its own project only.
    if (caller.key.kind === 'project') projects = projects.filter((p) => p.id === caller.key.projectId);
    const body: CiProjectsResponse = {
      projects: await Promise.all(
        projects.map(async (p) => ({
          id: p.id,
          name: p.name,
          slug: p.slug,
          baseUrl: p.base_url,
          scenarioCount: await services.scenarios.count(p.id),
        })),
      ),
    };
    return body;
  });

  app.post<{ Body: Record<string, unknown> | undefined }>('/api/ci/run', async (request, reply) => {
    const caller = await ciCaller(gateway, request, reply, 'run');
    if (!caller) return reply;
    const body = request.body ?? {};
    const type = String(body.type ?? '');
    if (!isRunType(type)) {
      return ciError(
        reply,
        400,
        'validation_error',
        `type: "${type}" is not available here yet; types: ${CI_RUN_TYPES.join(', ')}`,
      );
    }
    const feature =
      type === 'frt' || type === 'tracking' || type === 'perf' ? type : type === 'a11y' ? 'audit' : 'vrt';
    if (!planAllows(caller.org.plan, feature)) {
      return ciError(
        reply,
        403,
        'plan_gate',
        `${type} runs need the ${cheapestPlanFor(feature)} plan; this org is on ${caller.org.plan}`,
      );
    }
    const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : undefined);
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
    try {
      const target = await services.projects.resolve(caller.org.id, {
        project: text(body.project),
        environment: text(body.environment),
        defaultProjectId: caller.key.projectId,
      });
      if (caller.key.kind === 'project' && target.project.id !== caller.key.projectId) {
        return ciError(reply, 403, 'scope_denied', 'this project key belongs to another project');
      }
      const meta = {
        branch: text(body.branch),
        commitSha: text(body.commitSha),
        prNumber: typeof body.prNumber === 'number' ? body.prNumber : undefined,
        prUrl: text(body.prUrl),
        ciProvider: text(body.ciProvider),
        jiraKey: text(body.jiraKey),
      };
      const ids = { scenarios: strings(body.scenarios), browsers: strings(body.browsers) };
      const { org, key } = caller;
      const startRun = async () => {
        switch (type) {
          case 'frt':
            return services.frtRuns.start(org.id, key.id, target, {
              ...meta,
              featureIds: strings(body.featureIds),
            });
          case 'tracking':
            return services.trackingRuns.start(org.id, key.id, target, {
              ...meta,
              eventIds: strings(body.eventIds),
              featureIds: strings(body.featureIds),
            });
          case 'perf':
            return services.perfRuns.start(org.id, key.id, target, {
              ...meta,
              scenarios: ids.scenarios,
              perfBudgets: budgetsOf(body.perfBudgets),
            });
          case 'a11y':
            return services.a11yRuns.start(org.id, key.id, target, { ...meta, scenarios: ids.scenarios });
          case 'security':
          case 'privacy':
          case 'seo':
            return services.pageChecks.start(org.id, key.id, target, type, {
              ...meta,
              scenarios: ids.scenarios,
            });
          case 'full-audit':
            return (
              await services.fullAudits.start(org.id, key.id, target, {
                ...meta,
                ...ids,
                pillars: strings(body.pillars),
              })
            ).run;
          default:
            return services.runs.start(org.id, key.id, target, { type, ...ids, ...meta });
        }
      };
      const run = await startRun();
      const response: CiRunResponse = {
        success: true,
        runId: run.id,
        projectId: target.project.id,
        type,
        environmentName: target.environment.name,
        environmentId: target.environment.id,
        statusUrl: `${services.publicUrl()}/api/ci/status/${run.id}`,
        message: `${{ baseline: 'Baseline', test: 'Test', frt: 'FRT', tracking: 'Tracking', perf: 'Perf', a11y: 'Accessibility', security: 'Security', privacy: 'Privacy', seo: 'SEO', 'full-audit': 'Full audit' }[type]} run ${run.id} queued for ${target.project.slug}.`,
      };
      return reply.code(202).send(response);
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      const status = error.code === 'project_resolution_error' ? 404 : 400;
      return ciError(reply, status, error.code, error.message);
    }
  });

  app.get<{ Params: { runId: string } }>('/api/ci/status/:runId', async (request, reply) => {
    const caller = await ciCaller(gateway, request, reply, 'read');
    if (!caller) return reply;
    const stored = await services.runs.get(caller.org.id, request.params.runId);
    const run = stored && (await services.fullAudits.current(stored));
    if (!run || (caller.key.kind === 'project' && run.project_id !== caller.key.projectId)) {
      return ciError(reply, 404, 'not_found', `run ${request.params.runId} not found`);
    }
    const body: CiStatusResponse = {
      runId: run.id,
      projectId: run.project_id,
      status: ciStatus(run),
      type: (STATUS_TYPE[run.type] ?? run.type) as CiStatusResponse['type'],
      duration:
        run.started_at && run.finished_at ? Date.parse(run.finished_at) - Date.parse(run.started_at) : null,
      summary: { total: run.total, passed: run.passed, failed: run.failed },
      error: run.error,
      ...(run.type === 'perf' ? await services.perfRuns.ciFields(run) : {}),
      ...(run.type === 'seo' ? await services.pageChecks.ciFields(run) : {}),
      ...(run.type === 'full-audit' ? await services.fullAudits.view(run) : {}),
    };
    return body;
  });
}
