// library: Médiathèque des Tilleuls, a town's media library with three branches (French by default, an
// English version through the language switch in the header). Home with news cards ("Lire la suite")
// and opening hours; a catalogue search as a GET form (keywords, a document type select, a branch
// select, an "available only" checkbox) whose results each have their own "Réserver" button (a POST
// with a hidden id) and a record page; reserving needs a signed-in reader (card number and PIN) and
// ends with a pickup branch select; "Mon compte" behind the sign-in with tabs (loans, each with its
// own "Prolonger"; reservations, each with "Annuler"; preferences); a membership sign-up (tariff
// radios, birth date, address, rules checkbox) answered by a reader number; an agenda whose events
// each have their own sign-up form (name, email, number of seats); a "suggest a purchase" form.
// Every form is checked on the server: a missing field sends the form back with an error (role=alert).
// The site's "today" is Wednesday 1 April 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const BRANCHES = [
  ['tilleuls', 'Médiathèque des Tilleuls (centre-ville)', 'Tilleuls Media Library (town centre)'],
  ['gare', 'Bibliothèque de la Gare', 'Station Library (Bibliothèque de la Gare)'],
  ['prairie', 'Bibliothèque de la Prairie', 'Prairie Library (Bibliothèque de la Prairie)'],
];
const HOURS = [
  [
    'tilleuls',
    [
      ['Mardi', 'Tuesday', '10:00 – 19:00'],
      ['Mercredi', 'Wednesday', '10:00 – 18:00'],
      ['Jeudi', 'Thursday', '14:00 – 19:00'],
      ['Vendredi', 'Friday', '14:00 – 19:00'],
      ['Samedi', 'Saturday', '10:00 – 18:00'],
    ],
  ],
  [
    'gare',
    [
      ['Mardi', 'Tuesday', '14:00 – 18:30'],
      ['Mercredi', 'Wednesday', '10:00 – 12:30, 14:00 – 18:30'],
      ['Vendredi', 'Friday', '14:00 – 18:30'],
      ['Samedi', 'Saturday', '10:00 – 13:00'],
    ],
  ],
  [
    'prairie',
    [
      ['Mercredi', 'Wednesday', '10:00 – 12:00, 14:00 – 18:00'],
      ['Jeudi', 'Thursday', '16:00 – 18:30'],
      ['Samedi', 'Saturday', '10:00 – 12:30'],
    ],
  ],
];
// value, French option text, English option text
const TYPES = [
  ['livre', 'Livre', 'Book'],
  ['bd', 'Bande dessinée', 'Comic book'],
  ['dvd', 'DVD (film)', 'DVD (film)'],
  ['cd', 'CD audio', 'Music CD'],
  ['audio', 'Livre audio', 'Audiobook'],
  ['revue', 'Revue, magazine', 'Magazine'],
];
// id, type, title, author, year, copies [branch, call number, due date when on loan], summary [fr, en]
const DOCS = [
  [
    'D101',
    'livre',
    'Le Petit Prince',
    'Antoine de Saint-Exupéry',
    1943,
    [
      ['tilleuls', 'R SAI', null],
      ['prairie', 'R SAI', '2026-04-15'],
    ],
    [
      'Un aviateur tombé en panne dans le désert rencontre un petit prince venu d’une autre planète.',
      'A pilot stranded in the desert meets a little prince from another planet.',
    ],
  ],
  [
    'D102',
    'dvd',
    'Le Petit Prince',
    'Mark Osborne',
    2015,
    [['tilleuls', 'F OSB', '2026-04-08']],
    [
      'Film d’animation d’après le livre d’Antoine de Saint-Exupéry.',
      'Animated film based on the book by Antoine de Saint-Exupéry.',
    ],
  ],
  [
    'D121',
    'bd',
    'Le Petit Prince',
    'Joann Sfar',
    2008,
    [['prairie', 'BD SFA', null]],
    [
      'L’adaptation en bande dessinée du conte de Saint-Exupéry.',
      'The comic book adaptation of Saint-Exupéry’s tale.',
    ],
  ],
  [
    'D103',
    'livre',
    "L'Étranger",
    'Albert Camus',
    1942,
    [
      ['tilleuls', 'R CAM', null],
      ['gare', 'R CAM', null],
    ],
    [
      'Meursault, un employé de bureau à Alger, tue un homme sur une plage.',
      'Meursault, an office clerk in Algiers, kills a man on a beach.',
    ],
  ],
  [
    'D104',
    'bd',
    'Astérix chez les Bretons',
    'René Goscinny, Albert Uderzo',
    1966,
    [
      ['gare', 'BD GOS', null],
      ['tilleuls', 'BD GOS', '2026-04-09'],
    ],
    [
      'Astérix et Obélix traversent la Manche pour aider leur cousin Jolitorax.',
      'Asterix and Obelix cross the Channel to help their cousin Anticlimax.',
    ],
  ],
  [
    'D105',
    'bd',
    'Persepolis (intégrale)',
    'Marjane Satrapi',
    2007,
    [['tilleuls', 'BD SAT', '2026-04-12']],
    [
      'L’enfance et la jeunesse de l’autrice en Iran, puis en Europe.',
      'The author’s childhood and youth in Iran, then in Europe.',
    ],
  ],
  [
    'D106',
    'bd',
    "L'Arabe du futur, tome 1",
    'Riad Sattouf',
    2014,
    [
      ['prairie', 'BD SAT', null],
      ['tilleuls', 'BD SAT', null],
    ],
    ['Une jeunesse au Moyen-Orient (1978-1984).', 'A childhood in the Middle East (1978-1984).'],
  ],
  [
    'D107',
    'dvd',
    'Intouchables',
    'Olivier Nakache, Éric Toledano',
    2011,
    [
      ['tilleuls', 'F NAK', '2026-04-02'],
      ['gare', 'F NAK', null],
    ],
    [
      'L’amitié entre un aristocrate tétraplégique et son aide à domicile.',
      'The friendship between a quadriplegic aristocrat and his carer.',
    ],
  ],
  [
    'D108',
    'dvd',
    "Le Fabuleux Destin d'Amélie Poulain",
    'Jean-Pierre Jeunet',
    2001,
    [['gare', 'F JEU', null]],
    [
      'Une jeune serveuse de Montmartre décide de faire le bonheur des autres.',
      'A young Montmartre waitress sets out to make others happy.',
    ],
  ],
  [
    'D109',
    'cd',
    'Random Access Memories',
    'Daft Punk',
    2013,
    [['gare', '782.42 DAF', '2026-04-06']],
    ['Le quatrième album studio du duo français.', 'The French duo’s fourth studio album.'],
  ],
  [
    'D110',
    'cd',
    'Racine carrée',
    'Stromae',
    2013,
    [
      ['tilleuls', '782.42 STR', null],
      ['prairie', '782.42 STR', null],
    ],
    ['Le deuxième album de Stromae.', 'Stromae’s second album.'],
  ],
  [
    'D111',
    'livre',
    "Sapiens : une brève histoire de l'humanité",
    'Yuval Noah Harari',
    2015,
    [
      ['gare', '909 HAR', null],
      ['tilleuls', '909 HAR', '2026-04-20'],
    ],
    [
      'De l’âge de pierre à nos jours, l’histoire de notre espèce.',
      'From the Stone Age to today, the story of our species.',
    ],
  ],
  [
    'D112',
    'livre',
    "La Vérité sur l'affaire Harry Quebert",
    'Joël Dicker',
    2012,
    [['tilleuls', 'R DIC', '2026-04-10']],
    [
      'Un jeune écrivain enquête sur un meurtre vieux de trente ans.',
      'A young writer looks into a thirty-year-old murder.',
    ],
  ],
  [
    'D113',
    'livre',
    "Harry Potter à l'école des sorciers",
    'J. K. Rowling',
    1998,
    [
      ['tilleuls', 'J ROW', null],
      ['prairie', 'J ROW', null],
      ['gare', 'J ROW', '2026-04-11'],
    ],
    [
      'Le premier tome des aventures du jeune sorcier (édition française).',
      'The first volume of the young wizard’s adventures (French edition).',
    ],
  ],
  [
    'D114',
    'livre',
    "Harry Potter and the Philosopher's Stone",
    'J. K. Rowling',
    1997,
    [['gare', 'LE ROW', '2026-04-20']],
    ['Le premier tome, en version originale anglaise.', 'The first volume, in the original English.'],
  ],
  [
    'D115',
    'audio',
    'Les Misérables (livre audio)',
    'Victor Hugo',
    2019,
    [['tilleuls', 'LA HUG', null]],
    ['Le roman de Victor Hugo lu en version intégrale (MP3).', 'Victor Hugo’s novel read unabridged (MP3).'],
  ],
  [
    'D116',
    'revue',
    'Géo n° 566 (avril 2026)',
    'Géo',
    2026,
    [
      ['tilleuls', 'REV GEO', null],
      ['gare', 'REV GEO', null],
      ['prairie', 'REV GEO', null],
    ],
    ['Le magazine de la découverte du monde.', 'A magazine about discovering the world.'],
  ],
  [
    'D117',
    'revue',
    'Que Choisir n° 648 (mars 2026)',
    'UFC-Que Choisir',
    2026,
    [['tilleuls', 'REV QUE', null]],
    ['Le magazine des consommateurs.', 'The consumer magazine.'],
  ],
  [
    'D118',
    'livre',
    'Le Comte de Monte-Cristo',
    'Alexandre Dumas',
    1844,
    [
      ['prairie', 'R DUM', null],
      ['tilleuls', 'R DUM', '2026-04-17'],
    ],
    [
      'Edmond Dantès, emprisonné à tort, prépare sa vengeance.',
      'Edmond Dantès, wrongly imprisoned, plans his revenge.',
    ],
  ],
  [
    'D119',
    'dvd',
    "Le Seigneur des anneaux : la communauté de l'anneau",
    'Peter Jackson',
    2001,
    [['gare', 'F JAC', '2026-04-03']],
    ['Le premier film de la trilogie.', 'The first film of the trilogy.'],
  ],
];
const EVENTS = [
  {
    id: 'conte-0411',
    date: '2026-04-11',
    time: '10:30',
    branch: 'prairie',
    seats: 8,
    title: ['Heure du conte : histoires de printemps', 'Story time: spring tales'],
    public: ['Enfants de 4 à 7 ans et leurs parents', 'Children aged 4 to 7 and their parents'],
    text: [
      'Des albums et des comptines pour fêter le retour des beaux jours. Durée : 45 minutes. Chaque enfant doit être accompagné d’un adulte.',
      'Picture books and nursery rhymes to welcome the spring. 45 minutes. Every child must come with an adult.',
    ],
  },
  {
    id: 'numerique-0414',
    date: '2026-04-14',
    time: '14:00',
    branch: 'tilleuls',
    seats: 3,
    title: [
      'Atelier numérique : bien débuter avec sa tablette',
      'Digital workshop: getting started with your tablet',
    ],
    public: ['Adultes débutants', 'Adult beginners'],
    text: [
      'Allumer, se connecter au wifi, installer une application, lire la presse en ligne avec sa carte de lecteur. Apportez votre tablette ; la médiathèque en prête aussi. Salle multimédia, 2 heures.',
      'Switching on, connecting to wifi, installing an app, reading newspapers online with your library card. Bring your tablet; we also lend some. Multimedia room, 2 hours.',
    ],
  },
  {
    id: 'club-0416',
    date: '2026-04-16',
    time: '18:30',
    branch: 'tilleuls',
    seats: 15,
    title: ['Club de lecture : nos coups de cœur du printemps', 'Book club: our spring favourites'],
    public: ['Adultes', 'Adults'],
    text: [
      'Venez partager vos lectures du moment autour d’un thé. Aucune préparation nécessaire.',
      'Come and share what you are reading over a cup of tea. No preparation needed.',
    ],
  },
  {
    id: 'rencontre-0418',
    date: '2026-04-18',
    time: '15:00',
    branch: 'gare',
    seats: 0,
    title: ['Rencontre avec l’illustratrice Anne Verdier', 'Meet the illustrator Anne Verdier'],
    public: ['Tout public à partir de 8 ans', 'Everyone aged 8 and over'],
    text: [
      'Anne Verdier présente son nouvel album et dessine en direct. Séance de dédicaces à la fin de la rencontre.',
      'Anne Verdier presents her new picture book and draws live, followed by a book signing.',
    ],
  },
  {
    id: 'jeux-0425',
    date: '2026-04-25',
    time: '14:00',
    branch: 'gare',
    seats: 20,
    title: ['Après-midi jeux de société', 'Board games afternoon'],
    public: ['Tout public, en famille ou entre amis', 'Everyone, with family or friends'],
    text: [
      'Une cinquantaine de jeux à découvrir avec les bibliothécaires, de 14 h à 18 h. Venez quand vous voulez.',
      'About fifty games to try with the librarians, from 2 pm to 6 pm. Drop in any time.',
    ],
  },
];
const NEWS = [
  {
    slug: 'horaires-paques',
    date: ['27 mars 2026', '27 March 2026'],
    title: ['Horaires du week-end de Pâques', 'Easter weekend opening hours'],
    excerpt: ['Fermeture exceptionnelle le lundi de Pâques.', 'All libraries closed on Easter Monday.'],
    body: [
      'Le samedi 4 avril, nos trois bibliothèques ouvrent aux horaires habituels. Toutes nos bibliothèques sont fermées le lundi 6 avril (lundi de Pâques). Les boîtes de retour restent accessibles.',
      'On Saturday 4 April our three libraries keep their usual hours. All our libraries are closed on Monday 6 April (Easter Monday). The book drops stay open.',
    ],
  },
  {
    slug: 'boite-retour-gare',
    date: ['16 mars 2026', '16 March 2026'],
    title: ['Une boîte de retour 24 h/24 à la Gare', 'A 24-hour book drop at the Station Library'],
    excerpt: [
      'Rendez vos documents même quand la bibliothèque est fermée.',
      'Return your items even when the library is closed.',
    ],
    body: [
      'Une boîte de retour est installée devant la Bibliothèque de la Gare. Elle accepte les livres, BD, CD et DVD de tout le réseau. Les jeux et les revues sont à rendre à l’accueil.',
      'A book drop now stands in front of the Station Library. It takes books, comics, CDs and DVDs from every branch. Games and magazines must be returned at the desk.',
    ],
  },
  {
    slug: 'grainotheque',
    date: ['2 mars 2026', '2 March 2026'],
    title: ['La grainothèque rouvre', 'The seed library reopens'],
    excerpt: ['Déposez et emportez des graines gratuitement.', 'Leave and take seeds for free.'],
    body: [
      'Jusqu’au 30 juin, la grainothèque de la Bibliothèque de la Prairie vous attend : tomates, courges, fleurs mellifères. Apportez vos graines dans une enveloppe étiquetée.',
      'Until 30 June, the seed library at the Prairie Library is open: tomatoes, squashes, flowers for bees. Bring your seeds in a labelled envelope.',
    ],
  },
];
const TARIFFS = [
  ['adulte', 'Adulte — 15 € par an', 'Adult — €15 a year'],
  ['jeune', 'Moins de 18 ans — gratuit', 'Under 18 — free'],
  [
    'reduit',
    'Tarif réduit (étudiants, demandeurs d’emploi) — 7 € par an',
    'Reduced rate (students, jobseekers) — €7 a year',
  ],
  ['exterieur', 'Hors commune — 30 € par an', 'Non-resident — €30 a year'],
];
const NOTICES = [
  ['email', 'Par e-mail', 'By email'],
  ['sms', 'Par SMS', 'By text message (SMS)'],
  ['courrier', 'Par courrier', 'By post'],
];

function libraryAccounts() {
  return {
    '2940-118': {
      pin: '4471',
      prenom: 'Camille',
      nom: 'Roux',
      branch: 'tilleuls',
      validUntil: '2026-09-30',
      fine: 1.5,
      prefs: { email: 'camille.roux@mail.test', telephone: '06 11 22 33 44', avis: 'email', lettre: false },
      loans: [
        {
          id: 'P-5101',
          doc: 'D103',
          branch: 'tilleuls',
          out: '2026-03-14',
          due: '2026-04-04',
          renewed: false,
        },
        {
          id: 'P-5102',
          doc: 'D104',
          branch: 'tilleuls',
          out: '2026-02-26',
          due: '2026-04-09',
          renewed: true,
        },
        {
          id: 'P-5103',
          doc: 'D107',
          branch: 'tilleuls',
          out: '2026-03-12',
          due: '2026-04-02',
          renewed: false,
        },
      ],
      holds: [{ id: 'RES-4410', doc: 'D105', retrait: 'tilleuls', ready: false }],
    },
    '2940-305': {
      pin: '8026',
      prenom: 'Peter',
      nom: 'Walsh',
      branch: 'gare',
      validUntil: '2027-01-31',
      fine: 0,
      prefs: { email: 'peter.walsh@mail.test', telephone: '07 45 67 89 10', avis: 'sms', lettre: true },
      loans: [
        { id: 'P-5201', doc: 'D114', branch: 'gare', out: '2026-03-30', due: '2026-04-20', renewed: false },
        { id: 'P-5202', doc: 'D109', branch: 'gare', out: '2026-03-16', due: '2026-04-06', renewed: false },
        {
          id: 'P-5203',
          doc: 'D119',
          branch: 'gare',
          out: '2026-03-13',
          due: '2026-04-03',
          renewed: false,
          wanted: true,
        },
      ],
      holds: [
        { id: 'RES-4398', doc: 'D111', retrait: 'gare', ready: '2026-04-08' },
        { id: 'RES-4415', doc: 'D112', retrait: 'gare', ready: false },
      ],
    },
    '2940-562': {
      pin: '1357',
      prenom: 'Nadia',
      nom: 'Benali',
      branch: 'prairie',
      validUntil: '2026-11-15',
      fine: 0,
      prefs: { email: 'nadia.benali@mail.test', telephone: '', avis: 'email', lettre: false },
      loans: [],
      holds: [],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.library). */
export function libraryState() {
  return {
    sessions: new Map(),
    accounts: libraryAccounts(),
    seats: Object.fromEntries(EVENTS.map((e) => [e.id, e.seats])),
    nextHold: 5001,
    nextReader: 731,
    nextEvent: 3101,
    nextSuggestion: 212,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function libraryGetForms() {
  return ['/catalogue'];
}

/* ---------------------------------------------------------------------------------------------- */

function fold(s) {
  return String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’:,.()«»"“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
function docOf(id) {
  const d = DOCS.find((x) => x[0] === id);
  return d && { id: d[0], type: d[1], title: d[2], author: d[3], year: d[4], copies: d[5], summary: d[6] };
}
function ddmmyyyy(iso) {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
function addDays(iso, n) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
function validIsoDate(d) {
  return /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
}
function cardKey(text) {
  const digits = String(text ?? '').replace(/\D/g, '');
  return digits.length === 7 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : null;
}

function tools(s) {
  const en = s.lang === 'en';
  const t = (fr, eng) => (en ? eng : fr);
  const pick = (row) => (en ? row[2] : row[1]);
  const both = ([fr, eng]) => (en ? eng : fr);
  const branchName = (k) => pick(BRANCHES.find((b) => b[0] === k) ?? [k, k, k]);
  const typeName = (k) => pick(TYPES.find((x) => x[0] === k) ?? [k, k, k]);
  const money = (n) => (en ? `€${n.toFixed(2)}` : `${n.toFixed(2).replace('.', ',')} €`);
  const longDate = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    return `${DAYS[en ? 1 : 0][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[en ? 1 : 0][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
  };
  return { en, t, pick, both, branchName, typeName, money, longDate };
}

function errorBox(e) {
  return e ? `<div class="error" role="alert">${h(e)}</div>` : '';
}
function flashBox(s) {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
}
function option(value, text, current) {
  return `<option value="${h(value)}"${current === value ? ' selected' : ''}>${h(text)}</option>`;
}

function libraryPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  return page({
    lang: s.lang,
    title: `${title} — Médiathèque des Tilleuls`,
    brand: '#2f5d8a',
    css: '.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700}.results{list-style:none;padding:0;display:grid;gap:12px}.result h2{margin:0 0 4px;font-size:1.15rem}.meta{color:#555;margin:4px 0}.inline{display:inline}.hint{color:#666;font-size:.9rem;font-weight:400}',
    header: `<a class="logo" href="/">Médiathèque des Tilleuls</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/">${t('Accueil', 'Home')}</a> · <a href="/catalogue">${t('Catalogue', 'Catalogue')}</a> · <a href="/agenda">${t('Agenda', 'What’s on')}</a> · <a href="/inscription">${t('Inscription', 'Join the library')}</a> · <a href="/suggestion">${t('Suggérer un achat', 'Suggest a purchase')}</a> · <a href="/infos">${t('Infos pratiques', 'Opening hours & rules')}</a></nav>
<nav aria-label="${t('Espace lecteur', 'Reader area')}"><a href="/compte">${t('Mon compte', 'My account')}</a> · ${s.user ? `<a href="/deconnexion">${t('Déconnexion', 'Sign out')}</a>` : `<a href="/connexion">${t('Se connecter', 'Sign in')}</a>`}</nav>
<nav aria-label="Langue / Language"><a href="/langue?l=fr&amp;retour=${here}" lang="fr">FR</a> | <a href="/langue?l=en&amp;retour=${here}" lang="en" title="English version">EN</a></nav>`,
    body,
    footer: t(
      'Médiathèque des Tilleuls · réseau des bibliothèques municipales · 2 place des Tilleuls · 04 78 00 45 45 · mediatheque@tilleuls.test',
      'Médiathèque des Tilleuls · municipal library network · 2 place des Tilleuls · +33 4 78 00 45 45 · mediatheque@tilleuls.test',
    ),
  });
}

function hoursTable(s) {
  const { t, branchName } = tools(s);
  return `<table><thead><tr><th>${t('Bibliothèque', 'Library')}</th><th>${t('Horaires', 'Opening hours')}</th></tr></thead><tbody>
${HOURS.map(([b, rows]) => `<tr><td>${h(branchName(b))}</td><td>${rows.map((r) => `${t(r[0], r[1])} ${r[2]}`).join('<br>')}</td></tr>`).join('\n')}
</tbody></table>`;
}

function searchForm(s, v = {}, error = '') {
  const { t, pick } = tools(s);
  return `<form method="get" action="/catalogue" class="card" role="search">
${errorBox(error)}
  <label for="q">${t('Mots-clés', 'Keywords')}</label>
  <input id="q" name="q" placeholder="${t('Titre, auteur, sujet…', 'Title, author, subject…')}" value="${h(v.q ?? '')}">
  <label for="type">${t('Type de document', 'Document type')}</label>
  <select id="type" name="type">${option('', t('Tous les documents', 'All documents'), v.type ?? '')}${TYPES.map((x) => option(x[0], pick(x), v.type)).join('')}</select>
  <label for="site">${t('Bibliothèque', 'Branch')}</label>
  <select id="site" name="site">${option('', t('Toutes les bibliothèques', 'All branches'), v.site ?? '')}${BRANCHES.map((b) => option(b[0], pick(b), v.site)).join('')}</select>
  <p><label class="choice"><input type="checkbox" name="dispo" value="1"${v.dispo ? ' checked' : ''}> ${t('Disponible uniquement', 'Available only')}</label></p>
  <p><button type="submit">${t('Rechercher', 'Search')}</button></p>
</form>`;
}

function availability(s, d) {
  const { t, branchName } = tools(s);
  return d.copies
    .map(([b, , due]) =>
      due
        ? `${h(branchName(b))} : ${t('en prêt jusqu’au', 'on loan until')} ${ddmmyyyy(due)}`
        : `${h(branchName(b))} : ${t('disponible', 'available')}`,
    )
    .join(' · ');
}

function reserveButton(s, d) {
  const { t } = tools(s);
  if (d.type === 'revue')
    return `<p class="meta">${t('Les revues se consultent sur place et ne se réservent pas.', 'Magazines are read in the library and cannot be reserved.')}</p>`;
  return `<form method="post" action="/reserver" class="inline"><input type="hidden" name="doc" value="${d.id}"><button type="submit">${t('Réserver', 'Reserve')}</button></form>`;
}

function searchDocs(v) {
  const words = fold(v.q).split(' ').filter(Boolean);
  return DOCS.map((x) => docOf(x[0])).filter((d) => {
    const hay = fold(
      `${d.title} ${d.author} ${TYPES.find((x) => x[0] === d.type)
        .slice(1)
        .join(' ')}`,
    );
    if (!words.every((w) => hay.includes(w))) return false;
    if (v.type && d.type !== v.type) return false;
    const copies = d.copies.filter(([b]) => !v.site || b === v.site);
    if (!copies.length) return false;
    if (v.dispo && !copies.some(([, , due]) => !due)) return false;
    return true;
  });
}

function loginForm(ctx, s, error = '') {
  const { t } = tools(s);
  const pending = s.pending && docOf(s.pending);
  return libraryPage(
    ctx,
    s,
    t('Connexion', 'Sign in'),
    `<h1>${t('Connexion à votre compte lecteur', 'Sign in to your reader account')}</h1>
${pending ? `<div class="notice" role="status"><p>${t('Connectez-vous avec votre carte de lecteur pour réserver', 'Sign in with your library card to reserve')} « ${h(pending.title)} ».</p></div>` : ''}
${errorBox(error)}
<form method="post" action="/connexion">
  <label for="carte">${t('Numéro de carte', 'Card number')}</label>
  <input id="carte" name="carte" placeholder="${t('ex. 2940-000', 'e.g. 2940-000')}" autocomplete="username">
  <label for="pin">${t('Code PIN (4 chiffres)', 'PIN (4 digits)')}</label>
  <input type="password" id="pin" name="pin" inputmode="numeric" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="memoriser" value="1"> ${t('Rester connecté', 'Keep me signed in')}</label></p>
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>
<p>${t('Code PIN oublié ? Demandez-le à l’accueil ou appelez le 04 78 00 45 45.', 'Forgotten your PIN? Ask at the desk or call +33 4 78 00 45 45.')}</p>
<p>${t('Pas encore de carte ?', 'No card yet?')} <a href="/inscription">${t('Inscrivez-vous', 'Join the library')}</a></p>`,
  );
}

function pickupForm(ctx, s, acct, d, error = '') {
  const { t, pick, typeName } = tools(s);
  return libraryPage(
    ctx,
    s,
    t('Réservation', 'Reservation'),
    `<h1>${t('Réserver un document', 'Reserve an item')}</h1>
<section class="card"><h2>${h(d.title)}</h2><p class="meta">${h(d.author)} · ${h(typeName(d.type))} · ${d.year}</p></section>
${errorBox(error)}
<form method="post" action="/reservation">
  <input type="hidden" name="doc" value="${d.id}">
  <label for="retrait">${t('Bibliothèque de retrait', 'Pickup library')}</label>
  <select id="retrait" name="retrait">${option('', t('Choisissez une bibliothèque', 'Choose a library'), '')}${BRANCHES.map((b) => option(b[0], pick(b), acct.branch)).join('')}</select>
  <p class="hint">${t('Nous vous prévenons dès que le document vous attend. Il reste 10 jours à votre disposition.', 'We let you know as soon as the item is waiting for you. It is kept for 10 days.')}</p>
  <p><button type="submit">${t('Confirmer la réservation', 'Confirm the reservation')}</button> <a href="/catalogue">${t('Retour au catalogue', 'Back to the catalogue')}</a></p>
</form>`,
  );
}

function accountPage(ctx, s, acct, tab, error = '', values = null) {
  const { t, pick, typeName, branchName, money } = tools(s);
  const tabs = [
    ['prets', t('Prêts', 'Loans')],
    ['reservations', t('Réservations', 'Reservations')],
    ['preferences', t('Préférences', 'Preferences')],
  ];
  const p = values ?? {
    email: acct.prefs.email,
    telephone: acct.prefs.telephone,
    avis: acct.prefs.avis,
    lettre: acct.prefs.lettre ? 'oui' : '',
  };
  const panels = {
    prets: acct.loans.length
      ? `<table><thead><tr><th>${t('Titre', 'Title')}</th><th>Type</th><th>${t('Emprunté le', 'Borrowed')}</th><th>${t('À rendre le', 'Due back')}</th><th></th></tr></thead><tbody>
${acct.loans
  .map((l) => {
    const d = docOf(l.doc);
    const action = l.wanted
      ? t(
          'Réservé par un autre lecteur : prolongation impossible',
          'Reserved by another reader: cannot be renewed',
        )
      : l.renewed
        ? t('Déjà prolongé', 'Already renewed')
        : `<form method="post" action="/compte/prolonger" class="inline"><input type="hidden" name="pret" value="${l.id}"><button type="submit">${t('Prolonger', 'Renew')}</button></form>`;
    return `<tr><td>${h(d.title)}</td><td>${h(typeName(d.type))}</td><td>${ddmmyyyy(l.out)}</td><td>${ddmmyyyy(l.due)}</td><td>${action}</td></tr>`;
  })
  .join('\n')}
</tbody></table>
<p>${t('Un prêt dure 3 semaines et peut être prolongé une fois de 3 semaines, sauf si le document est réservé.', 'A loan lasts 3 weeks and can be renewed once for 3 more weeks, unless someone has reserved the item.')}</p>`
      : `<p>${t('Aucun prêt en cours.', 'You have nothing on loan.')}</p>`,
    reservations: acct.holds.length
      ? `<table><thead><tr><th>${t('N°', 'No.')}</th><th>${t('Titre', 'Title')}</th><th>${t('Retrait', 'Pickup')}</th><th>${t('État', 'Status')}</th><th></th></tr></thead><tbody>
${acct.holds
  .map((r) => {
    const d = docOf(r.doc);
    const status = r.ready
      ? `${t('Disponible, à retirer avant le', 'Ready, collect by')} ${ddmmyyyy(r.ready)}`
      : t('En attente', 'Waiting');
    return `<tr><td>${r.id}</td><td>${h(d.title)}</td><td>${h(branchName(r.retrait))}</td><td>${status}</td><td><form method="post" action="/compte/annuler" class="inline"><input type="hidden" name="resa" value="${r.id}"><button type="submit">${t('Annuler', 'Cancel')}</button></form></td></tr>`;
  })
  .join('\n')}
</tbody></table>`
      : `<p>${t('Aucune réservation en cours.', 'You have no reservations.')} <a href="/catalogue">${t('Chercher dans le catalogue', 'Search the catalogue')}</a></p>`,
    preferences: `<form method="post" action="/compte/preferences">
  <label for="pref-mail">E-mail</label><input type="email" id="pref-mail" name="email" value="${h(p.email ?? '')}">
  <label for="pref-tel">${t('Téléphone portable', 'Mobile phone')}</label><input type="tel" id="pref-tel" name="telephone" value="${h(p.telephone ?? '')}">
  <label for="pref-avis">${t('Recevoir les avis (réservation disponible, rappel de retour)', 'Send me notices (reservation ready, return reminder)')}</label>
  <select id="pref-avis" name="avis">${NOTICES.map((n) => option(n[0], pick(n), p.avis)).join('')}</select>
  <p><label class="choice"><input type="checkbox" name="lettre" value="oui"${p.lettre ? ' checked' : ''}> ${t('Recevoir la lettre d’information mensuelle', 'Send me the monthly newsletter')}</label></p>
  <p><button type="submit">${t('Enregistrer', 'Save')}</button></p>
</form>`,
  };
  return libraryPage(
    ctx,
    s,
    t('Mon compte', 'My account'),
    `<h1>${t('Bonjour', 'Hello')} ${h(acct.prenom)} ${h(acct.nom)}</h1>
<p>${t('Carte n°', 'Card no.')} ${h(acct.card)} · ${t('valable jusqu’au', 'valid until')} ${ddmmyyyy(acct.validUntil)} · ${t('bibliothèque de rattachement :', 'home library:')} ${h(branchName(acct.branch))}</p>
${acct.fine ? `<p class="error">${t('Pénalités de retard :', 'Late fees:')} ${money(acct.fine)} — ${t('à régler à l’accueil de votre bibliothèque (espèces, carte ou chèque ; pas de paiement en ligne).', 'to be paid at the desk of your library (cash, card or cheque; no online payment).')}</p>` : ''}
${flashBox(s)}${errorBox(error)}
<nav class="tabs" aria-label="${t('Mon compte', 'My account')}">${tabs.map(([k, label]) => `<a href="/compte?onglet=${k}"${k === tab ? ' aria-current="page"' : ''}>${label}${k === 'prets' ? ` (${acct.loans.length})` : k === 'reservations' ? ` (${acct.holds.length})` : ''}</a>`).join('')}</nav>
<section aria-label="${tabs.find(([k]) => k === tab)[1]}">
${panels[tab]}
</section>`,
  );
}

function joinForm(ctx, s, error = '', v = {}) {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return libraryPage(
    ctx,
    s,
    t('Inscription', 'Join the library'),
    `<h1>${t('S’inscrire à la médiathèque', 'Join the library')}</h1>
<p>${t('Une seule carte pour emprunter dans nos trois bibliothèques : 20 documents pour 3 semaines.', 'One card to borrow from all three libraries: 20 items for 3 weeks.')}</p>
${errorBox(error)}
<form method="post" action="/inscription">
  <fieldset><legend>${t('Tarif', 'Membership rate')}</legend>
    ${TARIFFS.map((x) => `<label class="choice"><input type="radio" name="tarif" value="${x[0]}"${v.tarif === x[0] ? ' checked' : ''}> ${h(pick(x))}</label>`).join('\n    ')}
  </fieldset>
  <fieldset><legend>${t('Vos coordonnées', 'Your details')}</legend>
    <label for="j-first">${t('Prénom', 'First name')}</label><input id="j-first" name="prenom" autocomplete="given-name" value="${val('prenom')}">
    <label for="j-last">${t('Nom', 'Last name')}</label><input id="j-last" name="nom" autocomplete="family-name" value="${val('nom')}">
    <label for="j-birth">${t('Date de naissance', 'Date of birth')}</label><input type="date" id="j-birth" name="naissance" value="${val('naissance')}">
    <label for="j-addr">${t('Adresse', 'Address')}</label><input id="j-addr" name="adresse" placeholder="${t('N° et rue', 'Number and street')}" value="${val('adresse')}">
    <label for="j-cp">${t('Code postal', 'Postcode')}</label><input id="j-cp" name="cp" inputmode="numeric" size="6" value="${val('cp')}">
    <label for="j-city">${t('Ville', 'Town')}</label><input id="j-city" name="ville" value="${val('ville')}">
    <label for="j-mail">E-mail</label><input type="email" id="j-mail" name="email" placeholder="nom@exemple.fr" value="${val('email')}">
    <label for="j-tel">${t('Téléphone (facultatif)', 'Phone (optional)')}</label><input type="tel" id="j-tel" name="telephone" value="${val('telephone')}">
  </fieldset>
  <label for="j-branch">${t('Bibliothèque de rattachement', 'Home library')}</label>
  <select id="j-branch" name="rattachement">${BRANCHES.map((b) => option(b[0], pick(b), v.rattachement ?? 'tilleuls')).join('')}</select>
  <p><label class="choice"><input type="checkbox" name="reglement" value="accepte"${v.reglement ? ' checked' : ''}> ${t('J’ai lu et j’accepte le règlement intérieur', 'I have read and accept the library rules')} *</label></p>
  <p><label class="choice"><input type="checkbox" name="lettre" value="oui"${v.lettre ? ' checked' : ''}> ${t('Je souhaite recevoir la lettre d’information mensuelle', 'I would like the monthly newsletter')}</label></p>
  <p><button type="submit">${t('Valider mon inscription', 'Submit my registration')}</button></p>
</form>`,
  );
}

function eventForm(ctx, s, e, error = '', v = {}) {
  const { t, both, branchName, longDate } = tools(s);
  const left = ctx.state.seats[e.id];
  const head = `<h1>${t('Inscription', 'Sign up')} : ${h(both(e.title))}</h1>
<p class="meta">${h(longDate(e.date))} · ${e.time} · ${h(branchName(e.branch))} · ${h(both(e.public))}</p>`;
  if (left <= 0)
    return libraryPage(
      ctx,
      s,
      both(e.title),
      `${head}<div class="error" role="alert">${t('Cet événement est complet : les inscriptions sont closes.', 'This event is full: sign-up is closed.')}</div><p><a href="/agenda">${t('Retour à l’agenda', 'Back to what’s on')}</a></p>`,
    );
  const max = Math.min(4, left);
  return libraryPage(
    ctx,
    s,
    both(e.title),
    `${head}<p>${t('Places restantes :', 'Seats left:')} ${left}. ${t('Gratuit, sur inscription.', 'Free, booking required.')}</p>
${errorBox(error)}
<form method="post" action="/agenda/inscription">
  <input type="hidden" name="evt" value="${e.id}">
  <label for="e-name">${t('Nom et prénom', 'Full name')}</label><input id="e-name" name="nom" value="${h(v.nom ?? '')}">
  <label for="e-mail">E-mail</label><input type="email" id="e-mail" name="email" value="${h(v.email ?? '')}">
  <label for="e-seats">${t('Nombre de places', 'Number of seats')}</label><input type="number" id="e-seats" name="places" min="1" max="${max}" value="${h(v.places ?? '1')}">
  <p class="hint">${t(`${max} places au plus par inscription.`, `At most ${max} seats per booking.`)}</p>
  <p><button type="submit">${t('Confirmer l’inscription', 'Confirm my place')}</button> <a href="/agenda">${t('Retour à l’agenda', 'Back to what’s on')}</a></p>
</form>`,
  );
}

function eventCard(ctx, s, e, level = 2) {
  const { t, both, branchName, longDate } = tools(s);
  const left = ctx.state.seats[e.id];
  return `<article class="card" aria-labelledby="ev-${e.id}"><h${level} id="ev-${e.id}">${h(both(e.title))}</h${level}>
<p class="meta"><time datetime="${e.date}">${h(longDate(e.date))}</time> · ${e.time}</p>
<p class="meta">${h(branchName(e.branch))} · ${h(both(e.public))}</p>
<p>${left > 0 ? `${t('Places restantes :', 'Seats left:')} ${left}` : `<strong>${t('Complet', 'Full')}</strong>`}</p>
<p><a href="/agenda/${e.id}">${t('Lire la suite', 'Read more')}</a>${left > 0 ? ` · <a class="btn" href="/agenda/inscription?evt=${e.id}">${t('S’inscrire', 'Sign up')}</a>` : ''}</p></article>`;
}

function suggestionForm(ctx, s, error = '', v = {}) {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return libraryPage(
    ctx,
    s,
    t('Suggérer un achat', 'Suggest a purchase'),
    `<h1>${t('Suggérer un achat', 'Suggest a purchase')}</h1>
<p>${t('Un livre, un film ou un disque manque au catalogue ? Proposez-le : les bibliothécaires étudient chaque suggestion.', 'A book, film or album missing from the catalogue? Tell us: the librarians read every suggestion.')}</p>
${errorBox(error)}
<form method="post" action="/suggestion">
  <label for="s-title">${t('Titre', 'Title')}</label><input id="s-title" name="titre" value="${val('titre')}">
  <label for="s-author">${t('Auteur, réalisateur ou artiste', 'Author, director or artist')}</label><input id="s-author" name="auteur" value="${val('auteur')}">
  <label for="s-type">${t('Type de document', 'Document type')}</label>
  <select id="s-type" name="type_doc">${option('', t('Choisissez un type', 'Choose a type'), v.type_doc ?? '')}${TYPES.map((x) => option(x[0], pick(x), v.type_doc)).join('')}</select>
  <label for="s-year">${t('Année de parution (facultatif)', 'Year of release (optional)')}</label><input type="number" id="s-year" name="annee" min="1800" max="2026" value="${val('annee')}">
  <label for="s-card">${t('Votre numéro de carte de lecteur', 'Your library card number')}</label><input id="s-card" name="carte" placeholder="2940-…" value="${val('carte')}">
  <label for="s-comment">${t('Commentaire', 'Comment')}</label><textarea id="s-comment" name="commentaire" rows="4" placeholder="${t('Pourquoi ce document ? (facultatif)', 'Why this item? (optional)')}">${val('commentaire')}</textarea>
  <p><button type="submit">${t('Envoyer la suggestion', 'Send my suggestion')}</button></p>
</form>`,
  );
}

/* ---------------------------------------------------------------------------------------------- */

/** The site's routes (sites.js: SITES.library). */
export async function libraryRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.mdt);
  if (!s) {
    const id = sid();
    s = { lang: 'fr', user: null, pending: null, flash: '', done: null };
    state.sessions.set(id, s);
    ctx.setCookie('mdt', id);
  }
  const { t, pick, both, branchName, typeName, longDate } = tools(s);
  const html = (title, body, status) => ({ status, lang: s.lang, html: libraryPage(ctx, s, title, body) });
  const blank = (k) => !fields[k]?.trim();
  const acct = s.user ? { ...state.accounts[s.user], card: s.user } : null;
  const realAcct = s.user ? state.accounts[s.user] : null;
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());

  if (path === '/langue') {
    s.lang = ctx.query.get('l') === 'en' ? 'en' : 'fr';
    const back = ctx.query.get('retour') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }
  if (path === '/' && method === 'GET') {
    return html(
      t('Accueil', 'Home'),
      `<h1>${t('Bienvenue à la Médiathèque des Tilleuls', 'Welcome to the Médiathèque des Tilleuls')}</h1>
<p>${t('Livres, BD, films, musique et revues dans nos trois bibliothèques. L’inscription est gratuite pour les moins de 18 ans.', 'Books, comics, films, music and magazines in our three libraries. Membership is free for under-18s.')}</p>
<form method="get" action="/catalogue" role="search" class="card">
  <label for="home-q">${t('Rechercher dans le catalogue', 'Search the catalogue')}</label>
  <input id="home-q" name="q" placeholder="${t('Titre, auteur, sujet…', 'Title, author, subject…')}">
  <button type="submit">OK</button> <a href="/catalogue">${t('Recherche avancée', 'Advanced search')}</a>
</form>
<h2>${t('Actualités', 'News')}</h2>
<div class="cards">${NEWS.map((a) => `<article class="card"><h3>${h(both(a.title))}</h3><p class="meta">${both(a.date)}</p><p>${h(both(a.excerpt))}</p><a href="/actualites/${a.slug}">${t('Lire la suite', 'Read more')}</a></article>`).join('\n')}</div>
<h2>${t('À l’agenda', 'What’s on')}</h2>
<div class="cards">${EVENTS.slice(0, 3)
        .map((e) => eventCard(ctx, s, e, 3))
        .join('\n')}</div>
<p><a href="/agenda">${t('Tout l’agenda', 'Full programme')}</a></p>
<h2>${t('Horaires d’ouverture', 'Opening hours')}</h2>
${hoursTable(s)}`,
    );
  }
  const article = NEWS.find((a) => path === `/actualites/${a.slug}`);
  if (article)
    return html(
      both(article.title),
      `<article><h1>${h(both(article.title))}</h1><p class="meta">${both(article.date)}</p><p>${h(both(article.body))}</p></article><p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  if (path === '/infos') {
    return html(
      t('Infos pratiques', 'Opening hours & rules'),
      `<h1>${t('Infos pratiques', 'Opening hours & rules')}</h1>
${hoursTable(s)}
<h2>${t('Emprunter', 'Borrowing')}</h2>
<ul>
<li>${t('20 documents pour 3 semaines, dont 4 DVD au plus.', '20 items for 3 weeks, at most 4 of them DVDs.')}</li>
<li>${t('Un prêt peut être prolongé une fois, depuis Mon compte, sauf si le document est réservé.', 'A loan can be renewed once, from My account, unless the item is reserved.')}</li>
<li>${t('Les revues se consultent sur place et ne se réservent pas.', 'Magazines are read in the library and cannot be reserved.')}</li>
<li>${t('Retard : 0,15 € par jour et par document. Les pénalités se règlent à l’accueil (espèces, carte ou chèque) ; il n’y a pas de paiement en ligne.', 'Late returns: €0.15 a day per item. Fees are paid at the desk (cash, card or cheque); there is no online payment.')}</li>
</ul>`,
    );
  }

  // catalogue
  if (path === '/catalogue' && method === 'GET') {
    const v = Object.fromEntries(ctx.query);
    const title = t('Catalogue', 'Catalogue');
    if (![...ctx.query.keys()].length)
      return html(
        title,
        `<h1>${t('Rechercher dans le catalogue', 'Search the catalogue')}</h1>${searchForm(s)}`,
      );
    if (!v.q?.trim() && !v.type)
      return html(
        title,
        `<h1>${t('Rechercher dans le catalogue', 'Search the catalogue')}</h1>${searchForm(s, v, t('Saisissez au moins un mot-clé ou choisissez un type de document.', 'Enter at least one keyword or choose a document type.'))}`,
      );
    const found = searchDocs(v);
    return html(
      title,
      `<h1>${t('Rechercher dans le catalogue', 'Search the catalogue')}</h1>${searchForm(s, v)}
<h2>${found.length ? `${found.length} ${found.length > 1 ? t('documents trouvés', 'items found') : t('document trouvé', 'item found')}` : t('Aucun document ne correspond à votre recherche.', 'No item matches your search.')}</h2>
<ol class="results" aria-label="${t('Résultats', 'Results')}">
${found
  .map(
    (
      d,
    ) => `<li class="card result" aria-labelledby="doc-${d.id}"><h3 id="doc-${d.id}"><a href="/notice/${d.id}">${h(d.title)}</a></h3>
<p class="meta">${h(d.author)} · ${h(typeName(d.type))} · ${d.year}</p>
<p class="meta">${availability(s, d)}</p>
<p><a href="/notice/${d.id}">${t('Voir la notice', 'View record')}</a> ${reserveButton(s, d)}</p></li>`,
  )
  .join('\n')}
</ol>`,
    );
  }
  const noticeMatch = path.match(/^\/notice\/(D\d+)$/);
  if (noticeMatch && method === 'GET') {
    const d = docOf(noticeMatch[1]);
    if (!d) return null;
    return html(
      d.title,
      `<p><a href="javascript:history.back()">${t('← Retour aux résultats', '← Back to the results')}</a></p>
<h1>${h(d.title)}</h1>
<p class="meta">${h(d.author)} · ${h(typeName(d.type))} · ${d.year}</p>
<p>${h(both(d.summary))}</p>
<h2>${t('Exemplaires', 'Copies')}</h2>
<table><thead><tr><th>${t('Bibliothèque', 'Library')}</th><th>${t('Cote', 'Call number')}</th><th>${t('Disponibilité', 'Status')}</th></tr></thead><tbody>
${d.copies.map(([b, cote, due]) => `<tr><td>${h(branchName(b))}</td><td>${h(cote)}</td><td>${due ? `${t('En prêt jusqu’au', 'On loan until')} ${ddmmyyyy(due)}` : t('Disponible', 'Available')}</td></tr>`).join('\n')}
</tbody></table>
<p>${reserveButton(s, d)}</p>`,
    );
  }

  // reservations
  if (path === '/reserver' && method === 'POST') {
    const d = docOf(fields.doc);
    if (!d || d.type === 'revue') return { redirect: '/catalogue' };
    s.pending = d.id;
    return { redirect: s.user ? '/reservation' : '/connexion' };
  }
  if (path === '/reservation' && (method === 'GET' || method === 'POST')) {
    if (!acct) return { redirect: '/connexion' };
    const d = docOf(method === 'POST' ? fields.doc : s.pending);
    if (!d || d.type === 'revue') return { redirect: '/catalogue' };
    if (method === 'GET') return { lang: s.lang, html: pickupForm(ctx, s, acct, d) };
    if (!BRANCHES.some((b) => b[0] === fields.retrait))
      return {
        lang: s.lang,
        html: pickupForm(
          ctx,
          s,
          acct,
          d,
          t(
            'Choisissez la bibliothèque où retirer le document.',
            'Choose the library where you will collect the item.',
          ),
        ),
      };
    if (realAcct.holds.some((r) => r.doc === d.id))
      return {
        lang: s.lang,
        html: pickupForm(
          ctx,
          s,
          acct,
          d,
          t('Vous avez déjà réservé ce document.', 'You have already reserved this item.'),
        ),
      };
    if (realAcct.loans.some((l) => l.doc === d.id))
      return {
        lang: s.lang,
        html: pickupForm(
          ctx,
          s,
          acct,
          d,
          t('Vous avez déjà ce document en prêt.', 'You already have this item on loan.'),
        ),
      };
    const hold = { id: `RES-${state.nextHold++}`, doc: d.id, retrait: fields.retrait, ready: false };
    realAcct.holds.push(hold);
    s.pending = null;
    s.done = { kind: 'hold', hold };
    return { redirect: '/reservation/confirmation' };
  }
  if (path === '/reservation/confirmation' && method === 'GET') {
    if (s.done?.kind !== 'hold') return { redirect: '/catalogue' };
    const { hold } = s.done;
    const d = docOf(hold.doc);
    return html(
      t('Réservation enregistrée', 'Reservation confirmed'),
      `<h1>${t('Réservation enregistrée', 'Reservation confirmed')}</h1>
<div class="notice" role="status"><p>${t('Numéro de réservation :', 'Reservation number:')} <strong>${hold.id}</strong></p>
<p>« ${h(d.title)} » (${h(typeName(d.type))}) — ${t('retrait à la', 'pickup at')} ${h(branchName(hold.retrait))}.</p>
<p>${t('Nous vous prévenons dès que le document vous attend.', 'We will let you know as soon as the item is waiting for you.')}</p></div>
<p><a href="/compte?onglet=reservations">${t('Voir mes réservations', 'See my reservations')}</a> · <a href="/catalogue">${t('Nouvelle recherche', 'New search')}</a></p>`,
    );
  }

  // sign-in
  if (path === '/connexion' && method === 'GET') {
    if (s.user) return { redirect: '/compte' };
    return { lang: s.lang, html: loginForm(ctx, s) };
  }
  if (path === '/connexion' && method === 'POST') {
    if (blank('carte') || blank('pin'))
      return {
        lang: s.lang,
        html: loginForm(
          ctx,
          s,
          t('Saisissez votre numéro de carte et votre code PIN.', 'Enter your card number and PIN.'),
        ),
      };
    const key = cardKey(fields.carte);
    if (key && state.accounts[key] && state.accounts[key].pin === fields.pin.trim()) {
      s.user = key;
      return { redirect: s.pending ? '/reservation' : '/compte' };
    }
    return {
      lang: s.lang,
      html: loginForm(ctx, s, t('Numéro de carte ou code PIN incorrect.', 'Wrong card number or PIN.')),
    };
  }
  if (path === '/deconnexion') {
    s.user = null;
    s.pending = null;
    return { redirect: '/' };
  }

  // account
  if (path.startsWith('/compte')) {
    if (!acct) return { redirect: '/connexion' };
    if (path === '/compte' && method === 'GET') {
      const tab = ['prets', 'reservations', 'preferences'].includes(ctx.query.get('onglet'))
        ? ctx.query.get('onglet')
        : 'prets';
      return { lang: s.lang, html: accountPage(ctx, s, acct, tab) };
    }
    if (path === '/compte/prolonger' && method === 'POST') {
      const l = realAcct.loans.find((x) => x.id === fields.pret);
      if (!l) return { redirect: '/compte' };
      const d = docOf(l.doc);
      if (l.renewed || l.wanted)
        return {
          lang: s.lang,
          html: accountPage(
            ctx,
            s,
            acct,
            'prets',
            t(`« ${d.title} » ne peut pas être prolongé.`, `“${d.title}” cannot be renewed.`),
          ),
        };
      l.due = addDays(l.due, 21);
      l.renewed = true;
      s.flash = t(
        `Prêt prolongé : « ${d.title} » est à rendre le ${ddmmyyyy(l.due)}.`,
        `Loan renewed: “${d.title}” is now due back on ${ddmmyyyy(l.due)}.`,
      );
      return { redirect: '/compte?onglet=prets' };
    }
    if (path === '/compte/annuler' && method === 'POST') {
      const r = realAcct.holds.find((x) => x.id === fields.resa);
      if (!r) return { redirect: '/compte?onglet=reservations' };
      realAcct.holds = realAcct.holds.filter((x) => x !== r);
      s.flash = t(
        `Réservation ${r.id} annulée (« ${docOf(r.doc).title} »).`,
        `Reservation ${r.id} cancelled (“${docOf(r.doc).title}”).`,
      );
      return { redirect: '/compte?onglet=reservations' };
    }
    if (path === '/compte/preferences' && method === 'POST') {
      const v = {
        email: fields.email ?? '',
        telephone: fields.telephone ?? '',
        avis: fields.avis,
        lettre: fields.lettre,
      };
      const err = !emailOk(fields.email)
        ? t('Indiquez une adresse e-mail valide.', 'Please enter a valid email address.')
        : !NOTICES.some((n) => n[0] === fields.avis)
          ? t('Choisissez comment recevoir les avis.', 'Choose how to receive notices.')
          : fields.avis === 'sms' && blank('telephone')
            ? t(
                'Indiquez un numéro de portable pour recevoir les avis par SMS.',
                'Enter a mobile number to get notices by text message.',
              )
            : '';
      if (err) return { lang: s.lang, html: accountPage(ctx, s, acct, 'preferences', err, v) };
      realAcct.prefs = {
        email: fields.email.trim(),
        telephone: (fields.telephone ?? '').trim(),
        avis: fields.avis,
        lettre: fields.lettre === 'oui',
      };
      const p = realAcct.prefs;
      const how =
        p.avis === 'sms'
          ? t(`par SMS au ${p.telephone}`, `by text message to ${p.telephone}`)
          : p.avis === 'email'
            ? t(`par e-mail à ${p.email}`, `by email to ${p.email}`)
            : t('par courrier', 'by post');
      s.flash = t(
        `Vos préférences ont été enregistrées. Vos avis vous seront envoyés ${how}.`,
        `Your preferences have been saved. Notices will be sent ${how}.`,
      );
      return { redirect: '/compte?onglet=preferences' };
    }
    return null;
  }

  // membership
  if (path === '/inscription' && method === 'GET') return { lang: s.lang, html: joinForm(ctx, s) };
  if (path === '/inscription' && method === 'POST') {
    const missing = [
      ['tarif', t('tarif', 'membership rate')],
      ['prenom', t('prénom', 'first name')],
      ['nom', t('nom', 'last name')],
      ['naissance', t('date de naissance', 'date of birth')],
      ['adresse', t('adresse', 'address')],
      ['cp', t('code postal', 'postcode')],
      ['ville', t('ville', 'town')],
      ['email', 'e-mail'],
    ].filter(([k]) => blank(k));
    const fail = (msg) => ({ lang: s.lang, html: joinForm(ctx, s, msg, fields) });
    if (missing.length)
      return fail(`${t('Merci de compléter :', 'Please fill in:')} ${missing.map(([, l]) => l).join(', ')}.`);
    if (!TARIFFS.some((x) => x[0] === fields.tarif))
      return fail(t('Choisissez un tarif.', 'Choose a membership rate.'));
    if (!validIsoDate(fields.naissance) || fields.naissance > '2026-04-01')
      return fail(t('La date de naissance n’est pas valide.', 'The date of birth is not valid.'));
    if (fields.tarif === 'jeune' && fields.naissance <= '2008-04-01')
      return fail(
        t(
          'Le tarif moins de 18 ans est réservé aux lecteurs nés après le 01/04/2008.',
          'The under-18 rate is for readers born after 01/04/2008.',
        ),
      );
    if (!/^\d{5}$/.test(fields.cp.trim()))
      return fail(t('Le code postal doit compter 5 chiffres.', 'The postcode must have 5 digits.'));
    if (!emailOk(fields.email))
      return fail(t('L’adresse e-mail n’est pas valide.', 'The email address is not valid.'));
    if (fields.reglement !== 'accepte')
      return fail(t('Vous devez accepter le règlement intérieur.', 'You must accept the library rules.'));
    const branch = BRANCHES.some((b) => b[0] === fields.rattachement) ? fields.rattachement : 'tilleuls';
    s.done = {
      kind: 'member',
      no: `2940-${state.nextReader++}`,
      name: `${fields.prenom.trim()} ${fields.nom.trim()}`,
      tarif: fields.tarif,
      branch,
      email: fields.email.trim(),
    };
    return { redirect: '/inscription/confirmation' };
  }
  if (path === '/inscription/confirmation' && method === 'GET') {
    if (s.done?.kind !== 'member') return { redirect: '/inscription' };
    const m = s.done;
    return html(
      t('Inscription enregistrée', 'Registration received'),
      `<h1>${t('Inscription enregistrée', 'Registration received')}</h1>
<div class="notice" role="status"><p>${t('Bienvenue', 'Welcome')} ${h(m.name)} !</p>
<p>${t('Votre numéro de lecteur :', 'Your reader number:')} <strong>${m.no}</strong></p>
<p>${t('Tarif :', 'Rate:')} ${h(pick(TARIFFS.find((x) => x[0] === m.tarif)))}</p>
<p>${t('Retirez votre carte à l’accueil de la', 'Collect your card at the desk of the')} ${h(branchName(m.branch))} ${t('avec une pièce d’identité et un justificatif de domicile. Un e-mail de confirmation a été envoyé à', 'with an ID and a proof of address. A confirmation email has been sent to')} ${h(m.email)}.</p></div>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }

  // agenda
  if (path === '/agenda' && method === 'GET')
    return html(
      t('Agenda', 'What’s on'),
      `<h1>${t('Agenda', 'What’s on')}</h1><p>${t('Toutes nos animations sont gratuites, sur inscription.', 'All our events are free; booking required.')}</p>
<div class="cards">${EVENTS.map((e) => eventCard(ctx, s, e)).join('\n')}</div>`,
    );
  const eventPage = EVENTS.find((e) => path === `/agenda/${e.id}`);
  if (eventPage) {
    const e = eventPage;
    const left = state.seats[e.id];
    return html(
      both(e.title),
      `<article><h1>${h(both(e.title))}</h1>
<p class="meta">${h(longDate(e.date))} · ${e.time} · ${h(branchName(e.branch))}</p>
<p class="meta">${h(both(e.public))}</p>
<p>${h(both(e.text))}</p>
<p>${left > 0 ? `${t('Places restantes :', 'Seats left:')} ${left} · <a class="btn" href="/agenda/inscription?evt=${e.id}">${t('S’inscrire', 'Sign up')}</a>` : `<strong>${t('Complet', 'Full')}</strong>`}</p></article>
<p><a href="/agenda">${t('Retour à l’agenda', 'Back to what’s on')}</a></p>`,
    );
  }
  if (path === '/agenda/inscription' && method === 'GET') {
    const e = EVENTS.find((x) => x.id === ctx.query.get('evt'));
    if (!e) return { redirect: '/agenda' };
    return { lang: s.lang, html: eventForm(ctx, s, e) };
  }
  if (path === '/agenda/inscription' && method === 'POST') {
    const e = EVENTS.find((x) => x.id === fields.evt);
    if (!e) return { redirect: '/agenda' };
    const left = state.seats[e.id];
    if (left <= 0) return { lang: s.lang, html: eventForm(ctx, s, e) };
    const n = Number(fields.places);
    const err =
      blank('nom') || blank('email')
        ? t('Indiquez votre nom et votre adresse e-mail.', 'Please give your name and email address.')
        : !emailOk(fields.email)
          ? t('L’adresse e-mail n’est pas valide.', 'The email address is not valid.')
          : !Number.isInteger(n) || n < 1 || n > Math.min(4, left)
            ? t(
                `Choisissez entre 1 et ${Math.min(4, left)} places.`,
                `Choose between 1 and ${Math.min(4, left)} seats.`,
              )
            : '';
    if (err) return { lang: s.lang, html: eventForm(ctx, s, e, err, fields) };
    state.seats[e.id] = left - n;
    s.done = {
      kind: 'event',
      no: `AG-${state.nextEvent++}`,
      evt: e.id,
      n,
      name: fields.nom.trim(),
      email: fields.email.trim(),
    };
    return { redirect: '/agenda/confirmation' };
  }
  if (path === '/agenda/confirmation' && method === 'GET') {
    if (s.done?.kind !== 'event') return { redirect: '/agenda' };
    const x = s.done;
    const e = EVENTS.find((y) => y.id === x.evt);
    return html(
      t('Inscription confirmée', 'Registration confirmed'),
      `<h1>${t('Inscription confirmée', 'Registration confirmed')}</h1>
<div class="notice" role="status"><p>${t('Numéro d’inscription :', 'Booking number:')} <strong>${x.no}</strong></p>
<p>${h(both(e.title))} · ${h(longDate(e.date))} · ${e.time} · ${h(branchName(e.branch))}</p>
<p>${h(x.name)} · ${x.n} ${x.n > 1 ? t('places', 'seats') : t('place', 'seat')} · ${t('confirmation envoyée à', 'confirmation sent to')} ${h(x.email)}</p></div>
<p><a href="/agenda">${t('Retour à l’agenda', 'Back to what’s on')}</a></p>`,
    );
  }

  // suggestion
  if (path === '/suggestion' && method === 'GET') return { lang: s.lang, html: suggestionForm(ctx, s) };
  if (path === '/suggestion' && method === 'POST') {
    const missing = [
      ['titre', t('titre', 'title')],
      ['type_doc', t('type de document', 'document type')],
      ['carte', t('numéro de carte', 'card number')],
    ].filter(([k]) => blank(k));
    const fail = (msg) => ({ lang: s.lang, html: suggestionForm(ctx, s, msg, fields) });
    if (missing.length)
      return fail(`${t('Merci de compléter :', 'Please fill in:')} ${missing.map(([, l]) => l).join(', ')}.`);
    const key = cardKey(fields.carte);
    if (!key || !state.accounts[key])
      return fail(
        t('Ce numéro de carte de lecteur est inconnu.', 'We do not know this library card number.'),
      );
    if (!blank('annee') && !/^\d{4}$/.test(fields.annee.trim()))
      return fail(t('L’année doit compter 4 chiffres.', 'The year must have 4 digits.'));
    s.done = {
      kind: 'suggestion',
      no: `SUG-${state.nextSuggestion++}`,
      title: fields.titre.trim(),
      type: fields.type_doc,
    };
    return { redirect: '/suggestion/merci' };
  }
  if (path === '/suggestion/merci' && method === 'GET') {
    if (s.done?.kind !== 'suggestion') return { redirect: '/suggestion' };
    const x = s.done;
    return html(
      t('Merci', 'Thank you'),
      `<h1>${t('Merci pour votre suggestion !', 'Thank you for your suggestion!')}</h1>
<div class="notice" role="status"><p>${t('Référence :', 'Reference:')} <strong>${x.no}</strong> — « ${h(x.title)} » (${h(typeName(x.type))}).</p>
<p>${t('Les bibliothécaires vous répondront sous un mois.', 'The librarians will answer within a month.')}</p></div>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }
  return null;
}
