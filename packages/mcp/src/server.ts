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
import type { CatalogTool, VisualQClient } from './client.js';
import type { PackageConfig } from './config.js';
import { PROMPTS } from './prompts.js';
import { RESOURCES } from './resources.js';
import { WAIT_FOR_RUN, waitForRun } from './wait-for-run.js';

export const PACKAGE_VERSION = '0.1.0';

/**
 * What an agent sees while the server has never answered: a way to check it, whose call says
 * where the package looked and what to do. The server's own tools replace it once it answers.
 */
const OFFLINE_TOOLS: CatalogTool[] = [
  {
    name: 'check_setup_health',
    title: 'Check setup health',
    description:
      'Checks that the VisualQ server answers, with its database, workers, browser and the site. While the server cannot be reached, says where this package looked and how to point it at the server.',
    inputSchema: { type: 'object', properties: {} },
    access: 'read',
    async: false,
    inQaProfile: true,
    annotations: {
      title: 'Check setup health',
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
  },
];

/** The server's catalog, narrowed to the profile and to what this key may call; read again while the server is away. */
export class ToolSet {
  tools: CatalogTool[] = OFFLINE_TOOLS;
  /** Whether the server's catalog has been read (until then the tools are the offline ones). */
  loaded = false;

  constructor(
    private readonly client: VisualQClient,
    private readonly config: PackageConfig,
  ) {}

  /** Reads the catalog; false when the server cannot be reached (the tools stay as they were). */
  async refresh(): Promise<boolean> {
    let catalog: CatalogTool[];
    try {
      catalog = await this.client.catalog();
    } catch {
      return false;
    }
    const mine = await this.client.invoke('list_my_tools', {});
    const open = mine.ok
      ? new Set((mine.data as { tools: { name: string }[] }).tools.map((t) => t.name))
      : null;
    this.tools = catalog.filter(
      (t) => (this.config.profile === 'full' || t.inQaProfile) && (!open || open.has(t.name)),
    );
    this.loaded = true;
    return true;
  }

  has(name: string): boolean {
    return name === WAIT_FOR_RUN.name || this.tools.some((t) => t.name === name);
  }
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

/** Every tool through POST /api/mcp/v1/invoke, answered as the server answers; wait_for_run polls get_run_status. */
export async function callTool(
  client: VisualQClient,
  toolSet: ToolSet,
  config: PackageConfig,
  name: string,
  rawArgs: Record<string, unknown>,
): Promise<ToolResponse> {
  const tool = toolSet.tools.find((t) => t.name === name);
  const args = withDefaultProject(tool, rawArgs, config);
  return name === WAIT_FOR_RUN.name ? waitForRun(client, args) : client.invoke(name, args);
}

export function createMcpServer(client: VisualQClient, toolSet: ToolSet, config: PackageConfig): Server {
  const server = new Server(
    { name: 'visualq', title: 'VisualQ', version: PACKAGE_VERSION },
    {
      capabilities: { tools: { listChanged: true }, resources: {}, prompts: {} },
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
    // A server that was away may answer now: its tools replace the offline ones.
    if (!toolSet.loaded && (await toolSet.refresh())) void server.sendToolListChanged().catch(() => {});
    const response = await callTool(
      client,
      toolSet,
      config,
      request.params.name,
      request.params.arguments ?? {},
    );
    return toCallToolResult(response);
  });

  const resources = () => RESOURCES.filter((r) => toolSet.has(r.tool));
  server.setRequestHandler(ListResourcesRequestSchema, async () => ({
    resources: resources().map(({ uri, name, description }) => ({
      uri,
      name,
      description,
      mimeType: 'application/json',
    })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const resource = resources().find((r) => r.uri === request.params.uri);
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

/** While the server is away, reads its catalog again every few seconds and tells the client once it answers. */
export function reloadUntilReachable(toolSet: ToolSet, server: Server, everyMs = 5_000): void {
  if (toolSet.loaded) return;
  const timer = setInterval(async () => {
    if (toolSet.loaded || (await toolSet.refresh())) {
      clearInterval(timer);
      await server.sendToolListChanged().catch(() => {});
    }
  }, everyMs);
  timer.unref();
}
