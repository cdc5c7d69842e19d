import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A letting agent's property alerts: the page lists the visitor's saved alerts (one per town) above
 * the form for a new one, which asks a type, a top budget and an e-mail but no town.
 */
function alertsSite(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Loire Lettings</title></head><body><header><a href="/">Home</a> <a href="/alerts">My alerts</a></header><main><h1>${title}</h1>${body}</main></body></html>`;
  return {
    '/': page('Loire Lettings', '<p>Homes to rent along the Loire.</p>'),
    '/alerts': page(
      'My alerts',
      `<ul><li>Saumur · flat · up to 700 €</li><li>Angers · house · up to 1100 €</li></ul>
<h2>New alert</h2><form action="/alerts/new">
<label for="t">Property type</label><select id="t" name="type"><option>Flat</option><option>House</option></select>
<label for="b">Budget max (€)</label><input id="b" name="budget" inputmode="numeric">
<label for="e">E-mail</label><input id="e" type="email" name="email"><button>Create the alert</button></form>`,
    ),
    '/alerts/new': (req: http.IncomingMessage) => {
      received.push({
        path: '/alerts/new',
        fields: Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams),
      });
      return page('Alert saved', '<p role="status">We will write when a home matches.</p>');
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: no value the goal gives is dropped', () => {
  const { world, walkAndRun } = walkSite(alertsSite);

  it('a bare town no field takes is refused, not read as a text the alerts list happens to show', async () => {
    const { h, t } = world;
    const res = await h.invoke(
      'create_frt_scenario',
      {
        goal: 'My alerts, new alert: house, Saumur, budget max 900, ana@loire.test, create the alert',
        confirm: true,
      },
      t.fullKey,
    );
    expect(res.body.ok, JSON.stringify(res.body.data?.gherkin ?? res.body)).toBe(false);
    expect(res.body.error.code).toBe('pipeline_blocked');
    expect(res.body.error.message).toContain('nothing the walk met takes "Saumur"');
  });

  it('the same goal without the town sends every value', async () => {
    const sent = await walkAndRun(
      'My alerts, new alert: house, budget max 900, ana@loire.test, create the alert',
    );
    expect(sent).toEqual([
      { path: '/alerts/new', fields: { type: 'House', budget: '900', email: 'ana@loire.test' } },
    ]);
  });
});

/** A callback request: a phone, a time of day, and a free comment the visitor may leave empty. */
function callbackSite(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  return {
    '/': page(
      'Call me back',
      `<form action="/asked"><label for="p">Phone</label><input id="p" type="tel" name="phone">
<label for="w">When</label><select id="w" name="when"><option>Morning</option><option>Afternoon</option></select>
<label for="c">Comment</label><textarea id="c" name="comment"></textarea><button>Call me back</button></form>`,
    ),
    '/asked': (req: http.IncomingMessage) => {
      received.push({
        path: '/asked',
        fields: Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams),
      });
      return page('Thank you', '<p role="status">We will call you.</p>');
    },
  };
}

describe.runIf(TEST_DB === 'sqlite')('FRT walk: a field the goal says to leave empty', () => {
  const { walkAndRun } = walkSite(callbackSite);

  it('"no comment" leaves that field empty and sends the rest, as "pas de commentaire" does', async () => {
    for (const goal of [
      'Call me back: 06 12 34 56 78, afternoon, no comment, call me back',
      'Rappel : 06 12 34 56 78, afternoon, pas de commentaire, envoyer',
    ])
      expect(await walkAndRun(goal)).toEqual([
        { path: '/asked', fields: { phone: '06 12 34 56 78', when: 'Afternoon', comment: '' } },
      ]);
  });
});

/** A wedding florist's quote request: a date, tables, a yes/no question, a free text, a contact. */
function quoteSite(received: Received) {
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><a href="/">Home</a> <a href="/weddings">Weddings</a> <a href="/contact">Contact</a></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const record = (path: string) => (req: http.IncomingMessage) => {
    received.push({ path, fields: Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams) });
    return page(
      'Thank you',
      `<p role="status">Request received: ${path === '/quote' ? 'EVT' : 'MSG'}-2231.</p>`,
    );
  };
  return {
    '/': page('Blooms', '<p>Flowers for every day.</p>'),
    '/weddings': page(
      'Wedding flowers: request a quote',
      `<form action="/quote"><label for="t">Number of tables</label><input id="t" type="number" name="tables">
<fieldset><legend>Flower arch for the ceremony</legend><label><input type="radio" name="arch" value="yes"> Yes</label><label><input type="radio" name="arch" value="no"> No</label></fieldset>
<label for="d">Tell us about your plans (optional)</label><textarea id="d" name="details"></textarea>
<label for="e">Email</label><input id="e" type="email" name="email"><button>Request a quote</button></form>`,
    ),
    '/contact': page(
      'Contact',
      `<form action="/message"><label for="m">Your message</label><textarea id="m" name="message"></textarea>
<label for="e">Your email</label><input id="e" type="email" name="email"><button>Send</button></form>`,
    ),
    '/quote': record('/quote'),
    '/message': record('/message'),
  };
}

describe.runIf(TEST_DB === 'sqlite')('FRT walk: values told the way a client writes', () => {
  const { walkAndRun } = walkSite(quoteSite);

  it('a yes/no question named by its words is answered, and a text put in the box named before it', async () => {
    expect(
      await walkAndRun(
        'Could you fill in the wedding quote for us? We’ll have 12 tables, and we’d really love a flower arch for the ceremony. In the box about our plans, please write: "White and green, with eucalyptus." Email ana@blooms.test, then send it and let me know the reference you get.',
      ),
    ).toEqual([
      {
        path: '/quote',
        fields: {
          tables: '12',
          arch: 'yes',
          details: 'White and green, with eucalyptus.',
          email: 'ana@blooms.test',
        },
      },
    ]);
    expect(await walkAndRun('Wedding quote: 8 tables, no flower arch, email lea@blooms.test, send')).toEqual([
      { path: '/quote', fields: { tables: '8', arch: 'no', details: '', email: 'lea@blooms.test' } },
    ]);
  });

  it('a time told in the story and again inside the message is typed with the message, not refused', async () => {
    expect(
      await walkAndRun(
        'My daughter only gets home after 18:30… Could you use the contact form for me? Message: « Could you deliver after 18:30 instead? » Email ana@blooms.test, send.',
      ),
    ).toEqual([
      {
        path: '/message',
        fields: { message: 'Could you deliver after 18:30 instead?', email: 'ana@blooms.test' },
      },
    ]);
  });
});
