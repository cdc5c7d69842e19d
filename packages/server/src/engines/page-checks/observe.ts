import type { BrowserPool } from '../capture/browser-pool.js';
import type { ConnectPolicy } from '../network/filtering-proxy.js';

/** What loading a page shows about it, before anyone interacts with it. */
export interface PageObservation {
  url: string;
  status: number | null;
  /** The document's response headers, lower-case names. */
  headers: Record<string, string>;
  cookies: Array<{ name: string; domain: string; httpOnly: boolean; secure: boolean; sameSite: string }>;
  /** Every request the page made while loading, with whether it left the page's own site. */
  requests: Array<{ url: string; thirdParty: boolean; type: string }>;
  forms: Array<{ action: string; method: string }>;
}

const site = (host: string) => host.split('.').slice(-2).join('.');

/** Loads a page behind the host policy and records its headers, cookies, requests and forms. */
export async function observePage(
  pool: BrowserPool,
  req: { url: string; width: number; height: number; policy: ConnectPolicy },
): Promise<PageObservation> {
  return pool.withContext({ width: req.width, height: req.height, policy: req.policy }, async (context) => {
    const page = await context.newPage();
    const own = site(new URL(req.url).hostname);
    const requests: PageObservation['requests'] = [];
    page.on('request', (r) => {
      try {
        requests.push({
          url: r.url(),
          thirdParty: site(new URL(r.url()).hostname) !== own,
          type: r.resourceType(),
        });
      } catch {
        // data: and blob: URLs have no host
      }
    });
    const response = await page.goto(req.url, { waitUntil: 'load', timeout: 30_000 });
    if (response?.headers()['x-visualq-refused']) throw new Error(`the host policy refused ${req.url}`);
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
    const forms = await page.$$eval('form', (all) =>
      all.map((f) => ({
        action: (f as HTMLFormElement).action,
        method: ((f as HTMLFormElement).method || 'get').toLowerCase(),
      })),
    );
    const cookies = (await context.cookies()).map((c) => ({
      name: c.name,
      domain: c.domain,
      httpOnly: c.httpOnly,
      secure: c.secure,
      sameSite: c.sameSite,
    }));
    return {
      url: req.url,
      status: response?.status() ?? null,
      headers: response?.headers() ?? {},
      cookies,
      requests,
      forms,
    };
  });
}
