import { flatten, type Hit, hostIs, jsonBody, rawOf, type VendorDecoder } from '../hit.js';

interface SegmentCall {
  type?: string;
  event?: string;
  name?: string;
  properties?: Record<string, unknown>;
  traits?: Record<string, unknown>;
}

const SHORT_TYPES: Record<string, string> = { t: 'track', p: 'page', i: 'identify', s: 'screen', g: 'group' };

/** Segment (analytics.js): `api.segment.io/v1/{t,p,i,track,page,identify,batch}`, JSON bodies. */
export const segment: VendorDecoder = {
  vendor: 'segment',
  matches: (url) => hostIs(url, 'segment.io', 'segment.com') && /^\/v1\/\w+$/.test(url.pathname),
  decode(request, url) {
    const body = jsonBody(request) as (SegmentCall & { batch?: SegmentCall[] }) | null;
    if (!body) return [];
    const pathType = url.pathname.split('/').pop() ?? '';
    const calls = body.batch ?? [{ ...body, type: body.type ?? SHORT_TYPES[pathType] ?? pathType }];
    const raw = rawOf(request);
    return calls.map(
      (call): Hit => ({
        vendor: 'segment',
        eventName: call.type === 'track' ? (call.event ?? '') : (call.type ?? ''),
        variables: flatten({
          ...(call.traits ?? {}),
          ...(call.properties ?? {}),
          ...(call.name ? { name: call.name } : {}),
        }),
        raw,
      }),
    );
  },
};
