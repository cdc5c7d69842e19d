// theatre: Théâtre de la Halle, the municipal theatre of Saint-Aubin-sur-Saône (French by default, an
// English version through the FR | EN switch in the header; same URLs, the language is kept in the
// visitor's session). A home page and a season page with the 2026-2027 shows as cards ("Détails" and
// "Réserver" / "Details" and "Book" on each); a show page (performances, prices); a seat booking in two
// steps (the performance in a select, the seat category as radio buttons, full-price and reduced-price
// seats as number fields, an audio-description headset behind a checkbox for the shows that have an
// audio-described performance; then the buyer's details, the terms and a pay button) ending on a RES-
// reference; a season subscription (formula as radio buttons, the shows as checkboxes, the subscriber's
// details with a date of birth, payment in one or three instalments; ABO- reference); gift vouchers
// (amount in a select or typed, the recipient, a message, delivery by email or by post, each revealing
// its own fields; CAD- reference); a group and school booking enquiry (GRP- reference); a contact form
// (MSG- reference); a newsletter sign-up in the footer of every page; an accessibility page and a
// practical information page; and "Mon espace" / "My account" behind a sign-in with tabs: Mes billets
// (an "Échanger" link per booking, to move it to another performance of the same show), Mon abonnement
// (choose the date of each show of the subscription) and Mes coordonnées (phone, address, preferences).
// "Today" on this site is Tuesday 15 September 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-09-15';

/* ------------------------------------------------------------------------------------------ data */

// [value, French, English]
const GENRES = [
  ['theatre', 'Théâtre', 'Theatre'],
  ['opera', 'Opéra', 'Opera'],
  ['danse', 'Danse', 'Dance'],
  ['jeune', 'Jeune public', 'Family'],
  ['musique', 'Musique', 'Music'],
  ['cirque', 'Cirque', 'Circus'],
];
const CATEGORIES = [
  ['carre', 'Carré or', 'Premium (Carré or)'],
  ['cat1', 'Catégorie 1', 'Category 1'],
  ['cat2', 'Catégorie 2', 'Category 2'],
];
const perf = (at, extra = {}) => ({ at, ad: false, full: false, ...extra });

const SHOWS = [
  {
    id: 'misanthrope',
    title: 'Le Misanthrope',
    genre: 'theatre',
    by: [
      'Molière · mise en scène Claire Aubry · Compagnie du Grand Chariot',
      'Molière · directed by Claire Aubry · Compagnie du Grand Chariot',
    ],
    duration: ['2 h 15 avec entracte', '2 h 15 min with an interval'],
    blurb: [
      'Alceste hait l’hypocrisie, mais il aime Célimène, la plus mondaine des femmes.',
      'Alceste hates hypocrisy, yet he loves Célimène, the most worldly woman in Paris.',
    ],
    body: [
      'Claire Aubry installe la comédie de Molière dans un salon d’aujourd’hui, entre téléphones qui vibrent et compliments empoisonnés. Huit comédiens, les alexandrins intacts et un Alceste qui nous ressemble un peu trop.',
      'Claire Aubry sets Molière’s comedy in a modern drawing room, among buzzing phones and poisoned compliments. Eight actors, the verse left intact, and an Alceste a little too much like us. Performed in French.',
    ],
    prices: { carre: [38, 26], cat1: [29, 19], cat2: [19, 12] },
    perfs: [perf('2026-10-02T20:30'), perf('2026-10-03T20:30'), perf('2026-10-04T16:00', { ad: true })],
  },
  {
    id: 'cyrano',
    title: 'Cyrano de Bergerac',
    genre: 'theatre',
    by: [
      'Edmond Rostand · mise en scène Julien Morel · Théâtre du Fleuve',
      'Edmond Rostand · directed by Julien Morel · Théâtre du Fleuve',
    ],
    duration: ['2 h 50 avec entracte', '2 h 50 min with an interval'],
    blurb: [
      'Le panache, le nez, le balcon : quatorze comédiens et deux musiciens pour le chef-d’œuvre de Rostand.',
      'The panache, the nose, the balcony: fourteen actors and two musicians for Rostand’s masterpiece.',
    ],
    body: [
      'Une troupe de quatorze comédiens, deux musiciens sur le plateau et des duels réglés au millimètre. Julien Morel signe un Cyrano populaire et généreux, qui a déjà fait salle comble dans toute la région.',
      'Fourteen actors, two musicians on stage and sword fights timed to the millimetre. Julien Morel’s Cyrano is warm and popular, and has already sold out across the region. Performed in French.',
    ],
    prices: { carre: [42, 29], cat1: [32, 21], cat2: [22, 14] },
    perfs: [
      perf('2026-10-16T20:00'),
      perf('2026-10-17T20:00', { full: true }),
      perf('2026-10-18T15:00', { ad: true }),
    ],
  },
  {
    id: 'flute',
    title: 'La Flûte enchantée',
    genre: 'opera',
    by: [
      'Mozart · Opéra de poche de Bourgogne · direction musicale Anne Vasseur',
      'Mozart · Opéra de poche de Bourgogne · conducted by Anne Vasseur',
    ],
    duration: ['2 h 40 avec entracte', '2 h 40 min with an interval'],
    blurb: [
      'L’opéra de Mozart en version de chambre : neuf chanteurs, douze musiciens et beaucoup de magie.',
      'Mozart’s opera in a chamber version: nine singers, twelve musicians and plenty of magic.',
    ],
    body: [
      'Chanté en allemand, surtitré en français. Tamino, Pamina, Papageno et la Reine de la Nuit dans une forêt de papier découpé, pour les mélomanes comme pour les curieux dès 10 ans.',
      'Sung in German with French surtitles. Tamino, Pamina, Papageno and the Queen of the Night in a forest of cut paper, for opera lovers and newcomers alike, from age 10.',
    ],
    prices: { carre: [52, 36], cat1: [41, 28], cat2: [27, 16] },
    perfs: [perf('2026-11-14T20:00'), perf('2026-11-15T16:00')],
  },
  {
    id: 'bolero',
    title: 'Boléro, nouvelles danses',
    genre: 'danse',
    by: [
      'Compagnie Ligne de fuite · chorégraphie Naïma Benslimane',
      'Compagnie Ligne de fuite · choreography by Naïma Benslimane',
    ],
    duration: ['1 h 10 sans entracte', '1 h 10 min, no interval'],
    blurb: [
      'Douze danseurs, le Boléro de Ravel et deux créations pour une soirée qui monte en puissance.',
      'Twelve dancers, Ravel’s Boléro and two new pieces in an evening that keeps building.',
    ],
    body: [
      'Naïma Benslimane réunit hip-hop et danse contemporaine autour du Boléro de Ravel, précédé de deux pièces courtes créées pour la compagnie en 2026.',
      'Naïma Benslimane brings hip-hop and contemporary dance together around Ravel’s Boléro, preceded by two short pieces created for the company in 2026.',
    ],
    prices: { carre: [34, 22], cat1: [26, 17], cat2: [18, 11] },
    perfs: [perf('2026-12-03T20:30'), perf('2026-12-04T20:30', { full: true })],
  },
  {
    id: 'scapin',
    title: 'Les Fourberies de Scapin',
    genre: 'jeune',
    by: [
      'Molière · Compagnie des Tréteaux bleus · dès 8 ans',
      'Molière · Compagnie des Tréteaux bleus · from age 8',
    ],
    duration: ['1 h 30 sans entracte', '1 h 30 min, no interval'],
    blurb: [
      'Un valet rusé, deux pères avares, un sac et des coups de bâton : Molière en famille.',
      'A cunning valet, two miserly fathers, a sack and a good beating: Molière for the whole family.',
    ],
    body: [
      'Cinq comédiens masqués jouent la farce de Molière sur des tréteaux, à la manière de la commedia dell’arte. Un premier Molière idéal pour les enfants, et un grand moment pour les parents.',
      'Five masked actors play Molière’s farce on a trestle stage in the commedia dell’arte style. An ideal first Molière for children and a treat for their parents. Performed in French.',
    ],
    prices: { carre: [24, 14], cat1: [18, 10], cat2: [12, 8] },
    perfs: [perf('2026-12-12T17:00'), perf('2026-12-13T15:00', { ad: true })],
  },
  {
    id: 'art',
    title: 'Art',
    genre: 'theatre',
    by: ['Yasmina Reza · mise en scène Paul Ferrand', 'Yasmina Reza · directed by Paul Ferrand'],
    duration: ['1 h 30 sans entracte', '1 h 30 min, no interval'],
    blurb: [
      'Serge a acheté un tableau blanc très cher. Marc le déteste. Yvan voudrait que tout le monde s’aime.',
      'Serge has bought a very expensive white painting. Marc hates it. Yvan wants everyone to get along.',
    ],
    body: [
      'Trente ans après sa création, la comédie de Yasmina Reza n’a rien perdu de sa férocité. Trois amis, un tableau blanc, et une amitié qui se fissure en direct.',
      'Thirty years after its premiere, Yasmina Reza’s comedy has lost none of its bite. Three friends, a white painting and a friendship cracking before your eyes. Performed in French.',
    ],
    prices: { carre: [36, 24], cat1: [28, 18], cat2: [18, 12] },
    perfs: [perf('2027-01-21T20:30'), perf('2027-01-22T20:30'), perf('2027-01-23T20:30', { full: true })],
  },
  {
    id: 'quatuor',
    title: 'Quatuor Arpège — La Jeune Fille et la Mort',
    genre: 'musique',
    by: ['Schubert, Haydn · Quatuor Arpège', 'Schubert, Haydn · Quatuor Arpège'],
    duration: ['1 h 45 avec entracte', '1 h 45 min with an interval'],
    blurb: [
      'Le quatuor de Schubert le plus bouleversant, précédé du quatuor « L’Empereur » de Haydn.',
      'Schubert’s most moving quartet, preceded by Haydn’s “Emperor” quartet.',
    ],
    body: [
      'Les quatre musiciennes du Quatuor Arpège, lauréates du concours de Bordeaux, reviennent à la Halle pour un dimanche après-midi entre Vienne classique et romantisme.',
      'The four musicians of the Quatuor Arpège, prize-winners at the Bordeaux competition, return to the Halle for a Sunday afternoon between classical and romantic Vienna.',
    ],
    prices: { carre: [30, 20], cat1: [24, 15], cat2: [16, 10] },
    perfs: [perf('2027-02-07T17:00')],
  },
  {
    id: 'vertiges',
    title: 'Vertiges',
    genre: 'cirque',
    by: [
      'Compagnie Les Suspendus · cirque aérien, dès 6 ans',
      'Compagnie Les Suspendus · aerial circus, from age 6',
    ],
    duration: ['1 h 15 sans entracte', '1 h 15 min, no interval'],
    blurb: [
      'Trapèze, mât chinois et cordes lisses : six acrobates à sept mètres du sol.',
      'Trapeze, Chinese pole and aerial ropes: six acrobats seven metres above the ground.',
    ],
    body: [
      'Six acrobates et un batteur jouent avec la gravité dans une structure d’acier installée au-dessus du public. Un spectacle sans paroles, pour toute la famille.',
      'Six acrobats and a drummer play with gravity in a steel rig built above the audience. A show without words, for the whole family.',
    ],
    prices: { carre: [28, 18], cat1: [22, 14], cat2: [15, 9] },
    perfs: [perf('2027-03-12T20:30'), perf('2027-03-13T20:30'), perf('2027-03-14T16:00')],
  },
];

const TITLES = [
  ['mme', 'Madame', 'Ms'],
  ['m', 'Monsieur', 'Mr'],
  ['mx', 'Mx', 'Mx'],
];
const FORMULAS = [
  ['3', 'Abonnement 3 spectacles — 10 % de réduction', '3-show subscription — 10% off', 3, 0.1],
  ['5', 'Abonnement 5 spectacles — 20 % de réduction', '5-show subscription — 20% off', 5, 0.2],
  [
    'liberte',
    'Abonnement Liberté — 6 spectacles ou plus, 25 % de réduction',
    'Liberté subscription — 6 shows or more, 25% off',
    6,
    0.25,
  ],
];
const INSTALMENTS = [
  ['1', 'En une fois', 'In one payment'],
  [
    '3',
    'En 3 fois sans frais (octobre, novembre, décembre)',
    'In 3 interest-free instalments (October, November, December)',
  ],
];
const VOUCHER_AMOUNTS = ['20', '30', '50', '80', '100'];
const DELIVERIES = [
  ['email', 'Par e-mail au bénéficiaire (envoi immédiat)', 'By email to the recipient (sent straight away)'],
  [
    'post',
    'Par courrier, dans une pochette cadeau (sous 3 jours ouvrés)',
    'By post, in a gift envelope (within 3 working days)',
  ],
];
const LEVELS = [
  ['maternelle', 'Maternelle', 'Nursery school (ages 3–5)'],
  ['elementaire', 'Élémentaire (CP – CM2)', 'Primary school (ages 6–10)'],
  ['college', 'Collège', 'Secondary school (ages 11–14)'],
  ['lycee', 'Lycée', 'Sixth form / high school (ages 15–18)'],
  ['superieur', 'Enseignement supérieur', 'Higher education'],
  ['loisirs', 'Centre de loisirs, association', 'Youth club, association'],
];
const SESSIONS = [
  [
    'scolaire',
    'Séance scolaire en journée (selon les spectacles)',
    'A daytime school performance (for some shows)',
  ],
  ['tout_public', 'Représentation tout public', 'A public performance'],
];
const SUBJECTS = [
  ['billetterie', 'Billetterie et réservations', 'Tickets and bookings'],
  ['abonnement', 'Abonnements', 'Subscriptions'],
  ['accessibilite', 'Accessibilité', 'Accessibility'],
  ['groupes', 'Groupes et scolaires', 'Groups and schools'],
  ['cheques', 'Chèques cadeaux', 'Gift vouchers'],
  ['location', 'Location de salle', 'Hiring a room'],
  ['presse', 'Presse', 'Press'],
  ['autre', 'Autre', 'Other'],
];
const INTERESTS = [
  ['theatre', 'Théâtre', 'Theatre'],
  ['danse', 'Danse', 'Dance'],
  ['musique', 'Musique et opéra', 'Music and opera'],
  ['jeune', 'Jeune public', 'Family shows'],
  ['cirque', 'Cirque', 'Circus'],
];
const REASONS = [
  ['empechement', 'Un empêchement', 'I can no longer come that day'],
  ['sante', 'Raison de santé', 'Health reasons'],
  ['erreur', 'Erreur de date lors de la réservation', 'I booked the wrong date'],
  ['autre', 'Autre', 'Other'],
];
const PREFS = [
  ['newsletter', 'La lettre d’information mensuelle par e-mail', 'The monthly newsletter by email'],
  [
    'sms',
    'Un SMS de rappel la veille de chaque spectacle',
    'A reminder text message the day before each show',
  ],
  ['brochure', 'La brochure de saison par courrier', 'The season brochure by post'],
];

/* ------------------------------------------------------------------------------------------ accounts */

const ticket = (ref, show, at, category, full, reduced) => ({ ref, show, at, category, full, reduced });

function seedAccounts() {
  return {
    'helene.garnier@mail.test': {
      password: 'Rideau-Rouge7',
      title: 'mme',
      first: 'Hélène',
      last: 'Garnier',
      phone: '06 23 45 71 18',
      address: '12 rue des Tanneurs',
      postcode: '71240',
      city: 'Saint-Aubin-sur-Saône',
      prefs: ['newsletter', 'brochure'],
      wheelchair: false,
      tickets: [
        ticket('RES-40112', 'cyrano', '2026-10-16T20:00', 'cat1', 2, 0),
        ticket('RES-40377', 'scapin', '2026-12-13T15:00', 'cat2', 1, 2),
      ],
      past: [['RES-38861', 'Les Bonnes', '2026-05-29T20:30', 2]],
      subscription: {
        ref: 'ABO-20418',
        formula: '5',
        instalments: '3',
        shows: {
          misanthrope: '2026-10-03T20:30',
          flute: '',
          art: '2027-01-22T20:30',
          quatuor: '2027-02-07T17:00',
          vertiges: '',
        },
      },
    },
    'bruno.lefort@mail.test': {
      password: 'Cour-Jardin-26',
      title: 'm',
      first: 'Bruno',
      last: 'Lefort',
      phone: '07 61 08 44 92',
      address: '3 impasse des Vergers',
      postcode: '71100',
      city: 'Chalon-sur-Saône',
      prefs: ['newsletter'],
      wheelchair: false,
      tickets: [
        ticket('RES-40256', 'misanthrope', '2026-10-03T20:30', 'carre', 2, 0),
        ticket('RES-40298', 'flute', '2026-11-15T16:00', 'cat1', 1, 0),
      ],
      past: [],
      subscription: null,
    },
    'emily.clarke@mail.test': {
      password: 'Encore!2026',
      title: 'mme',
      first: 'Emily',
      last: 'Clarke',
      phone: '06 85 30 12 77',
      address: '8 quai Saint-Cosme',
      postcode: '71100',
      city: 'Chalon-sur-Saône',
      prefs: ['sms'],
      wheelchair: false,
      tickets: [ticket('RES-40433', 'flute', '2026-11-14T20:00', 'cat2', 2, 0)],
      past: [['RES-39020', 'Le Songe d’une nuit d’été', '2026-06-12T20:30', 1]],
      subscription: {
        ref: 'ABO-20577',
        formula: '3',
        instalments: '1',
        shows: { bolero: '2026-12-03T20:30', art: '', quatuor: '' },
      },
    },
  };
}

/** The state of a fresh site (sites.js: SITES.theatre). */
export function theatreState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    nextBooking: 41873,
    nextSubscription: 31207,
    nextVoucher: 6540,
    nextGroup: 512,
    nextMessage: 2284,
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
    const x = Math.round(Number(n) * 100) / 100;
    const whole = Number.isInteger(x);
    if (en) return `€${whole ? x : x.toFixed(2)}`;
    return whole ? `${x} €` : `${x.toFixed(2).replace('.', ',')} €`;
  };
  const parts = (iso) => {
    const x = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
    return { day: DAYS[i][x.getUTCDay()], d: x.getUTCDate(), m: x.getUTCMonth(), y: x.getUTCFullYear() };
  };
  const date = (iso, withDay = true) => {
    const p = parts(iso);
    const dm = en ? `${p.d} ${MONTHS[1][p.m]} ${p.y}` : `${p.d === 1 ? '1er' : p.d} ${MONTHS[0][p.m]} ${p.y}`;
    return withDay ? `${p.day} ${dm}` : dm;
  };
  const time = (iso) => {
    const [hh, mm] = iso.slice(11, 16).split(':').map(Number);
    if (en) return `${hh % 12 || 12}${mm ? `:${String(mm).padStart(2, '0')}` : ''} ${hh < 12 ? 'am' : 'pm'}`;
    return `${hh} h${mm ? ` ${String(mm).padStart(2, '0')}` : ''}`;
  };
  const when = (iso) => t(`${date(iso)} à ${time(iso)}`, `${date(iso)} at ${time(iso)}`);
  const perfLabel = (p) =>
    `${when(p.at)}${p.ad ? t(' — audiodécrite', ' — audio-described') : ''}${p.full ? t(' — complet', ' — sold out') : ''}`;
  const range = (show) => {
    const first = show.perfs[0].at;
    const last = show.perfs.at(-1).at;
    if (first.slice(0, 10) === last.slice(0, 10)) {
      const x = date(first);
      return x[0].toUpperCase() + x.slice(1);
    }
    const a = parts(first);
    const b = parts(last);
    if (a.m === b.m)
      return t(`Du ${a.d === 1 ? '1er' : a.d} au ${date(last, false)}`, `${a.d} – ${date(last, false)}`);
    return t(
      `Du ${date(first, false)} au ${date(last, false)}`,
      `${date(first, false)} – ${date(last, false)}`,
    );
  };
  const genre = (id) => pick(GENRES.find((g) => g[0] === id));
  const category = (id) => pick(CATEGORIES.find((c) => c[0] === id));
  return { en, t, L, pick, money, date, time, when, perfLabel, range, genre, category };
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
const validPostcode = (p) => /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/.test(String(p ?? '').trim());
const validFrPostcode = (p) => /^\d{5}$/.test(String(p ?? '').trim());
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
const seatCount = (v) => {
  const x = String(v ?? '').trim();
  if (x === '') return 0;
  return /^\d{1,2}$/.test(x) ? Number(x) : Number.NaN;
};
const showOf = (id) => SHOWS.find((x) => x.id === id);
const perfOf = (show, at) => show?.perfs.find((p) => p.at === at);
const priceOf = (show, category, full, reduced) =>
  show.prices[category][0] * full + show.prices[category][1] * reduced;

function visitor(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.th_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, {
      lang: 'fr',
      user: null,
      next: '',
      flash: '',
      booking: null,
      bookingDone: null,
      subscriptionDone: null,
      voucherDone: null,
      groupDone: null,
      messageDone: null,
    });
    ctx.setCookie('th_sid', id);
  }
  return state.sessions.get(id);
}

function theatrePage(ctx, s, title, body) {
  const { t, pick } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  return page({
    lang: s.lang,
    title: `${title} — Théâtre de la Halle`,
    brand: '#7a1f3d',
    css: `.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700}
.card h2,.card h3{margin:0 0 6px;font-size:1.15rem}.meta{color:#555;margin:4px 0}.genre{text-transform:uppercase;font-size:.8rem;letter-spacing:.05em;color:#7a1f3d}
.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.hint{color:#666;font-size:.85rem;margin:2px 0 6px}
.actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap}.hero{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:20px}
input[type=number]{min-width:0;width:5em}nav.lang a[aria-current]{text-decoration:underline}.full{color:#a00;font-weight:600}
footer form{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:12px 16px;margin:16px 0}`,
    header: `<a class="logo" href="/">Théâtre de la Halle</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/">${t('Accueil', 'Home')}</a> · <a href="/spectacles">${t('La saison', 'The season')}</a> · <a href="/abonnement">${t('Abonnements', 'Subscriptions')}</a> · <a href="/cheques-cadeaux">${t('Chèques cadeaux', 'Gift vouchers')}</a> · <a href="/groupes">${t('Groupes et scolaires', 'Groups and schools')}</a> · <a href="/infos-pratiques">${t('Infos pratiques', 'Practical information')}</a> · <a href="/accessibilite">${t('Accessibilité', 'Accessibility')}</a> · <a href="/contact">Contact</a></nav>
<nav aria-label="${t('Mon espace', 'My account')}">${
      acct
        ? `<a href="/mon-espace">${t('Mon espace', 'My account')} (${h(acct.first)})</a> · <a href="/deconnexion">${t('Se déconnecter', 'Sign out')}</a>`
        : `<a href="/mon-espace">${t('Mon espace', 'My account')}</a>`
    }</nav>
<nav class="lang" aria-label="Langue / Language"><a href="/lang?l=fr&amp;back=${here}" lang="fr"${s.lang === 'fr' ? ' aria-current="true"' : ''}>FR</a> | <a href="/lang?l=en&amp;back=${here}" lang="en" title="English"${s.lang === 'en' ? ' aria-current="true"' : ''}>EN</a></nav>`,
    body,
    footer: `<form method="post" action="/newsletter" aria-labelledby="nl-title">
<h2 id="nl-title">${t('La lettre d’information', 'Our newsletter')}</h2>
<p>${t('Un e-mail par mois : les spectacles à venir, les ouvertures de billetterie et les rencontres avec les artistes.', 'One email a month: coming shows, booking openings and meetings with the artists.')}</p>
<label for="nl-email">${t('Votre adresse e-mail', 'Your email address')}</label><input id="nl-email" type="email" name="email">
<fieldset><legend>${t('Vos centres d’intérêt', 'What you are interested in')}</legend>
${INTERESTS.map((x) => `<label class="choice"><input type="checkbox" name="interests" value="${x[0]}"> ${pick(x)}</label>`).join('\n')}
</fieldset>
<p><button type="submit">${t('Recevoir la lettre', 'Get the newsletter')}</button></p>
</form>
<p>Théâtre de la Halle · 4 place de la Halle, 71240 Saint-Aubin-sur-Saône · ${t('Billetterie', 'Box office')} 03 85 41 22 60 · billetterie@theatre-lahalle.test</p>
<p>${t('Théâtre municipal de la Ville de Saint-Aubin-sur-Saône. Licences d’entrepreneur de spectacles 1-1024117, 3-1024118.', 'Municipal theatre of the town of Saint-Aubin-sur-Saône. Performance licences 1-1024117, 3-1024118.')} <a href="/infos-pratiques">${t('Infos pratiques', 'Practical information')}</a> · <a href="/accessibilite">${t('Accessibilité', 'Accessibility')}</a></p>`,
  });
}

/* ------------------------------------------------------------------------------------------ shows */

function showCard(s, x, tag = 'h2') {
  const { t, range, genre } = tools(s);
  return `<article class="card" aria-labelledby="sh-${x.id}"><p class="genre">${h(genre(x.genre))}</p><${tag} id="sh-${x.id}">${h(x.title)}</${tag}>
<p class="meta">${h(range(x))}</p>
<p>${h(tools(s).L(x.blurb))}</p>
<p class="actions"><a href="/spectacles/${x.id}">${t('Détails', 'Details')}</a> <a class="btn" href="/reserver/${x.id}">${t('Réserver', 'Book')}</a></p></article>`;
}

function pricesTable(s, x) {
  const { t, pick, money } = tools(s);
  return `<table><caption>${t('Tarifs', 'Prices')}</caption><thead><tr><th>${t('Catégorie', 'Category')}</th><th>${t('Plein tarif', 'Full price')}</th><th>${t('Tarif réduit', 'Reduced price')}</th></tr></thead><tbody>
${CATEGORIES.map((c) => `<tr><td>${pick(c)}</td><td>${money(x.prices[c[0]][0])}</td><td>${money(x.prices[c[0]][1])}</td></tr>`).join('\n')}
</tbody></table>
<p class="hint">${t('Tarif réduit : moins de 26 ans et demandeurs d’emploi, sur présentation d’un justificatif à l’entrée.', 'Reduced price: under-26s and job seekers, with proof shown at the door.')}</p>`;
}

/* ------------------------------------------------------------------------------------------ booking */

function bookSeatsForm(ctx, s, x, v = {}, error = '') {
  const { t, pick, perfLabel, when } = tools(s);
  const c = { seats_full: '1', seats_reduced: '0', ...v };
  const adPerfs = x.perfs.filter((p) => p.ad);
  return theatrePage(
    ctx,
    s,
    t(`Réserver : ${x.title}`, `Book: ${x.title}`),
    `<p><a href="/spectacles/${x.id}">← ${h(x.title)}</a></p>
<p class="step">${t('Étape 1 sur 2 — Vos places', 'Step 1 of 2 — Your seats')}</p>
<h1>${t(`Réserver : ${h(x.title)}`, `Book: ${h(x.title)}`)}</h1>
${pricesTable(s, x)}
${errorBox(error)}
<form method="post" action="/reserver/${x.id}">
  <label for="b-perf">${t('Représentation', 'Performance')}</label>
  <select id="b-perf" name="performance">${opt('', t('— Choisir une date —', '— Choose a date —'), c.performance)}${x.perfs.map((p) => opt(p.at, perfLabel(p), c.performance, p.full)).join('')}</select>
  <fieldset><legend>${t('Catégorie de places', 'Seat category')}</legend>
  ${CATEGORIES.map((k) => `<label class="choice"><input type="radio" name="category" value="${k[0]}"${checked(c.category === k[0])}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <label for="b-full">${t('Places plein tarif', 'Full-price seats')}</label>
  <input type="number" id="b-full" name="seats_full" min="0" max="10" value="${h(c.seats_full)}">
  <label for="b-reduced">${t('Places tarif réduit', 'Reduced-price seats')}</label>
  <p class="hint" id="b-reduced-hint">${t('Moins de 26 ans, demandeurs d’emploi : justificatif demandé à l’entrée.', 'Under 26, job seekers: proof required at the door.')}</p>
  <input type="number" id="b-reduced" name="seats_reduced" min="0" max="10" aria-describedby="b-reduced-hint" value="${h(c.seats_reduced)}">
  ${
    adPerfs.length
      ? `<fieldset><legend>${t('Accessibilité', 'Accessibility')}</legend>
  <label class="choice"><input type="checkbox" name="audio_description" value="yes"${checked(c.audio_description === 'yes')}> ${t('Je souhaite un casque d’audiodescription', 'I would like an audio-description headset')}</label>
  <p class="hint">${t(`Audiodescription proposée uniquement le ${adPerfs.map((p) => when(p.at)).join(', ')}.`, `Audio description is only offered on ${adPerfs.map((p) => when(p.at)).join(', ')}.`)}</p>
  </fieldset>`
      : ''
  }
  <p class="hint">${t('Placement automatique : nous vous attribuons les meilleures places disponibles dans la catégorie choisie. 10 places au plus par réservation.', 'Seats are allocated automatically: you get the best seats available in the category you choose. 10 seats at most per booking.')}</p>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}

function bookingLine(s, b) {
  const { t, when, category, money } = tools(s);
  const x = showOf(b.show);
  const seats = [
    b.full ? t(`${b.full} plein tarif`, `${b.full} full price`) : '',
    b.reduced ? t(`${b.reduced} tarif réduit`, `${b.reduced} reduced`) : '',
  ]
    .filter(Boolean)
    .join(' + ');
  return `<strong>${h(x.title)}</strong> · ${h(when(b.performance))} · ${h(category(b.category))} · ${seats}${b.ad ? t(' · casque d’audiodescription', ' · audio-description headset') : ''} · ${t('total', 'total')} ${money(priceOf(x, b.category, b.full, b.reduced))}`;
}

function bookBuyerForm(ctx, s, v = {}, error = '') {
  const { t, pick, money } = tools(s);
  const b = s.booking;
  const x = showOf(b.show);
  const val = (k) => h(v[k] ?? '');
  return theatrePage(
    ctx,
    s,
    t('Vos coordonnées', 'Your details'),
    `<p class="step">${t('Étape 2 sur 2 — Coordonnées et paiement', 'Step 2 of 2 — Details and payment')}</p>
<h1>${t('Vos coordonnées', 'Your details')}</h1>
<p class="meta">${bookingLine(s, b)}</p>
${errorBox(error)}
<form method="post" action="/reserver/coordonnees">
  <label for="bb-title">${t('Civilité', 'Title')}</label>
  <select id="bb-title" name="title">${opt('', '—', v.title)}${TITLES.map((k) => opt(k[0], pick(k), v.title)).join('')}</select>
  <label for="bb-first">${t('Prénom', 'First name')}</label><input id="bb-first" name="first_name" autocomplete="given-name" value="${val('first_name')}">
  <label for="bb-last">${t('Nom', 'Last name')}</label><input id="bb-last" name="last_name" autocomplete="family-name" value="${val('last_name')}">
  <label for="bb-email">${t('E-mail', 'Email')}</label><input id="bb-email" type="email" name="email" autocomplete="email" value="${val('email')}">
  <p class="hint">${t('Vos billets électroniques seront envoyés à cette adresse.', 'Your e-tickets will be sent to this address.')}</p>
  <label for="bb-phone">${t('Téléphone', 'Phone')}</label><input id="bb-phone" type="tel" name="phone" autocomplete="tel" value="${val('phone')}">
  <label for="bb-postcode">${t('Code postal', 'Postcode')}</label><input id="bb-postcode" name="postcode" autocomplete="postal-code" value="${val('postcode')}">
  <p><label class="choice"><input type="checkbox" name="terms" value="yes"${checked(v.terms === 'yes')}> ${t('J’accepte les conditions générales de vente (billets ni repris ni remboursés)', 'I accept the terms of sale (tickets can be neither returned nor refunded)')}</label></p>
  <p><button type="submit">${t(`Payer ${money(priceOf(x, b.category, b.full, b.reduced))}`, `Pay ${money(priceOf(x, b.category, b.full, b.reduced))}`)}</button> <a href="/reserver/${x.id}">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ subscription */

function subscriptionForm(ctx, s, v = {}, error = '') {
  const { t, pick, range } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const chosen = listOf(v.shows);
  return theatrePage(
    ctx,
    s,
    t('Abonnements', 'Subscriptions'),
    `<h1>${t('S’abonner à la saison 2026-2027', 'Subscribe to the 2026-2027 season')}</h1>
<p>${t('Choisissez vos spectacles maintenant, vos dates plus tard dans Mon espace. Les places des abonnés sont en catégorie 1. Moins de 26 ans à la date d’aujourd’hui : l’abonnement est à moitié prix, quelle que soit la formule.', 'Pick your shows now and your dates later in My account. Subscribers’ seats are in Category 1. Under 26 today: the subscription is half price, whatever the formula.')}</p>
${errorBox(error)}
<form method="post" action="/abonnement">
  <fieldset><legend>${t('Formule', 'Formula')}</legend>
  ${FORMULAS.map((f) => `<label class="choice"><input type="radio" name="formula" value="${f[0]}"${checked(v.formula === f[0])}> ${pick(f)}</label>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Vos spectacles', 'Your shows')}</legend>
  <p class="hint">${t('3 spectacles exactement pour la formule 3, 5 pour la formule 5, 6 ou plus pour la formule Liberté.', 'Exactly 3 shows for the 3-show formula, 5 for the 5-show one, 6 or more for Liberté.')}</p>
  ${SHOWS.map((x) => `<div><label class="choice"><input type="checkbox" name="shows" value="${x.id}"${checked(chosen.includes(x.id))}> ${h(x.title)}</label><span class="hint">${h(range(x))}</span></div>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('L’abonné(e)', 'The subscriber')}</legend>
  <label for="ab-title">${t('Civilité', 'Title')}</label>
  <select id="ab-title" name="title">${opt('', '—', v.title)}${TITLES.map((k) => opt(k[0], pick(k), v.title)).join('')}</select>
  <label for="ab-first">${t('Prénom', 'First name')}</label><input id="ab-first" name="first_name" value="${val('first_name')}">
  <label for="ab-last">${t('Nom', 'Last name')}</label><input id="ab-last" name="last_name" value="${val('last_name')}">
  <label for="ab-birth">${t('Date de naissance', 'Date of birth')}</label>
  <p class="hint" id="ab-birth-hint">${t('JJ/MM/AAAA', 'DD/MM/YYYY')}</p>
  <input id="ab-birth" name="birth_date" inputmode="numeric" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" aria-describedby="ab-birth-hint" value="${val('birth_date')}">
  <label for="ab-email">${t('E-mail', 'Email')}</label><input id="ab-email" type="email" name="email" value="${val('email')}">
  <label for="ab-phone">${t('Téléphone', 'Phone')}</label><input id="ab-phone" type="tel" name="phone" value="${val('phone')}">
  <label for="ab-address">${t('Adresse', 'Address')}</label><input id="ab-address" name="address" value="${val('address')}">
  <label for="ab-postcode">${t('Code postal', 'Postcode')}</label><input id="ab-postcode" name="postcode" value="${val('postcode')}">
  <label for="ab-city">${t('Ville', 'Town')}</label><input id="ab-city" name="city" value="${val('city')}">
  </fieldset>
  <label for="ab-pay">${t('Paiement', 'Payment')}</label>
  <select id="ab-pay" name="instalments">${INSTALMENTS.map((k) => opt(k[0], pick(k), v.instalments ?? '1')).join('')}</select>
  <p><label class="choice"><input type="checkbox" name="terms" value="yes"${checked(v.terms === 'yes')}> ${t('J’accepte les conditions générales de vente et le règlement des abonnés', 'I accept the terms of sale and the subscribers’ rules')}</label></p>
  <p><button type="submit">${t('Valider mon abonnement', 'Confirm my subscription')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ vouchers */

function voucherForm(ctx, s, v = {}, error = '') {
  const { t, pick, money } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return theatrePage(
    ctx,
    s,
    t('Chèques cadeaux', 'Gift vouchers'),
    `<h1>${t('Offrir un chèque cadeau', 'Give a gift voucher')}</h1>
<p>${t('Valable un an sur tous les spectacles de la saison, à utiliser au guichet ou par téléphone. Le chèque cadeau peut servir en plusieurs fois.', 'Valid for one year on every show of the season, at the box office or by phone. It can be spent over several bookings.')}</p>
${errorBox(error)}
<form method="post" action="/cheques-cadeaux">
  <label for="gv-amount">${t('Montant', 'Amount')}</label>
  <select id="gv-amount" name="amount">${opt('', t('— Choisir —', '— Choose —'), v.amount)}${VOUCHER_AMOUNTS.map((a) => opt(a, money(a), v.amount)).join('')}${opt('other', t('Autre montant', 'Another amount'), v.amount)}</select>
  <label for="gv-other">${t('Autre montant (de 10 à 300 €)', 'Another amount (€10 to €300)')}</label>
  <input id="gv-other" name="other_amount" inputmode="decimal" value="${val('other_amount')}">
  <fieldset><legend>${t('Le ou la bénéficiaire', 'The recipient')}</legend>
  <label for="gv-rname">${t('Nom du bénéficiaire', 'Recipient’s name')}</label><input id="gv-rname" name="recipient_name" value="${val('recipient_name')}">
  <label for="gv-msg">${t('Votre message personnel (facultatif)', 'Your personal message (optional)')}</label><textarea id="gv-msg" name="message" rows="3">${val('message')}</textarea>
  </fieldset>
  <fieldset><legend>${t('Envoi du chèque cadeau', 'How to send the voucher')}</legend>
  ${DELIVERIES.map((d) => `<label class="choice"><input type="radio" name="delivery" value="${d[0]}"${checked(v.delivery === d[0])}> ${pick(d)}</label>`).join('\n  ')}
  <div id="gv-email-box"${v.delivery === 'email' ? '' : ' hidden'}>
  <label for="gv-remail">${t('E-mail du bénéficiaire', 'Recipient’s email')}</label><input id="gv-remail" type="email" name="recipient_email" value="${val('recipient_email')}">
  </div>
  <div id="gv-post-box"${v.delivery === 'post' ? '' : ' hidden'}>
  <label for="gv-address">${t('Adresse d’envoi', 'Postal address')}</label><input id="gv-address" name="address" value="${val('address')}">
  <label for="gv-postcode">${t('Code postal', 'Postcode')}</label><input id="gv-postcode" name="postcode" value="${val('postcode')}">
  <label for="gv-city">${t('Ville', 'Town')}</label><input id="gv-city" name="city" value="${val('city')}">
  </div>
  </fieldset>
  <fieldset><legend>${t('Vos coordonnées', 'Your details')}</legend>
  <label for="gv-first">${t('Votre prénom', 'Your first name')}</label><input id="gv-first" name="first_name" value="${val('first_name')}">
  <label for="gv-last">${t('Votre nom', 'Your last name')}</label><input id="gv-last" name="last_name" value="${val('last_name')}">
  <label for="gv-email">${t('Votre e-mail', 'Your email')}</label><input id="gv-email" type="email" name="email" value="${val('email')}">
  </fieldset>
  <p><button type="submit">${t('Commander et payer', 'Order and pay')}</button></p>
</form>
<script>
(function () {
  var boxes = { email: document.getElementById('gv-email-box'), post: document.getElementById('gv-post-box') };
  document.querySelectorAll('input[name=delivery]').forEach(function (r) {
    r.addEventListener('change', function () {
      boxes.email.hidden = !(r.checked && r.value === 'email');
      boxes.post.hidden = !(r.checked && r.value === 'post');
    });
  });
  var other = document.getElementById('gv-other'), amount = document.getElementById('gv-amount');
  other.addEventListener('input', function () { if (other.value) amount.value = 'other'; });
})();
</script>`,
  );
}

/* ------------------------------------------------------------------------------------------ groups, contact */

function groupForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return theatrePage(
    ctx,
    s,
    t('Groupes et scolaires', 'Groups and schools'),
    `<h1>${t('Groupes et scolaires', 'Groups and schools')}</h1>
<p>${t('À partir de 10 personnes, le théâtre vous réserve un tarif de groupe : 8 € par élève, une place gratuite pour un accompagnateur pour 10 élèves. Certains spectacles (Les Fourberies de Scapin, Vertiges) ont aussi des séances scolaires en journée. Remplissez ce formulaire : notre chargée des relations avec le public vous propose une date et un devis.', 'From 10 people, the theatre offers a group rate: €8 per pupil, and one free seat for an accompanying adult per 10 pupils. Some shows (Les Fourberies de Scapin, Vertiges) also have daytime school performances. Fill in this form: our audience officer will suggest a date and send you a quote.')}</p>
${errorBox(error)}
<form method="post" action="/groupes">
  <fieldset><legend>${t('Votre groupe', 'Your group')}</legend>
  <label for="g-school">${t('Établissement ou structure', 'School or organisation')}</label><input id="g-school" name="school" value="${val('school')}">
  <label for="g-town">${t('Ville', 'Town')}</label><input id="g-town" name="town" value="${val('town')}">
  <label for="g-level">${t('Niveau', 'Level')}</label>
  <select id="g-level" name="level">${opt('', t('— Choisir —', '— Choose —'), v.level)}${LEVELS.map((k) => opt(k[0], pick(k), v.level)).join('')}</select>
  <label for="g-pupils">${t('Nombre d’élèves ou de participants', 'Number of pupils or participants')}</label><input type="number" id="g-pupils" name="pupils" min="10" max="300" value="${val('pupils')}">
  <label for="g-adults">${t('Nombre d’accompagnateurs', 'Number of accompanying adults')}</label><input type="number" id="g-adults" name="adults" min="0" max="40" value="${h(v.adults ?? '1')}">
  </fieldset>
  <label for="g-show">${t('Spectacle souhaité', 'Preferred show')}</label>
  <select id="g-show" name="show">${opt('', t('— Choisir —', '— Choose —'), v.show)}${SHOWS.map((x) => opt(x.id, x.title, v.show)).join('')}${opt('undecided', t('Nous ne savons pas encore', 'We have not decided yet'), v.show)}</select>
  <fieldset><legend>${t('Type de séance', 'Kind of performance')}</legend>
  ${SESSIONS.map((k) => `<label class="choice"><input type="radio" name="session" value="${k[0]}"${checked(v.session === k[0])}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Personne à contacter', 'Contact person')}</legend>
  <label for="g-name">${t('Nom et prénom', 'Full name')}</label><input id="g-name" name="contact_name" value="${val('contact_name')}">
  <label for="g-email">${t('E-mail', 'Email')}</label><input id="g-email" type="email" name="email" value="${val('email')}">
  <label for="g-phone">${t('Téléphone', 'Phone')}</label><input id="g-phone" type="tel" name="phone" value="${val('phone')}">
  </fieldset>
  <label for="g-message">${t('Votre message (facultatif)', 'Your message (optional)')}</label><textarea id="g-message" name="message" rows="4">${val('message')}</textarea>
  <p><button type="submit">${t('Envoyer la demande', 'Send the request')}</button></p>
</form>`,
  );
}

function contactForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return theatrePage(
    ctx,
    s,
    'Contact',
    `<h1>${t('Nous écrire', 'Write to us')}</h1>
<p>${t('Billetterie : 03 85 41 22 60, du mardi au samedi de 13 h à 18 h 30. Nous répondons aux messages sous 3 jours ouvrés.', 'Box office: +33 3 85 41 22 60, Tuesday to Saturday, 1 pm to 6:30 pm. We answer messages within 3 working days.')}</p>
${errorBox(error)}
<form method="post" action="/contact">
  <label for="c-subject">${t('Objet', 'Subject')}</label>
  <select id="c-subject" name="subject">${opt('', t('— Choisir —', '— Choose —'), v.subject)}${SUBJECTS.map((k) => opt(k[0], pick(k), v.subject)).join('')}</select>
  <label for="c-name">${t('Nom et prénom', 'Full name')}</label><input id="c-name" name="name" value="${val('name')}">
  <label for="c-email">${t('E-mail', 'Email')}</label><input id="c-email" type="email" name="email" value="${val('email')}">
  <label for="c-phone">${t('Téléphone (facultatif)', 'Phone (optional)')}</label><input id="c-phone" type="tel" name="phone" value="${val('phone')}">
  <label for="c-ref">${t('Numéro de réservation (facultatif)', 'Booking reference (optional)')}</label><input id="c-ref" name="booking_ref" value="${val('booking_ref')}">
  <label for="c-message">${t('Votre message', 'Your message')}</label><textarea id="c-message" name="message" rows="6">${val('message')}</textarea>
  <p><button type="submit">${t('Envoyer', 'Send')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ my account */

function signinForm(ctx, s, error = '', email = '') {
  const { t } = tools(s);
  return theatrePage(
    ctx,
    s,
    t('Connexion', 'Sign in'),
    `<h1>${t('Mon espace', 'My account')}</h1>
<p>${t('Retrouvez vos billets, échangez-les, choisissez les dates de votre abonnement et mettez à jour vos coordonnées.', 'Find your tickets, exchange them, choose the dates of your subscription and update your details.')}</p>
${errorBox(error)}
<form method="post" action="/connexion" class="card">
  <label for="si-email">${t('E-mail', 'Email')}</label><input id="si-email" type="email" name="email" autocomplete="username" value="${h(email)}">
  <label for="si-pass">${t('Mot de passe', 'Password')}</label><input id="si-pass" type="password" name="password" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="remember" value="yes"> ${t('Rester connecté(e)', 'Keep me signed in')}</label></p>
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>
<p>${t('Pas encore de compte ? Il est créé à votre premier achat.', 'No account yet? One is created with your first purchase.')}</p>`,
  );
}

const TABS = [
  ['/mon-espace/billets', 'Mes billets', 'My tickets'],
  ['/mon-espace/abonnement', 'Mon abonnement', 'My subscription'],
  ['/mon-espace/coordonnees', 'Mes coordonnées', 'My details'],
];
function accountTabs(s, current) {
  const { t, pick } = tools(s);
  return `<nav class="tabs" aria-label="${t('Mon espace', 'My account')}">${TABS.map((x) => `<a href="${x[0]}"${x[0] === current ? ' aria-current="page"' : ''}>${pick(x)}</a>`).join('')}</nav>`;
}

function ticketsPage(ctx, s, acct) {
  const { t, when, category, date } = tools(s);
  const seats = (k) =>
    [
      k.full ? t(`${k.full} plein tarif`, `${k.full} full price`) : '',
      k.reduced ? t(`${k.reduced} tarif réduit`, `${k.reduced} reduced`) : '',
    ]
      .filter(Boolean)
      .join(' + ');
  const list = [...acct.tickets].sort((a, b) => (a.at < b.at ? -1 : 1));
  return theatrePage(
    ctx,
    s,
    t('Mes billets', 'My tickets'),
    `<h1>${t(`Bonjour ${h(acct.first)}`, `Hello ${h(acct.first)}`)}</h1>
${accountTabs(s, '/mon-espace/billets')}
${flashBox(s)}
${
  list.length
    ? `<table><caption>${t('Mes prochains spectacles', 'My coming shows')}</caption><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Spectacle', 'Show')}</th><th>${t('Représentation', 'Performance')}</th><th>${t('Places', 'Seats')}</th><th></th></tr></thead><tbody>
${list.map((k) => `<tr><td>${k.ref}</td><td>${h(showOf(k.show).title)}</td><td>${h(when(k.at))}</td><td>${h(category(k.category))} · ${seats(k)}</td><td><a href="/mon-espace/echanger?ref=${k.ref}">${t('Échanger', 'Exchange')}</a></td></tr>`).join('\n')}
</tbody></table>`
    : `<p>${t('Aucun billet à venir.', 'No coming tickets.')} <a href="/spectacles">${t('Voir la saison', 'See the season')}</a></p>`
}
<p class="hint">${t('Les billets ne sont ni repris ni remboursés. Vous pouvez les échanger gratuitement contre une autre date du même spectacle, jusqu’à 48 heures avant la représentation et dans la limite des places disponibles.', 'Tickets can be neither returned nor refunded. You can exchange them free of charge for another date of the same show, up to 48 hours before the performance and subject to availability.')}</p>
${
  acct.past.length
    ? `<table><caption>${t('Saison passée', 'Last season')}</caption><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Spectacle', 'Show')}</th><th>Date</th><th>${t('Places', 'Seats')}</th></tr></thead><tbody>
${acct.past.map((k) => `<tr><td>${k[0]}</td><td>${h(k[1])}</td><td>${h(date(k[2]))}</td><td>${k[3]}</td></tr>`).join('\n')}
</tbody></table>`
    : ''
}`,
  );
}

function exchangePage(ctx, s, k, v = {}, error = '') {
  const { t, when, perfLabel, pick } = tools(s);
  const x = showOf(k.show);
  const others = x.perfs.filter((p) => p.at !== k.at);
  return theatrePage(
    ctx,
    s,
    t('Échanger un billet', 'Exchange a ticket'),
    `<h1>${t(`Échanger la réservation ${k.ref}`, `Exchange booking ${k.ref}`)}</h1>
${accountTabs(s, '/mon-espace/billets')}
<p class="meta"><strong>${h(x.title)}</strong> · ${t('actuellement', 'currently')} ${h(when(k.at))}</p>
${errorBox(error)}
${
  others.length
    ? `<form method="post" action="/mon-espace/echanger">
  <input type="hidden" name="ref" value="${k.ref}">
  <fieldset><legend>${t('Nouvelle date', 'New date')}</legend>
  ${others.map((p) => `<label class="choice"><input type="radio" name="performance" value="${p.at}"${checked(v.performance === p.at)}${p.full ? ' disabled' : ''}> ${h(perfLabel(p))}</label>`).join('\n  ')}
  </fieldset>
  <label for="ex-reason">${t('Motif de l’échange', 'Reason for the exchange')}</label>
  <select id="ex-reason" name="reason">${opt('', t('— Choisir —', '— Choose —'), v.reason)}${REASONS.map((r) => opt(r[0], pick(r), v.reason)).join('')}</select>
  <label for="ex-comment">${t('Précisions (facultatif)', 'Details (optional)')}</label><textarea id="ex-comment" name="comment" rows="2">${h(v.comment ?? '')}</textarea>
  <p><button type="submit">${t('Confirmer l’échange', 'Confirm the exchange')}</button> <a href="/mon-espace/billets">${t('Garder mes billets', 'Keep my tickets')}</a></p>
</form>`
    : `<p>${t('Ce spectacle n’a qu’une représentation : l’échange n’est pas possible.', 'This show has only one performance: it cannot be exchanged.')}</p>`
}`,
  );
}

function subscriptionPage(ctx, s, acct, v = null, error = '') {
  const { t, pick, perfLabel } = tools(s);
  const sub = acct.subscription;
  if (!sub)
    return theatrePage(
      ctx,
      s,
      t('Mon abonnement', 'My subscription'),
      `<h1>${t('Mon abonnement', 'My subscription')}</h1>
${accountTabs(s, '/mon-espace/abonnement')}
<p>${t('Vous n’avez pas d’abonnement cette saison.', 'You have no subscription this season.')} <a href="/abonnement">${t('Découvrir les formules d’abonnement', 'See the subscription formulas')}</a></p>`,
    );
  const cur = v ?? Object.fromEntries(Object.entries(sub.shows).map(([id, at]) => [`date_${id}`, at]));
  const f = FORMULAS.find((x) => x[0] === sub.formula);
  return theatrePage(
    ctx,
    s,
    t('Mon abonnement', 'My subscription'),
    `<h1>${t('Mon abonnement', 'My subscription')}</h1>
${accountTabs(s, '/mon-espace/abonnement')}
${flashBox(s)}
<p class="meta">${h(pick(f))} · ${sub.ref} · ${h(pick(INSTALMENTS.find((x) => x[0] === sub.instalments)))}</p>
<p>${t('Choisissez la date de chacun de vos spectacles. Vous pouvez la changer ici jusqu’à 48 heures avant la représentation.', 'Choose the date of each of your shows. You can change it here up to 48 hours before the performance.')}</p>
${errorBox(error)}
<form method="post" action="/mon-espace/abonnement">
${Object.keys(sub.shows)
  .map((id) => {
    const x = showOf(id);
    return `  <label for="sd-${id}">${h(x.title)}</label>
  <select id="sd-${id}" name="date_${id}">${opt('', t('— À choisir —', '— To be chosen —'), cur[`date_${id}`])}${x.perfs.map((p) => opt(p.at, perfLabel(p), cur[`date_${id}`], p.full)).join('')}</select>`;
  })
  .join('\n')}
  <p><button type="submit">${t('Enregistrer mes dates', 'Save my dates')}</button></p>
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
    prefs: acct.prefs.join(','),
    wheelchair: acct.wheelchair ? 'yes' : '',
  };
  const prefs = listOf(c.prefs);
  const val = (k) => h(c[k] ?? '');
  return theatrePage(
    ctx,
    s,
    t('Mes coordonnées', 'My details'),
    `<h1>${t('Mes coordonnées', 'My details')}</h1>
${accountTabs(s, '/mon-espace/coordonnees')}
${flashBox(s)}
<dl><dt>${t('Nom', 'Name')}</dt><dd>${h(pick(TITLES.find((x) => x[0] === acct.title)))} ${h(acct.first)} ${h(acct.last)}</dd><dt>${t('E-mail', 'Email')}</dt><dd>${h(s.user)}</dd>
<dt>${t('Adresse enregistrée', 'Address on file')}</dt><dd>${h(acct.address)}, ${h(acct.postcode)} ${h(acct.city)}</dd><dt>${t('Téléphone enregistré', 'Phone on file')}</dt><dd>${h(acct.phone)}</dd></dl>
${errorBox(error)}
<form method="post" action="/mon-espace/coordonnees">
  <label for="d-phone">${t('Téléphone', 'Phone')}</label><input id="d-phone" type="tel" name="phone" value="${val('phone')}">
  <label for="d-address">${t('Adresse', 'Address')}</label><input id="d-address" name="address" value="${val('address')}">
  <label for="d-postcode">${t('Code postal', 'Postcode')}</label><input id="d-postcode" name="postcode" value="${val('postcode')}">
  <label for="d-city">${t('Ville', 'Town')}</label><input id="d-city" name="city" value="${val('city')}">
  <fieldset><legend>${t('Je souhaite recevoir', 'I would like to receive')}</legend>
  ${PREFS.map((p) => `<label class="choice"><input type="checkbox" name="prefs" value="${p[0]}"${checked(prefs.includes(p[0]))}> ${pick(p)}</label>`).join('\n  ')}
  </fieldset>
  <fieldset><legend>${t('Accessibilité', 'Accessibility')}</legend>
  <label class="choice"><input type="checkbox" name="wheelchair" value="yes"${checked(c.wheelchair === 'yes')}> ${t('J’ai besoin d’une place accessible en fauteuil roulant', 'I need a wheelchair-accessible seat')}</label>
  </fieldset>
  <p><button type="submit">${t('Enregistrer mes coordonnées', 'Save my details')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ routes */

export async function theatreRoutes(ctx) {
  const { path, method, fields, state, query } = ctx;
  const s = visitor(ctx);
  const { t, L, pick, money, when, date, range, genre } = tools(s);
  const html = (title, body) => ({ html: theatrePage(ctx, s, title, body), lang: s.lang });
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

  if (path === '/' && method === 'GET') {
    return html(
      t('Accueil', 'Home'),
      `<section class="hero"><h1>${t('Saison 2026-2027 : huit spectacles à partager', 'The 2026-2027 season: eight shows to share')}</h1>
<p>${t('Molière et Rostand, Mozart, le Boléro de Ravel, du cirque aérien et un quatuor à cordes : le Théâtre de la Halle rouvre ses portes le 2 octobre. La billetterie en ligne est ouverte, le guichet aussi, du mardi au samedi de 13 h à 18 h 30.', 'Molière and Rostand, Mozart, Ravel’s Boléro, aerial circus and a string quartet: the Théâtre de la Halle reopens on 2 October. Online booking is open, and so is the box office, Tuesday to Saturday, 1 pm to 6:30 pm.')}</p>
<p class="actions"><a class="btn" href="/abonnement">${t('S’abonner', 'Subscribe')}</a> <a class="btn secondary" href="/cheques-cadeaux">${t('Offrir un chèque cadeau', 'Give a gift voucher')}</a></p></section>
<h2>${t('À l’affiche cette saison', 'On stage this season')}</h2>
<div class="cards">${SHOWS.map((x) => showCard(s, x, 'h3')).join('\n')}</div>`,
    );
  }

  if (path === '/spectacles' && method === 'GET') {
    return html(
      t('La saison', 'The season'),
      `<h1>${t('La saison 2026-2027', 'The 2026-2027 season')}</h1>
<p>${t('Huit spectacles d’octobre à mars. Les représentations en soirée commencent à 20 h ou 20 h 30, les matinées du dimanche à 15 h ou 16 h.', 'Eight shows from October to March. Evening performances start at 8 or 8:30 pm, Sunday matinees at 3 or 4 pm.')}</p>
<div class="cards">${SHOWS.map((x) => showCard(s, x)).join('\n')}</div>`,
    );
  }
  const showMatch = path.match(/^\/spectacles\/([a-z]+)$/);
  if (showMatch && method === 'GET') {
    const x = showOf(showMatch[1]);
    if (!x) return { status: 404, html: null, lang: s.lang };
    return html(
      x.title,
      `<p><a href="/spectacles">← ${t('La saison', 'The season')}</a></p>
<p class="genre">${h(genre(x.genre))}</p>
<h1>${h(x.title)}</h1>
<p class="meta">${h(L(x.by))}</p>
<p class="meta">${h(range(x))} · ${h(L(x.duration))}</p>
<p>${h(L(x.body))}</p>
<table><caption>${t('Représentations', 'Performances')}</caption><tbody>
${x.perfs.map((p) => `<tr><td>${h(when(p.at))}</td><td>${p.ad ? t('Audiodécrite', 'Audio-described') : ''}</td><td>${p.full ? `<span class="full">${t('Complet', 'Sold out')}</span>` : t('Places disponibles', 'Seats available')}</td></tr>`).join('\n')}
</tbody></table>
${pricesTable(s, x)}
<p><a class="btn" href="/reserver/${x.id}">${t('Réserver', 'Book')}</a></p>`,
    );
  }

  /* booking */
  if (path === '/reserver/coordonnees') {
    if (!s.booking?.performance) return { redirect: '/spectacles' };
    if (method === 'GET') return form(bookBuyerForm(ctx, s));
    const problems = [];
    if (!TITLES.some((k) => k[0] === fields.title)) problems.push(t('la civilité', 'your title'));
    if (blank('first_name')) problems.push(t('votre prénom', 'your first name'));
    if (blank('last_name')) problems.push(t('votre nom', 'your last name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.phone)) problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (!validPostcode(fields.postcode)) problems.push(t('le code postal', 'the postcode'));
    if (fields.terms !== 'yes')
      problems.push(t('l’acceptation des conditions générales de vente', 'the terms of sale'));
    if (problems.length) return form(bookBuyerForm(ctx, s, fields, please(problems)));
    const b = s.booking;
    const ref = `RES-${state.nextBooking++}`;
    s.bookingDone = { ...b, ref, first: trim('first_name'), email: trim('email') };
    if (acct) acct.tickets.push(ticket(ref, b.show, b.performance, b.category, b.full, b.reduced));
    s.booking = null;
    return { redirect: '/reserver/confirmation' };
  }
  if (path === '/reserver/confirmation' && method === 'GET') {
    const b = s.bookingDone;
    if (!b) return { redirect: '/spectacles' };
    return html(
      t('Réservation confirmée', 'Booking confirmed'),
      `<h1>${t(`Merci ${h(b.first)} !`, `Thank you, ${h(b.first)}!`)}</h1>
<div class="notice" role="status"><p>${t('Paiement accepté. Votre réservation est confirmée sous la référence', 'Payment accepted. Your booking reference is')} <strong>${b.ref}</strong>.</p>
<p>${bookingLine(s, b)}</p>
<p>${t(`Vos billets électroniques ont été envoyés à ${h(b.email)}. Présentez-les sur votre téléphone ou imprimés, dès l’ouverture des portes, 45 minutes avant le début.`, `Your e-tickets have been sent to ${h(b.email)}. Show them on your phone or printed when the doors open, 45 minutes before the start.`)}</p>
${b.ad ? `<p>${t('Votre casque d’audiodescription vous attend au vestiaire, sur présentation de votre billet.', 'Your audio-description headset will be waiting at the cloakroom: just show your ticket.')}</p>` : ''}</div>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }
  const bookMatch = path.match(/^\/reserver\/([a-z]+)$/);
  if (bookMatch) {
    const x = showOf(bookMatch[1]);
    if (!x) return { status: 404, html: null, lang: s.lang };
    if (method === 'GET')
      return form(bookSeatsForm(ctx, s, x, s.booking?.show === x.id ? s.booking.values : {}));
    const problems = [];
    const p = perfOf(x, fields.performance);
    if (!p) problems.push(t('la représentation', 'the performance'));
    else if (p.full)
      problems.push(
        t('une autre représentation : celle-ci est complète', 'another performance: this one is sold out'),
      );
    if (!CATEGORIES.some((k) => k[0] === fields.category))
      problems.push(t('la catégorie de places', 'the seat category'));
    const full = seatCount(fields.seats_full);
    const reduced = seatCount(fields.seats_reduced);
    if (Number.isNaN(full) || Number.isNaN(reduced) || full + reduced < 1 || full + reduced > 10)
      problems.push(t('le nombre de places (de 1 à 10 en tout)', 'the number of seats (1 to 10 in all)'));
    const ad = fields.audio_description === 'yes';
    if (ad && p && !p.ad)
      problems.push(
        t(
          'l’audiodescription : elle n’est pas proposée à cette représentation',
          'audio description: it is not offered at this performance',
        ),
      );
    if (problems.length) return form(bookSeatsForm(ctx, s, x, fields, please(problems)));
    s.booking = {
      show: x.id,
      performance: p.at,
      category: fields.category,
      full,
      reduced,
      ad,
      values: { ...fields },
    };
    return { redirect: '/reserver/coordonnees' };
  }

  /* subscription */
  if (path === '/abonnement' && method === 'GET') return form(subscriptionForm(ctx, s));
  if (path === '/abonnement' && method === 'POST') {
    const problems = [];
    const f = FORMULAS.find((k) => k[0] === fields.formula);
    if (!f) problems.push(t('la formule', 'the formula'));
    const shows = listOf(fields.shows).filter((id) => showOf(id));
    if (f && f[0] !== 'liberte' && shows.length !== f[3])
      problems.push(
        t(`${f[3]} spectacles exactement pour cette formule`, `exactly ${f[3]} shows for this formula`),
      );
    if (f && f[0] === 'liberte' && shows.length < 6)
      problems.push(
        t('au moins 6 spectacles pour la formule Liberté', 'at least 6 shows for the Liberté formula'),
      );
    if (!TITLES.some((k) => k[0] === fields.title)) problems.push(t('la civilité', 'your title'));
    if (blank('first_name') || blank('last_name')) problems.push(t('vos nom et prénom', 'your name'));
    const birth = isoOfBirth(fields.birth_date);
    if (!birth) problems.push(t('votre date de naissance (JJ/MM/AAAA)', 'your date of birth (DD/MM/YYYY)'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.phone)) problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (blank('address') || blank('city')) problems.push(t('votre adresse', 'your address'));
    if (!validPostcode(fields.postcode)) problems.push(t('le code postal', 'the postcode'));
    if (!INSTALMENTS.some((k) => k[0] === fields.instalments))
      problems.push(t('le mode de paiement', 'how to pay'));
    if (fields.terms !== 'yes') problems.push(t('l’acceptation des conditions', 'the terms'));
    if (problems.length) return form(subscriptionForm(ctx, s, fields, please(problems)));
    const young = ageOn(birth) < 26;
    const base = shows.reduce((n, id) => n + showOf(id).prices.cat1[0], 0);
    const total = Math.round(base * (young ? 0.5 : 1 - f[4]) * 100) / 100;
    s.subscriptionDone = {
      ref: `ABO-${state.nextSubscription++}`,
      formula: f[0],
      shows,
      young,
      total,
      instalments: fields.instalments,
      first: trim('first_name'),
      email: trim('email'),
    };
    return { redirect: '/abonnement/confirmation' };
  }
  if (path === '/abonnement/confirmation' && method === 'GET') {
    const a = s.subscriptionDone;
    if (!a) return { redirect: '/abonnement' };
    const third = Math.round((a.total / 3) * 100) / 100;
    return html(
      t('Abonnement enregistré', 'Subscription confirmed'),
      `<h1>${t(`Bienvenue parmi les abonnés, ${h(a.first)} !`, `Welcome to our subscribers, ${h(a.first)}!`)}</h1>
<div class="notice" role="status"><p>${t('Votre abonnement est enregistré sous la référence', 'Your subscription reference is')} <strong>${a.ref}</strong>.</p>
<p>${h(pick(FORMULAS.find((k) => k[0] === a.formula)))}${a.young ? t(' · tarif jeune (moins de 26 ans)', ' · under-26 rate') : ''}</p>
<p>${a.shows.map((id) => h(showOf(id).title)).join(' · ')}</p>
<p>${
        a.instalments === '3'
          ? t(
              `Total ${money(a.total)}, payé en 3 fois : 3 × ${money(third)}, en octobre, novembre et décembre.`,
              `Total ${money(a.total)}, paid in 3 instalments: 3 × ${money(third)}, in October, November and December.`,
            )
          : t(`Total ${money(a.total)}, payé en une fois.`, `Total ${money(a.total)}, paid in one go.`)
      }</p>
<p>${t(`Un e-mail a été envoyé à ${h(a.email)} pour créer votre mot de passe : vous choisirez ensuite vos dates dans Mon espace.`, `An email has been sent to ${h(a.email)} to set your password: you will then choose your dates in My account.`)}</p></div>`,
    );
  }

  /* gift vouchers */
  if (path === '/cheques-cadeaux' && method === 'GET') return form(voucherForm(ctx, s));
  if (path === '/cheques-cadeaux' && method === 'POST') {
    const problems = [];
    let amount = Number.NaN;
    if (VOUCHER_AMOUNTS.includes(fields.amount)) amount = Number(fields.amount);
    else if (fields.amount === 'other') amount = amountOf(fields.other_amount);
    if (!(amount >= 10 && amount <= 300))
      problems.push(t('un montant de 10 à 300 €', 'an amount from €10 to €300'));
    if (blank('recipient_name')) problems.push(t('le nom du bénéficiaire', 'the recipient’s name'));
    if (!DELIVERIES.some((k) => k[0] === fields.delivery))
      problems.push(t('le mode d’envoi', 'how to send it'));
    if (fields.delivery === 'email' && !validEmail(fields.recipient_email))
      problems.push(t('l’e-mail du bénéficiaire', 'the recipient’s email'));
    if (fields.delivery === 'post') {
      if (blank('address') || blank('city')) problems.push(t('l’adresse d’envoi', 'the postal address'));
      if (!validFrPostcode(fields.postcode))
        problems.push(t('le code postal (France uniquement)', 'the postcode (France only)'));
    }
    if (blank('first_name') || blank('last_name')) problems.push(t('vos nom et prénom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('votre adresse e-mail', 'your email address'));
    if (problems.length) return form(voucherForm(ctx, s, fields, please(problems)));
    s.voucherDone = {
      ref: `CAD-${state.nextVoucher++}`,
      amount,
      recipient: trim('recipient_name'),
      delivery: fields.delivery,
      to:
        fields.delivery === 'email'
          ? trim('recipient_email')
          : `${trim('address')}, ${trim('postcode')} ${trim('city')}`,
      email: trim('email'),
    };
    return { redirect: '/cheques-cadeaux/confirmation' };
  }
  if (path === '/cheques-cadeaux/confirmation' && method === 'GET') {
    const g = s.voucherDone;
    if (!g) return { redirect: '/cheques-cadeaux' };
    return html(
      t('Chèque cadeau commandé', 'Gift voucher ordered'),
      `<h1>${t('Chèque cadeau commandé', 'Gift voucher ordered')}</h1>
<div class="notice" role="status"><p>${t(`Paiement accepté. Chèque cadeau de ${money(g.amount)} pour ${h(g.recipient)}, référence`, `Payment accepted. A ${money(g.amount)} gift voucher for ${h(g.recipient)}, reference`)} <strong>${g.ref}</strong>.</p>
<p>${g.delivery === 'email' ? t(`Il vient d’être envoyé par e-mail à ${h(g.to)}.`, `It has just been emailed to ${h(g.to)}.`) : t(`Il sera envoyé par courrier au ${h(g.to)} sous 3 jours ouvrés.`, `It will be posted to ${h(g.to)} within 3 working days.`)}</p>
<p>${t(`Valable jusqu’au ${date('2027-09-15', false)}. Votre reçu a été envoyé à ${h(g.email)}.`, `Valid until ${date('2027-09-15', false)}. Your receipt has been sent to ${h(g.email)}.`)}</p></div>`,
    );
  }

  /* groups */
  if (path === '/groupes' && method === 'GET') return form(groupForm(ctx, s));
  if (path === '/groupes' && method === 'POST') {
    const problems = [];
    if (blank('school')) problems.push(t('l’établissement', 'the school or organisation'));
    if (blank('town')) problems.push(t('la ville', 'the town'));
    if (!LEVELS.some((k) => k[0] === fields.level)) problems.push(t('le niveau', 'the level'));
    const n = Number(trim('pupils'));
    if (!/^\d{1,3}$/.test(trim('pupils')) || n < 10 || n > 300)
      problems.push(t('le nombre d’élèves (10 au moins)', 'the number of pupils (at least 10)'));
    if (!/^\d{1,2}$/.test(trim('adults')))
      problems.push(t('le nombre d’accompagnateurs', 'the number of adults'));
    if (!SHOWS.some((x) => x.id === fields.show) && fields.show !== 'undecided')
      problems.push(t('le spectacle souhaité', 'the preferred show'));
    if (!SESSIONS.some((k) => k[0] === fields.session))
      problems.push(t('le type de séance', 'the kind of performance'));
    if (blank('contact_name'))
      problems.push(t('le nom de la personne à contacter', 'the contact person’s name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.phone)) problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (problems.length) return form(groupForm(ctx, s, fields, please(problems)));
    s.groupDone = {
      ref: `GRP-${state.nextGroup++}`,
      school: trim('school'),
      pupils: n,
      adults: Number(trim('adults')),
      show: fields.show,
      email: trim('email'),
    };
    return { redirect: '/groupes/merci' };
  }
  if (path === '/groupes/merci' && method === 'GET') {
    const g = s.groupDone;
    if (!g) return { redirect: '/groupes' };
    const showName =
      g.show === 'undecided' ? t('spectacle à définir', 'show to be decided') : showOf(g.show).title;
    return html(
      t('Demande envoyée', 'Request sent'),
      `<h1>${t('Demande de réservation de groupe envoyée', 'Group booking request sent')}</h1>
<div class="notice" role="status"><p>${t('Votre demande est enregistrée sous la référence', 'Your request reference is')} <strong>${g.ref}</strong>.</p>
<p>${h(g.school)} · ${t(`${g.pupils} élèves et ${g.adults} accompagnateur(s)`, `${g.pupils} pupils and ${g.adults} adult(s)`)} · ${h(showName)}</p>
<p>${t(`Notre chargée des relations avec le public vous répondra à ${h(g.email)} sous 5 jours ouvrés, avec une proposition de date et un devis.`, `Our audience officer will reply to ${h(g.email)} within 5 working days with a suggested date and a quote.`)}</p></div>`,
    );
  }

  /* contact */
  if (path === '/contact' && method === 'GET') return form(contactForm(ctx, s));
  if (path === '/contact' && method === 'POST') {
    const problems = [];
    if (!SUBJECTS.some((k) => k[0] === fields.subject)) problems.push(t('l’objet', 'the subject'));
    if (blank('name')) problems.push(t('vos nom et prénom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!blank('phone') && !validPhone(fields.phone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (trim('message').length < 10) problems.push(t('votre message', 'your message'));
    if (problems.length) return form(contactForm(ctx, s, fields, please(problems)));
    s.messageDone = {
      ref: `MSG-${state.nextMessage++}`,
      name: trim('name'),
      email: trim('email'),
      subject: fields.subject,
    };
    return { redirect: '/contact/merci' };
  }
  if (path === '/contact/merci' && method === 'GET') {
    const m = s.messageDone;
    if (!m) return { redirect: '/contact' };
    return html(
      t('Message envoyé', 'Message sent'),
      `<h1>${t('Message envoyé', 'Message sent')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(m.name)}, votre message (« ${h(pick(SUBJECTS.find((k) => k[0] === m.subject)))} ») a bien été envoyé. Sa référence est`, `Thank you ${h(m.name)}, your message (“${h(pick(SUBJECTS.find((k) => k[0] === m.subject)))}”) has been sent. Its reference is`)} <strong>${m.ref}</strong>.</p>
<p>${t(`Nous vous répondrons à ${h(m.email)} sous 3 jours ouvrés.`, `We will reply to ${h(m.email)} within 3 working days.`)}</p></div>`,
    );
  }

  /* newsletter */
  if (path === '/newsletter' && method === 'POST') {
    if (!validEmail(fields.email))
      return html(
        t('La lettre d’information', 'Our newsletter'),
        `<h1>${t('La lettre d’information', 'Our newsletter')}</h1>
${errorBox(t('Merci d’indiquer une adresse e-mail valide (formulaire en bas de page).', 'Please give a valid email address (form at the bottom of the page).'))}`,
      );
    const interests = listOf(fields.interests).filter((x) => INTERESTS.some((k) => k[0] === x));
    return html(
      t('Inscription enregistrée', 'You are signed up'),
      `<h1>${t('Merci !', 'Thank you!')}</h1>
<div class="notice" role="status"><p>${t(`Votre inscription à la lettre d’information est enregistrée : nous écrirons à ${h(trim('email'))} une fois par mois.`, `You are signed up to our newsletter: we will write to ${h(trim('email'))} once a month.`)}</p>
${interests.length ? `<p>${t('Vos centres d’intérêt', 'Your interests')} : ${interests.map((x) => h(pick(INTERESTS.find((k) => k[0] === x)))).join(', ')}</p>` : ''}</div>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }

  /* information pages */
  if (path === '/accessibilite' && method === 'GET') {
    const adList = SHOWS.flatMap((x) =>
      x.perfs.filter((p) => p.ad).map((p) => `<li>${h(x.title)} — ${h(when(p.at))}</li>`),
    );
    return html(
      t('Accessibilité', 'Accessibility'),
      `<h1>${t('Accessibilité', 'Accessibility')}</h1>
<h2>${t('Personnes à mobilité réduite', 'Reduced mobility')}</h2>
<p>${t('La salle compte 8 places pour fauteuils roulants, au premier rang du parterre, et autant de places pour les accompagnateurs. Un ascenseur dessert le balcon. Signalez-nous votre venue en cochant la case prévue dans Mon espace, ou en appelant la billetterie.', 'The auditorium has 8 wheelchair spaces in the front row of the stalls, with seats for companions next to them. A lift serves the balcony. Let us know you are coming by ticking the box in My account, or by calling the box office.')}</p>
<h2>${t('Audiodescription', 'Audio description')}</h2>
<p>${t('Des casques d’audiodescription sont prêtés gratuitement lors des représentations suivantes ; réservez-les en même temps que vos places :', 'Audio-description headsets are lent free of charge at the following performances; book one together with your seats:')}</p>
<ul>${adList.join('')}</ul>
<h2>${t('Personnes sourdes ou malentendantes', 'Deaf and hard-of-hearing visitors')}</h2>
<p>${t('La salle est équipée d’une boucle magnétique. Les opéras sont surtitrés.', 'The auditorium has a hearing loop. Operas are surtitled.')}</p>`,
    );
  }
  if (path === '/infos-pratiques' && method === 'GET') {
    return html(
      t('Infos pratiques', 'Practical information'),
      `<h1>${t('Infos pratiques', 'Practical information')}</h1>
<h2>${t('Billetterie', 'Box office')}</h2>
<p>${t('4 place de la Halle, 71240 Saint-Aubin-sur-Saône. Du mardi au samedi de 13 h à 18 h 30, et une heure avant chaque représentation. Téléphone : 03 85 41 22 60.', '4 place de la Halle, 71240 Saint-Aubin-sur-Saône. Tuesday to Saturday, 1 pm to 6:30 pm, and one hour before each performance. Phone: +33 3 85 41 22 60.')}</p>
<h2>${t('Tarifs réduits', 'Reduced prices')}</h2>
<p>${t('Moins de 26 ans et demandeurs d’emploi, sur justificatif. Les chèques cadeaux sont acceptés au guichet et par téléphone uniquement.', 'Under-26s and job seekers, with proof. Gift vouchers are accepted at the box office and by phone only.')}</p>
<h2>${t('Billets', 'Tickets')}</h2>
<p>${t('Les billets ne sont ni repris ni remboursés, sauf annulation du spectacle. Ils peuvent être échangés pour une autre date du même spectacle dans Mon espace, jusqu’à 48 heures avant la représentation. Le placement est attribué automatiquement dans la catégorie choisie.', 'Tickets can be neither returned nor refunded unless the show is cancelled. They can be exchanged for another date of the same show in My account, up to 48 hours before the performance. Seats are allocated automatically in the category you choose.')}</p>
<h2>${t('Venir au théâtre', 'Getting here')}</h2>
<p>${t('Parking de la Halle (gratuit après 19 h), gare SNCF à 10 minutes à pied. Le bar ouvre une heure avant le spectacle. Les portes ouvrent 45 minutes avant le début ; les retardataires sont placés à l’entracte.', 'Halle car park (free after 7 pm), railway station a 10-minute walk away. The bar opens one hour before the show. Doors open 45 minutes before the start; latecomers are seated at the interval.')}</p>`,
    );
  }

  /* sign-in */
  if (path === '/connexion' && method === 'GET') return form(signinForm(ctx, s));
  if (path === '/connexion' && method === 'POST') {
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
    return { redirect: next || '/mon-espace/billets' };
  }
  if (path === '/deconnexion') {
    s.user = null;
    return { redirect: '/' };
  }

  /* my account */
  if (!path.startsWith('/mon-espace')) return { status: 404, html: null, lang: s.lang };
  if (!acct) {
    s.next = method === 'GET' && path !== '/mon-espace' ? path + ctx.url.search : '';
    return { redirect: '/connexion' };
  }
  if (path === '/mon-espace') return { redirect: '/mon-espace/billets' };
  if (path === '/mon-espace/billets' && method === 'GET') return form(ticketsPage(ctx, s, acct));
  if (path === '/mon-espace/echanger') {
    const ref = method === 'GET' ? query.get('ref') : fields.ref;
    const k = acct.tickets.find((x) => x.ref === ref);
    if (!k) return { redirect: '/mon-espace/billets' };
    if (method === 'GET') return form(exchangePage(ctx, s, k));
    const x = showOf(k.show);
    const p = perfOf(x, fields.performance);
    const problems = [];
    if (!p || p.at === k.at) problems.push(t('la nouvelle date', 'the new date'));
    else if (p.full) problems.push(t('une date où il reste des places', 'a date with seats left'));
    if (!REASONS.some((r) => r[0] === fields.reason)) problems.push(t('le motif de l’échange', 'the reason'));
    if (problems.length) return form(exchangePage(ctx, s, k, fields, please(problems)));
    k.at = p.at;
    s.flash = t(
      `Échange confirmé : votre réservation ${k.ref} (${x.title}) est désormais valable le ${when(p.at)}. Vos nouveaux billets ont été envoyés par e-mail.`,
      `Exchange confirmed: your booking ${k.ref} (${x.title}) is now for ${when(p.at)}. Your new tickets have been emailed to you.`,
    );
    return { redirect: '/mon-espace/billets' };
  }
  if (path === '/mon-espace/abonnement' && method === 'GET') return form(subscriptionPage(ctx, s, acct));
  if (path === '/mon-espace/abonnement' && method === 'POST') {
    const sub = acct.subscription;
    if (!sub) return { redirect: '/mon-espace/abonnement' };
    const problems = [];
    for (const id of Object.keys(sub.shows)) {
      const v = fields[`date_${id}`] ?? '';
      const p = perfOf(showOf(id), v);
      if (v && (!p || p.full))
        problems.push(t(`la date de ${showOf(id).title}`, `the date of ${showOf(id).title}`));
    }
    if (problems.length) return form(subscriptionPage(ctx, s, acct, fields, please(problems)));
    for (const id of Object.keys(sub.shows)) sub.shows[id] = fields[`date_${id}`] ?? '';
    const chosen = Object.entries(sub.shows)
      .filter(([, at]) => at)
      .map(([id, at]) => `${showOf(id).title} : ${when(at)}`);
    s.flash = t(
      `Vos dates ont été enregistrées. ${chosen.join(' ; ')}.`,
      `Your dates have been saved. ${chosen.join('; ').replaceAll(' : ', ': ')}.`,
    );
    return { redirect: '/mon-espace/abonnement' };
  }
  if (path === '/mon-espace/coordonnees' && method === 'GET') return form(detailsPage(ctx, s, acct));
  if (path === '/mon-espace/coordonnees' && method === 'POST') {
    const problems = [];
    if (!validPhone(fields.phone)) problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (blank('address') || blank('city')) problems.push(t('votre adresse', 'your address'));
    if (!validPostcode(fields.postcode)) problems.push(t('le code postal', 'the postcode'));
    if (problems.length) return form(detailsPage(ctx, s, acct, fields, please(problems)));
    acct.phone = trim('phone');
    acct.address = trim('address');
    acct.postcode = trim('postcode');
    acct.city = trim('city');
    acct.prefs = listOf(fields.prefs).filter((x) => PREFS.some((p) => p[0] === x));
    acct.wheelchair = fields.wheelchair === 'yes';
    s.flash = t('Vos coordonnées ont été mises à jour.', 'Your details have been updated.');
    return { redirect: '/mon-espace/coordonnees' };
  }
  return { status: 404, html: null, lang: s.lang };
}

/** GET paths whose query string is a form the site records as received. */
export function theatreGetForms() {
  return [];
}
