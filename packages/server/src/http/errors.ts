import type { FastifyError, FastifyInstance } from 'fastify';
import { ToolError } from '../errors.js';
import type { Gateway } from '../gateway/invoke.js';
import { ciError } from './ci-routes.js';
import { send } from './invoke-route.js';

/** Errors Fastify raises before a handler runs (bad JSON, wrong content type) still answer in shape. */
export function errorHandlers(app: FastifyInstance, gateway: Gateway): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const clientError = status >= 400 && status < 500;
    const message = clientError ? `bad request: ${error.message}` : 'internal error; it has been logged';
    if (!clientError) request.log.error({ err: error }, 'request failed');
    if (request.url.split('?')[0] === '/api/mcp') {
      // The hosted MCP endpoint speaks JSON-RPC: a body that does not parse is a parse error.
      const rpc = clientError ? { code: -32700, message } : { code: -32603, message };
      return reply.code(clientError ? 400 : 500).send({ jsonrpc: '2.0', error: rpc, id: null });
    }
    if (request.url.startsWith('/api/mcp')) {
      const answer = clientError
        ? gateway.failure('', new ToolError('validation_error', message))
        : gateway.failure('', new ToolError('internal_error', message));
      return send(reply, answer);
    }
    if (request.url.startsWith('/api/ci')) {
      return ciError(
        reply,
        clientError ? 400 : 500,
        clientError ? 'validation_error' : 'internal_error',
        message,
      );
    }
    return reply.code(status).send({ error: clientError ? 'bad_request' : 'internal_error', message });
  });
}
