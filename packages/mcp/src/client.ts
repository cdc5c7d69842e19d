import type { ToolResponse } from '@visualq/contract';

export interface CatalogTool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown> & { properties?: Record<string, unknown> };
  access: 'read' | 'write';
  async: boolean;
  inQaProfile: boolean;
  /** Run tools: the type POST /api/ci/run starts (CI's door; this package invokes them). */
  ciRunType?: string | null;
  annotations: Record<string, unknown>;
}

/** What a request got back: parsed JSON, or an http_error ToolResponse when the body was not JSON. */
export type HttpResult =
  | { ok: true; status: number; json: any }
  | { ok: false; status: number; error: ToolResponse };

function failure(tool: string, message: string): ToolResponse {
  return {
    ok: false,
    tool,
    summary: message,
    data: null,
    warnings: [],
    nextActions: [],
    error: { code: 'http_error', message },
    recoverable: true,
  };
}

export function httpError(tool: string, status: number, snippet: string): ToolResponse {
  return failure(
    tool,
    `HTTP ${status} from VisualQ was not JSON: ${snippet.replace(/\s+/g, ' ').trim().slice(0, 200)}`,
  );
}

/** No answer at all: where the package looked, why, and how to point it at a server that answers. */
export function unreachable(tool: string, baseUrl: string, cause: string): ToolResponse {
  return failure(
    tool,
    `the VisualQ server at ${baseUrl} cannot be reached (${cause}): start it (\`npm start\` in the VisualQ repository prints its URL), or set VISUALQ_BASE_URL in this MCP server's config to the URL it listens on, then call again`,
  );
}

/** The package's only way to the server: the same surfaces any client uses. */
export class VisualQClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  async request(tool: string, method: string, path: string, body?: unknown): Promise<HttpResult> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          'x-api-key': this.apiKey,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(120_000),
      });
    } catch (error) {
      // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, ENOTFOUND, bad port…).
      const { cause } = error as Error & { cause?: { code?: string; message?: string } };
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      return { ok: false, status: 0, error: unreachable(tool, this.baseUrl, why) };
    }
    const text = await response.text();
    try {
      return { ok: true, status: response.status, json: JSON.parse(text) };
    } catch {
      return { ok: false, status: response.status, error: httpError(tool, response.status, text) };
    }
  }

  async catalog(): Promise<CatalogTool[]> {
    const result = await this.request('catalog', 'GET', '/api/mcp');
    if (!result.ok) throw new Error(result.error.summary);
    if (!Array.isArray(result.json?.tools))
      throw new Error(`${this.baseUrl}/api/mcp did not answer a tool catalog`);
    return result.json.tools;
  }

  async invoke(tool: string, args: Record<string, unknown>): Promise<ToolResponse> {
    const result = await this.request(tool, 'POST', '/api/mcp/v1/invoke', { tool, args });
    return result.ok ? (result.json as ToolResponse) : result.error;
  }
}
