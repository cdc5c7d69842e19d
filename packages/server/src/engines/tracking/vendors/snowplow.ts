import { flatten, type Hit, jsonBody, numeric, parseJson, rawOf, type VendorDecoder } from '../hit.js';

type Payload = Record<string, string>;

const EVENT_TYPES: Record<string, string> = {
  pv: 'page_view',
  pp: 'page_ping',
  tr: 'transaction',
  ti: 'transaction_item',
};

function base64Json(text: string | undefined): unknown {
  if (!text) return null;
  return parseJson(Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
}

function snowplowHit(p: Payload, raw: string): Hit {
  const variables: Record<string, unknown> = {};
  if (p.url) variables.page_url = p.url;
  if (p.page) variables.page_title = p.page;
  if (p.e === 'se') {
    Object.assign(variables, {
      category: p.se_ca,
      action: p.se_ac,
      ...(p.se_la !== undefined ? { label: p.se_la } : {}),
      ...(p.se_pr !== undefined ? { property: p.se_pr } : {}),
      ...(p.se_va !== undefined ? { value: numeric(p.se_va) } : {}),
    });
    return { vendor: 'snowplow', eventName: p.se_ac ?? 'structured', variables, raw };
  }
  if (p.e === 'ue') {
    // A self-describing event: {schema: "iglu:com.acme/add_to_cart/jsonschema/1-0-0", data: {…}}.
    const event = (
      (p.ue_pr ? parseJson(p.ue_pr) : base64Json(p.ue_px)) as { data?: { schema?: string; data?: unknown } }
    )?.data;
    const name = event?.schema?.split('/')[1] ?? 'unstructured';
    return {
      vendor: 'snowplow',
      eventName: name,
      variables: { ...variables, ...flatten(event?.data ?? {}) },
      raw,
    };
  }
  return { vendor: 'snowplow', eventName: EVENT_TYPES[p.e] ?? p.e ?? '', variables, raw };
}

/** Snowplow trackers: GET `/i?e=…` or POST `/com.snowplowanalytics.snowplow/tp2` with `{data: [payloads]}`. */
export const snowplow: VendorDecoder = {
  vendor: 'snowplow',
  matches: (url) =>
    url.pathname.endsWith('/com.snowplowanalytics.snowplow/tp2') ||
    (url.pathname === '/i' && url.searchParams.has('e') && url.searchParams.has('tv')),
  decode(request, url) {
    const raw = rawOf(request);
    const body = jsonBody(request) as { data?: Payload[] } | null;
    if (body?.data) return body.data.map((p) => snowplowHit(p, raw));
    return [snowplowHit(Object.fromEntries(url.searchParams), raw)];
  },
};
