import { describe, expect, it } from 'vitest';
import { type Clause, readGoal, splitGoal } from './goal.js';
import { writtenIn } from './language-switch.js';

/** The user actions a goal reads as, without the alternative readings kept for grounding. */
function read(goal: string): Array<Partial<Clause>> {
  return readGoal(goal).clauses.map(({ action, target, value, scope }) => ({
    action,
    target,
    ...(value !== undefined ? { value } : {}),
    ...(scope ? { scope } : {}),
  }));
}

describe('goals as testers write them, read into user actions (EN and FR)', () => {
  it('names a page by what the site calls it, in either language', () => {
    expect(read('go to the account page')).toEqual([{ action: 'navigate', target: 'account' }]);
    expect(read('ouvrir la page Pricing')).toEqual([{ action: 'navigate', target: 'Pricing' }]);
    expect(read("aller sur la page d'installation")).toEqual([
      { action: 'navigate', target: 'installation' },
    ]);
    expect(read('On the product page for Linen shade, open the Reviews tab')).toEqual([
      { action: 'navigate', target: 'Linen shade' },
      { action: 'click', target: 'Reviews' },
    ]);
    expect(read('open /cart')).toEqual([{ action: 'open', target: '/cart' }]);
  });

  it('reads prose as its steps: no greeting, no asking, who does it taken off, "A once B" as B then A', () => {
    expect(
      splitGoal(
        'Hi! Could you check that someone can sign up for the newsletter from the home page? Use tom@x.test.',
      ),
    ).toEqual(['sign up for the newsletter from the home page', 'Use tom@x.test']);
    expect(
      splitGoal(
        'I’d like to see that the Overview tab shows €12,480.00 once you’re logged in as a@x.test (password P-1!).',
      ),
    ).toEqual(['log in as a@x.test (password P-1!)', 'check that the Overview tab shows €12,480.00']);
    expect(
      splitGoal(
        'Bonjour, pouvez-vous vérifier qu’une cliente peut se connecter avec c@x.test (mot de passe H#26) puis, dans l’onglet Documents, demander une copie',
      ),
    ).toEqual([
      'se connecter avec c@x.test (mot de passe H#26)',
      'dans l’onglet Documents',
      'demander une copie',
    ]);
  });

  it('ticks the sign-in form’s own box before its button, and reads a tab to check before a colon as that tab', () => {
    expect(
      read('login ana@x.test / Pw-1!, cocher Rester connecté, puis vérifier l’onglet Factures : Total = 2'),
    ).toEqual([
      { action: 'navigate', target: 'sign in' },
      { action: 'fill', target: 'email', value: 'ana@x.test' },
      { action: 'fill', target: 'password', value: 'Pw-1!' },
      { action: 'check', target: 'Rester connecté' },
      { action: 'click', target: 'sign in' },
      { action: 'click', target: 'Factures' },
      { action: 'see', target: '2' },
    ]);
  });

  it('reads someone signed in as a user, then what they look for, as the words typed in the search box', () => {
    expect(
      read(
        'Someone signed in as ana@x.test (password Pw-1!) looks for every order of Acme Tools with the search box.',
      ),
    ).toEqual([
      { action: 'navigate', target: 'sign in' },
      { action: 'fill', target: 'email', value: 'ana@x.test' },
      { action: 'fill', target: 'password', value: 'Pw-1!' },
      { action: 'click', target: 'log in' },
      { action: 'search', target: '', value: 'Acme Tools' },
    ]);
    expect(read('chercher les commandes de Durand dans la barre de recherche')).toEqual([
      { action: 'search', target: '', value: 'Durand' },
    ]);
    expect(read('timetable: check Tom teaches yoga on Friday')).toEqual([
      { action: 'click', target: 'timetable' },
      { action: 'see', target: 'Tom teaches yoga on Friday' },
    ]);
  });

  it('reads an emoji before a capital as a sentence’s end, and who is away as the story', () => {
    expect(
      read(
        'Hi! We’re off to Lisbon for New Year and for once we can’t take the cat 😿 Could you open Boarding?',
      ),
    ).toEqual([{ action: 'navigate', target: 'Boarding' }]);
  });

  it('reads a pronoun removed as the row’s own control, the state left as a check, and "check the phone number" as what to see', () => {
    expect(read('adds a mug to the basket, then removes it, leaving the basket empty')).toEqual([
      { action: 'click', target: 'adds mug to basket' },
      { action: 'click', target: 'remove' },
      { action: 'see', target: 'the basket is empty' },
    ]);
    expect(read('check the phone number 05 56 00 11 22')).toEqual([
      { action: 'see', target: '05 56 00 11 22' },
    ]);
  });

  it('reads a booking made before as the story: its day is no value to give', () => {
    expect(
      read('I’d booked a desk for Monday the 14th. Could you move booking DSK-1 to Friday 18 December?'),
    ).toEqual([{ action: 'click', target: 'move booking DSK-1 to Friday 18 December' }]);
  });

  it('reads what a journey is for, before a colon, apart from its steps', () => {
    expect(
      splitGoal(
        'We need to check that the shop works in Spanish: switch the language to Español and open the cart.',
      ),
    ).toEqual(['switch the language to Español', 'open the cart']);
    expect(
      splitGoal(
        'Could you check the details of the parking permit procedure: it should say the fee is 20 euros.',
      ),
    ).toEqual(['open parking permit procedure', 'it should say the fee is 20 euros']);
    expect(readGoal('make sure the basket page then says "Nothing here yet"').clauses).toMatchObject([
      { action: 'see', target: 'Nothing here yet', where: 'basket' },
    ]);
  });

  it('keeps a number whole, reads a quoted choice as an option of the list named, and a check by its page', () => {
    expect(splitGoal('see that the Overview shows €12,480.00 paid, then log out')).toEqual([
      'see that the Overview shows €12,480.00 paid',
      'log out',
    ]);
    expect(splitGoal('lamp x2 + promo SPRING10')).toEqual(['lamp x2', 'promo SPRING10']);
    // Prose: a list of values in parentheses, a sign-in "as him", "find it under", a sign-off.
    const prose = readGoal(
      'Hey, David Hughes (customer 40031588, password Maple#Tree9) wants to pay. Could you sign in as him, find it under Invoices and hit Pay? It should finish on a payment confirmation with a PAY reference. Thanks!!',
    ).clauses;
    expect(prose.map((c) => c.text)).toEqual([
      'David Hughes',
      'customer 40031588',
      'password Maple#Tree9',
      'wants to pay',
      'sign in',
      'find it under Invoices',
      'hit Pay',
      'It should finish on a payment confirmation with a PAY reference',
    ]);
    expect(prose[5]).toMatchObject({ action: 'navigate', target: 'Invoices' });
    expect(prose[6]).toMatchObject({ action: 'click', target: 'Pay' });
    expect(prose[7]).toMatchObject({ action: 'see', target: 'PAY-' });
    // "the new time" is the time the goal gave.
    expect(
      readGoal('move it to Friday 17 April at 09:30. Then double-check that the list shows the new time')
        .clauses[1],
    ).toMatchObject({ action: 'see', target: '09:30' });
    // What the tester says to leave as it is, in an aside or a clause, is no step.
    expect(
      readGoal('l’abonner à la newsletter (laisser les alertes SMS comme elles sont)').clauses.map(
        (c) => c.text,
      ),
    ).toEqual(['l’abonner à la newsletter']);
    expect(readGoal('tick the newsletter, and leave the text alerts as they are').clauses).toHaveLength(1);
    // "Valider le récap": the summary is reached, then sent; "go jusqu'au récap" goes there.
    expect(read('Valider le récap')).toEqual([
      { action: 'click', target: 'récap' },
      { action: 'press', target: 'Enter' },
    ]);
    // "Go jusqu'au récap": the summary is the form's last step, reached by its button; any other
    // place "go jusqu'au" names is a page.
    expect(read('Go jusqu’au récap')[0]).toMatchObject({ action: 'click', target: 'récap' });
    expect(read('Go jusqu’au panier')[0]).toMatchObject({ action: 'navigate', target: 'panier' });
    // "Flow estimation en 3 steps : …", "Contact : M. Olivier Texier": what the test is of, then its
    // steps; "M." is no sentence's end.
    expect(splitGoal('Flow estimation en 3 steps : maison 5 pièces. Contact : M. Olivier Texier')).toEqual([
      'maison 5 pièces',
      'Contact : M. Olivier Texier',
    ]);
    // "crée-en une nouvelle « X » : …": X and what follows fill the form, then it is created; why
    // the tester deletes the other one is no step; "qu'elle apparaît" checks the one created.
    const alerts = readGoal(
      'supprime l’alerte « Appartement centre » (elle a changé d’avis) puis crée-en une nouvelle « Maison Doué » : achat, maison. Vérifie qu’elle apparaît bien dans la liste',
    ).clauses.map((c) => c.text);
    expect(alerts).toEqual([
      'supprime l’alerte « Appartement centre »',
      'une nouvelle « Maison Doué » : achat',
      'maison',
      'créer',
      'Vérifie qu’elle apparaît bien dans la liste',
    ]);
    expect(read('crée une alerte « Maison Doué » : achat. Vérifie qu’elle apparaît').at(-1)).toEqual({
      action: 'see',
      target: 'Maison Doué',
    });
    // "send the form: …": the values it opens first, then the form is sent.
    expect(
      splitGoal('Landlords page → send the form: subject rent guarantee, Paul Girard → expect GES-'),
    ).toEqual(['Landlords page', 'subject rent guarantee', 'Paul Girard', 'send the form', 'expect GES-']);
    // "check X" ticks X, it sends nothing.
    expect(readGoal('check Me tenir informé(e)').clauses[0].action).toBe('check');
    // A number alone is a value, not a step's number.
    expect(splitGoal('feedback -> 5 -> send')).toEqual(['feedback', '5', 'send']);
    // A new sentence borrows no verb from the one before.
    expect(readGoal('Click Pay. Card 4242 4242 4242 4242').clauses[1].verb).toBeUndefined();
    // A place, or a step's number, before a colon; a field's name before one stays with its value.
    expect(
      splitGoal('Meter readings tab: electricity 23987 kWh, Étape 3 : envoyer, objet : Facturation'),
    ).toEqual(['Meter readings tab', 'electricity 23987 kWh', 'envoyer', 'objet : Facturation']);
    // (Even when the value starts with a verb: the subject is "visiter la pension", no page to visit.)
    expect(splitGoal('Objet : visiter la pension avant un séjour')).toEqual([
      'Objet : visiter la pension avant un séjour',
    ]);
    expect(splitGoal('Praticiens : filtrer Médecine générale')).toEqual([
      'Praticiens',
      'filtrer Médecine générale',
    ]);
    // Checks written with a colon, a row that shows a value, a reference known by its prefix.
    expect(readGoal('Check: Fasting glucose row shows 0.92 g/L').clauses[0]).toMatchObject({
      action: 'see',
      target: '0.92 g/L',
    });
    expect(readGoal('Vérifier qu’un numéro d’incident (INC-…) est donné').clauses[0]).toMatchObject({
      action: 'see',
      target: 'INC-',
    });
    expect(readGoal('check the box that says I agree').clauses[0].action).toBe('check');
    // Slashes and ASCII arrows between steps, as terse goals write them; a sign-in keeps its pair.
    expect(splitGoal('rsvp -> Léa Martin / lea@x.fr / diet vegetarian => send')).toEqual([
      'rsvp',
      'Léa Martin',
      'lea@x.fr',
      'diet vegetarian',
      'send',
    ]);
    expect(splitGoal('connexion louise@x.test / Train-Bleu-42 / open invoices, date 14/03/2026')).toEqual([
      'connexion louise@x.test / Train-Bleu-42',
      'open invoices',
      'date 14/03/2026',
    ]);
    const pick = readGoal('Pick the subject "État civil"').clauses[0];
    expect(pick.fallback).toMatchObject({ action: 'select', target: 'subject', value: 'État civil' });
    const check = readGoal('vérifier sur le planning que le cours de yoga est à 9:00').clauses[0];
    expect(check).toMatchObject({ action: 'see', where: 'planning', target: 'le cours de yoga est à 9:00' });
    expect(
      readGoal('verify that the news item about the harvest fair says it opens at 9').clauses[0],
    ).toMatchObject({ where: 'harvest fair', target: 'it opens at 9' });
    expect(check.fallback).toMatchObject({
      action: 'see',
      target: 'sur le planning que le cours de yoga est à 9:00',
    });
  });

  it('reads a context as the page the journey stands on, never as an error', () => {
    expect(read('sur le catalogue, chercher « lampe »')).toEqual([
      { action: 'navigate', target: 'catalogue' },
      { action: 'search', target: '', value: 'lampe' },
    ]);
    expect(read("on the sign in page type 'ana@example.com' in Email")).toEqual([
      { action: 'navigate', target: 'sign in' },
      { action: 'fill', target: 'Email', value: 'ana@example.com' },
    ]);
    expect(read("depuis l'accueil, cliquer sur Contact")[0]).toEqual({
      action: 'navigate',
      target: 'accueil',
    });
  });

  it('splits two actions that share one verb', () => {
    expect(read("type 'ana@example.com' in Email and 'pw' in Password")).toEqual([
      { action: 'fill', target: 'Email', value: 'ana@example.com' },
      { action: 'fill', target: 'Password', value: 'pw' },
    ]);
    expect(read('remplir Prénom avec Ana et Nom avec Lima')).toEqual([
      { action: 'fill', target: 'Prénom', value: 'Ana' },
      { action: 'fill', target: 'Nom', value: 'Lima' },
    ]);
    expect(read('cliquer sur Se connecter puis sur « Mot de passe oublié ? »')).toEqual([
      { action: 'click', target: 'Se connecter' },
      { action: 'click', target: 'Mot de passe oublié ?' },
    ]);
  });

  it('scopes a target to the region named after it', () => {
    expect(read('cliquer sur « Brass desk lamp » dans Best sellers')).toEqual([
      { action: 'click', target: 'Brass desk lamp', scope: 'Best sellers' },
    ]);
    expect(read('click Details in the Server section')).toEqual([
      { action: 'click', target: 'Details', scope: 'Server' },
    ]);
    expect(read('Dans la section New arrivals, cliquer sur Oak floor lamp')).toEqual([
      { action: 'click', target: 'Oak floor lamp', scope: 'New arrivals' },
    ]);
  });

  it('reads checks phrased as results, and their negations', () => {
    const see = (target: string) => [{ action: 'see', target }];
    expect(read("check that 'Orders panel' is shown")).toEqual(see('Orders panel'));
    expect(read('vérifier que « Settings panel » s’affiche')).toEqual(see('Settings panel'));
    expect(read("verify '1 products' is displayed")).toEqual(see('1 products'));
    expect(read('make sure "Thanks" appears')).toEqual(see('Thanks'));
    expect(read('the confirmation message should appear')).toEqual(see('the confirmation message'));
    expect(read('« Paramètres enregistrés » est affiché')).toEqual(see('Paramètres enregistrés'));
    expect(read("check 'Saved' is displayed")).toEqual(see('Saved'));
    expect(read("'Error' should not be shown")).toEqual([{ action: 'notSee', target: 'Error' }]);
    // "check" before a label is still ticking a box.
    expect(read('check I accept the terms')).toEqual([{ action: 'check', target: 'accept the terms' }]);
  });

  it('reads sorting, setting a value and a verb that is a button’s own name', () => {
    expect(read('sort by Price: low to high')).toEqual([
      { action: 'select', target: 'sort', value: 'Price: low to high' },
    ]);
    expect(read('set Quantity to 2')).toEqual([{ action: 'fill', target: 'Quantity', value: '2' }]);
    expect(read('se connecter')).toEqual([{ action: 'click', target: 'se connecter' }]);
    expect(read('search the docs for config')).toEqual([{ action: 'search', target: '', value: 'config' }]);
  });

  it('reads a sign-in by its credentials, a language switch, numbered steps and a value to be seen', () => {
    const numbered = read(
      '1. Se connecter (carte 2940-305, code 8026). 2. Prolonger « Random Access Memories »',
    );
    expect(numbered.slice(0, 4)).toEqual([
      { action: 'navigate', target: 'sign in' },
      { action: 'fill', target: 'carte', value: '2940-305' },
      { action: 'fill', target: 'password', value: '8026' },
      { action: 'click', target: 'se connecter' },
    ]);
    expect(numbered).toHaveLength(5);
    expect(
      read('He signs in with his card number 2940-305 and PIN 8026').map((c) => c.value ?? c.target),
    ).toEqual(['sign in', '2940-305', '8026', 'sign in']);
    expect(read('connexion louise@x.test / Train-Bleu-42').slice(1, 3)).toEqual([
      { action: 'fill', target: 'email', value: 'louise@x.test' },
      { action: 'fill', target: 'password', value: 'Train-Bleu-42' },
    ]);
    expect(read('Could you switch the site to English')).toEqual([{ action: 'click', target: 'EN' }]);
    expect(read('passer le site en français')).toEqual([{ action: 'click', target: 'FR' }]);
    expect(read('New due date should be 25/04/2026')).toEqual([{ action: 'see', target: '25/04/2026' }]);
    expect(read('check the new time 17:05 is shown')).toEqual([{ action: 'see', target: '17:05' }]);
    // (Named with what it is the date of: "the new departure date", "la nouvelle date de départ".)
    for (const check of ['check the new departure date shows', 'vérifier la nouvelle date de départ'])
      expect(read(`change the departure to Monday 4 January, save, ${check}`).at(-1)).toMatchObject({
        action: 'see',
        target: 'Monday 4 January',
      });
    expect(read('cliquer sur Annuler pour le voyage VEB-32010')).toEqual([
      { action: 'click', target: 'Annuler', scope: 'voyage VEB-32010' },
    ]);
    expect(read('renew L’Étranger')[0]).toMatchObject({ action: 'click', target: 'renew L’Étranger' });
    expect(readGoal('renew L’Étranger').clauses[0].fallback).toMatchObject({
      target: 'renew',
      scope: 'Étranger',
    });
  });

  it('reads going back and checks of the URL and the title', () => {
    expect(read("vérifier que l'URL contient /commande")).toEqual([{ action: 'url', target: '/commande' }]);
    expect(read('check the URL contains /orders')).toEqual([{ action: 'url', target: '/orders' }]);
    expect(read('go back')).toEqual([{ action: 'back', target: '' }]);
    expect(read('revenir en arrière')).toEqual([{ action: 'back', target: '' }]);
    expect(read('I should be on /cart')).toEqual([{ action: 'url', target: '/cart' }]);
    expect(read("l'URL doit contenir /panier")).toEqual([{ action: 'url', target: '/panier' }]);
    expect(read("the title should be 'Welcome'")).toEqual([{ action: 'title', target: 'Welcome' }]);
    expect(read('sur le catalogue, filtrer par Lampes')).toEqual([
      { action: 'navigate', target: 'catalogue' },
      { action: 'click', target: 'Lampes' },
    ]);
    // A box to tick first, else a button of that name (a cookie banner's "Accept").
    expect(readGoal('accept cookies').clauses[0].fallback).toMatchObject({
      action: 'click',
      target: 'accept cookies',
    });
  });

  it('never splits inside quotes, and reads a breadcrumb as two steps', () => {
    expect(splitGoal('click "Terms and conditions", then click Next')).toEqual([
      'click "Terms and conditions"',
      'click Next',
    ]);
    expect(read('go to Journal > How to light a reading corner')).toEqual([
      { action: 'navigate', target: 'Journal' },
      { action: 'navigate', target: 'How to light a reading corner' },
    ]);
  });
  it('reads values given "as" a field, paired lists and a tab named as context before a check', () => {
    expect(read('enter ana@example.com as email and secret as password')).toEqual([
      { action: 'fill', target: 'email', value: 'ana@example.com' },
      { action: 'fill', target: 'password', value: 'secret' },
    ]);
    expect(read('fill in the e-mail and password with ana@example.com and secret')).toEqual([
      { action: 'fill', target: 'e-mail', value: 'ana@example.com' },
      { action: 'fill', target: 'password', value: 'secret' },
    ]);
    expect(read('remplir le nom et la ville avec Ana et Lyon')).toEqual([
      { action: 'fill', target: 'nom', value: 'Ana' },
      { action: 'fill', target: 'ville', value: 'Lyon' },
    ]);
    expect(read("on the Orders tab check that 'A-1001' is listed")).toEqual([
      { action: 'click', target: 'Orders' },
      { action: 'see', target: 'A-1001' },
    ]);
  });

  it('reads "the X home" as X when no page is called so', () => {
    const [docs] = readGoal('go to the docs home').clauses;
    expect(docs).toMatchObject({ action: 'navigate', target: 'docs home' });
    expect(docs.fallback).toMatchObject({ action: 'navigate', target: 'docs' });
  });
  it('reads signing in with a user and a password as the page, both fields and the button', () => {
    for (const goal of [
      'log in as ana@example.com with password secret',
      'sign in with ana@example.com and secret',
      'se connecter avec ana@example.com / secret',
      "s'identifier en tant que ana@example.com (mot de passe : secret)",
    ]) {
      expect(read(goal).slice(1, 3), goal).toEqual([
        { action: 'fill', target: 'email', value: 'ana@example.com' },
        { action: 'fill', target: 'password', value: 'secret' },
      ]);
    }
    expect(read('open /shop, log in as ana and pw1, then click Orders').map((c) => c.action)).toEqual([
      'open',
      'navigate',
      'fill',
      'fill',
      'click',
      'click',
    ]);
  });
  it('reads "select size M" as a choice and its field, in either order, after the whole as a click', () => {
    const [size] = readGoal('select size M').clauses;
    expect(size).toMatchObject({ action: 'click', target: 'size M' });
    const readings: Clause[] = [];
    for (let r = size.fallback; r; r = r.fallback) readings.push(r);
    expect(readings.map(({ action, target, value, scope }) => ({ action, target, value, scope }))).toEqual([
      { action: 'select', target: '', value: 'size M', scope: undefined },
      { action: 'select', target: 'size', value: 'M', scope: undefined },
      { action: 'select', target: 'M', value: 'size', scope: undefined },
      { action: 'click', target: 'M', value: undefined, scope: 'size' },
    ]);
    const [finish] = readGoal('choose the Black finish').clauses;
    expect(finish.fallback?.fallback?.fallback).toMatchObject({
      action: 'select',
      target: 'finish',
      value: 'Black',
    });
    expect(readGoal('select France').clauses[0].fallback).toMatchObject({
      action: 'select',
      target: '',
      value: 'France',
    });
    expect(readGoal('sélectionner la taille M').clauses[0].fallback?.fallback).toMatchObject({
      action: 'select',
      target: 'taille',
      value: 'M',
    });
  });

  it('reads the form a clause is done with as where to go, and a quoted control with the item it sits in', () => {
    expect(read('écrire à la mairie avec le formulaire de réclamation')).toEqual([
      { action: 'navigate', target: 'réclamation' },
    ]);
    expect(read('get in touch using the feedback form')).toEqual([
      { action: 'navigate', target: 'feedback' },
    ]);
    expect(read('ouvrir « Voir le détail » sur le forfait Famille')[0]).toEqual({
      action: 'click',
      target: 'Voir le détail',
      scope: 'forfait Famille',
    });
    expect(read("open 'Details' on the Pet insurance card")[0]).toEqual({
      action: 'click',
      target: 'Details',
      scope: 'Pet insurance',
    });
  });

  it('reads "accept X" as a box to tick, else a button to press, never a link', () => {
    const accept = readGoal('She accepts the volunteer charter').clauses[0];
    expect(accept).toMatchObject({ action: 'check', target: 'volunteer charter' });
    for (let r = accept.fallback; r; r = r.fallback) expect(r.buttonOnly).toBe(true);
  });

  it('ends a clause at a quoted message that ends its own sentence', () => {
    expect(
      splitGoal('Message : « Bonjour. Pouvez-vous me rappeler ? » Cocher le consentement, envoyer'),
    ).toEqual(['Message : « Bonjour. Pouvez-vous me rappeler ? »', 'Cocher le consentement', 'envoyer']);
    expect(splitGoal('type "Hi!" and then send')).toEqual(['type "Hi!"', 'send']);
  });

  it('reads a check of how a value starts, or of a reference known by its prefix, as what to see', () => {
    expect(read('check the reader number starts with 2940-')).toEqual([{ action: 'see', target: '2940-' }]);
    expect(read('vérifier que la référence commence par « TIL- »')).toEqual([
      { action: 'see', target: 'TIL-' },
    ]);
    expect(read('check that a RES- number is shown')).toEqual([{ action: 'see', target: 'RES-' }]);
    // A prefix alone, with no verb that checks, is still a reference to read: nobody types "DON-".
    expect(read('send it → WRK- ref')).toEqual([
      { action: 'click', target: 'send it' },
      { action: 'see', target: 'WRK-' },
    ]);
    expect(read('Ines writes down the ORD- number')).toEqual([{ action: 'see', target: 'ORD-' }]);
    expect(read('puis noter le numéro TKT-####')).toEqual([{ action: 'see', target: 'TKT-' }]);
    expect(read('type PROMO- in the code box')[0].action).toBe('fill');
  });

  it('reads a click on a card, a row or an article named after its kind', () => {
    expect(read('cliquer Apply sur la carte Front-end Developer (React)')).toEqual([
      { action: 'click', target: 'Apply', scope: 'Front-end Developer (React)' },
    ]);
    expect(read('click Read more on the article about video interviews')).toEqual([
      { action: 'click', target: 'Read more', scope: 'video interviews' },
    ]);
  });

  it('reads the words listed after a search as its form’s, where it happens first, and what a list should hold', () => {
    const [where, search, check] = readGoal(
      'job search: "data", Lyon, Permanent (CDI) only, hybrid → Data Analyst should be in the results',
    ).clauses;
    expect(where).toMatchObject({ action: 'navigate', target: 'job' });
    expect(search).toMatchObject({
      action: 'search',
      value: 'data',
      text: 'job search: "data", Lyon, Permanent (CDI) only, hybrid',
    });
    expect(check).toMatchObject({ action: 'see', target: 'Data Analyst' });
    // After a new step, no verb is borrowed: "reserve the DVD" is no search.
    expect(read('search "petit prince", type DVD → reserve the DVD').at(-1)).toMatchObject({
      action: 'click',
    });
    expect(read('vérifie qu’il ne reste que Front-end Developer (React) dans la liste')).toEqual([
      { action: 'see', target: 'Front-end Developer (React)' },
    ]);
    expect(read('La page finale doit afficher « BWA- »')).toEqual([{ action: 'see', target: 'BWA-' }]);
    expect(readGoal('switch notifications from SMS to e-mail').clauses[0].text).toBe(
      'switch notifications to e-mail',
    );
    // Never across a parenthesis or a colon: "(sans changer de langue) : chercher « developer » en …".
    expect(
      read('Sur le site en anglais (sans changer de langue) : chercher « developer » en Fully remote'),
    ).toContainEqual(expect.objectContaining({ action: 'search', value: 'developer' }));
  });

  it('reads when and how sure a check is said as no step: "At the end", "À la fin on doit voir", "Normalement un message confirme"', () => {
    expect(read('At the end the page should say the registration was received.')).toEqual([
      { action: 'see', target: 'the registration was received' },
    ]);
    expect(read('À la fin on doit voir la confirmation avec un numéro d’inscription.')).toEqual([
      { action: 'see', target: 'la confirmation avec un numéro d’inscription' },
    ]);
    expect(read('Once it’s confirmed, the page should say the trip has been cancelled.')).toEqual([
      { action: 'see', target: 'the trip has been cancelled' },
    ]);
    expect(read('Normalement un message confirme que c’est enregistré.')).toEqual([
      { action: 'see', target: 'c’est enregistré' },
    ]);
  });

  it('reads a check with no subject after an arrow: "send → should say thank you", "→ doit afficher « Merci »"', () => {
    expect(read('contact: message hello, send → should say thank you')).toContainEqual({
      action: 'see',
      target: 'thank you',
    });
    expect(read('réserver → doit afficher « Merci »')).toContainEqual({ action: 'see', target: 'Merci' });
  });

  it('reads a chatty request: the form to fill by its page, a wish that is asked, the box named before its text, the reference to tell', () => {
    expect(read('Could you fill in the quote request for us?')).toEqual([
      { action: 'navigate', target: 'quote request' },
    ]);
    // A wish is asked for, not the story: its words are data for the form.
    expect(read('We’ll have 14 tables, and we’d really love a flower arch for the ceremony')).toHaveLength(2);
    expect(read('Gary loves fishing')).toEqual([]);
    expect(
      read('In the box about our plans, please write: "Country style, with eucalyptus." Then send it'),
    ).toEqual([
      { action: 'fill', target: 'our plans', value: 'Country style, with eucalyptus.' },
      expect.objectContaining({ action: 'click' }),
    ]);
    expect(read('Dans le champ commentaire, écrire « Sonnez deux fois »')).toEqual([
      { action: 'fill', target: 'commentaire', value: 'Sonnez deux fois' },
    ]);
    // (A box named by two things keeps its place before the text: its "et" would split the step.)
    expect(read('Dans le champ des prénoms et âges, écrivez « Léo, 6 ans »').at(-1)).toEqual({
      action: 'fill',
      target: '',
      value: 'Léo, 6 ans',
    });
    expect(read('let me know the reference you get')).toEqual([{ action: 'see', target: 'the reference' }]);
  });

  it('reads the joints of a long request: a bare "puis", a box ticked on the way, the story of a cancellation, a time of day, a setting', () => {
    expect(
      read(
        'puis, dans l’onglet Mes déménagements, annulez le déménagement MOV-20470 en cochant bien la case de confirmation',
      ),
    ).toEqual([
      expect.objectContaining({ action: 'click', target: 'déménagements' }),
      expect.objectContaining({ action: 'click', target: 'annulez le déménagement MOV-20470' }),
      { action: 'check', target: 'case de confirmation' },
    ]);
    expect(
      read('Je n’ai finalement plus besoin que vous transportiez mes meubles le mardi 15 décembre.'),
    ).toEqual([]);
    expect(read('in the morning')).toEqual([expect.objectContaining({ action: 'click', target: 'morning' })]);
    expect(read('mets la langue des emails en français')).toEqual([
      { action: 'fill', target: 'langue des emails', value: 'français' },
    ]);
    expect(read('mettre mes deux chats en pension')[0]).toMatchObject({
      action: 'navigate',
      target: 'pension',
    });
  });

  it('reads prose about a person: the site’s language they read, why they act as no step, the item a title names', () => {
    expect(read('Peter Walsh reads the library’s site in English')).toEqual([
      { action: 'click', target: 'EN' },
    ]);
    expect(read('because a friend has lent him the book')).toEqual([]);
    const [cancel] = readGoal('cancel the one for La Vérité sur l’affaire Harry Quebert').clauses;
    const readings: Array<Partial<Clause>> = [];
    for (let r: Clause | undefined = cancel; r; r = r.fallback)
      readings.push({ target: r.target, scope: r.scope });
    expect(readings).toContainEqual({ target: 'cancel', scope: 'La Vérité sur l’affaire Harry Quebert' });
  });

  it('reads "in English" closing a clause as the site’s language, not a value', () => {
    expect(read('report lost property in English')[0]).toMatchObject({ target: 'report lost property' });
    expect(read('passer le site en français')).toEqual([{ action: 'click', target: 'FR' }]);
  });

  it('reads an item described before its control in parentheses, the page in view, and a language by its code', () => {
    const [open] = readGoal('Open the news item about the Easter weekend opening hours (Read more)').clauses;
    expect(open.fallback).toMatchObject({
      action: 'click',
      target: 'Read more',
      scope: 'Easter weekend opening hours',
    });
    expect(read('Check that the page says the libraries are closed on Monday 6 April')).toEqual([
      { action: 'see', target: 'the libraries are closed on Monday 6 April' },
    ]);
    expect(read('Switch the site to EN')).toEqual([{ action: 'click', target: 'EN' }]);
  });

  it('reads a sign-in whose credentials a comma, a slash or its space name, and a third person’s verbs', () => {
    const creds = (goal: string) =>
      read(goal)
        .filter((c) => c.action === 'fill')
        .map((c) => c.value);
    expect(creds('Sign in: customer no. 40218735, pwd Garonne-2026. Open Cards')).toEqual([
      '40218735',
      'Garonne-2026',
    ]);
    expect(creds('She signs in with 40218735 and Garonne-2026, goes to the Documents tab')).toEqual([
      '40218735',
      'Garonne-2026',
    ]);
    expect(creds('Espace client 57630142 / Chartrons#88 → onglet Cartes')).toEqual([
      '57630142',
      'Chartrons#88',
    ]);
    expect(creds('customer area: 40218735 / Garonne-2026, then open Cards')).toEqual([
      '40218735',
      'Garonne-2026',
    ]);
    expect(creds('login: ana@x.org, ana-pass-7')).toEqual(['ana@x.org', 'ana-pass-7']);
    expect(read('She signs in with 40218735 and Garonne-2026, goes to the Documents tab').at(-1)).toEqual({
      action: 'click',
      target: 'Documents',
    });
    expect(read('He clicks Save')).toEqual([{ action: 'click', target: 'Save' }]);
    expect(read('click Delete on the Garage Lafitte SARL row')).toEqual([
      { action: 'click', target: 'Delete', scope: 'Garage Lafitte SARL' },
    ]);
  });

  it('reads "request a call back" as no step back, and "check the X is Y" as what to verify', () => {
    expect(read('then on the result page request a call back').map((c) => c.action)).not.toContain('back');
    expect(read('check the call-back is registered (SIM- ref shown)')).toEqual([
      { action: 'see', target: 'SIM-' },
    ]);
    expect(read('check the newsletter box')).toEqual([{ action: 'check', target: 'newsletter' }]);
    expect(read('check the box that says I agree')[0].action).toBe('check');
  });
  it('reads a step said as done before the next, in the passive, or as what someone who… does', () => {
    const creds = (goal: string) =>
      read(goal)
        .filter((c) => c.action === 'fill')
        .map((c) => c.value);
    expect(creds('After signing in as a@b.test with Pw-2026!, open Invoices')).toEqual([
      'a@b.test',
      'Pw-2026!',
    ]);
    expect(creds("après s'être connectée avec a@b.fr / Mot-2026, ouvrir Factures")).toEqual([
      'a@b.fr',
      'Mot-2026',
    ]);
    expect(read('after adding 2 jars of honey, apply code LUNE10')[0]).toMatchObject({ action: 'click' });
    expect(read('after adding 2 jars of honey, apply code LUNE10')[0].target).toMatch(/^add 2 jars/);
    expect(
      read('Could you verify that the Invoices tab can be filtered to show only overdue invoices?'),
    ).toEqual([
      { action: 'click', target: 'Invoices' },
      { action: 'click', target: 'show only overdue invoices' },
    ]);
    const wrong = read(
      'Please make sure a user who signs in with a wrong password (a@b.test / letmein) sees an error message.',
    );
    expect(wrong.filter((c) => c.action === 'fill').map((c) => c.value)).toEqual(['a@b.test', 'letmein']);
    expect(wrong.at(-1)).toEqual({ action: 'see', target: 'an error message' });
    expect(read('I want to test reporting a broken street light')).toEqual([
      { action: 'click', target: 'report a broken street light' },
    ]);
  });

  it('reads a check of a message as what to see, a cart by any verb, and a zone named by its letter as data', () => {
    expect(read('check a confirmation')).toEqual([{ action: 'see', target: 'a confirmation' }]);
    expect(read('check the thank-you message')).toEqual([{ action: 'see', target: 'the thank-you message' }]);
    expect(read('mettre 4 Coffee beans dans le cart')[0].target).toBe('add 4 coffee beans to cart');
    expect(read('put two teas in the basket')[0].target).toBe('add two teas to basket');
    expect(read('in zone C for a year')[0].action).toBe('click');
    expect(
      read(
        'We need to check that the gift card page works: a €100 card, and the site should say it’s on its way',
      ),
    ).toMatchObject([
      { action: 'navigate', target: 'gift card' },
      {},
      { action: 'see', target: 'on its way' },
    ]);
    expect(read('switches the site to Français')).toMatchObject([{ action: 'click', target: 'FR' }]);
    expect(read('A French-speaking visitor switches the site to Français')).toMatchObject([{ target: 'FR' }]);
    // The quoted words before "with" are a value, not a field's name: both go to the form.
    expect(read('write "Is the lamp in stock?" from the contact page with ada@x.com')[0].action).toBe(
      'click',
    );
    // A slash between an email and a secret joins them, as a sign-in's two credentials.
    expect(splitGoal('demo@x.test / Demo-2026! — new invoice: Globex')[0]).toBe('demo@x.test / Demo-2026!');
    expect(splitGoal('rsvp -> Léa Martin / lea@x.fr / diet vegetarian')).toContain('lea@x.fr');
  });

  it('reads what the tester asks to be told as a check, and thanks or "it’s done" as no step', () => {
    expect(read('Could you send me the ABO number once it’s done? Thanks so much!')).toEqual([
      { action: 'see', target: 'ABO-' },
    ]);
    expect(read('Tu m’envoies le numéro GRP quand c’est fait ? Merci mille fois, tu me sauves !')).toEqual([
      { action: 'see', target: 'GRP-' },
    ]);
    expect(read('Relever le numéro d’abonnement ABO.')).toEqual([{ action: 'see', target: 'ABO-' }]);
    expect(read('confirm, and note the CMD ref.')).toEqual([
      { action: 'click', target: 'confirm' },
      { action: 'see', target: 'CMD-' },
    ]);
    expect(read('récupérer le code BON')).toEqual([{ action: 'see', target: 'BON-' }]);
    expect(read('Once it’s done, tell me my subscription number!')).toEqual([
      { action: 'see', target: 'my subscription number' },
    ]);
    expect(read('Save, and tell me if it says my details were updated.')).toMatchObject([
      { action: 'click', target: 'Save' },
      { action: 'see', target: 'my details were updated' },
    ]);
    expect(read('Open the pricing page and check it mentions plans')).toEqual([
      { action: 'navigate', target: 'pricing' },
      { action: 'see', target: 'plans' },
    ]);
    expect(read("vérifier qu'elle mentionne les formules")).toEqual([
      { action: 'see', target: 'les formules' },
    ]);
    // "send me a copy" asks for no reference: it stays what it was.
    expect(read('send me a copy')[0].action).not.toBe('see');
  });

  it('keeps an aside in parentheses with its clause, and a list of values in parentheses apart', () => {
    expect(splitGoal('2 full price + 1 reduced (student, 19). Buyer: Tom Weller')).toEqual([
      '2 full price',
      '1 reduced (student, 19)',
      'Buyer: Tom Weller',
    ]);
    expect(splitGoal('David Hughes (customer 40031588, password Maple#Tree9) signs in')).toContain(
      'customer 40031588',
    );
  });

  it('signs in with the credentials given in parentheses after the sign-in, and to "connecte-toi"', () => {
    expect(
      read(
        'Tu peux te connecter sur son compte (sandrine@x.test, mdp Biscotte-2026) et annuler PEN-40213',
      ).map((c) => c.action),
    ).toEqual(['navigate', 'fill', 'fill', 'click', 'click']);
    expect(read('Connecte-toi as oliver@x.test / Muddy-Paws-8').map((c) => c.action)).toEqual([
      'navigate',
      'fill',
      'fill',
      'click',
    ]);
  });

  it('reads the story around a journey as no step, and a sign-in whose "et" joins an email and a password', () => {
    expect(
      read(
        'Daniel Okafor moved to Saint-Aubin this summer and wants to treat his partner to the opera. Open /shows.',
      ),
    ).toEqual([{ action: 'open', target: '/shows' }]);
    // ("It has a garden and a garage" is what the house has: data for the form, never the story.)
    expect(read('It has a garden and a garage').length).toBeGreaterThan(0);
    // Data in the story is still data: "wants to take 18 children" keeps its count.
    expect(read('She wants to take 18 children to see the show').length).toBeGreaterThan(0);
    expect(
      read('Se connecter à Mon espace avec bruno@x.test et le mot de passe Cour-Jardin-26').map(
        (c) => c.action,
      ),
    ).toEqual(['navigate', 'fill', 'fill', 'click']);
  });

  it('reads a quoted text said shown as a check, and never starts a step inside a quote', () => {
    expect(read('confirm → "Exchange confirmed" msg').at(-1)).toMatchObject({
      action: 'check',
      target: 'Exchange confirmed',
    });
    expect(
      readGoal('In the message she writes "We are new here; could someone show us around?"').clauses.map(
        (c) => c.text,
      ),
    ).toEqual(['In the message she writes "We are new here; could someone show us around?"']);
  });

  it('reads "EN site" as the switch, and what a reference is, said after it in parentheses, as part of its clause', () => {
    expect(read('EN site. Open /shows')[0]).toMatchObject({ action: 'click', target: 'EN' });
    expect(
      splitGoal('exchange RES-40256 (Misanthrope, Sat 3 Oct) for Fri Oct 2nd 8:30pm, reason = x')[0],
    ).toBe('exchange RES-40256 (Misanthrope, Sat 3 Oct) for Fri Oct 2nd 8:30pm');
  });

  it('reads "use the English version" as the switch, and "log into my account (email, password …)" as a sign-in', () => {
    expect(read('could you please use the English version of the theatre’s site for this?')[0]).toMatchObject(
      {
        action: 'click',
        target: 'EN',
      },
    );
    expect(read('Log into my account (emily@x.test, password Encore!2026)').map((c) => c.action)).toEqual([
      'navigate',
      'fill',
      'fill',
      'click',
    ]);
  });

  it('reads "the new address is shown" as the address the goal gave', () => {
    expect(
      read(
        'remplacer l’adresse par 21 avenue de la Gare, enregistrer et vérifier que la nouvelle adresse est affichée',
      ).at(-1),
    ).toMatchObject({ action: 'see', target: '21 avenue de la Gare' });
    expect(
      read(
        'remplacer le téléphone par 07 45 89 12 30. Enregistrer et vérifier que le nouveau numéro s’affiche',
      ).at(-1),
    ).toMatchObject({ action: 'see', target: '07 45 89 12 30' });
  });

  it('reads "go all the way through X" as confirming X, and who cannot come as the story', () => {
    expect(read('Va bien jusqu’au bout de l’annulation')).toEqual([
      { action: 'click', target: 'confirmer l’annulation' },
    ]);
    expect(read('go all the way through the booking')[0]).toMatchObject({ target: 'confirm the booking' });
    expect(read('Elle ne pourra pas venir le 18 décembre')).toEqual([]);
    expect(read('so the family won’t make it to Dinan at the end of the month')).toEqual([]);
    expect(read('Tu peux te connecter à son compte (sophie@x.test / Remparts-2026) ?')).toMatchObject([
      { action: 'navigate', target: 'sign in' },
      { action: 'fill', target: 'email', value: 'sophie@x.test' },
      { action: 'fill', target: 'password', value: 'Remparts-2026' },
      { action: 'click' },
    ]);
  });

  it('keeps a slot said "entre 16h et 18h" or "between 4 and 6 pm", and "an hour and a half", in one clause', () => {
    expect(splitGoal('M. Karim Haddad, arrival entre 16h et 18h, accept les CGV')).toEqual([
      'M. Karim Haddad',
      'arrival entre 16h et 18h',
      'accept les CGV',
    ]);
    expect(splitGoal('we arrive between 4 and 6 pm and accept the terms')).toEqual([
      'we arrive between 4 and 6 pm',
      'accept the terms',
    ]);
    expect(splitGoal('from 2 pm, for an hour and a half, then pay')).toEqual([
      'from 2 pm',
      'for an hour and a half',
      'pay',
    ]);
    // The parts of one answer after its field's name stay together; a "+" between steps still splits.
    expect(splitGoal('budget €50–80 / colours: white + yellow / send')).toEqual([
      'budget €50–80',
      'colours: white + yellow',
      'send',
    ]);
    expect(splitGoal('Allergies: crustacés + œufs. Newsletter yes')).toEqual([
      'Allergies: crustacés + œufs',
      'Newsletter yes',
    ]);
    expect(splitGoal('taille moyenne + vase, qté 1')).toEqual(['taille moyenne', 'vase', 'qté 1']);
    expect(splitGoal('CB 4970 1012 3456 7893, exp. 08/28, crypto 123')).toEqual([
      'CB 4970 1012 3456 7893',
      'exp. 08/28',
      'crypto 123',
    ]);
    expect(splitGoal('pendant deux heures et demie puis payer')).toEqual([
      'pendant deux heures et demie',
      'payer',
    ]);
  });

  it('reads what happened, told in the French past, as no step', () => {
    expect(read('Paul Renaud écrit à l’hôtel. Il a oublié un chargeur, puis envoyer')).toEqual(
      read('Paul Renaud écrit à l’hôtel. Puis envoyer'),
    );
    expect(read('elle a réservé une table')).toEqual([]);
    expect(read('a quote for 2 rooms')).not.toEqual([]);
  });

  it('keeps "en anglais" with a clause that names a language field, not as the site’s language', () => {
    expect(read('passer la langue préférée en anglais')).toEqual([
      { action: 'fill', target: 'langue préférée', value: 'anglais' },
    ]);
  });

  it('reads "open / and …" as the home page, then the rest', () => {
    expect(read('open / and apply as a designer')[0]).toMatchObject({ action: 'open', target: '/' });
  });
});

describe('goals that chat, tell a story or name a flow', () => {
  it('names the test before its steps, and signs in with a person’s credentials given in an aside', () => {
    expect(read('Check le booking d’un cours en guest : planning → Aquagym')[0]).toMatchObject({
      action: 'click',
      target: 'planning',
    });
    expect(read('Paul Henry (paul@henry.test / Crawl!75) has the Pass Aquatique').slice(0, 4)).toEqual([
      { action: 'navigate', target: 'sign in' },
      { action: 'fill', target: 'email', value: 'paul@henry.test' },
      { action: 'fill', target: 'password', value: 'Crawl!75' },
      { action: 'click', target: 'sign in' },
    ]);
    // Not after someone who is no name: "The demo user (…) deletes …" keeps its subject.
    expect(read('The demo user (demo@x.test / Demo-2026!) deletes invoice INV-2045')[0]).not.toMatchObject({
      target: 'sign in',
    });
  });

  it('opens the flow a chat asks to run, and leaves out what a story says was not given', () => {
    expect(read('can you run a full membership sign-up?')).toEqual([
      { action: 'navigate', target: 'membership sign-up' },
    ]);
    expect(
      read(
        'A woman phoned reception because she would like to try the club. She did not want to give a phone number.',
      ),
    ).toEqual([]);
    // "as soon as possible" is a when, not a step that comes first.
    expect(read('start dès que possible')).toHaveLength(1);
    // "sam. 24/10": the short day's point ends no sentence.
    expect(splitGoal('Hugo Perrin, sam. 24/10, piscine')).toEqual(['Hugo Perrin', 'sam. 24/10', 'piscine']);
  });

  it('reads "Check le message de confirmation" as a check, and "book …" after "open …" as its own verb', () => {
    expect(read('Check le message de confirmation avec l’email')[0]).toMatchObject({ action: 'see' });
    expect(read('Open the timetable and book the Thursday class')[1]).not.toMatchObject({
      action: 'navigate',
    });
  });

  it('reads a wish for the reference as its check, and "jusqu’au bout" or "please" as no words of a control', () => {
    expect(read('Thanks so much, and I’d like to see the request reference at the end!')).toEqual([
      { action: 'see', target: 'the request reference' },
    ]);
    expect(read('Je veux la ref MSG à la fin.')).toEqual([{ action: 'see', target: 'la ref MSG' }]);
    expect(read('I would like to see a confirmation')).toEqual([{ action: 'see', target: 'a confirmation' }]);
    expect(read('I’d like to see the pricing page')[0]?.action).not.toBe('see');
    expect(read('Merci de confirmer la commande jusqu’au bout.')[0]).toMatchObject({
      action: 'click',
      target: 'confirmer la commande',
    });
    expect(read('Go all the way through the confirmation so it’s really cancelled, please.')).toEqual([
      { action: 'click', target: 'confirm' },
    ]);
    expect(read('Hello, je veux booker des billets pour le dimanche 20 décembre')[0]).toMatchObject({
      target: 'booker des billets pour le dimanche 20 décembre',
    });
  });

  it('drops who speaks, an aside and the news of the story; reads what is waited for as a check', () => {
    expect(read('Hey, James Porter here. Bad news: both kids have come down with flu. Obviously.')).toEqual(
      [],
    );
    expect(read('He waits until he sees his membership number.')).toEqual([
      { action: 'see', target: 'his membership number' },
    ]);
    expect(splitGoal('security code 481, which is in his name, Marc Dubreuil.')).toEqual([
      'security code 481',
      'which is in his name: Marc Dubreuil',
    ]);
  });

  it('checks quoted words as written, and "the new slot" as the time the goal gave', () => {
    expect(read('passer au créneau de 14h → vérifier "nouveau créneau"').at(-1)).toMatchObject({
      action: 'see',
      target: 'nouveau créneau',
    });
    expect(read('passer au créneau de 14h → vérifier le nouveau créneau').at(-1)).toMatchObject({
      action: 'see',
      target: '14h',
    });
  });
});

describe('the language a goal is written in', () => {
  it('is told by its small words, else by the words of pages and fields only one language writes', () => {
    expect(writtenIn('Open the booking page and check that the price is shown')).toBe('en');
    expect(writtenIn('Ouvrir la page de réservation et vérifier que le prix est affiché')).toBe('fr');
    expect(
      writtenIn('Takeaway: 2x pike quenelle → basket → pickup Sat 12/12 → name Lucas Bernard → pay on site'),
    ).toBe('en');
    expect(writtenIn('Panier → livraison → paiement → valider')).toBe('fr');
    expect(writtenIn('Check le booking d’un cours en guest')).toBeNull();
  });
});
