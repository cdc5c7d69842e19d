import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, TEST_DB } from '../src/test-support/database.js';
import { cli, invokeOver, type ServerProcess, spawnVisualQ } from '../src/test-support/process.js';

describe('visualq CLI', () => {
  let env: Record<string, string | undefined>;
  let dropDb: (() => Promise<void>) | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    env = { VISUALQ_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'visualq-cli-')) };
    if (TEST_DB === 'postgres') {
      const db = await createPgDatabase();
      env.DATABASE_URL = db.url;
      dropDb = db.drop;
    }
  });
  afterAll(async () => {
    await server?.kill();
    await dropDb?.();
    fs.rmSync(env.VISUALQ_DATA_DIR!, { recursive: true, force: true });
  });

  it('migrate reports an up-to-date database the second time', async () => {
    expect(await cli(['migrate'], env)).toMatch(/applied: 001_foundation|up to date/);
    expect(await cli(['migrate'], env)).toMatch(/up to date/);
  });

  it('keys create shows the key once; list shows only its prefix; revoke disables it', async () => {
    await cli(['orgs', 'create', '--name', 'Acme', '--plan', 'pro'], env);
    const created = await cli(
      ['keys', 'create', '--org', 'acme', '--scope', 'mcp_read', '--name', 'ci bot'],
      env,
    );
    const key = /key \(shown once.*\): (vq_org_live_\w+)/.exec(created)![1];
    const listed = await cli(['keys', 'list', '--org', 'acme'], env);
    expect(listed).not.toContain(key);
    const [record] = JSON.parse(listed);
    expect(record).toMatchObject({
      name: 'ci bot',
      scopes: ['mcp_read'],
      prefix: key.slice(0, 16),
      revokedAt: null,
    });

    server = await spawnVisualQ('serve', env);
    expect((await invokeOver(server.url, key, 'list_projects', {})).status).toBe(200);
    expect(await cli(['keys', 'revoke', record.id], env)).toMatch(/revoked/);
    expect((await invokeOver(server.url, key, 'list_projects', {})).status).toBe(401);
    expect(server.output()).not.toContain(key);
  });

  /** `serve --demo`, once its banner is out; the banner and the demo key. */
  async function serveDemo(): Promise<{ demo: ServerProcess; banner: string; key: string }> {
    await server?.kill();
    const demo = await spawnVisualQ('serve', env, ['--demo']);
    server = demo;
    const banner = await new Promise<string>((resolve) => {
      const poll = setInterval(() => {
        if (/API key:/.test(demo.output())) {
          clearInterval(poll);
          resolve(demo.output());
        }
      }, 50);
    });
    return { demo, banner, key: /API key:\s+(vq_org_live_\w+)/.exec(banner)![1] };
  }

  it('serve --demo prints a working key and a curl line; the demo site is served', async () => {
    const { demo, banner, key } = await serveDemo();
    expect(banner).toContain(`curl -s ${demo.url}/api/mcp/v1/invoke`);
    const health = await invokeOver(demo.url, key, 'check_setup_health', {});
    expect(health.body.data.project).toBe('demo-shop');
    expect(health.body.data.checks.find((c: any) => c.name === 'site').status).toBe('ok');
    const page = await fetch(`${demo.url}/demo/pricing`);
    expect(await page.text()).toContain('Delivery plans');
  });

  it('the demo project is ready for VRT: a baseline, then a test run that passes everywhere', async () => {
    const { demo, key } = await serveDemo();
    const scenarios = await invokeOver(demo.url, key, 'list_scenarios', {});
    // Created in the same millisecond: their order is not part of the promise.
    expect(scenarios.body.data.scenarios.map((s: any) => s.label).sort()).toEqual([
      'Contact',
      'Home',
      'Pricing',
      'Product',
    ]);
    const run = async (tool: string) => {
      const started = await invokeOver(demo.url, key, tool, {});
      for (;;) {
        const status = await invokeOver(demo.url, key, 'get_run_status', {
          runId: started.body.data.runId,
        });
        if (!['queued', 'running'].includes(status.body.data.status)) return status.body.data;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    expect(await run('run_baseline')).toMatchObject({
      status: 'completed',
      summary: { total: 12, failed: 0 },
    });
    expect(await run('run_vrt')).toMatchObject({ status: 'completed', summary: { total: 12, passed: 12 } });
  });
});
