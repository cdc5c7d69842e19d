import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { waitForRun } from '../../test-support/harness.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A guest house's bookings: a table whose rows each have a "Cancel" link to a form asking a reason.
 * Sending it marks the row "Cancelled", except for RES-3003, whose cancellation the site forgets
 * (the row stays "Confirmed").
 */
const status = new Map<string, string>();
function openBookings() {
  for (const ref of ['RES-3001', 'RES-3002', 'RES-3003']) status.set(ref, 'Confirmed');
}

function guestHouse(received: Received) {
  openBookings();
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title} — Ker Avel</title></head><body><header><a href="/">Home</a> <a href="/bookings">My bookings</a></header><main><h1>${title}</h1>${body}</main></body></html>`;
  const query = (req: http.IncomingMessage) =>
    Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
  return {
    '/': page('Ker Avel guest house', '<p>Four rooms by the sea.</p>'),
    '/bookings': () =>
      page(
        'My bookings',
        `<table><thead><tr><th>Reference</th><th>Dates</th><th>Status</th><th></th></tr></thead><tbody>${[
          ...status,
        ]
          .map(
            ([ref, state], i) =>
              `<tr><td>${ref}</td><td>${12 + i}–${14 + i} Dec</td><td>${state}</td><td>${state === 'Confirmed' ? `<a href="/bookings/cancel?ref=${ref}">Cancel</a>` : ''}</td></tr>`,
          )
          .join('')}</tbody></table>`,
      ),
    '/bookings/cancel': (req: http.IncomingMessage) =>
      page(
        `Cancel ${query(req).ref}`,
        `<form action="/bookings/cancelled"><input type="hidden" name="ref" value="${query(req).ref}">
<label for="r">Reason</label><select id="r" name="reason"><option value="">—</option><option>Illness</option><option>Change of plans</option></select>
<button>Confirm the cancellation</button></form>`,
      ),
    '/bookings/cancelled': (req: http.IncomingMessage) => {
      const fields = query(req);
      received.push({ path: '/bookings/cancelled', fields });
      if (fields.ref !== 'RES-3003') status.set(fields.ref, 'Cancelled');
      return { body: '', status: 303, headers: { location: '/bookings' } };
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: "X should show as <state>"', () => {
  const { world } = walkSite(guestHouse);

  it('checks the state in the row of the reference the goal gave, in the page’s words', async () => {
    const { h, t } = world;
    const res = await h.invoke(
      'create_frt_scenario',
      {
        goal: 'My bookings: cancel RES-3002, reason illness, confirm the cancellation. The booking should then show as cancelled.',
        confirm: true,
      },
      t.fullKey,
    );
    expect(res.body.ok, JSON.stringify(res.body.error ?? res.body.data?.gherkin)).toBe(true);
    expect(res.body.data.gherkin).toContain('Then I should see "Cancelled" in "RES-3002"');
    // The feature runs as walked, on bookings open again: the step finds the state in that row.
    openBookings();
    world.received.length = 0;
    const run = await h.invoke(
      'run_frt_feature',
      { featureId: res.body.data.featureId, confirm: true },
      t.fullKey,
    );
    expect((await waitForRun(h, t.fullKey, run.body.data.runId)).data.status).toBe('completed');
    expect(world.received).toEqual([
      { path: '/bookings/cancelled', fields: { ref: 'RES-3002', reason: 'Illness' } },
    ]);
  });

  it('refuses when the row still shows another state', async () => {
    const { h, t } = world;
    const res = await h.invoke(
      'create_frt_scenario',
      {
        goal: 'Mes réservations : annuler RES-3003, motif Illness, confirmer. Vérifie que la résa apparaît comme cancelled',
        confirm: true,
      },
      t.fullKey,
    );
    expect(res.body.ok, JSON.stringify(res.body.data?.gherkin)).toBe(false);
    expect(res.body.error.message).toContain('the row of "RES-3003" does not show "cancelled"');
  });
});
