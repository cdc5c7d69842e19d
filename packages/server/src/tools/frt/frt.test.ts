import { describe, expect, it } from 'vitest';
import { type Harness, type Tenant, uiPage, waitForJob, waitForRun } from '../../test-support/harness.js';
import { page, useShop } from '../../test-support/shop-site.js';
import type { TestSite } from '../../test-support/site.js';

describe('FRT: resolve first, bad input, failures at a step, CI runs', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;

  useShop((shop) => ({ h, t, site } = shop));

  it('the same goal twice creates one feature; a ticket id finds its feature', async () => {
    const first = await h.invoke(
      'create_frt_scenario',
      { goal: 'open /contact, click Send BN-470', confirm: true },
      t.fullKey,
    );
    expect(first.body.data.resolved, JSON.stringify(first.body)).toBe('created');
    const again = await h.invoke(
      'create_frt_scenario',
      { goal: 'open /contact, click Send BN-470', confirm: true },
      t.fullKey,
    );
    expect(again.body.data).toMatchObject({ resolved: 'existing', featureId: first.body.data.featureId });
    const byTicket = await h.invoke(
      'frt_find_scenarios',
      { query: 'the send button', ticketId: 'BN-470' },
      t.fullKey,
    );
    expect(byTicket.body.data.matches[0]).toMatchObject({
      featureId: first.body.data.featureId,
      matchScore: 1,
    });
    // An id inside a goal is a value it types, not the ticket of the feature: no match, a new feature.
    const search = await h.invoke(
      'create_frt_scenario',
      { goal: 'open /catalog, search for BN-470 and press Enter', confirm: true },
      t.fullKey,
    );
    expect(search.body.data?.resolved, JSON.stringify(search.body)).toBe('created');
    const stillOne = await h.invoke(
      'frt_find_scenarios',
      { query: 'the send button', ticketId: 'BN-470' },
      t.fullKey,
    );
    const byId = stillOne.body.data.matches.filter((m: any) => m.why.startsWith('same ticket'));
    expect(byId.map((m: any) => m.featureId)).toEqual([first.body.data.featureId]);
    const none = await h.invoke('frt_find_scenarios', { query: 'export invoices as PDF' }, t.fullKey);
    expect(none.body.summary).toMatch(/^NOT FOUND/);
    expect(none.body.nextActions[0].tool).toBe('create_frt_scenario');
  });

  it('names the words of a goal that no page of the walk showed', async () => {
    const { body } = await h.invoke(
      'create_frt_scenario',
      {
        goal: 'open /contact, fill Email with ada@example.com, select EUR for the sauna, click Send',
        confirm: true,
      },
      t.fullKey,
    );
    expect(body.ok, JSON.stringify(body)).toBe(true);
    expect(body.data.unmetWords).toEqual(['sauna']);
    expect(body.warnings.join(' ')).toMatch(/no page the walk went through shows "sauna"/);
  });

  it('a check of a table row names a cell the run can find, never the whole row', async () => {
    site.setPage(
      '/plans',
      '<h1>Plans</h1><table><tr><th>Plan</th><th>Price</th></tr><tr><td>Express</td><td>€4.90</td></tr></table>',
    );
    const { body } = await h.invoke(
      'create_frt_scenario',
      { goal: "open /plans and check that 'Express €4.90' is shown", forceCreate: true, confirm: true },
      t.fullKey,
    );
    if (body.ok) {
      expect(body.data.gherkin).not.toContain('\t');
      const run = await h.invoke(
        'run_frt_feature',
        { featureId: body.data.featureId, confirm: true },
        t.fullKey,
      );
      expect((await waitForRun(h, t.fullKey, run.body.data.runId)).data.status).toBe('completed');
    } else {
      expect(body.error.code).toBe('pipeline_blocked');
      expect(JSON.stringify(body.data.suggestions)).not.toContain('\\t');
    }
  }, 90_000);

  it('a tracking clause is set aside with next actions to the tracking tools', async () => {
    const { body } = await h.invoke(
      'create_frt_scenario',
      {
        goal: 'ouvrir /contact puis cliquer sur Send et vérifier que le tag contact_submit part',
        forceCreate: true,
        confirm: true,
      },
      t.fullKey,
    );
    expect(body.ok, JSON.stringify(body)).toBe(true);
    expect(body.data.trackingClauses).toEqual(['vérifier que le tag contact_submit part']);
    expect(body.nextActions.map((a: any) => a.tool)).toEqual([
      'get_run_report',
      'run_frt_feature',
      'tracking_get_plan',
      'run_tracking',
    ]);
  });

  it('the walk that wrote a feature is its first run: passed, its steps, the last page shown', async () => {
    const { body } = await h.invoke(
      'create_frt_scenario',
      {
        goal: 'open /contact, fill Email with lin@example.com and click Send',
        forceCreate: true,
        confirm: true,
      },
      t.fullKey,
    );
    expect(body.ok, JSON.stringify(body)).toBe(true);
    expect(body.summary).toContain(`run ${body.data.runId}`);
    expect(body.nextActions[0]).toEqual({
      label: 'Read the first run',
      tool: 'get_run_report',
      args: { runId: body.data.runId },
    });
    const status = await h.invoke('get_run_status', { runId: body.data.runId }, t.fullKey);
    expect(status.body.data, JSON.stringify(status.body.data)).toMatchObject({
      type: 'frt',
      status: 'completed',
    });
    expect(status.body.summary).toMatch(/completed: 1 of 1 passed/);
    // The first run's report, as create_frt_scenario's next action reads it: its own totals.
    const report = await h.invoke('get_run_report', { runId: body.data.runId }, t.fullKey);
    expect(report.body.summary).toMatch(/\(frt, completed\): 1 of 1 passed, 0 failed/);
    expect(report.body.data.counts).toEqual({ pass: 1, fail: 0 });
    const history = await h.invoke('get_run_history', {}, t.fullKey);
    expect(history.body.data.runs.map((r: any) => r.runId)).toContain(body.data.runId);
    const ui = await uiPage(h, t.fullKey, `/projects/${t.projectSlug}/runs/${body.data.runId}`);
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('I click &quot;Send&quot;');
    expect(ui.text).toMatch(/\/api\/artifacts\/[^"]+/);
  });

  it('bad input: empty goal, no start path, an element that is not there, Gherkin that does not parse, an unbound step', async () => {
    const empty = await h.invoke('create_frt_scenario', { goal: '  ', confirm: true }, t.fullKey);
    expect(empty.body.error.code).toBe('pipeline_blocked');
    const noStart = await h.invoke(
      'create_frt_scenario',
      // Read without walking (walk: false), a value is not carried to the form that takes it.
      { goal: 'fill Email with a@b.c', walk: false, confirm: true },
      t.fullKey,
    );
    expect(noStart.body.error.code).toBe('pipeline_blocked');
    expect(noStart.body.error.message).toMatch(/no start path/);
    const missing = await h.invoke(
      'create_frt_scenario',
      { goal: 'open /contact, click Download brochure', confirm: true },
      t.fullKey,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.error.code).toBe('pipeline_blocked');
    expect(missing.body.data.clause).toBe('click Download brochure');
    expect(missing.body.data.closestElements.length).toBeGreaterThan(0);
    const broken = await h.invoke(
      'frt_save_feature_draft',
      {
        name: 'Broken',
        gherkin: 'Feature: X\n  Scenario: Y\n    Given I open "/"\n  Oops here\n',
        confirm: true,
      },
      t.fullKey,
    );
    expect(broken.body.error.code).toBe('validation_error');
    expect(broken.body.error.message).toMatch(/line 4/);
    const draft = await h.invoke(
      'frt_save_feature_draft',
      {
        name: 'Unbound',
        gherkin: 'Feature: U\n  Scenario: S\n    Given I open "/"\n    When I teleport to the moon\n',
        confirm: true,
      },
      t.fullKey,
    );
    const compiled = await h.invoke(
      'frt_compile_feature',
      { featureId: draft.body.data.feature.featureId },
      t.fullKey,
    );
    expect(compiled.body.error.code).toBe('validation_error');
    expect(compiled.body.error.message).toMatch(
      /step 1 of "S" binds to no step definition: "I teleport to the moon"/,
    );
    expect(compiled.body.data.unbound[0].closest.length).toBe(3);
  });

  it('playwrightCode becomes declarative actions; anything else is refused naming the construct', async () => {
    const created = await h.invoke(
      'frt_create_step_def',
      {
        intent: 'subscribe to the newsletter',
        gherkinPattern: 'I accept the terms and send',
        playwrightCode:
          "await page.getByLabel('I accept the terms').check();\nawait page.getByRole('button', { name: 'Send' }).click();\nawait expect(page.getByText('Thanks')).toBeVisible();",
        confirm: true,
      },
      t.fullKey,
    );
    expect(created.body.ok, JSON.stringify(created.body)).toBe(true);
    expect(created.body.data.actions).toEqual([
      { type: 'check', target: { by: 'label', value: 'I accept the terms' } },
      { type: 'click', target: { by: 'role', value: 'button', name: 'Send' } },
      { type: 'expectVisible', target: { by: 'text', value: 'Thanks' } },
    ]);
    for (const [code, construct] of [
      ["require('fs').readFileSync('/etc/passwd')", /require|CallExpression/],
      ["eval('1')", /eval|CallExpression/],
      ["for (;;) { await page.goto('/') }", /ForStatement/],
      ["await page.evaluate(() => fetch('http://x'))", /page\.evaluate/],
      ['const x = await page.content()', /VariableDeclaration/],
      ['await page.getByText(process.env.HOME).click()', /MemberExpression argument/],
    ] as const) {
      const { status, body } = await h.invoke(
        'frt_create_step_def',
        { gherkinPattern: 'bad', playwrightCode: code, confirm: true },
        t.fullKey,
      );
      expect(status, code).toBe(400);
      expect(body.error.code).toBe('validation_error');
      expect(body.error.message, code).toMatch(construct);
    }
    const system = await h.invoke(
      'frt_update_step_def',
      { stepDefId: 'system.click', playwrightCode: "await page.goto('/')", confirm: true },
      t.fullKey,
    );
    expect(system.body.error.message).toMatch(/read-only/);
    const forked = await h.invoke(
      'frt_fork_step_def',
      { stepDefId: 'system.click', confirm: true },
      t.fullKey,
    );
    expect(forked.body.data.forkedFrom).toBe('system.click');
    const search = await h.invoke('frt_search_step_library', { query: 'cocher une case' }, t.fullKey);
    expect(search.body.data.steps[0].stepDefId).toBe('system.check');
  });

  it('run_frt and POST /api/ci/run type frt count scenarios', async () => {
    const origin = h.config.publicUrl;
    const response = await fetch(`${origin}/api/ci/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': t.ciKey },
      body: JSON.stringify({ type: 'frt', project: t.projectSlug }),
    });
    expect(response.status).toBe(202);
    const { runId } = (await response.json()) as { runId: string };
    await waitForRun(h, t.fullKey, runId, 120_000);
    const status = (await (
      await fetch(`${origin}/api/ci/status/${runId}`, { headers: { 'x-api-key': t.ciKey } })
    ).json()) as any;
    expect(status.type).toBe('frt');
    // One scenario per feature here; the login feature is a preamble, not a journey of its own.
    const groups = await h.invoke('frt_get_feature_groups', {}, t.fullKey);
    const journeys = groups.body.data.groups
      .filter((g: any) => g.name !== 'Login')
      .flatMap((g: any) => g.features);
    expect(status.summary.total).toBe(journeys.length);
    expect(status.summary.passed + status.summary.failed).toBe(status.summary.total);
    // The draft whose step binds to nothing fails; the others pass.
    expect(status.summary.failed).toBe(1);
    expect(status.status).toBe('failed');
    // The web UI's FRT run page: each scenario's steps, the unbound one named, and the trace.
    const ui = await uiPage(h, t.fullKey, `/projects/${t.projectSlug}/runs/${runId}`);
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('Playwright trace');
    expect(ui.text).toMatch(/<span class="badge s-undefined">undefined<\/span>/);
    const proposed = await h.invoke(
      'frt_propose_journey',
      { goal: 'open /catalog, click Blue mug' },
      t.fullKey,
    );
    const job = await waitForJob(h, t.fullKey, proposed.body.data.jobId, 60_000);
    expect(job.data.result.gherkin).toContain('I click "Blue mug"');
  });

  it('an outline runs once per Examples row; an intent grounds a step; a ticket maps to the steps that do it', async () => {
    const gherkin = [
      'Feature: Sizes',
      '  Scenario Outline: Pick <size>',
      '    Given I open "/product/blue-mug"',
      '    When I select "<size>" from "Size"',
      '    Then I should see "Blue mug"',
      '',
      '    Examples:',
      '      | size  |',
      '      | Small |',
      '      | Large |',
      '',
    ].join('\n');
    const saved = await h.invoke(
      'frt_save_feature_draft',
      { name: 'Sizes', gherkin, confirm: true },
      t.fullKey,
    );
    const featureId = saved.body.data.feature.featureId;
    const run = await h.invoke('run_frt_feature', { featureId, confirm: true }, t.fullKey);
    const status = await waitForRun(h, t.fullKey, run.body.data.runId);
    const why = (await h.invoke('frt_explain_failure', { runId: run.body.data.runId }, t.fullKey)).body
      .summary;
    expect(status.data, why).toMatchObject({
      status: 'completed',
      summary: { total: 2, passed: 2, failed: 0 },
    });

    const generated = await h.invoke(
      'frt_generate_step_def',
      { intent: 'click the add to cart button', url: '/product/red-shoes', confirm: true },
      t.fullKey,
    );
    expect(generated.body.ok, JSON.stringify(generated.body)).toBe(true);
    expect(generated.body.data.actions).toEqual([
      { type: 'click', target: { by: 'role', value: 'button', name: 'Add to cart' } },
    ]);

    const coverage = await h.invoke(
      'frt_get_feature',
      { featureId, reproGoal: 'choose a size from Size, then read the delivery time' },
      t.fullKey,
    );
    const analysis = coverage.body.data.scenarioCoverageAnalysis;
    expect(analysis.coveredActions[0]).toMatchObject({
      stepIndex: 1,
      stepText: 'I select "<size>" from "Size"',
    });
    expect(analysis.uncoveredActions).toEqual(['read the delivery time']);
  });

  it('a requiresAuth feature logs in once per run: later scenarios restore the login’s cookies', async () => {
    const gherkin = [
      'Feature: Account tabs',
      '  Scenario: Orders',
      '    Given I open "/account"',
      '    When I click "Orders"',
      '    Then I should see "No order yet"',
      '  Scenario: Addresses',
      '    Given I open "/account"',
      '    When I click "Addresses"',
      '    Then I should see "Your addresses"',
      '',
    ].join('\n');
    const saved = await h.invoke(
      'frt_save_feature_draft',
      { name: 'Account tabs', gherkin, requiresAuth: true, confirm: true },
      t.fullKey,
    );
    expect(saved.body.ok).toBe(true);
    site.hits.delete('/account');
    const run = await h.invoke(
      'run_frt_feature',
      { featureId: saved.body.data.feature.featureId, confirm: true },
      t.fullKey,
    );
    const runId = run.body.data.runId;
    expect((await waitForRun(h, t.fullKey, runId, 120_000)).data).toMatchObject({
      status: 'completed',
      summary: { total: 2, passed: 2 },
    });
    const result = async (scenarioName: string) =>
      (await h.invoke('frt_explain_failure', { runId, scenarioName }, t.fullKey)).body.data.result;
    const orders = await result('Orders');
    const addresses = await result('Addresses');
    expect(orders.loginReused).toBe(false);
    expect(orders.steps.filter((s: { index: number | null }) => s.index === null)).toHaveLength(5);
    expect(addresses.loginReused).toBe(true);
    expect(addresses.steps.map((s: { index: number | null }) => s.index)).toEqual([0, 1, 2]);
    // Sign-in page, the page after signing in, then each scenario's own visit: no second login.
    expect(site.hits.get('/account')).toBe(4);
  });

  it('an upload step sends a file the project keeps; a missing file fails that step naming it; names cannot hold folders', async () => {
    site.setPage(
      '/apply',
      page(
        'Apply',
        `<label for="cv">CV</label><input type="file" id="cv" onchange="const f = this.files[0]; document.getElementById('o').textContent = f.name + ' (' + f.size + ' bytes, ' + f.type + ')'"><p id="o"></p>`,
      ),
    );
    const stored = await h.invoke(
      'frt_upload_file',
      {
        name: 'cv.pdf',
        contentBase64: Buffer.from('%PDF-1.4 cv!').toString('base64'),
        contentType: 'application/pdf',
        confirm: true,
      },
      t.fullKey,
    );
    expect(stored.body.data.file).toMatchObject({ name: 'cv.pdf', size: 12, contentType: 'application/pdf' });
    const outside = await h.invoke(
      'frt_upload_file',
      { name: '../keys.txt', contentBase64: 'aGk=', confirm: true },
      t.fullKey,
    );
    expect(outside.status).toBe(400);
    expect(outside.body.error.code).toBe('validation_error');
    const gherkin = [
      'Feature: Apply',
      '  Scenario: Sends a CV',
      '    Given I open "/apply"',
      '    When I upload "cv.pdf" to "CV"',
      '    Then I should see "cv.pdf (12 bytes, application/pdf)"',
      '  Scenario: Sends nothing kept',
      '    Given I open "/apply"',
      '    When I upload "letter.pdf" to "CV"',
      '',
    ].join('\n');
    const saved = await h.invoke(
      'frt_save_feature_draft',
      { name: 'Apply', gherkin, confirm: true },
      t.fullKey,
    );
    const run = await h.invoke(
      'run_frt_feature',
      { featureId: saved.body.data.feature.featureId, confirm: true },
      t.fullKey,
    );
    const runId = run.body.data.runId;
    expect((await waitForRun(h, t.fullKey, runId, 120_000)).data.summary).toMatchObject({
      total: 2,
      passed: 1,
    });
    const missing = await h.invoke(
      'frt_explain_failure',
      { runId, scenarioName: 'Sends nothing kept' },
      t.fullKey,
    );
    expect(missing.body.data.step).toMatchObject({ index: 1, status: 'failed' });
    expect(missing.body.data.step.error).toContain('the project keeps no file "letter.pdf"');
    expect(
      (await h.invoke('frt_list_files', {}, t.fullKey)).body.data.files.map((f: { name: string }) => f.name),
    ).toEqual(['cv.pdf']);
    expect((await h.invoke('frt_delete_file', { name: 'cv.pdf', confirm: true }, t.fullKey)).body.ok).toBe(
      true,
    );
    const again = await h.invoke('frt_delete_file', { name: 'cv.pdf', confirm: true }, t.fullKey);
    expect(again.body.error.code).toBe('validation_error');
    expect(again.body.nextActions[0].tool).toBe('frt_list_files');
  });

  it('a click whose form answers slowly is followed: the next step fills the page it leads to', async () => {
    // Deleting an alert sends a form a moment after the click (as a loaded renderer may) and comes
    // back, half a second later, to the same list with its "New alert" form: a fill that started
    // before that page arrived would be lost with the old one.
    const sent: Array<Record<string, string>> = [];
    const alerts = (note: string) =>
      `<h1>Alerts</h1><p>${note}</p><form action="/alerts/delete"><input type="hidden" name="id" value="7">` +
      '<button type="button" onclick="setTimeout(() => this.form.submit(), 45)">Delete</button></form><form action="/alerts/new"><label for="n">Name</label>' +
      '<input id="n" name="name"><button>Create</button></form>';
    const record = (req: { url?: string }) => {
      sent.push(Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams));
    };
    site.setPage('/alerts', alerts(''));
    site.setPage('/alerts/delete', (req) => (record(req), { body: alerts('Alert deleted.'), delayMs: 500 }));
    site.setPage('/alerts/new', (req) => (record(req), alerts('Alert created.')));
    const gherkin = [
      'Feature: Alerts',
      '  Scenario: Replace an alert',
      '    Given I open "/alerts"',
      '    When I click "Delete"',
      '    And I fill "Name" with "Cottage"',
      '    And I should see "Alert deleted."',
      '    And I click "Create"',
      '    Then I should see "Alert created."',
      '',
    ].join('\n');
    const saved = await h.invoke(
      'frt_save_feature_draft',
      { name: 'Alerts', gherkin, confirm: true },
      t.fullKey,
    );
    const run = await h.invoke(
      'run_frt_feature',
      { featureId: saved.body.data.feature.featureId, confirm: true },
      t.fullKey,
    );
    const status = await waitForRun(h, t.fullKey, run.body.data.runId);
    expect(status.data).toMatchObject({ status: 'completed', summary: { passed: 1 } });
    expect(sent).toEqual([{ id: '7' }, { name: 'Cottage' }]);
  });
});
