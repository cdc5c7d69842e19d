import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { AGENT_INSTRUCTIONS, mcpToolOf, toCallToolResult } from '@visualq/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ToolError } from '../errors.js';
import { errorAnswer } from '../gateway/envelope.js';
import type { Caller, Gateway } from '../gateway/invoke.js';
import { catalogBody } from './catalog-route.js';
import { apiKeyOf } from './credentials.js';

export const MCP_PATH = '/api/mcp';

/** One MCP server per request, bound to the caller: stateless, so any instance can answer any call. */
function mcpServerFor(gateway: Gateway, caller: Caller, version: string): Server {
  const server = new Server(
    { name: 'visualq', title: 'VisualQ', version },
    { capabilities: { tools: { listChanged: false } }, instructions: AGENT_INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: gateway.visibleTools(caller).map((tool) => mcpToolOf(gateway.registry.catalogEntry(tool))),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const answer = await gateway.invokeAs(caller, request.params.name, request.params.arguments ?? {});
    return toCallToolResult(answer.body);
  });
  return server;
}

/** A 405 of the MCP transport, in the contract's shape like every other answer under /api. */
function refusal(message: string) {
  return errorAnswer('', new ToolError('validation_error', message)).body;
}

function jsonRpcError(reply: FastifyReply, status: number, message: string, code = -32001) {
  return reply.code(status).send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

export function mcpRoute(app: FastifyInstance, gateway: Gateway, version: string): void {
  // A plain GET is the public catalog; GET for an SSE stream and DELETE need a session, which a
  // stateless endpoint does not keep, so the spec's answer is 405.
  app.get(MCP_PATH, async (request, reply) => {
    if (String(request.headers.accept ?? '').includes('text/event-stream')) {
      return reply
        .code(405)
        .header('allow', 'POST')
        .send(refusal('this endpoint keeps no session: POST JSON-RPC to it'));
    }
    return catalogBody(gateway.registry);
  });
  app.delete(MCP_PATH, async (_request, reply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send(refusal('this endpoint keeps no session, so there is none to end')),
  );

  app.post(MCP_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    let caller: Caller;
    try {
      caller = await gateway.authenticate(apiKeyOf(request));
    } catch (error) {
      reply.header('www-authenticate', 'Bearer realm="visualq"');
      return jsonRpcError(reply, 401, (error as Error).message);
    }
    const server = mcpServerFor(gateway, caller, version);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });
}
