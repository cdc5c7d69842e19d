import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * An estate agency's free valuation in three steps: the property (surface in m², rooms in a list),
 * the owner, then a summary page whose only form is its "Confirm my request" button. Each step
 * carries the ones before it in hidden fields; only the confirmation is recorded.
 */
function agency(received: Received) {
  const query = (req: http.IncomingMessage) =>
    Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
  const hidden = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${k}" value="${v.replace(/"/g, '&quot;')}">`)
      .join('');
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><nav><a href="/">Home</a> <a href="/valuation">Free valuation</a></nav></header><main><h1>${title}</h1>${body}</main>
<footer><form action="/newsletter"><label for="nl">Newsletter e-mail</label><input id="nl" type="email" name="nl"><button>Subscribe</button></form></footer></body></html>`;
  const rooms = ['1', '2', '3', '4', '5'].map((n) => `<option>${n}</option>`).join('');
  return {
    '/': page('Dumas Estate Agents', '<p>Buy, rent, sell in Saumur.</p>'),
    '/valuation': page(
      'Free valuation',
      `<form action="/valuation/owner"><label for="a">Address of the property</label><input id="a" name="address">
<label for="p">Postcode</label><input id="p" name="postcode" inputmode="numeric"><label for="t">Town</label><input id="t" name="town">
<label for="s">Floor area (m²)</label><input id="s" name="surface" inputmode="decimal">
<label for="r">Number of rooms</label><select id="r" name="rooms"><option value="">— Choose —</option>${rooms}</select>
<button>Continue</button></form>`,
    ),
    '/valuation/owner': (req: http.IncomingMessage) =>
      page(
        'Your details',
        `<form action="/valuation/summary">${hidden(query(req))}<label for="n">Full name</label><input id="n" name="name">
<label for="e">E-mail</label><input id="e" type="email" name="email"><button>Review my request</button></form>`,
      ),
    '/valuation/summary': (req: http.IncomingMessage) => {
      const q = query(req);
      return page(
        'Check your valuation request',
        `<dl><dt>Address</dt><dd>${q.address}, ${q.postcode} ${q.town}</dd><dt>Floor area</dt><dd>${q.surface} m²</dd><dt>Owner</dt><dd>${q.name}</dd></dl>
<form action="/valuation/done">${hidden(q)}<button>Confirm my valuation request</button></form>`,
      );
    },
    '/valuation/done': (req: http.IncomingMessage) => {
      received.push({ path: '/valuation/done', fields: query(req) });
      return page('Thank you', '<p role="status">Your request reference: VAL-2041</p>');
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')(
  'FRT walk: a summary to confirm, a surface in m2, a street with no comma',
  () => {
    const { walkAndRun } = walkSite(agency);

    it('"Valider le récap" reaches the summary and sends its one form; "68 m2" goes to the floor area', async () => {
      const sent = await walkAndRun(
        'Free valuation → 3 rooms, 68 m2, 12 rue Beaurepaire 49400 Saumur. Owner: Léa Fournier, lea@fournier.test. Valider le récap → ref VAL-',
      );
      expect(sent).toEqual([
        {
          path: '/valuation/done',
          fields: {
            address: '12 rue Beaurepaire',
            postcode: '49400',
            town: 'Saumur',
            surface: '68',
            rooms: '3',
            name: 'Léa Fournier',
            email: 'lea@fournier.test',
          },
        },
      ]);
    });

    it('"go all the way to the summary, confirm" sends the summary by its own button, after the two steps', async () => {
      const sent = await walkAndRun(
        'Flow free valuation in 3 steps: 2 rooms, 45 m2, 3 impasse des Vignes, 49260 Montreuil-Bellay. Owner: Paul Roy, paul@roy.test. Go all the way to the summary, confirm → check VAL-',
      );
      expect(sent).toEqual([
        {
          path: '/valuation/done',
          fields: {
            address: '3 impasse des Vignes',
            postcode: '49260',
            town: 'Montreuil-Bellay',
            surface: '45',
            rooms: '2',
            name: 'Paul Roy',
            email: 'paul@roy.test',
          },
        },
      ]);
    });
  },
);
