// Three small sites of different structures for the goal corpus (goals.json): a shop in English
// with sections and duplicate product links, a documentation site with a sidebar, tabs and
// accordions, and a French customer area behind a sign-in. Served on 127.0.0.1 by the goal tests
// and by bench/goals.js. Each page is plain HTML with a few lines of inline script, as small sites are.
import http from 'node:http';

const html = (title, nav, body, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body>${nav}<main>${body}</main></body></html>`;

const say = (id, text) => `document.getElementById('${id}').textContent='${text.replace(/'/g, "\\'")}'`;

// ---------------------------------------------------------------------------------------------
// Lumen: a lighting shop.
const LUMEN_PRODUCTS = [
  ['brass-desk-lamp', 'Brass desk lamp', '89.00'],
  ['linen-shade', 'Linen shade', '35.00'],
  ['oak-floor-lamp', 'Oak floor lamp', '149.00'],
  ['paper-pendant', 'Paper pendant', '42.00'],
];

function lumenNav(req) {
  const basket = /basket=(\d+)/.exec(req.headers.cookie ?? '')?.[1] ?? '0';
  return `<header><a href="/" class="logo">Lumen</a><nav aria-label="Main"><a href="/">Home</a> <a href="/catalogue">Shop</a> <a href="/journal">Journal</a> <a href="/basket">Basket (${basket})</a> <a href="/login">Sign in</a></nav></header>`;
}

const card = ([slug, name, price]) =>
  `<li class="card"><a href="/product/${slug}">${name}</a> <span class="price">€${price}</span></li>`;

export function lumen() {
  const products = Object.fromEntries(
    LUMEN_PRODUCTS.map(([slug, name, price]) => [
      `/product/${slug}`,
      (req) =>
        html(
          `${name} — Lumen`,
          lumenNav(req),
          `<h1>${name}</h1><p class="price">€${price}</p>
          <label for="finish">Finish</label><select id="finish"><option>Brass</option><option>Black</option><option>White</option></select>
          <label for="qty">Quantity</label><input id="qty" type="number" value="1" min="1">
          <button id="add" onclick="document.cookie='basket=1; path=/';${say('added', 'Added to your basket')}">Add to basket</button>
          <p id="added" role="status"></p>
          <div role="tablist"><button role="tab" onclick="${say('tabpanel', 'Hand-finished in Lisbon.')}">Description</button><button role="tab" onclick="${say('tabpanel', 'No review yet')}">Reviews</button></div>
          <div id="tabpanel" role="tabpanel"></div>`,
        ),
    ]),
  );
  return {
    '/': (req) =>
      html(
        'Lumen — lighting for calm homes',
        lumenNav(req),
        `<h1>Lighting for calm homes</h1>
        <section><div class="section-head"><h2>Best sellers</h2></div><ul>${[LUMEN_PRODUCTS[0], LUMEN_PRODUCTS[1]].map(card).join('')}</ul></section>
        <section><h2>New arrivals</h2><ul>${[LUMEN_PRODUCTS[2], LUMEN_PRODUCTS[0]].map(card).join('')}</ul></section>
        <section aria-label="Newsletter"><h2>Stay in the light</h2><form onsubmit="event.preventDefault();${say('subscribed', 'Thanks for subscribing')}">
        <input type="email" placeholder="you@example.com" aria-label="Your email"><button>Subscribe</button></form><p id="subscribed"></p></section>`,
      ),
    '/catalogue': (req) => {
      const params = new URL(req.url ?? '/', 'http://x').searchParams;
      const q = (params.get('q') ?? '').toLowerCase();
      const list = LUMEN_PRODUCTS.filter(([, name]) => !q || name.toLowerCase().includes(q));
      return html(
        'All products — Lumen',
        lumenNav(req),
        `<h1>Catalogue</h1>
        <form action="/catalogue" role="search"><label for="q">Search the catalogue</label><input id="q" name="q" type="search" value="${q}"><button>Search</button></form>
        <label for="sort">Sort by</label><select id="sort"><option>Featured</option><option>Price: low to high</option><option>Price: high to low</option></select>
        <label><input type="checkbox" id="stock"> In stock only</label>
        <p class="count"><b>${list.length}</b> products</p>
        <ul class="grid">${list.map(card).join('') || '<li>No product matches your search</li>'}</ul>`,
      );
    },
    ...products,
    '/basket': (req) => {
      const n = /basket=(\d+)/.exec(req.headers.cookie ?? '')?.[1] ?? '0';
      return html(
        'Basket — Lumen',
        lumenNav(req),
        `<h1>Your basket</h1><p>${n === '0' ? 'Your basket is empty' : `${n} item in your basket`}</p><a href="/checkout" class="button">Checkout</a>`,
      );
    },
    '/checkout': (req) =>
      html(
        'Checkout — Lumen',
        lumenNav(req),
        `<h1>Checkout</h1><form onsubmit="event.preventDefault();${say('confirmed', 'Order confirmed — thank you!')}">
        <label for="fullname">Full name</label><input id="fullname" autocomplete="name">
        <label for="cemail">Email</label><input id="cemail" type="email">
        <label for="country">Country</label><select id="country"><option>Portugal</option><option>France</option><option>Spain</option></select>
        <fieldset><legend>Delivery</legend><label><input type="radio" name="delivery" checked> Standard</label><label><input type="radio" name="delivery"> Express</label></fieldset>
        <label><input type="checkbox" id="terms"> I accept the terms and conditions</label>
        <button type="submit">Place order</button></form><p id="confirmed" role="status"></p>`,
      ),
    '/journal': (req) =>
      html(
        'Journal — Lumen',
        lumenNav(req),
        `<h1>Journal</h1><ul class="posts"><li><a href="/journal/reading-corner">How to light a reading corner</a></li><li><a href="/journal/warm-white">Why warm white?</a></li></ul>`,
      ),
    '/journal/reading-corner': (req) =>
      html(
        'How to light a reading corner — Lumen',
        lumenNav(req),
        `<article><h1>How to light a reading corner</h1><p>Three lamps, one chair.</p><button onclick="${say('shared', 'Link copied')}">Share</button><p id="shared"></p></article>`,
      ),
    '/journal/warm-white': (req) =>
      html(
        'Why warm white? — Lumen',
        lumenNav(req),
        `<article><h1>Why warm white?</h1><p>2700 K is kind to the eyes.</p></article>`,
      ),
    '/login': (req) =>
      html(
        'Sign in — Lumen',
        lumenNav(req),
        `<h1>Welcome back</h1><form onsubmit="event.preventDefault();document.cookie='lumen_session=1; path=/';location.href='/?welcome=1'">
        <label for="lemail">Email</label><input id="lemail" type="email"><label for="lpw">Password</label><input id="lpw" type="password">
        <button>Sign in</button></form><a href="/register">Create an account</a>`,
      ),
    '/register': (req) =>
      html(
        'Create an account — Lumen',
        lumenNav(req),
        `<h1>Create an account</h1><form onsubmit="event.preventDefault();${say('made', 'Your account is ready')}">
        <label for="rname">Name</label><input id="rname"><label for="remail">Email</label><input id="remail" type="email">
        <label><input type="checkbox"> Send me the newsletter</label><button>Create account</button></form><p id="made"></p>`,
      ),
  };
}

// ---------------------------------------------------------------------------------------------
// Quarry docs: a documentation site with a sidebar, a search page, tabs and accordions.
const DOCS_SIDEBAR = `<aside><nav aria-label="Docs"><ul>
  <li><a href="/docs">Introduction</a></li><li><a href="/docs/install">Installation</a></li>
  <li><a href="/docs/config">Configuration</a></li><li><a href="/docs/api">API reference</a></li>
  <li><a href="/docs/faq">FAQ</a></li></ul></nav></aside>`;
const docsTop = `<header><a href="/">Quarry</a> <a href="/docs">Docs</a> <a href="/blog">Blog</a> <a href="/changelog">Changelog</a>
  <form action="/search" role="search"><input name="q" type="search" placeholder="Search docs" aria-label="Search docs"></form></header>`;
const docs = (title, body) =>
  html(`${title} · Quarry`, docsTop, `${DOCS_SIDEBAR}<div class="content">${body}</div>`);
const FEEDBACK = `<section aria-label="Feedback"><p>Was this page helpful?</p><button onclick="${say('fb', 'Thanks for your feedback')}">Yes</button><button onclick="${say('fb', 'Sorry about that — tell us more')}">No</button><p id="fb"></p></section>`;
const DOC_PAGES = [
  ['/docs', 'Introduction', 'Quarry reads your data where it lives.'],
  ['/docs/install', 'Installation', 'Install Quarry with your package manager.'],
  ['/docs/config', 'Configuration', 'Every option of quarry.config.json.'],
  ['/docs/api', 'API reference', 'The client and server functions.'],
  ['/docs/faq', 'FAQ', 'Questions people ask.'],
];

export function quarry() {
  return {
    '/': html(
      'Quarry — query anything',
      docsTop,
      `<h1>Query anything, from anywhere</h1><a href="/docs/install" class="cta">Get started</a> <a href="/docs">Read the docs</a>`,
    ),
    '/docs': docs(
      'Introduction',
      `<h1>What is Quarry?</h1><p>Quarry reads your data where it lives.</p>
      <label for="ver">Version</label><select id="ver"><option>v2 (latest)</option><option>v1</option></select>${FEEDBACK}`,
    ),
    '/docs/install': docs(
      'Installation',
      `<h1>Install Quarry</h1><div role="tablist"><button role="tab" onclick="${say('cmd', 'npm install quarry')}">npm</button><button role="tab" onclick="${say('cmd', 'yarn add quarry')}">yarn</button><button role="tab" onclick="${say('cmd', 'pnpm add quarry')}">pnpm</button></div>
      <pre id="cmd">npm install quarry</pre><button onclick="${say('copied', 'Copied!')}">Copy</button><span id="copied"></span>${FEEDBACK}`,
    ),
    '/docs/config': docs(
      'Configuration',
      `<h1>Configuration options</h1><p>Every option of quarry.config.json.</p>
      <details><summary>Advanced options</summary><p>cacheSize: how many rows to keep in memory.</p></details>
      <details><summary>Environment variables</summary><p>QUARRY_HOME points at the data folder.</p></details>${FEEDBACK}`,
    ),
    '/docs/api': docs(
      'API reference',
      `<h1>API reference</h1>
      <section><h2>Client</h2><p><code>createClient()</code> opens a connection.</p><button onclick="${say('client-more', 'createClient(options): Client')}">Details</button><p id="client-more"></p></section>
      <section><h2>Server</h2><p><code>createServer()</code> serves queries.</p><button onclick="${say('server-more', 'createServer(port): Server')}">Details</button><p id="server-more"></p></section>`,
    ),
    '/docs/faq': docs(
      'FAQ',
      `<h1>Frequently asked questions</h1>
      <details><summary>Is Quarry free?</summary><p>Yes, under the MIT licence.</p></details>
      <details><summary>Does it run on Windows?</summary><p>Yes, on Windows 10 and later.</p></details>`,
    ),
    '/search': (req) => {
      const q = (new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '').toLowerCase();
      const found = DOC_PAGES.filter(([, t, d]) => `${t} ${d}`.toLowerCase().includes(q));
      return html(
        'Search · Quarry',
        docsTop,
        `<h1>Search</h1><p class="count">${found.length} results for “${q}”</p><ul>${found.map(([p, t]) => `<li><a href="${p}">${t}</a></li>`).join('')}</ul>`,
      );
    },
    '/blog': html(
      'Blog · Quarry',
      docsTop,
      `<h1>Blog</h1><ul><li><a href="/blog/quarry-2">Quarry 2.0 is out</a></li><li><a href="/blog/why-sql">Why we kept SQL</a></li></ul>`,
    ),
    '/blog/quarry-2': html(
      'Quarry 2.0 is out · Quarry',
      docsTop,
      `<article><h1>Quarry 2.0 is out</h1><p>Faster joins and a new CLI.</p><a href="/changelog">Read the changelog</a></article>`,
    ),
    '/blog/why-sql': html(
      'Why we kept SQL · Quarry',
      docsTop,
      `<article><h1>Why we kept SQL</h1><p>Because everyone reads it.</p></article>`,
    ),
    '/changelog': html(
      'Changelog · Quarry',
      docsTop,
      `<h1>Changelog</h1><h2>2.0.0</h2><p>New CLI.</p><h2>1.4.2</h2><p>Fixes.</p>`,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Acme espace client: a French customer area behind a sign-in (a session cookie).
const signedIn = (req) => /acme_session=ana/.test(req.headers.cookie ?? '');
const acmeNav = `<header><nav aria-label="Principal"><a href="/">Accueil</a> <a href="/compte">Mon compte</a> <a href="/aide">Aide</a> <a href="/connexion">Connexion</a></nav></header>`;
const acme = (title, body) => html(`${title} — Acme`, acmeNav, body, 'fr');

export function acmeAccount() {
  const guard = (page) => (req) =>
    signedIn(req) ? page(req) : { status: 302, body: '', headers: { location: '/connexion' } };
  return {
    '/': acme(
      'Espace client',
      `<h1>Votre espace client Acme</h1><p>Suivez vos commandes et gérez vos préférences.</p><a href="/connexion">Se connecter</a>`,
    ),
    '/connexion': acme(
      'Connexion',
      `<h1>Connexion à votre espace</h1><form onsubmit="event.preventDefault();document.cookie='acme_session=ana; path=/';location.href='/compte'">
      <label for="mail">Adresse e-mail</label><input id="mail" type="email"><label for="mdp">Mot de passe</label><input id="mdp" type="password">
      <label><input type="checkbox"> Rester connecté</label><button>Se connecter</button></form><a href="/mot-de-passe">Mot de passe oublié ?</a>`,
    ),
    '/mot-de-passe': acme(
      'Mot de passe oublié',
      `<h1>Mot de passe oublié</h1><form onsubmit="event.preventDefault();${say('sent', 'Un lien vous a été envoyé')}"><label for="rmail">Adresse e-mail</label><input id="rmail" type="email"><button>Envoyer le lien</button></form><p id="sent"></p>`,
    ),
    '/compte': guard(() =>
      acme(
        'Mon compte',
        `<h1>Bonjour Ana</h1><div role="tablist"><button role="tab" onclick="show('profil')">Profil</button><button role="tab" onclick="show('commandes')">Commandes</button><button role="tab" onclick="show('parametres')">Paramètres</button></div>
        <section id="profil" class="panel"><h2>Vos informations</h2><label for="prenom">Prénom</label><input id="prenom" value="Ana"><label for="nom">Nom</label><input id="nom" value="Lima"><button onclick="${say('saved', 'Profil mis à jour')}">Enregistrer</button><p id="saved"></p></section>
        <section id="commandes" class="panel" hidden><h2>Vos commandes</h2><p>2 commandes</p><ul><li><a href="/compte/commandes/A-1001">Commande A-1001</a></li><li><a href="/compte/commandes/A-1002">Commande A-1002</a></li></ul></section>
        <section id="parametres" class="panel" hidden><h2>Préférences de notification</h2><label><input type="checkbox" id="news"> Recevoir la newsletter</label>
        <label for="langue">Langue</label><select id="langue"><option>Français</option><option>English</option></select><button onclick="${say('prefs', 'Paramètres enregistrés')}">Enregistrer les paramètres</button><p id="prefs"></p></section>
        <script>function show(id){for(const p of document.querySelectorAll('.panel'))p.hidden=p.id!==id}</script>`,
      ),
    ),
    ...Object.fromEntries(
      ['A-1001', 'A-1002'].map((id) => [
        `/compte/commandes/${id}`,
        guard(() =>
          acme(
            `Commande ${id}`,
            `<h1>Commande ${id}</h1><p>Livrée le 12 novembre</p><button onclick="${say('invoice', 'Facture prête')}">Télécharger la facture</button><p id="invoice"></p>`,
          ),
        ),
      ]),
    ),
    '/aide': acme(
      "Centre d'aide",
      `<h1>Centre d'aide</h1><form action="/aide" onsubmit="event.preventDefault();${say('hits', '1 article trouvé')}"><input type="search" placeholder="Rechercher dans l'aide" aria-label="Rechercher dans l'aide"></form><p id="hits"></p>
      <details><summary>Comment suivre ma livraison ?</summary><p>Depuis l'onglet Commandes de votre compte.</p></details>
      <details><summary>Comment changer de mot de passe ?</summary><p>Depuis la page Mot de passe oublié.</p></details>`,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Maison Tisane: a French tea shop with a cookie banner, filters, cards that each have their own
// "Ajouter au panier", a promo code and a contact form. Written with round 3 of the corpus, after
// the reader was tuned, to measure it on a structure it had never seen.
const TEAS = [
  ['sencha-du-matin', 'Sencha du matin', 'Thé vert', '12,50', 'Infuser 2 minutes à 70 °C.'],
  ['earl-grey-fume', 'Earl Grey fumé', 'Thé noir', '9,90', 'Infuser 4 minutes à 95 °C.'],
  ['verveine-citron', 'Verveine citron', 'Infusion', '7,50', 'Infuser 5 minutes à 90 °C.'],
  ['matcha-ceremonie', 'Matcha cérémonie', 'Thé vert', '24,00', 'Fouetter 30 secondes à 80 °C.'],
];
const basketOf = (req) =>
  decodeURIComponent(/panier=([^;]*)/.exec(req.headers.cookie ?? '')?.[1] ?? '')
    .split('|')
    .filter(Boolean);
const addScript = (name) =>
  `document.cookie='panier='+encodeURIComponent((decodeURIComponent((document.cookie.match(/panier=([^;]*)/)||[])[1]||'')+'|${name}').replace(/^\\|/,''))+'; path=/';${say('ajout', `${name} ajouté au panier`)}`;
const tisaneChrome = (req, title, body) => {
  const consent = /consent=/.test(req.headers.cookie ?? '');
  return html(
    `${title} | Maison Tisane`,
    `<div id="promo" class="banner">Livraison offerte dès 40 € <button onclick="this.parentNode.remove()" aria-label="Fermer le bandeau">×</button></div>
    <header><a href="/" class="logo">Maison Tisane</a><nav aria-label="Menu principal"><a href="/">Accueil</a> <a href="/boutique">Boutique</a> <a href="/engagements">Nos engagements</a> <a href="/contact">Contact</a> <a href="/panier">Panier (${basketOf(req).length})</a></nav></header>
    ${consent ? '' : `<div id="cookies" role="dialog" aria-label="Cookies"><p>Nous utilisons des cookies de mesure d'audience.</p><button onclick="document.cookie='consent=1; path=/';document.getElementById('cookies').remove()">Tout accepter</button><button onclick="document.cookie='consent=0; path=/';document.getElementById('cookies').remove()">Refuser</button></div>`}`,
    `${body}<p id="ajout" role="status"></p><footer><a href="/mentions">Mentions légales</a></footer>`,
    'fr',
  );
};

export function tisane() {
  const products = Object.fromEntries(
    TEAS.map(([slug, name, kind, price, advice]) => [
      `/produit/${slug}`,
      (req) =>
        tisaneChrome(
          req,
          name,
          `<nav aria-label="Fil d'Ariane"><a href="/">Accueil</a> › <a href="/boutique">Boutique</a> › ${name}</nav>
          <h1>${name}</h1><p>${kind}</p><p class="price">${price} €</p>
          <fieldset><legend>Format</legend><label><input type="radio" name="format" checked> Sachet 100 g</label><label><input type="radio" name="format"> Boîte 250 g</label></fieldset>
          <label for="qte">Quantité</label><input id="qte" type="number" value="1" min="1">
          <button onclick="${addScript(name)}">Ajouter au panier</button>
          <details><summary>Conseils de préparation</summary><p>${advice}</p></details>`,
        ),
    ]),
  );
  return {
    '/': (req) =>
      tisaneChrome(
        req,
        'Thés et tisanes',
        `<h1>Thés et tisanes de saison</h1><p>Des thés choisis chez de petits producteurs.</p><a href="/boutique" class="button">Découvrir la boutique</a>
        <section><h2>Nos coups de cœur</h2><ul>${TEAS.slice(0, 2)
          .map(([slug, name]) => `<li><a href="/produit/${slug}">${name}</a></li>`)
          .join('')}</ul></section>`,
      ),
    '/boutique': (req) =>
      tisaneChrome(
        req,
        'Boutique',
        `<h1>La boutique</h1>
        <fieldset><legend>Catégorie</legend>${['Thé vert', 'Thé noir', 'Infusion']
          .map((k) => `<label><input type="checkbox" value="${k}" onchange="filtrer()"> ${k}</label>`)
          .join('')}</fieldset>
        <label for="tri">Trier par</label><select id="tri" onchange="trier()"><option>Popularité</option><option>Prix croissant</option><option>Prix décroissant</option></select>
        <p id="compte">${TEAS.length} produits</p>
        <ul id="produits">${TEAS.map(
          ([slug, name, kind, price]) =>
            `<li class="carte" data-kind="${kind}" data-price="${price.replace(',', '.')}"><h3><a href="/produit/${slug}">${name}</a></h3><p>${price} €</p><button onclick="${addScript(name)}">Ajouter au panier</button></li>`,
        ).join('')}</ul>
        <script>
        function filtrer(){const on=[...document.querySelectorAll('fieldset input:checked')].map(i=>i.value);let n=0;
          for(const c of document.querySelectorAll('.carte')){c.hidden=on.length>0&&!on.includes(c.dataset.kind);if(!c.hidden)n++}
          document.getElementById('compte').textContent=n+(n>1?' produits':' produit')}
        function trier(){const how=document.getElementById('tri').selectedIndex;if(!how)return;const ul=document.getElementById('produits');
          [...ul.children].sort((a,b)=>(a.dataset.price-b.dataset.price)*(how===1?1:-1)).forEach(li=>ul.appendChild(li))}
        </script>`,
      ),
    ...products,
    '/panier': (req) => {
      const items = basketOf(req);
      return tisaneChrome(
        req,
        'Panier',
        `<h1>Votre panier</h1>${items.length ? `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>` : '<p>Votre panier est vide.</p>'}
        <label for="code">Code promo</label><input id="code"><button onclick="${say('remise', '')};document.getElementById('remise').textContent=document.getElementById('code').value.trim().toUpperCase()==='BIENVENUE'?'Code BIENVENUE appliqué : -10 %':'Code invalide'">Appliquer</button><p id="remise"></p>
        <a href="/commande" class="button">Valider ma commande</a>`,
      );
    },
    '/commande': (req) =>
      tisaneChrome(
        req,
        'Livraison',
        `<h1>Livraison</h1><form onsubmit="event.preventDefault();${say('merci', 'Merci pour votre commande !')}">
        <label for="prenom">Prénom</label><input id="prenom"><label for="nom">Nom</label><input id="nom">
        <label for="adresse">Adresse</label><input id="adresse"><label for="cp">Code postal</label><input id="cp"><label for="ville">Ville</label><input id="ville">
        <label for="pays">Pays</label><select id="pays"><option>France</option><option>Belgique</option><option>Suisse</option></select>
        <fieldset><legend>Mode de livraison</legend><label><input type="radio" name="mode" checked> Colissimo</label><label><input type="radio" name="mode"> Point relais</label></fieldset>
        <label><input type="checkbox" required> J'accepte les conditions générales de vente</label>
        <button>Payer</button></form><p id="merci" role="status"></p>`,
      ),
    '/contact': (req) =>
      tisaneChrome(
        req,
        'Contact',
        `<h1>Nous écrire</h1><form onsubmit="event.preventDefault();${say('envoye', 'Message envoyé, merci !')}">
        <label for="sujet">Sujet</label><select id="sujet"><option>Une commande</option><option>Un produit</option><option>Autre</option></select>
        <label for="msg">Votre message</label><textarea id="msg"></textarea>
        <label for="cmail">Votre e-mail</label><input id="cmail" type="email"><button>Envoyer</button></form><p id="envoye" role="status"></p>`,
      ),
    '/engagements': (req) =>
      tisaneChrome(
        req,
        'Nos engagements',
        `<h1>Nos engagements</h1><h2>Thé bio et équitable</h2><p>Tous nos thés viennent de jardins certifiés.</p><h2>Emballages compostables</h2><p>Sachets en fibre de bois.</p>`,
      ),
    '/mentions': (req) =>
      tisaneChrome(req, 'Mentions légales', '<h1>Mentions légales</h1><p>Maison Tisane SARL, Lyon.</p>'),
  };
}

export const SITES = { lumen, quarry, acme: acmeAccount, tisane };

/** Serves one of the sites on a free loopback port. */
export async function serveSite(name) {
  const pages = SITES[name]();
  const server = http.createServer((req, res) => {
    const route = pages[(req.url ?? '/').split('?')[0]];
    const page = typeof route === 'function' ? route(req) : route;
    if (page === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Page not found</h1>');
      return;
    }
    const p = typeof page === 'string' ? { body: page } : page;
    res.writeHead(p.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...p.headers }).end(p.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
