// energy: Volta Énergie, a small electricity and gas supplier (English by default, a French version
// through the EN | FR switch in the header). A home page with the offers as cards (each with its own
// "Subscribe" button) and help articles ("Read more"); a quote simulator in three steps (home, offer,
// result with a monthly estimate and a SIM- reference, which can be emailed); a subscription in three
// steps (identity, supply address with meter numbers and move-in date, review with consent) ending on
// a VOL- reference; an outage report (INC- reference); a contact form (MSG- reference); and a customer
// area behind a sign-in (customer number + password) with tabs: overview, meter readings, invoices (a
// table with "Download" and "Pay" per row; PAY- reference), payment schedule (debit day, paperless)
// and moving out (MOV- reference).
// Registered in sites.js; uses its helpers (h, page, sid). Only function declarations are exported, so
// that either file may be imported first.
import { h, page, sid } from './sites.js';

// id, name, energies, English text, French text, price line [en, fr]
const OFFERS = [
  {
    id: 'fixe',
    name: 'Volta Fixe',
    energies: ['elec'],
    text: [
      'Electricity at a price fixed for 2 years, whatever happens on the market.',
      'L’électricité à prix fixe pendant 2 ans, quoi qu’il arrive sur le marché.',
    ],
    price: [
      '€0.2016 per kWh · from €12.40 a month subscription',
      '0,2016 € le kWh · abonnement dès 12,40 € par mois',
    ],
    kwh: 0.2016,
  },
  {
    id: 'verte',
    name: 'Volta Verte',
    energies: ['elec'],
    text: [
      '100% renewable electricity from French hydro and wind farms, with guarantees of origin.',
      'Une électricité 100 % renouvelable issue de barrages et d’éoliennes en France, avec garanties d’origine.',
    ],
    price: [
      '€0.2190 per kWh · from €12.90 a month subscription',
      '0,2190 € le kWh · abonnement dès 12,90 € par mois',
    ],
    kwh: 0.219,
  },
  {
    id: 'duo',
    name: 'Volta Duo',
    energies: ['elec', 'gas'],
    text: [
      'Electricity and natural gas on one contract and one bill, with 5% off the gas price.',
      'L’électricité et le gaz naturel sur un seul contrat et une seule facture, avec 5 % de remise sur le gaz.',
    ],
    price: [
      '€0.2050 per kWh of electricity · €0.1090 per kWh of gas',
      '0,2050 € le kWh d’électricité · 0,1090 € le kWh de gaz',
    ],
    kwh: 0.205,
    gas: 0.109,
  },
  {
    id: 'gaz',
    name: 'Volta Gaz',
    energies: ['gas'],
    text: [
      'Natural gas at an indexed price, for heating, hot water and cooking.',
      'Le gaz naturel à prix indexé, pour le chauffage, l’eau chaude et la cuisson.',
    ],
    price: [
      '€0.1150 per kWh · from €9.80 a month subscription',
      '0,1150 € le kWh · abonnement dès 9,80 € par mois',
    ],
    gas: 0.115,
  },
];
const HOME_TYPES = [
  ['house', 'House', 'Maison'],
  ['flat', 'Flat', 'Appartement'],
];
const HEATING = [
  ['electric', 'Electric heaters', 'Radiateurs électriques'],
  ['heatpump', 'Heat pump', 'Pompe à chaleur'],
  ['gas', 'Gas boiler', 'Chaudière gaz'],
  ['other', 'Wood or fuel oil', 'Bois ou fioul'],
];
const POWERS = ['3', '6', '9', '12'];
const CIVILITIES = [
  ['mr', 'Mr', 'M.'],
  ['ms', 'Ms', 'Mme'],
];
const SITUATIONS = [
  ['move', 'I am moving into this home', 'J’emménage dans ce logement'],
  ['switch', 'I already live here and am changing supplier', 'J’habite déjà ici et je change de fournisseur'],
];
const SUBJECTS = [
  ['billing', 'Billing and payments', 'Facturation et paiements'],
  ['readings', 'Meter reading', 'Relevé de compteur'],
  ['moving', 'Moving home', 'Déménagement'],
  ['contract', 'My contract or offer', 'Mon contrat ou mon offre'],
  ['other', 'Something else', 'Autre demande'],
];
const OUTAGES = [
  ['none', 'No electricity at all', 'Plus d’électricité du tout'],
  ['partial', 'Flickering or partial outage', 'Coupures intermittentes ou partielles'],
  ['gas', 'No gas or a smell of gas', 'Plus de gaz ou odeur de gaz'],
];
const AFTER_MOVE = [
  ['close', 'Close my contract on the day I leave', 'Résilier mon contrat le jour de mon départ'],
  ['transfer', 'Transfer my contract to my new home', 'Transférer mon contrat dans mon nouveau logement'],
];
const DEBIT_DAYS = ['1', '5', '10', '15', '20', '25'];

const ARTICLES = [
  {
    slug: 'read-your-meter',
    title: ['How to read your meter', 'Comment relever votre compteur'],
    excerpt: [
      'Linky, gas meter or older models: where to find the figures.',
      'Linky, compteur gaz ou anciens modèles : où trouver les chiffres.',
    ],
    body: [
      'On a Linky meter, press the + button until the screen shows “Index” and note the number of kWh, without the decimals. On a gas meter, note the black figures only: the red ones after the comma are not needed. Send us your reading between the 10th and the 15th of the month for the most accurate bill.',
      'Sur un compteur Linky, appuyez sur la touche + jusqu’à ce que l’écran affiche « Index » et notez le nombre de kWh, sans les décimales. Sur un compteur gaz, notez seulement les chiffres noirs : les chiffres rouges après la virgule ne sont pas utiles. Envoyez votre relevé entre le 10 et le 15 du mois pour une facture au plus juste.',
    ],
  },
  {
    slug: 'understanding-your-bill',
    title: ['Understanding your bill', 'Comprendre votre facture'],
    excerpt: [
      'Subscription, consumption and taxes, line by line.',
      'Abonnement, consommation et taxes, ligne par ligne.',
    ],
    body: [
      'Your bill has three parts: the subscription, which depends on your meter power in kVA; your consumption in kWh, priced at your offer’s rate; and the taxes (excise duty and VAT). With monthly payments, a yearly statement compares what you paid with what you used.',
      'Votre facture comporte trois parties : l’abonnement, qui dépend de la puissance de votre compteur en kVA ; votre consommation en kWh, au prix de votre offre ; et les taxes (accise et TVA). Avec la mensualisation, une facture annuelle compare ce que vous avez payé et ce que vous avez consommé.',
    ],
  },
  {
    slug: 'power-cut',
    title: ['What to do in a power cut', 'Que faire en cas de coupure de courant'],
    excerpt: [
      'Check your circuit breaker first, then report it.',
      'Vérifiez d’abord votre disjoncteur, puis signalez-la.',
    ],
    body: [
      'First check that your main circuit breaker has not tripped and ask your neighbours whether they have power. If the whole street is dark, report the outage with our form: the grid operator is told within minutes. If you smell gas, leave your home and call 0 800 47 33 33 from outside.',
      'Vérifiez d’abord que votre disjoncteur n’a pas sauté et demandez à vos voisins s’ils ont du courant. Si toute la rue est dans le noir, signalez la panne avec notre formulaire : le gestionnaire du réseau est prévenu en quelques minutes. Si vous sentez une odeur de gaz, sortez de chez vous et appelez le 0 800 47 33 33 depuis l’extérieur.',
    ],
  },
];

const invoice = (no, period, amount, status) => ({ no, period, amount, status });
function seedAccounts() {
  return {
    40029137: {
      password: 'Soleil-2026',
      first: 'Claire',
      last: 'Martin',
      email: 'c.martin@mail.test',
      address: '12 rue des Lilas, 69003 Lyon',
      offer: 'duo',
      pdl: '09123456789012',
      pce: '20987654321098',
      monthly: 158,
      debitDay: '10',
      paperless: false,
      bank: '4521',
      readings: [
        { date: '15/01/2026', elec: '45102', gas: '8123' },
        { date: '14/10/2025', elec: '44210', gas: '7680' },
      ],
      invoices: [
        invoice('FAC-2026-0647', ['15 Jan – 14 Mar 2026', '15 janv. – 14 mars 2026'], 172.15, 'due'),
        invoice(
          'FAC-2026-0311',
          ['15 Nov 2025 – 14 Jan 2026', '15 nov. 2025 – 14 janv. 2026'],
          186.4,
          'paid',
        ),
        invoice('FAC-2025-2980', ['15 Sep – 14 Nov 2025', '15 sept. – 14 nov. 2025'], 121.75, 'paid'),
      ],
    },
    40031588: {
      password: 'Maple#Tree9',
      first: 'David',
      last: 'Hughes',
      email: 'david.hughes@mail.test',
      address: '5 place Gambetta, 33000 Bordeaux',
      offer: 'verte',
      pdl: '33014725836914',
      pce: '',
      monthly: 68,
      debitDay: '5',
      paperless: true,
      bank: '0977',
      readings: [{ date: '12/01/2026', elec: '23410' }],
      invoices: [
        invoice('FAC-2026-0719', ['1 Feb – 31 Mar 2026', '1 févr. – 31 mars 2026'], 71.3, 'due'),
        invoice('FAC-2026-0402', ['1 Dec 2025 – 31 Jan 2026', '1 déc. 2025 – 31 janv. 2026'], 64.9, 'paid'),
      ],
    },
  };
}

/** The state of a fresh site (sites.js: SITES.energy). */
export function energyState() {
  return {
    sessions: new Map(),
    accounts: seedAccounts(),
    nextSim: 20451,
    nextSub: 58301,
    nextIncident: 9120,
    nextMessage: 3340,
    nextPayment: 71105,
    nextMove: 1260,
  };
}

/** GET paths whose query string is a form the site records as received (none: every form posts). */
export function energyGetForms() {
  return [];
}

/* ---------------------------------------------------------------------------------------------- */

const validEmail = (e) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(e ?? '').trim());
const validIso = (d) => /^\d{4}-\d{2}-\d{2}$/.test(d ?? '') && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
const validDmy = (d) => /^\d{2}\/\d{2}\/\d{4}$/.test(String(d ?? '').trim());
const digits = (s) => String(s ?? '').replace(/[\s.-]/g, '');
const validMeter = (s) => /^\d{14}$/.test(digits(s));
const validPostcode = (s) => /^\d{5}$/.test(String(s ?? '').trim());
const validIndex = (s) => /^\d{1,7}$/.test(digits(s));

function tools(s) {
  const en = s.lang !== 'fr';
  const t = (eng, fr) => (en ? eng : fr);
  const pick = (row) => (row ? (en ? row[1] : row[2]) : '');
  const both = ([eng, fr]) => (en ? eng : fr);
  const money = (n) => (en ? `€${n.toFixed(2)}` : `${n.toFixed(2).replace('.', ',')} €`);
  const whole = (n) => (en ? `€${n}` : `${n} €`);
  const isoDate = (d) => {
    const [y, m, day] = String(d).split('-');
    return `${day}/${m}/${y}`;
  };
  const nth = (d) => (en ? `${d}${{ 1: 'st' }[d] ?? 'th'}` : d);
  return { en, t, pick, both, money, whole, isoDate, nth };
}

const errorBox = (e) => (e ? `<div class="error" role="alert">${h(e)}</div>` : '');
const noticeBox = (n) => (n ? `<div class="notice" role="status"><p>${n}</p></div>` : '');
const opt = (val, text, cur) =>
  `<option value="${h(val)}"${cur === val ? ' selected' : ''}>${h(text)}</option>`;
const radios = (name, rows, cur, pick) =>
  rows
    .map(
      (r) =>
        `<label class="choice"><input type="radio" name="${name}" value="${r[0]}"${cur === r[0] ? ' checked' : ''}> ${h(pick(r))}</label>`,
    )
    .join('\n    ');
const findOffer = (id) => OFFERS.find((o) => o.id === id);

function session(ctx) {
  const { state } = ctx;
  let id = ctx.cookies.ve_sid;
  if (!id || !state.sessions.has(id)) {
    id = sid();
    state.sessions.set(id, { lang: 'en', user: null, quote: null, sub: null, next: '' });
    ctx.setCookie('ve_sid', id);
  }
  return state.sessions.get(id);
}

function energyPage(ctx, s, title, body) {
  const { t } = tools(s);
  const here = encodeURIComponent(ctx.path + ctx.url.search);
  return page({
    lang: s.lang,
    title: `${title} — Volta Énergie`,
    brand: '#0b6e4f',
    css: '.tabs{display:flex;gap:16px;border-bottom:2px solid #ddd;margin:16px 0;padding-bottom:6px;flex-wrap:wrap}.tabs a[aria-current]{font-weight:700;text-decoration:underline}.card h2,.card h3{margin:0 0 6px}.meta{color:#555}.step{color:#555;text-transform:uppercase;font-size:.85rem;letter-spacing:.04em}.offer-pick{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}.big{font-size:1.8rem;font-weight:700}dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dl.facts dt{font-weight:600}td form{display:inline;margin:0}.hint{color:#666;font-size:.9rem;margin:2px 0}',
    header: `<a class="logo" href="/">Volta Énergie</a>
<nav aria-label="${t('Main menu', 'Menu principal')}"><a href="/offers">${t('Our offers', 'Nos offres')}</a> · <a href="/quote">${t('Get a quote', 'Simuler mon budget')}</a> · <a href="/outage">${t('Report an outage', 'Signaler une panne')}</a> · <a href="/help">${t('Help', 'Aide')}</a> · <a href="/contact">${t('Contact', 'Contact')}</a></nav>
<nav aria-label="${t('Customer area', 'Espace client')}">${
      s.user
        ? `<a href="/account">${t('My account', 'Mon espace')}</a> · <a href="/signout">${t('Sign out', 'Déconnexion')}</a>`
        : `<a href="/signin">${t('Customer area', 'Espace client')}</a>`
    }</nav>
<nav aria-label="Language / Langue"><a href="/lang?l=en&amp;back=${here}" lang="en">EN</a> | <a href="/lang?l=fr&amp;back=${here}" lang="fr" title="Version française">FR</a></nav>`,
    body,
    footer: t(
      'Volta Énergie · 7 cours Lafayette, 69003 Lyon · Customer service 04 78 00 12 12, Monday to Friday 8:30–18:00 · Gas emergency 0 800 47 33 33',
      'Volta Énergie · 7 cours Lafayette, 69003 Lyon · Service client 04 78 00 12 12, du lundi au vendredi 8 h 30–18 h · Urgence gaz 0 800 47 33 33',
    ),
  });
}

function offerCard(s, o, level = 'h2') {
  const { t, both } = tools(s);
  const kinds = o.energies
    .map((e) => (e === 'elec' ? t('Electricity', 'Électricité') : t('Gas', 'Gaz')))
    .join(' + ');
  return `<article class="card" aria-labelledby="offer-${o.id}"><${level} id="offer-${o.id}">${o.name}</${level}>
<p class="meta">${kinds}</p>
<p>${h(both(o.text))}</p>
<p><small>${h(both(o.price))}</small></p>
<form method="get" action="/subscribe"><input type="hidden" name="offer" value="${o.id}"><button type="submit">${t('Subscribe', 'Souscrire')}</button></form></article>`;
}

/* ------------------------------------------------------------------ quote simulator */

function quoteHomeForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return energyPage(
    ctx,
    s,
    t('Estimate your budget', 'Simuler mon budget'),
    `<p class="step">${t('Step 1 of 3 — Your home', 'Étape 1 sur 3 — Votre logement')}</p>
<h1>${t('Estimate your budget', 'Simuler mon budget')}</h1>
<p>${t('Two minutes, no commitment: tell us about your home and we estimate your monthly payment.', 'Deux minutes, sans engagement : décrivez votre logement et nous estimons votre mensualité.')}</p>
${errorBox(error)}
<form method="post" action="/quote/home" class="card">
  <fieldset><legend>${t('Type of home', 'Type de logement')}</legend>
    ${radios('home_type', HOME_TYPES, v.home_type, pick)}
  </fieldset>
  <label for="q-surface">${t('Surface area (m²)', 'Surface (m²)')}</label>
  <input type="number" id="q-surface" name="surface" min="9" max="1000" value="${val('surface')}">
  <label>${t('Number of occupants', 'Nombre d’occupants')}
    <input type="number" name="occupants" min="1" max="12" value="${val('occupants')}"></label>
  <label for="q-heating">${t('Main heating', 'Chauffage principal')}</label>
  <select id="q-heating" name="heating">${opt('', t('Choose…', 'Choisissez…'), v.heating ?? '')}${HEATING.map((x) => opt(x[0], pick(x), v.heating)).join('')}</select>
  <p><input name="postcode" inputmode="numeric" maxlength="5" placeholder="${t('Postcode', 'Code postal')}" value="${val('postcode')}"></p>
  <p><button type="submit">${t('Next', 'Suivant')}</button></p>
</form>`,
  );
}

function quoteOfferForm(ctx, s, v = {}, error = '') {
  const { t, both } = tools(s);
  const cur = v.offer ?? '';
  const kva = v.power_kva ?? '6';
  return energyPage(
    ctx,
    s,
    t('Choose your offer', 'Choisissez votre offre'),
    `<p class="step">${t('Step 2 of 3 — Your offer', 'Étape 2 sur 3 — Votre offre')}</p>
<h1>${t('Choose your offer', 'Choisissez votre offre')}</h1>
${errorBox(error)}
<form method="post" action="/quote/offer">
  <fieldset><legend>${t('Offer', 'Offre')}</legend>
  <div class="offer-pick">
  ${OFFERS.map((o) => `<label class="card choice"><input type="radio" name="offer" value="${o.id}"${cur === o.id ? ' checked' : ''}> <span><strong>${o.name}</strong><br><small>${h(both(o.text))}</small></span></label>`).join('\n  ')}
  </div>
  </fieldset>
  <p class="hint">${t('Your meter power is written on your current bill. Not sure? Keep 6 kVA.', 'La puissance de votre compteur figure sur votre facture actuelle. Dans le doute, gardez 6 kVA.')}</p>
  <select name="power_kva" aria-label="${t('Meter power (kVA)', 'Puissance du compteur (kVA)')}">${POWERS.map((p) => opt(p, `${p} kVA`, kva)).join('')}</select>
  <p><button type="submit">${t('See my estimate', 'Voir mon estimation')}</button> <a href="/quote">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}

function estimate(q) {
  const surface = Number(q.home.surface);
  const people = Number(q.home.occupants);
  const heat = q.home.heating;
  const offer = findOffer(q.offer.offer);
  const factor = q.home.home_type === 'flat' ? 0.85 : 1;
  let elec = 1200 + people * 550;
  let gas = 0;
  if (heat === 'electric') elec += surface * 95 * factor;
  else if (heat === 'heatpump') elec += surface * 38 * factor;
  else if (heat === 'gas') gas += surface * 120 * factor + people * 700;
  else elec += surface * 10;
  let yearly = Number(q.offer.power_kva) * 28;
  if (offer.energies.includes('elec')) yearly += elec * offer.kwh;
  if (offer.energies.includes('gas')) yearly += Math.max(gas, 1200) * offer.gas + 118;
  return { monthly: Math.round(yearly / 12), elec: Math.round(elec), gas: Math.round(gas) };
}

function quoteResult(ctx, s, notice = '', error = '') {
  const { t, pick, whole } = tools(s);
  const q = s.quote;
  const o = findOffer(q.offer.offer);
  const e = estimate(q);
  return energyPage(
    ctx,
    s,
    t('Your estimate', 'Votre estimation'),
    `<p class="step">${t('Step 3 of 3 — Your estimate', 'Étape 3 sur 3 — Votre estimation')}</p>
<h1>${t('Your estimate', 'Votre estimation')} ${q.ref}</h1>
${noticeBox(notice)}${errorBox(error)}
<section class="card">
<p>${t('Estimated monthly payment', 'Mensualité estimée')}</p>
<p class="big">${whole(e.monthly)} ${t('a month', 'par mois')}</p>
<p>${o.name} · ${q.offer.power_kva} kVA · ${h(pick(HOME_TYPES.find((x) => x[0] === q.home.home_type)))} ${t('of', 'de')} ${h(q.home.surface)} m² · ${h(q.home.occupants)} ${t('occupant(s)', 'occupant(s)')} · ${h(pick(HEATING.find((x) => x[0] === q.home.heating)))} · ${h(q.home.postcode)}</p>
<p class="hint">${t('Estimate including taxes, based on an average year. Your real bill depends on what you use.', 'Estimation TTC, sur la base d’une année moyenne. Votre facture réelle dépend de votre consommation.')}</p>
<form method="get" action="/subscribe"><input type="hidden" name="offer" value="${o.id}"><button type="submit">${t('Subscribe to this offer', 'Souscrire à cette offre')}</button></form>
</section>
<form method="post" action="/quote/email" class="card">
  <label for="q-mail">${t('Receive this estimate by email', 'Recevoir cette estimation par e-mail')}</label>
  <input type="email" id="q-mail" name="email" placeholder="${t('your@email.com', 'vous@exemple.fr')}">
  <p><button type="submit">${t('Send', 'Envoyer')}</button></p>
</form>
<p><a href="/quote">${t('Start a new estimate', 'Refaire une simulation')}</a></p>`,
  );
}

/* ------------------------------------------------------------------ subscription */

function subIdentityForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const o = findOffer(v.offer);
  return energyPage(
    ctx,
    s,
    t('Subscribe', 'Souscrire'),
    `<p class="step">${t('Step 1 of 3 — About you', 'Étape 1 sur 3 — Vos informations')}</p>
<h1>${o ? `${t('Subscribe to', 'Souscrire à')} ${o.name}` : t('Subscribe', 'Souscrire')}</h1>
${errorBox(error)}
<form method="post" action="/subscribe/identity">
  ${
    o
      ? `<input type="hidden" name="offer" value="${o.id}">`
      : `<label for="s-offer">${t('Offer', 'Offre')}</label><select id="s-offer" name="offer">${opt('', t('Choose an offer', 'Choisissez une offre'), '')}${OFFERS.map((x) => opt(x.id, x.name, v.offer)).join('')}</select>`
  }
  <fieldset><legend>${t('Title', 'Civilité')}</legend>
    ${radios('civility', CIVILITIES, v.civility, pick)}
  </fieldset>
  <label for="s-first">${t('First name', 'Prénom')}</label><input id="s-first" name="first_name" autocomplete="given-name" value="${val('first_name')}">
  <label for="s-last">${t('Last name', 'Nom')}</label><input id="s-last" name="last_name" autocomplete="family-name" value="${val('last_name')}">
  <label for="s-mail">${t('Email', 'E-mail')}</label><input type="email" id="s-mail" name="email" value="${val('email')}">
  <div class="row"><span class="lbl" aria-hidden="true">${t('Mobile phone', 'Téléphone portable')}</span><input type="tel" name="phone" aria-label="${t('Mobile phone', 'Téléphone portable')}" value="${val('phone')}"></div>
  <p><button type="submit">${t('Continue', 'Continuer')}</button></p>
</form>`,
  );
}

function subSupplyForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  const o = findOffer(s.sub.offer);
  return energyPage(
    ctx,
    s,
    t('Your supply address', 'Votre adresse de fourniture'),
    `<p class="step">${t('Step 2 of 3 — Supply address and meters', 'Étape 2 sur 3 — Adresse et compteurs')}</p>
<h1>${t('Your supply address', 'Votre adresse de fourniture')}</h1>
<p class="meta">${o.name}</p>
${errorBox(error)}
<form method="post" action="/subscribe/supply">
  <label for="s-street">${t('Street address', 'Adresse')}</label><input id="s-street" name="street" autocomplete="address-line1" value="${val('street')}">
  <p><input name="address_extra" placeholder="${t('Building, floor, flat (optional)', 'Bâtiment, étage, appartement (facultatif)')}" value="${val('address_extra')}"></p>
  <label for="s-postcode">${t('Postcode', 'Code postal')}</label><input id="s-postcode" name="postcode" inputmode="numeric" maxlength="5" value="${val('postcode')}">
  <label for="s-city">${t('City', 'Ville')}</label><input id="s-city" name="city" value="${val('city')}">
  ${
    o.energies.includes('elec')
      ? `<label for="s-pdl">${t('Electricity meter number (PDL, 14 digits)', 'Numéro de compteur électrique (PDL, 14 chiffres)')}</label><input id="s-pdl" name="pdl" inputmode="numeric" value="${val('pdl')}">
  <p class="hint">${t('On your Linky meter, press + until “Numéro de PRM” shows.', 'Sur votre Linky, appuyez sur + jusqu’à « Numéro de PRM ».')}</p>`
      : ''
  }
  ${
    o.energies.includes('gas')
      ? `<label>${t('Gas meter number (PCE, 14 digits)', 'Numéro de compteur gaz (PCE, 14 chiffres)')}<input name="pce" inputmode="numeric" value="${val('pce')}"></label>`
      : ''
  }
  <fieldset><legend>${t('Your situation', 'Votre situation')}</legend>
    ${radios('situation', SITUATIONS, v.situation, pick)}
  </fieldset>
  <label for="s-date">${t('Move-in date (or start date if you are changing supplier)', 'Date d’emménagement (ou de début si vous changez de fournisseur)')}</label><input type="date" id="s-date" name="move_in" value="${val('move_in')}">
  <p><button type="submit">${t('Continue', 'Continuer')}</button> <a href="/subscribe?offer=${o.id}">${t('Back', 'Retour')}</a></p>
</form>`,
  );
}

function subReview(ctx, s, error = '') {
  const { t, pick, isoDate } = tools(s);
  const { identity: i, supply: p } = s.sub;
  const o = findOffer(s.sub.offer);
  const row = (k, v) => `<dt>${k}</dt><dd>${v ? h(v) : '—'}</dd>`;
  return energyPage(
    ctx,
    s,
    t('Check and confirm', 'Vérifiez et confirmez'),
    `<p class="step">${t('Step 3 of 3 — Review', 'Étape 3 sur 3 — Récapitulatif')}</p>
<h1>${t('Check and confirm', 'Vérifiez et confirmez')}</h1>
<section class="card"><h2>${o.name}</h2>
<dl class="facts">
${row(t('Name', 'Nom'), `${pick(CIVILITIES.find((c) => c[0] === i.civility))} ${i.first_name} ${i.last_name}`)}
${row(t('Email', 'E-mail'), i.email)}
${row(t('Mobile phone', 'Téléphone'), i.phone)}
${row(t('Supply address', 'Adresse de fourniture'), `${p.street}${p.address_extra ? `, ${p.address_extra}` : ''}, ${p.postcode} ${p.city}`)}
${o.energies.includes('elec') ? row('PDL', p.pdl) : ''}
${o.energies.includes('gas') ? row('PCE', p.pce) : ''}
${row(t('Situation', 'Situation'), pick(SITUATIONS.find((x) => x[0] === p.situation)))}
${row(t('Start date', 'Date de début'), isoDate(p.move_in))}
</dl>
<p><a href="/subscribe?offer=${o.id}">${t('Edit your details', 'Modifier vos informations')}</a> · <a href="/subscribe/supply">${t('Edit the address', 'Modifier l’adresse')}</a></p></section>
${errorBox(error)}
<form method="post" action="/subscribe/confirm">
  <p><label class="choice"><input type="checkbox" name="consent" value="yes"> ${t('I accept the general terms of sale and ask Volta Énergie to start my supply', 'J’accepte les conditions générales de vente et demande à Volta Énergie de démarrer ma fourniture')} *</label></p>
  <p><label class="choice"><input type="checkbox" name="newsletter" value="yes"> ${t('Send me energy-saving tips once a month', 'Recevoir des conseils pour économiser l’énergie une fois par mois')}</label></p>
  <p><button type="submit">${t('Confirm my subscription', 'Valider ma souscription')}</button></p>
</form>`,
  );
}

/* ------------------------------------------------------------------ outage, contact, sign-in */

function outageForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return energyPage(
    ctx,
    s,
    t('Report an outage', 'Signaler une panne'),
    `<h1>${t('Report an outage', 'Signaler une panne')}</h1>
<p>${t('Tell us where and what happens; we pass it on to the grid operator at once. Smell of gas? Leave your home and call 0 800 47 33 33.', 'Dites-nous où et ce qui se passe ; nous transmettons aussitôt au gestionnaire du réseau. Odeur de gaz ? Sortez et appelez le 0 800 47 33 33.')}</p>
${errorBox(error)}
<form method="post" action="/outage" class="card">
  <label for="o-postcode">${t('Postcode', 'Code postal')}</label><input id="o-postcode" name="postcode" inputmode="numeric" maxlength="5" value="${val('postcode')}">
  <label for="o-address">${t('Address', 'Adresse')}</label><input id="o-address" name="address" placeholder="${t('Number and street', 'Numéro et rue')}" value="${val('address')}">
  <fieldset><legend>${t('What is happening?', 'Que se passe-t-il ?')}</legend>
    ${radios('outage_type', OUTAGES, v.outage_type, pick)}
  </fieldset>
  <label for="o-desc">${t('Describe the problem', 'Décrivez le problème')}</label><textarea id="o-desc" name="description" rows="4">${val('description')}</textarea>
  <p><input type="tel" name="phone" aria-label="${t('Phone number to call you back', 'Téléphone pour vous rappeler')}" placeholder="${t('Phone number to call you back', 'Téléphone pour vous rappeler')}" value="${val('phone')}"></p>
  <p><button type="submit">${t('Report the outage', 'Signaler la panne')}</button></p>
</form>`,
  );
}

function contactForm(ctx, s, v = {}, error = '') {
  const { t, pick } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return energyPage(
    ctx,
    s,
    t('Contact us', 'Nous contacter'),
    `<h1>${t('Contact us', 'Nous contacter')}</h1>
<p>${t('We answer within 2 working days. For a power cut, use the outage form instead.', 'Nous répondons sous 2 jours ouvrés. Pour une coupure, utilisez plutôt le formulaire de panne.')}</p>
${errorBox(error)}
<form method="post" action="/contact" class="card">
  <label>${t('Your name', 'Vos nom et prénom')} <input name="name" autocomplete="name" value="${val('name')}"></label>
  <label for="c-mail">${t('Email', 'E-mail')}</label><input type="email" id="c-mail" name="email" value="${val('email')}">
  <label for="c-cust">${t('Customer number (if you have one)', 'Numéro client (si vous en avez un)')}</label><input id="c-cust" name="customer_number" inputmode="numeric" value="${val('customer_number')}">
  <label for="c-subject">${t('Subject', 'Objet')}</label>
  <select id="c-subject" name="subject">${opt('', t('Choose a subject', 'Choisissez un objet'), v.subject ?? '')}${SUBJECTS.map((x) => opt(x[0], pick(x), v.subject)).join('')}</select>
  <label for="c-msg">${t('Your message', 'Votre message')}</label><textarea id="c-msg" name="message" rows="5">${val('message')}</textarea>
  <p><button type="submit">${t('Send', 'Envoyer')}</button></p>
</form>`,
  );
}

function signinForm(ctx, s, error = '', number = '') {
  const { t } = tools(s);
  return energyPage(
    ctx,
    s,
    t('Customer area', 'Espace client'),
    `<h1>${t('Sign in to your customer area', 'Connexion à votre espace client')}</h1>
${errorBox(error)}
<form method="post" action="/signin" class="card">
  <label for="si-num">${t('Customer number', 'Numéro client')}</label><input id="si-num" name="customer_number" inputmode="numeric" autocomplete="username" value="${h(number)}">
  <p class="hint">${t('8 digits, at the top of your invoices.', '8 chiffres, en haut de vos factures.')}</p>
  <label for="si-pw">${t('Password', 'Mot de passe')}</label><input type="password" id="si-pw" name="password" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="remember" value="yes"> ${t('Remember me', 'Se souvenir de moi')}</label></p>
  <p><button type="submit">${t('Sign in', 'Se connecter')}</button></p>
</form>
<p>${t('Not a customer yet?', 'Pas encore client ?')} <a href="/offers">${t('See our offers', 'Découvrez nos offres')}</a></p>`,
  );
}

/* ------------------------------------------------------------------ customer area */

const TABS = [
  ['overview', 'Overview', 'Vue d’ensemble'],
  ['readings', 'Meter readings', 'Relevés'],
  ['invoices', 'Invoices', 'Factures'],
  ['schedule', 'Payment schedule', 'Échéancier'],
  ['moving', 'Moving out', 'Déménagement'],
];

function accountPage(ctx, s, a, tab, { notice = '', error = '', v = {} } = {}) {
  const { t, pick, money, whole, nth } = tools(s);
  const o = findOffer(a.offer);
  const hasElec = o.energies.includes('elec');
  const hasGas = o.energies.includes('gas');
  const val = (k) => h(v[k] ?? '');
  const panels = {
    overview: `<section class="card"><h2>${t('Your contract', 'Votre contrat')}</h2>
<dl class="facts"><dt>${t('Offer', 'Offre')}</dt><dd>${o.name}</dd>
<dt>${t('Supply address', 'Adresse de fourniture')}</dt><dd>${h(a.address)}</dd>
${hasElec ? `<dt>PDL</dt><dd>${a.pdl}</dd>` : ''}${hasGas ? `<dt>PCE</dt><dd>${a.pce}</dd>` : ''}
<dt>${t('Monthly payment', 'Mensualité')}</dt><dd>${whole(a.monthly)}</dd></dl></section>`,
    readings: `<h2>${t('Send a meter reading', 'Transmettre un relevé')}</h2>
<form method="post" action="/account/readings" class="card">
  <label for="r-date">${t('Date of reading', 'Date du relevé')}</label><input id="r-date" name="reading_date" placeholder="${t('DD/MM/YYYY', 'JJ/MM/AAAA')}" value="${val('reading_date')}">
  ${hasElec ? `<fieldset><legend>${t('Electricity', 'Électricité')}</legend><label for="r-elec">${t('Reading (kWh)', 'Index (kWh)')}</label><input id="r-elec" name="elec_index" inputmode="numeric" value="${val('elec_index')}"></fieldset>` : ''}
  ${hasGas ? `<fieldset><legend>${t('Gas', 'Gaz')}</legend><label for="r-gas">${t('Reading (m³)', 'Index (m³)')}</label><input id="r-gas" name="gas_index" inputmode="numeric" value="${val('gas_index')}"></fieldset>` : ''}
  <p><button type="submit">${t('Send my reading', 'Envoyer mon relevé')}</button></p>
</form>
<h2>${t('Previous readings', 'Relevés précédents')}</h2>
<table><thead><tr><th>${t('Date', 'Date')}</th>${hasElec ? `<th>${t('Electricity (kWh)', 'Électricité (kWh)')}</th>` : ''}${hasGas ? `<th>${t('Gas (m³)', 'Gaz (m³)')}</th>` : ''}</tr></thead><tbody>
${a.readings.map((r) => `<tr><td>${h(r.date)}</td>${hasElec ? `<td>${h(r.elec || '—')}</td>` : ''}${hasGas ? `<td>${h(r.gas || '—')}</td>` : ''}</tr>`).join('\n')}
</tbody></table>`,
    invoices: `<h2>${t('Your invoices', 'Vos factures')}</h2>
<table><thead><tr><th>${t('Invoice', 'Facture')}</th><th>${t('Period', 'Période')}</th><th>${t('Amount', 'Montant')}</th><th>${t('Status', 'Statut')}</th><th>${t('Actions', 'Actions')}</th></tr></thead><tbody>
${a.invoices
  .map(
    (
      i,
    ) => `<tr><td>${i.no}</td><td>${h(tools(s).both(i.period))}</td><td>${money(i.amount)}</td><td>${i.status === 'paid' ? t('Paid', 'Payée') : t('To pay', 'À payer')}</td>
<td><a class="btn secondary" href="/account/invoices/${i.no}/download">${t('Download', 'Télécharger')}</a>${i.status === 'paid' ? '' : ` <form method="get" action="/account/pay"><input type="hidden" name="invoice" value="${i.no}"><button type="submit">${t('Pay', 'Payer')}</button></form>`}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`,
    schedule: `<h2>${t('Payment schedule', 'Échéancier')}</h2>
<p>${t(`You pay ${whole(a.monthly)} a month by direct debit on the ${nth(a.debitDay)} of each month, from the account ending ${a.bank}.`, `Vous payez ${whole(a.monthly)} par mois par prélèvement le ${a.debitDay} de chaque mois, sur le compte se terminant par ${a.bank}.`)}</p>
<p class="hint">${t('To change your bank details, send us a new signed direct debit mandate by post.', 'Pour changer de coordonnées bancaires, envoyez-nous par courrier un nouveau mandat de prélèvement signé.')}</p>
<form method="post" action="/account/schedule" class="card">
  <label for="d-day">${t('Debit day', 'Jour de prélèvement')}</label>
  <select id="d-day" name="debit_day">${DEBIT_DAYS.map((d) => opt(d, d, a.debitDay)).join('')}</select>
  <p><button type="submit">${t('Change debit day', 'Modifier le jour')}</button></p>
</form>
<form method="post" action="/account/paperless" class="card">
  <p><label class="choice"><input type="checkbox" name="paperless" value="yes"${a.paperless ? ' checked' : ''}> ${t('Paperless billing: invoices by email only', 'Facture électronique : factures par e-mail uniquement')}</label></p>
  <label for="p-mail">${t('Email for invoices', 'E-mail pour les factures')}</label><input type="email" id="p-mail" name="paperless_email" value="${h(a.email)}">
  <p><button type="submit">${t('Save preferences', 'Enregistrer mes préférences')}</button></p>
</form>`,
    moving: `<h2>${t('Moving out', 'Vous déménagez')}</h2>
<p>${t('Tell us when you leave; we close or transfer your contract on that day and send the final bill.', 'Indiquez-nous votre date de départ ; nous résilions ou transférons votre contrat ce jour-là et envoyons la facture de clôture.')}</p>
<form method="post" action="/account/move-out" class="card">
  <label for="m-date">${t('Date you leave', 'Date de départ')}</label><input type="date" id="m-date" name="leave_date" value="${val('leave_date')}">
  <fieldset><legend>${t('Final meter readings', 'Index de départ')}</legend>
    ${hasElec ? `<label for="m-elec">${t('Electricity (kWh)', 'Électricité (kWh)')}</label><input id="m-elec" name="final_elec" inputmode="numeric" value="${val('final_elec')}">` : ''}
    ${hasGas ? `<label for="m-gas">${t('Gas (m³)', 'Gaz (m³)')}</label><input id="m-gas" name="final_gas" inputmode="numeric" value="${val('final_gas')}">` : ''}
  </fieldset>
  <fieldset><legend>${t('Forwarding address for your final bill', 'Adresse pour la facture de clôture')}</legend>
    <p><input name="new_street" placeholder="${t('Street and number', 'Numéro et rue')}" value="${val('new_street')}"></p>
    <p><input name="new_postcode" inputmode="numeric" maxlength="5" placeholder="${t('Postcode', 'Code postal')}" value="${val('new_postcode')}"></p>
    <p><input name="new_city" placeholder="${t('City', 'Ville')}" value="${val('new_city')}"></p>
  </fieldset>
  <fieldset><legend>${t('What about your contract?', 'Et votre contrat ?')}</legend>
    ${radios('after_move', AFTER_MOVE, v.after_move, pick)}
  </fieldset>
  <p><button type="submit">${t('Confirm my move', 'Confirmer mon déménagement')}</button></p>
</form>`,
  };
  return energyPage(
    ctx,
    s,
    t('My account', 'Mon espace'),
    `<h1>${t('Hello', 'Bonjour')} ${h(a.first)} ${h(a.last)}</h1>
<p class="meta">${t('Customer number', 'Numéro client')} ${s.user} · ${o.name}</p>
${noticeBox(notice)}${errorBox(error)}
<nav class="tabs" aria-label="${t('My account', 'Mon espace')}">${TABS.map((x) => `<a href="/account?tab=${x[0]}"${x[0] === tab ? ' aria-current="page"' : ''}>${pick(x)}</a>`).join('')}</nav>
<section aria-label="${pick(TABS.find((x) => x[0] === tab))}">
${panels[tab]}
</section>`,
  );
}

function payForm(ctx, s, inv, v = {}, error = '') {
  const { t, money } = tools(s);
  const val = (k) => h(v[k] ?? '');
  return energyPage(
    ctx,
    s,
    t('Pay an invoice', 'Payer une facture'),
    `<h1>${t('Pay invoice', 'Payer la facture')} ${inv.no}</h1>
<p>${t('Amount due:', 'Montant dû :')} <strong>${money(inv.amount)}</strong></p>
${errorBox(error)}
<form method="post" action="/account/pay" class="card">
  <input type="hidden" name="invoice" value="${inv.no}">
  <label for="pay-name">${t('Name on card', 'Nom du titulaire')}</label><input id="pay-name" name="cardholder" autocomplete="cc-name" value="${val('cardholder')}">
  <p><input name="card_number" inputmode="numeric" autocomplete="cc-number" aria-label="${t('Card number', 'Numéro de carte')}" placeholder="1234 5678 9012 3456" value="${val('card_number')}"></p>
  <label for="pay-exp">${t('Expiry date', 'Date d’expiration')}</label><input id="pay-exp" name="expiry" placeholder="${t('MM/YY', 'MM/AA')}" autocomplete="cc-exp" value="${val('expiry')}">
  <label for="pay-cvc">${t('Security code (CVC)', 'Cryptogramme (CVC)')}</label><input id="pay-cvc" name="cvc" inputmode="numeric" maxlength="4" autocomplete="cc-csc">
  <p><button type="submit">${t('Pay', 'Payer')} ${money(inv.amount)}</button> <a href="/account?tab=invoices">${t('Cancel', 'Annuler')}</a></p>
</form>`,
  );
}

/* ------------------------------------------------------------------ routes */

/** The site's routes (sites.js: SITES.energy). */
export async function energyRoutes(ctx) {
  const { path, method, fields, state } = ctx;
  const s = session(ctx);
  const { t, pick, both, money, isoDate, nth } = tools(s);
  const html = (title, body) => ({ html: energyPage(ctx, s, title, body), lang: s.lang });
  const form = (markup) => ({ html: markup, lang: s.lang });
  const blank = (k) => !String(fields[k] ?? '').trim();
  const acct = s.user ? state.accounts[s.user] : null;

  if (path === '/lang') {
    s.lang = ctx.query.get('l') === 'fr' ? 'fr' : 'en';
    const back = ctx.query.get('back') ?? '/';
    return { redirect: back.startsWith('/') && !back.startsWith('//') ? back : '/' };
  }

  if (path === '/' && method === 'GET') {
    return html(
      t('Electricity and gas', 'Électricité et gaz'),
      `<h1>${t('Simple, local electricity and gas', 'L’électricité et le gaz, simplement')}</h1>
<p>${t('Volta Énergie supplies 48,000 homes in France from Lyon. No hidden fees, a customer service that picks up the phone.', 'Volta Énergie fournit 48 000 foyers en France depuis Lyon. Pas de frais cachés, un service client qui décroche.')} <a href="/quote">${t('Estimate your monthly payment', 'Estimez votre mensualité')}</a></p>
<h2>${t('Our offers', 'Nos offres')}</h2>
<div class="cards">
${OFFERS.map((o) => offerCard(s, o, 'h3')).join('\n')}
</div>
<h2>${t('Help and advice', 'Aide et conseils')}</h2>
<div class="cards">
${ARTICLES.map((a) => `<article class="card"><h3>${h(both(a.title))}</h3><p>${h(both(a.excerpt))}</p><a href="/help/${a.slug}">${t('Read more', 'Lire la suite')}</a></article>`).join('\n')}
</div>`,
    );
  }
  if (path === '/offers' && method === 'GET') {
    return html(
      t('Our offers', 'Nos offres'),
      `<h1>${t('Our offers', 'Nos offres')}</h1>
<p>${t('All our offers are without commitment: you can leave at any time, free of charge.', 'Toutes nos offres sont sans engagement : vous pouvez partir à tout moment, sans frais.')}</p>
<div class="cards">
${OFFERS.map((o) => offerCard(s, o)).join('\n')}
</div>
<p>${t('Not sure which one? ', 'Vous hésitez ? ')}<a href="/quote">${t('Estimate your budget', 'Simulez votre budget')}</a></p>`,
    );
  }

  // Quote simulator
  if (path === '/quote' && method === 'GET') return form(quoteHomeForm(ctx, s, s.quote?.home ?? {}));
  if (path === '/quote/home' && method === 'POST') {
    const problems = [];
    if (!HOME_TYPES.some(([k]) => k === fields.home_type))
      problems.push(t('the type of home', 'le type de logement'));
    if (!/^\d{1,4}$/.test(String(fields.surface ?? '').trim()) || Number(fields.surface) < 9)
      problems.push(t('the surface area in m²', 'la surface en m²'));
    if (!/^\d{1,2}$/.test(String(fields.occupants ?? '').trim()) || Number(fields.occupants) < 1)
      problems.push(t('the number of occupants', 'le nombre d’occupants'));
    if (!HEATING.some(([k]) => k === fields.heating))
      problems.push(t('your main heating', 'votre chauffage principal'));
    if (!validPostcode(fields.postcode))
      problems.push(t('a 5-digit postcode', 'un code postal à 5 chiffres'));
    if (problems.length)
      return form(
        quoteHomeForm(ctx, s, fields, `${t('Please give', 'Merci d’indiquer')} ${problems.join(', ')}.`),
      );
    s.quote = { home: { ...fields }, offer: null, ref: '' };
    return { redirect: '/quote/offer' };
  }
  if (path.startsWith('/quote/') && !s.quote) return { redirect: '/quote' };
  if (path === '/quote/offer' && method === 'GET') return form(quoteOfferForm(ctx, s, s.quote.offer ?? {}));
  if (path === '/quote/offer' && method === 'POST') {
    if (!findOffer(fields.offer))
      return form(
        quoteOfferForm(ctx, s, fields, t('Please choose an offer.', 'Merci de choisir une offre.')),
      );
    s.quote.offer = {
      offer: fields.offer,
      power_kva: POWERS.includes(fields.power_kva) ? fields.power_kva : '6',
    };
    s.quote.ref = `SIM-${state.nextSim++}`;
    return { redirect: '/quote/result' };
  }
  if (path.startsWith('/quote/') && !s.quote.offer) return { redirect: '/quote/offer' };
  if (path === '/quote/result' && method === 'GET') return form(quoteResult(ctx, s));
  if (path === '/quote/email' && method === 'POST') {
    if (!validEmail(fields.email))
      return form(
        quoteResult(
          ctx,
          s,
          '',
          t('Please enter a valid email address.', 'Merci de saisir une adresse e-mail valide.'),
        ),
      );
    return form(
      quoteResult(
        ctx,
        s,
        t(
          `We have sent your estimate ${s.quote.ref} to ${h(fields.email.trim())}. It is valid for 30 days.`,
          `Nous avons envoyé votre estimation ${s.quote.ref} à ${h(fields.email.trim())}. Elle est valable 30 jours.`,
        ),
      ),
    );
  }

  // Subscription
  if (path === '/subscribe' && method === 'GET') {
    const offer = ctx.query.get('offer') ?? s.sub?.offer ?? '';
    const v = s.sub?.offer === offer && s.sub.identity ? s.sub.identity : { offer };
    return form(subIdentityForm(ctx, s, { ...v, offer }));
  }
  if (path === '/subscribe/identity' && method === 'POST') {
    const o = findOffer(fields.offer);
    const missing = [
      ['civility', t('title', 'civilité')],
      ['first_name', t('first name', 'prénom')],
      ['last_name', t('last name', 'nom')],
      ['email', t('email', 'e-mail')],
      ['phone', t('mobile phone', 'téléphone')],
    ].filter(([k]) => blank(k));
    let error = '';
    if (!o) error = t('Please choose an offer.', 'Merci de choisir une offre.');
    else if (missing.length)
      error = `${t('Please fill in:', 'Merci de renseigner :')} ${missing.map(([, l]) => l).join(', ')}.`;
    else if (!validEmail(fields.email))
      error = t('Please enter a valid email address.', 'Merci de saisir une adresse e-mail valide.');
    if (error) return form(subIdentityForm(ctx, s, fields, error));
    const keep = s.sub?.offer === o.id ? s.sub.supply : null;
    s.sub = { offer: o.id, identity: { ...fields }, supply: keep };
    return { redirect: '/subscribe/supply' };
  }
  if (path.startsWith('/subscribe/') && path !== '/subscribe/done' && !s.sub?.identity)
    return { redirect: '/offers' };
  if (path === '/subscribe/supply' && method === 'GET')
    return form(subSupplyForm(ctx, s, s.sub.supply ?? {}));
  if (path === '/subscribe/supply' && method === 'POST') {
    const o = findOffer(s.sub.offer);
    const problems = [];
    if (blank('street')) problems.push(t('the street address', 'l’adresse'));
    if (!validPostcode(fields.postcode))
      problems.push(t('a 5-digit postcode', 'un code postal à 5 chiffres'));
    if (blank('city')) problems.push(t('the city', 'la ville'));
    if (o.energies.includes('elec') && !validMeter(fields.pdl))
      problems.push(t('the 14-digit PDL number', 'le numéro PDL à 14 chiffres'));
    if (o.energies.includes('gas') && !validMeter(fields.pce))
      problems.push(t('the 14-digit PCE number', 'le numéro PCE à 14 chiffres'));
    if (!SITUATIONS.some(([k]) => k === fields.situation))
      problems.push(t('your situation', 'votre situation'));
    if (!validIso(fields.move_in)) problems.push(t('the move-in date', 'la date d’emménagement'));
    if (problems.length)
      return form(
        subSupplyForm(ctx, s, fields, `${t('Please give', 'Merci d’indiquer')} ${problems.join(', ')}.`),
      );
    s.sub.supply = { ...fields };
    return { redirect: '/subscribe/review' };
  }
  if (path.startsWith('/subscribe/') && path !== '/subscribe/done' && !s.sub.supply)
    return { redirect: '/subscribe/supply' };
  if (path === '/subscribe/review' && method === 'GET') return form(subReview(ctx, s));
  if (path === '/subscribe/confirm' && method === 'POST') {
    if (fields.consent !== 'yes')
      return form(
        subReview(
          ctx,
          s,
          t(
            'Please accept the general terms of sale to confirm.',
            'Merci d’accepter les conditions générales de vente pour valider.',
          ),
        ),
      );
    const o = findOffer(s.sub.offer);
    s.done = {
      ref: `VOL-${state.nextSub++}`,
      offer: o.name,
      first: s.sub.identity.first_name.trim(),
      email: s.sub.identity.email.trim(),
      date: s.sub.supply.move_in,
    };
    s.sub = null;
    return { redirect: '/subscribe/done' };
  }
  if (path === '/subscribe/done' && method === 'GET') {
    const d = s.done;
    if (!d) return { redirect: '/offers' };
    return html(
      t('Welcome to Volta Énergie', 'Bienvenue chez Volta Énergie'),
      `<h1>${t('Welcome to Volta Énergie', 'Bienvenue chez Volta Énergie')}</h1>
<div class="notice" role="status"><p>${t(`Thank you, ${h(d.first)}! Your ${d.offer} subscription is registered; your supply starts on ${isoDate(d.date)}.`, `Merci, ${h(d.first)} ! Votre souscription ${d.offer} est enregistrée ; votre fourniture démarre le ${isoDate(d.date)}.`)}</p>
<p>${t('Subscription reference:', 'Référence de souscription :')} <strong>${d.ref}</strong></p>
<p>${t(`Your contract was sent to ${h(d.email)}. You have 14 days to change your mind.`, `Votre contrat a été envoyé à ${h(d.email)}. Vous disposez de 14 jours pour vous rétracter.`)}</p></div>
<p><a href="/">${t('Back to the home page', 'Retour à l’accueil')}</a></p>`,
    );
  }

  // Outage
  if (path === '/outage' && method === 'GET') return form(outageForm(ctx, s));
  if (path === '/outage' && method === 'POST') {
    const problems = [];
    if (!validPostcode(fields.postcode))
      problems.push(t('a 5-digit postcode', 'un code postal à 5 chiffres'));
    if (blank('address')) problems.push(t('the address', 'l’adresse'));
    if (!OUTAGES.some(([k]) => k === fields.outage_type))
      problems.push(t('what is happening', 'ce qui se passe'));
    if (blank('description')) problems.push(t('a description', 'une description'));
    if (digits(fields.phone).replace(/^\+/, '').length < 9)
      problems.push(t('a phone number', 'un numéro de téléphone'));
    if (problems.length)
      return form(
        outageForm(ctx, s, fields, `${t('Please give', 'Merci d’indiquer')} ${problems.join(', ')}.`),
      );
    const ref = `INC-${state.nextIncident++}`;
    return html(
      t('Outage reported', 'Panne signalée'),
      `<h1>${t('Outage reported', 'Panne signalée')}</h1>
<div class="notice" role="status"><p>${t('Incident number:', 'Numéro d’incident :')} <strong>${ref}</strong></p>
<p>${t(`${h(pick(OUTAGES.find((x) => x[0] === fields.outage_type)))} at ${h(fields.address.trim())}, ${h(fields.postcode.trim())}. The grid operator has been told; a technician will call you on ${h(fields.phone.trim())}.`, `${h(pick(OUTAGES.find((x) => x[0] === fields.outage_type)))} au ${h(fields.address.trim())}, ${h(fields.postcode.trim())}. Le gestionnaire du réseau est prévenu ; un technicien vous rappellera au ${h(fields.phone.trim())}.`)}</p></div>
${fields.outage_type === 'gas' ? `<div class="error" role="alert">${t('If you smell gas, leave your home now and call 0 800 47 33 33.', 'Si vous sentez une odeur de gaz, sortez maintenant et appelez le 0 800 47 33 33.')}</div>` : ''}`,
    );
  }

  // Contact
  if (path === '/contact' && method === 'GET') return form(contactForm(ctx, s));
  if (path === '/contact' && method === 'POST') {
    let error = '';
    if (blank('name') || blank('email') || blank('message'))
      error = t(
        'Please give your name, your email and your message.',
        'Merci d’indiquer votre nom, votre e-mail et votre message.',
      );
    else if (!validEmail(fields.email))
      error = t('Please enter a valid email address.', 'Merci de saisir une adresse e-mail valide.');
    else if (!SUBJECTS.some(([k]) => k === fields.subject))
      error = t('Please choose a subject.', 'Merci de choisir un objet.');
    if (error) return form(contactForm(ctx, s, fields, error));
    const ref = `MSG-${state.nextMessage++}`;
    return html(
      t('Message sent', 'Message envoyé'),
      `<h1>${t('Message sent', 'Message envoyé')}</h1>
<div class="notice" role="status"><p>${t(`Thank you, ${h(fields.name.trim())}. Your message about “${h(pick(SUBJECTS.find((x) => x[0] === fields.subject)))}” has been sent; we will answer at ${h(fields.email.trim())} within 2 working days.`, `Merci, ${h(fields.name.trim())}. Votre message « ${h(pick(SUBJECTS.find((x) => x[0] === fields.subject)))} » a bien été envoyé ; nous répondrons à ${h(fields.email.trim())} sous 2 jours ouvrés.`)}</p>
<p>${t('Request number:', 'Numéro de demande :')} <strong>${ref}</strong></p></div>`,
    );
  }

  // Help
  if (path === '/help' && method === 'GET') {
    return html(
      t('Help', 'Aide'),
      `<h1>${t('Help and advice', 'Aide et conseils')}</h1>
<div class="cards">
${ARTICLES.map((a) => `<article class="card"><h2>${h(both(a.title))}</h2><p>${h(both(a.excerpt))}</p><a href="/help/${a.slug}">${t('Read more', 'Lire la suite')}</a></article>`).join('\n')}
</div>
<p>${t('Did not find your answer?', 'Vous n’avez pas trouvé votre réponse ?')} <a href="/contact">${t('Contact us', 'Contactez-nous')}</a></p>`,
    );
  }
  const article = ARTICLES.find((a) => path === `/help/${a.slug}`);
  if (article && method === 'GET')
    return html(
      both(article.title),
      `<article><h1>${h(both(article.title))}</h1><p>${h(both(article.body))}</p></article>
<p><a href="/help">${t('All help articles', 'Toutes les questions')}</a></p>`,
    );

  // Sign-in
  if (path === '/signin' && method === 'GET') return form(signinForm(ctx, s));
  if (path === '/signin' && method === 'POST') {
    const number = digits(fields.customer_number);
    const a = state.accounts[number];
    if (!a || a.password !== fields.password)
      return form(
        signinForm(
          ctx,
          s,
          t('Incorrect customer number or password.', 'Numéro client ou mot de passe incorrect.'),
          fields.customer_number ?? '',
        ),
      );
    s.user = number;
    const next = s.next;
    s.next = '';
    return { redirect: next || '/account' };
  }
  if (path === '/signout') {
    s.user = null;
    return { redirect: '/' };
  }

  // Customer area
  if (!path.startsWith('/account')) return null;
  if (!acct) {
    s.next = path === '/account' ? `/account${ctx.url.search}` : '/account';
    return { redirect: '/signin' };
  }
  const account = (tab, opts) => form(accountPage(ctx, s, acct, tab, opts));
  const o = findOffer(acct.offer);
  if (path === '/account' && method === 'GET') {
    const tab = TABS.some(([k]) => k === ctx.query.get('tab')) ? ctx.query.get('tab') : 'overview';
    return account(tab);
  }
  if (path === '/account/readings' && method === 'POST') {
    const elec = o.energies.includes('elec') && !blank('elec_index') ? digits(fields.elec_index) : '';
    const gas = o.energies.includes('gas') && !blank('gas_index') ? digits(fields.gas_index) : '';
    let error = '';
    if (!validDmy(fields.reading_date) && !validIso(fields.reading_date))
      error = t(
        'Please give the date of your reading as DD/MM/YYYY.',
        'Merci d’indiquer la date du relevé au format JJ/MM/AAAA.',
      );
    else if (!elec && !gas)
      error = t('Please give at least one reading.', 'Merci d’indiquer au moins un index.');
    else if ((elec && !validIndex(elec)) || (gas && !validIndex(gas)))
      error = t(
        'A reading is a whole number, without decimals.',
        'Un index est un nombre entier, sans décimales.',
      );
    if (error) return account('readings', { error, v: fields });
    const date = fields.reading_date.trim();
    acct.readings.unshift({ date, elec, gas });
    const parts = [
      elec ? `${t('electricity', 'électricité')} ${elec} kWh` : '',
      gas ? `${t('gas', 'gaz')} ${gas} m³` : '',
    ].filter(Boolean);
    return account('readings', {
      notice: t(
        `Thank you, your reading of ${h(date)} has been recorded: ${parts.join(', ')}.`,
        `Merci, votre relevé du ${h(date)} a bien été enregistré : ${parts.join(', ')}.`,
      ),
    });
  }
  const dl = path.match(/^\/account\/invoices\/([A-Z0-9-]+)\/download$/);
  if (dl && method === 'GET') {
    const inv = acct.invoices.find((i) => i.no === dl[1]);
    if (!inv) return null;
    return html(
      t(`Invoice ${inv.no}`, `Facture ${inv.no}`),
      `<h1>${t(`Invoice ${inv.no}`, `Facture ${inv.no}`)}</h1>
<div class="notice" role="status"><p>${t(`Invoice ${inv.no} is ready to download`, `La facture ${inv.no} est prête à être téléchargée`)} (${h(both(inv.period))}, ${money(inv.amount)}).</p>
<p><a href="#" download="facture-${inv.no}.pdf">facture-${inv.no}.pdf</a> · PDF · 84 ${t('KB', 'Ko')}</p></div>
<p><a href="/account?tab=invoices">${t('Back to my invoices', 'Retour à mes factures')}</a></p>`,
    );
  }
  if (path === '/account/pay') {
    const no = method === 'POST' ? fields.invoice : ctx.query.get('invoice');
    const inv = acct.invoices.find((i) => i.no === no && i.status !== 'paid');
    if (!inv) return { redirect: '/account?tab=invoices' };
    if (method === 'GET') return form(payForm(ctx, s, inv));
    let error = '';
    const exp = String(fields.expiry ?? '').trim();
    if (blank('cardholder'))
      error = t('Please give the name on the card.', 'Merci d’indiquer le nom du titulaire.');
    else if (!/^\d{16}$/.test(digits(fields.card_number)))
      error = t(
        'Please enter a valid 16-digit card number.',
        'Merci de saisir un numéro de carte valide à 16 chiffres.',
      );
    else if (!/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(exp))
      error = t(
        'Please give the expiry date as MM/YY.',
        'Merci d’indiquer la date d’expiration au format MM/AA.',
      );
    else if (!/^\d{3,4}$/.test(String(fields.cvc ?? '').trim()))
      error = t('Please give the 3-digit security code.', 'Merci d’indiquer le cryptogramme à 3 chiffres.');
    if (error) return form(payForm(ctx, s, inv, fields, error));
    inv.status = 'paid';
    const ref = `PAY-${state.nextPayment++}`;
    return html(
      t('Payment received', 'Paiement reçu'),
      `<h1>${t('Payment received', 'Paiement reçu')}</h1>
<div class="notice" role="status"><p>${t(`Invoice ${inv.no} (${money(inv.amount)}) is paid. Thank you!`, `La facture ${inv.no} (${money(inv.amount)}) est réglée. Merci !`)}</p>
<p>${t('Payment reference:', 'Référence du paiement :')} <strong>${ref}</strong></p></div>
<p><a href="/account?tab=invoices">${t('Back to my invoices', 'Retour à mes factures')}</a></p>`,
    );
  }
  if (path === '/account/schedule' && method === 'POST') {
    if (!DEBIT_DAYS.includes(fields.debit_day))
      return account('schedule', { error: t('Please choose a debit day.', 'Merci de choisir un jour.') });
    acct.debitDay = fields.debit_day;
    return account('schedule', {
      notice: t(
        `Your monthly direct debit will now be taken on the ${nth(acct.debitDay)} of each month.`,
        `Votre prélèvement mensuel aura désormais lieu le ${acct.debitDay} de chaque mois.`,
      ),
    });
  }
  if (path === '/account/paperless' && method === 'POST') {
    const on = fields.paperless === 'yes';
    if (on && !validEmail(fields.paperless_email))
      return account('schedule', {
        error: t(
          'Please give a valid email for your invoices.',
          'Merci d’indiquer un e-mail valide pour vos factures.',
        ),
      });
    acct.paperless = on;
    if (on) acct.email = fields.paperless_email.trim();
    return account('schedule', {
      notice: on
        ? t(
            `Paperless billing is on: your invoices will be sent to ${h(acct.email)}.`,
            `La facture électronique est activée : vos factures seront envoyées à ${h(acct.email)}.`,
          )
        : t('Your invoices will be sent by post.', 'Vos factures vous seront envoyées par courrier.'),
    });
  }
  if (path === '/account/move-out' && method === 'POST') {
    const problems = [];
    if (!validIso(fields.leave_date)) problems.push(t('the date you leave', 'la date de départ'));
    if (o.energies.includes('elec') && !validIndex(fields.final_elec))
      problems.push(t('your final electricity reading', 'votre index d’électricité'));
    if (o.energies.includes('gas') && !validIndex(fields.final_gas))
      problems.push(t('your final gas reading', 'votre index de gaz'));
    if (blank('new_street') || !validPostcode(fields.new_postcode) || blank('new_city'))
      problems.push(t('the forwarding address', 'l’adresse pour la facture de clôture'));
    if (!AFTER_MOVE.some(([k]) => k === fields.after_move))
      problems.push(t('what happens to your contract', 'ce que devient votre contrat'));
    if (problems.length)
      return account('moving', {
        error: `${t('Please give', 'Merci d’indiquer')} ${problems.join(', ')}.`,
        v: fields,
      });
    const ref = `MOV-${state.nextMove++}`;
    const transfer = fields.after_move === 'transfer';
    return html(
      t('Move registered', 'Déménagement enregistré'),
      `<h1>${t('Move registered', 'Déménagement enregistré')}</h1>
<div class="notice" role="status"><p>${t(
        `You leave ${h(acct.address)} on ${isoDate(fields.leave_date)}. ${transfer ? `Your ${o.name} contract will follow you to ${h(fields.new_street.trim())}, ${h(fields.new_postcode.trim())} ${h(fields.new_city.trim())}.` : `Your ${o.name} contract will be closed that day and the final bill sent to ${h(fields.new_street.trim())}, ${h(fields.new_postcode.trim())} ${h(fields.new_city.trim())}.`}`,
        `Vous quittez le ${h(acct.address)} le ${isoDate(fields.leave_date)}. ${transfer ? `Votre contrat ${o.name} vous suivra au ${h(fields.new_street.trim())}, ${h(fields.new_postcode.trim())} ${h(fields.new_city.trim())}.` : `Votre contrat ${o.name} sera résilié ce jour-là et la facture de clôture envoyée au ${h(fields.new_street.trim())}, ${h(fields.new_postcode.trim())} ${h(fields.new_city.trim())}.`}`,
      )}</p>
<p>${t('Move reference:', 'Référence du déménagement :')} <strong>${ref}</strong></p></div>
<p><a href="/account">${t('Back to my account', 'Retour à mon espace')}</a></p>`,
    );
  }
  return null;
}
