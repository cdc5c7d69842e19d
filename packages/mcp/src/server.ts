import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import {
  AGENT_INSTRUCTIONS,
  mcpToolOf,
  TOOL_RESPONSE_OUTPUT_SCHEMA,
  type ToolResponse,
  toCallToolResult,
} from '@visualq/contract';
import { callCiTool, WAIT_FOR_RUN } from './ci-tools.js';
import type { CatalogTool, VisualQClient } from './client.js';
import type { PackageConfig } from './config.js';
import { PROMPTS } from './prompts.js';
import { RESOURCES } from './resources.js';

export const PACKAGE_VERSION = '0.1.0';

export interface ToolSet {
  tools: CatalogTool[];
  has(name: string): boolean;
}

/** The server's catalog, narrowed to the profile and to what this key may call. */
export async function loadToolSet(client: VisualQClient, config: PackageConfig): Promise<ToolSet> {
  const catalog = await client.catalog();
  const mine = await client.invoke('list_my_tools', {});
  const open = mine.ok
    ? new Set((mine.data as { tools: { name: string }[] }).tools.map((t) => t.name))
    : null;
  const tools = catalog.filter(
    (t) => (config.profile === 'full' || t.inQaProfile) && (!open || open.has(t.name)),
  );
  const names = new Set(tools.map((t) => t.name));
  return { tools, has: (name) => names.has(name) || name === WAIT_FOR_RUN.name };
}

function withDefaultProject(
  tool: CatalogTool | undefined,
  args: Record<string, unknown>,
  config: PackageConfig,
) {
  const takesProject = Boolean(tool?.inputSchema.properties && 'project' in tool.inputSchema.properties);
  return takesProject && config.defaultProject && args.project === undefined
    ? { ...args, project: config.defaultProject }
    : args;
}

export async function callTool(
  client: VisualQClient,
  toolSet: ToolSet,
  config: PackageConfig,
  name: string,
  rawArgs: Record<string, unknown>,
): Promise<ToolResponse> {
  const tool = toolSet.tools.find((t) => t.name === name);
  const args = withDefaultProject(tool, rawArgs, config);
  return (await callCiTool(client, name, args, tool?.ciRunType)) ?? (await client.invoke(name, args));
}

export function createMcpServer(client: VisualQClient, toolSet: ToolSet, config: PackageConfig): Server {
  const server = new Server(
    { name: 'visualq', title: 'VisualQ', version: PACKAGE_VERSION },
    {
      capabilities: { tools: { listChanged: false }, resources: {}, prompts: {} },
      instructions: AGENT_INSTRUCTIONS,
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      ...toolSet.tools.map(mcpToolOf),
      { ...WAIT_FOR_RUN, outputSchema: TOOL_RESPONSE_OUTPUT_SCHEMA as { type: 'object' } },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const response = await callTool(
      client,
      toolSet,
      config,
      request.params.name,
      request.params.arguments ?? {},
    );
    return toCallToolResult(response);
  });

  const resources = RESOURCES.filter((r) => toolSet.has(r.tool));
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: resources.map(({ uri, name, description }) => ({
      uri,
      name,
      description,
      mimeType: 'application/json',
    })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const resource = resources.find((r) => r.uri === request.params.uri);
    if (!resource) throw new Error(`unknown resource ${request.params.uri}`);
    const response = await callTool(client, toolSet, config, resource.tool, {});
    return {
      contents: [{ uri: resource.uri, mimeType: 'application/json', text: JSON.stringify(response) }],
    };
  });

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: PROMPTS.map(({ name, title, description, arguments: args }) => ({
      name,
      title,
      description,
      arguments: args,
    })),
  }));
  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    const prompt = PROMPTS.find((p) => p.name === request.params.name);
    if (!prompt) throw new Error(`unknown prompt ${request.params.name}`);
    const args = request.params.arguments ?? {};
    const missing = prompt.arguments.filter((a) => a.required && !args[a.name]);
    if (missing.length)
      throw new Error(`prompt ${prompt.name} needs ${missing.map((a) => a.name).join(', ')}`);
    return {
      description: prompt.description,
      messages: [{ role: 'user', content: { type: 'text', text: prompt.text(args) } }],
    };
  });
  return server;
}
