import type { CiErrorResponse, CiProjectsResponse, CiRunResponse, CiStatusResponse } from '@visualq/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ToolError } from '../errors.js';
import type { Caller, Gateway } from '../gateway/invoke.js';
import type { Services } from '../services/index.js';
import type { Scope } from '../services/keys.js';
import { pillarOfRun } from '../services/pillars.js';
import { ciStatus } from '../services/runs/run.js';
import { apiKeyOf } from './credentials.js';

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

  // One door for runs: the pillar's run tool, called through the gateway like any tool call (scope,
  // plan, rate limit, validation, audit), its answer put in the shape CI clients read.
  app.post<{ Body: Record<string, unknown> | undefined }>('/api/ci/run', async (request, reply) => {
    let caller: Caller;
    try {
      caller = await gateway.authenticate(apiKeyOf(request));
    } catch (error) {
      return ciError(reply, 401, 'unauthorized', (error as ToolError).message);
    }
    const { type, ...args } = request.body ?? {};
    const tool = gateway.registry.byCiRunType(String(type ?? ''));
    if (!tool) {
      return ciError(
        reply,
        400,
        'validation_error',
        `type: "${String(type ?? '')}" is not a run type; types: ${gateway.registry.ciRunTypes().join(', ')}`,
      );
    }
    const answer = await gateway.invokeAs(caller, tool.name, args, 'ci');
    if (!answer.body.ok) {
      reply.headers(answer.headers ?? {});
      return ciError(reply, answer.status, answer.body.error.code, answer.body.error.message);
    }
    const { runId } = answer.body.data as { runId: string };
    const run = (await services.runs.get(caller.org.id, runId))!;
    const target = await services.projects.resolve(caller.org.id, {
      project: run.project_id,
      environment: run.environment_id,
    });
    const response: CiRunResponse = {
      success: true,
      runId,
      projectId: run.project_id,
      type: tool.ci!,
      environmentName: target.environment.name,
      environmentId: target.environment.id,
      statusUrl: `${services.publicUrl()}/api/ci/status/${runId}`,
      message: answer.body.summary,
    };
    return reply.code(202).send(response);
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
      type: (pillarOfRun(run.type)?.ciStatusType ?? run.type) as CiStatusResponse['type'],
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
