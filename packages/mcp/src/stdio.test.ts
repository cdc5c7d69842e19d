import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../../server/src/test-support/harness.js';
import { spawnReady } from '../../server/src/test-support/process.js';
import { startSite, type TestSite } from '../../server/src/test-support/site.js';

const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/cli.js');

function stdioClient(env: Record<string, string>) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [CLI],
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  return { transport, client: new Client({ name: 'ide-test', version: '1.0.0' }) };
}

/** A loopback port nothing listens on (yet). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The stdio package, driven by the SDK's own Client against a real running server. */
describe('@visualq/mcp over stdio', () => {
  let h: Harness;
  let site: TestSite;
  let t: Tenant;
  let origin: string;
  let client: Client;

  beforeAll(async () => {
    site = await startSite({ '/': '<title>Home</title><a href="/p">p</a>', '/p': '<title>P</title>' });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    origin = await h.listen();
    const c = stdioClient({
      VISUALQ_API_KEY: t.fullKey,
      VISUALQ_BASE_URL: origin,
      VISUALQ_DEFAULT_PROJECT: t.projectSlug,
    });
    client = c.client;
    await client.connect(c.transport);
  });
  afterAll(async () => {
    await client?.close();
    await h.close();
    await site.close();
  });

  it('lists the qa profile from the server catalog, with valid schemas, plus wait_for_run', async () => {
    const { tools } = await client.listTools();
    const names = tools.map((x) => x.name).sort();
    const catalog = (await (await fetch(`${origin}/api/mcp`)).json()).tools as any[];
    const qa = catalog.filter((x) => x.inQaProfile).map((x) => x.name);
    expect(names).toEqual([...qa, 'wait_for_run'].sort());
    expect(names).toEqual(expect.arrayContaining(['get_project', 'run_vrt', 'get_run_failures']));
    expect(names).not.toContain('get_run_report');
    const ajv = new Ajv({ strict: false });
    for (const tool of tools) expect(() => ajv.compile(tool.inputSchema)).not.toThrow();
    expect(client.getInstructions()).toMatch(/get_job_status/);
  });

  it('calls a read tool with the default project injected', async () => {
    const result = await client.callTool({ name: 'get_project', arguments: {} });
    expect(result.isError).toBe(false);
    expect(result.structuredContent).toMatchObject({ ok: true, data: { project: { slug: t.projectSlug } } });
  });

  it('answers list_projects through invoke, with the tool’s own nextActions', async () => {
    const result = await client.callTool({ name: 'list_projects', arguments: {} });
    expect(result.structuredContent).toMatchObject({
      ok: true,
      tool: 'list_projects',
      data: { projects: [{ slug: t.projectSlug }] },
      nextActions: [{ tool: 'check_setup_health', args: { project: t.projectSlug } }],
    });
  });

  it('a failed run, waited for, leads to its failures: run_vrt, wait_for_run, get_run_failures', async () => {
    const call = async (name: string, args: object) =>
      (await client.callTool({ name, arguments: args as Record<string, unknown> })).structuredContent as any;
    const created = await call('create_scenario', {
      label: 'P',
      url: '/p',
      viewports: ['desktop'],
      confirm: true,
    });
    expect((await call('wait_for_run', { runId: created.data.baselineRun.runId })).data.status).toBe(
      'completed',
    );
    site.setPage('/p', '<title>P</title><h1>Changed</h1>');
    const started = await call('run_vrt', { branch: 'feature/x' });
    // The run tool's own answer: data, and what to call next.
    expect(started).toMatchObject({ ok: true, tool: 'run_vrt', data: { runId: expect.any(String) } });
    expect(started.nextActions[0]).toMatchObject({
      tool: 'get_run_status',
      args: { runId: started.data.runId },
    });
    const waited = await call('wait_for_run', { runId: started.data.runId });
    expect(waited).toMatchObject({
      ok: true,
      tool: 'wait_for_run',
      data: { status: 'failed', branch: 'feature/x' },
    });
    const next = waited.nextActions.find((a: { tool: string }) => a.tool === 'get_run_failures');
    const failures = await call(next.tool, next.args);
    expect(failures.summary).toBe('1 of 1 checks failed.');
    expect(failures.data.failures[0]).toMatchObject({
      what: 'P desktop',
      nextAction: { tool: 'get_diff_stats' },
    });
    // A warning of the server (an unknown argument) reaches the agent too.
    const status = await call('get_run_status', { runId: started.data.runId, runID: 'x' });
    expect(status.warnings).toEqual([expect.stringMatching(/unknown argument "runID" was ignored/)]);
  });

  it('refuses a write tool without confirm, and runs it with confirm', async () => {
    const refused = await client.callTool({
      name: 'create_project',
      arguments: { name: 'IDE', baseUrl: 'https://ide.example' },
    });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({
      error: { code: 'confirm_required' },
      recoverable: true,
    });
    const done = await client.callTool({
      name: 'create_project',
      arguments: { name: 'IDE', baseUrl: 'https://ide.example', confirm: true },
    });
    expect(done.structuredContent).toMatchObject({ ok: true, data: { project: { slug: 'ide' } } });
  });

  it('polls an async tool to completion', async () => {
    const queued = await client.callTool({ name: 'crawl_site', arguments: { baseUrl: site.url } });
    const jobId = (queued.structuredContent as any).data.jobId;
    let status: any;
    for (let i = 0; i < 100 && status?.data?.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await client.callTool({ name: 'get_job_status', arguments: { jobId } })).structuredContent;
    }
    expect(status.data.result.pages.map((p: any) => p.title)).toEqual(['Home', 'P']);
  });

  it('offers resources and prompts for the common workflows', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(
      expect.arrayContaining(['visualq://projects', 'visualq://setup-health', 'visualq://tracking-plan']),
    );
    const read = await client.readResource({ uri: 'visualq://setup-health' });
    expect(JSON.parse((read.contents[0] as any).text)).toMatchObject({
      ok: true,
      tool: 'check_setup_health',
    });
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual([
      'diagnose-vrt-failure',
      'pre-merge-check',
      'frt-journey-from-goal',
      'jira-tracking-proof',
      'jira-tracking-proof-investigate',
      'diagnose-tracking-audit',
      'setup-review',
    ]);
    const proof = await client.getPrompt({ name: 'jira-tracking-proof', arguments: { ticketId: 'BN-470' } });
    expect((proof.messages[0].content as any).text).toMatch(
      /tracking_prove_jira_ticket once with ticketId BN-470/,
    );
  });

  it('answers http_error with the status and a snippet when the server answers HTML', async () => {
    const catalog = await (await fetch(`${origin}/api/mcp`)).json();
    const proxy = await startSite({
      '/api/mcp': { body: JSON.stringify(catalog), type: 'application/json' },
      '/api/mcp/v1/invoke': { body: '<html><body><h1>502 Bad Gateway</h1></body></html>', status: 502 },
    });
    const c = stdioClient({
      VISUALQ_API_KEY: t.fullKey,
      VISUALQ_BASE_URL: proxy.url,
      VISUALQ_TOOL_PROFILE: 'full',
    });
    await c.client.connect(c.transport);
    const result = await c.client.callTool({ name: 'get_project', arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({ ok: false, error: { code: 'http_error' } });
    expect((result.structuredContent as any).error.message).toMatch(/HTTP 502 .*502 Bad Gateway/);
    await c.client.close();
    await proxy.close();
  });

  it('with the server unreachable, starts anyway and each call says where it looked and what to do', async () => {
    const away = `http://127.0.0.1:${await freePort()}`;
    const c = stdioClient({ VISUALQ_API_KEY: t.fullKey, VISUALQ_BASE_URL: away });
    let stderr = '';
    c.transport.stderr?.on('data', (d) => (stderr += d));
    await c.client.connect(c.transport);
    const names = (await c.client.listTools()).tools.map((x) => x.name);
    expect(names).toEqual(['check_setup_health', 'wait_for_run']);
    for (const [name, args] of [
      ['check_setup_health', {}],
      ['wait_for_run', { runId: 'run_x' }],
      ['get_project', {}],
    ] as const) {
      const result = await c.client.callTool({ name, arguments: args });
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toMatchObject({
        ok: false,
        error: { code: 'http_error' },
        recoverable: true,
      });
      expect((result.structuredContent as any).error.message).toContain(
        `the VisualQ server at ${away} cannot be reached (ECONNREFUSED): start it`,
      );
      expect((result.structuredContent as any).error.message).toMatch(
        /set VISUALQ_BASE_URL .* to the URL it listens on/,
      );
    }
    expect(stderr).toContain(`cannot reach the VisualQ server at ${away}`);
    await c.client.close();
  });

  it('a server that starts after the IDE did: its tools appear at the next call', async () => {
    const port = await freePort();
    const c = stdioClient({
      VISUALQ_API_KEY: t.fullKey,
      VISUALQ_BASE_URL: `http://127.0.0.1:${port}`,
      VISUALQ_DEFAULT_PROJECT: t.projectSlug,
    });
    await c.client.connect(c.transport);
    expect((await c.client.callTool({ name: 'get_project', arguments: {} })).isError).toBe(true);
    const late = await startHarness();
    try {
      await late.vq.app.listen({ port, host: '127.0.0.1' });
      const changed = new Promise<void>((resolve) =>
        c.client.setNotificationHandler(ToolListChangedNotificationSchema, async () => resolve()),
      );
      // The key belongs to the first server's database: the late one answers, and refuses it —
      // an answer of the server, no longer http_error.
      const answered = await c.client.callTool({ name: 'get_project', arguments: {} });
      expect(answered.structuredContent).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
      await changed;
      expect((await c.client.listTools()).tools.map((x) => x.name)).toContain('run_vrt');
    } finally {
      await c.client.close();
      await late.close();
    }
  });
});

describe('@visualq/mcp over local HTTP', () => {
  it('serves the same tools on --http for a Streamable HTTP client', async () => {
    const h = await startHarness();
    const t = await h.tenant();
    const origin = await h.listen();
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const child = await spawnReady(
      CLI,
      ['--http'],
      { ...process.env, VISUALQ_API_KEY: t.readKey, VISUALQ_BASE_URL: origin, VISUALQ_MCP_PORT: port },
      /visualq-mcp: (http:\S+)/,
    );
    const client = new Client({ name: 'http-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
    const names = (await client.listTools()).tools.map((x) => x.name);
    expect(names).toContain('get_project');
    expect(names).not.toContain('create_project');
    const result = await client.callTool({ name: 'get_project', arguments: {} });
    expect(result.structuredContent).toMatchObject({ ok: true });
    await client.close();
    await child.kill('SIGTERM');
    await h.close();
  });
});

describe('@visualq/mcp run tools: through invoke, with every argument the tool takes', () => {
  it('run_perf keeps presets and runs, run_a11y keeps failOn, and bad values are refused by the tool', async () => {
    // No worker: the runs stay queued, and what each was asked is read back from the server.
    const h = await startHarness({ inProcessWorkers: 0 });
    const t = await h.tenant({ plan: 'business', baseUrl: 'http://127.0.0.1:9/site' });
    await h.invoke(
      'create_scenario',
      { label: 'Home', url: '/', captureBaseline: false, confirm: true },
      t.fullKey,
    );
    const origin = await h.listen();
    const c = stdioClient({
      VISUALQ_API_KEY: t.fullKey,
      VISUALQ_BASE_URL: origin,
      VISUALQ_TOOL_PROFILE: 'full',
    });
    await c.client.connect(c.transport);
    try {
      const perf = await c.client.callTool({
        name: 'run_perf',
        arguments: { presets: ['desktop'], runs: 3 },
      });
      const perfRun = (perf.structuredContent as any).data;
      expect(perfRun, JSON.stringify(perf.structuredContent)).toMatchObject({ run: { type: 'perf' } });
      // The tool's own answer, not CI's: what to read once the run ends.
      expect((perf.structuredContent as any).nextActions.map((a: any) => a.tool)).toEqual([
        'get_run_status',
        'perf_get_latest_report',
      ]);
      const a11y = await c.client.callTool({ name: 'run_a11y', arguments: { failOn: 'critical' } });
      const a11yRun = (a11y.structuredContent as any).data;
      expect(a11yRun).toMatchObject({ run: { type: 'a11y' } });
      const stored = async (runId: string) =>
        JSON.parse((await h.vq.services.runs.get(t.orgId, runId))!.request);
      expect(await stored(perfRun.runId)).toMatchObject({ presets: ['desktop'], runs: 3 });
      expect(await stored(a11yRun.runId)).toMatchObject({ failOn: 'critical' });
      // The same validation as invoke: a value the tool refuses is refused, naming the argument.
      const bad = await c.client.callTool({ name: 'run_perf', arguments: { runs: 9 } });
      expect(bad.isError).toBe(true);
      expect(bad.structuredContent).toMatchObject({ ok: false, error: { code: 'validation_error' } });
      expect((bad.structuredContent as any).error.message).toMatch(/runs/);
      const privacy = await c.client.callTool({ name: 'run_privacy', arguments: {} });
      expect((privacy.structuredContent as any).data).toMatchObject({ run: { type: 'privacy' } });
      // A run that is still queued when maxWaitMs runs out: said, with the call that waits again.
      const waited = await c.client.callTool({
        name: 'wait_for_run',
        arguments: {
          runId: privacy.structuredContent && (privacy.structuredContent as any).data.runId,
          maxWaitMs: 50,
        },
      });
      expect(waited.structuredContent).toMatchObject({
        ok: true,
        tool: 'wait_for_run',
        data: { status: 'queued' },
        warnings: [expect.stringMatching(/maxWaitMs ran out/)],
        nextActions: [{ tool: 'wait_for_run' }],
      });
    } finally {
      await c.client.close();
      await h.close();
    }
  });
});
