import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A concert hall that sells seats in two steps, in French under / and in English under /en: a
 * performance in a list whose options say their time as people do ("à 20 h 30", "at 8:30 pm"),
 * full-price and reduced-price seats as number fields; then the buyer (a title list, names, email,
 * the terms box) and a pay button that answers with a CMD- reference.
 */
function concertHall(received: Received) {
  const record = (path: string, req: { url?: string }) => {
    const fields = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams);
    received.push({ path, fields });
    return fields;
  };
  const fr = {
    title: 'Salle Rameau',
    seats: 'Places',
    perf: 'Représentation',
    dates: ['vendredi 13 mars 2026 à 20 h', 'samedi 14 mars 2026 à 20 h 30'],
    full: 'Places plein tarif',
    reduced: 'Places tarif réduit',
    next: 'Continuer',
    civility: 'Civilité',
    titles: ['Madame', 'Monsieur'],
    first: 'Prénom',
    last: 'Nom',
    terms: 'J’accepte les conditions générales de vente',
    pay: 'Payer',
    done: 'Commande confirmée : CMD-4411',
  };
  const en = {
    ...fr,
    seats: 'Seats',
    perf: 'Performance',
    dates: ['Friday 13 March 2026 at 8 pm', 'Saturday 14 March 2026 at 8:30 pm'],
    full: 'Full-price seats',
    reduced: 'Reduced-price seats',
    next: 'Continue',
    civility: 'Title',
    titles: ['Ms', 'Mr'],
    first: 'First name',
    last: 'Last name',
    terms: 'I accept the terms of sale',
    pay: 'Pay',
    done: 'Order confirmed: CMD-4411',
  };
  const page = (t: typeof fr, lang: string, body: string) =>
    `<!doctype html><html lang="${lang}"><head><title>${t.title}</title></head><body><header><a href="/">FR</a> <a href="/en">EN</a></header><main><h1>${t.title}</h1>${body}</main></body></html>`;
  const seats = (t: typeof fr, lang: string, base: string) =>
    page(
      t,
      lang,
      `<h2>${t.seats}</h2><form action="${base}/buyer"><label for="p">${t.perf}</label><select id="p" name="perf"><option value="">—</option><option value="2026-03-13T20:00">${t.dates[0]}</option><option value="2026-03-14T20:30">${t.dates[1]}</option></select>
<label for="f">${t.full}</label><input id="f" type="number" name="full" value="0" min="0">
<label for="r">${t.reduced}</label><input id="r" type="number" name="reduced" value="0" min="0">
<button>${t.next}</button></form>`,
    );
  const buyer = (t: typeof fr, lang: string, base: string) =>
    page(
      t,
      lang,
      `<form action="${base}/pay"><label for="c">${t.civility}</label><select id="c" name="title"><option value="">—</option><option value="mme">${t.titles[0]}</option><option value="m">${t.titles[1]}</option></select>
<label for="fn">${t.first}</label><input id="fn" name="first"><label for="ln">${t.last}</label><input id="ln" name="last">
<label for="e">E-mail</label><input id="e" type="email" name="email">
<label><input type="checkbox" name="terms" value="yes"> ${t.terms}</label><button>${t.pay}</button></form>`,
    );
  const chosen = (t: typeof fr, lang: string, base: string, req: { url?: string }) => {
    record('/seats', req);
    return buyer(t, lang, base);
  };
  const paid = (t: typeof fr, lang: string, req: { url?: string }) => {
    const f = record('/pay', req);
    return page(t, lang, f.terms ? `<p role="status">${t.done}</p>` : '<p role="alert">CGV ?</p>');
  };
  return {
    '/': seats(fr, 'fr', ''),
    '/buyer': (req: { url?: string }) => chosen(fr, 'fr', '', req),
    '/pay': (req: { url?: string }) => paid(fr, 'fr', req),
    '/en': seats(en, 'en', '/en'),
    '/en/buyer': (req: { url?: string }) => chosen(en, 'en', '/en', req),
    '/en/pay': (req: { url?: string }) => paid(en, 'en', req),
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: a seat booking written as testers write one', () => {
  const { walkAndRun } = walkSite(concertHall);

  it('a total restated by its parts, a time said "20 h 30", a title said twice and an age are each placed once or not at all', async () => {
    const sent = await walkAndRun(
      'Réserver deux places pour le samedi 14 mars à 20 h 30 : une place plein tarif pour Mme Ada Roux et une place au tarif réduit pour son fils de 19 ans. Acheteuse : Madame Ada Roux, ada.roux@exemple.fr. Accepter les CGV, payer et noter la référence CMD-.',
    );
    expect(sent).toEqual([
      { path: '/seats', fields: { perf: '2026-03-14T20:30', full: '1', reduced: '1' } },
      {
        path: '/pay',
        fields: { title: 'mme', first: 'Ada', last: 'Roux', email: 'ada.roux@exemple.fr', terms: 'yes' },
      },
    ]);
  });

  it('"8:30pm", "(student, 19)", "Mr", "T&Cs" and "send me the CMD number once it’s done", in English', async () => {
    const sent = await walkAndRun(
      'open /en, Sat Mar 14 8:30pm, 1 full price + 1 reduced (student, 19). Buyer: Mr Tom Weller, tom.weller@mail.test. Accept T&Cs, pay. Could you send me the CMD number once it’s done? Thanks!',
    );
    expect(sent).toEqual([
      { path: '/seats', fields: { perf: '2026-03-14T20:30', full: '1', reduced: '1' } },
      {
        path: '/pay',
        fields: { title: 'm', first: 'Tom', last: 'Weller', email: 'tom.weller@mail.test', terms: 'yes' },
      },
    ]);
  });
});
