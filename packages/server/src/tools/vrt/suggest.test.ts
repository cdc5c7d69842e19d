import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const page = (title: string, links: string[] = []) =>
  `<!doctype html><title>${title} | Tea Shop</title><h1>${title}</h1>${links.map((l) => `<a href="${l}">${l}</a>`).join('')}`;

describe('what to screenshot: page groups and scenario suggestions', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;
  const invoke = async (tool: string, args: object) => (await h.invoke(tool, args, t.fullKey)).body;

  beforeAll(async () => {
    site = await startSite({
      '/shop': page('Home', [
        '/shop/tea/sencha',
        '/shop/tea/oolong',
        '/shop/tea/matcha',
        '/shop/about',
        '/shop/orders/1042',
      ]),
      '/shop/tea/sencha': page('Sencha', ['/shop']),
      '/shop/tea/oolong': page('Oolong'),
      '/shop/tea/matcha': page('Matcha'),
      '/shop/about': page('About us'),
      '/shop/orders/1042': page('Order 1042'),
      '/elsewhere': page('Not the shop'),
    });
    h = await startHarness();
    t = await h.tenant({ baseUrl: `${site.url}/shop` });
    const created = await invoke('create_scenario', {
      label: 'Home',
      url: '/',
      viewports: ['desktop'],
      captureBaseline: false,
      confirm: true,
    });
    expect(created.ok, JSON.stringify(created)).toBe(true);
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('get_page_groups groups the pages by template and names the scenarios that show each', async () => {
    const answer = await invoke('get_page_groups', {});
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    const groups = Object.fromEntries(answer.data.groups.map((g: any) => [g.pattern, g]));
    expect(Object.keys(groups).sort()).toEqual([
      '/shop',
      '/shop/about',
      '/shop/orders/:id',
      '/shop/tea/:slug',
    ]);
    expect(groups['/shop/tea/:slug']).toMatchObject({ pages: 3, coveredBy: [] });
    expect(groups['/shop'].coveredBy).toEqual(['Home']);
    expect(answer.nextActions[0].tool).toBe('suggest_quick_scenarios');
  });

  it('suggest_quick_scenarios proposes one scenario per uncovered group, and its call creates it', async () => {
    const answer = await invoke('suggest_quick_scenarios', {});
    const byUrl = Object.fromEntries(answer.data.suggestions.map((s: any) => [s.url, s]));
    expect(Object.keys(byUrl).sort()).toEqual(['/about', '/orders/1042', '/tea/sencha']);
    expect(byUrl['/tea/sencha'].label).toBe('Sencha');
    expect(byUrl['/tea/sencha'].why).toMatch(/3 pages of \/shop\/tea\/:slug/);
    // The call the answer carries is a working create_scenario call.
    const create = answer.nextActions.find((a: any) => a.args.url === '/tea/sencha');
    const created = await invoke(create.tool, {
      ...create.args,
      viewports: ['desktop'],
      captureBaseline: false,
    });
    expect(created.ok, JSON.stringify(created)).toBe(true);
    const again = await invoke('suggest_quick_scenarios', {});
    expect(again.data.suggestions.map((s: any) => s.url)).not.toContain('/tea/sencha');
    expect(again.data.suggestions.map((s: any) => s.url)).not.toContain('/tea/oolong');
  });

  it('suggest_scenario and generate_scenarios: a shown page names its scenario, a new one gets a free label', async () => {
    const shown = await invoke('suggest_scenario', { url: '/tea/sencha' });
    expect(shown.data).toMatchObject({ existing: ['Sencha'], suggestion: null });
    const fresh = await invoke('generate_scenarios', { urls: ['/tea/oolong', '/about', '/missing'] });
    expect(fresh.data.suggestions).toEqual([
      { label: 'Oolong', url: '/tea/oolong', why: expect.any(String) },
      { label: 'About us', url: '/about', why: expect.any(String) },
    ]);
    expect(fresh.warnings.join(' ')).toMatch(/missing: the page answered 404/);
    // Another host is refused before anything is fetched.
    const foreign = await h.invoke('suggest_scenario', { url: 'http://127.0.0.1:9/x' }, t.fullKey);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('validation_error');
  });
});
