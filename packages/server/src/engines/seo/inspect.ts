import type { APIRequestContext } from 'playwright-core';
import robotsParserModule from 'robots-parser';
import type { BrowserPool } from '../capture/browser-pool.js';
import { type PageToLoad, withLoadedPage } from '../page-checks/load-page.js';

/** What a search engine would read of a page and of its site's robots.txt and sitemap. */
export interface SeoFacts {
  url: string;
  status: number | null;
  xRobotsTag: string | null;
  lang: string | null;
  title: string | null;
  description: string | null;
  canonicals: string[];
  robotsMeta: string | null;
  hreflang: Array<{ lang: string; href: string }>;
  headings: Array<{ level: number; text: string }>;
  imagesWithoutAlt: string[];
  /** The text of each JSON-LD block. */
  jsonLd: string[];
  /** Links of the page, each with the status its URL answered (null: not reached, with why). */
  links: LinkCheck[];
  robotsTxt: { status: number | null; allowsPage: boolean; sitemaps: string[] };
  sitemap: { url: string; status: number | null; parses: boolean; locs: number; listsPage: boolean } | null;
}

export interface LinkCheck {
  url: string;
  /** The page's text of the link, or "canonical" / "hreflang". */
  text: string;
  status: number | null;
  /** Why no status: the host policy refused it (another site), or the request failed. */
  skipped?: string;
}

// robots-parser is CommonJS: Node hands its function over as the default, its typings say otherwise.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

const LINK_LIMIT = 100;
const LINK_CONCURRENCY = 6;
const SEARCH_BOTS = ['Googlebot', '*'];

/**
 * Loads a page behind the host policy, reads what search engines read, then asks its site for
 * robots.txt, the sitemap and every linked URL, all through the same policy: a link to another site
 * is not followed (and not reported broken).
 */
export async function inspectSeo(pool: BrowserPool, req: PageToLoad): Promise<SeoFacts> {
  return withLoadedPage(pool, req, async (page, response, context) => {
    const dom = await page.evaluate(() => {
      const attr = (selector: string, name: string) =>
        Array.from(document.querySelectorAll(selector)).map((e) => e.getAttribute(name) ?? '');
      const text = (e: Element | null) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return {
        lang: document.documentElement.getAttribute('lang'),
        title: document.querySelector('title') ? text(document.querySelector('title')) : null,
        description: document.querySelector('meta[name="description" i]')?.getAttribute('content') ?? null,
        canonicals: Array.from(document.querySelectorAll('link[rel~="canonical" i]')).map(
          (e) => (e as HTMLLinkElement).href,
        ),
        robotsMeta:
          attr('meta[name="robots" i], meta[name="googlebot" i]', 'content').join(', ').trim() || null,
        hreflang: Array.from(document.querySelectorAll('link[rel~="alternate" i][hreflang]')).map((e) => ({
          lang: e.getAttribute('hreflang') ?? '',
          href: (e as HTMLLinkElement).href,
        })),
        headings: Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((e) => ({
          level: Number(e.tagName[1]),
          text: text(e).slice(0, 120),
        })),
        imagesWithoutAlt: Array.from(document.querySelectorAll('img:not([alt])'))
          .filter(
            (e) => e.getAttribute('role') !== 'presentation' && e.getAttribute('aria-hidden') !== 'true',
          )
          .map(
            (e) => (e as HTMLImageElement).currentSrc || e.getAttribute('src') || e.outerHTML.slice(0, 120),
          ),
        jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json" i]')).map(
          (e) => e.textContent ?? '',
        ),
        links: Array.from(document.querySelectorAll('a[href]')).map((e) => ({
          url: (e as HTMLAnchorElement).href,
          text: text(e).slice(0, 80) || e.getAttribute('aria-label') || '',
        })),
      };
    });
    const pageUrl = page.url();
    const robotsTxt = await readRobots(context.request, pageUrl);
    const sitemap = await readSitemap(context.request, pageUrl, robotsTxt.sitemaps);
    const targets = new Map<string, string>();
    for (const l of [
      ...dom.links,
      ...dom.canonicals.map((url) => ({ url, text: 'canonical' })),
      ...dom.hreflang.map((h) => ({ url: h.href, text: `hreflang ${h.lang}` })),
    ]) {
      const url = withoutHash(l.url);
      if (url && /^https?:/.test(url) && !targets.has(url)) targets.set(url, l.text);
    }
    return {
      url: req.url,
      status: response?.status() ?? null,
      xRobotsTag: response?.headers()['x-robots-tag'] ?? null,
      ...dom,
      links: await checkLinks(context.request, [...targets].slice(0, LINK_LIMIT)),
      robotsTxt,
      sitemap,
    };
  });
}

function withoutHash(href: string): string | null {
  try {
    const url = new URL(href);
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

/** GET through the context (so through its proxy); a refusal of the host policy is no answer. */
async function get(
  request: APIRequestContext,
  url: string,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<{ status: number | null; body: string; skipped?: string }> {
  try {
    const response = await request.fetch(url, { method, timeout: 10_000, maxRedirects: 5 });
    if (response.headers()['x-visualq-refused']) {
      return { status: null, body: '', skipped: 'outside the project’s hosts' };
    }
    return { status: response.status(), body: method === 'GET' ? await response.text() : '' };
  } catch (error) {
    return { status: null, body: '', skipped: (error as Error).message.split('\n')[0] };
  }
}

async function readRobots(request: APIRequestContext, pageUrl: string): Promise<SeoFacts['robotsTxt']> {
  const url = new URL('/robots.txt', pageUrl).toString();
  const answer = await get(request, url);
  if (answer.status !== 200) return { status: answer.status, allowsPage: true, sitemaps: [] };
  const robots = robotsParser(url, answer.body);
  return {
    status: 200,
    allowsPage: SEARCH_BOTS.every((bot) => robots.isAllowed(pageUrl, bot) !== false),
    sitemaps: robots.getSitemaps(),
  };
}

const SITEMAP_ROOT = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<(urlset|sitemapindex)\b[\s\S]*<\/\3>\s*$/;

async function readSitemap(
  request: APIRequestContext,
  pageUrl: string,
  declared: string[],
): Promise<SeoFacts['sitemap']> {
  const url = declared[0] ?? new URL('/sitemap.xml', pageUrl).toString();
  const answer = await get(request, url);
  if (answer.skipped) return { url, status: null, parses: false, locs: 0, listsPage: false };
  const body = answer.body;
  const locs = [...body.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const bare = (u: string) => u.replace(/[?#].*$/, '').replace(/\/$/, '');
  return {
    url,
    status: answer.status,
    parses: answer.status === 200 && SITEMAP_ROOT.test(body),
    locs: locs.length,
    listsPage: locs.some((loc) => bare(loc) === bare(pageUrl)),
  };
}

async function checkLinks(
  request: APIRequestContext,
  targets: Array<[string, string]>,
): Promise<LinkCheck[]> {
  const checks: LinkCheck[] = new Array(targets.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < targets.length; i = next++) {
      const [url, text] = targets[i];
      let answer = await get(request, url, 'HEAD');
      // Some servers refuse HEAD; only a GET tells whether the page is there.
      if (answer.status === 405 || answer.status === 501) answer = await get(request, url);
      checks[i] = {
        url,
        text,
        status: answer.status,
        ...(answer.skipped ? { skipped: answer.skipped } : {}),
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(LINK_CONCURRENCY, targets.length) }, worker));
  return checks;
}
