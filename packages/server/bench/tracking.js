// Tracking: (1) hits decoded per second over recorded hits of every vendor; (2) the cost of beacon
// capture on a 10-step journey that sends GA4 and Piano hits: the same journey, same browser, with
// and without the recorder, in one run; (3) ticket intent over every ticket corpus (each plan, the held-out one too): top-1, refused as ambiguous, settled wrongly.
// Usage: node bench/tracking.js   (VISUALQ_BENCH_RUNS=5 journeys each way)
import http from 'node:http';
import { BrowserPool } from '../dist/engines/capture/browser-pool.js';
import { parseFeature } from '../dist/engines/frt/gherkin.js';
import { runFeature } from '../dist/engines/frt/runner.js';
import { StepLibrary, SYSTEM_STEPS } from '../dist/engines/frt/step-library.js';
import { decideEvent, resolveIntent } from '../dist/engines/tracking/intent.js';
import { BeaconRecorder } from '../dist/engines/tracking/recorder.js';
import { decodeRequest, decodersFor } from '../dist/engines/tracking/vendors/index.js';
import { connectPolicy } from '../dist/services/network-policy.js';
import { intentCorpora } from '../test/fixtures/intent-corpora.js';

const RUNS = Number(process.env.VISUALQ_BENCH_RUNS ?? 5);
const CHROMIUM = process.env.VISUALQ_CHROMIUM_PATH ?? '/usr/bin/chromium';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// 1. Decoding.
const decoders = decodersFor();
const recorded = [
  [
    'GET',
    'https://region1.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example%2Fp&en=add_to_cart&cu=EUR&pr1=idSKU-1~nmRed%20shoes~pr49.9~qt1&epn.value=49.9&ep.item_category=shoes',
    null,
  ],
  [
    'POST',
    'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2',
    'en=view_item&epn.value=49.9\r\nen=scroll&epn.percent_scrolled=90',
  ],
  [
    'GET',
    'https://www.google-analytics.com/collect?v=1&t=event&tid=UA-1-1&cid=1&ec=Nav&ea=menu_click&el=Shoes&ev=3&cd1=member',
    null,
  ],
  [
    'GET',
    'https://metrics.shop.example/b/ss/acme/1/JS-2.22.0/s1?pageName=home&v1=rail&c3=fr&pe=lnk_o&pev2=rail_click&c.&a.&action=click&.a&rail_name=New&.c',
    null,
  ],
  [
    'POST',
    'https://xyz.pa-cd.com/event?s=600123',
    JSON.stringify({ events: [{ name: 'click.action', data: { click: 'rail', rail: 'New' } }] }),
  ],
  ['GET', 'https://logs1412.xiti.com/hit.xiti?s=600123&p=home&click=A&type=click&x1=a', null],
  ['GET', 'https://analytics.shop.example/matomo.php?idsite=3&rec=1&e_c=Newsletter&e_a=signup&e_v=1', null],
  [
    'POST',
    'https://api.segment.io/v1/t',
    JSON.stringify({ type: 'track', event: 'Product Added', properties: { price: 49.9 } }),
  ],
  ['GET', 'https://www.facebook.com/tr/?id=1&ev=AddToCart&cd[currency]=EUR&cd[value]=49.9', null],
  [
    'POST',
    'https://analytics.tiktok.com/api/v2/pixel',
    JSON.stringify({ event: 'AddToCart', properties: { value: 49.9 } }),
  ],
  [
    'POST',
    'https://c.shop.example/com.snowplowanalytics.snowplow/tp2',
    JSON.stringify({ data: [{ e: 'se', se_ca: 'cart', se_ac: 'add', se_va: '49.9' }] }),
  ],
].map(([method, url, body]) => ({ method, url, body }));
let hits = 0;
const started = performance.now();
while (performance.now() - started < 1000)
  for (const r of recorded) hits += decodeRequest(decoders, r).length;
const perSecond = Math.round(hits / ((performance.now() - started) / 1000));

// 2. Capture overhead on a 10-step journey.
const analytics = `window.dataLayer=window.dataLayer||[];
function ga4(en,p){var q=new URLSearchParams({v:'2',tid:'G-B',cid:'1.1',en:en});for(var k in p)q.set((typeof p[k]==='number'?'epn.':'ep.')+k,String(p[k]));navigator.sendBeacon('https://region1.google-analytics.com/g/collect?'+q)}
function piano(n,d){fetch('https://logs1.xiti.com/event?s=1',{method:'POST',keepalive:true,mode:'no-cors',body:JSON.stringify({events:[{name:n,data:d}]})})}
document.addEventListener('click',function(e){var t=e.target.closest('a,button');if(t){ga4('click',{label:t.textContent});piano('click.action',{label:t.textContent});dataLayer.push({event:'click',label:t.textContent})}});
dataLayer.push({pageType:document.title});ga4('page_view',{page:document.title});`;
const shell = (title, body) =>
  `<!doctype html><html><head><title>${title}</title><script src="/a.js"></script></head><body><nav><a href="/">Home</a> <a href="/shop">Shop</a> <a href="/contact">Contact</a></nav><main>${body}</main></body></html>`;
const pages = {
  '/a.js': analytics,
  '/': shell('Home', '<h1>Bench shop</h1>'),
  '/shop': shell('Shop', '<h1>Shop</h1><ul><li><a href="/item">Green tea</a></li></ul>'),
  '/item': shell(
    'Item',
    `<h1>Green tea</h1><label>Size <select><option>100 g</option><option>250 g</option></select></label>
    <button onclick="document.getElementById('m').textContent='Added'">Add to cart</button><p id="m"></p>`,
  ),
  '/contact': shell(
    'Contact',
    `<h1>Contact</h1><form onsubmit="event.preventDefault();document.getElementById('d').textContent='Thanks'">
    <label for="e">Email</label><input id="e"><label><input type="checkbox"> I agree</label><button>Send</button></form><p id="d"></p>`,
  ),
};
const server = http.createServer((req, res) => {
  const path = req.url.split('?')[0];
  res.setHeader('content-type', path.endsWith('.js') ? 'text/javascript' : 'text/html');
  res.end(pages[path] ?? 'missing');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const host = `127.0.0.1:${server.address().port}`;
const library = new StepLibrary(SYSTEM_STEPS);
const feature = parseFeature(`Feature: Bench journey
  Scenario: Buy then write
    Given I open "/shop"
    When I click "Green tea"
    And I select "250 g" from "Size"
    And I click "Add to cart"
    And I should see "Added"
    And I click "Contact"
    And I fill "Email" with "ada@example.com"
    And I check "I agree"
    And I click "Send"
    Then I should see "Thanks"
`);
const scenarios = feature.pickles.map((p) => ({
  scenario: p.scenario,
  example: p.example,
  steps: p.steps.map((s) => ({ ...s, bound: library.bind(s.text) })),
}));
const pool = new BrowserPool(CHROMIUM, 2, 0);
const policy = connectPolicy({ hosts: new Set([host]), extraHosts: [], allowPrivate: true });
const journey = async (capture) => {
  const recorder = capture ? new BeaconRecorder(decoders) : undefined;
  const t = performance.now();
  const run = await runFeature(pool, {
    baseUrl: `http://${host}`,
    policy,
    preamble: [],
    scenarios,
    observer: recorder,
  });
  const ms = performance.now() - t;
  if (run.scenarios[0].status !== 'passed')
    throw new Error(JSON.stringify(run.scenarios[0].steps.find((s) => s.error)));
  return { ms, hits: recorder?.hits.length ?? 0 };
};
await journey(false); // warm the browser
const plain = [];
const captured = [];
let captureHits = 0;
for (let i = 0; i < RUNS; i++) {
  plain.push((await journey(false)).ms);
  const c = await journey(true);
  captured.push(c.ms);
  captureHits = c.hits;
}
await pool.close();
server.close();

// 3. Intent: top-1 over every ticket corpus (the held-out one too, each plan on its own line), and
// what a proof would do with each ticket — prove the one event it settles on, or refuse a ticket two
// events fit (never a wrong event).
const intent = { tickets: 0, right: 0, refused: 0, wrongDecided: 0, fr: 0 };
const perCorpus = [];
for (const corpus of intentCorpora()) {
  const own = { right: 0, refused: 0, wrong: 0 };
  for (const t of corpus.tickets) {
    const resolved = resolveIntent(t.text, corpus.events);
    const decision = decideEvent(resolved);
    intent.tickets++;
    if (t.lang === 'fr') intent.fr++;
    if (resolved.events[0]?.eventId === t.event) own.right++;
    if ('rivals' in decision) own.refused++;
    if ('event' in decision && decision.event.eventId !== t.event) own.wrong++;
  }
  intent.right += own.right;
  intent.refused += own.refused;
  intent.wrongDecided += own.wrong;
  perCorpus.push(
    `    ${corpus.file}${corpus.heldOut ? ' (held out)' : ''}: ${own.right}/${corpus.tickets.length} top-1, ${own.refused} refused, ${own.wrong} settled wrongly`,
  );
}

const p = median(plain);
const c = median(captured);
console.log('\nTracking');
console.log(
  `  decode: ${perSecond.toLocaleString('en')} hits/s over recorded hits of ${recorded.length} vendor formats`,
);
console.log(
  `  10-step journey (median of ${RUNS}): ${Math.round(p)} ms without capture | ${Math.round(c)} ms with capture (${captureHits} hits and pushes recorded) — overhead ${Math.round(c - p)} ms (${(((c - p) / p) * 100).toFixed(0)}%)`,
);
console.log(
  `  ticket intent top-1: ${((100 * intent.right) / intent.tickets).toFixed(1)}% of ${intent.tickets} tickets (${intent.fr} French; goal ≥ 90%); proofs refused as ambiguous: ${intent.refused}; proofs that would settle on a wrong event: ${intent.wrongDecided}`,
);
console.log(perCorpus.join('\n'));
