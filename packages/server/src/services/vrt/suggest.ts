import type { CrawledPage } from '../../engines/crawl.js';
import { groupPages, inGroup } from '../../engines/page-groups.js';
import { resolvePath } from '../../engines/site-url.js';
import type { Target } from '../projects.js';
import type { ScenarioService } from '../scenarios.js';
import type { SiteService } from '../site.js';

export interface SiteGroup {
  pattern: string;
  pages: number;
  /** The page a scenario of this group should show: the first one the crawl reached. */
  representative: { path: string; title: string | null };
  examples: string[];
  coveredBy: string[];
}

export interface ScenarioSuggestion {
  label: string;
  /** A path on the environment's base URL, as create_scenario takes it. */
  url: string;
  why: string;
}

/** /shop and /shop/ are one page to a person choosing what to screenshot. */
const trimSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/** The label a person would give the page: its title without the site name, else its path. */
function labelFor(path: string, title: string | null, taken: Set<string>): string {
  const fromTitle = title?.split(/\s+[|–—-]\s+/)[0]?.trim();
  const fromPath = path.split('/').filter(Boolean).at(-1)?.replace(/[-_]+/g, ' ');
  let label = (fromTitle || fromPath || 'Home').slice(0, 100);
  for (let n = 2; taken.has(label.toLowerCase()); n++)
    label = `${(fromTitle || fromPath || 'Home').slice(0, 96)} ${n}`;
  taken.add(label.toLowerCase());
  return label;
}

/** What to screenshot on a site: its pages grouped by template, and one scenario per uncovered template. */
export class ScenarioSuggestionService {
  constructor(private readonly deps: { site: SiteService; scenarios: ScenarioService }) {}

  /** Crawls the environment and groups its pages; each group names the scenarios that show one of its pages. */
  async groups(
    orgId: string,
    target: Target,
    limit: number,
  ): Promise<{ crawled: number; groups: SiteGroup[] }> {
    const pages = (await this.deps.site.crawl(orgId, target.baseUrl, limit)).filter(
      (p) => p.status === 200 && (p.contentType ?? '').includes('text/html'),
    );
    return { crawled: pages.length, groups: await this.group(target, pages) };
  }

  /** One scenario for each group no scenario covers yet, biggest groups first. */
  async suggest(orgId: string, target: Target, limit: number) {
    const { crawled, groups } = await this.groups(orgId, target, limit);
    const taken = await this.takenLabels(target);
    const suggestions = groups
      .filter((g) => g.coveredBy.length === 0)
      .map((g) => this.suggestion(target, g.representative.path, g.representative.title, taken, g));
    return { crawled, groups, suggestions };
  }

  /** Scenarios for the pages named, each saying whether a scenario already shows that page. */
  async forPages(orgId: string, target: Target, urls: string[]) {
    const taken = await this.takenLabels(target);
    const scenarios = await this.scenarioPaths(target);
    const answers = [];
    for (const url of urls) {
      const absolute = resolvePath(target.baseUrl, url);
      await this.deps.site.assertAllowed(orgId, absolute, 'urls');
      const [page] = await this.deps.site.crawl(orgId, absolute, 1);
      const path = new URL(page?.url ?? absolute).pathname;
      const existing = scenarios.filter((s) => trimSlash(s.path) === trimSlash(path)).map((s) => s.label);
      answers.push({
        page: { url: page?.url ?? absolute, status: page?.status ?? null, title: page?.title ?? null },
        existing,
        suggestion:
          page?.status === 200 && existing.length === 0
            ? this.suggestion(target, path, page.title, taken)
            : null,
        ...(page?.status === 200 ? {} : { problem: page?.error ?? `the page answered ${page?.status}` }),
      });
    }
    return answers;
  }

  private suggestion(
    target: Target,
    path: string,
    title: string | null,
    taken: Set<string>,
    group?: SiteGroup,
  ): ScenarioSuggestion {
    const basePath = new URL(target.baseUrl).pathname.replace(/\/+$/, '');
    const relative = path.startsWith(basePath) ? path.slice(basePath.length) || '/' : path;
    return {
      label: labelFor(relative, title, taken),
      url: relative,
      why:
        group && group.pages > 1
          ? `stands for the ${group.pages} pages of ${group.pattern}, which no scenario shows yet`
          : 'no scenario shows this page yet',
    };
  }

  private async group(target: Target, pages: CrawledPage[]): Promise<SiteGroup[]> {
    const titles = new Map(pages.map((p) => [new URL(p.url).pathname, p.title]));
    const scenarios = await this.scenarioPaths(target);
    return groupPages([...titles.keys()], new URL(target.baseUrl).pathname).map((g) => ({
      pattern: g.pattern,
      pages: g.paths.length,
      representative: { path: g.paths[0], title: titles.get(g.paths[0]) ?? null },
      examples: g.paths.slice(0, 3),
      coveredBy: scenarios.filter((s) => inGroup(g, s.path)).map((s) => s.label),
    }));
  }

  private async scenarioPaths(target: Target) {
    return (await this.deps.scenarios.list(target.project.id)).map((s) => ({
      label: s.label,
      path: new URL(resolvePath(target.baseUrl, s.url)).pathname,
    }));
  }

  private async takenLabels(target: Target): Promise<Set<string>> {
    return new Set((await this.deps.scenarios.list(target.project.id)).map((s) => s.label.toLowerCase()));
  }
}
