// bistro: Le Comptoir des Halles, a Lyon bouchon on the cours Lafayette, a step from the Halles Paul
// Bocuse. French is the main language, at /; the English version lives under /en/ with translated
// slugs, and the "Français | English" links of the header lead to the same page in the other language.
// Forms post to the same (French) paths from both versions; a hidden "lang" field says which version
// sent them.
// Pages: home (cards for lunch, dinner, takeaway and gift vouchers, each with "Voir le menu" /
// "Réserver" links); the menu in three tabs (la carte, set menus, wines); a table reservation in three
// unnumbered screens, each with a "Continuer" / "Continue" button (the date as a date picker, the party
// size as a select and the service, lunch or dinner, as radios in a fieldset; then the arrival time as
// radios, full slots shown greyed out and disabled, the seating as radios, high chairs as a number input
// labelled by aria-label only and an occasion select; then the guest's details: first and last name in
// wrapping labels, email, a phone labelled by its placeholder only, special requests, allergies as
// checkboxes and a newsletter box), then a summary with a "Confirmer la réservation" button → RES-;
// takeaway ordering: the dishes in sections as cards, each with a quantity input (aria-label) and an
// "Ajouter" button, a basket with a "Retirer" button per row and the order form (pickup day and time
// selects, name, phone, optional email, a note for the kitchen, a cutlery box, payment on site or by card
// online; the basket travels as a hidden "items" field) → CMD-, after the card page when paid online;
// gift vouchers (amount radios or a free amount of 30 to 300 €, recipient, from, message, sent to the
// recipient or to the buyer, send date, buyer's email, then the card page) → BON-; a private-hire
// enquiry (event type, date, lunch or dinner, seated or cocktail, number of guests, budget per head,
// company labelled by placeholder, name, email, phone, message; up to 60 seated or 90 for a cocktail;
// possible on Mondays too) → DEV-; a contact form labelled by placeholders (and an aria-label on the
// subject select) → MSG-; a newsletter form in the footer (an email labelled by aria-label), then a
// preferences screen (first name, topics); and the customer account behind a sign-in (/compte/connexion),
// with tabs: Mes réservations (change the party size, or cancel with a reason select and a confirmation
// box), Mes commandes (order again: the dishes go back into the basket) and Profil (phone, dietary
// preferences, language of emails, newsletter).
// Every form is checked on the server: a missing or wrong field sends the form back with an error box
// (role=alert).
// Le Comptoir is open Tuesday to Saturday, lunch 12:00 – 14:00 (tables from 12:00 to 13:30, every quarter
// of an hour) and dinner 19:00 – 22:00 (tables from 19:00 to 21:30, every half hour); closed on Sundays
// and Mondays, on 25 December and 1 January. Tables are taken up to 31 March 2027; some services are
// full (FULL below: Friday 18 and Thursday 31 December at dinner, some slots on 11, 12 and 19 December).
// Takeaway: collected at the restaurant only (no delivery), 11:45 – 13:30 and 18:30 – 21:00.
// Customers: margot.fabre@mail.test / Comptoir-69! (French) and james.whitfield@mail.test / Quenelle*42
// (English).
// The site's "today" is Thursday 10 December 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-12-10';
const LAST_DAY = '2027-03-31';
const EVENT_LAST_DAY = '2027-12-31';
const HOLIDAYS = ['2026-12-25', '2027-01-01'];

/** Page key → [French path, English path]. */
const SLUGS = {
  home: ['/', '/en/'],
  menu: ['/la-carte', '/en/menu'],
  setmenus: ['/la-carte/formules', '/en/menu/set-menus'],
  wines: ['/la-carte/vins', '/en/menu/wines'],
  book: ['/reserver', '/en/book-a-table'],
  slot: ['/reserver/creneau', '/en/book-a-table/time'],
  details: ['/reserver/coordonnees', '/en/book-a-table/your-details'],
  summary: ['/reserver/recapitulatif', '/en/book-a-table/summary'],
  takeaway: ['/a-emporter', '/en/takeaway'],
  basket: ['/a-emporter/panier', '/en/takeaway/basket'],
  pay: ['/paiement', '/en/payment'],
  vouchers: ['/bons-cadeaux', '/en/gift-vouchers'],
  events: ['/privatisation', '/en/private-events'],
  info: ['/infos-pratiques', '/en/practical-information'],
  contact: ['/contact', '/en/contact'],
  newsletter: ['/newsletter/preferences', '/en/newsletter/preferences'],
  login: ['/compte/connexion', '/en/account/sign-in'],
  account: ['/compte', '/en/account'],
  bookings: ['/compte/reservations', '/en/account/bookings'],
  change: ['/compte/reservations/modifier', '/en/account/bookings/change'],
  cancel: ['/compte/reservations/annuler', '/en/account/bookings/cancel'],
  orders: ['/compte/commandes', '/en/account/orders'],
  profile: ['/compte/profil', '/en/account/profile'],
  logout: ['/compte/deconnexion', '/en/account/sign-out'],
};

// Rows are [value, French, English, …].
const SECTIONS = [
  ['starters', 'Entrées', 'Starters'],
  ['mains', 'Plats', 'Mains'],
  ['desserts', 'Fromage et desserts', 'Cheese and desserts'],
  ['drinks', 'Boissons (à emporter)', 'Drinks (takeaway)'],
];
const DISHES = [
  [
    'oeuf',
    'Œuf parfait, crème de lentilles vertes du Puy, lard croustillant',
    'Slow-cooked egg, Puy lentil cream, crispy bacon',
    11,
    'starters',
  ],
  [
    'pate',
    'Pâté en croûte maison, pickles de légumes',
    'Homemade pâté en croûte, vegetable pickles',
    13,
    'starters',
  ],
  [
    'salade',
    'Salade lyonnaise (frisée, lardons, croûtons, œuf poché)',
    'Lyonnaise salad (frisée, bacon, croutons, poached egg)',
    12,
    'starters',
  ],
  [
    'veloute',
    'Velouté de potimarron, noisettes torréfiées (végétarien)',
    'Red kuri squash soup, roasted hazelnuts (vegetarian)',
    9,
    'starters',
  ],
  [
    'quenelle',
    'Quenelle de brochet, sauce Nantua, riz pilaf',
    'Pike quenelle, Nantua sauce, rice pilaf',
    22,
    'mains',
  ],
  [
    'tablier',
    'Tablier de sapeur, sauce gribiche, pommes grenaille',
    'Tablier de sapeur (breaded tripe), gribiche sauce, baby potatoes',
    21,
    'mains',
  ],
  [
    'volaille',
    'Suprême de volaille de Bresse, gratin dauphinois',
    'Bresse chicken supreme, gratin dauphinois',
    26,
    'mains',
  ],
  [
    'risotto',
    'Risotto d’épeautre aux cèpes et parmesan (végétarien)',
    'Spelt risotto with ceps and parmesan (vegetarian)',
    19,
    'mains',
  ],
  [
    'cabillaud',
    'Dos de cabillaud, beurre blanc, poireaux fondants',
    'Cod loin, beurre blanc, melting leeks',
    24,
    'mains',
  ],
  [
    'canut',
    'Cervelle de canut, pain de campagne',
    'Cervelle de canut (herbed fromage blanc), country bread',
    7,
    'desserts',
  ],
  ['tarte', 'Tarte aux pralines roses', 'Pink praline tart', 9, 'desserts'],
  ['ile', 'Île flottante, caramel au beurre salé', 'Floating island, salted-butter caramel', 8, 'desserts'],
  ['mousse', 'Mousse au chocolat noir', 'Dark chocolate mousse', 8, 'desserts'],
  [
    'cotes',
    'Côtes-du-Rhône « Les Halles », bouteille 75 cl',
    'Côtes-du-Rhône "Les Halles", 75 cl bottle',
    22,
    'drinks',
  ],
  ['limonade', 'Limonade artisanale de Lyon, 33 cl', 'Craft lemonade from Lyon, 33 cl', 4.5, 'drinks'],
  [
    'jus',
    'Jus de pomme des Monts du Lyonnais, 25 cl',
    'Apple juice from the Monts du Lyonnais, 25 cl',
    4,
    'drinks',
  ],
];
const SERVICES = [
  ['lunch', 'Déjeuner (12 h – 14 h)', 'Lunch (12 pm – 2 pm)'],
  ['dinner', 'Dîner (19 h – 22 h)', 'Dinner (7 pm – 10 pm)'],
];
const SLOTS = {
  lunch: ['12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30'],
  dinner: ['19:00', '19:30', '20:00', '20:30', '21:00', '21:30'],
};
/** Date → service → the slots already full ('all': the whole service). */
const FULL = {
  '2026-12-11': { lunch: ['12:30', '12:45'] },
  '2026-12-12': { dinner: ['19:30', '20:00', '20:30'] },
  '2026-12-18': { dinner: 'all' },
  '2026-12-19': { lunch: ['12:15', '12:30'] },
  '2026-12-31': { dinner: 'all' },
};
const SEATING = [
  ['inside', 'En salle', 'In the dining room'],
  [
    'window',
    'Près de la vitrine (vue sur le cours Lafayette)',
    'By the window (view over the cours Lafayette)',
  ],
  [
    'counter',
    'Au comptoir, face à la cuisine (2 personnes au plus)',
    'At the counter, facing the kitchen (2 people at most)',
  ],
  ['any', 'Pas de préférence', 'No preference'],
];
const OCCASIONS = [
  ['birthday', 'Anniversaire', 'Birthday'],
  ['anniversary', 'Anniversaire de mariage', 'Wedding anniversary'],
  ['business', 'Repas d’affaires', 'Business meal'],
  ['other', 'Autre fête', 'Another celebration'],
];
const ALLERGIES = [
  ['gluten', 'Gluten', 'Gluten'],
  ['lactose', 'Lactose', 'Lactose'],
  ['nuts', 'Fruits à coque', 'Tree nuts'],
  ['peanuts', 'Arachides', 'Peanuts'],
  ['shellfish', 'Crustacés et fruits de mer', 'Shellfish'],
  ['eggs', 'Œufs', 'Eggs'],
];
const PICKUP_TIMES = [
  '11:45',
  '12:00',
  '12:15',
  '12:30',
  '12:45',
  '13:00',
  '13:15',
  '13:30',
  '18:30',
  '18:45',
  '19:00',
  '19:15',
  '19:30',
  '19:45',
  '20:00',
  '20:15',
  '20:30',
  '20:45',
  '21:00',
];
const PAYMENTS = [
  [
    'on_site',
    'Sur place, au retrait (carte, espèces ou titres-restaurant)',
    'At the restaurant, when you collect (card, cash or meal vouchers)',
  ],
  ['card', 'Carte bancaire, en ligne maintenant', 'Bank card, online now'],
];
const AMOUNTS = [
  ['50', '50 € — un déjeuner pour deux', '€50 — lunch for two'],
  ['80', '80 € — le menu Comptoir pour deux', '€80 — the Comptoir menu for two'],
  ['120', '120 € — le dîner pour deux, vins compris', '€120 — dinner for two, wine included'],
  ['other', 'Autre montant', 'Another amount'],
];
const DELIVERY = [
  ['recipient', 'Directement au bénéficiaire, par e-mail', 'Straight to the recipient, by email'],
  ['buyer', 'À moi, pour l’imprimer ou le transmettre', 'To me, to print or pass on'],
];
const EVENT_TYPES = [
  ['birthday', 'Anniversaire', 'Birthday'],
  ['corporate', 'Repas d’entreprise ou séminaire', 'Company dinner or seminar'],
  ['wedding', 'Mariage', 'Wedding'],
  ['christening', 'Baptême ou communion', 'Christening or communion'],
  ['cocktail', 'Cocktail, vernissage, lancement', 'Cocktail party, private view, launch'],
  ['other', 'Autre', 'Other'],
];
const FORMATS = [
  ['seated', 'Repas assis (jusqu’à 60 invités)', 'Seated meal (up to 60 guests)', 60],
  ['cocktail', 'Cocktail dînatoire (jusqu’à 90 invités)', 'Cocktail buffet (up to 90 guests)', 90],
];
const BUDGETS = [
  ['under40', 'Moins de 40 €', 'Under €40'],
  ['40-60', 'De 40 à 60 €', '€40 to €60'],
  ['60-90', 'De 60 à 90 €', '€60 to €90'],
  ['over90', 'Plus de 90 €', 'Over €90'],
];
const SUBJECTS = [
  ['booking', 'Une réservation', 'A table booking'],
  ['takeaway', 'Une commande à emporter', 'A takeaway order'],
  ['voucher', 'Un bon cadeau', 'A gift voucher'],
  ['lost', 'Un objet oublié au restaurant', 'Something left at the restaurant'],
  ['job', 'Une candidature', 'A job application'],
  ['press', 'Presse et partenariats', 'Press and partnerships'],
  ['other', 'Autre chose', 'Something else'],
];
const TOPICS = [
  ['menus', 'Les nouveaux menus de saison', 'New seasonal menus'],
  ['wine', 'Les invitations aux soirées vins', 'Invitations to our wine evenings'],
  ['offers', 'Les offres et événements', 'Offers and events'],
];
const CANCEL_REASONS = [
  ['plans', 'Changement de programme', 'Change of plans'],
  ['ill', 'Maladie', 'Illness'],
  ['work', 'Empêchement professionnel', 'Work commitment'],
  ['weather', 'Intempéries, transports', 'Weather or transport'],
  ['mistake', 'Réservation faite par erreur', 'Booked by mistake'],
  ['other', 'Autre raison', 'Other reason'],
];
const DIETS = [
  ['vegetarian', 'Végétarien', 'Vegetarian'],
  ['vegan', 'Végétalien', 'Vegan'],
  ['gluten_free', 'Sans gluten', 'Gluten-free'],
  ['lactose_free', 'Sans lactose', 'Lactose-free'],
  ['no_pork', 'Sans porc', 'No pork'],
  ['nut_allergy', 'Allergie aux fruits à coque', 'Tree-nut allergy'],
];

function bistroAccounts() {
  return {
    'margot.fabre@mail.test': {
      password: 'Comptoir-69!',
      first: 'Margot',
      last: 'Fabre',
      phone: '06 12 34 98 76',
      diet: [],
      emailLang: 'fr',
      newsletter: true,
      bookings: [
        {
          ref: 'RES-40512',
          date: '2026-12-12',
          service: 'dinner',
          time: '20:00',
          party: 4,
          seating: 'inside',
          status: 'ok',
        },
        {
          ref: 'RES-40588',
          date: '2026-12-22',
          service: 'lunch',
          time: '12:30',
          party: 2,
          seating: 'window',
          status: 'ok',
        },
        {
          ref: 'RES-40233',
          date: '2026-11-21',
          service: 'dinner',
          time: '20:30',
          party: 3,
          seating: 'any',
          status: 'done',
        },
      ],
      orders: [
        { ref: 'CMD-8812', date: '2026-11-28', items: { quenelle: 2, tarte: 2 } },
        { ref: 'CMD-8790', date: '2026-11-14', items: { veloute: 1, risotto: 1, mousse: 1 } },
      ],
    },
    'james.whitfield@mail.test': {
      password: 'Quenelle*42',
      first: 'James',
      last: 'Whitfield',
      phone: '+44 7700 900461',
      diet: ['gluten_free'],
      emailLang: 'en',
      newsletter: false,
      bookings: [
        {
          ref: 'RES-40601',
          date: '2026-12-11',
          service: 'dinner',
          time: '19:30',
          party: 2,
          seating: 'window',
          status: 'ok',
        },
        {
          ref: 'RES-40622',
          date: '2026-12-19',
          service: 'lunch',
          time: '13:00',
          party: 6,
          seating: 'inside',
          status: 'ok',
        },
        {
          ref: 'RES-40310',
          date: '2026-11-27',
          service: 'dinner',
          time: '20:00',
          party: 2,
          seating: 'counter',
          status: 'done',
        },
      ],
      orders: [{ ref: 'CMD-8851', date: '2026-12-04', items: { tablier: 1, volaille: 1, ile: 2 } }],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.bistro). */
export function bistroState() {
  return {
    sessions: new Map(),
    accounts: bistroAccounts(),
    subscribers: new Map(),
    nextTable: 40731,
    nextOrder: 8903,
    nextVoucher: 3015,
    nextQuote: 1180,
    nextMessage: 455,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function bistroGetForms() {
  return [];
}

/* ---------------------------------------------------------------------------------------------- */

function dayOf(iso) {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
function validIsoDate(d) {
  return /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
}
function addDays(iso, n) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
}
function openDay(iso) {
  return ![0, 1].includes(dayOf(iso)) && !HOLIDAYS.includes(iso);
}
/** The next `n` days the restaurant is open, today included. */
function nextOpenDays(n) {
  const out = [];
  for (let d = TODAY; out.length < n; d = addDays(d, 1)) if (openDay(d)) out.push(d);
  return out;
}
function isFull(date, service, time) {
  const f = FULL[date]?.[service];
  return f === 'all' || (Array.isArray(f) && f.includes(time));
}
function tools(lang) {
  const en = lang === 'en';
  const t = (fr, eng) => (en ? eng : fr);
  const pick = (row) => (en ? row[2] : row[1]);
  const money = (n) => {
    const [i, d] = Number(n).toFixed(2).split('.');
    return en ? `€${i}.${d}` : `${i},${d} €`;
  };
  const longDate = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    const i = en ? 1 : 0;
    return `${DAYS[i][x.getUTCDay()]} ${x.getUTCDate()}${!en && x.getUTCDate() === 1 ? 'er' : ''} ${MONTHS[i][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
  };
  const dayMonth = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    const i = en ? 1 : 0;
    return `${DAYS[i][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[i][x.getUTCMonth()]}`;
  };
  const shortDate = (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  const hour = (hm) => (en ? hm : hm.replace(':', 'h'));
  const url = (key, query = '') => `${SLUGS[key][en ? 1 : 0]}${query}`;
  const colon = en ? ':' : ' :';
  return { en, t, pick, money, longDate, dayMonth, shortDate, hour, url, colon };
}
function errorBox(lang, missing, other = '') {
  const { t } = tools(lang);
  if (!missing?.length && !other) return '';
  return `<div class="error" role="alert">${other ? `<p>${h(other)}</p>` : ''}${missing?.length ? `<p>${t('Merci de vérifier les points suivants :', 'Please check the following:')}</p><ul>${missing.map((m) => `<li>${h(m)}</li>`).join('')}</ul>` : ''}</div>`;
}
function option(value, text, current) {
  return `<option value="${h(value)}"${current === value ? ' selected' : ''}>${h(text)}</option>`;
}
function radio(name, value, text, current, extra = '') {
  return `<label class="choice"><input type="radio" name="${name}" value="${h(value)}"${current === value ? ' checked' : ''}${extra}> ${h(text)}</label>`;
}
function checkbox(name, text, checked, value = 'yes', extra = '') {
  return `<label class="choice"><input type="checkbox" name="${name}" value="${h(value)}"${checked ? ' checked' : ''}${extra}> ${h(text)}</label>`;
}
function langField(lang) {
  return `<input type="hidden" name="lang" value="${lang === 'en' ? 'en' : 'fr'}">`;
}
function dishOf(id) {
  return DISHES.find((d) => d[0] === id);
}
/** A basket {dish: qty} as the hidden field's text: "dish:qty,…" in the order of the menu. */
function itemsText(items) {
  return DISHES.filter((d) => items[d[0]] > 0)
    .map((d) => `${d[0]}:${items[d[0]]}`)
    .join(',');
}
function basketTotal(items) {
  return DISHES.reduce((sum, d) => sum + d[3] * (items[d[0]] ?? 0), 0);
}
function basketCount(items) {
  return Object.values(items).reduce((a, b) => a + b, 0);
}
function itemsLine(lang, items) {
  const { pick } = tools(lang);
  return DISHES.filter((d) => items[d[0]] > 0)
    .map((d) => `${items[d[0]]} × ${pick(d)}`)
    .join(', ');
}

/**
 * The page shell. `alt` is [French href, English href] of this page, for the language links.
 */
function bistroPage(lang, s, alt, title, body) {
  const { t, url } = tools(lang);
  const acct = s.user;
  return page({
    lang,
    title: `${title} · Le Comptoir des Halles, Lyon`,
    brand: '#8c2f39',
    css: `.langs{margin-left:auto;font-size:.9rem}.hint{color:#666;font-size:.88rem;font-weight:400}
.tabs{display:flex;gap:4px;border-bottom:2px solid #8c2f39;margin:16px 0}.tabs a{padding:8px 14px;text-decoration:none;color:#6b1f28;border-radius:6px 6px 0 0}
.tabs a[aria-current]{background:#8c2f39;color:#fff}.price{font-weight:700}.muted{color:#888}.full{color:#9b2c2c}
label.wrap{display:flex;flex-direction:column;gap:4px}dl.sum{display:grid;grid-template-columns:200px 1fr;gap:6px 16px}dl.sum dt{font-weight:600}dl.sum dd{margin:0}
input[type=number]{min-width:70px!important;width:70px}.dish form{display:flex;gap:8px;align-items:center;margin-top:8px}
.basket{background:#fff7e8;border:1px solid #e6c47a;padding:10px 14px;border-radius:6px;margin:12px 0}
footer form{display:flex;gap:8px;align-items:center;flex-wrap:wrap}`,
    header: `<a class="logo" href="${url('home')}">Le Comptoir des Halles</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="${url('menu')}">${t('La carte', 'Menu')}</a> · <a href="${url('book')}">${t('Réserver', 'Book a table')}</a> · <a href="${url('takeaway')}">${t('À emporter', 'Takeaway')}</a> · <a href="${url('vouchers')}">${t('Bons cadeaux', 'Gift vouchers')}</a> · <a href="${url('events')}">${t('Groupes & privatisation', 'Groups & private hire')}</a> · <a href="${url('info')}">${t('Infos pratiques', 'Practical information')}</a> · <a href="${url('contact')}">Contact</a> · <a href="${url('account')}">${acct ? t('Mon compte', 'My account') : t('Se connecter', 'Sign in')}</a></nav>
<span class="langs"><a href="${h(alt[0])}" hreflang="fr" lang="fr">Français</a> | <a href="${h(alt[1])}" hreflang="en" lang="en">English</a></span>`,
    body,
    footer: `<form method="post" action="/newsletter">${langField(lang)}<span>${t('La lettre du Comptoir, une fois par mois :', 'The Comptoir letter, once a month:')}</span>
<input type="email" name="email" placeholder="${t('votre@adresse.fr', 'you@example.com')}" aria-label="${t('Votre e-mail pour la lettre du Comptoir', 'Your email for the Comptoir letter')}">
<button type="submit">${t('S’abonner', 'Subscribe')}</button></form>
<p>${t(
      'Le Comptoir des Halles · 102 cours Lafayette, 69003 Lyon · 04 78 60 21 47 · bonjour@comptoirdeshalles.test · du mardi au samedi, 12 h – 14 h et 19 h – 22 h · fermé le dimanche et le lundi, le 25 décembre et le 1er janvier',
      'Le Comptoir des Halles · 102 cours Lafayette, 69003 Lyon, France · +33 4 78 60 21 47 · bonjour@comptoirdeshalles.test · Tuesday to Saturday, 12 – 2 pm and 7 – 10 pm · closed on Sundays and Mondays, on 25 December and 1 January',
    )}</p>`,
  });
}

/* ---------------------------------------------------------------- reservation */

function bookForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick, url } = tools(lang);
  return bistroPage(
    lang,
    s,
    alt,
    t('Réserver une table', 'Book a table'),
    `<h1>${t('Réserver une table', 'Book a table')}</h1>
<p>${t('Nous vous accueillons du mardi au samedi, midi et soir. Fermé le dimanche et le lundi, le 25 décembre et le 1er janvier.', 'We welcome you Tuesday to Saturday, lunch and dinner. Closed on Sundays and Mondays, on 25 December and on 1 January.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/reserver">${langField(lang)}
  <label for="b-date">${t('Date', 'Date')}</label>
  <input type="date" id="b-date" name="date" min="${TODAY}" max="${LAST_DAY}" value="${h(v.date ?? '')}">
  <label for="b-party">${t('Nombre de couverts', 'Number of guests')}</label>
  <select id="b-party" name="party_size">${['1', '2', '3', '4', '5', '6', '7', '8'].map((n) => option(n, n, v.party_size ?? '2')).join('')}</select>
  <p class="hint">${t('Plus de 8 personnes ?', 'More than 8 people?')} <a href="${url('events')}">${t('Groupes et privatisation', 'Groups and private hire')}</a></p>
  <fieldset><legend>${t('Service', 'Service')}</legend>
  ${SERVICES.map((x) => radio('service', x[0], pick(x), v.service)).join('\n  ')}
  </fieldset>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}
function resaLine(lang, r) {
  const { t, pick, longDate } = tools(lang);
  const svc = pick(SERVICES.find((x) => x[0] === r.service)).replace(/ \(.*\)$/, '');
  return `${longDate(r.date)} · ${svc} · ${t(`${r.party_size} couvert${r.party_size > 1 ? 's' : ''}`, `${r.party_size} guest${r.party_size > 1 ? 's' : ''}`)}`;
}
function slotForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick, hour, url } = tools(lang);
  const r = s.resa;
  const times = SLOTS[r.service].map((x) =>
    isFull(r.date, r.service, x)
      ? `<label class="choice full"><input type="radio" name="time" value="${x}" disabled> ${hour(x)} — ${t('complet', 'full')}</label>`
      : radio('time', x, hour(x), v.time),
  );
  return bistroPage(
    lang,
    s,
    alt,
    t('Réserver une table', 'Book a table'),
    `<h1>${t('Heure et placement', 'Time and seating')}</h1>
<p>${resaLine(lang, r)} · <a href="${url('book')}">${t('Modifier', 'Change')}</a></p>
${errorBox(lang, missing, other)}
<form method="post" action="/reserver/creneau">${langField(lang)}
  <fieldset><legend>${t('Heure d’arrivée', 'Arrival time')}</legend>
  ${times.join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Où souhaitez-vous être placés ?', 'Where would you like to sit?')}</legend>
  ${SEATING.map((x) => radio('seating', x[0], pick(x), v.seating)).join('\n  ')}
  </fieldset>
  <p>${t('Chaise(s) haute(s) pour les tout-petits :', 'High chair(s) for little ones:')} <input type="number" name="high_chairs" min="0" max="3" value="${h(v.high_chairs ?? '0')}" aria-label="${t('Nombre de chaises hautes', 'Number of high chairs')}"></p>
  <label for="b-occasion">${t('Une occasion particulière ? (facultatif)', 'A special occasion? (optional)')}</label>
  <select id="b-occasion" name="occasion">${option('', t('Aucune', 'None'), v.occasion ?? '')}${OCCASIONS.map((x) => option(x[0], pick(x), v.occasion)).join('')}</select>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}
function detailsForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick, hour, url } = tools(lang);
  const r = s.resa;
  const picked = (v.allergies ?? '').split(',');
  return bistroPage(
    lang,
    s,
    alt,
    t('Réserver une table', 'Book a table'),
    `<h1>${t('Vos coordonnées', 'Your details')}</h1>
<p>${resaLine(lang, r)} · ${hour(r.time)} · <a href="${url('slot')}">${t('Modifier', 'Change')}</a></p>
${errorBox(lang, missing)}
<form method="post" action="/reserver/coordonnees">${langField(lang)}
  <label class="wrap">${t('Prénom', 'First name')}<input name="first_name" autocomplete="given-name" value="${h(v.first_name ?? '')}"></label>
  <label class="wrap">${t('Nom', 'Last name')}<input name="last_name" autocomplete="family-name" value="${h(v.last_name ?? '')}"></label>
  <label for="d-email">${t('E-mail', 'Email')}</label>
  <input type="email" id="d-email" name="email" value="${h(v.email ?? '')}">
  <p><input type="tel" name="phone" placeholder="${t('Téléphone portable *', 'Mobile phone *')}" value="${h(v.phone ?? '')}"></p>
  <label for="d-requests">${t('Demandes particulières (facultatif)', 'Special requests (optional)')}</label>
  <textarea id="d-requests" name="requests" rows="3" placeholder="${t('Une table au calme, un gâteau à garder au frais…', 'A quiet table, a cake to keep in the fridge…')}">${h(v.requests ?? '')}</textarea>
  <fieldset><legend>${t('Allergies ou intolérances à signaler', 'Allergies or intolerances we should know about')}</legend>
  ${ALLERGIES.map((x) => checkbox('allergies', pick(x), picked.includes(x[0]), x[0])).join('\n  ')}
  </fieldset>
  <p>${checkbox('newsletter', t('Je souhaite recevoir la lettre du Comptoir (une fois par mois)', 'I would like to receive the Comptoir letter (once a month)'), v.newsletter === 'yes')}</p>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}
function summaryPage(lang, s, alt) {
  const { t, pick, hour, url, colon } = tools(lang);
  const r = s.resa;
  const d = r.details;
  const allergies = d.allergies.map((a) => pick(ALLERGIES.find((x) => x[0] === a))).join(', ');
  return bistroPage(
    lang,
    s,
    alt,
    t('Récapitulatif', 'Summary'),
    `<h1>${t('Vérifiez votre réservation', 'Check your booking')}</h1>
<dl class="sum">
<dt>${t('Table', 'Table')}</dt><dd>${resaLine(lang, r)} · <a href="${url('book')}">${t('Modifier', 'Change')}</a></dd>
<dt>${t('Heure', 'Time')}</dt><dd>${hour(r.time)} · ${h(pick(SEATING.find((x) => x[0] === r.seating)))}${r.high_chairs ? ` · ${t('chaises hautes', 'high chairs')}${colon} ${r.high_chairs}` : ''}${r.occasion ? ` · ${h(pick(OCCASIONS.find((x) => x[0] === r.occasion)))}` : ''} · <a href="${url('slot')}">${t('Modifier', 'Change')}</a></dd>
<dt>${t('Au nom de', 'Name')}</dt><dd>${h(d.first_name)} ${h(d.last_name)} · ${h(d.email)} · ${h(d.phone)} · <a href="${url('details')}">${t('Modifier', 'Change')}</a></dd>
<dt>${t('Demandes', 'Requests')}</dt><dd>${h(d.requests) || t('Aucune', 'None')}</dd>
<dt>${t('Allergies', 'Allergies')}</dt><dd>${h(allergies) || t('Aucune', 'None')}</dd>
</dl>
<p class="hint">${t('Table gardée 15 minutes. Annulation gratuite jusqu’à la veille, depuis votre compte ou par téléphone.', 'We hold the table for 15 minutes. Free cancellation until the day before, from your account or by phone.')}</p>
<form method="post" action="/reserver/confirmer">${langField(lang)}<p><button type="submit">${t('Confirmer la réservation', 'Confirm the booking')}</button></p></form>`,
  );
}

/* ---------------------------------------------------------------- takeaway */

function takeawayPage(lang, s, alt) {
  const { t, pick, money, url, colon } = tools(lang);
  const f = s.flash;
  s.flash = null;
  const items = s.basket ?? {};
  const n = basketCount(items);
  const sections = SECTIONS.map(
    (sec) => `<h2>${h(pick(sec))}</h2>
<div class="cards">
${DISHES.filter((d) => d[4] === sec[0])
  .map(
    (d) => `<article class="card dish"><h3>${h(pick(d))}</h3><p class="price">${money(d[3])}</p>
<form method="post" action="/a-emporter/ajouter">${langField(lang)}<input type="hidden" name="dish" value="${d[0]}">
<input type="number" name="qty" min="1" max="20" value="1" aria-label="${h(`${t('Quantité', 'Quantity')} — ${pick(d)}`)}">
<button type="submit">${t('Ajouter', 'Add')}</button></form></article>`,
  )
  .join('\n')}
</div>`,
  ).join('\n');
  return bistroPage(
    lang,
    s,
    alt,
    t('À emporter', 'Takeaway'),
    `<h1>${t('La carte à emporter', 'Takeaway menu')}</h1>
<p>${t('Commandez en ligne et passez prendre vos plats au restaurant, du mardi au samedi, de 11 h 45 à 13 h 30 et de 18 h 30 à 21 h. Retrait au restaurant uniquement : nous ne livrons pas.', 'Order online and collect your dishes at the restaurant, Tuesday to Saturday, 11:45 am – 1:30 pm and 6:30 – 9 pm. Collection at the restaurant only: we do not deliver.')}</p>
${f ? `<div class="notice" role="status"><p>${h(t(f[0], f[1]))}</p></div>` : ''}
<div class="basket">${
      n
        ? `${t('Votre panier', 'Your basket')}${colon} ${n} ${t(n > 1 ? 'articles' : 'article', n > 1 ? 'items' : 'item')} · ${money(basketTotal(items))} · <a href="${url('basket')}">${t('Voir le panier et commander', 'View basket and order')}</a>`
        : t('Votre panier est vide.', 'Your basket is empty.')
    }</div>
${sections}`,
  );
}
function basketPage(lang, s, alt, user, v = {}, missing = []) {
  const { t, pick, money, dayMonth, hour, url } = tools(lang);
  const f = s.flash;
  s.flash = null;
  const items = s.basket ?? {};
  const x = {
    name: user ? `${user.first} ${user.last}` : '',
    phone: user?.phone ?? '',
    email: s.user ?? '',
    ...v,
  };
  const days = nextOpenDays(8);
  const rows = DISHES.filter((d) => items[d[0]] > 0)
    .map(
      (d) =>
        `<tr><td>${h(pick(d))}</td><td>${items[d[0]]}</td><td>${money(d[3])}</td><td>${money(d[3] * items[d[0]])}</td><td><form method="post" action="/a-emporter/retirer">${langField(lang)}<input type="hidden" name="dish" value="${d[0]}"><button type="submit" class="btn secondary">${t('Retirer', 'Remove')}</button></form></td></tr>`,
    )
    .join('\n');
  const form = `<h2>${t('Retrait et paiement', 'Pickup and payment')}</h2>
<p class="hint">${t('Retrait au 102 cours Lafayette uniquement (pas de livraison).', 'Collection at 102 cours Lafayette only (no delivery).')}</p>
${errorBox(lang, missing)}
<form method="post" action="/a-emporter/commande">${langField(lang)}<input type="hidden" name="items" value="${itemsText(items)}">
  <label for="o-day">${t('Jour de retrait', 'Pickup day')}</label>
  <select id="o-day" name="pickup_date">${option('', t('Choisir un jour', 'Choose a day'), x.pickup_date ?? '')}${days.map((d) => option(d, `${d === TODAY ? t('Aujourd’hui, ', 'Today, ') : ''}${dayMonth(d)}`, x.pickup_date)).join('')}</select>
  <label for="o-time">${t('Heure de retrait', 'Pickup time')}</label>
  <select id="o-time" name="pickup_time">${option('', t('Choisir une heure', 'Choose a time'), x.pickup_time ?? '')}${PICKUP_TIMES.map((p) => option(p, hour(p), x.pickup_time)).join('')}</select>
  <label for="o-name">${t('Nom pour la commande', 'Name for the order')}</label>
  <input id="o-name" name="name" autocomplete="name" value="${h(x.name)}">
  <label for="o-phone">${t('Téléphone', 'Phone')}</label>
  <input type="tel" id="o-phone" name="phone" value="${h(x.phone)}">
  <label for="o-email">${t('E-mail (facultatif, pour la confirmation)', 'Email (optional, for the confirmation)')}</label>
  <input type="email" id="o-email" name="email" value="${h(x.email)}">
  <label for="o-notes">${t('Un mot pour la cuisine ? (facultatif)', 'A note for the kitchen? (optional)')}</label>
  <textarea id="o-notes" name="notes" rows="2">${h(x.notes ?? '')}</textarea>
  <p>${checkbox('cutlery', t('Ajouter couverts et serviettes (gratuit)', 'Add cutlery and napkins (free)'), x.cutlery === 'yes')}</p>
  <fieldset><legend>${t('Paiement', 'Payment')}</legend>
  ${PAYMENTS.map((p) => radio('payment', p[0], pick(p), x.payment)).join('\n  ')}
  </fieldset>
  <p><button type="submit">${t('Valider la commande', 'Place the order')}</button></p>
</form>`;
  return bistroPage(
    lang,
    s,
    alt,
    t('Mon panier', 'My basket'),
    `<h1>${t('Mon panier', 'My basket')}</h1>
${f ? `<div class="notice" role="status"><p>${h(t(f[0], f[1]))}</p></div>` : ''}
${
  rows
    ? `<table><thead><tr><th>${t('Plat', 'Dish')}</th><th>${t('Quantité', 'Quantity')}</th><th>${t('Prix', 'Price')}</th><th>${t('Sous-total', 'Subtotal')}</th><th></th></tr></thead><tbody>
${rows}
<tr><th colspan="3">Total</th><th>${money(basketTotal(items))}</th><th></th></tr>
</tbody></table>
<p><a href="${url('takeaway')}">${t('Ajouter d’autres plats', 'Add more dishes')}</a></p>
${form}`
    : `<p>${t('Votre panier est vide.', 'Your basket is empty.')} <a href="${url('takeaway')}">${t('Voir la carte à emporter', 'See the takeaway menu')}</a></p>`
}`,
  );
}
function payPage(lang, s, alt, v = {}, missing = []) {
  const { t, money } = tools(lang);
  const p = s.pending;
  const what =
    p.kind === 'order'
      ? t('Commande à emporter', 'Takeaway order')
      : t(`Bon cadeau pour ${p.fields.recipient_name}`, `Gift voucher for ${p.fields.recipient_name}`);
  return bistroPage(
    lang,
    s,
    alt,
    t('Paiement', 'Payment'),
    `<h1>${t('Paiement sécurisé', 'Secure payment')}</h1>
<p>${h(what)} · <span class="price">${money(p.total)}</span></p>
${errorBox(lang, missing)}
<form method="post" action="/paiement">${langField(lang)}
  <label for="c-name">${t('Titulaire de la carte', 'Cardholder name')}</label>
  <input id="c-name" name="card_name" autocomplete="cc-name" value="${h(v.card_name ?? '')}">
  <label for="c-number">${t('Numéro de carte', 'Card number')}</label>
  <input id="c-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456" value="${h(v.card_number ?? '')}">
  <label for="c-exp">${t('Date d’expiration (MM/AA)', 'Expiry date (MM/YY)')}</label>
  <input id="c-exp" name="card_expiry" autocomplete="cc-exp" placeholder="MM/AA" value="${h(v.card_expiry ?? '')}">
  <label for="c-cvc">${t('Cryptogramme (3 chiffres au dos)', 'Security code (3 digits on the back)')}</label>
  <input id="c-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="${h(v.card_cvc ?? '')}">
  <p><button type="submit">${t(`Payer ${money(p.total)}`, `Pay ${money(p.total)}`)}</button></p>
</form>`,
  );
}

/* ---------------------------------------------------------------- vouchers, private hire, contact */

function voucherForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return bistroPage(
    lang,
    s,
    alt,
    t('Bons cadeaux', 'Gift vouchers'),
    `<h1>${t('Offrir un bon cadeau', 'Give a gift voucher')}</h1>
<p>${t('Valable un an, au déjeuner comme au dîner, sur la carte et les menus. Envoyé par e-mail en PDF, le jour de votre choix.', 'Valid for a year, at lunch or dinner, on the menu and set menus. Sent by email as a PDF, on the day you choose.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/bons-cadeaux">${langField(lang)}
  <fieldset><legend>${t('Montant', 'Amount')}</legend>
  ${AMOUNTS.map((a) => radio('amount', a[0], pick(a), v.amount)).join('\n  ')}
  <label for="v-custom">${t('Montant libre, en euros (de 30 à 300)', 'Amount of your choice, in euros (30 to 300)')}</label>
  <input type="number" id="v-custom" name="custom_amount" min="30" max="300" value="${h(v.custom_amount ?? '')}">
  </fieldset>
  <label for="v-to">${t('Nom du bénéficiaire', 'Recipient’s name')}</label>
  <input id="v-to" name="recipient_name" value="${h(v.recipient_name ?? '')}">
  <label for="v-from">${t('De la part de', 'From')}</label>
  <input id="v-from" name="from_name" value="${h(v.from_name ?? '')}">
  <label for="v-msg">${t('Votre message (facultatif, 300 caractères au plus)', 'Your message (optional, 300 characters at most)')}</label>
  <textarea id="v-msg" name="message" rows="3" maxlength="300">${h(v.message ?? '')}</textarea>
  <fieldset><legend>${t('Envoi du bon', 'Sending the voucher')}</legend>
  ${DELIVERY.map((d) => radio('delivery', d[0], pick(d), v.delivery)).join('\n  ')}
  </fieldset>
  <label for="v-remail">${t('E-mail du bénéficiaire (pour un envoi direct)', 'Recipient’s email (if sent straight to them)')}</label>
  <input type="email" id="v-remail" name="recipient_email" value="${h(v.recipient_email ?? '')}">
  <label for="v-date">${t('Date d’envoi', 'Send date')}</label>
  <input type="date" id="v-date" name="send_date" min="${TODAY}" max="${EVENT_LAST_DAY}" value="${h(v.send_date ?? TODAY)}">
  <label for="v-bemail">${t('Votre e-mail (reçu et copie du bon)', 'Your email (receipt and a copy of the voucher)')}</label>
  <input type="email" id="v-bemail" name="buyer_email" value="${h(v.buyer_email ?? '')}">
  <p><button type="submit">${t('Continuer vers le paiement', 'Continue to payment')}</button></p>
</form>`,
  );
}
function eventForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick } = tools(lang);
  return bistroPage(
    lang,
    s,
    alt,
    t('Groupes & privatisation', 'Groups & private hire'),
    `<h1>${t('Groupes et privatisation', 'Groups and private hire')}</h1>
<p>${t('Toute la salle pour vous, midi ou soir : jusqu’à 60 invités pour un repas assis, 90 pour un cocktail dînatoire. La privatisation est possible du lundi au samedi — y compris le lundi, notre jour de fermeture. Nous répondons sous 48 heures avec un devis.', 'The whole restaurant for you, at lunch or dinner: up to 60 guests for a seated meal, 90 for a cocktail buffet. Private hire is possible Monday to Saturday — Mondays included, when we are otherwise closed. We answer within 48 hours with a quote.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/privatisation">${langField(lang)}
  <label for="e-type">${t('Type d’événement', 'Type of event')}</label>
  <select id="e-type" name="event_type">${option('', t('Choisir…', 'Choose…'), v.event_type ?? '')}${EVENT_TYPES.map((x) => option(x[0], pick(x), v.event_type)).join('')}</select>
  <label for="e-date">${t('Date souhaitée', 'Preferred date')}</label>
  <input type="date" id="e-date" name="date" min="${addDays(TODAY, 7)}" max="${EVENT_LAST_DAY}" value="${h(v.date ?? '')}">
  <fieldset><legend>${t('Moment', 'Time of day')}</legend>
  ${radio('service', 'lunch', t('Midi', 'Lunchtime'), v.service)}
  ${radio('service', 'dinner', t('Soir', 'Evening'), v.service)}
  </fieldset>
  <fieldset><legend>${t('Formule', 'Format')}</legend>
  ${FORMATS.map((x) => radio('format', x[0], pick(x), v.format)).join('\n  ')}
  </fieldset>
  <label for="e-guests">${t('Nombre d’invités', 'Number of guests')}</label>
  <input type="number" id="e-guests" name="guests" min="10" max="90" value="${h(v.guests ?? '')}">
  <label for="e-budget">${t('Budget par personne (boissons comprises)', 'Budget per person (drinks included)')}</label>
  <select id="e-budget" name="budget">${option('', t('Choisir…', 'Choose…'), v.budget ?? '')}${BUDGETS.map((x) => option(x[0], pick(x), v.budget)).join('')}</select>
  <p><input name="company" placeholder="${t('Société (facultatif)', 'Company (optional)')}" value="${h(v.company ?? '')}"></p>
  <label class="wrap">${t('Nom et prénom', 'Full name')}<input name="name" autocomplete="name" value="${h(v.name ?? '')}"></label>
  <label class="wrap">${t('E-mail', 'Email')}<input type="email" name="email" value="${h(v.email ?? '')}"></label>
  <label class="wrap">${t('Téléphone', 'Phone')}<input type="tel" name="phone" value="${h(v.phone ?? '')}"></label>
  <label for="e-msg">${t('Votre projet', 'About your event')}</label>
  <textarea id="e-msg" name="message" rows="4">${h(v.message ?? '')}</textarea>
  <p><button type="submit">${t('Demander un devis', 'Ask for a quote')}</button></p>
</form>`,
  );
}
function contactForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return bistroPage(
    lang,
    s,
    alt,
    'Contact',
    `<h1>${t('Nous écrire', 'Write to us')}</h1>
<p>${t('Pour réserver aujourd’hui même, appelez-nous plutôt au 04 78 60 21 47. Nous répondons aux messages sous 48 heures.', 'To book for today, please call us on +33 4 78 60 21 47. We answer messages within 48 hours.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/contact">${langField(lang)}
  <p><select name="subject" aria-label="${t('Objet de votre message', 'Subject of your message')}">${option('', t('Votre message concerne…', 'Your message is about…'), v.subject ?? '')}${SUBJECTS.map((x) => option(x[0], pick(x), v.subject)).join('')}</select></p>
  <p><input name="name" placeholder="${t('Votre nom *', 'Your name *')}" value="${h(v.name ?? '')}"></p>
  <p><input type="email" name="email" placeholder="${t('Votre e-mail *', 'Your email *')}" value="${h(v.email ?? '')}"></p>
  <p><input type="tel" name="phone" placeholder="${t('Téléphone (facultatif)', 'Phone (optional)')}" value="${h(v.phone ?? '')}"></p>
  <p><input name="booking_ref" placeholder="${t('N° de réservation ou de commande (facultatif)', 'Booking or order number (optional)')}" value="${h(v.booking_ref ?? '')}"></p>
  <p><textarea name="message" rows="6" placeholder="${t('Votre message *', 'Your message *')}">${h(v.message ?? '')}</textarea></p>
  <p><button type="submit">${t('Envoyer', 'Send')}</button></p>
</form>`,
  );
}
function preferencesForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  const picked = (v.topics ?? 'menus,wine,offers').split(',');
  return bistroPage(
    lang,
    s,
    alt,
    t('La lettre du Comptoir', 'The Comptoir letter'),
    `<h1>${t('Encore une étape', 'One more step')}</h1>
<p>${t(`Vous allez recevoir la lettre du Comptoir à ${s.subscribing}. Dites-nous ce qui vous intéresse :`, `You are about to receive the Comptoir letter at ${s.subscribing}. Tell us what you are interested in:`)}</p>
${errorBox(lang, missing)}
<form method="post" action="/newsletter/preferences">${langField(lang)}
  <label for="n-first">${t('Prénom (facultatif)', 'First name (optional)')}</label>
  <input id="n-first" name="first_name" value="${h(v.first_name ?? '')}">
  <fieldset><legend>${t('Je souhaite recevoir', 'I would like to receive')}</legend>
  ${TOPICS.map((x) => checkbox('topics', pick(x), picked.includes(x[0]), x[0])).join('\n  ')}
  </fieldset>
  <p><button type="submit">${t('Valider mon inscription', 'Confirm my subscription')}</button></p>
</form>`,
  );
}
function loginForm(lang, s, alt, other = '') {
  const { t } = tools(lang);
  return bistroPage(
    lang,
    s,
    alt,
    t('Mon compte', 'My account'),
    `<h1>${t('Mon compte', 'My account')}</h1>
<p>${t('Retrouvez vos réservations et vos commandes à emporter.', 'Find your table bookings and takeaway orders.')}</p>
${errorBox(lang, [], other)}
<form method="post" action="/compte/connexion">${langField(lang)}
  <label for="l-email">${t('Adresse e-mail', 'Email address')}</label><input type="email" id="l-email" name="email" autocomplete="username">
  <label for="l-password">${t('Mot de passe', 'Password')}</label><input type="password" id="l-password" name="password" autocomplete="current-password">
  ${checkbox('remember', t('Se souvenir de moi', 'Remember me'), false)}
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
  <p class="hint">${t('Mot de passe oublié ? Appelez-nous au 04 78 60 21 47.', 'Forgotten your password? Call us on +33 4 78 60 21 47.')}</p>
</form>`,
  );
}

/* ---------------------------------------------------------------- account */

function accountPage(lang, s, alt, acct, tab, body) {
  const { t, url } = tools(lang);
  const tabs = [
    ['bookings', t('Mes réservations', 'My bookings')],
    ['orders', t('Mes commandes', 'My orders')],
    ['profile', t('Profil', 'Profile')],
  ];
  const f = s.flash;
  s.flash = null;
  const flash = f ? `<div class="notice" role="status"><p>${h(t(f[0], f[1]))}</p></div>` : '';
  return bistroPage(
    lang,
    s,
    alt,
    t('Mon compte', 'My account'),
    `<h1>${t('Bonjour', 'Hello')} ${h(acct.first)} ${h(acct.last)}</h1>
<p>${h(acct.email)} · <a href="${url('logout')}">${t('Se déconnecter', 'Sign out')}</a></p>
<nav class="tabs" aria-label="${t('Mon compte', 'My account')}">${tabs.map(([k, l]) => `<a href="${url(k)}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>
${flash}
${body}`,
  );
}
function bookingsTab(lang, acct) {
  const { t, pick, shortDate, hour, url } = tools(lang);
  const status = (b) =>
    b.status === 'ok'
      ? t('Confirmée', 'Confirmed')
      : b.status === 'cancelled'
        ? t('Annulée', 'Cancelled')
        : t('Passée', 'Past');
  const actions = (b) =>
    b.status !== 'ok'
      ? ''
      : `<a class="btn secondary" href="${url('change', `?ref=${b.ref}`)}">${t('Modifier', 'Change')}</a> <a class="btn secondary" href="${url('cancel', `?ref=${b.ref}`)}">${t('Annuler', 'Cancel')}</a>`;
  const svc = (b) => pick(SERVICES.find((x) => x[0] === b.service)).replace(/ \(.*\)$/, '');
  return `<table><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Date', 'Date')}</th><th>${t('Service', 'Service')}</th><th>${t('Heure', 'Time')}</th><th>${t('Couverts', 'Guests')}</th><th>${t('Statut', 'Status')}</th><th></th></tr></thead><tbody>
${acct.bookings.map((b) => `<tr><td>${b.ref}</td><td>${shortDate(b.date)}</td><td>${svc(b)}</td><td>${hour(b.time)}</td><td>${b.party}</td><td>${status(b)}</td><td>${actions(b)}</td></tr>`).join('\n')}
</tbody></table>
<p><a href="${url('book')}">${t('Réserver une table', 'Book a table')}</a></p>`;
}
function changeForm(lang, b, v = {}, missing = [], other = '') {
  const { t, url, longDate, hour } = tools(lang);
  return `<h2>${t('Modifier la réservation', 'Change booking')} ${b.ref}</h2>
<p>${longDate(b.date)} · ${hour(b.time)} · ${t(`actuellement ${b.party} couverts`, `currently ${b.party} guests`)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/compte/reservations/modifier">${langField(lang)}<input type="hidden" name="ref" value="${b.ref}">
  <label for="c-party">${t('Nombre de couverts', 'Number of guests')}</label>
  <select id="c-party" name="party_size">${['1', '2', '3', '4', '5', '6', '7', '8'].map((n) => option(n, n, v.party_size ?? String(b.party))).join('')}</select>
  <p class="hint">${t('Pour changer de jour ou d’heure, annulez puis réservez à nouveau.', 'To change the day or time, cancel and book again.')}</p>
  <p><button type="submit">${t('Enregistrer', 'Save')}</button> <a href="${url('bookings')}">${t('Retour', 'Back')}</a></p>
</form>`;
}
function cancelForm(lang, b, v = {}, missing = []) {
  const { t, pick, url, longDate, hour } = tools(lang);
  return `<h2>${t('Annuler la réservation', 'Cancel booking')} ${b.ref}</h2>
<p>${longDate(b.date)} · ${hour(b.time)} · ${t(`${b.party} couverts`, `${b.party} guests`)}</p>
${errorBox(lang, missing)}
<form method="post" action="/compte/reservations/annuler">${langField(lang)}<input type="hidden" name="ref" value="${b.ref}">
  <label for="x-reason">${t('Motif de l’annulation', 'Reason for cancelling')}</label>
  <select id="x-reason" name="reason">${option('', t('Choisir…', 'Choose…'), v.reason ?? '')}${CANCEL_REASONS.map((x) => option(x[0], pick(x), v.reason)).join('')}</select>
  <p>${checkbox('confirm', t('Je confirme l’annulation de cette réservation', 'I confirm I want to cancel this booking'), false)}</p>
  <p><button type="submit">${t('Annuler la réservation', 'Cancel the booking')}</button> <a href="${url('bookings')}">${t('Retour', 'Back')}</a></p>
</form>`;
}
function ordersTab(lang, acct) {
  const { t, shortDate, money, url } = tools(lang);
  return `<table><thead><tr><th>${t('Commande', 'Order')}</th><th>${t('Date', 'Date')}</th><th>${t('Contenu', 'Items')}</th><th>Total</th><th></th></tr></thead><tbody>
${acct.orders.map((o) => `<tr><td>${o.ref}</td><td>${shortDate(o.date)}</td><td>${h(itemsLine(lang, o.items))}</td><td>${money(basketTotal(o.items))}</td><td><form method="post" action="/compte/commandes/recommander">${langField(lang)}<input type="hidden" name="order" value="${o.ref}"><button type="submit" class="btn secondary">${t('Commander à nouveau', 'Order again')}</button></form></td></tr>`).join('\n')}
</tbody></table>
<p><a href="${url('takeaway')}">${t('La carte à emporter', 'Takeaway menu')}</a></p>`;
}
function profileTab(lang, acct, v = null, missing = []) {
  const { t, pick, colon } = tools(lang);
  const x = v ?? {
    phone: acct.phone,
    diet: acct.diet.join(','),
    email_lang: acct.emailLang,
    newsletter: acct.newsletter ? 'yes' : '',
  };
  const picked = (x.diet ?? '').split(',');
  const diets = acct.diet.map((d) => pick(DIETS.find((y) => y[0] === d)));
  return `<h2>${t('Mon profil', 'My profile')}</h2>
<ul>
<li>${t('Téléphone enregistré', 'Phone on file')}${colon} ${h(acct.phone)}</li>
<li>${t('Préférences alimentaires', 'Dietary preferences')}${colon} ${h(diets.join(', ') || t('aucune', 'none'))}</li>
<li>${t('E-mails en', 'Emails in')}${colon} ${acct.emailLang === 'fr' ? 'français' : 'English'}</li>
<li>${t('Lettre du Comptoir', 'Comptoir letter')}${colon} ${acct.newsletter ? t('abonné·e', 'subscribed') : t('non abonné·e', 'not subscribed')}</li>
</ul>
${errorBox(lang, missing)}
<form method="post" action="/compte/profil">${langField(lang)}
  <label for="p-phone">${t('Téléphone portable', 'Mobile phone')}</label>
  <input type="tel" id="p-phone" name="phone" value="${h(x.phone ?? '')}">
  <fieldset><legend>${t('Préférences alimentaires', 'Dietary preferences')}</legend>
  ${DIETS.map((d) => checkbox('diet', pick(d), picked.includes(d[0]), d[0])).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Langue de nos e-mails', 'Language of our emails')}</legend>
  ${radio('email_lang', 'fr', 'Français', x.email_lang)}
  ${radio('email_lang', 'en', 'English', x.email_lang)}
  </fieldset>
  <p>${checkbox('newsletter', t('Recevoir la lettre du Comptoir', 'Receive the Comptoir letter'), x.newsletter === 'yes')}</p>
  <p><button type="submit">${t('Enregistrer les modifications', 'Save changes')}</button></p>
</form>`;
}

/* ---------------------------------------------------------------- static pages */

function menuTabs(lang, tab) {
  const { t, url } = tools(lang);
  const tabs = [
    ['menu', t('La carte', 'À la carte')],
    ['setmenus', t('Formules & menus', 'Set menus')],
    ['wines', t('Vins', 'Wines')],
  ];
  return `<nav class="tabs" aria-label="${t('La carte', 'Menu')}">${tabs.map(([k, l]) => `<a href="${url(k)}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>`;
}
function menuBody(lang, tab) {
  const { t, pick, money, url, colon } = tools(lang);
  if (tab === 'menu')
    return `${SECTIONS.filter((x) => x[0] !== 'drinks')
      .map(
        (sec) =>
          `<h2>${h(pick(sec))}</h2><table><tbody>${DISHES.filter((d) => d[4] === sec[0])
            .map((d) => `<tr><td>${h(pick(d))}</td><td class="price">${money(d[3])}</td></tr>`)
            .join('')}</tbody></table>`,
      )
      .join('\n')}
<p class="hint">${t('Viandes d’origine France. Tous nos plats sont faits maison. Liste des allergènes sur demande.', 'Meat from France. Everything is homemade. Allergen list on request.')}</p>
<p><a class="btn" href="${url('book')}">${t('Réserver', 'Book a table')}</a> <a class="btn secondary" href="${url('takeaway')}">${t('Commander à emporter', 'Order takeaway')}</a></p>`;
  if (tab === 'setmenus')
    return `<div class="cards">
<article class="card"><h2>${t('Formule du midi', 'Lunch menu')}</h2><p>${t('Du mardi au vendredi midi, selon l’ardoise du jour.', 'Tuesday to Friday lunchtime, from the daily blackboard.')}</p><ul><li>${t('Entrée + plat ou plat + dessert', 'Starter + main or main + dessert')}${colon} ${money(24)}</li><li>${t('Entrée + plat + dessert', 'Starter + main + dessert')}${colon} ${money(29)}</li></ul><a class="btn" href="${url('book', '?service=lunch')}">${t('Réserver', 'Book')}</a></article>
<article class="card"><h2>${t('Menu Comptoir', 'Comptoir menu')}</h2><p>${t('Midi et soir : entrée, plat, fromage ou dessert, à choisir dans la carte.', 'Lunch and dinner: starter, main, cheese or dessert, chosen from the menu.')}</p><p class="price">${money(42)}</p><a class="btn" href="${url('book', '?service=dinner')}">${t('Réserver', 'Book')}</a></article>
<article class="card"><h2>${t('Menu dégustation', 'Tasting menu')}</h2><p>${t('Le soir seulement, pour toute la table : cinq plats au gré du marché.', 'Evenings only, for the whole table: five courses from the market.')}</p><p class="price">${money(68)}</p><a class="btn" href="${url('book', '?service=dinner')}">${t('Réserver', 'Book')}</a></article>
<article class="card"><h2>${t('Menu des petits gones', 'Kids’ menu')}</h2><p>${t('Jusqu’à 10 ans : plat, dessert et sirop.', 'Up to 10 years old: main, dessert and a cordial.')}</p><p class="price">${money(14)}</p></article>
</div>`;
  return `<table><thead><tr><th>${t('Vin', 'Wine')}</th><th>${t('Le verre', 'Glass')}</th><th>${t('La bouteille', 'Bottle')}</th></tr></thead><tbody>
<tr><td>Beaujolais-Villages, Domaine des Nugues</td><td>${money(6)}</td><td>${money(29)}</td></tr>
<tr><td>Morgon « Côte du Py », Jean Foillard</td><td>${money(9)}</td><td>${money(48)}</td></tr>
<tr><td>Côtes-du-Rhône « Les Halles »</td><td>${money(5.5)}</td><td>${money(26)}</td></tr>
<tr><td>Mâcon-Villages blanc</td><td>${money(7)}</td><td>${money(32)}</td></tr>
<tr><td>Saint-Joseph blanc</td><td>${money(10)}</td><td>${money(52)}</td></tr>
</tbody></table>
<p class="hint">${t('L’abus d’alcool est dangereux pour la santé.', 'Please drink responsibly.')}</p>`;
}

/* ---------------------------------------------------------------- routes */

function resolve(path) {
  if (path === '/en') return { key: 'home', lang: 'en' };
  for (const [key, [fr, en]] of Object.entries(SLUGS)) {
    if (path === fr || (fr !== '/' && path === `${fr}/`)) return { key, lang: 'fr' };
    if (path === en || (en !== '/en/' && path === `${en}/`)) return { key, lang: 'en' };
  }
  return null;
}
function dateProblem(lang, d) {
  const { t, longDate } = tools(lang);
  if (!validIsoDate(d)) return t('Date : date invalide.', 'Date: invalid date.');
  if (d < TODAY || d > LAST_DAY)
    return t(
      'Les réservations sont ouvertes d’aujourd’hui au 31 mars 2027.',
      'Tables can be booked from today up to 31 March 2027.',
    );
  if (!openDay(d))
    return t(
      `Le restaurant est fermé le ${longDate(d)} : nous vous accueillons du mardi au samedi (fermé le dimanche et le lundi, le 25 décembre et le 1er janvier).`,
      `The restaurant is closed on ${longDate(d)}: we are open Tuesday to Saturday (closed on Sundays and Mondays, on 25 December and 1 January).`,
    );
  return '';
}

export async function bistroRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.comptoir_sid);
  if (!s) {
    const id = sid();
    s = { user: null, resa: null, basket: {}, pending: null, flash: null, next: null, subscribing: null };
    state.sessions.set(id, s);
    ctx.setCookie('comptoir_sid', id);
  }
  const acct = s.user ? { ...state.accounts[s.user], email: s.user } : null;
  const account = s.user ? state.accounts[s.user] : null;
  const where = method === 'GET' ? resolve(path) : null;
  const lang = method === 'POST' ? (fields.lang === 'en' ? 'en' : 'fr') : (where?.lang ?? 'fr');
  const { t, pick, money, longDate, hour, url, colon } = tools(lang);
  const send = (html, status) => ({ status, lang, html });
  const altKey = (key, q = '') => SLUGS[key].map((p) => `${p}${q}`);
  const blank = (k) => !fields[k]?.trim();
  const missingOf = (pairs) => pairs.filter(([k]) => blank(k)).map(([, l]) => l);
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());
  const phoneOk = (x) => (x ?? '').replace(/\D/g, '').length >= 9;
  const done = (key, title, lines) =>
    send(
      bistroPage(
        lang,
        s,
        altKey(key),
        title,
        `<div class="notice" role="status"><h1>${h(title)}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</div><p><a href="${url('home')}">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
      ),
    );

  /* ------------------------------------------------------------ GET pages */
  if (method === 'GET') {
    if (!where) return { status: 404, html: null, lang: path.startsWith('/en') ? 'en' : 'fr' };
    const key = where.key;
    const alt = altKey(key, ctx.url.search);
    const html = (title, body) => send(bistroPage(lang, s, alt, title, body));
    if (key === 'home')
      return html(
        t('Bouchon lyonnais aux Halles', 'Lyon bouchon by the Halles'),
        `<h1>${t('Le Comptoir des Halles', 'Le Comptoir des Halles')}</h1>
<p>${t('Un bouchon d’aujourd’hui à deux pas des Halles Paul Bocuse : les produits du marché, les classiques lyonnais revisités et une belle carte de Beaujolais et de Côtes-du-Rhône.', 'A modern bouchon a stone’s throw from the Halles Paul Bocuse: market produce, Lyon classics revisited and a fine list of Beaujolais and Côtes-du-Rhône.')}</p>
<p class="notice">${t('Aujourd’hui, jeudi 10 décembre 2026, nous sommes ouverts midi et soir. Ouvert du mardi au samedi ; fermé le dimanche et le lundi, le 25 décembre et le 1er janvier.', 'Today, Thursday 10 December 2026, we are open for lunch and dinner. Open Tuesday to Saturday; closed on Sundays and Mondays, on 25 December and 1 January.')}</p>
<div class="cards">
<article class="card"><h2>${t('Le déjeuner', 'Lunch')}</h2><p>${t('Formule du midi dès 24 €, du mardi au vendredi.', 'Lunch menu from €24, Tuesday to Friday.')}</p><a class="btn secondary" href="${url('setmenus')}">${t('Voir le menu', 'See the menu')}</a> <a class="btn" href="${url('book', '?service=lunch')}">${t('Réserver', 'Book')}</a></article>
<article class="card"><h2>${t('Le dîner', 'Dinner')}</h2><p>${t('La carte, le menu Comptoir à 42 € et le menu dégustation à 68 €.', 'À la carte, the Comptoir menu at €42 and the tasting menu at €68.')}</p><a class="btn secondary" href="${url('menu')}">${t('Voir le menu', 'See the menu')}</a> <a class="btn" href="${url('book', '?service=dinner')}">${t('Réserver', 'Book')}</a></article>
<article class="card"><h2>${t('À emporter', 'Takeaway')}</h2><p>${t('Commandez en ligne, passez prendre vos plats au restaurant.', 'Order online, collect your dishes at the restaurant.')}</p><a class="btn secondary" href="${url('takeaway')}">${t('Voir le menu', 'See the menu')}</a></article>
<article class="card"><h2>${t('Bons cadeaux', 'Gift vouchers')}</h2><p>${t('Un repas à offrir, envoyé par e-mail le jour de votre choix.', 'A meal to give, sent by email on the day you choose.')}</p><a class="btn" href="${url('vouchers')}">${t('Offrir', 'Give one')}</a></article>
</div>
<p><a href="${url('events')}">${t('Un groupe, une fête, un séminaire ? Privatisez le Comptoir', 'A group, a party, a seminar? Hire the Comptoir')}</a></p>`,
      );
    if (['menu', 'setmenus', 'wines'].includes(key))
      return html(
        t('La carte', 'Menu'),
        `<h1>${t('La carte', 'Menu')}</h1>
${menuTabs(lang, key)}
${menuBody(lang, key)}`,
      );
    if (key === 'info')
      return html(
        t('Infos pratiques', 'Practical information'),
        `<h1>${t('Infos pratiques', 'Practical information')}</h1>
<table><thead><tr><th>${t('Jour', 'Day')}</th><th>${t('Midi', 'Lunch')}</th><th>${t('Soir', 'Dinner')}</th></tr></thead><tbody>
${[1, 2, 3, 4, 5, 6, 0]
  .map((d) => {
    const open = ![0, 1].includes(d);
    return `<tr><td>${DAYS[lang === 'en' ? 1 : 0][d]}</td><td>${open ? '12:00 – 14:00' : t('Fermé', 'Closed')}</td><td>${open ? '19:00 – 22:00' : t('Fermé', 'Closed')}</td></tr>`;
  })
  .join('\n')}
</tbody></table>
<p>${t('Fermetures exceptionnelles : vendredi 25 décembre 2026 et vendredi 1er janvier 2027. Le service du soir de la Saint-Sylvestre est complet.', 'Exceptional closures: Friday 25 December 2026 and Friday 1 January 2027. New Year’s Eve dinner is fully booked.')}</p>
<p>${t('102 cours Lafayette, 69003 Lyon · métro B Place Guichard ou tram T1 Halles Paul Bocuse · parking Lafayette à 100 m.', '102 cours Lafayette, 69003 Lyon · metro B Place Guichard or tram T1 Halles Paul Bocuse · Lafayette car park 100 m away.')}</p>`,
      );
    if (key === 'book') {
      const v = s.resa
        ? { date: s.resa.date, party_size: String(s.resa.party_size), service: s.resa.service }
        : { service: ctx.query.get('service') ?? '' };
      return send(bookForm(lang, s, alt, v));
    }
    if (key === 'slot') {
      if (!s.resa?.service) return { redirect: url('book') };
      return send(slotForm(lang, s, alt, s.resa.slotFields ?? {}));
    }
    if (key === 'details') {
      if (!s.resa?.time) return { redirect: url('book') };
      return send(detailsForm(lang, s, alt, s.resa.detailFields ?? {}));
    }
    if (key === 'summary') {
      if (!s.resa?.details) return { redirect: url('book') };
      return send(summaryPage(lang, s, alt));
    }
    if (key === 'takeaway') return send(takeawayPage(lang, s, alt));
    if (key === 'basket') return send(basketPage(lang, s, alt, account));
    if (key === 'pay') {
      if (!s.pending) return { redirect: url('home') };
      return send(payPage(lang, s, alt));
    }
    if (key === 'vouchers') return send(voucherForm(lang, s, alt));
    if (key === 'events') return send(eventForm(lang, s, alt));
    if (key === 'contact') return send(contactForm(lang, s, alt));
    if (key === 'newsletter') {
      if (!s.subscribing) return { redirect: url('home') };
      return send(preferencesForm(lang, s, alt));
    }
    if (key === 'logout') {
      s.user = null;
      return { redirect: url('home') };
    }
    if (key === 'login') {
      if (acct) return { redirect: url('bookings') };
      return send(loginForm(lang, s, alt));
    }
    if (!acct) {
      s.next = key === 'account' ? null : `${path}${ctx.url.search}`;
      return { redirect: url('login') };
    }
    if (key === 'account' || key === 'bookings')
      return send(accountPage(lang, s, alt, acct, 'bookings', bookingsTab(lang, acct)));
    if (key === 'orders') return send(accountPage(lang, s, alt, acct, 'orders', ordersTab(lang, acct)));
    if (key === 'profile') return send(accountPage(lang, s, alt, acct, 'profile', profileTab(lang, acct)));
    const b = acct.bookings.find((x) => x.ref === ctx.query.get('ref') && x.status === 'ok');
    if (key === 'change') {
      if (!b) return { redirect: url('bookings') };
      return send(accountPage(lang, s, alt, acct, 'bookings', changeForm(lang, b)));
    }
    if (key === 'cancel') {
      if (!b) return { redirect: url('bookings') };
      return send(accountPage(lang, s, alt, acct, 'bookings', cancelForm(lang, b)));
    }
    return { status: 404, html: null, lang };
  }

  /* ------------------------------------------------------------ forms */
  if (method !== 'POST') return { status: 405, html: null, lang };

  /* reservation */
  if (path === '/reserver') {
    const alt = altKey('book');
    const missing = missingOf([['date', t('Date', 'Date')]]);
    const party = Number(fields.party_size ?? '');
    if (!Number.isInteger(party) || party < 1 || party > 8)
      missing.push(t('Nombre de couverts (1 à 8)', 'Number of guests (1 to 8)'));
    if (!SERVICES.some((x) => x[0] === fields.service)) missing.push(t('Service', 'Service'));
    if (missing.length) return send(bookForm(lang, s, alt, fields, missing), 422);
    const date = fields.date.trim();
    const problem = dateProblem(lang, date);
    if (problem) return send(bookForm(lang, s, alt, fields, [], problem), 422);
    if (SLOTS[fields.service].every((x) => isFull(date, fields.service, x)))
      return send(
        bookForm(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            `Le ${fields.service === 'lunch' ? 'déjeuner' : 'dîner'} du ${longDate(date)} est complet. Essayez un autre jour ou l’autre service.`,
            `${fields.service === 'lunch' ? 'Lunch' : 'Dinner'} on ${longDate(date)} is fully booked. Try another day or the other service.`,
          ),
        ),
        422,
      );
    const same = s.resa && s.resa.date === date && s.resa.service === fields.service;
    s.resa = {
      ...(same ? s.resa : {}),
      date,
      party_size: party,
      service: fields.service,
      ...(same ? {} : { time: null, slotFields: null }),
    };
    return { redirect: url('slot') };
  }
  if (path === '/reserver/creneau') {
    const r = s.resa;
    if (!r?.service) return { redirect: url('book') };
    const alt = altKey('slot');
    const missing = [];
    const time = fields.time ?? '';
    if (!SLOTS[r.service].includes(time)) missing.push(t('Heure d’arrivée', 'Arrival time'));
    if (!SEATING.some((x) => x[0] === fields.seating))
      missing.push(t('Placement souhaité', 'Seating preference'));
    const chairs = (fields.high_chairs ?? '').trim() === '' ? 0 : Number(fields.high_chairs);
    if (!Number.isInteger(chairs) || chairs < 0 || chairs > 3)
      missing.push(t('Chaises hautes (0 à 3)', 'High chairs (0 to 3)'));
    if (fields.occasion && !OCCASIONS.some((x) => x[0] === fields.occasion))
      missing.push(t('Occasion', 'Occasion'));
    if (missing.length) return send(slotForm(lang, s, alt, fields, missing), 422);
    if (isFull(r.date, r.service, time))
      return send(
        slotForm(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            `${hour(time)} est complet le ${longDate(r.date)} : choisissez une autre heure.`,
            `${hour(time)} is fully booked on ${longDate(r.date)}: choose another time.`,
          ),
        ),
        422,
      );
    if (fields.seating === 'counter' && r.party_size > 2)
      return send(
        slotForm(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            'Le comptoir accueille 2 personnes au plus : choisissez un autre placement.',
            'The counter seats 2 people at most: choose another seating.',
          ),
        ),
        422,
      );
    if (chairs >= r.party_size)
      return send(
        slotForm(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            'Il faut au moins un adulte de plus que de chaises hautes.',
            'There must be at least one more adult than high chairs.',
          ),
        ),
        422,
      );
    r.time = time;
    r.seating = fields.seating;
    r.high_chairs = chairs;
    r.occasion = fields.occasion ?? '';
    r.slotFields = { ...fields };
    return { redirect: url('details') };
  }
  if (path === '/reserver/coordonnees') {
    const r = s.resa;
    if (!r?.time) return { redirect: url('book') };
    const missing = missingOf([
      ['first_name', t('Prénom', 'First name')],
      ['last_name', t('Nom', 'Last name')],
      ['email', t('E-mail', 'Email')],
      ['phone', t('Téléphone portable', 'Mobile phone')],
    ]);
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('Un e-mail valide', 'A valid email'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    const allergies = (fields.allergies ?? '').split(',').filter(Boolean);
    if (allergies.some((a) => !ALLERGIES.some((x) => x[0] === a))) missing.push(t('Allergies', 'Allergies'));
    if ((fields.requests ?? '').length > 500)
      missing.push(
        t('Demandes particulières (500 caractères au plus)', 'Special requests (500 characters at most)'),
      );
    if (missing.length) return send(detailsForm(lang, s, altKey('details'), fields, missing), 422);
    r.details = {
      first_name: fields.first_name.trim(),
      last_name: fields.last_name.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      requests: fields.requests?.trim() ?? '',
      allergies,
      newsletter: fields.newsletter === 'yes',
    };
    r.detailFields = { ...fields };
    return { redirect: url('summary') };
  }
  if (path === '/reserver/confirmer') {
    const r = s.resa;
    if (!r?.details) return { redirect: url('book') };
    const ref = `RES-${state.nextTable++}`;
    const owner = state.accounts[r.details.email.toLowerCase()];
    if (owner)
      owner.bookings.unshift({
        ref,
        date: r.date,
        service: r.service,
        time: r.time,
        party: r.party_size,
        seating: r.seating,
        status: 'ok',
      });
    if (r.details.newsletter)
      state.subscribers.set(r.details.email.toLowerCase(), ['menus', 'wine', 'offers']);
    s.resa = null;
    return done('book', t('Votre table est réservée', 'Your table is booked'), [
      `${t('Votre référence', 'Your reference')}${colon} <strong>${ref}</strong>`,
      `${resaLine(lang, r)} · ${hour(r.time)} · ${h(pick(SEATING.find((x) => x[0] === r.seating)))}`,
      `${h(r.details.first_name)} ${h(r.details.last_name)} · ${h(r.details.phone)}`,
      t(
        `Une confirmation a été envoyée à ${h(r.details.email)}. À très bientôt au Comptoir !`,
        `A confirmation has been sent to ${h(r.details.email)}. See you soon at the Comptoir!`,
      ),
    ]);
  }

  /* takeaway */
  if (path === '/a-emporter/ajouter') {
    const d = dishOf(fields.dish);
    if (!d) return { redirect: url('takeaway') };
    const qty = Number((fields.qty ?? '1').trim() || '1');
    if (!Number.isInteger(qty) || qty < 1 || qty > 20) {
      s.flash = ['Quantité : de 1 à 20.', 'Quantity: 1 to 20.'];
      return { redirect: url('takeaway') };
    }
    s.basket = { ...(s.basket ?? {}) };
    s.basket[d[0]] = Math.min(20, (s.basket[d[0]] ?? 0) + qty);
    s.flash = [`Ajouté au panier : ${qty} × ${d[1]}`, `Added to your basket: ${qty} × ${d[2]}`];
    return { redirect: url('takeaway') };
  }
  if (path === '/a-emporter/retirer') {
    const d = dishOf(fields.dish);
    if (d && s.basket?.[d[0]]) {
      s.basket = { ...s.basket };
      delete s.basket[d[0]];
      s.flash = [`Retiré du panier : ${d[1]}`, `Removed from your basket: ${d[2]}`];
    }
    return { redirect: url('basket') };
  }
  if (path === '/a-emporter/commande') {
    const items = s.basket ?? {};
    if (!basketCount(items)) return { redirect: url('basket') };
    const alt = altKey('basket');
    const missing = missingOf([
      ['pickup_date', t('Jour de retrait', 'Pickup day')],
      ['pickup_time', t('Heure de retrait', 'Pickup time')],
      ['name', t('Nom pour la commande', 'Name for the order')],
      ['phone', t('Téléphone', 'Phone')],
    ]);
    if (!blank('pickup_date') && !nextOpenDays(8).includes(fields.pickup_date))
      missing.push(t('Jour de retrait', 'Pickup day'));
    if (!blank('pickup_time') && !PICKUP_TIMES.includes(fields.pickup_time))
      missing.push(t('Heure de retrait', 'Pickup time'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('Un e-mail valide', 'A valid email'));
    if (!PAYMENTS.some((p) => p[0] === fields.payment)) missing.push(t('Paiement', 'Payment'));
    if (missing.length) return send(basketPage(lang, s, alt, account, fields, missing), 422);
    const o = {
      kind: 'order',
      items: { ...items },
      total: basketTotal(items),
      fields: {
        pickup_date: fields.pickup_date,
        pickup_time: fields.pickup_time,
        name: fields.name.trim(),
        phone: fields.phone.trim(),
        email: fields.email?.trim() ?? '',
        payment: fields.payment,
      },
    };
    if (fields.payment === 'card') {
      s.pending = o;
      return { redirect: url('pay') };
    }
    return finishOrder(o, false);
  }
  function finishOrder(o, paid) {
    const ref = `CMD-${state.nextOrder++}`;
    s.basket = {};
    s.pending = null;
    const owner = state.accounts[(o.fields.email || s.user || '').toLowerCase()];
    if (owner) owner.orders.unshift({ ref, date: TODAY, items: o.items });
    return done('takeaway', t('Commande enregistrée', 'Order placed'), [
      `${t('Numéro de commande', 'Order number')}${colon} <strong>${ref}</strong>`,
      `${h(itemsLine(lang, o.items))} · ${money(o.total)} ${paid ? t('(payé en ligne)', '(paid online)') : t('(à régler au retrait)', '(to pay when you collect)')}`,
      t(
        `À retirer le ${longDate(o.fields.pickup_date)} à ${hour(o.fields.pickup_time)}, au 102 cours Lafayette, au nom de ${h(o.fields.name)}.`,
        `To collect on ${longDate(o.fields.pickup_date)} at ${hour(o.fields.pickup_time)}, at 102 cours Lafayette, under the name ${h(o.fields.name)}.`,
      ),
    ]);
  }
  function finishVoucher(p) {
    const ref = `BON-${state.nextVoucher++}`;
    const f = p.fields;
    s.pending = null;
    const to = f.delivery === 'recipient' ? f.recipient_email : f.buyer_email;
    return done('vouchers', t('Merci pour votre cadeau !', 'Thank you for your gift!'), [
      `${t('Bon cadeau', 'Gift voucher')} <strong>${ref}</strong> · ${money(p.total)} · ${t('pour', 'for')} ${h(f.recipient_name)}, ${t('de la part de', 'from')} ${h(f.from_name)}`,
      t(
        `Le bon sera envoyé à ${h(to)} le ${longDate(f.send_date)}. Reçu envoyé à ${h(f.buyer_email)}.`,
        `The voucher will be sent to ${h(to)} on ${longDate(f.send_date)}. Receipt sent to ${h(f.buyer_email)}.`,
      ),
    ]);
  }
  if (path === '/paiement') {
    const p = s.pending;
    if (!p) return { redirect: url('home') };
    const missing = missingOf([
      ['card_name', t('Titulaire de la carte', 'Cardholder name')],
      ['card_number', t('Numéro de carte', 'Card number')],
      ['card_expiry', t('Date d’expiration', 'Expiry date')],
      ['card_cvc', t('Cryptogramme', 'Security code')],
    ]);
    const digits = (fields.card_number ?? '').replace(/[\s-]/g, '');
    if (!blank('card_number') && !/^\d{13,19}$/.test(digits))
      missing.push(t('Numéro de carte (13 à 19 chiffres)', 'Card number (13 to 19 digits)'));
    const exp = (fields.card_expiry ?? '').trim().match(/^(\d{2})\s*\/\s*(\d{2})$/);
    if (
      !blank('card_expiry') &&
      (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12 || `${exp[2]}${exp[1]}` < '2612')
    )
      missing.push(
        t('Date d’expiration (MM/AA, carte en cours de validité)', 'Expiry date (MM/YY, a valid card)'),
      );
    if (!blank('card_cvc') && !/^\d{3,4}$/.test(fields.card_cvc.trim()))
      missing.push(t('Cryptogramme (3 chiffres)', 'Security code (3 digits)'));
    if (missing.length) return send(payPage(lang, s, altKey('pay'), fields, missing), 422);
    return p.kind === 'order' ? finishOrder(p, true) : finishVoucher(p);
  }

  /* vouchers */
  if (path === '/bons-cadeaux') {
    const alt = altKey('vouchers');
    const missing = missingOf([
      ['recipient_name', t('Nom du bénéficiaire', 'Recipient’s name')],
      ['from_name', t('De la part de', 'From')],
      ['buyer_email', t('Votre e-mail', 'Your email')],
      ['send_date', t('Date d’envoi', 'Send date')],
    ]);
    if (!AMOUNTS.some((a) => a[0] === fields.amount)) missing.push(t('Montant', 'Amount'));
    let total = Number(fields.amount);
    if (fields.amount === 'other') {
      total = Number((fields.custom_amount ?? '').trim().replace(',', '.'));
      if (!Number.isInteger(total) || total < 30 || total > 300)
        missing.push(t('Montant libre : de 30 à 300 €', 'Amount of your choice: €30 to €300'));
    }
    if (!DELIVERY.some((d) => d[0] === fields.delivery))
      missing.push(t('Envoi du bon', 'Sending the voucher'));
    if (fields.delivery === 'recipient' && !emailOk(fields.recipient_email))
      missing.push(t('E-mail du bénéficiaire', 'Recipient’s email'));
    if (!blank('buyer_email') && !emailOk(fields.buyer_email))
      missing.push(t('Un e-mail valide', 'A valid email'));
    const sd = (fields.send_date ?? '').trim();
    if (!blank('send_date') && (!validIsoDate(sd) || sd < TODAY || sd > EVENT_LAST_DAY))
      missing.push(
        t('Date d’envoi (d’aujourd’hui au 31 décembre 2027)', 'Send date (today to 31 December 2027)'),
      );
    if ((fields.message ?? '').length > 300)
      missing.push(t('Message : 300 caractères au plus', 'Message: 300 characters at most'));
    if (missing.length) return send(voucherForm(lang, s, alt, fields, missing), 422);
    s.pending = {
      kind: 'voucher',
      total,
      fields: {
        recipient_name: fields.recipient_name.trim(),
        from_name: fields.from_name.trim(),
        delivery: fields.delivery,
        recipient_email: fields.recipient_email?.trim() ?? '',
        buyer_email: fields.buyer_email.trim(),
        send_date: sd,
      },
    };
    return { redirect: url('pay') };
  }

  /* private hire */
  if (path === '/privatisation') {
    const alt = altKey('events');
    const again = (missing, other = '') => send(eventForm(lang, s, alt, fields, missing, other), 422);
    const missing = missingOf([
      ['date', t('Date souhaitée', 'Preferred date')],
      ['guests', t('Nombre d’invités', 'Number of guests')],
      ['name', t('Nom et prénom', 'Full name')],
      ['email', t('E-mail', 'Email')],
      ['phone', t('Téléphone', 'Phone')],
    ]);
    if (!EVENT_TYPES.some((x) => x[0] === fields.event_type))
      missing.push(t('Type d’événement', 'Type of event'));
    if (!['lunch', 'dinner'].includes(fields.service)) missing.push(t('Moment', 'Time of day'));
    if (!FORMATS.some((x) => x[0] === fields.format)) missing.push(t('Formule', 'Format'));
    if (!BUDGETS.some((x) => x[0] === fields.budget))
      missing.push(t('Budget par personne', 'Budget per person'));
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('Un e-mail valide', 'A valid email'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if (missing.length) return again(missing);
    const d = fields.date.trim();
    if (!validIsoDate(d)) return again([], t('Date : date invalide.', 'Date: invalid date.'));
    if (d < addDays(TODAY, 7) || d > EVENT_LAST_DAY)
      return again(
        [],
        t(
          'Les privatisations se demandent au moins 7 jours à l’avance, jusqu’au 31 décembre 2027.',
          'Private hire is requested at least 7 days ahead, up to 31 December 2027.',
        ),
      );
    if (dayOf(d) === 0 || HOLIDAYS.includes(d))
      return again(
        [],
        t(
          `Pas de privatisation le ${longDate(d)} : possible du lundi au samedi, hors 25 décembre et 1er janvier.`,
          `No private hire on ${longDate(d)}: possible Monday to Saturday, except 25 December and 1 January.`,
        ),
      );
    const guests = Number(fields.guests.trim());
    const format = FORMATS.find((x) => x[0] === fields.format);
    if (!Number.isInteger(guests) || guests < 10 || guests > format[3])
      return again(
        [],
        t(
          `${pick(format).replace(/ \(.*\)$/, '')}${colon} de 10 à ${format[3]} invités. La salle ne peut pas en accueillir davantage.`,
          `${pick(format).replace(/ \(.*\)$/, '')}: 10 to ${format[3]} guests. The restaurant cannot hold more.`,
        ),
      );
    const ref = `DEV-${state.nextQuote++}`;
    return done('events', t('Demande de devis envoyée', 'Quote request sent'), [
      `${t('Référence de votre demande', 'Your request reference')}${colon} <strong>${ref}</strong>`,
      `${h(pick(EVENT_TYPES.find((x) => x[0] === fields.event_type)))} · ${longDate(d)}, ${fields.service === 'lunch' ? t('midi', 'lunchtime') : t('soir', 'evening')} · ${t(`${guests} invités`, `${guests} guests`)} · ${h(pick(BUDGETS.find((x) => x[0] === fields.budget)))} ${t('par personne', 'per person')}`,
      t(
        `Nous vous répondons sous 48 heures à ${h(fields.email.trim())}.`,
        `We will answer within 48 hours at ${h(fields.email.trim())}.`,
      ),
    ]);
  }

  /* contact */
  if (path === '/contact') {
    const missing = missingOf([
      ['subject', t('Objet', 'Subject')],
      ['name', t('Votre nom', 'Your name')],
      ['email', t('Votre e-mail', 'Your email')],
      ['message', t('Votre message', 'Your message')],
    ]);
    if (!blank('subject') && !SUBJECTS.some((x) => x[0] === fields.subject))
      missing.push(t('Objet', 'Subject'));
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('Un e-mail valide', 'A valid email'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if (missing.length) return send(contactForm(lang, s, altKey('contact'), fields, missing), 422);
    const ref = `MSG-${state.nextMessage++}`;
    return done('contact', t('Message envoyé', 'Message sent'), [
      t(
        `Merci ${h(fields.name.trim())}, votre message a bien été envoyé (réf. ${ref}).`,
        `Thank you ${h(fields.name.trim())}, your message has been sent (ref. ${ref}).`,
      ),
      t(
        `Nous vous répondrons à ${h(fields.email.trim())} sous 48 heures.`,
        `We will answer at ${h(fields.email.trim())} within 48 hours.`,
      ),
    ]);
  }

  /* newsletter */
  if (path === '/newsletter') {
    if (!emailOk(fields.email))
      return send(
        bistroPage(
          lang,
          s,
          altKey('home'),
          t('La lettre du Comptoir', 'The Comptoir letter'),
          `<h1>${t('La lettre du Comptoir', 'The Comptoir letter')}</h1>${errorBox(lang, [t('Une adresse e-mail valide', 'A valid email address')])}<p>${t('Saisissez votre adresse dans le formulaire en bas de page.', 'Type your address in the form at the bottom of the page.')}</p>`,
        ),
        422,
      );
    s.subscribing = fields.email.trim();
    return { redirect: url('newsletter') };
  }
  if (path === '/newsletter/preferences') {
    if (!s.subscribing) return { redirect: url('home') };
    const topics = (fields.topics ?? '').split(',').filter(Boolean);
    if (!topics.length || topics.some((x) => !TOPICS.some((y) => y[0] === x)))
      return send(
        preferencesForm(lang, s, altKey('newsletter'), fields, [
          t('Choisissez au moins un sujet', 'Choose at least one topic'),
        ]),
        422,
      );
    const email = s.subscribing;
    state.subscribers.set(email.toLowerCase(), topics);
    s.subscribing = null;
    return done('home', t('Inscription confirmée', 'Subscription confirmed'), [
      t(
        `${fields.first_name?.trim() ? `Merci ${h(fields.first_name.trim())} ! ` : 'Merci ! '}La lettre du Comptoir arrivera à ${h(email)} une fois par mois.`,
        `${fields.first_name?.trim() ? `Thank you ${h(fields.first_name.trim())}! ` : 'Thank you! '}The Comptoir letter will reach ${h(email)} once a month.`,
      ),
      `${t('Sujets', 'Topics')}${colon} ${topics.map((x) => h(pick(TOPICS.find((y) => y[0] === x)))).join(', ')}`,
    ]);
  }

  /* account */
  if (path === '/compte/connexion') {
    const email = (fields.email ?? '').trim().toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.password)
      return send(
        loginForm(
          lang,
          s,
          altKey('login'),
          t('Adresse e-mail ou mot de passe incorrect.', 'Wrong email address or password.'),
        ),
        401,
      );
    s.user = email;
    const next = s.next;
    s.next = null;
    return { redirect: next ?? url('bookings') };
  }
  if (!account) return { redirect: url('login') };
  const own = (ref) => account.bookings.find((x) => x.ref === ref && x.status === 'ok');
  if (path === '/compte/reservations/modifier') {
    const b = own(fields.ref);
    if (!b) return { redirect: url('bookings') };
    const alt = altKey('change', `?ref=${b.ref}`);
    const again = (missing, other = '') =>
      send(accountPage(lang, s, alt, acct, 'bookings', changeForm(lang, b, fields, missing, other)), 422);
    const party = Number(fields.party_size ?? '');
    if (!Number.isInteger(party) || party < 1 || party > 8)
      return again([t('Nombre de couverts (1 à 8)', 'Number of guests (1 to 8)')]);
    if (party === b.party)
      return again([], t('Choisissez un autre nombre de couverts.', 'Choose a different number of guests.'));
    if (party > b.party && isFull(b.date, b.service, b.time))
      return again(
        [],
        t(
          `Le service est complet à ${hour(b.time)} ce jour-là : nous ne pouvons pas ajouter de couverts. Appelez-nous au 04 78 60 21 47.`,
          `That service is fully booked at ${hour(b.time)}: we cannot add guests. Please call us on +33 4 78 60 21 47.`,
        ),
      );
    const before = b.party;
    b.party = party;
    s.flash = [
      `Réservation ${b.ref} modifiée : ${before} → ${party} couverts.`,
      `Booking ${b.ref} changed: ${before} → ${party} guests.`,
    ];
    return { redirect: url('bookings') };
  }
  if (path === '/compte/reservations/annuler') {
    const b = own(fields.ref);
    if (!b) return { redirect: url('bookings') };
    const missing = [];
    if (!CANCEL_REASONS.some((x) => x[0] === fields.reason))
      missing.push(t('Motif de l’annulation', 'Reason'));
    if (fields.confirm !== 'yes') missing.push(t('Case de confirmation', 'Confirmation box'));
    if (missing.length)
      return send(
        accountPage(
          lang,
          s,
          altKey('cancel', `?ref=${b.ref}`),
          acct,
          'bookings',
          cancelForm(lang, b, fields, missing),
        ),
        422,
      );
    b.status = 'cancelled';
    b.reason = fields.reason;
    s.flash = [`La réservation ${b.ref} a été annulée.`, `Booking ${b.ref} has been cancelled.`];
    return { redirect: url('bookings') };
  }
  if (path === '/compte/commandes/recommander') {
    const o = account.orders.find((x) => x.ref === fields.order);
    if (!o) return { redirect: url('orders') };
    s.basket = { ...o.items };
    s.flash = [
      `Les plats de la commande ${o.ref} sont dans votre panier.`,
      `The dishes of order ${o.ref} are in your basket.`,
    ];
    return { redirect: url('basket') };
  }
  if (path === '/compte/profil') {
    const diet = (fields.diet ?? '').split(',').filter(Boolean);
    const missing = [];
    if (!phoneOk(fields.phone)) missing.push(t('Téléphone portable', 'Mobile phone'));
    if (diet.some((d) => !DIETS.some((x) => x[0] === d)))
      missing.push(t('Préférences alimentaires', 'Dietary preferences'));
    if (!['fr', 'en'].includes(fields.email_lang))
      missing.push(t('Langue de nos e-mails', 'Language of our emails'));
    if (missing.length)
      return send(
        accountPage(lang, s, altKey('profile'), acct, 'profile', profileTab(lang, acct, fields, missing)),
        422,
      );
    account.phone = fields.phone.trim();
    account.diet = diet;
    account.emailLang = fields.email_lang;
    account.newsletter = fields.newsletter === 'yes';
    s.flash = ['Votre profil a été mis à jour.', 'Your profile has been updated.'];
    return { redirect: url('profile') };
  }
  return { status: 404, html: null, lang };
}
