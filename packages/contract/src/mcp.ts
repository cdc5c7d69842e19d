import { z } from 'zod';
import { nextActionSchema, type ToolResponse } from './response.js';

/**
 * How a ToolResponse travels over MCP, the same from the hosted endpoint and the stdio package:
 * as structuredContent, as JSON text, isError when ok is false, and artifact links as resource_link.
 */

/** MCP wants an object schema at the root, so both branches of the union are folded into one. */
const toolResponseObject = z.object({
  ok: z.boolean(),
  tool: z.string(),
  summary: z.string(),
  data: z.unknown(),
  warnings: z.array(z.string()),
  nextActions: z.array(nextActionSchema),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  recoverable: z.boolean().optional(),
  retryAfterMs: z.number().optional(),
});

export const TOOL_RESPONSE_OUTPUT_SCHEMA = (() => {
  const schema = z.toJSONSchema(toolResponseObject, { io: 'output', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete schema.$schema;
  return schema;
})();

export interface ToolAnnotations {
  title: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** What a catalog entry becomes in MCP tools/list, from either door. */
export function mcpToolOf(entry: {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations: unknown;
}) {
  return {
    name: entry.name,
    title: entry.title,
    description: entry.description,
    inputSchema: entry.inputSchema as { type: 'object'; [key: string]: unknown },
    outputSchema: TOOL_RESPONSE_OUTPUT_SCHEMA as { type: 'object'; [key: string]: unknown },
    annotations: entry.annotations as ToolAnnotations,
  };
}

export interface ResourceLink {
  type: 'resource_link';
  uri: string;
  name: string;
  mimeType?: string;
}

export interface CallToolResult {
  [key: string]: unknown;
  content: Array<{ type: 'text'; text: string } | ResourceLink>;
  structuredContent: Record<string, unknown>;
  isError: boolean;
}

const ARTIFACT_URL = /\/api\/artifacts\/[a-f0-9]{64}(\?|$)/;
const MIME_BY_KEY: Array<[RegExp, string]> = [
  [/image|png|diff|baseline|screenshot|capture/i, 'image/png'],
  [/trace/i, 'application/zip'],
  [/report|html/i, 'text/html'],
];

/** Every artifact URL found anywhere in a tool's data, named after the field that holds it. */
export function artifactLinks(
  data: unknown,
  path = 'data',
  found = new Map<string, ResourceLink>(),
): ResourceLink[] {
  if (typeof data === 'string') {
    if (ARTIFACT_URL.test(data) && !found.has(data)) {
      const mimeType = MIME_BY_KEY.find(([re]) => re.test(path))?.[1];
      found.set(data, { type: 'resource_link', uri: data, name: path, ...(mimeType ? { mimeType } : {}) });
    }
  } else if (Array.isArray(data)) {
    for (const [i, item] of data.entries()) artifactLinks(item, `${path}[${i}]`, found);
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) artifactLinks(value, `${path}.${key}`, found);
  }
  return [...found.values()];
}

export function toCallToolResult(response: ToolResponse): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(response) }, ...artifactLinks(response.data)],
    structuredContent: response as unknown as Record<string, unknown>,
    isError: !response.ok,
  };
}

/** What an agent must know to use VisualQ well; sent as the MCP server instructions. */
export const AGENT_INSTRUCTIONS = `VisualQ checks web sites in a real browser: visual regression (VRT), functional journeys (FRT), analytics tracking, JIRA tracking proofs and performance.
Rules:
- Every tool answers {ok, summary, data, warnings, nextActions}; on failure error.code, error.message and recoverable. Quote the summary; follow nextActions, they are pre-filled calls.
- Write tools change stored state: call them with confirm: true, and only when the user asked for that change.
- Async tools answer data {jobId, status: "queued"}: poll get_job_status every few seconds until status is completed (read result) or failed (read error).
- Find before you create: list_projects, list_scenarios and frt_find_scenarios before create_project, create_scenario or create_frt_scenario.
- For a JIRA tracking ticket, call tracking_prove_jira_ticket once and poll the job; paste result.jiraMarkdown verbatim and quote proofOutcome.headline.
- project is a slug or id; omitted, the key's default project is used. On project_resolution_error, pick one of the names in the message.
- On scope_denied or plan_gate, call list_my_tools to see what this key can do; on rate_limit wait retryAfterMs.`;
