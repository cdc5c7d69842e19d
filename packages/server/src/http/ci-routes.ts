import type {
  CiErrorResponse,
  CiProject,
  CiProjectsResponse,
  CiRunResponse,
  CiStatusResponse,
  ToolFailure,
} from '@visualq/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ToolError } from '../errors.js';
import type { Answer } from '../gateway/envelope.js';
import type { Caller, Gateway } from '../gateway/invoke.js';
import type { Services } from '../services/index.js';
import { ciStatus, type Run, type runView } from '../services/runs/run.js';
import { apiKeyOf } from './credentials.js';

export function ciError(reply: FastifyReply, status: number, code: string, message: string) {
  const body: CiErrorResponse = { success: false, error: { code, message } };
  return reply.code(status).send(body);
}

/** The caller of a CI route, or null once a 401 in the CI shape is sent. */
async function ciCaller(
  gateway: Gateway,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Caller | null> {
  try {
    return await gateway.authenticate(apiKeyOf(request));
  } catch (error) {
    ciError(reply, 401, 'unauthorized', (error as ToolError).message);
    return null;
  }
}

/** A tool's refusal or failure in the CI shape, with the same status and headers (Retry-After). */
function ciFailure(reply: FastifyReply, answer: Answer) {
  const body = answer.body as ToolFailure;
  reply.headers(answer.headers ?? {});
  return ciError(reply, answer.status, body.error.code, body.error.message);
}

/**
 * The CI routes are doors onto tools, called through the gateway like any tool call (scopes, plan,
 * rate limit, validation, audit); only the shape of the answer is CI's. Project keys (scope ci) may
 * call run tools and read tools here, and only here.
 */
export function ciRoutes(app: FastifyInstance, gateway: Gateway, services: Services): void {
  app.get('/api/ci/projects', async (request, reply) => {
    const caller = await ciCaller(gateway, request, reply);
    if (!caller) return reply;
    const answer = await gateway.invokeAs(caller, 'list_projects', {}, 'ci');
    if (!answer.body.ok) return ciFailure(reply, answer);
    const { projects } = answer.body.data as { projects: CiProject[] };
    const body: CiProjectsResponse = {
      projects: projects.map(({ id, name, slug, baseUrl, scenarioCount }) => ({
        id,
        name,
        slug,
        baseUrl,
        scenarioCount,
      })),
    };
    return body;
  });

  // One door for runs: the pillar's run tool, called through the gateway like any tool call (scope,
  // plan, rate limit, validation, audit), its answer put in the shape CI clients read.
  app.post<{ Body: Record<string, unknown> | undefined }>('/api/ci/run', async (request, reply) => {
    const caller = await ciCaller(gateway, request, reply);
    if (!caller) return reply;
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
    if (!answer.body.ok) return ciFailure(reply, answer);
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
    const caller = await ciCaller(gateway, request, reply);
    if (!caller) return reply;
    const answer = await gateway.invokeAs(caller, 'get_run_status', { runId: request.params.runId }, 'ci');
    if (!answer.body.ok) return ciFailure(reply, answer);
    const { runId, projectId, type, status, durationMs, summary, error, ...own } = answer.body
      .data as RunStatus;
    const body: CiStatusResponse = {
      runId,
      projectId,
      status: ciStatus({ status } as Run),
      type: (services.pillars.ofRun(type)?.ciStatusType ?? type) as CiStatusResponse['type'],
      duration: durationMs,
      summary,
      error,
      ...pick(own, CI_STATUS_EXTRAS),
    };
    return body;
  });
}

/** The fields of a run's status the CI shape carries beside the common ones. */
const CI_STATUS_EXTRAS = [
  'perfScore',
  'perfAvgLcp',
  'perfAvgCls',
  'perfBudgetResult',
  'seoScore',
  'seoPassed',
  'seoFailed',
  'pageBatchRunId',
  'frtBatchRunId',
  'trackingRunId',
  'pillars',
] as const;

function pick(from: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => from[k] !== undefined).map((k) => [k, from[k]]));
}

type RunStatus = ReturnType<typeof runView> & Record<string, unknown>;
