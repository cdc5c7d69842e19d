import type { Socket } from 'node:net';
import { type ErrorCode, statusForError } from '@visualq/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { ToolError } from '../errors.js';
import { BOUNDS, echo, jsonValuesBeyond } from '../gateway/bounds.js';
import { errorAnswer } from '../gateway/envelope.js';
import { ciError } from './ci-routes.js';
import { INVOKE_PATH, send } from './invoke-route.js';

/** Fastify's default bound on one path parameter (a run id, a hash). */
const MAX_PARAM_CHARS = 100;

/** The hosted MCP endpoint, which speaks JSON-RPC. */
const MCP_RPC_PATH = '/api/mcp';

function pathOf(url: string): string {
  return url.split('?')[0];
}

/**
 * An error in the shape of the route family the URL belongs to: JSON-RPC on the hosted MCP
 * endpoint, the CI shape under /api/ci, the ToolResponse contract on every other API path, and a
 * plain JSON object elsewhere (the web UI, health probes).
 */
export function familyError(
  reply: FastifyReply,
  method: string,
  url: string,
  code: ErrorCode,
  message: string,
) {
  const path = pathOf(url);
  const status = statusForError(code);
  if (path === MCP_RPC_PATH && method === 'POST') {
    const rpcCode = code === 'internal_error' ? -32603 : code === 'unauthorized' ? -32001 : -32700;
    return reply.code(status).send({ jsonrpc: '2.0', error: { code: rpcCode, message }, id: null });
  }
  if (path.startsWith('/api/ci')) return ciError(reply, status, code, message);
  if (path.startsWith('/api/')) return send(reply, errorAnswer('', new ToolError(code, message)));
  return reply.code(status).send({ error: code, message });
}

/** What a client sent that the HTTP layer refused, said plainly. */
function badRequestDetail(error: FastifyError, bodyLimit: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return `the request body is larger than the ${Math.round(bodyLimit / 1024 / 1024)} MiB limit (${bodyLimit} bytes)`;
  if (error.code === TOO_MANY_VALUES) return error.message;
  return echo(error.message);
}

const TOO_MANY_VALUES = 'VQ_TOO_MANY_JSON_VALUES';

/**
 * JSON bodies are parsed by Fastify's own parser (which refuses __proto__ and constructor keys),
 * once their values are counted and found within bounds.
 */
export function boundedJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const values = jsonValuesBeyond(body as string);
    if (values !== null) {
      const message = `the JSON body holds about ${values} values, more than the ${BOUNDS.jsonValues} a request may carry; send less at once`;
      return done(Object.assign(new Error(message), { statusCode: 400, code: TOO_MANY_VALUES }), undefined);
    }
    return parse(request, body as string, done);
  });
}

/** Errors Fastify raises before or around a handler (bad JSON, bad URL, big body) answer in shape. */
export function errorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const hint = `${request.method} ${echo(path)} is not a VisualQ route`;
    if (path.replace(/\/+$/, '') === INVOKE_PATH)
      return familyError(
        reply,
        request.method,
        request.url,
        'not_found',
        `${request.method} is not accepted here: POST a JSON body {tool, args} to ${INVOKE_PATH}`,
      );
    if (path.startsWith('/api/mcp'))
      return familyError(
        reply,
        'GET',
        request.url,
        'not_found',
        `${hint}; tools are called with POST ${INVOKE_PATH} {tool, args}, and GET /api/mcp lists them`,
      );
    if (path.startsWith('/api/ci'))
      return familyError(
        reply,
        request.method,
        request.url,
        'not_found',
        `${hint}; see GET /api/ci/projects`,
      );
    return familyError(reply, request.method, request.url, 'not_found', hint);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const clientError = status >= 400 && status < 500;
    if (!clientError) request.log.error({ err: error }, 'request failed');
    const code: ErrorCode = clientError ? 'validation_error' : 'internal_error';
    const message = clientError
      ? `bad request: ${badRequestDetail(error, bodyLimit)}`
      : 'internal error; it has been logged';
    return familyError(reply, request.method, request.url, code, message);
  });
}

/** Fastify's own refusals before routing (a URL that does not decode), in the family's shape. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) =>
  familyError(
    reply,
    request.method,
    request.url,
    'validation_error',
    `bad request: ${echo(pathOf(request.url))} has a malformed escape (%XX) or a part longer than ${MAX_PARAM_CHARS} characters`,
  );

/**
 * A request Node's HTTP parser refused (headers too large, a malformed request line): no route
 * was found, so the family is read from the request line if it was received.
 */
export function clientErrorHandler(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const message = tooLarge
    ? 'bad request: the request headers are larger than the server accepts (16 KiB); send a shorter key or fewer cookies'
    : 'bad request: the HTTP request could not be parsed';
  const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
  const requestLine = packet.subarray(0, 2048).toString('latin1').split('\r\n')[0];
  const path = requestLine.split(' ')[1] ?? '';
  const body = path.startsWith('/api/ci')
    ? { success: false, error: { code: 'validation_error', message } }
    : path.startsWith('/api/') || path === ''
      ? errorAnswer('', new ToolError('validation_error', message)).body
      : { error: 'validation_error', message };
  const payload = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      `content-length: ${Buffer.byteLength(payload)}\r\nconnection: close\r\n\r\n${payload}`,
  );
}
