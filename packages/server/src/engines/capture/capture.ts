import { errors, type Page } from 'playwright-core';
import type { Rect } from '../diff/compare.js';
import { pngSize } from '../diff/png.js';
import type { ConnectPolicy } from '../network/filtering-proxy.js';
import { trackNetwork } from '../network/in-flight.js';
import type { BrowserPool } from './browser-pool.js';
import { CaptureError } from './capture-error.js';
import type { Engine } from './engines.js';
import { captureFingerprint, type RenderInputs, recordInputs } from './inputs.js';
import { locateMoving, type MovingElement } from './moving-elements.js';
import { screenshot } from './screenshot.js';
import {
  applyPageRules,
  loadLazyContent,
  PAGE_INIT_SCRIPT,
  type PageRules,
  settle,
  stillFor,
} from './stabilize.js';

export { CaptureError } from './capture-error.js';
export type { Normalize } from './stabilize.js';

export interface CaptureRequest extends PageRules {
  url: string;
  width: number;
  height: number;
  fullPage: boolean;
  delayMs?: number;
  readySelector?: string;
  /** Capture the box around these elements instead of the page. */
  selectors?: string[];
  clickSelectors?: string[];
  /** Selectors whose boxes are reported, to be left out of the comparison. */
  maskSelectors?: string[];
  /** Fixed areas left out of the comparison, in capture coordinates. */
  maskRects?: Rect[];
  /** Selectors whose boxes (position and size) are compared instead of their pixels. */
  layoutSelectors?: string[];
  timeoutMs?: number;
  /**
   * Trust no single shot, even of a page that was still: shoot until two agree. For a baseline,
   * which every later capture is judged against.
   */
  confirmShot?: boolean;
  /** The most pixels one screenshot may have: a taller page is refused, not decoded into memory. */
  maxPixels?: number;
  /** Set for the page's URL before it loads (the pool clears them after the capture). */
  cookies?: Array<{ name: string; value: string }>;
  /** Decides every connection the page makes. */
  policy: ConnectPolicy;
  /** The browser engine that renders the page; default chromium. */
  engine?: Engine;
  /**
   * The areas that changed between two shots, masks left out ([] when they agree); defaults to
   * byte equality, with the whole shot as the changed area.
   */
  changedAreas?(a: Buffer, b: Buffer, masks: Rect[]): Promise<Rect[]>;
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
  /** When not stable: the elements that kept changing, smallest first per changed area. */
  moving?: MovingElement[];
  shots: number;
  blockedRequests: string[];
  /** The page's visible text, so a failure can be explained as a text change. */
  text: string;
  durationMs: number;
  /** What the page rendered from, so a later test can tell nothing changed (see inputs.ts). */
  inputs: RenderInputs;
}

const MAX_SHOTS = 4;
/**
 * How long a page must have been still before its first shot for that shot alone to be trusted: as
 * long as the network had to be quiet, and longer than two agreeing shots are apart.
 */
const STILL_MS = 50;

interface PageFacts {
  text: string;
  boxes: Record<string, Rect[]>;
}

/**
 * The page's visible text (without the text of masked elements: it changes by design) and the
 * document boxes of every element matching each selector, in one round trip.
 */
function inspect(page: Page, selectors: string[], masked: string[]): Promise<PageFacts> {
  return page.evaluate(
    ({ selectors, masked }) => {
      let text = document.body?.innerText ?? '';
      for (const s of masked)
        for (const el of document.querySelectorAll<HTMLElement>(s)) text = text.replace(el.innerText, '');
      const boxes: Record<string, Array<{ x: number; y: number; width: number; height: number }>> = {};
      for (const selector of selectors) {
        boxes[selector] = [...document.querySelectorAll(selector)].map((el) => {
          const r = el.getBoundingClientRect();
          return {
            x: Math.round(r.left + window.scrollX),
            y: Math.round(r.top + window.scrollY),
            width: Math.round(r.width),
            height: Math.round(r.height),
          };
        });
      }
      return { text: text.slice(0, 20_000), boxes };
    },
    { selectors, masked },
  );
}

function boundingBox(boxes: Rect[]): Rect {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return {
    x,
    y,
    width: Math.max(...boxes.map((b) => b.x + b.width)) - x,
    height: Math.max(...boxes.map((b) => b.y + b.height)) - y,
  };
}

/** The boxes of `selectors`, moved into the coordinates of a capture whose top-left is `origin`. */
function relativeTo(boxes: Record<string, Rect[]>, selectors: string[], origin: { x: number; y: number }) {
  const out: Record<string, Rect[]> = {};
  for (const s of selectors)
    out[s] = (boxes[s] ?? []).map((b) => ({ ...b, x: b.x - origin.x, y: b.y - origin.y }));
  return out;
}

function firstLine(error: unknown): string {
  return (error as Error).message.split('\n')[0];
}

/** What a capture was asked to do, without how it is policed or bounded. */
export function captureAsked(req: CaptureRequest): object {
  const {
    policy: _policy,
    changedAreas: _changedAreas,
    timeoutMs: _timeoutMs,
    confirmShot: _confirmShot,
    maxPixels: _maxPixels,
    ...asked
  } = req;
  return asked;
}

/**
 * Loads a page, makes it deterministic and screenshots it: once when the page had been still for
 * STILL_MS before the shot and stayed so, else until two consecutive shots agree (outside masked
 * areas). A page that never agrees comes back with stable: false.
 */
export async function capturePage(pool: BrowserPool, req: CaptureRequest): Promise<CaptureResult> {
  const started = performance.now();
  const timeoutMs = req.timeoutMs ?? 60_000;
  const navigationTimeout = Math.min(timeoutMs, 30_000);
  pool.addInitScript(PAGE_INIT_SCRIPT);
  return pool.withPage(
    { width: req.width, height: req.height, policy: req.policy, engine: req.engine },
    async (lease) => {
      const { page, channel } = lease;
      const blocked = channel.refusals;
      page.setDefaultTimeout(navigationTimeout);
      const network = trackNetwork(page);
      const recorder = recordInputs(page);
      const work = async (): Promise<CaptureResult> => {
        let response: Awaited<ReturnType<Page['goto']>>;
        if (req.cookies?.length) {
          await page.context().addCookies(req.cookies.map((c) => ({ ...c, url: req.url })));
        }
        try {
          response = await page.goto(req.url, { waitUntil: 'load', timeout: navigationTimeout });
        } catch (error) {
          if (blocked.length) throw new CaptureError(`navigation blocked: ${blocked[0]}`);
          throw new CaptureError(firstLine(error), null, error instanceof errors.TimeoutError);
        }
        if (response?.headers()['x-visualq-refused'] && blocked.length)
          throw new CaptureError(`navigation blocked: ${blocked[0]}`);
        const httpStatus = response?.status() ?? null;
        if (httpStatus !== null && httpStatus >= 400)
          throw new CaptureError(`page answered HTTP ${httpStatus}`, httpStatus);
        await network.quiet(50, 3_000);
        await applyPageRules(page, req);
        for (const selector of req.clickSelectors ?? []) {
          await page.click(selector, { timeout: 5_000 }).catch((error: Error) => {
            throw new CaptureError(`click on ${selector} failed: ${firstLine(error)}`, httpStatus);
          });
        }
        if (req.readySelector) {
          await page.waitForSelector(req.readySelector, { timeout: 15_000 }).catch(() => {
            throw new CaptureError(
              `readySelector ${req.readySelector} did not appear within 15 s`,
              httpStatus,
            );
          });
        }
        // What scrolling started (a fetch, an image) is awaited like the first load.
        if (req.fullPage && (await loadLazyContent(page))) await network.quiet(50, 3_000);
        await settle(page, 5_000);
        if (req.delayMs) await page.waitForTimeout(req.delayMs);

        const masked = req.maskSelectors ?? [];
        const layoutSelectors = req.layoutSelectors ?? [];
        const facts = await inspect(page, [...(req.selectors ?? []), ...masked, ...layoutSelectors], masked);
        let clip: Rect | undefined;
        if (req.selectors?.length) {
          const boxes = req.selectors.flatMap((s) => facts.boxes[s] ?? []);
          if (boxes.length === 0)
            throw new CaptureError(`no element matches ${req.selectors.join(', ')}`, httpStatus);
          clip = boundingBox(boxes);
        }
        const origin = clip ?? { x: 0, y: 0 };
        const masks = [
          ...Object.values(relativeTo(facts.boxes, masked, origin)).flat(),
          ...(req.maskRects ?? []),
        ];
        const layout = relativeTo(facts.boxes, layoutSelectors, origin);
        const shoot = () => screenshot(lease, clip ?? (req.fullPage ? 'page' : 'viewport'), req.maxPixels);
        const changed =
          req.changedAreas ??
          (async (a: Buffer, b: Buffer) => (a.equals(b) ? [] : [{ x: 0, y: 0, ...pngSize(b) }]));
        // A page that was already still before its first shot began, and stayed so, is that shot.
        const shotAt = performance.now();
        let shot = await shoot();
        let shots = 1;
        let stable = !req.confirmShot && (await stillFor(page)) >= performance.now() - shotAt + STILL_MS;
        let areas: Rect[] = [];
        // A masked element may change size between shots (a counter gaining a digit): its mask
        // grows to every box it has taken, so what it covers never reads as a change.
        const growMasks = async () => {
          if (masked.length === 0) return;
          const again = await inspect(page, masked, masked);
          for (const r of Object.values(relativeTo(again.boxes, masked, origin)).flat()) {
            if (
              !masks.some((m) => m.x === r.x && m.y === r.y && m.width === r.width && m.height === r.height)
            )
              masks.push(r);
          }
        };
        while (!stable && shots < MAX_SHOTS) {
          const next = await shoot();
          shots++;
          await growMasks();
          areas = await changed(shot, next, masks);
          shot = next;
          if (areas.length === 0) {
            stable = true;
            break;
          }
          await page.waitForTimeout(250);
        }
        const moving = stable ? undefined : await locateMoving(page, areas, origin).catch(() => []);
        const fingerprint = captureFingerprint(captureAsked(req), await pool.version(req.engine));
        const inputs = await recorder.inputs(fingerprint, req.cookies?.length ?? 0);
        return {
          png: shot,
          ...pngSize(shot),
          httpStatus,
          finalUrl: page.url(),
          masks,
          layout,
          stable,
          moving,
          shots,
          blockedRequests: [...blocked],
          text: facts.text,
          durationMs: Math.round(performance.now() - started),
          inputs,
        };
      };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new CaptureError(`capture timed out after ${timeoutMs} ms`, null, true)),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([work(), timeout]);
      } finally {
        clearTimeout(timer);
        network.stop();
        recorder.stop();
      }
    },
  );
}
