import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { page, shop, useShop } from '../../test-support/shop-site.js';
import type { TestSite } from '../../test-support/site.js';
import { unzipEntries } from '../../test-support/zip.js';

// Runs that fail on purpose wait out the step timeout: kept apart from frt.test.ts so both files run
// side by side, with steps that wait 4 s instead of 10 (the steps that pass take well under 1 s).
describe('FRT: a step that fails, explained and healed', () => {
  let h: Harness;
  let t: Tenant;
  let site: TestSite;

  useShop((shop) => ({ h, t, site } = shop), { frtStepTimeoutMs: 4_000 });

  it('after a page change breaks a step, the run fails at that exact step index and is explained', async () => {
    const created = await h.invoke(
      'create_frt_scenario',
      { goal: 'open /contact, fill Email with a@b.c, click Send', forceCreate: true, confirm: true },
      t.fullKey,
    );
    const featureId = created.body.data.featureId;
    const original = shop()['/contact'];
    site.setPage(
      '/contact',
      page(
        'Contact',
        '<h1>Contact</h1><form><label for="email">Email</label><input id="email"><button type="button">Submit</button></form>',
      ),
    );
    try {
      const run = await h.invoke('run_frt_feature', { featureId, confirm: true }, t.fullKey);
      const status = await waitForRun(h, t.fullKey, run.body.data.runId);
      expect(status.data.status).toBe('failed');
      const { body } = await h.invoke('frt_explain_failure', { runId: run.body.data.runId }, t.fullKey);
      expect(body.data.step).toMatchObject({ index: 2, status: 'failed', text: 'I click "Send"' });
      expect(body.data.step.error).toMatch(/no element matches "Send"/);
      expect(body.data.result.steps.slice(0, 2).map((s: any) => s.status)).toEqual(['passed', 'passed']);
      // By default only the failing step keeps a screenshot, and the failed scenario ran once more
      // with a trace (Playwright's on-first-retry): it failed again, so it is not flaky.
      expect(body.data.result.steps.map((s: any) => s.screenshot !== null)).toEqual([false, false, true]);
      expect(body.data.result).toMatchObject({ retry: 'failed', flaky: false });
      const trace = await fetch(body.data.result.trace);
      const zip = Buffer.from(await trace.arrayBuffer());
      // The trace is what `npx playwright show-trace` opens: a zip of JSON-lines event logs.
      const entries = unzipEntries(zip);
      const events = entries
        .get('trace.trace')!
        .toString('utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(events[0]).toMatchObject({ type: 'context-options' });
      expect(events.some((e) => e.type === 'before' && e.method === 'goto')).toBe(true);
    } finally {
      site.setPage('/contact', original);
    }
  });

  // Browser behaviour, not storage: once, on the embedded default.
  it.runIf(TEST_DB === 'sqlite')(
    'heals a step broken by a renamed button: proposes, persists only when asked, and the run passes again',
    async () => {
      const newsletter = (button: string) =>
        page(
          'Newsletter',
          `<h1>Newsletter</h1><label><input type="checkbox"> I agree</label><button type="button" onclick="this.textContent='Done'">${button}</button>`,
        );
      site.setPage('/newsletter', newsletter('Subscribe'));
      const created = await h.invoke(
        'create_frt_scenario',
        { goal: 'open /newsletter, check I agree, click Subscribe', forceCreate: true, confirm: true },
        t.fullKey,
      );
      const featureId = created.body.data.featureId;
      const passing = await h.invoke('run_frt_feature', { featureId, confirm: true }, t.fullKey);
      expect((await waitForRun(h, t.fullKey, passing.body.data.runId)).data.status).toBe('completed');
      site.setPage('/newsletter', newsletter('Join'));
      const failed = await h.invoke('run_frt_feature', { featureId, confirm: true }, t.fullKey);
      expect((await waitForRun(h, t.fullKey, failed.body.data.runId)).data.status).toBe('failed');
      const explained = await h.invoke('frt_explain_failure', { runId: failed.body.data.runId }, t.fullKey);
      expect(explained.body.data.step).toMatchObject({
        index: 2,
        text: 'I click "Subscribe"',
        status: 'failed',
      });
      expect(explained.body.data.intendedElement).toMatchObject({ role: 'button', name: 'Subscribe' });
      expect(explained.body.nextActions[0].tool).toBe('frt_heal_step_def');
      const proposal = await h.invoke(
        'frt_heal_step_def',
        { stepText: 'And I click "Subscribe"', url: '/newsletter' },
        t.fullKey,
      );
      expect(proposal.body.ok, JSON.stringify(proposal.body)).toBe(true);
      expect(proposal.body.data).toMatchObject({ locator: 'role=button:Join', persisted: false });
      // Proposing changed nothing: the run still fails.
      const still = await h.invoke('run_frt_feature', { featureId, confirm: true }, t.fullKey);
      expect((await waitForRun(h, t.fullKey, still.body.data.runId)).data.status).toBe('failed');
      const unconfirmed = await h.invoke(
        'frt_heal_step_def',
        { stepText: 'I click "Subscribe"', url: '/newsletter', persist: true },
        t.fullKey,
      );
      expect(unconfirmed.body.error.code).toBe('confirm_required');
      const kept = await h.invoke(
        'frt_heal_step_def',
        { stepText: 'I click "Subscribe"', url: '/newsletter', persist: true, confirm: true },
        t.fullKey,
      );
      expect(kept.body.data.persisted).toBe(true);
      const healed = await h.invoke('run_frt_feature', { featureId, confirm: true }, t.fullKey);
      expect((await waitForRun(h, t.fullKey, healed.body.data.runId)).data.status).toBe('completed');
    },
    // Two runs fail on purpose, each waiting out the step timeout and its retry's.
    90_000,
  );

  // Browser behaviour, not storage: once, on the embedded default.
  it.runIf(TEST_DB === 'sqlite')(
    'a journey that leaves the project’s hosts or waits for what never comes fails at that step; the run finishes',
    async () => {
      // VisualQ's own origin stands for any host that is not the project's.
      const elsewhere = `${h.config.publicUrl}/elsewhere`;
      site.setPage('/away', page('Away', `<a href="${elsewhere}">Partner site</a>`));
      const gherkin = [
        'Feature: Edges',
        '  Scenario: Leaves',
        '    Given I open "/away"',
        '    When I click "Partner site"',
        '    Then I should see "Partner"',
        '  Scenario: Waits',
        '    Given I open "/away"',
        '    Then I should see "Never shown"',
        '',
      ].join('\n');
      const saved = await h.invoke(
        'frt_save_feature_draft',
        { name: 'Edges', gherkin, confirm: true },
        t.fullKey,
      );
      const run = await h.invoke(
        'run_frt_feature',
        { featureId: saved.body.data.feature.featureId, confirm: true },
        t.fullKey,
      );
      const status = await waitForRun(h, t.fullKey, run.body.data.runId, 120_000);
      expect(status.data).toMatchObject({ status: 'failed', summary: { total: 2, failed: 2 } });
      const leaves = await h.invoke(
        'frt_explain_failure',
        { runId: run.body.data.runId, scenarioName: 'Leaves' },
        t.fullKey,
      );
      expect(leaves.body.data.step).toMatchObject({ index: 1, status: 'failed' });
      expect(leaves.body.data.step.error).toBe(
        `the journey left the project's hosts: ${elsewhere} was refused`,
      );
      const waits = await h.invoke(
        'frt_explain_failure',
        { runId: run.body.data.runId, scenarioName: 'Waits' },
        t.fullKey,
      );
      expect(waits.body.data.step).toMatchObject({ index: 1, status: 'failed' });
      expect(waits.body.data.step.error).toMatch(/no element matches "Never shown"/);
      const missing = await h.invoke(
        'frt_explain_failure',
        { runId: run.body.data.runId, scenarioName: 'Waits', stepIndex: 7 },
        t.fullKey,
      );
      expect(missing.body.error.code).toBe('validation_error');
    },
  );
});
