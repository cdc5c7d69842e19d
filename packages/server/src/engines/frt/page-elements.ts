import type { Locator, Page } from 'playwright-core';

/** An element a person can act on, as a page lists it for grounding a goal. */
export interface PageElement {
  role: string;
  /** Accessible name: what a person reads on or beside it. */
  name: string;
  label: string;
  placeholder: string;
  testId: string;
  nameAttr: string;
  tag: string;
  type: string;
  href: string;
  /** Classes, ids and hrefs of the element and its ancestors: what kind of thing it is. */
  context: string;
  /** A CSS selector unique in the page. */
  selector: string;
  visible: boolean;
  options: string[];
  /** The regions holding it, innermost first: a landmark's label, a fieldset's legend, a heading before it. */
  regions: string[];
  /** In the site's chrome (navigation, header, footer, sidebar), not the page's own content. */
  inChrome: boolean;
  /** The text of the card, row, list item or section holding it (empty when it stands alone). */
  container: string;
}

/**
 * Everything grounding needs to know of one element, computed in the page. Self-contained (it is
 * sent to the browser as source), so it may use nothing from this module.
 */
export function elementFacts(el: Element): PageElement {
  const esc = (v: string) => CSS.escape(v);
  const unique = (s: string) => {
    try {
      return document.querySelectorAll(s).length === 1;
    } catch {
      return false;
    }
  };
  const selectorOf = (el: Element): string => {
    if (el.id && unique(`#${esc(el.id)}`)) return `#${esc(el.id)}`;
    const testId = el.getAttribute('data-testid');
    if (testId && unique(`[data-testid="${testId}"]`)) return `[data-testid="${testId}"]`;
    const name = el.getAttribute('name');
    const tagName = el.tagName.toLowerCase();
    if (name && unique(`${tagName}[name="${name}"]`)) return `${tagName}[name="${name}"]`;
    const steps: string[] = [];
    let node: Element | null = el;
    while (node && node !== document.body) {
      if (node.id && unique(`#${esc(node.id)}`)) {
        steps.unshift(`#${esc(node.id)}`);
        return steps.join(' > ');
      }
      const tag = node.tagName.toLowerCase();
      const same = node.parentElement
        ? [...node.parentElement.children].filter((c) => c.tagName === node!.tagName)
        : [];
      steps.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(node) + 1})` : tag);
      node = node.parentElement;
    }
    steps.unshift('body');
    return steps.join(' > ');
  };
  const text = (el: Element | null) =>
    (el as HTMLElement | null)?.innerText?.replace(/\s+/g, ' ').trim() ?? '';
  // A label's own words, without the text of the controls it wraps (a select's options).
  const labelOf = (el: Element) => {
    const id = el.getAttribute('id');
    const label = (id ? document.querySelector(`label[for="${esc(id)}"]`) : null) ?? el.closest('label');
    if (!label) return '';
    const copy = label.cloneNode(true) as Element;
    for (const control of copy.querySelectorAll('select,input,textarea,button')) control.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  const roleOf = (el: Element) => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit;
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    if (tag === 'a') return 'link';
    if (tag === 'button' || tag === 'summary') return 'button';
    if (tag === 'select') return 'combobox';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'input') {
      if (['submit', 'button', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'search') return 'searchbox';
      return 'textbox';
    }
    return 'generic';
  };
  const nameOf = (el: Element) => {
    const aria = el.getAttribute('aria-label');
    if (aria) return aria.trim();
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ');
    const tag = el.tagName.toLowerCase();
    if (tag === 'input' || tag === 'select' || tag === 'textarea') {
      const type = (el.getAttribute('type') ?? '').toLowerCase();
      if (['submit', 'button', 'reset'].includes(type)) return (el as HTMLInputElement).value;
      return labelOf(el) || el.getAttribute('placeholder') || el.getAttribute('title') || '';
    }
    return text(el) || el.querySelector('img')?.getAttribute('alt') || el.getAttribute('title') || '';
  };
  const context = (el: Element) => {
    const parts: string[] = [];
    let node: Element | null = el;
    for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
      parts.push(
        node.id,
        String(node.getAttribute('class') ?? ''),
        node.getAttribute('href') ?? '',
        node.getAttribute('data-testid') ?? '',
      );
    }
    return parts.join(' ');
  };

  const regionsOf = (el: Element) => {
    const names: string[] = [];
    for (
      let node = el.parentElement;
      node && node !== document.body && names.length < 3;
      node = node.parentElement
    ) {
      const labelledBy = node.getAttribute('aria-labelledby');
      const label =
        node.getAttribute('aria-label') || (labelledBy ? text(document.getElementById(labelledBy)) : '');
      const legend = node.tagName === 'FIELDSET' ? text(node.querySelector('legend')) : '';
      const before = [...node.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')].filter(
        (h) => !h.contains(el) && h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      const name = label || legend || text(before.at(-1) ?? null);
      if (name && !names.includes(name)) names.push(name.slice(0, 120));
    }
    return names;
  };

  const containerOf = (el: Element) => {
    const own = text(el);
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      if (/^(MAIN|NAV|HEADER|FOOTER)$/.test(node.tagName)) return '';
      if (
        !/^(TR|LI|ARTICLE|SECTION|FIELDSET)$/.test(node.tagName) &&
        !node.matches('[role=row],[role=listitem],[class*=card]')
      )
        continue;
      const t = text(node);
      return t.length > own.length ? t.slice(0, 200) : '';
    }
    return '';
  };
  const style = getComputedStyle(el);
  const visible = el.getClientRects().length > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  return {
    role: roleOf(el),
    name: nameOf(el).slice(0, 200),
    label: labelOf(el).slice(0, 200),
    placeholder: el.getAttribute('placeholder') ?? '',
    testId: el.getAttribute('data-testid') ?? '',
    nameAttr: el.getAttribute('name') ?? '',
    tag: el.tagName.toLowerCase(),
    type: (el.getAttribute('type') ?? '').toLowerCase(),
    href: el.getAttribute('href') ?? '',
    context: context(el).slice(0, 400),
    selector: selectorOf(el),
    visible,
    options: el.tagName === 'SELECT' ? [...(el as HTMLSelectElement).options].map((o) => o.text.trim()) : [],
    regions: regionsOf(el),
    inChrome:
      el.closest('nav,header,footer,aside,[role=navigation],[role=banner],[role=contentinfo]') !== null,
    container: containerOf(el),
  };
}

const CLICKABLE = new Set(['link', 'button', 'tab', 'menuitem', 'option', 'checkbox', 'radio']);

/**
 * Whether an action (a goal clause's or a step's: click, hover, fill, search, select, check,
 * uncheck…) can be carried out on an element of this kind; any other action fits anything.
 */
export function fits(action: string, e: PageElement): boolean {
  switch (action) {
    case 'click':
    case 'hover':
      return CLICKABLE.has(e.role);
    case 'fill':
    case 'search':
      return e.role === 'textbox' || e.role === 'searchbox';
    case 'select':
      return e.tag === 'select' || e.role === 'combobox';
    case 'check':
    case 'uncheck':
      return e.role === 'checkbox' || e.role === 'radio';
    default:
      return true;
  }
}

/** The elements a person can act on. */
export const INTERACTIVE =
  'a[href],button,input:not([type=hidden]),select,textarea,summary,[role=button],[role=link],[role=tab],[role=checkbox],[role=radio],[role=menuitem],[role=option],[role=searchbox],[role=combobox]';

/** Lists the interactive elements of the page with their names, roles and a unique selector each. */
export function listElements(page: Page): Promise<PageElement[]> {
  return page.evaluate(
    `[...document.querySelectorAll(${JSON.stringify(INTERACTIVE)})].map(${elementFacts.toString()})`,
  );
}

/** The facts of one element a locator found (to remember what a step acted on). */
export function factsOf(element: Locator): Promise<PageElement> {
  return element.evaluate(elementFacts);
}

/** The lines of text a visitor reads in the page's content (its main part, else its body). */
export async function contentLines(page: Page): Promise<string[]> {
  const text = await page
    .evaluate(
      () => ((document.querySelector('main') ?? document.body) as HTMLElement | null)?.innerText ?? '',
    )
    .catch(() => '');
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
