import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, type Tenant, uiPage, waitForRun } from '../../test-support/harness.js';
import { startSite, type TestSite } from '../../test-support/site.js';

const BAD = `<!doctype html><html lang="en"><head><title>Sign up</title></head><body><main><h1>Sign up</h1>
<p style="color:#bbbbbb;background:#ffffff">Fine print nobody can read.</p>
<form><input type="email" name="email"><button>Join</button></form></main></body></html>`;
const GOOD = `<!doctype html><html lang="en"><head><title>Contact</title></head><body><main><h1>Contact</h1>
<p>Write to us.</p><form><label for="e">Email</label><input id="e" type="email"><button>Send</button></form></main></body></html>`;

describe('a11y: axe-core in the scenario pages, by impact, with the elements', () => {
  let site: TestSite;
  let h: Harness;
  let t: Tenant;

  beforeAll(async () => {
    site = await startSite({ '/signup': BAD, '/contact': GOOD });
    h = await startHarness();
    t = await h.tenant({ baseUrl: site.url });
    await h.listen();
    for (const [label, url] of [
      ['Sign up', '/signup'],
      ['Contact', '/contact'],
    ]) {
      await h.invoke(
        'create_scenario',
        { label, url, viewports: ['phone', 'desktop'], confirm: true },
        t.fullKey,
      );
    }
  });
  afterAll(async () => {
    await h.close();
    await site.close();
  });

  it('a page with an unlabelled field and low contrast fails with those rules named; the clean page passes', async () => {
    const started = await fetch(`${h.config.publicUrl}/api/ci/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': t.ciKey },
      body: JSON.stringify({ type: 'a11y' }),
    });
    expect(started.status).toBe(202);
    const { runId } = (await started.json()) as { runId: string };
    const done = await waitForRun(h, t.fullKey, runId, 90_000);
    expect(done.data).toMatchObject({ status: 'failed', summary: { total: 4, passed: 2, failed: 2 } });
    const report = (await h.invoke('get_pillar_report', { pillar: 'a11y', runId }, t.fullKey)).body;
    const bad = report.data.pages.find(
      (p: { scenarioLabel: string; viewport: string }) =>
        p.scenarioLabel === 'Sign up' && p.viewport === 'desktop',
    );
    expect(bad.status).toBe('fail');
    const rules = Object.fromEntries(bad.violations.map((v: { rule: string }) => [v.rule, v]));
    expect(rules.label).toMatchObject({ impact: 'critical' });
    expect(rules.label.nodes[0]).toMatchObject({
      selector: 'input',
      html: expect.stringContaining('type="email"'),
    });
    expect(rules['color-contrast']).toMatchObject({
      impact: 'serious',
      wcag: expect.arrayContaining(['wcag2aa']),
    });
    const crop = await fetch(rules.label.nodes[0].crop);
    expect(crop.headers.get('content-type')).toBe('image/png');
    expect(report.summary).toMatch(/label \(critical\)/);
    const good = report.data.pages.filter((p: { scenarioLabel: string }) => p.scenarioLabel === 'Contact');
    expect(good.map((p: { status: string }) => p.status)).toEqual(['pass', 'pass']);
    const ui = await uiPage(h, t.fullKey, `/projects/${t.projectSlug}/runs/${runId}`);
    expect(ui.text).toMatch(/<strong>color-contrast<\/strong> \(serious\)/);
  }, 120_000);

  it('failOn moves the line: only critical fails; an unknown scenario is refused', async () => {
    const run = await h.invoke('run_a11y', { scenarios: ['Sign up'], failOn: 'critical' }, t.fullKey);
    const done = await waitForRun(h, t.fullKey, run.body.data.runId, 90_000);
    expect(done.data.summary).toMatchObject({ total: 2, failed: 2 });
    const unknown = await h.invoke('run_a11y', { scenarios: ['Nope'] }, t.fullKey);
    expect(unknown.body.error).toMatchObject({
      code: 'validation_error',
      message: expect.stringMatching(/unknown Nope/),
    });
  }, 120_000);
});
