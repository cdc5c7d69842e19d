import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { TEST_DB } from '../../test-support/database.js';
import { type Received, walkSite } from '../../test-support/walk-site.js';

/**
 * A cooking school in French by default, in English behind the "FR | EN" switch of its header (a
 * cookie keeps the choice), with a sign-up form per class that records what it receives.
 */
function schoolSite(received: Received) {
  const english = (req: http.IncomingMessage) => /(?:^|;\s*)lang=en\b/.test(req.headers.cookie ?? '');
  const page = (req: http.IncomingMessage, fr: [string, string], en: [string, string]) => {
    const [title, body] = english(req) ? en : fr;
    const menu = english(req)
      ? '<a href="/">Home</a> <a href="/classes">Cooking classes</a>'
      : '<a href="/">Accueil</a> <a href="/classes">Cours de cuisine</a>';
    return `<!doctype html><html lang="${english(req) ? 'en' : 'fr'}"><head><title>${title}</title></head><body><header>${menu} <nav aria-label="Langue"><a href="/lang?l=fr">FR</a> | <a href="/lang?l=en">EN</a></nav></header><main><h1>${title}</h1>${body}</main><footer><a href="/rules">${english(req) ? 'Class rules' : 'Règlement des cours'}</a></footer></body></html>`;
  };
  return {
    '/': (req: http.IncomingMessage) =>
      page(
        req,
        ['L’Atelier du Goût', '<p>Cours du soir à Lyon.</p>'],
        ['L’Atelier du Goût', '<p>Evening classes in Lyon.</p>'],
      ),
    '/lang': (req: http.IncomingMessage) => {
      const lang = new URL(req.url ?? '/', 'http://x').searchParams.get('l') === 'en' ? 'en' : 'fr';
      return { body: '', status: 303, headers: { 'set-cookie': `lang=${lang}; Path=/`, location: '/' } };
    },
    '/classes': (req: http.IncomingMessage) =>
      page(
        req,
        [
          'Cours de cuisine',
          `<form action="/signup"><label for="n">Nom</label><input id="n" name="name"><label for="e">E-mail</label><input id="e" type="email" name="email"><label><input type="checkbox" name="rules" value="yes"> J’accepte le règlement des cours</label><button>S’inscrire</button></form>`,
        ],
        [
          'Cooking classes',
          `<form action="/signup"><label for="n">Name</label><input id="n" name="name"><label for="e">Email</label><input id="e" type="email" name="email"><button>Sign up</button></form>`,
        ],
      ),
    '/rules': (req: http.IncomingMessage) =>
      page(req, ['Règlement des cours', '<p>Arriver à l’heure.</p>'], ['Class rules', '<p>Be on time.</p>']),
    '/signup': (req: http.IncomingMessage) => {
      received.push({
        path: '/signup',
        fields: Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams),
      });
      return page(
        req,
        ['Merci', '<p role="status">Inscription reçue.</p>'],
        ['Thank you', '<p role="status">Sign-up received.</p>'],
      );
    },
  };
}

// Grounding happens in the browser, not the database: once, on the embedded default.
describe.runIf(TEST_DB === 'sqlite')('FRT walk: a page named in the site’s other language', () => {
  const { world, walkAndRun } = walkSite(schoolSite);
  // (The French menu's "Cours de cuisine" is no twin of "Cooking classes" in the lexicon: it is found
  // only through the switch.)

  it('a menu the goal names in English, on the French page of a site with an EN switch, is reached through that switch', async () => {
    const received = await walkAndRun('Open Cooking classes and sign up as Léa Martin, lea.martin@mail.test');
    expect(received).toEqual([
      { path: '/signup', fields: { name: 'Léa Martin', email: 'lea.martin@mail.test' } },
    ]);
  }, 180_000);

  it('accepting the rules ticks the form’s box, never the footer link of the same name', async () => {
    const received = await walkAndRun(
      'Ouvrir Cours de cuisine, nom Léa Martin, e-mail lea.martin@mail.test, accepter le règlement des cours, envoyer',
    );
    expect(received).toEqual([
      { path: '/signup', fields: { name: 'Léa Martin', email: 'lea.martin@mail.test', rules: 'yes' } },
    ]);
  }, 180_000);

  it('a page neither language names is refused, and the switch tried for it is no step of the answer', async () => {
    const refused = await world.h.invoke(
      'create_frt_scenario',
      {
        goal: 'Open Pottery classes and sign up as Léa Martin, lea.martin@mail.test',
        forceCreate: true,
        confirm: true,
      },
      world.t.fullKey,
    );
    expect(refused.body.ok).toBe(false);
    expect(refused.body.error.code).toBe('pipeline_blocked');
    expect(refused.body.error.message).toMatch(/Pottery/);
    expect(JSON.stringify(refused.body.data.walked ?? [])).not.toMatch(/"EN"/);
  }, 180_000);

  it('a walk that sent a form is not walked again in the other language: the site has changed', async () => {
    const refused = await world.h.invoke(
      'create_frt_scenario',
      {
        goal: 'ouvrir /classes, nom Léa Martin, e-mail lea.martin@mail.test, envoyer, puis ouvrir /rules et vérifier que la page dit Be on time',
        forceCreate: true,
        confirm: true,
      },
      world.t.fullKey,
    );
    expect(refused.body.ok, JSON.stringify(refused.body.data?.gherkin ?? refused.body)).toBe(false);
    expect(refused.body.error.message).toMatch(/Be on time/);
    expect(JSON.stringify(refused.body.data.walked ?? [])).not.toMatch(/"EN"/);
  }, 180_000);
});
