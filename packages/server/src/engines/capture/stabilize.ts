import type { Page } from 'playwright-core';

/** CSS that freezes motion and hides what differs between two identical renders. */
export const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  animation-play-state: paused !important; transition: none !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}
html, body { scrollbar-width: none !important; }
::-webkit-scrollbar { display: none !important; }
`;

/** Waits for web fonts, images (CSS backgrounds too) and aria-busy regions, each bounded. */
export async function settle(page: Page, timeoutMs: number): Promise<void> {
  await page
    .evaluate(async (limit) => {
      const deadline = Date.now() + limit;
      const bounded = <T>(p: Promise<T>) =>
        Promise.race([p, new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
      await bounded(document.fonts.ready);
      const images = [...document.images].filter((img) => !img.complete || img.naturalWidth === 0);
      const urls = new Set<string>();
      for (const el of document.querySelectorAll('*')) {
        const bg = getComputedStyle(el).backgroundImage;
        for (const m of bg.matchAll(/url\(["']?([^"')]+)["']?\)/g)) urls.add(m[1]);
      }
      const loads = [
        ...images.map((img) => img.decode().catch(() => {})),
        ...[...urls].map(
          (src) =>
            new Promise<void>((resolve) => {
              const img = new Image();
              img.onload = img.onerror = () => resolve();
              img.src = src;
            }),
        ),
      ];
      await bounded(Promise.all(loads));
      while (document.querySelector('[aria-busy="true"]') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      // Animated GIFs: replace each with a still of its current frame.
      for (const img of document.images) {
        if (!/\.gif($|\?)/i.test(img.currentSrc || img.src) || img.naturalWidth === 0) continue;
        try {
          const canvas = document.createElement('canvas');
          canvas.width = img.naturalWidth;
          canvas.height = img.naturalHeight;
          canvas.getContext('2d')!.drawImage(img, 0, 0);
          img.src = canvas.toDataURL('image/png');
        } catch {}
      }
    }, timeoutMs)
    .catch(() => {});
}

/**
 * Runs in every page before its own scripts: the freeze CSS goes in at once (nothing animates even
 * once), and the page notes whether anything reacts to scrolling (an IntersectionObserver, a scroll
 * listener on the window or document), so the lazy-content scroll is skipped where it cannot load
 * anything.
 */
export const PAGE_INIT_SCRIPT = `(() => {
  const add = () => {
    const style = document.createElement('style');
    style.setAttribute('data-visualq', 'freeze');
    style.textContent = ${JSON.stringify(FREEZE_CSS)};
    (document.head ?? document.documentElement).appendChild(style);
  };
  if (document.documentElement) add();
  else document.addEventListener('DOMContentLoaded', add, { once: true });
  // When the page last changed its DOM, and last asked for a frame from its own script.
  const state = { scrollAware: false, changedAt: 0, frameAt: 0 };
  Object.defineProperty(window, '__visualq', { value: state });
  // Playwright's screenshot in Firefox adds and removes an empty "body {}" style to line up
  // animations: that is the shot itself, not the page changing.
  const shotStyle = (node) => node.nodeName === 'STYLE' && node.textContent === 'body {}';
  new MutationObserver((records) => {
    const own = records.every(
      (r) => r.type === 'childList' && [...r.addedNodes, ...r.removedNodes].every(shotStyle),
    );
    if (!own) state.changedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = window.requestAnimationFrame;
  window.requestAnimationFrame = function (callback) {
    state.frameAt = performance.now();
    return frame.call(window, callback);
  };
  const Observer = window.IntersectionObserver;
  if (Observer) {
    window.IntersectionObserver = class IntersectionObserver extends Observer {
      constructor(...args) {
        super(...args);
        state.scrollAware = true;
      }
    };
  }
  for (const target of [window, document]) {
    const listen = target.addEventListener;
    target.addEventListener = function (type, ...rest) {
      if (type === 'scroll' || type === 'wheel') state.scrollAware = true;
      return listen.call(this, type, ...rest);
    };
  }
})();`;

/**
 * How long the page has been still, in ms: since its DOM last changed or its own script last asked
 * for a frame; 0 while an animation runs or when something paints outside the DOM (canvas, video,
 * iframes, embeds), since those can change without a trace.
 */
export async function stillFor(page: Page): Promise<number> {
  return page
    .evaluate(() => {
      const state = (window as unknown as { __visualq?: { changedAt: number; frameAt: number } }).__visualq;
      if (!state || document.querySelector('canvas,video,iframe,embed,object')) return 0;
      if (document.getAnimations().some((a) => a.playState === 'running')) return 0;
      return performance.now() - Math.max(state.changedAt, state.frameAt);
    })
    .catch(() => 0);
}

/**
 * Scrolls through the page one screen at a time so lazy content loads, then back to the top; only
 * when the page is taller than the screen and has lazy images or anything that watches scrolling.
 * True when it scrolled.
 */
export async function loadLazyContent(page: Page): Promise<boolean> {
  return page
    .evaluate(async () => {
      const root = document.documentElement;
      const watched =
        (window as unknown as { __visualq?: { scrollAware: boolean } }).__visualq?.scrollAware ||
        window.onscroll !== null ||
        document.onscroll !== null ||
        document.querySelector('[loading="lazy"]') !== null;
      if (!watched || root.scrollHeight <= window.innerHeight) return false;
      const step = Math.max(200, window.innerHeight);
      for (let y = step; y < root.scrollHeight && y < 50_000; y += step) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 16)));
      }
      window.scrollTo(0, 0);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      return true;
    })
    .catch(() => false);
}

export type Normalize = 'text' | 'images' | 'all-content';

export interface PageRules {
  removeSelectors?: string[];
  hideSelectors?: string[];
  contentRules?: Array<{ selector: string; normalize: Normalize }>;
}

/** Removes, hides and normalises what the scenario and its content rules name. */
export async function applyPageRules(page: Page, req: PageRules): Promise<void> {
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
