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

/** Scrolls through the page so lazy content loads, then back to the top. */
export async function loadLazyContent(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const step = Math.max(200, window.innerHeight);
      for (let y = 0; y < document.documentElement.scrollHeight && y < 50_000; y += step) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 16)));
      }
      window.scrollTo(0, 0);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    })
    .catch(() => {});
}
