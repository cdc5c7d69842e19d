export interface CrawledPage {
  url: string;
  status: number | null;
  title: string | null;
  /** The page's first h1, as text. */
  heading: string | null;
  /** The texts of the links that lead to this page from the pages crawled. */
  linkTexts: string[];
  contentType: string | null;
  links: number;
  error?: string;
  durationMs: number;
}

export interface CrawlOptions {
  limit: number;
  timeoutMs: number;
  /** Called before every request, redirects included; throws to refuse a URL. */
  guard: (url: URL) => Promise<void>;
}

const ANCHOR = /<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>([\s\S]*?)<\/a>/gi;
const TITLE = /<title[^>]*>([\s\S]*?)<\/title>/i;
const H1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i;

function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
const SKIPPED_EXTENSION =
  /\.(png|jpe?g|gif|svg|webp|ico|pdf|zip|gz|mp4|webm|mp3|woff2?|ttf|css|js|json|xml)$/i;

function canonical(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.toString();
}

/** The links of a page with their texts (an image link's alt text when it has no text). */
export function extractLinks(html: string, base: URL): Array<{ url: URL; text: string }> {
  const links: Array<{ url: URL; text: string }> = [];
  for (const match of html.matchAll(ANCHOR)) {
    const href = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(href)) continue;
    try {
      const alt = /\balt\s*=\s*"([^"]*)"/i.exec(match[4])?.[1] ?? '';
      links.push({ url: new URL(href.replace(/&amp;/g, '&'), base), text: textOf(match[4]) || alt });
    } catch {}
  }
  return links;
}

async function fetchFollowingGuard(
  url: URL,
  options: CrawlOptions,
): Promise<{ response: Response; url: URL }> {
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    await options.guard(current);
    const response = await fetch(current, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { 'user-agent': 'VisualQ crawler', accept: 'text/html,*/*;q=0.5' },
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      current = new URL(location, current);
      continue;
    }
    return { response, url: current };
  }
  throw new Error('too many redirects');
}

/** Breadth-first crawl of one origin, HTML pages only, at most `limit` pages. */
export async function crawl(start: URL, options: CrawlOptions): Promise<CrawledPage[]> {
  const origin = start.origin;
  const seen = new Set([canonical(start)]);
  const queue: URL[] = [start];
  const pages: CrawledPage[] = [];
  const linkTexts = new Map<string, Set<string>>();
  while (queue.length > 0 && pages.length < options.limit) {
    const url = queue.shift()!;
    const started = performance.now();
    try {
      const { response, url: finalUrl } = await fetchFollowingGuard(url, options);
      // A redirect to a page already seen (`/shop` → `/shop/`) is that page, not another one.
      const landed = canonical(finalUrl);
      if (landed !== canonical(url)) {
        if (seen.has(landed)) {
          await response.body?.cancel();
          continue;
        }
        seen.add(landed);
      }
      const contentType = response.headers.get('content-type');
      const isHtml = contentType?.includes('text/html') ?? false;
      if (!isHtml) await response.body?.cancel();
      const html = isHtml ? await response.text() : '';
      const links = isHtml ? extractLinks(html, finalUrl) : [];
      for (const { url: link, text } of links) {
        const key = canonical(link);
        if (text) linkTexts.set(key, (linkTexts.get(key) ?? new Set()).add(text));
        if (link.origin !== origin || seen.has(key) || SKIPPED_EXTENSION.test(link.pathname)) continue;
        seen.add(key);
        queue.push(link);
      }
      const title = TITLE.exec(html)?.[1]?.replace(/\s+/g, ' ').trim() || null;
      pages.push({
        url: landed,
        status: response.status,
        title,
        heading: textOf(H1.exec(html)?.[1] ?? '') || null,
        linkTexts: [],
        contentType,
        links: links.length,
        durationMs: Math.round(performance.now() - started),
      });
    } catch (error) {
      pages.push({
        url: canonical(url),
        status: null,
        title: null,
        heading: null,
        linkTexts: [],
        contentType: null,
        links: 0,
        error: (error as Error).message,
        durationMs: Math.round(performance.now() - started),
      });
    }
  }
  for (const page of pages) page.linkTexts = [...(linkTexts.get(page.url) ?? [])];
  return pages;
}
