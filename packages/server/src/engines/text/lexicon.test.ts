import { describe, expect, it } from 'vitest';
import { intentCorpora } from '../../../test/fixtures/intent-corpora.js';
import { similarity } from '../frt/match-text.js';
import { rankPages } from '../frt/page-names.js';
import { decideEvent, type EventText, resolveIntent } from '../tracking/intent.js';
import { concepts } from './concepts.js';
import { entryOf, LEXICON, type LexiconKind, SYNONYMS, termKey, twins } from './lexicon.js';
import { readRequest } from './request-intent.js';

/** Which entries' words each concept is read from: every concept should have one. */
const readFrom = new Map<string, Set<string>>();
for (const entry of LEXICON)
  for (const term of entry.terms)
    for (const c of concepts(term)) readFrom.set(c, (readFrom.get(c) ?? new Set()).add(entry.id));

const SITES: LexiconKind[] = ['common', 'shop', 'booking', 'public', 'finance', 'saas', 'media'];

describe('the UI lexicon (lexicon.json): French and English words of menus, buttons, forms and plans', () => {
  it('holds at least 400 entries, each in both languages, from many kinds of sites, a word in one entry only', () => {
    expect(LEXICON.length).toBeGreaterThanOrEqual(400);
    for (const kind of SITES)
      expect(LEXICON.filter((e) => e.kind === kind).length).toBeGreaterThanOrEqual(15);
    const ids = new Set<string>();
    const owner = new Map<string, string>();
    for (const entry of LEXICON) {
      expect(entry.en.length * entry.fr.length, entry.id).toBeGreaterThan(0);
      expect(ids.has(entry.id), entry.id).toBe(false);
      ids.add(entry.id);
      for (const term of entry.terms) {
        // Accents are folded away (fold.ts): "Créneau" and "creneau" are one word.
        expect(term).toMatch(/^[a-z0-9][a-z0-9 '-]*$/);
        const key = termKey(term);
        expect(owner.get(key) ?? entry.id, `"${term}" is in ${owner.get(key)} and ${entry.id}`).toBe(
          entry.id,
        );
        owner.set(key, entry.id);
      }
    }
    // The groups the FRT reader matches page words with: every meaning but the words of tickets.
    expect(SYNONYMS.length).toBe(LEXICON.filter((e) => e.kind !== 'ticket').length);
  });

  it.each([
    ['événements', 'events'],
    ['tarifs', 'pricing'],
    ['caisse', 'checkout'],
    ['objet', 'subject'],
    ['panier', 'cart'],
    ['envoyer', 'send'],
    ['connexion', 'sign in'],
    ['devis', 'quote'],
    ['actualités', 'news'],
    ['créneau', 'slot'],
    ['immatriculation', 'registration plate'],
    ['rendez-vous', 'appointment'],
    ['facture', 'invoice'],
    ['réservation', 'booking'],
  ])('%s and %s are twins', (fr, en) => {
    expect(twins(fr).map(termKey)).toContain(termKey(en));
    expect(twins(en).map(termKey)).toContain(termKey(fr));
    expect(concepts(fr)).toEqual(concepts(en));
  });

  it.each(
    LEXICON.map((e) => [e.id, e] as const),
  )('%s: its words are one another’s twins for every reader, and no other entry’s word is', (_, entry) => {
    for (const term of entry.terms) {
      expect(entryOf(term)?.id).toBe(entry.id);
      expect(new Set([term, ...twins(term)])).toEqual(new Set(entry.terms));
      // Ticket intents read concepts: every word of the entry, as written or capitalised, is the
      // entry's one concept…
      expect(concepts(term), term).toEqual([entry.id]);
      expect(concepts(term[0].toUpperCase() + term.slice(1)), term).toEqual([entry.id]);
    }
    // …and no word of another entry reads as it.
    expect([...(readFrom.get(entry.id) ?? [])]).toEqual([entry.id]);
    if (entry.kind === 'ticket') return;
    // Page names and fields (the FRT reader) match by similarity: each English word finds each
    // French one and back, well over the bar a binding needs (0.5).
    for (const en of entry.en)
      for (const fr of entry.fr) {
        expect(similarity(en, fr), `${en} ~ ${fr}`).toBeGreaterThanOrEqual(0.8);
        expect(similarity(fr, en), `${fr} ~ ${en}`).toBeGreaterThanOrEqual(0.8);
      }
  });
});

describe('end to end: page names, fields and ticket intents read the same lexicon', () => {
  const origin = 'https://site.example';
  const page = (path: string, title: string, link: string) => ({
    url: `${origin}${path}`,
    title: `${title} — Lumen`,
    heading: title,
    linkTexts: [link],
  });
  const english = [
    page('/events', 'Events', 'Events'),
    page('/news', 'News', 'News'),
    page('/pricing', 'Pricing', 'Pricing'),
    page('/contact', 'Contact us', 'Contact'),
    page('/book', 'Book an appointment', 'Appointments'),
  ];

  it.each([
    ['la page événements', '/events'],
    ['les actualités', '/news'],
    ['la page des tarifs', '/pricing'],
    ['prendre rendez-vous', '/book'],
  ])('a French goal names a page of an English menu: %s → %s', (name, path) => {
    expect(rankPages(name, english, origin)[0]?.path).toBe(path);
  });

  it('an English goal names a page of a French menu', () => {
    const french = [
      page('/evenements', 'Événements', 'Événements'),
      page('/actualites', 'Actualités', 'Actualités'),
      page('/tarifs', 'Tarifs', 'Tarifs'),
      page('/panier', 'Mon panier', 'Panier'),
    ];
    expect(rankPages('the pricing page', french, origin)[0]?.path).toBe('/tarifs');
    expect(rankPages('the cart', french, origin)[0]?.path).toBe('/panier');
    expect(rankPages('news', french, origin)[0]?.path).toBe('/actualites');
  });

  it.each([
    ['Objet', ['Name', 'Email', 'Subject', 'Message'], 'Subject'],
    ['immatriculation', ['Owner', 'Registration plate', 'Area', 'Email'], 'Registration plate'],
    ['créneau', ['Date', 'Time slot', 'Address'], 'Time slot'],
    ['Subject', ['Nom', 'Courriel', 'Objet', 'Message'], 'Objet'],
    ['first name', ['Nom', 'Prénom', 'Téléphone'], 'Prénom'],
    ['phone', ['Nom', 'Prénom', 'Téléphone'], 'Téléphone'],
  ])('a field named in the other language: %s → %s', (said, labels, wanted) => {
    const ranked = [...labels].sort((a, b) => similarity(said, b) - similarity(said, a));
    expect(ranked[0]).toBe(wanted);
  });

  it('a ticket: "caisse" is checkout, not the cart it carries', () => {
    const retail = intentCorpora()[0].events as EventText[];
    const decided = decideEvent(
      resolveIntent("Le passage en caisse n'envoie pas le montant du panier", retail),
    );
    expect(decided).toMatchObject({ event: { eventId: 'begin_checkout' } });
  });

  it('a request about a journey, in the lexicon’s words', () => {
    expect(readRequest('Vérifie que le passage en caisse fonctionne toujours')?.intent).toBe('journey');
    expect(readRequest('Can people still log in and pay at the checkout?')?.intent).toBe('journey');
  });
});
