// driving: Auto-École du Parc, a driving school by the Jardin des Plantes in Nantes (car licence B and B
// automatic only: no motorbikes, no lorries). English is the main language, at /; the French version
// lives under /fr/ with translated slugs, and the "English | Français" links of the header lead to the
// same page in the other language. Forms post to the same (English) paths from both versions; a hidden
// "lang" field says which version sent them.
// Pages: home; the courses as cards ("Code only", "20-hour manual", "Automatic 13h", "Accelerated"),
// each with a "Details" link to the course's page and an "Enrol" link to the enrolment, a form in four
// numbered screens ("Step 1 of 4" …, a "Next step" / "Étape suivante" button each): the learner (first
// and last name, the date of birth as three selects labelled by aria-label only: day, month, year, the
// place of birth in a wrapping label), the contact details (street, an optional second line labelled by
// its placeholder only, postcode and city labelled by aria-label only, email, mobile), the licence file
// (the ANTS / NEPH number of 12 digits, or a box "no number yet"; "already passed the code?" radios with
// the date of the pass as a date picker; the gearbox as radios; a glasses box), the payment (start week
// select, pay in 1, 3 or 4 instalments as radios, a CPF funding box, terms box), then a review with
// "Change" links and a "Confirm enrolment" button → ENR-; the lesson calendar (/lessons/book), a week
// table of instructors' slots with a "Book" link per free row, "Previous week" / "Next week" links and a
// week select, the "Book" link leading (after the sign-in) to the slot's page: pick-up point select,
// lesson type radios (town, motorway and ring road, night driving from 5 pm, manoeuvres and parking),
// comments, SMS reminder box → LES-; the mock theory test (sessions table, session date select, time
// radios, number of seats, name, email, optional learner number → MOCK-; the session of Saturday
// 19 December at 10:00 is full); a "Request a callback" form (first name and phone labelled by
// placeholder / aria-label only, best time to call select, topic radios → CB-); a gift card (package
// radios or another amount, recipient, message, buyer, delivery radios → GIFT-); a contact form (→
// MSG-); a FAQ with accordions; news with "Read more" links; and the learner area behind a sign-in
// (/account/sign-in) with tabs: Lessons (a table with "Reschedule" and "Cancel" per lesson: a new date
// and time with a reason select, or a reason select and a confirmation box; lessons starting within
// 48 hours can be neither moved nor cancelled online), Documents (a "Request a copy" link per document:
// by email, at the agency or by post), Progress (read-only skills table) and Profile (phone, SMS box,
// preferred instructor select).
// Every form is checked on the server: a missing or wrong field sends the form back with an error box
// (role=alert).
// Lessons are given Monday to Saturday, 8 am – 8 pm; the school is closed on Sundays, on 25 December and
// on 1 January. The calendar runs from tomorrow to Saturday 30 January 2027. Instructors: Karim Benhadj
// (manual Clio, Monday to Friday), Sophie Le Gall (manual 208, Tuesday to Saturday), Thomas Riou
// (automatic Yaris, Monday, Wednesday, Friday, Saturday).
// Learners: manon.leroux@mail.test / Volant-2026! (20-hour manual, 12 h done) and
// james.whitfield@mail.test / Gearbox#44 (Automatic 13h, 4 h done).
// The site's "today" is Wednesday 9 December 2026, 10 am.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-12-09';
const NOW = '2026-12-09T10:00';
const FIRST_DAY = '2026-12-10';
const LAST_DAY = '2027-01-30';
const HOLIDAYS = ['2026-12-25', '2027-01-01'];
const PHONE = ['+33 2 40 35 61 20', '02 40 35 61 20'];

/** Page key → [English path, French path]. */
const SLUGS = {
  home: ['/', '/fr/'],
  courses: ['/courses', '/fr/formations'],
  enrol: ['/enrol', '/fr/inscription'],
  contactStep: ['/enrol/contact', '/fr/inscription/coordonnees'],
  licence: ['/enrol/licence-file', '/fr/inscription/dossier'],
  payment: ['/enrol/payment', '/fr/inscription/paiement'],
  review: ['/enrol/review', '/fr/inscription/recapitulatif'],
  lessons: ['/lessons/book', '/fr/lecons/reserver'],
  slot: ['/lessons/book/slot', '/fr/lecons/reserver/creneau'],
  mock: ['/theory/mock-test', '/fr/code/examen-blanc'],
  callback: ['/callback', '/fr/rappel'],
  gift: ['/gift-card', '/fr/carte-cadeau'],
  contact: ['/contact', '/fr/contact'],
  faq: ['/faq', '/fr/questions-frequentes'],
  news: ['/news', '/fr/actualites'],
  signin: ['/account/sign-in', '/fr/espace-eleve/connexion'],
  account: ['/account', '/fr/espace-eleve'],
  myLessons: ['/account/lessons', '/fr/espace-eleve/lecons'],
  reschedule: ['/account/lessons/reschedule', '/fr/espace-eleve/lecons/deplacer'],
  cancel: ['/account/lessons/cancel', '/fr/espace-eleve/lecons/annuler'],
  documents: ['/account/documents', '/fr/espace-eleve/documents'],
  copy: ['/account/documents/copy', '/fr/espace-eleve/documents/copie'],
  progress: ['/account/progress', '/fr/espace-eleve/progression'],
  profile: ['/account/profile', '/fr/espace-eleve/profil'],
  signout: ['/account/sign-out', '/fr/espace-eleve/deconnexion'],
};
const COURSE_BASE = ['/courses/', '/fr/formations/'];
const NEWS_BASE = ['/news/', '/fr/actualites/'];

const COURSES = [
  {
    id: 'code-only',
    slug: ['code-only', 'code-seul'],
    name: ['Code only', 'Code seul'],
    price: 329,
    hours: 0,
    gearbox: null,
    minAge: 15,
    text: [
      'The theory test (the “code”): unlimited online training for 6 months, 12 classroom sessions with a teacher and your first exam fee.',
      'L’examen théorique (le « code ») : entraînement en ligne illimité pendant 6 mois, 12 séances en salle avec un enseignant et les frais de votre premier passage.',
    ],
    more: [
      [
        'Online training on computer, tablet and phone',
        'Entraînement en ligne sur ordinateur, tablette et téléphone',
      ],
      ['12 classroom sessions (Wednesday and Saturday)', '12 séances en salle (mercredi et samedi)'],
      ['Free mock theory tests every week', 'Examens blancs gratuits chaque semaine'],
      ['First exam fee (€30) included', 'Premier passage (30 €) inclus'],
    ],
  },
  {
    id: 'manual-20h',
    slug: ['20-hour-manual', 'manuel-20-heures'],
    name: ['20-hour manual', 'Manuel 20 heures'],
    price: 1690,
    hours: 20,
    gearbox: 'manual',
    minAge: 15,
    text: [
      'The classic licence: the code pack plus 20 hours of driving on a manual car and one driving test.',
      'Le permis classique : le pack code et 20 heures de conduite sur voiture manuelle, avec un passage à l’examen.',
    ],
    more: [
      ['Everything in “Code only”', 'Tout le contenu du « Code seul »'],
      ['20 one-hour lessons on a Renault Clio or Peugeot 208', '20 leçons d’une heure en Clio ou en 208'],
      ['Assessment lesson before you start', 'Évaluation de départ avant la première leçon'],
      ['One driving test with your instructor', 'Un passage à l’examen avec votre moniteur'],
    ],
  },
  {
    id: 'automatic-13h',
    slug: ['automatic-13h', 'automatique-13-heures'],
    name: ['Automatic 13h', 'Automatique 13 h'],
    price: 1290,
    hours: 13,
    gearbox: 'automatic',
    minAge: 15,
    text: [
      'Licence B restricted to automatic cars: the code pack and 13 hours of driving on our hybrid Toyota Yaris.',
      'Permis B limité à la boîte automatique : le pack code et 13 heures de conduite en Toyota Yaris hybride.',
    ],
    more: [
      ['Everything in “Code only”', 'Tout le contenu du « Code seul »'],
      ['13 one-hour lessons on an automatic car', '13 leçons d’une heure en boîte automatique'],
      [
        'Switch to manual later with a 7-hour course',
        'Passage à la boîte manuelle plus tard avec une formation de 7 heures',
      ],
      ['One driving test with your instructor', 'Un passage à l’examen avec votre moniteur'],
    ],
  },
  {
    id: 'accelerated',
    slug: ['accelerated', 'accelere'],
    name: ['Accelerated', 'Accéléré'],
    price: 2190,
    hours: 25,
    gearbox: 'either',
    minAge: 17,
    text: [
      'Three weeks, full time: code lessons every morning, 25 hours of driving, and a driving test date at the end. From 17 years old.',
      'Trois semaines à plein temps : code tous les matins, 25 heures de conduite et une date d’examen à la fin. À partir de 17 ans.',
    ],
    more: [
      ['Code every morning, driving every afternoon', 'Code tous les matins, conduite tous les après-midi'],
      ['25 hours of driving, manual or automatic', '25 heures de conduite, en manuelle ou en automatique'],
      ['A driving test date guaranteed at the end', 'Une date d’examen garantie à la fin du stage'],
      ['From 17 years old', 'À partir de 17 ans'],
    ],
  },
];
const START_WEEKS = ['2026-12-14', '2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25', '2027-02-01'];
const INSTALMENTS = ['1', '3', '4'];

/** Instructors: their car and the hours they publish, by weekday (0 = Sunday). */
const INSTRUCTORS = [
  {
    id: 'karim',
    name: 'Karim Benhadj',
    gearbox: 'manual',
    car: ['Renault Clio (manual)', 'Renault Clio (manuelle)'],
    hours: { 1: 'w', 2: 'w', 3: 'w', 4: 'w', 5: 'w' },
    times: { w: ['08:00', '10:00', '14:00', '17:00', '18:00'] },
  },
  {
    id: 'sophie',
    name: 'Sophie Le Gall',
    gearbox: 'manual',
    car: ['Peugeot 208 (manual)', 'Peugeot 208 (manuelle)'],
    hours: { 2: 'w', 3: 'w', 4: 'w', 5: 'w', 6: 's' },
    times: { w: ['09:00', '11:00', '15:00', '17:00'], s: ['09:00', '11:00'] },
  },
  {
    id: 'thomas',
    name: 'Thomas Riou',
    gearbox: 'automatic',
    car: ['Toyota Yaris hybrid (automatic)', 'Toyota Yaris hybride (automatique)'],
    hours: { 1: 'w', 3: 'w', 5: 'w', 6: 's' },
    times: { w: ['10:00', '14:00', '16:00', '18:00'], s: ['10:00', '12:00'] },
  },
];
const PICKUPS = [
  ['agency', 'The agency, 12 rue du Parc', 'L’agence, 12 rue du Parc'],
  ['station', 'Nantes railway station (south exit)', 'Gare de Nantes (sortie sud)'],
  ['commerce', 'Place du Commerce (tram stop)', 'Place du Commerce (arrêt de tram)'],
  ['petit-port', 'Petit Port university campus (tram stop)', 'Campus du Petit Port (arrêt de tram)'],
  ['home', 'My home address (Nantes only)', 'Mon domicile (Nantes uniquement)'],
];
const LESSON_TYPES = [
  ['town', 'Town driving', 'Conduite en ville'],
  [
    'motorway',
    'Motorway and ring road (from 10 hours of driving)',
    'Autoroute et périphérique (dès 10 heures de conduite)',
  ],
  ['night', 'Night driving (lessons from 5 pm)', 'Conduite de nuit (leçons à partir de 17 h)'],
  ['parking', 'Manoeuvres and parking', 'Manœuvres et stationnement'],
];
const REASONS = [
  ['work', 'Work or studies', 'Travail ou études'],
  ['ill', 'Illness', 'Maladie'],
  ['exam', 'Exam or school trip', 'Examen ou sortie scolaire'],
  ['transport', 'Transport problem', 'Problème de transport'],
  ['instructor', 'I’d like another instructor', 'Je préfère un autre moniteur'],
  ['other', 'Other reason', 'Autre raison'],
];
/** Mock theory test sessions: date → {time: places left}. */
const MOCK_SESSIONS = [
  ['2026-12-12', { '10:00': 14, '14:00': 9 }],
  ['2026-12-16', { '14:00': 6, '17:30': 11 }],
  ['2026-12-19', { '10:00': 0, '14:00': 4 }],
  ['2026-12-23', { '14:00': 12 }],
  ['2026-12-30', { '14:00': 15, '17:30': 15 }],
  ['2027-01-09', { '10:00': 15, '14:00': 15 }],
  ['2027-01-13', { '14:00': 15, '17:30': 15 }],
];
const MOCK_TIMES = ['10:00', '14:00', '17:30'];
const BEST_TIMES = [
  ['morning', 'Morning (9 am – 12 pm)', 'Le matin (9 h – 12 h)'],
  ['lunch', 'Lunchtime (12 pm – 2 pm)', 'Entre midi et deux (12 h – 14 h)'],
  ['afternoon', 'Afternoon (2 pm – 5 pm)', 'L’après-midi (14 h – 17 h)'],
  ['evening', 'Early evening (5 pm – 7 pm)', 'En fin de journée (17 h – 19 h)'],
  ['saturday', 'Saturday morning', 'Le samedi matin'],
];
const TOPICS = [
  ['enrol', 'Enrolling on a course', 'M’inscrire à une formation'],
  ['lessons', 'Lessons and schedule', 'Leçons et planning'],
  [
    'funding',
    'Funding (CPF, instalments, “permis à 1 €”)',
    'Financement (CPF, paiement en plusieurs fois, « permis à 1 € »)',
  ],
  ['exam', 'The driving test', 'L’examen du permis'],
  ['other', 'Something else', 'Autre chose'],
];
const GIFTS = [
  ['1-lesson', 'One driving lesson (1 hour) — €52', 'Une leçon de conduite (1 heure) — 52 €', 52],
  ['5-lessons', 'Five driving lessons — €250', 'Cinq leçons de conduite — 250 €', 250],
  ['10-lessons', 'Ten driving lessons — €490', 'Dix leçons de conduite — 490 €', 490],
  [
    'code',
    'Theory test pack (online code + exam fee) — €69',
    'Pack code (code en ligne + passage) — 69 €',
    69,
  ],
  ['other', 'Another amount', 'Un autre montant', 0],
];
const GIFT_DELIVERY = [
  ['email', 'By email, as a PDF to print', 'Par e-mail, en PDF à imprimer'],
  ['post', 'By post, in a gift envelope (+€3)', 'Par courrier, dans une enveloppe cadeau (+3 €)'],
];
const SUBJECTS = [
  ['courses', 'Courses and prices', 'Formations et tarifs'],
  ['lessons', 'My lessons', 'Mes leçons'],
  ['exam', 'Exam dates', 'Dates d’examen'],
  ['funding', 'Funding and payment', 'Financement et paiement'],
  ['complaint', 'A complaint', 'Une réclamation'],
  ['other', 'Something else', 'Autre chose'],
];
const COPY_DELIVERY = [
  ['email', 'By email (PDF)', 'Par e-mail (PDF)'],
  ['agency', 'Paper copy to collect at the agency', 'Copie papier à retirer à l’agence'],
  ['post', 'Paper copy by post (€2.50)', 'Copie papier par courrier (2,50 €)'],
];
const SKILLS = [
  ['Mastering the controls', 'Maîtriser le maniement du véhicule'],
  ['Moving off, stopping, hill starts', 'Démarrer, s’arrêter, démarrer en côte'],
  ['Junctions and roundabouts', 'Intersections et giratoires'],
  ['Town driving', 'Circuler en ville'],
  ['Motorway and ring road', 'Autoroute et voies rapides'],
  ['Manoeuvres and parking', 'Manœuvres et stationnement'],
  ['Eco-driving', 'Éco-conduite'],
];
const LEVELS = [
  ['Not started', 'Non abordé'],
  ['In progress', 'En cours'],
  ['Acquired', 'Acquis'],
  ['Mastered', 'Maîtrisé'],
];
const NEWS = [
  {
    id: 'hybrid-cars',
    slug: ['two-new-hybrid-cars', 'deux-voitures-hybrides'],
    date: '2026-11-30',
    title: ['Two new hybrid automatic cars', 'Deux nouvelles voitures hybrides automatiques'],
    lead: [
      'Our automatic fleet grows: two Toyota Yaris hybrids join the school in December.',
      'Notre flotte automatique s’agrandit : deux Toyota Yaris hybrides rejoignent l’école en décembre.',
    ],
    body: [
      'With two more cars, Thomas can now teach on Saturdays too, and waiting times for automatic lessons drop to about a week. The cars are fitted with dual controls and winter tyres.',
      'Avec deux voitures de plus, Thomas peut désormais enseigner aussi le samedi, et le délai pour une leçon en boîte automatique tombe à environ une semaine. Les voitures sont équipées de doubles commandes et de pneus hiver.',
    ],
  },
  {
    id: 'exam-dates',
    slug: ['driving-test-waiting-times', 'delais-examen-permis'],
    date: '2026-11-18',
    title: [
      'Driving test dates: waiting times in Loire-Atlantique',
      'Examen du permis : les délais en Loire-Atlantique',
    ],
    lead: [
      'How long before a driving test date in Nantes this winter? Our figures, centre by centre.',
      'Combien de temps pour une date d’examen à Nantes cet hiver ? Nos chiffres, centre par centre.',
    ],
    body: [
      'At the Nantes-Rezé and Saint-Herblain centres, our learners wait about five weeks after their last lesson. Accelerated courses come with a test date booked in advance.',
      'Aux centres de Nantes-Rezé et de Saint-Herblain, nos élèves attendent environ cinq semaines après leur dernière leçon. Les stages accélérés ont une date d’examen réservée à l’avance.',
    ],
  },
  {
    id: 'cpf-2027',
    slug: ['cpf-funding-2027', 'financement-cpf-2027'],
    date: '2026-11-05',
    title: ['CPF funding in 2027: what changes', 'Financement CPF en 2027 : ce qui change'],
    lead: [
      'A contribution of €100 will be asked of every CPF holder from 1 January. Here is what it means for your licence.',
      'Une participation de 100 € sera demandée à chaque titulaire du CPF dès le 1er janvier. Ce que cela change pour votre permis.',
    ],
    body: [
      'All our courses can be funded with the CPF. Enrol before 31 December to avoid the new contribution: tick the CPF box at the payment step and we send the quote to Mon Compte Formation.',
      'Toutes nos formations sont finançables par le CPF. Inscrivez-vous avant le 31 décembre pour éviter la nouvelle participation : cochez la case CPF à l’étape du paiement et nous envoyons le devis sur Mon Compte Formation.',
    ],
  },
  {
    id: 'winter',
    slug: ['winter-driving-tips', 'conseils-conduite-hiver'],
    date: '2026-10-22',
    title: [
      'Driving in winter: five tips from our instructors',
      'Conduire en hiver : cinq conseils de nos moniteurs',
    ],
    lead: [
      'Fog on the Loire, black ice on the ring road: how to get ready.',
      'Brouillard sur la Loire, verglas sur le périphérique : comment s’y préparer.',
    ],
    body: [
      'Clear all the windows before you set off, double your safety distances, use dipped headlights in fog and book a night-driving lesson: it gets dark before 5:30 pm until February.',
      'Dégivrez toutes les vitres avant de partir, doublez les distances de sécurité, roulez en feux de croisement dans le brouillard et réservez une leçon de conduite de nuit : il fait nuit avant 17 h 30 jusqu’en février.',
    ],
  },
];
const FAQ = [
  [
    'From what age can I start?',
    'À partir de quel âge puis-je commencer ?',
    'From 15 years old for the code and early driving with a parent (AAC); you can take the driving test from 17. The accelerated course is open from 17.',
    'Dès 15 ans pour le code et la conduite accompagnée (AAC) ; l’examen se passe dès 17 ans. Le stage accéléré est ouvert à partir de 17 ans.',
  ],
  [
    'Can I cancel or move a lesson?',
    'Puis-je annuler ou déplacer une leçon ?',
    'Yes, in your learner area, free of charge up to 48 hours before the lesson. After that, the lesson is due, unless you bring a medical certificate to the agency.',
    'Oui, dans votre espace élève, gratuitement jusqu’à 48 heures avant la leçon. Au-delà, la leçon est due, sauf certificat médical apporté à l’agence.',
  ],
  [
    'Do you give lessons on Sundays?',
    'Donnez-vous des leçons le dimanche ?',
    'No. Lessons are given Monday to Saturday from 8 am to 8 pm. The school is closed on Sundays, on 25 December and on 1 January.',
    'Non. Les leçons ont lieu du lundi au samedi de 8 h à 20 h. L’école est fermée le dimanche, le 25 décembre et le 1er janvier.',
  ],
  [
    'How can I pay?',
    'Comment puis-je payer ?',
    'In one payment, or in 3 or 4 monthly instalments without fees, by card or direct debit. The CPF and the “permis à 1 € par jour” loan are accepted.',
    'En une fois, ou en 3 ou 4 mensualités sans frais, par carte ou prélèvement. Le CPF et le « permis à 1 € par jour » sont acceptés.',
  ],
  [
    'Where do lessons start?',
    'Où commencent les leçons ?',
    'At the agency, at the railway station (south exit), at Place du Commerce, at the Petit Port campus, or at your home if you live in Nantes.',
    'À l’agence, à la gare (sortie sud), place du Commerce, au campus du Petit Port, ou chez vous si vous habitez Nantes.',
  ],
  [
    'Do you teach the motorbike licence?',
    'Préparez-vous au permis moto ?',
    'No, only the car licence: B, and B restricted to automatic cars.',
    'Non, uniquement le permis voiture : B, et B limité à la boîte automatique.',
  ],
];

function drivingAccounts() {
  return {
    'manon.leroux@mail.test': {
      password: 'Volant-2026!',
      first: 'Manon',
      last: 'Le Roux',
      learnerNo: 'EL-2291',
      course: 'manual-20h',
      hoursDone: 12,
      hoursLeft: 8,
      codePassed: '2026-10-21',
      neph: '250144003817',
      phone: '06 45 78 12 90',
      sms: true,
      instructor: 'karim',
      skills: [3, 3, 2, 2, 1, 1, 0],
      lessons: [
        {
          ref: 'LES-30512',
          date: '2026-12-10',
          time: '10:00',
          instr: 'karim',
          type: 'town',
          pickup: 'agency',
          status: 'ok',
        },
        {
          ref: 'LES-30527',
          date: '2026-12-14',
          time: '17:00',
          instr: 'karim',
          type: 'night',
          pickup: 'station',
          status: 'ok',
        },
        {
          ref: 'LES-30540',
          date: '2026-12-19',
          time: '09:00',
          instr: 'sophie',
          type: 'parking',
          pickup: 'agency',
          status: 'ok',
        },
        {
          ref: 'LES-30488',
          date: '2026-12-05',
          time: '11:00',
          instr: 'sophie',
          type: 'town',
          pickup: 'agency',
          status: 'done',
        },
        {
          ref: 'LES-30471',
          date: '2026-12-02',
          time: '14:00',
          instr: 'karim',
          type: 'town',
          pickup: 'commerce',
          status: 'done',
        },
      ],
      documents: [
        { id: 'contract', name: ['Training contract', 'Contrat de formation'], date: '2026-09-02' },
        { id: 'booklet', name: ['Learner’s booklet', 'Livret d’apprentissage'], date: '2026-09-02' },
        {
          id: 'neph',
          name: ['ANTS registration certificate (NEPH)', 'Attestation d’inscription ANTS (NEPH)'],
          date: '2026-09-14',
        },
        {
          id: 'code-result',
          name: ['Theory test result', 'Résultat de l’examen du code'],
          date: '2026-10-21',
        },
        { id: 'invoice', name: ['Invoice F-2026-0912', 'Facture F-2026-0912'], date: '2026-09-02' },
      ],
    },
    'james.whitfield@mail.test': {
      password: 'Gearbox#44',
      first: 'James',
      last: 'Whitfield',
      learnerNo: 'EL-2317',
      course: 'automatic-13h',
      hoursDone: 4,
      hoursLeft: 9,
      codePassed: '2026-11-18',
      neph: '250144019562',
      phone: '+33 7 61 20 48 93',
      sms: false,
      instructor: 'thomas',
      skills: [2, 2, 1, 1, 0, 0, 0],
      lessons: [
        {
          ref: 'LES-30549',
          date: '2026-12-11',
          time: '16:00',
          instr: 'thomas',
          type: 'town',
          pickup: 'petit-port',
          status: 'ok',
        },
        {
          ref: 'LES-30531',
          date: '2026-12-16',
          time: '14:00',
          instr: 'thomas',
          type: 'town',
          pickup: 'agency',
          status: 'ok',
        },
        {
          ref: 'LES-30562',
          date: '2026-12-22',
          time: '18:00',
          instr: 'thomas',
          type: 'night',
          pickup: 'agency',
          status: 'ok',
        },
        {
          ref: 'LES-30466',
          date: '2026-11-28',
          time: '10:00',
          instr: 'thomas',
          type: 'parking',
          pickup: 'agency',
          status: 'done',
        },
      ],
      documents: [
        { id: 'contract', name: ['Training contract', 'Contrat de formation'], date: '2026-10-06' },
        { id: 'booklet', name: ['Learner’s booklet', 'Livret d’apprentissage'], date: '2026-10-06' },
        {
          id: 'neph',
          name: ['ANTS registration certificate (NEPH)', 'Attestation d’inscription ANTS (NEPH)'],
          date: '2026-10-12',
        },
        {
          id: 'code-result',
          name: ['Theory test result', 'Résultat de l’examen du code'],
          date: '2026-11-18',
        },
        { id: 'invoice', name: ['Invoice F-2026-1004', 'Facture F-2026-1004'], date: '2026-10-06' },
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.driving). */
export function drivingState() {
  return {
    sessions: new Map(),
    accounts: drivingAccounts(),
    booked: [],
    mockTaken: {},
    nextEnrol: 48213,
    nextLesson: 31004,
    nextMock: 2207,
    nextCallback: 615,
    nextGift: 1180,
    nextMessage: 3391,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function drivingGetForms() {
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
function mondayOf(iso) {
  return addDays(iso, -((dayOf(iso) + 6) % 7));
}
function openDay(iso) {
  return dayOf(iso) !== 0 && !HOLIDAYS.includes(iso);
}
function hoursBefore(date, time) {
  return (Date.parse(`${date}T${time}:00Z`) - Date.parse(`${NOW}:00Z`)) / 3600000;
}
function instructorOf(id) {
  return INSTRUCTORS.find((i) => i.id === id);
}
function courseOf(id) {
  return COURSES.find((c) => c.id === id);
}
/** The times an instructor publishes on a day (none on Sundays and holidays). */
function timesOf(instr, iso) {
  if (!openDay(iso)) return [];
  const kind = instr.hours[dayOf(iso)];
  return kind ? instr.times[kind] : [];
}
/** Slots other learners already hold (a fixed pattern, about one in five). */
function heldByOthers(date, time, instr) {
  const i = INSTRUCTORS.indexOf(instr);
  const n = Number(date.slice(8, 10)) * 5 + Number(date.slice(5, 7)) + Number(time.slice(0, 2)) * 3 + i * 7;
  return n % 5 === 0;
}
function slotId(date, time, instr) {
  return `${date}_${time.replace(':', '')}_${instr}`;
}
function parseSlot(id) {
  const m = /^(\d{4}-\d{2}-\d{2})_(\d{2})(\d{2})_([a-z]+)$/.exec(id ?? '');
  if (!m || !validIsoDate(m[1])) return null;
  const instr = instructorOf(m[4]);
  const time = `${m[2]}:${m[3]}`;
  if (!instr || !timesOf(instr, m[1]).includes(time)) return null;
  return { date: m[1], time, instr };
}
function slotTaken(state, date, time, instrId) {
  const instr = instructorOf(instrId);
  if (heldByOthers(date, time, instr)) return true;
  if (state.booked.some((b) => b.date === date && b.time === time && b.instr === instrId)) return true;
  return Object.values(state.accounts).some((a) =>
    a.lessons.some((l) => l.status === 'ok' && l.date === date && l.time === time && l.instr === instrId),
  );
}
function tools(lang) {
  const en = lang !== 'fr';
  const t = (eng, fr) => (en ? eng : fr);
  const pick = (row) => (en ? row[1] : row[2]);
  const tr = (pair) => (en ? pair[0] : pair[1]);
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
  const dayMonth = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    const i = en ? 1 : 0;
    return `${DAYS[i][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[i][x.getUTCMonth()]}`;
  };
  const shortDate = (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  const url = (key, query = '') => `${SLUGS[key][en ? 0 : 1]}${query}`;
  const courseUrl = (c) => `${COURSE_BASE[en ? 0 : 1]}${c.slug[en ? 0 : 1]}`;
  const newsUrl = (n) => `${NEWS_BASE[en ? 0 : 1]}${n.slug[en ? 0 : 1]}`;
  return { en, t, pick, tr, money, longDate, dayMonth, shortDate, url, courseUrl, newsUrl };
}
function errorBox(lang, missing, other = '') {
  const { t } = tools(lang);
  if (!missing?.length && !other) return '';
  return `<div class="error" role="alert">${other ? `<p>${h(other)}</p>` : ''}${missing?.length ? `<p>${t('Please correct the following:', 'Merci de corriger les points suivants :')}</p><ul>${missing.map((m) => `<li>${h(m)}</li>`).join('')}</ul>` : ''}</div>`;
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

/**
 * The page shell. `alt` is [English href, French href] of this page, for the language links.
 */
function drivingPage(lang, s, alt, title, body) {
  const { t, url } = tools(lang);
  return page({
    lang,
    title: `${title} · Auto-École du Parc, Nantes`,
    brand: '#1f5f8b',
    css: `.langs{margin-left:auto;font-size:.9rem}.hint{color:#666;font-size:.88rem;font-weight:400}.step{color:#1f5f8b;font-weight:700;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}
.tabs{display:flex;gap:4px;border-bottom:2px solid #1f5f8b;margin:16px 0}.tabs a{padding:8px 14px;text-decoration:none;color:#174a6c;border-radius:6px 6px 0 0}
.tabs a[aria-current]{background:#1f5f8b;color:#fff}.price{font-weight:700;font-size:1.1rem}.muted{color:#888}.taken{color:#9b2c2c}
label.wrap{display:flex;flex-direction:column;gap:4px}dl.sum{display:grid;grid-template-columns:220px 1fr;gap:6px 16px}dl.sum dt{font-weight:600}dl.sum dd{margin:0}
.inline{display:flex;gap:8px;flex-wrap:wrap}.inline input,.inline select{min-width:90px!important}.callback{background:#f2b233;color:#1d2330!important;padding:6px 12px;border-radius:4px;font-weight:600}
details{background:#fff;border:1px solid #ddd;border-radius:6px;margin:8px 0;padding:10px 14px}summary{cursor:pointer;font-weight:600}
input[type=number]{min-width:80px!important;width:90px}tr.closed td{color:#888;font-style:italic}`,
    header: `<a class="logo" href="${url('home')}">🚗 Auto-École du Parc</a>
<nav aria-label="${t('Main menu', 'Menu principal')}"><a href="${url('courses')}">${t('Courses & prices', 'Formations & tarifs')}</a> · <a href="${url('lessons')}">${t('Book a lesson', 'Réserver une leçon')}</a> · <a href="${url('mock')}">${t('Mock theory test', 'Examen blanc')}</a> · <a href="${url('gift')}">${t('Gift card', 'Carte cadeau')}</a> · <a href="${url('news')}">${t('News', 'Actualités')}</a> · <a href="${url('faq')}">FAQ</a> · <a href="${url('contact')}">Contact</a> · <a href="${url('account')}">${s.user ? t('My account', 'Mon compte') : t('Learner area', 'Espace élève')}</a></nav>
<a class="callback" href="${url('callback')}">${t('Request a callback', 'Être rappelé')}</a>
<span class="langs"><a href="${h(alt[0])}" hreflang="en" lang="en">English</a> | <a href="${h(alt[1])}" hreflang="fr" lang="fr">Français</a></span>`,
    body,
    footer: `<p>${t(
      `Auto-École du Parc · 12 rue du Parc, 44000 Nantes · ${PHONE[0]} · bonjour@autoecole-duparc.test · approved by the Préfecture de Loire-Atlantique, E 21 044 0917 0 · office open Monday to Friday 9 am – 12:30 pm and 2 pm – 7 pm, Saturday 9 am – 12:30 pm · lessons Monday to Saturday, 8 am – 8 pm · closed on Sundays, 25 December and 1 January`,
      `Auto-École du Parc · 12 rue du Parc, 44000 Nantes · ${PHONE[1]} · bonjour@autoecole-duparc.test · agrément préfectoral E 21 044 0917 0 · bureau ouvert du lundi au vendredi 9 h – 12 h 30 et 14 h – 19 h, le samedi 9 h – 12 h 30 · leçons du lundi au samedi, 8 h – 20 h · fermé le dimanche, le 25 décembre et le 1er janvier`,
    )}</p>`,
  });
}

/* ---------------------------------------------------------------- enrolment */

function stepLine(lang, n, en, fr) {
  const { t } = tools(lang);
  return `<p class="step">${t(`Step ${n} of 4 — ${en}`, `Étape ${n} sur 4 — ${fr}`)}</p>`;
}
function courseLine(lang, course) {
  const { t, tr, money, url } = tools(lang);
  return `<p>${t('Course', 'Formation')} : <strong>${h(tr(course.name))}</strong> · ${money(course.price)} · <a href="${url('courses')}">${t('Change course', 'Changer de formule')}</a></p>`;
}
function ageOn(dob, day) {
  let age = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
  if (day.slice(5) < dob.slice(5)) age -= 1;
  return age;
}
function dobOf(v) {
  return `${v.dob_year}-${v.dob_month}-${v.dob_day}`;
}
function identityForm(lang, s, alt, v = {}, missing = [], other = '') {
  const { t, tr } = tools(lang);
  const course = courseOf(s.enrol?.course);
  const years = [];
  for (let y = 2011; y >= 1940; y--) years.push(String(y));
  const days = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));
  const field = (name, label, extra = '') =>
    `<label for="e-${name}">${label}</label><input id="e-${name}" name="${name}" value="${h(v[name] ?? '')}"${extra}>`;
  return drivingPage(
    lang,
    s,
    alt,
    t('Enrolment', 'Inscription'),
    `<h1>${t('Enrol at Auto-École du Parc', 'S’inscrire à l’Auto-École du Parc')}</h1>
${stepLine(lang, 1, 'The learner', 'L’élève')}
${course ? courseLine(lang, course) : ''}
${errorBox(lang, missing, other)}
<form method="post" action="/enrol">${langField(lang)}${
      course
        ? `<input type="hidden" name="course" value="${course.id}">`
        : `
  <label for="e-course">${t('Course', 'Formation')}</label>
  <select id="e-course" name="course">${option('', t('Choose…', 'Choisir…'), v.course ?? '')}${COURSES.map((c) => option(c.id, tr(c.name), v.course)).join('')}</select>`
    }
  ${field('first_name', t('First name', 'Prénom'), ' autocomplete="given-name"')}
  ${field('last_name', t('Last name', 'Nom'), ' autocomplete="family-name"')}
  <fieldset><legend>${t('Date of birth', 'Date de naissance')}</legend>
  <div class="inline">
  <select name="dob_day" aria-label="${t('Day', 'Jour')}">${option('', t('Day', 'Jour'), v.dob_day ?? '')}${days.map((d) => option(d, String(Number(d)), v.dob_day)).join('')}</select>
  <select name="dob_month" aria-label="${t('Month', 'Mois')}">${option('', t('Month', 'Mois'), v.dob_month ?? '')}${MONTHS[t(1, 0)].map((m, i) => option(String(i + 1).padStart(2, '0'), m, v.dob_month)).join('')}</select>
  <select name="dob_year" aria-label="${t('Year', 'Année')}">${option('', t('Year', 'Année'), v.dob_year ?? '')}${years.map((y) => option(y, y, v.dob_year)).join('')}</select>
  </div>
  <p class="hint">${t('You can enrol from 15 years old (17 for the accelerated course).', 'Inscription possible dès 15 ans (17 ans pour le stage accéléré).')}</p>
  </fieldset>
  <label class="wrap">${t('Place of birth (town, and country if abroad)', 'Lieu de naissance (commune, et pays si à l’étranger)')}<input name="birth_place" value="${h(v.birth_place ?? '')}"></label>
  <p><button type="submit">${t('Next step', 'Étape suivante')}</button></p>
</form>`,
  );
}
function contactStepForm(lang, s, alt, v = {}, missing = []) {
  const { t, url } = tools(lang);
  return drivingPage(
    lang,
    s,
    alt,
    t('Enrolment', 'Inscription'),
    `<h1>${t('Enrol at Auto-École du Parc', 'S’inscrire à l’Auto-École du Parc')}</h1>
${stepLine(lang, 2, 'Contact details', 'Coordonnées')}
${errorBox(lang, missing)}
<form method="post" action="/enrol/contact">${langField(lang)}
  <label for="e-address">${t('Street address', 'Adresse')}</label>
  <input id="e-address" name="address" autocomplete="address-line1" value="${h(v.address ?? '')}">
  <p><input name="address2" placeholder="${t('Apartment, building, floor (optional)', 'Appartement, bâtiment, étage (facultatif)')}" value="${h(v.address2 ?? '')}"></p>
  <p class="lbl"><strong>${t('Postcode and city', 'Code postal et ville')}</strong></p>
  <div class="inline"><input name="postcode" inputmode="numeric" aria-label="${t('Postcode', 'Code postal')}" placeholder="44000" value="${h(v.postcode ?? '')}" style="width:100px"><input name="city" aria-label="${t('City', 'Ville')}" placeholder="Nantes" value="${h(v.city ?? '')}"></div>
  <label for="e-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="e-email" name="email" autocomplete="email" value="${h(v.email ?? '')}">
  <label for="e-mobile">${t('Mobile phone', 'Téléphone portable')}</label>
  <input type="tel" id="e-mobile" name="mobile" autocomplete="tel" value="${h(v.mobile ?? '')}">
  <p><button type="submit">${t('Next step', 'Étape suivante')}</button> <a href="${url('enrol')}">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}
function licenceForm(lang, s, alt, v = {}, missing = []) {
  const { t, tr, url } = tools(lang);
  const course = courseOf(s.enrol.course);
  const gear =
    v.gearbox ?? (course.gearbox === 'manual' || course.gearbox === 'automatic' ? course.gearbox : '');
  return drivingPage(
    lang,
    s,
    alt,
    t('Enrolment', 'Inscription'),
    `<h1>${t('Enrol at Auto-École du Parc', 'S’inscrire à l’Auto-École du Parc')}</h1>
${stepLine(lang, 3, 'Licence file', 'Dossier permis')}
${errorBox(lang, missing)}
<form method="post" action="/enrol/licence-file">${langField(lang)}
  <label for="e-neph">${t('ANTS / NEPH number', 'Numéro ANTS / NEPH')}</label>
  <input id="e-neph" name="neph" inputmode="numeric" aria-describedby="neph-hint" placeholder="${t('12 digits', '12 chiffres')}" value="${h(v.neph ?? '')}">
  <p class="hint" id="neph-hint">${t('The 12-digit number on your ANTS registration certificate.', 'Le numéro à 12 chiffres de votre attestation d’inscription ANTS.')}</p>
  ${checkbox('neph_pending', t('I don’t have a NEPH number yet: the school registers me with the ANTS (+€30)', 'Je n’ai pas encore de numéro NEPH : l’école fait mon inscription auprès de l’ANTS (+30 €)'), v.neph_pending === 'yes')}
  <fieldset><legend>${t('Have you already passed the theory test (the code)?', 'Avez-vous déjà obtenu le code ?')}</legend>
  ${radio('has_code', 'yes', t('Yes, I have passed the code', 'Oui, j’ai déjà le code'), v.has_code)}
  ${radio('has_code', 'no', t('No, not yet', 'Non, pas encore'), v.has_code)}
  <label for="e-code-date">${t('Date you passed the code (if yes)', 'Date d’obtention du code (si oui)')}</label>
  <input type="date" id="e-code-date" name="code_date" max="${TODAY}" value="${h(v.code_date ?? '')}">
  </fieldset>
  ${
    course.gearbox
      ? `<fieldset><legend>${t('Gearbox', 'Boîte de vitesses')}</legend>
  ${radio('gearbox', 'manual', t('Manual (licence B, all cars)', 'Manuelle (permis B, toutes les voitures)'), gear)}
  ${radio('gearbox', 'automatic', t('Automatic (licence B restricted to automatic cars)', 'Automatique (permis B limité à la boîte automatique)'), gear)}
  <p class="hint">${t(`Your course: ${tr(course.name)}.`, `Votre formation : ${tr(course.name)}.`)}</p>
  </fieldset>`
      : ''
  }
  ${checkbox('glasses', t('I wear glasses or contact lenses to drive', 'Je porte des lunettes ou des lentilles pour conduire'), v.glasses === 'yes')}
  <p><button type="submit">${t('Next step', 'Étape suivante')}</button> <a href="${url('contactStep')}">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}
function enrolTotal(e) {
  const course = courseOf(e.course);
  return course.price + (e.licence?.neph_pending === 'yes' ? 30 : 0);
}
function paymentForm(lang, s, alt, v = {}, missing = []) {
  const { t, money, longDate, url } = tools(lang);
  const total = enrolTotal(s.enrol);
  const plan = (n) =>
    n === '1'
      ? t(`Pay in full: ${money(total)}`, `En une fois : ${money(total)}`)
      : t(
          `${n} monthly instalments of ${money(total / Number(n))} (no fees)`,
          `${n} mensualités de ${money(total / Number(n))} (sans frais)`,
        );
  return drivingPage(
    lang,
    s,
    alt,
    t('Enrolment', 'Inscription'),
    `<h1>${t('Enrol at Auto-École du Parc', 'S’inscrire à l’Auto-École du Parc')}</h1>
${stepLine(lang, 4, 'Payment', 'Paiement')}
${errorBox(lang, missing)}
<form method="post" action="/enrol/payment">${langField(lang)}
  <label for="e-start">${t('When would you like to start?', 'Quand souhaitez-vous commencer ?')}</label>
  <select id="e-start" name="start_week">${option('', t('Choose a week…', 'Choisir une semaine…'), v.start_week ?? '')}${START_WEEKS.map((w) => option(w, t(`Week of ${longDate(w)}`, `Semaine du ${longDate(w)}`), v.start_week)).join('')}</select>
  <fieldset><legend>${t('Payment plan', 'Échéancier')}</legend>
  ${INSTALMENTS.map((n) => radio('instalments', n, plan(n), v.instalments)).join('\n  ')}
  <p class="hint">${t('By card or SEPA direct debit; the first payment is taken when you sign the contract.', 'Par carte ou prélèvement SEPA ; le premier paiement est pris à la signature du contrat.')}</p>
  </fieldset>
  ${checkbox('cpf', t('I will use my CPF (Mon Compte Formation) to fund the course: the school sends me the quote there', 'Je finance ma formation avec mon CPF (Mon Compte Formation) : l’école m’y envoie le devis'), v.cpf === 'yes')}
  <p>${checkbox('terms', t('I accept the training contract and the school’s terms', 'J’accepte le contrat de formation et les conditions de l’école'), v.terms === 'accepted', 'accepted')}</p>
  <p><button type="submit">${t('Review my enrolment', 'Vérifier mon inscription')}</button> <a href="${url('licence')}">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}
function reviewPage(lang, s, alt) {
  const { t, tr, money, longDate, shortDate, url } = tools(lang);
  const e = s.enrol;
  const course = courseOf(e.course);
  const id = e.identity;
  const c = e.contact;
  const l = e.licence;
  const p = e.payment;
  const total = enrolTotal(e);
  const dob = dobOf(id);
  const dobText = `${Number(dob.slice(8, 10))} ${MONTHS[t(1, 0)][Number(dob.slice(5, 7)) - 1]} ${dob.slice(0, 4)}`;
  const change = (key) => ` · <a href="${url(key)}">${t('Change', 'Modifier')}</a>`;
  return drivingPage(
    lang,
    s,
    alt,
    t('Review', 'Récapitulatif'),
    `<h1>${t('Check your enrolment', 'Vérifiez votre inscription')}</h1>
<p class="step">${t('Review — all four steps done', 'Récapitulatif — les quatre étapes sont remplies')}</p>
<dl class="sum">
<dt>${t('Course', 'Formation')}</dt><dd>${h(tr(course.name))} · ${money(course.price)} · <a href="${url('courses')}">${t('Change', 'Modifier')}</a></dd>
<dt>${t('Learner', 'Élève')}</dt><dd>${h(id.first_name)} ${h(id.last_name)}, ${t('born on', 'né·e le')} ${dobText} ${t('in', 'à')} ${h(id.birth_place)}${change('enrol')}</dd>
<dt>${t('Contact', 'Coordonnées')}</dt><dd>${h(c.address)}${c.address2 ? `, ${h(c.address2)}` : ''}, ${h(c.postcode)} ${h(c.city)} · ${h(c.email)} · ${h(c.mobile)}${change('contactStep')}</dd>
<dt>${t('Licence file', 'Dossier permis')}</dt><dd>${l.neph_pending === 'yes' ? t('NEPH: registration by the school (+€30)', 'NEPH : inscription par l’école (+30 €)') : `NEPH ${h(l.neph)}`} · ${l.has_code === 'yes' ? t(`code passed on ${shortDate(l.code_date)}`, `code obtenu le ${shortDate(l.code_date)}`) : t('code not passed yet', 'code pas encore obtenu')}${l.gearbox ? ` · ${l.gearbox === 'manual' ? t('manual', 'boîte manuelle') : t('automatic', 'boîte automatique')}` : ''}${l.glasses === 'yes' ? ` · ${t('glasses or lenses', 'lunettes ou lentilles')}` : ''}${change('licence')}</dd>
<dt>${t('Start', 'Début')}</dt><dd>${t(`Week of ${longDate(p.start_week)}`, `Semaine du ${longDate(p.start_week)}`)}${change('payment')}</dd>
<dt>${t('Payment', 'Paiement')}</dt><dd>${p.instalments === '1' ? t('In full', 'En une fois') : t(`${p.instalments} monthly instalments of ${money(total / Number(p.instalments))}`, `${p.instalments} mensualités de ${money(total / Number(p.instalments))}`)}${p.cpf === 'yes' ? ` · ${t('CPF funding', 'financement CPF')}` : ''}${change('payment')}</dd>
<dt>${t('Total', 'Total')}</dt><dd class="price">${money(total)}</dd>
</dl>
<form method="post" action="/enrol/confirm">${langField(lang)}<p><button type="submit">${t('Confirm enrolment', 'Confirmer l’inscription')}</button></p></form>`,
  );
}

/* ---------------------------------------------------------------- lessons */

function weekOptions() {
  const out = [];
  for (let w = mondayOf(FIRST_DAY); w <= LAST_DAY; w = addDays(w, 7)) out.push(w);
  return out;
}
function calendarPage(lang, s, alt, state, week, other = '') {
  const { t, tr, longDate, dayMonth, url } = tools(lang);
  const weeks = weekOptions();
  const i = weeks.indexOf(week);
  const rows = [];
  for (let d = week; d < addDays(week, 7); d = addDays(d, 1)) {
    if (d < FIRST_DAY || d > LAST_DAY) continue;
    if (!openDay(d)) {
      rows.push(
        `<tr class="closed"><td>${dayMonth(d)}</td><td colspan="4">${dayOf(d) === 0 ? t('Closed on Sundays — no lessons', 'Fermé le dimanche — pas de leçons') : t('Public holiday — closed', 'Jour férié — fermé')}</td></tr>`,
      );
      continue;
    }
    const slots = INSTRUCTORS.flatMap((ins) => timesOf(ins, d).map((time) => ({ time, ins }))).sort((a, b) =>
      a.time.localeCompare(b.time),
    );
    for (const { time, ins } of slots) {
      const taken = slotTaken(state, d, time, ins.id);
      rows.push(
        `<tr><td>${dayMonth(d)}</td><td>${time}</td><td>${h(ins.name)}</td><td>${h(tr(ins.car))}</td><td>${taken ? `<span class="taken">${t('Taken', 'Complet')}</span>` : `<a class="btn" href="${url('slot', `?slot=${slotId(d, time, ins.id)}`)}">${t('Book', 'Réserver')}</a>`}</td></tr>`,
      );
    }
  }
  return drivingPage(
    lang,
    s,
    alt,
    t('Book a lesson', 'Réserver une leçon'),
    `<h1>${t('Book a driving lesson', 'Réserver une leçon de conduite')}</h1>
<p>${t('For learners enrolled at the school: you will be asked to sign in. One-hour lessons, Monday to Saturday, 8 am – 8 pm; closed on Sundays, 25 December and 1 January.', 'Réservé aux élèves inscrits à l’école : la connexion vous sera demandée. Leçons d’une heure, du lundi au samedi, 8 h – 20 h ; fermé le dimanche, le 25 décembre et le 1er janvier.')}</p>
${errorBox(lang, [], other)}
<form method="get" action="${url('lessons')}" class="inline">
  <label for="week" class="hint">${t('Week', 'Semaine')}</label>
  <select id="week" name="week">${weeks.map((w) => option(w, t(`Week of ${longDate(w)}`, `Semaine du ${longDate(w)}`), week)).join('')}</select>
  <button type="submit" class="btn secondary">${t('Show', 'Afficher')}</button>
</form>
<p>${i > 0 ? `<a href="${url('lessons', `?week=${weeks[i - 1]}`)}">← ${t('Previous week', 'Semaine précédente')}</a>` : ''}${i > 0 && i < weeks.length - 1 ? ' · ' : ''}${i < weeks.length - 1 ? `<a href="${url('lessons', `?week=${weeks[i + 1]}`)}">${t('Next week', 'Semaine suivante')} →</a>` : ''}</p>
<h2>${t(`Week of ${longDate(week)}`, `Semaine du ${longDate(week)}`)}</h2>
<table><thead><tr><th>${t('Day', 'Jour')}</th><th>${t('Time', 'Heure')}</th><th>${t('Instructor', 'Moniteur')}</th><th>${t('Car', 'Voiture')}</th><th></th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`,
  );
}
function slotForm(lang, s, alt, slot, acct, v = {}, missing = [], other = '') {
  const { t, tr, pick, longDate, url } = tools(lang);
  const end = `${String(Number(slot.time.slice(0, 2)) + 1).padStart(2, '0')}:${slot.time.slice(3)}`;
  return drivingPage(
    lang,
    s,
    alt,
    t('Book a lesson', 'Réserver une leçon'),
    `<h1>${t('Book this lesson', 'Réserver cette leçon')}</h1>
<p><strong>${longDate(slot.date)}, ${slot.time} – ${end}</strong> · ${h(slot.instr.name)} · ${h(tr(slot.instr.car))} · <a href="${url('lessons', `?week=${mondayOf(slot.date)}`)}">${t('Choose another slot', 'Choisir un autre créneau')}</a></p>
<p class="hint">${t(`Learner: ${acct.first} ${acct.last} · ${acct.hoursLeft} hours left on your course`, `Élève : ${acct.first} ${acct.last} · ${acct.hoursLeft} heures restantes sur votre formation`)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/lessons/book">${langField(lang)}<input type="hidden" name="slot" value="${slotId(slot.date, slot.time, slot.instr.id)}">
  <label for="l-pickup">${t('Pick-up point', 'Point de rendez-vous')}</label>
  <select id="l-pickup" name="pickup">${option('', t('Choose…', 'Choisir…'), v.pickup ?? '')}${PICKUPS.map((p) => option(p[0], pick(p), v.pickup)).join('')}</select>
  <fieldset><legend>${t('Lesson type', 'Type de leçon')}</legend>
  ${LESSON_TYPES.map((x) => radio('lesson_type', x[0], pick(x), v.lesson_type)).join('\n  ')}
  </fieldset>
  <label for="l-comments">${t('Anything your instructor should know? (optional)', 'Un mot pour votre moniteur ? (facultatif)')}</label>
  <textarea id="l-comments" name="comments" rows="3">${h(v.comments ?? '')}</textarea>
  <p>${checkbox('sms_reminder', t('Send me an SMS reminder the day before', 'M’envoyer un rappel par SMS la veille'), v.sms_reminder === 'yes')}</p>
  <p><button type="submit">${t('Book this lesson', 'Réserver cette leçon')}</button></p>
</form>`,
  );
}

/* ---------------------------------------------------------------- mock test, callback, gift, contact */

function mockForm(lang, s, alt, state, v = {}, missing = [], other = '') {
  const { t, longDate } = tools(lang);
  const left = (d, time) =>
    (MOCK_SESSIONS.find((x) => x[0] === d)?.[1][time] ?? 0) - (state.mockTaken[`${d} ${time}`] ?? 0);
  const rows = MOCK_SESSIONS.map(
    ([d, times]) =>
      `<tr><td>${longDate(d)}</td><td>${Object.keys(times)
        .map((time) => {
          const n = left(d, time);
          return `${time} — ${n > 0 ? t(`${n} places left`, `${n} places restantes`) : `<span class="taken">${t('Full', 'Complet')}</span>`}`;
        })
        .join('<br>')}</td></tr>`,
  ).join('\n');
  return drivingPage(
    lang,
    s,
    alt,
    t('Mock theory test', 'Examen blanc du code'),
    `<h1>${t('Mock theory test', 'Examen blanc du code')}</h1>
<p>${t('40 questions in real exam conditions, on tablets, in our classroom at 12 rue du Parc; results and corrections straight after. Free for our learners, €10 per seat for others (paid on the day).', '40 questions en conditions réelles, sur tablette, dans notre salle du 12 rue du Parc ; résultats et correction juste après. Gratuit pour nos élèves, 10 € la place pour les autres (réglés sur place).')}</p>
<table><thead><tr><th>${t('Session', 'Session')}</th><th>${t('Times and places', 'Horaires et places')}</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>${t('Register', 'S’inscrire')}</h2>
${errorBox(lang, missing, other)}
<form method="post" action="/theory/mock-test">${langField(lang)}
  <label for="m-session">${t('Session date', 'Date de la session')}</label>
  <select id="m-session" name="session">${option('', t('Choose a date…', 'Choisir une date…'), v.session ?? '')}${MOCK_SESSIONS.map(([d]) => option(d, longDate(d), v.session)).join('')}</select>
  <fieldset><legend>${t('Time', 'Horaire')}</legend>
  ${MOCK_TIMES.map((x) => radio('time', x, x, v.time)).join('\n  ')}
  <p class="hint">${t('Wednesday sessions at 14:00 and 17:30, Saturday sessions at 10:00 and 14:00 (see the table).', 'Sessions du mercredi à 14:00 et 17:30, du samedi à 10:00 et 14:00 (voir le tableau).')}</p>
  </fieldset>
  <label for="m-seats">${t('Number of seats', 'Nombre de places')}</label>
  <input type="number" id="m-seats" name="seats" min="1" max="4" value="${h(v.seats ?? '1')}">
  <label for="m-name">${t('Full name', 'Nom et prénom')}</label>
  <input id="m-name" name="name" value="${h(v.name ?? '')}">
  <label for="m-email">${t('Email', 'E-mail')}</label>
  <input type="email" id="m-email" name="email" value="${h(v.email ?? '')}">
  <label for="m-learner">${t('Learner number, if you are enrolled with us (optional)', 'Numéro d’élève, si vous êtes inscrit·e chez nous (facultatif)')}</label>
  <input id="m-learner" name="learner_no" placeholder="EL-0000" value="${h(v.learner_no ?? '')}">
  <p><button type="submit">${t('Register for the mock test', 'M’inscrire à l’examen blanc')}</button></p>
</form>`,
  );
}
function callbackForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return drivingPage(
    lang,
    s,
    alt,
    t('Request a callback', 'Être rappelé'),
    `<h1>${t('Request a callback', 'Demander à être rappelé')}</h1>
<p>${t('Leave your number and one of our advisers calls you back within one working day, free of charge.', 'Laissez votre numéro : un conseiller vous rappelle gratuitement sous un jour ouvré.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/callback">${langField(lang)}
  <p><input name="first_name" placeholder="${t('First name', 'Prénom')}" value="${h(v.first_name ?? '')}"></p>
  <p><input type="tel" name="phone" aria-label="${t('Phone number', 'Numéro de téléphone')}" placeholder="06 12 34 56 78" value="${h(v.phone ?? '')}"></p>
  <label for="c-best">${t('Best time to call', 'Meilleur moment pour vous appeler')}</label>
  <select id="c-best" name="best_time">${option('', t('Choose…', 'Choisir…'), v.best_time ?? '')}${BEST_TIMES.map((x) => option(x[0], pick(x), v.best_time)).join('')}</select>
  <fieldset><legend>${t('What is it about?', 'À quel sujet ?')}</legend>
  ${TOPICS.map((x) => radio('topic', x[0], pick(x), v.topic)).join('\n  ')}
  </fieldset>
  <p><button type="submit">${t('Call me back', 'Rappelez-moi')}</button></p>
</form>`,
  );
}
function giftForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return drivingPage(
    lang,
    s,
    alt,
    t('Gift card', 'Carte cadeau'),
    `<h1>${t('Give driving lessons', 'Offrir des leçons de conduite')}</h1>
<p>${t('Valid for one year on every course and lesson at Auto-École du Parc. A payment link is sent to your email.', 'Valable un an sur toutes les formations et leçons de l’Auto-École du Parc. Un lien de paiement est envoyé à votre e-mail.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/gift-card">${langField(lang)}
  <fieldset><legend>${t('Gift', 'Cadeau')}</legend>
  ${GIFTS.map((g) => radio('package', g[0], pick(g), v.package)).join('\n  ')}
  <label for="g-amount">${t('Amount in euros (for another amount, 20 to 300)', 'Montant en euros (pour un autre montant, de 20 à 300)')}</label>
  <input type="number" id="g-amount" name="other_amount" min="20" max="300" step="1" value="${h(v.other_amount ?? '')}">
  </fieldset>
  <label class="wrap">${t('Recipient’s name', 'Nom du bénéficiaire')}<input name="to_name" value="${h(v.to_name ?? '')}"></label>
  <p><textarea name="message" rows="3" placeholder="${t('A message printed on the card (optional)', 'Un message imprimé sur la carte (facultatif)')}">${h(v.message ?? '')}</textarea></p>
  <label class="wrap">${t('Your name', 'Votre nom')}<input name="from_name" value="${h(v.from_name ?? '')}"></label>
  <label class="wrap">${t('Your email', 'Votre e-mail')}<input type="email" name="email" value="${h(v.email ?? '')}"></label>
  <fieldset><legend>${t('Delivery', 'Envoi')}</legend>
  ${GIFT_DELIVERY.map((d) => radio('delivery', d[0], pick(d), v.delivery ?? 'email')).join('\n  ')}
  <label class="wrap">${t('Postal address (for delivery by post)', 'Adresse postale (pour un envoi par courrier)')}<textarea name="postal_address" rows="2">${h(v.postal_address ?? '')}</textarea></label>
  </fieldset>
  <p><button type="submit">${t('Order the gift card', 'Commander la carte cadeau')}</button></p>
</form>`,
  );
}
function contactForm(lang, s, alt, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return drivingPage(
    lang,
    s,
    alt,
    'Contact',
    `<h1>${t('Contact us', 'Nous contacter')}</h1>
<p>${t(`Call us on ${PHONE[0]} during office hours, or write to us: we answer within two working days.`, `Appelez-nous au ${PHONE[1]} aux heures d’ouverture, ou écrivez-nous : nous répondons sous deux jours ouvrés.`)}</p>
${errorBox(lang, missing)}
<form method="post" action="/contact">${langField(lang)}
  <label for="ct-name">${t('Your name', 'Votre nom')}</label>
  <input id="ct-name" name="name" value="${h(v.name ?? '')}">
  <label for="ct-email">${t('Your email', 'Votre e-mail')}</label>
  <input type="email" id="ct-email" name="email" value="${h(v.email ?? '')}">
  <p><input type="tel" name="phone" placeholder="${t('Phone (optional)', 'Téléphone (facultatif)')}" value="${h(v.phone ?? '')}"></p>
  <p><select name="subject" aria-label="${t('Subject', 'Objet')}">${option('', t('Subject…', 'Objet…'), v.subject ?? '')}${SUBJECTS.map((x) => option(x[0], pick(x), v.subject)).join('')}</select></p>
  <p><textarea name="message" rows="6" placeholder="${t('Your message', 'Votre message')}">${h(v.message ?? '')}</textarea></p>
  <p>${checkbox('consent', t('I agree that my details are used to answer my message', 'J’accepte que mes coordonnées servent à répondre à mon message'), v.consent === 'yes')}</p>
  <p><button type="submit">${t('Send', 'Envoyer')}</button></p>
</form>`,
  );
}
function signinForm(lang, s, alt, other = '') {
  const { t } = tools(lang);
  return drivingPage(
    lang,
    s,
    alt,
    t('Learner area', 'Espace élève'),
    `<h1>${t('Learner area', 'Espace élève')}</h1>
${errorBox(lang, [], other)}
<form method="post" action="/account/sign-in">${langField(lang)}
  <label for="s-email">${t('Email', 'E-mail')}</label><input type="email" id="s-email" name="email" autocomplete="username">
  <label for="s-password">${t('Password', 'Mot de passe')}</label><input type="password" id="s-password" name="password" autocomplete="current-password">
  ${checkbox('remember', t('Keep me signed in', 'Rester connecté·e'), false)}
  <p><button type="submit">${t('Sign in', 'Se connecter')}</button></p>
  <p class="hint">${t('Your access is sent by email when you enrol.', 'Vos identifiants vous sont envoyés par e-mail à l’inscription.')}</p>
</form>`,
  );
}

/* ---------------------------------------------------------------- learner area */

function accountPage(lang, s, alt, acct, tab, body) {
  const { t, tr, url } = tools(lang);
  const tabs = [
    ['myLessons', t('Lessons', 'Leçons')],
    ['documents', t('Documents', 'Documents')],
    ['progress', t('Progress', 'Progression')],
    ['profile', t('Profile', 'Profil')],
  ];
  const f = s.flash;
  s.flash = null;
  const flash = f ? `<div class="notice" role="status"><p>${h(t(f[0], f[1]))}</p></div>` : '';
  return drivingPage(
    lang,
    s,
    alt,
    t('My account', 'Mon compte'),
    `<h1>${t('Hello', 'Bonjour')} ${h(acct.first)} ${h(acct.last)}</h1>
<p>${t('Learner number', 'Numéro d’élève')} ${acct.learnerNo} · ${h(tr(courseOf(acct.course).name))} · ${t(`${acct.hoursLeft} hours left`, `${acct.hoursLeft} heures restantes`)} · <a href="${url('signout')}">${t('Sign out', 'Se déconnecter')}</a></p>
<nav class="tabs" aria-label="${t('My account', 'Mon compte')}">${tabs.map(([k, l]) => `<a href="${url(k)}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>
${flash}
${body}`,
  );
}
function lessonWhat(lang, l) {
  const { pick } = tools(lang);
  return pick(LESSON_TYPES.find((x) => x[0] === l.type)).replace(/ \(.*\)$/, '');
}
function lessonsTab(lang, acct) {
  const { t, pick, shortDate, url } = tools(lang);
  const status = (l) =>
    l.status === 'ok'
      ? t('Booked', 'Réservée')
      : l.status === 'cancelled'
        ? t('Cancelled', 'Annulée')
        : t('Done', 'Effectuée');
  const actions = (l) =>
    l.status !== 'ok'
      ? ''
      : `<a class="btn secondary" href="${url('reschedule', `?ref=${l.ref}`)}">${t('Reschedule', 'Déplacer')}</a> <a class="btn secondary" href="${url('cancel', `?ref=${l.ref}`)}">${t('Cancel', 'Annuler')}</a>`;
  const list = [...acct.lessons].sort((a, b) => `${b.date}${b.time}`.localeCompare(`${a.date}${a.time}`));
  return `<table><thead><tr><th>${t('Reference', 'Référence')}</th><th>${t('Date', 'Date')}</th><th>${t('Time', 'Heure')}</th><th>${t('Instructor', 'Moniteur')}</th><th>${t('Lesson', 'Leçon')}</th><th>${t('Pick-up', 'Rendez-vous')}</th><th>${t('Status', 'Statut')}</th><th></th></tr></thead><tbody>
${list.map((l) => `<tr><td>${l.ref}</td><td>${shortDate(l.date)}</td><td>${l.time}</td><td>${h(instructorOf(l.instr).name)}</td><td>${h(lessonWhat(lang, l))}</td><td>${h(pick(PICKUPS.find((p) => p[0] === l.pickup)))}</td><td>${status(l)}</td><td>${actions(l)}</td></tr>`).join('\n')}
</tbody></table>
<p class="hint">${t('Lessons can be moved or cancelled here free of charge up to 48 hours before they start. Later than that, call the agency.', 'Les leçons se déplacent ou s’annulent ici gratuitement jusqu’à 48 heures avant leur début. Au-delà, appelez l’agence.')}</p>
<p><a class="btn" href="${url('lessons')}">${t('Book a lesson', 'Réserver une leçon')}</a></p>`;
}
function lessonLine(lang, l) {
  const { longDate } = tools(lang);
  return `${l.ref} · ${h(lessonWhat(lang, l))} · ${longDate(l.date)}, ${l.time} · ${h(instructorOf(l.instr).name)}`;
}
function rescheduleForm(lang, l, v = {}, missing = [], other = '') {
  const { t, pick, url } = tools(lang);
  const hours = [
    '08:00',
    '09:00',
    '10:00',
    '11:00',
    '12:00',
    '14:00',
    '15:00',
    '16:00',
    '17:00',
    '18:00',
    '19:00',
  ];
  return `<h2>${t('Reschedule lesson', 'Déplacer la leçon')} ${l.ref}</h2>
<p>${lessonLine(lang, l)}</p>
<p class="hint">${t(`Same instructor (${instructorOf(l.instr).name}); see the free slots in the lesson calendar.`, `Même moniteur (${instructorOf(l.instr).name}) ; les créneaux libres sont dans le calendrier des leçons.`)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/account/lessons/reschedule">${langField(lang)}<input type="hidden" name="ref" value="${l.ref}">
  <label for="r-date">${t('New date', 'Nouvelle date')}</label>
  <input type="date" id="r-date" name="new_date" min="${FIRST_DAY}" max="${LAST_DAY}" value="${h(v.new_date ?? '')}">
  <label for="r-time">${t('New time', 'Nouvel horaire')}</label>
  <select id="r-time" name="new_time">${option('', t('Choose…', 'Choisir…'), v.new_time ?? '')}${hours.map((x) => option(x, x, v.new_time)).join('')}</select>
  <label for="r-reason">${t('Reason', 'Motif')}</label>
  <select id="r-reason" name="reason">${option('', t('Choose…', 'Choisir…'), v.reason ?? '')}${REASONS.map((x) => option(x[0], pick(x), v.reason)).join('')}</select>
  <p><button type="submit">${t('Reschedule lesson', 'Déplacer la leçon')}</button> <a href="${url('myLessons')}">${t('Back', 'Retour')}</a></p>
</form>`;
}
function cancelForm(lang, l, v = {}, missing = [], other = '') {
  const { t, pick, url } = tools(lang);
  return `<h2>${t('Cancel lesson', 'Annuler la leçon')} ${l.ref}</h2>
<p>${lessonLine(lang, l)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/account/lessons/cancel">${langField(lang)}<input type="hidden" name="ref" value="${l.ref}">
  <label for="x-reason">${t('Reason', 'Motif')}</label>
  <select id="x-reason" name="reason">${option('', t('Choose…', 'Choisir…'), v.reason ?? '')}${REASONS.map((x) => option(x[0], pick(x), v.reason)).join('')}</select>
  <p>${checkbox('confirm', t('I confirm I want to cancel this lesson (free of charge up to 48 hours before it starts)', 'Je confirme vouloir annuler cette leçon (gratuit jusqu’à 48 heures avant son début)'), v.confirm === 'yes')}</p>
  <p><button type="submit">${t('Cancel the lesson', 'Annuler la leçon')}</button> <a href="${url('myLessons')}">${t('Back', 'Retour')}</a></p>
</form>`;
}
function documentsTab(lang, acct) {
  const { t, tr, shortDate, url } = tools(lang);
  return `<table><thead><tr><th>${t('Document', 'Document')}</th><th>${t('Date', 'Date')}</th><th></th></tr></thead><tbody>
${acct.documents.map((d) => `<tr><td>${h(tr(d.name))}${d.sent ? `<br><span class="hint">${h(tr(d.sent))}</span>` : ''}</td><td>${shortDate(d.date)}</td><td><a class="btn secondary" href="${url('copy', `?doc=${d.id}`)}">${t('Request a copy', 'Demander une copie')}</a></td></tr>`).join('\n')}
</tbody></table>`;
}
function copyForm(lang, acct, doc, v = {}, missing = []) {
  const { t, tr, pick, url } = tools(lang);
  return `<h2>${t('Request a copy', 'Demander une copie')} : ${h(tr(doc.name))}</h2>
${errorBox(lang, missing)}
<form method="post" action="/account/documents/copy">${langField(lang)}<input type="hidden" name="doc" value="${doc.id}">
  <fieldset><legend>${t('How would you like it?', 'Sous quelle forme ?')}</legend>
  ${COPY_DELIVERY.map((d) => radio('delivery', d[0], pick(d), v.delivery ?? 'email')).join('\n  ')}
  </fieldset>
  <label for="d-email">${t('Email address for the PDF', 'Adresse e-mail pour le PDF')}</label>
  <input type="email" id="d-email" name="email_to" value="${h(v.email_to ?? acct.email)}">
  <p><button type="submit">${t('Send my request', 'Envoyer ma demande')}</button> <a href="${url('documents')}">${t('Back', 'Retour')}</a></p>
</form>`;
}
function progressTab(lang, acct) {
  const { t, tr, shortDate } = tools(lang);
  return `<h2>${t('My progress', 'Ma progression')}</h2>
<ul>
<li>${t('Theory test (code)', 'Code')} : ${acct.codePassed ? t(`passed on ${shortDate(acct.codePassed)}`, `obtenu le ${shortDate(acct.codePassed)}`) : t('not passed yet', 'pas encore obtenu')}</li>
<li>${t('Driving', 'Conduite')} : ${t(`${acct.hoursDone} hours done, ${acct.hoursLeft} hours left`, `${acct.hoursDone} heures effectuées, ${acct.hoursLeft} heures restantes`)}</li>
</ul>
<table><thead><tr><th>${t('Skill', 'Compétence')}</th><th>${t('Level', 'Niveau')}</th></tr></thead><tbody>
${SKILLS.map((sk, i) => `<tr><td>${h(tr(sk))}</td><td>${h(tr(LEVELS[acct.skills[i]]))}</td></tr>`).join('\n')}
</tbody></table>
<p class="hint">${t('Updated by your instructor after each lesson.', 'Mise à jour par votre moniteur après chaque leçon.')}</p>`;
}
function profileTab(lang, acct, v = null, missing = []) {
  const { t } = tools(lang);
  const x = v ?? { phone: acct.phone, sms_notify: acct.sms ? 'yes' : '', instructor: acct.instructor };
  const pref = instructorOf(acct.instructor);
  return `<h2>${t('My profile', 'Mon profil')}</h2>
<ul>
<li>${t('Email', 'E-mail')} : ${h(acct.email)}</li>
<li>${t('Phone on file', 'Téléphone enregistré')} : ${h(acct.phone)}</li>
<li>${t('SMS notifications', 'Notifications par SMS')} : ${acct.sms ? t('on', 'activées') : t('off', 'désactivées')}</li>
<li>${t('Preferred instructor', 'Moniteur préféré')} : ${pref ? h(pref.name) : t('no preference', 'pas de préférence')}</li>
</ul>
${errorBox(lang, missing)}
<form method="post" action="/account/profile">${langField(lang)}
  <label for="p-phone">${t('Mobile phone', 'Téléphone portable')}</label>
  <input type="tel" id="p-phone" name="phone" value="${h(x.phone ?? '')}">
  <p>${checkbox('sms_notify', t('Notify me by SMS (reminders, changes to my lessons)', 'Me prévenir par SMS (rappels, changements de leçons)'), x.sms_notify === 'yes')}</p>
  <label for="p-instr">${t('Preferred instructor', 'Moniteur préféré')}</label>
  <select id="p-instr" name="instructor">${option('', t('No preference', 'Pas de préférence'), x.instructor ?? '')}${INSTRUCTORS.map((i) => option(i.id, `${i.name} — ${tools(lang).tr(i.car)}`, x.instructor)).join('')}</select>
  <p><button type="submit">${t('Save my profile', 'Enregistrer mon profil')}</button></p>
</form>`;
}

/* ---------------------------------------------------------------- routes */

function resolve(path) {
  if (path === '/fr') return { key: 'home', lang: 'fr' };
  for (const [key, [en, fr]] of Object.entries(SLUGS)) {
    if (path === en || (en !== '/' && path === `${en}/`)) return { key, lang: 'en' };
    if (path === fr || (fr !== '/fr/' && path === `${fr}/`)) return { key, lang: 'fr' };
  }
  const tail = (base) => path.slice(base.length).replace(/\/$/, '');
  for (const [i, base] of COURSE_BASE.entries()) {
    const c = path.startsWith(base) && COURSES.find((x) => x.slug[i] === tail(base));
    if (c) return { key: 'course', course: c, lang: i ? 'fr' : 'en' };
  }
  for (const [i, base] of NEWS_BASE.entries()) {
    const n = path.startsWith(base) && NEWS.find((x) => x.slug[i] === tail(base));
    if (n) return { key: 'article', article: n, lang: i ? 'fr' : 'en' };
  }
  return null;
}
function altOf(where, search = '') {
  if (where.key === 'course') return COURSE_BASE.map((b, i) => `${b}${where.course.slug[i]}${search}`);
  if (where.key === 'article') return NEWS_BASE.map((b, i) => `${b}${where.article.slug[i]}${search}`);
  return SLUGS[where.key].map((p) => `${p}${search}`);
}

export async function drivingRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.parc_sid);
  if (!s) {
    const id = sid();
    s = { user: null, enrol: null, flash: null, next: null };
    state.sessions.set(id, s);
    ctx.setCookie('parc_sid', id);
  }
  const account = s.user ? state.accounts[s.user] : null;
  const acct = account ? { ...account, email: s.user } : null;
  const where = method === 'GET' ? resolve(path) : null;
  const lang = method === 'POST' ? (fields.lang === 'fr' ? 'fr' : 'en') : (where?.lang ?? 'en');
  const { t, tr, pick, money, longDate, shortDate, url, courseUrl, newsUrl } = tools(lang);
  const send = (html, status) => ({ status, lang, html });
  const altKey = (key, q = '') => SLUGS[key].map((p) => `${p}${q}`);
  const blank = (k) => !fields[k]?.trim();
  const missingOf = (pairs) => pairs.filter(([k]) => blank(k)).map(([, l]) => l);
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());
  const phoneOk = (x) =>
    /^[+\d][\d\s.()-]*$/.test((x ?? '').trim()) && (x ?? '').replace(/\D/g, '').length >= 9;
  const done = (key, title, lines, q = '') =>
    send(
      drivingPage(
        lang,
        s,
        altKey(key, q),
        title,
        `<div class="notice" role="status"><h1>${h(title)}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</div><p><a href="${url('home')}">${t('Back to the home page', 'Retour à l’accueil')}</a></p>`,
      ),
    );

  /* ------------------------------------------------------------ GET pages */
  if (method === 'GET') {
    if (!where) return { status: 404, html: null, lang: path.startsWith('/fr') ? 'fr' : 'en' };
    const key = where.key;
    const alt = altOf(where, ctx.url.search);
    const html = (title, body) => send(drivingPage(lang, s, alt, title, body));
    if (key === 'home')
      return html(
        t('Driving school in Nantes', 'Auto-école à Nantes'),
        `<h1>${t('Learn to drive in Nantes, at your own pace', 'Apprendre à conduire à Nantes, à votre rythme')}</h1>
<p>${t('Auto-École du Parc has taught Nantes to drive since 1987, opposite the Jardin des Plantes: five instructors, manual and automatic cars, and 84 % of our learners passed their driving test at the first attempt in 2025.', 'L’Auto-École du Parc apprend à conduire aux Nantais depuis 1987, face au Jardin des Plantes : cinq moniteurs, des voitures manuelles et automatiques, et 84 % de réussite au premier passage en 2025.')}</p>
<p class="notice">${t(`Today, ${longDate(TODAY)}, the office is open 9 am – 12:30 pm and 2 pm – 7 pm. Lessons Monday to Saturday, 8 am – 8 pm. Closed on Sundays, on 25 December and on 1 January.`, `Aujourd’hui, ${longDate(TODAY)}, le bureau est ouvert de 9 h à 12 h 30 et de 14 h à 19 h. Leçons du lundi au samedi, 8 h – 20 h. Fermé le dimanche, le 25 décembre et le 1er janvier.`)}</p>
<div class="cards">
<article class="card"><h2>${t('Our courses', 'Nos formations')}</h2><p>${t('Code only, manual, automatic or accelerated: from €329.', 'Code seul, manuelle, automatique ou accélérée : dès 329 €.')}</p><a class="btn" href="${url('courses')}">${t('See the courses', 'Voir les formations')}</a></article>
<article class="card"><h2>${t('Already a learner?', 'Déjà élève ?')}</h2><p>${t('Book your next lesson in the calendar.', 'Réservez votre prochaine leçon dans le calendrier.')}</p><a class="btn" href="${url('lessons')}">${t('Book a lesson', 'Réserver une leçon')}</a></article>
<article class="card"><h2>${t('Mock theory test', 'Examen blanc')}</h2><p>${t('Every Wednesday and Saturday, in real exam conditions.', 'Chaque mercredi et samedi, en conditions réelles.')}</p><a class="btn" href="${url('mock')}">${t('Register', 'S’inscrire')}</a></article>
<article class="card"><h2>${t('Questions?', 'Des questions ?')}</h2><p>${t('An adviser calls you back within a working day.', 'Un conseiller vous rappelle sous un jour ouvré.')}</p><a class="btn" href="${url('callback')}">${t('Request a callback', 'Être rappelé')}</a></article>
</div>
<p class="hint">${t('We teach the car licence only (B and B automatic): no motorbikes, no lorries.', 'Nous préparons uniquement au permis voiture (B et B automatique) : ni moto, ni poids lourd.')}</p>`,
      );
    if (key === 'courses')
      return html(
        t('Courses & prices', 'Formations & tarifs'),
        `<h1>${t('Courses and prices', 'Formations et tarifs')}</h1>
<p>${t('All prices include VAT. Pay in full or in 3 or 4 monthly instalments without fees; every course can be funded with the CPF.', 'Prix TTC. Paiement en une fois ou en 3 ou 4 mensualités sans frais ; toutes les formations sont finançables par le CPF.')}</p>
<div class="cards">
${COURSES.map((c) => `<article class="card"><h2>${h(tr(c.name))}</h2><p class="price">${money(c.price)}</p><p>${h(tr(c.text))}</p><p><a class="btn secondary" href="${courseUrl(c)}">${t('Details', 'Détails')}</a> <a class="btn" href="${url('enrol', `?course=${c.id}`)}">${t('Enrol', 'S’inscrire')}</a></p></article>`).join('\n')}
</div>
<p class="hint">${t('Extra driving lesson: €52 an hour. Accompanied driving (AAC) from 15 years old.', 'Leçon de conduite supplémentaire : 52 € de l’heure. Conduite accompagnée (AAC) dès 15 ans.')}</p>`,
      );
    if (key === 'course') {
      const c = where.course;
      return html(
        tr(c.name),
        `<h1>${h(tr(c.name))}</h1>
<p class="price">${money(c.price)}</p>
<p>${h(tr(c.text))}</p>
<ul>${c.more.map((m) => `<li>${h(tr(m))}</li>`).join('')}</ul>
<p><a class="btn" href="${url('enrol', `?course=${c.id}`)}">${t('Enrol', 'S’inscrire')}</a> <a href="${url('courses')}">${t('All courses', 'Toutes les formations')}</a></p>`,
      );
    }
    if (key === 'enrol') {
      const c = courseOf(ctx.query.get('course'));
      if (c && s.enrol?.course !== c.id) s.enrol = { course: c.id };
      return send(identityForm(lang, s, alt, s.enrol?.identity ?? {}));
    }
    if (key === 'contactStep') {
      if (!s.enrol?.identity) return { redirect: url('enrol') };
      return send(contactStepForm(lang, s, alt, s.enrol.contact ?? {}));
    }
    if (key === 'licence') {
      if (!s.enrol?.contact) return { redirect: url('contactStep') };
      return send(licenceForm(lang, s, alt, s.enrol.licence ?? {}));
    }
    if (key === 'payment') {
      if (!s.enrol?.licence) return { redirect: url('licence') };
      return send(paymentForm(lang, s, alt, s.enrol.payment ?? {}));
    }
    if (key === 'review') {
      if (!s.enrol?.payment) return { redirect: url('payment') };
      return send(reviewPage(lang, s, alt));
    }
    if (key === 'lessons') {
      const weeks = weekOptions();
      const asked = ctx.query.get('week');
      const week = weeks.includes(asked) ? asked : weeks[0];
      return send(calendarPage(lang, s, alt, state, week));
    }
    if (key === 'slot') {
      const slot = parseSlot(ctx.query.get('slot'));
      if (!slot || slot.date < FIRST_DAY || slot.date > LAST_DAY) return { redirect: url('lessons') };
      if (!acct) {
        s.next = `${path}${ctx.url.search}`;
        return { redirect: url('signin') };
      }
      if (slotTaken(state, slot.date, slot.time, slot.instr.id))
        return send(
          calendarPage(
            lang,
            s,
            altKey('lessons', `?week=${mondayOf(slot.date)}`),
            state,
            mondayOf(slot.date),
            t(
              'This slot has just been taken: choose another one.',
              'Ce créneau vient d’être pris : choisissez-en un autre.',
            ),
          ),
          409,
        );
      return send(slotForm(lang, s, alt, slot, acct));
    }
    if (key === 'mock') return send(mockForm(lang, s, alt, state));
    if (key === 'callback') return send(callbackForm(lang, s, alt));
    if (key === 'gift') return send(giftForm(lang, s, alt));
    if (key === 'contact') return send(contactForm(lang, s, alt));
    if (key === 'faq')
      return html(
        'FAQ',
        `<h1>${t('Frequently asked questions', 'Questions fréquentes')}</h1>
${FAQ.map((q) => `<details><summary>${h(t(q[0], q[1]))}</summary><p>${h(t(q[2], q[3]))}</p></details>`).join('\n')}
<p>${t('Another question?', 'Une autre question ?')} <a href="${url('callback')}">${t('Request a callback', 'Être rappelé')}</a> · <a href="${url('contact')}">${t('Write to us', 'Nous écrire')}</a></p>`,
      );
    if (key === 'news')
      return html(
        t('News', 'Actualités'),
        `<h1>${t('News', 'Actualités')}</h1>
<div class="cards">
${NEWS.map((n) => `<article class="card"><p class="hint">${longDate(n.date)}</p><h2>${h(tr(n.title))}</h2><p>${h(tr(n.lead))}</p><a href="${newsUrl(n)}">${t('Read more', 'Lire la suite')}</a></article>`).join('\n')}
</div>`,
      );
    if (key === 'article') {
      const n = where.article;
      return html(
        tr(n.title),
        `<p class="hint">${longDate(n.date)}</p><h1>${h(tr(n.title))}</h1>
<p><strong>${h(tr(n.lead))}</strong></p>
<p>${h(tr(n.body))}</p>
<p><a href="${url('news')}">${t('Back to the news', 'Retour aux actualités')}</a></p>`,
      );
    }
    if (key === 'signout') {
      s.user = null;
      return { redirect: url('home') };
    }
    if (key === 'signin') {
      if (acct) return { redirect: url('myLessons') };
      return send(signinForm(lang, s, alt));
    }
    if (!acct) {
      s.next = key === 'account' ? null : `${path}${ctx.url.search}`;
      return { redirect: url('signin') };
    }
    if (key === 'account' || key === 'myLessons')
      return send(accountPage(lang, s, alt, acct, 'myLessons', lessonsTab(lang, acct)));
    if (key === 'documents')
      return send(accountPage(lang, s, alt, acct, 'documents', documentsTab(lang, acct)));
    if (key === 'progress') return send(accountPage(lang, s, alt, acct, 'progress', progressTab(lang, acct)));
    if (key === 'profile') return send(accountPage(lang, s, alt, acct, 'profile', profileTab(lang, acct)));
    const l = acct.lessons.find((x) => x.ref === ctx.query.get('ref') && x.status === 'ok');
    if (key === 'reschedule') {
      if (!l) return { redirect: url('myLessons') };
      return send(accountPage(lang, s, alt, acct, 'myLessons', rescheduleForm(lang, l)));
    }
    if (key === 'cancel') {
      if (!l) return { redirect: url('myLessons') };
      return send(accountPage(lang, s, alt, acct, 'myLessons', cancelForm(lang, l)));
    }
    if (key === 'copy') {
      const doc = acct.documents.find((d) => d.id === ctx.query.get('doc'));
      if (!doc) return { redirect: url('documents') };
      return send(accountPage(lang, s, alt, acct, 'documents', copyForm(lang, acct, doc)));
    }
    return { status: 404, html: null, lang };
  }

  /* ------------------------------------------------------------ forms */
  if (method !== 'POST') return { status: 405, html: null, lang };

  /* enrolment */
  if (path === '/enrol') {
    const course = courseOf(fields.course);
    if (course && s.enrol?.course !== course.id) s.enrol = { course: course.id };
    const alt = altKey('enrol');
    const missing = [];
    if (!course) missing.push(t('Course', 'Formation'));
    missing.push(
      ...missingOf([
        ['first_name', t('First name', 'Prénom')],
        ['last_name', t('Last name', 'Nom')],
      ]),
    );
    const dob = dobOf(fields);
    if (blank('dob_day') || blank('dob_month') || blank('dob_year') || !validIsoDate(dob))
      missing.push(t('Date of birth', 'Date de naissance'));
    else if (new Date(`${dob}T00:00:00Z`).toISOString().slice(0, 10) !== dob)
      missing.push(t('Date of birth (this day does not exist)', 'Date de naissance (ce jour n’existe pas)'));
    if (blank('birth_place')) missing.push(t('Place of birth', 'Lieu de naissance'));
    if (missing.length) return send(identityForm(lang, s, alt, fields, missing), 422);
    const age = ageOn(dob, TODAY);
    if (age < course.minAge)
      return send(
        identityForm(
          lang,
          s,
          alt,
          fields,
          [],
          t(
            `The ${tr(course.name)} course is open from ${course.minAge} years old.`,
            `La formation ${tr(course.name)} est ouverte à partir de ${course.minAge} ans.`,
          ),
        ),
        422,
      );
    s.enrol.identity = {
      first_name: fields.first_name.trim(),
      last_name: fields.last_name.trim(),
      dob_day: fields.dob_day,
      dob_month: fields.dob_month,
      dob_year: fields.dob_year,
      birth_place: fields.birth_place.trim(),
    };
    return { redirect: url('contactStep') };
  }
  if (path === '/enrol/contact') {
    if (!s.enrol?.identity) return { redirect: url('enrol') };
    const missing = missingOf([
      ['address', t('Street address', 'Adresse')],
      ['postcode', t('Postcode', 'Code postal')],
      ['city', t('City', 'Ville')],
      ['email', t('Email', 'E-mail')],
      ['mobile', t('Mobile phone', 'Téléphone portable')],
    ]);
    if (!blank('postcode') && !/^\d{5}$/.test(fields.postcode.trim()))
      missing.push(t('Postcode: 5 digits', 'Code postal : 5 chiffres'));
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('A valid email', 'Un e-mail valide'));
    if (!blank('mobile') && !phoneOk(fields.mobile))
      missing.push(t('A valid mobile number', 'Un numéro de portable valide'));
    if (missing.length) return send(contactStepForm(lang, s, altKey('contactStep'), fields, missing), 422);
    s.enrol.contact = {
      address: fields.address.trim(),
      address2: fields.address2?.trim() ?? '',
      postcode: fields.postcode.trim(),
      city: fields.city.trim(),
      email: fields.email.trim(),
      mobile: fields.mobile.trim(),
    };
    return { redirect: url('licence') };
  }
  if (path === '/enrol/licence-file') {
    if (!s.enrol?.contact) return { redirect: url('enrol') };
    const course = courseOf(s.enrol.course);
    const missing = [];
    const pending = fields.neph_pending === 'yes';
    if (!pending) {
      const digits = (fields.neph ?? '').replace(/[\s.-]/g, '');
      if (!digits)
        missing.push(
          t(
            'ANTS / NEPH number (or tick “no number yet”)',
            'Numéro ANTS / NEPH (ou cochez « pas encore de numéro »)',
          ),
        );
      else if (!/^\d{12}$/.test(digits))
        missing.push(t('ANTS / NEPH number: 12 digits', 'Numéro ANTS / NEPH : 12 chiffres'));
    }
    if (!['yes', 'no'].includes(fields.has_code))
      missing.push(t('Have you already passed the code?', 'Avez-vous déjà obtenu le code ?'));
    if (fields.has_code === 'yes') {
      const d = (fields.code_date ?? '').trim();
      if (!validIsoDate(d)) missing.push(t('Date you passed the code', 'Date d’obtention du code'));
      else if (d > TODAY || d < '2021-12-09')
        missing.push(
          t(
            'Date you passed the code: within the last 5 years',
            'Date d’obtention du code : dans les 5 dernières années',
          ),
        );
    }
    if (course.gearbox && !['manual', 'automatic'].includes(fields.gearbox))
      missing.push(t('Gearbox', 'Boîte de vitesses'));
    if (missing.length) return send(licenceForm(lang, s, altKey('licence'), fields, missing), 422);
    let other = '';
    if (course.id === 'code-only' && fields.has_code === 'yes')
      other = t(
        'You have already passed the code: the “Code only” course is not for you. Choose a driving course instead.',
        'Vous avez déjà le code : la formation « Code seul » ne vous concerne pas. Choisissez plutôt une formation à la conduite.',
      );
    else if (course.gearbox === 'manual' && fields.gearbox !== 'manual')
      other = t(
        'The 20-hour manual course is taught on a manual car: for an automatic car, choose the Automatic 13h course.',
        'La formation Manuel 20 heures se fait en boîte manuelle : pour une boîte automatique, choisissez la formation Automatique 13 h.',
      );
    else if (course.gearbox === 'automatic' && fields.gearbox !== 'automatic')
      other = t(
        'The Automatic 13h course is taught on an automatic car: for a manual car, choose the 20-hour manual course.',
        'La formation Automatique 13 h se fait en boîte automatique : pour une boîte manuelle, choisissez la formation Manuel 20 heures.',
      );
    if (other) return send(licenceForm(lang, s, altKey('licence'), fields, [], other), 422);
    s.enrol.licence = {
      neph: pending ? '' : fields.neph.trim(),
      neph_pending: pending ? 'yes' : '',
      has_code: fields.has_code,
      code_date: fields.has_code === 'yes' ? fields.code_date.trim() : '',
      gearbox: course.gearbox ? fields.gearbox : '',
      glasses: fields.glasses === 'yes' ? 'yes' : '',
    };
    return { redirect: url('payment') };
  }
  if (path === '/enrol/payment') {
    if (!s.enrol?.licence) return { redirect: url('enrol') };
    const missing = [];
    if (!START_WEEKS.includes(fields.start_week)) missing.push(t('Start week', 'Semaine de début'));
    if (!INSTALMENTS.includes(fields.instalments)) missing.push(t('Payment plan', 'Échéancier'));
    if (fields.terms !== 'accepted')
      missing.push(t('The training contract and terms', 'Le contrat de formation et les conditions'));
    if (missing.length) return send(paymentForm(lang, s, altKey('payment'), fields, missing), 422);
    s.enrol.payment = {
      start_week: fields.start_week,
      instalments: fields.instalments,
      cpf: fields.cpf === 'yes' ? 'yes' : '',
      terms: 'accepted',
    };
    return { redirect: url('review') };
  }
  if (path === '/enrol/confirm') {
    const e = s.enrol;
    if (!e?.payment) return { redirect: url('enrol') };
    const ref = `ENR-${state.nextEnrol++}`;
    const course = courseOf(e.course);
    s.enrol = null;
    return done('courses', t('Enrolment confirmed', 'Inscription confirmée'), [
      `${t('Your file number', 'Votre numéro de dossier')} : <strong>${ref}</strong>`,
      `${h(e.identity.first_name)} ${h(e.identity.last_name)} · ${h(tr(course.name))} · ${t(`from the week of ${longDate(e.payment.start_week)}`, `à partir de la semaine du ${longDate(e.payment.start_week)}`)} · ${money(enrolTotal(e))}`,
      t(
        `Your training contract and your learner-area access are on their way to ${h(e.contact.email)}.`,
        `Votre contrat de formation et vos accès à l’espace élève arrivent à ${h(e.contact.email)}.`,
      ),
    ]);
  }

  /* mock test, callback, gift card, contact */
  if (path === '/theory/mock-test') {
    const alt = altKey('mock');
    const missing = missingOf([
      ['session', t('Session date', 'Date de la session')],
      ['name', t('Full name', 'Nom et prénom')],
      ['email', t('Email', 'E-mail')],
    ]);
    if (!MOCK_TIMES.includes(fields.time)) missing.push(t('Time', 'Horaire'));
    const seats = Number(fields.seats);
    if (!Number.isInteger(seats) || seats < 1 || seats > 4)
      missing.push(t('Number of seats (1 to 4)', 'Nombre de places (1 à 4)'));
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('A valid email', 'Un e-mail valide'));
    if (!blank('learner_no') && !/^EL-?\d{4}$/i.test(fields.learner_no.trim()))
      missing.push(t('Learner number (EL- and 4 digits)', 'Numéro d’élève (EL- et 4 chiffres)'));
    if (missing.length) return send(mockForm(lang, s, alt, state, fields, missing), 422);
    const session = MOCK_SESSIONS.find((x) => x[0] === fields.session);
    if (!session || !(fields.time in session[1]))
      return send(
        mockForm(
          lang,
          s,
          alt,
          state,
          fields,
          [],
          t(
            'There is no session at that time on that day: see the table.',
            'Pas de session à cet horaire ce jour-là : voyez le tableau.',
          ),
        ),
        422,
      );
    const k = `${fields.session} ${fields.time}`;
    const left = session[1][fields.time] - (state.mockTaken[k] ?? 0);
    if (left < seats)
      return send(
        mockForm(
          lang,
          s,
          alt,
          state,
          fields,
          [],
          left <= 0
            ? t(
                `The session of ${longDate(fields.session)} at ${fields.time} is full.`,
                `La session du ${longDate(fields.session)} à ${fields.time} est complète.`,
              )
            : t(`Only ${left} places left in that session.`, `Plus que ${left} places dans cette session.`),
        ),
        422,
      );
    state.mockTaken[k] = (state.mockTaken[k] ?? 0) + seats;
    const ref = `MOCK-${state.nextMock++}`;
    const learner = !blank('learner_no');
    return done('mock', t('You’re registered for the mock test', 'Inscription à l’examen blanc confirmée'), [
      `${t('Reference', 'Référence')} : <strong>${ref}</strong>`,
      `${longDate(fields.session)}, ${fields.time} · ${t(seats > 1 ? `${seats} seats` : '1 seat', seats > 1 ? `${seats} places` : '1 place')} · ${learner ? t('free (learner of the school)', 'gratuit (élève de l’école)') : t(`${money(10 * seats)} to pay on the day`, `${money(10 * seats)} à régler sur place`)}`,
      t(
        `Please arrive 15 minutes early with an ID. A reminder will be sent to ${h(fields.email.trim())}.`,
        `Merci d’arriver 15 minutes avant avec une pièce d’identité. Un rappel sera envoyé à ${h(fields.email.trim())}.`,
      ),
    ]);
  }
  if (path === '/callback') {
    const missing = missingOf([
      ['first_name', t('First name', 'Prénom')],
      ['phone', t('Phone number', 'Numéro de téléphone')],
    ]);
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('A valid phone number', 'Un numéro de téléphone valide'));
    if (!BEST_TIMES.some((x) => x[0] === fields.best_time))
      missing.push(t('Best time to call', 'Meilleur moment pour vous appeler'));
    if (!TOPICS.some((x) => x[0] === fields.topic)) missing.push(t('What is it about?', 'À quel sujet ?'));
    if (missing.length) return send(callbackForm(lang, s, altKey('callback'), fields, missing), 422);
    const ref = `CB-${state.nextCallback++}`;
    return done('callback', t('We’ll call you back', 'Nous vous rappelons'), [
      `${t('Request', 'Demande')} <strong>${ref}</strong>`,
      t(
        `Thank you ${h(fields.first_name.trim())}: an adviser will call you on ${h(fields.phone.trim())}, ${h(pick(BEST_TIMES.find((x) => x[0] === fields.best_time)).toLowerCase())}, about: ${h(pick(TOPICS.find((x) => x[0] === fields.topic)).toLowerCase())}.`,
        `Merci ${h(fields.first_name.trim())} : un conseiller vous appellera au ${h(fields.phone.trim())}, ${h(pick(BEST_TIMES.find((x) => x[0] === fields.best_time)).toLowerCase())}, au sujet de : ${h(pick(TOPICS.find((x) => x[0] === fields.topic)).toLowerCase())}.`,
      ),
    ]);
  }
  if (path === '/gift-card') {
    const missing = [];
    const g = GIFTS.find((x) => x[0] === fields.package);
    if (!g) missing.push(t('Gift', 'Cadeau'));
    let amount = g?.[3] ?? 0;
    if (g?.[0] === 'other') {
      amount = Number(fields.other_amount);
      if (!Number.isInteger(amount) || amount < 20 || amount > 300)
        missing.push(
          t(
            'Amount: a whole number of euros from 20 to 300',
            'Montant : un nombre entier d’euros de 20 à 300',
          ),
        );
    }
    missing.push(
      ...missingOf([
        ['to_name', t('Recipient’s name', 'Nom du bénéficiaire')],
        ['from_name', t('Your name', 'Votre nom')],
        ['email', t('Your email', 'Votre e-mail')],
      ]),
    );
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('A valid email', 'Un e-mail valide'));
    if (!GIFT_DELIVERY.some((d) => d[0] === fields.delivery)) missing.push(t('Delivery', 'Envoi'));
    if (fields.delivery === 'post' && blank('postal_address'))
      missing.push(
        t('Postal address (for delivery by post)', 'Adresse postale (pour un envoi par courrier)'),
      );
    if ((fields.message ?? '').length > 200)
      missing.push(t('Message: 200 characters at most', 'Message : 200 caractères au plus'));
    if (missing.length) return send(giftForm(lang, s, altKey('gift'), fields, missing), 422);
    const ref = `GIFT-${state.nextGift++}`;
    const total = amount + (fields.delivery === 'post' ? 3 : 0);
    return done('gift', t('Gift card ordered', 'Carte cadeau commandée'), [
      `${t('Gift card number', 'Numéro de la carte')} : <strong>${ref}</strong>`,
      `${t('For', 'Pour')} ${h(fields.to_name.trim())} · ${g[0] === 'other' ? money(amount) : h(pick(g))} · ${t('total', 'total')} ${money(total)}`,
      t(
        `A payment link has been sent to ${h(fields.email.trim())}; the card follows ${fields.delivery === 'post' ? 'by post within 3 working days' : 'by email as soon as it is paid'}.`,
        `Un lien de paiement a été envoyé à ${h(fields.email.trim())} ; la carte suit ${fields.delivery === 'post' ? 'par courrier sous 3 jours ouvrés' : 'par e-mail dès le paiement'}.`,
      ),
    ]);
  }
  if (path === '/contact') {
    const missing = missingOf([
      ['name', t('Your name', 'Votre nom')],
      ['email', t('Your email', 'Votre e-mail')],
      ['subject', t('Subject', 'Objet')],
      ['message', t('Your message', 'Votre message')],
    ]);
    if (!blank('subject') && !SUBJECTS.some((x) => x[0] === fields.subject))
      missing.push(t('Subject', 'Objet'));
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('A valid email', 'Un e-mail valide'));
    if (!blank('phone') && !phoneOk(fields.phone))
      missing.push(t('A valid phone number', 'Un numéro de téléphone valide'));
    if (fields.consent !== 'yes')
      missing.push(
        t('Your agreement to the use of your details', 'Votre accord pour l’utilisation de vos coordonnées'),
      );
    if (missing.length) return send(contactForm(lang, s, altKey('contact'), fields, missing), 422);
    const ref = `MSG-${state.nextMessage++}`;
    return done('contact', t('Message sent', 'Message envoyé'), [
      t(
        `Thank you ${h(fields.name.trim())}, your message has been received (ref. ${ref}).`,
        `Merci ${h(fields.name.trim())}, votre message a bien été reçu (réf. ${ref}).`,
      ),
      t(`We will answer at ${h(fields.email.trim())}.`, `Nous vous répondrons à ${h(fields.email.trim())}.`),
    ]);
  }

  /* learner area */
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
    return { redirect: next ?? url('myLessons') };
  }
  if (!account) return { redirect: url('signin') };
  if (path === '/lessons/book') {
    const slot = parseSlot(fields.slot);
    if (!slot) return { redirect: url('lessons') };
    const alt = altKey('slot', `?slot=${fields.slot}`);
    const again = (missing, other = '') =>
      send(slotForm(lang, s, alt, slot, acct, fields, missing, other), 422);
    const missing = [];
    if (!PICKUPS.some((p) => p[0] === fields.pickup))
      missing.push(t('Pick-up point', 'Point de rendez-vous'));
    if (!LESSON_TYPES.some((x) => x[0] === fields.lesson_type))
      missing.push(t('Lesson type', 'Type de leçon'));
    if (missing.length) return again(missing);
    if (slot.date < FIRST_DAY || slot.date > LAST_DAY)
      return again(
        [],
        t(
          'Lessons are booked from tomorrow to 30 January 2027.',
          'Les leçons se réservent de demain au 30 janvier 2027.',
        ),
      );
    if (slotTaken(state, slot.date, slot.time, slot.instr.id))
      return again(
        [],
        t(
          'This slot has just been taken: choose another one.',
          'Ce créneau vient d’être pris : choisissez-en un autre.',
        ),
      );
    const course = courseOf(account.course);
    if (course.gearbox !== 'either' && slot.instr.gearbox !== course.gearbox)
      return again(
        [],
        t(
          `Your course (${tr(course.name)}) is on a ${course.gearbox} car: choose a slot with a ${course.gearbox} car.`,
          `Votre formation (${tr(course.name)}) se fait en boîte ${course.gearbox === 'manual' ? 'manuelle' : 'automatique'} : choisissez un créneau avec une voiture ${course.gearbox === 'manual' ? 'manuelle' : 'automatique'}.`,
        ),
      );
    if (account.hoursLeft < 1)
      return again(
        [],
        t(
          'You have no hours left on your course: buy extra lessons at the agency.',
          'Il ne vous reste plus d’heures : achetez des leçons supplémentaires à l’agence.',
        ),
      );
    if (fields.lesson_type === 'night' && slot.time < '17:00')
      return again(
        [],
        t(
          'Night driving lessons start at 5 pm or later.',
          'Les leçons de conduite de nuit commencent à 17 h ou plus tard.',
        ),
      );
    if (fields.lesson_type === 'motorway' && account.hoursDone < 10)
      return again(
        [],
        t(
          `Motorway lessons are open from 10 hours of driving (you have ${account.hoursDone}).`,
          `Les leçons sur autoroute sont ouvertes dès 10 heures de conduite (vous en avez ${account.hoursDone}).`,
        ),
      );
    const ref = `LES-${state.nextLesson++}`;
    const lesson = {
      ref,
      date: slot.date,
      time: slot.time,
      instr: slot.instr.id,
      type: fields.lesson_type,
      pickup: fields.pickup,
      status: 'ok',
    };
    account.lessons.push(lesson);
    account.hoursLeft -= 1;
    state.booked.push({ date: slot.date, time: slot.time, instr: slot.instr.id });
    return done('lessons', t('Lesson booked', 'Leçon réservée'), [
      `${t('Reference', 'Référence')} : <strong>${ref}</strong>`,
      `${longDate(slot.date)}, ${slot.time} · ${h(slot.instr.name)} · ${h(lessonWhat(lang, lesson))} · ${t('pick-up', 'rendez-vous')} : ${h(pick(PICKUPS.find((p) => p[0] === fields.pickup)))}`,
      `${fields.sms_reminder === 'yes' ? t(`An SMS reminder will be sent to ${h(account.phone)} the day before. `, `Un rappel par SMS sera envoyé au ${h(account.phone)} la veille. `) : ''}${t(`${account.hoursLeft} hours left on your course.`, `${account.hoursLeft} heures restantes sur votre formation.`)}`,
    ]);
  }
  const own = (ref) => account.lessons.find((x) => x.ref === ref && x.status === 'ok');
  const late = (l) =>
    hoursBefore(l.date, l.time) < 48
      ? t(
          `Too late to change ${l.ref} online: lessons can be moved or cancelled free of charge up to 48 hours before they start. Please call the agency on ${PHONE[0]}.`,
          `Trop tard pour modifier ${l.ref} en ligne : les leçons se déplacent ou s’annulent gratuitement jusqu’à 48 heures avant leur début. Merci d’appeler l’agence au ${PHONE[1]}.`,
        )
      : '';
  if (path === '/account/lessons/reschedule') {
    const l = own(fields.ref);
    if (!l) return { redirect: url('myLessons') };
    const alt = altKey('reschedule', `?ref=${l.ref}`);
    const again = (missing, other = '') =>
      send(
        accountPage(lang, s, alt, acct, 'myLessons', rescheduleForm(lang, l, fields, missing, other)),
        422,
      );
    const missing = missingOf([
      ['new_date', t('New date', 'Nouvelle date')],
      ['new_time', t('New time', 'Nouvel horaire')],
    ]);
    if (!REASONS.some((x) => x[0] === fields.reason)) missing.push(t('Reason', 'Motif'));
    if (missing.length) return again(missing);
    const tooLate = late(l);
    if (tooLate) return again([], tooLate);
    const d = fields.new_date.trim();
    const time = fields.new_time.trim();
    const instr = instructorOf(l.instr);
    if (!validIsoDate(d)) return again([], t('New date: invalid date.', 'Nouvelle date : date invalide.'));
    if (d < FIRST_DAY || d > LAST_DAY)
      return again(
        [],
        t(
          'Lessons are booked from tomorrow to 30 January 2027.',
          'Les leçons se réservent de demain au 30 janvier 2027.',
        ),
      );
    if (!openDay(d))
      return again(
        [],
        t(
          `The school is closed on ${longDate(d)} (closed on Sundays, 25 December and 1 January).`,
          `L’école est fermée le ${longDate(d)} (fermée le dimanche, le 25 décembre et le 1er janvier).`,
        ),
      );
    if (!timesOf(instr, d).includes(time) || slotTaken(state, d, time, instr.id))
      return again(
        [],
        t(
          `${instr.name} has no free slot on ${longDate(d)} at ${time}: see the lesson calendar.`,
          `${instr.name} n’a pas de créneau libre le ${longDate(d)} à ${time} : voyez le calendrier des leçons.`,
        ),
      );
    l.date = d;
    l.time = time;
    s.flash = [
      `Lesson ${l.ref} moved to ${DAYS[1][dayOf(d)]} ${shortDate(d)} at ${time}.`,
      `Leçon ${l.ref} déplacée au ${DAYS[0][dayOf(d)]} ${shortDate(d)} à ${time}.`,
    ];
    return { redirect: url('myLessons') };
  }
  if (path === '/account/lessons/cancel') {
    const l = own(fields.ref);
    if (!l) return { redirect: url('myLessons') };
    const alt = altKey('cancel', `?ref=${l.ref}`);
    const missing = [];
    if (!REASONS.some((x) => x[0] === fields.reason)) missing.push(t('Reason', 'Motif'));
    if (fields.confirm !== 'yes') missing.push(t('Confirmation box', 'Case de confirmation'));
    const tooLate = missing.length ? '' : late(l);
    if (missing.length || tooLate)
      return send(
        accountPage(lang, s, alt, acct, 'myLessons', cancelForm(lang, l, fields, missing, tooLate)),
        422,
      );
    l.status = 'cancelled';
    account.hoursLeft += 1;
    s.flash = [
      `Lesson ${l.ref} has been cancelled; the hour is back on your course.`,
      `La leçon ${l.ref} a été annulée ; l’heure est recréditée sur votre formation.`,
    ];
    return { redirect: url('myLessons') };
  }
  if (path === '/account/documents/copy') {
    const doc = account.documents.find((d) => d.id === fields.doc);
    if (!doc) return { redirect: url('documents') };
    const missing = [];
    if (!COPY_DELIVERY.some((d) => d[0] === fields.delivery))
      missing.push(t('How would you like it?', 'Sous quelle forme ?'));
    if (fields.delivery === 'email' && !emailOk(fields.email_to))
      missing.push(t('Email address for the PDF', 'Adresse e-mail pour le PDF'));
    if (missing.length)
      return send(
        accountPage(
          lang,
          s,
          altKey('copy', `?doc=${doc.id}`),
          acct,
          'documents',
          copyForm(lang, acct, doc, fields, missing),
        ),
        422,
      );
    const ready = addDays(TODAY, 2);
    const [en, fr] = doc.name;
    if (fields.delivery === 'email')
      s.flash = [
        `A copy of “${en}” has been sent to ${fields.email_to.trim()}.`,
        `Une copie de « ${fr} » a été envoyée à ${fields.email_to.trim()}.`,
      ];
    else if (fields.delivery === 'agency')
      s.flash = [
        `A paper copy of “${en}” will be ready at the agency from ${DAYS[1][dayOf(ready)]} ${shortDate(ready)}.`,
        `Une copie papier de « ${fr} » sera prête à l’agence à partir du ${DAYS[0][dayOf(ready)]} ${shortDate(ready)}.`,
      ];
    else
      s.flash = [
        `A paper copy of “${en}” will be posted to your address within 3 working days (€2.50 added to your next invoice).`,
        `Une copie papier de « ${fr} » vous sera envoyée par courrier sous 3 jours ouvrés (2,50 € ajoutés à votre prochaine facture).`,
      ];
    doc.sent = [`copy requested on ${shortDate(TODAY)}`, `copie demandée le ${shortDate(TODAY)}`];
    return { redirect: url('documents') };
  }
  if (path === '/account/profile') {
    const missing = [];
    if (!phoneOk(fields.phone)) missing.push(t('Mobile phone', 'Téléphone portable'));
    if (!blank('instructor') && !instructorOf(fields.instructor))
      missing.push(t('Preferred instructor', 'Moniteur préféré'));
    if (missing.length)
      return send(
        accountPage(lang, s, altKey('profile'), acct, 'profile', profileTab(lang, acct, fields, missing)),
        422,
      );
    account.phone = fields.phone.trim();
    account.sms = fields.sms_notify === 'yes';
    account.instructor = fields.instructor || '';
    s.flash = ['Your profile has been saved.', 'Votre profil a été enregistré.'];
    return { redirect: url('profile') };
  }
  return { status: 404, html: null, lang };
}
