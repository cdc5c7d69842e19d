import type { Page } from 'playwright-core';
import type { Rect } from '../diff/compare.js';

/** An element that changed between two shots of a page that never settled. */
export interface MovingElement {
  selector: string;
  /** Its box in capture coordinates. */
  box: Rect;
}

/**
 * Names the smallest elements that hold each changed area (in capture coordinates whose top-left
 * is `origin` on the page), with a selector unique in the page: an id, a test id, or a path of
 * :nth-of-type steps from the nearest ancestor with an id.
 */
export async function locateMoving(
  page: Page,
  regions: Rect[],
  origin: { x: number; y: number },
): Promise<MovingElement[]> {
  const areas = regions.slice(0, 8).map((r) => ({ ...r, x: r.x + origin.x, y: r.y + origin.y }));
  const found = await page.evaluate((areas) => {
    const cssEscape = (v: string) => CSS.escape(v);
    const unique = (selector: string) => document.querySelectorAll(selector).length === 1;
    const selectorOf = (el: Element): string => {
      if (el.id && unique(`#${cssEscape(el.id)}`)) return `#${cssEscape(el.id)}`;
      const testId = el.getAttribute('data-testid');
      if (testId && unique(`[data-testid="${testId}"]`)) return `[data-testid="${testId}"]`;
      const steps: string[] = [];
      let node: Element | null = el;
      while (node && node !== document.body && node !== document.documentElement) {
        if (node.id && unique(`#${cssEscape(node.id)}`)) {
          steps.unshift(`#${cssEscape(node.id)}`);
          return steps.join(' > ');
        }
        const tag = node.tagName.toLowerCase();
        const siblings = node.parentElement
          ? [...node.parentElement.children].filter((c) => c.tagName === node!.tagName)
          : [];
        steps.unshift(siblings.length > 1 ? `${tag}:nth-of-type(${siblings.indexOf(node) + 1})` : tag);
        node = node.parentElement;
      }
      steps.unshift('body');
      return steps.join(' > ');
    };
    const boxes = [...document.body.querySelectorAll('*')].map((el) => {
      const r = el.getBoundingClientRect();
      return { el, x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
    });
    return areas.map((a) => {
      let best: (typeof boxes)[number] | undefined;
      for (const b of boxes) {
        const holds =
          b.width > 0 &&
          b.height > 0 &&
          b.x <= a.x + 1 &&
          b.y <= a.y + 1 &&
          b.x + b.width >= a.x + a.width - 1 &&
          b.y + b.height >= a.y + a.height - 1;
        if (holds && (!best || b.width * b.height < best.width * best.height)) best = b;
      }
      return best
        ? {
            selector: selectorOf(best.el),
            box: { x: best.x, y: best.y, width: best.width, height: best.height },
          }
        : null;
    });
  }, areas);
  const seen = new Set<string>();
  const moving: MovingElement[] = [];
  for (const m of found) {
    if (!m || seen.has(m.selector)) continue;
    seen.add(m.selector);
    moving.push({
      selector: m.selector,
      box: {
        x: Math.round(m.box.x - origin.x),
        y: Math.round(m.box.y - origin.y),
        width: Math.round(m.box.width),
        height: Math.round(m.box.height),
      },
    });
  }
  return moving;
}
