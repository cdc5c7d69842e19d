import type { BrowserContext, Page, Response } from 'playwright-core';
import type { BrowserPool } from '../capture/browser-pool.js';
import type { ConnectPolicy } from '../network/filtering-proxy.js';

export interface PageToLoad {
  url: string;
  width: number;
  height: number;
  policy: ConnectPolicy;
}

/**
 * Loads a page in a fresh pooled context behind the host policy, then hands it to `read`; a page
 * the policy refuses is an error. `watch` sees the page before it loads (to listen to requests).
 */
export function withLoadedPage<T>(
  pool: BrowserPool,
  req: PageToLoad,
  read: (page: Page, response: Response | null, context: BrowserContext) => Promise<T>,
  watch?: (page: Page) => void,
): Promise<T> {
  return pool.withContext({ width: req.width, height: req.height, policy: req.policy }, async (context) => {
    const page = await context.newPage();
    watch?.(page);
    const response = await page.goto(req.url, { waitUntil: 'load', timeout: 30_000 });
    if (response?.headers()['x-visualq-refused']) throw new Error(`the host policy refused ${req.url}`);
    return read(page, response, context);
  });
}
