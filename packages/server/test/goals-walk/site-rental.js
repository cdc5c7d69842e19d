// rental: Alpiloc, a car and van rental company in the Rhône-Alpes (French by default, an English
// version through the FR | EN switch in the header). A home page with the search form (pick-up and
// return branch, dates as DD/MM/YYYY, times, an "under 25" box) sent as a GET to /resultats, where the
// vehicles show as cards (cars and vans, each with "Détails" and "Choisir"); a page per vehicle; a
// booking in three steps after the choice (options: extras, cover, mileage and a promo code; the main
// driver; the payment with the rental terms) ending on a LOC- reference; "Gérer ma réservation"
// (reference + last name) leading to the booking, where an extra can be added or the booking cancelled
// with a reason (ANN- reference); a business quote request (DEV- reference); a damage report (SIN-
// reference); the branches; and a customer area behind a sign-in (email + password) with tabs: my
// bookings (a table with "Facture" and "Annuler" per row), my profile, my drivers.
// "Today" on this site is Monday 13 April 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { h, page, sid } from './sites.js';

const TODAY = '2026-04-13';

// id, French, English, address, opening hours [fr, en]
const BRANCHES = [
  [
    'lyon-aeroport',
    'Lyon – Aéroport Saint-Exupéry',
    'Lyon – Saint-Exupéry Airport',
    'Terminal 1, niveau 0, 69125 Colombier-Saugnieu',
    ['Tous les jours 6 h 30 – 23 h', 'Every day 6:30am – 11pm'],
  ],
  [
    'lyon-part-dieu',
    'Lyon – Gare Part-Dieu',
    'Lyon – Part-Dieu station',
    '5 place Charles Béraudier, 69003 Lyon',
    ['Lun.–sam. 7 h – 21 h, dim. 9 h – 20 h', 'Mon–Sat 7am – 9pm, Sun 9am – 8pm'],
  ],
  [
    'grenoble',
    'Grenoble – Gare',
    'Grenoble – Station',
    '12 place de la Gare, 38000 Grenoble',
    ['Lun.–sam. 7 h 30 – 20 h', 'Mon–Sat 7:30am – 8pm'],
  ],
  [
    'annecy',
    'Annecy – Centre',
    'Annecy – Town centre',
    '9 avenue de Chambéry, 74000 Annecy',
    ['Lun.–sam. 7 h 30 – 20 h', 'Mon–Sat 7:30am – 8pm'],
  ],
  [
    'chambery',
    'Chambéry – Bissy',
    'Chambéry – Bissy',
    '480 avenue du Grand Arietaz, 73000 Chambéry',
    ['Lun.–ven. 7 h – 20 h, sam. 8 h – 18 h', 'Mon–Fri 7am – 8pm, Sat 8am – 6pm'],
  ],
  [
    'saint-etienne',
    'Saint-Étienne – Châteaucreux',
    'Saint-Étienne – Châteaucreux',
    '1 esplanade de France, 42000 Saint-Étienne',
    ['Lun.–sam. 7 h 30 – 19 h 30', 'Mon–Sat 7:30am – 7:30pm'],
  ],
];

const TIMES = [];
for (let m = 7 * 60; m <= 20 * 60; m += 30)
  TIMES.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

const VEHICLES = [
  {
    id: 'citadine',
    group: 'car',
    name: ['Citadine', 'City car'],
    model: 'Renault Clio',
    code: 'ECMR',
    price: 35,
    seats: 5,
    doors: 5,
    auto: false,
    bags: 2,
    fuel: ['Essence', 'Petrol'],
    deposit: ['800 €', '€800'],
    minAge: 21,
  },
  {
    id: 'compacte',
    group: 'car',
    name: ['Compacte', 'Compact'],
    model: 'Peugeot 308',
    code: 'CDMR',
    price: 45,
    seats: 5,
    doors: 5,
    auto: false,
    bags: 3,
    fuel: ['Diesel', 'Diesel'],
    deposit: ['1 000 €', '€1,000'],
    minAge: 21,
  },
  {
    id: 'electrique',
    group: 'car',
    name: ['Électrique', 'Electric'],
    model: 'Renault Mégane E-Tech',
    code: 'CDAE',
    price: 59,
    seats: 5,
    doors: 5,
    auto: true,
    bags: 3,
    fuel: ['Électrique, autonomie 450 km', 'Electric, 450 km range'],
    deposit: ['1 200 €', '€1,200'],
    minAge: 21,
  },
  {
    id: 'suv',
    group: 'car',
    name: ['SUV', 'SUV'],
    model: 'Peugeot 3008',
    code: 'IFAR',
    price: 69,
    seats: 5,
    doors: 5,
    auto: true,
    bags: 4,
    fuel: ['Diesel', 'Diesel'],
    deposit: ['1 200 €', '€1,200'],
    minAge: 21,
  },
  {
    id: 'monospace',
    group: 'car',
    name: ['Monospace 7 places', '7-seat MPV'],
    model: 'Citroën Grand C4 SpaceTourer',
    code: 'FVMR',
    price: 79,
    seats: 7,
    doors: 5,
    auto: false,
    bags: 4,
    fuel: ['Diesel', 'Diesel'],
    deposit: ['1 200 €', '€1,200'],
    minAge: 21,
  },
  {
    id: 'berline-premium',
    group: 'car',
    name: ['Berline premium', 'Premium saloon'],
    model: 'BMW Série 3',
    code: 'PDAR',
    price: 99,
    seats: 5,
    doors: 4,
    auto: true,
    bags: 3,
    fuel: ['Hybride', 'Hybrid'],
    deposit: ['2 000 €', '€2,000'],
    minAge: 25,
  },
  {
    id: 'utilitaire-3',
    group: 'van',
    name: ['Utilitaire 3 m³', '3 m³ van'],
    model: 'Renault Kangoo Van',
    code: 'CKMN',
    price: 49,
    seats: 2,
    doors: 4,
    auto: false,
    volume: 3,
    payload: ['650 kg', '650 kg'],
    fuel: ['Diesel', 'Diesel'],
    deposit: ['1 000 €', '€1,000'],
    minAge: 21,
  },
  {
    id: 'utilitaire-12',
    group: 'van',
    name: ['Utilitaire 12 m³', '12 m³ van'],
    model: 'Renault Master',
    code: 'LKMN',
    price: 89,
    seats: 3,
    doors: 4,
    auto: false,
    volume: 12,
    payload: ['1 150 kg', '1,150 kg'],
    fuel: ['Diesel', 'Diesel'],
    deposit: ['1 500 €', '€1,500'],
    minAge: 21,
  },
  {
    id: 'utilitaire-20',
    group: 'van',
    name: ['Utilitaire 20 m³ avec hayon', '20 m³ van with tail lift'],
    model: 'Renault Master Grand Volume',
    code: 'XKMN',
    price: 129,
    seats: 3,
    doors: 4,
    auto: false,
    volume: 20,
    payload: ['980 kg', '980 kg'],
    fuel: ['Diesel', 'Diesel'],
    deposit: ['2 000 €', '€2,000'],
    minAge: 25,
  },
  {
    id: 'minibus',
    group: 'van',
    name: ['Minibus 9 places', '9-seat minibus'],
    model: 'Renault Trafic Passenger',
    code: 'PVMR',
    price: 109,
    seats: 9,
    doors: 4,
    auto: false,
    bags: 6,
    fuel: ['Diesel', 'Diesel'],
    deposit: ['1 500 €', '€1,500'],
    minAge: 25,
  },
];

// id, French, English, price a day, cap for the rental
const EXTRAS = [
  ['siege-enfant', 'Siège enfant', 'Child seat', 8, 56],
  ['gps', 'GPS', 'GPS navigation', 9, 0],
  ['conducteur-add', 'Conducteur additionnel', 'Additional driver', 10, 0],
];
const COVERS = [
  [
    'base',
    'Protection de base — franchise de 1 500 € (incluse)',
    'Basic cover — €1,500 excess (included)',
    0,
  ],
  [
    'premium',
    'Protection Premium — franchise réduite à 500 € (+15 €/jour)',
    'Premium cover — excess reduced to €500 (+€15/day)',
    15,
  ],
  ['zero', 'Zéro franchise (+25 €/jour)', 'Zero excess (+€25/day)', 25],
];
const MILEAGE = [
  [
    'limite',
    '200 km par jour inclus (0,25 € par km au-delà)',
    '200 km a day included (€0.25 per extra km)',
    0,
  ],
  ['illimite', 'Kilométrage illimité (+12 €/jour)', 'Unlimited mileage (+€12/day)', 12],
];
const CIVILITIES = [
  ['m', 'M.', 'Mr'],
  ['mme', 'Mme', 'Mrs'],
];
const CANCEL_REASONS = [
  ['projet', 'Changement de programme', 'Change of plans'],
  ['prix', 'J’ai trouvé moins cher ailleurs', 'I found a cheaper offer elsewhere'],
  ['vol', 'Vol ou train annulé', 'Flight or train cancelled'],
  ['vehicule', 'Le véhicule ne convient plus', 'The vehicle no longer suits me'],
  ['autre', 'Autre raison', 'Other reason'],
];
const FLEETS = [
  ['1-5', '1 à 5 véhicules', '1 to 5 vehicles'],
  ['6-20', '6 à 20 véhicules', '6 to 20 vehicles'],
  ['21-50', '21 à 50 véhicules', '21 to 50 vehicles'],
  ['50+', 'Plus de 50 véhicules', 'More than 50 vehicles'],
];
const PRO_TYPES = [
  ['tourisme', 'Voitures de tourisme', 'Passenger cars'],
  ['utilitaire', 'Utilitaires', 'Vans'],
  ['minibus', 'Minibus', 'Minibuses'],
];
const DURATIONS = [
  ['courte', 'Courte durée (moins d’un mois)', 'Short term (less than a month)'],
  ['moyenne', 'Moyenne durée (1 à 11 mois)', 'Medium term (1 to 11 months)'],
  ['longue', 'Longue durée (12 mois et plus)', 'Long term (12 months or more)'],
];
const DAMAGES = [
  ['rayure', 'Rayure ou choc sur la carrosserie', 'Scratch or dent on the bodywork'],
  ['vitre', 'Bris de glace (pare-brise, vitre, rétroviseur)', 'Broken glass (windscreen, window, mirror)'],
  ['pneu', 'Crevaison ou pneu endommagé', 'Puncture or damaged tyre'],
  ['accident', 'Accident avec un autre véhicule', 'Accident with another vehicle'],
  ['vol', 'Vol ou vandalisme', 'Theft or vandalism'],
];
const STATUSES = {
  confirmee: ['Confirmée', 'Confirmed'],
  'en-cours': ['En cours', 'In progress'],
  terminee: ['Terminée', 'Completed'],
  annulee: ['Annulée', 'Cancelled'],
};
const PROMOS = { PRINTEMPS10: 10 };

const booking = (ref, o) => ({
  ref,
  options: [],
  protection: 'base',
  km: 'limite',
  young: false,
  promo: '',
  account: null,
  plate: '',
  ...o,
});
function seedBookings() {
  const list = [
    booking('LOC-46630', {
      first: 'Tom',
      last: 'Baker',
      email: 'tom.baker@mail.test',
      account: 'tom.baker@mail.test',
      vehicle: 'compacte',
      from: 'annecy',
      to: 'annecy',
      start: '2026-03-06T09:00',
      end: '2026-03-10T18:00',
      options: ['gps'],
      status: 'terminee',
      plate: 'FT-227-AB',
      invoice: 'FA-2026-0311',
    }),
    booking('LOC-47105', {
      first: 'Julie',
      last: 'Morel',
      email: 'julie.morel@mail.test',
      account: 'julie.morel@mail.test',
      vehicle: 'suv',
      from: 'grenoble',
      to: 'grenoble',
      start: '2026-02-14T08:00',
      end: '2026-02-16T19:00',
      status: 'terminee',
      plate: 'GA-781-XC',
      invoice: 'FA-2026-0207',
    }),
    booking('LOC-48560', {
      first: 'Claire',
      last: 'Fabre',
      email: 'claire.fabre@mail.test',
      vehicle: 'citadine',
      from: 'chambery',
      to: 'chambery',
      start: '2026-04-09T10:00',
      end: '2026-04-16T10:00',
      status: 'en-cours',
      plate: 'GK-504-RP',
      invoice: 'FA-2026-0488',
    }),
    booking('LOC-48822', {
      first: 'Julie',
      last: 'Morel',
      email: 'julie.morel@mail.test',
      account: 'julie.morel@mail.test',
      vehicle: 'suv',
      from: 'lyon-aeroport',
      to: 'lyon-aeroport',
      start: '2026-05-01T10:00',
      end: '2026-05-04T18:00',
      protection: 'premium',
      status: 'confirmee',
      invoice: 'FA-2026-0512',
    }),
    booking('LOC-48975', {
      first: 'Tom',
      last: 'Baker',
      email: 'tom.baker@mail.test',
      account: 'tom.baker@mail.test',
      vehicle: 'monospace',
      from: 'annecy',
      to: 'annecy',
      start: '2026-05-15T09:00',
      end: '2026-05-18T17:00',
      status: 'confirmee',
      invoice: 'FA-2026-0530',
    }),
    booking('LOC-49010', {
      first: 'Julie',
      last: 'Morel',
      email: 'julie.morel@mail.test',
      account: 'julie.morel@mail.test',
      vehicle: 'utilitaire-12',
      from: 'grenoble',
      to: 'grenoble',
      start: '2026-06-20T08:00',
      end: '2026-06-21T18:00',
      status: 'confirmee',
      invoice: 'FA-2026-0541',
    }),
    booking('LOC-49088', {
      first: 'Marco',
      last: 'Rossi',
      email: 'marco.rossi@mail.test',
      vehicle: 'compacte',
      from: 'lyon-part-dieu',
      to: 'lyon-part-dieu',
      start: '2026-05-22T18:00',
      end: '2026-05-24T20:00',
      status: 'confirmee',
      invoice: 'FA-2026-0566',
    }),
    booking('LOC-49127', {
      first: 'Nicolas',
      last: 'Lefèvre',
      email: 'n.lefevre@mail.test',
      vehicle: 'citadine',
      from: 'lyon-part-dieu',
      to: 'lyon-part-dieu',
      start: '2026-05-08T09:00',
      end: '2026-05-10T19:00',
      options: ['siege-enfant'],
      status: 'confirmee',
      invoice: 'FA-2026-0579',
    }),
  ];
  for (const b of list) b.total = priceOf(b).total;
  return new Map(list.map((b) => [b.ref, b]));
}

function seedAccounts() {
  return {
    'julie.morel@mail.test': {
      password: 'Montagne#38',
      first: 'Julie',
      last: 'Morel',
      company: '',
      address: '14 avenue Alsace-Lorraine',
      postcode: '38000',
      city: 'Grenoble',
      phone: '06 12 34 56 78',
      newsletter: false,
      drivers: [
        { first: 'Julie', last: 'Morel', born: '03/02/1990', licence: '08JM41127', since: '19/06/2008' },
        { first: 'Antoine', last: 'Morel', born: '27/11/1987', licence: '06AM20458', since: '04/09/2006' },
      ],
    },
    'tom.baker@mail.test': {
      password: 'Baker-2026!',
      first: 'Tom',
      last: 'Baker',
      company: 'Baker Consulting Ltd',
      address: '3 rue Sommeiller',
      postcode: '74000',
      city: 'Annecy',
      phone: '+44 7700 900456',
      newsletter: true,
      drivers: [
        { first: 'Tom', last: 'Baker', born: '18/08/1979', licence: '98TB60312', since: '02/10/1998' },
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.rental). */
export function rentalState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    bookings: seedBookings(),
    nextBooking: 49210,
    nextInvoice: 612,
    nextCancel: 31570,
    nextQuote: 36120,
    nextClaim: 20418,
  };
}

/** GET paths whose query string is a form the site records as received: the vehicle search. */
export function rentalGetForms() {
  return ['/resultats'];
}

/* ---------------------------------------------------------------------------------------------- */

const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(e ?? '').trim());
const digits = (s) => String(s ?? '').replace(/[\s.-]/g, '');
/** DD/MM/YYYY → YYYY-MM-DD, or null when it is not a real date. */
function dmy(s) {
  const m = String(s ?? '')
    .trim()
    .match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}
const validIso = (d) => /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
const yearsBetween = (isoA, isoB) => {
  const [ya, ma, da] = isoA.split('-').map(Number);
  const [yb, mb, db] = isoB.split('-').map(Number);
  return yb - ya - (mb < ma || (mb === ma && db < da) ? 1 : 0);
};
const stamp = (iso, time) => Date.parse(`${iso}T${time}:00Z`);
const daysOf = (start, end) =>
  Math.max(1, Math.ceil((Date.parse(`${end}:00Z`) - Date.parse(`${start}:00Z`)) / 864e5));
const findVehicle = (id) => VEHICLES.find((v) => v.id === id);
const findBranch = (id) => BRANCHES.find((b) => b[0] === id);
const row = (rows, id) => rows.find((r) => r[0] === id);

/** The price of a booking, line by line ({fr, en, amount}), and its total. */
function priceOf(b) {
  const v = findVehicle(b.vehicle);
  const days = daysOf(b.start, b.end);
  const lines = [];
  const add = (fr, en, amount) => lines.push({ fr, en, amount });
  add(`${v.name[0]} × ${days} jour(s)`, `${v.name[1]} × ${days} day(s)`, v.price * days);
  if (b.promo && PROMOS[b.promo])
    add(
      `Code promo ${b.promo} (−${PROMOS[b.promo]} %)`,
      `Promo code ${b.promo} (−${PROMOS[b.promo]}%)`,
      -Math.round(v.price * days * PROMOS[b.promo]) / 100,
    );
  if (b.young) add('Supplément jeune conducteur', 'Young driver surcharge', 20 * days);
  if (b.to && b.to !== b.from) add('Frais d’abandon (autre agence)', 'One-way fee (other branch)', 60);
  for (const id of b.options) {
    const x = row(EXTRAS, id);
    add(x[1], x[2], x[4] ? Math.min(x[3] * days, x[4]) : x[3] * days);
  }
  const cover = row(COVERS, b.protection);
  if (cover[3])
    add(cover[1].split(' — ')[0].split(' (')[0], cover[2].split(' — ')[0].split(' (')[0], cover[3] * days);
  const km = row(MILEAGE, b.km);
  if (km[3]) add('Kilométrage illimité', 'Unlimited mileage', km[3] * days);
  return { days, lines, total: lines.reduce((a, l) => a + l.amount, 0) };
}

function tools(s) {
  const en = s.lang === 'en';
  const t = (fr, eng) => (en ? eng : fr);
  const pick = (r) => (r ? (en ? r[2] : r[1]) : '');
  const both = (pair) => (en ? pair[1] : pair[0]);
  const money = (n) =>
    en
      ? `${n < 0 ? '−' : ''}€${Math.abs(n).toFixed(2)}`
      : `${n < 0 ? '−' : ''}${Math.abs(n).toFixed(2).replace('.', ',')} €`;
  const date = (iso) => {
    const [y, m, d] = iso.slice(0, 10).split('-');
    return `${d}/${m}/${y}`;
  };
  const when = (stampStr) => `${date(stampStr)} ${t('à', 'at')} ${stampStr.slice(11, 16)}`;
  const branch = (id) => pick(findBranch(id));
  return { en, t, pick, both, money, date, when, branch };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${e}</div>` : '');
const noticeBox = (n) => (n ? `<div class="notice" role="status">${n}</div>` : '');
const opt = (val, text, cur) =>
  `<option value="${h(val)}"${cur === val ? ' selected' : ''}>${h(text)}</option>`;

function session(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.alp_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, {
      lang: 'fr',
      user: null,
      next: '',
      search: null,
      draft: null,
      done: null,
      manage: new Set(),
    });
    ctx.setCookie('alp_sid', id);
  }
  return state.sessions.get(id);
}

function rentalPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  return page({
    lang: s.lang,
    title: `${title} — Alpiloc`,
    brand: '#b5321f',
    css: '.hero{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:16px 20px}.two{display:grid;grid-template-columns:1fr 1fr;gap:0 16px}.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700;text-decoration:underline}.card h2,.card h3{margin:0 0 6px}.meta{color:#555}.price{font-size:1.3rem;font-weight:700}.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.layout{display:grid;grid-template-columns:2fr 1fr;gap:20px}aside.card{align-self:start}dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dl.facts dt{font-weight:600}.hint{color:#666;font-size:.9rem;margin:2px 0}.muted{color:#888}.card form{display:inline;margin:0}td a{margin-right:8px}',
    header: `<a class="logo" href="/">Alpiloc</a>
<nav aria-label="${t('Navigation principale', 'Main navigation')}"><a href="/">${t('Réserver', 'Book')}</a> · <a href="/flotte">${t('Nos véhicules', 'Our vehicles')}</a> · <a href="/agences">${t('Nos agences', 'Our branches')}</a> · <a href="/professionnels">${t('Professionnels', 'Business')}</a> · <a href="/ma-reservation">${t('Gérer ma réservation', 'Manage booking')}</a> · <a href="/dommage">${t('Déclarer un dommage', 'Report damage')}</a></nav>
<nav aria-label="${t('Compte', 'Account')}">${
      s.user
        ? `<a href="/compte">${t('Mon compte', 'My account')}</a> · <a href="/deconnexion">${t('Déconnexion', 'Sign out')}</a>`
        : `<a href="/compte">${t('Espace client', 'Customer area')}</a>`
    }</nav>
<nav aria-label="Langue / Language"><a href="/langue?l=fr&amp;retour=${here}" lang="fr" title="Version française">FR</a> | <a href="/langue?l=en&amp;retour=${here}" lang="en" title="English version">EN</a></nav>`,
    body,
    footer: `Alpiloc SAS · 27 cours Gambetta, 69007 Lyon · ${t('Service client', 'Customer service')} 04 72 00 45 45 · <a href="/conditions">${t('Conditions générales de location', 'Rental terms and conditions')}</a> · <a href="/agences">${t('Nos agences', 'Our branches')}</a>`,
  });
}

/* ------------------------------------------------------------------ search and results */

function searchForm(s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const branchOpts = (cur) => BRANCHES.map((b) => opt(b[0], pick(b), cur)).join('');
  const timeOpts = (cur) => TIMES.map((x) => opt(x, x, cur || '10:00')).join('');
  return `<form method="get" action="/resultats" class="hero" aria-label="${t('Rechercher un véhicule', 'Search for a vehicle')}">
${errorBox(error)}
<div class="two">
<fieldset><legend>${t('Départ', 'Pick-up')}</legend>
  <label for="f-from">${t('Agence de départ', 'Pick-up branch')}</label>
  <select id="f-from" name="agence_depart">${opt('', t('Choisissez une agence', 'Choose a branch'), v.agence_depart ?? '')}${branchOpts(v.agence_depart)}</select>
  <label for="f-d1">${t('Date de départ', 'Pick-up date')}</label>
  <input id="f-d1" name="date_debut" placeholder="${t('jj/mm/aaaa', 'dd/mm/yyyy')}" autocomplete="off" value="${val('date_debut')}">
  <label>${t('Heure', 'Time')}</label>
  <select name="heure_debut" aria-label="${t('Heure de départ', 'Pick-up time')}">${timeOpts(v.heure_debut)}</select>
</fieldset>
<fieldset><legend>${t('Retour', 'Return')}</legend>
  <label for="f-to">${t('Agence de retour', 'Return branch')}</label>
  <select id="f-to" name="agence_retour">${opt('', t('Même agence que le départ', 'Same as pick-up branch'), v.agence_retour ?? '')}${branchOpts(v.agence_retour)}</select>
  <label for="f-d2">${t('Date de retour', 'Return date')}</label>
  <input id="f-d2" name="date_fin" placeholder="${t('jj/mm/aaaa', 'dd/mm/yyyy')}" autocomplete="off" value="${val('date_fin')}">
  <label>${t('Heure', 'Time')}</label>
  <select name="heure_fin" aria-label="${t('Heure de retour', 'Return time')}">${timeOpts(v.heure_fin)}</select>
</fieldset>
</div>
<p><label class="choice"><input type="checkbox" name="moins25" value="oui"${v.moins25 === 'oui' ? ' checked' : ''}> ${t('Le conducteur principal a moins de 25 ans', 'The main driver is under 25')}</label></p>
<p><button type="submit">${t('Voir les véhicules disponibles', 'Show available vehicles')}</button></p>
</form>`;
}

/** The search as the site keeps it, or an error message. */
function readSearch(t, f) {
  const problems = [];
  if (!findBranch(f.agence_depart)) problems.push(t('l’agence de départ', 'the pick-up branch'));
  if (f.agence_retour && !findBranch(f.agence_retour))
    problems.push(t('l’agence de retour', 'the return branch'));
  const d1 = dmy(f.date_debut);
  const d2 = dmy(f.date_fin);
  if (!d1) problems.push(t('la date de départ (jj/mm/aaaa)', 'the pick-up date (dd/mm/yyyy)'));
  if (!d2) problems.push(t('la date de retour (jj/mm/aaaa)', 'the return date (dd/mm/yyyy)'));
  if (!TIMES.includes(f.heure_debut) || !TIMES.includes(f.heure_fin))
    problems.push(t('les heures', 'the times'));
  if (problems.length) return { error: `${t('Merci d’indiquer', 'Please give')} ${problems.join(', ')}.` };
  if (d1 < TODAY)
    return { error: t('La date de départ est déjà passée.', 'The pick-up date is in the past.') };
  if (stamp(d2, f.heure_fin) <= stamp(d1, f.heure_debut))
    return {
      error: t('Le retour doit avoir lieu après le départ.', 'The return must come after the pick-up.'),
    };
  if (daysOf(`${d1}T${f.heure_debut}`, `${d2}T${f.heure_fin}`) > 60)
    return {
      error: t(
        'Au-delà de 60 jours, demandez un devis de location longue durée.',
        'For more than 60 days, please ask for a long-term quote.',
      ),
    };
  return {
    search: {
      from: f.agence_depart,
      to: f.agence_retour || f.agence_depart,
      start: `${d1}T${f.heure_debut}`,
      end: `${d2}T${f.heure_fin}`,
      young: f.moins25 === 'oui',
      raw: { ...f },
    },
  };
}

function specs(s, v) {
  const { t } = tools(s);
  return [
    `${v.seats} ${t('places', 'seats')}`,
    `${v.doors} ${t('portes', 'doors')}`,
    v.auto ? t('Automatique', 'Automatic') : t('Manuelle', 'Manual'),
    v.volume ? `${v.volume} m³` : `${v.bags} ${t('bagages', 'bags')}`,
  ].join(' · ');
}

function vehicleCard(s, v, search) {
  const { t, both, money } = tools(s);
  const days = search ? daysOf(search.start, search.end) : 0;
  const tooYoung = search?.young && v.minAge > 21;
  return `<article class="card" aria-labelledby="v-${v.id}"><h3 id="v-${v.id}">${h(both(v.name))}</h3>
<p class="meta">${h(v.model)} ${t('ou similaire', 'or similar')}</p>
<p><small>${specs(s, v)}</small></p>
<p class="price">${money(v.price)} <small>/ ${t('jour', 'day')}</small></p>
${search ? `<p>${t('Total', 'Total')} ${money(v.price * days)} ${t(`pour ${days} jour(s)`, `for ${days} day(s)`)}</p>` : ''}
<p><a href="/flotte/${v.id}">${t('Détails', 'Details')}</a>${
    search
      ? tooYoung
        ? ` <span class="muted">${t('Réservé aux conducteurs de 25 ans et plus', 'Drivers aged 25 and over only')}</span>`
        : ` <form method="post" action="/reservation/vehicule"><input type="hidden" name="vehicule" value="${v.id}"><button type="submit">${t('Choisir', 'Select')}</button></form>`
      : ''
  }</p></article>`;
}

function resultsPage(ctx, s) {
  const { t, branch, when } = tools(s);
  const q = s.search;
  const days = daysOf(q.start, q.end);
  const groups = [
    ['car', t('Voitures', 'Cars')],
    ['van', t('Utilitaires et minibus', 'Vans and minibuses')],
  ];
  return rentalPage(
    ctx,
    s,
    t('Véhicules disponibles', 'Available vehicles'),
    `<h1>${t(`${VEHICLES.length} véhicules disponibles`, `${VEHICLES.length} vehicles available`)}</h1>
<p class="meta">${h(branch(q.from))} → ${h(branch(q.to))} · ${t('du', 'from')} ${when(q.start)} ${t('au', 'to')} ${when(q.end)} (${days} ${t('jour(s)', 'day(s)')})${q.young ? ` · ${t('conducteur de moins de 25 ans', 'driver under 25')}` : ''} · <a href="/?modifier=1">${t('Modifier la recherche', 'Change search')}</a></p>
${q.young ? `<p class="hint">${t('Un supplément jeune conducteur de 20 € par jour s’applique.', 'A young driver surcharge of €20 a day applies.')}</p>` : ''}
${q.to !== q.from ? `<p class="hint">${t('Frais d’abandon pour un retour dans une autre agence : 60 €.', 'One-way fee for a return to another branch: €60.')}</p>` : ''}
${groups
  .map(
    ([g, label]) => `<section aria-labelledby="g-${g}"><h2 id="g-${g}">${label}</h2>
<div class="cards">
${VEHICLES.filter((v) => v.group === g)
  .map((v) => vehicleCard(s, v, q))
  .join('\n')}
</div></section>`,
  )
  .join('\n')}`,
  );
}

function summaryAside(s, draft) {
  const { t, both, money, branch, when } = tools(s);
  const v = findVehicle(draft.vehicle);
  const p = priceOf(draft);
  return `<aside class="card" aria-label="${t('Votre location', 'Your rental')}"><h2>${t('Votre location', 'Your rental')}</h2>
<p><strong>${h(both(v.name))}</strong><br><span class="meta">${h(v.model)} ${t('ou similaire', 'or similar')}</span></p>
<p>${h(branch(draft.from))}, ${when(draft.start)}<br>→ ${h(branch(draft.to))}, ${when(draft.end)}</p>
<table><tbody>${p.lines.map((l) => `<tr><td>${h(t(l.fr, l.en))}</td><td>${money(l.amount)}</td></tr>`).join('')}
<tr><th>${t('Total TTC', 'Total incl. VAT')}</th><th>${money(p.total)}</th></tr></tbody></table></aside>`;
}

/* ------------------------------------------------------------------ booking steps */

function optionsPage(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const d = s.draft;
  const chosen = v.equipements !== undefined ? String(v.equipements).split(',') : d.options;
  const cover = v.protection ?? d.protection;
  const km = v.km ?? d.km;
  return rentalPage(
    ctx,
    s,
    t('Options', 'Options'),
    `<p class="step">${t('Étape 1 sur 3 — Options', 'Step 1 of 3 — Options')}</p>
<h1>${t('Personnalisez votre location', 'Customise your rental')}</h1>
<div class="layout"><div>
${errorBox(error)}
<form method="post" action="/reservation/options" class="card">
  <fieldset><legend>${t('Équipements', 'Extras')}</legend>
  ${EXTRAS.map((x) => `<label class="choice"><input type="checkbox" name="equipements" value="${x[0]}"${chosen.includes(x[0]) ? ' checked' : ''}> ${h(pick(x))} <small>(${t(`${x[3]} €/jour`, `€${x[3]}/day`)}${x[4] ? t(`, ${x[4]} € maximum`, `, €${x[4]} maximum`) : ''})</small></label>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Protection', 'Cover')}</legend>
  ${COVERS.map((x) => `<label class="choice"><input type="radio" name="protection" value="${x[0]}"${cover === x[0] ? ' checked' : ''}> ${h(pick(x))}</label>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Kilométrage', 'Mileage')}</legend>
  ${MILEAGE.map((x) => `<label class="choice"><input type="radio" name="km" value="${x[0]}"${km === x[0] ? ' checked' : ''}> ${h(pick(x))}</label>`).join('\n  ')}
  </fieldset>
  <p><input name="code_promo" placeholder="${t('Code promo', 'Promo code')}" value="${h(v.code_promo ?? d.promo ?? '')}"></p>
  <p><button type="submit">${t('Continuer', 'Continue')}</button> <a href="/resultats?${new URLSearchParams(s.search.raw)}">${t('Retour aux véhicules', 'Back to the vehicles')}</a></p>
</form></div>
${summaryAside(s, d)}</div>`,
  );
}

function driverPage(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return rentalPage(
    ctx,
    s,
    t('Conducteur principal', 'Main driver'),
    `<p class="step">${t('Étape 2 sur 3 — Conducteur', 'Step 2 of 3 — Driver')}</p>
<h1>${t('Conducteur principal', 'Main driver')}</h1>
<div class="layout"><div>
${errorBox(error)}
<form method="post" action="/reservation/conducteur" class="card">
  <fieldset><legend>${t('Civilité', 'Title')}</legend>
  ${CIVILITIES.map((x) => `<label class="choice"><input type="radio" name="civilite" value="${x[0]}"${v.civilite === x[0] ? ' checked' : ''}> ${pick(x)}</label>`).join(' ')}
  </fieldset>
  <div class="two">
  <div><label for="d-first">${t('Prénom', 'First name')}</label><input id="d-first" name="prenom" autocomplete="given-name" value="${val('prenom')}"></div>
  <div><label for="d-last">${t('Nom', 'Last name')}</label><input id="d-last" name="nom" autocomplete="family-name" value="${val('nom')}"></div>
  </div>
  <label for="d-mail">${t('Adresse e-mail', 'Email address')}</label><input type="email" id="d-mail" name="email" value="${val('email')}">
  <label>${t('Téléphone mobile', 'Mobile phone')} <input type="tel" name="tel" value="${val('tel')}"></label>
  <label for="d-born">${t('Date de naissance', 'Date of birth')}</label><input id="d-born" name="naissance" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" value="${val('naissance')}">
  <fieldset><legend>${t('Permis de conduire', 'Driving licence')}</legend>
    <label for="d-lic">${t('Numéro de permis', 'Licence number')}</label><input id="d-lic" name="permis_no" placeholder="${t('ex. 12AB34567', 'e.g. 12AB34567')}" value="${val('permis_no')}">
    <label for="d-since">${t('Date d’obtention', 'Date issued')}</label><input id="d-since" name="permis_date" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" value="${val('permis_date')}">
    <p class="hint">${t('Permis B obtenu depuis au moins 2 ans. Présentez-le en agence avec une pièce d’identité.', 'Full licence held for at least 2 years. Bring it to the branch with an ID.')}</p>
  </fieldset>
  <p><button type="submit">${t('Continuer vers le paiement', 'Continue to payment')}</button> <a href="/reservation/options">${t('Retour', 'Back')}</a></p>
</form></div>
${summaryAside(s, s.draft)}</div>`,
  );
}

function paymentPage(ctx, s, v = {}, error = '') {
  const { t, money } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const total = priceOf(s.draft).total;
  return rentalPage(
    ctx,
    s,
    t('Paiement', 'Payment'),
    `<p class="step">${t('Étape 3 sur 3 — Paiement', 'Step 3 of 3 — Payment')}</p>
<h1>${t('Paiement sécurisé', 'Secure payment')}</h1>
<div class="layout"><div>
<p>${t('Conducteur :', 'Driver:')} ${h(s.draft.driver.prenom)} ${h(s.draft.driver.nom)} · ${h(s.draft.driver.email)}</p>
${errorBox(error)}
<form method="post" action="/reservation/paiement" class="card">
  <p><input name="cc_number" inputmode="numeric" autocomplete="cc-number" aria-label="${t('Numéro de carte', 'Card number')}" placeholder="1234 5678 9012 3456" value="${val('cc_number')}"></p>
  <div class="two">
  <div><label for="p-exp">${t('Date d’expiration (MM/AA)', 'Expiry date (MM/YY)')}</label><input id="p-exp" name="cc_exp" autocomplete="cc-exp" value="${val('cc_exp')}"></div>
  <div><label for="p-cvc">${t('Cryptogramme visuel', 'Security code')}</label><input id="p-cvc" name="cc_cvc" inputmode="numeric" maxlength="4" autocomplete="cc-csc">
  <p class="hint">${t('3 chiffres au dos de la carte', '3 digits on the back of the card')}</p></div>
  </div>
  <p><label class="choice"><input type="checkbox" name="cgv" value="1"> ${t('J’ai lu et j’accepte les conditions générales de location', 'I have read and accept the rental terms and conditions')}</label></p>
  <p><button type="submit">${t('Payer', 'Pay')} ${money(total)}</button> <a href="/reservation/conducteur">${t('Retour', 'Back')}</a></p>
</form></div>
${summaryAside(s, s.draft)}</div>`,
  );
}

/* ------------------------------------------------------------------ manage booking */

function manageForm(ctx, s, v = {}, error = '') {
  const { t } = tools(s);
  return rentalPage(
    ctx,
    s,
    t('Gérer ma réservation', 'Manage booking'),
    `<h1>${t('Gérer ma réservation', 'Manage my booking')}</h1>
<p>${t('Ajoutez un équipement ou annulez votre location sans créer de compte.', 'Add an extra or cancel your rental without an account.')}</p>
${errorBox(error)}
<form method="post" action="/ma-reservation" class="card">
  <label for="m-ref">${t('Numéro de réservation', 'Booking number')}</label><input id="m-ref" name="reference" placeholder="LOC-12345" value="${h(v.reference ?? '')}">
  <label for="m-name">${t('Nom du conducteur principal', 'Main driver’s last name')}</label><input id="m-name" name="nom" value="${h(v.nom ?? '')}">
  <p><button type="submit">${t('Accéder à ma réservation', 'Find my booking')}</button></p>
</form>`,
  );
}

function bookingFacts(s, b) {
  const { t, both, pick, money, branch, when } = tools(s);
  const v = findVehicle(b.vehicle);
  return `<dl class="facts">
<dt>${t('Statut', 'Status')}</dt><dd>${both(STATUSES[b.status])}</dd>
<dt>${t('Véhicule', 'Vehicle')}</dt><dd>${h(both(v.name))} (${h(v.model)} ${t('ou similaire', 'or similar')})</dd>
<dt>${t('Départ', 'Pick-up')}</dt><dd>${h(branch(b.from))}, ${when(b.start)}</dd>
<dt>${t('Retour', 'Return')}</dt><dd>${h(branch(b.to))}, ${when(b.end)}</dd>
<dt>${t('Conducteur', 'Driver')}</dt><dd>${h(b.first)} ${h(b.last)}</dd>
<dt>${t('Équipements', 'Extras')}</dt><dd>${b.options.length ? b.options.map((o) => h(pick(row(EXTRAS, o)))).join(', ') : t('Aucun', 'None')}</dd>
<dt>${t('Protection', 'Cover')}</dt><dd>${h(pick(row(COVERS, b.protection)))}</dd>
<dt>${t('Kilométrage', 'Mileage')}</dt><dd>${h(pick(row(MILEAGE, b.km)))}</dd>
<dt>${t('Total payé', 'Total paid')}</dt><dd>${money(b.total)}</dd>
</dl>`;
}

function managedPage(ctx, s, b, { notice = '', error = '' } = {}) {
  const { t, pick } = tools(s);
  const open = b.status === 'confirmee';
  const missing = EXTRAS.filter((x) => !b.options.includes(x[0]));
  return rentalPage(
    ctx,
    s,
    `${t('Réservation', 'Booking')} ${b.ref}`,
    `<h1>${t('Réservation', 'Booking')} ${b.ref}</h1>
${noticeBox(notice)}${errorBox(error)}
<section class="card">${bookingFacts(s, b)}</section>
${
  open
    ? `<section aria-labelledby="add-h"><h2 id="add-h">${t('Ajouter un équipement', 'Add an extra')}</h2>
${
  missing.length
    ? `<form method="post" action="/ma-reservation/${b.ref}/equipement" class="card">
  <label for="x-extra">${t('Équipement', 'Extra')}</label>
  <select id="x-extra" name="equipement">${opt('', t('Choisissez…', 'Choose…'), '')}${missing.map((x) => opt(x[0], pick(x), '')).join('')}</select>
  <p><button type="submit">${t('Ajouter', 'Add')}</button></p>
</form>`
    : `<p>${t('Tous nos équipements sont déjà inclus.', 'Every extra is already included.')}</p>`
}</section>
<section aria-labelledby="cancel-h"><h2 id="cancel-h">${t('Annuler la réservation', 'Cancel the booking')}</h2>
<p class="hint">${t('Annulation gratuite jusqu’à 48 h avant le départ ; remboursement sous 5 jours ouvrés.', 'Free cancellation up to 48 hours before pick-up; refund within 5 working days.')}</p>
<form method="post" action="/ma-reservation/${b.ref}/annulation" class="card">
  <label for="x-reason">${t('Motif de l’annulation', 'Reason for cancelling')}</label>
  <select id="x-reason" name="motif">${opt('', t('Choisissez un motif', 'Choose a reason'), '')}${CANCEL_REASONS.map((x) => opt(x[0], pick(x), '')).join('')}</select>
  <p><label class="choice"><input type="checkbox" name="confirmation" value="oui"> ${t('Je confirme vouloir annuler cette réservation', 'I confirm I want to cancel this booking')}</label></p>
  <p><button type="submit" class="secondary">${t('Annuler ma réservation', 'Cancel my booking')}</button></p>
</form></section>`
    : b.status === 'en-cours'
      ? `<p>${t('Cette location est en cours : pour toute modification, contactez votre agence.', 'This rental is under way: to change anything, please call your branch.')}</p>`
      : ''
}
<p class="hint">${t('Pour changer de dates ou de véhicule, annulez puis faites une nouvelle réservation, ou appelez le 04 72 00 45 45.', 'To change the dates or the vehicle, cancel and book again, or call 04 72 00 45 45.')}</p>`,
  );
}

/* ------------------------------------------------------------------ business, damage, sign-in */

function proForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const types = String(v.types ?? '').split(',');
  return rentalPage(
    ctx,
    s,
    t('Professionnels', 'Business'),
    `<h1>${t('Location pour les professionnels', 'Rental for businesses')}</h1>
<p>${t('Artisans, PME, collectivités : des tarifs négociés, une facture mensuelle et un interlocuteur dédié. Décrivez votre besoin, un conseiller vous rappelle sous 24 h.', 'Tradespeople, companies, local authorities: negotiated rates, one monthly invoice and a dedicated contact. Tell us what you need and an adviser calls you back within 24 hours.')}</p>
${errorBox(error)}
<form method="post" action="/professionnels/devis" class="card">
  <h2>${t('Demande de devis', 'Quote request')}</h2>
  <label for="b-co">${t('Raison sociale', 'Company name')}</label><input id="b-co" name="societe" autocomplete="organization" value="${val('societe')}">
  <label for="b-siret">${t('Numéro SIRET', 'SIRET number')}</label><input id="b-siret" name="siret" inputmode="numeric" value="${val('siret')}">
  <p class="hint">${t('14 chiffres, sur votre extrait Kbis.', '14 digits, on your company registration.')}</p>
  <label for="b-fleet">${t('Nombre de véhicules souhaités', 'Number of vehicles needed')}</label>
  <select id="b-fleet" name="flotte">${opt('', t('Choisissez…', 'Choose…'), v.flotte ?? '')}${FLEETS.map((x) => opt(x[0], pick(x), v.flotte)).join('')}</select>
  <fieldset><legend>${t('Type de véhicules', 'Vehicle type')}</legend>
  ${PRO_TYPES.map((x) => `<label class="choice"><input type="checkbox" name="types" value="${x[0]}"${types.includes(x[0]) ? ' checked' : ''}> ${pick(x)}</label>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Durée de location', 'Rental period')}</legend>
  ${DURATIONS.map((x) => `<label class="choice"><input type="radio" name="duree" value="${x[0]}"${v.duree === x[0] ? ' checked' : ''}> ${h(pick(x))}</label>`).join('\n  ')}
  </fieldset>
  <label>${t('Nom du contact', 'Contact name')} <input name="contact" autocomplete="name" value="${val('contact')}"></label>
  <label for="b-mail">${t('E-mail professionnel', 'Work email')}</label><input type="email" id="b-mail" name="email_pro" value="${val('email_pro')}">
  <p><input type="tel" name="tel_pro" aria-label="${t('Téléphone', 'Phone')}" placeholder="${t('Téléphone', 'Phone')}" value="${val('tel_pro')}"></p>
  <label for="b-needs">${t('Vos besoins', 'Your needs')}</label><textarea id="b-needs" name="besoins" rows="5" placeholder="${t('Usage, secteur, dates, équipements…', 'Use, area, dates, equipment…')}">${val('besoins')}</textarea>
  <p><button type="submit">${t('Demander mon devis', 'Request my quote')}</button></p>
</form>`,
  );
}

function damageForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return rentalPage(
    ctx,
    s,
    t('Déclarer un dommage', 'Report damage'),
    `<h1>${t('Déclarer un dommage', 'Report damage to a vehicle')}</h1>
<p>${t('Un incident pendant votre location ? Déclarez-le sous 48 h. En cas d’accident avec un tiers, joignez le constat amiable en agence.', 'Something happened during your rental? Report it within 48 hours. After an accident with another driver, bring the joint report to the branch.')}</p>
${errorBox(error)}
<form method="post" action="/dommage" class="card">
  <div class="two">
  <div><label for="k-ref">${t('Numéro de réservation', 'Booking number')}</label><input id="k-ref" name="reservation" placeholder="LOC-12345" value="${val('reservation')}"></div>
  <div><label for="k-plate">${t('Immatriculation du véhicule', 'Registration number')}</label><input id="k-plate" name="immat" placeholder="AB-123-CD" value="${val('immat')}"></div>
  </div>
  <label for="k-date">${t('Date de l’incident', 'Date of the incident')}</label><input type="date" id="k-date" name="date_incident" max="${TODAY}" value="${val('date_incident')}">
  <label for="k-where">${t('Lieu', 'Place')}</label><input id="k-where" name="lieu" placeholder="${t('Ville, adresse ou route', 'Town, address or road')}" value="${val('lieu')}">
  <fieldset><legend>${t('Nature du dommage', 'Type of damage')}</legend>
  ${DAMAGES.map((x) => `<label class="choice"><input type="radio" name="nature" value="${x[0]}"${v.nature === x[0] ? ' checked' : ''}> ${h(pick(x))}</label>`).join('\n  ')}
  </fieldset>
  <p><label class="choice"><input type="checkbox" name="constat" value="oui"${v.constat === 'oui' ? ' checked' : ''}> ${t('Un constat amiable a été rempli', 'A joint accident report was filled in')}</label></p>
  <label for="k-what">${t('Décrivez ce qui s’est passé', 'Describe what happened')}</label><textarea id="k-what" name="circonstances" rows="5">${val('circonstances')}</textarea>
  <label for="k-mail">${t('E-mail pour le suivi du dossier', 'Email for updates on your file')}</label><input type="email" id="k-mail" name="email_suivi" value="${val('email_suivi')}">
  <p><button type="submit">${t('Envoyer la déclaration', 'Send the report')}</button></p>
</form>`,
  );
}

function signinPage(ctx, s, error = '', login = '') {
  const { t } = tools(s);
  return rentalPage(
    ctx,
    s,
    t('Espace client', 'Customer area'),
    `<h1>${t('Connexion à votre espace client', 'Sign in to your customer area')}</h1>
${errorBox(error)}
<form method="post" action="/connexion" class="card">
  <label for="c-login">${t('Adresse e-mail', 'Email address')}</label><input type="email" id="c-login" name="login" autocomplete="username" value="${h(login)}">
  <label for="c-pw">${t('Mot de passe', 'Password')}</label><input type="password" id="c-pw" name="mdp" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="rester" value="1"> ${t('Rester connecté', 'Keep me signed in')}</label></p>
  <p><button type="submit">${t('Me connecter', 'Sign in')}</button> <a href="/mot-de-passe">${t('Mot de passe oublié ?', 'Forgot your password?')}</a></p>
</form>
<p>${t('Pas de compte ? Un compte est créé avec votre première réservation.', 'No account? One is created with your first booking.')}</p>`,
  );
}

/* ------------------------------------------------------------------ customer area */

const TABS = [
  ['reservations', 'Mes réservations', 'My bookings'],
  ['profil', 'Mon profil', 'My profile'],
  ['conducteurs', 'Mes conducteurs', 'My drivers'],
];

function accountPage(ctx, s, state, a, tab, { notice = '', error = '', v = {} } = {}) {
  const { t, pick, both, money, date, branch } = tools(s);
  const val = (k, dflt = '') => h(v[k] ?? dflt);
  const mine = [...state.bookings.values()].filter((b) => b.account === s.user);
  const panels = {
    reservations: `<h2>${t('Mes réservations', 'My bookings')}</h2>
<table><thead><tr><th>${t('Réservation', 'Booking')}</th><th>${t('Véhicule', 'Vehicle')}</th><th>${t('Agence', 'Branch')}</th><th>${t('Départ', 'Pick-up')}</th><th>${t('Retour', 'Return')}</th><th>${t('Montant', 'Amount')}</th><th>${t('Statut', 'Status')}</th><th></th></tr></thead><tbody>
${mine
  .map(
    (b) =>
      `<tr><td>${b.ref}</td><td>${h(both(findVehicle(b.vehicle).name))}</td><td>${h(branch(b.from))}</td><td>${date(b.start)}</td><td>${date(b.end)}</td><td>${money(b.total)}</td><td>${both(STATUSES[b.status])}</td>
<td><a href="/compte/factures/${b.ref}">${t('Facture', 'Invoice')}</a>${b.status === 'confirmee' ? `<a href="/compte/reservations/${b.ref}/annuler">${t('Annuler', 'Cancel')}</a>` : ''}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
<p><a class="btn" href="/">${t('Nouvelle réservation', 'New booking')}</a></p>`,
    profil: `<h2>${t('Mon profil', 'My profile')}</h2>
<p class="meta">${h(a.first)} ${h(a.last)} · ${h(s.user)}</p>
<form method="post" action="/compte/profil" class="card">
  <label for="pr-co">${t('Société (facultatif)', 'Company (optional)')}</label><input id="pr-co" name="societe" value="${val('societe', a.company)}">
  <label for="pr-addr">${t('Adresse', 'Address')}</label><input id="pr-addr" name="adresse" autocomplete="street-address" value="${val('adresse', a.address)}">
  <div class="two">
  <div><label for="pr-cp">${t('Code postal', 'Postcode')}</label><input id="pr-cp" name="code_postal" inputmode="numeric" maxlength="5" value="${val('code_postal', a.postcode)}"></div>
  <div><label for="pr-city">${t('Ville', 'Town')}</label><input id="pr-city" name="ville" value="${val('ville', a.city)}"></div>
  </div>
  <label>${t('Téléphone', 'Phone')} <input type="tel" name="telephone" value="${val('telephone', a.phone)}"></label>
  <p><label class="choice"><input type="checkbox" name="newsletter" value="1"${a.newsletter ? ' checked' : ''}> ${t('Recevoir la newsletter Alpiloc (bons plans et offres week-end)', 'Receive the Alpiloc newsletter (deals and weekend offers)')}</label></p>
  <p><button type="submit">${t('Enregistrer les modifications', 'Save changes')}</button></p>
</form>`,
    conducteurs: `<h2>${t('Mes conducteurs', 'My drivers')}</h2>
<table><thead><tr><th>${t('Nom', 'Name')}</th><th>${t('Date de naissance', 'Date of birth')}</th><th>${t('N° de permis', 'Licence no.')}</th><th>${t('Permis depuis le', 'Licence since')}</th></tr></thead><tbody>
${a.drivers.map((d) => `<tr><td>${h(d.first)} ${h(d.last)}</td><td>${h(d.born)}</td><td>${h(d.licence)}</td><td>${h(d.since)}</td></tr>`).join('\n')}
</tbody></table>
<h3>${t('Ajouter un conducteur', 'Add a driver')}</h3>
<form method="post" action="/compte/conducteurs" class="card">
  <div class="two">
  <div><label for="dr-first">${t('Prénom', 'First name')}</label><input id="dr-first" name="prenom" value="${val('prenom')}"></div>
  <div><label for="dr-last">${t('Nom', 'Last name')}</label><input id="dr-last" name="nom" value="${val('nom')}"></div>
  </div>
  <label for="dr-born">${t('Date de naissance', 'Date of birth')}</label><input id="dr-born" name="date_naissance" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" value="${val('date_naissance')}">
  <label for="dr-lic">${t('N° de permis', 'Licence no.')}</label><input id="dr-lic" name="num_permis" value="${val('num_permis')}">
  <label for="dr-since">${t('Permis obtenu le', 'Licence issued on')}</label><input id="dr-since" name="date_permis" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" value="${val('date_permis')}">
  <p><button type="submit">${t('Ajouter ce conducteur', 'Add this driver')}</button></p>
</form>`,
  };
  return rentalPage(
    ctx,
    s,
    t('Mon compte', 'My account'),
    `<h1>${t('Bonjour', 'Hello')} ${h(a.first)}</h1>
${noticeBox(notice)}${errorBox(error)}
<nav class="tabs" aria-label="${t('Mon compte', 'My account')}">${TABS.map((x) => `<a href="/compte/${x[0]}"${x[0] === tab ? ' aria-current="page"' : ''}>${pick(x)}</a>`).join('')}</nav>
<section aria-label="${pick(TABS.find((x) => x[0] === tab))}">
${panels[tab]}
</section>`,
  );
}

const LICENCE = /^\d{2}[A-Z]{2}\d{5}$/;

/* ------------------------------------------------------------------ routes */

/** The site's routes (sites.js: SITES.rental). */
export async function rentalRoutes(ctx) {
  const { path, method, fields, state } = ctx;
  const s = session(ctx);
  const { t, pick, both, money, date, when, branch } = tools(s);
  const html = (title, body) => ({ html: rentalPage(ctx, s, title, body), lang: s.lang });
  const form = (markup) => ({ html: markup, lang: s.lang });
  const blank = (k) => !String(fields[k] ?? '').trim();
  const acct = s.user ? state.accounts[s.user] : null;

  if (path === '/langue') {
    s.lang = ctx.query.get('l') === 'en' ? 'en' : 'fr';
    const back = ctx.query.get('retour') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }

  if (path === '/' && method === 'GET') {
    const v = ctx.query.get('modifier') && s.search ? s.search.raw : {};
    return html(
      t('Location de voitures et d’utilitaires', 'Car and van rental'),
      `<h1>${t('Louez une voiture ou un utilitaire en Rhône-Alpes', 'Rent a car or a van in the Rhône-Alpes')}</h1>
<p>${t('6 agences entre Lyon et les Alpes, annulation gratuite jusqu’à 48 h avant le départ.', '6 branches between Lyon and the Alps, free cancellation up to 48 hours before pick-up.')}</p>
${searchForm(s, v)}
<h2>${t('Nos catégories', 'Our categories')}</h2>
<div class="cards">
${VEHICLES.filter((x) => ['citadine', 'suv', 'utilitaire-12'].includes(x.id))
  .map((x) => vehicleCard(s, x, null))
  .join('\n')}
</div>
<p><a href="/flotte">${t('Voir tous nos véhicules', 'See all our vehicles')}</a> · <a href="/professionnels">${t('Vous êtes une entreprise ?', 'Renting for a business?')}</a></p>`,
    );
  }

  if (path === '/resultats' && method === 'GET') {
    const f = Object.fromEntries(ctx.query);
    if (!Object.keys(f).length) return { redirect: '/' };
    const r = readSearch(t, f);
    if (r.error)
      return html(
        t('Rechercher un véhicule', 'Search for a vehicle'),
        `<h1>${t('Rechercher un véhicule', 'Search for a vehicle')}</h1>${searchForm(s, f, h(r.error))}`,
      );
    s.search = r.search;
    return form(resultsPage(ctx, s));
  }

  if (path === '/flotte' && method === 'GET') {
    return html(
      t('Nos véhicules', 'Our vehicles'),
      `<h1>${t('Nos véhicules', 'Our vehicles')}</h1>
<p>${t('Les modèles sont donnés à titre d’exemple : vous louez une catégorie.', 'Models are examples: you rent a category.')}</p>
<section aria-labelledby="g-car"><h2 id="g-car">${t('Voitures', 'Cars')}</h2><div class="cards">
${VEHICLES.filter((x) => x.group === 'car')
  .map((x) => vehicleCard(s, x, null))
  .join('\n')}
</div></section>
<section aria-labelledby="g-van"><h2 id="g-van">${t('Utilitaires et minibus', 'Vans and minibuses')}</h2><div class="cards">
${VEHICLES.filter((x) => x.group === 'van')
  .map((x) => vehicleCard(s, x, null))
  .join('\n')}
</div></section>`,
    );
  }
  const fleet = path.match(/^\/flotte\/([a-z0-9-]+)$/);
  if (fleet && method === 'GET') {
    const v = findVehicle(fleet[1]);
    if (!v) return null;
    const tooYoung = s.search?.young && v.minAge > 21;
    return html(
      both(v.name),
      `<p><a href="${s.search ? `/resultats?${new URLSearchParams(s.search.raw)}` : '/flotte'}">← ${s.search ? t('Retour aux résultats', 'Back to the results') : t('Tous nos véhicules', 'All our vehicles')}</a></p>
<h1>${h(both(v.name))}</h1>
<p class="meta">${h(v.model)} ${t('ou similaire', 'or similar')} · ${t('code', 'code')} ${v.code}</p>
<section class="card"><dl class="facts">
<dt>${t('Places', 'Seats')}</dt><dd>${v.seats}</dd>
<dt>${t('Portes', 'Doors')}</dt><dd>${v.doors}</dd>
<dt>${t('Boîte de vitesses', 'Gearbox')}</dt><dd>${v.auto ? t('Automatique', 'Automatic') : t('Manuelle', 'Manual')}</dd>
${v.volume ? `<dt>${t('Volume utile', 'Load volume')}</dt><dd>${v.volume} m³</dd><dt>${t('Charge utile', 'Payload')}</dt><dd>${both(v.payload)}</dd>` : `<dt>${t('Bagages', 'Luggage')}</dt><dd>${v.bags} ${t('valises', 'suitcases')}</dd>`}
<dt>${t('Énergie', 'Fuel')}</dt><dd>${h(both(v.fuel))}</dd>
<dt>${t('Dépôt de garantie', 'Deposit')}</dt><dd>${both(v.deposit)}</dd>
<dt>${t('Âge minimum', 'Minimum age')}</dt><dd>${v.minAge} ${t('ans', 'years')}</dd>
<dt>${t('Prix', 'Price')}</dt><dd>${t('à partir de', 'from')} ${money(v.price)} ${t('par jour', 'a day')}</dd>
</dl></section>
${
  s.search
    ? tooYoung
      ? `<p class="muted">${t('Réservé aux conducteurs de 25 ans et plus', 'Drivers aged 25 and over only')}</p>`
      : `<form method="post" action="/reservation/vehicule"><input type="hidden" name="vehicule" value="${v.id}"><button type="submit">${t('Réserver ce véhicule', 'Book this vehicle')}</button></form>`
    : `<p><a class="btn" href="/">${t('Vérifier les disponibilités', 'Check availability')}</a></p>`
}`,
    );
  }

  if (path === '/agences' && method === 'GET') {
    return html(
      t('Nos agences', 'Our branches'),
      `<h1>${t('Nos agences', 'Our branches')}</h1>
<div class="cards">
${BRANCHES.map((b) => `<article class="card"><h2>${h(pick(b))}</h2><p>${h(b[3])}</p><p class="meta">${h(both(b[4]))}</p></article>`).join('\n')}
</div>`,
    );
  }
  if (path === '/conditions' && method === 'GET') {
    return html(
      t('Conditions générales de location', 'Rental terms and conditions'),
      `<h1>${t('Conditions générales de location', 'Rental terms and conditions')}</h1>
<p>${t('Le conducteur doit avoir 21 ans et son permis depuis 2 ans (25 ans pour les catégories premium, le minibus et l’utilitaire 20 m³). Un dépôt de garantie est bloqué sur une carte bancaire au nom du conducteur. Annulation gratuite jusqu’à 48 h avant le départ.', 'The driver must be 21 and have held a licence for 2 years (25 for the premium categories, the minibus and the 20 m³ van). A deposit is held on a card in the driver’s name. Free cancellation up to 48 hours before pick-up.')}</p>`,
    );
  }

  // Booking
  if (path === '/reservation/vehicule' && method === 'POST') {
    const v = findVehicle(fields.vehicule);
    if (!s.search) return { redirect: '/' };
    if (!v) return form(resultsPage(ctx, s));
    if (s.search.young && v.minAge > 21)
      return html(
        t('Véhicule indisponible', 'Vehicle not available'),
        `<h1>${t('Véhicule indisponible', 'Vehicle not available')}</h1>${errorBox(t('Cette catégorie est réservée aux conducteurs de 25 ans et plus.', 'This category is for drivers aged 25 and over only.'))}`,
      );
    s.draft = {
      vehicle: v.id,
      from: s.search.from,
      to: s.search.to,
      start: s.search.start,
      end: s.search.end,
      young: s.search.young,
      options: [],
      protection: 'base',
      km: 'limite',
      promo: '',
      driver: null,
      optionsDone: false,
    };
    return { redirect: '/reservation/options' };
  }
  if (path.startsWith('/reservation/') && path !== '/reservation/confirmation' && !s.draft)
    return { redirect: s.search ? `/resultats?${new URLSearchParams(s.search.raw)}` : '/' };
  if (path === '/reservation/options' && method === 'GET') return form(optionsPage(ctx, s));
  if (path === '/reservation/options' && method === 'POST') {
    const chosen = String(fields.equipements ?? '')
      .split(',')
      .filter(Boolean);
    const promo = String(fields.code_promo ?? '')
      .trim()
      .toUpperCase();
    let error = '';
    if (chosen.some((x) => !row(EXTRAS, x)) || !row(COVERS, fields.protection) || !row(MILEAGE, fields.km))
      error = t('Merci de choisir une protection et un kilométrage.', 'Please choose a cover and a mileage.');
    else if (promo && !PROMOS[promo])
      error = t(
        `Le code promo « ${h(fields.code_promo.trim())} » n’est pas valide.`,
        `The promo code “${h(fields.code_promo.trim())}” is not valid.`,
      );
    if (error) return form(optionsPage(ctx, s, fields, error));
    Object.assign(s.draft, {
      options: chosen,
      protection: fields.protection,
      km: fields.km,
      promo,
      optionsDone: true,
    });
    return { redirect: '/reservation/conducteur' };
  }
  if (path.startsWith('/reservation/') && path !== '/reservation/confirmation' && !s.draft.optionsDone)
    return { redirect: '/reservation/options' };
  if (path === '/reservation/conducteur' && method === 'GET')
    return form(driverPage(ctx, s, s.draft.driver ?? {}));
  if (path === '/reservation/conducteur' && method === 'POST') {
    const missing = [
      ['civilite', t('la civilité', 'your title')],
      ['prenom', t('le prénom', 'the first name')],
      ['nom', t('le nom', 'the last name')],
      ['email', t('l’e-mail', 'the email')],
      ['tel', t('le téléphone', 'the phone number')],
      ['naissance', t('la date de naissance', 'the date of birth')],
      ['permis_no', t('le numéro de permis', 'the licence number')],
      ['permis_date', t('la date d’obtention du permis', 'the date the licence was issued')],
    ].filter(([k]) => blank(k));
    const born = dmy(fields.naissance);
    const since = dmy(fields.permis_date);
    const pickup = s.draft.start.slice(0, 10);
    const v = findVehicle(s.draft.vehicle);
    let error = '';
    if (missing.length)
      error = `${t('Merci de renseigner', 'Please fill in')} ${missing.map(([, l]) => l).join(', ')}.`;
    else if (!row(CIVILITIES, fields.civilite))
      error = t('Merci de choisir une civilité.', 'Please choose a title.');
    else if (!validEmail(fields.email))
      error = t('Merci de saisir une adresse e-mail valide.', 'Please enter a valid email address.');
    else if (digits(fields.tel).replace(/^\+/, '').length < 9)
      error = t('Merci de saisir un numéro de téléphone valide.', 'Please enter a valid phone number.');
    else if (!born || !since)
      error = t('Les dates doivent être au format JJ/MM/AAAA.', 'Dates must be written DD/MM/YYYY.');
    else if (!LICENCE.test(String(fields.permis_no).replace(/\s/g, '').toUpperCase()))
      error = t(
        'Le numéro de permis doit avoir la forme 12AB34567.',
        'The licence number must look like 12AB34567.',
      );
    else if (yearsBetween(born, pickup) < 21)
      error = t('Le conducteur doit avoir au moins 21 ans.', 'The driver must be at least 21.');
    else if (yearsBetween(born, pickup) < v.minAge)
      error = t(
        `Cette catégorie est réservée aux conducteurs de ${v.minAge} ans et plus.`,
        `This category is for drivers aged ${v.minAge} and over.`,
      );
    else if (yearsBetween(born, pickup) < 25 && !s.draft.young)
      error = t(
        'Le conducteur a moins de 25 ans : modifiez votre recherche en cochant « Le conducteur principal a moins de 25 ans ».',
        'The driver is under 25: change your search and tick “The main driver is under 25”.',
      );
    else if (since > TODAY || yearsBetween(since, pickup) < 2)
      error = t(
        'Le permis doit être obtenu depuis au moins 2 ans à la date du départ.',
        'The licence must have been held for at least 2 years on the pick-up date.',
      );
    else if (yearsBetween(born, since) < 17)
      error = t(
        'La date d’obtention du permis ne correspond pas à la date de naissance.',
        'The licence date does not match the date of birth.',
      );
    if (error) return form(driverPage(ctx, s, fields, error));
    s.draft.driver = { ...fields };
    return { redirect: '/reservation/paiement' };
  }
  if (path.startsWith('/reservation/') && path !== '/reservation/confirmation' && !s.draft.driver)
    return { redirect: '/reservation/conducteur' };
  if (path === '/reservation/paiement' && method === 'GET') return form(paymentPage(ctx, s));
  if (path === '/reservation/paiement' && method === 'POST') {
    const exp = String(fields.cc_exp ?? '')
      .trim()
      .match(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/);
    let error = '';
    if (!/^\d{16}$/.test(digits(fields.cc_number)))
      error = t('Numéro de carte invalide (16 chiffres).', 'Invalid card number (16 digits).');
    else if (!exp) error = t('Date d’expiration invalide (MM/AA).', 'Invalid expiry date (MM/YY).');
    else if (`20${exp[2]}-${exp[1]}` < TODAY.slice(0, 7))
      error = t('Cette carte est expirée.', 'This card has expired.');
    else if (!/^\d{3}$/.test(String(fields.cc_cvc ?? '').trim()))
      error = t('Le cryptogramme comporte 3 chiffres.', 'The security code has 3 digits.');
    else if (fields.cgv !== '1')
      error = t(
        'Merci d’accepter les conditions générales de location.',
        'Please accept the rental terms and conditions.',
      );
    if (error) return form(paymentPage(ctx, s, fields, error));
    const d = s.draft;
    const b = booking(`LOC-${state.nextBooking++}`, {
      first: d.driver.prenom.trim(),
      last: d.driver.nom.trim(),
      email: d.driver.email.trim(),
      vehicle: d.vehicle,
      from: d.from,
      to: d.to,
      start: d.start,
      end: d.end,
      options: d.options,
      protection: d.protection,
      km: d.km,
      young: d.young,
      promo: d.promo,
      status: 'confirmee',
      account: state.accounts[d.driver.email.trim().toLowerCase()]
        ? d.driver.email.trim().toLowerCase()
        : null,
      invoice: `FA-2026-0${state.nextInvoice++}`,
    });
    b.total = priceOf(b).total;
    state.bookings.set(b.ref, b);
    s.done = b.ref;
    s.draft = null;
    return { redirect: '/reservation/confirmation' };
  }
  if (path === '/reservation/confirmation' && method === 'GET') {
    const b = state.bookings.get(s.done);
    if (!b) return { redirect: '/' };
    return html(
      t('Réservation confirmée', 'Booking confirmed'),
      `<h1>${t('Réservation confirmée', 'Booking confirmed')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(b.first)} ! Votre véhicule vous attend.`, `Thank you ${h(b.first)}! Your vehicle is waiting for you.`)}</p>
<p>${t('Numéro de réservation :', 'Booking number:')} <strong>${b.ref}</strong></p>
<p>${t(`Un e-mail de confirmation a été envoyé à ${h(b.email)}.`, `A confirmation email has been sent to ${h(b.email)}.`)}</p></div>
<section class="card">${bookingFacts(s, b)}</section>
<p><a href="/ma-reservation">${t('Gérer ma réservation', 'Manage my booking')}</a> · <a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }

  // Manage booking
  if (path === '/ma-reservation' && method === 'GET') return form(manageForm(ctx, s));
  if (path === '/ma-reservation' && method === 'POST') {
    const ref = String(fields.reference ?? '')
      .trim()
      .toUpperCase();
    const name = String(fields.nom ?? '')
      .trim()
      .toLowerCase();
    const b = state.bookings.get(ref);
    if (blank('reference') || blank('nom'))
      return form(
        manageForm(
          ctx,
          s,
          fields,
          t(
            'Merci d’indiquer le numéro de réservation et le nom.',
            'Please give the booking number and the name.',
          ),
        ),
      );
    if (!b || b.last.toLowerCase() !== name)
      return form(
        manageForm(
          ctx,
          s,
          fields,
          t(
            'Aucune réservation ne correspond à ce numéro et à ce nom.',
            'No booking matches this number and name.',
          ),
        ),
      );
    s.manage.add(b.ref);
    return { redirect: `/ma-reservation/${b.ref}` };
  }
  const managed = path.match(/^\/ma-reservation\/(LOC-\d{5})(\/equipement|\/annulation)?$/);
  if (managed) {
    const b = state.bookings.get(managed[1]);
    if (!b || !s.manage.has(b.ref)) return { redirect: '/ma-reservation' };
    if (!managed[2] && method === 'GET') return form(managedPage(ctx, s, b));
    if (managed[2] === '/equipement' && method === 'POST') {
      const x = row(EXTRAS, fields.equipement);
      if (b.status !== 'confirmee') return form(managedPage(ctx, s, b));
      if (!x || b.options.includes(x[0]))
        return form(
          managedPage(ctx, s, b, { error: t('Merci de choisir un équipement.', 'Please choose an extra.') }),
        );
      b.options.push(x[0]);
      b.total = priceOf(b).total;
      return form(
        managedPage(ctx, s, b, {
          notice: `<p>${t(`L’équipement « ${h(x[1])} » a bien été ajouté à votre réservation. Nouveau total : ${money(b.total)}.`, `The extra “${h(x[2])}” has been added to your booking. New total: ${money(b.total)}.`)}</p>`,
        }),
      );
    }
    if (managed[2] === '/annulation' && method === 'POST') {
      if (b.status !== 'confirmee') return form(managedPage(ctx, s, b));
      let error = '';
      if (!row(CANCEL_REASONS, fields.motif))
        error = t('Merci de choisir un motif d’annulation.', 'Please choose a reason for cancelling.');
      else if (fields.confirmation !== 'oui')
        error = t(
          'Merci de cocher la case pour confirmer l’annulation.',
          'Please tick the box to confirm the cancellation.',
        );
      if (error) return form(managedPage(ctx, s, b, { error }));
      b.status = 'annulee';
      const ref = `ANN-${state.nextCancel++}`;
      return html(
        t('Réservation annulée', 'Booking cancelled'),
        `<h1>${t('Réservation annulée', 'Booking cancelled')}</h1>
<div class="notice" role="status"><p>${t(`Votre réservation ${b.ref} est annulée. ${money(b.total)} vous seront remboursés sous 5 jours ouvrés.`, `Your booking ${b.ref} is cancelled. ${money(b.total)} will be refunded within 5 working days.`)}</p>
<p>${t('Numéro d’annulation :', 'Cancellation number:')} <strong>${ref}</strong></p></div>
<p><a href="/">${t('Faire une nouvelle réservation', 'Make a new booking')}</a></p>`,
      );
    }
    return null;
  }

  // Business quote
  if (path === '/professionnels' && method === 'GET') return form(proForm(ctx, s));
  if (path === '/professionnels/devis' && method === 'POST') {
    const types = String(fields.types ?? '')
      .split(',')
      .filter(Boolean);
    const problems = [];
    if (blank('societe')) problems.push(t('la raison sociale', 'the company name'));
    if (!/^\d{14}$/.test(digits(fields.siret)))
      problems.push(t('un SIRET à 14 chiffres', 'a 14-digit SIRET'));
    if (!row(FLEETS, fields.flotte)) problems.push(t('le nombre de véhicules', 'the number of vehicles'));
    if (!types.length || types.some((x) => !row(PRO_TYPES, x)))
      problems.push(t('le type de véhicules', 'the vehicle type'));
    if (!row(DURATIONS, fields.duree)) problems.push(t('la durée', 'the rental period'));
    if (blank('contact')) problems.push(t('le nom du contact', 'the contact name'));
    if (!validEmail(fields.email_pro)) problems.push(t('un e-mail valide', 'a valid email'));
    if (digits(fields.tel_pro).replace(/^\+/, '').length < 9)
      problems.push(t('un numéro de téléphone', 'a phone number'));
    if (blank('besoins')) problems.push(t('vos besoins', 'your needs'));
    if (problems.length)
      return form(
        proForm(ctx, s, fields, h(`${t('Merci d’indiquer', 'Please give')} ${problems.join(', ')}.`)),
      );
    const ref = `DEV-${state.nextQuote++}`;
    return html(
      t('Demande de devis envoyée', 'Quote request sent'),
      `<h1>${t('Demande de devis envoyée', 'Quote request sent')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(fields.contact.trim())}. Votre demande pour ${h(fields.societe.trim())} (${h(pick(row(FLEETS, fields.flotte)))}, ${types.map((x) => h(pick(row(PRO_TYPES, x)))).join(', ')}) est enregistrée ; un conseiller vous appelle sous 24 h au ${h(fields.tel_pro.trim())}.`, `Thank you ${h(fields.contact.trim())}. Your request for ${h(fields.societe.trim())} (${h(pick(row(FLEETS, fields.flotte)))}, ${types.map((x) => h(pick(row(PRO_TYPES, x)))).join(', ')}) is registered; an adviser will call you within 24 hours on ${h(fields.tel_pro.trim())}.`)}</p>
<p>${t('Référence de la demande :', 'Request reference:')} <strong>${ref}</strong></p></div>`,
    );
  }

  // Damage report
  if (path === '/dommage' && method === 'GET') return form(damageForm(ctx, s));
  if (path === '/dommage' && method === 'POST') {
    const ref = String(fields.reservation ?? '')
      .trim()
      .toUpperCase();
    const b = state.bookings.get(ref);
    const problems = [];
    if (!b)
      problems.push(
        t('un numéro de réservation existant (LOC-12345)', 'an existing booking number (LOC-12345)'),
      );
    if (
      !/^[A-Z]{2}-?\d{3}-?[A-Z]{2}$/.test(
        String(fields.immat ?? '')
          .trim()
          .toUpperCase(),
      )
    )
      problems.push(t('l’immatriculation (AB-123-CD)', 'the registration number (AB-123-CD)'));
    if (!validIso(fields.date_incident) || fields.date_incident > TODAY)
      problems.push(t('la date de l’incident', 'the date of the incident'));
    if (blank('lieu')) problems.push(t('le lieu', 'the place'));
    if (!row(DAMAGES, fields.nature)) problems.push(t('la nature du dommage', 'the type of damage'));
    if (String(fields.circonstances ?? '').trim().length < 10)
      problems.push(t('une description', 'a description'));
    if (!validEmail(fields.email_suivi)) problems.push(t('un e-mail valide', 'a valid email'));
    if (problems.length)
      return form(
        damageForm(ctx, s, fields, h(`${t('Merci d’indiquer', 'Please give')} ${problems.join(', ')}.`)),
      );
    const claim = `SIN-${state.nextClaim++}`;
    return html(
      t('Déclaration enregistrée', 'Report received'),
      `<h1>${t('Déclaration enregistrée', 'Report received')}</h1>
<div class="notice" role="status"><p>${t(`Nous avons bien reçu votre déclaration (${h(pick(row(DAMAGES, fields.nature)))}, le ${date(fields.date_incident)}) pour la réservation ${b.ref}.`, `We have received your report (${h(pick(row(DAMAGES, fields.nature)))}, on ${date(fields.date_incident)}) for booking ${b.ref}.`)}</p>
<p>${t('Numéro de dossier :', 'File number:')} <strong>${claim}</strong></p>
<p>${t(`Un expert vous écrira à ${h(fields.email_suivi.trim())} sous 3 jours ouvrés.`, `An assessor will write to you at ${h(fields.email_suivi.trim())} within 3 working days.`)}</p></div>`,
    );
  }

  // Sign-in
  if (path === '/connexion' && method === 'GET') return form(signinPage(ctx, s));
  if (path === '/connexion' && method === 'POST') {
    const login = String(fields.login ?? '')
      .trim()
      .toLowerCase();
    const a = state.accounts[login];
    if (!a || a.password !== fields.mdp)
      return form(
        signinPage(
          ctx,
          s,
          t('E-mail ou mot de passe incorrect.', 'Wrong email or password.'),
          fields.login ?? '',
        ),
      );
    s.user = login;
    const next = s.next;
    s.next = '';
    return { redirect: next || '/compte/reservations' };
  }
  if (path === '/mot-de-passe' && method === 'GET')
    return html(
      t('Mot de passe oublié', 'Forgotten password'),
      `<h1>${t('Mot de passe oublié', 'Forgotten password')}</h1><p>${t('Appelez le 04 72 00 45 45 : un conseiller vous enverra un lien de réinitialisation.', 'Call 04 72 00 45 45: an adviser will send you a reset link.')}</p>`,
    );
  if (path === '/deconnexion') {
    s.user = null;
    return { redirect: '/' };
  }

  // Customer area
  if (!path.startsWith('/compte')) return null;
  if (!acct) {
    s.next = path === '/compte' ? '' : path;
    return { redirect: '/connexion' };
  }
  const account = (tab, opts) => form(accountPage(ctx, s, state, acct, tab, opts));
  if (path === '/compte' && method === 'GET') return { redirect: '/compte/reservations' };
  const tab = path.match(/^\/compte\/(reservations|profil|conducteurs)$/);
  if (tab && method === 'GET') return account(tab[1]);
  if (path === '/compte/profil' && method === 'POST') {
    let error = '';
    if (blank('adresse') || blank('ville'))
      error = t('L’adresse et la ville sont obligatoires.', 'The address and the town are required.');
    else if (!/^\d{5}$/.test(String(fields.code_postal ?? '').trim()))
      error = t('Le code postal doit comporter 5 chiffres.', 'The postcode must have 5 digits.');
    if (error) return account('profil', { error, v: fields });
    Object.assign(acct, {
      company: String(fields.societe ?? '').trim(),
      address: fields.adresse.trim(),
      postcode: fields.code_postal.trim(),
      city: fields.ville.trim(),
      phone: String(fields.telephone ?? '').trim(),
      newsletter: fields.newsletter === '1',
    });
    return account('profil', {
      notice: `<p>${t('Vos informations ont été enregistrées.', 'Your details have been saved.')}</p>`,
    });
  }
  if (path === '/compte/conducteurs' && method === 'POST') {
    const born = dmy(fields.date_naissance);
    const since = dmy(fields.date_permis);
    const licence = String(fields.num_permis ?? '')
      .replace(/\s/g, '')
      .toUpperCase();
    let error = '';
    if (['prenom', 'nom', 'date_naissance', 'num_permis', 'date_permis'].some(blank))
      error = t('Merci de remplir tous les champs.', 'Please fill in every field.');
    else if (!born || !since)
      error = t('Les dates doivent être au format JJ/MM/AAAA.', 'Dates must be written DD/MM/YYYY.');
    else if (!LICENCE.test(licence))
      error = t(
        'Le numéro de permis doit avoir la forme 12AB34567.',
        'The licence number must look like 12AB34567.',
      );
    else if (yearsBetween(born, TODAY) < 21)
      error = t('Un conducteur doit avoir au moins 21 ans.', 'A driver must be at least 21.');
    else if (since > TODAY || yearsBetween(born, since) < 17)
      error = t('La date d’obtention du permis n’est pas valide.', 'The licence date is not valid.');
    if (error) return account('conducteurs', { error, v: fields });
    acct.drivers.push({
      first: fields.prenom.trim(),
      last: fields.nom.trim(),
      born: fields.date_naissance.trim(),
      licence,
      since: fields.date_permis.trim(),
    });
    return account('conducteurs', {
      notice: `<p>${t(`${h(fields.prenom.trim())} ${h(fields.nom.trim())} a été ajouté(e) à vos conducteurs.`, `${h(fields.prenom.trim())} ${h(fields.nom.trim())} has been added to your drivers.`)}</p>`,
    });
  }
  const inv = path.match(/^\/compte\/factures\/(LOC-\d{5})$/);
  if (inv && method === 'GET') {
    const b = state.bookings.get(inv[1]);
    if (!b || b.account !== s.user) return null;
    const p = priceOf(b);
    const ht = Math.round((b.total / 1.2) * 100) / 100;
    return html(
      `${t('Facture', 'Invoice')} ${b.invoice}`,
      `<h1>${t('Facture', 'Invoice')} ${b.invoice}</h1>
<p class="meta">${t('Réservation', 'Booking')} ${b.ref} · ${h(both(findVehicle(b.vehicle).name))} · ${h(branch(b.from))}, ${when(b.start)} → ${when(b.end)}</p>
<section class="card"><h2>${t('Facturé à', 'Billed to')}</h2>
<p>${acct.company ? `${h(acct.company)}<br>` : ''}${h(acct.first)} ${h(acct.last)}<br>${h(acct.address)}<br>${h(acct.postcode)} ${h(acct.city)}</p></section>
<table><tbody>${p.lines.map((l) => `<tr><td>${h(t(l.fr, l.en))}</td><td>${money(l.amount)}</td></tr>`).join('')}
<tr><td>${t('Total HT', 'Total excl. VAT')}</td><td>${money(ht)}</td></tr>
<tr><td>${t('TVA 20 %', 'VAT 20%')}</td><td>${money(b.total - ht)}</td></tr>
<tr><th>${t('Total TTC', 'Total incl. VAT')}</th><th>${money(b.total)}</th></tr></tbody></table>
<p><a href="#" download="${b.invoice}.pdf">${t('Télécharger le PDF', 'Download the PDF')}</a> · <a href="/compte/reservations">${t('Retour à mes réservations', 'Back to my bookings')}</a></p>`,
    );
  }
  const cancel = path.match(/^\/compte\/reservations\/(LOC-\d{5})\/annuler$/);
  if (cancel) {
    const b = state.bookings.get(cancel[1]);
    if (!b || b.account !== s.user) return null;
    if (b.status !== 'confirmee') return { redirect: '/compte/reservations' };
    const cancelForm = (error = '') =>
      html(
        t('Annuler une réservation', 'Cancel a booking'),
        `<h1>${t('Annuler la réservation', 'Cancel booking')} ${b.ref}</h1>
${errorBox(error)}
<section class="card">${bookingFacts(s, b)}</section>
<form method="post" action="/compte/reservations/${b.ref}/annuler" class="card">
  <label for="a-reason">${t('Pourquoi annulez-vous ?', 'Why are you cancelling?')}</label>
  <select id="a-reason" name="motif">${opt('', t('Choisissez un motif', 'Choose a reason'), '')}${CANCEL_REASONS.map((x) => opt(x[0], pick(x), '')).join('')}</select>
  <p><button type="submit">${t('Confirmer l’annulation', 'Confirm the cancellation')}</button> <a href="/compte/reservations">${t('Garder ma réservation', 'Keep my booking')}</a></p>
</form>`,
      );
    if (method === 'GET') return cancelForm();
    if (!row(CANCEL_REASONS, fields.motif))
      return cancelForm(
        t('Merci de choisir un motif d’annulation.', 'Please choose a reason for cancelling.'),
      );
    b.status = 'annulee';
    const ref = `ANN-${state.nextCancel++}`;
    return account('reservations', {
      notice: `<p>${t(`La réservation ${b.ref} a été annulée (n° d’annulation ${ref}). Le remboursement de ${money(b.total)} interviendra sous 5 jours ouvrés.`, `Booking ${b.ref} has been cancelled (cancellation number ${ref}). The refund of ${money(b.total)} will follow within 5 working days.`)}</p>`,
    });
  }
  return null;
}
