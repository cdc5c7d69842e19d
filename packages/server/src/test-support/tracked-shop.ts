import { startSite, type TestSite } from './site.js';

/** What the shop's tagging gets wrong; a test sets these to break or fix the site. */
export interface TaggingBugs {
  /** add_to_cart sends this currency (the plan says EUR). */
  currency: string;
  /** The rail click forgets rail_name. */
  dropRailName: boolean;
}

/**
 * The shop's own analytics library, the way real tags send: GA4 hits with sendBeacon to
 * google-analytics.com (parameters in the URL, or several events batched in the body), Piano
 * Analytics events with a keepalive fetch, and dataLayer pushes. The hosts are the vendors' real
 * ones: the audit must answer them locally, so nothing leaves the machine.
 */
const ANALYTICS = `
window.dataLayer = window.dataLayer || [];
function ga4(en, params) {
  var q = new URLSearchParams({ v: '2', tid: 'G-SHOP1', cid: '555.1', en: en, dl: location.href });
  Object.keys(params || {}).forEach(function (k) {
    var v = params[k];
    if (k === 'currency') q.set('cu', v);
    else q.set((typeof v === 'number' ? 'epn.' : 'ep.') + k, String(v));
  });
  navigator.sendBeacon('https://region1.google-analytics.com/g/collect?' + q.toString());
}
function piano(name, data) {
  fetch('https://logs1412.xiti.com/event?s=600123', { method: 'POST', keepalive: true, mode: 'no-cors', body: JSON.stringify({ events: [{ name: name, data: data }] }) });
}
`;

const layout = (title: string, dataLayer: object, body: string) =>
  `<!doctype html><html lang="fr"><head><title>${title}</title><script src="/analytics.js"></script>
<script>dataLayer.push(${JSON.stringify(dataLayer)});</script></head>
<body><nav><a href="/">Accueil</a> <a href="/account">Mon compte</a></nav><main>${body}</main></body></html>`;

export function trackedShop(bugs: TaggingBugs) {
  return {
    '/analytics.js': { body: ANALYTICS, type: 'text/javascript' },
    '/': () => ({
      body: layout(
        'Accueil',
        { pageType: 'home', site_language: 'fr' },
        `<h1>Bienvenue</h1>
<section class="rail"><h2>Nouveautés</h2>
<a id="rail-link" href="/product/red-shoes">Red shoes</a></section>
<script>
document.getElementById('rail-link').addEventListener('click', function () {
  // Sent as the page unloads: the beacon must still count, for this step.
  ga4('click_rail', ${bugs.dropRailName ? '{ rail_position: 1 }' : "{ rail_name: 'Nouveautés', rail_position: 1 }"});
});
</script>`,
      ),
    }),
    '/product/red-shoes': () => ({
      body: layout(
        'Red shoes',
        { pageType: 'product', product: { id: 'SKU-RED-1', price: 49.9 } },
        `<h1>Red shoes</h1><p>49,90 €</p>
<button id="add">Ajouter au panier</button> <button id="wish">Add to wishlist</button><p id="msg"></p>
<script>
ga4('view_item', { currency: 'EUR', value: 49.9 });
document.getElementById('add').addEventListener('click', function () {
  dataLayer.push({ event: 'add_to_cart', ecommerce: { currency: '${bugs.currency}', value: 49.9, items: [{ item_id: 'SKU-RED-1' }] } });
  ga4('add_to_cart', { currency: '${bugs.currency}', value: 49.9, item_id: 'SKU-RED-1' });
  piano('cart.add', { product_id: 'SKU-RED-1', cart_currency: '${bugs.currency}' });
  document.getElementById('msg').textContent = 'Ajouté au panier';
});
document.getElementById('wish').addEventListener('click', function () {
  setTimeout(function () { ga4('add_to_wishlist', { item_id: 'SKU-RED-1' }); }, 150);
  document.getElementById('msg').textContent = 'Saved for later';
});
</script>`,
      ),
    }),
    '/account': () => ({
      body: layout(
        'Mon compte',
        { pageType: 'account' },
        `<h1>Mon compte</h1><div role="tablist"><button role="tab" id="orders">Commandes</button></div><div id="panel"></div>
<script>document.getElementById('orders').addEventListener('click', function () {
  ga4('click_tab', { tab_name: 'Commandes' });
  document.getElementById('panel').textContent = 'Aucune commande';
});</script>`,
      ),
    }),
  };
}

export async function startTrackedShop(bugs: TaggingBugs): Promise<TestSite> {
  return startSite(trackedShop(bugs));
}
