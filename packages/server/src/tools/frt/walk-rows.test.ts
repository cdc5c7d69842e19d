import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A broadband provider: a plan search whose box is called "Keywords" beside a radio group, and a
 * table of invoices where each unpaid row has its own "Pay" button and nothing but the row's text
 * tells the buttons apart. Every form sends a GET that the site records.
 */
function broadbandSite(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Lumen Broadband</title></head><body><header><a href="/">Lumen</a> <a href="/plans">Find a plan</a> <a href="/invoices">Invoices</a> <a href="/meter">Meter reading</a> <a href="/usage">Usage</a> <a href="/statements">Statements</a> <a href="/callback">Call me back</a> <a href="/visit">Engineer visit</a></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const record = (path: string, req: { url?: string }) => {
    const fields = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    received.push({ path, fields });
    return fields;
  };
  const row = (ref: string, due: string, paid: boolean) =>
    `<tr><td>${ref}</td><td>${due}</td><td>€39.00</td><td>${paid ? 'Paid' : `<form action="/pay"><input type="hidden" name="ref" value="${ref}"><button>Pay</button></form>`}</td></tr>`;
  return {
    '/': page('Fast broadband', '<p>Fibre and 5G plans for homes.</p>'),
    '/plans': page(
      'Find a plan',
      `<form action="/plans/results"><label for="k">Keywords</label><input id="k" name="keywords">
<fieldset><legend>Commitment</legend>
<label><input type="radio" name="term" value="none" checked> No commitment</label>
<label><input type="radio" name="term" value="12"> 12 months</label>
<label><input type="radio" name="term" value="24"> 24 months</label></fieldset>
<button>Search plans</button></form>`,
    ),
    '/plans/results': (req: { url?: string }) => {
      const { keywords, term } = record('/plans/results', req);
      return page('Plans found', `<p>2 plans for “${keywords}” (${term} months)</p>`);
    },
    '/invoices': page(
      'Invoices',
      `<table><thead><tr><th>Invoice</th><th>Due</th><th>Amount</th><th></th></tr></thead><tbody>
${row('INV-7741', '2026-09-30', true)}${row('INV-7802', '2026-10-31', false)}${row('INV-7863', '2026-11-30', false)}
</tbody></table>`,
    ),
    '/meter': page(
      'Meter reading',
      `<form action="/meter/sent"><label for="cp">Postcode</label><input id="cp" name="cp" maxlength="5">
<label for="m">Meter number</label><input id="m" name="meter">
<label for="r">Reading</label><input id="r" name="reading" oninput="this.value = this.value.replace(/\\D/g, '')">
<button>Send reading</button></form>`,
    ),
    '/meter/sent': (req: { url?: string }) => {
      record('/meter/sent', req);
      return page('Reading received', '<p role="status">Thank you, your reading is saved.</p>');
    },
    '/statements': page(
      'Statements',
      `<nav aria-label="Account"><a href="/account/usage">My usage</a></nav>
<table><thead><tr><th>Date</th><th>Statement</th><th></th></tr></thead><tbody>
<tr><td>12 October 2026</td><td>Data usage</td><td><a href="/statements/u-1012">View</a> <a href="/statements/u-1012.pdf">PDF</a></td></tr>
<tr><td>2 October 2026</td><td>Data usage</td><td><a href="/statements/u-1002">View</a> <a href="/statements/u-1002.pdf">PDF</a></td></tr>
<tr><td>2 October 2026</td><td>Calls</td><td><a href="/statements/c-1002">View</a> <a href="/statements/c-1002.pdf">PDF</a></td></tr>
</tbody></table>`,
    ),
    '/statements/u-1012': page('Statement', '<p>You used 17.9 GB.</p>'),
    '/statements/u-1002': page('Statement', '<p>You used 41.2 GB.</p>'),
    '/statements/c-1002': page('Statement', '<p>You called for 3 h 12 min.</p>'),
    '/visit': page(
      'Book an engineer visit',
      `<form action="/visit/booked"><table><tbody>
${['2026-10-05|Monday 5 October', '2026-10-06|Tuesday 6 October']
  .map((d) => d.split('|'))
  .map(
    ([iso, day]) =>
      `<tr><th>${day}</th><td>${['09:00', '14:30'].map((t) => `<button name="slot" value="${iso}T${t}">${t}</button>`).join(' ')}</td></tr>`,
  )
  .join('')}
</tbody></table></form>`,
    ),
    '/visit/booked': (req: { url?: string }) => {
      const { slot } = record('/visit/booked', req);
      return page('Visit booked', `<p role="status">An engineer comes on ${slot}.</p>`);
    },
    '/callback': page(
      'Call me back',
      `<form action="/callback/sent"><label for="ph">Phone</label><input id="ph" name="phone" type="tel"><button>Call me</button></form>`,
    ),
    '/callback/sent': (req: { url?: string }) => {
      record('/callback/sent', req);
      return page('We will call you', '<p role="status">We will call you back.</p>');
    },
    '/usage': page('Usage', '<p>How we count usage on every plan.</p>'),
    '/account/usage': page('My usage', '<p>This month: 23.4 GB of 100 GB.</p>'),
    '/pay': (req: { url?: string }) => {
      const { ref } = record('/pay', req);
      return page('Payment received', `<p role="status">Invoice ${ref} is paid.</p>`);
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: a search form with options, a row’s own button', () => {
  const { world, walkAndRun } = walkSite(broadbandSite);
  const { received } = world;

  it('a search whose words beside the searched ones choose an option of its form', async () => {
    const sent = await walkAndRun('sur Find a plan, rechercher « fibre » en 24 months');
    expect(sent).toEqual([{ path: '/plans/results', fields: { keywords: 'fibre', term: '24' } }]);
  }, 120_000);

  it('a click in the row that shows a code, which the run finds again by that row', async () => {
    const sent = await walkAndRun(
      'open the invoices, pay invoice INV-7863, then check it says INV-7863 is paid',
    );
    expect(sent).toEqual([{ path: '/pay', fields: { ref: 'INV-7863' } }]);
  }, 120_000);

  it('a row named by what it shows, opened by its own way in', async () => {
    const created = await world.h.invoke(
      'create_frt_scenario',
      {
        goal: 'go to the statements, open the data usage statement of 2 October, check it shows 41.2 GB',
        confirm: true,
      },
      world.t.fullKey,
    );
    expect(created.body.ok, JSON.stringify(created.body, null, 1)).toBe(true);
    expect(created.body.data.gherkin).toContain('I should see "41.2 GB"');
  }, 120_000);

  it('a page named as the goal writes it: "My usage", not the header’s "Usage"', async () => {
    const created = await world.h.invoke(
      'create_frt_scenario',
      { goal: 'open the statements, then go to My usage and check that it shows 23.4 GB', confirm: true },
      world.t.fullKey,
    );
    expect(created.body.ok, JSON.stringify(created.body, null, 1)).toBe(true);
    expect(created.body.data.gherkin).toContain('I open "/account/usage"');
  }, 120_000);

  it('a field’s length limit steers a long number to the field that takes it', async () => {
    const sent = await walkAndRun(
      'open the meter reading page, meter 12345678901234, postcode 75011, reading 4512, send',
    );
    expect(sent).toEqual([
      { path: '/meter/sent', fields: { cp: '75011', meter: '12345678901234', reading: '4512' } },
    ]);
  }, 120_000);

  it('a time among a table of days, each time a button of its own: the one in the day’s row', async () => {
    const sent = await walkAndRun('open the engineer visit page and take Tuesday 6 October at 14:30');
    expect(sent).toEqual([{ path: '/visit/booked', fields: { slot: '2026-10-06T14:30' } }]);
  }, 120_000);

  it('a value left once the journey’s form is sent is refused, never sent in another form', async () => {
    received.length = 0;
    const refused = await world.h.invoke(
      'create_frt_scenario',
      {
        goal: 'open the meter reading page, meter 12345678901234, postcode 75011, reading 4512, send. My phone is 0611223344.',
        confirm: true,
      },
      world.t.fullKey,
    );
    expect(refused.body.ok).toBe(false);
    expect(refused.body.error.code).toBe('pipeline_blocked');
    expect(refused.body.summary).toContain('0611223344');
    expect(received.map((r) => r.path)).not.toContain('/callback/sent');
  }, 120_000);

  it('a field that will not hold the value refuses the walk, never an internal error', async () => {
    const refused = await world.h.invoke(
      'create_frt_scenario',
      { goal: 'open the meter reading page, meter 12345678901234, reading twelve, send', confirm: true },
      world.t.fullKey,
    );
    expect(refused.body.ok).toBe(false);
    expect(refused.body.error.code).toBe('pipeline_blocked');
    expect(refused.body.error.message).toMatch(/Reading.*holds/);
  }, 120_000);
});
