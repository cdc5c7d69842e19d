// printshop: Inkwell Print Co., an online printer with a shop on Stokes Croft in Bristol and a
// French-speaking desk. English is the main language, at /; the French version lives under /fr/ with
// translated slugs, and the "English | Français" links of the header lead to the same page in the other
// language. Forms post to the same (English) paths from both versions; a hidden "lang" field says which
// version sent them. Prices are in pounds (VAT included) on both versions.
// Pages: home; the products as a grid of cards (business cards, flyers, posters, stickers, wedding
// invitations), each with a "See options" / "Voir les options" link to its page, where a configurator
// form sets the size (a select of the product's sizes), the paper (a select: 350gsm silk, 400gsm matt,
// recycled 300gsm, kraft 350gsm), the printed sides (radios; not for stickers), the finish (radios among
// the product's finishes: none, matt lamination, soft-touch lamination, spot UV), the quantity (a select
// of the product's quantities), a rounded-corners box (business cards, stickers, invitations), a text
// input ("Name on the card", "Text of the sticker", "Names of the couple and date", or an optional
// headline), the artwork (radios: I'll email my artwork later / use one of your templates / design
// service +£25; "print my saved design" when opened from a saved design), a template select (needed
// with the template radio), then "Add to basket"; the basket (a quantity select labelled by aria-label
// and an "Update" button per line, a "Remove" button per line, a promo code field: INK10 takes 10 % off,
// every other code is refused; "Go to checkout"); the checkout in three numbered screens: (1) delivery
// (radios: standard, next day, collect from the Bristol shop; address line 1, optional line 2, town,
// postcode, a country select that only holds the United Kingdom), (2) your details (contact name,
// optional company, email, phone, optional VAT number), (3) payment (card number, expiry, CVC, terms
// box; cards only) → ORD-; a custom quote form for jobs not in the catalogue (type of job select,
// quantity number, deadline date picker, dimensions, description, budget radios, name, email) → QTE-;
// proof approval (order reference and delivery postcode → the proof, with an "Approve proof" form that
// needs a confirmation box and a "Request changes" form with a comment) → its new status; a help page;
// a contact form (topic select, message, name, email, optional phone, a "call me back" box that needs a
// phone) → MSG-; a newsletter form in the footer of every page (email and consent box); and an account
// behind a sign-in (/account/sign-in) with tabs: Orders (a table with a "Reorder" button and a "Track"
// link per order), Saved designs ("Order this design" opens the product page set up with the design)
// and Details (phone, company, invoice email).
// Every form is checked on the server: a missing or wrong field sends the form back with an error box
// (role=alert) listing what to fix. Rules: spot UV only on 400gsm matt paper; kraft paper only for
// business cards and stickers; posters A3 or A2 only, printed on one side; next-day delivery only for
// an order placed before 2 pm on a weekday, and not with spot UV or the design service (they take two
// more working days); delivery in the United Kingdom only (a UK postcode); a quote's deadline at least
// 3 working days away (Friday 11 December 2026 at the earliest) and on a working day; a VAT number is
// GB and 9 (or 12) digits; cards only, no PayPal.
// Customers: olivia.bennett@mail.test / Letterpress-26 (Bennett & Hale Architects: ORD-58213, business
// cards awaiting proof approval, delivery postcode BS1 4JE; ORD-58102, 500 A5 flyers, delivered;
// ORD-57950, A2 posters, delivered) and chloe.garnier@mail.test / Papier#Kraft7 (Atelier Garnier,
// French: ORD-58166, kraft stickers, dispatched, tracking FQ 4821 7730 5GB; ORD-57731, business cards,
// delivered; two saved designs). Another proof awaits approval: ORD-58240 (flyers, postcode BS3 1QY).
// The site's "now" is Tuesday 8 December 2026, 10 am.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-12-08';
const NOW_HOUR = 10;
const LAST_DAY = '2027-12-31';
const HOLIDAYS = ['2026-12-25', '2026-12-28', '2027-01-01', '2027-03-26', '2027-03-29'];
const PHONE = '0117 496 0210';
const SHOP = '12 Stokes Croft, Bristol BS1 3PR';

/** Page key → [English path, French path]. */
const SLUGS = {
  home: ['/', '/fr/'],
  products: ['/products', '/fr/produits'],
  'p:business-cards': ['/products/business-cards', '/fr/produits/cartes-de-visite'],
  'p:flyers': ['/products/flyers', '/fr/produits/flyers'],
  'p:posters': ['/products/posters', '/fr/produits/affiches'],
  'p:stickers': ['/products/stickers', '/fr/produits/autocollants'],
  'p:invitations': ['/products/wedding-invitations', '/fr/produits/faire-part-de-mariage'],
  basket: ['/basket', '/fr/panier'],
  delivery: ['/checkout/delivery', '/fr/commande/livraison'],
  yourDetails: ['/checkout/details', '/fr/commande/coordonnees'],
  payment: ['/checkout/payment', '/fr/commande/paiement'],
  quote: ['/custom-quote', '/fr/devis-sur-mesure'],
  proof: ['/proof', '/fr/bon-a-tirer'],
  help: ['/help', '/fr/aide'],
  contact: ['/contact', '/fr/contact'],
  signin: ['/account/sign-in', '/fr/compte/connexion'],
  account: ['/account', '/fr/compte'],
  orders: ['/account/orders', '/fr/compte/commandes'],
  track: ['/account/orders/track', '/fr/compte/commandes/suivi'],
  designs: ['/account/designs', '/fr/compte/creations'],
  details: ['/account/details', '/fr/compte/coordonnees'],
  signout: ['/account/sign-out', '/fr/compte/deconnexion'],
};

// Rows are [value, English, French, …].
const SIZES = [
  ['85x55', '85 × 55 mm (standard)', '85 × 55 mm (standard)', 1],
  ['55x55', '55 × 55 mm (square)', '55 × 55 mm (carré)', 1],
  ['50x50', '50 × 50 mm', '50 × 50 mm', 1],
  ['75x75', '75 × 75 mm', '75 × 75 mm', 1.4],
  ['A6', 'A6 (105 × 148 mm)', 'A6 (105 × 148 mm)', 1],
  ['A5', 'A5 (148 × 210 mm)', 'A5 (148 × 210 mm)', 1.3],
  ['A4', 'A4 (210 × 297 mm)', 'A4 (210 × 297 mm)', 1.8],
  ['A3', 'A3 (297 × 420 mm)', 'A3 (297 × 420 mm)', 1],
  ['A2', 'A2 (420 × 594 mm)', 'A2 (420 × 594 mm)', 1.6],
  ['DL', 'DL (99 × 210 mm)', 'DL (99 × 210 mm)', 1.1],
];
/** Papers: [value, English, French, factor, extra £]. */
const PAPERS = [
  ['silk350', '350gsm silk', 'Couché satiné 350 g', 1, 0],
  ['matt400', '400gsm matt', 'Mat 400 g', 1.1, 0],
  ['recycled300', 'Recycled 300gsm (uncoated)', 'Recyclé 300 g (non couché)', 1, 0],
  ['kraft', 'Kraft 350gsm (natural brown)', 'Kraft 350 g (brun naturel)', 1, 5],
];
const SIDES = [
  ['single', 'Single-sided', 'Recto seul'],
  ['double', 'Double-sided (+20%)', 'Recto verso (+20 %)'],
];
/** Finishes: [value, English, French, extra £]. */
const FINISHES = [
  ['none', 'No finish', 'Sans finition', 0],
  ['matt', 'Matt lamination (+£8)', 'Pelliculage mat (+8 £)', 8],
  ['softtouch', 'Soft-touch lamination (+£12)', 'Pelliculage toucher doux (+12 £)', 12],
  [
    'spotuv',
    'Spot UV varnish (+£18, on 400gsm matt only)',
    'Vernis sélectif UV (+18 £, sur mat 400 g uniquement)',
    18,
  ],
];
const ARTWORK = [
  ['email', 'I’ll email my artwork later', 'J’enverrai mon fichier par e-mail plus tard'],
  ['template', 'Use one of your templates', 'Utiliser un de vos modèles'],
  [
    'design',
    'Design service: our studio designs it for you (+£25)',
    'Service de création : notre studio la conçoit pour vous (+25 £)',
  ],
];
const TEMPLATES = [
  ['classic', 'Classic', 'Classique'],
  ['modern', 'Modern', 'Moderne'],
  ['botanical', 'Botanical', 'Botanique'],
  ['bold', 'Bold', 'Audacieux'],
];
const DESIGN_FEE = 25;
const CORNERS_FEE = 6;
/**
 * Products: id, names, unit names, sizes, finishes, quantities → base price £, whether sides are chosen,
 * rounded corners, the text field's label and whether it is needed, the card's blurb.
 */
const PRODUCTS = [
  {
    id: 'business-cards',
    name: ['Business cards', 'Cartes de visite'],
    unit: ['cards', 'cartes'],
    sizes: ['85x55', '55x55'],
    finishes: ['none', 'matt', 'softtouch', 'spotuv'],
    prices: { 100: 19, 250: 29, 500: 39, 1000: 55 },
    sides: true,
    corners: true,
    text: ['Name on the card', 'Nom sur la carte'],
    textNeeded: true,
    blurb: [
      'Standard or square, on silk, matt, recycled or kraft card. From £19 for 100.',
      'Format standard ou carré, sur carte satinée, mate, recyclée ou kraft. Dès 19 £ les 100.',
    ],
  },
  {
    id: 'flyers',
    name: ['Flyers', 'Flyers'],
    unit: ['flyers', 'flyers'],
    sizes: ['A6', 'A5', 'A4'],
    finishes: ['none', 'matt', 'spotuv'],
    prices: { 50: 15, 100: 22, 250: 35, 500: 49, 1000: 69 },
    sides: true,
    corners: false,
    text: ['Headline (optional)', 'Titre (facultatif)'],
    textNeeded: false,
    blurb: [
      'A6, A5 or A4, one or both sides. From £15 for 50.',
      'A6, A5 ou A4, recto ou recto verso. Dès 15 £ les 50.',
    ],
  },
  {
    id: 'posters',
    name: ['Posters', 'Affiches'],
    unit: ['posters', 'affiches'],
    sizes: ['A3', 'A2'],
    finishes: ['none', 'matt'],
    prices: { 1: 9, 5: 29, 10: 49, 25: 99, 50: 169 },
    sides: true,
    corners: false,
    text: ['Headline (optional)', 'Titre (facultatif)'],
    textNeeded: false,
    blurb: [
      'A3 or A2, printed on one side. From £9 for one poster.',
      'A3 ou A2, imprimées sur une face. Dès 9 £ l’affiche.',
    ],
  },
  {
    id: 'stickers',
    name: ['Stickers', 'Autocollants'],
    unit: ['stickers', 'autocollants'],
    sizes: ['50x50', '75x75', 'A6'],
    finishes: ['none', 'matt'],
    prices: { 50: 12, 100: 18, 250: 32, 500: 52 },
    sides: false,
    corners: true,
    text: ['Text of the sticker', 'Texte de l’autocollant'],
    textNeeded: true,
    blurb: [
      'Square stickers or A6 sheets, on silk, matt, recycled or kraft. From £12 for 50.',
      'Autocollants carrés ou planches A6, sur papier satiné, mat, recyclé ou kraft. Dès 12 £ les 50.',
    ],
  },
  {
    id: 'invitations',
    name: ['Wedding invitations', 'Faire-part de mariage'],
    unit: ['invitations', 'faire-part'],
    sizes: ['A6', 'A5', 'DL'],
    finishes: ['none', 'softtouch', 'spotuv'],
    prices: { 25: 35, 50: 55, 75: 75, 100: 90, 150: 125 },
    sides: true,
    corners: true,
    text: ['Names of the couple and date', 'Prénoms des mariés et date'],
    textNeeded: true,
    blurb: [
      'A6, A5 or DL, with a soft-touch or spot UV finish. From £35 for 25.',
      'A6, A5 ou DL, avec finition toucher doux ou vernis sélectif. Dès 35 £ les 25.',
    ],
  },
];
const DELIVERY = [
  [
    'standard',
    'Standard delivery, 3 to 5 working days (£4.95, free from £50)',
    'Livraison standard, 3 à 5 jours ouvrés (4,95 £, offerte dès 50 £)',
    4.95,
  ],
  [
    'nextday',
    'Next-day delivery (£9.95): order before 2 pm, Monday to Friday',
    'Livraison le lendemain (9,95 £) : commande avant 14 h, du lundi au vendredi',
    9.95,
  ],
  [
    'collect',
    `Collect from our Bristol shop, ${SHOP} (free)`,
    `Retrait à notre boutique de Bristol, ${SHOP} (gratuit)`,
    0,
  ],
];
const FREE_DELIVERY_FROM = 50;
const PROMOS = { INK10: 10 };
const JOB_TYPES = [
  ['booklets', 'Booklets and brochures', 'Livrets et brochures'],
  ['banners', 'Roll-up banners and signs', 'Kakémonos et panneaux'],
  ['stationery', 'Letterheads and compliment slips', 'Papier à en-tête et cartes de correspondance'],
  ['menus', 'Menus', 'Menus'],
  ['packaging', 'Packaging and boxes', 'Emballages et boîtes'],
  ['other', 'Something else', 'Autre chose'],
];
const BUDGETS = [
  ['under100', 'Under £100', 'Moins de 100 £'],
  ['100to250', '£100 to £250', 'De 100 à 250 £'],
  ['250to500', '£250 to £500', 'De 250 à 500 £'],
  ['over500', 'Over £500', 'Plus de 500 £'],
  ['unsure', 'Not sure yet', 'Je ne sais pas encore'],
];
const TOPICS = [
  ['order', 'An order I placed', 'Une commande passée'],
  ['artwork', 'Artwork, files and proofs', 'Fichiers et bons à tirer'],
  ['quote', 'A quote', 'Un devis'],
  ['invoice', 'Invoices and VAT', 'Factures et TVA'],
  ['other', 'Something else', 'Autre chose'],
];
const STATUS = {
  proof: ['Awaiting your proof approval', 'En attente de votre bon à tirer'],
  printing: ['Printing', 'En impression'],
  dispatched: ['Dispatched', 'Expédiée'],
  delivered: ['Delivered', 'Livrée'],
  collected: ['Collected', 'Retirée'],
  paid: ['Paid, artwork being checked', 'Payée, fichiers en cours de vérification'],
};
const HELP = [
  [
    'Which papers and finishes go together?',
    'Quels papiers et finitions vont ensemble ?',
    'Spot UV varnish is only applied to our 400gsm matt paper. Kraft paper is kept for business cards and stickers. Soft-touch lamination is offered on business cards and wedding invitations.',
    'Le vernis sélectif UV ne s’applique que sur notre papier mat 400 g. Le papier kraft est réservé aux cartes de visite et aux autocollants. Le pelliculage toucher doux est proposé sur les cartes de visite et les faire-part.',
  ],
  [
    'Which sizes do posters come in?',
    'Quels formats pour les affiches ?',
    'A3 and A2, printed on one side only (no double-sided posters). For larger formats, ask for a custom quote.',
    'A3 et A2, imprimées sur une seule face (pas d’affiches recto verso). Pour un plus grand format, demandez un devis sur mesure.',
  ],
  [
    'Where do you deliver?',
    'Où livrez-vous ?',
    'Anywhere in the United Kingdom, with a UK postcode. We do not send parcels abroad (not even to France, Ireland or Belgium). You can also collect your order from our shop at 12 Stokes Croft, Bristol.',
    'Partout au Royaume-Uni, avec un code postal britannique. Nous n’expédions pas à l’étranger (pas même en France, en Irlande ou en Belgique). Vous pouvez aussi retirer votre commande à notre boutique, 12 Stokes Croft, Bristol.',
  ],
  [
    'Can I get it tomorrow?',
    'Puis-je la recevoir demain ?',
    'Next-day delivery is offered for orders placed before 2 pm, Monday to Friday, except orders with spot UV or the design service, which take two more working days.',
    'La livraison le lendemain est proposée pour une commande passée avant 14 h, du lundi au vendredi, sauf avec vernis sélectif ou service de création, qui demandent deux jours ouvrés de plus.',
  ],
  [
    'How do I pay?',
    'Comment payer ?',
    'By card online (Visa, Mastercard, American Express). We do not take PayPal or bank transfers for web orders.',
    'Par carte en ligne (Visa, Mastercard, American Express). Nous n’acceptons ni PayPal ni virement pour les commandes en ligne.',
  ],
  [
    'What about jobs that are not in your catalogue?',
    'Et pour un travail hors catalogue ?',
    'Ask for a custom quote: booklets, banners, menus, packaging… We need at least 3 working days before your deadline.',
    'Demandez un devis sur mesure : livrets, kakémonos, menus, emballages… Il nous faut au moins 3 jours ouvrés avant votre date limite.',
  ],
];

function line(id, product, o) {
  return {
    id,
    product,
    size: o.size,
    paper: o.paper,
    sides: o.sides ?? '',
    finish: o.finish,
    quantity: o.quantity,
    corners: Boolean(o.corners),
    text: o.text ?? '',
    artwork: o.artwork ?? 'email',
    template: o.template ?? '',
    design: o.design ?? '',
  };
}
function printshopAccounts() {
  return {
    'olivia.bennett@mail.test': {
      password: 'Letterpress-26',
      name: 'Olivia Bennett',
      phone: '0117 496 0175',
      company: 'Bennett & Hale Architects',
      invoiceEmail: 'olivia.bennett@mail.test',
      orders: [
        {
          ref: 'ORD-58213',
          date: '2026-12-07',
          status: 'proof',
          postcode: 'BS1 4JE',
          lines: [
            line(1, 'business-cards', {
              size: '85x55',
              paper: 'matt400',
              sides: 'double',
              finish: 'softtouch',
              quantity: '250',
              corners: true,
              text: 'Olivia Bennett RIBA',
            }),
          ],
          total: 53.16,
        },
        {
          ref: 'ORD-58102',
          date: '2026-11-23',
          status: 'delivered',
          postcode: 'BS1 4JE',
          lines: [
            line(1, 'flyers', {
              size: 'A5',
              paper: 'silk350',
              sides: 'double',
              finish: 'none',
              quantity: '500',
              text: 'Bennett & Hale: Open Studio',
            }),
          ],
          total: 76.44,
        },
        {
          ref: 'ORD-57950',
          date: '2026-10-30',
          status: 'delivered',
          postcode: 'BS1 4JE',
          lines: [
            line(1, 'posters', {
              size: 'A2',
              paper: 'silk350',
              sides: 'single',
              finish: 'matt',
              quantity: '5',
              text: 'Harbourside Housing: public consultation',
            }),
          ],
          total: 54.4,
        },
      ],
      designs: [
        {
          id: 'bh-card',
          name: ['Business card: Olivia Bennett', 'Carte de visite : Olivia Bennett'],
          product: 'business-cards',
          size: '85x55',
          paper: 'matt400',
          sides: 'double',
          finish: 'softtouch',
          corners: true,
          text: 'Olivia Bennett RIBA',
          saved: '2026-12-07',
        },
      ],
    },
    'chloe.garnier@mail.test': {
      password: 'Papier#Kraft7',
      name: 'Chloé Garnier',
      phone: '07700 900845',
      company: 'Atelier Garnier',
      invoiceEmail: 'compta@ateliergarnier.test',
      orders: [
        {
          ref: 'ORD-58166',
          date: '2026-12-03',
          status: 'dispatched',
          postcode: 'BS6 5AB',
          tracking: ['Royal Mail Tracked 48', 'FQ 4821 7730 5GB', '2026-12-07', '2026-12-10'],
          lines: [
            line(1, 'stickers', {
              size: '50x50',
              paper: 'kraft',
              finish: 'none',
              quantity: '250',
              corners: true,
              text: 'Atelier Garnier · Bristol',
            }),
          ],
          total: 43,
        },
        {
          ref: 'ORD-57731',
          date: '2026-09-14',
          status: 'collected',
          postcode: 'BS6 5AB',
          lines: [
            line(1, 'business-cards', {
              size: '85x55',
              paper: 'kraft',
              sides: 'double',
              finish: 'none',
              quantity: '250',
              corners: true,
              text: 'Chloé Garnier, céramiste',
            }),
          ],
          total: 45.8,
        },
      ],
      designs: [
        {
          id: 'garnier-card',
          name: ['Atelier Garnier business card', 'Carte de visite Atelier Garnier'],
          product: 'business-cards',
          size: '85x55',
          paper: 'kraft',
          sides: 'double',
          finish: 'none',
          corners: true,
          text: 'Chloé Garnier, céramiste',
          saved: '2026-09-14',
        },
        {
          id: 'garnier-sticker',
          name: ['Round logo sticker', 'Autocollant logo rond'],
          product: 'stickers',
          size: '50x50',
          paper: 'kraft',
          sides: '',
          finish: 'none',
          corners: true,
          text: 'Atelier Garnier · Bristol',
          saved: '2026-12-03',
        },
      ],
    },
  };
}
/** Proofs waiting for (or given) an approval, by order reference. */
function printshopProofs() {
  return {
    'ORD-58213': {
      postcode: 'BS1 4JE',
      name: 'Olivia Bennett',
      line: 'business-cards',
      summary: [
        '250 business cards, 85 × 55 mm, 400gsm matt, double-sided, soft-touch lamination, rounded corners',
        '250 cartes de visite, 85 × 55 mm, mat 400 g, recto verso, pelliculage toucher doux, coins arrondis',
      ],
      preview: [
        'Olivia Bennett RIBA',
        'Bennett & Hale Architects',
        '2 Queen Square, Bristol BS1 4JE',
        '0117 496 0175',
      ],
      status: 'awaiting',
      version: 1,
      sent: '2026-12-07 16:40',
    },
    'ORD-58240': {
      postcode: 'BS3 1QY',
      name: 'Marcus Osei',
      line: 'flyers',
      summary: [
        '1000 A6 flyers, 350gsm silk, double-sided, no finish',
        '1000 flyers A6, couché satiné 350 g, recto verso, sans finition',
      ],
      preview: ['Harbourside Jazz Night', 'Friday 15 January, 8 pm · The Thekla', 'Tickets £12 on the door'],
      status: 'awaiting',
      version: 1,
      sent: '2026-12-07 11:15',
    },
    'ORD-58177': {
      postcode: 'BS7 8PT',
      name: 'Ruth Adeyemi',
      line: 'posters',
      summary: [
        '10 A3 posters, 350gsm silk, single-sided',
        '10 affiches A3, couché satiné 350 g, recto seul',
      ],
      preview: ['Bishopston Christmas Fair', 'Saturday 12 December'],
      status: 'approved',
      version: 2,
      sent: '2026-12-03 09:30',
      decided: '2026-12-04',
    },
  };
}

/** The state of a fresh site (sites.js: SITES.printshop). */
export function printshopState() {
  return {
    sessions: new Map(),
    accounts: printshopAccounts(),
    proofs: printshopProofs(),
    subscribers: [],
    nextOrder: 58311,
    nextQuote: 7120,
    nextMessage: 3305,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function printshopGetForms() {
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
function nextDay(iso) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + 86400000).toISOString().slice(0, 10);
}
function workingDay(iso) {
  const d = dayOf(iso);
  return d !== 0 && d !== 6 && !HOLIDAYS.includes(iso);
}
function addWorkingDays(iso, n) {
  let d = iso;
  for (let i = 0; i < n; ) {
    d = nextDay(d);
    if (workingDay(d)) i++;
  }
  return d;
}
const EARLIEST_DEADLINE = addWorkingDays(TODAY, 3);
function postcodeShape(x) {
  return /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i.test((x ?? '').trim());
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
function productOf(id) {
  return PRODUCTS.find((p) => p.id === id);
}
function round2(n) {
  return Math.round(n * 100) / 100;
}
function linePrice(l) {
  const p = productOf(l.product);
  const base = p.prices[l.quantity] ?? 0;
  const paper = row(PAPERS, l.paper) ?? PAPERS[0];
  let price = base * (row(SIZES, l.size)?.[3] ?? 1) * paper[3] * (l.sides === 'double' ? 1.2 : 1);
  price += paper[4] + (row(FINISHES, l.finish)?.[3] ?? 0) + (l.corners ? CORNERS_FEE : 0);
  if (l.artwork === 'design') price += DESIGN_FEE;
  return round2(price);
}
function basketSums(s) {
  const sub = round2(s.basket.reduce((a, l) => a + linePrice(l), 0));
  const off = s.promo ? round2((sub * PROMOS[s.promo]) / 100) : 0;
  return { sub, off, net: round2(sub - off) };
}
function deliveryFee(option, net) {
  if (option === 'standard') return net >= FREE_DELIVERY_FROM ? 0 : 4.95;
  return row(DELIVERY, option)?.[3] ?? 0;
}
function slowLine(l) {
  return l.finish === 'spotuv' || l.artwork === 'design';
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
/** A basket or order line in words. */
function lineText(lang, l) {
  const { t, pick, tr } = tools(lang);
  const p = productOf(l.product);
  const parts = [
    `${l.quantity} ${tr(p.unit)}`,
    pick(row(SIZES, l.size)),
    pick(row(PAPERS, l.paper)),
    l.sides ? pick(row(SIDES, l.sides)).replace(/ \(.*\)$/, '') : '',
    pick(row(FINISHES, l.finish)).replace(/ \(.*\)$/, ''),
    l.corners ? t('rounded corners', 'coins arrondis') : '',
    l.text ? `“${l.text}”` : '',
    l.design
      ? t('your saved design', 'votre création enregistrée')
      : l.artwork === 'template'
        ? `${t('template', 'modèle')} ${pick(row(TEMPLATES, l.template))}`
        : l.artwork === 'design'
          ? t('design service', 'service de création')
          : l.artwork === 'reprint'
            ? t('reprint from the files we have', 'réimpression à partir de vos fichiers')
            : t('artwork to email', 'fichier à envoyer'),
  ];
  return parts.filter(Boolean).join(', ');
}

/** The page shell. `alt` is [English href, French href] of this page, for the language links. */
function inkPage(lang, s, alt, title, body) {
  const { t, url } = tools(lang);
  return page({
    lang,
    title: `${title} · Inkwell Print Co., Bristol`,
    brand: '#23395b',
    css: `.langs{margin-left:auto;font-size:.9rem}.hint{color:#666;font-size:.88rem;font-weight:400}.step{color:#23395b;font-weight:700;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}
.tabs{display:flex;gap:4px;border-bottom:2px solid #23395b;margin:16px 0}.tabs a{padding:8px 14px;text-decoration:none;color:#23395b;border-radius:6px 6px 0 0}
.tabs a[aria-current]{background:#23395b;color:#fff}.price{font-weight:700;font-size:1.1rem}dl.sum{display:grid;grid-template-columns:200px 1fr;gap:6px 16px}dl.sum dt{font-weight:600}dl.sum dd{margin:0}
.inline{display:flex;gap:8px;flex-wrap:wrap;align-items:center}.inline select{min-width:90px!important}input[type=number]{min-width:80px!important;width:120px}
.proof{background:#fff;border:2px dashed #bbb;padding:24px;text-align:center;font-family:Georgia,serif;margin:12px 0}
details{background:#fff;border:1px solid #ddd;border-radius:6px;margin:8px 0;padding:10px 14px}summary{cursor:pointer;font-weight:600}
footer form{display:flex;flex-direction:column;gap:4px;max-width:420px;margin:12px 0}footer label{font-weight:400}`,
    header: `<a class="logo" href="${url('home')}">✒️ Inkwell Print Co.</a>
<nav aria-label="${t('Main menu', 'Menu principal')}"><a href="${url('products')}">${t('Products', 'Produits')}</a> · <a href="${url('quote')}">${t('Custom quote', 'Devis sur mesure')}</a> · <a href="${url('proof')}">${t('Approve a proof', 'Valider un bon à tirer')}</a> · <a href="${url('help')}">${t('Help', 'Aide')}</a> · <a href="${url('contact')}">Contact</a> · <a href="${url('basket')}">${t('Basket', 'Panier')} (${s.basket.length})</a> · <a href="${url('account')}">${s.user ? t('My account', 'Mon compte') : t('Sign in', 'Se connecter')}</a></nav>
<span class="langs"><a href="${h(alt[0])}" hreflang="en" lang="en">English</a> | <a href="${h(alt[1])}" hreflang="fr" lang="fr">Français</a></span>`,
    body,
    footer: `<form method="post" action="/newsletter">${langField(lang)}
  <strong>${t('The Inkwell newsletter: paper news and offers, once a month', 'La lettre d’Inkwell : nouveautés papier et offres, une fois par mois')}</strong>
  <label for="nl-email">${t('Your email for our newsletter', 'Votre e-mail pour notre lettre d’information')}</label>
  <input type="email" id="nl-email" name="email">
  ${checkbox('consent', t('I agree to receive the Inkwell newsletter (unsubscribe at any time)', 'J’accepte de recevoir la lettre d’Inkwell (désinscription à tout moment)'), false)}
  <button type="submit">${t('Subscribe', 'M’abonner')}</button>
</form>
<p>${t(
      `Inkwell Print Co. Ltd · ${SHOP} · ${PHONE} · hello@inkwellprint.test · shop open Monday to Saturday, 9 am – 5:30 pm · we deliver in the United Kingdom only · prices include VAT (GB 318 2046 57)`,
      `Inkwell Print Co. Ltd · ${SHOP} · ${PHONE} (demandez le service francophone) · bonjour@inkwellprint.test · boutique ouverte du lundi au samedi, de 9 h à 17 h 30 · livraison au Royaume-Uni uniquement · prix TTC (TVA GB 318 2046 57)`,
    )}</p>`,
  });
}

/* ---------------------------------------------------------------- products, basket */

function homePage(lang, s, alt) {
  const { t, tr, url } = tools(lang);
  return inkPage(
    lang,
    s,
    alt,
    t('Online printing in Bristol', 'Imprimerie en ligne à Bristol'),
    `<h1>${t('Printing made with care in Bristol', 'Impression soignée, à Bristol')}</h1>
<p>${t('Business cards, flyers, posters, stickers and wedding invitations, printed in our Stokes Croft workshop and delivered anywhere in the UK. Our French-speaking desk is here to help.', 'Cartes de visite, flyers, affiches, autocollants et faire-part, imprimés dans notre atelier de Stokes Croft et livrés partout au Royaume-Uni. Notre service francophone est là pour vous aider.')}</p>
${productGrid(lang)}
<div class="cards" style="margin-top:16px">
<article class="card"><h2>${t('Something else?', 'Autre chose ?')}</h2><p>${t('Booklets, banners, menus, packaging: tell us about your job.', 'Livrets, kakémonos, menus, emballages : parlez-nous de votre projet.')}</p><a class="btn" href="${url('quote')}">${t('Ask for a custom quote', 'Demander un devis sur mesure')}</a></article>
<article class="card"><h2>${t('Proof waiting?', 'Un bon à tirer vous attend ?')}</h2><p>${t('Check it and approve it, or ask for changes.', 'Vérifiez-le et validez-le, ou demandez des modifications.')}</p><a class="btn secondary" href="${url('proof')}">${t('Approve a proof', 'Valider un bon à tirer')}</a></article>
</div>
<p class="hint">${tr(['Next-day delivery for orders placed before 2 pm on a weekday. UK delivery only.', 'Livraison le lendemain pour toute commande passée avant 14 h en semaine. Livraison au Royaume-Uni uniquement.'])}</p>`,
  );
}
function productGrid(lang) {
  const { t, tr, url } = tools(lang);
  return `<div class="cards">
${PRODUCTS.map((p) => `<article class="card"><h2>${h(tr(p.name))}</h2><p>${h(tr(p.blurb))}</p><a class="btn" href="${url(`p:${p.id}`)}">${t('See options', 'Voir les options')}</a></article>`).join('\n')}
</div>`;
}
function productForm(lang, s, alt, p, v = {}, missing = [], other = '', design = null) {
  const { t, pick, tr, money } = tools(lang);
  const units = tr(p.unit);
  const base = Object.entries(p.prices)
    .map(([q, price]) => `${q} ${units}: ${money(price)}`)
    .join(' · ');
  const arts = design
    ? [
        [
          'saved',
          `Print my saved design “${tr(design.name)}”`,
          `Imprimer ma création enregistrée « ${tr(design.name)} »`,
        ],
        ...ARTWORK,
      ]
    : ARTWORK;
  const note = {
    'business-cards': t(
      'Kraft paper and spot UV (on 400gsm matt) are both available for business cards, but not together.',
      'Papier kraft et vernis sélectif (sur mat 400 g) sont tous deux possibles pour les cartes de visite, mais pas ensemble.',
    ),
    flyers: t(
      'Kraft paper is not available for flyers.',
      'Le papier kraft n’est pas proposé pour les flyers.',
    ),
    posters: t(
      'Posters are printed on one side only, in A3 or A2. Kraft paper is not available.',
      'Les affiches sont imprimées sur une seule face, en A3 ou A2. Pas de papier kraft.',
    ),
    stickers: t('Stickers are printed on one side.', 'Les autocollants sont imprimés sur une face.'),
    invitations: t(
      'Kraft paper is not available for invitations.',
      'Le papier kraft n’est pas proposé pour les faire-part.',
    ),
  }[p.id];
  return inkPage(
    lang,
    s,
    alt,
    tr(p.name),
    `<h1>${h(tr(p.name))}</h1>
<p>${h(tr(p.blurb))}</p>
<p class="hint">${t('Prices for single-sided, 350gsm silk, no finish:', 'Prix en recto seul, couché satiné 350 g, sans finition :')} ${h(base)}</p>
${design ? `<div class="notice" role="status"><p>${t('Set up from your saved design', 'Préparé à partir de votre création enregistrée')} « ${h(tr(design.name))} ».</p></div>` : ''}
${errorBox(lang, missing, other)}
<form method="post" action="/basket/add">${langField(lang)}<input type="hidden" name="product" value="${p.id}">${design ? `<input type="hidden" name="design" value="${h(design.id)}">` : ''}
  <label for="c-size">${t('Size', 'Format')}</label>
  <select id="c-size" name="size">${option('', t('Choose…', 'Choisir…'), v.size ?? '')}${p.sizes.map((x) => option(x, pick(row(SIZES, x)), v.size)).join('')}</select>
  <label for="c-paper">${t('Paper', 'Papier')}</label>
  <select id="c-paper" name="paper">${option('', t('Choose…', 'Choisir…'), v.paper ?? '')}${PAPERS.map((x) => option(x[0], `${pick(x)}${x[4] ? t(` (+£${x[4]})`, ` (+${x[4]} £)`) : ''}`, v.paper)).join('')}</select>
  ${p.sides ? `<fieldset><legend>${t('Printed sides', 'Faces imprimées')}</legend>\n  ${SIDES.map((x) => radio('sides', x[0], pick(x), v.sides)).join('\n  ')}\n  </fieldset>` : ''}
  <fieldset><legend>${t('Finish', 'Finition')}</legend>
  ${p.finishes.map((f) => radio('finish', f, pick(row(FINISHES, f)), v.finish ?? 'none')).join('\n  ')}
  </fieldset>
  <label for="c-quantity">${t('Quantity', 'Quantité')}</label>
  <select id="c-quantity" name="quantity">${option('', t('Choose…', 'Choisir…'), v.quantity ?? '')}${Object.keys(
    p.prices,
  )
    .map((q) => option(q, `${q} ${units}`, v.quantity))
    .join('')}</select>
  ${p.corners ? `<p>${checkbox('corners', t(`Rounded corners (+£${CORNERS_FEE})`, `Coins arrondis (+${CORNERS_FEE} £)`), v.corners === 'yes')}</p>` : ''}
  <label for="c-text">${h(tr(p.text))}</label>
  <input id="c-text" name="custom_text" maxlength="60" value="${h(v.custom_text ?? '')}">
  <fieldset><legend>${t('Artwork', 'Maquette')}</legend>
  ${arts.map((x) => radio('artwork', x[0], pick(x), v.artwork)).join('\n  ')}
  </fieldset>
  <label for="c-template">${t('Template (if you use one of ours)', 'Modèle (si vous utilisez un des nôtres)')}</label>
  <select id="c-template" name="template">${option('', t('No template', 'Aucun modèle'), v.template ?? '')}${TEMPLATES.map((x) => option(x[0], pick(x), v.template)).join('')}</select>
  <p class="hint">${h(note)} ${t('Spot UV is only applied to 400gsm matt paper.', 'Le vernis sélectif ne s’applique que sur le mat 400 g.')}</p>
  <p><button type="submit">${t('Add to basket', 'Ajouter au panier')}</button></p>
</form>`,
  );
}
function basketPage(lang, s, alt, missing = [], other = '') {
  const { t, tr, money, url } = tools(lang);
  const f = s.flash;
  s.flash = null;
  const { sub, off, net } = basketSums(s);
  return inkPage(
    lang,
    s,
    alt,
    t('Basket', 'Panier'),
    `<h1>${t('Your basket', 'Votre panier')}</h1>
${f ? `<div class="notice" role="status"><p>${h(tr(f))}</p></div>` : ''}
${errorBox(lang, missing, other)}
${
  s.basket.length
    ? `<table><thead><tr><th>${t('Product', 'Produit')}</th><th>${t('Quantity', 'Quantité')}</th><th>${t('Price', 'Prix')}</th><th></th></tr></thead><tbody>
${s.basket
  .map((l) => {
    const p = productOf(l.product);
    return `<tr><td><strong>${h(tr(p.name))}</strong><br>${h(lineText(lang, l))}</td><td><form method="post" action="/basket/update" class="inline">${langField(lang)}<input type="hidden" name="line" value="${l.id}"><select name="quantity" aria-label="${h(t(`Quantity: ${p.name[0]}`, `Quantité : ${p.name[1]}`))}">${Object.keys(
      p.prices,
    )
      .map((q) => option(q, q, l.quantity))
      .join(
        '',
      )}</select><button type="submit" class="btn secondary">${t('Update', 'Mettre à jour')}</button></form></td><td>${money(linePrice(l))}</td><td><form method="post" action="/basket/remove">${langField(lang)}<input type="hidden" name="line" value="${l.id}"><button type="submit" class="btn secondary">${t('Remove', 'Retirer')}</button></form></td></tr>`;
  })
  .join('\n')}
</tbody></table>
<form method="post" action="/basket/promo" class="inline" style="margin:16px 0">${langField(lang)}
  <label for="b-promo">${t('Promo code', 'Code promo')}</label>
  <input id="b-promo" name="promo_code" style="min-width:140px">
  <button type="submit" class="btn secondary">${t('Apply', 'Appliquer')}</button>
</form>
<dl class="sum">
<dt>${t('Subtotal', 'Sous-total')}</dt><dd>${money(sub)}</dd>
${s.promo ? `<dt>${t(`Promo code ${s.promo}`, `Code promo ${s.promo}`)}</dt><dd>−${PROMOS[s.promo]} % (−${money(off)})</dd>` : ''}
<dt>${t('Total before delivery', 'Total hors livraison')}</dt><dd><strong>${money(net)}</strong></dd>
</dl>
<p><a class="btn" href="${url('delivery')}">${t('Go to checkout', 'Passer la commande')}</a> <a href="${url('products')}">${t('Continue shopping', 'Continuer mes achats')}</a></p>`
    : `<p>${t('Your basket is empty.', 'Votre panier est vide.')} <a href="${url('products')}">${t('See our products', 'Voir nos produits')}</a></p>`
}`,
  );
}

/* ---------------------------------------------------------------- checkout */

function checkoutHead(lang, s, n, en, fr) {
  const { t, money } = tools(lang);
  const { net } = basketSums(s);
  return `<h1>${t('Checkout', 'Commande')}</h1>
<p class="step">${t(`Step ${n} of 3 — ${en}`, `Étape ${n} sur 3 — ${fr}`)}</p>
<p>${s.basket.map((l) => h(lineText(lang, l))).join('<br>')}<br>${t('Total before delivery:', 'Total hors livraison :')} <strong>${money(net)}</strong></p>`;
}
function deliveryForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick } = tools(lang);
  return inkPage(
    lang,
    s,
    alt,
    t('Checkout', 'Commande'),
    `${checkoutHead(lang, s, 1, 'Delivery', 'Livraison')}
${errorBox(lang, missing, other)}
<form method="post" action="/checkout/delivery">${langField(lang)}
  <fieldset><legend>${t('How would you like to receive your order?', 'Comment souhaitez-vous recevoir votre commande ?')}</legend>
  ${DELIVERY.map((x) => radio('delivery', x[0], pick(x), v.delivery)).join('\n  ')}
  <p class="hint">${t('Orders with spot UV or the design service need two more working days: next-day delivery is not offered for them.', 'Les commandes avec vernis sélectif ou service de création demandent deux jours ouvrés de plus : pas de livraison le lendemain pour elles.')}</p>
  </fieldset>
  <fieldset><legend>${t('Delivery address (not needed to collect from the shop)', 'Adresse de livraison (inutile pour un retrait en boutique)')}</legend>
  <label for="d-address1">${t('Address line 1', 'Adresse (ligne 1)')}</label>
  <input id="d-address1" name="address1" autocomplete="address-line1" value="${h(v.address1 ?? '')}">
  <label for="d-address2">${t('Address line 2 (optional)', 'Adresse (ligne 2, facultatif)')}</label>
  <input id="d-address2" name="address2" autocomplete="address-line2" value="${h(v.address2 ?? '')}">
  <label for="d-town">${t('Town or city', 'Ville')}</label>
  <input id="d-town" name="town" autocomplete="address-level2" value="${h(v.town ?? '')}">
  <label for="d-postcode">${t('Postcode', 'Code postal')}</label>
  <input id="d-postcode" name="postcode" autocomplete="postal-code" placeholder="${t('e.g. BS1 3PR', 'ex. BS1 3PR')}" value="${h(v.postcode ?? '')}">
  <label for="d-country">${t('Country', 'Pays')}</label>
  <select id="d-country" name="country">${option('GB', t('United Kingdom', 'Royaume-Uni'), 'GB')}</select>
  <p class="hint">${t('We deliver in the United Kingdom only.', 'Nous livrons au Royaume-Uni uniquement.')}</p>
  </fieldset>
  <p><button type="submit">${t('Continue to your details', 'Continuer vers vos coordonnées')}</button></p>
</form>`,
  );
}
function yourDetailsForm(lang, s, alt, v = {}, missing = []) {
  const { t, url } = tools(lang);
  return inkPage(
    lang,
    s,
    alt,
    t('Checkout', 'Commande'),
    `${checkoutHead(lang, s, 2, 'Your details', 'Vos coordonnées')}
${errorBox(lang, missing)}
<form method="post" action="/checkout/details">${langField(lang)}
  <label for="y-name">${t('Contact name', 'Nom du contact')}</label>
  <input id="y-name" name="contact_name" autocomplete="name" value="${h(v.contact_name ?? '')}">
  <label for="y-company">${t('Company (optional)', 'Société (facultatif)')}</label>
  <input id="y-company" name="company" autocomplete="organization" value="${h(v.company ?? '')}">
  <label for="y-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="y-email" name="email" autocomplete="email" value="${h(v.email ?? '')}">
  <label for="y-phone">${t('Phone', 'Téléphone')}</label>
  <input type="tel" id="y-phone" name="phone" autocomplete="tel" value="${h(v.phone ?? '')}">
  <label for="y-vat">${t('VAT number (optional, shown on your invoice)', 'Numéro de TVA (facultatif, indiqué sur la facture)')}</label>
  <input id="y-vat" name="vat_number" placeholder="GB 123 4567 89" value="${h(v.vat_number ?? '')}">
  <p><button type="submit">${t('Continue to payment', 'Continuer vers le paiement')}</button> <a href="${url('delivery')}">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}
function paymentForm(lang, s, alt, v = {}, missing = []) {
  const { t, money, url } = tools(lang);
  const { net } = basketSums(s);
  const fee = deliveryFee(s.checkout.delivery.delivery, net);
  return inkPage(
    lang,
    s,
    alt,
    t('Checkout', 'Commande'),
    `${checkoutHead(lang, s, 3, 'Payment', 'Paiement')}
<p>${t('Delivery:', 'Livraison :')} ${money(fee)} · ${t('Total to pay:', 'Total à payer :')} <strong>${money(net + fee)}</strong></p>
${errorBox(lang, missing)}
<form method="post" action="/checkout/payment">${langField(lang)}
  <p class="hint">${t('Visa, Mastercard or American Express. We do not take PayPal or bank transfers.', 'Visa, Mastercard ou American Express. Nous n’acceptons ni PayPal ni virement.')}</p>
  <label for="k-card">${t('Card number', 'Numéro de carte')}</label>
  <input id="k-card" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${h(v.card_number ?? '')}">
  <label for="k-expiry">${t('Expiry date (MM/YY)', 'Date d’expiration (MM/AA)')}</label>
  <input id="k-expiry" name="card_expiry" autocomplete="cc-exp" placeholder="MM/YY" value="${h(v.card_expiry ?? '')}">
  <label for="k-cvc">${t('Security code (CVC)', 'Cryptogramme (CVC)')}</label>
  <input id="k-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="${h(v.card_cvc ?? '')}">
  <p>${checkbox('terms', t('I accept the terms of sale and I will check my proof before printing', 'J’accepte les conditions générales de vente et je vérifierai mon bon à tirer avant impression'), v.terms === 'yes')}</p>
  <p><button type="submit">${t('Pay and place order', 'Payer et commander')}</button> <a href="${url('yourDetails')}">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}

/* ---------------------------------------------------------------- quote, proof, contact */

function quoteForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, pick, longDate } = tools(lang);
  return inkPage(
    lang,
    s,
    alt,
    t('Custom quote', 'Devis sur mesure'),
    `<h1>${t('Ask for a custom quote', 'Demander un devis sur mesure')}</h1>
<p>${t(`For jobs that are not in our catalogue. We answer within one working day. We need at least 3 working days before your deadline: ${longDate(EARLIEST_DEADLINE)} at the earliest.`, `Pour les travaux hors catalogue. Nous répondons sous un jour ouvré. Il nous faut au moins 3 jours ouvrés avant votre date limite : le ${longDate(EARLIEST_DEADLINE)} au plus tôt.`)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/custom-quote">${langField(lang)}
  <label for="q-type">${t('Type of job', 'Type de travail')}</label>
  <select id="q-type" name="job_type">${option('', t('Choose…', 'Choisir…'), v.job_type ?? '')}${JOB_TYPES.map((x) => option(x[0], pick(x), v.job_type)).join('')}</select>
  <label for="q-quantity">${t('Quantity', 'Quantité')}</label>
  <input type="number" id="q-quantity" name="quantity" min="1" max="100000" value="${h(v.quantity ?? '')}">
  <label for="q-deadline">${t('Deadline (when you need it)', 'Date limite (quand en avez-vous besoin ?)')}</label>
  <input type="date" id="q-deadline" name="deadline" min="${EARLIEST_DEADLINE}" max="${LAST_DAY}" value="${h(v.deadline ?? '')}">
  <label for="q-dimensions">${t('Dimensions or format', 'Dimensions ou format')}</label>
  <input id="q-dimensions" name="dimensions" placeholder="${t('e.g. A4 folded to A5', 'ex. A4 plié en A5')}" value="${h(v.dimensions ?? '')}">
  <label for="q-description">${t('Describe your job (paper, finish, number of pages…)', 'Décrivez votre projet (papier, finition, nombre de pages…)')}</label>
  <textarea id="q-description" name="description" rows="5">${h(v.description ?? '')}</textarea>
  <fieldset><legend>${t('Budget', 'Budget')}</legend>
  ${BUDGETS.map((x) => radio('budget', x[0], pick(x), v.budget)).join('\n  ')}
  </fieldset>
  <label for="q-name">${t('Your name', 'Votre nom')}</label>
  <input id="q-name" name="name" autocomplete="name" value="${h(v.name ?? '')}">
  <label for="q-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="q-email" name="email" autocomplete="email" value="${h(v.email ?? '')}">
  <p><button type="submit">${t('Send my quote request', 'Envoyer ma demande de devis')}</button></p>
</form>`,
  );
}
function proofPage(lang, s, alt, v = {}, missing = [], other = '', found = null, extra = {}) {
  const { t, tr, shortDate } = tools(lang);
  const p = found ? found[1] : null;
  const statusLine = (x) =>
    x.status === 'approved'
      ? t(`Approved on ${shortDate(x.decided)}`, `Validé le ${shortDate(x.decided)}`)
      : x.status === 'changes'
        ? t(
            'Changes requested, new proof in preparation',
            'Modifications demandées, nouveau bon à tirer en préparation',
          )
        : t('Awaiting your approval', 'En attente de votre validation');
  return inkPage(
    lang,
    s,
    alt,
    t('Approve a proof', 'Valider un bon à tirer'),
    `<h1>${t('Approve a proof', 'Valider un bon à tirer')}</h1>
${
  found
    ? ''
    : `<p>${t('Enter your order number (ORD- and 5 digits) and the postcode of the delivery address to see your proof.', 'Saisissez votre numéro de commande (ORD- et 5 chiffres) et le code postal de livraison pour voir votre bon à tirer.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/proof">${langField(lang)}
  <label for="p-ref">${t('Order number', 'Numéro de commande')}</label>
  <input id="p-ref" name="order_ref" placeholder="ORD-00000" value="${h(v.order_ref ?? '')}">
  <label for="p-postcode">${t('Delivery postcode', 'Code postal de livraison')}</label>
  <input id="p-postcode" name="postcode" value="${h(v.postcode ?? '')}">
  <p><button type="submit">${t('Show my proof', 'Voir mon bon à tirer')}</button></p>
</form>`
}
${
  found
    ? `<section class="card"><h2>${t('Proof for order', 'Bon à tirer de la commande')} ${found[0]}</h2>
${extra.notice ? `<div class="notice" role="status"><p>${h(extra.notice)}</p></div>` : ''}
<dl class="sum">
<dt>${t('Customer', 'Client')}</dt><dd>${h(p.name)}</dd>
<dt>${t('Product', 'Produit')}</dt><dd>${h(tr(p.summary))}</dd>
<dt>${t('Proof', 'Bon à tirer')}</dt><dd>v${p.version} · ${t('sent', 'envoyé le')} ${shortDate(p.sent.slice(0, 10))} ${p.sent.slice(11)}</dd>
<dt>${t('Status', 'Statut')}</dt><dd><strong>${h(statusLine(p))}</strong></dd>
</dl>
<div class="proof" aria-label="${t('Proof preview', 'Aperçu du bon à tirer')}">${p.preview.map((x) => `<p>${h(x)}</p>`).join('')}</div>
${
  p.status === 'awaiting'
    ? `${errorBox(lang, extra.missing ?? [], extra.other ?? '')}
<form method="post" action="/proof/approve">${langField(lang)}<input type="hidden" name="ref" value="${found[0]}">
  <h3>${t('Everything is right?', 'Tout est correct ?')}</h3>
  <p>${checkbox('confirm', t('I have checked the spelling, colours and layout, and I understand that printing starts once I approve', 'J’ai vérifié l’orthographe, les couleurs et la mise en page, et je comprends que l’impression commence dès ma validation'), extra.v?.confirm === 'yes')}</p>
  <p><button type="submit">${t('Approve proof', 'Valider le bon à tirer')}</button></p>
</form>
<form method="post" action="/proof/changes">${langField(lang)}<input type="hidden" name="ref" value="${found[0]}">
  <h3>${t('Something to change?', 'Quelque chose à modifier ?')}</h3>
  <label for="p-comment">${t('What should we change?', 'Que devons-nous modifier ?')}</label>
  <textarea id="p-comment" name="comment" rows="4">${h(extra.v?.comment ?? '')}</textarea>
  <p><button type="submit" class="btn secondary">${t('Request changes', 'Demander des modifications')}</button></p>
</form>`
    : ''
}
</section>`
    : ''
}`,
  );
}
function contactForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return inkPage(
    lang,
    s,
    alt,
    'Contact',
    `<h1>${t('Contact us', 'Nous contacter')}</h1>
<p>${t(`Call us on ${PHONE}, Monday to Friday, 9 am – 5:30 pm, visit the shop at ${SHOP}, or write to us: we answer within one working day.`, `Appelez-nous au ${PHONE}, du lundi au vendredi, de 9 h à 17 h 30 (demandez le service francophone), passez à la boutique, ${SHOP}, ou écrivez-nous : nous répondons sous un jour ouvré.`)}</p>
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
  <p>${checkbox('callback', t('Call me back', 'Rappelez-moi'), v.callback === 'yes')}</p>
  <p><button type="submit">${t('Send message', 'Envoyer le message')}</button></p>
</form>`,
  );
}
function signinForm(lang, s, alt, other = '') {
  const { t } = tools(lang);
  return inkPage(
    lang,
    s,
    alt,
    t('Sign in', 'Connexion'),
    `<h1>${t('Sign in to your account', 'Connexion à votre compte')}</h1>
${errorBox(lang, [], other)}
<form method="post" action="/account/sign-in">${langField(lang)}
  <label for="s-email">${t('Email', 'E-mail')}</label><input type="email" id="s-email" name="email" autocomplete="username">
  <label for="s-password">${t('Password', 'Mot de passe')}</label><input type="password" id="s-password" name="password" autocomplete="current-password">
  ${checkbox('remember', t('Keep me signed in', 'Rester connecté'), false)}
  <p><button type="submit">${t('Sign in', 'Se connecter')}</button></p>
</form>`,
  );
}

/* ---------------------------------------------------------------- account */

function accountPage(lang, s, alt, acct, tab, body) {
  const { t, tr, url } = tools(lang);
  const tabs = [
    ['orders', t('Orders', 'Commandes')],
    ['designs', t('Saved designs', 'Créations enregistrées')],
    ['details', t('Details', 'Coordonnées')],
  ];
  const f = s.flash;
  s.flash = null;
  return inkPage(
    lang,
    s,
    alt,
    t('My account', 'Mon compte'),
    `<h1>${t('Hello', 'Bonjour')} ${h(acct.name)}</h1>
<p>${h(acct.company)} · <a href="${url('signout')}">${t('Sign out', 'Se déconnecter')}</a></p>
<nav class="tabs" aria-label="${t('My account', 'Mon compte')}">${tabs.map(([k, l]) => `<a href="${url(k)}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>
${f ? `<div class="notice" role="status"><p>${h(tr(f))}</p></div>` : ''}
${body}`,
  );
}
function ordersTab(lang, acct) {
  const { t, tr, money, shortDate, url } = tools(lang);
  return `<table><thead><tr><th>${t('Order', 'Commande')}</th><th>${t('Date', 'Date')}</th><th>${t('Items', 'Articles')}</th><th>${t('Total', 'Total')}</th><th>${t('Status', 'Statut')}</th><th></th></tr></thead><tbody>
${acct.orders
  .map(
    (o) =>
      `<tr><td>${o.ref}</td><td>${shortDate(o.date)}</td><td>${o.lines.map((l) => h(`${tr(productOf(l.product).name)}: ${l.quantity}`)).join('<br>')}</td><td>${money(o.total)}</td><td>${h(tr(STATUS[o.status]))}</td><td><form method="post" action="/account/reorder" class="inline">${langField(lang)}<input type="hidden" name="ref" value="${o.ref}"><button type="submit" class="btn secondary">${t('Reorder', 'Commander à nouveau')}</button> <a href="${url('track', `?ref=${o.ref}`)}">${t('Track', 'Suivre')}</a></form></td></tr>`,
  )
  .join('\n')}
</tbody></table>
<p class="hint">${t('“Reorder” puts the same items in your basket, printed from the files we already have.', '« Commander à nouveau » remet les mêmes articles dans votre panier, imprimés à partir des fichiers que nous avons déjà.')}</p>`;
}
function trackTab(lang, o) {
  const { t, tr, shortDate, url } = tools(lang);
  const steps = [
    ['paid', t('Order paid', 'Commande payée')],
    ['proof', t('Proof approved', 'Bon à tirer validé')],
    ['printing', t('Printed', 'Imprimée')],
    ['dispatched', t('Dispatched', 'Expédiée')],
    ['delivered', t('Delivered', 'Livrée')],
  ];
  const at = o.status === 'collected' ? 4 : steps.findIndex(([k]) => k === o.status);
  return `<h2>${t('Tracking of order', 'Suivi de la commande')} ${o.ref}</h2>
<dl class="sum">
<dt>${t('Status', 'Statut')}</dt><dd><strong>${h(tr(STATUS[o.status]))}</strong></dd>
<dt>${t('Ordered on', 'Commandée le')}</dt><dd>${shortDate(o.date)}</dd>
${
  o.tracking
    ? `<dt>${t('Carrier', 'Transporteur')}</dt><dd>${h(o.tracking[0])}, ${t('dispatched on', 'expédiée le')} ${shortDate(o.tracking[2])}</dd>
<dt>${t('Tracking number', 'Numéro de suivi')}</dt><dd>${h(o.tracking[1])}</dd>
<dt>${t('Expected delivery', 'Livraison prévue')}</dt><dd>${shortDate(o.tracking[3])}</dd>`
    : ''
}
</dl>
<ol>${steps.map(([, l], i) => `<li>${h(l)}${i < at || (i === at && o.status !== 'proof') ? ' ✓' : ''}</li>`).join('')}</ol>
<p><a href="${url('orders')}">${t('Back to my orders', 'Retour à mes commandes')}</a></p>`;
}
function designsTab(lang, acct) {
  const { t, tr, shortDate, url } = tools(lang);
  return `<table><thead><tr><th>${t('Design', 'Création')}</th><th>${t('Product', 'Produit')}</th><th>${t('Saved on', 'Enregistrée le')}</th><th></th></tr></thead><tbody>
${acct.designs
  .map(
    (d) =>
      `<tr><td>${h(tr(d.name))}</td><td>${h(tr(productOf(d.product).name))}</td><td>${shortDate(d.saved)}</td><td><a class="btn secondary" href="${url(`p:${d.product}`, `?design=${d.id}`)}">${t('Order this design', 'Commander cette création')}</a></td></tr>`,
  )
  .join('\n')}
</tbody></table>`;
}
function detailsTab(lang, acct, v = null, missing = []) {
  const { t } = tools(lang);
  const x = v ?? { phone: acct.phone, company: acct.company, invoice_email: acct.invoiceEmail };
  return `<h2>${t('My details', 'Mes coordonnées')}</h2>
<ul>
<li>${t('Sign-in email:', 'E-mail de connexion :')} ${h(acct.email)}</li>
<li>${t('Phone:', 'Téléphone :')} ${h(acct.phone)}</li>
<li>${t('Company:', 'Société :')} ${h(acct.company || '—')}</li>
<li>${t('Invoices sent to:', 'Factures envoyées à :')} ${h(acct.invoiceEmail)}</li>
</ul>
${errorBox(lang, missing)}
<form method="post" action="/account/details">${langField(lang)}
  <label for="a-phone">${t('Phone', 'Téléphone')}</label>
  <input type="tel" id="a-phone" name="phone" value="${h(x.phone ?? '')}">
  <label for="a-company">${t('Company', 'Société')}</label>
  <input id="a-company" name="company" value="${h(x.company ?? '')}">
  <label for="a-invoice">${t('Invoice email', 'E-mail de facturation')}</label>
  <input type="email" id="a-invoice" name="invoice_email" value="${h(x.invoice_email ?? '')}">
  <p><button type="submit">${t('Save my details', 'Enregistrer mes coordonnées')}</button></p>
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

export async function printshopRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.inkwell_sid);
  if (!s) {
    const id = sid();
    s = {
      user: null,
      basket: [],
      nextLine: 1,
      promo: null,
      checkout: {},
      proof: null,
      flash: null,
      next: null,
    };
    state.sessions.set(id, s);
    ctx.setCookie('inkwell_sid', id);
  }
  const account = s.user ? state.accounts[s.user] : null;
  const acct = account ? { ...account, email: s.user } : null;
  const where = method === 'GET' ? resolve(path) : null;
  const lang = method === 'POST' ? (fields.lang === 'fr' ? 'fr' : 'en') : (where?.lang ?? 'en');
  const { t, tr, pick, money, longDate, shortDate, url } = tools(lang);
  const send = (html, status) => ({ status, lang, html });
  const altKey = (key, q = '') => SLUGS[key].map((p) => `${p}${q}`);
  const blank = (k) => !fields[k]?.trim();
  const missingOf = (pairs) => pairs.filter(([k]) => blank(k)).map(([, l]) => l);
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());
  const phoneOk = (x) =>
    /^[+\d][\d\s.()-]*$/.test((x ?? '').trim()) && (x ?? '').replace(/\D/g, '').length >= 10;
  const done = (key, title, lines) =>
    send(
      inkPage(
        lang,
        s,
        altKey(key),
        title,
        `<div class="notice" role="status"><h1>${h(title)}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</div><p><a href="${url('home')}">${t('Back to the home page', 'Retour à l’accueil')}</a></p>`,
      ),
    );
  const ownOrder = (ref) => account?.orders.find((o) => o.ref === ref);

  /* ------------------------------------------------------------ GET pages */
  if (method === 'GET') {
    if (!where) return { status: 404, html: null, lang: path.startsWith('/fr') ? 'fr' : 'en' };
    const key = where.key;
    const alt = altKey(key, ctx.url.search);
    if (key === 'home') return send(homePage(lang, s, alt));
    if (key === 'products')
      return send(
        inkPage(
          lang,
          s,
          alt,
          t('Products', 'Produits'),
          `<h1>${t('Our products', 'Nos produits')}</h1>
<p>${t('Choose a product to set its size, paper, finish and quantity.', 'Choisissez un produit pour régler son format, son papier, sa finition et sa quantité.')}</p>
${productGrid(lang)}`,
        ),
      );
    if (key.startsWith('p:')) {
      const p = productOf(key.slice(2));
      const d = account?.designs.find((x) => x.id === ctx.query.get('design') && x.product === p.id);
      const v = d
        ? {
            size: d.size,
            paper: d.paper,
            sides: d.sides,
            finish: d.finish,
            corners: d.corners ? 'yes' : '',
            custom_text: d.text,
            artwork: 'saved',
          }
        : {};
      return send(productForm(lang, s, alt, p, v, [], '', d ?? null));
    }
    if (key === 'basket') return send(basketPage(lang, s, alt));
    if (key === 'delivery') {
      if (!s.basket.length) return { redirect: url('basket') };
      return send(deliveryForm(lang, s, alt, s.checkout.delivery ?? {}));
    }
    if (key === 'yourDetails') {
      if (!s.basket.length || !s.checkout.delivery) return { redirect: url('delivery') };
      return send(yourDetailsForm(lang, s, alt, s.checkout.details ?? {}));
    }
    if (key === 'payment') {
      if (!s.basket.length || !s.checkout.details) return { redirect: url('yourDetails') };
      return send(paymentForm(lang, s, alt));
    }
    if (key === 'quote') return send(quoteForm(lang, s, alt));
    if (key === 'proof') return send(proofPage(lang, s, alt));
    if (key === 'contact') return send(contactForm(lang, s, alt));
    if (key === 'help')
      return send(
        inkPage(
          lang,
          s,
          alt,
          t('Help', 'Aide'),
          `<h1>${t('Help and frequently asked questions', 'Aide et questions fréquentes')}</h1>
${HELP.map((q) => `<details><summary>${h(t(q[0], q[1]))}</summary><p>${h(t(q[2], q[3]))}</p></details>`).join('\n')}
<p>${t('Another question?', 'Une autre question ?')} <a href="${url('contact')}">${t('Write to us', 'Écrivez-nous')}</a></p>`,
        ),
      );
    if (key === 'signout') {
      s.user = null;
      return { redirect: url('home') };
    }
    if (key === 'signin') {
      if (acct) return { redirect: url('orders') };
      return send(signinForm(lang, s, alt));
    }
    if (!acct) {
      s.next = key === 'account' ? null : `${path}${ctx.url.search}`;
      return { redirect: url('signin') };
    }
    if (key === 'account' || key === 'orders')
      return send(accountPage(lang, s, alt, acct, 'orders', ordersTab(lang, acct)));
    if (key === 'designs') return send(accountPage(lang, s, alt, acct, 'designs', designsTab(lang, acct)));
    if (key === 'details') return send(accountPage(lang, s, alt, acct, 'details', detailsTab(lang, acct)));
    if (key === 'track') {
      const o = ownOrder(ctx.query.get('ref'));
      if (!o) return { redirect: url('orders') };
      return send(accountPage(lang, s, alt, acct, 'orders', trackTab(lang, o)));
    }
    return { status: 404, html: null, lang };
  }

  /* ------------------------------------------------------------ forms */
  if (method !== 'POST') return { status: 405, html: null, lang };

  /* products and basket */
  if (path === '/basket/add') {
    const p = productOf(fields.product);
    if (!p) return { redirect: url('products') };
    const design = fields.design
      ? account?.designs.find((x) => x.id === fields.design && x.product === p.id)
      : null;
    const alt = altKey(`p:${p.id}`, design ? `?design=${design.id}` : '');
    const missing = [];
    if (!p.sizes.includes(fields.size)) missing.push(t('Size', 'Format'));
    if (!row(PAPERS, fields.paper)) missing.push(t('Paper', 'Papier'));
    if (p.sides && !row(SIDES, fields.sides)) missing.push(t('Printed sides', 'Faces imprimées'));
    if (!p.finishes.includes(fields.finish)) missing.push(t('Finish', 'Finition'));
    if (!(fields.quantity in p.prices)) missing.push(t('Quantity', 'Quantité'));
    if (p.textNeeded && blank('custom_text')) missing.push(tr(p.text));
    if ((fields.custom_text ?? '').trim().length > 60)
      missing.push(t(`${p.text[0]}: 60 characters at most`, `${p.text[1]} : 60 caractères au plus`));
    const artworks = design ? ['saved', ...ARTWORK.map((x) => x[0])] : ARTWORK.map((x) => x[0]);
    if (!artworks.includes(fields.artwork)) missing.push(t('Artwork', 'Maquette'));
    else if (fields.artwork === 'template' && !row(TEMPLATES, fields.template))
      missing.push(t('Template: choose one of ours', 'Modèle : choisissez un des nôtres'));
    let other = '';
    if (!missing.length) {
      if (fields.paper === 'kraft' && !['business-cards', 'stickers'].includes(p.id))
        other = t(
          'Kraft paper is only available for business cards and stickers.',
          'Le papier kraft n’est proposé que pour les cartes de visite et les autocollants.',
        );
      else if (fields.finish === 'spotuv' && fields.paper !== 'matt400')
        other = t(
          'Spot UV varnish can only be applied to 400gsm matt paper: choose that paper, or another finish.',
          'Le vernis sélectif UV ne s’applique que sur le papier mat 400 g : choisissez ce papier, ou une autre finition.',
        );
      else if (p.id === 'posters' && fields.sides === 'double')
        other = t(
          'Posters are printed on one side only: choose single-sided.',
          'Les affiches sont imprimées sur une seule face : choisissez recto seul.',
        );
    }
    if (missing.length || other)
      return send(productForm(lang, s, alt, p, fields, missing, other, design ?? null), 422);
    const l = line(s.nextLine++, p.id, {
      size: fields.size,
      paper: fields.paper,
      sides: p.sides ? fields.sides : '',
      finish: fields.finish,
      quantity: fields.quantity,
      corners: p.corners && fields.corners === 'yes',
      text: (fields.custom_text ?? '').trim(),
      artwork: fields.artwork,
      template: fields.artwork === 'template' ? fields.template : '',
      design: design ? design.id : '',
    });
    s.basket.push(l);
    s.flash = [
      `Added to your basket: ${l.quantity} ${p.unit[0]} (${tools('en').money(linePrice(l))}).`,
      `Ajouté au panier : ${l.quantity} ${p.unit[1]} (${tools('fr').money(linePrice(l))}).`,
    ];
    return { redirect: url('basket') };
  }
  if (path === '/basket/update') {
    const l = s.basket.find((x) => String(x.id) === fields.line);
    if (!l) return { redirect: url('basket') };
    const p = productOf(l.product);
    if (!(fields.quantity in p.prices))
      return send(basketPage(lang, s, altKey('basket'), [t('Quantity', 'Quantité')]), 422);
    l.quantity = fields.quantity;
    s.flash = [
      `${p.name[0]}: quantity changed to ${l.quantity}.`,
      `${p.name[1]} : quantité changée en ${l.quantity}.`,
    ];
    return { redirect: url('basket') };
  }
  if (path === '/basket/remove') {
    const l = s.basket.find((x) => String(x.id) === fields.line);
    if (l) {
      s.basket = s.basket.filter((x) => x !== l);
      const p = productOf(l.product);
      s.flash = [`${p.name[0]} removed from your basket.`, `${p.name[1]} retiré du panier.`];
    }
    if (!s.basket.length) s.promo = null;
    return { redirect: url('basket') };
  }
  if (path === '/basket/promo') {
    const code = (fields.promo_code ?? '').trim().toUpperCase();
    if (!code) return send(basketPage(lang, s, altKey('basket'), [t('Promo code', 'Code promo')]), 422);
    if (!PROMOS[code])
      return send(
        basketPage(
          lang,
          s,
          altKey('basket'),
          [],
          t(
            `The promo code ${fields.promo_code.trim()} is not valid.`,
            `Le code promo ${fields.promo_code.trim()} n’est pas valable.`,
          ),
        ),
        422,
      );
    s.promo = code;
    s.flash = [
      `Promo code ${code} applied: ${PROMOS[code]}% off.`,
      `Code promo ${code} appliqué : −${PROMOS[code]} %.`,
    ];
    return { redirect: url('basket') };
  }

  /* checkout */
  if (path === '/checkout/delivery') {
    if (!s.basket.length) return { redirect: url('basket') };
    const missing = [];
    let other = '';
    const option = row(DELIVERY, fields.delivery);
    if (!option)
      missing.push(t('How would you like to receive your order?', 'Mode de réception de la commande'));
    if (option && fields.delivery !== 'collect') {
      missing.push(
        ...missingOf([
          ['address1', t('Address line 1', 'Adresse (ligne 1)')],
          ['town', t('Town or city', 'Ville')],
        ]),
      );
      if (blank('postcode')) missing.push(t('Postcode', 'Code postal'));
      else if (!postcodeShape(fields.postcode))
        missing.push(
          t(
            'Postcode: a UK postcode, for example BS1 3PR (we deliver in the United Kingdom only)',
            'Code postal : un code postal britannique, par exemple BS1 3PR (nous livrons au Royaume-Uni uniquement)',
          ),
        );
      if ((fields.country ?? 'GB') !== 'GB')
        missing.push(t('Country: United Kingdom only', 'Pays : Royaume-Uni uniquement'));
    }
    if (!missing.length && fields.delivery === 'nextday') {
      if (s.basket.some(slowLine))
        other = t(
          'Next-day delivery is not available for orders with spot UV or the design service: they need two more working days. Choose standard delivery or collection.',
          'La livraison le lendemain n’est pas possible pour une commande avec vernis sélectif ou service de création : il faut deux jours ouvrés de plus. Choisissez la livraison standard ou le retrait.',
        );
      else if (!workingDay(TODAY) || NOW_HOUR >= 14)
        other = t(
          'Next-day delivery is only for orders placed before 2 pm on a weekday.',
          'La livraison le lendemain n’est possible que pour une commande passée avant 14 h en semaine.',
        );
    }
    if (missing.length || other)
      return send(deliveryForm(lang, s, altKey('delivery'), fields, missing, other), 422);
    s.checkout.delivery =
      fields.delivery === 'collect'
        ? { delivery: 'collect' }
        : {
            delivery: fields.delivery,
            address1: fields.address1.trim(),
            address2: (fields.address2 ?? '').trim(),
            town: fields.town.trim(),
            postcode: fields.postcode.trim().toUpperCase(),
            country: 'GB',
          };
    return { redirect: url('yourDetails') };
  }
  if (path === '/checkout/details') {
    if (!s.basket.length || !s.checkout.delivery) return { redirect: url('delivery') };
    const missing = missingOf([
      ['contact_name', t('Contact name', 'Nom du contact')],
      ['email', t('Email', 'E-mail')],
      ['phone', t('Phone', 'Téléphone')],
    ]);
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('A valid email address', 'Une adresse e-mail valide'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('A valid phone number', 'Un numéro de téléphone valide'));
    const vat = (fields.vat_number ?? '').replace(/[\s.-]/g, '').toUpperCase();
    if (vat && !/^GB(\d{9}|\d{12})$/.test(vat))
      missing.push(
        t(
          'VAT number: GB followed by 9 digits, for example GB 123 4567 89',
          'Numéro de TVA : GB suivi de 9 chiffres, par exemple GB 123 4567 89',
        ),
      );
    if (missing.length) return send(yourDetailsForm(lang, s, altKey('yourDetails'), fields, missing), 422);
    s.checkout.details = {
      contact_name: fields.contact_name.trim(),
      company: (fields.company ?? '').trim(),
      email: fields.email.trim(),
      phone: fields.phone.trim(),
      vat_number: (fields.vat_number ?? '').trim(),
    };
    return { redirect: url('payment') };
  }
  if (path === '/checkout/payment') {
    if (!s.basket.length || !s.checkout.details) return { redirect: url('yourDetails') };
    const missing = [];
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
    if (missing.length) return send(paymentForm(lang, s, altKey('payment'), fields, missing), 422);
    const { net } = basketSums(s);
    const d = s.checkout.delivery;
    const c = s.checkout.details;
    const fee = deliveryFee(d.delivery, net);
    const ref = `ORD-${state.nextOrder++}`;
    const lines = s.basket;
    const slow = lines.some(slowLine);
    const ready = addWorkingDays(TODAY, slow ? 3 : 1);
    const where =
      d.delivery === 'collect'
        ? t(
            `Ready to collect at our shop, ${SHOP}, from ${longDate(ready)}, 9 am – 5:30 pm.`,
            `À retirer à notre boutique, ${SHOP}, à partir du ${longDate(ready)}, de 9 h à 17 h 30.`,
          )
        : d.delivery === 'nextday'
          ? t(
              `Next-day delivery to ${h(d.address1)}, ${h(d.town)} ${h(d.postcode)} on ${longDate(addWorkingDays(TODAY, 1))}.`,
              `Livraison le lendemain au ${h(d.address1)}, ${h(d.town)} ${h(d.postcode)}, le ${longDate(addWorkingDays(TODAY, 1))}.`,
            )
          : t(
              `Standard delivery to ${h(d.address1)}, ${h(d.town)} ${h(d.postcode)} by ${longDate(addWorkingDays(TODAY, slow ? 7 : 5))}.`,
              `Livraison standard au ${h(d.address1)}, ${h(d.town)} ${h(d.postcode)}, au plus tard le ${longDate(addWorkingDays(TODAY, slow ? 7 : 5))}.`,
            );
    state.lastOrder = { ref, lines, delivery: d, details: c, total: net + fee };
    s.basket = [];
    s.promo = null;
    s.checkout = {};
    return done('home', t('Order confirmed', 'Commande confirmée'), [
      `${t('Order number:', 'Numéro de commande :')} <strong>${ref}</strong>`,
      lines.map((l) => `${h(tr(productOf(l.product).name))}: ${h(lineText(lang, l))}`).join('<br>'),
      where,
      `${t('Total paid', 'Total payé')} ${money(net + fee)} ${t(`by the card ending ${digits.slice(-4)}`, `par la carte se terminant par ${digits.slice(-4)}`)}.`,
      t(
        `${h(c.contact_name)}${c.company ? ` (${h(c.company)})` : ''}: your proof and your ${c.vat_number ? `VAT invoice (${h(c.vat_number)})` : 'receipt'} will be sent to ${h(c.email)}; we will call ${h(c.phone)} if there is a question about your files.`,
        `${h(c.contact_name)}${c.company ? ` (${h(c.company)})` : ''} : votre bon à tirer et votre ${c.vat_number ? `facture avec TVA (${h(c.vat_number)})` : 'reçu'} seront envoyés à ${h(c.email)} ; nous appellerons le ${h(c.phone)} en cas de question sur vos fichiers.`,
      ),
    ]);
  }

  /* custom quote */
  if (path === '/custom-quote') {
    const missing = [];
    const job = row(JOB_TYPES, fields.job_type);
    if (!job) missing.push(t('Type of job', 'Type de travail'));
    const n = Number((fields.quantity ?? '').trim());
    if (blank('quantity') || !Number.isInteger(n) || n < 1 || n > 100000)
      missing.push(t('Quantity (1 to 100,000)', 'Quantité (1 à 100 000)'));
    const d = (fields.deadline ?? '').trim();
    if (!d) missing.push(t('Deadline', 'Date limite'));
    else if (!validIsoDate(d)) missing.push(t('Deadline: not a valid date', 'Date limite : date invalide'));
    else if (d < EARLIEST_DEADLINE)
      missing.push(
        t(
          `Deadline: at least 3 working days from today, so ${longDate(EARLIEST_DEADLINE)} at the earliest`,
          `Date limite : au moins 3 jours ouvrés à partir d’aujourd’hui, soit le ${longDate(EARLIEST_DEADLINE)} au plus tôt`,
        ),
      );
    else if (d > LAST_DAY)
      missing.push(
        t('Deadline: by 31 December 2027 at the latest', 'Date limite : au plus tard le 31 décembre 2027'),
      );
    else if (!workingDay(d))
      missing.push(
        t(
          'Deadline: a working day (not a weekend or a bank holiday)',
          'Date limite : un jour ouvré (ni week-end ni jour férié)',
        ),
      );
    missing.push(
      ...missingOf([
        ['dimensions', t('Dimensions or format', 'Dimensions ou format')],
        ['description', t('Description of your job', 'Description du projet')],
      ]),
    );
    if (!row(BUDGETS, fields.budget)) missing.push(t('Budget', 'Budget'));
    missing.push(
      ...missingOf([
        ['name', t('Your name', 'Votre nom')],
        ['email', t('Email', 'E-mail')],
      ]),
    );
    if (!blank('email') && !emailOk(fields.email))
      missing.push(t('A valid email address', 'Une adresse e-mail valide'));
    if (missing.length) return send(quoteForm(lang, s, altKey('quote'), fields, missing), 422);
    const ref = `QTE-${state.nextQuote++}`;
    return done('quote', t('Quote request received', 'Demande de devis reçue'), [
      `${t('Your reference:', 'Votre référence :')} <strong>${ref}</strong>`,
      `${h(pick(job))} · ${n} · ${h(fields.dimensions.trim())} · ${t('deadline', 'date limite')} ${longDate(d)} · ${t('budget', 'budget')} ${h(pick(row(BUDGETS, fields.budget)))}`,
      t(
        `Thank you ${h(fields.name.trim())}: our studio will email your quote to ${h(fields.email.trim())} within one working day.`,
        `Merci ${h(fields.name.trim())} : notre studio enverra votre devis à ${h(fields.email.trim())} sous un jour ouvré.`,
      ),
    ]);
  }

  /* proofs */
  if (path === '/proof') {
    const missing = missingOf([
      ['order_ref', t('Order number', 'Numéro de commande')],
      ['postcode', t('Delivery postcode', 'Code postal de livraison')],
    ]);
    if (missing.length) return send(proofPage(lang, s, altKey('proof'), fields, missing), 422);
    const ref = fields.order_ref.trim().toUpperCase().replace(/\s+/g, '');
    const p = state.proofs[ref];
    if (!p || !samePostcode(p.postcode, fields.postcode))
      return send(
        proofPage(
          lang,
          s,
          altKey('proof'),
          fields,
          [],
          t(
            'We cannot find a proof for this order number and postcode. Check the email we sent with your proof.',
            'Aucun bon à tirer ne correspond à ce numéro de commande et ce code postal. Vérifiez l’e-mail qui accompagnait votre bon à tirer.',
          ),
        ),
        404,
      );
    s.proof = ref;
    return send(proofPage(lang, s, altKey('proof'), {}, [], '', [ref, p]));
  }
  if (path === '/proof/approve' || path === '/proof/changes') {
    const ref = fields.ref;
    const p = state.proofs[ref];
    if (!p || s.proof !== ref) return { redirect: url('proof') };
    const show = (extra, status) =>
      send(proofPage(lang, s, altKey('proof'), {}, [], '', [ref, p], extra), status);
    if (p.status !== 'awaiting')
      return show(
        { other: t('This proof has already been answered.', 'Ce bon à tirer a déjà reçu une réponse.') },
        409,
      );
    if (path === '/proof/approve') {
      if (fields.confirm !== 'yes')
        return show(
          {
            v: fields,
            missing: [
              t(
                'Tick the box to confirm that you have checked the proof',
                'Cochez la case pour confirmer que vous avez vérifié le bon à tirer',
              ),
            ],
          },
          422,
        );
      p.status = 'approved';
      p.decided = TODAY;
      const ship = addWorkingDays(TODAY, 2);
      return show({
        notice: t(
          `Proof approved on ${shortDate(TODAY)} at 10:00. Order ${ref} goes to print today and will be dispatched on ${shortDate(ship)}.`,
          `Bon à tirer validé le ${shortDate(TODAY)} à 10:00. La commande ${ref} part à l’impression aujourd’hui et sera expédiée le ${shortDate(ship)}.`,
        ),
      });
    }
    if ((fields.comment ?? '').trim().length < 5)
      return show(
        {
          v: fields,
          missing: [
            t(
              'What should we change? Tell us in a few words',
              'Que devons-nous modifier ? Dites-le en quelques mots',
            ),
          ],
        },
        422,
      );
    p.status = 'changes';
    p.comment = fields.comment.trim();
    const next = addWorkingDays(TODAY, 1);
    return show({
      notice: t(
        `Changes requested on ${shortDate(TODAY)}. Our studio will send you a new proof (v${p.version + 1}) by ${shortDate(next)}.`,
        `Modifications demandées le ${shortDate(TODAY)}. Notre studio vous enverra un nouveau bon à tirer (v${p.version + 1}) d’ici le ${shortDate(next)}.`,
      ),
    });
  }

  /* contact, newsletter */
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
        inkPage(
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
        `Thank you! ${h(fields.email.trim())} is now subscribed to the Inkwell newsletter.`,
        `Merci ! ${h(fields.email.trim())} est maintenant inscrit à la lettre d’Inkwell.`,
      ),
    ]);
  }

  /* account */
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
    return { redirect: next ?? url('orders') };
  }
  if (!account) return { redirect: url('signin') };
  if (path === '/account/reorder') {
    const o = ownOrder(fields.ref);
    if (!o) return { redirect: url('orders') };
    for (const l of o.lines)
      s.basket.push({ ...l, id: s.nextLine++, artwork: 'reprint', template: '', design: '' });
    s.flash = [
      `The items of order ${o.ref} are in your basket, printed from the same files.`,
      `Les articles de la commande ${o.ref} sont dans votre panier, imprimés à partir des mêmes fichiers.`,
    ];
    return { redirect: url('basket') };
  }
  if (path === '/account/details') {
    const missing = [];
    if (!phoneOk(fields.phone)) missing.push(t('Phone', 'Téléphone'));
    if (!emailOk(fields.invoice_email)) missing.push(t('Invoice email', 'E-mail de facturation'));
    if (missing.length)
      return send(
        accountPage(lang, s, altKey('details'), acct, 'details', detailsTab(lang, acct, fields, missing)),
        422,
      );
    account.phone = fields.phone.trim();
    account.company = (fields.company ?? '').trim();
    account.invoiceEmail = fields.invoice_email.trim();
    s.flash = ['Your details have been saved.', 'Vos coordonnées ont été enregistrées.'];
    return { redirect: url('details') };
  }
  return { status: 404, html: null, lang };
}
