import type { BrowserPool } from '../../engines/capture/browser-pool.js';
import { type Action, describeLocator, type Locator } from '../../engines/frt/actions.js';
import { type Clause, parseClause } from '../../engines/frt/goal.js';
import { pick } from '../../engines/frt/ground.js';
import type { ActedOn } from '../../engines/frt/journey.js';
import { locate } from '../../engines/frt/locate.js';
import { similarity } from '../../engines/frt/match-text.js';
import { fits, listElements, type PageElement } from '../../engines/frt/page-elements.js';
import { ToolError } from '../../errors.js';
import { DEFAULT_VIEWPORTS, type Viewport } from '../scenarios.js';
import type { SiteService } from '../site.js';
import type { FeatureService } from './features.js';
import { literalExpression } from './step-defs.js';

const DESKTOP = DEFAULT_VIEWPORTS.find((v) => v.label === 'desktop')!;

/** The action a clause asks of one element. */
function actionFor(clause: Clause, target: Locator): Action | null {
  switch (clause.action) {
    case 'click':
      return { type: 'click', target };
    case 'hover':
      return { type: 'hover', target };
    case 'check':
      return { type: 'check', target };
    case 'uncheck':
      return { type: 'uncheck', target };
    case 'fill':
    case 'search':
      return { type: 'fill', target, value: clause.value ?? '$1' };
    case 'select':
      return { type: 'select', target, value: clause.value ?? '$1' };
    case 'scroll':
      return { type: 'scrollTo', target };
    default:
      return null;
  }
}

/** The most robust way to name an element: role and name, else test id, else its CSS path. */
function robustLocator(e: PageElement): Locator {
  const name = e.name || e.label;
  if (name && e.role !== 'generic') return { by: 'role', value: e.role, name };
  if (e.testId) return { by: 'testid', value: e.testId };
  return { by: 'css', value: e.selector };
}

/** Looking at live pages for an agent: what a page offers, and a better locator for a failing step. */
export class PageService {
  constructor(
    private readonly features: FeatureService,
    private readonly site: SiteService,
    private readonly browsers: () => BrowserPool,
  ) {}

  /** Opens a project page and lists what a person can act on, with a selector for each. */
  async inspect(orgId: string, url: string, viewport: Viewport = DESKTOP) {
    await this.site.assertAllowed(orgId, url, 'url');
    return this.browsers().withContext(
      { width: viewport.width, height: viewport.height, policy: await this.site.browserPolicy(orgId) },
      async (context) => {
        const page = await context.newPage();
        const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 }).catch((e: Error) => {
          throw new ToolError('tool_error', `${url} does not load: ${e.message.split('\n')[0]}`, {
            recoverable: true,
          });
        });
        const elements = (await listElements(page)).filter((e) => e.visible);
        return { url: page.url(), status: response?.status() ?? null, title: await page.title(), elements };
      },
    );
  }

  /**
   * A step definition for an intent ("click the pay button"), grounded on a live page: the element
   * the intent means, named by its most robust locator. The intent becomes the step's phrasing.
   */
  async generate(orgId: string, input: { intent: string; url: string }) {
    const clause = parseClause(input.intent);
    if (
      !clause ||
      clause.action === 'tracking' ||
      clause.action === 'open' ||
      clause.action === 'see' ||
      clause.action === 'press'
    ) {
      throw new ToolError(
        'validation_error',
        `intent: "${input.intent}" names no action on an element (click, fill, select, check…)`,
      );
    }
    const found = await this.inspect(orgId, input.url);
    const chosen = pick(clause, found.elements);
    if (!chosen) {
      throw new ToolError(
        'pipeline_blocked',
        `no element on ${found.url} matches "${clause.target || clause.value}"`,
        {
          data: {
            candidates: found.elements
              .slice(0, 10)
              .map((e) => ({ role: e.role, name: e.name, selector: e.selector })),
          },
        },
      );
    }
    const locator = robustLocator(chosen.element);
    const action = actionFor(clause, locator)!;
    return {
      expression: literalExpression(
        input.intent
          .trim()
          .replace(/^(?:i |I )?/, 'I ')
          .replace(/^I I /, 'I '),
      ),
      actions: [action],
      element: {
        role: chosen.element.role,
        name: chosen.element.name,
        selector: chosen.element.selector,
        score: chosen.score,
      },
      locator: describeLocator(locator),
    };
  }

  /**
   * A more robust locator for a failing step, found on the live page: the element most like the one
   * the step names (same kind, closest name in either language), checked to resolve. Nothing is
   * stored here.
   */
  async heal(
    orgId: string,
    projectId: string,
    input: { stepText: string; url: string; remembered: ActedOn | null },
  ) {
    const library = await this.features.library(projectId);
    const bound = library.bind(input.stepText);
    if (!bound) {
      throw new ToolError('validation_error', `stepText: "${input.stepText}" binds to no step definition`, {
        data: { closest: library.closest(input.stepText) },
      });
    }
    const index = bound.actions.findIndex((a) => 'target' in a);
    if (index < 0)
      throw new ToolError(
        'validation_error',
        `stepText: "${input.stepText}" acts on no element; nothing to heal`,
      );
    const action = bound.actions[index] as Extract<Action, { target: Locator }>;
    await this.site.assertAllowed(orgId, input.url, 'url');
    return this.browsers().withContext(
      { width: 1280, height: 800, policy: await this.site.browserPolicy(orgId) },
      async (context) => {
        const page = await context.newPage();
        await page.goto(input.url, { waitUntil: 'load', timeout: 30_000 });
        const elements = (await listElements(page)).filter((e) => e.visible && fits(action.type, e));
        // Where the element was when the step last passed: a renamed button is often still there.
        const remembered = input.remembered;
        const there = remembered
          ? elements.find((e) => e.selector === remembered.selector && e.role === remembered.role)
          : undefined;
        const wanted = action.target.name ?? action.target.value;
        const ranked = elements
          .map((e) => ({
            e,
            score: Math.max(
              ...[e.name, e.label, e.placeholder, e.testId].map((f) => (f ? similarity(wanted, f) : 0)),
            ),
          }))
          .sort((a, b) => b.score - a.score);
        const candidates = ranked.slice(0, 5).map(({ e, score }) => ({
          role: e.role,
          name: e.name || e.label || e.placeholder,
          selector: e.selector,
          score: Math.round(score * 100) / 100,
          locator: describeLocator(robustLocator(e)),
        }));
        // A lone element of the right kind is the one, whatever its name now is.
        const best = ranked[0] && (ranked[0].score >= 0.5 || ranked.length === 1) ? ranked[0].e : there;
        if (!best) return { proposal: null, candidates, bound };
        const locator = robustLocator(best);
        await locate(page, locator, 'see', 0);
        const actions = bound.actions.map((a, i) => (i === index ? { ...action, target: locator } : a));
        return {
          proposal: {
            stepText: input.stepText,
            expression: literalExpression(input.stepText),
            locator: describeLocator(locator),
            actions,
          },
          candidates,
          bound,
        };
      },
    );
  }
}
