import { describe, expect, it } from 'vitest';
import { readRequest } from './request-intent.js';

describe('reading a plain-language request: which tool to call first', () => {
  it.each([
    [
      'Is SHOP-231 really fixed? The purchase event had no currency',
      'prove_ticket',
      'tracking_prove_jira_ticket',
    ],
    ['Prouve que le ticket WEB-88 est corrigé', 'prove_ticket', 'tracking_prove_jira_ticket'],
    ['Can we release tonight?', 'release_readiness', 'identify_blockers_for_release'],
    ['Peut-on mettre en production ce soir ?', 'release_readiness', 'identify_blockers_for_release'],
    ['Can I merge PR #42?', 'merge_gate', 'gate_pr_quality'],
    ['Does the pricing page still look right on mobile after the CSS refactor?', 'visual', 'run_vrt'],
    ["Vérifie que l'affichage de la page d'accueil n'a pas bougé", 'visual', 'run_vrt'],
    ['Make sure a user can sign in and finish the checkout', 'journey', 'create_frt_scenario'],
    ['Le formulaire de contact fonctionne-t-il ?', 'journey', 'create_frt_scenario'],
    ['Are the GA4 events and the dataLayer right on the product page?', 'tracking', 'run_tracking'],
    ['The home page feels slow, what is its LCP?', 'performance', 'run_perf'],
    ['Le site est lent sur mobile', 'performance', 'run_perf'],
    ['Check color contrast and screen reader labels', 'accessibility', 'run_a11y'],
    ["Audit d'accessibilité RGAA de la page contact", 'accessibility', 'run_a11y'],
    ['Why is our page not on Google? Check the sitemap and meta description', 'seo', 'run_seo'],
    ['Do we send a CSP and HSTS header?', 'security', 'run_security'],
    ['Are third-party cookies set before consent?', 'privacy', 'run_privacy'],
    ['Quel est l’état global de la qualité du site ?', 'site_health', 'get_site_health'],
  ])('%s → %s', (message, intent, tool) => {
    const read = readRequest(message);
    expect(read, JSON.stringify(read)).toMatchObject({ intent, tool });
  });

  it('carries what the tool needs from the message, and says which language it was in', () => {
    expect(readRequest('Prouve que le ticket WEB-88 est corrigé')).toMatchObject({
      args: { ticketId: 'WEB-88', confirm: true },
      language: 'fr',
    });
    const journey = readRequest('Make sure a user can add a mug to the cart');
    expect(journey).toMatchObject({
      language: 'en',
      args: { goal: 'Make sure a user can add a mug to the cart' },
    });
  });

  it('answers null to a request it cannot place', () => {
    expect(readRequest('hello there')).toBeNull();
  });
});
