// museum: Musée Valmont, the art and history museum of Montbrison (Loire). French by default, an English
// version through the "FR | EN" switch of the header. Exhibitions list with cards ("En savoir plus")
// and exhibition pages; timed-entry tickets in steps (visit date, a time slot among the day's radios,
// ticket counts in selects and an audio-guide option, visitor details, a summary to confirm → BIL-);
// a group / school visit request (→ GRP-); the "Amis du musée" membership (formula radios, address,
// then a card payment page → AMI-); a newsletter box in the footer; a contact form (→ MSG-); an FAQ;
// "Mon espace" behind a sign-in (email and password) with tabs: my tickets (change the time slot, or
// cancel with a reason and a confirmation page), my membership (renew, change the address), my profile.
// Every form is checked on the server: a missing field sends the form back with an error box
// (role=alert) listing what is missing. The museum is closed on Mondays, on 25 December and 1 January.
// The site's "today" is Thursday 3 December 2026; tickets are sold up to 31 January 2027.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-12-03';
const LAST_DAY = '2027-01-31';
const CLOSED = ['2026-12-25', '2027-01-01'];
const EXHIBITIONS = [
  {
    slug: 'lumieres-du-forez',
    title: [
      'Lumières du Forez. Peintres de la Loire, 1850-1914',
      'Lights of the Forez. Painters of the Loire, 1850-1914',
    ],
    dates: ['Du 17 octobre 2026 au 28 février 2027', '17 October 2026 to 28 February 2027'],
    text: [
      'Soixante tableaux de paysagistes de la Loire, dont une salle entière consacrée à François-Auguste Ravier. Exposition temporaire incluse dans le billet.',
      'Sixty paintings by landscape painters of the Loire, with a whole room devoted to François-Auguste Ravier. Temporary exhibition included in the ticket.',
    ],
  },
  {
    slug: 'poupees-automates',
    title: ['Poupées et automates, jouets d’autrefois', 'Dolls and automata, toys of yesteryear'],
    dates: ['Du 28 novembre 2026 au 10 janvier 2027', '28 November 2026 to 10 January 2027'],
    text: [
      'La collection de poupées du musée sort des réserves pour les fêtes : 200 poupées, maisons miniatures et automates à musique. Démonstration des automates le samedi à 15 h.',
      'The museum’s doll collection comes out of storage for the holidays: 200 dolls, doll’s houses and musical automata. The automata are demonstrated on Saturdays at 3 pm.',
    ],
  },
  {
    slug: 'montbrison-medieval',
    title: [
      'Montbrison, ville comtale (collection permanente)',
      'Montbrison, city of the Counts (permanent collection)',
    ],
    dates: ['Toute l’année', 'All year round'],
    text: [
      'Maquette de la ville au XIVᵉ siècle, sculptures de la collégiale Notre-Dame, monnaies des comtes de Forez.',
      'A model of the town in the 14th century, sculptures from the collegiate church of Notre-Dame, coins of the Counts of Forez.',
    ],
  },
];
// slot value → capacity per day; some slots of some days are full
const SLOTS = ['10:00', '11:30', '14:00', '15:30', '17:00'];
const SUNDAY_SLOTS = ['10:00', '11:30', '14:00', '15:30'];
const FULL = { '2026-12-12': ['14:00'], '2026-12-19': ['15:30'], '2026-12-20': ['14:00', '15:30'] };
const TICKETS = [
  ['plein', 'Plein tarif — 9 €', 'Full price — €9', 9],
  ['reduit', 'Tarif réduit (étudiants, demandeurs d’emploi) — 6 €', 'Reduced (students, jobseekers) — €6', 6],
  ['jeune', 'Moins de 18 ans — gratuit', 'Under 18 — free', 0],
];
const LEVELS = [
  ['maternelle', 'Maternelle', 'Nursery school'],
  ['elementaire', 'École élémentaire (CP-CM2)', 'Primary school'],
  ['college', 'Collège', 'Secondary school (11-15)'],
  ['lycee', 'Lycée', 'Sixth form / high school (15-18)'],
  ['superieur', 'Enseignement supérieur', 'Higher education'],
  [
    'adultes',
    'Groupe d’adultes (association, comité d’entreprise…)',
    'Adult group (association, works council…)',
  ],
];
const THEMES = [
  ['decouverte', 'Découverte du musée', 'Discovering the museum'],
  ['paysage', 'Le paysage en peinture', 'Landscape painting'],
  ['moyen-age', 'La vie au Moyen Âge à Montbrison', 'Life in medieval Montbrison'],
  ['jouets', 'Jouets et automates', 'Toys and automata'],
  ['portrait', 'Le portrait, du Moyen Âge à nos jours', 'The portrait, from the Middle Ages to today'],
];
const FORMULAS = [
  ['solo', 'Solo — 30 € par an', 'Solo — €30 a year', 30],
  ['duo', 'Duo (2 adultes) — 50 € par an', 'Duo (2 adults) — €50 a year', 50],
  [
    'famille',
    'Famille (2 adultes et leurs enfants) — 65 € par an',
    'Family (2 adults and their children) — €65 a year',
    65,
  ],
];
const SUBJECTS = [
  ['billetterie', 'Billetterie, réservation', 'Tickets, booking'],
  ['groupes', 'Visites de groupes et scolaires', 'Group and school visits'],
  ['amis', 'Amis du musée, adhésion', 'Friends of the museum, membership'],
  ['accessibilite', 'Accessibilité', 'Accessibility'],
  ['collections', 'Collections, recherche, don d’objets', 'Collections, research, donations'],
  ['autre', 'Autre', 'Other'],
];
const REASONS = [
  ['empechement', 'Empêchement personnel', 'Personal reasons'],
  ['maladie', 'Maladie', 'Illness'],
  ['erreur', 'Erreur de date ou de créneau', 'Wrong date or time slot'],
  ['meteo', 'Transport, météo', 'Travel, weather'],
  ['autre', 'Autre raison', 'Other reason'],
];

function museumAccounts() {
  return {
    'claire.dumont@mail.test': {
      password: 'Valmont-2026',
      prenom: 'Claire',
      nom: 'Dumont',
      telephone: '06 12 45 78 90',
      newsletter: true,
      membership: {
        ref: 'AMI-2208',
        formule: 'duo',
        until: '2027-01-15',
        adresse: '14 rue Tupinerie',
        cp: '42600',
        ville: 'Montbrison',
      },
      tickets: [
        {
          ref: 'BIL-30412',
          date: '2026-12-12',
          creneau: '11:30',
          plein: 2,
          reduit: 0,
          jeune: 1,
          audioguide: true,
          status: 'ok',
        },
        {
          ref: 'BIL-30587',
          date: '2026-12-27',
          creneau: '15:30',
          plein: 1,
          reduit: 1,
          jeune: 0,
          audioguide: false,
          status: 'ok',
        },
        {
          ref: 'BIL-29950',
          date: '2026-11-14',
          creneau: '14:00',
          plein: 2,
          reduit: 0,
          jeune: 0,
          audioguide: false,
          status: 'used',
        },
      ],
    },
    'james.porter@mail.test': {
      password: 'Forez*Art7',
      prenom: 'James',
      nom: 'Porter',
      telephone: '+44 7700 900456',
      newsletter: false,
      membership: null,
      tickets: [
        {
          ref: 'BIL-30633',
          date: '2026-12-19',
          creneau: '10:00',
          plein: 2,
          reduit: 0,
          jeune: 2,
          audioguide: false,
          status: 'ok',
        },
      ],
    },
    'm.girard@mail.test': {
      password: 'Automates!42',
      prenom: 'Mathilde',
      nom: 'Girard',
      telephone: '',
      newsletter: true,
      membership: {
        ref: 'AMI-1975',
        formule: 'famille',
        until: '2026-12-31',
        adresse: '3 place Eugène-Baune',
        cp: '42600',
        ville: 'Montbrison',
      },
      tickets: [],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.museum). */
export function museumState() {
  return {
    sessions: new Map(),
    accounts: museumAccounts(),
    nextTicket: 30701,
    nextGroup: 4117,
    nextFriend: 2391,
    nextMessage: 5520,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function museumGetForms() {
  return [];
}

/* ---------------------------------------------------------------------------------------------- */

function dayOf(iso) {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
function validIsoDate(d) {
  return /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
}
function slotsOf(iso) {
  return dayOf(iso) === 0 ? SUNDAY_SLOTS : SLOTS;
}
function tools(s) {
  const en = s.lang === 'en';
  const t = (fr, eng) => (en ? eng : fr);
  const pick = (row) => (en ? row[2] : row[1]);
  const both = (pair) => (en ? pair[1] : pair[0]);
  const money = (n) => (en ? `€${n}` : `${n} €`);
  const longDate = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    return en
      ? `${DAYS[1][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[1][x.getUTCMonth()]} ${x.getUTCFullYear()}`
      : `${DAYS[0][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[0][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
  };
  return { en, t, pick, both, money, longDate };
}
function errorBox(s, missing, other = '') {
  const { t } = tools(s);
  if (!missing?.length && !other) return '';
  return `<div class="error" role="alert">${other ? `<p>${h(other)}</p>` : ''}${missing?.length ? `<p>${t('Merci de compléter les champs suivants :', 'Please fill in the following fields:')}</p><ul>${missing.map((m) => `<li>${h(m)}</li>`).join('')}</ul>` : ''}</div>`;
}
function flashBox(s) {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
}
function option(value, text, current) {
  return `<option value="${h(value)}"${current === value ? ' selected' : ''}>${h(text)}</option>`;
}
function radio(name, value, text, current, disabled = false) {
  return `<label class="choice"><input type="radio" name="${name}" value="${h(value)}"${current === value ? ' checked' : ''}${disabled ? ' disabled' : ''}> ${h(text)}</label>`;
}
function input(id, label, v, type = 'text', extra = '') {
  return `<label for="${id}">${h(label)}</label><input type="${type}" id="${id}" name="${id}" value="${h(v?.[id] ?? '')}"${extra}>`;
}

function museumPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  return page({
    lang: s.lang,
    title: `${title} — Musée Valmont, Montbrison`,
    brand: '#6b2737',
    css: '.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700}.meta{color:#555}.inline{display:inline}.hint{color:#666;font-size:.9rem;font-weight:400}.steps{color:#6b2737;font-weight:600}.newsletter{margin-top:16px}',
    header: `<a class="logo" href="/">Musée Valmont</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/">${t('Accueil', 'Home')}</a> · <a href="/expositions">${t('Expositions', 'Exhibitions')}</a> · <a href="/billetterie">${t('Billetterie', 'Tickets')}</a> · <a href="/groupes">${t('Groupes et scolaires', 'Groups and schools')}</a> · <a href="/amis">${t('Amis du musée', 'Friends of the museum')}</a> · <a href="/faq">FAQ</a> · <a href="/contact">Contact</a></nav>
<nav aria-label="${t('Espace membre', 'Member area')}"><a href="/espace">${t('Mon espace', 'My account')}</a> · ${s.user ? `<a href="/deconnexion">${t('Déconnexion', 'Sign out')}</a>` : `<a href="/connexion">${t('Se connecter', 'Sign in')}</a>`}</nav>
<nav aria-label="Langue / Language"><a href="/langue?l=fr&amp;retour=${here}" lang="fr">FR</a> | <a href="/langue?l=en&amp;retour=${here}" lang="en" title="English version">EN</a></nav>`,
    body,
    footer: `<p>${t(
      'Musée Valmont · musée d’art et d’histoire de la ville de Montbrison · 8 rue des Cordeliers, 42600 Montbrison · 04 77 00 58 58 · ouvert du mardi au dimanche, 10 h – 18 h',
      'Musée Valmont · art and history museum of the town of Montbrison · 8 rue des Cordeliers, 42600 Montbrison · +33 4 77 00 58 58 · open Tuesday to Sunday, 10 am – 6 pm',
    )}</p>
<form method="post" action="/newsletter" class="newsletter" aria-label="Newsletter">
  <label for="nl-email">${t('Recevoir la lettre du musée', 'Get the museum’s newsletter')}</label>
  <input type="email" id="nl-email" name="email_newsletter" placeholder="${t('Votre e-mail', 'Your email')}">
  <button type="submit">${t('S’abonner', 'Subscribe')}</button>
</form>`,
  });
}

/* ---------------------------------------------------------------- forms */

function dateForm(ctx, s, v = {}, missing = [], other = '') {
  const { t } = tools(s);
  return museumPage(
    ctx,
    s,
    t('Billetterie', 'Tickets'),
    `<h1>${t('Réserver vos billets', 'Book your tickets')}</h1>
<p class="steps">${t('Étape 1 sur 5 : date de visite', 'Step 1 of 5: visit date')}</p>
<p>${t('Entrée à heure fixe, réservation conseillée. Le musée est fermé le lundi, le 25 décembre et le 1er janvier. Billets en vente jusqu’au 31 janvier 2027.', 'Timed entry, booking advised. The museum is closed on Mondays, on 25 December and on 1 January. Tickets on sale up to 31 January 2027.')}</p>
${errorBox(s, missing, other)}
<form method="post" action="/billetterie/date">
  ${input('date', t('Date de visite', 'Visit date'), v, 'date', ` min="${TODAY}" max="${LAST_DAY}"`)}
  <p><button type="submit">${t('Voir les créneaux', 'See the time slots')}</button></p>
</form>`,
  );
}
function slotForm(ctx, s, missing = []) {
  const { t, longDate } = tools(s);
  const d = s.cart.date;
  const full = FULL[d] ?? [];
  return museumPage(
    ctx,
    s,
    t('Billetterie', 'Tickets'),
    `<h1>${t('Réserver vos billets', 'Book your tickets')}</h1>
<p class="steps">${t('Étape 2 sur 5 : créneau horaire', 'Step 2 of 5: time slot')}</p>
<p>${t('Visite le', 'Visit on')} <strong>${longDate(d)}</strong> · <a href="/billetterie">${t('Changer de date', 'Change the date')}</a></p>
${errorBox(s, missing)}
<form method="post" action="/billetterie/creneau">
<fieldset><legend>${t('Heure d’entrée', 'Entry time')}</legend>
${slotsOf(d)
  .map((x) =>
    radio(
      'creneau',
      x,
      full.includes(x) ? `${x} (${t('complet', 'sold out')})` : x,
      s.cart.creneau,
      full.includes(x),
    ),
  )
  .join('\n')}
</fieldset>
<p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}
function ticketsForm(ctx, s, missing = []) {
  const { t, pick, longDate } = tools(s);
  const c = s.cart;
  const count = (name, label) =>
    `<label for="${name}">${h(label)}</label><select id="${name}" name="${name}">${[0, 1, 2, 3, 4, 5, 6, 7, 8]
      .map((n) => option(String(n), String(n), String(c[name] ?? 0)))
      .join('')}</select>`;
  return museumPage(
    ctx,
    s,
    t('Billetterie', 'Tickets'),
    `<h1>${t('Réserver vos billets', 'Book your tickets')}</h1>
<p class="steps">${t('Étape 3 sur 5 : billets', 'Step 3 of 5: tickets')}</p>
<p>${longDate(c.date)}, ${c.creneau}</p>
${errorBox(s, missing)}
<form method="post" action="/billetterie/billets">
<fieldset><legend>${t('Nombre de billets', 'Number of tickets')}</legend>
${TICKETS.map((x) => count(x[0], pick(x))).join('\n')}
<p class="hint">${t('Justificatif demandé à l’entrée pour le tarif réduit. Gratuit pour les Amis du musée sur présentation de la carte.', 'Proof required at the entrance for the reduced price. Free for Friends of the museum with their card.')}</p>
</fieldset>
<fieldset><legend>${t('Option', 'Option')}</legend>
<label class="choice"><input type="checkbox" name="audioguide" value="oui"${c.audioguide ? ' checked' : ''}> ${t('Audioguide (3 € par billet payant)', 'Audio guide (€3 per paying ticket)')}</label>
</fieldset>
<p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}
function visitorForm(ctx, s, v = {}, missing = []) {
  const { t } = tools(s);
  return museumPage(
    ctx,
    s,
    t('Billetterie', 'Tickets'),
    `<h1>${t('Réserver vos billets', 'Book your tickets')}</h1>
<p class="steps">${t('Étape 4 sur 5 : vos coordonnées', 'Step 4 of 5: your details')}</p>
${errorBox(s, missing)}
<form method="post" action="/billetterie/coordonnees">
  ${input('prenom', t('Prénom', 'First name'), v)}
  ${input('nom', t('Nom', 'Last name'), v)}
  ${input('email', t('E-mail', 'Email'), v, 'email')}
  ${input('telephone', t('Téléphone (facultatif)', 'Phone (optional)'), v, 'tel')}
  <p><label class="choice"><input type="checkbox" name="cgv" value="oui"> ${t('J’accepte les conditions générales de vente', 'I accept the terms and conditions of sale')}</label></p>
  <p><button type="submit">${t('Vérifier ma commande', 'Review my order')}</button></p>
</form>`,
  );
}
function ticketTotal(c) {
  const paying = Number(c.plein) + Number(c.reduit);
  return Number(c.plein) * 9 + Number(c.reduit) * 6 + (c.audioguide ? paying * 3 : 0);
}
function ticketLines(s, c) {
  const { t, pick } = tools(s);
  return TICKETS.filter((x) => Number(c[x[0]]) > 0)
    .map((x) => `${c[x[0]]} × ${pick(x)}`)
    .concat(c.audioguide ? [t('Audioguide', 'Audio guide')] : [])
    .join('<br>');
}

function groupForm(ctx, s, v = {}, missing = []) {
  const { t, pick } = tools(s);
  return museumPage(
    ctx,
    s,
    t('Groupes et scolaires', 'Groups and schools'),
    `<h1>${t('Demande de visite de groupe ou scolaire', 'Group or school visit request')}</h1>
<p>${t('Visites guidées d’une heure pour 10 à 35 personnes, du mardi au vendredi. Nous vous répondons sous 5 jours ouvrés.', 'One-hour guided tours for 10 to 35 people, Tuesday to Friday. We answer within 5 working days.')}</p>
${errorBox(s, missing)}
<form method="post" action="/groupes">
  ${input('etablissement', t('Établissement ou structure', 'School or organisation'), v)}
  <label for="niveau">${t('Niveau ou type de groupe', 'Level or type of group')}</label>
  <select id="niveau" name="niveau">${option('', t('Choisir…', 'Choose…'), v.niveau ?? '')}${LEVELS.map((x) => option(x[0], pick(x), v.niveau)).join('')}</select>
  ${input('participants', t('Nombre d’élèves ou de participants', 'Number of pupils or participants'), v, 'number', ' min="10" max="35"')}
  ${input('accompagnateurs', t('Nombre d’accompagnateurs', 'Number of accompanying adults'), v, 'number', ' min="0"')}
  ${input('date_souhaitee', t('Date souhaitée', 'Preferred date'), v, 'date', ` min="${TODAY}"`)}
  ${input('date_autre', t('Autre date possible (facultatif)', 'Alternative date (optional)'), v, 'date', ` min="${TODAY}"`)}
  <label for="theme">${t('Thème de la visite guidée', 'Guided tour theme')}</label>
  <select id="theme" name="theme">${option('', t('Choisir…', 'Choose…'), v.theme ?? '')}${THEMES.map((x) => option(x[0], pick(x), v.theme)).join('')}</select>
  <fieldset><legend>${t('Personne à contacter', 'Contact person')}</legend>
  ${input('contact_nom', t('Nom et prénom', 'Full name'), v)}
  ${input('contact_email', t('E-mail', 'Email'), v, 'email')}
  ${input('contact_telephone', t('Téléphone', 'Phone'), v, 'tel')}
  </fieldset>
  <label for="message">${t('Précisions (facultatif)', 'Further details (optional)')}</label>
  <textarea id="message" name="message" rows="4">${h(v.message ?? '')}</textarea>
  <p><button type="submit">${t('Envoyer la demande', 'Send the request')}</button></p>
</form>`,
  );
}

function friendsForm(ctx, s, v = {}, missing = []) {
  const { t, pick } = tools(s);
  return museumPage(
    ctx,
    s,
    t('Amis du musée', 'Friends of the museum'),
    `<h1>${t('Devenir Ami du musée', 'Become a Friend of the museum')}</h1>
<p>${t('Entrée libre toute l’année, invitations aux vernissages, 10 % à la boutique.', 'Free entry all year, invitations to private views, 10% off in the shop.')}</p>
${errorBox(s, missing)}
<form method="post" action="/amis">
<fieldset><legend>${t('Formule', 'Membership')}</legend>
${FORMULAS.map((x) => radio('formule', x[0], pick(x), v.formule)).join('\n')}
</fieldset>
  ${input('prenom', t('Prénom', 'First name'), v)}
  ${input('nom', t('Nom', 'Last name'), v)}
  ${input('email', t('E-mail', 'Email'), v, 'email')}
  ${input('telephone', t('Téléphone (facultatif)', 'Phone (optional)'), v, 'tel')}
  ${input('adresse', t('Adresse', 'Address'), v)}
  ${input('code_postal', t('Code postal', 'Postcode'), v)}
  ${input('ville', t('Ville', 'Town'), v)}
  <p><button type="submit">${t('Continuer vers le paiement', 'Continue to payment')}</button></p>
</form>`,
  );
}
function paymentForm(ctx, s, missing = [], other = '') {
  const { t, pick, money } = tools(s);
  const f = FORMULAS.find((x) => x[0] === s.pay.formule);
  return museumPage(
    ctx,
    s,
    t('Paiement', 'Payment'),
    `<h1>${t('Paiement de l’adhésion', 'Membership payment')}</h1>
<p>${h(pick(f))} · ${t('Total', 'Total')} : <strong>${money(f[3])}</strong></p>
${errorBox(s, missing, other)}
<form method="post" action="/amis/paiement">
  ${input('titulaire', t('Titulaire de la carte', 'Cardholder name'), {})}
  ${input('numero_carte', t('Numéro de carte', 'Card number'), {}, 'text', ' inputmode="numeric" autocomplete="cc-number"')}
  ${input('expiration', t('Date d’expiration (MM/AA)', 'Expiry date (MM/YY)'), {}, 'text', ' placeholder="MM/AA"')}
  ${input('cryptogramme', t('Cryptogramme (CVC)', 'Security code (CVC)'), {}, 'text', ' inputmode="numeric"')}
  <p><button type="submit">${t('Payer', 'Pay')} ${money(f[3])}</button></p>
</form>`,
  );
}
function contactForm(ctx, s, v = {}, missing = []) {
  const { t, pick } = tools(s);
  return museumPage(
    ctx,
    s,
    'Contact',
    `<h1>${t('Nous écrire', 'Contact us')}</h1>
${errorBox(s, missing)}
<form method="post" action="/contact">
  ${input('nom', t('Nom', 'Name'), v)}
  ${input('email', t('E-mail', 'Email'), v, 'email')}
  <label for="sujet">${t('Sujet', 'Subject')}</label>
  <select id="sujet" name="sujet">${option('', t('Choisir…', 'Choose…'), v.sujet ?? '')}${SUBJECTS.map((x) => option(x[0], pick(x), v.sujet)).join('')}</select>
  <label for="message">Message</label>
  <textarea id="message" name="message" rows="5">${h(v.message ?? '')}</textarea>
  <p><button type="submit">${t('Envoyer', 'Send')}</button></p>
</form>`,
  );
}
function loginForm(ctx, s, other = '') {
  const { t } = tools(s);
  return museumPage(
    ctx,
    s,
    t('Connexion', 'Sign in'),
    `<h1>${t('Connexion à mon espace', 'Sign in to my account')}</h1>
${errorBox(s, [], other)}
<form method="post" action="/connexion">
  <label for="email">${t('E-mail', 'Email')}</label><input type="email" id="email" name="email" autocomplete="username">
  <label for="mot_de_passe">${t('Mot de passe', 'Password')}</label><input type="password" id="mot_de_passe" name="mot_de_passe" autocomplete="current-password">
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>`,
  );
}

/* ---------------------------------------------------------------- account */

function accountPage(ctx, s, acct, tab, body) {
  const { t } = tools(s);
  const tabs = [
    ['billets', t('Mes billets', 'My tickets')],
    ['adhesion', t('Mon adhésion', 'My membership')],
    ['profil', t('Mon profil', 'My profile')],
  ];
  return museumPage(
    ctx,
    s,
    t('Mon espace', 'My account'),
    `<h1>${t('Bonjour', 'Hello')} ${h(acct.prenom)}</h1>
<nav class="tabs" aria-label="${t('Mon espace', 'My account')}">${tabs.map(([k, l]) => `<a href="/espace/${k}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>
${flashBox(s)}
${body}`,
  );
}
function ticketsTab(s, acct) {
  const { t, longDate } = tools(s);
  const status = (x) =>
    x.status === 'ok'
      ? t('Confirmé', 'Confirmed')
      : x.status === 'cancelled'
        ? t('Annulé', 'Cancelled')
        : t('Utilisé', 'Used');
  return `<table><thead><tr><th>${t('Référence', 'Reference')}</th><th>Date</th><th>${t('Billets', 'Tickets')}</th><th>${t('Statut', 'Status')}</th><th></th></tr></thead><tbody>
${acct.tickets
  .map(
    (x) =>
      `<tr><td>${x.ref}</td><td>${longDate(x.date)}, ${x.creneau}</td><td>${ticketLines(s, x)}</td><td>${status(x)}</td><td>${
        x.status === 'ok'
          ? `<a class="btn secondary" href="/espace/billets/creneau?ref=${x.ref}">${t('Changer le créneau', 'Change the time slot')}</a> <a class="btn secondary" href="/espace/billets/annuler?ref=${x.ref}">${t('Annuler', 'Cancel')}</a>`
          : ''
      }</td></tr>`,
  )
  .join('\n')}
</tbody></table>${acct.tickets.length ? '' : `<p>${t('Aucun billet.', 'No tickets.')}</p>`}
<p><a href="/billetterie">${t('Réserver de nouveaux billets', 'Book new tickets')}</a></p>`;
}
function membershipTab(s, acct, v = null, missing = []) {
  const { t, pick, longDate } = tools(s);
  const m = acct.membership;
  if (!m)
    return `<p>${t('Vous n’êtes pas encore Ami du musée.', 'You are not a Friend of the museum yet.')} <a href="/amis">${t('Adhérer', 'Join')}</a></p>`;
  const f = FORMULAS.find((x) => x[0] === m.formule);
  const a = v ?? { adresse: m.adresse, code_postal: m.cp, ville: m.ville };
  return `<section class="card"><h2>${t('Carte', 'Card')} ${m.ref}</h2><p>${h(pick(f))}</p><p>${t('Valable jusqu’au', 'Valid until')} ${longDate(m.until)}</p><p>${h(m.adresse)}, ${h(m.cp)} ${h(m.ville)}</p></section>
<h2>${t('Renouveler mon adhésion', 'Renew my membership')}</h2>
<form method="post" action="/espace/adhesion/renouveler">
<fieldset><legend>${t('Formule', 'Membership')}</legend>
${FORMULAS.map((x) => radio('formule', x[0], pick(x), m.formule)).join('\n')}
</fieldset>
<p><button type="submit">${t('Renouveler', 'Renew')}</button></p>
</form>
<h2>${t('Changer d’adresse', 'Change my address')}</h2>
${errorBox(s, missing)}
<form method="post" action="/espace/adhesion/adresse">
  ${input('adresse', t('Adresse', 'Address'), a)}
  ${input('code_postal', t('Code postal', 'Postcode'), a)}
  ${input('ville', t('Ville', 'Town'), a)}
  <p><button type="submit">${t('Enregistrer l’adresse', 'Save the address')}</button></p>
</form>`;
}
function profileTab(s, acct, missing = []) {
  const { t } = tools(s);
  return `<section class="card"><p>${h(acct.prenom)} ${h(acct.nom)} · ${h(acct.email ?? '')}</p><p>${t('Téléphone', 'Phone')} : ${h(acct.telephone || '—')}</p><p>${t('Lettre du musée', 'Newsletter')} : ${acct.newsletter ? t('oui', 'yes') : t('non', 'no')}</p></section>
${errorBox(s, missing)}<form method="post" action="/espace/profil">
  ${input('prenom', t('Prénom', 'First name'), acct)}
  ${input('nom', t('Nom', 'Last name'), acct)}
  ${input('telephone', t('Téléphone', 'Phone'), acct, 'tel')}
  <p><label class="choice"><input type="checkbox" name="lettre" value="oui"${acct.newsletter ? ' checked' : ''}> ${t('Recevoir la lettre du musée', 'Receive the museum’s newsletter')}</label></p>
  <p><button type="submit">${t('Enregistrer', 'Save')}</button></p>
</form>`;
}

/* ---------------------------------------------------------------- routes */

export async function museumRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.mval);
  if (!s) {
    const id = sid();
    s = { lang: 'fr', user: null, flash: '', cart: null, pay: null, next: null };
    state.sessions.set(id, s);
    ctx.setCookie('mval', id);
  }
  const { t, pick, both, money, longDate } = tools(s);
  const html = (title, body, status) => ({ status, lang: s.lang, html: museumPage(ctx, s, title, body) });
  const send = (out, status) => ({ status, lang: s.lang, html: out });
  const blank = (k) => !fields[k]?.trim();
  const missingOf = (pairs) => pairs.filter(([k]) => blank(k)).map(([, l]) => l);
  const acct = s.user ? state.accounts[s.user] : null;
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());
  const done = (title, lines) =>
    html(
      title,
      `<div class="notice" role="status"><h1>${h(title)}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</div><p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );

  if (path === '/langue') {
    s.lang = ctx.query.get('l') === 'en' ? 'en' : 'fr';
    const back = ctx.query.get('retour') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }
  if (path === '/' && method === 'GET') {
    return html(
      t('Accueil', 'Home'),
      `<h1>${t('Musée Valmont — art et histoire de Montbrison', 'Musée Valmont — art and history of Montbrison')}</h1>
<p>${t('Peintures, sculptures, objets d’art et histoire de la ville, dans l’ancien hôtel particulier des Valmont. Aujourd’hui, jeudi 3 décembre 2026, le musée est ouvert de 10 h à 18 h.', 'Paintings, sculptures, decorative arts and the history of the town, in the former Valmont town house. Today, Thursday 3 December 2026, the museum is open from 10 am to 6 pm.')}</p>
<p><a class="btn" href="/billetterie">${t('Réserver mes billets', 'Book my tickets')}</a></p>
<h2>${t('Expositions en cours', 'Current exhibitions')}</h2>
<div class="cards">${EXHIBITIONS.map((e) => `<article class="card"><h3>${h(both(e.title))}</h3><p class="meta">${both(e.dates)}</p><a href="/expositions/${e.slug}">${t('En savoir plus', 'Find out more')}</a></article>`).join('\n')}</div>`,
    );
  }
  if (path === '/expositions') {
    return html(
      t('Expositions', 'Exhibitions'),
      `<h1>${t('Expositions', 'Exhibitions')}</h1>
<div class="cards">${EXHIBITIONS.map((e) => `<article class="card"><h2>${h(both(e.title))}</h2><p class="meta">${both(e.dates)}</p><p>${h(both(e.text).slice(0, 90))}…</p><a href="/expositions/${e.slug}">${t('En savoir plus', 'Find out more')}</a></article>`).join('\n')}</div>`,
    );
  }
  const expo = EXHIBITIONS.find((e) => path === `/expositions/${e.slug}`);
  if (expo)
    return html(
      both(expo.title),
      `<article><h1>${h(both(expo.title))}</h1><p class="meta">${both(expo.dates)}</p><p>${h(both(expo.text))}</p></article>
<p><a class="btn" href="/billetterie">${t('Réserver mes billets', 'Book my tickets')}</a> <a href="/expositions">${t('Toutes les expositions', 'All exhibitions')}</a></p>`,
    );
  if (path === '/faq') {
    const qa = [
      [
        'Le musée est-il accessible en fauteuil roulant ?',
        'Is the museum wheelchair accessible?',
        'Oui, toutes les salles sont accessibles par ascenseur. Un fauteuil peut être prêté à l’accueil.',
        'Yes, every room is reachable by lift. A wheelchair can be borrowed at the desk.',
      ],
      [
        'Peut-on photographier les œuvres ?',
        'May I take photographs?',
        'Oui, sans flash, sauf dans l’exposition « Lumières du Forez ».',
        'Yes, without flash, except in the “Lights of the Forez” exhibition.',
      ],
      [
        'Puis-je me faire rembourser un billet ?',
        'Can I get a refund for a ticket?',
        'Un billet peut être annulé et remboursé depuis Mon espace jusqu’à la veille de la visite. Il peut aussi changer de créneau le même jour.',
        'A ticket can be cancelled and refunded from My account up to the day before the visit. Its time slot can also be changed on the same day.',
      ],
      [
        'Vendez-vous des cartes cadeaux ?',
        'Do you sell gift cards?',
        'Non, pas pour l’instant. L’adhésion aux Amis du musée peut être offerte en l’achetant au nom de la personne.',
        'Not at the moment. A Friends membership can be given by buying it in the person’s name.',
      ],
      [
        'Y a-t-il un vestiaire ?',
        'Is there a cloakroom?',
        'Oui, gratuit. Les valises ne sont pas acceptées.',
        'Yes, free of charge. Suitcases are not accepted.',
      ],
      [
        'Le musée est-il ouvert le lundi ?',
        'Is the museum open on Mondays?',
        'Non, le musée est fermé le lundi, le 25 décembre et le 1er janvier.',
        'No, the museum is closed on Mondays, on 25 December and on 1 January.',
      ],
    ];
    return html(
      'FAQ',
      `<h1>${t('Questions fréquentes', 'Frequently asked questions')}</h1>
${qa.map((x) => `<details class="card"><summary>${h(t(x[0], x[1]))}</summary><p>${h(t(x[2], x[3]))}</p></details>`).join('\n')}`,
    );
  }

  /* tickets */
  if (path === '/billetterie' && method === 'GET') {
    s.cart = null;
    return send(dateForm(ctx, s));
  }
  if (path === '/billetterie/date' && method === 'POST') {
    const d = fields.date?.trim();
    if (!d) return send(dateForm(ctx, s, fields, [t('Date de visite', 'Visit date')]), 422);
    if (!validIsoDate(d) || d < TODAY || d > LAST_DAY)
      return send(
        dateForm(
          ctx,
          s,
          fields,
          [],
          t(
            'Choisissez une date entre aujourd’hui et le 31 janvier 2027.',
            'Choose a date between today and 31 January 2027.',
          ),
        ),
        422,
      );
    if (dayOf(d) === 1 || CLOSED.includes(d))
      return send(
        dateForm(
          ctx,
          s,
          fields,
          [],
          t(`Le musée est fermé le ${longDate(d)}.`, `The museum is closed on ${longDate(d)}.`),
        ),
        422,
      );
    s.cart = { date: d };
    return { redirect: '/billetterie/creneau' };
  }
  if (path === '/billetterie/creneau') {
    if (!s.cart?.date) return { redirect: '/billetterie' };
    if (method === 'POST') {
      const c = fields.creneau;
      if (!c || !slotsOf(s.cart.date).includes(c) || (FULL[s.cart.date] ?? []).includes(c))
        return send(slotForm(ctx, s, [t('Heure d’entrée', 'Entry time')]), 422);
      s.cart.creneau = c;
      return { redirect: '/billetterie/billets' };
    }
    return send(slotForm(ctx, s));
  }
  if (path === '/billetterie/billets') {
    if (!s.cart?.creneau) return { redirect: '/billetterie' };
    if (method === 'POST') {
      const n = (k) => Number(fields[k] ?? 0) || 0;
      Object.assign(s.cart, {
        plein: n('plein'),
        reduit: n('reduit'),
        jeune: n('jeune'),
        audioguide: fields.audioguide === 'oui',
      });
      if (n('plein') + n('reduit') + n('jeune') === 0)
        return send(ticketsForm(ctx, s, [t('Au moins un billet', 'At least one ticket')]), 422);
      return { redirect: '/billetterie/coordonnees' };
    }
    return send(ticketsForm(ctx, s));
  }
  if (path === '/billetterie/coordonnees') {
    if (!s.cart?.plein && !s.cart?.reduit && !s.cart?.jeune) return { redirect: '/billetterie' };
    if (method === 'POST') {
      const missing = missingOf([
        ['prenom', t('Prénom', 'First name')],
        ['nom', t('Nom', 'Last name')],
        ['email', t('E-mail', 'Email')],
        ['cgv', t('Conditions générales de vente', 'Terms and conditions of sale')],
      ]);
      if (!blank('email') && !emailOk(fields.email)) missing.push(t('E-mail valide', 'A valid email'));
      if (missing.length) return send(visitorForm(ctx, s, fields, missing), 422);
      s.cart.visitor = {
        prenom: fields.prenom.trim(),
        nom: fields.nom.trim(),
        email: fields.email.trim(),
        telephone: fields.telephone?.trim() ?? '',
      };
      return { redirect: '/billetterie/recapitulatif' };
    }
    return send(
      visitorForm(
        ctx,
        s,
        s.cart.visitor ??
          (acct ? { prenom: acct.prenom, nom: acct.nom, email: s.user, telephone: acct.telephone } : {}),
      ),
    );
  }
  if (path === '/billetterie/recapitulatif') {
    const c = s.cart;
    if (!c?.visitor) return { redirect: '/billetterie' };
    return html(
      t('Récapitulatif', 'Summary'),
      `<h1>${t('Récapitulatif de votre commande', 'Your order')}</h1>
<p class="steps">${t('Étape 5 sur 5 : vérification', 'Step 5 of 5: review')}</p>
<table><tbody>
<tr><th>${t('Date', 'Date')}</th><td>${longDate(c.date)}</td></tr>
<tr><th>${t('Heure d’entrée', 'Entry time')}</th><td>${c.creneau}</td></tr>
<tr><th>${t('Billets', 'Tickets')}</th><td>${ticketLines(s, c)}</td></tr>
<tr><th>${t('Visiteur', 'Visitor')}</th><td>${h(c.visitor.prenom)} ${h(c.visitor.nom)} · ${h(c.visitor.email)}</td></tr>
<tr><th>Total</th><td>${money(ticketTotal(c))}</td></tr>
</tbody></table>
<form method="post" action="/billetterie/confirmer"><p><button type="submit">${t('Confirmer et payer sur place', 'Confirm and pay at the museum')}</button> <a href="/billetterie/billets">${t('Modifier', 'Change')}</a></p></form>`,
    );
  }
  if (path === '/billetterie/confirmer' && method === 'POST') {
    const c = s.cart;
    if (!c?.visitor) return { redirect: '/billetterie' };
    const ref = `BIL-${state.nextTicket++}`;
    const row = {
      ref,
      date: c.date,
      creneau: c.creneau,
      plein: c.plein,
      reduit: c.reduit,
      jeune: c.jeune,
      audioguide: c.audioguide,
      status: 'ok',
    };
    const owner = state.accounts[c.visitor.email.toLowerCase()];
    if (owner) owner.tickets.push(row);
    s.cart = null;
    return done(t('Réservation confirmée', 'Booking confirmed'), [
      `${t('Votre référence', 'Your reference')} : <strong>${ref}</strong>`,
      `${longDate(c.date)}, ${c.creneau} · ${ticketLines(s, c)}`,
      t(
        `Vos billets ont été envoyés à ${h(c.visitor.email)}. Montant à régler à l’accueil : ${money(ticketTotal(c))}.`,
        `Your tickets have been sent to ${h(c.visitor.email)}. Amount to pay at the desk: ${money(ticketTotal(c))}.`,
      ),
    ]);
  }

  /* groups */
  if (path === '/groupes') {
    if (method === 'POST') {
      const missing = missingOf([
        ['etablissement', t('Établissement ou structure', 'School or organisation')],
        ['niveau', t('Niveau ou type de groupe', 'Level or type of group')],
        ['participants', t('Nombre d’élèves ou de participants', 'Number of pupils or participants')],
        ['date_souhaitee', t('Date souhaitée', 'Preferred date')],
        ['theme', t('Thème de la visite guidée', 'Guided tour theme')],
        ['contact_nom', t('Nom et prénom', 'Full name')],
        ['contact_email', t('E-mail', 'Email')],
        ['contact_telephone', t('Téléphone', 'Phone')],
      ]);
      const n = Number(fields.participants);
      if (!blank('participants') && (!(n >= 10) || n > 35))
        missing.push(t('Nombre de participants entre 10 et 35', 'Number of participants between 10 and 35'));
      if (missing.length) return send(groupForm(ctx, s, fields, missing), 422);
      const ref = `GRP-${state.nextGroup++}`;
      return done(t('Demande envoyée', 'Request sent'), [
        `${t('Référence de votre demande', 'Your request reference')} : <strong>${ref}</strong>`,
        t(
          `Le service des publics vous répondra sous 5 jours ouvrés à ${h(fields.contact_email)}.`,
          `The visitor services team will answer within 5 working days at ${h(fields.contact_email)}.`,
        ),
      ]);
    }
    return send(groupForm(ctx, s));
  }

  /* friends */
  if (path === '/amis') {
    if (method === 'POST') {
      const missing = missingOf([
        ['formule', t('Formule', 'Membership')],
        ['prenom', t('Prénom', 'First name')],
        ['nom', t('Nom', 'Last name')],
        ['email', t('E-mail', 'Email')],
        ['adresse', t('Adresse', 'Address')],
        ['code_postal', t('Code postal', 'Postcode')],
        ['ville', t('Ville', 'Town')],
      ]);
      if (!blank('formule') && !FORMULAS.some((x) => x[0] === fields.formule))
        missing.push(t('Formule', 'Membership'));
      if (missing.length) return send(friendsForm(ctx, s, fields, missing), 422);
      s.pay = { formule: fields.formule, nom: `${fields.prenom} ${fields.nom}`, renew: null };
      return { redirect: '/amis/paiement' };
    }
    return send(friendsForm(ctx, s));
  }
  if (path === '/amis/paiement') {
    if (!s.pay) return { redirect: '/amis' };
    if (method === 'POST') {
      const missing = missingOf([
        ['titulaire', t('Titulaire de la carte', 'Cardholder name')],
        ['numero_carte', t('Numéro de carte', 'Card number')],
        ['expiration', t('Date d’expiration', 'Expiry date')],
        ['cryptogramme', t('Cryptogramme', 'Security code')],
      ]);
      const digits = (fields.numero_carte ?? '').replace(/\D/g, '');
      if (!blank('numero_carte') && (digits.length < 13 || digits.length > 19))
        return send(
          paymentForm(ctx, s, missing, t('Numéro de carte invalide.', 'Invalid card number.')),
          422,
        );
      if (!blank('expiration') && !/^\d{2}\s*\/\s*\d{2}(\d{2})?$/.test(fields.expiration.trim()))
        return send(
          paymentForm(
            ctx,
            s,
            missing,
            t('Date d’expiration invalide (MM/AA).', 'Invalid expiry date (MM/YY).'),
          ),
          422,
        );
      if (missing.length) return send(paymentForm(ctx, s, missing), 422);
      const f = FORMULAS.find((x) => x[0] === s.pay.formule);
      let ref;
      if (s.pay.renew) {
        const m = state.accounts[s.pay.renew].membership;
        m.formule = s.pay.formule;
        m.until = `${Number(m.until.slice(0, 4)) + 1}${m.until.slice(4)}`;
        ref = m.ref;
      } else ref = `AMI-${state.nextFriend++}`;
      s.pay = null;
      return done(t('Paiement accepté', 'Payment accepted'), [
        `${t('Numéro d’adhérent', 'Membership number')} : <strong>${ref}</strong>`,
        `${h(pick(f))} · ${money(f[3])} · ${t('carte se terminant par', 'card ending in')} ${digits.slice(-4)}`,
        t(
          'Merci de votre soutien ! Votre carte vous sera envoyée par courrier.',
          'Thank you for your support! Your card will be sent by post.',
        ),
      ]);
    }
    return send(paymentForm(ctx, s));
  }

  /* newsletter, contact */
  if (path === '/newsletter' && method === 'POST') {
    if (!emailOk(fields.email_newsletter))
      return html(
        t('Lettre du musée', 'Newsletter'),
        errorBox(s, [], t('Adresse e-mail invalide.', 'Invalid email address.')),
        422,
      );
    return done(t('Inscription à la lettre confirmée', 'Newsletter subscription confirmed'), [
      h(fields.email_newsletter),
    ]);
  }
  if (path === '/contact') {
    if (method === 'POST') {
      const missing = missingOf([
        ['nom', t('Nom', 'Name')],
        ['email', t('E-mail', 'Email')],
        ['sujet', t('Sujet', 'Subject')],
        ['message', 'Message'],
      ]);
      if (missing.length) return send(contactForm(ctx, s, fields, missing), 422);
      const ref = `MSG-${state.nextMessage++}`;
      return done(t('Message envoyé', 'Message sent'), [
        `${t('Référence', 'Reference')} : <strong>${ref}</strong>`,
        t('Nous vous répondons sous 3 jours ouvrés.', 'We answer within 3 working days.'),
      ]);
    }
    return send(contactForm(ctx, s));
  }

  /* sign-in and account */
  if (path === '/connexion') {
    if (method === 'POST') {
      const email = (fields.email ?? '').trim().toLowerCase();
      const a = state.accounts[email];
      if (!a || a.password !== fields.mot_de_passe)
        return send(
          loginForm(ctx, s, t('E-mail ou mot de passe incorrect.', 'Wrong email or password.')),
          401,
        );
      s.user = email;
      const next = s.next ?? '/espace/billets';
      s.next = null;
      return { redirect: next };
    }
    return send(loginForm(ctx, s));
  }
  if (path === '/deconnexion') {
    s.user = null;
    return { redirect: '/' };
  }
  if (path.startsWith('/espace')) {
    if (!acct) {
      s.next = method === 'GET' ? path + ctx.url.search : null;
      return { redirect: '/connexion' };
    }
    const pageOf = (tab, body, status) => send(accountPage(ctx, s, acct, tab, body), status);
    const ticketOf = (ref) => acct.tickets.find((x) => x.ref === ref && x.status === 'ok');
    if (path === '/espace' || path === '/espace/billets') return pageOf('billets', ticketsTab(s, acct));
    if (path === '/espace/adhesion') return pageOf('adhesion', membershipTab(s, acct));
    if (path === '/espace/profil' && method === 'GET')
      return pageOf('profil', profileTab(s, { ...acct, email: s.user }));
    if (path === '/espace/profil' && method === 'POST') {
      const missing = missingOf([
        ['prenom', t('Prénom', 'First name')],
        ['nom', t('Nom', 'Last name')],
      ]);
      if (missing.length) return pageOf('profil', profileTab(s, { ...acct, ...fields }, missing), 422);
      Object.assign(acct, {
        prenom: fields.prenom.trim(),
        nom: fields.nom.trim(),
        telephone: fields.telephone?.trim() ?? '',
        newsletter: fields.lettre === 'oui',
      });
      s.flash = t('Profil enregistré.', 'Profile saved.');
      return { redirect: '/espace/profil' };
    }
    if (path === '/espace/billets/creneau') {
      const x = ticketOf(method === 'POST' ? fields.ref : ctx.query.get('ref'));
      if (!x) return { redirect: '/espace/billets' };
      const full = FULL[x.date] ?? [];
      const form = (missing = []) =>
        pageOf(
          'billets',
          `<h2>${t('Changer le créneau du billet', 'Change the time slot of ticket')} ${x.ref}</h2>
<p>${longDate(x.date)} · ${t('créneau actuel', 'current slot')} ${x.creneau}</p>
${errorBox(s, missing)}
<form method="post" action="/espace/billets/creneau"><input type="hidden" name="ref" value="${x.ref}">
<fieldset><legend>${t('Nouvelle heure d’entrée', 'New entry time')}</legend>
${slotsOf(x.date)
  .filter((c) => c !== x.creneau)
  .map((c) =>
    radio('creneau', c, full.includes(c) ? `${c} (${t('complet', 'sold out')})` : c, '', full.includes(c)),
  )
  .join('\n')}
</fieldset>
<p><button type="submit">${t('Enregistrer le nouveau créneau', 'Save the new time slot')}</button> <a href="/espace/billets">${t('Retour', 'Back')}</a></p></form>`,
          missing.length ? 422 : 200,
        );
      if (method === 'POST') {
        const c = fields.creneau;
        if (!c || !slotsOf(x.date).includes(c) || full.includes(c))
          return form([t('Nouvelle heure d’entrée', 'New entry time')]);
        x.creneau = c;
        s.flash = t(
          `Billet ${x.ref} : nouveau créneau ${longDate(x.date)}, ${c}.`,
          `Ticket ${x.ref}: new time slot ${longDate(x.date)}, ${c}.`,
        );
        return { redirect: '/espace/billets' };
      }
      return form();
    }
    if (path === '/espace/billets/annuler') {
      const x = ticketOf(method === 'POST' ? fields.ref : ctx.query.get('ref'));
      if (!x) return { redirect: '/espace/billets' };
      const form = (missing = []) =>
        pageOf(
          'billets',
          `<h2>${t('Annuler le billet', 'Cancel ticket')} ${x.ref}</h2>
<p>${longDate(x.date)}, ${x.creneau} · ${ticketLines(s, x)}</p>
${errorBox(s, missing)}
<form method="post" action="/espace/billets/annuler"><input type="hidden" name="ref" value="${x.ref}">
<label for="motif">${t('Motif de l’annulation', 'Reason for cancelling')}</label>
<select id="motif" name="motif">${option('', t('Choisir…', 'Choose…'), '')}${REASONS.map((r) => option(r[0], pick(r), '')).join('')}</select>
<p><button type="submit">${t('Continuer', 'Continue')}</button> <a href="/espace/billets">${t('Retour', 'Back')}</a></p></form>`,
          missing.length ? 422 : 200,
        );
      if (method === 'POST') {
        if (blank('motif') || !REASONS.some((r) => r[0] === fields.motif))
          return form([t('Motif de l’annulation', 'Reason for cancelling')]);
        const r = REASONS.find((y) => y[0] === fields.motif);
        return pageOf(
          'billets',
          `<h2>${t('Confirmer l’annulation', 'Confirm the cancellation')}</h2>
<p>${t('Billet', 'Ticket')} ${x.ref} · ${longDate(x.date)}, ${x.creneau} · ${t('motif', 'reason')} : ${h(pick(r))}</p>
<p>${t('Le remboursement sera fait sur le moyen de paiement utilisé.', 'The refund goes back to the means of payment used.')}</p>
<form method="post" action="/espace/billets/annuler/confirmer"><input type="hidden" name="ref" value="${x.ref}"><input type="hidden" name="motif" value="${r[0]}">
<p><button type="submit">${t('Oui, annuler ce billet', 'Yes, cancel this ticket')}</button> <a href="/espace/billets">${t('Non, garder mon billet', 'No, keep my ticket')}</a></p></form>`,
        );
      }
      return form();
    }
    if (path === '/espace/billets/annuler/confirmer' && method === 'POST') {
      const x = ticketOf(fields.ref);
      if (!x) return { redirect: '/espace/billets' };
      x.status = 'cancelled';
      s.flash = t(`Le billet ${x.ref} est annulé.`, `Ticket ${x.ref} is cancelled.`);
      return { redirect: '/espace/billets' };
    }
    if (path === '/espace/adhesion/renouveler' && method === 'POST') {
      if (!acct.membership) return { redirect: '/espace/adhesion' };
      if (!FORMULAS.some((x) => x[0] === fields.formule))
        return pageOf('adhesion', membershipTab(s, acct, null, []), 422);
      s.pay = { formule: fields.formule, renew: s.user };
      return { redirect: '/amis/paiement' };
    }
    if (path === '/espace/adhesion/adresse' && method === 'POST') {
      if (!acct.membership) return { redirect: '/espace/adhesion' };
      const missing = missingOf([
        ['adresse', t('Adresse', 'Address')],
        ['code_postal', t('Code postal', 'Postcode')],
        ['ville', t('Ville', 'Town')],
      ]);
      if (missing.length) return pageOf('adhesion', membershipTab(s, acct, fields, missing), 422);
      Object.assign(acct.membership, {
        adresse: fields.adresse.trim(),
        cp: fields.code_postal.trim(),
        ville: fields.ville.trim(),
      });
      s.flash = t('Adresse enregistrée.', 'Address saved.');
      return { redirect: '/espace/adhesion' };
    }
  }
  return { status: 404, html: null, lang: s.lang };
}
