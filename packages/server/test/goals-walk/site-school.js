// school: Northgate Institute, a continuing-education school in Ottawa (English by default, a French
// version through the EN | FR switch in the header). A home page with featured courses; a course
// catalogue with a GET filter (subject, level, format, keyword) and course cards, each with "View course"
// and "Enrol"; a course page with its sessions in a table (an "Enrol" button per open row); enrolment in
// three steps (your details, education and funding, review with the terms and the code of conduct)
// ending on an ENR- reference; a scholarship application (SCH- reference); an open-day registration
// (OD- number); a contact form (TKT- ticket); and a student portal behind a sign-in (student ID +
// password) with tabs: timetable, grades, document requests (REQ- reference) and profile.
// "Today" on this site is Monday 13 April 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS as FR_EN_DAYS, MONTHS as FR_EN_MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

// id, English, French
const SUBJECTS = [
  ['computing', 'Computing & IT', 'Informatique et numérique'],
  ['languages', 'Languages', 'Langues'],
  ['business', 'Business & management', 'Gestion et management'],
  ['arts', 'Arts & design', 'Arts et design'],
  ['health', 'Health & community care', 'Santé et relation d’aide'],
];
const LEVELS = [
  ['beginner', 'Beginner', 'Débutant'],
  ['intermediate', 'Intermediate', 'Intermédiaire'],
  ['advanced', 'Advanced', 'Avancé'],
];
const FORMATS = [
  ['online', 'Online', 'En ligne'],
  ['campus', 'On campus (daytime)', 'Sur le campus (en journée)'],
  ['evening', 'Evening classes', 'Cours du soir'],
];
const CAMPUSES = {
  downtown: ['Downtown campus', 'Campus du centre-ville'],
  kanata: ['Kanata campus', 'Campus de Kanata'],
  online: ['Online (live classes)', 'En ligne (cours en direct)'],
};

const session = (id, start, campus, seats) => ({ id, start, campus, seats });
const COURSES = [
  {
    slug: 'python-for-beginners',
    code: 'PY101',
    title: ['Python for Beginners', 'Python pour débutants'],
    subject: 'computing',
    level: 'beginner',
    format: 'evening',
    length: ['10 weeks', '10 semaines'],
    when: ['Tuesdays, 6:30–9 p.m.', 'Le mardi, de 18 h 30 à 21 h'],
    fee: 495,
    summary: [
      'Write your first programs: variables, loops, functions and files, with a small project each week.',
      'Écrivez vos premiers programmes : variables, boucles, fonctions et fichiers, avec un petit projet chaque semaine.',
    ],
    sessions: [
      session('PY101-0414', '2026-04-14', 'downtown', 6),
      session('PY101-0505', '2026-05-05', 'kanata', 0),
      session('PY101-0915', '2026-09-15', 'downtown', 14),
    ],
  },
  {
    slug: 'data-analysis-with-excel',
    code: 'DA210',
    title: ['Data Analysis with Excel', 'Analyse de données avec Excel'],
    subject: 'computing',
    level: 'intermediate',
    format: 'online',
    length: ['8 weeks', '8 semaines'],
    when: [
      'Mondays and Thursdays, 7–9 p.m. (live online)',
      'Le lundi et le jeudi, de 19 h à 21 h (en direct)',
    ],
    fee: 640,
    summary: [
      'Pivot tables, Power Query and clear dashboards for the numbers you already work with.',
      'Tableaux croisés dynamiques, Power Query et tableaux de bord clairs pour les chiffres de votre quotidien.',
    ],
    sessions: [
      session('DA210-0420', '2026-04-20', 'online', 15),
      session('DA210-0601', '2026-06-01', 'online', 3),
    ],
  },
  {
    slug: 'machine-learning-in-practice',
    code: 'ML450',
    title: ['Machine Learning in Practice', 'Apprentissage automatique appliqué'],
    subject: 'computing',
    level: 'advanced',
    format: 'online',
    length: ['12 weeks', '12 semaines'],
    when: ['Wednesdays, 6–9 p.m. (live online)', 'Le mercredi, de 18 h à 21 h (en direct)'],
    fee: 1150,
    summary: [
      'From clean data to deployed models with Python, scikit-learn and a capstone on real data.',
      'Des données propres aux modèles en production avec Python et scikit-learn, et un projet final sur des données réelles.',
    ],
    sessions: [
      session('ML450-0513', '2026-05-13', 'online', 9),
      session('ML450-0909', '2026-09-09', 'online', 20),
    ],
  },
  {
    slug: 'spanish-a1',
    code: 'SP101',
    title: ['Spanish A1 – Beginners', 'Espagnol A1 – débutants'],
    subject: 'languages',
    level: 'beginner',
    format: 'evening',
    length: ['10 weeks', '10 semaines'],
    when: ['Tuesdays or Thursdays, 6:30–9 p.m.', 'Le mardi ou le jeudi, de 18 h 30 à 21 h'],
    fee: 380,
    summary: [
      'Introduce yourself, order a meal and get around: everyday Spanish from the very first class.',
      'Se présenter, commander au restaurant, s’orienter : l’espagnol du quotidien dès le premier cours.',
    ],
    sessions: [
      session('SP101-0421', '2026-04-21', 'downtown', 8),
      session('SP101-0423', '2026-04-23', 'kanata', 2),
      session('SP101-0922', '2026-09-22', 'downtown', 16),
    ],
  },
  {
    slug: 'french-conversation-b1',
    code: 'FR220',
    title: ['French Conversation B1', 'Conversation française B1'],
    subject: 'languages',
    level: 'intermediate',
    format: 'online',
    length: ['8 weeks', '8 semaines'],
    when: ['Mondays, 12–1:30 p.m. (live online)', 'Le lundi, de 12 h à 13 h 30 (en direct)'],
    fee: 360,
    summary: [
      'Small groups of eight to speak with confidence at work: meetings, phone calls and small talk.',
      'Des groupes de huit pour parler avec aisance au travail : réunions, appels et échanges informels.',
    ],
    sessions: [
      session('FR220-0504', '2026-05-04', 'online', 10),
      session('FR220-0608', '2026-06-08', 'online', 0),
      session('FR220-0914', '2026-09-14', 'online', 12),
    ],
  },
  {
    slug: 'project-management-essentials',
    code: 'PM310',
    title: ['Project Management Essentials', 'Gestion de projet – l’essentiel'],
    subject: 'business',
    level: 'intermediate',
    format: 'campus',
    length: ['5 days', '5 jours'],
    when: ['Monday to Friday, 9 a.m.–4:30 p.m.', 'Du lundi au vendredi, de 9 h à 16 h 30'],
    fee: 1290,
    summary: [
      'Scope, schedule, budget and risk: an intensive week that prepares you for the CAPM® exam.',
      'Périmètre, calendrier, budget et risques : une semaine intensive qui prépare à l’examen CAPM®.',
    ],
    sessions: [
      session('PM310-0511', '2026-05-11', 'kanata', 5),
      session('PM310-0615', '2026-06-15', 'downtown', 11),
      session('PM310-1005', '2026-10-05', 'downtown', 18),
    ],
  },
  {
    slug: 'bookkeeping-and-payroll',
    code: 'BK120',
    title: ['Bookkeeping and Payroll', 'Tenue de livres et paie'],
    subject: 'business',
    level: 'beginner',
    format: 'online',
    length: ['6 weeks', '6 semaines'],
    when: [
      'Self-paced, with a live Q&A on Tuesdays at noon',
      'À votre rythme, avec une séance de questions le mardi à midi',
    ],
    fee: 420,
    summary: [
      'Journals, reconciliations, GST/HST and source deductions for a small Canadian business.',
      'Journaux, rapprochements, TPS/TVH et retenues à la source pour une petite entreprise canadienne.',
    ],
    sessions: [session('BK120-0427', '2026-04-27', 'online', 7)],
  },
  {
    slug: 'leading-teams',
    code: 'LD500',
    title: ['Leading Teams', 'Diriger une équipe'],
    subject: 'business',
    level: 'advanced',
    format: 'evening',
    length: ['6 weeks', '6 semaines'],
    when: ['Wednesdays, 6–9 p.m.', 'Le mercredi, de 18 h à 21 h'],
    fee: 780,
    summary: [
      'Feedback, delegation and difficult conversations for managers with at least two years in the role.',
      'Rétroaction, délégation et conversations difficiles, pour les gestionnaires en poste depuis au moins deux ans.',
    ],
    sessions: [
      session('LD500-0429', '2026-04-29', 'downtown', 4),
      session('LD500-0916', '2026-09-16', 'downtown', 12),
    ],
  },
  {
    slug: 'digital-photography',
    code: 'PH130',
    title: ['Digital Photography', 'Photographie numérique'],
    subject: 'arts',
    level: 'beginner',
    format: 'campus',
    length: ['6 Saturdays', '6 samedis'],
    when: ['Saturdays, 9:30 a.m.–12:30 p.m.', 'Le samedi, de 9 h 30 à 12 h 30'],
    fee: 450,
    summary: [
      'Leave automatic mode behind: exposure, light and composition, with a photo walk in the Byward Market.',
      'Quittez le mode automatique : exposition, lumière et composition, avec une sortie photo au marché By.',
    ],
    sessions: [
      session('PH130-0425', '2026-04-25', 'kanata', 6),
      session('PH130-0919', '2026-09-19', 'kanata', 10),
    ],
  },
  {
    slug: 'ux-and-web-design',
    code: 'UX240',
    title: ['UX and Web Design', 'Design UX et web'],
    subject: 'arts',
    level: 'intermediate',
    format: 'campus',
    length: ['8 weeks', '8 semaines'],
    when: ['Fridays, 9 a.m.–3 p.m.', 'Le vendredi, de 9 h à 15 h'],
    fee: 890,
    summary: [
      'User research, wireframes and prototypes in Figma, and a portfolio case study to show employers.',
      'Recherche utilisateur, maquettes et prototypes dans Figma, et une étude de cas pour votre portfolio.',
    ],
    sessions: [session('UX240-0522', '2026-05-22', 'downtown', 9)],
  },
  {
    slug: 'first-aid-at-work',
    code: 'FA100',
    title: ['First Aid at Work', 'Secourisme en milieu de travail'],
    subject: 'health',
    level: 'beginner',
    format: 'campus',
    length: ['2 days', '2 jours'],
    when: ['Two consecutive days, 8:30 a.m.–4:30 p.m.', 'Deux jours consécutifs, de 8 h 30 à 16 h 30'],
    fee: 210,
    summary: [
      'Standard first aid with CPR level C and AED, with a certificate valid for three years.',
      'Secourisme général avec RCR niveau C et DEA, et un certificat valable trois ans.',
    ],
    sessions: [
      session('FA100-0416', '2026-04-16', 'downtown', 12),
      session('FA100-0521', '2026-05-21', 'kanata', 0),
      session('FA100-0611', '2026-06-11', 'downtown', 8),
    ],
  },
  {
    slug: 'counselling-skills',
    code: 'CS230',
    title: ['Introduction to Counselling Skills', 'Initiation à la relation d’aide'],
    subject: 'health',
    level: 'intermediate',
    format: 'evening',
    length: ['10 weeks', '10 semaines'],
    when: ['Tuesdays, 6–9 p.m.', 'Le mardi, de 18 h à 21 h'],
    fee: 560,
    summary: [
      'Active listening, empathy and boundaries for volunteers, support workers and people managers.',
      'Écoute active, empathie et limites, pour les bénévoles, intervenants et gestionnaires.',
    ],
    sessions: [
      session('CS230-0421', '2026-04-21', 'downtown', 3),
      session('CS230-0908', '2026-09-08', 'kanata', 15),
    ],
  },
];

const SALUTATIONS = [
  ['mr', 'Mr.', 'M.'],
  ['ms', 'Ms.', 'Mme'],
  ['mx', 'Mx.', 'Mx'],
  ['dr', 'Dr.', 'Dr'],
];
const EDUCATION = [
  ['none', 'No diploma', 'Aucun diplôme'],
  [
    'hs',
    'High school diploma (OSSD, DES or equivalent)',
    'Diplôme d’études secondaires (DES, OSSD ou équivalent)',
  ],
  ['trade', 'Trade or apprenticeship certificate', 'Certificat de métier ou d’apprentissage'],
  [
    'college',
    'College diploma (Ontario college or CEGEP DEC)',
    'Diplôme d’études collégiales (collège ontarien ou DEC)',
  ],
  ['bachelor', 'Bachelor’s degree', 'Baccalauréat (grade universitaire)'],
  ['master', 'Master’s degree or doctorate', 'Maîtrise ou doctorat'],
];
const FUNDING = [
  ['self', 'I am paying the fee myself', 'Je paie moi-même les frais'],
  [
    'employer',
    'My employer is paying (we invoice them)',
    'Mon employeur paie (nous lui envoyons la facture)',
  ],
  ['grant', 'Government grant or bursary', 'Subvention gouvernementale ou bourse'],
];
const REFERRALS = [
  ['search', 'Search engine (Google, Bing…)', 'Moteur de recherche (Google, Bing…)'],
  ['social', 'Social media', 'Réseaux sociaux'],
  ['friend', 'A friend, relative or colleague', 'Un ami, un proche ou un collègue'],
  ['employer', 'My employer', 'Mon employeur'],
  ['press', 'Radio, newspaper or poster', 'Radio, journal ou affiche'],
  ['event', 'An open day or a job fair', 'Une journée portes ouvertes ou un salon'],
  ['other', 'Other', 'Autre'],
];
const INCOME = [
  ['lt30', 'Under $30,000', 'Moins de 30 000 $'],
  ['30-59', '$30,000 to $59,999', 'De 30 000 $ à 59 999 $'],
  ['60-89', '$60,000 to $89,999', 'De 60 000 $ à 89 999 $'],
  ['90plus', '$90,000 or more', '90 000 $ ou plus'],
];
const MOTIVATION_MIN = 100;
const OPEN_DAYS = [
  { date: '2026-04-18', time: ['10 a.m. – 2 p.m.', '10 h à 14 h'], campus: 'downtown' },
  { date: '2026-04-22', time: ['5 – 8 p.m. (evening)', '17 h à 20 h (en soirée)'], campus: 'kanata' },
  { date: '2026-05-16', time: ['10 a.m. – 2 p.m.', '10 h à 14 h'], campus: 'downtown' },
  { date: '2026-06-04', time: ['5 – 8 p.m. (evening)', '17 h à 20 h (en soirée)'], campus: 'downtown' },
];
const DEPARTMENTS = [
  ['admissions', 'Admissions and registration', 'Admissions et inscriptions'],
  ['finance', 'Fees and financial aid', 'Frais de scolarité et aide financière'],
  ['corporate', 'Corporate training', 'Formation en entreprise'],
  ['exams', 'Exams and certificates', 'Examens et attestations'],
  ['it', 'IT help desk (student accounts)', 'Soutien informatique (comptes étudiants)'],
  ['other', 'Something else', 'Autre question'],
];
const DOCUMENTS = [
  ['enrolment', 'Certificate of enrolment', 'Attestation d’inscription'],
  ['transcript', 'Official transcript', 'Relevé de notes officiel'],
];
const DOC_LANGUAGES = [
  ['en', 'English', 'Anglais'],
  ['fr', 'French', 'Français'],
];
const DELIVERY = [
  ['email', 'Secure PDF by email', 'PDF sécurisé par courriel'],
  ['post', 'Mail it to my address on file', 'Envoi par la poste à mon adresse au dossier'],
  [
    'pickup',
    'Pick up at Student Services (Downtown campus)',
    'Retrait au Service aux étudiants (campus du centre-ville)',
  ],
];
const PRONOUNS = [
  ['she', 'she/her', 'elle'],
  ['he', 'he/him', 'il/lui'],
  ['they', 'they/them', 'iel'],
  ['none', 'Prefer not to say', 'Je préfère ne pas préciser'],
];
const PORTAL_TABS = [
  ['timetable', 'Timetable', 'Horaire'],
  ['grades', 'Grades', 'Notes'],
  ['requests', 'Document requests', 'Demandes de documents'],
  ['profile', 'My profile', 'Mon profil'],
];

function seedAccounts() {
  return {
    'S2026-0412': {
      password: 'Owl-2026!',
      first: 'Hannah',
      last: 'Osei',
      email: 'hannah.osei@mail.test',
      address: '88 Elgin Street, Apt 1204, Ottawa ON K1P 5K8',
      preferred: '',
      pronouns: 'she',
      emergencyName: 'Kwame Osei',
      emergencyPhone: '613-555-0122',
      timetable: [
        {
          day: ['Monday', 'Lundi'],
          time: '19:00–21:00',
          course: 'DA210',
          room: 'Zoom',
          campus: 'online',
          tutor: 'Raj Patel',
        },
        {
          day: ['Tuesday', 'Mardi'],
          time: '18:30–21:00',
          course: 'SP101',
          room: 'B-214',
          campus: 'downtown',
          tutor: 'Lucía Fernández',
        },
        {
          day: ['Thursday', 'Jeudi'],
          time: '19:00–21:00',
          course: 'DA210',
          room: 'Zoom',
          campus: 'online',
          tutor: 'Raj Patel',
        },
      ],
      grades: [
        {
          course: 'DA210',
          item: ['Assignment 1 – Pivot tables', 'Devoir 1 – Tableaux croisés'],
          grade: 'B+',
          date: '2026-02-16',
        },
        {
          course: 'DA210',
          item: ['Assignment 2 – Dashboards', 'Devoir 2 – Tableaux de bord'],
          grade: 'A-',
          date: '2026-03-09',
        },
        { course: 'DA210', item: ['Midterm quiz', 'Quiz de mi-session'], grade: '74%', date: '2026-03-23' },
        { course: 'SP101', item: ['Oral test 1', 'Examen oral 1'], grade: '82%', date: '2026-03-17' },
      ],
      requests: [
        { ref: 'REQ-20087', doc: 'enrolment', lang: 'en', delivery: 'email', date: '2026-01-19', done: true },
      ],
    },
    'S2025-1187': {
      password: 'Tulipe#44',
      first: 'Marc',
      last: 'Lefebvre',
      email: 'marc.lefebvre@mail.test',
      address: '27 rue Laurier, Gatineau QC J8X 3W4',
      preferred: '',
      pronouns: '',
      emergencyName: '',
      emergencyPhone: '',
      timetable: [
        {
          day: ['Wednesday', 'Mercredi'],
          time: '18:00–21:00',
          course: 'LD500',
          room: 'A-105',
          campus: 'downtown',
          tutor: 'Nadia Chen',
        },
        {
          day: ['Saturday', 'Samedi'],
          time: '09:30–12:30',
          course: 'PH130',
          room: 'Studio K-12',
          campus: 'kanata',
          tutor: 'Olivier Gauthier',
        },
      ],
      grades: [
        { course: 'LD500', item: ['Case study 1', 'Étude de cas 1'], grade: '78%', date: '2026-03-04' },
        {
          course: 'LD500',
          item: ['Reflective journal', 'Journal de bord'],
          grade: 'Pass',
          date: '2026-03-25',
        },
        {
          course: 'PH130',
          item: ['Portfolio review 1', 'Revue de portfolio 1'],
          grade: 'B',
          date: '2026-03-21',
        },
      ],
      requests: [],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.school). */
export function schoolState() {
  const seats = {};
  for (const c of COURSES) for (const x of c.sessions) seats[x.id] = x.seats;
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    seats,
    nextEnrolment: 40211,
    nextScholarship: 7301,
    nextOpenDay: 5150,
    nextTicket: 88120,
    nextRequest: 20315,
  };
}

/** GET paths whose query string is a form the site records as received (the catalogue filter). */
export function schoolGetForms() {
  return ['/courses'];
}

/* ---------------------------------------------------------------------------------------------- */

// (English first on this site.)
const DAYS = [...FR_EN_DAYS].reverse();
const MONTHS = [...FR_EN_MONTHS].reverse();

const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(e ?? '').trim());
const validIso = (d) => /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
const phoneDigits = (s) => String(s ?? '').replace(/\D/g, '');
const fold = (s) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .toLowerCase();

function tools(s) {
  const en = s.lang !== 'fr';
  const t = (eng, fr) => (en ? eng : fr);
  const pick = (row) => (row ? (en ? row[1] : row[2]) : '');
  const both = ([eng, fr]) => (en ? eng : fr);
  const money = (n) =>
    en ? `$${n.toLocaleString('en-CA')}` : `${n.toLocaleString('fr-CA').replace(/\s/g, ' ')} $`;
  const parts = (iso) => {
    const d = new Date(`${iso}T12:00:00Z`);
    return { wd: d.getUTCDay(), day: d.getUTCDate(), m: d.getUTCMonth(), y: d.getUTCFullYear() };
  };
  const shortDate = (iso) => {
    const { wd, day, m, y } = parts(iso);
    return en
      ? `${DAYS[0][wd].slice(0, 3)}, ${MONTHS[0][m].slice(0, 3)} ${day}, ${y}`
      : `${DAYS[1][wd].slice(0, 3)}. ${day === 1 ? '1er' : day} ${MONTHS[1][m]} ${y}`;
  };
  const longDate = (iso) => {
    const { wd, day, m, y } = parts(iso);
    return en
      ? `${DAYS[0][wd]}, ${MONTHS[0][m]} ${day}, ${y}`
      : `${DAYS[1][wd]} ${day === 1 ? '1er' : day} ${MONTHS[1][m]} ${y}`;
  };
  return { en, t, pick, both, money, shortDate, longDate };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${e}</div>` : '');
const noticeBox = (n) => (n ? `<div class="notice" role="status">${n}</div>` : '');
const opt = (val, text, cur) =>
  `<option value="${h(val)}"${cur === val ? ' selected' : ''}>${h(text)}</option>`;
const radios = (name, rows, cur, pick) =>
  rows
    .map(
      (r) =>
        `<label class="choice"><input type="radio" name="${name}" value="${r[0]}"${cur === r[0] ? ' checked' : ''}> ${h(pick(r))}</label>`,
    )
    .join('\n    ');
const findCourse = (slug) => COURSES.find((c) => c.slug === slug);
const courseByCode = (code) => COURSES.find((c) => c.code === code);
const findSession = (id) => {
  for (const c of COURSES) {
    const x = c.sessions.find((y) => y.id === id);
    if (x) return { course: c, session: x };
  }
  return null;
};
const row = (rows, id) => rows.find((r) => r[0] === id);

function visitor(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.ng_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, { lang: 'en', user: null, enrol: null, done: null, next: '' });
    ctx.setCookie('ng_sid', id);
  }
  return state.sessions.get(id);
}

function schoolPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  return page({
    lang: s.lang,
    title: `${title} | Northgate Institute`,
    brand: '#7a1f3d',
    css: '.tabs{display:flex;gap:18px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px;flex-wrap:wrap}.tabs a[aria-current]{font-weight:700;text-decoration:underline}.card h2,.card h3{margin:0 0 6px}.meta{color:#555;font-size:.9rem}.step{color:#7a1f3d;text-transform:uppercase;font-size:.8rem;letter-spacing:.05em;font-weight:700}.hint{color:#666;font-size:.88rem;margin:2px 0}.actions{display:flex;gap:8px;align-items:center}.filters{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:4px 16px}dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dl.facts dt{font-weight:600}td form{display:inline;margin:0}.full{color:#a33;font-weight:600}.sr-only{position:absolute;left:-9999px}.lang a[aria-current]{text-decoration:underline}',
    header: `<a class="logo" href="/">Northgate Institute</a>
<nav aria-label="${t('Main navigation', 'Navigation principale')}"><a href="/courses">${t('Courses', 'Formations')}</a> · <a href="/scholarships">${t('Scholarships', 'Bourses')}</a> · <a href="/open-days">${t('Open days', 'Portes ouvertes')}</a> · <a href="/contact">${t('Contact us', 'Nous joindre')}</a></nav>
<nav aria-label="${t('Students', 'Étudiants')}">${
      acct
        ? `<a href="/portal">${t('My portal', 'Mon portail')}</a> · <a href="/portal/sign-out">${t('Log out', 'Se déconnecter')}</a>`
        : `<a href="/portal">${t('Student portal', 'Portail étudiant')}</a>`
    }</nav>
<nav class="lang" aria-label="Language / Langue"><a href="/lang?l=en&amp;back=${here}" lang="en"${s.lang === 'en' ? ' aria-current="true"' : ''}>EN</a> | <a href="/lang?l=fr&amp;back=${here}" lang="fr" title="Français"${s.lang === 'fr' ? ' aria-current="true"' : ''}>FR</a></nav>`,
    body,
    footer: `<p>${t(
      'Northgate Institute — Continuing Education · 410 Bank Street, Ottawa ON K2P 1Y8 · 613-555-0100 · Student Services open Monday to Friday, 8:30 a.m. to 6 p.m.',
      'Institut Northgate — Formation continue · 410, rue Bank, Ottawa (Ontario) K2P 1Y8 · 613-555-0100 · Service aux étudiants ouvert du lundi au vendredi, de 8 h 30 à 18 h',
    )}</p>
<p><a href="/courses">${t('Courses', 'Formations')}</a> · <a href="/scholarships">${t('Scholarships', 'Bourses')}</a> · <a href="/open-days">${t('Open days', 'Portes ouvertes')}</a> · <a href="/contact">${t('Contact us', 'Nous joindre')}</a> · ${t('Privacy', 'Confidentialité')} · ${t('Accessibility', 'Accessibilité')}</p>`,
  });
}

function nextOpen(state, c) {
  return c.sessions.find((x) => state.seats[x.id] > 0);
}

function courseCard(ctx, s, c, level = 'h3') {
  const { t, pick, both, money, shortDate } = tools(s);
  const next = nextOpen(ctx.state, c);
  return `<article class="card" aria-labelledby="course-${c.code}"><${level} id="course-${c.code}">${h(both(c.title))}</${level}>
<p class="meta">${c.code} · ${h(pick(row(SUBJECTS, c.subject)))} · ${h(pick(row(LEVELS, c.level)))} · ${h(pick(row(FORMATS, c.format)))}</p>
<p>${h(both(c.summary))}</p>
<p><strong>${money(c.fee)}</strong> · ${both(c.length)}${next ? ` · ${t('next start', 'prochain départ')} ${shortDate(next.start)}` : ''}</p>
<div class="actions"><a class="btn secondary" href="/courses/${c.slug}">${t('View course', 'Voir la formation')}</a>${
    next
      ? `<form method="get" action="/enrol"><input type="hidden" name="course" value="${c.slug}"><button type="submit">${t('Enrol', 'S’inscrire')}</button></form>`
      : `<span class="full">${t('Full', 'Complet')}</span>`
  }</div></article>`;
}

/* ------------------------------------------------------------------ catalogue and course page */

function catalogue(ctx, s) {
  const { t, pick } = tools(s);
  const q = ctx.query;
  const subject = q.get('subject') ?? '';
  const level = q.get('level') ?? '';
  const fmts = q.getAll('fmt');
  const kw = (q.get('q') ?? '').trim();
  const list = COURSES.filter(
    (c) =>
      (!subject || c.subject === subject) &&
      (!level || c.level === level) &&
      (!fmts.length || fmts.includes(c.format)) &&
      (!kw || fold([c.code, ...c.title, ...c.summary].join(' ')).includes(fold(kw))),
  );
  const filtered = subject || level || fmts.length || kw;
  return schoolPage(
    ctx,
    s,
    t('Courses', 'Formations'),
    `<h1>${t('Course catalogue', 'Catalogue des formations')}</h1>
<p>${t('Part-time courses for adults, online, on campus or in the evening. Spring and fall 2026 sessions are open for enrolment.', 'Des formations à temps partiel pour adultes, en ligne, sur le campus ou le soir. Les sessions du printemps et de l’automne 2026 sont ouvertes aux inscriptions.')}</p>
<form method="get" action="/courses" class="card" role="search" aria-label="${t('Filter courses', 'Filtrer les formations')}">
<div class="filters">
  <div><label for="f-subject">${t('Subject area', 'Domaine')}</label>
  <select id="f-subject" name="subject">${opt('', t('All subjects', 'Tous les domaines'), subject)}${SUBJECTS.map((x) => opt(x[0], pick(x), subject)).join('')}</select></div>
  <fieldset><legend>${t('Level', 'Niveau')}</legend>
    <label class="choice"><input type="radio" name="level" value=""${level ? '' : ' checked'}> ${t('Any level', 'Tous niveaux')}</label>
    ${radios('level', LEVELS, level, pick)}
  </fieldset>
  <fieldset><legend>${t('Format', 'Formule')}</legend>
    ${FORMATS.map((x) => `<label class="choice"><input type="checkbox" name="fmt" value="${x[0]}"${fmts.includes(x[0]) ? ' checked' : ''}> ${h(pick(x))}</label>`).join('\n    ')}
  </fieldset>
</div>
  <p><input type="search" name="q" placeholder="${t('Keyword or course code', 'Mot-clé ou code de cours')}" value="${h(kw)}"></p>
  <div class="actions"><button type="submit">${t('Show courses', 'Afficher les formations')}</button>${filtered ? ` <a href="/courses">${t('Clear filters', 'Effacer les filtres')}</a>` : ''}</div>
</form>
<h2>${list.length ? t(`${list.length} course${list.length > 1 ? 's' : ''}`, `${list.length} formation${list.length > 1 ? 's' : ''}`) : t('No course matches these filters.', 'Aucune formation ne correspond à ces filtres.')}</h2>
<div class="cards">
${list.map((c) => courseCard(ctx, s, c)).join('\n')}
</div>`,
  );
}

function coursePage(ctx, s, c) {
  const { t, pick, both, money, shortDate } = tools(s);
  const seats = ctx.state.seats;
  return schoolPage(
    ctx,
    s,
    both(c.title),
    `<p class="meta"><a href="/courses">${t('Courses', 'Formations')}</a> › ${h(pick(row(SUBJECTS, c.subject)))}</p>
<h1>${h(both(c.title))}</h1>
<p>${h(both(c.summary))}</p>
<dl class="facts">
<dt>${t('Course code', 'Code du cours')}</dt><dd>${c.code}</dd>
<dt>${t('Level', 'Niveau')}</dt><dd>${h(pick(row(LEVELS, c.level)))}</dd>
<dt>${t('Format', 'Formule')}</dt><dd>${h(pick(row(FORMATS, c.format)))}</dd>
<dt>${t('Length', 'Durée')}</dt><dd>${both(c.length)}</dd>
<dt>${t('Schedule', 'Horaire')}</dt><dd>${h(both(c.when))}</dd>
<dt>${t('Tuition', 'Frais de scolarité')}</dt><dd>${money(c.fee)} ${t('(books included)', '(manuels inclus)')}</dd>
</dl>
<h2 id="sessions">${t('Upcoming sessions', 'Prochaines sessions')}</h2>
<table aria-labelledby="sessions">
<thead><tr><th>${t('Start date', 'Début')}</th><th>${t('Campus', 'Campus')}</th><th>${t('Seats left', 'Places restantes')}</th><th><span class="sr-only">${t('Action', 'Action')}</span></th></tr></thead>
<tbody>
${c.sessions
  .map((x) => {
    const left = seats[x.id];
    return `<tr><td>${shortDate(x.start)}</td><td>${both(CAMPUSES[x.campus])}</td><td>${left > 0 ? left : `<span class="full">${t('Full', 'Complet')}</span>`}</td><td>${
      left > 0
        ? `<form method="get" action="/enrol"><input type="hidden" name="session" value="${x.id}"><button type="submit">${t('Enrol', 'S’inscrire')}</button></form>`
        : t('Waiting list: call 613-555-0100', 'Liste d’attente : 613-555-0100')
    }</td></tr>`;
  })
  .join('\n')}
</tbody></table>
<p class="hint">${t('Need help with the fee?', 'Besoin d’aide pour les frais ?')} <a href="/scholarships">${t('Apply for a scholarship', 'Demander une bourse')}</a></p>`,
  );
}

/* ------------------------------------------------------------------ enrolment */

function sessionLabel(s, x, left) {
  const { t, both, shortDate } = tools(s);
  return `${shortDate(x.start)} — ${both(CAMPUSES[x.campus])} — ${t(`${left} seats left`, `${left} places restantes`)}`;
}

function detailsForm(ctx, s, v = {}, error = '') {
  const { t, pick, both, longDate } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const e = s.enrol;
  const course = findCourse(e.course);
  const fixed = e.mode === 'session' ? findSession(e.session) : null;
  const seats = ctx.state.seats;
  return schoolPage(
    ctx,
    s,
    t('Enrol — your details', 'Inscription — vos coordonnées'),
    `<p class="step">${t('Step 1 of 3 · Your details', 'Étape 1 sur 3 · Vos coordonnées')}</p>
<h1>${t('Enrol in', 'Inscription à')} ${h(both(course.title))}</h1>
${errorBox(error)}
<form method="post" action="/enrol/details" class="card">
  ${
    fixed
      ? `<input type="hidden" name="session" value="${fixed.session.id}">
  <p>${t('Session starting', 'Session débutant le')} <strong>${longDate(fixed.session.start)}</strong> · ${both(CAMPUSES[fixed.session.campus])} · <a href="/courses/${course.slug}#sessions">${t('change', 'changer')}</a></p>`
      : `<label for="e-session">${t('Start date and campus', 'Date de début et campus')}</label>
  <select id="e-session" name="session">${opt('', t('Choose a session', 'Choisissez une session'), v.session ?? '')}${course.sessions
    .filter((x) => seats[x.id] > 0)
    .map((x) => opt(x.id, sessionLabel(s, x, seats[x.id]), v.session))
    .join('')}</select>`
  }
  <label for="e-title">${t('Title', 'Civilité')}</label>
  <select id="e-title" name="salutation">${opt('', '—', v.salutation ?? '')}${SALUTATIONS.map((x) => opt(x[0], pick(x), v.salutation)).join('')}</select>
  <label for="e-first">${t('First name', 'Prénom')}</label><input id="e-first" name="first_name" autocomplete="given-name" value="${val('first_name')}">
  <label for="e-last">${t('Last name', 'Nom de famille')}</label><input id="e-last" name="last_name" autocomplete="family-name" value="${val('last_name')}">
  <label>${t('Email address', 'Adresse courriel')} <input type="email" name="email" autocomplete="email" value="${val('email')}"></label>
  <label>${t('Phone number', 'Numéro de téléphone')} <input type="tel" name="tel" autocomplete="tel" value="${val('tel')}"></label>
  <label for="e-dob">${t('Date of birth', 'Date de naissance')}</label><input type="date" id="e-dob" name="birth_date" value="${val('birth_date')}">
  <p class="hint">${t('You must be 16 or older on the first day of class.', 'Vous devez avoir 16 ans ou plus le premier jour du cours.')}</p>
  <p><button type="submit">${t('Save and continue', 'Enregistrer et continuer')}</button></p>
</form>`,
  );
}

function educationForm(ctx, s, v = {}, error = '') {
  const { t, pick, both } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const course = findCourse(s.enrol.course);
  return schoolPage(
    ctx,
    s,
    t('Enrol — education and funding', 'Inscription — études et financement'),
    `<p class="step">${t('Step 2 of 3 · Education and funding', 'Étape 2 sur 3 · Études et financement')}</p>
<h1>${t('Education and funding', 'Études et financement')}</h1>
<p class="meta">${h(both(course.title))}</p>
${errorBox(error)}
<form method="post" action="/enrol/education" class="card">
  <label for="e-edu">${t('Highest level of education completed', 'Plus haut niveau d’études terminé')}</label>
  <select id="e-edu" name="highest_ed">${opt('', t('Please select', 'Veuillez choisir'), v.highest_ed ?? '')}${EDUCATION.map((x) => opt(x[0], pick(x), v.highest_ed)).join('')}</select>
  <label for="e-employer">${t('Current employer (if any)', 'Employeur actuel (le cas échéant)')}</label><input id="e-employer" name="employer" autocomplete="organization" value="${val('employer')}">
  <fieldset><legend>${t('Who is paying for this course?', 'Qui paie cette formation ?')}</legend>
    ${radios('funding', FUNDING, v.funding, pick)}
  </fieldset>
  <label for="e-po">${t('Employer purchase order (PO) number', 'Numéro de bon de commande (PO) de l’employeur')}</label><input id="e-po" name="po_ref" value="${val('po_ref')}">
  <p class="hint">${t('Employer-paid enrolments only, for example PO-77812. Ask your HR or finance team.', 'Uniquement si votre employeur paie, par exemple PO-77812. Demandez-le à vos RH ou à votre service financier.')}</p>
  <p><button type="submit">${t('Save and continue', 'Enregistrer et continuer')}</button> <a href="/enrol/details">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}

function reviewPage(ctx, s, v = {}, error = '') {
  const { t, pick, both, money, longDate } = tools(s);
  const { course: cslug, session: sessId, details: d, education: ed } = s.enrol;
  const course = findCourse(cslug);
  const x = findSession(sessId).session;
  const item = (k, val) => `<dt>${k}</dt><dd>${val ? h(val) : '—'}</dd>`;
  return schoolPage(
    ctx,
    s,
    t('Enrol — review', 'Inscription — vérification'),
    `<p class="step">${t('Step 3 of 3 · Review and submit', 'Étape 3 sur 3 · Vérifier et envoyer')}</p>
<h1>${t('Check your enrolment', 'Vérifiez votre inscription')}</h1>
<section class="card" aria-label="${t('Summary', 'Récapitulatif')}"><h2>${h(both(course.title))} (${course.code})</h2>
<dl class="facts">
${item(t('Session', 'Session'), `${longDate(x.start)}, ${both(CAMPUSES[x.campus])}`)}
${item(t('Tuition', 'Frais'), money(course.fee))}
${item(t('Name', 'Nom'), `${d.salutation ? `${pick(row(SALUTATIONS, d.salutation))} ` : ''}${d.first_name.trim()} ${d.last_name.trim()}`)}
${item(t('Email', 'Courriel'), d.email.trim())}
${item(t('Phone', 'Téléphone'), d.tel.trim())}
${item(t('Date of birth', 'Date de naissance'), d.birth_date)}
${item(t('Education', 'Études'), pick(row(EDUCATION, ed.highest_ed)))}
${item(t('Funding', 'Financement'), `${pick(row(FUNDING, ed.funding))}${ed.funding === 'employer' ? ` — ${ed.employer.trim()}, ${ed.po_ref.trim().toUpperCase()}` : ''}`)}
</dl>
<p><a href="/enrol/details">${t('Edit your details', 'Modifier vos coordonnées')}</a> · <a href="/enrol/education">${t('Edit education and funding', 'Modifier études et financement')}</a></p></section>
${errorBox(error)}
<form method="post" action="/enrol/confirm" class="card">
  <label for="e-ref">${t('How did you hear about us?', 'Comment avez-vous connu l’Institut ?')}</label>
  <select id="e-ref" name="referral">${opt('', t('Select one (optional)', 'Choisir (facultatif)'), v.referral ?? '')}${REFERRALS.map((r) => opt(r[0], pick(r), v.referral)).join('')}</select>
  <p><label class="choice"><input type="checkbox" name="terms" value="accepted"> ${t('I have read and accept the terms and conditions of enrolment, including the refund policy', 'J’ai lu et j’accepte les conditions d’inscription, y compris la politique de remboursement')} *</label></p>
  <p><label class="choice"><input type="checkbox" name="code_of_conduct" value="yes"> ${t('I agree to follow the Student Code of Conduct', 'Je m’engage à respecter le Code de conduite des étudiants')} *</label></p>
  <p><button type="submit">${t('Submit my enrolment', 'Envoyer mon inscription')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------ scholarship, open days, contact */

function scholarshipForm(ctx, s, v = {}, error = '') {
  const { t, pick, both } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return schoolPage(
    ctx,
    s,
    t('Scholarship application', 'Demande de bourse'),
    `<h1>${t('Apply for a scholarship', 'Demande de bourse d’études')}</h1>
<p>${t('The Northgate Access Fund covers up to 75% of the tuition of one course for learners from lower-income households. Decisions are sent by email within three weeks.', 'Le Fonds d’accès Northgate couvre jusqu’à 75 % des frais d’une formation pour les personnes à revenu modeste. La décision vous est envoyée par courriel sous trois semaines.')}</p>
${errorBox(error)}
<form method="post" action="/scholarships/apply" class="card">
  <label for="sc-name">${t('Full name', 'Nom complet')}</label><input id="sc-name" name="full_name" autocomplete="name" value="${val('full_name')}">
  <label for="sc-mail">${t('Email', 'Courriel')}</label><input type="email" id="sc-mail" name="email" value="${val('email')}">
  <label for="sc-course">${t('Course you want to take', 'Formation souhaitée')}</label>
  <select id="sc-course" name="course_id">${opt('', t('Choose a course', 'Choisissez une formation'), v.course_id ?? '')}${COURSES.map((c) => opt(c.slug, `${both(c.title)} (${c.code})`, v.course_id)).join('')}</select>
  <fieldset><legend>${t('Annual household income (before tax)', 'Revenu annuel du ménage (avant impôt)')}</legend>
    ${radios('income', INCOME, v.income, pick)}
  </fieldset>
  <label for="sc-why">${t('Why do you want to take this course?', 'Pourquoi voulez-vous suivre cette formation ?')}</label>
  <textarea id="sc-why" name="motivation" rows="6" minlength="${MOTIVATION_MIN}">${val('motivation')}</textarea>
  <p class="hint">${t(`At least ${MOTIVATION_MIN} characters.`, `Au moins ${MOTIVATION_MIN} caractères.`)}</p>
  <p><label class="choice"><input type="checkbox" name="declaration" value="true"> ${t('I confirm that the information given is true and complete', 'Je certifie que les renseignements fournis sont exacts et complets')}</label></p>
  <p><button type="submit">${t('Submit application', 'Envoyer ma demande')}</button></p>
</form>`,
  );
}

function openDayForm(ctx, s, v = {}, error = '') {
  const { t, pick, both, longDate } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return schoolPage(
    ctx,
    s,
    t('Open days', 'Portes ouvertes'),
    `<h1>${t('Open days', 'Journées portes ouvertes')}</h1>
<p>${t('Meet our instructors, visit the labs and studios, and get advice on funding. Registration is free; you may bring up to 4 guests.', 'Rencontrez nos formateurs, visitez les laboratoires et les studios et informez-vous sur le financement. L’inscription est gratuite ; vous pouvez venir avec 4 personnes au maximum.')}</p>
${errorBox(error)}
<form method="post" action="/open-days" class="card">
  <fieldset><legend>${t('Choose a date', 'Choisissez une date')}</legend>
    ${OPEN_DAYS.map((o) => `<label class="choice"><input type="radio" name="openday" value="${o.date}"${v.openday === o.date ? ' checked' : ''}> ${longDate(o.date)} · ${both(o.time)} · ${both(CAMPUSES[o.campus])}</label>`).join('\n    ')}
  </fieldset>
  <label for="od-name">${t('Your name', 'Votre nom')}</label><input id="od-name" name="visitor_name" autocomplete="name" value="${val('visitor_name')}">
  <label for="od-mail">${t('Email', 'Courriel')}</label><input type="email" id="od-mail" name="visitor_email" value="${val('visitor_email')}">
  <label for="od-guests">${t('Guests coming with you', 'Personnes qui vous accompagnent')}</label><input type="number" id="od-guests" name="guests" min="0" max="4" value="${h(v.guests ?? '0')}">
  <label for="od-interest">${t('Area of interest (optional)', 'Domaine qui vous intéresse (facultatif)')}</label>
  <select id="od-interest" name="interest">${opt('', t('No preference', 'Sans préférence'), v.interest ?? '')}${SUBJECTS.map((x) => opt(x[0], pick(x), v.interest)).join('')}</select>
  <p><label class="choice"><input type="checkbox" name="access" value="yes"${v.access === 'yes' ? ' checked' : ''}> ${t('I or a guest have accessibility needs', 'J’ai, ou une personne qui m’accompagne a, des besoins d’accessibilité')}</label></p>
  <label for="od-needs">${t('Tell us how we can help', 'Dites-nous comment vous aider')}</label><textarea id="od-needs" name="access_notes" rows="3">${val('access_notes')}</textarea>
  <p><button type="submit">${t('Reserve my place', 'Réserver ma place')}</button></p>
</form>`,
  );
}

function contactForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return schoolPage(
    ctx,
    s,
    t('Contact us', 'Nous joindre'),
    `<h1>${t('Contact us', 'Nous joindre')}</h1>
<p>${t('Write to the right department and we answer within two business days.', 'Écrivez au bon service et nous vous répondrons sous deux jours ouvrables.')}</p>
${errorBox(error)}
<form method="post" action="/contact" class="card">
  <label for="ct-dept">${t('Department', 'Service')}</label>
  <select id="ct-dept" name="dept">${opt('', t('Choose a department', 'Choisissez un service'), v.dept ?? '')}${DEPARTMENTS.map((x) => opt(x[0], pick(x), v.dept)).join('')}</select>
  <label>${t('Your name', 'Votre nom')}<input name="name" autocomplete="name" value="${val('name')}"></label>
  <label>${t('Email', 'Courriel')}<input type="email" name="email" autocomplete="email" value="${val('email')}"></label>
  <label for="ct-subject">${t('Subject', 'Objet')}</label><input id="ct-subject" name="subject" value="${val('subject')}">
  <label for="ct-msg">${t('Message', 'Message')}</label><textarea id="ct-msg" name="message" rows="6">${val('message')}</textarea>
  <p><button type="submit">${t('Send message', 'Envoyer le message')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------ student portal */

function signInForm(ctx, s, error = '', id = '') {
  const { t } = tools(s);
  return schoolPage(
    ctx,
    s,
    t('Student portal', 'Portail étudiant'),
    `<h1>${t('Student portal', 'Portail étudiant')}</h1>
<p>${t('Log in with the student ID from your welcome email.', 'Connectez-vous avec le matricule indiqué dans votre courriel de bienvenue.')}</p>
${errorBox(error)}
<form method="post" action="/portal/sign-in" class="card">
  <label for="p-id">${t('Student ID', 'Matricule')}</label><input id="p-id" name="student_id" autocomplete="username" placeholder="S2026-0000" value="${h(id)}">
  <label for="p-pw">${t('Password', 'Mot de passe')}</label><input type="password" id="p-pw" name="password" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="stay" value="1"> ${t('Keep me logged in', 'Rester connecté')}</label></p>
  <p><button type="submit">${t('Log in', 'Connexion')}</button></p>
</form>
<p><a href="/portal/forgot">${t('Forgot your password?', 'Mot de passe oublié ?')}</a></p>`,
  );
}

function portalPage(ctx, s, a, tab, { notice = '', error = '', v = {} } = {}) {
  const { t, pick, both, longDate } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const title = (code) => h(both(courseByCode(code).title));
  const panels = {
    timetable: `<h2>${t('Spring 2026 timetable', 'Horaire du printemps 2026')}</h2>
<table><thead><tr><th>${t('Day', 'Jour')}</th><th>${t('Time', 'Heure')}</th><th>${t('Course', 'Cours')}</th><th>${t('Room', 'Salle')}</th><th>${t('Campus', 'Campus')}</th><th>${t('Instructor', 'Formateur')}</th></tr></thead><tbody>
${a.timetable.map((r) => `<tr><td>${both(r.day)}</td><td>${r.time}</td><td>${title(r.course)}</td><td>${h(r.room)}</td><td>${both(CAMPUSES[r.campus])}</td><td>${h(r.tutor)}</td></tr>`).join('\n')}
</tbody></table>
<p class="hint">${t('Room changes are posted here and emailed to you the day before.', 'Les changements de salle sont affichés ici et envoyés par courriel la veille.')}</p>`,
    grades: `<h2>${t('Grades', 'Notes')}</h2>
<table><thead><tr><th>${t('Course', 'Cours')}</th><th>${t('Assessment', 'Évaluation')}</th><th>${t('Grade', 'Note')}</th><th>${t('Posted', 'Publiée le')}</th></tr></thead><tbody>
${a.grades.map((g) => `<tr><td>${title(g.course)}</td><td>${h(both(g.item))}</td><td>${h(g.grade === 'Pass' ? t('Pass', 'Réussite') : g.grade)}</td><td>${longDate(g.date)}</td></tr>`).join('\n')}
</tbody></table>
<p class="hint">${t('Final grades are released two weeks after the last class.', 'Les notes finales sont publiées deux semaines après le dernier cours.')}</p>`,
    requests: `<h2>${t('Request a document', 'Demander un document')}</h2>
<form method="post" action="/portal/requests" class="card">
  <fieldset><legend>${t('Document', 'Document')}</legend>
    ${radios('doc', DOCUMENTS, v.doc, pick)}
  </fieldset>
  <label for="rq-lang">${t('Language of the document', 'Langue du document')}</label>
  <select id="rq-lang" name="doc_language">${opt('', t('Choose…', 'Choisir…'), v.doc_language ?? '')}${DOC_LANGUAGES.map((x) => opt(x[0], pick(x), v.doc_language)).join('')}</select>
  <fieldset><legend>${t('How should we deliver it?', 'Mode de remise')}</legend>
    ${radios('delivery', DELIVERY, v.delivery, pick)}
  </fieldset>
  <p class="hint">${t('Address on file:', 'Adresse au dossier :')} ${h(a.address)}</p>
  <label for="rq-notes">${t('Anything we should know? (optional)', 'Précisions (facultatif)')}</label><textarea id="rq-notes" name="notes" rows="2">${val('notes')}</textarea>
  <p><button type="submit">${t('Submit request', 'Envoyer la demande')}</button></p>
</form>
<h2>${t('My requests', 'Mes demandes')}</h2>
${
  a.requests.length
    ? `<table><thead><tr><th>${t('Reference', 'Référence')}</th><th>${t('Document', 'Document')}</th><th>${t('Requested', 'Demandé le')}</th><th>${t('Status', 'Statut')}</th></tr></thead><tbody>
${a.requests.map((r) => `<tr><td>${r.ref}</td><td>${h(pick(row(DOCUMENTS, r.doc)))} (${h(pick(row(DOC_LANGUAGES, r.lang)))})</td><td>${longDate(r.date)}</td><td>${r.done ? t('Sent', 'Envoyé') : t('In progress', 'En cours')}</td></tr>`).join('\n')}
</tbody></table>`
    : `<p>${t('You have not requested any documents yet.', 'Vous n’avez encore demandé aucun document.')}</p>`
}`,
    profile: `<h2>${t('My profile', 'Mon profil')}</h2>
<dl class="facts"><dt>${t('Legal name', 'Nom légal')}</dt><dd>${h(a.first)} ${h(a.last)}</dd><dt>${t('Email', 'Courriel')}</dt><dd>${h(a.email)}</dd><dt>${t('Address', 'Adresse')}</dt><dd>${h(a.address)}</dd></dl>
<p class="hint">${t('To change your legal name, email or address, contact Student Services.', 'Pour modifier votre nom légal, votre courriel ou votre adresse, adressez-vous au Service aux étudiants.')}</p>
<form method="post" action="/portal/profile" class="card">
  <label for="pf-pref">${t('Preferred name', 'Nom d’usage')}</label><input id="pf-pref" name="preferred_name" value="${h(v.preferred_name ?? a.preferred)}">
  <p class="hint">${t('Shown to your instructors and classmates instead of your first name.', 'Affiché à vos formateurs et aux autres étudiants à la place de votre prénom.')}</p>
  <label for="pf-pron">${t('Pronouns', 'Pronoms')}</label>
  <select id="pf-pron" name="pronouns">${opt('', t('Not specified', 'Non précisé'), v.pronouns ?? a.pronouns)}${PRONOUNS.map((x) => opt(x[0], pick(x), v.pronouns ?? a.pronouns)).join('')}</select>
  <fieldset><legend>${t('Emergency contact', 'Personne à joindre en cas d’urgence')}</legend>
    <label for="pf-ec">${t('Full name', 'Nom complet')}</label><input id="pf-ec" name="emergency_name" value="${h(v.emergency_name ?? a.emergencyName)}">
    <p><input type="tel" name="emergency_phone" aria-label="${t('Emergency contact phone number', 'Téléphone de la personne à joindre')}" placeholder="613-555-0100" value="${h(v.emergency_phone ?? a.emergencyPhone)}"></p>
  </fieldset>
  <p><button type="submit">${t('Save changes', 'Enregistrer les modifications')}</button></p>
</form>`,
  };
  return schoolPage(
    ctx,
    s,
    t('Student portal', 'Portail étudiant'),
    `<h1>${t('Hi', 'Bonjour')} ${h(a.preferred || a.first)}</h1>
<p class="meta">${t('Student ID', 'Matricule')} ${s.user} · ${h(a.first)} ${h(a.last)}</p>
${noticeBox(notice)}${errorBox(error)}
<nav class="tabs" aria-label="${t('Student portal', 'Portail étudiant')}">${PORTAL_TABS.map((x) => `<a href="/portal/${x[0]}"${x[0] === tab ? ' aria-current="page"' : ''}>${pick(x)}</a>`).join('')}</nav>
<section aria-label="${pick(row(PORTAL_TABS, tab))}">
${panels[tab]}
</section>`,
  );
}

/* ------------------------------------------------------------------ routes */

/** The site's routes (sites.js: SITES.school). */
export async function schoolRoutes(ctx) {
  const { path, method, fields, state } = ctx;
  const s = visitor(ctx);
  const { t, pick, both, money, longDate } = tools(s);
  const html = (title, body) => ({ html: schoolPage(ctx, s, title, body), lang: s.lang });
  const form = (markup) => ({ html: markup, lang: s.lang });
  const blank = (k) => !String(fields[k] ?? '').trim();
  const please = (list) => `${t('Please check:', 'Veuillez vérifier :')} ${list.join(', ')}.`;

  if (path === '/lang') {
    s.lang = ctx.query.get('l') === 'fr' ? 'fr' : 'en';
    const back = ctx.query.get('back') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }

  if (path === '/' && method === 'GET') {
    const featured = [
      'python-for-beginners',
      'spanish-a1',
      'project-management-essentials',
      'first-aid-at-work',
    ];
    const od = OPEN_DAYS[0];
    return html(
      t('Continuing education in Ottawa', 'Formation continue à Ottawa'),
      `<h1>${t('Learn something new this spring', 'Apprenez quelque chose de nouveau ce printemps')}</h1>
<p>${t('More than 120 part-time courses for working adults, online, on campus and in the evening, in English and in French.', 'Plus de 120 formations à temps partiel pour adultes en emploi, en ligne, sur le campus et le soir, en français et en anglais.')}</p>
<form method="get" action="/courses" class="card" role="search" aria-label="${t('Search courses', 'Chercher une formation')}">
  <label for="home-q">${t('What would you like to learn?', 'Que voulez-vous apprendre ?')}</label>
  <input type="search" id="home-q" name="q" placeholder="${t('e.g. Excel, Spanish, first aid', 'p. ex. Excel, espagnol, secourisme')}">
  <button type="submit">${t('Search', 'Rechercher')}</button>
</form>
<h2>${t('Starting soon', 'Débutent bientôt')}</h2>
<div class="cards">
${featured.map((slug) => courseCard(ctx, s, findCourse(slug))).join('\n')}
</div>
<p><a href="/courses">${t('Browse all courses', 'Voir toutes les formations')}</a></p>
<div class="cards">
<article class="card"><h2>${t('Next open day', 'Prochaine journée portes ouvertes')}</h2><p>${longDate(od.date)}, ${both(od.time)}, ${both(CAMPUSES[od.campus])}.</p><a href="/open-days">${t('Register for an open day', 'S’inscrire à une journée portes ouvertes')}</a></article>
<article class="card"><h2>${t('Scholarships', 'Bourses')}</h2><p>${t('Up to 75% of your tuition covered by the Northgate Access Fund.', 'Jusqu’à 75 % de vos frais couverts par le Fonds d’accès Northgate.')}</p><a href="/scholarships">${t('Find out more', 'En savoir plus')}</a></article>
</div>`,
    );
  }

  // Catalogue
  if (path === '/courses' && method === 'GET') return form(catalogue(ctx, s));
  const cm = path.match(/^\/courses\/([a-z0-9-]+)$/);
  if (cm && method === 'GET') {
    const c = findCourse(cm[1]);
    return c ? form(coursePage(ctx, s, c)) : null;
  }

  // Enrolment
  if (path === '/enrol' && method === 'GET') {
    const sessId = ctx.query.get('session');
    const slug = ctx.query.get('course');
    if (sessId) {
      const f = findSession(sessId);
      if (!f) return { redirect: '/courses' };
      if (!(state.seats[sessId] > 0)) return { redirect: `/courses/${f.course.slug}#sessions` };
      const keep = s.enrol?.details ?? null;
      s.enrol = { mode: 'session', course: f.course.slug, session: sessId, details: keep, education: null };
    } else if (slug && findCourse(slug)) {
      const keep = s.enrol?.details ?? null;
      s.enrol = { mode: 'course', course: slug, session: '', details: keep, education: null };
    } else if (!s.enrol) return { redirect: '/courses' };
    return form(detailsForm(ctx, s, s.enrol.details ?? {}));
  }
  if (path.startsWith('/enrol/') && path !== '/enrol/done' && !s.enrol) return { redirect: '/courses' };
  if (path === '/enrol/details' && method === 'GET') return form(detailsForm(ctx, s, s.enrol.details ?? {}));
  if (path === '/enrol/details' && method === 'POST') {
    const f = findSession(fields.session);
    const problems = [];
    if (!f || f.course.slug !== s.enrol.course || !(state.seats[fields.session] > 0))
      problems.push(t('the session', 'la session'));
    if (fields.salutation && !row(SALUTATIONS, fields.salutation)) problems.push(t('title', 'civilité'));
    if (blank('first_name')) problems.push(t('first name', 'prénom'));
    if (blank('last_name')) problems.push(t('last name', 'nom de famille'));
    if (!validEmail(fields.email)) problems.push(t('a valid email address', 'une adresse courriel valide'));
    if (phoneDigits(fields.tel).length < 10)
      problems.push(t('a 10-digit phone number', 'un numéro de téléphone à 10 chiffres'));
    if (!validIso(fields.birth_date)) problems.push(t('date of birth', 'date de naissance'));
    else if (fields.birth_date > '2010-04-13')
      problems.push(t('you must be 16 or older to enrol', 'vous devez avoir au moins 16 ans'));
    if (problems.length) return form(detailsForm(ctx, s, fields, please(problems)));
    s.enrol.session = fields.session;
    s.enrol.details = { ...fields };
    return { redirect: '/enrol/education' };
  }
  if (path.startsWith('/enrol/') && path !== '/enrol/done' && !s.enrol.details)
    return { redirect: '/enrol/details' };
  if (path === '/enrol/education' && method === 'GET')
    return form(educationForm(ctx, s, s.enrol.education ?? {}));
  if (path === '/enrol/education' && method === 'POST') {
    const problems = [];
    if (!row(EDUCATION, fields.highest_ed))
      problems.push(t('your highest level of education', 'votre plus haut niveau d’études'));
    if (!row(FUNDING, fields.funding)) problems.push(t('who is paying', 'qui paie la formation'));
    else if (fields.funding === 'employer') {
      if (blank('employer')) problems.push(t('the name of your employer', 'le nom de votre employeur'));
      if (!/^PO-\d{5}$/i.test(String(fields.po_ref ?? '').trim()))
        problems.push(
          t('a purchase order number like PO-77812', 'un numéro de bon de commande comme PO-77812'),
        );
    }
    if (problems.length) return form(educationForm(ctx, s, fields, please(problems)));
    s.enrol.education = { ...fields };
    return { redirect: '/enrol/review' };
  }
  if (path.startsWith('/enrol/') && path !== '/enrol/done' && !s.enrol.education)
    return { redirect: '/enrol/education' };
  if (path === '/enrol/review' && method === 'GET') return form(reviewPage(ctx, s));
  if (path === '/enrol/confirm' && method === 'POST') {
    const problems = [];
    if (fields.terms !== 'accepted')
      problems.push(t('accept the terms and conditions', 'accepter les conditions d’inscription'));
    if (fields.code_of_conduct !== 'yes')
      problems.push(t('agree to the Code of Conduct', 'accepter le Code de conduite'));
    if (fields.referral && !row(REFERRALS, fields.referral))
      problems.push(t('how you heard about us', 'comment vous nous avez connus'));
    if (problems.length)
      return form(
        reviewPage(
          ctx,
          s,
          fields,
          `${t('To submit, please', 'Pour envoyer, veuillez')} ${problems.join(t(' and ', ' et '))}.`,
        ),
      );
    if (!(state.seats[s.enrol.session] > 0))
      return form(
        reviewPage(
          ctx,
          s,
          fields,
          t('Sorry, this session has just filled up.', 'Désolé, cette session vient d’être complétée.'),
        ),
      );
    state.seats[s.enrol.session] -= 1;
    const { course: slug, session: sessId, details: d, education: ed } = s.enrol;
    s.done = {
      ref: `ENR-${state.nextEnrolment++}`,
      course: slug,
      session: sessId,
      first: d.first_name.trim(),
      email: d.email.trim(),
      funding: ed.funding,
      employer: ed.employer?.trim() ?? '',
      po: String(ed.po_ref ?? '')
        .trim()
        .toUpperCase(),
    };
    s.enrol = null;
    return { redirect: '/enrol/done' };
  }
  if (path === '/enrol/done' && method === 'GET') {
    const d = s.done;
    if (!d) return { redirect: '/courses' };
    const c = findCourse(d.course);
    const x = findSession(d.session).session;
    const pay =
      d.funding === 'employer'
        ? t(
            `We will invoice ${h(d.employer)} against purchase order ${h(d.po)}.`,
            `Nous facturerons ${h(d.employer)} selon le bon de commande ${h(d.po)}.`,
          )
        : d.funding === 'grant'
          ? t(
              'Our financial aid office will contact you about your grant within five business days.',
              'Notre bureau de l’aide financière vous contactera au sujet de votre subvention sous cinq jours ouvrables.',
            )
          : t(
              `Please pay the tuition of ${money(c.fee)} before the first class, using the link in your confirmation email.`,
              `Veuillez régler les frais de ${money(c.fee)} avant le premier cours, à l’aide du lien reçu par courriel.`,
            );
    return html(
      t('Enrolment received', 'Inscription reçue'),
      `<h1>${t('Enrolment received', 'Inscription reçue')}</h1>
<div class="notice" role="status"><p>${t(`Thank you, ${h(d.first)}! You are enrolled in ${h(both(c.title))}, starting ${longDate(x.start)} at the ${both(CAMPUSES[x.campus])}.`, `Merci, ${h(d.first)} ! Vous êtes inscrit·e à la formation ${h(both(c.title))}, qui débute le ${longDate(x.start)} (${both(CAMPUSES[x.campus])}).`)}</p>
<p>${t('Enrolment reference:', 'Numéro d’inscription :')} <strong>${d.ref}</strong></p>
<p>${pay}</p>
<p>${t(`A confirmation was sent to ${h(d.email)}.`, `Une confirmation a été envoyée à ${h(d.email)}.`)}</p></div>
<p><a href="/courses">${t('Back to the catalogue', 'Retour au catalogue')}</a></p>`,
    );
  }

  // Scholarships
  if (path === '/scholarships' && method === 'GET') {
    return html(
      t('Scholarships', 'Bourses'),
      `<h1>${t('Scholarships and bursaries', 'Bourses d’études')}</h1>
<p>${t('The Northgate Access Fund helps adults from households earning under $90,000 a year return to learning. It covers up to 75% of the tuition of one course per term.', 'Le Fonds d’accès Northgate aide les adultes dont le revenu du ménage est inférieur à 90 000 $ par an à reprendre une formation. Il couvre jusqu’à 75 % des frais d’une formation par session.')}</p>
<ul><li>${t('Apply at least three weeks before the course starts.', 'Faites votre demande au moins trois semaines avant le début de la formation.')}</li>
<li>${t('One application per person and per term.', 'Une demande par personne et par session.')}</li>
<li>${t('You do not need to enrol first: we hold your seat while we decide.', 'Inutile de vous inscrire d’abord : nous réservons votre place pendant l’étude du dossier.')}</li></ul>
<p><a class="btn" href="/scholarships/apply">${t('Start my application', 'Commencer ma demande')}</a></p>`,
    );
  }
  if (path === '/scholarships/apply' && method === 'GET') return form(scholarshipForm(ctx, s));
  if (path === '/scholarships/apply' && method === 'POST') {
    const problems = [];
    if (blank('full_name')) problems.push(t('your full name', 'votre nom complet'));
    if (!validEmail(fields.email)) problems.push(t('a valid email address', 'une adresse courriel valide'));
    if (!findCourse(fields.course_id)) problems.push(t('the course', 'la formation'));
    if (!row(INCOME, fields.income)) problems.push(t('your household income', 'le revenu de votre ménage'));
    const len = String(fields.motivation ?? '').trim().length;
    if (len < MOTIVATION_MIN)
      problems.push(
        t(
          `a motivation of at least ${MOTIVATION_MIN} characters (you wrote ${len})`,
          `une motivation d’au moins ${MOTIVATION_MIN} caractères (vous en avez écrit ${len})`,
        ),
      );
    if (fields.declaration !== 'true') problems.push(t('the declaration box', 'la case de déclaration'));
    let error = problems.length ? please(problems) : '';
    if (!error && fields.income === '90plus')
      error = t(
        'Sorry, the Access Fund is for households earning under $90,000 a year.',
        'Désolé, le Fonds d’accès est réservé aux ménages dont le revenu est inférieur à 90 000 $ par an.',
      );
    if (error) return form(scholarshipForm(ctx, s, fields, error));
    const ref = `SCH-${state.nextScholarship++}`;
    const c = findCourse(fields.course_id);
    return html(
      t('Application received', 'Demande reçue'),
      `<h1>${t('Application received', 'Demande reçue')}</h1>
<div class="notice" role="status"><p>${t(`Thank you, ${h(fields.full_name.trim())}. Your scholarship application for ${h(both(c.title))} has been received.`, `Merci, ${h(fields.full_name.trim())}. Votre demande de bourse pour la formation ${h(both(c.title))} a bien été reçue.`)}</p>
<p>${t('Application number:', 'Numéro de dossier :')} <strong>${ref}</strong></p>
<p>${t(`We will email our decision to ${h(fields.email.trim())} within three weeks.`, `Nous enverrons notre décision à ${h(fields.email.trim())} sous trois semaines.`)}</p></div>`,
    );
  }

  // Open days
  if (path === '/open-days' && method === 'GET') return form(openDayForm(ctx, s));
  if (path === '/open-days' && method === 'POST') {
    const problems = [];
    const od = OPEN_DAYS.find((o) => o.date === fields.openday);
    if (!od) problems.push(t('a date', 'une date'));
    if (blank('visitor_name')) problems.push(t('your name', 'votre nom'));
    if (!validEmail(fields.visitor_email))
      problems.push(t('a valid email address', 'une adresse courriel valide'));
    const g = String(fields.guests ?? '0').trim() || '0';
    if (!/^\d$/.test(g) || Number(g) > 4)
      problems.push(t('the number of guests (0 to 4)', 'le nombre d’accompagnants (0 à 4)'));
    if (fields.access === 'yes' && blank('access_notes'))
      problems.push(
        t(
          'what we can do for your accessibility needs',
          'ce que nous pouvons faire pour vos besoins d’accessibilité',
        ),
      );
    if (problems.length) return form(openDayForm(ctx, s, fields, please(problems)));
    const ref = `OD-${state.nextOpenDay++}`;
    const n = Number(g);
    return html(
      t('You are registered', 'Inscription confirmée'),
      `<h1>${t('See you at the open day!', 'À bientôt aux portes ouvertes !')}</h1>
<div class="notice" role="status"><p>${t(`${h(fields.visitor_name.trim())}, your place is reserved for ${longDate(od.date)}, ${both(od.time)}, at the ${both(CAMPUSES[od.campus])}${n ? ` (you + ${n} guest${n > 1 ? 's' : ''})` : ''}.`, `${h(fields.visitor_name.trim())}, votre place est réservée pour le ${longDate(od.date)}, ${both(od.time)}, ${both(CAMPUSES[od.campus])}${n ? ` (vous + ${n} accompagnant${n > 1 ? 's' : ''})` : ''}.`)}</p>
<p>${t('Registration number:', 'Numéro d’inscription :')} <strong>${ref}</strong></p>
${fields.access === 'yes' ? `<p>${t('Our accessibility coordinator will call you before the day about your request.', 'Notre coordonnatrice de l’accessibilité vous appellera avant la journée au sujet de votre demande.')}</p>` : ''}</div>`,
    );
  }

  // Contact
  if (path === '/contact' && method === 'GET') return form(contactForm(ctx, s));
  if (path === '/contact' && method === 'POST') {
    const problems = [];
    if (!row(DEPARTMENTS, fields.dept)) problems.push(t('the department', 'le service'));
    if (blank('name')) problems.push(t('your name', 'votre nom'));
    if (!validEmail(fields.email)) problems.push(t('a valid email address', 'une adresse courriel valide'));
    if (blank('subject')) problems.push(t('the subject', 'l’objet'));
    if (String(fields.message ?? '').trim().length < 10) problems.push(t('your message', 'votre message'));
    if (problems.length) return form(contactForm(ctx, s, fields, please(problems)));
    const ref = `TKT-${state.nextTicket++}`;
    return html(
      t('Message sent', 'Message envoyé'),
      `<h1>${t('Message sent', 'Message envoyé')}</h1>
<div class="notice" role="status"><p>${t(`Thank you, ${h(fields.name.trim())}. ${h(pick(row(DEPARTMENTS, fields.dept)))} received your message “${h(fields.subject.trim())}” and will reply to ${h(fields.email.trim())} within two business days.`, `Merci, ${h(fields.name.trim())}. Le service ${h(pick(row(DEPARTMENTS, fields.dept)))} a reçu votre message « ${h(fields.subject.trim())} » et répondra à ${h(fields.email.trim())} sous deux jours ouvrables.`)}</p>
<p>${t('Ticket number:', 'Numéro de billet :')} <strong>${ref}</strong></p></div>`,
    );
  }

  // Student portal
  if (path === '/portal/sign-in' && method === 'GET') return form(signInForm(ctx, s));
  if (path === '/portal/sign-in' && method === 'POST') {
    const id = String(fields.student_id ?? '')
      .trim()
      .toUpperCase();
    const a = state.accounts[id];
    if (!a || a.password !== fields.password)
      return form(
        signInForm(
          ctx,
          s,
          t(
            'That student ID and password do not match.',
            'Ce matricule et ce mot de passe ne correspondent pas.',
          ),
          fields.student_id ?? '',
        ),
      );
    s.user = id;
    const next = s.next;
    s.next = '';
    return { redirect: next || '/portal/timetable' };
  }
  if (path === '/portal/forgot' && method === 'GET') {
    return html(
      t('Forgot your password?', 'Mot de passe oublié ?'),
      `<h1>${t('Forgot your password?', 'Mot de passe oublié ?')}</h1>
<p>${t('For your security, passwords are reset in person at Student Services (bring photo ID) or by phone at 613-555-0100.', 'Pour votre sécurité, les mots de passe sont réinitialisés en personne au Service aux étudiants (avec une pièce d’identité) ou par téléphone au 613-555-0100.')}</p>
<p><a href="/portal/sign-in">${t('Back to log in', 'Retour à la connexion')}</a></p>`,
    );
  }
  if (path === '/portal/sign-out') {
    s.user = null;
    return { redirect: '/' };
  }
  if (path !== '/portal' && !path.startsWith('/portal/')) return null;
  const acct = s.user ? state.accounts[s.user] : null;
  if (!acct) {
    s.next = method === 'GET' && path !== '/portal' ? path : '';
    return { redirect: '/portal/sign-in' };
  }
  if (path === '/portal') return { redirect: '/portal/timetable' };
  const tab = path.slice('/portal/'.length);
  if (!row(PORTAL_TABS, tab)) return null;
  const portal = (opts) => form(portalPage(ctx, s, acct, tab, opts));
  if (method === 'GET') return portal();
  if (tab === 'requests' && method === 'POST') {
    const problems = [];
    if (!row(DOCUMENTS, fields.doc)) problems.push(t('the document', 'le document'));
    if (!row(DOC_LANGUAGES, fields.doc_language)) problems.push(t('the language', 'la langue'));
    if (!row(DELIVERY, fields.delivery)) problems.push(t('how to deliver it', 'le mode de remise'));
    if (problems.length) return portal({ error: please(problems), v: fields });
    const ref = `REQ-${state.nextRequest++}`;
    acct.requests.unshift({
      ref,
      doc: fields.doc,
      lang: fields.doc_language,
      delivery: fields.delivery,
      date: '2026-04-13',
      done: false,
    });
    const how = {
      email: t(`by email to ${h(acct.email)}`, `par courriel à ${h(acct.email)}`),
      post: t(`by mail to ${h(acct.address)}`, `par la poste au ${h(acct.address)}`),
      pickup: t(
        'for pick-up at Student Services, Downtown campus',
        'à retirer au Service aux étudiants, campus du centre-ville',
      ),
    }[fields.delivery];
    return portal({
      notice: `<p>${t(`Request ${ref} received: ${h(pick(row(DOCUMENTS, fields.doc)))} in ${h(pick(row(DOC_LANGUAGES, fields.doc_language)))}, ${how}, within five business days.`, `Demande ${ref} reçue : ${h(pick(row(DOCUMENTS, fields.doc)))} en ${h(pick(row(DOC_LANGUAGES, fields.doc_language)).toLowerCase())}, ${how}, sous cinq jours ouvrables.`)}</p>`,
    });
  }
  if (tab === 'profile' && method === 'POST') {
    const problems = [];
    const pref = String(fields.preferred_name ?? '').trim();
    if (pref.length > 40)
      problems.push(
        t('a preferred name of 40 characters at most', 'un nom d’usage de 40 caractères au plus'),
      );
    if (fields.pronouns && !row(PRONOUNS, fields.pronouns)) problems.push(t('your pronouns', 'vos pronoms'));
    if (blank('emergency_name'))
      problems.push(t('the name of your emergency contact', 'le nom de la personne à joindre'));
    if (phoneDigits(fields.emergency_phone).length < 10)
      problems.push(
        t(
          'a 10-digit phone number for your emergency contact',
          'un numéro à 10 chiffres pour la personne à joindre',
        ),
      );
    if (problems.length) return portal({ error: please(problems), v: fields });
    acct.preferred = pref;
    acct.pronouns = fields.pronouns ?? '';
    acct.emergencyName = fields.emergency_name.trim();
    acct.emergencyPhone = fields.emergency_phone.trim();
    return portal({
      notice: `<p>${t('Your profile has been updated.', 'Votre profil a été mis à jour.')} ${
        pref
          ? t(
              `Your instructors will now see you as ${h(pref)}.`,
              `Vos formateurs vous verront désormais sous le nom ${h(pref)}.`,
            )
          : ''
      } ${t(`Emergency contact: ${h(acct.emergencyName)}, ${h(acct.emergencyPhone)}.`, `Personne à joindre : ${h(acct.emergencyName)}, ${h(acct.emergencyPhone)}.`)}</p>`,
    });
  }
  return null;
}
