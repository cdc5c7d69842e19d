import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../test-support/harness.js';

describe('project tools', () => {
  let h: Harness;
  let t: Tenant;

  beforeAll(async () => {
    h = await startHarness();
    t = await h.tenant();
  });
  afterAll(() => h.close());

  it('create_project creates a project with a Production environment and suggests next steps', async () => {
    const { status, body } = await h.invoke(
      'create_project',
      { name: 'Café Shop', baseUrl: 'https://shop.example.com/fr/?utm=1#top', confirm: true },
      t.fullKey,
    );
    expect(status).toBe(200);
    expect(body.data.project).toMatchObject({ slug: 'cafe-shop', baseUrl: 'https://shop.example.com/fr' });
    expect(body.data.project.environments).toEqual([
      expect.objectContaining({
        name: 'Production',
        isDefault: true,
        baseUrl: 'https://shop.example.com/fr',
      }),
    ]);
    expect(body.nextActions.map((a: any) => a.tool)).toContain('check_setup_health');

    const list = await h.invoke('list_projects', {}, t.fullKey);
    expect(list.body.data.projects.map((p: any) => p.slug)).toEqual([t.projectSlug, 'cafe-shop']);
  });

  it('refuses a duplicate slug, a relative URL and a non-http scheme', async () => {
    const dup = await h.invoke(
      'create_project',
      { name: 'Café Shop', baseUrl: 'https://b.example', confirm: true },
      t.fullKey,
    );
    expect(dup.status).toBe(400);
    expect(dup.body.error.message).toMatch(/already exists/);
    const relative = await h.invoke(
      'create_project',
      { name: 'R', baseUrl: '/shop', confirm: true },
      t.fullKey,
    );
    expect(relative.body.error).toMatchObject({ code: 'validation_error' });
    expect(relative.body.error.message).toMatch(/baseUrl/);
    const ftp = await h.invoke(
      'create_project',
      { name: 'F', baseUrl: 'ftp://x.example', confirm: true },
      t.fullKey,
    );
    expect(ftp.body.error.message).toMatch(/only http and https/);
  });

  it('resolves the project by slug or id, the key default when omitted, and the environment by name or id', async () => {
    const bySlug = await h.invoke('get_project', { project: 'cafe-shop' }, t.fullKey);
    expect(bySlug.body.data.project.slug).toBe('cafe-shop');
    const byId = await h.invoke('get_project', { project: bySlug.body.data.project.id }, t.fullKey);
    expect(byId.body.data.project.slug).toBe('cafe-shop');
    // Two projects now: the key's default project answers when `project` is omitted.
    const byDefault = await h.invoke('get_project', {}, t.fullKey);
    expect(byDefault.body.data.project.slug).toBe(t.projectSlug);
    const envId = bySlug.body.data.environment.id;
    const env = await h.invoke('list_environments', { project: 'cafe-shop', environment: envId }, t.fullKey);
    expect(env.body.data.environments.map((e: any) => e.name)).toEqual(['Production']);
    const lower = await h.invoke(
      'get_project',
      { project: 'cafe-shop', environment: 'production' },
      t.fullKey,
    );
    expect(lower.body.data.environment.name).toBe('Production');
  });

  it('without a default project and with several projects, asks which one', async () => {
    const key = (await h.vq.services.keys.create({ orgId: t.orgId, kind: 'org', scopes: ['mcp_read'] })).key;
    const { status, body } = await h.invoke('get_project', {}, key);
    expect(status).toBe(422);
    expect(body.error.code).toBe('project_resolution_error');
    expect(body.error.message).toContain('cafe-shop');
  });
});

describe('network policy', () => {
  it('a server exposed beyond loopback refuses private and loopback base URLs unless allowed', async () => {
    const h = await startHarness({ allowPrivateNetwork: false });
    // A public address needs no DNS here, and nothing is sent to it.
    const t = await h.tenant({ baseUrl: 'https://93.184.215.14' });
    for (const baseUrl of [
      'http://127.0.0.1:8080',
      'http://169.254.169.254/latest',
      'http://10.1.2.3',
      'http://localhost:3000',
      'http://[::ffff:127.0.0.1]:8081',
      'http://[::ffff:7f00:1]:8081',
      'http://[::1]:8081',
      'http://[fd00::1]/',
      'http://100.64.1.1/',
      'http://0.0.0.0:8080',
    ]) {
      const { status, body } = await h.invoke(
        'create_project',
        { name: `P ${baseUrl}`, baseUrl, confirm: true },
        t.fullKey,
      );
      expect(status).toBe(400);
      expect(body.error.message).toMatch(/private or loopback|does not resolve/);
    }
    await h.close();
  });
});

describe('a project’s default engines', () => {
  let h: Harness;
  let t: Tenant;
  beforeAll(async () => {
    h = await startHarness();
    t = await h.tenant();
  });
  afterAll(() => h.close());

  const create = (project: string, label: string, extra: Record<string, unknown> = {}) =>
    h.invoke(
      'create_scenario',
      { project, label, url: `/${label.toLowerCase()}`, captureBaseline: false, confirm: true, ...extra },
      t.fullKey,
    );

  it('are what a new scenario gets, and scenarios that followed them follow a change', async () => {
    const made = await h.invoke(
      'create_project',
      { name: 'Two engines', baseUrl: 'http://127.0.0.1:9', browsers: ['firefox'], confirm: true },
      t.fullKey,
    );
    expect(made.body.data.project.browsers).toEqual(['firefox']);
    expect((await create('two-engines', 'Home')).body.data.scenario.browsers).toEqual(['firefox']);
    const own = await create('two-engines', 'Pricing', { browsers: ['chromium'] });
    expect(own.body.data.scenario.browsers).toEqual(['chromium']);

    const set = await h.invoke(
      'set_project_browsers',
      { project: 'two-engines', browsers: ['chromium', 'firefox'], confirm: true },
      t.fullKey,
    );
    expect(set.body.summary).toBe(
      'two-engines now uses chromium, firefox by default: 1 scenario(s) follow it, 1 keep their own engines.',
    );
    expect(set.body.data).toMatchObject({
      scenariosFollowing: ['Home'],
      scenariosKeepingTheirOwn: ['Pricing (chromium)'],
    });
    expect(set.body.nextActions[0]).toMatchObject({
      tool: 'run_baseline',
      args: { scenarios: ['Home'], browsers: ['chromium'] },
    });
    const listed = await h.invoke('list_scenarios', { project: 'two-engines' }, t.fullKey);
    expect(Object.fromEntries(listed.body.data.scenarios.map((s: any) => [s.label, s.browsers]))).toEqual({
      Home: ['chromium', 'firefox'],
      Pricing: ['chromium'],
    });
  });

  it('refuses an engine VisualQ does not drive, and changes nothing', async () => {
    const refused = await h.invoke(
      'set_project_browsers',
      { project: 'two-engines', browsers: ['safari'], confirm: true },
      t.fullKey,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'validation_error' });
    const project = await h.invoke('get_project', { project: 'two-engines' }, t.fullKey);
    expect(project.body.data.project.browsers).toEqual(['chromium', 'firefox']);
  });
});
