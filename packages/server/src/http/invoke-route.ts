import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ToolError } from '../errors.js';
import type { Answer } from '../gateway/envelope.js';
import type { Gateway } from '../gateway/invoke.js';
import { apiKeyOf } from './credentials.js';

export const INVOKE_PATH = '/api/mcp/v1/invoke';

export function send(reply: FastifyReply, answer: Answer) {
  return reply
    .code(answer.status)
    .headers(answer.headers ?? {})
    .send(answer.body);
}

export function invokeRoute(app: FastifyInstance, gateway: Gateway): void {
  // With a trailing slash too: clients that append one reach the same route.
  app.post(INVOKE_PATH, handler);
  app.post(`${INVOKE_PATH}/`, handler);
  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body as { tool?: unknown; args?: unknown } | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return send(
        reply,
        gateway.failure('', new ToolError('validation_error', 'body must be a JSON object {tool, args}')),
      );
    }
    if (typeof body.tool !== 'string' || body.tool === '') {
      return send(reply, gateway.failure('', new ToolError('validation_error', 'tool is required (string)')));
    }
    return send(reply, await gateway.invoke(body.tool, body.args, apiKeyOf(request)));
  }
}
