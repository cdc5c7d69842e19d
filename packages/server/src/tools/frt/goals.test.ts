import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, type Tenant, waitForJob, waitForRun } from '../../test-support/harness.js';
import { useShop } from '../../test-support/shop-site.js';

// Grounding happens in the browser, not the database: these run once, on the embedded default;
// FRT storage is covered on both databases by frt.test.ts.
describe.runIf(TEST_DB === 'sqlite')('FRT: goals become grounded features that run green in Chromium', () => {
  let h: Harness;
  let t: Tenant;

  useShop((shop) => ({ h, t } = shop));

  const goals: Array<{ goal: string; requiresAuth?: boolean }> = [
    { goal: "open /catalog, search for 'red shoes', click the first product, add it to the cart" },
    { goal: 'aller sur le catalogue, chercher « coussin » puis cliquer sur « Linen cushion »' },
    {
      goal: 'go to /contact, fill Email with ada@example.com, select EUR from Currency, check the terms and click Send',
    },
    {
      goal: 'ouvrir /contact, saisir « ada@example.com » dans Email, choisir EUR dans Currency, cocher les conditions puis cliquer sur Envoyer',
    },
    { goal: "open /product/blue-mug then choose 'Large' in Size and click Add to cart" },
    { goal: 'ouvrir /catalog puis cliquer sur le premier produit et ajouter au panier' },
    { goal: 'open /account, click the Orders tab and see "No order yet"', requiresAuth: true },
    { goal: "ouvrir /account puis cliquer sur l'onglet Addresses", requiresAuth: true },
    { goal: 'open /catalog, click Linen cushion, choose Small from Size and press Add to cart' },
    {
      goal: 'aller sur /contact, taper « ada@example.com » dans le champ Email et cocher « I accept the terms »',
    },
    { goal: "open the catalog, click 'Blue mug' and see '€9.50'" },
    { goal: 'ouvrir /catalog, rechercher mug puis cliquer sur Blue mug' },
  ];

  // One test per goal, each with time for grounding and a run on a loaded CI machine.
  it.each(goals)('"$goal" becomes a feature that passes on the first run', async ({ goal, requiresAuth }) => {
    const { body } = await h.invoke('create_frt_scenario', { goal, requiresAuth, confirm: true }, t.fullKey);
    expect(body.ok, `${goal}\n${JSON.stringify(body, null, 1)}`).toBe(true);
    expect(body.data.resolved).toBe('created');
    for (const clause of body.data.clauses)
      if (clause.action === 'navigate') expect(clause.page.path).toMatch(/^\//);
      else if (clause.action !== 'open' && clause.action !== 'see') expect(clause.element).not.toBeNull();
    expect(body.data.gherkin.match(/^\s+When /gm)).toHaveLength(1);
    const run = await h.invoke(
      'run_frt_feature',
      { featureId: body.data.featureId, screenshots: 'on', confirm: true },
      t.fullKey,
    );
    const status = await waitForRun(h, t.fullKey, run.body.data.runId);
    const explained = await h.invoke('frt_explain_failure', { runId: run.body.data.runId }, t.fullKey);
    expect(status.data.status, `${goal}\n${body.data.gherkin}\n${explained.body.summary}`).toBe('completed');
    const last = explained.body.data.result.steps.at(-1);
    const shot = await fetch(last.screenshot);
    expect(shot.headers.get('content-type')).toBe('image/jpeg');
    expect((await shot.arrayBuffer()).byteLength).toBeGreaterThan(1_000);
  }, 120_000);

  it('frt_explore_site lists each page with what it offers and goals that become passing features', async () => {
    const started = await h.invoke('frt_explore_site', { maxPages: 8 }, t.fullKey);
    expect(started.body.ok).toBe(true);
    const job = await waitForJob(h, t.fullKey, started.body.data.jobId, 120_000);
    const pages = job.data.result.pages as Array<{ path: string; suggestedGoals: string[]; fields: number }>;
    const contact = pages.find((p) => p.path === '/contact');
    expect(contact?.fields).toBe(3);
    const goal = contact!.suggestedGoals.find((g) => g.includes('click "Send"'));
    expect(goal).toBe(
      'open /contact, fill "Email" with "ada@example.com", select "EUR" from "Currency", check "I accept the terms", click "Send"',
    );
    // The sign-in form is not suggested: a login belongs in the project's login feature.
    expect(pages.find((p) => p.path === '/account')?.suggestedGoals ?? []).toEqual([]);
    const made = await h.invoke('create_frt_scenario', { goal, forceCreate: true, confirm: true }, t.fullKey);
    expect(made.body.ok, JSON.stringify(made.body)).toBe(true);
    const run = await h.invoke(
      'run_frt_feature',
      { featureId: made.body.data.featureId, confirm: true },
      t.fullKey,
    );
    expect((await waitForRun(h, t.fullKey, run.body.data.runId)).data.status).toBe('completed');
  }, 180_000);
});
