// jobs: Brightwork Jobs, a job board and careers site (English by default, a French version through
// the EN | FR switch in the header). A home page with featured job cards ("View job", "Apply") and
// career-advice articles ("Read more"); a GET job search (keywords, a location select, contract
// checkboxes sharing one name, work-pattern radios) whose results are cards with their own "Apply"
// button; job pages with "Apply for this job" and "Save job"; an application in three steps (details,
// experience, review with consent), each a POST answered by a 303 to the next step, ending on a
// confirmation with a BWA- reference; job alerts (JA- reference); a sign-in leading to a candidate
// account (tabs: My applications with "Withdraw" per application, Saved jobs with "Remove", Profile)
// or, for an employer account, the employer area with "Post a job" (BWJ- reference).
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { MONTHS as FR_EN_MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

// code, name (the same in both languages)
const LOCATIONS = [
  ['PAR', 'Paris'],
  ['LYS', 'Lyon'],
  ['NTE', 'Nantes'],
  ['BOD', 'Bordeaux'],
  ['LIL', 'Lille'],
  ['TLS', 'Toulouse'],
];
// value, English text, French text
const CONTRACTS = [
  ['permanent', 'Permanent (CDI)', 'CDI'],
  ['fixed-term', 'Fixed-term (CDD)', 'CDD'],
  ['freelance', 'Freelance', 'Freelance'],
  ['internship', 'Internship', 'Stage'],
];
const PATTERNS = [
  ['onsite', 'On-site', 'Sur site'],
  ['hybrid', 'Hybrid', 'Hybride'],
  ['remote', 'Fully remote', 'Télétravail complet'],
];
const SOURCES = [
  ['linkedin', 'LinkedIn', 'LinkedIn'],
  ['jobboard', 'Another job board', 'Un autre site d’emploi'],
  ['friend', 'A friend or colleague', 'Un ami ou un collègue'],
  ['school', 'My school or university', 'Mon école ou mon université'],
  ['fair', 'A careers fair', 'Un salon de recrutement'],
  ['other', 'Other', 'Autre'],
];
const REASONS = [
  ['other-offer', 'I have accepted another offer', 'J’ai accepté une autre offre'],
  ['not-interested', 'The job no longer interests me', 'Le poste ne m’intéresse plus'],
  ['salary', 'The salary does not suit me', 'Le salaire ne me convient pas'],
  ['location', 'The location does not suit me', 'Le lieu de travail ne me convient pas'],
  ['other', 'Other reason', 'Autre motif'],
];
const STATUSES = {
  review: ['Under review', 'En cours d’examen'],
  interview: ['Interview planned', 'Entretien prévu'],
  sent: ['Sent', 'Envoyée'],
  withdrawn: ['Withdrawn', 'Retirée'],
};

const job = (id, ref, title, company, loc, contract, remote, salary, posted, skills, en, fr) => ({
  id,
  ref,
  title,
  company,
  loc,
  contract,
  remote,
  salary,
  posted,
  skills,
  text: [en, fr],
});
function seedJobs() {
  return [
    job(
      'data-analyst',
      'BWJ-3011',
      'Data Analyst',
      'Northwind Retail',
      'LYS',
      'permanent',
      'hybrid',
      [42000, 50000, 'year'],
      '2026-03-02',
      'sql power bi python reporting',
      'Turn sales and stock data from our 38 stores into dashboards the buying teams use every morning. SQL and Power BI required; Python is a plus. Two days a week from home.',
      'Transformez les données de ventes et de stocks de nos 38 magasins en tableaux de bord utilisés chaque matin par les acheteurs. SQL et Power BI exigés ; Python apprécié. Deux jours de télétravail par semaine.',
    ),
    job(
      'frontend-developer',
      'BWJ-2987',
      'Front-end Developer (React)',
      'Pixelforge',
      'PAR',
      'permanent',
      'remote',
      [50000, 60000, 'year'],
      '2026-02-24',
      'react typescript javascript css',
      'Build the booking interface of our travel platform in React and TypeScript, with a design system shared by four teams. The whole team works remotely and meets in Paris once a quarter.',
      'Développez l’interface de réservation de notre plateforme de voyage en React et TypeScript, avec un design system partagé par quatre équipes. Toute l’équipe travaille à distance et se retrouve à Paris une fois par trimestre.',
    ),
    job(
      'ux-designer',
      'BWJ-2979',
      'UX Designer',
      'Studio Marée',
      'NTE',
      'fixed-term',
      'hybrid',
      [38000, 44000, 'year'],
      '2026-02-20',
      'figma research prototyping',
      'A 12-month contract to redesign the customer area of a regional bank: interviews, prototypes in Figma and usability tests with real customers.',
      'Un CDD de 12 mois pour repenser l’espace client d’une banque régionale : entretiens, prototypes sur Figma et tests utilisateurs avec de vrais clients.',
    ),
    job(
      'marketing-intern',
      'BWJ-3020',
      'Marketing Intern',
      'Cafés Lumière',
      'BOD',
      'internship',
      'onsite',
      [1200, 1200, 'month'],
      '2026-03-05',
      'marketing social media content',
      'A six-month internship from September in our Bordeaux roastery: social media, tastings in our cafés and the launch of our autumn blends.',
      'Un stage de six mois à partir de septembre dans notre brûlerie de Bordeaux : réseaux sociaux, dégustations dans nos cafés et lancement de nos mélanges d’automne.',
    ),
    job(
      'devops-engineer',
      'BWJ-3002',
      'DevOps Engineer',
      'CloudHarbor',
      'LIL',
      'freelance',
      'remote',
      [550, 650, 'day'],
      '2026-02-28',
      'kubernetes terraform aws ci',
      'A six-month freelance mission to move our hosting platform to Kubernetes and Terraform on AWS, and to speed up the CI pipelines.',
      'Une mission freelance de six mois pour migrer notre plateforme d’hébergement vers Kubernetes et Terraform sur AWS, et accélérer les chaînes d’intégration continue.',
    ),
    job(
      'customer-success',
      'BWJ-2964',
      'Customer Success Manager',
      'Tempo HR',
      'PAR',
      'permanent',
      'onsite',
      [45000, 52000, 'year'],
      '2026-02-16',
      'saas customers onboarding',
      'Look after 60 business customers of our HR software: onboarding, training sessions and quarterly reviews. Fluent French and English.',
      'Accompagnez 60 entreprises clientes de notre logiciel RH : mise en route, formations et bilans trimestriels. Français et anglais courants.',
    ),
    job(
      'data-engineer',
      'BWJ-2990',
      'Data Engineer',
      'Northwind Retail',
      'PAR',
      'fixed-term',
      'hybrid',
      [48000, 56000, 'year'],
      '2026-02-25',
      'python airflow sql spark',
      'An 18-month contract to build the pipelines that feed our new customer data platform with Python, Airflow and Spark.',
      'Un CDD de 18 mois pour construire les flux qui alimentent notre nouvelle plateforme de données clients, avec Python, Airflow et Spark.',
    ),
    job(
      'accountant',
      'BWJ-2951',
      'Accountant',
      'Garnier & Fils',
      'LYS',
      'permanent',
      'onsite',
      [36000, 40000, 'year'],
      '2026-02-11',
      'accounting finance payroll',
      'Keep the books of a family-run building firm of 120 people: month-end closing, suppliers and payroll in liaison with our auditors.',
      'Tenez la comptabilité d’une entreprise familiale du bâtiment de 120 personnes : clôtures mensuelles, fournisseurs et paie en lien avec nos commissaires aux comptes.',
    ),
    job(
      'product-manager',
      'BWJ-3015',
      'Product Manager',
      'Pixelforge',
      'TLS',
      'permanent',
      'hybrid',
      [55000, 65000, 'year'],
      '2026-03-03',
      'product roadmap agile',
      'Own the roadmap of our trip-planning app: talk to travellers, write clear specifications and work every day with designers and engineers.',
      'Pilotez la feuille de route de notre application de préparation de voyages : échangez avec les voyageurs, rédigez des spécifications claires et travaillez chaque jour avec designers et ingénieurs.',
    ),
    job(
      'data-science-intern',
      'BWJ-3018',
      'Data Science Intern',
      'Northwind Retail',
      'LYS',
      'internship',
      'hybrid',
      [1300, 1300, 'month'],
      '2026-03-04',
      'python machine learning statistics',
      'A six-month internship forecasting store demand with Python and machine learning, alongside our data analysts in Lyon.',
      'Un stage de six mois pour prévoir la demande en magasin avec Python et l’apprentissage automatique, aux côtés de nos analystes de données à Lyon.',
    ),
  ];
}
const FEATURED = ['data-analyst', 'ux-designer', 'devops-engineer', 'marketing-intern'];

const ARTICLES = [
  {
    slug: 'cover-letter',
    date: ['10 March 2026', '10 mars 2026'],
    title: ['How to write a cover letter that gets read', 'Écrire une lettre de motivation qui sera lue'],
    excerpt: ['Three paragraphs, one page, no clichés.', 'Trois paragraphes, une page, pas de clichés.'],
    body: [
      'Recruiters spend less than a minute on a cover letter. Keep it under 250 words: say why this job, why this company, and give one concrete result you are proud of. Never start with “I am writing to apply”.',
      'Un recruteur passe moins d’une minute sur une lettre de motivation. Restez sous 250 mots : dites pourquoi ce poste, pourquoi cette entreprise, et citez un résultat concret dont vous êtes fier. Ne commencez jamais par « Je me permets de vous écrire ».',
    ],
  },
  {
    slug: 'video-interview',
    date: ['3 March 2026', '3 mars 2026'],
    title: ['Getting ready for a video interview', 'Préparer un entretien en visio'],
    excerpt: ['Light, sound and a quiet room.', 'Lumière, son et une pièce au calme.'],
    body: [
      'Test your camera and microphone 15 minutes before the call, sit facing a window rather than with your back to it, and keep a glass of water and your notes within reach. Look at the camera, not at the screen, when you speak.',
      'Testez votre caméra et votre micro 15 minutes avant l’appel, placez-vous face à une fenêtre plutôt que dos à elle, et gardez un verre d’eau et vos notes à portée de main. Regardez la caméra, pas l’écran, quand vous parlez.',
    ],
  },
  {
    slug: 'first-salary',
    date: ['24 February 2026', '24 février 2026'],
    title: ['Negotiating your first salary', 'Négocier son premier salaire'],
    excerpt: [
      'Know the market before you name a figure.',
      'Connaître le marché avant d’annoncer un chiffre.',
    ],
    body: [
      'Look up the salary range of similar jobs in your city, then ask for a figure about 5% above the middle of that range. Talk about the gross annual salary, and remember that meal vouchers, remote days and training also count.',
      'Renseignez-vous sur la fourchette des postes comparables dans votre ville, puis demandez environ 5 % de plus que le milieu de cette fourchette. Parlez en brut annuel, et n’oubliez pas que titres-restaurant, jours de télétravail et formation comptent aussi.',
    ],
  },
];

const app = (ref, jobId, date, status) => ({ ref, job: jobId, date, status });
function seedAccounts() {
  return {
    'chloe.bernard@mail.test': {
      role: 'candidate',
      password: 'Green-Desk-26',
      profile: {
        first_name: 'Chloé',
        last_name: 'Bernard',
        phone: '06 41 27 83 90',
        city: 'Lyon',
        relocation: true,
        preferred_contract: 'permanent',
      },
      applications: [
        app('BWA-6904', 'ux-designer', '2026-02-23', 'review'),
        app('BWA-6951', 'data-engineer', '2026-03-02', 'interview'),
        app('BWA-6987', 'customer-success', '2026-03-09', 'review'),
      ],
      saved: ['frontend-developer', 'devops-engineer'],
    },
    'sam.okafor@mail.test': {
      role: 'candidate',
      password: 'Okafor#2026',
      profile: {
        first_name: 'Samuel',
        last_name: 'Okafor',
        phone: '07 12 34 56 78',
        city: 'Paris',
        relocation: false,
        preferred_contract: 'permanent',
      },
      applications: [app('BWA-6930', 'frontend-developer', '2026-02-27', 'review')],
      saved: [],
    },
    'hr@northwind.test': {
      role: 'employer',
      password: 'Northwind-HR-7',
      company: 'Northwind Retail',
      contact: 'Aurélie Dumas',
    },
  };
}

/** The state of a fresh site (sites.js: SITES.jobs). */
export function jobsState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    jobs: seedJobs(),
    applicants: { 'data-analyst': 14, 'data-engineer': 9, 'data-science-intern': 22 },
    nextApp: 7301,
    nextAlert: 2207,
    nextJob: 3120,
  };
}

/* ---------------------------------------------------------------------------------------------- */

// (English first on this site.)
const MONTHS = [...FR_EN_MONTHS].reverse();
const fold = (s) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
const validDate = (d) => /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(e ?? '').trim());

function tools(s) {
  const en = s.lang !== 'fr';
  const t = (eng, fr) => (en ? eng : fr);
  const pick = (row) => (en ? row[1] : row[2]);
  const both = ([eng, fr]) => (en ? eng : fr);
  const num = (n) => (en ? n.toLocaleString('en-GB') : n.toLocaleString('en-GB').replaceAll(',', ' '));
  const money = (n) => (en ? `€${num(n)}` : `${num(n)} €`);
  const salary = ([min, max, per]) => {
    const range =
      min === max ? money(min) : en ? `${money(min)} – ${money(max)}` : `${num(min)} – ${num(max)} €`;
    const unit = {
      year: t('a year', 'par an'),
      month: t('a month', 'par mois'),
      day: t('a day', 'par jour'),
    }[per];
    return `${range} ${unit}`;
  };
  const longDate = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    return `${x.getUTCDate()} ${MONTHS[en ? 0 : 1][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
  };
  const city = (code) => LOCATIONS.find((l) => l[0] === code)?.[1] ?? code;
  const contract = (v) => pick(CONTRACTS.find((c) => c[0] === v) ?? [v, v, v]);
  const pattern = (v) => pick(PATTERNS.find((c) => c[0] === v) ?? [v, v, v]);
  return { en, t, pick, both, money, salary, longDate, city, contract, pattern };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${h(e)}</div>` : '');
const flashBox = (s) => {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
};
const opt = (val, text, cur) =>
  `<option value="${h(val)}"${cur === val ? ' selected' : ''}>${h(text)}</option>`;

function session(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.bw_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, { lang: 'en', user: null, app: null, flash: '', next: '' });
    ctx.setCookie('bw_sid', id);
  }
  return state.sessions.get(id);
}

function jobsPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  return page({
    lang: s.lang,
    title: `${title} — Brightwork Jobs`,
    brand: '#2f4fa8',
    css: '.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700}.card h2,.card h3{margin:0 0 6px;font-size:1.15rem}.meta{color:#555;margin:4px 0}.actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap}.actions form{margin:0}dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dl.facts dt{font-weight:600}.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}',
    header: `<a class="logo" href="/">Brightwork Jobs</a>
<nav aria-label="${t('Main menu', 'Menu principal')}"><a href="/jobs">${t('Find jobs', 'Trouver un emploi')}</a> · <a href="/alerts">${t('Job alerts', 'Alertes emploi')}</a> · <a href="/advice">${t('Career advice', 'Conseils carrière')}</a> · <a href="/employer">${t('For employers', 'Espace recruteurs')}</a></nav>
<nav aria-label="${t('Account', 'Compte')}">${
      acct
        ? `<a href="${acct.role === 'employer' ? '/employer' : '/account'}">${acct.role === 'employer' ? t('Employer area', 'Espace recruteur') : t('My account', 'Mon compte')}</a> · <a href="/signout">${t('Sign out', 'Se déconnecter')}</a>`
        : `<a href="/signin">${t('Sign in', 'Se connecter')}</a>`
    }</nav>
<nav aria-label="Language / Langue"><a href="/lang?l=en&amp;back=${here}" lang="en">EN</a> | <a href="/lang?l=fr&amp;back=${here}" lang="fr" title="Version française">FR</a></nav>`,
    body,
    footer: t(
      'Brightwork Jobs · 12 quai de la Fosse, 44000 Nantes · help@brightwork.test · Applying is free for candidates.',
      'Brightwork Jobs · 12 quai de la Fosse, 44000 Nantes · help@brightwork.test · Postuler est gratuit pour les candidats.',
    ),
  });
}

/** A job card: heading, facts, and either links (home, saved jobs) or an Apply button (results). */
function jobCard(s, j, { level = 'h2', mode = 'links', extra = '' } = {}) {
  const { t, city, contract, pattern, salary } = tools(s);
  const apply =
    mode === 'button'
      ? `<form method="get" action="/jobs/${j.id}/apply"><button type="submit">${t('Apply', 'Postuler')}</button></form>`
      : `<a class="btn" href="/jobs/${j.id}/apply">${t('Apply', 'Postuler')}</a>`;
  return `<article class="card" aria-labelledby="job-${j.id}"><${level} id="job-${j.id}">${h(j.title)}</${level}>
<p class="meta">${h(j.company)} · ${h(city(j.loc))} · ${h(contract(j.contract))} · ${h(pattern(j.remote))}</p>
<p>${h(salary(j.salary))}</p>
<div class="actions"><a class="btn secondary" href="/jobs/${j.id}">${t('View job', 'Voir l’offre')}</a> ${apply}${extra}</div></article>`;
}

function searchForm(s, v = {}) {
  const { t, pick } = tools(s);
  const picked = String(v.contract ?? '').split(',');
  const remote = v.remote || 'any';
  return `<form method="get" action="/jobs" class="card" role="search" aria-label="${t('Job search', 'Recherche d’offres')}">
  <label for="kw">${t('Keywords', 'Mots-clés')}</label>
  <input id="kw" name="keywords" placeholder="${t('Job title, skill or company', 'Intitulé, compétence ou entreprise')}" value="${h(v.keywords ?? '')}">
  <label for="loc">${t('Location', 'Lieu')}</label>
  <select id="loc" name="location">${opt('', t('Anywhere in France', 'Toute la France'), v.location ?? '')}${LOCATIONS.map(([c, n]) => opt(c, n, v.location)).join('')}</select>
  <fieldset><legend>${t('Contract type', 'Type de contrat')}</legend>
    ${CONTRACTS.map((c) => `<label class="choice"><input type="checkbox" name="contract" value="${c[0]}"${picked.includes(c[0]) ? ' checked' : ''}> ${h(pick(c))}</label>`).join('\n    ')}
  </fieldset>
  <fieldset><legend>${t('Work pattern', 'Mode de travail')}</legend>
    ${[['any', 'Any', 'Indifférent'], ...PATTERNS].map((p) => `<label class="choice"><input type="radio" name="remote" value="${p[0]}"${remote === p[0] ? ' checked' : ''}> ${h(pick(p))}</label>`).join('\n    ')}
  </fieldset>
  <p><button type="submit">${t('Search jobs', 'Rechercher')}</button></p>
</form>`;
}

function matches(j, v) {
  const words = fold(v.keywords).split(' ').filter(Boolean);
  const hay = ` ${fold(`${j.title} ${j.company} ${j.skills}`)} `;
  if (words.some((w) => !hay.includes(w))) return false;
  if (v.location && j.loc !== v.location) return false;
  const contracts = String(v.contract ?? '')
    .split(',')
    .filter(Boolean);
  if (contracts.length && !contracts.includes(j.contract)) return false;
  if (v.remote && v.remote !== 'any' && j.remote !== v.remote) return false;
  return true;
}

/* ------------------------------------------------------------------ application steps */

function detailsForm(ctx, s, j, v = {}, error = '') {
  const { t } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return jobsPage(
    ctx,
    s,
    t(`Apply: ${j.title}`, `Postuler : ${j.title}`),
    `<p class="step">${t('Step 1 of 3 — Your details', 'Étape 1 sur 3 — Vos coordonnées')}</p>
<h1>${t('Apply:', 'Postuler :')} ${h(j.title)}</h1>
<p class="meta">${h(j.company)} · ${h(tools(s).city(j.loc))}</p>
<p>${t('No CV upload needed: your LinkedIn or portfolio link and a few lines in step 2 are enough.', 'Pas besoin de CV : votre lien LinkedIn ou portfolio et quelques lignes à l’étape 2 suffisent.')}</p>
${errorBox(error)}
<form method="post" action="/apply/details">
  <input type="hidden" name="job" value="${h(j.id)}">
  <label for="first">${t('First name', 'Prénom')}</label><input id="first" name="first_name" autocomplete="given-name" value="${val('first_name')}">
  <label for="last">${t('Last name', 'Nom')}</label><input id="last" name="last_name" autocomplete="family-name" value="${val('last_name')}">
  <label for="mail">${t('Email', 'E-mail')}</label><input type="email" id="mail" name="email" autocomplete="email" value="${val('email')}">
  <p><input type="tel" name="phone" placeholder="${t('Phone (optional)', 'Téléphone (facultatif)')}" value="${val('phone')}"></p>
  <label for="url">${t('LinkedIn or portfolio URL (optional)', 'Profil LinkedIn ou portfolio (URL, facultatif)')}</label><input type="url" id="url" name="profile_url" placeholder="https://" value="${val('profile_url')}">
  <p><button type="submit">${t('Continue', 'Continuer')}</button></p>
</form>`,
  );
}

function experienceForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const j = ctx.state.jobs.find((x) => x.id === s.app.job);
  const val = (k) => h(v[k] ?? '');
  return jobsPage(
    ctx,
    s,
    t('Your experience', 'Votre expérience'),
    `<p class="step">${t('Step 2 of 3 — Experience', 'Étape 2 sur 3 — Expérience')}</p>
<h1>${t('Your experience', 'Votre expérience')}</h1>
<p class="meta">${h(j.title)} · ${h(j.company)}</p>
${errorBox(error)}
<form method="post" action="/apply/experience">
  <label for="years">${t('Years of experience', 'Années d’expérience')}</label><input type="number" id="years" name="years" min="0" max="50" value="${val('years')}">
  <label for="salary">${t('Expected salary (€ gross per year, optional)', 'Salaire souhaité (€ brut par an, facultatif)')}</label><input type="number" id="salary" name="salary" min="0" value="${val('salary')}">
  <label for="from">${t('Available from', 'Disponible à partir du')}</label><input type="date" id="from" name="available_from" value="${val('available_from')}">
  <label for="heard">${t('How did you hear about us?', 'Comment avez-vous connu cette offre ?')}</label>
  <select id="heard" name="heard_from">${opt('', t('Choose…', 'Choisissez…'), v.heard_from ?? '')}${SOURCES.map((x) => opt(x[0], pick(x), v.heard_from)).join('')}</select>
  <label for="letter">${t('Cover letter (optional)', 'Lettre de motivation (facultatif)')}</label>
  <textarea id="letter" name="cover_letter" rows="6" placeholder="${t('A few lines on why this job interests you', 'Quelques lignes sur ce qui vous attire dans ce poste')}">${val('cover_letter')}</textarea>
  <p><button type="submit">${t('Continue to review', 'Vérifier ma candidature')}</button> <a href="/jobs/${j.id}/apply">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}

function reviewPage(ctx, s, error = '') {
  const { t, pick, longDate } = tools(s);
  const a = s.app;
  const j = ctx.state.jobs.find((x) => x.id === a.job);
  const d = a.details;
  const e = a.exp;
  const row = (k, v) => `<dt>${k}</dt><dd>${v ? h(v) : '—'}</dd>`;
  return jobsPage(
    ctx,
    s,
    t('Review your application', 'Vérifiez votre candidature'),
    `<p class="step">${t('Step 3 of 3 — Review', 'Étape 3 sur 3 — Vérification')}</p>
<h1>${t('Review your application', 'Vérifiez votre candidature')}</h1>
<section class="card"><h2>${h(j.title)} · ${h(j.company)}</h2>
<dl class="facts">
${row(t('Name', 'Nom'), `${d.first_name} ${d.last_name}`)}
${row(t('Email', 'E-mail'), d.email)}
${row(t('Phone', 'Téléphone'), d.phone)}
${row(t('LinkedIn or portfolio', 'LinkedIn ou portfolio'), d.profile_url)}
${row(t('Years of experience', 'Années d’expérience'), e.years)}
${row(t('Expected salary', 'Salaire souhaité'), e.salary ? tools(s).money(Number(e.salary)) : '')}
${row(t('Available from', 'Disponible à partir du'), longDate(e.available_from))}
${row(t('Heard about us through', 'Offre connue par'), e.heard_from ? pick(SOURCES.find((x) => x[0] === e.heard_from) ?? ['', e.heard_from, e.heard_from]) : '')}
${row(t('Cover letter', 'Lettre de motivation'), e.cover_letter)}
</dl>
<p><a href="/jobs/${j.id}/apply">${t('Edit your details', 'Modifier vos coordonnées')}</a> · <a href="/apply/experience">${t('Edit your experience', 'Modifier votre expérience')}</a></p></section>
${errorBox(error)}
<form method="post" action="/apply/submit">
  <p><label class="choice"><input type="checkbox" name="consent" value="yes"> ${t('I agree that Brightwork Jobs shares my application with the employer', 'J’accepte que Brightwork Jobs transmette ma candidature à l’employeur')} *</label></p>
  <p><label class="choice"><input type="checkbox" name="talent_pool" value="yes"> ${t('Keep my profile in the talent pool for 12 months', 'Conserver mon profil dans le vivier de talents pendant 12 mois')}</label></p>
  <p><button type="submit">${t('Submit application', 'Envoyer ma candidature')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------ job alerts */

function alertForm(ctx, s, v = {}, error = '') {
  const { t } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return jobsPage(
    ctx,
    s,
    t('Job alerts', 'Alertes emploi'),
    `<h1>${t('Job alerts', 'Alertes emploi')}</h1>
<p>${t('Get new jobs by email as soon as they match what you are looking for. You can stop at any time.', 'Recevez par e-mail les nouvelles offres qui correspondent à votre recherche. Vous pouvez arrêter à tout moment.')}</p>
${errorBox(error)}
<form method="post" action="/alerts" class="card">
  <label for="al-mail">${t('Email address', 'Adresse e-mail')}</label><input type="email" id="al-mail" name="email" value="${val('email')}">
  <label for="al-kw">${t('Keywords', 'Mots-clés')}</label><input id="al-kw" name="keywords" placeholder="${t('e.g. data analyst', 'ex. : comptable')}" value="${val('keywords')}">
  <label for="al-loc">${t('Location', 'Lieu')}</label>
  <select id="al-loc" name="location">${opt('', t('Anywhere in France', 'Toute la France'), v.location ?? '')}${LOCATIONS.map(([c, n]) => opt(c, n, v.location)).join('')}</select>
  <fieldset><legend>${t('How often?', 'À quelle fréquence ?')}</legend>
    <label class="choice"><input type="radio" name="frequency" value="daily"${v.frequency === 'daily' ? ' checked' : ''}> ${t('Daily', 'Chaque jour')}</label>
    <label class="choice"><input type="radio" name="frequency" value="weekly"${v.frequency === 'weekly' ? ' checked' : ''}> ${t('Weekly', 'Chaque semaine')}</label>
  </fieldset>
  <p><button type="submit">${t('Create alert', 'Créer l’alerte')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------ sign-in, account */

function signinForm(ctx, s, error = '', email = '') {
  const { t } = tools(s);
  return jobsPage(
    ctx,
    s,
    t('Sign in', 'Connexion'),
    `<h1>${t('Sign in', 'Connexion')}</h1>
<p>${t('Candidates and employers use the same sign-in. You do not need an account to apply.', 'Candidats et recruteurs utilisent la même connexion. Aucun compte n’est nécessaire pour postuler.')}</p>
${errorBox(error)}
<form method="post" action="/signin">
  <label for="si-mail">${t('Email', 'E-mail')}</label><input type="email" id="si-mail" name="email" autocomplete="username" value="${h(email)}">
  <label for="si-pw">${t('Password', 'Mot de passe')}</label><input type="password" id="si-pw" name="password" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="remember" value="yes"> ${t('Keep me signed in', 'Rester connecté')}</label></p>
  <p><button type="submit">${t('Sign in', 'Se connecter')}</button></p>
</form>
<p>${t('Forgotten your password? Write to help@brightwork.test.', 'Mot de passe oublié ? Écrivez à help@brightwork.test.')}</p>`,
  );
}

function accountPage(ctx, s, acct, tab, error = '') {
  const { t, pick, longDate, city } = tools(s);
  const jobsById = (id) => ctx.state.jobs.find((x) => x.id === id);
  const p = acct.profile;
  const tabs = [
    ['applications', t('My applications', 'Mes candidatures')],
    ['saved', t('Saved jobs', 'Offres sauvegardées')],
    ['profile', t('Profile', 'Profil')],
  ];
  const appCard = (a) => {
    const j = jobsById(a.job);
    return `<article class="card" aria-labelledby="app-${a.ref}"><h2 id="app-${a.ref}">${h(j.title)}</h2>
<p class="meta">${h(j.company)} · ${h(city(j.loc))}</p>
<p>${t('Reference', 'Référence')} ${a.ref} · ${t('applied on', 'envoyée le')} ${h(longDate(a.date))}</p>
<p>${t('Status:', 'Statut :')} <strong>${h(tools(s).both(STATUSES[a.status]))}</strong></p>
${a.status === 'withdrawn' ? '' : `<p><a href="/account/withdraw?ref=${a.ref}">${t('Withdraw', 'Retirer ma candidature')}</a></p>`}</article>`;
  };
  const panels = {
    applications: acct.applications.length
      ? `<div class="cards">${acct.applications.map(appCard).join('\n')}</div>`
      : `<p>${t('You have not applied to any job yet.', 'Vous n’avez encore postulé à aucune offre.')}</p>`,
    saved: acct.saved.length
      ? `<div class="cards">${acct.saved
          .map((id) =>
            jobCard(s, jobsById(id), {
              extra: `<form method="post" action="/account/saved/remove"><input type="hidden" name="job" value="${id}"><button type="submit" class="btn secondary">${t('Remove', 'Supprimer')}</button></form>`,
            }),
          )
          .join('\n')}</div>`
      : `<p>${t('No saved jobs yet. Use “Save job” on a job page.', 'Aucune offre sauvegardée. Utilisez « Sauvegarder l’offre » sur la page d’une offre.')}</p>`,
    profile: `<section class="card"><h2>${t('Your profile', 'Votre profil')}</h2>
<p>${h(p.first_name)} ${h(p.last_name)} · ${h(p.city || '—')} · ${h(p.phone || '—')} · ${p.relocation ? t('Open to relocation', 'Prêt(e) à déménager') : t('Not open to relocation', 'Pas de déménagement')} · ${t('Looking for', 'Recherche')} : ${h(tools(s).contract(p.preferred_contract))}</p></section>
<form method="post" action="/account/profile">
  <label for="pr-first">${t('First name', 'Prénom')}</label><input id="pr-first" name="first_name" value="${h(p.first_name)}">
  <label for="pr-last">${t('Last name', 'Nom')}</label><input id="pr-last" name="last_name" value="${h(p.last_name)}">
  <label for="pr-phone">${t('Phone', 'Téléphone')}</label><input type="tel" id="pr-phone" name="phone" value="${h(p.phone)}">
  <label for="pr-city">${t('City', 'Ville')}</label><input id="pr-city" name="city" value="${h(p.city)}">
  <p><label class="choice"><input type="checkbox" name="relocation" value="yes"${p.relocation ? ' checked' : ''}> ${t('Open to relocation', 'Prêt(e) à déménager')}</label></p>
  <label for="pr-contract">${t('Preferred contract', 'Contrat recherché')}</label>
  <select id="pr-contract" name="preferred_contract">${CONTRACTS.map((c) => opt(c[0], pick(c), p.preferred_contract)).join('')}</select>
  <p><button type="submit">${t('Save', 'Enregistrer')}</button></p>
</form>`,
  };
  return jobsPage(
    ctx,
    s,
    t('My account', 'Mon compte'),
    `<h1>${t('Hello', 'Bonjour')} ${h(p.first_name)}</h1>
${flashBox(s)}${errorBox(error)}
<nav class="tabs" aria-label="${t('My account', 'Mon compte')}">${tabs.map(([k, label]) => `<a href="/account?tab=${k}"${k === tab ? ' aria-current="page"' : ''}>${label}</a>`).join('')}</nav>
<section aria-label="${tabs.find(([k]) => k === tab)[1]}">
${panels[tab]}
</section>`,
  );
}

function withdrawPage(ctx, s, a, error = '') {
  const { t, pick, longDate } = tools(s);
  const j = ctx.state.jobs.find((x) => x.id === a.job);
  return jobsPage(
    ctx,
    s,
    t('Withdraw your application', 'Retirer votre candidature'),
    `<h1>${t('Withdraw your application', 'Retirer votre candidature')}</h1>
<p>${h(j.title)} · ${h(j.company)} · ${a.ref} · ${t('applied on', 'envoyée le')} ${h(longDate(a.date))}</p>
${errorBox(error)}
<form method="post" action="/account/withdraw"><input type="hidden" name="ref" value="${a.ref}">
  <label for="reason">${t('Reason for withdrawing', 'Motif du retrait')}</label>
  <select id="reason" name="reason">${opt('', t('Choose a reason', 'Choisissez un motif'), '')}${REASONS.map((r) => opt(r[0], pick(r), '')).join('')}</select>
  <p>${t('The employer will be told that you withdrew. This cannot be undone.', 'L’employeur sera prévenu de votre retrait. Ce choix est définitif.')}</p>
  <p><button type="submit">${t('Confirm withdrawal', 'Confirmer le retrait')}</button> <a href="/account">${t('Keep my application', 'Garder ma candidature')}</a></p>
</form>`,
  );
}

/* ------------------------------------------------------------------ employer */

function postForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return jobsPage(
    ctx,
    s,
    t('Post a job', 'Publier une offre'),
    `<h1>${t('Post a job', 'Publier une offre')}</h1>
${errorBox(error)}
<form method="post" action="/employer/post">
  <label for="jt">${t('Job title', 'Intitulé du poste')}</label><input id="jt" name="title" value="${val('title')}">
  <label for="jl">${t('Location', 'Lieu')}</label>
  <select id="jl" name="location">${opt('', t('Choose a city', 'Choisissez une ville'), v.location ?? '')}${LOCATIONS.map(([c, n]) => opt(c, n, v.location)).join('')}</select>
  <label for="jc">${t('Contract', 'Type de contrat')}</label>
  <select id="jc" name="contract">${opt('', t('Choose a contract', 'Choisissez un contrat'), v.contract ?? '')}${CONTRACTS.map((c) => opt(c[0], pick(c), v.contract)).join('')}</select>
  <fieldset><legend>${t('Salary (€ gross per year)', 'Salaire (€ brut par an)')}</legend>
    <label for="smin">${t('From', 'De')}</label><input type="number" id="smin" name="salary_min" min="0" value="${val('salary_min')}">
    <label for="smax">${t('Up to', 'À')}</label><input type="number" id="smax" name="salary_max" min="0" value="${val('salary_max')}">
  </fieldset>
  <label for="jd">${t('Job description', 'Description du poste')}</label><textarea id="jd" name="description" rows="6">${val('description')}</textarea>
  <label for="jcl">${t('Closing date (optional)', 'Date de clôture (facultatif)')}</label><input type="date" id="jcl" name="closing_date" value="${val('closing_date')}">
  <p><button type="submit">${t('Publish', 'Publier')}</button> <a href="/employer">${t('Cancel', 'Annuler')}</a></p>
</form>`,
  );
}

/* ------------------------------------------------------------------ routes */

/** The site's routes (sites.js: SITES.jobs). */
export async function jobsRoutes(ctx) {
  const { path, method, fields, state } = ctx;
  const s = session(ctx);
  const { t, both, longDate, city, contract, pattern, salary } = tools(s);
  const html = (title, body) => ({ html: jobsPage(ctx, s, title, body), lang: s.lang });
  const acct = s.user ? state.accounts[s.user] : null;
  const blank = (k) => !String(fields[k] ?? '').trim();
  const findJob = (id) => state.jobs.find((x) => x.id === id);

  if (path === '/lang') {
    s.lang = ctx.query.get('l') === 'fr' ? 'fr' : 'en';
    const back = ctx.query.get('back') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }

  if (path === '/' && method === 'GET') {
    return html(
      t('Jobs and careers', 'Emplois et carrières'),
      `<h1>${t('Find work that fits you', 'Trouvez un emploi qui vous ressemble')}</h1>
<p>${t(`${state.jobs.length} jobs from employers across France, updated every day.`, `${state.jobs.length} offres d’employeurs partout en France, mises à jour chaque jour.`)} <a href="/jobs">${t('Search all jobs', 'Voir toutes les offres')}</a></p>
<h2>${t('Featured jobs', 'Offres à la une')}</h2>
<div class="cards">
${FEATURED.map((id) => jobCard(s, findJob(id), { level: 'h3' })).join('\n')}
</div>
<h2>${t('Career advice', 'Conseils carrière')}</h2>
<div class="cards">
${ARTICLES.map((a) => `<article class="card"><h3>${h(both(a.title))}</h3><p>${h(both(a.excerpt))}</p><a href="/advice/${a.slug}">${t('Read more', 'Lire la suite')}</a></article>`).join('\n')}
</div>`,
    );
  }

  if (path === '/jobs' && method === 'GET') {
    const searched = [...ctx.query.keys()].length > 0;
    const v = Object.fromEntries([...ctx.query.keys()].map((k) => [k, ctx.query.getAll(k).join(',')]));
    const list = searched ? state.jobs.filter((j) => matches(j, v)) : state.jobs;
    const heading = searched
      ? list.length
        ? t(
            `${list.length} ${list.length > 1 ? 'jobs match' : 'job matches'} your search`,
            `${list.length} ${list.length > 1 ? 'offres correspondent' : 'offre correspond'} à votre recherche`,
          )
        : t(
            'No job matches your search. Try fewer filters.',
            'Aucune offre ne correspond à votre recherche. Essayez avec moins de filtres.',
          )
      : t(`All jobs (${list.length})`, `Toutes les offres (${list.length})`);
    return html(
      t('Find jobs', 'Trouver un emploi'),
      `<h1>${t('Find jobs', 'Trouver un emploi')}</h1>
${searchForm(s, v)}
<h2>${heading}</h2>
<div class="cards" aria-label="${t('Results', 'Résultats')}">
${list.map((j) => jobCard(s, j, { level: 'h3', mode: 'button' })).join('\n')}
</div>`,
    );
  }

  const applyMatch = path.match(/^\/jobs\/([a-z0-9-]+)\/apply$/);
  if (applyMatch && method === 'GET') {
    const j = findJob(applyMatch[1]);
    if (!j) return null;
    const v = s.app?.job === j.id ? s.app.details : {};
    return { html: detailsForm(ctx, s, j, v), lang: s.lang };
  }

  const jobMatch = path.match(/^\/jobs\/([a-z0-9-]+)$/);
  if (jobMatch && method === 'GET') {
    const j = findJob(jobMatch[1]);
    if (!j) return null;
    const saved = acct?.role === 'candidate' && acct.saved.includes(j.id);
    return html(
      j.title,
      `${flashBox(s)}<h1>${h(j.title)}</h1>
<dl class="facts">
<dt>${t('Company', 'Entreprise')}</dt><dd>${h(j.company)}</dd>
<dt>${t('Location', 'Lieu')}</dt><dd>${h(city(j.loc))}</dd>
<dt>${t('Contract', 'Contrat')}</dt><dd>${h(contract(j.contract))}</dd>
<dt>${t('Work pattern', 'Mode de travail')}</dt><dd>${h(pattern(j.remote))}</dd>
<dt>${t('Salary', 'Salaire')}</dt><dd>${h(salary(j.salary))}</dd>
<dt>${t('Posted on', 'Publiée le')}</dt><dd>${h(longDate(j.posted))}</dd>
${j.closes ? `<dt>${t('Closes on', 'Clôture le')}</dt><dd>${h(longDate(j.closes))}</dd>` : ''}
<dt>${t('Reference', 'Référence')}</dt><dd>${j.ref}</dd>
</dl>
<h2>${t('About the job', 'Le poste')}</h2>
<p>${h(both(j.text))}</p>
<div class="actions"><a class="btn" href="/jobs/${j.id}/apply">${t('Apply for this job', 'Postuler à cette offre')}</a>
${saved ? `<span>${t('Saved to your jobs ✓', 'Offre sauvegardée ✓')}</span>` : `<form method="post" action="/account/saved"><input type="hidden" name="job" value="${j.id}"><button type="submit" class="btn secondary">${t('Save job', 'Sauvegarder l’offre')}</button></form>`}</div>
<p><a href="/jobs">${t('Back to all jobs', 'Retour aux offres')}</a></p>`,
    );
  }

  // Application, step 1
  if (path === '/apply/details' && method === 'POST') {
    const j = findJob(fields.job);
    if (!j)
      return html(
        t('Job not found', 'Offre introuvable'),
        `<h1>${t('This job is no longer online', 'Cette offre n’est plus en ligne')}</h1><p><a href="/jobs">${t('See all jobs', 'Voir toutes les offres')}</a></p>`,
      );
    const missing = [
      ['first_name', t('first name', 'prénom')],
      ['last_name', t('last name', 'nom')],
      ['email', t('email', 'e-mail')],
    ].filter(([k]) => blank(k));
    let error = '';
    if (missing.length)
      error = `${t('Please fill in:', 'Merci de renseigner :')} ${missing.map(([, l]) => l).join(', ')}.`;
    else if (!validEmail(fields.email))
      error = t('Please enter a valid email address.', 'Merci de saisir une adresse e-mail valide.');
    else if (!blank('profile_url') && !/^https?:\/\/\S+$/.test(fields.profile_url.trim()))
      error = t(
        'The LinkedIn or portfolio link must start with https://',
        'Le lien LinkedIn ou portfolio doit commencer par https://',
      );
    if (error) return { html: detailsForm(ctx, s, j, fields, error), lang: s.lang };
    const keep = s.app?.job === j.id ? s.app.exp : null;
    s.app = { job: j.id, details: { ...fields }, exp: keep };
    return { redirect: '/apply/experience' };
  }
  if (path.startsWith('/apply/') && path !== '/apply/done' && !s.app) return { redirect: '/jobs' };
  // Application, step 2
  if (path === '/apply/experience' && method === 'GET')
    return { html: experienceForm(ctx, s, s.app.exp ?? {}), lang: s.lang };
  if (path === '/apply/experience' && method === 'POST') {
    const problems = [];
    const years = String(fields.years ?? '').trim();
    if (!/^\d{1,2}$/.test(years) || Number(years) > 50)
      problems.push(t('your years of experience (0 to 50)', 'vos années d’expérience (de 0 à 50)'));
    if (!blank('salary') && !/^\d+$/.test(fields.salary.trim()))
      problems.push(t('the expected salary as a number', 'le salaire souhaité en chiffres'));
    if (!validDate(fields.available_from))
      problems.push(t('the date you are available from', 'votre date de disponibilité'));
    if (problems.length)
      return {
        html: experienceForm(
          ctx,
          s,
          fields,
          `${t('Please give', 'Merci d’indiquer')} ${problems.join(', ')}.`,
        ),
        lang: s.lang,
      };
    s.app.exp = { ...fields };
    return { redirect: '/apply/review' };
  }
  if (path.startsWith('/apply/') && path !== '/apply/done' && !s.app.exp)
    return { redirect: '/apply/experience' };
  // Application, step 3
  if (path === '/apply/review' && method === 'GET') return { html: reviewPage(ctx, s), lang: s.lang };
  if (path === '/apply/submit' && method === 'POST') {
    if (fields.consent !== 'yes')
      return {
        html: reviewPage(
          ctx,
          s,
          t(
            'Please tick the box to let us share your application with the employer.',
            'Cochez la case pour nous permettre de transmettre votre candidature à l’employeur.',
          ),
        ),
        lang: s.lang,
      };
    const ref = `BWA-${state.nextApp++}`;
    const j = findJob(s.app.job);
    s.done = { ref, job: j.id, first: s.app.details.first_name.trim(), email: s.app.details.email.trim() };
    if (acct?.role === 'candidate') acct.applications.unshift(app(ref, j.id, '2026-03-12', 'sent'));
    state.applicants[j.id] = (state.applicants[j.id] ?? 0) + 1;
    s.app = null;
    return { redirect: '/apply/done' };
  }
  if (path === '/apply/done' && method === 'GET') {
    if (!s.done) return { redirect: '/jobs' };
    const j = findJob(s.done.job);
    return html(
      t('Application sent', 'Candidature envoyée'),
      `<h1>${t('Application sent', 'Candidature envoyée')}</h1>
<div class="notice" role="status"><p>${t(`Thank you, ${h(s.done.first)}! Your application for ${h(j.title)} at ${h(j.company)} has been sent.`, `Merci, ${h(s.done.first)} ! Votre candidature au poste ${h(j.title)} chez ${h(j.company)} a bien été envoyée.`)}</p>
<p>${t('Your application reference:', 'Référence de votre candidature :')} <strong>${s.done.ref}</strong></p>
<p>${t(`A copy was sent to ${h(s.done.email)}. Employers usually reply within 10 working days.`, `Une copie a été envoyée à ${h(s.done.email)}. Les employeurs répondent en général sous 10 jours ouvrés.`)}</p></div>
<p><a href="/jobs">${t('See more jobs', 'Voir d’autres offres')}</a></p>`,
    );
  }

  // Job alerts
  if (path === '/alerts' && method === 'GET') return { html: alertForm(ctx, s), lang: s.lang };
  if (path === '/alerts' && method === 'POST') {
    const problems = [];
    if (!validEmail(fields.email)) problems.push(t('a valid email address', 'une adresse e-mail valide'));
    if (blank('keywords')) problems.push(t('some keywords', 'des mots-clés'));
    if (!['daily', 'weekly'].includes(fields.frequency))
      problems.push(t('how often you want the alert', 'la fréquence de l’alerte'));
    if (problems.length)
      return {
        html: alertForm(ctx, s, fields, `${t('Please give', 'Merci d’indiquer')} ${problems.join(', ')}.`),
        lang: s.lang,
      };
    s.alert = {
      ref: `JA-${state.nextAlert++}`,
      email: fields.email.trim(),
      keywords: fields.keywords.trim(),
      loc: LOCATIONS.some(([c]) => c === fields.location) ? fields.location : '',
      frequency: fields.frequency,
    };
    return { redirect: '/alerts/done' };
  }
  if (path === '/alerts/done' && method === 'GET') {
    const a = s.alert;
    if (!a) return { redirect: '/alerts' };
    return html(
      t('Job alert created', 'Alerte emploi créée'),
      `<h1>${t('Job alert created', 'Alerte emploi créée')}</h1>
<div class="notice" role="status"><p>${t(
        `We will email ${h(a.email)} ${a.frequency === 'daily' ? 'every day' : 'every week'} with new jobs matching “${h(a.keywords)}”${a.loc ? ` in ${city(a.loc)}` : ''}.`,
        `Nous écrirons à ${h(a.email)} ${a.frequency === 'daily' ? 'chaque jour' : 'chaque semaine'} avec les nouvelles offres « ${h(a.keywords)} »${a.loc ? ` à ${city(a.loc)}` : ''}.`,
      )}</p>
<p>${t('Alert reference:', 'Référence de l’alerte :')} <strong>${a.ref}</strong></p></div>
<p><a href="/jobs">${t('Browse jobs now', 'Parcourir les offres')}</a></p>`,
    );
  }

  // Career advice
  if (path === '/advice' && method === 'GET') {
    return html(
      t('Career advice', 'Conseils carrière'),
      `<h1>${t('Career advice', 'Conseils carrière')}</h1><div class="cards">
${ARTICLES.map((a) => `<article class="card"><h2>${h(both(a.title))}</h2><p><time>${both(a.date)}</time></p><p>${h(both(a.excerpt))}</p><a href="/advice/${a.slug}">${t('Read more', 'Lire la suite')}</a></article>`).join('\n')}
</div>`,
    );
  }
  const article = ARTICLES.find((a) => path === `/advice/${a.slug}`);
  if (article)
    return html(
      both(article.title),
      `<article><h1>${h(both(article.title))}</h1><p><time>${both(article.date)}</time></p><p>${h(both(article.body))}</p></article>
<p><a href="/advice">${t('All career advice', 'Tous les conseils')}</a></p>`,
    );

  // Sign-in
  if (path === '/signin' && method === 'GET') {
    const next = ctx.query.get('next');
    if (next?.startsWith('/') && !next.startsWith('//')) s.next = next;
    return { html: signinForm(ctx, s), lang: s.lang };
  }
  if (path === '/signin' && method === 'POST') {
    const email = String(fields.email ?? '')
      .trim()
      .toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.password)
      return {
        html: signinForm(
          ctx,
          s,
          t('Incorrect email or password.', 'E-mail ou mot de passe incorrect.'),
          fields.email ?? '',
        ),
        lang: s.lang,
      };
    s.user = email;
    const next = s.next;
    s.next = '';
    return { redirect: next || (a.role === 'employer' ? '/employer' : '/account') };
  }
  if (path === '/signout') {
    s.user = null;
    return { redirect: '/' };
  }

  // Save a job (job page)
  if (path === '/account/saved' && method === 'POST') {
    const j = findJob(fields.job);
    if (!j) return { redirect: '/jobs' };
    if (!acct) {
      s.next = `/jobs/${j.id}`;
      return { redirect: '/signin' };
    }
    if (acct.role !== 'candidate') {
      s.flash = t(
        'Sign in with a candidate account to save jobs.',
        'Connectez-vous avec un compte candidat pour sauvegarder des offres.',
      );
      return { redirect: `/jobs/${j.id}` };
    }
    if (!acct.saved.includes(j.id)) acct.saved.push(j.id);
    s.flash = t(
      `${j.title} was added to your saved jobs.`,
      `${j.title} a été ajoutée à vos offres sauvegardées.`,
    );
    return { redirect: `/jobs/${j.id}` };
  }

  // Employer area
  if (path === '/employer' && method === 'GET') {
    if (acct?.role !== 'employer')
      return html(
        t('For employers', 'Espace recruteurs'),
        `<h1>${t('Recruit with Brightwork Jobs', 'Recrutez avec Brightwork Jobs')}</h1>
<p>${t('Publish your job ads, follow your applicants and get matched with candidates across France.', 'Publiez vos offres, suivez vos candidats et trouvez des profils partout en France.')}</p>
${acct ? `<p>${t('You are signed in with a candidate account.', 'Vous êtes connecté avec un compte candidat.')}</p>` : ''}
<p><a class="btn" href="/signin?next=/employer">${t('Employer sign-in', 'Connexion recruteur')}</a></p>
<p>${t('No employer account yet? Call us on +33 2 40 00 45 45.', 'Pas encore de compte recruteur ? Appelez-nous au 02 40 00 45 45.')}</p>`,
      );
    const mine = state.jobs.filter((j) => j.company === acct.company);
    return html(
      t('Employer area', 'Espace recruteur'),
      `<h1>${t('Employer area', 'Espace recruteur')} — ${h(acct.company)}</h1>
${flashBox(s)}
<p><a class="btn" href="/employer/post">${t('Post a job', 'Publier une offre')}</a></p>
<h2>${t('Your job ads', 'Vos offres')}</h2>
<table><thead><tr><th>${t('Reference', 'Référence')}</th><th>${t('Job title', 'Intitulé')}</th><th>${t('Location', 'Lieu')}</th><th>${t('Contract', 'Contrat')}</th><th>${t('Applicants', 'Candidats')}</th></tr></thead><tbody>
${mine.map((j) => `<tr><td>${j.ref}</td><td><a href="/jobs/${j.id}">${h(j.title)}</a></td><td>${h(city(j.loc))}</td><td>${h(contract(j.contract))}</td><td>${state.applicants[j.id] ?? 0}</td></tr>`).join('\n')}
</tbody></table>`,
    );
  }
  if (path.startsWith('/employer/') && acct?.role !== 'employer') {
    s.next = path === '/employer/post' ? path : '/employer';
    return { redirect: '/signin' };
  }
  if (path === '/employer/post' && method === 'GET') return { html: postForm(ctx, s), lang: s.lang };
  if (path === '/employer/post' && method === 'POST') {
    const missing = [
      ['title', t('job title', 'intitulé du poste')],
      ['location', t('location', 'lieu')],
      ['contract', t('contract', 'type de contrat')],
      ['description', t('job description', 'description du poste')],
    ].filter(([k]) => blank(k));
    let error = missing.length
      ? `${t('Please fill in:', 'Merci de renseigner :')} ${missing.map(([, l]) => l).join(', ')}.`
      : '';
    const min = String(fields.salary_min ?? '').trim();
    const max = String(fields.salary_max ?? '').trim();
    if (!error && ((min && !/^\d+$/.test(min)) || (max && !/^\d+$/.test(max))))
      error = t(
        'Salaries must be whole numbers of euros.',
        'Les salaires doivent être des nombres entiers d’euros.',
      );
    if (!error && min && max && Number(max) < Number(min))
      error = t(
        'The maximum salary cannot be lower than the minimum.',
        'Le salaire maximum ne peut pas être inférieur au minimum.',
      );
    if (!error && !blank('closing_date') && !validDate(fields.closing_date))
      error = t('Please give a valid closing date.', 'Merci d’indiquer une date de clôture valide.');
    if (!error && !LOCATIONS.some(([c]) => c === fields.location))
      error = t('Please choose a city.', 'Merci de choisir une ville.');
    if (!error && !CONTRACTS.some(([c]) => c === fields.contract))
      error = t('Please choose a contract.', 'Merci de choisir un contrat.');
    if (error) return { html: postForm(ctx, s, fields, error), lang: s.lang };
    const ref = `BWJ-${state.nextJob++}`;
    const lo = Number(min || max || 0);
    const hi = Number(max || min || 0);
    const j = job(
      `ad-${ref.toLowerCase()}`,
      ref,
      fields.title.trim(),
      acct.company,
      fields.location,
      fields.contract,
      'onsite',
      [lo, hi, 'year'],
      '2026-03-12',
      '',
      fields.description.trim(),
      fields.description.trim(),
    );
    if (!blank('closing_date')) j.closes = fields.closing_date;
    state.jobs.unshift(j);
    s.posted = j.id;
    return { redirect: '/employer/posted' };
  }
  if (path === '/employer/posted' && method === 'GET') {
    const j = findJob(s.posted);
    if (!j) return { redirect: '/employer' };
    return html(
      t('Your job ad is live', 'Votre offre est en ligne'),
      `<h1>${t('Your job ad is live', 'Votre offre est en ligne')}</h1>
<div class="notice" role="status"><p>${h(j.title)} · ${h(city(j.loc))} · ${h(contract(j.contract))}${j.salary[1] ? ` · ${h(salary(j.salary))}` : ''}</p>
<p>${t('Job reference:', 'Référence de l’offre :')} <strong>${j.ref}</strong></p>
<p>${t('Candidates can apply from today. We will email you each new application.', 'Les candidats peuvent postuler dès aujourd’hui. Nous vous enverrons chaque nouvelle candidature par e-mail.')}</p></div>
<p><a href="/jobs/${j.id}">${t('View the ad', 'Voir l’offre')}</a> · <a href="/employer">${t('Back to your ads', 'Retour à vos offres')}</a></p>`,
    );
  }

  // Candidate account
  if (!path.startsWith('/account')) return null;
  if (!acct) {
    s.next = '/account';
    return { redirect: '/signin' };
  }
  if (acct.role !== 'candidate') return { redirect: '/employer' };
  if (path === '/account' && method === 'GET') {
    const tab = ['applications', 'saved', 'profile'].includes(ctx.query.get('tab'))
      ? ctx.query.get('tab')
      : 'applications';
    return { html: accountPage(ctx, s, acct, tab), lang: s.lang };
  }
  if (path === '/account/withdraw') {
    const ref = method === 'POST' ? fields.ref : ctx.query.get('ref');
    const a = acct.applications.find((x) => x.ref === ref && x.status !== 'withdrawn');
    if (!a) return { redirect: '/account?tab=applications' };
    if (method === 'GET') return { html: withdrawPage(ctx, s, a), lang: s.lang };
    if (!REASONS.some(([k]) => k === fields.reason))
      return {
        html: withdrawPage(ctx, s, a, t('Please choose a reason.', 'Merci de choisir un motif.')),
        lang: s.lang,
      };
    a.status = 'withdrawn';
    a.reason = fields.reason;
    const j = findJob(a.job);
    s.flash = t(
      `Your application ${a.ref} for ${j.title} has been withdrawn.`,
      `Votre candidature ${a.ref} au poste ${j.title} a été retirée.`,
    );
    return { redirect: '/account?tab=applications' };
  }
  if (path === '/account/saved/remove' && method === 'POST') {
    const j = findJob(fields.job);
    if (j && acct.saved.includes(j.id)) {
      acct.saved = acct.saved.filter((x) => x !== j.id);
      s.flash = t(
        `${j.title} was removed from your saved jobs.`,
        `${j.title} a été retirée de vos offres sauvegardées.`,
      );
    }
    return { redirect: '/account?tab=saved' };
  }
  if (path === '/account/profile' && method === 'POST') {
    if (blank('first_name') || blank('last_name'))
      return {
        html: accountPage(
          ctx,
          s,
          acct,
          'profile',
          t('Your first and last name are required.', 'Le prénom et le nom sont obligatoires.'),
        ),
        lang: s.lang,
      };
    Object.assign(acct.profile, {
      first_name: fields.first_name.trim(),
      last_name: fields.last_name.trim(),
      phone: String(fields.phone ?? '').trim(),
      city: String(fields.city ?? '').trim(),
      relocation: fields.relocation === 'yes',
      preferred_contract: CONTRACTS.some(([c]) => c === fields.preferred_contract)
        ? fields.preferred_contract
        : acct.profile.preferred_contract,
    });
    s.flash = t('Your profile has been saved.', 'Votre profil a été enregistré.');
    return { redirect: '/account?tab=profile' };
  }
  return null;
}

/** GET paths whose query string is a form the site records as received. */
export function jobsGetForms() {
  return ['/jobs'];
}
