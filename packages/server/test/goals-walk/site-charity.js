// charity: Les Paniers du Cœur, a food-aid charity in Lyon and the Rhône-Alpes (French by default, an
// English version through the FR | EN switch in the header). A home page with the latest news and the
// charity's actions as cards ("En savoir plus" / "Learn more" on each, an action page with "Support this
// action"); news articles; a donation in three steps (amount as radio buttons with an "Other amount"
// field, one-off or monthly, where the gift goes, in memory of someone behind a checkbox that reveals a
// name field; then the donor's details with a tax-receipt checkbox; then the card, with a debit day for a
// monthly gift) ending on a DON- reference; a volunteer sign-up on one page (skills and weekdays as
// checkboxes, how often, the nearest local branch, motivation, date of birth, the volunteer charter;
// VOL- reference); events (a charity run, a gala dinner, a food collection; a past one) with a
// registration form per event (EVT- reference); solidarity gifts and goods as cards with a quantity and
// "Add to basket", a basket and a one-page checkout (e-card for gifts, delivery address for goods; CMD-
// order number); a contact form (MSG- reference); and a donor space behind a sign-in with tabs: My
// donations (per year, tax receipts to download or to receive by email, RF- numbers), Monthly gift
// (change the amount and debit day, pause, resume, stop with a reason) and My details (address, phone,
// communication preferences). "Today" on this site is Thursday 12 March 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-03-12';

/* ------------------------------------------------------------------------------------------ data */

// [value, French, English]
const ALLOCATIONS = [
  ['general', 'Là où les besoins sont les plus grands', 'Wherever it is most needed'],
  ['distribution', 'Distribution alimentaire', 'Food distribution'],
  ['grocery', 'Épiceries solidaires', 'Solidarity groceries'],
  ['rounds', 'Maraudes', 'Night outreach rounds'],
  ['babies', 'Coins bébés', 'Baby corners'],
  ['kitchen', 'Ateliers cuisine', 'Cooking workshops'],
];
const PRESET_AMOUNTS = ['20', '50', '100'];
const TITLES = [
  ['mme', 'Madame', 'Ms'],
  ['m', 'Monsieur', 'Mr'],
  ['mx', 'Mx', 'Mx'],
];
const COUNTRIES = [
  ['FR', 'France', 'France'],
  ['BE', 'Belgique', 'Belgium'],
  ['CH', 'Suisse', 'Switzerland'],
  ['LU', 'Luxembourg', 'Luxembourg'],
  ['DE', 'Allemagne', 'Germany'],
  ['ES', 'Espagne', 'Spain'],
  ['IT', 'Italie', 'Italy'],
  ['GB', 'Royaume-Uni', 'United Kingdom'],
  ['CA', 'Canada', 'Canada'],
  ['US', 'États-Unis', 'United States'],
];
const DEBIT_DAYS = ['5', '15', '25'];

const ANTENNAS = [
  ['lyon7', 'Lyon 7e — Gerland', 'Lyon 7th — Gerland'],
  ['villeurbanne', 'Villeurbanne', 'Villeurbanne'],
  ['venissieux', 'Vénissieux', 'Vénissieux'],
  ['saint-etienne', 'Saint-Étienne', 'Saint-Étienne'],
  ['grenoble', 'Grenoble', 'Grenoble'],
  ['vienne', 'Vienne', 'Vienne'],
  ['annecy', 'Annecy', 'Annecy'],
];
const SKILLS = [
  ['sorting', 'Tri et distribution des denrées', 'Sorting and handing out food'],
  ['driving', 'Conduite de la camionnette (permis B)', 'Driving the van (car licence)'],
  ['cooking', 'Cuisine', 'Cooking'],
  ['reception', 'Accueil et écoute des familles', 'Welcoming and listening to families'],
  ['admin', 'Administratif et comptabilité', 'Admin and accounting'],
  ['it', 'Informatique', 'IT support'],
  ['languages', 'Langues étrangères et traduction', 'Languages and translation'],
  ['tutoring', 'Soutien scolaire', 'Homework help'],
];
const WEEKDAYS = [
  ['mon', 'Lundi', 'Monday'],
  ['tue', 'Mardi', 'Tuesday'],
  ['wed', 'Mercredi', 'Wednesday'],
  ['thu', 'Jeudi', 'Thursday'],
  ['fri', 'Vendredi', 'Friday'],
  ['sat', 'Samedi', 'Saturday'],
  ['sun', 'Dimanche', 'Sunday'],
];
const COMMITMENTS = [
  ['weekly', 'Chaque semaine', 'Every week'],
  ['fortnightly', 'Deux fois par mois', 'Twice a month'],
  ['monthly', 'Une fois par mois', 'Once a month'],
  ['winter', 'Pendant la campagne d’hiver seulement', 'During the winter campaign only'],
  ['occasional', 'De temps en temps (collectes, événements)', 'Now and then (collections, events)'],
];

const ACTIONS = [
  {
    id: 'distribution',
    name: ['Distribution alimentaire', 'Food distribution'],
    blurb: [
      'Des colis de produits frais et secs distribués chaque semaine dans nos 14 centres.',
      'Parcels of fresh and dry food handed out every week in our 14 centres.',
    ],
    body: [
      'Chaque semaine, nos bénévoles accueillent les familles orientées par les services sociaux et leur remettent un colis équilibré : fruits et légumes, produits laitiers, viande ou poisson, féculents. Les denrées viennent de la Banque alimentaire du Rhône, des collectes en magasin et des dons des agriculteurs de la région.',
      'Every week our volunteers welcome the families referred by social services and give them a balanced parcel: fruit and vegetables, dairy, meat or fish, starchy foods. The food comes from the Rhône food bank, in-store collections and gifts from local farmers.',
    ],
    facts: [
      ['1,3 million de repas en 2025', '1.3 million meals in 2025'],
      ['14 centres de distribution', '14 distribution centres'],
      ['4 200 familles accompagnées', '4,200 families supported'],
    ],
  },
  {
    id: 'grocery',
    name: ['Épiceries solidaires', 'Solidarity groceries'],
    blurb: [
      'Des épiceries où l’on fait ses courses pour 10 à 30 % du prix habituel.',
      'Shops where people buy their groceries for 10 to 30% of the usual price.',
    ],
    body: [
      'Dans nos trois épiceries solidaires (Lyon 7e, Villeurbanne et, depuis février, Vénissieux), les familles choisissent elles-mêmes leurs produits et paient une petite participation. Une conseillère en économie sociale et familiale les aide à reprendre pied : budget, dossiers, accès aux droits.',
      'In our three solidarity groceries (Lyon 7th, Villeurbanne and, since February, Vénissieux), families choose their own products and pay a small share of the price. A family budget adviser helps them get back on their feet: budgeting, paperwork, access to benefits.',
    ],
    facts: [
      ['3 épiceries', '3 grocery shops'],
      ['Jusqu’à 6 mois d’accompagnement', 'Up to 6 months of support'],
      ['820 foyers en 2025', '820 households in 2025'],
    ],
  },
  {
    id: 'rounds',
    name: ['Maraudes', 'Night outreach rounds'],
    blurb: [
      'Des repas chauds, des duvets et une écoute pour les personnes à la rue, chaque soir.',
      'Hot meals, sleeping bags and a friendly ear for people sleeping rough, every evening.',
    ],
    body: [
      'Chaque soir de l’année, deux équipes partent à la rencontre des personnes sans abri dans le centre de Lyon. Elles apportent une soupe, un repas chaud, des vêtements et des duvets, et orientent vers le 115 et les accueils de jour.',
      'Every evening of the year, two teams go out to meet homeless people in central Lyon. They bring soup, a hot meal, clothes and sleeping bags, and direct people to emergency shelters and day centres.',
    ],
    facts: [
      ['365 soirs par an', '365 evenings a year'],
      ['38 000 repas chauds en 2025', '38,000 hot meals in 2025'],
    ],
  },
  {
    id: 'babies',
    name: ['Coins bébés', 'Baby corners'],
    blurb: [
      'Lait infantile, couches et produits d’hygiène pour les enfants de moins de 18 mois.',
      'Infant formula, nappies and toiletries for children under 18 months.',
    ],
    body: [
      'Les parents de jeunes enfants trouvent dans nos coins bébés le lait, les petits pots, les couches et les vêtements dont ils ont besoin, ainsi que des conseils de puéricultrices bénévoles.',
      'Parents of young children find in our baby corners the formula, baby food, nappies and clothes they need, along with advice from volunteer nursery nurses.',
    ],
    facts: [
      ['610 bébés accompagnés', '610 babies supported'],
      ['9 coins bébés', '9 baby corners'],
    ],
  },
  {
    id: 'kitchen',
    name: ['Ateliers cuisine', 'Cooking workshops'],
    blurb: [
      'Cuisiner ensemble, à petit prix et sans gaspiller, avec les produits de la distribution.',
      'Cooking together, cheaply and without waste, with the food from the distribution.',
    ],
    body: [
      'Deux fois par semaine, un chef bénévole anime un atelier dans notre cuisine de Lyon 7e : recettes simples, équilibrées et anti-gaspi, repas partagé à la fin. Les invendus des boulangeries et des primeurs partenaires y trouvent une seconde vie.',
      'Twice a week a volunteer chef runs a workshop in our kitchen in Lyon 7th: simple, balanced, no-waste recipes and a shared meal at the end. Unsold food from partner bakers and greengrocers gets a second life there.',
    ],
    facts: [
      ['96 ateliers en 2025', '96 workshops in 2025'],
      ['2 tonnes d’invendus cuisinés', '2 tonnes of unsold food cooked'],
    ],
  },
];

const NEWS = [
  {
    id: 'bilan-collecte-hiver',
    date: '2026-03-10',
    title: ['Collecte d’hiver : 214 tonnes, merci !', 'Winter collection: 214 tonnes, thank you!'],
    lead: [
      'Du 6 au 8 mars, 1 900 bénévoles ont tenu les points de collecte de 85 magasins.',
      'From 6 to 8 March, 1,900 volunteers ran the collection points of 85 shops.',
    ],
    body: [
      'Grâce à votre générosité, 214 tonnes de denrées ont été collectées, soit l’équivalent de 428 000 repas. Les produits les plus attendus restent les conserves de légumes, les produits d’hygiène et le lait infantile. Prochain rendez-vous : la collecte nationale de printemps, les 3 et 4 avril. Vous pouvez déjà vous inscrire dans l’agenda.',
      'Thanks to your generosity, 214 tonnes of food were collected, the equivalent of 428,000 meals. The most needed products are still tinned vegetables, toiletries and infant formula. Next date: the national spring collection on 3 and 4 April. You can already sign up in the events calendar.',
    ],
  },
  {
    id: 'epicerie-venissieux',
    date: '2026-02-26',
    title: [
      'Une nouvelle épicerie solidaire ouvre à Vénissieux',
      'A new solidarity grocery opens in Vénissieux',
    ],
    lead: [
      'Notre troisième épicerie solidaire a ouvert ses portes au 31 avenue Jean-Jaurès.',
      'Our third solidarity grocery opened its doors at 31 avenue Jean-Jaurès.',
    ],
    body: [
      'Ouverte du mardi au samedi, elle accueillera jusqu’à 150 familles par mois. Nous recherchons des bénévoles pour l’accueil, la mise en rayon et la caisse : rendez-vous sur la page Devenir bénévole.',
      'Open Tuesday to Saturday, it will welcome up to 150 families a month. We are looking for volunteers for reception, shelving and the till: see the Volunteer page.',
    ],
  },
  {
    id: 'course-du-coeur-2026',
    date: '2026-02-12',
    title: ['Course du Cœur : les inscriptions sont ouvertes', 'Heart Run: registration is open'],
    lead: [
      'Le 12 avril, courez 5 ou 10 km au parc de la Tête d’Or pour les familles que nous aidons.',
      'On 12 April, run 5 or 10 km in the Parc de la Tête d’Or for the families we help.',
    ],
    body: [
      'Chaque inscription finance 6 repas. Les t-shirts de la course sont offerts aux participants. Venez en famille, entre collègues ou entre amis : les équipes de 2 à 6 coureurs ont leur propre classement.',
      'Every entry pays for 6 meals. The race T-shirts are free for runners. Come with your family, colleagues or friends: teams of 2 to 6 runners have their own ranking.',
    ],
  },
  {
    id: 'plan-grand-froid',
    date: '2026-01-20',
    title: ['Plan grand froid : les maraudes renforcées', 'Cold snap: more night rounds'],
    lead: [
      'Avec des nuits à −8 °C, une troisième équipe de maraude sort chaque soir.',
      'With nights at −8 °C, a third outreach team now goes out every evening.',
    ],
    body: [
      'Nous avons distribué 640 duvets et 2 100 repas chauds en deux semaines. Merci aux 120 nouveaux bénévoles qui nous ont rejoints depuis le début de l’hiver.',
      'We handed out 640 sleeping bags and 2,100 hot meals in two weeks. Thank you to the 120 new volunteers who joined us since the start of winter.',
    ],
  },
];

const EVENTS = [
  {
    id: 'course-du-coeur',
    kind: 'run',
    name: ['La Course du Cœur', 'The Heart Run'],
    date: '2026-04-12',
    time: '09:30',
    place: ['Parc de la Tête d’Or, Lyon 6e', 'Parc de la Tête d’Or, Lyon 6th'],
    text: [
      'Une course solidaire de 5 ou 10 km, ouverte à tous dès 12 ans. T-shirt offert.',
      'A 5 or 10 km charity run open to everyone aged 12 and over. Free T-shirt.',
    ],
    max: 6,
  },
  {
    id: 'gala',
    kind: 'gala',
    name: ['Dîner de gala solidaire', 'Charity gala dinner'],
    date: '2026-05-22',
    time: '19:30',
    place: ['Palais de la Bourse, Lyon 2e', 'Palais de la Bourse, Lyon 2nd'],
    text: [
      'Un dîner préparé par des chefs lyonnais, suivi d’une vente aux enchères. 90 € la place.',
      'A dinner cooked by Lyon chefs, followed by a charity auction. €90 a seat.',
    ],
    price: 90,
    max: 8,
  },
  {
    id: 'collecte-printemps',
    kind: 'collect',
    name: ['Collecte nationale de printemps', 'National spring food collection'],
    date: '2026-04-03',
    end: '2026-04-04',
    place: ['Dans 40 magasins de la métropole de Lyon', 'In 40 shops around Lyon'],
    text: [
      'Tenez un point de collecte pendant une demi-journée, seul ou en famille (dès 14 ans accompagné).',
      'Run a collection point for half a day, alone or with your family (from 14, with an adult).',
    ],
    max: 6,
  },
  {
    id: 'collecte-hiver',
    kind: 'past',
    name: ['Collecte d’hiver', 'Winter food collection'],
    date: '2026-03-06',
    end: '2026-03-08',
    place: ['Dans 85 magasins du Rhône', 'In 85 shops across the Rhône'],
    text: ['214 tonnes collectées : merci à tous !', '214 tonnes collected: thank you all!'],
  },
];
const RUN_DISTANCES = [
  ['5', '5 km — 12 € par coureur', '5 km — €12 per runner', 12],
  ['10', '10 km — 15 € par coureur', '10 km — €15 per runner', 15],
];
const TSHIRTS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const DIETS = [
  ['none', 'Aucun', 'None'],
  ['vegetarian', 'Végétarien', 'Vegetarian'],
  ['vegan', 'Végan', 'Vegan'],
  ['gluten_free', 'Sans gluten', 'Gluten-free'],
  ['no_pork', 'Sans porc', 'No pork'],
];
const STORES = [
  ['carrefour-part-dieu', 'Carrefour Lyon Part-Dieu', 'Carrefour Lyon Part-Dieu'],
  ['auchan-caluire', 'Auchan Caluire', 'Auchan Caluire'],
  [
    'intermarche-villeurbanne',
    'Intermarché Villeurbanne Gratte-Ciel',
    'Intermarché Villeurbanne Gratte-Ciel',
  ],
  ['leclerc-venissieux', 'E.Leclerc Vénissieux', 'E.Leclerc Vénissieux'],
];
const SHIFTS = [
  ['fri-am', 'Vendredi 3 avril, 9 h – 13 h', 'Friday 3 April, 9 am – 1 pm'],
  ['fri-pm', 'Vendredi 3 avril, 13 h – 19 h', 'Friday 3 April, 1 pm – 7 pm'],
  ['sat-am', 'Samedi 4 avril, 9 h – 13 h', 'Saturday 4 April, 9 am – 1 pm'],
  ['sat-pm', 'Samedi 4 avril, 13 h – 19 h', 'Saturday 4 April, 1 pm – 7 pm'],
];

const PRODUCTS = [
  {
    id: 'meals',
    kind: 'gift',
    name: ['10 repas pour une famille', '10 meals for a family'],
    price: 10,
    text: ['Dix repas complets servis à une famille accueillie.', 'Ten full meals for a family we support.'],
  },
  {
    id: 'breakfast',
    kind: 'gift',
    name: ['Une semaine de petits-déjeuners pour un enfant', 'A week of breakfasts for a child'],
    price: 8,
    text: [
      'Lait, céréales et fruits pour bien commencer la journée d’école.',
      'Milk, cereal and fruit for a good start to the school day.',
    ],
  },
  {
    id: 'hygiene',
    kind: 'gift',
    name: ['Kit hygiène', 'Hygiene kit'],
    price: 15,
    text: [
      'Savon, dentifrice, brosses à dents, shampooing et protections périodiques.',
      'Soap, toothpaste, toothbrushes, shampoo and period products.',
    ],
  },
  {
    id: 'baby',
    kind: 'gift',
    name: ['Kit bébé', 'Baby kit'],
    price: 25,
    text: [
      'Lait infantile, couches et lingettes pour une semaine.',
      'Infant formula, nappies and wipes for a week.',
    ],
  },
  {
    id: 'round',
    kind: 'gift',
    name: ['Une soirée de maraude', 'One evening of outreach'],
    price: 40,
    text: [
      'Soupe, repas chauds et boissons pour une équipe de maraude.',
      'Soup, hot meals and drinks for one outreach team.',
    ],
  },
  {
    id: 'totebag',
    kind: 'goods',
    name: ['Tote bag en coton bio', 'Organic cotton tote bag'],
    price: 12,
    text: [
      'Sérigraphié à Lyon par un atelier d’insertion. 38 × 42 cm.',
      'Screen-printed in Lyon by a work-integration workshop. 38 × 42 cm.',
    ],
  },
  {
    id: 'mug',
    kind: 'goods',
    name: ['Mug Paniers du Cœur', 'Paniers du Cœur mug'],
    price: 9,
    text: ['Mug en céramique, 33 cl, passe au lave-vaisselle.', 'Ceramic mug, 33 cl, dishwasher safe.'],
  },
];
const SHIPPING = 4.9;

const SUBJECTS = [
  ['donation', 'Une question sur mon don', 'A question about my donation'],
  ['receipt', 'Reçu fiscal', 'Tax receipt'],
  ['volunteer', 'Bénévolat', 'Volunteering'],
  ['help', 'Je cherche une aide alimentaire', 'I need food aid'],
  ['company', 'Partenariat entreprise', 'Corporate partnership'],
  ['press', 'Presse', 'Press'],
  ['other', 'Autre', 'Other'],
];

const STOP_REASONS = [
  ['budget', 'Ma situation financière a changé', 'My financial situation has changed'],
  ['other_charity', 'Je soutiens une autre association', 'I support another charity'],
  ['use', 'Je ne suis pas satisfait(e) de l’utilisation des dons', 'I am not happy with how gifts are used'],
  ['moving', 'Je pars vivre à l’étranger', 'I am moving abroad'],
  ['other', 'Autre raison', 'Another reason'],
];
const PAUSES = ['1', '2', '3', '6'];
const PREFS = [
  ['newsletter', 'La lettre d’information mensuelle par e-mail', 'The monthly newsletter by email'],
  [
    'post',
    'Le journal trimestriel et les appels aux dons par courrier',
    'The quarterly magazine and appeal letters by post',
  ],
  ['sms', 'Les alertes SMS pour les appels d’urgence', 'SMS alerts for urgent appeals'],
  ['events', 'Les invitations aux événements', 'Invitations to events'],
];
const RECEIPT_BY = [
  ['email', 'Par e-mail', 'By email'],
  ['post', 'Par courrier', 'By post'],
];

/* ------------------------------------------------------------------------------------------ accounts */

const addMonths = (iso, n) => {
  const [y, m, d] = iso.split('-').map(Number);
  const x = new Date(Date.UTC(y, m - 1 + n, d));
  return x.toISOString().slice(0, 10);
};

function seedAccounts() {
  const gift = (date, amount, allocation = 'general', memory = '') => ({ date, amount, allocation, memory });
  return {
    'claire.moreau@mail.test': {
      password: 'Panier#2026',
      title: 'mme',
      first: 'Claire',
      last: 'Moreau',
      phone: '06 21 43 65 87',
      address: '14 rue Saint-Jean',
      postcode: '69005',
      city: 'Lyon',
      country: 'FR',
      prefs: ['newsletter', 'post'],
      receiptBy: 'post',
      receiptBase: 4187,
      gifts: [gift('2024-12-18', 100), gift('2025-11-28', 50, 'babies')],
      monthly: { amount: 25, day: '5', since: '2023-09-05', status: 'active', card: '4242', until: null },
    },
    'thomas.girard@mail.test': {
      password: 'Tartine-42',
      title: 'm',
      first: 'Thomas',
      last: 'Girard',
      phone: '06 58 13 72 40',
      address: '22 avenue Henri-Barbusse',
      postcode: '69100',
      city: 'Villeurbanne',
      country: 'FR',
      prefs: ['newsletter'],
      receiptBy: 'email',
      receiptBase: 7310,
      gifts: [
        gift('2024-12-02', 100),
        gift('2025-06-14', 50, 'general', 'Odette Girard'),
        gift('2025-12-20', 150, 'distribution'),
      ],
      monthly: null,
    },
    'nadia.benali@mail.test': {
      password: 'Lyon7-Soupe!',
      title: 'mme',
      first: 'Nadia',
      last: 'Benali',
      phone: '07 66 20 31 45',
      address: '9 rue Michelet',
      postcode: '42000',
      city: 'Saint-Étienne',
      country: 'FR',
      prefs: ['newsletter', 'events'],
      receiptBy: 'email',
      receiptBase: 2954,
      gifts: [gift('2024-11-30', 30, 'babies')],
      monthly: {
        amount: 15,
        day: '15',
        since: '2024-02-15',
        status: 'paused',
        card: '1881',
        pausedFrom: '2026-02-15',
        until: '2026-05-15',
      },
    },
    'james.whitfield@mail.test': {
      password: 'Harbour-Fog-9',
      title: 'm',
      first: 'James',
      last: 'Whitfield',
      phone: '07 49 88 12 06',
      address: '5 avenue d’Albigny',
      postcode: '74000',
      city: 'Annecy',
      country: 'FR',
      prefs: ['newsletter'],
      receiptBy: 'email',
      receiptBase: 9642,
      gifts: [gift('2025-12-24', 200, 'rounds')],
      monthly: { amount: 40, day: '5', since: '2025-05-05', status: 'active', card: '0005', until: null },
    },
  };
}

/** Every gift of an account, oldest first: one-off gifts and the monthly debits made so far. */
function donationsOf(acct) {
  const out = acct.gifts.map((g) => ({ ...g, type: 'once' }));
  const m = acct.monthly;
  if (m) {
    const stopAt = m.pausedFrom ?? m.stoppedOn ?? null;
    for (let d = m.since; d <= TODAY; d = addMonths(d, 1)) {
      if (stopAt && d >= stopAt) break;
      out.push({
        date: d,
        amount: m.history?.[d] ?? m.startAmount ?? m.amount,
        allocation: 'general',
        type: 'monthly',
      });
    }
  }
  out.sort((a, b) => (a.date < b.date ? -1 : 1));
  out.forEach((x, i) => {
    x.ref =
      x.type === 'once'
        ? `DON-${acct.receiptBase * 3 + i * 7}`
        : `PRLV-${x.date.slice(0, 7).replace('-', '')}`;
  });
  return out;
}
const receiptNo = (acct, year) =>
  `RF-${year}-${String(acct.receiptBase + (year - 2023) * 1311).padStart(6, '0')}`;

/** The state of a fresh site (sites.js: SITES.charity). */
export function charityState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    nextDonation: 58231,
    nextVolunteer: 3141,
    nextEvent: 7702,
    nextOrder: 2291,
    nextMessage: 4410,
  };
}

/* ------------------------------------------------------------------------------------------ helpers */

function tools(s) {
  const en = s.lang === 'en';
  const i = en ? 1 : 0;
  const t = (fr, eng) => (en ? eng : fr);
  const L = (pair) => pair[i];
  const pick = (row) => (en ? row[2] : row[1]);
  const money = (n) => {
    const x = Number(n);
    const whole = Number.isInteger(x);
    if (en) return `€${whole ? x.toLocaleString('en-GB') : x.toFixed(2)}`;
    const [int, dec] = x.toFixed(2).split('.');
    const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    return whole ? `${grouped} €` : `${grouped},${dec} €`;
  };
  const date = (iso, withDay = true) => {
    const x = new Date(`${iso}T00:00:00Z`);
    const day = DAYS[i][x.getUTCDay()];
    const dm = en
      ? `${x.getUTCDate()} ${MONTHS[1][x.getUTCMonth()]} ${x.getUTCFullYear()}`
      : `${x.getUTCDate() === 1 ? '1er' : x.getUTCDate()} ${MONTHS[0][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
    return withDay ? `${day} ${dm}` : dm;
  };
  const allocation = (id) => pick(ALLOCATIONS.find((a) => a[0] === id) ?? [id, id, id]);
  return { en, t, L, pick, money, date, allocation };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${h(e)}</div>` : '');
const flashBox = (s) => {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
};
const opt = (val, text, cur) =>
  `<option value="${h(val)}"${String(cur ?? '') === val ? ' selected' : ''}>${h(text)}</option>`;
const checked = (on) => (on ? ' checked' : '');
const listOf = (v) =>
  String(v ?? '')
    .split(',')
    .filter(Boolean);

const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(e ?? '').trim());
const digits = (x) => String(x ?? '').replace(/[\s.\-()]/g, '');
const validPhone = (p) => /^(0[1-9]\d{8}|\+33[1-9]\d{8})$/.test(digits(p));
const validPostcode = (p, country) => {
  const x = String(p ?? '').trim();
  if (country === 'FR') return /^\d{5}$/.test(x);
  if (['BE', 'CH', 'LU'].includes(country)) return /^\d{4}$/.test(x);
  return x.length >= 2;
};
const validCard = (n) => /^\d{13,19}$/.test(String(n ?? '').replace(/[\s-]/g, ''));
const validExpiry = (e) => {
  const m = String(e ?? '')
    .trim()
    .match(/^(\d{2})\s?\/\s?(\d{2})$/);
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return false;
  return Number(m[2]) * 100 + Number(m[1]) >= 2603;
};
const validCvc = (c) => /^\d{3,4}$/.test(String(c ?? '').trim());
/** A typed amount in euros ("35", "35 €", "35,50") as a number, or NaN. */
const amountOf = (v) => {
  const x = String(v ?? '')
    .replace(/€|eur(os?)?/gi, '')
    .replace(/\s/g, '')
    .replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(x) ? Number(x) : Number.NaN;
};
/** DD/MM/YYYY as an ISO date, or null. */
const isoOfBirth = (v) => {
  const m = String(v ?? '')
    .trim()
    .match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
};
const ageOn = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  const [ty, tm, td] = TODAY.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
};

function visitor(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.pc_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, {
      lang: 'fr',
      user: null,
      next: '',
      flash: '',
      donation: null,
      donationDone: null,
      basket: [],
      order: null,
      volunteerDone: null,
      eventDone: null,
      messageDone: null,
    });
    ctx.setCookie('pc_sid', id);
  }
  return state.sessions.get(id);
}

const basketCount = (s) => s.basket.reduce((n, x) => n + x.qty, 0);

function charityPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  return page({
    lang: s.lang,
    title: `${title} — Les Paniers du Cœur`,
    brand: '#b3262e',
    css: `.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700}
.card h2,.card h3{margin:0 0 6px;font-size:1.15rem}.price{font-weight:700;color:#b3262e}.meta{color:#555;margin:4px 0}
.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.hint{color:#666;font-size:.85rem;margin:2px 0 6px}
.actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap}.actions form,td form{margin:0}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dl.facts dt{font-weight:600}.sr{position:absolute;left:-9999px}
td input[type=number],.card input[type=number]{min-width:0;width:4em}.hero{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:20px}
.donate{background:#fff;color:#b3262e!important;border-radius:4px;padding:6px 12px;font-weight:700}nav.lang a[aria-current]{text-decoration:underline}
.amounts{display:flex;gap:16px;flex-wrap:wrap}`,
    header: `<a class="logo" href="/">Les Paniers du Cœur</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/">${t('Accueil', 'Home')}</a> · <a href="/actions">${t('Nos actions', 'Our actions')}</a> · <a href="/news">${t('Actualités', 'News')}</a> · <a href="/events">${t('Agenda', 'Events')}</a> · <a href="/shop">${t('Cadeaux solidaires', 'Solidarity gifts')}</a> · <a href="/volunteer">${t('Devenir bénévole', 'Volunteer')}</a> · <a href="/contact">Contact</a></nav>
<a class="donate" href="/donate">${t('Faire un don', 'Donate')}</a>
<nav aria-label="${t('Mon espace', 'My space')}"><a href="/basket">${t('Panier', 'Basket')} (${basketCount(s)})</a> · ${
      acct
        ? `<a href="/account">${t('Espace donateur', 'Donor space')} (${h(acct.first)})</a> · <a href="/signout">${t('Se déconnecter', 'Sign out')}</a>`
        : `<a href="/account">${t('Espace donateur', 'Donor space')}</a>`
    }</nav>
<nav class="lang" aria-label="Langue / Language"><a href="/lang?l=fr&amp;back=${here}" lang="fr"${s.lang === 'fr' ? ' aria-current="true"' : ''}>FR</a> | <a href="/lang?l=en&amp;back=${here}" lang="en" title="English"${s.lang === 'en' ? ' aria-current="true"' : ''}>EN</a></nav>`,
    body,
    footer: `<p>Les Paniers du Cœur · 48 rue Marcel-Mérieux, 69007 Lyon · 04 78 61 20 20 · contact@paniersducoeur.test</p>
<p>${t('Association loi 1901 reconnue d’utilité publique. Vos dons ouvrent droit à une réduction d’impôt de 75 % dans la limite de 1 000 €, puis de 66 %.', 'A registered non-profit of public interest. French taxpayers can deduct 75% of their gifts from their income tax up to €1,000, then 66%.')} <a href="/charter">${t('Charte du bénévole', 'Volunteer charter')}</a> · <a href="/contact">Contact</a></p>`,
  });
}

/* ------------------------------------------------------------------------------------------ donation */

function stepLine(s, n, fr, en) {
  const { t } = tools(s);
  return `<p class="step">${t(`Étape ${n} sur 3 — ${fr}`, `Step ${n} of 3 — ${en}`)}</p>`;
}

function donateAmountForm(ctx, s, v = {}, error = '') {
  const { t, pick, money } = tools(s);
  const d = s.donation ?? {};
  const c = {
    frequency: 'once',
    amount: '50',
    allocation: 'general',
    ...(d.step1 ?? {}),
    ...(d.preset ?? {}),
    ...v,
  };
  const memoryOn = c.in_memory === 'yes';
  return charityPage(
    ctx,
    s,
    t('Faire un don', 'Donate'),
    `${stepLine(s, 1, 'Mon don', 'My gift')}
<h1>${t('Je fais un don', 'I make a donation')}</h1>
<p>${t('Chaque euro compte : 1 € permet de servir 2 repas. 75 % de votre don est déductible de votre impôt sur le revenu, dans la limite de 1 000 € (loi Coluche).', 'Every euro counts: €1 serves 2 meals. If you pay income tax in France, 75% of your gift is deductible, up to €1,000.')}</p>
${errorBox(error)}
<form method="post" action="/donate/amount">
  <fieldset><legend>${t('Type de don', 'Type of gift')}</legend>
  <label class="choice"><input type="radio" name="frequency" value="once"${checked(c.frequency === 'once')}> ${t('Don ponctuel', 'One-off gift')}</label>
  <label class="choice"><input type="radio" name="frequency" value="monthly"${checked(c.frequency === 'monthly')}> ${t('Don mensuel (prélevé chaque mois sur votre carte, modifiable à tout moment)', 'Monthly gift (charged to your card each month, change it at any time)')}</label>
  </fieldset>
  <fieldset><legend>${t('Montant', 'Amount')}</legend>
  <div class="amounts">
  ${PRESET_AMOUNTS.map((a) => `<label class="choice"><input type="radio" name="amount" value="${a}"${checked(c.amount === a)}> ${money(a)}</label>`).join('\n  ')}
  <label class="choice"><input type="radio" id="amt-other" name="amount" value="other"${checked(c.amount === 'other')}> ${t('Autre', 'Other')}</label>
  </div>
  <label for="d-other">${t('Autre montant (€)', 'Other amount (€)')}</label>
  <p class="hint" id="d-other-hint">${t('5 € minimum', 'Minimum €5')}</p>
  <input id="d-other" name="other_amount" inputmode="decimal" aria-describedby="d-other-hint" value="${h(c.other_amount ?? '')}">
  </fieldset>
  <label for="d-alloc">${t('Affecter mon don à', 'Where should your gift go?')}</label>
  <select id="d-alloc" name="allocation">${ALLOCATIONS.map((a) => opt(a[0], pick(a), c.allocation)).join('')}</select>
  <fieldset><legend>${t('En mémoire', 'In memory')}</legend>
  <label class="choice"><input type="checkbox" id="d-memory" name="in_memory" value="yes"${checked(memoryOn)}> ${t('Je fais ce don en mémoire d’un proche', 'I am giving in memory of someone')}</label>
  <div id="memory-box"${memoryOn ? '' : ' hidden'}>
  <label for="d-memory-name">${t('Nom et prénom de la personne', 'Their full name')}</label>
  <input id="d-memory-name" name="memory_name" value="${h(c.memory_name ?? '')}">
  </div>
  </fieldset>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>
<script>
(function () {
  var cb = document.getElementById('d-memory'), box = document.getElementById('memory-box');
  cb.addEventListener('change', function () { box.hidden = !cb.checked; });
  var other = document.getElementById('d-other'), otherRadio = document.getElementById('amt-other');
  other.addEventListener('input', function () { if (other.value) otherRadio.checked = true; });
  document.querySelectorAll('input[name=amount]').forEach(function (r) {
    r.addEventListener('change', function () { if (r.checked && r.value !== 'other') other.value = ''; });
  });
})();
</script>`,
  );
}

function giftLine(s, d) {
  const { t, money, allocation } = tools(s);
  return `${money(d.amount)}${d.frequency === 'monthly' ? t(' par mois', ' a month') : ''} · ${d.frequency === 'monthly' ? t('don mensuel', 'monthly gift') : t('don ponctuel', 'one-off gift')} · ${h(allocation(d.allocation))}${d.memory ? ` · ${t('en mémoire de', 'in memory of')} ${h(d.memory)}` : ''}`;
}

function donateDetailsForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const d = s.donation;
  const c = { country: 'FR', ...(d.donor ?? {}), ...v };
  const val = (k) => h(c[k] ?? '');
  return charityPage(
    ctx,
    s,
    t('Vos coordonnées', 'Your details'),
    `${stepLine(s, 2, 'Mes coordonnées', 'My details')}
<h1>${t('Vos coordonnées', 'Your details')}</h1>
<p class="meta">${giftLine(s, d)}</p>
${errorBox(error)}
<form method="post" action="/donate/details">
  <label for="dd-title">${t('Civilité (facultatif)', 'Title (optional)')}</label>
  <select id="dd-title" name="title">${opt('', '—', c.title)}${TITLES.map((x) => opt(x[0], pick(x), c.title)).join('')}</select>
  <label for="dd-first">${t('Prénom', 'First name')}</label><input id="dd-first" name="first_name" autocomplete="given-name" value="${val('first_name')}">
  <label for="dd-last">${t('Nom', 'Last name')}</label><input id="dd-last" name="last_name" autocomplete="family-name" value="${val('last_name')}">
  <label for="dd-email">${t('E-mail', 'Email')}</label><input id="dd-email" type="email" name="email" autocomplete="email" value="${val('email')}">
  <label for="dd-phone">${t('Téléphone (facultatif)', 'Phone (optional)')}</label><input id="dd-phone" type="tel" name="phone" autocomplete="tel" value="${val('phone')}">
  <fieldset><legend>${t('Adresse postale', 'Postal address')}</legend>
  <label for="dd-address">${t('Adresse', 'Address')}</label><input id="dd-address" name="address" autocomplete="street-address" value="${val('address')}">
  <label for="dd-postcode">${t('Code postal', 'Postcode')}</label><input id="dd-postcode" name="postcode" autocomplete="postal-code" value="${val('postcode')}">
  <label for="dd-city">${t('Ville', 'Town or city')}</label><input id="dd-city" name="city" autocomplete="address-level2" value="${val('city')}">
  <label for="dd-country">${t('Pays', 'Country')}</label><select id="dd-country" name="country">${COUNTRIES.map((x) => opt(x[0], pick(x), c.country)).join('')}</select>
  </fieldset>
  <p><label class="choice"><input type="checkbox" name="tax_receipt" value="yes"${checked(c.tax_receipt === 'yes')}> ${t('Je souhaite recevoir un reçu fiscal (envoyé par e-mail)', 'I would like a tax receipt (sent by email)')}</label></p>
  <p class="hint">${t('Le reçu fiscal ne sert qu’aux personnes imposables en France.', 'Tax receipts are only useful to people who pay tax in France.')}</p>
  <p><button type="submit">${t('Continuer vers le paiement', 'Continue to payment')}</button> <a href="/donate/amount">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}

function cardFields(s, v = {}, prefix = 'pay') {
  const { t } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return `<label for="${prefix}-name">${t('Nom du titulaire de la carte', 'Name on card')}</label><input id="${prefix}-name" name="card_name" autocomplete="cc-name" value="${val('card_name')}">
  <label for="${prefix}-number">${t('Numéro de carte', 'Card number')}</label><input id="${prefix}-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="${val('card_number')}">
  <label for="${prefix}-exp">${t('Date d’expiration (MM/AA)', 'Expiry date (MM/YY)')}</label><input id="${prefix}-exp" name="card_expiry" autocomplete="cc-exp" placeholder="MM/AA" value="${val('card_expiry')}">
  <label for="${prefix}-cvc">${t('Cryptogramme (CVC)', 'Security code (CVC)')}</label><input id="${prefix}-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="${val('card_cvc')}">`;
}

function cardProblems(s, f) {
  const { t } = tools(s);
  const out = [];
  if (!String(f.card_name ?? '').trim()) out.push(t('le nom du titulaire', 'the name on the card'));
  if (!validCard(f.card_number)) out.push(t('un numéro de carte valide', 'a valid card number'));
  if (!validExpiry(f.card_expiry))
    out.push(t('une date d’expiration valide (MM/AA)', 'a valid expiry date (MM/YY)'));
  if (!validCvc(f.card_cvc)) out.push(t('le cryptogramme', 'the security code'));
  return out;
}

function donatePaymentForm(ctx, s, v = {}, error = '') {
  const { t, money } = tools(s);
  const d = s.donation;
  const monthly = d.frequency === 'monthly';
  return charityPage(
    ctx,
    s,
    t('Paiement', 'Payment'),
    `${stepLine(s, 3, 'Paiement', 'Payment')}
<h1>${t('Paiement sécurisé', 'Secure payment')}</h1>
<p class="meta">${giftLine(s, d)} · ${h(d.donor.first_name)} ${h(d.donor.last_name)}</p>
${errorBox(error)}
<form method="post" action="/donate/payment">
  <fieldset><legend>${t('Carte bancaire', 'Bank card')}</legend>
  ${cardFields(s, v)}
  </fieldset>
  ${
    monthly
      ? `<label for="pay-day">${t('Jour de prélèvement', 'Debit day')}</label>
  <select id="pay-day" name="debit_day">${DEBIT_DAYS.map((x) => opt(x, t(`Le ${x} du mois`, `The ${x}th of the month`), v.debit_day ?? '5')).join('')}</select>`
      : ''
  }
  <p><button type="submit">${monthly ? t(`Donner ${money(d.amount)} par mois`, `Give ${money(d.amount)} a month`) : t(`Donner ${money(d.amount)}`, `Give ${money(d.amount)}`)}</button> <a href="/donate/details">${t('Retour', 'Back')}</a></p>
</form>
<p class="hint">${t('Paiement par carte uniquement (CB, Visa, Mastercard). Nous ne conservons pas le cryptogramme.', 'Card payments only (CB, Visa, Mastercard). We never keep the security code.')}</p>`,
  );
}

/* ------------------------------------------------------------------------------------------ volunteer */

function volunteerForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const skills = listOf(v.skills);
  const days = listOf(v.days);
  return charityPage(
    ctx,
    s,
    t('Devenir bénévole', 'Volunteer'),
    `<h1>${t('Devenir bénévole', 'Become a volunteer')}</h1>
<p>${t('2 300 bénévoles font vivre Les Paniers du Cœur. Quelques heures par mois suffisent : dites-nous ce que vous aimez faire et quand vous êtes disponible, le ou la responsable de l’antenne vous appellera dans la semaine.', '2,300 volunteers keep Les Paniers du Cœur going. A few hours a month is enough: tell us what you like doing and when you are free, and the branch coordinator will call you within a week.')}</p>
${errorBox(error)}
<form method="post" action="/volunteer">
  <fieldset><legend>${t('Vous', 'About you')}</legend>
  <label for="v-first">${t('Prénom', 'First name')}</label><input id="v-first" name="first_name" value="${val('first_name')}">
  <label for="v-last">${t('Nom', 'Last name')}</label><input id="v-last" name="last_name" value="${val('last_name')}">
  <label for="v-email">${t('E-mail', 'Email')}</label><input id="v-email" type="email" name="email" value="${val('email')}">
  <label for="v-phone">${t('Téléphone portable', 'Mobile phone')}</label><input id="v-phone" type="tel" name="phone" value="${val('phone')}">
  <label for="v-birth">${t('Date de naissance', 'Date of birth')}</label>
  <p class="hint" id="v-birth-hint">${t('JJ/MM/AAAA — dès 16 ans', 'DD/MM/YYYY — from age 16')}</p>
  <input id="v-birth" name="birth_date" inputmode="numeric" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" aria-describedby="v-birth-hint" value="${val('birth_date')}">
  </fieldset>
  <label for="v-antenna">${t('Antenne la plus proche', 'Nearest local branch')}</label>
  <select id="v-antenna" name="antenna">${opt('', t('— Choisir une antenne —', '— Choose a branch —'), v.antenna)}${ANTENNAS.map((a) => opt(a[0], pick(a), v.antenna)).join('')}</select>
  <fieldset><legend>${t('Ce que vous aimeriez faire', 'What you would like to do')}</legend>
  ${SKILLS.map((x) => `<label class="choice"><input type="checkbox" name="skills" value="${x[0]}"${checked(skills.includes(x[0]))}> ${pick(x)}</label>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Vos disponibilités', 'When you are available')}</legend>
  ${WEEKDAYS.map((x) => `<label class="choice"><input type="checkbox" name="days" value="${x[0]}"${checked(days.includes(x[0]))}> ${pick(x)}</label>`).join('\n  ')}
  <label for="v-commit">${t('À quelle fréquence ?', 'How often?')}</label>
  <select id="v-commit" name="commitment">${opt('', t('— Choisir —', '— Choose —'), v.commitment)}${COMMITMENTS.map((x) => opt(x[0], pick(x), v.commitment)).join('')}</select>
  </fieldset>
  <label for="v-motivation">${t('Vos motivations', 'Why do you want to volunteer?')}</label>
  <textarea id="v-motivation" name="motivation" rows="4">${val('motivation')}</textarea>
  <p><label class="choice"><input type="checkbox" name="charter" value="yes"${checked(v.charter === 'yes')}> ${t('J’ai lu et j’accepte la charte du bénévole', 'I have read and accept the volunteer charter')}</label> <a href="/charter">${t('Lire la charte', 'Read the charter')}</a></p>
  <p><button type="submit">${t('Envoyer ma candidature', 'Send my application')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ events */

function eventWhen(s, e) {
  const { t, date } = tools(s);
  if (e.end) return t(`Du ${date(e.date)} au ${date(e.end)}`, `${date(e.date)} to ${date(e.end)}`);
  const [hh, mm] = e.time.split(':').map(Number);
  return `${date(e.date)} · ${s.lang === 'en' ? `${hh % 12 || 12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'am' : 'pm'}` : `${hh} h ${String(mm).padStart(2, '0')}`}`;
}

function eventForm(ctx, s, e, v = {}, error = '') {
  const { t, L, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  let specific = '';
  if (e.kind === 'run') {
    specific = `<fieldset><legend>${t('Parcours', 'Distance')}</legend>
  ${RUN_DISTANCES.map((x) => `<label class="choice"><input type="radio" name="distance" value="${x[0]}"${checked(v.distance === x[0])}> ${pick(x)}</label>`).join('\n  ')}
  </fieldset>
  <label for="e-count">${t('Nombre de coureurs', 'Number of runners')}</label><input type="number" id="e-count" name="participants" min="1" max="${e.max}" value="${h(v.participants ?? '1')}">
  <label for="e-tshirt">${t('Taille des t-shirts', 'T-shirt size')}</label>
  <p class="hint" id="e-tshirt-hint">${t('Une taille par inscription ; les coureurs pourront échanger au retrait des dossards.', 'One size per registration; runners can swap when they collect their bibs.')}</p>
  <select id="e-tshirt" name="tshirt" aria-describedby="e-tshirt-hint">${opt('', t('— Choisir —', '— Choose —'), v.tshirt)}${TSHIRTS.map((x) => opt(x, x, v.tshirt)).join('')}</select>
  <label for="e-team">${t('Nom d’équipe (facultatif)', 'Team name (optional)')}</label><input id="e-team" name="team" value="${val('team')}">`;
  } else if (e.kind === 'gala') {
    specific = `<label for="e-count">${t('Nombre de places', 'Number of seats')}</label><input type="number" id="e-count" name="participants" min="1" max="${e.max}" value="${h(v.participants ?? '1')}">
  <label for="e-diet">${t('Régime alimentaire', 'Dietary requirements')}</label>
  <select id="e-diet" name="diet">${DIETS.map((x) => opt(x[0], pick(x), v.diet ?? 'none')).join('')}</select>`;
  } else {
    specific = `<label for="e-store">${t('Magasin', 'Shop')}</label>
  <select id="e-store" name="store">${opt('', t('— Choisir un magasin —', '— Choose a shop —'), v.store)}${STORES.map((x) => opt(x[0], pick(x), v.store)).join('')}</select>
  <fieldset><legend>${t('Créneau', 'Shift')}</legend>
  ${SHIFTS.map((x) => `<label class="choice"><input type="radio" name="shift" value="${x[0]}"${checked(v.shift === x[0])}> ${pick(x)}</label>`).join('\n  ')}
  </fieldset>
  <label for="e-count">${t('Nombre de bénévoles', 'Number of volunteers')}</label><input type="number" id="e-count" name="participants" min="1" max="${e.max}" value="${h(v.participants ?? '1')}">`;
  }
  return charityPage(
    ctx,
    s,
    t(`Inscription : ${L(e.name)}`, `Register: ${L(e.name)}`),
    `<p><a href="/events">← ${t('Agenda', 'Events')}</a></p>
<h1>${t(`Inscription : ${h(L(e.name))}`, `Register: ${h(L(e.name))}`)}</h1>
<p class="meta">${h(eventWhen(s, e))} · ${h(L(e.place))}</p>
${errorBox(error)}
<form method="post" action="/events/${e.id}/register">
  ${specific}
  <fieldset><legend>${t('Personne à contacter', 'Contact person')}</legend>
  <label for="e-first">${t('Prénom', 'First name')}</label><input id="e-first" name="first_name" value="${val('first_name')}">
  <label for="e-last">${t('Nom', 'Last name')}</label><input id="e-last" name="last_name" value="${val('last_name')}">
  <label for="e-email">${t('E-mail', 'Email')}</label><input id="e-email" type="email" name="email" value="${val('email')}">
  <label for="e-phone">${t('Téléphone portable', 'Mobile phone')}</label><input id="e-phone" type="tel" name="phone" value="${val('phone')}">
  </fieldset>
  <p><label class="choice"><input type="checkbox" name="rules" value="yes"${checked(v.rules === 'yes')}> ${t('J’accepte le règlement de l’événement', 'I accept the event rules')}</label></p>
  <p><button type="submit">${t('Valider l’inscription', 'Confirm registration')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ shop */

function productCard(s, p) {
  const { t, L, money } = tools(s);
  return `<article class="card" aria-labelledby="p-${p.id}"><h3 id="p-${p.id}">${h(L(p.name))}</h3>
<p>${h(L(p.text))}</p>
<p class="price">${money(p.price)}</p>
<form method="post" action="/basket/add" class="actions"><input type="hidden" name="product" value="${p.id}">
<label for="qty-${p.id}">${t('Quantité', 'Quantity')}</label><input type="number" id="qty-${p.id}" name="qty" min="1" max="20" value="1">
<button type="submit">${t('Ajouter au panier', 'Add to basket')}</button></form></article>`;
}

function basketTotals(s) {
  const lines = s.basket.map((b) => ({ ...b, p: PRODUCTS.find((x) => x.id === b.product) }));
  const sub = lines.reduce((n, l) => n + l.p.price * l.qty, 0);
  const goods = lines.some((l) => l.p.kind === 'goods');
  const gifts = lines.some((l) => l.p.kind === 'gift');
  const shipping = goods ? SHIPPING : 0;
  return { lines, sub, goods, gifts, shipping, total: sub + shipping };
}

function shopPage(ctx, s, error = '') {
  const { t } = tools(s);
  return charityPage(
    ctx,
    s,
    t('Cadeaux solidaires', 'Solidarity gifts'),
    `<h1>${t('Cadeaux solidaires', 'Solidarity gifts')}</h1>
<p>${t('Offrez un cadeau qui a du sens : vous financez des repas, un kit bébé ou une soirée de maraude, et nous envoyons une e-carte à la personne de votre choix. Les cadeaux solidaires sont des dons : ils ouvrent droit au reçu fiscal.', 'Give a gift that means something: you pay for meals, a baby kit or an evening of outreach, and we send an e-card to the person of your choice. Solidarity gifts are donations and qualify for a tax receipt.')}</p>
${flashBox(s)}
${errorBox(error)}
<h2>${t('Dons symboliques', 'Symbolic gifts')}</h2>
<div class="cards">${PRODUCTS.filter((p) => p.kind === 'gift')
      .map((p) => productCard(s, p))
      .join('\n')}</div>
<h2>${t('La boutique', 'The shop')}</h2>
<p>${t('Objets fabriqués par des ateliers d’insertion ; les bénéfices financent nos actions. Livraison en France : 4,90 €.', 'Items made by work-integration workshops; the profits fund our actions. Delivery in France: €4.90.')}</p>
<div class="cards">${PRODUCTS.filter((p) => p.kind === 'goods')
      .map((p) => productCard(s, p))
      .join('\n')}</div>`,
  );
}

function basketPage(ctx, s, error = '') {
  const { t, L, money } = tools(s);
  const x = basketTotals(s);
  return charityPage(
    ctx,
    s,
    t('Mon panier', 'My basket'),
    `<h1>${t('Mon panier', 'My basket')}</h1>
${flashBox(s)}
${errorBox(error)}
${
  x.lines.length
    ? `<table><thead><tr><th>${t('Article', 'Item')}</th><th>${t('Prix', 'Price')}</th><th>${t('Quantité', 'Quantity')}</th><th>${t('Total', 'Total')}</th><th></th></tr></thead><tbody>
${x.lines
  .map(
    (l) => `<tr><td>${h(L(l.p.name))}</td><td>${money(l.p.price)}</td>
<td><form method="post" action="/basket/update" class="actions"><input type="hidden" name="product" value="${l.product}"><label class="sr" for="bq-${l.product}">${t('Quantité', 'Quantity')}</label><input type="number" id="bq-${l.product}" name="qty" min="0" max="20" value="${l.qty}"><button type="submit" class="btn secondary">${t('Mettre à jour', 'Update')}</button></form></td>
<td>${money(l.p.price * l.qty)}</td>
<td><form method="post" action="/basket/remove"><input type="hidden" name="product" value="${l.product}"><button type="submit" class="btn secondary">${t('Retirer', 'Remove')}</button></form></td></tr>`,
  )
  .join('\n')}
</tbody></table>
<dl class="facts"><dt>${t('Sous-total', 'Subtotal')}</dt><dd>${money(x.sub)}</dd>${x.goods ? `<dt>${t('Livraison', 'Delivery')}</dt><dd>${money(x.shipping)}</dd>` : ''}<dt>${t('Total', 'Total')}</dt><dd><strong>${money(x.total)}</strong></dd></dl>
<p class="actions"><a class="btn" href="/basket/checkout">${t('Commander', 'Checkout')}</a> <a href="/shop">${t('Continuer mes achats', 'Continue shopping')}</a></p>`
    : `<p>${t('Votre panier est vide.', 'Your basket is empty.')} <a href="/shop">${t('Voir les cadeaux solidaires', 'See the solidarity gifts')}</a></p>`
}`,
  );
}

function checkoutForm(ctx, s, v = {}, error = '') {
  const { t, money } = tools(s);
  const x = basketTotals(s);
  const val = (k) => h(v[k] ?? '');
  return charityPage(
    ctx,
    s,
    t('Commande', 'Checkout'),
    `<h1>${t('Finaliser ma commande', 'Checkout')}</h1>
<p class="meta">${t(`${basketCount(s)} article(s) · total ${money(x.total)}`, `${basketCount(s)} item(s) · total ${money(x.total)}`)}</p>
${errorBox(error)}
<form method="post" action="/basket/checkout">
  <fieldset><legend>${t('Vos coordonnées', 'Your details')}</legend>
  <label for="co-first">${t('Prénom', 'First name')}</label><input id="co-first" name="first_name" value="${val('first_name')}">
  <label for="co-last">${t('Nom', 'Last name')}</label><input id="co-last" name="last_name" value="${val('last_name')}">
  <label for="co-email">${t('E-mail', 'Email')}</label><input id="co-email" type="email" name="email" value="${val('email')}">
  </fieldset>
  ${
    x.gifts
      ? `<fieldset><legend>${t('E-carte cadeau', 'Gift e-card')}</legend>
  <label class="choice"><input type="checkbox" name="ecard" value="yes"${checked(v.ecard === 'yes')}> ${t('Offrir ces cadeaux solidaires à un proche : nous lui envoyons une e-carte', 'Give these solidarity gifts to someone: we send them an e-card')}</label>
  <label for="co-rname">${t('Nom du destinataire', 'Recipient’s name')}</label><input id="co-rname" name="recipient_name" value="${val('recipient_name')}">
  <label for="co-remail">${t('E-mail du destinataire', 'Recipient’s email')}</label><input id="co-remail" type="email" name="recipient_email" value="${val('recipient_email')}">
  <label for="co-msg">${t('Votre message (facultatif)', 'Your message (optional)')}</label><textarea id="co-msg" name="ecard_message" rows="3">${val('ecard_message')}</textarea>
  </fieldset>`
      : ''
  }
  ${
    x.goods
      ? `<fieldset><legend>${t('Adresse de livraison (France uniquement)', 'Delivery address (France only)')}</legend>
  <label for="co-address">${t('Adresse', 'Address')}</label><input id="co-address" name="address" value="${val('address')}">
  <label for="co-postcode">${t('Code postal', 'Postcode')}</label><input id="co-postcode" name="postcode" value="${val('postcode')}">
  <label for="co-city">${t('Ville', 'Town or city')}</label><input id="co-city" name="city" value="${val('city')}">
  </fieldset>`
      : ''
  }
  <fieldset><legend>${t('Paiement par carte', 'Card payment')}</legend>
  ${cardFields(s, v, 'co')}
  </fieldset>
  <p><button type="submit">${t(`Payer ${money(x.total)}`, `Pay ${money(x.total)}`)}</button> <a href="/basket">${t('Retour au panier', 'Back to the basket')}</a></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ contact */

function contactForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return charityPage(
    ctx,
    s,
    'Contact',
    `<h1>${t('Nous contacter', 'Contact us')}</h1>
<p>${t('Siège : 48 rue Marcel-Mérieux, 69007 Lyon · 04 78 61 20 20 (du lundi au vendredi, 9 h – 17 h). Nous répondons aux messages sous 3 jours ouvrés.', 'Head office: 48 rue Marcel-Mérieux, 69007 Lyon · +33 4 78 61 20 20 (Monday to Friday, 9 am – 5 pm). We answer messages within 3 working days.')}</p>
<p class="hint">${t('Vous avez besoin d’une aide alimentaire ? Le plus simple est de vous adresser au centre social de votre quartier, qui vous orientera vers le centre de distribution le plus proche.', 'Do you need food aid? The simplest way is to ask your local social centre, which will refer you to the nearest distribution centre.')}</p>
${errorBox(error)}
<form method="post" action="/contact">
  <label for="c-subject">${t('Objet de votre message', 'Subject')}</label>
  <select id="c-subject" name="subject">${opt('', t('— Choisir —', '— Choose —'), v.subject)}${SUBJECTS.map((x) => opt(x[0], pick(x), v.subject)).join('')}</select>
  <label for="c-name">${t('Nom et prénom', 'Full name')}</label><input id="c-name" name="name" value="${val('name')}">
  <label for="c-email">${t('E-mail', 'Email')}</label><input id="c-email" type="email" name="email" value="${val('email')}">
  <label for="c-phone">${t('Téléphone (facultatif)', 'Phone (optional)')}</label><input id="c-phone" type="tel" name="phone" value="${val('phone')}">
  <label for="c-org">${t('Organisation ou entreprise (facultatif)', 'Organisation or company (optional)')}</label><input id="c-org" name="organisation" value="${val('organisation')}">
  <label for="c-message">${t('Votre message', 'Your message')}</label><textarea id="c-message" name="message" rows="6">${val('message')}</textarea>
  <p><label class="choice"><input type="checkbox" name="consent" value="yes"${checked(v.consent === 'yes')}> ${t('J’accepte que mes données soient utilisées pour répondre à ma demande', 'I agree that my data may be used to answer my request')}</label></p>
  <p><button type="submit">${t('Envoyer', 'Send')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ donor space */

function signinForm(ctx, s, error = '', email = '') {
  const { t } = tools(s);
  return charityPage(
    ctx,
    s,
    t('Connexion', 'Sign in'),
    `<h1>${t('Espace donateur', 'Donor space')}</h1>
<p>${t('Retrouvez vos dons et vos reçus fiscaux, gérez votre don mensuel et vos coordonnées.', 'Find your donations and tax receipts, manage your monthly gift and your details.')}</p>
${errorBox(error)}
<form method="post" action="/signin" class="card">
  <label for="si-email">${t('E-mail', 'Email')}</label><input id="si-email" type="email" name="email" autocomplete="username" value="${h(email)}">
  <label for="si-pw">${t('Mot de passe', 'Password')}</label><input id="si-pw" type="password" name="password" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="remember" value="yes"> ${t('Rester connecté', 'Keep me signed in')}</label></p>
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>
<p>${t('Première visite ? Votre espace est créé lors de votre premier don : vous recevez vos identifiants par e-mail.', 'First visit? Your space is created with your first donation: we email you how to sign in.')}</p>`,
  );
}

const TABS = [
  ['/account/donations', 'Mes dons', 'My donations'],
  ['/account/monthly', 'Mon don mensuel', 'Monthly gift'],
  ['/account/details', 'Mes coordonnées', 'My details'],
];
function accountTabs(s, current) {
  const { pick, t } = tools(s);
  return `<nav class="tabs" aria-label="${t('Espace donateur', 'Donor space')}">${TABS.map((x) => `<a href="${x[0]}"${x[0] === current ? ' aria-current="page"' : ''}>${pick(x)}</a>`).join('')}</nav>`;
}

function donationsPage(ctx, s, acct, year) {
  const { t, money, date, allocation } = tools(s);
  const all = donationsOf(acct);
  const years = [...new Set(all.map((x) => Number(x.date.slice(0, 4))))].sort((a, b) => b - a);
  const shown = all.filter((x) => Number(x.date.slice(0, 4)) === year).reverse();
  const receiptYears = years.filter((y) => y < 2026);
  return charityPage(
    ctx,
    s,
    t('Mes dons', 'My donations'),
    `<h1>${t(`Bonjour ${h(acct.first)}`, `Hello ${h(acct.first)}`)}</h1>
${accountTabs(s, '/account/donations')}
${flashBox(s)}
<table><caption>${t('Mes dons par année', 'My donations per year')}</caption><thead><tr><th>${t('Année', 'Year')}</th><th>${t('Nombre de dons', 'Number of gifts')}</th><th>${t('Total', 'Total')}</th><th>${t('Reçu fiscal', 'Tax receipt')}</th></tr></thead><tbody>
${years
  .map((y) => {
    const list = all.filter((x) => Number(x.date.slice(0, 4)) === y);
    return `<tr><td><a href="/account/donations?year=${y}">${y}</a></td><td>${list.length}</td><td>${money(list.reduce((n, x) => n + x.amount, 0))}</td><td>${y < 2026 ? t('disponible', 'available') : t('disponible en janvier 2027', 'available in January 2027')}</td></tr>`;
  })
  .join('\n')}
</tbody></table>
<h2>${t(`Détail ${year}`, `${year} in detail`)}</h2>
${
  shown.length
    ? `<table><thead><tr><th>Date</th><th>${t('Référence', 'Reference')}</th><th>Type</th><th>${t('Affectation', 'Allocation')}</th><th>${t('Montant', 'Amount')}</th></tr></thead><tbody>
${shown.map((x) => `<tr><td>${h(date(x.date, false))}</td><td>${x.ref}</td><td>${x.type === 'monthly' ? t('Prélèvement mensuel', 'Monthly debit') : t('Don ponctuel', 'One-off gift')}${x.memory ? ` (${t('en mémoire de', 'in memory of')} ${h(x.memory)})` : ''}</td><td>${h(allocation(x.allocation))}</td><td>${money(x.amount)}</td></tr>`).join('\n')}
</tbody></table>`
    : `<p>${t('Aucun don cette année-là.', 'No donation that year.')}</p>`
}
<h2 id="receipts">${t('Mes reçus fiscaux', 'My tax receipts')}</h2>
<p>${t('Un reçu fiscal annuel récapitule tous vos dons d’une année. Les reçus 2026 seront disponibles en janvier 2027.', 'One yearly tax receipt covers all your gifts of a year. 2026 receipts will be available in January 2027.')}</p>
${
  receiptYears.length
    ? `<form method="post" action="/account/receipts" class="actions" aria-labelledby="receipts">
  <label for="r-year">${t('Année', 'Year')}</label>
  <select id="r-year" name="year">${receiptYears.map((y) => opt(String(y), String(y), String(receiptYears[0]))).join('')}</select>
  <button type="submit" name="action" value="download">${t('Télécharger (PDF)', 'Download (PDF)')}</button>
  <button type="submit" name="action" value="email" class="btn secondary">${t('Recevoir par e-mail', 'Email it to me')}</button>
</form>`
    : `<p>${t('Aucun reçu fiscal disponible pour le moment.', 'No tax receipt available yet.')}</p>`
}`,
  );
}

function nextDebit(m) {
  if (m.status === 'paused') return m.until;
  let d = `${TODAY.slice(0, 8)}${m.day.padStart(2, '0')}`;
  if (d <= TODAY) d = addMonths(d, 1);
  return d;
}

function monthlyPage(ctx, s, acct, v = {}, error = '') {
  const { t, money, date } = tools(s);
  const m = acct.monthly;
  let body;
  if (!m || m.status === 'stopped') {
    body = `<p>${
      m
        ? t(
            `Votre don mensuel a été arrêté le ${date(m.stoppedOn)}.`,
            `Your monthly gift was stopped on ${date(m.stoppedOn)}.`,
          )
        : t('Vous n’avez pas de don mensuel.', 'You do not have a monthly gift.')
    }</p>
<p>${t('Le don mensuel nous permet de prévoir nos distributions toute l’année.', 'Monthly gifts let us plan our distributions all year round.')} <a class="btn" href="/donate?frequency=monthly">${t('Devenir donateur mensuel', 'Start a monthly gift')}</a></p>`;
  } else {
    const row = (k, val) => `<dt>${k}</dt><dd>${val}</dd>`;
    body = `<section class="card"><dl class="facts">
${row(t('Montant', 'Amount'), `${money(m.amount)} ${t('par mois', 'a month')}`)}
${row(t('Jour de prélèvement', 'Debit day'), t(`le ${m.day} du mois`, `the ${m.day}th of the month`))}
${row(t('Carte', 'Card'), `•••• ${m.card}`)}
${row(t('Donateur mensuel depuis le', 'Monthly donor since'), h(date(m.since, false)))}
${row(t('Statut', 'Status'), m.status === 'paused' ? t(`suspendu jusqu’au ${date(m.until, false)}`, `paused until ${date(m.until, false)}`) : t('actif', 'active'))}
${row(t('Prochain prélèvement', 'Next debit'), h(date(nextDebit(m))))}
</dl></section>
${errorBox(error)}
${
  m.status === 'paused'
    ? `<form method="post" action="/account/monthly/resume"><p><button type="submit">${t('Reprendre mon don maintenant', 'Resume my gift now')}</button></p></form>`
    : ''
}
<h2 id="change">${t('Modifier mon don mensuel', 'Change my monthly gift')}</h2>
<form method="post" action="/account/monthly/amount" aria-labelledby="change">
  <label for="m-amount">${t('Nouveau montant mensuel (€)', 'New monthly amount (€)')}</label>
  <input id="m-amount" name="monthly_amount" inputmode="decimal" value="${h(v.monthly_amount ?? String(m.amount))}">
  <label for="m-day">${t('Jour de prélèvement', 'Debit day')}</label>
  <select id="m-day" name="debit_day">${DEBIT_DAYS.map((x) => opt(x, t(`Le ${x} du mois`, `The ${x}th of the month`), v.debit_day ?? m.day)).join('')}</select>
  <p><button type="submit">${t('Enregistrer le nouveau montant', 'Save the new amount')}</button></p>
</form>
${
  m.status === 'active'
    ? `<h2 id="pause">${t('Faire une pause', 'Take a break')}</h2>
<p>${t('Un imprévu ? Suspendez votre don quelques mois, il reprendra tout seul.', 'Something came up? Pause your gift for a few months; it restarts on its own.')}</p>
<form method="post" action="/account/monthly/pause" aria-labelledby="pause">
  <label for="m-pause">${t('Suspendre pendant', 'Pause for')}</label>
  <select id="m-pause" name="pause_months">${PAUSES.map((x) => opt(x, x === '1' ? t('1 mois', '1 month') : t(`${x} mois`, `${x} months`), '1')).join('')}</select>
  <p><button type="submit">${t('Suspendre mon don', 'Pause my gift')}</button></p>
</form>`
    : ''
}
<h2>${t('Arrêter mon don', 'Stop my gift')}</h2>
<p><a href="/account/monthly/stop">${t('Arrêter mon don mensuel', 'Stop my monthly gift')}</a></p>`;
  }
  return charityPage(
    ctx,
    s,
    t('Mon don mensuel', 'Monthly gift'),
    `<h1>${t('Mon don mensuel', 'My monthly gift')}</h1>
${accountTabs(s, '/account/monthly')}
${flashBox(s)}
${body}`,
  );
}

function stopPage(ctx, s, acct, v = {}, error = '') {
  const { t, pick, money } = tools(s);
  const m = acct.monthly;
  return charityPage(
    ctx,
    s,
    t('Arrêter mon don mensuel', 'Stop my monthly gift'),
    `<h1>${t('Arrêter mon don mensuel', 'Stop my monthly gift')}</h1>
${accountTabs(s, '/account/monthly')}
<p>${t(`Votre don de ${money(m.amount)} par mois ne sera plus prélevé. Vous pouvez aussi simplement le suspendre ou en baisser le montant.`, `Your gift of ${money(m.amount)} a month will no longer be charged. You can also just pause it or lower the amount.`)}</p>
${errorBox(error)}
<form method="post" action="/account/monthly/stop">
  <fieldset><legend>${t('Pourquoi arrêtez-vous votre don ?', 'Why are you stopping your gift?')}</legend>
  ${STOP_REASONS.map((r) => `<label class="choice"><input type="radio" name="stop_reason" value="${r[0]}"${checked(v.stop_reason === r[0])}> ${pick(r)}</label>`).join('\n  ')}
  </fieldset>
  <label for="st-comment">${t('Un commentaire ? (facultatif)', 'Any comment? (optional)')}</label><textarea id="st-comment" name="comment" rows="3">${h(v.comment ?? '')}</textarea>
  <p><button type="submit">${t('Confirmer l’arrêt', 'Confirm and stop')}</button> <a href="/account/monthly">${t('Garder mon don', 'Keep my gift')}</a></p>
</form>`,
  );
}

function detailsPage(ctx, s, acct, v = null, error = '') {
  const { t, pick } = tools(s);
  const c = v ?? {
    phone: acct.phone,
    address: acct.address,
    postcode: acct.postcode,
    city: acct.city,
    country: acct.country,
    prefs: acct.prefs.join(','),
    receipt_by: acct.receiptBy,
  };
  const prefs = listOf(c.prefs);
  const val = (k) => h(c[k] ?? '');
  const country = pick(
    COUNTRIES.find((x) => x[0] === acct.country) ?? [acct.country, acct.country, acct.country],
  );
  return charityPage(
    ctx,
    s,
    t('Mes coordonnées', 'My details'),
    `<h1>${t('Mes coordonnées', 'My details')}</h1>
${accountTabs(s, '/account/details')}
${flashBox(s)}
<dl class="facts"><dt>${t('Nom', 'Name')}</dt><dd>${h(pick(TITLES.find((x) => x[0] === acct.title)))} ${h(acct.first)} ${h(acct.last)}</dd>
<dt>${t('E-mail', 'Email')}</dt><dd>${h(s.user)}</dd>
<dt>${t('Téléphone', 'Phone')}</dt><dd>${h(acct.phone)}</dd>
<dt>${t('Adresse postale', 'Postal address')}</dt><dd>${h(acct.address)}, ${h(acct.postcode)} ${h(acct.city)}, ${h(country)}</dd></dl>
${errorBox(error)}
<form method="post" action="/account/details">
  <label for="md-phone">${t('Téléphone', 'Phone')}</label><input id="md-phone" type="tel" name="phone" value="${val('phone')}">
  <fieldset><legend>${t('Adresse postale', 'Postal address')}</legend>
  <label for="md-address">${t('Adresse', 'Address')}</label><input id="md-address" name="address" value="${val('address')}">
  <label for="md-postcode">${t('Code postal', 'Postcode')}</label><input id="md-postcode" name="postcode" value="${val('postcode')}">
  <label for="md-city">${t('Ville', 'Town or city')}</label><input id="md-city" name="city" value="${val('city')}">
  <label for="md-country">${t('Pays', 'Country')}</label><select id="md-country" name="country">${COUNTRIES.map((x) => opt(x[0], pick(x), c.country)).join('')}</select>
  </fieldset>
  <fieldset><legend>${t('Je souhaite recevoir', 'I would like to receive')}</legend>
  ${PREFS.map((x) => `<label class="choice"><input type="checkbox" name="prefs" value="${x[0]}"${checked(prefs.includes(x[0]))}> ${pick(x)}</label>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Mes reçus fiscaux', 'My tax receipts')}</legend>
  ${RECEIPT_BY.map((x) => `<label class="choice"><input type="radio" name="receipt_by" value="${x[0]}"${checked(c.receipt_by === x[0])}> ${pick(x)}</label>`).join('\n  ')}
  </fieldset>
  <p><button type="submit">${t('Enregistrer', 'Save')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ routes */

export async function charityRoutes(ctx) {
  const { path, method, fields, state, query } = ctx;
  const s = visitor(ctx);
  const { t, L, pick, money, date } = tools(s);
  const html = (title, body) => ({ html: charityPage(ctx, s, title, body), lang: s.lang });
  const form = (markup) => ({ html: markup, lang: s.lang });
  const trim = (k) => String(fields[k] ?? '').trim();
  const blank = (k) => !trim(k);
  const please = (list) => `${t('Merci de vérifier :', 'Please check:')} ${list.join(', ')}.`;
  const acct = s.user ? state.accounts[s.user] : null;

  if (path === '/lang') {
    s.lang = query.get('l') === 'en' ? 'en' : 'fr';
    const back = query.get('back') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }

  /* home, actions, news */
  if (path === '/' && method === 'GET') {
    return html(
      t('Aide alimentaire à Lyon et en Rhône-Alpes', 'Food aid in Lyon and the Rhône-Alpes'),
      `<section class="hero"><h1>${t('Personne ne devrait avoir faim près de chez vous', 'Nobody should go hungry near you')}</h1>
<p>${t('Depuis 1989, Les Paniers du Cœur distribuent des repas, accompagnent les familles et vont à la rencontre des personnes à la rue à Lyon et dans toute la région. 2 300 bénévoles, 14 centres, 1,3 million de repas l’an dernier.', 'Since 1989, Les Paniers du Cœur have handed out meals, supported families and met people sleeping rough in Lyon and across the region. 2,300 volunteers, 14 centres, 1.3 million meals last year.')}</p>
<p class="actions"><a class="btn" href="/donate">${t('Je fais un don', 'I make a donation')}</a> <a class="btn secondary" href="/volunteer">${t('Je deviens bénévole', 'I volunteer')}</a></p></section>
<div class="notice" role="status"><p>${t('Collecte nationale de printemps les 3 et 4 avril : nous cherchons 1 500 bénévoles pour tenir les points de collecte.', 'National spring food collection on 3 and 4 April: we need 1,500 volunteers to run the collection points.')} <a href="/events">${t('Je m’inscris', 'Sign up')}</a></p></div>
<h2>${t('Nos actions', 'Our actions')}</h2>
<div class="cards">${ACTIONS.slice(0, 3)
        .map(
          (a) =>
            `<article class="card"><h3>${h(L(a.name))}</h3><p>${h(L(a.blurb))}</p><a href="/actions/${a.id}">${t('En savoir plus', 'Learn more')}</a></article>`,
        )
        .join('\n')}</div>
<p><a href="/actions">${t('Toutes nos actions', 'All our actions')}</a></p>
<h2>${t('Actualités', 'News')}</h2>
<div class="cards">${NEWS.slice(0, 3)
        .map(
          (n) =>
            `<article class="card"><h3>${h(L(n.title))}</h3><p class="meta">${h(date(n.date, false))}</p><p>${h(L(n.lead))}</p><a href="/news/${n.id}">${t('Lire la suite', 'Read more')}</a></article>`,
        )
        .join('\n')}</div>`,
    );
  }
  if (path === '/actions' && method === 'GET') {
    return html(
      t('Nos actions', 'Our actions'),
      `<h1>${t('Nos actions', 'Our actions')}</h1>
<p>${t('De l’urgence à l’insertion : voici ce que vos dons et votre temps permettent de faire.', 'From emergency help to getting back on one’s feet: here is what your gifts and your time make possible.')}</p>
<div class="cards">
${ACTIONS.map((a) => `<article class="card" aria-labelledby="a-${a.id}"><h2 id="a-${a.id}">${h(L(a.name))}</h2><p>${h(L(a.blurb))}</p><a href="/actions/${a.id}">${t('En savoir plus', 'Learn more')}</a></article>`).join('\n')}
</div>`,
    );
  }
  const actionMatch = path.match(/^\/actions\/([a-z]+)$/);
  if (actionMatch && method === 'GET') {
    const a = ACTIONS.find((x) => x.id === actionMatch[1]);
    if (!a) return { status: 404, html: null, lang: s.lang };
    return html(
      L(a.name),
      `<p><a href="/actions">← ${t('Nos actions', 'Our actions')}</a></p>
<h1>${h(L(a.name))}</h1>
<p>${h(L(a.body))}</p>
<h2>${t('En chiffres', 'In figures')}</h2>
<ul>${a.facts.map((f) => `<li>${h(L(f))}</li>`).join('')}</ul>
<p class="actions"><a class="btn" href="/donate?allocation=${a.id}">${t('Soutenir cette action', 'Support this action')}</a> <a class="btn secondary" href="/volunteer">${t('Devenir bénévole', 'Volunteer')}</a></p>`,
    );
  }
  if (path === '/news' && method === 'GET') {
    return html(
      t('Actualités', 'News'),
      `<h1>${t('Actualités', 'News')}</h1>
${NEWS.map((n) => `<article class="card"><h2>${h(L(n.title))}</h2><p class="meta">${h(date(n.date, false))}</p><p>${h(L(n.lead))}</p><a href="/news/${n.id}">${t('Lire la suite', 'Read more')}</a></article>`).join('\n')}`,
    );
  }
  const newsMatch = path.match(/^\/news\/([a-z0-9-]+)$/);
  if (newsMatch && method === 'GET') {
    const n = NEWS.find((x) => x.id === newsMatch[1]);
    if (!n) return { status: 404, html: null, lang: s.lang };
    return html(
      L(n.title),
      `<p><a href="/news">← ${t('Toutes les actualités', 'All news')}</a></p>
<article><h1>${h(L(n.title))}</h1><p class="meta">${h(date(n.date))}</p>
<p><strong>${h(L(n.lead))}</strong></p><p>${h(L(n.body))}</p></article>
<p class="actions"><a class="btn" href="/donate">${t('Faire un don', 'Donate')}</a> <a href="/events">${t('Voir l’agenda', 'See the events')}</a></p>`,
    );
  }
  if (path === '/charter' && method === 'GET') {
    return html(
      t('Charte du bénévole', 'Volunteer charter'),
      `<h1>${t('Charte du bénévole', 'Volunteer charter')}</h1>
<ol><li>${t('J’accueille chaque personne avec respect, sans jugement et sans distinction.', 'I welcome everyone with respect, without judgement or distinction.')}</li>
<li>${t('Je respecte la confidentialité de ce que les familles me confient.', 'I keep what families tell me confidential.')}</li>
<li>${t('Je préviens mon antenne si je ne peux pas venir.', 'I let my branch know if I cannot come.')}</li>
<li>${t('Je respecte les règles d’hygiène et de sécurité alimentaire.', 'I follow food hygiene and safety rules.')}</li>
<li>${t('Je ne reçois aucune rémunération ni aucun avantage en échange de mon engagement.', 'I receive no pay or benefit in return for my help.')}</li></ol>`,
    );
  }

  /* donation */
  if (path === '/donate' && method === 'GET') {
    const preset = {};
    if (ALLOCATIONS.some((a) => a[0] === query.get('allocation')))
      preset.allocation = query.get('allocation');
    if (query.get('frequency') === 'monthly') preset.frequency = 'monthly';
    s.donation = { preset };
    return form(donateAmountForm(ctx, s));
  }
  if (path === '/donate/amount' && method === 'GET') {
    if (!s.donation) s.donation = { preset: {} };
    return form(donateAmountForm(ctx, s));
  }
  if (path === '/donate/amount' && method === 'POST') {
    if (!s.donation) s.donation = { preset: {} };
    const problems = [];
    if (!['once', 'monthly'].includes(fields.frequency))
      problems.push(t('le type de don', 'the type of gift'));
    let amount = Number.NaN;
    if (PRESET_AMOUNTS.includes(fields.amount)) amount = Number(fields.amount);
    else if (fields.amount === 'other' || (!fields.amount && !blank('other_amount')))
      amount = amountOf(fields.other_amount);
    if (!(amount >= 5 && amount <= 10000))
      problems.push(t('un montant entre 5 € et 10 000 €', 'an amount between €5 and €10,000'));
    if (!ALLOCATIONS.some((a) => a[0] === fields.allocation))
      problems.push(t('l’affectation de votre don', 'where your gift should go'));
    if (fields.in_memory === 'yes' && blank('memory_name'))
      problems.push(
        t('le nom de la personne à qui vous rendez hommage', 'the name of the person you remember'),
      );
    if (problems.length) return form(donateAmountForm(ctx, s, fields, please(problems)));
    Object.assign(s.donation, {
      step1: { ...fields },
      preset: {},
      frequency: fields.frequency,
      amount,
      allocation: fields.allocation,
      memory: fields.in_memory === 'yes' ? trim('memory_name') : '',
    });
    return { redirect: '/donate/details' };
  }
  if (path.startsWith('/donate/') && path !== '/donate/done' && !s.donation?.amount)
    return { redirect: '/donate' };
  if (path === '/donate/details' && method === 'GET') return form(donateDetailsForm(ctx, s));
  if (path === '/donate/details' && method === 'POST') {
    const problems = [];
    if (blank('first_name')) problems.push(t('votre prénom', 'your first name'));
    if (blank('last_name')) problems.push(t('votre nom', 'your last name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!blank('phone') && !validPhone(fields.phone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (blank('address') || blank('city')) problems.push(t('votre adresse', 'your address'));
    if (!COUNTRIES.some((x) => x[0] === fields.country)) problems.push(t('le pays', 'the country'));
    else if (!validPostcode(fields.postcode, fields.country))
      problems.push(t('le code postal', 'the postcode'));
    if (fields.title && !TITLES.some((x) => x[0] === fields.title))
      problems.push(t('la civilité', 'the title'));
    if (problems.length) return form(donateDetailsForm(ctx, s, fields, please(problems)));
    s.donation.donor = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v).trim()]));
    return { redirect: '/donate/payment' };
  }
  if (path.startsWith('/donate/') && path !== '/donate/done' && !s.donation.donor)
    return { redirect: '/donate/details' };
  if (path === '/donate/payment' && method === 'GET') return form(donatePaymentForm(ctx, s));
  if (path === '/donate/payment' && method === 'POST') {
    const problems = cardProblems(s, fields);
    const monthly = s.donation.frequency === 'monthly';
    if (monthly && !DEBIT_DAYS.includes(fields.debit_day))
      problems.push(t('le jour de prélèvement', 'the debit day'));
    if (problems.length) return form(donatePaymentForm(ctx, s, fields, please(problems)));
    s.donationDone = {
      ...s.donation,
      ref: `DON-${state.nextDonation++}`,
      day: monthly ? fields.debit_day : null,
      last4: String(fields.card_number).replace(/\D/g, '').slice(-4),
    };
    s.donation = null;
    return { redirect: '/donate/done' };
  }
  if (path === '/donate/done' && method === 'GET') {
    const d = s.donationDone;
    if (!d) return { redirect: '/donate' };
    const monthly = d.frequency === 'monthly';
    let first = `${TODAY.slice(0, 8)}${String(d.day ?? '5').padStart(2, '0')}`;
    if (first <= TODAY) first = addMonths(first, 1);
    return html(
      t('Merci pour votre don', 'Thank you for your donation'),
      `<h1>${t(`Merci ${h(d.donor.first_name)} !`, `Thank you, ${h(d.donor.first_name)}!`)}</h1>
<div class="notice" role="status"><p>${t('Votre don est enregistré sous la référence', 'Your donation reference is')} <strong>${d.ref}</strong>.</p>
<p>${giftLine(s, d)}</p>
<p>${
        monthly
          ? t(
              `${money(d.amount)} seront prélevés le ${d.day} de chaque mois sur la carte se terminant par ${d.last4}, à partir du ${date(first)}.`,
              `${money(d.amount)} will be charged on the ${d.day}th of each month to the card ending in ${d.last4}, starting on ${date(first)}.`,
            )
          : t(
              `${money(d.amount)} ont été débités de la carte se terminant par ${d.last4}.`,
              `${money(d.amount)} has been charged to the card ending in ${d.last4}.`,
            )
      }</p>
<p>${
        d.donor.tax_receipt === 'yes'
          ? t(
              `Votre reçu fiscal sera envoyé à ${h(d.donor.email)}${monthly ? ' en janvier, pour l’année entière' : ' sous 48 heures'}. Après réduction d’impôt, votre don ne vous coûte que ${money(Math.round(d.amount * 25) / 100)}.`,
              `Your tax receipt will be emailed to ${h(d.donor.email)}${monthly ? ' in January, for the whole year' : ' within 48 hours'}. After tax relief your gift only costs you ${money(Math.round(d.amount * 25) / 100)}.`,
            )
          : t(
              `Une confirmation a été envoyée à ${h(d.donor.email)}.`,
              `A confirmation was sent to ${h(d.donor.email)}.`,
            )
      }</p></div>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }

  /* volunteer */
  if (path === '/volunteer' && method === 'GET') return form(volunteerForm(ctx, s));
  if (path === '/volunteer' && method === 'POST') {
    const problems = [];
    if (blank('first_name') || blank('last_name')) problems.push(t('vos nom et prénom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.phone)) problems.push(t('un numéro de portable valide', 'a valid mobile number'));
    const birth = isoOfBirth(fields.birth_date);
    if (!birth) problems.push(t('votre date de naissance (JJ/MM/AAAA)', 'your date of birth (DD/MM/YYYY)'));
    else if (ageOn(birth) < 16)
      problems.push(t('l’âge : il faut avoir au moins 16 ans', 'your age: volunteers must be at least 16'));
    if (!ANTENNAS.some((a) => a[0] === fields.antenna)) problems.push(t('l’antenne', 'the branch'));
    const skills = listOf(fields.skills).filter((x) => SKILLS.some((y) => y[0] === x));
    if (!skills.length) problems.push(t('au moins une activité', 'at least one activity'));
    const days = listOf(fields.days).filter((x) => WEEKDAYS.some((y) => y[0] === x));
    if (!days.length) problems.push(t('au moins un jour de disponibilité', 'at least one day'));
    if (!COMMITMENTS.some((x) => x[0] === fields.commitment)) problems.push(t('la fréquence', 'how often'));
    if (trim('motivation').length < 15)
      problems.push(t('quelques mots sur vos motivations', 'a few words on why'));
    if (fields.charter !== 'yes')
      problems.push(t('l’acceptation de la charte du bénévole', 'the volunteer charter'));
    if (problems.length) return form(volunteerForm(ctx, s, fields, please(problems)));
    s.volunteerDone = {
      ref: `VOL-${state.nextVolunteer++}`,
      first: trim('first_name'),
      antenna: fields.antenna,
      skills,
      days,
      commitment: fields.commitment,
      email: trim('email'),
    };
    return { redirect: '/volunteer/thanks' };
  }
  if (path === '/volunteer/thanks' && method === 'GET') {
    const v = s.volunteerDone;
    if (!v) return { redirect: '/volunteer' };
    return html(
      t('Candidature envoyée', 'Application sent'),
      `<h1>${t(`Bienvenue, ${h(v.first)} !`, `Welcome aboard, ${h(v.first)}!`)}</h1>
<div class="notice" role="status"><p>${t('Votre candidature de bénévole est enregistrée sous la référence', 'Your volunteer application reference is')} <strong>${v.ref}</strong>.</p>
<p>${t('Antenne', 'Branch')} : ${h(pick(ANTENNAS.find((a) => a[0] === v.antenna)))} · ${v.skills.map((x) => h(pick(SKILLS.find((y) => y[0] === x)))).join(', ')}</p>
<p>${t('Disponibilités', 'Availability')} : ${v.days.map((x) => h(pick(WEEKDAYS.find((y) => y[0] === x)))).join(', ')} · ${h(pick(COMMITMENTS.find((y) => y[0] === v.commitment)))}</p>
<p>${t(`Le ou la responsable de l’antenne vous appellera dans la semaine. Un e-mail de confirmation a été envoyé à ${h(v.email)}.`, `The branch coordinator will call you within a week. A confirmation email was sent to ${h(v.email)}.`)}</p></div>`,
    );
  }

  /* events */
  if (path === '/events' && method === 'GET') {
    const card = (e) =>
      `<article class="card" aria-labelledby="ev-${e.id}"><h2 id="ev-${e.id}">${h(L(e.name))}</h2><p class="meta">${h(eventWhen(s, e))}</p><p class="meta">${h(L(e.place))}</p><p>${h(L(e.text))}</p>${e.kind === 'past' ? `<p><em>${t('Événement terminé', 'This event is over')}</em></p>` : `<a class="btn" href="/events/${e.id}/register">${t('S’inscrire', 'Register')}</a>`}</article>`;
    return html(
      t('Agenda', 'Events'),
      `<h1>${t('Agenda', 'Events')}</h1>
<p>${t('Courir, dîner, collecter : il y a mille façons de nous aider.', 'Run, dine, collect: there are a thousand ways to help us.')}</p>
<h2>${t('Prochains événements', 'Coming up')}</h2>
<div class="cards">${EVENTS.filter((e) => e.kind !== 'past')
        .map(card)
        .join('\n')}</div>
<h2>${t('Événements passés', 'Past events')}</h2>
<div class="cards">${EVENTS.filter((e) => e.kind === 'past')
        .map(card)
        .join('\n')}</div>`,
    );
  }
  const evMatch = path.match(/^\/events\/([a-z-]+)\/register$/);
  if (evMatch) {
    const e = EVENTS.find((x) => x.id === evMatch[1]);
    if (!e) return { status: 404, html: null, lang: s.lang };
    if (e.kind === 'past') return { redirect: '/events' };
    if (method === 'GET') return form(eventForm(ctx, s, e));
    const problems = [];
    const n = Number(trim('participants'));
    if (e.kind === 'run') {
      if (!RUN_DISTANCES.some((x) => x[0] === fields.distance))
        problems.push(t('le parcours', 'the distance'));
      if (!TSHIRTS.includes(fields.tshirt)) problems.push(t('la taille des t-shirts', 'the T-shirt size'));
    }
    if (e.kind === 'gala' && !DIETS.some((x) => x[0] === fields.diet))
      problems.push(t('le régime alimentaire', 'the dietary requirements'));
    if (e.kind === 'collect') {
      if (!STORES.some((x) => x[0] === fields.store)) problems.push(t('le magasin', 'the shop'));
      if (!SHIFTS.some((x) => x[0] === fields.shift)) problems.push(t('le créneau', 'the shift'));
    }
    if (!Number.isInteger(n) || n < 1 || n > e.max)
      problems.push(
        t(`un nombre de participants entre 1 et ${e.max}`, `a number of participants from 1 to ${e.max}`),
      );
    if (blank('first_name') || blank('last_name')) problems.push(t('vos nom et prénom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.phone)) problems.push(t('un numéro de portable valide', 'a valid mobile number'));
    if (fields.rules !== 'yes') problems.push(t('l’acceptation du règlement', 'the event rules'));
    if (problems.length) return form(eventForm(ctx, s, e, fields, please(problems)));
    s.eventDone = {
      ref: `EVT-${state.nextEvent++}`,
      event: e.id,
      n,
      first: trim('first_name'),
      email: trim('email'),
      f: { ...fields },
    };
    return { redirect: '/events/confirmation' };
  }
  if (path === '/events/confirmation' && method === 'GET') {
    const r = s.eventDone;
    if (!r) return { redirect: '/events' };
    const e = EVENTS.find((x) => x.id === r.event);
    let detail = '';
    if (e.kind === 'run') {
      const dist = RUN_DISTANCES.find((x) => x[0] === r.f.distance);
      detail = t(
        `${r.n} coureur(s) · ${dist[0]} km · t-shirts taille ${r.f.tshirt}${r.f.team?.trim() ? ` · équipe « ${h(r.f.team.trim())} »` : ''} · ${money(dist[3] * r.n)} à régler au retrait des dossards`,
        `${r.n} runner(s) · ${dist[0]} km · T-shirt size ${r.f.tshirt}${r.f.team?.trim() ? ` · team “${h(r.f.team.trim())}”` : ''} · ${money(dist[3] * r.n)} to pay when you collect your bibs`,
      );
    } else if (e.kind === 'gala') {
      detail = t(
        `${r.n} place(s) · ${h(pick(DIETS.find((x) => x[0] === r.f.diet)))} · ${money(e.price * r.n)} : un lien de paiement vous sera envoyé par e-mail`,
        `${r.n} seat(s) · ${h(pick(DIETS.find((x) => x[0] === r.f.diet)))} · ${money(e.price * r.n)}: a payment link will be emailed to you`,
      );
    } else {
      detail = `${h(pick(STORES.find((x) => x[0] === r.f.store)))} · ${h(pick(SHIFTS.find((x) => x[0] === r.f.shift)))} · ${t(`${r.n} bénévole(s)`, `${r.n} volunteer(s)`)}`;
    }
    return html(
      t('Inscription confirmée', 'Registration confirmed'),
      `<h1>${t('Inscription confirmée', 'Registration confirmed')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(r.first)} ! Votre numéro d’inscription est`, `Thank you ${h(r.first)}! Your registration number is`)} <strong>${r.ref}</strong>.</p>
<p><strong>${h(L(e.name))}</strong> · ${h(eventWhen(s, e))} · ${h(L(e.place))}</p>
<p>${detail}</p>
<p>${t(`Une confirmation a été envoyée à ${h(r.email)}.`, `A confirmation was sent to ${h(r.email)}.`)}</p></div>
<p><a href="/events">${t('Retour à l’agenda', 'Back to the events')}</a></p>`,
    );
  }

  /* shop and basket */
  if (path === '/shop' && method === 'GET') return form(shopPage(ctx, s));
  if (path === '/basket/add' && method === 'POST') {
    const p = PRODUCTS.find((x) => x.id === fields.product);
    if (!p) return { redirect: '/shop' };
    const qty = Number(trim('qty'));
    if (!Number.isInteger(qty) || qty < 1 || qty > 20)
      return form(
        shopPage(
          ctx,
          s,
          t('Merci d’indiquer une quantité de 1 à 20.', 'Please enter a quantity from 1 to 20.'),
        ),
      );
    const line = s.basket.find((x) => x.product === p.id);
    if (line) line.qty = Math.min(20, line.qty + qty);
    else s.basket.push({ product: p.id, qty });
    s.flash = t(
      `${qty} × ${L(p.name)} ajouté(s) à votre panier (${basketCount(s)} article(s)).`,
      `${qty} × ${L(p.name)} added to your basket (${basketCount(s)} item(s)).`,
    );
    return { redirect: '/shop' };
  }
  if (path === '/basket' && method === 'GET') return form(basketPage(ctx, s));
  if (path === '/basket/update' && method === 'POST') {
    const line = s.basket.find((x) => x.product === fields.product);
    const qty = Number(trim('qty'));
    if (line && (!Number.isInteger(qty) || qty < 0 || qty > 20))
      return form(
        basketPage(
          ctx,
          s,
          t('Merci d’indiquer une quantité de 0 à 20.', 'Please enter a quantity from 0 to 20.'),
        ),
      );
    if (line) {
      if (qty === 0) s.basket = s.basket.filter((x) => x !== line);
      else line.qty = qty;
      s.flash = t('Votre panier a été mis à jour.', 'Your basket has been updated.');
    }
    return { redirect: '/basket' };
  }
  if (path === '/basket/remove' && method === 'POST') {
    s.basket = s.basket.filter((x) => x.product !== fields.product);
    s.flash = t('Article retiré de votre panier.', 'Item removed from your basket.');
    return { redirect: '/basket' };
  }
  if (path === '/basket/checkout' && !s.basket.length) return { redirect: '/basket' };
  if (path === '/basket/checkout' && method === 'GET') return form(checkoutForm(ctx, s));
  if (path === '/basket/checkout' && method === 'POST') {
    const x = basketTotals(s);
    const problems = [];
    if (blank('first_name') || blank('last_name')) problems.push(t('vos nom et prénom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (x.gifts && fields.ecard === 'yes') {
      if (blank('recipient_name')) problems.push(t('le nom du destinataire', 'the recipient’s name'));
      if (!validEmail(fields.recipient_email))
        problems.push(t('l’e-mail du destinataire', 'the recipient’s email'));
    }
    if (x.goods) {
      if (blank('address') || blank('city'))
        problems.push(t('l’adresse de livraison', 'the delivery address'));
      if (!validPostcode(fields.postcode, 'FR')) problems.push(t('le code postal', 'the postcode'));
    }
    problems.push(...cardProblems(s, fields));
    if (problems.length) return form(checkoutForm(ctx, s, fields, please(problems)));
    s.order = {
      no: `CMD-${state.nextOrder++}`,
      total: x.total,
      count: basketCount(s),
      first: trim('first_name'),
      email: trim('email'),
      ecard:
        x.gifts && fields.ecard === 'yes'
          ? { name: trim('recipient_name'), email: trim('recipient_email') }
          : null,
      delivery: x.goods ? `${trim('address')}, ${trim('postcode')} ${trim('city')}` : null,
      last4: String(fields.card_number).replace(/\D/g, '').slice(-4),
    };
    s.basket = [];
    return { redirect: '/basket/confirmation' };
  }
  if (path === '/basket/confirmation' && method === 'GET') {
    const o = s.order;
    if (!o) return { redirect: '/basket' };
    return html(
      t('Commande confirmée', 'Order confirmed'),
      `<h1>${t('Commande confirmée', 'Order confirmed')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(o.first)} ! Votre numéro de commande est`, `Thank you ${h(o.first)}! Your order number is`)} <strong>${o.no}</strong>.</p>
<p>${t(`${o.count} article(s) · ${money(o.total)} débités de la carte se terminant par ${o.last4}.`, `${o.count} item(s) · ${money(o.total)} charged to the card ending in ${o.last4}.`)}</p>
${o.ecard ? `<p>${t(`Une e-carte a été envoyée à ${h(o.ecard.name)} (${h(o.ecard.email)}).`, `An e-card has been sent to ${h(o.ecard.name)} (${h(o.ecard.email)}).`)}</p>` : ''}
${o.delivery ? `<p>${t(`Livraison au ${h(o.delivery)} sous 3 à 5 jours ouvrés.`, `Delivery to ${h(o.delivery)} within 3 to 5 working days.`)}</p>` : ''}
<p>${t(`Un reçu a été envoyé à ${h(o.email)}.`, `A receipt was sent to ${h(o.email)}.`)}</p></div>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }

  /* contact */
  if (path === '/contact' && method === 'GET') return form(contactForm(ctx, s));
  if (path === '/contact' && method === 'POST') {
    const problems = [];
    if (!SUBJECTS.some((x) => x[0] === fields.subject)) problems.push(t('l’objet', 'the subject'));
    if (blank('name')) problems.push(t('vos nom et prénom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!blank('phone') && !validPhone(fields.phone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (trim('message').length < 10) problems.push(t('votre message', 'your message'));
    if (fields.consent !== 'yes')
      problems.push(t('votre accord pour l’utilisation de vos données', 'your consent'));
    if (problems.length) return form(contactForm(ctx, s, fields, please(problems)));
    s.messageDone = {
      ref: `MSG-${state.nextMessage++}`,
      name: trim('name'),
      email: trim('email'),
      subject: fields.subject,
    };
    return { redirect: '/contact/sent' };
  }
  if (path === '/contact/sent' && method === 'GET') {
    const m = s.messageDone;
    if (!m) return { redirect: '/contact' };
    return html(
      t('Message envoyé', 'Message sent'),
      `<h1>${t('Message envoyé', 'Message sent')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(m.name)}, votre message (« ${h(pick(SUBJECTS.find((x) => x[0] === m.subject)))} ») a bien été envoyé. Sa référence est`, `Thank you ${h(m.name)}, your message (“${h(pick(SUBJECTS.find((x) => x[0] === m.subject)))}”) has been sent. Its reference is`)} <strong>${m.ref}</strong>.</p>
<p>${t(`Nous vous répondrons à ${h(m.email)} sous 3 jours ouvrés.`, `We will reply to ${h(m.email)} within 3 working days.`)}</p></div>`,
    );
  }

  /* sign-in */
  if (path === '/signin' && method === 'GET') return form(signinForm(ctx, s));
  if (path === '/signin' && method === 'POST') {
    const email = trim('email').toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.password)
      return form(
        signinForm(
          ctx,
          s,
          t('E-mail ou mot de passe incorrect.', 'Incorrect email or password.'),
          fields.email ?? '',
        ),
      );
    s.user = email;
    const next = s.next;
    s.next = '';
    return { redirect: next || '/account/donations' };
  }
  if (path === '/signout') {
    s.user = null;
    return { redirect: '/' };
  }

  /* donor space */
  if (!path.startsWith('/account')) return { status: 404, html: null, lang: s.lang };
  if (!acct) {
    s.next = method === 'GET' && path !== '/account' ? path + ctx.url.search : '';
    return { redirect: '/signin' };
  }
  if (path === '/account') return { redirect: '/account/donations' };
  if (path === '/account/donations' && method === 'GET') {
    const y = Number(query.get('year'));
    return form(donationsPage(ctx, s, acct, y >= 2000 && y <= 2026 ? y : 2026));
  }
  if (path === '/account/receipts' && method === 'POST') {
    const years = [...new Set(donationsOf(acct).map((x) => Number(x.date.slice(0, 4))))].filter(
      (y) => y < 2026,
    );
    const year = Number(fields.year);
    if (!years.includes(year) || !['download', 'email'].includes(fields.action)) {
      s.flash = t('Aucun reçu fiscal pour cette année.', 'No tax receipt for that year.');
      return { redirect: '/account/donations' };
    }
    const no = receiptNo(acct, year);
    if (fields.action === 'email') {
      s.flash = t(
        `Votre reçu fiscal ${year} (${no}) a été envoyé à ${s.user}.`,
        `Your ${year} tax receipt (${no}) has been sent to ${s.user}.`,
      );
      return { redirect: '/account/donations' };
    }
    return { redirect: `/account/receipts/${year}` };
  }
  const rMatch = path.match(/^\/account\/receipts\/(\d{4})$/);
  if (rMatch && method === 'GET') {
    const year = Number(rMatch[1]);
    const list = donationsOf(acct).filter((x) => Number(x.date.slice(0, 4)) === year);
    if (!list.length || year >= 2026) return { redirect: '/account/donations' };
    const total = list.reduce((n, x) => n + x.amount, 0);
    const no = receiptNo(acct, year);
    return html(
      t(`Reçu fiscal ${year}`, `${year} tax receipt`),
      `<h1>${t(`Reçu fiscal ${year}`, `${year} tax receipt`)}</h1>
${accountTabs(s, '/account/donations')}
<div class="notice" role="status"><p>${t(`Votre reçu fiscal ${year} est prêt : n° ${no}.`, `Your ${year} tax receipt is ready: no. ${no}.`)}</p>
<p>${t(`${list.length} don(s) pour un total de ${money(total)} · réduction d’impôt estimée : ${money(Math.round(total * 75) / 100)}.`, `${list.length} gift(s), ${money(total)} in total · estimated tax relief: ${money(Math.round(total * 75) / 100)}.`)}</p>
<p><a href="/account/receipts/${year}/pdf" download="${no}.pdf">${t(`Télécharger ${no}.pdf`, `Download ${no}.pdf`)}</a></p></div>
<p><a href="/account/donations">${t('Retour à mes dons', 'Back to my donations')}</a></p>`,
    );
  }
  const pdfMatch = path.match(/^\/account\/receipts\/(\d{4})\/pdf$/);
  if (pdfMatch && method === 'GET') {
    const no = receiptNo(acct, Number(pdfMatch[1]));
    return html(
      no,
      `<h1>${no}</h1><p>${h(acct.first)} ${h(acct.last)} · ${h(acct.address)}, ${h(acct.postcode)} ${h(acct.city)}</p>`,
    );
  }
  if (path === '/account/monthly' && method === 'GET') return form(monthlyPage(ctx, s, acct));
  const m = acct.monthly;
  const live = m && m.status !== 'stopped';
  if (path.startsWith('/account/monthly/') && !live) return { redirect: '/account/monthly' };
  if (path === '/account/monthly/amount' && method === 'POST') {
    const amount = amountOf(fields.monthly_amount);
    const problems = [];
    if (!(amount >= 5 && amount <= 2000))
      problems.push(t('un montant entre 5 € et 2 000 €', 'an amount between €5 and €2,000'));
    if (!DEBIT_DAYS.includes(fields.debit_day)) problems.push(t('le jour de prélèvement', 'the debit day'));
    if (problems.length) return form(monthlyPage(ctx, s, acct, fields, please(problems)));
    m.startAmount = m.startAmount ?? m.amount;
    m.amount = amount;
    m.day = fields.debit_day;
    s.flash = t(
      `Votre don mensuel est désormais de ${money(amount)} par mois, prélevé le ${m.day} du mois. Prochain prélèvement : ${date(nextDebit(m))}.`,
      `Your monthly gift is now ${money(amount)} a month, charged on the ${m.day}th of the month. Next debit: ${date(nextDebit(m))}.`,
    );
    return { redirect: '/account/monthly' };
  }
  if (path === '/account/monthly/pause' && method === 'POST') {
    if (m.status !== 'active') return { redirect: '/account/monthly' };
    if (!PAUSES.includes(fields.pause_months))
      return form(monthlyPage(ctx, s, acct, {}, t('Merci de choisir une durée.', 'Please choose how long.')));
    const next = nextDebit(m);
    m.status = 'paused';
    m.pausedFrom = next;
    m.until = addMonths(next, Number(fields.pause_months));
    s.flash = t(
      `Votre don mensuel est suspendu ; il reprendra le ${date(m.until)}.`,
      `Your monthly gift is paused; it will restart on ${date(m.until)}.`,
    );
    return { redirect: '/account/monthly' };
  }
  if (path === '/account/monthly/resume' && method === 'POST') {
    if (m.status !== 'paused') return { redirect: '/account/monthly' };
    m.status = 'active';
    m.until = null;
    s.flash = t(
      `Votre don mensuel a repris. Prochain prélèvement : ${date(nextDebit(m))}.`,
      `Your monthly gift has restarted. Next debit: ${date(nextDebit(m))}.`,
    );
    return { redirect: '/account/monthly' };
  }
  if (path === '/account/monthly/stop' && method === 'GET') return form(stopPage(ctx, s, acct));
  if (path === '/account/monthly/stop' && method === 'POST') {
    if (!STOP_REASONS.some((r) => r[0] === fields.stop_reason))
      return form(
        stopPage(
          ctx,
          s,
          acct,
          fields,
          t('Merci d’indiquer pourquoi vous arrêtez votre don.', 'Please tell us why you are stopping.'),
        ),
      );
    m.pausedFrom = m.pausedFrom ?? nextDebit(m);
    m.status = 'stopped';
    m.stoppedOn = TODAY;
    m.stop = { reason: fields.stop_reason, comment: trim('comment') };
    s.flash = t(
      'Votre don mensuel a été arrêté. Aucun autre prélèvement ne sera effectué. Merci pour votre fidélité !',
      'Your monthly gift has been stopped. No further payment will be taken. Thank you for your loyal support!',
    );
    return { redirect: '/account/monthly' };
  }
  if (path === '/account/details' && method === 'GET') return form(detailsPage(ctx, s, acct));
  if (path === '/account/details' && method === 'POST') {
    const problems = [];
    if (!blank('phone') && !validPhone(fields.phone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (blank('address') || blank('city')) problems.push(t('votre adresse', 'your address'));
    if (!COUNTRIES.some((x) => x[0] === fields.country)) problems.push(t('le pays', 'the country'));
    else if (!validPostcode(fields.postcode, fields.country))
      problems.push(t('le code postal', 'the postcode'));
    if (!RECEIPT_BY.some((x) => x[0] === fields.receipt_by))
      problems.push(t('le mode d’envoi des reçus fiscaux', 'how to send your tax receipts'));
    if (problems.length) return form(detailsPage(ctx, s, acct, fields, please(problems)));
    acct.phone = trim('phone');
    acct.address = trim('address');
    acct.postcode = trim('postcode');
    acct.city = trim('city');
    acct.country = fields.country;
    acct.prefs = listOf(fields.prefs).filter((x) => PREFS.some((p) => p[0] === x));
    acct.receiptBy = fields.receipt_by;
    s.flash = t('Vos coordonnées ont été mises à jour.', 'Your details have been updated.');
    return { redirect: '/account/details' };
  }
  return { status: 404, html: null, lang: s.lang };
}

/** GET paths whose query string is a form the site records as received. */
export function charityGetForms() {
  return [];
}
