import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A bakery's contact page: a thank-you paragraph, with no role or class that marks it as a notice,
 * appears under the form once it is sent. Its catering page already thanks the visitor in its
 * introduction, and its form asks a required date.
 */
function bakerySite(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Maison Vidal</title></head><body><header><a href="/">Home</a> <a href="/contact">Contact</a> <a href="/catering">Catering</a></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const record = (path: string) => (req: http.IncomingMessage) => {
    received.push({ path, fields: Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams) });
    return page('Catering', '<p>Thank you for thinking of us.</p><p>Your date: please choose one.</p>');
  };
  return {
    '/': page('Maison Vidal', '<p>Bread and pastries since 1961.</p>'),
    '/contact': page(
      'Contact us',
      `<form id="c" onsubmit="event.preventDefault(); fetch('/contact/sent?' + new URLSearchParams(new FormData(this))); document.getElementById('thanks').hidden = false;">
<label for="e">Email</label><input id="e" type="email" name="email" required>
<label for="m">Message</label><textarea id="m" name="message"></textarea><button>Send</button></form>
<p id="thanks" hidden>Thanks, we will answer within a day.</p>`,
    ),
    '/contact/sent': (req: http.IncomingMessage) => {
      received.push({
        path: '/contact/sent',
        fields: Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams),
      });
      return 'ok';
    },
    '/catering': page(
      'Catering',
      `<p>Thank you for thinking of us.</p><form action="/catering/asked">
<label for="n">Guests</label><input id="n" name="guests" inputmode="numeric">
<label for="d">Date</label><input id="d" type="date" name="date" required><button>Ask for a quote</button></form>`,
    ),
    '/catering/asked': record('/catering/asked'),
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: "check a confirmation appears"', () => {
  const { world, walkAndRun } = walkSite(bakerySite);

  it('is met by the text the page shows once the form is sent, though nothing marks it as a notice', async () => {
    const sent = await walkAndRun(
      'Go to the contact page, leave your email ana@vidal.test and the message « Do you bake gluten-free? », send it and check a confirmation appears',
    );
    expect(sent).toEqual([
      { path: '/contact/sent', fields: { email: 'ana@vidal.test', message: 'Do you bake gluten-free?' } },
    ]);
  });

  it('is not met by a thank-you the page showed before the form was sent', async () => {
    const { h, t } = world;
    const res = await h.invoke(
      'create_frt_scenario',
      { goal: 'Catering: 40 guests, ask for a quote, check a confirmation appears', confirm: true },
      t.fullKey,
    );
    expect(res.body.ok, JSON.stringify(res.body.data?.gherkin ?? res.body)).toBe(false);
    expect(res.body.error.code).toBe('pipeline_blocked');
  });
});
