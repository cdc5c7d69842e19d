// campsite: Camping Les Pins Bleus, a 4-star campsite by the lake and the ocean in Biscarrosse (Landes).
// French is the main language, at /; the English version lives under /en/ with translated slugs, and
// the "Français | English" links of the header lead to the same page in the other language. Forms post
// to the same (French) paths from both versions; a hidden "lang" field says which version sent them.
// Prices are in euros.
// Pages: home; the accommodation (cards with their nightly prices and a "Réserver" / "Book" link); a
// booking in five numbered screens ("Étape 1 sur 5" …, a "Continuer" / "Continue" button each): (1) the
// dates of arrival and departure as date pickers and the accommodation as radio cards (pitch for a
// tent, pitch for a caravan or camper van, mobile home with 2 bedrooms, mobile home with 3 bedrooms,
// safari lodge; each with its nightly price in low season and in July–August); (2) the guests: adults
// and children under 13 as number inputs, a pet as radios (none, a dog, a cat; +€4 a night) with a box
// certifying the dog is not a category-1 dog, the vehicle's registration plate (needed for a pitch) and,
// for a pitch only, an electricity box; (3) the extras: bed linen packs (a select 0–6, rentals only), a
// baby kit box (rentals only), late departure, bike hire (a select 0–6 bikes) and cancellation
// insurance; (4) the holder: first name, last name, email, phone, address, postcode, town, country
// select and optional remarks; (5) a summary with "Modifier" / "Change" links, the payment (a 30 %
// deposit or the full amount as radios, card number, MM/YY, CVC, a terms box; cards only) and "Payer et
// confirmer" → RES-; the activities (cards for a surf lesson, the kids' club and a canoe trip, each with
// a date select and a participants count labelled by aria-label and a "Réserver" / "Book" button; then
// a screen for the participant's details, the surf level or the children's names and ages) → ACT-; a
// late-arrival form (booking reference, surname, arrival time select 14:00–23:30, mobile phone); a
// contact form (subject select, message, name, email, optional phone, a "je souhaite être rappelé(e)"
// box that needs a phone) → MSG-; practical information (FAQ); a newsletter form in the footer (email
// and consent box); and the customer area behind a sign-in (/espace-client/connexion) with tabs: Mes
// séjours (a table with "Modifier" (new dates) and "Annuler" (reason select, confirmation box) per
// stay to come), Mes infos (mobile phone, car registration plate, SMS reminders box) and Factures
// (read-only).
// Every form is checked on the server: a missing or wrong field sends the form back with an error box
// (role=alert) listing what to fix. The site is open from 1 April to 30 September 2027 (closed in
// winter); a stay is 2 nights at least, 7 nights at least when it has a night in July or August, and
// rentals (mobile homes, lodges) then run from Saturday to Saturday; 21 nights at most. Capacity: 6
// people on a pitch, 4 in a 2-bedroom mobile home, 6 in a 3-bedroom one, 5 in a lodge. One pet per
// accommodation, never in a lodge; no category-1 dogs. Payment online by card only (holiday vouchers
// and cheques at the reception only).
// Customers: sandrine.lefort@mail.test / Pins-Bleus-33! (RES-48213, a 3-bedroom mobile home from
// Saturday 10 to Saturday 24 July 2027) and james.whitfield@mail.test / Dune&Surf27 (RES-48377, a
// caravan pitch from 14 to 21 May 2027, and RES-48390, a safari lodge from 4 to 11 September 2027).
// Other bookings, for the late-arrival form: RES-48102 (Dupuis), RES-48230 (Vermeulen), RES-48455
// (Brennan).
// The site's "today" is Tuesday 8 December 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-12-08';
const OPEN = '2027-04-01';
const CLOSE = '2027-09-30';
const PHONE = '05 58 09 41 27';

/** Page key → [French path, English path]. */
const SLUGS = {
  home: ['/', '/en/'],
  stays: ['/hebergements', '/en/accommodation'],
  book: ['/reservation', '/en/booking'],
  guests: ['/reservation/voyageurs', '/en/booking/guests'],
  extras: ['/reservation/options', '/en/booking/extras'],
  holder: ['/reservation/coordonnees', '/en/booking/your-details'],
  summary: ['/reservation/recapitulatif', '/en/booking/summary'],
  activities: ['/activites', '/en/activities'],
  activityDetails: ['/activites/participants', '/en/activities/participants'],
  late: ['/arrivee-tardive', '/en/late-arrival'],
  info: ['/infos-pratiques', '/en/practical-information'],
  contact: ['/contact', '/en/contact'],
  signin: ['/espace-client/connexion', '/en/my-account/sign-in'],
  account: ['/espace-client', '/en/my-account'],
  myStays: ['/espace-client/sejours', '/en/my-account/stays'],
  change: ['/espace-client/sejours/modifier', '/en/my-account/stays/change'],
  cancel: ['/espace-client/sejours/annuler', '/en/my-account/stays/cancel'],
  details: ['/espace-client/mes-infos', '/en/my-account/my-details'],
  invoices: ['/espace-client/factures', '/en/my-account/invoices'],
  signout: ['/espace-client/deconnexion', '/en/my-account/sign-out'],
};

/** Accommodation: [value, French, English, € a night low season, € a night July–August, capacity, pitch?, French text, English text]. */
const UNITS = [
  [
    'tente',
    'Emplacement pour tente',
    'Pitch for a tent',
    27,
    44,
    6,
    true,
    'Environ 90 m² à l’ombre des pins, pour une tente et une voiture. Prix pour 2 personnes.',
    'About 90 m² in the shade of the pines, for one tent and one car. Price for 2 people.',
  ],
  [
    'caravane',
    'Emplacement pour caravane ou camping-car',
    'Pitch for a caravan or camper van',
    33,
    52,
    6,
    true,
    'Environ 110 m², accès à la borne de vidange. Prix pour 2 personnes.',
    'About 110 m², with access to the waste disposal point. Price for 2 people.',
  ],
  [
    'mh2',
    'Mobil-home 2 chambres',
    'Mobile home, 2 bedrooms',
    75,
    129,
    4,
    false,
    '4 personnes, 28 m², terrasse couverte, climatisation.',
    '4 people, 28 m², covered deck, air conditioning.',
  ],
  [
    'mh3',
    'Mobil-home 3 chambres',
    'Mobile home, 3 bedrooms',
    95,
    165,
    6,
    false,
    '6 personnes, 35 m², 2 salles d’eau, terrasse couverte, climatisation.',
    '6 people, 35 m², 2 shower rooms, covered deck, air conditioning.',
  ],
  [
    'lodge',
    'Lodge safari',
    'Safari lodge',
    85,
    149,
    5,
    false,
    '5 personnes, toile et bois sur pilotis, sans sanitaires privés, sans animaux.',
    '5 people, canvas and wood on stilts, no private bathroom, no pets.',
  ],
];
const PETS = [
  ['non', 'Pas d’animal', 'No pet'],
  ['chien', 'Un chien (+4 € par nuit)', 'A dog (+€4 a night)'],
  ['chat', 'Un chat (+4 € par nuit)', 'A cat (+€4 a night)'],
];
const EXTRA_ADULT = 8;
const EXTRA_CHILD = 4;
const PET_FEE = 4;
const ELECTRICITY = 5;
const LINEN = 15;
const BABY_KIT = 20;
const LATE_DEPARTURE = 25;
const BIKE = 8;
const INSURANCE_RATE = 0.04;
const COUNTRIES = [
  ['FR', 'France', 'France'],
  ['BE', 'Belgique', 'Belgium'],
  ['CH', 'Suisse', 'Switzerland'],
  ['LU', 'Luxembourg', 'Luxembourg'],
  ['DE', 'Allemagne', 'Germany'],
  ['NL', 'Pays-Bas', 'Netherlands'],
  ['ES', 'Espagne', 'Spain'],
  ['GB', 'Royaume-Uni', 'United Kingdom'],
  ['IE', 'Irlande', 'Ireland'],
  ['XX', 'Autre pays', 'Other country'],
];
const PAYMENTS = [
  [
    'acompte',
    'Un acompte de 30 % aujourd’hui, le solde 30 jours avant l’arrivée',
    'A 30 % deposit today, the rest 30 days before arrival',
  ],
  ['total', 'La totalité du séjour aujourd’hui', 'The full amount today'],
];
const BIKES = ['0', '1', '2', '3', '4', '5', '6'];

/** Dates as offered in an activity's select. */
function datesBetween(from, to, weekdays) {
  const out = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (weekdays.includes(dayOf(d))) out.push(d);
  return out;
}
/** Activities: id, names, time, € a participant, texts, dates, whether children's names are asked, whether a level is asked. */
const ACTIVITIES = [
  {
    id: 'surf',
    name: ['Cours de surf', 'Surf lesson'],
    time: '10:00',
    price: 45,
    text: [
      'Deux heures avec un moniteur diplômé sur la plage centrale de Biscarrosse, planche et combinaison fournies. À partir de 8 ans, savoir nager.',
      'Two hours with a qualified instructor on Biscarrosse’s main beach, board and wetsuit included. From 8 years old, swimmers only.',
    ],
    dates: datesBetween('2027-06-01', '2027-09-14', [2, 4]),
    level: true,
  },
  {
    id: 'club',
    name: ['Club enfants Les P’tits Pins', 'Les P’tits Pins kids’ club'],
    time: '09:30',
    price: 12,
    text: [
      'Une matinée de jeux, de bricolage et de chasse au trésor dans la pinède, de 9 h 30 à 12 h. De 4 à 12 ans.',
      'A morning of games, crafts and a treasure hunt in the pine forest, 9.30 am to noon. Ages 4 to 12.',
    ],
    dates: datesBetween('2027-07-05', '2027-08-27', [1, 3, 5]),
    kids: true,
  },
  {
    id: 'canoe',
    name: ['Balade en canoë', 'Canoe trip'],
    time: '14:00',
    price: 29,
    text: [
      'Trois heures en canoë biplace sur le courant entre les lacs de Cazaux et de Biscarrosse, avec un guide. À partir de 6 ans.',
      'Three hours in two-seater canoes on the stream between the lakes of Cazaux and Biscarrosse, with a guide. From 6 years old.',
    ],
    dates: datesBetween('2027-05-01', '2027-09-25', [3, 6]),
  },
];
const LEVELS = [
  ['debutant', 'Débutant : jamais ou presque jamais surfé', 'Beginner: never or hardly ever surfed'],
  ['initie', 'Initié : je tiens déjà debout sur la planche', 'Improver: I can already stand up on the board'],
];
const ARRIVAL_TIMES = Array.from({ length: 20 }, (_, i) => {
  const m = 14 * 60 + i * 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
});
const SUBJECTS = [
  ['reservation', 'Une nouvelle réservation', 'A new booking'],
  ['sejour', 'Mon séjour réservé', 'My booked stay'],
  ['activites', 'Les activités et animations', 'Activities and entertainment'],
  ['facture', 'Une facture ou un paiement', 'An invoice or a payment'],
  ['accessibilite', 'Accessibilité et besoins particuliers', 'Accessibility and special needs'],
  ['autre', 'Autre question', 'Something else'],
];
const CANCEL_REASONS = [
  ['projet', 'Changement de projet', 'Change of plans'],
  ['sante', 'Maladie ou accident', 'Illness or accident'],
  ['travail', 'Raison professionnelle', 'Work'],
  ['autre', 'Autre raison', 'Another reason'],
];
const STATUS = {
  booked: ['Confirmé', 'Confirmed'],
  done: ['Séjour terminé', 'Stay completed'],
  cancelled: ['Annulé', 'Cancelled'],
};
const FAQ = [
  [
    'Quand le camping est-il ouvert ?',
    'When is the campsite open?',
    'Du 1er avril au 30 septembre 2027. Le camping est fermé en hiver : aucune réservation n’est possible d’octobre à mars.',
    'From 1 April to 30 September 2027. The campsite is closed in winter: no stay can be booked from October to March.',
  ],
  [
    'Quelle est la durée minimale d’un séjour ?',
    'How long must a stay be?',
    'Deux nuits au moins. Dès qu’un séjour comprend une nuit en juillet ou en août : 7 nuits au moins, et du samedi au samedi pour les mobil-homes et les lodges. 21 nuits au plus.',
    'Two nights at least. As soon as a stay has a night in July or August: 7 nights at least, and from Saturday to Saturday for mobile homes and lodges. 21 nights at most.',
  ],
  [
    'Combien de personnes par hébergement ?',
    'How many people per accommodation?',
    '6 personnes au plus sur un emplacement (tente, caravane ou camping-car), 4 dans un mobil-home 2 chambres, 6 dans un mobil-home 3 chambres, 5 dans un lodge safari, bébés compris.',
    'At most 6 people on a pitch (tent, caravan or camper van), 4 in a 2-bedroom mobile home, 6 in a 3-bedroom mobile home, 5 in a safari lodge, babies included.',
  ],
  [
    'Les animaux sont-ils acceptés ?',
    'Are pets allowed?',
    'Un chien ou un chat par hébergement (4 € par nuit), tenu en laisse, vaccins à jour, sur les emplacements et dans les mobil-homes. Pas d’animaux dans les lodges safari. Les chiens de catégorie 1 sont interdits.',
    'One dog or cat per accommodation (€4 a night), on a lead, vaccinations up to date, on pitches and in mobile homes. No pets in the safari lodges. Category-1 dogs are not allowed.',
  ],
  [
    'Arrivées et départs',
    'Arrivals and departures',
    'Arrivée à partir de 14 h sur un emplacement, 16 h en location ; départ avant 12 h (emplacement) ou 10 h (location), 16 h avec l’option départ tardif. Réception ouverte de 9 h à 20 h ; la barrière est fermée de 23 h 30 à 7 h. Après 20 h, signalez votre heure d’arrivée avec le formulaire « Arrivée tardive ».',
    'Arrival from 2 pm on a pitch, 4 pm in a rental; departure before noon (pitch) or 10 am (rental), 4 pm with the late departure option. The reception is open 9 am – 8 pm; the barrier is closed from 11.30 pm to 7 am. After 8 pm, tell us your arrival time with the "Late arrival" form.',
  ],
  [
    'Comment payer ?',
    'How do I pay?',
    'En ligne, par carte bancaire uniquement (Visa, Mastercard, CB) : un acompte de 30 % ou la totalité. Les chèques-vacances ANCV, les chèques et les espèces sont acceptés uniquement à la réception, pour le solde.',
    'Online by bank card only (Visa, Mastercard, CB): a 30 % deposit or the full amount. ANCV holiday vouchers, cheques and cash are taken at the reception only, for the balance.',
  ],
];

function campsiteAccounts() {
  return {
    'sandrine.lefort@mail.test': {
      password: 'Pins-Bleus-33!',
      name: 'Sandrine Lefort',
      phone: '06 14 27 83 50',
      plate: 'FK-318-LM',
      sms: false,
      stays: [
        {
          ref: 'RES-48213',
          unit: 'mh3',
          arrival: '2027-07-10',
          departure: '2027-07-24',
          adults: 2,
          children: 2,
          pet: 'non',
          insurance: false,
          status: 'booked',
          lastName: 'Lefort',
        },
        {
          ref: 'RES-41877',
          unit: 'mh2',
          arrival: '2026-08-08',
          departure: '2026-08-15',
          adults: 2,
          children: 2,
          pet: 'non',
          insurance: false,
          status: 'done',
          lastName: 'Lefort',
        },
      ],
      invoices: [
        ['FAC-2026-0412', 'RES-41877', '2026-08-15', 903, ['Payée', 'Paid']],
        ['FAC-2027-0038', 'RES-48213', '2026-11-02', 693, ['Acompte payé', 'Deposit paid']],
      ],
    },
    'james.whitfield@mail.test': {
      password: 'Dune&Surf27',
      name: 'James Whitfield',
      phone: '+44 7700 900318',
      plate: 'LR19 KTX',
      sms: true,
      stays: [
        {
          ref: 'RES-48377',
          unit: 'caravane',
          arrival: '2027-05-14',
          departure: '2027-05-21',
          adults: 2,
          children: 0,
          pet: 'chien',
          insurance: false,
          status: 'booked',
          lastName: 'Whitfield',
        },
        {
          ref: 'RES-48390',
          unit: 'lodge',
          arrival: '2027-09-04',
          departure: '2027-09-11',
          adults: 4,
          children: 0,
          pet: 'non',
          insurance: true,
          status: 'booked',
          lastName: 'Whitfield',
        },
      ],
      invoices: [
        ['FAC-2027-0051', 'RES-48377', '2026-11-19', 294, ['Payée', 'Paid']],
        ['FAC-2027-0057', 'RES-48390', '2026-11-23', 185.64, ['Acompte payé', 'Deposit paid']],
      ],
    },
  };
}
/** Bookings that are not behind a demo sign-in but can be given an arrival time. */
const OTHER_STAYS = [
  { ref: 'RES-48102', unit: 'tente', arrival: '2027-06-18', departure: '2027-06-25', lastName: 'Dupuis' },
  {
    ref: 'RES-48230',
    unit: 'caravane',
    arrival: '2027-07-03',
    departure: '2027-07-17',
    lastName: 'Vermeulen',
  },
  { ref: 'RES-48455', unit: 'mh2', arrival: '2027-08-07', departure: '2027-08-14', lastName: 'Brennan' },
];

/** The state of a fresh site (sites.js: SITES.campsite). */
export function campsiteState() {
  return {
    sessions: new Map(),
    accounts: campsiteAccounts(),
    others: OTHER_STAYS.map((x) => ({ ...x, status: 'booked' })),
    subscribers: [],
    nextBooking: 48521,
    nextActivity: 3307,
    nextMessage: 1164,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function campsiteGetForms() {
  return [];
}

/* ---------------------------------------------------------------------------------------------- */

function dayOf(iso) {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
function addDays(iso, n) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
}
function validIsoDate(d) {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') &&
    !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
    new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d
  );
}
function nightsOf(arrival, departure) {
  const out = [];
  for (let d = arrival; d < departure; d = addDays(d, 1)) out.push(d);
  return out;
}
const highSeason = (night) => night.slice(5, 7) === '07' || night.slice(5, 7) === '08';
function fold(s) {
  return String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’\s]+/g, ' ')
    .trim();
}
function luhn(digits) {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    let x = Number(c);
    if (i % 2) {
      x *= 2;
      if (x > 9) x -= 9;
    }
    sum += x;
  });
  return sum % 10 === 0;
}
function row(list, v) {
  return list.find((x) => x[0] === v);
}
function activityOf(id) {
  return ACTIVITIES.find((a) => a.id === id);
}
function allStays(state) {
  return [...Object.values(state.accounts).flatMap((a) => a.stays), ...state.others];
}

/** The price of a stay: lines [label pair, amount] and the total. */
function priceOf(b) {
  const unit = row(UNITS, b.unit);
  const nights = nightsOf(b.arrival, b.departure);
  const high = nights.filter(highSeason).length;
  const low = nights.length - high;
  const lines = [];
  lines.push([
    [`${unit[1]} : ${nights.length} nuit(s)`, `${unit[2]}: ${nights.length} night(s)`],
    low * unit[3] + high * unit[4],
  ]);
  if (unit[6]) {
    const extraAdults = Math.max(0, b.adults - 2);
    const extraChildren = Math.max(0, b.children - Math.max(0, 2 - b.adults));
    if (extraAdults)
      lines.push([
        [`${extraAdults} adulte(s) en plus`, `${extraAdults} extra adult(s)`],
        extraAdults * EXTRA_ADULT * nights.length,
      ]);
    if (extraChildren)
      lines.push([
        [`${extraChildren} enfant(s) en plus`, `${extraChildren} extra child(ren)`],
        extraChildren * EXTRA_CHILD * nights.length,
      ]);
    if (b.electricity) lines.push([['Électricité', 'Electricity'], ELECTRICITY * nights.length]);
  }
  if (b.pet && b.pet !== 'non') lines.push([['Animal', 'Pet'], PET_FEE * nights.length]);
  if (b.linen) lines.push([[`${b.linen} kit(s) de linge`, `${b.linen} bed linen pack(s)`], LINEN * b.linen]);
  if (b.babyKit) lines.push([['Kit bébé', 'Baby kit'], BABY_KIT]);
  if (b.lateDeparture) lines.push([['Départ tardif', 'Late departure'], LATE_DEPARTURE]);
  if (b.bikes) lines.push([[`${b.bikes} vélo(s)`, `${b.bikes} bike(s)`], BIKE * b.bikes * nights.length]);
  const sub = lines.reduce((a, l) => a + l[1], 0);
  if (b.insurance)
    lines.push([
      ['Assurance annulation', 'Cancellation insurance'],
      Math.round(sub * INSURANCE_RATE * 100) / 100,
    ]);
  const total = Math.round(lines.reduce((a, l) => a + l[1], 0) * 100) / 100;
  return { lines, total, nights: nights.length };
}

function tools(lang) {
  const en = lang === 'en';
  const t = (fr, eng) => (en ? eng : fr);
  const pick = (r) => (en ? r[2] : r[1]);
  const tr = (pair) => (en ? pair[1] : pair[0]);
  const money = (n) => {
    const [i, d] = Number(n).toFixed(2).split('.');
    const int = i.replace(/\B(?=(\d{3})+(?!\d))/g, en ? ',' : ' ');
    return en ? `€${int}.${d}` : `${int},${d} €`;
  };
  const longDate = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    const i = en ? 1 : 0;
    return `${DAYS[i][x.getUTCDay()]} ${x.getUTCDate()}${!en && x.getUTCDate() === 1 ? 'er' : ''} ${MONTHS[i][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
  };
  const shortDate = (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  const url = (key, query = '') => `${SLUGS[key][en ? 1 : 0]}${query}`;
  return { en, t, pick, tr, money, longDate, shortDate, url };
}
function errorBox(lang, missing, other = '') {
  const { t } = tools(lang);
  if (!missing?.length && !other) return '';
  return `<div class="error" role="alert">${other ? `<p>${h(other)}</p>` : ''}${missing?.length ? `<p>${t('Merci de corriger les points suivants :', 'Please fix the following:')}</p><ul>${missing.map((m) => `<li>${h(m)}</li>`).join('')}</ul>` : ''}</div>`;
}
function option(value, text, current) {
  return `<option value="${h(value)}"${current === value ? ' selected' : ''}>${h(text)}</option>`;
}
function radio(name, value, text, current) {
  return `<label class="choice"><input type="radio" name="${name}" value="${h(value)}"${current === value ? ' checked' : ''}> ${h(text)}</label>`;
}
function checkbox(name, text, checked, value = 'oui') {
  return `<label class="choice"><input type="checkbox" name="${name}" value="${h(value)}"${checked ? ' checked' : ''}> ${h(text)}</label>`;
}
function langField(lang) {
  return `<input type="hidden" name="lang" value="${lang === 'en' ? 'en' : 'fr'}">`;
}

/** The page shell. `alt` is [French href, English href] of this page, for the language links. */
function campsitePage(lang, s, alt, title, body) {
  const { t, url } = tools(lang);
  return page({
    lang,
    title: `${title} · Camping Les Pins Bleus ★★★★ Biscarrosse`,
    brand: '#1f5f8b',
    css: `.langs{margin-left:auto;font-size:.9rem}.hint{color:#666;font-size:.88rem;font-weight:400}.step{color:#1f5f8b;font-weight:700;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}
.tabs{display:flex;gap:4px;border-bottom:2px solid #1f5f8b;margin:16px 0}.tabs a{padding:8px 14px;text-decoration:none;color:#1f5f8b;border-radius:6px 6px 0 0}
.tabs a[aria-current]{background:#1f5f8b;color:#fff}.price{font-weight:700}dl.sum{display:grid;grid-template-columns:220px 1fr;gap:6px 16px}dl.sum dt{font-weight:600}dl.sum dd{margin:0}
.units{display:grid;grid-template-columns:repeat(auto-fill,minmax(250px,1fr));gap:12px}.unit{display:flex;gap:10px;align-items:flex-start;background:#fff;border:2px solid #dde6ee;border-radius:10px;padding:12px;font-weight:400;cursor:pointer}
.unit:has(input:checked){border-color:#1f5f8b;background:#eef5fb}.unit strong{display:block;font-size:1.05rem}.unit span{display:block}
input[type=number]{min-width:80px!important;width:90px}.inline{display:flex;gap:8px;flex-wrap:wrap;align-items:flex-end}.inline label{margin:0}
details{background:#fff;border:1px solid #ddd;border-radius:6px;margin:8px 0;padding:10px 14px}summary{cursor:pointer;font-weight:600}
footer form{display:flex;flex-direction:column;gap:4px;max-width:420px;margin:12px 0}footer label{font-weight:400}`,
    header: `<a class="logo" href="${url('home')}">⛺ Camping Les Pins Bleus ★★★★</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="${url('stays')}">${t('Hébergements', 'Accommodation')}</a> · <a href="${url('book')}">${t('Réserver', 'Book a stay')}</a> · <a href="${url('activities')}">${t('Activités', 'Activities')}</a> · <a href="${url('info')}">${t('Infos pratiques', 'Practical information')}</a> · <a href="${url('late')}">${t('Arrivée tardive', 'Late arrival')}</a> · <a href="${url('contact')}">Contact</a> · <a href="${url('account')}">${s.user ? t('Mon compte', 'My account') : t('Espace client', 'My account')}</a></nav>
<span class="langs"><a href="${h(alt[0])}" hreflang="fr" lang="fr">Français</a> | <a href="${h(alt[1])}" hreflang="en" lang="en">English</a></span>`,
    body,
    footer: `<form method="post" action="/newsletter">${langField(lang)}
  <strong>${t('La lettre des Pins Bleus : offres et nouveautés, 4 fois par an', 'The Pins Bleus newsletter: offers and news, 4 times a year')}</strong>
  <label for="nl-email">${t('Votre e-mail pour la lettre d’information', 'Your email for the newsletter')}</label>
  <input type="email" id="nl-email" name="email">
  ${checkbox('consentement', t('J’accepte de recevoir la lettre d’information du camping (désinscription à tout moment)', 'I agree to receive the campsite’s newsletter (unsubscribe at any time)'), false)}
  <button type="submit">${t('M’inscrire', 'Sign up')}</button>
</form>
<p>${t(
      `Camping Les Pins Bleus ★★★★ · 1240 route des Lacs, 40600 Biscarrosse · ${PHONE} · accueil@pinsbleus.test · ouvert du 1er avril au 30 septembre 2027 · réception de 9 h à 20 h`,
      `Camping Les Pins Bleus ★★★★ · 1240 route des Lacs, 40600 Biscarrosse, France · +33 5 58 09 41 27 · hello@pinsbleus.test · open from 1 April to 30 September 2027 · reception 9 am – 8 pm`,
    )}</p>`,
  });
}

/* ---------------------------------------------------------------- booking */

function stepLine(lang, n, fr, en) {
  const { t } = tools(lang);
  return `<p class="step">${t(`Étape ${n} sur 5 — ${fr}`, `Step ${n} of 5 — ${en}`)}</p>`;
}
function bookHead(lang) {
  const { t } = tools(lang);
  return `<h1>${t('Réserver votre séjour', 'Book your stay')}</h1>`;
}
function unitPrices(lang, u) {
  const { t, money } = tools(lang);
  return t(
    `${money(u[3])} / nuit · ${money(u[4])} / nuit en juillet-août`,
    `${money(u[3])} a night · ${money(u[4])} a night in July–August`,
  );
}
function datesForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick, tr } = tools(lang);
  return campsitePage(
    lang,
    s,
    alt,
    t('Réserver', 'Book a stay'),
    `${bookHead(lang)}
${stepLine(lang, 1, 'Dates et hébergement', 'Dates and accommodation')}
${errorBox(lang, missing, other)}
<form method="post" action="/reservation">${langField(lang)}
  <div class="inline">
  <div><label for="b-arrivee">${t('Date d’arrivée', 'Arrival date')}</label>
  <input type="date" id="b-arrivee" name="arrivee" min="${OPEN}" max="${CLOSE}" value="${h(v.arrivee ?? '')}"></div>
  <div><label for="b-depart">${t('Date de départ', 'Departure date')}</label>
  <input type="date" id="b-depart" name="depart" min="${OPEN}" max="${CLOSE}" value="${h(v.depart ?? '')}"></div>
  </div>
  <p class="hint">${t('Ouvert du 1er avril au 30 septembre 2027. 2 nuits minimum ; en juillet-août, 7 nuits minimum, du samedi au samedi pour les mobil-homes et les lodges.', 'Open from 1 April to 30 September 2027. 2 nights minimum; in July and August, 7 nights minimum, Saturday to Saturday for mobile homes and lodges.')}</p>
  <fieldset><legend>${t('Votre hébergement', 'Your accommodation')}</legend>
  <div class="units">
  ${UNITS.map(
    (u) =>
      `<label class="unit"><input type="radio" name="hebergement" value="${u[0]}"${v.hebergement === u[0] ? ' checked' : ''}><span><strong>${h(pick(u))}</strong><span>${h(tr([u[7], u[8]]))}</span><span class="price">${unitPrices(lang, u)}</span></span></label>`,
  ).join('\n  ')}
  </div>
  </fieldset>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}
function guestsForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick, url } = tools(lang);
  const u = row(UNITS, s.booking.dates.hebergement);
  return campsitePage(
    lang,
    s,
    alt,
    t('Réserver', 'Book a stay'),
    `${bookHead(lang)}
${stepLine(lang, 2, 'Voyageurs', 'Guests')}
<p>${h(pick(u))} · ${t(`jusqu’à ${u[5]} personnes`, `up to ${u[5]} people`)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/reservation/voyageurs">${langField(lang)}
  <label for="g-adultes">${t('Adultes (13 ans et plus)', 'Adults (13 and over)')}</label>
  <input type="number" id="g-adultes" name="adultes" min="1" max="6" value="${h(v.adultes ?? '2')}">
  <label for="g-enfants">${t('Enfants de moins de 13 ans', 'Children under 13')}</label>
  <input type="number" id="g-enfants" name="enfants" min="0" max="5" value="${h(v.enfants ?? '0')}">
  <fieldset><legend>${t('Venez-vous avec un animal ?', 'Are you bringing a pet?')}</legend>
  ${PETS.map((x) => radio('animal', x[0], pick(x), v.animal ?? 'non')).join('\n  ')}
  ${checkbox('animal_ok', t('Je certifie que mon chien n’est pas un chien de catégorie 1 et que ses vaccins sont à jour', 'I certify that my dog is not a category-1 dog and that its vaccinations are up to date'), v.animal_ok === 'oui')}
  <p class="hint">${t('Un animal par hébergement, sur les emplacements et dans les mobil-homes uniquement (pas dans les lodges). Chiens de catégorie 1 interdits.', 'One pet per accommodation, on pitches and in mobile homes only (not in lodges). Category-1 dogs are not allowed.')}</p>
  </fieldset>
  <label for="g-plaque">${t(u[6] ? 'Immatriculation du véhicule' : 'Immatriculation du véhicule (facultatif)', u[6] ? 'Vehicle registration plate' : 'Vehicle registration plate (optional)')}</label>
  <input id="g-plaque" name="immatriculation" placeholder="${t('ex. AB-123-CD', 'e.g. AB-123-CD')}" value="${h(v.immatriculation ?? '')}">
  <p class="hint">${t('Un véhicule par hébergement, garé sur l’emplacement ou près de la location.', 'One vehicle per accommodation, parked on the pitch or next to the rental.')}</p>
  ${u[6] ? `<p>${checkbox('electricite', t(`Branchement électrique 10 A (+${ELECTRICITY} € par nuit)`, `Electric hook-up 10 A (+€${ELECTRICITY} a night)`), v.electricite === 'oui')}</p>` : ''}
  <p><button type="submit">${t('Continuer', 'Continue')}</button> <a href="${url('book')}">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}
function extrasForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick, url } = tools(lang);
  const u = row(UNITS, s.booking.dates.hebergement);
  return campsitePage(
    lang,
    s,
    alt,
    t('Réserver', 'Book a stay'),
    `${bookHead(lang)}
${stepLine(lang, 3, 'Options', 'Extras')}
<p>${h(pick(u))}</p>
${errorBox(lang, missing)}
<form method="post" action="/reservation/options">${langField(lang)}
  ${
    u[6]
      ? ''
      : `<label for="o-draps">${t(`Kits de linge de lit (draps et serviettes pour une personne, ${LINEN} € le kit)`, `Bed linen packs (sheets and towels for one person, €${LINEN} a pack)`)}</label>
  <select id="o-draps" name="draps">${['0', '1', '2', '3', '4', '5', '6'].map((x) => option(x, x, v.draps ?? '0')).join('')}</select>
  <p>${checkbox('kit_bebe', t(`Kit bébé : lit parapluie, chaise haute et baignoire (${BABY_KIT} € le séjour)`, `Baby kit: travel cot, high chair and baby bath (€${BABY_KIT} a stay)`), v.kit_bebe === 'oui')}</p>`
  }
  <p>${checkbox('depart_tardif', t(`Départ tardif, jusqu’à 16 h (${LATE_DEPARTURE} €)`, `Late departure, until 4 pm (€${LATE_DEPARTURE})`), v.depart_tardif === 'oui')}</p>
  <label for="o-velos">${t(`Location de vélos (${BIKE} € par vélo et par nuit)`, `Bike hire (€${BIKE} a bike a night)`)}</label>
  <select id="o-velos" name="velos">${BIKES.map((x) => option(x, x === '0' ? t('Aucun vélo', 'No bikes') : t(`${x} vélo${x === '1' ? '' : 's'}`, `${x} bike${x === '1' ? '' : 's'}`), v.velos ?? '0')).join('')}</select>
  <p>${checkbox('assurance', t('Assurance annulation (4 % du séjour) : remboursement intégral en cas de maladie, d’accident ou de licenciement', 'Cancellation insurance (4 % of the stay): full refund in case of illness, accident or redundancy'), v.assurance === 'oui')}</p>
  <p><button type="submit">${t('Continuer', 'Continue')}</button> <a href="${url('guests')}">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}
function holderForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick, url } = tools(lang);
  const input = (name, label, type = 'text', auto = '') =>
    `<label for="c-${name}">${label}</label><input type="${type}" id="c-${name}" name="${name}"${auto ? ` autocomplete="${auto}"` : ''} value="${h(v[name] ?? '')}">`;
  return campsitePage(
    lang,
    s,
    alt,
    t('Réserver', 'Book a stay'),
    `${bookHead(lang)}
${stepLine(lang, 4, 'Vos coordonnées', 'Your details')}
${errorBox(lang, missing)}
<form method="post" action="/reservation/coordonnees">${langField(lang)}
  ${input('prenom', t('Prénom', 'First name'), 'text', 'given-name')}
  ${input('nom', t('Nom', 'Last name'), 'text', 'family-name')}
  ${input('email', t('E-mail', 'Email'), 'email', 'email')}
  ${input('telephone', t('Téléphone', 'Phone'), 'tel', 'tel')}
  ${input('adresse', t('Adresse', 'Address'), 'text', 'street-address')}
  ${input('code_postal', t('Code postal', 'Postcode'), 'text', 'postal-code')}
  ${input('ville', t('Ville', 'Town or city'), 'text', 'address-level2')}
  <label for="c-pays">${t('Pays', 'Country')}</label>
  <select id="c-pays" name="pays">${option('', t('Choisir…', 'Choose…'), v.pays ?? '')}${COUNTRIES.map((x) => option(x[0], pick(x), v.pays)).join('')}</select>
  <label for="c-remarques">${t('Remarques (facultatif)', 'Remarks (optional)')}</label>
  <textarea id="c-remarques" name="remarques" rows="3">${h(v.remarques ?? '')}</textarea>
  <p><button type="submit">${t('Continuer', 'Continue')}</button> <a href="${url('extras')}">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}
function bookingFacts(lang, b) {
  const { t, pick, longDate } = tools(lang);
  const u = row(UNITS, b.unit);
  const { nights } = priceOf(b);
  return {
    unit: h(pick(u)),
    dates: t(
      `du ${longDate(b.arrival)} au ${longDate(b.departure)} (${nights} nuits)`,
      `from ${longDate(b.arrival)} to ${longDate(b.departure)} (${nights} nights)`,
    ),
    people: t(
      `${b.adults} adulte${b.adults > 1 ? 's' : ''}${b.children ? `, ${b.children} enfant${b.children > 1 ? 's' : ''}` : ''}`,
      `${b.adults} adult${b.adults > 1 ? 's' : ''}${b.children ? `, ${b.children} child${b.children > 1 ? 'ren' : ''}` : ''}`,
    ),
    pet:
      b.pet === 'chien'
        ? t('avec un chien', 'with a dog')
        : b.pet === 'chat'
          ? t('avec un chat', 'with a cat')
          : '',
  };
}
function currentBooking(s) {
  const bk = s.booking;
  return {
    unit: bk.dates.hebergement,
    arrival: bk.dates.arrivee,
    departure: bk.dates.depart,
    adults: Number(bk.guests.adultes),
    children: Number(bk.guests.enfants),
    pet: bk.guests.animal,
    plate: bk.guests.immatriculation,
    electricity: bk.guests.electricite === 'oui',
    linen: Number(bk.extras.draps || 0),
    babyKit: bk.extras.kit_bebe === 'oui',
    lateDeparture: bk.extras.depart_tardif === 'oui',
    bikes: Number(bk.extras.velos || 0),
    insurance: bk.extras.assurance === 'oui',
  };
}
function summaryPage(lang, s, alt, v = {}, missing = []) {
  const { t, pick, tr, money, url } = tools(lang);
  const b = currentBooking(s);
  const f = bookingFacts(lang, b);
  const { lines, total } = priceOf(b);
  const x = s.booking.holder;
  const change = (key) => ` · <a href="${url(key)}">${t('Modifier', 'Change')}</a>`;
  const extras = [
    b.linen ? t(`${b.linen} kit(s) de linge`, `${b.linen} bed linen pack(s)`) : '',
    b.babyKit ? t('kit bébé', 'baby kit') : '',
    b.lateDeparture ? t('départ tardif', 'late departure') : '',
    b.bikes ? t(`${b.bikes} vélo(s)`, `${b.bikes} bike(s)`) : '',
    b.insurance ? t('assurance annulation', 'cancellation insurance') : '',
  ].filter(Boolean);
  return campsitePage(
    lang,
    s,
    alt,
    t('Récapitulatif', 'Summary'),
    `${bookHead(lang)}
${stepLine(lang, 5, 'Récapitulatif et paiement', 'Summary and payment')}
<dl class="sum">
<dt>${t('Séjour', 'Stay')}</dt><dd>${f.unit} · ${f.dates}${change('book')}</dd>
<dt>${t('Voyageurs', 'Guests')}</dt><dd>${f.people}${f.pet ? ` · ${f.pet}` : ''}${b.plate ? ` · ${t('véhicule', 'vehicle')} ${h(b.plate)}` : ''}${b.electricity ? ` · ${t('électricité', 'electricity')}` : ''}${change('guests')}</dd>
<dt>${t('Options', 'Extras')}</dt><dd>${extras.length ? h(extras.join(', ')) : t('aucune', 'none')}${change('extras')}</dd>
<dt>${t('Titulaire', 'Booking holder')}</dt><dd>${h(x.prenom)} ${h(x.nom)} · ${h(x.email)} · ${h(x.telephone)} · ${h(x.adresse)}, ${h(x.code_postal)} ${h(x.ville)}, ${h(pick(row(COUNTRIES, x.pays)))}${change('holder')}</dd>
</dl>
<table><tbody>
${lines.map((l) => `<tr><td>${h(tr(l[0]))}</td><td>${money(l[1])}</td></tr>`).join('\n')}
<tr><th>${t('Total du séjour', 'Total for the stay')}</th><th>${money(total)}</th></tr>
</tbody></table>
${errorBox(lang, missing)}
<form method="post" action="/reservation/paiement">${langField(lang)}
  <fieldset><legend>${t('Que payez-vous aujourd’hui ?', 'What do you pay today?')}</legend>
  ${PAYMENTS.map((p) => radio('paiement', p[0], `${pick(p)} (${money(p[0] === 'acompte' ? Math.round(total * 30) / 100 : total)})`, v.paiement)).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Paiement par carte bancaire', 'Card payment')}</legend>
  <p class="hint">${t('Visa, Mastercard ou CB uniquement. Chèques-vacances ANCV, chèques et espèces : uniquement à la réception, pour le solde.', 'Visa, Mastercard or CB only. ANCV holiday vouchers, cheques and cash: at the reception only, for the balance.')}</p>
  <label for="p-carte">${t('Numéro de carte', 'Card number')}</label>
  <input id="p-carte" name="carte_numero" inputmode="numeric" autocomplete="cc-number" value="${h(v.carte_numero ?? '')}">
  <label for="p-exp">${t('Date d’expiration (MM/AA)', 'Expiry date (MM/YY)')}</label>
  <input id="p-exp" name="carte_expiration" autocomplete="cc-exp" placeholder="MM/AA" value="${h(v.carte_expiration ?? '')}">
  <label for="p-cvc">${t('Cryptogramme (3 chiffres au dos)', 'Security code (3 digits on the back)')}</label>
  <input id="p-cvc" name="carte_cryptogramme" inputmode="numeric" autocomplete="cc-csc" value="${h(v.carte_cryptogramme ?? '')}">
  </fieldset>
  <p>${checkbox('cgv', t('J’accepte les conditions générales de vente et le règlement intérieur du camping', 'I accept the terms and conditions and the campsite rules'), v.cgv === 'oui')}</p>
  <p><button type="submit">${t('Payer et confirmer la réservation', 'Pay and confirm the booking')}</button></p>
</form>`,
  );
}

/* ---------------------------------------------------------------- activities */

function activitiesPage(lang, s, alt, missing = [], current = null, v = {}) {
  const { t, tr, money, longDate } = tools(lang);
  return campsitePage(
    lang,
    s,
    alt,
    t('Activités', 'Activities'),
    `<h1>${t('Activités et sorties', 'Activities and outings')}</h1>
<p>${t('Réservez en ligne, réglez sur place à la réception. 6 participants au plus par réservation.', 'Book online and pay at the reception. 6 participants at most per booking.')}</p>
${current ? errorBox(lang, missing) : ''}
<div class="cards">
${ACTIVITIES.map((a) => {
  const name = tr(a.name);
  const mine = current === a.id;
  return `<article class="card"><h2>${h(name)}</h2><p>${h(tr(a.text))}</p><p class="price">${t(`${money(a.price)} par participant`, `${money(a.price)} per participant`)}</p>
<form method="post" action="/activites/choix">${langField(lang)}<input type="hidden" name="activite" value="${a.id}">
<label>${t('Date', 'Date')}<br><select name="date" aria-label="${h(t(`Date : ${name}`, `Date: ${name}`))}">${option('', t('Choisir…', 'Choose…'), mine ? (v.date ?? '') : '')}${a.dates.map((d) => option(d, `${longDate(d)}, ${a.time}`, mine ? v.date : '')).join('')}</select></label>
<label>${t('Participants', 'Participants')}<br><input type="number" name="participants" min="1" max="6" value="${h(mine ? (v.participants ?? '1') : '1')}" aria-label="${h(t(`Participants : ${name}`, `Participants: ${name}`))}"></label>
<p><button type="submit">${t('Réserver', 'Book')}</button></p></form></article>`;
}).join('\n')}
</div>`,
  );
}
function activityDetailsForm(lang, s, alt, v = {}, missing = []) {
  const { t, tr, pick, money, longDate, url } = tools(lang);
  const pending = s.activity;
  const a = activityOf(pending.activite);
  const n = Number(pending.participants);
  return campsitePage(
    lang,
    s,
    alt,
    t('Activités', 'Activities'),
    `<h1>${h(tr(a.name))}</h1>
<p>${longDate(pending.date)}, ${a.time} · ${t(`${n} participant${n > 1 ? 's' : ''}`, `${n} participant${n > 1 ? 's' : ''}`)} · ${t('total', 'total')} ${money(a.price * n)} ${t('à régler à la réception', 'to pay at the reception')} · <a href="${url('activities')}">${t('Modifier', 'Change')}</a></p>
${errorBox(lang, missing)}
<form method="post" action="/activites/reserver">${langField(lang)}
  <label for="a-nom">${t('Nom et prénom', 'Full name')}</label>
  <input id="a-nom" name="nom" autocomplete="name" value="${h(v.nom ?? '')}">
  <label for="a-email">${t('E-mail', 'Email')}</label>
  <input type="email" id="a-email" name="email" autocomplete="email" value="${h(v.email ?? '')}">
  <label for="a-tel">${t('Téléphone portable', 'Mobile phone')}</label>
  <input type="tel" id="a-tel" name="telephone" autocomplete="tel" value="${h(v.telephone ?? '')}">
  <label for="a-sejour">${t('Numéro de réservation du séjour (facultatif)', 'Booking reference of your stay (optional)')}</label>
  <input id="a-sejour" name="sejour" placeholder="RES-00000" value="${h(v.sejour ?? '')}">
  ${a.level ? `<fieldset><legend>${t('Niveau', 'Level')}</legend>${LEVELS.map((x) => radio('niveau', x[0], pick(x), v.niveau)).join('\n  ')}</fieldset>` : ''}
  ${a.kids ? `<label for="a-enfants">${t('Prénoms et âges des enfants', 'Children’s first names and ages')}</label><textarea id="a-enfants" name="enfants_details" rows="3">${h(v.enfants_details ?? '')}</textarea><p class="hint">${t('De 4 à 12 ans.', 'Ages 4 to 12.')}</p>` : ''}
  <p><button type="submit">${t('Confirmer la réservation', 'Confirm the booking')}</button></p>
</form>`,
  );
}

/* ---------------------------------------------------------------- late arrival, contact, info */

function lateForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t } = tools(lang);
  return campsitePage(
    lang,
    s,
    alt,
    t('Arrivée tardive', 'Late arrival'),
    `<h1>${t('Signaler votre heure d’arrivée', 'Tell us your arrival time')}</h1>
<p>${t('La réception est ouverte de 9 h à 20 h. Si vous arrivez plus tard, indiquez-nous votre heure d’arrivée : nous vous envoyons par SMS le code de la barrière et celui de la boîte à clés. La barrière est fermée de 23 h 30 à 7 h : aucune arrivée n’est possible la nuit.', 'The reception is open 9 am – 8 pm. If you arrive later, tell us when: we text you the barrier code and the key box code. The barrier is closed from 11.30 pm to 7 am: no arrivals are possible during the night.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/arrivee-tardive">${langField(lang)}
  <label for="l-ref">${t('Numéro de réservation', 'Booking reference')}</label>
  <input id="l-ref" name="reservation" placeholder="RES-00000" value="${h(v.reservation ?? '')}">
  <label for="l-nom">${t('Nom du titulaire de la réservation', 'Surname of the booking holder')}</label>
  <input id="l-nom" name="nom" autocomplete="family-name" value="${h(v.nom ?? '')}">
  <label for="l-heure">${t('Heure d’arrivée prévue', 'Expected arrival time')}</label>
  <select id="l-heure" name="heure">${option('', t('Choisir…', 'Choose…'), v.heure ?? '')}${ARRIVAL_TIMES.map((x) => option(x, x, v.heure)).join('')}</select>
  <label for="l-portable">${t('Téléphone portable (pour le SMS)', 'Mobile phone (for the text message)')}</label>
  <input type="tel" id="l-portable" name="portable" autocomplete="tel" value="${h(v.portable ?? '')}">
  <label for="l-message">${t('Un mot pour la réception (facultatif)', 'A note for the reception (optional)')}</label>
  <textarea id="l-message" name="message" rows="2">${h(v.message ?? '')}</textarea>
  <p><button type="submit">${t('Envoyer mon heure d’arrivée', 'Send my arrival time')}</button></p>
</form>`,
  );
}
function contactForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return campsitePage(
    lang,
    s,
    alt,
    'Contact',
    `<h1>${t('Nous contacter', 'Contact us')}</h1>
<p>${t(`Appelez-nous au ${PHONE} (de 9 h à 20 h pendant la saison, de 10 h à 17 h en semaine en hiver), ou écrivez-nous : nous répondons sous 48 heures.`, `Call us on +33 5 58 09 41 27 (9 am – 8 pm in season, 10 am – 5 pm on weekdays in winter), or write to us: we answer within 48 hours.`)}</p>
${errorBox(lang, missing)}
<form method="post" action="/contact">${langField(lang)}
  <label for="m-sujet">${t('Sujet', 'Subject')}</label>
  <select id="m-sujet" name="sujet">${option('', t('Choisir…', 'Choose…'), v.sujet ?? '')}${SUBJECTS.map((x) => option(x[0], pick(x), v.sujet)).join('')}</select>
  <label for="m-message">${t('Votre message', 'Your message')}</label>
  <textarea id="m-message" name="message" rows="6">${h(v.message ?? '')}</textarea>
  <label for="m-nom">${t('Votre nom', 'Your name')}</label>
  <input id="m-nom" name="nom" autocomplete="name" value="${h(v.nom ?? '')}">
  <label for="m-email">${t('E-mail', 'Email')}</label>
  <input type="email" id="m-email" name="email" autocomplete="email" value="${h(v.email ?? '')}">
  <label for="m-tel">${t('Téléphone (facultatif)', 'Phone (optional)')}</label>
  <input type="tel" id="m-tel" name="telephone" autocomplete="tel" value="${h(v.telephone ?? '')}">
  <p>${checkbox('rappel', t('Je souhaite être rappelé(e)', 'I would like to be called back'), v.rappel === 'oui')}</p>
  <p><button type="submit">${t('Envoyer le message', 'Send the message')}</button></p>
</form>`,
  );
}
function signinForm(lang, s, alt, other = '') {
  const { t } = tools(lang);
  return campsitePage(
    lang,
    s,
    alt,
    t('Espace client', 'My account'),
    `<h1>${t('Espace client', 'My account')}</h1>
${errorBox(lang, [], other)}
<form method="post" action="/espace-client/connexion">${langField(lang)}
  <label for="s-email">${t('E-mail', 'Email')}</label><input type="email" id="s-email" name="email" autocomplete="username">
  <label for="s-password">${t('Mot de passe', 'Password')}</label><input type="password" id="s-password" name="mot_de_passe" autocomplete="current-password">
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
  <p class="hint">${t('Vos identifiants figurent dans l’e-mail de confirmation de votre réservation.', 'Your login is in the email confirming your booking.')}</p>
</form>`,
  );
}

/* ---------------------------------------------------------------- customer area */

function accountPage(lang, s, alt, acct, tab, body) {
  const { t, tr, url } = tools(lang);
  const tabs = [
    ['myStays', t('Mes séjours', 'My stays')],
    ['details', t('Mes infos', 'My details')],
    ['invoices', t('Factures', 'Invoices')],
  ];
  const f = s.flash;
  s.flash = null;
  return campsitePage(
    lang,
    s,
    alt,
    t('Mon compte', 'My account'),
    `<h1>${t('Bonjour', 'Hello')} ${h(acct.name)}</h1>
<p><a href="${url('signout')}">${t('Se déconnecter', 'Sign out')}</a></p>
<nav class="tabs" aria-label="${t('Mon compte', 'My account')}">${tabs.map(([k, l]) => `<a href="${url(k)}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>
${f ? `<div class="notice" role="status"><p>${h(tr(f))}</p></div>` : ''}
${body}`,
  );
}
function staysTab(lang, acct) {
  const { t, tr, pick, shortDate, url } = tools(lang);
  const status = (x) =>
    x.status === 'cancelled'
      ? t(`Annulé le ${shortDate(x.cancelledOn)}`, `Cancelled on ${shortDate(x.cancelledOn)}`)
      : tr(STATUS[x.status]);
  const actions = (x) =>
    x.status !== 'booked'
      ? ''
      : `<a class="btn secondary" href="${url('change', `?ref=${x.ref}`)}">${t('Modifier', 'Change')}</a> <a class="btn secondary" href="${url('cancel', `?ref=${x.ref}`)}">${t('Annuler', 'Cancel')}</a>`;
  const list = [...acct.stays].sort((a, b) => b.arrival.localeCompare(a.arrival));
  return `<table><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Hébergement', 'Accommodation')}</th><th>${t('Arrivée', 'Arrival')}</th><th>${t('Départ', 'Departure')}</th><th>${t('Personnes', 'People')}</th><th>${t('Statut', 'Status')}</th><th></th></tr></thead><tbody>
${list.map((x) => `<tr><td>${x.ref}</td><td>${h(pick(row(UNITS, x.unit)))}</td><td>${shortDate(x.arrival)}</td><td>${shortDate(x.departure)}</td><td>${x.adults + x.children}</td><td>${h(status(x))}</td><td>${actions(x)}</td></tr>`).join('\n')}
</tbody></table>
<p class="hint">${t('Vous pouvez changer les dates d’un séjour à venir (mêmes règles qu’une réservation) ou l’annuler. Sans assurance annulation, l’acompte de 30 % est conservé.', 'You can change the dates of a stay to come (the same rules as a booking) or cancel it. Without cancellation insurance, the 30 % deposit is kept.')}</p>`;
}
function stayLine(lang, x) {
  const { pick, shortDate } = tools(lang);
  return `${x.ref} · ${h(pick(row(UNITS, x.unit)))} · ${shortDate(x.arrival)} → ${shortDate(x.departure)}`;
}
function changeForm(lang, x, v = {}, missing = [], other = '') {
  const { t, url } = tools(lang);
  return `<h2>${t('Modifier les dates du séjour', 'Change the dates of stay')} ${x.ref}</h2>
<p>${stayLine(lang, x)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/espace-client/sejours/modifier">${langField(lang)}<input type="hidden" name="ref" value="${x.ref}">
  <label for="x-arrivee">${t('Nouvelle date d’arrivée', 'New arrival date')}</label>
  <input type="date" id="x-arrivee" name="arrivee" min="${OPEN}" max="${CLOSE}" value="${h(v.arrivee ?? x.arrival)}">
  <label for="x-depart">${t('Nouvelle date de départ', 'New departure date')}</label>
  <input type="date" id="x-depart" name="depart" min="${OPEN}" max="${CLOSE}" value="${h(v.depart ?? x.departure)}">
  <p class="hint">${t('En juillet-août : 7 nuits minimum, du samedi au samedi pour les mobil-homes et les lodges.', 'In July and August: 7 nights minimum, Saturday to Saturday for mobile homes and lodges.')}</p>
  <p><button type="submit">${t('Enregistrer les nouvelles dates', 'Save the new dates')}</button> <a href="${url('myStays')}">${t('Retour', 'Back')}</a></p>
</form>`;
}
function cancelForm(lang, x, v = {}, missing = []) {
  const { t, pick, url } = tools(lang);
  return `<h2>${t('Annuler le séjour', 'Cancel stay')} ${x.ref}</h2>
<p>${stayLine(lang, x)}</p>
<p>${x.insurance ? t('Ce séjour est couvert par l’assurance annulation : les sommes versées vous seront remboursées.', 'This stay has cancellation insurance: what you paid will be refunded.') : t('Ce séjour n’a pas d’assurance annulation : l’acompte de 30 % est conservé.', 'This stay has no cancellation insurance: the 30 % deposit is kept.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/espace-client/sejours/annuler">${langField(lang)}<input type="hidden" name="ref" value="${x.ref}">
  <label for="k-motif">${t('Motif de l’annulation', 'Reason for cancelling')}</label>
  <select id="k-motif" name="motif">${option('', t('Choisir…', 'Choose…'), v.motif ?? '')}${CANCEL_REASONS.map((r) => option(r[0], pick(r), v.motif)).join('')}</select>
  <p>${checkbox('confirmation', t('Je confirme vouloir annuler ce séjour', 'I confirm that I want to cancel this stay'), v.confirmation === 'oui')}</p>
  <p><button type="submit">${t('Annuler mon séjour', 'Cancel my stay')}</button> <a href="${url('myStays')}">${t('Retour', 'Back')}</a></p>
</form>`;
}
function detailsTab(lang, acct, v = null, missing = []) {
  const { t } = tools(lang);
  const x = v ?? { telephone: acct.phone, immatriculation: acct.plate, sms: acct.sms ? 'oui' : '' };
  return `<h2>${t('Mes informations', 'My details')}</h2>
<ul>
<li>${t('E-mail :', 'Email:')} ${h(acct.email)}</li>
<li>${t('Téléphone portable :', 'Mobile phone:')} ${h(acct.phone)}</li>
<li>${t('Immatriculation :', 'Registration plate:')} ${h(acct.plate)}</li>
<li>${t('Rappels par SMS :', 'Text reminders:')} ${acct.sms ? t('activés', 'on') : t('désactivés', 'off')}</li>
</ul>
${errorBox(lang, missing)}
<form method="post" action="/espace-client/mes-infos">${langField(lang)}
  <label for="i-tel">${t('Téléphone portable', 'Mobile phone')}</label>
  <input type="tel" id="i-tel" name="telephone" value="${h(x.telephone ?? '')}">
  <label for="i-plaque">${t('Immatriculation de la voiture', 'Car registration plate')}</label>
  <input id="i-plaque" name="immatriculation" value="${h(x.immatriculation ?? '')}">
  <p>${checkbox('sms', t('Recevoir un SMS de rappel la veille de l’arrivée et des activités', 'Text me a reminder the day before my arrival and my activities'), x.sms === 'oui')}</p>
  <p><button type="submit">${t('Enregistrer', 'Save')}</button></p>
</form>`;
}
function invoicesTab(lang, acct) {
  const { t, tr, money, shortDate } = tools(lang);
  return `<table><thead><tr><th>${t('Facture', 'Invoice')}</th><th>${t('Séjour', 'Stay')}</th><th>${t('Date', 'Date')}</th><th>${t('Montant', 'Amount')}</th><th>${t('Statut', 'Status')}</th></tr></thead><tbody>
${acct.invoices.map((i) => `<tr><td>${i[0]}</td><td>${i[1]}</td><td>${shortDate(i[2])}</td><td>${money(i[3])}</td><td>${h(tr(i[4]))}</td></tr>`).join('\n')}
</tbody></table>
<p class="hint">${t('Pour une facture au nom d’une entreprise, écrivez-nous depuis la page Contact.', 'For an invoice in a company’s name, write to us from the Contact page.')}</p>`;
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

export async function campsiteRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.pins_sid);
  if (!s) {
    const id = sid();
    s = { user: null, booking: null, activity: null, flash: null, next: null };
    state.sessions.set(id, s);
    ctx.setCookie('pins_sid', id);
  }
  const account = s.user ? state.accounts[s.user] : null;
  const acct = account ? { ...account, email: s.user } : null;
  const where = method === 'GET' ? resolve(path) : null;
  const lang = method === 'POST' ? (fields.lang === 'en' ? 'en' : 'fr') : (where?.lang ?? 'fr');
  const { t, tr, pick, money, longDate, shortDate, url } = tools(lang);
  const send = (html, status) => ({ status, lang, html });
  const altKey = (key, q = '') => SLUGS[key].map((p) => `${p}${q}`);
  const blank = (k) => !fields[k]?.trim();
  const missingOf = (pairs) => pairs.filter(([k]) => blank(k)).map(([, l]) => l);
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());
  const phoneOk = (x) =>
    /^[+\d][\d\s.()-]*$/.test((x ?? '').trim()) && (x ?? '').replace(/\D/g, '').length >= 9;
  const plateOk = (x) => /^[A-Z0-9][A-Z0-9 -]{2,11}$/i.test((x ?? '').trim());
  const intIn = (k, lo, hi) => {
    const raw = (fields[k] ?? '').trim();
    const n = Number(raw);
    return raw !== '' && Number.isInteger(n) && n >= lo && n <= hi ? n : null;
  };
  const done = (key, title, lines) =>
    send(
      campsitePage(
        lang,
        s,
        altKey(key),
        title,
        `<div class="notice" role="status"><h1>${h(title)}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</div><p><a href="${url('home')}">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
      ),
    );
  /** Problems with the dates of a stay of this accommodation, as lines for the error box. */
  const stayProblems = (arrival, departure, unitId) => {
    const out = [];
    if (!arrival) out.push(t('Date d’arrivée', 'Arrival date'));
    else if (!validIsoDate(arrival))
      out.push(t('Date d’arrivée : date invalide', 'Arrival date: not a valid date'));
    if (!departure) out.push(t('Date de départ', 'Departure date'));
    else if (!validIsoDate(departure))
      out.push(t('Date de départ : date invalide', 'Departure date: not a valid date'));
    if (out.length) return out;
    if (arrival < OPEN || departure > CLOSE)
      return [
        t(
          'Le camping est ouvert du 1er avril au 30 septembre 2027 (fermé en hiver) : choisissez des dates dans cette période.',
          'The campsite is open from 1 April to 30 September 2027 (closed in winter): choose dates within that period.',
        ),
      ];
    if (departure <= arrival)
      return [
        t(
          'La date de départ doit suivre la date d’arrivée.',
          'The departure date must come after the arrival date.',
        ),
      ];
    const nights = nightsOf(arrival, departure);
    const high = nights.some(highSeason);
    if (nights.length > 21) out.push(t('Un séjour dure 21 nuits au plus.', 'A stay is 21 nights at most.'));
    if (high && nights.length < 7)
      out.push(
        t(
          'En juillet-août, un séjour dure 7 nuits au moins.',
          'In July and August, a stay is 7 nights at least.',
        ),
      );
    else if (nights.length < 2)
      out.push(t('Un séjour dure 2 nuits au moins.', 'A stay is 2 nights at least.'));
    const u = row(UNITS, unitId);
    if (high && u && !u[6] && (dayOf(arrival) !== 6 || dayOf(departure) !== 6))
      out.push(
        t(
          'En juillet-août, les mobil-homes et les lodges se louent du samedi au samedi.',
          'In July and August, mobile homes and lodges are let from Saturday to Saturday.',
        ),
      );
    return out;
  };

  /* ------------------------------------------------------------ GET pages */
  if (method === 'GET') {
    if (!where) return { status: 404, html: null, lang: path.startsWith('/en') ? 'en' : 'fr' };
    const key = where.key;
    const alt = altKey(key, ctx.url.search);
    const html = (title, body) => send(campsitePage(lang, s, alt, title, body));
    if (key === 'home')
      return html(
        t('Camping 4 étoiles à Biscarrosse', '4-star campsite in Biscarrosse'),
        `<h1>${t('Entre lac et océan, sous les pins des Landes', 'Between the lake and the ocean, under the pines of the Landes')}</h1>
<p>${t('Le camping Les Pins Bleus ★★★★ vous accueille à Biscarrosse, à 800 m du lac et à 10 minutes des plages de l’océan : emplacements ombragés, mobil-homes climatisés, lodges safari, piscine chauffée et animations en juillet-août.', 'Camping Les Pins Bleus ★★★★ welcomes you in Biscarrosse, 800 m from the lake and 10 minutes from the ocean beaches: shady pitches, air-conditioned mobile homes, safari lodges, a heated pool and entertainment in July and August.')}</p>
<div class="cards">
<article class="card"><h2>${t('Réserver un séjour', 'Book a stay')}</h2><p>${t('Saison 2027 : du 1er avril au 30 septembre.', '2027 season: 1 April to 30 September.')}</p><a class="btn" href="${url('book')}">${t('Réserver', 'Book now')}</a></article>
<article class="card"><h2>${t('Nos hébergements', 'Our accommodation')}</h2><p>${t('Emplacements dès 27 € la nuit, mobil-homes dès 75 € la nuit.', 'Pitches from €27 a night, mobile homes from €75 a night.')}</p><a class="btn secondary" href="${url('stays')}">${t('Voir les hébergements', 'See the accommodation')}</a></article>
<article class="card"><h2>${t('Activités', 'Activities')}</h2><p>${t('Surf, club enfants, canoë : réservez en ligne.', 'Surfing, kids’ club, canoeing: book online.')}</p><a class="btn secondary" href="${url('activities')}">${t('Voir les activités', 'See the activities')}</a></article>
<article class="card"><h2>${t('Déjà réservé ?', 'Already booked?')}</h2><p>${t('Gérez votre séjour ou signalez une arrivée après 20 h.', 'Manage your stay or tell us about an arrival after 8 pm.')}</p><a class="btn secondary" href="${url('account')}">${t('Espace client', 'My account')}</a> <a class="btn secondary" href="${url('late')}">${t('Arrivée tardive', 'Late arrival')}</a></article>
</div>
<p class="hint">${t('Le camping est fermé en hiver, d’octobre à mars.', 'The campsite is closed in winter, from October to March.')}</p>`,
      );
    if (key === 'stays')
      return html(
        t('Hébergements', 'Accommodation'),
        `<h1>${t('Nos hébergements', 'Our accommodation')}</h1>
<div class="cards">
${UNITS.map((u) => `<article class="card"><h2>${h(pick(u))}</h2><p>${h(tr([u[7], u[8]]))}</p><p class="price">${unitPrices(lang, u)}</p><a class="btn" href="${url('book', `?hebergement=${u[0]}`)}">${t('Réserver', 'Book')}</a></article>`).join('\n')}
</div>
<p class="hint">${t(`Emplacements : prix pour 2 personnes, adulte en plus ${EXTRA_ADULT} €, enfant de moins de 13 ans en plus ${EXTRA_CHILD} € par nuit.`, `Pitches: price for 2 people, extra adult €${EXTRA_ADULT}, extra child under 13 €${EXTRA_CHILD} a night.`)}</p>`,
      );
    if (key === 'book') {
      const pre = ctx.query.get('hebergement');
      return send(datesForm(lang, s, alt, s.booking?.dates ?? (row(UNITS, pre) ? { hebergement: pre } : {})));
    }
    if (key === 'guests') {
      if (!s.booking?.dates) return { redirect: url('book') };
      return send(guestsForm(lang, s, alt, s.booking.guests ?? {}));
    }
    if (key === 'extras') {
      if (!s.booking?.guests) return { redirect: url('guests') };
      return send(extrasForm(lang, s, alt, s.booking.extras ?? {}));
    }
    if (key === 'holder') {
      if (!s.booking?.extras) return { redirect: url('extras') };
      return send(holderForm(lang, s, alt, s.booking.holder ?? {}));
    }
    if (key === 'summary') {
      if (!s.booking?.holder) return { redirect: url('holder') };
      return send(summaryPage(lang, s, alt));
    }
    if (key === 'activities') return send(activitiesPage(lang, s, alt));
    if (key === 'activityDetails') {
      if (!s.activity) return { redirect: url('activities') };
      return send(activityDetailsForm(lang, s, alt));
    }
    if (key === 'late') return send(lateForm(lang, s, alt));
    if (key === 'contact') return send(contactForm(lang, s, alt));
    if (key === 'info')
      return html(
        t('Infos pratiques', 'Practical information'),
        `<h1>${t('Infos pratiques', 'Practical information')}</h1>
${FAQ.map((q) => `<details><summary>${h(t(q[0], q[1]))}</summary><p>${h(t(q[2], q[3]))}</p></details>`).join('\n')}
<p>${t('Une autre question ?', 'Another question?')} <a href="${url('contact')}">${t('Écrivez-nous', 'Write to us')}</a></p>`,
      );
    if (key === 'signout') {
      s.user = null;
      return { redirect: url('home') };
    }
    if (key === 'signin') {
      if (acct) return { redirect: url('myStays') };
      return send(signinForm(lang, s, alt));
    }
    if (!acct) {
      s.next = key === 'account' ? null : `${path}${ctx.url.search}`;
      return { redirect: url('signin') };
    }
    if (key === 'account' || key === 'myStays')
      return send(accountPage(lang, s, alt, acct, 'myStays', staysTab(lang, acct)));
    if (key === 'details') return send(accountPage(lang, s, alt, acct, 'details', detailsTab(lang, acct)));
    if (key === 'invoices') return send(accountPage(lang, s, alt, acct, 'invoices', invoicesTab(lang, acct)));
    const x = acct.stays.find((y) => y.ref === ctx.query.get('ref') && y.status === 'booked');
    if (key === 'change') {
      if (!x) return { redirect: url('myStays') };
      return send(accountPage(lang, s, alt, acct, 'myStays', changeForm(lang, x)));
    }
    if (key === 'cancel') {
      if (!x) return { redirect: url('myStays') };
      return send(accountPage(lang, s, alt, acct, 'myStays', cancelForm(lang, x)));
    }
    return { status: 404, html: null, lang };
  }

  /* ------------------------------------------------------------ forms */
  if (method !== 'POST') return { status: 405, html: null, lang };

  /* booking */
  if (path === '/reservation') {
    const unit = row(UNITS, fields.hebergement);
    const missing = stayProblems(
      (fields.arrivee ?? '').trim(),
      (fields.depart ?? '').trim(),
      fields.hebergement,
    );
    if (!unit) missing.push(t('Votre hébergement', 'Your accommodation'));
    if (missing.length) return send(datesForm(lang, s, altKey('book'), fields, missing), 422);
    s.booking = {
      dates: { arrivee: fields.arrivee.trim(), depart: fields.depart.trim(), hebergement: unit[0] },
    };
    return { redirect: url('guests') };
  }
  if (path === '/reservation/voyageurs') {
    if (!s.booking?.dates) return { redirect: url('book') };
    const u = row(UNITS, s.booking.dates.hebergement);
    const missing = [];
    const adults = intIn('adultes', 1, 6);
    const children = intIn('enfants', 0, 6);
    if (adults === null) missing.push(t('Adultes : de 1 à 6', 'Adults: from 1 to 6'));
    if (children === null)
      missing.push(t('Enfants de moins de 13 ans : de 0 à 6', 'Children under 13: from 0 to 6'));
    if (adults !== null && children !== null && adults + children > u[5])
      missing.push(
        t(
          `${pick(u)} : ${u[5]} personnes au plus, enfants compris`,
          `${pick(u)}: ${u[5]} people at most, children included`,
        ),
      );
    const pet = row(PETS, fields.animal);
    if (!pet) missing.push(t('Venez-vous avec un animal ?', 'Are you bringing a pet?'));
    else if (pet[0] !== 'non' && u[0] === 'lodge')
      missing.push(
        t(
          'Les animaux ne sont pas acceptés dans les lodges safari : choisissez un emplacement ou un mobil-home.',
          'Pets are not allowed in the safari lodges: choose a pitch or a mobile home.',
        ),
      );
    else if (pet[0] === 'chien' && fields.animal_ok !== 'oui')
      missing.push(
        t(
          'Cochez la case : votre chien n’est pas de catégorie 1 et ses vaccins sont à jour',
          'Tick the box: your dog is not a category-1 dog and its vaccinations are up to date',
        ),
      );
    if (u[6] && blank('immatriculation'))
      missing.push(t('Immatriculation du véhicule', 'Vehicle registration plate'));
    else if (!blank('immatriculation') && !plateOk(fields.immatriculation))
      missing.push(
        t(
          'Immatriculation : lettres et chiffres, par exemple AB-123-CD',
          'Registration plate: letters and digits, for example AB-123-CD',
        ),
      );
    if (missing.length) return send(guestsForm(lang, s, altKey('guests'), fields, missing), 422);
    s.booking.guests = {
      adultes: String(adults),
      enfants: String(children),
      animal: pet[0],
      animal_ok: fields.animal_ok === 'oui' ? 'oui' : '',
      immatriculation: (fields.immatriculation ?? '').trim().toUpperCase(),
      electricite: u[6] && fields.electricite === 'oui' ? 'oui' : '',
    };
    return { redirect: url('extras') };
  }
  if (path === '/reservation/options') {
    if (!s.booking?.guests) return { redirect: url('book') };
    const u = row(UNITS, s.booking.dates.hebergement);
    const people = Number(s.booking.guests.adultes) + Number(s.booking.guests.enfants);
    const missing = [];
    const linen = u[6] ? 0 : intIn('draps', 0, 6);
    if (linen === null) missing.push(t('Kits de linge de lit', 'Bed linen packs'));
    else if (linen > people)
      missing.push(t('Kits de linge : un au plus par personne', 'Bed linen packs: one per person at most'));
    const bikes = intIn('velos', 0, 6);
    if (bikes === null) missing.push(t('Location de vélos', 'Bike hire'));
    else if (bikes > people)
      missing.push(
        t('Location de vélos : un vélo au plus par personne', 'Bike hire: one bike per person at most'),
      );
    if (missing.length) return send(extrasForm(lang, s, altKey('extras'), fields, missing), 422);
    s.booking.extras = {
      draps: String(linen),
      kit_bebe: !u[6] && fields.kit_bebe === 'oui' ? 'oui' : '',
      depart_tardif: fields.depart_tardif === 'oui' ? 'oui' : '',
      velos: String(bikes),
      assurance: fields.assurance === 'oui' ? 'oui' : '',
    };
    return { redirect: url('holder') };
  }
  if (path === '/reservation/coordonnees') {
    if (!s.booking?.extras) return { redirect: url('book') };
    const missing = missingOf([
      ['prenom', t('Prénom', 'First name')],
      ['nom', t('Nom', 'Last name')],
      ['email', t('E-mail', 'Email')],
      ['telephone', t('Téléphone', 'Phone')],
      ['adresse', t('Adresse', 'Address')],
      ['code_postal', t('Code postal', 'Postcode')],
      ['ville', t('Ville', 'Town or city')],
    ]);
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    if (!blank('telephone') && !phoneOk(fields.telephone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if (!row(COUNTRIES, fields.pays)) missing.push(t('Pays', 'Country'));
    else if (fields.pays === 'FR' && !blank('code_postal') && !/^\d{5}$/.test(fields.code_postal.trim()))
      missing.push(t('Code postal : 5 chiffres pour la France', 'Postcode: 5 digits for France'));
    if ((fields.remarques ?? '').length > 500)
      missing.push(t('Remarques : 500 caractères au plus', 'Remarks: 500 characters at most'));
    if (missing.length) return send(holderForm(lang, s, altKey('holder'), fields, missing), 422);
    s.booking.holder = Object.fromEntries(
      ['prenom', 'nom', 'email', 'telephone', 'adresse', 'code_postal', 'ville', 'pays', 'remarques'].map(
        (k) => [k, (fields[k] ?? '').trim()],
      ),
    );
    return { redirect: url('summary') };
  }
  if (path === '/reservation/paiement') {
    if (!s.booking?.holder) return { redirect: url('book') };
    const missing = [];
    const pay = row(PAYMENTS, fields.paiement);
    if (!pay) missing.push(t('Que payez-vous aujourd’hui ?', 'What do you pay today?'));
    const digits = (fields.carte_numero ?? '').replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits))
      missing.push(t('Un numéro de carte valide', 'A valid card number'));
    const exp = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec((fields.carte_expiration ?? '').trim());
    if (!exp || `${exp[2]}${exp[1]}` < '2612')
      missing.push(t('Date d’expiration : MM/AA, pas dans le passé', 'Expiry date: MM/YY, not in the past'));
    if (!/^\d{3}$/.test((fields.carte_cryptogramme ?? '').trim()))
      missing.push(t('Cryptogramme : 3 chiffres', 'Security code: 3 digits'));
    if (fields.cgv !== 'oui')
      missing.push(t('Accepter les conditions générales de vente', 'Accept the terms and conditions'));
    if (missing.length) return send(summaryPage(lang, s, altKey('summary'), fields, missing), 422);
    const b = currentBooking(s);
    const f = bookingFacts(lang, b);
    const { total, nights } = priceOf(b);
    const paid = pay[0] === 'acompte' ? Math.round(total * 30) / 100 : total;
    const holder = s.booking.holder;
    const ref = `RES-${state.nextBooking++}`;
    const email = Object.keys(state.accounts).find((k) => k === holder.email.toLowerCase());
    const stay = {
      ref,
      unit: b.unit,
      arrival: b.arrival,
      departure: b.departure,
      adults: b.adults,
      children: b.children,
      pet: b.pet,
      insurance: b.insurance,
      status: 'booked',
      lastName: holder.nom,
    };
    if (email) state.accounts[email].stays.push(stay);
    else state.others.push(stay);
    s.booking = null;
    const u = row(UNITS, b.unit);
    return done('book', t('Réservation confirmée', 'Booking confirmed'), [
      `${t('Numéro de réservation :', 'Booking reference:')} <strong>${ref}</strong>`,
      `${f.unit} · ${t('arrivée le', 'arrival on')} ${shortDate(b.arrival)}, ${t('départ le', 'departure on')} ${shortDate(b.departure)} (${t(`${nights} nuits`, `${nights} nights`)}) · ${f.people}${f.pet ? ` · ${f.pet}` : ''}${b.plate ? ` · ${h(b.plate)}` : ''}`,
      `${t('Total du séjour', 'Total for the stay')} ${money(total)} · ${pay[0] === 'acompte' ? t('acompte payé', 'deposit paid') : t('payé', 'paid')} ${money(paid)} ${t(`par la carte se terminant par ${digits.slice(-4)}`, `with the card ending ${digits.slice(-4)}`)}`,
      t(
        `Merci ${h(holder.prenom)} ${h(holder.nom)} ! Une confirmation a été envoyée à ${h(holder.email)}. Arrivée à partir de ${u[6] ? '14 h' : '16 h'}, le ${longDate(b.arrival)}.`,
        `Thank you ${h(holder.prenom)} ${h(holder.nom)}! A confirmation has been sent to ${h(holder.email)}. Arrival from ${u[6] ? '2 pm' : '4 pm'} on ${longDate(b.arrival)}.`,
      ),
    ]);
  }

  /* activities */
  if (path === '/activites/choix') {
    const a = activityOf(fields.activite);
    if (!a) return { redirect: url('activities') };
    const missing = [];
    if (!a.dates.includes(fields.date)) missing.push(t('Date', 'Date'));
    if (intIn('participants', 1, 6) === null)
      missing.push(t('Participants : de 1 à 6 par réservation', 'Participants: from 1 to 6 per booking'));
    if (missing.length)
      return send(activitiesPage(lang, s, altKey('activities'), missing, a.id, fields), 422);
    s.activity = { activite: a.id, date: fields.date, participants: String(intIn('participants', 1, 6)) };
    return { redirect: url('activityDetails') };
  }
  if (path === '/activites/reserver') {
    if (!s.activity) return { redirect: url('activities') };
    const a = activityOf(s.activity.activite);
    const missing = missingOf([
      ['nom', t('Nom et prénom', 'Full name')],
      ['email', t('E-mail', 'Email')],
      ['telephone', t('Téléphone portable', 'Mobile phone')],
    ]);
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    if (!blank('telephone') && !phoneOk(fields.telephone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if (!blank('sejour') && !/^RES-\d{5}$/i.test(fields.sejour.trim()))
      missing.push(
        t('Numéro de réservation du séjour : RES- et 5 chiffres', 'Booking reference: RES- and 5 digits'),
      );
    if (a.level && !row(LEVELS, fields.niveau)) missing.push(t('Niveau', 'Level'));
    if (a.kids && blank('enfants_details'))
      missing.push(t('Prénoms et âges des enfants', 'Children’s first names and ages'));
    if (missing.length)
      return send(activityDetailsForm(lang, s, altKey('activityDetails'), fields, missing), 422);
    const p = s.activity;
    const n = Number(p.participants);
    const ref = `ACT-${state.nextActivity++}`;
    s.activity = null;
    return done('activities', t('Activité réservée', 'Activity booked'), [
      `${t('Référence :', 'Reference:')} <strong>${ref}</strong>`,
      `${h(tr(a.name))} · ${longDate(p.date)} (${shortDate(p.date)}), ${a.time} · ${t(`${n} participant${n > 1 ? 's' : ''}`, `${n} participant${n > 1 ? 's' : ''}`)}${a.level ? ` · ${h(pick(row(LEVELS, fields.niveau)).split(':')[0])}` : ''}`,
      t(
        `Total ${money(a.price * n)}, à régler à la réception avant l’activité. Merci ${h(fields.nom.trim())}, un rappel sera envoyé au ${h(fields.telephone.trim())}.`,
        `Total ${money(a.price * n)}, to pay at the reception before the activity. Thank you ${h(fields.nom.trim())}, a reminder will be texted to ${h(fields.telephone.trim())}.`,
      ),
    ]);
  }

  /* late arrival, contact, newsletter */
  if (path === '/arrivee-tardive') {
    const alt = altKey('late');
    const missing = missingOf([
      ['reservation', t('Numéro de réservation', 'Booking reference')],
      ['nom', t('Nom du titulaire de la réservation', 'Surname of the booking holder')],
    ]);
    if (!ARRIVAL_TIMES.includes(fields.heure))
      missing.push(t('Heure d’arrivée prévue', 'Expected arrival time'));
    if (blank('portable')) missing.push(t('Téléphone portable', 'Mobile phone'));
    else if (!phoneOk(fields.portable))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if (missing.length) return send(lateForm(lang, s, alt, fields, missing), 422);
    const ref = fields.reservation.trim().toUpperCase().replace(/\s+/g, '');
    const x = allStays(state).find(
      (y) => y.ref === ref && y.status === 'booked' && fold(y.lastName) === fold(fields.nom),
    );
    if (!x)
      return send(
        lateForm(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            'Aucune réservation à venir ne correspond à ce numéro et à ce nom. Vérifiez votre e-mail de confirmation, ou appelez-nous.',
            'No booking to come matches this reference and surname. Check your confirmation email, or call us.',
          ),
        ),
        404,
      );
    x.arrivalTime = fields.heure;
    const late = fields.heure >= '20:00';
    return done('late', t('Heure d’arrivée enregistrée', 'Arrival time saved'), [
      t(
        `Réservation ${x.ref} (${h(x.lastName)}) : arrivée le ${longDate(x.arrival)} (${shortDate(x.arrival)}) vers ${fields.heure}.`,
        `Booking ${x.ref} (${h(x.lastName)}): arrival on ${longDate(x.arrival)} (${shortDate(x.arrival)}) at about ${fields.heure}.`,
      ),
      late
        ? t(
            `La réception sera fermée : le code de la barrière et celui de la boîte à clés vous seront envoyés par SMS au ${h(fields.portable.trim())} la veille de votre arrivée.`,
            `The reception will be closed: the barrier code and the key box code will be texted to ${h(fields.portable.trim())} the day before you arrive.`,
          )
        : t(
            `La réception vous attend. Nous vous appellerons au ${h(fields.portable.trim())} en cas de besoin.`,
            `The reception will be open. We will call you on ${h(fields.portable.trim())} if needed.`,
          ),
    ]);
  }
  if (path === '/contact') {
    const missing = [];
    if (!row(SUBJECTS, fields.sujet)) missing.push(t('Sujet', 'Subject'));
    missing.push(
      ...missingOf([
        ['message', t('Votre message', 'Your message')],
        ['nom', t('Votre nom', 'Your name')],
        ['email', t('E-mail', 'Email')],
      ]),
    );
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    if (!blank('telephone') && !phoneOk(fields.telephone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if (fields.rappel === 'oui' && blank('telephone'))
      missing.push(t('Téléphone : nécessaire pour vous rappeler', 'Phone: needed for us to call you back'));
    if (missing.length) return send(contactForm(lang, s, altKey('contact'), fields, missing), 422);
    const ref = `MSG-${state.nextMessage++}`;
    return done('contact', t('Message envoyé', 'Message sent'), [
      t(
        `Merci ${h(fields.nom.trim())}, nous avons bien reçu votre message (réf. ${ref}).`,
        `Thank you ${h(fields.nom.trim())}, we have received your message (ref. ${ref}).`,
      ),
      fields.rappel === 'oui'
        ? t(
            `Nous vous rappellerons au ${h(fields.telephone.trim())} sous 48 heures.`,
            `We will call you back on ${h(fields.telephone.trim())} within 48 hours.`,
          )
        : t(
            `Nous vous répondrons à ${h(fields.email.trim())} sous 48 heures.`,
            `We will answer at ${h(fields.email.trim())} within 48 hours.`,
          ),
    ]);
  }
  if (path === '/newsletter') {
    const missing = [];
    if (!emailOk(fields.email)) missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    if (fields.consentement !== 'oui')
      missing.push(
        t(
          'Cochez la case pour accepter de recevoir la lettre',
          'Tick the box to agree to receive the newsletter',
        ),
      );
    if (missing.length)
      return send(
        campsitePage(
          lang,
          s,
          altKey('home'),
          t('Lettre d’information', 'Newsletter'),
          `<h1>${t('Lettre d’information', 'Newsletter')}</h1>${errorBox(lang, missing)}<p>${t('Utilisez le formulaire en bas de page pour réessayer.', 'Use the form at the bottom of the page to try again.')}</p>`,
        ),
        422,
      );
    state.subscribers.push(fields.email.trim());
    return done('home', t('Lettre d’information', 'Newsletter'), [
      t(
        `Merci ! ${h(fields.email.trim())} est maintenant inscrit à la lettre des Pins Bleus.`,
        `Thank you! ${h(fields.email.trim())} is now subscribed to the Pins Bleus newsletter.`,
      ),
    ]);
  }

  /* customer area */
  if (path === '/espace-client/connexion') {
    const email = (fields.email ?? '').trim().toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.mot_de_passe)
      return send(
        signinForm(
          lang,
          s,
          altKey('signin'),
          t('E-mail ou mot de passe incorrect.', 'Wrong email or password.'),
        ),
        401,
      );
    s.user = email;
    const next = s.next;
    s.next = null;
    return { redirect: next ?? url('myStays') };
  }
  if (!account) return { redirect: url('signin') };
  const own = (ref) => account.stays.find((x) => x.ref === ref && x.status === 'booked');
  if (path === '/espace-client/sejours/modifier') {
    const x = own(fields.ref);
    if (!x) return { redirect: url('myStays') };
    const alt = altKey('change', `?ref=${x.ref}`);
    const arrival = (fields.arrivee ?? '').trim();
    const departure = (fields.depart ?? '').trim();
    const missing = stayProblems(arrival, departure, x.unit);
    if (!missing.length && arrival === x.arrival && departure === x.departure)
      missing.push(
        t('Choisissez des dates différentes des dates actuelles', 'Choose dates other than the current ones'),
      );
    if (missing.length)
      return send(accountPage(lang, s, alt, acct, 'myStays', changeForm(lang, x, fields, missing)), 422);
    x.arrival = arrival;
    x.departure = departure;
    s.flash = [
      `Votre séjour ${x.ref} a lieu désormais du ${shortDate(arrival)} au ${shortDate(departure)}. Un e-mail de confirmation vous a été envoyé.`,
      `Your stay ${x.ref} is now from ${shortDate(arrival)} to ${shortDate(departure)}. A confirmation email has been sent to you.`,
    ];
    return { redirect: url('myStays') };
  }
  if (path === '/espace-client/sejours/annuler') {
    const x = own(fields.ref);
    if (!x) return { redirect: url('myStays') };
    const alt = altKey('cancel', `?ref=${x.ref}`);
    const missing = [];
    if (!row(CANCEL_REASONS, fields.motif)) missing.push(t('Motif de l’annulation', 'Reason for cancelling'));
    if (fields.confirmation !== 'oui')
      missing.push(t('Cochez la case de confirmation', 'Tick the confirmation box'));
    if (missing.length)
      return send(accountPage(lang, s, alt, acct, 'myStays', cancelForm(lang, x, fields, missing)), 422);
    x.status = 'cancelled';
    x.cancelledOn = TODAY;
    x.reason = fields.motif;
    s.flash = [
      `Le séjour ${x.ref} a été annulé.${x.insurance ? ' Les sommes versées vous seront remboursées sous 10 jours.' : ' L’acompte de 30 % est conservé.'}`,
      `Stay ${x.ref} has been cancelled.${x.insurance ? ' What you paid will be refunded within 10 days.' : ' The 30 % deposit is kept.'}`,
    ];
    return { redirect: url('myStays') };
  }
  if (path === '/espace-client/mes-infos') {
    const missing = [];
    if (!phoneOk(fields.telephone)) missing.push(t('Téléphone portable', 'Mobile phone'));
    if (!blank('immatriculation') && !plateOk(fields.immatriculation))
      missing.push(
        t(
          'Immatriculation : lettres et chiffres, par exemple AB-123-CD',
          'Registration plate: letters and digits, for example AB-123-CD',
        ),
      );
    if (missing.length)
      return send(
        accountPage(lang, s, altKey('details'), acct, 'details', detailsTab(lang, acct, fields, missing)),
        422,
      );
    account.phone = fields.telephone.trim();
    account.plate = (fields.immatriculation ?? '').trim().toUpperCase();
    account.sms = fields.sms === 'oui';
    s.flash = ['Vos informations ont été enregistrées.', 'Your details have been saved.'];
    return { redirect: url('details') };
  }
  return { status: 404, html: null, lang };
}
