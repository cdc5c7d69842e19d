import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A tea shop: one card per product, each with its own Quantity field and "Add to basket" button
 * (the forms differ only by their heading); a delivery form whose zones all start with "Zone"; and
 * a sign-in leading to an account page with no way to change a password. Every form sends a GET
 * that the site records.
 */
function teaShop(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Leaf &amp; Co</title></head><body><header><a href="/">Shop</a> <a href="/delivery">Delivery</a> <a href="/loyalty">Loyalty card</a> <a href="/signin">Sign in</a></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const record = (path: string, req: { url?: string }) => {
    const fields = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    received.push({ path, fields });
    return fields;
  };
  const card = (id: string, name: string, price: string) =>
    `<article><h2>${name}</h2><p>${price}</p><form action="/basket/add"><input type="hidden" name="product" value="${id}">
<label for="q-${id}">Quantity</label><input id="q-${id}" name="qty" type="number" min="1" value="1" required>
<button>Add to basket</button></form></article>`;
  return {
    '/': page(
      'Our teas',
      card('earl', 'Earl Grey 250 g', '€9.00') +
        card('green', 'Green tea 100 g', '€7.50') +
        card('rooibos', 'Rooibos vanilla', '€8.20'),
    ),
    '/basket/add': (req: { url?: string }) => {
      const { product, qty } = record('/basket/add', req);
      return page('Basket', `<p role="status">${qty} × ${product} added to your basket.</p>`);
    },
    '/delivery': page(
      'Delivery',
      `<form action="/delivery/sent"><label for="n">Full name</label><input id="n" name="name" required>
<label for="z">Delivery zone</label><select id="z" name="zone"><option value="A">Zone A — Centre</option><option value="B">Zone B — North</option><option value="C">Zone C — Harbour</option></select>
<button>Send</button></form>`,
    ),
    '/delivery/sent': (req: { url?: string }) => {
      const { zone } = record('/delivery/sent', req);
      return page('Delivery booked', `<p role="status">Delivery booked in zone ${zone}.</p>`);
    },
    '/signin': page(
      'Sign in',
      `<form action="/account"><label for="e">Email</label><input id="e" name="email" type="email">
<label for="p">Password</label><input id="p" name="password" type="password"><button>Sign in</button></form>`,
    ),
    '/account': (req: { url?: string }) => {
      record('/account', req);
      return page('Your account', '<p>Orders: none yet.</p><a href="/account/settings">Settings</a>');
    },
    '/account/settings': page('Settings', '<p>Newsletter: on.</p>'),
    '/loyalty': page(
      'Loyalty card',
      `<form action="/loyalty/sent"><label for="ln">Full name</label><input id="ln" name="name" required>
<fieldset><legend>Already a customer?</legend>
<label><input type="radio" name="customer" value="yes" onchange="document.getElementById('shop').hidden = false"> Yes</label>
<label><input type="radio" name="customer" value="no" onchange="document.getElementById('shop').hidden = true"> No</label></fieldset>
<p id="shop" hidden><label for="sh">Your shop</label><select id="sh" name="shop"><option value="">Choose</option><option value="north">North shop</option><option value="quay">Quay shop</option></select></p>
<button>Ask for my card</button></form>`,
    ),
    '/passes': page(
      'Tasting passes',
      `<table>${['Morning', 'Evening']
        .map(
          (p) =>
            `<tr><th>${p} pass</th><td><form action="/passes/add"><input type="hidden" name="pass" value="${p.toLowerCase()}"><label>Quantity <input type="number" name="qty" value="1"></label> <button>Add</button></form></td></tr>`,
        )
        .join('')}</table>`,
    ),
    '/passes/add': (req: { url?: string }) => {
      record('/passes/add', req);
      return page('Basket', '<p role="status">Added.</p>');
    },
    '/loyalty/sent': (req: { url?: string }) => {
      record('/loyalty/sent', req);
      return page('Card on its way', '<p role="status">Your loyalty card is on its way.</p>');
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')(
  'FRT walk: which of alike forms, options and a journey that only signs in',
  () => {
    const { world, walkAndRun } = walkSite(teaShop);
    const { received } = world;

    const create = (goal: string) =>
      world.h.invoke('create_frt_scenario', { goal, confirm: true }, world.t.fullKey);

    it('a quantity given right after the press goes to the card the goal names', async () => {
      const sent = await walkAndRun('add the Rooibos vanilla to the basket, quantity 3');
      expect(sent).toEqual([{ path: '/basket/add', fields: { product: 'rooibos', qty: '3' } }]);
    }, 120_000);

    it('two cards joined by "+" each take their own count', async () => {
      const sent = await walkAndRun('ajoute 2 Rooibos vanillas + 1 green tea au basket');
      expect(sent).toEqual([
        { path: '/basket/add', fields: { product: 'rooibos', qty: '2' } },
        { path: '/basket/add', fields: { product: 'green', qty: '1' } },
      ]);
    }, 120_000);

    it('a card named in the other language takes the count given with the press', async () => {
      const sent = await walkAndRun('ajouter 2 thés verts au panier');
      expect(sent).toEqual([{ path: '/basket/add', fields: { product: 'green', qty: '2' } }]);
    }, 120_000);

    it('values for alike forms whose words name none of them are refused, naming them, and nothing is sent', async () => {
      received.length = 0;
      const refused = await create('add 2 jasmine pearls to the basket');
      expect(refused.body.ok).toBe(false);
      expect(refused.body.error.code).toBe('pipeline_blocked');
      expect(refused.body.summary).toContain('"Earl Grey 250 g"');
      expect(refused.body.summary).not.toContain('no start path');
      expect(received).toEqual([]);
    }, 120_000);

    it('rows of one table, alike forms under one heading, are told apart by their row: one it lacks is refused', async () => {
      received.length = 0;
      const refused = await create('open /passes, buy 3 backstage passes');
      expect(refused.body.ok).toBe(false);
      expect(refused.body.error.code).toBe('pipeline_blocked');
      expect(received).toEqual([]);
    }, 120_000);

    it('a word every option shares ("zone") chooses none of them', async () => {
      received.length = 0;
      const created = await create('open the delivery page, name Ada King, zone F, send');
      expect(created.body.ok).toBe(false);
      expect(received.filter((r) => r.fields.zone === 'A')).toEqual([]);
    }, 120_000);

    it('a field the form shows once a choice is made is filled before the form is sent', async () => {
      const sent = await walkAndRun(
        'open the loyalty card page, name Ada King, already a customer: yes, shop: Quay, send',
      );
      expect(sent).toEqual([
        { path: '/loyalty/sent', fields: { name: 'Ada King', customer: 'yes', shop: 'quay' } },
      ]);
    }, 120_000);

    it('a journey that only signs in does not stand for what the rest of the goal asks', async () => {
      const refused = await create(
        'I’d like to check that ana (ana@leaf.test / Tea-pot-7) can change her password from the Settings page.',
      );
      expect(refused.body.ok).toBe(false);
      expect(refused.body.error.code).toBe('pipeline_blocked');
      expect(refused.body.summary).toMatch(/only signed in.*"change"/);
    }, 120_000);
  },
);
