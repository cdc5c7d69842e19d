import { flatten, type Hit, jsonBody, paramsOf, parseJson, rawOf, type VendorDecoder } from '../hit.js';

interface PianoEvent {
  name?: string;
  data?: Record<string, unknown>;
}

/** Piano Analytics: `/event?s=<site>` with `{events: [{name, data}]}` as the body or the `events` parameter. */
export const pianoAnalytics: VendorDecoder = {
  vendor: 'piano-analytics',
  matches: (url) => /\/event$/.test(url.pathname) && url.searchParams.has('s'),
  decode(request, url) {
    const body = (jsonBody(request) ?? parseJson(url.searchParams.get('events'))) as
      | { events?: PianoEvent[] }
      | PianoEvent[]
      | null;
    const events = Array.isArray(body) ? body : (body?.events ?? []);
    const raw = rawOf(request);
    return events.map(
      (event): Hit => ({
        vendor: 'piano-analytics',
        eventName: event.name ?? '',
        variables: flatten(event.data ?? {}),
        raw,
      }),
    );
  },
};

/** AT Internet's `click` codes, named as Piano Analytics names the same events. */
const CLICK_EVENTS: Record<string, string> = {
  A: 'click.action',
  N: 'click.navigation',
  S: 'click.exit',
  T: 'click.download',
};

/** AT Internet (SmartTag, xtcore): `hit.xiti` with `p` (page), `click`, `x1…` sitevars and `stc` JSON. */
export const atInternet: VendorDecoder = {
  vendor: 'at-internet',
  matches: (url) => url.pathname.endsWith('/hit.xiti'),
  decode(request, url) {
    const params = paramsOf(request, url);
    const variables: Record<string, unknown> = {};
    for (const [key, value] of params) {
      if (key === 'p') variables.page = value;
      else if (key === 's2') variables.level2 = value;
      else if (key === 's') variables.site = value;
      else if (/^x\d+$/.test(key)) variables[key] = value;
      else if (key === 'stc') Object.assign(variables, flatten(parseJson(value) ?? {}));
    }
    const click = params.get('click');
    const eventName =
      (click && CLICK_EVENTS[click]) || (params.get('type') === 'click' ? 'click' : 'page.display');
    return [{ vendor: 'at-internet', eventName, variables, raw: rawOf(request) }];
  },
};
