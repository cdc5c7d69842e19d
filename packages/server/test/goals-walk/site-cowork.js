// cowork: La Ruche Coworking, a coworking space on the Bassins à flot in Bordeaux. English is the main
// language, at /; the French version lives under /fr/ with translated slugs, and the "English |
// Français" links of the header lead to the same page in the other language. Forms post to the same
// (English) paths from both versions; a hidden "lang" field says which version sent them.
// Pages: home; desks and day passes, with a desk booking in three unnumbered screens, each with a
// "Continue" / "Continuer" button (the first and last day as date pickers and the desk type as radios
// in a fieldset, with a number of desks; then the add-ons as a table of number inputs labelled by
// aria-label only: lockers, coffee plans, parking spots; then the visitor's details with wrapping labels:
// name, optional company, email, phone, optional VAT number and a terms box), then a summary with a
// "Confirm booking" button → DSK-; the meeting rooms (Alvéole, Essaim, Rucher) as cards with a "Book this
// room" link to the room's page, which holds the whole booking form (date, a time input for the start,
// a duration select, the number of attendees as a number input, catering radios, equipment checkboxes,
// name and email → ROOM-; some slots are already taken, the Alvéole has no projector); the pricing page
// with a "Choose Flex / Resident / Team" button per plan → the membership form (billing cycle radios,
// seats for Team only, start month select, company, SIRET of 14 digits, contact, how-did-you-hear
// select, payment method radios: SEPA direct debit or bank card only, terms box → MBR-); the events
// (workshops and afterworks, each with a "Register" link to a small form → EVT-; the masterclass of
// 21 January is full: a greyed-out, disabled "Register" button and no link); a contact form labelled
// by placeholders (and an aria-label on the subject select), with a "reply by phone" box that needs a
// phone number → MSG-; and the member
// area behind a sign-in (/account/login), with tabs: Bookings (move a booking to another date, or
// cancel it with a reason select and a confirmation box), Invoices (download, or send by email to an
// address the member types, with a copy box) and Profile (phone, newsletter boxes, language of emails).
// Every form is checked on the server: a missing or wrong field sends the form back with an error box
// (role=alert).
// La Ruche is open Monday to Friday, 8 am – 8 pm, closed at weekends, on 25 December and 1 January:
// desks and rooms cannot be booked on those days. Bookings are taken up to 31 March 2027.
// Members: claire.dubreuil@mail.test / Ruche-2026! (Resident, Studio Dubreuil) and
// tom.hartley@mail.test / Hive*Desk7 (Flex).
// The site's "today" is Tuesday 8 December 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-12-08';
const LAST_DAY = '2027-03-31';
const HOLIDAYS = ['2026-12-25', '2027-01-01'];

/** Page key → [English path, French path]. */
const SLUGS = {
  home: ['/', '/fr/'],
  desks: ['/desks', '/fr/postes'],
  book: ['/desks/book', '/fr/postes/reserver'],
  addons: ['/desks/book/add-ons', '/fr/postes/reserver/options'],
  details: ['/desks/book/details', '/fr/postes/reserver/coordonnees'],
  summary: ['/desks/book/summary', '/fr/postes/reserver/recapitulatif'],
  rooms: ['/meeting-rooms', '/fr/salles'],
  pricing: ['/pricing', '/fr/tarifs'],
  join: ['/membership/join', '/fr/adhesion'],
  events: ['/events', '/fr/evenements'],
  register: ['/events/register', '/fr/evenements/inscription'],
  contact: ['/contact', '/fr/contact'],
  login: ['/account/login', '/fr/espace-membre/connexion'],
  account: ['/account', '/fr/espace-membre'],
  bookings: ['/account/bookings', '/fr/espace-membre/reservations'],
  move: ['/account/bookings/move', '/fr/espace-membre/reservations/deplacer'],
  cancel: ['/account/bookings/cancel', '/fr/espace-membre/reservations/annuler'],
  invoices: ['/account/invoices', '/fr/espace-membre/factures'],
  invoice: ['/account/invoices/download', '/fr/espace-membre/factures/telecharger'],
  send: ['/account/invoices/send', '/fr/espace-membre/factures/envoyer'],
  profile: ['/account/profile', '/fr/espace-membre/profil'],
  logout: ['/account/logout', '/fr/espace-membre/deconnexion'],
};
const ROOM_BASE = ['/meeting-rooms/', '/fr/salles/'];

// Rows are [value, English, French, …].
const DESKS = [
  [
    'hot',
    'Hot desk',
    'Poste nomade',
    25,
    'Any free seat in the open space, by the big windows over the docks.',
    'N’importe quelle place libre de l’open space, face aux bassins.',
  ],
  [
    'fixed',
    'Fixed desk',
    'Poste fixe',
    35,
    'The same desk all day, with a 27-inch screen and a drawer that locks.',
    'Le même bureau toute la journée, avec un écran 27 pouces et un caisson qui ferme à clé.',
  ],
  [
    'quiet',
    'Quiet zone',
    'Zone silencieuse',
    30,
    'A silent room: no calls, no chatting, noise-cancelling headphones on loan.',
    'Une salle où l’on ne parle pas : pas d’appels, casques antibruit prêtés.',
  ],
];
const ADDONS = [
  ['locker_qty', 'Locker', 'Casier', 3, 'Number of lockers', 'Nombre de casiers'],
  [
    'coffee_qty',
    'Coffee plan (unlimited coffee, tea and fruit)',
    'Forfait café (café, thé et fruits à volonté)',
    4,
    'Number of coffee plans',
    'Nombre de forfaits café',
  ],
  [
    'parking_qty',
    'Parking spot (underground car park)',
    'Place de parking (parking souterrain)',
    8,
    'Number of parking spots',
    'Nombre de places de parking',
  ],
];
const ROOMS = [
  {
    id: 'alveole',
    name: 'Alvéole',
    cap: 4,
    rate: 25,
    equipment: ['visio', 'whiteboard'],
    text: [
      'A small room on the ground floor for up to 4 people, with a 55-inch screen (HDMI and USB-C). No projector.',
      'Une petite salle au rez-de-chaussée jusqu’à 4 personnes, avec un écran 55 pouces (HDMI et USB-C). Pas de vidéoprojecteur.',
    ],
  },
  {
    id: 'essaim',
    name: 'Essaim',
    cap: 10,
    rate: 45,
    equipment: ['projector', 'visio', 'whiteboard'],
    text: [
      'Our workshop room on the first floor for up to 10 people: a big table, daylight and a view of the docks.',
      'Notre salle d’atelier au premier étage jusqu’à 10 personnes : une grande table, la lumière du jour et la vue sur les bassins.',
    ],
  },
  {
    id: 'rucher',
    name: 'Rucher',
    cap: 20,
    rate: 80,
    equipment: ['projector', 'visio', 'whiteboard'],
    text: [
      'The board room on the top floor for up to 20 people, with its own terrace and a kitchenette.',
      'La salle du conseil au dernier étage jusqu’à 20 personnes, avec sa terrasse et une kitchenette.',
    ],
  },
];
const EQUIPMENT = [
  ['projector', 'Projector', 'Vidéoprojecteur', 15],
  [
    'visio',
    'Video-conference kit (camera and speakerphone)',
    'Kit de visioconférence (caméra et micro-haut-parleur)',
    20,
  ],
  ['whiteboard', 'Whiteboard and markers', 'Tableau blanc et feutres', 0],
];
const DURATIONS = [
  ['1h', '1 hour', '1 heure', 1],
  ['1h30', '1 hour 30', '1 h 30', 1.5],
  ['2h', '2 hours', '2 heures', 2],
  ['3h', '3 hours', '3 heures', 3],
  ['half-day', 'Half day (4 hours)', 'Demi-journée (4 heures)', 4],
  ['full-day', 'Full day (8 hours)', 'Journée entière (8 heures)', 8],
];
const CATERING = [
  ['none', 'No catering', 'Sans restauration', 0],
  [
    'coffee',
    'Coffee break (coffee, tea, pastries) — €6 per person',
    'Pause café (café, thé, viennoiseries) — 6 € par personne',
    6,
  ],
  ['lunch', 'Lunch platters — €18 per person', 'Plateaux-repas — 18 € par personne', 18],
];
/** Room → slots already taken [date, from, to]. */
const BUSY = {
  alveole: [['2026-12-22', '14:00', '15:00']],
  essaim: [
    ['2026-12-15', '10:00', '12:00'],
    ['2026-12-18', '14:00', '17:00'],
  ],
  rucher: [['2026-12-17', '09:00', '13:00']],
};
const PLANS = [
  {
    id: 'flex',
    name: ['Flex', 'Flex'],
    month: 190,
    year: 1900,
    seat: false,
    text: [
      '10 days a month at a hot desk, 2 hours of meeting rooms, coffee included.',
      '10 jours par mois en poste nomade, 2 heures de salle de réunion, café compris.',
    ],
  },
  {
    id: 'resident',
    name: ['Resident', 'Résident'],
    month: 340,
    year: 3400,
    seat: false,
    text: [
      'Your own fixed desk, access 24/7, a locker and 5 hours of meeting rooms a month.',
      'Votre poste fixe, un accès 24 h/24 et 7 j/7, un casier et 5 heures de salle par mois.',
    ],
  },
  {
    id: 'team',
    name: ['Team', 'Team'],
    month: 290,
    year: 2900,
    seat: true,
    text: [
      'A private office for 3 to 10 people, priced per seat, with meeting-room credits for the whole team.',
      'Un bureau privatif de 3 à 10 personnes, au poste, avec des crédits de salle pour toute l’équipe.',
    ],
  },
];
const START_MONTHS = ['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06'];
const HEARD = [
  ['search', 'A search engine (Google…)', 'Un moteur de recherche (Google…)'],
  ['social', 'Instagram / LinkedIn', 'Instagram / LinkedIn'],
  ['member', 'A member told me about it', 'Un membre m’en a parlé'],
  ['event', 'At one of your events', 'Lors d’un de vos événements'],
  ['passing', 'Walking past', 'En passant devant'],
  ['press', 'Press or blog', 'Presse ou blog'],
  ['other', 'Other', 'Autre'],
];
const PAYMENT = [
  [
    'sepa',
    'SEPA direct debit (a mandate to sign online is sent by email)',
    'Prélèvement SEPA (un mandat à signer en ligne vous est envoyé par e-mail)',
  ],
  [
    'card',
    'Bank card (a secure payment link is sent by email)',
    'Carte bancaire (un lien de paiement sécurisé vous est envoyé par e-mail)',
  ],
];
const EVENTS = [
  {
    id: 'founders-breakfast',
    kind: 'workshop',
    date: '2026-12-10',
    time: '08:30',
    name: ['Founders’ breakfast: pitch your project', 'Petit-déjeuner des fondateurs : pitchez votre projet'],
    text: [
      'Three minutes each to pitch your project to the other members, over croissants.',
      'Trois minutes chacun pour présenter votre projet aux autres membres, autour de croissants.',
    ],
  },
  {
    id: 'vat-workshop',
    kind: 'workshop',
    date: '2026-12-15',
    time: '12:30',
    name: ['Invoicing and VAT for freelancers', 'Facturation et TVA pour les indépendants'],
    text: [
      'A lunchtime workshop with Maître Capdevielle, chartered accountant: thresholds, mentions, e-invoicing in 2027.',
      'Un atelier du midi avec Maître Capdevielle, expert-comptable : seuils, mentions, facture électronique en 2027.',
    ],
  },
  {
    id: 'christmas-afterwork',
    kind: 'afterwork',
    date: '2026-12-17',
    time: '18:30',
    name: ['Christmas afterwork', 'Afterwork de Noël'],
    text: [
      'Mulled wine, canelés and a DJ on the terrace of the Rucher. Members and their guests.',
      'Vin chaud, canelés et un DJ sur la terrasse du Rucher. Membres et invités.',
    ],
  },
  {
    id: 'galette',
    kind: 'afterwork',
    date: '2027-01-08',
    time: '18:00',
    name: ['Twelfth Night afterwork (galette des rois)', 'Afterwork galette des rois'],
    text: [
      'We share the galettes and crown the king or queen of the hive.',
      'On partage les galettes et on couronne le roi ou la reine de la ruche.',
    ],
  },
  {
    id: 'linkedin',
    kind: 'workshop',
    date: '2027-01-12',
    time: '12:30',
    name: ['LinkedIn for freelancers', 'LinkedIn pour les freelances'],
    text: [
      'Your profile, your posts, your network: one hour of practical tips.',
      'Votre profil, vos publications, votre réseau : une heure de conseils pratiques.',
    ],
  },
  {
    id: 'pricing-masterclass',
    kind: 'workshop',
    date: '2027-01-21',
    time: '18:00',
    full: true,
    name: ['Masterclass: pricing your services', 'Masterclass : bien fixer ses tarifs'],
    text: [
      'Day rates, packages and how to raise your prices, with Nadia Ferreira.',
      'TJM, forfaits et comment augmenter ses prix, avec Nadia Ferreira.',
    ],
  },
];
const GUESTS = [
  ['0', 'Just me', 'Juste moi'],
  ['1', 'Me + 1 guest', 'Moi + 1 invité'],
  ['2', 'Me + 2 guests', 'Moi + 2 invités'],
];
const SUBJECTS = [
  ['general', 'General question', 'Question générale'],
  ['visit', 'Visiting the space', 'Visiter l’espace'],
  ['membership', 'Membership and pricing', 'Abonnements et tarifs'],
  ['rooms', 'Meeting rooms and private events', 'Salles de réunion et événements privés'],
  ['billing', 'Billing and invoices', 'Facturation'],
  ['partnership', 'Press and partnerships', 'Presse et partenariats'],
  ['other', 'Something else', 'Autre chose'],
];
const CANCEL_REASONS = [
  ['plans', 'My plans changed', 'Changement de programme'],
  ['ill', 'Illness', 'Maladie'],
  ['meeting', 'Meeting cancelled', 'Réunion annulée'],
  ['remote', 'Working from somewhere else', 'Je travaille ailleurs ce jour-là'],
  ['mistake', 'Booked by mistake', 'Réservation faite par erreur'],
  ['other', 'Other reason', 'Autre raison'],
];
const NEWSLETTERS = [
  ['nl_community', 'community', 'The monthly Ruche newsletter', 'La lettre mensuelle de La Ruche'],
  [
    'nl_events',
    'events',
    'Invitations to events and workshops',
    'Les invitations aux événements et ateliers',
  ],
  ['nl_offers', 'offers', 'Offers from our partners', 'Les offres de nos partenaires'],
];

function coworkAccounts() {
  return {
    'claire.dubreuil@mail.test': {
      password: 'Ruche-2026!',
      first: 'Claire',
      last: 'Dubreuil',
      company: 'Studio Dubreuil',
      plan: 'resident',
      phone: '06 21 43 65 87',
      news: { community: true, events: true, offers: false },
      emailsIn: 'fr',
      bookings: [
        {
          ref: 'ROOM-3188',
          kind: 'room',
          room: 'essaim',
          date: '2026-12-15',
          start: '10:00',
          duration: '2h',
          status: 'ok',
        },
        { ref: 'DSK-20419', kind: 'desk', desk: 'hot', date: '2026-12-18', status: 'ok' },
        {
          ref: 'ROOM-3175',
          kind: 'room',
          room: 'alveole',
          date: '2026-11-24',
          start: '09:00',
          duration: '1h',
          status: 'done',
        },
      ],
      invoices: [
        {
          no: 'INV-2026-1121',
          date: '2026-12-03',
          what: ['Meeting room Essaim, 15/12/2026 (2 hours)', 'Salle Essaim, 15/12/2026 (2 heures)'],
          amount: 108,
          paid: false,
        },
        {
          no: 'INV-2026-1107',
          date: '2026-12-01',
          what: ['Resident membership, December 2026', 'Abonnement Résident, décembre 2026'],
          amount: 408,
          paid: true,
        },
        {
          no: 'INV-2026-1062',
          date: '2026-11-02',
          what: ['Resident membership, November 2026', 'Abonnement Résident, novembre 2026'],
          amount: 408,
          paid: true,
        },
      ],
    },
    'tom.hartley@mail.test': {
      password: 'Hive*Desk7',
      first: 'Tom',
      last: 'Hartley',
      company: '',
      plan: 'flex',
      phone: '+33 7 81 22 90 14',
      news: { community: true, events: false, offers: false },
      emailsIn: 'en',
      bookings: [
        { ref: 'DSK-20433', kind: 'desk', desk: 'quiet', date: '2026-12-14', status: 'ok' },
        {
          ref: 'ROOM-3201',
          kind: 'room',
          room: 'alveole',
          date: '2026-12-22',
          start: '14:00',
          duration: '1h',
          status: 'ok',
        },
        { ref: 'DSK-20377', kind: 'desk', desk: 'quiet', date: '2026-11-30', status: 'done' },
      ],
      invoices: [
        {
          no: 'INV-2026-1115',
          date: '2026-12-01',
          what: ['Flex membership, December 2026', 'Abonnement Flex, décembre 2026'],
          amount: 228,
          paid: true,
        },
        {
          no: 'INV-2026-1070',
          date: '2026-11-30',
          what: ['Day pass, quiet zone, 30/11/2026', 'Pass journée, zone silencieuse, 30/11/2026'],
          amount: 36,
          paid: true,
        },
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.cowork). */
export function coworkState() {
  return {
    sessions: new Map(),
    accounts: coworkAccounts(),
    nextDesk: 20481,
    nextRoom: 3301,
    nextMember: 5120,
    nextEvent: 7040,
    nextMessage: 912,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function coworkGetForms() {
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
  return ![0, 6].includes(dayOf(iso)) && !HOLIDAYS.includes(iso);
}
/** The open days from a to b (both included). */
function openDaysBetween(a, b) {
  const out = [];
  for (let d = a; d <= b; d = addDays(d, 1)) if (openDay(d)) out.push(d);
  return out;
}
function minutes(hm) {
  const [x, y] = hm.split(':').map(Number);
  return x * 60 + y;
}
function hhmm(n) {
  return `${String(Math.floor(n / 60)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}`;
}
function tools(lang) {
  const en = lang !== 'fr';
  const t = (eng, fr) => (en ? eng : fr);
  const pick = (row) => (en ? row[1] : row[2]);
  const money = (n) => {
    const [i, d] = Number(n).toFixed(2).split('.');
    const int = i.replace(/\B(?=(\d{3})+(?!\d))/g, en ? ',' : ' ');
    return en ? `€${int}.${d}` : `${int},${d} €`;
  };
  const longDate = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    const i = en ? 1 : 0;
    return `${DAYS[i][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[i][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
  };
  const shortDate = (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  const monthName = (ym) => `${MONTHS[en ? 1 : 0][Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
  const url = (key, query = '') => `${SLUGS[key][en ? 0 : 1]}${query}`;
  const roomUrl = (id) => `${ROOM_BASE[en ? 0 : 1]}${id}`;
  return { en, t, pick, money, longDate, shortDate, monthName, url, roomUrl };
}
function errorBox(lang, missing, other = '') {
  const { t } = tools(lang);
  if (!missing?.length && !other) return '';
  return `<div class="error" role="alert">${other ? `<p>${h(other)}</p>` : ''}${missing?.length ? `<p>${t('Please check the following:', 'Merci de vérifier les points suivants :')}</p><ul>${missing.map((m) => `<li>${h(m)}</li>`).join('')}</ul>` : ''}</div>`;
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
  return `<input type="hidden" name="lang" value="${lang === 'fr' ? 'fr' : 'en'}">`;
}
function deskName(lang, id) {
  return tools(lang).pick(DESKS.find((d) => d[0] === id));
}
function roomOf(id) {
  return ROOMS.find((r) => r.id === id);
}

/**
 * The page shell. `alt` is [English href, French href] of this page, for the language links.
 */
function coworkPage(lang, s, alt, title, body) {
  const { t, url } = tools(lang);
  const acct = s.user;
  return page({
    lang,
    title: `${title} · La Ruche Coworking Bordeaux`,
    brand: '#b7791f',
    css: `.langs{margin-left:auto;font-size:.9rem}.hint{color:#666;font-size:.88rem;font-weight:400}
.tabs{display:flex;gap:4px;border-bottom:2px solid #b7791f;margin:16px 0}.tabs a{padding:8px 14px;text-decoration:none;color:#7a4f12;border-radius:6px 6px 0 0}
.tabs a[aria-current]{background:#b7791f;color:#fff}.price{font-weight:700}.muted{color:#888}.full{color:#9b2c2c;font-weight:600}
label.wrap{display:flex;flex-direction:column;gap:4px}dl.sum{display:grid;grid-template-columns:200px 1fr;gap:6px 16px}dl.sum dt{font-weight:600}dl.sum dd{margin:0}
input[type=number]{min-width:80px!important;width:80px}`,
    header: `<a class="logo" href="${url('home')}">🐝 La Ruche Coworking</a>
<nav aria-label="${t('Main menu', 'Menu principal')}"><a href="${url('desks')}">${t('Desks & day passes', 'Postes & pass journée')}</a> · <a href="${url('rooms')}">${t('Meeting rooms', 'Salles de réunion')}</a> · <a href="${url('pricing')}">${t('Membership & pricing', 'Abonnements & tarifs')}</a> · <a href="${url('events')}">${t('Events', 'Événements')}</a> · <a href="${url('contact')}">Contact</a> · <a href="${url('account')}">${acct ? t('My account', 'Mon compte') : t('Member area', 'Espace membre')}</a></nav>
<span class="langs"><a href="${h(alt[0])}" hreflang="en" lang="en">English</a> | <a href="${h(alt[1])}" hreflang="fr" lang="fr">Français</a></span>`,
    body,
    footer: `<p>${t(
      'La Ruche Coworking · 14 quai Armand Lalande, 33300 Bordeaux, France · +33 5 56 12 48 90 · hello@laruche-coworking.test · open Monday to Friday, 8 am – 8 pm (members 24/7) · closed on 25 December and 1 January',
      'La Ruche Coworking · 14 quai Armand Lalande, 33300 Bordeaux · 05 56 12 48 90 · hello@laruche-coworking.test · ouvert du lundi au vendredi, 8 h – 20 h (membres 24 h/24) · fermé le 25 décembre et le 1er janvier',
    )}</p>`,
  });
}

/* ---------------------------------------------------------------- desks */

function deskTotal(lang, d) {
  const desk = DESKS.find((x) => x[0] === d.desk_type);
  const days = d.days.length;
  let perDay = desk[3] * d.desks;
  for (const a of ADDONS) perDay += a[3] * (d.addons?.[a[0]] ?? 0);
  const net = perDay * days;
  return { days, net, vat: net * 0.2, total: net * 1.2, lang };
}
function bookForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, money } = tools(lang);
  return coworkPage(
    lang,
    s,
    alt,
    t('Book a desk', 'Réserver un poste'),
    `<h1>${t('Book a desk', 'Réserver un poste')}</h1>
<p>${t('Choose your day (or several days in a row) and the kind of desk. Open Monday to Friday, 8 am – 8 pm; closed at weekends, on 25 December and on 1 January.', 'Choisissez votre jour (ou plusieurs jours d’affilée) et le type de poste. Ouvert du lundi au vendredi, 8 h – 20 h ; fermé le week-end, le 25 décembre et le 1er janvier.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/desks/book">${langField(lang)}
  <label for="date_from">${t('First day', 'Premier jour')}</label>
  <input type="date" id="date_from" name="date_from" min="${TODAY}" max="${LAST_DAY}" value="${h(v.date_from ?? '')}">
  <label for="date_to">${t('Last day', 'Dernier jour')} <span class="hint">${t('(leave empty for a single day)', '(laisser vide pour une seule journée)')}</span></label>
  <input type="date" id="date_to" name="date_to" min="${TODAY}" max="${LAST_DAY}" value="${h(v.date_to ?? '')}">
  <fieldset><legend>${t('Desk type', 'Type de poste')}</legend>
  ${DESKS.map((d) => radio('desk_type', d[0], `${tools(lang).pick(d)} — ${t(`${money(d[3])} a day`, `${money(d[3])} par jour`)}`, v.desk_type)).join('\n  ')}
  </fieldset>
  <label for="desks">${t('Number of desks', 'Nombre de postes')}</label>
  <select id="desks" name="desks">${['1', '2', '3', '4', '5', '6'].map((n) => option(n, n, v.desks ?? '1')).join('')}</select>
  <p><button type="submit">${t('Continue', 'Continuer')}</button></p>
</form>`,
  );
}
function addonsForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick, money, longDate, url } = tools(lang);
  const d = s.desk;
  const when =
    d.days.length === 1
      ? longDate(d.days[0])
      : `${t('from', 'du')} ${longDate(d.days[0])} ${t('to', 'au')} ${longDate(d.days.at(-1))}`;
  return coworkPage(
    lang,
    s,
    alt,
    t('Book a desk', 'Réserver un poste'),
    `<h1>${t('Add-ons', 'Options')}</h1>
<p>${h(deskName(lang, d.desk_type))} × ${d.desks} · ${when} (${d.days.length} ${t(d.days.length > 1 ? 'days' : 'day', d.days.length > 1 ? 'jours' : 'jour')}) · <a href="${url('book')}">${t('Change', 'Modifier')}</a></p>
${errorBox(lang, missing)}
<form method="post" action="/desks/book/add-ons">${langField(lang)}
<table><thead><tr><th>${t('Add-on', 'Option')}</th><th>${t('Price', 'Prix')}</th><th>${t('Quantity', 'Quantité')}</th></tr></thead><tbody>
${ADDONS.map((a) => `<tr><td>${h(pick(a))}</td><td>${t(`${money(a[3])} per day`, `${money(a[3])} par jour`)}</td><td><input type="number" name="${a[0]}" min="0" max="6" value="${h(v[a[0]] ?? '0')}" aria-label="${h(t(a[4], a[5]))}"></td></tr>`).join('\n')}
</tbody></table>
  <label for="notes">${t('Anything our hosts should know? (optional)', 'Quelque chose à signaler à l’accueil ? (facultatif)')}</label>
  <textarea id="notes" name="notes" rows="3">${h(v.notes ?? '')}</textarea>
  <p><button type="submit">${t('Continue', 'Continuer')}</button></p>
</form>`,
  );
}
function detailsForm(lang, s, alt, v = {}, missing = []) {
  const { t } = tools(lang);
  const field = (name, label, type = 'text', extra = '') =>
    `<label class="wrap">${label}<input type="${type}" name="${name}" value="${h(v[name] ?? '')}"${extra}></label>`;
  return coworkPage(
    lang,
    s,
    alt,
    t('Book a desk', 'Réserver un poste'),
    `<h1>${t('Your details', 'Vos coordonnées')}</h1>
${errorBox(lang, missing)}
<form method="post" action="/desks/book/details">${langField(lang)}
  ${field('name', t('Full name', 'Nom et prénom'), 'text', ' autocomplete="name"')}
  ${field('company', `${t('Company', 'Société')} <span class="hint">${t('(optional)', '(facultatif)')}</span>`)}
  ${field('email', t('Email', 'E-mail'), 'email')}
  ${field('phone', t('Phone', 'Téléphone'), 'tel')}
  ${field('vat', `${t('VAT number', 'N° de TVA intracommunautaire')} <span class="hint">${t('(optional, for a business invoice)', '(facultatif, pour une facture d’entreprise)')}</span>`, 'text', ' placeholder="FR 12 345678901"')}
  <p>${checkbox('terms', t('I accept the house rules and the booking terms', 'J’accepte le règlement intérieur et les conditions de réservation'), v.terms === 'accepted', 'accepted')}</p>
  <p><button type="submit">${t('Continue', 'Continuer')}</button></p>
</form>`,
  );
}
function summaryPage(lang, s, alt) {
  const { t, pick, money, longDate, url } = tools(lang);
  const d = s.desk;
  const tot = deskTotal(lang, d);
  const addons = ADDONS.filter((a) => d.addons[a[0]] > 0)
    .map((a) => `${h(pick(a))} × ${d.addons[a[0]]}`)
    .join('<br>');
  return coworkPage(
    lang,
    s,
    alt,
    t('Summary', 'Récapitulatif'),
    `<h1>${t('Check your booking', 'Vérifiez votre réservation')}</h1>
<dl class="sum">
<dt>${t('Desk', 'Poste')}</dt><dd>${h(deskName(lang, d.desk_type))} × ${d.desks} · <a href="${url('book')}">${t('Change', 'Modifier')}</a></dd>
<dt>${t('Days', 'Jours')}</dt><dd>${d.days.map((x) => longDate(x)).join('<br>')}</dd>
<dt>${t('Add-ons', 'Options')}</dt><dd>${addons || t('None', 'Aucune')} · <a href="${url('addons')}">${t('Change', 'Modifier')}</a></dd>
<dt>${t('Your details', 'Vos coordonnées')}</dt><dd>${h(d.details.name)}${d.details.company ? `, ${h(d.details.company)}` : ''} · ${h(d.details.email)} · ${h(d.details.phone)}${d.details.vat ? ` · ${t('VAT', 'TVA')} ${h(d.details.vat)}` : ''} · <a href="${url('details')}">${t('Change', 'Modifier')}</a></dd>
<dt>${t('Total excl. VAT', 'Total HT')}</dt><dd>${money(tot.net)}</dd>
<dt>${t('Total incl. VAT', 'Total TTC')}</dt><dd class="price">${money(tot.total)}</dd>
</dl>
<p class="hint">${t('Paid at the front desk on your first day (card or contactless).', 'Réglé à l’accueil le premier jour (carte ou sans contact).')}</p>
<form method="post" action="/desks/book/confirm">${langField(lang)}<p><button type="submit">${t('Confirm booking', 'Confirmer la réservation')}</button></p></form>`,
  );
}

/* ---------------------------------------------------------------- rooms */

function roomPage(lang, s, alt, room, v = {}, missing = [], other = '') {
  const { t, pick, money, longDate } = tools(lang);
  const busy = BUSY[room.id] ?? [];
  const eqp = (e) => {
    const offered = room.equipment.includes(e[0]);
    const label = `${pick(e)}${e[3] ? ` (+${money(e[3])})` : ` (${t('free', 'gratuit')})`}${offered ? '' : ` — ${t('not available in this room', 'non disponible dans cette salle')}`}`;
    const on = (v.equipment ?? '').split(',').includes(e[0]);
    return checkbox('equipment', label, on && offered, e[0], offered ? '' : ' disabled');
  };
  return coworkPage(
    lang,
    s,
    alt,
    room.name,
    `<h1>${h(room.name)}</h1>
<p>${h(t(room.text[0], room.text[1]))}</p>
<p>${t(`Up to ${room.cap} people`, `Jusqu’à ${room.cap} personnes`)} · <span class="price">${t(`${money(room.rate)} an hour excl. VAT`, `${money(room.rate)} HT de l’heure`)}</span> · ${t('half day −10 %, full day −20 %', 'demi-journée −10 %, journée −20 %')}</p>
<h2>${t('Already booked', 'Déjà réservé')}</h2>
<ul>${busy.map((b) => `<li>${longDate(b[0])}, ${b[1]} – ${b[2]}</li>`).join('')}</ul>
<h2 id="book">${t('Book this room', 'Réserver cette salle')}</h2>
<p class="hint">${t('Monday to Friday, between 8 am and 8 pm.', 'Du lundi au vendredi, entre 8 h et 20 h.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/meeting-rooms/book">${langField(lang)}<input type="hidden" name="room" value="${room.id}">
  <label for="r-date">${t('Date', 'Date')}</label>
  <input type="date" id="r-date" name="date" min="${TODAY}" max="${LAST_DAY}" value="${h(v.date ?? '')}">
  <label for="r-start">${t('Start time', 'Heure de début')}</label>
  <input type="time" id="r-start" name="start" min="08:00" max="19:00" step="900" value="${h(v.start ?? '')}">
  <label for="r-duration">${t('Duration', 'Durée')}</label>
  <select id="r-duration" name="duration">${option('', t('Choose…', 'Choisir…'), v.duration ?? '')}${DURATIONS.map((d) => option(d[0], pick(d), v.duration)).join('')}</select>
  <label for="r-people">${t('Number of attendees', 'Nombre de participants')}</label>
  <input type="number" id="r-people" name="attendees" min="1" max="${room.cap}" value="${h(v.attendees ?? '')}">
  <fieldset><legend>${t('Catering', 'Restauration')}</legend>
  ${CATERING.map((c) => radio('catering', c[0], pick(c), v.catering ?? 'none')).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Equipment', 'Équipement')}</legend>
  ${EQUIPMENT.map(eqp).join('\n  ')}
  </fieldset>
  <label for="r-name">${t('Your name', 'Votre nom')}</label>
  <input id="r-name" name="name" autocomplete="name" value="${h(v.name ?? '')}">
  <label for="r-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="r-email" name="email" value="${h(v.email ?? '')}">
  <p><button type="submit">${t('Book the room', 'Réserver la salle')}</button></p>
</form>`,
  );
}
function roomPrice(room, duration, attendees, catering, equipment) {
  const d = DURATIONS.find((x) => x[0] === duration);
  const factor = duration === 'full-day' ? 0.8 : duration === 'half-day' ? 0.9 : 1;
  let net = room.rate * d[3] * factor;
  net += CATERING.find((c) => c[0] === catering)[3] * attendees;
  for (const e of equipment) net += EQUIPMENT.find((x) => x[0] === e)[3];
  return net;
}

/* ---------------------------------------------------------------- membership, events, contact */

function joinForm(lang, s, alt, plan, v = {}, missing = []) {
  const { t, money, monthName, url, pick } = tools(lang);
  const name = t(plan.name[0], plan.name[1]);
  const per = plan.seat ? t(' per seat', ' par poste') : '';
  return coworkPage(
    lang,
    s,
    alt,
    t('Membership', 'Adhésion'),
    `<h1>${t(`Join La Ruche — ${name} plan`, `Rejoindre La Ruche — formule ${name}`)}</h1>
<p>${h(t(plan.text[0], plan.text[1]))} <a href="${url('pricing')}">${t('Change plan', 'Changer de formule')}</a></p>
${errorBox(lang, missing)}
<form method="post" action="/membership/join">${langField(lang)}<input type="hidden" name="plan" value="${plan.id}">
  <fieldset><legend>${t('Billing cycle', 'Facturation')}</legend>
  ${radio('billing', 'monthly', t(`Monthly — ${money(plan.month)} a month${per}, excl. VAT`, `Mensuelle — ${money(plan.month)} HT par mois${per}`), v.billing)}
  ${radio('billing', 'yearly', t(`Yearly — ${money(plan.year)} a year${per}, excl. VAT (2 months free)`, `Annuelle — ${money(plan.year)} HT par an${per} (2 mois offerts)`), v.billing)}
  </fieldset>
  ${
    plan.seat
      ? `<label for="m-seats">${t('Number of seats', 'Nombre de postes')}</label>
  <select id="m-seats" name="seats">${['3', '4', '5', '6', '7', '8', '9', '10'].map((n) => option(n, n, v.seats ?? '3')).join('')}</select>`
      : ''
  }
  <label for="m-start">${t('Start month', 'Mois de début')}</label>
  <select id="m-start" name="start_month">${option('', t('Choose…', 'Choisir…'), v.start_month ?? '')}${START_MONTHS.map((m) => option(m, monthName(m), v.start_month)).join('')}</select>
  <fieldset><legend>${t('Your company', 'Votre entreprise')}</legend>
  <label for="m-company">${t('Company name', 'Raison sociale')}</label>
  <input id="m-company" name="company" value="${h(v.company ?? '')}">
  <label for="m-siret">SIRET</label>
  <input id="m-siret" name="siret" inputmode="numeric" placeholder="${t('14 digits', '14 chiffres')}" value="${h(v.siret ?? '')}">
  </fieldset>
  <fieldset><legend>${t('Contact person', 'Personne à contacter')}</legend>
  <label for="m-name">${t('Contact name', 'Nom du contact')}</label>
  <input id="m-name" name="contact_name" value="${h(v.contact_name ?? '')}">
  <label for="m-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="m-email" name="email" value="${h(v.email ?? '')}">
  <label for="m-phone">${t('Phone', 'Téléphone')}</label>
  <input type="tel" id="m-phone" name="phone" value="${h(v.phone ?? '')}">
  </fieldset>
  <label for="m-heard">${t('How did you hear about La Ruche?', 'Comment avez-vous connu La Ruche ?')}</label>
  <select id="m-heard" name="heard">${option('', t('Choose…', 'Choisir…'), v.heard ?? '')}${HEARD.map((x) => option(x[0], pick(x), v.heard)).join('')}</select>
  <fieldset><legend>${t('Payment method', 'Moyen de paiement')}</legend>
  ${PAYMENT.map((p) => radio('payment', p[0], pick(p), v.payment)).join('\n  ')}
  </fieldset>
  <p>${checkbox('terms', t('I accept the membership terms (one month’s notice to leave)', 'J’accepte les conditions d’adhésion (préavis d’un mois pour résilier)'), v.terms === 'yes')}</p>
  <p><button type="submit">${t('Join La Ruche', 'Rejoindre La Ruche')}</button></p>
</form>`,
  );
}
function registerForm(lang, s, alt, ev, v = {}, missing = []) {
  const { t, longDate, pick } = tools(lang);
  return coworkPage(
    lang,
    s,
    alt,
    t('Register', 'Inscription'),
    `<h1>${h(t(ev.name[0], ev.name[1]))}</h1>
<p>${longDate(ev.date)}, ${ev.time} · ${h(t(ev.text[0], ev.text[1]))}</p>
${errorBox(lang, missing)}
<form method="post" action="/events/register">${langField(lang)}<input type="hidden" name="event" value="${ev.id}">
  <label class="wrap">${t('Full name', 'Nom et prénom')}<input name="name" value="${h(v.name ?? '')}"></label>
  <label class="wrap">${t('Email', 'E-mail')}<input type="email" name="email" value="${h(v.email ?? '')}"></label>
  <label class="wrap">${t('Job title', 'Fonction')}<input name="job_title" value="${h(v.job_title ?? '')}"></label>
  <label class="wrap">${t('Dietary requirements (optional)', 'Régime alimentaire (facultatif)')}<input name="dietary" placeholder="${t('e.g. vegetarian, no nuts', 'ex. végétarien, sans fruits à coque')}" value="${h(v.dietary ?? '')}"></label>
  <label class="wrap">${t('Number of guests', 'Nombre d’invités')}<select name="guests">${GUESTS.map((g) => option(g[0], pick(g), v.guests ?? '0')).join('')}</select></label>
  <p><button type="submit">${t('Register', 'Je m’inscris')}</button></p>
</form>`,
  );
}
function contactForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return coworkPage(
    lang,
    s,
    alt,
    'Contact',
    `<h1>${t('Get in touch', 'Nous écrire')}</h1>
<p>${t('Call us on +33 5 56 12 48 90 or write to us here; we answer within one working day.', 'Appelez-nous au 05 56 12 48 90 ou écrivez-nous ici ; nous répondons sous un jour ouvré.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/contact">${langField(lang)}
  <p><select name="subject" aria-label="${t('Subject', 'Objet')}">${option('', t('What is it about?', 'À quel sujet ?'), v.subject ?? '')}${SUBJECTS.map((x) => option(x[0], pick(x), v.subject)).join('')}</select></p>
  <p><textarea name="message" rows="6" placeholder="${t('Your message', 'Votre message')}">${h(v.message ?? '')}</textarea></p>
  <p><input name="name" placeholder="${t('Your name', 'Votre nom')}" value="${h(v.name ?? '')}"></p>
  <p><input type="email" name="email" placeholder="${t('Your email', 'Votre e-mail')}" value="${h(v.email ?? '')}"></p>
  <p>${checkbox('reply_by_phone', t('Reply by phone rather than by email', 'Me répondre par téléphone plutôt que par e-mail'), v.reply_by_phone === 'yes')}</p>
  <p><input type="tel" name="phone" placeholder="${t('Phone number (if you want a call back)', 'Numéro de téléphone (pour être rappelé)')}" value="${h(v.phone ?? '')}"></p>
  <p><button type="submit">${t('Send message', 'Envoyer le message')}</button></p>
</form>`,
  );
}
function loginForm(lang, s, alt, other = '') {
  const { t } = tools(lang);
  return coworkPage(
    lang,
    s,
    alt,
    t('Member area', 'Espace membre'),
    `<h1>${t('Member area', 'Espace membre')}</h1>
${errorBox(lang, [], other)}
<form method="post" action="/account/login">${langField(lang)}
  <label for="l-email">${t('Email', 'E-mail')}</label><input type="email" id="l-email" name="email" autocomplete="username">
  <label for="l-password">${t('Password', 'Mot de passe')}</label><input type="password" id="l-password" name="password" autocomplete="current-password">
  ${checkbox('remember', t('Keep me signed in', 'Rester connecté'), false)}
  <p><button type="submit">${t('Sign in', 'Se connecter')}</button></p>
  <p class="hint">${t('Your access is created when you join La Ruche.', 'Votre accès est créé à votre adhésion.')}</p>
</form>`,
  );
}

/* ---------------------------------------------------------------- member area */

function accountPage(lang, s, alt, acct, tab, body) {
  const { t, url } = tools(lang);
  const tabs = [
    ['bookings', t('Bookings', 'Réservations')],
    ['invoices', t('Invoices', 'Factures')],
    ['profile', t('Profile', 'Profil')],
  ];
  const f = s.flash;
  s.flash = null;
  const flash = f ? `<div class="notice" role="status"><p>${h(t(f[0], f[1]))}</p></div>` : '';
  const plan = PLANS.find((p) => p.id === acct.plan);
  return coworkPage(
    lang,
    s,
    alt,
    t('My account', 'Mon compte'),
    `<h1>${t('Hello', 'Bonjour')} ${h(acct.first)} ${h(acct.last)}</h1>
<p>${t('Plan', 'Formule')} ${h(t(plan.name[0], plan.name[1]))}${acct.company ? ` · ${h(acct.company)}` : ''} · <a href="${url('logout')}">${t('Sign out', 'Se déconnecter')}</a></p>
<nav class="tabs" aria-label="${t('My account', 'Mon compte')}">${tabs.map(([k, l]) => `<a href="${url(k)}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>
${flash}
${body}`,
  );
}
function bookingWhat(lang, b) {
  const { t, pick } = tools(lang);
  if (b.kind === 'desk')
    return `${t('Desk', 'Poste')} : ${deskName(lang, b.desk)}${b.desks > 1 ? ` × ${b.desks}` : ''}`;
  return `${t('Meeting room', 'Salle de réunion')} ${roomOf(b.room).name} (${pick(DURATIONS.find((d) => d[0] === b.duration))})`;
}
function bookingWhen(lang, b) {
  const { shortDate } = tools(lang);
  if (b.kind === 'desk')
    return b.until && b.until !== b.date ? `${shortDate(b.date)} → ${shortDate(b.until)}` : shortDate(b.date);
  return `${shortDate(b.date)}, ${b.start}`;
}
function bookingsTab(lang, acct) {
  const { t, url } = tools(lang);
  const status = (b) =>
    b.status === 'ok'
      ? t('Confirmed', 'Confirmée')
      : b.status === 'cancelled'
        ? t('Cancelled', 'Annulée')
        : t('Past', 'Passée');
  const actions = (b) =>
    b.status !== 'ok'
      ? ''
      : `${b.until && b.until !== b.date ? '' : `<a class="btn secondary" href="${url('move', `?ref=${b.ref}`)}">${t('Move', 'Déplacer')}</a> `}<a class="btn secondary" href="${url('cancel', `?ref=${b.ref}`)}">${t('Cancel', 'Annuler')}</a>`;
  return `<table><thead><tr><th>${t('Reference', 'Référence')}</th><th>${t('Booking', 'Réservation')}</th><th>${t('Date', 'Date')}</th><th>${t('Status', 'Statut')}</th><th></th></tr></thead><tbody>
${acct.bookings.map((b) => `<tr><td>${b.ref}</td><td>${h(bookingWhat(lang, b))}</td><td>${bookingWhen(lang, b)}</td><td>${status(b)}</td><td>${actions(b)}</td></tr>`).join('\n')}
</tbody></table>
<p><a href="${url('book')}">${t('Book a desk', 'Réserver un poste')}</a> · <a href="${url('rooms')}">${t('Book a meeting room', 'Réserver une salle')}</a></p>`;
}
function moveForm(lang, b, v = {}, missing = [], other = '') {
  const { t, url } = tools(lang);
  return `<h2>${t('Move booking', 'Déplacer la réservation')} ${b.ref}</h2>
<p>${h(bookingWhat(lang, b))} · ${t('currently', 'actuellement')} ${bookingWhen(lang, b)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/account/bookings/move">${langField(lang)}<input type="hidden" name="ref" value="${b.ref}">
  <label for="new_date">${t('New date', 'Nouvelle date')}</label>
  <input type="date" id="new_date" name="new_date" min="${TODAY}" max="${LAST_DAY}" value="${h(v.new_date ?? '')}">
  ${b.kind === 'room' ? `<p class="hint">${t(`Same time (${b.start}) and duration.`, `Même heure (${b.start}) et même durée.`)}</p>` : ''}
  <p><button type="submit">${t('Move booking', 'Déplacer la réservation')}</button> <a href="${url('bookings')}">${t('Back', 'Retour')}</a></p>
</form>`;
}
function cancelForm(lang, b, v = {}, missing = []) {
  const { t, pick, url } = tools(lang);
  return `<h2>${t('Cancel booking', 'Annuler la réservation')} ${b.ref}</h2>
<p>${h(bookingWhat(lang, b))} · ${bookingWhen(lang, b)}</p>
${errorBox(lang, missing)}
<form method="post" action="/account/bookings/cancel">${langField(lang)}<input type="hidden" name="ref" value="${b.ref}">
  <label for="reason">${t('Reason', 'Motif')}</label>
  <select id="reason" name="reason">${option('', t('Choose…', 'Choisir…'), v.reason ?? '')}${CANCEL_REASONS.map((x) => option(x[0], pick(x), v.reason)).join('')}</select>
  <p>${checkbox('confirm', t('I confirm I want to cancel (free up to 24 hours before, charged in full after that)', 'Je confirme l’annulation (gratuite jusqu’à 24 heures avant, due en totalité ensuite)'), false)}</p>
  <p><button type="submit">${t('Cancel this booking', 'Annuler cette réservation')}</button> <a href="${url('bookings')}">${t('Back', 'Retour')}</a></p>
</form>`;
}
function invoicesTab(lang, acct) {
  const { t, url, money, shortDate } = tools(lang);
  return `<table><thead><tr><th>${t('Invoice', 'Facture')}</th><th>${t('Date', 'Date')}</th><th>${t('Description', 'Libellé')}</th><th>${t('Amount incl. VAT', 'Montant TTC')}</th><th>${t('Status', 'Statut')}</th><th></th></tr></thead><tbody>
${acct.invoices.map((i) => `<tr><td>${i.no}</td><td>${shortDate(i.date)}</td><td>${h(t(i.what[0], i.what[1]))}</td><td>${money(i.amount)}</td><td>${i.paid ? t('Paid', 'Payée') : t('To pay', 'À régler')}${i.sentTo ? `<br><span class="hint">${t('sent to', 'envoyée à')} ${h(i.sentTo)}</span>` : ''}</td><td><a href="${url('invoice', `?no=${i.no}`)}">${t('Download PDF', 'Télécharger le PDF')}</a> · <a href="${url('send', `?no=${i.no}`)}">${t('Send by email', 'Envoyer par e-mail')}</a></td></tr>`).join('\n')}
</tbody></table>`;
}
function sendForm(lang, inv, v = {}, missing = []) {
  const { t, url, money } = tools(lang);
  return `<h2>${t('Send invoice', 'Envoyer la facture')} ${inv.no}</h2>
<p>${h(t(inv.what[0], inv.what[1]))} · ${money(inv.amount)}</p>
${errorBox(lang, missing)}
<form method="post" action="/account/invoices/send">${langField(lang)}<input type="hidden" name="no" value="${inv.no}">
  <p><input type="email" name="send_to" aria-label="${t('Recipient’s email address', 'Adresse e-mail du destinataire')}" placeholder="${t('name@company.com', 'nom@entreprise.fr')}" value="${h(v.send_to ?? '')}"></p>
  <label for="note">${t('Message (optional)', 'Message (facultatif)')}</label>
  <textarea id="note" name="note" rows="3">${h(v.note ?? '')}</textarea>
  <p>${checkbox('copy_me', t('Send me a copy', 'M’envoyer une copie'), v.copy_me === 'yes')}</p>
  <p><button type="submit">${t('Send invoice', 'Envoyer la facture')}</button> <a href="${url('invoices')}">${t('Back', 'Retour')}</a></p>
</form>`;
}
function profileTab(lang, acct, v = null, missing = []) {
  const { t } = tools(lang);
  const x = v ?? {
    phone: acct.phone,
    nl_community: acct.news.community ? 'yes' : '',
    nl_events: acct.news.events ? 'yes' : '',
    nl_offers: acct.news.offers ? 'yes' : '',
    contact_lang: acct.emailsIn,
  };
  const subscribed = NEWSLETTERS.filter((n) => acct.news[n[1]]).map((n) => t(n[2], n[3]));
  return `<h2>${t('My profile', 'Mon profil')}</h2>
<ul>
<li>${t('Email', 'E-mail')} : ${h(acct.email)}</li>
<li>${t('Phone on file', 'Téléphone enregistré')} : ${h(acct.phone)}</li>
<li>${t('Newsletters', 'Lettres d’information')} : ${h(subscribed.join(', ') || t('none', 'aucune'))}</li>
<li>${t('Emails in', 'E-mails en')} : ${acct.emailsIn === 'fr' ? 'français' : 'English'}</li>
</ul>
${errorBox(lang, missing)}
<form method="post" action="/account/profile">${langField(lang)}
  <label for="p-phone">${t('Mobile phone', 'Téléphone portable')}</label>
  <input type="tel" id="p-phone" name="phone" value="${h(x.phone ?? '')}">
  <fieldset><legend>${t('Newsletters and emails', 'Lettres et e-mails')}</legend>
  ${NEWSLETTERS.map((n) => checkbox(n[0], t(n[2], n[3]), x[n[0]] === 'yes')).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Language of our emails', 'Langue de nos e-mails')}</legend>
  ${radio('contact_lang', 'en', 'English', x.contact_lang)}
  ${radio('contact_lang', 'fr', 'Français', x.contact_lang)}
  </fieldset>
  <p><button type="submit">${t('Save changes', 'Enregistrer')}</button></p>
</form>`;
}

/* ---------------------------------------------------------------- routes */

function resolve(path) {
  if (path === '/fr') return { key: 'home', lang: 'fr' };
  for (const [key, [en, fr]] of Object.entries(SLUGS)) {
    if (path === en || (en !== '/' && path === `${en}/`)) return { key, lang: 'en' };
    if (path === fr || (fr !== '/fr/' && path === `${fr}/`)) return { key, lang: 'fr' };
  }
  for (const [i, base] of ROOM_BASE.entries()) {
    if (path.startsWith(base) && roomOf(path.slice(base.length).replace(/\/$/, '')))
      return { key: 'room', room: path.slice(base.length).replace(/\/$/, ''), lang: i ? 'fr' : 'en' };
  }
  return null;
}
function altOf(where, search = '') {
  if (where.key === 'room') return ROOM_BASE.map((b) => `${b}${where.room}${search}`);
  return SLUGS[where.key].map((p) => `${p}${search}`);
}
function dateProblem(lang, d, what) {
  const { t, longDate } = tools(lang);
  if (!validIsoDate(d)) return t(`${what}: invalid date.`, `${what} : date invalide.`);
  if (d < TODAY || d > LAST_DAY)
    return t(
      'Bookings are taken from today up to 31 March 2027.',
      'Les réservations sont ouvertes d’aujourd’hui au 31 mars 2027.',
    );
  if (!openDay(d))
    return t(
      `La Ruche is closed on ${longDate(d)}: desks and rooms can be booked Monday to Friday only (closed on 25 December and 1 January).`,
      `La Ruche est fermée le ${longDate(d)} : postes et salles se réservent du lundi au vendredi uniquement (fermé le 25 décembre et le 1er janvier).`,
    );
  return '';
}

export async function coworkRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.ruche_sid);
  if (!s) {
    const id = sid();
    s = { user: null, desk: null, flash: null, next: null };
    state.sessions.set(id, s);
    ctx.setCookie('ruche_sid', id);
  }
  const acct = s.user ? { ...state.accounts[s.user], email: s.user } : null;
  const account = s.user ? state.accounts[s.user] : null;
  const where = method === 'GET' ? resolve(path) : null;
  const lang = method === 'POST' ? (fields.lang === 'fr' ? 'fr' : 'en') : (where?.lang ?? 'en');
  const { t, pick, money, longDate, shortDate, monthName, url, roomUrl } = tools(lang);
  const send = (html, status) => ({ status, lang, html });
  const altKey = (key, q = '') => SLUGS[key].map((p) => `${p}${q}`);
  const blank = (k) => !fields[k]?.trim();
  const missingOf = (pairs) => pairs.filter(([k]) => blank(k)).map(([, l]) => l);
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());
  const phoneOk = (x) => (x ?? '').replace(/\D/g, '').length >= 9;
  const done = (key, title, lines) =>
    send(
      coworkPage(
        lang,
        s,
        altKey(key),
        title,
        `<div class="notice" role="status"><h1>${h(title)}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</div><p><a href="${url('home')}">${t('Back to the home page', 'Retour à l’accueil')}</a></p>`,
      ),
    );

  /* ------------------------------------------------------------ GET pages */
  if (method === 'GET') {
    if (!where) return { status: 404, html: null, lang: path.startsWith('/fr') ? 'fr' : 'en' };
    const key = where.key;
    const alt = altOf(where, ctx.url.search);
    const html = (title, body) => send(coworkPage(lang, s, alt, title, body));
    if (key === 'home')
      return html(
        t('Coworking in Bordeaux', 'Coworking à Bordeaux'),
        `<h1>${t('A hive for people who work on their own, together', 'Une ruche pour celles et ceux qui travaillent seuls, ensemble')}</h1>
<p>${t('La Ruche is a 900 m² coworking space in an old warehouse on the Bassins à flot: 80 desks, a silent room, three meeting rooms, a terrace and the best coffee on the docks.', 'La Ruche, ce sont 900 m² de coworking dans un ancien entrepôt des Bassins à flot : 80 postes, une salle silencieuse, trois salles de réunion, une terrasse et le meilleur café des quais.')}</p>
<p class="notice">${t('Today, Tuesday 8 December 2026, we are open from 8 am to 8 pm. Open Monday to Friday; closed at weekends, on 25 December and on 1 January.', 'Aujourd’hui, mardi 8 décembre 2026, nous sommes ouverts de 8 h à 20 h. Ouvert du lundi au vendredi ; fermé le week-end, le 25 décembre et le 1er janvier.')}</p>
<div class="cards">
<article class="card"><h2>${t('Day passes', 'Pass journée')}</h2><p>${t('A desk for a day or a week, from €25 a day.', 'Un poste pour un jour ou une semaine, dès 25 € par jour.')}</p><a class="btn" href="${url('book')}">${t('Book a desk', 'Réserver un poste')}</a></article>
<article class="card"><h2>${t('Meeting rooms', 'Salles de réunion')}</h2><p>${t('From 4 to 20 people, by the hour.', 'De 4 à 20 personnes, à l’heure.')}</p><a class="btn" href="${url('rooms')}">${t('See the rooms', 'Voir les salles')}</a></article>
<article class="card"><h2>${t('Membership', 'Abonnements')}</h2><p>${t('Flex, Resident or Team: monthly plans.', 'Flex, Résident ou Team : des formules au mois.')}</p><a class="btn" href="${url('pricing')}">${t('See pricing', 'Voir les tarifs')}</a></article>
</div>
<p><a href="${url('events')}">${t('Workshops and afterworks this month', 'Les ateliers et afterworks du mois')}</a></p>`,
      );
    if (key === 'desks')
      return html(
        t('Desks & day passes', 'Postes & pass journée'),
        `<h1>${t('Desks and day passes', 'Postes et pass journée')}</h1>
<p>${t('No membership needed: book a desk for one day or several days in a row. Wi-Fi, printing (50 pages) and access to the kitchen are included.', 'Sans abonnement : réservez un poste pour un jour ou plusieurs jours d’affilée. Wi-Fi, impression (50 pages) et accès à la cuisine compris.')}</p>
<table><thead><tr><th>${t('Desk', 'Poste')}</th><th></th><th>${t('Price per day excl. VAT', 'Prix HT par jour')}</th></tr></thead><tbody>
${DESKS.map((d) => `<tr><td>${h(pick(d))}</td><td>${h(t(d[4], d[5]))}</td><td>${money(d[3])}</td></tr>`).join('\n')}
</tbody></table>
<h2>${t('Add-ons', 'Options')}</h2>
<ul>${ADDONS.map((a) => `<li>${h(pick(a))} : ${t(`${money(a[3])} per day`, `${money(a[3])} par jour`)}</li>`).join('')}</ul>
<p><a class="btn" href="${url('book')}">${t('Book a desk', 'Réserver un poste')}</a></p>`,
      );
    if (key === 'book')
      return send(bookForm(lang, s, alt, s.desk ? { ...s.desk, desks: String(s.desk.desks) } : {}));
    if (key === 'addons') {
      if (!s.desk?.days) return { redirect: url('book') };
      return send(addonsForm(lang, s, alt, s.desk.addonFields ?? {}));
    }
    if (key === 'details') {
      if (!s.desk?.addons) return { redirect: url('book') };
      return send(detailsForm(lang, s, alt, s.desk.details ?? {}));
    }
    if (key === 'summary') {
      if (!s.desk?.details) return { redirect: url('book') };
      return send(summaryPage(lang, s, alt));
    }
    if (key === 'rooms')
      return html(
        t('Meeting rooms', 'Salles de réunion'),
        `<h1>${t('Meeting rooms', 'Salles de réunion')}</h1>
<p>${t('Open to everyone, members or not. Booked by the hour, Monday to Friday between 8 am and 8 pm.', 'Ouvertes à tous, membres ou non. À l’heure, du lundi au vendredi entre 8 h et 20 h.')}</p>
<div class="cards">
${ROOMS.map((r) => `<article class="card"><h2><a href="${roomUrl(r.id)}">${h(r.name)}</a></h2><p>${t(`Up to ${r.cap} people`, `Jusqu’à ${r.cap} personnes`)} · ${t(`${money(r.rate)} an hour`, `${money(r.rate)} de l’heure`)}</p><p>${h(t(r.text[0], r.text[1]))}</p><a class="btn" href="${roomUrl(r.id)}#book">${t('Book this room', 'Réserver cette salle')}</a></article>`).join('\n')}
</div>
<p class="hint">${t('Phone booths are free for everyone inside and cannot be booked.', 'Les cabines téléphoniques sont en accès libre et ne se réservent pas.')}</p>`,
      );
    if (key === 'room') return send(roomPage(lang, s, alt, roomOf(where.room)));
    if (key === 'pricing')
      return html(
        t('Membership & pricing', 'Abonnements & tarifs'),
        `<h1>${t('Membership plans', 'Nos formules d’abonnement')}</h1>
<p>${t('Monthly plans, no commitment beyond one month’s notice. Prices excl. VAT. Yearly billing: 2 months free.', 'Formules mensuelles, sans engagement au-delà d’un mois de préavis. Prix HT. Facturation annuelle : 2 mois offerts.')}</p>
<div class="cards">
${PLANS.map((p) => `<article class="card"><h2>${h(t(p.name[0], p.name[1]))}</h2><p class="price">${t(`${money(p.month)} a month${p.seat ? ' per seat' : ''}`, `${money(p.month)} par mois${p.seat ? ' et par poste' : ''}`)}</p><p>${h(t(p.text[0], p.text[1]))}</p><a class="btn" href="${url('join', `?plan=${p.id}`)}">${t(`Choose ${p.name[0]}`, `Choisir ${p.name[1]}`)}</a></article>`).join('\n')}
</div>
<p class="hint">${t('Payment by SEPA direct debit or by bank card only (no cheques, cash or PayPal).', 'Paiement par prélèvement SEPA ou par carte bancaire uniquement (ni chèque, ni espèces, ni PayPal).')}</p>`,
      );
    if (key === 'join') {
      const plan = PLANS.find((p) => p.id === ctx.query.get('plan'));
      if (!plan) return { redirect: url('pricing') };
      return send(joinForm(lang, s, alt, plan));
    }
    if (key === 'events')
      return html(
        t('Events', 'Événements'),
        `<h1>${t('Upcoming events', 'Prochains événements')}</h1>
<p>${t('Free for members and their guests; open to non-members too. Registration required.', 'Gratuits pour les membres et leurs invités ; ouverts aussi aux non-membres. Inscription obligatoire.')}</p>
<div class="cards">
${EVENTS.map(
  (e) =>
    `<article class="card"><p class="hint">${e.kind === 'workshop' ? t('Workshop', 'Atelier') : 'Afterwork'}</p><h2>${h(t(e.name[0], e.name[1]))}</h2><p>${longDate(e.date)}, ${e.time}</p><p>${h(t(e.text[0], e.text[1]))}</p>${
      e.full
        ? `<p class="full">${t('Full — waiting list by email at events@laruche-coworking.test', 'Complet — liste d’attente par e-mail à events@laruche-coworking.test')}</p><button type="button" class="btn" disabled>${t('Register', 'S’inscrire')}</button>`
        : `<a class="btn" href="${url('register', `?event=${e.id}`)}">${t('Register', 'S’inscrire')}</a>`
    }</article>`,
).join('\n')}
</div>`,
      );
    if (key === 'register') {
      const ev = EVENTS.find((e) => e.id === ctx.query.get('event') && !e.full);
      if (!ev) return { redirect: url('events') };
      return send(registerForm(lang, s, alt, ev));
    }
    if (key === 'contact') return send(contactForm(lang, s, alt));
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
    if (key === 'invoices') return send(accountPage(lang, s, alt, acct, 'invoices', invoicesTab(lang, acct)));
    if (key === 'profile') return send(accountPage(lang, s, alt, acct, 'profile', profileTab(lang, acct)));
    const b = acct.bookings.find((x) => x.ref === ctx.query.get('ref') && x.status === 'ok');
    if (key === 'move') {
      if (!b || (b.until && b.until !== b.date)) return { redirect: url('bookings') };
      return send(accountPage(lang, s, alt, acct, 'bookings', moveForm(lang, b)));
    }
    if (key === 'cancel') {
      if (!b) return { redirect: url('bookings') };
      return send(accountPage(lang, s, alt, acct, 'bookings', cancelForm(lang, b)));
    }
    const inv = acct.invoices.find((x) => x.no === ctx.query.get('no'));
    if (key === 'send') {
      if (!inv) return { redirect: url('invoices') };
      return send(accountPage(lang, s, alt, acct, 'invoices', sendForm(lang, inv)));
    }
    if (key === 'invoice') {
      if (!inv) return { redirect: url('invoices') };
      return send(
        accountPage(
          lang,
          s,
          alt,
          acct,
          'invoices',
          `<h2>${t('Invoice', 'Facture')} ${inv.no} (PDF)</h2>
<p>La Ruche Coworking SAS · 14 quai Armand Lalande, 33300 Bordeaux · SIRET 81234567000019 · ${t('VAT', 'TVA')} FR45812345670</p>
<p>${t('Billed to', 'Facturé à')} ${h(acct.first)} ${h(acct.last)}${acct.company ? `, ${h(acct.company)}` : ''} · ${shortDate(inv.date)}</p>
<table><tbody><tr><td>${h(t(inv.what[0], inv.what[1]))}</td><td>${money(inv.amount / 1.2)} ${t('excl. VAT', 'HT')}</td></tr>
<tr><td>${t('VAT 20 %', 'TVA 20 %')}</td><td>${money(inv.amount - inv.amount / 1.2)}</td></tr>
<tr><th>Total</th><th>${money(inv.amount)}</th></tr></tbody></table>
<p><a href="${url('invoices')}">${t('Back to my invoices', 'Retour à mes factures')}</a></p>`,
        ),
      );
    }
    return { status: 404, html: null, lang };
  }

  /* ------------------------------------------------------------ forms */
  if (method !== 'POST') return { status: 405, html: null, lang };

  /* desks */
  if (path === '/desks/book') {
    const alt = altKey('book');
    const missing = missingOf([['date_from', t('First day', 'Premier jour')]]);
    if (!DESKS.some((d) => d[0] === fields.desk_type)) missing.push(t('Desk type', 'Type de poste'));
    const desks = Number(fields.desks ?? '1');
    if (!Number.isInteger(desks) || desks < 1 || desks > 6)
      missing.push(t('Number of desks', 'Nombre de postes'));
    if (missing.length) return send(bookForm(lang, s, alt, fields, missing), 422);
    const a = fields.date_from.trim();
    const b = fields.date_to?.trim() || a;
    const problem =
      dateProblem(lang, a, t('First day', 'Premier jour')) ||
      dateProblem(lang, b, t('Last day', 'Dernier jour'));
    if (problem) return send(bookForm(lang, s, alt, fields, [], problem), 422);
    if (b < a)
      return send(
        bookForm(
          lang,
          s,
          alt,
          fields,
          [],
          t('The last day must come after the first day.', 'Le dernier jour doit suivre le premier.'),
        ),
        422,
      );
    if (Date.parse(b) - Date.parse(a) > 30 * 86400000)
      return send(
        bookForm(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            'Day passes cover 31 days at most; have a look at our memberships.',
            'Un pass couvre au plus 31 jours ; voyez nos abonnements.',
          ),
        ),
        422,
      );
    s.desk = {
      date_from: a,
      date_to: fields.date_to?.trim() ?? '',
      desk_type: fields.desk_type,
      desks,
      days: openDaysBetween(a, b),
    };
    return { redirect: url('addons') };
  }
  if (path === '/desks/book/add-ons') {
    if (!s.desk?.days) return { redirect: url('book') };
    const missing = [];
    const addons = {};
    for (const a of ADDONS) {
      const raw = (fields[a[0]] ?? '').trim();
      const n = raw === '' ? 0 : Number(raw);
      if (!Number.isInteger(n) || n < 0 || n > 6) missing.push(`${t(a[4], a[5])} (0 – 6)`);
      addons[a[0]] = n;
    }
    if (missing.length) return send(addonsForm(lang, s, altKey('addons'), fields, missing), 422);
    s.desk.addons = addons;
    s.desk.notes = fields.notes?.trim() ?? '';
    s.desk.addonFields = { ...fields };
    return { redirect: url('details') };
  }
  if (path === '/desks/book/details') {
    if (!s.desk?.addons) return { redirect: url('book') };
    const missing = missingOf([
      ['name', t('Full name', 'Nom et prénom')],
      ['email', t('Email', 'E-mail')],
      ['phone', t('Phone', 'Téléphone')],
    ]);
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('A valid email', 'Un e-mail valide'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('A valid phone number', 'Un numéro de téléphone valide'));
    const vat = (fields.vat ?? '').replace(/[\s.-]/g, '').toUpperCase();
    if (vat && !/^[A-Z]{2}[0-9A-Z]{8,12}$/.test(vat))
      missing.push(
        t(
          'VAT number (two letters, then 8 to 12 characters)',
          'N° de TVA (deux lettres puis 8 à 12 caractères)',
        ),
      );
    if (fields.terms !== 'accepted')
      missing.push(t('House rules and booking terms', 'Règlement et conditions'));
    if (missing.length) return send(detailsForm(lang, s, altKey('details'), fields, missing), 422);
    s.desk.details = {
      name: fields.name.trim(),
      company: fields.company?.trim() ?? '',
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      vat: fields.vat?.trim() ?? '',
      terms: 'accepted',
    };
    return { redirect: url('summary') };
  }
  if (path === '/desks/book/confirm') {
    const d = s.desk;
    if (!d?.details) return { redirect: url('book') };
    const ref = `DSK-${state.nextDesk++}`;
    const tot = deskTotal(lang, d);
    const owner = state.accounts[d.details.email.toLowerCase()];
    if (owner)
      owner.bookings.push({
        ref,
        kind: 'desk',
        desk: d.desk_type,
        desks: d.desks,
        date: d.days[0],
        until: d.days.at(-1),
        status: 'ok',
      });
    s.desk = null;
    const when =
      tot.days === 1
        ? longDate(d.days[0])
        : `${t('from', 'du')} ${longDate(d.days[0])} ${t('to', 'au')} ${longDate(d.days.at(-1))}`;
    return done('book', t('Booking confirmed', 'Réservation confirmée'), [
      `${t('Your reference', 'Votre référence')} : <strong>${ref}</strong>`,
      `${h(deskName(lang, d.desk_type))} × ${d.desks} · ${when} (${tot.days} ${t(tot.days > 1 ? 'days' : 'day', tot.days > 1 ? 'jours' : 'jour')}) · ${money(tot.total)} ${t('incl. VAT', 'TTC')}`,
      t(
        `A confirmation has been sent to ${h(d.details.email)}. See you at the front desk from 8 am!`,
        `Une confirmation a été envoyée à ${h(d.details.email)}. À bientôt à l’accueil dès 8 h !`,
      ),
    ]);
  }

  /* meeting rooms */
  if (path === '/meeting-rooms/book') {
    const room = roomOf(fields.room);
    if (!room) return { redirect: url('rooms') };
    const alt = ROOM_BASE.map((b) => `${b}${room.id}`);
    const again = (missing, other = '') => send(roomPage(lang, s, alt, room, fields, missing, other), 422);
    const missing = missingOf([
      ['date', t('Date', 'Date')],
      ['start', t('Start time', 'Heure de début')],
      ['duration', t('Duration', 'Durée')],
      ['attendees', t('Number of attendees', 'Nombre de participants')],
      ['name', t('Your name', 'Votre nom')],
      ['email', t('Email', 'E-mail')],
    ]);
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('A valid email', 'Un e-mail valide'));
    if (!blank('duration') && !DURATIONS.some((d) => d[0] === fields.duration))
      missing.push(t('Duration', 'Durée'));
    if (!CATERING.some((c) => c[0] === fields.catering)) missing.push(t('Catering', 'Restauration'));
    if (missing.length) return again(missing);
    const day = fields.date.trim();
    const problem = dateProblem(lang, day, t('Date', 'Date'));
    if (problem) return again([], problem);
    const start = fields.start.trim();
    if (!/^\d{2}:\d{2}$/.test(start) || minutes(start) % 15 !== 0)
      return again(
        [],
        t(
          'Start time: use a quarter of an hour (e.g. 09:15).',
          'Heure de début : un quart d’heure rond (ex. 09:15).',
        ),
      );
    const from = minutes(start);
    const to = from + DURATIONS.find((d) => d[0] === fields.duration)[3] * 60;
    if (from < 8 * 60 || to > 20 * 60)
      return again(
        [],
        t(
          'Rooms can be booked between 8 am and 8 pm only.',
          'Les salles se réservent entre 8 h et 20 h uniquement.',
        ),
      );
    const attendees = Number(fields.attendees);
    if (!Number.isInteger(attendees) || attendees < 1 || attendees > room.cap)
      return again(
        [],
        t(
          `The ${room.name} takes 1 to ${room.cap} people.`,
          `La salle ${room.name} accueille de 1 à ${room.cap} personnes.`,
        ),
      );
    const equipment = (fields.equipment ?? '').split(',').filter(Boolean);
    if (equipment.some((e) => !room.equipment.includes(e)))
      return again(
        [],
        t(
          'This equipment is not available in this room.',
          'Cet équipement n’est pas disponible dans cette salle.',
        ),
      );
    const taken = [
      ...(BUSY[room.id] ?? []),
      ...Object.values(state.accounts).flatMap((a) =>
        a.bookings
          .filter((x) => x.kind === 'room' && x.room === room.id && x.status === 'ok')
          .map((x) => [
            x.date,
            x.start,
            hhmm(minutes(x.start) + DURATIONS.find((d) => d[0] === x.duration)[3] * 60),
          ]),
      ),
      ...(state.roomBookings ?? []).filter((x) => x[3] === room.id),
    ];
    if (taken.some(([d, a, b]) => d === day && from < minutes(b) && minutes(a) < to))
      return again(
        [],
        t(
          `The ${room.name} is already booked at that time on ${longDate(day)}.`,
          `La salle ${room.name} est déjà réservée à cette heure le ${longDate(day)}.`,
        ),
      );
    const ref = `ROOM-${state.nextRoom++}`;
    state.roomBookings = [...(state.roomBookings ?? []), [day, start, hhmm(to), room.id]];
    const owner = state.accounts[fields.email.trim().toLowerCase()];
    if (owner)
      owner.bookings.push({
        ref,
        kind: 'room',
        room: room.id,
        date: day,
        start,
        duration: fields.duration,
        status: 'ok',
      });
    const net = roomPrice(room, fields.duration, attendees, fields.catering, equipment);
    return done('rooms', t('Room booked', 'Salle réservée'), [
      `${t('Reference', 'Référence')} : <strong>${ref}</strong>`,
      `${h(room.name)} · ${longDate(day)} · ${start} – ${hhmm(to)} · ${t(`${attendees} attendees`, `${attendees} participants`)}`,
      `${h(pick(CATERING.find((c) => c[0] === fields.catering)))}${equipment.length ? ` · ${equipment.map((e) => h(pick(EQUIPMENT.find((x) => x[0] === e)))).join(', ')}` : ''}`,
      `${t('Total', 'Total')} : ${money(net * 1.2)} ${t('incl. VAT, invoiced after the meeting', 'TTC, facturé après la réunion')}`,
    ]);
  }

  /* membership */
  if (path === '/membership/join') {
    const plan = PLANS.find((p) => p.id === fields.plan);
    if (!plan) return { redirect: url('pricing') };
    const alt = altKey('join', `?plan=${plan.id}`);
    const missing = missingOf([
      ['start_month', t('Start month', 'Mois de début')],
      ['company', t('Company name', 'Raison sociale')],
      ['siret', 'SIRET'],
      ['contact_name', t('Contact name', 'Nom du contact')],
      ['email', t('Email', 'E-mail')],
      ['phone', t('Phone', 'Téléphone')],
      ['heard', t('How did you hear about La Ruche?', 'Comment avez-vous connu La Ruche ?')],
    ]);
    if (!['monthly', 'yearly'].includes(fields.billing)) missing.push(t('Billing cycle', 'Facturation'));
    if (!blank('siret') && !/^\d{14}$/.test(fields.siret.replace(/\s/g, '')))
      missing.push(t('SIRET: 14 digits', 'SIRET : 14 chiffres'));
    if (!blank('start_month') && !START_MONTHS.includes(fields.start_month))
      missing.push(t('Start month', 'Mois de début'));
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('A valid email', 'Un e-mail valide'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('A valid phone number', 'Un numéro de téléphone valide'));
    if (!PAYMENT.some((p) => p[0] === fields.payment)) missing.push(t('Payment method', 'Moyen de paiement'));
    const seats = plan.seat ? Number(fields.seats) : 1;
    if (plan.seat && !(seats >= 3 && seats <= 10)) missing.push(t('Number of seats', 'Nombre de postes'));
    if (fields.terms !== 'yes') missing.push(t('Membership terms', 'Conditions d’adhésion'));
    if (missing.length) return send(joinForm(lang, s, alt, plan, fields, missing), 422);
    const ref = `MBR-${state.nextMember++}`;
    const price = (fields.billing === 'yearly' ? plan.year : plan.month) * seats;
    return done('pricing', t('Welcome to La Ruche!', 'Bienvenue à La Ruche !'), [
      `${t('Membership number', 'Numéro d’adhésion')} : <strong>${ref}</strong>`,
      `${t('Plan', 'Formule')} ${h(t(plan.name[0], plan.name[1]))}${plan.seat ? ` · ${seats} ${t('seats', 'postes')}` : ''} · ${fields.billing === 'yearly' ? t('yearly', 'annuelle') : t('monthly', 'mensuelle')} · ${money(price)} ${t('excl. VAT', 'HT')} · ${t('from', 'à partir de')} ${monthName(fields.start_month)}`,
      `${h(fields.company.trim())} · SIRET ${h(fields.siret.trim())} · ${h(pick(PAYMENT.find((p) => p[0] === fields.payment)))}`,
      t(
        `Your welcome pack and access badge details are on their way to ${h(fields.email.trim())}.`,
        `Votre livret d’accueil et votre badge d’accès arrivent à ${h(fields.email.trim())}.`,
      ),
    ]);
  }

  /* events */
  if (path === '/events/register') {
    const ev = EVENTS.find((e) => e.id === fields.event && !e.full);
    if (!ev) return { redirect: url('events') };
    const missing = missingOf([
      ['name', t('Full name', 'Nom et prénom')],
      ['email', t('Email', 'E-mail')],
      ['job_title', t('Job title', 'Fonction')],
    ]);
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('A valid email', 'Un e-mail valide'));
    if (!GUESTS.some((g) => g[0] === fields.guests)) missing.push(t('Number of guests', 'Nombre d’invités'));
    if (missing.length)
      return send(registerForm(lang, s, altKey('register', `?event=${ev.id}`), ev, fields, missing), 422);
    const ref = `EVT-${state.nextEvent++}`;
    const people = 1 + Number(fields.guests);
    return done('events', t('You’re registered!', 'Vous êtes inscrit·e !'), [
      `${t('Reference', 'Référence')} : <strong>${ref}</strong>`,
      `${h(t(ev.name[0], ev.name[1]))} · ${longDate(ev.date)}, ${ev.time} · ${t(people > 1 ? `${people} people` : '1 person', people > 1 ? `${people} personnes` : '1 personne')}`,
      t(
        `A reminder will be sent to ${h(fields.email.trim())}.`,
        `Un rappel sera envoyé à ${h(fields.email.trim())}.`,
      ),
    ]);
  }

  /* contact */
  if (path === '/contact') {
    const missing = missingOf([
      ['subject', t('Subject', 'Objet')],
      ['message', t('Your message', 'Votre message')],
      ['name', t('Your name', 'Votre nom')],
      ['email', t('Your email', 'Votre e-mail')],
    ]);
    if (!blank('subject') && !SUBJECTS.some((x) => x[0] === fields.subject))
      missing.push(t('Subject', 'Objet'));
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('A valid email', 'Un e-mail valide'));
    if (fields.reply_by_phone === 'yes' && !phoneOk(fields.phone))
      missing.push(t('Your phone number, to call you back', 'Votre numéro, pour vous rappeler'));
    if (missing.length) return send(contactForm(lang, s, altKey('contact'), fields, missing), 422);
    const ref = `MSG-${state.nextMessage++}`;
    return done('contact', t('Message sent', 'Message envoyé'), [
      t(
        `Thank you ${h(fields.name.trim())}, your message has been sent (ref. ${ref}).`,
        `Merci ${h(fields.name.trim())}, votre message a bien été envoyé (réf. ${ref}).`,
      ),
      fields.reply_by_phone === 'yes'
        ? t(
            `We will call you back on ${h(fields.phone.trim())}.`,
            `Nous vous rappellerons au ${h(fields.phone.trim())}.`,
          )
        : t(
            `We will answer at ${h(fields.email.trim())}.`,
            `Nous vous répondrons à ${h(fields.email.trim())}.`,
          ),
    ]);
  }

  /* member area */
  if (path === '/account/login') {
    const email = (fields.email ?? '').trim().toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.password)
      return send(
        loginForm(
          lang,
          s,
          altKey('login'),
          t('Wrong email or password.', 'E-mail ou mot de passe incorrect.'),
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
  if (path === '/account/bookings/move') {
    const b = own(fields.ref);
    if (!b || (b.until && b.until !== b.date)) return { redirect: url('bookings') };
    const alt = altKey('move', `?ref=${b.ref}`);
    if (blank('new_date'))
      return send(
        accountPage(
          lang,
          s,
          alt,
          acct,
          'bookings',
          moveForm(lang, b, fields, [t('New date', 'Nouvelle date')]),
        ),
        422,
      );
    const d = fields.new_date.trim();
    const problem =
      dateProblem(lang, d, t('New date', 'Nouvelle date')) ||
      (d === b.date ? t('Choose a different date.', 'Choisissez une autre date.') : '');
    if (problem)
      return send(accountPage(lang, s, alt, acct, 'bookings', moveForm(lang, b, fields, [], problem)), 422);
    b.date = d;
    if (b.until) b.until = d;
    s.flash = [
      `Booking ${b.ref} moved to ${shortDate(d)}.`,
      `Réservation ${b.ref} déplacée au ${shortDate(d)}.`,
    ];
    return { redirect: url('bookings') };
  }
  if (path === '/account/bookings/cancel') {
    const b = own(fields.ref);
    if (!b) return { redirect: url('bookings') };
    const missing = [];
    if (!CANCEL_REASONS.some((x) => x[0] === fields.reason)) missing.push(t('Reason', 'Motif'));
    if (fields.confirm !== 'yes') missing.push(t('Confirmation box', 'Case de confirmation'));
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
    s.flash = [`Booking ${b.ref} has been cancelled.`, `La réservation ${b.ref} a été annulée.`];
    return { redirect: url('bookings') };
  }
  if (path === '/account/invoices/send') {
    const inv = account.invoices.find((x) => x.no === fields.no);
    if (!inv) return { redirect: url('invoices') };
    if (!emailOk(fields.send_to))
      return send(
        accountPage(
          lang,
          s,
          altKey('send', `?no=${inv.no}`),
          acct,
          'invoices',
          sendForm(lang, inv, fields, [t('Recipient’s email address', 'Adresse e-mail du destinataire')]),
        ),
        422,
      );
    inv.sentTo = fields.send_to.trim();
    const copy = fields.copy_me === 'yes';
    s.flash = [
      `Invoice ${inv.no} sent to ${inv.sentTo}${copy ? `, with a copy to ${s.user}` : ''}.`,
      `Facture ${inv.no} envoyée à ${inv.sentTo}${copy ? `, avec une copie à ${s.user}` : ''}.`,
    ];
    return { redirect: url('invoices') };
  }
  if (path === '/account/profile') {
    if (!phoneOk(fields.phone))
      return send(
        accountPage(
          lang,
          s,
          altKey('profile'),
          acct,
          'profile',
          profileTab(lang, acct, fields, [t('Mobile phone', 'Téléphone portable')]),
        ),
        422,
      );
    account.phone = fields.phone.trim();
    for (const n of NEWSLETTERS) account.news[n[1]] = fields[n[0]] === 'yes';
    if (['en', 'fr'].includes(fields.contact_lang)) account.emailsIn = fields.contact_lang;
    s.flash = ['Your profile has been updated.', 'Votre profil a été mis à jour.'];
    return { redirect: url('profile') };
  }
  return { status: 404, html: null, lang };
}
