import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import {
  type Harness,
  startHarness,
  type Tenant,
  uiPage,
  waitForJob,
  waitForRun,
} from '../../test-support/harness.js';
import type { TestSite } from '../../test-support/site.js';
import { startTrackedShop, type TaggingBugs } from '../../test-support/tracked-shop.js';

const RAIL_TO_CART = `Feature: Rail to cart
  Scenario: Add a product found in a rail
    Given I open "/"
    When I click "Red shoes"
    And I click "Ajouter au panier"
    Then I should see "Ajouté au panier"
    And I click "Add to wishlist"
`;

/** A JIRA Cloud REST API v2 of one project, on loopback, that wants basic auth. */
async function startFakeJira(tickets: Record<string, { summary: string; description: string }>) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const auth = req.headers.authorization ?? '';
    if (auth !== `Basic ${Buffer.from('qa@example.com:jira-token').toString('base64')}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"errorMessages":["unauthorized"]}');
      return;
    }
    const key = /^\/rest\/api\/2\/issue\/([^?]+)/.exec(req.url ?? '')?.[1];
    const ticket = key ? tickets[decodeURIComponent(key)] : undefined;
    if (!ticket) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"errorMessages":["Issue does not exist"]}');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id: '10001', key, fields: ticket }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise((r) => server.close(r)),
  };
}

describe('tracking: plan, beacon capture per step, audits and JIRA proof', () => {
  const bugs: TaggingBugs = { currency: 'USD', dropRailName: false };
  let site: TestSite;
  let jira: Awaited<ReturnType<typeof startFakeJira>>;
  let h: Harness;
  let t: Tenant;
  let featureId: string;
  const ok = async (tool: string, args: object) => {
    const r = await h.invoke(tool, { ...args, confirm: true }, t.fullKey);
    expect(r.body.ok, `${tool}: ${JSON.stringify(r.body.error ?? r.body)}`).toBe(true);
    return r.body;
  };
  const audit = async (args: object = {}) => {
    const run = await h.invoke('run_tracking', args, t.fullKey);
    expect(run.body.ok, JSON.stringify(run.body)).toBe(true);
    const done = await waitForRun(h, t.fullKey, run.body.data.runId, 90_000);
    expect(['completed', 'failed']).toContain(done.data.status);
    return (await h.invoke('tracking_get_audit_report', { auditId: run.body.data.runId }, t.fullKey)).body
      .data;
  };
  const prove = async (args: object) => {
    const queued = await h.invoke('tracking_prove_jira_ticket', { ...args, confirm: true }, t.fullKey);
    expect(queued.body.data, JSON.stringify(queued.body)).toMatchObject({ status: 'queued' });
    return waitForJob(h, t.fullKey, queued.body.data.jobId, 90_000);
  };

  beforeAll(async () => {
    site = await startTrackedShop(bugs);
    jira = await startFakeJira({
      'BN-472': {
        summary: 'Home : le clic sur un carrousel ne remonte pas son nom',
        description:
          'Quand on clique sur un produit du rail Nouveautés, le hit ne contient pas le nom du rail.',
      },
    });
    h = await startHarness({ jira: { url: jira.url, email: 'qa@example.com', token: 'jira-token' } });
    t = await h.tenant({ baseUrl: site.url });
    await h.listen();
    featureId = (await ok('frt_save_feature_draft', { name: 'Rail to cart', gherkin: RAIL_TO_CART })).data
      .feature.featureId;
    await ok('create_scenario', { label: 'Home', url: '/', viewports: ['desktop'] });
    await ok('tracking_upsert_page', { id: 'home', label: 'Accueil', pageType: 'home', pageIds: ['Home'] });
    await ok('tracking_set_page_attribute', {
      pageId: 'home',
      name: 'pageType',
      expected: { value: 'home' },
    });
    await ok('tracking_set_page_attribute', {
      pageId: 'home',
      name: 'site_language',
      expected: { oneOf: ['fr', 'en'] },
    });
    const events: Array<[string, string, string, Record<string, unknown>, number | null, string?]> = [
      [
        'add_to_cart',
        'Ajout au panier',
        'ecommerce',
        { currency: { value: 'EUR' }, value: { value: 49.9 }, item_id: { pattern: '^SKU-' } },
        2,
      ],
      [
        'click_rail',
        'Clic sur un rail',
        'click',
        { rail_name: { present: true }, rail_position: { type: 'number' } },
        1,
      ],
      [
        'piano_cart_add',
        'Ajout panier (Piano)',
        'ecommerce',
        { cart_currency: { oneOf: ['EUR'] }, product_id: { pattern: '^SKU-' } },
        2,
        'cart.add',
      ],
      ['add_to_wishlist', 'Ajout aux favoris', 'click', { item_id: { present: true } }, 4],
      ['add_to_cart_at_wishlist', 'Ajout au panier (mauvaise étape)', 'ecommerce', {}, 4, 'add_to_cart'],
      ['newsletter_signup', 'Inscription newsletter', 'form', { form_location: { present: true } }, null],
    ];
    for (const [id, label, eventType, variables, step, eventName] of events) {
      await ok('tracking_upsert_event', { id, label, eventType, ...(eventName ? { eventName } : {}) });
      for (const [name, expected] of Object.entries(variables))
        await ok('tracking_set_event_attribute', { eventId: id, name, expected });
      if (step !== null)
        await ok('tracking_link_event_frt', { eventId: id, featureId, stepIndex: step, stepText: '' });
    }
  }, 60_000);
  afterAll(async () => {
    await h.close();
    await site.close();
    await jira.close();
  });

  it('refuses links and expectations that cannot hold, naming what exists', async () => {
    const badStep = await h.invoke(
      'tracking_link_event_frt',
      { eventId: 'add_to_cart', featureId, stepIndex: 9, stepText: 'x', confirm: true },
      t.fullKey,
    );
    expect(badStep.status).toBe(400);
    expect(badStep.body.error.message).toMatch(/no step 9.*0: I open "\/"/);
    const badPattern = await h.invoke(
      'tracking_set_event_attribute',
      { eventId: 'add_to_cart', name: 'x', expected: { pattern: '(' }, confirm: true },
      t.fullKey,
    );
    expect(badPattern.status).toBe(400);
    expect(badPattern.body.error.message).toMatch(/pattern/);
    const twoRules = await h.invoke(
      'tracking_set_event_attribute',
      { eventId: 'add_to_cart', name: 'x', expected: { value: 1, oneOf: [1] }, confirm: true },
      t.fullKey,
    );
    expect(twoRules.status).toBe(400);
    const noConfirm = await h.invoke(
      'tracking_upsert_event',
      { id: 'x', label: 'x', eventType: 'click' },
      t.fullKey,
    );
    expect(noConfirm.body.error.code).toBe('confirm_required');
    const unknownEvent = await h.invoke('tracking_get_event', { eventId: 'nope' }, t.fullKey);
    expect(unknownEvent.body.error.message).toMatch(/events: add_to_cart, click_rail/);
    const plan = await h.invoke('tracking_get_plan', {}, t.fullKey);
    expect(plan.body.data.uncoveredEvents).toEqual(['newsletter_signup']);
    expect(plan.body.data.plan.events.find((e: { id: string }) => e.id === 'add_to_cart').frtRefs).toEqual([
      { featureId, stepIndex: 2, stepText: 'I click "Ajouter au panier"' },
    ]);
  });

  it('audits each event on its own step: one passes, one has exactly the wrong variable, a hit of step 2 is not credited to step 4', async () => {
    const report = await audit();
    const event = (id: string) => report.suites.events.find((e: { eventId: string }) => e.eventId === id);
    expect(event('click_rail').status).toBe('pass');
    // The rail hit was a beacon sent while the page unloaded: it still belongs to step 1.
    expect(event('click_rail').audits[0].hit).toMatchObject({ vendor: 'ga4', step: 1 });
    const cart = event('add_to_cart');
    expect(cart.status).toBe('fail');
    const rows = Object.fromEntries(cart.audits[0].variables.map((v: { name: string }) => [v.name, v]));
    expect(rows.currency).toMatchObject({ status: 'fail', received: 'USD', expected: '= "EUR"' });
    expect(rows.value).toMatchObject({ status: 'pass', received: 49.9 });
    expect(rows.item_id).toMatchObject({ status: 'pass', received: 'SKU-RED-1' });
    expect(event('piano_cart_add')).toMatchObject({ status: 'fail' });
    expect(event('piano_cart_add').audits[0].hit.vendor).toBe('piano-analytics');
    // Fired 150 ms after its click: still credited to step 4.
    expect(event('add_to_wishlist').status).toBe('pass');
    const late = event('add_to_cart_at_wishlist');
    expect(late.status).toBe('missing');
    expect(late.audits[0].reason).toMatch(/during step 4.*sent during step 2/);
    expect(event('newsletter_signup').status).toBe('skipped');
    expect(report.suites.pages[0]).toMatchObject({ pageId: 'home', status: 'pass' });
    expect(report.counts).toEqual({ pass: 3, fail: 2, missing: 1, skipped: 1 });
    expect(report.score).toBe(50);
    // The same audit in the web UI: the events table with the received values.
    const ui = await uiPage(h, t.fullKey, `/projects/${t.projectSlug}/runs/${report.auditId}`);
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('add_to_cart — Ajout au panier');
    expect(ui.text).toMatch(/<td>currency<\/td><td>= &quot;EUR&quot;<\/td><td><code>USD<\/code>/);
  }, 120_000);

  // How Firefox sends beacons, not where audits are kept: once, on the embedded default.
  it.runIf(TEST_DB === 'sqlite')(
    'audits the same journeys and pages in Firefox when asked, with the same verdicts and payloads',
    async () => {
      const queued = await h.invoke('run_tracking', { browsers: ['firefox'] }, t.fullKey);
      expect(queued.body.summary).toMatch(/ queued in firefox\./);
      await waitForRun(h, t.fullKey, queued.body.data.runId, 150_000);
      const report = (
        await h.invoke('tracking_get_audit_report', { auditId: queued.body.data.runId }, t.fullKey)
      ).body.data;
      const event = (id: string) => report.suites.events.find((e: { eventId: string }) => e.eventId === id);
      expect(
        Object.fromEntries(
          report.suites.events.map((e: { eventId: string; status: string }) => [e.eventId, e.status]),
        ),
      ).toEqual({
        add_to_cart: 'fail',
        click_rail: 'pass',
        piano_cart_add: 'fail',
        add_to_wishlist: 'pass',
        add_to_cart_at_wishlist: 'missing',
        newsletter_signup: 'skipped',
      });
      // Firefox gives no request bodies over BiDi: the Piano event, sent in a POST body, is still read.
      const piano = event('piano_cart_add').audits[0];
      expect(piano.hit).toMatchObject({ vendor: 'piano-analytics', step: 2 });
      expect(piano.variables.find((v: { name: string }) => v.name === 'cart_currency')).toMatchObject({
        status: 'fail',
        received: 'USD',
      });
      expect(report.suites.pages[0]).toMatchObject({ pageId: 'home', status: 'pass' });
    },
    180_000,
  );

  it('asks which event when a ticket fits two equally, and proves nothing until told', async () => {
    // The plan has two add-to-cart events with a currency (GA4's and Piano's): the ticket fits both.
    const asked = await prove({ ticketId: 'BN-471', reproGoal: 'Add to basket sends the wrong currency' });
    expect(asked.data.error.code).toBe('proof_failed');
    const refused = asked.data.result;
    expect(refused.proofVerdict).toBe('failed');
    expect(refused.proofOutcome.headline).toMatch(/^NON — BN-471 is not proven/);
    expect(refused.candidates.map((c: { eventId: string }) => c.eventId).sort()).toEqual([
      'add_to_cart',
      'piano_cart_add',
    ]);
    expect(refused.jiraMarkdown).not.toMatch(/OUI/);
    expect(refused.auditId).toBeNull();
    expect(
      asked.nextActions
        .slice(0, 2)
        .map((a: { args: { eventColumnKey: string } }) => a.args.eventColumnKey)
        .sort(),
    ).toEqual(['add_to_cart', 'piano_cart_add']);
  }, 60_000);

  it('proves a ticket about the event named: NON while broken, OUI with the received values once fixed', async () => {
    bugs.currency = 'USD';
    const ticket = {
      ticketId: 'BN-471',
      reproGoal: 'Add to basket sends the wrong currency',
      eventColumnKey: 'add_to_cart',
    };
    const broken = await prove(ticket);
    expect(broken.data.status).toBe('failed');
    expect(broken.data.error.code).toBe('proof_failed');
    const refuted = broken.data.result;
    expect(refuted.intent.events[0].eventId).toBe('add_to_cart');
    expect(refuted).toMatchObject({ proofVerdict: 'failed', eventStatus: 'fail', matchesTicketIntent: true });
    expect(refuted.proofOutcome.headline).toMatch(/^NON/);
    expect(
      refuted.investigationLadder.map((s: { tool?: string; action: string }) => s.tool ?? s.action),
    ).toEqual(['frt_find_scenarios', 'frt_get_feature', 'human_handoff']);
    expect(broken.nextActions.map((a: { tool: string }) => a.tool)).toEqual([
      'create_frt_scenario',
      'tracking_prove_jira_ticket',
      'tracking_get_audit_event_proof',
    ]);
    bugs.currency = 'EUR';
    const fixed = await prove(ticket);
    expect(fixed.data.status, JSON.stringify(fixed.data.error)).toBe('completed');
    const proof = fixed.data.result;
    expect(proof).toMatchObject({
      proofVerdict: 'proven',
      eventStatus: 'pass',
      scenario: { featureId, stepIndex: 2 },
    });
    expect(proof.proofOutcome.headline).toMatch(/^OUI/);
    expect(proof.warnings.join(' ')).toMatch(/intent-only proof/);
    expect(proof.jiraMarkdown).toContain('| Variable | Plan | Expected | Received | Status |');
    expect(proof.jiraMarkdown).toMatch(/\| currency \|[^\n]*\| EUR \| ✅ pass \|/);
    expect(proof.jiraMarkdown).toContain(proof.reportUrl);
    const page = await fetch(proof.reportUrl);
    expect(page.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(await page.text()).toContain('add_to_cart');
    expect(proof.evidence).toMatchObject({ runId: proof.auditId, current: true });
    expect(proof.proofOutcome.reasons.join(' ')).toContain(`tracking run ${proof.auditId}`);
  }, 180_000);

  it('never proves on evidence older than the event: after the plan changes, only a new run counts', async () => {
    const ticket = {
      ticketId: 'BN-471',
      reproGoal: 'Add to basket sends the wrong currency',
      eventColumnKey: 'add_to_cart',
      runTracking: false,
    };
    // The run of the proof above audited the plan as it is: reusing it proves, and says which run.
    const reused = await prove(ticket);
    expect(reused.data.status, JSON.stringify(reused.data.error)).toBe('completed');
    expect(reused.data.result.warnings.join(' ')).toMatch(/reused audit/);
    await ok('tracking_set_event_attribute', {
      eventId: 'add_to_cart',
      name: 'coupon',
      expected: { present: true },
    });
    try {
      const stale = await prove(ticket);
      expect(stale.data.error.code).toBe('proof_failed');
      expect(stale.data.result.proofOutcome.headline).toMatch(
        /^NON .*no tracking run of add_to_cart since it last changed/,
      );
      expect(stale.data.result.jiraMarkdown).not.toMatch(/OUI/);
      expect(stale.nextActions[0]).toMatchObject({
        tool: 'run_tracking',
        args: { eventIds: ['add_to_cart'] },
      });
      // A run of the new plan is evidence again, and it finds what the new variable asks for missing.
      await audit();
      const current = await prove(ticket);
      expect(current.data.result).toMatchObject({
        proofVerdict: 'failed',
        eventStatus: 'fail',
        evidence: { current: true },
      });
      expect(current.data.result.variables.find((v: { name: string }) => v.name === 'coupon')).toMatchObject({
        status: 'missing',
      });
    } finally {
      await ok('tracking_delete_event_attribute', { eventId: 'add_to_cart', name: 'coupon' });
    }
  }, 180_000);

  it('reads the ticket from JIRA (French, by meaning) and never proves an event no scenario covers', async () => {
    bugs.dropRailName = true;
    const rail = await prove({ ticketId: 'BN-472', reproGoal: 'open /, click Red shoes' });
    bugs.dropRailName = false;
    expect(jira.seen.some((s) => s.startsWith('GET /rest/api/2/issue/BN-472'))).toBe(true);
    const proof = rail.data.result;
    expect(proof.ticket.source).toBe('jira');
    expect(proof.intent.events[0].eventId).toBe('click_rail');
    expect(proof.proofVerdict).toBe('failed');
    expect(proof.variables.find((v: { name: string }) => v.name === 'rail_name')).toMatchObject({
      status: 'missing',
    });

    const uncovered = await prove({
      ticketId: 'BN-473',
      reproGoal: 'newsletter signup in the footer fires twice',
      createIfMissing: false,
    });
    expect(uncovered.data.error.code).toBe('proof_failed');
    expect(uncovered.data.result).toMatchObject({
      proofVerdict: 'failed',
      scenario: null,
      event: { eventId: 'newsletter_signup' },
    });
    const cannotWrite = await prove({
      ticketId: 'BN-474',
      reproGoal: "inscription à la newsletter depuis le pied de page : l'événement part deux fois",
    });
    expect(cannotWrite.data.result.proofVerdict).toBe('failed');
    expect(cannotWrite.data.result.proofOutcome.headline).toMatch(/^NON/);
  }, 180_000);

  it('round-trips the plan through the spreadsheet layout; a bad workbook changes nothing', async () => {
    const exported = await h.invoke('tracking_export_plan', { format: 'xlsx' }, t.fullKey);
    const xlsx = Buffer.from(await (await fetch(exported.body.data.url)).arrayBuffer());
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    await ok('create_environment', { name: 'Staging', baseUrl: site.url });
    const imported = await ok('tracking_import_plan', {
      environment: 'Staging',
      xlsxBase64: xlsx.toString('base64'),
      mode: 'replace',
    });
    expect(imported.data.imported).toEqual({ events: 6, pages: 1 });
    const original = (await h.invoke('tracking_get_plan', {}, t.fullKey)).body.data.plan;
    const copy = (await h.invoke('tracking_get_plan', { environment: 'Staging' }, t.fullKey)).body.data.plan;
    const shape = (events: any[]) =>
      events.map((e) => ({
        id: e.id,
        label: e.label,
        eventName: e.eventName,
        variables: e.variables,
        frtRefs: e.frtRefs,
      }));
    expect(shape(copy.events)).toEqual(shape(original.events));
    expect(copy.pages[0].variables).toEqual(original.pages[0].variables);
    const before = (await h.invoke('tracking_get_plan', { environment: 'Staging' }, t.fullKey)).body.data
      .version;
    const bad = await h.invoke(
      'tracking_import_plan',
      { environment: 'Staging', xlsxBase64: Buffer.from('not a workbook').toString('base64'), confirm: true },
      t.fullKey,
    );
    expect(bad.body.error).toMatchObject({
      code: 'validation_error',
      message: expect.stringMatching(/^xlsx: not a readable workbook/),
    });
    expect(
      (await h.invoke('tracking_get_plan', { environment: 'Staging' }, t.fullKey)).body.data.version,
    ).toBe(before);
  });

  it('drafts a plan from what the pages really push and send; saves it only when confirmed', async () => {
    await ok('create_scenario', {
      label: 'Red shoes page',
      url: '/product/red-shoes',
      viewports: ['desktop'],
    });
    const draft = await h.invoke(
      'tracking_discover_from_pages',
      { scenarioIds: ['Home', 'Red shoes page'] },
      t.fullKey,
    );
    expect(draft.body.ok, JSON.stringify(draft.body)).toBe(true);
    expect(draft.body.data.saved).toBe(false);
    const product = draft.body.data.pages.find((p: { id: string }) => p.id === 'red_shoes_page');
    expect(product).toMatchObject({ pageType: 'product' });
    expect(product.variables.find((v: { name: string }) => v.name === 'product.price')).toMatchObject({
      expected: { type: 'number' },
    });
    const viewItem = draft.body.data.events.find((e: { id: string }) => e.id === 'view_item');
    expect(viewItem).toMatchObject({ eventType: 'ga4' });
    expect(viewItem.variables.map((v: { name: string }) => v.name)).toEqual(
      expect.arrayContaining(['currency', 'value']),
    );
    const before = (await h.invoke('tracking_get_plan', {}, t.fullKey)).body.data.version;
    expect(before).toBeGreaterThan(0);
    const saved = await h.invoke(
      'tracking_discover_from_pages',
      { scenarioIds: ['Red shoes page'], confirm: true },
      t.fullKey,
    );
    expect(saved.body.data.added).toEqual({ pages: ['red_shoes_page'], events: ['view_item'] });
    const plan = (await h.invoke('tracking_get_plan', {}, t.fullKey)).body.data.plan;
    expect(plan.events.find((e: { id: string }) => e.id === 'add_to_cart').variables).toHaveLength(3);
  }, 60_000);

  it('exports the audit as html, xlsx and pdf, and runs from CI', async () => {
    for (const [format, magic] of [
      ['xlsx', 'PK'],
      ['pdf', '%PDF'],
      ['html', '<!doctype'],
    ] as const) {
      const { body } = await h.invoke('tracking_export_audit_report', { format }, t.fullKey);
      expect(body.ok, JSON.stringify(body)).toBe(true);
      const file = Buffer.from(await (await fetch(body.data.url)).arrayBuffer());
      expect(file.subarray(0, magic.length).toString()).toBe(magic);
    }
    const ci = await fetch(`${h.config.publicUrl}/api/ci/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': t.ciKey },
      body: JSON.stringify({ type: 'tracking', eventIds: ['click_rail'] }),
    });
    expect(ci.status).toBe(202);
    const { runId } = (await ci.json()) as { runId: string };
    const done = await waitForRun(h, t.fullKey, runId, 90_000);
    expect(done.data.status).toBe('completed');
    expect(done.data.summary).toMatchObject({ total: 1, passed: 1, failed: 0 });
  }, 120_000);
});
