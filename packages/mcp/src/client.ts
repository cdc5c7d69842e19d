import type { ToolResponse } from '@visualq/contract';

export interface CatalogTool {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown> & { properties?: Record<string, unknown> };
  access: 'read' | 'write';
  async: boolean;
  inQaProfile: boolean;
  /** Run tools: the type POST /api/ci/run starts, where this package sends them. */
  ciRunType?: string | null;
  annotations: Record<string, unknown>;
}

/** What a request got back: parsed JSON, or an http_error ToolResponse when the body was not JSON. */
export type HttpResult =
  | { ok: true; status: number; json: any }
  | { ok: false; status: number; error: ToolResponse };

export function httpError(tool: string, status: number, snippet: string): ToolResponse {
  const message = `HTTP ${status} from VisualQ was not JSON: ${snippet.replace(/\s+/g, ' ').trim().slice(0, 200)}`;
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
      return {
        ok: false,
        status: 0,
        error: httpError(tool, 0, `${this.baseUrl} unreachable (${(error as Error).message})`),
      };
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
