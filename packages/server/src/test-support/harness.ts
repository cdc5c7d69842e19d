import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type StartOptions, startVisualQ, type VisualQ } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Plan } from '../services/billing.js';
import { createPgDatabase, TEST_DB } from './database.js';

export interface Tenant {
  orgId: string;
  slug: string;
  /** mcp_full org key with the first project as default. */
  fullKey: string;
  readKey: string;
  /** Project key (scope ci). */
  ciKey: string;
  projectId: string;
  projectSlug: string;
}

export interface Harness {
  vq: VisualQ;
  config: Config;
  dataDir: string;
  databaseUrl?: string;
  invoke(
    tool: string,
    args: unknown,
    key?: string,
  ): Promise<{ status: number; body: any; headers: Record<string, any> }>;
  tenant(options?: { plan?: Plan; baseUrl?: string; name?: string }): Promise<Tenant>;
  /** Listens on a free loopback port, for clients that need real HTTP; returns the origin. */
  listen(): Promise<string>;
  /** Stops the server and starts it again on the same data, with other settings. */
  restart(overrides: Partial<Config>): Promise<void>;
  /** Closes this server (as if it went away) until the next restart. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

let counter = 0;

/** A real server (SQLite file or a fresh PostgreSQL database), driven over Fastify inject. */
export async function startHarness(
  overrides: Partial<Config> = {},
  options: StartOptions = {},
): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-test-'));
  const pgDb = TEST_DB === 'postgres' ? await createPgDatabase() : undefined;
  const config = loadConfig(
    { VISUALQ_DATA_DIR: dataDir },
    { allowPrivateNetwork: true, databaseUrl: pgDb?.url, logLevel: 'silent', ...overrides },
  );
  const vq = await startVisualQ(config, { logger: false, ...options });
  let stopped = false;
  const harness: Harness = {
    vq,
    async restart(changes) {
      if (!stopped) await harness.vq.close();
      stopped = false;
      harness.config = { ...harness.config, ...changes };
      harness.vq = await startVisualQ(harness.config, { logger: false, ...options });
    },
    config,
    dataDir,
    databaseUrl: pgDb?.url,
    async invoke(tool, args, key) {
      const response = await harness.vq.app.inject({
        method: 'POST',
        url: '/api/mcp/v1/invoke',
        headers: key ? { 'x-api-key': key } : {},
        payload: { tool, args },
      });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    async tenant(opts = {}) {
      const n = ++counter;
      const { vq } = harness;
      const org = await vq.services.orgs.create({
        name: opts.name ?? `Org ${n}`,
        slug: `org-${n}-${Date.now()}`,
        plan: opts.plan ?? 'business',
      });
      const { project } = await vq.services.projects.create(org.id, {
        name: `Site ${n}`,
        baseUrl: opts.baseUrl ?? `http://127.0.0.1:9/${n}`,
      });
      const make = (kind: 'org' | 'project', scopes: ('mcp_read' | 'mcp_full' | 'ci')[]) =>
        vq.services.keys.create({ orgId: org.id, kind, scopes, projectId: project.id }).then((k) => k.key);
      return {
        orgId: org.id,
        slug: org.slug,
        fullKey: await make('org', ['mcp_full']),
        readKey: await make('org', ['mcp_read']),
        ciKey: await make('project', ['ci']),
        projectId: project.id,
        projectSlug: project.slug,
      };
    },
    async listen() {
      const address = await harness.vq.app.listen({ port: 0, host: '127.0.0.1' });
      harness.config.publicUrl = address;
      return address;
    },
    async stop() {
      await harness.vq.close();
      stopped = true;
    },
    async close() {
      if (!stopped) await harness.vq.close().catch(() => {});
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/** Polls get_job_status until the job is completed or failed. */
/**
 * How long the polling helpers wait between two status calls: slower than the default rate limit
 * refills (10 calls a second), so a suite's polling never eats the budget its other calls need.
 */
const POLL_MS = 150;

export async function waitForJob(h: Harness, key: string, jobId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await h.invoke('get_job_status', { jobId }, key);
    if (body.data?.status === 'completed' || body.data?.status === 'failed') return body;
    if (Date.now() > deadline)
      throw new Error(`job ${jobId} still ${body.data?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Polls get_run_status until the run is no longer queued or running; answers the last status call. */
export async function waitForRun(h: Harness, key: string, runId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await h.invoke('get_run_status', { runId }, key);
    if (!['queued', 'running'].includes(body.data?.status)) return body;
    if (Date.now() > deadline)
      throw new Error(`run ${runId} still ${body.data?.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** A page of the web UI, fetched over HTTP with a session of `key` (the server must listen). */
export async function uiPage(
  h: Harness,
  key: string,
  path: string,
): Promise<{ status: number; text: string }> {
  const keyId = (await h.vq.services.keys.authenticate(key))!.id;
  const { id } = await h.vq.services.sessions.open(keyId);
  const response = await fetch(`${h.config.publicUrl}${path}`, {
    headers: { cookie: `vq_session=${id}` },
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}
