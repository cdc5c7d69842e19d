import type { FastifyInstance } from 'fastify';
import type { ToolRegistry } from '../gateway/registry.js';

/** The public tool catalog: what any client may learn before it holds a key. */
export function catalogBody(registry: ToolRegistry) {
  const tools = registry.catalog();
  return { name: 'visualq', invoke: 'POST /api/mcp/v1/invoke', count: tools.length, tools };
}

export function catalogRoute(app: FastifyInstance, registry: ToolRegistry): void {
  app.get('/api/mcp/catalog', async () => catalogBody(registry));
}
