// florist: Fleurs de Loire, a florist on the place Sainte-Croix in Angers. French is the main language, at
// /; the English version lives under /en/ with translated slugs, and the "Français | English" links of
// the header lead to the same page in the other language. Forms post to the same (French) paths from
// both versions; a hidden "lang" field says which version sent them.
// Pages: home; the shop, the bouquets as cards (name, "dès 35,00 €", a "Voir" / "View" link) and a page
// per bouquet (the size as radios in a fieldset, small / medium / large with their prices, an optional
// glass vase as a checkbox, a quantity as a number input, "Ajouter au panier" → the cart); the cart (a
// quantity input labelled by aria-label and an "Mettre à jour" button per line, a "Retirer" button per
// line, "Commander"); the checkout in three numbered screens, each with a "Continuer" / "Continue"
// button: (1) delivery: the recipient's first and last name, address, optional second line, postcode,
// town (Angers and ten towns around it only), the delivery date as a date picker (from tomorrow, Monday
// to Saturday, not on 25 December nor 1 January, up to 31 March 2027) and the time slot as a select
// (9h–12h, 14h–18h, 18h–20h); the cart travels as a hidden "items" field (product:size[+vase]:qty);
// (2) the card: the message (optional, 250 characters), a "don't sign the card" box, the sender's name,
// email and phone; (3) payment by bank card only (number, MM/YY, CVC, terms box); then a summary with
// "Confirmer la commande" → CMD-; a custom-bouquet request (occasion and budget selects, colour
// checkboxes, wishes, date needed at least two days ahead, name, email, phone) → DEV-; weddings and
// events with a quote form (event date, town of the venue, number of tables, flower arch yes / no
// radios, name, email, optional details) → EVT-; a flower subscription (frequency and size radios,
// first delivery date, address in the delivery area, name, email) → ABO-; a delivery-information page;
// a contact form (subject select, optional order number, message, name, email, optional phone) → MSG-;
// a newsletter form in the footer (an email labelled by aria-label and a consent box); and the customer
// account behind a sign-in (/compte/connexion) with tabs: Mes commandes (a "Voir" link per order to its
// page: recipient, address, card message), Mes adresses (the saved addresses and a form to add one) and
// Mes abonnements (pause one with a duration and a reason select → "Suspendu jusqu'au 08/02/2027").
// Every form is checked on the server: a missing or wrong field sends the form back with an error box
// (role=alert).
// No gift cards, no chocolates or other extras than the vase, no payment but bank cards, no delivery
// outside the area (no Saumur, no Nantes), no delivery on Sundays.
// Customers: helene.marchand@mail.test / Pivoine-49! (French) and mark.bennett@mail.test / Tulip&Rose8
// (English).
// The site's "today" is Tuesday 8 December 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-12-08';
const TOMORROW = '2026-12-09';
const LAST_DAY = '2027-03-31';
const CUSTOM_FIRST = '2026-12-10';
const CUSTOM_LAST = '2027-12-31';
const EVENT_LAST = '2028-12-31';
const HOLIDAYS = ['2026-12-25', '2027-01-01'];
const DELIVERY_FEE = 7.9;
const VASE = 15;

/** Page key → [French path, English path]. */
const SLUGS = {
  home: ['/', '/en/'],
  shop: ['/boutique', '/en/shop'],
  cart: ['/panier', '/en/cart'],
  delivery: ['/commande/livraison', '/en/checkout/delivery'],
  card: ['/commande/carte', '/en/checkout/card'],
  payment: ['/commande/paiement', '/en/checkout/payment'],
  summary: ['/commande/recapitulatif', '/en/checkout/summary'],
  custom: ['/bouquet-sur-mesure', '/en/custom-bouquet'],
  events: ['/mariages-evenements', '/en/weddings-events'],
  subscription: ['/abonnement', '/en/subscription'],
  zone: ['/livraison', '/en/delivery'],
  contact: ['/contact', '/en/contact'],
  login: ['/compte/connexion', '/en/account/sign-in'],
  account: ['/compte', '/en/account'],
  orders: ['/compte/commandes', '/en/account/orders'],
  order: ['/compte/commandes/detail', '/en/account/orders/view'],
  addresses: ['/compte/adresses', '/en/account/addresses'],
  subs: ['/compte/abonnements', '/en/account/subscriptions'],
  pause: ['/compte/abonnements/suspendre', '/en/account/subscriptions/pause'],
  logout: ['/compte/deconnexion', '/en/account/sign-out'],
};
const PRODUCT_BASE = ['/boutique/', '/en/shop/'];

// Rows are [value, French, English, …].
const PRODUCTS = [
  {
    id: 'angevine',
    name: ['L’Angevine', 'L’Angevine'],
    prices: [35, 49, 65],
    text: [
      'Notre best-seller : roses pêche, renoncules et eucalyptus, dans les tons rose poudré.',
      'Our best-seller: peach roses, ranunculus and eucalyptus, in soft pink tones.',
    ],
  },
  {
    id: 'bord-de-loire',
    name: ['Bord de Loire', 'Loire Riverside'],
    prices: [39, 55, 72],
    text: [
      'Delphiniums, hortensias et graminées, en blanc et bleu comme la Loire en hiver.',
      'Delphiniums, hydrangeas and grasses, in white and blue like the Loire in winter.',
    ],
  },
  {
    id: 'douceur',
    name: ['Douceur d’hiver', 'Winter Softness'],
    prices: [32, 45, 60],
    text: [
      'Amaryllis blancs, roses poudrées et branches de coton.',
      'White amaryllis, dusty pink roses and cotton stems.',
    ],
  },
  {
    id: 'passion',
    name: ['Passion', 'Passion'],
    prices: [45, 65, 89],
    text: ['Des roses rouges Grand Prix, tout simplement.', 'Red Grand Prix roses, nothing else.'],
  },
  {
    id: 'soleil',
    name: ['Rayon de soleil', 'Sunbeam'],
    prices: [29, 42, 56],
    text: [
      'Mimosa, tulipes jaunes et renoncules orangées pour réchauffer l’hiver.',
      'Mimosa, yellow tulips and orange ranunculus to warm up the winter.',
    ],
  },
  {
    id: 'champetre',
    name: ['Champêtre', 'Country Garden'],
    prices: [28, 39, 52],
    text: [
      'Un bouquet comme cueilli au jardin : fleurs de saison, feuillages et baies.',
      'A bouquet as if picked in the garden: seasonal flowers, foliage and berries.',
    ],
  },
  {
    id: 'hommage',
    name: ['Hommage', 'Tribute'],
    prices: [55, 75, 95],
    text: [
      'Lys et roses blancs, pour accompagner un deuil avec délicatesse.',
      'White lilies and roses, to express sympathy with care.',
    ],
  },
  {
    id: 'noel',
    name: ['Nuit de Noël', 'Christmas Night'],
    prices: [38, 52, 69],
    text: [
      'Roses rouges, houx, branches de sapin et pommes de pin : l’esprit de Noël.',
      'Red roses, holly, fir branches and pine cones: the spirit of Christmas.',
    ],
  },
];
const SIZES = [
  ['small', 'Petit', 'Small'],
  ['medium', 'Moyen', 'Medium'],
  ['large', 'Grand', 'Large'],
];
const SLOTS = [
  ['morning', 'Matin (9h – 12h)', 'Morning (9 am – 12 noon)'],
  ['afternoon', 'Après-midi (14h – 18h)', 'Afternoon (2 pm – 6 pm)'],
  ['evening', 'Soirée (18h – 20h)', 'Evening (6 pm – 8 pm)'],
];
/** Towns of the delivery area and their postcodes. */
const ZONE = [
  ['Angers', ['49000', '49100']],
  ['Avrillé', ['49240']],
  ['Beaucouzé', ['49070']],
  ['Bouchemaine', ['49080']],
  ['Écouflant', ['49000']],
  ['Les Ponts-de-Cé', ['49130']],
  ['Montreuil-Juigné', ['49460']],
  ['Mûrs-Erigné', ['49610']],
  ['Saint-Barthélemy-d’Anjou', ['49124']],
  ['Trélazé', ['49800']],
  ['Saint-Sylvain-d’Anjou', ['49480']],
];
const OCCASIONS = [
  ['birthday', 'Anniversaire', 'Birthday'],
  ['wedding', 'Mariage', 'Wedding'],
  ['funeral', 'Deuil / obsèques', 'Funeral / sympathy'],
  ['thanks', 'Remerciements', 'Thank you'],
  ['other', 'Autre occasion', 'Other occasion'],
];
const BUDGETS = [
  ['30-50', 'De 30 à 50 €', '€30 to €50'],
  ['50-80', 'De 50 à 80 €', '€50 to €80'],
  ['80-120', 'De 80 à 120 €', '€80 to €120'],
  ['120+', 'Plus de 120 €', 'Over €120'],
];
const COLOURS = [
  ['white', 'Blanc', 'White'],
  ['pink', 'Rose', 'Pink'],
  ['red', 'Rouge', 'Red'],
  ['yellow', 'Jaune', 'Yellow'],
  ['blue', 'Bleu / violet', 'Blue / purple'],
];
const FREQUENCIES = [
  ['weekly', 'Chaque semaine', 'Every week'],
  ['fortnightly', 'Toutes les deux semaines', 'Every two weeks'],
  ['monthly', 'Une fois par mois', 'Once a month'],
];
const SUB_PRICES = { small: 29, medium: 39, large: 55 };
const SUBJECTS = [
  ['order', 'Une commande en cours', 'An order in progress'],
  ['delivery', 'Livraison', 'Delivery'],
  ['custom', 'Bouquet sur mesure', 'Custom bouquet'],
  ['event', 'Mariage ou événement', 'Wedding or event'],
  ['subscription', 'Abonnement', 'Subscription'],
  ['other', 'Autre question', 'Something else'],
];
const PAUSES = [
  ['2w', '2 semaines', '2 weeks'],
  ['1m', '1 mois', '1 month'],
  ['2m', '2 mois', '2 months'],
  ['3m', '3 mois', '3 months'],
];
const PAUSE_REASONS = [
  ['holiday', 'Vacances ou absence', 'Holidays or time away'],
  ['budget', 'Raisons budgétaires', 'Budget'],
  ['too_many', 'Trop de fleurs en ce moment', 'Too many flowers at the moment'],
  ['moving', 'Déménagement', 'Moving house or office'],
  ['other', 'Autre raison', 'Other reason'],
];
const STATUSES = {
  delivered: ['Livrée', 'Delivered'],
  preparing: ['En préparation', 'Being prepared'],
  confirmed: ['Confirmée', 'Confirmed'],
};

function floristAccounts() {
  return {
    'helene.marchand@mail.test': {
      password: 'Pivoine-49!',
      first: 'Hélène',
      last: 'Marchand',
      orders: [
        {
          ref: 'CMD-40112',
          placed: '2026-11-27',
          date: '2026-11-28',
          slot: 'afternoon',
          lines: [{ product: 'bord-de-loire', size: 'medium', vase: false, qty: 1 }],
          to: ['Jeanne', 'Marchand', '4 allée des Tilleuls', '', '49240', 'Avrillé'],
          message: 'Bonne fête Maman ! Je t’embrasse, Hélène',
          status: 'delivered',
        },
        {
          ref: 'CMD-40158',
          placed: '2026-12-04',
          date: '2026-12-05',
          slot: 'morning',
          lines: [{ product: 'angevine', size: 'large', vase: true, qty: 1 }],
          to: ['Paul', 'Leroy', '30 rue Lionnaise', '', '49100', 'Angers'],
          message: 'Félicitations pour ton nouveau poste !',
          status: 'delivered',
        },
        {
          ref: 'CMD-40190',
          placed: '2026-12-07',
          date: '2026-12-11',
          slot: 'morning',
          lines: [{ product: 'douceur', size: 'small', vase: false, qty: 1 }],
          to: ['Lucie', 'Marchand', '16 rue de la Roë', '', '49100', 'Angers'],
          message: 'Un peu de douceur pour ta semaine. Maman',
          status: 'preparing',
        },
      ],
      addresses: [
        ['Maison', 'Hélène', 'Marchand', '12 rue Plantagenêt', '', '49100', 'Angers'],
        ['Maman', 'Jeanne', 'Marchand', '4 allée des Tilleuls', '', '49240', 'Avrillé'],
        ['Lucie', 'Lucie', 'Marchand', '16 rue de la Roë', '', '49100', 'Angers'],
      ],
      subs: [
        {
          ref: 'ABO-20471',
          frequency: 'monthly',
          size: 'medium',
          address: '12 rue Plantagenêt, 49100 Angers',
          next: '2026-12-15',
          status: 'active',
        },
      ],
    },
    'mark.bennett@mail.test': {
      password: 'Tulip&Rose8',
      first: 'Mark',
      last: 'Bennett',
      orders: [
        {
          ref: 'CMD-40135',
          placed: '2026-11-30',
          date: '2026-12-01',
          slot: 'evening',
          lines: [{ product: 'passion', size: 'large', vase: false, qty: 1 }],
          to: ['Claire', 'Bennett', '11 rue Saint-Aubin', '', '49100', 'Angers'],
          message: 'Happy anniversary, my love. Mark',
          status: 'delivered',
        },
        {
          ref: 'CMD-40201',
          placed: '2026-12-07',
          date: '2026-12-09',
          slot: 'morning',
          lines: [{ product: 'soleil', size: 'medium', vase: true, qty: 1 }],
          to: ['Nadia', 'Karim', '21 boulevard Foch', 'Bennett & Co, 1er étage', '49100', 'Angers'],
          message: 'Welcome to the team, Nadia!',
          status: 'confirmed',
        },
      ],
      addresses: [
        ['Home', 'Mark', 'Bennett', '3 place du Ralliement', '', '49100', 'Angers'],
        ['Office', 'Mark', 'Bennett', '21 boulevard Foch', 'Bennett & Co, 1er étage', '49100', 'Angers'],
      ],
      subs: [
        {
          ref: 'ABO-20488',
          frequency: 'weekly',
          size: 'small',
          address: '21 boulevard Foch, 49100 Angers (Bennett & Co)',
          next: '2026-12-10',
          status: 'active',
        },
        {
          ref: 'ABO-20495',
          frequency: 'fortnightly',
          size: 'medium',
          address: '3 place du Ralliement, 49100 Angers',
          next: '2026-12-16',
          status: 'active',
        },
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.florist). */
export function floristState() {
  return {
    sessions: new Map(),
    accounts: floristAccounts(),
    subscribers: new Set(),
    nextOrder: 40231,
    nextQuote: 30412,
    nextEvent: 10587,
    nextSub: 20512,
    nextMessage: 60318,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function floristGetForms() {
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
function addMonths(iso, n) {
  const [y, m, d] = iso.split('-').map(Number);
  const x = new Date(Date.UTC(y, m - 1 + n, d));
  return x.toISOString().slice(0, 10);
}
function fold(s) {
  return String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .replace(/\s+/g, ' ')
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
  const shortDate = (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  const url = (key, query = '') => `${SLUGS[key][en ? 1 : 0]}${query}`;
  const productUrl = (id) => `${PRODUCT_BASE[en ? 1 : 0]}${id}`;
  const colon = en ? ':' : ' :';
  const name = (p) => (en ? p.name[1] : p.name[0]);
  return { en, t, pick, money, longDate, shortDate, url, productUrl, colon, name };
}
function errorBox(lang, missing, other = '') {
  const { t } = tools(lang);
  if (!missing?.length && !other) return '';
  return `<div class="error" role="alert">${other ? `<p>${h(other)}</p>` : ''}${missing?.length ? `<p>${t('Merci de corriger les points suivants :', 'Please correct the following:')}</p><ul>${missing.map((m) => `<li>${h(m)}</li>`).join('')}</ul>` : ''}</div>`;
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
function productOf(id) {
  return PRODUCTS.find((p) => p.id === id);
}
function sizeIndex(size) {
  return SIZES.findIndex((s) => s[0] === size);
}
function lineKey(l) {
  return `${l.product}:${l.size}${l.vase ? '+vase' : ''}`;
}
function unitPrice(l) {
  return productOf(l.product).prices[sizeIndex(l.size)] + (l.vase ? VASE : 0);
}
function cartTotal(lines) {
  return lines.reduce((sum, l) => sum + unitPrice(l) * l.qty, 0);
}
function itemsText(lines) {
  return lines.map((l) => `${lineKey(l)}:${l.qty}`).join(',');
}
function lineLabel(lang, l) {
  const { t, pick, name } = tools(lang);
  const size = pick(SIZES.find((s) => s[0] === l.size));
  return `${name(productOf(l.product))} — ${size}${l.vase ? t(', avec vase', ', with vase') : ''}`;
}
function zoneTowns() {
  return ZONE.map((z) => z[0]).join(', ');
}
/** A problem with a delivery address ('' when it is in the area). */
function zoneProblem(lang, postcode, city) {
  const { t } = tools(lang);
  const pc = (postcode ?? '').replace(/\s/g, '');
  if (!/^\d{5}$/.test(pc)) return t('Code postal : 5 chiffres.', 'Postcode: 5 digits.');
  const town = ZONE.find((z) => fold(z[0]) === fold(city));
  if (!town)
    return t(
      `Nous ne livrons pas à ${city.trim()} (${pc}) : nos livreurs couvrent uniquement ${zoneTowns()}.`,
      `We do not deliver to ${city.trim()} (${pc}): our couriers only cover ${zoneTowns()}.`,
    );
  if (!town[1].includes(pc))
    return t(
      `Le code postal ${pc} ne correspond pas à ${town[0]} (${town[1].join(' ou ')}).`,
      `Postcode ${pc} does not match ${town[0]} (${town[1].join(' or ')}).`,
    );
  return '';
}
/** A problem with a delivery day ('' when flowers can be delivered that day). */
function deliveryDayProblem(lang, d, what) {
  const { t, longDate } = tools(lang);
  if (!validIsoDate(d)) return t(`${what} : date invalide.`, `${what}: invalid date.`);
  if (d <= TODAY)
    return t(
      `Livraison possible à partir de demain, ${longDate(TOMORROW)}.`,
      `Delivery is possible from tomorrow, ${longDate(TOMORROW)}.`,
    );
  if (d > LAST_DAY)
    return t('Nous prenons les livraisons jusqu’au 31 mars 2027.', 'We take deliveries up to 31 March 2027.');
  if (dayOf(d) === 0 || HOLIDAYS.includes(d))
    return t(
      `Pas de livraison le ${longDate(d)} : nous livrons du lundi au samedi (ni le dimanche, ni le 25 décembre, ni le 1er janvier).`,
      `No delivery on ${longDate(d)}: we deliver Monday to Saturday (not on Sundays, 25 December or 1 January).`,
    );
  return '';
}

/**
 * The page shell. `alt` is [French href, English href] of this page, for the language links.
 */
function floristPage(lang, s, alt, title, body) {
  const { t, url } = tools(lang);
  const n = (s.cart ?? []).reduce((a, l) => a + l.qty, 0);
  return page({
    lang,
    title: `${title} · Fleurs de Loire, fleuriste à Angers`,
    brand: '#5b7f4a',
    css: `.langs{margin-left:auto;font-size:.9rem}.hint{color:#666;font-size:.88rem;font-weight:400}
.tabs{display:flex;gap:4px;border-bottom:2px solid #5b7f4a;margin:16px 0}.tabs a{padding:8px 14px;text-decoration:none;color:#3d5a30;border-radius:6px 6px 0 0}
.tabs a[aria-current]{background:#5b7f4a;color:#fff}.price{font-weight:700}.muted{color:#888}.steps{color:#5b7f4a;font-weight:600}
dl.sum{display:grid;grid-template-columns:200px 1fr;gap:6px 16px}dl.sum dt{font-weight:600}dl.sum dd{margin:0}
input[type=number]{min-width:70px!important;width:70px}td form{display:inline-flex;gap:6px;align-items:center}
footer form{display:flex;gap:8px;align-items:center;flex-wrap:wrap}footer .choice{font-size:.85rem}`,
    header: `<a class="logo" href="${url('home')}">🌷 Fleurs de Loire</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="${url('shop')}">${t('Boutique', 'Shop')}</a> · <a href="${url('custom')}">${t('Bouquet sur mesure', 'Custom bouquet')}</a> · <a href="${url('events')}">${t('Mariages & événements', 'Weddings & events')}</a> · <a href="${url('subscription')}">${t('Abonnement', 'Subscription')}</a> · <a href="${url('zone')}">${t('Livraison', 'Delivery')}</a> · <a href="${url('contact')}">Contact</a> · <a href="${url('cart')}">${t('Panier', 'Cart')} (${n})</a> · <a href="${url('account')}">${s.user ? t('Mon compte', 'My account') : t('Se connecter', 'Sign in')}</a></nav>
<span class="langs"><a href="${h(alt[0])}" hreflang="fr" lang="fr">Français</a> | <a href="${h(alt[1])}" hreflang="en" lang="en">English</a></span>`,
    body,
    footer: `<form method="post" action="/newsletter">${langField(lang)}<span>${t('La lettre des Fleurs de Loire, une fois par mois :', 'The Fleurs de Loire letter, once a month:')}</span>
<input type="email" name="email" placeholder="${t('votre@adresse.fr', 'you@example.com')}" aria-label="${t('Votre e-mail pour la lettre d’information', 'Your email for the newsletter')}">
${checkbox('consent', t('J’accepte de recevoir la lettre (désinscription en un clic)', 'I agree to receive the newsletter (unsubscribe in one click)'), false)}
<button type="submit">${t('S’inscrire', 'Sign up')}</button></form>
<p>${t(
      'Fleurs de Loire · 6 place Sainte-Croix, 49100 Angers · 02 41 87 45 10 · bonjour@fleursdeloire.test · boutique ouverte du mardi au samedi 9 h – 19 h 30 et le dimanche 9 h – 13 h · livraisons du lundi au samedi · paiement en ligne par carte bancaire (CB, Visa, Mastercard)',
      'Fleurs de Loire · 6 place Sainte-Croix, 49100 Angers, France · +33 2 41 87 45 10 · bonjour@fleursdeloire.test · shop open Tuesday to Saturday 9 am – 7:30 pm and Sunday 9 am – 1 pm · deliveries Monday to Saturday · online payment by bank card (CB, Visa, Mastercard)',
    )}</p>`,
  });
}

/* ---------------------------------------------------------------- shop and cart */

function shopPage(lang, s, alt) {
  const { t, money, productUrl, name } = tools(lang);
  return floristPage(
    lang,
    s,
    alt,
    t('Boutique', 'Shop'),
    `<h1>${t('Nos bouquets', 'Our bouquets')}</h1>
<p>${t('Composés le matin même dans notre atelier de la place Sainte-Croix et livrés dans Angers et son agglomération, du lundi au samedi.', 'Made the same morning in our workshop on the place Sainte-Croix and delivered in Angers and the towns around it, Monday to Saturday.')}</p>
<div class="cards">
${PRODUCTS.map((p) => `<article class="card"><h2>${h(name(p))}</h2><p>${h(t(p.text[0], p.text[1]))}</p><p class="price">${t(`dès ${money(p.prices[0])}`, `from ${money(p.prices[0])}`)}</p><a class="btn" href="${productUrl(p.id)}">${t('Voir', 'View')}</a></article>`).join('\n')}
</div>
<p class="hint">${t('Vous ne trouvez pas votre bonheur ?', 'Can’t find what you want?')} <a href="${tools(lang).url('custom')}">${t('Demandez un bouquet sur mesure', 'Ask for a custom bouquet')}</a>.</p>`,
  );
}
function productPage(lang, s, alt, p, v = {}, missing = []) {
  const { t, pick, money, url, name } = tools(lang);
  return floristPage(
    lang,
    s,
    alt,
    name(p),
    `<p><a href="${url('shop')}">← ${t('Tous les bouquets', 'All bouquets')}</a></p>
<h1>${h(name(p))}</h1>
<p>${h(t(p.text[0], p.text[1]))}</p>
${errorBox(lang, missing)}
<form method="post" action="/panier/ajouter">${langField(lang)}<input type="hidden" name="product" value="${p.id}">
  <fieldset><legend>${t('Taille', 'Size')}</legend>
  ${SIZES.map((z, i) => radio('size', z[0], `${pick(z)} — ${money(p.prices[i])}`, v.size)).join('\n  ')}
  </fieldset>
  <p>${checkbox('vase', t(`Ajouter un vase en verre (+${money(VASE)})`, `Add a glass vase (+${money(VASE)})`), v.vase === 'yes')}</p>
  <label for="qty">${t('Quantité', 'Quantity')}</label>
  <input type="number" id="qty" name="qty" min="1" max="10" value="${h(v.qty ?? '1')}">
  <p><button type="submit">${t('Ajouter au panier', 'Add to cart')}</button></p>
</form>
<p class="hint">${t(`Livraison ${money(DELIVERY_FEE)} dans Angers et son agglomération, du lundi au samedi.`, `Delivery ${money(DELIVERY_FEE)} in Angers and the towns around it, Monday to Saturday.`)}</p>`,
  );
}
function cartPage(lang, s, alt, missing = []) {
  const { t, money, url, colon } = tools(lang);
  const f = s.flash;
  s.flash = null;
  const lines = s.cart ?? [];
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${h(lineLabel(lang, l))}</td><td>${money(unitPrice(l))}</td><td><form method="post" action="/panier/modifier">${langField(lang)}<input type="hidden" name="line" value="${h(lineKey(l))}"><input type="number" name="qty" min="0" max="10" value="${l.qty}" aria-label="${h(`${t('Quantité', 'Quantity')} — ${lineLabel(lang, l)}`)}"><button type="submit" class="btn secondary">${t('Mettre à jour', 'Update')}</button></form></td><td>${money(unitPrice(l) * l.qty)}</td><td><form method="post" action="/panier/retirer">${langField(lang)}<input type="hidden" name="line" value="${h(lineKey(l))}"><button type="submit" class="btn secondary">${t('Retirer', 'Remove')}</button></form></td></tr>`,
    )
    .join('\n');
  return floristPage(
    lang,
    s,
    alt,
    t('Mon panier', 'My cart'),
    `<h1>${t('Mon panier', 'My cart')}</h1>
${f ? `<div class="notice" role="status"><p>${h(t(f[0], f[1]))}</p></div>` : ''}
${errorBox(lang, missing)}
${
  lines.length
    ? `<table><thead><tr><th>${t('Bouquet', 'Bouquet')}</th><th>${t('Prix unitaire', 'Unit price')}</th><th>${t('Quantité', 'Quantity')}</th><th>${t('Sous-total', 'Subtotal')}</th><th></th></tr></thead><tbody>
${rows}
<tr><td colspan="3">${t('Livraison', 'Delivery')}</td><td>${money(DELIVERY_FEE)}</td><td></td></tr>
<tr><th colspan="3">Total</th><th>${money(cartTotal(lines) + DELIVERY_FEE)}</th><th></th></tr>
</tbody></table>
<p><a class="btn" href="${url('delivery')}">${t('Commander', 'Checkout')}</a> <a href="${url('shop')}">${t('Continuer mes achats', 'Continue shopping')}</a></p>`
    : `<p>${t('Votre panier est vide.', 'Your cart is empty.')} <a href="${url('shop')}">${t('Voir nos bouquets', 'See our bouquets')}</a></p>`
}
<p class="hint">${t('Livraison', 'Delivery')}${colon} ${h(zoneTowns())}.</p>`,
  );
}

/* ---------------------------------------------------------------- checkout */

function cartLine(lang, s) {
  const { money } = tools(lang);
  return `${(s.cart ?? []).map((l) => `${l.qty} × ${h(lineLabel(lang, l))}`).join(', ')} · ${money(cartTotal(s.cart ?? []) + DELIVERY_FEE)}`;
}
function deliveryForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick, url, colon } = tools(lang);
  return floristPage(
    lang,
    s,
    alt,
    t('Livraison', 'Delivery'),
    `<p class="steps">${t('Étape 1 sur 3 — Livraison', 'Step 1 of 3 — Delivery')}</p>
<h1>${t('À qui livrons-nous ?', 'Who are the flowers for?')}</h1>
<p>${t('Votre commande', 'Your order')}${colon} ${cartLine(lang, s)} · <a href="${url('cart')}">${t('Modifier le panier', 'Edit cart')}</a></p>
<p class="hint">${t(`Nous livrons du lundi au samedi, à partir de demain, à ${zoneTowns()}.`, `We deliver Monday to Saturday, from tomorrow, to ${zoneTowns()}.`)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/commande/livraison">${langField(lang)}<input type="hidden" name="items" value="${h(itemsText(s.cart ?? []))}">
  <label for="d-first">${t('Prénom du destinataire', 'Recipient’s first name')}</label>
  <input id="d-first" name="first_name" value="${h(v.first_name ?? '')}">
  <label for="d-last">${t('Nom du destinataire', 'Recipient’s last name')}</label>
  <input id="d-last" name="last_name" value="${h(v.last_name ?? '')}">
  <label for="d-address">${t('Adresse', 'Street address')}</label>
  <input id="d-address" name="address" value="${h(v.address ?? '')}">
  <label for="d-address2">${t('Complément d’adresse (facultatif)', 'Address line 2 (optional)')}</label>
  <input id="d-address2" name="address2" placeholder="${t('Bâtiment, étage, digicode…', 'Building, floor, door code…')}" value="${h(v.address2 ?? '')}">
  <label for="d-postcode">${t('Code postal', 'Postcode')}</label>
  <input id="d-postcode" name="postcode" inputmode="numeric" value="${h(v.postcode ?? '')}">
  <label for="d-city">${t('Ville', 'Town')}</label>
  <input id="d-city" name="city" value="${h(v.city ?? '')}">
  <label for="d-date">${t('Date de livraison', 'Delivery date')}</label>
  <input type="date" id="d-date" name="delivery_date" min="${TOMORROW}" max="${LAST_DAY}" value="${h(v.delivery_date ?? '')}">
  <label for="d-slot">${t('Créneau de livraison', 'Delivery time slot')}</label>
  <select id="d-slot" name="slot">${option('', t('Choisir un créneau', 'Choose a time slot'), v.slot ?? '')}${SLOTS.map((x) => option(x[0], pick(x), v.slot)).join('')}</select>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}
function cardForm(lang, s, alt, v = {}, missing = []) {
  const { t } = tools(lang);
  return floristPage(
    lang,
    s,
    alt,
    t('Votre carte', 'Your card'),
    `<p class="steps">${t('Étape 2 sur 3 — Carte et expéditeur', 'Step 2 of 3 — Card and sender')}</p>
<h1>${t('Un petit mot avec les fleurs', 'A few words with the flowers')}</h1>
<p>${t('Votre message est écrit à la main sur une carte glissée dans le bouquet. Votre nom y figure, sauf si vous préférez un envoi anonyme.', 'Your message is handwritten on a card tucked into the bouquet. Your name is on it, unless you would rather send the flowers anonymously.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/commande/carte">${langField(lang)}
  <label for="c-message">${t('Message sur la carte (facultatif, 250 caractères au plus)', 'Message for the card (optional, 250 characters at most)')}</label>
  <textarea id="c-message" name="card_message" rows="4" maxlength="250">${h(v.card_message ?? '')}</textarea>
  <p>${checkbox('anonymous', t('Ne pas signer la carte (envoi anonyme)', 'Don’t sign the card (send anonymously)'), v.anonymous === 'yes')}</p>
  <fieldset><legend>${t('Vos coordonnées (expéditeur)', 'Your details (sender)')}</legend>
  <label for="c-name">${t('Votre nom', 'Your name')}</label>
  <input id="c-name" name="sender_name" autocomplete="name" value="${h(v.sender_name ?? '')}">
  <label for="c-email">${t('Votre e-mail', 'Your email')}</label>
  <input type="email" id="c-email" name="sender_email" autocomplete="email" value="${h(v.sender_email ?? '')}">
  <label for="c-phone">${t('Votre téléphone', 'Your phone')}</label>
  <input type="tel" id="c-phone" name="sender_phone" autocomplete="tel" value="${h(v.sender_phone ?? '')}">
  <p class="hint">${t('Pour la confirmation de commande et si le livreur ne trouve pas le destinataire.', 'For the order confirmation, and in case the courier cannot find the recipient.')}</p>
  </fieldset>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}
function paymentForm(lang, s, alt, v = {}, missing = []) {
  const { t, money } = tools(lang);
  return floristPage(
    lang,
    s,
    alt,
    t('Paiement', 'Payment'),
    `<p class="steps">${t('Étape 3 sur 3 — Paiement', 'Step 3 of 3 — Payment')}</p>
<h1>${t('Paiement sécurisé', 'Secure payment')}</h1>
<p>${t('Montant', 'Amount')} : <span class="price">${money(cartTotal(s.cart ?? []) + DELIVERY_FEE)}</span> · ${t('carte bancaire uniquement (CB, Visa, Mastercard) ; vous serez débité à la confirmation.', 'bank card only (CB, Visa, Mastercard); you are charged when you confirm.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/commande/paiement">${langField(lang)}
  <label for="p-number">${t('Numéro de carte', 'Card number')}</label>
  <input id="p-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456" value="${h(v.card_number ?? '')}">
  <label for="p-exp">${t('Date d’expiration (MM/AA)', 'Expiry date (MM/YY)')}</label>
  <input id="p-exp" name="card_expiry" autocomplete="cc-exp" placeholder="${t('MM/AA', 'MM/YY')}" value="${h(v.card_expiry ?? '')}">
  <label for="p-cvc">${t('Cryptogramme (3 chiffres au dos)', 'Security code (3 digits on the back)')}</label>
  <input id="p-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="${h(v.card_cvc ?? '')}">
  <p>${checkbox('terms', t('J’accepte les conditions générales de vente', 'I accept the terms and conditions of sale'), v.terms === 'yes')}</p>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}
function summaryPage(lang, s, alt) {
  const { t, pick, money, longDate, url } = tools(lang);
  const c = s.checkout;
  const d = c.delivery;
  return floristPage(
    lang,
    s,
    alt,
    t('Récapitulatif', 'Summary'),
    `<h1>${t('Vérifiez votre commande', 'Check your order')}</h1>
<dl class="sum">
<dt>${t('Bouquets', 'Bouquets')}</dt><dd>${(s.cart ?? []).map((l) => `${l.qty} × ${h(lineLabel(lang, l))} — ${money(unitPrice(l) * l.qty)}`).join('<br>')} · <a href="${url('cart')}">${t('Modifier', 'Change')}</a></dd>
<dt>${t('Livraison', 'Delivery')}</dt><dd>${h(d.first_name)} ${h(d.last_name)}<br>${h(d.address)}${d.address2 ? `<br>${h(d.address2)}` : ''}<br>${h(d.postcode)} ${h(d.city)}<br>${longDate(d.delivery_date)}, ${h(pick(SLOTS.find((x) => x[0] === d.slot)))} · <a href="${url('delivery')}">${t('Modifier', 'Change')}</a></dd>
<dt>${t('Carte', 'Card')}</dt><dd>${c.card.card_message ? `« ${h(c.card.card_message)} »` : t('(sans message)', '(no message)')} — ${c.card.anonymous ? t('non signée', 'unsigned') : `${t('signée', 'signed')} ${h(c.card.sender_name)}`} · <a href="${url('card')}">${t('Modifier', 'Change')}</a></dd>
<dt>${t('Expéditeur', 'Sender')}</dt><dd>${h(c.card.sender_name)} · ${h(c.card.sender_email)} · ${h(c.card.sender_phone)}</dd>
<dt>${t('Paiement', 'Payment')}</dt><dd>${t('Carte se terminant par', 'Card ending in')} ${c.payment.last4} · <a href="${url('payment')}">${t('Modifier', 'Change')}</a></dd>
<dt>${t('Livraison', 'Delivery fee')}</dt><dd>${money(DELIVERY_FEE)}</dd>
<dt>Total</dt><dd class="price">${money(cartTotal(s.cart ?? []) + DELIVERY_FEE)}</dd>
</dl>
<form method="post" action="/commande/confirmer">${langField(lang)}<p><button type="submit">${t('Confirmer la commande', 'Confirm order')}</button></p></form>`,
  );
}

/* ---------------------------------------------------------------- custom bouquet, events, subscription, contact */

function customForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick } = tools(lang);
  const colours = (v.colours ?? '').split(',');
  return floristPage(
    lang,
    s,
    alt,
    t('Bouquet sur mesure', 'Custom bouquet'),
    `<h1>${t('Votre bouquet sur mesure', 'Your custom bouquet')}</h1>
<p>${t('Dites-nous l’occasion, vos couleurs et votre budget : notre fleuriste vous rappelle sous 24 heures avec une proposition. Comptez au moins deux jours.', 'Tell us the occasion, your colours and your budget: our florist calls you back within 24 hours with a suggestion. Allow at least two days.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/bouquet-sur-mesure">${langField(lang)}
  <label for="m-occasion">${t('Occasion', 'Occasion')}</label>
  <select id="m-occasion" name="occasion">${option('', t('Choisir…', 'Choose…'), v.occasion ?? '')}${OCCASIONS.map((x) => option(x[0], pick(x), v.occasion)).join('')}</select>
  <label for="m-budget">${t('Budget', 'Budget')}</label>
  <select id="m-budget" name="budget">${option('', t('Choisir…', 'Choose…'), v.budget ?? '')}${BUDGETS.map((x) => option(x[0], pick(x), v.budget)).join('')}</select>
  <fieldset><legend>${t('Couleurs souhaitées', 'Colours you would like')}</legend>
  ${COLOURS.map((x) => checkbox('colours', pick(x), colours.includes(x[0]), x[0])).join('\n  ')}
  </fieldset>
  <label for="m-wishes">${t('Vos envies (fleurs préférées, style, à éviter…)', 'Your wishes (favourite flowers, style, things to avoid…)')}</label>
  <textarea id="m-wishes" name="wishes" rows="4">${h(v.wishes ?? '')}</textarea>
  <label for="m-date">${t('Pour quelle date ?', 'Date needed')}</label>
  <input type="date" id="m-date" name="date_needed" min="${CUSTOM_FIRST}" max="${CUSTOM_LAST}" value="${h(v.date_needed ?? '')}">
  <label for="m-name">${t('Votre nom', 'Your name')}</label>
  <input id="m-name" name="name" value="${h(v.name ?? '')}">
  <label for="m-email">${t('Votre e-mail', 'Your email')}</label>
  <input type="email" id="m-email" name="email" value="${h(v.email ?? '')}">
  <label for="m-phone">${t('Votre téléphone', 'Your phone')}</label>
  <input type="tel" id="m-phone" name="phone" value="${h(v.phone ?? '')}">
  <p><button type="submit">${t('Envoyer ma demande', 'Send my request')}</button></p>
</form>`,
  );
}
function eventsForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t } = tools(lang);
  return floristPage(
    lang,
    s,
    alt,
    t('Mariages & événements', 'Weddings & events'),
    `<h1>${t('Mariages et événements', 'Weddings and events')}</h1>
<p>${t('Bouquet de la mariée, arches de cérémonie, centres de table, décoration d’église ou de château : nous nous déplaçons dans tout l’Anjou. Demandez votre devis gratuit, nous vous répondons sous 48 heures.', 'Bridal bouquets, ceremony arches, centrepieces, church or château decoration: we travel all over Anjou. Ask for a free quote; we answer within 48 hours.')}</p>
<h2 id="devis">${t('Demander un devis', 'Request a quote')}</h2>
${errorBox(lang, missing, other)}
<form method="post" action="/mariages-evenements">${langField(lang)}
  <label for="e-date">${t('Date de l’événement', 'Event date')}</label>
  <input type="date" id="e-date" name="event_date" min="${TOMORROW}" max="${EVENT_LAST}" value="${h(v.event_date ?? '')}">
  <label for="e-town">${t('Commune du lieu de réception', 'Town of the venue')}</label>
  <input id="e-town" name="venue_town" value="${h(v.venue_town ?? '')}">
  <label for="e-tables">${t('Nombre de tables', 'Number of tables')}</label>
  <input type="number" id="e-tables" name="tables" min="1" max="60" value="${h(v.tables ?? '')}">
  <fieldset><legend>${t('Arche fleurie pour la cérémonie', 'Flower arch for the ceremony')}</legend>
  ${radio('arch', 'yes', t('Oui', 'Yes'), v.arch)}
  ${radio('arch', 'no', t('Non', 'No'), v.arch)}
  </fieldset>
  <label for="e-name">${t('Vos nom et prénom', 'Your full name')}</label>
  <input id="e-name" name="name" value="${h(v.name ?? '')}">
  <label for="e-email">${t('E-mail', 'Email')}</label>
  <input type="email" id="e-email" name="email" value="${h(v.email ?? '')}">
  <label for="e-details">${t('Parlez-nous de votre projet (facultatif)', 'Tell us about your plans (optional)')}</label>
  <textarea id="e-details" name="details" rows="4">${h(v.details ?? '')}</textarea>
  <p><button type="submit">${t('Demander un devis', 'Request a quote')}</button></p>
</form>`,
  );
}
function subscriptionForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick, money } = tools(lang);
  return floristPage(
    lang,
    s,
    alt,
    t('Abonnement', 'Subscription'),
    `<h1>${t('L’abonnement fleurs', 'The flower subscription')}</h1>
<p>${t('Un bouquet de saison livré chez vous ou au bureau, sans engagement : suspendez ou arrêtez quand vous voulez depuis votre compte. Livraison offerte.', 'A seasonal bouquet delivered at home or at the office, no commitment: pause or stop whenever you like from your account. Free delivery.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/abonnement">${langField(lang)}
  <fieldset><legend>${t('Fréquence', 'How often')}</legend>
  ${FREQUENCIES.map((x) => radio('frequency', x[0], pick(x), v.frequency)).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Taille du bouquet', 'Bouquet size')}</legend>
  ${SIZES.map((x) => radio('size', x[0], `${pick(x)} — ${t(`${money(SUB_PRICES[x[0]])} par livraison`, `${money(SUB_PRICES[x[0]])} per delivery`)}`, v.size)).join('\n  ')}
  </fieldset>
  <label for="a-start">${t('Première livraison le', 'First delivery on')}</label>
  <input type="date" id="a-start" name="start_date" min="${TOMORROW}" max="${LAST_DAY}" value="${h(v.start_date ?? '')}">
  <fieldset><legend>${t('Adresse de livraison', 'Delivery address')}</legend>
  <label for="a-address">${t('Adresse', 'Street address')}</label>
  <input id="a-address" name="address" value="${h(v.address ?? '')}">
  <label for="a-address2">${t('Complément d’adresse (facultatif)', 'Address line 2 (optional)')}</label>
  <input id="a-address2" name="address2" value="${h(v.address2 ?? '')}">
  <label for="a-postcode">${t('Code postal', 'Postcode')}</label>
  <input id="a-postcode" name="postcode" inputmode="numeric" value="${h(v.postcode ?? '')}">
  <label for="a-city">${t('Ville', 'Town')}</label>
  <input id="a-city" name="city" value="${h(v.city ?? '')}">
  </fieldset>
  <label for="a-name">${t('Nom et prénom', 'Full name')}</label>
  <input id="a-name" name="name" value="${h(v.name ?? '')}">
  <label for="a-email">${t('E-mail', 'Email')}</label>
  <input type="email" id="a-email" name="email" value="${h(v.email ?? '')}">
  <p><button type="submit">${t('Je m’abonne', 'Subscribe')}</button></p>
</form>`,
  );
}
function contactForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return floristPage(
    lang,
    s,
    alt,
    'Contact',
    `<h1>${t('Nous écrire', 'Write to us')}</h1>
<p>${t('Appelez-nous au 02 41 87 45 10 ou écrivez-nous ici : nous répondons dans la journée, du mardi au samedi.', 'Call us on +33 2 41 87 45 10 or write to us here: we answer the same day, Tuesday to Saturday.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/contact">${langField(lang)}
  <label for="k-subject">${t('Objet', 'Subject')}</label>
  <select id="k-subject" name="subject">${option('', t('Choisir…', 'Choose…'), v.subject ?? '')}${SUBJECTS.map((x) => option(x[0], pick(x), v.subject)).join('')}</select>
  <label for="k-order">${t('N° de commande (facultatif)', 'Order number (optional)')}</label>
  <input id="k-order" name="order_ref" placeholder="CMD-" value="${h(v.order_ref ?? '')}">
  <label for="k-message">${t('Votre message', 'Your message')}</label>
  <textarea id="k-message" name="message" rows="6">${h(v.message ?? '')}</textarea>
  <label for="k-name">${t('Votre nom', 'Your name')}</label>
  <input id="k-name" name="name" value="${h(v.name ?? '')}">
  <label for="k-email">${t('Votre e-mail', 'Your email')}</label>
  <input type="email" id="k-email" name="email" value="${h(v.email ?? '')}">
  <label for="k-phone">${t('Téléphone (facultatif)', 'Phone (optional)')}</label>
  <input type="tel" id="k-phone" name="phone" value="${h(v.phone ?? '')}">
  <p><button type="submit">${t('Envoyer', 'Send')}</button></p>
</form>`,
  );
}
function loginForm(lang, s, alt, other = '') {
  const { t } = tools(lang);
  return floristPage(
    lang,
    s,
    alt,
    t('Connexion', 'Sign in'),
    `<h1>${t('Mon compte', 'My account')}</h1>
${errorBox(lang, [], other)}
<form method="post" action="/compte/connexion">${langField(lang)}
  <label for="l-email">${t('E-mail', 'Email')}</label><input type="email" id="l-email" name="email" autocomplete="username">
  <label for="l-password">${t('Mot de passe', 'Password')}</label><input type="password" id="l-password" name="password" autocomplete="current-password">
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>`,
  );
}

/* ---------------------------------------------------------------- account */

function accountPage(lang, s, alt, acct, tab, body) {
  const { t, url } = tools(lang);
  const tabs = [
    ['orders', t('Mes commandes', 'My orders')],
    ['addresses', t('Mes adresses', 'My addresses')],
    ['subs', t('Mes abonnements', 'My subscriptions')],
  ];
  const f = s.flash;
  s.flash = null;
  return floristPage(
    lang,
    s,
    alt,
    t('Mon compte', 'My account'),
    `<h1>${t('Bonjour', 'Hello')} ${h(acct.first)} ${h(acct.last)}</h1>
<p><a href="${url('logout')}">${t('Se déconnecter', 'Sign out')}</a></p>
<nav class="tabs" aria-label="${t('Mon compte', 'My account')}">${tabs.map(([k, l]) => `<a href="${url(k)}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>
${f ? `<div class="notice" role="status"><p>${h(t(f[0], f[1]))}</p></div>` : ''}
${body}`,
  );
}
function orderTotal(o) {
  return cartTotal(o.lines) + DELIVERY_FEE;
}
function ordersTab(lang, acct) {
  const { t, money, shortDate, url } = tools(lang);
  return `<table><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Commandée le', 'Ordered on')}</th><th>${t('Livraison', 'Delivery')}</th><th>${t('Destinataire', 'Recipient')}</th><th>Total</th><th>${t('Statut', 'Status')}</th><th></th></tr></thead><tbody>
${acct.orders.map((o) => `<tr><td>${o.ref}</td><td>${shortDate(o.placed)}</td><td>${shortDate(o.date)}</td><td>${h(o.to[0])} ${h(o.to[1])}</td><td>${money(orderTotal(o))}</td><td>${h(t(...STATUSES[o.status]))}</td><td><a href="${url('order', `?ref=${o.ref}`)}">${t('Voir', 'View')}</a></td></tr>`).join('\n')}
</tbody></table>
<p><a href="${url('shop')}">${t('Commander un bouquet', 'Order a bouquet')}</a></p>`;
}
function orderView(lang, o) {
  const { t, pick, money, longDate, shortDate, url } = tools(lang);
  return `<h2>${t('Commande', 'Order')} ${o.ref}</h2>
<dl class="sum">
<dt>${t('Commandée le', 'Ordered on')}</dt><dd>${shortDate(o.placed)}</dd>
<dt>${t('Statut', 'Status')}</dt><dd>${h(t(...STATUSES[o.status]))}</dd>
<dt>${t('Bouquets', 'Bouquets')}</dt><dd>${o.lines.map((l) => `${l.qty} × ${h(lineLabel(lang, l))}`).join('<br>')}</dd>
<dt>${t('Livré à', 'Delivered to')}</dt><dd>${h(o.to[0])} ${h(o.to[1])}<br>${h(o.to[2])}${o.to[3] ? `<br>${h(o.to[3])}` : ''}<br>${h(o.to[4])} ${h(o.to[5])}</dd>
<dt>${t('Livraison', 'Delivery')}</dt><dd>${longDate(o.date)}, ${h(pick(SLOTS.find((x) => x[0] === o.slot)))}</dd>
<dt>${t('Message de la carte', 'Card message')}</dt><dd>${o.message ? `« ${h(o.message)} »` : '—'}</dd>
<dt>Total</dt><dd class="price">${money(orderTotal(o))}</dd>
</dl>
<p><a href="${url('orders')}">${t('Retour à mes commandes', 'Back to my orders')}</a></p>`;
}
function addressesTab(lang, acct, v = {}, missing = [], other = '') {
  const { t } = tools(lang);
  return `<div class="cards">
${acct.addresses.map((a) => `<article class="card"><h3>${h(a[0])}</h3><p>${h(a[1])} ${h(a[2])}<br>${h(a[3])}${a[4] ? `<br>${h(a[4])}` : ''}<br>${h(a[5])} ${h(a[6])}</p></article>`).join('\n')}
</div>
<h2>${t('Ajouter une adresse', 'Add an address')}</h2>
${errorBox(lang, missing, other)}
<form method="post" action="/compte/adresses">${langField(lang)}
  <label for="n-label">${t('Nom de l’adresse (ex. Maison, Bureau)', 'Name of the address (e.g. Home, Office)')}</label>
  <input id="n-label" name="label" value="${h(v.label ?? '')}">
  <label for="n-first">${t('Prénom', 'First name')}</label>
  <input id="n-first" name="first_name" value="${h(v.first_name ?? '')}">
  <label for="n-last">${t('Nom', 'Last name')}</label>
  <input id="n-last" name="last_name" value="${h(v.last_name ?? '')}">
  <label for="n-address">${t('Adresse', 'Street address')}</label>
  <input id="n-address" name="address" value="${h(v.address ?? '')}">
  <label for="n-address2">${t('Complément d’adresse (facultatif)', 'Address line 2 (optional)')}</label>
  <input id="n-address2" name="address2" value="${h(v.address2 ?? '')}">
  <label for="n-postcode">${t('Code postal', 'Postcode')}</label>
  <input id="n-postcode" name="postcode" inputmode="numeric" value="${h(v.postcode ?? '')}">
  <label for="n-city">${t('Ville', 'Town')}</label>
  <input id="n-city" name="city" value="${h(v.city ?? '')}">
  <p><button type="submit">${t('Enregistrer l’adresse', 'Save address')}</button></p>
</form>`;
}
function subStatus(lang, sub) {
  const { t, shortDate } = tools(lang);
  return sub.status === 'paused'
    ? t(`Suspendu jusqu’au ${shortDate(sub.until)}`, `Paused until ${shortDate(sub.until)}`)
    : t('Actif', 'Active');
}
function subsTab(lang, acct) {
  const { t, pick, shortDate, url } = tools(lang);
  return `<table><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Formule', 'Plan')}</th><th>${t('Adresse', 'Address')}</th><th>${t('Prochaine livraison', 'Next delivery')}</th><th>${t('Statut', 'Status')}</th><th></th></tr></thead><tbody>
${acct.subs.map((x) => `<tr><td>${x.ref}</td><td>${h(pick(FREQUENCIES.find((f) => f[0] === x.frequency)))}, ${h(pick(SIZES.find((z) => z[0] === x.size)).toLowerCase())}</td><td>${h(x.address)}</td><td>${x.status === 'paused' ? '—' : shortDate(x.next)}</td><td>${subStatus(lang, x)}</td><td>${x.status === 'active' ? `<a class="btn secondary" href="${url('pause', `?ref=${x.ref}`)}">${t('Suspendre', 'Pause')}</a>` : ''}</td></tr>`).join('\n')}
</tbody></table>
<p><a href="${url('subscription')}">${t('Nouvel abonnement', 'New subscription')}</a></p>`;
}
function pauseForm(lang, sub, v = {}, missing = []) {
  const { t, pick, url } = tools(lang);
  return `<h2>${t('Suspendre l’abonnement', 'Pause subscription')} ${sub.ref}</h2>
<p>${h(pick(FREQUENCIES.find((f) => f[0] === sub.frequency)))}, ${h(pick(SIZES.find((z) => z[0] === sub.size)).toLowerCase())} · ${h(sub.address)}</p>
${errorBox(lang, missing)}
<form method="post" action="/compte/abonnements/suspendre">${langField(lang)}<input type="hidden" name="ref" value="${sub.ref}">
  <label for="s-duration">${t('Durée de la pause', 'Pause for')}</label>
  <select id="s-duration" name="duration">${option('', t('Choisir…', 'Choose…'), v.duration ?? '')}${PAUSES.map((x) => option(x[0], pick(x), v.duration)).join('')}</select>
  <label for="s-reason">${t('Motif', 'Reason')}</label>
  <select id="s-reason" name="reason">${option('', t('Choisir…', 'Choose…'), v.reason ?? '')}${PAUSE_REASONS.map((x) => option(x[0], pick(x), v.reason)).join('')}</select>
  <p class="hint">${t('Les livraisons reprennent automatiquement à la fin de la pause.', 'Deliveries start again by themselves at the end of the pause.')}</p>
  <p><button type="submit">${t('Suspendre l’abonnement', 'Pause subscription')}</button> <a href="${url('subs')}">${t('Retour', 'Back')}</a></p>
</form>`;
}

/* ---------------------------------------------------------------- routes */

function resolve(path) {
  if (path === '/en') return { key: 'home', lang: 'en' };
  for (const [key, [fr, en]] of Object.entries(SLUGS)) {
    if (path === fr || (fr !== '/' && path === `${fr}/`)) return { key, lang: 'fr' };
    if (path === en || (en !== '/en/' && path === `${en}/`)) return { key, lang: 'en' };
  }
  for (const [i, base] of PRODUCT_BASE.entries()) {
    const id = path.startsWith(base) ? path.slice(base.length).replace(/\/$/, '') : '';
    if (productOf(id)) return { key: 'product', product: id, lang: i ? 'en' : 'fr' };
  }
  return null;
}
function altOf(where, search = '') {
  if (where.key === 'product') return PRODUCT_BASE.map((b) => `${b}${where.product}${search}`);
  return SLUGS[where.key].map((p) => `${p}${search}`);
}

export async function floristRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.fleurs_sid);
  if (!s) {
    const id = sid();
    s = { user: null, cart: [], checkout: null, flash: null, next: null };
    state.sessions.set(id, s);
    ctx.setCookie('fleurs_sid', id);
  }
  const acct = s.user ? { ...state.accounts[s.user], email: s.user } : null;
  const account = s.user ? state.accounts[s.user] : null;
  const where = method === 'GET' ? resolve(path) : null;
  const lang = method === 'POST' ? (fields.lang === 'en' ? 'en' : 'fr') : (where?.lang ?? 'fr');
  const { t, pick, money, longDate, shortDate, url } = tools(lang);
  const send = (html, status) => ({ status, lang, html });
  const altKey = (key, q = '') => SLUGS[key].map((p) => `${p}${q}`);
  const blank = (k) => !fields[k]?.trim();
  const missingOf = (pairs) => pairs.filter(([k]) => blank(k)).map(([, l]) => l);
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());
  const phoneOk = (x) => (x ?? '').replace(/\D/g, '').length >= 9;
  const done = (key, title, lines) =>
    send(
      floristPage(
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
    const alt = altOf(where, ctx.url.search);
    const html = (title, body) => send(floristPage(lang, s, alt, title, body));
    if (key === 'home')
      return html(
        t('Fleuriste à Angers', 'Florist in Angers'),
        `<h1>${t('Des fleurs de saison, composées à Angers', 'Seasonal flowers, arranged in Angers')}</h1>
<p>${t('Fleurs de Loire, c’est une boutique de la place Sainte-Croix et un atelier où nous composons chaque matin des bouquets de saison, livrés dans Angers et son agglomération.', 'Fleurs de Loire is a shop on the place Sainte-Croix and a workshop where we arrange seasonal bouquets every morning, delivered in Angers and the towns around it.')}</p>
<p class="notice">${t('Aujourd’hui, mardi 8 décembre 2026 : commandez aujourd’hui, livré dès demain (du lundi au samedi). Nos bouquets de Noël sont arrivés !', 'Today, Tuesday 8 December 2026: order today, delivered from tomorrow (Monday to Saturday). Our Christmas bouquets are here!')}</p>
<div class="cards">
<article class="card"><h2>${t('Nos bouquets', 'Our bouquets')}</h2><p>${t('Huit compositions, en trois tailles, livrées du lundi au samedi.', 'Eight arrangements in three sizes, delivered Monday to Saturday.')}</p><a class="btn" href="${url('shop')}">${t('Voir la boutique', 'Visit the shop')}</a></article>
<article class="card"><h2>${t('Bouquet sur mesure', 'Custom bouquet')}</h2><p>${t('Une occasion, des couleurs, un budget : on compose pour vous.', 'An occasion, colours, a budget: we arrange it for you.')}</p><a class="btn" href="${url('custom')}">${t('Faire une demande', 'Make a request')}</a></article>
<article class="card"><h2>${t('Mariages & événements', 'Weddings & events')}</h2><p>${t('Arches, centres de table, bouquet de la mariée.', 'Arches, centrepieces, the bridal bouquet.')}</p><a class="btn" href="${url('events')}">${t('Demander un devis', 'Request a quote')}</a></article>
<article class="card"><h2>${t('Abonnement', 'Subscription')}</h2><p>${t('Des fleurs chaque semaine, tous les quinze jours ou chaque mois.', 'Flowers every week, every two weeks or every month.')}</p><a class="btn" href="${url('subscription')}">${t('Découvrir l’abonnement', 'Discover the subscription')}</a></article>
</div>`,
      );
    if (key === 'shop') return send(shopPage(lang, s, alt));
    if (key === 'product') return send(productPage(lang, s, alt, productOf(where.product)));
    if (key === 'cart') return send(cartPage(lang, s, alt));
    if (key === 'delivery') {
      if (!s.cart.length) return { redirect: url('cart') };
      return send(deliveryForm(lang, s, alt, s.checkout?.delivery ?? {}));
    }
    if (key === 'card') {
      if (!s.cart.length || !s.checkout?.delivery) return { redirect: url('delivery') };
      return send(cardForm(lang, s, alt, s.checkout.card ?? {}));
    }
    if (key === 'payment') {
      if (!s.cart.length || !s.checkout?.card) return { redirect: url('delivery') };
      return send(paymentForm(lang, s, alt));
    }
    if (key === 'summary') {
      if (!s.cart.length || !s.checkout?.payment) return { redirect: url('delivery') };
      return send(summaryPage(lang, s, alt));
    }
    if (key === 'custom') return send(customForm(lang, s, alt));
    if (key === 'events') return send(eventsForm(lang, s, alt));
    if (key === 'subscription') return send(subscriptionForm(lang, s, alt));
    if (key === 'contact') return send(contactForm(lang, s, alt));
    if (key === 'zone')
      return html(
        t('Livraison', 'Delivery'),
        `<h1>${t('Livraison', 'Delivery')}</h1>
<ul>
<li>${t(`Zone de livraison : ${zoneTowns()}. Nous ne livrons pas ailleurs (ni Saumur, ni Cholet, ni Nantes).`, `Delivery area: ${zoneTowns()}. We do not deliver anywhere else (not Saumur, Cholet or Nantes).`)}</li>
<li>${t('Du lundi au samedi, à partir du lendemain de votre commande ; pas de livraison le dimanche, le 25 décembre ni le 1er janvier.', 'Monday to Saturday, from the day after you order; no delivery on Sundays, 25 December or 1 January.')}</li>
<li>${t('Trois créneaux : matin (9h – 12h), après-midi (14h – 18h), soirée (18h – 20h).', 'Three time slots: morning (9 am – 12 noon), afternoon (2 pm – 6 pm), evening (6 pm – 8 pm).')}</li>
<li>${t(`Frais de livraison : ${money(DELIVERY_FEE)} par commande.`, `Delivery fee: ${money(DELIVERY_FEE)} per order.`)}</li>
<li>${t('Paiement en ligne par carte bancaire uniquement (CB, Visa, Mastercard) : pas de PayPal, pas de chèque. En boutique : carte, espèces ou chèque.', 'Online payment by bank card only (CB, Visa, Mastercard): no PayPal, no cheques. In the shop: card, cash or cheque.')}</li>
</ul>`,
      );
    if (key === 'logout') {
      s.user = null;
      return { redirect: url('home') };
    }
    if (key === 'login') {
      if (acct) return { redirect: url('orders') };
      return send(loginForm(lang, s, alt));
    }
    if (!acct) {
      s.next = key === 'account' ? null : `${path}${ctx.url.search}`;
      return { redirect: url('login') };
    }
    if (key === 'account' || key === 'orders')
      return send(accountPage(lang, s, alt, acct, 'orders', ordersTab(lang, acct)));
    if (key === 'order') {
      const o = acct.orders.find((x) => x.ref === ctx.query.get('ref'));
      if (!o) return { redirect: url('orders') };
      return send(accountPage(lang, s, alt, acct, 'orders', orderView(lang, o)));
    }
    if (key === 'addresses')
      return send(accountPage(lang, s, alt, acct, 'addresses', addressesTab(lang, acct)));
    if (key === 'subs') return send(accountPage(lang, s, alt, acct, 'subs', subsTab(lang, acct)));
    if (key === 'pause') {
      const sub = acct.subs.find((x) => x.ref === ctx.query.get('ref') && x.status === 'active');
      if (!sub) return { redirect: url('subs') };
      return send(accountPage(lang, s, alt, acct, 'subs', pauseForm(lang, sub)));
    }
    return { status: 404, html: null, lang };
  }

  /* ------------------------------------------------------------ forms */
  if (method !== 'POST') return { status: 405, html: null, lang };

  /* cart */
  if (path === '/panier/ajouter') {
    const p = productOf(fields.product);
    if (!p) return { redirect: url('shop') };
    const missing = [];
    if (!SIZES.some((z) => z[0] === fields.size)) missing.push(t('Choisissez une taille', 'Choose a size'));
    const raw = (fields.qty ?? '').trim();
    const qty = raw === '' ? 1 : Number(raw);
    if (!Number.isInteger(qty) || qty < 1 || qty > 10)
      missing.push(t('Quantité (de 1 à 10)', 'Quantity (1 to 10)'));
    if (missing.length)
      return send(
        productPage(
          lang,
          s,
          PRODUCT_BASE.map((b) => `${b}${p.id}`),
          p,
          fields,
          missing,
        ),
        422,
      );
    const line = { product: p.id, size: fields.size, vase: fields.vase === 'yes', qty };
    const same = s.cart.find((l) => lineKey(l) === lineKey(line));
    if (same) same.qty = Math.min(10, same.qty + qty);
    else s.cart.push(line);
    const label = lineLabel(lang, line);
    s.flash = [`« ${label} » ajouté à votre panier (× ${qty}).`, `“${label}” added to your cart (× ${qty}).`];
    return { redirect: url('cart') };
  }
  if (path === '/panier/modifier') {
    const l = s.cart.find((x) => lineKey(x) === fields.line);
    if (!l) return { redirect: url('cart') };
    const qty = Number((fields.qty ?? '').trim());
    if ((fields.qty ?? '').trim() === '' || !Number.isInteger(qty) || qty < 0 || qty > 10)
      return send(cartPage(lang, s, altKey('cart'), [t('Quantité (de 0 à 10)', 'Quantity (0 to 10)')]), 422);
    const label = lineLabel(lang, l);
    if (qty === 0) {
      s.cart = s.cart.filter((x) => x !== l);
      s.flash = [`« ${label} » retiré du panier.`, `“${label}” removed from your cart.`];
    } else {
      l.qty = qty;
      s.flash = [`Quantité mise à jour : ${label} × ${qty}.`, `Quantity updated: ${label} × ${qty}.`];
    }
    return { redirect: url('cart') };
  }
  if (path === '/panier/retirer') {
    const l = s.cart.find((x) => lineKey(x) === fields.line);
    if (l) {
      s.cart = s.cart.filter((x) => x !== l);
      const label = lineLabel(lang, l);
      s.flash = [`« ${label} » retiré du panier.`, `“${label}” removed from your cart.`];
    }
    return { redirect: url('cart') };
  }

  /* checkout */
  if (path === '/commande/livraison') {
    if (!s.cart.length) return { redirect: url('cart') };
    const alt = altKey('delivery');
    const missing = missingOf([
      ['first_name', t('Prénom du destinataire', 'Recipient’s first name')],
      ['last_name', t('Nom du destinataire', 'Recipient’s last name')],
      ['address', t('Adresse', 'Street address')],
      ['postcode', t('Code postal', 'Postcode')],
      ['city', t('Ville', 'Town')],
      ['delivery_date', t('Date de livraison', 'Delivery date')],
    ]);
    if (!SLOTS.some((x) => x[0] === fields.slot))
      missing.push(t('Créneau de livraison', 'Delivery time slot'));
    if (missing.length) return send(deliveryForm(lang, s, alt, fields, missing), 422);
    const problem =
      zoneProblem(lang, fields.postcode, fields.city) ||
      deliveryDayProblem(lang, fields.delivery_date.trim(), t('Date de livraison', 'Delivery date'));
    if (problem) return send(deliveryForm(lang, s, alt, fields, [], problem), 422);
    s.checkout = {
      delivery: {
        first_name: fields.first_name.trim(),
        last_name: fields.last_name.trim(),
        address: fields.address.trim(),
        address2: fields.address2?.trim() ?? '',
        postcode: fields.postcode.replace(/\s/g, ''),
        city: fields.city.trim(),
        delivery_date: fields.delivery_date.trim(),
        slot: fields.slot,
      },
    };
    return { redirect: url('card') };
  }
  if (path === '/commande/carte') {
    if (!s.cart.length || !s.checkout?.delivery) return { redirect: url('delivery') };
    const missing = missingOf([
      ['sender_name', t('Votre nom', 'Your name')],
      ['sender_email', t('Votre e-mail', 'Your email')],
      ['sender_phone', t('Votre téléphone', 'Your phone')],
    ]);
    if (!blank('sender_email') && !emailOk(fields.sender_email))
      missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    if (!blank('sender_phone') && !phoneOk(fields.sender_phone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if ((fields.card_message ?? '').length > 250)
      missing.push(t('Message : 250 caractères au plus', 'Message: 250 characters at most'));
    if (missing.length) return send(cardForm(lang, s, altKey('card'), fields, missing), 422);
    s.checkout.card = {
      card_message: fields.card_message?.trim() ?? '',
      anonymous: fields.anonymous === 'yes',
      sender_name: fields.sender_name.trim(),
      sender_email: fields.sender_email.trim(),
      sender_phone: fields.sender_phone.trim(),
    };
    return { redirect: url('payment') };
  }
  if (path === '/commande/paiement') {
    if (!s.cart.length || !s.checkout?.card) return { redirect: url('delivery') };
    const missing = [];
    const digits = (fields.card_number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits))
      missing.push(t('Numéro de carte invalide', 'Invalid card number'));
    const exp = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec((fields.card_expiry ?? '').replace(/\s/g, ''));
    if (!exp || `${exp[2]}${exp[1]}` < '2612')
      missing.push(
        t('Date d’expiration (MM/AA) invalide ou dépassée', 'Expiry date (MM/YY) invalid or past'),
      );
    if (!/^\d{3}$/.test((fields.card_cvc ?? '').trim()))
      missing.push(t('Cryptogramme : 3 chiffres', 'Security code: 3 digits'));
    if (fields.terms !== 'yes')
      missing.push(
        t('Acceptation des conditions générales de vente', 'Acceptance of the terms and conditions of sale'),
      );
    if (missing.length) return send(paymentForm(lang, s, altKey('payment'), fields, missing), 422);
    s.checkout.payment = { last4: digits.slice(-4) };
    return { redirect: url('summary') };
  }
  if (path === '/commande/confirmer') {
    const c = s.checkout;
    if (!s.cart.length || !c?.payment) return { redirect: url('delivery') };
    const ref = `CMD-${state.nextOrder++}`;
    const d = c.delivery;
    const total = cartTotal(s.cart) + DELIVERY_FEE;
    const owner = state.accounts[c.card.sender_email.toLowerCase()];
    if (owner)
      owner.orders.unshift({
        ref,
        placed: TODAY,
        date: d.delivery_date,
        slot: d.slot,
        lines: s.cart.map((l) => ({ ...l })),
        to: [d.first_name, d.last_name, d.address, d.address2, d.postcode, d.city],
        message: c.card.card_message,
        status: 'confirmed',
      });
    const items = s.cart.map((l) => `${l.qty} × ${h(lineLabel(lang, l))}`).join(', ');
    s.cart = [];
    s.checkout = null;
    return done('shop', t('Merci, votre commande est confirmée !', 'Thank you, your order is confirmed!'), [
      `${t('Référence', 'Reference')} : <strong>${ref}</strong>`,
      `${items} · ${money(total)}`,
      t(
        `Livraison à ${h(d.first_name)} ${h(d.last_name)}, ${h(d.address)}, ${h(d.postcode)} ${h(d.city)}, le ${longDate(d.delivery_date)} (${h(pick(SLOTS.find((x) => x[0] === d.slot)))}).`,
        `Delivery to ${h(d.first_name)} ${h(d.last_name)}, ${h(d.address)}, ${h(d.postcode)} ${h(d.city)}, on ${longDate(d.delivery_date)} (${h(pick(SLOTS.find((x) => x[0] === d.slot)))}).`,
      ),
      t(
        `Une confirmation a été envoyée à ${h(c.card.sender_email)}.`,
        `A confirmation has been sent to ${h(c.card.sender_email)}.`,
      ),
    ]);
  }

  /* custom bouquet */
  if (path === '/bouquet-sur-mesure') {
    const alt = altKey('custom');
    const missing = missingOf([
      ['date_needed', t('Date souhaitée', 'Date needed')],
      ['name', t('Votre nom', 'Your name')],
      ['email', t('Votre e-mail', 'Your email')],
      ['phone', t('Votre téléphone', 'Your phone')],
    ]);
    if (!OCCASIONS.some((x) => x[0] === fields.occasion)) missing.unshift(t('Occasion', 'Occasion'));
    if (!BUDGETS.some((x) => x[0] === fields.budget)) missing.push(t('Budget', 'Budget'));
    const colours = (fields.colours ?? '').split(',').filter(Boolean);
    if (colours.some((c) => !COLOURS.some((x) => x[0] === c))) missing.push(t('Couleurs', 'Colours'));
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if (missing.length) return send(customForm(lang, s, alt, fields, missing), 422);
    const d = fields.date_needed.trim();
    if (!validIsoDate(d) || d < CUSTOM_FIRST || d > CUSTOM_LAST)
      return send(
        customForm(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            `Date souhaitée : au moins deux jours à l’avance (à partir du ${longDate(CUSTOM_FIRST)}).`,
            `Date needed: at least two days ahead (from ${longDate(CUSTOM_FIRST)}).`,
          ),
        ),
        422,
      );
    const ref = `DEV-${state.nextQuote++}`;
    return done('custom', t('Demande envoyée', 'Request sent'), [
      `${t('Référence', 'Reference')} : <strong>${ref}</strong>`,
      `${h(pick(OCCASIONS.find((x) => x[0] === fields.occasion)))} · ${h(pick(BUDGETS.find((x) => x[0] === fields.budget)))} · ${longDate(d)}${colours.length ? ` · ${colours.map((c) => h(pick(COLOURS.find((x) => x[0] === c)))).join(', ')}` : ''}`,
      t(
        `Notre fleuriste vous rappelle sous 24 heures au ${h(fields.phone.trim())}.`,
        `Our florist will call you back within 24 hours on ${h(fields.phone.trim())}.`,
      ),
    ]);
  }

  /* weddings and events */
  if (path === '/mariages-evenements') {
    const alt = altKey('events');
    const missing = missingOf([
      ['event_date', t('Date de l’événement', 'Event date')],
      ['venue_town', t('Commune du lieu de réception', 'Town of the venue')],
      ['tables', t('Nombre de tables', 'Number of tables')],
      ['name', t('Vos nom et prénom', 'Your full name')],
      ['email', t('E-mail', 'Email')],
    ]);
    if (!['yes', 'no'].includes(fields.arch))
      missing.push(t('Arche fleurie : oui ou non', 'Flower arch: yes or no'));
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    const tables = Number((fields.tables ?? '').trim());
    if (!blank('tables') && (!Number.isInteger(tables) || tables < 1 || tables > 60))
      missing.push(t('Nombre de tables (de 1 à 60)', 'Number of tables (1 to 60)'));
    if (missing.length) return send(eventsForm(lang, s, alt, fields, missing), 422);
    const d = fields.event_date.trim();
    if (!validIsoDate(d) || d <= TODAY || d > EVENT_LAST)
      return send(
        eventsForm(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            'Date de l’événement : une date à venir, jusqu’à fin 2028.',
            'Event date: a date to come, up to the end of 2028.',
          ),
        ),
        422,
      );
    const ref = `EVT-${state.nextEvent++}`;
    return done('events', t('Demande de devis envoyée', 'Quote request sent'), [
      `${t('Référence', 'Reference')} : <strong>${ref}</strong>`,
      `${longDate(d)} · ${h(fields.venue_town.trim())} · ${t(`${tables} tables`, `${tables} tables`)} · ${fields.arch === 'yes' ? t('avec arche fleurie', 'with a flower arch') : t('sans arche', 'no arch')}`,
      t(
        `Nous vous répondons sous 48 heures à ${h(fields.email.trim())}.`,
        `We will answer within 48 hours at ${h(fields.email.trim())}.`,
      ),
    ]);
  }

  /* subscription */
  if (path === '/abonnement') {
    const alt = altKey('subscription');
    const missing = [];
    if (!FREQUENCIES.some((x) => x[0] === fields.frequency)) missing.push(t('Fréquence', 'How often'));
    if (!SIZES.some((x) => x[0] === fields.size)) missing.push(t('Taille du bouquet', 'Bouquet size'));
    missing.push(
      ...missingOf([
        ['start_date', t('Première livraison', 'First delivery')],
        ['address', t('Adresse', 'Street address')],
        ['postcode', t('Code postal', 'Postcode')],
        ['city', t('Ville', 'Town')],
        ['name', t('Nom et prénom', 'Full name')],
        ['email', t('E-mail', 'Email')],
      ]),
    );
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    if (missing.length) return send(subscriptionForm(lang, s, alt, fields, missing), 422);
    const d = fields.start_date.trim();
    const problem =
      zoneProblem(lang, fields.postcode, fields.city) ||
      deliveryDayProblem(lang, d, t('Première livraison', 'First delivery'));
    if (problem) return send(subscriptionForm(lang, s, alt, fields, [], problem), 422);
    const ref = `ABO-${state.nextSub++}`;
    const address = `${fields.address.trim()}, ${fields.postcode.replace(/\s/g, '')} ${fields.city.trim()}`;
    const owner = state.accounts[fields.email.trim().toLowerCase()];
    if (owner)
      owner.subs.push({
        ref,
        frequency: fields.frequency,
        size: fields.size,
        address,
        next: d,
        status: 'active',
      });
    return done('subscription', t('Bienvenue dans l’abonnement !', 'Welcome to the subscription!'), [
      `${t('Numéro d’abonnement', 'Subscription number')} : <strong>${ref}</strong>`,
      `${h(pick(FREQUENCIES.find((x) => x[0] === fields.frequency)))} · ${h(pick(SIZES.find((x) => x[0] === fields.size)))} · ${t(`${money(SUB_PRICES[fields.size])} par livraison`, `${money(SUB_PRICES[fields.size])} per delivery`)}`,
      t(
        `Première livraison le ${longDate(d)} au ${h(address)}.`,
        `First delivery on ${longDate(d)} at ${h(address)}.`,
      ),
      t(
        `Une confirmation a été envoyée à ${h(fields.email.trim())}.`,
        `A confirmation has been sent to ${h(fields.email.trim())}.`,
      ),
    ]);
  }

  /* contact */
  if (path === '/contact') {
    const missing = missingOf([
      ['subject', t('Objet', 'Subject')],
      ['message', t('Votre message', 'Your message')],
      ['name', t('Votre nom', 'Your name')],
      ['email', t('Votre e-mail', 'Your email')],
    ]);
    if (!blank('subject') && !SUBJECTS.some((x) => x[0] === fields.subject))
      missing.push(t('Objet', 'Subject'));
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('Un numéro de téléphone valide', 'A valid phone number'));
    if (missing.length) return send(contactForm(lang, s, altKey('contact'), fields, missing), 422);
    const ref = `MSG-${state.nextMessage++}`;
    return done('contact', t('Message envoyé', 'Message sent'), [
      t(
        `Merci ${h(fields.name.trim())}, votre message a bien été envoyé (réf. ${ref}).`,
        `Thank you ${h(fields.name.trim())}, your message has been sent (ref. ${ref}).`,
      ),
      t(`Nous vous répondrons à ${h(fields.email.trim())}.`, `We will answer at ${h(fields.email.trim())}.`),
    ]);
  }

  /* newsletter */
  if (path === '/newsletter') {
    const missing = [];
    if (!emailOk(fields.email)) missing.push(t('Une adresse e-mail valide', 'A valid email address'));
    if (fields.consent !== 'yes')
      missing.push(t('Votre accord pour recevoir la lettre', 'Your consent to receive the newsletter'));
    if (missing.length)
      return send(
        floristPage(
          lang,
          s,
          altKey('home'),
          t('Lettre d’information', 'Newsletter'),
          `<h1>${t('La lettre des Fleurs de Loire', 'The Fleurs de Loire letter')}</h1>${errorBox(lang, missing)}<p>${t('Remplissez le formulaire en bas de page.', 'Fill in the form at the bottom of the page.')}</p>`,
        ),
        422,
      );
    const email = fields.email.trim();
    state.subscribers.add(email.toLowerCase());
    return done('home', t('Inscription confirmée', 'Subscription confirmed'), [
      t(
        `Merci ! La lettre des Fleurs de Loire arrivera à ${h(email)} une fois par mois.`,
        `Thank you! The Fleurs de Loire letter will reach ${h(email)} once a month.`,
      ),
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
          t('E-mail ou mot de passe incorrect.', 'Wrong email or password.'),
        ),
        401,
      );
    s.user = email;
    const next = s.next;
    s.next = null;
    return { redirect: next ?? url('orders') };
  }
  if (!account) return { redirect: url('login') };
  if (path === '/compte/adresses') {
    const again = (missing, other = '') =>
      send(
        accountPage(
          lang,
          s,
          altKey('addresses'),
          acct,
          'addresses',
          addressesTab(lang, acct, fields, missing, other),
        ),
        422,
      );
    const missing = missingOf([
      ['label', t('Nom de l’adresse', 'Name of the address')],
      ['first_name', t('Prénom', 'First name')],
      ['last_name', t('Nom', 'Last name')],
      ['address', t('Adresse', 'Street address')],
      ['postcode', t('Code postal', 'Postcode')],
      ['city', t('Ville', 'Town')],
    ]);
    if (missing.length) return again(missing);
    const problem = zoneProblem(lang, fields.postcode, fields.city);
    if (problem) return again([], problem);
    account.addresses.push([
      fields.label.trim(),
      fields.first_name.trim(),
      fields.last_name.trim(),
      fields.address.trim(),
      fields.address2?.trim() ?? '',
      fields.postcode.replace(/\s/g, ''),
      fields.city.trim(),
    ]);
    s.flash = [`Adresse « ${fields.label.trim()} » enregistrée.`, `Address “${fields.label.trim()}” saved.`];
    return { redirect: url('addresses') };
  }
  if (path === '/compte/abonnements/suspendre') {
    const sub = account.subs.find((x) => x.ref === fields.ref && x.status === 'active');
    if (!sub) return { redirect: url('subs') };
    const missing = [];
    const pause = PAUSES.find((x) => x[0] === fields.duration);
    if (!pause) missing.push(t('Durée de la pause', 'Pause for'));
    if (!PAUSE_REASONS.some((x) => x[0] === fields.reason)) missing.push(t('Motif', 'Reason'));
    if (missing.length)
      return send(
        accountPage(
          lang,
          s,
          altKey('pause', `?ref=${sub.ref}`),
          acct,
          'subs',
          pauseForm(lang, sub, fields, missing),
        ),
        422,
      );
    sub.status = 'paused';
    sub.reason = fields.reason;
    sub.until = pause[0] === '2w' ? addDays(TODAY, 14) : addMonths(TODAY, Number(pause[0][0]));
    s.flash = [
      `L’abonnement ${sub.ref} est suspendu jusqu’au ${shortDate(sub.until)} ; les livraisons reprendront ensuite.`,
      `Subscription ${sub.ref} is paused until ${shortDate(sub.until)}; deliveries will start again after that.`,
    ];
    return { redirect: url('subs') };
  }
  return { status: 404, html: null, lang };
}
