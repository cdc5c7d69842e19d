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
