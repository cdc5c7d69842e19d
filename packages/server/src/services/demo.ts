import type { Services } from './index.js';
import { scenarioOptions } from './scenarios.js';

export const DEMO_ORG = 'demo';
export const DEMO_PROJECT = 'demo-shop';

/** The demo site's pages, as VRT scenarios an agent can run at once. */
const DEMO_SCENARIOS = [
  ['Home', '/'],
  ['Pricing', '/pricing'],
  ['Product', '/product'],
  ['Contact', '/contact'],
];

/**
 * The demo org (business plan, every feature), its project pointing at the demo site with a
 * scenario per page, and a key.
 * A new key is minted on each call unless `existingKey` is given: keys are stored hashed only.
 */
export async function ensureDemo(services: Services, demoSiteUrl: string, existingKey?: string) {
  const org =
    (await services.orgs.bySlug(DEMO_ORG)) ??
    (await services.orgs.create({ name: 'Demo', slug: DEMO_ORG, plan: 'business' }));
  let project = await services.projects.find(org.id, DEMO_PROJECT);
  if (!project) {
    project = (
      await services.projects.create(org.id, { name: 'Demo shop', slug: DEMO_PROJECT, baseUrl: demoSiteUrl })
    ).project;
  } else if (project.base_url !== demoSiteUrl) {
    await services.projects.setBaseUrl(org.id, project.id, demoSiteUrl);
  }
  if ((await services.scenarios.list(project.id)).length === 0) {
    const target = await services.projects.resolve(org.id, { project: project.id });
    for (const [label, url] of DEMO_SCENARIOS)
      await services.scenarios.create(org.id, target, { label, url, options: scenarioOptions() });
  }
  await ensureDemoTracking(services, org.id, project.id);
  let key = existingKey;
  if (!key || !(await services.keys.authenticate(key))) {
    key = (
      await services.keys.create({
        orgId: org.id,
        kind: 'org',
        name: 'demo',
        scopes: ['mcp_full'],
        projectId: project.id,
        raw: existingKey,
      })
    ).key;
  }
  return { org, project, key };
}

/** Starts a baseline run of the demo project when it has no approved baseline yet. */
export async function captureDemoBaselines(services: Services, orgId: string, projectId: string) {
  const target = await services.projects.resolve(orgId, { project: projectId });
  const scenarios = await services.scenarios.list(projectId);
  const approved = await services.baselines.currentOnMain(
    target.environment.id,
    scenarios.map((s) => s.id),
  );
  if (approved.length > 0) return null;
  return services.vrtRuns.start(orgId, null, target, { type: 'baseline' });
}

const DEMO_JOURNEY = `Feature: Add the desk lamp to the cart
  Scenario: Add to cart from the product page
    Given I open "/product"
    When I click "Add to cart"
    Then I should see "Added to cart"
`;

/**
 * A tracking plan for the demo shop, so run_tracking and tracking_prove_jira_ticket work at once:
 * the product page's dataLayer and the add_to_cart event, linked to a journey that fires it.
 */
async function ensureDemoTracking(services: Services, orgId: string, projectId: string) {
  const target = await services.projects.resolve(orgId, { project: projectId });
  if ((await services.plans.get(target)).version > 0) return;
  const { feature } = await services.features.save(target, {
    name: 'Add the desk lamp to the cart',
    gherkin: DEMO_JOURNEY,
  });
  const product = (await services.scenarios.list(projectId)).find((s) => s.label === 'Product');
  await services.plans.edit(target, (plan) => {
    plan.name = 'Demo shop tracking plan';
    plan.pages = [
      {
        id: 'product',
        label: 'Fiche produit',
        pageType: 'product',
        scenarioIds: product ? [product.id] : [],
        variables: [
          { name: 'pageType', expected: { value: 'product' } },
          { name: 'price', expected: { type: 'number' } },
        ],
      },
    ];
    plan.events = [
      {
        id: 'add_to_cart',
        label: 'Ajout au panier',
        eventType: 'ecommerce',
        pages: ['product'],
        variables: [
          { name: 'currency', expected: { oneOf: ['EUR'] } },
          { name: 'value', expected: { value: 39 } },
          { name: 'productId', expected: { pattern: '^lamp-' } },
        ],
        frtRefs: [{ featureId: feature.id, stepIndex: 1, stepText: 'I click "Add to cart"' }],
      },
    ];
  });
}
