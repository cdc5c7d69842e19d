import { type Hit, hostIs, numeric, rawOf, type SentRequest, type VendorDecoder } from '../hit.js';

/** GA4 item fields inside `pr1=id…~nm…~pr…`, by their two-letter codes. */
const ITEM_FIELDS: Record<string, string> = {
  id: 'item_id',
  nm: 'item_name',
  br: 'item_brand',
  ca: 'item_category',
  c2: 'item_category2',
  c3: 'item_category3',
  va: 'item_variant',
  pr: 'price',
  qt: 'quantity',
  cp: 'coupon',
  ds: 'discount',
  af: 'affiliation',
  lp: 'index',
  ln: 'item_list_name',
  li: 'item_list_id',
};
const NUMERIC_ITEM_FIELDS = new Set(['price', 'quantity', 'discount', 'index']);

/** GA4 parameters a plan names by their gtag names. */
const GA4_FIELDS: Record<string, string> = {
  dl: 'page_location',
  dt: 'page_title',
  dr: 'page_referrer',
  cu: 'currency',
  tid: 'measurement_id',
  cid: 'client_id',
  uid: 'user_id',
  sid: 'session_id',
};

function ga4Item(encoded: string): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const part of encoded.split('~')) {
    const code = part.slice(0, 2);
    const value = part.slice(2);
    const name = ITEM_FIELDS[code] ?? (code.startsWith('k') ? null : code);
    if (name) item[name] = NUMERIC_ITEM_FIELDS.has(name) ? numeric(value) : value;
  }
  return item;
}

function ga4Event(params: URLSearchParams, raw: string): Hit {
  const variables: Record<string, unknown> = {};
  const items: Record<string, unknown>[] = [];
  for (const [key, value] of params) {
    if (key.startsWith('ep.')) variables[key.slice(3)] = value;
    else if (key.startsWith('epn.')) variables[key.slice(4)] = numeric(value);
    else if (key.startsWith('up.')) variables[`user_properties.${key.slice(3)}`] = value;
    else if (key.startsWith('upn.')) variables[`user_properties.${key.slice(4)}`] = numeric(value);
    else if (/^pr\d+$/.test(key)) items.push(ga4Item(value));
    else if (GA4_FIELDS[key]) variables[GA4_FIELDS[key]] = value;
  }
  if (items.length) {
    variables.items = items;
    items.forEach((item, i) => {
      for (const [k, v] of Object.entries(item)) variables[`items.${i}.${k}`] = v;
    });
  }
  return { vendor: 'ga4', eventName: params.get('en') ?? '', variables, raw };
}

/**
 * GA4 (gtag.js, GTM, server-side containers on a first-party domain): `/g/collect` with `v=2`.
 * A POST body may batch several events, one query string per line, sharing the URL's parameters.
 */
export const ga4: VendorDecoder = {
  vendor: 'ga4',
  matches: (url) => /\/g\/collect$/.test(url.pathname),
  decode(request: SentRequest, url: URL): Hit[] {
    const raw = rawOf(request);
    const lines = (request.body ?? '').split(/\r?\n/).filter((l) => l.includes('='));
    if (lines.length === 0) return [ga4Event(url.searchParams, raw)];
    return lines.map((line) => {
      const params = new URLSearchParams(url.searchParams);
      for (const [k, v] of new URLSearchParams(line)) params.set(k, v);
      return ga4Event(params, raw);
    });
  },
};

const UA_FIELDS: Record<string, string> = {
  ec: 'eventCategory',
  ea: 'eventAction',
  el: 'eventLabel',
  dl: 'page_location',
  dp: 'page_path',
  dt: 'page_title',
  tid: 'tracking_id',
  cid: 'client_id',
  cu: 'currency',
  ti: 'transaction_id',
};

/** Universal Analytics (analytics.js): `/collect`, `/r/collect`, `/j/collect` with `v=1`; batches in `/batch`. */
export const universalAnalytics: VendorDecoder = {
  vendor: 'universal-analytics',
  matches: (url) => hostIs(url, 'google-analytics.com') && /^\/([rj]\/)?(collect|batch)$/.test(url.pathname),
  decode(request, url) {
    const raw = rawOf(request);
    const lines = url.pathname.endsWith('batch')
      ? (request.body ?? '').split(/\r?\n/).filter(Boolean)
      : [request.body?.includes('=') ? request.body : url.search];
    return lines.map((line) => {
      const params = new URLSearchParams(line);
      if (!url.pathname.endsWith('batch') && line !== url.search)
        for (const [k, v] of url.searchParams) if (!params.has(k)) params.set(k, v);
      const variables: Record<string, unknown> = {};
      for (const [key, value] of params) {
        if (UA_FIELDS[key]) variables[UA_FIELDS[key]] = value;
        else if (key === 'ev' || key === 'tr')
          variables[key === 'ev' ? 'eventValue' : 'revenue'] = numeric(value);
        else if (/^cd\d+$/.test(key)) variables[`dimension${key.slice(2)}`] = value;
        else if (/^cm\d+$/.test(key)) variables[`metric${key.slice(2)}`] = numeric(value);
      }
      const type = params.get('t') ?? 'pageview';
      const eventName = type === 'event' ? (params.get('ea') ?? 'event') : type;
      return { vendor: 'universal-analytics', eventName, variables, raw };
    });
  },
};
