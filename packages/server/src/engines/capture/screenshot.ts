import type { CDPSession, Page } from 'playwright-core';
import type { Rect } from '../diff/compare.js';
import type { PageLease } from './browser-pool.js';
import { CaptureError } from './capture-error.js';
import { withWindowFocus } from './window-focus.js';

/** What to shoot: an area of the document, the whole page, or what the screen shows. */
export type ShotArea = Rect | 'page' | 'viewport';

/** The area to shoot in document coordinates, or none for the screen as it is. */
type Plan = { clip?: Rect };

/** A shot, its baseline and their diff are held decoded (4 bytes a pixel each): bound them first. */
function withinBudget({ clip }: Plan, maxPixels: number): void {
  if (!clip || clip.width * clip.height <= maxPixels) return;
  const mpx = (n: number) => `${Math.round(n / 100_000) / 10} Mpx`;
  throw new CaptureError(
    `the capture would be ${clip.width}×${clip.height} px (${mpx(clip.width * clip.height)}), over the budget of ${mpx(maxPixels)} (VISUALQ_MAX_CAPTURE_PIXELS): capture part of the page (selectors, or fullPage: false)`,
  );
}

/** A page that fits the screen is the screen: shot as it is, without resizing the view to the page. */
function planOf(area: ShotArea, content: { width: number; height: number }, screen: typeof content): Plan {
  if (area === 'viewport') return {};
  if (area !== 'page') return { clip: area };
  if (content.width === screen.width && content.height === screen.height) return {};
  return { clip: { x: 0, y: 0, ...content } };
}

/**
 * Chromium: a PNG straight from CDP, with its fast PNG encoder and no per-shot script injection
 * (motion and the caret are already frozen by the init script). Pixel-identical to page.screenshot
 * and about 2-3× quicker here.
 */
async function cdpShot(cdp: CDPSession, area: ShotArea, maxPixels: number): Promise<Buffer> {
  let plan: Plan = typeof area === 'string' ? {} : { clip: area };
  if (area === 'page') {
    const { cssContentSize, cssLayoutViewport } = await cdp.send('Page.getLayoutMetrics');
    plan = planOf(
      area,
      { width: Math.ceil(cssContentSize.width), height: Math.ceil(cssContentSize.height) },
      { width: cssLayoutViewport.clientWidth, height: cssLayoutViewport.clientHeight },
    );
  }
  withinBudget(plan, maxPixels);
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    captureBeyondViewport: plan.clip !== undefined,
    ...(plan.clip ? { clip: { ...plan.clip, scale: 1 } } : {}),
  });
  return Buffer.from(data, 'base64');
}

/**
 * Other engines: Playwright's screenshot (WebDriver BiDi's browsingContext.captureScreenshot),
 * without its caret style (the init script already hides the caret) or animation handling, of the
 * page's window brought to the front (see withWindowFocus).
 */
async function pageShot(page: Page, area: ShotArea, maxPixels: number): Promise<Buffer> {
  let plan: Plan = typeof area === 'string' ? {} : { clip: area };
  if (area === 'page') {
    const { content, screen } = await page.evaluate(() => {
      const root = document.documentElement;
      const body = document.body;
      return {
        content: {
          width: Math.max(root.scrollWidth, body?.scrollWidth ?? 0),
          height: Math.max(root.scrollHeight, body?.scrollHeight ?? 0),
        },
        screen: { width: window.innerWidth, height: window.innerHeight },
      };
    });
    plan = planOf(area, content, screen);
  }
  withinBudget(plan, maxPixels);
  return withWindowFocus(page.context().browser(), async () => {
    await page.bringToFront();
    // Polled on a timer: a frame asked for here would read as the page's own (see stillFor).
    await page
      .waitForFunction(() => document.hasFocus(), undefined, { polling: 10, timeout: 2_000 })
      .catch(() => {});
    return page.screenshot({
      type: 'png',
      caret: 'initial',
      animations: 'allow',
      scale: 'css',
      ...(plan.clip ? { fullPage: true, clip: plan.clip } : { fullPage: false }),
    });
  });
}

/** A PNG of the page's area, in the lease's engine, refused beyond `maxPixels`. */
export function screenshot(
  lease: Pick<PageLease, 'page' | 'cdp'>,
  area: ShotArea,
  maxPixels = Number.POSITIVE_INFINITY,
): Promise<Buffer> {
  return lease.cdp ? cdpShot(lease.cdp, area, maxPixels) : pageShot(lease.page, area, maxPixels);
}
