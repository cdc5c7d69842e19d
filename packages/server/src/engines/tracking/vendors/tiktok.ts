import { flatten, type Hit, hostIs, jsonBody, rawOf, type VendorDecoder } from '../hit.js';

interface TikTokCall {
  event?: string;
  properties?: Record<string, unknown>;
}

/** TikTok pixel: `analytics.tiktok.com/api/v2/pixel…`, a JSON call or `{batch: […]}`. */
export const tiktokPixel: VendorDecoder = {
  vendor: 'tiktok-pixel',
  matches: (url) => hostIs(url, 'tiktok.com') && url.pathname.startsWith('/api/v2/pixel'),
  decode(request) {
    const body = jsonBody(request) as (TikTokCall & { batch?: TikTokCall[] }) | null;
    if (!body) return [];
    const raw = rawOf(request);
    return (body.batch ?? [body]).map(
      (call): Hit => ({
        vendor: 'tiktok-pixel',
        eventName: call.event ?? '',
        variables: flatten(call.properties ?? {}),
        raw,
      }),
    );
  },
};
