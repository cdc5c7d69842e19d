// club: Club Omnisports des Tilleuls / Tilleuls Sports Club, the municipal multi-sport club of
// Villeneuve-les-Tilleuls (gym, swimming pool, climbing wall, tennis courts, group classes). French by
// default; an English version through the "Langue / Language" select in the header (a small GET form,
// sent on change or with its OK button; the language is kept in the visitor's session, same URLs).
// Pages: a home page with the club's activities as cards; the week's class timetable as a table (day,
// time, class, coach, room, places left) with a filter form (activity, day: a GET form the site records)
// and a "Réserver" / "Book" link in every row that is not full, leading to the booking page of that
// session: members sign in, non-members book a single session as guests (first name, last name, email,
// phone; RSV- reference); tennis court hire (court as radio buttons, a date picker, an hourly slot in a
// select, the partner's name, racket hire; TEN- reference); membership in 3 steps (formula cards with
// radio buttons and a start date, then personal details with a date of birth and the medical
// certificate question, then monthly direct debit with an IBAN or annual payment; ADH-26- reference);
// a free trial-day request (activities as checkboxes, 3 at most; ESS- reference); a contact form
// (subject select; CT- reference); a lost-and-found declaration (OBJ- reference); news with "Lire la
// suite" / "Read more" links; an FAQ with collapsible questions; a newsletter sign-up in the footer;
// and the member area behind a sign-in, with side navigation: Mes réservations (cancel a booking: a
// reason in a select, then a confirmation page), Mon abonnement (suspend the membership for 1 to 12
// weeks with a reason; SUS- reference; cancelling the membership is only by registered letter) and
// Mes infos (phone, address, emergency contact).
// Accounts: camille.roux@mail.test / Tilleuls-2026 (Pass Liberté, monthly), paul.henry@mail.test /
// Crawl!75 (Pass Aquatique: water classes only), sarah.mitchell@mail.test / Smash-Point9 (Pass Jeunes).
// "Today" on this site is Sunday 11 October 2026; the timetable is the week of 12 to 18 October 2026.
// Registered in sites.js; uses its helpers (h, page, sid).
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-10-11';
const WEEK_START = '2026-10-12';

/* ------------------------------------------------------------------------------------------ data */

// [value, French, English]
const CATS = [
  ['aquatique', 'Activités aquatiques', 'Water activities'],
  ['fitness', 'Fitness et renforcement', 'Fitness and strength'],
  ['bienetre', 'Bien-être', 'Mind and body'],
  ['escalade', 'Escalade', 'Climbing'],
];
const ROOMS = {
  zen: ['Salle Zen', 'Zen studio'],
  s1: ['Salle 1', 'Studio 1'],
  s2: ['Salle 2', 'Studio 2'],
  dojo: ['Dojo', 'Dojo'],
  sportif: ['Bassin sportif', 'Main pool'],
  ludique: ['Bassin ludique', 'Leisure pool'],
  mur: ['Mur d’escalade', 'Climbing wall'],
};
const cls = (id, day, time, name, coach, room, left, cat, minutes = 45) => ({
  id,
  day,
  time,
  name,
  coach,
  room,
  left,
  cat,
  minutes,
});
// day: 0 = Monday 12 October 2026 … 6 = Sunday 18 October 2026
function seedClasses() {
  return [
    cls(
      'lun-0715-aquagym',
      0,
      '07:15',
      ['Aquagym', 'Aqua aerobics'],
      'Nadia Ferreira',
      'sportif',
      6,
      'aquatique',
    ),
    cls('lun-1230-bodypump', 0, '12:30', ['Body Pump', 'Body Pump'], 'Karim Belkacem', 's1', 9, 'fitness'),
    cls('lun-1830-pilates', 0, '18:30', ['Pilates', 'Pilates'], 'Julie Marchetti', 'zen', 3, 'bienetre', 50),
    cls(
      'lun-1930-boxe',
      0,
      '19:30',
      ['Boxe fitness', 'Fitness boxing'],
      'Karim Belkacem',
      'dojo',
      0,
      'fitness',
      60,
    ),
    cls(
      'mar-0900-yogadoux',
      1,
      '09:00',
      ['Yoga doux', 'Gentle yoga'],
      'Anne Leroux',
      'zen',
      8,
      'bienetre',
      60,
    ),
    cls(
      'mar-1215-aquabike',
      1,
      '12:15',
      ['Aquabike', 'Aqua cycling'],
      'Nadia Ferreira',
      'ludique',
      2,
      'aquatique',
    ),
    cls(
      'mar-1800-escalade',
      1,
      '18:00',
      ['Escalade — initiation', 'Climbing for beginners'],
      'Thomas Girard',
      'mur',
      5,
      'escalade',
      90,
    ),
    cls('mar-1900-pilates', 1, '19:00', ['Pilates', 'Pilates'], 'Julie Marchetti', 'zen', 4, 'bienetre', 50),
    cls('mar-2000-zumba', 1, '20:00', ['Zumba', 'Zumba'], 'Inès Barbier', 's1', 12, 'fitness'),
    cls(
      'mer-1000-bebes',
      2,
      '10:00',
      ['Bébés nageurs', 'Baby swimming'],
      'Nadia Ferreira',
      'ludique',
      0,
      'aquatique',
      30,
    ),
    cls(
      'mer-1230-crosstraining',
      2,
      '12:30',
      ['Cross training', 'Cross training'],
      'Karim Belkacem',
      's2',
      7,
      'fitness',
    ),
    cls(
      'mer-1830-vinyasa',
      2,
      '18:30',
      ['Yoga vinyasa', 'Vinyasa yoga'],
      'Anne Leroux',
      'zen',
      1,
      'bienetre',
      60,
    ),
    cls(
      'mer-1900-aquagym',
      2,
      '19:00',
      ['Aquagym', 'Aqua aerobics'],
      'Lucas Morin',
      'sportif',
      9,
      'aquatique',
    ),
    cls(
      'jeu-0700-natation',
      3,
      '07:00',
      ['Natation adultes — perfectionnement', 'Adult swimming — improvers'],
      'Lucas Morin',
      'sportif',
      4,
      'aquatique',
      60,
    ),
    cls('jeu-1215-pilates', 3, '12:15', ['Pilates', 'Pilates'], 'Julie Marchetti', 'zen', 6, 'bienetre', 50),
    cls(
      'jeu-1800-aquabike',
      3,
      '18:00',
      ['Aquabike', 'Aqua cycling'],
      'Nadia Ferreira',
      'ludique',
      3,
      'aquatique',
    ),
    cls('jeu-1830-bodypump', 3, '18:30', ['Body Pump', 'Body Pump'], 'Karim Belkacem', 's1', 10, 'fitness'),
    cls(
      'jeu-1930-bloc',
      3,
      '19:30',
      ['Escalade — bloc', 'Bouldering'],
      'Thomas Girard',
      'mur',
      6,
      'escalade',
      90,
    ),
    cls(
      'ven-0930-seniors',
      4,
      '09:30',
      ['Gym seniors', 'Seniors’ fitness'],
      'Inès Barbier',
      's2',
      11,
      'fitness',
      60,
    ),
    cls(
      'ven-1230-vinyasa',
      4,
      '12:30',
      ['Yoga vinyasa', 'Vinyasa yoga'],
      'Anne Leroux',
      'zen',
      5,
      'bienetre',
      60,
    ),
    cls('ven-1830-zumba', 4, '18:30', ['Zumba', 'Zumba'], 'Inès Barbier', 's1', 0, 'fitness'),
    cls(
      'ven-1900-aquabike',
      4,
      '19:00',
      ['Aquabike', 'Aqua cycling'],
      'Lucas Morin',
      'ludique',
      5,
      'aquatique',
    ),
    cls(
      'sam-0900-aquagym',
      5,
      '09:00',
      ['Aquagym', 'Aqua aerobics'],
      'Lucas Morin',
      'sportif',
      7,
      'aquatique',
    ),
    cls(
      'sam-1000-yogadoux',
      5,
      '10:00',
      ['Yoga doux', 'Gentle yoga'],
      'Anne Leroux',
      'zen',
      6,
      'bienetre',
      60,
    ),
    cls(
      'sam-1030-escalade-enfants',
      5,
      '10:30',
      ['Escalade enfants (8-12 ans)', 'Kids’ climbing (ages 8-12)'],
      'Thomas Girard',
      'mur',
      4,
      'escalade',
      90,
    ),
    cls(
      'sam-1100-crosstraining',
      5,
      '11:00',
      ['Cross training', 'Cross training'],
      'Karim Belkacem',
      's2',
      8,
      'fitness',
    ),
    cls(
      'dim-1000-stretching',
      6,
      '10:00',
      ['Stretching', 'Stretching'],
      'Julie Marchetti',
      'zen',
      12,
      'bienetre',
    ),
  ];
}

const COURTS = [
  ['lenglen', 'Court Suzanne-Lenglen — terre battue', 'Suzanne-Lenglen court — clay', false],
  ['noah', 'Court Yannick-Noah — terre battue', 'Yannick-Noah court — clay', false],
  ['central', 'Court central — résine, couvert', 'Centre court — hard court, indoor', true],
  ['court4', 'Court n° 4 — gazon synthétique, éclairé', 'Court 4 — artificial grass, floodlit', true],
];
const SLOTS = Array.from({ length: 14 }, (_, i) => {
  const a = String(8 + i).padStart(2, '0');
  const b = String(9 + i).padStart(2, '0');
  return [`${a}:00`, `${a}:00 – ${b}:00`];
});

const FORMULAS = [
  {
    id: 'liberte',
    name: 'Pass Liberté',
    month: 49,
    year: 529,
    text: [
      'Accès illimité à la salle de musculation, à la piscine, au mur d’escalade et à tous les cours collectifs. Courts de tennis : 2 h par semaine.',
      'Unlimited access to the gym, the pool, the climbing wall and every group class. Tennis courts: 2 hours a week.',
    ],
  },
  {
    id: 'aquatique',
    name: 'Pass Aquatique',
    month: 32,
    year: 345,
    text: [
      'Piscine en accès libre et tous les cours aquatiques (aquagym, aquabike, natation adultes).',
      'Free access to the pool and every water class (aqua aerobics, aqua cycling, adult swimming).',
    ],
  },
  {
    id: 'jeunes',
    name: 'Pass Jeunes -26 ans',
    month: 29,
    year: 310,
    text: [
      'Les avantages du Pass Liberté pour les moins de 26 ans (âge à la date d’inscription, justificatif demandé).',
      'Everything in the Pass Liberté for under-26s (age on the day you join, proof required).',
    ],
  },
  {
    id: 'raquettes',
    name: 'Pass Raquettes',
    month: 24,
    year: 259,
    text: [
      'Courts de tennis en illimité (réservation 14 jours à l’avance), prêt de balles. Sans accès aux cours collectifs.',
      'Unlimited tennis (book up to 14 days ahead), balls provided. Group classes not included.',
    ],
  },
];
const STARTS = [
  ['asap', 'Dès que possible (badge prêt sous 48 h)', 'As soon as possible (badge ready within 48 hours)'],
  ['2026-11-01', '1er novembre 2026', '1 November 2026'],
  ['2026-12-01', '1er décembre 2026', '1 December 2026'],
];
const CIVILITES = [
  ['mme', 'Madame', 'Ms'],
  ['m', 'Monsieur', 'Mr'],
];
const TRIAL_DAYS = [
  ['2026-10-17', 'Samedi 17 octobre 2026', 'Saturday 17 October 2026'],
  ['2026-10-21', 'Mercredi 21 octobre 2026', 'Wednesday 21 October 2026'],
  ['2026-10-24', 'Samedi 24 octobre 2026', 'Saturday 24 October 2026'],
  ['2026-10-31', 'Samedi 31 octobre 2026', 'Saturday 31 October 2026'],
];
const TRIAL_ACTIVITIES = [
  ['musculation', 'Salle de musculation et cardio', 'Gym and cardio room'],
  ['piscine', 'Piscine (nage libre)', 'Swimming pool (lane swimming)'],
  ['escalade', 'Mur d’escalade (séance encadrée)', 'Climbing wall (supervised session)'],
  ['tennis', 'Tennis (prêt de raquettes)', 'Tennis (rackets lent)'],
  ['cours', 'Un cours collectif au choix', 'A group class of your choice'],
];
const SOURCES = [
  ['bouche', 'Bouche à oreille', 'Word of mouth'],
  ['reseaux', 'Réseaux sociaux', 'Social media'],
  ['magazine', 'Le magazine municipal', 'The town magazine'],
  ['passage', 'En passant devant le club', 'Walking past the club'],
  ['autre', 'Autre', 'Other'],
];
const SUBJECTS = [
  ['adhesion', 'Adhésion et tarifs', 'Membership and prices'],
  ['planning', 'Planning et cours collectifs', 'Timetable and classes'],
  ['tennis', 'Réservation des courts de tennis', 'Tennis court bookings'],
  ['piscine', 'Piscine', 'Swimming pool'],
  ['facturation', 'Facturation et prélèvements', 'Billing and direct debits'],
  ['reclamation', 'Réclamation', 'Complaint'],
  ['autre', 'Autre demande', 'Something else'],
];
const ITEM_TYPES = [
  ['vetement', 'Vêtement', 'Clothing'],
  ['sac', 'Sac, sac de sport', 'Bag, sports bag'],
  ['cles', 'Clés, badge', 'Keys, badge'],
  ['telephone', 'Téléphone, écouteurs', 'Phone, earphones'],
  ['lunettes', 'Lunettes', 'Glasses'],
  ['bijou', 'Bijou, montre', 'Jewellery, watch'],
  ['gourde', 'Gourde', 'Water bottle'],
  ['materiel', 'Matériel de sport (raquette, chaussons…)', 'Sports gear (racket, climbing shoes…)'],
  ['autre', 'Autre', 'Other'],
];
const CANCEL_REASONS = [
  ['empechement', 'Empêchement personnel', 'Something came up'],
  ['sante', 'Maladie ou blessure', 'Illness or injury'],
  ['travail', 'Contrainte professionnelle', 'Work commitment'],
  ['erreur', 'Erreur de réservation', 'I booked by mistake'],
  ['meteo', 'Météo (courts extérieurs)', 'Weather (outdoor courts)'],
  ['autre', 'Autre', 'Other'],
];
const FREEZE_REASONS = [
  ['blessure', 'Blessure', 'Injury'],
  ['maladie', 'Maladie', 'Illness'],
  ['grossesse', 'Grossesse', 'Pregnancy'],
  ['pro', 'Mutation ou déplacement professionnel', 'Work posting or business travel'],
  ['voyage', 'Voyage de longue durée', 'Long trip'],
  ['autre', 'Autre', 'Other'],
];
const RELATIONS = [
  ['conjoint', 'Conjoint(e)', 'Partner or spouse'],
  ['parent', 'Parent', 'Parent'],
  ['enfant', 'Enfant', 'Child'],
  ['ami', 'Ami(e)', 'Friend'],
  ['autre', 'Autre', 'Other'],
];

const NEWS = [
  {
    slug: 'reouverture-bassin-ludique',
    date: '2026-10-05',
    title: ['Le bassin ludique rouvre après travaux', 'The leisure pool reopens after works'],
    excerpt: [
      'Nouvelle filtration, plage chauffée et toboggan rénové : le bassin ludique accueille de nouveau les familles.',
      'New filtration, a heated deck and a refurbished slide: the leisure pool is open to families again.',
    ],
    body: [
      'Après six semaines de travaux, le bassin ludique a rouvert le 5 octobre. La filtration a été entièrement remplacée, la plage est désormais chauffée et le toboggan a été rénové. Les cours d’aquabike et de bébés nageurs reprennent leurs horaires habituels. Le bassin sportif reste ouvert dès 7 h du lundi au samedi.',
      'After six weeks of works, the leisure pool reopened on 5 October. The filtration has been replaced, the deck is now heated and the slide has been refurbished. Aqua cycling and baby swimming classes are back at their usual times. The main pool still opens at 7 am, Monday to Saturday.',
    ],
  },
  {
    slug: 'tournoi-open-tennis',
    date: '2026-09-28',
    title: ['Open de tennis des Tilleuls : inscriptions ouvertes', 'Tilleuls tennis open: entries are open'],
    excerpt: [
      'Simple messieurs, simple dames et double mixte du 7 au 15 novembre, ouvert aux non-licenciés.',
      'Men’s and women’s singles and mixed doubles from 7 to 15 November, open to unlicensed players.',
    ],
    body: [
      'Le tournoi interne revient du 7 au 15 novembre sur les quatre courts du club. Inscriptions à l’accueil jusqu’au 31 octobre (10 € par tableau). Les courts Suzanne-Lenglen et Yannick-Noah seront fermés à la réservation les deux week-ends du tournoi.',
      'The club tournament is back from 7 to 15 November on all four courts. Entries at reception until 31 October (€10 per draw). The Suzanne-Lenglen and Yannick-Noah courts cannot be booked on the two tournament weekends.',
    ],
  },
  {
    slug: 'nouveau-cours-bloc',
    date: '2026-09-14',
    title: ['Nouveau : un créneau bloc le jeudi soir', 'New: a bouldering session on Thursday evenings'],
    excerpt: [
      'Thomas Girard encadre une séance de bloc tous les jeudis à 19 h 30, pour les grimpeurs autonomes.',
      'Thomas Girard runs a bouldering session every Thursday at 7:30 pm, for climbers who can already climb on their own.',
    ],
    body: [
      'Le mur d’escalade accueille désormais une séance de bloc le jeudi de 19 h 30 à 21 h. Chaussons en prêt à l’accueil contre une pièce d’identité. Les débutants sont invités à suivre d’abord l’initiation du mardi.',
      'The climbing wall now hosts a bouldering session on Thursdays from 7:30 to 9 pm. Climbing shoes can be borrowed at reception against an ID. Beginners should first take the Tuesday beginners’ session.',
    ],
  },
  {
    slug: 'horaires-vacances-toussaint',
    date: '2026-09-30',
    title: ['Horaires des vacances de la Toussaint', 'Opening hours for the autumn half-term'],
    excerpt: [
      'Du 17 octobre au 2 novembre, la piscine ouvre aussi le dimanche après-midi.',
      'From 17 October to 2 November, the pool also opens on Sunday afternoons.',
    ],
    body: [
      'Pendant les vacances scolaires, la piscine ouvre en plus le dimanche de 14 h à 18 h. Les cours collectifs sont maintenus, sauf le cours de gym seniors du vendredi 30 octobre. Le club sera fermé le dimanche 1er novembre.',
      'During the school holidays the pool also opens on Sundays from 2 to 6 pm. Group classes go on as usual, except the seniors’ fitness class on Friday 30 October. The club is closed on Sunday 1 November.',
    ],
  },
];

const FAQ = [
  [
    'Faut-il un certificat médical pour s’inscrire ?',
    'Do I need a medical certificate to join?',
    'Un certificat de moins d’un an est recommandé. Sans certificat, vous remplissez le questionnaire de santé à l’accueil lors de la remise de votre badge.',
    'A certificate less than a year old is recommended. Without one, you fill in the health questionnaire at reception when you collect your badge.',
  ],
  [
    'Comment annuler un cours réservé ?',
    'How do I cancel a class I booked?',
    'Dans votre espace adhérent, rubrique « Mes réservations », bouton « Annuler ». Annulation possible jusqu’à 2 heures avant le début du cours.',
    'In the member area, under “My bookings”, use the “Cancel” button. You can cancel up to 2 hours before the class starts.',
  ],
  [
    'Puis-je suspendre mon abonnement ?',
    'Can I freeze my membership?',
    'Oui, de 1 à 12 semaines par an, depuis « Mon abonnement » dans l’espace adhérent. Les prélèvements sont interrompus pendant la suspension.',
    'Yes, for 1 to 12 weeks a year, from “My membership” in the member area. Direct debits stop during the freeze.',
  ],
  [
    'Comment résilier mon abonnement ?',
    'How do I cancel my membership?',
    'Par lettre recommandée avec accusé de réception adressée au club, avec un préavis d’un mois. La résiliation n’est pas possible en ligne.',
    'By recorded-delivery letter to the club, with one month’s notice. Memberships cannot be cancelled online.',
  ],
  [
    'Y a-t-il un court de squash ou un sauna ?',
    'Is there a squash court or a sauna?',
    'Non. Le club propose la musculation, la piscine, l’escalade, le tennis et les cours collectifs. Un hammam est accessible depuis la piscine.',
    'No. The club offers a gym, a swimming pool, a climbing wall, tennis and group classes. A steam room can be reached from the pool.',
  ],
  [
    'Les non-adhérents peuvent-ils réserver un cours ?',
    'Can non-members book a class?',
    'Oui, une séance à l’unité (12 €, à régler à l’accueil) depuis le planning, dans la limite des places disponibles.',
    'Yes, a single session (€12, paid at reception) from the timetable, while places last.',
  ],
];

const FOUND = [
  [
    '2026-10-09',
    'Gourde bleue en inox',
    'Blue steel water bottle',
    'Vestiaires piscine',
    'Pool changing rooms',
  ],
  ['2026-10-08', 'Sweat gris taille M', 'Grey hoodie, size M', 'Salle 1', 'Studio 1'],
  [
    '2026-10-06',
    'Chaussons d’escalade pointure 40',
    'Climbing shoes, size 40',
    'Mur d’escalade',
    'Climbing wall',
  ],
];

/* ------------------------------------------------------------------------------------------ accounts */

const booking = (ref, kind, id, extra = {}) => ({ ref, kind, id, ...extra });

function seedAccounts() {
  return {
    'camille.roux@mail.test': {
      password: 'Tilleuls-2026',
      first: 'Camille',
      last: 'Roux',
      member: 'A-10482',
      formula: 'liberte',
      payment: 'mensuel',
      since: '2024-09-01',
      phone: '06 12 48 90 33',
      address: '5 allée des Acacias',
      postcode: '37300',
      city: 'Villeneuve-les-Tilleuls',
      emergency: { name: 'Julien Roux', phone: '06 71 22 35 80', relation: 'conjoint' },
      freeze: null,
      bookings: [
        booking('RSV-50211', 'cours', 'mar-1900-pilates'),
        booking('RSV-50234', 'cours', 'jeu-1800-aquabike'),
        booking('TEN-8812', 'tennis', 'central', { day: '2026-10-17', slot: '10:00', partner: 'Léo Martin' }),
      ],
    },
    'paul.henry@mail.test': {
      password: 'Crawl!75',
      first: 'Paul',
      last: 'Henry',
      member: 'A-09917',
      formula: 'aquatique',
      payment: 'annuel',
      since: '2023-01-09',
      phone: '07 58 14 02 66',
      address: '18 rue du Moulin',
      postcode: '37300',
      city: 'Villeneuve-les-Tilleuls',
      emergency: { name: 'Martine Henry', phone: '02 47 53 18 40', relation: 'parent' },
      freeze: null,
      bookings: [
        booking('RSV-50198', 'cours', 'mer-1900-aquagym'),
        booking('RSV-50260', 'cours', 'jeu-0700-natation'),
      ],
    },
    'sarah.mitchell@mail.test': {
      password: 'Smash-Point9',
      first: 'Sarah',
      last: 'Mitchell',
      member: 'A-11230',
      formula: 'jeunes',
      payment: 'mensuel',
      since: '2025-10-01',
      phone: '07 81 36 59 04',
      address: '27 rue Nationale',
      postcode: '37000',
      city: 'Tours',
      emergency: { name: 'Daniel Mitchell', phone: '+44 7700 900418', relation: 'parent' },
      freeze: null,
      bookings: [
        booking('RSV-50242', 'cours', 'ven-1230-vinyasa'),
        booking('TEN-8835', 'tennis', 'court4', { day: '2026-10-17', slot: '11:00', partner: 'Emma Dubois' }),
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.club). */
export function clubState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    classes: seedClasses(),
    // court → day → slots taken (other members' bookings)
    taken: {
      central: { '2026-10-14': ['18:00', '19:00'], '2026-10-15': ['18:00', '19:00', '20:00'] },
      lenglen: { '2026-10-17': ['09:00', '10:00'] },
      court4: { '2026-10-17': ['11:00'] },
      noah: {},
    },
    nextBooking: 50311,
    nextTennis: 8861,
    nextMembership: 417,
    nextTrial: 1204,
    nextMessage: 3380,
    nextLost: 275,
    nextFreeze: 96,
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
const ageOn = (iso, on = TODAY) => {
  const [y, m, d] = iso.split('-').map(Number);
  const [ty, tm, td] = on.split('-').map(Number);
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
};

function tools(s) {
  const en = s.lang === 'en';
  const i = en ? 1 : 0;
  const t = (fr, eng) => (en ? eng : fr);
  const L = (pair) => pair[i];
  const pick = (row) => (en ? row[2] : row[1]);
  const money = (n) => (en ? `€${n}` : `${n} €`);
  const date = (iso, withDay = true) => {
    const x = new Date(`${iso}T00:00:00Z`);
    const d = x.getUTCDate();
    const dm = en
      ? `${d} ${MONTHS[1][x.getUTCMonth()]} ${x.getUTCFullYear()}`
      : `${d === 1 ? '1er' : d} ${MONTHS[0][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
    return withDay ? `${DAYS[i][x.getUTCDay()]} ${dm}` : dm;
  };
  const dayOf = (c) => addDays(WEEK_START, c.day);
  const dayName = (c) => {
    const x = new Date(`${dayOf(c)}T00:00:00Z`);
    const n = DAYS[i][x.getUTCDay()];
    return `${n[0].toUpperCase()}${n.slice(1)} ${String(x.getUTCDate()).padStart(2, '0')}/${String(x.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  const at = (time) => {
    const [hh, mm] = time.split(':');
    return en ? ` at ${time}` : ` à ${Number(hh)} h${mm === '00' ? '' : ` ${mm}`}`;
  };
  const room = (k) => L(ROOMS[k]);
  const court = (k) => pick(COURTS.find((c) => c[0] === k));
  return { en, t, L, pick, money, date, dayOf, dayName, at, room, court };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${h(e)}</div>` : '');
const flashBox = (s) => {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
};
const opt = (val, text, cur, disabled = false) =>
  `<option value="${h(val)}"${String(cur ?? '') === val ? ' selected' : ''}${disabled ? ' disabled' : ''}>${h(text)}</option>`;
const checked = (on) => (on ? ' checked' : '');
const listOf = (v) =>
  String(v ?? '')
    .split(',')
    .filter(Boolean);
const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(e ?? '').trim());
const digits = (x) => String(x ?? '').replace(/[\s.\-()]/g, '');
const validPhone = (p) => /^(0[1-9]\d{8}|\+33[1-9]\d{8}|\+\d{9,14})$/.test(digits(p));
const validIban = (v) =>
  /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(
    String(v ?? '')
      .replace(/\s/g, '')
      .toUpperCase(),
  );
const classOf = (state, id) => state.classes.find((c) => c.id === id);
const formulaOf = (id) => FORMULAS.find((f) => f.id === id);

function visitor(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.cot_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, {
      lang: 'fr',
      user: null,
      next: '',
      flash: '',
      signup: null,
      done: {},
      pendingCancel: null,
    });
    ctx.setCookie('cot_sid', id);
  }
  return state.sessions.get(id);
}

function clubPage(ctx, s, title, body) {
  const { t } = tools(s);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  const here = ctx.path + ctx.url.search;
  return page({
    lang: s.lang,
    title: `${title} — ${t('Club Omnisports des Tilleuls', 'Tilleuls Sports Club')}`,
    brand: '#1f6e4a',
    css: `.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.hint{color:#666;font-size:.85rem;margin:2px 0 6px}.req{color:#b00}.full{color:#a00;font-weight:600}
.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
.layout{display:grid;grid-template-columns:200px 1fr;gap:24px}.side a{display:block;padding:6px 0}.side a[aria-current]{font-weight:700}
.formula{display:block;background:#fff;border:2px solid #e2e2e2;border-radius:8px;padding:16px;font-weight:400}.formula:has(input:checked){border-color:#1f6e4a}
.formula strong{font-size:1.1rem}details{background:#fff;border:1px solid #e2e2e2;border-radius:6px;margin:8px 0;padding:10px 14px}summary{cursor:pointer;font-weight:600}
.lang{margin-left:auto}.lang select{min-width:0}.lang label{display:inline;color:#fff;font-weight:400;margin-right:6px}
footer form{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:12px 16px;margin:16px 0;display:flex;gap:8px;flex-wrap:wrap;align-items:center}`,
    header: `<a class="logo" href="/">${t('Club Omnisports des Tilleuls', 'Tilleuls Sports Club')}</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/">${t('Accueil', 'Home')}</a> · <a href="/planning">${t('Planning des cours', 'Class timetable')}</a> · <a href="/tennis">${t('Tennis', 'Tennis')}</a> · <a href="/adhesion">${t('Adhérer', 'Join')}</a> · <a href="/essai">${t('Journée d’essai gratuite', 'Free trial day')}</a> · <a href="/actualites">${t('Actualités', 'News')}</a> · <a href="/faq">FAQ</a> · <a href="/contact">Contact</a></nav>
<nav aria-label="${t('Espace adhérent', 'Member area')}">${
      acct
        ? `<a href="/espace">${t('Espace adhérent', 'Member area')} (${h(acct.first)})</a> · <a href="/deconnexion">${t('Déconnexion', 'Sign out')}</a>`
        : `<a href="/espace">${t('Espace adhérent', 'Member area')}</a>`
    }</nav>
<form class="lang" method="get" action="/langue"><input type="hidden" name="retour" value="${h(here)}"><label for="lang-select">Langue / Language</label><select id="lang-select" name="lang" onchange="this.form.submit()">${opt('fr', 'Français', s.lang)}${opt('en', 'English', s.lang)}</select> <button type="submit">OK</button></form>`,
    body,
    footer: `<form method="post" action="/newsletter" aria-label="${t('Lettre d’information', 'Newsletter')}">
<strong>${t('La lettre du club', 'The club newsletter')}</strong> <span>${t('Nouveaux cours, fermetures, événements : un e-mail par mois.', 'New classes, closures, events: one email a month.')}</span>
<input type="email" name="email_newsletter" placeholder="${t('Votre adresse e-mail', 'Your email address')}">
<button type="submit">${t('Je m’abonne', 'Sign me up')}</button>
</form>
<p>${t('Club Omnisports des Tilleuls · 12 avenue des Sports, 37300 Villeneuve-les-Tilleuls · Accueil 02 47 80 15 20 · accueil@tilleuls-sport.test', 'Tilleuls Sports Club · 12 avenue des Sports, 37300 Villeneuve-les-Tilleuls, France · Reception +33 2 47 80 15 20 · accueil@tilleuls-sport.test')}</p>
<p>${t('Ouvert du lundi au samedi de 7 h à 22 h, le dimanche de 9 h à 13 h. Équipement municipal géré par la Ville de Villeneuve-les-Tilleuls.', 'Open Monday to Saturday, 7 am to 10 pm, and Sunday 9 am to 1 pm. A municipal facility run by the town of Villeneuve-les-Tilleuls.')} <a href="/objets-trouves">${t('Objets trouvés', 'Lost and found')}</a> · <a href="/faq">FAQ</a> · <a href="/contact">Contact</a></p>`,
  });
}

const star = '<span class="req" aria-hidden="true">*</span>';

/* ------------------------------------------------------------------------------------------ timetable */

function timetablePage(ctx, s, filter) {
  const { t, L, pick, dayName, room } = tools(s);
  const rows = ctx.state.classes.filter(
    (c) =>
      (!filter.activite || c.cat === filter.activite) &&
      (filter.jour === '' || String(c.day) === filter.jour),
  );
  return clubPage(
    ctx,
    s,
    t('Planning des cours', 'Class timetable'),
    `<h1>${t('Planning des cours collectifs', 'Group class timetable')}</h1>
<p>${t('Semaine du lundi 12 au dimanche 18 octobre 2026. Les cours sont inclus dans les Pass Liberté et Jeunes ; le Pass Aquatique donne accès aux cours aquatiques. Non-adhérents : séance à l’unité 12 €, à régler à l’accueil.', 'Week of Monday 12 to Sunday 18 October 2026. Classes are included in the Pass Liberté and Pass Jeunes; the Pass Aquatique covers water classes. Non-members: €12 a session, paid at reception.')}</p>
<form method="get" action="/planning" class="actions">
  <label for="f-act">${t('Activité', 'Activity')}</label>
  <select id="f-act" name="activite">${opt('', t('Toutes les activités', 'All activities'), filter.activite)}${CATS.map((c) => opt(c[0], pick(c), filter.activite)).join('')}</select>
  <label for="f-day">${t('Jour', 'Day')}</label>
  <select id="f-day" name="jour">${opt('', t('Tous les jours', 'Every day'), filter.jour)}${[0, 1, 2, 3, 4, 5, 6].map((d) => opt(String(d), dayName({ day: d }).split(' ')[0], filter.jour)).join('')}</select>
  <button type="submit">${t('Filtrer', 'Filter')}</button>
</form>
<table>
<caption>${t('Cours de la semaine', 'This week’s classes')}</caption>
<thead><tr><th scope="col">${t('Jour', 'Day')}</th><th scope="col">${t('Horaire', 'Time')}</th><th scope="col">${t('Cours', 'Class')}</th><th scope="col">Coach</th><th scope="col">${t('Salle', 'Room')}</th><th scope="col">${t('Places restantes', 'Places left')}</th><th scope="col"><span class="visually-hidden">${t('Réservation', 'Booking')}</span></th></tr></thead>
<tbody>
${
  rows.length
    ? rows
        .map(
          (c) =>
            `<tr><td>${h(dayName(c))}</td><td>${c.time}</td><td>${h(L(c.name))}</td><td>${h(c.coach)}</td><td>${h(room(c.room))}</td><td>${c.left}</td><td>${
              c.left > 0
                ? `<a class="btn" href="/planning/reserver/${c.id}">${t('Réserver', 'Book')}</a>`
                : `<span class="full">${t('Complet', 'Full')}</span>`
            }</td></tr>`,
        )
        .join('\n')
    : `<tr><td colspan="7">${t('Aucun cours ne correspond à votre recherche.', 'No class matches your search.')}</td></tr>`
}
</tbody></table>
<p class="hint">${t('Réservation possible jusqu’à 1 heure avant le cours, annulation jusqu’à 2 heures avant dans l’espace adhérent.', 'Book up to 1 hour before the class; cancel up to 2 hours before in the member area.')}</p>`,
  );
}

function classSummary(s, c) {
  const { t, L, date, dayOf, at, room } = tools(s);
  return `<strong>${h(L(c.name))}</strong> — ${h(date(dayOf(c)))}${h(at(c.time))} · ${h(room(c.room))} · ${t('avec', 'with')} ${h(c.coach)} · ${c.minutes} min`;
}

function classBookPage(ctx, s, c, v = {}, error = '') {
  const { t } = tools(s);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  const val = (k) => h(v[k] ?? '');
  const member = acct
    ? `<form method="post" action="/planning/reserver">
  <input type="hidden" name="seance" value="${c.id}">
  <p>${t(`Vous réservez en tant que ${h(acct.first)} ${h(acct.last)} (adhérent n° ${acct.member}).`, `You are booking as ${h(acct.first)} ${h(acct.last)} (member no. ${acct.member}).`)}</p>
  <label class="choice"><input type="checkbox" name="rappel_sms" value="oui"${checked(v.rappel_sms === 'oui')}> ${t('M’envoyer un SMS de rappel 2 h avant le cours', 'Text me a reminder 2 hours before the class')}</label>
  <p><button type="submit">${t('Confirmer la réservation', 'Confirm booking')}</button></p>
</form>`
    : `<div class="cards">
<section class="card"><h2>${t('Déjà adhérent ?', 'Already a member?')}</h2>
<p>${t('Connectez-vous : le cours est inclus dans votre formule.', 'Sign in: the class is included in your membership.')}</p>
<p><a class="btn secondary" href="/connexion?suite=${encodeURIComponent(`/planning/reserver/${c.id}`)}">${t('Se connecter pour réserver', 'Sign in to book')}</a></p></section>
<section class="card"><h2>${t('Pas encore adhérent ?', 'Not a member yet?')}</h2>
<p>${t('Réservez une séance à l’unité : 12 €, à régler à l’accueil le jour du cours.', 'Book a single session: €12, paid at reception on the day.')}</p>
<form method="post" action="/planning/reserver">
  <input type="hidden" name="seance" value="${c.id}">
  <label for="g-first">${t('Prénom', 'First name')} ${star}</label><input id="g-first" name="prenom" autocomplete="given-name" value="${val('prenom')}">
  <label for="g-last">${t('Nom', 'Last name')} ${star}</label><input id="g-last" name="nom" autocomplete="family-name" value="${val('nom')}">
  <label for="g-email">${t('E-mail', 'Email')} ${star}</label><input id="g-email" type="email" name="email" value="${val('email')}">
  <label for="g-tel">${t('Téléphone portable', 'Mobile phone')} ${star}</label><input id="g-tel" type="tel" name="tel" value="${val('tel')}">
  <label class="choice"><input type="checkbox" name="premiere_fois" value="oui"${checked(v.premiere_fois === 'oui')}> ${t('C’est mon premier cours au club', 'This is my first class at the club')}</label>
  <p><button type="submit">${t('Réserver cette séance', 'Book this session')}</button></p>
</form></section>
</div>`;
  return clubPage(
    ctx,
    s,
    t('Réserver un cours', 'Book a class'),
    `<p><a href="/planning">← ${t('Retour au planning', 'Back to the timetable')}</a></p>
<h1>${t('Réserver un cours', 'Book a class')}</h1>
<p>${classSummary(s, c)}</p>
<p>${t(`Places restantes : ${c.left}`, `Places left: ${c.left}`)}</p>
${errorBox(error)}
${member}`,
  );
}

/* ------------------------------------------------------------------------------------------ tennis */

function tennisForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return clubPage(
    ctx,
    s,
    t('Réserver un court de tennis', 'Book a tennis court'),
    `<h1>${t('Réserver un court de tennis', 'Book a tennis court')}</h1>
<p>${t('Réservation d’une heure, jusqu’à 14 jours à l’avance. Adhérents Pass Liberté, Jeunes et Raquettes : gratuit. Non-adhérents : 14 € l’heure, à régler à l’accueil.', 'One-hour bookings, up to 14 days ahead. Pass Liberté, Jeunes and Raquettes members: free. Non-members: €14 an hour, paid at reception.')}</p>
${errorBox(error)}
<form method="post" action="/tennis">
  <fieldset><legend>${t('Court', 'Court')} ${star}</legend>
  ${COURTS.map((c) => `<label class="choice"><input type="radio" name="court" value="${c[0]}"${checked(v.court === c[0])}> ${pick(c)}</label>`).join('\n  ')}
  <p class="hint">${t('Les courts en terre battue ne sont pas éclairés : dernier créneau à 19 h.', 'The clay courts have no floodlights: the last slot starts at 7 pm.')}</p>
  </fieldset>
  <label for="tn-day">${t('Date', 'Date')} ${star}</label><input type="date" id="tn-day" name="jour" min="${TODAY}" max="${addDays(TODAY, 14)}" value="${val('jour')}">
  <label for="tn-slot">${t('Créneau horaire', 'Time slot')} ${star}</label>
  <select id="tn-slot" name="creneau">${opt('', t('— Choisir un créneau —', '— Choose a slot —'), v.creneau)}${SLOTS.map(([k, l]) => opt(k, l, v.creneau)).join('')}</select>
  <label for="tn-name">${t('Votre nom et prénom', 'Your full name')} ${star}</label><input id="tn-name" name="joueur" value="${val('joueur')}">
  <label for="tn-email">${t('E-mail', 'Email')} ${star}</label><input id="tn-email" type="email" name="email" value="${val('email')}">
  <label for="tn-partner">${t('Nom de votre partenaire', 'Your partner’s name')} ${star}</label><input id="tn-partner" name="partenaire" value="${val('partenaire')}">
  <label class="choice"><input type="checkbox" name="raquettes" value="oui"${checked(v.raquettes === 'oui')}> ${t('Location de raquettes (3 € la raquette, à régler à l’accueil)', 'Racket hire (€3 per racket, paid at reception)')}</label>
  <p><button type="submit">${t('Réserver le court', 'Book the court')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ membership */

function stepOne(ctx, s, v = {}, error = '') {
  const { t, L, pick, money } = tools(s);
  return clubPage(
    ctx,
    s,
    t('Adhérer au club', 'Join the club'),
    `<p class="step">${t('Étape 1 sur 3 — Votre formule', 'Step 1 of 3 — Your membership')}</p>
<h1>${t('Adhérer au club', 'Join the club')}</h1>
<p>${t('Frais d’inscription : 20 € (badge compris). Engagement de 12 mois.', 'Joining fee: €20 (badge included). 12-month commitment.')}</p>
${errorBox(error)}
<form method="post" action="/adhesion">
  <fieldset><legend>${t('Choisissez votre formule', 'Choose your membership')} ${star}</legend>
  <div class="cards">
  ${FORMULAS.map(
    (
      f,
    ) => `<label class="formula"><input type="radio" name="formule" value="${f.id}"${checked(v.formule === f.id)}> <strong>${f.name}</strong>
  <span class="hint">${t(`${money(f.month)} par mois ou ${money(f.year)} par an`, `${money(f.month)} a month or ${money(f.year)} a year`)}</span>
  <span>${h(L(f.text))}</span></label>`,
  ).join('\n  ')}
  </div>
  </fieldset>
  <label for="ad-start">${t('Début de l’abonnement', 'Start of membership')}</label>
  <select id="ad-start" name="debut">${STARTS.map((k) => opt(k[0], pick(k), v.debut ?? 'asap')).join('')}</select>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}

function stepTwo(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const f = formulaOf(s.signup.formule);
  return clubPage(
    ctx,
    s,
    t('Vos coordonnées', 'Your details'),
    `<p class="step">${t('Étape 2 sur 3 — Vos coordonnées', 'Step 2 of 3 — Your details')}</p>
<h1>${t('Vos coordonnées', 'Your details')}</h1>
<p>${t('Formule choisie :', 'Membership:')} <strong>${f.name}</strong> · <a href="/adhesion">${t('modifier', 'change')}</a></p>
${errorBox(error)}
<form method="post" action="/adhesion/coordonnees">
  <fieldset><legend>${t('Civilité', 'Title')}</legend>
  ${CIVILITES.map((k) => `<label class="choice"><input type="radio" name="civilite" value="${k[0]}"${checked(v.civilite === k[0])}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <label for="ad-first">${t('Prénom', 'First name')} ${star}</label><input id="ad-first" name="prenom" value="${val('prenom')}">
  <label for="ad-last">${t('Nom', 'Last name')} ${star}</label><input id="ad-last" name="nom" value="${val('nom')}">
  <label for="ad-birth">${t('Date de naissance', 'Date of birth')} ${star}</label><input type="date" id="ad-birth" name="naissance" value="${val('naissance')}">
  <label for="ad-email">${t('E-mail', 'Email')} ${star}</label><input id="ad-email" type="email" name="email" value="${val('email')}">
  <label for="ad-tel">${t('Téléphone portable', 'Mobile phone')} ${star}</label><input id="ad-tel" type="tel" name="telephone" value="${val('telephone')}">
  <label for="ad-address">${t('Adresse', 'Address')} ${star}</label><input id="ad-address" name="adresse" value="${val('adresse')}">
  <label for="ad-cp">${t('Code postal', 'Postcode')} ${star}</label><input id="ad-cp" name="cp" inputmode="numeric" value="${val('cp')}">
  <label for="ad-city">${t('Ville', 'Town')} ${star}</label><input id="ad-city" name="ville" value="${val('ville')}">
  <fieldset><legend>${t('Avez-vous un certificat médical de non contre-indication à la pratique sportive de moins d’un an ?', 'Do you have a medical certificate, less than a year old, saying you are fit to practise sport?')} ${star}</legend>
  <label class="choice"><input type="radio" name="certificat" value="oui"${checked(v.certificat === 'oui')}> ${t('Oui', 'Yes')}</label>
  <label class="choice"><input type="radio" name="certificat" value="non"${checked(v.certificat === 'non')}> ${t('Non', 'No')}</label>
  <p class="hint">${t('Sans certificat, vous remplirez un questionnaire de santé à l’accueil.', 'Without one, you will fill in a health questionnaire at reception.')}</p>
  </fieldset>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}

function stepThree(ctx, s, v = {}, error = '') {
  const { t, money } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const f = formulaOf(s.signup.formule);
  return clubPage(
    ctx,
    s,
    t('Paiement', 'Payment'),
    `<p class="step">${t('Étape 3 sur 3 — Paiement', 'Step 3 of 3 — Payment')}</p>
<h1>${t('Mode de paiement', 'How you pay')}</h1>
<p>${t('Formule :', 'Membership:')} <strong>${f.name}</strong> · ${h(s.signup.prenom)} ${h(s.signup.nom)}</p>
${errorBox(error)}
<form method="post" action="/adhesion/paiement">
  <fieldset><legend>${t('Paiement', 'Payment')} ${star}</legend>
  <label class="choice"><input type="radio" name="paiement" value="mensuel"${checked(v.paiement === 'mensuel')}> ${t(`Prélèvement mensuel — ${money(f.month)} par mois`, `Monthly direct debit — ${money(f.month)} a month`)}</label>
  <label class="choice"><input type="radio" name="paiement" value="annuel"${checked(v.paiement === 'annuel')}> ${t(`Paiement annuel — ${money(f.year)} en une fois, par carte ou chèque à l’accueil`, `Annual payment — ${money(f.year)} in one go, by card or cheque at reception`)}</label>
  </fieldset>
  <label for="ad-iban">IBAN</label>
  <p class="hint" id="ad-iban-hint">${t('Obligatoire pour le prélèvement mensuel. Exemple : FR76 1234 5678 9012 3456 7890 123', 'Required for the monthly direct debit. Example: FR76 1234 5678 9012 3456 7890 123')}</p>
  <input id="ad-iban" name="iban" aria-describedby="ad-iban-hint" autocomplete="off" value="${val('iban')}">
  <input name="titulaire" placeholder="${t('Titulaire du compte (si différent)', 'Account holder (if someone else)')}" value="${val('titulaire')}">
  <p><label class="choice"><input type="checkbox" name="reglement" value="oui"${checked(v.reglement === 'oui')}> ${t('J’accepte le règlement intérieur et les conditions d’adhésion', 'I accept the club rules and the membership terms')} ${star}</label></p>
  <p><button type="submit">${t('Valider mon adhésion', 'Confirm my membership')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ other forms */

function trialForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const chosen = listOf(v.activites);
  return clubPage(
    ctx,
    s,
    t('Journée d’essai gratuite', 'Free trial day'),
    `<h1>${t('Demander une journée d’essai gratuite', 'Ask for a free trial day')}</h1>
<p>${t('Une journée pour découvrir le club, sans engagement, à partir de 16 ans. Une seule journée d’essai par personne.', 'One day to try the club, with no commitment, from age 16. One trial day per person.')}</p>
${errorBox(error)}
<form method="post" action="/essai">
  <label for="es-first">${t('Prénom', 'First name')} ${star}</label><input id="es-first" name="prenom" value="${val('prenom')}">
  <label for="es-last">${t('Nom', 'Last name')} ${star}</label><input id="es-last" name="nom" value="${val('nom')}">
  <label for="es-email">${t('E-mail', 'Email')} ${star}</label><input id="es-email" type="email" name="courriel" value="${val('courriel')}">
  <label for="es-tel">${t('Téléphone', 'Phone')}</label><input id="es-tel" type="tel" name="tel" placeholder="06 12 34 56 78" value="${val('tel')}">
  <label for="es-day">${t('Jour souhaité', 'Preferred day')} ${star}</label>
  <select id="es-day" name="jour_essai">${opt('', t('— Choisir —', '— Choose —'), v.jour_essai)}${TRIAL_DAYS.map((k) => opt(k[0], pick(k), v.jour_essai)).join('')}</select>
  <fieldset><legend>${t('Activités à découvrir (3 au maximum)', 'Activities you want to try (3 at most)')} ${star}</legend>
  ${TRIAL_ACTIVITIES.map((k) => `<label class="choice"><input type="checkbox" name="activites" value="${k[0]}"${checked(chosen.includes(k[0]))}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <label for="es-src">${t('Comment avez-vous connu le club ?', 'How did you hear about us?')}</label>
  <select id="es-src" name="source">${opt('', '—', v.source)}${SOURCES.map((k) => opt(k[0], pick(k), v.source)).join('')}</select>
  <p><button type="submit">${t('Envoyer ma demande', 'Send my request')}</button></p>
</form>`,
  );
}

function contactForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return clubPage(
    ctx,
    s,
    'Contact',
    `<h1>${t('Nous contacter', 'Contact us')}</h1>
<p>${t('L’accueil répond du lundi au vendredi. Pour un objet perdu, utilisez plutôt la', 'Reception answers Monday to Friday. For something you lost, please use the')} <a href="/objets-trouves">${t('déclaration d’objet perdu', 'lost property form')}</a>.</p>
${errorBox(error)}
<form method="post" action="/contact">
  <label for="ct-subject">${t('Objet de votre demande', 'Subject')} ${star}</label>
  <select id="ct-subject" name="sujet">${opt('', t('— Choisir —', '— Choose —'), v.sujet)}${SUBJECTS.map((k) => opt(k[0], pick(k), v.sujet)).join('')}</select>
  <label for="ct-name">${t('Nom et prénom', 'Full name')} ${star}</label><input id="ct-name" name="nom_complet" value="${val('nom_complet')}">
  <label for="ct-email">${t('Adresse e-mail', 'Email address')} ${star}</label><input id="ct-email" type="email" name="email" value="${val('email')}">
  <input name="num_adherent" placeholder="${t('N° d’adhérent (si vous en avez un)', 'Member number (if you have one)')}" value="${val('num_adherent')}">
  <label for="ct-msg">${t('Votre message', 'Your message')} ${star}</label><textarea id="ct-msg" name="message" rows="6">${val('message')}</textarea>
  <p><button type="submit">${t('Envoyer', 'Send')}</button></p>
</form>`,
  );
}

function lostForm(ctx, s, v = {}, error = '') {
  const { t, pick, date, L } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return clubPage(
    ctx,
    s,
    t('Objets trouvés', 'Lost and found'),
    `<h1>${t('Objets trouvés', 'Lost and found')}</h1>
<p>${t('Les objets trouvés sont gardés 30 jours à l’accueil. Derniers objets rapportés :', 'Found items are kept at reception for 30 days. Recently handed in:')}</p>
<table><thead><tr><th>${t('Trouvé le', 'Found on')}</th><th>${t('Objet', 'Item')}</th><th>${t('Lieu', 'Place')}</th></tr></thead><tbody>
${FOUND.map((x) => `<tr><td>${h(date(x[0]))}</td><td>${h(L([x[1], x[2]]))}</td><td>${h(L([x[3], x[4]]))}</td></tr>`).join('\n')}
</tbody></table>
<h2>${t('Déclarer un objet perdu', 'Report a lost item')}</h2>
${errorBox(error)}
<form method="post" action="/objets-trouves">
  <label for="lf-type">${t('Type d’objet', 'Kind of item')} ${star}</label>
  <select id="lf-type" name="type_objet">${opt('', t('— Choisir —', '— Choose —'), v.type_objet)}${ITEM_TYPES.map((k) => opt(k[0], pick(k), v.type_objet)).join('')}</select>
  <fieldset><legend>${t('Où l’avez-vous perdu ?', 'Where did you lose it?')} ${star}</legend>
  <input name="lieu" placeholder="${t('ex. vestiaires piscine, salle 1, court central…', 'e.g. pool changing rooms, Studio 1, centre court…')}" value="${val('lieu')}">
  </fieldset>
  <label for="lf-date">${t('Date de la perte', 'Date you lost it')} ${star}</label><input type="date" id="lf-date" name="date_perte" max="${TODAY}" value="${val('date_perte')}">
  <label for="lf-desc">${t('Description (couleur, marque, signes distinctifs)', 'Description (colour, brand, anything distinctive)')} ${star}</label><textarea id="lf-desc" name="description" rows="4">${val('description')}</textarea>
  <label for="lf-name">${t('Votre nom', 'Your name')} ${star}</label><input id="lf-name" name="declarant" value="${val('declarant')}">
  <label for="lf-email">${t('E-mail', 'Email')} ${star}</label><input id="lf-email" type="email" name="email" value="${val('email')}">
  <label for="lf-tel">${t('Téléphone', 'Phone')}</label><input id="lf-tel" type="tel" name="telephone" value="${val('telephone')}">
  <p><button type="submit">${t('Déclarer la perte', 'Report the loss')}</button></p>
</form>`,
  );
}

function signinForm(ctx, s, error = '', email = '') {
  const { t } = tools(s);
  return clubPage(
    ctx,
    s,
    t('Connexion', 'Sign in'),
    `<h1>${t('Espace adhérent', 'Member area')}</h1>
<p>${t('Connectez-vous avec l’adresse e-mail donnée lors de votre inscription.', 'Sign in with the email address you gave when you joined.')}</p>
${errorBox(error)}
<form method="post" action="/connexion">
  <label for="si-email">${t('Adresse e-mail', 'Email address')} ${star}</label><input id="si-email" type="email" name="identifiant" autocomplete="username" value="${h(email)}">
  <label for="si-pass">${t('Mot de passe', 'Password')} ${star}</label><input id="si-pass" type="password" name="mdp" autocomplete="current-password">
  <label class="choice"><input type="checkbox" name="souvenir" value="1"> ${t('Rester connecté', 'Keep me signed in')}</label>
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>
<p>${t('Pas encore adhérent ?', 'Not a member yet?')} <a href="/adhesion">${t('Adhérer au club', 'Join the club')}</a></p>`,
  );
}

/* ------------------------------------------------------------------------------------------ member area */

function memberPage(ctx, s, acct, tab, title, body) {
  const { t } = tools(s);
  const tabs = [
    ['reservations', t('Mes réservations', 'My bookings')],
    ['abonnement', t('Mon abonnement', 'My membership')],
    ['infos', t('Mes infos', 'My details')],
  ];
  return clubPage(
    ctx,
    s,
    title,
    `<div class="layout">
<nav class="side" aria-label="${t('Mon espace', 'My area')}">
<p><strong>${h(acct.first)} ${h(acct.last)}</strong><br><span class="hint">${t('Adhérent', 'Member')} ${acct.member}</span></p>
${tabs.map(([k, l]) => `<a href="/espace/${k}"${k === tab ? ' aria-current="page"' : ''}>${l}</a>`).join('\n')}
<a href="/deconnexion">${t('Déconnexion', 'Sign out')}</a>
</nav>
<section>
${flashBox(s)}
${body}
</section>
</div>`,
  );
}

function bookingText(ctx, s, b) {
  const { L, date, dayOf, at, room, court, t } = tools(s);
  if (b.kind === 'tennis')
    return {
      what: `${t('Tennis', 'Tennis')} — ${court(b.id)}`,
      when: `${date(b.day)}${at(b.slot)}`,
      where: t(`avec ${b.partner}`, `with ${b.partner}`),
    };
  const c = classOf(ctx.state, b.id);
  return { what: L(c.name), when: `${date(dayOf(c))}${at(c.time)}`, where: `${room(c.room)} · ${c.coach}` };
}

function bookingsTab(ctx, s, acct) {
  const { t } = tools(s);
  const rows = acct.bookings.map((b) => {
    const x = bookingText(ctx, s, b);
    return `<tr><td>${b.ref}</td><td>${h(x.what)}</td><td>${h(x.when)}</td><td>${h(x.where)}</td><td><a class="btn secondary" href="/espace/annuler?ref=${b.ref}">${t('Annuler', 'Cancel')}</a></td></tr>`;
  });
  return memberPage(
    ctx,
    s,
    acct,
    'reservations',
    t('Mes réservations', 'My bookings'),
    `<h1>${t('Mes réservations', 'My bookings')}</h1>
${
  rows.length
    ? `<table><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Activité', 'Activity')}</th><th>${t('Date', 'Date')}</th><th>${t('Lieu', 'Place')}</th><th></th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`
    : `<p>${t('Aucune réservation à venir.', 'No upcoming bookings.')}</p>`
}
<p class="actions"><a href="/planning">${t('Réserver un cours', 'Book a class')}</a> <a href="/tennis">${t('Réserver un court', 'Book a court')}</a></p>`,
  );
}

function cancelPage(ctx, s, acct, b, v = {}, error = '') {
  const { t, pick } = tools(s);
  const x = bookingText(ctx, s, b);
  return memberPage(
    ctx,
    s,
    acct,
    'reservations',
    t('Annuler une réservation', 'Cancel a booking'),
    `<h1>${t('Annuler une réservation', 'Cancel a booking')}</h1>
<p><strong>${b.ref}</strong> · ${h(x.what)} · ${h(x.when)} · ${h(x.where)}</p>
${errorBox(error)}
<form method="post" action="/espace/annuler">
  <input type="hidden" name="ref" value="${b.ref}">
  <label for="cx-reason">${t('Motif de l’annulation', 'Reason for cancelling')} ${star}</label>
  <select id="cx-reason" name="motif">${opt('', t('— Choisir un motif —', '— Choose a reason —'), v.motif)}${CANCEL_REASONS.map((k) => opt(k[0], pick(k), v.motif)).join('')}</select>
  <label for="cx-more">${t('Précisions (facultatif)', 'Anything to add (optional)')}</label><textarea id="cx-more" name="precision" rows="3">${h(v.precision ?? '')}</textarea>
  <p class="actions"><button type="submit">${t('Continuer', 'Continue')}</button> <a href="/espace/reservations">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}

function cancelConfirmPage(ctx, s, acct, b, motif) {
  const { t, pick } = tools(s);
  const x = bookingText(ctx, s, b);
  return memberPage(
    ctx,
    s,
    acct,
    'reservations',
    t('Confirmer l’annulation', 'Confirm the cancellation'),
    `<h1>${t('Confirmer l’annulation ?', 'Confirm the cancellation?')}</h1>
<div class="card"><p><strong>${b.ref}</strong> · ${h(x.what)} · ${h(x.when)}</p>
<p>${t('Motif', 'Reason')} : ${h(pick(CANCEL_REASONS.find((k) => k[0] === motif)))}</p>
<p>${t('Votre place sera proposée à la liste d’attente. Cette action est définitive.', 'Your place will be offered to the waiting list. This cannot be undone.')}</p></div>
<form method="post" action="/espace/annuler/confirmer" class="actions">
  <input type="hidden" name="ref" value="${b.ref}">
  <input type="hidden" name="motif" value="${h(motif)}">
  <button type="submit">${t('Oui, annuler ma réservation', 'Yes, cancel my booking')}</button>
  <a class="btn secondary" href="/espace/reservations">${t('Non, garder ma réservation', 'No, keep my booking')}</a>
</form>`,
  );
}

function membershipTab(ctx, s, acct, v = {}, error = '') {
  const { t, pick, date, money } = tools(s);
  const f = formulaOf(acct.formula);
  const fr = acct.freeze;
  return memberPage(
    ctx,
    s,
    acct,
    'abonnement',
    t('Mon abonnement', 'My membership'),
    `<h1>${t('Mon abonnement', 'My membership')}</h1>
<dl>
<dt>${t('Formule', 'Membership')}</dt><dd>${f.name}</dd>
<dt>${t('Adhérent depuis le', 'Member since')}</dt><dd>${h(date(acct.since, false))}</dd>
<dt>${t('Paiement', 'Payment')}</dt><dd>${
      acct.payment === 'mensuel'
        ? t(
            `Prélèvement mensuel de ${money(f.month)}, le 5 de chaque mois`,
            `Monthly direct debit of ${money(f.month)}, on the 5th of each month`,
          )
        : t(`Paiement annuel de ${money(f.year)}`, `Annual payment of ${money(f.year)}`)
    }</dd>
<dt>${t('Statut', 'Status')}</dt><dd>${
      fr
        ? t(
            `Suspension programmée du ${date(fr.from, false)} au ${date(fr.to, false)} (${fr.ref})`,
            `Freeze booked from ${date(fr.from, false)} to ${date(fr.to, false)} (${fr.ref})`,
          )
        : t('Actif', 'Active')
    }</dd>
</dl>
<h2>${t('Suspendre mon abonnement', 'Freeze my membership')}</h2>
<p>${t('De 1 à 12 semaines par an. Les prélèvements sont interrompus et la fin de votre engagement est repoussée d’autant. Un justificatif peut vous être demandé à l’accueil.', 'For 1 to 12 weeks a year. Direct debits stop and the end of your commitment moves back by the same time. Reception may ask for proof.')}</p>
${errorBox(error)}
${
  fr
    ? `<p>${t('Une suspension est déjà programmée.', 'A freeze is already booked.')}</p>`
    : `<form method="post" action="/espace/abonnement/suspendre">
  <label for="fz-reason">${t('Motif', 'Reason')} ${star}</label>
  <select id="fz-reason" name="motif_suspension">${opt('', t('— Choisir —', '— Choose —'), v.motif_suspension)}${FREEZE_REASONS.map((k) => opt(k[0], pick(k), v.motif_suspension)).join('')}</select>
  <label for="fz-weeks">${t('Durée', 'How long')} ${star}</label>
  <select id="fz-weeks" name="semaines">${opt('', t('— Nombre de semaines —', '— Number of weeks —'), v.semaines)}${Array.from({ length: 12 }, (_, i) => opt(String(i + 1), t(`${i + 1} semaine${i ? 's' : ''}`, `${i + 1} week${i ? 's' : ''}`), v.semaines)).join('')}</select>
  <label for="fz-from">${t('À partir du', 'Starting on')} ${star}</label><input type="date" id="fz-from" name="date_debut" min="${addDays(TODAY, 1)}" value="${h(v.date_debut ?? '')}">
  <label for="fz-note">${t('Commentaire pour l’accueil', 'A note for reception')}</label><textarea id="fz-note" name="commentaire" rows="3">${h(v.commentaire ?? '')}</textarea>
  <p><button type="submit">${t('Demander la suspension', 'Request the freeze')}</button></p>
</form>`
}
<h2>${t('Changer de formule ou résilier', 'Change or cancel your membership')}</h2>
<p>${t('Le changement de formule se fait à l’accueil. La résiliation se fait uniquement par lettre recommandée avec accusé de réception, avec un préavis d’un mois ; elle n’est pas possible en ligne.', 'Changing your membership is done at reception. Cancelling is only by recorded-delivery letter, with one month’s notice; it cannot be done online.')}</p>`,
  );
}

function detailsTab(ctx, s, acct, v = null, error = '') {
  const { t, pick } = tools(s);
  const cur = v ?? {
    telephone: acct.phone,
    adresse: acct.address,
    code_postal: acct.postcode,
    ville: acct.city,
    urgence_nom: acct.emergency.name,
    urgence_tel: acct.emergency.phone,
    urgence_lien: acct.emergency.relation,
  };
  const val = (k) => h(cur[k] ?? '');
  return memberPage(
    ctx,
    s,
    acct,
    'infos',
    t('Mes infos', 'My details'),
    `<h1>${t('Mes infos', 'My details')}</h1>
<p>${t('E-mail de connexion', 'Sign-in email')} : ${h(s.user)} <span class="hint">${t('(modifiable à l’accueil uniquement)', '(can only be changed at reception)')}</span></p>
${errorBox(error)}
<form method="post" action="/espace/infos">
  <label for="mi-tel">${t('Téléphone portable', 'Mobile phone')} ${star}</label><input id="mi-tel" type="tel" name="telephone" value="${val('telephone')}">
  <label for="mi-address">${t('Adresse', 'Address')} ${star}</label><input id="mi-address" name="adresse" value="${val('adresse')}">
  <label for="mi-cp">${t('Code postal', 'Postcode')} ${star}</label><input id="mi-cp" name="code_postal" value="${val('code_postal')}">
  <label for="mi-city">${t('Ville', 'Town')} ${star}</label><input id="mi-city" name="ville" value="${val('ville')}">
  <fieldset><legend>${t('Personne à prévenir en cas d’urgence', 'Emergency contact')}</legend>
  <label for="mi-ename">${t('Nom et prénom', 'Full name')}</label><input id="mi-ename" name="urgence_nom" value="${val('urgence_nom')}">
  <label for="mi-etel">${t('Son téléphone', 'Their phone number')}</label><input id="mi-etel" type="tel" name="urgence_tel" value="${val('urgence_tel')}">
  <label for="mi-erel">${t('Lien avec vous', 'Relationship to you')}</label>
  <select id="mi-erel" name="urgence_lien">${opt('', '—', cur.urgence_lien)}${RELATIONS.map((k) => opt(k[0], pick(k), cur.urgence_lien)).join('')}</select>
  </fieldset>
  <p><button type="submit">${t('Enregistrer', 'Save')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ routes */

export async function clubRoutes(ctx) {
  const { path, method, fields, state, query } = ctx;
  const s = visitor(ctx);
  const { t, L, pick, money, date, court } = tools(s);
  const html = (title, body) => ({ html: clubPage(ctx, s, title, body), lang: s.lang });
  const form = (markup) => ({ html: markup, lang: s.lang });
  const trim = (k) => String(fields[k] ?? '').trim();
  const blank = (k) => !trim(k);
  const please = (list) =>
    `${t('Merci de compléter ou corriger :', 'Please fill in or correct:')} ${list.join(', ')}.`;
  const acct = s.user ? state.accounts[s.user] : null;

  if (path === '/langue' && method === 'GET') {
    s.lang = query.get('lang') === 'en' ? 'en' : 'fr';
    const back = query.get('retour') ?? '/';
    return {
      redirect: back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/langue') ? back : '/',
    };
  }

  if (path === '/' && method === 'GET') {
    const cards = [
      [
        t('Cours collectifs', 'Group classes'),
        t(
          'Plus de 25 cours par semaine : pilates, yoga, body pump, zumba, aquabike…',
          'Over 25 classes a week: Pilates, yoga, Body Pump, Zumba, aqua cycling…',
        ),
        '/planning',
        t('Voir le planning', 'See the timetable'),
      ],
      [
        t('Tennis', 'Tennis'),
        t(
          'Quatre courts dont un couvert, réservables en ligne 14 jours à l’avance.',
          'Four courts, one of them indoors, bookable online 14 days ahead.',
        ),
        '/tennis',
        t('Réserver un court', 'Book a court'),
      ],
      [
        t('Piscine', 'Swimming pool'),
        t(
          'Un bassin sportif de 25 m et un bassin ludique, ouverts dès 7 h.',
          'A 25 m main pool and a leisure pool, open from 7 am.',
        ),
        '/planning?activite=aquatique',
        t('Cours aquatiques', 'Water classes'),
      ],
      [
        t('Escalade', 'Climbing'),
        t(
          'Un mur de 12 m et un espace bloc, initiation le mardi.',
          'A 12 m wall and a bouldering area, beginners’ session on Tuesdays.',
        ),
        '/planning?activite=escalade',
        t('Séances d’escalade', 'Climbing sessions'),
      ],
      [
        t('Musculation', 'Gym'),
        t(
          'Plateau de 400 m² avec coachs présents en soirée.',
          'A 400 m² gym floor with coaches on hand in the evenings.',
        ),
        '/adhesion',
        t('Voir les formules', 'See memberships'),
      ],
    ];
    return html(
      t('Accueil', 'Home'),
      `<h1>${t('Bienvenue au Club Omnisports des Tilleuls', 'Welcome to the Tilleuls Sports Club')}</h1>
<p>${t('Le club municipal de Villeneuve-les-Tilleuls : salle de musculation, piscine, mur d’escalade, courts de tennis et cours collectifs, sous un même toit.', 'The municipal club of Villeneuve-les-Tilleuls: gym, swimming pool, climbing wall, tennis courts and group classes under one roof.')}</p>
<p class="actions"><a class="btn" href="/adhesion">${t('Adhérer', 'Join')}</a> <a class="btn secondary" href="/essai">${t('Essayer gratuitement une journée', 'Try a day for free')}</a></p>
<div class="cards">${cards.map(([h2, p, href, a]) => `<article class="card"><h2>${h2}</h2><p>${p}</p><p><a href="${href}">${a}</a></p></article>`).join('\n')}</div>
<h2>${t('Dernières actualités', 'Latest news')}</h2>
<ul>${NEWS.slice(0, 2)
        .map((n) => `<li><a href="/actualites/${n.slug}">${h(L(n.title))}</a></li>`)
        .join('')}</ul>`,
    );
  }

  /* timetable and class booking */
  if (path === '/planning' && method === 'GET') {
    const activite = CATS.some((c) => c[0] === query.get('activite')) ? query.get('activite') : '';
    const jour = /^[0-6]$/.test(query.get('jour') ?? '') ? query.get('jour') : '';
    return form(timetablePage(ctx, s, { activite, jour }));
  }
  const bookMatch = path.match(/^\/planning\/reserver\/([a-z0-9-]+)$/);
  if (bookMatch && method === 'GET') {
    const c = classOf(state, bookMatch[1]);
    if (!c) return { status: 404, html: null, lang: s.lang };
    if (c.left <= 0) {
      return html(
        t('Cours complet', 'Class full'),
        `<h1>${t('Cours complet', 'Class full')}</h1><p>${classSummary(s, c)}</p><p><a href="/planning">${t('Retour au planning', 'Back to the timetable')}</a></p>`,
      );
    }
    return form(classBookPage(ctx, s, c));
  }
  if (path === '/planning/reserver' && method === 'POST') {
    const c = classOf(state, fields.seance);
    if (!c) return { redirect: '/planning' };
    if (c.left <= 0)
      return form(classBookPage(ctx, s, c, fields, t('Ce cours est complet.', 'This class is full.')));
    let who;
    if (acct) {
      if (acct.formula === 'raquettes' || (acct.formula === 'aquatique' && c.cat !== 'aquatique'))
        return form(
          classBookPage(
            ctx,
            s,
            c,
            fields,
            t(
              `Votre formule ${formulaOf(acct.formula).name} ne comprend pas ce cours. Vous pouvez le réserver à l’unité à l’accueil.`,
              `Your ${formulaOf(acct.formula).name} does not include this class. You can buy a single session at reception.`,
            ),
          ),
        );
      if (acct.bookings.some((b) => b.kind === 'cours' && b.id === c.id))
        return form(
          classBookPage(
            ctx,
            s,
            c,
            fields,
            t('Vous êtes déjà inscrit à ce cours.', 'You have already booked this class.'),
          ),
        );
      who = `${acct.first} ${acct.last}`;
    } else {
      const problems = [];
      if (blank('prenom')) problems.push(t('le prénom', 'first name'));
      if (blank('nom')) problems.push(t('le nom', 'last name'));
      if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
      if (!validPhone(fields.tel)) problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
      if (problems.length) return form(classBookPage(ctx, s, c, fields, please(problems)));
      who = `${trim('prenom')} ${trim('nom')}`;
    }
    const ref = `RSV-${state.nextBooking++}`;
    c.left -= 1;
    if (acct) acct.bookings.push(booking(ref, 'cours', c.id));
    s.done.booking = {
      ref,
      id: c.id,
      who,
      guest: !acct,
      email: trim('email'),
      sms: fields.rappel_sms === 'oui',
    };
    return { redirect: '/planning/confirmation' };
  }
  if (path === '/planning/confirmation' && method === 'GET') {
    const d = s.done.booking;
    if (!d) return { redirect: '/planning' };
    const c = classOf(state, d.id);
    return html(
      t('Réservation confirmée', 'Booking confirmed'),
      `<h1>${t('Réservation confirmée', 'Booking confirmed')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(d.who)}, votre place est réservée. Référence :`, `Thank you ${h(d.who)}, your place is booked. Reference:`)} <strong>${d.ref}</strong></p>
<p>${classSummary(s, c)}</p>
<p>${
        d.guest
          ? t(
              `Séance à l’unité : 12 € à régler à l’accueil. Confirmation envoyée à ${h(d.email)}.`,
              `Single session: €12 to pay at reception. Confirmation sent to ${h(d.email)}.`,
            )
          : t('Le cours est inclus dans votre formule.', 'The class is included in your membership.')
      }${d.sms ? t(' Un SMS de rappel vous sera envoyé 2 h avant.', ' We will text you a reminder 2 hours before.') : ''}</p></div>
<p class="actions"><a href="/planning">${t('Retour au planning', 'Back to the timetable')}</a>${d.guest ? '' : ` <a href="/espace/reservations">${t('Mes réservations', 'My bookings')}</a>`}</p>`,
    );
  }

  /* tennis */
  if (path === '/tennis' && method === 'GET') return form(tennisForm(ctx, s));
  if (path === '/tennis' && method === 'POST') {
    const problems = [];
    const k = COURTS.find((c) => c[0] === fields.court);
    if (!k) problems.push(t('le court', 'the court'));
    const day = trim('jour');
    if (!validIso(day)) problems.push(t('la date', 'the date'));
    else if (day < TODAY || day > addDays(TODAY, 14))
      problems.push(t('une date dans les 14 prochains jours', 'a date within the next 14 days'));
    if (!SLOTS.some(([x]) => x === fields.creneau)) problems.push(t('le créneau horaire', 'the time slot'));
    if (blank('joueur')) problems.push(t('votre nom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (blank('partenaire')) problems.push(t('le nom de votre partenaire', 'your partner’s name'));
    if (problems.length) return form(tennisForm(ctx, s, fields, please(problems)));
    if (!k[3] && fields.creneau > '19:00')
      return form(
        tennisForm(
          ctx,
          s,
          fields,
          t(
            'Ce court n’est pas éclairé : choisissez un créneau qui commence à 19 h au plus tard, ou le court central ou le court n° 4.',
            'This court has no floodlights: choose a slot starting at 7 pm at the latest, or the centre court or court 4.',
          ),
        ),
      );
    const taken = state.taken[k[0]][day] ?? [];
    if (taken.includes(fields.creneau))
      return form(
        tennisForm(
          ctx,
          s,
          fields,
          t(
            'Ce créneau est déjà réservé sur ce court. Choisissez un autre créneau ou un autre court.',
            'That slot is already booked on this court. Choose another slot or another court.',
          ),
        ),
      );
    state.taken[k[0]][day] = [...taken, fields.creneau];
    const ref = `TEN-${state.nextTennis++}`;
    if (acct)
      acct.bookings.push(
        booking(ref, 'tennis', k[0], { day, slot: fields.creneau, partner: trim('partenaire') }),
      );
    s.done.tennis = {
      ref,
      court: k[0],
      day,
      slot: fields.creneau,
      partner: trim('partenaire'),
      rackets: fields.raquettes === 'oui',
      email: trim('email'),
    };
    return { redirect: '/tennis/confirmation' };
  }
  if (path === '/tennis/confirmation' && method === 'GET') {
    const d = s.done.tennis;
    if (!d) return { redirect: '/tennis' };
    const slot = SLOTS.find(([x]) => x === d.slot)[1];
    return html(
      t('Court réservé', 'Court booked'),
      `<h1>${t('Court réservé', 'Court booked')}</h1>
<div class="notice" role="status"><p>${t('Votre réservation est confirmée. Référence :', 'Your booking is confirmed. Reference:')} <strong>${d.ref}</strong></p>
<p>${h(court(d.court))} · ${h(date(d.day))} · ${h(slot)} · ${t('avec', 'with')} ${h(d.partner)}${d.rackets ? t(' · location de raquettes', ' · racket hire') : ''}</p>
<p>${t(`Confirmation envoyée à ${h(d.email)}. Merci de libérer le court à l’heure pile.`, `Confirmation sent to ${h(d.email)}. Please leave the court on the hour.`)}</p></div>`,
    );
  }

  /* membership */
  if (path === '/adhesion' && method === 'GET') return form(stepOne(ctx, s, s.signup ?? {}));
  if (path === '/adhesion' && method === 'POST') {
    if (!formulaOf(fields.formule))
      return form(stepOne(ctx, s, fields, t('Merci de choisir une formule.', 'Please choose a membership.')));
    const debut = STARTS.some((k) => k[0] === fields.debut) ? fields.debut : 'asap';
    s.signup = { ...(s.signup ?? {}), formule: fields.formule, debut, step: 2 };
    return { redirect: '/adhesion/coordonnees' };
  }
  if (path.startsWith('/adhesion/') && path !== '/adhesion/confirmation' && !s.signup)
    return { redirect: '/adhesion' };
  if (path === '/adhesion/coordonnees' && method === 'GET') return form(stepTwo(ctx, s, s.signup));
  if (path === '/adhesion/coordonnees' && method === 'POST') {
    const problems = [];
    if (blank('prenom')) problems.push(t('le prénom', 'first name'));
    if (blank('nom')) problems.push(t('le nom', 'last name'));
    const birth = trim('naissance');
    if (!validIso(birth) || birth >= TODAY) problems.push(t('la date de naissance', 'date of birth'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (blank('adresse')) problems.push(t('l’adresse', 'address'));
    if (!/^\d{5}$/.test(trim('cp'))) problems.push(t('le code postal', 'postcode'));
    if (blank('ville')) problems.push(t('la ville', 'town'));
    if (!['oui', 'non'].includes(fields.certificat))
      problems.push(t('la question du certificat médical', 'the medical certificate question'));
    if (problems.length) return form(stepTwo(ctx, s, fields, please(problems)));
    if (s.signup.formule === 'jeunes' && ageOn(birth) >= 26)
      return form(
        stepTwo(
          ctx,
          s,
          fields,
          t(
            'Le Pass Jeunes est réservé aux moins de 26 ans. Revenez à l’étape 1 pour choisir une autre formule.',
            'The Pass Jeunes is for under-26s only. Go back to step 1 to choose another membership.',
          ),
        ),
      );
    if (ageOn(birth) < 16)
      return form(
        stepTwo(
          ctx,
          s,
          fields,
          t(
            'L’adhésion en ligne est ouverte à partir de 16 ans. Pour un enfant, merci de passer à l’accueil.',
            'Online membership is from age 16. For a child, please come to reception.',
          ),
        ),
      );
    const keep = [
      'civilite',
      'prenom',
      'nom',
      'naissance',
      'email',
      'telephone',
      'adresse',
      'cp',
      'ville',
      'certificat',
    ];
    for (const key of keep) s.signup[key] = trim(key);
    s.signup.step = 3;
    return { redirect: '/adhesion/paiement' };
  }
  if (path === '/adhesion/paiement' && method === 'GET') {
    if (s.signup.step < 3) return { redirect: '/adhesion/coordonnees' };
    return form(stepThree(ctx, s));
  }
  if (path === '/adhesion/paiement' && method === 'POST') {
    if (s.signup.step < 3) return { redirect: '/adhesion/coordonnees' };
    const problems = [];
    if (!['mensuel', 'annuel'].includes(fields.paiement))
      problems.push(t('le mode de paiement', 'how you pay'));
    if (fields.paiement === 'mensuel' && !validIban(fields.iban))
      problems.push(t('un IBAN valide', 'a valid IBAN'));
    if (fields.reglement !== 'oui')
      problems.push(t('l’acceptation du règlement intérieur', 'accepting the club rules'));
    if (problems.length) return form(stepThree(ctx, s, fields, please(problems)));
    const f = formulaOf(s.signup.formule);
    s.done.membership = {
      ref: `ADH-26-${String(state.nextMembership++).padStart(4, '0')}`,
      formula: f,
      first: s.signup.prenom,
      email: s.signup.email,
      debut: s.signup.debut,
      certificat: s.signup.certificat,
      paiement: fields.paiement,
    };
    s.signup = null;
    return { redirect: '/adhesion/confirmation' };
  }
  if (path === '/adhesion/confirmation' && method === 'GET') {
    const d = s.done.membership;
    if (!d) return { redirect: '/adhesion' };
    return html(
      t('Bienvenue au club', 'Welcome to the club'),
      `<h1>${t(`Bienvenue au club, ${h(d.first)} !`, `Welcome to the club, ${h(d.first)}!`)}</h1>
<div class="notice" role="status"><p>${t('Votre adhésion est enregistrée sous le numéro', 'Your membership number is')} <strong>${d.ref}</strong> (${d.formula.name}).</p>
<p>${d.paiement === 'mensuel' ? t(`Prélèvement mensuel de ${money(d.formula.month)}, le 5 de chaque mois.`, `Monthly direct debit of ${money(d.formula.month)}, on the 5th of each month.`) : t(`Paiement annuel de ${money(d.formula.year)} à régler à l’accueil.`, `Annual payment of ${money(d.formula.year)} to pay at reception.`)}</p>
<p>${t('Début :', 'Start:')} ${h(pick(STARTS.find((k) => k[0] === d.debut)))}. ${t(`Un e-mail de bienvenue a été envoyé à ${h(d.email)}.`, `A welcome email has been sent to ${h(d.email)}.`)}</p>
${d.certificat === 'non' ? `<p>${t('Pensez à remplir le questionnaire de santé à l’accueil lors du retrait de votre badge.', 'Remember to fill in the health questionnaire at reception when you collect your badge.')}</p>` : ''}</div>`,
    );
  }

  /* trial day */
  if (path === '/essai' && method === 'GET') return form(trialForm(ctx, s));
  if (path === '/essai' && method === 'POST') {
    const problems = [];
    if (blank('prenom')) problems.push(t('le prénom', 'first name'));
    if (blank('nom')) problems.push(t('le nom', 'last name'));
    if (!validEmail(fields.courriel)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!blank('tel') && !validPhone(fields.tel))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (!TRIAL_DAYS.some((k) => k[0] === fields.jour_essai)) problems.push(t('le jour souhaité', 'the day'));
    const acts = listOf(fields.activites).filter((x) => TRIAL_ACTIVITIES.some((k) => k[0] === x));
    if (!acts.length) problems.push(t('au moins une activité', 'at least one activity'));
    if (acts.length > 3) problems.push(t('3 activités au maximum', '3 activities at most'));
    if (problems.length) return form(trialForm(ctx, s, fields, please(problems)));
    s.done.trial = {
      ref: `ESS-${state.nextTrial++}`,
      first: trim('prenom'),
      day: fields.jour_essai,
      acts,
      email: trim('courriel'),
    };
    return { redirect: '/essai/confirmation' };
  }
  if (path === '/essai/confirmation' && method === 'GET') {
    const d = s.done.trial;
    if (!d) return { redirect: '/essai' };
    return html(
      t('Demande envoyée', 'Request sent'),
      `<h1>${t('Demande de journée d’essai envoyée', 'Trial day request sent')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(d.first)} ! Votre demande porte la référence`, `Thank you ${h(d.first)}! Your request reference is`)} <strong>${d.ref}</strong>.</p>
<p>${h(date(d.day))} · ${d.acts.map((x) => h(pick(TRIAL_ACTIVITIES.find((k) => k[0] === x)))).join(', ')}</p>
<p>${t(`Votre invitation sera envoyée à ${h(d.email)}. Présentez-la à l’accueil avec une pièce d’identité.`, `Your invitation will be sent to ${h(d.email)}. Show it at reception with an ID.`)}</p></div>`,
    );
  }

  /* contact */
  if (path === '/contact' && method === 'GET') return form(contactForm(ctx, s));
  if (path === '/contact' && method === 'POST') {
    const problems = [];
    if (!SUBJECTS.some((k) => k[0] === fields.sujet))
      problems.push(t('l’objet de votre demande', 'the subject'));
    if (blank('nom_complet')) problems.push(t('vos nom et prénom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (trim('message').length < 10) problems.push(t('votre message', 'your message'));
    if (problems.length) return form(contactForm(ctx, s, fields, please(problems)));
    s.done.message = {
      ref: `CT-${state.nextMessage++}`,
      name: trim('nom_complet'),
      email: trim('email'),
      subject: fields.sujet,
    };
    return { redirect: '/contact/merci' };
  }
  if (path === '/contact/merci' && method === 'GET') {
    const d = s.done.message;
    if (!d) return { redirect: '/contact' };
    return html(
      t('Message envoyé', 'Message sent'),
      `<h1>${t('Message envoyé', 'Message sent')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(d.name)}, votre message (${h(pick(SUBJECTS.find((k) => k[0] === d.subject)))}) a bien été transmis à l’accueil. Référence :`, `Thank you ${h(d.name)}, your message (${h(pick(SUBJECTS.find((k) => k[0] === d.subject)))}) has been passed on to reception. Reference:`)} <strong>${d.ref}</strong>.</p>
<p>${t(`Réponse à ${h(d.email)} sous 2 jours ouvrés.`, `We will reply to ${h(d.email)} within 2 working days.`)}</p></div>`,
    );
  }

  /* lost and found */
  if (path === '/objets-trouves' && method === 'GET') return form(lostForm(ctx, s));
  if (path === '/objets-trouves' && method === 'POST') {
    const problems = [];
    if (!ITEM_TYPES.some((k) => k[0] === fields.type_objet))
      problems.push(t('le type d’objet', 'the kind of item'));
    if (blank('lieu')) problems.push(t('le lieu de la perte', 'where you lost it'));
    const d = trim('date_perte');
    if (!validIso(d) || d > TODAY || d < addDays(TODAY, -60))
      problems.push(t('la date de la perte', 'the date'));
    if (blank('description')) problems.push(t('la description', 'the description'));
    if (blank('declarant')) problems.push(t('votre nom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (problems.length) return form(lostForm(ctx, s, fields, please(problems)));
    s.done.lost = {
      ref: `OBJ-${state.nextLost++}`,
      type: fields.type_objet,
      place: trim('lieu'),
      day: d,
      email: trim('email'),
    };
    return { redirect: '/objets-trouves/merci' };
  }
  if (path === '/objets-trouves/merci' && method === 'GET') {
    const d = s.done.lost;
    if (!d) return { redirect: '/objets-trouves' };
    return html(
      t('Déclaration enregistrée', 'Report received'),
      `<h1>${t('Déclaration enregistrée', 'Report received')}</h1>
<div class="notice" role="status"><p>${t('Votre déclaration porte le numéro', 'Your report number is')} <strong>${d.ref}</strong> : ${h(pick(ITEM_TYPES.find((k) => k[0] === d.type)))}, ${h(d.place)}, ${h(date(d.day))}.</p>
<p>${t(`Si l’objet est rapporté, nous vous écrirons à ${h(d.email)}.`, `If the item is handed in, we will write to ${h(d.email)}.`)}</p></div>`,
    );
  }

  /* newsletter */
  if (path === '/newsletter' && method === 'POST') {
    if (!validEmail(fields.email_newsletter))
      return html(
        t('Lettre d’information', 'Newsletter'),
        `<h1>${t('Lettre d’information', 'Newsletter')}</h1>${errorBox(t('Merci d’indiquer une adresse e-mail valide (en bas de page).', 'Please give a valid email address (at the bottom of the page).'))}`,
      );
    return html(
      t('Inscription confirmée', 'Signed up'),
      `<h1>${t('Merci !', 'Thank you!')}</h1><div class="notice" role="status"><p>${t(`${h(trim('email_newsletter'))} est inscrit(e) à la lettre du club.`, `${h(trim('email_newsletter'))} is now signed up to the club newsletter.`)}</p></div>`,
    );
  }

  /* news and FAQ */
  if (path === '/actualites' && method === 'GET') {
    const list = [...NEWS].sort((a, b) => (a.date < b.date ? 1 : -1));
    return html(
      t('Actualités', 'News'),
      `<h1>${t('Actualités du club', 'Club news')}</h1>
${list.map((n) => `<article class="card" style="margin:12px 0"><h2>${h(L(n.title))}</h2><p class="hint"><time datetime="${n.date}">${h(date(n.date, false))}</time></p><p>${h(L(n.excerpt))}</p><a href="/actualites/${n.slug}">${t('Lire la suite', 'Read more')}</a></article>`).join('\n')}`,
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
${FAQ.map((q) => `<details><summary>${h(t(q[0], q[1]))}</summary><p>${h(t(q[2], q[3]))}</p></details>`).join('\n')}
<p>${t('Vous ne trouvez pas la réponse ?', 'Can’t find the answer?')} <a href="/contact">${t('Écrivez-nous', 'Write to us')}</a>.</p>`,
    );
  }

  /* sign-in */
  if (path === '/connexion' && method === 'GET') {
    const next = query.get('suite');
    if (next?.startsWith('/') && !next.startsWith('//')) s.next = next;
    return form(signinForm(ctx, s));
  }
  if (path === '/connexion' && method === 'POST') {
    const email = trim('identifiant').toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.mdp)
      return form(
        signinForm(
          ctx,
          s,
          t('Adresse e-mail ou mot de passe incorrect.', 'Wrong email address or password.'),
          fields.identifiant ?? '',
        ),
      );
    s.user = email;
    const next = s.next;
    s.next = '';
    return { redirect: next || '/espace/reservations' };
  }
  if (path === '/deconnexion') {
    s.user = null;
    return { redirect: '/' };
  }

  /* member area */
  if (!path.startsWith('/espace')) return { status: 404, html: null, lang: s.lang };
  if (!acct) {
    s.next = method === 'GET' && path !== '/espace' ? path + ctx.url.search : '';
    return { redirect: '/connexion' };
  }
  if (path === '/espace') return { redirect: '/espace/reservations' };
  if (path === '/espace/reservations' && method === 'GET') return form(bookingsTab(ctx, s, acct));
  if (path === '/espace/annuler') {
    const ref = method === 'GET' ? query.get('ref') : fields.ref;
    const b = acct.bookings.find((x) => x.ref === ref);
    if (!b) return { redirect: '/espace/reservations' };
    if (method === 'GET') return form(cancelPage(ctx, s, acct, b));
    if (!CANCEL_REASONS.some((k) => k[0] === fields.motif))
      return form(
        cancelPage(ctx, s, acct, b, fields, t('Merci de choisir un motif.', 'Please choose a reason.')),
      );
    s.pendingCancel = { ref: b.ref, motif: fields.motif };
    return form(cancelConfirmPage(ctx, s, acct, b, fields.motif));
  }
  if (path === '/espace/annuler/confirmer' && method === 'POST') {
    const b = acct.bookings.find((x) => x.ref === fields.ref);
    if (!b || !CANCEL_REASONS.some((k) => k[0] === fields.motif)) return { redirect: '/espace/reservations' };
    acct.bookings = acct.bookings.filter((x) => x !== b);
    if (b.kind === 'cours') classOf(state, b.id).left += 1;
    else state.taken[b.id][b.day] = (state.taken[b.id][b.day] ?? []).filter((x) => x !== b.slot);
    const x = bookingText(ctx, s, b);
    s.pendingCancel = null;
    s.flash = t(
      `Réservation ${b.ref} annulée (${x.what}, ${x.when}).`,
      `Booking ${b.ref} cancelled (${x.what}, ${x.when}).`,
    );
    return { redirect: '/espace/reservations' };
  }
  if (path === '/espace/abonnement' && method === 'GET') return form(membershipTab(ctx, s, acct));
  if (path === '/espace/abonnement/suspendre' && method === 'POST') {
    if (acct.freeze) return { redirect: '/espace/abonnement' };
    const problems = [];
    if (!FREEZE_REASONS.some((k) => k[0] === fields.motif_suspension))
      problems.push(t('le motif', 'the reason'));
    const weeks = Number(fields.semaines);
    if (!Number.isInteger(weeks) || weeks < 1 || weeks > 12) problems.push(t('la durée', 'how long'));
    const from = trim('date_debut');
    if (!validIso(from) || from <= TODAY || from > addDays(TODAY, 90))
      problems.push(
        t('une date de début dans les 3 prochains mois', 'a start date within the next 3 months'),
      );
    if (problems.length) return form(membershipTab(ctx, s, acct, fields, please(problems)));
    acct.freeze = {
      ref: `SUS-${state.nextFreeze++}`,
      from,
      to: addDays(from, weeks * 7 - 1),
      weeks,
      reason: fields.motif_suspension,
    };
    s.flash = t(
      `Suspension enregistrée (${acct.freeze.ref}) : ${weeks} semaine${weeks > 1 ? 's' : ''}, du ${date(from, false)} au ${date(acct.freeze.to, false)}.`,
      `Freeze booked (${acct.freeze.ref}): ${weeks} week${weeks > 1 ? 's' : ''}, from ${date(from, false)} to ${date(acct.freeze.to, false)}.`,
    );
    return { redirect: '/espace/abonnement' };
  }
  if (path === '/espace/infos' && method === 'GET') return form(detailsTab(ctx, s, acct));
  if (path === '/espace/infos' && method === 'POST') {
    const problems = [];
    if (!validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (blank('adresse')) problems.push(t('l’adresse', 'address'));
    if (!/^\d{5}$/.test(trim('code_postal'))) problems.push(t('le code postal', 'postcode'));
    if (blank('ville')) problems.push(t('la ville', 'town'));
    if (!blank('urgence_tel') && !validPhone(fields.urgence_tel))
      problems.push(t('le téléphone de la personne à prévenir', 'the emergency contact’s phone'));
    if (problems.length) return form(detailsTab(ctx, s, acct, fields, please(problems)));
    acct.phone = trim('telephone');
    acct.address = trim('adresse');
    acct.postcode = trim('code_postal');
    acct.city = trim('ville');
    acct.emergency = {
      name: trim('urgence_nom'),
      phone: trim('urgence_tel'),
      relation: fields.urgence_lien ?? '',
    };
    s.flash = t(
      `Vos informations ont été mises à jour. Personne à prévenir : ${acct.emergency.name || '—'} (${acct.emergency.phone || '—'}).`,
      `Your details have been updated. Emergency contact: ${acct.emergency.name || '—'} (${acct.emergency.phone || '—'}).`,
    );
    return { redirect: '/espace/infos' };
  }
  return { status: 404, html: null, lang: s.lang };
}

/** GET paths whose query string is a form the site records as received. */
export function clubGetForms() {
  return ['/planning'];
}
