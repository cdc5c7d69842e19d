import type { CiErrorResponse, CiProjectsResponse } from '@visualq/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ToolError } from '../errors.js';
import type { Caller, Gateway } from '../gateway/invoke.js';
import type { Services } from '../services/index.js';
import type { Scope } from '../services/keys.js';
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
      projects: projects.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        baseUrl: p.base_url,
        scenarioCount: 0,
      })),
    };
    return body;
  });
}
