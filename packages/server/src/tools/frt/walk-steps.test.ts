import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { waitForRun } from '../../test-support/harness.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A ferry booking in three forms (passenger, berth, payment), each sent by its own "Next step" or
 * "Continue" button, that records what every form received: a goal gives all its values in one go
 * and the walk must carry each to its step.
 */
function ferrySite(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Tidewater Ferries</title></head><body><header><a href="/">Tidewater Ferries</a> <a href="/book">Book a crossing</a></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const record = (path: string, next: string) => (req: { url?: string }) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    received.push({ path, fields: Object.fromEntries(query) });
    return { body: '', status: 303, headers: { location: next } };
  };
  return {
    '/': page(
      'Crossings',
      '<p>Dover to Calais and Portsmouth to Caen, every day.</p><p><a href="/book">Book a crossing</a></p>',
    ),
    '/book': page(
      'Lead passenger',
      `<form action="/book/passenger"><label for="n">Full name</label><input id="n" name="name">
<label for="e">Email</label><input id="e" type="email" name="email">
<label for="r">Route</label><select id="r" name="route"><option value="dc">Dover → Calais</option><option value="pc">Portsmouth → Caen</option></select>
<button>Next step</button></form>`,
    ),
    '/book/passenger': record('/book/passenger', '/book/berth'),
    '/book/berth': page(
      'Berth',
      `<form action="/book/berth-sent"><fieldset><legend>Where you travel</legend>
<label><input type="radio" name="berth" value="seat" checked> Reclining seat</label>
<label><input type="radio" name="berth" value="cabin"> Private cabin</label></fieldset>
<label for="notes">Notes (optional)</label><textarea id="notes" name="notes"></textarea>
<button>Continue</button></form>`,
    ),
    '/book/berth-sent': record('/book/berth-sent', '/book/pay'),
    '/book/pay': page(
      'Payment',
      `<form action="/book/paid"><label for="c">Card number</label><input id="c" name="card" placeholder="0000 0000 0000 0000">
<label for="x">Expiry</label><input id="x" name="expiry" placeholder="MM/YY">
<label for="v">Security code</label><input id="v" name="cvc">
<label><input type="checkbox" name="terms" value="yes"> I agree to the conditions of carriage</label>
<button>Pay now</button></form>`,
    ),
    '/book/paid': (req: { url?: string }) => {
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      received.push({ path: '/book/paid', fields: Object.fromEntries(query) });
      return query.get('terms') === 'yes'
        ? page('Booking confirmed', '<p role="status">Your crossing is booked: TW-1042.</p>')
        : page('Payment', '<p role="alert">Please agree to the conditions of carriage.</p>');
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')(
  'FRT walk: a goal’s values reach every step of a sequence of forms',
  () => {
    const { world } = walkSite(ferrySite);
    const { received } = world;

    it('values given before the journey wait for their step; a berth word checks its option; the run sends them all', async () => {
      const goal =
        'Nora Vidal, nora@vidal.test, book a crossing from Portsmouth in a private cabin, card 4111 1111 1111 1111, expiry 09/29, security code 321, I agree to the conditions';
      const created = await world.h.invoke('create_frt_scenario', { goal, confirm: true }, world.t.fullKey);
      expect(created.body.ok, JSON.stringify(created.body, null, 1)).toBe(true);
      const placed = Object.fromEntries(
        created.body.data.values.map((v: { value: string; field: string }) => [v.field, v.value]),
      );
      expect(placed).toMatchObject({ Email: 'nora@vidal.test', 'Card number': '4111 1111 1111 1111' });
      expect(created.body.data.gherkin).toMatch(/I click "Next step"/);
      expect(created.body.data.gherkin).toMatch(/I click "Continue"/);

      // The feature's own run, on a clean record, sends every value to its step.
      received.length = 0;
      const run = await world.h.invoke(
        'run_frt_feature',
        { featureId: created.body.data.featureId, confirm: true },
        world.t.fullKey,
      );
      const status = await waitForRun(world.h, world.t.fullKey, run.body.data.runId);
      expect(status.data.status, created.body.data.gherkin).toBe('completed');
      const sent = Object.fromEntries(received.map((r) => [r.path, r.fields]));
      expect(sent['/book/passenger']).toMatchObject({
        name: 'Nora Vidal',
        email: 'nora@vidal.test',
        route: 'pc',
      });
      expect(sent['/book/berth-sent']).toMatchObject({ berth: 'cabin' });
      expect(sent['/book/paid']).toEqual({
        card: '4111 1111 1111 1111',
        expiry: '09/29',
        cvc: '321',
        terms: 'yes',
      });
    }, 180_000);

    it('bare words before anything is done are no check of the home page: refused, each way out said once', async () => {
      for (const goal of ['b', 'every day']) {
        const refused = await world.h.invoke('create_frt_scenario', { goal, confirm: true }, world.t.fullKey);
        expect(refused.body.ok, goal).toBe(false);
        expect(refused.body.error.code).toBe('pipeline_blocked');
        const labels = refused.body.nextActions.map((a: { label: string }) => a.label);
        expect(new Set(labels).size).toBe(labels.length);
      }
    }, 180_000);

    it('a goal naming what no page shows is refused, naming it, however far the walk went', async () => {
      const goal =
        'book a crossing to Rotterdam for Nora Vidal, nora@vidal.test, card 4111 1111 1111 1111, expiry 09/29, security code 321, I agree to the conditions';
      const refused = await world.h.invoke('create_frt_scenario', { goal, confirm: true }, world.t.fullKey);
      expect(refused.body.ok).toBe(false);
      expect(refused.body.error.code).toBe('pipeline_blocked');
      expect(refused.body.error.message).toMatch(/"Rotterdam"/);
      // What the walk did before it stopped is in the answer, to fix the goal from.
      expect(refused.body.data.walked).toEqual(
        expect.arrayContaining([expect.stringMatching(/Nora|nora@vidal\.test/)]),
      );
      const found = await world.h.invoke(
        'frt_find_scenarios',
        { query: 'crossing to Rotterdam' },
        world.t.fullKey,
      );
      expect(JSON.stringify(found.body.data)).not.toMatch(/Rotterdam/);
    }, 180_000);
  },
);
