// clinic: Centre médical des Tilleuls, a small medical centre in Lyon (French by default, an English
// version through the FR | EN switch in the header). A home page with quick links and news; the
// practitioners as cards (a GET filter by specialty and language spoken), each with its own "Prendre
// rendez-vous" button; specialties; booking in four steps (a reason for the chosen practitioner, then a
// day and a time in a table of buttons with week paging, then the patient's identity, then a summary
// to confirm) ending on a TIL- reference; a patient space behind a sign-in (upcoming appointments in a
// table with "Déplacer" (radio buttons per day) and "Annuler" (a reason) per row, lab results); a
// public prescription renewal form (ORD- reference); lab results opened with an access code; a
// contact form (MSG- reference); opening hours; news. "Today" on this site is Monday 13 April 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

// id, French, English
const SPECIALTIES = [
  [
    'generaliste',
    'Médecine générale',
    'General practice',
    'Consultations pour toute la famille, suivi des maladies chroniques, certificats et vaccinations.',
    'Consultations for the whole family, follow-up of chronic conditions, certificates and vaccinations.',
  ],
  [
    'pediatrie',
    'Pédiatrie',
    'Paediatrics',
    'Suivi des enfants de la naissance à l’adolescence, vaccinations et certificats.',
    'Care for children from birth to adolescence, vaccinations and certificates.',
  ],
  [
    'dermatologie',
    'Dermatologie',
    'Dermatology',
    'Maladies de la peau, contrôle des grains de beauté, acné.',
    'Skin conditions, mole checks, acne.',
  ],
  [
    'gynecologie',
    'Gynécologie',
    'Gynaecology',
    'Suivi gynécologique, dépistage, suivi de grossesse.',
    'Gynaecological follow-up, screening, pregnancy follow-up.',
  ],
  [
    'dentaire',
    'Chirurgie dentaire',
    'Dentistry',
    'Soins dentaires, détartrage, urgences dentaires.',
    'Dental care, scale and polish, dental emergencies.',
  ],
  [
    'kine',
    'Kinésithérapie',
    'Physiotherapy',
    'Rééducation après une blessure ou une opération, mal de dos.',
    'Rehabilitation after an injury or an operation, back pain.',
  ],
];

// per specialty: value, French, English
const REASONS = {
  generaliste: [
    ['consultation', 'Consultation', 'Consultation'],
    ['suivi', 'Suivi d’une maladie chronique', 'Follow-up of a chronic condition'],
    ['certificat', 'Certificat médical de sport', 'Sports medical certificate'],
    ['vaccin', 'Vaccination', 'Vaccination'],
  ],
  pediatrie: [
    ['consultation-enfant', 'Consultation enfant', 'Child consultation'],
    ['vaccin', 'Vaccination', 'Vaccination'],
    ['certificat', 'Certificat médical de sport', 'Sports medical certificate'],
  ],
  dermatologie: [
    ['consultation', 'Consultation', 'Consultation'],
    ['grains', 'Contrôle des grains de beauté', 'Mole check'],
    ['acne', 'Acné', 'Acne'],
  ],
  gynecologie: [
    ['consultation', 'Consultation', 'Consultation'],
    ['grossesse', 'Suivi de grossesse', 'Pregnancy follow-up'],
    ['frottis', 'Frottis de dépistage', 'Smear test'],
  ],
  dentaire: [
    ['bilan', 'Consultation / bilan', 'Check-up'],
    ['detartrage', 'Détartrage', 'Scale and polish'],
    ['urgence', 'Urgence dentaire', 'Dental emergency'],
  ],
  kine: [
    ['bilan', 'Bilan et première séance', 'Assessment and first session'],
    ['seance', 'Séance de rééducation', 'Rehabilitation session'],
  ],
};

const range = (from, to, step = 30) => {
  const out = [];
  const [fh, fm] = from.split(':').map(Number);
  const [th, tm] = to.split(':').map(Number);
  for (let m = fh * 60 + fm; m <= th * 60 + tm; m += step)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
};

// days: 1 = Monday … 6 = Saturday → times
const PRACTITIONERS = [
  {
    id: 'dr-martin',
    name: 'Dr Claire Martin',
    spec: 'generaliste',
    langs: ['fr', 'en'],
    video: true,
    bio: [
      'Médecin généraliste au centre depuis 2012. Suivi des adultes et des seniors, médecine du sport.',
      'General practitioner at the centre since 2012. Care for adults and seniors, sports medicine.',
    ],
    days: {
      1: [...range('08:30', '11:00'), ...range('14:00', '17:00')],
      2: [...range('08:30', '11:00'), ...range('14:00', '17:00')],
      4: [...range('08:30', '11:00'), ...range('14:00', '17:00')],
      5: [...range('08:30', '11:00'), ...range('14:00', '17:00')],
      6: range('09:00', '11:30'),
    },
  },
  {
    id: 'dr-nguyen',
    name: 'Dr Thomas Nguyen',
    spec: 'generaliste',
    langs: ['fr'],
    video: true,
    bio: [
      'Médecin généraliste. Diabète, hypertension, suivi des maladies chroniques. Téléconsultation possible.',
      'General practitioner. Diabetes, high blood pressure, chronic conditions. Video consultations available.',
    ],
    days: {
      1: range('09:00', '11:30'),
      2: [...range('09:00', '11:30'), ...range('16:00', '18:30')],
      3: [...range('09:00', '11:30'), ...range('16:00', '18:30')],
      4: range('09:00', '11:30'),
      5: [...range('09:00', '11:30'), ...range('16:00', '18:30')],
    },
  },
  {
    id: 'dr-roussel',
    name: 'Dr Élise Roussel',
    spec: 'pediatrie',
    langs: ['fr', 'es'],
    video: false,
    bio: [
      'Pédiatre. Suivi du nourrisson et de l’enfant, vaccinations, troubles du sommeil.',
      'Paediatrician. Babies and children, vaccinations, sleep problems.',
    ],
    days: {
      1: [...range('09:00', '11:30'), ...range('14:00', '17:30')],
      3: [...range('09:00', '11:30'), ...range('14:00', '17:30')],
      5: [...range('09:00', '11:30'), ...range('14:00', '17:30')],
    },
  },
  {
    id: 'dr-bernard',
    name: 'Dr Hugo Bernard',
    spec: 'dermatologie',
    langs: ['fr', 'en'],
    video: false,
    bio: [
      'Dermatologue. Dépistage des cancers de la peau, dermatologie de l’enfant et de l’adulte.',
      'Dermatologist. Skin cancer screening, skin care for children and adults.',
    ],
    days: {
      1: [...range('09:00', '11:45', 15), ...range('14:00', '17:45', 15)],
      4: [...range('09:00', '11:45', 15), ...range('14:00', '17:45', 15)],
    },
  },
  {
    id: 'dr-lefort',
    name: 'Dr Camille Lefort',
    spec: 'gynecologie',
    langs: ['fr', 'en'],
    video: false,
    bio: [
      'Gynécologue médicale, arrivée au centre en avril 2026. Suivi gynécologique et de grossesse.',
      'Medical gynaecologist, at the centre since April 2026. Gynaecological and pregnancy follow-up.',
    ],
    days: {
      2: range('09:00', '11:40', 20),
      4: [...range('09:00', '11:40', 20), ...range('14:00', '16:40', 20)],
    },
  },
  {
    id: 'dr-haddad',
    name: 'Dr Nadia Haddad',
    spec: 'dentaire',
    langs: ['fr', 'ar'],
    video: false,
    bio: [
      'Chirurgienne-dentiste. Soins conservateurs, détartrage, urgences dentaires le samedi matin.',
      'Dentist. Fillings, scale and polish, dental emergencies on Saturday mornings.',
    ],
    days: {
      2: [...range('08:30', '11:30'), ...range('14:00', '17:30')],
      3: [...range('08:30', '11:30'), ...range('14:00', '17:30')],
      4: [...range('08:30', '11:30'), ...range('14:00', '17:30')],
      5: [...range('08:30', '11:30'), ...range('14:00', '17:30')],
      6: range('08:30', '11:30'),
    },
  },
  {
    id: 'fontaine',
    name: 'Léa Fontaine',
    spec: 'kine',
    langs: ['fr', 'en'],
    video: false,
    bio: [
      'Masseur-kinésithérapeute. Rééducation du sportif, lombalgies, rééducation post-opératoire.',
      'Physiotherapist. Sports injuries, back pain, rehabilitation after surgery.',
    ],
    days: {
      1: [...range('08:00', '11:30'), ...range('16:00', '19:00')],
      2: [...range('08:00', '11:30'), ...range('16:00', '19:00')],
      3: [...range('08:00', '11:30'), ...range('16:00', '19:00')],
      4: [...range('08:00', '11:30'), ...range('16:00', '19:00')],
      5: [...range('08:00', '11:30'), ...range('16:00', '19:00')],
    },
  },
];
const LANGS = [
  ['fr', 'Français', 'French'],
  ['en', 'Anglais', 'English'],
  ['es', 'Espagnol', 'Spanish'],
  ['ar', 'Arabe', 'Arabic'],
];

// The Mondays of the three weeks one can book (today is Monday 13 April 2026).
const TODAY = '2026-04-13';
const WEEKS = ['2026-04-13', '2026-04-20', '2026-04-27'];
const HOLIDAYS = ['2026-05-01'];

const PHARMACIES = [
  ['tilleuls', 'Pharmacie des Tilleuls'],
  ['marche', 'Pharmacie du Marché'],
  ['gare', 'Pharmacie de la Gare'],
  ['saint-jean', 'Grande Pharmacie Saint-Jean'],
];
const SUBJECTS = [
  ['rdv', 'Prise de rendez-vous', 'Appointments'],
  ['administratif', 'Question administrative', 'Administrative question'],
  ['facturation', 'Facturation et remboursement', 'Billing and reimbursement'],
  ['resultats', 'Résultats d’analyses', 'Lab results'],
  ['reclamation', 'Réclamation', 'Complaint'],
  ['autre', 'Autre', 'Other'],
];
const CANCEL_REASONS = [
  ['gueri', 'Je vais mieux, je n’ai plus besoin de consulter', 'I feel better and no longer need to come'],
  ['empechement', 'Empêchement personnel ou professionnel', 'Personal or work commitment'],
  ['ailleurs', 'J’ai pris rendez-vous ailleurs', 'I booked an appointment elsewhere'],
  ['horaire', 'Le jour ou l’heure ne me conviennent plus', 'The day or time no longer suits me'],
  ['autre', 'Autre', 'Other'],
];

const NEWS = [
  {
    slug: 'dr-lefort',
    date: '2026-04-01',
    title: ['Le Dr Camille Lefort rejoint le centre', 'Dr Camille Lefort joins the centre'],
    excerpt: [
      'Une gynécologue médicale consulte désormais le mardi et le jeudi.',
      'A medical gynaecologist now sees patients on Tuesdays and Thursdays.',
    ],
    body: [
      'Nous accueillons le Dr Camille Lefort, gynécologue médicale, qui consulte le mardi matin et le jeudi toute la journée. Les rendez-vous sont ouverts en ligne dès maintenant, y compris pour le suivi de grossesse.',
      'We welcome Dr Camille Lefort, a medical gynaecologist, who sees patients on Tuesday mornings and all day on Thursdays. Appointments can be booked online now, including pregnancy follow-up.',
    ],
  },
  {
    slug: 'ascension',
    date: '2026-04-08',
    title: ['Fermeture exceptionnelle le vendredi 15 mai', 'Centre closed on Friday 15 May'],
    excerpt: ['Pont de l’Ascension.', 'Ascension bank holiday weekend.'],
    body: [
      'Le centre sera fermé le jeudi 14 mai (Ascension) et le vendredi 15 mai. Il rouvrira le samedi 16 mai à 8 h 30. En cas d’urgence, appelez le 15 ou la maison médicale de garde au 04 72 33 00 33.',
      'The centre will be closed on Thursday 14 May (Ascension Day) and Friday 15 May. It reopens on Saturday 16 May at 8:30. In an emergency, call 15 or the out-of-hours surgery on 04 72 33 00 33.',
    ],
  },
  {
    slug: 'ror',
    date: '2026-03-24',
    title: ['Vaccination ROR : pensez au rattrapage', 'MMR vaccine: catch-up doses'],
    excerpt: [
      'Deux doses protègent contre la rougeole, les oreillons et la rubéole.',
      'Two doses protect against measles, mumps and rubella.',
    ],
    body: [
      'Le vaccin ROR se fait en deux doses, à 12 mois et entre 16 et 18 mois. Si votre enfant n’a reçu qu’une dose, prenez rendez-vous avec le Dr Élise Roussel en choisissant le motif « Vaccination », et apportez le carnet de santé.',
      'The MMR vaccine is given in two doses, at 12 months and between 16 and 18 months. If your child has had only one dose, book with Dr Élise Roussel choosing the reason “Vaccination”, and bring the health record book.',
    ],
  },
];

// Lab results reachable with the code printed on the sampling slip.
const LAB_CODES = {
  'LAB-58213': {
    birth: '04/09/1979',
    date: '2026-04-08',
    title: ['Bilan sanguin', 'Blood test'],
    values: [
      ['Glycémie à jeun', 'Fasting glucose', '0,92 g/L', '0,70 – 1,10'],
      ['Hémoglobine', 'Haemoglobin', '14,1 g/dL', '13 – 17'],
      ['Cholestérol total', 'Total cholesterol', '1,95 g/L', '< 2,00'],
    ],
  },
  'LAB-58240': { birth: '21/12/1990', date: '2026-04-10', title: ['Bilan thyroïdien', 'Thyroid test'] },
};

const appt = (ref, who, when, reason, status = 'upcoming') => ({ ref, who, when, reason, status });
function seedAccounts() {
  return {
    'sophie.lambert@mail.test': {
      password: 'Tilleul-2026',
      first: 'Sophie',
      last: 'Lambert',
      appointments: [
        appt('TIL-4511', 'dr-martin', '2026-03-02T08:45', 'consultation', 'past'),
        appt('TIL-4590', 'dr-bernard', '2026-03-19T15:15', 'consultation', 'past'),
        appt('TIL-4702', 'dr-martin', '2026-04-16T10:30', 'consultation'),
        appt('TIL-4735', 'fontaine', '2026-04-21T18:00', 'seance'),
        appt('TIL-4760', 'dr-bernard', '2026-05-04T11:15', 'grains'),
      ],
      results: [
        {
          id: 'bs-0402',
          date: '2026-04-02',
          title: ['Bilan sanguin', 'Blood test'],
          by: 'dr-martin',
          values: [
            ['Hémoglobine', 'Haemoglobin', '13,6 g/dL', '12 – 16'],
            ['Glycémie à jeun', 'Fasting glucose', '0,88 g/L', '0,70 – 1,10'],
            ['Cholestérol LDL', 'LDL cholesterol', '1,32 g/L', '< 1,60'],
            ['TSH', 'TSH', '2,1 mUI/L', '0,4 – 4,0'],
          ],
        },
        {
          id: 'ecbu-0409',
          date: '2026-04-09',
          title: ['Analyse d’urine (ECBU)', 'Urine test'],
          by: 'dr-martin',
        },
      ],
    },
    'paul.girard@mail.test': {
      password: 'Girard!75',
      first: 'Paul',
      last: 'Girard',
      appointments: [
        appt('TIL-4718', 'dr-haddad', '2026-04-22T08:30', 'detartrage'),
        appt('TIL-4744', 'dr-nguyen', '2026-04-28T09:30', 'suivi'),
      ],
      results: [],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.clinic). */
export function clinicState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    booked: new Set(),
    nextRef: 4821,
    nextOrd: 2291,
    nextMsg: 615,
  };
}

/* ---------------------------------------------------------------------------------------------- */

const addDays = (d, n) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + n);
  return x.toISOString().slice(0, 10);
};
const weekday = (d) => new Date(`${d}T00:00:00Z`).getUTCDay();
const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(e ?? '').trim());
const validBirth = (d) => {
  const m = String(d ?? '')
    .trim()
    .match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (!m) return false;
  const [, dd, mm, yyyy] = m.map(Number);
  const x = new Date(Date.UTC(yyyy, mm - 1, dd));
  return (
    x.getUTCMonth() === mm - 1 && x.getUTCDate() === dd && yyyy >= 1900 && `${m[3]}-${m[2]}-${m[1]}` <= TODAY
  );
};
const digits = (s) => String(s ?? '').replace(/[\s.-]/g, '');

/** A slot is taken when an appointment holds it or, for the slots nobody booked on this site, by a fixed
 * pseudo-random rule (about one in three). */
function seededTaken(pid, when) {
  let x = 7;
  for (const c of `${pid}|${when}`) x = (x * 31 + c.charCodeAt(0)) % 1000003;
  return x % 3 === 0;
}
function isFree(state, pid, when) {
  if (seededTaken(pid, when) || state.booked.has(`${pid}|${when}`)) return false;
  for (const a of Object.values(state.accounts))
    if (a.appointments.some((x) => x.who === pid && x.when === when && x.status === 'upcoming')) return false;
  return true;
}
/** The bookable days of a week (after today), each with its free times. */
function weekSlots(state, p, week) {
  const out = [];
  for (let i = 0; i < 6; i++) {
    const d = addDays(WEEKS[week], i);
    if (d <= TODAY) continue;
    const holiday = HOLIDAYS.includes(d);
    const times = holiday ? [] : (p.days[weekday(d)] ?? []).filter((t) => isFree(state, p.id, `${d}T${t}`));
    out.push({ date: d, times, works: Boolean(p.days[weekday(d)]), holiday });
  }
  return out;
}
function slotExists(state, p, when) {
  const [d, t] = String(when ?? '').split('T');
  if (!d || !t || d <= TODAY || d >= addDays(WEEKS[WEEKS.length - 1], 6) || HOLIDAYS.includes(d))
    return false;
  return (p.days[weekday(d)] ?? []).includes(t) && isFree(state, p.id, when);
}

function tools(s) {
  const en = s.lang === 'en';
  const t = (fr, eng) => (en ? eng : fr);
  const pick = (row) => (en ? row[2] : row[1]);
  const both = ([fr, eng]) => (en ? eng : fr);
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
  const spec = (id) => pick(SPECIALTIES.find((x) => x[0] === id) ?? [id, id, id]);
  const reason = (p, r) => pick(REASONS[p.spec].find((x) => x[0] === r) ?? [r, r, r]);
  const lang = (c) => pick(LANGS.find((x) => x[0] === c) ?? [c, c, c]);
  return { en, t, pick, both, dayLabel, longDate, when, spec, reason, lang };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${h(e)}</div>` : '');
const flashBox = (s) => {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
};
const opt = (val, text, cur) =>
  `<option value="${h(val)}"${cur === val ? ' selected' : ''}>${h(text)}</option>`;
const findP = (id) => PRACTITIONERS.find((p) => p.id === id);
/** "le Dr Claire Martin", "Léa Fontaine" (after avec, au, du). */
const withLe = (p) => (p.name.startsWith('Dr ') ? `le ${p.name}` : p.name);

function session(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.til_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, { lang: 'fr', user: null, rdv: null, done: null, flash: '', next: '' });
    ctx.setCookie('til_sid', id);
  }
  return state.sessions.get(id);
}

function clinicPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  return page({
    lang: s.lang,
    title: `${title} — Centre médical des Tilleuls`,
    brand: '#1f7a6b',
    css: '.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700}.card h2,.card h3{margin:0 0 6px;font-size:1.15rem}.meta{color:#555;margin:4px 0}.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.slots td button{margin:2px;padding:4px 10px;background:#e6f3f0;color:#1f7a6b;border:1px solid #1f7a6b}.hint{color:#666;font-size:.85rem;margin:2px 0 6px}.actions{display:flex;gap:10px;align-items:center}.actions form{margin:0}dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dl.facts dt{font-weight:600}.days{display:flex;flex-wrap:wrap;gap:12px}.days fieldset{margin:0}',
    header: `<a class="logo" href="/">Centre médical des Tilleuls</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/praticiens">${t('Nos praticiens', 'Our practitioners')}</a> · <a href="/specialites">${t('Spécialités', 'Specialties')}</a> · <a href="/rdv">${t('Prendre rendez-vous', 'Book an appointment')}</a> · <a href="/resultats">${t('Résultats d’analyses', 'Lab results')}</a> · <a href="/renouvellement">${t('Renouvellement d’ordonnance', 'Prescription renewal')}</a> · <a href="/horaires">${t('Horaires et accès', 'Opening hours')}</a> · <a href="/actualites">${t('Actualités', 'News')}</a> · <a href="/contact">Contact</a></nav>
<nav aria-label="${t('Compte', 'Account')}">${
      acct
        ? `<a href="/espace-patient">${t('Espace patient', 'Patient area')} (${h(acct.first)})</a> · <a href="/deconnexion">${t('Se déconnecter', 'Sign out')}</a>`
        : `<a href="/espace-patient">${t('Espace patient', 'Patient area')}</a>`
    }</nav>
<nav aria-label="Langue / Language"><a href="/lang?l=fr&amp;back=${here}" lang="fr">FR</a> | <a href="/lang?l=en&amp;back=${here}" lang="en" title="English version">EN</a></nav>`,
    body,
    footer: t(
      'Centre médical des Tilleuls · 14 avenue des Tilleuls, 69003 Lyon · 04 78 00 12 34 · En cas d’urgence, appelez le 15.',
      'Centre médical des Tilleuls · 14 avenue des Tilleuls, 69003 Lyon · +33 4 78 00 12 34 · In an emergency, call 15.',
    ),
  });
}

function practitionerCard(s, p, level = 'h2') {
  const { t, spec, lang } = tools(s);
  return `<article class="card" aria-labelledby="p-${p.id}"><${level} id="p-${p.id}">${h(p.name)}</${level}>
<p class="meta">${h(spec(p.spec))}</p>
<p>${t('Langues parlées', 'Languages spoken')} : ${p.langs.map(lang).join(', ')}${p.video ? ` · ${t('Téléconsultation possible', 'Video consultations')}` : ''}</p>
<p class="meta">${t('Conventionné secteur 1 · carte Vitale acceptée', 'Sector 1 (standard fees) · carte Vitale accepted')}</p>
<div class="actions"><a class="btn secondary" href="/praticiens/${p.id}">${t('Voir le profil', 'View profile')}</a>
<form method="get" action="/rdv"><input type="hidden" name="praticien" value="${p.id}"><button type="submit">${t('Prendre rendez-vous', 'Book')}</button></form></div></article>`;
}

/* ------------------------------------------------------------------ booking */

function stepLine(s, n, fr, en) {
  const { t } = tools(s);
  return `<p class="step">${t(`Étape ${n} sur 4 — ${fr}`, `Step ${n} of 4 — ${en}`)}</p>`;
}

function choosePractitioner(ctx, s, error = '') {
  const { t, spec } = tools(s);
  return clinicPage(
    ctx,
    s,
    t('Prendre rendez-vous', 'Book an appointment'),
    `<h1>${t('Prendre rendez-vous', 'Book an appointment')}</h1>
<p>${t('Choisissez le praticien que vous souhaitez consulter.', 'Choose the practitioner you would like to see.')} <a href="/praticiens">${t('Voir tous nos praticiens', 'See all our practitioners')}</a></p>
${errorBox(error)}
<form method="get" action="/rdv" class="card">
  <label for="rdv-p">${t('Praticien', 'Practitioner')}</label>
  <select id="rdv-p" name="praticien">${opt('', t('Choisissez un praticien', 'Choose a practitioner'), '')}${SPECIALTIES.map(
    (sp) =>
      `<optgroup label="${h(spec(sp[0]))}">${PRACTITIONERS.filter((p) => p.spec === sp[0])
        .map((p) => opt(p.id, p.name, ''))
        .join('')}</optgroup>`,
  ).join('')}</select>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>
<p>${t('Urgence médicale ? Appelez le 15. Pour une urgence dentaire, le Dr Haddad reçoit le samedi matin.', 'Medical emergency? Call 15. For a dental emergency, Dr Haddad sees patients on Saturday mornings.')}</p>`,
  );
}

function reasonForm(ctx, s, p, v = {}, error = '') {
  const { t, pick, spec } = tools(s);
  const mode = v.mode || 'cabinet';
  return clinicPage(
    ctx,
    s,
    t(`Rendez-vous avec ${p.name}`, `Appointment with ${p.name}`),
    `${stepLine(s, 1, 'Motif', 'Reason')}
<h1>${t('Rendez-vous avec', 'Appointment with')} ${h(p.name)}</h1>
<p class="meta">${h(spec(p.spec))} · ${t('Centre médical des Tilleuls, Lyon 3e', 'Centre médical des Tilleuls, Lyon')}</p>
${errorBox(error)}
<form method="post" action="/rdv/motif">
  <input type="hidden" name="praticien" value="${p.id}">
  <fieldset><legend>${t('Motif de la consultation', 'Reason for the appointment')}</legend>
    ${REASONS[p.spec].map((r) => `<label class="choice"><input type="radio" name="motif" value="${r[0]}"${v.motif === r[0] ? ' checked' : ''}> ${h(pick(r))}</label>`).join('\n    ')}
  </fieldset>
  ${
    p.video
      ? `<fieldset><legend>${t('Type de consultation', 'Type of consultation')}</legend>
    <label class="choice"><input type="radio" name="mode" value="cabinet"${mode === 'cabinet' ? ' checked' : ''}> ${t('Au cabinet', 'At the centre')}</label>
    <label class="choice"><input type="radio" name="mode" value="video"${mode === 'video' ? ' checked' : ''}> ${t('En vidéo (téléconsultation)', 'By video (online consultation)')}</label>
  </fieldset>`
      : ''
  }
  <p><button type="submit">${t('Voir les disponibilités', 'See available times')}</button> <a href="/rdv">${t('Changer de praticien', 'Choose another practitioner')}</a></p>
</form>`,
  );
}

function slotPage(ctx, s, week, error = '') {
  const { t, dayLabel, reason } = tools(s);
  const p = findP(s.rdv.praticien);
  const days = weekSlots(ctx.state, p, week);
  const rows = days
    .map(
      (d) =>
        `<tr><th scope="row">${h(dayLabel(d.date))}</th><td>${
          d.times.length
            ? d.times
                .map((x) => `<button type="submit" name="creneau" value="${d.date}T${x}">${x}</button>`)
                .join(' ')
            : d.holiday
              ? t('Fermé (jour férié)', 'Closed (bank holiday)')
              : d.works
                ? t('Complet', 'Fully booked')
                : t('Pas de consultation ce jour', 'No appointments this day')
        }</td></tr>`,
    )
    .join('\n');
  const prev =
    week > 0
      ? `<a href="/rdv/creneau?semaine=${week - 1}">${t('← Semaine précédente', '← Previous week')}</a>`
      : '';
  const next =
    week < WEEKS.length - 1
      ? `<a href="/rdv/creneau?semaine=${week + 1}">${t('Semaine suivante →', 'Next week →')}</a>`
      : `<span>${t('Les rendez-vous ouvrent trois semaines à l’avance.', 'Appointments open three weeks ahead.')}</span>`;
  return clinicPage(
    ctx,
    s,
    t('Choisissez un horaire', 'Choose a time'),
    `${stepLine(s, 2, 'Date et heure', 'Date and time')}
<h1>${t('Choisissez un horaire', 'Choose a time')}</h1>
<p class="meta">${h(p.name)} · ${h(reason(p, s.rdv.motif))}${s.rdv.mode === 'video' ? ` · ${t('téléconsultation', 'video consultation')}` : ''}</p>
${errorBox(error)}
<form method="post" action="/rdv/creneau">
<table class="slots"><caption>${t(`Semaine du ${dayLabel(WEEKS[week])}`, `Week of ${dayLabel(WEEKS[week])}`)}</caption>
<thead><tr><th>${t('Jour', 'Day')}</th><th>${t('Horaires disponibles', 'Available times')}</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</form>
<p class="actions">${prev} ${next}</p>
<p><a href="/rdv?praticien=${p.id}">${t('Modifier le motif', 'Change the reason')}</a></p>`,
  );
}

function patientForm(ctx, s, v = {}, error = '') {
  const { t, when } = tools(s);
  const p = findP(s.rdv.praticien);
  const val = (k) => h(v[k] ?? '');
  return clinicPage(
    ctx,
    s,
    t('Vos informations', 'Your details'),
    `${stepLine(s, 3, 'Vos informations', 'Patient details')}
<h1>${t('Informations sur le patient', 'Patient details')}</h1>
<p class="meta">${h(p.name)} · ${h(when(s.rdv.creneau))}</p>
<p>${t('Si vous prenez rendez-vous pour un enfant, indiquez son identité et le numéro de sécurité sociale de l’assuré.', 'If you are booking for a child, give the child’s name and the social security number of the insured parent.')}</p>
${errorBox(error)}
<form method="post" action="/rdv/patient">
  <label for="pt-nom">${t('Nom', 'Last name')}</label><input id="pt-nom" name="nom" autocomplete="family-name" value="${val('nom')}">
  <label for="pt-prenom">${t('Prénom', 'First name')}</label><input id="pt-prenom" name="prenom" autocomplete="given-name" value="${val('prenom')}">
  <label for="pt-naiss">${t('Date de naissance', 'Date of birth')}</label>
  <p class="hint" id="pt-naiss-hint">${t('Format JJ/MM/AAAA', 'Format DD/MM/YYYY')}</p>
  <input id="pt-naiss" name="naissance" inputmode="numeric" aria-describedby="pt-naiss-hint" value="${val('naissance')}">
  <label for="pt-nir">${t('N° de sécurité sociale', 'Social security number')}</label>
  <p class="hint" id="pt-nir-hint">${t('15 chiffres, inscrits sur votre carte Vitale', '15 digits, as on the carte Vitale')}</p>
  <input id="pt-nir" name="nir" inputmode="numeric" aria-describedby="pt-nir-hint" value="${val('nir')}">
  <p><input type="tel" name="telephone" placeholder="${t('Téléphone portable', 'Mobile phone')}" autocomplete="tel" value="${val('telephone')}"></p>
  <label>${t('E-mail', 'Email')} <input type="email" name="email" autocomplete="email" value="${val('email')}"></label>
  <fieldset><legend>${t('Est-ce votre première consultation au centre ?', 'Is this your first visit to the centre?')}</legend>
    <label class="choice"><input type="radio" name="premiere_visite" value="oui"${v.premiere_visite === 'oui' ? ' checked' : ''}> ${t('Oui', 'Yes')}</label>
    <label class="choice"><input type="radio" name="premiere_visite" value="non"${v.premiere_visite === 'non' ? ' checked' : ''}> ${t('Non', 'No')}</label>
  </fieldset>
  <p><textarea name="message" rows="3" aria-label="${t('Message pour le praticien (facultatif)', 'Message for the practitioner (optional)')}" placeholder="${t('Un mot pour le praticien ? (facultatif)', 'A note for the practitioner? (optional)')}">${val('message')}</textarea></p>
  <p><label class="choice"><input type="checkbox" name="rappel_sms" value="oui"${v.rappel_sms === 'oui' ? ' checked' : ''}> ${t('Recevoir un rappel par SMS la veille', 'Get an SMS reminder the day before')}</label></p>
  <p><button type="submit">${t('Continuer', 'Continue')}</button> <a href="/rdv/creneau">${t('Changer d’horaire', 'Choose another time')}</a></p>
</form>`,
  );
}

function recapPage(ctx, s) {
  const { t, when, reason } = tools(s);
  const r = s.rdv;
  const p = findP(r.praticien);
  const pt = r.patient;
  const row = (k, v) => `<dt>${k}</dt><dd>${v ? h(v) : '—'}</dd>`;
  return clinicPage(
    ctx,
    s,
    t('Vérifiez votre rendez-vous', 'Check your appointment'),
    `${stepLine(s, 4, 'Confirmation', 'Confirmation')}
<h1>${t('Vérifiez votre rendez-vous', 'Check your appointment')}</h1>
<section class="card"><dl class="facts">
${row(t('Praticien', 'Practitioner'), p.name)}
${row(t('Motif', 'Reason'), reason(p, r.motif))}
${p.video ? row(t('Type', 'Type'), r.mode === 'video' ? t('Téléconsultation', 'Video consultation') : t('Au cabinet', 'At the centre')) : ''}
${row(t('Date et heure', 'Date and time'), when(r.creneau))}
${row(t('Patient', 'Patient'), `${pt.prenom.trim()} ${pt.nom.trim()}`)}
${row(t('Né(e) le', 'Date of birth'), pt.naissance)}
${row(t('Téléphone', 'Phone'), pt.telephone)}
${row(t('E-mail', 'Email'), pt.email)}
${row(t('Première visite', 'First visit'), pt.premiere_visite === 'oui' ? t('Oui', 'Yes') : t('Non', 'No'))}
${row(t('Message', 'Message'), pt.message)}
</dl>
<p><a href="/rdv/patient">${t('Modifier mes informations', 'Edit my details')}</a></p></section>
<p>${t('Tout rendez-vous non honoré doit être annulé au moins 24 h à l’avance.', 'Please cancel at least 24 hours ahead if you cannot come.')}</p>
<form method="post" action="/rdv/confirmer"><p><button type="submit">${t('Confirmer le rendez-vous', 'Confirm the appointment')}</button></p></form>`,
  );
}

/* ------------------------------------------------------------------ patient space */

function signinForm(ctx, s, error = '', email = '') {
  const { t } = tools(s);
  return clinicPage(
    ctx,
    s,
    t('Connexion à l’espace patient', 'Patient area sign-in'),
    `<h1>${t('Espace patient', 'Patient area')}</h1>
<p>${t('Retrouvez vos rendez-vous et vos résultats d’analyses.', 'See your appointments and lab results.')}</p>
${errorBox(error)}
<form method="post" action="/connexion" class="card">
  <label for="cx-mail">${t('Adresse e-mail', 'Email address')}</label><input type="email" id="cx-mail" name="email" autocomplete="username" value="${h(email)}">
  <label for="cx-pw">${t('Mot de passe', 'Password')}</label><input type="password" id="cx-pw" name="mot_de_passe" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="rester_connecte" value="oui"> ${t('Rester connecté', 'Keep me signed in')}</label></p>
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>
<p>${t('Pas encore de compte ? Il est créé à l’accueil lors de votre première visite.', 'No account yet? Reception creates it at your first visit.')}</p>`,
  );
}

function spaceTabs(s, current) {
  const { t } = tools(s);
  const tabs = [
    ['/espace-patient', t('Mes rendez-vous', 'My appointments')],
    ['/espace-patient/resultats', t('Mes résultats', 'My lab results')],
  ];
  return `<nav class="tabs" aria-label="${t('Espace patient', 'Patient area')}">${tabs
    .map(([href, label]) => `<a href="${href}"${href === current ? ' aria-current="page"' : ''}>${label}</a>`)
    .join('')}<a href="/renouvellement">${t('Renouveler une ordonnance', 'Renew a prescription')}</a></nav>`;
}

function appointmentsPage(ctx, s, acct) {
  const { t, longDate, reason } = tools(s);
  const list = (status) =>
    acct.appointments.filter((a) => a.status === status).sort((a, b) => (a.when < b.when ? -1 : 1));
  const cells = (a) => {
    const p = findP(a.who);
    return `<td>${h(longDate(a.when.slice(0, 10)))}</td><td>${a.when.slice(11)}</td><td>${h(p.name)}</td><td>${h(reason(p, a.reason))}</td><td>${a.ref}</td>`;
  };
  const upcoming = list('upcoming');
  const cancelled = list('cancelled');
  const past = list('past');
  const head = `<tr><th>Date</th><th>${t('Heure', 'Time')}</th><th>${t('Praticien', 'Practitioner')}</th><th>${t('Motif', 'Reason')}</th><th>${t('Référence', 'Reference')}</th>`;
  return clinicPage(
    ctx,
    s,
    t('Mes rendez-vous', 'My appointments'),
    `<h1>${t('Bonjour', 'Hello')} ${h(acct.first)} ${h(acct.last)}</h1>
${flashBox(s)}
${spaceTabs(s, '/espace-patient')}
<h2>${t('Rendez-vous à venir', 'Upcoming appointments')}</h2>
${
  upcoming.length
    ? `<table><thead>${head}<th>Actions</th></tr></thead><tbody>
${upcoming.map((a) => `<tr>${cells(a)}<td><a href="/espace-patient/deplacer?ref=${a.ref}">${t('Déplacer', 'Reschedule')}</a> · <a href="/espace-patient/annuler?ref=${a.ref}">${t('Annuler', 'Cancel')}</a></td></tr>`).join('\n')}
</tbody></table>`
    : `<p>${t('Aucun rendez-vous à venir.', 'No upcoming appointments.')} <a href="/rdv">${t('Prendre rendez-vous', 'Book an appointment')}</a></p>`
}
${
  cancelled.length
    ? `<h2>${t('Rendez-vous annulés', 'Cancelled appointments')}</h2><table><thead>${head}<th>${t('Statut', 'Status')}</th></tr></thead><tbody>
${cancelled.map((a) => `<tr>${cells(a)}<td>${t('Annulé', 'Cancelled')}</td></tr>`).join('\n')}
</tbody></table>`
    : ''
}
<h2>${t('Historique', 'Past appointments')}</h2>
<table><thead>${head}</tr></thead><tbody>
${past.map((a) => `<tr>${cells(a)}</tr>`).join('\n')}
</tbody></table>`,
  );
}

function cancelPage(ctx, s, a, v = {}, error = '') {
  const { t, pick, when, reason } = tools(s);
  const p = findP(a.who);
  return clinicPage(
    ctx,
    s,
    t('Annuler un rendez-vous', 'Cancel an appointment'),
    `<h1>${t('Annuler un rendez-vous', 'Cancel an appointment')}</h1>
<p class="card">${h(p.name)} · ${h(reason(p, a.reason))} · ${h(when(a.when))} · ${a.ref}</p>
${errorBox(error)}
<form method="post" action="/espace-patient/annuler"><input type="hidden" name="ref" value="${a.ref}">
  <label for="an-motif">${t('Motif de l’annulation', 'Reason for cancelling')}</label>
  <select id="an-motif" name="motif_annulation">${opt('', t('Choisissez un motif', 'Choose a reason'), v.motif_annulation ?? '')}${CANCEL_REASONS.map((r) => opt(r[0], pick(r), v.motif_annulation)).join('')}</select>
  <label for="an-prec">${t('Précisions (facultatif)', 'Details (optional)')}</label>
  <textarea id="an-prec" name="precisions" rows="3">${h(v.precisions ?? '')}</textarea>
  <p>${t('Le créneau sera proposé à d’autres patients.', 'The time will be offered to other patients.')}</p>
  <p><button type="submit">${t('Confirmer l’annulation', 'Confirm cancellation')}</button> <a href="/espace-patient">${t('Garder ce rendez-vous', 'Keep this appointment')}</a></p>
</form>`,
  );
}

function movePage(ctx, s, a, error = '') {
  const { t, when, reason, dayLabel } = tools(s);
  const p = findP(a.who);
  const days = WEEKS.flatMap((_, w) => weekSlots(ctx.state, p, w)).filter((d) => d.times.length);
  return clinicPage(
    ctx,
    s,
    t('Déplacer un rendez-vous', 'Reschedule an appointment'),
    `<h1>${t('Déplacer un rendez-vous', 'Reschedule an appointment')}</h1>
<p class="card">${t('Rendez-vous actuel', 'Current appointment')} : ${h(p.name)} · ${h(reason(p, a.reason))} · ${h(when(a.when))} · ${a.ref}</p>
${errorBox(error)}
<form method="post" action="/espace-patient/deplacer"><input type="hidden" name="ref" value="${a.ref}">
<p>${t('Choisissez un nouvel horaire :', 'Choose a new time:')}</p>
<div class="days">
${days
  .map(
    (d) => `<fieldset><legend>${h(dayLabel(d.date))}</legend>
${d.times.map((x) => `<label class="choice"><input type="radio" name="creneau" value="${d.date}T${x}"> ${x}</label>`).join('\n')}
</fieldset>`,
  )
  .join('\n')}
</div>
<p><button type="submit">${t('Valider le nouvel horaire', 'Confirm the new time')}</button> <a href="/espace-patient">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}

function resultTable(s, values) {
  const { t, en } = tools(s);
  const num = (v) => (en ? v.replaceAll(',', '.') : v);
  return `<table><thead><tr><th>${t('Analyse', 'Test')}</th><th>${t('Résultat', 'Result')}</th><th>${t('Valeurs de référence', 'Reference range')}</th></tr></thead><tbody>
${values.map((v) => `<tr><td>${h(en ? v[1] : v[0])}</td><td>${h(num(v[2]))}</td><td>${h(num(v[3]))}</td></tr>`).join('\n')}
</tbody></table>`;
}

/* ------------------------------------------------------------------ other forms */

function renewalForm(ctx, s, v = {}, error = '') {
  const { t } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const doctors = PRACTITIONERS.filter((p) => p.spec !== 'kine' && p.spec !== 'dentaire');
  return clinicPage(
    ctx,
    s,
    t('Renouvellement d’ordonnance', 'Prescription renewal'),
    `<h1>${t('Demande de renouvellement d’ordonnance', 'Prescription renewal request')}</h1>
<p>${t('Réservé aux patients suivis au centre pour un traitement habituel. Votre médecin traite la demande sous 48 h ouvrées ; il peut vous demander de venir en consultation.', 'For patients of the centre on a regular treatment. Your doctor handles the request within 2 working days and may ask you to come for a consultation.')}</p>
${errorBox(error)}
<form method="post" action="/renouvellement" class="card">
  <label for="or-nom">${t('Nom', 'Last name')}</label><input id="or-nom" name="nom" value="${val('nom')}">
  <label for="or-prenom">${t('Prénom', 'First name')}</label><input id="or-prenom" name="prenom" value="${val('prenom')}">
  <label for="or-naiss">${t('Date de naissance (JJ/MM/AAAA)', 'Date of birth (DD/MM/YYYY)')}</label><input id="or-naiss" name="naissance" value="${val('naissance')}">
  <label>${t('E-mail', 'Email')} <input type="email" name="email" value="${val('email')}"></label>
  <label for="or-med">${t('Médecin prescripteur', 'Prescribing doctor')}</label>
  <select id="or-med" name="medecin">${opt('', t('Choisissez votre médecin', 'Choose your doctor'), v.medecin ?? '')}${doctors.map((p) => opt(p.id, p.name, v.medecin)).join('')}</select>
  <label for="or-medic">${t('Médicaments à renouveler', 'Medicines to renew')}</label>
  <p class="hint" id="or-medic-hint">${t('Nom et dosage de chaque médicament, séparés par des virgules', 'Name and strength of each medicine, separated by commas')}</p>
  <textarea id="or-medic" name="medicaments" rows="3" aria-describedby="or-medic-hint">${val('medicaments')}</textarea>
  <label for="or-ph">${t('Votre pharmacie', 'Your pharmacy')}</label>
  <select id="or-ph" name="pharmacie">${opt('', t('— Choisir —', '— Choose —'), v.pharmacie ?? '')}${PHARMACIES.map(([k, n]) => opt(k, n, v.pharmacie)).join('')}</select>
  <fieldset><legend>${t('Comment souhaitez-vous recevoir l’ordonnance ?', 'How would you like to receive the prescription?')}</legend>
    <label class="choice"><input type="radio" name="retrait" value="accueil"${v.retrait === 'accueil' ? ' checked' : ''}> ${t('Je passe la chercher à l’accueil du centre', 'I will collect it at the centre’s reception')}</label>
    <label class="choice"><input type="radio" name="retrait" value="pharmacie"${v.retrait === 'pharmacie' ? ' checked' : ''}> ${t('Envoi directement à ma pharmacie', 'Send it directly to my pharmacy')}</label>
  </fieldset>
  <p><button type="submit">${t('Envoyer la demande', 'Send the request')}</button></p>
</form>`,
  );
}

function labForm(ctx, s, v = {}, error = '') {
  const { t } = tools(s);
  return clinicPage(
    ctx,
    s,
    t('Résultats d’analyses', 'Lab results'),
    `<h1>${t('Résultats d’analyses', 'Lab results')}</h1>
<p>${t('Les prélèvements sont réalisés au centre du lundi au samedi, de 7 h 30 à 10 h, sans rendez-vous. Consultez vos résultats avec le code d’accès inscrit sur votre bon de prélèvement, ou dans votre', 'Samples are taken at the centre Monday to Saturday, 7:30 to 10:00, no appointment needed. See your results with the access code printed on your sampling slip, or in your')} <a href="/espace-patient">${t('espace patient', 'patient area')}</a>.</p>
${errorBox(error)}
<form method="post" action="/resultats" class="card">
  <label for="lb-code">${t('Code d’accès', 'Access code')}</label><input id="lb-code" name="code" placeholder="LAB-00000" value="${h(v.code ?? '')}">
  <label for="lb-naiss">${t('Date de naissance du patient (JJ/MM/AAAA)', 'Patient’s date of birth (DD/MM/YYYY)')}</label><input id="lb-naiss" name="naissance" value="${h(v.naissance ?? '')}">
  <p><button type="submit">${t('Voir mes résultats', 'See my results')}</button></p>
</form>`,
  );
}

function contactForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return clinicPage(
    ctx,
    s,
    'Contact',
    `<h1>${t('Nous écrire', 'Contact us')}</h1>
<p>${t('Pour une urgence médicale, appelez le 15. Pour prendre, déplacer ou annuler un rendez-vous, utilisez plutôt la prise de rendez-vous en ligne ou votre espace patient.', 'For a medical emergency, call 15. To book, move or cancel an appointment, please use online booking or your patient area.')}</p>
${errorBox(error)}
<form method="post" action="/contact" class="card">
  <p><input name="nom" placeholder="${t('Nom et prénom', 'Full name')}" value="${val('nom')}"></p>
  <p><input type="email" name="email" aria-label="${t('Adresse e-mail', 'Email address')}" placeholder="${t('vous@exemple.fr', 'you@example.com')}" value="${val('email')}"></p>
  <label for="ct-tel">${t('Téléphone (facultatif)', 'Phone (optional)')}</label><input type="tel" id="ct-tel" name="telephone" value="${val('telephone')}">
  <label for="ct-sujet">${t('Objet de votre message', 'Subject')}</label>
  <select id="ct-sujet" name="sujet">${opt('', t('Choisissez un objet', 'Choose a subject'), v.sujet ?? '')}${SUBJECTS.map((x) => opt(x[0], pick(x), v.sujet)).join('')}</select>
  <label for="ct-msg">${t('Votre message', 'Your message')}</label><textarea id="ct-msg" name="message" rows="6">${val('message')}</textarea>
  <p><label class="choice"><input type="checkbox" name="rappel" value="oui"${v.rappel === 'oui' ? ' checked' : ''}> ${t('Je souhaite être rappelé(e) par téléphone', 'Please call me back')}</label></p>
  <p><button type="submit">${t('Envoyer', 'Send')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------ routes */

/** The site's routes (sites.js: SITES.clinic). */
export async function clinicRoutes(ctx) {
  const { path, method, fields, state } = ctx;
  const s = session(ctx);
  const { t, pick, both, longDate, when, spec, reason, lang, en } = tools(s);
  const html = (title, body) => ({ html: clinicPage(ctx, s, title, body), lang: s.lang });
  const acct = s.user ? state.accounts[s.user] : null;
  const blank = (k) => !String(fields[k] ?? '').trim();
  const trim = (k) => String(fields[k] ?? '').trim();

  if (path === '/lang') {
    s.lang = ctx.query.get('l') === 'en' ? 'en' : 'fr';
    const back = ctx.query.get('back') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }

  if (path === '/' && method === 'GET') {
    return html(
      t('Accueil', 'Home'),
      `<h1>${t('Bienvenue au Centre médical des Tilleuls', 'Welcome to the Centre médical des Tilleuls')}</h1>
<p>${t('Sept praticiens, six spécialités, un laboratoire de prélèvements : au cœur de Lyon 3e, à deux pas du métro Garibaldi.', 'Seven practitioners, six specialties and a sampling lab in the heart of Lyon, two minutes from Garibaldi metro station.')}</p>
<div class="cards">
<article class="card"><h2>${t('Prendre rendez-vous', 'Book an appointment')}</h2><p>${t('En ligne, 24 h/24, jusqu’à trois semaines à l’avance.', 'Online, day and night, up to three weeks ahead.')}</p><a class="btn" href="/rdv">${t('Prendre rendez-vous', 'Book an appointment')}</a></article>
<article class="card"><h2>${t('Résultats d’analyses', 'Lab results')}</h2><p>${t('Avec le code de votre bon de prélèvement.', 'With the code on your sampling slip.')}</p><a href="/resultats">${t('Consulter mes résultats', 'See my results')}</a></article>
<article class="card"><h2>${t('Renouvellement d’ordonnance', 'Prescription renewal')}</h2><p>${t('Pour un traitement habituel, sans consultation.', 'For a regular treatment, without a consultation.')}</p><a href="/renouvellement">${t('Faire une demande', 'Make a request')}</a></article>
<article class="card"><h2>${t('Horaires', 'Opening hours')}</h2><p>${t('Du lundi au vendredi de 8 h à 20 h, le samedi de 8 h 30 à 12 h 30.', 'Monday to Friday 8:00–20:00, Saturday 8:30–12:30.')}</p><a href="/horaires">${t('Horaires et accès', 'Hours and directions')}</a></article>
</div>
<h2>${t('Actualités', 'News')}</h2>
<div class="cards">
${NEWS.map((n) => `<article class="card"><h3>${h(both(n.title))}</h3><p><time>${h(longDate(n.date))}</time></p><p>${h(both(n.excerpt))}</p><a href="/actualites/${n.slug}">${t('Lire la suite', 'Read more')}</a></article>`).join('\n')}
</div>`,
    );
  }

  // Practitioners, specialties
  if (path === '/praticiens' && method === 'GET') {
    const sp = ctx.query.get('specialite') ?? '';
    const lg = ctx.query.get('langue') ?? '';
    const list = PRACTITIONERS.filter((p) => (!sp || p.spec === sp) && (!lg || p.langs.includes(lg)));
    return html(
      t('Nos praticiens', 'Our practitioners'),
      `<h1>${t('Nos praticiens', 'Our practitioners')}</h1>
<form method="get" action="/praticiens" class="card" role="search">
  <label for="f-spec">${t('Spécialité', 'Specialty')}</label>
  <select id="f-spec" name="specialite">${opt('', t('Toutes les spécialités', 'All specialties'), sp)}${SPECIALTIES.map((x) => opt(x[0], pick(x), sp)).join('')}</select>
  <p><select name="langue" aria-label="${t('Langue parlée', 'Language spoken')}">${opt('', t('Toutes les langues', 'Any language'), lg)}${LANGS.map((x) => opt(x[0], pick(x), lg)).join('')}</select></p>
  <p><button type="submit">${t('Filtrer', 'Filter')}</button></p>
</form>
<h2>${list.length ? t(`${list.length} praticien${list.length > 1 ? 's' : ''}`, `${list.length} practitioner${list.length > 1 ? 's' : ''}`) : t('Aucun praticien ne correspond à ces critères.', 'No practitioner matches.')}</h2>
<div class="cards">
${list.map((p) => practitionerCard(s, p, 'h3')).join('\n')}
</div>`,
    );
  }
  const pMatch = path.match(/^\/praticiens\/([a-z-]+)$/);
  if (pMatch && method === 'GET') {
    const p = findP(pMatch[1]);
    if (!p) return null;
    const dayNames = Object.keys(p.days).map((d) => DAYS[en ? 1 : 0][Number(d)]);
    return html(
      p.name,
      `<h1>${h(p.name)}</h1>
<p class="meta">${h(spec(p.spec))}</p>
<p>${h(both(p.bio))}</p>
<dl class="facts"><dt>${t('Jours de consultation', 'Consultation days')}</dt><dd>${dayNames.join(', ')}</dd>
<dt>${t('Langues parlées', 'Languages spoken')}</dt><dd>${p.langs.map(lang).join(', ')}</dd>
<dt>${t('Tarif', 'Fee')}</dt><dd>${t('Secteur 1, tarif conventionnel, tiers payant', 'Sector 1, standard fee, no upfront payment')}</dd></dl>
<p><a class="btn" href="/rdv?praticien=${p.id}">${t('Prendre rendez-vous', 'Book')}</a></p>
<p><a href="/praticiens">${t('Tous les praticiens', 'All practitioners')}</a></p>`,
    );
  }
  if (path === '/specialites' && method === 'GET') {
    return html(
      t('Spécialités', 'Specialties'),
      `<h1>${t('Nos spécialités', 'Our specialties')}</h1><div class="cards">
${SPECIALTIES.map((x) => `<article class="card"><h2>${h(pick(x))}</h2><p>${h(en ? x[4] : x[3])}</p><a href="/specialites/${x[0]}">${t('Voir les praticiens', 'See the practitioners')}</a></article>`).join('\n')}
</div>`,
    );
  }
  const spMatch = path.match(/^\/specialites\/([a-z-]+)$/);
  if (spMatch && method === 'GET') {
    const x = SPECIALTIES.find((y) => y[0] === spMatch[1]);
    if (!x) return null;
    return html(
      pick(x),
      `<h1>${h(pick(x))}</h1><p>${h(en ? x[4] : x[3])}</p><div class="cards">
${PRACTITIONERS.filter((p) => p.spec === x[0])
  .map((p) => practitionerCard(s, p))
  .join('\n')}
</div>`,
    );
  }

  // Booking, step 1
  if (path === '/rdv' && method === 'GET') {
    const id = ctx.query.get('praticien');
    if (!id) return { html: choosePractitioner(ctx, s), lang: s.lang };
    const p = findP(id);
    if (!p)
      return {
        html: choosePractitioner(
          ctx,
          s,
          t('Merci de choisir un praticien.', 'Please choose a practitioner.'),
        ),
        lang: s.lang,
      };
    const v = s.rdv?.praticien === p.id ? s.rdv : {};
    return { html: reasonForm(ctx, s, p, v), lang: s.lang };
  }
  if (path === '/rdv/motif' && method === 'POST') {
    const p = findP(fields.praticien);
    if (!p)
      return {
        html: choosePractitioner(
          ctx,
          s,
          t('Merci de choisir un praticien.', 'Please choose a practitioner.'),
        ),
        lang: s.lang,
      };
    if (!REASONS[p.spec].some((r) => r[0] === fields.motif))
      return {
        html: reasonForm(
          ctx,
          s,
          p,
          fields,
          t('Merci de choisir le motif de la consultation.', 'Please choose a reason.'),
        ),
        lang: s.lang,
      };
    s.rdv = {
      praticien: p.id,
      motif: fields.motif,
      mode: p.video && fields.mode === 'video' ? 'video' : 'cabinet',
      creneau: null,
      patient: null,
    };
    return { redirect: '/rdv/creneau' };
  }
  if (path.startsWith('/rdv/') && path !== '/rdv/confirme' && !s.rdv) return { redirect: '/rdv' };
  // Step 2
  if (path === '/rdv/creneau' && method === 'GET') {
    const w = Number(ctx.query.get('semaine') ?? 0);
    const week = Number.isInteger(w) && w >= 0 && w < WEEKS.length ? w : 0;
    return { html: slotPage(ctx, s, week), lang: s.lang };
  }
  if (path === '/rdv/creneau' && method === 'POST') {
    const p = findP(s.rdv.praticien);
    if (!slotExists(state, p, fields.creneau))
      return {
        html: slotPage(
          ctx,
          s,
          0,
          t(
            'Cet horaire n’est plus disponible. Choisissez-en un autre.',
            'This time is no longer available. Please choose another.',
          ),
        ),
        lang: s.lang,
      };
    s.rdv.creneau = fields.creneau;
    return { redirect: '/rdv/patient' };
  }
  if (path.startsWith('/rdv/') && path !== '/rdv/confirme' && !s.rdv.creneau)
    return { redirect: '/rdv/creneau' };
  // Step 3
  if (path === '/rdv/patient' && method === 'GET')
    return { html: patientForm(ctx, s, s.rdv.patient ?? {}), lang: s.lang };
  if (path === '/rdv/patient' && method === 'POST') {
    const problems = [];
    if (blank('nom')) problems.push(t('le nom', 'last name'));
    if (blank('prenom')) problems.push(t('le prénom', 'first name'));
    if (!validBirth(fields.naissance))
      problems.push(t('la date de naissance (JJ/MM/AAAA)', 'date of birth (DD/MM/YYYY)'));
    if (!/^[12]\d{12}(\d{2})?$/.test(digits(fields.nir)))
      problems.push(t('le numéro de sécurité sociale (15 chiffres)', 'social security number (15 digits)'));
    if (!/^\+?\d{10,12}$/.test(digits(fields.telephone)))
      problems.push(t('un numéro de téléphone', 'a phone number'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!['oui', 'non'].includes(fields.premiere_visite))
      problems.push(t('s’il s’agit de votre première visite', 'whether this is your first visit'));
    if (problems.length)
      return {
        html: patientForm(
          ctx,
          s,
          fields,
          `${t('Merci de vérifier :', 'Please check:')} ${problems.join(', ')}.`,
        ),
        lang: s.lang,
      };
    s.rdv.patient = { ...fields };
    return { redirect: '/rdv/recap' };
  }
  if (path.startsWith('/rdv/') && path !== '/rdv/confirme' && !s.rdv.patient)
    return { redirect: '/rdv/patient' };
  // Step 4
  if (path === '/rdv/recap' && method === 'GET') return { html: recapPage(ctx, s), lang: s.lang };
  if (path === '/rdv/confirmer' && method === 'POST') {
    const r = s.rdv;
    const p = findP(r.praticien);
    if (!isFree(state, p.id, r.creneau)) {
      r.creneau = null;
      return { redirect: '/rdv/creneau' };
    }
    state.booked.add(`${p.id}|${r.creneau}`);
    const ref = `TIL-${state.nextRef++}`;
    s.done = { ...r, ref };
    if (acct) acct.appointments.push(appt(ref, p.id, r.creneau, r.motif));
    s.rdv = null;
    return { redirect: '/rdv/confirme' };
  }
  if (path === '/rdv/confirme' && method === 'GET') {
    const d = s.done;
    if (!d) return { redirect: '/rdv' };
    const p = findP(d.praticien);
    return html(
      t('Rendez-vous confirmé', 'Appointment confirmed'),
      `<h1>${t('Rendez-vous confirmé', 'Appointment confirmed')}</h1>
<div class="notice" role="status"><p>${h(d.patient.prenom.trim())} ${h(d.patient.nom.trim())} · ${h(p.name)} · ${h(reason(p, d.motif))}</p>
<p><strong>${h(when(d.creneau))}</strong>${d.mode === 'video' ? ` · ${t('téléconsultation : le lien vous sera envoyé par e-mail 15 minutes avant', 'video consultation: the link will be emailed 15 minutes before')}` : ` · ${t('14 avenue des Tilleuls, 2e étage', '14 avenue des Tilleuls, 2nd floor')}`}</p>
<p>${t('Référence du rendez-vous :', 'Appointment reference:')} <strong>${d.ref}</strong></p>
<p>${t(`Un e-mail de confirmation a été envoyé à ${h(d.patient.email.trim())}.`, `A confirmation email was sent to ${h(d.patient.email.trim())}.`)}${d.patient.rappel_sms === 'oui' ? ` ${t('Vous recevrez un rappel par SMS la veille.', 'You will get an SMS reminder the day before.')}` : ''}</p></div>
<p>${t('Pensez à apporter votre carte Vitale et, le cas échéant, votre carte de mutuelle.', 'Please bring your carte Vitale and, if you have one, your top-up insurance card.')}</p>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }

  // Lab results with a code
  if (path === '/resultats' && method === 'GET') return { html: labForm(ctx, s), lang: s.lang };
  if (path === '/resultats' && method === 'POST') {
    const code = trim('code').toUpperCase();
    const r = LAB_CODES[code];
    if (!r || r.birth !== trim('naissance'))
      return {
        html: labForm(
          ctx,
          s,
          fields,
          t('Code d’accès ou date de naissance incorrects.', 'Wrong access code or date of birth.'),
        ),
        lang: s.lang,
      };
    return html(
      t('Vos résultats', 'Your results'),
      `<h1>${h(both(r.title))} — ${h(longDate(r.date))}</h1>
<p class="meta">${t('Code', 'Code')} ${code}</p>
${
  r.values
    ? `${resultTable(s, r.values)}<p>${t('Ces résultats ont été transmis à votre médecin. Parlez-en avec lui lors de votre prochaine consultation.', 'These results were sent to your doctor. Talk them over at your next appointment.')}</p>`
    : `<div class="notice" role="status"><p>${t('Vos résultats ne sont pas encore disponibles : l’analyse est en cours. Revenez dans 24 à 48 h.', 'Your results are not available yet: the analysis is in progress. Please come back in 24 to 48 hours.')}</p></div>`
}
<p><a href="/resultats">${t('Consulter un autre résultat', 'See another result')}</a></p>`,
    );
  }

  // Prescription renewal
  if (path === '/renouvellement' && method === 'GET') return { html: renewalForm(ctx, s), lang: s.lang };
  if (path === '/renouvellement' && method === 'POST') {
    const missing = [
      ['nom', t('nom', 'last name')],
      ['prenom', t('prénom', 'first name')],
      ['medicaments', t('médicaments', 'medicines')],
    ].filter(([k]) => blank(k));
    let error = missing.length
      ? `${t('Merci de renseigner :', 'Please fill in:')} ${missing.map(([, l]) => l).join(', ')}.`
      : '';
    if (!error && !validBirth(fields.naissance))
      error = t(
        'Merci d’indiquer la date de naissance au format JJ/MM/AAAA.',
        'Please give the date of birth as DD/MM/YYYY.',
      );
    if (!error && !validEmail(fields.email))
      error = t('Merci de saisir une adresse e-mail valide.', 'Please enter a valid email address.');
    const doctor = findP(fields.medecin);
    if (!error && (!doctor || ['kine', 'dentaire'].includes(doctor.spec)))
      error = t('Merci de choisir votre médecin.', 'Please choose your doctor.');
    if (!error && !['accueil', 'pharmacie'].includes(fields.retrait))
      error = t(
        'Merci d’indiquer comment recevoir l’ordonnance.',
        'Please say how you want to receive the prescription.',
      );
    const ph = PHARMACIES.find(([k]) => k === fields.pharmacie);
    if (!error && fields.retrait === 'pharmacie' && !ph)
      error = t(
        'Merci de choisir la pharmacie à qui envoyer l’ordonnance.',
        'Please choose the pharmacy to send the prescription to.',
      );
    if (error) return { html: renewalForm(ctx, s, fields, error), lang: s.lang };
    const ref = `ORD-${state.nextOrd++}`;
    return html(
      t('Demande de renouvellement envoyée', 'Renewal request sent'),
      `<h1>${t('Demande de renouvellement envoyée', 'Renewal request sent')}</h1>
<div class="notice" role="status"><p>${t(`Votre demande n° ${ref} a été transmise au ${doctor.name}.`, `Your request ${ref} was sent to ${doctor.name}.`)}</p>
<p>${t('Médicaments', 'Medicines')} : ${h(trim('medicaments'))}</p>
<p>${
        fields.retrait === 'pharmacie'
          ? t(
              `L’ordonnance sera envoyée à la ${ph[1]} sous 48 h ouvrées.`,
              `The prescription will be sent to ${ph[1]} within 2 working days.`,
            )
          : t(
              'L’ordonnance sera à retirer à l’accueil du centre sous 48 h ouvrées, sur présentation de votre carte Vitale.',
              'The prescription will be ready at reception within 2 working days; please bring your carte Vitale.',
            )
      }</p>
<p>${t(`Nous vous écrirons à ${h(trim('email'))} dès qu’elle sera prête.`, `We will email ${h(trim('email'))} when it is ready.`)}</p></div>`,
    );
  }

  // Contact
  if (path === '/contact' && method === 'GET') return { html: contactForm(ctx, s), lang: s.lang };
  if (path === '/contact' && method === 'POST') {
    let error = '';
    if (blank('nom') || blank('message'))
      error = t('Merci d’indiquer votre nom et votre message.', 'Please give your name and your message.');
    else if (!validEmail(fields.email))
      error = t('Merci de saisir une adresse e-mail valide.', 'Please enter a valid email address.');
    else if (!SUBJECTS.some(([k]) => k === fields.sujet))
      error = t('Merci de choisir l’objet de votre message.', 'Please choose a subject.');
    else if (fields.rappel === 'oui' && !/^\+?\d{10,12}$/.test(digits(fields.telephone)))
      error = t(
        'Pour être rappelé(e), indiquez votre numéro de téléphone.',
        'To be called back, please give your phone number.',
      );
    if (error) return { html: contactForm(ctx, s, fields, error), lang: s.lang };
    const ref = `MSG-${state.nextMsg++}`;
    const subject = SUBJECTS.find(([k]) => k === fields.sujet);
    return html(
      t('Message envoyé', 'Message sent'),
      `<h1>${t('Message envoyé', 'Message sent')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(trim('nom'))}, votre message a bien été envoyé au secrétariat.`, `Thank you ${h(trim('nom'))}, your message has been sent to our reception team.`)}</p>
<p>${t('Objet', 'Subject')} : ${h(pick(subject))} · ${t('Référence', 'Reference')} ${ref}</p>
<p>${fields.rappel === 'oui' ? t(`Nous vous rappellerons au ${h(trim('telephone'))} sous 2 jours ouvrés.`, `We will call you back on ${h(trim('telephone'))} within 2 working days.`) : t(`Nous vous répondrons à ${h(trim('email'))} sous 2 jours ouvrés.`, `We will reply to ${h(trim('email'))} within 2 working days.`)}</p></div>`,
    );
  }

  // Opening hours, news
  if (path === '/horaires' && method === 'GET') {
    return html(
      t('Horaires et accès', 'Opening hours and directions'),
      `<h1>${t('Horaires et accès', 'Opening hours and directions')}</h1>
<table><caption>${t('Horaires d’ouverture', 'Opening hours')}</caption><tbody>
<tr><th scope="row">${t('Lundi – vendredi', 'Monday – Friday')}</th><td>${t('8 h 00 – 20 h 00', '8:00 – 20:00')}</td></tr>
<tr><th scope="row">${t('Samedi', 'Saturday')}</th><td>${t('8 h 30 – 12 h 30', '8:30 – 12:30')}</td></tr>
<tr><th scope="row">${t('Dimanche et jours fériés', 'Sundays and bank holidays')}</th><td>${t('Fermé', 'Closed')}</td></tr>
<tr><th scope="row">${t('Prélèvements (sans rendez-vous)', 'Blood tests (no appointment)')}</th><td>${t('Lundi – samedi, 7 h 30 – 10 h 00', 'Monday – Saturday, 7:30 – 10:00')}</td></tr>
</tbody></table>
<h2>${t('Nous trouver', 'Finding us')}</h2>
<p>14 avenue des Tilleuls, 69003 Lyon · ${t('Métro D, arrêt Garibaldi · Tram T4, arrêt Manufacture · Parking payant rue Paul-Bert', 'Metro line D, Garibaldi stop · Tram T4, Manufacture stop · Paid car park on rue Paul-Bert')}</p>
<p>${t('Accueil téléphonique : 04 78 00 12 34, du lundi au vendredi de 8 h à 19 h.', 'Phone: +33 4 78 00 12 34, Monday to Friday 8:00 to 19:00.')}</p>
<p>${t('La nuit, le week-end et les jours fériés : maison médicale de garde, 04 72 33 00 33. Urgence vitale : 15.', 'Nights, weekends and bank holidays: out-of-hours surgery, 04 72 33 00 33. Life-threatening emergency: 15.')}</p>`,
    );
  }
  if (path === '/actualites' && method === 'GET') {
    return html(
      t('Actualités', 'News'),
      `<h1>${t('Actualités du centre', 'News from the centre')}</h1><div class="cards">
${NEWS.map((n) => `<article class="card"><h2>${h(both(n.title))}</h2><p><time>${h(longDate(n.date))}</time></p><p>${h(both(n.excerpt))}</p><a href="/actualites/${n.slug}">${t('Lire la suite', 'Read more')}</a></article>`).join('\n')}
</div>`,
    );
  }
  const news = NEWS.find((n) => path === `/actualites/${n.slug}`);
  if (news)
    return html(
      both(news.title),
      `<article><h1>${h(both(news.title))}</h1><p><time>${h(longDate(news.date))}</time></p><p>${h(both(news.body))}</p></article>
<p><a href="/actualites">${t('Toutes les actualités', 'All news')}</a></p>`,
    );

  // Sign-in
  if (path === '/connexion' && method === 'GET') return { html: signinForm(ctx, s), lang: s.lang };
  if (path === '/connexion' && method === 'POST') {
    const email = trim('email').toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.mot_de_passe)
      return {
        html: signinForm(
          ctx,
          s,
          t('Adresse e-mail ou mot de passe incorrect.', 'Incorrect email or password.'),
          fields.email ?? '',
        ),
        lang: s.lang,
      };
    s.user = email;
    const next = s.next;
    s.next = '';
    return { redirect: next || '/espace-patient' };
  }
  if (path === '/deconnexion') {
    s.user = null;
    return { redirect: '/' };
  }

  // Patient space
  if (!path.startsWith('/espace-patient')) return null;
  if (!acct) {
    s.next = path === '/espace-patient/resultats' ? path : '/espace-patient';
    return { redirect: '/connexion' };
  }
  if (path === '/espace-patient' && method === 'GET')
    return { html: appointmentsPage(ctx, s, acct), lang: s.lang };
  if (path === '/espace-patient/resultats' && method === 'GET') {
    return html(
      t('Mes résultats', 'My lab results'),
      `<h1>${t('Mes résultats d’analyses', 'My lab results')}</h1>
${spaceTabs(s, '/espace-patient/resultats')}
${
  acct.results.length
    ? `<table><thead><tr><th>Date</th><th>${t('Examen', 'Test')}</th><th>${t('Prescrit par', 'Prescribed by')}</th><th>${t('Statut', 'Status')}</th><th></th></tr></thead><tbody>
${acct.results.map((r) => `<tr><td>${h(longDate(r.date))}</td><td>${h(both(r.title))}</td><td>${h(findP(r.by).name)}</td><td>${r.values ? t('Disponible', 'Available') : t('En cours d’analyse', 'In progress')}</td><td>${r.values ? `<a href="/espace-patient/resultats/${r.id}">${t('Consulter', 'View')}</a>` : ''}</td></tr>`).join('\n')}
</tbody></table>`
    : `<p>${t('Aucun résultat pour le moment.', 'No results yet.')}</p>`
}`,
    );
  }
  const rMatch = path.match(/^\/espace-patient\/resultats\/([a-z0-9-]+)$/);
  if (rMatch && method === 'GET') {
    const r = acct.results.find((x) => x.id === rMatch[1] && x.values);
    if (!r) return { redirect: '/espace-patient/resultats' };
    return html(
      both(r.title),
      `<h1>${h(both(r.title))} — ${h(longDate(r.date))}</h1>
<p class="meta">${t('Prescrit par', 'Prescribed by')} ${h(findP(r.by).name)}</p>
${resultTable(s, r.values)}
<p><a href="/espace-patient/resultats">${t('Retour à mes résultats', 'Back to my results')}</a></p>`,
    );
  }
  if (path === '/espace-patient/annuler' || path === '/espace-patient/deplacer') {
    const ref = method === 'POST' ? fields.ref : ctx.query.get('ref');
    const a = acct.appointments.find((x) => x.ref === ref && x.status === 'upcoming');
    if (!a) return { redirect: '/espace-patient' };
    const p = findP(a.who);
    if (path === '/espace-patient/annuler') {
      if (method === 'GET') return { html: cancelPage(ctx, s, a), lang: s.lang };
      if (!CANCEL_REASONS.some(([k]) => k === fields.motif_annulation))
        return {
          html: cancelPage(ctx, s, a, fields, t('Merci de choisir un motif.', 'Please choose a reason.')),
          lang: s.lang,
        };
      a.status = 'cancelled';
      a.cancel = { reason: fields.motif_annulation, details: trim('precisions') };
      s.flash = t(
        `Votre rendez-vous ${a.ref} du ${when(a.when)} avec ${withLe(p)} a été annulé.`,
        `Your appointment ${a.ref} on ${when(a.when)} with ${p.name} has been cancelled.`,
      );
      return { redirect: '/espace-patient' };
    }
    if (method === 'GET') return { html: movePage(ctx, s, a), lang: s.lang };
    if (!slotExists(state, p, fields.creneau))
      return {
        html: movePage(
          ctx,
          s,
          a,
          t('Merci de choisir un horaire disponible.', 'Please choose an available time.'),
        ),
        lang: s.lang,
      };
    a.when = fields.creneau;
    s.flash = t(
      `Votre rendez-vous ${a.ref} avec ${withLe(p)} a été déplacé au ${when(a.when)}.`,
      `Your appointment ${a.ref} with ${p.name} has been moved to ${when(a.when)}.`,
    );
    return { redirect: '/espace-patient' };
  }
  return null;
}

/** GET paths whose query string is a form the site records as received. */
export function clinicGetForms() {
  return ['/praticiens'];
}
