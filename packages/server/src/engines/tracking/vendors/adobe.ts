import { paramsOf, rawOf, type VendorDecoder } from '../hit.js';

const ADOBE_FIELDS: Record<string, string> = {
  pageName: 'pageName',
  g: 'page_url',
  ch: 'channel',
  server: 'server',
  events: 'events',
  products: 'products',
  cc: 'currencyCode',
  purchaseID: 'purchaseID',
  pev2: 'linkName',
  pe: 'linkType',
};

/**
 * Adobe Analytics (AppMeasurement, Web SDK's legacy path): `/b/ss/<rsid>/…`. eVars and props by
 * their names (`eVar12`, `prop3`); context data (`c.` … `.c`, nested prefixes) by its own keys.
 */
export const adobeAnalytics: VendorDecoder = {
  vendor: 'adobe-analytics',
  matches: (url) => url.pathname.includes('/b/ss/'),
  decode(request, url) {
    const params = paramsOf(request, url);
    const variables: Record<string, unknown> = {};
    // Context data opens with `c.`, nests with `a.` … `.a`, and closes with `.c`; its keys are
    // named without the outer `c`.
    const open: string[] = [];
    for (const [key, value] of params) {
      if (key.endsWith('.') && !key.startsWith('.')) {
        open.push(key.slice(0, -1));
        continue;
      }
      if (key.startsWith('.') && key.length > 1) {
        open.pop();
        continue;
      }
      if (open.length > 0) {
        variables[[...open.slice(1), key].join('.')] = value;
        continue;
      }
      const evar = /^v(\d+)$/.exec(key);
      const prop = /^c(\d+)$/.exec(key);
      if (evar) variables[`eVar${evar[1]}`] = value;
      else if (prop) variables[`prop${prop[1]}`] = value;
      else if (ADOBE_FIELDS[key]) variables[ADOBE_FIELDS[key]] = value;
    }
    if (typeof variables.events === 'string') {
      variables.eventList = String(variables.events)
        .split(',')
        .map((e) => e.split(/[=:]/)[0]);
    }
    const link = params.get('pe');
    const eventName = link ? (params.get('pev2') ?? link) : 'page_view';
    return [{ vendor: 'adobe-analytics', eventName, variables, raw: rawOf(request) }];
  },
};
