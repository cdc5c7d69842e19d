import type { PageElement } from '../../engines/frt/page-elements.js';
import type { SiteService } from '../site.js';
import type { FeatureService } from './features.js';
import type { PageService } from './pages.js';

/** A value a person would type into a field of this kind, so a suggested goal runs as it is. */
function sampleValue(e: PageElement): string {
  if (e.type === 'email' || /e-?mail|courriel/i.test(`${e.name} ${e.label} ${e.nameAttr}`))
    return 'ada@example.com';
  if (e.type === 'tel') return '+33 1 23 45 67 89';
  if (e.type === 'number') return '1';
  if (e.type === 'date') return '2026-12-24';
  if (e.type === 'url') return 'https://example.com';
  return 'test';
}

const quote = (s: string) => `"${s.replace(/"/g, "'")}"`;
const targetOf = (e: PageElement) => e.label || e.name || e.placeholder;

/**
 * Goals a person could ask of one page, in the words create_frt_scenario grounds: the page's form
 * filled and sent, each tab opened, each lone button pressed.
 */
export function goalsFor(path: string, elements: PageElement[]): string[] {
  // A sign-in page belongs in the project's login feature, not in a journey's goal.
  if (elements.some((e) => e.type === 'password')) return [];
  const goals: string[] = [];
  const fields = elements.filter((e) =>
    ['textbox', 'searchbox', 'spinbutton', 'combobox', 'checkbox'].includes(e.role),
  );
  const submit = elements.find((e) => e.role === 'button' && e.type === 'submit' && e.name);
  if (fields.length > 0 && submit) {
    const clauses = fields.flatMap((f) => {
      const target = targetOf(f);
      if (!target) return [];
      if (f.role === 'checkbox') return [`check ${quote(target)}`];
      if (f.role === 'combobox' && f.options.length > 0) {
        return [`select ${quote(f.options.at(-1)!)} from ${quote(target)}`];
      }
      return [`fill ${quote(target)} with ${quote(sampleValue(f))}`];
    });
    if (clauses.length > 0) goals.push(`open ${path}, ${clauses.join(', ')}, click ${quote(submit.name)}`);
  }
  for (const tab of elements.filter((e) => e.role === 'tab' && e.name).slice(0, 2)) {
    goals.push(`open ${path}, click the ${quote(tab.name)} tab`);
  }
  const lone = elements.filter(
    (e) =>
      e.role === 'button' && e.type !== 'submit' && e.name && !goals.some((g) => g.includes(quote(e.name))),
  );
  for (const button of lone.slice(0, 2)) goals.push(`open ${path}, click ${quote(button.name)}`);
  return goals.slice(0, 3);
}

/** A site seen by an agent about to write journeys: its pages, what each offers, what has no journey yet. */
export class ExploreService {
  constructor(private readonly deps: { site: SiteService; pages: PageService; features: FeatureService }) {}

  async explore(orgId: string, projectId: string, baseUrl: string, maxPages: number) {
    const crawled = (await this.deps.site.crawl(orgId, baseUrl, maxPages)).filter(
      (p) => p.status === 200 && (p.contentType ?? '').includes('text/html'),
    );
    const starts = new Set(
      (await this.deps.features.list(projectId)).map((f) => f.start_path).filter((p): p is string => !!p),
    );
    const pages = [];
    for (const crawledPage of crawled) {
      const url = new URL(crawledPage.url);
      const path = `${url.pathname}${url.search}`;
      const seen = await this.deps.pages.inspect(orgId, crawledPage.url).catch(() => null);
      if (!seen) continue;
      const count = (roles: string[]) => seen.elements.filter((e) => roles.includes(e.role)).length;
      pages.push({
        path,
        title: seen.title,
        hasJourney: starts.has(url.pathname),
        fields: count(['textbox', 'searchbox', 'spinbutton', 'combobox', 'checkbox', 'radio']),
        buttons: count(['button', 'tab']),
        links: count(['link']),
        suggestedGoals: goalsFor(path, seen.elements),
      });
    }
    // Pages without a journey and with something to do first: where a new feature helps most.
    return pages.sort(
      (a, b) =>
        Number(a.hasJourney) - Number(b.hasJourney) || b.suggestedGoals.length - a.suggestedGoals.length,
    );
  }
}
