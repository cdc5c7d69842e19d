import type { Finding } from '../page-checks/findings.js';
import type { SeoFacts } from './inspect.js';

const HREFLANG = /^(x-default|[a-z]{2,3}(-[a-z]{4})?(-([a-z]{2}|\d{3}))?)$/i;

/** SEO findings of one page: what keeps it out of an index, hides it, or makes its result poor. */
export function seoFindings(f: SeoFacts): Finding[] {
  const found: Finding[] = [];
  const add = (x: Finding) => found.push(x);
  if (f.status !== null && f.status >= 400) {
    add({
      id: 'http-error',
      severity: 'high',
      title: `The page answers HTTP ${f.status}`,
      evidence: f.url,
      fix: 'Serve the page with 200, or redirect it (301) to the page that replaced it.',
    });
  }
  if (!f.title) {
    add({
      id: 'title-missing',
      severity: 'high',
      title: f.title === null ? 'No <title>' : 'Empty <title>',
      evidence: 'search results show the title as the link to the page',
      fix: 'Give the page a unique <title> of 10 to 60 characters that says what it holds.',
    });
  } else if (f.title.length > 70) {
    add({
      id: 'title-long',
      severity: 'info',
      title: `Title of ${f.title.length} characters is cut in results`,
      evidence: f.title,
      fix: 'Keep the title under about 60 characters, the important words first.',
    });
  }
  if (!f.description?.trim()) {
    add({
      id: 'description-missing',
      severity: 'medium',
      title: 'No meta description',
      evidence: 'no <meta name="description"> with content',
      fix: 'Add <meta name="description" content="…"> summing up the page in 70 to 160 characters.',
    });
  }
  const noindex = [f.robotsMeta, f.xRobotsTag].filter((v): v is string => !!v && /noindex|none/i.test(v));
  if (noindex.length > 0) {
    add({
      id: 'noindex',
      severity: 'medium',
      title: 'The page asks not to be indexed',
      evidence: noindex.join('; '),
      fix: 'Remove noindex from the robots meta tag and the X-Robots-Tag header if the page should be found.',
    });
  }
  if (!f.robotsTxt.allowsPage) {
    add({
      id: 'robots-disallowed',
      severity: 'medium',
      title: 'robots.txt forbids crawling this page',
      evidence: `${new URL('/robots.txt', f.url)} disallows ${new URL(f.url).pathname}`,
      fix: 'Remove the Disallow rule that matches this path, or narrow it.',
    });
  }
  if (f.robotsTxt.status !== 200) {
    add({
      id: 'robots-txt-missing',
      severity: 'info',
      title: 'No robots.txt',
      evidence: `robots.txt answered ${f.robotsTxt.status ?? 'nothing'}`,
      fix: 'Serve /robots.txt with the crawling rules and a Sitemap: line.',
    });
  }
  if (!f.sitemap || f.sitemap.status !== 200) {
    add({
      id: 'sitemap-missing',
      severity: 'low',
      title: 'No sitemap',
      evidence: `${f.sitemap?.url ?? 'sitemap.xml'} answered ${f.sitemap?.status ?? 'nothing'}`,
      fix: 'Publish an XML sitemap of the pages to index and name it in robots.txt (Sitemap: …).',
    });
  } else if (!f.sitemap.parses) {
    add({
      id: 'sitemap-invalid',
      severity: 'medium',
      title: 'The sitemap is not a valid XML sitemap',
      evidence: f.sitemap.url,
      fix: 'Serve a <urlset> (or <sitemapindex>) document following sitemaps.org, one <loc> per page.',
    });
  } else if (!f.sitemap.listsPage && noindex.length === 0) {
    add({
      id: 'sitemap-omits-page',
      severity: 'info',
      title: 'The sitemap does not list this page',
      evidence: `${f.sitemap.url} has ${f.sitemap.locs} URL(s), not ${f.url}`,
      fix: 'Add the page to the sitemap if it should be indexed.',
    });
  }
  if (f.canonicals.length > 1) {
    add({
      id: 'canonical-conflict',
      severity: 'medium',
      title: `${f.canonicals.length} canonical links`,
      evidence: f.canonicals.join(', '),
      fix: 'Keep a single <link rel="canonical">.',
    });
  }
  const badLangs = f.hreflang.filter((h) => !HREFLANG.test(h.lang));
  if (badLangs.length > 0) {
    add({
      id: 'hreflang-invalid',
      severity: 'medium',
      title: 'hreflang with an invalid language code',
      evidence: badLangs.map((h) => `${h.lang} → ${h.href}`).join(', '),
      fix: 'Use ISO 639-1 language codes, optionally with an ISO 3166-1 region (fr, fr-CA) or x-default.',
    });
  }
  if (!f.lang) {
    add({
      id: 'lang-missing',
      severity: 'low',
      title: 'No lang attribute on <html>',
      evidence: '<html> has no lang',
      fix: 'Declare the page language: <html lang="en">.',
    });
  }
  const h1 = f.headings.filter((h) => h.level === 1).length;
  if (h1 === 0) {
    add({
      id: 'h1-missing',
      severity: 'low',
      title: 'No <h1>',
      evidence: f.headings.length ? `first heading: h${f.headings[0].level}` : 'no headings at all',
      fix: 'Give the page one <h1> naming its subject.',
    });
  }
  const skips = f.headings.filter((h, i) => i > 0 && h.level > f.headings[i - 1].level + 1);
  if (skips.length > 0) {
    add({
      id: 'heading-order',
      severity: 'low',
      title: 'Heading levels skip',
      evidence: skips.map((h) => `h${h.level} "${h.text}"`).join(', '),
      fix: 'Nest headings one level at a time (h2 under h1, h3 under h2).',
    });
  }
  if (f.imagesWithoutAlt.length > 0) {
    add({
      id: 'image-alt-missing',
      severity: 'medium',
      title: `${f.imagesWithoutAlt.length} image(s) without alt text`,
      evidence: f.imagesWithoutAlt.slice(0, 5).join(', '),
      fix: 'Describe each image in alt="…" (alt="" for decoration).',
    });
  }
  for (const text of f.jsonLd) {
    const problem = jsonLdProblem(text);
    if (problem) {
      add({
        id: 'structured-data-invalid',
        severity: 'medium',
        title: 'Structured data that does not parse',
        evidence: `${problem}: ${text.trim().slice(0, 120)}`,
        fix: 'Make each application/ld+json block valid JSON with an @context and an @type.',
      });
    }
  }
  const broken = f.links.filter((l) => l.status !== null && l.status >= 400);
  if (broken.length > 0) {
    add({
      id: 'broken-links',
      severity: 'high',
      title: `${broken.length} link(s) to pages that answer an error`,
      evidence: broken
        .slice(0, 10)
        .map((l) => `${l.status} ${l.url}${l.text ? ` ("${l.text}")` : ''}`)
        .join(', '),
      fix: 'Point the links at pages that exist, or bring the pages back (or redirect them with 301).',
    });
  }
  return found;
}

function jsonLdProblem(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  for (const item of Array.isArray(data) ? data : [data]) {
    if (!item || typeof item !== 'object') return 'not an object';
    if (!('@type' in item) && !('@graph' in item)) return 'no @type';
    if (!('@context' in item)) return 'no @context';
  }
  return null;
}

/** Lighthouse SEO audits this page fails that the checks above do not already report. */
export function lighthouseSeoFindings(lhr: Record<string, any>): Finding[] {
  const ids: string[] = (lhr.categories?.seo?.auditRefs ?? []).map((r: { id: string }) => r.id);
  return ids
    .map((id) => lhr.audits?.[id])
    .filter((a) => a && !COVERED.has(a.id) && a.score !== null && a.score < 1)
    .filter((a) => a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric')
    .map((a) => ({
      id: `lighthouse:${a.id}`,
      severity: 'low' as const,
      title: String(a.title),
      evidence: String(a.displayValue || a.explanation || 'failed in Lighthouse'),
      fix: String(a.description ?? '')
        .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
        .trim(),
    }));
}

/** Lighthouse audits whose failure the page checks above report in their own words. */
const COVERED = new Set([
  'document-title',
  'meta-description',
  'http-status-code',
  'is-crawlable',
  'image-alt',
  'hreflang',
]);
