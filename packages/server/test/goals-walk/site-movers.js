// movers: Swift Removals, a house-moving company in Manchester (Trafford Park depot) with a
// French-speaking team. English is the main language, at /; the French version lives under /fr/ with
// translated slugs, and the "English | Français" links of the header lead to the same page in the other
// language. Forms post to the same (English) paths from both versions; a hidden "lang" field says which
// version sent them. Prices are in pounds on both versions.
// Pages: home; a free quote request in five numbered screens ("Step 1 of 5" …, a "Next step" /
// "Étape suivante" button each): the move (type as radios: house, flat, office, single items; the
// preferred date as a date picker; a "flexible dates" box), the address moved from (address line,
// postcode, floor select, "is there a lift?" radios needed above the ground floor, a parking select),
// the address moved to (the same fields), the inventory (bedrooms select, needed for a house or a flat;
// sofas, wardrobes and boxes as number inputs; a fragile-items textarea; a packing-service box; a
// storage select: none, 1, 2, 4 or 8 weeks), the contact details (full name, email, phone, preferred
// contact radios, an optional "how did you hear about us?" select), then a review with "Change" links
// and a "Submit my quote request" button → QTE-; a van with driver booked by the hour (date picker,
// start time select every 30 minutes from 07:00 to 18:00, hours select 2–8, van size radios: small,
// medium, large Luton, with their prices; helpers select 0–2; pick-up postcode, name, phone; the hire
// must end by 8 pm) → VAN-; a packing-materials shop (product cards with a quantity input labelled by
// aria-label and an "Add to basket" button each), a basket (remove buttons) and a checkout (delivery
// or collection radios, the address for a delivery, name, email, card number, expiry and CVC, terms
// box; card payment only) → ORD-; "Track my move" (reference and postcode → the move's status); a
// contact form (topic select, message, name, email, optional phone, a "call me back" box that needs a
// phone) → MSG-; careers (job cards with "Apply" links; the application: position select, name,
// email, licence category boxes, years of experience, cover note) → JOB-; a FAQ; a newsletter form in
// the footer of every page (email and consent box); and the customer area behind a sign-in
// (/account/sign-in) with tabs: My moves (a table with "Change date" and "Cancel" per booked move: a
// select among the dates the office offers with a reason, or a confirmation box; not within 48 hours
// of the move), Documents (read-only) and Account (mobile phone, moving-day texts box, language of
// emails).
// Every form is checked on the server: a missing or wrong field sends the form back with an error box
// (role=alert) listing what to fix. Postcodes must have a UK shape and lie in mainland Great Britain
// (no Northern Ireland, islands or abroad: no international moves); dates must be after today; the
// company does not work on 25 and 26 December or 1 January; it does not move pianos, safes, hot tubs or
// pool tables.
// Customers: aisha.rahman@mail.test / Boxes-2026! (MOV-20417, a house on Friday 18 December) and
// julien.mercier@mail.test / Carton#59 (MOV-20470, single items on Tuesday 15 December, and MOV-20452,
// a flat on Saturday 9 January). Other moves can be tracked: MOV-20433 (SK4 2DN, Saturday 12 December),
// MOV-20441 (M19 3AB, today), MOV-20399 (OL1 3HU, done).
// The site's "today" is Tuesday 8 December 2026, 10 am.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-12-08';
const NOW = '2026-12-08T10:00';
const LAST_DAY = '2027-12-31';
const CLOSED = ['2026-12-25', '2026-12-26', '2027-01-01'];
const PHONE = '0161 496 0732';

/** Page key → [English path, French path]. */
const SLUGS = {
  home: ['/', '/fr/'],
  quote: ['/quote', '/fr/devis'],
  quoteFrom: ['/quote/moving-from', '/fr/devis/depart'],
  quoteTo: ['/quote/moving-to', '/fr/devis/arrivee'],
  inventory: ['/quote/inventory', '/fr/devis/inventaire'],
  quoteContact: ['/quote/contact', '/fr/devis/coordonnees'],
  review: ['/quote/review', '/fr/devis/recapitulatif'],
  van: ['/van-with-driver', '/fr/camionnette-avec-chauffeur'],
  shop: ['/shop', '/fr/boutique'],
  basket: ['/basket', '/fr/panier'],
  checkout: ['/checkout', '/fr/commande'],
  track: ['/track', '/fr/suivi'],
  faq: ['/faq', '/fr/questions-frequentes'],
  contact: ['/contact', '/fr/contact'],
  careers: ['/careers', '/fr/recrutement'],
  apply: ['/careers/apply', '/fr/recrutement/candidature'],
  signin: ['/account/sign-in', '/fr/espace-client/connexion'],
  account: ['/account', '/fr/espace-client'],
  moves: ['/account/moves', '/fr/espace-client/demenagements'],
  changeDate: ['/account/moves/change-date', '/fr/espace-client/demenagements/changer-la-date'],
  cancel: ['/account/moves/cancel', '/fr/espace-client/demenagements/annuler'],
  documents: ['/account/documents', '/fr/espace-client/documents'],
  document: ['/account/documents/view', '/fr/espace-client/documents/voir'],
  details: ['/account/details', '/fr/espace-client/compte'],
  signout: ['/account/sign-out', '/fr/espace-client/deconnexion'],
};

// Rows are [value, English, French, …].
const MOVE_TYPES = [
  ['house', 'House', 'Maison'],
  ['flat', 'Flat or apartment', 'Appartement'],
  ['office', 'Office', 'Bureaux'],
  ['items', 'Single items (a few pieces of furniture)', 'Objets isolés (quelques meubles)'],
];
const FLOORS = [
  ['ground', 'Ground floor', 'Rez-de-chaussée'],
  ['1', '1st floor', '1er étage'],
  ['2', '2nd floor', '2e étage'],
  ['3', '3rd floor', '3e étage'],
  ['4', '4th floor', '4e étage'],
  ['5plus', '5th floor or above', '5e étage ou plus'],
];
const LIFT = [
  ['yes', 'Yes, there is a lift', 'Oui, il y a un ascenseur'],
  ['no', 'No, stairs only', 'Non, escaliers uniquement'],
];
const PARKING = [
  ['outside', 'Right outside the door', 'Juste devant la porte'],
  ['under20', 'Less than 20 metres away', 'À moins de 20 mètres'],
  ['20to50', '20 to 50 metres away', 'Entre 20 et 50 mètres'],
  ['over50', 'More than 50 metres away', 'À plus de 50 mètres'],
  [
    'permit',
    'A parking permit or bay suspension is needed (we arrange it)',
    'Une autorisation de stationnement est nécessaire (nous nous en chargeons)',
  ],
];
const BEDROOMS = [
  ['1', '1 bedroom', '1 chambre'],
  ['2', '2 bedrooms', '2 chambres'],
  ['3', '3 bedrooms', '3 chambres'],
  ['4', '4 bedrooms', '4 chambres'],
  ['5plus', '5 bedrooms or more', '5 chambres ou plus'],
];
const STORAGE = [
  ['none', 'No storage', 'Pas de garde-meubles'],
  ['1', '1 week', '1 semaine'],
  ['2', '2 weeks', '2 semaines'],
  ['4', '4 weeks', '4 semaines'],
  ['8', '8 weeks', '8 semaines'],
];
const CONTACT_PREFS = [
  ['phone', 'By phone', 'Par téléphone'],
  ['email', 'By email', 'Par e-mail'],
];
const HEARD = [
  ['search', 'A search engine (Google, Bing…)', 'Un moteur de recherche (Google, Bing…)'],
  ['friend', 'A friend or family member', 'Un ami ou un proche'],
  ['social', 'Social media', 'Les réseaux sociaux'],
  ['van', 'I saw one of your vans', 'J’ai vu un de vos camions'],
  ['review', 'A review site (Trustpilot, Google reviews)', 'Un site d’avis (Trustpilot, avis Google)'],
  ['other', 'Other', 'Autre'],
];
/** Van sizes: [value, English, French, £ an hour]. */
const VANS = [
  ['small', 'Small van (Ford Transit Connect, 3 m³)', 'Petite camionnette (Ford Transit Connect, 3 m³)', 45],
  ['medium', 'Medium van (Ford Transit Custom, 6 m³)', 'Camionnette moyenne (Ford Transit Custom, 6 m³)', 55],
  ['large', 'Large Luton van with tail lift (18 m³)', 'Grand fourgon Luton avec hayon élévateur (18 m³)', 70],
];
const HELPERS = [
  ['0', 'No helper, just the driver', 'Aucun, seulement le chauffeur'],
  ['1', '1 helper (+£20 an hour)', '1 porteur (+20 £ de l’heure)'],
  ['2', '2 helpers (+£40 an hour)', '2 porteurs (+40 £ de l’heure)'],
];
const START_TIMES = Array.from({ length: 23 }, (_, i) => {
  const m = 7 * 60 + i * 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
});
const HOURS = ['2', '3', '4', '5', '6', '7', '8'];
/** Shop products: [id, English, French, price £, English text, French text]. */
const PRODUCTS = [
  [
    'small-boxes',
    'Small boxes, pack of 10',
    'Petits cartons, lot de 10',
    14,
    '45 × 30 × 30 cm, double wall: books, kitchenware, tools.',
    '45 × 30 × 30 cm, double cannelure : livres, vaisselle, outils.',
  ],
  [
    'large-boxes',
    'Large boxes, pack of 10',
    'Grands cartons, lot de 10',
    18,
    '55 × 45 × 40 cm: bedding, clothes, cushions and toys.',
    '55 × 45 × 40 cm : linge de lit, vêtements, coussins et jouets.',
  ],
  [
    'tape',
    'Packing tape, 3 rolls',
    'Ruban adhésif d’emballage, 3 rouleaux',
    6.5,
    'Brown tape, 48 mm × 66 m per roll.',
    'Ruban marron, 48 mm × 66 m par rouleau.',
  ],
  [
    'bubble-wrap',
    'Bubble wrap, 10 m roll',
    'Papier bulle, rouleau de 10 m',
    9,
    '75 cm wide, large bubbles: glasses, frames, screens.',
    '75 cm de large, grosses bulles : verres, cadres, écrans.',
  ],
  [
    'wardrobe-box',
    'Wardrobe box with hanging rail',
    'Carton penderie avec barre',
    12,
    'Carry your clothes on their hangers, 50 × 60 × 120 cm.',
    'Transportez vos vêtements sur leurs cintres, 50 × 60 × 120 cm.',
  ],
];
const DELIVERY_FEE = 5.95;
const FREE_DELIVERY_FROM = 50;
const FULFILMENT = [
  [
    'delivery',
    'Delivery to your address (£5.95, free from £50)',
    'Livraison à votre adresse (5,95 £, offerte dès 50 £)',
  ],
  [
    'collection',
    'Collect from our depot, Unit 3, Trafford Park Road (free)',
    'Retrait à notre dépôt, Unit 3, Trafford Park Road (gratuit)',
  ],
];
const TOPICS = [
  ['quote', 'A quote or a new booking', 'Un devis ou une nouvelle réservation'],
  ['move', 'My upcoming move', 'Mon déménagement à venir'],
  ['shop', 'An order of packing materials', 'Une commande de matériel d’emballage'],
  ['damage', 'Damage or a complaint', 'Un dommage ou une réclamation'],
  ['jobs', 'Jobs', 'Recrutement'],
  ['other', 'Something else', 'Autre chose'],
];
const POSITIONS = [
  ['driver', 'HGV driver (licence C1 or C)', 'Chauffeur poids lourd (permis C1 ou C)'],
  ['porter', 'Porter', 'Déménageur porteur'],
  ['packer', 'Packer', 'Emballeur ou emballeuse'],
  ['surveyor', 'Home surveyor (licence B)', 'Conseiller ou conseillère technique à domicile (permis B)'],
  [
    'coordinator',
    'Move coordinator, French-speaking',
    'Coordinateur ou coordinatrice de déménagements francophone',
  ],
];
const JOB_TEXT = {
  driver: [
    'Drive our 7.5 t and 18 t removal lorries across Britain and lend a hand with the loading. Full time, from £32,000.',
    'Conduire nos camions de déménagement de 7,5 t et 18 t partout en Grande-Bretagne et participer au chargement. Temps plein, à partir de 32 000 £.',
  ],
  porter: [
    'Carry, wrap and load furniture with a crew of three. No experience needed, training given.',
    'Porter, protéger et charger les meubles dans une équipe de trois. Débutants acceptés, formation assurée.',
  ],
  packer: [
    'Pack kitchens, books and fragile items the day before a move. Part time possible.',
    'Emballer cuisines, livres et objets fragiles la veille des déménagements. Temps partiel possible.',
  ],
  surveyor: [
    'Visit customers at home or by video, list what moves and prepare the quote. Company car (licence B).',
    'Rendre visite aux clients à domicile ou en vidéo, faire l’inventaire et préparer le devis. Voiture de fonction (permis B).',
  ],
  coordinator: [
    'Plan moves for our French-speaking customers, from the first call to moving day. Fluent French and English.',
    'Organiser les déménagements de nos clients francophones, du premier appel au jour J. Français et anglais courants.',
  ],
};
const LICENCES = [
  ['B', 'B — car', 'B — voiture'],
  ['BE', 'BE — car and trailer', 'BE — voiture et remorque'],
  ['C1', 'C1 — lorries up to 7.5 t', 'C1 — camions jusqu’à 7,5 t'],
  ['C1E', 'C1E — C1 with a trailer', 'C1E — C1 avec remorque'],
  ['C', 'C — lorries over 7.5 t', 'C — camions de plus de 7,5 t'],
];
const LANGUAGES = [
  ['en', 'English', 'Anglais'],
  ['fr', 'French', 'Français'],
];
const STATUS = {
  booked: ['Confirmed: crew and van booked', 'Confirmé : équipe et camion réservés'],
  materials: ['Confirmed: packing materials delivered', 'Confirmé : matériel d’emballage livré'],
  ontheway: ['Moving day: the crew is on the way', 'Jour J : l’équipe est en route'],
  done: ['Completed', 'Terminé'],
  cancelled: ['Cancelled', 'Annulé'],
};
const FAQ = [
  [
    'Where do you move people to?',
    'Où déménagez-vous ?',
    'Anywhere in mainland Great Britain, from and to any UK postcode outside Northern Ireland and the islands. We do not do international moves (not even to France or Ireland).',
    'Partout en Grande-Bretagne continentale, depuis et vers tout code postal britannique hors Irlande du Nord et îles. Nous ne faisons pas de déménagement international (pas même vers la France ou l’Irlande).',
  ],
  [
    'Is there anything you will not move?',
    'Y a-t-il des objets que vous ne déménagez pas ?',
    'We do not move pianos, safes, hot tubs or pool tables: they need specialist firms. Tell us about fragile or valuable items in the quote.',
    'Nous ne déménageons ni pianos, ni coffres-forts, ni spas, ni billards : il faut une entreprise spécialisée. Signalez les objets fragiles ou de valeur dans le devis.',
  ],
  [
    'When do you work?',
    'Quand travaillez-vous ?',
    'Seven days a week, 7 am – 8 pm, except 25 and 26 December and 1 January.',
    'Sept jours sur sept, de 7 h à 20 h, sauf les 25 et 26 décembre et le 1er janvier.',
  ],
  [
    'Can I change the date of my move?',
    'Puis-je changer la date de mon déménagement ?',
    'Yes, in your customer area, choosing one of the dates we offer, up to 48 hours before the move. You can also cancel there; the deposit is refunded up to 7 days before.',
    'Oui, dans votre espace client, en choisissant une des dates proposées, jusqu’à 48 heures avant le déménagement. Vous pouvez aussi y annuler ; l’acompte est remboursé jusqu’à 7 jours avant.',
  ],
  [
    'How do I pay?',
    'Comment payer ?',
    'Moves: a deposit by bank transfer, the rest by card on the day. Van with driver: by card to the driver. Packing shop: by card online (Visa, Mastercard, American Express) — no PayPal, no cash.',
    'Déménagements : un acompte par virement, le solde par carte le jour J. Camionnette avec chauffeur : par carte au chauffeur. Boutique : par carte en ligne (Visa, Mastercard, American Express) — ni PayPal, ni espèces.',
  ],
  [
    'Which vans do you have?',
    'Quels véhicules avez-vous ?',
    'For the van with driver: a small van (3 m³), a medium van (6 m³) and a large Luton van with a tail lift (18 m³). Our 7.5 t and 18 t lorries are kept for full removals.',
    'Pour la camionnette avec chauffeur : une petite camionnette (3 m³), une camionnette moyenne (6 m³) et un grand fourgon Luton avec hayon (18 m³). Nos camions de 7,5 t et 18 t sont réservés aux déménagements complets.',
  ],
];

function moversAccounts() {
  return {
    'aisha.rahman@mail.test': {
      password: 'Boxes-2026!',
      name: 'Aisha Rahman',
      phone: '07700 900412',
      sms: false,
      language: 'en',
      moves: [
        {
          ref: 'MOV-20417',
          type: 'house',
          date: '2026-12-18',
          from: ['27 Parkfield Road', 'M14 6QR'],
          to: ['41 Cavendish Road', 'M20 1JG'],
          status: 'booked',
          crew: 3,
          quote: 'QTE-40127',
          offered: ['2026-12-19', '2026-12-21', '2026-12-22', '2026-12-29', '2027-01-04', '2027-01-06'],
        },
        {
          ref: 'MOV-19876',
          type: 'flat',
          date: '2026-06-12',
          from: ['Flat 2, 10 Oxford Place', 'M13 9PL'],
          to: ['27 Parkfield Road', 'M14 6QR'],
          status: 'done',
          crew: 2,
          quote: 'QTE-38802',
          offered: [],
        },
      ],
    },
    'julien.mercier@mail.test': {
      password: 'Carton#59',
      name: 'Julien Mercier',
      phone: '+44 7700 900733',
      sms: true,
      language: 'fr',
      moves: [
        {
          ref: 'MOV-20470',
          type: 'items',
          date: '2026-12-15',
          from: ['3 Castle Street', 'SK3 9AD'],
          to: ['Flat 9, 1 Whitworth Street', 'M1 3GB'],
          status: 'booked',
          crew: 2,
          quote: 'QTE-40219',
          offered: ['2026-12-16', '2026-12-17', '2026-12-19', '2026-12-22'],
        },
        {
          ref: 'MOV-20452',
          type: 'flat',
          date: '2027-01-09',
          from: ['Flat 9, 1 Whitworth Street', 'M1 3GB'],
          to: ['Flat 21, 5 Owen Street', 'M15 4PR'],
          status: 'booked',
          crew: 3,
          quote: 'QTE-40188',
          offered: ['2027-01-08', '2027-01-11', '2027-01-13', '2027-01-15', '2027-01-16', '2027-01-23'],
        },
      ],
    },
  };
}
/** Moves that are not behind a demo sign-in but can be tracked. */
const OTHER_MOVES = [
  {
    ref: 'MOV-20433',
    type: 'house',
    date: '2026-12-12',
    from: ['16 Mauldeth Road', 'SK4 2DN'],
    to: ['8 Oak Avenue', 'SK8 3BQ'],
    status: 'materials',
    crew: 4,
  },
  {
    ref: 'MOV-20441',
    type: 'flat',
    date: '2026-12-08',
    from: ['Flat 5, 120 Burnage Lane', 'M19 3AB'],
    to: ['33 Kingsway', 'M20 5PE'],
    status: 'ontheway',
    crew: 2,
  },
  {
    ref: 'MOV-20399',
    type: 'house',
    date: '2026-12-05',
    from: ['4 Church Lane', 'OL1 3HU'],
    to: ['61 Manchester Road', 'OL8 4LP'],
    status: 'done',
    crew: 4,
  },
];

/** The state of a fresh site (sites.js: SITES.movers). */
export function moversState() {
  return {
    sessions: new Map(),
    accounts: moversAccounts(),
    others: OTHER_MOVES.map((m) => ({ ...m })),
    subscribers: [],
    nextQuote: 40311,
    nextVan: 7204,
    nextOrder: 15873,
    nextMessage: 2218,
    nextJob: 561,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function moversGetForms() {
  return [];
}

/* ---------------------------------------------------------------------------------------------- */

function dayOf(iso) {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
function validIsoDate(d) {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') &&
    !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
    new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d
  );
}
function hoursBefore(date) {
  return (Date.parse(`${date}T08:00:00Z`) - Date.parse(`${NOW}:00Z`)) / 3600000;
}
function postcodeShape(x) {
  return /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.test((x ?? '').trim());
}
function mainland(x) {
  return !/^(BT|JE|GY|IM|HS|ZE)\d/i.test((x ?? '').trim());
}
function samePostcode(a, b) {
  const n = (x) => (x ?? '').replace(/\s+/g, '').toUpperCase();
  return n(a) !== '' && n(a) === n(b);
}
function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
function row(list, v) {
  return list.find((x) => x[0] === v);
}
function minutes(hhmm) {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}
function hhmm(m) {
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
function productOf(id) {
  return PRODUCTS.find((p) => p[0] === id);
}
function basketLines(s) {
  return Object.entries(s.basket)
    .filter(([, q]) => q > 0)
    .map(([id, qty]) => ({ p: productOf(id), qty }))
    .filter((l) => l.p);
}
function basketTotal(s) {
  return basketLines(s).reduce((a, l) => a + l.p[3] * l.qty, 0);
}

function tools(lang) {
  const en = lang !== 'fr';
  const t = (eng, fr) => (en ? eng : fr);
  const pick = (r) => (en ? r[1] : r[2]);
  const tr = (pair) => (en ? pair[0] : pair[1]);
  const money = (n) => {
    const [i, d] = Number(n).toFixed(2).split('.');
    const int = i.replace(/\B(?=(\d{3})+(?!\d))/g, en ? ',' : ' ');
    return en ? `£${int}.${d}` : `${int},${d} £`;
  };
  const longDate = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    const i = en ? 1 : 0;
    return `${DAYS[i][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[i][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
  };
  const shortDate = (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  const url = (key, query = '') => `${SLUGS[key][en ? 0 : 1]}${query}`;
  return { en, t, pick, tr, money, longDate, shortDate, url };
}
function errorBox(lang, missing, other = '') {
  const { t } = tools(lang);
  if (!missing?.length && !other) return '';
  return `<div class="error" role="alert">${other ? `<p>${h(other)}</p>` : ''}${missing?.length ? `<p>${t('Please fix the following:', 'Merci de corriger les points suivants :')}</p><ul>${missing.map((m) => `<li>${h(m)}</li>`).join('')}</ul>` : ''}</div>`;
}
function option(value, text, current) {
  return `<option value="${h(value)}"${current === value ? ' selected' : ''}>${h(text)}</option>`;
}
function radio(name, value, text, current) {
  return `<label class="choice"><input type="radio" name="${name}" value="${h(value)}"${current === value ? ' checked' : ''}> ${h(text)}</label>`;
}
function checkbox(name, text, checked, value = 'yes') {
  return `<label class="choice"><input type="checkbox" name="${name}" value="${h(value)}"${checked ? ' checked' : ''}> ${h(text)}</label>`;
}
function langField(lang) {
  return `<input type="hidden" name="lang" value="${lang === 'fr' ? 'fr' : 'en'}">`;
}

/** The page shell. `alt` is [English href, French href] of this page, for the language links. */
function moversPage(lang, s, alt, title, body) {
  const { t, url } = tools(lang);
  const n = basketLines(s).reduce((a, l) => a + l.qty, 0);
  return page({
    lang,
    title: `${title} · Swift Removals, Manchester`,
    brand: '#0b6e4f',
    css: `.langs{margin-left:auto;font-size:.9rem}.hint{color:#666;font-size:.88rem;font-weight:400}.step{color:#0b6e4f;font-weight:700;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}
.tabs{display:flex;gap:4px;border-bottom:2px solid #0b6e4f;margin:16px 0}.tabs a{padding:8px 14px;text-decoration:none;color:#0b6e4f;border-radius:6px 6px 0 0}
.tabs a[aria-current]{background:#0b6e4f;color:#fff}.price{font-weight:700;font-size:1.1rem}dl.sum{display:grid;grid-template-columns:220px 1fr;gap:6px 16px}dl.sum dt{font-weight:600}dl.sum dd{margin:0}
.inline{display:flex;gap:8px;flex-wrap:wrap;align-items:center}input[type=number]{min-width:80px!important;width:90px}
details{background:#fff;border:1px solid #ddd;border-radius:6px;margin:8px 0;padding:10px 14px}summary{cursor:pointer;font-weight:600}
footer form{display:flex;flex-direction:column;gap:4px;max-width:420px;margin:12px 0}footer label{font-weight:400}`,
    header: `<a class="logo" href="${url('home')}">🚚 Swift Removals</a>
<nav aria-label="${t('Main menu', 'Menu principal')}"><a href="${url('quote')}">${t('Get a quote', 'Demander un devis')}</a> · <a href="${url('van')}">${t('Van with driver', 'Camionnette avec chauffeur')}</a> · <a href="${url('shop')}">${t('Packing shop', 'Boutique d’emballage')}</a> · <a href="${url('basket')}">${t('Basket', 'Panier')} (${n})</a> · <a href="${url('track')}">${t('Track my move', 'Suivre mon déménagement')}</a> · <a href="${url('faq')}">FAQ</a> · <a href="${url('careers')}">${t('Careers', 'Recrutement')}</a> · <a href="${url('contact')}">Contact</a> · <a href="${url('account')}">${s.user ? t('My account', 'Mon compte') : t('Customer area', 'Espace client')}</a></nav>
<span class="langs"><a href="${h(alt[0])}" hreflang="en" lang="en">English</a> | <a href="${h(alt[1])}" hreflang="fr" lang="fr">Français</a></span>`,
    body,
    footer: `<form method="post" action="/newsletter">${langField(lang)}
  <strong>${t('Newsletter: moving tips and offers, once a month', 'Lettre d’information : conseils et offres, une fois par mois')}</strong>
  <label for="nl-email">${t('Your email for the newsletter', 'Votre e-mail pour la lettre d’information')}</label>
  <input type="email" id="nl-email" name="email">
  ${checkbox('consent', t('I agree to receive the Swift Removals newsletter (unsubscribe at any time)', 'J’accepte de recevoir la lettre d’information de Swift Removals (désinscription à tout moment)'), false)}
  <button type="submit">${t('Subscribe', 'M’abonner')}</button>
</form>
<p>${t(
      `Swift Removals Ltd · Unit 3, Trafford Park Road, Manchester M17 1HG · ${PHONE} · hello@swiftremovals.test · we move 7 days a week, 7 am – 8 pm, except 25 and 26 December and 1 January · mainland Great Britain only · BAR member, goods in transit insurance up to £50,000`,
      `Swift Removals Ltd · Unit 3, Trafford Park Road, Manchester M17 1HG · ${PHONE} · bonjour@swiftremovals.test · équipe francophone du lundi au samedi · nous déménageons 7 jours sur 7, de 7 h à 20 h, sauf les 25 et 26 décembre et le 1er janvier · Grande-Bretagne continentale uniquement · membre de la BAR, assurance marchandises jusqu’à 50 000 £`,
    )}</p>`,
  });
}

/* ---------------------------------------------------------------- quote */

function stepLine(lang, n, en, fr) {
  const { t } = tools(lang);
  return `<p class="step">${t(`Step ${n} of 5 — ${en}`, `Étape ${n} sur 5 — ${fr}`)}</p>`;
}
function quoteHead(lang) {
  const { t } = tools(lang);
  return `<h1>${t('Get a free moving quote', 'Demander un devis de déménagement gratuit')}</h1>`;
}
function moveForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick } = tools(lang);
  return moversPage(
    lang,
    s,
    alt,
    t('Get a quote', 'Demander un devis'),
    `${quoteHead(lang)}
${stepLine(lang, 1, 'Your move', 'Votre déménagement')}
${errorBox(lang, missing, other)}
<form method="post" action="/quote">${langField(lang)}
  <fieldset><legend>${t('What are we moving?', 'Que déménageons-nous ?')}</legend>
  ${MOVE_TYPES.map((x) => radio('move_type', x[0], pick(x), v.move_type)).join('\n  ')}
  </fieldset>
  <label for="q-date">${t('Preferred moving date', 'Date de déménagement souhaitée')}</label>
  <input type="date" id="q-date" name="move_date" min="2026-12-09" max="${LAST_DAY}" value="${h(v.move_date ?? '')}">
  ${checkbox('flexible', t('My dates are flexible (give or take 3 days)', 'Mes dates sont flexibles (à 3 jours près)'), v.flexible === 'yes')}
  <p class="hint">${t('We move 7 days a week, except 25 and 26 December and 1 January, anywhere in mainland Great Britain (no international moves).', 'Nous déménageons 7 jours sur 7, sauf les 25 et 26 décembre et le 1er janvier, partout en Grande-Bretagne continentale (pas de déménagement international).')}</p>
  <p><button type="submit">${t('Next step', 'Étape suivante')}</button></p>
</form>`,
  );
}
function addressForm(lang, s, alt, which, v = {}, missing = [], other = '') {
  const { t, pick, url } = tools(lang);
  const p = which === 'from' ? 'from' : 'to';
  const f = (k) => `${p}_${k}`;
  const n = which === 'from' ? 2 : 3;
  return moversPage(
    lang,
    s,
    alt,
    t('Get a quote', 'Demander un devis'),
    `${quoteHead(lang)}
${which === 'from' ? stepLine(lang, 2, 'Moving from', 'Adresse de départ') : stepLine(lang, 3, 'Moving to', 'Adresse d’arrivée')}
${errorBox(lang, missing, other)}
<form method="post" action="${which === 'from' ? '/quote/moving-from' : '/quote/moving-to'}">${langField(lang)}
  <label for="${p}-address">${t('Address line', 'Adresse')}</label>
  <input id="${p}-address" name="${f('address')}" autocomplete="address-line1" value="${h(v[f('address')] ?? '')}">
  <label for="${p}-postcode">${t('Postcode', 'Code postal')}</label>
  <input id="${p}-postcode" name="${f('postcode')}" autocomplete="postal-code" placeholder="${t('e.g. M1 1AE', 'ex. M1 1AE')}" value="${h(v[f('postcode')] ?? '')}">
  <label for="${p}-floor">${t('Floor', 'Étage')}</label>
  <select id="${p}-floor" name="${f('floor')}">${option('', t('Choose…', 'Choisir…'), v[f('floor')] ?? '')}${FLOORS.map((x) => option(x[0], pick(x), v[f('floor')])).join('')}</select>
  <fieldset><legend>${t('Is there a lift?', 'Y a-t-il un ascenseur ?')}</legend>
  ${LIFT.map((x) => radio(f('lift'), x[0], pick(x), v[f('lift')])).join('\n  ')}
  <p class="hint">${t('Not needed for a ground floor.', 'Inutile pour un rez-de-chaussée.')}</p>
  </fieldset>
  <label for="${p}-parking">${t('Where can the van park?', 'Où le camion peut-il stationner ?')}</label>
  <select id="${p}-parking" name="${f('parking')}">${option('', t('Choose…', 'Choisir…'), v[f('parking')] ?? '')}${PARKING.map((x) => option(x[0], pick(x), v[f('parking')])).join('')}</select>
  <p><button type="submit">${t('Next step', 'Étape suivante')}</button> <a href="${url(n === 2 ? 'quote' : 'quoteFrom')}">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}
function inventoryForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick, url } = tools(lang);
  const num = (name, label) =>
    `<label for="i-${name}">${label}</label><input type="number" id="i-${name}" name="${name}" min="0" max="300" value="${h(v[name] ?? '0')}">`;
  return moversPage(
    lang,
    s,
    alt,
    t('Get a quote', 'Demander un devis'),
    `${quoteHead(lang)}
${stepLine(lang, 4, 'What we move', 'Inventaire')}
${errorBox(lang, missing)}
<form method="post" action="/quote/inventory">${langField(lang)}
  <label for="i-bedrooms">${t('Number of bedrooms (homes only)', 'Nombre de chambres (logements uniquement)')}</label>
  <select id="i-bedrooms" name="bedrooms">${option('', t('Choose…', 'Choisir…'), v.bedrooms ?? '')}${BEDROOMS.map((x) => option(x[0], pick(x), v.bedrooms)).join('')}</select>
  ${num('sofas', t('Sofas', 'Canapés'))}
  ${num('wardrobes', t('Wardrobes', 'Armoires'))}
  ${num('boxes', t('Boxes (an estimate is fine)', 'Cartons (une estimation suffit)'))}
  <label for="i-fragile">${t('Fragile or valuable items (optional)', 'Objets fragiles ou de valeur (facultatif)')}</label>
  <textarea id="i-fragile" name="fragile" rows="3">${h(v.fragile ?? '')}</textarea>
  <p>${checkbox('packing', t('Add our packing service: we pack everything the day before (from £180)', 'Ajouter notre service d’emballage : nous emballons tout la veille (à partir de 180 £)'), v.packing === 'yes')}</p>
  <label for="i-storage">${t('Storage in our Trafford Park warehouse', 'Garde-meubles dans notre entrepôt de Trafford Park')}</label>
  <select id="i-storage" name="storage">${STORAGE.map((x) => option(x[0], pick(x), v.storage ?? 'none')).join('')}</select>
  <p class="hint">${t('We do not move pianos, safes, hot tubs or pool tables.', 'Nous ne déménageons ni pianos, ni coffres-forts, ni spas, ni billards.')}</p>
  <p><button type="submit">${t('Next step', 'Étape suivante')}</button> <a href="${url('quoteTo')}">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}
function quoteContactForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick, url } = tools(lang);
  return moversPage(
    lang,
    s,
    alt,
    t('Get a quote', 'Demander un devis'),
    `${quoteHead(lang)}
${stepLine(lang, 5, 'Your contact details', 'Vos coordonnées')}
${errorBox(lang, missing)}
<form method="post" action="/quote/contact">${langField(lang)}
  <label for="c-name">${t('Full name', 'Nom et prénom')}</label>
  <input id="c-name" name="full_name" autocomplete="name" value="${h(v.full_name ?? '')}">
  <label for="c-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="c-email" name="email" autocomplete="email" value="${h(v.email ?? '')}">
  <label for="c-phone">${t('Phone', 'Téléphone')}</label>
  <input type="tel" id="c-phone" name="phone" autocomplete="tel" value="${h(v.phone ?? '')}">
  <fieldset><legend>${t('How should we contact you about the quote?', 'Comment vous contacter au sujet du devis ?')}</legend>
  ${CONTACT_PREFS.map((x) => radio('contact_pref', x[0], pick(x), v.contact_pref)).join('\n  ')}
  </fieldset>
  <label for="c-heard">${t('How did you hear about us? (optional)', 'Comment nous avez-vous connus ? (facultatif)')}</label>
  <select id="c-heard" name="heard">${option('', t('Choose…', 'Choisir…'), v.heard ?? '')}${HEARD.map((x) => option(x[0], pick(x), v.heard)).join('')}</select>
  <p><button type="submit">${t('Review my request', 'Vérifier ma demande')}</button> <a href="${url('inventory')}">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}
function addressLine(lang, a) {
  const { t, pick } = tools(lang);
  const floor = pick(row(FLOORS, a.floor));
  const lift =
    a.floor === 'ground'
      ? ''
      : a.lift === 'yes'
        ? t(', with a lift', ', avec ascenseur')
        : t(', no lift', ', sans ascenseur');
  return `${h(a.address)}, ${h(a.postcode.toUpperCase())} · ${h(floor)}${lift} · ${t('parking:', 'stationnement :')} ${h(pick(row(PARKING, a.parking)).toLowerCase())}`;
}
function reviewPage(lang, s, alt) {
  const { t, pick, longDate, url } = tools(lang);
  const q = s.quote;
  const change = (key) => ` · <a href="${url(key)}">${t('Change', 'Modifier')}</a>`;
  const inv = q.inventory;
  const items = [
    inv.bedrooms ? pick(row(BEDROOMS, inv.bedrooms)) : '',
    t(`${inv.sofas} sofa(s)`, `${inv.sofas} canapé(s)`),
    t(`${inv.wardrobes} wardrobe(s)`, `${inv.wardrobes} armoire(s)`),
    t(`about ${inv.boxes} boxes`, `environ ${inv.boxes} cartons`),
  ]
    .filter(Boolean)
    .join(', ');
  return moversPage(
    lang,
    s,
    alt,
    t('Review', 'Récapitulatif'),
    `<h1>${t('Check your quote request', 'Vérifiez votre demande de devis')}</h1>
<p class="step">${t('Review — all five steps done', 'Récapitulatif — les cinq étapes sont remplies')}</p>
<dl class="sum">
<dt>${t('Move', 'Déménagement')}</dt><dd>${h(pick(row(MOVE_TYPES, q.move.move_type)))} · ${longDate(q.move.move_date)}${q.move.flexible === 'yes' ? t(' (flexible dates)', ' (dates flexibles)') : ''}${change('quote')}</dd>
<dt>${t('From', 'Départ')}</dt><dd>${addressLine(lang, q.from)}${change('quoteFrom')}</dd>
<dt>${t('To', 'Arrivée')}</dt><dd>${addressLine(lang, q.to)}${change('quoteTo')}</dd>
<dt>${t('Inventory', 'Inventaire')}</dt><dd>${h(items)}${inv.fragile ? ` · ${t('fragile:', 'fragile :')} ${h(inv.fragile)}` : ''}${change('inventory')}</dd>
<dt>${t('Services', 'Services')}</dt><dd>${inv.packing === 'yes' ? t('packing service', 'service d’emballage') : t('no packing service', 'sans emballage')} · ${h(pick(row(STORAGE, inv.storage)).toLowerCase())}${change('inventory')}</dd>
<dt>${t('Contact', 'Coordonnées')}</dt><dd>${h(q.contact.full_name)} · ${h(q.contact.email)} · ${h(q.contact.phone)} · ${h(pick(row(CONTACT_PREFS, q.contact.contact_pref)).toLowerCase())}${change('quoteContact')}</dd>
</dl>
<form method="post" action="/quote/submit">${langField(lang)}<p><button type="submit">${t('Submit my quote request', 'Envoyer ma demande de devis')}</button></p></form>`,
  );
}

/* ---------------------------------------------------------------- van, shop, track */

function vanForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick, money } = tools(lang);
  return moversPage(
    lang,
    s,
    alt,
    t('Van with driver', 'Camionnette avec chauffeur'),
    `<h1>${t('Book a van with driver', 'Réserver une camionnette avec chauffeur')}</h1>
<p>${t('A van and one of our drivers by the hour, for a few pieces of furniture, a student move or a trip to the tip. From 7 am; the hire must end by 8 pm. Minimum 2 hours; fuel within Greater Manchester included; paid by card to the driver.', 'Une camionnette et un de nos chauffeurs à l’heure, pour quelques meubles, un déménagement d’étudiant ou un passage à la déchetterie. À partir de 7 h ; la location doit se terminer à 20 h au plus tard. 2 heures minimum ; carburant inclus dans le Grand Manchester ; paiement par carte au chauffeur.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/van-with-driver">${langField(lang)}
  <label for="v-date">${t('Date', 'Date')}</label>
  <input type="date" id="v-date" name="date" min="2026-12-09" max="${LAST_DAY}" value="${h(v.date ?? '')}">
  <label for="v-start">${t('Start time', 'Heure de début')}</label>
  <select id="v-start" name="start">${option('', t('Choose…', 'Choisir…'), v.start ?? '')}${START_TIMES.map((x) => option(x, x, v.start)).join('')}</select>
  <label for="v-hours">${t('Number of hours', 'Nombre d’heures')}</label>
  <select id="v-hours" name="hours">${option('', t('Choose…', 'Choisir…'), v.hours ?? '')}${HOURS.map((x) => option(x, t(`${x} hours`, `${x} heures`), v.hours)).join('')}</select>
  <fieldset><legend>${t('Van size', 'Taille du véhicule')}</legend>
  ${VANS.map((x) => radio('van', x[0], `${pick(x)} — ${t(`${money(x[3])} an hour`, `${money(x[3])} de l’heure`)}`, v.van)).join('\n  ')}
  </fieldset>
  <label for="v-helpers">${t('Extra helpers', 'Porteurs supplémentaires')}</label>
  <select id="v-helpers" name="helpers">${HELPERS.map((x) => option(x[0], pick(x), v.helpers ?? '0')).join('')}</select>
  <label for="v-postcode">${t('Pick-up postcode', 'Code postal de prise en charge')}</label>
  <input id="v-postcode" name="pickup_postcode" value="${h(v.pickup_postcode ?? '')}">
  <label for="v-name">${t('Your name', 'Votre nom')}</label>
  <input id="v-name" name="name" autocomplete="name" value="${h(v.name ?? '')}">
  <label for="v-phone">${t('Phone', 'Téléphone')}</label>
  <input type="tel" id="v-phone" name="phone" autocomplete="tel" value="${h(v.phone ?? '')}">
  <p><button type="submit">${t('Book the van', 'Réserver la camionnette')}</button></p>
</form>`,
  );
}
function shopPage(lang, s, alt) {
  const { t, tr, money, url } = tools(lang);
  const f = s.flash;
  s.flash = null;
  return moversPage(
    lang,
    s,
    alt,
    t('Packing shop', 'Boutique d’emballage'),
    `<h1>${t('Packing materials', 'Matériel d’emballage')}</h1>
<p>${t('Strong double-wall boxes and everything to pack them. Delivered in 2 working days (£5.95, free from £50) or ready to collect at our Trafford Park depot the next working day.', 'Des cartons solides à double cannelure et tout pour les emballer. Livrés en 2 jours ouvrés (5,95 £, offerte dès 50 £) ou à retirer à notre dépôt de Trafford Park dès le jour ouvré suivant.')}</p>
${f ? `<div class="notice" role="status"><p>${h(tr(f))} <a href="${url('basket')}">${t('View basket', 'Voir le panier')}</a></p></div>` : ''}
<div class="cards">
${PRODUCTS.map((p) => {
  const name = t(p[1], p[2]);
  return `<article class="card"><h2>${h(name)}</h2><p>${h(t(p[4], p[5]))}</p><p class="price">${money(p[3])}</p>
<form method="post" action="/shop/add" class="inline">${langField(lang)}<input type="hidden" name="product" value="${p[0]}">
<input type="number" name="qty" min="1" max="50" value="1" aria-label="${h(t(`Quantity: ${name}`, `Quantité : ${name}`))}">
<button type="submit">${t('Add to basket', 'Ajouter au panier')}</button></form></article>`;
}).join('\n')}
</div>`,
  );
}
function basketPage(lang, s, alt, other = '') {
  const { t, money, url } = tools(lang);
  const lines = basketLines(s);
  const total = basketTotal(s);
  return moversPage(
    lang,
    s,
    alt,
    t('Basket', 'Panier'),
    `<h1>${t('Your basket', 'Votre panier')}</h1>
${errorBox(lang, [], other)}
${
  lines.length
    ? `<table><thead><tr><th>${t('Product', 'Produit')}</th><th>${t('Quantity', 'Quantité')}</th><th>${t('Price', 'Prix')}</th><th>${t('Total', 'Total')}</th><th></th></tr></thead><tbody>
${lines.map((l) => `<tr><td>${h(t(l.p[1], l.p[2]))}</td><td>${l.qty}</td><td>${money(l.p[3])}</td><td>${money(l.p[3] * l.qty)}</td><td><form method="post" action="/basket/remove">${langField(lang)}<input type="hidden" name="product" value="${l.p[0]}"><button type="submit" class="btn secondary">${t('Remove', 'Retirer')}</button></form></td></tr>`).join('\n')}
</tbody></table>
<p>${t('Subtotal:', 'Sous-total :')} <strong>${money(total)}</strong> · ${total >= FREE_DELIVERY_FROM ? t('free delivery', 'livraison offerte') : t(`delivery ${money(DELIVERY_FEE)}, free from ${money(FREE_DELIVERY_FROM)}`, `livraison ${money(DELIVERY_FEE)}, offerte dès ${money(FREE_DELIVERY_FROM)}`)}</p>
<p><a class="btn" href="${url('checkout')}">${t('Go to checkout', 'Passer la commande')}</a> <a href="${url('shop')}">${t('Continue shopping', 'Continuer mes achats')}</a></p>`
    : `<p>${t('Your basket is empty.', 'Votre panier est vide.')} <a href="${url('shop')}">${t('See our packing materials', 'Voir le matériel d’emballage')}</a></p>`
}`,
  );
}
function checkoutForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick, money } = tools(lang);
  const lines = basketLines(s);
  const total = basketTotal(s);
  return moversPage(
    lang,
    s,
    alt,
    t('Checkout', 'Commande'),
    `<h1>${t('Checkout', 'Finaliser la commande')}</h1>
<p>${lines.map((l) => `${l.qty} × ${h(t(l.p[1], l.p[2]))}`).join(' · ')} — ${t('subtotal', 'sous-total')} <strong>${money(total)}</strong></p>
${errorBox(lang, missing)}
<form method="post" action="/checkout">${langField(lang)}
  <fieldset><legend>${t('Delivery or collection', 'Livraison ou retrait')}</legend>
  ${FULFILMENT.map((x) => radio('fulfilment', x[0], pick(x), v.fulfilment)).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Delivery address (for a delivery only)', 'Adresse de livraison (pour une livraison uniquement)')}</legend>
  <label for="o-address">${t('Address line', 'Adresse')}</label>
  <input id="o-address" name="address" autocomplete="address-line1" value="${h(v.address ?? '')}">
  <label for="o-postcode">${t('Postcode', 'Code postal')}</label>
  <input id="o-postcode" name="postcode" autocomplete="postal-code" value="${h(v.postcode ?? '')}">
  <label for="o-city">${t('Town or city', 'Ville')}</label>
  <input id="o-city" name="city" value="${h(v.city ?? '')}">
  </fieldset>
  <fieldset><legend>${t('Your details', 'Vos coordonnées')}</legend>
  <label for="o-name">${t('Full name', 'Nom et prénom')}</label>
  <input id="o-name" name="name" autocomplete="name" value="${h(v.name ?? '')}">
  <label for="o-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="o-email" name="email" autocomplete="email" value="${h(v.email ?? '')}">
  </fieldset>
  <fieldset><legend>${t('Card payment', 'Paiement par carte')}</legend>
  <p class="hint">${t('Visa, Mastercard or American Express. We do not take PayPal, bank transfers or cash.', 'Visa, Mastercard ou American Express. Nous n’acceptons ni PayPal, ni virement, ni espèces.')}</p>
  <label for="o-card">${t('Card number', 'Numéro de carte')}</label>
  <input id="o-card" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${h(v.card_number ?? '')}">
  <label for="o-expiry">${t('Expiry date (MM/YY)', 'Date d’expiration (MM/AA)')}</label>
  <input id="o-expiry" name="card_expiry" autocomplete="cc-exp" placeholder="MM/YY" value="${h(v.card_expiry ?? '')}">
  <label for="o-cvc">${t('Security code (CVC)', 'Cryptogramme (CVC)')}</label>
  <input id="o-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="${h(v.card_cvc ?? '')}">
  </fieldset>
  <p>${checkbox('terms', t('I accept the terms of sale', 'J’accepte les conditions générales de vente'), v.terms === 'yes')}</p>
  <p><button type="submit">${t('Pay and place order', 'Payer et commander')}</button></p>
</form>`,
  );
}
function trackPage(lang, s, alt, v = {}, missing = [], other = '', found = null) {
  const { t, tr, pick, shortDate } = tools(lang);
  const status = (m) =>
    m.status === 'cancelled' ? `${tr(STATUS.cancelled)} (${shortDate(m.cancelledOn)})` : tr(STATUS[m.status]);
  const steps = [
    ['booked', t('Quote accepted and deposit received', 'Devis accepté et acompte reçu')],
    ['materials', t('Packing materials delivered', 'Matériel d’emballage livré')],
    ['ontheway', t('Crew on the way', 'Équipe en route')],
    ['done', t('Move completed', 'Déménagement terminé')],
  ];
  const at = found ? steps.findIndex(([k]) => k === found.status) : -1;
  return moversPage(
    lang,
    s,
    alt,
    t('Track my move', 'Suivre mon déménagement'),
    `<h1>${t('Track my move', 'Suivre mon déménagement')}</h1>
<p>${t('Enter the reference of your move (on your booking confirmation, MOV- and 5 digits) and the postcode of either address.', 'Saisissez la référence de votre déménagement (sur votre confirmation de réservation, MOV- et 5 chiffres) et le code postal de l’une des deux adresses.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/track">${langField(lang)}
  <label for="tr-ref">${t('Move reference', 'Référence du déménagement')}</label>
  <input id="tr-ref" name="ref" placeholder="MOV-00000" value="${h(v.ref ?? '')}">
  <label for="tr-postcode">${t('Postcode of either address', 'Code postal de l’une des adresses')}</label>
  <input id="tr-postcode" name="postcode" value="${h(v.postcode ?? '')}">
  <p><button type="submit">${t('Track', 'Suivre')}</button></p>
</form>
${
  found
    ? `<section class="card" role="status"><h2>${t('Move', 'Déménagement')} ${found.ref}</h2>
<dl class="sum">
<dt>${t('Status', 'Statut')}</dt><dd><strong>${h(status(found))}</strong></dd>
<dt>${t('Moving day', 'Jour du déménagement')}</dt><dd>${shortDate(found.date)}</dd>
<dt>${t('Type', 'Type')}</dt><dd>${h(pick(row(MOVE_TYPES, found.type)))}</dd>
<dt>${t('From', 'Départ')}</dt><dd>${h(found.from[1])}</dd>
<dt>${t('To', 'Arrivée')}</dt><dd>${h(found.to[1])}</dd>
<dt>${t('Crew', 'Équipe')}</dt><dd>${t(`${found.crew} movers, arriving between 8 and 9 am`, `${found.crew} déménageurs, arrivée entre 8 h et 9 h`)}</dd>
</dl>
${found.status === 'cancelled' ? '' : `<ol>${steps.map(([, l], i) => `<li>${h(l)}${i <= at ? ' ✓' : ''}</li>`).join('')}</ol>`}
</section>`
    : ''
}`,
  );
}

/* ---------------------------------------------------------------- contact, careers */

function contactForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return moversPage(
    lang,
    s,
    alt,
    'Contact',
    `<h1>${t('Contact us', 'Nous contacter')}</h1>
<p>${t(`Call us on ${PHONE}, Monday to Saturday, 8 am – 6 pm, or write to us: we answer within one working day.`, `Appelez-nous au ${PHONE}, du lundi au samedi, de 8 h à 18 h (demandez l’équipe francophone), ou écrivez-nous : nous répondons sous un jour ouvré.`)}</p>
${errorBox(lang, missing)}
<form method="post" action="/contact">${langField(lang)}
  <label for="m-topic">${t('Topic', 'Sujet')}</label>
  <select id="m-topic" name="topic">${option('', t('Choose…', 'Choisir…'), v.topic ?? '')}${TOPICS.map((x) => option(x[0], pick(x), v.topic)).join('')}</select>
  <label for="m-message">${t('Your message', 'Votre message')}</label>
  <textarea id="m-message" name="message" rows="6">${h(v.message ?? '')}</textarea>
  <label for="m-name">${t('Your name', 'Votre nom')}</label>
  <input id="m-name" name="name" autocomplete="name" value="${h(v.name ?? '')}">
  <label for="m-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="m-email" name="email" autocomplete="email" value="${h(v.email ?? '')}">
  <label for="m-phone">${t('Phone (optional)', 'Téléphone (facultatif)')}</label>
  <input type="tel" id="m-phone" name="phone" autocomplete="tel" value="${h(v.phone ?? '')}">
  <p>${checkbox('callback', t('Please call me back', 'Rappelez-moi'), v.callback === 'yes')}</p>
  <p><button type="submit">${t('Send message', 'Envoyer le message')}</button></p>
</form>`,
  );
}
function careersPage(lang, s, alt) {
  const { t, pick, tr, url } = tools(lang);
  return moversPage(
    lang,
    s,
    alt,
    t('Careers', 'Recrutement'),
    `<h1>${t('Work with us', 'Travailler chez nous')}</h1>
<p>${t('We are a team of 40 in Trafford Park, and we are hiring for the busy season.', 'Nous sommes une équipe de 40 personnes à Trafford Park, et nous recrutons pour la haute saison.')}</p>
<div class="cards">
${POSITIONS.map((p) => `<article class="card"><h2>${h(pick(p))}</h2><p>${h(tr(JOB_TEXT[p[0]]))}</p><a class="btn" href="${url('apply', `?position=${p[0]}`)}">${t('Apply', 'Postuler')}</a></article>`).join('\n')}
</div>`,
  );
}
function applyForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick } = tools(lang);
  const ticked = (v.licence ?? '').split(',');
  return moversPage(
    lang,
    s,
    alt,
    t('Apply', 'Candidature'),
    `<h1>${t('Job application', 'Candidature')}</h1>
${errorBox(lang, missing, other)}
<form method="post" action="/careers/apply">${langField(lang)}
  <label for="j-position">${t('Position', 'Poste')}</label>
  <select id="j-position" name="position">${option('', t('Choose…', 'Choisir…'), v.position ?? '')}${POSITIONS.map((x) => option(x[0], pick(x), v.position)).join('')}</select>
  <label for="j-name">${t('Full name', 'Nom et prénom')}</label>
  <input id="j-name" name="name" autocomplete="name" value="${h(v.name ?? '')}">
  <label for="j-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="j-email" name="email" autocomplete="email" value="${h(v.email ?? '')}">
  <fieldset><legend>${t('Driving licence categories', 'Catégories de permis de conduire')}</legend>
  ${LICENCES.map((x) => checkbox('licence', pick(x), ticked.includes(x[0]), x[0])).join('\n  ')}
  </fieldset>
  <label for="j-years">${t('Years of experience', 'Années d’expérience')}</label>
  <input type="number" id="j-years" name="experience" min="0" max="50" value="${h(v.experience ?? '')}">
  <label for="j-cover">${t('Cover note', 'Lettre de motivation (quelques lignes)')}</label>
  <textarea id="j-cover" name="cover" rows="5">${h(v.cover ?? '')}</textarea>
  <p><button type="submit">${t('Send my application', 'Envoyer ma candidature')}</button></p>
</form>`,
  );
}
function signinForm(lang, s, alt, other = '') {
  const { t } = tools(lang);
  return moversPage(
    lang,
    s,
    alt,
    t('Customer area', 'Espace client'),
    `<h1>${t('Customer area', 'Espace client')}</h1>
${errorBox(lang, [], other)}
<form method="post" action="/account/sign-in">${langField(lang)}
  <label for="s-email">${t('Email', 'E-mail')}</label><input type="email" id="s-email" name="email" autocomplete="username">
  <label for="s-password">${t('Password', 'Mot de passe')}</label><input type="password" id="s-password" name="password" autocomplete="current-password">
  ${checkbox('remember', t('Keep me signed in', 'Rester connecté'), false)}
  <p><button type="submit">${t('Sign in', 'Se connecter')}</button></p>
  <p class="hint">${t('Your login is in the email confirming your booking.', 'Vos identifiants figurent dans l’e-mail de confirmation de votre réservation.')}</p>
</form>`,
  );
}

/* ---------------------------------------------------------------- customer area */

function accountPage(lang, s, alt, acct, tab, body) {
  const { t, tr, url } = tools(lang);
  const tabs = [
    ['moves', t('My moves', 'Mes déménagements')],
    ['documents', 'Documents'],
    ['details', t('Account', 'Compte')],
  ];
  const f = s.flash;
  s.flash = null;
  return moversPage(
    lang,
    s,
    alt,
    t('My account', 'Mon compte'),
    `<h1>${t('Hello', 'Bonjour')} ${h(acct.name)}</h1>
<p><a href="${url('signout')}">${t('Sign out', 'Se déconnecter')}</a></p>
<nav class="tabs" aria-label="${t('My account', 'Mon compte')}">${tabs.map(([k, l]) => `<a href="${url(k)}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>
${f ? `<div class="notice" role="status"><p>${h(tr(f))}</p></div>` : ''}
${body}`,
  );
}
function movesTab(lang, acct) {
  const { t, tr, pick, shortDate, url } = tools(lang);
  const status = (m) =>
    m.status === 'cancelled'
      ? t(`Cancelled on ${shortDate(m.cancelledOn)}`, `Annulé le ${shortDate(m.cancelledOn)}`)
      : tr(STATUS[m.status]);
  const actions = (m) =>
    m.status !== 'booked'
      ? ''
      : `<a class="btn secondary" href="${url('changeDate', `?ref=${m.ref}`)}">${t('Change date', 'Changer la date')}</a> <a class="btn secondary" href="${url('cancel', `?ref=${m.ref}`)}">${t('Cancel', 'Annuler')}</a>`;
  const list = [...acct.moves].sort((a, b) => b.date.localeCompare(a.date));
  return `<table><thead><tr><th>${t('Reference', 'Référence')}</th><th>${t('Move', 'Déménagement')}</th><th>${t('Date', 'Date')}</th><th>${t('From', 'Départ')}</th><th>${t('To', 'Arrivée')}</th><th>${t('Status', 'Statut')}</th><th></th></tr></thead><tbody>
${list.map((m) => `<tr><td>${m.ref}</td><td>${h(pick(row(MOVE_TYPES, m.type)))}</td><td>${shortDate(m.date)}</td><td>${h(m.from.join(', '))}</td><td>${h(m.to.join(', '))}</td><td>${h(status(m))}</td><td>${actions(m)}</td></tr>`).join('\n')}
</tbody></table>
<p class="hint">${t('A move can be moved to another date we offer, or cancelled, up to 48 hours before moving day. The deposit is refunded if you cancel 7 days or more before.', 'Un déménagement peut être déplacé à une autre date proposée, ou annulé, jusqu’à 48 heures avant le jour J. L’acompte est remboursé pour une annulation 7 jours ou plus avant.')}</p>`;
}
function moveLine(lang, m) {
  const { pick, longDate } = tools(lang);
  return `${m.ref} · ${h(pick(row(MOVE_TYPES, m.type)))} · ${longDate(m.date)} · ${h(m.from[1])} → ${h(m.to[1])}`;
}
function changeDateForm(lang, m, v = {}, missing = [], other = '') {
  const { t, longDate, url } = tools(lang);
  return `<h2>${t('Change the date of move', 'Changer la date du déménagement')} ${m.ref}</h2>
<p>${moveLine(lang, m)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/account/moves/change-date">${langField(lang)}<input type="hidden" name="ref" value="${m.ref}">
  <label for="d-date">${t('New date (the dates we can offer)', 'Nouvelle date (les dates que nous pouvons proposer)')}</label>
  <select id="d-date" name="new_date">${option('', t('Choose…', 'Choisir…'), v.new_date ?? '')}${m.offered.map((d) => option(d, longDate(d), v.new_date)).join('')}</select>
  <label for="d-reason">${t('Reason for the change', 'Motif du changement')}</label>
  <textarea id="d-reason" name="reason" rows="3">${h(v.reason ?? '')}</textarea>
  <p><button type="submit">${t('Change the date', 'Changer la date')}</button> <a href="${url('moves')}">${t('Back', 'Retour')}</a></p>
</form>`;
}
function cancelForm(lang, m, v = {}, missing = [], other = '') {
  const { t, url } = tools(lang);
  return `<h2>${t('Cancel move', 'Annuler le déménagement')} ${m.ref}</h2>
<p>${moveLine(lang, m)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/account/moves/cancel">${langField(lang)}<input type="hidden" name="ref" value="${m.ref}">
  <p>${checkbox('confirm', t('I confirm that I want to cancel this move', 'Je confirme vouloir annuler ce déménagement'), v.confirm === 'yes')}</p>
  <p><button type="submit">${t('Cancel my move', 'Annuler mon déménagement')}</button> <a href="${url('moves')}">${t('Back', 'Retour')}</a></p>
</form>`;
}
function documentsOf(acct) {
  return acct.moves.flatMap((m) => [
    { id: `${m.quote}`, name: [`Quote ${m.quote}`, `Devis ${m.quote}`], move: m },
    {
      id: `${m.ref}-insurance`,
      name: [`Goods in transit insurance, ${m.ref}`, `Assurance des biens transportés, ${m.ref}`],
      move: m,
    },
  ]);
}
function documentsTab(lang, acct) {
  const { t, tr, url } = tools(lang);
  return `<table><thead><tr><th>${t('Document', 'Document')}</th><th></th></tr></thead><tbody>
${documentsOf(acct)
  .map(
    (d) =>
      `<tr><td>${h(tr(d.name))}</td><td><a href="${url('document', `?doc=${d.id}`)}">${t('View', 'Voir')}</a></td></tr>`,
  )
  .join('\n')}
</tbody></table>
<p class="hint">${t('Our terms and conditions are sent with every quote.', 'Nos conditions générales sont jointes à chaque devis.')}</p>`;
}
function detailsTab(lang, acct, v = null, missing = []) {
  const { t, pick } = tools(lang);
  const x = v ?? { phone: acct.phone, sms_updates: acct.sms ? 'yes' : '', language: acct.language };
  return `<h2>${t('My details', 'Mes coordonnées')}</h2>
<ul>
<li>${t('Email:', 'E-mail :')} ${h(acct.email)}</li>
<li>${t('Mobile phone:', 'Téléphone portable :')} ${h(acct.phone)}</li>
<li>${t('Moving-day texts:', 'SMS le jour J :')} ${acct.sms ? t('on', 'activés') : t('off', 'désactivés')}</li>
<li>${t('Language of our emails:', 'Langue de nos e-mails :')} ${h(pick(row(LANGUAGES, acct.language)))}</li>
</ul>
${errorBox(lang, missing)}
<form method="post" action="/account/details">${langField(lang)}
  <label for="a-phone">${t('Mobile phone', 'Téléphone portable')}</label>
  <input type="tel" id="a-phone" name="phone" value="${h(x.phone ?? '')}">
  <p>${checkbox('sms_updates', t('Text me on moving day when the crew is on the way', 'M’envoyer un SMS le jour J quand l’équipe est en route'), x.sms_updates === 'yes')}</p>
  <label for="a-lang">${t('Language of our emails and texts', 'Langue de nos e-mails et SMS')}</label>
  <select id="a-lang" name="language">${LANGUAGES.map((l) => option(l[0], pick(l), x.language)).join('')}</select>
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
  return null;
}

export async function moversRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.swift_sid);
  if (!s) {
    const id = sid();
    s = { user: null, quote: null, basket: {}, flash: null, next: null };
    state.sessions.set(id, s);
    ctx.setCookie('swift_sid', id);
  }
  const account = s.user ? state.accounts[s.user] : null;
  const acct = account ? { ...account, email: s.user } : null;
  const where = method === 'GET' ? resolve(path) : null;
  const lang = method === 'POST' ? (fields.lang === 'fr' ? 'fr' : 'en') : (where?.lang ?? 'en');
  const { t, pick, money, longDate, shortDate, url } = tools(lang);
  const send = (html, status) => ({ status, lang, html });
  const altKey = (key, q = '') => SLUGS[key].map((p) => `${p}${q}`);
  const blank = (k) => !fields[k]?.trim();
  const missingOf = (pairs) => pairs.filter(([k]) => blank(k)).map(([, l]) => l);
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());
  const phoneOk = (x) =>
    /^[+\d][\d\s.()-]*$/.test((x ?? '').trim()) && (x ?? '').replace(/\D/g, '').length >= 10;
  const done = (key, title, lines) =>
    send(
      moversPage(
        lang,
        s,
        altKey(key),
        title,
        `<div class="notice" role="status"><h1>${h(title)}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</div><p><a href="${url('home')}">${t('Back to the home page', 'Retour à l’accueil')}</a></p>`,
      ),
    );
  /** Problems with a postcode field, as lines for the error box. */
  const postcodeProblems = (k, label) => {
    if (blank(k)) return [label];
    if (!postcodeShape(fields[k]))
      return [
        t(
          `${label}: a UK postcode, for example M14 5RT`,
          `${label} : un code postal britannique, par exemple M14 5RT`,
        ),
      ];
    if (!mainland(fields[k]))
      return [
        t(
          `${label}: we only move within mainland Great Britain`,
          `${label} : nous ne déménageons qu’en Grande-Bretagne continentale`,
        ),
      ];
    return [];
  };
  const futureDateProblems = (k, label) => {
    const d = (fields[k] ?? '').trim();
    if (!d) return [label];
    if (!validIsoDate(d)) return [t(`${label}: not a valid date`, `${label} : date invalide`)];
    if (d <= TODAY) return [t(`${label}: must be in the future`, `${label} : doit être dans le futur`)];
    if (d > LAST_DAY)
      return [
        t(
          `${label}: we take bookings up to 31 December 2027`,
          `${label} : réservations jusqu’au 31 décembre 2027`,
        ),
      ];
    if (CLOSED.includes(d))
      return [
        t(
          `${label}: we do not work on 25 and 26 December or 1 January`,
          `${label} : nous ne travaillons pas les 25 et 26 décembre ni le 1er janvier`,
        ),
      ];
    return [];
  };

  /* ------------------------------------------------------------ GET pages */
  if (method === 'GET') {
    if (!where) return { status: 404, html: null, lang: path.startsWith('/fr') ? 'fr' : 'en' };
    const key = where.key;
    const alt = altKey(key, ctx.url.search);
    const html = (title, body) => send(moversPage(lang, s, alt, title, body));
    if (key === 'home')
      return html(
        t('Removals in Manchester', 'Déménagement à Manchester'),
        `<h1>${t('Moving house in Manchester? We’ll take it from here.', 'Vous déménagez à Manchester ? On s’occupe de tout.')}</h1>
<p>${t('Swift Removals has moved homes and offices across Greater Manchester and the rest of mainland Great Britain since 2004, with our own crews and vans. Our French-speaking team looks after customers who prefer to deal in French.', 'Swift Removals déménage particuliers et entreprises dans le Grand Manchester et partout en Grande-Bretagne continentale depuis 2004, avec ses propres équipes et camions. Notre équipe francophone accompagne les clients qui préfèrent échanger en français.')}</p>
<div class="cards">
<article class="card"><h2>${t('Free quote', 'Devis gratuit')}</h2><p>${t('House, flat, office or a few items: tell us about your move in five short steps.', 'Maison, appartement, bureaux ou quelques meubles : décrivez votre déménagement en cinq étapes.')}</p><a class="btn" href="${url('quote')}">${t('Get a quote', 'Demander un devis')}</a></article>
<article class="card"><h2>${t('Van with driver', 'Camionnette avec chauffeur')}</h2><p>${t('By the hour, from £45 an hour, 7 am – 8 pm.', 'À l’heure, dès 45 £ de l’heure, de 7 h à 20 h.')}</p><a class="btn" href="${url('van')}">${t('Book a van', 'Réserver')}</a></article>
<article class="card"><h2>${t('Packing shop', 'Boutique d’emballage')}</h2><p>${t('Boxes, tape, bubble wrap and wardrobe boxes, delivered or to collect.', 'Cartons, ruban adhésif, papier bulle et cartons penderie, livrés ou à retirer.')}</p><a class="btn" href="${url('shop')}">${t('Shop now', 'Voir la boutique')}</a></article>
<article class="card"><h2>${t('Already booked?', 'Déjà réservé ?')}</h2><p>${t('Follow your move or manage it in your customer area.', 'Suivez votre déménagement ou gérez-le dans votre espace client.')}</p><a class="btn" href="${url('track')}">${t('Track my move', 'Suivre mon déménagement')}</a> <a class="btn secondary" href="${url('account')}">${t('Customer area', 'Espace client')}</a></article>
</div>
<p class="hint">${t('Mainland Great Britain only: we do not do international moves. We do not move pianos, safes or hot tubs.', 'Grande-Bretagne continentale uniquement : pas de déménagement international. Nous ne déménageons ni pianos, ni coffres-forts, ni spas.')}</p>`,
      );
    if (key === 'quote') return send(moveForm(lang, s, alt, s.quote?.move ?? {}));
    if (key === 'quoteFrom') {
      if (!s.quote?.move) return { redirect: url('quote') };
      return send(addressForm(lang, s, alt, 'from', s.quote.fromFields ?? {}));
    }
    if (key === 'quoteTo') {
      if (!s.quote?.from) return { redirect: url('quoteFrom') };
      return send(addressForm(lang, s, alt, 'to', s.quote.toFields ?? {}));
    }
    if (key === 'inventory') {
      if (!s.quote?.to) return { redirect: url('quoteTo') };
      return send(inventoryForm(lang, s, alt, s.quote.inventory ?? {}));
    }
    if (key === 'quoteContact') {
      if (!s.quote?.inventory) return { redirect: url('inventory') };
      return send(quoteContactForm(lang, s, alt, s.quote.contact ?? {}));
    }
    if (key === 'review') {
      if (!s.quote?.contact) return { redirect: url('quoteContact') };
      return send(reviewPage(lang, s, alt));
    }
    if (key === 'van') return send(vanForm(lang, s, alt));
    if (key === 'shop') return send(shopPage(lang, s, alt));
    if (key === 'basket') return send(basketPage(lang, s, alt));
    if (key === 'checkout') {
      if (!basketLines(s).length) return { redirect: url('basket') };
      return send(checkoutForm(lang, s, alt));
    }
    if (key === 'track') return send(trackPage(lang, s, alt));
    if (key === 'contact') return send(contactForm(lang, s, alt));
    if (key === 'careers') return send(careersPage(lang, s, alt));
    if (key === 'apply') return send(applyForm(lang, s, alt, { position: ctx.query.get('position') ?? '' }));
    if (key === 'faq')
      return html(
        'FAQ',
        `<h1>${t('Frequently asked questions', 'Questions fréquentes')}</h1>
${FAQ.map((q) => `<details><summary>${h(t(q[0], q[1]))}</summary><p>${h(t(q[2], q[3]))}</p></details>`).join('\n')}
<p>${t('Another question?', 'Une autre question ?')} <a href="${url('contact')}">${t('Write to us', 'Écrivez-nous')}</a></p>`,
      );
    if (key === 'signout') {
      s.user = null;
      return { redirect: url('home') };
    }
    if (key === 'signin') {
      if (acct) return { redirect: url('moves') };
      return send(signinForm(lang, s, alt));
    }
    if (!acct) {
      s.next = key === 'account' ? null : `${path}${ctx.url.search}`;
      return { redirect: url('signin') };
    }
    if (key === 'account' || key === 'moves')
      return send(accountPage(lang, s, alt, acct, 'moves', movesTab(lang, acct)));
    if (key === 'documents')
      return send(accountPage(lang, s, alt, acct, 'documents', documentsTab(lang, acct)));
    if (key === 'details') return send(accountPage(lang, s, alt, acct, 'details', detailsTab(lang, acct)));
    if (key === 'document') {
      const d = documentsOf(acct).find((x) => x.id === ctx.query.get('doc'));
      if (!d) return { redirect: url('documents') };
      const m = d.move;
      return send(
        accountPage(
          lang,
          s,
          alt,
          acct,
          'documents',
          `<h2>${h(t(d.name[0], d.name[1]))}</h2><p>${moveLine(lang, m)}</p><p>${
            d.id.endsWith('-insurance')
              ? t(
                  'Goods in transit are insured up to £50,000 per move, including loading and unloading by our crew.',
                  'Les biens transportés sont assurés jusqu’à 50 000 £ par déménagement, chargement et déchargement par notre équipe compris.',
                )
              : t(
                  `From ${m.from.join(', ')} to ${m.to.join(', ')}, crew of ${m.crew}.`,
                  `De ${m.from.join(', ')} à ${m.to.join(', ')}, équipe de ${m.crew}.`,
                )
          }</p><p><a href="${url('documents')}">${t('Back to documents', 'Retour aux documents')}</a></p>`,
        ),
      );
    }
    const m = acct.moves.find((x) => x.ref === ctx.query.get('ref') && x.status === 'booked');
    if (key === 'changeDate') {
      if (!m) return { redirect: url('moves') };
      return send(accountPage(lang, s, alt, acct, 'moves', changeDateForm(lang, m)));
    }
    if (key === 'cancel') {
      if (!m) return { redirect: url('moves') };
      return send(accountPage(lang, s, alt, acct, 'moves', cancelForm(lang, m)));
    }
    return { status: 404, html: null, lang };
  }

  /* ------------------------------------------------------------ forms */
  if (method !== 'POST') return { status: 405, html: null, lang };

  /* quote */
  if (path === '/quote') {
    const missing = [];
    if (!row(MOVE_TYPES, fields.move_type)) missing.push(t('What are we moving?', 'Que déménageons-nous ?'));
    missing.push(
      ...futureDateProblems('move_date', t('Preferred moving date', 'Date de déménagement souhaitée')),
    );
    if (missing.length) return send(moveForm(lang, s, altKey('quote'), fields, missing), 422);
    s.quote = {
      ...(s.quote ?? {}),
      move: {
        move_type: fields.move_type,
        move_date: fields.move_date.trim(),
        flexible: fields.flexible === 'yes' ? 'yes' : '',
      },
    };
    return { redirect: url('quoteFrom') };
  }
  if (path === '/quote/moving-from' || path === '/quote/moving-to') {
    const which = path === '/quote/moving-from' ? 'from' : 'to';
    if (which === 'from' ? !s.quote?.move : !s.quote?.from) return { redirect: url('quote') };
    const f = (k) => `${which}_${k}`;
    const missing = missingOf([[f('address'), t('Address line', 'Adresse')]]);
    missing.push(...postcodeProblems(f('postcode'), t('Postcode', 'Code postal')));
    if (!row(FLOORS, fields[f('floor')])) missing.push(t('Floor', 'Étage'));
    else if (fields[f('floor')] !== 'ground' && !row(LIFT, fields[f('lift')]))
      missing.push(t('Is there a lift?', 'Y a-t-il un ascenseur ?'));
    if (!row(PARKING, fields[f('parking')]))
      missing.push(t('Where can the van park?', 'Où le camion peut-il stationner ?'));
    const key = which === 'from' ? 'quoteFrom' : 'quoteTo';
    if (missing.length) return send(addressForm(lang, s, altKey(key), which, fields, missing), 422);
    if (
      which === 'to' &&
      samePostcode(fields.to_postcode, s.quote.from.postcode) &&
      fields.to_address.trim() === s.quote.from.address
    )
      return send(
        addressForm(
          lang,
          s,
          altKey(key),
          which,
          fields,
          [],
          t('The new address is the same as the old one.', 'La nouvelle adresse est identique à l’ancienne.'),
        ),
        422,
      );
    const a = {
      address: fields[f('address')].trim(),
      postcode: fields[f('postcode')].trim(),
      floor: fields[f('floor')],
      lift: fields[f('floor')] === 'ground' ? '' : fields[f('lift')],
      parking: fields[f('parking')],
    };
    s.quote[which] = a;
    s.quote[`${which}Fields`] = Object.fromEntries(Object.entries(a).map(([k, v]) => [f(k), v]));
    return { redirect: url(which === 'from' ? 'quoteTo' : 'inventory') };
  }
  if (path === '/quote/inventory') {
    if (!s.quote?.to) return { redirect: url('quote') };
    const missing = [];
    const home = ['house', 'flat'].includes(s.quote.move.move_type);
    if (home && !row(BEDROOMS, fields.bedrooms))
      missing.push(
        t(
          'Number of bedrooms (for a house or a flat)',
          'Nombre de chambres (pour une maison ou un appartement)',
        ),
      );
    if (!blank('bedrooms') && !row(BEDROOMS, fields.bedrooms))
      missing.push(t('Number of bedrooms', 'Nombre de chambres'));
    for (const [k, l] of [
      ['sofas', t('Sofas', 'Canapés')],
      ['wardrobes', t('Wardrobes', 'Armoires')],
      ['boxes', t('Boxes', 'Cartons')],
    ]) {
      const n = Number((fields[k] ?? '').trim() || '0');
      if (!Number.isInteger(n) || n < 0 || n > 300)
        missing.push(t(`${l}: a whole number from 0 to 300`, `${l} : un nombre entier de 0 à 300`));
    }
    if (!row(STORAGE, fields.storage)) missing.push(t('Storage', 'Garde-meubles'));
    if ((fields.fragile ?? '').length > 500)
      missing.push(t('Fragile items: 500 characters at most', 'Objets fragiles : 500 caractères au plus'));
    const total = ['sofas', 'wardrobes', 'boxes'].reduce(
      (a, k) => a + Number((fields[k] ?? '').trim() || '0'),
      0,
    );
    if (!missing.length && !home && total === 0 && !fields.bedrooms)
      missing.push(
        t(
          'Tell us at least what we move: sofas, wardrobes or boxes',
          'Indiquez au moins ce que nous déménageons : canapés, armoires ou cartons',
        ),
      );
    if (missing.length) return send(inventoryForm(lang, s, altKey('inventory'), fields, missing), 422);
    s.quote.inventory = {
      bedrooms: fields.bedrooms ?? '',
      sofas: String(Number((fields.sofas ?? '').trim() || '0')),
      wardrobes: String(Number((fields.wardrobes ?? '').trim() || '0')),
      boxes: String(Number((fields.boxes ?? '').trim() || '0')),
      fragile: (fields.fragile ?? '').trim(),
      packing: fields.packing === 'yes' ? 'yes' : '',
      storage: fields.storage,
    };
    return { redirect: url('quoteContact') };
  }
  if (path === '/quote/contact') {
    if (!s.quote?.inventory) return { redirect: url('quote') };
    const missing = missingOf([
      ['full_name', t('Full name', 'Nom et prénom')],
      ['email', t('Email', 'E-mail')],
      ['phone', t('Phone', 'Téléphone')],
    ]);
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('A valid email address', 'Une adresse e-mail valide'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('A valid phone number', 'Un numéro de téléphone valide'));
    if (!row(CONTACT_PREFS, fields.contact_pref))
      missing.push(t('How should we contact you?', 'Comment vous contacter ?'));
    if (!blank('heard') && !row(HEARD, fields.heard))
      missing.push(t('How did you hear about us?', 'Comment nous avez-vous connus ?'));
    if (missing.length) return send(quoteContactForm(lang, s, altKey('quoteContact'), fields, missing), 422);
    s.quote.contact = {
      full_name: fields.full_name.trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      contact_pref: fields.contact_pref,
      heard: fields.heard ?? '',
    };
    return { redirect: url('review') };
  }
  if (path === '/quote/submit') {
    const q = s.quote;
    if (!q?.contact) return { redirect: url('quote') };
    const ref = `QTE-${state.nextQuote++}`;
    s.quote = null;
    return done('quote', t('Quote request sent', 'Demande de devis envoyée'), [
      `${t('Your reference:', 'Votre référence :')} <strong>${ref}</strong>`,
      `${h(pick(row(MOVE_TYPES, q.move.move_type)))} · ${longDate(q.move.move_date)} · ${h(q.from.postcode.toUpperCase())} → ${h(q.to.postcode.toUpperCase())}`,
      q.contact.contact_pref === 'phone'
        ? t(
            `Thank you ${h(q.contact.full_name)}: one of our surveyors will call you on ${h(q.contact.phone)} within one working day.`,
            `Merci ${h(q.contact.full_name)} : un de nos conseillers vous appellera au ${h(q.contact.phone)} sous un jour ouvré.`,
          )
        : t(
            `Thank you ${h(q.contact.full_name)}: your quote will be emailed to ${h(q.contact.email)} within one working day.`,
            `Merci ${h(q.contact.full_name)} : votre devis sera envoyé à ${h(q.contact.email)} sous un jour ouvré.`,
          ),
    ]);
  }

  /* van with driver */
  if (path === '/van-with-driver') {
    const missing = [...futureDateProblems('date', t('Date', 'Date'))];
    if (!START_TIMES.includes(fields.start)) missing.push(t('Start time', 'Heure de début'));
    if (!HOURS.includes(fields.hours)) missing.push(t('Number of hours', 'Nombre d’heures'));
    const van = row(VANS, fields.van);
    if (!van) missing.push(t('Van size', 'Taille du véhicule'));
    if (!row(HELPERS, fields.helpers)) missing.push(t('Extra helpers', 'Porteurs supplémentaires'));
    missing.push(
      ...postcodeProblems('pickup_postcode', t('Pick-up postcode', 'Code postal de prise en charge')),
    );
    missing.push(
      ...missingOf([
        ['name', t('Your name', 'Votre nom')],
        ['phone', t('Phone', 'Téléphone')],
      ]),
    );
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('A valid phone number', 'Un numéro de téléphone valide'));
    if (missing.length) return send(vanForm(lang, s, altKey('van'), fields, missing), 422);
    const end = minutes(fields.start) + 60 * Number(fields.hours);
    if (end > 20 * 60)
      return send(
        vanForm(
          lang,
          s,
          altKey('van'),
          fields,
          [],
          t(
            `The hire must end by 8 pm: from ${fields.start}, ${fields.hours} hours would end at ${hhmm(end)}.`,
            `La location doit se terminer à 20 h au plus tard : à partir de ${fields.start}, ${fields.hours} heures finiraient à ${hhmm(end)}.`,
          ),
        ),
        422,
      );
    const ref = `VAN-${state.nextVan++}`;
    const n = Number(fields.helpers);
    const total = (van[3] + 20 * n) * Number(fields.hours);
    return done('van', t('Van booked', 'Camionnette réservée'), [
      `${t('Booking reference:', 'Référence de réservation :')} <strong>${ref}</strong>`,
      `${longDate(fields.date)}, ${fields.start} – ${hhmm(end)} · ${h(pick(van))} · ${n ? t(`driver and ${n} helper${n > 1 ? 's' : ''}`, `chauffeur et ${n} porteur${n > 1 ? 's' : ''}`) : t('driver only', 'chauffeur seul')} · ${t('pick-up', 'prise en charge')} ${h(fields.pickup_postcode.trim().toUpperCase())}`,
      t(
        `Estimated total ${money(total)}, paid by card to the driver. ${h(fields.name.trim())}, the driver will call you on ${h(fields.phone.trim())} 30 minutes before arriving.`,
        `Total estimé ${money(total)}, réglé par carte au chauffeur. ${h(fields.name.trim())}, le chauffeur vous appellera au ${h(fields.phone.trim())} 30 minutes avant son arrivée.`,
      ),
    ]);
  }

  /* shop */
  if (path === '/shop/add') {
    const p = productOf(fields.product);
    const qty = Number((fields.qty ?? '').trim());
    if (!p) return { redirect: url('shop') };
    if (!Number.isInteger(qty) || qty < 1 || qty > 50) {
      s.flash = [
        'Please choose a quantity from 1 to 50: nothing was added.',
        'Choisissez une quantité de 1 à 50 : rien n’a été ajouté.',
      ];
      return { redirect: url('shop') };
    }
    s.basket[p[0]] = Math.min(50, (s.basket[p[0]] ?? 0) + qty);
    s.flash = [`${qty} × ${p[1]} added to your basket.`, `${qty} × ${p[2]} ajouté au panier.`];
    return { redirect: url('shop') };
  }
  if (path === '/basket/remove') {
    delete s.basket[fields.product];
    return { redirect: url('basket') };
  }
  if (path === '/checkout') {
    if (!basketLines(s).length)
      return send(
        basketPage(lang, s, altKey('basket'), t('Your basket is empty.', 'Votre panier est vide.')),
        422,
      );
    const missing = [];
    const fulfilment = row(FULFILMENT, fields.fulfilment);
    if (!fulfilment) missing.push(t('Delivery or collection', 'Livraison ou retrait'));
    if (fields.fulfilment === 'delivery') {
      missing.push(...missingOf([['address', t('Address line', 'Adresse')]]));
      missing.push(...postcodeProblems('postcode', t('Postcode', 'Code postal')));
      missing.push(...missingOf([['city', t('Town or city', 'Ville')]]));
    }
    missing.push(
      ...missingOf([
        ['name', t('Full name', 'Nom et prénom')],
        ['email', t('Email', 'E-mail')],
      ]),
    );
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('A valid email address', 'Une adresse e-mail valide'));
    const digits = (fields.card_number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits))
      missing.push(t('A valid card number', 'Un numéro de carte valide'));
    const exp = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec((fields.card_expiry ?? '').trim());
    if (!exp || `${exp[2]}${exp[1]}` < '2612')
      missing.push(t('Expiry date: MM/YY, not in the past', 'Date d’expiration : MM/AA, pas dans le passé'));
    if (!/^\d{3,4}$/.test((fields.card_cvc ?? '').trim()))
      missing.push(t('Security code (3 or 4 digits)', 'Cryptogramme (3 ou 4 chiffres)'));
    if (fields.terms !== 'yes')
      missing.push(t('Accept the terms of sale', 'Accepter les conditions générales de vente'));
    if (missing.length) return send(checkoutForm(lang, s, altKey('checkout'), fields, missing), 422);
    const sub = basketTotal(s);
    const fee = fields.fulfilment === 'delivery' && sub < FREE_DELIVERY_FROM ? DELIVERY_FEE : 0;
    const lines = basketLines(s);
    const ref = `ORD-${state.nextOrder++}`;
    s.basket = {};
    return done('shop', t('Order confirmed', 'Commande confirmée'), [
      `${t('Order number:', 'Numéro de commande :')} <strong>${ref}</strong>`,
      `${lines.map((l) => `${l.qty} × ${h(t(l.p[1], l.p[2]))}`).join(' · ')} · ${t('total', 'total')} ${money(sub + fee)} ${t(`charged to the card ending ${digits.slice(-4)}`, `débité sur la carte se terminant par ${digits.slice(-4)}`)}`,
      fields.fulfilment === 'delivery'
        ? t(
            `Delivery to ${h(fields.address.trim())}, ${h(fields.postcode.trim().toUpperCase())} ${h(fields.city.trim())} on Thursday 10 December.`,
            `Livraison au ${h(fields.address.trim())}, ${h(fields.postcode.trim().toUpperCase())} ${h(fields.city.trim())} le jeudi 10 décembre.`,
          )
        : t(
            'Ready to collect at our Trafford Park depot from Wednesday 9 December, 8 am – 6 pm.',
            'À retirer à notre dépôt de Trafford Park à partir du mercredi 9 décembre, de 8 h à 18 h.',
          ),
      t(
        `A receipt has been sent to ${h(fields.email.trim())}.`,
        `Un reçu a été envoyé à ${h(fields.email.trim())}.`,
      ),
    ]);
  }

  /* track */
  if (path === '/track') {
    const alt = altKey('track');
    const missing = missingOf([
      ['ref', t('Move reference', 'Référence du déménagement')],
      ['postcode', t('Postcode of either address', 'Code postal de l’une des adresses')],
    ]);
    if (missing.length) return send(trackPage(lang, s, alt, fields, missing), 422);
    const ref = fields.ref.trim().toUpperCase().replace(/\s+/g, '');
    const all = [...Object.values(state.accounts).flatMap((a) => a.moves), ...state.others];
    const m = all.find(
      (x) =>
        x.ref === ref && (samePostcode(x.from[1], fields.postcode) || samePostcode(x.to[1], fields.postcode)),
    );
    if (!m)
      return send(
        trackPage(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            'We cannot find a move with this reference and postcode. Check your booking confirmation, or call us.',
            'Aucun déménagement ne correspond à cette référence et ce code postal. Vérifiez votre confirmation de réservation, ou appelez-nous.',
          ),
        ),
        404,
      );
    return send(trackPage(lang, s, alt, fields, [], '', m));
  }

  /* contact, careers, newsletter */
  if (path === '/contact') {
    const missing = [];
    if (!row(TOPICS, fields.topic)) missing.push(t('Topic', 'Sujet'));
    missing.push(
      ...missingOf([
        ['message', t('Your message', 'Votre message')],
        ['name', t('Your name', 'Votre nom')],
        ['email', t('Email', 'E-mail')],
      ]),
    );
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('A valid email address', 'Une adresse e-mail valide'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('A valid phone number', 'Un numéro de téléphone valide'));
    if (fields.callback === 'yes' && blank('phone'))
      missing.push(t('Phone: needed for us to call you back', 'Téléphone : nécessaire pour vous rappeler'));
    if (missing.length) return send(contactForm(lang, s, altKey('contact'), fields, missing), 422);
    const ref = `MSG-${state.nextMessage++}`;
    return done('contact', t('Message sent', 'Message envoyé'), [
      t(
        `Thank you ${h(fields.name.trim())}, we have received your message (ref. ${ref}).`,
        `Merci ${h(fields.name.trim())}, nous avons bien reçu votre message (réf. ${ref}).`,
      ),
      fields.callback === 'yes'
        ? t(
            `We will call you back on ${h(fields.phone.trim())} within one working day.`,
            `Nous vous rappellerons au ${h(fields.phone.trim())} sous un jour ouvré.`,
          )
        : t(
            `We will answer at ${h(fields.email.trim())}.`,
            `Nous vous répondrons à ${h(fields.email.trim())}.`,
          ),
    ]);
  }
  if (path === '/careers/apply') {
    const alt = altKey('apply');
    const missing = [];
    const position = row(POSITIONS, fields.position);
    if (!position) missing.push(t('Position', 'Poste'));
    missing.push(
      ...missingOf([
        ['name', t('Full name', 'Nom et prénom')],
        ['email', t('Email', 'E-mail')],
      ]),
    );
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('A valid email address', 'Une adresse e-mail valide'));
    const years = Number((fields.experience ?? '').trim());
    if (blank('experience') || !Number.isInteger(years) || years < 0 || years > 50)
      missing.push(t('Years of experience (0 to 50)', 'Années d’expérience (0 à 50)'));
    if (blank('cover')) missing.push(t('Cover note', 'Lettre de motivation'));
    const licences = (fields.licence ?? '').split(',').filter(Boolean);
    if (licences.some((l) => !row(LICENCES, l)))
      missing.push(t('Driving licence categories', 'Catégories de permis'));
    if (missing.length) return send(applyForm(lang, s, alt, fields, missing), 422);
    let other = '';
    if (fields.position === 'driver' && !licences.some((l) => ['C1', 'C'].includes(l)))
      other = t(
        'The HGV driver position needs a C1 or C licence: tick it, or choose another position.',
        'Le poste de chauffeur poids lourd demande le permis C1 ou C : cochez-le, ou choisissez un autre poste.',
      );
    else if (fields.position === 'surveyor' && !licences.includes('B'))
      other = t(
        'The home surveyor position needs a car licence (B).',
        'Le poste de conseiller technique demande le permis B.',
      );
    if (other) return send(applyForm(lang, s, alt, fields, [], other), 422);
    const ref = `JOB-${state.nextJob++}`;
    return done('careers', t('Application sent', 'Candidature envoyée'), [
      `${t('Application reference:', 'Référence de candidature :')} <strong>${ref}</strong>`,
      t(
        `Thank you ${h(fields.name.trim())} for applying as ${h(pick(position))}. Our team will answer at ${h(fields.email.trim())} within a week.`,
        `Merci ${h(fields.name.trim())} pour votre candidature au poste : ${h(pick(position))}. Notre équipe vous répondra à ${h(fields.email.trim())} sous une semaine.`,
      ),
    ]);
  }
  if (path === '/newsletter') {
    const missing = [];
    if (!emailOk(fields.email)) missing.push(t('A valid email address', 'Une adresse e-mail valide'));
    if (fields.consent !== 'yes')
      missing.push(
        t(
          'Tick the box to agree to receive the newsletter',
          'Cochez la case pour accepter de recevoir la lettre',
        ),
      );
    if (missing.length)
      return send(
        moversPage(
          lang,
          s,
          altKey('home'),
          'Newsletter',
          `<h1>Newsletter</h1>${errorBox(lang, missing)}<p>${t('Use the form at the bottom of the page to try again.', 'Utilisez le formulaire en bas de page pour réessayer.')}</p>`,
        ),
        422,
      );
    state.subscribers.push(fields.email.trim());
    return done('home', 'Newsletter', [
      t(
        `Thank you! ${h(fields.email.trim())} is now subscribed to our newsletter.`,
        `Merci ! ${h(fields.email.trim())} est maintenant inscrit à notre lettre d’information.`,
      ),
    ]);
  }

  /* customer area */
  if (path === '/account/sign-in') {
    const email = (fields.email ?? '').trim().toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.password)
      return send(
        signinForm(
          lang,
          s,
          altKey('signin'),
          t('Wrong email or password.', 'E-mail ou mot de passe incorrect.'),
        ),
        401,
      );
    s.user = email;
    const next = s.next;
    s.next = null;
    return { redirect: next ?? url('moves') };
  }
  if (!account) return { redirect: url('signin') };
  const own = (ref) => account.moves.find((x) => x.ref === ref && x.status === 'booked');
  const late = (m) =>
    hoursBefore(m.date) < 48
      ? t(
          `Too late to change ${m.ref} online: moves can be changed or cancelled up to 48 hours before moving day. Please call us on ${PHONE}.`,
          `Trop tard pour modifier ${m.ref} en ligne : un déménagement se modifie ou s’annule jusqu’à 48 heures avant le jour J. Appelez-nous au ${PHONE}.`,
        )
      : '';
  if (path === '/account/moves/change-date') {
    const m = own(fields.ref);
    if (!m) return { redirect: url('moves') };
    const alt = altKey('changeDate', `?ref=${m.ref}`);
    const missing = [];
    if (!m.offered.includes(fields.new_date)) missing.push(t('New date', 'Nouvelle date'));
    if (blank('reason')) missing.push(t('Reason for the change', 'Motif du changement'));
    const tooLate = missing.length ? '' : late(m);
    if (missing.length || tooLate)
      return send(
        accountPage(lang, s, alt, acct, 'moves', changeDateForm(lang, m, fields, missing, tooLate)),
        422,
      );
    const old = m.date;
    m.date = fields.new_date;
    m.offered = [...m.offered.filter((d) => d !== m.date), old].sort();
    m.reason = fields.reason.trim();
    s.flash = [
      `Your move ${m.ref} is now on ${DAYS[1][dayOf(m.date)]} ${shortDate(m.date)}. The crew has been told.`,
      `Votre déménagement ${m.ref} a lieu désormais le ${DAYS[0][dayOf(m.date)]} ${shortDate(m.date)}. L’équipe a été prévenue.`,
    ];
    return { redirect: url('moves') };
  }
  if (path === '/account/moves/cancel') {
    const m = own(fields.ref);
    if (!m) return { redirect: url('moves') };
    const alt = altKey('cancel', `?ref=${m.ref}`);
    const missing = [];
    if (fields.confirm !== 'yes')
      missing.push(t('Tick the confirmation box', 'Cochez la case de confirmation'));
    const tooLate = missing.length ? '' : late(m);
    if (missing.length || tooLate)
      return send(
        accountPage(lang, s, alt, acct, 'moves', cancelForm(lang, m, fields, missing, tooLate)),
        422,
      );
    m.status = 'cancelled';
    m.cancelledOn = TODAY;
    const refund = hoursBefore(m.date) >= 7 * 24;
    s.flash = [
      `Move ${m.ref} has been cancelled.${refund ? ' Your deposit will be refunded within 5 working days.' : ''}`,
      `Le déménagement ${m.ref} a été annulé.${refund ? ' Votre acompte sera remboursé sous 5 jours ouvrés.' : ''}`,
    ];
    return { redirect: url('moves') };
  }
  if (path === '/account/details') {
    const missing = [];
    if (!phoneOk(fields.phone)) missing.push(t('Mobile phone', 'Téléphone portable'));
    if (!row(LANGUAGES, fields.language)) missing.push(t('Language of our emails', 'Langue de nos e-mails'));
    if (missing.length)
      return send(
        accountPage(lang, s, altKey('details'), acct, 'details', detailsTab(lang, acct, fields, missing)),
        422,
      );
    account.phone = fields.phone.trim();
    account.sms = fields.sms_updates === 'yes';
    account.language = fields.language;
    s.flash = ['Your details have been saved.', 'Vos coordonnées ont été enregistrées.'];
    return { redirect: url('details') };
  }
  return { status: 404, html: null, lang };
}
