import { type Hit, jsonBody, numeric, paramsOf, parseJson, rawOf, type VendorDecoder } from '../hit.js';

const MATOMO_FIELDS: Record<string, string> = {
  e_c: 'event_category',
  e_a: 'event_action',
  e_n: 'event_name',
  action_name: 'action_name',
  url: 'page_url',
  idsite: 'site_id',
  idgoal: 'goal_id',
  search: 'search_keyword',
  ec_id: 'order_id',
};
const MATOMO_NUMBERS: Record<string, string> = { e_v: 'event_value', revenue: 'revenue' };

function matomoHit(params: URLSearchParams, raw: string): Hit {
  const variables: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (MATOMO_FIELDS[key]) variables[MATOMO_FIELDS[key]] = value;
    else if (MATOMO_NUMBERS[key]) variables[MATOMO_NUMBERS[key]] = numeric(value);
    else if (/^dimension\d+$/.test(key)) variables[key] = value;
    else if (key === 'ec_items') variables.items = parseJson(value);
  }
  const eventName =
    params.get('e_a') ?? (params.has('idgoal') ? 'goal' : params.has('search') ? 'search' : 'pageview');
  return { vendor: 'matomo', eventName, variables, raw };
}

/** Matomo (and Piwik): `matomo.php` / `piwik.php`, one hit or a bulk `{requests: ["?idsite=…"]}`. */
export const matomo: VendorDecoder = {
  vendor: 'matomo',
  matches: (url) => /\/(matomo|piwik)\.php$/.test(url.pathname),
  decode(request, url) {
    const raw = rawOf(request);
    const bulk = jsonBody(request) as { requests?: string[] } | null;
    if (bulk?.requests)
      return bulk.requests.map((q) => matomoHit(new URLSearchParams(q.replace(/^\?/, '')), raw));
    return [matomoHit(paramsOf(request, url), raw)];
  },
};
