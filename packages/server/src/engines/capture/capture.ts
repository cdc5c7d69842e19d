import type { Page, Route } from 'playwright-core';
import type { Rect } from '../diff/compare.js';
import type { BrowserPool } from './browser-pool.js';
import { FREEZE_CSS, loadLazyContent, settle } from './stabilize.js';

export type Normalize = 'text' | 'images' | 'all-content';

export interface CaptureRequest {
  url: string;
  width: number;
  height: number;
  fullPage: boolean;
  delayMs?: number;
  readySelector?: string;
  /** Capture the box around these elements instead of the page. */
  selectors?: string[];
  removeSelectors?: string[];
  hideSelectors?: string[];
  clickSelectors?: string[];
  contentRules?: Array<{ selector: string; normalize: Normalize }>;
  /** Selectors whose boxes are reported, to be left out of the comparison. */
  maskSelectors?: string[];
  /** Fixed areas left out of the comparison, in capture coordinates. */
  maskRects?: Rect[];
  /** Selectors whose boxes (position and size) are compared instead of their pixels. */
  layoutSelectors?: string[];
  timeoutMs?: number;
  /** Decides, per request, whether the page may reach that URL. */
  allowRequest(url: URL, isNavigation: boolean): Promise<boolean>;
  /** Compares two shots leaving masks out; defaults to byte equality. */
  sameShot?(a: Buffer, b: Buffer, masks: Rect[]): boolean;
}

export interface CaptureResult {
  png: Buffer;
  width: number;
  height: number;
  httpStatus: number | null;
  finalUrl: string;
  masks: Rect[];
  layout: Record<string, Rect[]>;
  stable: boolean;
  shots: number;
  blockedRequests: string[];
  /** The page's visible text, so a failure can be explained as a text change. */
  text: string;
  durationMs: number;
}

export class CaptureError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

const MAX_SHOTS = 4;

/** In-flight requests of a page; quiet() resolves once none has been pending for `idleMs`. */
function trackNetwork(page: Page) {
  let inflight = 0;
  let lastChange = performance.now();
  const change = (delta: number) => {
    inflight = Math.max(0, inflight + delta);
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet(idleMs: number, maxMs: number) {
      const deadline = performance.now() + maxMs;
      while (performance.now() < deadline && (inflight > 0 || performance.now() - lastChange < idleMs)) {
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

/** Boxes of every element matching each selector, in the coordinates of the capture. */
async function boxesOf(
  page: Page,
  selectors: string[],
  origin: { x: number; y: number },
): Promise<Record<string, Rect[]>> {
  if (selectors.length === 0) return {};
  return page.evaluate(
    ({ selectors, origin }) => {
      const out: Record<string, Array<{ x: number; y: number; width: number; height: number }>> = {};
      for (const selector of selectors) {
        out[selector] = [...document.querySelectorAll(selector)].map((el) => {
          const r = el.getBoundingClientRect();
          return {
            x: Math.round(r.left + window.scrollX - origin.x),
            y: Math.round(r.top + window.scrollY - origin.y),
            width: Math.round(r.width),
            height: Math.round(r.height),
          };
        });
      }
      return out;
    },
    { selectors, origin },
  );
}

async function prepare(page: Page, req: CaptureRequest): Promise<void> {
  if (!req.removeSelectors?.length && !req.hideSelectors?.length && !req.contentRules?.length) return;
  await page.evaluate(
    ({ remove, hide, rules }) => {
      for (const s of remove) for (const el of document.querySelectorAll(s)) el.remove();
      for (const s of hide)
        for (const el of document.querySelectorAll<HTMLElement>(s)) el.style.visibility = 'hidden';
      for (const { selector, normalize } of rules) {
        for (const el of document.querySelectorAll<HTMLElement>(selector)) {
          if (normalize !== 'images') {
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              n.textContent = (n.textContent ?? '').replace(/[^\s]/g, '•');
            }
          }
          if (normalize !== 'text') {
            const media = el.matches('img, video, canvas, svg, picture')
              ? [el]
              : [...el.querySelectorAll('img, video, canvas, svg, picture')];
            for (const m of media as HTMLElement[]) {
              const r = m.getBoundingClientRect();
              const box = document.createElement('div');
              box.style.cssText = `display:inline-block;width:${r.width}px;height:${r.height}px;background:#c8c8c8`;
              m.replaceWith(box);
            }
            el.style.backgroundImage = 'none';
          }
        }
      }
    },
    { remove: req.removeSelectors ?? [], hide: req.hideSelectors ?? [], rules: req.contentRules ?? [] },
  );
}

/**
 * Loads a page, makes it deterministic and screenshots it until two consecutive shots agree
 * (outside masked areas). A page that never agrees comes back with stable: false.
 */
export async function capturePage(pool: BrowserPool, req: CaptureRequest): Promise<CaptureResult> {
  const started = performance.now();
  const timeoutMs = req.timeoutMs ?? 60_000;
  return pool.withContext({ width: req.width, height: req.height }, async (context) => {
    const blocked: string[] = [];
    await context.route('**/*', async (route: Route) => {
      const request = route.request();
      let url: URL;
      try {
        url = new URL(request.url());
      } catch {
        return route.continue();
      }
      if (url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
      const navigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
      if (await req.allowRequest(url, navigation)) return route.continue();
      blocked.push(url.toString());
      return route.abort('blockedbyclient');
    });
    // Injected before any page script runs: no round trip, and nothing animates even once.
    await context.addInitScript((css: string) => {
      const add = () => {
        const style = document.createElement('style');
        style.setAttribute('data-visualq', 'freeze');
        style.textContent = css;
        (document.head ?? document.documentElement).appendChild(style);
      };
      if (document.documentElement) add();
      else document.addEventListener('DOMContentLoaded', add, { once: true });
    }, FREEZE_CSS);
    const page = await context.newPage();
    page.setDefaultTimeout(Math.min(timeoutMs, 30_000));
    const network = trackNetwork(page);
    const work = (async () => {
      let response: Awaited<ReturnType<Page['goto']>>;
      try {
        response = await page.goto(req.url, { waitUntil: 'load', timeout: Math.min(timeoutMs, 30_000) });
      } catch (error) {
        const reason = (error as Error).message.split('\n')[0];
        throw new CaptureError(
          blocked.length ? `navigation blocked: ${blocked[0]} is not a project host` : reason,
        );
      }
      const httpStatus = response?.status() ?? null;
      if (httpStatus !== null && httpStatus >= 400)
        throw new CaptureError(`page answered HTTP ${httpStatus}`, httpStatus);
      await network.quiet(50, 3_000);
      await prepare(page, req);
      for (const selector of req.clickSelectors ?? []) {
        await page.click(selector, { timeout: 5_000 }).catch((error: Error) => {
          throw new CaptureError(`click on ${selector} failed: ${error.message.split('\n')[0]}`, httpStatus);
        });
      }
      if (req.readySelector) {
        await page.waitForSelector(req.readySelector, { timeout: 15_000 }).catch(() => {
          throw new CaptureError(`readySelector ${req.readySelector} did not appear within 15 s`, httpStatus);
        });
      }
      if (req.fullPage) await loadLazyContent(page);
      await settle(page, 5_000);
      if (req.delayMs) await page.waitForTimeout(req.delayMs);

      let clip: Rect | undefined;
      if (req.selectors?.length) {
        const boxes = Object.values(await boxesOf(page, req.selectors, { x: 0, y: 0 })).flat();
        if (boxes.length === 0)
          throw new CaptureError(`no element matches ${req.selectors.join(', ')}`, httpStatus);
        const x = Math.min(...boxes.map((b) => b.x));
        const y = Math.min(...boxes.map((b) => b.y));
        clip = {
          x,
          y,
          width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
          height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
        };
      }
      const origin = clip ? { x: clip.x, y: clip.y } : { x: 0, y: 0 };
      // Text of masked elements is left out, as their pixels are: it changes by design.
      const text = await page
        .evaluate((masked) => {
          let all = document.body?.innerText ?? '';
          for (const s of masked)
            for (const el of document.querySelectorAll<HTMLElement>(s)) all = all.replace(el.innerText, '');
          return all.slice(0, 20_000);
        }, req.maskSelectors ?? [])
        .catch(() => '');
      const masksBySelector = await boxesOf(page, req.maskSelectors ?? [], origin);
      const masks = [...Object.values(masksBySelector).flat(), ...(req.maskRects ?? [])];
      const layout = await boxesOf(page, req.layoutSelectors ?? [], origin);
      const shoot = () =>
        page.screenshot({
          fullPage: req.fullPage && !clip,
          clip,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        });
      const same = req.sameShot ?? ((a: Buffer, b: Buffer) => a.equals(b));
      let shot = await shoot();
      let shots = 1;
      let stable = false;
      while (shots < MAX_SHOTS) {
        const next = await shoot();
        shots++;
        if (same(shot, next, masks)) {
          stable = true;
          shot = next;
          break;
        }
        shot = next;
        await page.waitForTimeout(250);
      }
      const view = new DataView(shot.buffer, shot.byteOffset, shot.byteLength);
      return {
        png: shot,
        width: view.getUint32(16),
        height: view.getUint32(20),
        httpStatus,
        finalUrl: page.url(),
        masks,
        layout,
        stable,
        shots,
        blockedRequests: blocked,
        text,
        durationMs: Math.round(performance.now() - started),
      };
    })();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new CaptureError(`capture timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  });
}
