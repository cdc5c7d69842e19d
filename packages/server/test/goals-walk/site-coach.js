// coach: Vallée Express, regional coaches and TER trains in the Alps (French by default, an English
// version through the language switch in the header). A GET journey search (a select for the
// departure, a free text with a datalist for the arrival, a return toggle that reveals the return
// date), a results list where every departure has its own "Choisir" button, then passengers, extras
// and a card payment, each a POST answered by a 303 to the next step; a lost property form; news with
// "Lire la suite" links; an FAQ; and a sign-in leading to "Mes voyages" (tabs: upcoming trips with a
// change of time or a cancellation per trip, past trips, personal details).
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

// code, name (the arrival field accepts it), option text of the departure select, x, y (km)
const STATIONS = [
  ['GRE', 'Grenoble', 'Grenoble (gare routière)', 0, 0],
  ['CHY', 'Chambéry', 'Chambéry (gare SNCF)', 10, 50],
  ['AIX', 'Aix-les-Bains', 'Aix-les-Bains (gare)', 5, 65],
  ['ANN', 'Annecy', 'Annecy (gare routière)', 30, 95],
  ['ALB', 'Albertville', 'Albertville (gare)', 55, 60],
  ['LYS', 'Lyon Part-Dieu', 'Lyon Part-Dieu (gare routière)', -95, 60],
  ['GVA', 'Genève Aéroport', 'Genève Aéroport (Suisse)', 30, 135],
];
const ALIASES = { lyon: 'LYS', geneve: 'GVA', geneva: 'GVA', 'geneva airport': 'GVA' };
const DEPARTURES = [
  ['0645', 'train'],
  ['0815', 'car'],
  ['1040', 'car'],
  ['1320', 'train'],
  ['1705', 'car'],
  ['1930', 'train'],
];
const CARDS = [
  ['', 'Sans carte de réduction', 'No discount card', 1],
  ['jeune', 'Carte Jeune (12-27 ans)', 'Youth card (12-27)', 0.75],
  ['senior', 'Carte Senior+ (60 ans et plus)', 'Senior+ card (60 and over)', 0.8],
];
const SEATS = [
  ['indifferent', 'Sans préférence', 'No preference'],
  ['fenetre', 'Côté fenêtre', 'Window'],
  ['couloir', 'Côté couloir', 'Aisle'],
];
const LOST = [
  ['bagage', 'Bagage, sac', 'Luggage, bag'],
  ['electronique', 'Téléphone, ordinateur, tablette', 'Phone, laptop, tablet'],
  ['cles', 'Clés', 'Keys'],
  ['vetement', 'Vêtement', 'Clothing'],
  ['papiers', 'Papiers, portefeuille', 'Documents, wallet'],
  ['autre', 'Autre', 'Other'],
];
const MOTIFS = [
  ['programme', 'Changement de programme', 'Change of plans'],
  ['sante', 'Maladie', 'Illness'],
  ['meteo', 'Conditions météo', 'Weather'],
  ['autre', 'Autre motif', 'Other reason'],
];
const NEWS = [
  {
    slug: 'travaux-grenoble-chambery',
    date: ['12 mars 2026', '12 March 2026'],
    title: ['Travaux entre Grenoble et Chambéry', 'Engineering works between Grenoble and Chambéry'],
    excerpt: ['Des cars remplacent les trains en avril.', 'Coaches replace trains in April.'],
    body: [
      'Du 6 au 17 avril 2026, les trains TER entre Grenoble et Chambéry sont remplacés par des cars de substitution. Prévoyez 20 minutes de plus.',
      'From 6 to 17 April 2026, TER trains between Grenoble and Chambéry are replaced by rail replacement coaches. Allow 20 more minutes.',
    ],
  },
  {
    slug: 'horaires-ete',
    date: ['2 mars 2026', '2 March 2026'],
    title: ['Horaires d’été : plus de départs vers Annecy', 'Summer timetable: more departures to Annecy'],
    excerpt: ['Un car de plus chaque soir cet été.', 'One more coach every evening this summer.'],
    body: [
      'Du 4 juillet au 30 août 2026, un car supplémentaire relie Grenoble à Annecy chaque soir, départ à 21:15. Réservation ouverte à partir du 1er juin.',
      'From 4 July to 30 August 2026, an extra coach links Grenoble to Annecy every evening, leaving at 21:15. Booking opens on 1 June.',
    ],
  },
  {
    slug: 'velo-a-bord',
    date: ['20 février 2026', '20 February 2026'],
    title: ['Votre vélo à bord de tous nos cars', 'Your bike on board all our coaches'],
    excerpt: [
      'Réservez une place vélo en même temps que votre billet.',
      'Book a bike space with your ticket.',
    ],
    body: [
      'Chaque car transporte désormais jusqu’à 4 vélos. La place vélo coûte 5 € par trajet et se réserve à l’étape des options.',
      'Every coach now carries up to 4 bikes. A bike space costs €5 per journey and is booked at the extras step.',
    ],
  },
  {
    slug: 'carte-jeune',
    date: ['15 janvier 2026', '15 January 2026'],
    title: ['Carte Jeune : -25 % toute l’année', 'Youth card: 25% off all year'],
    excerpt: ['Pour les 12-27 ans.', 'For 12 to 27 year olds.'],
    body: [
      'La Carte Jeune coûte 25 € par an et donne 25 % de réduction sur tous les trajets Vallée Express.',
      'The Youth card costs €25 a year and gives 25% off every Vallée Express journey.',
    ],
  },
];
const FAQ = [
  [
    'Combien de bagages puis-je emporter ?',
    'How much luggage can I take?',
    'Un bagage en soute et un bagage à main par voyageur sont inclus. Chaque bagage supplémentaire coûte 4 € par trajet.',
    'One hold bag and one piece of hand luggage per passenger are included. Each extra bag costs €4 per journey.',
  ],
  [
    'Puis-je voyager avec mon chien ?',
    'Can I travel with my dog?',
    'Les chiens et chats de moins de 6 kg voyagent gratuitement dans un panier fermé. Les chiens plus grands ne sont pas admis, sauf les chiens d’assistance.',
    'Dogs and cats under 6 kg travel free in a closed basket. Larger dogs are not allowed, except assistance dogs.',
  ],
  [
    'Puis-je emporter mon vélo ?',
    'Can I bring my bike?',
    'Oui, sur réservation : 5 € par trajet, 4 vélos au plus par car.',
    'Yes, if you book it: €5 per journey, at most 4 bikes per coach.',
  ],
  [
    'Comment changer ou annuler un voyage ?',
    'How do I change or cancel a trip?',
    'Dans Mes voyages : changement d’horaire gratuit pour un autre départ du même jour, annulation remboursée jusqu’à la veille du départ.',
    'In My trips: a free change to another departure on the same day, or a cancellation refunded up to the day before departure.',
  ],
  [
    'Puis-je donner mon billet à quelqu’un d’autre ?',
    'Can I give my ticket to someone else?',
    'Non. Les billets sont nominatifs : le nom du voyageur ne peut pas être modifié après l’achat.',
    'No. Tickets are issued in the passenger’s name, which cannot be changed after purchase.',
  ],
  [
    'Les enfants paient-ils ?',
    'Do children pay?',
    'Les enfants de moins de 4 ans voyagent gratuitement sur les genoux d’un adulte.',
    'Children under 4 travel free on an adult’s lap.',
  ],
];

const trip = (ref, dep, arr, date, time, pax) => ({ ref, dep, arr, date, time, pax, carte: '' });
function coachAccounts() {
  return {
    'louise.martin@mail.test': {
      customer: 'C-20419',
      password: 'Train-Bleu-42',
      details: {
        prenom: 'Louise',
        nom: 'Martin',
        email: 'louise.martin@mail.test',
        tel: '06 12 48 75 30',
        carte: '',
        langue: 'fr',
        offres: false,
      },
      upcoming: [
        trip('VEB-31877', 'GRE', 'ANN', '2026-04-22', '0815', 1),
        trip('VEB-32010', 'CHY', 'LYS', '2026-05-03', '1705', 2),
      ],
      past: [{ ...trip('VEB-29954', 'ANN', 'GRE', '2026-02-14', '1930', 1), status: 'done' }],
    },
    'tom.harris@mail.test': {
      customer: 'C-20777',
      password: 'Coach&Tea7',
      details: {
        prenom: 'Tom',
        nom: 'Harris',
        email: 'tom.harris@mail.test',
        tel: '07 81 22 33 44',
        carte: '',
        langue: 'en',
        offres: false,
      },
      upcoming: [trip('VEB-33102', 'GVA', 'ANN', '2026-06-12', '1320', 2)],
      past: [],
    },
  };
}
/** The state of a fresh site (sites.js: SITES.coach). */
export function coachState() {
  return { sessions: new Map(), accounts: coachAccounts(), nextRef: 51200, nextReport: 412 };
}

/* ---------------------------------------------------------------------------------------------- */

const station = (code) => STATIONS.find((s) => s[0] === code);
const fold = (s) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
function findStation(text) {
  const q = fold(text);
  if (!q) return null;
  const exact = STATIONS.find((s) => fold(s[1]) === q) ?? station(ALIASES[q]);
  if (exact) return exact;
  const starts = STATIONS.filter((s) => q.length >= 3 && fold(s[1]).startsWith(q));
  return starts.length === 1 ? starts[0] : null;
}
/** Minutes, price per adult and mode of a departure between two stations. */
function leg(dep, arr, time) {
  const [, , , x1, y1] = station(dep);
  const [, , , x2, y2] = station(arr);
  const km = Math.hypot(x1 - x2, y1 - y2) * 1.25;
  const mode = DEPARTURES.find(([t]) => t === time)?.[1] ?? 'car';
  const minutes = Math.round((25 + km * (mode === 'train' ? 0.7 : 0.85)) / 5) * 5;
  const price = Math.round((4 + km * 0.1 + (mode === 'train' ? 2 : 0)) * 2) / 2;
  return { km, mode, minutes, price };
}
const hhmm = (t) => `${t.slice(0, 2)}:${t.slice(2)}`;
const addMinutes = (t, m) => {
  const total = Number(t.slice(0, 2)) * 60 + Number(t.slice(2)) + m;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
const duration = (m) => `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')}`;
const validDate = (d) => /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));

function tools(s) {
  const en = s.lang === 'en';
  const t = (fr, eng) => (en ? eng : fr);
  const pick = (row) => (en ? row[2] : row[1]);
  const both = ([fr, eng]) => (en ? eng : fr);
  const money = (n) => (en ? `€${n.toFixed(2)}` : `${n.toFixed(2).replace('.', ',')} €`);
  const longDate = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    return `${DAYS[en ? 1 : 0][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[en ? 1 : 0][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
  };
  const modeName = (m) => (m === 'train' ? t('Train TER', 'TER train') : t('Car', 'Coach'));
  const route = (dep, arr) => `${station(dep)[1]} → ${station(arr)[1]}`;
  const pax = (n) => `${n} ${n > 1 ? t('voyageurs', 'passengers') : t('voyageur', 'passenger')}`;
  return { en, t, pick, both, money, longDate, modeName, route, pax };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${h(e)}</div>` : '');
const flashBox = (s) => {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
};

function coachPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  return page({
    lang: s.lang,
    title: `${title} — Vallée Express`,
    brand: '#b8332a',
    css: '.trips{list-style:none;padding:0;display:grid;gap:12px}.trip h2{margin:0 0 4px;font-size:1.2rem}.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700}details{background:#fff;border:1px solid #e2e2e2;border-radius:6px;margin:8px 0;padding:8px 12px}summary{cursor:pointer;font-weight:600}',
    header: `<a class="logo" href="/">Vallée Express</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/">${t('Accueil', 'Home')}</a> · <a href="/trajets">${t('Horaires et billets', 'Timetables & tickets')}</a> · <a href="/actualites">${t('Actualités', 'News')}</a> · <a href="/aide">${t('Aide', 'Help')}</a> · <a href="/objets-trouves">${t('Objets trouvés', 'Lost property')}</a></nav>
<nav aria-label="${t('Mon compte', 'My account')}">${s.user ? `<a href="/mes-voyages">${t('Mes voyages', 'My trips')}</a> · <a href="/deconnexion">${t('Déconnexion', 'Sign out')}</a>` : `<a href="/connexion">${t('Se connecter', 'Sign in')}</a>`}</nav>
<nav aria-label="Langue / Language"><a href="/langue?l=fr&amp;retour=${here}" lang="fr">FR</a> | <a href="/langue?l=en&amp;retour=${here}" lang="en" title="English version">EN</a></nav>`,
    body,
    footer: t(
      'Vallée Express · cars et trains régionaux · Service clients 04 76 00 12 12, du lundi au samedi de 7 h à 20 h',
      'Vallée Express · regional coaches and trains · Customer service +33 4 76 00 12 12, Monday to Saturday, 7 am to 8 pm',
    ),
  });
}

function searchForm(s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const opt = (val, text, cur) =>
    `<option value="${h(val)}"${cur === val ? ' selected' : ''}>${h(text)}</option>`;
  return `<form method="get" action="/trajets" class="card">
${errorBox(error)}
  <label for="dep">${t('Départ', 'From')}</label>
  <select id="dep" name="dep">${opt('', t('Choisissez une gare', 'Choose a station'), v.dep ?? '')}${STATIONS.map((x) => opt(x[0], x[2], v.dep)).join('')}</select>
  <label for="arr">${t('Arrivée', 'To')}</label>
  <input id="arr" name="arr" list="gares" placeholder="${t('Ville ou gare', 'Town or station')}" autocomplete="off" value="${h(v.arr ?? '')}">
  <datalist id="gares">${STATIONS.map((x) => `<option value="${h(x[1])}">`).join('')}</datalist>
  <label for="date">${t('Date de l’aller', 'Outward date')}</label>
  <input type="date" id="date" name="date" value="${h(v.date ?? '')}">
  <label class="choice"><input type="checkbox" id="ar" name="aller_retour" value="1"${v.aller_retour ? ' checked' : ''}> ${t('Aller-retour', 'Return trip')}</label>
  <div id="retour-wrap"><label for="date_retour">${t('Date du retour', 'Return date')}</label><input type="date" id="date_retour" name="date_retour" value="${h(v.date_retour ?? '')}"></div>
  <fieldset><legend>${t('Voyageurs', 'Passengers')}</legend>
    <select name="voyageurs" aria-label="${t('Nombre de voyageurs', 'Number of passengers')}">${[1, 2, 3, 4, 5, 6].map((n) => opt(String(n), tools(s).pax(n), v.voyageurs ?? '1')).join('')}</select>
    <label for="carte">${t('Carte de réduction', 'Discount card')}</label>
    <select id="carte" name="carte">${CARDS.map((c) => opt(c[0], pick(c), v.carte ?? '')).join('')}</select>
  </fieldset>
  <p><button type="submit">${t('Rechercher', 'Search')}</button></p>
</form>
<script>
(() => {
  const box = document.getElementById('ar');
  const wrap = document.getElementById('retour-wrap');
  const sync = () => { wrap.hidden = !box.checked; document.getElementById('date_retour').disabled = !box.checked; };
  box.addEventListener('change', sync);
  sync();
})();
</script>`;
}

function resultsList(s, dep, arr, date, sens) {
  const { t, money, modeName, longDate, route, pax } = tools(s);
  const b = s.booking;
  const factor = CARDS.find((c) => c[0] === b.carte)?.[3] ?? 1;
  return `<h1>${h(route(dep, arr))}</h1>
<p>${sens === 'aller' ? t('Aller', 'Outward') : t('Retour', 'Return')} · ${h(longDate(date))} · ${pax(b.pax)}</p>
<ol class="trips" aria-label="${t('Départs', 'Departures')}">
${DEPARTURES.map(([time]) => {
  const l = leg(dep, arr, time);
  return `<li class="card trip" aria-labelledby="t-${time}"><h2 id="t-${time}">${hhmm(time)} → ${addMinutes(time, l.minutes)}</h2>
<p>${modeName(l.mode)} · ${duration(l.minutes)} · direct</p><p><strong>${money(l.price * factor * b.pax)}</strong></p>
<form method="post" action="/reservation/choix"><input type="hidden" name="sens" value="${sens}"><input type="hidden" name="depart" value="${time}"><button type="submit">${t('Choisir', 'Select')}</button></form></li>`;
}).join('\n')}
</ol>
<p><a href="/trajets">${t('Modifier la recherche', 'Change your search')}</a></p>`;
}

function fareOf(b) {
  const factor = CARDS.find((c) => c[0] === b.carte)?.[3] ?? 1;
  const legs = [[b.dep, b.arr, b.out]];
  if (b.ret) legs.push([b.arr, b.dep, b.back]);
  const o = b.options ?? {};
  let total = 0;
  for (const [d, a, time] of legs) {
    total += leg(d, a, time).price * factor * b.pax;
    total += (o.velo ? 5 : 0) + 4 * (Number(o.bagages) || 0);
  }
  return total + (o.assurance ? 3.5 : 0);
}

function passengersForm(ctx, s, error = '', v = {}) {
  const { t } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const b = s.booking;
  return coachPage(
    ctx,
    s,
    t('Voyageurs', 'Passengers'),
    `<p>${t('Étape 2 sur 4', 'Step 2 of 4')}</p><h1>${t('Qui voyage ?', 'Who is travelling?')}</h1>${errorBox(error)}
<form method="post" action="/reservation/voyageurs">
${Array.from({ length: b.pax }, (_, i) => {
  const n = i + 1;
  return `  <fieldset><legend>${t('Voyageur', 'Passenger')} ${n}</legend>
    <label for="p${n}-first">${t('Prénom', 'First name')}</label><input id="p${n}-first" name="p${n}_prenom" value="${val(`p${n}_prenom`)}">
    <label for="p${n}-last">${t('Nom', 'Last name')}</label><input id="p${n}-last" name="p${n}_nom" value="${val(`p${n}_nom`)}">
    <p><input name="p${n}_naissance" placeholder="${t('Date de naissance (JJ/MM/AAAA)', 'Date of birth (DD/MM/YYYY)')}" value="${val(`p${n}_naissance`)}"></p>
  </fieldset>`;
}).join('\n')}
  <fieldset><legend>Contact</legend>
    <label for="contact-mail">${t('E-mail (pour recevoir vos billets)', 'Email (your tickets are sent there)')}</label><input type="email" id="contact-mail" name="mail" value="${val('mail')}">
    <p><input type="tel" name="portable" placeholder="${t('Téléphone portable (facultatif)', 'Mobile phone (optional)')}" value="${val('portable')}"></p>
  </fieldset>
  <p><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}

function optionsForm(ctx, s) {
  const { t, pick } = tools(s);
  return coachPage(
    ctx,
    s,
    t('Options', 'Extras'),
    `<p>${t('Étape 3 sur 4', 'Step 3 of 4')}</p><h1>${t('Options de voyage', 'Travel extras')}</h1>
<form method="post" action="/reservation/options">
  <fieldset><legend>${t('Placement', 'Seat')}</legend>
    ${SEATS.map((x) => `<label class="choice"><input type="radio" name="siege" value="${x[0]}"${x[0] === 'indifferent' ? ' checked' : ''}> ${pick(x)}</label>`).join('\n    ')}
  </fieldset>
  <p><label class="choice"><input type="checkbox" name="velo" value="oui"> ${t('Je voyage avec un vélo (+5,00 € par trajet)', 'I am travelling with a bike (+€5.00 per journey)')}</label></p>
  <label for="bagages">${t('Bagages en soute supplémentaires', 'Extra hold luggage')}</label>
  <select id="bagages" name="bagages"><option value="0">${t('Aucun', 'None')}</option><option value="1">${t('1 bagage (+4,00 €)', '1 bag (+€4.00)')}</option><option value="2">${t('2 bagages (+8,00 €)', '2 bags (+€8.00)')}</option></select>
  <p><label class="choice"><input type="checkbox" name="assurance" value="1"> ${t('Assurance annulation (+3,50 €)', 'Cancellation insurance (+€3.50)')}</label></p>
  <p><button type="submit">${t('Continuer vers le paiement', 'Continue to payment')}</button></p>
</form>`,
  );
}

function paymentForm(ctx, s, error = '', v = {}) {
  const { t, money, longDate, route, pax } = tools(s);
  const b = s.booking;
  const total = money(fareOf(b));
  return coachPage(
    ctx,
    s,
    t('Paiement', 'Payment'),
    `<p>${t('Étape 4 sur 4', 'Step 4 of 4')}</p><h1>${t('Paiement', 'Payment')}</h1>
<section class="card"><h2>${t('Votre voyage', 'Your journey')}</h2>
<p>${h(route(b.dep, b.arr))} · ${h(longDate(b.date))} · ${hhmm(b.out)}</p>
${b.ret ? `<p>${h(route(b.arr, b.dep))} · ${h(longDate(b.ret))} · ${hhmm(b.back)}</p>` : ''}
<p>${pax(b.pax)} · ${t('Total :', 'Total:')} <strong>${total}</strong></p></section>
${errorBox(error)}
<form method="post" action="/reservation/paiement">
  <label for="holder">${t('Nom du titulaire de la carte', 'Cardholder name')}</label><input id="holder" name="titulaire" autocomplete="cc-name" value="${h(v.titulaire ?? '')}">
  <p><input name="cc_num" aria-label="${t('Numéro de carte', 'Card number')}" placeholder="0000 0000 0000 0000" inputmode="numeric" autocomplete="cc-number"></p>
  <label for="exp">${t('Date d’expiration', 'Expiry date')}</label><input id="exp" name="cc_exp" placeholder="${t('MM/AA', 'MM/YY')}" size="6">
  <div class="row"><span class="lbl">${t('Cryptogramme (3 chiffres)', 'Security code (3 digits)')}</span><input name="cc_cvv" size="4" inputmode="numeric" autocomplete="off"></div>
  <p><label class="choice"><input type="checkbox" name="cgv"> ${t('J’ai lu et j’accepte les conditions générales de vente', 'I have read and accept the terms of sale')} *</label></p>
  <p><label class="choice"><input type="checkbox" name="offres" value="oui"> ${t('Recevoir les bons plans Vallée Express', 'Send me Vallée Express offers')}</label></p>
  <p><button type="submit">${t('Payer', 'Pay')} ${total}</button></p>
</form>`,
  );
}

function lostForm(ctx, s, error = '', v = {}) {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return coachPage(
    ctx,
    s,
    t('Objets trouvés', 'Lost property'),
    `<h1>${t('Objets trouvés', 'Lost property')}</h1>
<p>${t('Vous avez oublié un objet dans un car ou un train ? Déclarez-le : nous vous écrivons si nous le retrouvons.', 'Left something on a coach or a train? Tell us: we will write to you if we find it.')}</p>
${errorBox(error)}
<form method="post" action="/objets-trouves">
  <label for="lp-route">${t('Trajet ou ligne', 'Journey or line')}</label><input id="lp-route" name="trajet" placeholder="${t('ex. Grenoble → Chambéry', 'e.g. Grenoble → Chambéry')}" value="${val('trajet')}">
  <label for="lp-date">${t('Date du voyage', 'Date of travel')}</label><input id="lp-date" name="date_perte" placeholder="${t('JJ/MM/AAAA', 'DD/MM/YYYY')}" value="${val('date_perte')}">
  <fieldset><legend>${t('Type d’objet', 'Type of item')}</legend>
    ${LOST.map((x) => `<label class="choice"><input type="radio" name="categorie" value="${x[0]}"${v.categorie === x[0] ? ' checked' : ''}> ${pick(x)}</label>`).join('\n    ')}
  </fieldset>
  <label for="lp-desc">${t('Description de l’objet', 'Description of the item')}</label><textarea id="lp-desc" name="description" rows="4">${val('description')}</textarea>
  <fieldset><legend>${t('Vos coordonnées', 'Your contact details')}</legend>
    <label for="lp-name">${t('Nom et prénom', 'Full name')}</label><input id="lp-name" name="nom" value="${val('nom')}">
    <p><input type="email" name="courriel" aria-label="${t('Adresse e-mail', 'Email address')}" placeholder="nom@exemple.fr" value="${val('courriel')}"></p>
    <p><input type="tel" name="tel" placeholder="${t('Téléphone (facultatif)', 'Phone (optional)')}" value="${val('tel')}"></p>
  </fieldset>
  <p><button type="submit">${t('Envoyer la déclaration', 'Send report')}</button></p>
</form>`,
  );
}

function loginForm(ctx, s, error = '') {
  const { t } = tools(s);
  return coachPage(
    ctx,
    s,
    t('Connexion', 'Sign in'),
    `<h1>${t('Connexion à votre espace', 'Sign in to your account')}</h1>${errorBox(error)}
<form method="post" action="/connexion">
  <label for="ident">${t('E-mail ou numéro client', 'Email or customer number')}</label><input id="ident" name="identifiant" autocomplete="username">
  <label for="pw">${t('Mot de passe', 'Password')}</label><input type="password" id="pw" name="mdp" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="rester" value="1"> ${t('Rester connecté', 'Keep me signed in')}</label></p>
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>
<p>${t('Mot de passe oublié ? Appelez le 04 76 00 12 12.', 'Forgotten your password? Call +33 4 76 00 12 12.')}</p>`,
  );
}

function accountPage(ctx, s, acct, tab, error = '') {
  const { t, pick, longDate, route, pax } = tools(s);
  const d = acct.details;
  const tabs = [
    ['a-venir', t('Voyages à venir', 'Upcoming trips')],
    ['passes', t('Voyages passés', 'Past trips')],
    ['infos', t('Mes informations', 'My details')],
  ];
  const row = (x, actions) =>
    `<tr><td>${x.ref}</td><td>${h(route(x.dep, x.arr))}</td><td>${h(longDate(x.date))}</td><td>${hhmm(x.time)}</td><td>${pax(x.pax)}</td><td>${actions}</td></tr>`;
  const head = `<thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Trajet', 'Journey')}</th><th>Date</th><th>${t('Départ', 'Departure')}</th><th>${t('Voyageurs', 'Passengers')}</th><th></th></tr></thead>`;
  const panels = {
    'a-venir': acct.upcoming.length
      ? `<table>${head}<tbody>
${acct.upcoming.map((x) => row(x, `<a href="/mes-voyages/modifier?ref=${x.ref}">${t('Changer l’horaire', 'Change time')}</a> · <a href="/mes-voyages/annuler?ref=${x.ref}">${t('Annuler', 'Cancel')}</a>`)).join('\n')}
</tbody></table>
<p>${t('Les billets sont nominatifs et ne peuvent pas être cédés à une autre personne.', 'Tickets are in the passenger’s name and cannot be transferred to someone else.')}</p>`
      : `<p>${t('Aucun voyage à venir.', 'No upcoming trips.')}</p>`,
    passes: acct.past.length
      ? `<table>${head}<tbody>${acct.past.map((x) => row(x, x.status === 'cancelled' ? t('Annulé', 'Cancelled') : t('Voyagé', 'Travelled'))).join('\n')}</tbody></table>`
      : `<p>${t('Aucun voyage passé.', 'No past trips.')}</p>`,
    infos: `<form method="post" action="/mes-voyages/infos">
  <label for="me-first">${t('Prénom', 'First name')}</label><input id="me-first" name="prenom" value="${h(d.prenom)}">
  <label for="me-last">${t('Nom', 'Last name')}</label><input id="me-last" name="nom" value="${h(d.nom)}">
  <label for="me-mail">E-mail</label><input type="email" id="me-mail" name="email" value="${h(d.email)}">
  <label for="me-tel">${t('Téléphone portable', 'Mobile phone')}</label><input type="tel" id="me-tel" name="tel" value="${h(d.tel)}">
  <label for="me-card">${t('Carte de réduction', 'Discount card')}</label>
  <select id="me-card" name="carte">${CARDS.map((c) => `<option value="${c[0]}"${d.carte === c[0] ? ' selected' : ''}>${h(pick(c))}</option>`).join('')}</select>
  <fieldset><legend>${t('Langue des e-mails', 'Language of our emails')}</legend>
    <label class="choice"><input type="radio" name="langue" value="fr"${d.langue === 'fr' ? ' checked' : ''}> Français</label>
    <label class="choice"><input type="radio" name="langue" value="en"${d.langue === 'en' ? ' checked' : ''}> English</label>
  </fieldset>
  <p><label class="choice"><input type="checkbox" name="offres" value="oui"${d.offres ? ' checked' : ''}> ${t('Recevoir nos bons plans par e-mail', 'Send me your offers by email')}</label></p>
  <p><button type="submit">${t('Enregistrer', 'Save')}</button></p>
</form>`,
  };
  return coachPage(
    ctx,
    s,
    t('Mes voyages', 'My trips'),
    `<h1>${t('Bonjour', 'Hello')} ${h(d.prenom)}</h1><p>${t('Numéro client', 'Customer number')} ${acct.customer}</p>
${flashBox(s)}${errorBox(error)}
<nav class="tabs" aria-label="${t('Mon espace', 'My area')}">${tabs.map(([k, label]) => `<a href="/mes-voyages?onglet=${k}"${k === tab ? ' aria-current="page"' : ''}>${label}</a>`).join('')}</nav>
<section aria-label="${tabs.find(([k]) => k === tab)[1]}">
${panels[tab]}
</section>`,
  );
}

/* ---------------------------------------------------------------------------------------------- */

/** The site's routes (sites.js: SITES.coach). */
export async function coachRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.ve);
  if (!s) {
    const id = sid();
    s = { lang: 'fr', user: null, booking: null, flash: '' };
    state.sessions.set(id, s);
    ctx.setCookie('ve', id);
  }
  const { t, pick, both, money, longDate, route, pax } = tools(s);
  const html = (title, body, status) => ({ status, lang: s.lang, html: coachPage(ctx, s, title, body) });
  const blank = (k) => !fields[k]?.trim();
  const acct = s.user ? state.accounts[s.user] : null;

  if (path === '/langue') {
    s.lang = ctx.query.get('l') === 'en' ? 'en' : 'fr';
    const back = ctx.query.get('retour') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }
  if (path === '/' && method === 'GET') {
    return html(
      t('Accueil', 'Home'),
      `<h1>${t('Voyagez dans les Alpes en car et en train', 'Travel around the Alps by coach and train')}</h1>
<p>${t('Grenoble, Chambéry, Aix-les-Bains, Annecy, Albertville, Lyon et Genève Aéroport : achetez vos billets en ligne.', 'Grenoble, Chambéry, Aix-les-Bains, Annecy, Albertville, Lyon and Geneva Airport: buy your tickets online.')}</p>
<h2>${t('Rechercher un trajet', 'Find a journey')}</h2>
${searchForm(s)}
<h2>${t('Actualités', 'News')}</h2>
<div class="cards">${NEWS.slice(0, 2)
        .map(
          (a) =>
            `<article class="card"><h3>${h(both(a.title))}</h3><p>${h(both(a.excerpt))}</p><a href="/actualites/${a.slug}">${t('Lire la suite', 'Read more')}</a></article>`,
        )
        .join('')}</div>
<p><a href="/actualites">${t('Toutes les actualités', 'All news')}</a> · <a href="/aide">${t('Questions fréquentes', 'Frequently asked questions')}</a> · <a href="/objets-trouves">${t('Vous avez perdu un objet ?', 'Lost something?')}</a></p>`,
    );
  }
  if (path === '/trajets' && method === 'GET') {
    if (![...ctx.query.keys()].length)
      return html(
        t('Horaires et billets', 'Timetables & tickets'),
        `<h1>${t('Horaires et billets', 'Timetables & tickets')}</h1>${searchForm(s)}`,
      );
    const v = Object.fromEntries(ctx.query);
    const problems = [];
    const dep = station(v.dep);
    const arr = findStation(v.arr);
    if (!dep) problems.push(t('choisissez une gare de départ', 'choose a departure station'));
    if (!v.arr?.trim()) problems.push(t('indiquez une gare d’arrivée', 'enter a destination'));
    else if (!arr)
      problems.push(
        t(
          `nous ne desservons pas « ${v.arr.trim()} » (gares desservies : ${STATIONS.map((x) => x[1]).join(', ')})`,
          `we do not serve “${v.arr.trim()}” (our stations: ${STATIONS.map((x) => x[1]).join(', ')})`,
        ),
      );
    else if (dep && arr[0] === dep[0])
      problems.push(t('le départ et l’arrivée sont identiques', 'departure and destination are the same'));
    if (!validDate(v.date)) problems.push(t('choisissez la date de l’aller', 'choose the outward date'));
    if (v.aller_retour && (!validDate(v.date_retour) || v.date_retour < v.date))
      problems.push(
        t('choisissez une date de retour après l’aller', 'choose a return date after the outward date'),
      );
    if (problems.length)
      return html(
        t('Horaires et billets', 'Timetables & tickets'),
        `<h1>${t('Horaires et billets', 'Timetables & tickets')}</h1>${searchForm(s, v, `${t('Recherche impossible :', 'We cannot search:')} ${problems.join(' ; ')}.`)}`,
      );
    const n = Math.min(6, Math.max(1, Number.parseInt(v.voyageurs ?? '1', 10) || 1));
    s.booking = {
      dep: dep[0],
      arr: arr[0],
      date: v.date,
      ret: v.aller_retour ? v.date_retour : null,
      pax: n,
      carte: CARDS.some((c) => c[0] === v.carte) ? v.carte : '',
    };
    return html(
      t('Résultats', 'Results'),
      `<p>${t('Étape 1 sur 4', 'Step 1 of 4')}</p>${resultsList(s, dep[0], arr[0], v.date, 'aller')}`,
    );
  }
  const b = s.booking;
  const expired = () =>
    html(
      t('Session expirée', 'Session expired'),
      `<h1>${t('Votre recherche a expiré', 'Your search has expired')}</h1><p><a href="/trajets">${t('Nouvelle recherche', 'New search')}</a></p>`,
    );
  if (path === '/trajets/retour' && method === 'GET') {
    if (!b?.out || !b.ret) return expired();
    return html(
      t('Retour', 'Return'),
      `<p>${t('Étape 1 sur 4', 'Step 1 of 4')}</p>${resultsList(s, b.arr, b.dep, b.ret, 'retour')}`,
    );
  }
  if (path === '/reservation/choix' && method === 'POST') {
    if (!b || !DEPARTURES.some(([x]) => x === fields.depart)) return expired();
    if (fields.sens === 'retour' && b.ret && b.out) {
      b.back = fields.depart;
      return { redirect: '/reservation/voyageurs' };
    }
    b.out = fields.depart;
    b.back = null;
    return { redirect: b.ret ? '/trajets/retour' : '/reservation/voyageurs' };
  }
  if (
    path.startsWith('/reservation/') &&
    path !== '/reservation/confirmation' &&
    (!b?.out || (b.ret && !b.back))
  )
    return expired();
  if (path === '/reservation/voyageurs' && method === 'GET')
    return { html: passengersForm(ctx, s, '', b.people ?? {}) };
  if (path === '/reservation/voyageurs' && method === 'POST') {
    const names = Array.from({ length: b.pax }, (_, i) => [`p${i + 1}_prenom`, `p${i + 1}_nom`]).flat();
    if (names.some(blank))
      return {
        html: passengersForm(
          ctx,
          s,
          t(
            'Indiquez le prénom et le nom de chaque voyageur.',
            'Please give the first and last name of every passenger.',
          ),
          fields,
        ),
      };
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((fields.mail ?? '').trim()))
      return {
        html: passengersForm(
          ctx,
          s,
          t(
            'Indiquez une adresse e-mail valide pour recevoir vos billets.',
            'Please give a valid email address for your tickets.',
          ),
          fields,
        ),
      };
    b.people = fields;
    return { redirect: '/reservation/options' };
  }
  if (path === '/reservation/options' && method === 'GET') {
    if (!b.people) return { redirect: '/reservation/voyageurs' };
    return { html: optionsForm(ctx, s) };
  }
  if (path === '/reservation/options' && method === 'POST') {
    b.options = {
      siege: fields.siege ?? 'indifferent',
      velo: Boolean(fields.velo),
      bagages: fields.bagages ?? '0',
      assurance: Boolean(fields.assurance),
    };
    return { redirect: '/reservation/paiement' };
  }
  if (path === '/reservation/paiement' && method === 'GET') {
    if (!b.people) return { redirect: '/reservation/voyageurs' };
    return { html: paymentForm(ctx, s) };
  }
  if (path === '/reservation/paiement' && method === 'POST') {
    if (!b.people) return { redirect: '/reservation/voyageurs' };
    const digits = (fields.cc_num ?? '').replace(/[\s-]/g, '');
    if (
      blank('titulaire') ||
      !/^\d{16}$/.test(digits) ||
      !/^(0[1-9]|1[0-2])\/\d{2}$/.test((fields.cc_exp ?? '').trim()) ||
      !/^\d{3}$/.test((fields.cc_cvv ?? '').trim())
    )
      return {
        html: paymentForm(
          ctx,
          s,
          t(
            'Vérifiez les informations de votre carte (titulaire, 16 chiffres, MM/AA, cryptogramme).',
            'Please check your card details (holder, 16 digits, MM/YY, security code).',
          ),
          fields,
        ),
      };
    if (!fields.cgv)
      return {
        html: paymentForm(
          ctx,
          s,
          t('Vous devez accepter les conditions générales de vente.', 'You must accept the terms of sale.'),
          fields,
        ),
      };
    const ref = `VEB-${state.nextRef++}`;
    s.done = { ...b, ref, total: fareOf(b) };
    if (acct) acct.upcoming.push({ ...trip(ref, b.dep, b.arr, b.date, b.out, b.pax), carte: b.carte });
    s.booking = null;
    return { redirect: '/reservation/confirmation' };
  }
  if (path === '/reservation/confirmation' && method === 'GET') {
    const x = s.done;
    if (!x) return expired();
    const people = Array.from(
      { length: x.pax },
      (_, i) => `${x.people[`p${i + 1}_prenom`].trim()} ${x.people[`p${i + 1}_nom`].trim()}`,
    );
    return html(
      t('Réservation confirmée', 'Booking confirmed'),
      `<h1>${t('Réservation confirmée', 'Booking confirmed')}</h1>
<div class="notice" role="status"><p>${t('Merci ! Votre référence de réservation :', 'Thank you! Your booking reference:')} <strong>${x.ref}</strong></p>
<p>${h(route(x.dep, x.arr))} · ${h(longDate(x.date))} · ${hhmm(x.out)}</p>
${x.ret ? `<p>${h(route(x.arr, x.dep))} · ${h(longDate(x.ret))} · ${hhmm(x.back)}</p>` : ''}
<p>${h(people.join(', '))} · ${t('payé', 'paid')} ${money(x.total)}</p>
<p>${t('Vos e-billets ont été envoyés à', 'Your e-tickets have been sent to')} ${h(x.people.mail.trim())}.</p></div>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }
  if (path === '/objets-trouves' && method === 'GET') return { html: lostForm(ctx, s) };
  if (path === '/objets-trouves' && method === 'POST') {
    const missing = [
      ['date_perte', t('date du voyage', 'date of travel')],
      ['categorie', t('type d’objet', 'type of item')],
      ['description', 'description'],
      ['courriel', t('adresse e-mail', 'email address')],
    ].filter(([k]) => blank(k));
    if (missing.length)
      return {
        html: lostForm(
          ctx,
          s,
          `${t('Merci de compléter :', 'Please fill in:')} ${missing.map(([, l]) => l).join(', ')}.`,
          fields,
        ),
      };
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(fields.date_perte.trim()))
      return {
        html: lostForm(
          ctx,
          s,
          t('La date doit être au format JJ/MM/AAAA.', 'The date must be written DD/MM/YYYY.'),
          fields,
        ),
      };
    s.report = {
      no: `OT-2026-${String(state.nextReport++).padStart(4, '0')}`,
      email: fields.courriel.trim(),
    };
    return { redirect: '/objets-trouves/confirmation' };
  }
  if (path === '/objets-trouves/confirmation' && method === 'GET') {
    if (!s.report) return { redirect: '/objets-trouves' };
    return html(
      t('Déclaration enregistrée', 'Report received'),
      `<h1>${t('Déclaration enregistrée', 'Report received')}</h1><div class="notice" role="status"><p>${t('Numéro de déclaration :', 'Report number:')} <strong>${s.report.no}</strong>.</p><p>${t('Nous vous écrirons à', 'We will write to')} ${h(s.report.email)} ${t('si l’objet est retrouvé. Les objets sont gardés 30 jours.', 'if we find it. Items are kept for 30 days.')}</p></div>`,
    );
  }
  if (path === '/actualites') {
    return html(
      t('Actualités', 'News'),
      `<h1>${t('Actualités', 'News')}</h1><div class="cards">
${NEWS.map((a) => `<article class="card"><h2>${h(both(a.title))}</h2><p><time>${both(a.date)}</time></p><p>${h(both(a.excerpt))}</p><a href="/actualites/${a.slug}">${t('Lire la suite', 'Read more')}</a></article>`).join('\n')}
</div>`,
    );
  }
  const article = NEWS.find((a) => path === `/actualites/${a.slug}`);
  if (article)
    return html(
      both(article.title),
      `<article><h1>${h(both(article.title))}</h1><p><time>${both(article.date)}</time></p><p>${h(both(article.body))}</p></article><p><a href="/actualites">${t('Toutes les actualités', 'All news')}</a></p>`,
    );
  if (path === '/aide') {
    return html(
      t('Aide', 'Help'),
      `<h1>${t('Questions fréquentes', 'Frequently asked questions')}</h1>
${FAQ.map(([qf, qe, af, ae]) => `<details><summary>${h(t(qf, qe))}</summary><p>${h(t(af, ae))}</p></details>`).join('\n')}
<p>${t('Une autre question ? Appelez le 04 76 00 12 12.', 'Another question? Call +33 4 76 00 12 12.')}</p>`,
    );
  }
  if (path === '/connexion' && method === 'GET') return { html: loginForm(ctx, s) };
  if (path === '/connexion' && method === 'POST') {
    const id = (fields.identifiant ?? '').trim().toLowerCase();
    const key = Object.keys(state.accounts).find(
      (k) => k === id || state.accounts[k].customer.toLowerCase() === id,
    );
    if (key && state.accounts[key].password === fields.mdp) {
      s.user = key;
      return { redirect: '/mes-voyages' };
    }
    return {
      html: loginForm(
        ctx,
        s,
        t('Identifiant ou mot de passe incorrect.', 'Incorrect email, customer number or password.'),
      ),
    };
  }
  if (path === '/deconnexion') {
    s.user = null;
    return { redirect: '/' };
  }
  if (!path.startsWith('/mes-voyages')) return null;
  if (!acct) return { redirect: '/connexion' };
  const find = (ref) => acct.upcoming.find((x) => x.ref === ref);
  if (path === '/mes-voyages' && method === 'GET') {
    const tab = ['a-venir', 'passes', 'infos'].includes(ctx.query.get('onglet'))
      ? ctx.query.get('onglet')
      : 'a-venir';
    return { html: accountPage(ctx, s, acct, tab) };
  }
  if (path === '/mes-voyages/modifier') {
    const x = find(method === 'POST' ? fields.ref : ctx.query.get('ref'));
    if (!x) return { redirect: '/mes-voyages' };
    if (method === 'POST' && DEPARTURES.some(([k]) => k === fields.horaire && k !== x.time)) {
      x.time = fields.horaire;
      s.flash = t(
        `C’est noté : votre voyage ${x.ref} part désormais à ${hhmm(x.time)}.`,
        `Done: your trip ${x.ref} now leaves at ${hhmm(x.time)}.`,
      );
      return { redirect: '/mes-voyages' };
    }
    return html(
      t('Changer l’horaire', 'Change time'),
      `<h1>${t('Changer l’horaire', 'Change the time of your trip')}</h1>
<p>${x.ref} · ${h(route(x.dep, x.arr))} · ${h(longDate(x.date))} · ${t('départ actuel', 'current departure')} ${hhmm(x.time)}</p>
${method === 'POST' ? errorBox(t('Choisissez un nouvel horaire.', 'Please choose a new time.')) : ''}
<form method="post" action="/mes-voyages/modifier"><input type="hidden" name="ref" value="${x.ref}">
  <fieldset><legend>${t('Nouvel horaire (même jour, sans frais)', 'New time (same day, free of charge)')}</legend>
    ${DEPARTURES.filter(([k]) => k !== x.time)
      .map(([k]) => {
        const l = leg(x.dep, x.arr, k);
        return `<label class="choice"><input type="radio" name="horaire" value="${k}"> ${hhmm(k)} — ${tools(s).modeName(l.mode)}, ${t('arrivée', 'arrives')} ${addMinutes(k, l.minutes)}</label>`;
      })
      .join('\n    ')}
  </fieldset>
  <p><button type="submit">${t('Valider le changement', 'Confirm the change')}</button> <a href="/mes-voyages">${t('Retour à mes voyages', 'Back to my trips')}</a></p>
</form>`,
    );
  }
  if (path === '/mes-voyages/annuler') {
    const x = find(method === 'POST' ? fields.ref : ctx.query.get('ref'));
    if (!x) return { redirect: '/mes-voyages' };
    const refund = money(leg(x.dep, x.arr, x.time).price * x.pax);
    if (method === 'POST' && fields.confirmer === 'oui') {
      acct.upcoming = acct.upcoming.filter((y) => y !== x);
      acct.past.unshift({ ...x, status: 'cancelled', motif: fields.motif ?? '' });
      s.flash = t(
        `Le voyage ${x.ref} est annulé. ${refund} vous seront remboursés sous 7 jours.`,
        `Your trip ${x.ref} has been cancelled. ${refund} will be refunded within 7 days.`,
      );
      return { redirect: '/mes-voyages' };
    }
    return html(
      t('Annuler un voyage', 'Cancel a trip'),
      `<h1>${t('Annuler un voyage', 'Cancel a trip')}</h1>
<p>${x.ref} · ${h(route(x.dep, x.arr))} · ${h(longDate(x.date))} · ${hhmm(x.time)} · ${pax(x.pax)}</p>
<p>${t('Montant remboursé :', 'Refund:')} ${refund}</p>
${method === 'POST' ? errorBox(t('Cochez la case pour confirmer l’annulation.', 'Tick the box to confirm the cancellation.')) : ''}
<form method="post" action="/mes-voyages/annuler"><input type="hidden" name="ref" value="${x.ref}">
  <label for="motif">${t('Motif de l’annulation', 'Reason for cancelling')}</label>
  <select id="motif" name="motif"><option value="">${t('Choisissez un motif (facultatif)', 'Choose a reason (optional)')}</option>${MOTIFS.map((m) => `<option value="${m[0]}"${fields.motif === m[0] ? ' selected' : ''}>${pick(m)}</option>`).join('')}</select>
  <p><label class="choice"><input type="checkbox" name="confirmer" value="oui"> ${t('Je confirme vouloir annuler ce voyage', 'I confirm I want to cancel this trip')}</label></p>
  <p><button type="submit">${t('Annuler le voyage', 'Cancel the trip')}</button> <a href="/mes-voyages">${t('Retour à mes voyages', 'Back to my trips')}</a></p>
</form>`,
    );
  }
  if (path === '/mes-voyages/infos' && method === 'POST') {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((fields.email ?? '').trim()) || blank('nom'))
      return {
        html: accountPage(
          ctx,
          s,
          acct,
          'infos',
          t(
            'Le nom et une adresse e-mail valide sont obligatoires.',
            'Your last name and a valid email address are required.',
          ),
        ),
      };
    Object.assign(acct.details, {
      prenom: fields.prenom ?? '',
      nom: fields.nom,
      email: fields.email.trim(),
      tel: fields.tel ?? '',
      carte: CARDS.some((c) => c[0] === fields.carte) ? fields.carte : '',
      langue: fields.langue === 'en' ? 'en' : 'fr',
      offres: fields.offres === 'oui',
    });
    s.flash = t('Vos informations ont été enregistrées.', 'Your details have been saved.');
    return { redirect: '/mes-voyages?onglet=infos' };
  }
  return null;
}
