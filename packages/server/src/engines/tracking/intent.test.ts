import { describe, expect, it } from 'vitest';
import { intentCorpora } from '../../../test/fixtures/intent-corpora.js';
import { decideEvent, type EventText, resolveIntent } from './intent.js';

const corpora = intentCorpora() as Array<{
  file: string;
  heldOut: boolean;
  events: EventText[];
  tickets: Array<{ text: string; event: string; lang: 'en' | 'fr' }>;
}>;
const [retail] = corpora;
const events = retail.events;

describe('ticket intent: which plan event a ticket is about, by meaning', () => {
  it.each(
    corpora,
  )('$file: at least 90% of the phrasings top-1 (held out: all but one), in English and in French', (corpus) => {
    const misses: string[] = [];
    const right = { en: 0, fr: 0 };
    const total = { en: 0, fr: 0 };
    for (const ticket of corpus.tickets) {
      total[ticket.lang]++;
      const top = resolveIntent(ticket.text, corpus.events).events[0]?.eventId;
      if (top === ticket.event) right[ticket.lang]++;
      else misses.push(`${ticket.text} → ${top} (wanted ${ticket.event})`);
    }
    const accuracy = (right.en + right.fr) / corpus.tickets.length;
    console.log(
      `intent top-1: ${(accuracy * 100).toFixed(1)}% of ${corpus.tickets.length} (en ${right.en}/${total.en}, fr ${right.fr}/${total.fr})${misses.length ? `\n  missed: ${misses.join('\n  missed: ')}` : ''}`,
    );
    expect(total.fr).toBeGreaterThanOrEqual(corpus.tickets.length * 0.45);
    if (corpus.heldOut) {
      // Written before the resolver was measured on it: 16 and 12 tickets, at most one miss each.
      expect(corpus.tickets.length).toBeGreaterThanOrEqual(12);
      expect(right.en + right.fr).toBeGreaterThanOrEqual(corpus.tickets.length - 1);
    } else {
      expect(corpus.tickets.length).toBeGreaterThanOrEqual(20);
      expect(accuracy).toBeGreaterThanOrEqual(0.9);
    }
    expect(right.fr / total.fr).toBeGreaterThanOrEqual(0.85);
  });

  it('never settles on a wrong event: a ticket it would get wrong is refused as ambiguous, naming both', () => {
    const wrong: string[] = [];
    let refused = 0;
    for (const corpus of corpora) {
      for (const ticket of corpus.tickets) {
        const decision = decideEvent(resolveIntent(ticket.text, corpus.events));
        if ('rivals' in decision) refused++;
        if ('event' in decision && decision.event.eventId !== ticket.event)
          wrong.push(`${ticket.text} → ${decision.event.eventId} (wanted ${ticket.event})`);
      }
    }
    expect(wrong).toEqual([]);
    // Refusing is the safe answer, not a free one: most tickets still name one event.
    expect(refused).toBeLessThanOrEqual(corpora.reduce((n, c) => n + c.tickets.length, 0) * 0.15);
  });

  it("a ticket's subject names the event, what follows says what is wrong with it", () => {
    // "caisse" is checkout; the cart is only whose amount is missing.
    const checkout = resolveIntent("Le passage en caisse n'envoie pas le montant du panier", events);
    expect(decideEvent(checkout)).toMatchObject({ event: { eventId: 'begin_checkout' } });
    const cart = resolveIntent("L'ajout au panier n'envoie pas le montant de la commande", events);
    expect(decideEvent(cart)).toMatchObject({ event: { eventId: 'add_to_cart' } });
  });

  it('reads the values a plan expects and the elements its steps act on', () => {
    const account = corpora[1].events;
    const tabs = resolveIntent('Les onglets Profil / Commandes / Paramètres ne remontent rien', account);
    expect(tabs.events[0].eventId).toBe('click_tab');
    expect(tabs.events[0].why.join(' ')).toMatch(/expected value|linked element/);
  });

  it('says why, names the actions and the plan variables the ticket mentions', () => {
    const intent = resolveIntent("le clic sur un rail n'envoie pas rail_name", events);
    expect(intent.events[0]).toMatchObject({ eventId: 'click_rail' });
    expect(intent.events[0].why.join(' ')).toMatch(/(rail|carousel).*(id|label)/);
    expect(intent.actions).toContain('click');
    expect(intent.variables).toEqual(['rail_name']);
  });

  it('a variable the ticket names as the plan writes it weighs like a label', () => {
    const plan = [
      ['view_offers', 'Subscription offers page', ['offer_list']],
      ['article_read', 'Article read', ['section', 'access']],
      ['login', 'Sign in', ['method']],
      ['sign_up', 'Account creation', ['method']],
      ['share', 'Article shared', ['method', 'content_type']],
      ['begin_checkout', 'Subscription start', ['value', 'currency']],
      ['purchase', 'Subscription paid', ['transaction_id', 'value', 'currency']],
      ['newsletter_signup', 'Newsletter sign-up', ['newsletter_name']],
    ].map(([id, label, variables]) => ({
      id: id as string,
      label: label as string,
      eventType: 'custom',
      variables: variables as string[],
      stepTexts: [],
      pageLabels: [],
    }));
    // Subscription and page are words of the offers page's label; `section` and `access` name the article's variables.
    const intent = resolveIntent('section and access come up empty on subscription pages', plan);
    expect(decideEvent(intent)).toMatchObject({ event: { eventId: 'article_read' } });
    expect(intent.events[0].why.join(' ')).toMatch(/"section" names its variable/);
  });

  it('a ticket about nothing in the plan matches nothing well', () => {
    const intent = resolveIntent('The chatbot greeting shows in the wrong language', events);
    expect(intent.events[0]?.score ?? 0).toBeLessThan(0.3);
  });
});
