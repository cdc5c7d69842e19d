import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processEnv, TEST_DB } from '../src/test-support/database.js';
import { cli, invokeOver, type ServerProcess, spawnVisualQ } from '../src/test-support/process.js';

// The CLI's commands do not depend on the engine; restart and worker tests run them on PostgreSQL.
describe.runIf(TEST_DB === 'sqlite')('visualq CLI', () => {
  let env: Record<string, string | undefined>;
  let removeEnv: () => Promise<void>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ({ env, remove: removeEnv } = await processEnv('visualq-cli-'));
  });
  afterAll(async () => {
    await server?.kill();
    await removeEnv();
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
    // A revocation by another process shows within the second the server remembers keys for.
    await expect
      .poll(async () => (await invokeOver(server!.url, key, 'list_projects', {})).status, { timeout: 3_000 })
      .toBe(401);
    expect(server.output()).not.toContain(key);
  });

  it('keys revoke of an unknown key fails with a non-zero exit and says how to find ids', async () => {
    await expect(cli(['keys', 'revoke', 'key_doesnotexist'], env)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/no active key key_doesnotexist/),
    });
  });

  it('environments create and list, with a base URL of its own', async () => {
    await cli(
      ['projects', 'create', '--org', 'acme', '--name', 'Shop', '--base-url', 'http://127.0.0.1:9/'],
      env,
    );
    const created = JSON.parse(
      await cli(
        [
          'environments',
          'create',
          '--org',
          'acme',
          '--project',
          'shop',
          '--name',
          'staging',
          '--base-url',
          'http://127.0.0.1:10',
        ],
        env,
      ),
    );
    expect(created).toMatchObject({ name: 'staging', baseUrl: 'http://127.0.0.1:10', isDefault: false });
    const listed = JSON.parse(await cli(['environments', 'list', '--org', 'acme', '--project', 'shop'], env));
    expect(listed.map((e: any) => e.name)).toEqual(['Production', 'staging']);
    await expect(
      cli(['environments', 'create', '--org', 'acme', '--project', 'shop', '--name', 'Staging'], env),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/already has an environment/) });
  });

  it('the README’s bins run from the repository without reaching any registry', async () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const run = (args: string[]) =>
      promisify(execFile)('npx', ['--no-install', ...args], { cwd: root, env: { ...process.env, ...env } });
    expect((await run(['visualq', 'help'])).stdout).toMatch(/visualq <command>/);
    const setup = await run(['visualq-mcp', 'setup', 'claude']);
    const config = JSON.parse(setup.stdout.split('\n').slice(1).join('\n'));
    expect(config.mcpServers.visualq.command).toBe('node');
    expect(path.isAbsolute(config.mcpServers.visualq.args[0])).toBe(true);
  });
});
