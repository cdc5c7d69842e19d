import type { Page } from 'playwright-core';
import type { BrowserPool } from '../capture/browser-pool.js';
import type { ConnectPolicy } from '../network/filtering-proxy.js';
import { trackNetwork } from '../network/in-flight.js';
import { resolvePath } from '../site-url.js';
import type { Clause } from './goal.js';
import { similarity, words } from './match-text.js';
import { fits, listElements, type PageElement } from './page-elements.js';

/** A clause bound to what the page offers, with the library steps that carry it out. */
export interface GroundedClause {
  clause: string;
  action: Clause['action'];
  element: { role: string; name: string; selector: string; score: number } | null;
  steps: string[];
  url: string;
}

export class GroundingBlocked extends Error {
  constructor(
    readonly clause: string,
    reason: string,
    readonly url: string,
    readonly closest: Array<{ role: string; name: string; selector: string; score: number }>,
  ) {
    super(reason);
  }
}

function score(target: string, e: PageElement): number {
  const fields = [
    e.name,
    e.label,
    e.placeholder,
    e.testId.replace(/[-_]/g, ' '),
    e.nameAttr.replace(/[-_]/g, ' '),
  ];
  return Math.max(...fields.map((f) => (f ? similarity(target, f) : 0)));
}

const q = (s: string) => `"${s.replace(/"/g, '\\"')}"`;

/**
 * How a step names the element so that the runner finds this very one: its visible name when no
 * other element of the kind shares it, else its test id, else its CSS selector.
 */
function stepTarget(e: PageElement, all: PageElement[], action: Clause['action']): string {
  const kind = all.filter((o) => o.visible && fits(action, o));
  const key =
    action === 'fill' ||
    action === 'search' ||
    action === 'select' ||
    action === 'check' ||
    action === 'uncheck'
      ? e.label || e.placeholder || e.name
      : e.name;
  if (
    key &&
    kind.filter((o) => [o.name, o.label, o.placeholder].includes(key)).length === 1 &&
    !/^[#.[]/.test(key) &&
    !/^\w+=/.test(key)
  ) {
    return q(key);
  }
  if (e.testId && all.filter((o) => o.testId === e.testId).length === 1) return q(`testid=${e.testId}`);
  return q(`css=${e.selector}`);
}

/** The element of a page a clause means, or null when none is close enough. */
export function pick(
  clause: Clause,
  elements: PageElement[],
): { element: PageElement; score: number } | null {
  const usable = elements.filter((e) => e.visible && fits(clause.action, e));
  if (clause.action === 'search') {
    const search = usable.find(
      (e) =>
        e.role === 'searchbox' ||
        /search|recherch|cherch|query|^q$/i.test(`${e.nameAttr} ${e.name} ${e.placeholder} ${e.context}`),
    );
    return search
      ? { element: search, score: 1 }
      : usable.length === 1
        ? { element: usable[0], score: 0.6 }
        : null;
  }
  if (clause.ordinal) {
    const kind = usable.filter((e) =>
      words(clause.target).some(
        (w) =>
          e.context.toLowerCase().includes(w.slice(0, 5)) || e.name.toLowerCase().includes(w.slice(0, 5)),
      ),
    );
    const nth = clause.ordinal > 0 ? kind[clause.ordinal - 1] : kind.at(-1);
    if (nth) return { element: nth, score: 0.9 };
  }
  let best: { element: PageElement; score: number } | null = null;
  for (const e of usable) {
    const s =
      clause.quoted && (e.name === clause.target || e.label === clause.target) ? 1 : score(clause.target, e);
    if (!best || s > best.score) best = { element: e, score: s };
  }
  return best && best.score >= 0.5 ? best : null;
}

function closest(clause: Clause, elements: PageElement[]) {
  return elements
    .filter((e) => e.visible && (fits(clause.action, e) || clause.action === 'see'))
    .map((e) => ({
      role: e.role,
      name: e.name || e.label || e.placeholder,
      selector: e.selector,
      score: Math.round(score(clause.target, e) * 100) / 100,
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 5);
}

/**
 * Walks a goal's clauses in Chromium from `startPath`: on each page it lists what can be acted on,
 * binds the clause's target to one element, carries the action out, and grounds the next clause on
 * the page that results. Throws GroundingBlocked naming the clause and the closest elements.
 */
export async function groundGoal(
  pool: BrowserPool,
  req: {
    baseUrl: string;
    startPath: string;
    clauses: Clause[];
    policy: ConnectPolicy;
    before?: (page: Page) => Promise<void>;
  },
): Promise<{ startPath: string; grounded: GroundedClause[] }> {
  return pool.withContext({ width: 1280, height: 800, policy: req.policy }, async (context) => {
    // A page has settled once it has loaded and nothing has been pending for 100 ms (Playwright's
    // networkidle would wait 500 ms after every clause).
    const network = trackNetwork(context);
    const settle = async (page: Page) => {
      await page.waitForLoadState('load').catch(() => {});
      await network.quiet(100, 1_500);
    };
    let page = await context.newPage();
    page.setDefaultTimeout(10_000);
    if (req.before) await req.before(page);
    let startPath = req.startPath;
    const clauses = [...req.clauses];
    if (clauses[0]?.action === 'open') startPath = clauses.shift()!.target;
    const response = await page
      .goto(resolvePath(req.baseUrl, startPath), { waitUntil: 'load' })
      .catch((e: Error) => {
        throw new GroundingBlocked(
          `open ${startPath}`,
          `the start page does not load: ${e.message.split('\n')[0]}`,
          startPath,
          [],
        );
      });
    if (response && response.status() >= 400) {
      throw new GroundingBlocked(
        `open ${startPath}`,
        `the start page answered HTTP ${response.status()}`,
        startPath,
        [],
      );
    }
    await settle(page);
    const grounded: GroundedClause[] = [];
    for (const clause of clauses) {
      const url = page.url();
      if (clause.action === 'open') {
        await page.goto(resolvePath(req.baseUrl, clause.target), { waitUntil: 'load' });
        await settle(page);
        grounded.push({
          clause: clause.text,
          action: 'open',
          element: null,
          steps: [`I open ${q(clause.target)}`],
          url,
        });
        continue;
      }
      if (clause.action === 'press') {
        await page.keyboard.press(clause.target);
        await settle(page);
        grounded.push({
          clause: clause.text,
          action: 'press',
          element: null,
          steps: [`I press the ${q(clause.target)} key`],
          url,
        });
        continue;
      }
      if (clause.action === 'scroll' && !clause.target) {
        grounded.push({
          clause: clause.text,
          action: 'scroll',
          element: null,
          steps: ['I scroll down'],
          url,
        });
        continue;
      }
      if (clause.action === 'see') {
        const body = await page.locator('body').innerText();
        const line = body
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .map((l) => ({
            l,
            s: l.toLowerCase().includes(clause.target.toLowerCase()) ? 1 : similarity(clause.target, l),
          }))
          .sort((a, b) => b.s - a.s)[0];
        if (!line || line.s < 0.6) {
          throw new GroundingBlocked(clause.text, `"${clause.target}" is not shown on ${url}`, url, []);
        }
        const shown = line.l.toLowerCase().includes(clause.target.toLowerCase())
          ? line.l.slice(
              line.l.toLowerCase().indexOf(clause.target.toLowerCase()),
              line.l.toLowerCase().indexOf(clause.target.toLowerCase()) + clause.target.length,
            )
          : line.l;
        grounded.push({
          clause: clause.text,
          action: 'see',
          element: null,
          steps: [`I should see ${q(shown)}`],
          url,
        });
        continue;
      }
      const elements = await listElements(page);
      const chosen = pick(clause, elements);
      if (!chosen) {
        throw new GroundingBlocked(
          clause.text,
          `no element on ${url} matches "${clause.target || clause.value}" for ${clause.action}`,
          url,
          closest(clause, elements),
        );
      }
      const e = chosen.element;
      const target = stepTarget(e, elements, clause.action);
      const locator = page.locator(e.selector).first();
      const steps: string[] = [];
      switch (clause.action) {
        case 'fill':
          await locator.fill(clause.value ?? '');
          steps.push(`I fill ${target} with ${q(clause.value ?? '')}`);
          break;
        case 'search':
          await locator.fill(clause.value ?? '');
          await locator.press('Enter');
          steps.push(`I fill ${target} with ${q(clause.value ?? '')}`, 'I press the "Enter" key');
          break;
        case 'select': {
          const option =
            e.options.find((o) => o === clause.value) ??
            e.options.map((o) => ({ o, s: similarity(clause.value ?? '', o) })).sort((a, b) => b.s - a.s)[0]
              ?.o;
          if (!option)
            throw new GroundingBlocked(
              clause.text,
              `${e.name || e.selector} has no option "${clause.value}"`,
              url,
              [],
            );
          await locator.selectOption({ label: option });
          steps.push(`I select ${q(option)} from ${target}`);
          break;
        }
        case 'check':
          await locator.check();
          steps.push(`I check ${target}`);
          break;
        case 'uncheck':
          await locator.uncheck();
          steps.push(`I uncheck ${target}`);
          break;
        case 'hover':
          await locator.hover();
          steps.push(`I hover over ${target}`);
          break;
        case 'scroll':
          await locator.scrollIntoViewIfNeeded();
          steps.push(`I scroll to ${target}`);
          break;
        default: {
          const popup = context.waitForEvent('page', { timeout: 1_000 }).catch(() => null);
          await locator.click();
          steps.push(`I click ${target}`);
          const opened = await popup;
          if (opened) {
            page = opened;
            steps.push('I switch to the new tab');
          }
        }
      }
      await settle(page);
      grounded.push({
        clause: clause.text,
        action: clause.action,
        element: {
          role: e.role,
          name: e.name || e.label || e.placeholder,
          selector: e.selector,
          score: Math.round(chosen.score * 100) / 100,
        },
        steps,
        url,
      });
    }
    return { startPath, grounded };
  });
}
