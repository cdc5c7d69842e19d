import http from 'node:http';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/** A local Streamable HTTP endpoint at /mcp, stateless: one MCP server per request. */
export function startHttp(port: number, makeServer: () => Server): Promise<http.Server> {
  const httpServer = http.createServer(async (req, res) => {
    if (req.url?.split('?')[0] !== '/mcp') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"use /mcp"}');
      return;
    }
    if (req.method !== 'POST') {
      res
        .writeHead(405, { allow: 'POST', 'content-type': 'application/json' })
        .end('{"error":"stateless: use POST"}');
      return;
    }
    const server = makeServer();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res);
  });
  return new Promise((resolve) => httpServer.listen(port, '127.0.0.1', () => resolve(httpServer)));
}
