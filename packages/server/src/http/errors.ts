import type { FastifyError, FastifyInstance } from 'fastify';
import { ToolError } from '../errors.js';
import type { Gateway } from '../gateway/invoke.js';
import { ciError } from './ci-routes.js';
import { INVOKE_PATH, send } from './invoke-route.js';

/** Errors Fastify raises before a handler runs (bad JSON, wrong content type) still answer in shape. */
export function errorHandlers(app: FastifyInstance, gateway: Gateway, bodyLimit: number): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const hint = `${request.method} ${path} is not a VisualQ route`;
    if (path.startsWith('/api/mcp')) {
      const message =
        path.replace(/\/+$/, '') === INVOKE_PATH
          ? `${request.method} is not accepted here: POST a JSON body {tool, args} to ${INVOKE_PATH}`
          : `${hint}; tools are called with POST ${INVOKE_PATH} {tool, args}, and GET /api/mcp lists them`;
      return send(reply, gateway.failure('', new ToolError('not_found', message)));
    }
    if (path.startsWith('/api/ci'))
      return ciError(reply, 404, 'not_found', `${hint}; see GET /api/ci/projects`);
    return reply.code(404).send({ error: 'not_found', message: hint });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const clientError = status >= 400 && status < 500;
    const detail =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? `the request body is larger than the ${Math.round(bodyLimit / 1024 / 1024)} MiB limit (${bodyLimit} bytes)`
        : error.message;
    const message = clientError ? `bad request: ${detail}` : 'internal error; it has been logged';
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
