import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, recordQuery, walkSite } from '../../test-support/walk-site.js';

/**
 * A club whose menu leads first to a blank membership form (name and address) and then to the
 * member's account, whose form holds the address on file.
 */
function clubSite(received: Received) {
  let address = { street: '3 rue des Tilleuls', postcode: '42600', town: 'Savigneux' };
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Forez Club</title></head><body><header><nav><a href="/">Home</a> <a href="/join">Join the club</a> <a href="/account">My account</a></nav></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const addressFields = (a: typeof address) =>
    `<label for="s">Address</label><input id="s" name="street" value="${a.street}">
<label for="p">Postcode</label><input id="p" name="postcode" value="${a.postcode}">
<label for="t">Town</label><input id="t" name="town" value="${a.town}">`;
  return {
    '/': page('Forez Club', '<p>Walks and talks around Montbrison.</p>'),
    '/join': page(
      'Join the club',
      `<h2>Your address</h2><form action="/join/sent"><label for="n">Full name</label><input id="n" name="name">
${addressFields({ street: '', postcode: '', town: '' })}<button>Join</button></form>`,
    ),
    '/join/sent': (req: http.IncomingMessage) => {
      recordQuery(received, '/join/sent', req);
      return page('Welcome', '<p>Welcome to the club.</p>');
    },
    '/account': page(
      'My account',
      `<p>Member since 2019.</p><h2>My address</h2><p>On file: ${address.street}, ${address.postcode} ${address.town}</p>
<form action="/account/address">${addressFields(address)}<button>Save the address</button></form>`,
    ),
    '/account/address': (req: http.IncomingMessage) => {
      const sent = recordQuery(received, '/account/address', req);
      address = { street: sent.street, postcode: sent.postcode, town: sent.town };
      return page(
        'My account',
        `<p role="status">Address saved: ${address.street}, ${address.postcode} ${address.town}</p>`,
      );
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: an update goes to the form that holds the value', () => {
  const { walkAndRun } = walkSite(clubSite);

  it('"update my address" fills the account’s address form, not the blank one of the join page', async () => {
    expect(
      await walkAndRun(
        'Update my address: 27 boulevard Lachèze, 42600 Montbrison, then check the new address shows',
      ),
    ).toEqual([
      {
        path: '/account/address',
        fields: { street: '27 boulevard Lachèze', postcode: '42600', town: 'Montbrison' },
      },
    ]);
  });
});
