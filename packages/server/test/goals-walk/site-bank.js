// bank: Banque Rive Gauche, a small retail bank in Bordeaux (French by default, an English version
// through the FR | EN switch in the header). A home page; offers as cards (current accounts, savings,
// cards), each with "En savoir plus" (its own page) and a button to open or order it online (DEM-
// reference); a loan simulator (amount, duration, purpose, income) whose result carries a SIM-
// reference and a "be called back" form; an appointment with an adviser in steps (branch, topic, a
// table of time slots by day, contact details, a summary) ending on an RDV- reference; branches;
// fees; security; a contact form (MSG- reference); and a customer area behind a sign-in (8-digit
// customer number + password) with tabs: Comptes (accounts, operations with a GET filter by dates and
// type, a "Détails" link per operation), Virements (review, then a VIR- reference; one-off or
// recurring), Bénéficiaires (add one with its IBAN; "Supprimer" per row), Cartes (block a card, OPP-
// reference; change the payment limit), Documents (statement requests, REL- reference) and Profil.
// "Today" on this site is Tuesday 14 April 2026; branches are open Tuesday to Saturday.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-04-14';

const BRANCHES = [
  {
    id: 'chartrons',
    fr: 'Agence Bordeaux Chartrons',
    en: 'Bordeaux Chartrons branch',
    address: '58 cours Portal, 33000 Bordeaux',
    phone: '05 56 00 42 10',
    adviser: 'Sandrine Morel',
    access: ['Tram B, arrêt Chartrons', 'Tram B, Chartrons stop'],
  },
  {
    id: 'victoire',
    fr: 'Agence Bordeaux Victoire',
    en: 'Bordeaux Victoire branch',
    address: '12 place de la Victoire, 33000 Bordeaux',
    phone: '05 56 00 42 20',
    adviser: 'Thomas Lagarde',
    access: ['Tram B, arrêt Victoire', 'Tram B, Victoire stop'],
  },
  {
    id: 'merignac',
    fr: 'Agence Mérignac Centre',
    en: 'Mérignac Centre branch',
    address: '21 avenue de la Marne, 33700 Mérignac',
    phone: '05 56 00 42 30',
    adviser: 'Nadia Benhamou',
    access: [
      'Tram A, arrêt Mérignac Centre · parking gratuit',
      'Tram A, Mérignac Centre stop · free car park',
    ],
  },
];

const TOPICS = [
  ['compte', 'Ouvrir un compte', 'Opening an account'],
  ['immobilier', 'Crédit immobilier', 'Mortgage'],
  ['pret', 'Prêt personnel ou prêt auto', 'Personal or car loan'],
  ['epargne', 'Épargne et placements', 'Savings and investments'],
  ['assurance', 'Assurances et prévoyance', 'Insurance'],
  ['autre', 'Autre question', 'Something else'],
];
const MODES = [
  ['agence', 'En agence', 'At the branch'],
  ['telephone', 'Par téléphone', 'By phone'],
  ['visio', 'En visioconférence', 'By video call'],
];

const LOAN_PURPOSES = [
  ['auto', 'Achat d’un véhicule', 'Buying a vehicle', 4.9],
  ['travaux', 'Travaux dans mon logement', 'Home improvements', 5.2],
  ['projet', 'Projet personnel (voyage, mariage…)', 'Personal project (travel, wedding…)', 5.9],
  ['etudes', 'Financement des études', 'Student loan', 1.9],
];
const LOAN_DURATIONS = [12, 24, 36, 48, 60, 72, 84];
const CALL_TIMES = [
  ['matin', 'Le matin (9 h – 12 h)', 'In the morning (9 am – 12 pm)'],
  ['midi', 'Entre 12 h et 14 h', 'Between 12 and 2 pm'],
  ['apres-midi', 'L’après-midi (14 h – 18 h)', 'In the afternoon (2 pm – 6 pm)'],
];

const CONTACT_SUBJECTS = [
  ['compte', 'Mon compte courant', 'My current account'],
  ['carte', 'Ma carte bancaire', 'My bank card'],
  ['credit', 'Crédits et simulations', 'Loans and quotes'],
  ['epargne', 'Épargne', 'Savings'],
  ['en-ligne', 'Banque en ligne et application', 'Online banking and app'],
  ['reclamation', 'Réclamation', 'Complaint'],
  ['autre', 'Autre demande', 'Other request'],
];

// slug, category, French name, English name, French teaser, English teaser, price fr, price en, facts
const OFFERS = [
  {
    slug: 'compte-essentiel',
    cat: 'comptes',
    name: ['Compte Essentiel', 'Essential Account'],
    teaser: [
      'Le compte du quotidien, avec une carte Visa Classic et l’application mobile.',
      'The everyday account, with a Visa Classic card and the mobile app.',
    ],
    price: ['2 € par mois', '€2 a month'],
    facts: [
      [
        ['Carte incluse', 'Visa Classic à débit immédiat'],
        ['Card included', 'Visa Classic, immediate debit'],
      ],
      [
        ['Découvert autorisé', 'jusqu’à 300 €, sur accord'],
        ['Authorised overdraft', 'up to €300, subject to approval'],
      ],
      [
        ['Virements SEPA en ligne', 'gratuits et illimités'],
        ['Online SEPA transfers', 'free and unlimited'],
      ],
      [
        ['Retraits', 'gratuits dans tous les distributeurs de la zone euro'],
        ['Cash withdrawals', 'free at every cash machine in the euro area'],
      ],
    ],
  },
  {
    slug: 'compte-premier',
    cat: 'comptes',
    name: ['Compte Premier', 'Premier Account'],
    teaser: [
      'Une carte Visa Premier, des assurances voyage et un conseiller dédié.',
      'A Visa Premier card, travel insurance and a dedicated adviser.',
    ],
    price: ['9,50 € par mois', '€9.50 a month'],
    facts: [
      [
        ['Carte incluse', 'Visa Premier, débit immédiat ou différé'],
        ['Card included', 'Visa Premier, immediate or deferred debit'],
      ],
      [
        ['Découvert autorisé', 'jusqu’à 1 500 €, sur accord'],
        ['Authorised overdraft', 'up to €1,500, subject to approval'],
      ],
      [
        ['Assurances', 'annulation de voyage, assistance médicale à l’étranger'],
        ['Insurance', 'trip cancellation, medical assistance abroad'],
      ],
      [
        ['Conseiller', 'un conseiller dédié joignable en direct'],
        ['Adviser', 'a dedicated adviser you can call directly'],
      ],
    ],
  },
  {
    slug: 'livret-a',
    cat: 'epargne',
    name: ['Livret A', 'Livret A savings account'],
    teaser: [
      'L’épargne disponible à tout moment, exonérée d’impôt.',
      'Tax-free savings you can withdraw at any time.',
    ],
    price: ['Taux : 1,50 % net', 'Rate: 1.50% net'],
    facts: [
      [
        ['Taux', '1,50 % net d’impôt depuis le 1er février 2026'],
        ['Rate', '1.50% tax-free since 1 February 2026'],
      ],
      [
        ['Plafond des versements', '22 950 €'],
        ['Deposit ceiling', '€22,950'],
      ],
      [
        ['Versement à l’ouverture', '10 € minimum'],
        ['Opening deposit', '€10 minimum'],
      ],
      [
        ['Frais', 'aucun'],
        ['Fees', 'none'],
      ],
    ],
  },
  {
    slug: 'ldds',
    cat: 'epargne',
    name: [
      'Livret de développement durable et solidaire (LDDS)',
      'Sustainable development savings account (LDDS)',
    ],
    teaser: [
      'Une épargne disponible qui finance la transition énergétique.',
      'Available savings that finance the energy transition.',
    ],
    price: ['Taux : 1,50 % net', 'Rate: 1.50% net'],
    facts: [
      [
        ['Taux', '1,50 % net d’impôt'],
        ['Rate', '1.50% tax-free'],
      ],
      [
        ['Plafond des versements', '12 000 €'],
        ['Deposit ceiling', '€12,000'],
      ],
      [
        ['Versement à l’ouverture', '10 € minimum'],
        ['Opening deposit', '€10 minimum'],
      ],
    ],
  },
  {
    slug: 'pel',
    cat: 'epargne',
    name: ['Plan d’épargne logement (PEL)', 'Home savings plan (PEL)'],
    teaser: [
      'Préparez votre projet immobilier avec un taux garanti pendant toute la durée du plan.',
      'Save for your home with a rate guaranteed for the whole plan.',
    ],
    price: ['Taux : 2,00 % brut', 'Rate: 2.00% gross'],
    facts: [
      [
        ['Taux', '2,00 % brut, garanti pour les plans ouverts en 2026'],
        ['Rate', '2.00% gross, guaranteed for plans opened in 2026'],
      ],
      [
        ['Versements', '45 € par mois minimum, 540 € par an'],
        ['Deposits', 'at least €45 a month, €540 a year'],
      ],
      [
        ['Versement à l’ouverture', '225 € minimum'],
        ['Opening deposit', '€225 minimum'],
      ],
      [
        ['Durée', '4 à 10 ans'],
        ['Term', '4 to 10 years'],
      ],
    ],
  },
  {
    slug: 'visa-classic',
    cat: 'cartes',
    name: ['Visa Classic', 'Visa Classic'],
    teaser: [
      'La carte de paiement internationale pour tous les jours.',
      'The international card for every day.',
    ],
    price: ['45 € par an', '€45 a year'],
    facts: [
      [
        ['Plafond de paiement', '1 500 € sur 30 jours, modifiable dans l’espace client'],
        ['Payment limit', '€1,500 over 30 days, adjustable in the customer area'],
      ],
      [
        ['Plafond de retrait', '500 € par semaine'],
        ['Cash withdrawal limit', '€500 a week'],
      ],
      [
        ['Paiement sans contact', 'oui, et paiement mobile'],
        ['Contactless', 'yes, and mobile payment'],
      ],
    ],
  },
  {
    slug: 'visa-premier',
    cat: 'cartes',
    name: ['Visa Premier', 'Visa Premier'],
    teaser: [
      'Des plafonds élevés, des assurances et une assistance dans le monde entier.',
      'High limits, insurance and worldwide assistance.',
    ],
    price: ['134 € par an', '€134 a year'],
    facts: [
      [
        ['Plafond de paiement', '3 000 € sur 30 jours (jusqu’à 5 000 €)'],
        ['Payment limit', '€3,000 over 30 days (up to €5,000)'],
      ],
      [
        ['Plafond de retrait', '1 000 € par semaine'],
        ['Cash withdrawal limit', '€1,000 a week'],
      ],
      [
        ['Débit', 'immédiat ou différé en fin de mois'],
        ['Debit', 'immediate, or deferred to the end of the month'],
      ],
      [
        ['Assurances', 'location de voiture, annulation de voyage, retard de bagages'],
        ['Insurance', 'car rental, trip cancellation, delayed luggage'],
      ],
    ],
  },
  {
    slug: 'visa-jeune',
    cat: 'cartes',
    name: ['Visa Jeune', 'Visa Jeune (under 26)'],
    teaser: [
      'Gratuite de 18 à 25 ans, avec contrôle du solde.',
      'Free from 18 to 25, with balance checking.',
    ],
    price: ['Gratuite', 'Free'],
    facts: [
      [
        ['Âge', 'de 18 à 25 ans'],
        ['Age', '18 to 25'],
      ],
      [
        ['Plafond de paiement', '800 € sur 30 jours'],
        ['Payment limit', '€800 over 30 days'],
      ],
      [
        ['Débit', 'immédiat, avec contrôle du solde à chaque paiement'],
        ['Debit', 'immediate, balance checked at each payment'],
      ],
    ],
  },
];
const CATEGORIES = [
  ['comptes', 'Comptes courants', 'Current accounts', 'Ouvrir ce compte', 'Open this account'],
  ['epargne', 'Épargne', 'Savings', 'Ouvrir en ligne', 'Open online'],
  ['cartes', 'Cartes bancaires', 'Bank cards', 'Commander', 'Order'],
];

const CIVILITIES = [
  ['mme', 'Madame', 'Ms'],
  ['m', 'Monsieur', 'Mr'],
];
const OP_TYPES = [
  ['carte', 'Paiement par carte', 'Card payment'],
  ['virement', 'Virement', 'Transfer'],
  ['prelevement', 'Prélèvement', 'Direct debit'],
  ['cheque', 'Chèque', 'Cheque'],
  ['retrait', 'Retrait', 'Cash withdrawal'],
  ['depot', 'Versement', 'Deposit'],
];
const FREQUENCIES = [
  ['hebdomadaire', 'Chaque semaine', 'Every week'],
  ['mensuelle', 'Chaque mois', 'Every month'],
  ['trimestrielle', 'Chaque trimestre', 'Every quarter'],
  ['annuelle', 'Chaque année', 'Every year'],
];
const BLOCK_REASONS = [
  ['perte', 'Perte', 'Lost'],
  ['vol', 'Vol', 'Stolen'],
  ['endommagee', 'Carte endommagée ou défectueuse', 'Damaged or faulty card'],
];
const LIMITS = [500, 800, 1000, 1500, 2000, 2500, 3000, 4000, 5000];
const YEARS = ['2026', '2025', '2024', '2023'];

/* ------------------------------------------------------------------------------------------ data */

/** A French IBAN with its check digits, from the 23 characters of a French bank account (BBAN). */
function ibanOf(bban) {
  const num = `${bban}FR00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of num) rest = (rest * 10 + Number(ch)) % 97;
  const iban = `FR${String(98 - rest).padStart(2, '0')}${bban}`;
  return iban.replace(/(.{4})/g, '$1 ').trim();
}
function validIban(s) {
  const x = String(s ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(x)) return false;
  if (x.startsWith('FR') && x.length !== 27) return false;
  const num = `${x.slice(4)}${x.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const ch of num) rest = (rest * 10 + Number(ch)) % 97;
  return rest === 1;
}

const op = (id, date, label, amount, type, extra = {}) => ({ id, date, label, amount, type, ...extra });
const acc = (no, kind, name, balance, ops = []) => ({ no, kind, name, balance, ops });
const card = (id, brand, holder, account, expiry, limit) => ({
  id,
  brand,
  holder,
  account,
  expiry,
  limit,
  status: 'active',
  temporary: false,
});
const ben = (id, holder, iban, bic, nickname) => ({ id, holder, iban, bic, nickname });

function seedCustomers() {
  return {
    40218735: {
      password: 'Garonne-2026',
      civ: 'mme',
      first: 'Claire',
      last: 'Dubois',
      phone: '06 12 34 56 78',
      email: 'claire.dubois@mail.test',
      address: '17 rue Notre-Dame',
      postcode: '33000',
      city: 'Bordeaux',
      accounts: [
        acc('00045890101', 'courant', ['Compte courant Essentiel', 'Essential current account'], 1842.35, [
          op('op-1101', '2026-04-13', 'CB CARREFOUR MARKET BORDEAUX', -62.47, 'carte', {
            card: '4821',
            at: '18:42',
            place: 'Bordeaux',
          }),
          op('op-1102', '2026-04-12', 'CB BOULANGERIE LESCURE', -8.9, 'carte', {
            card: '4821',
            at: '08:14',
            place: 'Bordeaux',
          }),
          op('op-1103', '2026-04-10', 'PRLV SEPA EDF ELECTRICITE', -74.0, 'prelevement', {
            creditor: 'EDF SA',
            mandate: 'EDF-RUM-0047821',
          }),
          op('op-1104', '2026-04-10', 'VIR SEPA JULIEN DUBOIS', -150.0, 'virement', {
            ref: 'Argent de poche avril',
          }),
          op('op-1105', '2026-04-08', 'CB SNCF CONNECT', -46.0, 'carte', {
            card: '4821',
            at: '21:03',
            place: 'Paris',
          }),
          op('op-1106', '2026-04-07', 'PRLV SEPA FREE MOBILE', -19.99, 'prelevement', {
            creditor: 'Free Mobile',
            mandate: 'FM-RUM-8812093',
          }),
          op('op-1107', '2026-04-05', 'VIR SEPA SCI LES QUAIS LOYER AVRIL', -780.0, 'virement', {
            ref: 'Loyer avril 2026',
          }),
          op('op-1108', '2026-04-03', 'CHEQUE N° 0001234', -120.0, 'cheque'),
          op('op-1109', '2026-04-01', 'VIR SALAIRE CLINIQUE SAINT-AUGUSTIN', 2485.6, 'virement', {
            ref: 'Salaire mars 2026',
          }),
          op('op-1110', '2026-03-31', 'CB PHARMACIE DES CAPUCINS', -23.4, 'carte', {
            card: '4821',
            at: '17:20',
            place: 'Bordeaux',
          }),
          op('op-1111', '2026-03-28', 'CB DECATHLON MERIGNAC', -89.99, 'carte', {
            card: '4821',
            at: '15:37',
            place: 'Mérignac',
          }),
          op('op-1112', '2026-03-25', 'REMISE DE CHEQUE', 150.0, 'depot'),
          op('op-1113', '2026-03-20', 'RETRAIT DAB BORDEAUX VICTOIRE', -60.0, 'retrait', {
            card: '4821',
            at: '12:05',
            place: 'Bordeaux',
          }),
          op('op-1114', '2026-03-10', 'PRLV SEPA EDF ELECTRICITE', -74.0, 'prelevement', {
            creditor: 'EDF SA',
            mandate: 'EDF-RUM-0047821',
          }),
        ]),
        acc('00045890160', 'livret', ['Livret A', 'Livret A'], 8650.0, [
          op('op-1201', '2026-04-02', 'VIREMENT DEPUIS COMPTE COURANT', 100.0, 'virement'),
          op('op-1202', '2026-03-02', 'VIREMENT DEPUIS COMPTE COURANT', 100.0, 'virement'),
          op('op-1203', '2026-01-01', 'INTERETS 2025', 131.42, 'depot'),
        ]),
        acc('00045890170', 'livret', ['LDDS', 'LDDS'], 3120.0, [
          op('op-1301', '2026-01-01', 'INTERETS 2025', 52.18, 'depot'),
        ]),
      ],
      beneficiaries: [
        ben('B101', 'Julien Dubois', ibanOf('30004000310001234567890'), 'BNPAFRPPXXX', 'Julien'),
        ben('B102', 'SCI Les Quais', ibanOf('13335000400800123456701'), 'CEPAFRPP333', 'Loyer'),
        ben('B103', 'Marie Dubois', ibanOf('10278360000001122334455'), 'CMCIFR2A', 'Maman'),
      ],
      cards: [card('4821', 'Visa Classic', 'Claire Dubois', '00045890101', '06/2027', 1500)],
    },
    57630142: {
      password: 'Chartrons#88',
      civ: 'm',
      first: 'Karim',
      last: 'Benali',
      phone: '06 71 22 45 90',
      email: 'karim.benali@mail.test',
      address: '4 rue Borie',
      postcode: '33300',
      city: 'Bordeaux',
      accounts: [
        acc('00071234501', 'courant', ['Compte courant Premier', 'Premier current account'], 4215.8, [
          op('op-2101', '2026-04-13', 'CB TOTALENERGIES LORMONT', -71.3, 'carte', {
            card: '7730',
            at: '07:52',
            place: 'Lormont',
          }),
          op('op-2102', '2026-04-11', 'CB LA GRANDE EPICERIE CHARTRONS', -54.2, 'carte', {
            card: '7730',
            at: '11:26',
            place: 'Bordeaux',
          }),
          op('op-2103', '2026-04-10', 'VIR SEPA GARAGE LAFITTE FACTURE 2291', -412.0, 'virement', {
            ref: 'Facture 2291',
          }),
          op('op-2104', '2026-04-09', 'CB FNAC BORDEAUX', -129.99, 'carte', {
            card: '7730',
            at: '16:48',
            place: 'Bordeaux',
          }),
          op('op-2105', '2026-04-06', 'PRLV SEPA ENGIE', -96.5, 'prelevement', {
            creditor: 'ENGIE',
            mandate: 'ENG-RUM-5520031',
          }),
          op('op-2106', '2026-04-04', 'CB AIR FRANCE', -318.0, 'carte', {
            card: '7730',
            at: '22:10',
            place: 'Paris',
          }),
          op('op-2107', '2026-04-02', 'VIR SALAIRE AEROSPACE SOLUTIONS', 3870.0, 'virement', {
            ref: 'Salaire mars',
          }),
          op('op-2108', '2026-03-30', 'RETRAIT DAB BORDEAUX CHARTRONS', -100.0, 'retrait', {
            card: '7730',
            at: '09:15',
            place: 'Bordeaux',
          }),
          op('op-2109', '2026-03-27', 'CHEQUE N° 0004410', -65.0, 'cheque'),
        ]),
        acc(
          '00071234502',
          'courant',
          ['Compte joint M. ou Mme Benali', 'Joint account Mr or Mrs Benali'],
          1096.12,
          [
            op('op-2201', '2026-04-12', 'CB AUCHAN BOULIAC', -143.75, 'carte', {
              card: '1184',
              at: '10:33',
              place: 'Bouliac',
            }),
            op('op-2202', '2026-04-05', 'PRLV SEPA CANTINE MAIRIE DE BORDEAUX', -48.6, 'prelevement', {
              creditor: 'Mairie de Bordeaux',
              mandate: 'BDX-RUM-0099120',
            }),
            op('op-2203', '2026-04-01', 'VIR PERMANENT KARIM BENALI', 600.0, 'virement'),
          ],
        ),
        acc('00071234560', 'livret', ['Livret A', 'Livret A'], 12400.0, [
          op('op-2301', '2026-01-01', 'INTERETS 2025', 188.2, 'depot'),
        ]),
      ],
      beneficiaries: [
        ben('B111', 'Sophie Benali', ibanOf('20041010050500013M02606'), 'PSSTFRPPBOR', 'Sophie'),
        ben('B112', 'Garage Lafitte SARL', ibanOf('11306000200012345678901'), 'AGRIFRPP813', 'Garage'),
        ben(
          'B113',
          'Stade Bordelais Rugby',
          ibanOf('15589335010123456789012'),
          'CMBRFR2BARK',
          'Club de rugby',
        ),
      ],
      cards: [
        card('7730', 'Visa Premier', 'Karim Benali', '00071234501', '09/2028', 3000),
        card('1184', 'Visa Classic', 'Sophie Benali', '00071234502', '02/2027', 1000),
      ],
    },
    31195807: {
      password: 'Pessac.33',
      civ: 'mme',
      first: 'Hélène',
      last: 'Marchand',
      phone: '07 60 11 82 34',
      email: 'helene.marchand@mail.test',
      address: '9 allée des Pins',
      postcode: '33600',
      city: 'Pessac',
      accounts: [
        acc('00033390101', 'courant', ['Compte courant Essentiel', 'Essential current account'], 612.45, [
          op('op-3101', '2026-04-11', 'CB LECLERC PESSAC', -87.12, 'carte', {
            card: '6209',
            at: '17:58',
            place: 'Pessac',
          }),
          op('op-3102', '2026-04-03', 'VIR PENSION CARSAT AQUITAINE', 1390.77, 'virement', {
            ref: 'Retraite avril',
          }),
          op('op-3103', '2026-04-02', 'PRLV SEPA MUTUELLE MGEN', -64.3, 'prelevement', {
            creditor: 'MGEN',
            mandate: 'MGEN-RUM-771204',
          }),
        ]),
        acc('00033390180', 'livret', ['Plan d’épargne logement', 'Home savings plan (PEL)'], 15800.0, [
          op('op-3201', '2026-04-05', 'VERSEMENT PROGRAMME PEL', 90.0, 'virement'),
        ]),
      ],
      beneficiaries: [ben('B121', 'Marc Marchand', ibanOf('30003012340005678901234'), 'SOGEFRPP', 'Marc')],
      cards: [card('6209', 'Visa Classic', 'Hélène Marchand', '00033390101', '11/2026', 1000)],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.bank). */
export function bankState() {
  return {
    sessions: new Map(),
    customers: seedCustomers(),
    booked: new Set(),
    nextSim: 58710,
    nextCall: 3305,
    nextRdv: 2641,
    nextMsg: 8802,
    nextDem: 6045,
    nextVir: 71204,
    nextOpp: 3390,
    nextRel: 1152,
    nextBen: 201,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function bankGetForms() {
  return ['/espace-client/operations'];
}

/* ---------------------------------------------------------------------------------------- helpers */

const addDays = (d, n) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};
const weekday = (d) => new Date(`${d}T00:00:00Z`).getUTCDay();
const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(e ?? '').trim());
const digits = (s) => String(s ?? '').replace(/[\s.-]/g, '');
const validPhone = (s) => /^(\+33|0)\d{9}$/.test(digits(s));
/** JJ/MM/AAAA → AAAA-MM-JJ, or null. */
function isoOf(s) {
  const m = String(s ?? '')
    .trim()
    .match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (!m) return null;
  const x = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
  if (x.getUTCMonth() !== Number(m[2]) - 1 || x.getUTCDate() !== Number(m[1])) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}
const slash = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** "1 250,50", "1250.5", "1 250 €" → 1250.5, or NaN. */
function amountOf(s) {
  let x = String(s ?? '').replace(/[\s\u00a0\u202f€]/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(x)) x = x.replaceAll(',', '');
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(x)) x = x.replaceAll('.', '').replace(',', '.');
  else x = x.replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(x) ? Number(x) : Number.NaN;
}
function ageOn(birthIso) {
  const [y, m, d] = birthIso.split('-').map(Number);
  const [ty, tm, td] = TODAY.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Slots the branches give online: Tuesday to Friday, 9:00–11:30 and 14:00–17:00; Saturday mornings. */
const SLOT_TIMES = {
  weekday: [
    '09:00',
    '09:30',
    '10:00',
    '10:30',
    '11:00',
    '11:30',
    '14:00',
    '14:30',
    '15:00',
    '15:30',
    '16:00',
    '16:30',
    '17:00',
  ],
  saturday: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'],
};
const WEEKS = ['2026-04-13', '2026-04-20', '2026-04-27'];
const HOLIDAYS = ['2026-05-01'];
function seededTaken(branch, when) {
  let x = 11;
  for (const c of `${branch}|${when}`) x = (x * 31 + c.charCodeAt(0)) % 1000003;
  return x % 4 === 0;
}
function timesOf(d) {
  const wd = weekday(d);
  if (HOLIDAYS.includes(d) || wd === 0 || wd === 1) return [];
  return wd === 6 ? SLOT_TIMES.saturday : SLOT_TIMES.weekday;
}
function slotFree(state, branch, when) {
  const [d, time] = String(when ?? '').split('T');
  if (!d || !time || d <= TODAY || d > addDays(WEEKS[WEEKS.length - 1], 5)) return false;
  if (!timesOf(d).includes(time)) return false;
  return !seededTaken(branch, when) && !state.booked.has(`${branch}|${when}`);
}

function tools(s) {
  const en = s.lang === 'en';
  const t = (fr, eng) => (en ? eng : fr);
  const pick = (row) => (en ? row[2] : row[1]);
  const both = (pair) => (en ? pair[1] : pair[0]);
  const i = en ? 1 : 0;
  const dayLabel = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    return `${DAYS[i][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[i][x.getUTCMonth()]}`;
  };
  const longDate = (d) => `${dayLabel(d)} ${d.slice(0, 4)}`;
  const when = (w) => {
    const [d, time] = w.split('T');
    return `${longDate(d)} ${t('à', 'at')} ${time}`;
  };
  const euro = (n) => {
    const neg = n < 0;
    const [int, dec] = Math.abs(n).toFixed(2).split('.');
    const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, en ? ',' : ' ');
    return en ? `${neg ? '−' : ''}€${grouped}.${dec}` : `${neg ? '−' : ''}${grouped},${dec} €`;
  };
  const euro0 = (n) => {
    const grouped = String(n).replace(/\B(?=(\d{3})+(?!\d))/g, en ? ',' : ' ');
    return en ? `€${grouped}` : `${grouped} €`;
  };
  const branch = (id) => {
    const b = BRANCHES.find((x) => x.id === id);
    return b ? (en ? b.en : b.fr) : id;
  };
  const monthName = (m) => MONTHS[i][m - 1];
  return { en, t, pick, both, dayLabel, longDate, when, euro, euro0, branch, monthName };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${h(e)}</div>` : '');
const opt = (val, text, cur) =>
  `<option value="${h(val)}"${String(cur ?? '') === String(val) ? ' selected' : ''}>${h(text)}</option>`;
const radio = (name, val, text, cur) =>
  `<label class="choice"><input type="radio" name="${name}" value="${h(val)}"${cur === val ? ' checked' : ''}> ${h(text)}</label>`;

function session(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.brg_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, {
      lang: 'fr',
      user: null,
      next: '',
      flash: '',
      sim: null,
      rdv: null,
      rdvDone: null,
      vir: null,
      virDone: null,
    });
    ctx.setCookie('brg_sid', id);
  }
  return state.sessions.get(id);
}

const CSS =
  '.tabs{display:flex;flex-wrap:wrap;gap:18px;border-bottom:2px solid #d9dde6;margin:16px 0;padding-bottom:6px}.tabs a{color:#0b3d6e;text-decoration:none}.tabs a[aria-current]{font-weight:700;border-bottom:3px solid #c8102e}.card h3{margin:0 0 6px}.price{font-weight:700;color:#0b3d6e}.links{display:flex;gap:12px;align-items:center;flex-wrap:wrap}.meta{color:#555;margin:4px 0}.hint{color:#666;font-size:.85rem;margin:2px 0 6px}.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.slots td button{margin:2px;padding:4px 10px;background:#e7eef7;color:#0b3d6e;border:1px solid #0b3d6e}.amount{text-align:right;white-space:nowrap}.credit{color:#1d7a3a}dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dl.facts dt{font-weight:600}.inline{display:inline;margin:0}.footer-cols{display:flex;flex-wrap:wrap;gap:28px}.footer-cols a{color:#555}.warning{background:#fff6e0;border:1px solid #e7c46b;padding:12px;border-radius:6px}';

function bankPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  const who = s.user ? ctx.state.customers[s.user] : null;
  return page({
    lang: s.lang,
    title: `${title} — ${t('Banque Rive Gauche', 'Rive Gauche Bank')}`,
    brand: '#0b3d6e',
    css: CSS,
    header: `<a class="logo" href="/">${t('Banque Rive Gauche', 'Rive Gauche Bank')}</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/offres">${t('Nos offres', 'Our offers')}</a> · <a href="/simulateur">${t('Simulateur de prêt', 'Loan simulator')}</a> · <a href="/rendez-vous">${t('Prendre rendez-vous', 'Book an appointment')}</a> · <a href="/agences">${t('Nos agences', 'Our branches')}</a> · <a href="/contact">Contact</a></nav>
<nav aria-label="${t('Compte', 'Account')}">${
      who
        ? `<a href="/espace-client">${t('Mon espace client', 'My customer area')} (${h(who.first)})</a> · <a href="/deconnexion">${t('Se déconnecter', 'Sign out')}</a>`
        : `<a href="/espace-client">${t('Espace client', 'Customer area')}</a>`
    }</nav>
<nav aria-label="Langue / Language"><a href="/lang?l=fr&amp;back=${here}" lang="fr">FR</a> | <a href="/lang?l=en&amp;back=${here}" lang="en" title="English version">EN</a></nav>`,
    body,
    footer: `<div class="footer-cols">
<div><strong>${t('Banque Rive Gauche', 'Rive Gauche Bank')}</strong><br>3 cours de l’Intendance, 33000 Bordeaux<br>${t('Service clients : 05 56 00 42 42, du mardi au samedi de 9 h à 18 h', 'Customer service: +33 5 56 00 42 42, Tuesday to Saturday, 9 am to 6 pm')}</div>
<div><a href="/tarifs">${t('Tarifs', 'Fees')}</a><br><a href="/securite">${t('Sécurité et fraude', 'Security and fraud')}</a><br><a href="/agences">${t('Nos agences', 'Our branches')}</a></div>
<div>${t('Perte ou vol de carte, 24 h/24 : 09 69 39 42 42', 'Lost or stolen card, 24/7: +33 9 69 39 42 42')}</div>
</div>
<p>${t('Banque Rive Gauche, société anonyme coopérative au capital de 48 000 000 €, RCS Bordeaux 512 345 678, intermédiaire en assurance ORIAS n° 07 012 345. Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.', 'Rive Gauche Bank, a cooperative public limited company with a capital of €48,000,000, registered in Bordeaux under number 512 345 678, insurance intermediary ORIAS no. 07 012 345. A loan is a commitment and must be repaid. Check that you can afford the repayments before you borrow.')}</p>`,
  });
}

/* ------------------------------------------------------------------------------------ public pages */

function offerCard(s, o) {
  const { t, both } = tools(s);
  const cat = CATEGORIES.find((c) => c[0] === o.cat);
  return `<article class="card" aria-labelledby="o-${o.slug}"><h3 id="o-${o.slug}">${h(both(o.name))}</h3>
<p>${h(both(o.teaser))}</p><p class="price">${h(both(o.price))}</p>
<p class="links"><a href="/offres/${o.slug}">${t('En savoir plus', 'Details')}</a> <a class="btn" href="/souscrire?offre=${o.slug}">${h(s.lang === 'en' ? cat[4] : cat[3])}</a></p></article>`;
}

function homePage(ctx, s) {
  const { t } = tools(s);
  return bankPage(
    ctx,
    s,
    t('Accueil', 'Home'),
    `<h1>${t('Votre banque, de l’autre côté de la Garonne', 'Your bank, on the other side of the Garonne')}</h1>
<p>${t('Depuis 1924, la Banque Rive Gauche accompagne les Bordelais au quotidien : comptes, épargne, crédits et assurances, avec un conseiller que vous connaissez dans chacune de nos trois agences.', 'Since 1924, Rive Gauche Bank has been looking after the people of Bordeaux: accounts, savings, loans and insurance, with an adviser you know in each of our three branches.')}</p>
<div class="cards">
<article class="card"><h2>${t('Ouvrir un compte', 'Open an account')}</h2><p>${t('En ligne en 10 minutes, avec une carte Visa incluse.', 'Online in 10 minutes, with a Visa card included.')}</p><a class="btn" href="/offres">${t('Découvrir nos offres', 'See our offers')}</a></article>
<article class="card"><h2>${t('Financer un projet', 'Finance a project')}</h2><p>${t('Voiture, travaux, études : simulez votre mensualité en quelques clics.', 'A car, home improvements, studies: work out your monthly payment in a few clicks.')}</p><a class="btn" href="/simulateur">${t('Simuler un prêt', 'Simulate a loan')}</a></article>
<article class="card"><h2>${t('Rencontrer un conseiller', 'Meet an adviser')}</h2><p>${t('En agence, par téléphone ou en visio, du mardi au samedi.', 'At a branch, by phone or by video, Tuesday to Saturday.')}</p><a class="btn" href="/rendez-vous">${t('Prendre rendez-vous', 'Book an appointment')}</a></article>
<article class="card"><h2>${t('Déjà client ?', 'Already a customer?')}</h2><p>${t('Consultez vos comptes, faites vos virements et gérez vos cartes.', 'Check your accounts, make transfers and manage your cards.')}</p><a class="btn secondary" href="/espace-client">${t('Accéder à mon espace', 'Go to my account')}</a></article>
</div>
<h2>${t('Actualités', 'News')}</h2>
<div class="cards">
<article class="card"><h3>${t('Livret A : le taux passe à 1,50 %', 'Livret A: the rate is now 1.50%')}</h3><p><time>${t('1er février 2026', '1 February 2026')}</time></p><p>${t('Le taux du Livret A et du LDDS est fixé à 1,50 % net depuis le 1er février 2026. Le plafond reste à 22 950 €.', 'The Livret A and LDDS rate has been 1.50% net since 1 February 2026. The ceiling stays at €22,950.')}</p></article>
<article class="card"><h3>${t('Fraude au faux conseiller : restez vigilants', 'Fake adviser scams: stay alert')}</h3><p><time>${t('24 mars 2026', '24 March 2026')}</time></p><p>${t('Votre conseiller ne vous demandera jamais votre mot de passe ni un code reçu par SMS.', 'Your adviser will never ask for your password or a code sent by text message.')} <a href="/securite">${t('Nos conseils', 'Our advice')}</a></p></article>
<article class="card"><h3>${t('Agence Mérignac Centre : nouveaux horaires', 'Mérignac Centre branch: new opening hours')}</h3><p><time>${t('2 avril 2026', '2 April 2026')}</time></p><p>${t('L’agence est désormais ouverte le samedi matin de 9 h à 12 h 30.', 'The branch is now open on Saturday mornings from 9 am to 12.30 pm.')}</p></article>
</div>`,
  );
}

function offersPage(ctx, s) {
  const { t, pick } = tools(s);
  return bankPage(
    ctx,
    s,
    t('Nos offres', 'Our offers'),
    `<h1>${t('Nos offres', 'Our offers')}</h1>
<p>${t('Des produits simples, sans frais cachés. Les tarifs complets figurent dans notre', 'Simple products with no hidden fees. See all prices in our')} <a href="/tarifs">${t('brochure tarifaire', 'fee schedule')}</a>.</p>
${CATEGORIES.map(
  (c) => `<section aria-labelledby="cat-${c[0]}"><h2 id="cat-${c[0]}">${h(pick(c))}</h2>
<div class="cards">
${OFFERS.filter((o) => o.cat === c[0])
  .map((o) => offerCard(s, o))
  .join('\n')}
</div></section>`,
).join('\n')}`,
  );
}

function offerPage(ctx, s, o) {
  const { t, both, en } = tools(s);
  const cat = CATEGORIES.find((c) => c[0] === o.cat);
  return bankPage(
    ctx,
    s,
    both(o.name),
    `<p class="meta"><a href="/offres">${t('Nos offres', 'Our offers')}</a> › ${h(en ? cat[2] : cat[1])}</p>
<h1>${h(both(o.name))}</h1>
<p>${h(both(o.teaser))}</p>
<dl class="facts">${o.facts.map(([fr, eng]) => `<dt>${h(en ? eng[0] : fr[0])}</dt><dd>${h(en ? eng[1] : fr[1])}</dd>`).join('')}
<dt>${t('Prix', 'Price')}</dt><dd>${h(both(o.price))}</dd></dl>
<p><a class="btn" href="/souscrire?offre=${o.slug}">${h(en ? cat[4] : cat[3])}</a> <a class="btn secondary" href="/rendez-vous">${t('En parler avec un conseiller', 'Talk to an adviser')}</a></p>
<p class="meta">${t('Offre soumise à conditions et à l’acceptation de votre dossier par la Banque Rive Gauche.', 'Subject to conditions and to Rive Gauche Bank accepting your application.')}</p>`,
  );
}

function subscribeForm(ctx, s, o, v = {}, error = '') {
  const { t, both, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return bankPage(
    ctx,
    s,
    t(`Souscrire : ${both(o.name)}`, `Apply: ${both(o.name)}`),
    `<h1>${o.cat === 'cartes' ? t('Commander une carte', 'Order a card') : t('Ouvrir en ligne', 'Open online')} : ${h(both(o.name))}</h1>
<p>${t('Remplissez ce formulaire : un conseiller de l’agence choisie vous contactera sous 48 h ouvrées pour finaliser votre demande et vérifier vos justificatifs.', 'Fill in this form: an adviser from the branch you choose will contact you within 2 working days to finalise your application and check your documents.')}</p>
${errorBox(error)}
<form method="post" action="/souscrire" class="card">
  <input type="hidden" name="offre" value="${o.slug}">
  <fieldset><legend>${t('Vous', 'About you')}</legend>
  <label for="sb-civ">${t('Civilité', 'Title')}</label>
  <select id="sb-civ" name="civilite">${opt('', t('— Choisir —', '— Choose —'), v.civilite)}${CIVILITIES.map((c) => opt(c[0], pick(c), v.civilite)).join('')}</select>
  <label for="sb-prenom">${t('Prénom', 'First name')}</label><input id="sb-prenom" name="prenom" autocomplete="given-name" value="${val('prenom')}">
  <label for="sb-nom">${t('Nom', 'Last name')}</label><input id="sb-nom" name="nom" autocomplete="family-name" value="${val('nom')}">
  <label for="sb-naiss">${t('Date de naissance', 'Date of birth')}</label>
  <p class="hint" id="sb-naiss-hint">${t('JJ/MM/AAAA', 'DD/MM/YYYY')}</p>
  <input id="sb-naiss" name="naissance" inputmode="numeric" aria-describedby="sb-naiss-hint" value="${val('naissance')}">
  <label for="sb-email">${t('Adresse e-mail', 'Email address')}</label><input type="email" id="sb-email" name="email" autocomplete="email" value="${val('email')}">
  <label for="sb-tel">${t('Téléphone mobile', 'Mobile phone')}</label><input type="tel" id="sb-tel" name="telephone" autocomplete="tel" value="${val('telephone')}">
  <label for="sb-cp">${t('Code postal', 'Postcode')}</label><input id="sb-cp" name="code_postal" inputmode="numeric" value="${val('code_postal')}">
  </fieldset>
  <fieldset><legend>${t('Votre demande', 'Your application')}</legend>
  ${
    o.cat === 'epargne'
      ? `<label for="sb-vers">${t('Montant du versement initial (€)', 'Opening deposit (€)')}</label><input id="sb-vers" name="versement" inputmode="decimal" value="${val('versement')}">`
      : ''
  }
  ${
    o.cat === 'cartes' && o.slug !== 'visa-jeune'
      ? `<fieldset><legend>${t('Type de débit', 'Debit type')}</legend>
    ${radio('debit', 'immediat', t('Débit immédiat (chaque paiement est débité sous 48 h)', 'Immediate debit (each payment is taken within 2 days)'), v.debit)}
    ${radio('debit', 'differe', t('Débit différé (tous vos paiements débités en fin de mois)', 'Deferred debit (all payments taken at the end of the month)'), v.debit)}
  </fieldset>`
      : ''
  }
  <fieldset><legend>${t('Êtes-vous déjà client de la Banque Rive Gauche ?', 'Are you already a Rive Gauche Bank customer?')}</legend>
    ${radio('deja_client', 'oui', t('Oui', 'Yes'), v.deja_client)}
    ${radio('deja_client', 'non', t('Non', 'No'), v.deja_client)}
  </fieldset>
  <label for="sb-agence">${t('Agence de rattachement', 'Your branch')}</label>
  <select id="sb-agence" name="agence">${opt('', t('— Choisir une agence —', '— Choose a branch —'), v.agence)}${BRANCHES.map((b) => opt(b.id, s.lang === 'en' ? b.en : b.fr, v.agence)).join('')}</select>
  </fieldset>
  <p><label class="choice"><input type="checkbox" name="cgu" value="oui"${v.cgu === 'oui' ? ' checked' : ''}> ${t('J’ai lu les conditions générales et la brochure tarifaire, et j’accepte d’être contacté(e) au sujet de cette demande', 'I have read the terms and conditions and the fee schedule, and I agree to be contacted about this application')}</label></p>
  <p><button type="submit">${t('Envoyer ma demande', 'Send my application')}</button></p>
</form>`,
  );
}

function simulatorForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  return bankPage(
    ctx,
    s,
    t('Simulateur de prêt personnel', 'Personal loan simulator'),
    `<h1>${t('Simulateur de prêt personnel', 'Personal loan simulator')}</h1>
<p>${t('De 1 000 € à 75 000 €, sur 12 à 84 mois. Résultat immédiat et sans engagement ; un conseiller peut ensuite vous rappeler pour étudier votre demande.', 'From €1,000 to €75,000, over 12 to 84 months. An instant, no-obligation result; an adviser can then call you back to look at your application.')}</p>
${errorBox(error)}
<form method="post" action="/simulateur" class="card">
  <label for="sm-montant">${t('Montant souhaité (€)', 'Amount to borrow (€)')}</label>
  <input id="sm-montant" name="montant" inputmode="decimal" value="${h(v.montant ?? '')}">
  <label for="sm-duree">${t('Durée du prêt', 'Loan term')}</label>
  <select id="sm-duree" name="duree">${opt('', t('— Choisir une durée —', '— Choose a term —'), v.duree)}${LOAN_DURATIONS.map((d) => opt(String(d), t(`${d} mois`, `${d} months`), v.duree)).join('')}</select>
  <fieldset><legend>${t('Objet du prêt', 'What is the loan for?')}</legend>
    ${LOAN_PURPOSES.map((p) => radio('objet', p[0], pick(p), v.objet)).join('\n    ')}
  </fieldset>
  <label for="sm-revenus">${t('Revenus nets mensuels du foyer (€)', 'Household net monthly income (€)')}</label>
  <input id="sm-revenus" name="revenus" inputmode="decimal" value="${h(v.revenus ?? '')}">
  <p><label class="choice"><input type="checkbox" name="co_emprunteur" value="oui"${v.co_emprunteur === 'oui' ? ' checked' : ''}> ${t('J’emprunte avec un co-emprunteur', 'I am borrowing with a co-borrower')}</label></p>
  <p><button type="submit">${t('Calculer ma mensualité', 'Work out my monthly payment')}</button></p>
</form>
<p class="meta">${t('Exemple : pour un prêt de 10 000 € sur 48 mois au taux débiteur fixe de 4,90 %, vous remboursez 48 mensualités de 229,84 €. Coût total du crédit : 1 032,32 €. Un crédit vous engage et doit être remboursé.', 'Example: for a €10,000 loan over 48 months at a fixed rate of 4.90%, you repay 48 monthly payments of €229.84. Total cost of credit: €1,032.32. A loan is a commitment and must be repaid.')}</p>`,
  );
}

function simulationResult(ctx, s, v = {}, error = '') {
  const { t, pick, euro } = tools(s);
  const r = s.sim;
  const purpose = LOAN_PURPOSES.find((p) => p[0] === r.objet);
  const heavy = r.monthly > r.revenus * 0.35;
  return bankPage(
    ctx,
    s,
    t('Résultat de votre simulation', 'Your loan simulation'),
    `<h1>${t('Résultat de votre simulation', 'Your loan simulation')}</h1>
<div class="notice" role="status">
<p>${t('Votre mensualité estimée', 'Your estimated monthly payment')} : <strong>${euro(r.monthly)}</strong> ${t(`pendant ${r.duree} mois`, `for ${r.duree} months`)}</p>
<p>${t('Montant', 'Amount')} : ${euro(r.montant)} · ${h(pick(purpose))} · ${t('taux débiteur fixe', 'fixed rate')} ${purpose[3].toFixed(2).replace('.', s.lang === 'en' ? '.' : ',')} % · ${t('coût total du crédit', 'total cost of credit')} : ${euro(r.monthly * r.duree - r.montant)}</p>
<p>${t('Référence de la simulation', 'Simulation reference')} : <strong>${r.ref}</strong></p>
</div>
${heavy ? `<p class="warning">${t('Attention : cette mensualité représente plus de 35 % de vos revenus. Un conseiller pourra vous proposer une durée plus longue.', 'Please note: this payment is more than 35% of your income. An adviser can suggest a longer term.')}</p>` : ''}
<p><a href="/simulateur">${t('Faire une nouvelle simulation', 'Start a new simulation')}</a></p>
<h2>${t('Être rappelé(e) par un conseiller', 'Ask an adviser to call you back')}</h2>
<p>${t('Un conseiller crédit vous rappelle gratuitement pour étudier votre projet, sans engagement.', 'A loan adviser will call you back free of charge to look at your project, with no obligation.')}</p>
${errorBox(error)}
<form method="post" action="/simulateur/rappel" class="card">
  <input type="hidden" name="simulation" value="${r.ref}">
  <label for="rp-nom">${t('Nom et prénom', 'Full name')}</label><input id="rp-nom" name="nom" autocomplete="name" value="${h(v.nom ?? '')}">
  <label for="rp-tel">${t('Numéro de téléphone', 'Phone number')}</label><input type="tel" id="rp-tel" name="telephone" value="${h(v.telephone ?? '')}">
  <label for="rp-moment">${t('Quand souhaitez-vous être rappelé(e) ?', 'When should we call you?')}</label>
  <select id="rp-moment" name="moment">${opt('', t('— Choisir —', '— Choose —'), v.moment)}${CALL_TIMES.map((c) => opt(c[0], pick(c), v.moment)).join('')}</select>
  <p><button type="submit">${t('Être rappelé(e)', 'Call me back')}</button></p>
</form>`,
  );
}

function contactForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return bankPage(
    ctx,
    s,
    'Contact',
    `<h1>${t('Nous contacter', 'Contact us')}</h1>
<p>${t('Pour faire opposition sur une carte, appelez sans attendre le 09 69 39 42 42 (24 h/24) ou utilisez votre espace client. Ne nous communiquez jamais vos codes ni votre mot de passe par ce formulaire.', 'To block a card, call +33 9 69 39 42 42 straight away (24/7) or use your customer area. Never send us your codes or your password through this form.')}</p>
${errorBox(error)}
<form method="post" action="/contact" class="card">
  <label for="ct-sujet">${t('Objet de votre demande', 'What is it about?')}</label>
  <select id="ct-sujet" name="sujet">${opt('', t('— Choisir un objet —', '— Choose a subject —'), v.sujet)}${CONTACT_SUBJECTS.map((c) => opt(c[0], pick(c), v.sujet)).join('')}</select>
  <label for="ct-nom">${t('Nom et prénom', 'Full name')}</label><input id="ct-nom" name="nom" autocomplete="name" value="${val('nom')}">
  <p><input type="email" name="email" aria-label="${t('Adresse e-mail', 'Email address')}" placeholder="${t('Adresse e-mail', 'Email address')}" value="${val('email')}"></p>
  <label for="ct-client">${t('Numéro client (facultatif)', 'Customer number (optional)')}</label><input id="ct-client" name="numero_client" inputmode="numeric" value="${val('numero_client')}">
  <label for="ct-msg">${t('Votre message', 'Your message')}</label><textarea id="ct-msg" name="message" rows="6">${val('message')}</textarea>
  <p><label class="choice"><input type="checkbox" name="consentement" value="oui"${v.consentement === 'oui' ? ' checked' : ''}> ${t('J’accepte que mes données soient utilisées pour traiter ma demande', 'I agree to my data being used to handle my request')}</label></p>
  <p><button type="submit">${t('Envoyer le message', 'Send the message')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------ appointment */

function stepLine(s, n, fr, en) {
  const { t } = tools(s);
  return `<p class="step">${t(`Étape ${n} sur 4 — ${fr}`, `Step ${n} of 4 — ${en}`)}</p>`;
}

function rdvStart(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const mode = v.mode || 'agence';
  return bankPage(
    ctx,
    s,
    t('Prendre rendez-vous', 'Book an appointment'),
    `${stepLine(s, 1, 'Votre projet', 'Your project')}
<h1>${t('Prendre rendez-vous avec un conseiller', 'Book an appointment with an adviser')}</h1>
<p>${t('Nos agences vous reçoivent du mardi au samedi. Les rendez-vous en ligne sont ouverts trois semaines à l’avance.', 'Our branches are open Tuesday to Saturday. Online appointments open three weeks ahead.')}</p>
${errorBox(error)}
<form method="post" action="/rendez-vous" class="card">
  <label for="rv-agence">${t('Agence', 'Branch')}</label>
  <select id="rv-agence" name="agence">${opt('', t('— Choisir une agence —', '— Choose a branch —'), v.agence)}${BRANCHES.map((b) => opt(b.id, s.lang === 'en' ? b.en : b.fr, v.agence)).join('')}</select>
  <fieldset><legend>${t('Objet du rendez-vous', 'What would you like to discuss?')}</legend>
    ${TOPICS.map((x) => radio('motif', x[0], pick(x), v.motif)).join('\n    ')}
  </fieldset>
  <fieldset><legend>${t('Type de rendez-vous', 'Type of appointment')}</legend>
    ${MODES.map((x) => radio('mode', x[0], pick(x), mode)).join('\n    ')}
  </fieldset>
  <p><button type="submit">${t('Voir les créneaux disponibles', 'See available times')}</button></p>
</form>`,
  );
}

function rdvSlots(ctx, s, week, error = '') {
  const { t, pick, dayLabel, branch } = tools(s);
  const r = s.rdv;
  const rows = [];
  for (let i = 0; i < 6; i++) {
    const d = addDays(WEEKS[week], i);
    if (d <= TODAY) continue;
    const wd = weekday(d);
    const times = timesOf(d).filter((x) => slotFree(ctx.state, r.agence, `${d}T${x}`));
    const cell =
      wd === 1
        ? t('Agence fermée le lundi', 'Branch closed on Mondays')
        : HOLIDAYS.includes(d)
          ? t('Fermé (jour férié)', 'Closed (bank holiday)')
          : times.length
            ? times
                .map((x) => `<button type="submit" name="creneau" value="${d}T${x}">${x}</button>`)
                .join(' ')
            : t('Complet', 'Fully booked');
    rows.push(`<tr><th scope="row">${h(dayLabel(d))}</th><td>${cell}</td></tr>`);
  }
  const prev =
    week > 0
      ? `<a href="/rendez-vous/creneau?semaine=${week - 1}">${t('← Semaine précédente', '← Previous week')}</a>`
      : '';
  const next =
    week < WEEKS.length - 1
      ? `<a href="/rendez-vous/creneau?semaine=${week + 1}">${t('Semaine suivante →', 'Next week →')}</a>`
      : `<span>${t('Pas de rendez-vous en ligne au-delà de trois semaines.', 'No online appointments more than three weeks ahead.')}</span>`;
  return bankPage(
    ctx,
    s,
    t('Choisissez un créneau', 'Choose a time'),
    `${stepLine(s, 2, 'Date et heure', 'Date and time')}
<h1>${t('Choisissez un créneau', 'Choose a time')}</h1>
<p class="meta">${h(branch(r.agence))} · ${h(pick(TOPICS.find((x) => x[0] === r.motif)))} · ${h(pick(MODES.find((x) => x[0] === r.mode)))}</p>
${errorBox(error)}
<form method="post" action="/rendez-vous/creneau">
<table class="slots"><caption>${t(`Semaine du ${dayLabel(WEEKS[week])}`, `Week of ${dayLabel(WEEKS[week])}`)}</caption>
<thead><tr><th>${t('Jour', 'Day')}</th><th>${t('Créneaux disponibles', 'Available times')}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>
</form>
<p class="links">${prev} ${next}</p>
<p><a href="/rendez-vous">${t('Changer d’agence ou d’objet', 'Change the branch or the topic')}</a></p>`,
  );
}

function rdvDetails(ctx, s, v = {}, error = '') {
  const { t, pick, when, branch } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return bankPage(
    ctx,
    s,
    t('Vos coordonnées', 'Your details'),
    `${stepLine(s, 3, 'Vos coordonnées', 'Your details')}
<h1>${t('Vos coordonnées', 'Your details')}</h1>
<p class="meta">${h(branch(s.rdv.agence))} · ${h(when(s.rdv.creneau))}</p>
${errorBox(error)}
<form method="post" action="/rendez-vous/coordonnees" class="card">
  <label for="rc-civ">${t('Civilité', 'Title')}</label>
  <select id="rc-civ" name="civilite">${opt('', t('— Choisir —', '— Choose —'), v.civilite)}${CIVILITIES.map((c) => opt(c[0], pick(c), v.civilite)).join('')}</select>
  <label for="rc-prenom">${t('Prénom', 'First name')}</label><input id="rc-prenom" name="prenom" value="${val('prenom')}">
  <label for="rc-nom">${t('Nom', 'Last name')}</label><input id="rc-nom" name="nom" value="${val('nom')}">
  <label for="rc-email">${t('Adresse e-mail', 'Email address')}</label><input type="email" id="rc-email" name="email" value="${val('email')}">
  <label for="rc-tel">${t('Téléphone', 'Phone')}</label><input type="tel" id="rc-tel" name="telephone" value="${val('telephone')}">
  <fieldset><legend>${t('Êtes-vous déjà client ?', 'Are you already a customer?')}</legend>
    ${radio('deja_client', 'oui', t('Oui', 'Yes'), v.deja_client)}
    ${radio('deja_client', 'non', t('Non', 'No'), v.deja_client)}
  </fieldset>
  <label for="rc-com">${t('Précisez votre projet (facultatif)', 'Tell us about your project (optional)')}</label>
  <textarea id="rc-com" name="commentaire" rows="4">${val('commentaire')}</textarea>
  <p><button type="submit">${t('Continuer', 'Continue')}</button> <a href="/rendez-vous/creneau">${t('Changer de créneau', 'Choose another time')}</a></p>
</form>`,
  );
}

function rdvSummary(ctx, s) {
  const { t, pick, when } = tools(s);
  const r = s.rdv;
  const b = BRANCHES.find((x) => x.id === r.agence);
  const p = r.person;
  return bankPage(
    ctx,
    s,
    t('Récapitulatif', 'Summary'),
    `${stepLine(s, 4, 'Récapitulatif', 'Summary')}
<h1>${t('Vérifiez votre rendez-vous', 'Check your appointment')}</h1>
<dl class="facts">
<dt>${t('Agence', 'Branch')}</dt><dd>${h(s.lang === 'en' ? b.en : b.fr)} — ${h(b.address)}</dd>
<dt>${t('Conseiller', 'Adviser')}</dt><dd>${h(b.adviser)}</dd>
<dt>${t('Objet', 'Topic')}</dt><dd>${h(pick(TOPICS.find((x) => x[0] === r.motif)))}</dd>
<dt>${t('Type', 'Type')}</dt><dd>${h(pick(MODES.find((x) => x[0] === r.mode)))}</dd>
<dt>${t('Date et heure', 'Date and time')}</dt><dd>${h(when(r.creneau))}</dd>
<dt>${t('Vous', 'You')}</dt><dd>${h(pick(CIVILITIES.find((c) => c[0] === p.civilite)))} ${h(p.prenom.trim())} ${h(p.nom.trim())} · ${h(p.email.trim())} · ${h(p.telephone.trim())}</dd>
</dl>
<form method="post" action="/rendez-vous/confirmer"><p><button type="submit">${t('Confirmer le rendez-vous', 'Confirm the appointment')}</button> <a href="/rendez-vous/coordonnees">${t('Modifier mes coordonnées', 'Edit my details')}</a></p></form>`,
  );
}

/* ---------------------------------------------------------------------------------- customer area */

function signinForm(ctx, s, error = '', number = '') {
  const { t } = tools(s);
  return bankPage(
    ctx,
    s,
    t('Connexion à l’espace client', 'Sign in to the customer area'),
    `<h1>${t('Accéder à mon espace client', 'Sign in to my customer area')}</h1>
${errorBox(error)}
<form method="post" action="/connexion" class="card">
  <label for="cx-num">${t('Numéro client', 'Customer number')}</label>
  <p class="hint" id="cx-num-hint">${t('8 chiffres, indiqués sur votre contrat et vos relevés', '8 digits, printed on your contract and statements')}</p>
  <input id="cx-num" name="numero_client" inputmode="numeric" autocomplete="username" aria-describedby="cx-num-hint" value="${h(number)}">
  <label for="cx-pwd">${t('Mot de passe', 'Password')}</label><input type="password" id="cx-pwd" name="mot_de_passe" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="memoriser" value="oui"> ${t('Mémoriser mon numéro client', 'Remember my customer number')}</label></p>
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>
<p>${t('Mot de passe oublié ? Appelez le 05 56 00 42 42 ou rendez-vous en agence avec une pièce d’identité.', 'Forgotten your password? Call +33 5 56 00 42 42 or visit a branch with an ID document.')}</p>
<p class="meta">${t('La Banque Rive Gauche ne vous demandera jamais votre mot de passe par e-mail, SMS ou téléphone.', 'Rive Gauche Bank will never ask for your password by email, text message or phone.')}</p>`,
  );
}

const TABS = [
  ['/espace-client', 'Comptes', 'Accounts'],
  ['/espace-client/virements', 'Virements', 'Transfers'],
  ['/espace-client/beneficiaires', 'Bénéficiaires', 'Beneficiaries'],
  ['/espace-client/cartes', 'Cartes', 'Cards'],
  ['/espace-client/documents', 'Documents', 'Documents'],
  ['/espace-client/profil', 'Profil', 'Profile'],
];
function areaPage(ctx, s, tab, title, body) {
  const { t, pick } = tools(s);
  const c = ctx.state.customers[s.user];
  const flash = s.flash;
  s.flash = '';
  return bankPage(
    ctx,
    s,
    title,
    `<p class="meta">${t('Bonjour', 'Hello')} ${h(c.first)} ${h(c.last)} · ${t('Client n°', 'Customer no.')} ${h(s.user)}</p>
<nav class="tabs" aria-label="${t('Espace client', 'Customer area')}">${TABS.map((x) => `<a href="${x[0]}"${x[0] === tab ? ' aria-current="page"' : ''}>${pick(x)}</a>`).join('')}</nav>
${flash ? `<div class="notice" role="status"><p>${h(flash)}</p></div>` : ''}
${body}`,
  );
}
const accName = (s, a) => (s.lang === 'en' ? a.name[1] : a.name[0]);
const accLabel = (s, a) => `${accName(s, a)} — n° ${a.no}`;

function accountsTab(ctx, s, c) {
  const { t, euro } = tools(s);
  const total = c.accounts.reduce((x, a) => x + a.balance, 0);
  return areaPage(
    ctx,
    s,
    '/espace-client',
    t('Mes comptes', 'My accounts'),
    `<h1>${t('Mes comptes', 'My accounts')}</h1>
<table><caption>${t(`Situation au ${slash(TODAY)}`, `Balances on ${slash(TODAY)}`)}</caption>
<thead><tr><th>${t('Compte', 'Account')}</th><th>${t('Numéro', 'Number')}</th><th class="amount">${t('Solde', 'Balance')}</th><th></th></tr></thead>
<tbody>
${c.accounts.map((a) => `<tr><td>${h(accName(s, a))}</td><td>${a.no}</td><td class="amount">${euro(a.balance)}</td><td><a href="/espace-client/comptes/${a.no}">${t('Voir les opérations', 'See transactions')}</a></td></tr>`).join('\n')}
</tbody>
<tfoot><tr><th colspan="2">${t('Total de vos avoirs', 'Total')}</th><td class="amount">${euro(total)}</td><td></td></tr></tfoot></table>
<p><a href="/espace-client/operations">${t('Rechercher des opérations', 'Search transactions')}</a> · <a href="/espace-client/virements">${t('Faire un virement', 'Make a transfer')}</a></p>`,
  );
}

function operationsView(ctx, s, c, a, q, error = '') {
  const { t, pick, euro } = tools(s);
  let list = a.ops.slice();
  if (!error) {
    const from = q.du ? isoOf(q.du) : null;
    const to = q.au ? isoOf(q.au) : null;
    list = list.filter(
      (o) => (!from || o.date >= from) && (!to || o.date <= to) && (!q.type || o.type === q.type),
    );
  }
  return areaPage(
    ctx,
    s,
    '/espace-client',
    t('Opérations', 'Transactions'),
    `<h1>${h(accName(s, a))}</h1>
<p class="meta">n° ${a.no} · IBAN ${h(ibanOf(`1695800012${a.no}${String(Number(a.no.slice(-4)) % 97).padStart(2, '0')}`))} · ${t('Solde', 'Balance')} : <strong>${euro(a.balance)}</strong></p>
<form method="get" action="/espace-client/operations" class="card" role="search">
  <label for="op-compte">${t('Compte', 'Account')}</label>
  <select id="op-compte" name="compte">${c.accounts.map((x) => opt(x.no, accLabel(s, x), a.no)).join('')}</select>
  <label for="op-du">${t('Du', 'From')}</label><input id="op-du" name="du" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" value="${h(q.du ?? '')}">
  <label for="op-au">${t('Au', 'To')}</label><input id="op-au" name="au" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" value="${h(q.au ?? '')}">
  <label for="op-type">${t('Type d’opération', 'Transaction type')}</label>
  <select id="op-type" name="type">${opt('', t('Tous les types', 'All types'), q.type)}${OP_TYPES.map((x) => opt(x[0], pick(x), q.type)).join('')}</select>
  <p><button type="submit">${t('Rechercher', 'Search')}</button></p>
</form>
${errorBox(error)}
<h2>${list.length ? t(`${list.length} opération${list.length > 1 ? 's' : ''}`, `${list.length} transaction${list.length > 1 ? 's' : ''}`) : t('Aucune opération ne correspond à votre recherche.', 'No transaction matches your search.')}</h2>
${
  list.length
    ? `<table><thead><tr><th>Date</th><th>${t('Libellé', 'Description')}</th><th>Type</th><th class="amount">${t('Montant', 'Amount')}</th><th></th></tr></thead><tbody>
${list.map((o) => `<tr><td>${slash(o.date)}</td><td>${h(o.label)}</td><td>${h(pick(OP_TYPES.find((x) => x[0] === o.type)))}</td><td class="amount${o.amount > 0 ? ' credit' : ''}">${o.amount > 0 ? '+' : ''}${euro(o.amount)}</td><td><a href="/espace-client/operation/${o.id}">${t('Détails', 'Details')}</a></td></tr>`).join('\n')}
</tbody></table>`
    : ''
}`,
  );
}

function operationDetail(ctx, s, c, a, o) {
  const { t, pick, euro, longDate } = tools(s);
  const rows = [
    [t('Date de l’opération', 'Transaction date'), longDate(o.date)],
    [t('Date de valeur', 'Value date'), slash(o.date)],
    [t('Libellé', 'Description'), o.label],
    [t('Montant', 'Amount'), euro(o.amount)],
    ['Type', pick(OP_TYPES.find((x) => x[0] === o.type))],
    [t('Compte', 'Account'), accLabel(s, a)],
  ];
  if (o.card) {
    const cd = c.cards.find((x) => x.id === o.card);
    rows.push([t('Carte', 'Card'), `${cd?.brand ?? 'Visa'} •••• ${o.card}`]);
    rows.push([t('Heure', 'Time'), o.at]);
    rows.push([t('Lieu', 'Place'), o.place]);
  }
  if (o.creditor) {
    rows.push([t('Créancier', 'Creditor'), o.creditor]);
    rows.push([t('Référence unique de mandat', 'Mandate reference'), o.mandate]);
  }
  if (o.ref) rows.push([t('Référence', 'Reference'), o.ref]);
  return areaPage(
    ctx,
    s,
    '/espace-client',
    t('Détail de l’opération', 'Transaction details'),
    `<h1>${t('Détail de l’opération', 'Transaction details')}</h1>
<dl class="facts">${rows.map(([k, v]) => `<dt>${h(k)}</dt><dd>${h(v)}</dd>`).join('')}</dl>
${o.type === 'carte' ? `<p>${t('Vous ne reconnaissez pas ce paiement ?', 'You do not recognise this payment?')} <a href="/espace-client/cartes">${t('Faites opposition sur votre carte', 'Block your card')}</a> ${t('puis contactez-nous.', 'then contact us.')}</p>` : ''}
<p><a href="/espace-client/comptes/${a.no}">${t('Retour aux opérations', 'Back to transactions')}</a></p>`,
  );
}

function transferForm(ctx, s, c, v = {}, error = '') {
  const { t, pick, euro } = tools(s);
  const date = v.date_execution ?? slash(TODAY);
  return areaPage(
    ctx,
    s,
    '/espace-client/virements',
    t('Faire un virement', 'Make a transfer'),
    `<h1>${t('Faire un virement', 'Make a transfer')}</h1>
${errorBox(error)}
<form method="post" action="/espace-client/virements" class="card">
  <label for="vr-debit">${t('Compte à débiter', 'From account')}</label>
  <select id="vr-debit" name="compte_debit">${opt('', t('— Choisir un compte —', '— Choose an account —'), v.compte_debit)}${c.accounts.map((a) => opt(a.no, `${accLabel(s, a)} (${euro(a.balance)})`, v.compte_debit)).join('')}</select>
  <label for="vr-benef">${t('Bénéficiaire', 'To')}</label>
  <select id="vr-benef" name="beneficiaire">${opt('', t('— Choisir un bénéficiaire —', '— Choose a beneficiary —'), v.beneficiaire)}<optgroup label="${t('Mes comptes', 'My accounts')}">${c.accounts.map((a) => opt(a.no, accLabel(s, a), v.beneficiaire)).join('')}</optgroup><optgroup label="${t('Mes bénéficiaires', 'My beneficiaries')}">${c.beneficiaries.map((b) => opt(b.id, `${b.holder} (${b.nickname})`, v.beneficiaire)).join('')}</optgroup></select>
  <p class="hint"><a href="/espace-client/beneficiaires">${t('Ajouter un bénéficiaire', 'Add a beneficiary')}</a></p>
  <label for="vr-montant">${t('Montant (€)', 'Amount (€)')}</label><input id="vr-montant" name="montant" inputmode="decimal" value="${h(v.montant ?? '')}">
  <label for="vr-libelle">${t('Libellé (visible par le bénéficiaire)', 'Reference (shown to the beneficiary)')}</label><input id="vr-libelle" name="libelle" maxlength="140" value="${h(v.libelle ?? '')}">
  <label for="vr-date">${t('Date d’exécution', 'Execution date')}</label>
  <p class="hint" id="vr-date-hint">${t('JJ/MM/AAAA — aujourd’hui par défaut', 'DD/MM/YYYY — today by default')}</p>
  <input id="vr-date" name="date_execution" aria-describedby="vr-date-hint" value="${h(date)}">
  <fieldset><legend>${t('Virement permanent', 'Standing order')}</legend>
  <label class="choice"><input type="checkbox" name="permanent" value="oui"${v.permanent === 'oui' ? ' checked' : ''}> ${t('Rendre ce virement permanent (répété automatiquement)', 'Make it recurring (repeated automatically)')}</label>
  <label for="vr-freq">${t('Fréquence', 'Frequency')}</label>
  <select id="vr-freq" name="frequence">${FREQUENCIES.map((f) => opt(f[0], pick(f), v.frequence ?? 'mensuelle')).join('')}</select>
  <label for="vr-fin">${t('Date de la dernière échéance (facultatif)', 'Last payment date (optional)')}</label><input id="vr-fin" name="date_fin" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" value="${h(v.date_fin ?? '')}">
  </fieldset>
  <p><button type="submit">${t('Vérifier le virement', 'Review the transfer')}</button></p>
</form>
<p class="meta">${t('Virements SEPA gratuits. Plafond : 15 000 € par virement. Un virement immédiat vers un compte d’une autre banque arrive en général le jour ouvré suivant.', 'SEPA transfers are free. Limit: €15,000 per transfer. An immediate transfer to another bank usually arrives the next working day.')}</p>`,
  );
}

function targetOf(c, id) {
  const a = c.accounts.find((x) => x.no === id);
  if (a) return { kind: 'account', a };
  const b = c.beneficiaries.find((x) => x.id === id);
  return b ? { kind: 'ben', b } : null;
}
function targetLabel(s, tg) {
  return tg.kind === 'account' ? accLabel(s, tg.a) : `${tg.b.holder} (${tg.b.nickname}) — ${tg.b.iban}`;
}

function transferReview(ctx, s, c) {
  const { t, pick, euro, longDate } = tools(s);
  const v = s.vir;
  const from = c.accounts.find((a) => a.no === v.compte_debit);
  const to = targetOf(c, v.beneficiaire);
  return areaPage(
    ctx,
    s,
    '/espace-client/virements',
    t('Vérifiez votre virement', 'Review your transfer'),
    `<h1>${t('Vérifiez votre virement', 'Review your transfer')}</h1>
<dl class="facts">
<dt>${t('Compte débité', 'From')}</dt><dd>${h(accLabel(s, from))}</dd>
<dt>${t('Bénéficiaire', 'To')}</dt><dd>${h(targetLabel(s, to))}</dd>
<dt>${t('Montant', 'Amount')}</dt><dd>${euro(v.amount)}</dd>
<dt>${t('Libellé', 'Reference')}</dt><dd>${h(v.libelle || '—')}</dd>
<dt>${v.permanent ? t('Première échéance', 'First payment') : t('Date d’exécution', 'Execution date')}</dt><dd>${h(longDate(v.date))}</dd>
${v.permanent ? `<dt>${t('Fréquence', 'Frequency')}</dt><dd>${h(pick(FREQUENCIES.find((f) => f[0] === v.frequence)))}</dd><dt>${t('Dernière échéance', 'Last payment')}</dt><dd>${v.end ? h(longDate(v.end)) : t('aucune (jusqu’à nouvel ordre)', 'none (until cancelled)')}</dd>` : ''}
</dl>
<form method="post" action="/espace-client/virements/confirmer"><p><button type="submit">${t('Confirmer le virement', 'Confirm the transfer')}</button> <a href="/espace-client/virements?modifier=1">${t('Modifier', 'Edit')}</a></p></form>`,
  );
}

function beneficiariesTab(ctx, s, c, v = {}, error = '') {
  const { t } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return areaPage(
    ctx,
    s,
    '/espace-client/beneficiaires',
    t('Mes bénéficiaires', 'My beneficiaries'),
    `<h1>${t('Mes bénéficiaires', 'My beneficiaries')}</h1>
${
  c.beneficiaries.length
    ? `<table><thead><tr><th>${t('Titulaire', 'Account holder')}</th><th>${t('Surnom', 'Nickname')}</th><th>IBAN</th><th>BIC</th><th></th></tr></thead><tbody>
${c.beneficiaries.map((b) => `<tr><td>${h(b.holder)}</td><td>${h(b.nickname)}</td><td>${h(b.iban)}</td><td>${h(b.bic)}</td><td><a href="/espace-client/beneficiaires/supprimer?id=${b.id}">${t('Supprimer', 'Delete')}</a></td></tr>`).join('\n')}
</tbody></table>`
    : `<p>${t('Vous n’avez aucun bénéficiaire enregistré.', 'You have no saved beneficiaries.')}</p>`
}
<h2>${t('Ajouter un bénéficiaire', 'Add a beneficiary')}</h2>
${errorBox(error)}
<form method="post" action="/espace-client/beneficiaires" class="card">
  <label for="bn-tit">${t('Nom du titulaire du compte', 'Account holder’s name')}</label><input id="bn-tit" name="titulaire" value="${val('titulaire')}">
  <label for="bn-iban">IBAN</label><input id="bn-iban" name="iban" placeholder="FR76 …" value="${val('iban')}">
  <label for="bn-bic">${t('BIC (code banque)', 'BIC (bank code)')}</label><input id="bn-bic" name="bic" value="${val('bic')}">
  <label for="bn-surnom">${t('Surnom (facultatif)', 'Nickname (optional)')}</label><input id="bn-surnom" name="surnom" value="${val('surnom')}">
  <p><label class="choice"><input type="checkbox" name="confirmation" value="oui"${v.confirmation === 'oui' ? ' checked' : ''}> ${t('Je confirme être à l’origine de cet ajout et que ces coordonnées bancaires sont exactes', 'I confirm that I am adding this beneficiary myself and that these bank details are correct')}</label></p>
  <p><button type="submit">${t('Ajouter le bénéficiaire', 'Add the beneficiary')}</button></p>
</form>
<p class="meta">${t('Par sécurité, un e-mail vous est envoyé à chaque ajout de bénéficiaire.', 'For your security, we email you each time a beneficiary is added.')}</p>`,
  );
}

function cardsTab(ctx, s, c) {
  const { t, euro0 } = tools(s);
  return areaPage(
    ctx,
    s,
    '/espace-client/cartes',
    t('Mes cartes', 'My cards'),
    `<h1>${t('Mes cartes', 'My cards')}</h1>
<div class="cards">
${c.cards
  .map(
    (
      cd,
    ) => `<article class="card" aria-labelledby="cd-${cd.id}"><h2 id="cd-${cd.id}">${h(cd.brand)} •••• ${cd.id}</h2>
<p>${t('Titulaire', 'Cardholder')} : ${h(cd.holder)} · ${t('expire fin', 'expires end of')} ${cd.expiry}</p>
<p>${t('Compte associé', 'Linked account')} : ${cd.account}</p>
<p>${t('Plafond de paiement', 'Payment limit')} : <strong>${euro0(cd.limit)}</strong> ${t('sur 30 jours', 'over 30 days')}${cd.temporary ? t(' (temporaire, 7 jours)', ' (temporary, 7 days)') : ''}</p>
<p>${t('Statut', 'Status')} : <strong>${cd.status === 'active' ? t('Active', 'Active') : t('En opposition', 'Blocked')}</strong></p>
${cd.status === 'active' ? `<p class="links"><a class="btn secondary" href="/espace-client/cartes/plafond?carte=${cd.id}">${t('Modifier le plafond', 'Change the limit')}</a> <a class="btn" href="/espace-client/cartes/opposition?carte=${cd.id}">${t('Faire opposition', 'Block this card')}</a></p>` : ''}
</article>`,
  )
  .join('\n')}
</div>
<p class="meta">${t('Perte ou vol en dehors de l’espace client : 09 69 39 42 42, 24 h/24 et 7 j/7.', 'Lost or stolen card outside the customer area: +33 9 69 39 42 42, 24/7.')}</p>`,
  );
}

function blockForm(ctx, s, cd, v = {}, error = '') {
  const { t, pick } = tools(s);
  const replace = v.nouvelle_carte ?? (Object.keys(v).length ? '' : 'oui');
  return areaPage(
    ctx,
    s,
    '/espace-client/cartes',
    t('Faire opposition', 'Block a card'),
    `<h1>${t('Faire opposition sur la carte', 'Block the card')} ${h(cd.brand)} •••• ${cd.id}</h1>
<p>${t('L’opposition est immédiate et définitive : la carte ne pourra plus être utilisée, même si vous la retrouvez.', 'Blocking is immediate and permanent: the card can no longer be used, even if you find it again.')}</p>
${errorBox(error)}
<form method="post" action="/espace-client/cartes/opposition" class="card">
  <input type="hidden" name="carte" value="${cd.id}">
  <fieldset><legend>${t('Motif de l’opposition', 'Reason')}</legend>
    ${BLOCK_REASONS.map((r) => radio('motif', r[0], pick(r), v.motif)).join('\n    ')}
  </fieldset>
  <label for="op-date">${t('Date de la perte ou du vol (facultatif, JJ/MM/AAAA)', 'Date of the loss or theft (optional, DD/MM/YYYY)')}</label><input id="op-date" name="date_constat" value="${h(v.date_constat ?? '')}">
  <p><label class="choice"><input type="checkbox" name="nouvelle_carte" value="oui"${replace === 'oui' ? ' checked' : ''}> ${t('Commander une nouvelle carte (envoyée sous 5 jours ouvrés à l’adresse de votre profil)', 'Order a new card (sent within 5 working days to the address in your profile)')}</label></p>
  <p><label class="choice"><input type="checkbox" name="confirmation" value="oui"${v.confirmation === 'oui' ? ' checked' : ''}> ${t('Je confirme vouloir faire opposition sur cette carte', 'I confirm that I want to block this card')}</label></p>
  <p><button type="submit">${t('Confirmer l’opposition', 'Block the card')}</button> <a href="/espace-client/cartes">${t('Annuler', 'Cancel')}</a></p>
</form>`,
  );
}

function limitForm(ctx, s, cd, v = {}, error = '') {
  const { t, euro0 } = tools(s);
  const max = cd.brand === 'Visa Premier' ? 5000 : 3000;
  const dur = v.duree ?? 'permanent';
  return areaPage(
    ctx,
    s,
    '/espace-client/cartes',
    t('Modifier le plafond', 'Change the limit'),
    `<h1>${t('Modifier le plafond de paiement', 'Change the payment limit')} — ${h(cd.brand)} •••• ${cd.id}</h1>
<p>${t('Plafond actuel', 'Current limit')} : ${euro0(cd.limit)} ${t('sur 30 jours glissants', 'over a rolling 30 days')}.</p>
${errorBox(error)}
<form method="post" action="/espace-client/cartes/plafond" class="card">
  <input type="hidden" name="carte" value="${cd.id}">
  <label for="pl-plafond">${t('Nouveau plafond de paiement', 'New payment limit')}</label>
  <select id="pl-plafond" name="plafond">${LIMITS.filter((l) => l <= max)
    .map((l) =>
      opt(
        String(l),
        t(`${euro0(l)} sur 30 jours`, `${euro0(l)} over 30 days`),
        v.plafond ?? String(cd.limit),
      ),
    )
    .join('')}</select>
  <fieldset><legend>${t('Durée de la modification', 'How long for?')}</legend>
    ${radio('duree', 'permanent', t('Permanente', 'Permanently'), dur)}
    ${radio('duree', 'temporaire', t('Temporaire, pendant 7 jours', 'Temporarily, for 7 days'), dur)}
  </fieldset>
  <p><button type="submit">${t('Valider le nouveau plafond', 'Save the new limit')}</button> <a href="/espace-client/cartes">${t('Annuler', 'Cancel')}</a></p>
</form>`,
  );
}

const STATEMENTS = [
  ['2026', 3],
  ['2026', 2],
  ['2026', 1],
  ['2025', 12],
];
function documentsTab(ctx, s, c, v = {}, error = '') {
  const { t, monthName } = tools(s);
  const main = c.accounts[0];
  return areaPage(
    ctx,
    s,
    '/espace-client/documents',
    t('Mes documents', 'My documents'),
    `<h1>${t('Mes documents', 'My documents')}</h1>
<h2>${t('Derniers relevés en ligne', 'Latest online statements')}</h2>
<table><thead><tr><th>Document</th><th>${t('Compte', 'Account')}</th><th></th></tr></thead><tbody>
${STATEMENTS.map(([y, m]) => `<tr><td>${t('Relevé de compte', 'Statement')} — ${h(monthName(m))} ${y}</td><td>${h(accName(s, main))}</td><td><a href="/espace-client/documents/releve-${main.no}-${y}-${String(m).padStart(2, '0')}">${t('Télécharger', 'Download')}</a></td></tr>`).join('\n')}
</tbody></table>
<h2>${t('Demander un relevé', 'Request a statement')}</h2>
<p>${t('Relevés disponibles pour les trois dernières années. Un relevé papier est facturé 2 € (voir nos', 'Statements are available for the last three years. A paper statement costs €2 (see our')} <a href="/tarifs">${t('tarifs', 'fees')}</a>).</p>
${errorBox(error)}
<form method="post" action="/espace-client/documents" class="card">
  <label for="dc-compte">${t('Relevé du compte', 'Statement for the account')}</label>
  <select id="dc-compte" name="compte">${c.accounts.map((a) => opt(a.no, accLabel(s, a), v.compte)).join('')}</select>
  <label for="dc-mois">${t('Mois', 'Month')}</label>
  <select id="dc-mois" name="mois">${opt('', t('— Mois —', '— Month —'), v.mois)}${MONTHS[0].map((_, i) => opt(String(i + 1).padStart(2, '0'), monthName(i + 1), v.mois)).join('')}</select>
  <label for="dc-annee">${t('Année', 'Year')}</label>
  <select id="dc-annee" name="annee">${opt('', t('— Année —', '— Year —'), v.annee)}${YEARS.map((y) => opt(y, y, v.annee)).join('')}</select>
  <fieldset><legend>Format</legend>
    ${radio('format', 'pdf', t('PDF, dans mon espace client', 'PDF, in my customer area'), v.format)}
    ${radio('format', 'papier', t('Papier, envoyé par courrier', 'Paper, sent by post'), v.format)}
  </fieldset>
  <p><button type="submit">${t('Demander le relevé', 'Request the statement')}</button></p>
</form>`,
  );
}

function profileTab(ctx, s, c, v = null, error = '') {
  const { t } = tools(s);
  const x = v ?? {
    telephone: c.phone,
    email: c.email,
    adresse: c.address,
    code_postal: c.postcode,
    ville: c.city,
  };
  const val = (k) => h(x[k] ?? '');
  return areaPage(
    ctx,
    s,
    '/espace-client/profil',
    t('Mon profil', 'My profile'),
    `<h1>${t('Mon profil', 'My profile')}</h1>
<p>${t('Titulaire', 'Account holder')} : ${h(c.first)} ${h(c.last)}. ${t('Pour changer de nom, rendez-vous en agence avec un justificatif.', 'To change your name, please visit a branch with a supporting document.')}</p>
${errorBox(error)}
<form method="post" action="/espace-client/profil" class="card">
  <label for="pf-tel">${t('Téléphone mobile', 'Mobile phone')}</label><input type="tel" id="pf-tel" name="telephone" value="${val('telephone')}">
  <label for="pf-email">${t('Adresse e-mail', 'Email address')}</label><input type="email" id="pf-email" name="email" value="${val('email')}">
  <label for="pf-adr">${t('Adresse postale', 'Postal address')}</label><input id="pf-adr" name="adresse" value="${val('adresse')}">
  <label for="pf-cp">${t('Code postal', 'Postcode')}</label><input id="pf-cp" name="code_postal" value="${val('code_postal')}">
  <label for="pf-ville">${t('Ville', 'Town')}</label><input id="pf-ville" name="ville" value="${val('ville')}">
  <p><button type="submit">${t('Enregistrer les modifications', 'Save changes')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ routes */

/** The site's routes (sites.js: SITES.bank). */
export async function bankRoutes(ctx) {
  const { path, method, fields, state } = ctx;
  const s = session(ctx);
  const { t, pick, both, longDate, when, euro, euro0, branch, monthName, en } = tools(s);
  const html = (title, body) => ({ html: bankPage(ctx, s, title, body), lang: s.lang });
  const out = (x) => ({ html: x, lang: s.lang });
  const blank = (k) => !String(fields[k] ?? '').trim();
  const trim = (k) => String(fields[k] ?? '').trim();

  if (path === '/lang') {
    s.lang = ctx.query.get('l') === 'en' ? 'en' : 'fr';
    const back = ctx.query.get('back') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }
  if (path === '/' && method === 'GET') return out(homePage(ctx, s));

  // Offers
  if (path === '/offres' && method === 'GET') return out(offersPage(ctx, s));
  const oMatch = path.match(/^\/offres\/([a-z-]+)$/);
  if (oMatch && method === 'GET') {
    const o = OFFERS.find((x) => x.slug === oMatch[1]);
    return o ? out(offerPage(ctx, s, o)) : null;
  }
  if (path === '/souscrire' && method === 'GET') {
    const o = OFFERS.find((x) => x.slug === ctx.query.get('offre'));
    return o ? out(subscribeForm(ctx, s, o)) : { redirect: '/offres' };
  }
  if (path === '/souscrire' && method === 'POST') {
    const o = OFFERS.find((x) => x.slug === fields.offre);
    if (!o) return { redirect: '/offres' };
    const missing = [
      ['prenom', t('prénom', 'first name')],
      ['nom', t('nom', 'last name')],
    ]
      .filter(([k]) => blank(k))
      .map(([, l]) => l);
    if (!CIVILITIES.some((c) => c[0] === fields.civilite)) missing.unshift(t('civilité', 'title'));
    const birth = isoOf(fields.naissance);
    if (!birth) missing.push(t('date de naissance (JJ/MM/AAAA)', 'date of birth (DD/MM/YYYY)'));
    if (!validEmail(fields.email)) missing.push(t('adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.telephone)) missing.push(t('téléphone mobile', 'mobile phone'));
    if (!/^\d{5}$/.test(trim('code_postal')))
      missing.push(t('code postal (5 chiffres)', 'postcode (5 digits)'));
    if (!['oui', 'non'].includes(fields.deja_client))
      missing.push(t('si vous êtes déjà client', 'whether you are already a customer'));
    if (!BRANCHES.some((b) => b.id === fields.agence)) missing.push(t('agence', 'branch'));
    if (o.cat === 'cartes' && o.slug !== 'visa-jeune' && !['immediat', 'differe'].includes(fields.debit))
      missing.push(t('type de débit', 'debit type'));
    let error = missing.length
      ? `${t('Merci de compléter :', 'Please complete:')} ${missing.join(', ')}.`
      : '';
    if (!error && o.cat === 'epargne') {
      const min = o.slug === 'pel' ? 225 : 10;
      const x = amountOf(fields.versement);
      if (Number.isNaN(x) || x < min)
        error = t(
          `Le versement initial doit être d’au moins ${min} €.`,
          `The opening deposit must be at least €${min}.`,
        );
    }
    const age = birth ? ageOn(birth) : 0;
    if (!error && age < 18)
      error = t(
        'Vous devez être majeur(e) pour faire cette demande en ligne.',
        'You must be 18 or over to apply online.',
      );
    if (!error && o.slug === 'visa-jeune' && age > 25)
      error = t(
        'La carte Visa Jeune est réservée aux 18-25 ans.',
        'The Visa Jeune card is for people aged 18 to 25.',
      );
    if (!error && fields.cgu !== 'oui')
      error = t(
        'Merci d’accepter les conditions générales pour envoyer votre demande.',
        'Please accept the terms and conditions to send your application.',
      );
    if (error) return out(subscribeForm(ctx, s, o, fields, error));
    const ref = `DEM-${state.nextDem++}`;
    return html(
      t('Demande envoyée', 'Application sent'),
      `<h1>${t('Votre demande a bien été envoyée', 'Your application has been sent')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(trim('prenom'))} ! Votre demande « ${h(both(o.name))} » a été transmise à l’${h(branch(fields.agence))}.`, `Thank you ${h(trim('prenom'))}! Your application for “${h(both(o.name))}” has been sent to our ${h(branch(fields.agence))}.`)}</p>
<p>${t('Numéro de demande', 'Application number')} : <strong>${ref}</strong></p>
${o.cat === 'epargne' ? `<p>${t('Versement initial prévu', 'Planned opening deposit')} : ${euro(amountOf(fields.versement))}</p>` : ''}
${o.cat === 'cartes' && fields.debit ? `<p>${fields.debit === 'differe' ? t('Carte à débit différé', 'Deferred debit card') : t('Carte à débit immédiat', 'Immediate debit card')}</p>` : ''}
<p>${t(`Un conseiller vous contactera au ${h(trim('telephone'))} sous 48 h ouvrées. Un récapitulatif a été envoyé à ${h(trim('email'))}.`, `An adviser will call you on ${h(trim('telephone'))} within 2 working days. A summary was sent to ${h(trim('email'))}.`)}</p></div>
<p>${t('Préparez une pièce d’identité, un justificatif de domicile de moins de 3 mois et votre dernier avis d’imposition.', 'Please have ready an ID document, a proof of address less than 3 months old and your latest tax notice.')}</p>`,
    );
  }

  // Loan simulator
  if (path === '/simulateur' && method === 'GET') return out(simulatorForm(ctx, s));
  if (path === '/simulateur' && method === 'POST') {
    const amount = amountOf(fields.montant);
    const income = amountOf(fields.revenus);
    const purpose = LOAN_PURPOSES.find((p) => p[0] === fields.objet);
    let error = '';
    if (Number.isNaN(amount) || amount < 1000 || amount > 75000)
      error = t(
        'Le montant doit être compris entre 1 000 € et 75 000 €.',
        'The amount must be between €1,000 and €75,000.',
      );
    else if (!LOAN_DURATIONS.includes(Number(fields.duree)))
      error = t('Merci de choisir la durée du prêt.', 'Please choose a loan term.');
    else if (!purpose) error = t('Merci d’indiquer l’objet du prêt.', 'Please say what the loan is for.');
    else if (Number.isNaN(income) || income <= 0)
      error = t('Merci d’indiquer vos revenus nets mensuels.', 'Please give your net monthly income.');
    if (error) return out(simulatorForm(ctx, s, fields, error));
    const n = Number(fields.duree);
    const r = purpose[3] / 100 / 12;
    const monthly = Math.round(((amount * r) / (1 - (1 + r) ** -n)) * 100) / 100;
    s.sim = {
      ref: `SIM-${state.nextSim++}`,
      montant: amount,
      duree: n,
      objet: purpose[0],
      revenus: income,
      monthly,
    };
    return { redirect: '/simulateur/resultat' };
  }
  if (path === '/simulateur/resultat' && method === 'GET')
    return s.sim ? out(simulationResult(ctx, s)) : { redirect: '/simulateur' };
  if (path === '/simulateur/rappel' && method === 'POST') {
    if (!s.sim) return { redirect: '/simulateur' };
    let error = '';
    if (blank('nom')) error = t('Merci d’indiquer votre nom.', 'Please give your name.');
    else if (!validPhone(fields.telephone))
      error = t('Merci d’indiquer un numéro de téléphone valide.', 'Please give a valid phone number.');
    else if (!CALL_TIMES.some((c) => c[0] === fields.moment))
      error = t('Merci de choisir quand être rappelé(e).', 'Please choose when we should call you.');
    if (error) return out(simulationResult(ctx, s, fields, error));
    const ref = `RAP-${state.nextCall++}`;
    const moment = CALL_TIMES.find((c) => c[0] === fields.moment);
    return html(
      t('Demande de rappel enregistrée', 'Call-back request received'),
      `<h1>${t('Demande de rappel enregistrée', 'Call-back request received')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(trim('nom'))}. Un conseiller crédit vous rappellera au ${h(trim('telephone'))}, ${h(pick(moment).toLowerCase())}, sous 2 jours ouvrés.`, `Thank you ${h(trim('nom'))}. A loan adviser will call you on ${h(trim('telephone'))} ${h(pick(moment).toLowerCase())}, within 2 working days.`)}</p>
<p>${t('Simulation', 'Simulation')} ${s.sim.ref} : ${euro(s.sim.montant)}, ${t(`${s.sim.duree} mois`, `${s.sim.duree} months`)}, ${t('mensualité', 'monthly payment')} ${euro(s.sim.monthly)} · ${t('Référence de rappel', 'Call-back reference')} ${ref}</p></div>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }

  // Appointment
  if (path === '/rendez-vous' && method === 'GET') {
    const pre = ctx.query.get('agence');
    const v = s.rdv ? { agence: s.rdv.agence, motif: s.rdv.motif, mode: s.rdv.mode } : {};
    if (pre) v.agence = pre;
    return out(rdvStart(ctx, s, v));
  }
  if (path === '/rendez-vous' && method === 'POST') {
    let error = '';
    if (!BRANCHES.some((b) => b.id === fields.agence))
      error = t('Merci de choisir une agence.', 'Please choose a branch.');
    else if (!TOPICS.some((x) => x[0] === fields.motif))
      error = t('Merci d’indiquer l’objet du rendez-vous.', 'Please choose what you would like to discuss.');
    else if (!MODES.some((x) => x[0] === fields.mode))
      error = t('Merci de choisir le type de rendez-vous.', 'Please choose the type of appointment.');
    if (error) return out(rdvStart(ctx, s, fields, error));
    s.rdv = { agence: fields.agence, motif: fields.motif, mode: fields.mode, creneau: null, person: null };
    return { redirect: '/rendez-vous/creneau' };
  }
  if (path.startsWith('/rendez-vous/') && path !== '/rendez-vous/confirme' && !s.rdv)
    return { redirect: '/rendez-vous' };
  if (path === '/rendez-vous/creneau' && method === 'GET') {
    const w = Number(ctx.query.get('semaine') ?? 0);
    return out(rdvSlots(ctx, s, Number.isInteger(w) && w >= 0 && w < WEEKS.length ? w : 0));
  }
  if (path === '/rendez-vous/creneau' && method === 'POST') {
    if (!slotFree(state, s.rdv.agence, fields.creneau))
      return out(
        rdvSlots(
          ctx,
          s,
          0,
          t(
            'Ce créneau n’est plus disponible. Merci d’en choisir un autre.',
            'This time is no longer available. Please choose another.',
          ),
        ),
      );
    s.rdv.creneau = fields.creneau;
    return { redirect: '/rendez-vous/coordonnees' };
  }
  if (path.startsWith('/rendez-vous/') && path !== '/rendez-vous/confirme' && !s.rdv.creneau)
    return { redirect: '/rendez-vous/creneau' };
  if (path === '/rendez-vous/coordonnees' && method === 'GET')
    return out(rdvDetails(ctx, s, s.rdv.person ?? {}));
  if (path === '/rendez-vous/coordonnees' && method === 'POST') {
    const problems = [];
    if (!CIVILITIES.some((c) => c[0] === fields.civilite)) problems.push(t('la civilité', 'your title'));
    if (blank('prenom')) problems.push(t('le prénom', 'first name'));
    if (blank('nom')) problems.push(t('le nom', 'last name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.telephone)) problems.push(t('un numéro de téléphone', 'a phone number'));
    if (!['oui', 'non'].includes(fields.deja_client))
      problems.push(t('si vous êtes déjà client', 'whether you are already a customer'));
    if (problems.length)
      return out(
        rdvDetails(ctx, s, fields, `${t('Merci de vérifier :', 'Please check:')} ${problems.join(', ')}.`),
      );
    s.rdv.person = { ...fields };
    return { redirect: '/rendez-vous/recapitulatif' };
  }
  if (path.startsWith('/rendez-vous/') && path !== '/rendez-vous/confirme' && !s.rdv.person)
    return { redirect: '/rendez-vous/coordonnees' };
  if (path === '/rendez-vous/recapitulatif' && method === 'GET') return out(rdvSummary(ctx, s));
  if (path === '/rendez-vous/confirmer' && method === 'POST') {
    const r = s.rdv;
    if (!slotFree(state, r.agence, r.creneau)) {
      r.creneau = null;
      return { redirect: '/rendez-vous/creneau' };
    }
    state.booked.add(`${r.agence}|${r.creneau}`);
    s.rdvDone = { ...r, ref: `RDV-${state.nextRdv++}` };
    s.rdv = null;
    return { redirect: '/rendez-vous/confirme' };
  }
  if (path === '/rendez-vous/confirme' && method === 'GET') {
    const d = s.rdvDone;
    if (!d) return { redirect: '/rendez-vous' };
    const b = BRANCHES.find((x) => x.id === d.agence);
    const civ = pick(CIVILITIES.find((c) => c[0] === d.person.civilite));
    return html(
      t('Rendez-vous confirmé', 'Appointment confirmed'),
      `<h1>${t('Rendez-vous confirmé', 'Appointment confirmed')}</h1>
<div class="notice" role="status"><p>${h(civ)} ${h(d.person.prenom.trim())} ${h(d.person.nom.trim())}, ${t('vous avez rendez-vous le', 'your appointment is on')} <strong>${h(when(d.creneau))}</strong> ${t('avec', 'with')} ${h(b.adviser)} (${h(pick(TOPICS.find((x) => x[0] === d.motif)))}).</p>
<p>${
        d.mode === 'agence'
          ? `${h(en ? b.en : b.fr)}, ${h(b.address)}`
          : d.mode === 'telephone'
            ? t(
                `Votre conseiller vous appellera au ${h(d.person.telephone.trim())}.`,
                `Your adviser will call you on ${h(d.person.telephone.trim())}.`,
              )
            : t(
                'Le lien de la visioconférence vous sera envoyé par e-mail la veille.',
                'The video call link will be emailed to you the day before.',
              )
      }</p>
<p>${t('Référence du rendez-vous', 'Appointment reference')} : <strong>${d.ref}</strong></p>
<p>${t(`Une confirmation a été envoyée à ${h(d.person.email.trim())}.`, `A confirmation was sent to ${h(d.person.email.trim())}.`)}</p></div>
<p>${t('Pensez à apporter une pièce d’identité et, pour un projet de crédit, vos trois derniers bulletins de salaire.', 'Please bring an ID document and, for a loan, your last three payslips.')}</p>`,
    );
  }

  // Branches, fees, security
  if (path === '/agences' && method === 'GET') {
    return html(
      t('Nos agences', 'Our branches'),
      `<h1>${t('Nos agences', 'Our branches')}</h1>
<p>${t('Nos trois agences vous accueillent du mardi au vendredi de 9 h à 12 h 30 et de 13 h 45 à 18 h, et le samedi de 9 h à 12 h 30. Elles sont fermées le lundi.', 'Our three branches are open Tuesday to Friday, 9 am to 12.30 pm and 1.45 pm to 6 pm, and on Saturdays from 9 am to 12.30 pm. They are closed on Mondays.')}</p>
<div class="cards">
${BRANCHES.map((b) => `<article class="card" aria-labelledby="ag-${b.id}"><h2 id="ag-${b.id}">${h(en ? b.en : b.fr)}</h2><p>${h(b.address)}</p><p>${t('Téléphone', 'Phone')} : ${b.phone}</p><p>${t('Directeur·rice', 'Branch manager')} : ${h(b.adviser)}</p><p class="meta">${h(both(b.access))}</p><p><a class="btn" href="/rendez-vous?agence=${b.id}">${t('Prendre rendez-vous', 'Book an appointment')}</a></p></article>`).join('\n')}
</div>
<p>${t('Distributeurs automatiques accessibles 24 h/24 dans chaque agence.', 'Cash machines open 24/7 at every branch.')}</p>`,
    );
  }
  if (path === '/tarifs' && method === 'GET') {
    const rows = [
      [
        t('Compte Essentiel (carte Visa Classic incluse)', 'Essential Account (Visa Classic card included)'),
        t('2 € par mois', '€2 a month'),
      ],
      [
        t('Compte Premier (carte Visa Premier incluse)', 'Premier Account (Visa Premier card included)'),
        t('9,50 € par mois', '€9.50 a month'),
      ],
      [t('Carte Visa Classic seule', 'Visa Classic card on its own'), t('45 € par an', '€45 a year')],
      [t('Carte Visa Premier seule', 'Visa Premier card on its own'), t('134 € par an', '€134 a year')],
      [t('Virement SEPA en ligne', 'Online SEPA transfer'), t('gratuit', 'free')],
      [t('Virement SEPA en agence', 'SEPA transfer at a branch'), '4,00 €'],
      [t('Opposition sur carte (perte ou vol)', 'Blocking a card (lost or stolen)'), t('gratuit', 'free')],
      [t('Réédition d’une carte', 'Replacement card'), '12,00 €'],
      [t('Relevé de compte papier à la demande', 'Paper statement on request'), '2,00 €'],
      [
        t('Commission d’intervention', 'Overdraft handling fee'),
        t('8 € par opération, 80 € par mois maximum', '€8 per transaction, at most €80 a month'),
      ],
    ];
    return html(
      t('Tarifs', 'Fees'),
      `<h1>${t('Principaux tarifs au 1er janvier 2026', 'Main fees from 1 January 2026')}</h1>
<table><thead><tr><th>${t('Service', 'Service')}</th><th>${t('Prix', 'Price')}</th></tr></thead><tbody>
${rows.map(([a, b]) => `<tr><td>${h(a)}</td><td>${h(b)}</td></tr>`).join('\n')}
</tbody></table>
<p class="meta">${t('Tarifs TTC. La brochure complète est disponible en agence.', 'Prices include VAT. The full brochure is available at any branch.')}</p>`,
    );
  }
  if (path === '/securite' && method === 'GET') {
    return html(
      t('Sécurité et fraude', 'Security and fraud'),
      `<h1>${t('Sécurité et fraude', 'Security and fraud')}</h1>
<ul>
<li>${t('Nous ne vous demanderons jamais votre mot de passe, ni un code reçu par SMS, par téléphone ou par e-mail.', 'We will never ask for your password or a code sent by text message, by phone or by email.')}</li>
<li>${t('En cas de perte ou de vol de votre carte, faites opposition immédiatement dans votre espace client ou au 09 69 39 42 42.', 'If your card is lost or stolen, block it at once in your customer area or on +33 9 69 39 42 42.')}</li>
<li>${t('Vérifiez toujours l’IBAN d’un nouveau bénéficiaire avant de confirmer son ajout.', 'Always check a new beneficiary’s IBAN before confirming it.')}</li>
</ul>`,
    );
  }

  // Contact
  if (path === '/contact' && method === 'GET') return out(contactForm(ctx, s));
  if (path === '/contact' && method === 'POST') {
    let error = '';
    if (!CONTACT_SUBJECTS.some((c) => c[0] === fields.sujet))
      error = t('Merci de choisir l’objet de votre demande.', 'Please choose a subject.');
    else if (blank('nom') || blank('message'))
      error = t('Merci d’indiquer votre nom et votre message.', 'Please give your name and your message.');
    else if (!validEmail(fields.email))
      error = t('Merci de saisir une adresse e-mail valide.', 'Please enter a valid email address.');
    else if (!blank('numero_client') && !/^\d{8}$/.test(digits(fields.numero_client)))
      error = t('Le numéro client comporte 8 chiffres.', 'The customer number has 8 digits.');
    else if (fields.consentement !== 'oui')
      error = t(
        'Merci d’accepter l’utilisation de vos données pour que nous puissions vous répondre.',
        'Please agree to the use of your data so that we can answer you.',
      );
    if (error) return out(contactForm(ctx, s, fields, error));
    const ref = `MSG-${state.nextMsg++}`;
    return html(
      t('Message envoyé', 'Message sent'),
      `<h1>${t('Message envoyé', 'Message sent')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(trim('nom'))}, votre message a bien été envoyé.`, `Thank you ${h(trim('nom'))}, your message has been sent.`)}</p>
<p>${t('Objet', 'Subject')} : ${h(pick(CONTACT_SUBJECTS.find((c) => c[0] === fields.sujet)))} · ${t('Référence', 'Reference')} ${ref}</p>
<p>${t(`Nous vous répondrons à ${h(trim('email'))} sous 48 h ouvrées.`, `We will reply to ${h(trim('email'))} within 2 working days.`)}</p></div>`,
    );
  }

  // Sign-in
  if (path === '/connexion' && method === 'GET') return out(signinForm(ctx, s));
  if (path === '/connexion' && method === 'POST') {
    const no = digits(fields.numero_client);
    const c = state.customers[no];
    if (!c || c.password !== fields.mot_de_passe)
      return out(
        signinForm(
          ctx,
          s,
          t('Numéro client ou mot de passe incorrect.', 'Incorrect customer number or password.'),
          fields.numero_client ?? '',
        ),
      );
    s.user = no;
    const next = s.next;
    s.next = '';
    return { redirect: next || '/espace-client' };
  }
  if (path === '/deconnexion') {
    s.user = null;
    return { redirect: '/' };
  }

  // Customer area
  if (!path.startsWith('/espace-client')) return null;
  const c = s.user ? state.customers[s.user] : null;
  if (!c) {
    s.next = method === 'GET' ? path + ctx.url.search : '/espace-client';
    return { redirect: '/connexion' };
  }
  if (path === '/espace-client' && method === 'GET') return out(accountsTab(ctx, s, c));
  const aMatch = path.match(/^\/espace-client\/comptes\/(\d+)$/);
  if (aMatch && method === 'GET') {
    const a = c.accounts.find((x) => x.no === aMatch[1]);
    return a ? out(operationsView(ctx, s, c, a, {})) : { redirect: '/espace-client' };
  }
  if (path === '/espace-client/operations' && method === 'GET') {
    const q = {
      du: ctx.query.get('du') ?? '',
      au: ctx.query.get('au') ?? '',
      type: ctx.query.get('type') ?? '',
    };
    const a = c.accounts.find((x) => x.no === ctx.query.get('compte')) ?? c.accounts[0];
    let error = '';
    if ((q.du.trim() && !isoOf(q.du)) || (q.au.trim() && !isoOf(q.au)))
      error = t('Merci de saisir les dates au format JJ/MM/AAAA.', 'Please enter the dates as DD/MM/YYYY.');
    else if (q.du.trim() && q.au.trim() && isoOf(q.du) > isoOf(q.au))
      error = t(
        'La date de début doit précéder la date de fin.',
        'The start date must be before the end date.',
      );
    return out(operationsView(ctx, s, c, a, q, error));
  }
  const opMatch = path.match(/^\/espace-client\/operation\/(op-\d+)$/);
  if (opMatch && method === 'GET') {
    for (const a of c.accounts) {
      const o = a.ops.find((x) => x.id === opMatch[1]);
      if (o) return out(operationDetail(ctx, s, c, a, o));
    }
    return { redirect: '/espace-client' };
  }

  // Transfers
  if (path === '/espace-client/virements' && method === 'GET') {
    const v = ctx.query.get('modifier') && s.vir ? s.vir.fields : {};
    return out(transferForm(ctx, s, c, v));
  }
  if (path === '/espace-client/virements' && method === 'POST') {
    const from = c.accounts.find((a) => a.no === fields.compte_debit);
    const to = targetOf(c, fields.beneficiaire);
    const amount = amountOf(fields.montant);
    const date = isoOf(fields.date_execution);
    const end = blank('date_fin') ? null : isoOf(fields.date_fin);
    const permanent = fields.permanent === 'oui';
    let error = '';
    if (!from) error = t('Merci de choisir le compte à débiter.', 'Please choose the account to pay from.');
    else if (!to) error = t('Merci de choisir un bénéficiaire.', 'Please choose who to pay.');
    else if (to.kind === 'account' && to.a.no === from.no)
      error = t(
        'Le compte à débiter et le compte à créditer doivent être différents.',
        'The two accounts must be different.',
      );
    else if (from.kind === 'livret' && !(to.kind === 'account' && to.a.kind === 'courant'))
      error = t(
        'Un compte d’épargne ne peut être débité que vers l’un de vos comptes courants.',
        'A savings account can only be paid out to one of your current accounts.',
      );
    else if (Number.isNaN(amount) || amount <= 0)
      error = t(
        'Merci d’indiquer un montant valide, par exemple 150,00.',
        'Please enter a valid amount, for example 150.00.',
      );
    else if (amount > 15000)
      error = t(
        'Le montant dépasse le plafond de 15 000 € par virement.',
        'The amount is over the €15,000 limit per transfer.',
      );
    else if (!date)
      error = t(
        'Merci d’indiquer la date d’exécution au format JJ/MM/AAAA.',
        'Please give the execution date as DD/MM/YYYY.',
      );
    else if (date < TODAY)
      error = t('La date d’exécution ne peut pas être passée.', 'The execution date cannot be in the past.');
    else if (date > addDays(TODAY, 365))
      error = t(
        'La date d’exécution doit être dans les 12 prochains mois.',
        'The execution date must be within the next 12 months.',
      );
    else if (permanent && !FREQUENCIES.some((f) => f[0] === fields.frequence))
      error = t(
        'Merci de choisir la fréquence du virement permanent.',
        'Please choose how often the transfer repeats.',
      );
    else if (!blank('date_fin') && (!end || end <= date))
      error = t(
        'La date de la dernière échéance doit être postérieure à la première (JJ/MM/AAAA).',
        'The last payment date must come after the first one (DD/MM/YYYY).',
      );
    else if (date === TODAY && !permanent && amount > from.balance)
      error = t(
        `Solde insuffisant : le solde disponible est de ${euro(from.balance)}.`,
        `Insufficient funds: the available balance is ${euro(from.balance)}.`,
      );
    if (error) return out(transferForm(ctx, s, c, fields, error));
    s.vir = {
      fields: { ...fields },
      compte_debit: from.no,
      beneficiaire: fields.beneficiaire,
      amount,
      libelle: trim('libelle'),
      date,
      permanent,
      frequence: permanent ? fields.frequence : null,
      end: permanent ? end : null,
    };
    return { redirect: '/espace-client/virements/verification' };
  }
  if (path === '/espace-client/virements/verification' && method === 'GET')
    return s.vir ? out(transferReview(ctx, s, c)) : { redirect: '/espace-client/virements' };
  if (path === '/espace-client/virements/confirmer' && method === 'POST') {
    const v = s.vir;
    if (!v) return { redirect: '/espace-client/virements' };
    const from = c.accounts.find((a) => a.no === v.compte_debit);
    const to = targetOf(c, v.beneficiaire);
    const ref = `VIR-${state.nextVir++}`;
    let what;
    if (v.permanent) {
      what = t(
        `Votre virement permanent de ${euro(v.amount)} vers ${targetLabel(s, to)} est mis en place : ${pick(FREQUENCIES.find((f) => f[0] === v.frequence)).toLowerCase()}, à partir du ${longDate(v.date)}${v.end ? ` et jusqu’au ${longDate(v.end)}` : ''}.`,
        `Your standing order of ${euro(v.amount)} to ${targetLabel(s, to)} is set up: ${pick(FREQUENCIES.find((f) => f[0] === v.frequence)).toLowerCase()}, from ${longDate(v.date)}${v.end ? ` until ${longDate(v.end)}` : ''}.`,
      );
    } else if (v.date === TODAY) {
      from.balance = Math.round((from.balance - v.amount) * 100) / 100;
      from.ops.unshift(
        op(
          `op-9${state.nextVir}`,
          TODAY,
          `VIR SEPA ${(to.kind === 'account' ? accName({ lang: 'fr' }, to.a) : to.b.holder).toUpperCase()}`,
          -v.amount,
          'virement',
          { ref: v.libelle },
        ),
      );
      if (to.kind === 'account') to.a.balance = Math.round((to.a.balance + v.amount) * 100) / 100;
      what = t(
        `Votre virement de ${euro(v.amount)} vers ${targetLabel(s, to)} a été exécuté. Nouveau solde de votre ${accName(s, from)} : ${euro(from.balance)}.`,
        `Your transfer of ${euro(v.amount)} to ${targetLabel(s, to)} has been made. New balance of your ${accName(s, from)}: ${euro(from.balance)}.`,
      );
    } else {
      what = t(
        `Votre virement de ${euro(v.amount)} vers ${targetLabel(s, to)} est programmé pour le ${longDate(v.date)}.`,
        `Your transfer of ${euro(v.amount)} to ${targetLabel(s, to)} is scheduled for ${longDate(v.date)}.`,
      );
    }
    s.virDone = { ref, what, libelle: v.libelle };
    s.vir = null;
    return { redirect: '/espace-client/virements/confirmation' };
  }
  if (path === '/espace-client/virements/confirmation' && method === 'GET') {
    const d = s.virDone;
    if (!d) return { redirect: '/espace-client/virements' };
    return out(
      areaPage(
        ctx,
        s,
        '/espace-client/virements',
        t('Virement enregistré', 'Transfer confirmed'),
        `<h1>${t('Virement enregistré', 'Transfer confirmed')}</h1>
<div class="notice" role="status"><p>${h(d.what)}</p>
${d.libelle ? `<p>${t('Libellé', 'Reference')} : ${h(d.libelle)}</p>` : ''}
<p>${t('Référence du virement', 'Transfer reference')} : <strong>${d.ref}</strong></p></div>
<p><a href="/espace-client/virements">${t('Faire un autre virement', 'Make another transfer')}</a> · <a href="/espace-client">${t('Retour à mes comptes', 'Back to my accounts')}</a></p>`,
      ),
    );
  }

  // Beneficiaries
  if (path === '/espace-client/beneficiaires' && method === 'GET') return out(beneficiariesTab(ctx, s, c));
  if (path === '/espace-client/beneficiaires' && method === 'POST') {
    let error = '';
    const bic = trim('bic').toUpperCase();
    if (blank('titulaire'))
      error = t('Merci d’indiquer le nom du titulaire du compte.', 'Please give the account holder’s name.');
    else if (!validIban(fields.iban))
      error = t(
        'Cet IBAN n’est pas valide. Vérifiez-le sur le RIB du bénéficiaire.',
        'This IBAN is not valid. Please check it against the beneficiary’s bank details.',
      );
    else if (!/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
      error = t('Le BIC doit comporter 8 ou 11 caractères.', 'The BIC must have 8 or 11 characters.');
    else if (
      c.beneficiaries.some((b) => b.iban.replace(/\s/g, '') === trim('iban').replace(/\s/g, '').toUpperCase())
    )
      error = t('Ce bénéficiaire est déjà enregistré.', 'This beneficiary is already saved.');
    else if (fields.confirmation !== 'oui')
      error = t('Merci de cocher la case de confirmation.', 'Please tick the confirmation box.');
    if (error) return out(beneficiariesTab(ctx, s, c, fields, error));
    const iban = trim('iban')
      .replace(/\s/g, '')
      .toUpperCase()
      .replace(/(.{4})/g, '$1 ')
      .trim();
    const b = ben(`B${state.nextBen++}`, trim('titulaire'), iban, bic, trim('surnom') || trim('titulaire'));
    c.beneficiaries.push(b);
    s.flash = t(
      `Le bénéficiaire ${b.holder} a été ajouté. Vous pouvez dès maintenant lui faire un virement.`,
      `${b.holder} has been added to your beneficiaries. You can make a transfer to them now.`,
    );
    return { redirect: '/espace-client/beneficiaires' };
  }
  if (path === '/espace-client/beneficiaires/supprimer') {
    const id = method === 'POST' ? fields.id : ctx.query.get('id');
    const b = c.beneficiaries.find((x) => x.id === id);
    if (!b) return { redirect: '/espace-client/beneficiaires' };
    if (method === 'GET')
      return out(
        areaPage(
          ctx,
          s,
          '/espace-client/beneficiaires',
          t('Supprimer un bénéficiaire', 'Delete a beneficiary'),
          `<h1>${t('Supprimer un bénéficiaire', 'Delete a beneficiary')}</h1>
<p>${t('Voulez-vous vraiment supprimer ce bénéficiaire ?', 'Do you really want to delete this beneficiary?')}</p>
<dl class="facts"><dt>${t('Titulaire', 'Account holder')}</dt><dd>${h(b.holder)}</dd><dt>${t('Surnom', 'Nickname')}</dt><dd>${h(b.nickname)}</dd><dt>IBAN</dt><dd>${h(b.iban)}</dd></dl>
<p>${t('Les virements permanents vers ce bénéficiaire seront arrêtés.', 'Any standing orders to this beneficiary will be stopped.')}</p>
<form method="post" action="/espace-client/beneficiaires/supprimer"><input type="hidden" name="id" value="${b.id}"><p><button type="submit">${t('Confirmer la suppression', 'Confirm deletion')}</button> <a href="/espace-client/beneficiaires">${t('Annuler', 'Cancel')}</a></p></form>`,
        ),
      );
    c.beneficiaries = c.beneficiaries.filter((x) => x !== b);
    s.flash = t(
      `Le bénéficiaire ${b.holder} a été supprimé.`,
      `${b.holder} has been deleted from your beneficiaries.`,
    );
    return { redirect: '/espace-client/beneficiaires' };
  }

  // Cards
  if (path === '/espace-client/cartes' && method === 'GET') return out(cardsTab(ctx, s, c));
  if (path === '/espace-client/cartes/opposition' || path === '/espace-client/cartes/plafond') {
    const id = method === 'POST' ? fields.carte : ctx.query.get('carte');
    const cd = c.cards.find((x) => x.id === id && x.status === 'active');
    if (!cd) return { redirect: '/espace-client/cartes' };
    if (path === '/espace-client/cartes/opposition') {
      if (method === 'GET') return out(blockForm(ctx, s, cd));
      let error = '';
      if (!BLOCK_REASONS.some((r) => r[0] === fields.motif))
        error = t('Merci d’indiquer le motif de l’opposition.', 'Please give the reason.');
      else if (!blank('date_constat') && (!isoOf(fields.date_constat) || isoOf(fields.date_constat) > TODAY))
        error = t(
          'La date de la perte ou du vol doit être au format JJ/MM/AAAA et ne peut pas être future.',
          'The date of the loss or theft must be DD/MM/YYYY and not in the future.',
        );
      else if (fields.confirmation !== 'oui')
        error = t('Merci de confirmer l’opposition en cochant la case.', 'Please tick the box to confirm.');
      if (error) return out(blockForm(ctx, s, cd, fields, error));
      cd.status = 'blocked';
      const ref = `OPP-${state.nextOpp++}`;
      const reason = BLOCK_REASONS.find((r) => r[0] === fields.motif);
      return out(
        areaPage(
          ctx,
          s,
          '/espace-client/cartes',
          t('Opposition enregistrée', 'Card blocked'),
          `<h1>${t('Opposition enregistrée', 'Card blocked')}</h1>
<div class="notice" role="status"><p>${t(`La carte ${cd.brand} •••• ${cd.id} est en opposition depuis le ${longDate(TODAY)} (motif : ${pick(reason).toLowerCase()}).`, `The ${cd.brand} card ending ${cd.id} was blocked on ${longDate(TODAY)} (reason: ${pick(reason).toLowerCase()}).`)}</p>
<p>${t('Référence de l’opposition', 'Blocking reference')} : <strong>${ref}</strong></p>
<p>${fields.nouvelle_carte === 'oui' ? t(`Une nouvelle carte sera envoyée au ${c.address}, ${c.postcode} ${c.city} sous 5 jours ouvrés ; son code vous parviendra par un courrier séparé.`, `A new card will be sent to ${c.address}, ${c.postcode} ${c.city} within 5 working days; its PIN will follow in a separate letter.`) : t('Aucune nouvelle carte n’a été commandée.', 'No replacement card was ordered.')}</p></div>
${fields.motif === 'vol' ? `<p>${t('En cas de vol, pensez à déposer plainte auprès de la police ou de la gendarmerie et à nous transmettre le récépissé.', 'If your card was stolen, please report it to the police and send us the receipt.')}</p>` : ''}
<p><a href="/espace-client/cartes">${t('Retour à mes cartes', 'Back to my cards')}</a></p>`,
        ),
      );
    }
    if (method === 'GET') return out(limitForm(ctx, s, cd));
    const max = cd.brand === 'Visa Premier' ? 5000 : 3000;
    const limit = Number(fields.plafond);
    if (!LIMITS.includes(limit) || limit > max || !['permanent', 'temporaire'].includes(fields.duree))
      return out(
        limitForm(
          ctx,
          s,
          cd,
          fields,
          t('Merci de choisir un plafond et une durée.', 'Please choose a limit and how long for.'),
        ),
      );
    cd.limit = limit;
    cd.temporary = fields.duree === 'temporaire';
    s.flash = t(
      `Le plafond de paiement de votre carte ${cd.brand} •••• ${cd.id} est désormais de ${euro0(limit)} sur 30 jours${cd.temporary ? ', pendant 7 jours' : ''}.`,
      `The payment limit of your ${cd.brand} card ending ${cd.id} is now ${euro0(limit)} over 30 days${cd.temporary ? ', for 7 days' : ''}.`,
    );
    return { redirect: '/espace-client/cartes' };
  }

  // Documents
  if (path === '/espace-client/documents' && method === 'GET') return out(documentsTab(ctx, s, c));
  if (path === '/espace-client/documents' && method === 'POST') {
    const a = c.accounts.find((x) => x.no === fields.compte);
    const m = Number(fields.mois);
    let error = '';
    if (!a) error = t('Merci de choisir un compte.', 'Please choose an account.');
    else if (!(m >= 1 && m <= 12) || !YEARS.includes(fields.annee))
      error = t(
        'Merci de choisir le mois et l’année du relevé.',
        'Please choose the month and year of the statement.',
      );
    else if (`${fields.annee}-${String(m).padStart(2, '0')}` >= TODAY.slice(0, 7))
      error = t(
        'Ce relevé n’est pas encore disponible : un relevé est édité après la fin du mois.',
        'This statement is not available yet: statements are issued after the end of the month.',
      );
    else if (!['pdf', 'papier'].includes(fields.format))
      error = t('Merci de choisir le format du relevé.', 'Please choose a format.');
    if (error) return out(documentsTab(ctx, s, c, fields, error));
    const ref = `REL-${state.nextRel++}`;
    s.flash = `${t(`Votre demande de relevé de ${monthName(m)} ${fields.annee} (${accName(s, a)}) est enregistrée sous la référence ${ref}.`, `Your request for the ${monthName(m)} ${fields.annee} statement (${accName(s, a)}) has been recorded with reference ${ref}.`)} ${
      fields.format === 'papier'
        ? t(
            `Il sera envoyé par courrier au ${c.address}, ${c.postcode} ${c.city} sous 5 jours ouvrés (2,00 €).`,
            `It will be posted to ${c.address}, ${c.postcode} ${c.city} within 5 working days (€2.00).`,
          )
        : t(
            'Il sera disponible au format PDF dans vos documents d’ici quelques minutes.',
            'It will be available as a PDF in your documents within a few minutes.',
          )
    }`;
    return { redirect: '/espace-client/documents' };
  }
  const dMatch = path.match(/^\/espace-client\/documents\/releve-(\d+)-(\d{4})-(\d{2})$/);
  if (dMatch && method === 'GET') {
    const a = c.accounts.find((x) => x.no === dMatch[1]);
    if (!a) return null;
    return out(
      areaPage(
        ctx,
        s,
        '/espace-client/documents',
        t('Relevé de compte', 'Statement'),
        `<h1>${t('Relevé de compte', 'Statement')} — ${h(monthName(Number(dMatch[3])))} ${dMatch[2]}</h1>
<p>${h(accLabel(s, a))} · ${h(c.first)} ${h(c.last)}, ${h(c.address)}, ${h(c.postcode)} ${h(c.city)}</p>
<p class="meta">${t('Aperçu du document PDF.', 'Preview of the PDF document.')}</p>
<p><a href="/espace-client/documents">${t('Retour à mes documents', 'Back to my documents')}</a></p>`,
      ),
    );
  }

  // Profile
  if (path === '/espace-client/profil' && method === 'GET') return out(profileTab(ctx, s, c));
  if (path === '/espace-client/profil' && method === 'POST') {
    let error = '';
    if (!validPhone(fields.telephone))
      error = t('Merci d’indiquer un numéro de téléphone valide.', 'Please enter a valid phone number.');
    else if (!validEmail(fields.email))
      error = t('Merci d’indiquer une adresse e-mail valide.', 'Please enter a valid email address.');
    else if (blank('adresse') || blank('ville'))
      error = t('Merci d’indiquer votre adresse complète.', 'Please enter your full address.');
    else if (!/^\d{5}$/.test(trim('code_postal')))
      error = t('Le code postal comporte 5 chiffres.', 'The postcode has 5 digits.');
    if (error) return out(profileTab(ctx, s, c, fields, error));
    Object.assign(c, {
      phone: trim('telephone'),
      email: trim('email'),
      address: trim('adresse'),
      postcode: trim('code_postal'),
      city: trim('ville'),
    });
    s.flash = t(
      `Vos coordonnées ont été mises à jour : ${c.phone}, ${c.email}, ${c.address}, ${c.postcode} ${c.city}.`,
      `Your details have been updated: ${c.phone}, ${c.email}, ${c.address}, ${c.postcode} ${c.city}.`,
    );
    return { redirect: '/espace-client/profil' };
  }
  return null;
}
