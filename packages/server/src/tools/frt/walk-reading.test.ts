import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { waitForRun } from '../../test-support/harness.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A pet and car insurer: product cards with the same "Details" link, a quote form sent by a "See my
 * price" button that answers "Please fill in: …" when a required field is empty, and a newsletter
 * form on the home page that takes any email.
 */
function insurerSite(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Bramble Mutual</title></head><body><header><a href="/">Home</a> <a href="/quote">Get a quote</a> <a href="/accessibility">Accessibility</a> <a href="/contact">Contact</a></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const card = (name: string, slug: string) =>
    `<article class="card"><h3>${name}</h3><p>Cover from €9 a month.</p><a href="/products/${slug}">Details</a></article>`;
  const quoteForm = (error = '') =>
    page(
      'Your quote',
      `${error ? `<div role="alert">${error}</div>` : ''}<form method="get" action="/quote/price">
<label for="reg">Registration number</label><input id="reg" name="registration" placeholder="AB-123-CD">
<label for="e">Email</label><input id="e" type="email" name="email">
<label for="t">Number of travellers</label><input id="t" name="travellers">
<button>See my price</button></form>`,
    );
  return {
    '/': page(
      'Insurance in plain English',
      `${card('Car insurance', 'car')}${card('Pet insurance', 'pet')}
<article class="card"><h3>Newsletter</h3><form action="/newsletter"><input type="email" name="email" aria-label="Email"><button>Subscribe</button></form></article>`,
    ),
    '/products/car': page('Car insurance', '<dl><dt>Courtesy car</dt><dd>7 days</dd></dl>'),
    '/products/pet': page('Pet insurance', '<dl><dt>Waiting period for illness</dt><dd>30 days</dd></dl>'),
    '/quote': quoteForm(),
    '/accessibility': page('Accessibility', '<p>Large-print documents on request.</p>'),
    '/contact': page(
      'Contact us',
      `<form action="/contact/sent"><label for="s">Subject</label><select id="s" name="subject"><option value="">Choose</option><option value="claims">Claims</option><option value="accessibility">Accessibility</option></select>
<label for="cn">Name</label><input id="cn" name="name"><label for="ce">Email</label><input id="ce" type="email" name="email"><button>Send</button></form>`,
    ),
    '/contact/sent': (req: { url?: string }) => {
      received.push({
        path: '/contact/sent',
        fields: Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams),
      });
      return page('Contact us', '<p role="status">Message sent.</p>');
    },
    '/documents': page(
      'Documents',
      `<form action="/documents/sent"><label for="y">Year</label><select id="y" name="year"><option>2024</option><option>2025</option></select>
<button name="action" value="download">Download PDF</button> <button name="action" value="email">Send by email</button></form>`,
    ),
    '/documents/sent': (req: { url?: string }) => {
      received.push({
        path: '/documents/sent',
        fields: Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams),
      });
      return page('Documents', '<p role="status">Done.</p>');
    },
    '/newsletter': (req: { url?: string }) => {
      received.push({
        path: '/newsletter',
        fields: Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams),
      });
      return page('Newsletter', '<p>You are subscribed.</p>');
    },
    '/quote/price': (req: { url?: string }) => {
      const fields = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
      received.push({ path: '/quote/price', fields });
      return fields.registration
        ? page('Your price', '<p role="status">Your quote is ready: €31 a month.</p>')
        : quoteForm('Please fill in: registration number.');
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')(
  'FRT walk: controls by their card, buttons by their words, forms the site sends back',
  () => {
    const { world, walkAndRun } = walkSite(insurerSite);
    const { received } = world;

    it('"Details in the Pet insurance card" is the Details link of that card', async () => {
      const goal =
        'Open the home page, then click Details in the Pet insurance card, then check that the waiting period for illness is 30 days.';
      const created = await world.h.invoke('create_frt_scenario', { goal, confirm: true }, world.t.fullKey);
      expect(created.body.ok, JSON.stringify(created.body, null, 1)).toBe(true);
      expect(created.body.data.gherkin).toMatch(/I click "Details" in "Pet insurance"/);
      expect(created.body.data.gherkin).toMatch(/I should see "30 days"/);
    }, 120_000);

    it('values go to the form that takes them all, not the newsletter’s email; "See my price" presses that button', async () => {
      const goal = 'quote: GH-456-JK, ana@bramble.test, 2 travellers, then See my price';
      const created = await world.h.invoke('create_frt_scenario', { goal, confirm: true }, world.t.fullKey);
      expect(created.body.ok, JSON.stringify(created.body, null, 1)).toBe(true);
      expect(created.body.data.gherkin).toMatch(/I click "See my price"/);
      received.length = 0;
      const run = await world.h.invoke(
        'run_frt_feature',
        { featureId: created.body.data.featureId, confirm: true },
        world.t.fullKey,
      );
      const status = await waitForRun(world.h, world.t.fullKey, run.body.data.runId);
      expect(status.data.status, created.body.data.gherkin).toBe('completed');
      expect(received).toEqual([
        {
          path: '/quote/price',
          fields: { registration: 'GH-456-JK', email: 'ana@bramble.test', travellers: '2' },
        },
      ]);
    }, 120_000);

    it('the words that filled a form with two buttons choose the one that sends it', async () => {
      const sent = await walkAndRun('open /documents, the 2025 statement sent by email (not the PDF)');
      expect(sent).toEqual([{ path: '/documents/sent', fields: { year: '2025', action: 'email' } }]);
    });

    it('a subject the contact form in view offers is chosen there, not the menu link of the same name', async () => {
      const sent = await walkAndRun(
        'Write to Bramble with the contact form, subject « Accessibility ». Name: Ada King, email ada@bramble.test. Send.',
      );
      expect(sent).toEqual([
        {
          path: '/contact/sent',
          fields: { subject: 'accessibility', name: 'Ada King', email: 'ada@bramble.test' },
        },
      ]);
    });

    it('a form the site refused stays a failure when the journey goes on to send another one', async () => {
      const goal =
        'quote for bo@bramble.test, 3 travellers, then See my price. Then open /documents, the 2025 statement sent by email, and check that it says Done.';
      const refused = await world.h.invoke('create_frt_scenario', { goal, confirm: true }, world.t.fullKey);
      expect(refused.body.ok, JSON.stringify(refused.body.data?.gherkin ?? refused.body)).toBe(false);
      expect(refused.body.error.message).toMatch(/Please fill in: registration number/);
    }, 120_000);

    it('a choice the goal asks for that no form offers is refused, not left out', async () => {
      const goal =
        'open /quote, fill Registration number with AB-123-CD, choose gift wrapping, then See my price';
      const refused = await world.h.invoke('create_frt_scenario', { goal, confirm: true }, world.t.fullKey);
      expect(refused.body.ok, JSON.stringify(refused.body.data?.gherkin ?? refused.body)).toBe(false);
      expect(refused.body.error.code).toBe('pipeline_blocked');
      expect(refused.body.error.message).toMatch(/gift wrapping/);
    }, 120_000);

    it('a form the site sends back with "Please fill in" is no success: the answer quotes the site', async () => {
      const goal = 'quote for bo@bramble.test, 3 travellers, then See my price';
      const refused = await world.h.invoke('create_frt_scenario', { goal, confirm: true }, world.t.fullKey);
      expect(refused.body.ok, JSON.stringify(refused.body.data?.gherkin ?? refused.body)).toBe(false);
      expect(refused.body.error.code).toBe('pipeline_blocked');
      expect(refused.body.error.message).toMatch(/Please fill in: registration number/);
      const found = await world.h.invoke('frt_find_scenarios', { query: 'quote for bo' }, world.t.fullKey);
      expect(JSON.stringify(found.body.data)).not.toMatch(/bo@bramble/);
    }, 120_000);
  },
);
