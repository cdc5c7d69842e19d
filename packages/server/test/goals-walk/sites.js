// Eight small web sites for the held-out "goals-walk" corpus (goals.json next to this file): a class
// booking studio (English), a town hall's online services (French only), an invoicing dashboard behind a
// sign-in (English), a grocer's multi-step checkout (English and French, a language switch) and an
// insurer for English speakers in France (English pages, French addresses; quotes, claims, news, a
// contact form and a customer area with tabs behind a sign-in), whose goals are half in French, and
// a bilingual coach and train company (tickets in steps, lost property, trips to change or cancel
// behind a sign-in; site-coach.js), a municipal media library (site-library.js) and a job board
// (site-jobs.js), each in French and English.
// Each is a plain Node http server on 127.0.0.1 (an ephemeral port). Every form a visitor sends is
// recorded as the site received it (field name → value), and every page served is kept with its
// visible text, so a bench can tell what a run really did:
//   const site = await serveWalkSite('studio');
//   site.url; site.received() → [{method, path, fields}]; site.pages() → [{path, status, text}];
//   site.reset(); await site.close();
import http from 'node:http';
import { bankGetForms, bankRoutes, bankState } from './site-bank.js';
import { bistroGetForms, bistroRoutes, bistroState } from './site-bistro.js';
import { campsiteGetForms, campsiteRoutes, campsiteState } from './site-campsite.js';
import { charityGetForms, charityRoutes, charityState } from './site-charity.js';
import { clinicGetForms, clinicRoutes, clinicState } from './site-clinic.js';
import { clubGetForms, clubRoutes, clubState } from './site-club.js';
import { coachRoutes, coachState } from './site-coach.js';
import { coworkGetForms, coworkRoutes, coworkState } from './site-cowork.js';
import { drivingGetForms, drivingRoutes, drivingState } from './site-driving.js';
import { energyGetForms, energyRoutes, energyState } from './site-energy.js';
import { estateGetForms, estateRoutes, estateState } from './site-estate.js';
import { floristGetForms, floristRoutes, floristState } from './site-florist.js';
import { garageGetForms, garageRoutes, garageState } from './site-garage.js';
import { hotelGetForms, hotelRoutes, hotelState } from './site-hotel.js';
import { jobsGetForms, jobsRoutes, jobsState } from './site-jobs.js';
import { kennelGetForms, kennelRoutes, kennelState } from './site-kennel.js';
import { libraryGetForms, libraryRoutes, libraryState } from './site-library.js';
import { moversGetForms, moversRoutes, moversState } from './site-movers.js';
import { museumGetForms, museumRoutes, museumState } from './site-museum.js';
import { printshopGetForms, printshopRoutes, printshopState } from './site-printshop.js';
import { rentalGetForms, rentalRoutes, rentalState } from './site-rental.js';
import { schoolGetForms, schoolRoutes, schoolState } from './site-school.js';
import { theatreGetForms, theatreRoutes, theatreState } from './site-theatre.js';

export const h = (s) =>
  String(s ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ', '#39': "'", rsquo: '’', euro: '€' };

/** The text a visitor can read on an HTML page: no head, scripts, styles or tags. */
export function visibleText(html) {
  return html
    .replace(/<head[\s\S]*?<\/head>/gi, ' ')
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&([a-z0-9#]+);/gi, (m, e) => ENTITIES[e.toLowerCase()] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

const BASE_CSS = `
body{font-family:system-ui,sans-serif;margin:0;color:#1d2330;background:#f7f7f5}
header{background:var(--brand);color:#fff;padding:12px 24px;display:flex;gap:24px;align-items:center;flex-wrap:wrap}
header a{color:#fff;text-decoration:none} header .logo{font-weight:700;font-size:1.2rem}
main{max-width:880px;margin:24px auto;padding:0 24px}
footer{max-width:880px;margin:40px auto;padding:0 24px;color:#777;font-size:.85rem}
label{display:block;margin:10px 0 4px;font-weight:600}
input:not([type=radio]):not([type=checkbox]),select,textarea{padding:6px 8px;border:1px solid #bbb;border-radius:4px;min-width:260px;font:inherit}
fieldset{border:1px solid #ddd;border-radius:6px;margin:16px 0;padding:8px 16px 16px}
legend{font-weight:700;padding:0 4px}
.choice{display:flex;gap:6px;align-items:center;font-weight:400;margin:6px 0}
.btn,button,input[type=submit]{display:inline-block;background:var(--brand);color:#fff;border:0;border-radius:4px;padding:8px 16px;font:inherit;cursor:pointer;text-decoration:none}
.btn.secondary{background:#fff;color:var(--brand);border:1px solid var(--brand)}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px}
.card{background:#fff;border:1px solid #e2e2e2;border-radius:8px;padding:16px}
.notice{background:#e8f6ec;border:1px solid #8fcf9f;padding:12px;border-radius:6px}
.error{background:#fdecec;border:1px solid #e99;padding:12px;border-radius:6px}
.row{display:flex;flex-direction:column;margin:10px 0}
.row .lbl{font-weight:600;margin-bottom:4px}
table{border-collapse:collapse;width:100%;background:#fff} td,th{border-bottom:1px solid #e5e5e5;padding:8px;text-align:left}
`;

export function page({ lang = 'en', title, brand, css = '', header, body, footer = '' }) {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<style>:root{--brand:${brand}}${BASE_CSS}${css}</style></head>
<body>
<header>${header}</header>
<main>
${body}
</main>
<footer>${footer}</footer>
</body>
</html>`;
}

function parseCookies(req) {
  const out = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
}

/** Form fields as the server receives them; a name sent twice keeps its values joined by commas. */
function fieldsOf(params) {
  const fields = {};
  for (const [k, v] of params) fields[k] = k in fields ? `${fields[k]},${v}` : v;
  return fields;
}

async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) {
    try {
      const json = JSON.parse(raw || '{}');
      return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)]));
    } catch {
      return {};
    }
  }
  return fieldsOf(new URLSearchParams(raw));
}

/**
 * A site: `routes(req, ctx)` answers {html} | {json, text} | {redirect} | null (404). ctx holds the
 * parsed url, the fields received (POST body, or the query of a GET form listed in `getForms`), the
 * cookies, and `setCookie`.
 */
function makeSite({ routes, getForms = [], state: initial }) {
  let received = [];
  let pages = [];
  let state = initial();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const path = url.pathname;
    if (path === '/favicon.ico' || path === '/robots.txt') {
      res.writeHead(404).end();
      return;
    }
    let fields = {};
    if (req.method === 'POST') {
      fields = await readBody(req);
      received.push({ method: 'POST', path, fields });
    } else if (getForms.includes(path) && [...url.searchParams.keys()].length > 0) {
      fields = fieldsOf(url.searchParams);
      received.push({ method: 'GET', path, fields });
    }
    const cookies = parseCookies(req);
    const setCookies = [];
    const ctx = {
      url,
      path,
      method: req.method,
      fields,
      query: url.searchParams,
      cookies,
      state,
      setCookie: (name, value) =>
        setCookies.push(`${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax`),
    };
    let out;
    try {
      out = await routes(ctx);
    } catch (e) {
      out = { status: 500, html: `<h1>Server error</h1><pre>${h(e.stack)}</pre>` };
    }
    if (!out) out = { status: 404, html: null };
    const headers = { 'cache-control': 'no-store' };
    if (setCookies.length) headers['set-cookie'] = setCookies;
    if (out.redirect) {
      res.writeHead(303, { ...headers, location: out.redirect }).end();
      return;
    }
    if (out.json !== undefined) {
      pages.push({ path, status: out.status ?? 200, text: out.text ?? '' });
      res
        .writeHead(out.status ?? 200, { ...headers, 'content-type': 'application/json' })
        .end(JSON.stringify(out.json));
      return;
    }
    const html = out.html ?? notFound(out.lang);
    pages.push({ path, status: out.status ?? 200, text: visibleText(html) });
    res.writeHead(out.status ?? 200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  return {
    server,
    received: () => received.map((r) => ({ ...r, fields: { ...r.fields } })),
    pages: () => pages.slice(),
    reset() {
      received = [];
      pages = [];
      state = initial();
    },
  };
}

function notFound(lang) {
  return lang === 'fr'
    ? '<!doctype html><html lang="fr"><head><title>Page introuvable</title></head><body><h1>Page introuvable</h1><p><a href="/">Retour à l’accueil</a></p></body></html>'
    : '<!doctype html><html lang="en"><head><title>Not found</title></head><body><h1>Page not found</h1><p><a href="/">Back to the home page</a></p></body></html>';
}

export const sid = () => Math.random().toString(36).slice(2, 12);

/* ------------------------------------------------------------------------------------------------ */
/* studio: Studio Calme, book a class (English)                                                      */
/* ------------------------------------------------------------------------------------------------ */

const SERVICES = [
  { id: 'yoga', name: 'Yoga', minutes: 60, price: 18, text: 'Vinyasa and hatha flows for every level.' },
  { id: 'pilates', name: 'Pilates', minutes: 50, price: 20, text: 'Mat pilates to strengthen your core.' },
  { id: 'massage', name: 'Massage', minutes: 60, price: 55, text: 'A relaxing full-body massage.' },
  { id: 'meditation', name: 'Meditation', minutes: 45, price: 12, text: 'Guided breathing and stillness.' },
];
const SLOTS = [
  { id: 'morning', label: 'Morning (9:00 – 12:00)' },
  { id: 'afternoon', label: 'Afternoon (14:00 – 17:00)' },
  { id: 'evening', label: 'Evening (18:00 – 21:00)' },
];
const TIMETABLE = [
  ['Monday', '9:00', 'Yoga', 'Léa'],
  ['Monday', '18:30', 'Pilates', 'Marc'],
  ['Tuesday', '10:00', 'Meditation', 'Inès'],
  ['Tuesday', '19:00', 'Yoga', 'Léa'],
  ['Wednesday', '12:15', 'Pilates', 'Marc'],
  ['Thursday', '9:00', 'Yoga', 'Tomasz'],
  ['Thursday', '17:30', 'Meditation', 'Inès'],
  ['Friday', '18:00', 'Yoga', 'Tomasz'],
  ['Saturday', '10:30', 'Pilates', 'Marc'],
];

function studioPage(title, body) {
  return page({
    title: `${title} — Studio Calme`,
    brand: '#3d6b5a',
    header: `<a class="logo" href="/">Studio Calme</a>
<nav aria-label="Main"><a href="/">Home</a> · <a href="/book">Book a session</a> · <a href="/timetable">Timetable</a> · <a href="/gift">Gift cards</a> · <a href="/cancel">Cancel a booking</a> · <a href="/contact">Contact</a></nav>`,
    body,
    footer: 'Studio Calme · 14 rue des Tilleuls, Lyon · hello@studiocalme.test',
  });
}

function studioBookForm(values = {}, error = '') {
  const v = (k) => h(values[k] ?? '');
  return studioPage(
    'Book a session',
    `<h1>Book a session</h1>
${error ? `<div class="error" role="alert">${h(error)}</div>` : ''}
<form method="post" action="/book">
  <fieldset>
    <legend>Your session</legend>
    <label for="service">Service</label>
    <select id="service" name="service">
      <option value="">— choose a service —</option>
      ${SERVICES.map((s) => `<option value="${s.id}"${values.service === s.id ? ' selected' : ''}>${s.name} (${s.minutes} min)</option>`).join('')}
    </select>
    <label for="date">Date</label>
    <input type="date" id="date" name="date" value="${v('date')}">
    <fieldset>
      <legend>Time slot</legend>
      ${SLOTS.map((s) => `<label class="choice"><input type="radio" name="slot" value="${s.id}"${values.slot === s.id ? ' checked' : ''}> ${s.label}</label>`).join('\n      ')}
    </fieldset>
    <label for="guests">Number of people</label>
    <input type="number" id="guests" name="guests" min="1" max="8" value="${h(values.guests ?? '1')}">
  </fieldset>
  <fieldset>
    <legend>Your details</legend>
    <label for="fullname">Full name</label>
    <input id="fullname" name="fullname" autocomplete="name" value="${v('fullname')}">
    <label for="email">Email</label>
    <input type="email" id="email" name="email" placeholder="you@example.com" value="${v('email')}">
    <div class="row"><span class="lbl">Phone</span><input type="tel" name="phone" value="${v('phone')}"></div>
    <label for="notes">Anything we should know?</label>
    <textarea id="notes" name="notes" rows="3">${v('notes')}</textarea>
    <label class="choice"><input type="checkbox" name="newsletter"> Send me the monthly newsletter</label>
  </fieldset>
  <button type="submit">Confirm booking</button>
</form>`,
  );
}

async function studioRoutes(ctx) {
  const { path, method, fields, state } = ctx;
  if (path === '/' && method === 'GET') {
    return {
      html: studioPage(
        'Home',
        `<h1>Studio Calme</h1>
<p>Yoga, pilates, massage and meditation in the heart of Lyon. Open Monday to Saturday.</p>
<section class="cards">
${SERVICES.map(
  (
    s,
  ) => `<article class="card"><h2>${s.name}</h2><p>${s.text}</p><p>${s.minutes} minutes · €${s.price} per session</p>
<a class="btn" href="/book?service=${s.id}">Book</a></article>`,
).join('\n')}
</section>`,
      ),
    };
  }
  if (path === '/book' && method === 'GET')
    return { html: studioBookForm({ service: ctx.query.get('service') }) };
  if (path === '/book' && method === 'POST') {
    const missing = [
      ['service', 'service'],
      ['date', 'date'],
      ['slot', 'time slot'],
      ['email', 'email'],
    ]
      .filter(([k]) => !fields[k]?.trim())
      .map(([, label]) => label);
    if (missing.length) return { html: studioBookForm(fields, `Please complete: ${missing.join(', ')}.`) };
    const service = SERVICES.find((s) => s.id === fields.service);
    const slot = SLOTS.find((s) => s.id === fields.slot);
    const ref = `SC-${state.nextRef++}`;
    const who = fields.fullname?.trim() ? `, ${fields.fullname.trim()}` : '';
    return {
      html: studioPage(
        'Booking confirmed',
        `<h1>Booking confirmed</h1>
<div class="notice" role="status">
<p>Thank you${h(who)}! Your ${h(service?.name ?? fields.service)} session on ${h(fields.date)} (${h(slot?.label ?? fields.slot)}) for ${h(fields.guests || '1')} ${fields.guests === '1' || !fields.guests ? 'person' : 'people'} is booked.</p>
<p>Your booking reference is <strong>${ref}</strong>. A confirmation was sent to ${h(fields.email)}.</p>
</div>
<p><a href="/">Back to the home page</a></p>`,
      ),
    };
  }
  if (path === '/timetable') {
    return {
      html: studioPage(
        'Timetable',
        `<h1>Weekly timetable</h1>
<table><thead><tr><th>Day</th><th>Time</th><th>Class</th><th>Teacher</th></tr></thead><tbody>
${TIMETABLE.map((r) => `<tr>${r.map((c) => `<td>${h(c)}</td>`).join('')}</tr>`).join('\n')}
</tbody></table>
<p>Classes last 45 to 60 minutes. Please arrive 10 minutes early.</p>`,
      ),
    };
  }
  if (path === '/gift' && method === 'GET') {
    return {
      html: studioPage(
        'Gift cards',
        `<h1>Gift cards</h1>
<p>Give a moment of calm. Gift cards are valid for one year on every service.</p>
<form method="post" action="/gift">
  <fieldset><legend>Amount</legend>
    <label class="choice"><input type="radio" name="amount" value="25"> €25</label>
    <label class="choice"><input type="radio" name="amount" value="50"> €50</label>
    <label class="choice"><input type="radio" name="amount" value="100"> €100</label>
  </fieldset>
  <label for="to">Recipient's name</label><input id="to" name="recipient">
  <label for="toEmail">Recipient's email</label><input type="email" id="toEmail" name="recipientEmail">
  <label for="msg">Personal message</label><textarea id="msg" name="message" rows="3"></textarea>
  <label for="from">From</label><input id="from" name="sender" placeholder="Your name">
  <p><input type="submit" value="Buy gift card"></p>
</form>`,
      ),
    };
  }
  if (path === '/gift' && method === 'POST') {
    if (!fields.amount || !fields.recipientEmail?.trim()) {
      return {
        html: studioPage(
          'Gift cards',
          '<h1>Gift cards</h1><div class="error" role="alert">Please choose an amount and give the recipient’s email.</div><p><a href="/gift">Try again</a></p>',
        ),
      };
    }
    return {
      html: studioPage(
        'Gift card ordered',
        `<h1>Your gift card is on its way</h1><div class="notice" role="status"><p>A €${h(fields.amount)} gift card will be emailed to ${h(fields.recipientEmail)}${fields.recipient ? ` for ${h(fields.recipient)}` : ''}.</p></div>`,
      ),
    };
  }
  if (path === '/cancel' && method === 'GET') {
    return {
      html: studioPage(
        'Cancel a booking',
        `<h1>Cancel a booking</h1>
<p>You can cancel free of charge up to 24 hours before your session.</p>
<form method="post" action="/cancel">
  <label for="ref">Booking reference</label><input id="ref" name="reference" placeholder="SC-0000">
  <label for="cemail">Email used for the booking</label><input type="email" id="cemail" name="email">
  <label for="reason">Reason (optional)</label>
  <select id="reason" name="reason"><option value="">—</option><option value="illness">I am ill</option><option value="schedule">Change of plans</option><option value="other">Other</option></select>
  <p><button type="submit">Cancel my booking</button></p>
</form>`,
      ),
    };
  }
  if (path === '/cancel' && method === 'POST') {
    const ref = (fields.reference ?? '').trim();
    if (!/^SC-\d{4}$/.test(ref)) {
      return {
        html: studioPage(
          'Cancel a booking',
          `<h1>Cancel a booking</h1><div class="error" role="alert">We could not find booking “${h(ref)}”.</div><p><a href="/cancel">Try again</a></p>`,
        ),
      };
    }
    return {
      html: studioPage(
        'Booking cancelled',
        `<h1>Booking cancelled</h1><div class="notice" role="status"><p>Your booking ${h(ref)} has been cancelled. We hope to see you soon.</p></div>`,
      ),
    };
  }
  if (path === '/contact' && method === 'GET') {
    return {
      html: studioPage(
        'Contact',
        `<h1>Contact us</h1>
<form method="post" action="/contact">
  <label for="cname">Your name</label><input id="cname" name="name">
  <label for="cmail">Email</label><input type="email" id="cmail" name="email">
  <label for="cmsg">Message</label><textarea id="cmsg" name="message" rows="5"></textarea>
  <p><button type="submit">Send message</button></p>
</form>`,
      ),
    };
  }
  if (path === '/contact' && method === 'POST') {
    return {
      html: studioPage(
        'Message sent',
        '<h1>Message sent</h1><div class="notice" role="status"><p>Thanks for your message, we will reply within 2 days.</p></div>',
      ),
    };
  }
  return null;
}

/* ------------------------------------------------------------------------------------------------ */
/* mairie: Ville de Saint-Aubin, online services (French only)                                       */
/* ------------------------------------------------------------------------------------------------ */

const ZONES = [
  ['A', 'Zone A — Gare'],
  ['B', 'Zone B — Vieille ville'],
  ['C', 'Zone C — Centre'],
  ['D', 'Zone D — Port'],
];
const DUREES = [
  ['mensuel', '1 mois (15 €)'],
  ['trimestriel', '3 mois (40 €)'],
  ['annuel', '1 an (140 €)'],
];
const OBJETS = [
  ['etat-civil', 'État civil'],
  ['urbanisme', 'Urbanisme'],
  ['voirie', 'Voirie et propreté'],
  ['stationnement', 'Stationnement'],
  ['autre', 'Autre demande'],
];
const ARTICLES = [
  {
    slug: 'travaux-rue-pasteur',
    title: 'Travaux rue Pasteur : circulation alternée',
    date: '10 février 2026',
    excerpt: 'Le réseau d’eau potable est renouvelé rue Pasteur.',
    body: 'Du 12 mars au 4 avril 2026, la rue Pasteur sera en circulation alternée entre 8 h et 17 h. Le stationnement y sera interdit pendant toute la durée du chantier.',
  },
  {
    slug: 'marche-de-printemps',
    title: 'Le marché de printemps revient',
    date: '2 mars 2026',
    excerpt: 'Producteurs, artisans et animations place de la Halle.',
    body: 'Le dimanche 22 mars, plus de 60 exposants vous attendent place de la Halle, de 9 h à 18 h. Entrée libre.',
  },
  {
    slug: 'mediatheque',
    title: 'Nouvelle médiathèque : les horaires',
    date: '15 janvier 2026',
    excerpt: 'La médiathèque Simone-Veil ouvre ses portes.',
    body: 'La médiathèque Simone-Veil est ouverte du mardi au samedi, de 10 h à 19 h, avec une nocturne le jeudi jusqu’à 21 h. L’inscription est gratuite pour les habitants.',
  },
  {
    slug: 'encombrants',
    title: 'Collecte des encombrants',
    date: '20 février 2026',
    excerpt: 'Meubles, électroménager : inscrivez-vous pour la prochaine collecte.',
    body: 'La prochaine collecte des encombrants aura lieu le vendredi 3 avril. Inscription obligatoire au 04 90 00 12 34 avant le 30 mars.',
  },
];
const DEMARCHES = [
  {
    slug: 'carte-identite',
    title: 'Carte nationale d’identité',
    resume: 'Première demande ou renouvellement.',
    delai: '4 semaines',
    pieces: 'photo d’identité récente, justificatif de domicile, ancienne carte',
    cout: 'gratuit (25 € en cas de perte)',
  },
  {
    slug: 'passeport',
    title: 'Passeport',
    resume: 'Demande sur rendez-vous au guichet unique.',
    delai: '6 semaines',
    pieces: 'photo d’identité, justificatif de domicile, timbre fiscal',
    cout: '86 € (timbre fiscal)',
  },
  {
    slug: 'listes-electorales',
    title: 'Inscription sur les listes électorales',
    resume: 'Pour voter à Saint-Aubin.',
    delai: '5 jours',
    pieces: 'pièce d’identité, justificatif de domicile de moins de 3 mois',
    cout: 'gratuit',
  },
  {
    slug: 'acte-naissance',
    title: 'Acte de naissance',
    resume: 'Copie intégrale ou extrait.',
    delai: '3 jours',
    pieces: 'nom, prénoms et date de naissance de la personne',
    cout: 'gratuit',
  },
];

function mairiePage(title, body) {
  return page({
    lang: 'fr',
    title: `${title} — Ville de Saint-Aubin`,
    brand: '#1f4e8c',
    header: `<a class="logo" href="/">Ville de Saint-Aubin</a>
<nav aria-label="Menu principal"><a href="/">Accueil</a> · <a href="/stationnement">Stationnement</a> · <a href="/demarches">Démarches</a> · <a href="/actualites">Actualités</a> · <a href="/signalement">Signaler un problème</a> · <a href="/contact">Contact</a></nav>`,
    body,
    footer: 'Mairie de Saint-Aubin · Place de la République · Ouverte du lundi au vendredi de 8 h 30 à 17 h',
  });
}

function permitForm(values = {}, error = '') {
  const v = (k) => h(values[k] ?? '');
  return mairiePage(
    'Carte de stationnement résidentiel',
    `<h1>Demande de carte de stationnement résidentiel</h1>
<p>Réservée aux habitants de Saint-Aubin. Les champs marqués d’un * sont obligatoires.</p>
${error ? `<div class="error" role="alert">${h(error)}</div>` : ''}
<form method="post" action="/stationnement">
  <fieldset><legend>Véhicule</legend>
    <label for="plaque">Numéro d’immatriculation *</label>
    <input id="plaque" name="plaque" placeholder="AA-123-AA" value="${v('plaque')}">
    <label for="marque">Marque et modèle</label>
    <input id="marque" name="modele" value="${v('modele')}">
  </fieldset>
  <fieldset><legend>Stationnement</legend>
    <label for="zone">Zone de stationnement *</label>
    <select id="zone" name="zone"><option value="">Choisir une zone</option>${ZONES.map(([k, t]) => `<option value="${k}"${values.zone === k ? ' selected' : ''}>${t}</option>`).join('')}</select>
    <fieldset><legend>Durée</legend>
      ${DUREES.map(([k, t]) => `<label class="choice"><input type="radio" name="duree" value="${k}"${(values.duree ?? 'annuel') === k ? ' checked' : ''}> ${t}</label>`).join('\n      ')}
    </fieldset>
    <label for="debut">Date de début</label>
    <input id="debut" name="debut" placeholder="JJ/MM/AAAA" value="${v('debut')}">
  </fieldset>
  <fieldset><legend>Titulaire</legend>
    <label for="nom">Nom *</label><input id="nom" name="nom" value="${v('nom')}">
    <label for="prenom">Prénom *</label><input id="prenom" name="prenom" value="${v('prenom')}">
    <label for="adresse">Adresse *</label><input id="adresse" name="adresse" value="${v('adresse')}">
    <p class="lbl"><strong>Code postal</strong></p><input name="cp" inputmode="numeric" value="${v('cp')}">
    <label for="tel">Téléphone</label><input type="tel" id="tel" name="telephone" value="${v('telephone')}">
  </fieldset>
  <p><input type="checkbox" id="cond" name="conditions" value="oui"> <label for="cond" style="display:inline">J’accepte les conditions d’attribution</label></p>
  <p><input type="submit" value="Envoyer la demande"></p>
</form>`,
  );
}

async function mairieRoutes(ctx) {
  const { path, method, fields, state } = ctx;
  if (path === '/' && method === 'GET') {
    return {
      html: mairiePage(
        'Accueil',
        `<h1>Services en ligne</h1>
<p>Bienvenue sur le portail des démarches de la ville de Saint-Aubin.</p>
<section class="cards">
  <article class="card"><h2>Carte de stationnement résidentiel</h2><p>Stationnez près de chez vous à tarif réduit.</p><a class="btn" href="/stationnement">Faire une demande</a></article>
  <article class="card"><h2>Un problème sur la voie publique ?</h2><p>Nid-de-poule, lampadaire en panne, dépôt sauvage…</p><a class="btn" href="/signalement">Signaler</a></article>
  <article class="card"><h2>Vos démarches</h2><p>Papiers d’identité, état civil, élections.</p><a class="btn secondary" href="/demarches">Voir les démarches</a></article>
  <article class="card"><h2>Nous écrire</h2><p>Une question pour un service municipal ?</p><a class="btn secondary" href="/contact">Contacter la mairie</a></article>
</section>
<h2>À la une</h2>
<ul>${ARTICLES.slice(0, 2)
          .map((a) => `<li><a href="/actualites/${a.slug}">${h(a.title)}</a></li>`)
          .join('')}</ul>`,
      ),
    };
  }
  if (path === '/stationnement' && method === 'GET') return { html: permitForm() };
  if (path === '/stationnement' && method === 'POST') {
    const missing = [
      ['plaque', 'immatriculation'],
      ['zone', 'zone'],
      ['nom', 'nom'],
      ['adresse', 'adresse'],
    ]
      .filter(([k]) => !fields[k]?.trim())
      .map(([, l]) => l);
    if (missing.length)
      return { html: permitForm(fields, `La demande est incomplète : ${missing.join(', ')}.`) };
    if (!fields.conditions)
      return { html: permitForm(fields, 'Vous devez accepter les conditions d’attribution.') };
    const dossier = `ST-2026-${String(state.nextDossier++).padStart(4, '0')}`;
    const zone = ZONES.find(([k]) => k === fields.zone);
    return {
      html: mairiePage(
        'Demande enregistrée',
        `<h1>Demande enregistrée</h1>
<div class="notice" role="status"><p>Votre demande de carte pour le véhicule ${h(fields.plaque)} (${h(zone?.[1] ?? fields.zone)}) a bien été enregistrée.</p>
<p>Numéro de dossier : <strong>${dossier}</strong>. Vous recevrez votre carte par courrier sous 10 jours.</p></div>`,
      ),
    };
  }
  if (path === '/contact' && method === 'GET') {
    return {
      html: mairiePage(
        'Contact',
        `<h1>Contacter la mairie</h1>
<form method="post" action="/contact">
  <label for="objet">Objet *</label>
  <select id="objet" name="objet"><option value="">Choisir…</option>${OBJETS.map(([k, t]) => `<option value="${k}">${t}</option>`).join('')}</select>
  <label for="message">Votre message *</label>
  <textarea id="message" name="message" rows="6"></textarea>
  <p>Où pouvons-nous vous répondre ?</p>
  <input type="email" name="courriel" aria-label="Adresse électronique" placeholder="nom@exemple.fr">
  <p><label class="choice"><input type="checkbox" name="copie" value="1"> Recevoir une copie de mon message</label></p>
  <p><button>Envoyer</button></p>
</form>`,
      ),
    };
  }
  if (path === '/contact' && method === 'POST') {
    if (!fields.objet || !fields.message?.trim()) {
      return {
        html: mairiePage(
          'Contact',
          '<h1>Contacter la mairie</h1><div class="error" role="alert">Merci de choisir un objet et d’écrire votre message.</div><p><a href="/contact">Recommencer</a></p>',
        ),
      };
    }
    return {
      html: mairiePage(
        'Message transmis',
        `<h1>Message transmis</h1><div class="notice" role="status"><p>Merci, votre message a bien été transmis au service concerné.${fields.courriel ? ` Nous vous répondrons à ${h(fields.courriel)}.` : ''}</p></div>`,
      ),
    };
  }
  if (path === '/actualites') {
    return {
      html: mairiePage(
        'Actualités',
        `<h1>Actualités</h1>
<div class="cards">
${ARTICLES.map(
  (a) =>
    `<article class="card"><h2>${h(a.title)}</h2><p><time>${a.date}</time></p><p>${h(a.excerpt)}</p><a href="/actualites/${a.slug}">Lire la suite</a></article>`,
).join('\n')}
</div>`,
      ),
    };
  }
  const art = ARTICLES.find((a) => path === `/actualites/${a.slug}`);
  if (art) {
    return {
      html: mairiePage(
        art.title,
        `<article><h1>${h(art.title)}</h1><p><time>Publié le ${art.date}</time></p><p>${h(art.body)}</p></article><p><a href="/actualites">Toutes les actualités</a></p>`,
      ),
    };
  }
  if (path === '/demarches') {
    return {
      html: mairiePage(
        'Démarches',
        `<h1>Vos démarches</h1>
<div class="cards">
${DEMARCHES.map((d) => `<article class="card"><h2>${h(d.title)}</h2><p>${h(d.resume)}</p><a class="btn secondary" href="/demarches/${d.slug}">Détails</a></article>`).join('\n')}
</div>`,
      ),
    };
  }
  const dem = DEMARCHES.find((d) => path === `/demarches/${d.slug}`);
  if (dem) {
    return {
      html: mairiePage(
        dem.title,
        `<h1>${h(dem.title)}</h1><p>${h(dem.resume)}</p>
<dl><dt>Délai moyen</dt><dd>${h(dem.delai)}</dd><dt>Pièces à fournir</dt><dd>${h(dem.pieces)}</dd><dt>Coût</dt><dd>${h(dem.cout)}</dd></dl>
<p><a href="/demarches">Toutes les démarches</a></p>`,
      ),
    };
  }
  if (path === '/signalement' && method === 'GET') {
    return {
      html: mairiePage(
        'Signaler un problème',
        `<h1>Signaler un problème sur la voie publique</h1>
<form method="post" action="/signalement">
  <fieldset><legend>Type de problème</legend>
    <label class="choice"><input type="radio" name="type" value="nid-de-poule"> Nid-de-poule</label>
    <label class="choice"><input type="radio" name="type" value="eclairage"> Éclairage public en panne</label>
    <label class="choice"><input type="radio" name="type" value="depot"> Dépôt sauvage</label>
    <label class="choice"><input type="radio" name="type" value="autre"> Autre</label>
  </fieldset>
  <label for="lieu">Lieu (adresse ou repère)</label><input id="lieu" name="lieu">
  <label for="desc">Description</label><textarea id="desc" name="description" rows="4"></textarea>
  <label for="smail">Votre courriel (facultatif)</label><input type="email" id="smail" name="email">
  <p><label class="choice"><input type="checkbox" name="suivi" value="1"> Me tenir informé(e) du traitement</label></p>
  <p><button type="submit">Signaler</button></p>
</form>`,
      ),
    };
  }
  if (path === '/signalement' && method === 'POST') {
    if (!fields.type || !fields.lieu?.trim()) {
      return {
        html: mairiePage(
          'Signaler un problème',
          '<h1>Signaler un problème</h1><div class="error" role="alert">Merci d’indiquer le type de problème et le lieu.</div><p><a href="/signalement">Recommencer</a></p>',
        ),
      };
    }
    return {
      html: mairiePage(
        'Signalement enregistré',
        `<h1>Signalement enregistré</h1><div class="notice" role="status"><p>Signalement SG-${state.nextReport++} enregistré. Merci ! Les services techniques interviendront au plus vite.</p></div>`,
      ),
    };
  }
  return { lang: 'fr', status: 404 };
}

/* ------------------------------------------------------------------------------------------------ */
/* ledger: Ledgerly, an invoicing dashboard behind a sign-in (English)                              */
/* ------------------------------------------------------------------------------------------------ */

const ACCOUNTS = { 'demo@ledgerly.test': 'Demo-2026!', 'ana@ledgerly.test': 'ana-pass-7' };
const CLIENTS = [
  ['acme', 'Acme Corp'],
  ['globex', 'Globex'],
  ['initech', 'Initech'],
  ['umbrella', 'Umbrella Health'],
  ['stark', 'Stark Industries'],
];
const initialInvoices = () => [
  { id: 'INV-2041', client: 'Acme Corp', amount: '€1,250.00', status: 'Paid', due: '2026-01-15' },
  { id: 'INV-2042', client: 'Globex', amount: '€980.00', status: 'Overdue', due: '2026-01-31' },
  { id: 'INV-2043', client: 'Initech', amount: '€2,400.00', status: 'Sent', due: '2026-03-10' },
  { id: 'INV-2044', client: 'Umbrella Health', amount: '€1,490.00', status: 'Overdue', due: '2026-02-05' },
  { id: 'INV-2045', client: 'Acme Corp', amount: '€320.00', status: 'Draft', due: '2026-03-31' },
  { id: 'INV-1988', client: 'Hooli', amount: '€600.00', status: 'Archived', due: '2025-11-02' },
  { id: 'INV-1990', client: 'Vandelay Imports', amount: '€1,100.00', status: 'Archived', due: '2025-12-01' },
];

function ledgerPage(title, body, { user, tab } = {}) {
  const tabs = [
    ['overview', 'Overview', '/dashboard'],
    ['invoices', 'Invoices', '/dashboard/invoices'],
    ['archived', 'Archived', '/dashboard/archived'],
    ['settings', 'Settings', '/dashboard/settings'],
  ];
  return page({
    title: `${title} · Ledgerly`,
    brand: '#4b3aa8',
    css: '.tabs{display:flex;gap:4px;border-bottom:2px solid #ddd;margin-bottom:16px}.tabs a{padding:8px 14px;text-decoration:none;color:#444}.tabs a[aria-selected=true]{border-bottom:3px solid var(--brand);color:#000;font-weight:700}.kpis{display:flex;gap:16px}.kpis div{background:#fff;border:1px solid #ddd;padding:12px;border-radius:6px}',
    header: user
      ? `<span class="logo">Ledgerly</span>
<form role="search" action="/dashboard/search" method="get" style="display:flex;gap:4px"><input type="search" name="q" aria-label="Search invoices" placeholder="Search invoices, clients…"><button type="submit" aria-label="Search">🔍</button></form>
<span>${h(user)}</span> <a href="/logout">Sign out</a>`
      : '<span class="logo">Ledgerly</span>',
    body: user
      ? `<nav class="tabs" role="tablist" aria-label="Dashboard">${tabs.map(([k, t, href]) => `<a role="tab" href="${href}" aria-selected="${k === tab}">${t}</a>`).join('')}</nav>${body}`
      : body,
    footer: 'Ledgerly — invoicing for small teams',
  });
}

function loginPage(message = '', next = '') {
  return ledgerPage(
    'Sign in',
    `<h1>Sign in to Ledgerly</h1>
${message}
<form method="post" action="/login${next ? `?next=${encodeURIComponent(next)}` : ''}">
  <label for="email">Email address</label><input type="email" id="email" name="email" autocomplete="username">
  <label for="pw">Password</label><input type="password" id="pw" name="password" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="remember" value="1"> Keep me signed in</label></p>
  <p><button type="submit">Sign in</button></p>
</form>
<p><a href="/forgot">Forgot your password?</a></p>`,
  );
}

function invoiceRows(list, withView = true) {
  return `<table><thead><tr><th>Invoice</th><th>Client</th><th>Amount</th><th>Status</th><th>Due</th><th></th></tr></thead><tbody>
${list.map((i) => `<tr><td>${i.id}</td><td>${h(i.client)}</td><td>${i.amount}</td><td>${i.status}</td><td>${i.due}</td><td>${withView ? `<a href="/dashboard/invoices/${i.id}">View</a>` : ''}</td></tr>`).join('\n')}
</tbody></table>`;
}

async function ledgerRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  const user = state.sessions.get(cookies.sid);
  const settings = user ? state.settingsOf(user) : null;
  if (path === '/') return { redirect: user ? '/dashboard' : '/login' };
  if (path === '/login' && method === 'GET') return { html: loginPage('', ctx.query.get('next') ?? '') };
  if (path === '/login' && method === 'POST') {
    const email = (fields.email ?? '').trim().toLowerCase();
    if (ACCOUNTS[email] && ACCOUNTS[email] === fields.password) {
      const id = sid();
      state.sessions.set(id, email);
      ctx.setCookie('sid', id);
      const next = ctx.query.get('next');
      return { redirect: next?.startsWith('/dashboard') ? next : '/dashboard' };
    }
    return {
      html: loginPage(
        '<div class="error" role="alert">Incorrect email or password.</div>',
        ctx.query.get('next') ?? '',
      ),
    };
  }
  if (path === '/forgot' && method === 'GET') {
    return {
      html: ledgerPage(
        'Reset your password',
        `<h1>Reset your password</h1><form method="post" action="/forgot"><label for="femail">Email</label><input type="email" id="femail" name="email"><p><button type="submit">Send reset link</button></p></form>`,
      ),
    };
  }
  if (path === '/forgot' && method === 'POST') {
    return {
      html: ledgerPage(
        'Check your inbox',
        `<h1>Check your inbox</h1><div class="notice" role="status"><p>If an account exists for ${h(fields.email)}, we have sent a reset link.</p></div><p><a href="/login">Back to sign in</a></p>`,
      ),
    };
  }
  if (path === '/logout') {
    state.sessions.delete(cookies.sid);
    ctx.setCookie('sid', '');
    return { html: loginPage('<div class="notice" role="status">You have been signed out.</div>') };
  }
  if (path.startsWith('/dashboard') || path.startsWith('/api/')) {
    if (!user) {
      if (path.startsWith('/api/'))
        return { status: 401, json: { error: 'Not signed in' }, text: 'Not signed in' };
      return { redirect: `/login?next=${encodeURIComponent(path)}` };
    }
  } else {
    return null;
  }
  const open = state.invoices.filter((i) => i.status !== 'Archived');
  const archived = state.invoices.filter((i) => i.status === 'Archived');
  if (path === '/dashboard') {
    return {
      html: ledgerPage(
        'Overview',
        `<h1>Overview</h1>
<div class="kpis"><div><p>Outstanding</p><strong>€4,870.00</strong></div><div><p>Paid this month</p><strong>€12,480.00</strong></div><div><p>Overdue invoices</p><strong>${open.filter((i) => i.status === 'Overdue').length}</strong></div></div>
<h2>Recent activity</h2>
<ul><li>INV-2043 sent to Initech</li><li>Payment received from Acme Corp for INV-2041</li><li>Reminder sent to Globex</li></ul>
<p><a class="btn" href="/dashboard/invoices/new">New invoice</a></p>`,
        { user, tab: 'overview' },
      ),
    };
  }
  if (path === '/dashboard/invoices') {
    const status = (ctx.query.get('status') ?? '').toLowerCase();
    const shown = status ? open.filter((i) => i.status.toLowerCase() === status) : open;
    return {
      html: ledgerPage(
        'Invoices',
        `<h1>Invoices</h1>
<p><a class="btn" href="/dashboard/invoices/new">New invoice</a></p>
<form method="get" action="/dashboard/invoices" style="display:flex;gap:8px;align-items:end">
  <div><label for="status">Status</label><select id="status" name="status"><option value="">All</option><option value="draft">Draft</option><option value="sent">Sent</option><option value="paid">Paid</option><option value="overdue">Overdue</option></select></div>
  <button type="submit">Filter</button>
</form>
<p>${shown.length} invoice${shown.length === 1 ? '' : 's'}${status ? ` with status ${h(status)}` : ''}</p>
${invoiceRows(shown)}`,
        { user, tab: 'invoices' },
      ),
    };
  }
  if (path === '/dashboard/invoices/new' && method === 'GET') {
    return {
      html: ledgerPage(
        'New invoice',
        `<h1>New invoice</h1>
<form method="post" action="/dashboard/invoices/new">
  <label for="client">Client</label>
  <select id="client" name="client"><option value="">Select a client</option>${CLIENTS.map(([k, t]) => `<option value="${k}">${t}</option>`).join('')}</select>
  <label for="amount">Amount (€)</label><input type="number" step="0.01" min="0" id="amount" name="amount">
  <label for="due">Due date</label><input type="date" id="due" name="due">
  <label for="descr">Description</label><textarea id="descr" name="description" rows="3"></textarea>
  <fieldset><legend>Currency</legend>
    <label class="choice"><input type="radio" name="currency" value="EUR" checked> Euro (EUR)</label>
    <label class="choice"><input type="radio" name="currency" value="USD"> US dollar (USD)</label>
    <label class="choice"><input type="radio" name="currency" value="GBP"> Pound sterling (GBP)</label>
  </fieldset>
  <p><input type="submit" value="Create invoice"></p>
</form>`,
        { user, tab: 'invoices' },
      ),
    };
  }
  if (path === '/dashboard/invoices/new' && method === 'POST') {
    const client = CLIENTS.find(([k]) => k === fields.client);
    if (!client || !fields.amount) {
      return {
        html: ledgerPage(
          'New invoice',
          '<h1>New invoice</h1><div class="error" role="alert">Choose a client and enter an amount.</div><p><a href="/dashboard/invoices/new">Try again</a></p>',
          { user, tab: 'invoices' },
        ),
      };
    }
    const id = `INV-${state.nextInvoice++}`;
    const amount = `€${Number(fields.amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    state.invoices.push({ id, client: client[1], amount, status: 'Draft', due: fields.due || '—' });
    return {
      html: ledgerPage(
        'Invoice created',
        `<h1>Invoice created</h1><div class="notice" role="status"><p>Invoice ${id} created for ${h(client[1])} — ${fields.currency ?? 'EUR'} ${h(fields.amount)}.</p></div><p><a href="/dashboard/invoices">Back to invoices</a></p>`,
        { user, tab: 'invoices' },
      ),
    };
  }
  const m = path.match(/^\/dashboard\/invoices\/(INV-\d+)(?:\/(pay|archive|remind))?$/);
  if (m) {
    const inv = state.invoices.find((i) => i.id === m[1]);
    if (!inv) return null;
    const action = m[2];
    if (action && method === 'POST') {
      let msg = '';
      if (action === 'pay') {
        inv.status = 'Paid';
        msg = `Invoice ${inv.id} marked as paid.`;
      } else if (action === 'archive') {
        inv.status = 'Archived';
        msg = `Invoice ${inv.id} archived.`;
      } else {
        msg = `Reminder sent to ${inv.client}.`;
      }
      return {
        html: ledgerPage(
          inv.id,
          `<h1>Invoice ${inv.id}</h1><div class="notice" role="status"><p>${h(msg)}</p></div><p><a href="/dashboard/invoices">Back to invoices</a></p>`,
          { user, tab: 'invoices' },
        ),
      };
    }
    return {
      html: ledgerPage(
        inv.id,
        `<h1>Invoice ${inv.id}</h1>
<dl><dt>Client</dt><dd>${h(inv.client)}</dd><dt>Amount</dt><dd>${inv.amount}</dd><dt>Status</dt><dd>${inv.status}</dd><dt>Due date</dt><dd>${inv.due}</dd></dl>
${
  inv.status === 'Archived'
    ? ''
    : `<section class="card"><h2>Record a payment</h2>
<form method="post" action="/dashboard/invoices/${inv.id}/pay">
  <label for="ref">Payment reference (optional)</label><input id="ref" name="reference">
  <label for="paidOn">Paid on</label><input type="date" id="paidOn" name="paidOn">
  <p><button type="submit">Mark as paid</button></p>
</form></section>
<section class="card"><h2>Reminder</h2>
<form method="post" action="/dashboard/invoices/${inv.id}/remind">
  <textarea name="message" rows="3" aria-label="Reminder message" placeholder="Write a short note to the client"></textarea>
  <p><button type="submit">Send reminder</button></p>
</form></section>
<form method="post" action="/dashboard/invoices/${inv.id}/archive"><p><button type="submit" class="secondary">Archive invoice</button></p></form>`
}`,
        { user, tab: 'invoices' },
      ),
    };
  }
  if (path === '/dashboard/archived') {
    return {
      html: ledgerPage(
        'Archived',
        `<h1>Archived invoices</h1>
<table><thead><tr><th>Invoice</th><th>Client</th><th>Amount</th><th>Archived on</th><th></th></tr></thead><tbody>
${archived.map((i) => `<tr><td>${i.id}</td><td>${h(i.client)}</td><td>${i.amount}</td><td>${i.due}</td><td><form method="post" action="/dashboard/archived/restore"><input type="hidden" name="id" value="${i.id}"><button type="submit">Restore</button></form></td></tr>`).join('\n')}
</tbody></table>`,
        { user, tab: 'archived' },
      ),
    };
  }
  if (path === '/dashboard/archived/restore' && method === 'POST') {
    const inv = state.invoices.find((i) => i.id === fields.id && i.status === 'Archived');
    if (inv) inv.status = 'Sent';
    return {
      html: ledgerPage(
        'Archived',
        `<h1>Archived invoices</h1><div class="notice" role="status"><p>${inv ? `Invoice ${inv.id} restored.` : 'Nothing to restore.'}</p></div><p><a href="/dashboard/invoices">Back to invoices</a></p>`,
        { user, tab: 'archived' },
      ),
    };
  }
  if (path === '/dashboard/settings') {
    const sel = (k, v) => (settings[k] === v ? ' selected' : '');
    return {
      html: ledgerPage(
        'Settings',
        `<h1>Settings</h1>
<form id="settings" method="post" action="/api/settings">
  <div class="row"><div class="lbl">Display name</div><input name="displayName" value="${h(settings.displayName)}"></div>
  <label for="language">Language</label>
  <select id="language" name="language"><option value="en"${sel('language', 'en')}>English</option><option value="fr"${sel('language', 'fr')}>Français</option><option value="de"${sel('language', 'de')}>Deutsch</option></select>
  <label for="tz">Time zone</label>
  <select id="tz" name="timezone"><option value="Europe/Paris"${sel('timezone', 'Europe/Paris')}>Paris (CET)</option><option value="Europe/London"${sel('timezone', 'Europe/London')}>London (GMT)</option><option value="America/New_York"${sel('timezone', 'America/New_York')}>New York (EST)</option></select>
  <p><label class="choice"><input type="checkbox" name="weeklySummary" value="yes"${settings.weeklySummary ? ' checked' : ''}> Email me a weekly summary</label></p>
  <p><label class="choice"><input type="checkbox" name="overdueAlerts" value="yes"${settings.overdueAlerts ? ' checked' : ''}> Alert me when an invoice is overdue</label></p>
  <p><button type="submit">Save settings</button></p>
  <p id="saved" role="status" aria-live="polite"></p>
</form>
<script>
document.getElementById('settings').addEventListener('submit', async (e) => {
  e.preventDefault();
  const out = document.getElementById('saved');
  out.textContent = '';
  const res = await fetch('/api/settings', { method: 'POST', body: new URLSearchParams(new FormData(e.target)) });
  const data = await res.json();
  out.textContent = data.message;
});
</script>`,
        { user, tab: 'settings' },
      ),
    };
  }
  if (path === '/api/settings' && method === 'POST') {
    Object.assign(settings, {
      displayName: fields.displayName ?? settings.displayName,
      language: fields.language ?? settings.language,
      timezone: fields.timezone ?? settings.timezone,
      weeklySummary: fields.weeklySummary === 'yes',
      overdueAlerts: fields.overdueAlerts === 'yes',
    });
    return { json: { ok: true, message: 'Settings saved' }, text: 'Settings saved' };
  }
  if (path === '/dashboard/search') {
    const q = (ctx.query.get('q') ?? '').trim();
    const hits = q
      ? state.invoices.filter((i) => `${i.id} ${i.client}`.toLowerCase().includes(q.toLowerCase()))
      : [];
    return {
      html: ledgerPage(
        'Search',
        `<h1>Search</h1><p>${hits.length} result${hits.length === 1 ? '' : 's'} for “${h(q)}”</p>${hits.length ? invoiceRows(hits) : '<p>No invoice matches your search.</p>'}`,
        { user },
      ),
    };
  }
  return null;
}

/* ------------------------------------------------------------------------------------------------ */
/* grocer: Moon Grocer / Épicerie Lune, a multi-step checkout (English by default, French on demand) */
/* ------------------------------------------------------------------------------------------------ */

const PRODUCTS = [
  { id: 'coffee', en: 'Coffee beans 1 kg', fr: 'Café en grains 1 kg', price: 24 },
  { id: 'tea', en: 'Green tea 100 g', fr: 'Thé vert 100 g', price: 8.5 },
  { id: 'honey', en: 'Lavender honey', fr: 'Miel de lavande', price: 11 },
  { id: 'oil', en: 'Olive oil 75 cl', fr: 'Huile d’olive 75 cl', price: 15.9 },
];
const COUNTRIES = [
  ['FR', 'France', 'France'],
  ['BE', 'Belgium', 'Belgique'],
  ['CH', 'Switzerland', 'Suisse'],
  ['CA', 'Canada', 'Canada'],
];
const DELIVERY = [
  ['standard', 'Standard (3–5 days) — free', 'Standard (3 à 5 jours) — gratuit', 0],
  ['express', 'Express (next day) — €9.90', 'Express (lendemain) — 9,90 €', 9.9],
  ['pickup', 'Pick-up point — €3.50', 'Point relais — 3,50 €', 3.5],
];

const T = {
  en: {
    shop: 'Shop',
    cart: 'Cart',
    qty: 'Quantity',
    add: 'Add to cart',
    empty: 'Your cart is empty.',
    keep: 'Continue shopping',
    checkout: 'Checkout',
    promo: 'Promo code',
    apply: 'Apply',
    remove: 'Remove',
    total: 'Total',
    steps: ['Address', 'Delivery', 'Payment'],
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    street: 'Street address',
    postcode: 'Postcode',
    city: 'City',
    country: 'Country',
    toDelivery: 'Continue to delivery',
    method: 'Delivery method',
    instr: 'Delivery instructions (optional)',
    toPayment: 'Continue to payment',
    cardName: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    terms: 'I accept the terms of sale',
    pay: 'Pay',
    thanks: (n) => `Thank you! Your order ${n} is confirmed.`,
    missing: 'Please fill in every required field.',
    mustAccept: 'Please accept the terms of sale.',
    couponOk: 'Code LUNE10 applied: 10% off.',
    couponBad: 'This promo code is not valid.',
  },
  fr: {
    shop: 'Boutique',
    cart: 'Panier',
    qty: 'Quantité',
    add: 'Ajouter au panier',
    empty: 'Votre panier est vide.',
    keep: 'Continuer mes achats',
    checkout: 'Commander',
    promo: 'Code promo',
    apply: 'Appliquer',
    remove: 'Retirer',
    total: 'Total',
    steps: ['Adresse', 'Livraison', 'Paiement'],
    first: 'Prénom',
    last: 'Nom',
    email: 'E-mail',
    street: 'Adresse',
    postcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    toDelivery: 'Continuer vers la livraison',
    method: 'Mode de livraison',
    instr: 'Instructions de livraison (facultatif)',
    toPayment: 'Continuer vers le paiement',
    cardName: 'Nom sur la carte',
    cardNumber: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    terms: 'J’accepte les conditions générales de vente',
    pay: 'Payer',
    thanks: (n) => `Merci ! Votre commande ${n} est confirmée.`,
    missing: 'Merci de remplir tous les champs obligatoires.',
    mustAccept: 'Merci d’accepter les conditions générales de vente.',
    couponOk: 'Code LUNE10 appliqué : -10 %.',
    couponBad: 'Ce code promo n’est pas valable.',
  },
};

const money = (n, lang) => (lang === 'fr' ? `${n.toFixed(2).replace('.', ',')} €` : `€${n.toFixed(2)}`);

function grocerPage(ctx, sess, title, body) {
  const lang = sess.lang;
  const t = T[lang];
  const count = sess.cart.reduce((a, l) => a + l.qty, 0);
  const back = encodeURIComponent(ctx.path);
  return page({
    lang,
    title: `${title} — ${lang === 'fr' ? 'Épicerie Lune' : 'Moon Grocer'}`,
    brand: '#8a5a1c',
    header: `<a class="logo" href="/">${lang === 'fr' ? 'Épicerie Lune' : 'Moon Grocer'}</a>
<nav><a href="/">${t.shop}</a> · <a href="/cart">${t.cart} (${count})</a></nav>
<nav aria-label="Language"><a href="/lang?to=en&amp;back=${back}" lang="en">English</a> | <a href="/lang?to=fr&amp;back=${back}" lang="fr">Français</a></nav>`,
    body,
    footer: lang === 'fr' ? 'Épicerie fine livrée chez vous.' : 'Fine groceries delivered to your door.',
  });
}

function cartTotal(sess) {
  const sub = sess.cart.reduce((a, l) => a + l.qty * PRODUCTS.find((p) => p.id === l.product).price, 0);
  const discounted = sess.coupon ? sub * 0.9 : sub;
  const ship = DELIVERY.find((d) => d[0] === sess.delivery)?.[3] ?? 0;
  return discounted + ship;
}

function stepper(t, n) {
  return `<ol class="steps" style="display:flex;gap:24px">${t.steps.map((s, i) => `<li${i === n ? ' aria-current="step" style="font-weight:700"' : ''}>${s}</li>`).join('')}</ol>`;
}

async function grocerRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  let sess = state.sessions.get(cookies.cart);
  if (!sess) {
    const id = sid();
    sess = { cart: [], coupon: false, lang: 'en', delivery: null, address: null };
    state.sessions.set(id, sess);
    ctx.setCookie('cart', id);
  }
  const lang = sess.lang;
  const t = T[lang];
  const name = (p) => p[lang];
  if (path === '/lang') {
    sess.lang = ctx.query.get('to') === 'fr' ? 'fr' : 'en';
    const back = ctx.query.get('back') ?? '/';
    return { redirect: back.startsWith('/') ? back : '/' };
  }
  if (path === '/' && method === 'GET') {
    return {
      html: grocerPage(
        ctx,
        sess,
        t.shop,
        `<h1>${lang === 'fr' ? 'Nos produits' : 'Our products'}</h1>
<div class="cards">
${PRODUCTS.map(
  (p) => `<article class="card"><h2>${h(name(p))}</h2><p>${money(p.price, lang)}</p>
<form method="post" action="/cart/add"><input type="hidden" name="product" value="${p.id}">
<label for="qty-${p.id}">${t.qty}</label><input type="number" id="qty-${p.id}" name="qty" value="1" min="1" max="20" style="min-width:60px">
<p><button type="submit">${t.add}</button></p></form></article>`,
).join('\n')}
</div>`,
      ),
    };
  }
  if (path === '/cart/add' && method === 'POST') {
    const p = PRODUCTS.find((x) => x.id === fields.product);
    const qty = Math.max(1, Number.parseInt(fields.qty ?? '1', 10) || 1);
    if (p) {
      const line = sess.cart.find((l) => l.product === p.id);
      if (line) line.qty += qty;
      else sess.cart.push({ product: p.id, qty });
    }
    return { redirect: '/cart' };
  }
  if (path === '/cart/remove' && method === 'POST') {
    sess.cart = sess.cart.filter((l) => l.product !== fields.product);
    return { redirect: '/cart' };
  }
  if (path === '/cart/coupon' && method === 'POST') {
    sess.coupon = (fields.coupon ?? '').trim().toUpperCase() === 'LUNE10';
    sess.flash = sess.coupon ? t.couponOk : t.couponBad;
    return { redirect: '/cart' };
  }
  if (path === '/cart') {
    const flash = sess.flash;
    sess.flash = '';
    const body = sess.cart.length
      ? `<table><thead><tr><th>${lang === 'fr' ? 'Produit' : 'Product'}</th><th>${t.qty}</th><th></th></tr></thead><tbody>
${sess.cart
  .map((l) => {
    const p = PRODUCTS.find((x) => x.id === l.product);
    return `<tr><td>${h(name(p))}</td><td>${l.qty}</td><td><form method="post" action="/cart/remove"><input type="hidden" name="product" value="${p.id}"><button type="submit" class="secondary">${t.remove}</button></form></td></tr>`;
  })
  .join('\n')}
</tbody></table>
<p>${t.total}: <strong>${money(cartTotal(sess), lang)}</strong></p>
<form method="post" action="/cart/coupon" style="display:flex;gap:8px"><input name="coupon" placeholder="${t.promo}"><button type="submit">${t.apply}</button></form>
<p style="margin-top:24px"><a class="btn" href="/checkout/address">${t.checkout}</a> <a href="/">${t.keep}</a></p>`
      : `<p>${t.empty}</p><p><a class="btn" href="/">${t.keep}</a></p>`;
    return {
      html: grocerPage(
        ctx,
        sess,
        t.cart,
        `<h1>${t.cart}</h1>${flash ? `<div class="notice" role="status">${h(flash)}</div>` : ''}${body}`,
      ),
    };
  }
  if (path.startsWith('/checkout/') && method === 'GET' && path !== '/checkout/done' && !sess.cart.length) {
    return {
      html: grocerPage(
        ctx,
        sess,
        t.checkout,
        `<h1>${t.checkout}</h1><p>${t.empty}</p><p><a class="btn" href="/">${t.keep}</a></p>`,
      ),
    };
  }
  const addressForm = (error = '') =>
    grocerPage(
      ctx,
      sess,
      t.steps[0],
      `${stepper(t, 0)}<h1>${t.steps[0]}</h1>${error ? `<div class="error" role="alert">${error}</div>` : ''}
<form method="post" action="/checkout/address">
  <label for="fn">${t.first}</label><input id="fn" name="firstName" autocomplete="given-name">
  <label for="ln">${t.last}</label><input id="ln" name="lastName" autocomplete="family-name">
  <label for="em">${t.email}</label><input type="email" id="em" name="email">
  <label for="st">${t.street}</label><input id="st" name="street">
  <label for="pc">${t.postcode}</label><input id="pc" name="postcode">
  <label for="ci">${t.city}</label><input id="ci" name="city">
  <label for="co">${t.country}</label><select id="co" name="country">${COUNTRIES.map(([k, en, fr]) => `<option value="${k}">${lang === 'fr' ? fr : en}</option>`).join('')}</select>
  <p><button type="submit">${t.toDelivery}</button></p>
</form>`,
    );
  if (path === '/checkout/address' && method === 'GET') return { html: addressForm() };
  if (path === '/checkout/address' && method === 'POST') {
    if (['firstName', 'lastName', 'street', 'postcode', 'city'].some((k) => !fields[k]?.trim()))
      return { html: addressForm(t.missing) };
    sess.address = fields;
    return { redirect: '/checkout/delivery' };
  }
  if (path === '/checkout/delivery' && method === 'GET') {
    return {
      html: grocerPage(
        ctx,
        sess,
        t.steps[1],
        `${stepper(t, 1)}<h1>${t.steps[1]}</h1>
<form method="post" action="/checkout/delivery">
  <fieldset><legend>${t.method}</legend>
  ${DELIVERY.map(([k, en, fr]) => `<label class="choice"><input type="radio" name="delivery" value="${k}"${k === (sess.delivery ?? 'standard') ? ' checked' : ''}> ${lang === 'fr' ? fr : en}</label>`).join('\n  ')}
  </fieldset>
  <label for="instr">${t.instr}</label><textarea id="instr" name="instructions" rows="3"></textarea>
  <p><input type="submit" value="${t.toPayment}"></p>
</form>`,
      ),
    };
  }
  if (path === '/checkout/delivery' && method === 'POST') {
    sess.delivery = fields.delivery ?? 'standard';
    return { redirect: '/checkout/payment' };
  }
  const paymentForm = (error = '') =>
    grocerPage(
      ctx,
      sess,
      t.steps[2],
      `${stepper(t, 2)}<h1>${t.steps[2]}</h1>${error ? `<div class="error" role="alert">${error}</div>` : ''}
<p>${t.total}: <strong>${money(cartTotal(sess), lang)}</strong></p>
<form method="post" action="/checkout/payment">
  <label for="cn">${t.cardName}</label><input id="cn" name="cardName" autocomplete="cc-name">
  <input name="cardNumber" aria-label="${t.cardNumber}" placeholder="1234 1234 1234 1234" inputmode="numeric" style="margin-top:12px">
  <label for="ex">${t.expiry}</label><input id="ex" name="expiry" placeholder="${lang === 'fr' ? 'MM/AA' : 'MM/YY'}" size="6">
  <div class="row"><span class="lbl">CVC</span><input name="cvc" size="4" inputmode="numeric"></div>
  <p><label class="choice"><input type="checkbox" name="terms" value="accepted"> ${t.terms}</label></p>
  <p><button type="submit">${t.pay} ${money(cartTotal(sess), lang)}</button></p>
</form>`,
    );
  if (path === '/checkout/payment' && method === 'GET') return { html: paymentForm() };
  if (path === '/checkout/payment' && method === 'POST') {
    if (['cardNumber', 'expiry', 'cvc'].some((k) => !fields[k]?.trim()))
      return { html: paymentForm(t.missing) };
    if (fields.terms !== 'accepted') return { html: paymentForm(t.mustAccept) };
    sess.order = `LN-${state.nextOrder++}`;
    sess.cart = [];
    return { redirect: '/checkout/done' };
  }
  if (path === '/checkout/done') {
    return {
      html: grocerPage(
        ctx,
        sess,
        t.checkout,
        sess.order
          ? `<h1>${lang === 'fr' ? 'Commande confirmée' : 'Order confirmed'}</h1><div class="notice" role="status"><p>${t.thanks(sess.order)}</p></div>`
          : `<h1>${t.checkout}</h1><p>${t.empty}</p>`,
      ),
    };
  }
  return null;
}

/* ------------------------------------------------------------------------------------------------ */
/* harbour: Harbour Mutual, insurance for English speakers living in France (English site; the      */
/* "fresh" goals written for it are half English, half French)                                      */
/* ------------------------------------------------------------------------------------------------ */

const HM_PRODUCTS = [
  {
    slug: 'car',
    name: 'Car insurance',
    teaser: 'Third party to comprehensive, with 24/7 breakdown assistance.',
    from: 'From €24.90 a month',
    quote: '/quote/car',
    intro:
      'Three levels of cover: Third party, Third party, fire and theft, and Comprehensive. We insure cars and small vans up to 3.5 t registered in France. We do not insure motorbikes or scooters.',
    facts: [
      ['Breakdown assistance', '24/7, from 0 km'],
      ['Courtesy car', 'up to 7 days (Comprehensive only)'],
      ['Excess', 'from €250'],
    ],
  },
  {
    slug: 'home',
    name: 'Home insurance',
    teaser: 'For tenants and owners, flats and houses.',
    from: 'From €11 a month',
    quote: null,
    intro:
      'Buildings and contents cover, with legal assistance in English. For a home insurance quote, please call us on 01 84 88 20 00.',
    facts: [
      ['Contents cover', 'up to €40,000'],
      ['Excess', '€150'],
      ['Legal assistance', 'included'],
    ],
  },
  {
    slug: 'travel',
    name: 'Travel insurance',
    teaser: 'Single trips or a whole year of travel, in Europe or worldwide.',
    from: 'From €19 a trip',
    quote: '/quote/travel',
    intro: 'Medical expenses, cancellation and lost luggage, for single trips or annual multi-trip cover.',
    facts: [
      ['Medical expenses', 'up to €5,000,000'],
      ['Cancellation', 'up to €8,000 per person'],
      ['Winter sports', 'optional, €12 a trip'],
    ],
  },
  {
    slug: 'pet',
    name: 'Pet insurance',
    teaser: 'Vet fees for cats and dogs, accidents and illness.',
    from: 'From €8.50 a month',
    quote: null,
    intro:
      'Cats and dogs from 8 weeks to 9 years old at the start of cover. For a pet insurance quote, please call us on 01 84 88 20 00.',
    facts: [
      ['Vet fees', 'up to €2,500 a year'],
      ['Waiting period for illness', '30 days'],
      ['Waiting period for accidents', 'none'],
      ['Vaccinations', 'not covered'],
    ],
  },
];
const HM_NEWS = [
  {
    slug: 'customer-service-saturdays',
    title: 'Customer service now open on Saturdays',
    date: '2 March 2026',
    excerpt: 'Our phone lines are now open six days a week.',
    body: 'From 7 March 2026, our customer service team also answers your calls on Saturdays, from 9:00 to 13:00. On weekdays nothing changes: we are there from 8:30 to 18:00.',
  },
  {
    slug: 'winter-sports-cover',
    title: 'New: winter sports cover for travel policies',
    date: '3 February 2026',
    excerpt: 'Skiing this season? Add it to your travel quote.',
    body: 'Winter sports cover costs €12 a trip. It covers your ski equipment up to €1,500, ski passes you could not use, and mountain rescue.',
  },
  {
    slug: 'crit-air-sticker',
    title: 'Driving in French cities: the Crit’Air sticker explained',
    date: '20 February 2026',
    excerpt: 'Low-emission zones now apply in more than 20 cities.',
    body: 'The Crit’Air sticker shows how polluting your car is. It is compulsory in low-emission zones such as Paris, Lyon and Grenoble. Order it only on the official website: it costs €3.81.',
  },
  {
    slug: 'storm-season',
    title: 'Storms: protecting your home and making a claim',
    date: '14 January 2026',
    excerpt: 'What to do before and after a storm.',
    body: 'Report storm damage within 5 working days of the event. Take photos before any repair and keep the receipts for emergency work.',
  },
];
const HM_COVERS = [
  ['third_party', 'Third party', 24.9],
  ['tpft', 'Third party, fire and theft', 31.4],
  ['comprehensive', 'Comprehensive', 41.6],
];
const HM_MILEAGE = [
  ['lt5000', 'Under 5,000 km'],
  ['5000-10000', '5,000 – 10,000 km'],
  ['10000-20000', '10,000 – 20,000 km'],
  ['gt20000', 'Over 20,000 km'],
];
const HM_AREAS = [
  ['europe', 'Europe', 19],
  ['worldwide_ex', 'Worldwide (excluding USA & Canada)', 34],
  ['worldwide', 'Worldwide', 49],
];
const HM_CLAIM_TYPES = [
  ['accident', 'Road accident'],
  ['theft', 'Theft'],
  ['windscreen', 'Broken windscreen'],
  ['water', 'Water damage'],
  ['storm', 'Storm damage'],
  ['other', 'Something else'],
];
const HM_SUBJECTS = [
  ['quote', 'A question about a quote'],
  ['policy', 'My policy'],
  ['claim', 'A claim'],
  ['complaint', 'A complaint'],
  ['other', 'Something else'],
];
const HM_DOCUMENTS = [
  ['certificate', 'Certificate of insurance'],
  ['green_card', 'Green card (international motor insurance card)'],
  ['schedule', 'Policy schedule'],
];
const HM_DAYS = [
  ['5', '5th of the month'],
  ['15', '15th of the month'],
  ['25', '25th of the month'],
];
const HM_ACCOUNTS = () => ({
  'claire.dubois@mail.test': {
    customer: 'C-104582',
    password: 'Harbour#2026',
    first: 'Claire',
    policies: [
      {
        no: 'HM-AUTO-48213',
        kind: 'car',
        what: 'Car insurance — Peugeot 208, FT-302-QR',
        cover: 'Comprehensive',
        renews: '1 June 2026',
      },
      {
        no: 'HM-HOME-20877',
        kind: 'home',
        what: 'Home insurance — 14 rue Lafayette, 75009 Paris',
        cover: 'Tenant, contents €25,000',
        renews: '15 September 2026',
      },
    ],
    premium: '€52.80',
    paymentDay: '5',
    details: {
      mobile: '06 11 22 33 44',
      email: 'claire.dubois@mail.test',
      address: '14 rue Lafayette',
      postcode: '75009',
      city: 'Paris',
      paperless: true,
    },
  },
  'james.whitfield@mail.test': {
    customer: 'C-221907',
    password: 'Tea-and-toast-9',
    first: 'James',
    policies: [
      {
        no: 'HM-AUTO-39907',
        kind: 'car',
        what: 'Car insurance — Volvo V60, DK-118-ZP',
        cover: 'Third party, fire and theft',
        renews: '3 November 2026',
      },
      {
        no: 'HM-TRAV-70312',
        kind: 'travel',
        what: 'Travel insurance — annual multi-trip, Europe',
        cover: '2 travellers',
        renews: '30 April 2026',
      },
    ],
    premium: '€37.40',
    paymentDay: '25',
    details: {
      mobile: '07 80 90 10 20',
      email: 'james.whitfield@mail.test',
      address: '3 chemin des Vignes',
      postcode: '33000',
      city: 'Bordeaux',
      paperless: false,
    },
  },
});

const hmOptions = (list, selected, first) =>
  `${first === undefined ? '' : `<option value="">${first}</option>`}${list.map(([k, t]) => `<option value="${h(k)}"${selected === k ? ' selected' : ''}>${h(t)}</option>`).join('')}`;
const hmRadios = (name, list, checked) =>
  list
    .map(
      ([k, t]) =>
        `<label class="choice"><input type="radio" name="${name}" value="${h(k)}"${checked === k ? ' checked' : ''}> ${h(t)}</label>`,
    )
    .join('\n    ');
const hmError = (error) => (error ? `<div class="error" role="alert">${h(error)}</div>` : '');
const euros = (n) => `€${n.toFixed(2)}`;

function harbourPage(title, body, user) {
  return page({
    title: `${title} | Harbour Mutual`,
    brand: '#0e5a6e',
    css: '.tablist{display:flex;gap:4px;border-bottom:2px solid #ddd;margin:16px 0}.tablist button{background:none;color:#444;border-radius:0;padding:8px 14px}.tablist button[aria-selected=true]{color:#000;font-weight:700;border-bottom:3px solid var(--brand)}.card h3{margin-top:0}.card .links{display:flex;gap:12px;align-items:center}',
    header: `<a class="logo" href="/">Harbour Mutual</a>
<nav aria-label="Main menu"><a href="/">Home</a> · <a href="/products/car">Car insurance</a> · <a href="/products/travel">Travel insurance</a> · <a href="/claims">Make a claim</a> · <a href="/news">News</a> · <a href="/contact">Contact us</a></nav>
${user ? '<nav aria-label="Account"><a href="/account">My account</a> · <a href="/logout">Sign out</a></nav>' : '<nav aria-label="Account"><a href="/login">Sign in</a></nav>'}`,
    body,
    footer:
      'Harbour Mutual SA · 27 rue de la Paix, 75002 Paris · Entreprise régie par le Code des assurances · Customer service 01 84 88 20 00',
  });
}

function carQuoteForm(values = {}, error = '', user = null) {
  const v = (k) => h(values[k] ?? '');
  return harbourPage(
    'Car insurance quote',
    `<h1>Get a car insurance quote</h1>
<p>It takes two minutes. Fields marked * are required.</p>
${hmError(error)}
<form method="post" action="/quote/car">
  <fieldset><legend>Your car</legend>
    <label for="registration">Registration number *</label>
    <input id="registration" name="registration" placeholder="AB-123-CD" value="${v('registration')}">
    <label for="vehicle">Make and model</label>
    <input id="vehicle" name="vehicle" value="${v('vehicle')}">
    <label for="mileage">Estimated annual mileage</label>
    <select id="mileage" name="mileage">${hmOptions(HM_MILEAGE, values.mileage, 'Choose…')}</select>
    <p><label class="choice"><input type="checkbox" name="garage" value="yes"${values.garage ? ' checked' : ''}> The car is kept in a garage overnight</label></p>
  </fieldset>
  <fieldset><legend>Cover *</legend>
    ${hmRadios('cover', HM_COVERS, values.cover)}
    <label for="start">Start date</label>
    <input id="start" name="start_date" placeholder="DD/MM/YYYY" value="${v('start_date')}">
  </fieldset>
  <fieldset><legend>Main driver</legend>
    <label for="fname">First name *</label><input id="fname" name="first_name" autocomplete="given-name" value="${v('first_name')}">
    <label for="lname">Last name *</label><input id="lname" name="last_name" autocomplete="family-name" value="${v('last_name')}">
    <p><input name="dob" placeholder="Date of birth (DD/MM/YYYY) *" value="${v('dob')}"></p>
    <label for="qemail">Email *</label><input type="email" id="qemail" name="email" value="${v('email')}">
    <p><input type="tel" name="mobile" placeholder="Mobile number" value="${v('mobile')}"></p>
    <label for="comments">Anything else we should know?</label>
    <textarea id="comments" name="comments" rows="3">${v('comments')}</textarea>
  </fieldset>
  <p><label class="choice"><input type="checkbox" name="accept_terms" value="1"> I accept the terms and conditions and the privacy policy *</label></p>
  <p><button type="submit">Get my quote</button></p>
</form>`,
    user,
  );
}

function travelQuoteForm(values = {}, error = '', user = null) {
  const v = (k) => h(values[k] ?? '');
  return harbourPage(
    'Travel insurance quote',
    `<h1>Get a travel insurance quote</h1>
${hmError(error)}
<form method="post" action="/quote/travel">
  <fieldset><legend>Type of cover</legend>
    ${hmRadios(
      'trip_type',
      [
        ['single', 'Single trip'],
        ['annual', 'Annual multi-trip'],
      ],
      values.trip_type,
    )}
  </fieldset>
  <fieldset><legend>Where are you going?</legend>
    ${hmRadios('area', HM_AREAS, values.area)}
  </fieldset>
  <label for="departure">Departure date</label><input type="date" id="departure" name="departure" value="${v('departure')}">
  <label for="return">Return date (single trip)</label><input type="date" id="return" name="return" value="${v('return')}">
  <label for="travellers">Number of travellers</label><input type="number" id="travellers" name="travellers" min="1" max="9" value="${h(values.travellers ?? '1')}">
  <label for="temail">Email address</label><input type="email" id="temail" name="email" value="${v('email')}">
  <p><label class="choice"><input type="checkbox" name="winter_sports" value="yes"${values.winter_sports ? ' checked' : ''}> Add winter sports cover (+€12)</label></p>
  <p><input type="submit" value="See my price"></p>
</form>`,
    user,
  );
}

function claimForm(values = {}, error = '', user = null) {
  const v = (k) => h(values[k] ?? '');
  return harbourPage(
    'Make a claim',
    `<h1>Make a claim</h1>
<p>Tell us what happened and a claims handler will get back to you. Have your policy number ready: it is on your certificate of insurance.</p>
${hmError(error)}
<form method="post" action="/claims">
  <label for="policy_no">Policy number</label>
  <input id="policy_no" name="policy_no" placeholder="e.g. HM-AUTO-12345" value="${v('policy_no')}">
  <label for="claim_type">What happened?</label>
  <select id="claim_type" name="claim_type">${hmOptions(HM_CLAIM_TYPES, values.claim_type, 'Please choose')}</select>
  <label for="incident_date">Date of the incident</label>
  <input id="incident_date" name="incident_date" placeholder="DD/MM/YYYY" value="${v('incident_date')}">
  <label for="location">Where did it happen?</label>
  <input id="location" name="location" value="${v('location')}">
  <label for="description">Tell us what happened</label>
  <textarea id="description" name="description" rows="5">${v('description')}</textarea>
  <p><input type="tel" name="phone" placeholder="Phone number we can reach you on" value="${v('phone')}"></p>
  <p><label class="choice"><input type="checkbox" name="police_report" value="yes"${values.police_report ? ' checked' : ''}> The police have been informed</label></p>
  <p><button type="submit">Submit claim</button></p>
</form>`,
    user,
  );
}

function contactForm(values = {}, error = '', user = null) {
  const v = (k) => h(values[k] ?? '');
  return harbourPage(
    'Contact us',
    `<h1>Contact us</h1>
<p>Write to us in English or in French. To report damage or an accident, please <a href="/claims">make a claim</a> instead.</p>
${hmError(error)}
<form method="post" action="/contact">
  <p><input name="name" placeholder="Full name" autocomplete="name" value="${v('name')}"></p>
  <label for="cemail">Email</label><input type="email" id="cemail" name="email" value="${v('email')}">
  <p><input type="tel" name="phone" placeholder="Phone (optional)" value="${v('phone')}"></p>
  <label for="subject">Subject</label>
  <select id="subject" name="subject">${hmOptions(HM_SUBJECTS, values.subject, 'Choose a subject')}</select>
  <label for="cmessage">Your message</label>
  <textarea id="cmessage" name="message" rows="6">${v('message')}</textarea>
  <fieldset><legend>How should we reply?</legend>
    ${hmRadios(
      'reply_by',
      [
        ['email', 'By email'],
        ['phone', 'By phone'],
      ],
      values.reply_by,
    )}
  </fieldset>
  <p><label class="choice"><input type="checkbox" name="consent" value="yes"> I agree to Harbour Mutual storing my details to answer my request</label></p>
  <p><button type="submit">Send</button></p>
</form>`,
    user,
  );
}

function harbourLogin(error = '', next = '') {
  return harbourPage(
    'Sign in',
    `<h1>Sign in to your account</h1>
${hmError(error)}
<form method="post" action="/login${next ? `?next=${encodeURIComponent(next)}` : ''}">
  <label for="login">Email or customer number</label><input id="login" name="login" autocomplete="username">
  <label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password">
  <p><label class="choice"><input type="checkbox" name="remember" value="1"> Remember me</label></p>
  <p><button type="submit">Sign in</button></p>
</form>
<p>Forgotten your password? Call us on 01 84 88 20 00.</p>`,
  );
}

function accountPage(acct, { tab = 'policies', notice = '', error = '' } = {}) {
  const tabs = [
    ['policies', 'My policies'],
    ['documents', 'Documents'],
    ['payments', 'Payments'],
    ['details', 'My details'],
  ];
  const cars = acct.policies.filter((p) => p.kind === 'car');
  const d = acct.details;
  const panels = {
    policies: `<h2>My policies</h2>
<table><thead><tr><th>Policy</th><th>What is covered</th><th>Cover</th><th>Renewal</th></tr></thead><tbody>
${acct.policies.map((p) => `<tr><td>${p.no}</td><td>${h(p.what)}</td><td>${h(p.cover)}</td><td>${p.renews}</td></tr>`).join('\n')}
</tbody></table>
<p>To cancel a policy, please call us on 01 84 88 20 00.</p>
${
  cars.length
    ? `<section class="card"><h3>Add a named driver</h3>
<form method="post" action="/account/drivers">
  <label for="dpolicy">Car policy</label>
  <select id="dpolicy" name="policy">${hmOptions(
    cars.map((p) => [p.no, `${p.no} — ${p.what.replace('Car insurance — ', '')}`]),
    cars[0].no,
  )}</select>
  <label for="dfirst">Driver's first name</label><input id="dfirst" name="driver_first_name">
  <label for="dlast">Driver's last name</label><input id="dlast" name="driver_last_name">
  <label for="ddob">Date of birth</label><input id="ddob" name="driver_dob" placeholder="DD/MM/YYYY">
  <label for="dlic">Licence obtained on</label><input id="dlic" name="licence_date" placeholder="DD/MM/YYYY">
  <p><button type="submit">Add driver</button></p>
</form></section>`
    : ''
}`,
    documents: `<h2>Documents</h2>
<ul>${acct.policies.map((p) => `<li>Certificate of insurance 2026 — ${p.no}</li><li>Policy schedule — ${p.no}</li>`).join('')}</ul>
<section class="card"><h3>Request a paper copy</h3>
<form method="post" action="/account/documents">
  <label for="document">Document</label>
  <select id="document" name="document">${hmOptions(HM_DOCUMENTS, null, 'Choose a document')}</select>
  <label for="docpolicy">Which policy?</label>
  <select id="docpolicy" name="policy">${hmOptions(
    acct.policies.map((p) => [p.no, p.no]),
    null,
    'Choose a policy',
  )}</select>
  <p><button type="submit">Request by post</button></p>
</form></section>`,
    payments: `<h2>Payments</h2>
<p>Your monthly premium is <strong>${acct.premium}</strong>, paid by direct debit on the ${HM_DAYS.find(([k]) => k === acct.paymentDay)[1]}.</p>
<form method="post" action="/account/payment-day">
  <fieldset><legend>Payment day</legend>
    ${hmRadios('payment_day', HM_DAYS, acct.paymentDay)}
  </fieldset>
  <p><button type="submit">Change payment day</button></p>
</form>`,
    details: `<h2>My details</h2>
<form method="post" action="/account/details">
  <label for="mobile">Mobile phone</label><input type="tel" id="mobile" name="mobile" value="${h(d.mobile)}">
  <label for="demail">Email</label><input type="email" id="demail" name="email" value="${h(d.email)}">
  <label for="address">Address</label><input id="address" name="address" value="${h(d.address)}">
  <label for="postcode">Postcode</label><input id="postcode" name="postcode" value="${h(d.postcode)}">
  <label for="city">City</label><input id="city" name="city" value="${h(d.city)}">
  <p><label class="choice"><input type="checkbox" name="paperless" value="yes"${d.paperless ? ' checked' : ''}> Paperless documents (by email only)</label></p>
  <p><button type="submit">Save changes</button></p>
</form>`,
  };
  return harbourPage(
    'My account',
    `<h1>Welcome back, ${h(acct.first)}</h1>
<p>Customer number ${acct.customer}</p>
${notice ? `<div class="notice" role="status">${h(notice)}</div>` : ''}${hmError(error)}
<div class="tablist" role="tablist" aria-label="My account">
${tabs.map(([k, t]) => `<button type="button" role="tab" id="tab-${k}" aria-controls="panel-${k}" aria-selected="${k === tab}">${t}</button>`).join('\n')}
</div>
${tabs.map(([k]) => `<section role="tabpanel" id="panel-${k}" aria-labelledby="tab-${k}"${k === tab ? '' : ' hidden'}>\n${panels[k]}\n</section>`).join('\n')}
<script>
for (const tab of document.querySelectorAll('[role=tab]')) {
  tab.addEventListener('click', () => {
    for (const t of document.querySelectorAll('[role=tab]')) {
      const on = t === tab;
      t.setAttribute('aria-selected', String(on));
      document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
    }
  });
}
</script>`,
    true,
  );
}

async function harbourRoutes(ctx) {
  const { path, method, fields, state, cookies } = ctx;
  const who = state.sessions.get(cookies.hm_session);
  const acct = who ? state.accounts[who] : null;
  const user = Boolean(acct);
  const blank = (k) => !fields[k]?.trim();
  if (path === '/' && method === 'GET') {
    return {
      html: harbourPage(
        'Home',
        `<h1>Insurance in plain English, wherever you live in France</h1>
<p>Car, home, travel and pet insurance for English speakers in France, with a customer service team that answers in English.</p>
<h2>Our products</h2>
<section class="cards">
${HM_PRODUCTS.map(
  (p) => `<article class="card"><h3>${p.name}</h3><p>${p.teaser}</p><p><strong>${p.from}</strong></p>
<p class="links"><a href="/products/${p.slug}">Details</a>${p.quote ? ` <a class="btn" href="${p.quote}">Get a quote</a>` : ''}</p></article>`,
).join('\n')}
</section>
<h2>Latest news</h2>
<ul>${HM_NEWS.slice(0, 2)
          .map((a) => `<li><a href="/news/${a.slug}">${h(a.title)}</a></li>`)
          .join('')}</ul>
<section class="cards" style="margin-top:24px">
  <article class="card"><h3>Newsletter</h3><p>Tips for life in France and our news, once a month.</p>
  <form method="post" action="/newsletter" style="display:flex;gap:8px"><input type="email" name="email" style="min-width:0"><button type="submit">Subscribe</button></form></article>
  <article class="card"><h3>Already a customer?</h3><p>See your policies, documents and payments.</p><p><a class="btn secondary" href="/account">Go to my account</a></p></article>
</section>`,
        user,
      ),
    };
  }
  if (path === '/newsletter' && method === 'POST') {
    const ok = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test((fields.email ?? '').trim());
    return {
      html: harbourPage(
        'Newsletter',
        ok
          ? '<h1>Newsletter</h1><div class="notice" role="status"><p>Thank you! You are now subscribed to our newsletter. Check your inbox to confirm.</p></div><p><a href="/">Back to the home page</a></p>'
          : '<h1>Newsletter</h1><div class="error" role="alert">Please enter a valid email address.</div><p><a href="/">Back to the home page</a></p>',
        user,
      ),
    };
  }
  const product = HM_PRODUCTS.find((p) => path === `/products/${p.slug}`);
  if (product) {
    return {
      html: harbourPage(
        product.name,
        `<h1>${product.name}</h1><p>${h(product.intro)}</p>
<dl>${product.facts.map(([k, v]) => `<dt>${h(k)}</dt><dd>${h(v)}</dd>`).join('')}</dl>
<p><strong>${product.from}</strong></p>
${product.quote ? `<p><a class="btn" href="${product.quote}">Get a quote</a></p>` : ''}`,
        user,
      ),
    };
  }
  if (path === '/quote/car' && method === 'GET') return { html: carQuoteForm({}, '', user) };
  if (path === '/quote/car' && method === 'POST') {
    const missing = [
      ['registration', 'registration number'],
      ['cover', 'cover'],
      ['first_name', 'first name'],
      ['last_name', 'last name'],
      ['dob', 'date of birth'],
      ['email', 'email'],
    ]
      .filter(([k]) => blank(k))
      .map(([, l]) => l);
    if (missing.length) return { html: carQuoteForm(fields, `Please fill in: ${missing.join(', ')}.`, user) };
    if (!fields.accept_terms)
      return { html: carQuoteForm(fields, 'Please accept the terms and conditions to get a quote.', user) };
    const cover = HM_COVERS.find(([k]) => k === fields.cover);
    const price = (cover?.[2] ?? 30) - (fields.garage ? 2 : 0);
    const ref = `HQ-${state.nextQuote++}`;
    return {
      html: harbourPage(
        'Your quote',
        `<h1>Your quote is ready</h1>
<div class="notice" role="status"><p>Quote ${ref} for ${h(fields.registration)} — ${h(cover?.[1] ?? fields.cover)} cover: <strong>${euros(price)} a month</strong>.</p>
<p>We have emailed it to ${h(fields.email)}. It is valid for one month.</p></div>`,
        user,
      ),
    };
  }
  if (path === '/quote/travel' && method === 'GET') return { html: travelQuoteForm({}, '', user) };
  if (path === '/quote/travel' && method === 'POST') {
    const missing = [
      ['trip_type', 'type of cover'],
      ['area', 'destination'],
      ['departure', 'departure date'],
      ['email', 'email address'],
    ]
      .filter(([k]) => blank(k))
      .map(([, l]) => l);
    if (fields.trip_type === 'single' && blank('return')) missing.push('return date');
    if (missing.length)
      return { html: travelQuoteForm(fields, `Please fill in: ${missing.join(', ')}.`, user) };
    const area = HM_AREAS.find(([k]) => k === fields.area);
    const n = Math.max(1, Number.parseInt(fields.travellers ?? '1', 10) || 1);
    const price =
      (area?.[2] ?? 30) * n * (fields.trip_type === 'annual' ? 4 : 1) + (fields.winter_sports ? 12 * n : 0);
    const ref = `HT-${state.nextTravel++}`;
    return {
      html: harbourPage(
        'Your travel quote',
        `<h1>Your travel quote</h1>
<div class="notice" role="status"><p>Quote ${ref}: ${fields.trip_type === 'annual' ? 'annual multi-trip' : 'single trip'}, ${h(area?.[1] ?? fields.area)}, ${n} traveller${n === 1 ? '' : 's'}${fields.winter_sports ? ', with winter sports' : ''} — <strong>${euros(price)}</strong>.</p>
<p>We have emailed it to ${h(fields.email)}.</p></div>`,
        user,
      ),
    };
  }
  if (path === '/claims' && method === 'GET') return { html: claimForm({}, '', user) };
  if (path === '/claims' && method === 'POST') {
    const no = (fields.policy_no ?? '').trim().toUpperCase();
    if (!/^HM-(AUTO|HOME|TRAV|PET)-\d{5}$/.test(no))
      return {
        html: claimForm(fields, 'Please enter a valid policy number, for example HM-AUTO-12345.', user),
      };
    const missing = [
      ['claim_type', 'what happened'],
      ['incident_date', 'date of the incident'],
      ['description', 'description'],
    ]
      .filter(([k]) => blank(k))
      .map(([, l]) => l);
    if (missing.length) return { html: claimForm(fields, `Please fill in: ${missing.join(', ')}.`, user) };
    const ref = `CL-2026-${String(state.nextClaim++).padStart(4, '0')}`;
    return {
      html: harbourPage(
        'Claim received',
        `<h1>Claim received</h1>
<div class="notice" role="status"><p>Your claim number is <strong>${ref}</strong> (policy ${h(no)}).</p>
<p>A claims handler will ${fields.phone?.trim() ? `call you on ${h(fields.phone)}` : 'contact you'} within 24 hours.</p></div>`,
        user,
      ),
    };
  }
  if (path === '/news') {
    return {
      html: harbourPage(
        'News',
        `<h1>News</h1>
<div class="cards">
${HM_NEWS.map((a) => `<article class="card"><h2>${h(a.title)}</h2><p><time>${a.date}</time></p><p>${h(a.excerpt)}</p><a href="/news/${a.slug}">Read more</a></article>`).join('\n')}
</div>`,
        user,
      ),
    };
  }
  const article = HM_NEWS.find((a) => path === `/news/${a.slug}`);
  if (article) {
    return {
      html: harbourPage(
        article.title,
        `<article><h1>${h(article.title)}</h1><p><time>${article.date}</time></p><p>${h(article.body)}</p></article><p><a href="/news">All news</a></p>`,
        user,
      ),
    };
  }
  if (path === '/contact' && method === 'GET') return { html: contactForm({}, '', user) };
  if (path === '/contact' && method === 'POST') {
    if (blank('email') || blank('subject') || blank('message'))
      return { html: contactForm(fields, 'Please give your email, a subject and your message.', user) };
    if (!fields.consent)
      return {
        html: contactForm(fields, 'Please agree to us storing your details so that we can answer.', user),
      };
    return {
      html: harbourPage(
        'Message sent',
        '<h1>Message sent</h1><div class="notice" role="status"><p>Thank you, your message has been sent. We reply within 2 working days.</p></div>',
        user,
      ),
    };
  }
  if (path === '/login' && method === 'GET') return { html: harbourLogin('', ctx.query.get('next') ?? '') };
  if (path === '/login' && method === 'POST') {
    const id = (fields.login ?? '').trim().toLowerCase();
    const key = Object.keys(state.accounts).find(
      (k) => k === id || state.accounts[k].customer.toLowerCase() === id,
    );
    if (key && state.accounts[key].password === fields.password) {
      const s = sid();
      state.sessions.set(s, key);
      ctx.setCookie('hm_session', s);
      const next = ctx.query.get('next');
      return { redirect: next?.startsWith('/account') ? next : '/account' };
    }
    return {
      html: harbourLogin('We do not recognise these details. Please try again.', ctx.query.get('next') ?? ''),
    };
  }
  if (path === '/logout') {
    state.sessions.delete(cookies.hm_session);
    ctx.setCookie('hm_session', '');
    return { redirect: '/' };
  }
  if (!path.startsWith('/account')) return null;
  if (!acct) return { redirect: `/login?next=${encodeURIComponent(path)}` };
  if (path === '/account' && method === 'GET') return { html: accountPage(acct) };
  if (path === '/account/drivers' && method === 'POST') {
    const policy = acct.policies.find((p) => p.no === fields.policy && p.kind === 'car');
    if (!policy || ['driver_first_name', 'driver_last_name', 'driver_dob', 'licence_date'].some(blank))
      return {
        html: accountPage(acct, { error: 'Please fill in every field to add a driver.' }),
      };
    return {
      html: accountPage(acct, {
        notice: `${fields.driver_first_name.trim()} ${fields.driver_last_name.trim()} has been added as a named driver on policy ${policy.no}.`,
      }),
    };
  }
  if (path === '/account/documents' && method === 'POST') {
    const doc = HM_DOCUMENTS.find(([k]) => k === fields.document);
    const policy = acct.policies.find((p) => p.no === fields.policy);
    if (!doc || !policy)
      return {
        html: accountPage(acct, { tab: 'documents', error: 'Please choose a document and a policy.' }),
      };
    if (doc[0] === 'green_card' && policy.kind !== 'car')
      return {
        html: accountPage(acct, { tab: 'documents', error: 'A green card is only issued for a car policy.' }),
      };
    return {
      html: accountPage(acct, {
        tab: 'documents',
        notice: `Your ${doc[1]} for policy ${policy.no} will be posted within 3 working days.`,
      }),
    };
  }
  if (path === '/account/payment-day' && method === 'POST') {
    const day = HM_DAYS.find(([k]) => k === fields.payment_day);
    if (!day) return { html: accountPage(acct, { tab: 'payments', error: 'Please choose a payment day.' }) };
    acct.paymentDay = day[0];
    return {
      html: accountPage(acct, {
        tab: 'payments',
        notice: `Your payment day has been changed to the ${day[1].replace(' of the month', '')} of each month.`,
      }),
    };
  }
  if (path === '/account/details' && method === 'POST') {
    if (blank('email') || blank('address'))
      return { html: accountPage(acct, { tab: 'details', error: 'Email and address cannot be empty.' }) };
    Object.assign(acct.details, {
      mobile: fields.mobile ?? '',
      email: fields.email,
      address: fields.address,
      postcode: fields.postcode ?? '',
      city: fields.city ?? '',
      paperless: fields.paperless === 'yes',
    });
    return { html: accountPage(acct, { tab: 'details', notice: 'Your details have been saved.' }) };
  }
  return null;
}

/* ------------------------------------------------------------------------------------------------ */

const SITES = {
  studio: { routes: studioRoutes, state: () => ({ nextRef: 1041 }) },
  mairie: { routes: mairieRoutes, state: () => ({ nextDossier: 312, nextReport: 5830 }) },
  ledger: {
    routes: ledgerRoutes,
    getForms: ['/dashboard/search', '/dashboard/invoices'],
    state: () => {
      const settings = new Map();
      return {
        sessions: new Map(),
        invoices: initialInvoices(),
        nextInvoice: 2046,
        settingsOf(user) {
          if (!settings.has(user))
            settings.set(user, {
              displayName: user === 'ana@ledgerly.test' ? 'Ana Costa' : 'Demo User',
              language: 'en',
              timezone: 'Europe/Paris',
              weeklySummary: true,
              overdueAlerts: false,
            });
          return settings.get(user);
        },
      };
    },
  },
  grocer: { routes: grocerRoutes, state: () => ({ sessions: new Map(), nextOrder: 7301 }) },
  harbour: {
    routes: harbourRoutes,
    state: () => ({
      sessions: new Map(),
      accounts: HM_ACCOUNTS(),
      nextQuote: 40311,
      nextTravel: 8120,
      nextClaim: 51,
    }),
  },
  coach: { routes: coachRoutes, getForms: ['/trajets'], state: coachState },
  library: { routes: libraryRoutes, getForms: libraryGetForms(), state: libraryState },
  jobs: { routes: jobsRoutes, getForms: jobsGetForms(), state: jobsState },
  clinic: { routes: clinicRoutes, getForms: clinicGetForms(), state: clinicState },
  energy: { routes: energyRoutes, getForms: energyGetForms(), state: energyState },
  rental: { routes: rentalRoutes, getForms: rentalGetForms(), state: rentalState },
  school: { routes: schoolRoutes, getForms: schoolGetForms(), state: schoolState },
  bank: { routes: bankRoutes, getForms: bankGetForms(), state: bankState },
  garage: { routes: garageRoutes, getForms: garageGetForms(), state: garageState },
  charity: { routes: charityRoutes, getForms: charityGetForms(), state: charityState },
  theatre: { routes: theatreRoutes, getForms: theatreGetForms(), state: theatreState },
  club: { routes: clubRoutes, getForms: clubGetForms(), state: clubState },
  estate: { routes: estateRoutes, getForms: estateGetForms(), state: estateState },
  hotel: { routes: hotelRoutes, getForms: hotelGetForms(), state: hotelState },
  museum: { routes: museumRoutes, getForms: museumGetForms(), state: museumState },
  kennel: { routes: kennelRoutes, getForms: kennelGetForms(), state: kennelState },
  cowork: { routes: coworkRoutes, getForms: coworkGetForms(), state: coworkState },
  bistro: { routes: bistroRoutes, getForms: bistroGetForms(), state: bistroState },
  driving: { routes: drivingRoutes, getForms: drivingGetForms(), state: drivingState },
  movers: { routes: moversRoutes, getForms: moversGetForms(), state: moversState },
  florist: { routes: floristRoutes, getForms: floristGetForms(), state: floristState },
  printshop: { routes: printshopRoutes, getForms: printshopGetForms(), state: printshopState },
  campsite: { routes: campsiteRoutes, getForms: campsiteGetForms(), state: campsiteState },
};

export const WALK_SITES = Object.keys(SITES);

export async function serveWalkSite(name) {
  const def = SITES[name];
  if (!def) throw new Error(`no walk site ${name} (${WALK_SITES.join(', ')})`);
  const site = makeSite(def);
  await new Promise((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  const { port } = site.server.address();
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    received: site.received,
    pages: site.pages,
    reset: site.reset,
    close: () =>
      new Promise((resolve) => {
        site.server.closeAllConnections?.();
        site.server.close(() => resolve());
      }),
  };
}
