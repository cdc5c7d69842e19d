import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { toolResponseSchema } from '@visualq/contract';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';
import { startSite, type TestSite } from '../test-support/site.js';

/** The hosted endpoint, driven by the MCP SDK's own Streamable HTTP client. */
describe('hosted MCP endpoint POST /api/mcp', () => {
  let h: Harness;
  let site: TestSite;
  let t: Tenant;
  let origin: string;
  const clients: Client[] = [];

  async function connect(key: string): Promise<Client> {
    const transport = new StreamableHTTPClientTransport(new URL(`${origin}/api/mcp`), {
      requestInit: { headers: { 'X-API-Key': key } },
    });
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    site = await startSite({
      '/': '<title>Home</title><a href="/about">about</a>',
      '/about': '<title>About</title>',
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    origin = await h.listen();
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await h.close();
    await site.close();
  });

  it('initializes statelessly with instructions, and lists tools with valid schemas and annotations', async () => {
    const client = await connect(t.fullKey);
    expect(client.getInstructions()).toMatch(/confirm: true/);
    const { tools } = await client.listTools();
    const names = tools.map((x) => x.name);
    expect(names).toEqual(
      expect.arrayContaining(['list_projects', 'create_project', 'crawl_site', 'get_job_status']),
    );
    const ajv = new Ajv({ strict: false });
    for (const tool of tools) {
      expect(() => ajv.compile(tool.inputSchema), `${tool.name} inputSchema compiles`).not.toThrow();
      expect(() => ajv.compile(tool.outputSchema!), `${tool.name} outputSchema compiles`).not.toThrow();
      expect(tool.title).toBeTruthy();
    }
    const create = tools.find((x) => x.name === 'create_project')!;
    expect(create.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(tools.find((x) => x.name === 'crawl_site')!.annotations).toMatchObject({
      readOnlyHint: true,
      openWorldHint: true,
    });
  });

  it('hides write tools from a key whose scope cannot call them, and plan-gated tools from a free org', async () => {
    const read = await connect(t.readKey);
    const names = (await read.listTools()).tools.map((x) => x.name);
    expect(names).toContain('get_project');
    expect(names).not.toContain('create_project');
    const free = await h.tenant({ plan: 'free' });
    const freeNames = (await (await connect(free.fullKey)).listTools()).tools.map((x) => x.name);
    expect(freeNames).toContain('create_project');
    expect(freeNames).not.toContain('get_org_audit_logs');
  });

  it('returns the ToolResponse as structuredContent and as JSON text; isError when ok is false', async () => {
    const client = await connect(t.fullKey);
    const ok = await client.callTool({ name: 'get_project', arguments: {} });
    expect(ok.isError).toBe(false);
    expect(toolResponseSchema.parse(ok.structuredContent)).toMatchObject({ ok: true, tool: 'get_project' });
    const text = (ok.content as any[]).find((c) => c.type === 'text').text;
    expect(JSON.parse(text)).toEqual(ok.structuredContent);

    const refused = await client.callTool({
      name: 'create_project',
      arguments: { name: 'X', baseUrl: 'https://x.example' },
    });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ ok: false, error: { code: 'confirm_required' } });

    const created = await client.callTool({
      name: 'create_project',
      arguments: { name: 'Via MCP', baseUrl: 'https://mcp.example', confirm: true },
    });
    expect(created.structuredContent).toMatchObject({ ok: true, data: { project: { slug: 'via-mcp' } } });
  });

  it('runs an async tool to completion through get_job_status', async () => {
    const client = await connect(t.readKey);
    const queued = await client.callTool({ name: 'crawl_site', arguments: { baseUrl: site.url } });
    const jobId = (queued.structuredContent as any).data.jobId;
    let status: any;
    for (let i = 0; i < 100; i++) {
      status = (await client.callTool({ name: 'get_job_status', arguments: { jobId } })).structuredContent;
      if (status.data.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status.data.result.pages.map((p: any) => p.title)).toEqual(['Home', 'About']);
  });

  it('answers 401 with WWW-Authenticate without a key; 405 for GET SSE and DELETE; plain GET is the catalog', async () => {
    const denied = await fetch(`${origin}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('www-authenticate')).toMatch(/Bearer/);
    expect((await denied.json()).error.message).toMatch(/missing API key/);

    const sse = await fetch(`${origin}/api/mcp`, {
      headers: { accept: 'text/event-stream', 'x-api-key': t.fullKey },
    });
    expect(sse.status).toBe(405);
    expect((await fetch(`${origin}/api/mcp`, { method: 'DELETE' })).status).toBe(405);
    const catalog = await (await fetch(`${origin}/api/mcp`)).json();
    expect(catalog.tools.length).toBeGreaterThan(5);
  });
});
