import { hostIs, paramsOf, rawOf, type VendorDecoder } from '../hit.js';

/** Meta (Facebook) pixel: `facebook.com/tr` with `ev` and custom data `cd[key]`. */
export const metaPixel: VendorDecoder = {
  vendor: 'meta-pixel',
  matches: (url) => hostIs(url, 'facebook.com', 'facebook.net') && /^\/tr\/?$/.test(url.pathname),
  decode(request, url) {
    const params = paramsOf(request, url);
    const variables: Record<string, unknown> = {};
    for (const [key, value] of params) {
      const custom = /^cd\[(.+)\]$/.exec(key);
      if (custom) variables[custom[1]] = value;
      else if (key === 'id') variables.pixel_id = value;
      else if (key === 'dl') variables.page_location = value;
    }
    return [{ vendor: 'meta-pixel', eventName: params.get('ev') ?? '', variables, raw: rawOf(request) }];
  },
};
