import type { NextAction } from '@visualq/contract';
import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { type Clause, parseClause, readGoal, splitGoal } from '../../engines/frt/goal.js';
import {
  type GroundedClause,
  type GroundedWalk,
  GroundingBlocked,
  groundGoal,
  StartPageRefused,
} from '../../engines/frt/ground.js';
import { Journey } from '../../engines/frt/journey.js';
import { similarity } from '../../engines/frt/match-text.js';
import { ToolError } from '../../errors.js';
import { fromJson } from '../../store/json.js';
import type { Target } from '../projects.js';
import type { SiteService } from '../site.js';
import { type FeatureRow, type FeatureService, goalTags, parseOrRefuse, ticketIdsIn } from './features.js';

/** A match only counts as the same journey at or above this (the published client's rule). */
export const SAME_JOURNEY = 0.85;

const both = (a: string, b: string) => (similarity(a, b) + similarity(b, a)) / 2;

export interface FoundFeature {
  featureId: string;
  name: string;
  matchScore: number;
  why: string;
  ticketIds: string[];
}

export interface AuthoringRequest {
  goal: string;
  name?: string;
  featureId?: string;
  startPath?: string;
  baseUrl?: string;
  forceCreate?: boolean;
  requiresAuth?: boolean;
  /** false: bind each clause as written, without placing values in forms or sending them. */
  walk?: boolean;
  save: boolean;
}

/** Writing features from plain-language goals, grounded on the live pages, and finding them again. */
export class AuthoringService {
  constructor(
    private readonly features: FeatureService,
    private readonly site: SiteService,
    private readonly browsers: () => BrowserPool,
  ) {}

  async find(
    projectId: string,
    /** `ticketIds`: the ids that count, else any id written in the query. */
    query: { query?: string; ticketId?: string; ticketIds?: string[] },
    limit = 5,
  ): Promise<FoundFeature[]> {
    const all = (await this.features.list(projectId)).filter((f) => f.is_login !== 1);
    const tickets = new Set([
      ...(query.ticketId ? [query.ticketId.toUpperCase()] : []),
      ...(query.ticketIds ?? ticketIdsIn(query.query)),
    ]);
    const text = (query.query ?? '').replace(/\b[A-Z][A-Z0-9]{1,9}-\d{1,6}\b/g, '').trim();
    return all
      .map((f) => {
        const ids = fromJson<string[]>(f.ticket_ids, []);
        const shared = ids.filter((id) => tickets.has(id));
        if (shared.length) return { f, ids, score: 1, why: `same ticket ${shared.join(', ')}` };
        if (!text) return { f, ids, score: 0, why: '' };
        const byGoal = f.goal ? both(text, f.goal) : 0;
        const byName = both(text, f.name);
        const bySteps = both(text, stepTexts(f));
        const score = Math.max(byGoal, byName, bySteps * 0.9);
        const why =
          score === byGoal
            ? 'its goal reads alike'
            : score === byName
              ? 'its name reads alike'
              : 'its steps do the same actions';
        return { f, ids, score, why };
      })
      .filter((m) => m.score > 0.3)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((m) => ({
        featureId: m.f.id,
        name: m.f.name,
        matchScore: Math.round(m.score * 100) / 100,
        why: m.why,
        ticketIds: m.ids,
      }));
  }

  /**
   * The goal as a feature: resolve first (same ticket or a close match is answered, not
   * duplicated), then every clause bound to a real element by walking the journey in Chromium.
   */
  async create(orgId: string, target: Target, req: AuthoringRequest) {
    const goal = req.goal.trim();
    if (!goal)
      throw blocked('goal is empty: describe the user actions, e.g. "open /pricing, click Express"', {
        clause: null,
      });
    if (!req.featureId && !req.forceCreate) {
      // A goal names its feature's ticket only where an id tags it; elsewhere an id is a value.
      const { ticketIds, actions } = goalTags(goal);
      const [match] = await this.find(target.project.id, { query: actions, ticketIds });
      if (match && match.matchScore >= SAME_JOURNEY) {
        return {
          resolved: 'existing' as const,
          match,
          feature: await this.features.require(target.project.id, match.featureId),
        };
      }
    }
    const { clauses, tracking, startPath } = planGoal(goal, req.startPath);
    const baseUrl = (req.baseUrl ?? target.baseUrl).replace(/\/+$/, '');
    if (req.baseUrl) await this.site.assertAllowed(orgId, req.baseUrl, 'baseUrl');
    const login = req.requiresAuth ? await this.features.login(target.project.id) : undefined;
    if (req.requiresAuth && !login) {
      throw blocked(
        'requiresAuth: this project has no login feature yet; save one with frt_save_feature_draft (isLogin: true)',
        { clause: null },
        [
          {
            label: 'Save the login journey',
            tool: 'frt_save_feature_draft',
            args: { name: 'Login', gherkin: '', isLogin: true, confirm: true },
          },
        ],
      );
    }
    const library = await this.features.library(target.project.id);
    const preamble = req.requiresAuth ? await this.features.preamble(target.project.id, library) : [];
    let walk: GroundedWalk;
    const walkStarted = performance.now();
    try {
      walk = await groundGoal(this.browsers(), {
        baseUrl,
        startPath: startPath ?? '/',
        clauses,
        policy: await this.site.browserPolicy(orgId),
        walk: req.walk,
        sitePages: () => this.site.crawl(orgId, baseUrl, 40).then(pageFacts),
        before: preamble.length
          ? async (page) => {
              const journey = new Journey(page.context(), page, { baseUrl }, 10_000);
              for (const step of preamble)
                for (const action of step.bound?.actions ?? []) await journey.perform(action);
            }
          : undefined,
      });
    } catch (error) {
      throw groundingRefusal(
        error,
        goal,
        req.startPath || clauses[0]?.action === 'open' ? undefined : clauses[0],
        // The calls it suggests run on the same project as this one.
        { project: target.project.slug },
      );
    }
    const walkMs = Math.round(performance.now() - walkStarted);
    const name = req.name?.trim() || titleOf([...new Set(clauses.map((c) => c.text))].join(', '));
    const gherkin = await this.compiled(
      target.project.id,
      toGherkin(name, goal, walk.startPath, walk.grounded),
    );
    if (!req.save) return { resolved: 'proposed' as const, gherkin, walk, tracking, name };
    const saved = await this.save(target, {
      featureId: req.featureId,
      name,
      gherkin,
      startPath: walk.startPath,
      baseUrl: req.baseUrl ?? null,
      requiresAuth: req.requiresAuth ?? false,
      goal,
    });
    return {
      resolved: req.featureId ? ('updated' as const) : ('created' as const),
      feature: saved.feature,
      gherkin,
      walk,
      walkMs,
      tracking,
      name,
    };
  }

  /** Gherkin a walk produced, once it is sure to compile against the project's step library. */
  async compiled(projectId: string, gherkin: string): Promise<string> {
    const unbound = this.features.compile(parseOrRefuse(gherkin), await this.features.library(projectId));
    if (unbound.length) {
      throw new ToolError(
        'save_failed',
        `the generated feature does not compile: "${unbound[0].text}" binds to no step`,
        { data: { gherkin, unbound } },
      );
    }
    return gherkin;
  }

  /** Saves a generated feature; a failure names what could not be saved and keeps the Gherkin. */
  async save(
    target: Target,
    feature: Parameters<FeatureService['save']>[1],
  ): Promise<{ feature: FeatureRow }> {
    try {
      return await this.features.save(target, feature);
    } catch (error) {
      if (
        error instanceof ToolError &&
        error.code === 'validation_error' &&
        error.message.startsWith('featureId')
      )
        throw error;
      throw new ToolError('save_failed', `the feature could not be saved: ${(error as Error).message}`, {
        data: { gherkin: feature.gherkin },
      });
    }
  }

  /** Which steps of a feature carry out a ticket's actions, and which actions no step covers. */
  coverage(
    view: {
      scenarios: Array<{ name: string; steps: Array<{ index: number; text: string }> }>;
      ticketIds: string[];
    },
    ticket: { ticketId?: string; reproGoal?: string },
  ) {
    const actions = ticket.reproGoal
      ? splitGoal(ticket.reproGoal).map((t) => ({ text: t, clause: parseClause(t) }))
      : [];
    const steps = view.scenarios.flatMap((s) => s.steps.map((step) => ({ scenario: s.name, ...step })));
    const covered: Array<{
      action: string;
      scenario: string;
      stepIndex: number;
      stepText: string;
      score: number;
    }> = [];
    const uncovered: string[] = [];
    for (const { text, clause } of actions) {
      if (clause?.action === 'tracking') continue;
      const wanted = clause ? `${clause.target} ${clause.value ?? ''}` : text;
      const best = steps
        .map((s) => ({ s, score: Math.max(similarity(wanted, s.text), similarity(text, s.text)) }))
        .sort((a, b) => b.score - a.score)[0];
      if (best && best.score >= 0.6) {
        covered.push({
          action: text,
          scenario: best.s.scenario,
          stepIndex: best.s.index,
          stepText: best.s.text,
          score: Math.round(best.score * 100) / 100,
        });
      } else uncovered.push(text);
    }
    const sameTicket = ticket.ticketId ? view.ticketIds.includes(ticket.ticketId.toUpperCase()) : null;
    return {
      ticketId: ticket.ticketId ?? null,
      featureCarriesTicket: sameTicket,
      coveredActions: covered,
      uncoveredActions: uncovered,
      summary: actions.length
        ? `${covered.length} of ${covered.length + uncovered.length} ticket action(s) carried out by a step`
        : `ticket ${ticket.ticketId} ${sameTicket ? 'is' : 'is not'} named by this feature`,
    };
  }
}

function stepTexts(f: FeatureRow): string {
  return [...f.gherkin.matchAll(/^\s*(?:Given|When|Then|And|But|\*)\s+(.+)$/gm)].map((m) => m[1]).join(', ');
}

/** The most characters a feature name made from a goal keeps. */
const TITLE_CHARS = 90;

/** A feature's name from its goal: capitalised, and cut at a word boundary when long (with an ellipsis). */
export function titleOf(text: string): string {
  const whole = text.replace(/\s+/g, ' ').trim();
  let t = whole;
  if (whole.length > TITLE_CHARS) {
    const cut = whole.slice(0, TITLE_CHARS - 1);
    const space = cut.lastIndexOf(' ');
    t = `${(space > TITLE_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
  }
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/**
 * The published shape: Given the start page, one When, further actions with And, checks with Then
 * where they stand (a check between two actions checks the page at that moment). A journey whose
 * first clause opens a page starts on it.
 */
export function toGherkin(name: string, goal: string, startPath: string, grounded: GroundedClause[]): string {
  const steps = grounded.flatMap((g) =>
    g.steps.map((text) => ({ text, check: /^I should (?:not )?see /.test(text) })),
  );
  let start = startPath;
  if (
    steps[0]?.text.startsWith('I open ') &&
    ['open', 'navigate'].includes(grounded.find((g) => g.steps.length)!.action)
  ) {
    start = JSON.parse(steps.shift()!.text.slice('I open '.length));
  }
  const lines = [
    `Feature: ${name}`,
    `  ${goal.replace(/\s+/g, ' ')}`,
    '',
    `  Scenario: ${name}`,
    `    Given I open ${JSON.stringify(start)}`,
  ];
  let acted = false;
  let checked = false;
  for (const step of steps) {
    const keyword = step.check ? (checked ? 'And' : 'Then') : acted ? 'And' : 'When';
    if (step.check) checked = true;
    else acted = true;
    lines.push(`    ${keyword} ${step.text}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A crawl's pages as the names grounding compares a page's name with. */
function pageFacts(pages: Awaited<ReturnType<SiteService['crawl']>>) {
  return pages
    .filter((p) => p.status !== null && p.status < 400)
    .map((p) => ({ url: p.url, title: p.title ?? '', heading: p.heading ?? '', linkTexts: p.linkTexts }));
}

/**
 * A goal's clauses (ticket ids and tracking checks set aside) and the page it starts on: the path
 * given, the goal's own "open /path", or the home page when it starts with a click.
 */
export function planGoal(goal: string, givenStart?: string) {
  const { clauses, tracking } = readGoal(goalTags(goal).actions);
  if (clauses.length === 0)
    throw blocked('the goal has no user action left once tracking checks are set aside', { clause: goal });
  // With no start page given or opened, a journey starts where a visitor does: the home page.
  const startPath = givenStart ?? (clauses[0].action === 'open' ? undefined : '/');
  return { clauses, tracking, startPath };
}

/**
 * A walk that could not go on, as the error a caller can act on: the clause, what the page offers
 * closest to it, and the goal rewritten with each of those, ready to call again.
 */
export function groundingRefusal(
  error: unknown,
  goal?: string,
  firstOnHome?: Clause,
  same: Record<string, string> = {},
): unknown {
  if (error instanceof StartPageRefused) return startRefusal(error, goal, same);
  if (!(error instanceof GroundingBlocked)) return error;
  // The goal named no start page and its first action is not on the home page: say so first.
  const noStart =
    firstOnHome?.text === error.clause &&
    firstOnHome.action !== 'navigate' &&
    !error.walked.length &&
    !error.ambiguous
      ? `no start path given, so the journey began on the home page, where it cannot be done; pass startPath or begin the goal with "open /path". `
      : '';
  const rewritten = goal?.includes(error.clause)
    ? error.suggestions.map((s) => goal.replace(error.clause, s))
    : [];
  return blocked(
    `${noStart}cannot carry out "${error.clause}": ${error.message}`,
    {
      clause: error.clause,
      url: error.url,
      closestElements: error.closest,
      suggestions: error.suggestions,
      walked: error.walked,
    },
    rewritten.map((g, i) => ({
      label: `Create it with "${error.suggestions[i]}"`,
      tool: 'create_frt_scenario',
      args: { ...same, goal: g, confirm: true },
    })),
  );
}

/**
 * A start page that cannot be opened: the goal again on each page of the site that can (its path in
 * place of the missing one), and a look at the first of them — not at the page that failed.
 */
function startRefusal(error: StartPageRefused, goal?: string, same: Record<string, string> = {}): ToolError {
  // The goal's own word for the missing path ("open /contakt,"), if it has one.
  const words = goal?.split(/(\s+)/) ?? [];
  const at = words.findIndex((w) => w.replace(/[,.;]$/, '') === error.url);
  const retry = (path: string): NextAction => ({
    label: `Start on ${path} instead`,
    tool: 'create_frt_scenario',
    args:
      at >= 0
        ? {
            ...same,
            goal: words.map((w, i) => (i === at ? w.replace(error.url, path) : w)).join(''),
            confirm: true,
          }
        : { ...same, goal: goal ?? '', startPath: path, confirm: true },
  });
  const message = `cannot carry out "${error.clause}": ${error.message}`;
  const data = { clause: error.clause, url: error.url, pages: error.pages, suggestions: error.suggestions };
  if (!error.pages.length) {
    return new ToolError('pipeline_blocked', message, {
      data,
      nextActions: [{ label: 'Check that the site answers', tool: 'check_setup_health', args: {} }],
    });
  }
  return new ToolError('pipeline_blocked', message, {
    data,
    nextActions: [
      ...(goal ? error.pages.map(retry) : []),
      { label: `Look at ${error.pages[0]}`, tool: 'frt_inspect_page', args: { url: error.pages[0] } },
    ],
  });
}

function blocked(message: string, data: Record<string, unknown>, first: NextAction[] = []): ToolError {
  const nextActions: NextAction[] = [
    ...first,
    {
      label: 'Look at what the page offers',
      tool: 'frt_inspect_page',
      args: typeof data.url === 'string' ? { url: data.url } : {},
    },
  ];
  return new ToolError('pipeline_blocked', message, { data, nextActions });
}
