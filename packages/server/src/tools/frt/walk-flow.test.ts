import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, recordQuery, walkSite } from '../../test-support/walk-site.js';

/**
 * A harbour's cruise booking in three steps ("Step 1 of 3"), whose first page starts the booking
 * again (as many sites do: opening "Book a cruise" empties the basket), beside a gift voucher form
 * that would take a name and an e-mail too. The last step asks to accept the terms.
 */
function cruiseSite(received: Received) {
  let booking: Record<string, string> | null = null;
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Harbour Cruises</title></head><body><header><nav><a href="/">Home</a> <a href="/book">Book a cruise</a> <a href="/gifts">Gift vouchers</a></nav></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const record = (path: string, req: http.IncomingMessage) => recordQuery(received, path, req);
  return {
    '/': page(
      'Harbour Cruises',
      '<p>Sailings around the bay every day.</p><p><a href="/book">Book a cruise</a></p>',
    ),
    '/gifts': page(
      'Gift vouchers',
      `<form action="/gifts/sent"><label for="n">Your name</label><input id="n" name="name">
<label for="e">Email</label><input id="e" type="email" name="email">
<label for="w">When</label><input id="w" name="when"><button>Buy the voucher</button></form>`,
    ),
    '/gifts/sent': (req: http.IncomingMessage) => {
      record('/gifts/sent', req);
      return page('Voucher sent', '<p>Thank you.</p>');
    },
    '/book': () => {
      booking = {};
      return page(
        'Book a cruise',
        `<p>Step 1 of 3: the day</p><form action="/book/time"><label for="d">Day of the cruise</label>
<input id="d" type="date" name="date" min="2026-01-01" max="2027-12-31"><button>See the sailings</button></form>`,
      );
    },
    '/book/time': (req: http.IncomingMessage) => {
      const { date } = record('/book/time', req);
      if (!booking || !date) return page('Book a cruise', '<p role="alert">Choose a day first.</p>');
      booking.date = date;
      return page(
        'Book a cruise',
        `<p>Step 2 of 3: the sailing</p><form action="/book/details"><fieldset><legend>Sailing</legend>
<label><input type="radio" name="time" value="10:00"> 10:00</label>
<label><input type="radio" name="time" value="14:00"> 14:00</label></fieldset><button>Continue</button></form>`,
      );
    },
    '/book/details': (req: http.IncomingMessage) => {
      const { time } = record('/book/details', req);
      if (!booking?.date || !time)
        return page('Book a cruise', '<p role="alert">Your booking has expired.</p>');
      booking.time = time;
      return page(
        'Book a cruise',
        `<p>Step 3 of 3: who sails</p><form action="/book/done"><label for="n">Name</label><input id="n" name="name">
<label for="e">Email</label><input id="e" type="email" name="email">
<label for="p">Phone (optional)</label><input id="p" type="tel" name="phone">
<label><input type="checkbox" name="terms" value="yes"> I accept the terms and conditions</label>
<button>Book</button></form>`,
      );
    },
    '/book/done': (req: http.IncomingMessage) => {
      const fields = record('/book/done', req);
      if (!booking?.time) return page('Book a cruise', '<p role="alert">Your booking has expired.</p>');
      if (!fields.terms || !fields.name || !fields.email)
        return page(
          'Book a cruise',
          '<p role="alert">Please accept the terms and give your name and email.</p>',
        );
      return page('Booking confirmed', '<p>Your reference: <strong>CRU-4821</strong></p>');
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: a booking in steps', () => {
  const { world, walkAndRun } = walkSite(cruiseSite);

  it('takes each value to its step, never to another page whose visit would start the booking again', async () => {
    const sent = await walkAndRun(
      'Book a cruise: Saturday 12 December 2026, the 14:00 sailing, Ana Silva, ana@silva.test, no phone, confirm, and I’d like to see the booking reference at the end',
    );
    expect(sent).toEqual([
      { path: '/book/time', fields: { date: '2026-12-12' } },
      { path: '/book/details', fields: { time: '14:00' } },
      {
        path: '/book/done',
        fields: { name: 'Ana Silva', email: 'ana@silva.test', phone: '', terms: 'yes' },
      },
    ]);
  });

  it('ticks the terms box to send the last step, says so, and checks the reference by its letters', async () => {
    const { h, t } = world;
    const res = await h.invoke(
      'create_frt_scenario',
      {
        goal: 'Book a cruise: Saturday 12 December 2026, the 10:00 sailing, Ana Silva, ana@silva.test, book it. Je veux la ref CRU à la fin.',
        confirm: true,
      },
      t.fullKey,
    );
    expect(res.body.ok, JSON.stringify(res.body.error ?? res.body.data?.gherkin)).toBe(true);
    expect(res.body.data.gherkin).toContain('I check "I accept the terms and conditions"');
    expect(res.body.data.gherkin).toMatch(/Then I should see "CRU-"\s*$/);
    expect(res.body.summary).toContain('"yes" → "I accept the terms and conditions"');
  });
});

/** A theatre's tickets: the details step is sent by "Review my order", then a summary to confirm. */
function theatreSite(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Little Theatre</title></head><body><header><nav><a href="/">Home</a> <a href="/tickets">Tickets</a></nav></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const record = (path: string, req: http.IncomingMessage) => recordQuery(received, path, req);
  return {
    '/': page('Little Theatre', '<p>Tartuffe, every night at 8 pm.</p>'),
    '/tickets': page(
      'Tickets for Tartuffe',
      `<p>Step 1 of 2: your seats</p><form action="/tickets/review"><label for="s">Seats</label>
<select id="s" name="seats"><option>1</option><option>2</option><option>3</option></select>
<label for="n">Name</label><input id="n" name="name"><label for="e">Email</label><input id="e" type="email" name="email">
<button>Review my order</button></form>`,
    ),
    '/tickets/review': (req: http.IncomingMessage) => {
      const { seats, name } = record('/tickets/review', req);
      return page(
        'Your order',
        `<p>Step 2 of 2: check and confirm</p><p>${seats} seats for ${name}</p>
<form action="/tickets/confirm"><input type="hidden" name="order" value="T-1"><button>Confirm the order</button></form>`,
      );
    },
    '/tickets/confirm': (req: http.IncomingMessage) => {
      record('/tickets/confirm', req);
      return page('Order confirmed', '<p>Your reference: <strong>TIX-2231</strong></p>');
    },
  };
}

describe.runIf(TEST_DB === 'sqlite')('FRT walk: a summary after the details', () => {
  const { walkAndRun } = walkSite(theatreSite);

  it('"confirm the order" sends the details by their own button, then confirms the summary it leads to', async () => {
    expect(await walkAndRun('Tickets: 2 seats, Ana Silva, ana@silva.test, then confirm the order')).toEqual([
      { path: '/tickets/review', fields: { seats: '2', name: 'Ana Silva', email: 'ana@silva.test' } },
      { path: '/tickets/confirm', fields: { order: 'T-1' } },
    ]);
  });
});
