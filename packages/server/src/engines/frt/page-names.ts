import { fold } from '../text/fold.js';
import { similarity } from './match-text.js';

/** What a site calls one of its pages: its title, main heading, path, and the texts of links to it. */
export interface PageFacts {
  url: string;
  title: string;
  heading: string;
  linkTexts: string[];
}

export interface PageMatch {
  url: string;
  path: string;
  title: string;
  score: number;
  /** Which of the page's names matched, e.g. `link "My account"`. */
  why: string;
}

/** A title's own part: "Sign in — Lumen" → ["Sign in", "Lumen"]. */
function titleParts(title: string): string[] {
  return title
    .split(/\s+[—–|·:-]\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function pathWords(url: URL): string {
  const words = url.pathname.replace(/[/_-]+/g, ' ').trim();
  return words || 'home accueil';
}

/** The same page seen several ways (a link, a crawl, the page itself) merged into one. */
function merge(pages: PageFacts[], origin: string): Map<string, PageFacts & { parsed: URL }> {
  const byPath = new Map<string, PageFacts & { parsed: URL }>();
  for (const p of pages) {
    let parsed: URL;
    try {
      parsed = new URL(p.url);
    } catch {
      continue;
    }
    if (parsed.origin !== origin) continue;
    parsed.hash = '';
    const key = `${parsed.pathname.replace(/\/+$/, '') || '/'}${parsed.search}`;
    const known = byPath.get(key);
    if (!known) byPath.set(key, { ...p, linkTexts: [...p.linkTexts], parsed });
    else {
      known.title ||= p.title;
      known.heading ||= p.heading;
      known.linkTexts.push(...p.linkTexts);
    }
  }
  return byPath;
}

const asWritten = (text: string) =>
  ` ${fold(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The pages a name means, best first: "the account page", "Mon compte", "la page d'installation"
 * are compared with every name the site gives each page, in either language. Among pages named
 * alike, the one whose name the goal wrote most of wins ("go to My lab results": the tab so named,
 * not the header's "Lab results").
 */
export function rankPages(name: string, pages: PageFacts[], origin: string, said = ''): PageMatch[] {
  const ranked: Array<PageMatch & { held: number }> = [];
  for (const [path, page] of merge(pages, origin)) {
    const names: Array<[string, string]> = [
      ...page.linkTexts.map((t): [string, string] => ['link', t]),
      ...titleParts(page.title).map((t): [string, string] => ['title', t]),
      ['heading', page.heading],
      ['path', pathWords(page.parsed)],
    ];
    let best = { score: 0, why: '', held: 0 };
    for (const [kind, text] of names) {
      if (!text) continue;
      const score = Math.round(similarity(name, text) * 100) / 100;
      const held = said && asWritten(said).includes(asWritten(text)) ? text.length : 0;
      if (score > best.score || (score === best.score && held > best.held))
        best = { score, why: `its ${kind} "${text}"`, held };
    }
    if (best.score > 0)
      ranked.push({
        url: page.parsed.toString(),
        path,
        title: page.title,
        score: best.score,
        why: best.why,
        held: best.held,
      });
  }
  return ranked
    .sort((a, b) => b.score - a.score || b.held - a.held || a.path.length - b.path.length)
    .map(({ held, ...match }) => match);
}
