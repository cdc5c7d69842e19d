// hotel: Hôtel des Remparts / The Ramparts Hotel, a small independent hotel of 14 rooms inside the walls
// of Dinan (Côtes-d'Armor, Brittany), with its own restaurant. French by default; an English version
// through the "FR | EN" pair of buttons at the right of the header (a small POST form to /langue; the
// language is kept in the visitor's session, same URLs).
// Pages: a home page with a quick availability search and the room types as cards; "Nos chambres" /
// "Our rooms"; a booking flow in steps: the availability search (arrival and departure date pickers,
// adults and children in selects; a GET form the site records) and its results as room cards (price per
// night, description, total for the stay, a "Réserver cette chambre" / "Book this room" button on every
// room free and large enough; some rooms are fully booked on some nights), then the extras (breakfast
// with a number of people, private parking, late check-out, a pet with a number of animals, a baby cot:
// checkboxes), then the guest's details (title as radio buttons, names, email, phone, estimated arrival
// time in a select, special requests, the terms checkbox), then a summary with a confirm button, then a
// confirmation with an RES- reference (payment at the hotel, no card asked online); the restaurant
// page and its table booking (date picker, service time in a select, number of guests, name, phone,
// email, occasion select, allergies; closed on Sunday evenings and Mondays; TAB- reference); gift
// vouchers (amount as radio buttons or a free amount, recipient, message, delivery by e-mail or by post
// with a postal address, buyer's details, then a card payment page; BON- reference); a contact form
// (subject select; MSG- reference); an FAQ of collapsible questions; and the guest area behind a
// sign-in, with tabs: Mes réservations (change the estimated arrival time; cancel a booking with a
// reason in a select, then a confirmation page), Mes factures (read-only list) and Mon profil (phone,
// newsletter, preferred language).
// Accounts: sophie.lemaire@mail.test / Remparts-2026, david.miller@mail.test / Dinan*Walls8.
// Not offered online (FAQ): paying a deposit or the stay in advance (bank transfer or card: the stay is
// paid at the hotel), the spa (the hotel has none; the partner spa is booked by phone), a room upgrade
// request, changing the dates or the room of a booking (the reception does it by phone).
// "Today" on this site is Thursday 12 November 2026.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-11-12';
const LAST_ARRIVAL = '2027-11-12';
const MAX_NIGHTS = 14;

/* ------------------------------------------------------------------------------------------ data */

// id, [French, English] name, capacity, price per night, [French, English] description, booked nights
const ROOMS = [
  {
    id: 'individuelle',
    name: ['Chambre Individuelle', 'Single Room'],
    capacity: 1,
    price: 69,
    size: 12,
    text: [
      'Une chambre douillette sous les toits pour une personne : lit de 120 cm, douche à l’italienne, bureau. Vue sur les toits de la vieille ville.',
      'A cosy attic room for one: 120 cm bed, walk-in shower, desk. View over the roofs of the old town.',
    ],
    booked: ['2026-11-13'],
  },
  {
    id: 'classique',
    name: ['Chambre Classique', 'Classic Room'],
    capacity: 2,
    price: 89,
    size: 16,
    text: [
      'Côté cour, au calme : lit double de 160 cm, salle de douche, bouilloire et thé breton. Idéale pour une escale à Dinan.',
      'On the quiet courtyard side: 160 cm double bed, shower room, kettle and Breton tea. Ideal for a stopover in Dinan.',
    ],
    booked: ['2026-12-31'],
  },
  {
    id: 'superieure',
    name: ['Chambre Supérieure', 'Superior Room'],
    capacity: 2,
    price: 119,
    size: 22,
    text: [
      'Vue sur les remparts et le jardin anglais : lit king size de 180 cm (ou deux lits jumeaux sur demande), baignoire, coin salon.',
      'Looking onto the ramparts and the English garden: 180 cm king-size bed (or twin beds on request), bathtub, seating area.',
    ],
    booked: ['2026-12-04', '2026-12-05'],
  },
  {
    id: 'familiale',
    name: ['Chambre Familiale', 'Family Room'],
    capacity: 4,
    price: 149,
    size: 30,
    text: [
      'Deux espaces communicants pour 4 personnes : un lit double et deux lits simples, salle de bains avec baignoire, jeux de société à disposition.',
      'Two connecting areas for 4 people: a double bed and two single beds, bathroom with a tub, board games to borrow.',
    ],
    booked: ['2026-11-27', '2026-11-28', '2026-12-24', '2026-12-25'],
  },
  {
    id: 'suite',
    name: ['Suite des Remparts', 'Ramparts Suite'],
    capacity: 3,
    price: 189,
    size: 38,
    text: [
      'Notre plus belle chambre, au dernier étage de la tour : vue sur la vallée de la Rance et le viaduc, lit king size, salon avec canapé-lit, baignoire îlot. Animaux non admis.',
      'Our finest room, at the top of the tower: view over the Rance valley and the viaduct, king-size bed, lounge with a sofa bed, free-standing bath. No pets.',
    ],
    booked: ['2026-11-20', '2026-11-21', '2026-12-31', '2027-01-01'],
  },
];

// [value, French, English]
const ARRIVAL_TIMES = [
  ['15-16', 'Entre 15 h et 16 h', 'Between 3 and 4 pm'],
  ['16-18', 'Entre 16 h et 18 h', 'Between 4 and 6 pm'],
  ['18-20', 'Entre 18 h et 20 h', 'Between 6 and 8 pm'],
  ['20-22', 'Entre 20 h et 22 h', 'Between 8 and 10 pm'],
  ['apres-22', 'Après 22 h (boîte à clés)', 'After 10 pm (key box)'],
];
const CIVILITES = [
  ['mme', 'Madame', 'Mrs / Ms'],
  ['m', 'Monsieur', 'Mr'],
];
const CANCEL_REASONS = [
  ['empechement', 'Empêchement personnel', 'Something came up'],
  ['sante', 'Raison de santé', 'Illness'],
  ['professionnel', 'Raison professionnelle', 'Work commitments'],
  ['transport', 'Problème de transport ou météo', 'Travel problems or weather'],
  ['autre-hebergement', 'J’ai trouvé un autre hébergement', 'I found somewhere else to stay'],
  ['autre', 'Autre raison', 'Another reason'],
];
const LUNCH = ['12:00', '12:30', '13:00', '13:30'];
const DINNER = ['19:00', '19:30', '20:00', '20:30', '21:00'];
const OCCASIONS = [
  ['', 'Aucune en particulier', 'None in particular'],
  ['anniversaire', 'Anniversaire', 'Birthday'],
  ['romantique', 'Dîner en amoureux', 'Romantic dinner'],
  ['affaires', 'Repas d’affaires', 'Business meal'],
  ['famille', 'Fête de famille', 'Family celebration'],
];
const VOUCHER_AMOUNTS = ['50', '100', '150', '200'];
const CONTACT_SUBJECTS = [
  ['reservation', 'Question sur une réservation', 'A question about a booking'],
  ['restaurant', 'Restaurant', 'Restaurant'],
  ['groupe', 'Groupes et séminaires', 'Groups and seminars'],
  ['objet-oublie', 'Objet oublié', 'Lost property'],
  ['autre', 'Autre demande', 'Something else'],
];
const LANGUAGES = [
  ['fr', 'Français', 'French'],
  ['en', 'Anglais', 'English'],
];

const PRICES = { breakfast: 14, parking: 12, late: 25, pet: 10, tax: 1.1 };

const FAQ = [
  [
    'À quelle heure puis-je arriver et partir ?',
    'What time can I check in and check out?',
    'Les chambres sont prêtes à partir de 15 h et se libèrent avant 11 h. Le départ tardif jusqu’à 14 h se réserve en option (25 €). Après 22 h, vos clés vous attendent dans une boîte à code : indiquez-nous votre heure d’arrivée.',
    'Rooms are ready from 3 pm and must be vacated by 11 am. Late check-out until 2 pm can be booked as an extra (€25). After 10 pm your keys wait for you in a key box: just tell us when you expect to arrive.',
  ],
  [
    'Comment se règle le séjour ? Faut-il verser un acompte ?',
    'How do I pay for my stay? Is a deposit required?',
    'Aucun paiement n’est demandé en ligne : ni carte bancaire, ni acompte, ni virement. Le séjour se règle sur place, à l’arrivée ou au départ (carte, espèces, chèques-vacances). Nous ne prenons pas d’acompte par virement.',
    'No payment is taken online: no card, no deposit, no bank transfer. You pay for your stay at the hotel, on arrival or on departure (card, cash, holiday vouchers). We do not take deposits by bank transfer.',
  ],
  [
    'Peut-on annuler ou modifier une réservation ?',
    'Can I cancel or change a booking?',
    'L’annulation est gratuite jusqu’à 48 h avant l’arrivée, depuis votre espace client ou par téléphone ; ensuite, la première nuit est due. Dans l’espace client vous pouvez aussi changer votre heure d’arrivée. Pour changer de dates ou de chambre, appelez la réception au 02 96 39 12 45.',
    'Cancelling is free up to 48 hours before arrival, from your guest area or by phone; after that the first night is charged. In the guest area you can also change your arrival time. To change the dates or the room, call the reception on +33 2 96 39 12 45.',
  ],
  [
    'Puis-je demander un surclassement ?',
    'Can I ask for a room upgrade?',
    'Les surclassements ne se demandent pas en ligne. Selon les disponibilités, la réception peut vous en proposer un le jour de votre arrivée.',
    'Upgrades cannot be requested online. Depending on availability, the reception may offer you one on the day you arrive.',
  ],
  [
    'L’hôtel a-t-il un spa ?',
    'Does the hotel have a spa?',
    'Non, l’hôtel n’a ni spa ni piscine. Nos voisins des Bains de la Rance (à 400 m) proposent hammam et massages : réservez directement auprès d’eux par téléphone au 02 96 87 40 11. Nous ne pouvons pas réserver de soins pour vous.',
    'No, the hotel has no spa and no pool. Our neighbours at Les Bains de la Rance (400 m away) offer a hammam and massages: book directly with them by phone on +33 2 96 87 40 11. We cannot book treatments for you.',
  ],
  [
    'Les animaux sont-ils acceptés ?',
    'Do you accept pets?',
    'Oui, chiens et chats sont les bienvenus (10 € par animal et par nuit, deux au plus), sauf dans la Suite des Remparts. Ajoutez-les dans les options de votre réservation.',
    'Yes, dogs and cats are welcome (€10 per animal per night, two at most), except in the Ramparts Suite. Add them in the extras of your booking.',
  ],
  [
    'Y a-t-il un parking ?',
    'Is there parking?',
    'Notre parking privé fermé (8 places) se réserve en option à 12 € la nuit. Sinon, le parking public du Champ Clos est à 300 m.',
    'Our closed private car park (8 spaces) can be booked as an extra for €12 a night. Otherwise the public car park of the Champ Clos is 300 m away.',
  ],
  [
    'Quels sont les horaires du restaurant ?',
    'When is the restaurant open?',
    'Le restaurant La Tour Sainte-Catherine sert de 12 h à 13 h 30 et de 19 h à 21 h, du mardi au dimanche midi. Il est fermé le dimanche soir et le lundi. Au-delà de 10 couverts, écrivez-nous via le formulaire de contact (Groupes et séminaires).',
    'La Tour Sainte-Catherine restaurant serves from 12 to 1:30 pm and from 7 to 9 pm, Tuesday to Sunday lunchtime. It is closed on Sunday evenings and on Mondays. For more than 10 guests, write to us through the contact form (Groups and seminars).',
  ],
  [
    'Combien de temps un bon cadeau est-il valable ?',
    'How long is a gift voucher valid for?',
    'Un an à compter de l’achat, pour une nuit, un dîner ou tout autre service de l’hôtel. Il est envoyé par e-mail aussitôt payé, ou par courrier sous 3 jours ouvrés (3 €).',
    'One year from purchase, for a night, a dinner or any other service of the hotel. It is emailed as soon as it is paid for, or posted within 3 working days (€3).',
  ],
];

/* ------------------------------------------------------------------------------------------ accounts */

const stay = (ref, room, arrival, departure, adults, children, arrivalTime, status = 'confirmee') => ({
  ref,
  room,
  arrival,
  departure,
  adults,
  children,
  arrivalTime,
  status,
});

function seedAccounts() {
  return {
    'sophie.lemaire@mail.test': {
      password: 'Remparts-2026',
      civ: 'mme',
      first: 'Sophie',
      last: 'Lemaire',
      guest: 'CL-4127',
      phone: '06 88 21 47 09',
      newsletter: true,
      langue: 'fr',
      stays: [
        stay('RES-23877', 'classique', '2026-08-14', '2026-08-16', 2, 0, '18-20', 'terminee'),
        stay('RES-24391', 'superieure', '2026-11-20', '2026-11-22', 2, 0, '18-20'),
        stay('RES-24455', 'classique', '2026-12-18', '2026-12-19', 1, 0, '16-18'),
      ],
      invoices: [
        ['FAC-2026-0871', '2026-08-16', ['Séjour RES-23877, 2 nuits', 'Stay RES-23877, 2 nights'], 318, true],
        ['FAC-2026-0912', '2026-08-15', ['Restaurant, dîner pour 2', 'Restaurant, dinner for 2'], 96.5, true],
      ],
    },
    'david.miller@mail.test': {
      password: 'Dinan*Walls8',
      civ: 'm',
      first: 'David',
      last: 'Miller',
      guest: 'CL-4388',
      phone: '+44 7700 900456',
      newsletter: false,
      langue: 'en',
      stays: [
        stay('RES-24502', 'familiale', '2026-11-27', '2026-11-29', 2, 2, '16-18'),
        stay('RES-24610', 'suite', '2026-12-31', '2027-01-02', 2, 1, '15-16'),
      ],
      invoices: [
        [
          'FAC-2026-0433',
          '2026-04-12',
          ['Séjour RES-22140, 3 nuits', 'Stay RES-22140, 3 nights'],
          581.4,
          true,
        ],
        ['FAC-2026-0434', '2026-04-12', ['Bon cadeau BON-57702', 'Gift voucher BON-57702'], 100, true],
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.hotel). */
export function hotelState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    nextBooking: 24871,
    nextTable: 3310,
    nextVoucher: 58021,
    nextMessage: 1207,
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
const nightsOf = (a, b) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 864e5);
const nightList = (a, b) => Array.from({ length: nightsOf(a, b) }, (_, i) => addDays(a, i));
const roomOf = (id) => ROOMS.find((r) => r.id === id);
const freeFor = (room, a, b) => !nightList(a, b).some((n) => room.booked.includes(n));

function tools(s) {
  const en = s.lang === 'en';
  const i = en ? 1 : 0;
  const t = (fr, eng) => (en ? eng : fr);
  const L = (pair) => pair[i];
  const pick = (row) => (row ? (en ? row[2] : row[1]) : '');
  const money = (n) => {
    const x = Number.isInteger(n) ? String(n) : en ? n.toFixed(2) : n.toFixed(2).replace('.', ',');
    return en ? `€${x}` : `${x} €`;
  };
  const euros = (n) => (en ? `€${n.toFixed(2)}` : `${n.toFixed(2).replace('.', ',')} €`);
  const date = (iso, withDay = true) => {
    const x = new Date(`${iso}T00:00:00Z`);
    const d = x.getUTCDate();
    const dm = en
      ? `${d} ${MONTHS[1][x.getUTCMonth()]} ${x.getUTCFullYear()}`
      : `${d === 1 ? '1er' : d} ${MONTHS[0][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
    return withDay ? `${DAYS[i][x.getUTCDay()]} ${dm}` : dm;
  };
  const nights = (n) => t(`${n} nuit${n > 1 ? 's' : ''}`, `${n} night${n > 1 ? 's' : ''}`);
  const guests = (a, c) =>
    t(
      `${a} adulte${a > 1 ? 's' : ''}${c ? `, ${c} enfant${c > 1 ? 's' : ''}` : ''}`,
      `${a} adult${a > 1 ? 's' : ''}${c ? `, ${c} child${c > 1 ? 'ren' : ''}` : ''}`,
    );
  return { en, t, L, pick, money, euros, date, nights, guests };
}

const errorBox = (e) => (e ? `<div class="error" role="alert"><p>${h(e)}</p></div>` : '');
const flashBox = (s) => {
  const f = s.flash;
  s.flash = '';
  return f ? `<div class="notice" role="status"><p>${h(f)}</p></div>` : '';
};
const opt = (val, text, cur) =>
  `<option value="${h(val)}"${String(cur ?? '') === String(val) ? ' selected' : ''}>${h(text)}</option>`;
const checked = (on) => (on ? ' checked' : '');
const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/.test(String(e ?? '').trim());
const digits = (x) => String(x ?? '').replace(/[\s.\-()]/g, '');
const validPhone = (p) => /^(0[1-9]\d{8}|\+33[1-9]\d{8}|\+\d{9,14}|00\d{9,14})$/.test(digits(p));
const star = '<span class="req" aria-hidden="true">*</span>';

function visitor(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.remparts_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, {
      lang: 'fr',
      user: null,
      next: '',
      flash: '',
      booking: null,
      voucher: null,
      done: {},
    });
    ctx.setCookie('remparts_sid', id);
  }
  return state.sessions.get(id);
}

function hotelPage(ctx, s, title, body) {
  const { t } = tools(s);
  const acct = s.user ? ctx.state.accounts[s.user] : null;
  const here = h(ctx.method === 'GET' ? ctx.path + ctx.url.search : ctx.path);
  const langButton = (code, label, name) =>
    `<button type="submit" name="langue" value="${code}" lang="${code}" title="${name}"${s.lang === code ? ' aria-pressed="true" class="on"' : ' aria-pressed="false"'}>${label}</button>`;
  return page({
    lang: s.lang,
    title: `${title} — ${t('Hôtel des Remparts', 'The Ramparts Hotel')}, Dinan`,
    brand: '#27404f',
    css: `.hint{color:#666;font-size:.85rem;margin:2px 0 6px}.req{color:#b00}.price{font-size:1.15rem;font-weight:700;color:#27404f}
.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.actions{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
.search{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:8px 16px 16px;margin:16px 0;display:flex;gap:16px;flex-wrap:wrap;align-items:flex-end}
.search label{margin-top:0}.search input,.search select{min-width:140px!important}
.full{color:#9b2c2c;font-weight:600}.tabs{display:flex;gap:4px;border-bottom:2px solid #27404f;margin:16px 0}.tabs a{padding:8px 14px;text-decoration:none;color:#27404f;border-radius:6px 6px 0 0}
.tabs a[aria-current]{background:#27404f;color:#fff}details{background:#fff;border:1px solid #e2e2e2;border-radius:6px;margin:8px 0;padding:10px 14px}summary{cursor:pointer;font-weight:600}
dl.summary{display:grid;grid-template-columns:220px 1fr;gap:6px 16px}dl.summary dt{font-weight:600}dl.summary dd{margin:0}
header .langs{margin-left:auto;display:flex;gap:2px;align-items:center}header .langs button{background:transparent;border:1px solid #fff;padding:2px 8px;font-size:.85rem}
header .langs button.on{background:#fff;color:#27404f}.extra{border-bottom:1px solid #eee;padding:6px 0}`,
    header: `<a class="logo" href="/">${t('Hôtel des Remparts', 'The Ramparts Hotel')} <small>★★★ Dinan</small></a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="/chambres">${t('Nos chambres', 'Our rooms')}</a> · <a href="/reserver">${t('Réserver', 'Book')}</a> · <a href="/restaurant">${t('Restaurant', 'Restaurant')}</a> · <a href="/bons-cadeaux">${t('Bons cadeaux', 'Gift vouchers')}</a> · <a href="/faq">FAQ</a> · <a href="/contact">Contact</a> · ${
      acct
        ? `<a href="/espace">${t('Mon espace', 'My account')} (${h(acct.first)})</a> · <a href="/deconnexion">${t('Déconnexion', 'Sign out')}</a>`
        : `<a href="/espace">${t('Espace client', 'Guest area')}</a>`
    }</nav>
<form method="post" action="/langue" class="langs" aria-label="${t('Langue', 'Language')}"><input type="hidden" name="retour" value="${here}">${langButton('fr', 'FR', 'Version française')}<span aria-hidden="true">|</span>${langButton('en', 'EN', 'English version')}</form>`,
    body,
    footer: `<p>${t('Hôtel des Remparts · 6 rue du Rempart, 22100 Dinan · 02 96 39 12 45 · bonjour@hotel-remparts.test', 'The Ramparts Hotel · 6 rue du Rempart, 22100 Dinan, France · +33 2 96 39 12 45 · bonjour@hotel-remparts.test')}</p>
<p>${t('Réception ouverte de 7 h à 22 h. Restaurant La Tour Sainte-Catherine : du mardi au dimanche midi.', 'Reception open from 7 am to 10 pm. La Tour Sainte-Catherine restaurant: Tuesday to Sunday lunchtime.')}</p>
<p><a href="/faq">FAQ</a> · <a href="/contact">Contact</a> · <a href="/bons-cadeaux">${t('Bons cadeaux', 'Gift vouchers')}</a></p>`,
  });
}

/* ------------------------------------------------------------------------------------------ booking */

function searchForm(s, v = {}) {
  const { t } = tools(s);
  return `<form method="get" action="/disponibilites" class="search" aria-label="${t('Rechercher une chambre', 'Find a room')}">
  <div><label for="sr-arr">${t('Arrivée', 'Arrival')}</label><input type="date" id="sr-arr" name="arrivee" min="${TODAY}" value="${h(v.arrivee ?? '')}"></div>
  <div><label for="sr-dep">${t('Départ', 'Departure')}</label><input type="date" id="sr-dep" name="depart" min="${addDays(TODAY, 1)}" value="${h(v.depart ?? '')}"></div>
  <div><label for="sr-ad">${t('Adultes', 'Adults')}</label><select id="sr-ad" name="adultes">${['1', '2', '3', '4'].map((n) => opt(n, n, v.adultes ?? '2')).join('')}</select></div>
  <div><label for="sr-ch">${t('Enfants (moins de 12 ans)', 'Children (under 12)')}</label><select id="sr-ch" name="enfants">${['0', '1', '2', '3'].map((n) => opt(n, n, v.enfants ?? '0')).join('')}</select></div>
  <div><button type="submit">${t('Voir les disponibilités', 'Check availability')}</button></div>
</form>`;
}

function searchProblems(s, f) {
  const { t } = tools(s);
  const problems = [];
  if (!validIso(f.arrivee)) problems.push(t('la date d’arrivée', 'the arrival date'));
  else if (f.arrivee < TODAY) problems.push(t('une date d’arrivée à venir', 'an arrival date in the future'));
  else if (f.arrivee > LAST_ARRIVAL)
    problems.push(t('une arrivée dans les 12 prochains mois', 'an arrival within the next 12 months'));
  if (!validIso(f.depart)) problems.push(t('la date de départ', 'the departure date'));
  else if (validIso(f.arrivee) && f.depart <= f.arrivee)
    problems.push(t('un départ après l’arrivée', 'a departure after the arrival'));
  else if (validIso(f.arrivee) && nightsOf(f.arrivee, f.depart) > MAX_NIGHTS)
    problems.push(t('un séjour de 14 nuits au plus', 'a stay of 14 nights at most'));
  if (!/^[1-4]$/.test(f.adultes ?? '')) problems.push(t('le nombre d’adultes', 'the number of adults'));
  if (!/^[0-3]$/.test(f.enfants ?? '')) problems.push(t('le nombre d’enfants', 'the number of children'));
  return problems;
}

function roomCard(s, r, f) {
  const { t, L, money, nights } = tools(s);
  let action = '';
  if (f) {
    const n = nightsOf(f.arrivee, f.depart);
    const people = Number(f.adultes) + Number(f.enfants);
    if (people > r.capacity)
      action = `<p class="full">${t(`Ne convient pas pour ${people} personnes`, `Not suitable for ${people} guests`)}</p>`;
    else if (!freeFor(r, f.arrivee, f.depart))
      action = `<p class="full">${t('Complet à ces dates', 'Fully booked on these dates')}</p>`;
    else
      action = `<p>${t(`Total pour ${nights(n)} :`, `Total for ${nights(n)}:`)} <strong>${money(r.price * n)}</strong></p>
<form method="post" action="/reserver/chambre">
<input type="hidden" name="chambre" value="${r.id}"><input type="hidden" name="arrivee" value="${h(f.arrivee)}"><input type="hidden" name="depart" value="${h(f.depart)}"><input type="hidden" name="adultes" value="${h(f.adultes)}"><input type="hidden" name="enfants" value="${h(f.enfants)}">
<button type="submit">${t('Réserver cette chambre', 'Book this room')}</button></form>`;
  }
  return `<article class="card">
<h2>${h(L(r.name))}</h2>
<p class="price">${t(`${money(r.price)} la nuit`, `${money(r.price)} per night`)}</p>
<p class="hint">${r.size} m² · ${t(`jusqu’à ${r.capacity} personne${r.capacity > 1 ? 's' : ''}`, `up to ${r.capacity} guest${r.capacity > 1 ? 's' : ''}`)}</p>
<p>${h(L(r.text))}</p>
${action}
</article>`;
}

function resultsPage(ctx, s, f, problems) {
  const { t, date, nights, guests, L } = tools(s);
  const ok = !problems.length;
  return hotelPage(
    ctx,
    s,
    t('Disponibilités', 'Availability'),
    `<p class="step">${t('Étape 1 sur 4 — Votre chambre', 'Step 1 of 4 — Your room')}</p>
<h1>${t('Chambres disponibles', 'Available rooms')}</h1>
${searchForm(s, f)}
${
  ok
    ? `<p>${t('Du', 'From')} ${h(date(f.arrivee))} ${t('au', 'to')} ${h(date(f.depart))} · ${nights(nightsOf(f.arrivee, f.depart))} · ${guests(Number(f.adultes), Number(f.enfants))}</p>
<p class="hint">${t('Prix par chambre et par nuit, petit-déjeuner non compris. Taxe de séjour en sus : 1,10 € par adulte et par nuit.', 'Prices per room per night, breakfast not included. Tourist tax on top: €1.10 per adult per night.')}</p>
<div class="cards">${ROOMS.map((r) => roomCard(s, r, f)).join('\n')}</div>
${ROOMS.every((r) => Number(f.adultes) + Number(f.enfants) > r.capacity || !freeFor(r, f.arrivee, f.depart)) ? `<p class="error">${t('Aucune chambre ne convient à ces dates. Essayez d’autres dates ou appelez-nous au 02 96 39 12 45.', 'No room fits on these dates. Try other dates or call us on +33 2 96 39 12 45.')}</p>` : ''}`
    : `${errorBox(`${t('Merci de corriger votre recherche :', 'Please correct your search:')} ${problems.join(', ')}.`)}
<p>${ROOMS.map((r) => h(L(r.name))).join(' · ')}</p>`
}`,
  );
}

function extrasPage(ctx, s, v = {}, error = '') {
  const { t, L, date, nights, guests, money } = tools(s);
  const b = s.booking;
  const r = roomOf(b.chambre);
  const people = Number(b.adultes) + Number(b.enfants);
  const cur = { pdj_personnes: String(people), animaux: '1', ...v };
  return hotelPage(
    ctx,
    s,
    t('Options', 'Extras'),
    `<p class="step">${t('Étape 2 sur 4 — Options', 'Step 2 of 4 — Extras')}</p>
<h1>${t('Agrémentez votre séjour', 'Make the most of your stay')}</h1>
<p><strong>${h(L(r.name))}</strong> · ${h(date(b.arrivee))} → ${h(date(b.depart))} · ${nights(nightsOf(b.arrivee, b.depart))} · ${guests(Number(b.adultes), Number(b.enfants))} · <a href="/disponibilites?arrivee=${b.arrivee}&amp;depart=${b.depart}&amp;adultes=${b.adultes}&amp;enfants=${b.enfants}">${t('changer de chambre', 'choose another room')}</a></p>
${errorBox(error)}
<form method="post" action="/reserver/options">
  <fieldset><legend>${t('Options (facultatives)', 'Extras (optional)')}</legend>
  <div class="extra">
    <label class="choice"><input type="checkbox" name="petit_dejeuner" value="oui"${checked(cur.petit_dejeuner === 'oui')}> ${t(`Petit-déjeuner buffet — ${money(PRICES.breakfast)} par personne et par nuit`, `Breakfast buffet — ${money(PRICES.breakfast)} per person per night`)}</label>
    <label for="ex-pdj">${t('Nombre de personnes pour le petit-déjeuner', 'Number of people for breakfast')}</label>
    <select id="ex-pdj" name="pdj_personnes">${Array.from({ length: people }, (_, k) => String(k + 1))
      .map((n) => opt(n, n, cur.pdj_personnes))
      .join('')}</select>
  </div>
  <div class="extra">
    <label class="choice"><input type="checkbox" name="parking" value="oui"${checked(cur.parking === 'oui')}> ${t(`Parking privé fermé — ${money(PRICES.parking)} par nuit`, `Closed private parking — ${money(PRICES.parking)} per night`)}</label>
  </div>
  <div class="extra">
    <label class="choice"><input type="checkbox" name="depart_tardif" value="oui"${checked(cur.depart_tardif === 'oui')}> ${t(`Départ tardif jusqu’à 14 h — ${money(PRICES.late)}`, `Late check-out until 2 pm — ${money(PRICES.late)}`)}</label>
  </div>
  <div class="extra">
    <label class="choice"><input type="checkbox" name="animal" value="oui"${checked(cur.animal === 'oui')}> ${t(`Animal de compagnie — ${money(PRICES.pet)} par animal et par nuit`, `Pet — ${money(PRICES.pet)} per animal per night`)}</label>
    <label for="ex-pets">${t('Nombre d’animaux', 'Number of pets')}</label>
    <select id="ex-pets" name="animaux">${opt('1', '1', cur.animaux)}${opt('2', '2', cur.animaux)}</select>
    <p class="hint">${t('Chiens et chats acceptés, sauf dans la Suite des Remparts.', 'Dogs and cats welcome, except in the Ramparts Suite.')}</p>
  </div>
  <div class="extra">
    <label class="choice"><input type="checkbox" name="lit_bebe" value="oui"${checked(cur.lit_bebe === 'oui')}> ${t('Lit bébé — offert', 'Baby cot — free of charge')}</label>
  </div>
  </fieldset>
  <p class="actions"><button type="submit">${t('Continuer', 'Continue')}</button></p>
</form>`,
  );
}

function detailsPage(ctx, s, v = {}, error = '') {
  const { t, pick, L } = tools(s);
  const b = s.booking;
  const val = (k) => h(v[k] ?? '');
  return hotelPage(
    ctx,
    s,
    t('Vos coordonnées', 'Your details'),
    `<p class="step">${t('Étape 3 sur 4 — Vos coordonnées', 'Step 3 of 4 — Your details')}</p>
<h1>${t('Vos coordonnées', 'Your details')}</h1>
<p>${h(L(roomOf(b.chambre).name))} · <a href="/reserver/options">${t('modifier les options', 'change the extras')}</a></p>
${errorBox(error)}
<form method="post" action="/reserver/coordonnees">
  <fieldset><legend>${t('Civilité', 'Title')} ${star}</legend>
  ${CIVILITES.map((k) => `<label class="choice"><input type="radio" name="civilite" value="${k[0]}"${checked(v.civilite === k[0])}> ${pick(k)}</label>`).join('\n  ')}
  </fieldset>
  <label for="gd-first">${t('Prénom', 'First name')} ${star}</label><input id="gd-first" name="prenom" autocomplete="given-name" value="${val('prenom')}">
  <label for="gd-last">${t('Nom', 'Last name')} ${star}</label><input id="gd-last" name="nom" autocomplete="family-name" value="${val('nom')}">
  <label for="gd-email">${t('E-mail', 'Email')} ${star}</label><input id="gd-email" type="email" name="email" value="${val('email')}">
  <label for="gd-tel">${t('Téléphone', 'Phone')} ${star}</label><input id="gd-tel" type="tel" name="telephone" value="${val('telephone')}">
  <p class="hint">${t('Numéro français ou international (+44…).', 'French or international number (+44…).')}</p>
  <label for="gd-time">${t('Heure d’arrivée estimée', 'Estimated arrival time')} ${star}</label>
  <select id="gd-time" name="heure_arrivee">${opt('', t('— Choisir —', '— Choose —'), v.heure_arrivee)}${ARRIVAL_TIMES.map((k) => opt(k[0], pick(k), v.heure_arrivee)).join('')}</select>
  <label for="gd-req">${t('Demandes particulières (facultatif)', 'Special requests (optional)')}</label><textarea id="gd-req" name="demandes" rows="3">${val('demandes')}</textarea>
  <p><label class="choice"><input type="checkbox" name="cgv" value="oui"${checked(v.cgv === 'oui')}> ${t('J’accepte les conditions générales de vente et la politique d’annulation', 'I accept the terms and conditions and the cancellation policy')} ${star}</label></p>
  <p class="actions"><button type="submit">${t('Vérifier ma réservation', 'Review my booking')}</button> <a href="/reserver/options">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}

function bookingLines(s, b) {
  const { t, L, money, euros } = tools(s);
  const r = roomOf(b.chambre);
  const n = nightsOf(b.arrivee, b.depart);
  const lines = [[`${L(r.name)} × ${n}`, r.price * n]];
  if (b.petit_dejeuner === 'oui')
    lines.push([
      t(`Petit-déjeuner, ${b.pdj_personnes} pers. × ${n}`, `Breakfast, ${b.pdj_personnes} × ${n}`),
      PRICES.breakfast * Number(b.pdj_personnes) * n,
    ]);
  if (b.parking === 'oui') lines.push([t(`Parking × ${n}`, `Parking × ${n}`), PRICES.parking * n]);
  if (b.depart_tardif === 'oui') lines.push([t('Départ tardif', 'Late check-out'), PRICES.late]);
  if (b.animal === 'oui')
    lines.push([
      t(`Animaux, ${b.animaux} × ${n}`, `Pets, ${b.animaux} × ${n}`),
      PRICES.pet * Number(b.animaux) * n,
    ]);
  if (b.lit_bebe === 'oui') lines.push([t('Lit bébé', 'Baby cot'), 0]);
  lines.push([t('Taxe de séjour', 'Tourist tax'), PRICES.tax * Number(b.adultes) * n]);
  const total = lines.reduce((a, [, x]) => a + x, 0);
  return {
    rows: lines.map(
      ([k, x]) => `<tr><td>${h(k)}</td><td>${Number.isInteger(x) ? money(x) : euros(x)}</td></tr>`,
    ),
    total: euros(total),
  };
}

function summaryPage(ctx, s) {
  const { t, L, date, nights, guests, pick } = tools(s);
  const b = s.booking;
  const { rows, total } = bookingLines(s, b);
  const dl = [
    [t('Chambre', 'Room'), L(roomOf(b.chambre).name)],
    [t('Arrivée', 'Arrival'), date(b.arrivee)],
    [t('Départ', 'Departure'), date(b.depart)],
    [
      t('Séjour', 'Stay'),
      `${nights(nightsOf(b.arrivee, b.depart))} · ${guests(Number(b.adultes), Number(b.enfants))}`,
    ],
    [t('Client', 'Guest'), `${pick(CIVILITES.find((k) => k[0] === b.civilite))} ${b.prenom} ${b.nom}`],
    [t('E-mail', 'Email'), b.email],
    [t('Téléphone', 'Phone'), b.telephone],
    [t('Heure d’arrivée', 'Arrival time'), pick(ARRIVAL_TIMES.find((k) => k[0] === b.heure_arrivee))],
    [t('Demandes particulières', 'Special requests'), b.demandes || '—'],
  ];
  return hotelPage(
    ctx,
    s,
    t('Récapitulatif', 'Summary'),
    `<p class="step">${t('Étape 4 sur 4 — Récapitulatif', 'Step 4 of 4 — Summary')}</p>
<h1>${t('Vérifiez votre réservation', 'Check your booking')}</h1>
<dl class="summary">${dl.map(([k, x]) => `<dt>${h(k)}</dt><dd>${h(x)}</dd>`).join('')}</dl>
<h2>${t('Détail du prix', 'Price details')}</h2>
<table><tbody>${rows.join('')}<tr><th>${t('Total à régler à l’hôtel', 'Total to pay at the hotel')}</th><th>${total}</th></tr></tbody></table>
<p class="hint">${t('Aucun paiement en ligne : vous réglez sur place. Annulation gratuite jusqu’à 48 h avant l’arrivée.', 'No online payment: you pay at the hotel. Free cancellation up to 48 hours before arrival.')}</p>
<p class="actions"><a href="/reserver/options">${t('Modifier les options', 'Change the extras')}</a> <a href="/reserver/coordonnees">${t('Modifier mes coordonnées', 'Change my details')}</a></p>
<form method="post" action="/reserver/confirmer">
  <p><button type="submit">${t('Confirmer la réservation', 'Confirm the booking')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ restaurant */

function tablePage(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return hotelPage(
    ctx,
    s,
    t('Réserver une table', 'Book a table'),
    `<h1>${t('Réserver une table à La Tour Sainte-Catherine', 'Book a table at La Tour Sainte-Catherine')}</h1>
<p>${t('Déjeuner de 12 h à 13 h 30, dîner de 19 h à 21 h. Fermé le dimanche soir et le lundi. Jusqu’à 10 couverts ; au-delà, écrivez-nous (Contact, « Groupes et séminaires »).', 'Lunch from 12 to 1:30 pm, dinner from 7 to 9 pm. Closed on Sunday evenings and Mondays. Up to 10 guests; for more, write to us (Contact, “Groups and seminars”).')}</p>
${errorBox(error)}
<form method="post" action="/restaurant/reservation">
  <label for="rt-date">${t('Date', 'Date')} ${star}</label><input type="date" id="rt-date" name="date" min="${TODAY}" value="${val('date')}">
  <label for="rt-time">${t('Heure', 'Time')} ${star}</label>
  <select id="rt-time" name="heure">${opt('', t('— Choisir un horaire —', '— Choose a time —'), v.heure)}<optgroup label="${t('Déjeuner', 'Lunch')}">${LUNCH.map((x) => opt(x, x, v.heure)).join('')}</optgroup><optgroup label="${t('Dîner', 'Dinner')}">${DINNER.map((x) => opt(x, x, v.heure)).join('')}</optgroup></select>
  <label for="rt-n">${t('Nombre de couverts', 'Number of guests')} ${star}</label>
  <select id="rt-n" name="couverts">${Array.from({ length: 10 }, (_, k) => String(k + 1))
    .map((n) => opt(n, n, v.couverts ?? '2'))
    .join('')}</select>
  <label for="rt-name">${t('Nom', 'Name')} ${star}</label><input id="rt-name" name="nom" autocomplete="name" value="${val('nom')}">
  <label for="rt-tel">${t('Téléphone', 'Phone')} ${star}</label><input id="rt-tel" type="tel" name="telephone" value="${val('telephone')}">
  <label for="rt-email">${t('E-mail', 'Email')} ${star}</label><input id="rt-email" type="email" name="email" value="${val('email')}">
  <label for="rt-occ">${t('Occasion', 'Occasion')}</label>
  <select id="rt-occ" name="occasion">${OCCASIONS.map((k) => opt(k[0], pick(k), v.occasion ?? '')).join('')}</select>
  <label for="rt-all">${t('Allergies ou régime particulier', 'Allergies or dietary needs')}</label><input id="rt-all" name="allergies" value="${val('allergies')}">
  <p><button type="submit">${t('Réserver la table', 'Book the table')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ vouchers */

function voucherPage(ctx, s, v = {}, error = '') {
  const { t, money } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const amount = v.montant ?? '100';
  const envoi = v.envoi ?? 'email';
  return hotelPage(
    ctx,
    s,
    t('Bons cadeaux', 'Gift vouchers'),
    `<h1>${t('Offrez un séjour aux Remparts', 'Give a stay at the Ramparts')}</h1>
<p>${t('Valable un an pour une nuit, un dîner ou tout autre service de l’hôtel. Envoyé par e-mail dès le paiement, ou par courrier sous 3 jours ouvrés.', 'Valid for one year for a night, a dinner or any other service of the hotel. Emailed as soon as it is paid for, or posted within 3 working days.')}</p>
${errorBox(error)}
<form method="post" action="/bons-cadeaux">
  <fieldset><legend>${t('Montant du bon', 'Voucher amount')} ${star}</legend>
  ${VOUCHER_AMOUNTS.map((a) => `<label class="choice"><input type="radio" name="montant" value="${a}"${checked(amount === a)}> ${money(Number(a))}</label>`).join('\n  ')}
  <label class="choice"><input type="radio" name="montant" value="autre"${checked(amount === 'autre')}> ${t('Autre montant', 'Another amount')}</label>
  <label for="vc-free">${t('Montant libre en euros (de 30 à 1 000 €)', 'Amount of your choice in euros (€30 to €1,000)')}</label><input id="vc-free" name="montant_autre" inputmode="numeric" value="${val('montant_autre')}">
  </fieldset>
  <fieldset><legend>${t('Le bénéficiaire', 'The recipient')}</legend>
  <label for="vc-to">${t('Nom du bénéficiaire', 'Recipient’s name')} ${star}</label><input id="vc-to" name="beneficiaire" value="${val('beneficiaire')}">
  <label for="vc-to-mail">${t('E-mail du bénéficiaire', 'Recipient’s email')}</label><input id="vc-to-mail" type="email" name="email_beneficiaire" value="${val('email_beneficiaire')}">
  <label for="vc-msg">${t('Message imprimé sur le bon (facultatif)', 'Message printed on the voucher (optional)')}</label><textarea id="vc-msg" name="message" rows="3" maxlength="200">${val('message')}</textarea>
  </fieldset>
  <fieldset><legend>${t('Envoi du bon', 'Delivery')} ${star}</legend>
  <label class="choice"><input type="radio" name="envoi" value="email"${checked(envoi === 'email')}> ${t('Par e-mail au bénéficiaire (gratuit)', 'By email to the recipient (free)')}</label>
  <label class="choice"><input type="radio" name="envoi" value="courrier"${checked(envoi === 'courrier')}> ${t('Par courrier, carte imprimée (3 €)', 'By post, printed card (€3)')}</label>
  <p class="hint">${t('Pour un envoi par courrier, indiquez l’adresse postale :', 'For delivery by post, give the postal address:')}</p>
  <label for="vc-addr">${t('Adresse postale', 'Postal address')}</label><input id="vc-addr" name="adresse" value="${val('adresse')}">
  <label for="vc-cp">${t('Code postal', 'Postcode')}</label><input id="vc-cp" name="code_postal" value="${val('code_postal')}">
  <label for="vc-town">${t('Ville', 'Town')}</label><input id="vc-town" name="ville" value="${val('ville')}">
  </fieldset>
  <fieldset><legend>${t('Vos coordonnées (acheteur)', 'Your details (buyer)')}</legend>
  <label for="vc-name">${t('Vos nom et prénom', 'Your full name')} ${star}</label><input id="vc-name" name="acheteur_nom" value="${val('acheteur_nom')}">
  <label for="vc-mail">${t('Votre e-mail', 'Your email')} ${star}</label><input id="vc-mail" type="email" name="acheteur_email" value="${val('acheteur_email')}">
  <label for="vc-tel">${t('Votre téléphone', 'Your phone')} ${star}</label><input id="vc-tel" type="tel" name="acheteur_tel" value="${val('acheteur_tel')}">
  </fieldset>
  <p><button type="submit">${t('Continuer vers le paiement', 'Continue to payment')}</button></p>
</form>`,
  );
}

function voucherPayPage(ctx, s, v = {}, error = '') {
  const { t, money } = tools(s);
  const o = s.voucher;
  const val = (k) => h(v[k] ?? '');
  const total = o.amount + (o.envoi === 'courrier' ? 3 : 0);
  return hotelPage(
    ctx,
    s,
    t('Paiement du bon cadeau', 'Gift voucher payment'),
    `<h1>${t('Paiement sécurisé', 'Secure payment')}</h1>
<dl class="summary"><dt>${t('Bon cadeau', 'Gift voucher')}</dt><dd>${money(o.amount)} · ${t('pour', 'for')} ${h(o.beneficiaire)}</dd>
<dt>${t('Envoi', 'Delivery')}</dt><dd>${o.envoi === 'courrier' ? `${t('Par courrier', 'By post')} (${money(3)}) · ${h(o.adresse)}, ${h(o.code_postal)} ${h(o.ville)}` : `${t('Par e-mail', 'By email')} · ${h(o.email_beneficiaire)}`}</dd>
<dt>${t('Total', 'Total')}</dt><dd><strong>${money(total)}</strong></dd></dl>
<p><a href="/bons-cadeaux">${t('Modifier le bon', 'Change the voucher')}</a></p>
${errorBox(error)}
<form method="post" action="/bons-cadeaux/paiement">
  <label for="pay-holder">${t('Titulaire de la carte', 'Cardholder’s name')} ${star}</label><input id="pay-holder" name="titulaire" autocomplete="cc-name" value="${val('titulaire')}">
  <label for="pay-num">${t('Numéro de carte', 'Card number')} ${star}</label><input id="pay-num" name="numero_carte" inputmode="numeric" autocomplete="cc-number" value="${val('numero_carte')}">
  <label for="pay-exp">${t('Date d’expiration (MM/AA)', 'Expiry date (MM/YY)')} ${star}</label><input id="pay-exp" name="expiration" placeholder="MM/AA" autocomplete="cc-exp" value="${val('expiration')}">
  <label for="pay-cvc">${t('Cryptogramme (3 chiffres au dos)', 'Security code (3 digits on the back)')} ${star}</label><input id="pay-cvc" name="cryptogramme" inputmode="numeric" autocomplete="cc-csc" value="${val('cryptogramme')}">
  <p><button type="submit">${t(`Payer ${money(total)}`, `Pay ${money(total)}`)}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ contact */

function contactPage(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return hotelPage(
    ctx,
    s,
    'Contact',
    `<h1>${t('Nous écrire', 'Write to us')}</h1>
<p>${t('La réception vous répond sous 24 h. Pour une réservation de dernière minute, appelez le 02 96 39 12 45.', 'The reception answers within 24 hours. For a last-minute booking, call +33 2 96 39 12 45.')}</p>
${errorBox(error)}
<form method="post" action="/contact">
  <label for="ct-subject">${t('Sujet', 'Subject')} ${star}</label>
  <select id="ct-subject" name="sujet">${opt('', t('— Choisir —', '— Choose —'), v.sujet)}${CONTACT_SUBJECTS.map((k) => opt(k[0], pick(k), v.sujet)).join('')}</select>
  <label for="ct-name">${t('Nom', 'Name')} ${star}</label><input id="ct-name" name="nom" autocomplete="name" value="${val('nom')}">
  <label for="ct-email">${t('E-mail', 'Email')} ${star}</label><input id="ct-email" type="email" name="email" value="${val('email')}">
  <label for="ct-tel">${t('Téléphone (facultatif)', 'Phone (optional)')}</label><input id="ct-tel" type="tel" name="telephone" value="${val('telephone')}">
  <label for="ct-msg">${t('Message', 'Message')} ${star}</label><textarea id="ct-msg" name="message" rows="6">${val('message')}</textarea>
  <p><button type="submit">${t('Envoyer le message', 'Send the message')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ guest area */

function signinPage(ctx, s, error = '', email = '') {
  const { t } = tools(s);
  return hotelPage(
    ctx,
    s,
    t('Connexion', 'Sign in'),
    `<h1>${t('Espace client', 'Guest area')}</h1>
<p>${t('Retrouvez vos réservations, vos factures et vos préférences.', 'Your bookings, invoices and preferences in one place.')}</p>
${errorBox(error)}
<form method="post" action="/connexion">
  <label for="si-email">${t('Adresse e-mail', 'Email address')} ${star}</label><input id="si-email" type="email" name="email" autocomplete="username" value="${h(email)}">
  <label for="si-pass">${t('Mot de passe', 'Password')} ${star}</label><input id="si-pass" type="password" name="mot_de_passe" autocomplete="current-password">
  <p><button type="submit">${t('Se connecter', 'Sign in')}</button></p>
</form>
<p class="hint">${t('Votre espace est créé automatiquement lors de votre première réservation ; le mot de passe vous est envoyé par e-mail.', 'Your account is created with your first booking; the password is emailed to you.')}</p>`,
  );
}

function areaPage(ctx, s, acct, tab, title, body) {
  const { t } = tools(s);
  const tabs = [
    ['reservations', t('Mes réservations', 'My bookings')],
    ['factures', t('Mes factures', 'My invoices')],
    ['profil', t('Mon profil', 'My profile')],
  ];
  return hotelPage(
    ctx,
    s,
    title,
    `<h1>${t(`Bonjour ${h(acct.first)} ${h(acct.last)}`, `Hello ${h(acct.first)} ${h(acct.last)}`)}</h1>
<p class="hint">${t('Client n°', 'Guest no.')} ${acct.guest}</p>
<nav class="tabs" aria-label="${t('Mon espace', 'My account')}">
${tabs.map(([k, l]) => `<a href="/espace/${k}"${k === tab ? ' aria-current="page"' : ''}>${l}</a>`).join('\n')}
</nav>
${flashBox(s)}
${body}`,
  );
}

function bookingsTab(ctx, s, acct) {
  const { t, L, date, pick, guests } = tools(s);
  const status = (x) =>
    x.status === 'annulee'
      ? t('Annulée', 'Cancelled')
      : x.status === 'terminee'
        ? t('Séjour effectué', 'Completed')
        : t('Confirmée', 'Confirmed');
  const rows = acct.stays.map((x) => {
    const open = x.status === 'confirmee';
    return `<tr><td><strong>${x.ref}</strong></td><td>${h(L(roomOf(x.room).name))}<br><span class="hint">${guests(x.adults, x.children)}</span></td><td>${h(date(x.arrival))} → ${h(date(x.departure))}</td><td>${h(pick(ARRIVAL_TIMES.find((k) => k[0] === x.arrivalTime)))}</td><td>${status(x)}</td><td>${
      open
        ? `<a href="/espace/reservations/heure?ref=${x.ref}">${t('Modifier l’heure d’arrivée', 'Change arrival time')}</a><br><a href="/espace/reservations/annuler?ref=${x.ref}">${t('Annuler', 'Cancel')}</a>`
        : ''
    }</td></tr>`;
  });
  return areaPage(
    ctx,
    s,
    acct,
    'reservations',
    t('Mes réservations', 'My bookings'),
    `<h2>${t('Mes réservations', 'My bookings')}</h2>
<table><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Chambre', 'Room')}</th><th>${t('Dates', 'Dates')}</th><th>${t('Arrivée prévue', 'Expected arrival')}</th><th>${t('Statut', 'Status')}</th><th><span class="hint">${t('Actions', 'Actions')}</span></th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
<p class="hint">${t('Pour changer de dates ou de chambre, appelez la réception au 02 96 39 12 45 : ces modifications ne se font pas en ligne. Annulation gratuite jusqu’à 48 h avant l’arrivée.', 'To change the dates or the room, call the reception on +33 2 96 39 12 45: these changes cannot be made online. Free cancellation up to 48 hours before arrival.')}</p>`,
  );
}

function arrivalTimePage(ctx, s, acct, x, error = '') {
  const { t, L, date, pick } = tools(s);
  return areaPage(
    ctx,
    s,
    acct,
    'reservations',
    t('Heure d’arrivée', 'Arrival time'),
    `<h2>${t('Modifier l’heure d’arrivée', 'Change the arrival time')}</h2>
<p><strong>${x.ref}</strong> · ${h(L(roomOf(x.room).name))} · ${h(date(x.arrival))}</p>
${errorBox(error)}
<form method="post" action="/espace/reservations/heure">
  <input type="hidden" name="ref" value="${x.ref}">
  <label for="at-time">${t('Nouvelle heure d’arrivée estimée', 'New estimated arrival time')}</label>
  <select id="at-time" name="heure_arrivee">${ARRIVAL_TIMES.map((k) => opt(k[0], pick(k), x.arrivalTime)).join('')}</select>
  <p class="actions"><button type="submit">${t('Enregistrer', 'Save')}</button> <a href="/espace/reservations">${t('Retour', 'Back')}</a></p>
</form>`,
  );
}

const cancelFee = (x) => (x.arrival <= addDays(TODAY, 2) ? roomOf(x.room).price : 0);

function cancelPage(ctx, s, acct, x, v = {}, error = '') {
  const { t, L, date, pick } = tools(s);
  return areaPage(
    ctx,
    s,
    acct,
    'reservations',
    t('Annuler une réservation', 'Cancel a booking'),
    `<h2>${t('Annuler une réservation', 'Cancel a booking')}</h2>
<p><strong>${x.ref}</strong> · ${h(L(roomOf(x.room).name))} · ${h(date(x.arrival))} → ${h(date(x.departure))}</p>
${errorBox(error)}
<form method="post" action="/espace/reservations/annuler">
  <input type="hidden" name="ref" value="${x.ref}">
  <label for="cn-reason">${t('Motif de l’annulation', 'Reason for cancelling')} ${star}</label>
  <select id="cn-reason" name="motif">${opt('', t('— Choisir un motif —', '— Choose a reason —'), v.motif)}${CANCEL_REASONS.map((k) => opt(k[0], pick(k), v.motif)).join('')}</select>
  <label for="cn-note">${t('Un mot pour la réception (facultatif)', 'A note for the reception (optional)')}</label><textarea id="cn-note" name="commentaire" rows="3">${h(v.commentaire ?? '')}</textarea>
  <p class="actions"><button type="submit">${t('Continuer', 'Continue')}</button> <a href="/espace/reservations">${t('Garder ma réservation', 'Keep my booking')}</a></p>
</form>`,
  );
}

function cancelConfirmPage(ctx, s, acct, x) {
  const { t, L, date, pick, money } = tools(s);
  const fee = cancelFee(x);
  return areaPage(
    ctx,
    s,
    acct,
    'reservations',
    t('Confirmer l’annulation', 'Confirm the cancellation'),
    `<h2>${t('Confirmez-vous l’annulation ?', 'Do you confirm the cancellation?')}</h2>
<dl class="summary"><dt>${t('Réservation', 'Booking')}</dt><dd>${x.ref} · ${h(L(roomOf(x.room).name))}</dd>
<dt>${t('Dates', 'Dates')}</dt><dd>${h(date(x.arrival))} → ${h(date(x.departure))}</dd>
<dt>${t('Motif', 'Reason')}</dt><dd>${h(pick(CANCEL_REASONS.find((k) => k[0] === x.pendingReason)))}</dd>
<dt>${t('Frais d’annulation', 'Cancellation fee')}</dt><dd>${fee ? money(fee) : t('Aucun (plus de 48 h avant l’arrivée)', 'None (more than 48 hours before arrival)')}</dd></dl>
<form method="post" action="/espace/reservations/annuler/confirmer">
  <input type="hidden" name="ref" value="${x.ref}">
  <p class="actions"><button type="submit">${t('Oui, annuler ma réservation', 'Yes, cancel my booking')}</button> <a href="/espace/reservations">${t('Non, garder ma réservation', 'No, keep my booking')}</a></p>
</form>`,
  );
}

function invoicesTab(ctx, s, acct) {
  const { t, L, date, euros } = tools(s);
  return areaPage(
    ctx,
    s,
    acct,
    'factures',
    t('Mes factures', 'My invoices'),
    `<h2>${t('Mes factures', 'My invoices')}</h2>
<table><thead><tr><th>${t('N° de facture', 'Invoice no.')}</th><th>${t('Date', 'Date')}</th><th>${t('Objet', 'Description')}</th><th>${t('Montant TTC', 'Amount incl. VAT')}</th><th>${t('État', 'Status')}</th></tr></thead><tbody>
${acct.invoices.map(([no, day, what, amount, paid]) => `<tr><td>${no}</td><td>${h(date(day, false))}</td><td>${h(L(what))}</td><td>${euros(amount)}</td><td>${paid ? t('Réglée', 'Paid') : t('À régler', 'Due')}</td></tr>`).join('\n')}
</tbody></table>
<p class="hint">${t('Les factures sont établies à votre départ. Pour un duplicata papier ou une facture au nom de votre société, écrivez à la réception.', 'Invoices are issued when you leave. For a paper copy or an invoice in your company’s name, write to the reception.')}</p>`,
  );
}

function profileTab(ctx, s, acct, v = null, error = '') {
  const { t, pick } = tools(s);
  const cur = v ?? { telephone: acct.phone, newsletter: acct.newsletter ? 'oui' : '', langue: acct.langue };
  return areaPage(
    ctx,
    s,
    acct,
    'profil',
    t('Mon profil', 'My profile'),
    `<h2>${t('Mon profil', 'My profile')}</h2>
<dl class="summary"><dt>${t('Nom', 'Name')}</dt><dd>${h(pick(CIVILITES.find((k) => k[0] === acct.civ)))} ${h(acct.first)} ${h(acct.last)}</dd><dt>${t('E-mail', 'Email')}</dt><dd>${h(s.user)}</dd><dt>${t('Téléphone enregistré', 'Phone on file')}</dt><dd>${h(acct.phone)}</dd></dl>
${errorBox(error)}
<form method="post" action="/espace/profil">
  <label for="pf-tel">${t('Téléphone', 'Phone')} ${star}</label><input id="pf-tel" type="tel" name="telephone" value="${h(cur.telephone ?? '')}">
  <label class="choice"><input type="checkbox" name="newsletter" value="oui"${checked(cur.newsletter === 'oui')}> ${t('Recevoir la lettre des Remparts (offres et événements, 4 fois par an)', 'Receive the Ramparts newsletter (offers and events, 4 times a year)')}</label>
  <label for="pf-lang">${t('Langue préférée pour nos e-mails', 'Preferred language for our emails')}</label>
  <select id="pf-lang" name="langue">${LANGUAGES.map((k) => opt(k[0], pick(k), cur.langue)).join('')}</select>
  <p><button type="submit">${t('Enregistrer', 'Save')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------------------------------ routes */

export async function hotelRoutes(ctx) {
  const { path, method, fields, state, query } = ctx;
  const s = visitor(ctx);
  const { t, L, pick, date, money, nights, guests } = tools(s);
  const html = (title, body) => ({ html: hotelPage(ctx, s, title, body), lang: s.lang });
  const form = (markup) => ({ html: markup, lang: s.lang });
  const trim = (k) => String(fields[k] ?? '').trim();
  const blank = (k) => !trim(k);
  const please = (list) =>
    `${t('Votre demande n’a pas pu être envoyée. Merci de compléter ou corriger :', 'Your request could not be sent. Please fill in or correct:')} ${list.join(', ')}.`;
  const acct = s.user ? state.accounts[s.user] : null;

  if (path === '/langue' && method === 'POST') {
    s.lang = fields.langue === 'en' ? 'en' : 'fr';
    const back = fields.retour ?? '/';
    return {
      redirect: back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/langue') ? back : '/',
    };
  }

  if (path === '/' && method === 'GET') {
    return html(
      t('Accueil', 'Home'),
      `<h1>${t('Un hôtel de charme au cœur de Dinan', 'A charming hotel in the heart of Dinan')}</h1>
<p>${t('Quatorze chambres dans une maison de granit du XVIIIe siècle adossée aux remparts, à deux pas de la rue du Jerzual et du port. Restaurant, parking privé, animaux bienvenus.', 'Fourteen rooms in an 18th-century granite house against the town walls, a short walk from rue du Jerzual and the harbour. Restaurant, private parking, pets welcome.')}</p>
<h2>${t('Réservez votre séjour', 'Book your stay')}</h2>
${searchForm(s)}
<h2>${t('Nos chambres', 'Our rooms')}</h2>
<div class="cards">${ROOMS.map((r) => `<article class="card"><h3>${h(L(r.name))}</h3><p class="price">${t(`à partir de ${money(r.price)} la nuit`, `from ${money(r.price)} per night`)}</p><p class="hint">${t(`jusqu’à ${r.capacity} pers.`, `up to ${r.capacity} guests`)}</p><a href="/chambres#${r.id}">${t('Découvrir', 'Find out more')}</a></article>`).join('\n')}</div>
<h2>${t('Le restaurant La Tour Sainte-Catherine', 'La Tour Sainte-Catherine restaurant')}</h2>
<p>${t('Cuisine bretonne de saison, menu du marché à 32 €.', 'Seasonal Breton cooking, market menu at €32.')} <a href="/restaurant">${t('Voir le restaurant', 'See the restaurant')}</a></p>
<h2>${t('Offrir un séjour', 'Give a stay')}</h2>
<p><a href="/bons-cadeaux">${t('Nos bons cadeaux', 'Our gift vouchers')}</a></p>`,
    );
  }

  if (path === '/chambres' && method === 'GET') {
    return html(
      t('Nos chambres', 'Our rooms'),
      `<h1>${t('Nos chambres', 'Our rooms')}</h1>
<p>${t('Toutes nos chambres sont non-fumeurs, avec Wi-Fi, télévision et produits d’accueil bio. Arrivée à partir de 15 h, départ avant 11 h.', 'All our rooms are non-smoking, with Wi-Fi, TV and organic toiletries. Check-in from 3 pm, check-out by 11 am.')}</p>
${ROOMS.map((r) => `<section class="card" id="${r.id}" style="margin:12px 0"><h2>${h(L(r.name))}</h2><p class="price">${t(`${money(r.price)} la nuit`, `${money(r.price)} per night`)}</p><p class="hint">${r.size} m² · ${t(`jusqu’à ${r.capacity} pers.`, `up to ${r.capacity} guests`)}</p><p>${h(L(r.text))}</p></section>`).join('\n')}
<p><a class="btn" href="/reserver">${t('Vérifier les disponibilités', 'Check availability')}</a></p>`,
    );
  }

  /* booking */
  if (path === '/reserver' && method === 'GET') {
    return html(
      t('Réserver', 'Book'),
      `<p class="step">${t('Étape 1 sur 4 — Votre chambre', 'Step 1 of 4 — Your room')}</p>
<h1>${t('Réserver une chambre', 'Book a room')}</h1>
<p>${t('Choisissez vos dates et le nombre de voyageurs. Meilleur prix garanti en réservant en direct, sans paiement en ligne.', 'Choose your dates and the number of guests. Best price guaranteed when you book direct, no online payment.')}</p>
${searchForm(s, s.search ?? {})}`,
    );
  }
  if (path === '/disponibilites' && method === 'GET') {
    const g = (k) => (query.get(k) ?? '').trim();
    const f = {
      arrivee: g('arrivee'),
      depart: g('depart'),
      adultes: g('adultes'),
      enfants: g('enfants') || '0',
    };
    const problems = searchProblems(s, f);
    if (!problems.length) s.search = f;
    return form(resultsPage(ctx, s, f, problems));
  }
  if (path === '/reserver/chambre' && method === 'POST') {
    const f = {
      arrivee: trim('arrivee'),
      depart: trim('depart'),
      adultes: trim('adultes'),
      enfants: trim('enfants'),
    };
    const r = roomOf(fields.chambre);
    if (!r || searchProblems(s, f).length) return { redirect: '/reserver' };
    if (Number(f.adultes) + Number(f.enfants) > r.capacity || !freeFor(r, f.arrivee, f.depart))
      return form(resultsPage(ctx, s, f, []));
    s.booking = { chambre: r.id, ...f, step: 2 };
    return { redirect: '/reserver/options' };
  }
  if (path.startsWith('/reserver/') && path !== '/reserver/confirmation' && !s.booking)
    return { redirect: '/reserver' };
  if (path === '/reserver/options' && method === 'GET')
    return form(extrasPage(ctx, s, s.booking.extras ?? {}));
  if (path === '/reserver/options' && method === 'POST') {
    const b = s.booking;
    const people = Number(b.adultes) + Number(b.enfants);
    const problems = [];
    const n = Number(fields.pdj_personnes);
    if (fields.petit_dejeuner === 'oui' && !(n >= 1 && n <= people))
      problems.push(t('le nombre de personnes pour le petit-déjeuner', 'the number of people for breakfast'));
    if (fields.animal === 'oui' && !['1', '2'].includes(fields.animaux))
      problems.push(t('le nombre d’animaux', 'the number of pets'));
    if (problems.length) return form(extrasPage(ctx, s, fields, please(problems)));
    if (fields.animal === 'oui' && b.chambre === 'suite')
      return form(
        extrasPage(
          ctx,
          s,
          fields,
          t(
            'Les animaux ne sont pas admis dans la Suite des Remparts. Décochez l’option ou choisissez une autre chambre.',
            'Pets are not allowed in the Ramparts Suite. Untick the option or choose another room.',
          ),
        ),
      );
    const extras = {};
    for (const k of ['petit_dejeuner', 'parking', 'depart_tardif', 'animal', 'lit_bebe'])
      if (fields[k] === 'oui') extras[k] = 'oui';
    extras.pdj_personnes = fields.pdj_personnes ?? String(people);
    extras.animaux = fields.animaux ?? '1';
    for (const k of ['petit_dejeuner', 'parking', 'depart_tardif', 'animal', 'lit_bebe'])
      b[k] = extras[k] ?? '';
    b.pdj_personnes = extras.pdj_personnes;
    b.animaux = extras.animaux;
    b.extras = extras;
    b.step = Math.max(b.step, 3);
    return { redirect: b.step >= 4 ? '/reserver/recapitulatif' : '/reserver/coordonnees' };
  }
  if (path === '/reserver/coordonnees' && method === 'GET') {
    if (s.booking.step < 3) return { redirect: '/reserver/options' };
    return form(detailsPage(ctx, s, s.booking.guest ?? {}));
  }
  if (path === '/reserver/coordonnees' && method === 'POST') {
    if (s.booking.step < 3) return { redirect: '/reserver/options' };
    const problems = [];
    if (!CIVILITES.some((k) => k[0] === fields.civilite)) problems.push(t('la civilité', 'your title'));
    if (blank('prenom')) problems.push(t('le prénom', 'first name'));
    if (blank('nom')) problems.push(t('le nom', 'last name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (!ARRIVAL_TIMES.some((k) => k[0] === fields.heure_arrivee))
      problems.push(t('l’heure d’arrivée estimée', 'the estimated arrival time'));
    if (fields.cgv !== 'oui')
      problems.push(
        t('l’acceptation des conditions générales de vente', 'acceptance of the terms and conditions'),
      );
    if (problems.length) return form(detailsPage(ctx, s, fields, please(problems)));
    const guest = {};
    for (const k of ['civilite', 'prenom', 'nom', 'email', 'telephone', 'heure_arrivee', 'demandes', 'cgv'])
      guest[k] = trim(k);
    Object.assign(s.booking, guest);
    s.booking.guest = guest;
    s.booking.step = 4;
    return { redirect: '/reserver/recapitulatif' };
  }
  if (path === '/reserver/recapitulatif' && method === 'GET') {
    if (s.booking.step < 4) return { redirect: '/reserver/coordonnees' };
    return form(summaryPage(ctx, s));
  }
  if (path === '/reserver/confirmer' && method === 'POST') {
    const b = s.booking;
    if (b.step < 4) return { redirect: '/reserver/coordonnees' };
    const r = roomOf(b.chambre);
    if (!freeFor(r, b.arrivee, b.depart)) return { redirect: '/reserver' };
    const ref = `RES-${state.nextBooking++}`;
    if (acct)
      acct.stays.push(
        stay(ref, r.id, b.arrivee, b.depart, Number(b.adultes), Number(b.enfants), b.heure_arrivee),
      );
    s.done.booking = { ...b, ref, total: bookingLines(s, b).total };
    s.booking = null;
    return { redirect: '/reserver/confirmation' };
  }
  if (path === '/reserver/confirmation' && method === 'GET') {
    const d = s.done.booking;
    if (!d) return { redirect: '/reserver' };
    return html(
      t('Réservation confirmée', 'Booking confirmed'),
      `<h1>${t('Réservation confirmée', 'Booking confirmed')}</h1>
<div class="notice" role="status"><p>${t(`Merci ${h(d.prenom)} ${h(d.nom)} ! Votre numéro de réservation est`, `Thank you ${h(d.prenom)} ${h(d.nom)}! Your booking reference is`)} <strong>${d.ref}</strong>.</p>
<p>${h(L(roomOf(d.chambre).name))} · ${h(date(d.arrivee))} → ${h(date(d.depart))} · ${nights(nightsOf(d.arrivee, d.depart))} · ${guests(Number(d.adultes), Number(d.enfants))}</p>
<p>${t(`Total à régler à l’hôtel : ${d.total}. Arrivée prévue : ${pick(ARRIVAL_TIMES.find((k) => k[0] === d.heure_arrivee)).toLowerCase()}.`, `Total to pay at the hotel: ${d.total}. Expected arrival: ${pick(ARRIVAL_TIMES.find((k) => k[0] === d.heure_arrivee)).toLowerCase()}.`)}</p>
<p>${t(`Une confirmation a été envoyée à ${h(d.email)}.`, `A confirmation has been emailed to ${h(d.email)}.`)}</p></div>
<p><a href="/">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );
  }

  /* restaurant */
  if (path === '/restaurant' && method === 'GET') {
    return html(
      t('Restaurant', 'Restaurant'),
      `<h1>${t('Restaurant La Tour Sainte-Catherine', 'La Tour Sainte-Catherine restaurant')}</h1>
<p>${t('Dans l’ancienne salle des gardes, le chef Yann Le Goff cuisine les produits de la Rance et des maraîchers du pays de Dinan.', 'In the old guardroom, chef Yann Le Goff cooks produce from the Rance and the market gardeners around Dinan.')}</p>
<table><tbody>
<tr><td>${t('Menu du marché (midi, du mardi au vendredi)', 'Market menu (lunch, Tuesday to Friday)')}</td><td>${money(24)}</td></tr>
<tr><td>${t('Menu des Remparts (entrée, plat, dessert)', 'Ramparts menu (starter, main, dessert)')}</td><td>${money(32)}</td></tr>
<tr><td>${t('Menu dégustation en 6 temps', 'Six-course tasting menu')}</td><td>${money(58)}</td></tr>
</tbody></table>
<p>${t('Service de 12 h à 13 h 30 et de 19 h à 21 h. Fermé le dimanche soir et le lundi.', 'Served from 12 to 1:30 pm and from 7 to 9 pm. Closed on Sunday evenings and Mondays.')}</p>
<p><a class="btn" href="/restaurant/reservation">${t('Réserver une table', 'Book a table')}</a></p>`,
    );
  }
  if (path === '/restaurant/reservation' && method === 'GET') return form(tablePage(ctx, s));
  if (path === '/restaurant/reservation' && method === 'POST') {
    const problems = [];
    const day = trim('date');
    if (!validIso(day)) problems.push(t('la date', 'the date'));
    else if (day < TODAY || day > LAST_ARRIVAL) problems.push(t('une date à venir', 'a date in the future'));
    const time = fields.heure ?? '';
    if (![...LUNCH, ...DINNER].includes(time)) problems.push(t('l’heure', 'the time'));
    if (!/^([1-9]|10)$/.test(fields.couverts ?? ''))
      problems.push(t('le nombre de couverts', 'the number of guests'));
    if (blank('nom')) problems.push(t('le nom', 'the name'));
    if (!validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (fields.occasion && !OCCASIONS.some((k) => k[0] === fields.occasion))
      problems.push(t('l’occasion', 'the occasion'));
    if (problems.length) return form(tablePage(ctx, s, fields, please(problems)));
    if (weekday(day) === 1 || (weekday(day) === 0 && DINNER.includes(time)))
      return form(
        tablePage(
          ctx,
          s,
          fields,
          t(
            'Le restaurant est fermé le dimanche soir et le lundi. Merci de choisir un autre service.',
            'The restaurant is closed on Sunday evenings and Mondays. Please choose another service.',
          ),
        ),
      );
    if (day === TODAY)
      return form(
        tablePage(
          ctx,
          s,
          fields,
          t(
            'Pour une table le jour même, appelez-nous au 02 96 39 12 45.',
            'For a table today, please call us on +33 2 96 39 12 45.',
          ),
        ),
      );
    s.done.table = {
      ref: `TAB-${state.nextTable++}`,
      day,
      time,
      n: fields.couverts,
      name: trim('nom'),
      email: trim('email'),
      occasion: fields.occasion ?? '',
    };
    return { redirect: '/restaurant/confirmation' };
  }
  if (path === '/restaurant/confirmation' && method === 'GET') {
    const d = s.done.table;
    if (!d) return { redirect: '/restaurant' };
    return html(
      t('Table réservée', 'Table booked'),
      `<h1>${t('Votre table est réservée', 'Your table is booked')}</h1>
<div class="notice" role="status"><p>${t('Référence :', 'Reference:')} <strong>${d.ref}</strong></p>
<p>${t(`Table pour ${d.n} au nom de ${h(d.name)}, le ${h(date(d.day))} à ${d.time}.`, `Table for ${d.n} in the name of ${h(d.name)}, on ${h(date(d.day))} at ${d.time}.`)}${d.occasion ? ` ${t('Occasion :', 'Occasion:')} ${h(pick(OCCASIONS.find((k) => k[0] === d.occasion)))}.` : ''}</p>
<p>${t(`Un e-mail de confirmation a été envoyé à ${h(d.email)}. Merci de nous prévenir en cas de retard de plus de 15 minutes.`, `A confirmation email has been sent to ${h(d.email)}. Please let us know if you will be more than 15 minutes late.`)}</p></div>`,
    );
  }

  /* gift vouchers */
  if (path === '/bons-cadeaux' && method === 'GET') return form(voucherPage(ctx, s, s.voucher?.fields ?? {}));
  if (path === '/bons-cadeaux' && method === 'POST') {
    const problems = [];
    let amount = 0;
    if (VOUCHER_AMOUNTS.includes(fields.montant)) amount = Number(fields.montant);
    else if (fields.montant === 'autre') {
      const x = trim('montant_autre').replace(/[\s€]/g, '').replace(',', '.');
      amount = /^\d+(\.\d{1,2})?$/.test(x) ? Number(x) : 0;
      if (!(amount >= 30 && amount <= 1000))
        problems.push(t('un montant libre entre 30 et 1 000 €', 'an amount between €30 and €1,000'));
    } else problems.push(t('le montant du bon', 'the voucher amount'));
    if (blank('beneficiaire')) problems.push(t('le nom du bénéficiaire', 'the recipient’s name'));
    if (!['email', 'courrier'].includes(fields.envoi)) problems.push(t('le mode d’envoi', 'the delivery'));
    if (fields.envoi === 'email' && !validEmail(fields.email_beneficiaire))
      problems.push(t('l’e-mail du bénéficiaire', 'the recipient’s email'));
    if (fields.envoi === 'courrier') {
      if (blank('adresse')) problems.push(t('l’adresse postale', 'the postal address'));
      if (!/^\d{5}$/.test(trim('code_postal')))
        problems.push(t('un code postal à 5 chiffres', 'a 5-digit postcode'));
      if (blank('ville')) problems.push(t('la ville', 'the town'));
    }
    if (blank('acheteur_nom')) problems.push(t('vos nom et prénom', 'your name'));
    if (!validEmail(fields.acheteur_email)) problems.push(t('votre adresse e-mail', 'your email address'));
    if (!validPhone(fields.acheteur_tel)) problems.push(t('votre numéro de téléphone', 'your phone number'));
    if (problems.length) return form(voucherPage(ctx, s, fields, please(problems)));
    s.voucher = {
      fields: { ...fields },
      amount,
      beneficiaire: trim('beneficiaire'),
      email_beneficiaire: trim('email_beneficiaire'),
      envoi: fields.envoi,
      adresse: trim('adresse'),
      code_postal: trim('code_postal'),
      ville: trim('ville'),
      buyer: trim('acheteur_nom'),
      buyerEmail: trim('acheteur_email'),
    };
    return { redirect: '/bons-cadeaux/paiement' };
  }
  if (path === '/bons-cadeaux/paiement' && method === 'GET') {
    if (!s.voucher) return { redirect: '/bons-cadeaux' };
    return form(voucherPayPage(ctx, s));
  }
  if (path === '/bons-cadeaux/paiement' && method === 'POST') {
    if (!s.voucher) return { redirect: '/bons-cadeaux' };
    const problems = [];
    if (blank('titulaire')) problems.push(t('le titulaire de la carte', 'the cardholder’s name'));
    if (!/^\d{16}$/.test(digits(fields.numero_carte)))
      problems.push(t('un numéro de carte à 16 chiffres', 'a 16-digit card number'));
    const exp = trim('expiration').match(/^(\d{2})\s*\/\s*(\d{2})$/);
    if (!exp || Number(exp[1]) < 1 || Number(exp[1]) > 12)
      problems.push(t('la date d’expiration (MM/AA)', 'the expiry date (MM/YY)'));
    else if (Number(exp[2]) * 100 + Number(exp[1]) < 2611)
      problems.push(t('une carte non expirée', 'a card that has not expired'));
    if (!/^\d{3}$/.test(trim('cryptogramme'))) problems.push(t('le cryptogramme', 'the security code'));
    if (problems.length)
      return form(
        voucherPayPage(
          ctx,
          s,
          fields,
          `${t('Le paiement n’a pas abouti. Merci de vérifier :', 'The payment did not go through. Please check:')} ${problems.join(', ')}.`,
        ),
      );
    const o = s.voucher;
    s.done.voucher = {
      ...o,
      ref: `BON-${state.nextVoucher++}`,
      last4: digits(fields.numero_carte).slice(-4),
    };
    s.voucher = null;
    return { redirect: '/bons-cadeaux/merci' };
  }
  if (path === '/bons-cadeaux/merci' && method === 'GET') {
    const d = s.done.voucher;
    if (!d) return { redirect: '/bons-cadeaux' };
    return html(
      t('Bon cadeau commandé', 'Gift voucher ordered'),
      `<h1>${t('Merci pour votre commande !', 'Thank you for your order!')}</h1>
<div class="notice" role="status"><p>${t('Votre bon cadeau porte le numéro', 'Your gift voucher number is')} <strong>${d.ref}</strong> (${money(d.amount)}, ${t('pour', 'for')} ${h(d.beneficiaire)}).</p>
<p>${d.envoi === 'courrier' ? t(`Il sera posté sous 3 jours ouvrés à l’adresse : ${h(d.adresse)}, ${h(d.code_postal)} ${h(d.ville)}.`, `It will be posted within 3 working days to: ${h(d.adresse)}, ${h(d.code_postal)} ${h(d.ville)}.`) : t(`Il vient d’être envoyé à ${h(d.email_beneficiaire)}.`, `It has just been emailed to ${h(d.email_beneficiaire)}.`)}</p>
<p>${t(`Paiement accepté (carte se terminant par ${d.last4}). Le reçu est envoyé à ${h(d.buyerEmail)}.`, `Payment accepted (card ending ${d.last4}). The receipt has been sent to ${h(d.buyerEmail)}.`)}</p></div>`,
    );
  }

  /* contact, FAQ */
  if (path === '/contact' && method === 'GET') return form(contactPage(ctx, s));
  if (path === '/contact' && method === 'POST') {
    const problems = [];
    if (!CONTACT_SUBJECTS.some((k) => k[0] === fields.sujet)) problems.push(t('le sujet', 'the subject'));
    if (blank('nom')) problems.push(t('votre nom', 'your name'));
    if (!validEmail(fields.email)) problems.push(t('une adresse e-mail valide', 'a valid email address'));
    if (!blank('telephone') && !validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (trim('message').length < 10)
      problems.push(t('votre message (10 caractères au moins)', 'your message (at least 10 characters)'));
    if (problems.length) return form(contactPage(ctx, s, fields, please(problems)));
    s.done.message = {
      ref: `MSG-${state.nextMessage++}`,
      name: trim('nom'),
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
<div class="notice" role="status"><p>${t(`Merci ${h(d.name)}, votre message (${h(pick(CONTACT_SUBJECTS.find((k) => k[0] === d.subject)))}) est bien arrivé. Référence`, `Thank you ${h(d.name)}, your message (${h(pick(CONTACT_SUBJECTS.find((k) => k[0] === d.subject)))}) has reached us. Reference`)} <strong>${d.ref}</strong>.</p>
<p>${t(`Nous vous répondons à ${h(d.email)} sous 24 h.`, `We will reply to ${h(d.email)} within 24 hours.`)}</p></div>`,
    );
  }
  if (path === '/faq' && method === 'GET') {
    return html(
      'FAQ',
      `<h1>${t('Questions fréquentes', 'Frequently asked questions')}</h1>
${FAQ.map((q) => `<details><summary>${h(t(q[0], q[1]))}</summary><p>${h(t(q[2], q[3]))}</p></details>`).join('\n')}
<p>${t('Une autre question ?', 'Another question?')} <a href="/contact">${t('Écrivez-nous', 'Write to us')}</a></p>`,
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
    return { redirect: next || '/espace/reservations' };
  }
  if (path === '/deconnexion') {
    s.user = null;
    return { redirect: '/' };
  }

  /* guest area */
  if (!path.startsWith('/espace')) return { status: 404, html: null, lang: s.lang };
  if (!acct) {
    s.next = method === 'GET' && path !== '/espace' ? path + ctx.url.search : '';
    return { redirect: '/connexion' };
  }
  if (path === '/espace') return { redirect: '/espace/reservations' };
  if (path === '/espace/reservations' && method === 'GET') return form(bookingsTab(ctx, s, acct));
  const openStay = (ref) => acct.stays.find((x) => x.ref === ref && x.status === 'confirmee');
  if (path === '/espace/reservations/heure') {
    const x = openStay(method === 'GET' ? query.get('ref') : fields.ref);
    if (!x) return { redirect: '/espace/reservations' };
    if (method === 'GET') return form(arrivalTimePage(ctx, s, acct, x));
    if (!ARRIVAL_TIMES.some((k) => k[0] === fields.heure_arrivee))
      return form(
        arrivalTimePage(ctx, s, acct, x, t('Merci de choisir une heure.', 'Please choose a time.')),
      );
    x.arrivalTime = fields.heure_arrivee;
    s.flash = t(
      `Heure d’arrivée de la réservation ${x.ref} modifiée : ${pick(ARRIVAL_TIMES.find((k) => k[0] === x.arrivalTime)).toLowerCase()}, le ${date(x.arrival)}.`,
      `Arrival time for booking ${x.ref} changed: ${pick(ARRIVAL_TIMES.find((k) => k[0] === x.arrivalTime)).toLowerCase()}, on ${date(x.arrival)}.`,
    );
    return { redirect: '/espace/reservations' };
  }
  if (path === '/espace/reservations/annuler') {
    const x = openStay(method === 'GET' ? query.get('ref') : fields.ref);
    if (!x) return { redirect: '/espace/reservations' };
    if (method === 'GET') return form(cancelPage(ctx, s, acct, x));
    if (!CANCEL_REASONS.some((k) => k[0] === fields.motif))
      return form(
        cancelPage(ctx, s, acct, x, fields, t('Merci de choisir un motif.', 'Please choose a reason.')),
      );
    x.pendingReason = fields.motif;
    x.pendingNote = trim('commentaire');
    return form(cancelConfirmPage(ctx, s, acct, x));
  }
  if (path === '/espace/reservations/annuler/confirmer' && method === 'POST') {
    const x = openStay(fields.ref);
    if (!x) return { redirect: '/espace/reservations' };
    if (!x.pendingReason) return { redirect: `/espace/reservations/annuler?ref=${x.ref}` };
    const fee = cancelFee(x);
    x.status = 'annulee';
    x.reason = x.pendingReason;
    s.flash = t(
      `La réservation ${x.ref} est annulée (${date(x.arrival)} → ${date(x.departure)}). ${fee ? `Frais d’annulation : ${money(fee)}.` : 'Aucun frais d’annulation.'} Un e-mail de confirmation vous a été envoyé.`,
      `Booking ${x.ref} has been cancelled (${date(x.arrival)} → ${date(x.departure)}). ${fee ? `Cancellation fee: ${money(fee)}.` : 'No cancellation fee.'} A confirmation email has been sent to you.`,
    );
    return { redirect: '/espace/reservations' };
  }
  if (path === '/espace/factures' && method === 'GET') return form(invoicesTab(ctx, s, acct));
  if (path === '/espace/profil' && method === 'GET') return form(profileTab(ctx, s, acct));
  if (path === '/espace/profil' && method === 'POST') {
    const problems = [];
    if (!validPhone(fields.telephone))
      problems.push(t('un numéro de téléphone valide', 'a valid phone number'));
    if (!LANGUAGES.some((k) => k[0] === fields.langue))
      problems.push(t('la langue préférée', 'the preferred language'));
    if (problems.length) return form(profileTab(ctx, s, acct, fields, please(problems)));
    acct.phone = trim('telephone');
    acct.newsletter = fields.newsletter === 'oui';
    acct.langue = fields.langue;
    s.flash = t(
      `Profil enregistré : ${acct.phone} · lettre d’information : ${acct.newsletter ? 'oui' : 'non'} · langue : ${pick(LANGUAGES.find((k) => k[0] === acct.langue)).toLowerCase()}.`,
      `Profile saved: ${acct.phone} · newsletter: ${acct.newsletter ? 'yes' : 'no'} · language: ${pick(LANGUAGES.find((k) => k[0] === acct.langue))}.`,
    );
    return { redirect: '/espace/profil' };
  }
  return { status: 404, html: null, lang: s.lang };
}

/** GET paths whose query string is a form the site records as received. */
export function hotelGetForms() {
  return ['/disponibilites'];
}
