// estate: Agence Dumas Immobilier / Dumas Estate Agents, an estate agency in Saumur (Maine-et-Loire).
// French by default; an English version through the two plain links "Français · English" at the foot
// of every page (no flag, no header switch; the language is kept in the visitor's session, same URLs).
// Pages: a home page with featured properties as cards; "Acheter" / "Buy" and "Louer" / "Rent", each a
// list of properties with a filter form (a GET form the site records: type of property in a select,
// minimum and maximum price in selects, bedrooms as radio buttons, a town or postcode typed in, a "with
// garden" checkbox) and result cards, each with its own "Voir le bien" / "View property" link; a
// property page with a viewing request (first name, last name, email, phone, a date picker, a time of
// day as radio buttons — Saturday mornings only, no viewings on Sundays —, a message, a consent
// checkbox; VIS- reference); a free valuation in three steps (the property: type as radio buttons,
// address, surface in m², rooms in a select, condition as radio buttons, assets as checkboxes, the
// project in a select; then the owner's details and when to call back; then a summary page with a
// confirm button; EST- reference); a landlords' page with a contact form (subject select; GES-
// reference); news with "Lire la suite" / "Read more" links; an FAQ of collapsible questions; an
// agency page; and the client area behind a sign-in, with tabs: Mes alertes (create an alert with its
// criteria, delete one), Mes visites (cancel a viewing with a reason in a select), Mes documents (to
// read and download only) and Mon profil (phone, email, newsletter, text alerts).
// Accounts: claire.moreau@mail.test / Dumas-2026! (buying), james.porter@mail.test / Loire#Home7
// (renting). Making an offer online, virtual viewings and uploading documents are not offered (FAQ).
// "Today" on this site is Tuesday 3 November 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-11-03';
const LAST_VIEWING_DAY = '2026-12-03';

/* ------------------------------------------------------------------------------------------ data */

// [value, French, English]
const TYPES = [
  ['maison', 'Maison', 'House'],
  ['appartement', 'Appartement', 'Flat'],
  ['terrain', 'Terrain', 'Building plot'],
];
const BEDROOMS = [
  ['', 'Indifférent', 'Any'],
  ['1', '1 et +', '1+'],
  ['2', '2 et +', '2+'],
  ['3', '3 et +', '3+'],
  ['4', '4 et +', '4+'],
];
const SALE_MIN = [50000, 100000, 150000, 200000, 250000, 300000, 400000];
const SALE_MAX = [100000, 150000, 200000, 250000, 300000, 400000, 500000];
const RENT_MIN = [300, 400, 500, 600, 800];
const RENT_MAX = [400, 500, 600, 750, 900, 1000, 1200];
const SLOTS = [
  ['matin', 'Matin (9 h – 12 h)', 'Morning (9 am – 12 pm)'],
  ['apres-midi', 'Après-midi (14 h – 17 h)', 'Afternoon (2 pm – 5 pm)'],
  ['fin-de-journee', 'Fin de journée (17 h – 19 h)', 'Early evening (5 pm – 7 pm)'],
];
const CONDITIONS = [
  ['neuf', 'Neuf ou refait à neuf', 'New or fully renovated'],
  ['bon', 'Bon état', 'Good condition'],
  ['rafraichir', 'À rafraîchir', 'Needs freshening up'],
  ['travaux', 'Gros travaux à prévoir', 'Needs major work'],
];
const ASSETS = [
  ['jardin', 'Jardin', 'Garden'],
  ['terrasse', 'Terrasse', 'Terrace'],
  ['balcon', 'Balcon', 'Balcony'],
  ['garage', 'Garage ou parking', 'Garage or parking space'],
  ['piscine', 'Piscine', 'Swimming pool'],
  ['cave', 'Cave', 'Cellar'],
];
const PROJECTS = [
  ['vendre-3-mois', 'Vendre dans les 3 mois', 'Sell within 3 months'],
  ['vendre-annee', 'Vendre dans l’année', 'Sell within the year'],
  ['succession', 'Succession ou donation', 'Inheritance or gift'],
  ['curiosite', 'Simple curiosité', 'Just curious'],
];
const ROOMS = ['1', '2', '3', '4', '5', '6', '7', '8'];
const CIVILITES = [
  ['mme', 'Madame', 'Mrs / Ms'],
  ['m', 'Monsieur', 'Mr'],
];
const CALLBACKS = [
  ['indifferent', 'Indifférent', 'Any time'],
  ['matin', 'Le matin (9 h – 12 h)', 'In the morning (9 am – 12 pm)'],
  ['midi', 'Entre 12 h et 14 h', 'Between 12 and 2 pm'],
  ['soir', 'En fin de journée (après 17 h)', 'Late afternoon (after 5 pm)'],
];
const LANDLORD_SUBJECTS = [
  ['mise-en-location', 'Mettre mon bien en location', 'Let my property'],
  ['gestion', 'Confier la gestion de mon bien', 'Full property management'],
  ['garantie', 'Garantie loyers impayés', 'Rent guarantee insurance'],
  ['loyer', 'Estimer le loyer de mon bien', 'Estimate the rent of my property'],
  ['autre', 'Autre question', 'Something else'],
];
const LANDLORD_TYPES = [
  ['appartement', 'Appartement ou studio', 'Flat or studio'],
  ['maison', 'Maison', 'House'],
  ['local', 'Local commercial', 'Commercial premises'],
  ['parking', 'Parking ou garage', 'Parking space or garage'],
];
const FREQUENCIES = [
  ['immediate', 'Dès qu’un bien correspond', 'As soon as a property matches'],
  ['quotidienne', 'Une fois par jour', 'Once a day'],
  ['hebdomadaire', 'Une fois par semaine', 'Once a week'],
];
const CANCEL_REASONS = [
  ['autre-bien', 'J’ai trouvé un autre bien', 'I found another property'],
  ['indisponible', 'Je ne suis plus disponible à cette date', 'I am no longer free on that day'],
  ['financement', 'Mon financement n’est pas accordé', 'My mortgage was not approved'],
  ['interet', 'Le bien ne m’intéresse plus', 'I am no longer interested in the property'],
  ['autre', 'Autre raison', 'Another reason'],
];

const bien = (
  ref,
  tx,
  type,
  title,
  town,
  cp,
  price,
  surface,
  rooms,
  bedrooms,
  garden,
  dpe,
  text,
  extra = {},
) => ({
  ref,
  tx,
  type,
  title,
  town,
  cp,
  price,
  surface,
  rooms,
  bedrooms,
  garden,
  dpe,
  text,
  ...extra,
});

const LISTINGS = [
  bien(
    'V1041',
    'achat',
    'maison',
    [
      'Maison de ville avec jardin, quartier Saint-Nicolas',
      'Town house with a garden, Saint-Nicolas district',
    ],
    'Saumur',
    '49400',
    245000,
    112,
    5,
    3,
    true,
    'C',
    [
      'À deux pas des commerces, maison en tuffeau de 1900 entièrement rénovée : séjour de 38 m² avec cheminée, cuisine équipée, trois chambres à l’étage, salle d’eau et bureau. Jardin clos de 180 m² exposé sud, cave voûtée.',
      'A short walk from the shops, a fully renovated 1900 tufa-stone house: 38 m² living room with a fireplace, fitted kitchen, three bedrooms upstairs, shower room and study. South-facing walled garden of 180 m², vaulted cellar.',
    ],
    { featured: true },
  ),
  bien(
    'V1042',
    'achat',
    'appartement',
    [
      'Appartement T3 avec balcon, vue sur la Loire',
      'Two-bedroom flat with a balcony and a view of the Loire',
    ],
    'Saumur',
    '49400',
    189000,
    72,
    3,
    2,
    false,
    'D',
    [
      'Au 3e étage avec ascenseur d’une résidence de 1975 sur le quai Mayaud : séjour lumineux ouvrant sur un balcon face à la Loire, deux chambres, cuisine séparée. Place de parking en sous-sol.',
      'On the 3rd floor, with a lift, of a 1975 building on quai Mayaud: bright living room opening onto a balcony facing the Loire, two bedrooms, separate kitchen. Underground parking space.',
    ],
  ),
  bien(
    'V1043',
    'achat',
    'maison',
    ['Longère rénovée sur 2 500 m² de terrain', 'Renovated long farmhouse on 2,500 m² of land'],
    'Distré',
    '49400',
    329000,
    165,
    7,
    4,
    true,
    'C',
    [
      'Longère angevine rénovée avec goût : pièce de vie de 60 m² avec poutres apparentes, quatre chambres dont une de plain-pied, deux salles d’eau, grange de 80 m² à aménager. Terrain arboré de 2 500 m².',
      'A tastefully renovated Anjou farmhouse: 60 m² living area with exposed beams, four bedrooms (one on the ground floor), two shower rooms and an 80 m² barn to convert. 2,500 m² of land with trees.',
    ],
    { featured: true },
  ),
  bien(
    'V1044',
    'achat',
    'appartement',
    ['Studio meublé proche de la gare', 'Furnished studio near the station'],
    'Saumur',
    '49400',
    79500,
    24,
    1,
    0,
    false,
    'E',
    [
      'Idéal investissement locatif : studio meublé au 1er étage, kitchenette, salle d’eau, actuellement loué 410 € par mois charges comprises.',
      'Ideal buy-to-let: furnished studio on the 1st floor, kitchenette, shower room, currently let for €410 a month including charges.',
    ],
  ),
  bien(
    'V1045',
    'achat',
    'maison',
    ['Maison troglodytique avec cour et cave', 'Cave house with a courtyard and a cellar'],
    'Varrains',
    '49400',
    198000,
    95,
    4,
    2,
    true,
    'D',
    [
      'Au cœur du village viticole, maison en partie troglodytique : séjour, cuisine, deux chambres, cave creusée dans le tuffeau de 120 m², cour et petit jardin de 200 m².',
      'In the heart of the wine village, a partly troglodyte house: living room, kitchen, two bedrooms, a 120 m² cellar dug into the tufa, a courtyard and a small 200 m² garden.',
    ],
  ),
  bien(
    'V1046',
    'achat',
    'terrain',
    ['Terrain à bâtir de 850 m², viabilisé', 'Serviced building plot of 850 m²'],
    'Montreuil-Bellay',
    '49260',
    42000,
    0,
    0,
    0,
    false,
    '',
    [
      'Terrain plat et viabilisé (eau, électricité, tout-à-l’égout) en lotissement calme, libre de constructeur, façade de 22 m.',
      'Flat, serviced plot (water, electricity, mains drainage) on a quiet estate, any builder, 22 m frontage.',
    ],
    { land: 850 },
  ),
  bien(
    'V1047',
    'achat',
    'maison',
    ['Maison de plain-pied, 4 chambres', 'Single-storey house with 4 bedrooms'],
    'Doué-en-Anjou',
    '49700',
    215000,
    118,
    6,
    4,
    true,
    'B',
    [
      'Construction de 2012 de plain-pied : séjour de 42 m², cuisine ouverte, quatre chambres, garage, pompe à chaleur. Jardin de 700 m² sans vis-à-vis.',
      'A 2012 single-storey house: 42 m² living room, open-plan kitchen, four bedrooms, garage, heat pump. 700 m² garden, not overlooked.',
    ],
    { featured: true },
  ),
  bien(
    'V1048',
    'achat',
    'appartement',
    ['Appartement T4 avec garage, centre-ville', 'Three-bedroom flat with a garage, town centre'],
    'Saumur',
    '49400',
    232000,
    96,
    4,
    3,
    false,
    'C',
    [
      'Dans un immeuble de caractère rue d’Orléans, grand T4 au 2e étage : parquet, moulures, trois chambres, salle de bains et garage fermé dans la cour.',
      'In a period building on rue d’Orléans, a large flat on the 2nd floor: wooden floors, mouldings, three bedrooms, bathroom and a lock-up garage in the courtyard.',
    ],
  ),
  bien(
    'V1049',
    'achat',
    'maison',
    ['Maison bourgeoise avec jardin clos', 'Mansion house with a walled garden'],
    'Saumur',
    '49400',
    485000,
    210,
    8,
    5,
    true,
    'D',
    [
      'Demeure du XIXe siècle au pied du château : réception de 70 m², cinq chambres, deux salles de bains, dépendance et jardin clos de murs de 900 m².',
      'A 19th-century house below the castle: 70 m² reception rooms, five bedrooms, two bathrooms, an outbuilding and a 900 m² walled garden.',
    ],
  ),
  bien(
    'L2031',
    'location',
    'appartement',
    ['T2 lumineux avec parking', 'Bright one-bedroom flat with parking'],
    'Saumur',
    '49400',
    590,
    46,
    2,
    1,
    false,
    'C',
    [
      'T2 au 2e étage d’une résidence récente : séjour avec cuisine ouverte, une chambre, salle d’eau, place de parking. Disponible le 1er décembre.',
      'One-bedroom flat on the 2nd floor of a recent building: living room with open kitchen, one bedroom, shower room, parking space. Available on 1 December.',
    ],
    { featured: true },
  ),
  bien(
    'L2032',
    'location',
    'maison',
    ['Maison 4 pièces avec jardin', 'Four-room house with a garden'],
    'Distré',
    '49400',
    890,
    92,
    4,
    3,
    true,
    'D',
    [
      'Maison des années 1980 : séjour-salon, cuisine, trois chambres, garage et jardin de 500 m². Disponible immédiatement.',
      'A 1980s house: living and dining room, kitchen, three bedrooms, garage and a 500 m² garden. Available now.',
    ],
  ),
  bien(
    'L2033',
    'location',
    'appartement',
    ['Studio étudiant meublé', 'Furnished student studio'],
    'Saumur',
    '49400',
    410,
    21,
    1,
    0,
    false,
    'E',
    [
      'Studio meublé à 5 minutes à pied du lycée et de l’IUT : coin cuisine, salle d’eau, Internet inclus.',
      'Furnished studio a five-minute walk from the high school and the university institute: kitchenette, shower room, internet included.',
    ],
  ),
  bien(
    'L2034',
    'location',
    'appartement',
    ['T3 en duplex, quartier de la gare', 'Two-bedroom duplex flat near the station'],
    'Saumur',
    '49400',
    720,
    68,
    3,
    2,
    false,
    'C',
    [
      'Duplex aux 3e et 4e étages : séjour, cuisine équipée, deux chambres sous les toits, salle de bains. Cave. Animaux acceptés sous conditions.',
      'Duplex on the 3rd and 4th floors: living room, fitted kitchen, two attic bedrooms, bathroom. Cellar. Pets accepted on conditions.',
    ],
  ),
  bien(
    'L2035',
    'location',
    'maison',
    ['Maison de bourg avec petite cour', 'Village house with a small courtyard'],
    'Montreuil-Bellay',
    '49260',
    650,
    75,
    3,
    2,
    false,
    'E',
    [
      'Maison mitoyenne en centre-bourg : séjour, cuisine, deux chambres à l’étage, petite cour pavée.',
      'A terraced house in the village centre: living room, kitchen, two bedrooms upstairs, a small paved courtyard.',
    ],
  ),
  bien(
    'L2036',
    'location',
    'maison',
    ['Pavillon 5 pièces avec jardin et garage', 'Five-room detached house with a garden and a garage'],
    'Saumur',
    '49400',
    1050,
    110,
    5,
    4,
    true,
    'C',
    [
      'Pavillon dans le quartier de Bagneux : séjour de 35 m², quatre chambres, deux salles d’eau, garage double et jardin de 600 m².',
      'A detached house in the Bagneux district: 35 m² living room, four bedrooms, two shower rooms, double garage and a 600 m² garden.',
    ],
  ),
];

const NEWS = [
  {
    slug: 'marche-saumurois-automne-2026',
    date: '2026-10-27',
    title: [
      'Marché immobilier saumurois : le point de l’automne 2026',
      'The Saumur property market: autumn 2026',
    ],
    excerpt: [
      'Des prix stables, des délais de vente qui raccourcissent et des taux qui baissent enfin.',
      'Stable prices, shorter selling times and interest rates finally coming down.',
    ],
    body: [
      'Le prix moyen d’une maison à Saumur s’établit à 2 150 € le m² en octobre, stable sur un an. Les biens bien présentés se vendent en 68 jours en moyenne, contre 85 l’an dernier. Côté location, la demande reste forte pour les T2 et T3 proches de la gare.',
      'The average price of a house in Saumur stands at €2,150 per m² in October, unchanged over a year. Well-presented properties sell in 68 days on average, against 85 last year. Rentals near the station, especially one- and two-bedroom flats, remain in high demand.',
    ],
  },
  {
    slug: 'dpe-2027-bailleurs',
    date: '2026-10-12',
    title: [
      'DPE : ce qui change pour les bailleurs au 1er janvier 2027',
      'Energy ratings: what changes for landlords on 1 January 2027',
    ],
    excerpt: [
      'Les logements classés F ne pourront plus voir leur loyer augmenter ; notre service gestion vous accompagne.',
      'Homes rated F can no longer have their rent raised; our management team can help.',
    ],
    body: [
      'À partir du 1er janvier 2027, les loyers des logements classés F au diagnostic de performance énergétique sont gelés, après les logements G en 2025. Nos gestionnaires vous aident à chiffrer les travaux et à planifier un nouveau diagnostic.',
      'From 1 January 2027, rents of homes rated F on the energy performance certificate are frozen, after G-rated homes in 2025. Our property managers help you price the works and book a new assessment.',
    ],
  },
  {
    slug: 'antenne-doue-en-anjou',
    date: '2026-09-21',
    title: [
      'Une antenne Dumas Immobilier à Doué-en-Anjou',
      'Dumas Estate Agents opens a branch in Doué-en-Anjou',
    ],
    excerpt: [
      'Élodie Garnier vous accueille place du Champ-de-Foire le mardi et le samedi matin.',
      'Élodie Garnier welcomes you on place du Champ-de-Foire on Tuesday and Saturday mornings.',
    ],
    body: [
      'Pour être au plus près des vendeurs et des acquéreurs du Douessin, l’agence ouvre une antenne place du Champ-de-Foire. Élodie Garnier y reçoit sur rendez-vous le mardi et le samedi de 9 h à 12 h.',
      'To be closer to sellers and buyers around Doué, the agency opens a branch on place du Champ-de-Foire. Élodie Garnier sees clients by appointment on Tuesdays and Saturdays from 9 am to 12 pm.',
    ],
  },
];

const FAQ = [
  [
    'L’estimation de mon bien est-elle vraiment gratuite ?',
    'Is the valuation of my property really free?',
    'Oui. Après votre demande en ligne, un conseiller vous rappelle sous 48 h pour convenir d’une visite, puis vous remet un avis de valeur écrit, sans engagement.',
    'Yes. After your online request, an adviser calls you back within 48 hours to arrange a visit, then gives you a written valuation, with no commitment.',
  ],
  [
    'Puis-je faire une offre d’achat en ligne ?',
    'Can I make an offer online?',
    'Non. Une offre d’achat se fait par écrit et signée, à l’agence ou auprès de votre conseiller, qui la transmet au vendeur. Le site permet seulement de demander une visite.',
    'No. An offer is made in writing and signed, at the agency or with your adviser, who passes it on to the seller. The website only lets you ask for a viewing.',
  ],
  [
    'Proposez-vous des visites virtuelles ou en visio ?',
    'Do you offer virtual or video viewings?',
    'Non, toutes nos visites se font sur place, accompagnées par un conseiller, du lundi au vendredi et le samedi matin.',
    'No, every viewing takes place on site with an adviser, Monday to Friday and on Saturday mornings.',
  ],
  [
    'Comment vous transmettre mon dossier de location ?',
    'How do I send you my rental application documents?',
    'Envoyez les pièces par e-mail à votre conseiller ou déposez-les à l’agence. Le dépôt de documents n’est pas possible depuis l’espace client, qui permet seulement de consulter et télécharger vos documents.',
    'Email the documents to your adviser or drop them at the agency. Documents cannot be uploaded in the client area, which only lets you read and download yours.',
  ],
  [
    'Comment créer mon espace client ?',
    'How do I open a client account?',
    'Votre espace client est ouvert par votre conseiller lors de votre premier rendez-vous ou de la signature d’un mandat. Vous recevez alors vos identifiants par e-mail.',
    'Your client account is opened by your adviser at your first meeting or when you sign an agreement with us. Your sign-in details are then emailed to you.',
  ],
  [
    'Comment annuler une visite ?',
    'How do I cancel a viewing?',
    'Depuis l’espace client, onglet « Mes visites », ou en appelant l’agence au 02 41 51 08 72.',
    'From the client area, “My viewings” tab, or by phoning the agency on +33 2 41 51 08 72.',
  ],
  [
    'Quels sont vos honoraires ?',
    'What are your fees?',
    'Vente : 5 % TTC du prix de vente, à la charge du vendeur. Location : 8 € TTC par m² pour le locataire (visite, dossier, bail) et 3 € TTC par m² pour l’état des lieux. Gestion locative : 7 % TTC des loyers encaissés.',
    'Sales: 5% of the sale price incl. VAT, paid by the seller. Lettings: €8 per m² incl. VAT for the tenant (viewing, application, lease) and €3 per m² for the check-in report. Management: 7% of the rent collected, incl. VAT.',
  ],
];

/* ------------------------------------------------------------------------------------------ accounts */

const makeAlert = (id, name, criteria, frequence = 'quotidienne') => ({ id, name, frequence, ...criteria });
const viewing = (ref, listing, day, slot, status = 'confirmee') => ({ ref, listing, day, slot, status });

function seedAccounts() {
  return {
    'claire.moreau@mail.test': {
      password: 'Dumas-2026!',
      first: 'Claire',
      last: 'Moreau',
      client: 'C-20418',
      adviser: 'Julien Dumas',
      phone: '06 21 45 87 30',
      newsletter: true,
      smsAlerts: false,
      alerts: [
        makeAlert(
          'ALR-11',
          'Maison avec jardin à Saumur',
          { tx: 'achat', type: 'maison', town: 'Saumur', max: 260000, bedrooms: '3', garden: true },
          'quotidienne',
        ),
        makeAlert(
          'ALR-12',
          'Appartement centre-ville',
          { tx: 'achat', type: 'appartement', town: 'Saumur', max: 200000, bedrooms: '2', garden: false },
          'hebdomadaire',
        ),
      ],
      viewings: [
        viewing('VIS-3019', 'V1043', '2026-10-28', 'apres-midi', 'effectuee'),
        viewing('VIS-3042', 'V1041', '2026-11-07', 'matin'),
        viewing('VIS-3048', 'V1047', '2026-11-12', 'apres-midi'),
      ],
      documents: [
        [
          'doc-mandat',
          ['Mandat de recherche signé', 'Signed search agreement'],
          '2026-10-12',
          'PDF · 212 Ko',
        ],
        [
          'doc-cr-v1043',
          ['Compte rendu de visite — V1043', 'Viewing report — V1043'],
          '2026-10-28',
          'PDF · 96 Ko',
        ],
        [
          'doc-frais-v1041',
          ['Simulation des frais de notaire — V1041', 'Notary fees estimate — V1041'],
          '2026-11-02',
          'PDF · 64 Ko',
        ],
      ],
    },
    'james.porter@mail.test': {
      password: 'Loire#Home7',
      first: 'James',
      last: 'Porter',
      client: 'C-20455',
      adviser: 'Élodie Garnier',
      phone: '07 81 44 20 96',
      newsletter: false,
      smsAlerts: true,
      alerts: [
        makeAlert(
          'ALR-21',
          'T2-T3 à Saumur',
          { tx: 'location', type: 'appartement', town: 'Saumur', max: 750, bedrooms: '1', garden: false },
          'immediate',
        ),
      ],
      viewings: [
        viewing('VIS-3051', 'L2034', '2026-11-06', 'fin-de-journee'),
        viewing('VIS-3055', 'L2032', '2026-11-09', 'matin'),
      ],
      documents: [
        [
          'doc-dossier',
          ['Dossier de location — pièces reçues', 'Rental application — documents received'],
          '2026-10-20',
          'PDF · 48 Ko',
        ],
        [
          'doc-attestation-l2031',
          ['Attestation de visite — L2031', 'Viewing certificate — L2031'],
          '2026-10-22',
          'PDF · 31 Ko',
        ],
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.estate). */
export function estateState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    nextViewing: 3071,
    nextValuation: 5206,
    nextLandlord: 812,
    nextAlert: 31,
  };
}

/* ------------------------------------------------------------------------------------------ helpers */

const addDays = (iso, n) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const validIso = (v) => {
  const x = String(v ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(x)) return false;
  const d = new Date(`${x}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === x;
};
const weekday = (iso) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const fold = (x) =>
  String(x ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’\s]+/g, ' ')
    .trim();

function tools(s) {
  const en = s.lang === 'en';
  const i = en ? 1 : 0;
  const t = (fr, eng) => (en ? eng : fr);
  const L = (pair) => pair[i];
  const pick = (row) => (row ? (en ? row[2] : row[1]) : '');
  const num = (n) => (en ? n.toLocaleString('en-GB') : n.toLocaleString('fr-FR').replace(/\s/g, ' '));
  const money = (n) => (en ? `€${num(n)}` : `${num(n)} €`);
  const price = (b) =>
    b.tx === 'location'
      ? t(`${money(b.price)} / mois charges comprises`, `${money(b.price)} a month incl. charges`)
      : money(b.price);
  const date = (iso, withDay = true) => {
    const x = new Date(`${iso}T00:00:00Z`);
    const d = x.getUTCDate();
    const dm = en
      ? `${d} ${MONTHS[1][x.getUTCMonth()]} ${x.getUTCFullYear()}`
      : `${d === 1 ? '1er' : d} ${MONTHS[0][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
    return withDay ? `${DAYS[i][x.getUTCDay()]} ${dm}` : dm;
  };
  const typeName = (k) => pick(TYPES.find((x) => x[0] === k));
  const facts = (b) =>
    b.type === 'terrain'
      ? t(`Terrain de ${num(b.land)} m²`, `${num(b.land)} m² plot`)
      : t(
          `${b.surface} m² · ${b.rooms} pièce${b.rooms > 1 ? 's' : ''} · ${b.bedrooms} chambre${b.bedrooms > 1 ? 's' : ''}${b.garden ? ' · jardin' : ''}`,
          `${b.surface} m² · ${b.rooms} room${b.rooms > 1 ? 's' : ''} · ${b.bedrooms} bedroom${b.bedrooms === 1 ? '' : 's'}${b.garden ? ' · garden' : ''}`,
        );
  return { en, t, L, pick, num, money, price, date, typeName, facts };
}

const errorBox = (e) => (e ? `<div class="error" role="alert"><p>${h(e)}</p></div>` : '');
const flashBox = (s) => {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
};
const opt = (val, text, cur, disabled = false) =>
  `<option value="${h(val)}"${String(cur ?? '') === String(val) ? ' selected' : ''}${disabled ? ' disabled' : ''}>${h(text)}</option>`;
const checked = (on) => (on ? ' checked' : '');
const listOf = (v) =>
  String(v ?? '')
    .split(',')
    .filter(Boolean);
const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/.test(String(e ?? '').trim());
const digits = (x) => String(x ?? '').replace(/[\s.\-()]/g, '');
const validPhone = (p) => /^(0[1-9]\d{8}|\+33[1-9]\d{8}|\+\d{9,14})$/.test(digits(p));
/** A number typed with spaces, a euro sign or "m²" around it ("230 000", "68 m2"); NaN when it is not one. */
const amount = (v) => {
  const x = String(v ?? '')
    .replace(/m(²|2)\s*$/i, '')
    .replace(/[\s €]/g, '')
    .replace(',', '.');
  return /^\d+(\.\d+)?$/.test(x) ? Number(x) : Number.NaN;
};
const listingOf = (ref) => LISTINGS.find((b) => b.ref === ref);
const star = '<span class="req" aria-hidden="true">*</span>';

function visitor(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.dumas_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, { lang: 'fr', user: null, next: '', flash: '', valuation: null, done: {} });
    ctx.setCookie('dumas_sid', id);
  }
  return state.sessions.get(id);
}

function estatePage(ctx, s, title, body) {
  const { t } = tools(s);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  const langLink = (code, name) =>
    s.lang === code
      ? `<strong lang="${code}" aria-current="true">${name}</strong>`
      : `<a href="/langue?choix=${code}&amp;retour=${here}" lang="${code}" hreflang="${code}">${name}</a>`;
  return page({
    lang: s.lang,
    title: `${title} — ${t('Agence Dumas Immobilier', 'Dumas Estate Agents')}`,
    brand: '#7a2e39',
    css: `.hint{color:#666;font-size:.85rem;margin:2px 0 6px}.req{color:#b00}.price{font-size:1.15rem;font-weight:700;color:#7a2e39}
.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
.filters{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:8px 16px 16px;margin:16px 0}.filters fieldset{border:0;padding:0;margin:10px 0}
.filters .choice{display:inline-flex;margin-right:14px}.tag{display:inline-block;background:#f1e6e8;color:#7a2e39;border-radius:10px;padding:1px 8px;font-size:.8rem}
.tabs{display:flex;gap:4px;border-bottom:2px solid #7a2e39;margin:16px 0}.tabs a{padding:8px 14px;text-decoration:none;color:#7a2e39;border-radius:6px 6px 0 0}
.tabs a[aria-current]{background:#7a2e39;color:#fff}details{background:#fff;border:1px solid #e2e2e2;border-radius:6px;margin:8px 0;padding:10px 14px}summary{cursor:pointer;font-weight:600}
dl.summary{display:grid;grid-template-columns:220px 1fr;gap:6px 16px}dl.summary dt{font-weight:600}dl.summary dd{margin:0}
.langs a,.langs strong{margin:0 4px}`,
    header: `<a class="logo" href="/">${t('Agence Dumas Immobilier', 'Dumas Estate Agents')}</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/acheter">${t('Acheter', 'Buy')}</a> · <a href="/louer">${t('Louer', 'Rent')}</a> · <a href="/estimation">${t('Estimer mon bien', 'Free valuation')}</a> · <a href="/gestion-locative">${t('Propriétaires bailleurs', 'Landlords')}</a> · <a href="/actualites">${t('Actualités', 'News')}</a> · <a href="/faq">FAQ</a> · <a href="/agence">${t('L’agence', 'The agency')}</a></nav>
<nav aria-label="${t('Espace client', 'Client area')}">${
      acct
        ? `<a href="/espace">${t('Espace client', 'Client area')} (${h(acct.first)} ${h(acct.last)})</a> · <a href="/deconnexion">${t('Se déconnecter', 'Sign out')}</a>`
        : `<a href="/espace">${t('Espace client', 'Client area')}</a>`
    }</nav>`,
    body,
    footer: `<p>${t('Agence Dumas Immobilier · 14 rue d’Orléans, 49400 Saumur · 02 41 51 08 72 · contact@dumas-immobilier.test', 'Dumas Estate Agents · 14 rue d’Orléans, 49400 Saumur, France · +33 2 41 51 08 72 · contact@dumas-immobilier.test')}</p>
<p>${t('Ouvert du lundi au vendredi de 9 h à 12 h 30 et de 14 h à 19 h, le samedi de 9 h à 12 h 30. Carte professionnelle CPI 4901 2018 000 034 512.', 'Open Monday to Friday, 9 am to 12:30 pm and 2 to 7 pm, and Saturday 9 am to 12:30 pm. Professional licence CPI 4901 2018 000 034 512.')}</p>
<p><a href="/faq">FAQ</a> · <a href="/agence">${t('Mentions légales et honoraires', 'Legal notice and fees')}</a> · <a href="/gestion-locative">${t('Gestion locative', 'Property management')}</a></p>
<p class="langs">${langLink('fr', 'Français')} · ${langLink('en', 'English')}</p>`,
  });
}

/* ------------------------------------------------------------------------------------------ listings */

function card(s, b) {
  const { t, L, price, facts, typeName } = tools(s);
  return `<article class="card">
<h2>${h(L(b.title))}</h2>
<p>${h(typeName(b.type))} · ${h(b.town)} (${b.cp}) · <span class="hint">${t('Réf.', 'Ref.')} ${b.ref}</span></p>
<p class="price">${h(price(b))}</p>
<p>${h(facts(b))}</p>
<p><a class="btn" href="/biens/${b.ref}">${t('Voir le bien', 'View property')}</a></p>
</article>`;
}

function searchPage(ctx, s, tx, f) {
  const { t, pick, money } = tools(s);
  const sale = tx === 'achat';
  const mins = sale ? SALE_MIN : RENT_MIN;
  const maxs = sale ? SALE_MAX : RENT_MAX;
  const types = sale ? TYPES : TYPES.filter((x) => x[0] !== 'terrain');
  const town = fold(f.ville);
  const rows = LISTINGS.filter(
    (b) =>
      b.tx === tx &&
      (!f.type_bien || b.type === f.type_bien) &&
      (!f.prix_min || b.price >= Number(f.prix_min)) &&
      (!f.prix_max || b.price <= Number(f.prix_max)) &&
      (!f.chambres || b.bedrooms >= Number(f.chambres)) &&
      (!town || fold(b.town).includes(town) || b.cp.startsWith(town)) &&
      (f.jardin !== 'oui' || b.garden),
  );
  const action = sale ? '/acheter' : '/louer';
  return estatePage(
    ctx,
    s,
    sale ? t('Acheter', 'Buy') : t('Louer', 'Rent'),
    `<h1>${sale ? t('Biens à vendre', 'Properties for sale') : t('Biens à louer', 'Properties to rent')}</h1>
<p>${
      sale
        ? t(
            'Maisons, appartements et terrains à Saumur et dans le Saumurois. Prix honoraires inclus.',
            'Houses, flats and building plots in and around Saumur. Prices include our fees.',
          )
        : t(
            'Locations vides et meublées à Saumur et alentours. Loyers charges comprises.',
            'Unfurnished and furnished lettings in and around Saumur. Rents include charges.',
          )
    }</p>
<form method="get" action="${action}" class="filters" aria-label="${t('Affiner la recherche', 'Refine your search')}">
  <label for="f-type">${t('Type de bien', 'Type of property')}</label>
  <select id="f-type" name="type_bien">${opt('', t('Tous les types', 'All types'), f.type_bien)}${types.map((k) => opt(k[0], pick(k), f.type_bien)).join('')}</select>
  <label for="f-min">${sale ? t('Prix minimum', 'Minimum price') : t('Loyer minimum', 'Minimum rent')}</label>
  <select id="f-min" name="prix_min">${opt('', t('Pas de minimum', 'No minimum'), f.prix_min)}${mins.map((n) => opt(String(n), money(n), f.prix_min)).join('')}</select>
  <label for="f-max">${sale ? t('Prix maximum', 'Maximum price') : t('Loyer maximum', 'Maximum rent')}</label>
  <select id="f-max" name="prix_max">${opt('', t('Pas de maximum', 'No maximum'), f.prix_max)}${maxs.map((n) => opt(String(n), money(n), f.prix_max)).join('')}</select>
  <fieldset><legend><strong>${t('Chambres', 'Bedrooms')}</strong></legend>
  ${BEDROOMS.map((k) => `<label class="choice"><input type="radio" name="chambres" value="${k[0]}"${checked((f.chambres ?? '') === k[0])}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <label for="f-town">${t('Ville ou code postal', 'Town or postcode')}</label>
  <input id="f-town" name="ville" placeholder="${t('ex. Saumur, 49400', 'e.g. Saumur, 49400')}" value="${h(f.ville ?? '')}">
  <label class="choice"><input type="checkbox" name="jardin" value="oui"${checked(f.jardin === 'oui')}> ${t('Avec jardin', 'With a garden')}</label>
  <p class="actions"><button type="submit">${t('Rechercher', 'Search')}</button> <a href="${action}">${t('Effacer les filtres', 'Clear filters')}</a></p>
</form>
<p role="status">${
      rows.length
        ? t(
            `${rows.length} bien${rows.length > 1 ? 's' : ''} ${rows.length > 1 ? 'correspondent' : 'correspond'} à votre recherche.`,
            `${rows.length} propert${rows.length > 1 ? 'ies match' : 'y matches'} your search.`,
          )
        : t(
            'Aucun bien ne correspond à votre recherche. Élargissez vos critères ou créez une alerte depuis votre espace client.',
            'No property matches your search. Widen your criteria or set up an alert in your client area.',
          )
    }</p>
<div class="cards">
${rows.map((b) => card(s, b)).join('\n')}
</div>`,
  );
}

function listingPage(ctx, s, b, v = null, error = '') {
  const { t, L, pick, price, facts, typeName } = tools(s);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  const cur = v ?? (acct ? { prenom: acct.first, nom: acct.last, email: s.user, telephone: acct.phone } : {});
  const val = (k) => h(cur[k] ?? '');
  const rows = [
    [t('Référence', 'Reference'), b.ref],
    [t('Type', 'Type'), typeName(b.type)],
    [t('Ville', 'Town'), `${b.town} (${b.cp})`],
    [b.tx === 'location' ? t('Loyer', 'Rent') : t('Prix', 'Price'), price(b)],
    [t('Caractéristiques', 'Key facts'), facts(b)],
    [t('Jardin', 'Garden'), b.garden ? t('Oui', 'Yes') : t('Non', 'No')],
  ];
  if (b.dpe) rows.push([t('Classe énergie (DPE)', 'Energy rating (EPC)'), b.dpe]);
  return estatePage(
    ctx,
    s,
    L(b.title),
    `<p><a href="${b.tx === 'achat' ? '/acheter' : '/louer'}">← ${b.tx === 'achat' ? t('Retour aux biens à vendre', 'Back to properties for sale') : t('Retour aux biens à louer', 'Back to properties to rent')}</a></p>
<h1>${h(L(b.title))}</h1>
<p class="price">${h(price(b))}</p>
<table><tbody>${rows.map(([k, x]) => `<tr><th scope="row">${h(k)}</th><td>${h(x)}</td></tr>`).join('')}</tbody></table>
<h2>${t('Description', 'Description')}</h2>
<p>${h(L(b.text))}</p>
<h2 id="visite">${t('Demander une visite', 'Request a viewing')}</h2>
<p>${t('Visites accompagnées du lundi au vendredi et le samedi matin (pas de visite le dimanche), dans les 30 prochains jours. Un conseiller vous appelle pour confirmer l’heure exacte.', 'Accompanied viewings Monday to Friday and on Saturday mornings (no viewings on Sundays), within the next 30 days. An adviser will call you to confirm the exact time.')}</p>
${errorBox(error)}
<form method="post" action="/visite" aria-labelledby="visite">
  <input type="hidden" name="bien" value="${b.ref}">
  <label for="vi-first">${t('Prénom', 'First name')} ${star}</label><input id="vi-first" name="prenom" autocomplete="given-name" value="${val('prenom')}">
  <label for="vi-last">${t('Nom', 'Last name')} ${star}</label><input id="vi-last" name="nom" autocomplete="family-name" value="${val('nom')}">
  <label for="vi-email">${t('E-mail', 'Email')} ${star}</label><input id="vi-email" type="email" name="email" value="${val('email')}">
  <label for="vi-tel">${t('Téléphone', 'Phone')} ${star}</label><input id="vi-tel" type="tel" name="telephone" value="${val('telephone')}">
  <label for="vi-day">${t('Date souhaitée', 'Preferred date')} ${star}</label><input type="date" id="vi-day" name="date_visite" min="${addDays(TODAY, 1)}" max="${LAST_VIEWING_DAY}" value="${val('date_visite')}">
  <fieldset><legend>${t('Moment de la journée', 'Time of day')} ${star}</legend>
  ${SLOTS.map((k) => `<label class="choice"><input type="radio" name="creneau" value="${k[0]}"${checked(cur.creneau === k[0])}> ${pick(k)}</label>`).join('\n  ')}
  <p class="hint">${t('Le samedi, visites le matin uniquement.', 'On Saturdays, mornings only.')}</p>
  </fieldset>
  <label for="vi-msg">${t('Votre message (facultatif)', 'Your message (optional)')}</label><textarea id="vi-msg" name="message" rows="4">${val('message')}</textarea>
  <p><label class="choice"><input type="checkbox" name="consentement" value="oui"${checked(cur.consentement === 'oui')}> ${t('J’accepte que mes données soient utilisées pour traiter ma demande de visite', 'I agree to my details being used to handle my viewing request')} ${star}</label></p>
  <p><button type="submit">${t('Envoyer ma demande de visite', 'Send my viewing request')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ valuation */

function valuationStepOne(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const assets = listOf(v.atouts);
  return estatePage(
    ctx,
    s,
    t('Estimation gratuite', 'Free valuation'),
    `<p class="step">${t('Étape 1 sur 3 — Votre bien', 'Step 1 of 3 — Your property')}</p>
<h1>${t('Estimez gratuitement votre bien', 'Get a free valuation of your property')}</h1>
<p>${t('Un conseiller de l’agence vous rappelle sous 48 h pour convenir d’une visite et vous remettre un avis de valeur écrit, sans engagement.', 'An adviser calls you back within 48 hours to arrange a visit and give you a written valuation, with no commitment.')}</p>
${errorBox(error)}
<form method="post" action="/estimation">
  <fieldset><legend>${t('Type de bien', 'Type of property')} ${star}</legend>
  ${TYPES.filter((k) => k[0] !== 'terrain')
    .map(
      (k) =>
        `<label class="choice"><input type="radio" name="type_bien" value="${k[0]}"${checked(v.type_bien === k[0])}> ${pick(k)}</label>`,
    )
    .join('\n  ')}
  </fieldset>
  <label for="es-address">${t('Adresse du bien', 'Address of the property')} ${star}</label><input id="es-address" name="adresse" autocomplete="street-address" value="${val('adresse')}">
  <label for="es-cp">${t('Code postal', 'Postcode')} ${star}</label><input id="es-cp" name="code_postal" inputmode="numeric" value="${val('code_postal')}">
  <label for="es-town">${t('Commune', 'Town')} ${star}</label><input id="es-town" name="ville" value="${val('ville')}">
  <label for="es-surface">${t('Surface habitable (m²)', 'Floor area (m²)')} ${star}</label><input id="es-surface" name="surface" inputmode="decimal" value="${val('surface')}">
  <label for="es-rooms">${t('Nombre de pièces', 'Number of rooms')} ${star}</label>
  <select id="es-rooms" name="pieces">${opt('', t('— Choisir —', '— Choose —'), v.pieces)}${ROOMS.map((n) => opt(n, n === '8' ? t('8 et plus', '8 or more') : n, v.pieces)).join('')}</select>
  <p class="hint">${t('Les pièces principales : séjour, chambres, bureau (hors cuisine et salle de bains).', 'Main rooms: living room, bedrooms, study (not the kitchen or bathrooms).')}</p>
  <fieldset><legend>${t('État général', 'General condition')} ${star}</legend>
  ${CONDITIONS.map((k) => `<label class="choice"><input type="radio" name="etat" value="${k[0]}"${checked(v.etat === k[0])}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Les atouts du bien', 'What the property has')}</legend>
  ${ASSETS.map((k) => `<label class="choice"><input type="checkbox" name="atouts" value="${k[0]}"${checked(assets.includes(k[0]))}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <label for="es-project">${t('Votre projet', 'Your plans')}</label>
  <select id="es-project" name="projet">${opt('', t('— Non précisé —', '— Not specified —'), v.projet)}${PROJECTS.map((k) => opt(k[0], pick(k), v.projet)).join('')}</select>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}

function valuationStepTwo(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return estatePage(
    ctx,
    s,
    t('Vos coordonnées', 'Your details'),
    `<p class="step">${t('Étape 2 sur 3 — Vos coordonnées', 'Step 2 of 3 — Your details')}</p>
<h1>${t('Vos coordonnées', 'Your details')}</h1>
<p>${h(s.valuation.adresse)}, ${h(s.valuation.code_postal)} ${h(s.valuation.ville)} · <a href="/estimation">${t('modifier le bien', 'change the property')}</a></p>
${errorBox(error)}
<form method="post" action="/estimation/coordonnees">
  <fieldset><legend>${t('Civilité', 'Title')} ${star}</legend>
  ${CIVILITES.map((k) => `<label class="choice"><input type="radio" name="civilite" value="${k[0]}"${checked(v.civilite === k[0])}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <label for="ec-first">${t('Prénom', 'First name')} ${star}</label><input id="ec-first" name="prenom" value="${val('prenom')}">
  <label for="ec-last">${t('Nom', 'Last name')} ${star}</label><input id="ec-last" name="nom" value="${val('nom')}">
  <label for="ec-email">${t('E-mail', 'Email')} ${star}</label><input id="ec-email" type="email" name="email" value="${val('email')}">
  <label for="ec-tel">${t('Téléphone', 'Phone')} ${star}</label><input id="ec-tel" type="tel" name="telephone" value="${val('telephone')}">
  <label for="ec-call">${t('Quand vous rappeler ?', 'When should we call you?')}</label>
  <select id="ec-call" name="rappel">${CALLBACKS.map((k) => opt(k[0], pick(k), v.rappel ?? 'indifferent')).join('')}</select>
  <p class="actions"><button type="submit">${t('Voir le récapitulatif', 'Review my request')}</button> <a href="/estimation">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}

function valuationSummary(ctx, s) {
  const { t, pick } = tools(s);
  const v = s.valuation;
  const assets = listOf(v.atouts)
    .map((x) => pick(ASSETS.find((k) => k[0] === x)))
    .join(', ');
  const rows = [
    [t('Type de bien', 'Type of property'), pick(TYPES.find((k) => k[0] === v.type_bien))],
    [t('Adresse', 'Address'), `${v.adresse}, ${v.code_postal} ${v.ville}`],
    [t('Surface habitable', 'Floor area'), `${v.surface} m²`],
    [t('Pièces', 'Rooms'), v.pieces === '8' ? t('8 et plus', '8 or more') : v.pieces],
    [t('État général', 'General condition'), pick(CONDITIONS.find((k) => k[0] === v.etat))],
    [t('Atouts', 'Features'), assets || '—'],
    [t('Projet', 'Plans'), pick(PROJECTS.find((k) => k[0] === v.projet)) || '—'],
    [t('Vous', 'You'), `${pick(CIVILITES.find((k) => k[0] === v.civilite))} ${v.prenom} ${v.nom}`],
    [t('E-mail', 'Email'), v.email],
    [t('Téléphone', 'Phone'), v.telephone],
    [t('Rappel', 'Call back'), pick(CALLBACKS.find((k) => k[0] === v.rappel))],
  ];
  return estatePage(
    ctx,
    s,
    t('Récapitulatif', 'Summary'),
    `<p class="step">${t('Étape 3 sur 3 — Récapitulatif', 'Step 3 of 3 — Summary')}</p>
<h1>${t('Vérifiez votre demande d’estimation', 'Check your valuation request')}</h1>
<dl class="summary">${rows.map(([k, x]) => `<dt>${h(k)}</dt><dd>${h(x)}</dd>`).join('')}</dl>
<p class="actions"><a href="/estimation">${t('Modifier le bien', 'Change the property')}</a> <a href="/estimation/coordonnees">${t('Modifier mes coordonnées', 'Change my details')}</a></p>
<form method="post" action="/estimation/confirmer">
  <p><button type="submit">${t('Confirmer ma demande d’estimation', 'Confirm my valuation request')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ landlords */

function landlordPage(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return estatePage(
    ctx,
    s,
    t('Propriétaires bailleurs', 'Landlords'),
    `<h1>${t('Propriétaires bailleurs : louez en toute sérénité', 'Landlords: let your property with peace of mind')}</h1>
<div class="cards">
<section class="card"><h2>${t('Mise en location', 'Letting only')}</h2><p>${t('Estimation du loyer, annonces, visites, sélection du locataire, bail et état des lieux.', 'Rent appraisal, adverts, viewings, tenant selection, lease and check-in report.')}</p></section>
<section class="card"><h2>${t('Gestion complète', 'Full management')}</h2><p>${t('Encaissement des loyers, régularisation des charges, suivi des travaux : 7 % TTC des loyers encaissés.', 'Rent collection, service charge reconciliation, repairs: 7% of the rent collected, incl. VAT.')}</p></section>
<section class="card"><h2>${t('Garantie loyers impayés', 'Rent guarantee')}</h2><p>${t('Vos loyers garantis dès le premier impayé, pour 2,5 % des loyers.', 'Your rent guaranteed from the first missed payment, for 2.5% of the rent.')}</p></section>
</div>
<h2 id="contact-bailleur">${t('Parlons de votre bien', 'Tell us about your property')}</h2>
${errorBox(error)}
<form method="post" action="/gestion-locative" aria-labelledby="contact-bailleur">
  <label for="gl-subject">${t('Objet de votre demande', 'What is it about?')} ${star}</label>
  <select id="gl-subject" name="sujet">${opt('', t('— Choisir —', '— Choose —'), v.sujet)}${LANDLORD_SUBJECTS.map((k) => opt(k[0], pick(k), v.sujet)).join('')}</select>
  <label for="gl-type">${t('Type de bien', 'Type of property')} ${star}</label>
  <select id="gl-type" name="type_bien">${opt('', t('— Choisir —', '— Choose —'), v.type_bien)}${LANDLORD_TYPES.map((k) => opt(k[0], pick(k), v.type_bien)).join('')}</select>
  <label for="gl-town">${t('Commune du bien', 'Town where the property is')} ${star}</label><input id="gl-town" name="ville" value="${val('ville')}">
  <label for="gl-surface">${t('Surface (m²)', 'Floor area (m²)')}</label><input id="gl-surface" name="surface" inputmode="decimal" value="${val('surface')}">
  <fieldset><legend>${t('Le bien est-il meublé ?', 'Is it furnished?')}</legend>
  <label class="choice"><input type="radio" name="meuble" value="oui"${checked(v.meuble === 'oui')}> ${t('Oui, meublé', 'Yes, furnished')}</label>
  <label class="choice"><input type="radio" name="meuble" value="non"${checked(v.meuble === 'non')}> ${t('Non, vide', 'No, unfurnished')}</label>
  </fieldset>
  <label for="gl-free">${t('Disponible à partir du', 'Available from')}</label><input type="date" id="gl-free" name="disponible" min="${TODAY}" value="${val('disponible')}">
  <label for="gl-name">${t('Nom et prénom', 'Full name')} ${star}</label><input id="gl-name" name="nom" value="${val('nom')}">
  <label for="gl-email">${t('Adresse e-mail', 'Email address')} ${star}</label><input id="gl-email" type="email" name="email" value="${val('email')}">
  <label for="gl-tel">${t('Téléphone', 'Phone')} ${star}</label><input id="gl-tel" type="tel" name="telephone" value="${val('telephone')}">
  <label for="gl-msg">${t('Votre message', 'Your message')} ${star}</label><textarea id="gl-msg" name="message" rows="5">${val('message')}</textarea>
  <p><button type="submit">${t('Envoyer ma demande', 'Send my request')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ sign-in */

function signinPage(ctx, s, error = '', email = '') {
  const { t } = tools(s);
  return estatePage(
    ctx,
    s,
    t('Connexion', 'Sign in'),
    `<h1>${t('Espace client', 'Client area')}</h1>
<p>${t('Retrouvez vos alertes, vos visites et vos documents.', 'Your alerts, viewings and documents in one place.')}</p>
${errorBox(error)}
<form method="post" action="/connexion">
  <label for="si-email">${t('Adresse e-mail', 'Email address')} ${star}</label><input id="si-email" type="email" name="email" autocomplete="username" value="${h(email)}">
  <label for="si-pass">${t('Mot de passe', 'Password')} ${star}</label><input id="si-pass" type="password" name="mot_de_passe" autocomplete="current-password">
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>
<p><a href="/mot-de-passe-oublie">${t('Mot de passe oublié ?', 'Forgotten your password?')}</a></p>
<p>${t('Pas encore de compte ? Votre espace client est ouvert par votre conseiller lors de votre premier rendez-vous.', 'No account yet? Your adviser opens your client account at your first meeting.')}</p>`,
  );
}

/* ------------------------------------------------------------------------------------------ client area */

function clientPage(ctx, s, acct, tab, title, body) {
  const { t } = tools(s);
  const tabs = [
    ['alertes', t('Mes alertes', 'My alerts')],
    ['visites', t('Mes visites', 'My viewings')],
    ['documents', t('Mes documents', 'My documents')],
    ['profil', t('Mon profil', 'My profile')],
  ];
  return estatePage(
    ctx,
    s,
    title,
    `<h1>${t(`Bonjour ${h(acct.first)}`, `Hello ${h(acct.first)}`)}</h1>
<p class="hint">${t('Client n°', 'Client no.')} ${acct.client} · ${t('Votre conseiller :', 'Your adviser:')} ${h(acct.adviser)}</p>
<nav class="tabs" aria-label="${t('Mon espace', 'My area')}">
${tabs.map(([k, l]) => `<a href="/espace/${k}"${k === tab ? ' aria-current="page"' : ''}>${l}</a>`).join('\n')}
</nav>
${flashBox(s)}
${body}`,
  );
}

function alertCriteria(s, a) {
  const { t, pick, money } = tools(s);
  const parts = [
    a.tx === 'location' ? t('Location', 'To rent') : t('Achat', 'To buy'),
    a.type ? pick(TYPES.find((k) => k[0] === a.type)) : t('tous types', 'any type'),
  ];
  if (a.town) parts.push(a.town);
  if (a.max) parts.push(t(`jusqu’à ${money(a.max)}`, `up to ${money(a.max)}`));
  if (a.bedrooms) parts.push(t(`${a.bedrooms} chambre(s) et +`, `${a.bedrooms}+ bedroom(s)`));
  if (a.garden) parts.push(t('avec jardin', 'with a garden'));
  return parts.join(' · ');
}

function alertsTab(ctx, s, acct, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return clientPage(
    ctx,
    s,
    acct,
    'alertes',
    t('Mes alertes', 'My alerts'),
    `<h2>${t('Mes alertes e-mail', 'My email alerts')}</h2>
${
  acct.alerts.length
    ? acct.alerts
        .map(
          (a) => `<article class="card" style="margin:10px 0">
<h3>${h(a.name)}</h3>
<p>${h(alertCriteria(s, a))}</p>
<p class="hint">${t('Envoi :', 'Sent:')} ${h(pick(FREQUENCIES.find((k) => k[0] === a.frequence)))}</p>
<form method="post" action="/espace/alertes/supprimer"><input type="hidden" name="alerte" value="${a.id}"><button type="submit" class="btn secondary">${t('Supprimer', 'Delete')}</button></form>
</article>`,
        )
        .join('\n')
    : `<p>${t('Vous n’avez aucune alerte.', 'You have no alerts.')}</p>`
}
<h2 id="nouvelle-alerte">${t('Créer une alerte', 'Create an alert')}</h2>
<p>${t('5 alertes au maximum. Vous recevez par e-mail les nouveaux biens qui correspondent.', 'Up to 5 alerts. New matching properties are emailed to you.')}</p>
${errorBox(error)}
<form method="post" action="/espace/alertes" aria-labelledby="nouvelle-alerte">
  <label for="al-name">${t('Nom de l’alerte', 'Alert name')} ${star}</label><input id="al-name" name="nom_alerte" maxlength="40" value="${val('nom_alerte')}">
  <fieldset><legend>${t('Vous souhaitez', 'You want to')} ${star}</legend>
  <label class="choice"><input type="radio" name="transaction" value="achat"${checked(v.transaction === 'achat')}> ${t('Acheter', 'Buy')}</label>
  <label class="choice"><input type="radio" name="transaction" value="location"${checked(v.transaction === 'location')}> ${t('Louer', 'Rent')}</label>
  </fieldset>
  <label for="al-type">${t('Type de bien', 'Type of property')}</label>
  <select id="al-type" name="type_bien">${opt('', t('Tous les types', 'All types'), v.type_bien)}${TYPES.map((k) => opt(k[0], pick(k), v.type_bien)).join('')}</select>
  <label for="al-town">${t('Ville ou code postal', 'Town or postcode')}</label><input id="al-town" name="ville" value="${val('ville')}">
  <label for="al-max">${t('Budget maximum (€)', 'Maximum budget (€)')}</label>
  <p class="hint" id="al-max-hint">${t('Prix de vente ou loyer mensuel, ex. 250 000 ou 700', 'Sale price or monthly rent, e.g. 250 000 or 700')}</p>
  <input id="al-max" name="budget_max" inputmode="numeric" aria-describedby="al-max-hint" value="${val('budget_max')}">
  <label for="al-bed">${t('Chambres', 'Bedrooms')}</label>
  <select id="al-bed" name="chambres">${BEDROOMS.map((k) => opt(k[0], pick(k), v.chambres ?? '')).join('')}</select>
  <label class="choice"><input type="checkbox" name="jardin" value="oui"${checked(v.jardin === 'oui')}> ${t('Avec jardin', 'With a garden')}</label>
  <fieldset><legend>${t('Fréquence des e-mails', 'How often to email you')}</legend>
  ${FREQUENCIES.map((k) => `<label class="choice"><input type="radio" name="frequence" value="${k[0]}"${checked((v.frequence ?? 'quotidienne') === k[0])}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <p><button type="submit">${t('Créer l’alerte', 'Create the alert')}</button></p>
</form>`,
  );
}

function viewingsTab(ctx, s, acct) {
  const { t, L, date, pick } = tools(s);
  const status = (x) =>
    x.status === 'annulee'
      ? t('Annulée', 'Cancelled')
      : x.status === 'effectuee'
        ? t('Effectuée', 'Done')
        : x.status === 'demandee'
          ? t('Demandée', 'Requested')
          : t('Confirmée', 'Confirmed');
  const rows = acct.viewings.map((x) => {
    const b = listingOf(x.listing);
    const open = x.status === 'confirmee' || x.status === 'demandee';
    return `<tr><td>${x.ref}</td><td><a href="/biens/${b.ref}">${h(L(b.title))}</a><br><span class="hint">${h(b.town)}</span></td><td>${h(date(x.day))}</td><td>${h(pick(SLOTS.find((k) => k[0] === x.slot)))}</td><td>${status(x)}</td><td>${
      open
        ? `<a class="btn secondary" href="/espace/visites/annuler?ref=${x.ref}">${t('Annuler', 'Cancel')}</a>`
        : ''
    }</td></tr>`;
  });
  return clientPage(
    ctx,
    s,
    acct,
    'visites',
    t('Mes visites', 'My viewings'),
    `<h2>${t('Mes visites', 'My viewings')}</h2>
<table><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Bien', 'Property')}</th><th>${t('Date', 'Date')}</th><th>${t('Moment', 'Time of day')}</th><th>${t('Statut', 'Status')}</th><th><span class="hint">${t('Action', 'Action')}</span></th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
<p class="hint">${t('Pour changer de date, annulez la visite puis faites une nouvelle demande depuis la page du bien.', 'To change the date, cancel the viewing and send a new request from the property page.')}</p>`,
  );
}

function cancelViewingPage(ctx, s, acct, x, v = {}, error = '') {
  const { t, L, date, pick } = tools(s);
  const b = listingOf(x.listing);
  return clientPage(
    ctx,
    s,
    acct,
    'visites',
    t('Annuler une visite', 'Cancel a viewing'),
    `<h2>${t('Annuler une visite', 'Cancel a viewing')}</h2>
<p><strong>${x.ref}</strong> · ${h(L(b.title))} (${h(b.town)}) · ${h(date(x.day))} · ${h(pick(SLOTS.find((k) => k[0] === x.slot)))}</p>
${errorBox(error)}
<form method="post" action="/espace/visites/annuler">
  <input type="hidden" name="ref" value="${x.ref}">
  <label for="cv-reason">${t('Motif de l’annulation', 'Reason for cancelling')} ${star}</label>
  <select id="cv-reason" name="motif">${opt('', t('— Choisir un motif —', '— Choose a reason —'), v.motif)}${CANCEL_REASONS.map((k) => opt(k[0], pick(k), v.motif)).join('')}</select>
  <label for="cv-note">${t('Commentaire pour votre conseiller (facultatif)', 'A note for your adviser (optional)')}</label><textarea id="cv-note" name="commentaire" rows="3">${h(v.commentaire ?? '')}</textarea>
  <p class="actions"><button type="submit">${t('Confirmer l’annulation', 'Confirm the cancellation')}</button> <a href="/espace/visites">${t('Garder ma visite', 'Keep my viewing')}</a></p>
</form>`,
  );
}

function documentsTab(ctx, s, acct) {
  const { t, L, date } = tools(s);
  return clientPage(
    ctx,
    s,
    acct,
    'documents',
    t('Mes documents', 'My documents'),
    `<h2>${t('Mes documents', 'My documents')}</h2>
<table><thead><tr><th>${t('Document', 'Document')}</th><th>${t('Ajouté le', 'Added on')}</th><th>${t('Format', 'Format')}</th><th></th></tr></thead><tbody>
${acct.documents.map(([id, name, day, fmt]) => `<tr><td>${h(L(name))}</td><td>${h(date(day, false))}</td><td>${h(fmt)}</td><td><a href="/espace/documents/${id}">${t('Télécharger', 'Download')}</a></td></tr>`).join('\n')}
</tbody></table>
<p>${t('Les documents sont déposés ici par votre conseiller. Pour nous transmettre des pièces (dossier de location, justificatifs), envoyez-les par e-mail à votre conseiller ou déposez-les à l’agence : le dépôt en ligne n’est pas disponible.', 'Your adviser puts documents here. To send us documents (rental application, proofs), email them to your adviser or drop them at the agency: documents cannot be uploaded online.')}</p>`,
  );
}

function profileTab(ctx, s, acct, v = null, error = '') {
  const { t } = tools(s);
  const cur = v ?? {
    telephone: acct.phone,
    email: s.user,
    newsletter: acct.newsletter ? 'oui' : '',
    alertes_sms: acct.smsAlerts ? 'oui' : '',
  };
  const val = (k) => h(cur[k] ?? '');
  return clientPage(
    ctx,
    s,
    acct,
    'profil',
    t('Mon profil', 'My profile'),
    `<h2>${t('Mon profil', 'My profile')}</h2>
<dl class="summary"><dt>${t('Nom', 'Name')}</dt><dd>${h(acct.first)} ${h(acct.last)}</dd><dt>${t('Téléphone enregistré', 'Phone on file')}</dt><dd>${h(acct.phone)}</dd><dt>${t('E-mail de connexion', 'Sign-in email')}</dt><dd>${h(s.user)}</dd></dl>
${errorBox(error)}
<form method="post" action="/espace/profil">
  <label for="pr-tel">${t('Téléphone', 'Phone')} ${star}</label><input id="pr-tel" type="tel" name="telephone" value="${val('telephone')}">
  <label for="pr-email">${t('Adresse e-mail', 'Email address')} ${star}</label><input id="pr-email" type="email" name="email" value="${val('email')}">
  <p class="hint">${t('C’est aussi votre identifiant de connexion.', 'This is also the email you sign in with.')}</p>
  <fieldset><legend>${t('Communications', 'Keeping in touch')}</legend>
  <label class="choice"><input type="checkbox" name="newsletter" value="oui"${checked(cur.newsletter === 'oui')}> ${t('Recevoir la lettre d’information mensuelle de l’agence', 'Receive the agency’s monthly newsletter')}</label>
  <label class="choice"><input type="checkbox" name="alertes_sms" value="oui"${checked(cur.alertes_sms === 'oui')}> ${t('Recevoir aussi mes alertes par SMS', 'Also send my alerts by text message')}</label>
  </fieldset>
  <p><button type="submit">${t('Enregistrer', 'Save')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ routes */

export async function estateRoutes(ctx) {
  const { path, method, fields, state, query } = ctx;
  const s = visitor(ctx);
  const { t, L, pick, date, price } = tools(s);
  const html = (title, body) => ({ html: estatePage(ctx, s, title, body), lang: s.lang });
  const form = (markup) => ({ html: markup, lang: s.lang });
  const trim = (k) => String(fields[k] ?? '').trim();
  const blank = (k) => !trim(k);
  const please = (list) =>
    `${t('Votre demande n’a pas pu être envoyée. Merci de compléter ou corriger :', 'Your request could not be sent. Please fill in or correct:')} ${list.join(', ')}.`;
  const acct = s.user ? state.accounts[s.user] : null;

  if (path === '/langue' && method === 'GET') {
    s.lang = query.get('choix') === 'en' ? 'en' : 'fr';
    const back = query.get('retour') ?? '/';
    return {
      redirect: back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/langue') ? back : '/',
    };
  }

  if (path === '/' && method === 'GET') {
    const featured = LISTINGS.filter((b) => b.featured);
    return html(
      t('Accueil', 'Home'),
      `<h1>${t('Votre agence immobilière à Saumur depuis 1987', 'Your estate agent in Saumur since 1987')}</h1>
<p>${t('Vente, location et gestion locative à Saumur et dans le Saumurois. Une équipe de six conseillers qui connaît chaque rue.', 'Sales, lettings and property management in and around Saumur. A team of six advisers who know every street.')}</p>
<p class="actions"><a class="btn" href="/acheter">${t('Voir les biens à vendre', 'See properties for sale')}</a> <a class="btn" href="/louer">${t('Voir les biens à louer', 'See properties to rent')}</a> <a class="btn secondary" href="/estimation">${t('Estimation gratuite', 'Free valuation')}</a></p>
<h2>${t('Nos coups de cœur', 'Featured properties')}</h2>
<div class="cards">${featured.map((b) => card(s, b)).join('\n')}</div>
<h2>${t('Vous êtes propriétaire ?', 'Do you own a property?')}</h2>
<p>${t('Faites estimer gratuitement votre bien ou confiez-nous sa location.', 'Get a free valuation or let us handle the letting.')} <a href="/estimation">${t('Estimer mon bien', 'Value my property')}</a> · <a href="/gestion-locative">${t('Gestion locative', 'Property management')}</a></p>
<h2>${t('Actualités', 'News')}</h2>
<ul>${NEWS.map((n) => `<li><a href="/actualites/${n.slug}">${h(L(n.title))}</a></li>`).join('')}</ul>`,
    );
  }

  /* listings */
  if ((path === '/acheter' || path === '/louer') && method === 'GET') {
    const tx = path === '/acheter' ? 'achat' : 'location';
    const g = (k) => query.get(k) ?? '';
    const f = {
      type_bien: TYPES.some((k) => k[0] === g('type_bien')) ? g('type_bien') : '',
      prix_min: /^\d+$/.test(g('prix_min')) ? g('prix_min') : '',
      prix_max: /^\d+$/.test(g('prix_max')) ? g('prix_max') : '',
      chambres: /^[1-4]$/.test(g('chambres')) ? g('chambres') : '',
      ville: g('ville').trim(),
      jardin: g('jardin') === 'oui' ? 'oui' : '',
    };
    return form(searchPage(ctx, s, tx, f));
  }
  const listingMatch = path.match(/^\/biens\/([A-Z]\d{4})$/);
  if (listingMatch && method === 'GET') {
    const b = listingOf(listingMatch[1]);
    if (!b) return { status: 404, html: null, lang: s.lang };
    return form(listingPage(ctx, s, b));
  }

  /* viewing request */
  if (path === '/visite' && method === 'POST') {
    const b = listingOf(fields.bien);
    if (!b) return { redirect: '/acheter' };
    const problems = [];
    if (blank('prenom')) problems.push(t('le prénom', 'first name'));
    if (blank('nom')) problems.push(t('le nom', 'last name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    const day = trim('date_visite');
    if (!validIso(day)) problems.push(t('la date souhaitée', 'the preferred date'));
    else if (day <= TODAY || day > LAST_VIEWING_DAY)
      problems.push(t('une date dans les 30 prochains jours', 'a date within the next 30 days'));
    if (!SLOTS.some((k) => k[0] === fields.creneau))
      problems.push(t('le moment de la journée', 'the time of day'));
    if (fields.consentement !== 'oui')
      problems.push(
        t('votre accord pour l’utilisation de vos données', 'your consent to the use of your details'),
      );
    if (problems.length) return form(listingPage(ctx, s, b, fields, please(problems)));
    if (weekday(day) === 0)
      return form(
        listingPage(
          ctx,
          s,
          b,
          fields,
          t(
            'L’agence ne fait pas de visite le dimanche. Merci de choisir un autre jour.',
            'We do not hold viewings on Sundays. Please choose another day.',
          ),
        ),
      );
    if (weekday(day) === 6 && fields.creneau !== 'matin')
      return form(
        listingPage(
          ctx,
          s,
          b,
          fields,
          t(
            'Le samedi, les visites ont lieu le matin uniquement. Choisissez « Matin » ou un autre jour.',
            'On Saturdays viewings are in the morning only. Choose “Morning” or another day.',
          ),
        ),
      );
    const ref = `VIS-${state.nextViewing++}`;
    if (acct) acct.viewings.push(viewing(ref, b.ref, day, fields.creneau, 'demandee'));
    s.done.viewing = {
      ref,
      listing: b.ref,
      day,
      slot: fields.creneau,
      who: `${trim('prenom')} ${trim('nom')}`,
      phone: trim('telephone'),
      email: trim('email'),
    };
    return { redirect: '/visite/confirmation' };
  }
  if (path === '/visite/confirmation' && method === 'GET') {
    const d = s.done.viewing;
    if (!d) return { redirect: '/acheter' };
    const b = listingOf(d.listing);
    return html(
      t('Demande de visite envoyée', 'Viewing request sent'),
      `<h1>${t('Demande de visite enregistrée', 'Viewing request received')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(d.who)}, votre demande de visite porte la référence`, `Thank you ${h(d.who)}, your viewing request reference is`)} <strong>${d.ref}</strong>.</p>
<p>${h(L(b.title))} (${h(b.town)}, ${t('réf.', 'ref.')} ${b.ref}, ${h(price(b))}) · ${h(date(d.day))} · ${h(pick(SLOTS.find((k) => k[0] === d.slot)))}</p>
<p>${t(`Un conseiller vous appellera au ${h(d.phone)} pour confirmer l’heure exacte. Un e-mail récapitulatif a été envoyé à ${h(d.email)}.`, `An adviser will call you on ${h(d.phone)} to confirm the exact time. A summary has been emailed to ${h(d.email)}.`)}</p></div>
<p class="actions"><a href="/biens/${b.ref}">${t('Retour au bien', 'Back to the property')}</a>${acct ? ` <a href="/espace/visites">${t('Mes visites', 'My viewings')}</a>` : ''}</p>`,
    );
  }

  /* valuation */
  if (path === '/estimation' && method === 'GET') return form(valuationStepOne(ctx, s, s.valuation ?? {}));
  if (path === '/estimation' && method === 'POST') {
    const problems = [];
    if (!['maison', 'appartement'].includes(fields.type_bien))
      problems.push(t('le type de bien', 'the type of property'));
    if (blank('adresse')) problems.push(t('l’adresse du bien', 'the address'));
    if (!/^\d{5}$/.test(trim('code_postal')))
      problems.push(t('un code postal à 5 chiffres', 'a 5-digit postcode'));
    if (blank('ville')) problems.push(t('la commune', 'the town'));
    const surface = amount(fields.surface);
    if (!(surface >= 9 && surface <= 2000))
      problems.push(t('la surface habitable en m²', 'the floor area in m²'));
    if (!ROOMS.includes(fields.pieces)) problems.push(t('le nombre de pièces', 'the number of rooms'));
    if (!CONDITIONS.some((k) => k[0] === fields.etat))
      problems.push(t('l’état général', 'the general condition'));
    if (fields.projet && !PROJECTS.some((k) => k[0] === fields.projet))
      problems.push(t('votre projet', 'your plans'));
    if (problems.length) return form(valuationStepOne(ctx, s, fields, please(problems)));
    const atouts = listOf(fields.atouts).filter((x) => ASSETS.some((k) => k[0] === x));
    s.valuation = {
      ...(s.valuation ?? {}),
      type_bien: fields.type_bien,
      adresse: trim('adresse'),
      code_postal: trim('code_postal'),
      ville: trim('ville'),
      surface: trim('surface').replace(/\s*m(²|2)$/i, ''),
      pieces: fields.pieces,
      etat: fields.etat,
      atouts: atouts.join(','),
      projet: fields.projet ?? '',
      step: Math.max(2, s.valuation?.step ?? 2),
    };
    return { redirect: s.valuation.step >= 3 ? '/estimation/recapitulatif' : '/estimation/coordonnees' };
  }
  if (path.startsWith('/estimation/') && path !== '/estimation/merci' && !s.valuation)
    return { redirect: '/estimation' };
  if (path === '/estimation/coordonnees' && method === 'GET')
    return form(valuationStepTwo(ctx, s, s.valuation));
  if (path === '/estimation/coordonnees' && method === 'POST') {
    const problems = [];
    if (!CIVILITES.some((k) => k[0] === fields.civilite)) problems.push(t('la civilité', 'your title'));
    if (blank('prenom')) problems.push(t('le prénom', 'first name'));
    if (blank('nom')) problems.push(t('le nom', 'last name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (problems.length)
      return form(valuationStepTwo(ctx, s, { ...s.valuation, ...fields }, please(problems)));
    for (const k of ['civilite', 'prenom', 'nom', 'email', 'telephone']) s.valuation[k] = trim(k);
    s.valuation.rappel = CALLBACKS.some((k) => k[0] === fields.rappel) ? fields.rappel : 'indifferent';
    s.valuation.step = 3;
    return { redirect: '/estimation/recapitulatif' };
  }
  if (path === '/estimation/recapitulatif' && method === 'GET') {
    if (s.valuation.step < 3) return { redirect: '/estimation/coordonnees' };
    return form(valuationSummary(ctx, s));
  }
  if (path === '/estimation/confirmer' && method === 'POST') {
    if (s.valuation.step < 3) return { redirect: '/estimation/coordonnees' };
    const v = s.valuation;
    s.done.valuation = {
      ref: `EST-${state.nextValuation++}`,
      who: `${pick(CIVILITES.find((k) => k[0] === v.civilite))} ${v.prenom} ${v.nom}`,
      address: `${v.adresse}, ${v.code_postal} ${v.ville}`,
      phone: v.telephone,
      rappel: v.rappel,
    };
    s.valuation = null;
    return { redirect: '/estimation/merci' };
  }
  if (path === '/estimation/merci' && method === 'GET') {
    const d = s.done.valuation;
    if (!d) return { redirect: '/estimation' };
    return html(
      t('Demande d’estimation envoyée', 'Valuation request sent'),
      `<h1>${t('Merci, votre demande d’estimation est envoyée', 'Thank you, your valuation request has been sent')}</h1>
<div class="notice" role="status"><p>${t('Référence de votre demande :', 'Your request reference:')} <strong>${d.ref}</strong></p>
<p>${h(d.who)} · ${h(d.address)}</p>
<p>${t(`Un conseiller vous rappelle sous 48 h au ${h(d.phone)}`, `An adviser will call you within 48 hours on ${h(d.phone)}`)}${d.rappel === 'indifferent' ? '' : `, ${h(pick(CALLBACKS.find((k) => k[0] === d.rappel)).toLowerCase())}`}.</p></div>`,
    );
  }

  /* landlords */
  if (path === '/gestion-locative' && method === 'GET') return form(landlordPage(ctx, s));
  if (path === '/gestion-locative' && method === 'POST') {
    const problems = [];
    if (!LANDLORD_SUBJECTS.some((k) => k[0] === fields.sujet))
      problems.push(t('l’objet de votre demande', 'the subject'));
    if (!LANDLORD_TYPES.some((k) => k[0] === fields.type_bien))
      problems.push(t('le type de bien', 'the type of property'));
    if (blank('ville')) problems.push(t('la commune du bien', 'the town'));
    if (!blank('surface') && !(amount(fields.surface) > 0))
      problems.push(t('une surface en m²', 'a floor area in m²'));
    const free = trim('disponible');
    if (free && (!validIso(free) || free < TODAY))
      problems.push(t('la date de disponibilité', 'the date it is available'));
    if (blank('nom')) problems.push(t('vos nom et prénom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (trim('message').length < 10)
      problems.push(t('votre message (10 caractères au moins)', 'your message (at least 10 characters)'));
    if (problems.length) return form(landlordPage(ctx, s, fields, please(problems)));
    s.done.landlord = {
      ref: `GES-${state.nextLandlord++}`,
      name: trim('nom'),
      subject: fields.sujet,
      town: trim('ville'),
      email: trim('email'),
    };
    return { redirect: '/gestion-locative/merci' };
  }
  if (path === '/gestion-locative/merci' && method === 'GET') {
    const d = s.done.landlord;
    if (!d) return { redirect: '/gestion-locative' };
    return html(
      t('Demande envoyée', 'Request sent'),
      `<h1>${t('Demande envoyée', 'Request sent')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(d.name)}. Votre demande (${h(pick(LANDLORD_SUBJECTS.find((k) => k[0] === d.subject)))}, ${h(d.town)}) est enregistrée sous la référence`, `Thank you ${h(d.name)}. Your request (${h(pick(LANDLORD_SUBJECTS.find((k) => k[0] === d.subject)))}, ${h(d.town)}) reference is`)} <strong>${d.ref}</strong>.</p>
<p>${t(`Notre service gestion vous répond à ${h(d.email)} sous 2 jours ouvrés.`, `Our property management team will reply to ${h(d.email)} within 2 working days.`)}</p></div>`,
    );
  }

  /* news, FAQ, agency */
  if (path === '/actualites' && method === 'GET') {
    return html(
      t('Actualités', 'News'),
      `<h1>${t('Actualités de l’agence', 'Agency news')}</h1>
${NEWS.map((n) => `<article class="card" style="margin:12px 0"><h2>${h(L(n.title))}</h2><p class="hint"><time datetime="${n.date}">${h(date(n.date, false))}</time></p><p>${h(L(n.excerpt))}</p><a href="/actualites/${n.slug}">${t('Lire la suite', 'Read more')}</a></article>`).join('\n')}`,
    );
  }
  const news = NEWS.find((n) => path === `/actualites/${n.slug}`);
  if (news && method === 'GET') {
    return html(
      L(news.title),
      `<article><h1>${h(L(news.title))}</h1><p class="hint"><time datetime="${news.date}">${h(date(news.date, false))}</time></p><p>${h(L(news.body))}</p></article>
<p><a href="/actualites">← ${t('Toutes les actualités', 'All news')}</a></p>`,
    );
  }
  if (path === '/faq' && method === 'GET') {
    return html(
      'FAQ',
      `<h1>${t('Questions fréquentes', 'Frequently asked questions')}</h1>
${FAQ.map((q) => `<details><summary>${h(t(q[0], q[1]))}</summary><p>${h(t(q[2], q[3]))}</p></details>`).join('\n')}`,
    );
  }
  if (path === '/agence' && method === 'GET') {
    return html(
      t('L’agence', 'The agency'),
      `<h1>${t('L’agence Dumas Immobilier', 'About Dumas Estate Agents')}</h1>
<p>${t('Fondée en 1987 par Henri Dumas, l’agence est aujourd’hui dirigée par Julien Dumas. Six conseillers, une antenne à Doué-en-Anjou et plus de 300 biens en gestion.', 'Founded in 1987 by Henri Dumas, the agency is run today by Julien Dumas. Six advisers, a branch in Doué-en-Anjou and over 300 properties under management.')}</p>
<h2>${t('Nous trouver', 'Find us')}</h2>
<p>14 rue d’Orléans, 49400 Saumur · ${t('02 41 51 08 72', '+33 2 41 51 08 72')}</p>
<h2>${t('Honoraires', 'Fees')}</h2>
<p>${h(t(FAQ[6][2], FAQ[6][3]))}</p>`,
    );
  }

  /* sign-in */
  if (path === '/connexion' && method === 'GET') return form(signinPage(ctx, s));
  if (path === '/connexion' && method === 'POST') {
    const email = trim('email').toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.mot_de_passe)
      return form(
        signinPage(
          ctx,
          s,
          t('Adresse e-mail ou mot de passe incorrect.', 'Wrong email address or password.'),
          fields.email ?? '',
        ),
      );
    s.user = email;
    const next = s.next;
    s.next = '';
    return { redirect: next || '/espace/alertes' };
  }
  if (path === '/mot-de-passe-oublie' && method === 'GET') {
    return html(
      t('Mot de passe oublié', 'Forgotten password'),
      `<h1>${t('Mot de passe oublié', 'Forgotten password')}</h1><p>${t('Appelez l’agence au 02 41 51 08 72 : votre conseiller vous enverra un nouveau mot de passe.', 'Call the agency on +33 2 41 51 08 72: your adviser will send you a new password.')}</p>`,
    );
  }
  if (path === '/deconnexion') {
    s.user = null;
    return { redirect: '/' };
  }

  /* client area */
  if (!path.startsWith('/espace')) return { status: 404, html: null, lang: s.lang };
  if (!acct) {
    s.next = method === 'GET' && path !== '/espace' ? path + ctx.url.search : '';
    return { redirect: '/connexion' };
  }
  if (path === '/espace') return { redirect: '/espace/alertes' };
  if (path === '/espace/alertes' && method === 'GET') return form(alertsTab(ctx, s, acct));
  if (path === '/espace/alertes' && method === 'POST') {
    const problems = [];
    if (blank('nom_alerte')) problems.push(t('le nom de l’alerte', 'the alert name'));
    if (!['achat', 'location'].includes(fields.transaction))
      problems.push(t('acheter ou louer', 'buy or rent'));
    if (fields.type_bien && !TYPES.some((k) => k[0] === fields.type_bien))
      problems.push(t('le type de bien', 'the type of property'));
    const max = blank('budget_max') ? 0 : amount(fields.budget_max);
    if (!(max >= 0)) problems.push(t('un budget en euros', 'a budget in euros'));
    if (!FREQUENCIES.some((k) => k[0] === fields.frequence)) problems.push(t('la fréquence', 'how often'));
    if (problems.length) return form(alertsTab(ctx, s, acct, fields, please(problems)));
    if (acct.alerts.length >= 5)
      return form(
        alertsTab(
          ctx,
          s,
          acct,
          fields,
          t(
            'Vous avez déjà 5 alertes : supprimez-en une d’abord.',
            'You already have 5 alerts: delete one first.',
          ),
        ),
      );
    const a = makeAlert(
      `ALR-${state.nextAlert++}`,
      trim('nom_alerte'),
      {
        tx: fields.transaction,
        type: fields.type_bien ?? '',
        town: trim('ville'),
        max,
        bedrooms: /^[1-4]$/.test(fields.chambres ?? '') ? fields.chambres : '',
        garden: fields.jardin === 'oui',
      },
      fields.frequence,
    );
    acct.alerts.push(a);
    s.flash = t(
      `Alerte « ${a.name} » créée : ${alertCriteria(s, a)}.`,
      `Alert “${a.name}” created: ${alertCriteria(s, a)}.`,
    );
    return { redirect: '/espace/alertes' };
  }
  if (path === '/espace/alertes/supprimer' && method === 'POST') {
    const a = acct.alerts.find((x) => x.id === fields.alerte);
    if (!a) return { redirect: '/espace/alertes' };
    acct.alerts = acct.alerts.filter((x) => x !== a);
    s.flash = t(`Alerte « ${a.name} » supprimée.`, `Alert “${a.name}” deleted.`);
    return { redirect: '/espace/alertes' };
  }
  if (path === '/espace/visites' && method === 'GET') return form(viewingsTab(ctx, s, acct));
  if (path === '/espace/visites/annuler') {
    const ref = method === 'GET' ? query.get('ref') : fields.ref;
    const x = acct.viewings.find(
      (v) => v.ref === ref && (v.status === 'confirmee' || v.status === 'demandee'),
    );
    if (!x) return { redirect: '/espace/visites' };
    if (method === 'GET') return form(cancelViewingPage(ctx, s, acct, x));
    if (!CANCEL_REASONS.some((k) => k[0] === fields.motif))
      return form(
        cancelViewingPage(
          ctx,
          s,
          acct,
          x,
          fields,
          t('Merci de choisir un motif.', 'Please choose a reason.'),
        ),
      );
    x.status = 'annulee';
    x.reason = fields.motif;
    s.flash = t(
      `Visite ${x.ref} annulée (${date(x.day)}). Votre conseiller est prévenu.`,
      `Viewing ${x.ref} cancelled (${date(x.day)}). Your adviser has been told.`,
    );
    return { redirect: '/espace/visites' };
  }
  if (path === '/espace/documents' && method === 'GET') return form(documentsTab(ctx, s, acct));
  const docMatch = path.match(/^\/espace\/documents\/([a-z0-9-]+)$/);
  if (docMatch && method === 'GET') {
    const d = acct.documents.find(([id]) => id === docMatch[1]);
    if (!d) return { redirect: '/espace/documents' };
    return form(
      clientPage(
        ctx,
        s,
        acct,
        'documents',
        L(d[1]),
        `<h2>${h(L(d[1]))}</h2><p>${h(date(d[2], false))} · ${h(d[3])}</p><p>${t('Aperçu du document. Le téléchargement démarre automatiquement.', 'Document preview. The download starts automatically.')}</p><p><a href="/espace/documents">← ${t('Mes documents', 'My documents')}</a></p>`,
      ),
    );
  }
  if (path === '/espace/profil' && method === 'GET') return form(profileTab(ctx, s, acct));
  if (path === '/espace/profil' && method === 'POST') {
    const problems = [];
    if (!validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    const email = trim('email').toLowerCase();
    if (!validEmail(email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    else if (email !== s.user && state.accounts[email])
      problems.push(
        t('une adresse e-mail qui n’est pas déjà utilisée', 'an email address not already in use'),
      );
    if (problems.length) return form(profileTab(ctx, s, acct, fields, please(problems)));
    acct.phone = trim('telephone');
    acct.newsletter = fields.newsletter === 'oui';
    acct.smsAlerts = fields.alertes_sms === 'oui';
    if (email !== s.user) {
      delete state.accounts[s.user];
      state.accounts[email] = acct;
      s.user = email;
    }
    s.flash = t(
      `Vos informations sont enregistrées : ${acct.phone} · ${email} · lettre d’information : ${acct.newsletter ? 'oui' : 'non'} · alertes SMS : ${acct.smsAlerts ? 'oui' : 'non'}.`,
      `Your details have been saved: ${acct.phone} · ${email} · newsletter: ${acct.newsletter ? 'yes' : 'no'} · text alerts: ${acct.smsAlerts ? 'yes' : 'no'}.`,
    );
    return { redirect: '/espace/profil' };
  }
  return { status: 404, html: null, lang: s.lang };
}

/** GET paths whose query string is a form the site records as received. */
export function estateGetForms() {
  return ['/acheter', '/louer'];
}
