// kennel: Le Domaine des Pattes, a family-run boarding kennel and cattery with a dog day-care and a
// grooming salon in Pernes-les-Fontaines (Vaucluse). Built like a small WordPress site with a
// translation plugin: French pages, an English version under /en/ with translated slugs (the
// "Français | English" links of the top bar lead to the same page in the other language). Forms post to
// the same paths in both languages (a hidden "lang" field says which version sent them).
// Pages: home; boarding (pension) with a booking in numbered steps ("Étape 1 sur 5": dates of stay and
// drop-off / pick-up windows and number of pets, then one fieldset per pet with repeated labels:
// name, species radios, a breed select with optgroups, a size select; then options: medication with
// its details, extra walks, photo news, a bath before going home, food radios; then owner details
// with two consent checkboxes; then a summary to confirm → PEN-); a grooming appointment in two
// screens without step numbers (service, pet's name, size, date; then the day's time slots as radios,
// some full, and the owner's details → TOI-); a day-care booking on one page (→ GAR-); gift cards
// (amount radios or a free amount, then a card payment page → KDO-); prices; an FAQ; a contact form
// whose fields are labelled by placeholders only (→ DEM-); a newsletter box in the footer (placeholder
// only, with a consent box); "Mon compte" behind a sign-in (e-mail and password): my bookings in a
// table (boarding: change the dates or cancel; grooming: change the time or cancel; day-care: cancel;
// a cancellation asks a reason and a confirmation box) and my pets (a profile form per pet: weight,
// date of the last vaccination, how it gets on with other animals, allergies, vet).
// Every form is checked on the server: a missing or wrong field sends the form back with an error box
// (role=alert). No file can be uploaded (the vaccination booklet is shown on arrival).
// Only dogs and cats are taken (no rabbits or other small pets), there is no pet taxi; boarding
// drop-offs and pick-ups are Monday to Saturday, never on 25 December or 1 January; the day-care is
// open Monday to Saturday; the grooming salon Tuesday to Saturday (not 25 December nor 1 January).
// The site's "today" is Tuesday 8 December 2026; bookings are taken up to 31 January 2027.
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported.
import { DAYS, MONTHS } from './calendar-names.js';
import { h, page, sid } from './sites.js';

const TODAY = '2026-12-08';
const LAST_DAY = '2027-01-31';
const HOLIDAYS = ['2026-12-25', '2027-01-01'];

/** Page key → [French path, English path]. */
const SLUGS = {
  home: ['/', '/en/'],
  pension: ['/pension', '/en/boarding'],
  sejour1: ['/pension/reservation', '/en/boarding/book'],
  sejour2: ['/pension/reservation/animaux', '/en/boarding/book/pets'],
  sejour3: ['/pension/reservation/options', '/en/boarding/book/options'],
  sejour4: ['/pension/reservation/coordonnees', '/en/boarding/book/your-details'],
  sejour5: ['/pension/reservation/recapitulatif', '/en/boarding/book/summary'],
  garderie: ['/garderie', '/en/day-care'],
  toilettage: ['/toilettage', '/en/grooming'],
  creneau: ['/toilettage/creneau', '/en/grooming/time'],
  cadeaux: ['/cartes-cadeaux', '/en/gift-cards'],
  paiement: ['/cartes-cadeaux/paiement', '/en/gift-cards/payment'],
  tarifs: ['/tarifs', '/en/prices'],
  faq: ['/questions-frequentes', '/en/faq'],
  contact: ['/contact', '/en/contact'],
  compte: ['/mon-compte', '/en/my-account'],
  resas: ['/mon-compte/reservations', '/en/my-account/bookings'],
  modifier: ['/mon-compte/reservations/modifier', '/en/my-account/bookings/change-dates'],
  heure: ['/mon-compte/reservations/heure', '/en/my-account/bookings/change-time'],
  annuler: ['/mon-compte/reservations/annuler', '/en/my-account/bookings/cancel'],
  animaux: ['/mon-compte/animaux', '/en/my-account/pets'],
  fiche: ['/mon-compte/animaux/modifier', '/en/my-account/pets/edit'],
  deconnexion: ['/mon-compte/deconnexion', '/en/my-account/log-out'],
};

const WINDOWS = [
  ['matin', 'Le matin (8 h – 12 h)', 'Morning (8 am – 12 pm)'],
  ['apres-midi', 'L’après-midi (14 h – 18 h 30)', 'Afternoon (2 pm – 6:30 pm)'],
];
const DOG_BREEDS = [
  ['beagle', 'Beagle', 'Beagle'],
  ['berger-allemand', 'Berger allemand', 'German Shepherd'],
  ['berger-australien', 'Berger australien', 'Australian Shepherd'],
  ['border-collie', 'Border Collie', 'Border Collie'],
  ['bouledogue-fr', 'Bouledogue français', 'French Bulldog'],
  ['caniche', 'Caniche', 'Poodle'],
  ['cavalier', 'Cavalier King Charles', 'Cavalier King Charles Spaniel'],
  ['golden', 'Golden Retriever', 'Golden Retriever'],
  ['jack-russell', 'Jack Russell Terrier', 'Jack Russell Terrier'],
  ['labrador', 'Labrador Retriever', 'Labrador Retriever'],
  ['teckel', 'Teckel', 'Dachshund'],
  ['yorkshire', 'Yorkshire Terrier', 'Yorkshire Terrier'],
  ['chien-croise', 'Croisé / autre race de chien', 'Cross-breed / other dog breed'],
];
const CAT_BREEDS = [
  ['british', 'British Shorthair', 'British Shorthair'],
  ['europeen', 'Européen (chat de gouttière)', 'European Shorthair (moggy)'],
  ['maine-coon', 'Maine Coon', 'Maine Coon'],
  ['persan', 'Persan', 'Persian'],
  ['sacre-birmanie', 'Sacré de Birmanie', 'Birman'],
  ['siamois', 'Siamois', 'Siamese'],
  ['chat-croise', 'Autre race de chat', 'Other cat breed'],
];
const SIZES = [
  ['p', 'Petit (moins de 10 kg)', 'Small (under 10 kg)'],
  ['m', 'Moyen (10 à 25 kg)', 'Medium (10 to 25 kg)'],
  ['g', 'Grand (plus de 25 kg)', 'Large (over 25 kg)'],
];
const NIGHT = { p: 19, m: 22, g: 25, chat: 15 };
const GROOMING = [
  ['bain', 'Bain et séchage', 'Bath and blow-dry', 'dès 30 €', 'from €30'],
  [
    'complet',
    'Toilettage complet (bain, coupe, finitions)',
    'Full groom (bath, cut and finish)',
    'dès 45 €',
    'from €45',
  ],
  ['tonte', 'Tonte intégrale', 'Full clip', 'dès 40 €', 'from €40'],
  ['epilation', 'Épilation / trimming', 'Hand stripping', 'dès 50 €', 'from €50'],
  ['griffes', 'Coupe des griffes seule', 'Nail clipping only', '10 €', '€10'],
  ['chat', 'Toilettage chat (démêlage et bain)', 'Cat grooming (dematting and bath)', 'dès 40 €', 'from €40'],
  ['chiot', 'Première visite chiot (moins de 6 mois)', 'Puppy’s first groom (under 6 months)', '25 €', '€25'],
];
const GROOM_SIZES = [
  ['p', 'Petit chien (moins de 10 kg)', 'Small dog (under 10 kg)'],
  ['m', 'Chien moyen (10 à 25 kg)', 'Medium dog (10 to 25 kg)'],
  ['g', 'Grand chien (plus de 25 kg)', 'Large dog (over 25 kg)'],
  ['chat', 'Chat', 'Cat'],
];
/** Slot value → [French label, English label]. */
const SLOTS = [
  ['0930', '9 h 30', '9:30 am'],
  ['1100', '11 h 00', '11:00 am'],
  ['1400', '14 h 00', '2:00 pm'],
  ['1530', '15 h 30', '3:30 pm'],
  ['1700', '17 h 00', '5:00 pm'],
];
const FULL_SLOTS = { '2026-12-18': ['1400'], '2026-12-19': ['0930', '1530'], '2026-12-22': ['1100'] };
const DAYCARE = [
  ['journee', 'Journée complète (8 h – 18 h 30) — 22 €', 'Full day (8 am – 6:30 pm) — €22', 22],
  ['matin', 'Demi-journée matin (8 h – 12 h 30) — 14 €', 'Half day, morning (8 am – 12:30 pm) — €14', 14],
  [
    'apres-midi',
    'Demi-journée après-midi (13 h 30 – 18 h 30) — 14 €',
    'Half day, afternoon (1:30 pm – 6:30 pm) — €14',
    14,
  ],
];
const GIFT_SCOPE = [
  ['tout', 'Toutes nos prestations', 'All our services'],
  ['toilettage', 'Salon de toilettage', 'Grooming salon'],
  ['pension', 'Pension et garderie', 'Boarding and day-care'],
];
const SUBJECTS = [
  ['resa-pension', 'Une réservation en pension', 'A boarding booking'],
  ['toilettage', 'Le salon de toilettage', 'The grooming salon'],
  ['garderie', 'La garderie', 'The day-care'],
  ['tarifs', 'Tarifs et devis', 'Prices and quotes'],
  ['visite', 'Visiter la pension avant un séjour', 'Visiting the kennel before a stay'],
  ['autre', 'Autre demande', 'Something else'],
];
const CANCEL_REASONS = [
  ['annule', 'Voyage annulé ou reporté', 'Trip cancelled or postponed'],
  ['sante', 'Mon animal est malade', 'My pet is ill'],
  ['autre-garde', 'J’ai trouvé une autre solution de garde', 'I found someone else to look after my pet'],
  ['erreur', 'Réservation faite par erreur', 'Booked by mistake'],
  ['autre', 'Autre raison', 'Other reason'],
];
const GETS_ON = [
  ['bien', 'Très bien', 'Very well'],
  ['selectif', 'Sélectif (certains congénères seulement)', 'Selective (only some animals)'],
  ['seul', 'Doit être gardé seul', 'Must be kept on its own'],
];

function kennelAccounts() {
  return {
    'sandrine.vidal@mail.test': {
      password: 'Biscotte-2026',
      prenom: 'Sandrine',
      nom: 'Vidal',
      pets: [
        {
          id: 'biscotte',
          nom: 'Biscotte',
          espece: 'chien',
          race: 'cavalier',
          poids: '8,5',
          vaccin: '2026-03-14',
          entente: 'bien',
          allergies: '',
          veterinaire: 'Clinique vétérinaire des Sorgues, L’Isle-sur-la-Sorgue',
        },
        {
          id: 'moka',
          nom: 'Moka',
          espece: 'chat',
          race: 'europeen',
          poids: '4,2',
          vaccin: '2025-11-02',
          entente: 'selectif',
          allergies: 'Poulet',
          veterinaire: 'Clinique vétérinaire des Sorgues, L’Isle-sur-la-Sorgue',
        },
      ],
      bookings: [
        {
          ref: 'PEN-40213',
          kind: 'pension',
          pets: 'Biscotte, Moka',
          arrivee: '2026-12-21',
          depart: '2026-12-28',
          status: 'ok',
        },
        {
          ref: 'TOI-7745',
          kind: 'toilettage',
          service: 'complet',
          pets: 'Biscotte',
          date: '2026-12-19',
          heure: '1100',
          status: 'ok',
        },
        {
          ref: 'PEN-39870',
          kind: 'pension',
          pets: 'Biscotte, Moka',
          arrivee: '2026-08-03',
          depart: '2026-08-17',
          status: 'done',
        },
      ],
    },
    'oliver.grant@mail.test': {
      password: 'Muddy-Paws-8',
      prenom: 'Oliver',
      nom: 'Grant',
      pets: [
        {
          id: 'rufus',
          nom: 'Rufus',
          espece: 'chien',
          race: 'labrador',
          poids: '34',
          vaccin: '2026-01-20',
          entente: 'bien',
          allergies: '',
          veterinaire: 'Cabinet vétérinaire du Comtat, Carpentras',
        },
      ],
      bookings: [
        {
          ref: 'PEN-40188',
          kind: 'pension',
          pets: 'Rufus',
          arrivee: '2026-12-22',
          depart: '2027-01-02',
          status: 'ok',
        },
        {
          ref: 'GAR-3120',
          kind: 'garderie',
          formule: 'journee',
          pets: 'Rufus',
          date: '2026-12-15',
          status: 'ok',
        },
      ],
    },
    'juliette.moreau@mail.test': {
      password: 'Felix&Nala-44',
      prenom: 'Juliette',
      nom: 'Moreau',
      pets: [
        {
          id: 'felix',
          nom: 'Félix',
          espece: 'chat',
          race: 'maine-coon',
          poids: '7',
          vaccin: '2026-05-05',
          entente: 'bien',
          allergies: '',
          veterinaire: '',
        },
        {
          id: 'nala',
          nom: 'Nala',
          espece: 'chat',
          race: 'siamois',
          poids: '3,8',
          vaccin: '2026-05-05',
          entente: 'selectif',
          allergies: 'Poisson',
          veterinaire: '',
        },
      ],
      bookings: [
        {
          ref: 'PEN-40240',
          kind: 'pension',
          pets: 'Félix, Nala',
          arrivee: '2026-12-30',
          depart: '2027-01-04',
          status: 'ok',
        },
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.kennel). */
export function kennelState() {
  return {
    sessions: new Map(),
    accounts: kennelAccounts(),
    nextStay: 40301,
    nextGroom: 7851,
    nextDaycare: 3185,
    nextGift: 1204,
    nextMessage: 2231,
  };
}

/** GET paths whose query string is a form the site records as received. */
export function kennelGetForms() {
  return [];
}

/* ---------------------------------------------------------------------------------------------- */

function dayOf(iso) {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
function validIsoDate(d) {
  return /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
}
function nightsBetween(a, b) {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);
}
function tools(lang) {
  const en = lang === 'en';
  const t = (fr, eng) => (en ? eng : fr);
  const pick = (row) => (en ? row[2] : row[1]);
  const money = (n) => (en ? `€${Number(n).toFixed(2)}` : `${Number(n).toFixed(2).replace('.', ',')} €`);
  const longDate = (d) => {
    const x = new Date(`${d}T00:00:00Z`);
    const i = en ? 1 : 0;
    return `${DAYS[i][x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[i][x.getUTCMonth()]} ${x.getUTCFullYear()}`;
  };
  const shortDate = (d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  const url = (key, query = '') => `${SLUGS[key][en ? 1 : 0]}${query}`;
  return { en, t, pick, money, longDate, shortDate, url };
}
function errorBox(lang, missing, other = '') {
  const { t } = tools(lang);
  if (!missing?.length && !other) return '';
  return `<div class="error" role="alert">${other ? `<p>${h(other)}</p>` : ''}${missing?.length ? `<p>${t('Merci de corriger les champs suivants :', 'Please correct the following fields:')}</p><ul>${missing.map((m) => `<li>${h(m)}</li>`).join('')}</ul>` : ''}</div>`;
}
function option(value, text, current) {
  return `<option value="${h(value)}"${current === value ? ' selected' : ''}>${h(text)}</option>`;
}
function radio(name, value, text, current, disabled = false) {
  return `<label class="choice"><input type="radio" name="${name}" value="${h(value)}"${current === value ? ' checked' : ''}${disabled ? ' disabled' : ''}> ${h(text)}</label>`;
}
function checkbox(name, text, checked, value = 'oui') {
  return `<label class="choice"><input type="checkbox" name="${name}"${value === null ? '' : ` value="${h(value)}"`}${checked ? ' checked' : ''}> ${h(text)}</label>`;
}
function input(id, label, v, type = 'text', extra = '') {
  return `<label for="${id}">${h(label)}</label><input type="${type}" id="${id}" name="${id}" value="${h(v?.[id] ?? '')}"${extra}>`;
}
function langField(lang) {
  return `<input type="hidden" name="lang" value="${lang === 'en' ? 'en' : 'fr'}">`;
}
function breedName(lang, id) {
  const row = [...DOG_BREEDS, ...CAT_BREEDS].find((b) => b[0] === id);
  return row ? tools(lang).pick(row) : id;
}

function kennelPage(lang, key, s, title, body) {
  const { t, url } = tools(lang);
  const fr = SLUGS[key]?.[0] ?? '/';
  const en = SLUGS[key]?.[1] ?? '/en/';
  return page({
    lang,
    title: `${title} | Le Domaine des Pattes`,
    brand: '#2f6b4f',
    css: '.topbar{width:100%;display:flex;justify-content:flex-end;gap:16px;font-size:.9rem}.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px}.tabs a[aria-current]{font-weight:700}.steps{color:#2f6b4f;font-weight:600}.hint{color:#666;font-size:.9rem;font-weight:400}.price{font-weight:700}.newsletter{margin-top:16px;display:flex;flex-wrap:wrap;gap:8px;align-items:center}.warn{color:#a4471b}',
    header: `<div class="topbar"><a href="${url('compte')}">${s.user ? t('Mon compte', 'My account') : t('Se connecter', 'Log in')}</a> <span><a href="${fr}" lang="fr" hreflang="fr">Français</a> | <a href="${en}" lang="en" hreflang="en">English</a></span></div>
<a class="logo" href="${url('home')}">🐾 Le Domaine des Pattes</a>
<nav aria-label="${t('Menu principal', 'Main menu')}"><a href="${url('home')}">${t('Accueil', 'Home')}</a> · <a href="${url('pension')}">${t('Pension', 'Boarding')}</a> · <a href="${url('garderie')}">${t('Garderie', 'Day-care')}</a> · <a href="${url('toilettage')}">${t('Toilettage', 'Grooming')}</a> · <a href="${url('tarifs')}">${t('Tarifs', 'Prices')}</a> · <a href="${url('cadeaux')}">${t('Cartes cadeaux', 'Gift cards')}</a> · <a href="${url('faq')}">FAQ</a> · <a href="${url('contact')}">Contact</a></nav>`,
    body,
    footer: `<p>${t(
      'Le Domaine des Pattes · pension canine et féline, garderie, toilettage · 1480 chemin des Coudoulets, 84210 Pernes-les-Fontaines · 04 90 61 27 30 · accueil du lundi au samedi, 8 h – 12 h et 14 h – 18 h 30 · certificat de capacité n° 84-0457',
      'Le Domaine des Pattes · dog and cat boarding, day-care, grooming · 1480 chemin des Coudoulets, 84210 Pernes-les-Fontaines, France · +33 4 90 61 27 30 · reception Monday to Saturday, 8 am – 12 pm and 2 pm – 6:30 pm',
    )}</p>
<form method="post" action="/newsletter" class="newsletter" aria-label="Newsletter">${langField(lang)}
  <strong>${t('La lettre des Pattes', 'The Pattes newsletter')}</strong>
  <input type="email" name="nl_email" placeholder="${t('Votre e-mail', 'Your email')}">
  ${checkbox('nl_accord', t('J’accepte de recevoir la lettre d’information (une par mois)', 'I agree to receive the newsletter (once a month)'), false, '1')}
  <button type="submit">${t('S’inscrire', 'Subscribe')}</button>
</form>`,
  });
}

/* ---------------------------------------------------------------- boarding */

function stepLine(lang, n, fr, en) {
  const { t } = tools(lang);
  return `<p class="steps">${t(`Étape ${n} sur 5 — ${fr}`, `Step ${n} of 5 — ${en}`)}</p>`;
}
function stayDatesForm(lang, s, v = {}, missing = [], other = '') {
  const { t, pick } = tools(lang);
  return kennelPage(
    lang,
    'sejour1',
    s,
    t('Réserver un séjour', 'Book a stay'),
    `<h1>${t('Réserver un séjour en pension', 'Book a boarding stay')}</h1>
${stepLine(lang, 1, 'Dates du séjour', 'Dates of the stay')}
<p class="hint">${t('Arrivées et départs du lundi au samedi, aux heures d’accueil. Pas d’arrivée ni de départ le dimanche, le 25 décembre et le 1er janvier.', 'Drop-offs and pick-ups Monday to Saturday during opening hours. No drop-off or pick-up on Sundays, on 25 December or on 1 January.')}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/pension/reservation/dates">${langField(lang)}
<fieldset><legend>${t('Arrivée', 'Arrival')}</legend>
  ${input('arrivee', t('Date d’arrivée', 'Arrival date'), v, 'date', ` min="${TODAY}" max="${LAST_DAY}"`)}
  <label for="depot">${t('Heure de dépôt', 'Drop-off time')}</label>
  <select id="depot" name="depot">${option('', t('Choisir…', 'Choose…'), v.depot ?? '')}${WINDOWS.map((w) => option(w[0], pick(w), v.depot)).join('')}</select>
</fieldset>
<fieldset><legend>${t('Départ', 'Departure')}</legend>
  ${input('depart', t('Date de départ', 'Departure date'), v, 'date', ` min="${TODAY}" max="${LAST_DAY}"`)}
  <label for="reprise">${t('Heure de reprise', 'Pick-up time')}</label>
  <select id="reprise" name="reprise">${option('', t('Choisir…', 'Choose…'), v.reprise ?? '')}${WINDOWS.map((w) => option(w[0], pick(w), v.reprise)).join('')}</select>
</fieldset>
<label for="nb_animaux">${t('Nombre d’animaux', 'Number of pets')}</label>
<select id="nb_animaux" name="nb_animaux">${['1', '2', '3'].map((n) => option(n, n === '1' ? t('1 animal', '1 pet') : t(`${n} animaux`, `${n} pets`), v.nb_animaux ?? '1')).join('')}</select>
<p><button type="submit">${t('Étape suivante', 'Next step')}</button></p>
</form>`,
  );
}
function petsForm(lang, s, v = {}, missing = []) {
  const { t, pick, longDate } = tools(lang);
  const c = s.stay;
  const blocks = [];
  for (let i = 1; i <= c.nb; i++) {
    const k = (x) => `animal${i}_${x}`;
    blocks.push(`<fieldset><legend>${t(`Animal n° ${i}`, `Pet no. ${i}`)}</legend>
  <label for="${k('nom')}">${t('Nom', 'Name')}</label><input id="${k('nom')}" name="${k('nom')}" value="${h(v[k('nom')] ?? '')}">
  <fieldset><legend>${t('Espèce', 'Species')}</legend>
  ${radio(k('espece'), 'chien', t('Chien', 'Dog'), v[k('espece')])}
  ${radio(k('espece'), 'chat', t('Chat', 'Cat'), v[k('espece')])}
  </fieldset>
  <label for="${k('race')}">${t('Race', 'Breed')}</label>
  <select id="${k('race')}" name="${k('race')}">${option('', t('Choisir la race…', 'Choose the breed…'), v[k('race')] ?? '')}
    <optgroup label="${t('Chiens', 'Dogs')}">${DOG_BREEDS.map((b) => option(b[0], pick(b), v[k('race')])).join('')}</optgroup>
    <optgroup label="${t('Chats', 'Cats')}">${CAT_BREEDS.map((b) => option(b[0], pick(b), v[k('race')])).join('')}</optgroup>
  </select>
  <label for="${k('gabarit')}">${t('Gabarit (chiens uniquement)', 'Size (dogs only)')}</label>
  <select id="${k('gabarit')}" name="${k('gabarit')}">${option('', t('— sans objet pour un chat —', '— not needed for a cat —'), v[k('gabarit')] ?? '')}${SIZES.map((x) => option(x[0], pick(x), v[k('gabarit')])).join('')}</select>
</fieldset>`);
  }
  return kennelPage(
    lang,
    'sejour2',
    s,
    t('Réserver un séjour', 'Book a stay'),
    `<h1>${t('Réserver un séjour en pension', 'Book a boarding stay')}</h1>
${stepLine(lang, 2, 'Vos animaux', 'Your pets')}
<p>${t('Du', 'From')} ${longDate(c.arrivee)} ${t('au', 'to')} ${longDate(c.depart)} · <a href="${tools(lang).url('sejour1')}">${t('Modifier', 'Change')}</a></p>
<p class="hint">${t('Nous accueillons uniquement les chiens et les chats.', 'We only take dogs and cats.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/pension/reservation/animaux">${langField(lang)}
${blocks.join('\n')}
<p><button type="submit">${t('Étape suivante', 'Next step')}</button></p>
</form>`,
  );
}
function optionsForm(lang, s, v = {}, missing = []) {
  const { t } = tools(lang);
  const food = v.alimentation ?? 'pension';
  return kennelPage(
    lang,
    'sejour3',
    s,
    t('Réserver un séjour', 'Book a stay'),
    `<h1>${t('Réserver un séjour en pension', 'Book a boarding stay')}</h1>
${stepLine(lang, 3, 'Options et santé', 'Options and health')}
${errorBox(lang, missing)}
<form method="post" action="/pension/reservation/options">${langField(lang)}
<fieldset><legend>${t('Santé', 'Health')}</legend>
  ${checkbox('medicaments', t('Mon animal suit un traitement à lui donner pendant le séjour (+2 € par jour)', 'My pet is on medication to be given during the stay (+€2 a day)'), v.medicaments === 'oui')}
  <label for="traitement">${t('Détail du traitement (médicament, dose, horaires)', 'Medication details (medicine, dose, times)')}</label>
  <textarea id="traitement" name="traitement" rows="3">${h(v.traitement ?? '')}</textarea>
</fieldset>
<fieldset><legend>${t('Options du séjour', 'Extras')}</legend>
  ${checkbox('promenades', t('Promenade supplémentaire en forêt (chiens) — 6 € par jour', 'Extra forest walk (dogs) — €6 a day'), v.promenades === 'oui')}
  ${checkbox('photos', t('Nouvelles et photos par e-mail tous les deux jours — offert', 'News and photos by email every other day — free'), v.photos === 'oui')}
  ${checkbox('bain', t('Bain avant le retour — 25 € par animal', 'Bath before going home — €25 per pet'), v.bain === 'oui')}
</fieldset>
<fieldset><legend>${t('Alimentation', 'Food')}</legend>
  ${radio('alimentation', 'pension', t('Croquettes premium de la pension (incluses)', 'The kennel’s premium kibble (included)'), food)}
  ${radio('alimentation', 'maison', t('J’apporte sa nourriture habituelle (−1 € par jour)', 'I’ll bring their usual food (−€1 a day)'), food)}
</fieldset>
<p><button type="submit">${t('Étape suivante', 'Next step')}</button></p>
</form>`,
  );
}
function ownerForm(lang, s, v = {}, missing = []) {
  const { t } = tools(lang);
  return kennelPage(
    lang,
    'sejour4',
    s,
    t('Réserver un séjour', 'Book a stay'),
    `<h1>${t('Réserver un séjour en pension', 'Book a boarding stay')}</h1>
${stepLine(lang, 4, 'Vos coordonnées', 'Your details')}
${errorBox(lang, missing)}
<form method="post" action="/pension/reservation/coordonnees">${langField(lang)}
  ${input('prenom', t('Prénom', 'First name'), v)}
  ${input('nom', t('Nom', 'Last name'), v)}
  ${input('email', t('E-mail', 'Email'), v, 'email')}
  ${input('telephone', t('Téléphone portable', 'Mobile phone'), v, 'tel')}
  ${input('veterinaire', t('Vétérinaire traitant (nom, ville) — facultatif', 'Your vet (name, town) — optional'), v)}
  ${input('urgence', t('Personne à prévenir en cas d’urgence — facultatif', 'Emergency contact — optional'), v)}
  <p>${checkbox('vaccins', t('Je certifie que mes animaux sont à jour de leurs vaccins (CHPPiL et toux du chenil pour les chiens, typhus et coryza pour les chats) et traités contre les puces', 'I confirm my pets are up to date with their vaccinations (DHPPi-L and kennel cough for dogs, feline panleukopenia and cat flu for cats) and flea treatment'), v.vaccins === 'on', null)}</p>
  <p>${checkbox('reglement', t('J’ai lu et j’accepte le règlement intérieur de la pension', 'I have read and accept the kennel rules'), v.reglement === 'on', null)}</p>
  <p><button type="submit">${t('Voir le récapitulatif', 'See the summary')}</button></p>
</form>`,
  );
}
function stayTotal(c) {
  const nights = nightsBetween(c.arrivee, c.depart);
  const dogs = c.pets.filter((p) => p.espece === 'chien').length;
  let total = 0;
  for (const p of c.pets) total += nights * (p.espece === 'chat' ? NIGHT.chat : NIGHT[p.gabarit]);
  if (c.options.medicaments) total += 2 * nights;
  if (c.options.promenades) total += 6 * nights * dogs;
  if (c.options.bain) total += 25 * c.pets.length;
  if (c.options.alimentation === 'maison') total -= nights * c.pets.length;
  return { nights, total };
}

/* ---------------------------------------------------------------- grooming, day-care, gift cards */

function groomForm(lang, s, v = {}, missing = [], other = '') {
  const { t, pick } = tools(lang);
  return kennelPage(
    lang,
    'toilettage',
    s,
    t('Toilettage', 'Grooming'),
    `<h1>${t('Le salon de toilettage', 'The grooming salon')}</h1>
<p>${t('Céline et Maud vous accueillent du mardi au samedi, sur rendez-vous. Chiens de toutes tailles et chats.', 'Céline and Maud welcome you Tuesday to Saturday, by appointment only. Dogs of every size, and cats.')}</p>
<table><thead><tr><th>${t('Prestation', 'Service')}</th><th>${t('Prix', 'Price')}</th></tr></thead><tbody>
${GROOMING.map((g) => `<tr><td>${h(pick(g))}</td><td>${h(t(g[3], g[4]))}</td></tr>`).join('\n')}
</tbody></table>
<h2>${t('Prendre rendez-vous', 'Book an appointment')}</h2>
${errorBox(lang, missing, other)}
<form method="post" action="/toilettage/rdv">${langField(lang)}
  <label for="prestation">${t('Prestation', 'Service')}</label>
  <select id="prestation" name="prestation">${option('', t('Choisir…', 'Choose…'), v.prestation ?? '')}${GROOMING.map((g) => option(g[0], pick(g), v.prestation)).join('')}</select>
  ${input('animal', t('Nom de votre animal', 'Your pet’s name'), v)}
  <label for="gabarit">${t('Taille de l’animal', 'Size of your pet')}</label>
  <select id="gabarit" name="gabarit">${option('', t('Choisir…', 'Choose…'), v.gabarit ?? '')}${GROOM_SIZES.map((x) => option(x[0], pick(x), v.gabarit)).join('')}</select>
  ${input('date', t('Date souhaitée', 'Preferred date'), v, 'date', ` min="${TODAY}" max="${LAST_DAY}"`)}
  <p><button type="submit">${t('Voir les horaires disponibles', 'See available times')}</button></p>
</form>`,
  );
}
function groomSlotForm(lang, s, v = {}, missing = []) {
  const { t, pick, longDate } = tools(lang);
  const g = s.groom;
  const full = FULL_SLOTS[g.date] ?? [];
  const service = GROOMING.find((x) => x[0] === g.prestation);
  return kennelPage(
    lang,
    'creneau',
    s,
    t('Toilettage', 'Grooming'),
    `<h1>${t('Choisissez votre horaire', 'Choose your time')}</h1>
<p>${h(pick(service))} · ${h(g.animal)} · <strong>${longDate(g.date)}</strong> · <a href="${tools(lang).url('toilettage')}">${t('Changer', 'Change')}</a></p>
${errorBox(lang, missing)}
<form method="post" action="/toilettage/confirmer">${langField(lang)}
<fieldset><legend>${t('Horaire', 'Time')}</legend>
${SLOTS.map((x) => radio('heure', x[0], full.includes(x[0]) ? `${pick(x)} — ${t('complet', 'fully booked')}` : pick(x), v.heure, full.includes(x[0]))).join('\n')}
</fieldset>
<fieldset><legend>${t('Vos coordonnées', 'Your details')}</legend>
  ${input('nom', t('Nom et prénom', 'Full name'), v)}
  ${input('telephone', t('Téléphone', 'Phone'), v, 'tel')}
  ${input('email', t('E-mail', 'Email'), v, 'email')}
  <label for="remarques">${t('Remarques (caractère, santé…) — facultatif', 'Anything we should know (temperament, health…) — optional')}</label>
  <textarea id="remarques" name="remarques" rows="3">${h(v.remarques ?? '')}</textarea>
  ${checkbox('rappel', t('Recevoir un rappel par SMS la veille', 'Send me a text reminder the day before'), v.rappel === 'oui')}
</fieldset>
<p><button type="submit">${t('Confirmer le rendez-vous', 'Confirm the appointment')}</button></p>
</form>`,
  );
}
function daycareForm(lang, s, v = {}, missing = [], other = '') {
  const { t, pick } = tools(lang);
  return kennelPage(
    lang,
    'garderie',
    s,
    t('Garderie', 'Day-care'),
    `<h1>${t('La garderie pour chiens', 'Dog day-care')}</h1>
<p>${t('Votre chien passe la journée en petits groupes dans nos deux hectares de parcs ombragés, encadré par nos éducateurs. Du lundi au samedi. Réservée aux chiens sociables ; les chats ne sont pas accueillis à la garderie.', 'Your dog spends the day in small groups in our two hectares of shady paddocks, with our trainers. Monday to Saturday. For sociable dogs only; cats are not taken at the day-care.')}</p>
<h2>${t('Réserver une journée', 'Book a day')}</h2>
${errorBox(lang, missing, other)}
<form method="post" action="/garderie">${langField(lang)}
  ${input('jour', t('Date', 'Date'), v, 'date', ` min="${TODAY}" max="${LAST_DAY}"`)}
  <fieldset><legend>${t('Formule', 'Option')}</legend>
  ${DAYCARE.map((x) => radio('formule', x[0], pick(x), v.formule)).join('\n')}
  </fieldset>
  ${input('chien', t('Nom du chien', 'Dog’s name'), v)}
  <label for="gabarit">${t('Gabarit', 'Size')}</label>
  <select id="gabarit" name="gabarit">${option('', t('Choisir…', 'Choose…'), v.gabarit ?? '')}${SIZES.map((x) => option(x[0], pick(x), v.gabarit)).join('')}</select>
  ${checkbox('sociable', t('Mon chien est sociable avec les autres chiens (obligatoire)', 'My dog gets on with other dogs (required)'), v.sociable === 'oui')}
  ${checkbox('premiere', t('C’est sa première venue : je souhaite l’évaluation de comportement offerte', 'It’s their first visit: I’d like the free temperament assessment'), v.premiere === 'oui')}
  ${input('nom', t('Votre nom', 'Your name'), v)}
  ${input('email', t('E-mail', 'Email'), v, 'email')}
  ${input('telephone', t('Téléphone', 'Phone'), v, 'tel')}
  <p><button type="submit">${t('Réserver la journée', 'Book the day')}</button></p>
</form>`,
  );
}
function giftForm(lang, s, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return kennelPage(
    lang,
    'cadeaux',
    s,
    t('Cartes cadeaux', 'Gift cards'),
    `<h1>${t('Offrir une carte cadeau', 'Give a gift card')}</h1>
<p>${t('Valable un an, utilisable en une ou plusieurs fois.', 'Valid for a year, can be used in one go or several.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/cartes-cadeaux">${langField(lang)}
<fieldset><legend>${t('Montant', 'Amount')}</legend>
  ${['30', '50', '80'].map((n) => radio('montant', n, t(`${n} €`, `€${n}`), v.montant)).join('\n')}
  ${radio('montant', 'autre', t('Autre montant', 'Another amount'), v.montant)}
  ${input('montant_libre', t('Montant libre en euros (de 20 à 200)', 'Amount of your choice in euros (20 to 200)'), v, 'text', ' inputmode="numeric"')}
</fieldset>
  <label for="valable">${t('Valable pour', 'Valid for')}</label>
  <select id="valable" name="valable">${GIFT_SCOPE.map((x) => option(x[0], pick(x), v.valable ?? 'tout')).join('')}</select>
  ${input('beneficiaire', t('Prénom du bénéficiaire', 'Recipient’s first name'), v)}
  <label for="message">${t('Votre petit mot (facultatif)', 'Your message (optional)')}</label>
  <textarea id="message" name="message" rows="3">${h(v.message ?? '')}</textarea>
<fieldset><legend>${t('Envoi de la carte', 'Sending the card')}</legend>
  ${radio('envoi', 'beneficiaire', t('Directement au bénéficiaire, par e-mail', 'Straight to the recipient, by email'), v.envoi)}
  ${radio('envoi', 'moi', t('À moi, pour l’imprimer', 'To me, so I can print it'), v.envoi)}
  ${input('email_beneficiaire', t('E-mail du bénéficiaire (envoi direct)', 'Recipient’s email (if sent straight to them)'), v, 'email')}
</fieldset>
<fieldset><legend>${t('Vos coordonnées', 'Your details')}</legend>
  ${input('acheteur_nom', t('Votre nom', 'Your name'), v)}
  ${input('acheteur_email', t('Votre e-mail', 'Your email'), v, 'email')}
</fieldset>
  <p><button type="submit">${t('Passer au paiement', 'Go to payment')}</button></p>
</form>`,
  );
}
function giftPayForm(lang, s, missing = [], other = '') {
  const { t, money, pick } = tools(lang);
  const g = s.gift;
  return kennelPage(
    lang,
    'paiement',
    s,
    t('Paiement', 'Payment'),
    `<h1>${t('Paiement sécurisé', 'Secure payment')}</h1>
<p>${t('Carte cadeau', 'Gift card')} ${money(g.amount)} · ${h(pick(GIFT_SCOPE.find((x) => x[0] === g.valable)))} · ${t('pour', 'for')} ${h(g.beneficiaire)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/cartes-cadeaux/paiement">${langField(lang)}
  <label for="cc_nom">${t('Titulaire de la carte', 'Name on the card')}</label><input id="cc_nom" name="cc_nom" autocomplete="cc-name">
  <label for="cc_numero">${t('Numéro de carte', 'Card number')}</label><input id="cc_numero" name="cc_numero" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
  <label for="cc_exp">${t('Date d’expiration', 'Expiry date')}</label><input id="cc_exp" name="cc_exp" placeholder="${t('MM / AA', 'MM / YY')}" autocomplete="cc-exp">
  <label for="cc_cvc">${t('Code de sécurité', 'Security code')}</label><input id="cc_cvc" name="cc_cvc" inputmode="numeric" placeholder="CVC" autocomplete="cc-csc">
  <p><button type="submit">${t('Payer', 'Pay')} ${money(g.amount)}</button></p>
</form>`,
  );
}
function contactForm(lang, s, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return kennelPage(
    lang,
    'contact',
    s,
    'Contact',
    `<h1>${t('Nous contacter', 'Contact us')}</h1>
<p>${t('Par téléphone au 04 90 61 27 30 aux heures d’accueil, ou avec ce formulaire. Les champs marqués * sont obligatoires.', 'Call us on +33 4 90 61 27 30 during opening hours, or use this form. Fields marked * are required.')}</p>
${errorBox(lang, missing)}
<form method="post" action="/contact" class="wpcf7-form">${langField(lang)}
  <p><input name="nom" placeholder="${t('Votre nom *', 'Your name *')}" value="${h(v.nom ?? '')}"></p>
  <p><input type="email" name="email" placeholder="${t('Votre e-mail *', 'Your email *')}" value="${h(v.email ?? '')}"></p>
  <p><input type="tel" name="telephone" placeholder="${t('Téléphone', 'Phone')}" value="${h(v.telephone ?? '')}"></p>
  <p><label for="sujet">${t('Objet', 'Subject')}</label>
  <select id="sujet" name="sujet">${option('', t('— Objet de votre demande —', '— What is it about? —'), v.sujet ?? '')}${SUBJECTS.map((x) => option(x[0], pick(x), v.sujet)).join('')}</select></p>
  <p><textarea name="message" rows="6" placeholder="${t('Votre message *', 'Your message *')}">${h(v.message ?? '')}</textarea></p>
  <p>${checkbox('rgpd', t('J’accepte que mes données soient utilisées pour répondre à ma demande *', 'I agree to my data being used to answer my request *'), v.rgpd === '1', '1')}</p>
  <p><button type="submit">${t('Envoyer', 'Send')}</button></p>
</form>`,
  );
}
function loginForm(lang, s, other = '') {
  const { t } = tools(lang);
  return kennelPage(
    lang,
    'compte',
    s,
    t('Mon compte', 'My account'),
    `<h1>${t('Mon compte', 'My account')}</h1>
<h2>${t('Connexion', 'Log in')}</h2>
${errorBox(lang, [], other)}
<form method="post" action="/mon-compte/connexion">${langField(lang)}
  <label for="username">${t('Adresse e-mail', 'Email address')}</label><input type="email" id="username" name="username" autocomplete="username">
  <label for="password">${t('Mot de passe', 'Password')}</label><input type="password" id="password" name="password" autocomplete="current-password">
  ${checkbox('rememberme', t('Se souvenir de moi', 'Remember me'), false, 'forever')}
  <p><button type="submit">${t('Se connecter', 'Log in')}</button></p>
  <p class="hint">${t('Pas encore de compte ? Il est créé à votre premier séjour.', 'No account yet? One is created with your first stay.')}</p>
</form>`,
  );
}

/* ---------------------------------------------------------------- account */

function accountPage(lang, key, s, acct, tab, body) {
  const { t, url } = tools(lang);
  const tabs = [
    ['resas', t('Mes réservations', 'My bookings')],
    ['animaux', t('Mes animaux', 'My pets')],
    ['deconnexion', t('Se déconnecter', 'Log out')],
  ];
  const f = s.flash;
  s.flash = null;
  const flash = f ? `<div class="notice" role="status"><p>${h(tools(lang).t(f[0], f[1]))}</p></div>` : '';
  return kennelPage(
    lang,
    key,
    s,
    t('Mon compte', 'My account'),
    `<h1>${t('Mon compte', 'My account')} — ${h(acct.prenom)} ${h(acct.nom)}</h1>
<nav class="tabs" aria-label="${t('Mon compte', 'My account')}">${tabs.map(([k, l]) => `<a href="${url(k)}"${k === tab ? ' aria-current="page"' : ''}>${h(l)}</a>`).join('')}</nav>
${flash}
${body}`,
  );
}
function bookingLabel(lang, b) {
  const { t, pick } = tools(lang);
  if (b.kind === 'pension') return t('Pension', 'Boarding');
  if (b.kind === 'garderie')
    return `${t('Garderie', 'Day-care')} (${
      pick(DAYCARE.find((x) => x[0] === b.formule))
        .split(' (')[0]
        .split(' — ')[0]
    })`;
  return `${t('Toilettage', 'Grooming')} : ${pick(GROOMING.find((x) => x[0] === b.service))}`;
}
function bookingWhen(lang, b) {
  const { t, shortDate } = tools(lang);
  if (b.kind === 'pension') return `${shortDate(b.arrivee)} → ${shortDate(b.depart)}`;
  if (b.kind === 'garderie') return shortDate(b.date);
  return `${shortDate(b.date)} ${t('à', 'at')} ${b.heure.slice(0, 2)}:${b.heure.slice(2)}`;
}
function bookingsTab(lang, acct) {
  const { t, url } = tools(lang);
  const status = (b) =>
    b.status === 'ok'
      ? t('Confirmée', 'Confirmed')
      : b.status === 'cancelled'
        ? t('Annulée', 'Cancelled')
        : t('Terminée', 'Completed');
  const actions = (b) => {
    if (b.status !== 'ok') return '';
    const change =
      b.kind === 'pension'
        ? `<a class="btn secondary" href="${url('modifier', `?ref=${b.ref}`)}">${t('Modifier les dates', 'Change dates')}</a> `
        : b.kind === 'toilettage'
          ? `<a class="btn secondary" href="${url('heure', `?ref=${b.ref}`)}">${t('Changer l’heure', 'Change time')}</a> `
          : '';
    return `${change}<a class="btn secondary" href="${url('annuler', `?ref=${b.ref}`)}">${t('Annuler', 'Cancel')}</a>`;
  };
  return `<table><thead><tr><th>${t('Référence', 'Reference')}</th><th>${t('Prestation', 'Service')}</th><th>${t('Animal(aux)', 'Pet(s)')}</th><th>${t('Date(s)', 'Date(s)')}</th><th>${t('Statut', 'Status')}</th><th>${t('Actions', 'Actions')}</th></tr></thead><tbody>
${acct.bookings.map((b) => `<tr><td>${b.ref}</td><td>${h(bookingLabel(lang, b))}</td><td>${h(b.pets)}</td><td>${bookingWhen(lang, b)}</td><td>${status(b)}</td><td>${actions(b)}</td></tr>`).join('\n')}
</tbody></table>
${acct.bookings.length ? '' : `<p>${t('Aucune réservation.', 'No bookings.')}</p>`}
<p><a href="${url('sejour1')}">${t('Réserver un nouveau séjour', 'Book a new stay')}</a> · <a href="${url('toilettage')}">${t('Prendre rendez-vous au toilettage', 'Book a grooming appointment')}</a></p>`;
}
function petsTab(lang, acct) {
  const { t, shortDate, url, pick } = tools(lang);
  const old = (d) => nightsBetween(d, TODAY) > 365;
  return `<div class="cards">${acct.pets
    .map(
      (p) => `<article class="card"><h2>${h(p.nom)}</h2>
<p>${p.espece === 'chien' ? t('Chien', 'Dog') : t('Chat', 'Cat')} · ${h(breedName(lang, p.race))} · ${h(p.poids)} kg</p>
<p>${t('Dernier rappel de vaccins', 'Last vaccination')} : ${shortDate(p.vaccin)}${old(p.vaccin) ? ` <span class="warn">${t('(rappel à faire avant tout séjour)', '(booster due before any stay)')}</span>` : ''}</p>
<p>${t('Entente avec les autres animaux', 'Gets on with other animals')} : ${h(pick(GETS_ON.find((x) => x[0] === p.entente)))}</p>
<p>${t('Allergies', 'Allergies')} : ${h(p.allergies || t('aucune connue', 'none known'))}</p>
<p>${t('Vétérinaire', 'Vet')} : ${h(p.veterinaire || '—')}</p>
<a class="btn secondary" href="${url('fiche', `?id=${p.id}`)}">${t('Modifier la fiche', 'Edit profile')}</a></article>`,
    )
    .join('\n')}</div>`;
}
function petProfileForm(lang, pet, v, missing = []) {
  const { t, pick } = tools(lang);
  return `<h2>${t('Fiche de', 'Profile of')} ${h(pet.nom)}</h2>
${errorBox(lang, missing)}
<form method="post" action="/mon-compte/animaux/modifier">${langField(lang)}<input type="hidden" name="id" value="${pet.id}">
  ${input('nom', t('Nom', 'Name'), v)}
  ${input('poids', t('Poids (kg)', 'Weight (kg)'), v, 'text', ' inputmode="decimal"')}
  ${input('vaccin', t('Date du dernier rappel de vaccins', 'Date of the last vaccination'), v, 'date', ` max="${TODAY}"`)}
  <label for="entente">${t('Entente avec les autres animaux', 'Gets on with other animals')}</label>
  <select id="entente" name="entente">${GETS_ON.map((x) => option(x[0], pick(x), v.entente)).join('')}</select>
  <label for="allergies">${t('Allergies ou intolérances alimentaires', 'Allergies or food intolerances')}</label>
  <textarea id="allergies" name="allergies" rows="3">${h(v.allergies ?? '')}</textarea>
  ${input('veterinaire', t('Vétérinaire traitant', 'Vet'), v)}
  <p><button type="submit">${t('Enregistrer la fiche', 'Save the profile')}</button> <a href="${tools(lang).url('animaux')}">${t('Retour', 'Back')}</a></p>
</form>`;
}

/* ---------------------------------------------------------------- routes */

function resolve(path) {
  if (path === '/en') return { key: 'home', lang: 'en' };
  for (const [key, [fr, en]] of Object.entries(SLUGS)) {
    if (path === fr) return { key, lang: 'fr' };
    if (path === en || path === `${en}/`) return { key, lang: 'en' };
  }
  return null;
}

function stayDateProblem(lang, a, d) {
  const { t, longDate } = tools(lang);
  if (!validIsoDate(a) || !validIsoDate(d)) return t('Dates invalides.', 'Invalid dates.');
  if (a < TODAY || d > LAST_DAY)
    return t(
      'Les réservations en ligne sont ouvertes jusqu’au 31 janvier 2027.',
      'Online bookings are open up to 31 January 2027.',
    );
  if (d <= a)
    return t('La date de départ doit suivre la date d’arrivée.', 'The departure must be after the arrival.');
  if (nightsBetween(a, d) > 30)
    return t('Un séjour dure au plus 30 nuits.', 'A stay lasts 30 nights at most.');
  for (const x of [a, d]) {
    if (dayOf(x) === 0 || HOLIDAYS.includes(x))
      return t(
        `Pas d’arrivée ni de départ le ${longDate(x)} : la pension est fermée au public les dimanches, le 25 décembre et le 1er janvier.`,
        `No drop-off or pick-up on ${longDate(x)}: the kennel is closed to the public on Sundays, 25 December and 1 January.`,
      );
  }
  return '';
}

export async function kennelRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let s = state.sessions.get(cookies.dp_session);
  if (!s) {
    const id = sid();
    s = { user: null, stay: null, groom: null, gift: null, flash: null, next: null };
    state.sessions.set(id, s);
    ctx.setCookie('dp_session', id);
  }
  const acct = s.user ? state.accounts[s.user] : null;
  const where = method === 'GET' ? resolve(path) : null;
  const lang = method === 'POST' ? (fields.lang === 'en' ? 'en' : 'fr') : (where?.lang ?? 'fr');
  const { t, pick, money, longDate, shortDate, url } = tools(lang);
  const send = (html, status) => ({ status, lang, html });
  const html = (key, title, body, status) => send(kennelPage(lang, key, s, title, body), status);
  const blank = (k) => !fields[k]?.trim();
  const missingOf = (pairs) => pairs.filter(([k]) => blank(k)).map(([, l]) => l);
  const emailOk = (x) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((x ?? '').trim());
  const done = (key, title, lines) =>
    html(
      key,
      title,
      `<div class="notice" role="status"><h1>${h(title)}</h1>${lines.map((l) => `<p>${l}</p>`).join('')}</div><p><a href="${url('home')}">${t('Retour à l’accueil', 'Back to the home page')}</a></p>`,
    );

  /* ------------------------------------------------------------ GET pages */
  if (method === 'GET') {
    if (!where) return { status: 404, html: null, lang: path.startsWith('/en') ? 'en' : 'fr' };
    const key = where.key;
    if (key === 'home')
      return html(
        key,
        t('Pension canine et féline à Pernes-les-Fontaines', 'Dog and cat boarding in Pernes-les-Fontaines'),
        `<h1>${t('Pension, garderie et toilettage au pied du Ventoux', 'Boarding, day-care and grooming at the foot of Mont Ventoux')}</h1>
<p>${t('Depuis 2009, Sophie et Laurent accueillent chiens et chats dans un domaine de deux hectares entre Pernes-les-Fontaines et Carpentras : boxes chauffés avec courette, chatterie au calme, parcs de jeu et promenades en forêt.', 'Since 2009, Sophie and Laurent have welcomed dogs and cats on a two-hectare estate between Pernes-les-Fontaines and Carpentras: heated kennels with their own run, a quiet cattery, play paddocks and forest walks.')}</p>
<p class="notice">${t('Aujourd’hui, mardi 8 décembre 2026, l’accueil est ouvert de 8 h à 12 h et de 14 h à 18 h 30. Fêtes de fin d’année : pensez à réserver, et notez qu’il n’y a ni arrivée ni départ le 25 décembre et le 1er janvier.', 'Today, Tuesday 8 December 2026, reception is open from 8 am to 12 pm and from 2 pm to 6:30 pm. Holidays: book early, and note there are no drop-offs or pick-ups on 25 December or 1 January.')}</p>
<div class="cards">
<article class="card"><h2>${t('Pension', 'Boarding')}</h2><p>${t('Chiens dès 19 € la nuit, chats 15 €.', 'Dogs from €19 a night, cats €15.')}</p><a class="btn" href="${url('sejour1')}">${t('Réserver un séjour', 'Book a stay')}</a></article>
<article class="card"><h2>${t('Garderie', 'Day-care')}</h2><p>${t('Journée ou demi-journée, du lundi au samedi.', 'Full or half days, Monday to Saturday.')}</p><a class="btn" href="${url('garderie')}">${t('Réserver une journée', 'Book a day')}</a></article>
<article class="card"><h2>${t('Toilettage', 'Grooming')}</h2><p>${t('Bain, coupe, tonte, griffes — chiens et chats.', 'Bath, cut, clip, nails — dogs and cats.')}</p><a class="btn" href="${url('toilettage')}">${t('Prendre rendez-vous', 'Book an appointment')}</a></article>
</div>
<p><a href="${url('cadeaux')}">${t('Offrez une carte cadeau à un ami des bêtes', 'Give an animal lover a gift card')}</a></p>`,
      );
    if (key === 'pension')
      return html(
        key,
        t('Pension', 'Boarding'),
        `<h1>${t('La pension', 'Boarding')}</h1>
<p>${t('Boxes individuels chauffés avec courette pour les chiens (ou partagés pour les chiens d’une même famille), chatterie séparée avec arbres à chat. Trois sorties par jour en parc, câlins compris.', 'Individual heated kennels with a run for dogs (shared for dogs of one family), a separate cattery with cat trees. Three paddock outings a day, cuddles included.')}</p>
<table><thead><tr><th>${t('Animal', 'Pet')}</th><th>${t('Prix par nuit', 'Price per night')}</th></tr></thead><tbody>
${SIZES.map((x) => `<tr><td>${t('Chien', 'Dog')} — ${h(pick(x))}</td><td>${money(NIGHT[x[0]])}</td></tr>`).join('')}
<tr><td>${t('Chat', 'Cat')}</td><td>${money(NIGHT.chat)}</td></tr></tbody></table>
<p>${t('Carnet de vaccination à présenter à l’arrivée. Nous n’accueillons ni lapins, ni furets, ni oiseaux, ni autres NAC.', 'Bring the vaccination booklet on arrival. We do not take rabbits, ferrets, birds or other small pets.')}</p>
<p><a class="btn" href="${url('sejour1')}">${t('Réserver un séjour', 'Book a stay')}</a></p>`,
      );
    if (key === 'sejour1') {
      return send(stayDatesForm(lang, s, s.stay ? { ...s.stay, nb_animaux: String(s.stay.nb) } : {}));
    }
    if (key === 'sejour2') {
      if (!s.stay?.nb) return { redirect: url('sejour1') };
      return send(petsForm(lang, s, s.stay.petFields ?? {}));
    }
    if (key === 'sejour3') {
      if (!s.stay?.pets) return { redirect: url('sejour1') };
      return send(optionsForm(lang, s, s.stay.optionFields ?? {}));
    }
    if (key === 'sejour4') {
      if (!s.stay?.options) return { redirect: url('sejour1') };
      return send(ownerForm(lang, s, s.stay.owner ?? {}));
    }
    if (key === 'sejour5') {
      const c = s.stay;
      if (!c?.owner) return { redirect: url('sejour1') };
      const { nights, total } = stayTotal(c);
      const opts = [
        c.options.medicaments ? `${t('Traitement', 'Medication')} : ${h(c.options.traitement)}` : '',
        c.options.promenades ? t('Promenades supplémentaires', 'Extra walks') : '',
        c.options.photos ? t('Nouvelles et photos par e-mail', 'News and photos by email') : '',
        c.options.bain ? t('Bain avant le retour', 'Bath before going home') : '',
        c.options.alimentation === 'maison'
          ? t('Nourriture apportée par vos soins', 'Your own food')
          : t('Croquettes de la pension', 'The kennel’s kibble'),
      ].filter(Boolean);
      return html(
        key,
        t('Récapitulatif', 'Summary'),
        `<h1>${t('Réserver un séjour en pension', 'Book a boarding stay')}</h1>
${stepLine(lang, 5, 'Récapitulatif', 'Summary')}
<table><tbody>
<tr><th>${t('Arrivée', 'Arrival')}</th><td>${longDate(c.arrivee)}, ${h(pick(WINDOWS.find((w) => w[0] === c.depot)))}</td></tr>
<tr><th>${t('Départ', 'Departure')}</th><td>${longDate(c.depart)}, ${h(pick(WINDOWS.find((w) => w[0] === c.reprise)))}</td></tr>
<tr><th>${t('Nuits', 'Nights')}</th><td>${nights}</td></tr>
<tr><th>${t('Animaux', 'Pets')}</th><td>${c.pets
          .map(
            (p) =>
              `${h(p.nom)} (${h(breedName(lang, p.race))}${
                p.espece === 'chien'
                  ? `, ${h(
                      pick(SIZES.find((x) => x[0] === p.gabarit))
                        .split(' (')[0]
                        .toLowerCase(),
                    )}`
                  : ''
              })`,
          )
          .join('<br>')}</td></tr>
<tr><th>${t('Options', 'Options')}</th><td>${opts.join('<br>')}</td></tr>
<tr><th>${t('Propriétaire', 'Owner')}</th><td>${h(c.owner.prenom)} ${h(c.owner.nom)} · ${h(c.owner.email)} · ${h(c.owner.telephone)}</td></tr>
<tr><th>Total</th><td class="price">${money(total)}</td></tr>
</tbody></table>
<p class="hint">${t('Un acompte de 30 % vous sera demandé par e-mail ; le solde se règle au départ.', 'A 30% deposit will be requested by email; the balance is paid at pick-up.')}</p>
<form method="post" action="/pension/reservation/confirmer">${langField(lang)}<p><button type="submit">${t('Confirmer la réservation', 'Confirm the booking')}</button> <a href="${url('sejour3')}">${t('Modifier les options', 'Change the options')}</a></p></form>`,
      );
    }
    if (key === 'garderie') return send(daycareForm(lang, s));
    if (key === 'toilettage') return send(groomForm(lang, s));
    if (key === 'creneau') {
      if (!s.groom) return { redirect: url('toilettage') };
      return send(groomSlotForm(lang, s));
    }
    if (key === 'cadeaux') return send(giftForm(lang, s));
    if (key === 'paiement') {
      if (!s.gift) return { redirect: url('cadeaux') };
      return send(giftPayForm(lang, s));
    }
    if (key === 'tarifs')
      return html(
        key,
        t('Tarifs', 'Prices'),
        `<h1>${t('Tarifs 2026-2027', 'Prices 2026-2027')}</h1>
<h2>${t('Pension (par nuit)', 'Boarding (per night)')}</h2>
<ul>${SIZES.map((x) => `<li>${t('Chien', 'Dog')} ${h(pick(x).toLowerCase())} : ${money(NIGHT[x[0]])}</li>`).join('')}<li>${t('Chat', 'Cat')} : ${money(NIGHT.chat)}</li></ul>
<h2>${t('Garderie', 'Day-care')}</h2>
<ul>${DAYCARE.map((x) => `<li>${h(pick(x))}</li>`).join('')}</ul>
<h2>${t('Toilettage', 'Grooming')}</h2>
<ul>${GROOMING.map((g) => `<li>${h(pick(g))} : ${h(t(g[3], g[4]))}</li>`).join('')}</ul>`,
      );
    if (key === 'faq') {
      const qa = [
        [
          'Quels animaux acceptez-vous ?',
          'Which animals do you take?',
          'Uniquement les chiens et les chats. Nous n’avons pas d’installations pour les lapins, cochons d’Inde, furets, oiseaux ou reptiles.',
          'Dogs and cats only. We have no facilities for rabbits, guinea pigs, ferrets, birds or reptiles.',
        ],
        [
          'Pouvez-vous venir chercher mon animal à domicile ?',
          'Can you collect my pet from home?',
          'Non, nous ne proposons pas de transport ni de taxi animalier : les animaux sont déposés et repris à la pension par leurs maîtres.',
          'No, we do not offer any transport or pet taxi: owners drop off and pick up their pets at the kennel.',
        ],
        [
          'Quels sont vos horaires d’arrivée et de départ ?',
          'When can I drop off and pick up?',
          'Du lundi au samedi, de 8 h à 12 h et de 14 h à 18 h 30. Ni le dimanche, ni le 25 décembre, ni le 1er janvier.',
          'Monday to Saturday, 8 am to 12 pm and 2 pm to 6:30 pm. Never on Sundays, 25 December or 1 January.',
        ],
        [
          'Quels vaccins sont obligatoires ?',
          'Which vaccinations are required?',
          'Chiens : CHPPiL et toux du chenil. Chats : typhus et coryza. Le carnet est vérifié à l’arrivée (pas d’envoi en ligne).',
          'Dogs: DHPPi-L and kennel cough. Cats: feline panleukopenia and cat flu. The booklet is checked on arrival (nothing is uploaded online).',
        ],
        [
          'Puis-je annuler ma réservation ?',
          'Can I cancel my booking?',
          'Oui, depuis Mon compte. L’acompte est remboursé si vous annulez plus de 15 jours avant le séjour.',
          'Yes, from My account. The deposit is refunded if you cancel more than 15 days before the stay.',
        ],
        [
          'Les chats peuvent-ils aller à la garderie ?',
          'Can cats come to the day-care?',
          'Non, la garderie est réservée aux chiens sociables. Les chats sont accueillis en pension.',
          'No, the day-care is for sociable dogs only. Cats are welcome for boarding.',
        ],
      ];
      return html(
        key,
        'FAQ',
        `<h1>${t('Questions fréquentes', 'Frequently asked questions')}</h1>
${qa.map((x) => `<details class="card"><summary>${h(t(x[0], x[1]))}</summary><p>${h(t(x[2], x[3]))}</p></details>`).join('\n')}`,
      );
    }
    if (key === 'contact') return send(contactForm(lang, s));
    if (key === 'deconnexion') {
      s.user = null;
      return { redirect: url('home') };
    }
    if (key === 'compte' && !acct) return send(loginForm(lang, s));
    if (!acct) {
      s.next = key === 'compte' ? null : path + ctx.url.search;
      return { redirect: url('compte') };
    }
    if (key === 'compte' || key === 'resas')
      return send(accountPage(lang, key, s, acct, 'resas', bookingsTab(lang, acct)));
    if (key === 'animaux') return send(accountPage(lang, key, s, acct, 'animaux', petsTab(lang, acct)));
    const ref = ctx.query.get('ref');
    const b = acct.bookings.find((x) => x.ref === ref && x.status === 'ok');
    if (key === 'modifier') {
      if (!b || b.kind !== 'pension') return { redirect: url('resas') };
      return send(accountPage(lang, key, s, acct, 'resas', changeDatesForm(lang, b, b)));
    }
    if (key === 'heure') {
      if (!b || b.kind !== 'toilettage') return { redirect: url('resas') };
      return send(accountPage(lang, key, s, acct, 'resas', changeTimeForm(lang, b)));
    }
    if (key === 'annuler') {
      if (!b) return { redirect: url('resas') };
      return send(accountPage(lang, key, s, acct, 'resas', cancelForm(lang, b)));
    }
    if (key === 'fiche') {
      const pet = acct.pets.find((p) => p.id === ctx.query.get('id'));
      if (!pet) return { redirect: url('animaux') };
      return send(accountPage(lang, key, s, acct, 'animaux', petProfileForm(lang, pet, pet)));
    }
    return { status: 404, html: null, lang };
  }

  /* ------------------------------------------------------------ forms */
  if (method !== 'POST') return { status: 405, html: null, lang };

  if (path === '/newsletter') {
    if (!emailOk(fields.nl_email) || fields.nl_accord !== '1')
      return html(
        'home',
        t('Lettre d’information', 'Newsletter'),
        `<h1>${t('Lettre d’information', 'Newsletter')}</h1>${errorBox(lang, [], !emailOk(fields.nl_email) ? t('Adresse e-mail invalide.', 'Invalid email address.') : t('Merci de cocher la case de consentement.', 'Please tick the consent box.'))}`,
        422,
      );
    return done('home', t('Inscription confirmée', 'You’re subscribed'), [
      t(
        `Merci ! L’adresse ${h(fields.nl_email.trim())} est inscrite à la lettre des Pattes.`,
        `Thanks! ${h(fields.nl_email.trim())} is now subscribed to the Pattes newsletter.`,
      ),
    ]);
  }

  /* boarding */
  if (path === '/pension/reservation/dates') {
    const missing = missingOf([
      ['arrivee', t('Date d’arrivée', 'Arrival date')],
      ['depot', t('Heure de dépôt', 'Drop-off time')],
      ['depart', t('Date de départ', 'Departure date')],
      ['reprise', t('Heure de reprise', 'Pick-up time')],
    ]);
    if (missing.length) return send(stayDatesForm(lang, s, fields, missing), 422);
    const problem = stayDateProblem(lang, fields.arrivee.trim(), fields.depart.trim());
    if (problem) return send(stayDatesForm(lang, s, fields, [], problem), 422);
    const nb = Number(fields.nb_animaux);
    if (![1, 2, 3].includes(nb))
      return send(stayDatesForm(lang, s, fields, [t('Nombre d’animaux', 'Number of pets')]), 422);
    if (!WINDOWS.some((w) => w[0] === fields.depot) || !WINDOWS.some((w) => w[0] === fields.reprise))
      return send(stayDatesForm(lang, s, fields, [t('Heure de dépôt', 'Drop-off time')]), 422);
    s.stay = {
      arrivee: fields.arrivee.trim(),
      depart: fields.depart.trim(),
      depot: fields.depot,
      reprise: fields.reprise,
      nb,
    };
    return { redirect: url('sejour2') };
  }
  if (path === '/pension/reservation/animaux') {
    if (!s.stay?.nb) return { redirect: url('sejour1') };
    const missing = [];
    const pets = [];
    for (let i = 1; i <= s.stay.nb; i++) {
      const f = (x) => (fields[`animal${i}_${x}`] ?? '').trim();
      const n = t(`animal n° ${i}`, `pet no. ${i}`);
      if (!f('nom')) missing.push(`${t('Nom', 'Name')} (${n})`);
      const esp = f('espece');
      if (!['chien', 'chat'].includes(esp)) missing.push(`${t('Espèce', 'Species')} (${n})`);
      const breeds = esp === 'chat' ? CAT_BREEDS : DOG_BREEDS;
      if (!f('race')) missing.push(`${t('Race', 'Breed')} (${n})`);
      else if (esp && !breeds.some((b) => b[0] === f('race')))
        missing.push(`${t('Race qui correspond à l’espèce', 'A breed that matches the species')} (${n})`);
      if (esp === 'chien' && !SIZES.some((x) => x[0] === f('gabarit')))
        missing.push(`${t('Gabarit', 'Size')} (${n})`);
      pets.push({
        nom: f('nom'),
        espece: esp,
        race: f('race'),
        gabarit: esp === 'chien' ? f('gabarit') : '',
      });
    }
    if (missing.length) return send(petsForm(lang, s, fields, missing), 422);
    s.stay.pets = pets;
    s.stay.petFields = { ...fields };
    return { redirect: url('sejour3') };
  }
  if (path === '/pension/reservation/options') {
    if (!s.stay?.pets) return { redirect: url('sejour1') };
    const missing = [];
    if (fields.medicaments === 'oui' && blank('traitement'))
      missing.push(t('Détail du traitement', 'Medication details'));
    if (!['pension', 'maison'].includes(fields.alimentation)) missing.push(t('Alimentation', 'Food'));
    if (missing.length) return send(optionsForm(lang, s, fields, missing), 422);
    s.stay.options = {
      medicaments: fields.medicaments === 'oui',
      traitement: fields.traitement?.trim() ?? '',
      promenades: fields.promenades === 'oui',
      photos: fields.photos === 'oui',
      bain: fields.bain === 'oui',
      alimentation: fields.alimentation,
    };
    s.stay.optionFields = { ...fields };
    return { redirect: url('sejour4') };
  }
  if (path === '/pension/reservation/coordonnees') {
    if (!s.stay?.options) return { redirect: url('sejour1') };
    const missing = missingOf([
      ['prenom', t('Prénom', 'First name')],
      ['nom', t('Nom', 'Last name')],
      ['email', t('E-mail', 'Email')],
      ['telephone', t('Téléphone portable', 'Mobile phone')],
    ]);
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('E-mail valide', 'A valid email'));
    if (fields.vaccins !== 'on') missing.push(t('Attestation de vaccination', 'Vaccination statement'));
    if (fields.reglement !== 'on') missing.push(t('Règlement intérieur', 'Kennel rules'));
    if (missing.length) return send(ownerForm(lang, s, fields, missing), 422);
    s.stay.owner = {
      prenom: fields.prenom.trim(),
      nom: fields.nom.trim(),
      email: fields.email.trim(),
      telephone: fields.telephone.trim(),
      vaccins: 'on',
      reglement: 'on',
      veterinaire: fields.veterinaire ?? '',
      urgence: fields.urgence ?? '',
    };
    return { redirect: url('sejour5') };
  }
  if (path === '/pension/reservation/confirmer') {
    const c = s.stay;
    if (!c?.owner) return { redirect: url('sejour1') };
    const ref = `PEN-${state.nextStay++}`;
    const { nights, total } = stayTotal(c);
    const owner = state.accounts[c.owner.email.toLowerCase()];
    if (owner)
      owner.bookings.push({
        ref,
        kind: 'pension',
        pets: c.pets.map((p) => p.nom).join(', '),
        arrivee: c.arrivee,
        depart: c.depart,
        status: 'ok',
      });
    s.stay = null;
    return done('sejour1', t('Séjour réservé, merci !', 'Stay booked, thank you!'), [
      `${t('Référence de votre réservation', 'Your booking reference')} : <strong>${ref}</strong>`,
      `${c.pets.map((p) => h(p.nom)).join(t(' et ', ' and '))} · ${t('du', 'from')} ${longDate(c.arrivee)} ${t('au', 'to')} ${longDate(c.depart)} (${nights} ${t('nuits', 'nights')}) · ${money(total)}`,
      t(
        `Un e-mail de confirmation avec la demande d’acompte a été envoyé à ${h(c.owner.email)}.`,
        `A confirmation email with the deposit request has been sent to ${h(c.owner.email)}.`,
      ),
    ]);
  }

  /* grooming */
  if (path === '/toilettage/rdv') {
    const missing = missingOf([
      ['prestation', t('Prestation', 'Service')],
      ['animal', t('Nom de votre animal', 'Your pet’s name')],
      ['gabarit', t('Taille de l’animal', 'Size of your pet')],
      ['date', t('Date souhaitée', 'Preferred date')],
    ]);
    if (missing.length) return send(groomForm(lang, s, fields, missing), 422);
    if (
      !GROOMING.some((g) => g[0] === fields.prestation) ||
      !GROOM_SIZES.some((g) => g[0] === fields.gabarit)
    )
      return send(groomForm(lang, s, fields, [t('Prestation', 'Service')]), 422);
    const isCat = fields.gabarit === 'chat';
    if (
      (fields.prestation === 'chat' && !isCat) ||
      (isCat && !['chat', 'griffes'].includes(fields.prestation))
    )
      return send(
        groomForm(
          lang,
          s,
          fields,
          [],
          t(
            'Pour un chat, choisissez « Toilettage chat » ou « Coupe des griffes seule ».',
            'For a cat, choose “Cat grooming” or “Nail clipping only”.',
          ),
        ),
        422,
      );
    const d = fields.date.trim();
    if (!validIsoDate(d) || d <= TODAY || d > LAST_DAY)
      return send(
        groomForm(
          lang,
          s,
          fields,
          [],
          t(
            'Choisissez une date entre demain et le 31 janvier 2027.',
            'Choose a date between tomorrow and 31 January 2027.',
          ),
        ),
        422,
      );
    if ([0, 1].includes(dayOf(d)) || HOLIDAYS.includes(d))
      return send(
        groomForm(
          lang,
          s,
          fields,
          [],
          t(
            `Le salon est fermé le ${longDate(d)} (ouvert du mardi au samedi, fermé les jours fériés).`,
            `The salon is closed on ${longDate(d)} (open Tuesday to Saturday, closed on public holidays).`,
          ),
        ),
        422,
      );
    s.groom = {
      prestation: fields.prestation,
      animal: fields.animal.trim(),
      gabarit: fields.gabarit,
      date: d,
    };
    return { redirect: url('creneau') };
  }
  if (path === '/toilettage/confirmer') {
    const g = s.groom;
    if (!g) return { redirect: url('toilettage') };
    const missing = missingOf([
      ['heure', t('Horaire', 'Time')],
      ['nom', t('Nom et prénom', 'Full name')],
      ['telephone', t('Téléphone', 'Phone')],
      ['email', t('E-mail', 'Email')],
    ]);
    if (
      !blank('heure') &&
      (!SLOTS.some((x) => x[0] === fields.heure) || (FULL_SLOTS[g.date] ?? []).includes(fields.heure))
    )
      missing.push(t('Horaire disponible', 'An available time'));
    if (!blank('email') && !emailOk(fields.email)) missing.push(t('E-mail valide', 'A valid email'));
    if (missing.length) return send(groomSlotForm(lang, s, fields, missing), 422);
    const ref = `TOI-${state.nextGroom++}`;
    const slot = SLOTS.find((x) => x[0] === fields.heure);
    const owner = state.accounts[fields.email.trim().toLowerCase()];
    if (owner)
      owner.bookings.push({
        ref,
        kind: 'toilettage',
        service: g.prestation,
        pets: g.animal,
        date: g.date,
        heure: fields.heure,
        status: 'ok',
      });
    s.groom = null;
    return done('toilettage', t('Rendez-vous confirmé', 'Appointment confirmed'), [
      `${t('Référence', 'Reference')} : <strong>${ref}</strong>`,
      `${h(pick(GROOMING.find((x) => x[0] === g.prestation)))} ${t('pour', 'for')} ${h(g.animal)} · ${longDate(g.date)} ${t('à', 'at')} ${pick(slot)}`,
      fields.rappel === 'oui'
        ? t(
            `Un SMS de rappel sera envoyé la veille au ${h(fields.telephone)}.`,
            `A reminder text will be sent the day before to ${h(fields.telephone)}.`,
          )
        : t('Pensez à noter votre rendez-vous !', 'Don’t forget to note your appointment!'),
    ]);
  }

  /* day-care */
  if (path === '/garderie') {
    const missing = missingOf([
      ['jour', t('Date', 'Date')],
      ['formule', t('Formule', 'Option')],
      ['chien', t('Nom du chien', 'Dog’s name')],
      ['gabarit', t('Gabarit', 'Size')],
      ['nom', t('Votre nom', 'Your name')],
      ['email', t('E-mail', 'Email')],
      ['telephone', t('Téléphone', 'Phone')],
    ]);
    if (fields.sociable !== 'oui')
      missing.push(t('Chien sociable (case à cocher)', 'Sociable dog (tick box)'));
    if (missing.length) return send(daycareForm(lang, s, fields, missing), 422);
    const d = fields.jour.trim();
    if (!validIsoDate(d) || d < TODAY || d > LAST_DAY)
      return send(daycareForm(lang, s, fields, [], t('Date invalide.', 'Invalid date.')), 422);
    if (dayOf(d) === 0 || HOLIDAYS.includes(d))
      return send(
        daycareForm(
          lang,
          s,
          fields,
          [],
          t(`La garderie est fermée le ${longDate(d)}.`, `The day-care is closed on ${longDate(d)}.`),
        ),
        422,
      );
    const f = DAYCARE.find((x) => x[0] === fields.formule);
    if (!f || !SIZES.some((x) => x[0] === fields.gabarit))
      return send(daycareForm(lang, s, fields, [t('Formule', 'Option')]), 422);
    const ref = `GAR-${state.nextDaycare++}`;
    const owner = state.accounts[fields.email.trim().toLowerCase()];
    if (owner)
      owner.bookings.push({
        ref,
        kind: 'garderie',
        formule: f[0],
        pets: fields.chien.trim(),
        date: d,
        status: 'ok',
      });
    return done('garderie', t('Journée réservée', 'Day booked'), [
      `${t('Référence', 'Reference')} : <strong>${ref}</strong>`,
      `${h(fields.chien.trim())} · ${longDate(d)} · ${h(pick(f))}`,
      fields.premiere === 'oui'
        ? t(
            'Prévoyez 20 minutes à l’arrivée pour l’évaluation de comportement (offerte).',
            'Allow 20 minutes on arrival for the (free) temperament assessment.',
          )
        : t('À bientôt !', 'See you soon!'),
    ]);
  }

  /* gift cards */
  if (path === '/cartes-cadeaux') {
    const missing = missingOf([
      ['montant', t('Montant', 'Amount')],
      ['beneficiaire', t('Prénom du bénéficiaire', 'Recipient’s first name')],
      ['envoi', t('Envoi de la carte', 'Sending the card')],
      ['acheteur_nom', t('Votre nom', 'Your name')],
      ['acheteur_email', t('Votre e-mail', 'Your email')],
    ]);
    let amount = Number(fields.montant);
    if (fields.montant === 'autre') {
      amount = Number((fields.montant_libre ?? '').replace(',', '.').replace(/[€\s]/g, ''));
      if (!(amount >= 20 && amount <= 200))
        missing.push(t('Montant libre entre 20 et 200 €', 'An amount between €20 and €200'));
    } else if (!blank('montant') && ![30, 50, 80].includes(amount)) missing.push(t('Montant', 'Amount'));
    if (fields.envoi === 'beneficiaire' && !emailOk(fields.email_beneficiaire))
      missing.push(t('E-mail du bénéficiaire', 'Recipient’s email'));
    if (missing.length) return send(giftForm(lang, s, fields, missing), 422);
    s.gift = {
      amount,
      valable: GIFT_SCOPE.some((x) => x[0] === fields.valable) ? fields.valable : 'tout',
      beneficiaire: fields.beneficiaire.trim(),
      envoi: fields.envoi,
      to: fields.envoi === 'beneficiaire' ? fields.email_beneficiaire.trim() : fields.acheteur_email.trim(),
    };
    return { redirect: url('paiement') };
  }
  if (path === '/cartes-cadeaux/paiement') {
    if (!s.gift) return { redirect: url('cadeaux') };
    const missing = missingOf([
      ['cc_nom', t('Titulaire de la carte', 'Name on the card')],
      ['cc_numero', t('Numéro de carte', 'Card number')],
      ['cc_exp', t('Date d’expiration', 'Expiry date')],
      ['cc_cvc', t('Code de sécurité', 'Security code')],
    ]);
    const digits = (fields.cc_numero ?? '').replace(/\D/g, '');
    if (!blank('cc_numero') && (digits.length < 13 || digits.length > 19))
      return send(giftPayForm(lang, s, missing, t('Numéro de carte invalide.', 'Invalid card number.')), 422);
    if (!blank('cc_exp') && !/^\d{2}\s*\/\s*\d{2}(\d{2})?$/.test(fields.cc_exp.trim()))
      return send(
        giftPayForm(
          lang,
          s,
          missing,
          t('Date d’expiration invalide (MM / AA).', 'Invalid expiry date (MM / YY).'),
        ),
        422,
      );
    if (!blank('cc_cvc') && !/^\d{3,4}$/.test(fields.cc_cvc.trim()))
      return send(
        giftPayForm(lang, s, missing, t('Code de sécurité invalide.', 'Invalid security code.')),
        422,
      );
    if (missing.length) return send(giftPayForm(lang, s, missing), 422);
    const g = s.gift;
    const ref = `KDO-${state.nextGift++}`;
    s.gift = null;
    return done('cadeaux', t('Paiement accepté', 'Payment accepted'), [
      `${t('Carte cadeau', 'Gift card')} <strong>${ref}</strong> · ${money(g.amount)} · ${h(pick(GIFT_SCOPE.find((x) => x[0] === g.valable)))}`,
      t(
        `La carte de ${h(g.beneficiaire)} a été envoyée à ${h(g.to)}.`,
        `${h(g.beneficiaire)}’s card has been sent to ${h(g.to)}.`,
      ),
      `${t('Carte bancaire se terminant par', 'Card ending in')} ${digits.slice(-4)}`,
    ]);
  }

  /* contact */
  if (path === '/contact') {
    const missing = missingOf([
      ['nom', t('Votre nom', 'Your name')],
      ['email', t('Votre e-mail', 'Your email')],
      ['sujet', t('Objet', 'Subject')],
      ['message', t('Votre message', 'Your message')],
    ]);
    if (!blank('sujet') && !SUBJECTS.some((x) => x[0] === fields.sujet)) missing.push(t('Objet', 'Subject'));
    if (fields.rgpd !== '1') missing.push(t('Consentement', 'Consent'));
    if (missing.length) return send(contactForm(lang, s, fields, missing), 422);
    const ref = `DEM-${state.nextMessage++}`;
    return done('contact', t('Message envoyé', 'Message sent'), [
      t(
        `Merci ! Votre message a bien été envoyé (réf. ${ref}).`,
        `Thank you! Your message has been sent (ref. ${ref}).`,
      ),
      t('Nous vous répondons sous 48 heures ouvrées.', 'We reply within two working days.'),
    ]);
  }

  /* account */
  if (path === '/mon-compte/connexion') {
    const email = (fields.username ?? '').trim().toLowerCase();
    const a = state.accounts[email];
    if (!a || a.password !== fields.password)
      return send(
        loginForm(
          lang,
          s,
          t('Adresse e-mail ou mot de passe incorrect.', 'Wrong email address or password.'),
        ),
        401,
      );
    s.user = email;
    const next = s.next;
    s.next = null;
    return { redirect: next ?? url('resas') };
  }
  if (!acct) return { redirect: url('compte') };
  const own = (ref) => acct.bookings.find((x) => x.ref === ref && x.status === 'ok');
  if (path === '/mon-compte/reservations/modifier') {
    const b = own(fields.ref);
    if (!b || b.kind !== 'pension') return { redirect: url('resas') };
    const missing = missingOf([
      ['arrivee', t('Date d’arrivée', 'Arrival date')],
      ['depart', t('Date de départ', 'Departure date')],
    ]);
    if (missing.length)
      return send(
        accountPage(lang, 'modifier', s, acct, 'resas', changeDatesForm(lang, b, fields, missing)),
        422,
      );
    const problem = stayDateProblem(lang, fields.arrivee.trim(), fields.depart.trim());
    if (problem)
      return send(
        accountPage(lang, 'modifier', s, acct, 'resas', changeDatesForm(lang, b, fields, [], problem)),
        422,
      );
    b.arrivee = fields.arrivee.trim();
    b.depart = fields.depart.trim();
    s.flash = [
      `Réservation ${b.ref} modifiée : du ${shortDate(b.arrivee)} au ${shortDate(b.depart)}.`,
      `Booking ${b.ref} updated: ${shortDate(b.arrivee)} to ${shortDate(b.depart)}.`,
    ];
    return { redirect: url('resas') };
  }
  if (path === '/mon-compte/reservations/heure') {
    const b = own(fields.ref);
    if (!b || b.kind !== 'toilettage') return { redirect: url('resas') };
    const full = FULL_SLOTS[b.date] ?? [];
    if (!SLOTS.some((x) => x[0] === fields.heure) || full.includes(fields.heure) || fields.heure === b.heure)
      return send(
        accountPage(
          lang,
          'heure',
          s,
          acct,
          'resas',
          changeTimeForm(lang, b, [t('Nouvel horaire', 'New time')]),
        ),
        422,
      );
    b.heure = fields.heure;
    const hm = `${b.heure.slice(0, 2)}:${b.heure.slice(2)}`;
    s.flash = [
      `Rendez-vous ${b.ref} déplacé au ${shortDate(b.date)} à ${hm}.`,
      `Appointment ${b.ref} moved to ${shortDate(b.date)} at ${hm}.`,
    ];
    return { redirect: url('resas') };
  }
  if (path === '/mon-compte/reservations/annuler') {
    const b = own(fields.ref);
    if (!b) return { redirect: url('resas') };
    const missing = [];
    if (!CANCEL_REASONS.some((x) => x[0] === fields.raison))
      missing.push(t('Motif de l’annulation', 'Reason for cancelling'));
    if (fields.confirme !== 'oui') missing.push(t('Case de confirmation', 'Confirmation box'));
    if (missing.length)
      return send(accountPage(lang, 'annuler', s, acct, 'resas', cancelForm(lang, b, fields, missing)), 422);
    b.status = 'cancelled';
    b.reason = fields.raison;
    s.flash = [`La réservation ${b.ref} a été annulée.`, `Booking ${b.ref} has been cancelled.`];
    return { redirect: url('resas') };
  }
  if (path === '/mon-compte/animaux/modifier') {
    const pet = acct.pets.find((p) => p.id === fields.id);
    if (!pet) return { redirect: url('animaux') };
    const missing = missingOf([
      ['nom', t('Nom', 'Name')],
      ['vaccin', t('Date du dernier rappel de vaccins', 'Date of the last vaccination')],
    ]);
    if (!blank('vaccin') && (!validIsoDate(fields.vaccin.trim()) || fields.vaccin.trim() > TODAY))
      missing.push(t('Date de vaccin passée', 'A past vaccination date'));
    if (missing.length)
      return send(
        accountPage(
          lang,
          'fiche',
          s,
          acct,
          'animaux',
          petProfileForm(lang, pet, { ...pet, ...fields }, missing),
        ),
        422,
      );
    Object.assign(pet, {
      nom: fields.nom.trim(),
      poids: fields.poids?.trim() ?? pet.poids,
      vaccin: fields.vaccin.trim(),
      entente: GETS_ON.some((x) => x[0] === fields.entente) ? fields.entente : pet.entente,
      allergies: fields.allergies?.trim() ?? '',
      veterinaire: fields.veterinaire?.trim() ?? '',
    });
    s.flash = [`Fiche de ${pet.nom} mise à jour.`, `${pet.nom}’s profile has been updated.`];
    return { redirect: url('animaux') };
  }
  return { status: 404, html: null, lang };
}

function changeDatesForm(lang, b, v, missing = [], other = '') {
  const { t } = tools(lang);
  return `<h2>${t('Modifier les dates du séjour', 'Change the dates of stay')} ${b.ref}</h2>
<p>${h(b.pets)}</p>
${errorBox(lang, missing, other)}
<form method="post" action="/mon-compte/reservations/modifier">${langField(lang)}<input type="hidden" name="ref" value="${b.ref}">
  ${input('arrivee', t('Date d’arrivée', 'Arrival date'), v, 'date', ` min="${TODAY}" max="${LAST_DAY}"`)}
  ${input('depart', t('Date de départ', 'Departure date'), v, 'date', ` min="${TODAY}" max="${LAST_DAY}"`)}
  <p><button type="submit">${t('Enregistrer les nouvelles dates', 'Save the new dates')}</button> <a href="${tools(lang).url('resas')}">${t('Retour', 'Back')}</a></p>
</form>`;
}
function changeTimeForm(lang, b, missing = []) {
  const { t, pick, longDate } = tools(lang);
  const full = FULL_SLOTS[b.date] ?? [];
  return `<h2>${t('Changer l’heure du rendez-vous', 'Change the time of appointment')} ${b.ref}</h2>
<p>${h(b.pets)} · ${longDate(b.date)} · ${t('horaire actuel', 'current time')} ${pick(SLOTS.find((x) => x[0] === b.heure))}</p>
${errorBox(lang, missing)}
<form method="post" action="/mon-compte/reservations/heure">${langField(lang)}<input type="hidden" name="ref" value="${b.ref}">
<fieldset><legend>${t('Nouvel horaire', 'New time')}</legend>
${SLOTS.filter((x) => x[0] !== b.heure)
  .map((x) =>
    radio(
      'heure',
      x[0],
      full.includes(x[0]) ? `${pick(x)} — ${t('complet', 'fully booked')}` : pick(x),
      '',
      full.includes(x[0]),
    ),
  )
  .join('\n')}
</fieldset>
<p><button type="submit">${t('Enregistrer le nouvel horaire', 'Save the new time')}</button> <a href="${tools(lang).url('resas')}">${t('Retour', 'Back')}</a></p>
</form>`;
}
function cancelForm(lang, b, v = {}, missing = []) {
  const { t, pick } = tools(lang);
  return `<h2>${t('Annuler la réservation', 'Cancel booking')} ${b.ref}</h2>
<p>${h(bookingLabel(lang, b))} · ${h(b.pets)} · ${bookingWhen(lang, b)}</p>
${errorBox(lang, missing)}
<form method="post" action="/mon-compte/reservations/annuler">${langField(lang)}<input type="hidden" name="ref" value="${b.ref}">
  <label for="raison">${t('Motif de l’annulation', 'Reason for cancelling')}</label>
  <select id="raison" name="raison">${option('', t('Choisir…', 'Choose…'), v.raison ?? '')}${CANCEL_REASONS.map((x) => option(x[0], pick(x), v.raison)).join('')}</select>
  <label for="commentaire">${t('Commentaire (facultatif)', 'Comment (optional)')}</label>
  <textarea id="commentaire" name="commentaire" rows="3">${h(v.commentaire ?? '')}</textarea>
  <p>${checkbox('confirme', t('Je confirme vouloir annuler cette réservation (l’acompte n’est pas remboursé à moins de 15 jours du séjour)', 'I confirm I want to cancel this booking (the deposit is not refunded within 15 days of the stay)'), false)}</p>
  <p><button type="submit">${t('Annuler la réservation', 'Cancel the booking')}</button> <a href="${tools(lang).url('resas')}">${t('Retour', 'Back')}</a></p>
</form>`;
}
