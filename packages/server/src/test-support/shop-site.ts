import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import { type Harness, startHarness, type Tenant } from './harness.js';
import { startSite, type TestSite } from './site.js';

export const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/catalog">Catalog</a> <a href="/account">My account</a> <a href="/cart">Cart</a></nav><main>${body}</main></body></html>`;

const products = [
  ['red-shoes', 'Red shoes', '49.90'],
  ['linen-cushion', 'Linen cushion', '19.00'],
  ['blue-mug', 'Blue mug', '9.50'],
];

/** A small shop: catalog with search, product pages with an add-to-cart button, forms, tabs, login. */
export function shop(): Record<string, Parameters<typeof startSite>[0][string]> {
  return {
    '/': page('Home', '<h1>Welcome to the shop</h1><a href="/contact">Contact us</a>'),
    '/catalog': (req) => {
      const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q')?.toLowerCase() ?? '';
      const list = products
        .filter(
          ([, name]) => !q || name.toLowerCase().includes(q) || (q === 'coussin' && name.includes('cushion')),
        )
        .map(
          ([slug, name, price]) =>
            `<li class="product-card"><a href="/product/${slug}">${name}</a> <span>€${price}</span></li>`,
        )
        .join('');
      return page(
        'Catalog',
        `<h1>Catalog</h1><form action="/catalog"><input type="search" name="q" placeholder="Search products" aria-label="Search"></form><ul class="products">${list || '<li>No result</li>'}</ul>`,
      );
    },
    ...Object.fromEntries(
      products.map(([slug, name, price]) => [
        `/product/${slug}`,
        page(
          name,
          `<h1>${name}</h1><p>€${price}</p><label>Size <select name="size"><option>Small</option><option>Large</option></select></label>
        <button id="add" onclick="document.getElementById('msg').textContent='Added to cart'">Add to cart</button><p id="msg"></p>`,
        ),
      ]),
    ),
    '/contact': page(
      'Contact',
      `<h1>Contact</h1><form onsubmit="event.preventDefault(); document.getElementById('done').textContent='Thanks, we will answer soon'">
      <label for="email">Email</label><input id="email" type="email">
      <label for="cur">Currency</label><select id="cur"><option>USD</option><option>EUR</option></select>
      <label><input type="checkbox" id="terms"> I accept the terms</label>
      <button type="submit">Send</button></form><p id="done"></p>`,
    ),
    '/account': (req) =>
      /session=ok/.test(req.headers.cookie ?? '')
        ? page(
            'Account',
            `<h1>My account</h1><div role="tablist"><button role="tab" onclick="document.getElementById('panel').textContent='No order yet'">Orders</button><button role="tab" onclick="document.getElementById('panel').textContent='Your addresses'">Addresses</button></div><div id="panel"></div>`,
          )
        : {
            body: page(
              'Login',
              `<h1>Sign in</h1><form onsubmit="event.preventDefault(); document.cookie='session=ok; path=/'; location.href='/account'"><label for="u">Username</label><input id="u"><label for="p">Password</label><input id="p" type="password"><button>Sign in</button></form>`,
            ),
          },
  };
}

/**
 * The shop served on loopback, a server listening on a real port (screenshot, trace and image
 * links are fetched over HTTP) and a tenant whose project has a login feature.
 */
export async function startShop(overrides: Partial<Config> = {}): Promise<{
  h: Harness;
  t: Tenant;
  site: TestSite;
  close(): Promise<void>;
}> {
  const site = await startSite(shop());
  const h = await startHarness(overrides);
  const t = await h.tenant({ baseUrl: site.url });
  await h.listen();
  const login = await h.invoke(
    'frt_save_feature_draft',
    {
      name: 'Login',
      isLogin: true,
      gherkin: `Feature: Login\n  Scenario: Sign in\n    Given I open "/account"\n    When I fill "Username" with "ada"\n    And I fill "Password" with "secret"\n    And I click "Sign in"\n    Then I should see "My account"\n`,
      confirm: true,
    },
    t.fullKey,
  );
  if (!login.body.ok) throw new Error(`login feature not saved: ${login.body.summary}`);
  return {
    h,
    t,
    site,
    async close() {
      await h.close();
      await site.close();
    },
  };
}

export type Shop = Awaited<ReturnType<typeof startShop>>;

/** The shop for one describe block's tests: started before them, handed to `ready`, closed after. */
export function useShop(ready: (shop: Shop) => void, overrides: Partial<Config> = {}): void {
  let shop: Shop | undefined;
  beforeAll(async () => {
    shop = await startShop(overrides);
    ready(shop);
  });
  afterAll(() => shop?.close());
}
