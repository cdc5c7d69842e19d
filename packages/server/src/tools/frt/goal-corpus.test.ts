import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../../test/goals/sites.js';
import { TEST_DB } from '../../test-support/database.js';
import { type Harness, startHarness, type Tenant, waitForRun } from '../../test-support/harness.js';
import { startSite } from '../../test-support/site.js';

type Site = Awaited<ReturnType<typeof serveSite>>;

// Goals as testers write them on three sites none of the older tests know (test/goals): a shop, a
// docs site and a French customer area behind a sign-in. bench/goals.js runs the whole corpus; these
// are one of each kind of phrasing. Grounding is browser work: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT: goals as people write them become green features', () => {
  let h: Harness;
  const sites: Record<string, Site> = {};
  const tenants: Record<string, Tenant> = {};

  beforeAll(async () => {
    h = await startHarness();
    for (const name of ['lumen', 'quarry', 'acme']) {
      sites[name] = await serveSite(name);
      tenants[name] = await h.tenant({ baseUrl: sites[name].url });
    }
  });
  afterAll(async () => {
    await h.close();
    for (const site of Object.values(sites)) await site.close();
  });

  const cases: Array<{ site: string; goal: string; startsOn?: string; page?: string }> = [
    // A page by its name, then a check phrased as a result with a count.
    {
      site: 'lumen',
      goal: "go to the catalogue page, search for lamp and verify '2 products' is displayed",
      startsOn: '/catalogue',
    },
    // A context, then a click scoped to a region of the page where the same link appears twice.
    {
      site: 'lumen',
      goal: 'From the home page, click « Brass desk lamp » in Best sellers, then add it to the basket',
    },
    // A context and its action in one clause; a verb shared by two actions.
    {
      site: 'lumen',
      goal: "on the sign in page click Create an account, fill Name with Ana and Email with ana@example.com, then click Create account and check that 'Your account is ready' is shown",
    },
    // A page named in French on an English site, a French check.
    {
      site: 'quarry',
      goal: "ouvrir la page d'installation, cliquer sur pnpm et vérifier que « pnpm add quarry » s'affiche",
      startsOn: '/docs/install',
    },
    // Two sections with the same button: the one in "Server".
    {
      site: 'quarry',
      goal: "go to the API reference and click Details in the Server section, then verify 'createServer(port): Server' is displayed",
    },
    // An English goal on a French site behind a sign-in: Email → Adresse e-mail, Orders → Commandes.
    {
      site: 'acme',
      goal: "open the sign in page, type 'ana@example.com' in Email and 'pw' in Password, click Log in, then open the Orders tab and check that '2 commandes' is shown",
    },
    // Signing in written as one phrase, from the home page: the sign-in page, both fields, the button.
    {
      site: 'acme',
      goal: "se connecter avec ana@example.com / secret, puis ouvrir l'onglet Commandes et vérifier que « 2 commandes » s'affiche",
    },
    // A page linked by its own name ("Mon compte") that redirects to the sign-in when signed out.
    {
      site: 'acme',
      goal: 'aller sur Mon compte et vérifier que « Connexion à votre espace » s’affiche',
      page: '/compte',
    },
  ];

  it.each(cases)('[$site] "$goal"', async ({ site, goal, startsOn, page }) => {
    const key = tenants[site].fullKey;
    const made = await h.invoke('create_frt_scenario', { goal, confirm: true }, key);
    expect(made.body.ok, `${goal}\n${JSON.stringify(made.body, null, 1)}`).toBe(true);
    if (startsOn) expect(made.body.data.gherkin).toContain(`Given I open "${startsOn}"`);
    if (page) {
      const named = made.body.data.clauses.find((c: { page?: { path: string } }) => c.page);
      expect(named.page.path).toBe(page);
      expect(made.body.summary).toContain(`is ${page}`);
    }
    const run = await h.invoke(
      'run_frt_feature',
      { featureId: made.body.data.featureId, confirm: true },
      key,
    );
    const status = await waitForRun(h, key, run.body.data.runId);
    const explained = await h.invoke('frt_explain_failure', { runId: run.body.data.runId }, key);
    expect(status.data.status, `${made.body.data.gherkin}\n${explained.body.summary}`).toBe('completed');
  }, 90_000);

  it('a site under a path (like /demo/) opens the page it names by its path inside the site', async () => {
    const shell = (title: string, body: string) =>
      `<!doctype html><title>${title}</title><nav><a href="/app/">Home</a> <a href="/app/pricing">Pricing</a></nav><main>${body}</main>`;
    const nested = await startSite({
      '/app/': shell('Home', '<h1>Welcome</h1>'),
      '/app/pricing': shell('Pricing', '<h1>Plans</h1><p>Pro at 9 €</p>'),
    });
    try {
      const tenant = await h.tenant({ baseUrl: `${nested.url}/app/` });
      const goal = "go to the pricing page and check that 'Pro at 9 €' is shown";
      const made = await h.invoke('create_frt_scenario', { goal, confirm: true }, tenant.fullKey);
      expect(made.body.ok, JSON.stringify(made.body)).toBe(true);
      expect(made.body.data.gherkin).toContain('Given I open "/pricing"');
      const run = await h.invoke(
        'run_frt_feature',
        { featureId: made.body.data.featureId, confirm: true },
        tenant.fullKey,
      );
      expect((await waitForRun(h, tenant.fullKey, run.body.data.runId)).data.status).toBe('completed');
    } finally {
      await nested.close();
    }
  }, 60_000);

  it('a clause the site cannot carry out is refused naming it, with the goal rewritten to what is there', async () => {
    const key = tenants.lumen.fullKey;
    const goal = 'open /checkout, fill Full name with Ana, click Submit order';
    const { status, body } = await h.invoke('create_frt_scenario', { goal, confirm: true }, key);
    expect(status).toBe(422);
    expect(body.error.code).toBe('pipeline_blocked');
    expect(body.data.clause).toBe('click Submit order');
    const ready = body.nextActions.filter((a: { tool: string }) => a.tool === 'create_frt_scenario');
    expect(ready.length).toBeGreaterThan(0);
    expect(ready[0].args.goal).toBe('open /checkout, fill Full name with Ana, click "Place order"');
    // The rewritten goal is ready to call as it is.
    const retried = await h.invoke('create_frt_scenario', ready[0].args, key);
    expect(retried.body.ok, JSON.stringify(retried.body)).toBe(true);
  }, 60_000);
});
