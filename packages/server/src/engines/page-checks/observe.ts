import type { Page } from 'playwright-core';
import type { BrowserPool } from '../capture/browser-pool.js';
import { type PageToLoad, withLoadedPage } from './load-page.js';

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
export async function observePage(pool: BrowserPool, req: PageToLoad): Promise<PageObservation> {
  const own = site(new URL(req.url).hostname);
  const requests: PageObservation['requests'] = [];
  const watch = (page: Page) =>
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
  return withLoadedPage(
    pool,
    req,
    async (page, response, context) => {
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
    },
    watch,
  );
}
