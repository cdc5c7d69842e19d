import type { Hit, SentRequest, VendorDecoder } from '../hit.js';
import { adobeAnalytics } from './adobe.js';
import { type CollectorConfig, genericDecoder } from './generic.js';
import { ga4, universalAnalytics } from './google.js';
import { matomo } from './matomo.js';
import { metaPixel } from './meta.js';
import { atInternet, pianoAnalytics } from './piano.js';
import { segment } from './segment.js';
import { snowplow } from './snowplow.js';
import { tiktokPixel } from './tiktok.js';

export { dataLayerHit, dataLayerState } from './datalayer.js';
export type { CollectorConfig } from './generic.js';

/** Every vendor this release decodes, in the order they are tried. */
export const VENDORS: VendorDecoder[] = [
  ga4,
  universalAnalytics,
  adobeAnalytics,
  pianoAnalytics,
  atInternet,
  matomo,
  segment,
  metaPixel,
  tiktokPixel,
  snowplow,
];

export const VENDOR_NAMES = ['datalayer', ...VENDORS.map((v) => v.vendor)];

/** The decoders of a project: its own collectors first, then the vendors'. */
export function decodersFor(collectors: CollectorConfig[] = []): VendorDecoder[] {
  return [...collectors.map(genericDecoder), ...VENDORS];
}

export function decoderOf(decoders: VendorDecoder[], url: string): VendorDecoder | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return decoders.find((d) => d.matches(parsed)) ?? null;
}

/** The hits a request carries, or none when it is not an analytics hit. A malformed hit decodes to none. */
export function decodeRequest(decoders: VendorDecoder[], request: SentRequest): Hit[] {
  const decoder = decoderOf(decoders, request.url);
  if (!decoder) return [];
  try {
    return decoder.decode(request, new URL(request.url));
  } catch {
    return [];
  }
}
