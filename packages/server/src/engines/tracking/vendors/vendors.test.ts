import { describe, expect, it } from 'vitest';
import type { SentRequest } from '../hit.js';
import { dataLayerHit, dataLayerState, decodeRequest, decodersFor } from './index.js';

const decoders = decodersFor([
  {
    name: 'acme-collector',
    host: 'collect.acme.test',
    path: '/v1/events',
    eventField: 'type',
    variablesField: 'props',
  },
]);
const get = (url: string): SentRequest => ({ url, method: 'GET', body: null });
const post = (url: string, body: unknown): SentRequest => ({
  url,
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const decode = (request: SentRequest) => decodeRequest(decoders, request);

// Hits as the vendors' own tags send them (query strings and bodies as seen in a browser's network panel).
describe('vendor decoders on recorded hits', () => {
  it('GA4: one event in the URL, with typed params, items and user properties', () => {
    const [hit] = decode(
      get(
        'https://region1.google-analytics.com/g/collect?v=2&tid=G-ABC123&gtm=45je4&_p=1712&cid=1234.5678&ul=fr-fr&sr=1920x1080&_s=3&sid=1700000000&sct=1&seg=1&dl=https%3A%2F%2Fshop.example%2Fproduct&dt=Red%20shoes&en=add_to_cart&cu=EUR&pr1=idSKU-RED-1~nmRed%20shoes~pr49.9~qt1&epn.value=49.9&ep.item_category=shoes&up.member=gold',
      ),
    );
    expect(hit).toMatchObject({
      vendor: 'ga4',
      eventName: 'add_to_cart',
      variables: {
        currency: 'EUR',
        value: 49.9,
        item_category: 'shoes',
        'user_properties.member': 'gold',
        page_title: 'Red shoes',
        'items.0.item_id': 'SKU-RED-1',
        'items.0.price': 49.9,
        'items.0.quantity': 1,
      },
    });
  });

  it('GA4: a batched POST is one hit per line, sharing the URL parameters', () => {
    const hits = decode(
      post(
        'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example%2F',
        'en=view_item&epn.value=49.9\r\nen=scroll&epn.percent_scrolled=90',
      ),
    );
    expect(hits.map((h) => [h.eventName, h.variables.page_location])).toEqual([
      ['view_item', 'https://shop.example/'],
      ['scroll', 'https://shop.example/'],
    ]);
    expect(hits[1].variables.percent_scrolled).toBe(90);
  });

  it('Universal Analytics: an event hit and a batch', () => {
    const [hit] = decode(
      get(
        'https://www.google-analytics.com/collect?v=1&_v=j101&a=1&t=event&ni=0&_s=2&dl=https%3A%2F%2Fshop.example%2F&dt=Shop&ec=Navigation&ea=menu_click&el=Shoes&ev=3&tid=UA-12345-1&cid=9.9&cd1=member',
      ),
    );
    expect(hit).toMatchObject({
      vendor: 'universal-analytics',
      eventName: 'menu_click',
      variables: { eventCategory: 'Navigation', eventLabel: 'Shoes', eventValue: 3, dimension1: 'member' },
    });
    const batch = decode(
      post(
        'https://www.google-analytics.com/batch',
        'v=1&t=pageview&tid=UA-1-1&cid=1&dp=%2Fcart\nv=1&t=event&tid=UA-1-1&cid=1&ec=Cart&ea=checkout',
      ),
    );
    expect(batch.map((h) => h.eventName)).toEqual(['pageview', 'checkout']);
  });

  it('Adobe Analytics: eVars, props, link name and nested context data', () => {
    const [hit] = decode(
      get(
        'https://metrics.shop.example/b/ss/acmeprod/1/JS-2.22.0/s12345?AQB=1&ndh=1&pf=1&pageName=home&g=https%3A%2F%2Fshop.example%2F&ch=home&events=scAdd%2Cevent12%3D2&products=%3BSKU-1%3B1%3B49.9&v1=rail%3Anouveautes&c3=fr&pe=lnk_o&pev2=rail_click&c.&a.&action=click&.a&rail_name=Nouveautes&.c&AQE=1',
      ),
    );
    expect(hit).toMatchObject({
      vendor: 'adobe-analytics',
      eventName: 'rail_click',
      variables: {
        pageName: 'home',
        eVar1: 'rail:nouveautes',
        prop3: 'fr',
        rail_name: 'Nouveautes',
        'a.action': 'click',
        eventList: ['scAdd', 'event12'],
      },
    });
  });

  it('Piano Analytics: each event of a JSON body; AT Internet: hit.xiti clicks with sitevars and stc', () => {
    const hits = decode(
      post('https://xyz.pa-cd.com/event?s=600123&idclient=abc', {
        events: [
          { name: 'page.display', data: { page: 'home', site_level2: '1' } },
          { name: 'click.action', data: { click: 'rail', rail: { name: 'Nouveautés' } } },
        ],
      }),
    );
    expect(hits.map((h) => h.eventName)).toEqual(['page.display', 'click.action']);
    expect(hits[1].variables['rail.name']).toBe('Nouveautés');
    const [xiti] = decode(
      get(
        'https://logs1412.xiti.com/hit.xiti?s=600123&s2=1&p=home::rail&click=A&type=click&x1=[nouveautes]&stc=%7B%22rail_name%22%3A%22Nouveaut%C3%A9s%22%7D',
      ),
    );
    expect(xiti).toMatchObject({
      vendor: 'at-internet',
      eventName: 'click.action',
      variables: { page: 'home::rail', level2: '1', x1: '[nouveautes]', rail_name: 'Nouveautés' },
    });
  });

  it('Matomo: an event in the URL and a bulk POST', () => {
    const [hit] = decode(
      get(
        'https://analytics.shop.example/matomo.php?action_name=Home&idsite=3&rec=1&r=123&url=https%3A%2F%2Fshop.example%2F&e_c=Newsletter&e_a=signup&e_n=footer&e_v=1&dimension2=fr',
      ),
    );
    expect(hit).toMatchObject({
      vendor: 'matomo',
      eventName: 'signup',
      variables: { event_category: 'Newsletter', event_name: 'footer', event_value: 1, dimension2: 'fr' },
    });
    const bulk = decode(
      post('https://analytics.shop.example/piwik.php', {
        requests: ['?idsite=3&rec=1&e_c=Cart&e_a=add&e_v=49.9', '?idsite=3&rec=1&action_name=Cart'],
      }),
    );
    expect(bulk.map((h) => h.eventName)).toEqual(['add', 'pageview']);
  });

  it('Segment: a track call and a batch', () => {
    const [track] = decode(
      post('https://api.segment.io/v1/t', {
        event: 'Product Added',
        type: 'track',
        anonymousId: 'a1',
        properties: { product_id: 'SKU-1', price: 49.9, currency: 'EUR' },
      }),
    );
    expect(track).toMatchObject({
      vendor: 'segment',
      eventName: 'Product Added',
      variables: { price: 49.9, currency: 'EUR' },
    });
    const batch = decode(
      post('https://api.segment.io/v1/batch', {
        batch: [
          { type: 'page', name: 'Home', properties: { path: '/' } },
          { type: 'track', event: 'Signed Up', properties: { plan: 'pro' } },
        ],
      }),
    );
    expect(batch.map((h) => h.eventName)).toEqual(['page', 'Signed Up']);
  });

  it('Meta pixel and TikTok pixel', () => {
    const [meta] = decode(
      get(
        'https://www.facebook.com/tr/?id=123456789&ev=AddToCart&dl=https%3A%2F%2Fshop.example%2Fp&rl=&if=false&ts=1700000000000&cd[currency]=EUR&cd[value]=49.9&cd[content_ids]=%5B%22SKU-1%22%5D&sw=1920&sh=1080&v=2.9.150&r=stable',
      ),
    );
    expect(meta).toMatchObject({
      vendor: 'meta-pixel',
      eventName: 'AddToCart',
      variables: { currency: 'EUR', value: '49.9', pixel_id: '123456789' },
    });
    const [tiktok] = decode(
      post('https://analytics.tiktok.com/api/v2/pixel', {
        event: 'AddToCart',
        message_id: 'm1',
        context: { pixel: { code: 'C123' }, page: { url: 'https://shop.example/p' } },
        properties: { currency: 'EUR', value: 49.9, contents: [{ content_id: 'SKU-1' }] },
      }),
    );
    expect(tiktok).toMatchObject({
      vendor: 'tiktok-pixel',
      eventName: 'AddToCart',
      variables: { value: 49.9, 'contents.0.content_id': 'SKU-1' },
    });
  });

  it('Snowplow: structured and self-describing events in a tp2 POST, a page view by GET', () => {
    const unstruct = Buffer.from(
      JSON.stringify({
        schema: 'iglu:com.snowplowanalytics.snowplow/unstruct_event/jsonschema/1-0-0',
        data: { schema: 'iglu:com.acme/newsletter_signup/jsonschema/1-0-0', data: { location: 'footer' } },
      }),
    ).toString('base64url');
    const hits = decode(
      post('https://collector.shop.example/com.snowplowanalytics.snowplow/tp2', {
        schema: 'iglu:com.snowplowanalytics.snowplow/payload_data/jsonschema/1-0-4',
        data: [
          { e: 'se', se_ca: 'cart', se_ac: 'add', se_la: 'SKU-1', se_va: '49.9', tv: 'js-3.1.0', p: 'web' },
          { e: 'ue', ue_px: unstruct, tv: 'js-3.1.0' },
        ],
      }),
    );
    expect(hits[0]).toMatchObject({
      eventName: 'add',
      variables: { category: 'cart', label: 'SKU-1', value: 49.9 },
    });
    expect(hits[1]).toMatchObject({ eventName: 'newsletter_signup', variables: { location: 'footer' } });
    const [view] = decode(
      get(
        'https://collector.shop.example/i?e=pv&url=https%3A%2F%2Fshop.example%2F&page=Home&tv=js-3.1.0&p=web',
      ),
    );
    expect(view).toMatchObject({
      vendor: 'snowplow',
      eventName: 'page_view',
      variables: { page_title: 'Home' },
    });
  });

  it("a project's own collector, by its field mapping; unknown requests and malformed hits decode to nothing", () => {
    const [own] = decode(
      post('https://collect.acme.test/v1/events', [{ type: 'rail_click', props: { rail: 'Nouveautés' } }]),
    );
    expect(own).toMatchObject({
      vendor: 'acme-collector',
      eventName: 'rail_click',
      variables: { rail: 'Nouveautés' },
    });
    expect(decode(get('https://shop.example/product/1'))).toEqual([]);
    expect(decode(post('https://api.segment.io/v1/t', '{not json'))).toEqual([]);
  });

  it('dataLayer: gtag calls, plain pushes, and the state GTM derives from them', () => {
    expect(dataLayerHit({ 0: 'event', 1: 'add_to_cart', 2: { currency: 'EUR', value: 49.9 } })).toMatchObject(
      {
        eventName: 'add_to_cart',
        variables: { currency: 'EUR', value: 49.9 },
      },
    );
    expect(dataLayerHit({ event: 'click_tab', tab: { name: 'Orders' } })).toMatchObject({
      eventName: 'click_tab',
      variables: { 'tab.name': 'Orders' },
    });
    const state = dataLayerState([
      { pageType: 'product', user: { id: 'u1', tier: 'gold' } },
      { 0: 'config', 1: 'G-ABC' },
      { user: { tier: 'platinum' }, items: [1, 2] },
      { items: [3] },
    ]);
    expect(state).toMatchObject({
      pageType: 'product',
      'user.id': 'u1',
      'user.tier': 'platinum',
      items: [3],
    });
  });
});
