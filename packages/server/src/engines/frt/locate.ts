import type { Page, Locator as PwLocator } from 'playwright-core';
import type { Locator } from './actions.js';

/** What a target is looked up for: it decides which kinds of element come first. */
export type Purpose = 'click' | 'fill' | 'select' | 'check' | 'see';

const CLICKABLE = ['button', 'link', 'tab', 'menuitem', 'option', 'checkbox', 'radio'] as const;
const FIELDS = ['textbox', 'searchbox', 'spinbutton', 'combobox'] as const;

function looksLikeCss(value: string): boolean {
  return /^[#.[]\S|^[a-z]+[#.[]/i.test(value);
}

/**
 * The ways a target can be found, most specific first, for one purpose: exact ways in a first
 * tier, loose ones in a second that is only tried when no exact way shows the element.
 */
function candidates(page: Page | PwLocator, target: Locator, purpose: Purpose): PwLocator[][] {
  const v = target.value;
  switch (target.by) {
    case 'css':
      return [[page.locator(v)]];
    case 'testid':
      return [[page.getByTestId(v)]];
    case 'label':
      return [[page.getByLabel(v, { exact: true })], [page.getByLabel(v)]];
    case 'placeholder':
      return [[page.getByPlaceholder(v, { exact: true })], [page.getByPlaceholder(v)]];
    case 'text':
      return [[page.getByText(v, { exact: true })], [page.getByText(v)]];
    case 'role':
      return [[page.getByRole(v as never, target.name ? { name: target.name } : {})]];
  }
  const exact = { name: v, exact: true };
  const loose = { name: v };
  const css = looksLikeCss(v) ? [page.locator(v)] : [];
  if (purpose === 'fill') {
    return [
      [
        page.getByLabel(v, { exact: true }),
        page.getByPlaceholder(v, { exact: true }),
        ...FIELDS.map((role) => page.getByRole(role, exact)),
      ],
      [
        page.getByLabel(v),
        page.getByPlaceholder(v),
        ...FIELDS.map((role) => page.getByRole(role, loose)),
        page.getByTestId(v),
        ...css,
      ],
    ];
  }
  if (purpose === 'select') {
    return [
      [page.getByLabel(v, { exact: true }), page.getByRole('combobox', exact)],
      [page.getByLabel(v), page.getByTestId(v), ...css],
    ];
  }
  if (purpose === 'check') {
    return [
      [
        page.getByLabel(v, { exact: true }),
        page.getByRole('checkbox', exact),
        page.getByRole('radio', exact),
      ],
      [page.getByLabel(v), page.getByRole('checkbox', loose), page.getByTestId(v), ...css],
    ];
  }
  return [
    [
      ...CLICKABLE.map((role) => page.getByRole(role, exact)),
      page.getByLabel(v, { exact: true }),
      page.getByText(v, { exact: true }),
    ],
    [...CLICKABLE.map((role) => page.getByRole(role, loose)), page.getByText(v), page.getByTestId(v), ...css],
  ];
}

/**
 * The first visible element among the first five matches of the ways, in order; else the first
 * hidden one.
 */
async function firstVisible(ways: PwLocator[]): Promise<{ visible?: PwLocator; hidden?: PwLocator }> {
  // The usual case first, in one count: all the ways together show exactly one visible element.
  // That locator is then acted on as it is (a handle would cost the browser more round trips).
  const together = ways.reduce((a, b) => a.or(b)).filter({ visible: true });
  if ((await together.count().catch(() => 0)) === 1) return { visible: together };
  // Counted together: one round trip's wait instead of one per way of finding the element.
  const counts = await Promise.all(ways.map((c) => c.count().catch(() => 0)));
  let hidden: PwLocator | undefined;
  for (const [i, way] of ways.entries()) {
    for (let n = 0; n < Math.min(counts[i], 5); n++) {
      const element = way.nth(n);
      if (await element.isVisible().catch(() => false)) return { visible: element, hidden };
    }
    if (counts[i] > 0) hidden ??= way.first();
  }
  return { hidden };
}

const REGIONS =
  'section,article,aside,nav,main,form,fieldset,ul,ol,li,div,[role=region],[role=tabpanel],[role=list],[role=group]';

/**
 * Where to look for a target: the page, or the regions named `within`, innermost first (the
 * containers of a heading, legend or label with that name, and elements labelled with it).
 */
async function roots(page: Page, target: Locator): Promise<Array<Page | PwLocator>> {
  if (!target.within) return [page];
  const name = target.within;
  const titled = page
    .locator(REGIONS)
    .filter({ has: page.getByRole('heading', { name }).or(page.locator('legend', { hasText: name })) });
  const labelled = page.getByLabel(name, { exact: true }).filter({ has: page.locator('*') });
  let all = titled.or(labelled);
  let count = await all.count().catch(() => 0);
  // A row or an item has no heading: "Pay" in "FAC-2026-0719" is the row that shows that text.
  if (!count) {
    all = page.locator(ROWS).filter({ hasText: name });
    count = await all.count().catch(() => 0);
  }
  return Array.from({ length: count }, (_, i) => all.nth(count - 1 - i));
}

/** Containers named by the text they show rather than by a heading (the walk's rows and cards). */
export const ROWS = 'tr,[role=row],li,[role=listitem],article,section,fieldset,[class*=card]';

/**
 * The element a target names: the first way of finding it that matches a visible element (or,
 * failing that, any element), retried until `timeoutMs` as pages render late.
 */
export async function locate(
  page: Page,
  target: Locator,
  purpose: Purpose,
  timeoutMs: number,
): Promise<PwLocator> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; ) {
    let hidden: PwLocator | undefined;
    for (const root of await roots(page, target)) {
      for (const tier of candidates(root, target, purpose)) {
        const found = await firstVisible(tier);
        if (found.visible) return found.visible;
        hidden ??= found.hidden;
      }
    }
    if (Date.now() > deadline) {
      if (hidden) return hidden;
      throw new Error(
        `no element matches ${target.by === 'auto' ? `"${target.value}"` : `${target.by}=${target.value}`}${target.within ? ` in "${target.within}"` : ''}`,
      );
    }
    await retryPause(attempt++);
  }
}

/** Playwright's own rhythm for retrying: at once, then 20, 50, 100 ms, then 100 ms at a time. */
const PAUSES = [0, 20, 50, 100];
export function retryPause(attempt: number): Promise<void> {
  const ms = PAUSES[attempt] ?? 100;
  return ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** True once no way of finding the target shows a visible element. */
export async function isAbsent(page: Page, target: Locator): Promise<boolean> {
  for (const tier of candidates(page, target, 'see')) {
    if ((await firstVisible(tier)).visible) return false;
  }
  return true;
}

/** How many elements a target matches: CSS and test ids as such, other targets by exact text. */
export async function countOf(page: Page, target: Locator): Promise<number> {
  if (target.by === 'css' || (target.by === 'auto' && looksLikeCss(target.value))) {
    return page.locator(target.value).count();
  }
  if (target.by === 'testid') return page.getByTestId(target.value).count();
  return page.getByText(target.value, { exact: true }).count();
}
