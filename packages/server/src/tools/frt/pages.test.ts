import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, startHarness, type Tenant } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const PAGE = `<!doctype html><title>Newsletter</title>
<style>.burger { display: none } @media (max-width: 500px) { .burger { display: block } }</style>
<button class="burger">Menu</button>
<form><label for="e">Email address</label><input id="e" type="email" placeholder="you@example.com">
<label><input type="checkbox"> Weekly digest</label><button type="submit">Subscribe</button></form>`;

// Reading a page is the browser's part: it does not depend on the database.
describe.runIf(TEST_DB === 'sqlite')('reading a live page: inspect_page_dom and find_element_on_page', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;

  beforeAll(async () => {
    site = await startSite({ '/news': PAGE });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('lists what a person can act on at the viewport asked for', async () => {
    const names = async (viewport: string) => {
      const { body } = await h.invoke('inspect_page_dom', { url: '/news', viewport }, t.fullKey);
      expect(body.ok, JSON.stringify(body)).toBe(true);
      return body.data.elements.map((e: { name: string }) => e.name);
    };
    expect(await names('desktop')).toEqual(expect.arrayContaining(['Email address', 'Subscribe']));
    expect(await names('desktop')).not.toContain('Menu');
    expect(await names('phone')).toContain('Menu');
  });

  it('finds the element a description means, with a selector that names it alone', async () => {
    const { body } = await h.invoke(
      'find_element_on_page',
      { url: '/news', description: 'the email field' },
      t.fullKey,
    );
    const [best] = body.data.candidates;
    expect(best).toMatchObject({ role: 'textbox', label: 'Email address' });
    expect(best.selector).toMatch(/#e|email/);
  });

  it('refuses a viewport it does not know and a page on another host', async () => {
    const viewport = await h.invoke('inspect_page_dom', { url: '/news', viewport: 'watch' }, t.fullKey);
    expect(viewport.status).toBe(400);
    expect(viewport.body.error.message).toMatch(/viewport: "watch" is not phone, tablet, desktop/);
    const foreign = await h.invoke('inspect_page_dom', { url: 'http://127.0.0.1:9/' }, t.fullKey);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('validation_error');
  });
});
