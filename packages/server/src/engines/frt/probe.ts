import type { BrowserContext, Page } from 'playwright-core';
import { resolvePath } from '../site-url.js';
import { similarity } from './match-text.js';

/** A page the journey could go to, and how well it serves what is sought there. */
export interface Probed {
  url: string;
  /** The words of the link that leads there (empty for a page of the crawl). */
  link: string;
  score: number;
}

interface Link {
  url: string;
  text: string;
}

/**
 * The same-site links of a page a visitor could follow without side effects; with `content`, only
 * those of the page's own content (not its header, menus or footer).
 */
async function linksOf(page: Page, content = false): Promise<Link[]> {
  const links: Link[] = await page.evaluate(
    (content) =>
      [...document.querySelectorAll('a[href]')]
        .filter((a) => {
          const s = getComputedStyle(a);
          return (
            a.getClientRects().length > 0 &&
            !(
              content &&
              a.closest('header, nav, footer, aside, [role=navigation], [role=banner], [role=contentinfo]')
            ) &&
            s.visibility !== 'hidden' &&
            // A language switch changes what every later page says: followed only when asked.
            !a.hasAttribute('hreflang') &&
            !a.hasAttribute('lang') &&
            !a.hasAttribute('download')
          );
        })
        .map((a, _, all) => {
          const said = (el: Element) =>
            ((el as HTMLElement).innerText || el.getAttribute('aria-label') || '')
              .replace(/\s+/g, ' ')
              .trim();
          const text = said(a);
          // "Book" under each class: the card's heading says which one the link is.
          const repeated = all.filter((b) => said(b) === text).length > 1;
          const card = repeated ? a.closest('article, li, tr, section, [class*=card]') : null;
          const heading = card?.querySelector('h1, h2, h3, h4, h5, th, td, strong');
          return { url: (a as HTMLAnchorElement).href, text: heading ? `${text} ${said(heading)}` : text };
        }),
    content,
  );
  const here = new URL(page.url());
  return links.filter((l) => {
    const u = new URL(l.url);
    // Signing out would end the journey's session.
    return (
      u.origin === here.origin &&
      /^https?:$/.test(u.protocol) &&
      similarity('sign out', `${l.text} ${u.pathname.replace(/[/_-]+/g, ' ')}`) < 0.8
    );
  });
}

const keyOf = (url: string) => {
  const u = new URL(url);
  u.hash = '';
  return u.toString();
};

/**
 * Looks for the page, one or two links away (or among the crawled pages), where `judge` scores
 * highest, in a page of its own that shares the journey's cookies; the journey's page is not moved.
 * Links whose words are closest to `intent` are tried first, `budget` pages at most.
 */
export async function probePages(
  context: BrowserContext,
  from: Page,
  intent: string,
  judge: (page: Page) => Promise<number>,
  opts: { budget?: number; extra?: string[]; baseUrl: string; depth?: number; content?: boolean },
): Promise<Probed | null> {
  const budget = opts.budget ?? 10;
  const seen = new Set<string>([keyOf(from.url())]);
  const rank = (links: Link[]) =>
    links
      .map((l) => ({
        ...l,
        s: Math.max(
          similarity(l.text || ' ', intent),
          similarity(intent, l.text || ' ') * 0.8,
          similarity(new URL(l.url).pathname.replace(/[/_-]+/g, ' ') || ' ', intent) * 0.7,
        ),
      }))
      .sort((a, b) => b.s - a.s);
  let frontier = rank(await linksOf(from, opts.content));
  for (const path of opts.content ? [] : (opts.extra ?? []))
    frontier.push({ url: resolvePath(opts.baseUrl, path), text: '', s: 0 });
  const probe = await context.newPage();
  probe.setDefaultTimeout(5_000);
  let best: Probed | null = null;
  let used = 0;
  try {
    for (let depth = 0; depth < (opts.depth ?? 2) && frontier.length && used < budget; depth++) {
      const next: Link[] = [];
      for (const link of frontier) {
        const key = keyOf(link.url);
        if (seen.has(key) || used >= budget) continue;
        seen.add(key);
        used++;
        const response = await probe.goto(link.url, { waitUntil: 'load' }).catch(() => null);
        if (!response || response.status() >= 400) continue;
        seen.add(keyOf(probe.url()));
        const score = await judge(probe).catch(() => 0);
        if (score > 0 && (!best || score > best.score)) best = { url: probe.url(), link: link.text, score };
        if (depth + 1 < (opts.depth ?? 2)) next.push(...(await linksOf(probe, opts.content).catch(() => [])));
      }
      frontier = rank(next);
    }
  } finally {
    await probe.close().catch(() => {});
  }
  return best;
}
