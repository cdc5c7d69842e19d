import type { Page } from 'playwright-core';
import type { BrowserPool } from '../capture/browser-pool.js';
import { CaptureError } from '../capture/capture-error.js';
import type { Engine } from '../capture/engines.js';
import { screenshot } from '../capture/screenshot.js';
import { applyPageRules, loadLazyContent, PAGE_INIT_SCRIPT, settle } from '../capture/stabilize.js';
import type { Rect } from '../diff/compare.js';
import type { ConnectPolicy } from '../network/filtering-proxy.js';
import { trackNetwork } from '../network/in-flight.js';

/** One element of the page as laid out: where it is, how big, and how many lines its own text takes. */
export interface LaidOutElement {
  /** The same element in every engine: an id unique in the page, or a path of :nth-of-type steps. */
  selector: string;
  /** Index of the parent element in the list, -1 for body. */
  parent: number;
  visible: boolean;
  /** Inside an element the comparison leaves out (a dynamic region). */
  masked: boolean;
  box: Rect;
  fontSize: number;
  /** Lines taken by the element's own text (0 without text of its own). */
  lines: number;
  text: string;
}

export interface PageLayout {
  engine: Engine;
  engineVersion: string;
  url: string;
  elements: LaidOutElement[];
  /** The full page as it was measured. */
  png: Buffer;
}

export interface LayoutRequest {
  engine: Engine;
  url: string;
  width: number;
  height: number;
  policy: ConnectPolicy;
  /** Elements left out of the comparison (they change by design); still in the picture. */
  maskSelectors?: string[];
  removeSelectors?: string[];
  hideSelectors?: string[];
  maxPixels?: number;
  timeoutMs?: number;
}

/** The most elements read from one page: past that the comparison is about the first ones. */
const MAX_ELEMENTS = 4_000;

/** Runs in the page: every element under body, in document order, with its box and text lines. */
function readLayout({ masked, max }: { masked: string[]; max: number }) {
  const maskedRoots = masked.flatMap((s) => {
    try {
      return [...document.querySelectorAll(s)];
    } catch {
      return [];
    }
  });
  const unique = (selector: string) => document.querySelectorAll(selector).length === 1;
  const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'LINK', 'META']);
  const out: Array<{
    selector: string;
    parent: number;
    visible: boolean;
    masked: boolean;
    box: { x: number; y: number; width: number; height: number };
    fontSize: number;
    lines: number;
    text: string;
  }> = [];
  const walk = (el: Element, selector: string, parent: number, inMask: boolean) => {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    const isMasked = inMask || maskedRoots.includes(el);
    let lines = 0;
    let text = '';
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      text += `${node.textContent.trim()} `;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines += new Set([...range.getClientRects()].filter((q) => q.width > 0).map((q) => Math.round(q.top)))
        .size;
    }
    const index = out.length;
    out.push({
      selector,
      parent,
      visible: style.display !== 'none' && style.visibility !== 'hidden' && r.width > 0 && r.height > 0,
      masked: isMasked,
      box: { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height },
      fontSize: Number.parseFloat(style.fontSize) || 16,
      lines,
      text: text.trim().slice(0, 80),
    });
    const seen = new Map<string, number>();
    for (const child of el.children) {
      if (skip.has(child.tagName) || out.length >= max) continue;
      const tag = child.tagName.toLowerCase();
      seen.set(tag, (seen.get(tag) ?? 0) + 1);
      const alike = [...el.children].filter((c) => c.tagName === child.tagName).length;
      const id = child.id ? `#${CSS.escape(child.id)}` : '';
      const step = alike > 1 ? `${tag}:nth-of-type(${seen.get(tag)})` : tag;
      walk(child, id && unique(id) ? id : `${selector} > ${step}`, index, isMasked);
    }
  };
  walk(document.body, 'body', -1, false);
  return out;
}

/**
 * Loads a page in one engine, stabilised as a capture is (motion frozen, fonts, images and lazy
 * content awaited), and reads its layout from the DOM together with a full-page screenshot.
 */
export async function renderLayout(pool: BrowserPool, req: LayoutRequest): Promise<PageLayout> {
  pool.addInitScript(PAGE_INIT_SCRIPT);
  const timeoutMs = req.timeoutMs ?? 30_000;
  return pool.withPage(
    { engine: req.engine, width: req.width, height: req.height, policy: req.policy },
    async (lease) => {
      const { page, channel } = lease;
      page.setDefaultTimeout(timeoutMs);
      const network = trackNetwork(page);
      try {
        const response = await page
          .goto(req.url, { waitUntil: 'load', timeout: timeoutMs })
          .catch((error) => {
            const refused = channel.refusals[0];
            throw new CaptureError(
              refused ? `navigation blocked: ${refused}` : (error as Error).message.split('\n')[0],
            );
          });
        if (response?.headers()['x-visualq-refused'] && channel.refusals.length)
          throw new CaptureError(`navigation blocked: ${channel.refusals[0]}`);
        const status = response?.status() ?? null;
        if (status !== null && status >= 400) throw new CaptureError(`page answered HTTP ${status}`, status);
        await network.quiet(50, 3_000);
        await applyPageRules(page, req);
        if (await loadLazyContent(page)) await network.quiet(50, 3_000);
        await settle(page, 5_000);
        const elements = await read(page, req.maskSelectors ?? []);
        return {
          engine: req.engine,
          engineVersion: await pool.version(req.engine),
          url: page.url(),
          elements,
          png: await screenshot(lease, 'page', req.maxPixels),
        };
      } finally {
        network.stop();
      }
    },
  );
}

function read(page: Page, masked: string[]): Promise<LaidOutElement[]> {
  return page.evaluate(readLayout, { masked, max: MAX_ELEMENTS });
}
